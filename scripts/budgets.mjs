// JavaScript budgets as multiples of the framework floor (bytes are deterministic, so tests enforce them),
// and the goals the bench reports against (tighter; a page over its goal is reported, not failed).
export const CONTENT_BUDGET = 1.08;
export const ROUTE_BUDGETS = { '/templates': 1.15, '/playground': 1.25 };
/**
 * A template page: the content budget and its Play island's table of game loaders. 1.09, not 1.08, since 3.0.1: the
 * canvas runtime the five canvas games share grew past the bundler's size for a module of its own (22.6 KB), so each
 * game loads it as a second, shared file, and the table names that file beside four games (+27 B gz on load; 15 B
 * over 1.08). Its goal stays the content pages' 1.05.
 */
export const TEMPLATE_PAGE_BUDGET = 1.09;
export const CONTENT_GOAL = 1.05;
export const ROUTE_GOALS = { '/templates': 1.1, '/playground': 1.15 };

/** The budget of a route: its own, a template page's, or the content routes' one (which the 404 page shares). */
export function budgetFor(route) {
  return ROUTE_BUDGETS[route] ?? (route.startsWith('/templates/') ? TEMPLATE_PAGE_BUDGET : CONTENT_BUDGET);
}

/** The goal of a route, like its budget. */
export function goalFor(route) {
  return ROUTE_GOALS[route] ?? CONTENT_GOAL;
}

const kb = (bytes) => (bytes / 1024).toFixed(1);

/**
 * A markdown table: route, KB gz downloaded on load, ratio to the floor, goal and budget, and what
 * pressing Play loads (a playable page's game code, counted apart from its load).
 */
export function weightTable(pages, floor) {
  const rows = [
    '| Route | Downloaded (KB gz) | × floor | Goal | Budget | On Play (KB gz) |',
    '| --- | ---: | ---: | ---: | ---: | ---: |',
    `| floor (bench/floor) | ${kb(floor.gzipBytes)} | 1.000 | | | |`,
    ...pages.map((page) => {
      const ratio = page.gzipBytes / floor.gzipBytes;
      const goal = goalFor(page.route);
      const budget = budgetFor(page.route);
      const files = page.play?.scripts.length;
      const play = page.play ? `${kb(page.play.gzipBytes)} (${files} ${files === 1 ? 'file' : 'files'})` : '';
      return `| ${page.route} | ${kb(page.gzipBytes)} | ${ratio.toFixed(3)} | ${goal.toFixed(2)}${ratio > goal ? ' missed' : ''} | ${budget.toFixed(2)}${ratio > budget ? ' **over**' : ''} | ${play} |`;
    }),
  ];
  return rows.join('\n');
}

/** One line per page over its goal: its ratio to the floor, the goal and how many bytes over it is. */
export function goalMisses(pages, floor) {
  return pages
    .filter((page) => page.gzipBytes > goalFor(page.route) * floor.gzipBytes)
    .map((page) => {
      const goal = goalFor(page.route);
      const over = Math.ceil(page.gzipBytes - goal * floor.gzipBytes);
      return `${page.route}: downloads ${(page.gzipBytes / floor.gzipBytes).toFixed(3)}× the floor, goal ${goal}× (${over} bytes over)`;
    });
}

/** sonner's toaster, in whichever chunk carries it. */
export const SONNER_MARK = 'data-sonner-toaster';

/**
 * Everything wrong with a measured site: a page over its budget; sonner among what a page loads
 * before any toast; a game's code (public/games or its chunk) loaded before Play, or a Play that
 * loads nothing because the code came with the page.
 */
export function budgetProblems(pages, floor) {
  const problems = [];
  for (const page of pages) {
    // Every page runs the framework: none recorded means the measure missed the load (a blind check passes anything).
    if (page.scripts.length === 0) problems.push(`${page.route}: no script recorded at load: the measure missed the page's chunks`);
    const ratio = page.gzipBytes / floor.gzipBytes;
    if (ratio > budgetFor(page.route)) problems.push(`${page.route}: ${ratio.toFixed(3)}× the floor, budget ${budgetFor(page.route)}×`);
    for (const script of page.scripts) {
      if (script.text.includes(SONNER_MARK)) problems.push(`${page.route}: loads sonner (${script.url}) before any toast`);
      if (script.url.startsWith('/games/')) problems.push(`${page.route}: loads the game bundle ${script.url} before Play`);
    }
    if (page.play && page.play.scripts.length === 0) problems.push(`${page.route}: Play loads no code: what it runs came with the page`);
  }
  return problems;
}
