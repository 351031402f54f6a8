// What the JavaScript shell (core/game-shell.ts) does for every game the same way (issues 44 and 46): update()
// keeps a setting given as undefined, and a window that loses focus pauses the game as a hidden tab does.
import { BounceModel } from '../bounce-chain/model';
import { bounceChainParams } from '../bounce-chain/params';
import { DashModel } from '../double-tap-dash/model';
import { doubleTapDashParams } from '../double-tap-dash/params';
import { MemoryModel } from '../memory-tiles/model';
import { memoryTilesParams } from '../memory-tiles/params';
import { DropperModel } from '../physics-dropper/model';
import { physicsDropperParams } from '../physics-dropper/params';
import { RhythmModel } from '../rhythm-clacker/model';
import { rhythmClackerParams } from '../rhythm-clacker/params';
import { WheelModel } from '../timing-wheel/model';
import { timingWheelParams } from '../timing-wheel/params';
import { restartKeys, tapKeys } from '../core/game-shell';
import { resumeCountdownSeconds } from '../core/resume-countdown';
import { prompts } from '../core/player-words';
import { tapKey } from '../core/testing/fake-canvas';
import { seededRandom } from '../core/random';
import { controlsFor } from './contract-text';
import { contractSlugs, loadContract } from './contracts';
import type { ParamSpec } from '../core/params';
import type { GameOptions } from '../core/mechanic';
import { gameStarters, installGameSurfaces, type Start } from './game-starters';

type Game = { start: Start; params: readonly ParamSpec[]; model: { prototype: { update(values: never): unknown } } };

const games: Record<string, Game> = {
  PhysicsDropper: { start: gameStarters.PhysicsDropper, params: physicsDropperParams, model: DropperModel },
  DoubleTapDash: { start: gameStarters.DoubleTapDash, params: doubleTapDashParams, model: DashModel },
  RhythmClacker: { start: gameStarters.RhythmClacker, params: rhythmClackerParams, model: RhythmModel },
  MemoryTiles: { start: gameStarters.MemoryTiles, params: memoryTilesParams, model: MemoryModel },
  BounceChain: { start: gameStarters.BounceChain, params: bounceChainParams, model: BounceModel },
  TimingWheel: { start: gameStarters.TimingWheel, params: timingWheelParams, model: WheelModel },
};

const surfaces = installGameSurfaces();

describe('update() with a setting given as undefined keeps it (N4)', () => {
  it.each(Object.entries(games))('%s', (_, { start, params, model }) => {
    const played = jest.spyOn(model.prototype, 'update');
    const game = start(surfaces.fake.canvas, surfaces.board, { seed: 1, autoStart: true });
    for (const spec of params) {
      game.update({ [spec.key]: spec.max });
      game.update({ [spec.key]: undefined });
      const values = played.mock.calls.at(-1)?.[0] as Record<string, number> | undefined;
      expect({ [spec.key]: values?.[spec.key] }).toEqual({ [spec.key]: spec.max });
    }
    game.destroy();
  });
});

describe('a setting or an option given as null is one not given, as update() reads it (review 2 of 2026-11-29, K10)', () => {
  it.each(Object.entries(games))('%s', (_, { start, params, model }) => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const played = jest.spyOn(model.prototype, 'update');
    const nulls = Object.fromEntries(params.map((spec) => [spec.key, null]));
    const options = { seed: null, reducedMotion: null, autoStart: null, onScore: null, onStatus: null } as unknown as GameOptions;
    const game = start(surfaces.fake.canvas, surfaces.board, options, nulls);
    game.update({});
    const defaults = Object.fromEntries(params.map((spec) => [spec.key, spec.defaultValue]));
    expect(played.mock.calls.at(-1)?.[0]).toEqual(defaults);
    expect(warn).not.toHaveBeenCalled();
    // reducedMotion: null follows the player's setting as a left-out one does, and hears it change.
    expect(surfaces.fake.mediaListeners.get('(prefers-reduced-motion: reduce)')?.size ?? 0).toBeGreaterThan(0);
    game.destroy();
    // null for the whole options argument is no options.
    expect(() => start(surfaces.fake.canvas, surfaces.board, null as unknown as GameOptions).destroy()).not.toThrow();
    // null for the whole values argument is no values (the defaults), and update(null) changes nothing: the .d.ts takes both.
    const plain = start(surfaces.fake.canvas, surfaces.board, { seed: 1 }, null as unknown as Record<string, unknown>);
    plain.update(null);
    plain.update({});
    expect(played.mock.calls.at(-1)?.[0]).toEqual(defaults);
    plain.destroy();
    expect(warn).not.toHaveBeenCalled();
  });
});

describe('destroy() gives the host\'s element back exactly as it found it, attribute for attribute (review 2 of 2026-11-29, K8; J10)', () => {
  it.each(Object.entries(games))('%s', (name, { start }) => {
    for (const markup of ['<canvas id="a"></canvas>', '<canvas id="b" width="600" height="400" style="border: 1px solid red;"></canvas>', '<canvas id="c" style=""></canvas>']) {
      const holder = document.createElement('div');
      holder.innerHTML = markup;
      const canvas = holder.firstElementChild as HTMLCanvasElement;
      document.body.append(holder);
      const board = document.createElement('div');
      board.id = 'board';
      document.body.append(board);
      // Laid out with no CSS size: its box follows its width/height attributes, so the game pins it with a style.
      const size = (side: 'width' | 'height') => (canvas.style[side] ? parseFloat(canvas.style[side]) : canvas[side]);
      Object.defineProperty(canvas, 'clientWidth', { configurable: true, get: () => size('width') });
      Object.defineProperty(canvas, 'clientHeight', { configurable: true, get: () => size('height') });
      const surface = name === 'MemoryTiles' ? board : canvas;
      const before = surface.outerHTML;
      const game = start(canvas, board, { seed: 1, autoStart: true });
      surfaces.fake.runFrames(3);
      game.destroy();
      expect(surface.outerHTML).toBe(before);
      holder.remove();
      board.remove();
    }
  });
});

describe('the window losing focus pauses the game as a hidden tab does, and focus back counts down to play (N9)', () => {
  it.each(Object.entries(games))('%s', (_, { start }) => {
    const events: string[] = [];
    const game = start(surfaces.fake.canvas, surfaces.board, { seed: 1, autoStart: true, onPause: () => events.push('pause'), onResume: () => events.push('resume') });
    surfaces.fake.runFrames(2);
    window.dispatchEvent(new FocusEvent('blur'));
    expect(events).toEqual(['pause']);
    // An element's blur (the game's own surface, a host's field) is not the window's.
    surfaces.fake.canvas.dispatchEvent(new FocusEvent('blur'));
    window.dispatchEvent(new FocusEvent('focus'));
    jest.advanceTimersByTime(resumeCountdownSeconds * 1000 - 10);
    expect(events).toEqual(['pause']);
    jest.advanceTimersByTime(20);
    expect(events).toEqual(['pause', 'resume']);
    // Hidden and unfocused together: play comes back only when both are over.
    surfaces.fake.setHidden(true);
    window.dispatchEvent(new FocusEvent('blur'));
    surfaces.fake.setHidden(false);
    jest.advanceTimersByTime(resumeCountdownSeconds * 1000 + 10);
    expect(events).toEqual(['pause', 'resume', 'pause']);
    window.dispatchEvent(new FocusEvent('focus'));
    jest.advanceTimersByTime(resumeCountdownSeconds * 1000 + 10);
    expect(events).toEqual(['pause', 'resume', 'pause', 'resume']);
    game.destroy();
  });
});

