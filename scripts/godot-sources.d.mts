/** The Godot files of one ported slug, by their path in the kit's godot/ folder. */
export function godotSources(slug: string, mechanicsDir: string): Record<string, string>;
/** Slugs with a Godot port (lib/mechanics/<slug>/godot/<snake>_game.gd). */
export function godotSlugs(mechanicsDir: string): string[];
/** Writes every port's <slug>.godot.json into outDir; returns the file names. */
export function writeGodotSources(options?: { root?: string; outDir?: string }): string[];
/** Where the runtime package's postinstall would copy its Godot build; the build removes it. */
export const godotEmbedDir: string;
