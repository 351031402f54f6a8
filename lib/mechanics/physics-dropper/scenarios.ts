/**
 * PhysicsDropper's contract scenarios: scripted sessions every engine replays. scripts/record-scenarios.mjs plays
 * them on the TypeScript game and writes ./scenarios/expected.json with the events each fired.
 */
import type { Scenario } from '../core/contract';
import { script, standardSet } from '../core/scenario-parts';
import { physicsDropperParams } from './params';

const seed = 7;
/** Fewer balls pour on their own, so the drops a scenario makes stand out in the stream. */
const settings = { density: 10, speed: 8 };
const left = { x: 0.3, y: 0.3 };
const right = { x: 0.7, y: 0.3 };

export const scenarios: Scenario[] = [
  ...standardSet({
    seed,
    settings,
    play: [20, 50, 80, 110],
    playFrames: 200,
    ranges: physicsDropperParams.map((param) => [param.key, param.min, param.max] as const),
    partials: [{ gravity: 12 }, { speed: 99, bounciness: -1, density: 20 }],
    // Whole frames at 30, 60 and 144 fps (sixths of a second): the board is chaotic, and a press at 1.7 s
    // falls at 1.7014 s at 144 fps, a later moment that may send a ball to another bin.
    timed: { presses: [3 / 6, 6 / 6, 10 / 6, 15 / 6], seconds: 4 },
  }),
  {
    name: 'two-fingers-drop-two',
    proves: 'Each finger drops a ball of its own: a second finger landing while the first is down drops another, and two fingers landing in one frame drop two.',
    seed,
    settings,
    fps: 60,
    frames: 50,
    script: script(
      { frame: 0, do: 'start' },
      { frame: 18, do: 'probe', read: 'balls' },
      { frame: 20, do: 'touch-down', finger: 0, at: left },
      { frame: 22, do: 'probe', read: 'balls' },
      { frame: 24, do: 'touch-down', finger: 1, at: right },
      { frame: 26, do: 'probe', read: 'balls' },
      { frame: 28, do: 'touch-up', finger: 1, at: right },
      { frame: 30, do: 'touch-up', finger: 0, at: left },
      { frame: 36, do: 'touch-down', finger: 0, at: left },
      { frame: 36, do: 'touch-down', finger: 1, at: right },
      { frame: 38, do: 'probe', read: 'balls' },
      { frame: 40, do: 'touch-up', finger: 0, at: left },
      { frame: 40, do: 'touch-up', finger: 1, at: right },
    ),
  },
];