// Review 46 (JavaScript R46-js-c-1): reset() while the player is away does not leave the game waiting for a press.
describe('reset() while the player is away (the tab hidden, the window out of focus): the new run plays after the countdown once they are back, with no press', () => {
  it.each(Object.entries(games))('%s', (_, { start }) => {
    for (const away of ['hidden', 'blur'] as const) {
      const events: string[] = [];
      const said: string[] = [];
      const game = start(surfaces.fake.canvas, surfaces.board, { seed: 1, autoStart: true, onPause: () => events.push('pause'), onResume: () => events.push('resume'), onStatus: (text) => said.push(text) });
      surfaces.fake.runFrames(2);
      if (away === 'hidden') surfaces.fake.setHidden(true);
      else window.dispatchEvent(new FocusEvent('blur'));
      game.reset();
      if (away === 'hidden') surfaces.fake.setHidden(false);
      else window.dispatchEvent(new FocusEvent('focus'));
      jest.advanceTimersByTime(resumeCountdownSeconds * 1000 + 10);
      surfaces.fake.runFrames(2);
      jest.advanceTimersByTime(1100);
      expect({ away, events }).toEqual({ away, events: ['pause', 'resume'] });
      // Playing: the status after the countdown asks for no press to start.
      const last = said.at(-1) ?? '';
      expect({ away, waiting: /to start$/.test(last) }).toEqual({ away, waiting: false });
      game.destroy();
    }
  });
});

// Review 25 (JavaScript R25-5): the status's one-second pace swallowed "Paused" for a stop shorter than it.
describe('a stop shorter than the status\'s pace is told: "Paused" reaches onStatus before the countdown', () => {
  it.each(Object.entries(games))('%s: the tab hidden for 300 ms, and the host\'s pause() for 300 ms', (_, { start }) => {
    const said: string[] = [];
    const game = start(surfaces.fake.canvas, surfaces.board, { seed: 1, autoStart: true, onStatus: (text) => said.push(text) });
    surfaces.fake.runFrames(2);
    jest.advanceTimersByTime(200);
    said.length = 0;
    surfaces.fake.setHidden(true);
    jest.advanceTimersByTime(300);
    surfaces.fake.setHidden(false);
    const hidden = said.findIndex((text) => /^Paused\b/.test(text));
    const counting = said.findIndex((text) => text.startsWith('Resuming in'));
    jest.advanceTimersByTime(resumeCountdownSeconds * 1000 + 1500);
    said.length = 0;
    game.pause();
    const hostPaused = said.some((text) => /^Paused\b/.test(text));
    // Out of the host's pause at once: the run's sentence, not "Paused · …", while it plays.
    game.start();
    const playsUnsaid = /^Paused\b/.test(said.at(-1) ?? '');
    // Before the first run and during the countdown back, the host's pause() is told at once too.
    game.reset();
    said.length = 0;
    game.pause();
    const readyPaused = said.some((text) => /^Paused\b/.test(text));
    game.start();
    surfaces.fake.runFrames(2);
    surfaces.fake.setHidden(true);
    surfaces.fake.setHidden(false);
    said.length = 0;
    game.pause();
    const countdownPaused = /^Paused\b/.test(said.at(-1) ?? '');
    game.destroy();
    expect({ hiddenToldFirst: hidden >= 0 && hidden < counting, hostPaused, playsUnsaid, readyPaused, countdownPaused }).toEqual({ hiddenToldFirst: true, hostPaused: true, playsUnsaid: false, readyPaused: true, countdownPaused: true });
  });
});

describe('a setting changed under the host\'s pause keeps the game paused, and its status says so (review 26, JS R26-3: a MemoryTiles board dealt by a board-size change said "Ready")', () => {
  it.each(Object.entries(games))('%s: update() of every setting, to its highest and its lowest, while paused', (_, { start, params }) => {
    const said: string[] = [];
    const game = start(surfaces.fake.canvas, surfaces.board, { seed: 1, autoStart: true, onStatus: (text) => said.push(text) });
    surfaces.fake.runFrames(2);
    jest.advanceTimersByTime(1200);
    game.pause();
    said.length = 0;
    const unpaused: string[] = [];
    for (const spec of params) {
      for (const value of [spec.max, spec.min]) {
        game.update({ [spec.key]: value });
        surfaces.fake.runFrames(2);
        jest.advanceTimersByTime(1100);
        unpaused.push(...said.filter((text) => !/^Paused\b/.test(text)).map((text) => `${spec.key}=${value}: ${text}`));
        said.length = 0;
      }
    }
    game.destroy();
    expect(unpaused).toEqual([]);
  });
});

describe('destroy() during the countdown back, at any of its steps, tells the host nothing: no status, pause or resume from inside destroy() or after it (review 15, JS R15-1: MemoryTiles said "Paused" from destroy())', () => {
  it.each(Object.entries(games))('%s', (_, { start }) => {
    for (const after of [0, 1100, 2100]) {
      const events: string[] = [];
      const game = start(surfaces.fake.canvas, surfaces.board, { seed: 1, autoStart: true, onPause: () => events.push('pause'), onResume: () => events.push('resume'), onStatus: (text) => events.push(`status ${text}`) });
      surfaces.fake.runFrames(2);
      window.dispatchEvent(new FocusEvent('blur'));
      window.dispatchEvent(new FocusEvent('focus'));
      jest.advanceTimersByTime(after);
      expect(events.some((event) => event.startsWith('status Resuming in'))).toBe(true);
      const before = events.length;
      game.destroy();
      jest.advanceTimersByTime(resumeCountdownSeconds * 1000 + 1100);
      surfaces.fake.runFrames(2);
      expect({ after, told: events.slice(before) }).toEqual({ after, told: [] });
    }
  });
});

/** A short song for RhythmClacker, so its run ends within the frames the end-of-run checks play. */
const withSong = (name: string) => (name === 'RhythmClacker' ? { beatMap: { name: 'Two', bpm: 60, subdivision: 1, beats: [0, 1] } } : {});

/** Plays until `until()` (a run's end): DoubleTapDash untapped ends at a gate; the others on taps. */
function playToEnd(name: string, until: () => boolean) {
  for (let frame = 0; frame < 60 * 30 && !until(); frame += 10) {
    if (name !== 'DoubleTapDash') tapKey(surfaces.fake.canvas);
    surfaces.fake.runFrames(10);
  }
}

