import { prompt } from '../core/player-words';
import { statusInterval } from '../core/canvas-game';
import { installFakeCanvas, tapKey, type Call, type FakeCanvas } from '../core/testing/fake-canvas';
import { createGame, createModel, endText, shownAngle, statusText, wheelLayout, type Landing, type TimingWheelOptions } from './game';
import { lives, segmentAt, stopAngle, WheelModel } from './model';
import type { TimingWheelValues } from './params';

const values: TimingWheelValues = { segments: 12, speed: 0.6, targetSize: 1, chargeTime: 300, brakeTime: 0.5, ramp: 1.08 };

let fake: FakeCanvas;
let calls: Call[];
let frames: Map<number, FrameRequestCallback>;
let canvas: HTMLCanvasElement;
let runFrames: (count: number) => void;
/** The model inside the game under test, to watch (never to drive) the wheel. */
let model: WheelModel;

beforeEach(() => {
  fake = installFakeCanvas();
  ({ calls, frames, canvas, runFrames } = fake);
  const reset = WheelModel.prototype.reset;
  jest.spyOn(WheelModel.prototype, 'reset').mockImplementation(function (this: WheelModel) {
    // eslint-disable-next-line @typescript-eslint/no-this-alias -- the game's own model, captured for the tests.
    model = this;
    reset.call(this);
  });
});

afterEach(() => fake.remove());

function play(options: TimingWheelOptions = {}, settings: Partial<TimingWheelValues> = values) {
  const onStatus = jest.fn();
  const onScore = jest.fn();
  const onEnd = jest.fn();
  const landings: Landing[] = [];
  const game = createGame(canvas, settings, { seed: 3, onStatus, onScore, onEnd, onJudged: (landing) => landings.push(landing), ...options });
  const lastStatus = () => String(onStatus.mock.calls.at(-1)?.[0]);
  return { game, onStatus, onScore, onEnd, landings, lastStatus };
}

const key = (type: 'keydown' | 'keyup', name = ' ') => canvas.dispatchEvent(new KeyboardEvent(type, { key: name, cancelable: true, bubbles: true }));
const pointer = (type: 'pointerdown' | 'pointerup' | 'pointercancel' | 'lostpointercapture') => canvas.dispatchEvent(new MouseEvent(type, { clientX: 150, clientY: 100, bubbles: true }));

type Hold = { press: () => void; release: () => void };
const spaceBar: Hold = { press: () => key('keydown'), release: () => key('keyup') };
const finger: Hold = { press: () => pointer('pointerdown'), release: () => pointer('pointerup') };

/** The segment a full-charge release right now would stop on, and how far off that segment's middle (in segments). */
function prediction() {
  const { segments } = model.settings;
  const position = ((-stopAngle(model.angle, model.speed, 1, model.settings) % 1) + 1) % 1;
  return { segment: segmentAt(stopAngle(model.angle, model.speed, 1, model.settings), segments), offCentre: Math.abs((position * segments) % 1 - 0.5) };
}

/** Holds to full charge and lets go on the frame whose stop is nearest the middle of `aim`'s segment. */
function landOn(hold: Hold, aim: () => number) {
  for (let i = 0; i < 600 && (model.phase !== 'spinning' || model.speed < model.cruise); i++) runFrames(1);
  hold.press();
  for (let i = 0; i < 600 && model.charge < 1; i++) runFrames(1);
  for (let i = 0; i < 600; i++) {
    const { segment, offCentre } = prediction();
    if (segment === aim() && offCentre < 0.2) break;
    runFrames(1);
  }
  hold.release();
  expect(model.phase).toBe('braking');
  for (let i = 0; i < 600 && model.phase === 'braking'; i++) runFrames(1);
}

const target = () => model.target;
const opposite = () => (model.target + 6) % 12;
const beside = () => (model.target + 1) % 12;

