import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { buildSync } from 'esbuild';
import { compareScenario, describeMismatch, type ExpectedScenarios, type Scenario, type ScenarioEvent } from '../lib/mechanics/core/contract';

// The contract's scenarios (lib/mechanics/<slug>/scenarios/expected.json) replayed on a JavaScript kit's module as a
// user's page imports it, in Chromium, the way lib/mechanics/core/testing/scenario-recorder.ts recorded them from the
// TypeScript game under Jest: `{ loop: 'manual' }` stepped 1/fps a frame, real DOM events dispatched on the canvas
// (MemoryTiles: its tile buttons), the clock and timers faked by the same @sinonjs/fake-timers Jest uses (installed as
// Jest installs it, advanced as advanceTimersByTime advances it), `document.hidden` and `visibilitychange` for focus,
// no Web Audio (as in jsdom), the canonical events read from the same callbacks and model results.
// A press lands as a real one does: at the point of the screen where the scenario's view point is seen (through
// whatever transform and zoom the host put on the game's box, as the browser lays it out), on the element the
// browser finds there. The host's own button over the game and its focused <input> are real elements.

const require_ = createRequire(join(process.cwd(), 'package.json'));
let fakeTimersCode: string | null = null;

/** @sinonjs/fake-timers, the copy @jest/fake-timers uses, as a script that defines `FakeTimers` on the page. */
function fakeTimersScript(): string {
  if (fakeTimersCode) return fakeTimersCode;
  const jestTimers = require_.resolve('@jest/fake-timers');
  const entry = require_.resolve('@sinonjs/fake-timers', { paths: [jestTimers] });
  const [output] = buildSync({ entryPoints: [entry], bundle: true, format: 'iife', globalName: 'FakeTimers', write: false, platform: 'browser', logLevel: 'silent', external: ['util', 'timers', 'timers/promises', 'perf_hooks'] }).outputFiles;
  fakeTimersCode = output?.text ?? '';
  return fakeTimersCode;
}

/** The scenarios of a template that the JavaScript kit replays, with their expected streams. */
export function jsScenarios(slug: string) {
  const file = JSON.parse(readFileSync(join(process.cwd(), 'lib/mechanics', slug, 'scenarios/expected.json'), 'utf8')) as ExpectedScenarios;
  return file.scenarios.filter((scenario) => !scenario.engines || scenario.engines.includes('js'));
}

type Replayed = { name: string; events: ScenarioEvent[]; error?: string };

/**
 * Plays each scenario on the kit module the page imported as `window.kit` (a canvas kit on a fresh 360×640 CSS px
 * canvas at devicePixelRatio 1, MemoryTiles in a fresh div), in the page, and returns each one's events.
 */
