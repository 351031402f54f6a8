export const EAGER_COMPILE_HINT: string;
export function withCompileHint(source: string): string;
export function startupChunks(htmls: string[]): string[];
