import { prompt } from '../core/player-words';
import { statusInterval } from '../core/canvas-game';
import { defaultValues } from '../core/params';
import { installFakeCanvas, tapKey, type Call, type FakeCanvas, spyOnListeners } from '../core/testing/fake-canvas';
import { BounceModel, createGame, statusText, type BounceChainOptions } from './game';
import { bounceChainParams } from './params';

const values = defaultValues(bounceChainParams);

let fake: FakeCanvas;
let calls: Call[];
let frames: Map<number, FrameRequestCallback>;
let canvas: HTMLCanvasElement;
let runFrames: (count: number) => void;

beforeEach(() => {
  fake = installFakeCanvas();
  ({ calls, frames, canvas, runFrames } = fake);
  jest.spyOn(canvas, 'getBoundingClientRect').mockReturnValue({ left: 0, top: 0, width: 300, height: 150 } as DOMRect);
});

afterEach(() => fake.remove());

function play(options: BounceChainOptions = {}) {
  const onStatus = jest.fn();
  const onScore = jest.fn();
  const onEnd = jest.fn();
  const onBounce = jest.fn();
  const game = createGame(canvas, values, { seed: 5, onStatus, onScore, onEnd, onBounce, ...options });
  const lastStatus = () => String(onStatus.mock.calls.at(-1)?.[0]);
  return { game, onStatus, onScore, onEnd, onBounce, lastStatus };
}

/** The ball's x in world units, from the last ball drawn. */
function ballX(): number {
  const ball = calls.filter((call) => call.name === 'ellipse' || call.name === 'arc').at(-1);
  if (!ball) throw new Error('no ball drawn');
  return ball.args[0] as number;
}

/** Plays `frames` frames of a fresh seeded run with `act` done just after it starts; returns where the ball is. */
function ballAfter(frameCount: number, act: () => void = () => undefined): number {
  const { game } = play({ autoStart: true });
  act();
  runFrames(frameCount);
  const x = ballX();
  game.destroy();
  calls.length = 0;
  return x;
}

function pointer(type: string, clientX: number) {
  canvas.dispatchEvent(new MouseEvent(type, { clientX, clientY: 75, bubbles: true }));
}

describe('statusText', () => {
  const snapshot = { score: 0, chain: 0, bestChain: 0, multiplier: 1, lastPoints: null, lastRepeat: false, over: false };

  it('says the state, score, chain, multiplier and last bounce', () => {
    expect(statusText(snapshot, 'ready')).toBe('Ready · Score 0 · chain 0 · ×1');
    expect(statusText({ ...snapshot, score: 120, chain: 4, bestChain: 4, multiplier: 1.75, lastPoints: 18 }, 'running')).toBe(
      'Score 120 · chain 4 · ×1.75 · last: +18',
    );
    expect(statusText({ ...snapshot, score: 30, chain: 1, lastPoints: 10, lastRepeat: true }, 'paused')).toBe(
      'Paused · Score 30 · chain 1 · ×1 · last: +10, same platform',
    );
    expect(statusText({ ...snapshot, score: 120, bestChain: 6, over: true }, 'over')).toBe('Run over · Score 120 · best chain 6');
  });
});

