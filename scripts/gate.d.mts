export const stages: string[];
/** Each phase's lanes, each lane's stages in turn. */
export const phases: string[][][];
export type StageResult = { name: string; status: number; seconds: number; cpu: number | null };
export function gateSummary(results: StageResult[], options?: { unit?: unknown; unitCount?: { tests: number; assertions: number } | null; rootDir?: string; wallSeconds?: number | null }): string[];
