/** @jest-environment node */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { snippets } from '@/content/snippets';
import { templatePageCopy } from '@/content/templates';
import { unityPortSlugs as portsOnDisk, unitySources } from '../../../scripts/unity-sources.mjs';
import { bounceChain, doubleTapDash, memoryTiles, physicsDropper, rhythmClacker, timingWheel } from '../index';
import type { Mechanic } from '../core/mechanic';
import { compareScenario, describeMismatch, type ExpectedScenarios, type ScenarioEvent } from '../core/contract';
import { scenarioEngines } from '../core/contract-parts';
import { camelName, clampAndSnap, defaultValues } from '../core/params';
import { gradeStars, pairsOf, sideOf } from '../memory-tiles/model';
import { RhythmModel, steadyQuarters } from '../rhythm-clacker/model';
import { rhythmClackerParams } from '../rhythm-clacker/params';
import { kitVersion } from '../releases';
import { gamePrompts, prompts } from '../core/player-words';
import { exportNames } from './names';
import { asmdefDefines, inputSetups, runTool, stubDefines, tunedPhysicsDropper, unityScenarioText, type InputSetup } from './mono-traces';
import { metaText, unityGuid, unityPackageFiles, unityPackageNames, unityPortSlugs } from './unity-package';

/** A shell source as the repo holds it (lib/mechanics/core/unity). */
const unitySourceText = (name: string) => readFileSync(join(__dirname, '../core/unity', name), 'utf8');

const latencySpec = rhythmClackerParams.find((spec) => spec.key === 'latency') ?? rhythmClackerParams[3];

const fixtures = join(__dirname, '__fixtures__');
const license = 'The template license, word for word.\n';
const tuned: Record<string, number> = { ...tunedPhysicsDropper };
const kits: readonly { mechanic: Mechanic; values: Record<string, number> }[] = [
  { mechanic: physicsDropper, values: tuned },
  { mechanic: memoryTiles, values: defaultValues(memoryTiles.params) },
  { mechanic: rhythmClacker, values: defaultValues(rhythmClacker.params) },
  { mechanic: timingWheel, values: defaultValues(timingWheel.params) },
  { mechanic: doubleTapDash, values: defaultValues(doubleTapDash.params) },
  { mechanic: bounceChain, values: defaultValues(bounceChain.params) },
];
const build = (mechanic: Mechanic, values: Record<string, number>) =>
  unityPackageFiles(mechanic, values, unitySources(mechanic.slug), license);

const run = (command: string, args: string[]) => runTool(command, args);

/** Each template's scenarios the Unity kit replays (scenarios/expected.json, written from the TypeScript game). */
const replayed = kits.map(({ mechanic }) => {
  const file = JSON.parse(readFileSync(join(__dirname, '..', mechanic.slug, 'scenarios', 'expected.json'), 'utf8')) as ExpectedScenarios;
  return { mechanic, expected: file.scenarios.filter((scenario) => scenarioEngines(scenario).includes('unity')) };
});
/** Scenarios with input (keys, pointer): a setup without an input backend replays only the others. */
const hasInput = (scenario: ExpectedScenarios['scenarios'][number]) => scenario.script.some((step) => /-(down|up)$|^(press-on|host-press)$/.test(step.do));
/**
 * Scenarios a stylus plays as their one finger (a finger's steps, finger 0 alone, or a touch's press), where the Input
 * System gives a stylus as its Pen (review 38, Unity R38-2): replayed with the pen for the finger too.
 */
const penPlays = (scenario: ExpectedScenarios['scenarios'][number]) =>
  scenario.name !== 'unity-second-play' &&
  scenario.script.some((step) => step.do === 'touch-down' || step.do === 'touch-up' || ((step.do === 'press-on' || step.do === 'host-press') && step.pointer === 'touch')) &&
  !scenario.script.some((step) => (step.do === 'touch-down' || step.do === 'touch-up') && step.finger !== 0);
/** Scenarios on the host's uGUI (its button over the game, its text field): a project without com.unity.ugui has none to build. */
const onHostUi = (scenario: ExpectedScenarios['scenarios'][number]) => scenario.script.some((step) => /^host-(press|field)/.test(step.do));

