/**
 * PhysicsDropper's game contract (core/contract.ts): what a player does and what the game reports, the
 * same in the JavaScript, Unity and Godot kits; and the scenarios every engine replays
 * (scenarios/expected.json, written by `node scripts/record-scenarios.mjs`).
 */
import type { GameContract, Scenario } from '../core/contract';
import { commonEvents, commonLifecycle, restartAction, standardSet, tapTriggers } from '../core/contract-parts';
import { physicsDropperParams } from './params';

export const contract: GameContract = {
  slug: 'physics-dropper',
  actions: [
    { id: 'drop', meaning: 'Drops an extra ball: at the pointer’s x for a click or a finger, near the middle for a key.', triggers: tapTriggers },
    restartAction(true),
  ],
  events: [
    ...commonEvents(true),
    {
      name: 'landed',
      fields: ['bin', 'points'],
      meaning: 'A ball came to rest in a bin: the bin (0 is the leftmost) and the points it paid; score follows with the new total.',
      engines: { js: 'onLand', unity: 'BallScored', godot: 'landed' },
    },
  ],
  lifecycle: commonLifecycle({ endless: true }),
  persists: [],
};

/** Fewer balls pour on their own, so the drops a scenario makes stand out in the stream. */
export const scenarios: Scenario[] = standardSet({
  seed: 7,
  settings: { density: 10, speed: 8 },
  play: [20, 50, 80, 110],
  playFrames: 200,
  ranges: physicsDropperParams.map((param) => [param.key, param.min, param.max] as const),
  partials: [{ gravity: 12 }, { speed: 99, bounciness: -1, density: 20 }],
  timed: { presses: [0.5, 1, 1.7, 2.5], seconds: 4 },
});
