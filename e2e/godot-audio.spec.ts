import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test, expect } from '@playwright/test';
import { ALONE_TAG } from './tags';
import { strFromU8, unzipSync } from 'fflate';
import { streamWritten, traceHeard, accountHeard } from './godot-audio';
import { mountKit, runGodot, soundOnsets, type GodotRun } from './godot-runtime';
import { godotSources } from '../scripts/godot-sources.mjs';
import { mechanicBySlug } from '../lib/mechanics';
import type { GodotSources } from '../lib/mechanics/exporters/godot-project';
import { buildStarterKit, zipKit } from '../lib/mechanics/exporters/kit';
import { defaultValues } from '../lib/mechanics/core/params';

/**
 * RhythmClacker's Godot kit heard (the reading of a capture is unit-tested in
 * lib/mechanics/all-games/godot-audio.test.ts): run with the web runtime's real audio driver in headless Chromium
 * (a fake output device, real time), every buffer Godot writes into its ScriptProcessorNode kept, and
 * everything that node sends to the AudioContext's destination recorded (e2e/godot-runtime.ts,
 * captureAudio). The kit, tuned to 200 BPM, plays a calibration round and then its eight-bar song
 * untouched, then a new run paused just before its first note (its volume lowered to 0.4 while paused) and
 * played on, then a tempo change mid-run (update({bpm: 150})) that starts the song over; then it frees the game and quits
 * once the AudioServer has let go of its stream (e2e/godot/audio_main.gd).
 *
 * What the game owns is the stream it writes: every click and every clack must be in it, the intervals
 * between their onsets those between their times within 1 ms, none left out. Godot's output is that
 * stream, except where the page's main thread stalled: Chromium then runs the audio callbacks it missed
 * back to back, no frame of the game runs between them to write more, and the mixer fills the gap with
 * silence (an underrun; on a busy machine a stall of 3.6 s once put 3.6 s between two clacks). The driver
 * reports each underrun from Godot's own counts, and the silence is cut before the stream is judged
 * (e2e/godot-audio.ts, streamWritten). The driver stalls the page once mid-song itself, for 1.5 s (more
 * than the 0.74 s the stream holds), when that silence falls inside a clack, so that path is taken on
 * every run, not only on a busy machine.
 * What reaches the destination is traced back to Godot's output quantum by quantum: where a busy main
 * thread made Chromium play silence, a buffer again or skip part of one is reported (the player hears
 * those as glitches of the browser, not of the game); nothing heard may be anything Godot did not write.
 *
 * Real time: it runs in the 'alone' project (playwright.config.ts), after every other test and with no other
 * browser on the machine. Beside a second Godot in Chromium (Jest's other worker) the page's main thread once
 * stalled 12 s, the mixer's silence came in pieces and one interval was 1.2 ms off.
 */
const root = join(__dirname, '..');

const license = { text: 'The template license.\n', documentTitle: 'Terms of Service', leads: [] };

function tunedKit(): Record<string, string> {
  const mechanic = mechanicBySlug('rhythm-clacker');
  if (!mechanic) throw new Error('No RhythmClacker');
  const values = { ...defaultValues(mechanic.params), bpm: 200, noteSpeed: 3 };
  const sources = godotSources('rhythm-clacker', join(root, 'lib/mechanics')) as GodotSources;
  const zip = zipKit(buildStarterKit(mechanic, values, { gameScript: '', engine: 'godot', godotProject: sources }, license));
  const entries = Object.entries(unzipSync(zip)).filter(([path]) => path.startsWith('godot/'));
  return Object.fromEntries(entries.map(([path, bytes]) => [path.slice('godot/'.length), strFromU8(bytes)]));
}

/** Each consecutive pair's interval error in ms: onsets (sample indices at `rate`) against the times they belong to. */
function intervalErrors(onsets: readonly number[], times: readonly number[], rate: number): number[] {
  return onsets.slice(1).map((onset, index) => ((onset - (onsets[index] ?? 0)) / rate - ((times[index + 1] ?? 0) - (times[index] ?? 0))) * 1000);
}

// One Godot run, read by every test: all in one worker, in order.
test.describe.configure({ mode: 'serial' });

