import type { Page, Response } from '@playwright/test';
import { AFTER_PAINT_LIST_ID } from '../scripts/after-paint.mjs';
import { SONNER_MARK } from '../scripts/budgets.mjs';
import { EAGER_COMPILE_HINT } from '../scripts/compile-hints.mjs';
import { hashSource, inspectHtml } from '../scripts/security-headers.mjs';
import { expect, isNarrow, revealNav } from './fixtures';
import { parsePolicy, productionHeaders } from './watchers';

// What every route is held to, as steps a route's one visit takes in turn (routes.spec.ts), and that the
// specs of one concern (security, paint-first, shell, external-requests) reuse for the pages they drive.

/** The policies a document is under: its CSP header and its <meta> CSP, if any. */
export async function policiesOf(page: Page, response: Response) {
  const header = response.headers()['content-security-policy'];
  const metaTag = page.locator('meta[http-equiv="Content-Security-Policy"]');
  const meta = (await metaTag.count()) > 0 ? await metaTag.getAttribute('content') : null;
  return { header: header ? parsePolicy(header) : null, meta: meta ? parsePolicy(meta) : null };
}

export async function expectStrictCommonHeaders(response: Response) {
  const headers = response.headers();
  expect(Number(/max-age=(\d+)/.exec(headers['strict-transport-security'] ?? '')?.[1])).toBeGreaterThanOrEqual(31_536_000);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toMatch(/camera=\(\)/);
  expect(headers['cross-origin-opener-policy']).toBe('same-origin');
}

export function expectStrictPolicy(policy: Map<string, string[]>, inlineScripts: string[]) {
  expect(policy.get('default-src')).toEqual(["'self'"]);
  const scriptSrc = policy.get('script-src') ?? [];
  expect(scriptSrc[0]).toBe("'self'");
  expect(scriptSrc).not.toContain("'unsafe-inline'");
  expect(scriptSrc).not.toContain("'unsafe-eval'");
  for (const script of inlineScripts) expect(scriptSrc).toContain(hashSource(script));
  expect(policy.get('style-src')).not.toContain("'unsafe-inline'");
  expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
  expect(policy.get('object-src')).toEqual(["'none'"]);
  expect(policy.get('base-uri')).toEqual(["'self'"]);
  expect(policy.get('form-action')).toEqual(["'self'"]);
}

/** A route served as production serves it (out/_headers), under a strict policy naming each inline script by hash. */
export async function expectServedAsProduction(page: Page, response: Response, path: string) {
  const promised = productionHeaders(path === '/' ? '/' : `${path}/`);
  expect(Object.keys(promised)).toContain('content-security-policy');
  for (const [name, value] of Object.entries(promised)) expect(response.headers()[name], name).toBe(value);
  await expectStrictCommonHeaders(response);
  const { header, meta } = await policiesOf(page, response);
  if (!header) throw new Error('no CSP header');
  expect(header.get('frame-ancestors')).toEqual(["'none'"]);
  expectStrictPolicy(meta ?? header, inspectHtml(await response.text()).scripts);
}

export const startsWithHint = async (page: Page, chunk: string) => (await (await page.request.get(chunk)).text()).startsWith(EAGER_COMPILE_HINT);

/** scripts/after-paint.mjs: the page painted from its HTML and CSS before any of Next's chunks was requested (read once hydrated). */
export async function expectPaintBeforeChunks(page: Page) {
  const timing = await page.evaluate(() => ({
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
    chunks: performance
      .getEntriesByType('resource')
      .filter((entry) => /\/_next\/static\/chunks\/.+\.js$/.test(new URL(entry.name).pathname))
      .map((entry) => ({ name: new URL(entry.name).pathname, start: entry.startTime })),
  }));
  expect(timing.fcp).toBeGreaterThan(0);
  expect(timing.chunks.length).toBeGreaterThan(0);
  for (const chunk of timing.chunks) expect(chunk.start, chunk.name).toBeGreaterThanOrEqual(timing.fcp);
}

