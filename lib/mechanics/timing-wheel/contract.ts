/**
 * TimingWheel's game contract (core/contract.ts): what a player does and what the game reports, the
 * same in the JavaScript, Unity and Godot kits; and the scenarios every engine replays
 * (scenarios/expected.json, written by `node scripts/record-scenarios.mjs`).
 */
import type { GameContract, Scenario } from '../core/contract';
import { commonEvents, commonLifecycle, middle, restartAction, script, standardSet } from '../core/contract-parts';
import { timingWheelParams } from './params';

export const contract: GameContract = {
  slug: 'timing-wheel',
  actions: [
    {
      id: 'charge',
      meaning: 'Hold to charge the brake; let go to brake: a full charge stops the wheel in Brake Time, a quick tap coasts four times as long.',
      triggers: [
        { kind: 'key', key: ' ', hold: true },
        { kind: 'key', key: 'Enter', hold: true },
        { kind: 'hold', pointer: 'mouse' },
        { kind: 'hold', pointer: 'touch' },
      ],
    },
    restartAction(),
  ],
  events: [
    ...commonEvents(),
    {
      name: 'landed',
      fields: ['result'],
      meaning: 'The wheel came to rest: hit (on the lit target), near (a segment beside it) or miss. A near miss costs a life like a miss; the third lost life ends the run.',
      engines: { js: 'onLand', unity: 'Landed', godot: 'landed' },
    },
  ],
  lifecycle: commonLifecycle(),
  persists: [],
};

/** With seed 7 a charge from frame 50 and one from 240 both hit. */
const seed = 7;
/** A charge: held this many frames. */
const hold = 30;

export const scenarios: Scenario[] = [
  ...standardSet({
    seed,
    hold,
    play: [50, 240],
    playFrames: 360,
    ranges: timingWheelParams.map((param) => [param.key, param.min, param.max] as const),
    partials: [{ speed: 1.2 }, { segments: 99, brakeTime: 0 }],
    reachEnd: { presses: [50, 240, 400, 560, 720, 880], frames: 1000 },
    timed: { presses: [50 / 60], seconds: 3, hold: 0.5 },
  }),
  {
    name: 'charge-dropped-on-focus-loss',
    proves: 'A charge held when focus is lost is dropped, not released as a stop: no landing while away, none after.',
    seed,
    fps: 60,
    frames: 360,
    script: script(
      { frame: 0, do: 'start' },
      { frame: 20, do: 'touch-down', finger: 0, at: middle },
      { frame: 50, do: 'focus-out' },
      { frame: 60, do: 'touch-up', finger: 0, at: middle },
      { frame: 70, do: 'focus-in' },
      { frame: 300, do: 'touch-down', finger: 0, at: middle },
      { frame: 330, do: 'touch-up', finger: 0, at: middle },
    ),
  },
];
