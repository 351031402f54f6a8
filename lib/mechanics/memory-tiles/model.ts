import { seededRandom, type Random } from '../core/random';
import { updateValues } from '../core/kit-values';
import type { Settings } from '../core/params';
import { memoryTilesParams, type MemoryTilesKey, type MemoryTilesValues } from './params';

/**
 * The tile faces, one word each: the word is in the tile's accessible name while it is face up
 * ("Row 1, column 2: star"; "face down" otherwise) and is what the status line says. A 6×6 board deals 18 pairs, so there are exactly 18 and every board's pairs are distinct.
 */
export const symbolNames = [
  'star',
  'heart',
  'moon',
  'drop',
  'bolt',
  'leaf',
  'circle',
  'square',
  'triangle',
  'diamond',
  'plus',
  'ring',
  'arrow',
  'hexagon',
  'cloud',
  'flag',
  'crown',
  'house',
] as const;

export type SymbolName = (typeof symbolNames)[number];

/** Smallest and largest side of the square board; sides are even so the tiles always pair up. */
export const minSide = 2;
export const maxSide = 6;
/** The peek never gets shorter than this, however long the streak. */
export const minPeekSeconds = 0.5;
/** Points for each matched pair. */
export const pointsPerPair = 100;
/** A board cleared with at least this many stars extends the streak; fewer stars end it. */
export const streakStars = 2;

/** The board's side for a Board Size value: the nearest even number from 2 to 6 (4 for nonsense). */
export function sideOf(boardSize: number): number {
  if (!Number.isFinite(boardSize)) return 4;
  return Math.min(maxSide, Math.max(minSide, 2 * Math.round(boardSize / 2)));
}

/** Pairs on a square board of that side: side × side ÷ 2. */
export function pairsOf(side: number): number {
  return (side * side) / 2;
}

/** Fisher–Yates: a new array holding the items in a uniformly random order drawn from `random`. */
export function shuffle<T>(items: readonly T[], random: Random): T[] {
  const result = [...items];
  for (let i = result.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    const item = result[i] as T;
    result[i] = result[j] as T;
    result[j] = item;
  }
  return result;
}

/**
 * Deals a board of `pairs` pairs (kept to 1 to 18, the symbols there are): picks that many distinct symbols (indices into symbolNames),
 * puts each in twice and shuffles. The result always has every symbol exactly twice.
 */
export function deal(pairs: number, random: Random): number[] {
  const count = Math.min(Math.max(Math.floor(pairs), 1), symbolNames.length);
  const chosen = shuffle(
    symbolNames.map((_, index) => index),
    random,
  ).slice(0, count);
  return shuffle([...chosen, ...chosen], random);
}

/** The seed a round's board is dealt from: round 1 uses the game's seed itself. */
export function boardSeed(seed: number, round: number): number {
  return (seed + Math.imul(Math.max(round, 1) - 1, 0x9e3779b9)) >>> 0;
}

/** Two tiles match when they show the same symbol. */
export function isMatch(first: number, second: number): boolean {
  return first === second;
}

/** Seconds the tiles show at the start of a board: the Peek Time less the reduction per streak, never below the floor. */
export function peekSeconds(base: number, reduction: number, streak: number): number {
  const seconds = base - Math.max(reduction, 0) * Math.max(streak, 0);
  return Number(Math.max(minPeekSeconds, seconds).toFixed(2));
}

export type Stars = 1 | 2 | 3;

/** The grade of a cleared board: up to 1.5 moves a pair is three stars, up to 2.5 a pair two, else one. */
export function gradeStars(moves: number, pairs: number): Stars {
  if (moves <= 1.5 * pairs) return 3;
  if (moves <= 2.5 * pairs) return 2;
  return 1;
}

/** The streak after a board cleared with `stars`: one longer for two or three stars, back to zero for one. */
export function nextStreak(streak: number, stars: Stars): number {
  return stars >= streakStars ? streak + 1 : 0;
}

/** "Board cleared in 12 moves: 3 stars" */
export function clearedText(moves: number, stars: Stars): string {
  return `Board cleared in ${moves} ${moves === 1 ? 'move' : 'moves'}: ${stars} ${stars === 1 ? 'star' : 'stars'}`;
}

export type Tile = {
  /** Index into symbolNames. */
  readonly symbol: number;
  faceUp: boolean;
  matched: boolean;
};

/**
 * dealt: face down, waiting for play to start; peek: every tile face up for the peek;
 * play: turning pairs; cleared: every pair matched, waiting for the next board.
 */
export type Stage = 'dealt' | 'peek' | 'play' | 'cleared';

