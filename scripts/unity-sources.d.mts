/** The C# namespace of a template's package: `Microloop.<Name>` (the shared files are moved into it). */
export function packageNamespace(slug: string): string;
export function portSlugs(mechanicsDir?: string): string[];
export const unityPortSlugs: readonly string[];
export function unitySourcePaths(slug: string, mechanicsDir?: string): string[];
export function unitySources(slug: string, mechanicsDir?: string): Record<string, string>;
export function writeUnitySources(outDir: string, mechanicsDir?: string): string[];
/** `MicroloopPhysicsDropperWeb`: a package's browser plugin (its .jslib) and the prefix of the functions in it. */
export function webPluginName(slug: string): string;
