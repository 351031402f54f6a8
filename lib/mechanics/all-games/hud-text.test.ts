import { canvasGameCreators } from './game-starters';
import { installFakeCanvas, tapKey, type FakeCanvas } from '../core/testing/fake-canvas';
import { createGame as createRhythmClacker } from '../rhythm-clacker/game';

/**
 * Issue 38, a HUD readable on any screen (JavaScript): the canvas games draw their text in CSS pixels
 * (canvas-game.ts sets the transform to devicePixelRatio before a scene draws), which are
 * density-independent by design. Checked here on a 2D context that follows the transform: every text a
 * game draws in play, paused and counting down, in a 320 × 693 portrait host at devicePixelRatio 1, 2 and
 * 3, is the same size in CSS px at each ratio, at least 12 CSS px, and lies within the canvas's width
 * (measureText: 0.6 em a letter, wider than system-ui's average). MemoryTiles is DOM buttons and text in
 * CSS px (its 13 px status line), laid out by the browser: it is not a canvas game and is not checked here.
 */
/** `fitted`: drawn with a maxWidth (fitText, wrappedText), so it can never run past the width it was given. */
/** `natural` and `limit`: its width in CSS px at its size, and the maxWidth it was given (Infinity without one). */
type Drawn = { text: string; css: number; left: number; right: number; top: number; bottom: number; frame: number; fitted: boolean; natural: number; limit: number };
type Matrix = [number, number, number, number, number, number];

const games = canvasGameCreators;
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

/**
 * The widest a HUD's numbers get in a long run: a 4-digit score, a 2-digit combo or chain (the review's "Score 4500"
 * beside "combo 12 · 2×"). The games draw what their short test run scored; the check measures the text as it would be.
 */
function widened(text: string): string {
  return text.replace(/^(Score) \d+$/, '$1 8888').replace(/^(combo|Combo|Chain) \d+/, '$1 88');
}

