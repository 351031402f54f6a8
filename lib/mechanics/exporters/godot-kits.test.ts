/** @jest-environment node */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import { playProjects, type KitPlay, type ProjectBoot, type ProjectRun } from '@/e2e/godot-runtime';
import { godotSources } from '@/scripts/godot-sources.mjs';
import { mechanicBySlug } from '..';
import { clampAndSnap, defaultValues, snakeName } from '../core/params';
import { godotProjectSlugs, godotTypePrefix as typePrefix, type GodotSources } from './godot-project';
import { compareCheck, contractEvents, godotChecks, godotKindWords, hostCheckNames, type GodotCheck } from './godot-scenarios';
import { recordedView } from '../core/testing/scenario-recorder';
import { loadContract } from '../all-games/contracts';
import { compareScenario, describeMismatch, type ExpectedScenario, type ExpectedScenarios, type Scenario } from '../core/contract';
import { buildStarterKit, zipKit, type KitLicense } from './kit';
import { rhythmClackerParams } from '../rhythm-clacker/params';
import { WheelModel } from '../timing-wheel/model';
import type { TimingWheelValues } from '../timing-wheel/params';

const license: KitLicense = { text: 'The template license, word for word.\n', documentTitle: 'Terms of Service', leads: ['Worldwide.'] };

const latencySpec = rhythmClackerParams.find((spec) => spec.key === 'latency') ?? rhythmClackerParams[3];

/**
 * Each Godot starter kit as a user gets it (built, zipped, unzipped), booted in a real Godot 4.6 as the
 * main project, as an export or the editor's F5 runs it: its godot/ folder and the class cache packed as
 * the main pack, so its project.godot (main scene, input map, display and stretch) applies. In that boot
 * (e2e/godot/kit_driver.gd) the main scene the project started with is played by Space for about a
 * second, then a new instance of it by touch: Chromium's touchscreen holds and taps the canvas (MemoryTiles:
 * its first tile) until the game answers. DoubleTapDash also plays with its .tres edited (a 180 ms and a
 * 350 ms Double-Tap Window) and two taps 200 ms apart on the game's clock (12 frames of the runtime's fixed
 * 60 fps, however slow the machine): only the wider window makes them a phase. TimingWheel scores only on
 * a hit, so its kit is downloaded with Brake Time 0.2 s (a one-frame tap coasts 0.8 s), its game gets a
 * fixed seed and one Space tap on a frame where the TypeScript model (the rules the port reproduces) lands
 * a hit for every tap up to 3 frames earlier or later. MemoryTiles, whose tiles are focusable Buttons, is
 * played by focus + ui_accept.
 * Then all six addons play once more inside a host project (__fixtures__/godot-host) that declares its own
 * class_name Config, Model and Random and none of the addons' input actions.
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

const tres = 'addons/microloop_double_tap_dash/double_tap_dash_config.tres';
const memoryTres = 'addons/microloop_memory_tiles/memory_tiles_config.tres';

/**
 * A copy of a kit's .tres with lines replaced (throws when one is not there), to be saved outside the
 * project (/test/, where the driver loads it): its script path, relative in the kit, made absolute.
 */
function tresCopy(project: Record<string, string> | undefined, path: string, ...edits: [RegExp, string][]): string {
  let text = project?.[path] ?? '';
  for (const [line, replacement] of edits) {
    const edited = text.replace(line, replacement);
    if (edited === text) throw new Error(`${path} has no line ${line}`);
    text = edited;
  }
  return text.replace(/path="(\w+\.gd)"/, `path="res://${path.slice(0, path.lastIndexOf('/'))}/$1"`);
}

/** Where kit_driver.gd loads a test's .tres from: the boot's test files are preloaded under /test/. */
const testTres = (name: string) => `/test/${name}.tres`;


const projects = Object.fromEntries(godotProjectSlugs.map((slug) => [slug, downloadedProject(slug)]));
const wheel = downloadedProject('timing-wheel', wheelTuned);
const snakeOf = (slug: string) => slug.replace(/-/g, '_');

/** MemoryTiles' default peek is 3 s of game time: it plays with the .tres Peek Time at the minimum, 0.5 s, which also shows the game follows its .tres. */
const peekTres = () => tresCopy(projects['memory-tiles'], memoryTres, [/^peek_time = [\d.]+$/m, 'peek_time = 0.5']);

/** The Space play of a kit's game: its taps, and what its game needs to score in a short run. */
function keysPlay(slug: string, kit: string): { kit: string; taps: readonly number[]; settings?: string; set?: Record<string, number> } {
  if (slug === 'timing-wheel') {
    if (wheelTapFrame === undefined) throw new Error('No tap frame hits');
    // kit_driver.gd waits ceil(ms / frame) frames before it presses.
    return { kit, set: { run_seed: wheelSeed }, taps: [wheelTapFrame * frameMs - 1] };
  }
  if (slug === 'memory-tiles') return { kit, settings: testTres('peek'), taps: [] };
  // kit_driver.gd then plays on until the score changes (a PhysicsDropper ball needs about a second to score).
  return { kit, taps: slug === 'rhythm-clacker' ? onTheBeat : steadyTaps };
}

