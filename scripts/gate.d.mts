export const stages: string[];
export type StageResult = { name: string; status: number; seconds: number; cpu: number | null };
export function gateSummary(results: StageResult[], options?: { unit?: unknown; unitCount?: { tests: number; assertions: number } | null; rootDir?: string }): string[];
export function stageEnv(stage: string, env: Record<string, string | undefined>): Record<string, string | undefined>;
