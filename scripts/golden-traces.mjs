// Writes lib/mechanics/<slug>/traces/golden.json from each lib/mechanics/<slug>/trace.ts (its
// goldenTraces()): the TypeScript model's reference runs that every engine port must reproduce.
// `node scripts/golden-traces.mjs` writes them; `--check` exits 1 when a committed file is stale.
// lib/mechanics/all-games/golden.test.ts runs the same check, so a rule change without new traces fails.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const mechanicsDir = resolve(import.meta.dirname, '../lib/mechanics');

/** Slugs whose folder holds a trace.ts. */
export function tracedSlugs(dir = mechanicsDir) {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(dir, entry.name, 'trace.ts')))
    .map((entry) => entry.name)
    .sort();
}

/** The golden traces of one slug as the JSON text that is committed. */
export async function goldenTraceText(slug, dir = mechanicsDir) {
  const result = await build({
    entryPoints: [join(dir, slug, 'trace.ts')],
    bundle: true,
    format: 'esm',
    platform: 'node',
    write: false,
    logLevel: 'silent',
  });
  const code = result.outputFiles[0].text;
  const traceModule = await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`);
  return `${JSON.stringify(traceModule.goldenTraces())}\n`;
}

export const goldenTracePath = (slug, dir = mechanicsDir) => join(dir, slug, 'traces', 'golden.json');

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const check = process.argv.includes('--check');
  let stale = 0;
  for (const slug of tracedSlugs()) {
    const text = await goldenTraceText(slug);
    const path = goldenTracePath(slug);
    const current = existsSync(path) ? readFileSync(path, 'utf8') : '';
    if (current === text) continue;
    if (check) {
      console.error(`${path} is stale: run node scripts/golden-traces.mjs`);
      stale++;
    } else {
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, text);
      console.log(`wrote ${path} (${(text.length / 1024).toFixed(1)} KB)`);
    }
  }
  process.exit(stale > 0 ? 1 : 0);
}
