/**
 * RhythmClacker's game contract (core/contract.ts): what a player does and what the game reports, the same in the
 * JavaScript, Unity and Godot kits, with the scenarios (./scenarios.ts) that prove each rule. The API pages
 * and the kits' READMEs read it (all-games/contract-text.ts). Plain data: safe for the site.
 */
import type { GameContract } from '../core/contract';
import { commonEvents, commonLifecycle, restartAction, secondFinger, tapTriggers } from '../core/contract-parts';

/** Where the calibrated latency is kept, per engine. */
export const latencyStore = {
  js: 'localStorage key `microloop:rhythm-clacker:latency` (the `storage` option names another, or `false` keeps it nowhere; a `latency` passed in `values` wins over it)',
  unity: 'PlayerPrefs keys `microloop:rhythm-clacker:latency` (the latency, ms) and `microloop:rhythm-clacker:latency:from` (the config\'s Input Latency it was measured at: the kept latency plays only with both keys, and while Input Latency is still that value), never written into the config asset',
  godot: '`user://microloop_rhythm_clacker.cfg` (ConfigFile, section `calibration`, key `input_latency`; `calibration_file` names another, or `""` for none; settings with an Input Latency other than 0 play their own from the game\'s start, until a calibration round sets the one it measured)',
} as const;

export const contract: GameContract = {
  slug: 'rhythm-clacker',
  actions: [
    {
      id: 'clack',
      meaning: 'Judges the nearest note as Perfect or Good; a tap with no note within the Good window is a stray Miss (the combo back to 0; the note stays open), and once every note is judged a tap judges nothing. A second finger landing while the first is down is its own tap.',
      triggers: [...tapTriggers, secondFinger],
    },
    {
      id: 'calibrate',
      meaning: 'Runs a calibration round: eight steady clicks to tap along with; the median offset becomes the Input Latency, kept on the device (with fewer than three usable taps the latency stays as it was).',
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
      engines: { js: 'onJudged', unity: 'Judged', godot: 'judged' },
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
      updateExtra: 'A BPM or Beat Map change (where the game plays a built-in map) starts the song over: no old clack still sounds, and score 0 fires when the score was not 0.',
      updateFires: ['score'],
      frameRate: 'The same seed and the same taps, each at the start of a frame, at 30, 60 and 144 frames a second give the same judgements of the notes played: a tap is judged on the song clock at the time it carries where the engine gives it one, else when the game takes it (up to a frame from when it was made: each kit’s README says how its engine does it). A note let pass is judged a Miss at the first frame past its Good window, its offset that frame’s.',
    }),
    {
      moment: 'calibrate',
      fires: ['calibrated'],
      rule: 'A calibration round sets the Input Latency (with fewer than three usable taps it keeps the one it had); it is kept per device and read at start, so it survives a restart of the game and a relaunch.',
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
