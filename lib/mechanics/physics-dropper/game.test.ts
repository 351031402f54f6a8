import { prompt } from '../core/player-words';
import type { GameOptions } from '../core/mechanic';
import { resumeCountdownSeconds, statusInterval } from '../core/canvas-game';
import { createGame, statusText } from './game';
import { board } from './model';
import type { PhysicsDropperValues } from './params';
import { installFakeCanvas, type Call, type FakeCanvas, spyOnListeners } from '../core/testing/fake-canvas';

const values: PhysicsDropperValues = { gravity: 9.8, bounciness: 0.7, speed: 5, density: 10 };

let fake: FakeCanvas;
let calls: Call[];
let frames: Map<number, FrameRequestCallback>;
let mediaListeners: Map<string, Set<() => void>>;
let observers: FakeCanvas['observers'];
let canvas: HTMLCanvasElement;
let runFrames: (count: number) => void;
let setHidden: (hidden: boolean) => void;

beforeEach(() => {
  fake = installFakeCanvas();
  ({ calls, frames, mediaListeners, observers, canvas, runFrames, setHidden } = fake);
});

afterEach(() => fake.remove());

function play(options: GameOptions = {}) {
  const onStatus = jest.fn();
  const onScore = jest.fn();
  const game = createGame(canvas, values, { seed: 3, onStatus, onScore, ...options });
  const lastStatus = () => String(onStatus.mock.calls.at(-1)?.[0]);
  return { game, onStatus, onScore, lastStatus };
}

describe('statusText', () => {
  it('says the score, the balls in play and the last ball', () => {
    expect(statusText({ score: 120, ballsInPlay: 10, lastPoints: 50 }, 'running')).toBe('Score 120 · 10 balls in play · last ball: 50');
    expect(statusText({ score: 0, ballsInPlay: 1, lastPoints: null }, 'paused')).toBe('Paused · Score 0 · 1 ball in play');
    expect(statusText({ score: 0, ballsInPlay: 0, lastPoints: null }, 'ready')).toBe('Ready · Score 0 · 0 balls in play');
  });
});

