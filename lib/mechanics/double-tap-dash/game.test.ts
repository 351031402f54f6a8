import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { prompt } from '../core/player-words';
import { statusInterval } from '../core/canvas-game';
import { installFakeCanvas, tapKey, type Call, type FakeCanvas } from '../core/testing/fake-canvas';
import { templateBySlug } from '@/content/templates';
import { camelName, snakeName } from '../core/params';
import { createGame, endText, statusText, visibleAhead, type DashJudgement, type DoubleTapDashOptions } from './game';
import { doubleTapDash } from './mechanic';
import { DashModel } from './model';

let fake: FakeCanvas;
let calls: Call[];
let frames: Map<number, FrameRequestCallback>;
let canvas: HTMLCanvasElement;
let runFrames: (count: number) => void;

beforeEach(() => {
  fake = installFakeCanvas();
  ({ calls, frames, canvas, runFrames } = fake);
});

afterEach(() => fake.remove());

function play(options: DoubleTapDashOptions = {}, values = {}) {
  const onStatus = jest.fn();
  const onScore = jest.fn();
  const onEnd = jest.fn();
  // onJudged hears every judgement; dashes and phasedGates hear its dash and phased ones.
  const dashes = jest.fn();
  const phasedGates = jest.fn();
  const onJudged = jest.fn((judgement: DashJudgement) => {
    if (judgement.result === 'dash') dashes({ score: judgement.score, distance: judgement.distance });
    else if (judgement.result === 'phased') phasedGates({ combo: judgement.combo, score: judgement.score });
  });
  const game = createGame(canvas, values, { seed: 3, onStatus, onScore, onEnd, onJudged, ...options });
  const lastStatus = () => String(onStatus.mock.calls.at(-1)?.[0]);
  return { game, onStatus, onScore, onEnd, dashes, phasedGates, onJudged, lastStatus };
}

const texts = () => calls.filter((call) => call.name === 'fillText').map((call) => String(call.args[0]));
const count = (name: string) => calls.filter((call) => call.name === name).length;

function pointerTap() {
  canvas.dispatchEvent(new MouseEvent('pointerdown', { clientX: 40, clientY: 40, bubbles: true }));
  canvas.dispatchEvent(new MouseEvent('pointerup', { clientX: 40, clientY: 40, bubbles: true }));
}

/** 2.5 s in, the first gate (18 m ahead at the start) is closing: a double tap then phases through it. */
const closingFrames = 150;

