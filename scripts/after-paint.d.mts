export const AFTER_PAINT_LIST_ID: string;
export const AFTER_PAINT_LOADER: string;
export function runScriptsAfterPaint(html: string, file?: string): string;
export function afterPaintScriptSources(html: string): string[];
