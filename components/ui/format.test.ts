import { formatCount } from './format';

describe('formatCount', () => {
  it('groups thousands as en-US Intl does', () => {
    const en = new Intl.NumberFormat('en-US');
    for (const n of [0, 7, 720, 999, 1000, 1250, 12345, 999999, 1000000, 123456789, -4321]) {
      expect(formatCount(n)).toBe(en.format(n));
    }
  });
});
