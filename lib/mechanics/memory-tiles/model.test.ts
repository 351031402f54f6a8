import { defaultValues } from '../core/params';
import { seededRandom } from '../core/random';
import {
  boardSeed,
  clearedText,
  deal,
  gradeStars,
  isMatch,
  MemoryModel,
  minPeekSeconds,
  nextStreak,
  pairsOf,
  peekSeconds,
  pointsPerPair,
  shuffle,
  sideOf,
  symbolNames,
} from './model';
import { memoryTilesParams, type MemoryTilesValues } from './params';

const defaults: MemoryTilesValues = defaultValues(memoryTilesParams);

function counts(symbols: readonly number[]): Map<number, number> {
  const seen = new Map<number, number>();
  for (const symbol of symbols) seen.set(symbol, (seen.get(symbol) ?? 0) + 1);
  return seen;
}

/** Index pairs of each symbol on the model's board. */
function pairsOn(model: MemoryModel): [number, number][] {
  const where = new Map<number, number[]>();
  model.tiles.forEach((tile, index) => where.set(tile.symbol, [...(where.get(tile.symbol) ?? []), index]));
  return [...where.values()].map(([a = -1, b = -1]) => [a, b]);
}

/** Two tiles that do not match. */
function missOn(model: MemoryModel): [number, number] {
  const first = model.tiles[0]?.symbol;
  const other = model.tiles.findIndex((tile) => tile.symbol !== first);
  return [0, other];
}

/** A model past its peek, at play-clock ms `at`. */
function playing(values: Partial<MemoryTilesValues> = {}, seed = 7): { model: MemoryModel; at: number } {
  const model = new MemoryModel({ ...defaults, ...values }, seed);
  model.begin(0);
  const at = model.peekLength * 1000;
  model.tick(at);
  return { model, at };
}

/** Clears the board with perfect play from play-clock `at`; returns the last outcome. */
function clearPerfectly(model: MemoryModel, at: number) {
  let last = model.flip(-1, at);
  for (const [a, b] of pairsOn(model)) {
    model.flip(a, at);
    last = model.flip(b, at);
  }
  return last;
}

