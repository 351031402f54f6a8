/**
 * BounceChain's game contract (core/contract.ts): what a player does and what the game reports, the same in the
 * JavaScript, Unity and Godot kits, with the scenarios (./scenarios.ts) that prove each rule. The API pages
 * and the kits' READMEs read it (all-games/contract-text.ts). Plain data: safe for the site.
 */
import type { GameContract } from '../core/contract';
import { commonEvents, commonLifecycle, restartAction } from '../core/contract-parts';

export const contract: GameContract = {
  slug: 'bounce-chain',
  actions: [
    {
      id: 'steer-left',
      meaning: 'Steers the ball left while held.',
      triggers: [
        { kind: 'key', key: 'ArrowLeft', hold: true },
        { kind: 'key', key: 'a', hold: true },
        { kind: 'hold-half', pointer: 'mouse', half: 'left' },
        { kind: 'hold-half', pointer: 'touch', half: 'left' },
      ],
    },
    {
      id: 'steer-right',
      meaning: 'Steers the ball right while held.',
      triggers: [
        { kind: 'key', key: 'ArrowRight', hold: true },
        { kind: 'key', key: 'd', hold: true },
        { kind: 'hold-half', pointer: 'mouse', half: 'right' },
        { kind: 'hold-half', pointer: 'touch', half: 'right' },
      ],
    },
    {
      id: 'nudge',
      meaning: 'Nudges the ball toward the nearest platform below other than the one it last bounced on, so landing there extends the chain (toward that one when it is the only one below), at most once every 0.4 s. A press released within 0.25 s is a nudge (it steered while it was down).',
      triggers: [
        { kind: 'key', key: ' ' },
        { kind: 'key', key: 'Enter' },
        { kind: 'tap', pointer: 'mouse', within: 0.25 },
        { kind: 'tap', pointer: 'touch', within: 0.25 },
      ],
    },
    restartAction(),
  ],
  events: [
    ...commonEvents(),
    {
      name: 'bounced',
      fields: ['points', 'chain'],
      meaning: 'The ball bounced on a platform: the points it scored and the chain (bounces in a row, each on a different platform); score follows.',
      engines: { js: 'onBounce', unity: 'Bounced', godot: 'bounced' },
    },
  ],
  lifecycle: commonLifecycle(),
  persists: [],
};
