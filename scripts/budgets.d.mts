export const CONTENT_BUDGET: number;
export const TEMPLATE_PAGE_BUDGET: number;
export const ROUTE_BUDGETS: Record<string, number>;
export const CONTENT_GOAL: number;
export const ROUTE_GOALS: Record<string, number>;
export function budgetFor(route: string): number;
export function goalFor(route: string): number;
export function weightTable(
  pages: { route: string; gzipBytes: number; play?: { scripts: unknown[]; gzipBytes: number } | null }[],
  floor: { gzipBytes: number },
): string;
export function goalMisses(pages: { route: string; gzipBytes: number }[], floor: { gzipBytes: number }): string[];
export const SONNER_MARK: string;
export function budgetProblems(
  pages: { route: string; gzipBytes: number; scripts: { url: string; text: string }[]; play: { scripts: unknown[] } | null }[],
  floor: { gzipBytes: number },
): string[];
