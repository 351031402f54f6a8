/** @jest-environment node */
import { join } from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import { playKits, type GodotRun, type KitPlay, type KitReport } from '@/e2e/godot-runtime';
import { godotSources } from '@/scripts/godot-sources.mjs';
import { mechanicBySlug } from '..';
import { clampAndSnap, defaultValues } from '../core/params';
import { godotProjectSlugs, type GodotSources } from './godot-project';
import { buildStarterKit, zipKit, type KitLicense } from './kit';

const license: KitLicense = { text: 'The template license, word for word.\n', documentTitle: 'Terms of Service', leads: ['Worldwide.'] };
import { WheelModel } from '../timing-wheel/model';
import type { TimingWheelValues } from '../timing-wheel/params';
import { rhythmClackerParams } from '../rhythm-clacker/params';

const latencySpec = rhythmClackerParams.find((spec) => spec.key === 'latency') ?? rhythmClackerParams[3];

/**
 * Each Godot starter kit as a user gets it (built, zipped, unzipped), played in a real Godot 4.6 in
 * one boot: its godot/ folder packed and mounted, the main scene opened, Space pressed for about a
 * second. DoubleTapDash also runs twice more with its .tres edited (a 180 ms and a 350 ms
 * Double-Tap Window) and two taps 200 ms apart on the game's clock (12 frames of the runtime's fixed
 * 60 fps, however slow the machine): only the wider window makes them a phase. TimingWheel scores
 * only on a hit, so its kit is downloaded with Brake Time 0.2 s (a one-frame tap coasts 0.8 s), its
 * scene gets a fixed seed and one Space tap on a frame where the TypeScript model (the rules the port
 * reproduces) lands a hit for every tap up to 3 frames earlier or later.
 * MemoryTiles, whose tiles are focusable Buttons, is played by focus + ui_accept (e2e/godot/kit_main.gd).
 * Then every kit is opened once more and played by touch: Chromium's touchscreen holds and taps the
 * canvas (MemoryTiles: its first tile) until the game answers.
 */
const root = join(__dirname, '../../..');

const sourcesOf = (slug: string) => godotSources(slug, join(root, 'lib/mechanics')) as GodotSources;

/** The godot/ folder of the downloaded zip, by path inside it. */
function downloadedProject(slug: string, tuned: Record<string, number> = {}): Record<string, string> {
  const mechanic = mechanicBySlug(slug);
  if (!mechanic) throw new Error(`No mechanic ${slug}`);
  const values = { ...defaultValues(mechanic.params), ...tunedValues[slug], ...tuned };
  const zip = zipKit(buildStarterKit(mechanic, values, { gameScript: '', engine: 'godot', godotProject: sourcesOf(slug) }, license));
  const entries = Object.entries(unzipSync(zip)).filter(([path]) => path.startsWith('godot/'));
  return Object.fromEntries(entries.map(([path, bytes]) => [path.slice('godot/'.length), strFromU8(bytes)]));
}

const tres = 'addons/microloop_double_tap_dash/double_tap_dash_config.tres';
const memoryTres = 'addons/microloop_memory_tiles/memory_tiles_config.tres';
const steadyTaps = [100, 300, 500, 700];
/**
 * RhythmClacker scores only on the beat. Its kit is downloaded tuned to Note Speed 3× and 200 BPM, so
 * the first note comes 7/6 s after the start (2/3 s of lead and 0.5 s of pre-roll), then one every
 * 0.3 s: taps at those times score only if the game follows its tuned .tres (at the defaults the
 * first note is 2.5 s away and they would be stray). With the Dummy audio driver the song runs on
 * frame time.
 */
const tunedValues: Partial<Record<string, Record<string, number>>> = { 'rhythm-clacker': { noteSpeed: 3, bpm: 200 } };
const onTheBeat = [1167, 1467];
const frameMs = 1000 / 60;

