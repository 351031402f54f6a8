export function portSlugs(mechanicsDir?: string): string[];
export const unityPortSlugs: readonly string[];
export function unitySourcePaths(slug: string, mechanicsDir?: string): string[];
export function unitySources(slug: string, mechanicsDir?: string): Record<string, string>;
export function writeUnitySources(outDir: string, mechanicsDir?: string): string[];