describe('a host that destroys the game from inside one of its callbacks hears nothing after, and the game asks for no frame and writes nothing on the canvas it gave back (review 16, R16-1 and R16-3)', () => {
  // PhysicsDropper's board never ends; MemoryTiles ends a board on its pairs (its game.test.ts plays them).
  const ending = Object.entries(games).filter(([name]) => name !== 'PhysicsDropper' && name !== 'MemoryTiles');
  /** Plays a run to its end, then presses R for a new one. */
  const play = (name: string, until: () => boolean) => {
    playToEnd(name, until);
    tapKey(surfaces.fake.canvas, 'r');
    surfaces.fake.runFrames(5);
  };
  it.each(ending)('%s: destroyed from inside the callback just before onEnd, from inside onEnd, and from inside the onScore(0) of the next run', (name, { start }) => {
    // The callbacks of a run, in order, as a host hears them.
    const heard: string[] = [];
    const listen = (on: (event: string) => void) => ({
      seed: 3,
      autoStart: true,
      ...withSong(name),
      onScore: (score: number) => on(`score ${score}`),
      onEnd: () => on('end'),
      onStatus: (text: string) => on(`status ${text}`),
      onPause: () => on('pause'),
      onResume: () => on('resume'),
    });
    const first = start(surfaces.fake.canvas, surfaces.board, listen((event) => heard.push(event)));
    play(name, () => heard.includes('end'));
    first.destroy();
    jest.advanceTimersByTime(2000);
    const endAt = heard.indexOf('end');
    const zeroAt = heard.findIndex((event, index) => index > endAt && event === 'score 0');
    expect(endAt).toBeGreaterThan(0);
    // The next run's onScore(0), where the run scored (TimingWheel's may end at 0).
    for (const destroyAt of [endAt - 1, endAt, ...(zeroAt > endAt ? [zeroAt] : [])]) {
      const attributes = surfaces.fake.canvas.getAttributeNames().sort();
      const after: string[] = [];
      let count = 0;
      let destroyed = false;
      // eslint-disable-next-line prefer-const
      let game: { destroy(): void };
      const options = listen((event) => {
        if (destroyed) after.push(event);
        if (count++ === destroyAt) {
          destroyed = true;
          game.destroy();
        }
      });
      game = start(surfaces.fake.canvas, surfaces.board, options);
      play(name, () => destroyed || count > Math.max(zeroAt, endAt));
      const framesAsked = surfaces.fake.frames.size;
      surfaces.fake.runFrames(30);
      jest.advanceTimersByTime(5000);
      expect({ destroyAt, destroyed, after, framesAsked, attributes: surfaces.fake.canvas.getAttributeNames().sort(), style: surfaces.fake.canvas.getAttribute('style') }).toEqual({ destroyAt, destroyed: true, after: [], framesAsked: 0, attributes, style: null });
      game.destroy();
    }
  });
});

describe('a host that pauses the game from inside the callback just before onEnd keeps its pause: it hears onEnd, and its start() calls onResume and gives back the ended run, starting none (review 52, JSA-4)', () => {
  // The games whose run ends at a moment that reports a judgement first (a crash, a last miss): RhythmClacker's ends after
  // its last note's moment and BounceChain's on a fall, with no callback of that moment before onEnd.
  const ending = Object.entries(games).filter(([name]) => name === 'DoubleTapDash' || name === 'TimingWheel');
  it.each(ending)('%s', (name, { start }) => {
    const listen = (on: (event: string) => void) => ({
      seed: 3,
      autoStart: true,
      ...withSong(name),
      onScore: (score: number) => on(`score ${score}`),
      onJudged: () => on('judged'),
      onEnd: () => on('end'),
      onPause: () => on('pause'),
      onResume: () => on('resume'),
    });
    const heard: string[] = [];
    const first = start(surfaces.fake.canvas, surfaces.board, listen((event) => heard.push(event)));
    playToEnd(name, () => heard.includes('end'));
    first.destroy();
    const endAt = heard.indexOf('end');
    expect(endAt).toBeGreaterThan(0);
    const again: string[] = [];
    const game: { pause(): void; start(): void; destroy(): void } = start(
      surfaces.fake.canvas,
      surfaces.board,
      listen((event) => {
        again.push(event);
        if (again.length === endAt) game.pause();
      }),
    );
    playToEnd(name, () => again.includes('end'));
    expect(again.slice(endAt - 1)).toEqual([heard[endAt - 1], 'pause', 'end']);
    const before = again.length;
    game.start();
    surfaces.fake.runFrames(60);
    jest.advanceTimersByTime(2000);
    expect(again.slice(before)).toEqual(['resume']);
    game.destroy();
  });
});

