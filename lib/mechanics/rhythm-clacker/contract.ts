/**
 * RhythmClacker's game contract (core/contract.ts): what a player does and what the game reports, the
 * same in the JavaScript, Unity and Godot kits; what it keeps per device (the calibrated latency); and
 * the scenarios every engine replays (scenarios/expected.json, written by `node scripts/record-scenarios.mjs`).
 */
import type { GameContract, Scenario, ScenarioStep } from '../core/contract';
import { commonEvents, commonLifecycle, middle, restartAction, script, secondFinger, standardSet, tapTriggers } from '../core/contract-parts';
import { rhythmClackerParams } from './params';

/** Where the calibrated latency is kept, per engine. */
export const latencyStore = {
  js: 'localStorage key `microloop:rhythm-clacker:latency`',
  unity: 'PlayerPrefs key `microloop:rhythm-clacker:latency` (never written into the config asset)',
  godot: '`user://microloop_rhythm_clacker.cfg` (ConfigFile, section `calibration`, key `latency`)',
} as const;

export const contract: GameContract = {
  slug: 'rhythm-clacker',
  actions: [
    {
      id: 'clack',
      meaning: 'Judges the nearest note as Perfect, Good or Miss (a Miss when no note is within the Good window). A second finger landing while the first is down is its own tap.',
      triggers: [...tapTriggers, secondFinger],
    },
    {
      id: 'calibrate',
      meaning: 'Runs a calibration round: eight steady clicks to tap along with; the median offset becomes the Input Latency, kept on the device.',
      triggers: [
        { kind: 'key', key: 'c', engines: ['unity', 'godot'] },
        { kind: 'hud-button', label: 'Calibrate', pointer: 'mouse', engines: ['unity', 'godot'] },
        { kind: 'hud-button', label: 'Calibrate', pointer: 'touch', engines: ['unity', 'godot'] },
        // The JavaScript kit's index.html has the button beside the canvas.
        { kind: 'hud-button', label: 'Calibrate', pointer: 'mouse', engines: ['js'] },
        { kind: 'hud-button', label: 'Calibrate', pointer: 'touch', engines: ['js'] },
        { kind: 'api' },
      ],
      api: { js: 'calibrate()', unity: 'Calibrate()', godot: 'calibrate()' },
    },
    restartAction(),
  ],
  events: [
    ...commonEvents(),
    {
      name: 'judged',
      fields: ['grade'],
      meaning: 'A note was judged: each tapped note (Perfect or Good), each note that passed the hit line unplayed (Miss), and each stray tap (Miss).',
      engines: { js: 'onJudgement', unity: 'Judged', godot: 'judged' },
    },
    {
      name: 'calibrated',
      fields: ['latency'],
      meaning: 'A calibration round ended: the Input Latency in ms it set (unchanged with fewer than three usable taps).',
      engines: { js: 'calibrate()', unity: 'Calibrated', godot: 'calibrated' },
    },
  ],
  lifecycle: [
    ...commonLifecycle({
      update:
        'update takes any subset of the settings, each clamped and snapped to its range, a missing one kept; a BPM or beat-map change starts the song over: no old clack still sounds, and score 0 fires when the score was not 0.',
      updateFires: ['score'],
    }),
    {
      moment: 'calibrate',
      fires: ['calibrated'],
      rule: 'A calibration round sets the Input Latency; it is kept per device and read at start, so it survives a restart of the game and a relaunch.',
      provedBy: ['calibration-survives-restart'],
    },
    {
      moment: 'start',
      fires: [],
      rule: 'No note falls due before audio can sound: on the web the run waits for the first input (the gesture that lets sound start).',
      provedBy: ['no-note-before-audio'],
    },
  ],
  persists: [{ what: 'The calibrated Input Latency (ms)', where: latencyStore }],
};

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