/** How a cleared board went. */
export type BoardResult = { readonly moves: number; readonly pairs: number; readonly stars: Stars; readonly streak: number };

/** What the last turn did, for the status line. */
export type Judgement =
  | { readonly type: 'first'; readonly symbol: SymbolName }
  | { readonly type: 'match'; readonly symbol: SymbolName }
  | { readonly type: 'miss'; readonly symbols: readonly [SymbolName, SymbolName] };

export type FlipOutcome =
  | { readonly type: 'ignored' }
  | { readonly type: 'first'; readonly symbol: SymbolName }
  | {
      readonly type: 'match';
      readonly symbol: SymbolName;
      readonly moves: number;
      readonly matchedPairs: number;
      readonly pairs: number;
      /** Set when this match cleared the board. */
      readonly cleared: BoardResult | null;
    }
  | { readonly type: 'miss'; readonly symbols: readonly [SymbolName, SymbolName]; readonly moves: number };

export type TickEvent = { readonly type: 'peekOver' } | { readonly type: 'flipBack'; readonly tiles: readonly [number, number] };

function nameOf(symbol: number): SymbolName {
  return symbolNames[symbol] ?? symbolNames[0];
}

/** A read-out of a MemoryTiles board: the numbers a HUD shows and each tile's face (not a save: there is no restore). */
export type MemorySnapshot = {
  readonly round: number;
  readonly side: number;
  readonly stage: Stage;
  readonly score: number;
  readonly streak: number;
  readonly moves: number;
  readonly matchedPairs: number;
  readonly pairs: number;
  readonly peekLength: number;
  readonly last: Judgement | null;
  readonly result: BoardResult | null;
  /** Row by row from the top left: each tile's symbol and whether it is face up or matched. */
  readonly tiles: readonly { readonly symbol: SymbolName; readonly faceUp: boolean; readonly matched: boolean }[];
};

/**
 * The game without a screen. Time is the play clock in ms, passed in by the caller (it stands still
 * while the game is paused); the same seed and the same calls give the same game.
 *
 * Rules: a board starts dealt face down; begin() shows every tile for the peek, after which they
 * turn face down. A move is a pair of flips. A match stays face up; a miss turns back after the
 * Flip-Back Delay, or at once when a tile not yet matched is picked first (that tile then becomes the first
 * flip of the next move). Picks during the peek, of a matched tile or of the move's first tile again
 * are ignored (either tile of a miss can be picked again at once). Clearing the board grades it and extends or ends the streak, which shortens the next peek.
 */
export class MemoryModel {
  values: MemoryTilesValues;
  seed: number;
  round = 1;
  /** Points over every board since the last reset. */
  score = 0;
  /** Boards cleared in a row with at least two stars. */
  streak = 0;
  side = 4;
  tiles: Tile[] = [];
  stage: Stage = 'dealt';
  moves = 0;
  matchedPairs = 0;
  last: Judgement | null = null;
  /** Set while the board is cleared. */
  result: BoardResult | null = null;
  /** Play-clock ms when the peek ends (during the peek). */
  peekUntil: number | null = null;
  /** The peek length of the current board, in seconds. */
  peekLength = 0;
  private firstPick: number | null = null;
  private missed: { first: number; second: number; until: number } | null = null;

  constructor(values: MemoryTilesValues, seed = 1) {
    this.values = values;
    this.seed = seed >>> 0;
    this.dealBoard();
  }

  get pairs(): number {
    return this.tiles.length / 2;
  }

  symbolAt(index: number): SymbolName | null {
    const tile = this.tiles[index];
    return tile ? nameOf(tile.symbol) : null;
  }

  /** A read-out of the board for drawing or debugging: its numbers and each tile's face (not a save: the seed's deals are not in it, and there is no restore). */
  snapshot(): MemorySnapshot {
    const { round, side, stage, score, streak, moves, matchedPairs, pairs, peekLength, last, result } = this;
    const tiles = this.tiles.map((tile) => ({ symbol: nameOf(tile.symbol), faceUp: tile.faceUp, matched: tile.matched }));
    return { round, side, stage, score, streak, moves, matchedPairs, pairs, peekLength, last, result, tiles };
  }

  /** Back to the first board: score and streak zero; a new seed deals a different first board; left out or null, the same seed again. */
  reset(seed?: number | null): void {
    this.seed = (seed ?? this.seed) >>> 0;
    this.round = 1;
    this.score = 0;
    this.streak = 0;
    this.dealBoard();
  }

