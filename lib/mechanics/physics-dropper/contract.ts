/**
 * PhysicsDropper's game contract (core/contract.ts): what a player does and what the game reports, the same in the
 * JavaScript, Unity and Godot kits, with the scenarios (./scenarios.ts) that prove each rule. The API pages
 * and the kits' READMEs read it (all-games/contract-text.ts). Plain data: safe for the site.
 */
import type { GameContract } from '../core/contract';
import { commonEvents, commonLifecycle, restartAction, secondFinger, tapTriggers } from '../core/contract-parts';

export const contract: GameContract = {
  slug: 'physics-dropper',
  actions: [
    {
      id: 'drop',
      meaning: 'Drops an extra ball: at the pointer’s x for a click or a finger, near the middle for a key (none once 60 balls are in play). Each finger drops its own: a second finger landing while the first is down drops another.',
      triggers: [...tapTriggers, secondFinger],
    },
    restartAction({ meaning: 'Starts the board over: score 0, no ball in play.' }),
  ],
  events: [
    ...commonEvents(true),
    {
      name: 'landed',
      fields: ['bin', 'points'],
      meaning: 'A ball came to rest in a bin: the bin (0 is the leftmost) and the points it paid; score follows with the new total.',
      engines: { js: 'onLand', unity: 'Landed', godot: 'landed' },
    },
  ],
  lifecycle: commonLifecycle({ endless: true }),
  persists: [],
};
