import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { headersForPath, parseHeadersFile } from './host-emulation';

type ViolationWindow = Window & { __cspViolations?: string[] };

/**
 * Records every Content-Security-Policy violation of the page: the securitypolicyviolation events
 * of each document it loads, and the console messages Chromium prints for blocked content.
 */
export async function watchCsp(page: Page) {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (/content security policy/i.test(message.text())) messages.push(message.text());
  });
  await page.addInitScript(() => {
    const target = window as ViolationWindow;
    target.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      target.__cspViolations?.push(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}: ${event.sample}`);
    });
  });
  return {
    /** Violations so far: the console's of every document, the events' of the current one. */
    async violations() {
      const inPage = await page.evaluate(() => (window as ViolationWindow).__cspViolations ?? []);
      return [...messages, ...inPage];
    },
  };
}

/** The headers out/_headers promises for a path, as a production host would attach them. */
export function productionHeaders(path: string) {
  const rules = parseHeadersFile(readFileSync(resolve(__dirname, '../out/_headers'), 'utf8'));
  return headersForPath(rules, path);
}

/** A CSP string as a map of directive to its sources. */
export function parsePolicy(policy: string) {
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([directive]) => directive)
      .map(([directive, ...sources]) => [directive as string, sources]),
  );
}

/** Records every request the page makes to another origin than the site's (data: and blob: are local). */
export function watchOrigins(page: Page, baseURL: string) {
  const origin = new URL(baseURL).origin;
  const foreign: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (/^(data|blob):/.test(url)) return;
    if (new URL(url).origin !== origin) foreign.push(`${request.method()} ${url}`);
  });
  return foreign;
}
