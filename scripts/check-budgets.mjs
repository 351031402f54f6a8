// Enforces the JavaScript budgets of every exported page against the framework floor, measured the way
// a visitor's browser downloads them (scripts/js-weight.mjs), and that nothing loads before it is
// needed: sonner before a toast, a game's code before Play. Usage: node scripts/check-budgets.mjs [--fresh-floor]
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { budgetProblems, SONNER_MARK, weightTable } from './budgets.mjs';
import { floorWeight } from './floor.mjs';
import { MEASURED, measureExport } from './js-weight.mjs';

const outDir = 'out';
// The floor's `next build` runs while the site's pages are visited.
const [floor, pages] = await Promise.all([floorWeight({ fresh: process.argv.includes('--fresh-floor') }), measureExport(outDir)]);
const problems = budgetProblems(pages, floor);

console.log(`JavaScript per page (${MEASURED}); floor ${floor.cached ? 'from cache' : 'measured now'}:`);
console.log(weightTable(pages, floor));

// The sonner check above is blind if no chunk carries sonner's mark any more.
const chunksDir = join(outDir, '_next/static/chunks');
const sonnerChunks = readdirSync(chunksDir).filter((name) => name.endsWith('.js') && readFileSync(join(chunksDir, name), 'utf8').includes(SONNER_MARK));
if (sonnerChunks.length === 0) problems.push(`no chunk contains "${SONNER_MARK}": the sonner check cannot see it`);

if (problems.length > 0) {
  console.error(`Budget check failed:\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
const playable = pages.filter((page) => page.play).map((page) => page.route);
console.log(`Budgets hold on ${pages.length} pages; sonner loads only with a toast; Play loads its code on ${playable.join(', ')}.`);
