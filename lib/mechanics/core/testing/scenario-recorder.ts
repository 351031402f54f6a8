/**
 * Plays a contract scenario (core/contract.ts) on the TypeScript game as a user's page would, and
 * records its event stream: jsdom, the recorded canvas of fake-canvas.ts, `{ loop: 'manual' }` stepped
 * 1/fps per frame, real DOM KeyboardEvent and pointer events dispatched on the canvas (MemoryTiles: on
 * its tile buttons), jest's fake timers for the clock and the resume countdown, `document.hidden` and
 * `visibilitychange` for focus. The game's callbacks become canonical events (onScore → score, onEnd →
 * ended, onPause → paused, onResume → resumed, and each game's own, see scenario-games.ts).
 *
 * A frame `f`: the steps of frame f are delivered at clock f/fps, then the clock moves 1/fps (timers due
 * meanwhile fire: the countdown, MemoryTiles' deadlines) and the game is stepped by 1/fps.
 * Jest only (it uses jest's timers and mocks).
 */
import type { ScenarioEvent, Scenario, ScenarioStep, ViewPoint } from '../contract';
import { installFakeCanvas } from './fake-canvas';

/** Values a probe or an event field may carry. */
export type FieldValue = number | string | boolean | null;
export type Emit = (event: string, fields?: Readonly<Record<string, FieldValue>>) => void;

/** The handle as the recorder drives it: the common API, plus what canvas and calibrating games add. */
export type RecordedHandle = {
  start(): void;
  pause(): void;
  reset(): void;
  update(values: Record<string, number>): void;
  destroy(): void;
  step?(seconds: number): void;
  /** Canvas games: draws the current moment (the recorder reads “Paused” from it). */
  render?(): void;
  calibrate?(): Promise<number>;
};

/** One template's game as the recorder plays it (scenario-games.ts has the six). */
export type RecordedGame = {
  readonly slug: string;
  /** A <canvas> (the canvas runtime) or an element the game fills with buttons (MemoryTiles). */
  readonly surface: 'canvas' | 'dom';
  /** The game's createGame, loaded lazily. */
  create(surface: HTMLElement, settings: Record<string, number>, options: Record<string, unknown>): RecordedHandle;
  /** The game's own callbacks (onBounce, onLand, onJudged…) turned into canonical events. */
  callbacks?(emit: Emit): Record<string, unknown>;
  /** Own events the game reports through no callback yet: read from its model's results (jest spies). */
  spy?(emit: Emit, live: () => boolean): void;
  /** A named state the scenario reads (`probe`), e.g. 'steer', 'tiles', 'latency'. */
  probe?(read: string, surface: HTMLElement): FieldValue;
};

/** The CSS size of the view the recorder plays on: a phone held upright. */
export const recordedView = { width: 360, height: 640 } as const;

type Pointer = { id: number; type: 'mouse' | 'touch' };

function pointerEvent(type: string, pointer: Pointer, at: ViewPoint, primary: boolean): Event {
  // jsdom has no PointerEvent: a MouseEvent of the pointer type with the pointer's fields.
  const event = new MouseEvent(type, {
    bubbles: true,
    cancelable: true,
    button: type === 'pointermove' ? -1 : 0,
    buttons: type === 'pointerdown' ? 1 : 0,
    clientX: at.x * recordedView.width,
    clientY: at.y * recordedView.height,
  });
  Object.defineProperties(event, {
    pointerId: { value: pointer.id },
    pointerType: { value: pointer.type },
    isPrimary: { value: primary },
  });
  return event;
}

/** Runs the microtasks a settled promise queued (a calibration's result), a few levels deep. */
const flush = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

