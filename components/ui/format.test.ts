import { formatCount, formatLongDate } from './format';

describe('formatCount', () => {
  it('groups thousands as en-US Intl does', () => {
    const en = new Intl.NumberFormat('en-US');
    for (const n of [0, 7, 720, 999, 1000, 1250, 12345, 999999, 1000000, 123456789, -4321]) {
      expect(formatCount(n)).toBe(en.format(n));
    }
  });
});

describe('formatLongDate', () => {
  it('writes every day of a year as en-US dateStyle long does', () => {
    const en = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });
    for (let day = 0; day < 366; day += 1) {
      const date = new Date(Date.UTC(2028, 0, 1 + day));
      const iso = date.toISOString().slice(0, 10);
      expect(formatLongDate(iso)).toBe(en.format(date));
    }
  });
});
