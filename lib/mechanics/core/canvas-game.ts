import { fitText } from './canvas-paint';
import { createShell, restartKeys, tapKeys, type GameSetup, type Phase, type SceneReport } from './game-shell';
import type { GameHandle, GameOptions } from './mechanic';
import type { Values } from './params';
import { pausedText, type PromptMoment } from './player-words';

export { gameSetup, statusInterval, type GameSetup, type Phase, type SceneReport } from './game-shell';
/** Longest frame a scene is stepped by: after a stall the game slows down rather than jumps. */
export const maxFrameSeconds = 0.05;
export { resumeCountdownSeconds } from './resume-countdown';
/** Reduced motion redraws at about 30 frames a second. */
const reducedFrameMs = 33;

/** CSS px of the canvas under the screen's notch, rounded corners or home bar, side by side (env(safe-area-inset-*)). */
export type Insets = { readonly top: number; readonly right: number; readonly bottom: number; readonly left: number };

/**
 * What a scene draws in: the canvas's CSS px size, its backing store's pixels per CSS px, and the part of it the
 * screen's safe area leaves out (a host's canvas over the whole screen of a phone with a notch), when any.
 */
export type CanvasView = { readonly width: number; readonly height: number; readonly ratio: number; readonly insets?: Insets };

const noInsets: Insets = { top: 0, right: 0, bottom: 0, left: 0 };
const safeViews = new WeakMap<CanvasView, CanvasView>();

/** The view's insets, zero where the safe area leaves the whole canvas. */
export function insetsOf(view: CanvasView): Insets {
  return view.insets ?? noInsets;
}

/**
 * The part of the view inside the screen's safe area, as a view of its own from its top left (the HUD draws in it,
 * translated by insetsOf(view)): the view itself where nothing is cut. Made once a view, so a frame allocates nothing.
 */
export function safeView(view: CanvasView): CanvasView {
  const { top, right, bottom, left } = insetsOf(view);
  if (top === 0 && right === 0 && bottom === 0 && left === 0) return view;
  let inside = safeViews.get(view);
  if (!inside) {
    inside = { width: Math.max(0, view.width - left - right), height: Math.max(0, view.height - top - bottom), ratio: view.ratio };
    safeViews.set(view, inside);
  }
  return inside;
}

const safeSides = ['top', 'right', 'bottom', 'left'] as const;

/** CSS px a HUD text keeps from the edge of the safe area where it is moved inside it. */
export const safeMargin = 4;

/** The clock input events are stamped with: the performance clock of the surface's own window (a frame has its own). */
export function surfaceNow(surface: HTMLElement): number {
  return (surface.ownerDocument.defaultView ?? globalThis).performance.now();
}

/**
 * Moves the context's origin to the safe area's top left (save() before, restore() after) and returns the safe view
 * to lay the HUD out in; where nothing is cut, the view itself and no move.
 */
export function intoSafeArea(context: CanvasRenderingContext2D, view: CanvasView): CanvasView {
  const inside = safeView(view);
  if (inside !== view) {
    const { left, top } = insetsOf(view);
    context.translate(left, top);
  }
  return inside;
}

/**
 * One press or release of the game's action, from a key or a pointer (mouse, pen, touch).
 * `x`/`y` are CSS pixels from the canvas's top left (pointer only); `time` is the event's timeStamp in
 * performance.now() ms.
 */
export type GameInput = {
  readonly type: 'press' | 'release';
  /** 'pad': a gamepad's button (buttons 0 to 3), in a scene that reads one (`pad`). */
  readonly source: 'key' | 'pointer' | 'pad';
  /** KeyboardEvent.key for keys. */
  readonly key?: string;
  readonly x?: number;
  readonly y?: number;
  readonly time: number;
  /**
   * A release that ends the hold and does nothing else: let go while play was stopped, told when it goes on
   * (keepsHolds), or taken from the game (the canvas's focus lost, the browser's cancel, the host's capture).
   */
  readonly letGo?: boolean;
  /** With `letGo`: whether another hold of the player's goes on (a hold's scene drops its own when none does). */
  readonly holding?: boolean;
};

/**
 * A game as the runtime drives it: a model stepped in real seconds and drawn on a 2D canvas.
 * The runtime owns the loop, sizing and input listeners; the shell the lifecycle, pause and status line.
 */
