export const EAGER_COMPILE_HINT: string;
export function withCompileHint(source: string, src?: string): string;
export function startupChunks(pages: { file: string; html: string }[]): string[];
