import type { GameHandle, GameOptions } from './mechanic';
import type { Values } from './params';
import { createResumeCountdown, resumingText } from './resume-countdown';

/** A polite live region hears at most one sentence a second. */
export const statusInterval = 1000;
/** Longest frame a scene is stepped by: after a stall the game slows down rather than jumps. */
export const maxFrameSeconds = 0.05;
export { resumeCountdownSeconds } from './resume-countdown';
/** Reduced motion redraws at about 30 frames a second. */
const reducedFrameMs = 33;

export type Phase = 'ready' | 'running' | 'paused' | 'over';

/** The canvas in CSS pixels; the context is already scaled for the device pixel ratio. */
export type CanvasView = { readonly width: number; readonly height: number; readonly ratio: number };

/**
 * One press or release of the game's action, from a key or a pointer (mouse, pen, touch).
 * `x`/`y` are CSS pixels from the canvas's top left (pointer only); `time` is the event's timeStamp in
 * performance.now() ms.
 */
export type GameInput = {
  readonly type: 'press' | 'release';
  readonly source: 'key' | 'pointer';
  /** KeyboardEvent.key for keys. */
  readonly key?: string;
  readonly x?: number;
  readonly y?: number;
  readonly time: number;
};

/**
 * What a game tells the runtime after a step or an input: one report, or several in the order they happened
 * (e.g. each ball that landed in one frame, so each landing's new total is reported as at a higher frame
 * rate). `announce` runs first (a game's own callback for that moment, e.g. onLand); `score` reaches onScore
 * only when it differs from the total last reported (brief rule 1: a new total).
 */
export type SceneReport =
  | { readonly announce?: () => void; readonly score?: number; readonly ended?: { score: number; text: string } }
  | readonly SceneReport[]
  | void;

/**
 * A game as the runtime drives it: a model stepped in real seconds and drawn on a 2D canvas.
 * The runtime owns the loop, sizing, input listeners, visibility and the status line's pace.
 */
export type CanvasScene<K extends string = string> = {
  step(seconds: number): SceneReport;
  draw(context: CanvasRenderingContext2D, view: CanvasView, reducedMotion: boolean): void;
  status(phase: Phase): string;
  /** Keys the scene uses (their default action is prevented on the surface), e.g. [' ', 'Enter']. */
  readonly keys: readonly string[];
  /** Returns a report when the input changed the score or ended the run. Called only while running. */
  input(event: GameInput, view: CanvasView): SceneReport;
  reset(): void;
  /** New values (already a subset); a report when they changed the score (a song started over). */
  update(values: Partial<Values<K>>): SceneReport;
  /** Told when play starts or stops (e.g. to suspend audio). */
  running?(running: boolean): void;
  /**
   * Every pointer is a press of its own (a second finger landing while the first is down taps again),
   * for games where taps count; otherwise only the primary pointer presses and a second finger is ignored.
   */
  readonly everyPointer?: boolean;
  /**
   * A user gesture on the surface while the game runs: a key, or a pointer's down, up, click or touchend (after
   * the press it made, if any, was sent). Browsers let sound start on some of these and not others (touch
   * browsers grant it on the release).
   */
  gesture?(): void;
  destroy?(): void;
};

const isReportList = (report: SceneReport): report is readonly SceneReport[] => Array.isArray(report);

type Listen = (target: EventTarget, type: string, handler: (event: Event) => void) => void;

/** Sizes the canvas for its box and the device pixel ratio, and follows both as they change. */
function watchSize(canvas: HTMLCanvasElement, win: Window & typeof globalThis, listen: Listen, onChange: () => void, cleanups: (() => void)[]) {
  if (typeof win.ResizeObserver === 'function') {
    const observer = new win.ResizeObserver(() => onChange());
    observer.observe(canvas);
    cleanups.push(() => observer.disconnect());
  } else {
    listen(win, 'resize', onChange);
  }
  // A resolution query matches only the current ratio, so it is renewed after each change.
  let ratioQuery: MediaQueryList | undefined;
  const onRatioChange = () => {
    ratioQuery?.removeEventListener('change', onRatioChange);
    watchRatio();
    onChange();
  };
  function watchRatio() {
    ratioQuery = win.matchMedia?.(`(resolution: ${win.devicePixelRatio || 1}dppx)`);
    ratioQuery?.addEventListener?.('change', onRatioChange);
  }
  watchRatio();
  cleanups.push(() => ratioQuery?.removeEventListener?.('change', onRatioChange));
}

