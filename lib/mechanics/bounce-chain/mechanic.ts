import type { Mechanic } from '../core/mechanic';
import { bounceChainParams } from './params';

/** The registry entry: plain data; the game's code loads by slug, on demand (lib/mechanics/games.ts). */
export const bounceChain = {
  slug: 'bounce-chain',
  name: 'BounceChain',
  params: bounceChainParams,
  surface: 'canvas',
  howToPlay:
    'Press Play and keep the ball bouncing from platform to platform: hold the Left and Right arrow keys (or A and D), or press and hold the left or right half of the game with a mouse or a finger, to steer; Space, or a quick tap on the game, nudges the ball toward the next platform.',
} as const satisfies Mechanic<typeof bounceChainParams>;