describe("the host's pause() holds until its start(), whatever the game saw first (review 2 of 2026-11-29, K1)", () => {
  it.each(Object.entries(games))('%s: a pause() from the host\'s own blur handler, after the game paused itself, is not undone by focus coming back', (_, { start }) => {
    const events: string[] = [];
    const game = start(surfaces.fake.canvas, surfaces.board, { seed: 1, autoStart: true, onPause: () => events.push('pause'), onResume: () => events.push('resume') });
    surfaces.fake.runFrames(2);
    // The host wires its pause menu after createGame: its listener runs after the game's.
    const hostMenu = () => game.pause();
    window.addEventListener('blur', hostMenu);
    window.dispatchEvent(new FocusEvent('blur'));
    window.dispatchEvent(new FocusEvent('focus'));
    jest.advanceTimersByTime(resumeCountdownSeconds * 1000 + 500);
    expect(events).toEqual(['pause']);
    // The same with the tab hidden and shown.
    surfaces.fake.setHidden(true);
    surfaces.fake.setHidden(false);
    jest.advanceTimersByTime(resumeCountdownSeconds * 1000 + 500);
    expect(events).toEqual(['pause']);
    window.removeEventListener('blur', hostMenu);
    game.start();
    expect(events).toEqual(['pause', 'resume']);
    game.destroy();
  });

  it.each(Object.entries(games))('%s: the host\'s start() while the player is still away (window unfocused, or the page hidden) waits for them: no play, and the countdown once they are back (review 16, R16-2)', (_, { start }) => {
    for (const away of ['blur', 'hidden'] as const) {
      const events: string[] = [];
      const game = start(surfaces.fake.canvas, surfaces.board, { seed: 1, autoStart: true, onPause: () => events.push('pause'), onResume: () => events.push('resume'), onStatus: (text) => void (text.startsWith('Resuming in') && events.push('counting')) });
      surfaces.fake.runFrames(2);
      if (away === 'blur') window.dispatchEvent(new FocusEvent('blur'));
      else surfaces.fake.setHidden(true);
      game.pause();
      game.start();
      surfaces.fake.runFrames(30);
      jest.advanceTimersByTime(2000);
      expect({ away, events }).toEqual({ away, events: ['pause'] });
      if (away === 'blur') window.dispatchEvent(new FocusEvent('focus'));
      else surfaces.fake.setHidden(false);
      jest.advanceTimersByTime(resumeCountdownSeconds * 1000 + 500);
      expect({ away, events: events.filter((event, index) => event !== 'counting' || events[index - 1] !== 'counting') }).toEqual({ away, events: ['pause', 'counting', 'resume'] });
      game.destroy();
    }
  });

  it.each(Object.entries(games))('%s: a run the host asks for while the player is away — start() before the first run, start() after reset() mid-run, autoStart in a hidden page or a window not in front — waits for them, "Paused": no play, then the countdown once they are back and the run (review 18, R18-1)', (_, { start }) => {
    for (const asked of ['start() in ready', 'reset() and start()', 'autoStart while hidden', 'autoStart, the window behind'] as const) {
      for (const away of ['blur', 'hidden'] as const) {
        if ((asked === 'autoStart while hidden' && away === 'blur') || (asked === 'autoStart, the window behind' && away === 'hidden')) continue;
        const events: string[] = [];
        let said = '';
        const options = { seed: 1, autoStart: asked !== 'start() in ready', onPause: () => events.push('pause'), onResume: () => events.push('resume'), onStatus: (text: string) => void ((said = text), text.startsWith('Resuming in') && events.push('counting')) };
        if (asked === 'autoStart while hidden') surfaces.fake.setHidden(true);
        // Its window behind another (review 19, R19-1): the blur came before the game listened; the page knows it has no focus.
        const focused = jest.spyOn(document, 'hasFocus').mockReturnValue(asked !== 'autoStart, the window behind');
        const game = start(surfaces.fake.canvas, surfaces.board, options);
        surfaces.fake.runFrames(2);
        if (!asked.startsWith('autoStart')) {
          if (away === 'blur') window.dispatchEvent(new FocusEvent('blur'));
          else surfaces.fake.setHidden(true);
          events.length = 0;
          if (asked === 'reset() and start()') game.reset();
          game.start();
        }
        surfaces.fake.runFrames(30);
        jest.advanceTimersByTime(2000);
        const whileAway = { asked, away, events: [...events], said: said.split(' ')[0] };
        expect(whileAway).toEqual({ asked, away, events: asked === 'reset() and start()' ? [] : ['pause'], said: 'Paused' });
        focused.mockReturnValue(true);
        if (away === 'blur') window.dispatchEvent(new FocusEvent('focus'));
        else surfaces.fake.setHidden(false);
        jest.advanceTimersByTime(resumeCountdownSeconds * 1000 + 500);
        focused.mockRestore();
        const played = events.filter((event, index) => event !== 'counting' || events[index - 1] !== 'counting');
        expect({ asked, away, played }).toEqual({ asked, away, played: asked === 'reset() and start()' ? ['counting', 'resume'] : ['pause', 'counting', 'resume'] });
        game.destroy();
      }
    }
  });

  it.each(Object.entries(games))('%s: a game made in a frame, the window out of focus, takes the player to be there (a frame has no focus until the player clicks into it), as the README says; it pauses when the frame loses the focus, and the host\'s pause() and start() around its ad then play on at once (the page around the frame can tell where the player is; the frame cannot); the game takes the keys only from the host\'s focus()', (_, { start }) => {
    const frame = document.createElement('iframe');
    document.body.append(frame);
    const page = frame.contentDocument as Document;
    // The frame's own canvases (the game's layers) draw on the fake context too.
    const frameCanvas = (frame.contentWindow as unknown as typeof globalThis).HTMLCanvasElement.prototype;
    jest.spyOn(frameCanvas, 'getContext').mockImplementation(function (this: HTMLCanvasElement, ...args: Parameters<HTMLCanvasElement['getContext']>) {
      return HTMLCanvasElement.prototype.getContext.apply(this, args);
    } as HTMLCanvasElement['getContext']);
    page.body.append(surfaces.fake.canvas, surfaces.board);
    // Every document without the focus: the top page's window is not in front, and the frame has none of its own.
    const focused = jest.spyOn(Document.prototype, 'hasFocus').mockReturnValue(false);
    const events: string[] = [];
    const game = start(surfaces.fake.canvas, surfaces.board, { seed: 1, autoStart: true, onPause: () => events.push('pause'), onResume: () => events.push('resume'), onStatus: (text) => void (text.startsWith('Resuming in') && events.push('counting')) });
    const made = [...events];
    frame.contentWindow?.dispatchEvent(new FocusEvent('blur'));
    const blurred = [...events];
    // A portal's ad break: its pause(), then its start() once the ad is over, the player still on the portal's page.
    game.pause();
    game.start();
    const hostStarted = [...events];
    // Playing again while the portal's page has the focus: the game does not take it (the player may be typing in the
    // portal's own field, review 25 R25-1); the host's focus() gives the game the keys (its canvas, a tile).
    const hasKeys = () => [surfaces.fake.canvas, surfaces.board].some((surface) => page.activeElement !== null && (surface === page.activeElement || surface.contains(page.activeElement)));
    const tookKeys = hasKeys();
    game.focus();
    const gameHasKeys = !tookKeys && hasKeys();
    // The player clicks back into the frame: play was given back already, so no countdown and no second resume.
    frame.contentWindow?.dispatchEvent(new FocusEvent('focus'));
    jest.advanceTimersByTime(resumeCountdownSeconds * 1000 + 500);
    const clickedIn = [...events];
    // Playing: the next blur pauses it again.
    frame.contentWindow?.dispatchEvent(new FocusEvent('blur'));
    expect({ made, blurred, hostStarted, gameHasKeys, clickedIn, blurredAgain: events }).toEqual({ made: [], blurred: ['pause'], hostStarted: ['pause', 'resume'], gameHasKeys: true, clickedIn: ['pause', 'resume'], blurredAgain: ['pause', 'resume', 'pause'] });
    focused.mockRestore();
    game.destroy();
    document.body.append(surfaces.fake.canvas, surfaces.board);
    frame.remove();
  });

  it.each(Object.entries(games))('%s: the focus moving into a frame of the host\'s page (its ad or consent dialog in an iframe, clicked) is not the player leaving: no pause; the host\'s pause() and start() around it play on at once; a blur with the focus elsewhere still pauses', (_, { start }) => {
    const ad = document.createElement('iframe');
    document.body.append(ad);
    const events: string[] = [];
    const game = start(surfaces.fake.canvas, surfaces.board, { seed: 1, autoStart: true, onPause: () => events.push('pause'), onResume: () => events.push('resume'), onStatus: (text) => void (text.startsWith('Resuming in') && events.push('counting')) });
    surfaces.fake.runFrames(2);
    game.pause();
    // The player clicks into the ad: the focus is in the frame as the window's blur fires.
    const focus = jest.spyOn(document, 'activeElement', 'get').mockReturnValue(ad);
    window.dispatchEvent(new FocusEvent('blur'));
    ad.remove();
    game.start();
    jest.advanceTimersByTime(resumeCountdownSeconds * 1000 + 500);
    const aroundTheAd = [...events];
    focus.mockRestore();
    // Playing: a blur with the focus elsewhere (another window) pauses it.
    window.dispatchEvent(new FocusEvent('blur'));
    expect({ aroundTheAd, thenAway: events }).toEqual({ aroundTheAd: ['pause', 'resume'], thenAway: ['pause', 'resume', 'pause'] });
    window.dispatchEvent(new FocusEvent('focus'));
    game.destroy();
  });

  it.each(Object.entries(games))('%s: a pause() of the host\'s during the countdown back, then its start(): play goes on at once, with no countdown (the rule of every engine: review 15, Unity R15-1)', (_, { start }) => {
    const events: string[] = [];
    const game = start(surfaces.fake.canvas, surfaces.board, { seed: 1, autoStart: true, onPause: () => events.push('pause'), onResume: () => events.push('resume'), onStatus: (text) => events.push(text.startsWith('Resuming in') ? 'counting' : 'status') });
    surfaces.fake.runFrames(2);
    window.dispatchEvent(new FocusEvent('blur'));
    window.dispatchEvent(new FocusEvent('focus'));
    jest.advanceTimersByTime(1100);
    game.pause();
    jest.advanceTimersByTime(2000);
    events.length = 0;
    game.start();
    expect(events.filter((event) => event !== 'status')).toEqual(['resume']);
    jest.advanceTimersByTime(resumeCountdownSeconds * 1000 + 500);
    expect(events.filter((event) => event !== 'status')).toEqual(['resume']);
    game.destroy();
  });
});