describe('createGame', () => {
  it('makes the canvas focusable and touch-ready, and gives both back on destroy', () => {
    const { game } = play();
    expect(canvas.tabIndex).toBe(0);
    // Waiting for its first run, a finger scrolls the page past it; a run takes every touch.
    expect(canvas.style.touchAction).toBe('manipulation');
    game.start();
    expect(canvas.style.touchAction).toBe('none');
    game.destroy();
    expect(canvas.hasAttribute('tabindex')).toBe(false);
    expect(canvas.style.touchAction).toBe('');
  });

  it('keeps a tabindex the host chose', () => {
    canvas.tabIndex = -1;
    play().game.destroy();
    expect(canvas.tabIndex).toBe(-1);
  });

  it('refuses a surface that is not a canvas', () => {
    expect(() => createGame(document.createElement('div') as unknown as HTMLCanvasElement, values)).toThrow(/canvas/);
  });

  it('draws the board at once and asks for frames only while running', () => {
    const { game } = play();
    expect(calls.some((call) => call.name === 'arc')).toBe(true);
    expect(window.requestAnimationFrame).not.toHaveBeenCalled();
    game.start();
    game.start();
    expect(window.requestAnimationFrame).toHaveBeenCalledTimes(1);
    runFrames(3);
    expect(frames.size).toBe(1);
    game.pause();
    expect(window.cancelAnimationFrame).toHaveBeenCalled();
    expect(frames.size).toBe(0);
    runFrames(3);
    expect(frames.size).toBe(0);
    game.destroy();
  });

  it('scores while it plays and reports each new total', () => {
    const { game, onScore, lastStatus } = play({ autoStart: true });
    runFrames(60 * 4);
    const totals = onScore.mock.calls.map(([score]) => score as number);
    expect(totals.length).toBeGreaterThan(2);
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
    jest.advanceTimersByTime(statusInterval);
    expect(lastStatus()).toMatch(/^Score [1-9]\d* · \d+ balls? in play · last ball: (10|25|50|100)$/);
    game.reset();
    expect(onScore).toHaveBeenLastCalledWith(0);
    jest.advanceTimersByTime(statusInterval);
    expect(lastStatus()).toBe(`Ready · Score 0 · 0 balls in play · ${prompt('start', 'keys')}`);
    game.destroy();
  });

  it('tells the live region at most once a second, and the text changes as it plays', () => {
    const { game, onStatus } = play({ autoStart: true });
    const times: number[] = [];
    onStatus.mockImplementation(() => times.push(fake.now()));
    runFrames(60 * 5);
    expect(times.length).toBeGreaterThanOrEqual(3);
    for (let i = 1; i < times.length; i++) expect((times[i] ?? 0) - (times[i - 1] ?? 0)).toBeGreaterThanOrEqual(statusInterval - 20);
    expect(new Set(onStatus.mock.calls.map(([text]) => text)).size).toBe(onStatus.mock.calls.length);
    game.destroy();
  });

  it('drops a ball on Space, Enter and a pointer press, but not on other keys', () => {
    const { game, lastStatus } = play({ autoStart: true });
    runFrames(30);
    const ballsInPlay = () => {
      game.pause();
      jest.advanceTimersByTime(statusInterval);
      const count = Number(/(\d+) balls? in play/.exec(lastStatus())?.[1]);
      game.start();
      return count;
    };
    const before = ballsInPlay();
    expect(before).toBe(2);
    const space = new KeyboardEvent('keydown', { key: ' ', cancelable: true, bubbles: true });
    canvas.dispatchEvent(space);
    expect(space.defaultPrevented).toBe(true);
    canvas.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    canvas.dispatchEvent(new KeyboardEvent('keydown', { key: 'a', bubbles: true }));
    jest.spyOn(canvas, 'getBoundingClientRect').mockReturnValue({ left: 0, top: 0, width: 300, height: 150 } as DOMRect);
    canvas.dispatchEvent(new MouseEvent('pointerdown', { clientX: 150, bubbles: true }));
    expect(ballsInPlay()).toBe(before + 3);
    game.destroy();
  });

  it('pauses while the tab is hidden and resumes only if it was running', () => {
    const { game } = play({ autoStart: true });
    setHidden(true);
    expect(frames.size).toBe(0);
    setHidden(false);
    // A countdown first, so the player is ready.
    expect(frames.size).toBe(0);
    jest.advanceTimersByTime(resumeCountdownSeconds * 1000);
    expect(frames.size).toBe(1);
    game.pause();
    setHidden(true);
    setHidden(false);
    expect(frames.size).toBe(0);
    game.destroy();
  });

  it('sizes the canvas for the device pixel ratio and follows changes and resizes', () => {
    Object.defineProperty(window, 'devicePixelRatio', { configurable: true, value: 1 });
    jest.spyOn(canvas, 'clientWidth', 'get').mockReturnValue(400);
    jest.spyOn(canvas, 'clientHeight', 'get').mockReturnValue(500);
    const { game } = play();
    expect([canvas.width, canvas.height]).toEqual([400, 500]);
    Object.defineProperty(window, 'devicePixelRatio', { configurable: true, value: 2 });
    for (const listener of mediaListeners.get('(resolution: 1dppx)') ?? []) listener();
    expect([canvas.width, canvas.height]).toEqual([800, 1000]);
    expect(mediaListeners.get('(resolution: 2dppx)')?.size).toBe(1);
    jest.spyOn(canvas, 'clientWidth', 'get').mockReturnValue(200);
    observers[0]?.callback();
    expect(canvas.width).toBe(400);
    game.destroy();
    expect(observers[0]?.disconnect).toHaveBeenCalled();
    expect(mediaListeners.get('(resolution: 2dppx)')?.size).toBe(0);
    Object.defineProperty(window, 'devicePixelRatio', { configurable: true, value: 1 });
  });

  it('listens to window resizes where ResizeObserver is missing', () => {
    (window as { ResizeObserver?: unknown }).ResizeObserver = undefined;
    jest.spyOn(canvas, 'clientWidth', 'get').mockReturnValue(321);
    const { game } = play();
    jest.spyOn(canvas, 'clientWidth', 'get').mockReturnValue(123);
    window.dispatchEvent(new Event('resize'));
    expect(canvas.width).toBe(123);
    game.destroy();
    // destroy() gives the canvas back at the host's own width attribute, and resizes no longer reach it.
    expect(canvas.width).toBe(300);
    jest.spyOn(canvas, 'clientWidth', 'get').mockReturnValue(222);
    window.dispatchEvent(new Event('resize'));
    expect(canvas.width).toBe(300);
  });

  it('draws no glow around balls with reduced motion', () => {
    // A ball's glow is a second circle 2.2 times its own (each ball colour's sprite is drawn once).
    const glows = () => {
      const radii = calls.filter((call) => call.name === 'arc').map((call) => call.args[2] as number);
      return radii.filter((radius) => radii.some((ball) => ball > board.pegRadius && Math.abs(radius - ball * 2.2) < 1e-6)).length;
    };
    const calm = play({ autoStart: true, reducedMotion: true });
    runFrames(60);
    expect(glows()).toBe(0);
    calm.game.destroy();
    const lively = play({ autoStart: true, reducedMotion: false });
    runFrames(60);
    expect(glows()).toBeGreaterThan(0);
    lively.game.destroy();
  });

  it('removes every listener, observer and frame request on destroy', () => {
    const { added, removed } = spyOnListeners([canvas, document, window]);
    const { game, onStatus, onScore } = play({ autoStart: true });
    runFrames(5);
    game.destroy();
    expect(added.length).toBeGreaterThanOrEqual(3);
    expect(removed).toEqual(expect.arrayContaining(added));
    expect(frames.size).toBe(0);
    expect(observers.every((observer) => observer.disconnect.mock.calls.length === 1)).toBe(true);
    onStatus.mockClear();
    onScore.mockClear();
    game.start();
    canvas.dispatchEvent(new KeyboardEvent('keydown', { key: ' ' }));
    setHidden(true);
    setHidden(false);
    jest.advanceTimersByTime(5 * statusInterval);
    expect(frames.size).toBe(0);
    expect(onStatus).not.toHaveBeenCalled();
    expect(onScore).not.toHaveBeenCalled();
  });

  it('applies new values while paused and redraws', () => {
    const { game } = play();
    const before = calls.length;
    game.update({ ...values, density: 100 });
    expect(calls.length).toBeGreaterThan(before);
    game.destroy();
  });
});

