export type Inspection = {
  scripts: string[];
  styles: string[];
  styleAttributes: string[];
  forbidden: string[];
  metaCsp: boolean;
};
export type Policy = [directive: string, sources: string[]][];
export type HeaderRule = { url: string; files: string; headers: Record<string, string> };
export type PlannedPage = { file: string; metaPolicy: string; inspection: Inspection };
export type HeaderPlan = { pages: PlannedPage[]; rules: HeaderRule[] };

export const MAX_HEADER_LINE: number;
export const MAX_HEADER_RULES: number;
export const COMMON_HEADERS: Record<string, string>;
export const IMMUTABLE: string;
export const REVALIDATE: string;
export const HEADER_POLICY: string;
export function hashSource(text: string): string;
export function inspectHtml(html: string): Inspection;
export function sonnerStylesFrom(bundleSources: string[]): string[];
export function pagePolicy(inspection: Inspection, options?: { runtimeStyles?: string[] }): Policy;
export function serializePolicy(policy: Policy): string;
export function planHeaders(pages: { file: string; html: string }[], options?: { runtimeStyles?: string[] }): HeaderPlan;
export function renderHeadersFile(plan: HeaderPlan): string;
export function headersFileProblems(text: string, options?: { maxLineLength?: number; maxRules?: number }): string[];
export function injectMetaCsp(html: string, policy: string): string;
