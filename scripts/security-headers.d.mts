export type Inspection = {
  scripts: string[];
  styles: string[];
  styleAttributes: string[];
  forbidden: string[];
  metaCsp: boolean;
};
export type Policy = [directive: string, sources: string[]][];
export type HeaderRule = { urls: string[]; files: string[]; headers: Record<string, string> };
export type PlannedPage = {
  file: string;
  urls: string[];
  headerPolicy: string | null;
  metaPolicy: string | null;
  inspection: Inspection;
};
export type HeaderPlan = { pages: PlannedPage[]; rules: HeaderRule[] };
export type ServeConfig = {
  directoryListing: boolean;
  headers: { source: string; headers: { key: string; value: string }[] }[];
};

export const MAX_HEADER_LINE: number;
export const MAX_HEADER_RULES: number;
export const COMMON_HEADERS: Record<string, string>;
export const IMMUTABLE: string;
export const REVALIDATE: string;
export function hashSource(text: string): string;
export function inspectHtml(html: string): Inspection;
export function sonnerStylesFrom(bundleSources: string[]): string[];
export function pagePolicy(inspection: Inspection, options?: { runtimeStyles?: string[] }): Policy;
export function serializePolicy(policy: Policy): string;
export function urlsForFile(file: string): string[];
export function planHeaders(
  pages: { file: string; html: string }[],
  options?: { runtimeStyles?: string[]; maxLineLength?: number },
): HeaderPlan;
export function renderHeadersFile(plan: HeaderPlan): string;
export function renderServeConfig(plan: HeaderPlan): ServeConfig;
export function headersFileProblems(text: string, options?: { maxLineLength?: number; maxRules?: number }): string[];
export function removeMetaCsp(html: string): string;
export function injectMetaCsp(html: string, policy: string): string;
export function parseHeadersFile(text: string): { pattern: string; headers: [string, string][] }[];
export function headersForPath(rules: { pattern: string; headers: [string, string][] }[], path: string): Record<string, string>;
