// First-load JavaScript per route, gzip: `node scripts/first-load-js.mjs [/route ...]` after `next build`.
// Sums every <script src> of out/<route>/index.html (nomodule excluded), each file gzipped.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const routes = process.argv.slice(2).length ? process.argv.slice(2) : ['/', '/playground'];

function firstLoad(route) {
  const html = readFileSync(join('out', route, 'index.html'), 'utf8');
  const sources = [...html.matchAll(/<script\b([^>]*)>/g)]
    .map((match) => match[1] ?? '')
    .filter((attributes) => !/\bnomodule\b/.test(attributes))
    .map((attributes) => /\bsrc="([^"]+)"/.exec(attributes)?.[1])
    .filter((src) => src && src.startsWith('/'));
  const unique = [...new Set(sources)];
  const bytes = unique.reduce((sum, src) => sum + gzipSync(readFileSync(join('out', src.split('?')[0]))).length, 0);
  return { route, scripts: unique.length, gzipKB: Number((bytes / 1024).toFixed(1)) };
}

const rows = routes.map(firstLoad);
console.table(rows);
const [base, ...rest] = rows;
for (const row of rest) console.log(`${row.route}: +${(row.gzipKB - base.gzipKB).toFixed(1)} KB over ${base.route}`);
