// The framework floor: bench/floor, a minimal App Router page built by the same `next` binary with
// the same React as the site, whose JavaScript is the baseline the budgets and the benchmark divide by.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { MEASURED, measureExport } from './js-weight.mjs';

export const FLOOR_DIR = 'bench/floor';
const CACHE = 'node_modules/.cache/microloop/floor.json';

/** Everything the floor's output depends on: its sources and the exact installed dependency tree. */
function floorKey() {
  const hash = createHash('sha256').update(MEASURED).update(readFileSync('package-lock.json'));
  const sources = readdirSync(FLOOR_DIR, { recursive: true })
    .map(String)
    .filter((name) => /^(app\/.*\.tsx?|next\.config\.mjs|tsconfig\.json)$/.test(name.split('\\').join('/')))
    .sort();
  for (const name of sources) hash.update(name).update(readFileSync(join(FLOOR_DIR, name)));
  return hash.digest('hex');
}

export function buildFloor() {
  return new Promise((resolve, reject) => {
    const child = spawn(join('node_modules', '.bin', 'next'), ['build', FLOOR_DIR], {
      stdio: ['ignore', 'pipe', 'inherit'],
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
    });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) return resolve();
      process.stdout.write(Buffer.concat(output));
      reject(new Error(`next build ${FLOOR_DIR} failed`));
    });
  });
}

/**
 * What a browser downloads loading the floor page ({ route, scripts, gzipBytes }), measured like the
 * site's pages. Built and measured afresh when asked, or when the lockfile, the floor sources or the
 * measure changed since the cached figure (a clean clone always builds: the cache lives in node_modules).
 */
export async function floorWeight({ fresh = false } = {}) {
  const key = floorKey();
  if (!fresh && existsSync(CACHE)) {
    const cached = JSON.parse(readFileSync(CACHE, 'utf8'));
    if (cached.key === key) return { ...cached.page, cached: true };
  }
  await buildFloor();
  const measured = (await measureExport(join(FLOOR_DIR, 'out'))).find((p) => p.route === '/');
  if (!measured) throw new Error('the floor export has no index.html');
  const page = { route: measured.route, gzipBytes: measured.gzipBytes, scripts: measured.scripts.map(({ url, gzipBytes }) => ({ url, gzipBytes })) };
  mkdirSync(join(CACHE, '..'), { recursive: true });
  writeFileSync(CACHE, JSON.stringify({ key, page }));
  return { ...page, cached: false };
}

// `node scripts/floor.mjs`: builds and measures the floor unless its cached figure holds (check:site builds it while
// its page visits wait on the network).
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  floorWeight().then(
    (floor) => console.log(`the framework floor: ${(floor.gzipBytes / 1024).toFixed(1)} KB gz of JavaScript${floor.cached ? ' (cached)' : ''}`),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
