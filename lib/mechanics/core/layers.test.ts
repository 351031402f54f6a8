/**
 * core/ is the bottom layer: what every game is built on (param specs, the canvas runtime, the
 * contract's shape, the shared engine files). It imports nothing above it: no template, no exporter,
 * no registry that lists the templates (those are lib/mechanics/all-games/ and lib/mechanics/index.ts).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const core = __dirname;
const root = resolve(core, '../../..');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.(ts|tsx|mjs|js)$/.test(name) ? [path] : [];
  });
}

/** Every module a file names: static and dynamic imports, re-exports and require(). */
function specifiers(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(/(?:from\s+|import\s*\(\s*|require\s*\(\s*|import\s+)['"]([^'"]+)['"]/g)) found.push(match[1]!);
  return found;
}

/** Where a specifier lands, for the project's own modules (relative or `@/`); null for a package. */
function target(file: string, specifier: string): string | null {
  if (specifier.startsWith('@/')) return join(root, specifier.slice(2));
  if (specifier.startsWith('.')) return resolve(dirname(file), specifier);
  return null;
}

describe('lib/mechanics/core', () => {
  // This file names templates in strings, to show the check can fail.
  const files = sources(core).filter((file) => file !== __filename);

  it('has sources to check', () => {
    expect(files.length).toBeGreaterThan(10);
  });

  it('imports nothing above it: every project module it names is inside core/', () => {
    const outside = files.flatMap((file) =>
      specifiers(readFileSync(file, 'utf8'))
        .map((specifier) => ({ specifier, at: target(file, specifier) }))
        .filter(({ at }) => at !== null && relative(core, at).startsWith('..'))
        .map(({ specifier }) => `${relative(root, file)} imports ${specifier}`),
    );
    expect(outside).toEqual([]);
  });

  it('the check finds an import of a template (it can fail)', () => {
    const file = join(core, 'canvas-game.ts');
    expect(specifiers("import { x } from '../physics-dropper/model';").map((s) => relative(core, target(file, s)!))).toEqual(['../physics-dropper/model']);
    expect(specifiers("const m = await import('@/lib/mechanics/index');").map((s) => relative(core, target(file, s)!))).toEqual(['../index']);
  });
});
