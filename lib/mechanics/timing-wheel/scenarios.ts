/**
 * TimingWheel's contract scenarios: scripted sessions every engine replays. scripts/record-scenarios.mjs plays
 * them on the TypeScript game and writes ./scenarios/expected.json with the events each fired.
 */
import type { Scenario } from '../core/contract';
import { middle, script, standardSet } from '../core/scenario-parts';
import { timingWheelParams } from './params';

/** With seed 7 a charge from frame 50 hits (and one from 240 hits again: the run to the end uses both). */
const seed = 7;
/** A charge: held this many frames. */
const hold = 30;

export const scenarios: Scenario[] = [
  ...standardSet({
    seed,
    hold,
    play: [50],
    playFrames: 170,
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
