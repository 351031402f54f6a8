/** @jest-environment node */
import { budgetFor, budgetProblems, goalFor, goalMisses, SONNER_MARK, weightTable } from './budgets.mjs';

const script = (url: string, text = 'x') => ({ url, text, gzipBytes: 1 });

describe('budgets', () => {
  it('gives the islands their own allowance and every other page the content one', () => {
    expect(budgetFor('/templates')).toBe(1.15);
    expect(budgetFor('/playground')).toBe(1.25);
    for (const route of ['/', '/docs', '/about', '/404.html']) expect(budgetFor(route)).toBe(1.08);
    expect(budgetFor('/templates/physics-dropper')).toBe(1.09);
  });

  it('sets tighter goals beside the budgets', () => {
    expect(goalFor('/')).toBe(1.05);
    expect(goalFor('/templates/timing-wheel')).toBe(1.05);
    expect(goalFor('/templates')).toBe(1.1);
    expect(goalFor('/playground')).toBe(1.15);
  });

  it('tabulates KB gz, the ratio to the floor, goals missed, budgets broken and what Play loads', () => {
    const table = weightTable(
      [
        { route: '/', gzipBytes: 106_496, play: null },
        { route: '/about', gzipBytes: 110_592, play: null },
        { route: '/playground', gzipBytes: 131_072, play: { scripts: [script('/a.js'), script('/b.js')], gzipBytes: 20_480 } },
      ],
      { gzipBytes: 102_400 },
    );
    expect(table).toContain('| floor (bench/floor) | 100.0 | 1.000 | | | |');
    expect(table).toContain('| / | 104.0 | 1.040 | 1.05 | 1.08 |  |');
    expect(table).toContain('| /about | 108.0 | 1.080 | 1.05 missed | 1.08 |  |');
    expect(table).toContain('| /playground | 128.0 | 1.280 | 1.15 missed | 1.25 **over** | 20.0 (2 files) |');
  });

  it('counts one game file as a file', () => {
    const table = weightTable([{ route: '/templates/x', gzipBytes: 100, play: { scripts: [script('/g.js')], gzipBytes: 1024 } }], { gzipBytes: 100 });
    expect(table).toContain('| 1.0 (1 file) |');
  });
});

describe('goalMisses', () => {
  const floor = { gzipBytes: 100_000 };

  it('lists only pages over their goal, with the bytes over it, a page on its goal being no miss', () => {
    const misses = goalMisses(
      [
        { route: '/', gzipBytes: 105_000 },
        { route: '/docs', gzipBytes: 105_040 },
        { route: '/templates', gzipBytes: 111_900.5 },
        { route: '/playground', gzipBytes: 114_000 },
      ],
      floor,
    );
    expect(misses).toEqual(['/docs: downloads 1.050× the floor, goal 1.05× (40 bytes over)', '/templates: downloads 1.119× the floor, goal 1.1× (1901 bytes over)']);
  });
});

describe('budgetProblems', () => {
  const floor = { gzipBytes: 100 };

  it('passes pages within budget that load nothing early', () => {
    const pages = [
      { route: '/', gzipBytes: 108, scripts: [script('/_next/a.js')], play: null },
      { route: '/templates/physics-dropper', gzipBytes: 100, scripts: [script('/_next/a.js')], play: { scripts: [script('/_next/game.js')] } },
    ];
    expect(budgetProblems(pages, floor)).toEqual([]);
  });

  it('names a page over budget, sonner before a toast, a game bundle before Play and a Play that loads nothing', () => {
    const problems = budgetProblems(
      [
        { route: '/docs', gzipBytes: 109, scripts: [script('/_next/s.js', `x ${SONNER_MARK} y`)], play: null },
        { route: '/templates/bounce-chain', gzipBytes: 100, scripts: [script('/games/bounce-chain.mjs')], play: { scripts: [] } },
      ],
      floor,
    );
    expect(problems).toEqual([
      '/docs: 1.090× the floor, budget 1.08×',
      '/docs: loads sonner (/_next/s.js) before any toast',
      '/templates/bounce-chain: loads the game bundle /games/bounce-chain.mjs before Play',
      '/templates/bounce-chain: Play loads no code: what it runs came with the page',
    ]);
  });

  it('names a page whose load recorded no script (a measure that missed the chunks would pass any budget)', () => {
    expect(budgetProblems([{ route: '/docs/api/rhythm-clacker', gzipBytes: 0, scripts: [], play: null }], floor)).toEqual([
      '/docs/api/rhythm-clacker: no script recorded at load: the measure missed the page\'s chunks',
    ]);
  });
});
