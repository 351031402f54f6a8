import type { GameHandle, GameOptions } from './mechanic';
import { randomSeed, readValues, updateValues } from './kit-values';
import type { KeyOf, ParamSpec, Values } from './params';
import { pausedText, prompt, type Hands, type PromptMoment } from './player-words';
import { createResumeCountdown, resumingText } from './resume-countdown';

/**
 * The JavaScript shell: everything between a game and the page around it, written once for the
 * canvas games and MemoryTiles' board of buttons. It owns the phase of play and the API that
 * moves it (start, pause, reset, update, destroy), the host's pause and a hidden or unfocused page (and the
 * countdown back), the status line and its pace, the score a restart zeroes, the R key, the values update()
 * reads, which hands the player uses (for the prompts), and the listeners and borrowed
 * state destroy() gives back. A game steps its rules and draws; it keeps no plumbing of its own.
 */

/** A polite live region hears at most one sentence a second from a canvas game (the resume countdown's steps are never held back). */
export const statusInterval = 1000;

export type Phase = 'ready' | 'running' | 'paused' | 'over';

/** Keys that tap in every game: after a run has ended, one of them (or a press on the game) starts the next. */
export const tapKeys: readonly string[] = [' ', 'Enter'];
/** The key that restarts a run (reset() then start()) while it plays or after it ended. */
export const restartKeys: readonly string[] = ['r', 'R'];

/**
 * Whether the host took the input a game reads without an event of its own (a gamepad, polled each frame): the
 * focus, followed down through open shadow roots, is on an element that is neither the game's surface (nor inside
 * it) nor the page itself: a host's button, a text field in a web component, another game on the page.
 * Keys and pointers need no such rule: they reach the game only through its own surface.
 */
export function hostTookInput(surface: Element): boolean {
  const doc = surface.ownerDocument;
  let focused: Element | null = doc.activeElement;
  while (focused?.shadowRoot?.activeElement) focused = focused.shadowRoot.activeElement;
  if (!focused || focused === doc.body || focused === doc.documentElement) return false;
  return !(focused === surface || surface.contains(focused));
}

/** Edge-detects the first buttons of any connected gamepad (A, B, X, Y), so a pad taps like Space. */
/** The focus, followed down through open shadow roots, is in a frame of this page (an iframe, an embedded object). */
function focusInFrame(doc: Document): boolean {
  let focused: Element | null = doc.activeElement;
  while (focused?.shadowRoot?.activeElement) focused = focused.shadowRoot.activeElement;
  return focused !== null && ['IFRAME', 'FRAME', 'OBJECT', 'EMBED'].includes(focused.tagName);
}

export function gamepadButton(win: Window, surface: Element) {
  let held = false;
  // getGamepads() makes a new list each call: it is asked only while a pad is connected, so a frame with no pad
  // makes no garbage. The browser says when (gamepadconnected, once a pad's button has been pressed), but only
  // once a page: a game made after that (recreated, a route into it) counts the pads already there.
  const padsNow = () => {
    try {
      return (win.navigator.getGamepads?.() ?? []).filter((pad) => pad !== null).length;
    } catch {
      return 0;
    }
  };
  let connected = padsNow();
  const pressed = () => {
    if (connected === 0) return false;
    try {
      const pads = win.navigator.getGamepads?.() ?? [];
      for (const pad of pads) {
        if (!pad) continue;
        for (let button = 0; button < 4 && button < pad.buttons.length; button++) if (pad.buttons[button]?.pressed) return true;
      }
    } catch {
      // A permissions policy can forbid gamepads: then there are none.
    }
    return false;
  };
  return {
    /** Whether a pad is connected (frames are asked for between runs only then). */
    connected: () => connected > 0,
    /**
     * The browser's gamepadconnected and gamepaddisconnected: the pads are counted again from getGamepads(), not
     * from the events (a pad there before the game was made sends none; one that left may leave another).
     */
    recount() {
      connected = padsNow();
    },
    /** True once per press; none while the host has the focus (its button, its text field, another game: hostTookInput). */
    poll() {
      const down = pressed();
      const edge = down && !held && !hostTookInput(surface);
      held = down;
      return edge;
    },
    /** A button already down when play starts is not a press. */
    sync() {
      held = pressed();
    },
  };
}

