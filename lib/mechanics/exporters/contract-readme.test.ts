/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { mechanics } from '../index';
import { defaultValues } from '../core/params';
import { behaviourOf, eventMeaning } from '../all-games/contract-text';
import { loadContract } from '../all-games/contracts';
import { contractEngines } from '../core/contract';
import { kitReadme } from './kit';
import { contractReadme } from './contract-readme';
import { godotAddonReadme } from './godot-project';
import { unityPackageReadmeSection } from './unity-package';

describe('the kits’ READMEs say controls and behaviour as the game contract does', () => {
  it.each(mechanics.map((mechanic) => [mechanic.slug, mechanic] as const))('%s: Godot addon and Unity package', (slug, mechanic) => {
    const godot = godotAddonReadme(mechanic, defaultValues(mechanic.params));
    expect(godot).toContain(contractReadme(slug, 'godot', '##'));
    expect(godot).toContain(behaviourOf(slug, 'godot', 'focus-out'));
    // What the addon README said before the contract: a press that resumes, and touch only as an emulated click.
    expect(godot).not.toMatch(/next press resumes|arrives as a click/);
    const unity = unityPackageReadmeSection(mechanic);
    expect(unity).toContain(contractReadme(slug, 'unity'));
    expect(unity).toContain(behaviourOf(slug, 'unity', 'disable'));
    expect(unity).toContain('the HUD’s Restart button (top right; click or touch)');
  });

  it('lists the JavaScript pause events with what the game does: the host’s pause() before the first start (and between runs) fires onPause, and start() after it gives the waiting game back (review 6 N1)', () => {
    for (const mechanic of mechanics) {
      const readme = kitReadme(mechanic, defaultValues(mechanic.params), 'js', { text: '', documentTitle: 'Terms', leads: [] });
      const ends = !['physics-dropper', 'memory-tiles'].includes(mechanic.slug);
      const waiting = ends ? 'before the first start or after a run ended' : 'before the first start';
      expect(readme).toContain(`- \`onPause()\`: A running game stopped without ending (the API’s pause, the host’s pause, or the window or tab losing focus), or the host’s \`pause()\` ${waiting}: the game is held`);
      expect(readme).toContain(`after a \`pause()\` ${waiting}, \`start()\` calls it and the game waits again for a press or a second \`start()\`, and after a \`reset()\` under the pause it calls it and the new run plays.`);
      // The shared meanings (every engine's) speak of a running game only: not the JavaScript README's.
      expect(readme).not.toContain(eventMeaning(mechanic.slug, 'paused'));
      expect(readme).not.toMatch(/after `pause\(\)` it plays on|the first moment of a run, paused/);
    }
  });

  it('names where RhythmClacker keeps its calibration, per engine, and no store for a game that keeps none', () => {
    expect(contractReadme('rhythm-clacker', 'unity')).toContain('### Kept on the device\n\n- The calibrated Input Latency (ms): PlayerPrefs');
    expect(contractReadme('rhythm-clacker', 'godot', '##')).toContain('`user://microloop_rhythm_clacker.cfg`');
    expect(contractReadme('physics-dropper', 'js')).not.toContain('Kept on the device');
  });

  it('says Restart never raises Ended (it did in three Unity games and not in three others)', () => {
    for (const mechanic of mechanics) expect(behaviourOf(mechanic.slug, 'unity', 'restart')).toMatch(/never Ended/);
  });

  it('names, after every behaviour rule, the scenarios that prove it, each one replayed by that engine', () => {
    for (const mechanic of mechanics) {
      const { scenarios } = loadContract(mechanic.slug);
      for (const engine of contractEngines) {
        const rules = contractReadme(mechanic.slug, engine).split('Behaviour')[1]!.split('Kept on the device')[0]!.split('\n').filter((line) => line.startsWith('- '));
        expect(rules.length).toBeGreaterThan(0);
        for (const rule of rules) {
          const proof = /Scenarios?: ((?:`[\w-]+`(?:, )?)+)\.$/.exec(rule);
          expect({ rule, proof: proof?.[1] ?? null }).toEqual({ rule, proof: expect.any(String) });
          for (const name of proof![1]!.match(/[\w-]+/g)!) {
            const scenario = scenarios.find((candidate) => candidate.name === name);
            expect({ name, engine, replayed: !!scenario && (!scenario.engines || scenario.engines.includes(engine)) }).toEqual({ name, engine, replayed: true });
          }
        }
      }
    }
  });

  it('heads a rule as every kit’s only when every engine states it, and says whose words it is in (review U10)', () => {
    const labels = { unity: 'Unity', godot: 'Godot', js: 'JavaScript' } as const;
    for (const mechanic of mechanics) {
      const { contract } = loadContract(mechanic.slug);
      for (const engine of contractEngines) {
        const behaviour = contractReadme(mechanic.slug, engine).split('Behaviour')[1]!.split('Kept on the device')[0]!;
        expect(behaviour).not.toContain('The same in the');
        const [everyKit, onlyHere = ''] = behaviour.split(/\nOnly in the /);
        expect(everyKit).toContain(`Each is worded here for ${labels[engine]}, with its own members and what its game does`);
        const ruleOf = (line: string) => contract.lifecycle.find((rule) => line.startsWith(`- ${rule.says?.[engine] ?? rule.rule} `));
        for (const line of everyKit!.split('\n').filter((text) => text.startsWith('- '))) {
          expect({ line, engines: ruleOf(line)?.engines ?? 'all' }).toEqual({ line, engines: 'all' });
        }
        for (const line of onlyHere.split('\n').filter((text) => text.startsWith('- '))) {
          expect({ line, narrowed: !!ruleOf(line)?.engines }).toEqual({ line, narrowed: true });
        }
      }
    }
    // The Unity-only wording (OnApplicationFocus, Time.timeScale, uGUI) sits under the sentence saying it is Unity's.
    const unity = contractReadme('physics-dropper', 'unity');
    expect(unity).toMatch(/worded here for Unity[^]*OnApplicationFocus[^]*Time\.timeScale[^]*InputField[^]*\nOnly in the Unity kit:\n\n- OnDisable/);
  });

  it('lists a gamepad under Controls in the JavaScript kit of each game that reads one, and only there (review 5 P4)', () => {
    const controls = (slug: string, engine: 'js' | 'unity' | 'godot') => /### Controls\n\n([^]*?)\n\n###/.exec(contractReadme(slug, engine))?.[1] ?? '';
    for (const mechanic of mechanics) {
      // The JavaScript games that read a pad hand the shell `pad: true`.
      const readsPad = /^\s*pad: true,/m.test(readFileSync(join(__dirname, '..', mechanic.slug, 'game.ts'), 'utf8'));
      const js = controls(mechanic.slug, 'js');
      if (readsPad) {
        expect(js).toMatch(/^- A gamepad’s face button \(A, B, X or Y on a standard pad: buttons 0 to 3\) taps/m);
        expect(js).toMatch(/^- A gamepad press also starts a game that waits: the first run \(before it started, or after `reset\(\)`\) and the next run after one ended\.$/m);
        expect(js).toMatch(/^- A gamepad press does nothing while your page has the focus elsewhere: a text field, a button or another game\.$/m);
      } else expect({ slug: mechanic.slug, pad: js.match(/gamepad/gi) }).toEqual({ slug: mechanic.slug, pad: null });
      for (const engine of ['unity', 'godot'] as const) expect(controls(mechanic.slug, engine)).not.toMatch(/gamepad/i);
    }
    expect(mechanics.filter((mechanic) => controls(mechanic.slug, 'js').includes('gamepad')).map((mechanic) => mechanic.slug)).toEqual(['double-tap-dash']);
  });
});