/** A 2D context that keeps the transform, font and alignment, and records each fillText in CSS px. */
function trackingContext(ratio: number, drawn: Drawn[], view: { width: number; height: number } = host, pictures = { frame: 0 }): CanvasRenderingContext2D {
  let matrix: Matrix = [1, 0, 0, 1, 0, 0];
  const stack: { matrix: Matrix; font: string; textAlign: string; textBaseline: string }[] = [];
  const state: Record<string, unknown> = { font: '10px sans-serif', textAlign: 'start', textBaseline: 'alphabetic' };
  const methods: Record<string, (...args: never[]) => unknown> = {
    setTransform: (a: number, b: number, c: number, d: number, e: number, f: number) => void (matrix = [a, b, c, d, e, f]),
    resetTransform: () => void (matrix = [1, 0, 0, 1, 0, 0]),
    transform: (a: number, b: number, c: number, d: number, e: number, f: number) => void (matrix = multiply(matrix, [a, b, c, d, e, f])),
    scale: (x: number, y: number) => void (matrix = multiply(matrix, [x, 0, 0, y, 0, 0])),
    translate: (x: number, y: number) => void (matrix = multiply(matrix, [1, 0, 0, 1, x, y])),
    rotate: (angle: number) => void (matrix = multiply(matrix, [Math.cos(angle), Math.sin(angle), -Math.sin(angle), Math.cos(angle), 0, 0])),
    save: () => void stack.push({ matrix, font: String(state.font), textAlign: String(state.textAlign), textBaseline: String(state.textBaseline) }),
    restore: () => {
      const top = stack.pop();
      if (top) [matrix, state.font, state.textAlign, state.textBaseline] = [top.matrix, top.font, top.textAlign, top.textBaseline];
    },
    measureText: (text: string) => ({ width: widened(String(text)).length * letterEm * fontPx(String(state.font)) }),
    // A fill over the whole canvas starts a new picture: what is drawn after it is seen together (a frame, or the veil).
    fillRect: (x: number, y: number, width: number, height: number) => {
      const covers = matrix[4] + matrix[0] * x <= 0.5 && matrix[5] + matrix[3] * y <= 0.5 && matrix[0] * width >= view.width * ratio - 0.5 && matrix[3] * height >= view.height * ratio - 0.5;
      if (covers) pictures.frame += 1;
    },
    fillText: (raw: string, x: number, y: number, maxWidth?: number) => {
      const text = widened(String(raw));
      const size = fontPx(String(state.font));
      const across = Math.hypot(matrix[0], matrix[1]);
      const tall = size * Math.hypot(matrix[2], matrix[3]);
      const width = Math.min(text.length * letterEm * size, maxWidth ?? Infinity) * across;
      const at = matrix[0] * x + matrix[2] * y + matrix[4];
      const atY = matrix[1] * x + matrix[3] * y + matrix[5];
      const align = String(state.textAlign);
      const left = align === 'center' ? at - width / 2 : align === 'right' || align === 'end' ? at - width : at;
      const baseline = String(state.textBaseline);
      const top = baseline === 'top' ? atY : baseline === 'bottom' ? atY - tall : baseline === 'middle' ? atY - tall / 2 : atY - 0.8 * tall;
      const natural = (text.length * letterEm * size * across) / ratio;
      const limit = maxWidth === undefined ? Infinity : (maxWidth * across) / ratio;
      drawn.push({ text, css: tall / ratio, left: left / ratio, right: (left + width) / ratio, top: top / ratio, bottom: (top + tall) / ratio, frame: pictures.frame, fitted: maxWidth !== undefined, natural, limit });
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
function textsAt(slug: keyof typeof games, ratio: number, fake: FakeCanvas, view: { width: number; height: number } = host, midway?: () => void): Drawn[] {
  const drawn: Drawn[] = [];
  Object.defineProperty(window, 'devicePixelRatio', { configurable: true, value: ratio });
  Object.defineProperty(fake.canvas, 'clientWidth', { configurable: true, value: view.width });
  Object.defineProperty(fake.canvas, 'clientHeight', { configurable: true, value: view.height });
  // Every canvas the game draws on (its own, a layer it paints once) counts its texts in the frame being drawn.
  const pictures = { frame: 0 };
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(() => trackingContext(ratio, drawn, view, pictures) as never);
  const game = games[slug](fake.canvas, {}, { autoStart: true });
  for (let half = 0; half < 2; half++) {
    tapKey(fake.canvas);
    fake.runFrames(30);
    // Something the host does mid-run (a scroll): only what is drawn after it counts.
    if (half === 0 && midway) {
      midway();
      drawn.length = 0;
    }
  }
  fake.setHidden(true);
  fake.runFrames(2);
  fake.setHidden(false);
  fake.runFrames(2);
  game.destroy();
  return drawn;
}

/** The fake canvas of the test under way: each test gets its own (one may install another), and the window's devicePixelRatio is 1 again after it. */
let fake: FakeCanvas;
function useFreshCanvas() {
  beforeEach(() => {
    fake = installFakeCanvas();
  });
  afterEach(() => {
    fake.remove();
    Object.defineProperty(window, 'devicePixelRatio', { configurable: true, value: 1 });
  });
}

describe('the canvas games’ HUD text (issue 38)', () => {
  useFreshCanvas();

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

  // The kit page's canvas on a 693 × 320 phone turned on its side, with its insets: about 599 × 230 CSS px (review J11).
  it.each(Object.keys(games) as (keyof typeof games)[])('%s: every text at least 12 CSS px in a 599 × 230 canvas (a small phone on its side)', (slug) => {
    const drawn = textsAt(slug, 3, fake, { width: 599, height: 230 });
    expect(drawn.length).toBeGreaterThan(0);
    expect(drawn.filter(({ css }) => css < 12 - 1e-6).map(({ text, css }) => `${text} at ${css.toFixed(1)} px`)).toEqual([]);
  });

  // Review 24 (JavaScript R24-6): on a 568 × 320 phone on its side the "100" bin was drawn at 12 px squeezed to 0.9 of its width.
  it('physics-dropper: the bins\' scores are drawn at their full width in the kit page\'s canvas on a small phone on its side (568 × 320: about 474 × 170) and in a 599 × 230 canvas, in their bin and the room the shorter scores beside them leave', () => {
    for (const view of [{ width: 474, height: 170 }, { width: 599, height: 230 }]) {
      const scores = ['10', '25', '50', '100'];
      const bins = textsAt('physics-dropper', 3, fake, view).filter(({ text }) => scores.includes(text));
      fake.remove();
      fake = installFakeCanvas();
      expect(new Set(bins.map(({ text }) => text))).toEqual(new Set(scores));
      expect(bins.filter(({ natural, limit }) => limit < natural - 1e-6).map(({ text, natural, limit }) => `${text}: ${natural.toFixed(1)} px in ${limit.toFixed(1)}`)).toEqual([]);
    }
  });
});

/** The portrait phones of issue 45, in CSS px. */
const phones = [
  { width: 320, height: 693 },
  { width: 360, height: 740 },
  { width: 390, height: 844 },
  { width: 412, height: 915 },
];

describe('the canvas games’ HUD text on portrait phones (issue 45, N5)', () => {
  useFreshCanvas();

  // Game boxes of a video's shapes on the narrowest phone (review 31, JS R31-3: DoubleTapDash's start prompt lay over its
  // second HUD row at 320 × 180).
  const boxes = [
    { width: 320, height: 180 },
    { width: 320, height: 213 },
    { width: 320, height: 240 },
  ];
  it.each(Object.keys(games) as (keyof typeof games)[])('%s: no two texts drawn together intersect at 320, 360, 390 or 412 px wide, or in 16:9, 3:2 and 4:3 boxes 320 px wide, with a 4-digit score', (slug) => {
    const overlaps: string[] = [];
    for (const phone of [...phones, ...boxes]) {
      const drawn = textsAt(slug, 1, fake, phone);
      fake.remove();
      fake = installFakeCanvas();
      expect(drawn.some(({ text }) => text === 'Score 8888')).toBe(true);
      const frames = new Map<number, Drawn[]>();
      for (const text of drawn) frames.set(text.frame, [...(frames.get(text.frame) ?? []), text]);
      for (const texts of frames.values()) {
        texts.forEach((first, index) => {
          for (const second of texts.slice(index + 1)) {
            const across = Math.min(first.right, second.right) - Math.max(first.left, second.left);
            const down = Math.min(first.bottom, second.bottom) - Math.max(first.top, second.top);
            if (across > 0.5 && down > 0.5) overlaps.push(`${phone.width} × ${phone.height}: "${first.text}" and "${second.text}" overlap by ${across.toFixed(0)}×${down.toFixed(0)} px`);
          }
        });
      }
    }
    expect([...new Set(overlaps)]).toEqual([]);
  });
});

/** Portrait phones and small phones on their side, as the kit page's canvas is on them (review 2 of 2026-11-29, K4). */
const screens = [
  { width: 320, height: 693 },
  { width: 360, height: 740 },
  { width: 599, height: 230 },
  { width: 693, height: 320 },
];

/**
 * Every text a game draws on every screen a player sees: ready, playing (tapped every half second), paused, counting
 * down, the run's end where its rules end one (RhythmClacker on a two-note map), and RhythmClacker's calibration.
 */
function textsOnEveryScreen(slug: keyof typeof games, fake: FakeCanvas, view: { width: number; height: number }): { drawn: Drawn[]; ended: boolean } {
  const drawn: Drawn[] = [];
  Object.defineProperty(fake.canvas, 'clientWidth', { configurable: true, value: view.width });
  Object.defineProperty(fake.canvas, 'clientHeight', { configurable: true, value: view.height });
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(() => trackingContext(1, drawn, view) as never);
  let ended = false;
  const options = { seed: 3, onEnd: () => void (ended = true), ...(slug === 'rhythm-clacker' ? { beatMap: { name: 'Two', bpm: 60, subdivision: 1, beats: [0, 1] } } : {}) };
  const game = games[slug](fake.canvas, {}, options);
  fake.runFrames(2);
  if (slug === 'rhythm-clacker') {
    void (game as ReturnType<typeof createRhythmClacker>).calibrate();
    fake.runFrames(30);
    game.reset();
  }
  game.start();
  fake.runFrames(30);
  fake.setHidden(true);
  fake.runFrames(2);
  fake.setHidden(false);
  fake.runFrames(2);
  jest.advanceTimersByTime(4000);
  // PhysicsDropper's board never ends: 20 s of it. DoubleTapDash's runner, untapped, ends at a gate.
  for (let frame = 0; frame < 60 * 20 && !ended; frame += 30) {
    if (slug !== 'double-tap-dash') tapKey(fake.canvas);
    fake.runFrames(30);
  }
  fake.runFrames(2);
  game.destroy();
  return { drawn, ended };
}

describe('every text a canvas game draws fits the canvas’s width, on every screen (review 2 of 2026-11-29, K4)', () => {
  useFreshCanvas();

  it.each(Object.keys(games) as (keyof typeof games)[])('%s: ready, playing, paused, counting down, ended (and calibrating) at 320 × 693, 360 × 740, 599 × 230 and 693 × 320', (slug) => {
    const cut: string[] = [];
    for (const view of screens) {
      const { drawn, ended } = textsOnEveryScreen(slug, fake, view);
      fake.remove();
      fake = installFakeCanvas();
      expect(ended).toBe(slug !== 'physics-dropper');
      if (slug === 'rhythm-clacker') expect(drawn.some(({ text }) => text.startsWith('Calibrating'))).toBe(true);
      for (const { text, left, right } of drawn) if (left < -0.5 || right > view.width + 0.5) cut.push(`${view.width} × ${view.height}: "${text}" spans ${left.toFixed(0)}..${right.toFixed(0)}`);
      // Every text through fitText or wrappedText: one a longer run (or another language) makes wider still fits.
      for (const { text, fitted } of drawn) if (!fitted) cut.push(`"${text}" drawn with no width to fit`);
    }
    expect([...new Set(cut)]).toEqual([]);
  });
});

// Review 25 (JavaScript R25-2): a host's canvas over a whole phone screen had the HUD under the notch (RhythmClacker's
// "Score 0" at x 15–133 with 47 px insets on a phone on its side).
describe('the HUD inside the screen\'s safe area when the host\'s canvas covers a phone with a notch (issue 45)', () => {
  useFreshCanvas();

  const hudText = /^(Score|combo|Combo|Streak|Phase|Run over|Chain)/;
  const phones: { name: string; width: number; height: number; insets: { top: number; right: number; bottom: number; left: number }; window?: { width: number; height: number } }[] = [
    { name: 'on its side', width: 812, height: 375, insets: { top: 0, right: 47, bottom: 21, left: 47 } },
    { name: 'upright', width: 375, height: 812, insets: { top: 47, right: 0, bottom: 34, left: 0 } },
    // A game box wider than the board's shape at the top of an upright phone's page (review 31, JS R31-2: PhysicsDropper's
    // and BounceChain's HUD sat on the board's top edge, under the notch).
    { name: 'a wide box at the top, upright', width: 390, height: 300, window: { width: 390, height: 844 }, insets: { top: 47, right: 0, bottom: 34, left: 0 } },
  ];
  /** The screen's insets, as the browser resolves env(safe-area-inset-*) through the canvas's custom properties. */
  const emulateInsets = (insets: (typeof phones)[number]['insets']) => {
    const real = window.getComputedStyle.bind(window);
    jest.spyOn(window, 'getComputedStyle').mockImplementation((element, pseudo) => {
      const style = real(element, pseudo);
      const inset = (name: string) => /^--microloop-safe-(top|right|bottom|left)$/.exec(name)?.[1] as keyof typeof insets | undefined;
      return new Proxy(style, {
        get: (target, property) => (property === 'getPropertyValue' ? (name: string) => (inset(name) ? `${insets[inset(name)!]}px` : target.getPropertyValue(name)) : Reflect.get(target, property)),
      });
    });
  };
  const outsideOf = (phone: (typeof phones)[number], drawn: Drawn[]) => {
    // The insets over the canvas, laid at the window's top left.
    const { top, right, left } = phone.insets;
    const bottom = Math.max(0, phone.height - ((phone.window?.height ?? phone.height) - phone.insets.bottom));
    return drawn
      .filter((text) => text.left < left - 0.5 || text.right > phone.width - right + 0.5 || text.top < top - 0.5 || text.bottom > phone.height - bottom + 0.5)
      .map((text) => `${phone.name}: "${text.text}" at ${text.left.toFixed(0)}..${text.right.toFixed(0)} × ${text.top.toFixed(0)}..${text.bottom.toFixed(0)}`);
  };
  it.each(Object.keys(games) as (keyof typeof games)[])('%s: every HUD text inside the safe area, on its side and upright, and in a wide box at the top of an upright phone', (slug) => {
    const outside: string[] = [];
    for (const phone of phones) {
      emulateInsets(phone.insets);
      Object.defineProperty(window, 'innerWidth', { configurable: true, value: phone.window?.width ?? phone.width });
      Object.defineProperty(window, 'innerHeight', { configurable: true, value: phone.window?.height ?? phone.height });
      jest.spyOn(fake.canvas, 'getBoundingClientRect').mockReturnValue({ left: 0, top: 0, right: phone.width, bottom: phone.height, width: phone.width, height: phone.height, x: 0, y: 0 } as DOMRect);
      const drawn = textsAt(slug, 3, fake, phone).filter(({ text }) => hudText.test(text));
      fake.remove();
      fake = installFakeCanvas();
      if (drawn.length === 0) outside.push(`${phone.name}: no HUD text drawn`);
      outside.push(...outsideOf(phone, drawn));
    }
    expect([...new Set(outside)]).toEqual([]);
  });

  /** An upright phone with a notch, its window the screen, and the canvas laid out 300 px down (moved to the top by `rect.mockReturnValue(at(0))`). */
  const laidOutBelowTheTop = () => {
    const phone = phones[1]!;
    emulateInsets(phone.insets);
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: phone.width });
    Object.defineProperty(window, 'innerHeight', { configurable: true, value: phone.height });
    const at = (top: number) => ({ left: 0, top, right: phone.width, bottom: top + phone.height, width: phone.width, height: phone.height, x: 0, y: top }) as DOMRect;
    return { phone, at, rect: jest.spyOn(fake.canvas, 'getBoundingClientRect').mockReturnValue(at(300)) };
  };

  // Review 26 (JavaScript R26-5): a canvas below the host's header, scrolled up to the top of the screen, kept the
  // insets of where it was laid out (none) and drew "Score" under the notch.
  it.each(Object.keys(games) as (keyof typeof games)[])('%s: a canvas the page scrolls under the notch moves its HUD out of it, with no resize', (slug) => {
    const { phone, at, rect } = laidOutBelowTheTop();
    const drawn = textsAt(slug, 3, fake, phone, () => {
      rect.mockReturnValue(at(0));
      document.dispatchEvent(new Event('scroll'));
    }).filter(({ text }) => hudText.test(text));
    expect(drawn.length).toBeGreaterThan(0);
    expect([...new Set(outsideOf(phone, drawn))]).toEqual([]);
  });

  // The host moving the canvas with no scroll and no resize (a banner above it collapsing) while a run plays: the HUD
  // looks again every 30 draws, and is out of the notch by then.
  it.each(Object.keys(games) as (keyof typeof games)[])('%s: a canvas the host moves under the notch while a run plays, with no scroll and no resize, has its HUD out of it within 30 draws', (slug) => {
    const { phone, at, rect } = laidOutBelowTheTop();
    const drawn = textsAt(slug, 3, fake, phone, () => void rect.mockReturnValue(at(0)));
    const moved = Math.min(...drawn.map(({ frame }) => frame));
    const later = drawn.filter(({ text, frame }) => hudText.test(text) && frame >= moved + 30);
    expect(later.length).toBeGreaterThan(0);
    expect([...new Set(outsideOf(phone, later))]).toEqual([]);
  });
});
