import type { Mechanic } from '../core/mechanic';
import { memoryTilesParams } from './params';

/** The registry entry: plain data; the game's code loads by slug, on demand (lib/mechanics/games.ts). */
export const memoryTiles = {
  slug: 'memory-tiles',
  name: 'MemoryTiles',
  params: memoryTilesParams,
  surface: 'dom',
  howToPlay:
    'Press Play and remember the tiles while they show, then turn two at a time to find the pairs: click or tap a tile, or move with Tab or the arrow keys and press Space or Enter.',
} as const satisfies Mechanic<typeof memoryTilesParams>;
