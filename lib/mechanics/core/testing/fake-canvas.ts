/**
 * A jsdom stand-in for what a canvas game touches (jsdom has no canvas or animation frames):
 * a 2D context that records every call, requestAnimationFrame driven by runFrames, matchMedia,
 * ResizeObserver and document.hidden. For the games' unit tests only.
 */
export type Call = { name: string; args: unknown[] };

export type FakeCanvas = {
  canvas: HTMLCanvasElement;
  calls: Call[];
  frames: Map<number, FrameRequestCallback>;
  mediaListeners: Map<string, Set<() => void>>;
  observers: { observe: jest.Mock; disconnect: jest.Mock; callback: () => void }[];
  /** The timestamp the last fake frame was given (it moves with the fake timers). */
  now(): number;
  /** Runs the pending animation frame `count` times, 1/60 s apart (timers advance with it). */
  runFrames(count: number): void;
  setHidden(hidden: boolean): void;
  /** Sets whether `(prefers-reduced-motion: reduce)` matches for games created after the call. */
  setReducedMotion(reduce: boolean): void;
  remove(): void;
};

function fakeContext(calls: Call[]) {
  return new Proxy({} as Record<string, unknown>, {
    get(target, name: string) {
      if (name in target) return target[name];
      if (name === 'measureText') return (text: string) => ({ width: text.length * 6 });
      return (...args: unknown[]) => calls.push({ name, args });
    },
    set(target, name: string, value) {
      target[name] = value;
      return true;
    },
  }) as unknown as CanvasRenderingContext2D;
}

/** Call in beforeEach; call remove() in afterEach (it also restores mocks and real timers). */
export function installFakeCanvas(): FakeCanvas {
  jest.useFakeTimers();
  const calls: Call[] = [];
  const frames = new Map<number, FrameRequestCallback>();
  const mediaListeners = new Map<string, Set<() => void>>();
  const observers: FakeCanvas['observers'] = [];
  let nextFrame = 1;
  let now = 1000;
  let reduce = false;

  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(() => fakeContext(calls) as never);
  window.requestAnimationFrame = jest.fn((callback: FrameRequestCallback) => {
    frames.set(nextFrame, callback);
    return nextFrame++;
  });
  window.cancelAnimationFrame = jest.fn((id: number) => void frames.delete(id));
  window.matchMedia = jest.fn((query: string) => ({
    matches: query.includes('reduced-motion') ? reduce : false,
    media: query,
    addEventListener: (_: string, listener: () => void) => {
      if (!mediaListeners.has(query)) mediaListeners.set(query, new Set());
      mediaListeners.get(query)?.add(listener);
    },
    removeEventListener: (_: string, listener: () => void) => mediaListeners.get(query)?.delete(listener),
  })) as unknown as typeof window.matchMedia;
  window.ResizeObserver = jest.fn((callback: () => void) => {
    const observer = { observe: jest.fn(), disconnect: jest.fn(), callback };
    observers.push(observer);
    return observer;
  }) as unknown as typeof ResizeObserver;
  const canvas = document.createElement('canvas');
  document.body.append(canvas);

  return {
    canvas,
    calls,
    frames,
    mediaListeners,
    observers,
    now: () => now,
    runFrames(count) {
      for (let i = 0; i < count; i++) {
        const pending = [...frames.entries()];
        frames.clear();
        now += 1000 / 60;
        jest.advanceTimersByTime(1000 / 60);
        for (const [, callback] of pending) callback(now);
      }
    },
    setHidden(hidden) {
      Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
      document.dispatchEvent(new Event('visibilitychange'));
    },
    setReducedMotion(value) {
      reduce = value;
    },
    remove() {
      canvas.remove();
      Object.defineProperty(document, 'hidden', { configurable: true, get: () => false });
      jest.useRealTimers();
      jest.restoreAllMocks();
    },
  };
}

/** Dispatches a keydown then keyup of `key` on the element; returns whether keydown's default was prevented. */
export function tapKey(target: EventTarget, key = ' '): boolean {
  const down = new KeyboardEvent('keydown', { key, cancelable: true, bubbles: true });
  target.dispatchEvent(down);
  target.dispatchEvent(new KeyboardEvent('keyup', { key, cancelable: true, bubbles: true }));
  return down.defaultPrevented;
}

/** Records every listener added to and removed from the targets (still adding and removing them). */
export function spyOnListeners(targets: readonly EventTarget[]) {
  const added: [EventTarget, string, unknown][] = [];
  const removed: [EventTarget, string, unknown][] = [];
  for (const target of targets) {
    const add = target.addEventListener.bind(target);
    const remove = target.removeEventListener.bind(target);
    jest.spyOn(target, 'addEventListener').mockImplementation((type, listener, options) => {
      added.push([target, type, listener]);
      add(type, listener, options);
    });
    jest.spyOn(target, 'removeEventListener').mockImplementation((type, listener, options) => {
      removed.push([target, type, listener]);
      remove(type, listener, options);
    });
  }
  return { added, removed };
}
