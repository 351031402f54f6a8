// After `next build`: makes every exported page run its scripts after the first paint
// (scripts/after-paint.mjs), asks Chrome to compile the chunks pages run at load off the main thread
// (scripts/compile-hints.mjs), then hashes every inline script of every page and writes the security
// headers as out/_headers (production hosts) and out/serve.json (`npm run serve`), from one plan.
// Usage: node scripts/postbuild.mjs [outDir]
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import {
  headersFileProblems,
  injectMetaCsp,
  planHeaders,
  removeMetaCsp,
  renderHeadersFile,
  renderServeConfig,
  sonnerStylesFrom,
} from './security-headers.mjs';
import { runScriptsAfterPaint } from './after-paint.mjs';
import { startupChunks, withCompileHint } from './compile-hints.mjs';
import { listHtmlFiles } from './site-files.mjs';

const outDir = process.argv[2] ?? 'out';

const sonnerDist = dirname(createRequire(import.meta.url).resolve('sonner'));
const sonnerBundles = readdirSync(sonnerDist)
  .filter((name) => /\.m?js$/.test(name))
  .map((name) => readFileSync(join(sonnerDist, name), 'utf8'));
const runtimeStyles = sonnerStylesFrom(sonnerBundles);

const pages = listHtmlFiles(outDir).map((file) => {
  const path = join(outDir, file);
  const exported = readFileSync(path, 'utf8');
  const html = runScriptsAfterPaint(exported);
  if (html !== exported) writeFileSync(path, html);
  return { file, html };
});
const eagerChunks = startupChunks(pages.map((page) => page.html));
for (const src of eagerChunks) {
  const path = join(outDir, src);
  const source = readFileSync(path, 'utf8');
  const hinted = withCompileHint(source);
  if (hinted !== source) writeFileSync(path, hinted);
}
console.log(`Eager compile hint on ${eagerChunks.length} chunks that pages run at load.`);

// HEADERS_MAX_LINE lowers the line limit to exercise the <meta> fallback on a small site.
const maxLineLength = Number(process.env.HEADERS_MAX_LINE) || undefined;
const plan = planHeaders(pages, { runtimeStyles, maxLineLength });

for (const page of plan.pages) {
  const path = join(outDir, page.file);
  const html = readFileSync(path, 'utf8');
  const next = page.metaPolicy ? injectMetaCsp(html, page.metaPolicy) : removeMetaCsp(html);
  if (next !== html) writeFileSync(path, next);
}

const headersFile = renderHeadersFile(plan);
const problems = headersFileProblems(headersFile);
if (problems.length > 0) {
  console.error(`out/_headers would be rejected by the host:\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
writeFileSync(join(outDir, '_headers'), headersFile);
writeFileSync(join(outDir, 'serve.json'), `${JSON.stringify(renderServeConfig(plan), null, 2)}\n`);

const longest = Math.max(...headersFile.split('\n').map((line) => line.length));
console.log(`Security headers for ${plan.pages.length} pages (longest _headers line: ${longest} characters):`);
for (const page of plan.pages) {
  const where = page.metaPolicy ? (page.headerPolicy ? 'meta + header' : 'meta only') : 'header';
  const length = page.headerPolicy ? `, header line ${`  Content-Security-Policy: ${page.headerPolicy}`.length}` : '';
  const { scripts, styles, styleAttributes } = page.inspection;
  console.log(
    `  ${page.file}: ${scripts.length} inline scripts, ${styles.length} <style>, ${styleAttributes.length} style="", CSP in ${where}${length}`,
  );
}