/**
 * What a game tells the shell after a step or an input: one report, or several in the order they happened
 * (e.g. each ball that landed in one frame, so each landing's new total is reported as at a higher frame
 * rate). `announce` runs first (a game's own callback for that moment, e.g. onLand); `score` reaches onScore
 * only when it differs from the total last reported (brief rule 1: a new total).
 */
export type SceneReport =
  | {
      readonly announce?: () => void;
      readonly score?: number;
      readonly ended?: { score: number; text: string };
      /** The game's state changed for the player at a moment the shell did not see (a song that waited for sound began): its status is said at once. */
      readonly sayStatus?: true;
    }
  | readonly SceneReport[]
  | void;

/** A game's values, seed and name as the shell reads them once, at creation. */
export type GameSetup<K extends string = string> = {
  readonly name: string;
  readonly params: readonly ParamSpec[];
  /** The values given to createGame, each clamped and snapped (a missing one at its default). */
  readonly values: Values<K>;
  /** The first run's seed: the one given, else a random one. */
  readonly seed: number;
  /** Whether the host gave the seed: then every run replays it; otherwise each new run draws one (runSeed). */
  readonly seedGiven: boolean;
};

/** Reads what createGame was given: its values (one warning per bad key) and its seed (a random one when none). */
export function gameSetup<P extends readonly ParamSpec[]>(params: P, values: unknown, options: Pick<GameOptions, 'seed'>, name: string): GameSetup<KeyOf<P>> {
  const given = options.seed !== undefined && options.seed !== null;
  return { name, params, values: readValues(params, values, name), seed: options.seed ?? randomSeed(), seedGiven: given };
}

/**
 * The seed of a new run (reset(), R, the next run after an end): the host's seed when it gave one, so a run replays
 * exactly, else a new one each run, as Unity's seed 0 and Godot's run_seed 0 do. The one rule for every game.
 */
export function runSeed(setup: Pick<GameSetup, 'seed' | 'seedGiven'>): number {
  return setup.seedGiven ? setup.seed : randomSeed();
}

/** What a game gives the shell. */
export type ShellGame<K extends string = string> = {
  /** Play starts (a start, a resume, a new run) or stops (a pause, a reset, the end): the game's clocks, loop and timers follow. */
  run(on: boolean): void;
  /** Back to the first moment of a new run (reset(), or start() after a run ended), dealt from `seed` (runSeed). */
  reset(seed: number): void;
  /** Draws the current moment: the shell calls it whenever the phase or the countdown changes. */
  show(): void;
  /** The status sentence in this phase. */
  status(phase: Phase): string;
  /** The values after update() (the current ones with what it was given over them); a report when they changed the score. */
  update(values: Values<K>): SceneReport;
  /** After every listener is gone: what the game borrowed goes back. */
  destroy?(): void;
  /** Gives the game the keyboard focus (its canvas, or a tile), without scrolling the page. */
  takeKeys(): void;
};

