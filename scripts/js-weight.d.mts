export type PageWeight = { route: string; file: string; scripts: string[]; gzipBytes: number };
export function measurePages(outDir: string): PageWeight[];
export function kb(bytes: number): string;
export const MEASURED: string;
