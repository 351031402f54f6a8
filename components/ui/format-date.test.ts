import { formatLongDate } from './format-date';

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
