import type { CreateGame, GameHandle, GameOptions } from '../core/mechanic';
import { recordLandings } from '../physics-dropper/bins-record';
import { readValues } from '../core/kit-values';
import type { ParamSpec } from '../core/params';
import { everyPrompt, prompt } from '../core/player-words';
import { seedFromQuery } from '../core/seed';

/** The element ids the standalone page and its boot script share. */
export const standaloneIds = {
  config: 'config',
  game: 'game',
  status: 'status',
  toggle: 'toggle',
  restart: 'restart',
  mute: 'mute',
  calibrate: 'calibrate',
} as const;

/**
 * What the status line says until the first gesture starts a game with sound, in the words of the player's hands
 * (player-words.ts): touch words on a screen whose main pointer is a finger, keys and the mouse elsewhere.
 */
export function startPrompt(win: Pick<Window, 'matchMedia'> | null): string {
  const touch = win?.matchMedia?.('(pointer: coarse)')?.matches === true;
  return prompt('start', touch ? 'touch' : 'keys');
}

/**
 * The status as the page's line shows it: a run's end puts what starts the next first ("Tap to play again ·
 * Run over · Score 18 · …"). The line has a fixed height (the game never resizes with it), so on a narrow
 * phone it cuts its last words: the run's figures may go, the way to play on may not.
 */
export function statusLine(text: string): string {
  // Every hands' words, the pad's too (review 3 of 2026-11-29, L1: "Press A to play again" stayed last).
  for (const again of everyPrompt('again')) {
    const tail = ` · ${again}`;
    if (text.endsWith(tail)) return `${again} · ${text.slice(0, -tail.length)}`;
  }
  return text;
}

/**
 * Wires Play/Pause, Restart, Mute and Calibrate to the game. After any of them the focus goes back to
 * the game, so the next Space plays instead of pressing the control again.
 */
function wireControls(root: Document, game: GameHandle, surface: HTMLElement, page: { start(): void; calibrating(): void; say(text: string): void }) {
  const { start, say } = page;
  const refocus = () => surface.focus({ preventScroll: true });
  const toggle = root.getElementById(standaloneIds.toggle);
  const showRunning = (running: boolean) => {
    toggle?.setAttribute('aria-pressed', String(running));
    if (toggle) toggle.textContent = running ? 'Pause' : 'Play';
  };
  toggle?.addEventListener('click', () => {
    const running = toggle.getAttribute('aria-pressed') === 'true';
    if (running) game.pause();
    else start();
    showRunning(!running);
    refocus();
  });
  root.getElementById(standaloneIds.restart)?.addEventListener('click', () => {
    game.reset();
    start();
    showRunning(true);
    refocus();
  });
  const mute = root.getElementById(standaloneIds.mute);
  mute?.addEventListener('click', () => {
    const muted = mute.getAttribute('aria-pressed') !== 'true';
    mute.setAttribute('aria-pressed', String(muted));
    game.setMuted?.(muted);
    refocus();
  });
  const calibrate = root.getElementById(standaloneIds.calibrate);
  calibrate?.addEventListener('click', () => {
    if (!game.calibrate) return;
    page.calibrating();
    showRunning(true);
    refocus();
    void game.calibrate().then((latency) => {
      showRunning(false);
      say(`Calibrated: Input Latency ${latency} ms. Press Play or tap the game to start.`);
    });
  });
  return showRunning;
}

/**
 * Starts the game on the standalone page: reads the preset, plays on the surface, reports to the
 * status line. A surface marked data-start="gesture" (every game's page, standalone.ts) waits for Play or the
 * player's first click, tap, Space or Enter on it: that gesture lets any sound begin, starts the run, and is not judged.
 */
export function bootStandalone(createGame: CreateGame, params: readonly ParamSpec[], root: Document = document, search = root.location?.search ?? '') {
  const surface = root.getElementById(standaloneIds.game);
  const presetText = root.getElementById(standaloneIds.config)?.textContent;
  if (!surface || !presetText) throw new Error(`The page needs #${standaloneIds.game} and a #${standaloneIds.config} preset`);
  const status = root.getElementById(standaloneIds.status);
  const say = (text: string) => {
    if (status) status.textContent = text;
  };
  const preset: unknown = JSON.parse(presetText);
  const name = typeof preset === 'object' && preset !== null && 'template' in preset ? String(preset.template) : 'Game';
  const tuned = readValues(params, preset, name);
  // A setting of the player's device left at its default by the preset is not given: the calibration the player
  // stored on this device plays (a value given always wins over a stored one).
  const values = Object.fromEntries(Object.entries(tuned).filter(([key, value]) => !params.some((spec) => spec.key === key && spec.device && spec.defaultValue === value)));
  const onGesture = surface.dataset.start === 'gesture';
  let started = !onGesture;
  let showRunning: (running: boolean) => void = () => {};
  // `index.html?seed=42` replays the run the site plays with the same values and seed.
  const seed = seedFromQuery(search);
  const options: GameOptions & { onLand?: (landing: unknown) => void } = {
    autoStart: !onGesture,
    ...(seed === undefined ? {} : { seed }),
    onStatus: (text) => {
      if (started) say(statusLine(text));
    },
    onEnd: () => showRunning(false),
    // PhysicsDropper's scored bins, kept on the page's own element so two runs can be compared from outside.
    onLand: recordLandings(surface),
  };
  const game = createGame(surface, values, options);
  const start = () => {
    started = true;
    game.start();
  };
  showRunning = wireControls(root, game, surface, {
    start,
    calibrating: () => {
      started = true;
    },
    say: (text) => {
      // After a calibration round the next gesture starts the run again.
      started = false;
      say(text);
    },
  });
  if (onGesture) {
    say(startPrompt(root.defaultView));
    // Registered after the game's own listeners: the game, not yet running, ignores the gesture.
    const begin = (event: Event) => {
      if (started) return;
      const { key } = event as KeyboardEvent;
      if (event.type === 'keydown' && key !== ' ' && key !== 'Enter') return;
      if (event.type === 'pointerdown' && (event as PointerEvent).button !== 0) return;
      event.preventDefault();
      start();
      showRunning(true);
    };
    surface.addEventListener('pointerdown', begin);
    surface.addEventListener('keydown', begin);
  }
  (surface.querySelector<HTMLElement>('button') ?? surface).focus({ preventScroll: true });
  return game;
}
