/** The data attribute where a running board lists its scored bins: `data-bins="3,2,4"`. */
export const binsAttribute = 'data-bins';
/** Enough bins to tell two runs apart; a long session does not grow the attribute without end. */
export const maxRecordedBins = 64;

/** The record with one more scored bin, until it holds maxRecordedBins. */
export function withBin(record: string, bin: number): string {
  if (record === '') return String(bin);
  if (record.split(',').length >= maxRecordedBins) return record;
  return `${record},${bin}`;
}

/**
 * What a host page passes as a game's `onLand` to keep the record on its own element (the game itself writes
 * no attribute on the host's element): a landing with a `bin` (PhysicsDropper) is recorded, any other ignored.
 */
export function recordLandings(element: Element): (landing: unknown) => void {
  return (landing) => {
    const bin = (landing as { bin?: unknown } | null)?.bin;
    if (typeof bin === 'number') recordBin(element, bin);
  };
}

/**
 * Writes each scored bin onto the element that shows the board, so two pages that play the same
 * values and seed can be compared from outside (a test, or a person in devtools).
 */
export function recordBin(element: Element, bin: number): void {
  element.setAttribute(binsAttribute, withBin(element.getAttribute(binsAttribute) ?? '', bin));
}

export function clearBins(element: Element): void {
  element.removeAttribute(binsAttribute);
}