async function playInPage({ slug, surfaceKind, scenarios }: { slug: string; surfaceKind: 'canvas' | 'dom'; scenarios: Scenario[] }): Promise<Replayed[]> {
  type Fields = Record<string, number | string | boolean | null>;
  type Handle = { start(): void; pause(): void; reset(): void; update(values: object): void; destroy(): void; step?(seconds: number): void; calibrate?(): Promise<number> };
  type Clock = { tick(ms: number): number; uninstall(): void };
  type ViewPoint = { x: number; y: number };
  type Step = { frame: number; do: string; key?: string; at?: ViewPoint; finger?: number; pointer?: 'mouse' | 'touch'; target?: string; settings?: Record<string, number>; read?: string };
  type Proto = Record<string, (...args: unknown[]) => unknown>;
  const win = window as unknown as {
    kit: Record<string, unknown> & { createGame(surface: HTMLElement, values: object, options: object): Handle };
    FakeTimers: { withGlobal(target: Window): { timers: Record<string, unknown>; install(config: object): Clock } };
    AudioContext?: unknown;
    webkitAudioContext?: unknown;
  };
  const view = { width: 360, height: 640 };
  const results: Replayed[] = [];
  const audio = { AudioContext: win.AudioContext, webkitAudioContext: win.webkitAudioContext };

  for (const scenario of scenarios) {
    const events: ScenarioEvent[] = [];
    let frame = 0;
    let live = true;
    const emit = (event: string, fields: Fields = {}) => {
      events.push({ frame, event, ...fields } as ScenarioEvent);
    };
    const restores: (() => void)[] = [];
    /** Wraps a method of a kit's exported model class, as the recorder's jest spies do. */
    const around = (className: string, method: string, after: (self: unknown, result: unknown, args: unknown[]) => void) => {
      const proto = (win.kit[className] as { prototype: Proto }).prototype;
      const original = proto[method] as (...args: unknown[]) => unknown;
      proto[method] = function (this: unknown, ...args: unknown[]) {
        const result = original.apply(this, args);
        after(this, result, args);
        return result;
      };
      restores.push(() => {
        proto[method] = original;
      });
    };
    let lastModel: Record<string, unknown> | null = null;
    const callbacks: Record<string, unknown> = {};
    // The canonical events of each game, as lib/mechanics/all-games/scenario-games.ts reads them.
    if (slug === 'physics-dropper') {
      // Each landing as the game announces it, just before its new total (as scenario-games.ts reads it).
      callbacks.onLand = (landing: { bin: number; points: number }) => emit('landed', { bin: landing.bin, points: landing.points });
      around('DropperModel', 'step', (self) => {
        lastModel = self as Record<string, unknown>;
      });
    } else if (slug === 'double-tap-dash') {
      callbacks.onJudged = (judgement: { result: string }) => emit('judged', { kind: judgement.result });
    } else if (slug === 'rhythm-clacker') {
      callbacks.onJudged = (judgement: { grade: string }) => emit('judged', { grade: judgement.grade });
      around('RhythmModel', 'advanceTo', (self) => {
        lastModel = self as Record<string, unknown>;
      });
    } else if (slug === 'memory-tiles') {
      callbacks.onJudged = (judgement: { result: string; symbol: string }) => emit('judged', { kind: judgement.result, symbol: judgement.symbol });
      callbacks.onClear = (clear: { stars: number }) => emit('cleared', { stars: clear.stars });
    } else if (slug === 'bounce-chain') {
      callbacks.onBounce = (bounce: { points: number; chain: number }) => emit('bounced', { points: bounce.points, chain: bounce.chain });
      around('BounceModel', 'step', (self) => {
        lastModel = self as Record<string, unknown>;
      });
    } else if (slug === 'timing-wheel') {
      callbacks.onJudged = (landing: { result: string }) => emit('landed', { result: landing.result });
    }
    const probe = (read: string, surface: HTMLElement): number | string | boolean | null => {
      if (read === 'tiles') return surface.querySelectorAll('button').length;
      if (read === 'balls') return lastModel ? (lastModel.balls as unknown[]).length : null;
      if (read === 'steer') return (lastModel?.steering as number | undefined) ?? null;
      if (read === 'latency') return (lastModel?.latencyMs as number | undefined) ?? null;
      if (read === 'judged') return lastModel ? (lastModel.notes as { grade: string | null }[]).filter((note) => note.grade !== null).length : null;
      return null;
    };

    // As in jsdom: no Web Audio, nothing kept on the device, the page shown, timers on Jest's fake clock.
    win.AudioContext = undefined;
    win.webkitAudioContext = undefined;
    window.localStorage.clear();
    let hidden = false;
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
    const nativeFrame = window.requestAnimationFrame.bind(window);
    const fakeTimers = win.FakeTimers.withGlobal(window);
    const clock = fakeTimers.install({ loopLimit: 100_000, now: Date.now(), shouldAdvanceTime: false, shouldClearNativeTimers: true, toFake: Object.keys(fakeTimers.timers) });
    const surface = document.createElement(surfaceKind === 'canvas' ? 'canvas' : 'div');
    if (surface instanceof HTMLCanvasElement) {
      surface.width = view.width;
      surface.height = view.height;
    }
    // The host of rule 8: a canvas handed to createGame detached, then put in a display:none box shown before play
    // (unstyled: laid out at its attributes). Otherwise the surface is a fixed 360×640 box, as the recorder's view.
    const handedOverHidden = scenario.name === 'js-canvas-handed-over-hidden';
    const box = document.createElement('div');
    // The hosts of the host's layout (core/scenario-parts.ts hostScenarios): a scale-to-fit wrapper, and a box turned a
    // quarter and zoomed (placed so the whole turned game is on a 1280 × 800 screen).
    const hostBox: Record<string, string> = {
      'js-canvas-scaled': 'transform: scale(0.5); transform-origin: 0 0',
      'js-canvas-rotated': `zoom: 1.5; transform-origin: 0 0; transform: translateX(${view.height}px) rotate(90deg)`,
    };
    box.setAttribute('style', `position: fixed; left: 0; top: 0; margin: 0; ${hostBox[scenario.name] ?? ''}`);
    // MemoryTiles' element is a div: it is sized by its host in any case.
    if (!handedOverHidden || surfaceKind === 'dom') surface.setAttribute('style', `display: block; width: ${view.width}px; height: ${view.height}px; margin: 0`);
    if (!handedOverHidden) box.append(surface);
    document.body.append(box);

    const settings = { ...(scenario.settings ?? {}) };
    const make = () =>
      win.kit.createGame(surface, settings, {
        seed: scenario.seed,
        loop: 'manual',
        reducedMotion: false,
        onScore: (score: number) => emit('score', { score }),
        onEnd: (summary: { score: number }) => emit('ended', { score: summary.score }),
        onPause: () => emit('paused'),
        onResume: () => emit('resumed'),
        ...callbacks,
      });
    const flush = async () => {
      for (let i = 0; i < 5; i++) await Promise.resolve();
    };
    /** Dispatches an event whose timeStamp the game cannot use, so it reads the (fake) clock as jsdom's events make it. */
    const dispatch = (target: EventTarget, event: Event) => {
      Object.defineProperty(event, 'timeStamp', { value: 0 });
      target.dispatchEvent(event);
    };
    /**
     * Where the view point `at` is seen on the screen: a marker laid out at that point of the game's box, read back
     * through every transform and zoom by the browser's own layout (not by the math the game uses to map it back).
     */
    const onScreen = (at: ViewPoint) => {
      const marker = document.createElement('div');
      marker.setAttribute('style', `position: absolute; left: ${at.x * view.width}px; top: ${at.y * view.height}px; width: 0; height: 0`);
      box.append(marker);
      const { left, top } = marker.getBoundingClientRect();
      marker.remove();
      return { x: left, y: top };
    };
    /** The element a real press at this screen point reaches: it must be `expected` (or inside it), or the host hides the game. */
    const hit = (point: { x: number; y: number }, expected: Element) => {
      const found = document.elementFromPoint(point.x, point.y);
      if (!found || !(found === expected || expected.contains(found))) {
        throw new Error(`a press at ${point.x.toFixed(1)},${point.y.toFixed(1)} reaches ${found?.outerHTML.slice(0, 60) ?? 'nothing'}, not the ${expected.tagName.toLowerCase()} the scenario presses`);
      }
      return found;
    };
    const pointer = (type: string, id: number, kind: 'mouse' | 'touch', point: { x: number; y: number }, primary: boolean) =>
      new PointerEvent(type, {
        bubbles: true,
        cancelable: true,
        pointerId: id,
        pointerType: kind,
        isPrimary: primary,
        button: 0,
        buttons: type === 'pointerdown' ? 1 : 0,
        clientX: point.x,
        clientY: point.y,
      });
    /** The host's text field while it has the keys (host-field-focus), or null. */
    const host: { field: HTMLInputElement | null } = { field: null };

    /** Whether the game shows “Paused” now: drawn on the canvas (one fresh render) or in MemoryTiles' headline. */
    const showsPaused = () => {
      if (surfaceKind === 'dom') return /\bPaused\b/.test(surface.querySelector('p')?.textContent ?? '');
      const proto = CanvasRenderingContext2D.prototype;
      const fillText = proto.fillText;
      const texts: string[] = [];
      proto.fillText = function (this: CanvasRenderingContext2D, text: string, x: number, y: number, maxWidth?: number) {
        texts.push(String(text));
        return maxWidth === undefined ? fillText.call(this, text, x, y) : fillText.call(this, text, x, y, maxWidth);
      };
      try {
        (handle as Handle & { render?(): void }).render?.();
      } finally {
        proto.fillText = fillText;
      }
      return texts.some((text) => /\bPaused\b/.test(text));
    };
    let handle: Handle | null = null;
    let destroyed = false;
    /** Promises the scenario waits on (a calibration round): microtasks are run each frame only while one is out. */
    let pending = 0;
    const down = new Map<string, { id: number; kind: 'mouse' | 'touch'; primary: boolean }>();
    const apply = (step: Step) => {
      const game = handle as Handle;
      switch (step.do) {
        case 'key-down':
        case 'key-up': {
          // Keys go where the focus is: the host's field while it has it, else the canvas (or MemoryTiles' focused tile).
          const on = host.field ?? (surfaceKind === 'canvas' ? surface : ((document.activeElement as HTMLElement | null) ?? surface));
          dispatch(on, new KeyboardEvent(step.do === 'key-down' ? 'keydown' : 'keyup', { key: step.key, bubbles: true, cancelable: true }));
          return;
        }
        case 'mouse-down':
        case 'mouse-up':
        case 'touch-down':
        case 'touch-up': {
          const touch = step.do.startsWith('touch');
          const name = touch ? `touch:${step.finger}` : 'mouse';
          const isDown = step.do.endsWith('down');
          const fingers = [...down.values()].filter((entry) => entry.kind === 'touch').length;
          const entry = down.get(name) ?? { id: touch ? 10 + (step.finger ?? 0) : 1, kind: touch ? ('touch' as const) : ('mouse' as const), primary: true };
          const point = onScreen(step.at ?? { x: 0.5, y: 0.5 });
          const target = hit(point, surface);
          if (isDown) {
            entry.primary = !touch || fingers === 0;
            down.set(name, entry);
            dispatch(target, pointer('pointerdown', entry.id, entry.kind, point, entry.primary));
          } else {
            down.delete(name);
            dispatch(target, pointer('pointerup', entry.id, entry.kind, point, entry.primary));
          }
          return;
        }
        case 'press-on': {
          if (step.target === 'hud:Restart') return apply({ frame: step.frame, do: 'restart' });
          if (step.target === 'hud:Calibrate') return apply({ frame: step.frame, do: 'calibrate' });
          const button = surface.querySelectorAll('button')[Number((step.target ?? '').replace(/^tile:/, ''))];
          if (!button) return;
          // The tile's middle as it is seen (a box's bounding rectangle keeps its centre through any turn or zoom).
          const rect = button.getBoundingClientRect();
          const point = { x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 };
          const target = hit(point, button);
          const id = step.pointer === 'touch' ? 10 : 1;
          dispatch(target, pointer('pointerdown', id, step.pointer ?? 'mouse', point, true));
          dispatch(target, pointer('pointerup', id, step.pointer ?? 'mouse', point, true));
          dispatch(target, new MouseEvent('click', { bubbles: true, cancelable: true, detail: 1, clientX: point.x, clientY: point.y }));
          return;
        }
        case 'host-pause':
          game.pause();
          return;
        case 'host-resume':
          game.start();
          return;
        case 'host-press': {
          // The host's own button, laid over the game where the press is: the press reaches it, and the game never sees it.
          const button = document.createElement('button');
          button.textContent = 'Pause';
          const at = step.at ?? { x: 0.5, y: 0.6 };
          button.setAttribute('style', `position: absolute; left: ${at.x * view.width - 30}px; top: ${at.y * view.height - 20}px; width: 60px; height: 40px; z-index: 1`);
          box.append(button);
          const point = onScreen(at);
          const target = hit(point, button);
          const id = step.pointer === 'touch' ? 20 : 1;
          dispatch(target, pointer('pointerdown', id, step.pointer ?? 'mouse', point, true));
          dispatch(target, pointer('pointerup', id, step.pointer ?? 'mouse', point, true));
          dispatch(target, new MouseEvent('click', { bubbles: true, cancelable: true, detail: 1, clientX: point.x, clientY: point.y }));
          button.remove();
          return;
        }
        case 'host-field-focus':
          host.field = document.createElement('input');
          document.body.append(host.field);
          host.field.focus();
          if (document.activeElement !== host.field) throw new Error('the host\'s <input> did not take the focus');
          return;
        case 'host-field-blur':
          host.field?.remove();
          host.field = null;
          return;
        case 'focus-out':
        case 'focus-in':
          hidden = step.do === 'focus-out';
          document.dispatchEvent(new Event('visibilitychange'));
          return;
        case 'start':
          game.start();
          return;
        case 'pause':
          game.pause();
          return;
        case 'restart':
          game.reset();
          game.start();
          return;
        case 'destroy':
        case 'disable':
        case 'unload':
          game.destroy();
          destroyed = true;
          return;
        case 'recreate':
          if (!destroyed) game.destroy();
          handle = make();
          destroyed = false;
          return;
        case 'calibrate': {
          const round = game.calibrate?.();
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
          game.update({ ...step.settings });
          return;
        case 'probe':
          emit('probe', { read: step.read ?? '', value: step.read === 'paused' ? showsPaused() : probe(step.read ?? '', surface) });
          return;
      }
    };

    const byFrame = new Map<number, Step[]>();
    for (const step of scenario.script as Step[]) byFrame.set(step.frame, [...(byFrame.get(step.frame) ?? []), step]);
    const seconds = 1 / scenario.fps;
    let error: string | undefined;
    try {
      handle = make();
      if (handedOverHidden) {
        box.style.display = 'none';
        box.append(surface);
        await new Promise<void>((resolve) => nativeFrame(() => resolve()));
        box.style.display = '';
        // Two real frames: the canvas is laid out and its size observed before play.
        await new Promise<void>((resolve) => nativeFrame(() => nativeFrame(() => resolve())));
        const size = [surface.clientWidth, surface.clientHeight];
        if (size[0] !== view.width || size[1] !== view.height) throw new Error(`the canvas handed over hidden is ${size.join('×')} CSS px once shown, not ${view.width}×${view.height}`);
      }
      for (frame = 0; frame < scenario.frames; frame++) {
        for (const step of byFrame.get(frame) ?? []) {
          apply(step);
          if (pending > 0) await flush();
        }
        clock.tick(1000 * seconds);
        handle.step?.(seconds);
        if (pending > 0) await flush();
      }
    } catch (thrown) {
      error = String((thrown as Error)?.stack ?? thrown);
    } finally {
      live = false;
      host.field?.remove();
      window.localStorage.clear();
      if (handle && !destroyed) handle.destroy();
      clock.uninstall();
      box.remove();
      for (const restore of restores.splice(0)) restore();
      delete (document as unknown as { hidden?: boolean }).hidden;
      win.AudioContext = audio.AudioContext;
      win.webkitAudioContext = audio.webkitAudioContext;
    }
    results.push({ name: scenario.name, events, ...(error ? { error } : {}) });
  }
  return results;
}

/**
 * Replays every scenario of `slug` whose engines include 'js' on the kit the page imported as `window.kit` (at
 * devicePixelRatio 1), and returns one line per scenario that differs: its name and the first event that differs.
 */
export async function replayKitScenarios(page: Page, slug: string, surfaceKind: 'canvas' | 'dom'): Promise<{ count: number; failures: string[] }> {
  const expected = jsScenarios(slug);
  await page.addScriptTag({ content: fakeTimersScript() });
  const scenarios: Scenario[] = expected.map((scenario) => ({ ...scenario, expect: undefined }));
  const replayed = await page.evaluate(playInPage, { slug, surfaceKind, scenarios });
  const failures: string[] = [];
  for (const scenario of expected) {
    const played = replayed.find((entry) => entry.name === scenario.name);
    if (!played) {
      failures.push(`js ${slug} scenario "${scenario.name}": not played`);
      continue;
    }
    if (played.error) failures.push(`js ${slug} scenario "${scenario.name}": threw ${played.error.split('\n')[0]}`);
    const mismatch = compareScenario(scenario.name, scenario.expect, played.events);
    if (mismatch) failures.push(describeMismatch('js', slug, mismatch));
  }
  return { count: expected.length, failures };
}