describe('the registry entry', () => {
  it('names its template and is plain data', () => {
    expect(templateBySlug(doubleTapDash.slug)?.name).toBe(doubleTapDash.name);
    expect(Object.values(doubleTapDash).some((value) => typeof value === 'function')).toBe(false);
  });

  it('gives every setting a distinct export name and a one-line meaning', () => {
    const params = doubleTapDash.params;
    expect(new Set(params.map(camelName)).size).toBe(params.length);
    expect(params.map(snakeName)).toEqual(['double_tap_window', 'start_speed', 'speed_ramp', 'gate_spacing', 'dash_length']);
    for (const spec of params) expect(spec.meaning).toMatch(/^[^"'\\\n]+\.$/);
  });
});

describe('statusText', () => {
  const snapshot = { score: 120, combo: 4, bestCombo: 6, last: 'phased', distance: 87.6 } as const;

  it('says the state, the score, the combo and the last judgement', () => {
    expect(statusText(snapshot, 'running')).toBe('Score 120 · combo 4 · last: Phased through');
    expect(statusText(snapshot, 'paused')).toBe('Paused · Score 120 · combo 4 · last: Phased through');
    expect(statusText({ ...snapshot, score: 0, combo: 0, last: null }, 'ready')).toBe('Ready · Score 0 · combo 0');
    expect(statusText({ ...snapshot, last: 'crash' }, 'over')).toBe('Run over · Score 120 · 87 m · best combo 6 · last: Hit a gate');
    expect(statusText({ ...snapshot, last: 'not-ready' }, 'running')).toMatch(/last: Phase not ready$/);
  });

  it('sums a run up for onEnd', () => {
    expect(endText(snapshot)).toBe('Hit a closed gate at 87 m · Score 120 · best combo 6');
  });
});

describe('visibleAhead', () => {
  it('shows more lane at speed, in steps of 8 m with reduced motion', () => {
    expect(visibleAhead(6, false)).toBe(16);
    expect(visibleAhead(20, false)).toBe(30);
    expect(visibleAhead(20, true)).toBe(32);
    expect(visibleAhead(21, true)).toBe(32);
    expect(visibleAhead(30, false)).toBeGreaterThan(visibleAhead(10, false));
  });
});

describe('createGame', () => {
  it('refuses a surface that is not a canvas', () => {
    expect(() => createGame(document.createElement('div') as unknown as HTMLCanvasElement, {})).toThrow(/canvas/);
  });

  it('draws the lane, the score and the hint at once, and asks for frames only while running', () => {
    const { game, lastStatus } = play();
    expect(texts()).toEqual(expect.arrayContaining(['Score 0', prompt('dash-controls', 'keys'), 'Phase ready']));
    expect(lastStatus()).toBe(`Ready · Score 0 · combo 0 · ${prompt('start', 'keys')}`);
    expect(window.requestAnimationFrame).not.toHaveBeenCalled();
    game.start();
    runFrames(3);
    expect(frames.size).toBe(1);
    game.pause();
    expect(frames.size).toBe(0);
    game.destroy();
  });

  it('runs by itself, scoring metres for over two seconds, then ends at the first shut gate', () => {
    const { game, onScore, onEnd, onStatus, lastStatus } = play({ autoStart: true });
    runFrames(120);
    const totals = onScore.mock.calls.map(([score]) => score as number);
    expect(totals.length).toBeGreaterThan(5);
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
    expect(onEnd).not.toHaveBeenCalled();
    expect(new Set(onStatus.mock.calls.map(([text]) => text)).size).toBeGreaterThanOrEqual(2);
    expect(lastStatus()).toMatch(/^Score \d+ · combo 0$/);
    runFrames(120);
    expect(onEnd).toHaveBeenCalledTimes(1);
    expect(onEnd).toHaveBeenCalledWith({ score: 18, text: 'Hit a closed gate at 18 m · Score 18 · best combo 0' });
    expect(frames.size).toBe(0);
    jest.advanceTimersByTime(statusInterval);
    expect(lastStatus()).toBe(`Run over · Score 18 · 18 m · best combo 0 · last: Hit a gate · ${prompt('again', 'keys')}`);
    expect(texts()).toContain('Run over');

    // Play again starts a fresh run.
    onScore.mockClear();
    game.start();
    runFrames(60);
    expect(Math.max(...onScore.mock.calls.map(([score]) => score as number))).toBeLessThan(10);
    game.destroy();
  });

  it('dashes on Space and phases through a gate on a double Space; onJudged hears each judgement in order (dash, dash, phase, phased)', () => {
    const { game, dashes, phasedGates, onJudged, onEnd, onScore, lastStatus } = play({ autoStart: true });
    runFrames(30);
    expect(tapKey(canvas, ' ')).toBe(true);
    expect(dashes).toHaveBeenCalledTimes(1);
    expect(dashes.mock.calls[0]?.[0]).toEqual({ score: expect.any(Number), distance: expect.any(Number) });
    // The dash put the runner 3 m (half a second) ahead, so the gate closes half a second sooner.
    runFrames(closingFrames - 30 - 30);
    tapKey(canvas, ' ');
    tapKey(canvas, ' ');
    expect(dashes).toHaveBeenCalledTimes(2);
    runFrames(40);
    expect(onEnd).not.toHaveBeenCalled();
    expect(phasedGates).toHaveBeenCalledTimes(1);
    const phase = phasedGates.mock.calls[0]?.[0] as { combo: number; score: number };
    expect(phase.combo).toBe(1);
    expect(onScore).toHaveBeenCalledWith(phase.score);
    const judged = onJudged.mock.calls.map(([judgement]) => judgement);
    expect(judged.map((judgement) => judgement.result)).toEqual(['dash', 'dash', 'phase', 'phased']);
    expect(judged[3]).toEqual({ result: 'phased', combo: 1, score: phase.score, distance: expect.any(Number) });
    jest.advanceTimersByTime(statusInterval);
    expect(lastStatus()).toMatch(/^Score \d+ · combo 1 · last: /);
    game.pause();
    expect(texts()).toEqual(expect.arrayContaining(['Combo 1']));
    game.destroy();
  });

  it('a host that pauses the game in onJudged on the crash keeps its pause: the run\'s end is heard, and the host\'s start() calls onResume and shows that end, starting no run (review 52, JSA-4: start() began a new run and onResume never came)', () => {
    const heard: string[] = [];
    const run = play({
      autoStart: true,
      loop: 'manual',
      onJudged: (judgement) => {
        if (judgement.result !== 'crash') return;
        heard.push('crash');
        run.game.pause();
      },
      onPause: () => heard.push('pause'),
      onResume: () => heard.push('resume'),
    });
    run.onEnd.mockImplementation(() => heard.push('end'));
    for (let frame = 0; frame < 3600 && !heard.includes('end'); frame++) run.game.step(1 / 60);
    expect(heard).toEqual(['crash', 'pause', 'end']);
    const scoreAtEnd = run.onScore.mock.calls.at(-1)?.[0];
    run.game.start();
    expect(heard).toEqual(['crash', 'pause', 'end', 'resume']);
    // Still the ended run: no new run's score of 0, and its summary on the status line.
    expect(run.onScore.mock.calls.at(-1)?.[0]).toBe(scoreAtEnd);
    expect(run.lastStatus()).toMatch(/^Run over/);
    run.game.destroy();
  });

  it('a host that pauses the game in onJudged stops the frame\'s steps at that moment (review 50: the rest of the frame\'s steps ran on, their score and a crash heard after onPause)', () => {
    // On the host's own loop: the host pauses in onJudged('phased'), plays on with start(), and counts the 1/60 s
    // frames to the run's end. Frames of 0.25 s (15 steps each) around the phase must stop where a 1/60 s frame does.
    const framesToEnd = (frame: number) => {
      let phased = false;
      const run = play({
        autoStart: true,
        loop: 'manual',
        onJudged: (judgement) => {
          if (judgement.result !== 'phased') return;
          phased = true;
          run.game.pause();
        },
      });
      for (let step = 0; step < 30; step++) run.game.step(1 / 60);
      tapKey(canvas, ' ');
      for (let step = 0; step < closingFrames - 60; step++) run.game.step(1 / 60);
      tapKey(canvas, ' ');
      tapKey(canvas, ' ');
      for (let step = 0; step < 60 && !phased; step++) run.game.step(frame);
      expect(phased).toBe(true);
      const endedWhilePaused = run.onEnd.mock.calls.length;
      run.game.start();
      let frames = 0;
      while (run.onEnd.mock.calls.length === 0 && frames < 3600) {
        run.game.step(1 / 60);
        frames++;
      }
      run.game.destroy();
      return { endedWhilePaused, frames };
    };
    expect(framesToEnd(0.25)).toEqual(framesToEnd(1 / 60));
  });

  it('a second finger landing while the first is down is its own tap: two fingers overlapping make the double tap', () => {
    const { game, dashes, phasedGates } = play({ autoStart: true });
    const finger = (type: string, pointerId: number) => {
      const event = new MouseEvent(type, { clientX: 40, clientY: 40, bubbles: true });
      Object.assign(event, { pointerId, isPrimary: pointerId === 1 });
      canvas.dispatchEvent(event);
    };
    runFrames(closingFrames - 30);
    finger('pointerdown', 1);
    finger('pointerdown', 2);
    finger('pointerup', 1);
    finger('pointerup', 2);
    expect(dashes).toHaveBeenCalledTimes(1);
    runFrames(40);
    expect(phasedGates).toHaveBeenCalledTimes(1);
    game.destroy();
  });

  it('plays by pointer and by Enter too, but not by other keys', () => {
    const { game, dashes, phasedGates } = play({ autoStart: true });
    jest.spyOn(canvas, 'getBoundingClientRect').mockReturnValue({ left: 0, top: 0, width: 300, height: 150 } as DOMRect);
    runFrames(10);
    tapKey(canvas, 'a');
    expect(dashes).not.toHaveBeenCalled();
    tapKey(canvas, 'Enter');
    expect(dashes).toHaveBeenCalledTimes(1);
    runFrames(closingFrames - 10 - 30);
    pointerTap();
    pointerTap();
    runFrames(40);
    expect(dashes).toHaveBeenCalledTimes(2);
    expect(phasedGates).toHaveBeenCalledWith(expect.objectContaining({ combo: 1 }));
    game.destroy();
  });

  it('takes two taps further apart than the Double-Tap Window as two dashes', () => {
    const { game, dashes, onEnd } = play({ autoStart: true }, { window: 180 });
    runFrames(closingFrames);
    tapKey(canvas);
    runFrames(12);
    tapKey(canvas);
    runFrames(60);
    expect(dashes).toHaveBeenCalledTimes(2);
    // At defaults a dash beats the closing gate: the run goes on without a phase.
    expect(onEnd).not.toHaveBeenCalled();
    game.destroy();
  });

  it('taps with a gamepad button, once per press, and not while the host\'s text field has the focus', () => {
    const buttons = [{ pressed: false }];
    Object.defineProperty(navigator, 'getGamepads', { configurable: true, value: () => [null, { buttons }] });
    const { game, dashes } = play({ autoStart: true });
    runFrames(5);
    // The browser says a pad is there once one of its buttons is pressed: the game reads pads from then on.
    window.dispatchEvent(new Event('gamepadconnected'));
    buttons[0] = { pressed: true };
    runFrames(5);
    expect(dashes).toHaveBeenCalledTimes(1);
    buttons[0] = { pressed: false };
    runFrames(20);
    buttons[0] = { pressed: true };
    runFrames(2);
    expect(dashes).toHaveBeenCalledTimes(2);
    // While the host's text field has the focus the pad is not the game's (review J1): a press there does nothing.
    buttons[0] = { pressed: false };
    runFrames(20);
    const field = document.body.appendChild(document.createElement('input'));
    field.focus();
    buttons[0] = { pressed: true };
    runFrames(2);
    expect(dashes).toHaveBeenCalledTimes(2);
    // Nor while a host's button, or a text field inside a web component (an open shadow root), has it (review 3 of 2026-11-29, J1).
    field.remove();
    const hostButton = document.body.appendChild(document.createElement('button'));
    const component = document.body.appendChild(document.createElement('div'));
    const shadowField = component.attachShadow({ mode: 'open' }).appendChild(document.createElement('input'));
    for (const focusable of [hostButton, shadowField]) {
      buttons[0] = { pressed: false };
      focusable.focus();
      runFrames(20);
      buttons[0] = { pressed: true };
      runFrames(2);
    }
    expect(dashes).toHaveBeenCalledTimes(2);
    hostButton.remove();
    component.remove();
    // Back on the game, the next press dashes.
    buttons[0] = { pressed: false };
    runFrames(20);
    buttons[0] = { pressed: true };
    runFrames(2);
    expect(dashes).toHaveBeenCalledTimes(3);
    game.destroy();
    // A game made after the page's gamepadconnected (recreated, or a route into it) reads the pad already there (review 2 of 2026-11-29, K2).
    buttons[0] = { pressed: false };
    const again = play({ autoStart: true });
    runFrames(5);
    buttons[0] = { pressed: true };
    runFrames(2);
    expect(again.dashes).toHaveBeenCalledTimes(1);
    again.game.destroy();
    Object.defineProperty(navigator, 'getGamepads', { configurable: true, value: () => { throw new Error('blocked'); } });
    const blocked = play({ autoStart: true });
    window.dispatchEvent(new Event('gamepadconnected'));
    runFrames(5);
    expect(blocked.dashes).not.toHaveBeenCalled();
    blocked.game.destroy();
    delete (navigator as { getGamepads?: unknown }).getGamepads;
  });

  it('a pad press starts a game that waits in ready (autoStart false, after reset()), as after a run\'s end, and the status offers it in the pad\'s words', () => {
    const buttons = [{ pressed: false }];
    // No pad listed when the game is made; the browser lists it with its gamepadconnected.
    let listed = false;
    Object.defineProperty(navigator, 'getGamepads', { configurable: true, value: () => (listed ? [{ buttons }] : []) });
    const run = play();
    const { game, dashes } = run;
    const lastStatus = () => (jest.advanceTimersByTime(statusInterval), run.lastStatus());
    expect(lastStatus()).toBe(`Ready · Score 0 · combo 0 · ${prompt('start', 'keys')}`);
    // The browser's gamepadconnected: the waiting game speaks to the pad.
    listed = true;
    window.dispatchEvent(new Event('gamepadconnected'));
    expect(lastStatus()).toBe(`Ready · Score 0 · combo 0 · ${prompt('start', 'pad')}`);
    buttons[0] = { pressed: true };
    runFrames(2);
    // The press that starts the run is not a dash.
    expect(lastStatus()).not.toMatch(/to start$/);
    expect(dashes).not.toHaveBeenCalled();
    buttons[0] = { pressed: false };
    runFrames(2);
    buttons[0] = { pressed: true };
    runFrames(2);
    expect(dashes).toHaveBeenCalledTimes(1);
    buttons[0] = { pressed: false };
    game.reset();
    runFrames(2);
    expect(lastStatus()).toBe(`Ready · Score 0 · combo 0 · ${prompt('start', 'pad')}`);
    // Under the host's pause before the start no prompt is offered and the pad starts nothing; its start() gives ready back.
    game.pause();
    expect(lastStatus()).toBe('Paused · Ready · Score 0 · combo 0');
    buttons[0] = { pressed: true };
    runFrames(2);
    expect(lastStatus()).toBe('Paused · Ready · Score 0 · combo 0');
    buttons[0] = { pressed: false };
    runFrames(2);
    game.start();
    expect(lastStatus()).toBe(`Ready · Score 0 · combo 0 · ${prompt('start', 'pad')}`);
    buttons[0] = { pressed: true };
    runFrames(2);
    expect(lastStatus()).not.toMatch(/to start$/);
    game.destroy();
    delete (navigator as { getGamepads?: unknown }).getGamepads;
  });

  it('each face button of a standard pad (A, B, X, Y: buttons 0 to 3) taps, a shoulder button does not, and the docs say so (review 2 of 2026-11-29, K7)', () => {
    const buttons = Array.from({ length: 17 }, () => ({ pressed: false }));
    Object.defineProperty(navigator, 'getGamepads', { configurable: true, value: () => [{ buttons }] });
    const dashesFor = (button: number) => {
      const { game, dashes } = play({ autoStart: true });
      runFrames(5);
      buttons[button] = { pressed: true };
      runFrames(2);
      buttons[button] = { pressed: false };
      game.destroy();
      return dashes.mock.calls.length;
    };
    expect([0, 1, 2, 3, 4].map(dashesFor)).toEqual([1, 1, 1, 1, 0]);
    delete (navigator as { getGamepads?: unknown }).getGamepads;
    // createGame's doc comment (the kit's .d.ts) names the four, not A alone.
    const source = readFileSync(join(__dirname, 'game.ts'), 'utf8');
    const doc = /\/\*\*((?:(?!\*\/)[\s\S])*)\*\/\s*export function createGame\(/.exec(source)?.[1] ?? '';
    expect(doc.replace(/\s*\*\s*/g, ' ')).toMatch(/A, B, X or Y/);
    expect(doc).not.toMatch(/A button/);
  });

  it('applies new values, partial or out of range, clamped', () => {
    const { game } = play({}, { startSpeed: 99, window: 'fast' as unknown as number });
    expect(texts()).toContain('0 m · 12.0 m/s');
    calls.length = 0;
    game.update({ startSpeed: 4 } as never);
    expect(texts()).toContain('0 m · 4.0 m/s');
    game.destroy();
  });

  it('shakes the screen and trails the dash only without reduced motion', () => {
    const draws = (reducedMotion: boolean) => {
      calls.length = 0;
      const run = play({ autoStart: true, reducedMotion });
      let phased = false;
      run.phasedGates.mockImplementation(() => {
        phased = true;
      });
      runFrames(closingFrames);
      tapKey(canvas);
      tapKey(canvas);
      for (let i = 0; i < 40 && !phased; i++) runFrames(1);
      expect(phased).toBe(true);
      calls.length = 0;
      run.game.pause();
      const result = { translate: count('translate'), fillRect: count('fillRect') };
      run.game.destroy();
      return result;
    };
    const lively = draws(false);
    const calm = draws(true);
    expect(lively.translate).toBeGreaterThan(0);
    expect(calm.translate).toBe(0);
    expect(lively.fillRect).toBeGreaterThan(calm.fillRect + 2);
  });

  it('resets to a fresh, paused run', () => {
    const { game, onScore, lastStatus } = play({ autoStart: true });
    runFrames(60);
    game.reset();
    expect(onScore).toHaveBeenLastCalledWith(0);
    jest.advanceTimersByTime(statusInterval);
    expect(lastStatus()).toBe(`Ready · Score 0 · combo 0 · ${prompt('start', 'keys')}`);
    expect(frames.size).toBe(0);
    game.destroy();
  });

  it('removes every listener and frame request on destroy', () => {
    const added: [string, unknown][] = [];
    const removed: [string, unknown][] = [];
    const add = canvas.addEventListener.bind(canvas);
    const remove = canvas.removeEventListener.bind(canvas);
    jest.spyOn(canvas, 'addEventListener').mockImplementation((type, listener, options) => {
      added.push([type, listener]);
      add(type, listener, options);
    });
    jest.spyOn(canvas, 'removeEventListener').mockImplementation((type, listener, options) => {
      removed.push([type, listener]);
      remove(type, listener, options);
    });
    const { game, onStatus, onScore, dashes } = play({ autoStart: true });
    runFrames(5);
    game.destroy();
    expect(added.length).toBeGreaterThan(3);
    expect(removed).toEqual(expect.arrayContaining(added));
    expect(frames.size).toBe(0);
    onStatus.mockClear();
    onScore.mockClear();
    game.start();
    tapKey(canvas);
    jest.advanceTimersByTime(5 * statusInterval);
    expect(frames.size).toBe(0);
    expect(onStatus).not.toHaveBeenCalled();
    expect(onScore).not.toHaveBeenCalled();
    expect(dashes).not.toHaveBeenCalled();
    expect(canvas.hasAttribute('tabindex')).toBe(false);
  });
});

describe('frame rate (brief rule 6)', () => {
  it('steps the rules in fixed 1/60 s steps, carrying the rest: 1 s is 60 steps at 30, 60 and 144 fps', () => {
    for (const fps of [30, 60, 144]) {
      const step = jest.spyOn(DashModel.prototype, 'step');
      const { game } = play({ loop: 'manual' });
      game.start();
      for (let frame = 0; frame < fps; frame++) game.step(1 / fps);
      const steps = step.mock.calls.map(([seconds]) => seconds);
      game.destroy();
      step.mockRestore();
      expect({ fps, steps: steps.length, sizes: [...new Set(steps)] }).toEqual({ fps, steps: 60, sizes: [1 / 60] });
    }
  });
});
