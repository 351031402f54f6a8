/** @jest-environment node */
import { accountHeard, READ_AHEAD_FRAMES, streamWritten, traceHeard, UNDERRUN_SLACK_FRAMES } from '@/e2e/godot-audio';
import { audioPilot, soundOnsets } from '@/e2e/godot-runtime';

/**
 * Reading a capture of Godot's audio (e2e/godot-audio.ts): the onsets of its sounds, the mixer's silence
 * cut where it ran dry, and what the destination heard traced back to what Godot wrote. The capture itself,
 * RhythmClacker's Godot kit with real audio output, is e2e/godot-audio.spec.ts: real time, it runs alone.
 */
describe('onsets, and tracing what was heard back to what Godot wrote', () => {
  const rate = 48_000;

  it('finds each sound after a quiet gap, and only its start', () => {
    const samples = new Float32Array(rate);
    for (const at of [1000, 9000, 30_000]) for (let i = 0; i < 2000; i++) samples[at + i] = 0.5 * Math.sin((i + 1) / 3);
    expect(soundOnsets(samples, rate)).toEqual([1000, 9000, 30_000]);
  });

  // Godot's stream: 8 buffers of 512, a blip of its own in each quantum, each buffer with its pilot level.
  const bufferSize = 512;
  const written = Float32Array.from({ length: 8 * bufferSize }, (_, i) => (i % 128 < 8 ? Math.sin(i) / 2 : 0));
  const levels = Array.from({ length: 8 }, (_, buffer) => audioPilot * (1 + buffer));
  const heard = (frame: number) => Math.fround((written[frame] ?? 0) + (levels[Math.floor(frame / bufferSize)] ?? 0));
  /** A destination recording: quanta of 128 written frames from each start given, or of silence (null). */
  const record = (starts: readonly (number | null)[]) => Float32Array.from(starts.flatMap((start) => Array.from({ length: 128 }, (_, i) => (start === null ? 0 : heard(start + i)))));

  it('traces a clean recording to the written frames in order', () => {
    const quanta = traceHeard({ samples: record([null, 0, 128, 256, 384, 512]), written, levels, bufferSize });
    expect(quanta).toEqual([{ kind: 'silence' }, ...[0, 128, 256, 384, 512].map((frame) => ({ kind: 'written', frame }))]);
    const account = accountHeard(quanta);
    expect(account).toMatchObject({ silences: 0, replays: 0, drops: 0, foreign: 0 });
    expect(account.heardAt(130)).toBe(128 + 130);
  });

  it("cuts the mixer's silence of each underrun out of Godot's output, and refuses a report where there is no such silence", () => {
    // Sound, an underrun of 300 frames reported at frame 1000 (its zeros read ahead of the output), sound again.
    const output = Float32Array.from({ length: 2000 }, (_, i) => (i >= 1000 - 300 + READ_AHEAD_FRAMES && i < 1000 + READ_AHEAD_FRAMES ? 0 : 0.5));
    const { stream, placed } = streamWritten({ written: output, underruns: [{ at: 1000, frames: 300 }] });
    expect(placed).toEqual([{ from: 1000 - 300 + READ_AHEAD_FRAMES, to: 1000 + READ_AHEAD_FRAMES, reported: 300 }]);
    expect(stream).toEqual(new Float32Array(1700).fill(0.5));
    expect(streamWritten({ written: output, underruns: [] }).stream).toEqual(output);
    // Godot's count may run a frame or two past the silence; no more.
    expect(streamWritten({ written: output, underruns: [{ at: 1000, frames: 300 + UNDERRUN_SLACK_FRAMES }] }).stream).toHaveLength(1700);
    expect(() => streamWritten({ written: output, underruns: [{ at: 1000, frames: 300 + UNDERRUN_SLACK_FRAMES + 1 }] })).toThrow(/300 frames of silence/);
    expect(() => streamWritten({ written: output, underruns: [{ at: 1400, frames: 300 }] })).toThrow(/0 frames of silence/);
    expect(() => streamWritten({ written: output, underruns: [{ at: 1000, frames: 300 }, { at: 900, frames: 150 }] })).toThrow(/same frames/);
  });

  it("counts Chromium's silence, a quantum played again, one skipped and samples from nowhere", () => {
    const samples = record([0, 128, null, 256, 128, 384, 768, 896]);
    samples[7 * 128 + 5] = 0.25;
    const account = accountHeard(traceHeard({ samples, written, levels, bufferSize }));
    expect(account).toMatchObject({ silences: 1, replays: 1, drops: 2, foreign: 1 });
    expect(account.heardAt(512)).toBeNull();
    expect(account.heardAt(384)).toBe(5 * 128);
  });
});
