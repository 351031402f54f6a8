import type { CreateGame, GameHandle } from '../core/mechanic';
import { importValues, type ParamSpec } from '../core/params';
import { seedFromQuery } from '../core/seed';

/** The element ids the standalone page and its boot script share. */
export const standaloneIds = {
  config: 'config',
  game: 'game',
  status: 'status',
  toggle: 'toggle',
  restart: 'restart',
  mute: 'mute',
} as const;

/** Wires Play/Pause, Restart and (for games with sound) Mute to the game. */
function wireControls(root: Document, game: GameHandle, surface: HTMLElement) {
  const toggle = root.getElementById(standaloneIds.toggle);
  const showRunning = (running: boolean) => {
    toggle?.setAttribute('aria-pressed', String(running));
    if (toggle) toggle.textContent = running ? 'Pause' : 'Play';
  };
  toggle?.addEventListener('click', () => {
    const running = toggle.getAttribute('aria-pressed') === 'true';
    if (running) game.pause();
    else game.start();
    showRunning(!running);
  });
  root.getElementById(standaloneIds.restart)?.addEventListener('click', () => {
    game.reset();
    game.start();
    showRunning(true);
    surface.focus({ preventScroll: true });
  });
  const mute = root.getElementById(standaloneIds.mute);
  mute?.addEventListener('click', () => {
    const muted = mute.getAttribute('aria-pressed') !== 'true';
    mute.setAttribute('aria-pressed', String(muted));
    game.setMuted?.(muted);
  });
  return showRunning;
}

/** Starts the game on the standalone page: reads the preset, plays on the surface, reports to the status line. */
export function bootStandalone(createGame: CreateGame, params: readonly ParamSpec[], root: Document = document, search = root.location?.search ?? '') {
  const surface = root.getElementById(standaloneIds.game);
  const presetText = root.getElementById(standaloneIds.config)?.textContent;
  if (!surface || !presetText) throw new Error(`The page needs #${standaloneIds.game} and a #${standaloneIds.config} preset`);
  const status = root.getElementById(standaloneIds.status);
  const preset: unknown = JSON.parse(presetText);
  const values = importValues(params, typeof preset === 'object' && preset !== null ? (preset as Record<string, unknown>) : {});
  let showRunning: (running: boolean) => void = () => {};
  // `index.html?seed=42` replays the run the site plays with the same values and seed.
  const seed = seedFromQuery(search);
  const game = createGame(surface, values, {
    autoStart: true,
    ...(seed === undefined ? {} : { seed }),
    onStatus: (text) => {
      if (status) status.textContent = text;
    },
    onEnd: () => showRunning(false),
  });
  showRunning = wireControls(root, game, surface);
  (surface.querySelector<HTMLElement>('button') ?? surface).focus({ preventScroll: true });
  return game;
}