/**
 * A canvas whose box follows its width/height attributes (no CSS size, or one dimension left auto) would
 * grow each time fitCanvas() sets them to its size × devicePixelRatio. Once the canvas is laid out (it may be
 * handed over detached or inside display:none), each dimension that follows the attributes is found by
 * nudging them; both following: the box is pinned at its CSS size; one: the host's aspect ratio is kept, so a
 * `width: 100%` canvas keeps following its container. Returns whether the canvas was laid out to be checked.
 */
function pinAttributeSize(canvas: HTMLCanvasElement, original: { width: number; height: number }, cleanups: (() => void)[]): boolean {
  const { clientWidth, clientHeight } = canvas;
  if (clientWidth <= 0 && clientHeight <= 0) return false;
  const previous = { width: canvas.style.width, height: canvas.style.height, aspectRatio: canvas.style.aspectRatio };
  const { width, height } = original;
  canvas.width = width + 8;
  const widthFollows = canvas.clientWidth !== clientWidth;
  canvas.width = width;
  canvas.height = height + 8;
  const heightFollows = canvas.clientHeight !== clientHeight;
  canvas.height = height;
  if (widthFollows && heightFollows) {
    canvas.style.width = `${clientWidth}px`;
    canvas.style.height = `${clientHeight}px`;
  } else if (widthFollows || heightFollows) {
    canvas.style.aspectRatio = `${width} / ${height}`;
  }
  if (widthFollows || heightFollows) {
    cleanups.push(() => {
      canvas.style.width = previous.width;
      canvas.style.height = previous.height;
      canvas.style.aspectRatio = previous.aspectRatio;
    });
  }
  return true;
}

export type CanvasGameOptions = GameOptions & {
  /**
   * 'auto' (the default) runs on requestAnimationFrame; 'manual' leaves the clock to the host,
   * which calls step(seconds) and render() from its own loop.
   */
  loop?: 'auto' | 'manual';
};

/** A handle whose game can be driven from the host's loop ({ loop: 'manual' }). */
export type CanvasGameHandle<K extends string = string> = GameHandle<K> & {
  /** Advances a running game by `seconds` of play (clamped to maxFrameSeconds); does nothing while paused. */
  step(seconds: number): void;
  /** Draws the current moment. */
  render(): void;
};

/** Keys that tap in every game: after a run has ended, one of them (or a press on the canvas) starts the next. */
const tapKeys = [' ', 'Enter'];
/** The key that restarts a run (reset() then start()) while it plays or after it ended. */
const restartKeys = ['r', 'R'];

/**
 * Runs a scene on a <canvas>: requestAnimationFrame while running (or the host's loop), paused while
 * the tab is hidden, redrawn on resize and pixel-ratio changes, keys and pointers turned into press and
 * release. The canvas gets role="application" and an aria-label ("<Game> game") unless the host gave it its
 * own; both leave with destroy(), as do the sizes and styles the game set.
 */
/** The least size of a canvas game's text, in CSS px (issue 38: readable on a phone at any density). */
export const minimumTextPx = 12;

/**
 * Draws `text` in the context's font and alignment at (x, y), broken at spaces into as many lines as it needs
 * to fit `width` (in the current transform's units), `lineHeight` apart: with textBaseline 'bottom' the lines
 * stack up from y, otherwise down. A narrow portrait canvas wraps what a wide one shows on one line.
 */
export function fillTextWrapped(context: CanvasRenderingContext2D, text: string, x: number, y: number, width: number, lineHeight: number): void {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const next = line ? `${line} ${word}` : word;
    if (line && context.measureText(next).width > width) {
      lines.push(line);
      line = word;
    } else {
      line = next;
    }
  }
  lines.push(line);
  const first = context.textBaseline === 'bottom' ? y - (lines.length - 1) * lineHeight : y;
  lines.forEach((part, index) => context.fillText(part, x, first + index * lineHeight));
}

