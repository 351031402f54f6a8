/** @jest-environment node */
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { godotProjectSlugs } from '@/lib/mechanics/exporters/godot-project';
import { godotEmbedDir, godotSlugs, godotSources, writeGodotSources } from './godot-sources.mjs';

const mechanicsDir = join(process.cwd(), 'lib/mechanics');

describe('godot-sources', () => {
  it('finds exactly the ports the download fetches a Godot project for', () => {
    // A port the list lacks would download without its project; a listed slug without a port would fail to download.
    expect(godotSlugs(mechanicsDir)).toEqual([...godotProjectSlugs].sort());
  });

  it.each(godotProjectSlugs)('%s: the project, the scene and the addon scripts, by their path in godot/', (slug) => {
    const snake = slug.replace(/-/g, '_');
    const sources = godotSources(slug, mechanicsDir) as Record<string, string>;
    expect(Object.keys(sources).sort()).toEqual(
      ['main.tscn', 'project.godot', ...['_game.gd', '_model.gd'].map((end) => `addons/microloop_${snake}/${snake}${end}`), `addons/microloop_${snake}/microloop_random.gd`, `addons/microloop_${snake}/microloop_play.gd`].sort(),
    );
    expect(sources['main.tscn']).toContain(`path="res://addons/microloop_${snake}/${snake}_game.gd"`);
  });

  it("removes the runtime package's copy of Godot from public/, so the site never exports it", () => {
    const root = mkdtempSync(join(tmpdir(), 'microloop-godot-'));
    try {
      mkdirSync(join(root, godotEmbedDir), { recursive: true });
      writeFileSync(join(root, godotEmbedDir, 'index.wasm'), 'wasm');
      mkdirSync(join(root, 'lib/mechanics'), { recursive: true });
      expect(writeGodotSources({ root })).toEqual([]);
      expect(existsSync(join(root, godotEmbedDir))).toBe(false);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
