import { prompt } from '../core/player-words';
import { spyOnListeners } from '../core/testing/fake-canvas';
import { seededRandom } from '../core/random';
import { createGame, statusText, symbolArt, type MemoryTilesOptions, type StatusSnapshot } from './game';
import { boardSeed, deal, symbolNames } from './model';
import type { MemoryTilesValues } from './params';

const values: MemoryTilesValues = { size: 4, peek: 3, peekCut: 0.5, flipBack: 900 };
const seed = 7;

let surface: HTMLDivElement;

beforeEach(() => {
  jest.useFakeTimers();
  surface = document.createElement('div');
  document.body.append(surface);
});

afterEach(() => {
  surface.remove();
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => false });
  jest.useRealTimers();
  jest.restoreAllMocks();
});

function play(options: MemoryTilesOptions = {}, start: Partial<MemoryTilesValues> = values) {
  const onStatus = jest.fn();
  const onScore = jest.fn();
  const onEnd = jest.fn();
  const onJudged = jest.fn();
  const game = createGame(surface, start, { seed, onStatus, onScore, onEnd, onJudged, reducedMotion: false, ...options });
  const lastStatus = () => String(onStatus.mock.calls.at(-1)?.[0]);
  return { game, onStatus, onScore, onEnd, onJudged, lastStatus };
}

const buttons = () => [...surface.querySelectorAll('button')];
function tile(index: number): HTMLButtonElement {
  const button = buttons()[index];
  if (!button) throw new Error(`no tile ${index}`);
  return button;
}
const names = () => buttons().map((button) => button.getAttribute('aria-label'));
const disabled = () => buttons().map((button) => button.getAttribute('aria-disabled'));

/** Where each symbol lies on a board dealt for `round`, as [symbol word, first index, second index]. */
function pairsOf(pairs = 8, round = 1): [string, number, number][] {
  const symbols = deal(pairs, seededRandom(boardSeed(seed, round)));
  const seen = new Map<number, number[]>();
  symbols.forEach((symbol, index) => seen.set(symbol, [...(seen.get(symbol) ?? []), index]));
  return [...seen.entries()].map(([symbol, [a = -1, b = -1]]) => [symbolNames[symbol] ?? '', a, b]);
}

/** Two tiles of different symbols on the first board. */
function missPair(): [number, number] {
  const [[, a], [, c]] = pairsOf() as [[string, number, number], [string, number, number]];
  return [a, c];
}

function startAndPeek(game: { start(): void }, peekMs = 3000) {
  game.start();
  jest.advanceTimersByTime(peekMs);
}

describe('statusText', () => {
  const base: StatusSnapshot = {
    round: 1,
    side: 4,
    stage: 'play',
    score: 300,
    streak: 1,
    moves: 5,
    matchedPairs: 3,
    pairs: 8,
    peekLength: 3,
    last: { type: 'match', symbol: 'star' },
    result: null,
  };

  it('says the last turn, the progress, the score and the streak', () => {
    expect(statusText(base, 'running')).toBe('Match: star · 3 of 8 pairs · 5 moves · Score 300 · streak 1');
    expect(statusText({ ...base, last: { type: 'miss', symbols: ['moon', 'leaf'] } }, 'running')).toBe(
      'Miss: moon and leaf · 3 of 8 pairs · 5 moves · Score 300 · streak 1',
    );
    expect(statusText({ ...base, last: { type: 'first', symbol: 'bolt' }, moves: 1, matchedPairs: 1, pairs: 2 }, 'running')).toBe(
      'Flipped bolt · 1 of 2 pairs · 1 move · Score 300 · streak 1',
    );
    expect(statusText({ ...base, last: null }, 'running')).toMatch(/^Find the pairs · /);
  });

  it('says Ready, Paused, the peek and the grade', () => {
    expect(statusText({ ...base, stage: 'dealt', score: 0, streak: 0 }, 'ready')).toBe(`Ready · Board 1, 4 by 4 · Score 0 · streak 0 · ${prompt('start', 'touch')}`);
    // No page button is named (a host's game has no Play button: review 3 of 2026-11-29, L2); the hands' start words.
    expect(statusText({ ...base, stage: 'dealt', score: 0, streak: 0 }, 'ready', prompt('start', 'keys'))).toBe(`Ready · Board 1, 4 by 4 · Score 0 · streak 0 · ${prompt('start', 'keys')}`);
    expect(statusText({ ...base, stage: 'cleared', result: { moves: 12, pairs: 8, stars: 3, streak: 1 } }, 'paused')).toBe('Paused · Board cleared in 12 moves: 3 stars · Score 300 · streak 1');
    expect(statusText(base, 'paused')).toBe('Paused · Board 1 · 3 of 8 pairs · 5 moves · Score 300');
    // A board dealt while the host's pause holds (update() of the board size) still says "Paused".
    expect(statusText({ ...base, stage: 'dealt', side: 2, score: 0, streak: 0 }, 'paused')).toBe('Paused · Board 1, 2 by 2 · Score 0 · streak 0');
    expect(statusText({ ...base, stage: 'peek', peekLength: 2.5 }, 'running')).toBe('Board 1 · Remember the tiles: 2.5 s peek · Score 300 · streak 1');
    expect(statusText({ ...base, stage: 'cleared', result: { moves: 12, pairs: 8, stars: 3, streak: 1 } }, 'running')).toBe(
      'Board cleared in 12 moves: 3 stars · Score 300 · streak 1 · Pick a tile for the next board.',
    );
  });
});

