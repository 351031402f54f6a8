export function gameSlugs(mechanicsDir: string): string[];
export function bundleGames(options?: { root?: string; outDir?: string; bootModule?: string }): Promise<string[]>;
/** Throws when a module reads like bundler output (helpers such as __publicField, names renamed apart like layout2). */
export function checkReadable(text: string, slug: string): void;
/** The rules layer's declarations with the doc comments the game's declarations give the same top-level names. */
export function withDeclarationDocs(model: string, game: string): string;
export function withoutPrivateMembers(declarations: string): string;
/** What a game module re-exports from its rules (model.ts, params.ts), types and values, which its `./model` entry exports too. */
export function rulesExports(gameSource: string): { types: string[]; values: string[] };
