import { board } from '@/lib/mechanics/physics-dropper/board';

/** Board units kept clear around the board, so edge pegs and balls are not cut off. */
export const boardMargin = 0.15;

/** The SVG viewBox of the board with its margin: the peg field and the particles share it. */
export const boardViewBox = `${-boardMargin} ${-boardMargin} ${board.width + 2 * boardMargin} ${board.height + 2 * boardMargin}`;

export type StageSize = { readonly width: number; readonly height: number };
/** Board units to stage pixels: x px = left + x × scale. */
export type StageFrame = { readonly scale: number; readonly left: number; readonly top: number };

/** Where the board sits on a stage: as large as fits, centred (what `preserveAspectRatio="xMidYMid meet"` does to the SVG). */
export function stageFrame({ width, height }: StageSize): StageFrame {
  const boxWidth = board.width + 2 * boardMargin;
  const boxHeight = board.height + 2 * boardMargin;
  const scale = Math.max(0, Math.min(width / boxWidth, height / boxHeight));
  return {
    scale,
    left: (width - boxWidth * scale) / 2 + boardMargin * scale,
    top: (height - boxHeight * scale) / 2 + boardMargin * scale,
  };
}

/**
 * Which ball each particle element shows (a ball id, or null for a hidden element). A ball keeps
 * its element until it scores; a new ball takes the first free element below `count`; a ball that
 * finds none waits (only after Density is lowered, while the board holds more balls than elements).
 */
export function assignSlots(slots: readonly (number | null)[], ballIds: readonly number[], count: number): (number | null)[] {
  const inPlay = new Set(ballIds);
  const shown = new Set<number>();
  const next = Array.from({ length: count }, (_, index) => {
    const id = slots[index];
    if (id === undefined || id === null || !inPlay.has(id) || shown.has(id)) return null;
    shown.add(id);
    return id;
  });
  for (const id of ballIds) {
    if (shown.has(id)) continue;
    const free = next.indexOf(null);
    if (free === -1) break;
    next[free] = id;
    shown.add(id);
  }
  return next;
}
