/** @jest-environment node */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gamePrompts, pausedText, prompts, resumingText } from '../core/player-words';
import { commonSignals } from '../exporters/godot-project';

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

  it.each(games.map(({ slug, path }) => [slug, path] as const))('%s: draws every string through its shell (microloop_play.gd), sized by its density rule, never by a draw_string of its own', (_slug, path) => {
    const source = readFileSync(path, 'utf8');
    expect(source.match(/draw_(multiline_)?string\(/g) ?? []).toEqual([]);
    expect(source).toMatch(/_shell\.(status = |text_size\()/);
  });

  it.each(games.map(({ slug, path }) => [slug, path] as const))('%s: holds no input, pause or HUD plumbing of its own: its shell reads the input, pauses and draws the HUD', (_slug, path) => {
    const source = readFileSync(path, 'utf8').replace(/#.*$/gm, '');
    expect(source.match(/func (_unhandled_input|_input|_gui_input|_unhandled_key_input)\(|InputMap\.|NOTIFICATION_(APPLICATION|WM_WINDOW)_FOCUS|NOTIFICATION_(UN)?PAUSED|is_action_pressed|InputEventScreenTouch/g) ?? []).toEqual([]);
  });

  it.each(games.map(({ slug, path }) => [slug, path] as const))('%s: has update(changes), a subset or a whole config, as its model does', (_slug, path) => {
    const source = readFileSync(path, 'utf8');
    expect(source).toContain('\nfunc update(changes: Variant) -> void:\n');
    expect(body(source, 'update')).toMatch(/model\.update\(changes\)/);
  });
});

describe("the Godot shell's words (issue 45)", () => {
  const shell = readFileSync(join(mechanicsDir, 'core/godot/microloop_play.gd'), 'utf8');

  it('carries the prompts of core/player-words.ts, word for word, for a finger and for keys', () => {
    const table = /^const PROMPTS := (\{[\s\S]*?\n\})$/m.exec(shell)?.[1] ?? '';
    // A GDScript Dictionary literal of Strings is JSON once its trailing commas go.
    const carried = JSON.parse(table.replace(/,(\s*[}\]])/g, '$1')) as Record<string, unknown>;
    // Every shell moment, and a game's own moments the Godot games name through the shell, each as the table words it.
    const words: Record<string, unknown> = { ...prompts, ...gamePrompts };
    for (const moment of Object.keys(prompts)) expect(Object.keys(carried)).toContain(moment);
    for (const [moment, said] of Object.entries(carried)) expect([moment, said]).toEqual([moment, words[moment]]);
  });

  it('carries the Paused and Resuming texts', () => {
    expect(/^const PAUSED_TEXT := "(.*)"$/m.exec(shell)?.[1]).toBe(pausedText);
    const resuming = /^const RESUMING_TEXT := "(.*)"$/m.exec(shell)?.[1] ?? '';
    expect([3, 2, 1].map((seconds) => resuming.replace('%d', String(seconds)))).toEqual([3, 2, 1].map(resumingText));
  });

  it.each(games.map(({ slug, path }) => [slug, path] as const))('%s: words its prompts through the shell, never a prompt of its own', (_slug, path) => {
    const source = readFileSync(path, 'utf8').replace(/#.*$/gm, '');
    const words = Object.values(prompts).flatMap((hands) => Object.values(hands));
    expect(words.filter((word) => source.includes(word))).toEqual([]);
    expect(source.match(/"[^"\n]*\b(?:[Tt]ap|[Pp]ress|[Cc]lick)\b[^"\n]*(?:again|start)[^"\n]*"/g) ?? []).toEqual([]);
  });
});

describe("the Godot games' signal docs", () => {
  const paused = commonSignals.find((signal) => signal.name === 'game_paused')?.when ?? '';

  it.each(games.map(({ slug, path }) => [slug, path] as const))('%s: game_paused’s doc comment (the editor’s Help) names every cause the README names', (_slug, path) => {
    const source = readFileSync(path, 'utf8');
    const comment = /\n## (.*)\nsignal game_paused\(/.exec(source)?.[1];
    expect(paused).toMatch(/host paused the tree or hid the game/);
    expect(comment).toBe(`${paused.charAt(0).toUpperCase()}${paused.slice(1)}.`);
  });
});