describe('params', () => {
  it('offers only even board sides from 2 to 6 and sane defaults', () => {
    const size = memoryTilesParams.find((spec) => spec.key === 'size');
    expect(size).toMatchObject({ label: 'Board Size', min: 2, max: 6, step: 2, integer: true, defaultValue: 4 });
    expect(defaults).toEqual({ size: 4, peek: 3, peekCut: 0.5, flipBack: 900 });
    expect(new Set(memoryTilesParams.map((spec) => spec.label)).size).toBe(memoryTilesParams.length);
    for (const spec of memoryTilesParams) expect(spec.meaning).not.toMatch(/["'\\\n]/);
  });
});

describe('board shape', () => {
  it('maps Board Size to an even side from 2 to 6', () => {
    expect([2, 4, 6].map(sideOf)).toEqual([2, 4, 6]);
    expect([3, 5].map(sideOf)).toEqual([4, 6]);
    expect([0, -10, 1].map(sideOf)).toEqual([2, 2, 2]);
    expect([7, 100, Infinity].map(sideOf)).toEqual([6, 6, 4]);
    expect(sideOf(Number.NaN)).toBe(4);
  });

  it('always holds complete pairs', () => {
    expect([2, 4, 6].map(pairsOf)).toEqual([2, 8, 18]);
    for (const side of [2, 4, 6]) expect(Number.isInteger(pairsOf(side))).toBe(true);
  });

  it('has 18 distinct symbol words, enough for the 6×6 board', () => {
    expect(symbolNames).toHaveLength(18);
    expect(new Set(symbolNames).size).toBe(18);
    expect(pairsOf(6)).toBe(symbolNames.length);
  });
});

describe('dealing', () => {
  it('shuffles with Fisher–Yates: a permutation, the input untouched, deterministic for a seed', () => {
    const items = [1, 2, 3, 4, 5, 6, 7, 8];
    const once = shuffle(items, seededRandom(3));
    expect(items).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect([...once].sort((a, b) => a - b)).toEqual(items);
    expect(shuffle(items, seededRandom(3))).toEqual(once);
    expect(shuffle(items, seededRandom(4))).not.toEqual(once);
    expect(shuffle([], seededRandom(1))).toEqual([]);
  });

  it('puts every position anywhere about equally often', () => {
    const random = seededRandom(11);
    const firsts = [0, 0, 0, 0];
    for (let i = 0; i < 4000; i++) {
      const first = shuffle([0, 1, 2, 3], random)[0] ?? 0;
      firsts[first] = (firsts[first] ?? 0) + 1;
    }
    for (const count of firsts) expect(count).toBeGreaterThan(850);
  });

  it('deals each chosen symbol exactly twice, distinct symbols, for every board size', () => {
    for (const pairs of [2, 8, 18]) {
      for (let seed = 0; seed < 20; seed++) {
        const symbols = deal(pairs, seededRandom(seed));
        expect(symbols).toHaveLength(pairs * 2);
        const seen = counts(symbols);
        expect(seen.size).toBe(pairs);
        for (const [symbol, count] of seen) {
          expect(count).toBe(2);
          expect(symbolNames[symbol]).toBeDefined();
        }
      }
    }
  });

  it('keeps a deal within the symbol set', () => {
    expect(deal(100, seededRandom(1))).toHaveLength(36);
    expect(deal(0, seededRandom(1))).toHaveLength(2);
  });

  it('replays a deal for the same seed and varies it across seeds and rounds', () => {
    expect(deal(8, seededRandom(5))).toEqual(deal(8, seededRandom(5)));
    expect(deal(8, seededRandom(5))).not.toEqual(deal(8, seededRandom(6)));
    expect(boardSeed(5, 1)).toBe(5);
    expect(boardSeed(5, 2)).not.toBe(5);
    expect(boardSeed(5, 0)).toBe(5);
    expect(boardSeed(2 ** 32 - 1, 3)).toBeLessThan(2 ** 32);
  });

  it('matches tiles with the same symbol only', () => {
    expect(isMatch(3, 3)).toBe(true);
    expect(isMatch(3, 4)).toBe(false);
  });
});

describe('peek', () => {
  it('shortens by the reduction for each board of streak', () => {
    expect(peekSeconds(3, 0.5, 0)).toBe(3);
    expect(peekSeconds(3, 0.5, 1)).toBe(2.5);
    expect(peekSeconds(3, 0.5, 4)).toBe(1);
    expect(peekSeconds(3, 0.1, 3)).toBe(2.7);
  });

  it('never goes below the floor, and ignores negative input', () => {
    expect(minPeekSeconds).toBe(0.5);
    expect(peekSeconds(3, 0.5, 5)).toBe(0.5);
    expect(peekSeconds(3, 0.5, 50)).toBe(0.5);
    expect(peekSeconds(3, 2, 1000)).toBe(0.5);
    expect(peekSeconds(0, 0, 0)).toBe(0.5);
    expect(peekSeconds(3, -1, 2)).toBe(3);
    expect(peekSeconds(3, 1, -2)).toBe(3);
  });

  it('holds at the extremes of the parameters', () => {
    expect(peekSeconds(10, 0, 100)).toBe(10);
    expect(peekSeconds(0.5, 2, 0)).toBe(0.5);
    expect(peekSeconds(10, 2, 4)).toBe(2);
  });
});

describe('grade and streak', () => {
  it('gives three stars up to 1.5 moves a pair, two up to 2.5, else one', () => {
    expect(gradeStars(8, 8)).toBe(3);
    expect(gradeStars(12, 8)).toBe(3);
    expect(gradeStars(13, 8)).toBe(2);
    expect(gradeStars(20, 8)).toBe(2);
    expect(gradeStars(21, 8)).toBe(1);
    expect(gradeStars(3, 2)).toBe(3);
    expect(gradeStars(4, 2)).toBe(2);
    expect(gradeStars(5, 2)).toBe(2);
    expect(gradeStars(6, 2)).toBe(1);
    expect(gradeStars(27, 18)).toBe(3);
    expect(gradeStars(46, 18)).toBe(1);
  });

  it('grows the streak on two or three stars and ends it on one', () => {
    expect(nextStreak(0, 3)).toBe(1);
    expect(nextStreak(4, 2)).toBe(5);
    expect(nextStreak(4, 1)).toBe(0);
  });

  it('words the result', () => {
    expect(clearedText(12, 3)).toBe('Board cleared in 12 moves: 3 stars');
    expect(clearedText(1, 1)).toBe('Board cleared in 1 move: 1 star');
  });
});

describe('MemoryModel', () => {
  it('deals face down, then shows every tile for the peek and turns them down at its end exactly', () => {
    const model = new MemoryModel(defaults, 7);
    expect(model.stage).toBe('dealt');
    expect(model.side).toBe(4);
    expect(model.tiles.map((tile) => tile.symbol)).toEqual(deal(8, seededRandom(7)));
    expect(model.tiles.every((tile) => !tile.faceUp)).toBe(true);
    expect(model.nextDeadline()).toBeNull();
    expect(model.begin(1000)).toBe(true);
    expect(model.begin(2000)).toBe(false);
    expect(model.stage).toBe('peek');
    expect(model.peekLength).toBe(3);
    expect(model.tiles.every((tile) => tile.faceUp)).toBe(true);
    expect(model.nextDeadline()).toBe(4000);
    expect(model.flip(0, 3999)).toEqual({ type: 'ignored' });
    expect(model.tick(3999)).toEqual([]);
    expect(model.stage).toBe('peek');
    expect(model.tick(4000)).toEqual([{ type: 'peekOver' }]);
    expect(model.stage).toBe('play');
    expect(model.tiles.every((tile) => !tile.faceUp)).toBe(true);
    expect(model.nextDeadline()).toBeNull();
  });

  it('ignores picks before the peek, off the board, of the tile already up and of matched tiles', () => {
    const fresh = new MemoryModel(defaults, 7);
    expect(fresh.flip(0, 0)).toEqual({ type: 'ignored' });
    const { model, at } = playing();
    expect(model.flip(-1, at)).toEqual({ type: 'ignored' });
    expect(model.flip(16, at)).toEqual({ type: 'ignored' });
    const [[a, b] = [0, 0]] = pairsOn(model);
    expect(model.flip(a, at).type).toBe('first');
    expect(model.flip(a, at)).toEqual({ type: 'ignored' });
    expect(model.moves).toBe(0);
    expect(model.flip(b, at).type).toBe('match');
    expect(model.flip(a, at)).toEqual({ type: 'ignored' });
    expect(model.flip(b, at)).toEqual({ type: 'ignored' });
    expect(model.moves).toBe(1);
  });

  it('keeps a match face up, counts the move and scores the pair', () => {
    const { model, at } = playing();
    const [[a, b] = [0, 0]] = pairsOn(model);
    const symbol = model.symbolAt(a);
    expect(model.flip(a, at)).toEqual({ type: 'first', symbol });
    expect(model.last).toEqual({ type: 'first', symbol });
    expect(model.flip(b, at)).toEqual({ type: 'match', symbol, moves: 1, matchedPairs: 1, pairs: 8, cleared: null });
    expect(model.tiles[a]).toMatchObject({ faceUp: true, matched: true });
    expect(model.tiles[b]).toMatchObject({ faceUp: true, matched: true });
    expect(model.score).toBe(pointsPerPair);
    expect(model.last).toEqual({ type: 'match', symbol });
    expect(model.tick(at + 100000)).toEqual([]);
    expect(model.tiles[a]?.faceUp).toBe(true);
  });

  it('turns a miss back exactly when the Flip-Back Delay is over', () => {
    const { model, at } = playing({ flipBack: 900 });
    const [a, b] = missOn(model);
    model.flip(a, at);
    const miss = model.flip(b, at);
    expect(miss).toEqual({ type: 'miss', symbols: [model.symbolAt(a), model.symbolAt(b)], moves: 1 });
    expect(model.score).toBe(0);
    expect(model.nextDeadline()).toBe(at + 900);
    expect(model.tick(at + 899)).toEqual([]);
    expect(model.tiles[a]?.faceUp).toBe(true);
    expect(model.tiles[b]?.faceUp).toBe(true);
    expect(model.tick(at + 900)).toEqual([{ type: 'flipBack', tiles: [a, b] }]);
    expect(model.tiles[a]?.faceUp).toBe(false);
    expect(model.tiles[b]?.faceUp).toBe(false);
    expect(model.nextDeadline()).toBeNull();
  });

  it('turns a miss back at once when a third tile is picked during the delay, and flips that tile', () => {
    const { model, at } = playing();
    const [a, b] = missOn(model);
    const third = model.tiles.findIndex((_, index) => index !== a && index !== b);
    model.flip(a, at);
    model.flip(b, at);
    expect(model.flip(third, at + 10)).toEqual({ type: 'first', symbol: model.symbolAt(third) });
    expect(model.tiles[a]?.faceUp).toBe(false);
    expect(model.tiles[b]?.faceUp).toBe(false);
    expect(model.tiles[third]?.faceUp).toBe(true);
    expect(model.nextDeadline()).toBeNull();
    expect(model.moves).toBe(1);
  });

  it('leaves a miss face up when a matched tile is picked during the delay: only a tile not yet matched turns it back, as Flip-Back Delay\'s meaning says (review 65, godot-b)', () => {
    const { model, at } = playing({ flipBack: 900 });
    const [[c, d] = [0, 0]] = pairsOn(model);
    model.flip(c, at);
    model.flip(d, at);
    const a = model.tiles.findIndex((tile) => !tile.matched);
    const b = model.tiles.findIndex((tile) => !tile.matched && tile.symbol !== model.tiles[a]?.symbol);
    model.flip(a, at);
    model.flip(b, at);
    expect(model.flip(c, at + 10)).toEqual({ type: 'ignored' });
    expect(model.tiles[a]?.faceUp).toBe(true);
    expect(model.tiles[b]?.faceUp).toBe(true);
    expect(model.nextDeadline()).toBe(at + 900);
  });

  it('lets a tile of the missed pair be picked again at once as the next first flip', () => {
    const { model, at } = playing();
    const [a, b] = missOn(model);
    model.flip(a, at);
    model.flip(b, at);
    expect(model.flip(b, at + 1).type).toBe('first');
    expect(model.tiles[a]?.faceUp).toBe(false);
    expect(model.tiles[b]?.faceUp).toBe(true);
  });

  it('settles an overdue miss before a pick even without a tick', () => {
    const { model, at } = playing({ flipBack: 250 });
    const [a, b] = missOn(model);
    model.flip(a, at);
    model.flip(b, at);
    const partner = model.tiles.findIndex((tile, index) => index !== a && tile.symbol === model.tiles[a]?.symbol);
    expect(model.flip(a, at + 5000).type).toBe('first');
    expect(model.flip(partner, at + 5000).type).toBe('match');
  });

  it('clears the board, grades it, extends the streak and shortens the next peek', () => {
    const { model, at } = playing({ peek: 3, peekCut: 0.5 });
    const last = clearPerfectly(model, at);
    expect(last).toMatchObject({ type: 'match', matchedPairs: 8, pairs: 8, moves: 8, cleared: { moves: 8, pairs: 8, stars: 3, streak: 1 } });
    expect(model.stage).toBe('cleared');
    expect(model.score).toBe(800);
    expect(model.flip(0, at)).toEqual({ type: 'ignored' });
    expect(model.nextBoard()).toBe(true);
    expect(model.round).toBe(2);
    expect(model.stage).toBe('dealt');
    expect(model.moves).toBe(0);
    expect(model.matchedPairs).toBe(0);
    expect(model.score).toBe(800);
    expect(model.tiles.map((tile) => tile.symbol)).toEqual(deal(8, seededRandom(boardSeed(7, 2))));
    model.begin(0);
    expect(model.peekLength).toBe(2.5);
  });

  // Review 58 (js-b-2): nextBoard() before begin() skipped board 1, and mid-board it dropped the board ungraded.
  it('deals the next board only once a board is cleared: before begin(), in the peek and mid-board it deals nothing', () => {
    const model = new MemoryModel(defaults, 7);
    const first = model.tiles.map((tile) => tile.symbol);
    expect(model.nextBoard()).toBe(false);
    expect([model.round, model.stage]).toEqual([1, 'dealt']);
    model.begin(0);
    expect(model.nextBoard()).toBe(false);
    expect([model.round, model.stage]).toEqual([1, 'peek']);
    model.tick(5000);
    model.flip(0, 5000);
    expect(model.nextBoard()).toBe(false);
    expect([model.round, model.stage, model.moves]).toEqual([1, 'play', 0]);
    expect(model.tiles.map((tile) => tile.symbol)).toEqual(first);
  });

  it('ends the streak on a one-star board', () => {
    const { model, at } = playing({ size: 2 });
    model.streak = 3;
    const [[a, b] = [0, 0], [c, d] = [0, 0]] = pairsOn(model);
    for (let i = 0; i < 4; i++) {
      model.flip(a, at);
      model.flip(c, at);
    }
    model.flip(a, at);
    model.flip(b, at);
    const last = model.flip(c, at);
    expect(last.type).toBe('first');
    expect(model.flip(d, at)).toMatchObject({ cleared: { moves: 6, stars: 1, streak: 0 } });
    expect(model.streak).toBe(0);
  });

  it('replays the same game for the same seed and calls', () => {
    const run = () => {
      const { model, at } = playing({}, 42);
      const outcomes = [0, 1, 2, 3, 4, 5, 6, 7].map((index, step) => model.flip(index, at + step * 1000));
      return { outcomes, score: model.score, tiles: model.tiles.map((tile) => ({ ...tile })) };
    };
    expect(run()).toEqual(run());
  });

  it('deals a new board of a new Board Size at once, unseen or mid-board (score, streak and round kept); other values wait for their moment', () => {
    const model = new MemoryModel(defaults, 3);
    expect(model.update({ ...defaults, size: 6 })).toBe(true);
    expect(model.tiles).toHaveLength(36);
    expect(model.update({ ...defaults, size: 6, peek: 5 })).toBe(false);
    model.begin(0);
    expect(model.peekLength).toBe(5);
    model.tick(5000);
    expect(model.update({ size: 2 })).toBe(true);
    expect([model.tiles.length, model.stage, model.round, model.moves]).toEqual([4, 'dealt', 1, 0]);
    model.begin(5000);
    model.tick(10_000);
    clearPerfectly(model, 10_000);
    const score = model.score;
    expect(model.update({ size: 4 })).toBe(true);
    expect([model.tiles.length, model.score]).toEqual([16, score]);
  });

  it('resets to the first board with no score or streak; a new seed deals a new board', () => {
    const { model, at } = playing({}, 9);
    clearPerfectly(model, at);
    model.nextBoard();
    model.reset();
    expect({ round: model.round, score: model.score, streak: model.streak, stage: model.stage }).toEqual({ round: 1, score: 0, streak: 0, stage: 'dealt' });
    expect(model.tiles.map((tile) => tile.symbol)).toEqual(deal(8, seededRandom(9)));
    model.reset(10);
    expect(model.tiles.map((tile) => tile.symbol)).toEqual(deal(8, seededRandom(10)));
  });

  it('plays every board size at the extremes of the other parameters', () => {
    for (const spec of memoryTilesParams) {
      for (const value of [spec.min, spec.max]) {
        const values = { ...defaults, [spec.key]: value };
        const { model, at } = playing(values, 5);
        expect(model.peekLength).toBeGreaterThanOrEqual(minPeekSeconds);
        expect(model.peekLength).toBeLessThanOrEqual(10);
        const [a, b] = missOn(model);
        model.flip(a, at);
        model.flip(b, at);
        expect(model.nextDeadline()).toBe(at + values.flipBack);
        model.tick(at + values.flipBack);
        const last = clearPerfectly(model, at + values.flipBack);
        expect(model.stage).toBe('cleared');
        expect(last).toMatchObject({ type: 'match', matchedPairs: model.pairs });
        expect(model.score).toBe(model.pairs * pointsPerPair);
      }
    }
  });
});