/** A kit's boot as the main project: the scene it starts with played by Space, then a new one by touch, and one by Chromium's keyboard. */
function kitBoot(slug: string): ProjectBoot {
  const project = slug === 'timing-wheel' ? wheel : (projects[slug] ?? {});
  const peek = slug === 'memory-tiles' ? { settings: testTres('peek') } : {};
  const plays: KitPlay[] = [
    keysPlay(slug, slug),
    { kit: `touch-${slug}`, touch: true, ...peek },
    { kit: `keyboard-${slug}`, keyboard: true, ...peek },
    { kit: `scenarios-${slug}`, view: recordedView, scenarios: [...contractPlays(slug), ...checkScenarios(slug)] },
  ];
  if (slug === 'memory-tiles') return { project, plays, testFiles: { 'peek.tres': peekTres() } };
  if (slug !== 'double-tap-dash') return { project, plays };
  const windowTres = (value: string) => tresCopy(projects['double-tap-dash'], tres, [/^double_tap_window = \d+$/m, `double_tap_window = ${value}`]);
  return {
    project,
    plays: [
      ...plays,
      ...['window-180', 'window-350', 'window-junk'].map((kit) => ({ kit, settings: testTres(kit), taps: [100, 300] })),
    ],
    testFiles: {
      'window-180.tres': windowTres('180'),
      'window-350.tres': windowTres('350'),
      // Edited by hand: the window far above the 350 ms maximum, the start speed of the wrong type.
      'window-junk.tres': tresCopy({ [tres]: windowTres('9999') }, tres, [/^start_speed = [\d.]+$/m, 'start_speed = "fast"']),
    },
  };
}

/**
 * The game contract's scenarios of a template that Godot plays (`engines` unset or naming 'godot'), with
 * the events the TypeScript game recorded (lib/mechanics/<slug>/scenarios/expected.json, written by
 * scripts/record-scenarios.ts); none until that file is there.
 */
function contractScenarios(slug: string): readonly ExpectedScenario[] {
  const path = join(root, 'lib/mechanics', slug, 'scenarios/expected.json');
  if (!existsSync(path)) return [];
  const recorded = JSON.parse(readFileSync(path, 'utf8')) as ExpectedScenarios;
  return recorded.scenarios.filter((scenario) => !scenario.engines || scenario.engines.includes('godot'));
}

/**
 * A scenario as the Godot driver takes it: every setting (the scenario's, the rest at their defaults, as
 * the TypeScript game took them, whatever the kit's .tres was tuned to) and each update's by the settings
 * script's property names.
 */
function forGodot(slug: string, scenario: Scenario): Scenario {
  const params = mechanicBySlug(slug)?.params ?? [];
  const byProperty = (settings: Readonly<Record<string, number>>) =>
    Object.fromEntries(Object.entries(settings).map(([key, value]) => [snakeName(params.find((spec) => spec.key === key) ?? { label: key }), value]));
  return {
    ...scenario,
    settings: byProperty({ ...defaultValues(params), ...scenario.settings }),
    script: scenario.script.map((step) => (step.do === 'update' ? { ...step, settings: byProperty(step.settings) } : step)),
  };
}

/** The Godot checks of a kit (those `only` names, in the host). */
const checkScenarios = (slug: string, only?: readonly string[]) => (godotChecks[slug] ?? []).filter((check) => !only || only.includes(check.scenario.name)).map((check) => forGodot(slug, check.scenario));
/**
 * The contract's scenarios a boot plays: the kit's own boot those of the kit as shipped; the host's all of
 * them, with those whose `host` names a project other than the kit's (a project with mouse emulation off,
 * the host fixture: both the host boot's) only there.
 */
const contractPlays = (slug: string, inHost = false) => contractScenarios(slug).filter((scenario) => inHost || !scenario.host).map((scenario) => forGodot(slug, scenario));

const hostFolder = join(__dirname, '__fixtures__/godot-host');
/** DoubleTapDash's addon as it was before its preloads were named after it (const Config, Model, Random), its class names made its own. */
const beforeRename = 'addons/microloop_double_tap_dash_before_rename';

function beforeRenameAddon(): Record<string, string> {
  const addon = 'addons/microloop_double_tap_dash';
  const files: Record<string, string> = {};
  for (const [path, text] of Object.entries(projects['double-tap-dash'] ?? {})) {
    if (!path.startsWith(`${addon}/`) || !/\.(gd|tres)$/.test(path)) continue;
    files[path.replace(addon, beforeRename)] = text
      .replace(/\bDoubleTapDashConfigScript\b/g, 'Config')
      .replace(/\bDoubleTapDashModelScript\b/g, 'Model')
      .replace(/\bDoubleTapDashRandomScript\b/g, 'Random')
      .replace(/\b(DoubleTapDash(?:Game|Model|Config))\b/g, '$1BeforeRename');
  }
  return files;
}

/**
 * Every name a kit gives a type (its class_name, inner classes, enums and preloaded scripts) without its
 * game's name: the names a host project may well own (Ball, Gate, Tile, Note, Config, ...). Read from the
 * kits' sources, so a type a kit adds is covered at once.
 */
