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
    // The 1.1.0 changelog's "Lifting a second finger no longer ends a hold". With seed 6 the first finger's charge
    // from frame 50 to 80 sets the wheel up so that the charge of frames 200–230 hits; had the second finger's lift
    // at frame 52 let the first charge go after two frames, the wheel would coast on and that later charge miss.
    name: 'second-finger-lift-keeps-hold',
    proves: 'A second finger landing and lifting while the first holds the charge lets nothing go: the charge brakes when the first finger lifts.',
    seed: 6,
    fps: 60,
    frames: 400,
    script: script(
      { frame: 0, do: 'start' },
      { frame: 50, do: 'touch-down', finger: 0, at: middle },
      { frame: 51, do: 'touch-down', finger: 1, at: { x: 0.3, y: 0.6 } },
      { frame: 52, do: 'touch-up', finger: 1, at: { x: 0.3, y: 0.6 } },
      { frame: 80, do: 'touch-up', finger: 0, at: middle },
      { frame: 200, do: 'touch-down', finger: 0, at: middle },
      { frame: 230, do: 'touch-up', finger: 0, at: middle },
      { frame: 300, do: 'touch-down', finger: 0, at: middle },
      { frame: 330, do: 'touch-up', finger: 0, at: middle },
    ),
  },
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
