import type { CreateGame, GameOptions, SoundGameHandle } from '../core/mechanic';
import { recordLandings } from '../physics-dropper/bins-record';
import { readValues } from '../core/kit-values';
import type { ParamSpec } from '../core/params';
import { everyPrompt, pausedText } from '../core/player-words';
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
 * The status as the page's line shows it: a run's end puts what starts the next first ("Tap to play again ·
 * Run over · Score 18 · …"), read first. The line's height is reserved for the longest sentence at the page's
 * width (standalone.ts statusRoom), so the game never resizes with it and no words are cut.
 */
export function statusLine(text: string): string {
  // Every hands' words, the pad's too ("Press A to play again" goes first as well), for the start as for the next
  // run (the game's ready sentence ends with its start prompt).
  const waiting = waitingPrompt(text);
  return waiting ? `${waiting} · ${text.slice(0, -(waiting.length + 3))}` : text;
}

/** The prompt a game's status ends with while it waits for the player's press (ready or ended), if any. */
function waitingPrompt(text: string): string | undefined {
  return [...everyPrompt('start'), ...everyPrompt('again')].find((words) => text.endsWith(` · ${words}`));
}

/**
 * Wires Play/Pause, Restart, Mute and Calibrate to the game. After any of them the focus goes back to
 * the game, so the next Space plays instead of pressing the control again.
 */
function wireControls(root: Document, game: SoundGameHandle) {
  const start = () => game.start();
  // The game's own focus(): MemoryTiles' surface is a <div> that takes no focus (its tiles do), so focusing it left the
  // keys on the control just pressed (review 54, js-b-1).
  const refocus = () => game.focus();
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
    showRunning(true);
    refocus();
    // The round's end is said by the game: its ready sentence with the latency, and the start prompt in the words
    // of the player's hands (the page's own line told a keyboard player to tap).
    void game.calibrate().then(() => showRunning(false));
  });
  return showRunning;
}

/**
 * Starts the game on the standalone page: reads the preset, plays on the surface, reports to the
 * status line. A surface marked data-start="gesture" (every game's page, standalone.ts) waits for Play or the
 * player's first press on the game (a click, a tap, Space, Enter, a gamepad's button where the game reads one): the
 * game itself starts on that press, as any game waiting in "ready" does, and the press is not judged.
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
  let showRunning: (running: boolean) => void = () => {};
  /** Whether the last status waited for the player's press: the next one that does not is a run the press started. */
  let waiting = false;
  // `index.html?seed=42` replays the run the site plays with the same values and seed.
  const seed = seedFromQuery(search);
  const options: GameOptions & { onLand?: (landing: unknown) => void } = {
    autoStart: !onGesture,
    ...(seed === undefined ? {} : { seed }),
    onStatus: (text) => {
      const waitsNow = waitingPrompt(text) !== undefined;
      // A press on the game (or a pad's button) started it: Play becomes Pause as if Play had been pressed.
      if (waiting && !waitsNow && !text.startsWith(pausedText)) showRunning(true);
      waiting = waitsNow;
      say(statusLine(text));
    },
    onEnd: () => showRunning(false),
    // PhysicsDropper's scored bins, kept on the page's own element so two runs can be compared from outside.
    onLand: recordLandings(surface),
  };
  const game = createGame(surface, values, options);
  showRunning = wireControls(root, game);
  game.focus();
  return game;
}
