/** @jest-environment node */
/**
 * The count of actions from the download to a playing game (issue 46, item 4): wherever the site or a kit
 * says "in N actions", it lists N, one action each, and each engine's steps name that engine's own controls
 * in every version the kits support (lib/mechanics/kit-quick-start.ts holds them and their sources).
 */
import { mechanics } from '@/lib/mechanics';
import { defaultValues } from '@/lib/mechanics/core/params';
import { kitReadme, type KitLicense } from '@/lib/mechanics/exporters/kit';
import { countWord, kitFolder, quickStart, siteMenus, type PlayRoute } from '@/lib/mechanics/kit-quick-start';
import { godot43Import } from '@/e2e/godot-project-install';
import type { KitEngine } from '@/lib/mechanics/kit-engine-query';
import { docTopics, gettingStartedSteps, type DocBlock } from './docs';
import { templatePageCopy, templates } from './templates';

const engines: readonly KitEngine[] = ['unity', 'godot', 'js'];
const license: KitLicense = { text: '', documentTitle: 'Terms of Service', leads: [] };
const numberOf = (word: string) => {
  const count = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven'].indexOf(word.toLowerCase());
  if (count < 0) throw new Error(`not a count: ${word}`);
  return count;
};

/** Each "in N actions" of a README, with the numbered steps listed under it. */
function readmeCounts(readme: string): { said: number; listed: number; what: string }[] {
  const lists = [...readme.matchAll(/^(## Play it in (\w+) actions|Or in (\w+), [^\n]*:|In Godot [\d.]+, [^\n]*, in (\w+):)\n\n(?:[^\n]*\n\n)?((?:\d+\. [^\n]*\n)+)/gm)].map((match) => ({
    said: numberOf(match[2] ?? match[3] ?? match[4] ?? ''),
    listed: (match[5] ?? '').trim().split('\n').length,
    what: match[1] ?? '',
  }));
  // The way without the engine, in one line: "Or, in two, …: unzip, then open `index.html`: …".
  const inline = [...readme.matchAll(/Or, in (\w+), [^:]*: ([^:\n]*):/g)].map((match) => ({ said: numberOf(match[1] ?? ''), listed: (match[2] ?? '').split(', then ').length, what: match[0] }));
  return [...lists, ...inline];
}

/**
 * Every "N actions: a; b; c" in a line of text: the count said, and the actions listed after it (`;` apart,
 * up to the list's end: a sentence's end, a comma or an opening "(or" outside any parentheses of its own).
 */
function lineCounts(text: string): { said: number; listed: number; what: string }[] {
  return [...text.matchAll(/\b(\w+) actions?: /g)].map((match) => {
    let depth = 0;
    let listed = 1;
    let end = (match.index ?? 0) + match[0].length;
    for (; end < text.length; end += 1) {
      const char = text[end];
      const rest = text.slice(end);
      if (char === '(' && depth === 0 && rest.startsWith('(or ')) break;
      if (char === '(') depth += 1;
      else if (char === ')' && depth-- === 0) break;
      else if (depth > 0) continue;
      else if (char === ';') listed += 1;
      else if (char === ',' || (char === '.' && /^\.(\s|$)/.test(rest) && text[end - 1] !== '.')) break;
    }
    return { said: numberOf(match[1] ?? ''), listed, what: text.slice(match.index, end) };
  });
}

