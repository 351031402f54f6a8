import type { CreateGame, GameOptions } from './core/mechanic';

type GameModule = {
  createGame: CreateGame;
  /** Options a host page adds for this game, e.g. PhysicsDropper's scored bins kept on the page's own element. */
  hostOptions?: (surface: HTMLElement) => GameOptions;
};

/** The page hands each game the element its Mechanic.surface names: a <canvas> or a <div>. */
const surfaceModule = (module: Promise<unknown>) => module as Promise<GameModule>;

/**
 * Each mechanic's game, loaded on demand by slug: a page imports this map, never a game, so the
 * game's code arrives with Play. Kept apart from the registry so a page's client code holds no settings.
 */
export const gameLoaders: Readonly<Record<string, () => Promise<GameModule>>> = {
  // With its host options: the bins record comes with the game's code, on Play, not with the page.
  'physics-dropper': () => surfaceModule(import('./physics-dropper/demo-host')),
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