describe('every new moment is told at once, not at the status\'s pace: the run\'s start, a reset() and a run\'s end (review 27, JS R27-1: "Ready" stood 0.7 s into the run, and "Run over" came 0.7 s after onEnd)', () => {
  it.each(Object.entries(games))('%s', (name, { start }) => {
    const statuses: { text: string; at: number }[] = [];
    let endedAt: number | null = null;
    const game = start(surfaces.fake.canvas, surfaces.board, {
      seed: 3,
      onEnd: () => void (endedAt = performance.now()),
      onStatus: (text: string) => void statuses.push({ text, at: performance.now() }),
      ...(name === 'RhythmClacker' ? { beatMap: { name: 'Two', bpm: 60, subdivision: 1, beats: [0, 1] } } : {}),
    });
    surfaces.fake.runFrames(2);
    jest.advanceTimersByTime(1500);
    const said = () => statuses.at(-1)?.text ?? '';
    game.start();
    const startTold = !/^Ready\b/.test(said());
    surfaces.fake.runFrames(20);
    game.reset();
    const resetTold = /^Ready\b/.test(said());
    game.start();
    surfaces.fake.runFrames(20);
    // A host pause menu's Restart: reset() under its pause says the new run's "Paused · Ready · …" at once (review 28,
    // JS R28-1: the old run's "Paused · …" stood 0.8 s).
    game.pause();
    game.reset();
    const pausedResetTold = /^Paused · Ready\b/.test(said());
    game.start();
    surfaces.fake.runFrames(2);
    // reset() during the countdown back: one sentence, the new countdown's (review 29, JS R29-1: the old run's
    // "Paused · …" and "Paused · Ready · …" came first, within 2 ms).
    surfaces.fake.setHidden(true);
    surfaces.fake.setHidden(false);
    const before = statuses.length;
    const counting = said();
    game.reset();
    // The countdown's own words, said again as it starts over (review 30, R30-3: nothing was said in its first second).
    const countdownReset = [counting, ...statuses.slice(before).map((status) => status.text)];
    jest.advanceTimersByTime(4000);
    surfaces.fake.runFrames(2);
    // update() while the game waits says its new state at once (review 29, R29-3: RhythmClacker's bpm after 0.9 s).
    game.reset();
    // A host retunes a moment later (within the pace of the reset's own sentence, it would follow at the pace).
    jest.advanceTimersByTime(1500);
    const beforeUpdate = statuses.length;
    const retune: Record<string, Record<string, number>> = { RhythmClacker: { bpm: 150 }, MemoryTiles: { size: 2 } };
    game.update(retune[name] ?? {});
    const updateTold = name in retune ? statuses.length > beforeUpdate : 'no sentence to change';
    // A host's slider dragged while the game waits: the first value at once, then one sentence a pace, the last value
    // last (review 30, R30-1: 60 sentences a second).
    // (MemoryTiles has no pace: one sentence for each pick, and for each board a new size deals.)
    const slider: Record<string, (step: number) => Record<string, number>> = { RhythmClacker: (step) => ({ bpm: 100 + step }) };
    let dragged: boolean | string = 'no sentence to change';
    const drag = slider[name];
    if (drag) {
      jest.advanceTimersByTime(1500);
      const from = statuses.length;
      for (let step = 1; step <= 30; step++) {
        game.update(drag(step));
        jest.advanceTimersByTime(17);
      }
      const during = statuses.length - from;
      jest.advanceTimersByTime(1100);
      const last = statuses.at(-1)?.text ?? '';
      dragged = during <= 2 && last.includes('130');
      if (dragged !== true) dragged = `${during} during, last "${last}"`;
    }
    game.start();
    surfaces.fake.runFrames(2);
    let endTold: boolean | string = 'no end';
    if (name !== 'PhysicsDropper' && name !== 'MemoryTiles') {
      for (let frame = 0; frame < 60 * 30 && endedAt === null; frame += 30) {
        if (name !== 'DoubleTapDash') tapKey(surfaces.fake.canvas);
        surfaces.fake.runFrames(30);
      }
      const ended = endedAt ?? Number.NaN;
      const told = statuses.find((status) => status.at >= ended && status.text.endsWith(prompts.again.keys));
      endTold = told !== undefined && told.at - ended < 50;
    }
    game.destroy();
    const retuned = name === 'RhythmClacker' || name === 'MemoryTiles' ? true : 'no sentence to change';
    expect({ startTold, resetTold, pausedResetTold, countdownReset, updateTold, dragged, endTold }).toEqual({ startTold: true, resetTold: true, pausedResetTold: true, countdownReset: ['Resuming in 3…', 'Resuming in 3…'], updateTold: retuned, dragged: name === 'RhythmClacker' ? true : 'no sentence to change', endTold: name === 'PhysicsDropper' || name === 'MemoryTiles' ? 'no end' : true });
  });
});