const wheelSeed = 4;
const wheelTuned = { brakeTime: 0.2 };
/** What the first stop of the tuned wheel (seed wheelSeed) is when a one-frame tap of Space comes on frame `frame`. */
function wheelLanding(frame: number): string {
  const values = { ...defaultValues(mechanicBySlug('timing-wheel')?.params ?? []), ...wheelTuned } as TimingWheelValues;
  const model = new WheelModel(values, wheelSeed);
  for (let at = 0; at < 600; at++) {
    if (at === frame) model.press();
    if (at === frame + 1) model.release();
    const landing = model.step(1 / 60).find((event) => event.type === 'land');
    if (landing?.type === 'land') return landing.landing.result;
  }
  return 'none';
}
/** The first frame whose tap, and every tap up to 3 frames from it, stops the wheel on the target. */
const wheelTapFrame = Array.from({ length: 200 }, (_, frame) => frame + 4).find((frame) =>
  [-3, -2, -1, 0, 1, 2, 3].every((offset) => wheelLanding(frame + offset) === 'hit'),
);

/** The project with one line of one file replaced; throws when the line is not there. */
function edit(project: Record<string, string> | undefined, path: string, line: RegExp, replacement: string): Record<string, string> {
  const text = project?.[path];
  const edited = text?.replace(line, replacement);
  if (!project || !edited || edited === text) throw new Error(`${path} has no line ${line}`);
  return { ...project, [path]: edited };
}