test.describe('RhythmClacker in Godot 4.6 with real audio output', { tag: ALONE_TAG }, () => {
  let run: GodotRun;

  test.beforeAll(async () => {
    test.setTimeout(90_000);
    const files: Record<string, string> = { 'audio_main.gd': readFileSync(join(root, 'e2e/godot/audio_main.gd'), 'utf8') };
    mountKit(files, 'rhythm-clacker', tunedKit());
    run = await runGodot(files, 'audio_main.gd', 70_000, { captureAudio: true });
  });

  /** The stream the game wrote: Godot's output without the silence the mixer put in where it ran dry. */
  const stream = () => {
    if (!run.audio) throw new Error('No audio captured');
    return streamWritten(run.audio).stream;
  };

  const printed = (label: string): number[] => JSON.parse(run.out.find((line) => line.startsWith(`${label} `))?.slice(label.length + 1) ?? '[]') as number[];
  const count = (label: string): number => Number(run.out.find((line) => line.startsWith(`${label} `))?.slice(label.length + 1) ?? Number.NaN);

  /** The onsets of the written stream, in its parts: the round's clicks, the song, the run after the pause, the run after the tempo change. */
  function parts() {
    const rate = run.audio?.rate ?? 0;
    const written = stream();
    const onsets = soundOnsets(written, rate);
    const song = 8 + printed('NOTES').length;
    const resumedHeard = count('RESUMED_HEARD');
    // The run after the pause: the notes the mixer took before the tempo changed (RESUMED_WHOLE of them whole).
    const afterPause = onsets.slice(song, song + resumedHeard);
    return { rate, written, clicks: onsets.slice(0, 8), song: onsets.slice(8, song), afterPause, wholeAfterPause: afterPause.slice(0, count('RESUMED_WHOLE')), afterTempo: onsets.slice(song + resumedHeard), resumedHeard };
  }

  /** The loudest sample of the sound that starts at each onset (within its 70 ms). */
  const peaksAt = (written: Float32Array, rate: number, onsets: readonly number[]) =>
    onsets.map((onset) => written.subarray(onset, onset + Math.round(rate * 0.07)).reduce((peak, sample) => Math.max(peak, Math.abs(sample)), 0));

  test('runs with no script error and quits with 0, once the AudioServer has let go of the freed game\'s stream (nothing leaked at exit)', () => {
    expect({ err: run.err, exitCode: run.exitCode, retired: run.out.some((line) => /^RETIRED \d+$/.test(line)) }).toEqual({ err: [], exitCode: 0, retired: true });
  });

  test("the driver's stall mid-song ran the mixer dry inside a clack, and the silence was found where it was reported", () => {
    if (!run.audio) throw new Error('No audio captured');
    const { rate, underruns, written } = run.audio;
    // The first underrun reported after the stall is the stall's (the capture keeps them in the order printed).
    const stalledAt = run.out.findIndex((line) => line.startsWith('STALL '));
    expect(stalledAt).toBeGreaterThan(-1);
    const stall = underruns[run.out.slice(0, stalledAt).filter((line) => line.startsWith('UNDERRUN ')).length];
    expect((stall?.frames ?? 0) / rate).toBeGreaterThan(0.25);
    // Sound on both sides of the mixer's silence: it cut a clack in two, which streamWritten joins again.
    const { from = 0, to = 0 } = streamWritten(run.audio).placed.find(({ reported }) => reported === stall?.frames) ?? {};
    expect([written[from - 1], written[to]].map((sample) => sample !== 0)).toEqual([true, true]);
  });

  test('writes every calibration click and every clack of the song, on the beat within 1 ms, and after a pause nothing until play resumes on the beat', () => {
    const clicks = printed('CLICKS');
    const notes = printed('NOTES');
    expect(clicks).toHaveLength(8);
    expect(notes.length).toBeGreaterThanOrEqual(32);
    const rate = run.audio?.rate ?? 0;
    expect(rate).toBeGreaterThan(0);
    const written = stream();
    const onsets = soundOnsets(written, rate);
    // The run paused and played on: its first two notes, and those the mixer took before the tempo changed.
    const { afterPause } = parts();
    const resumed = printed('RESUMED').slice(0, afterPause.length);
    expect(afterPause.length).toBeGreaterThanOrEqual(2);
    expect(resumed).toHaveLength(afterPause.length);
    const errors = [...intervalErrors(onsets.slice(0, 8), clicks, rate), ...intervalErrors(onsets.slice(8, 8 + notes.length), notes, rate), ...intervalErrors(afterPause, resumed, rate)];
    console.log(
      `Godot wrote ${(written.length / rate).toFixed(1)} s at ${rate} Hz: ${onsets.length} onsets for ${clicks.length} clicks + ${notes.length} notes + ${resumed.length} after a pause, ` +
        `${run.out.find((line) => line.startsWith('SKIPS ')) ?? 'no SKIPS line'}; worst interval error ${Math.max(0, ...errors.map(Math.abs)).toFixed(3)} ms; ` +
        `the mixer's silence cut at underruns: ${streamWritten(run.audio ?? { written, underruns: [] }).placed.map(({ from, to }) => `${(((to - from) / rate) * 1000).toFixed(1)} ms`).join(', ')}`,
    );
    expect(onsets.slice(0, 8 + notes.length)).toHaveLength(clicks.length + notes.length);
    expect(errors.filter((error) => Math.abs(error) > 1)).toEqual([]);
  });

  test("the host's menu opened and closed ten times, and the game moved out of the tree and back, while the game is paused: its stream stays held and the mixer takes none of it; the editor's un-suspend, twice: held again in the same call, the mixer fading out at most the one buffer it had begun each time", () => {
    const line = run.out.find((entry) => entry.startsWith('HOST_MENU_HELD '));
    const seen = JSON.parse(line?.slice('HOST_MENU_HELD '.length) ?? '{}') as { held: boolean[]; mixed: number; unsuspended_held: boolean[]; unsuspended_mixed: number };
    expect({ held: seen.held, mixed: seen.mixed, unsuspendedHeld: seen.unsuspended_held }).toEqual({ held: Array.from({ length: 11 }, () => true), mixed: 0, unsuspendedHeld: [true, true] });
    // A mix buffer is 512 frames (Godot's web audio driver); the song played on to the next frame let out 2,048 (review 34, R34-1).
    expect(seen.unsuspended_mixed).toBeLessThanOrEqual(2 * 512);
  });

  test('a tempo change while the game holds (the player away) starts the new stream held: the mixer takes none of it', () => {
    const line = run.out.find((entry) => entry.startsWith('RESTART_HELD '));
    expect(JSON.parse(line?.slice('RESTART_HELD '.length) ?? '{}')).toEqual({ held: true, mixed: 0 });
  });

  test('a tempo change mid-run starts the song over on a new stream: no clack of the old tempo is heard after it, and the new one is on the beat', () => {
    const { rate, afterTempo } = parts();
    const times = printed('REBPM');
    const heard = count('REBPM_HEARD');
    expect(heard).toBeGreaterThanOrEqual(2);
    expect(afterTempo).toHaveLength(heard);
    expect(intervalErrors(afterTempo, times.slice(0, heard), rate).filter((error) => Math.abs(error) > 1)).toEqual([]);
  });

  test('applies the volume once (0.8 sounds at 0.8 of full scale), and a change while paused to the clacks already written', () => {
    const { rate, written, clicks, song, wholeAfterPause, afterTempo } = parts();
    const [downbeat = 0, , click = 0] = printed('PEAKS');
    expect(count('VOLUME')).toBeCloseTo(0.8, 5);
    const ratios = (onsets: readonly number[], full: number) => peaksAt(written, rate, onsets).map((peak) => Math.round((peak / full) * 1000) / 1000);
    const off = (values: number[], volume: number) => values.filter((ratio) => Math.abs(ratio - volume) > 0.02);
    console.log(`Peaks over full scale: clicks ${ratios(clicks, click).join(' ')}; song ${ratios(song, downbeat).slice(0, 4).join(' ')}…; after the pause ${ratios([...wholeAfterPause, ...afterTempo], downbeat).join(' ')}`);
    expect(off(ratios(clicks, click), 0.8)).toEqual([]);
    expect(off(ratios(song, downbeat), 0.8)).toEqual([]);
    expect(off(ratios([...wholeAfterPause, ...afterTempo], downbeat), 0.4)).toEqual([]);
  });

  test("plays at the destination only what Godot wrote (Chromium's slips reported)", () => {
    const audio = run.audio;
    if (!audio) throw new Error('No audio captured');
    const account = accountHeard(traceHeard(audio));
    const onsets = soundOnsets(audio.written, audio.rate);
    const unheard = onsets.filter((onset) => account.heardAt(onset) === null);
    console.log(
      `Destination: ${(audio.samples.length / audio.rate).toFixed(1)} s in buffers of ${audio.bufferSize}; Chromium's slips: ${account.silences} quanta of silence, ` +
        `${account.replays} played again, ${account.drops} skipped; ${onsets.length - unheard.length} of ${onsets.length} sounds heard`,
    );
    expect(account.foreign).toBe(0);
    expect(onsets.length - unheard.length).toBeGreaterThan(0);
  });
});