describe('the count of actions from the download to playing', () => {
  it.each(mechanics.map((mechanic) => [mechanic.slug, mechanic] as const))('%s: each README lists as many actions as it says, for every way it gives', (_slug, mechanic) => {
    for (const engine of engines) {
      const readme = kitReadme(mechanic, defaultValues(mechanic.params), engine, license, engine === 'godot');
      const counts = readmeCounts(readme);
      const route = quickStart(mechanic, engine, kitFolder(mechanic, engine));
      // The main way, the shorter one where the engine has it, the one for versions the main way fails in, and the one without the engine.
      expect({ engine, ways: counts.length }).toEqual({ engine, ways: 2 + (route.fewer ? 1 : 0) + (route.older ? 1 : 0) });
      for (const count of counts) expect({ engine, what: count.what, listed: count.listed }).toEqual({ engine, what: count.what, listed: count.said });
      expect(counts[0]?.said).toBe(route.main.actions.length);
    }
  });

  it('the Docs’ Getting Started card counts each engine’s actions as it lists them', () => {
    const [install] = gettingStartedSteps;
    const counts = lineCounts(install.description);
    // Unity's two ways, Godot's two (4.4 to 4.6, and 4.3) and JavaScript's.
    expect(counts).toHaveLength(5);
    for (const count of counts) expect({ what: count.what, listed: count.listed }).toEqual({ what: count.what, listed: count.said });
  });

  it('the Docs’ quick starts print each engine’s actions in order, as many as they say', () => {
    for (const engine of engines) {
      const id = engine === 'js' ? 'javascript-quick-start' : `${engine}-quick-start`;
      const blocks: readonly DocBlock[] = docTopics.find((topic) => topic.id === id)?.blocks ?? [];
      const steps = blocks.flatMap((block) => (block.kind === 'steps' ? block.items : []));
      const route = quickStart(mechanics[0]!, engine, kitFolder(mechanics[0]!, engine));
      const ways: PlayRoute[] = [route.main, ...(route.fewer ? [route.fewer] : []), ...(route.older ? [route.older] : [])];
      for (const way of ways) {
        const lead = way === route.older ? new RegExp(`^In ${route.older.versions}, [^:]*\\b${countWord(way.actions.length)} actions:`) : new RegExp(`^(?:Or )?${countWord(way.actions.length)}\\b`, 'i');
        const step = steps.find((text) => lead.test(text) && text.includes(siteMenus(way.actions[0]!.text)));
        expect({ engine, found: !!step }).toEqual({ engine, found: true });
        // Every action of the way, in its order, and nothing said of a different count.
        let at = 0;
        for (const action of way.actions) {
          const found = step!.indexOf(siteMenus(action.text), at);
          expect({ engine, action: action.text, found: found >= at }).toEqual({ engine, action: action.text, found: true });
          at = found;
        }
      }
      expect(steps.join(' ')).not.toMatch(/\b(?:three|four|five) actions after the download\b/);
    }
  });

  it('the template page says the count and lists the actions, for each engine', () => {
    for (const template of templates) {
      for (const engine of engines) {
        const counts = lineCounts(templatePageCopy.kitNote(template, engine));
        // Godot's way from its zip (4.4 to 4.6) and Godot 4.3's.
        expect(counts).toHaveLength(engine === 'godot' ? 2 : 1);
        for (const count of counts) expect({ engine, what: count.what, listed: count.listed }).toEqual({ engine, what: count.what, listed: count.said });
      }
    }
  });

  it('names each engine’s own controls in every version it supports, and the file dialog where there is one', () => {
    const [slugged] = mechanics;
    const unity = quickStart(slugged!, 'unity', 'kit').main.actions.map((action) => action.text).join('\n');
    // UnityCsReference PackageManagerToolbar.cs: 2022.3 "Add package from disk...", 6000.x "Install package from disk...";
    // PackageManagerWindow.cs: "Window/Package Manager" to 6000.0, "Window/Package Management/Package Manager" from 6000.1.
    expect(unity).toContain('*Add package from disk...* (Unity 6: *Install package from disk...*)');
    expect(unity).toContain('*Window > Package Manager* (Unity 2022.3 and 6000.0; *Window > Package Management > Package Manager* from Unity 6000.1)');
    expect(unity).toMatch(/In the file dialog that opens, go to `kit\/com\.microloop\.[\w-]+\/` and open `package\.json`/);
    const godot = quickStart(slugged!, 'godot', 'kit').main.actions.map((action) => action.text).join('\n');
    // project_dialog.cpp: Import opens the file dialog at the default project folder; its button "Import" with Edit Now (4.4+).
    expect(godot).toMatch(/^In the Godot 4\.4 to 4\.6 Project Manager, \*Import\*: Godot's file dialog opens \(at your default project folder the first time/);
    expect(godot).toMatch(/Press \*Import\*, with \*Edit Now\* ticked as it is by default/);
    expect(godot).not.toMatch(/\*Install\*|4\.3/);
    // Godot 4.3 (review 52, G1): its dialog greys out Import & Edit for a zip in the folder it was downloaded to (the zip
    // proposes its own folder to install into, never empty), so the kit gives 4.3 its own way, through project.godot.
    const download = ['kit.zip'];
    expect(godot43Import('Downloads/kit.zip', download)).toEqual({ importable: false, message: 'Please choose an empty install folder.' });
    const older = quickStart(slugged!, 'godot', 'kit').older!;
    expect(older.versions).toBe('Godot 4.3');
    const picked = /go to `([^`]+)` and open `(project\.godot)`/.exec(older.actions.map((action) => action.text).join('\n'));
    expect(picked?.slice(1)).toEqual(['kit/godot/', 'project.godot']);
    expect(godot43Import(`${picked![1]}${picked![2]}`, ['project.godot', 'main.tscn'])).toEqual({ importable: true, message: '' });
    expect(older.actions.map((action) => action.short)).toEqual(['unzip', 'Project Manager > *Import*', 'open `godot/project.godot` in the file dialog', '*Import & Edit*', 'F5 (Cmd+B on macOS)']);
    expect(godot).not.toMatch(/\*Install\*/);
    // editor_run_bar.cpp: Run Project is F5, META | B on macOS.
    expect(godot).toContain('F5 (Cmd+B on macOS)');
    const js = quickStart(slugged!, 'js', 'kit').main.actions.map((action) => action.text);
    expect(js).toEqual(['Unzip the download.', 'In a terminal, `cd kit`.', '`npm install`.', '`npm run dev`: Vite serves the game and opens it in your browser.']);
  });

  it('counts in words the way the READMEs print them', () => {
    expect([1, 2, 3, 4, 5].map(countWord)).toEqual(['one', 'two', 'three', 'four', 'five']);
  });
});
