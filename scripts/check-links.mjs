// Whole-site link check over out/: every internal link, asset and #fragment of every exported page
// resolves, and no page loads anything from another origin. Usage: node scripts/check-links.mjs [outDir]
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LinkChecker } from 'linkinator';
import { externalCssUrls, externalResources } from './external-resources.mjs';
import { listHtmlFiles } from './site-files.mjs';

const outDir = process.argv[2] ?? 'out';
const port = Number(process.env.LINKS_PORT ?? 3161);
const origin = `http://localhost:${port}`;
const files = listHtmlFiles(outDir);
const problems = [];

for (const file of files) {
  for (const resource of externalResources(readFileSync(join(outDir, file), 'utf8'))) {
    problems.push(`${file}: loads ${resource} from another origin`);
  }
}
const cssDir = join(outDir, '_next/static');
const cssFiles = readdirSync(cssDir, { recursive: true }).filter((name) => String(name).endsWith('.css'));
for (const name of cssFiles) {
  for (const url of externalCssUrls(readFileSync(join(cssDir, String(name)), 'utf8'))) {
    problems.push(`_next/static/${name}: loads ${url} from another origin`);
  }
}

const skipped = new Set();
const checker = new LinkChecker();
const result = await checker.check({
  path: files,
  serverRoot: outDir,
  port,
  recurse: true,
  checkFragments: true,
  concurrency: 8,
  // Links to other sites are not requests a visitor's browser makes; they are listed, not fetched.
  linksToSkip: async (url) => {
    const external = !url.startsWith(origin) && /^[a-z]+:/i.test(url);
    if (external) skipped.add(url);
    return external;
  },
});
for (const link of result.links.filter((l) => l.state === 'BROKEN')) {
  const why = link.status === 200 ? 'no element has that id' : `HTTP ${link.status ?? 'no response'}`;
  problems.push(`${link.parent ?? '(start)'}: broken link ${link.url} (${why})`);
}

const checked = result.links.filter((l) => l.state === 'OK').length;
console.log(`Links: ${checked} internal links, assets and fragments resolve across ${files.length} pages.`);
if (skipped.size > 0) console.log(`Not fetched (absolute URLs, e.g. canonical links): ${[...skipped].sort().join(', ')}`);
if (problems.length > 0) {
  console.error(`Link check failed:\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
