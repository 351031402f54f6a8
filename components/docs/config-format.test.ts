import { formatRange, withUnit } from './config-format';

describe('config formatting', () => {
  it('writes units the way the Playground shows them', () => {
    expect(withUnit(9.8, 'm/s²')).toBe('9.8 m/s²');
    expect(withUnit(5, '×')).toBe('5×');
    expect(withUnit(0.7)).toBe('0.7');
  });

  it('writes an inclusive range with the unit once', () => {
    expect(formatRange({ min: 1, max: 20, unit: 'm/s²' })).toBe('1–20 m/s²');
    expect(formatRange({ min: 0, max: 1 })).toBe('0–1');
  });
});
