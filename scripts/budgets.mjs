// JavaScript budgets as multiples of the framework floor (bytes are deterministic, so tests enforce them).
export const CONTENT_BUDGET = 1.08;
export const ROUTE_BUDGETS = { '/templates': 1.15, '/playground': 1.25 };

/** The budget of a route: its own, or the content routes' one (which the 404 page shares). */
export function budgetFor(route) {
  return ROUTE_BUDGETS[route] ?? CONTENT_BUDGET;
}

/** A markdown table: route, KB gz, ratio to the floor, budget. */
export function weightTable(pages, floor) {
  const rows = [
    '| Route | JS (KB gz) | × floor | Budget |',
    '| --- | ---: | ---: | ---: |',
    `| floor (bench/floor) | ${(floor.gzipBytes / 1024).toFixed(1)} | 1.000 | |`,
    ...pages.map((page) => {
      const ratio = page.gzipBytes / floor.gzipBytes;
      const budget = budgetFor(page.route);
      return `| ${page.route} | ${(page.gzipBytes / 1024).toFixed(1)} | ${ratio.toFixed(3)} | ${budget.toFixed(2)}${ratio > budget ? ' **over**' : ''} |`;
    }),
  ];
  return rows.join('\n');
}
