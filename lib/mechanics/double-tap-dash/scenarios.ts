/**
 * DoubleTapDash's contract scenarios: scripted sessions every engine replays. scripts/record-scenarios.mjs plays
 * them on the TypeScript game and writes ./scenarios/expected.json with the events each fired.
 */
import type { Scenario } from '../core/contract';
import { middle, press, script, standardSet } from '../core/scenario-parts';
import { doubleTapDashParams } from './params';

const seed = 11;
const play = [20, 30, 60, 64, 110, 150, 154];

export const scenarios: Scenario[] = [
  ...standardSet({
    seed,
    play,
    playFrames: 200,
    ranges: doubleTapDashParams.map((param) => [param.key, param.min, param.max] as const),
    partials: [{ startSpeed: 8 }, { window: 999, dash: -1 }],
    reachEnd: { presses: [20, 60, 64], frames: 150 },
    // It stops before the crash: the frame a crash falls in decides whether the score's last metre comes before it or after.
    timed: { presses: [0.3, 0.5, 1, 1.07, 1.8, 2.5, 2.57], seconds: 3 },
  }),
  {
    name: 'two-fingers-overlapping',
    proves: 'A second finger landing while the first is down is its own tap: the two make a double tap (a phase).',
    seed,
    fps: 60,
    frames: 160,
    script: script(
      { frame: 0, do: 'start' },
      { frame: 20, do: 'touch-down', finger: 0, at: middle },
      { frame: 24, do: 'touch-down', finger: 1, at: { x: 0.7, y: 0.6 } },
      { frame: 27, do: 'touch-up', finger: 1, at: { x: 0.7, y: 0.6 } },
      { frame: 30, do: 'touch-up', finger: 0, at: middle },
      { frame: 90, do: 'touch-down', finger: 0, at: middle },
      { frame: 92, do: 'touch-down', finger: 1, at: { x: 0.7, y: 0.6 } },
      { frame: 100, do: 'touch-up', finger: 0, at: middle },
      { frame: 101, do: 'touch-up', finger: 1, at: { x: 0.7, y: 0.6 } },
    ),
  },
  {
    name: 'window-edge',
    proves: 'Two taps exactly the Double-Tap Window apart (15 frames of 1/60 s: 250 ms) make a double tap (a phase); 16 frames apart, two dashes.',
    seed,
    fps: 60,
    frames: 150,
    script: script(
      { frame: 0, do: 'start' },
      // A summed clock reads frames 10 and 25 (as most pairs 15 frames apart) 250.00000000000006 ms apart.
      press(10, 'key'),
      press(25, 'key'),
      press(100, 'key'),
      press(116, 'key'),
    ),
  },
];