describe('Godot kits play in Godot 4.6', () => {
  let run: GodotRun;
  let reports: KitReport[] = [];
  const projects = Object.fromEntries(godotProjectSlugs.map((slug) => [slug, downloadedProject(slug)]));

  beforeAll(async () => {
    const kits: Record<string, KitPlay> = {};
    for (const slug of godotProjectSlugs) {
      // kit_main.gd then plays on until the score changes (a PhysicsDropper ball needs about a second to score).
      kits[slug] = { project: projects[slug] ?? {}, taps: slug === 'rhythm-clacker' ? onTheBeat : steadyTaps };
    }
    const wheel = downloadedProject('timing-wheel', wheelTuned);
    const seeded = wheel['main.tscn']?.replace(/^script = ExtResource\("1_game"\)$/m, `$&\nrun_seed = ${wheelSeed}`);
    if (!seeded || seeded === wheel['main.tscn'] || wheelTapFrame === undefined) throw new Error('The TimingWheel scene takes no seed, or no tap frame hits');
    wheel['main.tscn'] = seeded;
    // kit_main.gd waits ceil(ms / frame) frames before it presses.
    kits['timing-wheel'] = { project: wheel, taps: [wheelTapFrame * frameMs - 1] };
    // MemoryTiles' default peek is 3 s of game time, about 8 s of frames in the web runtime: its kit
    // plays with the .tres Peek Time at the minimum, 0.5 s, which also shows the game follows its .tres.
    kits['memory-tiles'] = { project: edit(projects['memory-tiles'], memoryTres, /^peek_time = [\d.]+$/m, 'peek_time = 0.5'), taps: [] };
    for (const window of [180, 350]) {
      kits[`window-${window}`] = { project: edit(projects['double-tap-dash'], tres, /^double_tap_window = \d+$/m, `double_tap_window = ${window}`), taps: [100, 300] };
    }
    ({ run, reports } = await playKits(kits));
    if (run.err.length) console.log(run.err.join('\n'));
    console.log(`Godot boot and every kit: ${run.ms} ms; per kit: ${reports.map((report) => `${report.kit} ${report.ms} ms`).join(', ')}`);
  }, 60_000);

  it('declare every input event of project.godot and of the actions the game registers for all devices (-1): a touch comes as a click of device -1', () => {
    for (const slug of godotProjectSlugs) {
      const project = projects[slug] ?? {};
      const events = [...(project['project.godot'] ?? '').matchAll(/Object\(InputEvent\w+,[^)]*\)/g)].map((match) => match[0]);
      expect(events.length).toBeGreaterThan(0);
      expect(events.filter((event) => !event.includes('"device":-1'))).toEqual([]);
      const game = project[`addons/microloop_${slug.replace(/-/g, '_')}/${slug.replace(/-/g, '_')}_game.gd`] ?? '';
      const made = [...game.matchAll(/var (\w+) := InputEvent\w+\.new\(\)\n\s*(.*)/g)];
      expect(made.length).toBeGreaterThan(0);
      expect(made.filter(([, name, next]) => next !== `${name}.device = -1`).map(([event]) => `${slug}: ${event}`)).toEqual([]);
    }
  });

  it('hold project.godot (config_version 5, main scene, Compatibility renderer, input map) and the addon', () => {
    for (const slug of godotProjectSlugs) {
      const project = projects[slug] ?? {};
      const snake = slug.replace(/-/g, '_');
      const godot = project['project.godot'] ?? '';
      expect(godot).toMatch(/^config_version=5$/m);
      expect(godot).toContain('run/main_scene="res://main.tscn"');
      expect(godot).toContain('renderer/rendering_method="gl_compatibility"');
      expect(godot).toMatch(new RegExp(`^${snake}_\\w+=\\{`, 'm'));
      const addon = `addons/microloop_${snake}`;
      expect(Object.keys(project)).toEqual(
        expect.arrayContaining(['main.tscn', ...['_model.gd', '_game.gd', '_config.gd', '_config.tres'].map((end) => `${addon}/${snake}${end}`), `${addon}/README.md`, `${addon}/LICENSE.txt`]),
      );
      expect(project[`${addon}/${snake}_model.gd`]).toMatch(/^extends RefCounted$/m);
      expect(project[`${addon}/${snake}_game.gd`]).toMatch(/^signal score_changed\(score: int\)$/m);
      expect(project[`${addon}/${snake}_game.gd`]).toMatch(/^signal ended\(score: int\)$/m);
      expect(project[`${addon}/${snake}_game.gd`]).toContain('func _unhandled_input(');
    }
  });

  it('say in the addon README exactly how a second tuning coexists: the three class names to replace in the copy', () => {
    for (const slug of godotProjectSlugs) {
      const snake = slug.replace(/-/g, '_');
      const project = projects[slug] ?? {};
      const readme = project[`addons/microloop_${snake}/README.md`] ?? '';
      const declared = Object.entries(project)
        .filter(([path]) => path.startsWith(`addons/microloop_${snake}/`) && path.endsWith('.gd'))
        .map(([, text]) => /^class_name (\w+)$/m.exec(text)?.[1])
        .filter((name): name is string => Boolean(name));
      expect(declared).toHaveLength(3);
      expect(readme).toContain('## Two tunings in one project');
      for (const name of declared) expect(readme).toContain(`\`${name}\``);
    }
  });

  it('run with no script error, parse error or warning, and quit with 0', () => {
    expect(run.err).toEqual([]);
    expect(run.exitCode).toBe(0);
  });

  it.each(godotProjectSlugs)('%s: Space plays it; score changes and score_changed fires', (slug) => {
    const report = reports.find((candidate) => candidate.kit === slug);
    expect(report).toBeDefined();
    expect(report?.scoreAfter).not.toBe(report?.scoreBefore);
    expect(report?.scoreChanged).toBeGreaterThan(0);
    expect(report?.signals.length).toBeGreaterThan(0);
  });

  it.each(godotProjectSlugs)('%s: the game adds the input actions of its project.godot at run time (the base project has none of them)', (slug) => {
    const declared = [...(projects[slug]?.['project.godot'] ?? '').matchAll(/^(\w+)=\{$/gm)].map((match) => match[1]);
    expect(declared.length).toBeGreaterThan(0);
    expect(reports.find((report) => report.kit === slug)?.actions).toEqual(expect.arrayContaining(declared));
  });

  it('RhythmClacker judges both taps on the beat of its tuned tempo (Perfect or Good, never a stray Miss)', () => {
    const signals = reports.find((report) => report.kit === 'rhythm-clacker')?.signals ?? [];
    expect(signals.slice(0, 2)).toEqual([expect.stringMatching(/^(Perfect|Good)$/), expect.stringMatching(/^(Perfect|Good)$/)]);
  });

  it('RhythmClacker calibrates to the Input Latency range of its settings script (room for Bluetooth headphones)', () => {
    const snapped = reports.find((report) => report.kit === 'rhythm-clacker')?.snapped;
    expect(snapped).toEqual([-9999, -203, 347, 352.5, 9999].map((ms) => clampAndSnap(latencySpec, ms)));
  });

  it('MemoryTiles is played by focus + ui_accept on its tiles, focusable Buttons; the Right arrow moves the focus', () => {
    const report = reports.find((candidate) => candidate.kit === 'memory-tiles');
    expect(report?.focusMoved).toBe(true);
    expect(report?.signals).toEqual(expect.arrayContaining(['first', 'match']));
  });

  it('DoubleTapDash follows its .tres: two taps 200 ms apart phase with a 350 ms window, dash twice with 180 ms', () => {
    const narrow = reports.find((report) => report.kit === 'window-180');
    const wide = reports.find((report) => report.kit === 'window-350');
    expect(wide?.signals.slice(0, 2)).toEqual(['dash', 'phase']);
    expect(narrow?.signals.slice(0, 2)).toEqual(['dash', 'dash']);
  });
});

