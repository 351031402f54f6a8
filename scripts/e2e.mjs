// `npm run e2e`: Playwright, then a summary of how long the run and its slowest tests took, which
// tests used more than half of their time limit and which passed only on a retry. Exits as Playwright did.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { chromiumPath } from './browser-path.mjs';
import { ASSERTIONS_FILE, RESULTS_FILE, summarizeRun } from './e2e-summary.mjs';

if (!chromiumPath()) {
  console.error('No Chromium found: run `npx playwright install chromium` or, on Debian/Ubuntu, `sudo apt-get install -y chromium-headless-shell`.');
  process.exit(1);
}

// `--soak` runs only the long soak tests (`npm run soak`), which `npm test` leaves out.
const soak = process.argv.includes('--soak');
const args = soak ? ['--grep', '@soak', '--project=desktop', ...process.argv.slice(2).filter((arg) => arg !== '--soak')] : process.argv.slice(2);
const env = soak ? { ...process.env, E2E_SOAK: '1' } : process.env;

const started = Date.now();
const run = spawnSync('npx', ['playwright', 'test', ...args], { stdio: 'inherit', env });
const seconds = (Date.now() - started) / 1000;

if (existsSync(RESULTS_FILE)) {
  const assertions = existsSync(ASSERTIONS_FILE) ? JSON.parse(readFileSync(ASSERTIONS_FILE, 'utf8')) : null;
  console.log(summarizeRun(JSON.parse(readFileSync(RESULTS_FILE, 'utf8')), { seconds, slowTwin: Number(process.env.SLOW_TWIN ?? 0), assertions }).join('\n'));
}
process.exit(run.status ?? 1);