export type Shell<K extends string = string> = {
  readonly phase: Phase;
  readonly running: boolean;
  readonly destroyed: boolean;
  /** Whether a player's press would start a run now (startByPlayer): ready (before the first start, after reset()) or ended, and not held by the host's pause. */
  readonly startable: boolean;
  /** The seconds the resume countdown shows, or null when none runs. */
  readonly countdown: number | null;
  /** The player's hands: touch after a finger or pen, keys after a key or the mouse, pad after a gamepad's button (before any press, the screen's kind). */
  readonly hands: Hands;
  /** The prompt for a moment in the player's hands' words. */
  prompt(moment: PromptMoment): string;
  /** A press, by key, by a gamepad's button ('pad') or by a pointer of this `pointerType`: the hands the prompts speak to follow it. */
  pressedWith(source: 'key' | 'pad' | string): void;
  /** Whether the game's motion is calm (the option, else the player's system setting). */
  reducedMotion(): boolean;
  /** Adds a listener that destroy() removes. */
  listen(target: EventTarget, type: string, handler: (event: Event) => void, options?: AddEventListenerOptions): void;
  /** Runs at destroy(), in order, before the game's own destroy. */
  onDestroy(cleanup: () => void): void;
  /** A game's report of its scores, own events and end. */
  handle(report: SceneReport): void;
  reportStatus(): void;
  /** R: restarts a run under way or ended (false while ready, paused, counting down or held by the host, when it does nothing). */
  restartByKey(): boolean;
  /**
   * The player's press (a key, a pointer, a pad's button) on a game that waits, ready or after an end: starts the
   * run, as start() does (false when not startable: running, paused, or under the host's pause).
   */
  startByPlayer(): boolean;
  /**
   * The game reads a gamepad (its buttons 0 to 3 tap): while play is stopped the shell polls it on frames of its
   * own, and a press starts a game that waits, as a key or a tap does; while it runs, `padPressed()` is the press.
   */
  usePad(surface: Element): void;
  /** A pad's press since the last call (once per press; false with no pad, or while the host has the focus). */
  padPressed(): boolean;
  /**
   * Reads a board of buttons (MemoryTiles) as the canvas runtime reads a canvas: the hands from each pointer and key,
   * R (without Ctrl, Cmd or Alt) restarting, and a button's activation as `press` unless a key with Ctrl, Cmd or Alt
   * made it (Alt+Space, Ctrl+Enter: the browser's and the host's). `owns`: whether a key's target is one of the
   * board's buttons; `move`: any other key on one (arrows; `ctrl` for Ctrl+Home and Ctrl+End), true when it moved.
   */
  readBoard(
    board: Element,
    on: { press(target: EventTarget | null): void; owns(target: EventTarget | null): boolean; move(target: EventTarget | null, key: string, ctrl: boolean): boolean },
  ): void;
  /** The game's handle: start, pause, reset, update and destroy. */
  readonly controls: GameHandle<K>;
  /** Hands the shell its game: listens to the page, shows the first moment, reports it, and starts when autoStart. */
  attach(game: ShellGame<K>): void;
};

/**
 * Runs the lifecycle of a game in `doc` for a host that passed `options`. `statusPace`: the least ms between two
 * status sentences (statusInterval for a game that would say one a frame; 0 for one that speaks only when the
 * player acts, as MemoryTiles' picks).
 */