describe('Godot kits play by touch', () => {
  let run: GodotRun;
  let reports: KitReport[] = [];
  const projects = Object.fromEntries(godotProjectSlugs.map((slug) => [slug, downloadedProject(slug)]));

  beforeAll(async () => {
    // MemoryTiles' peek cut to 0.5 s, as in the Space plays. In a boot of its own: on a loaded machine
    // the Space plays alone take most of their run's budget.
    projects['memory-tiles'] = edit(projects['memory-tiles'], memoryTres, /^peek_time = [\d.]+$/m, 'peek_time = 0.5');
    const kits: Record<string, KitPlay> = Object.fromEntries(
      ['memory-tiles', ...godotProjectSlugs.filter((slug) => slug !== 'memory-tiles')].map((slug) => [slug, { project: projects[slug] ?? {}, touch: true } as const]),
    );
    // Played by Space here, where the run has room: a .tres edited by hand, its window far above the
    // 350 ms maximum and its start speed of the wrong type.
    const junk = edit(projects['double-tap-dash'], tres, /^double_tap_window = \d+$/m, 'double_tap_window = 9999');
    kits['window-junk'] = { project: edit(junk, tres, /^start_speed = [\d.]+$/m, 'start_speed = "fast"'), taps: [100, 300] };
    ({ run, reports } = await playKits(kits, undefined, 60_000));
    if (run.err.length) console.log(run.err.join('\n'));
    console.log(`Godot boot and every kit by touch: ${run.ms} ms; per kit: ${reports.map((report) => `${report.kit} ${report.ms} ms`).join(', ')}`);
  }, 80_000);

  /** The warnings of the hand-edited .tres, each with its "   at:" line. */
  const junkWarnings = (lines: readonly string[]) => lines.filter((line, index) => /^WARNING: DoubleTapDashConfig: /.test(line) || (index > 0 && /^WARNING: DoubleTapDashConfig: /.test(lines[index - 1] ?? '') && /^\s+at: /.test(line)));

  it('run with no script error, parse error or warning but those of the hand-edited .tres, and quit with 0', () => {
    const warnings = junkWarnings(run.err);
    expect(run.err.filter((line) => !warnings.includes(line))).toEqual([]);
    expect(run.exitCode).toBe(0);
  });

  it('DoubleTapDash loads a .tres with a value out of range or of the wrong type clamped to the range, with one warning naming each field', () => {
    expect(junkWarnings(run.err).filter((line) => line.startsWith('WARNING'))).toEqual([
      'WARNING: DoubleTapDashConfig: double_tap_window = 9999 is outside 180 to 350; 350 is used.',
      'WARNING: DoubleTapDashConfig: start_speed = 0.0 is outside 4.0 to 12.0; 4.0 is used.',
    ]);
    // Clamped to 350 ms, the window makes two taps 200 ms apart a phase, as the 350 ms kit does.
    expect(reports.find((report) => report.kit === 'window-junk')?.signals.slice(0, 2)).toEqual(['dash', 'phase']);
  });

  it.each(godotProjectSlugs)('%s: a touch plays it (hold and tap on the canvas): the touches press its action and the game answers', (slug) => {
    const report = reports.find((candidate) => candidate.kit === slug);
    expect(report).toBeDefined();
    const answered = report?.scoreAfter !== report?.scoreBefore || (report?.touchSignals ?? []).length > 0;
    expect(answered).toBe(true);
    if (slug === 'memory-tiles') {
      // Its tiles are Buttons: a touch on one picks it, whatever the input map.
      expect(report?.touchSignals).toContain('judged');
    } else {
      const declared = [...(projects[slug]?.['project.godot'] ?? '').matchAll(/^(\w+)=\{$/gm)].map((match) => match[1]);
      expect(report?.touchActions).toEqual(expect.arrayContaining([declared[0]]));
    }
  });

});
