import type { CreateGame } from '../core/mechanic';
import { importValues, type ParamSpec } from '../core/params';

/** The element ids the standalone page and its boot script share. */
export const standaloneIds = { config: 'config', game: 'game', status: 'status' } as const;

/** Starts the game on the standalone page: reads the preset, plays on the surface, reports to the status line. */
export function bootStandalone(createGame: CreateGame, params: readonly ParamSpec[], root: Document = document) {
  const surface = root.getElementById(standaloneIds.game);
  const presetText = root.getElementById(standaloneIds.config)?.textContent;
  if (!surface || !presetText) throw new Error(`The page needs #${standaloneIds.game} and a #${standaloneIds.config} preset`);
  const status = root.getElementById(standaloneIds.status);
  const preset: unknown = JSON.parse(presetText);
  const values = importValues(params, typeof preset === 'object' && preset !== null ? (preset as Record<string, unknown>) : {});
  const game = createGame(surface, values, {
    autoStart: true,
    onStatus: (text) => {
      if (status) status.textContent = text;
    },
  });
  surface.focus({ preventScroll: true });
  return game;
}
