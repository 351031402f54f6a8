export const CONTENT_BUDGET: number;
export const ROUTE_BUDGETS: Record<string, number>;
export function budgetFor(route: string): number;
export function weightTable(pages: { route: string; gzipBytes: number }[], floor: { gzipBytes: number }): string;
