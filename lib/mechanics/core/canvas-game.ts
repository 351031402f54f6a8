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

/** What a game tells the runtime after a step or an input. */
export type SceneReport = { readonly score?: number; readonly ended?: { score: number; text: string } } | void;

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
  update(values: Partial<Values<K>>): void;
  /** Told when play starts or stops (e.g. to suspend audio). */
  running?(running: boolean): void;
  destroy?(): void;
};

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
 * A canvas with no CSS size is laid out at its width/height attributes, the very attributes fitCanvas()
 * sets to its size × devicePixelRatio: each resize would double it. Such a dimension is pinned at its
 * current CSS size (found by nudging the attribute and seeing whether the box follows), once.
 */
function pinAttributeSize(canvas: HTMLCanvasElement, cleanups: (() => void)[]) {
  const previous = { width: canvas.style.width, height: canvas.style.height };
  const { clientWidth, clientHeight, width, height } = canvas;
  canvas.width = width + 8;
  const widthFollows = clientWidth > 0 && canvas.clientWidth !== clientWidth;
  canvas.width = width;
  canvas.height = height + 8;
  const heightFollows = clientHeight > 0 && canvas.clientHeight !== clientHeight;
  canvas.height = height;
  if (widthFollows) canvas.style.width = `${clientWidth}px`;
  if (heightFollows) canvas.style.height = `${clientHeight}px`;
  if (widthFollows || heightFollows) {
    cleanups.push(() => {
      canvas.style.width = previous.width;
      canvas.style.height = previous.height;
    });
  }
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

/**
 * Runs a scene on a <canvas>: requestAnimationFrame while running (or the host's loop), paused while
 * the tab is hidden, redrawn on resize and pixel-ratio changes, Space/Enter/primary pointer turned
 * into press and release.
 */
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

  let phase: Phase = 'ready';
  let destroyed = false;
  let frameRequest: number | null = null;
  let lastFrame: number | null = null;
  let lastDraw = 0;
  let resumeWhenVisible = false;
  /** The countdown before play resumes on return to the tab. */
  const countdown = createResumeCountdown(() => {
    draw();
    reportStatus();
  }, () => start());
  let lastStatus = '';
  let lastStatusAt = Number.NEGATIVE_INFINITY;
  let statusTimer: ReturnType<typeof setTimeout> | null = null;
  const held = new Set<string>();
  /** The pointer that pressed, so a second finger neither presses nor ends the hold. */
  let pressingPointer: number | null = null;
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
  cleanups.push(() => {
    canvas.style.touchAction = previousTouchAction;
    if (addedTabIndex) canvas.removeAttribute('tabindex');
  });

  function draw() {
    if (!context || destroyed) return;
    context.setTransform(view.ratio, 0, 0, view.ratio, 0, 0);
    scene.draw(context, view, reducedMotion());
    if (countdown.seconds !== null) drawCountdown(context, countdown.seconds);
  }

  function drawCountdown(target: CanvasRenderingContext2D, seconds: number) {
    target.save();
    target.globalAlpha = 0.6;
    target.fillStyle = '#0a0e1a';
    target.fillRect(0, 0, view.width, view.height);
    target.globalAlpha = 1;
    target.fillStyle = '#e7eaf6';
    target.font = `700 ${Math.round(Math.min(view.width, view.height) / 4)}px system-ui, sans-serif`;
    target.textAlign = 'center';
    target.textBaseline = 'middle';
    target.fillText(String(seconds), view.width / 2, view.height / 2);
    target.restore();
  }

  function fitCanvas() {
    const ratio = win.devicePixelRatio || 1;
    const width = canvas.clientWidth || canvas.width / ratio || 300;
    const height = canvas.clientHeight || canvas.height / ratio || 150;
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

  function handle(report: SceneReport) {
    if (!report) return;
    if (report.score !== undefined) options.onScore?.(report.score);
    if (report.ended) {
      phase = 'over';
      stopLoop();
      scene.running?.(false);
      held.clear();
      pressingPointer = null;
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
    // A finished run starts again from its first moment.
    if (phase === 'over') scene.reset();
    phase = 'running';
    lastFrame = null;
    scene.running?.(true);
    if (!manual) frameRequest = win.requestAnimationFrame(frame);
    reportStatus();
  }

  function pause() {
    if (countdown.seconds !== null) {
      countdown.stop();
      draw();
      reportStatus();
    }
    if (!running()) return;
    phase = 'paused';
    stopLoop();
    held.clear();
    pressingPointer = null;
    scene.running?.(false);
    draw();
    reportStatus();
  }

  function send(event: GameInput) {
    if (!running()) return;
    handle(scene.input(event, view));
    if (!reducedMotion()) draw();
    reportStatus();
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
    if (!scene.keys.includes(key)) return;
    event.preventDefault();
    // A held key repeats keydown: one press until its keyup.
    if (repeat || held.has(key)) return;
    held.add(key);
    send({ type: 'press', source: 'key', key, time: eventTime(event) });
  });
  listen(canvas, 'keyup', (event) => {
    const { key } = event as KeyboardEvent;
    if (!scene.keys.includes(key)) return;
    event.preventDefault();
    if (!held.delete(key)) return;
    send({ type: 'release', source: 'key', key, time: eventTime(event) });
  });
  listen(canvas, 'blur', () => {
    for (const key of held) send({ type: 'release', source: 'key', key, time: win.performance.now() });
    held.clear();
  });
  listen(canvas, 'pointerdown', (event) => {
    const pointer = event as PointerEvent;
    // The primary button of the primary pointer only: a right click or a second finger is not a tap.
    if (!running() || pointer.button !== 0 || pointer.isPrimary === false || pressingPointer !== null) return;
    pressingPointer = pointer.pointerId ?? 0;
    // Keeps the release even when the finger slides off the canvas.
    try {
      canvas.setPointerCapture?.(pointer.pointerId);
    } catch {
      // jsdom and synthetic events have no active pointer to capture.
    }
    send({ type: 'press', source: 'pointer', ...position(event), time: eventTime(event) });
  });
  for (const type of ['pointerup', 'pointercancel']) {
    listen(canvas, type, (event) => {
      if (pressingPointer === null || ((event as PointerEvent).pointerId ?? 0) !== pressingPointer) return;
      pressingPointer = null;
      send({ type: 'release', source: 'pointer', ...position(event), time: eventTime(event) });
    });
  }
  // A long press or right click over the game opens no menu.
  listen(canvas, 'contextmenu', (event) => event.preventDefault());
  listen(doc, 'visibilitychange', () => {
    if (doc.hidden) {
      resumeWhenVisible = running() || countdown.seconds !== null;
      pause();
    } else if (resumeWhenVisible) {
      resumeWhenVisible = false;
      countdown.start();
    }
  });

  pinAttributeSize(canvas, cleanups);
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
    reset() {
      pause();
      phase = 'ready';
      scene.reset();
      options.onScore?.(0);
      draw();
      reportStatus();
    },
    update(next) {
      scene.update(next);
      if (!running()) draw();
      reportStatus();
    },
    destroy() {
      if (destroyed) return;
      pause();
      destroyed = true;
      if (statusTimer !== null) clearTimeout(statusTimer);
      statusTimer = null;
      scene.destroy?.();
      for (const cleanup of cleanups.splice(0)) cleanup();
    },
  };
}
