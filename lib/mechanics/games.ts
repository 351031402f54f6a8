import type { CreateGame } from './core/mechanic';

type GameModule = { createGame: CreateGame };

/** The page hands each game the element its Mechanic.surface names: a <canvas> or a <div>. */
const surfaceModule = (module: Promise<unknown>) => module as Promise<GameModule>;

/**
 * Each mechanic's game, loaded on demand by slug: a page imports this map, never a game, so the
 * game's code arrives with Play. Kept apart from the registry so a page's client code holds no settings.
 */
export const gameLoaders: Readonly<Record<string, () => Promise<GameModule>>> = {
  'physics-dropper': () => surfaceModule(import('./physics-dropper/game')),
  'double-tap-dash': () => surfaceModule(import('./double-tap-dash/game')),
  'rhythm-clacker': () => surfaceModule(import('./rhythm-clacker/game')),
  'memory-tiles': () => surfaceModule(import('./memory-tiles/game')),
  'bounce-chain': () => surfaceModule(import('./bounce-chain/game')),
  'timing-wheel': () => surfaceModule(import('./timing-wheel/game')),
};

export function loadGame(slug: string): Promise<GameModule> {
  const loader = gameLoaders[slug];
  return loader ? loader() : Promise.reject(new Error(`No game for ${slug}`));
}