describe("the host's pause() between runs pauses as it does mid-run: onPause, \"Paused\", no press starts the next run until start(), which fires onResume", () => {
  // PhysicsDropper's board never ends (no time between runs); MemoryTiles' cleared board: memory-tiles/game.test.ts.
  const ending = Object.entries(games).filter(([name]) => name !== 'PhysicsDropper' && name !== 'MemoryTiles');
  it.each(ending)('%s: pause() after the run ended', (name, { start }) => {
    const events: string[] = [];
    const statuses: string[] = [];
    let ended = false;
    const options = {
      seed: 3,
      autoStart: true,
      onPause: () => events.push('pause'),
      onResume: () => events.push('resume'),
      onEnd: () => void (ended = true),
      onStatus: (text: string) => void statuses.push(text),
      // RhythmClacker's song, two notes long, ends its run.
      ...(name === 'RhythmClacker' ? { beatMap: { name: 'Two', bpm: 60, subdivision: 1, beats: [0, 1] } } : {}),
    };
    const game = start(surfaces.fake.canvas, surfaces.board, options);
    // DoubleTapDash's runner, untapped, ends at a gate; the others end on taps.
    for (let frame = 0; frame < 60 * 30 && !ended; frame += 30) {
      if (name !== 'DoubleTapDash') tapKey(surfaces.fake.canvas);
      surfaces.fake.runFrames(30);
    }
    expect(ended).toBe(true);
    surfaces.fake.runFrames(70);
    expect(statuses.at(-1)).toMatch(new RegExp(`${prompts.again.keys}$`));
    const drawnFrom = surfaces.fake.calls.length;
    game.pause();
    expect(events).toEqual(['pause']);
    // The status line is paced (a sentence a second at most).
    jest.advanceTimersByTime(1000);
    expect(statuses.at(-1)).toMatch(/^Paused · /);
    expect(statuses.at(-1)).not.toMatch(/again/);
    expect(surfaces.fake.calls.slice(drawnFrom).some((call) => call.name === 'fillText' && call.args[0] === 'Paused')).toBe(true);
    // No press starts the next run under the host's pause: Space, Enter, R, a click on the canvas.
    for (const key of [' ', 'Enter', 'r']) tapKey(surfaces.fake.canvas, key);
    surfaces.fake.canvas.dispatchEvent(new MouseEvent('pointerdown', { button: 0 }));
    surfaces.fake.canvas.dispatchEvent(new MouseEvent('pointerup', { button: 0 }));
    surfaces.fake.runFrames(70);
    expect(statuses.at(-1)).toMatch(/^Paused · /);
    // Nor does a blur and the window back: nothing counts down.
    window.dispatchEvent(new FocusEvent('blur'));
    window.dispatchEvent(new FocusEvent('focus'));
    jest.advanceTimersByTime(resumeCountdownSeconds * 1000 + 500);
    expect(events).toEqual(['pause']);
    // The host's start(): onResume, back to the run's end, whose next press starts the next run.
    game.start();
    expect(events).toEqual(['pause', 'resume']);
    jest.advanceTimersByTime(1000);
    expect(statuses.at(-1)).toMatch(new RegExp(`${prompts.again.keys}$`));
    tapKey(surfaces.fake.canvas);
    surfaces.fake.runFrames(70);
    expect(statuses.at(-1)).not.toMatch(/again|Paused/);
    expect(events).toEqual(['pause', 'resume']);
    game.destroy();
  });
});

describe('the keys the JavaScript shell reads are the ones its kits name (N12), and no endless game promises a tap after an end (N13)', () => {
  it.each(contractSlugs)('%s', (slug) => {
    const { contract } = loadContract(slug);
    const jsKeys = contract.actions.flatMap((action) => action.triggers.filter((trigger) => trigger.kind === 'key' && (!trigger.engines || trigger.engines.includes('js'))).map((trigger) => (trigger as { key: string }).key));
    // R restarts in every game; Space and Enter tap in every game (MemoryTiles: on its focused tile).
    for (const key of [...restartKeys.filter((key) => key === key.toLowerCase()), ...tapKeys]) expect({ slug, key, named: jsKeys.includes(key) }).toEqual({ slug, key, named: true });
    expect(controlsFor(slug, 'js').find((control) => control.id === 'restart')?.triggers).toMatch(/^R, /);
    const endless = !contract.events.some((event) => event.name === 'ended');
    if (endless) {
      const restart = contract.actions.find((action) => action.id === 'restart');
      expect(restart?.triggers.filter((trigger) => trigger.kind === 'tap')).toEqual([]);
      expect(restart?.meaning).not.toMatch(/tap anywhere/);
    }
  });
});

describe('what starts the next run, as the READMEs say (review 2 of 2026-11-29, JS row 4): mid-run a click or a finger on the canvas does not and R does; once a run has ended Space, Enter, a click and a finger do', () => {
  const slugOf: Record<string, string> = { DoubleTapDash: 'double-tap-dash', RhythmClacker: 'rhythm-clacker', BounceChain: 'bounce-chain', TimingWheel: 'timing-wheel' };
  const press = (canvas: HTMLCanvasElement, how: string) => {
    if (how === 'Space' || how === 'Enter' || how === 'R') return void tapKey(canvas, how === 'Space' ? ' ' : how === 'R' ? 'r' : 'Enter');
    for (const type of ['pointerdown', 'pointerup']) {
      const event = new MouseEvent(type, { button: 0, bubbles: true });
      Object.defineProperty(event, 'pointerType', { value: how === 'finger' ? 'touch' : 'mouse' });
      canvas.dispatchEvent(event);
    }
  };
  it.each(Object.keys(slugOf))('%s', (name) => {
    const { start } = games[name] as Game;
    // The README's restart line, from the contract: its triggers and what it says of a click and a finger.
    const restart = controlsFor(slugOf[name] as string, 'js').find((control) => control.id === 'restart');
    expect(restart?.triggers).toMatch(/^R, the page’s Restart button, Space, Enter, a click or a finger once a run has ended, /);
    expect(restart?.meaning).toMatch(/Space, Enter, a click or a finger never restarts a run under way: once a run has ended each starts the next \(and starts a run the game waits for\), a click or a finger only on the game itself/);
    const scores: number[] = [];
    const statuses: string[] = [];
    let ends = 0;
    const options = {
      seed: 3,
      autoStart: true,
      onScore: (score: number) => void scores.push(score),
      onEnd: () => void (ends += 1),
      onStatus: (text: string) => void statuses.push(text),
      ...(name === 'RhythmClacker' ? { beatMap: { name: 'Two', bpm: 60, subdivision: 1, beats: [0, 1, 2, 3, 4, 5, 6, 7] } } : {}),
    };
    const { canvas } = surfaces.fake;
    const game = start(canvas, surfaces.board, options);
    /** Plays (tapping, except DoubleTapDash, whose runner ends untapped) until `done`, at most 30 s. */
    const playUntil = (done: () => boolean) => {
      for (let frame = 0; frame < 60 * 30 && !done(); frame += 15) {
        if (name !== 'DoubleTapDash') tapKey(canvas);
        surfaces.fake.runFrames(15);
      }
      expect(done()).toBe(true);
    };
    // Mid-run, with a score: R starts a new run (its score back to 0); a click and a finger play on (a press may end
    // the run, as TimingWheel's miss does, but never starts a new one).
    const midRun = () => {
      scores.length = 0;
      const before = ends;
      playUntil(() => scores.some((score) => score > 0) || ends > before);
      if (ends > before) press(canvas, 'R');
      playUntil(() => scores.some((score) => score > 0));
    };
    for (const how of ['R', 'click', 'finger']) {
      midRun();
      scores.length = 0;
      press(canvas, how);
      surfaces.fake.runFrames(2);
      expect({ how, newRun: scores.includes(0) }).toEqual({ how, newRun: how === 'R' });
    }
    // Once a run has ended, each of Space, Enter, a click and a finger starts the next (the status's prompt goes).
    for (const how of ['Space', 'Enter', 'click', 'finger']) {
      const before = ends;
      playUntil(() => ends > before);
      surfaces.fake.runFrames(70);
      expect(statuses.at(-1)).toMatch(new RegExp(`${prompts.again.keys}$|${prompts.again.touch}$`));
      press(canvas, how);
      surfaces.fake.runFrames(70);
      expect({ how, status: statuses.at(-1) }).toEqual({ how, status: expect.not.stringMatching(/again/) });
    }
    game.destroy();
  });
});

