import { font, textWidths, wrappedText } from './canvas-paint';

/** A context that counts reads of its font (each read in a browser makes a new string) and measures by length. */
function countingContext() {
  let set = '';
  const counts = { fontReads: 0, measures: 0 };
  const context = {
    get font() {
      counts.fontReads++;
      return set;
    },
    set font(value: string) {
      set = value;
    },
    textBaseline: 'top',
    measureText: (text: string) => {
      counts.measures++;
      return { width: text.length * 10 };
    },
    fillText: () => undefined,
  } as unknown as CanvasRenderingContext2D;
  return { context, counts, current: () => set };
}

describe('the texts a frame draws read no font back from the canvas (review 9, J1: each read made a string)', () => {
  it('textWidths measures once per text and font, in the font it is given, and never reads context.font', () => {
    const { context, counts, current } = countingContext();
    const widths = textWidths();
    const bold = font(700, 20);
    for (let frame = 0; frame < 10; frame++) expect(widths(context, bold, 'Score 10')).toBe(80);
    expect(current()).toBe(bold);
    expect(counts).toEqual({ fontReads: 0, measures: 1 });
  });

  it('wrappedText sets its font each frame, splits again only when the text, font or width changes, and never reads context.font', () => {
    const { context, counts, current } = countingContext();
    const wrap = wrappedText();
    const small = font(500, 12);
    for (let frame = 0; frame < 10; frame++) wrap(context, small, 'Tap to play again', 0, 0, 100, 14);
    expect(current()).toBe(small);
    const splitOnce = counts.measures;
    wrap(context, font(500, 13), 'Tap to play again', 0, 0, 100, 14);
    expect(counts.measures).toBeGreaterThan(splitOnce);
    expect(counts.fontReads).toBe(0);
  });
});
