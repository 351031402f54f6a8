// One input path for every JavaScript game (issue 44): keys, pointers, clicks and a gamepad reach a game through
// the shared shell (core/game-shell.ts: the hands, R, the modifier rule, the pad and its focus rule; canvas-game.ts
// for a canvas), so a rule fixed there holds in all six. A game file that listens for its own presses, reads the
// pad or writes its own modifier rule fails here.
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';

const mechanicsDir = join(__dirname, '..');
const gameFiles = readdirSync(mechanicsDir)
  .map((slug) => join(mechanicsDir, slug, 'game.ts'))
  .filter((file) => existsSync(file));

/** What only the shell may do: listen for a press (directly or through shell.listen), read a gamepad, read a modifier key. */
const plumbing: readonly [string, RegExp][] = [
  // addEventListener takes the type first; the shell's listen(target, type, …) second.
  ['a press listener', /(?:addEventListener\(\s*|\blisten\(\s*[^,]+,\s*)['"`](?:key\w*|pointer\w*|click|dblclick|touch\w*|mouse\w*|gamepad\w*)['"`]/],
  ['a press handler property', /\.on(?:key\w*|pointer\w*|click|dblclick|touch\w*|mouse\w*)\s*=[^=]/],
  ['a gamepad read', /getGamepads|gamepadconnected/],
  ['a modifier rule', /\b(?:ctrlKey|metaKey|altKey|shiftKey)\b/],
];

describe('no game file keeps input plumbing of its own', () => {
  it('its patterns find each kind of plumbing, and none in a game that only declares its actions', () => {
    const found = (source: string) => plumbing.filter(([, pattern]) => pattern.test(source)).map(([what]) => what);
    expect(found("canvas.addEventListener('pointerdown', press)")).toEqual(['a press listener']);
    expect(found("shell.listen(window, 'keydown', onKey)")).toEqual(['a press listener']);
    expect(found('canvas.onclick = () => start();')).toEqual(['a press handler property']);
    expect(found('const pads = navigator.getGamepads();')).toEqual(['a gamepad read']);
    expect(found('if (event.ctrlKey) return;')).toEqual(['a modifier rule']);
    expect(found("const actions = { drop: ['tap'] }; if (scene.onclick === undefined) step(1 / 60);")).toEqual([]);
  });

  it('finds all six games', () => {
    expect(gameFiles).toHaveLength(6);
  });

  it.each(gameFiles.map((file) => [file.slice(mechanicsDir.length + 1), file]))('%s', (_, file) => {
    const source = readFileSync(file, 'utf8');
    const found = plumbing.filter(([, pattern]) => pattern.test(source)).map(([what]) => what);
    expect(found).toEqual([]);
  });
});
