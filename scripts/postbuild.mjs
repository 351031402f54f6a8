// After `next build`, over out/: makes every page run its scripts after the first paint
// (scripts/after-paint.mjs), gives the social cards their .png name (scripts/social-cards.mjs), asks
// Chrome to compile the chunks pages run at load off the main thread (scripts/compile-hints.mjs),
// checks every absolute URL uses SITE_URL (scripts/site-url.mjs), puts each page's Content-Security-
// Policy into the page and writes out/_headers (scripts/security-headers.mjs) and the preview's serve
// config outside out/ (scripts/preview-config.mjs). Each step checks that Next's output still has the
// shape it expects and stops the build, naming the page, when it does not.
// Usage: node scripts/postbuild.mjs [outDir]
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { runScriptsAfterPaint } from './after-paint.mjs';
import { startupChunks, withCompileHint } from './compile-hints.mjs';
import { PREVIEW_CONFIG_FILE, previewConfigProblems, renderPreviewConfig } from './preview-config.mjs';
import { headersFileProblems, injectMetaCsp, planHeaders, renderHeadersFile, sonnerStylesFrom } from './security-headers.mjs';
import { listHtmlFiles } from './site-files.mjs';
import { foreignSiteUrls, siteUrlOf } from './site-url.mjs';
import { CARD_SIZE, cardProblems, listCardFiles, pngSize, withPngCardUrls } from './social-cards.mjs';

const outDir = process.argv[2] ?? 'out';

function fail(lines) {
  console.error(`Post-build check failed:\n- ${[lines].flat().join('\n- ')}`);
  process.exit(1);
}

function rewrite(path, change) {
  const text = readFileSync(path, 'utf8');
  const next = change(text);
  if (next !== text) writeFileSync(path, next);
  return next;
}

function listFiles(dir, suffix) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(suffix))
    .map((entry) => join(entry.parentPath ?? entry.path, entry.name));
}

try {
  const htmlFiles = listHtmlFiles(outDir);
  // Files copied from public/ are ours, not Next's: they get a policy but none of Next's rewrites.
  const nextFiles = htmlFiles.filter((file) => !existsSync(join('public', file)));

  for (const file of nextFiles) rewrite(join(outDir, file), (html) => runScriptsAfterPaint(html, file));

  const cards = listCardFiles(outDir);
  for (const card of cards) {
    const size = pngSize(readFileSync(join(outDir, card)));
    if (size?.width !== CARD_SIZE.width || size?.height !== CARD_SIZE.height) {
      fail(`${card}: not a ${CARD_SIZE.width}×${CARD_SIZE.height} PNG (${size ? `${size.width}×${size.height}` : 'not a PNG'})`);
    }
    renameSync(join(outDir, card), join(outDir, `${card}.png`));
  }
  for (const path of [...listFiles(outDir, '.html'), ...listFiles(outDir, '.txt')]) rewrite(path, withPngCardUrls);
  const pages = nextFiles.map((file) => ({ file, html: readFileSync(join(outDir, file), 'utf8') }));
  const missingCards = pages.flatMap(({ file, html }) => cardProblems(file, html, (path) => existsSync(join(outDir, path))));
  if (missingCards.length > 0) fail(missingCards);
  console.log(`Social cards: ${cards.length} renamed to .png, every page has one.`);

  const eagerChunks = startupChunks(pages);
  for (const src of eagerChunks) {
    const path = join(outDir, src);
    if (!existsSync(path)) fail(`${src}: a page runs it at load, but it is not in ${outDir}/`);
    rewrite(path, (source) => withCompileHint(source, src));
  }
  console.log(`Eager compile hint on ${eagerChunks.length} chunks that pages run at load.`);

  const siteUrl = siteUrlOf(process.env);
  const named = [...htmlFiles, 'sitemap.xml', 'robots.txt']
    .filter((file) => existsSync(join(outDir, file)))
    .map((file) => ({ file, text: readFileSync(join(outDir, file), 'utf8') }));
  const foreign = foreignSiteUrls(named, siteUrl);
  if (foreign.length > 0) fail([`absolute URLs that do not start with SITE_URL (${siteUrl}):`, ...foreign.slice(0, 10)]);
  console.log(`Site URL: every canonical, og:url, og:image, sitemap and robots entry starts with ${siteUrl}.`);

  const sonnerDist = dirname(createRequire(import.meta.url).resolve('sonner'));
  const sonnerBundles = readdirSync(sonnerDist)
    .filter((name) => /\.m?js$/.test(name))
    .map((name) => readFileSync(join(sonnerDist, name), 'utf8'));
  const plan = planHeaders(
    htmlFiles.map((file) => ({ file, html: readFileSync(join(outDir, file), 'utf8') })),
    { runtimeStyles: sonnerStylesFrom(sonnerBundles) },
  );
  for (const page of plan.pages) rewrite(join(outDir, page.file), (html) => injectMetaCsp(html, page.metaPolicy));

  const headersFile = renderHeadersFile(plan);
  const headerProblems = headersFileProblems(headersFile);
  if (headerProblems.length > 0) fail(headerProblems.map((problem) => `out/_headers would be rejected by the host: ${problem}`));
  writeFileSync(join(outDir, '_headers'), headersFile);

  const previewConfig = renderPreviewConfig(plan, htmlFiles);
  const previewProblems = previewConfigProblems(previewConfig);
  if (previewProblems.length > 0) fail(previewProblems.map((problem) => `${PREVIEW_CONFIG_FILE} would be refused by serve: ${problem}`));
  mkdirSync(dirname(PREVIEW_CONFIG_FILE), { recursive: true });
  writeFileSync(PREVIEW_CONFIG_FILE, `${JSON.stringify(previewConfig, null, 2)}\n`);
  // serve reads a serve.json in the folder it serves: one left in out/ would be published and win.
  rmSync(join(outDir, 'serve.json'), { force: true });

  console.log(`Security: a <meta> policy in each of ${plan.pages.length} pages, one header rule for every URL; preview config in ${PREVIEW_CONFIG_FILE}.`);
  for (const page of plan.pages) {
    const { scripts, styles, styleAttributes } = page.inspection;
    console.log(`  ${page.file}: ${scripts.length} inline scripts, ${styles.length} <style>, ${styleAttributes.length} style="", meta policy ${page.metaPolicy.length} characters`);
  }
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
