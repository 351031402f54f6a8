import { runCanvasGame, statusInterval, type CanvasScene, type GameInput } from './canvas-game';
import { installFakeCanvas, tapKey, type FakeCanvas } from './testing/fake-canvas';

let fake: FakeCanvas;
beforeEach(() => {
  fake = installFakeCanvas();
});
afterEach(() => fake.remove());

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
    const game = runCanvasGame(fake.canvas, { autoStart: true }, () => scene, 'Test');
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

  it('releases a held key when the surface loses focus, and reads pointers in canvas pixels', () => {
    const { scene, inputs } = recordingScene();
    const game = runCanvasGame(fake.canvas, { autoStart: true }, () => scene, 'Test');
    fake.canvas.dispatchEvent(new KeyboardEvent('keydown', { key: ' ' }));
    fake.canvas.dispatchEvent(new FocusEvent('blur'));
    jest.spyOn(fake.canvas, 'getBoundingClientRect').mockReturnValue({ left: 10, top: 20, width: 300, height: 150 } as DOMRect);
    fake.canvas.dispatchEvent(new MouseEvent('pointerdown', { clientX: 60, clientY: 70 }));
    fake.canvas.dispatchEvent(new MouseEvent('pointerup', { clientX: 60, clientY: 70 }));
    expect(inputs.map((input) => [input.type, input.source, input.x, input.y])).toEqual([
      ['press', 'key', undefined, undefined],
      ['release', 'key', undefined, undefined],
      ['press', 'pointer', 50, 50],
      ['release', 'pointer', 50, 50],
    ]);
    game.destroy();
  });

  it('takes no input while paused', () => {
    const { scene, inputs } = recordingScene();
    const game = runCanvasGame(fake.canvas, {}, () => scene, 'Test');
    tapKey(fake.canvas);
    expect(inputs).toEqual([]);
    game.destroy();
  });

  it('ends a run: stops the loop, reports the end, and Play starts a fresh run', () => {
    const { scene, running, resets } = recordingScene(2);
    const onEnd = jest.fn();
    const onScore = jest.fn();
    const onStatus = jest.fn();
    const game = runCanvasGame(fake.canvas, { autoStart: true, onEnd, onScore, onStatus }, () => scene, 'Test');
    tapKey(fake.canvas);
    tapKey(fake.canvas);
    expect(onEnd).toHaveBeenCalledWith({ score: 2, text: 'Over' });
    expect(onScore.mock.calls).toEqual([[1], [2]]);
    expect(fake.frames.size).toBe(0);
    expect(running).toEqual([true, false]);
    jest.advanceTimersByTime(1000);
    expect(onStatus).toHaveBeenLastCalledWith('over 2');
    game.start();
    expect(resets()).toBe(1);
    expect(fake.frames.size).toBe(1);
    game.destroy();
  });

  it('tells the scene when play starts and stops, and destroys it with the game', () => {
    const destroyScene = jest.fn();
    const { scene, running } = recordingScene();
    const game = runCanvasGame(fake.canvas, {}, () => ({ ...scene, destroy: destroyScene }), 'Test');
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
    const game = runCanvasGame(canvas, { autoStart: true }, () => scene, 'Test');
    for (let resize = 0; resize < 5; resize++) for (const observer of fake.observers) observer.callback();
    expect([canvas.width, canvas.height]).toEqual([1600, 1200]);
    expect([canvas.clientWidth, canvas.clientHeight]).toEqual([800, 600]);
    game.destroy();
    expect(canvas.style.width).toBe('');
    window.devicePixelRatio = ratio;
  });

  it('takes the primary button of the primary pointer only, holds through a second finger, and opens no context menu', () => {
    const { scene, inputs } = recordingScene();
    const game = runCanvasGame(fake.canvas, { autoStart: true }, () => scene, 'Test');
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
      'Test',
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
    const game = runCanvasGame(fake.canvas, { autoStart: true, onStatus }, () => scene, 'Test');
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
