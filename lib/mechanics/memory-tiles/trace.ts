import { recordTrace, type GoldenTrace, type TraceFields, type TraceInput, type TraceScenario } from '../core/golden';
import { seededRandom } from '../core/random';
import { boardSeed, deal, MemoryModel, pairsOf, sideOf, type FlipOutcome, type TickEvent } from './model';
import type { MemoryTilesValues } from './params';

/**
 * MemoryTiles' golden scenarios: the default board, the smallest and shortest, the largest and
 * longest. Each plays two boards with scripted picks: a pick during the peek (ignored), a miss left
 * to turn back by itself, a miss cut short by a third pick, a pick of a matched tile (ignored), then
 * every pair; the second board (after `next`; a `next` before the board is cleared deals nothing) shows the shorter peek of the streak.
 * Inputs: `begin` (args []), `flip` (args [index]), `next` (args []). The clock is the step count
 * times dt, in ms (the model's play clock).
 */
const dt = 1 / 20;
const stepMs = dt * 1000;

export const memoryTilesScenarios: readonly TraceScenario[] = [
  scenario('default', 5, { size: 4, peek: 3, peekCut: 0.5, flipBack: 900 }),
  scenario('smallest', 2, { size: 2, peek: 0.5, peekCut: 0, flipBack: 250 }),
  scenario('largest', 13, { size: 6, peek: 10, peekCut: 2, flipBack: 3000 }),
  // Fourteen extra misses on the first board: one star, so the streak stays at zero.
  scenario('sloppy', 9, { size: 4, peek: 1, peekCut: 1, flipBack: 250 }, 14),
];

/** The tiles of a board by symbol: the two indices of each pair, in order of first appearance. */
function pairsOfBoard(values: MemoryTilesValues, seed: number, round: number): [number, number][] {
  const symbols = deal(pairsOf(sideOf(values.size)), seededRandom(boardSeed(seed >>> 0, round)));
  const bySymbol = new Map<number, number[]>();
  symbols.forEach((symbol, index) => bySymbol.set(symbol, [...(bySymbol.get(symbol) ?? []), index]));
  return [...bySymbol.values()].map(([a, b]) => [a ?? 0, b ?? 0]);
}

/** Steps (of dt) that cover `ms` with a step to spare. */
function stepsFor(ms: number): number {
  return Math.ceil(ms / stepMs) + 1;
}

function scenario(name: string, seed: number, values: MemoryTilesValues, extraMisses = 0): TraceScenario {
  const inputs: TraceInput[] = [];
  let step = 0;
  const add = (action: string, args: number[] = [], gap = 2) => {
    inputs.push({ step, action, args });
    step += gap;
  };
  const playBoard = (round: number, peekMs: number) => {
    const pairs = pairsOfBoard(values, seed, round);
    // A `next` before the board is cleared deals nothing.
    if (round === 1) add('next', [], 1);
    add('begin', [], 1);
    if (round === 1) add('next', [], 1);
    add('flip', [0], stepsFor(peekMs));
    if (pairs.length >= 2) {
      const [a, b] = pairs[0] as [number, number];
      const [c] = pairs[1] as [number, number];
      // A miss that turns back by itself after the Flip-Back Delay.
      add('flip', [a]);
      add('flip', [c], stepsFor(values.flipBack));
      // A miss cut short: the third pick turns it back at once and becomes the next first pick.
      add('flip', [c]);
      add('flip', [b]);
      add('flip', [a]);
      add('flip', [b]);
      // A matched tile is ignored.
      add('flip', [a]);
    }
    if (round === 1) {
      for (let miss = 0; miss < extraMisses; miss++) {
        const [a] = pairs[miss % pairs.length] as [number, number];
        const [c] = pairs[(miss + 1) % pairs.length] as [number, number];
        add('flip', [a]);
        add('flip', [c]);
      }
    }
    for (const [index, [first, second]] of pairs.entries()) {
      if (pairs.length >= 2 && index === 0) continue;
      add('flip', [first]);
      add('flip', [second]);
    }
  };
  playBoard(1, values.peek * 1000);
  add('next', [], 1);
  playBoard(2, values.peek * 1000);
  return { name, seed, values, dt, steps: step + 10, sampleEvery: 20, inputs };
}

/** Each tile as one letter: d face down, u face up, m matched. */
function tileLetters(model: MemoryModel): string {
  return model.tiles.map((tile) => (tile.matched ? 'm' : tile.faceUp ? 'u' : 'd')).join('');
}

function outcomeFields(outcome: FlipOutcome): TraceFields {
  switch (outcome.type) {
    case 'ignored':
      return { type: 'ignored' };
    case 'first':
      return { type: 'first', symbol: outcome.symbol };
    case 'miss':
      return { type: 'miss', first: outcome.symbols[0], second: outcome.symbols[1], moves: outcome.moves };
    case 'match':
      return {
        type: 'match',
        symbol: outcome.symbol,
        moves: outcome.moves,
        matchedPairs: outcome.matchedPairs,
        pairs: outcome.pairs,
        clearedStars: outcome.cleared?.stars ?? null,
        clearedStreak: outcome.cleared?.streak ?? null,
      };
  }
}

function tickFields(event: TickEvent): TraceFields {
  return event.type === 'peekOver' ? { type: 'peekOver' } : { type: 'flipBack', first: event.tiles[0], second: event.tiles[1] };
}

export function memoryTilesTrace(scenario: TraceScenario): GoldenTrace {
  const model = new MemoryModel(scenario.values as MemoryTilesValues, scenario.seed);
  let now = 0;
  return recordTrace('memory-tiles', scenario, {
    input(action, args) {
      if (action === 'begin') return [{ type: 'begin', begun: model.begin(now), peekLength: model.peekLength }];
      if (action === 'next') return [{ type: 'deal', dealt: model.nextBoard(), round: model.round, side: model.side }];
      if (action === 'flip') return [outcomeFields(model.flip(Number(args[0]), now))];
      throw new Error(`MemoryTiles has no input ${action}`);
    },
    step(seconds) {
      now += seconds * 1000;
      return model.tick(now).map(tickFields);
    },
    state: () => ({
      now,
      stage: model.stage,
      score: model.score,
      streak: model.streak,
      round: model.round,
      moves: model.moves,
      matchedPairs: model.matchedPairs,
      tiles: tileLetters(model),
    }),
  });
}

export const goldenTraces = (): GoldenTrace[] => memoryTilesScenarios.map(memoryTilesTrace);
