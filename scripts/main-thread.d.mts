export type TraceEvent = { name: string; ph?: string; pid: number; tid: number; ts: number; dur?: number; tdur?: number; args?: { name?: string } };
export const LONG_TASK_MS: number;
export const KIND_OF: Record<string, string>;
export function median(values: readonly number[]): number;
export function mainThreadEvents(events: readonly TraceEvent[]): TraceEvent[];
export function summariseTrace(events: readonly TraceEvent[]): { busy: number; blocking: number; longest: number[]; selfMs: Record<string, number> };
export function longTasksByCpu(events: readonly TraceEvent[]): number[];
export function hasThreadTimes(events: readonly TraceEvent[]): boolean;
