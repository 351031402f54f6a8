/** @jest-environment node */
import { join } from 'node:path';
import { godotProjectSlugs } from '@/lib/mechanics/exporters/godot-project';
import { godotSlugs, godotSources } from './godot-sources.mjs';

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
      ['main.tscn', 'project.godot', ...['_game.gd', '_model.gd'].map((end) => `addons/microloop_${snake}/${snake}${end}`), `addons/microloop_${snake}/microloop_random.gd`].sort(),
    );
    expect(sources['main.tscn']).toContain(`path="res://addons/microloop_${snake}/${snake}_game.gd"`);
  });
});
