import { binsAttribute, clearBins, maxRecordedBins, recordBin, withBin } from './bins-record';

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
