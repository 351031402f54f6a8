import type { Mechanic } from '../core/mechanic';
import { physicsDropperParams } from './params';

/** The registry entry: plain data; the game's code loads by slug, on demand (lib/mechanics/games.ts). */
export const physicsDropper = {
  slug: 'physics-dropper',
  name: 'PhysicsDropper',
  params: physicsDropperParams,
  surface: 'canvas',
  howToPlay: 'Press Play: balls pour through the pegs into the scoring bins. Space, a click or a tap drops an extra ball.',
} as const satisfies Mechanic<typeof physicsDropperParams>;
