export const RESULTS_FILE: string;
export const ASSERTIONS_FILE: string;
export function isOwnAssertion(step: { category: string; parent?: unknown }): boolean;
export const TIME_LIMIT_ANNOTATION: string;
export type ResultRow = {
  title: string;
  file: string;
  project: string;
  status: string;
  outcome: string;
  retry: number;
  duration: number;
  limit: number;
};
export function flattenResults(report: unknown): ResultRow[];
export function summarizeRun(report: unknown, options: { seconds: number; slowTwin?: number; assertions?: Record<string, [number, number]> | null }): string[];
