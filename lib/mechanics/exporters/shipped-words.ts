import { readdirSync } from 'node:fs';
import { basename, join } from 'node:path';

/**
 * Notes in a kit's shipped files that speak to the vendor, not to the kit's user: an internal review or issue id
 * ("review 4 M6", "(issue 46)", "review R2", "(N5)") or the name of one of the website's source files that the kit
 * does not have (player-words.ts, game.ts, a lib/mechanics/ path). Each comes as `file:line: text`, for a test to list.
 */
const ids = [/\breview (?:\d|[A-Z]\d)/i, /\bissues? \d+\b/i, /[(,:] ?[JKLMNPRUVWXYZ]\d{1,2}[),:]/];
const fileName = /(?<![\w.-])([\w-]+(?:\.[\w-]+)*\.(?:ts|tsx|mjs|gd|cs))\b/g;

/** `vendorFiles`: the names of the website's own source files (player-words.ts, game.ts, …). */
export function vendorNotes(files: Readonly<Record<string, string>>, vendorFiles: ReadonlySet<string>): string[] {
  const names = new Set(Object.keys(files).map((path) => path.split('/').at(-1) ?? path));
  const vendor = (line: string) => line.includes('lib/mechanics/') || [...line.matchAll(fileName)].some(([, name = '']) => vendorFiles.has(name) && !names.has(name));
  const found: string[] = [];
  for (const [path, text] of Object.entries(files)) {
    text.split('\n').forEach((line, index) => {
      if (ids.some((id) => id.test(line)) || vendor(line)) found.push(`${path}:${index + 1}: ${line.trim().slice(0, 160)}`);
    });
  }
  return found;
}

/** For tests (it reads the disk): the names of the website's own source files, which a kit's words must not send its user to. */
export const websiteSources = (root = process.cwd()): Set<string> =>
  new Set(
    ['lib', 'scripts', 'components', 'content', 'app']
      .flatMap((dir) => readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' }))
      .filter((path) => /\.(?:ts|tsx|mjs)$/.test(path) && !path.endsWith('.d.ts'))
      .map((path) => basename(path)),
  );
