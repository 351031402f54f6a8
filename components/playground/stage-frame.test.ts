import { board } from '@/lib/mechanics/physics-dropper/board';
import { assignSlots, boardMargin, boardViewBox, stageFrame } from './stage-frame';

describe('stageFrame', () => {
  it('fits the board by height on a wide stage and centres it', () => {
    const frame = stageFrame({ width: 800, height: 450 });
    expect(frame.scale).toBeCloseTo(450 / (board.height + 2 * boardMargin));
    expect(frame.top).toBeCloseTo(boardMargin * frame.scale);
    const boardLeft = frame.left;
    const boardRight = 800 - (frame.left + board.width * frame.scale);
    expect(boardLeft).toBeCloseTo(boardRight);
  });

  it('fits the board by width on a narrow stage and centres it', () => {
    const frame = stageFrame({ width: 300, height: 600 });
    expect(frame.scale).toBeCloseTo(300 / (board.width + 2 * boardMargin));
    expect(frame.left).toBeCloseTo(boardMargin * frame.scale);
    expect(frame.top).toBeCloseTo(600 - (frame.top + board.height * frame.scale));
  });

  it('matches the viewBox the peg field draws with', () => {
    const [minX, minY, width, height] = boardViewBox.split(' ').map(Number);
    expect([minX, minY]).toEqual([-boardMargin, -boardMargin]);
    expect(width).toBeCloseTo(board.width + 2 * boardMargin);
    expect(height).toBeCloseTo(board.height + 2 * boardMargin);
  });

  it('is empty on an empty stage', () => {
    expect(stageFrame({ width: 0, height: 0 }).scale).toBe(0);
  });
});

describe('assignSlots', () => {
  it('gives new balls the first free elements', () => {
    expect(assignSlots([null, null, null], [4, 7], 3)).toEqual([4, 7, null]);
  });

  it('keeps a ball on its element and frees the elements of scored balls', () => {
    expect(assignSlots([4, 7, 9], [7, 9, 10], 3)).toEqual([10, 7, 9]);
  });

  it('grows and shrinks with the count; a ball without an element waits for one', () => {
    expect(assignSlots([1, 2], [1, 2, 3], 3)).toEqual([1, 2, 3]);
    expect(assignSlots([1, 2, 3], [1, 2, 3], 2)).toEqual([1, 2]);
    expect(assignSlots([1, 2], [2, 3, 4], 2)).toEqual([3, 2]);
  });

  it('shows each ball once', () => {
    const slots = assignSlots([5, null, 5], [5, 6], 3);
    expect(slots.filter((id) => id === 5)).toHaveLength(1);
    expect(slots).toContain(6);
  });
});
