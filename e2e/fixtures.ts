import { test as base, expect, type Frame, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { source as axeSource } from 'axe-core';
import { TIME_LIMIT_ANNOTATION } from '../scripts/e2e-summary.mjs';
import { ALONE_TAG, ONE_WIDTH_TAG, PHONE_ONLY_TAG } from './tags';

/** Every route of SPEC.md §2 with the h1 it must show. */
export const routes = [
  { path: '/', h1: /design, test and export microgames/i },
  { path: '/templates', h1: /templates/i },
  { path: '/playground', h1: /playground/i },
  { path: '/docs', h1: 'Documentation & Tutorials' },
  { path: '/community', h1: 'Community & Showcase' },
  { path: '/about', h1: /about|microloop/i },
  { path: '/privacy', h1: 'Privacy Policy' },
  { path: '/terms', h1: 'Terms of Service' },
] as const;

type Fixtures = {
  /** Console messages that a test expects (e.g. the 404 of an unknown path). */
  allowedConsoleErrors: RegExp[];
  consoleErrors: string[];
  /** Records the test's final time limit, so the run's summary can compare its duration with it. */
  timeLimit: void;
};

export const test = base.extend<Fixtures>({
  allowedConsoleErrors: [[], { option: true }],
  consoleErrors: [
    async ({ page, allowedConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' && !allowedConsoleErrors.some((re) => re.test(message.text()))) {
          errors.push(message.text());
        }
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'console errors and uncaught exceptions').toEqual([]);
    },
    { auto: true },
  ],
  timeLimit: [
    async ({}, use, testInfo) => {
      await use();
      testInfo.annotations.push({ type: TIME_LIMIT_ANNOTATION, description: String(testInfo.timeout) });
    },
    { auto: true },
  ],
});

export { expect };

/** Marks a test or group that runs at desktop size only (e2e/tags.ts). */
export const oneWidth = { tag: ONE_WIDTH_TAG } as const;
export const alone = { tag: ALONE_TAG } as const;
/** Marks a test or group that runs at 375 px only (e2e/tags.ts). */
export const phoneOnly = { tag: PHONE_ONLY_TAG } as const;

export const axeTags = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * Resolves once no finite CSS transition or animation runs on content people read. A scan mid-fade reads
 * colours blended by an opacity below 1 (a dialog opening) and reports contrast the settled page does not
 * have. Decoration hidden from assistive technology (the hero's falling balls) is not scanned, so not waited for.
 */
/** The bodies of the same-origin scripts a page receives, as they arrive. */
export function recordScripts(page: Page) {
  const bodies: string[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script') bodies.push(await response.text().catch(() => ''));
  });
  return bodies;
}

export async function waitForFades(page: Page) {
  await page.waitForFunction(
    () =>
      document.getAnimations().every((a) => {
        if (a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity) return true;
        const target = (a.effect as KeyframeEffect | null)?.target;
        return target?.closest('[aria-hidden="true"]') != null;
      }),
    null,
    { timeout: 5000, polling: 50 },
  );
}

/**
 * axe-core parses every computed colour string through colorjs.io, once per element and property, though a page
 * has few distinct ones (the site's oklch palette): 35–45 % of a template or API page's scan (2.3–3.2 s → 1.8,
 * 2.0–2.3 s → 1.2–1.4, 2026-11-30). The same string always parses to the same colour, so each is parsed once a
 * document; a string that fails to parse is not remembered and fails again, as before.
 */
function rememberColorParses() {
  type Parsed = { r: number; g: number; b: number; alpha: number; parseString(text: string): Parsed };
  const { prototype } = (window as unknown as { axe: { commons: { color: { Color: { prototype: Parsed } } } } }).axe.commons.color.Color;
  const parse = prototype.parseString;
  const parsed = new Map<string, [number, number, number, number]>();
  prototype.parseString = function (this: Parsed, text: string) {
    const known = parsed.get(text);
    if (!known) {
      parse.call(this, text);
      parsed.set(text, [this.r, this.g, this.b, this.alpha]);
      return this;
    }
    [this.r, this.g, this.b, this.alpha] = known;
    return this;
  };
}

