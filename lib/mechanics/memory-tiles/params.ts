import { defineParams, type KeyOf, type Values } from '../core/params';

/**
 * MemoryTiles' four settings. The board is square with an even side (2, 4 or 6 tiles), so every
 * board holds complete pairs: an odd side (3×3, 5×5) would leave one tile without a partner, and a
 * step-2 slider can only ever offer the sizes that work.
 */
export const memoryTilesParams = defineParams([
  {
    key: 'size',
    label: 'Board Size',
    min: 2,
    max: 6,
    step: 2,
    unit: '',
    defaultValue: 4,
    integer: true,
    meaning: 'Tiles along each side of the square board: 2, 4 or 6, which deals 2, 8 or 18 pairs (odd sides could not hold complete pairs).',
  },
  {
    key: 'peek',
    label: 'Peek Time',
    min: 0.5,
    max: 10,
    step: 0.5,
    unit: 's',
    defaultValue: 3,
    integer: false,
    meaning: 'Seconds every tile is shown face up at the start of a board before they all turn face down, while the streak is zero.',
  },
  {
    key: 'peekCut',
    label: 'Peek Reduction',
    min: 0,
    max: 2,
    step: 0.1,
    unit: 's',
    defaultValue: 0.5,
    integer: false,
    meaning: 'Seconds taken off the peek for each board in the streak (boards cleared with two or three stars in a row), never below half a second.',
  },
  {
    key: 'flipBack',
    label: 'Flip-Back Delay',
    min: 250,
    max: 3000,
    step: 50,
    unit: 'ms',
    defaultValue: 900,
    integer: true,
    meaning: 'Milliseconds two tiles that do not match stay face up before they turn back; picking a tile not yet matched sooner turns them at once.',
  },
]);

export type MemoryTilesKey = KeyOf<typeof memoryTilesParams>;
export type MemoryTilesValues = Values<MemoryTilesKey>;