describe('createGame', () => {
  it('has a drawing and a colour for every symbol', () => {
    expect(symbolArt).toHaveLength(symbolNames.length);
    expect(new Set(symbolArt.map((art) => art.path)).size).toBe(symbolNames.length);
  });

  it('fills the surface with a labelled group of face-down buttons, idle until started', () => {
    const { lastStatus, onStatus } = play();
    const group = surface.querySelector('[role="group"]');
    expect(group?.getAttribute('aria-label')).toBe('MemoryTiles board, 4 by 4');
    expect(buttons()).toHaveLength(16);
    expect(buttons().every((button) => button.type === 'button' && !button.disabled && button.tabIndex === 0)).toBe(true);
    expect(names()[0]).toBe('Row 1, column 1: face down');
    expect(names()[6]).toBe('Row 2, column 3: face down');
    // Open: a pick here starts the game (review 4 of 2026-11-29, M3).
    expect(disabled().every((value) => value === 'false')).toBe(true);
    expect(onStatus).toHaveBeenCalledTimes(1);
    expect(lastStatus()).toBe(`Ready · Board 1, 4 by 4 · Score 0 · streak 0 · ${prompt('start', 'keys')}`);
    // A pick here is the player's start (the status asks for it): see "takes a pick before the first start".
    const svg = tile(0).querySelector('svg');
    expect(svg?.namespaceURI).toBe('http://www.w3.org/2000/svg');
    expect(svg?.getAttribute('aria-hidden')).toBe('true');
    expect(surface.querySelector('style')).toBeNull();
  });

  it('shows every tile for the peek, ignores picks meanwhile, then turns them down', () => {
    const { game, lastStatus } = play();
    const [[symbol, a]] = pairsOf() as [[string, number, number]];
    game.start();
    expect(lastStatus()).toBe('Board 1 · Remember the tiles: 3 s peek · Score 0 · streak 0');
    expect(tile(a).getAttribute('aria-label')).toMatch(new RegExp(`: ${symbol}$`));
    expect(names().every((name) => !name?.endsWith('face down'))).toBe(true);
    expect(disabled().every((value) => value === 'true')).toBe(true);
    tile(a).click();
    jest.advanceTimersByTime(2999);
    expect(tile(a).getAttribute('aria-label')).toMatch(new RegExp(`: ${symbol}$`));
    jest.advanceTimersByTime(1);
    expect(names().every((name) => name?.endsWith('face down'))).toBe(true);
    expect(disabled().every((value) => value === 'false')).toBe(true);
    expect(lastStatus()).toBe('Find the pairs · 0 of 8 pairs · 0 moves · Score 0 · streak 0');
    game.destroy();
  });

  it('keeps a match face up and matched, scores it and tells onJudged every pick: first, match, then a miss', () => {
    const { game, onScore, onJudged, lastStatus } = play();
    const [[symbol, a, b], [, c], [other, d]] = pairsOf() as [[string, number, number], [string, number, number], [string, number, number]];
    startAndPeek(game);
    tile(a).click();
    expect(tile(a).getAttribute('aria-label')).toBe(`Row ${Math.floor(a / 4) + 1}, column ${(a % 4) + 1}: ${symbol}`);
    expect(lastStatus()).toBe(`Flipped ${symbol} · 0 of 8 pairs · 0 moves · Score 0 · streak 0`);
    tile(b).click();
    expect(tile(a).getAttribute('aria-label')).toMatch(new RegExp(`: ${symbol}, matched$`));
    expect(tile(b).getAttribute('aria-label')).toMatch(new RegExp(`: ${symbol}, matched$`));
    expect(tile(a).getAttribute('aria-disabled')).toBe('true');
    expect(tile(a).disabled).toBe(false);
    expect(onScore).toHaveBeenLastCalledWith(100);
    expect(onJudged.mock.calls).toEqual([[{ result: 'first', symbol, moves: 0, matchedPairs: 0, pairs: 8 }], [{ result: 'match', symbol, moves: 1, matchedPairs: 1, pairs: 8 }]]);
    expect(lastStatus()).toBe(`Match: ${symbol} · 1 of 8 pairs · 1 move · Score 100 · streak 0`);
    tile(c).click();
    tile(d).click();
    expect(onJudged).toHaveBeenLastCalledWith({ result: 'miss', symbol: other, moves: 2, matchedPairs: 1, pairs: 8 });
    expect(onJudged).toHaveBeenCalledTimes(4);
    expect(onScore).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(5000);
    expect(tile(b).getAttribute('aria-label')).toMatch(/, matched$/);
    game.destroy();
  });

  it('turns a miss back after the Flip-Back Delay, or at once on a third pick', () => {
    const { game, onStatus, lastStatus, onScore } = play();
    const [a, c] = missPair();
    startAndPeek(game);
    tile(a).click();
    const before = onStatus.mock.calls.length;
    tile(c).click();
    expect(onStatus.mock.calls.length).toBe(before + 1);
    expect(lastStatus()).toMatch(/^Miss: \w+ and \w+ · 0 of 8 pairs · 1 move · Score 0/);
    expect(onScore).not.toHaveBeenCalled();
    jest.advanceTimersByTime(899);
    expect(tile(c).getAttribute('aria-label')).not.toMatch(/face down$/);
    jest.advanceTimersByTime(1);
    expect(tile(a).getAttribute('aria-label')).toMatch(/face down$/);
    expect(tile(c).getAttribute('aria-label')).toMatch(/face down$/);

    tile(a).click();
    tile(c).click();
    const third = [...Array(16).keys()].find((index) => index !== a && index !== c) ?? 0;
    jest.advanceTimersByTime(100);
    tile(third).click();
    expect(tile(a).getAttribute('aria-label')).toMatch(/face down$/);
    expect(tile(c).getAttribute('aria-label')).toMatch(/face down$/);
    expect(tile(third).getAttribute('aria-label')).not.toMatch(/face down$/);
    expect(lastStatus()).toMatch(/^Flipped \w+ · 0 of 8 pairs · 2 moves/);
    game.destroy();
  });

  it('moves the focus between tiles with the arrow keys, Home and End', () => {
    const { game } = play();
    const press = (key: string, ctrlKey = false) => {
      const event = new KeyboardEvent('keydown', { key, ctrlKey, bubbles: true, cancelable: true });
      document.activeElement?.dispatchEvent(event);
      return event.defaultPrevented;
    };
    const focused = () => buttons().indexOf(document.activeElement as HTMLButtonElement);
    tile(0).focus();
    expect(tile(0).style.outline).toMatch(/3px solid/);
    expect(press('ArrowRight')).toBe(true);
    expect(focused()).toBe(1);
    expect(tile(0).style.outline).toBe('');
    press('ArrowDown');
    expect(focused()).toBe(5);
    press('ArrowLeft');
    press('ArrowLeft');
    expect(focused()).toBe(4);
    press('ArrowUp');
    press('ArrowUp');
    expect(focused()).toBe(0);
    press('End');
    expect(focused()).toBe(3);
    press('ArrowRight');
    expect(focused()).toBe(3);
    press('Home');
    expect(focused()).toBe(0);
    press('End', true);
    expect(focused()).toBe(15);
    press('ArrowDown');
    expect(focused()).toBe(15);
    press('Home', true);
    expect(focused()).toBe(0);
    expect(press('a')).toBe(false);
    game.destroy();
  });

  it('clears the board, grades it in onClear (after its last onJudged and onScore) and the status, never onEnd, then deals the next board on a pick with a shorter peek', () => {
    const order: string[] = [];
    const onClear = jest.fn(() => void order.push('clear'));
    const { game, onEnd, onScore, onJudged, lastStatus } = play({ onClear, onScore: (score) => order.push(`score ${score}`), onJudged: (judgement) => void order.push(judgement.result) });
    startAndPeek(game);
    const first = buttons();
    for (const [, a, b] of pairsOf()) {
      tile(a).click();
      tile(b).click();
    }
    expect(onJudged).not.toHaveBeenCalled();
    expect(onScore).not.toHaveBeenCalled();
    expect(order.slice(-3)).toEqual(['match', 'score 800', 'clear']);
    expect(onClear).toHaveBeenCalledTimes(1);
    expect(onClear).toHaveBeenCalledWith({ stars: 3, moves: 8, pairs: 8, board: 1, streak: 1, score: 800, text: 'Board cleared in 8 moves: 3 stars' });
    expect(onEnd).not.toHaveBeenCalled();
    expect(lastStatus()).toBe('Board cleared in 8 moves: 3 stars · Score 800 · streak 1 · Pick a tile for the next board.');
    // Every tile deals the next board.
    expect(disabled().every((value) => value === 'false')).toBe(true);
    expect(names().every((name) => name?.endsWith(', matched'))).toBe(true);
    game.pause();
    tile(0).click();
    expect(names().every((name) => name?.endsWith(', matched'))).toBe(true);
    game.start();
    expect(names().every((name) => name?.endsWith(', matched'))).toBe(true);

    tile(0).click();
    expect(onClear).toHaveBeenCalledTimes(1);
    expect(onEnd).not.toHaveBeenCalled();
    expect(buttons()).toEqual(first);
    expect(lastStatus()).toBe('Board 2 · Remember the tiles: 2.5 s peek · Score 800 · streak 1');
    jest.advanceTimersByTime(2500);
    expect(lastStatus()).toBe('Find the pairs · 0 of 8 pairs · 0 moves · Score 800 · streak 1');
    const [[, a, b]] = pairsOf(8, 2) as [[string, number, number]];
    tile(a).click();
    tile(b).click();
    expect(order.at(-1)).toBe('score 900');
    game.destroy();
  });

  it('disables the tiles and hides unmatched faces while paused, and holds the peek and flip-back clocks', () => {
    const { game, lastStatus } = play();
    game.start();
    jest.advanceTimersByTime(1000);
    game.pause();
    expect(lastStatus()).toBe('Paused · Board 1 · 0 of 8 pairs · 0 moves · Score 0');
    expect(names().every((name) => name?.endsWith('face down'))).toBe(true);
    expect(disabled().every((value) => value === 'true')).toBe(true);
    expect(jest.getTimerCount()).toBe(0);
    jest.advanceTimersByTime(10000);
    game.start();
    expect(lastStatus()).toMatch(/Remember the tiles/);
    jest.advanceTimersByTime(1999);
    expect(lastStatus()).toMatch(/Remember the tiles/);
    jest.advanceTimersByTime(1);
    expect(lastStatus()).toMatch(/^Find the pairs/);

    const [a, c] = missPair();
    tile(a).click();
    tile(c).click();
    jest.advanceTimersByTime(400);
    game.pause();
    tile(5).click();
    expect(lastStatus()).toMatch(/^Paused · Board 1 · 0 of 8 pairs · 1 move/);
    jest.advanceTimersByTime(5000);
    game.start();
    expect(tile(a).getAttribute('aria-label')).not.toMatch(/face down$/);
    jest.advanceTimersByTime(500);
    expect(tile(a).getAttribute('aria-label')).toMatch(/face down$/);
    game.destroy();
  });

  it('pauses while the tab is hidden and, back on it, counts down 3 s before play resumes; Play skips the countdown', () => {
    const { game, lastStatus } = play();
    const setHidden = (hidden: boolean) => {
      Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
      document.dispatchEvent(new Event('visibilitychange'));
    };
    const headline = () => surface.querySelector('p')?.textContent;
    startAndPeek(game);
    setHidden(true);
    expect(lastStatus()).toMatch(/^Paused/);
    setHidden(false);
    expect(lastStatus()).toBe('Resuming in 3…');
    expect(headline()).toBe('Resuming in 3…');
    tile(0).click();
    expect(tile(0).getAttribute('aria-label')).toMatch(/face down$/);
    jest.advanceTimersByTime(1000);
    expect(headline()).toBe('Resuming in 2…');
    jest.advanceTimersByTime(2000);
    expect(lastStatus()).toMatch(/^Find the pairs/);
    tile(0).click();
    expect(tile(0).getAttribute('aria-label')).not.toMatch(/face down$/);

    setHidden(true);
    setHidden(false);
    game.start();
    expect(lastStatus()).toMatch(/^Flipped/);
    jest.advanceTimersByTime(5000);
    expect(lastStatus()).toMatch(/^Flipped/);

    game.pause();
    setHidden(true);
    setHidden(false);
    jest.advanceTimersByTime(5000);
    expect(lastStatus()).toMatch(/^Paused/);
    game.destroy();
  });

  it('animates face changes only when motion is allowed', () => {
    const lively = play({ reducedMotion: false });
    lively.game.start();
    const svg = () => tile(0).querySelector('svg') as SVGSVGElement;
    expect(svg().style.transition).toMatch(/transform/);
    expect(svg().style.transition).not.toMatch(/all|width|height|background/);
    expect(svg().style.transform).toBe('scale(1)');
    jest.advanceTimersByTime(3000);
    expect(svg().style.transform).toBe('scale(0.7)');
    lively.game.destroy();

    const calm = play({ reducedMotion: true });
    calm.game.start();
    expect(svg().style.transition).toBe('none');
    expect(svg().style.transform).toBe('none');
    jest.advanceTimersByTime(3000);
    expect(svg().style.transform).toBe('none');
    calm.game.destroy();
  });

  it('follows prefers-reduced-motion when the option is left out', () => {
    const listeners = new Set<() => void>();
    let reduce = true;
    window.matchMedia = jest.fn((query: string) => ({
      get matches() {
        return reduce;
      },
      media: query,
      addEventListener: (_: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
    })) as unknown as typeof window.matchMedia;
    const { game } = play({ reducedMotion: undefined });
    const svg = tile(0).querySelector('svg') as SVGSVGElement;
    expect(svg.style.transition).toBe('none');
    reduce = false;
    for (const listener of listeners) listener();
    expect(svg.style.transition).toMatch(/transform/);
    game.destroy();
    expect(listeners.size).toBe(0);
    (window as { matchMedia?: unknown }).matchMedia = undefined;
  });

  it('applies new values: a new Board Size redeals an unseen board, others wait for their moment', () => {
    const { game, lastStatus } = play();
    game.update({ ...values, size: 6 });
    expect(buttons()).toHaveLength(36);
    expect(surface.querySelector('[role="group"]')?.getAttribute('aria-label')).toBe('MemoryTiles board, 6 by 6');
    expect(lastStatus()).toBe(`Ready · Board 1, 6 by 6 · Score 0 · streak 0 · ${prompt('start', 'keys')}`);
    expect(names()[35]).toBe('Row 6, column 6: face down');
    game.update({ size: 5 } as MemoryTilesValues);
    expect(buttons()).toHaveLength(36);
    game.update({ size: 2, peek: 99, flipBack: 250 } as MemoryTilesValues);
    expect(buttons()).toHaveLength(4);
    game.start();
    expect(lastStatus()).toBe('Board 1 · Remember the tiles: 10 s peek · Score 0 · streak 0');
    // Mid-board, a new size deals a new board at once and every tile of it is pickable after its peek.
    game.update({ ...values, size: 6 });
    expect(buttons()).toHaveLength(36);
    jest.advanceTimersByTime(3000);
    expect(disabled()).toEqual(Array.from({ length: 36 }, () => 'false'));
    game.update({ size: 2 } as MemoryTilesValues);
    expect(buttons()).toHaveLength(4);
    jest.advanceTimersByTime(3000);
    expect(disabled()).toEqual(['false', 'false', 'false', 'false']);
    game.destroy();
  });

  it('accepts partial and out-of-range values and no options', () => {
    const game = createGame(surface, { size: 3, flipBack: -5 });
    expect(buttons()).toHaveLength(16);
    game.start();
    game.destroy();
    const full = createGame(surface, { size: 99 }, { autoStart: true, seed: 1 });
    expect(buttons()).toHaveLength(36);
    expect(disabled().every((value) => value === 'true')).toBe(true);
    jest.advanceTimersByTime(3000);
    expect(disabled().every((value) => value === 'false')).toBe(true);
    full.destroy();
  });

  it('resets to a ready first board with score zero, the same deal for a seed', () => {
    const { game, onScore, lastStatus } = play();
    startAndPeek(game);
    const [[, a, b]] = pairsOf() as [[string, number, number]];
    tile(a).click();
    tile(b).click();
    game.reset();
    expect(onScore).toHaveBeenLastCalledWith(0);
    expect(lastStatus()).toBe(`Ready · Board 1, 4 by 4 · Score 0 · streak 0 · ${prompt('start', 'keys')}`);
    expect(names().every((name) => name?.endsWith('face down'))).toBe(true);
    expect(jest.getTimerCount()).toBe(0);
    startAndPeek(game);
    tile(a).click();
    tile(b).click();
    expect(onScore).toHaveBeenLastCalledWith(100);
    game.destroy();
  });

  it('takes a pick before the first start as the player\'s start, as its status asks (review 3 of 2026-11-29, L2: no Play button named), its tiles not aria-disabled while a pick would start it (review 4, M3)', () => {
    const { game, lastStatus, onJudged } = play();
    expect(lastStatus()).toBe(`Ready · Board 1, 4 by 4 · Score 0 · streak 0 · ${prompt('start', 'keys')}`);
    expect(disabled()).toEqual(Array.from({ length: 16 }, () => 'false'));
    // Held by the host's pause, a pick does nothing: the tiles say so.
    game.pause();
    expect(disabled().every((value) => value === 'true')).toBe(true);
    tile(0).click();
    // Nor does the status offer a start: it says the game is paused (and the first board ready).
    expect(lastStatus()).toBe('Paused · Ready · Board 1, 4 by 4 · Score 0 · streak 0');
    game.reset();
    expect(disabled().every((value) => value === 'true')).toBe(true);
    game.start();
    game.reset();
    expect(disabled().every((value) => value === 'false')).toBe(true);
    tile(0).click();
    expect(lastStatus()).toMatch(/^Board 1 · Remember the tiles/);
    expect(onJudged).not.toHaveBeenCalled();
    game.destroy();
  });

  it('before the first start, a click or a tap anywhere on the board starts it, between the tiles too, as "Tap to start" says; only a tile acts once it plays (review 8)', () => {
    for (const how of ['mouse', 'touch'] as const) {
      const { game, lastStatus, onJudged } = play();
      const between = tile(0).parentElement as HTMLElement;
      expect(between).not.toBe(tile(0));
      for (const target of [between, surface]) {
        // Under the host's pause, nothing starts.
        game.pause();
        target.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true }));
        target.dispatchEvent(new MouseEvent('click', { bubbles: true, detail: 1 }));
        expect(lastStatus()).toMatch(/^Paused · Ready/);
        game.start();
        expect({ how, target: target === surface ? 'board' : 'between tiles', status: lastStatus() }).toEqual({ how, target: target === surface ? 'board' : 'between tiles', status: expect.stringMatching(/^Ready · /) });
        const down = new MouseEvent('pointerdown', { bubbles: true });
        Object.defineProperty(down, 'pointerType', { value: how });
        target.dispatchEvent(down);
        target.dispatchEvent(new MouseEvent('click', { bubbles: true, detail: 1 }));
        expect({ how, target: target === surface ? 'board' : 'between tiles', status: lastStatus() }).toEqual({ how, target: target === surface ? 'board' : 'between tiles', status: expect.stringMatching(/^Board 1 · Remember the tiles/) });
        // Playing, a press between the tiles does nothing (no pick, no restart).
        jest.advanceTimersByTime(4000);
        const playing = lastStatus();
        target.dispatchEvent(new MouseEvent('click', { bubbles: true, detail: 1 }));
        expect(lastStatus()).toBe(playing);
        game.reset();
      }
      expect(onJudged).not.toHaveBeenCalled();
      game.destroy();
    }
  });

  it('before the first start, a click on an element of the host\'s put inside the game\'s element (its button, its text field) is the host\'s: nothing starts; a click on the game\'s room around the board still starts it', () => {
    const { game, lastStatus } = play();
    const hostButton = document.createElement('button');
    const hostField = document.createElement('input');
    surface.append(hostButton, hostField);
    for (const target of [hostButton, hostField]) target.dispatchEvent(new MouseEvent('click', { bubbles: true, detail: 1 }));
    const afterHost = lastStatus();
    surface.dispatchEvent(new MouseEvent('click', { bubbles: true, detail: 1 }));
    expect({ afterHost, afterGame: lastStatus() }).toEqual({ afterHost: expect.stringMatching(/^Ready · /), afterGame: expect.stringMatching(/^Board 1 · Remember the tiles/) });
    game.destroy();
  });

  it('keeps the focus on the board when a new size replaces the tiles', () => {
    const { game } = play();
    tile(3).focus();
    game.update({ ...values, size: 2 });
    expect(document.activeElement).toBe(tile(0));
    game.destroy();
  });

  it('empties the surface and removes every listener and timer on destroy', () => {
    const { added, removed } = spyOnListeners([document, window]);
    const { game, onStatus, onScore, onEnd, onJudged } = play();
    game.start();
    const kept = tile(0);
    game.destroy();
    game.destroy();
    expect(surface.childNodes).toHaveLength(0);
    expect(added.length).toBeGreaterThanOrEqual(1);
    expect(removed).toEqual(expect.arrayContaining(added));
    expect(jest.getTimerCount()).toBe(0);
    onStatus.mockClear();
    game.start();
    game.reset();
    game.update(values);
    kept.click();
    document.dispatchEvent(new Event('visibilitychange'));
    jest.advanceTimersByTime(10000);
    for (const callback of [onStatus, onScore, onEnd, onJudged]) expect(callback).not.toHaveBeenCalled();
    expect(surface.childNodes).toHaveLength(0);
  });
});