describe('statusText', () => {
  const snapshot = { score: 72, streak: 1, bestStreak: 2, livesLeft: 3, last: null };
  const hit: Landing = { segment: 4, target: 4, targetSize: 1, result: 'hit', points: 72, streak: 1, score: 72, livesLeft: 3 };
  it('says the state, score, streak, lives and last judgement', () => {
    expect(statusText({ ...snapshot, score: 0, streak: 0 }, 'ready')).toBe('Ready · Score 0 · streak 0 · 3 lives');
    expect(statusText({ ...snapshot, last: hit }, 'running')).toBe('Score 72 · streak 1 · 3 lives · last: Hit +72');
    expect(statusText({ ...snapshot, livesLeft: 1, last: { ...hit, result: 'near', points: 0 } }, 'paused')).toBe(
      'Paused · Score 72 · streak 1 · 1 life · last: So close!',
    );
    expect(statusText({ ...snapshot, livesLeft: 0, last: { ...hit, result: 'miss', points: 0 } }, 'over')).toBe(
      'Run over · Score 72 · best streak 2 · last: Miss',
    );
    expect(endText(snapshot)).toBe('Run over · Score 72 · best streak 2');
  });
});

describe('wheelLayout and shownAngle', () => {
  it('fits the wheel, its ring and the heads-up line at 300×225 and 800×600', () => {
    for (const view of [
      { width: 300, height: 225 },
      { width: 800, height: 600 },
      { width: 225, height: 400 },
    ]) {
      const layout = wheelLayout(view);
      const outer = layout.radius + layout.ringGap + layout.ringWidth;
      expect(layout.x - outer).toBeGreaterThanOrEqual(0);
      expect(layout.x + outer).toBeLessThanOrEqual(view.width);
      expect(layout.y + outer).toBeLessThanOrEqual(view.height);
      expect(layout.y - outer).toBeGreaterThanOrEqual(layout.font * 1.5);
      expect(layout.font).toBeGreaterThanOrEqual(12);
    }
  });

  it('shows the wheel smoothly, or with reduced motion one segment at a time centred on the pointer', () => {
    expect(shownAngle(0.123, 12, false)).toBe(0.123);
    const shown = shownAngle(0.123, 12, true);
    expect(segmentAt(shown, 12)).toBe(segmentAt(0.123, 12));
    expect(Math.abs(shown * 12) % 1).toBeCloseTo(0.5);
    expect(shownAngle(0.124, 12, true)).toBe(shown);
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

  it('refuses a surface that is not a canvas', () => {
    expect(() => createGame(document.createElement('div') as unknown as HTMLCanvasElement, values)).toThrow(/canvas/);
  });

  it('draws the wheel at once, turned by the transform, and asks for frames only while running', () => {
    const { game, lastStatus } = play();
    expect(calls.some((call) => call.name === 'rotate')).toBe(true);
    expect(calls.filter((call) => call.name === 'fillText').map((call) => call.args[0])).toEqual(expect.arrayContaining(['Score 0', 'Hold']));
    expect(lastStatus()).toBe(`Ready · Score 0 · streak 0 · 3 lives · ${prompt('start', 'keys')}`);
    expect(window.requestAnimationFrame).not.toHaveBeenCalled();
    game.start();
    runFrames(3);
    expect(frames.size).toBe(1);
    game.pause();
    expect(frames.size).toBe(0);
    game.destroy();
  });

  it('hits by keyboard: hold Space to charge, release to stop on the lit segment', () => {
    const { game, onScore, landings, lastStatus } = play({ autoStart: true });
    const space = new KeyboardEvent('keydown', { key: ' ', cancelable: true, bubbles: true });
    runFrames(60);
    const angle = model.angle;
    canvas.dispatchEvent(space);
    expect(space.defaultPrevented).toBe(true);
    expect(model.phase).toBe('charging');
    runFrames(5);
    expect(model.angle).not.toBe(angle);
    key('keyup');
    expect(model.phase).toBe('braking');
    for (let i = 0; i < 200 && model.phase === 'braking'; i++) runFrames(1);
    expect(landings).toHaveLength(1);

    runFrames(60);
    const aimed = model.target;
    landOn(spaceBar, target);
    expect(landings[1]).toMatchObject({ target: aimed, segment: aimed, result: 'hit', points: 72, streak: 1 });
    expect(onScore).toHaveBeenLastCalledWith(landings[1]?.score);
    jest.advanceTimersByTime(statusInterval);
    expect(lastStatus()).toMatch(/streak 1 · \d lives? · last: Hit \+72$/);
    expect(calls.some((call) => call.name === 'fillText' && call.args[0] === 'Hit +72')).toBe(true);
    game.destroy();
  });

  it('plays by pointer and by Enter, and ignores other keys', () => {
    const { game, landings } = play({ autoStart: true });
    runFrames(60);
    landOn(finger, beside);
    expect(landings[0]).toMatchObject({ result: 'near', livesLeft: lives - 1 });
    runFrames(90);
    key('keydown', 'a');
    expect(model.phase).toBe('spinning');
    key('keydown', 'Enter');
    expect(model.phase).toBe('charging');
    key('keyup', 'Enter');
    expect(model.phase).toBe('braking');
    game.destroy();
  });

  it('ends the run on the third miss, reports it, and plays afresh on start', () => {
    const { game, onEnd, onScore, landings, lastStatus } = play({ autoStart: true });
    landOn(spaceBar, target);
    for (let miss = 0; miss < 3; miss++) {
      runFrames(60);
      landOn(spaceBar, miss === 1 ? beside : opposite);
    }
    expect(landings.map((landing) => landing.result)).toEqual(['hit', 'miss', 'near', 'miss']);
    expect(onEnd).toHaveBeenCalledTimes(1);
    expect(onEnd).toHaveBeenCalledWith({ score: 72, text: 'Run over · Score 72 · best streak 1' });
    expect(frames.size).toBe(0);
    jest.advanceTimersByTime(statusInterval);
    expect(lastStatus()).toBe(`Run over · Score 72 · best streak 1 · last: Miss · ${prompt('again', 'keys')}`);
    expect(calls.some((call) => call.name === 'fillText' && call.args[0] === 'Run over')).toBe(true);
    game.start();
    expect(model.score).toBe(0);
    runFrames(2);
    jest.advanceTimersByTime(statusInterval);
    expect(lastStatus()).toBe('Score 0 · streak 0 · 3 lives');
    game.reset();
    expect(onScore).toHaveBeenLastCalledWith(0);
    game.destroy();
  });

  // Review 25 (JavaScript R25-3): a key held through the host's pause() and start() was lost though never let go; review 26
  // (R26-4): pressed again, the hold lost the charge it had built.
  it('a hold through the host\'s pause() keeps its charge, by Space and by a finger: none builds while paused, it charges on from there when play goes on and brakes on its release; let go during the pause, the hold is dropped without a stop', () => {
    for (const hold of [spaceBar, finger]) expect(heldThroughPause(hold)).toEqual({
      built: true,
      paused: 'charging',
      keptWhilePaused: true,
      afterStart: 'charging',
      keptAtStart: true,
      chargesOn: true,
      landed: 1,
      releasedDuringPause: 'spinning',
      landedAfter: 1,
    });
  });

  // Review 27 (JavaScript R27-3): one of two holds let go during the pause braked when play went on.
  it('Space and a finger held into the host\'s pause(), the finger let go during it: the charge goes on with Space after start(), no brake until Space is let go', () => {
    const { game, landings } = play({ autoStart: true });
    runFrames(60);
    spaceBar.press();
    finger.press();
    runFrames(10);
    game.pause();
    finger.release();
    game.start();
    runFrames(5);
    const afterStart = model.phase;
    spaceBar.release();
    runFrames(200);
    expect({ afterStart, landed: landings.length }).toEqual({ afterStart: 'charging', landed: 1 });
    game.destroy();
  });

  function heldThroughPause(hold: Hold) {
    const { game, landings } = play({ autoStart: true });
    runFrames(60);
    hold.press();
    runFrames(10);
    const built = model.charge;
    game.pause();
    runFrames(30);
    const paused = { phase: model.phase, charge: model.charge };
    game.start();
    const afterStart = { phase: model.phase, charge: model.charge };
    runFrames(5);
    const chargesOn = model.charge > built;
    hold.release();
    runFrames(200);
    const landed = landings.length;
    hold.press();
    runFrames(10);
    game.pause();
    hold.release();
    game.start();
    runFrames(200);
    const seen = { built: built > 0, paused: paused.phase, keptWhilePaused: paused.charge === built, afterStart: afterStart.phase, keptAtStart: afterStart.charge === built, chargesOn, landed, releasedDuringPause: model.phase, landedAfter: landings.length };
    game.destroy();
    return seen;
  }

  it('focus lost mid-charge: the charge is dropped, not released as a stop; a press during the countdown charges nothing', () => {
    const onPause = jest.fn();
    const onResume = jest.fn();
    const { game, landings } = play({ autoStart: true, onPause, onResume });
    runFrames(60);
    finger.press();
    runFrames(10);
    fake.setHidden(true);
    expect(onPause).toHaveBeenCalledTimes(1);
    expect(model.phase).toBe('spinning');
    finger.release();
    fake.setHidden(false);
    spaceBar.press();
    jest.advanceTimersByTime(3000);
    expect(onResume).toHaveBeenCalledTimes(1);
    expect(model.phase).toBe('spinning');
    spaceBar.release();
    runFrames(200);
    expect(landings).toHaveLength(0);
    game.destroy();
  });

  it('a hold taken from the game — the canvas\'s focus gone to the host\'s text field, a touch the browser cancels, a press the host\'s element captures — is dropped without a stop: no judgement, no life lost (review 35, JS R35-1)', () => {
    const { game, landings } = play({ autoStart: true });
    runFrames(60);
    const takes: [Hold, () => void][] = [
      [spaceBar, () => void canvas.dispatchEvent(new FocusEvent('blur'))],
      [finger, () => pointer('pointercancel')],
      [finger, () => pointer('lostpointercapture')],
    ];
    for (const [hold, take] of takes) {
      hold.press();
      runFrames(10);
      expect(model.phase).toBe('charging');
      take();
      expect(model.phase).toBe('spinning');
      runFrames(200);
    }
    expect(landings).toHaveLength(0);
    game.destroy();
  });

  it('sanitizes partial and out-of-range values, and applies update() values', () => {
    const closed = () => calls.filter((call) => call.name === 'closePath').length;
    const { game } = play({}, { segments: 99, speed: -3 });
    expect(model.settings).toEqual({ ...values, segments: 24, speed: 0.2, chargeTime: 800 });
    calls.length = 0;
    game.update({ ...values, segments: 6 });
    // One closed path per segment and one for the pointer.
    expect(closed()).toBe(7);
    calls.length = 0;
    game.update({ segments: 8 } as TimingWheelValues);
    expect(closed()).toBe(9);
    expect(model.settings.speed).toBe(values.speed);
    game.destroy();
  });

  it('turns the wheel one whole segment at a time and draws no pulse with reduced motion', () => {
    const rotations = () => calls.filter((call) => call.name === 'rotate' && call.args[0] !== (Math.PI * 2) / 12).map((call) => call.args[0] as number);
    const centred = (radians: number) => Math.abs(((radians / (Math.PI * 2)) * 12) % 1) - 0.5;
    const pulses = () => calls.filter((call) => call.name === 'arc' && (call.args[2] as number) > wheelLayout({ width: 300, height: 150 }).radius * 1.2).length;

    const calm = play({ autoStart: true, reducedMotion: true });
    landOn(spaceBar, target);
    runFrames(20);
    expect(rotations().length).toBeGreaterThan(20);
    for (const radians of rotations()) expect(centred(radians)).toBeCloseTo(0, 9);
    expect(pulses()).toBe(0);
    calm.game.destroy();

    calls.length = 0;
    const lively = play({ autoStart: true, reducedMotion: false });
    landOn(spaceBar, target);
    runFrames(20);
    expect(rotations().some((radians) => Math.abs(centred(radians)) > 0.01)).toBe(true);
    expect(pulses()).toBeGreaterThan(0);
    lively.game.destroy();
  });

  it('tells the live region at most once a second, and the text changes as it plays', () => {
    const { game, onStatus } = play({ autoStart: true });
    const times: number[] = [];
    onStatus.mockImplementation(() => times.push(fake.now()));
    for (let round = 0; round < 3; round++) {
      tapKey(canvas);
      runFrames(60 * 4);
    }
    const texts = onStatus.mock.calls.map(([text]) => String(text));
    expect(texts.length).toBeGreaterThanOrEqual(3);
    expect(new Set(texts).size).toBe(texts.length);
    for (let i = 1; i < times.length; i++) expect((times[i] ?? 0) - (times[i - 1] ?? 0)).toBeGreaterThanOrEqual(statusInterval - 20);
    game.destroy();
  });

  it('removes every listener and frame request on destroy', () => {
    const targets = [canvas, document, window] as EventTarget[];
    const added: [EventTarget, string, unknown][] = [];
    const removed: [EventTarget, string, unknown][] = [];
    for (const eventTarget of targets) {
      const add = eventTarget.addEventListener.bind(eventTarget);
      const remove = eventTarget.removeEventListener.bind(eventTarget);
      jest.spyOn(eventTarget, 'addEventListener').mockImplementation((type, listener, options) => {
        added.push([eventTarget, type, listener]);
        add(type, listener, options);
      });
      jest.spyOn(eventTarget, 'removeEventListener').mockImplementation((type, listener, options) => {
        removed.push([eventTarget, type, listener]);
        remove(type, listener, options);
      });
    }
    const { game, onStatus, onScore, landings } = play({ autoStart: true });
    runFrames(5);
    game.destroy();
    expect(added.length).toBeGreaterThanOrEqual(3);
    expect(removed).toEqual(expect.arrayContaining(added));
    expect(frames.size).toBe(0);
    onStatus.mockClear();
    onScore.mockClear();
    game.start();
    tapKey(canvas);
    jest.advanceTimersByTime(5 * statusInterval);
    expect(frames.size).toBe(0);
    expect(onStatus).not.toHaveBeenCalled();
    expect(landings).toHaveLength(0);
  });
});

describe('the rules’ step (review 55, js-b-1)', () => {
  it('moves the wheel by one long step as by the short steps of the same time (red before: step(1) turned a new run 0.30, sixty steps of 1/60 s 0.42)', () => {
    for (const values of [{}, { speed: 1.45 }, { speed: 0.3 }]) {
      const long = createModel(values, 1);
      long.step(1);
      const frames = createModel(values, 1);
      for (let frame = 0; frame < 60; frame++) frames.step(1 / 60);
      const twenty = createModel(values, 1);
      for (let frame = 0; frame < 20; frame++) twenty.step(0.05);
      expect(long.state.angle).toBeCloseTo(frames.state.angle, 9);
      expect(twenty.state.angle).toBeCloseTo(frames.state.angle, 9);
      expect(long.state.speed).toBe(frames.state.speed);
    }
    const fresh = createModel({}, 1);
    fresh.step(1);
    expect(fresh.state.angle).toBeCloseTo(0.42, 9);
    // Ten seconds at once: the wheel at its speed after the ramp, not a whole number of turns by chance (0 before).
    const ten = createModel({}, 1);
    ten.step(10);
    const tenFrames = createModel({}, 1);
    for (let frame = 0; frame < 600; frame++) tenFrames.step(1 / 60);
    expect(ten.state.angle).toBeCloseTo(tenFrames.state.angle, 9);
  });
});
