// The board's geometry apart from its rules, so a page can draw the board without loading the model.

/**
 * The board in board units: seven bins, each one unit wide. Board physics runs on its own clock
 * with a fixed gravity; Gravity and Simulation Speed only set how fast that clock runs against
 * real time, so a drop takes fallSeconds(gravity, speed) whatever the board's size.
 */
export const board = {
  width: 7,
  height: 8.3,
  spawnY: 0.35,
  ballRadius: 0.12,
  pegRadius: 0.07,
  pegRows: 9,
  pegTop: 1.2,
  pegRowGap: 0.6,
  pegColumnGap: 0.7,
  binTop: 6.6,
  floorY: 8,
  dividerHalfWidth: 0.03,
  binScores: [10, 25, 50, 100, 50, 25, 10],
} as const;

export type Point = { readonly x: number; readonly y: number };

export const pegs: readonly (readonly Point[])[] = Array.from({ length: board.pegRows }, (_, row) => {
  const y = board.pegTop + row * board.pegRowGap;
  const offset = row % 2 === 0 ? board.pegColumnGap / 2 : board.pegColumnGap;
  const columns = Math.floor((board.width - offset) / board.pegColumnGap + 1e-9) + 1;
  return Array.from({ length: columns }, (_, column) => ({ x: offset + column * board.pegColumnGap, y }))
    .filter((peg) => peg.x < board.width - board.pegRadius);
});

/** x of each divider between two bins. */
export const dividers: readonly number[] = board.binScores.slice(1).map((_, index) => index + 1);

export function binOf(x: number): number {
  return Math.min(board.binScores.length - 1, Math.max(0, Math.floor(x)));
}