export function runCanvasGame<K extends string>(
  surface: HTMLCanvasElement,
  options: CanvasGameOptions,
  makeScene: (reducedMotion: () => boolean) => CanvasScene<K>,
  gameName: string,
): CanvasGameHandle<K> {
  if (surface?.tagName !== 'CANVAS') throw new Error(`${gameName} plays on a <canvas> element`);
  const canvas = surface as HTMLCanvasElement;
  const doc = canvas.ownerDocument;
  const win = doc.defaultView ?? window;
  const context = canvas.getContext('2d');
  const cleanups: (() => void)[] = [];
  let view: CanvasView = { width: 0, height: 0, ratio: 1 };
  /** The host's width/height attributes, given back on destroy(). */
  const original = { width: canvas.width, height: canvas.height };
  /** Whether the box was checked for following the attributes (it must be laid out for that). */
  let sizeChecked = false;

  let phase: Phase = 'ready';
  let destroyed = false;
  let frameRequest: number | null = null;
  let lastFrame: number | null = null;
  let lastDraw = 0;
  let resumeWhenVisible = false;
  /** The score last reported, so a restart says 0 only when it was not. */
  let score = 0;
  /** The countdown before play resumes on return to the tab. */
  const countdown = createResumeCountdown(() => {
    draw();
    reportStatus();
  }, () => start());
  let lastStatus = '';
  let lastStatusAt = Number.NEGATIVE_INFINITY;
  let statusTimer: ReturnType<typeof setTimeout> | null = null;
  const held = new Set<string>();
  /** Pointers pressing the game (one unless the scene takes every pointer). */
  const pressing = new Set<number>();
  /** A key or pointer whose press started a run: its release is not the new run's. */
  const swallowedKeys = new Set<string>();
  const swallowedPointers = new Set<number>();
  const manual = options.loop === 'manual';

  const motionQuery = win.matchMedia?.('(prefers-reduced-motion: reduce)');
  const reducedMotion = () => options.reducedMotion ?? motionQuery?.matches ?? false;
  const scene = makeScene(reducedMotion);
  const running = () => phase === 'running';

  const listen: Listen = (target, type, handler) => {
    target.addEventListener(type, handler);
    cleanups.push(() => target.removeEventListener(type, handler));
  };

  const previousTouchAction = canvas.style.touchAction ?? '';
  canvas.style.touchAction = 'none';
  const addedTabIndex = !canvas.hasAttribute('tabindex');
  if (addedTabIndex) canvas.tabIndex = 0;
  // A focusable surface needs a role and a name (a screen reader says "PhysicsDropper game, application").
  const addedRole = !canvas.hasAttribute('role');
  if (addedRole) canvas.setAttribute('role', 'application');
  const addedLabel = !canvas.hasAttribute('aria-label') && !canvas.hasAttribute('aria-labelledby');
  if (addedLabel) canvas.setAttribute('aria-label', `${gameName} game`);
  cleanups.push(() => {
    canvas.style.touchAction = previousTouchAction;
    if (addedTabIndex) canvas.removeAttribute('tabindex');
    if (addedRole) canvas.removeAttribute('role');
    if (addedLabel) canvas.removeAttribute('aria-label');
  });

  function draw() {
    if (!context || destroyed) return;
    context.setTransform(view.ratio, 0, 0, view.ratio, 0, 0);
    scene.draw(context, view, reducedMotion());
    if (countdown.seconds !== null) drawVeil(context, String(countdown.seconds), 4);
    else if (phase === 'paused') drawVeil(context, 'Paused', 8);
  }

  /** A dimmed board with one word over it: the countdown's seconds, or "Paused". */
  function drawVeil(target: CanvasRenderingContext2D, text: string, share: number) {
    target.save();
    // Over the whole view in CSS px: a scene may leave its board's transform set (PhysicsDropper's, BounceChain's
    // did, and "Paused" was drawn in board units, far off the canvas).
    target.setTransform(view.ratio, 0, 0, view.ratio, 0, 0);
    target.globalAlpha = 0.6;
    target.fillStyle = '#0a0e1a';
    target.fillRect(0, 0, view.width, view.height);
    target.globalAlpha = 1;
    target.fillStyle = '#e7eaf6';
    target.font = `700 ${Math.round(Math.min(view.width, view.height) / share)}px system-ui, sans-serif`;
    target.textAlign = 'center';
    target.textBaseline = 'middle';
    target.fillText(text, view.width / 2, view.height / 2);
    target.restore();
  }

  function fitCanvas() {
    if (destroyed) return;
    const ratio = win.devicePixelRatio || 1;
    if (!sizeChecked) sizeChecked = pinAttributeSize(canvas, original, cleanups);
    // Not laid out yet (detached, display:none): the attributes stay the host's until it is.
    if (!sizeChecked) {
      view = { width: canvas.width / ratio || 300, height: canvas.height / ratio || 150, ratio };
      draw();
      return;
    }
    const width = canvas.clientWidth || view.width || canvas.width / ratio || 300;
    const height = canvas.clientHeight || view.height || canvas.height / ratio || 150;
    view = { width, height, ratio };
    const pixelWidth = Math.round(width * ratio);
    const pixelHeight = Math.round(height * ratio);
    if (canvas.width !== pixelWidth) canvas.width = pixelWidth;
    if (canvas.height !== pixelHeight) canvas.height = pixelHeight;
    draw();
  }

  function reportStatus() {
    if (destroyed || !options.onStatus) return;
    const text = countdown.seconds === null ? scene.status(phase) : resumingText(countdown.seconds);
    if (text === lastStatus) return;
    const wait = lastStatusAt + statusInterval - win.performance.now();
    if (wait > 0) {
      statusTimer ??= setTimeout(() => {
        statusTimer = null;
        reportStatus();
      }, wait);
      return;
    }
    lastStatus = text;
    lastStatusAt = win.performance.now();
    options.onStatus(text);
  }

  function stopLoop() {
    if (frameRequest !== null) win.cancelAnimationFrame(frameRequest);
    frameRequest = null;
  }

  /** Lets go of every held key and pointer without acting on it (the scene hears running(false)). */
  function dropHeld() {
    held.clear();
    pressing.clear();
    swallowedKeys.clear();
    swallowedPointers.clear();
  }

  function handle(report: SceneReport) {
    if (!report || destroyed) return;
    if (isReportList(report)) {
      // Nothing a run reported after its end is heard (a scene stops at its end anyway).
      for (const each of report) {
        handle(each);
        if (phase === 'over') break;
      }
      return;
    }
    report.announce?.();
    if (destroyed) return;
    if (report.score !== undefined && report.score !== score) {
      score = report.score;
      options.onScore?.(report.score);
    }
    if (report.ended) {
      phase = 'over';
      stopLoop();
      scene.running?.(false);
      dropHeld();
      draw();
      reportStatus();
      options.onEnd?.(report.ended);
    }
  }

  function stepBy(seconds: number) {
    if (!running() || !(seconds >= 0)) return;
    handle(scene.step(Math.min(seconds, maxFrameSeconds)));
    reportStatus();
  }

  function frame(now: number) {
    frameRequest = null;
    if (!running()) return;
    const seconds = lastFrame === null ? 0 : Math.min((now - lastFrame) / 1000, maxFrameSeconds);
    lastFrame = now;
    handle(scene.step(seconds));
    if (!running()) return;
    if (!reducedMotion() || now - lastDraw >= reducedFrameMs) {
      lastDraw = now;
      draw();
    }
    reportStatus();
    frameRequest = win.requestAnimationFrame(frame);
  }

  function start() {
    countdown.stop();
    if (running() || destroyed) return;
    const resuming = phase === 'paused';
    resumeWhenVisible = false;
    // A finished run starts again from its first moment, its score back to 0 (as a restart says it).
    if (phase === 'over') {
      scene.reset();
      if (score !== 0) {
        score = 0;
        options.onScore?.(0);
      }
    }
    phase = 'running';
    lastFrame = null;
    scene.running?.(true);
    if (!manual) frameRequest = win.requestAnimationFrame(frame);
    reportStatus();
    if (resuming) options.onResume?.();
  }

  /** Stops play; `to` 'paused' is a pause (onPause when it was running), 'ready' the stop before a reset. */
  function halt(to: 'paused' | 'ready') {
    if (countdown.seconds !== null) {
      countdown.stop();
      draw();
      reportStatus();
    }
    if (!running()) return false;
    phase = to;
    stopLoop();
    dropHeld();
    scene.running?.(false);
    return true;
  }

  function pause() {
    if (destroyed || !halt('paused')) return;
    draw();
    reportStatus();
    options.onPause?.();
  }

  function reset() {
    if (destroyed) return;
    halt('ready');
    phase = 'ready';
    resumeWhenVisible = false;
    scene.reset();
    if (score !== 0) {
      score = 0;
      options.onScore?.(0);
    }
    draw();
    reportStatus();
  }

  function restart() {
    reset();
    start();
  }

  function send(event: GameInput) {
    if (!running()) return;
    handle(scene.input(event, view));
    if (!reducedMotion()) draw();
    reportStatus();
  }

  function gesture() {
    if (running()) scene.gesture?.();
  }

  /**
   * When the input happened: the event's timeStamp (performance.now()'s clock), not when its handler
   * ran, so a busy frame does not make a tap late. A stamp from another clock or the future is not used.
   */
  function eventTime(event: Event) {
    const handledAt = win.performance.now();
    const stamp = event.timeStamp;
    return stamp > 0 && stamp <= handledAt && handledAt - stamp < 1000 ? stamp : handledAt;
  }

  function position(event: Event) {
    const rect = canvas.getBoundingClientRect();
    const pointer = event as PointerEvent;
    return { x: pointer.clientX - rect.left, y: pointer.clientY - rect.top };
  }

  listen(canvas, 'keydown', (event) => {
    const { key, repeat } = event as KeyboardEvent;
    const restarts = restartKeys.includes(key);
    if (!scene.keys.includes(key) && !restarts) return;
    event.preventDefault();
    // A held key repeats keydown: one press until its keyup.
    if (repeat || held.has(key) || swallowedKeys.has(key)) return;
    if (restarts) {
      // R restarts a run under way or ended; while paused or counting down a press does nothing.
      if (running() || phase === 'over') {
        restart();
        swallowedKeys.add(key);
        gesture();
      }
      return;
    }
    if (phase === 'over' && tapKeys.includes(key)) {
      start();
      swallowedKeys.add(key);
      gesture();
      return;
    }
    if (!running()) return;
    held.add(key);
    send({ type: 'press', source: 'key', key, time: eventTime(event) });
    gesture();
  });
  listen(canvas, 'keyup', (event) => {
    const { key } = event as KeyboardEvent;
    if (!scene.keys.includes(key) && !restartKeys.includes(key)) return;
    event.preventDefault();
    if (swallowedKeys.delete(key)) return;
    if (!held.delete(key)) return;
    send({ type: 'release', source: 'key', key, time: eventTime(event) });
  });
  listen(canvas, 'blur', () => {
    for (const key of held) send({ type: 'release', source: 'key', key, time: win.performance.now() });
    held.clear();
  });
  listen(canvas, 'pointerdown', (event) => {
    const pointer = event as PointerEvent;
    const id = pointer.pointerId ?? 0;
    if (pointer.button !== 0) return;
    if (phase === 'over') {
      // After a run has ended, a press anywhere starts the next (and does nothing else).
      start();
      swallowedPointers.add(id);
      gesture();
      return;
    }
    if (!running()) return;
    // A second finger is a tap of its own where taps count; elsewhere the first finger's hold goes on.
    if (!scene.everyPointer && (pointer.isPrimary === false || pressing.size > 0)) {
      gesture();
      return;
    }
    pressing.add(id);
    // Keeps the release even when the finger slides off the canvas.
    try {
      canvas.setPointerCapture?.(pointer.pointerId);
    } catch {
      // jsdom and synthetic events have no active pointer to capture.
    }
    send({ type: 'press', source: 'pointer', ...position(event), time: eventTime(event) });
    gesture();
  });
  for (const type of ['pointerup', 'pointercancel']) {
    listen(canvas, type, (event) => {
      const id = (event as PointerEvent).pointerId ?? 0;
      if (type === 'pointerup') gesture();
      if (swallowedPointers.delete(id) || !pressing.delete(id)) return;
      send({ type: 'release', source: 'pointer', ...position(event), time: eventTime(event) });
    });
  }
  // Android and iOS grant the activation that lets sound start on the release of a touch or on its click.
  for (const type of ['click', 'touchend']) listen(canvas, type, gesture);
  // A long press or right click over the game opens no menu.
  listen(canvas, 'contextmenu', (event) => event.preventDefault());
  listen(doc, 'visibilitychange', () => {
    if (doc.hidden) {
      resumeWhenVisible = running() || countdown.seconds !== null;
      pause();
    } else if (resumeWhenVisible && !destroyed) {
      resumeWhenVisible = false;
      countdown.start();
    }
  });

  watchSize(canvas, win, listen, fitCanvas, cleanups);
  if (options.reducedMotion === undefined && motionQuery?.addEventListener) {
    motionQuery.addEventListener('change', draw);
    cleanups.push(() => motionQuery.removeEventListener('change', draw));
  }

  fitCanvas();
  reportStatus();
  if (options.autoStart) start();

  return {
    start,
    pause,
    step: stepBy,
    render: draw,
    reset,
    update(next) {
      if (destroyed) return;
      handle(scene.update(next));
      if (!running()) draw();
      reportStatus();
    },
    destroy() {
      if (destroyed) return;
      halt('paused');
      destroyed = true;
      if (statusTimer !== null) clearTimeout(statusTimer);
      statusTimer = null;
      scene.destroy?.();
      for (const cleanup of cleanups.splice(0)) cleanup();
      // The host's own attributes back: a canvas made again on it starts from the size it had.
      if (canvas.width !== original.width) canvas.width = original.width;
      if (canvas.height !== original.height) canvas.height = original.height;
    },
  };
}