function hostOwnedNames(): string[] {
  const names = new Set<string>();
  for (const slug of godotProjectSlugs) {
    const prefix = typePrefix(slug);
    for (const [path, text] of Object.entries(projects[slug] ?? {})) {
      if (!path.endsWith('.gd')) continue;
      for (const [, name = ''] of text.matchAll(/^\s*(?:class_name|class|enum)\s+(\w+)|^const\s+(\w+)\s*:?=\s*preload\(/gm)) names.add(name.replace(prefix, ''));
      for (const [, name = ''] of text.matchAll(/^const\s+(\w+)\s*:?=\s*preload\(/gm)) names.add(name.replace(prefix, '')).add(name.replace(prefix, '').replace(/Script$/, ''));
    }
  }
  names.delete('');
  return [...names].sort();
}

/** The host's own classes for those names (Config, Model and Random are its fixture's own files). */
function hostOwnedClasses(): Record<string, string> {
  const own = new Set(['Config', 'Model', 'Random']);
  return Object.fromEntries(
    hostOwnedNames()
      .filter((name) => !own.has(name))
      .map((name) => [`owned/${name.replace(/(?<!^)([A-Z])/g, '_$1').toLowerCase()}.gd`, `class_name ${name}\nextends RefCounted\n## A class of the host's own, named as a Microloop kit names one of its types.\n`]),
  );
}

const gameScript = (slug: string) => `res://addons/microloop_${snakeOf(slug)}/${snakeOf(slug)}_game.gd`;

/**
 * The host project: its own files and a class for every short name a kit gives a type, every kit's addon
 * side by side, and the addon from before the rename. Its Godot checks play first (MemoryTiles' while the
 * host's Button holds the focus), then each addon by Space once the player has turned to the game.
 */
function hostBoot(): ProjectBoot {
  const project: Record<string, string> = Object.fromEntries(readdirSync(hostFolder).map((name) => [name, readFileSync(join(hostFolder, name), 'utf8')]));
  Object.assign(project, hostOwnedClasses());
  for (const slug of godotProjectSlugs) {
    const kit = slug === 'timing-wheel' ? wheel : (projects[slug] ?? {});
    for (const [path, text] of Object.entries(kit)) if (path.startsWith('addons/')) project[path] = text;
  }
  Object.assign(project, beforeRenameAddon());
  // MemoryTiles' checks first, while the host's Button still holds the focus it took at start.
  const checkSlugs = ['memory-tiles', ...godotProjectSlugs.filter((slug) => slug !== 'memory-tiles')];
  const plays: KitPlay[] = checkSlugs.map((slug) => ({ kit: `host-scenarios-${slug}`, underMain: gameScript(slug), releaseFocus: slug !== 'memory-tiles', view: recordedView, scenarios: checkScenarios(slug, hostCheckNames) }));
  for (const slug of godotProjectSlugs) {
    if (contractScenarios(slug).length) plays.push({ kit: `host-scenarios-${slug}`, underMain: gameScript(slug), releaseFocus: true, view: recordedView, scenarios: contractPlays(slug, true) });
  }
  plays.push(...godotProjectSlugs.map((slug) => ({ ...keysPlay(slug, `host-${slug}`), underMain: gameScript(slug), releaseFocus: true })));
  plays.push({ kit: 'before-rename', underMain: `res://${beforeRename}/double_tap_dash_game.gd`, taps: steadyTaps, releaseFocus: true });
  return { project, plays, testFiles: { 'peek.tres': peekTres() } };
}

/** The warnings of the hand-edited .tres, each with its "   at:" line. */
const junkWarnings = (lines: readonly string[]) => lines.filter((line, index) => /^WARNING: DoubleTapDashConfig: /.test(line) || (index > 0 && /^WARNING: DoubleTapDashConfig: /.test(lines[index - 1] ?? '') && /^\s+at: /.test(line)));

/** The settings a contract scenario's update() gives out of their range on purpose (update-each-setting's partials), by GDScript name. */
function outOfRange(slug: string): { field: string; said: string }[] {
  const params = mechanicBySlug(slug)?.params ?? [];
  const found = new Map<string, { field: string; said: string }>();
  for (const scenario of loadContract(slug).scenarios) {
    for (const step of scenario.script) {
      if (step.do !== 'update') continue;
      for (const [key, value] of Object.entries(step.settings)) {
        const spec = params.find((candidate) => candidate.key === key);
        if (!spec || (value >= spec.min && value <= spec.max)) continue;
        // As JSON writes the number update() was given: 999, -1, 0.5.
        const said = `${snakeName(spec)} = ${value} is outside`;
        found.set(said, { field: snakeName(spec), said });
      }
    }
  }
  return [...found.values()];
}
const outOfRangeFields = (slug: string) => [...new Set(outOfRange(slug).map(({ field }) => field))].sort();

/** Godot's warning for a setting given out of its range, by field, with its "   at:" line. */
const rangeWarning = /^WARNING: \w+Config: (\w+) = \S+ is outside \S+ to \S+; \S+ is used\.$/;
const rangeWarnings = (lines: readonly string[]) => lines.filter((line, index) => rangeWarning.test(line) || (index > 0 && rangeWarning.test(lines[index - 1] ?? '') && /^\s+at: /.test(line)));

const declaredActions = (slug: string) => [...(projects[slug]?.['project.godot'] ?? '').matchAll(/^(\w+)=\{$/gm)].map((match) => match[1] ?? '');

describe('Godot kits as the main project in Godot 4.6', () => {
  let runs = {} as Record<string, ProjectRun>;
  const reportOf = (slug: string, kit = slug) => runs[slug]?.reports.find((report) => report.kit === kit);
  /** The game's own signals of a play, a typed kind (an enum value) as its word. */
  const said = (slug: string, kit = slug) => (reportOf(slug, kit)?.signals ?? []).map((signal) => godotKindWords[slug]?.[Number(signal)] ?? signal);

  beforeAll(async () => {
    runs = await playProjects({ ...Object.fromEntries(godotProjectSlugs.map((slug) => [slug, kitBoot(slug)])), host: hostBoot() }, 60_000);
    for (const [name, { run, reports }] of Object.entries(runs)) {
      if (run.err.length && name !== 'host') console.log(run.err.join('\n'));
      const scenarios = runs[name as keyof typeof runs]?.scenarios ?? [];
      const slowest = [...scenarios].sort((a, b) => b.ms - a.ms).slice(0, 3).map((scenario) => `${scenario.scenario} ${scenario.ms} ms`);
      console.log(`${name}: boot and plays ${run.ms} ms; ${reports.map((report) => `${report.kit} ${report.ms} ms`).join(', ')}; scenarios ${scenarios.reduce((sum, scenario) => sum + scenario.ms, 0)} ms (slowest: ${slowest.join(', ')})`);
    }
  }, 300_000);

  it('declare every input event of project.godot and of the actions the game registers for all devices (-1): a touch comes as a click of device -1', () => {
    for (const slug of godotProjectSlugs) {
      const project = projects[slug] ?? {};
      const events = [...(project['project.godot'] ?? '').matchAll(/Object\(InputEvent\w+,[^)]*\)/g)].map((match) => match[0]);
      expect(events.length).toBeGreaterThan(0);
      expect(events.filter((event) => !event.includes('"device":-1'))).toEqual([]);
      // The shell (microloop_play.gd) registers every game's actions.
      const shell = project[`addons/microloop_${snakeOf(slug)}/microloop_play.gd`] ?? '';
      const made = [...shell.matchAll(/var (\w+) := InputEvent\w+\.new\(\)\n\s*(.*)/g)];
      expect(made.length).toBeGreaterThan(0);
      expect(made.filter(([, name, next]) => next !== `${name}.device = -1`).map(([event]) => `${slug}: ${event}`)).toEqual([]);
    }
  });

  it('hold project.godot (config_version 5, main scene, Compatibility renderer, input map) and the addon', () => {
    for (const slug of godotProjectSlugs) {
      const project = projects[slug] ?? {};
      const snake = snakeOf(slug);
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
      // Its input is read by the shell it makes (microloop_play.gd), shipped beside it.
      expect(project[`${addon}/${snake}_game.gd`]).toContain('PlayScript.new(self, ');
      expect(project[`${addon}/microloop_play.gd`]).toContain('func _unhandled_input(');
    }
  });

  it('say in the addon README exactly how a second tuning coexists: the three class names to replace in the copy', () => {
    for (const slug of godotProjectSlugs) {
      const snake = snakeOf(slug);
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

  it.each(godotProjectSlugs)('%s: boots with its own project.godot: its main scene runs, the root takes its stretch mode, aspect and size, its input map and its class names are there', (slug) => {
    const project = runs[slug]?.project;
    const godot = projects[slug]?.['project.godot'] ?? '';
    const setting = (key: string) => new RegExp(`^${key}=(.+)$`, 'm').exec(godot)?.[1] ?? '';
    expect(project?.mainScene).toBe('res://main.tscn');
    expect(project?.runningScene).toBe('res://main.tscn');
    // Window.ContentScaleMode and ContentScaleAspect, in the order of their project settings' hints.
    expect(project?.stretchMode).toBe(['disabled', 'canvas_items', 'viewport'].indexOf(JSON.parse(setting('window/stretch/mode')) as string));
    expect(project?.stretchAspect).toBe(['ignore', 'keep', 'keep_width', 'keep_height', 'expand'].indexOf(JSON.parse(setting('window/stretch/aspect')) as string));
    expect(project?.contentSize).toEqual([Number(setting('window/size/viewport_width')), Number(setting('window/size/viewport_height'))]);
    expect(project?.declaredActions.sort()).toEqual(declaredActions(slug).sort());
    const names = Object.values(projects[slug] ?? {}).map((text) => /^class_name (\w+)$/m.exec(text)?.[1]).filter(Boolean);
    expect(project?.classes.sort()).toEqual(names.sort());
  });

  it.each(godotProjectSlugs)('%s: runs with no script error, parse error or warning (DoubleTapDash: but those of its hand-edited .tres; each setting a scenario gives out of its range: one warning for it, as every engine gives) and quits with 0', (slug) => {
    const run = runs[slug]?.run;
    const err = run?.err ?? [];
    const ranged = rangeWarnings(err);
    const warnings = [...(slug === 'double-tap-dash' ? junkWarnings(err) : []), ...ranged];
    expect(err.filter((line) => !warnings.includes(line))).toEqual([]);
    const warnedFields = [...new Set(ranged.flatMap((line) => rangeWarning.exec(line)?.[1] ?? []))].sort();
    if (slug !== 'double-tap-dash') expect(warnedFields).toEqual(outOfRangeFields(slug));
    expect(run?.exitCode).toBe(0);
  });

  it.each(godotProjectSlugs)('%s: Space plays it; score changes and score_changed fires', (slug) => {
    const report = reportOf(slug);
    expect(report?.script).toBe(`res://addons/microloop_${snakeOf(slug)}/${snakeOf(slug)}_game.gd`);
    expect(report?.scoreAfter).not.toBe(report?.scoreBefore);
    expect(report?.scoreChanged).toBeGreaterThan(0);
    expect(report?.signals.length).toBeGreaterThan(0);
  });

  it('RhythmClacker calibrates to the Input Latency range of its settings script (room for Bluetooth headphones)', () => {
    expect(reportOf('rhythm-clacker')?.snapped).toEqual([-9999, -203, 347, 352.5, 9999].map((ms) => clampAndSnap(latencySpec, ms)));
  });

  /** The plays by Chromium's own input: touches on the canvas through its stretch, or Space pressed on the page into the canvas Godot focuses. */
  const browserPlays = godotProjectSlugs.flatMap((slug) => (['touch', 'keyboard'] as const).map((by) => [slug, by] as const));

  it.each(browserPlays)("%s by Chromium's %s (a hold, then taps; MemoryTiles on its first tile): the input presses its action and the game answers", (slug, by) => {
    const report = reportOf(slug, `${by}-${slug}`);
    expect(report).toBeDefined();
    const signals = report?.[`${by}Signals`] ?? [];
    expect(report?.scoreAfter !== report?.scoreBefore || signals.length > 0).toBe(true);
    if (slug === 'memory-tiles') {
      // Its tiles are Buttons: a touch on one, or Space on the focused one (ui_accept), picks it, whatever the input map.
      expect(signals).toContain('judged');
    } else {
      expect(report?.[`${by}Actions`]).toEqual(expect.arrayContaining([declaredActions(slug)[0]]));
    }
  });

  it('RhythmClacker judges both taps on the beat of its tuned tempo (Perfect or Good, never a stray Miss)', () => {
    expect(said('rhythm-clacker').slice(0, 2)).toEqual([expect.stringMatching(/^(Perfect|Good)$/), expect.stringMatching(/^(Perfect|Good)$/)]);
  });

  it('MemoryTiles is played by focus + ui_accept on its tiles, focusable Buttons; the Right arrow moves the focus', () => {
    const report = reportOf('memory-tiles');
    expect(report?.focusMoved).toBe(true);
    expect(said('memory-tiles')).toEqual(expect.arrayContaining(['first', 'match']));
  });

  it('DoubleTapDash follows its .tres: two taps 200 ms apart phase with a 350 ms window, dash twice with 180 ms', () => {
    expect(said('double-tap-dash', 'window-350').slice(0, 2)).toEqual(['dash', 'phase']);
    expect(said('double-tap-dash', 'window-180').slice(0, 2)).toEqual(['dash', 'dash']);
  });

  it('DoubleTapDash loads a .tres with a value out of range or of the wrong type clamped to the range, with one warning naming each field', () => {
    const scenarios = outOfRange('double-tap-dash').map(({ said }) => said);
    expect(junkWarnings(runs['double-tap-dash']?.run.err ?? []).filter((line) => line.startsWith('WARNING') && !scenarios.some((said) => line.includes(said)))).toEqual([
      'WARNING: DoubleTapDashConfig: double_tap_window = 9999 is outside 180 to 350; 350 is used.',
      'WARNING: DoubleTapDashConfig: start_speed = 0 is outside 4 to 12; 4 is used.',
    ]);
    // Clamped to 350 ms, the window makes two taps 200 ms apart a phase, as the 350 ms kit does.
    expect(said('double-tap-dash', 'window-junk').slice(0, 2)).toEqual(['dash', 'phase']);
  });

  /** A Godot check's events as the driver reported them in a boot (the kit's own, or the host's). */
  const checkEvents = (slug: string, check: GodotCheck, boot: string, kit: string) => {
    const report = runs[boot]?.scenarios.find((candidate) => candidate.kit === kit && candidate.scenario === check.scenario.name);
    if (!report || report.loaded === false) throw new Error(`godot ${slug} scenario "${check.scenario.name}": not played in the ${boot} boot`);
    return contractEvents(slug, report.events);
  };
  const checkRows = godotProjectSlugs.flatMap((slug) => (godotChecks[slug] ?? []).filter((check) => !check.scenario.name.endsWith('-centred-whole')).map((check) => [slug, check.row, check.scenario.name, check] as const));

  it.each(checkRows)('%s (%s): %s', (slug, _row, _name, check) => {
    const mismatch = compareCheck(check, checkEvents(slug, check, slug, `scenarios-${slug}`));
    if (mismatch) throw new Error(describeMismatch('godot', slug, mismatch));
  });

  /** Every contract scenario Godot plays, in each kit's own boot and inside the host: [where, slug, scenario]. */
  const contractRows = godotProjectSlugs.flatMap((slug) =>
    contractScenarios(slug).flatMap((scenario) => (scenario.host ? (['host'] as const) : (['main', 'host'] as const)).map((where) => [where, slug, scenario.name, scenario] as const)),
  );
  const replayed = (where: 'main' | 'host', slug: string, scenario: ExpectedScenario) =>
    checkEvents(slug, { scenario, only: [], expect: [], row: '' }, where === 'main' ? slug : 'host', where === 'main' ? `scenarios-${slug}` : `host-scenarios-${slug}`);

  afterAll(() => {
    if (!contractRows.length) return;
    // The matrix of the Godot column: template x scenario, in the kit's own project and in the host.
    const lines = contractRows.map(([where, slug, name, scenario]) => {
      let result = 'pass';
      try {
        const mismatch = compareScenario(name, scenario.expect, replayed(where, slug, scenario));
        if (mismatch) result = `FAIL (event ${mismatch.index})`;
      } catch {
        result = 'not played';
      }
      return `${slug} x godot${where === 'host' ? ' (host)' : ''} x ${name}: ${result}`;
    });
    console.log(`Godot contract scenarios (${contractRows.length}):\n${lines.join('\n')}`);
  });

  if (contractRows.length) {
    it.each(contractRows)('replays the contract scenario as the TypeScript game recorded it (%s project): %s %s', (where, slug, name, scenario) => {
      const mismatch = compareScenario(name, scenario.expect, replayed(where, slug, scenario));
      if (mismatch) throw new Error(describeMismatch(where === 'host' ? 'godot host' : 'godot', slug, mismatch));
    });
  }

  /**
   * Each game's board as the driver's `fit` probe reads it (the bounds of its SURFACE pixels, or MemoryTiles'
   * tiles): `aspect`, its shape (width / height) when whole; `fills`, the share of the width or height of the room
   * the HUD's buttons leave it that it at least spans; `band`, a lane across the whole width, centred from top to
   * bottom in the room under the buttons and cut by neither edge.
   */
  const boards: Record<string, { aspect?: number; fills: number; band?: true; statusAbove?: true; taller?: number }> = {
    // The world, 8 x 6 units, as large as the room allows.
    'bounce-chain': { aspect: 8 / 6, fills: 0.99 },
    // The board, 7 x 8.6 units, as large as the view allows; on a small board up to a fifth taller, for the bins'
    // scores' line under its floor at the smallest text size (0.1 in).
    'physics-dropper': { aspect: 7 / 8.6, fills: 0.99, taller: 0.2 },
    // The track the runner dashes along (30 % to 70 % of the room's height).
    'double-tap-dash': { band: true, fills: 0.9 },
    // The lane the notes scroll along, the judge line on it.
    'rhythm-clacker': { band: true, fills: 0.9 },
    // The wheel inside its rim; the pointer above it and the charge bar below keep their room.
    'timing-wheel': { aspect: 1, fills: 0.7 },
    // The square of tiles: the status line above it and as much room below (in a room too short for both, the
    // board right under the status line); tiles at most 96 px.
    'memory-tiles': { aspect: 1, fills: 0.55, statusAbove: true },
  };

  type Box = [number, number, number, number];
  /**
   * The two rooms the HUD leaves in an area: under its band (its buttons and its status lines, and the gap below),
   * and left of the buttons (and their gap), under the status lines where they lie there too.
   */
  const roomsBeside = (width: number, height: number, buttons: readonly Box[], scale: number, status: Box | []): { under: Box; beside: Box } => {
    const gap = 12 * scale;
    const lines = status.length ? status : undefined;
    const bottom = Math.max(0, ...buttons.map(([, top, , tall]) => top + tall), lines ? lines[1] + lines[3] : 0);
    const left = Math.min(width, ...buttons.map(([x]) => x));
    const top = lines ? lines[1] + lines[3] + gap : 0;
    return { under: [0, bottom + gap, width, height - bottom - gap], beside: lines && lines[0] + lines[2] > left ? [0, 0, 0, 0] : [0, top, left - gap, height - top] };
  };
  const overlaps = (a: Box, b: Box) => a[0] < b[0] + b[2] - 0.5 && b[0] < a[0] + a[2] - 0.5 && a[1] < b[1] + b[3] - 0.5 && b[1] < a[1] + a[3] - 0.5;

  it.each(Object.keys(boards))('%s (N12, issue 38): draws its board whole and centred in a landscape 16:9, a portrait 9:19.5 and a square view, and in the area a host gives it, whole or a part of its UI, never under the HUD’s buttons or its status text (a 4-digit score), centred in the room they leave and at least half the height of any area from 200 x 150', (slug) => {
    const check = godotChecks[slug]?.find((candidate) => candidate.scenario.name.endsWith('-centred-whole'));
    if (!check) throw new Error(`No board check for ${slug}`);
    const fit = checkEvents(slug, check, slug, `scenarios-${slug}`).find((event) => event.event === 'probe' && event.read === 'fit');
    const views = JSON.parse(String(fit?.value ?? '[]')) as [number, number, number, number, number, number, Box[], number, string[], Box | [], [string, ...Box][]][];
    const board = boards[slug] ?? { fills: 1 };
    if (slug === 'memory-tiles') console.log([...(runs[slug]?.run.out ?? []), ...(runs.host?.run.out ?? [])].filter((line) => line.startsWith('TILES-CENTRED')).join('\n'));
    console.log(`${slug} boards [view width, height, board left, top, width, height, HUD buttons, HUD scale, broken words, status lines' room, HUD texts]:\n${views.map((view) => JSON.stringify(view)).join('\n')}`);
    // The three views, then as a host places it (a Camera2D off the origin): a Node2D game moved and scaled by 0.8,
    // read within its own area as that puts it on screen (640 x 360 scaled); MemoryTiles, which takes the view, within the view.
    // Then the portrait view shown in the window with a safe area 60 px short at its top and 30 at its bottom: read within it.
    // Last, parts of a screen a host gives it (a panel in its UI), where the HUD's buttons take up to a third of the height.
    // MemoryTiles at its default board size (4), then every view again at its largest (6).
    const places = [
      [640, 360],
      [360, 780],
      [480, 480],
      [640, 360],
      [360, 690],
      [320, 240],
      [240, 320],
      [480, 270],
      [200, 150],
    ];
    expect(views.map(([width, height]) => [width, height])).toEqual(slug === 'memory-tiles' ? [...places, ...places] : places);
    for (const [index, [width, height, left, top, boardWidth, boardHeight, buttons, scale, broken, status, texts]] of views.entries()) {
      const where = `${index >= places.length ? 'largest board, ' : ''}${width}x${height}: board at ${left},${top} size ${boardWidth}x${boardHeight}, buttons ${JSON.stringify(buttons)}`;
      expect({ where, drawn: boardWidth > 0 && boardHeight > 0 }).toEqual({ where, drawn: true });
      const drawn: Box = [left, top, boardWidth, boardHeight];
      expect({ where, insideTheArea: left >= -1 && top >= -1 && left + boardWidth <= width + 1 && top + boardHeight <= height + 1 }).toEqual({ where, insideTheArea: true });
      // Never under a HUD button: a press there is the button's.
      expect({ where, underAButton: buttons.filter((button) => overlaps(drawn, button)) }).toEqual({ where, underAButton: [] });
      // Nor under the HUD's status text (or MemoryTiles' status line): the board lies in the room the whole HUD leaves.
      expect({ where, underAText: texts.filter(([, ...box]) => overlaps(drawn, box)) }).toEqual({ where, underAText: [] });
      // Centred in what the buttons leave (the margins on either side within 2 px; a band runs edge to edge, a gate
      // at an edge may cover its end): under their band, or for a board beside them, left of them.
      const { under, beside } = roomsBeside(width, height, buttons, scale, status);
      // MemoryTiles' board in a room too short for the status line's room below it too sits lower, inside the room.
      const centredIn = ([x, y, w, h]: Box) =>
        (board.band || Math.abs(left - x - (x + w - left - boardWidth)) <= 2) &&
        (Math.abs(top - y - (y + h - top - boardHeight)) <= 2 || (Boolean(board.statusAbove) && top - y >= y + h - top - boardHeight && top + boardHeight <= y + h + 1));
      const room = centredIn(under) ? under : centredIn(beside) && !board.band ? beside : undefined;
      expect({ where, centredInTheRoomLeft: room !== undefined }).toEqual({ where, centredInTheRoomLeft: true });
      // As large as it fits: one side spans that room (or the share its rules leave).
      const [, , roomWidth, roomHeight] = room ?? under;
      expect({ where, fills: boardWidth >= roomWidth * board.fills - 2 || boardHeight >= roomHeight * board.fills - 2 }).toEqual({ where, fills: true });
      // In any area of at least 200 x 150, a board (not a lane, 40 % of its room by design) gets half the height or
      // more: the buttons' band shrinks rather than the board.
      if (!board.band && width >= 200 && height >= 150) expect({ where, halfTheHeight: boardHeight >= height * 0.5 - 1 || boardWidth >= roomWidth * board.fills - 2 }).toEqual({ where, halfTheHeight: true });
      if (board.band) expect({ where, roomHalfTheHeight: under[3] >= height * 0.5 }).toEqual({ where, roomHalfTheHeight: true });
      // Whole: the shape as designed, or a band cut by neither the top nor the bottom edge.
      const shape = board.aspect ? boardWidth / boardHeight / board.aspect : 1;
      const whole = board.aspect ? shape < 1.04 && shape > 1 / (1 + (board.taller ?? 0)) - 0.04 : top > 0 && top + boardHeight < height;
      expect({ where, whole }).toEqual({ where, whole: true });
      // No number or one-word label split over two lines ("10" over "0") or drawn past the game's area.
      expect({ where, broken }).toEqual({ where, broken: [] });
    }
  });

  it.each(Object.keys(boards))('%s (issue 45, G3): every string of play (HUD, veil, tiles, bins) is at least 0.1 in on the screen and inside its safe area, the HUD’s buttons 48 dp, at 1×, 2× and 3× density, in a portrait and a landscape phone, and on the narrowest phone held upright (640 × 1136 at 326 dpi)', (slug) => {
    const check = godotChecks[slug]?.find((candidate) => candidate.scenario.name.endsWith('-centred-whole'));
    if (!check) throw new Error(`No board check for ${slug}`);
    const texts = checkEvents(slug, check, slug, `scenarios-${slug}`).find((event) => event.event === 'probe' && event.read === 'texts');
    const windows = JSON.parse(String(texts?.value ?? '{}')) as Record<string, { strings: number; buttonDp: number; small: string[]; outside: string[] }>;
    expect(Object.keys(windows).sort()).toEqual(['1x landscape', '1x portrait', '2x landscape', '2x portrait', '3x landscape', '3x portrait', 'narrow portrait']);
    for (const [window, found] of Object.entries(windows)) {
      // The status line, Restart and "Paused" at least; MemoryTiles' tiles, PhysicsDropper's four bin scores.
      expect({ window, strings: found.strings >= (slug === 'memory-tiles' ? 18 : slug === 'physics-dropper' ? 7 : 3) }).toEqual({ window, strings: true });
      expect({ window, small: found.small, outside: found.outside, buttons48dp: found.buttonDp >= 47.99 }).toEqual({ window, small: [], outside: [], buttons48dp: true });
    }
  });

  describe('in a host project with its own Config, Model and Random and all six addons', () => {
    const host = () => runs.host;
    /** The error lines about the addon from before the rename: those naming its folder, each one whose "   at:" line does, and the "   at:" line after one that does. */
    const beforeRenameErrors = () =>
      (host()?.run.err ?? []).filter(
        (line, index, lines) =>
          line.includes(beforeRename) || (lines[index + 1] ?? '').includes(`at: GDScript::reload (res://${beforeRename}/`) || (/^\s+at: /.test(line) && (lines[index - 1] ?? '').includes(beforeRename)),
      );

    it('boots the host main scene, its own classes resolve, and the class cache holds theirs beside every addon class', () => {
      expect(host()?.project?.runningScene).toBe('res://host_main.tscn');
      expect(host()?.run.out.filter((line) => /^HOST lives=5 roll=[1-6]$/.test(line))).toHaveLength(1);
      expect(host()?.project?.classes).toEqual(expect.arrayContaining(['Config', 'Model', 'Random', 'DoubleTapDashGame', 'MemoryTilesConfig', 'TimingWheelModel']));
      expect(host()?.project?.declaredActions).toEqual(['host_jump']);
    });

    it("MemoryTiles' tiles keep their contrast under the host's light theme and Godot's default one: every fill at least 3:1 against the board's background, a face-up tile's word and drawn symbol at least 4.5:1 against its fill", () => {
      const looks = (host()?.run.out ?? []).flatMap((line) => {
        const found = /^HOST tile-look (light|default) (up|down) ([0-9a-f]{6}) ([0-9a-f]{6})$/.exec(line);
        return found ? [{ theme: found[1] ?? '', face: found[2] ?? '', fill: found[3] ?? '', ink: found[4] ?? '' }] : [];
      });
      const luminance = (hex: string) => {
        const [r = 0, g = 0, b = 0] = [0, 2, 4].map((at) => parseInt(hex.slice(at, at + 2), 16) / 255).map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
        return 0.2126 * r + 0.7152 * g + 0.0722 * b;
      };
      const contrast = (a: string, b: string) => {
        const [high = 0, low = 0] = [luminance(a), luminance(b)].sort((x, y) => y - x);
        return Math.round(((high + 0.05) / (low + 0.05)) * 100) / 100;
      };
      // Both themes, tiles face down and face up (a pick in the host's touch case).
      expect(new Set(looks.map((look) => `${look.theme} ${look.face}`))).toEqual(new Set(['light down', 'light up', 'default down', 'default up']));
      const low = looks.flatMap((look) => [
        ...(contrast(look.fill, '0a0e1a') < 3 ? [`${look.theme} ${look.face} fill #${look.fill}: ${contrast(look.fill, '0a0e1a')}:1`] : []),
        ...(look.face === 'up' && contrast(look.ink, look.fill) < 4.5 ? [`${look.theme} up ink #${look.ink} on #${look.fill}: ${contrast(look.ink, look.fill)}:1`] : []),
      ]);
      expect(low).toEqual([]);
    });

    it('has no script error, parse error or warning but those of the addon from before the rename (and of settings given out of range), and quits with 0', () => {
      // And each setting a scenario replayed here gives out of its range: one warning for it.
      const ranged = rangeWarnings(host()?.run.err ?? []);
      expect(host()?.run.err.filter((line) => !beforeRenameErrors().includes(line) && !ranged.includes(line))).toEqual([]);
      expect(host()?.run.exitCode).toBe(0);
    });

    it.each(godotProjectSlugs)('%s: its addon, instanced in the host scene, plays by keyboard; it adds its input actions, which the host lacks', (slug) => {
      const report = host()?.reports.find((candidate) => candidate.kit === `host-${slug}`);
      expect(report?.scoreAfter).not.toBe(report?.scoreBefore);
      expect(report?.scoreChanged).toBeGreaterThan(0);
      expect(report?.actions).toEqual(expect.arrayContaining(declaredActions(slug)));
    });

    it('owns a class_name for every short name a kit gives a type (read from the kits: Ball, Gate, Tile, Note, Stage...), and every addon loads beside them', () => {
      const names = hostOwnedNames();
      expect(names).toEqual(expect.arrayContaining(['Ball', 'Platform', 'Contact', 'Flash', 'Gate', 'Tile', 'Stage', 'Note', 'Judgement', 'Spark', 'Config', 'Model', 'Random', 'Game']));
      expect(host()?.project?.classes).toEqual(expect.arrayContaining(names));
      for (const slug of godotProjectSlugs) expect(host()?.reports.find((report) => report.kit === `host-${slug}`)?.loaded).toBeUndefined();
    });

    const hostRows = checkRows.filter(([, , name]) => hostCheckNames.includes(name));
    it.each(hostRows)('%s (%s) in the host (inside a Control of its own, mouse_filter Stop; its Camera2D, the game moved and scaled, touch without mouse emulation, its own focused Button): %s', (slug, _row, _name, check) => {
      const mismatch = compareCheck(check, checkEvents(slug, check, 'host', `host-scenarios-${slug}`), true);
      if (mismatch) throw new Error(describeMismatch('godot host', slug, mismatch));
    });

    it('the addon as it was before its preloads were renamed (const Config, Model, Random) fails there with script errors naming them', () => {
      // The host's class wins over the addon's constant: its settings and model no longer type-check.
      expect(beforeRenameErrors()).toEqual(
        expect.arrayContaining([
          'SCRIPT ERROR: Parse Error: Cannot assign a value of type DoubleTapDashConfigBeforeRename to variable "settings" with specified type Config.',
          'SCRIPT ERROR: Parse Error: Value of type "DoubleTapDashModelBeforeRename" cannot be assigned to a variable of type "Model".',
        ]),
      );
      expect(host()?.reports.find((report) => report.kit === 'before-rename')).toEqual({ kit: 'before-rename', loaded: false });
    });
  });
});