export type CanvasScene<K extends string = string> = {
  step(seconds: number): SceneReport;
  draw(context: CanvasRenderingContext2D, view: CanvasView, reducedMotion: boolean): void;
  status(phase: Phase): string;
  /** Keys the scene uses (their default action is prevented on the surface), e.g. [' ', 'Enter']. */
  readonly keys: readonly string[];
  /** Returns a report when the input changed the score or ended the run. Called only while running. */
  input(event: GameInput, view: CanvasView): SceneReport;
  /** Back to the first moment of a new run, dealt from `seed` (the host's seed, else a new one each run: runSeed). */
  reset(seed: number): void;
  /** The values after update(): every setting, the ones it was given over the current ones; a report when they changed the score (a song started over). */
  update(values: Values<K>): SceneReport;
  /**
   * Told when play starts or stops (e.g. to suspend audio). `holding`, for a scene that keepsHolds: stopping, whether
   * a hold of the player's is kept through the stop (the host's pause with the player still there); starting again,
   * whether one is still held (else the scene drops its hold without acting on it).
   */
  running?(running: boolean, holding: boolean): void;
  /**
   * Every pointer is a press of its own (a second finger landing while the first is down taps again),
   * for games where taps count; otherwise only the primary pointer presses and a second finger is ignored.
   */
  readonly everyPointer?: boolean;
  /**
   * The keys that do something while held (BounceChain's steering, TimingWheel's charge), and whether a held pointer
   * does: one held through the host's pause() is pressed again when play goes on. A key of a tap (a nudge, a dash)
   * acted once when pressed, so it is not pressed again.
   */
  readonly holdKeys?: readonly string[];
  readonly holdPointers?: boolean;
  /**
   * The scene keeps its own hold through the host's pause (TimingWheel's charge, BounceChain's steering and its tap
   * window) instead of having it pressed again: a hold still held goes on as it was, one let go during the pause is
   * told when play goes on, while another is held, as a release that only ends it (`letGo`: no nudge, no brake), and
   * dropped without acting when none is.
   */
  readonly keepsHolds?: boolean;
  /**
   * The scene reads a gamepad: a press of its buttons 0 to 3 reaches input() as a press with source 'pad' while it
   * runs, and starts it while it waits (ready or ended), as a key or a tap does (the shell reads the pad).
   */
  readonly pad?: boolean;
  /**
   * A user gesture on the surface while the game runs: a key, or a pointer's down, up, click or touchend (after
   * the press it made, if any, was sent). Browsers let sound start on some of these and not others (touch
   * browsers grant it on the release).
   */
  gesture?(): void;
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
 * How many CSS px of the screen one CSS px of the canvas's own box covers under the host's transforms and zoom (a
 * scale-to-fit wrapper): the border box on screen over the box laid out, on the sides that match (a quarter turn
 * swaps them; another turn counts as its bounding box). 1 before the canvas is laid out.
 */
export function screenScale(canvas: HTMLCanvasElement): number {
  const rect = canvas.getBoundingClientRect();
  const laidWidth = canvas.offsetWidth;
  const laidHeight = canvas.offsetHeight;
  if (!(rect.width > 0 && rect.height > 0 && laidWidth > 0 && laidHeight > 0)) return 1;
  return Math.max(Math.min(rect.width / laidWidth, rect.height / laidHeight), Math.min(rect.width / laidHeight, rect.height / laidWidth));
}

/** The most pixels a backing store gets under a host's scale-up (4096 × 4096): a huge zoom costs no more memory. */
const mostBackingPixels = 4096 * 4096;
/** Draws between two looks at the host's transforms (a scale-to-fit wrapper that changes without resizing the canvas). */
const drawsPerScaleLook = 30;

/**
 * The canvas's content box, in CSS px of its own box: where the browser paints the bitmap, inside the host's
 * CSS padding (and border). `left`/`top` are the padding's, from the padding edge (where offsetX counts from).
 * The backing store is sized to it and a pointer is read in it, so a padded canvas is drawn and hit-tested alike.
 */
export function contentBox(canvas: HTMLCanvasElement): { left: number; top: number; width: number; height: number } {
  const style = canvas.ownerDocument.defaultView?.getComputedStyle?.(canvas);
  const px = (value: string | undefined) => (value ? Number.parseFloat(value) || 0 : 0);
  const left = px(style?.paddingLeft);
  const top = px(style?.paddingTop);
  return {
    left,
    top,
    width: Math.max(0, canvas.clientWidth - left - px(style?.paddingRight)),
    height: Math.max(0, canvas.clientHeight - top - px(style?.paddingBottom)),
  };
}

/**
 * One of the canvas's inline styles as the host wrote it, its value and its priority (`!important`): the function puts
 * it back so (a property setter drops the priority: a host's `touch-action: pan-y !important` came back without it).
 */
function keptStyle(canvas: HTMLCanvasElement, property: 'width' | 'height' | 'aspectRatio' | 'touchAction'): () => void {
  const style = canvas.style as CSSStyleDeclaration | undefined;
  const name = property.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
  const value = style?.[property] ?? '';
  const priority = style?.getPropertyPriority?.(name) ?? '';
  return () => {
    if (!style) return;
    style[property] = value;
    if (priority) style.setProperty?.(name, value, priority);
  };
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
  const previous = (['width', 'height', 'aspectRatio'] as const).map((property) => keptStyle(canvas, property));
  const { width, height } = original;
  canvas.width = width + 8;
  const widthFollows = canvas.clientWidth !== clientWidth;
  canvas.width = width;
  canvas.height = height + 8;
  const heightFollows = canvas.clientHeight !== clientHeight;
  canvas.height = height;
  if (widthFollows && heightFollows) {
    // Pinned at the size it has: CSS width is the content box's (or the border box's under border-box sizing).
    const borderBox = canvas.ownerDocument.defaultView?.getComputedStyle?.(canvas).boxSizing === 'border-box';
    const box = contentBox(canvas);
    canvas.style.width = `${borderBox ? canvas.offsetWidth : box.width}px`;
    canvas.style.height = `${borderBox ? canvas.offsetHeight : box.height}px`;
  } else if (widthFollows || heightFollows) {
    canvas.style.aspectRatio = `${width} / ${height}`;
  }
  if (widthFollows || heightFollows) {
    // What the game wrote: a style the host has changed since is the host's, kept at destroy().
    const written = (['width', 'height', 'aspectRatio'] as const).map((property) => canvas.style[property]);
    cleanups.push(() => {
      (['width', 'height', 'aspectRatio'] as const).forEach((property, index) => {
        if (canvas.style[property] === written[index]) previous[index]?.();
      });
    });
  }
  return true;
}

export type CanvasGameOptions = GameOptions & {
  /**
   * 'auto' (the default) runs on requestAnimationFrame; 'manual' leaves the clock to the host,
   * which calls step(seconds) and render() from its own loop.
   */
  loop?: 'auto' | 'manual' | null | undefined;
};

/** A handle whose game can be driven from the host's loop ({ loop: 'manual' }). */
export type CanvasGameHandle<K extends string = string> = GameHandle<K> & {
  /** Advances a running game by `seconds` of play (at most 0.05 s a call); does nothing while paused. */
  step(seconds: number): void;
  /** Draws the current moment. */
  render(): void;
};

/**
 * What a scene is made with: the player's motion setting and the prompts in the player's words. A scene reads no
 * input of its own: keys, pointers and a pad reach it through input().
 */
export type SceneContext = {
  reducedMotion(): boolean;
  /** The prompt for a moment, in words for the hands the player last pressed with. */
  prompt(moment: PromptMoment): string;
  /**
   * Whether play goes on: false once the host paused or destroyed the game, in one of its callbacks too. A scene that
   * steps its rules several times a frame and calls the host's callbacks between steps stops there.
   */
  playing(): boolean;
  /** Whether the host destroyed the game (in one of its callbacks too): nothing of the game's is heard after it. */
  destroyed(): boolean;
};

/** The least size of a canvas game's text, in CSS px: readable on a phone at any density. */
export const minimumTextPx = 12;

/**
 * Where a pointer event is on the canvas, in CSS px of the canvas's own box, through whatever the host puts
 * between it and the screen: a CSS transform (a scale-to-fit wrapper, a rotated box) or a zoom. The browser's
 * offsetX/offsetY are in the target's local coordinates after every transform (Chromium's
 * MouseEvent::ComputeRelativePosition maps the point with LayoutObject::AbsoluteToLocalPoint); under CSS zoom
 * they are in zoomed px, which currentCSSZoom (the zoom in effect on the element) divides out. A client point
 * minus the box's rectangle is right only with no transform: it is the fallback where offsetX is missing.
 */
export function pointOnCanvas(canvas: HTMLCanvasElement, event: MouseEvent): { x: number; y: number } {
  // offsetX counts from the padding edge; the drawing is in the content box, inside the host's CSS padding.
  const box = contentBox(canvas);
  if (event.target === canvas && Number.isFinite(event.offsetX) && Number.isFinite(event.offsetY)) {
    const zoom = (canvas as HTMLCanvasElement & { currentCSSZoom?: number }).currentCSSZoom || 1;
    return { x: event.offsetX / zoom - box.left, y: event.offsetY / zoom - box.top };
  }
  // The rectangle is the border box on screen; offsetWidth is the same box laid out.
  const rect = canvas.getBoundingClientRect();
  const laidWidth = canvas.offsetWidth || canvas.clientWidth + 2 * canvas.clientLeft;
  const laidHeight = canvas.offsetHeight || canvas.clientHeight + 2 * canvas.clientTop;
  const scaleX = rect.width > 0 && laidWidth > 0 ? laidWidth / rect.width : 1;
  const scaleY = rect.height > 0 && laidHeight > 0 ? laidHeight / rect.height : 1;
  return {
    x: (event.clientX - rect.left) * scaleX - canvas.clientLeft - box.left,
    y: (event.clientY - rect.top) * scaleY - canvas.clientTop - box.top,
  };
}

/**
 * Runs a scene on a <canvas>: requestAnimationFrame while running (or the host's loop), redrawn on resize and
 * pixel-ratio changes, keys and pointers turned into press and release; the shell pauses it,
 * counts it back in and says its status. The canvas gets role="application" and an aria-label ("<Game> game")
 * unless the host gave it its own; both leave with destroy(), as do the sizes and styles the game set.
 */
export function runCanvasGame<K extends string>(
  surface: HTMLCanvasElement,
  options: CanvasGameOptions,
  makeScene: (context: SceneContext) => CanvasScene<K>,
  setup: GameSetup<K>,
): CanvasGameHandle<K> {
  if (surface?.tagName !== 'CANVAS') throw new Error(`${setup.name} plays on a <canvas> element`);
  const canvas = surface as HTMLCanvasElement;
  const doc = canvas.ownerDocument;
  const win = doc.defaultView ?? window;
  const context = canvas.getContext('2d');
  const shell = createShell<K>(doc, setup, options);
  const { listen } = shell;
  /** What sizing borrowed (observers, the styles pinAttributeSize set), given back at destroy(). */
  const cleanups: (() => void)[] = [];
  shell.onDestroy(() => {
    for (const cleanup of cleanups.splice(0)) cleanup();
  });
  let view: CanvasView = { width: 0, height: 0, ratio: 1 };
  /** The host's width/height attributes, given back on destroy(). */
  const original = { width: canvas.width, height: canvas.height };
  /** Which of them the host wrote: one it left out is left out again on destroy() (its default size is the same). */
  const written = { width: canvas.hasAttribute('width'), height: canvas.hasAttribute('height') };
  /** Whether the host's canvas had a style attribute: the styles the game set go back one by one, and one it did not have goes. */
  const styled = canvas.hasAttribute('style');
  /** The host's style attribute as it wrote it: given back word for word where its declarations are the same again. */
  const styleText = canvas.getAttribute('style');
  // The screen's safe area, resolved by the browser on the canvas (env() computes inside a custom property): taken away
  // again at destroy().
  for (const side of safeSides) canvas.style?.setProperty?.(`--microloop-safe-${side}`, `env(safe-area-inset-${side}, 0px)`);
  /** Whether the box was checked for following the attributes (it must be laid out for that). */
  let sizeChecked = false;
  /** screenScale() when the backing store was last sized, and the draws since the host's transforms were looked at. */
  let scaleOnScreen = 1;
  let drawsSinceScaleLook = 0;
  /** The screen's safe-area insets (CSS px of the window) read when the canvas was last sized. */
  let screenInsets: Insets = noInsets;
  let frameRequest: number | null = null;
  let lastFrame: number | null = null;
  let lastDraw = 0;
  const held = new Set<string>();
  /** Pointers pressing the game (one unless the scene takes every pointer). */
  const pressing = new Set<number>();
  /** A key or pointer whose press started a run: its release is not the new run's. */
  const swallowedKeys = new Set<string>();
  const swallowedPointers = new Set<number>();
  /**
   * What the player still holds through the host's pause() while the page keeps the focus: let go of without acting
   * when play stops, and pressed again when it goes on, unless released meanwhile (its keyup or pointerup reaches the
   * canvas). A stop with the page away (a blur, a hidden tab) keeps nothing: no release would come.
   */
  const keptKeys = new Set<string>();
  /** Hold keys pressed between runs (Left, then Space): pressed at the next run's first moment while still held. */
  const heldBetweenRuns = new Set<string>();
  const keptPointers = new Map<number, { x: number; y: number }>();
  /** Kept keys and pointers let go while play was stopped (a scene that keepsHolds hears their release when it goes on). */
  const letGoKeys = new Set<string>();
  const letGoPointers: { x: number; y: number }[] = [];
  const pointerAt = new Map<number, { x: number; y: number }>();
  /** Fingers down on a game that waits: a finger starts the run on its release (a tap), not when the browser takes it for a scroll (pointercancel). */
  const tapping = new Set<number>();
  const manual = options.loop === 'manual';
  const { reducedMotion } = shell;
  const scene = makeScene({ reducedMotion, prompt: shell.prompt, playing: () => shell.running && !shell.destroyed, destroyed: () => shell.destroyed });
  const running = () => shell.running;
  if (scene.pad) shell.usePad(canvas);

  const previousTouchAction = canvas.style.touchAction ?? '';
  const putTouchActionBack = keptStyle(canvas, 'touchAction');
  /**
   * A run that plays, or has just ended (a finger on it starts the next at its press, as in every engine: the
   * contract's touch-restart), takes every touch on the canvas (touch-action: none: a drag steers, no scroll or zoom);
   * a game that waits for its first run or is paused lets a finger scroll and zoom the page over it as the host says:
   * the host's inline value, else its stylesheet's (the game writes nothing over it), else `manipulation` where the host
   * gave none (a page that holds the game scrolls past it, and a swipe starts nothing). Set whenever the phase changes
   * (show()) and once the canvas is first laid out (a detached canvas has no style).
   */
  const followTouch = () => {
    if (shell.phase === 'running' || shell.phase === 'over') {
      canvas.style.touchAction = 'none';
      return;
    }
    putTouchActionBack();
    if (previousTouchAction || !canvas.isConnected) return;
    const hosts = win.getComputedStyle?.(canvas).getPropertyValue('touch-action');
    if (!hosts || hosts === 'auto') canvas.style.touchAction = 'manipulation';
  };
  followTouch();
  const addedTabIndex = !canvas.hasAttribute('tabindex');
  if (addedTabIndex) canvas.tabIndex = 0;
  // A focusable surface needs a role and a name (a screen reader says "PhysicsDropper game, application").
  const addedRole = !canvas.hasAttribute('role');
  if (addedRole) canvas.setAttribute('role', 'application');
  const addedLabel = !canvas.hasAttribute('aria-label') && !canvas.hasAttribute('aria-labelledby');
  if (addedLabel) canvas.setAttribute('aria-label', `${setup.name} game`);
  shell.onDestroy(() => {
    putTouchActionBack();
    if (addedTabIndex) canvas.removeAttribute('tabindex');
    if (addedRole) canvas.removeAttribute('role');
    if (addedLabel) canvas.removeAttribute('aria-label');
  });

  function draw() {
    if (!context || shell.destroyed) return;
    // A host's transform that changed since the backing store was sized (no resize to observe): sized again, which draws.
    if (++drawsSinceScaleLook >= drawsPerScaleLook && sizeChecked) {
      drawsSinceScaleLook = 0;
      if (Math.abs(screenScale(canvas) - scaleOnScreen) > 0.01) return fitCanvas();
      followSafeArea();
    }
    context.setTransform(view.ratio, 0, 0, view.ratio, 0, 0);
    scene.draw(context, view, reducedMotion());
    const seconds = shell.countdown;
    if (seconds !== null) drawVeil(context, countdownDigits[seconds] ?? String(seconds), 4);
    else if (shell.phase === 'paused') drawVeil(context, pausedText, 8);
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
    fitText(target, text, view.width / 2, view.height / 2, view.width - 16);
    target.restore();
  }

  function fitCanvas() {
    if (shell.destroyed) return;
    const ratio = win.devicePixelRatio || 1;
    if (!sizeChecked) {
      sizeChecked = pinAttributeSize(canvas, original, cleanups);
      if (sizeChecked) followTouch();
    }
    // Not laid out yet (detached, display:none): the attributes stay the host's until it is.
    if (!sizeChecked) {
      view = { width: canvas.width / ratio || 300, height: canvas.height / ratio || 150, ratio };
      draw();
      return;
    }
    // The content box: the browser paints the bitmap inside the host's padding.
    const box = contentBox(canvas);
    const width = box.width || view.width || canvas.width / ratio || 300;
    const height = box.height || view.height || canvas.height / ratio || 150;
    // Under a host's scale (a scale-to-fit wrapper) the backing store follows what the screen shows: sharp when scaled
    // up, no larger than needed when scaled down. The scene still draws in the canvas's own CSS px.
    scaleOnScreen = screenScale(canvas);
    drawsSinceScaleLook = 0;
    const shown = ratio * scaleOnScreen;
    const onScreen = Math.min(shown, Math.sqrt(mostBackingPixels / (width * height)));
    view = { width, height, ratio: onScreen > 0 && Number.isFinite(onScreen) ? onScreen : ratio, insets: insetsOnCanvas() };
    const pixelWidth = Math.round(width * view.ratio);
    const pixelHeight = Math.round(height * view.ratio);
    if (canvas.width !== pixelWidth) canvas.width = pixelWidth;
    if (canvas.height !== pixelHeight) canvas.height = pixelHeight;
    draw();
  }

  /**
   * How far the screen's safe area (env(safe-area-inset-*), read through the custom properties set on the canvas) cuts
   * into the canvas, in its own CSS px: a host's canvas over a whole phone screen has its notch and home bar over it.
   */
  function insetsOnCanvas(): Insets {
    const style = win.getComputedStyle?.(canvas);
    const inset = (side: (typeof safeSides)[number]) => Number.parseFloat(style?.getPropertyValue(`--microloop-safe-${side}`) ?? '') || 0;
    screenInsets = { top: inset('top'), right: inset('right'), bottom: inset('bottom'), left: inset('left') };
    return insetsWhereCanvasIs();
  }

  /** The screen's insets read last, over the canvas where it is now (the page scrolled it under the notch, or away). */
  function insetsWhereCanvasIs(): Insets {
    const { top, right, bottom, left } = screenInsets;
    if (top <= 0 && right <= 0 && bottom <= 0 && left <= 0) return noInsets;
    const rect = canvas.getBoundingClientRect();
    const scale = scaleOnScreen > 0 ? scaleOnScreen : 1;
    return {
      top: Math.max(0, top - rect.top) / scale,
      right: Math.max(0, rect.right - (win.innerWidth - right)) / scale,
      bottom: Math.max(0, rect.bottom - (win.innerHeight - bottom)) / scale,
      left: Math.max(0, left - rect.left) / scale,
    };
  }

  /**
   * The page scrolled, or the host moved the canvas with no resize: where a notch or home bar is on the screen, the
   * HUD's insets follow the canvas's place (a canvas scrolled up to the top of a phone held on its side).
   */
  function followSafeArea() {
    if (!sizeChecked || screenInsets === noInsets || shell.destroyed) return;
    const insets = insetsWhereCanvasIs();
    const now = insetsOf(view);
    if (insets.top === now.top && insets.right === now.right && insets.bottom === now.bottom && insets.left === now.left) return;
    view = { ...view, insets };
    if (!running()) draw();
  }

  function stopLoop() {
    if (frameRequest !== null) win.cancelAnimationFrame(frameRequest);
    frameRequest = null;
  }

  /** Whether a key or pointer kept through the stop is one whose holding does something. */
  function holdsKept(): boolean {
    for (const key of keptKeys) if (scene.holdKeys?.includes(key)) return true;
    return !!scene.holdPointers && keptPointers.size > 0;
  }

  /**
   * Presses again, as play goes on, what the player held through the stop and has not let go of (dropHeld(true)), where
   * holding does something; a scene that keeps its holds has them held again, and hears the release of one let go.
   */
  function pressKept() {
    const pressedAgainAt = win.performance.now();
    if (scene.keepsHolds) {
      const holding = holdsKept();
      for (const key of keptKeys) if (holding && scene.holdKeys?.includes(key)) held.add(key);
      for (const [id, at] of keptPointers) {
        if (!holding || !scene.holdPointers) continue;
        pressing.add(id);
        pointerAt.set(id, at);
      }
      for (const key of letGoKeys) if (holding && scene.holdKeys?.includes(key)) send({ type: 'release', source: 'key', key, time: pressedAgainAt, letGo: true, holding: true });
      for (const at of letGoPointers) if (holding && scene.holdPointers) send({ type: 'release', source: 'pointer', ...at, time: pressedAgainAt, letGo: true, holding: true });
      keptKeys.clear();
      keptPointers.clear();
      letGoKeys.clear();
      letGoPointers.length = 0;
      return;
    }
    for (const key of keptKeys) {
      if (!scene.holdKeys?.includes(key)) continue;
      held.add(key);
      send({ type: 'press', source: 'key', key, time: pressedAgainAt });
    }
    for (const [id, at] of keptPointers) {
      if (!scene.holdPointers) continue;
      pressing.add(id);
      pointerAt.set(id, at);
      send({ type: 'press', source: 'pointer', ...at, time: pressedAgainAt });
    }
    keptKeys.clear();
    keptPointers.clear();
  }

  /** Lets go of every held key and pointer without acting on it (the scene hears running(false)); `keep`: remember them. */
  function dropHeld(keep = false) {
    keptKeys.clear();
    keptPointers.clear();
    letGoKeys.clear();
    letGoPointers.length = 0;
    if (keep) {
      for (const key of held) keptKeys.add(key);
      for (const id of pressing) keptPointers.set(id, pointerAt.get(id) ?? { x: 0, y: 0 });
    }
    held.clear();
    pressing.clear();
    pointerAt.clear();
    swallowedKeys.clear();
    swallowedPointers.clear();
  }

  /** A pad's press while the game runs reaches the scene before the frame's step (the shell reads it while play is stopped). */
  function readPad() {
    if (scene.pad && shell.padPressed()) send({ type: 'press', source: 'pad', time: win.performance.now() });
  }

  function stepBy(seconds: number) {
    if (!running() || !(seconds >= 0)) return;
    readPad();
    if (!running()) return;
    shell.handle(scene.step(Math.min(seconds, maxFrameSeconds)));
    shell.reportStatus();
  }

  function frame(now: number) {
    frameRequest = null;
    if (!running()) return;
    const seconds = lastFrame === null ? 0 : Math.min((now - lastFrame) / 1000, maxFrameSeconds);
    lastFrame = now;
    readPad();
    if (!running()) return;
    shell.handle(scene.step(seconds));
    if (!running()) return;
    if (!reducedMotion() || now - lastDraw >= reducedFrameMs) {
      lastDraw = now;
      draw();
    }
    shell.reportStatus();
    frameRequest = win.requestAnimationFrame(frame);
  }

  function send(event: GameInput) {
    if (!running()) return;
    shell.handle(scene.input(event, view));
    if (!reducedMotion()) draw();
    shell.reportStatus();
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

  /**
   * A key as the game holds it: a letter in either case is one key, so a press and its release match whatever Shift
   * or Caps Lock did in between (review 64, JSB-1: `a` down, Shift, `A` up left the ball steering).
   */
  const keyOf = (key: string) => (key.length === 1 ? key.toLowerCase() : key);

  listen(canvas, 'keydown', (event) => {
    const { key: typed, repeat, ctrlKey, metaKey, altKey } = event as KeyboardEvent;
    // A key with Ctrl, Cmd or Alt is the browser's or the host's (Ctrl+R reloads), never the game's.
    if (ctrlKey || metaKey || altKey) return;
    const restarts = restartKeys.includes(typed);
    if (!scene.keys.includes(typed) && !restarts) return;
    event.preventDefault();
    const key = keyOf(typed);
    // A held key repeats keydown: one press until its keyup.
    if (repeat || held.has(key) || swallowedKeys.has(key)) return;
    shell.pressedWith('key');
    if (restarts) {
      // R restarts a run under way or ended; while paused or counting down a press does nothing.
      if (shell.restartByKey()) {
        swallowedKeys.add(key);
        gesture();
      }
      return;
    }
    // A game that waits (ready, or after a run's end) starts on a tap key, and the press does nothing else.
    if ((shell.phase === 'ready' || shell.phase === 'over') && tapKeys.includes(key)) {
      if (shell.startByPlayer()) gesture();
      swallowedKeys.add(key);
      return;
    }
    if (!running()) {
      // A hold key pressed between runs (Left, then Space to start) is held from the run's first moment, as play going
      // on after a pause presses what was held through it (review 65, js-b: it steered only when pressed again).
      if ((shell.phase === 'ready' || shell.phase === 'over') && scene.holdKeys?.includes(typed)) heldBetweenRuns.add(key);
      return;
    }
    held.add(key);
    send({ type: 'press', source: 'key', key, time: eventTime(event) });
    gesture();
  });
  listen(canvas, 'keyup', (event) => {
    const { key: typed } = event as KeyboardEvent;
    if (!scene.keys.includes(typed) && !restartKeys.includes(typed)) return;
    event.preventDefault();
    const key = keyOf(typed);
    if (heldBetweenRuns.delete(key)) return;
    if (keptKeys.delete(key)) {
      letGoKeys.add(key);
      return;
    }
    if (swallowedKeys.delete(key)) return;
    if (!held.delete(key)) return;
    send({ type: 'release', source: 'key', key, time: eventTime(event) });
  });
  listen(canvas, 'blur', () => {
    // The keys' releases go where the focus went: each held key is let go without acting (no brake, no nudge).
    heldBetweenRuns.clear();
    for (const key of [...held]) {
      held.delete(key);
      send({ type: 'release', source: 'key', key, time: win.performance.now(), letGo: true, holding: held.size > 0 || pressing.size > 0 });
    }
    keptKeys.clear();
    letGoKeys.clear();
    // A key that started or restarted the run and is let go elsewhere (the host's text field took the focus) sends its
    // keyup there: its mark would swallow its next press here.
    swallowedKeys.clear();
  });
  /** Keeps the pointer's release on the canvas when it slides off it (a release elsewhere never reaches the game). */
  const capture = (pointer: PointerEvent) => {
    const id = pointer.pointerId;
    try {
      canvas.setPointerCapture?.(id);
    } catch {
      // jsdom and synthetic events have no active pointer to capture.
    }
    // A host's element that takes the pointer in its own pointerdown handler (after the canvas's, as it bubbles)
    // replaces the canvas's capture in the same event: no lostpointercapture, no pointerup comes here. Looked at once the
    // event is over, a capture the canvas had and lost ends the press as a cancel does.
    if (!canvas.hasPointerCapture?.(id)) return;
    win.setTimeout(() => {
      if (!shell.destroyed && (pressing.has(id) || swallowedPointers.has(id)) && !canvas.hasPointerCapture(id)) ended('lostpointercapture', pointer);
    }, 0);
  };
  listen(canvas, 'pointerdown', (event) => {
    const pointer = event as PointerEvent;
    const id = pointer.pointerId ?? 0;
    if (pointer.button !== 0) return;
    shell.pressedWith(pointer.pointerType || 'mouse');
    if (shell.phase === 'ready' || shell.phase === 'over') {
      // A game that waits (ready, or after a run's end): a press anywhere starts the run (and does nothing else);
      // a finger on a game waiting for its first run starts it on its release, so a swipe that scrolls the page past
      // the game starts nothing (after a run's end the player's finger is on the game: the next run starts at once).
      swallowedPointers.add(id);
      // Its release clears the mark, so it must come here: let go off the canvas, it swallowed the next press's release.
      capture(pointer);
      if (pointer.pointerType === 'touch' && shell.phase === 'ready') tapping.add(id);
      else if (shell.startByPlayer()) gesture();
      return;
    }
    if (!running()) return;
    // A second finger is a tap of its own where taps count; elsewhere the first finger's hold goes on.
    if (!scene.everyPointer && (pointer.isPrimary === false || pressing.size > 0)) {
      gesture();
      return;
    }
    pressing.add(id);
    const at = pointOnCanvas(canvas, pointer);
    pointerAt.set(id, at);
    capture(pointer);
    send({ type: 'press', source: 'pointer', ...at, time: eventTime(event) });
    gesture();
  });
  /** A pointer's press ends: let go by the player (pointerup), or taken from the game (the browser's cancel, the host's capture). */
  function ended(type: string, event: Event) {
    const id = (event as PointerEvent).pointerId ?? 0;
    // A finger's tap on a game that waits: lifted without the browser taking it for a scroll or a zoom.
    if (tapping.delete(id) && type === 'pointerup') shell.startByPlayer();
    if (type === 'pointerup') gesture();
    pointerAt.delete(id);
    const kept = keptPointers.get(id);
    if (kept) {
      keptPointers.delete(id);
      letGoPointers.push(kept);
      return;
    }
    if (swallowedPointers.delete(id) || !pressing.delete(id)) return;
    // Cancelled by the browser (a scroll took the touch) or taken by the host's element: let go without acting.
    const letGo = type !== 'pointerup';
    send({ type: 'release', source: 'pointer', ...pointOnCanvas(canvas, event as PointerEvent), time: eventTime(event), ...(letGo ? { letGo, holding: held.size > 0 || pressing.size > 0 } : {}) });
  }
  // The capture taken by a host's element (a drag-to-pan container) ends the press here as a cancel does: its release
  // goes there, and the start press's mark or a held press would otherwise wait for it.
  for (const type of ['pointerup', 'pointercancel', 'lostpointercapture']) listen(canvas, type, (event) => ended(type, event));
  // Android and iOS grant the activation that lets sound start on the release of a touch or on its click.
  for (const type of ['click', 'touchend']) listen(canvas, type, gesture);
  // A long press or right click over the game opens no menu.
  listen(canvas, 'contextmenu', (event) => event.preventDefault());

  watchSize(canvas, win, listen, fitCanvas, cleanups);
  // A host's scale-to-fit wrapper changes its transform on the window's resize, the canvas's own box unchanged (no
  // resize to observe), and a phone turned moves its notch: the backing store and the safe area follow, paused or not.
  listen(win, 'resize', () => {
    if (sizeChecked) fitCanvas();
  });
  // Scrolls do not bubble: the window hears every one (the page's, and any scrolling box around the canvas) on capture.
  listen(win, 'scroll', followSafeArea, { capture: true, passive: true });

  shell.attach({
    run(on) {
      followTouch();
      if (on) {
        lastFrame = null;
        scene.running?.(true, holdsKept());
        pressKept();
        const startedAt = win.performance.now();
        for (const key of heldBetweenRuns) {
          held.add(key);
          send({ type: 'press', source: 'key', key, time: startedAt });
        }
        heldBetweenRuns.clear();
        if (!manual) frameRequest = win.requestAnimationFrame(frame);
        return;
      }
      stopLoop();
      // Paused with the page still in focus (the host's pause()): what the player still holds is pressed again when play
      // goes on. The player away (a blur, a hidden tab) sends no release, and a run's end or a reset starts afresh:
      // nothing is kept then (a key that ended a run would act again in the next).
      dropHeld(shell.phase === 'paused' && !doc.hidden && (typeof doc.hasFocus !== 'function' || doc.hasFocus()));
      scene.running?.(false, holdsKept());
    },
    reset: (seed) => scene.reset(seed),
    show() {
      followTouch();
      fitCanvas();
    },
    status: (phase) => scene.status(phase),
    update: (values) => scene.update(values),
    takeKeys: () => canvas.focus({ preventScroll: true }),
    destroy() {
      scene.destroy?.();
      // The host's own attributes back: a canvas made again on it starts from the size it had.
      for (const side of ['width', 'height'] as const) {
        if (!written[side]) canvas.removeAttribute(side);
        else if (canvas[side] !== original[side]) canvas[side] = original[side];
      }
      for (const side of safeSides) canvas.style?.removeProperty?.(`--microloop-safe-${side}`);
      // Unset styles leave an empty style="" behind: gone again if the host had none and set none since.
      if (!styled && canvas.getAttribute('style')?.trim() === '') canvas.removeAttribute('style');
      // The same declarations as the browser writes them again (a trailing ";", its spacing): the host's own text back,
      // so a host comparing attributes finds its element as it was. Not where the host changed a style since.
      if (styleText !== null && canvas.getAttribute('style') !== styleText && canvas.ownerDocument) {
        const probe = canvas.ownerDocument.createElement('canvas');
        probe.setAttribute('style', styleText);
        if (probe.style.cssText === canvas.style.cssText) canvas.setAttribute('style', styleText);
      }
    },
  });

  return { ...shell.controls, step: stepBy, render: draw };
}

/** The countdown's digits, made once (a string a frame for 3 s of veil is garbage a frame). */
const countdownDigits: readonly string[] = ['0', '1', '2', '3'];
