import type { Mechanic } from '../core/mechanic';
import { doubleTapDashParams } from './params';

/** The registry entry: plain data; the game's code loads by slug, on demand (lib/mechanics/games.ts). */
export const doubleTapDash = {
  slug: 'double-tap-dash',
  name: 'DoubleTapDash',
  params: doubleTapDashParams,
  surface: 'canvas',
  howToPlay:
    'Press Play and run: Space, a click, a tap or a gamepad’s face button dashes ahead, and a quick double tap phases you through a gate that has shut.',
} as const satisfies Mechanic<typeof doubleTapDashParams>;