/** scripts/compile-hints.mjs: every chunk the page runs at load asks Chrome to compile it eagerly. */
export async function expectCompileHints(page: Page) {
  const atLoad: string[] = await page.evaluate((id) => JSON.parse(document.getElementById(id)?.textContent ?? '[]'), AFTER_PAINT_LIST_ID);
  expect(atLoad.length).toBeGreaterThan(0);
  for (const chunk of atLoad) expect(await startsWithHint(page, chunk), chunk).toBe(true);
}

/** No script the page loaded holds sonner: it comes with the first toast. */
export function expectNoSonner(scripts: string[], route: string) {
  expect(scripts.length, 'scripts were recorded').toBeGreaterThan(0);
  expect(scripts.filter((body) => body.includes(SONNER_MARK)), route).toEqual([]);
}

export const navOrder = [
  ['Home', '/'],
  ['Templates', '/templates/'],
  ['Playground', '/playground/'],
  ['Docs', '/docs/'],
  ['Community', '/community/'],
  ['About', '/about/'],
] as const;

/** The header nav in the spec's order, with the route's own link (if it has one) marked current and drawn apart; the phone's menu closed again after. */
export async function expectNavMarks(page: Page, path: string) {
  const nav = page.getByRole('banner').getByRole('navigation', { name: 'Main' });
  await revealNav(page);
  const links = nav.getByRole('link');
  await expect(links).toHaveCount(6);
  for (const [i, [name, href]] of navOrder.entries()) {
    await expect(links.nth(i)).toHaveAccessibleName(name);
    await expect(links.nth(i)).toHaveAttribute('href', href);
  }
  const current = page.locator('[aria-current="page"]');
  const expected = navOrder.find(([, href]) => href === `${path}/` || href === path);
  if (!expected) {
    await expect(current).toHaveCount(0);
  } else {
    await expect(current).toHaveCount(1);
    await expect(current).toHaveAccessibleName(expected[0]);
    const look = (el: Element) => `${getComputedStyle(el).boxShadow} ${getComputedStyle(el).color} ${getComputedStyle(el).backgroundColor}`;
    const otherLook = await nav.locator('a:not([aria-current])').first().evaluate(look);
    expect(await current.evaluate(look)).not.toBe(otherLook);
  }
  if (isNarrow(page)) await page.getByRole('button', { name: 'Close menu' }).click();
}

/** Clicks every visible, enabled button in <main>, in order, closing whatever each one opened before the next. */
export async function pressEveryButton(page: Page) {
  const buttons = page.locator('main button:visible');
  const count = await buttons.count();
  for (let i = 0; i < count; i += 1) {
    const button = buttons.nth(i);
    if (!(await button.isVisible()) || (await button.isDisabled())) continue;
    // A dialog may open after code loads on demand (the QR code): wait for it, or the Escape below comes too early.
    const opensDialog = (await button.getAttribute('aria-haspopup')) === 'dialog';
    // Mid-screen, clear of the toasts the downloads bring: at 375 px a toast sliding in at the bottom
    // could take a click meant for a button beneath it after Playwright's hit check.
    await button.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await button.click();
    if (opensDialog) await expect(page.locator('dialog[open]')).toBeVisible();
    await page.keyboard.press('Escape');
  }
}

/** Checks every radio and steps every slider in <main>. */
export async function setEveryInput(page: Page) {
  for (const radio of await page.locator('main input[type="radio"]:visible').all()) await radio.check();
  for (const slider of await page.locator('main input[type="range"]:visible').all()) {
    await slider.focus();
    await page.keyboard.press('ArrowRight');
  }
}

/** The routes with radios or sliders in <main>; browseShell checks that no other route has any. */
export const routesWithInputs: readonly string[] = ['/templates', '/playground'];
const inputs = 'main input[type="radio"], main input[type="range"]';

/** The shell and the page itself: the menu (a phone's), link intent (prefetch), the toaster hotkey, the whole scroll. */
export async function browseShell(page: Page, path: string) {
  expect(routesWithInputs.includes(path) || (await page.locator(inputs).count()) === 0, `${path} has inputs: list it`).toBe(true);
  if (isNarrow(page)) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: 'Close menu' }).click();
  }
  for (const link of await page.getByRole('navigation', { name: 'Main' }).getByRole('link').all()) {
    if (await link.isVisible()) await link.hover();
  }
  await page.keyboard.press('F8');
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((done) => requestAnimationFrame(done));
    }
  });
}
