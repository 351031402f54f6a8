export const CARD_NAME: string;
export const CARD_SIZE: { width: number; height: number };
export function listCardFiles(dir: string): string[];
export function withPngCardUrls(text: string): string;
export function pngSize(bytes: Uint8Array): { width: number; height: number } | null;
export function cardUrls(html: string): string[];
export function cardProblems(file: string, html: string, cardExists: (path: string) => boolean): string[];
