// What a visit feels like, beside what it downloads: when the page first painted and when it has hydrated
// (its islands answer), and how much CPU the whole browser spends while the page sits idle afterwards.
import { readdirSync, readFileSync } from 'node:fs';

const POLL_MS = 5;
/** The idle window opens this long after navigation start: a page may move for its first seconds (the hero's drops). */
export const IDLE_FROM_MS = 8000;

// Installed before any page script: notes when React has hydrated the document (its fiber on <body>).
const HYDRATION_PROBE = `(() => {
  const check = () => {
    const body = document.body;
    if (body && Object.keys(body).some((key) => key.startsWith('__reactFiber'))) window.__hydratedAt = performance.now();
    else setTimeout(check, ${POLL_MS});
  };
  check();
})();`;

/** CPU time (utime + stime, in clock ticks) of every process under `root` but the ones under `exclude`. */
export function treeCpuTicks(root, exclude = []) {
  const stats = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const text = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
      stats.set(Number(entry), { ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) });
    } catch {
      // The process ended while we listed it.
    }
  }
  const skip = new Set(exclude);
  const under = (pid) => {
    for (let current = pid; current > 1; current = stats.get(current)?.ppid ?? 0) {
      if (skip.has(current)) return false;
      if (current === root) return true;
    }
    return false;
  };
  let ticks = 0;
  for (const [pid, stat] of stats) if (pid !== root && under(pid)) ticks += stat.ticks;
  return ticks;
}

const TICKS_PER_SECOND = 100;

/**
 * One visit to `url` in a fresh context: { hydratedAt, paintedAt } in ms from navigation start (the first
 * contentful paint; either null if it never came), and with `idleMs`, { idleCpu }: the share of one core
 * the browser's processes used over that window, opening IDLE_FROM_MS after navigation start (and once
 * the network is quiet).
 */
export async function visitMetrics(browser, url, { idleMs = 0, excludePids = [], viewport = { width: 1280, height: 800 } } = {}) {
  const context = await browser.newContext({ viewport });
  try {
    const page = await context.newPage();
    await page.addInitScript(HYDRATION_PROBE);
    await page.goto(url, { waitUntil: 'load' });
    const hydratedAt = await page
      .waitForFunction(() => window.__hydratedAt ?? false, null, { timeout: 15_000, polling: 50 })
      .then((handle) => handle.jsonValue(), () => null);
    const paintedAt = await page
      .waitForFunction(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? false, null, { timeout: 15_000, polling: 50 })
      .then((handle) => handle.jsonValue(), () => null);
    if (!idleMs) return { hydratedAt, paintedAt, idleCpu: null };
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(Math.max(0, IDLE_FROM_MS - (await page.evaluate(() => performance.now()))));
    const before = treeCpuTicks(process.pid, excludePids);
    const started = Date.now();
    await page.waitForTimeout(idleMs);
    const ticks = treeCpuTicks(process.pid, excludePids) - before;
    return { hydratedAt, paintedAt, idleCpu: ticks / TICKS_PER_SECOND / ((Date.now() - started) / 1000) };
  } finally {
    await context.close();
  }
}

/** Time from the first contentful paint to hydration, in ms (negative when the page hydrated first; NaN if either never came). */
export const paintToHydration = (visit) => (visit.hydratedAt ?? Number.NaN) - (visit.paintedAt ?? Number.NaN);
