import { runCanvasGame, statusInterval, type CanvasScene, type GameInput, type GameSetup } from './canvas-game';
import { prompt } from './player-words';
import { installFakeCanvas, tapKey, type FakeCanvas } from './testing/fake-canvas';

let fake: FakeCanvas;
beforeEach(() => {
  fake = installFakeCanvas();
});
afterEach(() => fake.remove());

/** An event with the fields a browser computes from its target (jsdom does not). */
function at<T extends Event>(event: T, fields: Record<string, number>): T {
  for (const [name, value] of Object.entries(fields)) Object.defineProperty(event, name, { value });
  return event;
}

/** A game with no settings, named Test. */
const testSetup: GameSetup = { name: 'Test', params: [], values: {}, seed: 1, seedGiven: true };

/** A scene that records its inputs and ends the run after `endAfter` presses. */
function recordingScene(endAfter = Infinity) {
  const inputs: GameInput[] = [];
  const running: boolean[] = [];
  let presses = 0;
  let resets = 0;
  const scene: CanvasScene = {
    keys: [' '],
    step: () => undefined,
    draw: () => undefined,
    status: (phase) => `${phase} ${presses}`,
    input(event) {
      inputs.push(event);
      if (event.type !== 'press') return;
      presses += 1;
      return presses >= endAfter ? { score: presses, ended: { score: presses, text: 'Over' } } : { score: presses };
    },
    reset: () => {
      presses = 0;
      resets += 1;
    },
    update: () => undefined,
    running: (value) => running.push(value),
  };
  return { scene, inputs, running, resets: () => resets };
}

