/**
 * PhysicsDropper's contract scenarios: scripted sessions every engine replays. scripts/record-scenarios.mjs plays
 * them on the TypeScript game and writes ./scenarios/expected.json with the events each fired.
 */
import type { Scenario } from '../core/contract';
import { standardSet } from '../core/scenario-parts';
import { physicsDropperParams } from './params';

/** Fewer balls pour on their own, so the drops a scenario makes stand out in the stream. */
export const scenarios: Scenario[] = standardSet({
  seed: 7,
  settings: { density: 10, speed: 8 },
  play: [20, 50, 80, 110],
  playFrames: 200,
  ranges: physicsDropperParams.map((param) => [param.key, param.min, param.max] as const),
  partials: [{ gravity: 12 }, { speed: 99, bounciness: -1, density: 20 }],
  // Whole frames at 30, 60 and 144 fps (sixths of a second): the board is chaotic, and a press at 1.7 s
  // falls at 1.7014 s at 144 fps, a later moment that may send a ball to another bin.
  timed: { presses: [3 / 6, 6 / 6, 10 / 6, 15 / 6], seconds: 4 },
});
