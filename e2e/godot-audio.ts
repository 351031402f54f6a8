/**
 * Reading a Godot audio capture (e2e/godot-runtime.ts, `captureAudio`): which of the frames Godot wrote
 * reached the AudioContext's destination, and where Chromium played something else instead.
 *
 * Godot's single-threaded web build mixes in a ScriptProcessorNode's onaudioprocess; Chromium plays
 * those buffers on its audio thread in render quanta of 128 frames. On a busy machine the main thread
 * misses a buffer now and then, and Chromium plays a quantum of silence, or part of a buffer again, or
 * skips part of one. The capture adds a pilot to each buffer Godot wrote (a level of its own, 1 to 31
 * times `audioPilot`), so every quantum heard can be traced back, sample for sample, to the frames of
 * Godot's stream it carries.
 */
import type { GodotAudio } from './godot-runtime';

const quantum = 128;

/** Where each quantum of the destination recording came from. */
export type HeardQuantum =
  /** Godot's frames from `frame` on (its index in the written stream). */
  | { readonly kind: 'written'; readonly frame: number }
  /** Exact zeros: Chromium's silence, not Godot's (whose silence carries the pilot). */
  | { readonly kind: 'silence' }
  /** Samples that match no quantum Godot wrote. */
  | { readonly kind: 'foreign' };

/** Traces each 128-frame quantum of `audio.samples` back to the written frames it carries. */
export function traceHeard(audio: Pick<GodotAudio, 'samples' | 'written' | 'levels' | 'bufferSize'>): HeardQuantum[] {
  const { samples, written, levels, bufferSize } = audio;
  const heardAt = (frame: number, i: number) => Math.fround((written[frame + i] ?? 0) + (levels[Math.floor((frame + i) / bufferSize)] ?? 0));
  const matches = (at: number, frame: number) => {
    if (frame < 0 || frame + quantum > written.length) return false;
    for (let i = 0; i < quantum; i++) if (samples[at + i] !== heardAt(frame, i)) return false;
    return true;
  };
  const quanta: HeardQuantum[] = [];
  let next = 0;
  for (let at = 0; at + quantum <= samples.length; at += quantum) {
    if (samples.subarray(at, at + quantum).every((sample) => sample === 0)) {
      quanta.push({ kind: 'silence' });
      continue;
    }
    // Most often the quantum after the last one heard; else the matching quantum nearest to it.
    let found = matches(at, next) ? next : -1;
    for (let distance = quantum; found < 0 && (next - distance >= 0 || next + distance < written.length); distance += quantum) {
      if (matches(at, next + distance)) found = next + distance;
      else if (matches(at, next - distance)) found = next - distance;
    }
    if (found < 0) {
      quanta.push({ kind: 'foreign' });
      continue;
    }
    quanta.push({ kind: 'written', frame: found });
    next = found + quantum;
  }
  return quanta;
}

/** What the destination heard of Godot's stream. */
export type HeardAccount = {
  /** Quanta of Chromium's silence after the first one of Godot's. */
  readonly silences: number;
  /** Quanta of Godot's heard again after a later one. */
  readonly replays: number;
  /** Quanta of Godot's, between the first and the last heard, that were never played. */
  readonly drops: number;
  /** Quanta that match nothing Godot wrote. */
  readonly foreign: number;
  /** For a written frame: the destination sample it was first heard at, or null if it never was. */
  readonly heardAt: (frame: number) => number | null;
};

