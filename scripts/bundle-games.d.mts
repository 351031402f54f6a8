export function gameSlugs(mechanicsDir: string): string[];
export function bundleGames(options?: { root?: string; outDir?: string; bootModule?: string }): Promise<string[]>;