describe('runCanvasGame', () => {
  it('turns a held key into one press and one release, and ignores keys the scene does not use', () => {
    const { scene, inputs } = recordingScene();
    const game = runCanvasGame(fake.canvas, { autoStart: true }, () => scene, testSetup);
    const down = new KeyboardEvent('keydown', { key: ' ', cancelable: true });
    fake.canvas.dispatchEvent(down);
    fake.canvas.dispatchEvent(new KeyboardEvent('keydown', { key: ' ', repeat: true }));
    fake.canvas.dispatchEvent(new KeyboardEvent('keyup', { key: ' ' }));
    const other = new KeyboardEvent('keydown', { key: 'Tab', cancelable: true });
    fake.canvas.dispatchEvent(other);
    expect(down.defaultPrevented).toBe(true);
    expect(other.defaultPrevented).toBe(false);
    expect(inputs.map((input) => `${input.type}:${input.source}`)).toEqual(['press:key', 'release:key']);
    game.destroy();
  });

  it('a letter held is one key whatever Shift did between its press and its release: the release comes, and R pressed again restarts again (review 64, JSB-1, JSB-2)', () => {
    const { scene, inputs, resets } = recordingScene();
    const game = runCanvasGame(fake.canvas, { autoStart: true }, () => ({ ...scene, keys: [' ', 'a', 'A'], holdKeys: ['a', 'A'] }), testSetup);
    fake.canvas.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
    fake.canvas.dispatchEvent(new KeyboardEvent('keyup', { key: 'A', shiftKey: true }));
    fake.canvas.dispatchEvent(new KeyboardEvent('keydown', { key: 'A', shiftKey: true }));
    fake.canvas.dispatchEvent(new KeyboardEvent('keyup', { key: 'a' }));
    expect(inputs.map((input) => `${input.type}:${input.source}`)).toEqual(['press:key', 'release:key', 'press:key', 'release:key']);
    const before = resets();
    for (const [down, up] of [['r', 'R'], ['r', 'r']]) {
      fake.canvas.dispatchEvent(new KeyboardEvent('keydown', { key: down }));
      fake.canvas.dispatchEvent(new KeyboardEvent('keyup', { key: up }));
    }
    expect(resets() - before).toBe(2);
    game.destroy();
  });

  it.each([false, true])('a hold key pressed before the run starts is held from its first moment, and let go as usual, in a scene that keeps its holds through a pause or not (%s) (review 65, review 66: js-b)', (keepsHolds) => {
    const { scene, inputs } = recordingScene();
    const game = runCanvasGame(fake.canvas, {}, () => ({ ...scene, keys: [' ', 'a', 'A'], holdKeys: ['a', 'A'], keepsHolds }), testSetup);
    fake.canvas.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
    fake.canvas.dispatchEvent(new KeyboardEvent('keydown', { key: ' ' }));
    fake.canvas.dispatchEvent(new KeyboardEvent('keyup', { key: ' ' }));
    expect(inputs.map((input) => `${input.type}:${input.source}:${input.key}`)).toEqual(['press:key:a']);
    fake.canvas.dispatchEvent(new KeyboardEvent('keyup', { key: 'a' }));
    expect(inputs.map((input) => `${input.type}:${input.source}:${input.key}`)).toEqual(['press:key:a', 'release:key:a']);
    game.destroy();
  });

  it('releases a held key when the surface loses focus, and reads pointers in canvas pixels', () => {
    const { scene, inputs } = recordingScene();
    const game = runCanvasGame(fake.canvas, { autoStart: true }, () => scene, testSetup);
    fake.canvas.dispatchEvent(new KeyboardEvent('keydown', { key: ' ' }));
    fake.canvas.dispatchEvent(new FocusEvent('blur'));
    // Where a browser puts it: offsetX/offsetY, in the canvas's own CSS px (jsdom's are the client point).
    fake.canvas.dispatchEvent(at(new MouseEvent('pointerdown', { clientX: 60, clientY: 70 }), { offsetX: 50, offsetY: 50 }));
    fake.canvas.dispatchEvent(at(new MouseEvent('pointerup', { clientX: 60, clientY: 70 }), { offsetX: 50, offsetY: 50 }));
    expect(inputs.map((input) => [input.type, input.source, input.x, input.y])).toEqual([
      ['press', 'key', undefined, undefined],
      ['release', 'key', undefined, undefined],
      ['press', 'pointer', 50, 50],
      ['release', 'pointer', 50, 50],
    ]);
    game.destroy();
  });

  it('follows prefers-reduced-motion when the option is left out, and an explicit reducedMotion wins over it (every canvas game draws through this)', () => {
    const drawn: boolean[] = [];
    const scene: CanvasScene = { ...recordingScene().scene, draw: (_context, _view, reduced) => void drawn.push(reduced) };
    fake.setReducedMotion(true);
    const following = runCanvasGame(fake.canvas, { autoStart: true }, () => scene, testSetup);
    fake.runFrames(2);
    following.destroy();
    const before = drawn.length;
    const forced = runCanvasGame(fake.canvas, { autoStart: true, reducedMotion: false }, () => scene, testSetup);
    fake.runFrames(2);
    forced.destroy();
    expect(before).toBeGreaterThan(0);
    expect(drawn.slice(0, before).every(Boolean)).toBe(true);
    expect(drawn.slice(before)).not.toContain(true);
    expect(drawn.slice(before).length).toBeGreaterThan(0);
  });

  it('maps a pointer through the host\'s CSS zoom (offsetX is in zoomed px), and without offsetX through the box\'s scale (N3)', () => {
    const { scene, inputs } = recordingScene();
    const game = runCanvasGame(fake.canvas, { autoStart: true }, () => scene, testSetup);
    Object.defineProperty(fake.canvas, 'currentCSSZoom', { configurable: true, value: 1.5 });
    fake.canvas.dispatchEvent(at(new MouseEvent('pointerdown', { clientX: 0, clientY: 0 }), { offsetX: 405, offsetY: 240 }));
    fake.canvas.dispatchEvent(at(new MouseEvent('pointerup', { clientX: 0, clientY: 0 }), { offsetX: 405, offsetY: 240 }));
    // A browser with no offsetX: the client point in a box the host scaled by 0.5 (its rect half its CSS size).
    Object.defineProperty(fake.canvas, 'clientWidth', { configurable: true, value: 360 });
    Object.defineProperty(fake.canvas, 'clientHeight', { configurable: true, value: 640 });
    jest.spyOn(fake.canvas, 'getBoundingClientRect').mockReturnValue({ left: 90, top: 160, width: 180, height: 320 } as DOMRect);
    fake.canvas.dispatchEvent(at(new MouseEvent('pointerdown', { clientX: 225, clientY: 240 }), { offsetX: Number.NaN, offsetY: Number.NaN }));
    expect(inputs.filter((input) => input.type === 'press').map((input) => [input.x, input.y])).toEqual([
      [270, 160],
      [270, 160],
    ]);
    game.destroy();
  });

  it('takes no input while paused', () => {
    const { scene, inputs } = recordingScene();
    const game = runCanvasGame(fake.canvas, {}, () => scene, testSetup);
    tapKey(fake.canvas);
    expect(inputs).toEqual([]);
    game.destroy();
  });

  it('says the next run\'s prompt in the words of the hands the player last pressed with (player-words.ts)', () => {
    const { scene } = recordingScene(1);
    const onStatus = jest.fn();
    const game = runCanvasGame(fake.canvas, { autoStart: true, onStatus }, () => scene, testSetup);
    fake.canvas.dispatchEvent(at(new MouseEvent('pointerdown', { button: 0 }), { pointerId: 3, offsetX: 5, offsetY: 5 }));
    jest.advanceTimersByTime(statusInterval);
    expect(onStatus).toHaveBeenLastCalledWith(`over 1 · ${prompt('again', 'keys')}`);
    // A finger starts the next run; its end speaks touch.
    const touch = at(new MouseEvent('pointerdown', { button: 0 }), { pointerId: 4, offsetX: 5, offsetY: 5 });
    Object.defineProperty(touch, 'pointerType', { value: 'touch' });
    fake.canvas.dispatchEvent(touch);
    fake.canvas.dispatchEvent(at(new MouseEvent('pointerup', { button: 0 }), { pointerId: 4 }));
    const again = at(new MouseEvent('pointerdown', { button: 0 }), { pointerId: 5, offsetX: 5, offsetY: 5 });
    Object.defineProperty(again, 'pointerType', { value: 'touch' });
    fake.canvas.dispatchEvent(again);
    jest.advanceTimersByTime(statusInterval);
    expect(onStatus).toHaveBeenLastCalledWith(`over 1 · ${prompt('again', 'touch')}`);
    game.destroy();
  });

  it('ends a run: stops the loop, reports the end, and Play starts a fresh run', () => {
    const { scene, running, resets } = recordingScene(2);
    const onEnd = jest.fn();
    const onScore = jest.fn();
    const onStatus = jest.fn();
    const game = runCanvasGame(fake.canvas, { autoStart: true, onEnd, onScore, onStatus }, () => scene, testSetup);
    tapKey(fake.canvas);
    tapKey(fake.canvas);
    expect(onEnd).toHaveBeenCalledWith({ score: 2, text: 'Over' });
    expect(onScore.mock.calls).toEqual([[1], [2]]);
    expect(fake.frames.size).toBe(0);
    // After the end a finger starts the next run on its press: the canvas still takes every touch (no scroll).
    expect(fake.canvas.style.touchAction).toBe('none');
    expect(running).toEqual([true, false]);
    jest.advanceTimersByTime(1000);
    // The end's status says what starts the next run, in the words of the player's hands (keys here).
    expect(onStatus).toHaveBeenLastCalledWith(`over 2 · ${prompt('again', 'keys')}`);
    game.start();
    expect(resets()).toBe(1);
    expect(fake.frames.size).toBe(1);
    game.destroy();
  });

  it('tells the scene when play starts and stops, and destroys it with the game', () => {
    const destroyScene = jest.fn();
    const { scene, running } = recordingScene();
    const game = runCanvasGame(fake.canvas, {}, () => ({ ...scene, destroy: destroyScene }), testSetup);
    game.start();
    game.pause();
    game.destroy();
    expect(running).toEqual([true, false]);
    expect(destroyScene).toHaveBeenCalledTimes(1);
  });

  it('keeps an unstyled canvas at its attribute size on a HiDPI screen: resizes never feed back into the box', () => {
    // A canvas with no CSS size is laid out at its width/height attributes, as browsers do.
    const { canvas } = fake;
    Object.defineProperty(canvas, 'clientWidth', { configurable: true, get: () => (canvas.style.width ? parseFloat(canvas.style.width) : canvas.width) });
    Object.defineProperty(canvas, 'clientHeight', { configurable: true, get: () => (canvas.style.height ? parseFloat(canvas.style.height) : canvas.height) });
    canvas.width = 800;
    canvas.height = 600;
    const ratio = window.devicePixelRatio;
    window.devicePixelRatio = 2;
    const { scene } = recordingScene();
    const game = runCanvasGame(canvas, { autoStart: true }, () => scene, testSetup);
    for (let resize = 0; resize < 5; resize++) for (const observer of fake.observers) observer.callback();
    expect([canvas.width, canvas.height]).toEqual([1600, 1200]);
    expect([canvas.clientWidth, canvas.clientHeight]).toEqual([800, 600]);
    game.destroy();
    expect(canvas.style.width).toBe('');
    window.devicePixelRatio = ratio;
  });

  it('takes the primary button of the primary pointer only, holds through a second finger, and opens no context menu', () => {
    const { scene, inputs } = recordingScene();
    const game = runCanvasGame(fake.canvas, { autoStart: true }, () => scene, testSetup);
    const pointer = (type: string, init: { button?: number; pointerId?: number; isPrimary?: boolean }) => {
      const event = new MouseEvent(type, { button: init.button ?? 0, cancelable: true });
      Object.assign(event, { pointerId: init.pointerId ?? 1, isPrimary: init.isPrimary ?? true });
      fake.canvas.dispatchEvent(event);
      return event;
    };
    pointer('pointerdown', { button: 2 });
    pointer('pointerup', { button: 2 });
    expect(inputs).toEqual([]);
    pointer('pointerdown', { pointerId: 1 });
    pointer('pointerdown', { pointerId: 2, isPrimary: false });
    pointer('pointerup', { pointerId: 2, isPrimary: false });
    expect(inputs.map((input) => input.type)).toEqual(['press']);
    pointer('pointerup', { pointerId: 1 });
    expect(inputs.map((input) => input.type)).toEqual(['press', 'release']);
    expect(pointer('contextmenu', {}).defaultPrevented).toBe(true);
    game.destroy();
  });

  it('runs on the host\'s loop with { loop: "manual" }: no animation frames, step(seconds) and render() drive it', () => {
    const steps: number[] = [];
    let draws = 0;
    const { scene } = recordingScene();
    const game = runCanvasGame(
      fake.canvas,
      { loop: 'manual' },
      () => ({ ...scene, step: (seconds) => void steps.push(seconds), draw: () => void (draws += 1) }),
      testSetup,
    );
    game.step(0.016);
    expect(steps).toEqual([]);
    game.start();
    expect(fake.frames.size).toBe(0);
    game.step(0.016);
    game.step(1);
    expect(steps).toEqual([0.016, 0.05]);
    const before = draws;
    game.render();
    expect(draws).toBe(before + 1);
    game.destroy();
  });

  it('counts down before play resumes on returning to the tab, and Play skips the countdown', () => {
    const { scene } = recordingScene();
    const onStatus = jest.fn();
    const game = runCanvasGame(fake.canvas, { autoStart: true, onStatus }, () => scene, testSetup);
    fake.setHidden(true);
    jest.advanceTimersByTime(statusInterval);
    fake.setHidden(false);
    expect(fake.frames.size).toBe(0);
    jest.advanceTimersByTime(statusInterval);
    expect(onStatus).toHaveBeenCalledWith('Resuming in 3…');
    expect(fake.calls.some((call) => call.name === 'fillText' && call.args[0] === '3')).toBe(true);
    jest.advanceTimersByTime(2 * statusInterval);
    expect(fake.frames.size).toBe(1);
    fake.setHidden(true);
    fake.setHidden(false);
    game.start();
    expect(fake.frames.size).toBe(1);
    jest.advanceTimersByTime(5000);
    expect(fake.frames.size).toBe(1);
    game.destroy();
  });
});