  /** Deals the next round's board with the current values once a board is cleared; false, dealing nothing, before that. */
  nextBoard(): boolean {
    if (this.stage !== 'cleared') return false;
    this.round += 1;
    this.dealBoard();
    return true;
  }

  /**
   * New settings: any subset, each number clamped and snapped to its range; a missing one (or one that is no number, with a warning) keeps its current value. The
   * Flip-Back Delay counts from the next miss, Peek Time from the next peek; a new Board Size deals a new board of
   * that size at once (same round, score and streak kept; it waits for begin()). Returns whether it dealt.
   */
  update(values: Settings<MemoryTilesKey> | null): boolean {
    const next = updateValues(memoryTilesParams, this.values, values, 'MemoryTiles');
    this.values = next;
    if (sideOf(next.size) !== this.side) {
      this.dealBoard();
      return true;
    }
    return false;
  }

  /** Starts the peek of a dealt board at `now`; false when the board has already begun. */
  begin(now: number): boolean {
    if (this.stage !== 'dealt') return false;
    this.stage = 'peek';
    this.peekLength = peekSeconds(this.values.peek, this.values.peekCut, this.streak);
    this.peekUntil = now + this.peekLength * 1000;
    for (const tile of this.tiles) tile.faceUp = true;
    return true;
  }

  /** The next play-clock ms at which tick() has something to do, or null. */
  nextDeadline(): number | null {
    if (this.stage === 'peek') return this.peekUntil;
    return this.missed?.until ?? null;
  }

  /** Ends the peek and turns a miss back once their time has come. */
  tick(now: number): TickEvent[] {
    const events: TickEvent[] = [];
    if (this.stage === 'peek' && this.peekUntil !== null && now >= this.peekUntil) {
      for (const tile of this.tiles) tile.faceUp = false;
      this.stage = 'play';
      this.peekUntil = null;
      events.push({ type: 'peekOver' });
    }
    if (this.missed && now >= this.missed.until) events.push(this.turnBack(this.missed));
    return events;
  }

  /** Picks the tile at `index` at play-clock `now`. */
  flip(index: number, now: number): FlipOutcome {
    this.tick(now);
    const tile = this.tiles[index];
    if (this.stage !== 'play' || !tile || tile.matched) return { type: 'ignored' };
    // A pick during the Flip-Back Delay turns the miss back first, so either tile of it can be picked again.
    if (this.missed) this.turnBack(this.missed);
    if (tile.faceUp) return { type: 'ignored' };
    tile.faceUp = true;
    const symbol = nameOf(tile.symbol);

    const firstIndex = this.firstPick;
    const first = firstIndex === null ? undefined : this.tiles[firstIndex];
    if (firstIndex === null || !first) {
      this.firstPick = index;
      this.last = { type: 'first', symbol };
      return { type: 'first', symbol };
    }

    this.firstPick = null;
    this.moves += 1;
    if (isMatch(first.symbol, tile.symbol)) {
      first.matched = true;
      tile.matched = true;
      this.matchedPairs += 1;
      this.score += pointsPerPair;
      this.last = { type: 'match', symbol };
      const cleared = this.matchedPairs === this.pairs ? this.clear() : null;
      return { type: 'match', symbol, moves: this.moves, matchedPairs: this.matchedPairs, pairs: this.pairs, cleared };
    }
    const symbols = [nameOf(first.symbol), symbol] as const;
    this.missed = { first: firstIndex, second: index, until: now + this.values.flipBack };
    this.last = { type: 'miss', symbols };
    return { type: 'miss', symbols, moves: this.moves };
  }

  private clear(): BoardResult {
    const stars = gradeStars(this.moves, this.pairs);
    this.streak = nextStreak(this.streak, stars);
    this.stage = 'cleared';
    this.result = { moves: this.moves, pairs: this.pairs, stars, streak: this.streak };
    return this.result;
  }

  private turnBack(missed: { first: number; second: number }): TickEvent {
    this.missed = null;
    for (const index of [missed.first, missed.second]) {
      const tile = this.tiles[index];
      if (tile) tile.faceUp = false;
    }
    return { type: 'flipBack', tiles: [missed.first, missed.second] };
  }

  private dealBoard(): void {
    this.side = sideOf(this.values.size);
    const symbols = deal(pairsOf(this.side), seededRandom(boardSeed(this.seed, this.round)));
    this.tiles = symbols.map((symbol) => ({ symbol, faceUp: false, matched: false }));
    this.stage = 'dealt';
    this.moves = 0;
    this.matchedPairs = 0;
    this.last = null;
    this.result = null;
    this.peekUntil = null;
    this.peekLength = 0;
    this.firstPick = null;
    this.missed = null;
  }
}
