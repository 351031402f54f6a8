export const GATE_BUDGET_SECONDS: number;
export const stageBudgets: Record<string, number>;
export const unitSuiteBudgets: Record<string, number>;
export const specBudgets: Record<string, number>;
export type BudgetRow = { name: string; seconds: number; budget: number | null; over: number };
export function judgeBudgets(measured: Record<string, number>, budgets: Record<string, number>): BudgetRow[];
export function budgetLines(title: string, rows: BudgetRow[], options?: { extra?: (row: BudgetRow) => string; flagMissing?: boolean }): string[];
export function specSeconds(rows: { file: string; duration: number }[]): Record<string, number>;
export function unitSuiteSeconds(report: unknown, rootDir: string): Record<string, number>;