/** Lays a canvas out as a browser does: a CSS size where one is given, else its attributes (or their ratio). */
function layOut(canvas: HTMLCanvasElement, css: { width: number | null; height: number | null; shown: boolean }) {
  const size = () => {
    if (!css.shown) return [0, 0];
    const ratioStyle = /^\s*([\d.]+)\s*\/\s*([\d.]+)/.exec(canvas.style.aspectRatio);
    const ratio = ratioStyle ? Number(ratioStyle[1]) / Number(ratioStyle[2]) : canvas.width / canvas.height;
    let width = canvas.style.width ? parseFloat(canvas.style.width) : css.width;
    let height = canvas.style.height ? parseFloat(canvas.style.height) : css.height;
    if (width === null && height === null) [width, height] = [canvas.width, canvas.height];
    else if (width === null) width = (height ?? 0) * ratio;
    else if (height === null) height = width / ratio;
    return [width, height ?? 0];
  };
  Object.defineProperty(canvas, 'clientWidth', { configurable: true, get: () => size()[0] });
  Object.defineProperty(canvas, 'clientHeight', { configurable: true, get: () => size()[1] });
  return css;
}

function pointerAt(canvas: HTMLCanvasElement, type: string, init: { pointerId?: number; isPrimary?: boolean } = {}) {
  const event = new MouseEvent(type, { button: 0, cancelable: true });
  Object.assign(event, { pointerId: init.pointerId ?? 1, isPrimary: init.isPrimary ?? true });
  canvas.dispatchEvent(event);
}

