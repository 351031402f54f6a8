/**
 * MemoryTiles's contract scenarios: scripted sessions every engine replays. scripts/record-scenarios.mjs plays
 * them on the TypeScript game and writes ./scenarios/expected.json with the events each fired.
 */
import type { Scenario, ScenarioStep } from '../core/contract';
import { script, standardSet } from '../core/scenario-parts';
import { seededRandom } from '../core/random';
import { boardSeed, deal, pairsOf, sideOf } from './model';
import { memoryTilesParams, type MemoryTilesValues } from './params';

const seed = 21;
/** A short peek and flip-back, so scenarios stay short. */
const settings = { peek: 0.5, peekCut: 0, flipBack: 250 };
const values: MemoryTilesValues = { size: 4, peek: 0.5, peekCut: 0, flipBack: 250 };

/**
 * The order of picks on the board `round` dealt with `seed` (the first unless told): a miss, then every pair
 * matched (the first pair's tiles picked again after the miss turned back).
 */
function pickOrder(round = 1): number[] {
  const symbols = deal(pairsOf(sideOf(values.size)), seededRandom(boardSeed(seed, round)));
  const bySymbol = new Map<number, number[]>();
  symbols.forEach((symbol, index) => bySymbol.set(symbol, [...(bySymbol.get(symbol) ?? []), index]));
  const pairs = [...bySymbol.values()];
  const [first, second] = pairs;
  const miss = first && second ? [first[0]!, second[0]!] : [];
  return [...miss, ...pairs.flat()];
}

const order = pickOrder();
const pick = (frame: number, pointer: 'mouse' | 'touch', n: number): ScenarioStep[] => [
  { frame, do: 'press-on', pointer, target: `tile:${order[n % order.length]}` },
];
/** The peek ends half a second after start: picks from frame 40, ten frames apart. */
const picks = (from: number, count: number) => Array.from({ length: count }, (_, n) => from + n * 10);

export const scenarios: Scenario[] = [
  ...standardSet({
    seed,
    settings,
    pressOf: pick,
    play: picks(40, 6),
    playFrames: 140,
    ranges: memoryTilesParams.map((param) => [param.key, param.min, param.max] as const),
    partials: [{ flipBack: 600 }, { peek: 99, peekCut: -1 }],
    // No reachEnd: no rule ends a run (board-cleared below plays a board to its clearing and on into the next).
    timed: { presses: [0.7, 0.9, 1.1, 1.3, 1.5, 1.7], seconds: 2.5 },
  }),
  {
    name: 'board-cleared',
    proves:
      'A finger clears the board: cleared fires once with its stars, after the last pair’s score, and no ended; the next pick deals the next board and its peek, and the picks after it score on from the same total.',
    seed,
    settings,
    fps: 60,
    frames: 40 + order.length * 10 + 30 + 120,
    script: script(
      { frame: 0, do: 'start' },
      picks(40, order.length).flatMap((frame, n) => pick(frame, 'touch', n)),
      // The pick that deals board 2; its peek lasts 0.5 s (30 frames).
      pick(40 + order.length * 10 + 30, 'touch', 0),
      // Board 2's miss and first pairs.
      ...pickOrder(2)
        .slice(0, 6)
        .map((tile, n): ScenarioStep => ({ frame: 40 + order.length * 10 + 80 + n * 8, do: 'press-on', pointer: 'touch', target: `tile:${tile}` })),
    ),
  },
  {
    name: 'board-larger',
    proves: 'A larger Board Size mid-run deals a new 6 × 6 board at once: 36 tiles, each pickable.',
    seed,
    settings,
    fps: 60,
    frames: 200,
    script: script(
      { frame: 0, do: 'start' },
      pick(40, 'touch', 0),
      pick(50, 'touch', 1),
      { frame: 60, do: 'update', settings: { size: 6 } },
      { frame: 62, do: 'probe', read: 'tiles' },
      ...[20, 27, 35, 0].map((tile, n): ScenarioStep => ({ frame: 100 + n * 10, do: 'press-on', pointer: 'touch', target: `tile:${tile}` })),
      { frame: 150, do: 'probe', read: 'tiles' },
    ),
  },
  {
    name: 'board-smaller',
    proves: 'A smaller Board Size mid-run deals a new 2 × 2 board at once: 4 tiles, each pickable, and the board can be cleared.',
    seed,
    settings,
    fps: 60,
    frames: 200,
    script: script(
      { frame: 0, do: 'start' },
      pick(40, 'touch', 0),
      pick(50, 'touch', 1),
      { frame: 60, do: 'update', settings: { size: 2 } },
      { frame: 62, do: 'probe', read: 'tiles' },
      ...[0, 1, 2, 3, 0, 2, 1, 3, 0, 3].map((tile, n): ScenarioStep => ({ frame: 100 + n * 8, do: 'press-on', pointer: 'touch', target: `tile:${tile}` })),
      { frame: 190, do: 'probe', read: 'tiles' },
    ),
  },
];
