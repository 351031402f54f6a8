// The JavaScript a modern browser downloads for each exported page: the <script src> files its HTML
// references (not nomodule) and the chunks it runs after the first paint, gzipped at level 9 as a
// static host would serve them.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { listPages, moduleScriptSources } from './site-files.mjs';

/** Gzipped size of a file, each file read and compressed once. */
function gzipSizer(outDir) {
  const sizes = new Map();
  return (src) => {
    const path = join(outDir, new URL(src, 'http://site.invalid/').pathname);
    if (!sizes.has(path)) sizes.set(path, gzipSync(readFileSync(path), { level: 9 }).length);
    return sizes.get(path);
  };
}

/** [{ route, file, scripts, gzipBytes }] for every page of an export. */
export function measurePages(outDir) {
  const gzipSize = gzipSizer(outDir);
  const order = (route) => (route === '/' ? '' : route.startsWith('/404') ? '~' : route);
  return listPages(outDir)
    .map(({ file, route, html }) => {
      const scripts = moduleScriptSources(html);
      return { route, file, scripts, gzipBytes: scripts.reduce((sum, src) => sum + gzipSize(src), 0) };
    })
    .sort((a, b) => order(a.route).localeCompare(order(b.route)));
}

export const kb = (bytes) => (bytes / 1024).toFixed(1);

/** How the measure is described wherever its figures are printed. */
export const MEASURED = 'gzip -9 of its <script src> files without nomodule and of the chunks it runs after the first paint';
