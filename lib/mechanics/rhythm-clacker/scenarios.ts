/**
 * RhythmClacker's contract scenarios: scripted sessions every engine replays. scripts/record-scenarios.mjs plays
 * them on the TypeScript game and writes ./scenarios/expected.json with the events each fired.
 */
import type { Scenario, ScenarioStep } from '../core/contract';
import { middle, script, standardSet } from '../core/scenario-parts';
import { rhythmClackerParams } from './params';

const seed = 9;
/** The quickest song: 200 BPM, notes scrolling in 2/3 s (note n at frame 70 + 18n from the start at 60 fps). */
const settings = { bpm: 200, noteSpeed: 3 };
const note = (n: number) => 70 + 18 * n;
/** A tap on each of the first notes, and one stray tap between notes. */
const play = [note(0), note(1), note(2), note(3) + 9, note(4), note(5)];

/** Calibration round: clicks every 2/3 s from 1 s after it starts; taps 2 frames (33 ms) late. */
function calibrationTaps(from: number): ScenarioStep[] {
  return Array.from({ length: 8 }, (_, click) => {
    const frame = from + 60 + 40 * click + 2;
    return [
      { frame, do: 'touch-down', finger: 0, at: middle },
      { frame: frame + 2, do: 'touch-up', finger: 0, at: middle },
    ] as ScenarioStep[];
  }).flat();
}

export const scenarios: Scenario[] = [
  ...standardSet({
    seed,
    settings,
    play,
    playFrames: 200,
    ranges: rhythmClackerParams.map((param) => [param.key, param.min, param.max] as const),
    partials: [{ perfectWindow: 80 }, { latency: 999, goodWindow: 0 }, { bpm: 150 }],
    reachEnd: { presses: [note(0), note(1), note(2)], frames: 700 },
    timed: { presses: [70 / 60, 88 / 60, 106 / 60, 133 / 60, 142 / 60], seconds: 3 },
  }),
  {
    name: 'two-fingers-overlapping',
    proves: 'A second finger landing while the first is down is its own tap: two notes, two judgements.',
    seed,
    settings,
    fps: 60,
    frames: 140,
    script: script(
      { frame: 0, do: 'start' },
      { frame: note(0), do: 'touch-down', finger: 0, at: middle },
      { frame: note(1), do: 'touch-down', finger: 1, at: { x: 0.7, y: 0.6 } },
      { frame: note(1) + 3, do: 'touch-up', finger: 0, at: middle },
      { frame: note(1) + 4, do: 'touch-up', finger: 1, at: { x: 0.7, y: 0.6 } },
    ),
  },
  {
    name: 'no-note-before-audio',
    proves: 'No note is judged before the first can sound: nothing in the count-in, then the unplayed notes are Misses in order.',
    seed,
    settings,
    fps: 60,
    frames: 160,
    script: script({ frame: 0, do: 'start' }, { frame: 60, do: 'probe', read: 'judged' }),
  },
  {
    name: 'calibration-survives-restart',
    proves: 'Calibrating by taps 33 ms late sets the latency (calibrated), and it survives a restart and a relaunch (recreate).',
    seed,
    settings,
    fps: 60,
    frames: 480,
    script: script(
      { frame: 10, do: 'calibrate' },
      calibrationTaps(10),
      { frame: 400, do: 'start' },
      { frame: 410, do: 'probe', read: 'latency' },
      { frame: 420, do: 'restart' },
      { frame: 430, do: 'probe', read: 'latency' },
      { frame: 440, do: 'recreate' },
      { frame: 440, do: 'start' },
      { frame: 450, do: 'probe', read: 'latency' },
    ),
  },
  {
    name: 'calibrate-by-touch',
    proves: 'The HUD’s Calibrate button, pressed by a finger, runs the round (Unity, Godot; the JavaScript page has its own button and calibrate()).',
    seed,
    settings,
    fps: 60,
    frames: 400,
    engines: ['unity', 'godot'],
    script: script({ frame: 10, do: 'press-on', pointer: 'touch', target: 'hud:Calibrate' }, calibrationTaps(10)),
  },
  {
    name: 'restart-by-touch',
    proves: 'The HUD’s Restart button, pressed by a finger mid-run, starts the run over: score 0, no ended (Unity, Godot).',
    seed,
    settings,
    fps: 60,
    frames: 200,
    engines: ['unity', 'godot'],
    script: script(
      { frame: 0, do: 'start' },
      { frame: note(0), do: 'touch-down', finger: 0, at: middle },
      { frame: note(0) + 2, do: 'touch-up', finger: 0, at: middle },
      { frame: 100, do: 'press-on', pointer: 'touch', target: 'hud:Restart' },
    ),
  },
];

