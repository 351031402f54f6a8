/** @jest-environment node */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The Godot games read their settings from the model (rule 5 of the game contract): `model.update()`
 * with any subset rules the next step and the drawing, so a game never draws from its node's
 * `settings` (the Inspector's copy) and never applies that copy again on its own each frame. What the
 * games do with an update is played in Godot by content/kit-api/samples-godot.test.ts (rules_driver.gd).
 */
const mechanicsDir = join(__dirname, '..');
const games = readdirSync(mechanicsDir)
  .map((slug) => ({ slug, path: join(mechanicsDir, slug, 'godot', `${slug.replace(/-/g, '_')}_game.gd`) }))
  .filter(({ path }) => existsSync(path));

/** The body of `func name(...)`: its indented lines up to the next top-level line. */
function body(source: string, name: string): string {
  const start = source.indexOf(`\nfunc ${name}(`);
  if (start < 0) return '';
  const rest = source.slice(start + 1).split('\n');
  const end = rest.findIndex((line, index) => index > 0 && line !== '' && !/^\s/.test(line));
  return rest.slice(0, end < 0 ? undefined : end).join('\n');
}

describe("the Godot games follow the model's settings", () => {
  it('finds the six games', () => {
    expect(games).toHaveLength(6);
  });

  it.each(games.map(({ slug, path }) => [slug, path] as const))('%s: draws from the model, not from the node’s settings', (_slug, path) => {
    const source = readFileSync(path, 'utf8');
    expect(body(source, '_draw').match(/(?<![\w.])settings\.\w+/g) ?? []).toEqual([]);
  });

  it.each(games.map(({ slug, path }) => [slug, path] as const))('%s: never applies the node’s settings to the model each frame', (_slug, path) => {
    const source = readFileSync(path, 'utf8');
    expect(body(source, '_process')).not.toMatch(/model\.update\(\s*settings\s*\)/);
  });

  it.each(games.map(({ slug, path }) => [slug, path] as const))('%s: draws its HUD text through microloop_play.gd’s draw_hud, sized by its density rule (issue 38), never by a draw_string of its own', (_slug, path) => {
    const source = readFileSync(path, 'utf8');
    // The board's own labels (PhysicsDropper's bin scores) scale with the board; no status line is drawn apart.
    const own = (source.match(/draw_string\(ThemeDB\.fallback_font, [^\n]*/g) ?? []).filter((call) => !call.includes('BIN_SCORES'));
    expect(own).toEqual([]);
    expect(source).toMatch(/_session\.draw_hud\(/);
  });

  it.each(games.map(({ slug, path }) => [slug, path] as const))('%s: has update(changes), a subset or a whole config, as its model does', (_slug, path) => {
    const source = readFileSync(path, 'utf8');
    expect(source).toContain('\nfunc update(changes: Variant) -> void:\n');
    expect(body(source, 'update')).toMatch(/model\.update\(changes\)/);
  });
});