describe('createGame', () => {
  it('refuses a surface that is not a canvas', () => {
    expect(() => createGame(document.createElement('div') as unknown as HTMLCanvasElement, values)).toThrow(/canvas/);
  });

  it('draws the field at once, says Ready, and asks for frames only while running', () => {
    const { game, lastStatus } = play();
    expect(calls.some((call) => call.name === 'fillText' && call.args[0] === 'Score 0')).toBe(true);
    expect(lastStatus()).toBe(`Ready · Score 0 · chain 0 · ×1 · ${prompt('start', 'keys')}`);
    expect(window.requestAnimationFrame).not.toHaveBeenCalled();
    game.start();
    runFrames(3);
    expect(frames.size).toBe(1);
    game.pause();
    expect(frames.size).toBe(0);
    jest.advanceTimersByTime(statusInterval);
    expect(lastStatus()).toMatch(/^Paused · Score 0/);
    game.destroy();
  });

  it('scores a bounce within the first second without input, and reports it', () => {
    const { game, onScore, onBounce, lastStatus } = play({ autoStart: true });
    runFrames(60);
    expect(onBounce).toHaveBeenCalledWith({ chain: 1, multiplier: 1, points: 10, score: 10 });
    expect(onScore).toHaveBeenCalledWith(10);
    jest.advanceTimersByTime(statusInterval);
    expect(lastStatus()).toMatch(/^Score \d+ · chain \d+ · ×[\d.]+ · last: \+\d+/);
    game.destroy();
  });

  it('tells the live region at most once a second, with text that changes as it plays', () => {
    const { game, onStatus } = play({ autoStart: true, seed: 8 });
    const times: number[] = [];
    onStatus.mockImplementation(() => times.push(fake.now()));
    runFrames(60 * 4);
    expect(times.length).toBeGreaterThanOrEqual(2);
    for (let i = 1; i < times.length; i++) expect((times[i] ?? 0) - (times[i - 1] ?? 0)).toBeGreaterThanOrEqual(statusInterval - 20);
    expect(new Set(onStatus.mock.calls.map(([text]) => text)).size).toBe(onStatus.mock.calls.length);
    game.destroy();
  });

  it('ends the run when the ball falls off, then Play starts a fresh run', () => {
    const { game, onEnd, onScore, onBounce, lastStatus } = play({ autoStart: true, seed: 2 });
    runFrames(60 * 10);
    expect(onEnd).toHaveBeenCalledTimes(1);
    const summary = onEnd.mock.calls[0]?.[0] as { score: number; text: string };
    expect(summary.score).toBe(onScore.mock.calls.at(-1)?.[0]);
    expect(summary.text).toMatch(/^Fell off · Score \d+ · best chain \d+$/);
    expect(frames.size).toBe(0);
    jest.advanceTimersByTime(statusInterval);
    expect(lastStatus()).toMatch(/^Run over · Score \d+ · best chain \d+ · Press Space or click to play again$/);
    expect(calls.some((call) => call.name === 'fillText' && String(call.args[0]).startsWith('Fell!'))).toBe(true);
    onBounce.mockClear();
    game.start();
    runFrames(60);
    expect(onBounce.mock.calls[0]?.[0]).toEqual({ chain: 1, multiplier: 1, points: 10, score: 10 });
    game.destroy();
  });

  it('steers with the arrow keys and A/D while held, and takes the keys from the page', () => {
    const still = ballAfter(40);
    const right = ballAfter(40, () => canvas.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true })));
    const left = ballAfter(40, () => canvas.dispatchEvent(new KeyboardEvent('keydown', { key: 'a', bubbles: true })));
    expect(right).toBeGreaterThan(still + 0.2);
    expect(left).toBeLessThan(still - 0.2);
    const released = ballAfter(40, () => tapKey(canvas, 'ArrowRight'));
    expect(released).toBeCloseTo(still, 6);
    const { game } = play({ autoStart: true });
    for (const key of [' ', 'Enter', 'ArrowLeft', 'ArrowRight', 'a', 'd', 'A', 'D']) expect(tapKey(canvas, key)).toBe(true);
    expect(tapKey(canvas, 'x')).toBe(false);
    game.destroy();
  });

  it('steers toward the half of the canvas pressed, while the pointer is down', () => {
    const still = ballAfter(40);
    const right = ballAfter(40, () => pointer('pointerdown', 250));
    const left = ballAfter(40, () => pointer('pointerdown', 40));
    expect(right).toBeGreaterThan(still + 0.2);
    expect(left).toBeLessThan(still - 0.2);
  });

  it('a press let go within 0.25 s is a tap that nudges as Space does; a longer hold only steers', () => {
    const nudge = jest.spyOn(BounceModel.prototype, 'nudge');
    const bySpace = ballAfter(40, () => tapKey(canvas, ' '));
    expect(nudge).toHaveBeenCalledTimes(1);
    const byTap = ballAfter(40, () => {
      pointer('pointerdown', 250);
      pointer('pointerup', 250);
    });
    expect(nudge).toHaveBeenCalledTimes(2);
    expect(byTap).toBeCloseTo(bySpace, 6);
    const { game } = play({ autoStart: true });
    pointer('pointerdown', 40);
    runFrames(20);
    pointer('pointerup', 40);
    expect(nudge).toHaveBeenCalledTimes(2);
    game.destroy();
  });

  it('nudges the ball on Space', () => {
    const still = ballAfter(40);
    const nudged = ballAfter(40, () => tapKey(canvas, ' '));
    expect(Math.abs(nudged - still)).toBeGreaterThan(0.05);
  });

  // Review 25 (JavaScript R25-3): steering held through the host's pause() and start() was lost though never let go.
  // Review 65, review 66 (js-b): Left held before Space started the run steered only when pressed again.
  it('a steering key pressed before the run starts steers from its first moment while it is held', () => {
    const still = ballAfter(40);
    const held = play({});
    canvas.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
    canvas.dispatchEvent(new KeyboardEvent('keydown', { key: ' ', bubbles: true }));
    canvas.dispatchEvent(new KeyboardEvent('keyup', { key: ' ', bubbles: true }));
    runFrames(40);
    expect(ballX()).toBeGreaterThan(still + 0.01);
    held.game.destroy();
  });

  it('steering held through the host\'s pause() steers again when play goes on; let go during the pause, it does not', () => {
    const still = ballAfter(40);
    const held = play({ autoStart: true });
    canvas.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
    held.game.pause();
    held.game.start();
    runFrames(40);
    const heldX = ballX();
    held.game.destroy();
    const released = play({ autoStart: true });
    canvas.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
    released.game.pause();
    canvas.dispatchEvent(new KeyboardEvent('keyup', { key: 'ArrowRight', bubbles: true }));
    released.game.start();
    runFrames(40);
    expect({ steeredRight: heldX > still + 0.01, releasedStill: Math.abs(ballX() - still) < 1e-6 }).toEqual({ steeredRight: true, releasedStill: true });
    released.game.destroy();
  });

  // Review 26 (JavaScript R26-4): a mouse held through the host's pause(), let go just after start(), counted as a tap (a
  // nudge): the tap window started again at the resume; and steering by a finger held through it was lost.
  it('a finger held through the host\'s pause() steers on, and let go soon after start() is no tap (the pause is not counted); let go during the pause, it steers no more and is no tap; Space held through it does not nudge again', () => {
    const nudges = jest.spyOn(BounceModel.prototype, 'nudge');
    const holdThroughPause = (letGoDuringPause: boolean) => {
      const { game } = play({ autoStart: true });
      runFrames(2);
      pointer('pointerdown', 290);
      runFrames(20);
      game.pause();
      jest.advanceTimersByTime(900);
      if (letGoDuringPause) pointer('pointerup', 290);
      game.start();
      runFrames(5);
      pointer('pointerup', 290);
      runFrames(20);
      const x = ballX();
      game.destroy();
      return x;
    };
    nudges.mockClear();
    const heldX = holdThroughPause(false);
    const fingerNudges = nudges.mock.calls.length;
    const letGoX = holdThroughPause(true);
    nudges.mockClear();
    const spaced = play({ autoStart: true });
    runFrames(2);
    canvas.dispatchEvent(new KeyboardEvent('keydown', { key: ' ', bubbles: true }));
    spaced.game.pause();
    spaced.game.start();
    runFrames(2);
    canvas.dispatchEvent(new KeyboardEvent('keyup', { key: ' ', bubbles: true }));
    const spaceNudges = nudges.mock.calls.length;
    spaced.game.destroy();
    // A quick tap let go during the pause while an arrow is held through it: no nudge when play goes on (review 27, R27-3).
    nudges.mockClear();
    const both = play({ autoStart: true });
    runFrames(2);
    canvas.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowLeft', bubbles: true }));
    pointer('pointerdown', 290);
    both.game.pause();
    pointer('pointerup', 290);
    both.game.start();
    runFrames(5);
    const letGoNudges = nudges.mock.calls.length;
    both.game.destroy();
    nudges.mockRestore();
    expect({ steersOn: heldX > letGoX + 0.001, fingerNudges, spaceNudges, letGoNudges }).toEqual({ steersOn: true, fingerNudges: 0, spaceNudges: 1, letGoNudges: 0 });
  });

  it('accepts partial and out-of-range values, and applies new ones on update', () => {
    // Drawn in whole CSS px: the unstyled 300 × 150 canvas holds the 8 × 6 world at 25 px a unit (platforms 0.18 thick: 5 px).
    const scale = 25;
    const platformWidths = () => calls.filter((call) => call.name === 'fillRect' && call.args[3] === Math.round(0.18 * scale)).map((call) => (call.args[2] as number) / scale);
    const game = createGame(canvas, { platformWidth: 99, gravity: Number.NaN }, { seed: 1 });
    expect(calls.some((call) => call.name === 'fillRect' && call.args[2] === 8 * scale && call.args[3] === 6 * scale)).toBe(true);
    expect(new Set(platformWidths())).toEqual(new Set([3]));
    calls.length = 0;
    game.update({ ...values, platformWidth: 1 });
    expect(new Set(platformWidths())).toEqual(new Set([1]));
    calls.length = 0;
    (game.update as (next: Partial<typeof values>) => void)({ platformWidth: 2.2 });
    expect(new Set(platformWidths())).toEqual(new Set([2.2]));
    game.destroy();
  });

  it('squashes, stretches and puffs particles, but not with reduced motion', () => {
    // A particle is a square of 1 to 3 px (0.05 to 0.1 world units at 25 px a unit).
    const particles = () => calls.filter((call) => call.name === 'fillRect' && call.args[2] === call.args[3] && (call.args[2] as number) <= 3).length;
    const calm = play({ autoStart: true, reducedMotion: true });
    runFrames(40);
    expect(calls.some((call) => call.name === 'ellipse')).toBe(false);
    expect(particles()).toBe(0);
    calm.game.destroy();
    calls.length = 0;
    const lively = play({ autoStart: true, reducedMotion: false });
    runFrames(40);
    expect(calls.some((call) => call.name === 'ellipse')).toBe(true);
    expect(calls.some((call) => call.name === 'arc')).toBe(false);
    expect(particles()).toBeGreaterThan(0);
    lively.game.destroy();
  });

  it('reset goes back to a ready run and reports a score of 0', () => {
    const { game, onScore, lastStatus } = play({ autoStart: true });
    runFrames(60);
    game.reset();
    expect(onScore).toHaveBeenLastCalledWith(0);
    jest.advanceTimersByTime(statusInterval);
    expect(lastStatus()).toBe(`Ready · Score 0 · chain 0 · ×1 · ${prompt('start', 'keys')}`);
    game.destroy();
  });

  it('removes every listener and frame request on destroy, and calls nothing after', () => {
    const { added, removed } = spyOnListeners([canvas, document, window]);
    const { game, onStatus, onScore, onBounce, onEnd } = play({ autoStart: true });
    runFrames(5);
    game.destroy();
    expect(added.length).toBeGreaterThanOrEqual(3);
    expect(removed).toEqual(expect.arrayContaining(added));
    expect(frames.size).toBe(0);
    for (const callback of [onStatus, onScore, onBounce, onEnd]) callback.mockClear();
    game.start();
    tapKey(canvas, ' ');
    pointer('pointerdown', 250);
    runFrames(120);
    jest.advanceTimersByTime(5 * statusInterval);
    for (const callback of [onStatus, onScore, onBounce, onEnd]) expect(callback).not.toHaveBeenCalled();
  });
});
