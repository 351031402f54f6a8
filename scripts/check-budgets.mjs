// Enforces the JavaScript budgets of every exported page against the framework floor, and that the
// toast library stays off first load. Usage: node scripts/check-budgets.mjs [--fresh-floor]
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { budgetFor, weightTable } from './budgets.mjs';
import { floorWeight } from './floor.mjs';
import { MEASURED, measurePages } from './js-weight.mjs';

const outDir = 'out';
const floor = floorWeight({ fresh: process.argv.includes('--fresh-floor') });
const pages = measurePages(outDir);
const problems = [];

console.log(`JavaScript per page (${MEASURED}); floor ${floor.cached ? 'from cache' : 'built now'}:`);
console.log(weightTable(pages, floor));

for (const page of pages) {
  const ratio = page.gzipBytes / floor.gzipBytes;
  if (ratio > budgetFor(page.route)) {
    problems.push(`${page.route}: ${ratio.toFixed(3)}× the floor, budget ${budgetFor(page.route)}×`);
  }
}

// sonner is imported after hydration (SiteToaster, notify): its chunk must never be among a page's own scripts.
const chunksDir = join(outDir, '_next/static/chunks');
const sonnerChunks = readdirSync(chunksDir)
  .filter((name) => name.endsWith('.js') && readFileSync(join(chunksDir, name), 'utf8').includes('data-sonner-toaster'))
  .map((name) => `/_next/static/chunks/${name}`);
if (sonnerChunks.length === 0) problems.push("no chunk contains sonner's toaster: the check below cannot see it");
for (const page of pages) {
  for (const chunk of sonnerChunks) if (page.scripts.includes(chunk)) problems.push(`${page.route}: loads sonner's chunk ${chunk} up front`);
}

if (problems.length > 0) {
  console.error(`Budget check failed:\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
console.log(`Budgets hold on ${pages.length} pages; sonner (${sonnerChunks.join(', ')}) loads only on demand.`);