describe('one start rule for a game that waits in "ready" (no autoStart, after reset()): its status offers the start prompt, the player\'s press starts it (as after a run\'s end) and does nothing else; under the host\'s pause() there it reports the pause (onPause, "Paused · …", no prompt) and its start() gives ready back', () => {
  it.each(Object.entries(games))('%s', (name, { start }) => {
    const events: string[] = [];
    const statuses: string[] = [];
    const game = start(surfaces.fake.canvas, surfaces.board, {
      seed: 1,
      onPause: () => events.push('pause'),
      onResume: () => events.push('resume'),
      onScore: (score) => events.push(`score ${score}`),
      onStatus: (text) => void statuses.push(text),
    });
    const last = () => (jest.advanceTimersByTime(1000), statuses.at(-1) ?? '');
    /** The player's press: MemoryTiles' tile (its click, as Space, Enter, the mouse and a finger reach it), a canvas game's Space or pointer. */
    const press = (how: 'Space' | 'pointer') => {
      if (name === 'MemoryTiles') return void surfaces.board.querySelector('button')?.click();
      if (how === 'Space') return void tapKey(surfaces.fake.canvas, ' ');
      surfaces.fake.canvas.dispatchEvent(new MouseEvent('pointerdown', { button: 0 }));
      surfaces.fake.canvas.dispatchEvent(new MouseEvent('pointerup', { button: 0 }));
    };
    expect(last()).toMatch(new RegExp(`^Ready · .* · ${prompts.start.keys}$`));
    game.pause();
    const held = last();
    expect([held.startsWith('Paused · Ready · '), held.includes('to start'), events]).toEqual([true, false, ['pause']]);
    press('Space');
    press('pointer');
    surfaces.fake.runFrames(10);
    expect(last()).toBe(held);
    game.start();
    expect([last(), events]).toEqual([statuses.find((text) => text.startsWith('Ready')), ['pause', 'resume']]);
    for (const how of ['Space', 'pointer'] as const) {
      press(how);
      surfaces.fake.runFrames(2);
      expect(last()).not.toMatch(/^Ready|to start$/);
      game.reset();
      expect(last()).toMatch(new RegExp(`^Ready · .* · ${prompts.start.keys}$`));
    }
    // The starting presses scored nothing and paused nothing.
    expect(events).toEqual(['pause', 'resume']);
    game.destroy();
  });
});

/** The player's press on a game: MemoryTiles' first tile (its click), a canvas game's Space or a click on it. */
function pressOn(name: string, how: 'Space' | 'pointer' | 'R') {
  if (name === 'MemoryTiles') {
    const tile = surfaces.board.querySelector('button');
    if (how === 'R') return void tile?.dispatchEvent(new KeyboardEvent('keydown', { key: 'r', bubbles: true, cancelable: true }));
    return void tile?.click();
  }
  if (how !== 'pointer') return void tapKey(surfaces.fake.canvas, how === 'R' ? 'r' : ' ');
  surfaces.fake.canvas.dispatchEvent(new MouseEvent('pointerdown', { button: 0 }));
  surfaces.fake.canvas.dispatchEvent(new MouseEvent('pointerup', { button: 0 }));
}

describe("a host's pause menu Restart (its pause(), later reset() then start()): the game stays held through the reset and says so, and start() fires onResume once for the onPause and plays the new run (review 8, R1)", () => {
  it.each(Object.entries(games))('%s', (name, { start }) => {
    for (const pausedWhen of ['running', 'ready'] as const) {
      const events: string[] = [];
      const statuses: string[] = [];
      const game = start(surfaces.fake.canvas, surfaces.board, {
        seed: 1,
        autoStart: pausedWhen === 'running',
        onPause: () => events.push('pause'),
        onResume: () => events.push('resume'),
        onStatus: (text) => void statuses.push(text),
      });
      const last = () => (jest.advanceTimersByTime(1000), statuses.at(-1) ?? '');
      surfaces.fake.runFrames(30);
      game.pause();
      const drawnFrom = surfaces.fake.calls.length;
      game.reset();
      // Held: "Paused" and the ready sentence, with no start prompt (no press starts it), as a pause() before the start says.
      const held = last();
      expect({ pausedWhen, held: held.startsWith('Paused · Ready · '), prompt: held.includes(prompts.start.keys), events }).toEqual({ pausedWhen, held: true, prompt: false, events: ['pause'] });
      if (name !== 'MemoryTiles') expect(surfaces.fake.calls.slice(drawnFrom).some((call) => call.name === 'fillText' && call.args[0] === 'Paused')).toBe(true);
      for (const how of ['Space', 'pointer', 'R'] as const) pressOn(name, how);
      surfaces.fake.runFrames(10);
      expect([last(), events]).toEqual([held, ['pause']]);
      // The host's start(): onResume for the onPause, and the new run plays (reset() then start() is a restart).
      game.start();
      surfaces.fake.runFrames(10);
      expect({ pausedWhen, status: last(), events }).toEqual({ pausedWhen, status: expect.not.stringMatching(/^Paused|^Ready|to start/), events: ['pause', 'resume'] });
      game.start();
      expect(events).toEqual(['pause', 'resume']);
      game.destroy();
    }
  });
});

describe('onPause and onResume stay paired in any order of pause(), reset(), start(), restarts, presses, a hidden tab and an unfocused window: onResume never fires without an onPause before it, never twice for one, and once everything is let go none is owed (review 8, R1)', () => {
  const moves = ['pause', 'reset', 'start', 'restart', 'press', 'R', 'blur', 'focus', 'hide', 'show', 'wait', 'frames'] as const;
  it.each(Object.entries(games))('%s', (name, { start }) => {
    const random = seededRandom(2026_11_30);
    for (let sequence = 0; sequence < 40; sequence++) {
      const events: string[] = [];
      const done: string[] = [];
      /** Pauses owed an onResume: 0 or 1, whatever happened. */
      let owed = 0;
      const pair = (event: 'pause' | 'resume') => {
        events.push(event);
        owed += event === 'pause' ? 1 : -1;
        if (owed !== 0 && owed !== 1) throw new Error(`${name}: onPause and onResume out of pairs after ${done.join(', ')}: ${events.join(', ')}`);
      };
      const game = start(surfaces.fake.canvas, surfaces.board, { seed: sequence + 1, autoStart: random() < 0.5, onPause: () => pair('pause'), onResume: () => pair('resume') });
      for (let step = 0; step < 24; step++) {
        const move = moves[Math.floor(random() * moves.length)] ?? 'wait';
        done.push(move);
        if (move === 'pause') game.pause();
        else if (move === 'reset') game.reset();
        else if (move === 'start') game.start();
        else if (move === 'restart') {
          game.reset();
          game.start();
        }
        else if (move === 'press') pressOn(name, random() < 0.5 ? 'Space' : 'pointer');
        else if (move === 'R') pressOn(name, 'R');
        else if (move === 'blur' || move === 'focus') window.dispatchEvent(new FocusEvent(move));
        else if (move === 'hide' || move === 'show') surfaces.fake.setHidden(move === 'hide');
        else if (move === 'wait') jest.advanceTimersByTime(1500);
        else surfaces.fake.runFrames(20);
      }
      // Everything let go: the window focused, the tab shown, the host's start(), the countdown over.
      window.dispatchEvent(new FocusEvent('focus'));
      surfaces.fake.setHidden(false);
      game.start();
      jest.advanceTimersByTime(4000);
      expect({ moves: done.join(', '), owed }).toEqual({ moves: done.join(', '), owed: 0 });
      game.destroy();
    }
  });
});

