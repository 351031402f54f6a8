import type { Mechanic } from '../core/mechanic';
import { timingWheelParams } from './params';

/** The registry entry: plain data; the game's code loads by slug, on demand (lib/mechanics/games.ts). */
export const timingWheel = {
  slug: 'timing-wheel',
  name: 'TimingWheel',
  params: timingWheelParams,
  surface: 'canvas',
  howToPlay:
    'Press Play, then hold Space, the mouse button or a finger to charge the brake and let go to stop the wheel with the lit segment under the top pointer: a fuller charge stops it sooner.',
} as const satisfies Mechanic<typeof timingWheelParams>;
