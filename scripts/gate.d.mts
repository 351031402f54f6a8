export const steps: string[][];
export const stages: string[];
export type StageResult = { name: string; status: number; seconds: number; cpu: number | null; cpuWith?: string[] };
export function gateSummary(
  results: StageResult[],
  options?: { unit?: unknown; unitCount?: { tests: number; assertions: number } | null; rootDir?: string; wallSeconds?: number | null },
): string[];
export function stageEnv(stage: string, env: Record<string, string | undefined>): Record<string, string | undefined>;
