import { binsAttribute, clearBins, maxRecordedBins, recordBin, withBin } from './bins-record';
import { DropperModel } from './model';

describe('the scored-bins record', () => {
  it('lists bins in the order they scored', () => {
    expect(withBin('', 3)).toBe('3');
    expect(withBin('3', 0)).toBe('3,0');
    expect(withBin('3,0', 6)).toBe('3,0,6');
  });

  it('stops growing at maxRecordedBins', () => {
    let record = '';
    for (let i = 0; i < maxRecordedBins + 10; i += 1) record = withBin(record, i % 7);
    expect(record.split(',')).toHaveLength(maxRecordedBins);
    expect(record.startsWith('0,1,2,3,4,5,6,0')).toBe(true);
  });

  it('writes to and clears an element', () => {
    const element = document.createElement('div');
    recordBin(element, 2);
    recordBin(element, 5);
    expect(element.getAttribute(binsAttribute)).toBe('2,5');
    clearBins(element);
    expect(element.hasAttribute(binsAttribute)).toBe(false);
  });
});

describe('the bins a run scores', () => {
  const values = { gravity: 14, bounciness: 0.3, speed: 10, density: 100 };

  /** Plays `seconds` in frames of the given lengths (cycled) and lists the scored bins. */
  function bins(seed: number, frames: readonly number[], seconds = 3) {
    const model = new DropperModel(values, seed);
    const scored: number[] = [];
    for (let elapsed = 0, index = 0; elapsed < seconds; index += 1) {
      const frame = frames[index % frames.length] ?? 1 / 60;
      elapsed += frame;
      for (const event of model.step(frame)) if (event.type === 'score') scored.push(event.bin);
    }
    return scored.slice(0, 40);
  }

  it('depend on the values and the seed, not on the frame rate a page draws at', () => {
    const at60 = bins(7, [1 / 60]);
    expect(at60.length).toBe(40);
    expect(bins(7, [1 / 144])).toEqual(at60);
    expect(bins(7, [1 / 30, 0.1, 0.004, 1 / 60])).toEqual(at60);
  });

  it('differ between seeds', () => {
    expect(bins(8, [1 / 60])).not.toEqual(bins(7, [1 / 60]));
  });
});
