/** @jest-environment node */
import { budgetFor, weightTable } from './budgets.mjs';

describe('budgets', () => {
  it('gives the islands their own allowance and every other page the content one', () => {
    expect(budgetFor('/templates')).toBe(1.15);
    expect(budgetFor('/playground')).toBe(1.25);
    for (const route of ['/', '/docs', '/about', '/404.html']) expect(budgetFor(route)).toBe(1.08);
  });

  it('tabulates KB gz and the ratio to the floor, marking pages over budget', () => {
    const table = weightTable(
      [
        { route: '/', gzipBytes: 110_592 },
        { route: '/playground', gzipBytes: 131_072 },
      ],
      { gzipBytes: 102_400 },
    );
    expect(table).toContain('| floor (bench/floor) | 100.0 | 1.000 | |');
    expect(table).toContain('| / | 108.0 | 1.080 | 1.08 |');
    expect(table).toContain('| /playground | 128.0 | 1.280 | 1.25 **over** |');
  });
});
