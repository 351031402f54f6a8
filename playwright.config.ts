import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './scripts/browser-path.mjs';
import { RESULTS_FILE } from './scripts/e2e-summary.mjs';
import { ALONE_TAG, ONE_WIDTH_TAG, PHONE_ONLY_TAG } from './e2e/tags';

const port = Number(process.env.E2E_PORT ?? 3100);
const executablePath = chromiumPath() ?? undefined;

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  // A retry is reported as flaky in the run's summary (scripts/e2e.mjs): a defect to fix, not a pass.
  retries: process.env.CI ? 1 : 0,
  // Measured on 2 cores (2026-11-29, e2e/README "Measured"): 2 workers took 890 s quiet, 3 took 894 s: a third
  // worker buys nothing and only adds a browser to starve the timed checks.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  timeout: 30_000,
  expect: { timeout: 7_000 },
  // The long soak runs with `npm run soak` (E2E_SOAK=1), not in `npm test`.
  grepInvert: process.env.E2E_SOAK ? undefined : /@soak/,
  reporter: [['list'], ['json', { outputFile: RESULTS_FILE }], ['./scripts/e2e-assertions.mjs'], ...(process.env.CI ? [['html', { open: 'never' }] as const] : [])],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // Recording a trace of every test costs CPU the whole suite shares; a failure is retried (CI), and the retry is traced.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: { executablePath, args: chromiumArgs },
  },
  projects: [
    {
      name: 'desktop',
      use: { viewport: { width: 1280, height: 800 } },
      // Checks only a phone has (tagged phoneOnly, e2e/tags.ts) run at 375 px only.
      grepInvert: process.env.E2E_SOAK ? new RegExp(`${ALONE_TAG}|${PHONE_ONLY_TAG}`) : new RegExp(`@soak|${ALONE_TAG}|${PHONE_ONLY_TAG}`),
    },
    {
      name: 'mobile',
      use: { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
      // Checks that do not depend on the viewport (tagged oneWidth, e2e/tags.ts) run once, at desktop size.
      grepInvert: process.env.E2E_SOAK ? new RegExp(`${ONE_WIDTH_TAG}|${ALONE_TAG}`) : new RegExp(`@soak|${ONE_WIDTH_TAG}|${ALONE_TAG}`),
    },
    // Tests that read the wall clock in real time (tagged alone: frame costs, audio heard) are only worth
    // reading when no other browser runs: after the others, one at a time, untraced (a trace's snapshots
    // tripled a frame's main-thread CPU, 6.2 to 19.9 ms).
    { name: 'alone', use: { viewport: { width: 1280, height: 800 }, trace: 'off' }, grep: new RegExp(ALONE_TAG), grepInvert: process.env.E2E_SOAK ? undefined : /@soak/, workers: 1, dependencies: ['desktop', 'mobile'] },
  ],
  webServer: {
    // The preview config postbuild.mjs writes outside out/ (directory-style URLs, the production headers).
    // Uncompressed: over loopback gzip only spends CPU the tests share (13 s of serve's in a run), and no test reads the encoding.
    command: `npx serve out --config ../.preview/serve.json --listen ${port} --no-clipboard --no-port-switching --no-compression`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