/** axe-core's own run of the page's one frame, with the configuration AxeBuilder's legacy mode gives it. */
async function axeViolationsInPage(page: Page) {
  // In legacy mode AxeBuilder evaluates axe's 0.5 MB source twice a scan (analyze, then inject); once per
  // document is enough: 1.9 s a scan of an API page became 1.3 s, 2.2 s of a template page 1.4 s.
  if (!(await page.evaluate(() => 'axe' in window))) {
    await page.evaluate(axeSource);
    await page.evaluate(() => (window as unknown as { axe: typeof import('axe-core') }).axe.configure({ allowedOrigins: ['<same_origin>'], branding: { application: 'playwright' } }));
    await page.evaluate(rememberColorParses);
  }
  return page.evaluate(
    (tags) => (window as unknown as { axe: typeof import('axe-core') }).axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] }).then((results) => results.violations),
    axeTags,
  );
}

export async function expectNoAxeViolations(page: Page) {
  await waitForFades(page);
  // Only violations are read, so axe aggregates no other result type (resultTypes). A page of one frame is
  // scanned in place by axe-core itself; a page with frames through AxeBuilder, which reaches into frames
  // of other origins and finishes the run in a second blank page.
  const found =
    page.frames().length === 1
      ? await axeViolationsInPage(page)
      : (await patientAxeBuilder(page).withTags(axeTags).options({ resultTypes: ['violations'] }).analyze()).violations;
  const violations = found.map((v) => ({ id: v.id, help: v.help, targets: v.nodes.map((n) => n.target.join(' ')) }));
  expect(violations).toEqual([]);
}

/**
 * An AxeBuilder that waits for each frame to take axe's source. @axe-core/playwright's own inject() races that
 * evaluation against a 1 s timer and, on losing, leaves the frame out of the scan without a word: on a busy machine a
 * frame's image without alt went unreported (gate of 2026-12-02, routes.spec.ts's frame check, twice in a row).
 */
function patientAxeBuilder(page: Page): AxeBuilder {
  const builder = new AxeBuilder({ page });
  const inside = builder as unknown as { inject(frames: Frame[], shouldThrow?: boolean): Promise<void>; script(): string; axeConfigure(): Promise<string> };
  // These are the package's internals: a version that renames them must fail here, not scan with its own racing inject.
  for (const member of ['inject', 'script', 'axeConfigure'] as const) {
    if (typeof inside[member] !== 'function') throw new Error(`@axe-core/playwright has no ${member}(): patientAxeBuilder needs updating`);
  }
  inside.inject = async (frames, shouldThrow) => {
    for (const frame of frames) {
      try {
        await frame.evaluate(inside.script());
        await frame.evaluate(await inside.axeConfigure());
      } catch (error) {
        if (shouldThrow) throw error;
      }
    }
  };
  return builder;
}

/** Whether the test runs in the narrow (375 px) project. */
export function isNarrow(page: Page) {
  return (page.viewportSize()?.width ?? 1280) < 768;
}

/** Opens the mobile menu when the nav links are hidden behind the toggle. */
export async function revealNav(page: Page) {
  if (!isNarrow(page)) return;
  // The menu button is a React island: it opens once the page has hydrated, after the first paint.
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Open menu' }).click();
}

/**
 * Waits until the page has hydrated: every control of the header and of the main content carries
 * React's props (a Suspense-wrapped island can hydrate after the header), then two frames more for
 * their effects. Controls a game builds itself inside its surface ([data-game]) are not React's.
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    const controls = [...document.querySelectorAll('header button, header a, main button, main input, main select, main textarea')].filter(
      (el) => !el.closest('[data-game]'),
    );
    return controls.length > 0 && controls.every((el) => Object.keys(el).some((key) => key.startsWith('__reactProps')));
  });
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

/** Clicks a control whose destination does not exist yet and expects the one toast that says so. */
export async function expectComingSoonToast(page: Page, buttonName: string) {
  await waitForHydration(page);
  await page.getByRole('button', { name: buttonName, exact: true }).click();
  const toast = page.locator('[data-sonner-toast][data-visible="true"]');
  await expect(toast).toHaveCount(1);
  await expect(toast).toContainText('is not available yet');
}

/** Sums the page's layout shifts not caused by input, from its first paint on (read with layoutShift). */
export async function watchLayoutShift(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { cls: number };
    w.cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) w.cls += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

export const layoutShift = (page: Page) => page.evaluate(() => (window as unknown as { cls: number }).cls);

/** Resolves once the page's smooth scroll has stopped: scrollY unchanged over three frames. */
export async function scrollSettled(page: Page) {
  await page.evaluate(async () => {
    let last = Number.NaN;
    for (let still = 0; still < 3; ) {
      await new Promise((done) => requestAnimationFrame(done));
      still = window.scrollY === last ? still + 1 : 0;
      last = window.scrollY;
    }
  });
}
