/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { snippets } from '@/content/snippets';
import { unityPortSlugs as portsOnDisk, unitySources } from '../../../scripts/unity-sources.mjs';
import { bounceChain, doubleTapDash, memoryTiles, physicsDropper, rhythmClacker, timingWheel } from '../index';
import type { Mechanic } from '../core/mechanic';
import { defaultValues } from '../core/params';
import { gradeStars, pairsOf, sideOf } from '../memory-tiles/model';
import { RhythmModel, steadyQuarters } from '../rhythm-clacker/model';
import { kitVersion } from '../releases';
import { exportNames } from './names';
import { runTool } from './mono-traces';
import { metaText, unityGuid, unityPackageFiles, unityPackageNames, unityPortSlugs } from './unity-package';

const fixtures = join(__dirname, '__fixtures__');
const license = 'The template license, word for word.\n';
const tuned = { gravity: 12.5, bounciness: 0.4, speed: 3, density: 80 };
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

describe('the Unity package layout', () => {
  it.each(kits.map((kit) => [kit.mechanic.name, kit] as const))('%s: package.json, asmdef, Runtime files, docs', (_name, { mechanic, values }) => {
    const files = build(mechanic, values);
    const names = unityPackageNames(mechanic);
    const root = names.packageName;
    const manifest = JSON.parse(files[`${root}/package.json`] ?? '{}') as Record<string, unknown>;
    expect(manifest).toMatchObject({ name: `com.microloop.${mechanic.slug}`, version: kitVersion(mechanic.slug), unity: '2022.3', unityRelease: '0f1', license: expect.any(String) });
    expect(manifest.displayName).toEqual(expect.stringContaining(mechanic.name));
    expect(manifest.description).toEqual(expect.any(String));
    expect(manifest.author).toEqual({ name: 'Microloop' });
    expect(JSON.parse(files[`${root}/Runtime/${names.assembly}.asmdef`] ?? '{}')).toMatchObject({ name: `Microloop.${exportNames(mechanic).unityFolder}` });
    for (const path of ['README.md', 'LICENSE.md', 'CHANGELOG.md', `Runtime/${names.model}.cs`, `Runtime/${names.game}.cs`, 'Runtime/Mulberry32.cs']) {
      expect(files[`${root}/${path}`]).toEqual(expect.any(String));
    }
    expect(files[`${root}/Runtime/${exportNames(mechanic).className}.cs`]).toContain('[Range(');
    expect(JSON.parse(files[`${root}/Runtime/Resources/${exportNames(mechanic).presetFile}`] ?? '{}')).toMatchObject({ schemaVersion: 1 });
    expect(files[`${root}/Runtime/${names.model}.cs`]).not.toMatch(/using UnityEngine/);
    expect(files[`${root}/README.md`]).toContain(`Add Component > Microloop > **${names.gameMenuName}**`);
  });

  it.each(kits.map((kit) => [kit.mechanic.name, kit] as const))('%s: a .meta beside every file and folder, GUIDs unique and the same in every download', (_name, { mechanic, values }) => {
    const files = build(mechanic, values);
    const paths = Object.keys(files);
    const assets = paths.filter((path) => !path.endsWith('.meta'));
    const folders = new Set(assets.flatMap((path) => path.split('/').slice(0, -1).map((_, depth) => path.split('/').slice(0, depth + 1).join('/'))));
    for (const asset of [...assets, ...folders]) expect(paths).toContain(`${asset}.meta`);
    expect(paths.filter((path) => path.endsWith('.meta'))).toHaveLength(assets.length + folders.size);
    const guids = paths.filter((path) => path.endsWith('.meta')).map((path) => /^guid: ([0-9a-f]{32})$/m.exec(files[path] ?? '')?.[1]);
    expect(guids.every(Boolean)).toBe(true);
    expect(new Set(guids).size).toBe(guids.length);
    expect(build(mechanic, { ...values })).toEqual(files);
    expect(files[`com.microloop.${mechanic.slug}/Runtime.meta`]).toContain('folderAsset: yes');
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
  Object.fromEntries(output.split('\n').flatMap((line) => (/^([\w.]+)=(.*)$/.exec(line.trim()) ? [[line.split('=')[0]!, line.slice(line.indexOf('=') + 1)]] : [])));

describe('every .cs of the kits compiles against the UnityEngine stub, and the Games play under mono', () => {
  const dir = mkdtempSync(join(tmpdir(), 'microloop-unity-'));
  const variants = { inputsystem: 'ENABLE_INPUT_SYSTEM', legacy: 'ENABLE_LEGACY_INPUT_MANAGER' } as const;
  let output: Record<string, string> = {};

  beforeAll(() => {
    const sources = new Map<string, string>();
    for (const { mechanic, values } of kits) {
      for (const [path, text] of Object.entries(build(mechanic, values))) {
        const file = join(dir, path);
        mkdirSync(dirname(file), { recursive: true });
        writeFileSync(file, text);
        if (path.endsWith('.json') && path.includes('/Resources/')) writeFileSync(join(dir, path.split('/').pop()!), text);
        // Every package carries the same internal Mulberry32; one assembly takes it once.
        if (path.endsWith('.cs') && !(path.endsWith('Mulberry32.cs') && sources.has('Mulberry32.cs'))) sources.set(path.endsWith('Mulberry32.cs') ? 'Mulberry32.cs' : path, file);
      }
    }
    // The Docs page's C# snippet, which drives PhysicsDropperGame, compiles with the kits (CS0649, an
    // Inspector-assigned [SerializeField], is only a warning in Unity too).
    const snippet = snippets.find((candidate) => candidate.id === 'unity-difficulty-swap');
    writeFileSync(join(dir, 'DifficultySwitcher.cs'), snippet?.code ?? '');
    sources.set('DifficultySwitcher.cs', join(dir, 'DifficultySwitcher.cs'));
    const stub = join(dir, 'UnityEngine.dll');
    run('mcs', ['-target:library', '-nologo', '-nowarn:649', `-out:${stub}`, join(fixtures, 'UnityEngine.stub.cs')]);
    // The kits compile apart from the stub: its internal test hooks are out of their reach.
    for (const [variant, define] of Object.entries(variants)) {
      run('mcs', ['-target:library', '-nologo', '-warnaserror+', '-nowarn:649', `-define:${define}`, `-r:${stub}`, `-out:${join(dir, `Kits.${variant}.dll`)}`, ...sources.values()]);
    }
    const harness = join(dir, 'GameHarness.exe');
    run('mcs', ['-target:exe', '-nologo', `-r:${stub}`, '-r:Microsoft.CSharp.dll', '-r:System.Core.dll', `-out:${harness}`, join(fixtures, 'GameHarness.cs')]);
    output = readings(run('mono', [harness, `resources=${dir}`, ...Object.keys(variants).map((variant) => `${variant}=${join(dir, `Kits.${variant}.dll`)}`)]));
  });

  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it.each(Object.keys(variants))('%s: PhysicsDropperGame plays its model: drops by Space, Enter, click and tap; events; restart', (variant) => {
    const read = (name: string) => Number(output[`${variant}.dropper.${name}`]);
    expect(read('score')).toBeGreaterThan(0);
    expect(read('score')).toBe(read('modelScore'));
    expect(read('scored')).toBe(read('modelScored'));
    expect(read('time')).toBe(read('modelTime'));
    // 80 density keeps 16 balls falling; the four drops come on top, each scored or still in play.
    expect(read('released')).toBeGreaterThanOrEqual(20);
    expect(read('scoreEvents')).toBe(read('scored'));
    expect(read('unityScoreEvents')).toBe(read('scored'));
    expect(read('lastScore')).toBe(read('score'));
    expect(read('ballViews')).toBe(read('ballsInPlay'));
    expect(read('endedWith')).toBe(read('score'));
    expect(read('scoreAfterRestart')).toBe(0);
  });

  it.each(Object.keys(variants))('%s: the Inspector sets the peg field (rows, spacing, jitter) and the payout curve with its multiplier', (variant) => {
    const read = (name: string) => Number(output[`${variant}.board.${name}`]);
    expect([read('rows'), read('width')]).toEqual([7, 8]);
    // The bins sit 0.6 below the last row: 1.2 + 6 × 0.7 + 0.6.
    expect(read('binTop')).toBeCloseTo(6, 9);
    expect(read('offGridPegs')).toBeGreaterThan(read('pegs') / 2);
    expect(read('pegViews')).toBe(read('pegs'));
    expect(read('scored')).toBeGreaterThan(0);
    expect(read('score') % 3).toBe(0);
    expect(read('score')).toBeLessThanOrEqual(3 * 8 * read('scored'));
  });

  it.each(Object.keys(variants))('%s: MemoryTilesGame plays a board by arrows and Space/Enter, the next by clicks', (variant) => {
    const read = (name: string) => output[`${variant}.memory.${name}`];
    const pairs = pairsOf(sideOf(defaultValues(memoryTiles.params).size));
    expect([read('stageAfterSpace'), read('stageAfterPeek')]).toEqual(['Peek', 'Play']);
    expect(read('movesAfterMiss')).toBe('1');
    expect([read('board1Stage'), read('board1Moves'), read('board1Score')]).toEqual(['Cleared', String(pairs + 1), String(100 * pairs)]);
    expect([read('round'), read('peek2')]).toEqual(['2', '2.5']);
    expect([read('board2Stage'), read('board2Moves'), read('score')]).toEqual(['Cleared', String(pairs), String(200 * pairs)]);
    expect([read('ended'), read('matched'), read('scoreEvents'), read('streak')]).toEqual(['2', String(2 * pairs), String(2 * pairs), '2']);
    expect(read('stars')).toBe(`${gradeStars(pairs + 1, pairs)},${gradeStars(pairs, pairs)}`);
  });

  it.each(Object.keys(variants))('%s: RhythmClackerGame judges Space, Enter, click and tap on its clock, clacks on dspTime, calibrates, runs without audio', (variant) => {
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
    expect(Number(read('scoreEvents'))).toBe(notes - skipped);
    expect([read('over'), read('ended')]).toEqual(['True', '1']);
    // One clack per note on the audio clock, a beat (60 / 100 BPM) apart, the first after the 2.5 s pre-roll less the
    // first frame (1/60 s), which the song clock counts before the audio clock takes over.
    expect([read('clacks'), read('clackSpacing'), read('firstClackAt')]).toEqual([String(notes), '0.6', String(Math.round((2.5 - 1 / 60) * 1e6) / 1e6)]);
    // Calibration: eight clicks scheduled, taps 40 to 57 ms late: the median, snapped to 5 ms, is the latency.
    expect([read('calibrating'), read('clicks')]).toEqual(['True', '8']);
    expect(read('calibrated')).toBe(read('latency'));
    expect(Number(read('latency')) % 5).toBe(0);
    expect(Number(read('latency'))).toBeGreaterThanOrEqual(40);
    expect(Number(read('latency'))).toBeLessThanOrEqual(55);
    expect(read('scoreAfterCalibration')).toBe('0');
    // With the audio clock stopped (a dummy driver), frames drive the song: the same run, no clack scheduled.
    const silent = (name: string) => output[`${variant}.silent.${name}`];
    expect([silent('perfects'), silent('misses'), silent('over'), silent('clacks')]).toEqual([String(notes - skipped), String(skipped), 'True', '0']);
  });

  it.each(Object.keys(variants))('%s: TimingWheelGame plays by held Space, Enter, mouse and finger: hits, a near, misses, events, a new run', (variant) => {
    const read = (name: string) => output[`${variant}.wheel.${name}`];
    // The Game adds nothing to the rules: a bare model given the same presses and releases ends the same.
    expect(read('score')).toBe(read('modelScore'));
    expect(read('angle')).toBe(read('modelAngle'));
    expect(read('results')).toBe(read('modelResults'));
    // Two hits by Space, a near by Enter, a miss by the mouse, a hit and a miss by a finger: the run ends.
    expect(read('results')).toBe('hit,hit,near,miss,hit,miss');
    expect(Number(read('score'))).toBeGreaterThan(0);
    expect([read('scoreEvents'), read('unityScoreEvents'), read('lastScore')]).toEqual(['3', '3', read('score')]);
    expect([read('ended'), read('endedWith'), read('phase'), read('landedEvents')]).toEqual(['1', read('score'), 'Over', '6']);
    expect([read('segmentViews'), read('litViews')]).toEqual(['12', '1']);
    expect([read('scoreAfterRestart'), read('phaseAfterRestart')]).toEqual(['0', 'Spinning']);
  });

  it.each(Object.keys(variants))('%s: DoubleTapDashGame taps by Space, Enter, click and tap on its play clock, as the bare model does', (variant) => {
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

  it.each(Object.keys(variants))('%s: BounceChainGame steers by Right, D and a held click, nudges by Space and Enter, as the bare model does', (variant) => {
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
  });
});