describe('the Unity package layout', () => {
  it.each(kits.map((kit) => [kit.mechanic.name, kit] as const))('%s: package.json, asmdef, Runtime files, docs', (_name, { mechanic, values }) => {
    const files = build(mechanic, values);
    const names = unityPackageNames(mechanic);
    const root = names.packageName;
    const manifest = JSON.parse(files[`${root}/package.json`] ?? '{}') as Record<string, unknown>;
    expect(manifest).toMatchObject({ name: `com.microloop.${mechanic.slug}`, version: kitVersion(mechanic.slug), unity: '2022.3', unityRelease: '0f1', license: expect.any(String) });
    // The Package Manager and Add Component name the game the same way.
    expect(manifest.displayName).toBe(`Microloop ${names.title}`);
    expect(files[`${root}/Runtime/${names.game}.cs`]).toContain(`[AddComponentMenu("Microloop/${names.title} Game")]`);
    expect(manifest.description).toEqual(expect.any(String));
    expect(manifest.author).toEqual({ name: 'Microloop' });
    expect(JSON.parse(files[`${root}/Runtime/${names.assembly}.asmdef`] ?? '{}')).toMatchObject({ name: `Microloop.${exportNames(mechanic).unityFolder}` });
    for (const path of ['README.md', 'LICENSE.md', 'CHANGELOG.md', `Runtime/${names.model}.cs`, `Runtime/${names.game}.cs`, 'Runtime/Mulberry32.cs', 'Runtime/MicroloopInput.cs', 'Runtime/MicroloopStage.cs']) {
      expect(files[`${root}/${path}`]).toEqual(expect.any(String));
    }
    expect(files[`${root}/Runtime/${exportNames(mechanic).className}.cs`]).toContain('[Range(');
    expect(JSON.parse(files[`${root}/Runtime/Resources/Microloop/${exportNames(mechanic).presetFile}`] ?? '{}')).toMatchObject({ schemaVersion: 1 });
    expect(files[`${root}/Runtime/${names.model}.cs`]).not.toMatch(/using UnityEngine/);
    const readme = files[`${root}/README.md`] ?? '';
    expect(readme).toContain(`Add Component > Microloop > **${names.gameMenuName}**`);
    // Install three ways, the file: caveat, the five input setups, the pipelines and HDRP.
    for (const phrase of ['move the', '`Packages` folder', 'Add package from disk', 'stores a `file:` path', 'Add package from tarball', 'npm pack']) expect(readme).toContain(phrase);
    for (const phrase of ['Input Manager (Old)', 'Input System Package (New)', 'Both', 'without the package', 'versionDefines']) expect(readme).toContain(phrase);
    for (const phrase of ['**Built-in**', '**URP**', '**HDRP** is not supported', 'AudioListener']) expect(readme).toContain(phrase);
  });

  it.each(kits.map((kit) => [kit.mechanic.name, kit] as const))('%s: a .meta beside every file and folder, GUIDs unique and the same in every download', (_name, { mechanic, values }) => {
    const files = build(mechanic, values);
    const paths = Object.keys(files);
    const assets = paths.filter((path) => !path.endsWith('.meta'));
    const folders = new Set(assets.flatMap((path) => path.split('/').slice(0, -1).map((_, depth) => path.split('/').slice(0, depth + 1).join('/'))));
    // Samples~ is never imported by Unity: no .meta of its own (what is inside keeps theirs).
    const imported = [...folders].filter((folder) => !folder.endsWith('~'));
    for (const asset of [...assets, ...imported]) expect(paths).toContain(`${asset}.meta`);
    expect(paths.filter((path) => path.endsWith('.meta'))).toHaveLength(assets.length + imported.length);
    const guids = paths.filter((path) => path.endsWith('.meta')).map((path) => /^guid: ([0-9a-f]{32})$/m.exec(files[path] ?? '')?.[1]);
    expect(guids.every(Boolean)).toBe(true);
    expect(new Set(guids).size).toBe(guids.length);
    expect(build(mechanic, { ...values })).toEqual(files);
    expect(files[`com.microloop.${mechanic.slug}/Runtime.meta`]).toContain('folderAsset: yes');
  });

  // Review 4 N12: each package's CHANGELOG named other packages' types (`DashEvent` in RhythmClacker's); 1.2.0 had the same.
  it('each package\'s CHANGELOG names, in its 2.0.0 section, only identifiers of that package (or Unity\'s, or ones 2.0.0 removed): none of another package\'s', () => {
    const stubs = ['UnityEngine.stub.cs', 'UnityEngine.6000.stub.cs', 'UnityEditor.stub.cs'].map((file) => readFileSync(join(fixtures, file), 'utf8')).join('\n');
    const hasWord = (text: string, word: string) => new RegExp(`(^|[^A-Za-z0-9_])${word}([^A-Za-z0-9_]|$)`).test(text);
    // Words in backticks that are not identifiers in any package now: what 2.0.0 removed or renamed, C# keywords, file and folder names.
    const removedOrPlain = new Set(['string', 'Type', 'BallScored', 'onBallScored', 'Landed', 'onLanded', 'BoardGraded', 'onBoardGraded', 'Microloop', 'Name', 'Packages', 'Runtime', 'cs', 'json', 'com', 'unity', 'ugui', 'modules', 'uielements', 'audio', 'imgui', 'jsonserialize']);
    const packages = kits.map(({ mechanic, values }) => ({ slug: mechanic.slug, files: build(mechanic, values) }));
    const found: string[] = [];
    for (const { slug, files } of packages) {
      const changelog = Object.entries(files).find(([path]) => path.endsWith('CHANGELOG.md'))?.[1] ?? '';
      const section = changelog.split(/^## /m).find((part) => /^\[?2\.0\.0/.test(part)) ?? '';
      expect({ slug, section: section.length > 0 }).toEqual({ slug, section: true });
      const own = Object.entries(files).filter(([path]) => !path.endsWith('CHANGELOG.md')).map(([, text]) => text).join('\n');
      const others = packages.filter((other) => other.slug !== slug).flatMap((other) => Object.entries(other.files).filter(([path]) => path.endsWith('.cs')).map(([, text]) => text)).join('\n');
      for (const [, span] of section.matchAll(/`([^`]+)`/g)) {
        for (const word of span!.match(/[A-Za-z_][A-Za-z0-9_]*/g) ?? []) {
          if (hasWord(own, word)) continue;
          if (hasWord(others, word) || !(hasWord(stubs, word) || removedOrPlain.has(word))) found.push(`${slug}: ${word}`);
        }
      }
    }
    expect([...new Set(found)]).toEqual([]);
  });

  it('knows the same ports as the folders on disk (lib/mechanics/<slug>/unity)', () => {
    expect([...unityPortSlugs].sort()).toEqual(portsOnDisk);
  });

  it('derives a GUID from the package name and path only', () => {
    expect(unityGuid('com.microloop.physics-dropper/Runtime')).toMatch(/^[0-9a-f]{32}$/);
    expect(unityGuid('com.microloop.physics-dropper/Runtime')).not.toBe(unityGuid('com.microloop.memory-tiles/Runtime'));
    expect(metaText('com.microloop.a', 'Runtime/A.cs', false)).toBe(metaText('com.microloop.a', 'Runtime/A.cs', false));
    expect(metaText('com.microloop.a', 'Runtime/A.cs', false)).toContain('MonoImporter');
  });
});

/** name=value lines as strings. */
const readings = (output: string) =>
  Object.fromEntries(output.split('\n').flatMap((line) => (/^([\w.-]+)=(.*)$/.exec(line.trim()) ? [[line.split('=')[0]!, line.slice(line.indexOf('=') + 1)]] : [])));

describe('every .cs of the kits compiles against the UnityEngine stub in every input setup, and the Games play under mono', () => {
  const dir = mkdtempSync(join(tmpdir(), 'microloop-unity-'));
  // Setups with no input backend at all only start the Games; the others play them.
  const inputless: string[] = inputSetups.filter((setup) => setup.handling === 'new' && !setup.inputSystemPackage).map((setup) => setup.name);
  const withUgui: string[] = inputSetups.filter((setup) => setup.ugui).map((setup) => setup.name);
  const withUitk: string[] = inputSetups.filter((setup) => setup.uitk).map((setup) => setup.name);
  /** The setup whose game reads the Input System alone: its finger scenarios are replayed with a stylus too. */
  const penSetups: string[] = ['input-system'];
  const playable = inputSetups.map((setup) => setup.name).filter((name) => !inputless.includes(name));
  const asmdefs: string[] = [];
  // The stage (camera, listener, assets) is the same in every input setup: the harness plays it in one.
  const stageSetup = 'input-manager';
  // Taps stamped with their event time are played where the backend reads it: the Input System.
  const eventTimeSetup = 'input-system';
  let harnessText = '';
  /** What the runs of the sections printed (the scenario run's own warnings left out). */
  let sectionsText = '';
  let sourcePaths: string[] = [];
  let output: Record<string, string> = {};

  beforeAll(() => {
    const sources = new Map<string, string>();
    for (const { mechanic, values } of kits) {
      for (const [path, text] of Object.entries(build(mechanic, values))) {
        const file = join(dir, path);
        mkdirSync(dirname(file), { recursive: true });
        writeFileSync(file, text);
        // The Editor assemblies (unity-sample.test.ts compiles them against the UnityEditor stub) are not the runtime's.
        if (path.includes('/Editor/')) continue;
        if (path.endsWith('.asmdef')) asmdefs.push(text);
        if (path.endsWith('.json') && path.includes('/Resources/')) {
          // As Unity merges every Resources folder: the path under it is what Resources.Load names.
          const under = join(dir, path.slice(path.indexOf('/Resources/') + '/Resources/'.length));
          mkdirSync(dirname(under), { recursive: true });
          writeFileSync(under, text);
        }
        // Every package carries the shell (Mulberry32, Microloop*.cs) in its own namespace: one assembly takes all six.
        if (path.endsWith('.cs')) sources.set(path, file);
      }
    }
    // The Docs page's C# snippet, which drives PhysicsDropperGame, compiles with the kits (CS0649, an
    // Inspector-assigned [SerializeField], is only a warning in Unity too).
    const snippet = snippets.find((candidate) => candidate.id === 'unity-difficulty-swap');
    writeFileSync(join(dir, 'DifficultySwitcher.cs'), snippet?.code ?? '');
    sources.set('DifficultySwitcher.cs', join(dir, 'DifficultySwitcher.cs'));
    // The stub as each setup's project: with the packages it has (the Input System, uGUI, TextMesh Pro) and without.
    // The harness runs on the one with all three; a kit compiled against fewer runs on it all the same.
    const full = { inputSystemPackage: '1.7.0', ugui: '1.0.0', textMeshPro: '3.0.6', uitk: '1.0.0' } as const;
    const stubOf = (setup: Pick<InputSetup, 'inputSystemPackage' | 'ugui' | 'textMeshPro' | 'uitk'>) => {
      const defines = stubDefines(setup);
      // The full one beside GameHarness.exe, which loads it; the others in folders of their own.
      const file = defines.join() === stubDefines(full).join() ? join(dir, 'UnityEngine.dll') : join(dir, defines.join('+') || 'bare', 'UnityEngine.dll');
      if (!existsSync(file)) {
        mkdirSync(dirname(file), { recursive: true });
        run('mcs', ['-target:library', '-nologo', '-nowarn:649', ...defines.map((define) => `-define:${define}`), `-out:${file}`, join(fixtures, 'UnityEngine.stub.cs')]);
      }
      return file;
    };
    const stub = stubOf(full);
    // The kits compile apart from the stub: its internal test hooks are out of their reach. Each setup's
    // defines come from the asmdefs (all six give the same, checked below).
    // The page around a Web build (what each package's .jslib answers) is the harness's to set: the stage setup's kits,
    // which the HUD is played in, read StubWebPage through a stand-in for MicroloopBrowser.cs. The other setups compile
    // the shipped file, and the stage setup compiles it once more as a Web build does (UNITY_WEBGL: the .jslib's functions).
    const standIns = new Map(
      [...sources].map(([path, file]) => {
        if (!path.endsWith('/Runtime/MicroloopBrowser.cs')) return [path, file];
        const namespace = /^namespace ([\w.]+)$/m.exec(readFileSync(file, 'utf8'))?.[1];
        const standIn = `namespace ${namespace}\n{\n    internal static class MicroloopBrowser\n    {\n        public static float PixelRatio { get { return StubWebPage.PixelRatio; } }\n        public static bool FingerFirst { get { return StubWebPage.FingerFirst; } }\n    }\n}\n`;
        writeFileSync(`${file}.stand-in.cs`, standIn);
        return [path, `${file}.stand-in.cs`];
      }),
    );
    expect([...standIns.values()].filter((file) => file.endsWith('.stand-in.cs'))).toHaveLength(kits.length);
    for (const setup of inputSetups) {
      const defines = [...new Set(asmdefs.flatMap((asmdef) => asmdefDefines(asmdef, setup)))].map((define) => `-define:${define}`);
      // Unity defines UNITY_5_3_OR_NEWER in every project: the models' Inspector attributes compile then only.
      const compile = (out: string, files: Iterable<string>, extra: string[] = []) => run('mcs', ['-target:library', '-nologo', '-warnaserror+', '-nowarn:649', '-define:UNITY_5_3_OR_NEWER', ...defines, ...extra, `-r:${stubOf(setup)}`, `-out:${join(dir, out)}`, ...files]);
      compile(`Kits.${setup.name}.dll`, (setup.name === stageSetup ? standIns : sources).values());
      if (setup.name === stageSetup) compile('Kits.web.dll', sources.values(), ['-define:UNITY_WEBGL']);
    }
    sourcePaths = [...sources.values()];
    // Every scenario the Unity kits replay, from each template's expected.json.
    const scenarioFile = join(dir, 'scenarios.txt');
    writeFileSync(
      scenarioFile,
      replayed
        .map(({ mechanic, expected }) => {
          const fieldOf = (key: string) => camelName(mechanic.params.find((spec) => spec.key === key) ?? { label: key });
          // A setting the scenario leaves out takes its default (the kit's preset may hold tuned values).
          const withDefaults = expected.map((scenario) => ({ ...scenario, settings: { ...defaultValues(mechanic.params), ...scenario.settings } }));
          return unityScenarioText(mechanic.slug, withDefaults, fieldOf);
        })
        .join('\n'),
    );
    const harness = join(dir, 'GameHarness.exe');
    run('mcs', ['-target:exe', '-nologo', `-r:${stub}`, '-r:Microsoft.CSharp.dll', '-r:System.Core.dll', `-out:${harness}`, join(fixtures, 'GameHarness.cs')]);
    const legacy = inputSetups.filter((setup) => setup.handling !== 'new').map((setup) => setup.name);
    // One mono run per setup, each well inside its time limit on a busy machine; then the contract's scenarios.
    const common = [harness, `resources=${dir}`, `legacy=${legacy.join(',')}`, `inputless=${inputless.join(',')}`, `ugui=${withUgui.join(',')}`, `pen=${penSetups.join(',')}`, `uitk=${withUitk.join(',')}`, `stage=${stageSetup}`, `eventTime=${eventTimeSetup}`];
    const kitOf = (setup: (typeof inputSetups)[number]) => `${setup.name}=${join(dir, `Kits.${setup.name}.dll`)}`;
    // A mono run is about 1 s of CPU, most of it JIT; the stage setup's run plays every harness section and takes
    // longest: on a machine loaded by six other sessions it passed 30 s (2026-12-02). 120 s still catches a hang.
    const mono = (args: string[], env?: Readonly<Record<string, string>>) => runTool('mono', args, undefined, 120_000, env);
    sectionsText = inputSetups.map((setup) => mono([...common, kitOf(setup)])).join('');
    // The mobile sections (garbage per frame, HUD size, frame rate, texels, URP 2D, tap timing) in a run of their own,
    // under mono's stop-the-world collector: its default, concurrent one, still marking after the collection before the
    // measured frames, read 0.6 B a frame of a run that allocates none, twice in full unit runs on a busy machine
    // (DoubleTapDash, 2026-11-30 and 2026-12-01); what a game allocates is the same under either.
    const perfSetups = inputSetups.filter((setup) => setup.name === stageSetup || setup.name === eventTimeSetup);
    sectionsText += mono([...common, 'perf=1', ...perfSetups.map(kitOf)], { MONO_GC_PARAMS: 'major=marksweep' });
    // The scenarios in two runs (a run's JIT is paid once for all the setups it is given; one run for all five
    // would come near the time limit).
    const halves = [inputSetups.slice(0, 3), inputSetups.slice(3)];
    harnessText = sectionsText + halves.map((setups) => mono([...common, `scenarios=${scenarioFile}`, ...setups.map(kitOf)])).join('');
    output = readings(harnessText);
  });

  it('every .cs compiles with warnings as errors against the members Unity 6000.x changed (UnityEngine.6000.stub.cs), with Unity 6\'s uGUI 2.0 (TextMesh Pro inside it)', () => {
    // Unity defines UNITY_<major>_<minor>_OR_NEWER for every release up to its own: here 6000.0 to 6000.7.
    const unity6 = Array.from({ length: 8 }, (_, minor) => `-define:UNITY_6000_${minor}_OR_NEWER`);
    const setup = inputSetups.find((candidate) => candidate.name === 'both') ?? inputSetups[0];
    const installed = { 'com.unity.inputsystem': '1.7.0', 'com.unity.ugui': '2.0.0', 'com.unity.modules.uielements': '1.0.0' };
    const defines = [...new Set(asmdefs.flatMap((asmdef) => asmdefDefines(asmdef, setup, installed)))].map((define) => `-define:${define}`);
    expect(defines).toEqual(expect.arrayContaining(['-define:MICROLOOP_UGUI', '-define:MICROLOOP_TMP', '-define:MICROLOOP_UITK']));
    const stub6000 = join(dir, 'unity6000', 'UnityEngine.dll');
    mkdirSync(dirname(stub6000), { recursive: true });
    // The stub's own uses of what 6000 made obsolete are not the kits' concern.
    run('mcs', ['-target:library', '-nologo', '-nowarn:649,618', '-define:STUB_INPUT_SYSTEM_PACKAGE', '-define:STUB_UGUI', '-define:STUB_TMP', '-define:STUB_UITK', '-define:STUB_UNITY_6000', `-out:${stub6000}`, join(fixtures, 'UnityEngine.stub.cs'), join(fixtures, 'UnityEngine.6000.stub.cs')]);
    expect(() => run('mcs', ['-target:library', '-nologo', '-warnaserror+', '-nowarn:649', '-define:UNITY_5_3_OR_NEWER', ...defines, ...unity6, `-r:${stub6000}`, `-out:${join(dir, 'Kits.unity6000.dll')}`, ...sourcePaths])).not.toThrow();
  });

  it('every asmdef sets MICROLOOP_INPUT_SYSTEM from com.unity.inputsystem, so the Input System code compiles only with the package', () => {
    expect(asmdefs).toHaveLength(kits.length);
    for (const asmdef of asmdefs) {
      expect(inputSetups.map((setup) => asmdefDefines(asmdef, setup).includes('MICROLOOP_INPUT_SYSTEM'))).toEqual(inputSetups.map((setup) => Boolean(setup.inputSystemPackage)));
    }
  });

  it('every asmdef sets MICROLOOP_UGUI from com.unity.ugui and MICROLOOP_TMP from TextMesh Pro (2022.3\'s package, Unity 6\'s uGUI 2.0): the host-UI code compiles only with them, and the kits compile and play without', () => {
    for (const asmdef of asmdefs) {
      expect(inputSetups.map((setup) => asmdefDefines(asmdef, setup).includes('MICROLOOP_UGUI'))).toEqual(inputSetups.map((setup) => Boolean(setup.ugui)));
      expect(inputSetups.map((setup) => asmdefDefines(asmdef, setup).includes('MICROLOOP_TMP'))).toEqual(inputSetups.map((setup) => Boolean(setup.textMeshPro)));
      // UI Toolkit's code (UIDocument, its panel) compiles only with the com.unity.modules.uielements module.
      expect(inputSetups.map((setup) => asmdefDefines(asmdef, setup).includes('MICROLOOP_UITK'))).toEqual(inputSetups.map((setup) => Boolean(setup.uitk)));
      expect(asmdefDefines(asmdef, inputSetups[0], { 'com.unity.ugui': '2.0.0' })).toEqual(expect.arrayContaining(['MICROLOOP_UGUI', 'MICROLOOP_TMP']));
      expect((JSON.parse(asmdef) as { references: string[] }).references).toEqual(expect.arrayContaining(['UnityEngine.UI', 'Unity.TextMeshPro']));
    }
    // A project without uGUI (both-without-package) compiled the kits above and plays every scenario but the host-UI ones.
    expect(inputSetups.filter((setup) => !setup.ugui && setup.handling !== 'new').map((setup) => setup.name)).toEqual(['both-without-package']);
  });

  it('with no input backend (New without the package) every Game starts and runs, and one warning a Play says why (a second Play with domain reload off warns again: no static left from the first)', () => {
    expect(inputless).toEqual(['input-system-without-package']);
    expect(output['input-system-without-package.inputless.games']).toBe(String(kits.length));
    const warnings = sectionsText.split('\n').filter((line) => line.startsWith('warning: Microloop: no input backend'));
    // One a Play from each package (the six in this assembly each have their own shell).
    expect(warnings).toHaveLength(2 * kits.length);
  });

  afterAll(() => (process.env.MICROLOOP_KEEP_UNITY_DIR ? console.log(dir) : rmSync(dir, { recursive: true, force: true })));

  const games = kits.map(({ mechanic }) => unityPackageNames(mechanic).game).sort();
  const stage = (game: string, name: string) => output[`${stageSetup}.stage.${game}.${name}`] ?? '';

  it.each(games)('%s: the Input System package before 1.9.0 (which loses a press and release in one frame) is named in one warning a Play: every asmdef sets MICROLOOP_INPUT_SYSTEM_1_9 from 1.9.0 on, and with 1.7.0 a package\'s two Games warn once; the Input Manager and a project without the package warn nothing', (game) => {
    for (const asmdef of asmdefs) {
      const with19 = (version: string) => asmdefDefines(asmdef, inputSetups[1], { 'com.unity.inputsystem': version }).includes('MICROLOOP_INPUT_SYSTEM_1_9');
      expect(['1.7.0', '1.8.2', '1.9.0', '1.11.2'].map(with19)).toEqual([false, false, true, true]);
    }
    const warned = Object.fromEntries(inputSetups.map((setup) => [setup.name, output[`${setup.name}.inputVersion.${game}`]]));
    expect(warned).toEqual({ 'input-manager': '0', 'input-system': '1', both: '1', 'input-system-without-package': '0', 'both-without-package': '0' });
    const words = 'Microloop: the Input System package before 1.9.0 loses a press and its release that come in the same frame (a quick tap at 30 fps, or during a hitch), so the game never sees that tap. Update com.unity.inputsystem to 1.9.0 or later (Window > Package Manager; from Unity 6000.1, Window > Package Management > Package Manager).';
    expect(sectionsText).toContain(`warning: ${words}`);
  });

  it.each(games)('%s in an empty scene: makes one orthographic Main Camera with an AudioListener, and the board is in view', (game) => {
    expect(stage(game, 'fresh')).toMatch(/^orthographic SolidColor /);
    expect([stage(game, 'cameras'), stage(game, 'listeners')]).toEqual(['1', '1']);
    expect(Number(stage(game, 'pieces'))).toBeGreaterThan(0);
    // DoubleTapDash's gates wait beyond the right edge until the runner comes near; its lane and runner are in view.
    if (game === 'DoubleTapDashGame') expect(Number(stage(game, 'piecesInView'))).toBeGreaterThanOrEqual(2);
    else expect(stage(game, 'piecesInView')).toBe(stage(game, 'pieces'));
  });

  it.each(games)('%s takes over a rotated perspective Main Camera and frames the board exactly as its own camera would; beside an untagged camera alone it makes its own and leaves that one as it was', (game) => {
    expect(stage(game, 'reused')).toBe(stage(game, 'fresh'));
    expect([stage(game, 'reusedCameras'), stage(game, 'reusedListeners')]).toEqual(['1', '1']);
    expect(stage(game, 'reusedPiecesInView')).toBe(stage(game, 'piecesInView'));
    // A camera nobody tagged MainCamera (a minimap, a render camera) is the host's: never taken (review 9 U9-2).
    expect([stage(game, 'untaggedCameras'), stage(game, 'untagged'), stage(game, 'untaggedGameCamera')]).toEqual(['2', stage(game, 'untaggedBefore'), stage(game, 'fresh')]);
  });

  it.each(games)('%s frames the board again when the screen turns portrait, as a game started in portrait does', (game) => {
    expect(stage(game, 'resized')).toBe(stage(game, 'freshPortrait'));
    expect(stage(game, 'resized')).not.toBe(stage(game, 'fresh'));
  });

  it.each(games)('%s allocates no managed memory per frame in steady play, the whole modelled frame with its OnGUI passes, Layout included (useGUILayout off; on, the model sees the engine\'s garbage)', (game) => {
    expect(output[`${stageSetup}.alloc.${game}.bytesPerFrame`]).toBe('0');
    expect(output[`${stageSetup}.alloc.${game}.useGUILayout`]).toBe('False');
    // Read through the Input System too (the review measured 1.8 to 3.6 KB a frame from a stub that built its controls on each read).
    expect(output[`${eventTimeSetup}.alloc.${game}.bytesPerFrame`]).toBe('0');
    // UI Toolkit's documents are looked up once a press of a pointer or of a key the game reads, never a frame without
    // one (in 600 frames Space goes down 20 times, Right 20, a click 10: at most 50 of 600), their array counted apart.
    for (const setup of [stageSetup, eventTimeSetup]) {
      expect(Number(output[`${setup}.alloc.${game}.hostUiLookups`])).toBeGreaterThan(0);
      expect(Number(output[`${setup}.alloc.${game}.hostUiLookups`])).toBeLessThanOrEqual(50);
    }
    // The same Game with the layout pass on: the harness's IMGUI model allocates what GUILayoutUtility.Begin does.
    expect(Number(output[`${stageSetup}.alloc.${game}.withLayoutPass.bytesPerFrame`])).toBeGreaterThan(0);
  });

  it.each(games)('%s: every text the player reads at least 0.1 in (the same size at 1×, 2× and 3×), none clipped or overlapping, all inside the safe area of an iPhone 14 Pro in portrait and landscape (and in its browser, and the narrowest iPhone\'s, where a Web build\'s Screen.dpi is 0 or 96 a CSS pixel and isMobilePlatform false, on the whole page or in a frame narrower than the screen: review 27, R27-4; review 33, R33-1 and R33-2), and no HUD line over the board', (game) => {
    const hud = (name: string) => output[`${stageSetup}.hud.${game}.${name}`] ?? '';
    const inches = Object.fromEntries(hud('smallestInches').split(',').map((entry) => entry.split(':') as [string, string]));
    expect(Object.keys(inches)).toEqual(['1x', '2x', '3x', 'iPhone14ProPortrait', 'iPhone14ProLandscape', 'dpi441', 'playerDpiUnknown', 'webPhoneDpiUnknown', 'webPhoneSEDpiUnknown', 'webPhoneDpi96', 'webPhoneFrame', 'webPhoneSEFrame', 'webDesktop2x', 'webDesktopHalf']);
    expect(new Set([inches['1x'], inches['2x'], inches['3x']]).size).toBe(1);
    for (const smallest of Object.values(inches)) expect(Number(smallest)).toBeGreaterThanOrEqual(0.1);
    expect(Number(hud('labels'))).toBeGreaterThan(0);
    expect([hud('clipped'), hud('firstClipped')]).toEqual(['0', '']);
    expect([hud('overlaps'), hud('firstOverlap')]).toEqual(['0', '']);
    expect([hud('outsideSafeArea'), hud('firstOutsideSafeArea')]).toEqual(['0', '']);
    // A narrow portrait screen flows the HUD's lines under its buttons: the board starts below them (review U6).
    expect([hud('textOverBoard'), hud('firstTextOverBoard')]).toEqual(['0', '']);
    // One size rule for every text, labels and buttons alike: 16 × the density scale (dpi / 160) in the font, drawn with
    // the identity GUI.matrix, never 16 px glyphs stretched by a scaled matrix (blurred; review U5).
    expect([hud('stretched'), hud('firstStretched')]).toEqual(['0', '']);
    // Rounded up: at 441 dpi 44.1 px is 45 (44 would be 0.0998 in; review 8 U9-7).
    expect(hud('fontSizes')).toBe('1x:16,2x:32,3x:48,iPhone14ProPortrait:46,iPhone14ProLandscape:46,dpi441:45,playerDpiUnknown:61,webPhoneDpiUnknown:49,webPhoneSEDpiUnknown:33,webPhoneDpi96:49,webPhoneFrame:49,webPhoneSEFrame:33,webDesktop2x:32,webDesktopHalf:8');
  });

  it('on a phone a Game asks for the display\'s refresh rate (phones default to 30 fps), unless the project set a rate; a desktop, and a Web build in a phone\'s browser (which paces the frames), are left alone', () => {
    const rate = (name: string) => output[`${stageSetup}.frameRate.${name}`];
    expect([rate('phone'), rate('phoneProjectSet'), rate('desktop'), rate('webPhone')]).toEqual(['120', '50', '-1', '-1']);
  });

  // Review 6 N20 (issue 44): what a stage borrows is given back only when the last Game that uses it goes.
  it('two Games of two packages on a phone, the first destroyed while the second plays: the second keeps the display\'s rate (not the phone\'s 30 fps default) and an enabled listener; when it goes too, the rate is -1 again', () => {
    // rate,enabled listeners with both : after the first is destroyed : the rate after both
    expect(output[`${stageSetup}.frameRate.twoGames`]).toBe('120,1:120,1:-1');
  });

  it('RhythmClackerGame judges a tap when it happened, by the Input System\'s event time: on the beat is 0 ms at 30, 60 and 144 fps, with a click of the host\'s in the tap\'s frame too, with a click on the game let go in a key\'s frame, and with 8 ms of each frame spent before its Update', () => {
    const taps = (fps: number, name: string) => output[`${eventTimeSetup}.taps.${fps}.${name}`] ?? '';
    for (const fps of [30, 60, 144]) {
      expect(taps(fps, 'offsets').split(' ')).toHaveLength(12);
      expect(Number(taps(fps, 'largest'))).toBeLessThan(0.5);
      // Review 61: a click of the host's (on its own half of the screen) in each tap's frame, its mouse moving last: the
      // key keeps the keyboard's time.
      expect(output[`${eventTimeSetup}.taps.hostClick.${fps}.offsets`]?.split(' ')).toHaveLength(12);
      expect(Number(output[`${eventTimeSetup}.taps.hostClick.${fps}.largest`])).toBeLessThan(0.5);
      // Review 62: notes tapped by a click on the game and Space in turn, each click let go in the next Space's frame.
      expect(output[`${eventTimeSetup}.taps.clickLetGo.${fps}.offsets`]?.split(' ')).toHaveLength(12);
      expect(Number(output[`${eventTimeSetup}.taps.clickLetGo.${fps}.largest`])).toBeLessThan(0.5);
      // Review 63 (unity-a): 8 ms of each frame before the game's Update: a tap is still timed from the frame's start.
      expect(output[`${eventTimeSetup}.taps.updateLate.${fps}.offsets`]?.split(' ')).toHaveLength(12);
      expect(Number(output[`${eventTimeSetup}.taps.updateLate.${fps}.largest`])).toBeLessThan(0.5);
    }
  });

  it.each(games)('%s: every sprite piece has a texel or more per screen pixel on a 1080 × 2400 phone and a 4K monitor, or is one colour, and mipmaps where it is drawn smaller', (game) => {
    const texels = (name: string) => output[`${stageSetup}.texels.${game}.${name}`] ?? '';
    expect(Number(texels('pieces'))).toBeGreaterThan(0);
    expect([texels('blurred'), texels('firstBlurred'), texels('shimmering')]).toEqual(['0', '', '0']);
  });

  it.each(games)('%s is seen in the editor on URP\'s 2D Renderer with no 2D light (drawn with the unlit sprite material a player uses), and leaves no material behind', (game) => {
    expect([output[`${stageSetup}.urp2d.${game}`], output[`${stageSetup}.urp2d.${game}.assetsLeft`]]).toEqual(['visible', '0']);
  });

  it.each(games)('%s: the materials, textures, sprites and clips it makes stay level over 20 rebuilds and are all destroyed with it', (game) => {
    expect([stage(game, 'assetsGrown'), stage(game, 'assetsLeft')]).toEqual(['0', '0']);
  });

  // Issue 37, the review of 2026-11-28 (N10, N12): the game in someone else's project.
  it.each(games)('%s: a Main Camera the host adds after the game started takes over (one camera, one listener, framed); destroying the game leaves no object or asset it made', (game) => {
    // cameras:listeners:usesHostCamera:orthographic:objectsLeft:assetsLeft
    expect(output[`${stageSetup}.host.${game}`]).toBe('1:1:True:True:0:0');
  });

  it.each(games)('%s: an untagged camera the host turns on after the game made its own (a minimap) stays the host\'s: the game keeps its camera and leaves that one\'s fields as they were', (game) => {
    // usesHostCamera:keptOwnCamera:hostCameraUntouched
    expect(output[`${stageSetup}.hostLateUntagged.${game}`]).toBe('False:True:True');
  });

  it.each(games)('%s: when the host destroys its Main Camera while an untagged camera of its own draws (a minimap), the game leaves that one as it was, draws with a camera of its own, and gives way to the Main Camera the host adds next', (game) => {
    // usedMain:usesMinimap:minimapUntouched:usesNewMain:cameras (review 9 U9-2, probe maindies)
    expect(output[`${stageSetup}.hostMainDies.${game}`]).toBe('True:False:True:True:2');
  });

  it.each(games)('%s in a host\'s panel (a corner viewport of 200 x 150 to 480 x 270, a quarter and a third of an iPhone 14 Pro, its right half): the HUD\'s buttons and text lie across the view, never over the host\'s side (review 34, R34-3), the buttons stacked and the letters at 0.1 in where the view is narrow but not short (review 35, R35-1); the board never lies under the HUD\'s text or buttons and keeps at least half the area\'s height, the HUD drawn smaller where it would take more, and no smaller than it need be (3 % larger, it would take more)', (game) => {
    // As the Godot kits (FIT_PARTIAL_AREAS); review 9 U9-3 measured a 1 px board at 264 x 198 and 200 x 150. Review 11
    // U12-1: the fit only ever stepped down, to 0.45-0.90 of the half the band may take (RhythmClacker 0.20 at a quarter
    // of the phone, where 0.36 fits).
    expect([output[`${stageSetup}.small.${game}.failures`], output[`${stageSetup}.small.${game}.first`]]).toEqual(['0', '']);
    expect(Number(output[`${stageSetup}.small.${game}.leastShare`])).toBeGreaterThanOrEqual(0.5);
  });

  it.each(games)('%s in a host\'s panel that grows from 200 x 150 to 440 x 330 over 60 frames and shrinks back: in every frame from the first on, the board keeps at least half the area\'s height and never lies under the HUD\'s text or buttons, and from the second on its region never shrinks by more than 2 px while the area grows, nor grows while it shrinks', (game) => {
    // Review 10 U11-2 (probe animrect): the HUD was drawn full size in any frame whose area differed from the last, the board a 1 px sliver.
    // Review 11 U12-3: the first frame drew the text at full size over a board framed for the buttons only (the check began at the third frame).
    expect([output[`${stageSetup}.animated.${game}.failures`], output[`${stageSetup}.animated.${game}.first`]]).toEqual(['0', '']);
    expect(Number(output[`${stageSetup}.animated.${game}.leastShare`])).toBeGreaterThanOrEqual(0.5);
    // Review 11 U12-2: the region shrank by up to 41 px in a frame while the panel grew (the HUD's size snapping between steps).
    expect([output[`${stageSetup}.animated.${game}.jumps`], output[`${stageSetup}.animated.${game}.firstJump`]]).toEqual(['0', '']);
  });

  // Issue 44, the review of 2026-11-29 (N6): what the game borrows it gives back.
  it.each(games)('%s gives back what it borrowed: disabled or destroyed, the host\'s Main Camera has every field back, Application.targetFrameRate its -1 and the listener it enabled is off again; enabled, it frames the camera again', (game) => {
    // borrowed:disabledGivesBack:enabledTakesAgain:destroyedGivesBack
    expect(output[`${stageSetup}.borrow.${game}`]).toBe('True:True:True:True');
  });

  // Review 8 (U9-1): Object.Destroy takes effect at the end of the frame (the stub's as Unity's): a listener the game
  // removed was still found when it took the next camera in the same frame, which then got none.
  it.each(games)('%s keeps one enabled AudioListener, on its camera, through a camera change within a frame: its own camera then view given, the Game disabled and enabled again in one frame, view changed to another camera', (game) => {
    // ownToGiven:againInOneFrame:givenToGiven
    expect(output[`${stageSetup}.listenerswap.${game}`]).toBe('True:True:True');
  });

  // Review 8 (U9-8): BounceChain and DoubleTapDash swapped Model for a new object at every Restart; the other four reset theirs.
  it.each(games)('%s keeps one Model across runs: game.Model is the same object after Restart() and after R, and the model has Reset(uint seed)', (game) => {
    // sameAfterRestart:sameAfterKey:hasResetSeed:restarts
    expect(output[`${stageSetup}.modelkept.${game}`]).toBe('True:True:True:2');
  });

  // Review 9 (U10-2): MemoryTiles built its whole board anew (12.8 KB in the stub) for every board, as BounceChain and
  // DoubleTapDash did for every run before review 8.
  it('MemoryTilesGame keeps its tiles\' pieces for a new board and on Restart(), each showing its new symbol, and the next board\'s frame allocates nothing beyond the model\'s own deal', () => {
    // keptOnNextBoard:viewBytesOnNextBoard:keptOnRestart:symbolsShown
    expect(output[`${stageSetup}.memoryNewBoard`]).toBe('True:0:True:True');
  });

  // Review 66 (unity-b): the symbols' colours and shapes waited for the next deal when the tile set changed mid-board.
  it('MemoryTilesGame restyles its symbols at once when another tile set is assigned while a board plays, and when the field is emptied (the built-in set)', () => {
    expect(output[`${stageSetup}.memoryTileSetLive`]).toBe('True:True');
  });

  // Review 59 (UB-1): the README said the first pick on a board not yet started starts the game; in Unity only a board a
  // new Board Size deals after a cleared one waits, and a press begins its peek.
  it('MemoryTilesGame: a board a new Board Size deals after a cleared board waits for a press, which begins its peek', () => {
    // stageAfterNewSize:stageAfterPress
    expect(output[`${stageSetup}.memoryNewSizeWaits`]).toBe('Dealt:Peek');
  });

  // Review 8: the JavaScript MemoryTiles said "Tap to start" before its first board and only a tile started it. The
  // Unity kit never waits there: its first board's peek begins on its own (no "Tap to start" before it), and a click
  // off every tile changes nothing once it plays.
  it('MemoryTilesGame starts its first board on its own (the peek, no "Tap to start" to answer), and a click on the game off every tile leaves it as it was', () => {
    // stageBefore:stageAfterClick:stageAfterSecondClick
    expect(output[`${stageSetup}.memoryStartAnywhere`]).toBe('Peek:Peek:Peek');
  });

  // Review R2: the host's world near the board is not drawn into the game when the Game is on a layer of its own.
  it.each(games)('%s puts every piece on the Game object\'s layer and the camera draws that layer alone while the game has it, every layer again once disabled', (game) => {
    // hasPieces:piecesOffTheLayer:maskWhilePlaying:maskAfter (layer 8: mask 256; the host's camera drew everything, -1)
    expect(output[`${stageSetup}.boardlayer.${game}`]).toBe('True:0:256:-1');
  });

  // Review R2: the board is built and framed where the Game object is, and follows it when it moves.
  // Review 3 N1: the texts placed on the board (PhysicsDropper's bin payouts, MemoryTiles' tile words) went through
  // WorldToScreenPoint as board-local points, so they drifted off their bins and tiles by the Game's offset.
  it.each(games)('%s builds its board and frames the camera where the Game object is (at x 500), and both follow it when it moves between frames, the texts on the board with them (on their bins and tiles, on the screen)', (game) => {
    // piecesFarAt500:cameraFarAt500:piecesFarAfterTheMove:cameraFarAfterTheMove:textsMoved:textsOffScreen:texts
    const fields = (output[`${stageSetup}.boardplace.${game}`] ?? '').split(':');
    const texts = fields.pop();
    expect(fields.join(':')).toBe('0:False:0:False:0:0');
    // PhysicsDropper draws its 9 payouts and MemoryTiles (peeking) its 16 words besides the HUD: the check is not empty.
    if (game === 'PhysicsDropperGame' || game === 'MemoryTilesGame') expect(Number(texts)).toBeGreaterThan(9);
  });

  // The review of 2026-11-29 afternoon (R1): the host gives the game a camera of its own.
  // Review 3 N2: view was read at Awake, so a Game added by AddComponent took and re-aimed the host's Main Camera first.
  it.each(games)('%s frames the camera its view field names, leaving the host\'s Main Camera as it was, and gives it back as it was; added in code and given view on the next line, or given another camera later, likewise', (game) => {
    // worldUntouched:givenFramed:givenBack, then added in code: worldUntouched:givenFramed:switched (first given back, second framed):secondGivenBack
    expect(output[`${stageSetup}.givencamera.${game}`]).toBe('True:True:True:True:True:True:True');
  });

  // The review of 2026-11-29 (U7): the camera a Game made stayed on, tagged MainCamera, after OnDisable.
  it.each(games)('%s: the camera it made in an empty scene is off while the game is disabled (no Camera.main, no listener of its own), on and framing the board when enabled, gone when destroyed; a Main Camera the host adds meanwhile takes over', (game) => {
    // made:offWhenDisabled:onWhenEnabled:goneWhenDestroyed:hostCameraTakesOver
    expect(output[`${stageSetup}.owncamera.${game}`]).toBe('True:True:True:True:True');
  });

  // The review of 2026-11-29, third pass (R4): the board moved whenever the HUD's text gained or lost a line.
  it.each(games)('%s: on a portrait phone (3×, and an iPhone 14 Pro in its safe area) the board\'s top edge stays put from a run\'s third frame through its end, the next run and its first second: the HUD keeps the band its deepest text takes', (game) => {
    // distinct board tops: 3× phone : iPhone 14 Pro portrait
    expect(output[`${stageSetup}.hudband.${game}`]).toBe('1:1');
  });

  // Review 64 (U64b-2): the docs said a focus loss paused the game; between runs it holds it with no Paused.
  it.each(games)('%s: the application losing focus between runs (after a run\'s end or a cleared board) raises no Paused and IsPaused is true while it is away (PhysicsDropper, whose run never ends: Paused)', (game) => {
    expect(output[`${stageSetup}.awaybetween.${game}`]).toBe(game === 'PhysicsDropperGame' ? '1:True' : '0:True');
  });

  // The review of 2026-11-29, third pass (R6): Pause() between runs held the game silently (no Paused, no veil).
  it.each(games)('%s: Pause() between runs (after a run\'s end or a cleared board) fires Paused, shows "Paused" and no press starts a run; Resume() fires Resumed and a press plays; a run Restart() begins while the application is away is reported paused and plays after the countdown', (game) => {
    // between:paused:isPaused:veil:still:resumed:pressPlays:pausedByRestartAway:framesToResumed, and for RhythmClacker
    // the same for Calibrate() while away (review 40, R40-2)
    expect(output[`${stageSetup}.pausebetween.${game}`]).toBe(`True:1:True:True:True:1:True:1:180${game === 'RhythmClackerGame' ? ':1:180' : ''}`);
  });

  // Review 40 (Unity R40-1): Destroy(game) on the component alone left the board under the host's object, drawn on.
  it.each(games)('%s: destroying only its component (the GameObject is the host\'s) leaves none of the GameObjects it made', (game) => {
    expect(output[`${stageSetup}.componentDestroyed.${game}`]).toBe('0');
  });

  // Issue 44, the review of 2026-11-29 (N4): the editor.
  it.each(games)('%s in the editor: a click on the Inspector while playing (the Game view loses focus) pauses nothing and the click back is no countdown', (game) => {
    // pausedEvents:everHeld:veil
    expect(output[`${stageSetup}.editor.${game}`]).toBe('0:False:False');
  });

  // Review 13 (R13-1, issue 44): Unity's first frame after a phone's app comes back carries the time away in
  // Time.unscaledDeltaTime (not capped by maximumDeltaTime); the countdown counted it all and ended unseen.
  it.each(games)('%s back from 20 s on the home screen (a first frame whose unscaled delta is 20 s): the countdown still shows every second, Countdown 3, 2, 1, then Resumed, never in the first frame, and "Resuming in 3…" for a whole second as after an ordinary focus loss (at least 59 frames of 1/60 s)', (game) => {
    // pause events of the first frame back|every pause event to Resumed|"Resuming in 3…" drawn then|frames to Resumed|frames "3" is drawn
    const [first, events, drawn, frames, threes] = (output[`${stageSetup}.away.${game}`] ?? '').split('|');
    // Review 14 (N-U14-1): the first frame back counted a third of a second, so "3" was drawn for 40 frames (2/3 s).
    expect(Number(threes)).toBeGreaterThanOrEqual(59);
    expect([first, events, drawn, frames]).toEqual(['Countdown 3', 'Countdown 3,Countdown 2,Countdown 1,Resumed', 'True', '180']);
  });

  // Review 15 (R15-1, issue 44): the host's pause over a time away, or over the countdown, ended by the host's Continue.
  it.each(games)('%s: the host\'s pause (Time.timeScale 0) over a time away on the home screen, or begun during the countdown back, ends at the host\'s unpause with Resumed in that frame and no countdown, as after Resume(); a host whose pause follows the focus still gets the countdown', (game) => {
    // for each moment: pause events from the host's unpause to Resumed : frames
    // A host whose pause follows the focus (unpaused in the frame focus comes back, or after the game's Update in it) still
    // gets the countdown (review 16, R16-1; review 17, R17-1); the late one counts from the frame it unpaused in (181 frames).
    // Unpaused after the game's Update of the frame after that, it is the player's Continue (review 18, R18-1).
    expect(output[`${stageSetup}.hostcontinue.${game}`]).toBe('away:Resumed:1,counting:Resumed:1,mirror:Countdown 3 Countdown 2 Countdown 1 Resumed:180,mirror late:Countdown 3 Countdown 2 Countdown 1 Resumed:181,continue late:Resumed:3');
    // Switched off while the player was away and on again after they came back: it reads the focus and counts down (review 19, R19-2: it
    // stayed paused); switched on while the player is away, it pauses as on a focus loss. Switched on after Android resumed the
    // application and before its window has focus, it counts down once the focus is back (review 20, R20-1: paused for good);
    // hidden by a host in its own focus-loss callback, before the game heard it, it is paused then and counts down when they
    // are back (R20-2: it played on at once). Made while the window is out of focus, it takes the player to be there (the
    // README's limit: a window may get its focus only after the first frame). Hidden in the host's OnApplicationPause(true) on a
    // platform that pauses before the focus goes, it has nothing to tell it the player left (the README says to hide it on the focus).
    expect(output[`${stageSetup}.enabledback.${game}`]).toBe('object:Countdown 3 Countdown 2 Countdown 1 Resumed:180,component:Countdown 3 Countdown 2 Countdown 1 Resumed:180,on away:Paused:Countdown 3 Countdown 2 Countdown 1 Resumed:180,resumed first:Countdown 3 Countdown 2 Countdown 1 Resumed:180,hidden as they leave:Paused:Countdown 3 Countdown 2 Countdown 1 Resumed:180,hidden on pause:::True,made away::');
  });

  // Review 13 (R13-2, issue 44): a Main Camera under a rig that moves while the game has it.
  it.each(games)('%s with the host\'s Main Camera under a rig that moves 5 units: the board is framed again at once (the camera stays where the board is), and disabled or destroyed the camera is back at the place on the rig the host set', (game) => {
    // centred:dx:localBackOnDisable:localBackOnDestroy
    expect(output[`${stageSetup}.rig.${game}`]).toBe('True:0.00:True:True');
  });

  it('in the editor, a config edited while the Game view is out of focus applies at once, and the click that brings the Game view back plays (PhysicsDropper drops a ball there)', () => {
    expect(output[`${stageSetup}.editor.clickBack`]).toBe('True:1');
  });

  // Review 4 N8, N11 (issue 44): a Game added in code is given seed (and RhythmClacker its calibrationKey) on the next line, as view.
  it.each(games)('%s: seed (and calibrationKey) set on the line after AddComponent apply from the first run: it matches one given them before Awake (the model field for field, the scores)', (game) => {
    // same model after the first frame:same scores:RhythmClacker's InputLatency:config's (the kept 120 under the default key not read)
    expect(output[`${stageSetup}.latefields.${game}`]).toBe(`True:True${game === 'RhythmClackerGame' ? ':0:0' : ''}`);
  });

  // Review 6 N18 (issue 46): the default seed deals a new run at each launch and each Restart, as the Godot and JavaScript kits do.
  it.each(games)('%s: seed defaults to 0: two launches deal different runs and Restart deals another; seed 7 deals seed 7 first and after Restart (PhysicsDropper: its pegs move with the new seed, every peg sprite on its peg)', (game) => {
    // seed field:launches differ:Restart differs:seed 7 first,after Restart[:pegs moved:sprites off their pegs:pegs moved with seed 7]
    expect(output[`${stageSetup}.defaultseed.${game}`]).toBe(`0:True:True:7,7${game === 'PhysicsDropperGame' ? ':True:0:False' : ''}`);
  });

  // Issue 46: every public method safe before the game starts.
  it.each(games)('%s: every public method called before Awake (Restart, Pause, Resume, Calibrate) throws nothing', (game) => {
    expect(output[`${stageSetup}.beforeAwake.${game}`]).toBe('');
  });

  // Review 26 (Unity R26-3): Pause() before Awake was dropped: the game woke playing and Paused never fired.
  it.each(games)('%s: Pause() before Awake holds once the game wakes (Paused in its first frame, IsPaused until Resume()); Pause() then Resume() before it leaves the game playing', (game) => {
    expect(output[`${stageSetup}.earlyPause.${game}`]).toBe('True:1:False|False:0');
  });

  // Review 27 (Unity R27-1, R27-2): the player leaving between Awake and the first frame was not heard (the run played
  // on with nobody there); IsPaused read false until the first frame after a Pause() made before Awake, and Resume()
  // then fired Paused and Resumed.
  it.each(games)('%s: before the first frame, IsPaused is true at once after a Pause() made before Awake and Resume() undoes it silently; the player leaving between Awake and the first frame holds the run from its start, and their return counts down; switched off as they leave and on again once they are back, it plays; switched off before it heard them leave and on again while they are away, it holds and counts down (in the editor, where the Game view\'s focus comes and goes with a click on the Inspector, it plays)', (game) => {
    expect(output[`${stageSetup}.beforeFirstFrame.${game}`]).toBe('True:0:0|True:1:True:True:1|False:0:True:1:True:1|editor False:0');
  });

  // Review 31 (Unity R31-1): a change of the audio device (headphones plugged in) loses the clips Unity made by script
  // and the sounds it had scheduled; RhythmClacker went silent for the rest of its life.
  it('RhythmClacker plays on after a change of the audio device: its clacks made again and scheduled a beat apart as before; destroyed, it no longer listens', () => {
    const [clacks, listening, afterDestroy, spacing] = (output[`${stageSetup}.rhythm.deviceChange`] ?? '').split(':');
    expect({ clacks: Number(clacks) > 2, listening, afterDestroy, spacing }).toEqual({ clacks: true, listening: '1', afterDestroy: '0', spacing: 'True' });
  });

  // Review 32 (Unity R32-1): hidden by the host with the player there, RhythmClacker's song ran on with the audio clock
  // and every note that passed was a Miss when it was shown again.
  it('RhythmClacker hidden by the host for 5 s (SetActive(false)) and shown again goes on from where its song was', () => {
    expect(Number(output[`${stageSetup}.rhythm.hiddenSongMoved`])).toBeLessThan(0.1);
  });

  it.each(games)('%s: the config set to None while playing falls back to the package\'s preset (no exception, in frames or Restart()), and Restart(), Pause() and Resume() on a destroyed Game make nothing, as no public method there (RhythmClacker\'s Calibrate()) makes or changes anything', (game) => {
    expect(output[`${stageSetup}.apiEdges.${game}`]).toBe('|0');
  });

  // Review 39 (Unity R39-3): InputSystemUIInputModule finds a pointer by its own id before a touch id: a touch id equal to
  // the mouse's device id asked about the mouse, resting on the game, and the host's tap on its button played too.
  it('with the Input System, a finger is asked about by its own pointer id: one on the host\'s button whose touch id is the mouse\'s device id does nothing in the game (TimingWheel keeps spinning), the mouse resting on the game', () => {
    expect(output[`${eventTimeSetup}.touchIdClash`]).toBe('Spinning');
  });

  // Review 38 (Unity R38-1): in a narrow view a number's sign or decimals wrapped apart from its digits ("-" | "500 ms",
  // "x1" | ".5"), and a unit apart from its number.
  it('the HUD keeps each field whole on one line (its caption, the number with its sign and decimals, its unit), wherever the text before it ends', () => {
    expect(output[`${stageSetup}.hud.fields`]).toBe('0');
  });

  it('RhythmClackerGame plays its clacks through the host\'s Audio Mixer group named in its output field, set before its first frame or after', () => {
    expect(output[`${stageSetup}.rc.mixer`]).toBe('True:True');
  });

  it('MemoryTilesGame moves the focus by the second keys for left and right (D, D, A), as the keys\' docs say', () => {
    expect(output[`${stageSetup}.keys.memorySecond`]).toBe('1:2:1');
  });

  it('in a host camera\'s viewport rect (the right half of the screen), a finger or the mouse held on the left half of the game\'s view steers BounceChain left', () => {
    expect(output[`${stageSetup}.viewport.steer`]).toBe('-1:-1');
  });

  it('says the prompt for a run\'s end in the words of the player\'s hands: keys without a touch screen, touch with one, keys again after a key press', () => {
    expect(output[`${stageSetup}.prompts.dash`]).toBe([prompts.again.keys, prompts.again.touch, prompts.again.keys].join('|'));
  });

  it('a host\'s focused TextMesh Pro input field keeps the keys (MICROLOOP_TMP): Space held charges nothing; unfocused, it charges', () => {
    expect(output[`${stageSetup}.hostui.textMeshPro`]).toBe('Spinning:Charging');
  });

  it('a control of the host\'s selected in its EventSystem (a Button the player last clicked, which Submit clicks) keeps the keys: Space held charges nothing; it charges with nothing selected, the Button inactive or not interactable, or no navigation events sent', () => {
    expect(output[`${stageSetup}.hostui.selected`]).toBe('Spinning:Charging:Charging:Charging:Charging');
  });

  it.each(games)('%s: Space, Enter and the right arrow do nothing in the game while a control of the host\'s is selected in its EventSystem, or a UI Toolkit number field or Button of the host\'s has the focus, and play as with no key at all; with the same UI not selected or blurred, they act', (game) => {
    const under = (ui: string) => output[`${stageSetup}.hostui.${ui}.${game}`];
    expect({ selected: under('selectedButton'), number: under('numberField'), button: under('toolkitButton') }).toEqual({ selected: 'True:True', number: 'True:True', button: 'True:True' });
  });

  it.each(games)('%s with hideHudOnPause (a pause menu of the host\'s over the game) draws nothing while the host\'s Pause() holds it and its HUD again after Resume(); by default it shows "Paused"', (game) => {
    expect(output[`${stageSetup}.hidehud.${game}`]).toBe('False:True:True');
  });

  it.each(games)('%s: its public Model has the one shape every model has: a read-only bool Over (false where no rule ends a run), Reset() and Reset(uint), Update(values)', (game) => {
    expect(output[`${stageSetup}.modelShape.${game}`]).toBe('True:True:True:True');
  });

  it.each(games)('%s, taking the scene\'s Main Camera (view empty), names once a camera it cannot share: one a CinemachineBrain drives, one that draws the host\'s Screen Space - Camera canvas; an overlay canvas, a plain camera and a camera the host gave in view are said nothing of', (game) => {
    const said = (setup: string) => output[`${stageSetup}.sharedMain.${setup}.${game}`];
    const fix = 'Give the game a camera of its own in its View field (README: Your camera).';
    expect(said('cinemachine')).toBe(`warning: Microloop: the game draws with your Main Camera, and a CinemachineBrain drives it (it sets the camera's position and lens every frame). ${fix}`);
    expect(said('canvas')).toBe(`warning: Microloop: the game draws with your Main Camera, and your canvas "Host HUD" (Screen Space - Camera) is drawn by it (while the game has the camera it draws only the game's layer, so the canvas is hidden, and its buttons still take taps). ${fix}`);
    expect({ overlay: said('overlay'), plain: said('plain'), given: said('given') }).toEqual({ overlay: 'none', plain: 'none', given: 'none' });
  });

  it.each(games)('%s: the host\'s world is not its UI: with a PhysicsRaycaster on the host\'s world camera drawn under the game\'s, its colliders behind the game\'s view, the player\'s finger on the game acts as with none; the same camera drawn over the game\'s keeps the finger; the same with a World Space canvas of the host\'s drawn by that camera; under URP, its canvas on an Overlay camera stacked on the game\'s camera keeps the finger whatever that camera\'s depth, and one stacked on the host\'s world camera under the game\'s leaves it to the game (review 26, Unity R26-1); with URP installed and the Built-in pipeline in use, cameras draw by depth and nothing throws (review 27, R27-3)', (game) => {
    expect(output[`${stageSetup}.hostui.world.${game}`]).toBe('True:True:True:True:True:True:True:True');
  });

  it.each(games)('%s: Space, Enter and the right arrow do nothing in the game while a host\'s IMGUI text field (a console drawn in OnGUI) has the keyboard, and play as with no key at all; with another IMGUI control holding it, they act', (game) => {
    expect(output[`${stageSetup}.hostui.imguiField.${game}`]).toBe('True:True');
  });

  // Issue 46 (D1): every game that judges timing judges a press when it happened, where the Input System stamps it.
  it('with the Input System, DoubleTapDash judges two taps 240 ms apart as a phase (a key\'s, or a stylus\'s stamped by the pen\'s own events) and TimingWheel stops at the same angle at 30, 60 and 144 fps; the Input Manager counts a press from its frame\'s start, up to a frame early (at 30 fps those taps are two dashes); a key is stamped by the keyboard\'s time, not the newer time of a mouse moving in the same frame; a finger\'s lift counts at its frame\'s start, not at a key\'s or the mouse\'s time in that frame; a key is not stamped by a click of the host\'s, nor by a click let go; a hold is timed from its frame\'s start, whatever passes before the game\'s Update', () => {
    const timed = (setup: string, what: string, fps: number) => output[`${setup}.eventTime.${what}.${fps}`] ?? '';
    for (const fps of [30, 60, 144]) expect(timed(eventTimeSetup, 'dash', fps)).toBe('dash,phase');
    // Review 39 (Unity R39-1): a stylus is stamped by the pen's own last event, as a click by the mouse's.
    for (const fps of [30, 60, 144]) expect(timed(eventTimeSetup, 'dashPen', fps)).toBe('dash,phase');
    // Review 61: a click of the host's in each tap's frame, the mouse moving last, is not the key's time.
    for (const fps of [30, 60, 144]) expect(timed(eventTimeSetup, 'dashHostClick', fps)).toBe('dash,phase');
    // Review 62 (unity-a U-A1): a click on the game let go in the frame of a key's press is not the key's time.
    for (const fps of [30, 60, 144]) expect(timed(eventTimeSetup, 'dashClickLetGo', fps)).toBe('dash,phase');
    const wheel = [30, 60, 144].map((fps) => timed(eventTimeSetup, 'wheel', fps));
    for (const landed of wheel) expect(landed).toMatch(/^\d\.\d{6}$/);
    const angles = wheel.map(Number);
    for (const angle of angles) expect(angle).toBeCloseTo(angles[0] ?? NaN, 4);
    // Review 6 N21: with the mouse moving in every frame after the key's event, the key keeps its own device's time.
    expect([30, 60, 144].map((fps) => timed(eventTimeSetup, 'wheelMouseMoving', fps))).toEqual(wheel);
    expect([30, 60, 144].map((fps) => timed(eventTimeSetup, 'wheelHostClick', fps))).toEqual(wheel);
    // Review 63 (unity-a): 8 ms of each frame before the game's Update: the same stop (timed from the frame's start).
    expect([30, 60, 144].map((fps) => timed(eventTimeSetup, 'wheelUpdateLate', fps))).toEqual(wheel);
    // Review 61 (unity-b UB-2): a finger's lift counts at its frame's start, whatever else came in that frame (a key
    // the game does not read, the mouse moving): the same stop as a lift alone.
    const lift = [30, 60, 144].map((fps) => timed(eventTimeSetup, 'wheelFingerLift', fps));
    for (const landed of lift) expect(landed).toMatch(/^\d\.\d{6}$/);
    expect([30, 60, 144].map((fps) => timed(eventTimeSetup, 'wheelFingerLiftWithOthers', fps))).toEqual(lift);
    // Review 8 (U9-6): under the host's slow motion (Time.timeScale 0.5) the real-time stamp is put on the game's clock.
    for (const fps of [30, 60, 144]) expect(Number(timed(eventTimeSetup, 'wheelHalfSpeed', fps))).toBeCloseTo(angles[0] ?? NaN, 4);
    expect(timed(stageSetup, 'dash', 30)).toBe('dash,dash');
    // Stamped at the frame's start, the same hold stops the wheel a frame's spin apart at each frame rate.
    const frameStart = [30, 60, 144].map((fps) => Number(timed(stageSetup, 'wheel', fps)));
    expect(Math.max(...frameStart) - Math.min(...frameStart)).toBeGreaterThan(0.005);
  });

  // Review 6 N23 (issue 44): the game reads input in Update; another Update Mode of the Input System is named once.
  it('with the Input System processing events in fixed update, or manually, a package\'s Games warn once a Play (two TimingWheel Games and a PhysicsDropper one: two warnings), naming the setting and what to set; the Input Manager and the default mode warn nothing', () => {
    const warnings = harnessText.split('\n').filter((line) => line.startsWith('warning: Microloop: the Input System\'s Update Mode'));
    const fixed = 'warning: Microloop: the Input System\'s Update Mode (Project Settings > Input System Package > Settings; with the package before 1.8, Project Settings > Input System Package) is Process Events In Fixed Update: the game reads input in its Update, so a press can act in several frames or in none. Set Process Events In Dynamic Update for the game\'s input.';
    const manual = 'warning: Microloop: the Input System\'s Update Mode (Project Settings > Input System Package > Settings; with the package before 1.8, Project Settings > Input System Package) is Process Events Manually: the game reads input in its Update, so call InputSystem.Update() once a frame before it (or set Process Events In Dynamic Update), else it reads no press.';
    expect(warnings).toEqual([fixed, fixed, manual, manual]);
  });

  it('PhysicsDropperBoard has a tooltip on every Inspector field and a slider on each number; TimingWheelGame clamps a radius it cannot draw', () => {
    expect(output[`${stageSetup}.inspector.board`]).toBe('6:6:5');
    expect(output[`${stageSetup}.inspector.radius`]).toBe('0.5');
    expect(harnessText).toContain('warning: TimingWheelGame: radius -5 is outside 0.5 to 20; it is set to 0.5.');
  });

  it('RhythmClackerGame holds its song at Time.timeScale 0 (dspTime runs on): nothing judged, no clack left waiting, clacks scheduled again after', () => {
    // song seconds passed : judged : clacks waiting on the audio clock : clacks scheduled after
    expect(output[`${stageSetup}.timescale.rhythm`]).toBe('0:0:0:True');
  });

  it.each(playable)('%s: TimingWheelGame brakes on a quick tap shorter than a frame (pressed and let go within it), by Space and by the mouse, as on a longer one (review 43, Unity R43-6)', (setup) => {
    expect(output[`${setup}.wheel.quickTap`]).toBe('space=Spinning>Braking:0|mouse=Spinning>Braking:0');
  });

  it('RhythmClackerGame in a Web build stands at its start saying how to start until the first press (Space, a finger, or R\'s restart), which only lets sound start; a desktop player\'s song runs at once (review 42, Unity R42-1)', () => {
    // per first press: song seconds while waiting : judged : clacks scheduled : the prompt : judged on the press : song seconds 60 frames on
    const waiting = (press: string, prompt: string) => `${press}=0:0:0:${prompt}:0:1`;
    expect(output[`${stageSetup}.webFirstPress.rhythm`]).toBe([waiting('space', 'Press Space or click to start'), waiting('finger', 'Press Space or click to start'), waiting('restart', 'Press Space or click to start'), 'desktop=1'].join('|'));
  });

  it('RhythmClackerGame given new values while a clack sounds lets it play out (Unity\'s Stop() cuts a sounding clip) and schedules it once, the clacks ahead again', () => {
    // a clack had begun : clips cut : entries at its start : clacks scheduled ahead after
    expect(output[`${stageSetup}.updateMidClack.rhythm`]).toBe('True:0:1:True');
  });

  it('PhysicsDropperGame clamps a peg field nobody could build, one warning per field, and plays', () => {
    const read = (name: string) => output[`${stageSetup}.badBoard.${name}`];
    expect([read('rows'), read('width'), read('columnGap'), read('rowGap')]).toEqual(['20', '7', '0.3', '0.6']);
    expect(Number(read('time'))).toBeGreaterThan(1.9);
    const warnings = harnessText.split('\n').filter((line) => line.startsWith('warning: PhysicsDropperGame: '));
    expect(warnings).toEqual([
      'warning: PhysicsDropperGame: pegRows 500 is outside 1 to 20; it is clamped.',
      'warning: PhysicsDropperGame: pegRowGap is not a number; it is set to 0.6.',
      'warning: PhysicsDropperGame: pegColumnGap 0 is outside 0.3 to 2; it is clamped.',
      'warning: PhysicsDropperGame: binPoints needs 1 to 20 bins; it is set to the default payout curve.',
    ]);
  });

  it('no kit calls CreatePrimitive, writes a .material or adds a collider', () => {
    for (const { mechanic, values } of kits) {
      for (const [path, text] of Object.entries(build(mechanic, values)).filter(([path]) => path.endsWith('.cs'))) {
        expect({ path, found: /CreatePrimitive|\.material\b|Collider/.exec(text)?.[0] }).toEqual({ path, found: undefined });
      }
    }
    // Review 4 N13: the site says what the board is built from: SpriteRenderers on sprites made at run time, as the shell does.
    expect(templatePageCopy.kitEngine.unity).toMatch(/SpriteRenderers on sprites it makes at run time/);
    expect(templatePageCopy.kitEngine.unity).not.toMatch(/from primitives/);
    const stage = unitySourceText('MicroloopStage.cs');
    expect(stage).toMatch(/Sprite\.Create\(/);
    expect(stage).toMatch(/AddComponent<SpriteRenderer>\(\)/);
  });

  it.each(playable)('%s: PhysicsDropperGame plays its model: drops by Space, Enter, click and tap; events; restart', (variant) => {
    const read = (name: string) => Number(output[`${variant}.dropper.${name}`]);
    expect(read('score')).toBeGreaterThan(0);
    expect(read('score')).toBe(read('modelScore'));
    expect(read('scored')).toBe(read('modelScored'));
    expect(read('time')).toBe(read('modelTime'));
    // 80 density keeps 16 balls falling; the four drops come on top, each scored or still in play.
    expect(read('released')).toBeGreaterThanOrEqual(20);
    // One ScoreChanged per landing (each ball's points are above 0), two balls scored in one step too (brief rule 6).
    expect(read('scoreEvents')).toBe(read('scored'));
    expect(read('unityScoreEvents')).toBe(read('scoreEvents'));
    expect(read('lastScore')).toBe(read('score'));
    expect(read('ballViews')).toBe(read('ballsInPlay'));
    // Its run never ends by the rules: Ended is there (every game has it) and never raised; R starts over with one ScoreChanged(0).
    expect(output[`${variant}.dropper.hasEnded`]).toBe('True');
    expect(read('scoreAfterRestart')).toBe(0);
    expect(output[`${variant}.dropper.restartScoreEvents`]).toBe('1:0');
  });

  it.each(playable)('%s: the Inspector sets the peg field (rows, spacing, jitter) and the payout curve with its multiplier, read at the first frame (an edit while it plays waits for a new game)', (variant) => {
    const read = (name: string) => Number(output[`${variant}.board.${name}`]);
    expect([read('rows'), read('width')]).toEqual([7, 8]);
    // The bins sit 0.6 below the last row: 1.2 + 6 × 0.7 + 0.6.
    expect(read('binTop')).toBeCloseTo(6, 9);
    expect(read('offGridPegs')).toBeGreaterThan(read('pegs') / 2);
    expect(read('pegViews')).toBe(read('pegs'));
    expect(read('scored')).toBeGreaterThan(0);
    expect(read('score') % 3).toBe(0);
    expect(read('score')).toBeLessThanOrEqual(3 * 8 * read('scored'));
    // Edited while it plays (2 bins, ×100): no exception, more balls scored, on the 8 bins and ×3 it was made with.
    expect(output[`${variant}.board.editedInPlay`]).toBe('none:True:8:0');
  });

  it.each(playable)('%s: MemoryTilesGame plays a board by arrows and Space/Enter (a game’s first Space showing the focused tile, picking none), the next by clicks', (variant) => {
    const read = (name: string) => output[`${variant}.memory.${name}`];
    const pairs = pairsOf(sideOf(defaultValues(memoryTiles.params).size));
    expect([read('stageAfterSpace'), read('stageAfterPeek')]).toEqual(['Peek', 'Play']);
    // A game's first Space after the peek shows the focused tile and picks nothing; the next picks (review 54, U-B6: the
    // Controls said Space turned a tile).
    expect(read('firstSpace')).toBe('Play False 0 True 1');
    expect(read('movesAfterMiss')).toBe('1');
    expect([read('board1Stage'), read('board1Moves'), read('board1Score')]).toEqual(['Cleared', String(pairs + 1), String(100 * pairs)]);
    expect([read('round'), read('peek2')]).toEqual(['2', '2.5']);
    expect([read('board2Stage'), read('board2Moves'), read('score')]).toEqual(['Cleared', String(pairs), String(200 * pairs)]);
    // No rule ends its run: two cleared boards are two BoardCleared, and Ended never fires.
    expect([read('ended'), read('cleared'), read('matched'), read('scoreEvents'), read('streak')]).toEqual(['0', '2', String(2 * pairs), String(2 * pairs), '2']);
    // onJudged carries every Judged pick's kind, as DoubleTapDash's and RhythmClacker's onJudged carry theirs (review U8).
    expect(read('unityJudged')).toBe(read('judged'));
    expect(read('judged')).toMatch(/^first,miss,first,match/);
    expect(read('stars')).toBe(`${gradeStars(pairs + 1, pairs)},${gradeStars(pairs, pairs)}`);
  });

  it.each(playable)('%s: RhythmClackerGame judges Space, Enter, click and tap on its clock, clacks on dspTime, calibrates, runs without audio (Enter after its end starting the next run)', (variant) => {
    const read = (name: string) => output[`${variant}.rhythm.${name}`];
    const notes = steadyQuarters.beats.length;
    // Every note but every tenth is pressed within a frame of its beat: a Perfect; the skipped ones pass as Misses.
    const skipped = Math.floor(notes / 10);
    expect([read('notes'), read('perfects'), read('misses'), read('strayTaps')]).toEqual([String(notes), String(notes - skipped), String(skipped), '1']);
    // The score the TypeScript model gives the same presses: on each beat, the stray tap half a beat before note 3.
    const reference = new RhythmModel(defaultValues(rhythmClacker.params), 1);
    reference.notes.forEach((note, index) => {
      if (index === 3) reference.tap(note.time - 0.3);
      if (index % 10 === 9) return;
      reference.advanceTo(note.time);
      reference.tap(note.time);
    });
    expect(read('score')).toBe(String(reference.score));
    expect(read('lastScore')).toBe(read('score'));
    expect([read('judged'), read('Perfect'), read('Miss')]).toEqual([String(notes + 1), String(notes - skipped), String(skipped + 1)]);
    // One ScoreChanged a Perfect, never the same total again as the run ends (brief rule 1: a new total).
    expect(Number(read('scoreEvents'))).toBe(notes - skipped);
    expect([read('over'), read('ended')]).toEqual(['True', '1']);
    // One clack per note on the audio clock, a beat (60 / 100 BPM) apart, the first after the 2.5 s pre-roll less the
    // first frame (1/60 s), which the song clock counts before the audio clock takes over.
    // Heard: the Game added an AudioListener to the scene, which had none.
    expect(read('unheard')).toBe('0');
    expect([read('clacks'), read('clackSpacing'), read('firstClackAt')]).toEqual([String(notes), '0.6', String(Math.round((2.5 - 1 / 60) * 1e6) / 1e6)]);
    // Calibration: eight clicks scheduled, taps 40 to 57 ms late: the median, snapped to 5 ms, is the latency.
    expect([read('calibrating'), read('clicks')]).toEqual(['True', '8']);
    // Started by C: the calibration line speaks to a keyboard and the mouse (review 3 of 2026-11-29, X4).
    expect(read('calibratingWords')).toBe(gamePrompts.calibrating.keys);
    // Review 64 (js-a-2): before the round's first click the HUD counts none heard (it said 1).
    expect(read('calibratingCount')).toBe('(0 of 8)');
    expect(read('calibrated')).toBe(read('latency'));
    // Calibration is the device's (PlayerPrefs), never written into the config asset.
    expect(read('configLatency')).toBe(String(defaultValues(rhythmClacker.params).latency));
    expect(Number(read('latency')) % 5).toBe(0);
    expect(Number(read('latency'))).toBeGreaterThanOrEqual(40);
    expect(Number(read('latency'))).toBeLessThanOrEqual(55);
    expect(read('scoreAfterCalibration')).toBe('0');
    // Calibration keeps to the setting's own range (RhythmClackerConfig's constants), room for Bluetooth's 150–300 ms.
    expect(read('snapped')).toBe([-9999, -203, 347, 352.5, 9999].map((ms) => clampAndSnap(latencySpec, ms)).join(' '));
    // With the audio clock stopped (a dummy driver), frames drive the song: the same run, no clack scheduled.
    const silent = (name: string) => output[`${variant}.silent.${name}`];
    expect([silent('perfects'), silent('misses'), silent('over'), silent('clacks')]).toEqual([String(notes - skipped), String(skipped), 'True', '0']);
    // Once the run has ended, Enter starts the next, as the README's Controls say (review 54, U-B8).
    expect(silent('enterAfterEnd')).toBe('True False 0');
  });

  it.each(playable)('%s: TimingWheelGame plays by held Space, Enter, mouse and finger: hits, a near, misses, events, a new run; 24 slices drawn with no two overlapping, and 6 to 11 on rings of radius 0.5 to 1.5', (variant) => {
    const read = (name: string) => output[`${variant}.wheel.${name}`];
    expect(read('overlapsSmall')).toBe('0,0,0,0,0,0,0,0,0');
    // The Game adds nothing to the rules: a bare model given the same presses and releases ends the same.
    expect(read('score')).toBe(read('modelScore'));
    expect(read('angle')).toBe(read('modelAngle'));
    expect(read('results')).toBe(read('modelResults'));
    // Two hits by Space, a near by Enter, a miss by the mouse, a hit and a miss by a finger: the run ends.
    expect(read('results')).toBe('hit,hit,near,miss,hit,miss');
    expect(Number(read('score'))).toBeGreaterThan(0);
    // Three hits; the miss that ends the run changes no total, so no ScoreChanged with it (brief rule 1).
    expect([read('scoreEvents'), read('unityScoreEvents'), read('lastScore')]).toEqual(['3', '3', read('score')]);
    expect([read('ended'), read('endedWith'), read('phase'), read('landedEvents')]).toEqual(['1', read('score'), 'Over', '6']);
    // onJudged carries each landing's result, as the other games' onJudged carry their judgement (review U8).
    expect(read('unityJudged')).toBe(read('judgedResults'));
    expect(read('unityJudged')).toBe('Hit,Hit,Near,Miss,Hit,Miss');
    expect([read('segmentViews'), read('litViews')]).toEqual(['12', '1']);
    expect([read('scoreAfterRestart'), read('phaseAfterRestart')]).toEqual(['0', 'Spinning']);
    // 24 slices at the default radius: each square turned to face the hub, none overlaps another (review 48).
    expect([read('segments24'), read('overlaps24')]).toEqual(['24', '0']);
  });

  it.each(playable)('%s: DoubleTapDashGame steps its rules at a fixed 1/60 s: the same tap at 30 and 144 fps gives the same judgements and distance (brief rule 6)', (variant) => {
    const read = (fps: number, name: string) => output[`${variant}.dashfps.${fps}.${name}`];
    expect(read(30, 'judged')).toBe('dash');
    expect([read(144, 'judged'), read(144, 'distance')]).toEqual([read(30, 'judged'), read(30, 'distance')]);
  });

  it.each(playable)('%s: DoubleTapDashGame taps by Space, Enter, click and tap on its play clock, as the bare model does', (variant) => {
    const read = (name: string) => output[`${variant}.dash.${name}`] ?? '';
    // Space then Enter 6 frames (100 ms of play) apart: a dash, then a phase.
    expect(read('judged').split(',').slice(0, 2)).toEqual(['dash', 'phase']);
    expect(read('judged')).toBe(read('modelJudged'));
    expect(read('judged').split(',').filter((kind) => kind === 'dash')).toHaveLength(3);
    expect([read('score'), read('distance'), read('now')]).toEqual([read('modelScore'), read('modelDistance'), read('modelNow')]);
    expect(Number(read('score'))).toBeGreaterThan(0);
    expect(Number(read('scoreEvents'))).toBeGreaterThan(0);
    expect(read('unityScoreEvents')).toBe(read('scoreEvents'));
    expect(read('lastScore')).toBe(read('score'));
    expect(read('gateViews')).toBe(read('gates'));
    // Nobody taps after frame 150: the run ends against a shut gate, and the next press starts anew.
    expect([read('over'), read('endedWith')]).toEqual(['True', read('score')]);
    expect(read('overAfterPress')).toBe('False');
    expect(Number(read('distanceAfterPress'))).toBeLessThan(1);
  });

  it.each(playable)('%s: BounceChainGame steers by Right, D and a held click, nudges by Space and Enter, as the bare model does; Enter after the fall starts the next run', (variant) => {
    const read = (name: string) => output[`${variant}.bounce.${name}`] ?? '';
    expect(read('steering')).toBe('1,1,-1,0');
    expect([read('score'), read('time'), read('x'), read('bounces')]).toEqual([read('modelScore'), read('modelTime'), read('modelX'), read('modelBounces')]);
    expect(Number(read('score'))).toBeGreaterThan(0);
    expect(Number(read('scoreEvents'))).toBeGreaterThan(0);
    expect(read('unityScoreEvents')).toBe(read('scoreEvents'));
    expect(read('lastScore')).toBe(read('score'));
    expect(read('platformViews')).toBe('5');
    expect([read('over'), read('endedWith')]).toEqual(['True', read('score')]);
    expect([read('overAfterTap'), read('scoreAfterTap')]).toEqual(['False', '0']);
    // Once a run has ended, Enter starts the next, as the README's Controls say (review 54, U-B8).
    expect(read('enterAfterEnd')).toBe('True False 0');
  });

  // Issue 37, the review of 2026-11-28: one behaviour in every Game, every input setup.
  const everyGame = playable.flatMap((variant) => games.map((game) => [variant, game] as const));

  it.each(everyGame)('%s: %s pauses on focus loss (Paused once, "Paused" drawn, a held charge dropped, steering let go), ignores every press while away, and resumes 3 s after focus is back', (variant, game) => {
    // paused:drawn:heldState:eventsWhilePaused:stateUnchanged:countdownDrawn:framesToResumed:eventsBeforeResumed
    const held = game === 'TimingWheelGame' ? 'Spinning' : game === 'BounceChainGame' ? '0' : '-';
    expect(output[`${variant}.focus.${game}`]).toBe(`1:True:${held}:0:True:True:180:0`);
  });

  // The review of 2026-11-29, third pass (N5, issue 44): with drawHud off the countdown had no voice; a host shows it.
  it.each(everyGame)('%s: %s tells a host the countdown after focus comes back: onCountdown 3, 2, 1 (each once, before Resumed), the C# event Countdown the same (review 4 N9) and ResumingIn 3, 2, 1, then 0', (variant, game) => {
    // steps:readings:the Countdown event's steps
    expect(output[`${variant}.countdown.focus.${game}`]).toBe('3,2,1:3,2,1,0:3,2,1');
  });

  // Issue 44, the review of 2026-11-29 (N1): the host's pause.
  // The review of 2026-11-29 afternoon (R3): nothing of the game's over the host's pause menu.
  it.each(everyGame)('%s: %s at Time.timeScale 0 (the host\'s pause): Paused once, nothing of its own drawn (no veil, text or Restart), no press acts (keys, click, tap, R, Restart), nothing moves; back above 0, Resumed at once and its HUD back', (variant, game) => {
    // paused:eventsWhilePaused:stateUnchanged:drawnWhilePaused:framesToResumed:hudBack
    expect(output[`${variant}.hostpause.${game}`]).toBe('1:0:True:False:1:True');
  });

  it.each(everyGame)('%s: %s with drawHud off draws nothing of its own, takes a press where Restart would be as a press on the board, and still restarts on R', (variant, game) => {
    // drawn:sameRunAfterClick:newRunAfterR
    expect(output[`${variant}.nohud.${game}`]).toBe('False:True:True');
  });

  // The review of 2026-11-29 (U3, issue 44): R, the arrows and A/D were hard-wired; a host that owns them rebinds or turns them off.
  it.each(everyGame)('%s: %s reads the keys the host set in its keys field: restart None, R does nothing; left and right on J and L, they steer and the arrows, A and D do not; its prompts name the bound press (E; Enter with press None; the mouse\'s words with both None)', (variant, game) => {
    // noRestartByR[:steering with Left, Right, A, D held each:with J held:with L held] (BounceChain steers)
    // [...]:prompts with press E:with press None (Enter, the second press):with both None (the mouse's words), each start/again/touch's start.
    // The review of 2026-11-29, third pass (N6, issue 45): the prompt said "Press Space" whatever the host bound.
    const bound = (key: string) => [prompts.start.keys, prompts.again.keys].map((words) => words.replace('Space', key)).concat(prompts.start.touch).join('/');
    const mouse = [prompts.start.keys, prompts.again.keys].map((words) => words.replace('Press Space or c', 'C')).concat(prompts.start.touch).join('/');
    expect(output[`${variant}.keys.${game}`]).toBe(`${game === 'BounceChainGame' ? 'True:0,0,0,0:-1:1' : 'True'}:${bound('E')}:${bound('Enter')}:${mouse}`);
  });

  // Review 4 N14 (issue 44): keys read the same physical key under the Input System as under the Input Manager. The
  // KeyCodes the Input System's keyboard has no key for (InputSystem 1.11.3 Devices/Keyboard.cs, Key; UnityCsReference
  // Runtime/Export/Input/KeyCode.cs): characters typed with Shift or a layout, Clear, Help, SysReq, Break, F13-F15.
  const noInputSystemKey = ['Clear', 'F13', 'F14', 'F15', 'Exclaim', 'DoubleQuote', 'Hash', 'Dollar', 'Percent', 'Ampersand', 'LeftParen', 'RightParen', 'Asterisk', 'Plus', 'Colon', 'Less', 'Greater', 'Question', 'At', 'Caret', 'Underscore', 'LeftCurlyBracket', 'Pipe', 'RightCurlyBracket', 'Tilde', 'Help', 'SysReq', 'Break'];
  it.each(playable)('%s: every keyboard KeyCode (8 to 319) bound in keys is read when its key is pressed (BackQuote, Numlock, Print, Menu, RightControl, Keypad and Alpha keys among them), but for the ones the Input System has no key for, which warn; a mouse or joystick button there warns too', (variant) => {
    const inputSystem = variant === 'input-system' || variant === 'both';
    const sorted = (list: string | undefined) => (list ?? 'missing').split(',').filter(Boolean).sort();
    expect(sorted(output[`${variant}.keyrange.unread`])).toEqual(inputSystem ? [...noInputSystemKey].sort() : []);
    expect(sorted(output[`${variant}.keyrange.warned`])).toEqual(inputSystem ? [...noInputSystemKey].sort() : []);
    expect(output[`${variant}.keyrange.silent`]).toBe('');
    // Mouse0-6 warned:JoystickButton0-19 and Joystick1-8Button0-19 warned
    expect(output[`${variant}.keyrange.mouse`]).toBe(inputSystem ? '7:180' : '0:0');
  });

  // Review 4 N10: prompts named a key by its enum name ("Press RightShift", "Press Mouse0"); two Games bound apart rebuilt one shared cache in turn.
  it.each(playable)('%s: a prompt names the bound key as people read it (Right Shift, Left Ctrl, Enter, /), from one table, and two presses bound apart each keep their prompts (made once); a press the backend cannot read is passed over', (variant) => {
    expect(output[`${variant}.keyrange.names`]).toBe('Right Shift|Left Ctrl|Enter|Enter|/|`|Left Mouse Button|Page Up|F12|Keypad 5|1|E|Num Lock|Joystick Button 3|Joystick 1 Button 3');
    expect(output[`${variant}.keyrange.prompts`]).toBe(`${prompts.start.keys.replace('Space', 'E')}|${prompts.start.keys.replace('Space', 'Right Shift')}|True`);
    // Review 59–61 (U-A1): a press typed with Shift (Exclaim), or Help, does nothing under the Input System, nor under the
    // Input Manager with Use Physical Keys on: the prompt names the second.
    expect(output[`${variant}.keyrange.unreadablePrompt`]).toBe(`${prompts.start.keys.replace('Space', 'Enter')}|${prompts.start.keys.replace('Space', 'E')}`);
  });

  // The review of 2026-11-29, third pass (R5): a finger the host held made the game deaf to every other finger.
  it.each(everyGame)('%s: %s: the player\'s finger on the game does what it does alone while a finger of the host\'s is held on the host\'s part of the screen or on its uGUI (pointers the host owns are swallowed each by its own id)', (variant, game) => {
    // actedAlone:sameWithHostSide:sameWithHostUi ("-" in a project without uGUI)
    expect(output[`${variant}.hostfinger.${game}`]).toBe(`True:True:${withUgui.includes(variant) ? 'True' : '-'}`);
  });

  it.each(everyGame)('%s: %s fires nothing on Restart() at score 0 and nothing on OnDisable (leaving Play mode, unloading the scene)', (variant, game) => {
    expect(output[`${variant}.lifecycle.${game}`]).toBe('restart[] disable[]');
  });

  it.each(playable)('%s: Restart() with a score fires ScoreChanged(0) once and never Ended (MemoryTiles, RhythmClacker, BounceChain)', (variant) => {
    for (const game of ['memory', 'rhythm', 'bounce']) expect(`${game} ${output[`${variant}.restart.${game}`]}`).toBe(`${game} True:0:ScoreChanged 0`);
  });

  it.each(playable)('%s: touch only: RhythmClacker calibrates and restarts by its HUD buttons (presses not taps), a tap after the run starts the next, two overlapping fingers are two taps', (variant) => {
    // strayTapsOfTwoFingers:calibrating:restartedWithNoStrayTap:judged:over:overAfterTap:ended
    expect(output[`${variant}.touch.rhythm`]).toBe('2:True:True:2:True:False:1');
  });

  it.each(playable)('%s: touch only: PhysicsDropper restarts by its button (no drop), BounceChain nudges by a tap let go within 0.25 s, DoubleTapDash counts a second finger', (variant) => {
    expect(output[`${variant}.touch.dropper`]).toBe('0:0');
    // steering by the held left half : nudged by the quick tap : a long press is no nudge
    expect(output[`${variant}.touch.bounce`]).toBe('-1:True:True');
    expect(output[`${variant}.touch.dash`]).toBe('dash,phase');
  });

  // The game contract's scenarios (lib/mechanics/<slug>/scenarios/expected.json), in every input setup.
  const replays = inputSetups.flatMap((setup) =>
    replayed.flatMap(({ mechanic, expected }) =>
      expected
        .filter((scenario) => (!inputless.includes(setup.name) || !hasInput(scenario)) && (setup.ugui || !onHostUi(scenario)))
        .map((scenario) => [setup.name, mechanic.slug, scenario.name, scenario.expect] as const),
    ),
  );

  it.each(replays)('%s: %s scenario %s replays the TypeScript game\'s events', (variant, slug, name, expect) => {
    const printed = output[`${variant}.scenario.${slug}.${name}`] ?? 'nothing printed';
    if (!printed.startsWith('[')) throw new Error(`unity ${slug} scenario "${name}" (${variant}): ${printed}`);
    const mismatch = compareScenario(name, expect, JSON.parse(printed) as ScenarioEvent[]);
    if (mismatch) throw new Error(`${describeMismatch('unity', slug, mismatch)} (${variant})`);
  });

  const penReplays = replayed.flatMap(({ mechanic, expected }) => expected.filter(penPlays).map((scenario) => [mechanic.slug, scenario.name, scenario.expect] as const));

  it.each(penReplays)('input-system: %s scenario %s replays the TypeScript game\'s events with a stylus for its finger (the Input System\'s Pen)', (slug, name, expect) => {
    const printed = output[`input-system.pen.${slug}.${name}`] ?? 'nothing printed';
    if (!printed.startsWith('[')) throw new Error(`unity ${slug} scenario "${name}" (stylus): ${printed}`);
    const mismatch = compareScenario(name, expect, JSON.parse(printed) as ScenarioEvent[]);
    if (mismatch) throw new Error(`${describeMismatch('unity', slug, mismatch)} (stylus)`);
  });

  // The host-UI scenarios again with the host's UI in UI Toolkit (a UIDocument's Button and TextField, no EventSystem).
  const toolkitReplays = inputSetups.flatMap((setup) =>
    setup.uitk ? replayed.flatMap(({ mechanic, expected }) => expected.filter(onHostUi).map((scenario) => [setup.name, mechanic.slug, scenario.name, scenario.expect] as const)) : [],
  );

  it.each(toolkitReplays)('%s: %s scenario %s replays the TypeScript game\'s events with the host\'s UI in UI Toolkit (UIDocument)', (variant, slug, name, expect) => {
    const printed = output[`${variant}.uitk.${slug}.${name}`] ?? 'nothing printed';
    if (!printed.startsWith('[')) throw new Error(`unity ${slug} scenario "${name}" (${variant}, UI Toolkit): ${printed}`);
    const mismatch = compareScenario(name, expect, JSON.parse(printed) as ScenarioEvent[]);
    if (mismatch) throw new Error(`${describeMismatch('unity', slug, mismatch)} (${variant}, UI Toolkit)`);
  });

  it.each(playable)('%s: RhythmClacker\'s calibration outlives a relaunch and a restart (PlayerPrefs), and the config asset keeps its own value', (variant) => {
    const read = (name: string) => output[`${variant}.rhythm.${name}`];
    expect([read('relaunchLatency'), read('relaunchModelLatency')]).toEqual([read('calibrated'), read('calibrated')]);
  });

  // Review 3 N3, issue 44: "an explicit option wins over anything stored, and storage can be named or turned off".
  it.each(playable)('%s: RhythmClacker: an edit of config.inputLatency after a kept calibration wins from the next frame; calibrationKey empty reads no calibration (the config\'s applies)', (variant) => {
    // editedInputLatency:editedModelLatency:noKeyInputLatency:noKeyConfigLatency:calibrationStillKept
    const [edited, model, noKey, noKeyConfig, kept] = (output[`${variant}.rhythm.latencyRule`] ?? '').split(':');
    expect([edited, model, noKey, kept]).toEqual(['200', '200', noKeyConfig, 'True']);
    expect(noKey).not.toBe(output[`${variant}.rhythm.calibrated`]);
  });
});
