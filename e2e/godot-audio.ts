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