describe('runCanvasGame: the canonical game around the rules', () => {
  it('a second finger landing while the first is down is a press of its own where taps count', () => {
    const { scene, inputs } = recordingScene();
    const game = runCanvasGame(fake.canvas, { autoStart: true }, () => ({ ...scene, everyPointer: true }), testSetup);
    pointerAt(fake.canvas, 'pointerdown', { pointerId: 1 });
    pointerAt(fake.canvas, 'pointerdown', { pointerId: 2, isPrimary: false });
    pointerAt(fake.canvas, 'pointerup', { pointerId: 2, isPrimary: false });
    pointerAt(fake.canvas, 'pointerup', { pointerId: 1 });
    expect(inputs.map((input) => input.type)).toEqual(['press', 'press', 'release', 'release']);
    game.destroy();
  });

  it('after a run ended, a tap or Space starts the next run and does nothing else (not even its release)', () => {
    const { scene, inputs, resets } = recordingScene(1);
    const onEnd = jest.fn();
    const onScore = jest.fn();
    const game = runCanvasGame(fake.canvas, { autoStart: true, onEnd, onScore }, () => scene, testSetup);
    tapKey(fake.canvas);
    expect(onEnd).toHaveBeenCalledTimes(1);
    pointerAt(fake.canvas, 'pointerdown');
    pointerAt(fake.canvas, 'pointerup');
    expect(resets()).toBe(1);
    // The new run's score starts at 0, said once.
    expect(onScore.mock.calls).toEqual([[1], [0]]);
    expect(inputs.map((input) => input.type)).toEqual(['press']);
    tapKey(fake.canvas);
    expect(onEnd).toHaveBeenCalledTimes(2);
    tapKey(fake.canvas);
    expect(resets()).toBe(2);
    expect(inputs.map((input) => input.type)).toEqual(['press', 'press']);
    game.destroy();
  });

  it('the press that starts a run, let go where the game cannot hear it, leaves the run\'s next press whole: a key let go after the host\'s text field took the focus, a mouse let go off the canvas (its release is captured) (review 33, JS R33-1)', () => {
    const { scene, inputs } = recordingScene();
    const game = runCanvasGame(fake.canvas, {}, () => scene, testSetup);
    // Space starts the run; the focus goes to the host's field, where Space is let go; back on the game, Space presses.
    fake.canvas.dispatchEvent(new KeyboardEvent('keydown', { key: ' ' }));
    fake.canvas.dispatchEvent(new FocusEvent('blur'));
    fake.canvas.dispatchEvent(new KeyboardEvent('keydown', { key: ' ' }));
    fake.canvas.dispatchEvent(new KeyboardEvent('keyup', { key: ' ' }));
    expect(inputs.map((input) => `${input.type}:${input.source}`)).toEqual(['press:key', 'release:key']);
    game.reset();
    // A press on a waiting game asks for its pointer, so its release comes back to the canvas wherever it is let go.
    const captured: number[] = [];
    Object.defineProperty(fake.canvas, 'setPointerCapture', { configurable: true, value: (id: number) => void captured.push(id) });
    fake.canvas.dispatchEvent(at(new MouseEvent('pointerdown', { button: 0 }), { pointerId: 7 }));
    expect(captured).toEqual([7]);
    game.destroy();
  });

  it('a capture the host\'s element takes from the canvas (a drag-to-pan container) ends the press here as a cancel does: the start press leaves the next press whole, and a held press is let go (review 34, JS R34-1)', () => {
    const { scene, inputs } = recordingScene();
    const game = runCanvasGame(fake.canvas, {}, () => scene, testSetup);
    const pointer = (type: string) => fake.canvas.dispatchEvent(at(new MouseEvent(type, { button: 0 }), { pointerId: 1 }));
    // The press that starts the run; the host takes the capture, and the release goes to the host.
    pointer('pointerdown');
    pointer('lostpointercapture');
    // The run's first press and release are the game's; then a held press whose capture the host takes is let go.
    pointer('pointerdown');
    pointer('pointerup');
    pointer('lostpointercapture');
    pointer('pointerdown');
    pointer('lostpointercapture');
    expect(inputs.map((input) => `${input.type}:${input.source}`)).toEqual(['press:pointer', 'release:pointer', 'press:pointer', 'release:pointer']);
    // The release the player made acts; the one taken from the game only ends the hold (no brake, no nudge: review 35, JS R35-1, R35-2).
    expect(inputs.filter((input) => input.type === 'release').map((input) => [input.letGo ?? false, input.holding ?? false])).toEqual([
      [false, false],
      [true, false],
    ]);
    game.destroy();
  });

  it('a capture the host\'s element takes in its own pointerdown handler (no lostpointercapture, no pointerup reach the canvas) ends the press as a cancel once the event is over: the start press\'s mark and a held press (review 36, JS R36-1)', () => {
    const { scene, inputs } = recordingScene();
    const game = runCanvasGame(fake.canvas, {}, () => scene, testSetup);
    // A browser's capture: the canvas holds the pointer until the host's element, on the same press, takes it.
    let holder: EventTarget | null = null;
    Object.defineProperty(fake.canvas, 'setPointerCapture', { configurable: true, value: () => void (holder = fake.canvas) });
    Object.defineProperty(fake.canvas, 'hasPointerCapture', { configurable: true, value: () => holder === fake.canvas });
    const host = fake.canvas.parentElement as HTMLElement;
    const takes = () => void (holder = host);
    host.addEventListener('pointerdown', takes);
    const pointer = (type: string) => fake.canvas.dispatchEvent(at(new MouseEvent(type, { button: 0, bubbles: true }), { pointerId: 1 }));
    pointer('pointerdown');
    jest.advanceTimersByTime(0);
    host.removeEventListener('pointerdown', takes);
    // The run's first press is whole; then a held press the host takes is let go, without acting.
    pointer('pointerdown');
    pointer('pointerup');
    host.addEventListener('pointerdown', takes);
    pointer('pointerdown');
    jest.advanceTimersByTime(0);
    expect(inputs.map((input) => `${input.type}:${input.letGo ?? false}`)).toEqual(['press:false', 'release:false', 'press:false', 'release:true']);
    host.removeEventListener('pointerdown', takes);
    game.destroy();
  });

  it('under the host\'s pause() over its game-over screen, no tap, Space or R starts a run until the host\'s start() (review 2 of 2026-11-29, K1)', () => {
    const { scene, resets } = recordingScene(1);
    const onPause = jest.fn();
    const onResume = jest.fn();
    const game = runCanvasGame(fake.canvas, { autoStart: true, onPause, onResume }, () => scene, testSetup);
    tapKey(fake.canvas);
    game.pause();
    // Paused as mid-run (as the Unity kit's Pause() between runs): onPause, and the "Paused" veil drawn.
    expect(onPause).toHaveBeenCalledTimes(1);
    expect(fake.calls.some((call) => call.name === 'fillText' && call.args[0] === 'Paused')).toBe(true);
    tapKey(fake.canvas);
    tapKey(fake.canvas, 'r');
    pointerAt(fake.canvas, 'pointerdown');
    pointerAt(fake.canvas, 'pointerup');
    expect(resets()).toBe(0);
    game.pause();
    expect(onPause).toHaveBeenCalledTimes(1);
    // The host's start() ends its pause (onResume) back at the run's end: the next press starts the next run.
    game.start();
    expect(onResume).toHaveBeenCalledTimes(1);
    expect(resets()).toBe(0);
    tapKey(fake.canvas);
    expect(resets()).toBe(1);
    game.destroy();
  });

  it('leaves keys with Ctrl, Cmd or Alt to the browser: Ctrl+R and Cmd+R reload, they neither restart nor press (review 2 of 2026-11-29, K3)', () => {
    const { scene, inputs, resets } = recordingScene();
    const game = runCanvasGame(fake.canvas, { autoStart: true }, () => scene, testSetup);
    tapKey(fake.canvas);
    for (const modifier of [{ ctrlKey: true }, { metaKey: true }, { altKey: true }]) {
      for (const key of ['r', ' ']) {
        const down = new KeyboardEvent('keydown', { key, cancelable: true, ...modifier });
        fake.canvas.dispatchEvent(down);
        fake.canvas.dispatchEvent(new KeyboardEvent('keyup', { key, ...modifier }));
        expect({ key, modifier, prevented: down.defaultPrevented }).toEqual({ key, modifier, prevented: false });
      }
    }
    expect(resets()).toBe(0);
    expect(inputs.filter((input) => input.type === 'press')).toHaveLength(1);
    game.destroy();
  });

  it('R restarts: onScore(0) only when the score was not 0, never onEnd or onPause; reset() says 0 only when it was not', () => {
    const { scene, resets } = recordingScene();
    const onScore = jest.fn();
    const onEnd = jest.fn();
    const onPause = jest.fn();
    const game = runCanvasGame(fake.canvas, { autoStart: true, onScore, onEnd, onPause }, () => scene, testSetup);
    tapKey(fake.canvas);
    tapKey(fake.canvas, 'r');
    expect(onScore.mock.calls).toEqual([[1], [0]]);
    expect(resets()).toBe(1);
    tapKey(fake.canvas);
    expect(onScore.mock.calls).toEqual([[1], [0], [1]]);
    game.reset();
    game.reset();
    game.start();
    tapKey(fake.canvas, 'R');
    expect(onScore.mock.calls).toEqual([[1], [0], [1], [0]]);
    expect(onEnd).not.toHaveBeenCalled();
    expect(onPause).not.toHaveBeenCalled();
    game.destroy();
  });

  it('focus lost: onPause, "Paused" drawn, a held key let go without acting; presses and releases do nothing until the countdown ends and onResume', () => {
    const { scene, inputs, running } = recordingScene();
    const onPause = jest.fn();
    const onResume = jest.fn();
    const game = runCanvasGame(fake.canvas, { autoStart: true, onPause, onResume }, () => ({ ...scene, everyPointer: true }), testSetup);
    fake.canvas.dispatchEvent(new KeyboardEvent('keydown', { key: ' ' }));
    pointerAt(fake.canvas, 'pointerdown', { pointerId: 5 });
    fake.calls.length = 0;
    fake.setHidden(true);
    expect(onPause).toHaveBeenCalledTimes(1);
    expect(running).toEqual([true, false]);
    expect(fake.calls.some((call) => call.name === 'fillText' && call.args[0] === 'Paused')).toBe(true);
    fake.canvas.dispatchEvent(new KeyboardEvent('keyup', { key: ' ' }));
    pointerAt(fake.canvas, 'pointerup', { pointerId: 5 });
    fake.setHidden(false);
    tapKey(fake.canvas);
    pointerAt(fake.canvas, 'pointerdown', { pointerId: 6 });
    fake.canvas.dispatchEvent(new KeyboardEvent('keydown', { key: ' ' }));
    jest.advanceTimersByTime(2500);
    expect(onResume).not.toHaveBeenCalled();
    jest.advanceTimersByTime(500);
    expect(onResume).toHaveBeenCalledTimes(1);
    // The releases of presses made while paused do nothing either.
    pointerAt(fake.canvas, 'pointerup', { pointerId: 6 });
    fake.canvas.dispatchEvent(new KeyboardEvent('keyup', { key: ' ' }));
    expect(inputs.map((input) => input.type)).toEqual(['press', 'press']);
    expect(onPause).toHaveBeenCalledTimes(1);
    game.destroy();
  });

  it('pause() and start() after it call onPause and onResume, in ready too (the start prompt gone while held, back after); a reset or a first start calls neither', () => {
    const { scene, inputs } = recordingScene();
    const onPause = jest.fn();
    const onResume = jest.fn();
    const onStatus = jest.fn();
    const game = runCanvasGame(fake.canvas, { onPause, onResume, onStatus }, () => scene, testSetup);
    const last = () => (jest.advanceTimersByTime(statusInterval), onStatus.mock.calls.at(-1)?.[0]);
    expect(last()).toBe(`ready 0 · ${prompt('start', 'keys')}`);
    game.pause();
    expect([last(), onPause.mock.calls.length, onResume.mock.calls.length]).toEqual(['Paused · ready 0', 1, 0]);
    // Held by the host, a press offers nothing and starts nothing.
    fake.canvas.dispatchEvent(new KeyboardEvent('keydown', { key: ' ' }));
    fake.canvas.dispatchEvent(new MouseEvent('pointerdown', { button: 0 }));
    expect(last()).toBe('Paused · ready 0');
    game.start();
    expect([last(), onPause.mock.calls.length, onResume.mock.calls.length]).toEqual([`ready 0 · ${prompt('start', 'keys')}`, 1, 1]);
    game.start();
    game.reset();
    game.start();
    expect([onPause.mock.calls.length, onResume.mock.calls.length]).toEqual([1, 1]);
    game.pause();
    game.pause();
    game.start();
    expect([onPause.mock.calls.length, onResume.mock.calls.length]).toEqual([2, 2]);
    expect(inputs).toEqual([]);
    game.destroy();
    expect([onPause.mock.calls.length, onResume.mock.calls.length]).toEqual([2, 2]);
  });

  it('a game that waits in ready (no autoStart, after reset()) starts on Space, Enter or a press on it, as after a run\'s end; the press does nothing else', () => {
    const presses = (press: (canvas: HTMLCanvasElement) => void) => {
      const { scene, inputs } = recordingScene();
      const onStatus = jest.fn();
      const game = runCanvasGame(fake.canvas, { onStatus }, () => scene, testSetup);
      const last = () => (jest.advanceTimersByTime(statusInterval), onStatus.mock.calls.at(-1)?.[0]);
      press(fake.canvas);
      const first = last();
      fake.canvas.dispatchEvent(new KeyboardEvent('keyup', { key: ' ' }));
      fake.canvas.dispatchEvent(new MouseEvent('pointerup', { button: 0 }));
      game.reset();
      const again = last();
      press(fake.canvas);
      const second = last();
      game.destroy();
      return [first, again, second, inputs.length];
    };
    const started = ['running 0', `ready 0 · ${prompt('start', 'keys')}`, 'running 0', 0];
    expect(presses((canvas) => canvas.dispatchEvent(new KeyboardEvent('keydown', { key: ' ' })))).toEqual(started);
    expect(presses((canvas) => canvas.dispatchEvent(new MouseEvent('pointerdown', { button: 0 })))).toEqual(started);
    expect(presses((canvas) => canvas.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' })))).toEqual([`ready 0 · ${prompt('start', 'keys')}`, `ready 0 · ${prompt('start', 'keys')}`, `ready 0 · ${prompt('start', 'keys')}`, 0]);
  });

  it('each new run (the next after an end, R, reset()) is dealt from a new seed unless the host gave one, which every run replays (review 8, R2)', () => {
    const seedsWith = (setup: GameSetup) => {
      const seeds: number[] = [];
      const { scene } = recordingScene(1);
      const reset = scene.reset;
      scene.reset = (seed) => {
        seeds.push(seed);
        reset(seed);
      };
      const game = runCanvasGame(fake.canvas, { autoStart: true }, () => scene, setup);
      // The first press ends the run; the next starts the next run; R restarts it; then the host's reset().
      tapKey(fake.canvas);
      tapKey(fake.canvas);
      tapKey(fake.canvas, 'r');
      game.reset();
      game.destroy();
      return seeds;
    };
    expect(seedsWith(testSetup)).toEqual([1, 1, 1]);
    const drawn = seedsWith({ ...testSetup, seedGiven: false });
    expect([drawn.length, new Set(drawn).size]).toEqual([3, 3]);
  });

  it('nothing fires after destroy(), whatever is called', () => {
    const { scene } = recordingScene();
    const events = jest.fn();
    const game = runCanvasGame(
      fake.canvas,
      { autoStart: true, onScore: events, onEnd: events, onPause: events, onResume: events, onStatus: events },
      () => scene,
      testSetup,
    );
    tapKey(fake.canvas);
    game.destroy();
    events.mockClear();
    game.reset();
    game.update({});
    game.start();
    game.pause();
    tapKey(fake.canvas);
    fake.setHidden(true);
    fake.setHidden(false);
    jest.advanceTimersByTime(5000);
    expect(events).not.toHaveBeenCalled();
  });

  it('names the focusable canvas (role application, "<Game> game") unless the host did, and takes both away on destroy', () => {
    const { scene } = recordingScene();
    const game = runCanvasGame(fake.canvas, {}, () => scene, testSetup);
    expect([fake.canvas.getAttribute('role'), fake.canvas.getAttribute('aria-label')]).toEqual(['application', 'Test game']);
    game.destroy();
    expect([fake.canvas.hasAttribute('role'), fake.canvas.hasAttribute('aria-label')]).toEqual([false, false]);
    fake.canvas.setAttribute('aria-label', 'My level');
    fake.canvas.setAttribute('role', 'img');
    const second = runCanvasGame(fake.canvas, {}, () => scene, testSetup);
    expect([fake.canvas.getAttribute('role'), fake.canvas.getAttribute('aria-label')]).toEqual(['img', 'My level']);
    second.destroy();
    expect([fake.canvas.getAttribute('role'), fake.canvas.getAttribute('aria-label')]).toEqual(['img', 'My level']);
  });

  it('hears a gesture on pointerup, click and touchend as well as pointerdown and keys (sound starts on a touch\'s release)', () => {
    const gesture = jest.fn();
    const { scene } = recordingScene();
    const game = runCanvasGame(fake.canvas, { autoStart: true }, () => ({ ...scene, gesture }), testSetup);
    for (const type of ['pointerup', 'click', 'touchend']) {
      gesture.mockClear();
      fake.canvas.dispatchEvent(new Event(type));
      expect([type, gesture.mock.calls.length]).toEqual([type, 1]);
    }
    game.destroy();
  });

  describe('sizing at devicePixelRatio 2', () => {
    let ratio: number;
    beforeEach(() => {
      ratio = window.devicePixelRatio;
      window.devicePixelRatio = 2;
    });
    afterEach(() => {
      window.devicePixelRatio = ratio;
    });
    const resize = () => {
      for (const observer of fake.observers) observer.callback();
    };

    it('a canvas handed over before it is laid out (detached, display:none) keeps its CSS size once shown', () => {
      const { canvas } = fake;
      canvas.width = 800;
      canvas.height = 600;
      const css = layOut(canvas, { width: null, height: null, shown: false });
      const { scene } = recordingScene();
      const game = runCanvasGame(canvas, { autoStart: true }, () => scene, testSetup);
      resize();
      expect([canvas.width, canvas.height]).toEqual([800, 600]);
      css.shown = true;
      for (let count = 0; count < 5; count++) resize();
      expect([canvas.clientWidth, canvas.clientHeight, canvas.width, canvas.height]).toEqual([800, 600, 1600, 1200]);
      game.destroy();
    });

    it('a width: 100% canvas follows its container with the host\'s aspect ratio, its height never frozen in px', () => {
      const { canvas } = fake;
      canvas.width = 800;
      canvas.height = 600;
      const css = layOut(canvas, { width: 800, height: null, shown: true });
      const { scene } = recordingScene();
      const game = runCanvasGame(canvas, { autoStart: true }, () => scene, testSetup);
      resize();
      css.width = 360;
      resize();
      expect(canvas.style.height).toBe('');
      expect([canvas.clientWidth, canvas.clientHeight, canvas.width, canvas.height]).toEqual([360, 270, 720, 540]);
      game.destroy();
      expect(canvas.style.aspectRatio).toBe('');
    });

    it('destroy() gives back the host\'s attributes: made and destroyed 5 times, an unstyled canvas stays its size, and a size the host set while the game played is kept', () => {
      const { canvas } = fake;
      canvas.width = 400;
      canvas.height = 300;
      layOut(canvas, { width: null, height: null, shown: true });
      const { scene } = recordingScene();
      for (let count = 0; count < 5; count++) {
        const game = runCanvasGame(canvas, { autoStart: true }, () => scene, testSetup);
        resize();
        expect([canvas.clientWidth, canvas.clientHeight, canvas.width, canvas.height]).toEqual([400, 300, 800, 600]);
        game.destroy();
        expect([canvas.width, canvas.height, canvas.style.width, canvas.style.height]).toEqual([400, 300, '', '']);
      }
      // Review 40 (JavaScript R40-1): a size the host set while the game played is the host's, kept at destroy().
      const game = runCanvasGame(canvas, { autoStart: true }, () => scene, testSetup);
      resize();
      canvas.style.width = '500px';
      game.destroy();
      expect([canvas.style.width, canvas.style.height]).toEqual(['500px', '']);
      canvas.style.width = '';
    });

    // Review 38 (JavaScript R38-2): the host's style attribute came back with the same declarations, its text rewritten
    // by the browser (a trailing ";"): a host diffing its element's attributes saw a change.
    it('destroy() gives back the host\'s style attribute word for word, and keeps a style the host set while the game played', () => {
      const { canvas } = fake;
      canvas.width = 400;
      canvas.height = 300;
      // Review 39 (JavaScript R39-1): an !important the game's own styles came over lost its priority.
      const written = 'border:1px solid red;   color: red; touch-action: pan-y !important; width: 400px !important';
      canvas.setAttribute('style', written);
      layOut(canvas, { width: 400, height: 300, shown: true });
      const { scene } = recordingScene();
      const game = runCanvasGame(canvas, { autoStart: true }, () => scene, testSetup);
      resize();
      game.destroy();
      expect(canvas.getAttribute('style')).toBe(written);
      const again = runCanvasGame(canvas, { autoStart: true }, () => scene, testSetup);
      canvas.style.opacity = '0.5';
      again.destroy();
      expect(canvas.style.opacity).toBe('0.5');
      expect(canvas.style.border).toBe('1px solid red');
      canvas.removeAttribute('style');
    });

    // Review 24 (JavaScript R24-4): under a host's scale-to-fit wrapper the backing store followed the canvas's own box,
    // an upscale blurred (scale(2.5): 800 px stretched over 2000) and a downscale kept pixels no one sees.
    it('under a host\'s CSS scale the backing store follows what the screen shows: its transform read at sizing, on the window\'s resize and every 30 frames of play; the scene still draws in the canvas\'s own CSS px', () => {
      const { canvas } = fake;
      canvas.width = 400;
      canvas.height = 300;
      layOut(canvas, { width: 400, height: 300, shown: true });
      let scale = 2.5;
      Object.defineProperty(canvas, 'offsetWidth', { configurable: true, get: () => canvas.clientWidth });
      Object.defineProperty(canvas, 'offsetHeight', { configurable: true, get: () => canvas.clientHeight });
      jest.spyOn(canvas, 'getBoundingClientRect').mockImplementation(() => ({ left: 0, top: 0, width: 400 * scale, height: 300 * scale }) as DOMRect);
      const views: number[][] = [];
      const { scene } = recordingScene();
      const game = runCanvasGame(canvas, { autoStart: true }, () => ({ ...scene, draw: (context, view) => void views.push([view.width, view.height, view.ratio]) }), testSetup);
      resize();
      const scaledUp = [canvas.width, canvas.height, ...(views.at(-1) ?? [])];
      // The wrapper scales down on the window's resize: no box to observe.
      scale = 0.5;
      window.dispatchEvent(new Event('resize'));
      const scaledDown = [canvas.width, canvas.height, ...(views.at(-1) ?? [])];
      // Changed again while playing, with no event at all: seen within 30 frames.
      scale = 1;
      fake.runFrames(31);
      const playing = [canvas.width, canvas.height, ...(views.at(-1) ?? [])];
      expect({ scaledUp, scaledDown, playing }).toEqual({ scaledUp: [2000, 1500, 400, 300, 5], scaledDown: [400, 300, 400, 300, 1], playing: [800, 600, 400, 300, 2] });
      // A huge zoom costs at most 4096 × 4096 pixels.
      scale = 40;
      window.dispatchEvent(new Event('resize'));
      expect(canvas.width * canvas.height).toBeLessThanOrEqual(4096 * 4096 + 8000);
      game.destroy();
    });

    it('destroy() leaves out the width and height attributes a host canvas did not have (review J10)', () => {
      const { canvas } = fake;
      canvas.removeAttribute('width');
      canvas.removeAttribute('height');
      layOut(canvas, { width: null, height: null, shown: true });
      const game = runCanvasGame(canvas, { autoStart: true }, () => recordingScene().scene, testSetup);
      resize();
      expect(canvas.hasAttribute('width')).toBe(true);
      game.destroy();
      expect([canvas.hasAttribute('width'), canvas.hasAttribute('height'), canvas.width, canvas.height]).toEqual([false, false, 300, 150]);
    });
  });
});