export function createShell<K extends string>(doc: Document, setup: GameSetup<K>, options: GameOptions, statusPace = statusInterval): Shell<K> {
  const win = doc.defaultView ?? window;
  const cleanups: (() => void)[] = [];
  let game: ShellGame<K> | null = null;
  let values = setup.values;
  let phase: Phase = 'ready';
  let destroyed = false;
  /** The score last reported, so a restart says 0 only when it was not. */
  let score = 0;
  let lastStatus = '';
  let lastStatusAt = Number.NEGATIVE_INFINITY;
  /** When a sentence was last said. */
  let lastSaidAt = Number.NEGATIVE_INFINITY;
  /** The phase the status was last read in. */
  let statusPhase: Phase | null = null;
  let statusTimer: ReturnType<typeof setTimeout> | null = null;
  /** Why play is away: the page hidden, the window without focus. Play comes back (after the countdown) when neither holds. */
  const away = { hidden: false, blurred: false };
  /** A page of its own window, not one in a frame (an embed on a portal's page), whose focus tells less: see playerAway(). */
  const ownWindow = win.top === win;
  let resumeWhenBack = false;
  /**
   * The host paused the game (pause() of the API): held until the host's start(), whatever the phase. A window
   * or tab coming back does not resume it, and no press starts a run under the host's pause menu.
   */
  let heldByHost = false;
  /**
   * While the phase is 'paused' (one onPause fired, its onResume due), what the pause gives back when it ends (the
   * host's start(), or the countdown after the page came back), and what the status says meanwhile:
   * - 'run': a run stopped mid-play plays on ("Paused" and the run's sentence);
   * - 'new run': a reset() under the pause (the host's pause menu's Restart: pause(), reset(), start()), whose first
   *   moment then starts ("Paused · Ready …", no start prompt): the pause holds through the reset;
   * - 'ready' / 'over': the host's pause() of a game waiting before its start or after a run ended ("Paused · " and
   *   the waiting sentence, no prompt: no press starts a run), which waits there again, the run one press away.
   * Null in every other phase.
   */
  let pausedFor: 'run' | 'new run' | 'ready' | 'over' | null = null;
  /** The gamepad of a game that reads one (usePad), and the frame polled for it while play is stopped. */
  let pad: ReturnType<typeof gamepadButton> | null = null;
  let idleRequest: number | null = null;
  const coarse = win.matchMedia?.('(pointer: coarse)')?.matches === true;
  let hands: Hands = coarse ? 'touch' : 'keys';
  const motionQuery = win.matchMedia?.('(prefers-reduced-motion: reduce)');
  const reducedMotion = () => options.reducedMotion ?? motionQuery?.matches ?? false;
  /** The countdown before play resumes on return: each second shown and said at once, before onResume. */
  const countdown = createResumeCountdown(
    () => {
      game?.show();
      reportStatus(true);
    },
    () => start(),
  );
  const running = () => phase === 'running';

  function listen(target: EventTarget, type: string, handler: (event: Event) => void, options?: AddEventListenerOptions) {
    target.addEventListener(type, handler, options);
    cleanups.push(() => target.removeEventListener(type, handler, options));
  }

  function currentStatus(): string {
    if (countdown.seconds !== null) return resumingText(countdown.seconds);
    // Paused while waiting (between runs, before the start, or after a reset() under the pause): the waiting
    // sentence, with no press promised until the pause is over.
    if (pausedFor === 'over') return `${pausedText} · ${game?.status('over') ?? ''}`;
    if (pausedFor === 'ready' || pausedFor === 'new run') return `${pausedText} · ${game?.status('ready') ?? ''}`;
    const text = game?.status(phase) ?? '';
    // Waiting for the player (ready or ended): what starts the run, in the player's words, the one rule for every
    // game and every input it reads.
    if (phase === 'ready' || phase === 'over') return `${text} · ${prompt(phase === 'ready' ? 'start' : 'again', hands)}`;
    return text;
  }

  /** Reads the game's status and says it when it changed. */
  function checkStatus() {
    lastStatusAt = win.performance.now();
    statusPhase = phase;
    const text = currentStatus();
    if (text === lastStatus || !options.onStatus) return;
    lastStatus = text;
    lastSaidAt = lastStatusAt;
    options.onStatus(text);
  }

  function statusDue() {
    statusTimer = null;
    if (!destroyed) checkStatus();
  }

  /**
   * Says the game's state when it changed, read at most once a pace within one phase (a frame asks each time: the
   * sentence is not made each frame); `now`, or a phase changed since the last reading, reads and says it at once (a
   * countdown step is due on its second).
   */
  function reportStatus(now = false) {
    if (destroyed || !options.onStatus || !game) return;
    // A new moment (play starts, pauses, resumes, ends or starts over) is said at once; the pace only spaces out the
    // sentences of one moment (a score while it plays).
    if (now || statusPace === 0 || phase !== statusPhase) {
      if (statusTimer !== null) clearTimeout(statusTimer);
      statusTimer = null;
      checkStatus();
      return;
    }
    if (statusTimer !== null) return;
    const wait = lastStatusAt + statusPace - win.performance.now();
    if (wait > 0) statusTimer = setTimeout(statusDue, wait);
    else checkStatus();
  }

  function stopIdle() {
    if (idleRequest !== null) win.cancelAnimationFrame(idleRequest);
    idleRequest = null;
  }

  /** Play stopped: a pad's press is read on frames of the shell's own, and starts a game that waits. */
  function idle() {
    idleRequest = null;
    if (!pad?.connected() || destroyed || running()) return;
    if (pad.poll() && !heldByHost && (phase === 'ready' || phase === 'over')) {
      setHands('pad');
      start();
      if (running()) return;
    }
    idleRequest = win.requestAnimationFrame(idle);
  }

  function kickIdle() {
    if (idleRequest === null && pad?.connected() && !destroyed && !running()) idleRequest = win.requestAnimationFrame(idle);
  }

  /** The game's clocks, loop and timers start or stop; the pad is read by the game while it runs, by the shell while not. */
  function runGame(on: boolean) {
    game?.run(on);
    if (!pad) return;
    stopIdle();
    if (on) pad.sync();
    else kickIdle();
  }

  function setHands(source: 'key' | 'pad' | string) {
    const next: Hands = source === 'key' || source === 'mouse' ? 'keys' : source === 'pad' ? 'pad' : 'touch';
    hands = next;
  }

  function zeroScore() {
    if (score === 0) return;
    score = 0;
    options.onScore?.(0);
  }

  function handle(report: SceneReport) {
    if (!report || destroyed) return;
    if (Array.isArray(report)) {
      // Nothing a run reported after its end is heard (a game stops at its end anyway).
      for (const each of report as readonly SceneReport[]) {
        handle(each);
        if (phase === 'over' || pausedFor === 'over' || destroyed) break;
      }
      return;
    }
    const { announce, score: total, ended, sayStatus } = report as Exclude<SceneReport, readonly SceneReport[] | void>;
    announce?.();
    if (destroyed) return;
    if (total !== undefined && total !== score) {
      score = total;
      options.onScore?.(total);
    }
    if (sayStatus && !destroyed) reportStatus(true);
    // Each callback of the host's may destroy the game (review 16, R16-1): after one, a destroyed game does nothing more.
    if (ended && !destroyed) {
      // A host that paused in one of this report's callbacks keeps its pause: the end waits under it, and the host's
      // start() gives it back (onResume), as any pause of an ended game.
      if (phase === 'paused') pausedFor = 'over';
      else phase = 'over';
      runGame(false);
      game?.show();
      reportStatus();
      if (!destroyed) options.onEnd?.(ended);
    }
  }

  function start() {
    countdown.stop();
    if (destroyed || running() || !game) return;
    resumeWhenBack = false;
    // The one way out of a pause: onResume for its onPause, and the game given back as the pause holds it.
    const resumed = phase === 'paused' ? (pausedFor ?? 'run') : null;
    pausedFor = null;
    if (resumed === 'ready' || resumed === 'over') {
      // The pause of a waiting game is over: back to the run's end or to ready (a press, or start() again, begins the run).
      phase = resumed;
      game.show();
      reportStatus(true);
      if (!destroyed) options.onResume?.();
      return;
    }
    // A finished run starts again from its first moment, its score back to 0 (as a restart says it).
    if (phase === 'over') {
      game.reset(runSeed(setup));
      zeroScore();
      // The host's onScore(0) may have destroyed the game (review 16, R16-3): no run starts on it.
      if (destroyed) return;
    }
    phase = 'running';
    runGame(true);
    // Out of a pause at once: "Paused · …" must not stand while the run plays.
    reportStatus(resumed !== null);
    if (resumed !== null && !destroyed) options.onResume?.();
  }

  /** Stops play: to 'paused' (a pause) or 'ready' (before a reset). False when it was not running. */
  /** Stops a run (and the countdown back); `quiet`: the caller says the next sentence itself (a reset). */
  function halt(to: 'paused' | 'ready', quiet = false): boolean {
    if (countdown.seconds !== null) {
      countdown.stop();
      game?.show();
      // At once: "Resuming in 2…" must not stand while the game is held again.
      if (!quiet) reportStatus(true);
    }
    if (!running()) return false;
    phase = to;
    pausedFor = to === 'paused' ? 'run' : null;
    runGame(false);
    return true;
  }

  function pause() {
    if (destroyed || !halt('paused')) return;
    game?.show();
    // Said at once, not at the status's pace: a stop shorter than its second was never told "Paused".
    reportStatus(true);
    if (!destroyed) options.onPause?.();
  }

  function reset() {
    if (destroyed || !game) return;
    const countingDown = countdown.seconds !== null;
    // One sentence for the reset: the new run's (or its countdown's), not the old run's "Paused · …" first.
    halt('ready', true);
    // A paused game stays paused through a reset (its onPause still owes one onResume): what ends the pause (the
    // host's start(), or the page back and its countdown) starts the new run. Otherwise it waits in ready.
    if (phase === 'paused') pausedFor = 'new run';
    else phase = 'ready';
    game.reset(runSeed(setup));
    zeroScore();
    if (destroyed) return;
    game.show();
    // A reset during the countdown back: the countdown starts again, for the new run.
    if (countingDown) {
      resumeWhenBack = true;
      // Said again, though its words are the same: the countdown started over (a player hears the restart).
      lastStatus = '';
      back();
    }
    // A new run is a new moment, paused or not: said at once (the countdown, started again, said its own).
    if (countdown.seconds === null) reportStatus(true);
  }

  function restart() {
    reset();
    start();
  }

  function restartByKey(): boolean {
    if (heldByHost || (!running() && phase !== 'over')) return false;
    restart();
    return true;
  }

  /** The host's pause(): held until its start(), even if play was already stopped (a blur the game saw first, an end). */
  function hostPause() {
    if (destroyed) return;
    heldByHost = true;
    resumeWhenBack = false;
    if ((phase === 'over' || phase === 'ready') && game) {
      // Between runs: paused as mid-run (review of the Unity kit, R6; it held the game with no event and nothing shown).
      // Before the start too: the ready sentence's start prompt would be one the game now refuses.
      pausedFor = phase;
      phase = 'paused';
      game.show();
      reportStatus(true);
      if (!destroyed) options.onPause?.();
      return;
    }
    pause();
  }

  /**
   * A run the host asks for (its start(), autoStart) while the player is away (the page hidden, the window
   * without focus): the game waits for them, paused ("Paused", onPause when it was not paused yet), and plays after
   * the countdown once they are back (review 16, R16-2, and review 18, R18-1: it played on for nobody). True when it
   * waits; false when the player is there or no run is asked for (the end of a pause the host made between runs).
   */
  function waitForPlayer(): boolean {
    if (!playerAway() || destroyed || !game || running()) return false;
    if (phase === 'paused') {
      if (pausedFor !== 'run' && pausedFor !== 'new run') return false;
      resumeWhenBack = true;
      return true;
    }
    // Before the first run or after one ended: the run asked for starts paused, from its first moment.
    if (phase === 'over') {
      game.reset(runSeed(setup));
      zeroScore();
      if (destroyed) return true;
    }
    phase = 'paused';
    pausedFor = 'new run';
    resumeWhenBack = true;
    game.show();
    reportStatus();
    if (!destroyed) options.onPause?.();
    return true;
  }

  /**
   * Whether a run the host asks for waits for the player: the page hidden, or its own window without focus. A frame
   * loses the focus whether the player left the window or clicked the page around it (a portal's own page, its ad),
   * and cannot tell which: its blur pauses play, but the host's start() after it plays, as the page around the frame
   * can tell (it stayed 'Paused' after a portal's pause() and start() around its ad, until a click into the frame).
   */
  function playerAway() {
    return away.hidden || (away.blurred && ownWindow);
  }

  /** The host's start(): its own pause is over; a run asked for while the player is away waits for them (waitForPlayer()). */
  function hostStart() {
    heldByHost = false;
    if (!waitForPlayer()) start();
  }

  /** The page hidden or the window unfocused: play pauses, and comes back when both are over. */
  function leave() {
    if (running() || countdown.seconds !== null) resumeWhenBack = true;
    pause();
  }

  function back() {
    if (away.hidden || away.blurred || !resumeWhenBack || destroyed) return;
    resumeWhenBack = false;
    countdown.start();
  }

  const controls: GameHandle<K> = {
    start: hostStart,
    pause: hostPause,
    focus() {
      if (!destroyed) game?.takeKeys();
    },
    reset,
    update(next) {
      if (destroyed || !game) return;
      values = updateValues(setup.params, values, next, setup.name) as Values<K>;
      handle(game.update(values));
      if (!running()) game.show();
      // While a run plays its sentences keep their pace; a game that waits or is paused says its new state at once,
      // unless it said one within the pace (a host's slider dragged: its last value follows at the pace).
      reportStatus(!running() && win.performance.now() - lastSaidAt >= statusPace);
    },
    destroy() {
      if (destroyed) return;
      // Destroyed first: halting a countdown redraws and reports, and a destroyed game tells its host nothing.
      destroyed = true;
      halt('paused');
      stopIdle();
      if (statusTimer !== null) clearTimeout(statusTimer);
      statusTimer = null;
      for (const cleanup of cleanups.splice(0)) cleanup();
      game?.destroy?.();
    },
  };

  return {
    get phase() {
      return phase;
    },
    get running() {
      return running();
    },
    get destroyed() {
      return destroyed;
    },
    get startable() {
      return !destroyed && !heldByHost && (phase === 'ready' || phase === 'over');
    },
    get countdown() {
      return countdown.seconds;
    },
    get hands() {
      return hands;
    },
    prompt: (moment) => prompt(moment, hands),
    pressedWith: setHands,
    reducedMotion,
    listen,
    onDestroy: (cleanup) => void cleanups.push(cleanup),
    handle,
    reportStatus: () => reportStatus(),
    restartByKey,
    startByPlayer() {
      if (destroyed || heldByHost || (phase !== 'ready' && phase !== 'over')) return false;
      start();
      return true;
    },
    usePad(surface) {
      if (pad || destroyed) return;
      const reader = gamepadButton(win, surface);
      pad = reader;
      // The browser lists a pad once one of its buttons has been pressed on the page: the prompts speak to it while
      // one is listed, from the game's creation (a pad used before it was made) or the gamepadconnected after.
      const padWords = () => {
        reader.recount();
        if (reader.connected()) setHands('pad');
        // The pad gone (unplugged, asleep): the words go back to the screen's hands, as before any press.
        else if (hands === 'pad') hands = coarse ? 'touch' : 'keys';
      };
      const padChanged = () => {
        const before = hands;
        padWords();
        if (hands !== before && !running()) {
          // A game waiting for a press says what starts it, and draws its controls, in the hands' words.
          game?.show();
          if (phase === 'ready' || phase === 'over') reportStatus(true);
        }
        if (reader.connected()) kickIdle();
      };
      padWords();
      listen(win, 'gamepadconnected', padChanged);
      listen(win, 'gamepaddisconnected', padChanged);
      kickIdle();
    },
    readBoard(board, on) {
      // A button's own activation by a key with a modifier is a click with no pointer (detail 0): it picks nothing.
      let modifiedPress = false;
      // A finger's tap, the mouse and a key on a focused button all reach the board as the button's click, once each.
      listen(board, 'click', (event) => {
        const byModifiedKey = modifiedPress && (event as MouseEvent).detail === 0;
        modifiedPress = false;
        if (!byModifiedKey) on.press(event.target);
      });
      // Which hands the player uses (the click does not say): the prompts speak to them.
      listen(board, 'pointerdown', (event) => setHands((event as PointerEvent).pointerType || 'mouse'));
      listen(board, 'keydown', (event) => {
        const { key, ctrlKey, metaKey, altKey, repeat } = event as KeyboardEvent;
        const modified = ctrlKey || metaKey || altKey;
        modifiedPress = tapKeys.includes(key) && modified;
        if (!on.owns(event.target)) return;
        // A held key repeats its keydown, and a button clicks on each Enter keydown (its activation): one press until
        // its keyup, as the canvas games count it. The arrows' repeats still move the focus.
        if (repeat && !modified && (tapKeys.includes(key) || restartKeys.includes(key))) {
          event.preventDefault();
          return;
        }
        setHands('key');
        // Ctrl+R, Cmd+R (reload) and the like are the browser's; R restarts (while paused or counting down it does nothing).
        if (restartKeys.includes(key) && !modified) {
          event.preventDefault();
          restartByKey();
          return;
        }
        if (on.move(event.target, key, ctrlKey)) event.preventDefault();
      });
    },
    padPressed() {
      if (!pad?.poll()) return false;
      setHands('pad');
      return true;
    },
    controls,
    attach(attached) {
      game = attached;
      away.hidden = doc.hidden;
      // A page whose window is not in front (another window or app has the focus) is away from the start: its blur
      // came before the game listened (review 19, R19-1). A page in a frame has no focus of its own until the player
      // clicks into it, so only a page of its own window is read.
      away.blurred = ownWindow && typeof doc.hasFocus === 'function' && !doc.hasFocus();
      listen(doc, 'visibilitychange', () => {
        away.hidden = doc.hidden;
        if (away.hidden) leave();
        else back();
      });
      // The window's own focus (another window or app took it), not an element's blur, which does not bubble; nor the
      // focus moving into a frame of this page (the host's ad or consent dialog in an iframe, clicked): its window
      // blurs, but the player is on the page (the game stayed 'Paused' after the host's start() around the ad).
      listen(win, 'blur', (event) => {
        if (event.target !== win || focusInFrame(doc)) return;
        away.blurred = true;
        leave();
      });
      listen(win, 'focus', (event) => {
        if (event.target !== win) return;
        away.blurred = false;
        back();
      });
      if ((options.reducedMotion === undefined || options.reducedMotion === null) && motionQuery?.addEventListener) {
        const redraw = () => game?.show();
        motionQuery.addEventListener('change', redraw);
        cleanups.push(() => motionQuery.removeEventListener('change', redraw));
      }
      game.show();
      reportStatus();
      if (options.autoStart && !waitForPlayer()) start();
    },
  };
}
