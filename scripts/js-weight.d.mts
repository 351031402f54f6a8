import type { Browser } from '@playwright/test';

export type Script = { url: string; gzipBytes: number; text: string };
export type PageWeight = {
  route: string;
  scripts: Script[];
  gzipBytes: number;
  /** What pressing Play loaded, on a page with a Play button; null elsewhere. */
  play: { scripts: Script[]; gzipBytes: number } | null;
};
export const QUIET_MS: number;
export const MEASURED: string;
export function kb(bytes: number): string;
export function freePort(): Promise<number>;
export function serveDir(dir: string, port?: number, options?: string[]): Promise<{ origin: string; pid: number | undefined; close: () => void }>;
export function launchBrowser(): Promise<Browser>;
export function urlPath(route: string): string;
export type RecordedScript = Script & { phase: 'load' | 'play' };
/** The page's side recordScripts needs: its response events (a Playwright Page). */
export type ResponsePage = Pick<import('@playwright/test').Page, 'on' | 'off'>;
/** In the page: whether every chunk the after-paint loader lists has finished downloading. */
export function afterPaintScriptsLoaded(listId: string): boolean;
export function recordScripts(page: ResponsePage, origin: string): { scripts: Map<string, RecordedScript>; settle(): Promise<void> };
export function visit(browser: Browser, origin: string, route: string, options?: { play?: boolean }): Promise<PageWeight>;
export function measureSite(outDir: string, options: { browser: Browser; origin: string }): Promise<PageWeight[]>;
export function measureExport(outDir: string): Promise<PageWeight[]>;
