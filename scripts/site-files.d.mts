export function listHtmlFiles(dir: string): string[];
export function routeOfFile(file: string): string;
export const NEXT_INTERNAL_PAGES: Set<string>;
export function listPages(dir: string): { file: string; route: string; html: string }[];
export function moduleScriptSources(html: string): string[];
