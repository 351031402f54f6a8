import { installFakeCanvas, tapKey, type FakeCanvas } from '../core/testing/fake-canvas';
import { createGame as createBounceChain } from '../bounce-chain/game';
import { createGame as createDoubleTapDash } from '../double-tap-dash/game';
import { createGame as createPhysicsDropper } from '../physics-dropper/game';
import { createGame as createRhythmClacker } from '../rhythm-clacker/game';
import { createGame as createTimingWheel } from '../timing-wheel/game';

/**
 * Issue 38, a HUD readable on any screen (JavaScript): the canvas games draw their text in CSS pixels
 * (canvas-game.ts sets the transform to devicePixelRatio before a scene draws), which are
 * density-independent by design. Checked here on a 2D context that follows the transform: every text a
 * game draws in play, paused and counting down, in a 320 × 693 portrait host at devicePixelRatio 1, 2 and
 * 3, is the same size in CSS px at each ratio, at least 12 CSS px, and lies within the canvas's width
 * (measureText: 0.6 em a letter, wider than system-ui's average). MemoryTiles is DOM buttons and text in
 * CSS px (its 13 px status line), laid out by the browser: it is not a canvas game and is not checked here.
 */
type Drawn = { text: string; css: number; left: number; right: number };
type Matrix = [number, number, number, number, number, number];

const games = {
  'bounce-chain': createBounceChain,
  'double-tap-dash': createDoubleTapDash,
  'physics-dropper': createPhysicsDropper,
  'rhythm-clacker': createRhythmClacker,
  'timing-wheel': createTimingWheel,
} as const;
const host = { width: 320, height: 693 };
const letterEm = 0.6;

function multiply(m: Matrix, n: Matrix): Matrix {
  return [m[0] * n[0] + m[2] * n[1], m[1] * n[0] + m[3] * n[1], m[0] * n[2] + m[2] * n[3], m[1] * n[2] + m[3] * n[3], m[0] * n[4] + m[2] * n[5] + m[4], m[1] * n[4] + m[3] * n[5] + m[5]];
}

function fontPx(font: string): number {
  const match = /(\d+(?:\.\d+)?)px/.exec(font);
  if (!match) throw new Error(`No px size in font "${font}"`);
  return Number(match[1]);
}

/** A 2D context that keeps the transform, font and alignment, and records each fillText in CSS px. */
function trackingContext(ratio: number, drawn: Drawn[]): CanvasRenderingContext2D {
  let matrix: Matrix = [1, 0, 0, 1, 0, 0];
  const stack: { matrix: Matrix; font: string; textAlign: string }[] = [];
  const state: Record<string, unknown> = { font: '10px sans-serif', textAlign: 'start' };
  const methods: Record<string, (...args: never[]) => unknown> = {
    setTransform: (a: number, b: number, c: number, d: number, e: number, f: number) => void (matrix = [a, b, c, d, e, f]),
    resetTransform: () => void (matrix = [1, 0, 0, 1, 0, 0]),
    transform: (a: number, b: number, c: number, d: number, e: number, f: number) => void (matrix = multiply(matrix, [a, b, c, d, e, f])),
    scale: (x: number, y: number) => void (matrix = multiply(matrix, [x, 0, 0, y, 0, 0])),
    translate: (x: number, y: number) => void (matrix = multiply(matrix, [1, 0, 0, 1, x, y])),
    rotate: (angle: number) => void (matrix = multiply(matrix, [Math.cos(angle), Math.sin(angle), -Math.sin(angle), Math.cos(angle), 0, 0])),
    save: () => void stack.push({ matrix, font: String(state.font), textAlign: String(state.textAlign) }),
    restore: () => {
      const top = stack.pop();
      if (top) [matrix, state.font, state.textAlign] = [top.matrix, top.font, top.textAlign];
    },
    measureText: (text: string) => ({ width: text.length * letterEm * fontPx(String(state.font)) }),
    fillText: (text: string, x: number, _y: number, maxWidth?: number) => {
      const size = fontPx(String(state.font));
      const across = Math.hypot(matrix[0], matrix[1]);
      const width = Math.min(String(text).length * letterEm * size, maxWidth ?? Infinity) * across;
      const at = matrix[0] * x + matrix[2] * _y + matrix[4];
      const align = String(state.textAlign);
      const left = align === 'center' ? at - width / 2 : align === 'right' || align === 'end' ? at - width : at;
      drawn.push({ text: String(text), css: (size * Math.hypot(matrix[2], matrix[3])) / ratio, left: left / ratio, right: (left + width) / ratio });
    },
  };
  return new Proxy(state, {
    get: (target, name: string) => (name in methods ? methods[name] : name in target ? target[name] : () => undefined),
    set: (target, name: string, value) => {
      target[name] = value;
      return true;
    },
  }) as unknown as CanvasRenderingContext2D;
}

/** Every text the game draws in 1 s of play with two taps, then paused, then counting down after focus comes back. */
function textsAt(slug: keyof typeof games, ratio: number, fake: FakeCanvas): Drawn[] {
  const drawn: Drawn[] = [];
  Object.defineProperty(window, 'devicePixelRatio', { configurable: true, value: ratio });
  Object.defineProperty(fake.canvas, 'clientWidth', { configurable: true, value: host.width });
  Object.defineProperty(fake.canvas, 'clientHeight', { configurable: true, value: host.height });
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(() => trackingContext(ratio, drawn) as never);
  const game = games[slug](fake.canvas, {}, { autoStart: true });
  for (let half = 0; half < 2; half++) {
    tapKey(fake.canvas);
    fake.runFrames(30);
  }
  fake.setHidden(true);
  fake.runFrames(2);
  fake.setHidden(false);
  fake.runFrames(2);
  game.destroy();
  return drawn;
}

describe('the canvas games’ HUD text (issue 38)', () => {
  let fake: FakeCanvas;
  beforeEach(() => {
    fake = installFakeCanvas();
  });
  afterEach(() => {
    fake.remove();
    Object.defineProperty(window, 'devicePixelRatio', { configurable: true, value: 1 });
  });

  it.each(Object.keys(games) as (keyof typeof games)[])(
    '%s: every text the same CSS size at devicePixelRatio 1, 2 and 3, at least 12 CSS px, none cut off by the edges of a 320 × 693 portrait canvas',
    (slug) => {
      const byRatio = [1, 2, 3].map((ratio) => {
        const drawn = textsAt(slug, ratio, fake);
        fake.remove();
        fake = installFakeCanvas();
        return drawn;
      });
      expect(byRatio[0]!.length).toBeGreaterThan(0);
      expect(byRatio[0]!.some(({ text }) => text === 'Paused')).toBe(true);
      // The sizes drawn (the texts differ from run to run: each game deals its own random run).
      const sizes = byRatio.map((drawn) => [...new Set(drawn.map(({ css }) => css.toFixed(2)))].sort());
      expect(sizes[1]).toEqual(sizes[0]);
      expect(sizes[2]).toEqual(sizes[0]);
      for (const drawn of byRatio) {
        expect(drawn.filter(({ css }) => css < 12 - 1e-6).map(({ text, css }) => `${text} at ${css.toFixed(1)} px`)).toEqual([]);
        expect(drawn.filter(({ left, right }) => left < -0.5 || right > host.width + 0.5).map(({ text, left, right }) => `${text}: ${left.toFixed(0)}..${right.toFixed(0)}`)).toEqual([]);
      }
    },
  );
});