export function accountHeard(quanta: readonly HeardQuantum[]): HeardAccount {
  const firstAt = new Map<number, number>();
  let silences = 0;
  let replays = 0;
  let foreign = 0;
  let started = false;
  let furthest = -quantum;
  quanta.forEach((heard, index) => {
    if (heard.kind === 'silence') silences += started ? 1 : 0;
    if (heard.kind === 'foreign') foreign++;
    if (heard.kind !== 'written') return;
    started = true;
    if (firstAt.has(heard.frame) || heard.frame <= furthest) replays++;
    if (!firstAt.has(heard.frame)) firstAt.set(heard.frame, index * quantum);
    furthest = Math.max(furthest, heard.frame);
  });
  const frames = [...firstAt.keys()];
  const first = Math.min(...frames);
  let drops = 0;
  for (let frame = first; frame < furthest; frame += quantum) if (!firstAt.has(frame)) drops++;
  // Trailing silence after Godot's last quantum is the recording's end, not a slip.
  let trailing = 0;
  for (let index = quanta.length - 1; index >= 0 && quanta[index]?.kind === 'silence'; index--) trailing++;
  return {
    silences: silences - trailing,
    replays,
    drops,
    foreign,
    heardAt: (frame) => {
      const start = frame - (((frame - first) % quantum) + quantum) % quantum;
      const at = firstAt.get(start);
      return at === undefined ? null : at + frame - start;
    },
  };
}

/**
 * Frames a stream's playback has read but not yet put out when a mix step (512 frames) ends:
 * AudioStreamPlaybackResampled reads its stream 128 frames at a time (INTERNAL_BUFFER_LEN) before it
 * needs them and, at the stream's own rate, puts each frame out 2 frames after it reads it (the cubic
 * interpolation's history), servers/audio/audio_stream.cpp; the AudioServer then holds the last 64 frames
 * of each step back for the next (LOOKAHEAD_BUFFER_SIZE, _mix_step in servers/audio_server.cpp).
 * e2e/godot/audio_main.gd's READ_AHEAD is the same figure.
 */
export const READ_AHEAD_FRAMES = 128 + 2 + 64;

/**
 * How many frames a report may exceed the silence found for it: Godot's counts can run a frame or two
 * ahead (after a stall of 19 mix callbacks, 19 × 2048 + 2 frames reported where 19 × 2048 + 1 are
 * silent; now and then a lone report of 1 frame in the middle of a clack). A frame is 0.02 ms, far under
 * the 1 ms the stream is judged to.
 */
export const UNDERRUN_SLACK_FRAMES = 2;

/** Where streamWritten found each underrun's silence in Godot's output: frames [from, to). */
export type PlacedUnderrun = { readonly from: number; readonly to: number; readonly reported: number };

/**
 * What the game wrote into its stream, read from Godot's output: `written` with the silence the mixer put
 * in at each reported underrun (GodotAudio.underruns) cut out. An underrun reported at output frame `at`
 * is the last frames the playback read, READ_AHEAD_FRAMES of them not yet put out: its zeros end at
 * at + READ_AHEAD_FRAMES. Throws when fewer zeros end there than reported (beyond UNDERRUN_SLACK_FRAMES):
 * a report that does not match the output is the test's error, not the game's. Returns the stream and
 * where each underrun was found.
 */
export function streamWritten(audio: Pick<GodotAudio, 'written' | 'underruns'>): { stream: Float32Array; placed: PlacedUnderrun[] } {
  const { written, underruns } = audio;
  const placed = underruns
    .map(({ at, frames }) => {
      const to = at + READ_AHEAD_FRAMES;
      let from = to;
      while (from > to - frames && from > 0 && written[from - 1] === 0) from -= 1;
      if (to > written.length || frames - (to - from) > UNDERRUN_SLACK_FRAMES) {
        throw new Error(`${to - from} frames of silence in Godot's output end at frame ${to}, where an underrun of ${frames} frames was reported`);
      }
      return { from, to, reported: frames };
    })
    .sort((a, b) => a.from - b.from);
  placed.forEach(({ from, to }, index) => {
    if (from < (placed[index - 1]?.to ?? 0)) throw new Error(`Underruns reported over the same frames of Godot's output (${from}–${to})`);
  });
  const stream = new Float32Array(written.length - placed.reduce((sum, { from, to }) => sum + to - from, 0));
  let read = 0;
  let at = 0;
  for (const { from, to } of placed) {
    stream.set(written.subarray(read, from), at);
    at += from - read;
    read = to;
  }
  stream.set(written.subarray(read), at);
  return { stream, placed };
}