describe('without a seed every new run draws its own (reset(), R, the next run after an end), as Unity\'s seed 0 and Godot\'s run_seed 0 do; a seed given replays exactly in every run (review 8, R2)', () => {
  it.each(Object.entries(games))('%s', (name, { start, model }) => {
    const seedsOf = (options: GameOptions) => {
      const reset = jest.spyOn(model.prototype as unknown as { reset(seed?: number): void }, 'reset');
      const game = start(surfaces.fake.canvas, surfaces.board, { autoStart: true, ...options });
      surfaces.fake.runFrames(5);
      reset.mockClear();
      game.reset();
      game.start();
      surfaces.fake.runFrames(5);
      pressOn(name, 'R');
      game.reset();
      const seeds = reset.mock.calls.map((call) => call[0]);
      reset.mockRestore();
      game.destroy();
      return seeds;
    };
    const drawn = seedsOf({});
    expect(drawn).toHaveLength(3);
    expect(drawn.every((seed) => typeof seed === 'number')).toBe(true);
    expect(new Set(drawn).size).toBe(3);
    expect(seedsOf({ seed: 42 })).toEqual([42, 42, 42]);
    // null is a seed not given, as undefined is.
    expect(new Set(seedsOf({ seed: null })).size).toBe(3);
  });
});

describe('a canvas game that waits lets a finger scroll the page over it and starts on a finger\'s tap, not a swipe; a run that plays takes every touch; the mouse and a pen start it on their press as before (review 7, N2)', () => {
  const canvasGames = Object.entries(games).filter(([name]) => name !== 'MemoryTiles');
  const pointer = (type: string, pointerType: string, pointerId = 5) => {
    const event = new MouseEvent(type, { button: 0, bubbles: true });
    Object.defineProperty(event, 'pointerType', { value: pointerType });
    Object.defineProperty(event, 'pointerId', { value: pointerId });
    Object.defineProperty(event, 'isPrimary', { value: true });
    return event;
  };
  it.each(canvasGames)('%s', (name, { start }) => {
    const statuses: string[] = [];
    const { canvas } = surfaces.fake;
    const game = start(canvas, surfaces.board, { seed: 1, onStatus: (text) => void statuses.push(text) });
    const waiting = () => (jest.advanceTimersByTime(1000), /^Ready · /.test(statuses.at(-1) ?? ''));
    expect({ name, waiting: waiting(), touchAction: canvas.style.touchAction }).toEqual({ name, waiting: true, touchAction: 'manipulation' });
    // A swipe: the finger lands, then the browser takes the gesture for a scroll (pointercancel). Nothing starts.
    canvas.dispatchEvent(pointer('pointerdown', 'touch'));
    surfaces.fake.runFrames(3);
    canvas.dispatchEvent(pointer('pointercancel', 'touch'));
    surfaces.fake.runFrames(3);
    expect({ name, swipeStarted: !waiting() }).toEqual({ name, swipeStarted: false });
    // A tap: down starts nothing yet, its release starts the run, and the run takes every touch.
    canvas.dispatchEvent(pointer('pointerdown', 'touch', 6));
    surfaces.fake.runFrames(2);
    expect({ name, startedOnDown: !waiting() }).toEqual({ name, startedOnDown: false });
    canvas.dispatchEvent(pointer('pointerup', 'touch', 6));
    surfaces.fake.runFrames(2);
    expect({ name, startedOnUp: !waiting(), touchAction: canvas.style.touchAction }).toEqual({ name, startedOnUp: true, touchAction: 'none' });
    // Back to waiting: the page scrolls again; the mouse and a pen start on their press.
    for (const how of ['mouse', 'pen']) {
      game.reset();
      expect({ name, how, waiting: waiting(), touchAction: canvas.style.touchAction }).toEqual({ name, how, waiting: true, touchAction: 'manipulation' });
      canvas.dispatchEvent(pointer('pointerdown', how, 7));
      surfaces.fake.runFrames(2);
      expect({ name, how, startedOnDown: !waiting() }).toEqual({ name, how, startedOnDown: true });
      canvas.dispatchEvent(pointer('pointerup', how, 7));
    }
    // A pause lets the page scroll; a host's own touch-action is what a waiting game keeps, and destroy() gives it back.
    game.pause();
    expect(canvas.style.touchAction).toBe('manipulation');
    game.destroy();
    expect(canvas.style.touchAction).toBe('');
    canvas.style.touchAction = 'pan-y';
    const hosted = start(canvas, surfaces.board, { seed: 1 });
    expect(canvas.style.touchAction).toBe('pan-y');
    hosted.start();
    expect(canvas.style.touchAction).toBe('none');
    hosted.destroy();
    expect(canvas.style.touchAction).toBe('pan-y');
    // A host that sets touch-action in its stylesheet keeps it while the game waits or is paused: the game writes
    // nothing over it (review 9, J9: it wrote manipulation inline, so a host's none let a finger pan and zoom).
    // jsdom's style has no touch-action and no cascade for it: the browser's is modelled (inline, else the sheet's).
    canvas.style.touchAction = '';
    const cascade = jest.spyOn(window, 'getComputedStyle').mockImplementation(
      (element) => ({ getPropertyValue: (name: string) => (name === 'touch-action' ? (element as HTMLElement).style.touchAction || 'pan-y' : '') }) as CSSStyleDeclaration,
    );
    try {
      const styled = start(canvas, surfaces.board, { seed: 1 });
      expect({ name, inline: canvas.style.touchAction, computed: getComputedStyle(canvas).getPropertyValue('touch-action') }).toEqual({ name, inline: '', computed: 'pan-y' });
      styled.start();
      expect(canvas.style.touchAction).toBe('none');
      styled.pause();
      expect({ name, pausedInline: canvas.style.touchAction }).toEqual({ name, pausedInline: '' });
      styled.destroy();
      expect(canvas.style.touchAction).toBe('');
    } finally {
      cascade.mockRestore();
    }
  });
});