describe('the canonical game (issue 37)', () => {
  const setHidden = (hidden: boolean) => {
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
    document.dispatchEvent(new Event('visibilitychange'));
  };
  const clearBoard = () => {
    for (const [, a, b] of pairsOf()) {
      tile(a).click();
      tile(b).click();
    }
  };

  it('focus lost: onPause and "Paused"; a tile pressed while paused or counting down does nothing; the countdown ends in onResume', () => {
    const onPause = jest.fn();
    const onResume = jest.fn();
    const { game, onJudged } = play({ onPause, onResume });
    startAndPeek(game);
    setHidden(true);
    expect(onPause).toHaveBeenCalledTimes(1);
    expect(surface.querySelector('p')?.textContent).toMatch(/^Paused/);
    const [[, a, b]] = pairsOf() as [[string, number, number]];
    tile(a).click();
    setHidden(false);
    tile(b).click();
    jest.advanceTimersByTime(2900);
    expect(onResume).not.toHaveBeenCalled();
    jest.advanceTimersByTime(100);
    expect(onResume).toHaveBeenCalledTimes(1);
    expect(onJudged).not.toHaveBeenCalled();
    game.pause();
    game.start();
    expect([onPause.mock.calls.length, onResume.mock.calls.length]).toEqual([2, 2]);
    game.destroy();
  });

  it('a restart says score 0 only when the score was not 0, never onEnd; R on the board restarts, Ctrl+R and Cmd+R do not', () => {
    const { game, onScore, onEnd } = play();
    game.reset();
    expect(onScore).not.toHaveBeenCalled();
    startAndPeek(game);
    const [[, a, b]] = pairsOf() as [[string, number, number]];
    tile(a).click();
    tile(b).click();
    expect(onScore.mock.calls).toEqual([[100]]);
    // Ctrl+R and Cmd+R are the browser's reload, not a restart (review 2 of 2026-11-29, K3).
    for (const modifier of [{ ctrlKey: true }, { metaKey: true }]) {
      const reload = new KeyboardEvent('keydown', { key: 'r', bubbles: true, cancelable: true, ...modifier });
      tile(0).dispatchEvent(reload);
      expect(reload.defaultPrevented).toBe(false);
    }
    expect(onScore.mock.calls).toEqual([[100]]);
    tile(0).dispatchEvent(new KeyboardEvent('keydown', { key: 'r', bubbles: true, cancelable: true }));
    expect(onScore.mock.calls).toEqual([[100], [0]]);
    expect(disabled().every((value) => value === 'true')).toBe(true);
    jest.advanceTimersByTime(3000);
    expect(disabled().every((value) => value === 'false')).toBe(true);
    expect(onEnd).not.toHaveBeenCalled();
    game.destroy();
  });

  // Review 63 (js-b-1): Chromium clicks a button on each repeated Enter keydown, so a held Enter picked its tile again
  // and again (after a miss it turned the pair back and began a new move on the same tile).
  it('takes a held Enter, Space or R as one press: their repeated keydowns are cancelled, the first is not', () => {
    const { game, onScore } = play();
    startAndPeek(game);
    for (const key of ['Enter', ' ', 'r']) {
      const first = new KeyboardEvent('keydown', { key: key === 'r' ? 'Tab' : key, bubbles: true, cancelable: true });
      tile(1).dispatchEvent(first);
      expect({ key, first: first.defaultPrevented }).toEqual({ key, first: false });
      const held = new KeyboardEvent('keydown', { key, repeat: true, bubbles: true, cancelable: true });
      tile(1).dispatchEvent(held);
      expect({ key, repeated: held.defaultPrevented }).toEqual({ key, repeated: true });
    }
    // A held R restarted nothing (the run's score stays as it was, no new 0).
    expect(onScore).not.toHaveBeenCalled();
    const arrow = new KeyboardEvent('keydown', { key: 'ArrowRight', repeat: true, bubbles: true, cancelable: true });
    tile(1).dispatchEvent(arrow);
    expect(arrow.defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(tile(2));
    game.destroy();
  });

  it('leaves Ctrl, Cmd and Alt with Space or Enter to the browser: a tile\'s own activation by them flips nothing (review 3 of 2026-11-29, L4)', () => {
    const { game, onJudged } = play();
    startAndPeek(game);
    for (const [key, modifier] of [[' ', { altKey: true }], ['Enter', { ctrlKey: true }], ['Enter', { metaKey: true }], [' ', { ctrlKey: true }]] as const) {
      const press = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...modifier });
      tile(1).dispatchEvent(press);
      expect(press.defaultPrevented).toBe(false);
      // The browser's activation of the focused button: a click with no pointer (detail 0).
      tile(1).click();
    }
    expect(onJudged).not.toHaveBeenCalled();
    tile(1).dispatchEvent(new KeyboardEvent('keydown', { key: ' ', bubbles: true, cancelable: true }));
    tile(1).click();
    expect(onJudged).toHaveBeenCalledTimes(1);
    game.destroy();
  });

  it('after a board is cleared, a press on it deals the next and picks nothing; no rule ends the run (onEnd never fires)', () => {
    const onClear = jest.fn();
    const { game, onEnd, onJudged } = play({ onClear });
    startAndPeek(game);
    clearBoard();
    expect(onClear).toHaveBeenCalledTimes(1);
    expect(onEnd).not.toHaveBeenCalled();
    const matches = onJudged.mock.calls.length;
    tile(0).click();
    expect(surface.querySelector('p')?.textContent).toMatch(/^Remember the tiles/);
    expect(onJudged.mock.calls.length).toBe(matches);
    expect(names().every((name) => !name?.endsWith('matched'))).toBe(true);
    game.destroy();
  });

  it("the host's pause() on a cleared board (between boards) pauses as mid-run: onPause, \"Paused\", no pick deals the next board until start(), which fires onResume", () => {
    const onPause = jest.fn();
    const onResume = jest.fn();
    const { game, lastStatus } = play({ onPause, onResume });
    startAndPeek(game);
    clearBoard();
    const header = () => surface.querySelector('p')?.textContent;
    expect(header()).toMatch(/^Cleared/);
    game.pause();
    expect(onPause).toHaveBeenCalledTimes(1);
    expect(header()).toMatch(/^Paused · Cleared/);
    expect(lastStatus()).toMatch(/^Paused · Board cleared in 8 moves: 3 stars · Score \d+ · streak \d+$/);
    expect(disabled().every((value) => value === 'true')).toBe(true);
    tile(0).click();
    tile(0).dispatchEvent(new KeyboardEvent('keydown', { key: 'r', bubbles: true, cancelable: true }));
    expect(header()).toMatch(/^Paused · Cleared/);
    game.start();
    expect(onResume).toHaveBeenCalledTimes(1);
    expect(lastStatus()).toMatch(/Pick a tile for the next board\.$/);
    tile(0).click();
    expect(header()).toMatch(/^Remember the tiles/);
    game.destroy();
  });

  it('nothing fires after destroy(), whatever is called', () => {
    const events = jest.fn();
    const { game } = play({ onPause: events, onResume: events, onStatus: events, onScore: events, onEnd: events, onJudged: events });
    startAndPeek(game);
    const [[, a, b]] = pairsOf() as [[string, number, number]];
    tile(a).click();
    tile(b).click();
    game.destroy();
    events.mockClear();
    game.reset();
    game.update({ size: 6 });
    game.start();
    game.pause();
    setHidden(true);
    setHidden(false);
    jest.advanceTimersByTime(5000);
    expect(events).not.toHaveBeenCalled();
  });
});