/** Plays `scenario` on `game` and returns the events it fired, in order. */
export async function recordScenario(game: RecordedGame, scenario: Scenario): Promise<ScenarioEvent[]> {
  const fake = installFakeCanvas();
  // Out-of-range settings are part of the scenarios: the games' warnings about them are expected.
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  // What a game keeps per device (RhythmClacker's latency) starts empty, as on a new device.
  window.localStorage.clear();
  const events: ScenarioEvent[] = [];
  let frame = 0;
  let live = true;
  const emit: Emit = (event, fields = {}) => {
    events.push({ frame, event, ...fields } as ScenarioEvent);
  };
  const surface: HTMLElement = game.surface === 'canvas' ? fake.canvas : document.createElement('div');
  if (game.surface === 'canvas') {
    // The attribute size is the view when the canvas has no layout (jsdom): 360 × 640 CSS px at ratio 1.
    fake.canvas.width = recordedView.width;
    fake.canvas.height = recordedView.height;
  } else {
    fake.canvas.replaceWith(surface);
  }
  game.spy?.(emit, () => live);
  const settings = { ...(scenario.settings ?? {}) };
  const make = () =>
    game.create(surface, settings, {
      seed: scenario.seed,
      loop: 'manual',
      reducedMotion: false,
      onScore: (score: number) => emit('score', { score }),
      onEnd: (summary: { score: number }) => emit('ended', { score: summary.score }),
      onPause: () => emit('paused'),
      onResume: () => emit('resumed'),
      ...(game.callbacks?.(emit) ?? {}),
    });
  let handle = make();
  let destroyed = false;
  /** Promises the scenario waits on (a calibration round): microtasks are run each frame only while one is out. */
  let pending = 0;
  const down = new Map<string, Pointer>();
  const fingersDown = () => [...down.values()].filter((pointer) => pointer.type === 'touch').length;

  const target = (): HTMLElement => (game.surface === 'canvas' ? fake.canvas : surface);
  /** The host's text field while it has the keys (host-field-focus), or null. */
  const host: { field: HTMLInputElement | null } = { field: null };
  /** The host's own button over the game (host-press): a sibling the host positions over the surface. */
  function hostButton(): HTMLButtonElement {
    const button = document.createElement('button');
    button.textContent = 'Pause';
    button.style.position = 'absolute';
    document.body.append(button);
    return button;
  }
  const tile = (name: string) => {
    const index = Number(name.replace(/^tile:/, ''));
    return surface.querySelectorAll('button')[index] as HTMLElement | undefined;
  };

  /** Whether the game shows “Paused” now: drawn on the canvas (one fresh render) or in MemoryTiles' headline. */
  function showsPaused(): boolean {
    if (game.surface === 'dom') return /\bPaused\b/.test(surface.querySelector('p')?.textContent ?? '');
    fake.calls.length = 0;
    handle.render?.();
    return fake.calls.some((call) => call.name === 'fillText' && /\bPaused\b/.test(String(call.args[0])));
  }

  function apply(step: ScenarioStep) {
    switch (step.do) {
      case 'key-down':
      case 'key-up': {
        const on = host.field ?? (game.surface === 'canvas' ? fake.canvas : ((document.activeElement as HTMLElement | null) ?? surface));
        on.dispatchEvent(new KeyboardEvent(step.do === 'key-down' ? 'keydown' : 'keyup', { key: step.key, bubbles: true, cancelable: true }));
        return;
      }
      case 'mouse-down':
      case 'mouse-up':
      case 'touch-down':
      case 'touch-up': {
        const touch = step.do.startsWith('touch');
        const name = touch ? `touch:${(step as { finger: number }).finger}` : 'mouse';
        const isDown = step.do.endsWith('down');
        const pointer = down.get(name) ?? { id: touch ? 10 + (step as { finger: number }).finger : 1, type: touch ? 'touch' : 'mouse' };
        // A finger is primary when it lands with no other finger down.
        const primary = !touch || (isDown ? fingersDown() === 0 : (pointer as Pointer & { primary?: boolean }).primary !== false);
        if (isDown) {
          down.set(name, Object.assign(pointer, { primary }));
          target().dispatchEvent(pointerEvent('pointerdown', pointer, step.at, primary));
        } else {
          down.delete(name);
          target().dispatchEvent(pointerEvent('pointerup', pointer, step.at, primary));
        }
        return;
      }
      case 'press-on': {
        // The HUD's buttons (Unity, Godot) are the kit page's buttons in JavaScript: the API they call.
        if (step.target === 'hud:Restart') return apply({ frame: step.frame, do: 'restart' });
        if (step.target === 'hud:Calibrate') return apply({ frame: step.frame, do: 'calibrate' });
        const button = tile(step.target);
        if (!button) return;
        const pointer: Pointer = { id: step.pointer === 'touch' ? 10 : 1, type: step.pointer };
        button.dispatchEvent(pointerEvent('pointerdown', pointer, { x: 0, y: 0 }, true));
        button.dispatchEvent(pointerEvent('pointerup', pointer, { x: 0, y: 0 }, true));
        button.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, detail: 1 }));
        return;
      }
      case 'host-pause':
        handle.pause();
        return;
      case 'host-resume':
        handle.start();
        return;
      case 'host-press': {
        // The host's element over the canvas gets the press; the game's surface never sees it.
        const button = hostButton();
        const pointer: Pointer = { id: step.pointer === 'touch' ? 20 : 1, type: step.pointer };
        button.dispatchEvent(pointerEvent('pointerdown', pointer, step.at, true));
        button.dispatchEvent(pointerEvent('pointerup', pointer, step.at, true));
        button.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, detail: 1 }));
        button.remove();
        return;
      }
      case 'host-field-focus':
        host.field = document.createElement('input');
        document.body.append(host.field);
        host.field.focus();
        return;
      case 'host-field-blur':
        host.field?.remove();
        host.field = null;
        return;
      case 'focus-out':
        fake.setHidden(true);
        return;
      case 'focus-in':
        fake.setHidden(false);
        return;
      case 'start':
        handle.start();
        return;
      case 'pause':
        handle.pause();
        return;
      case 'restart':
        handle.reset();
        handle.start();
        return;
      case 'destroy':
      case 'disable':
      case 'unload':
        handle.destroy();
        destroyed = true;
        return;
      case 'recreate':
        if (!destroyed) handle.destroy();
        handle = make();
        destroyed = false;
        return;
      case 'calibrate': {
        const round = handle.calibrate?.();
        if (!round) return;
        pending++;
        void round
          .then((latency) => {
            if (live) emit('calibrated', { latency });
          })
          .finally(() => pending--);
        return;
      }
      case 'update':
        handle.update({ ...step.settings });
        return;
      case 'probe':
        emit('probe', { read: step.read, value: step.read === 'paused' ? showsPaused() : (game.probe?.(step.read, surface) ?? null) });
        return;
    }
  }

  const byFrame = new Map<number, ScenarioStep[]>();
  for (const step of scenario.script) byFrame.set(step.frame, [...(byFrame.get(step.frame) ?? []), step]);
  const seconds = 1 / scenario.fps;
  try {
    for (frame = 0; frame < scenario.frames; frame++) {
      for (const step of byFrame.get(frame) ?? []) {
        apply(step);
        if (pending > 0) await flush();
      }
      jest.advanceTimersByTime(1000 * seconds);
      handle.step?.(seconds);
      if (pending > 0) await flush();
    }
  } finally {
    live = false;
    host.field?.remove();
    window.localStorage.clear();
    if (!destroyed) handle.destroy();
    fake.remove();
    surface.remove();
  }
  return events;
}
