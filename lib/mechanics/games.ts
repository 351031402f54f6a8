import type { CreateGame } from './core/mechanic';

type GameModule = { createGame: CreateGame };

/**
 * Each mechanic's game, loaded on demand by slug: a page imports this map, never a game, so the
 * game's code arrives with Play. Kept apart from the registry so a page's client code holds no settings.
 */
export const gameLoaders: Readonly<Record<string, () => Promise<GameModule>>> = {
  'physics-dropper': () => import('./physics-dropper/game') as Promise<GameModule>,
  'double-tap-dash': () => import('./double-tap-dash/game') as Promise<GameModule>,
  'rhythm-clacker': () => import('./rhythm-clacker/game') as Promise<GameModule>,
  'memory-tiles': () => import('./memory-tiles/game') as Promise<GameModule>,
  'bounce-chain': () => import('./bounce-chain/game') as Promise<GameModule>,
  'timing-wheel': () => import('./timing-wheel/game') as Promise<GameModule>,
};

export function loadGame(slug: string): Promise<GameModule> {
  const loader = gameLoaders[slug];
  return loader ? loader() : Promise.reject(new Error(`No game for ${slug}`));
}