describe('createGame as a kit user calls it', () => {
  it('plays with no values at all, at the defaults', () => {
    const game = createGame(canvas);
    game.start();
    runFrames(3);
    expect(calls.some((call) => call.name === 'arc')).toBe(true);
    game.destroy();
  });

  it('writes no attribute on the host\'s canvas while it plays (W8): each landing goes to onLand, before onScore', () => {
    const attributes = () => canvas.getAttributeNames().sort();
    const events: string[] = [];
    const game = createGame(canvas, { ...values, speed: 10, gravity: 14 }, {
      seed: 1,
      onLand: ({ bin, points, score }) => events.push(`land ${bin} ${points} ${score}`),
      onScore: (score) => events.push(`score ${score}`),
    });
    const before = attributes();
    game.start();
    runFrames(200);
    expect(attributes()).toEqual(before);
    expect(events.length).toBeGreaterThan(4);
    const firstLanding = /^land \d+ (\d+) (\d+)$/.exec(events[0] ?? '');
    expect(firstLanding?.[1]).toBe(firstLanding?.[2]);
    expect(events[1]).toBe(`score ${firstLanding?.[2]}`);
    game.destroy();
  });

  it('reports each landing’s new total right after it, even when balls land in the same frame (brief rule 6)', () => {
    const events: string[] = [];
    let landingsThisFrame = 0;
    let mostInOneFrame = 0;
    const game = createGame(canvas, { ...values, speed: 10, gravity: 20, density: 100 }, {
      seed: 1,
      loop: 'manual',
      onLand: ({ points, score }) => {
        landingsThisFrame++;
        events.push(`land ${points} ${score}`);
      },
      onScore: (score) => events.push(`score ${score}`),
    });
    game.start();
    for (let frame = 0; frame < 300; frame++) {
      landingsThisFrame = 0;
      game.step(1 / 30);
      mostInOneFrame = Math.max(mostInOneFrame, landingsThisFrame);
    }
    game.destroy();
    expect(mostInOneFrame).toBeGreaterThan(1);
    const lands = events.filter((event) => event.startsWith('land'));
    expect(events).toEqual(lands.flatMap((land) => [land, `score ${land.split(' ')[2]}`]));
  });

  it('warns once about a label-named key and an out-of-range value, and plays the clamped value', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const game = createGame(canvas, { particleDensity: 20, gravity: 50 } as never);
    expect(warn.mock.calls.map(([message]) => String(message))).toEqual([
      expect.stringMatching(/unknown setting "particleDensity"/),
      expect.stringMatching(/"gravity" = 50 .*using 20$/),
    ]);
    game.destroy();
  });
});
