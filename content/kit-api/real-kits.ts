// For tests only (it reads the disk): each template's kits as a user downloads them, built from the
// real sources in lib/mechanics, so the words the site says about a kit are checked against the kit.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { godotSources } from '@/scripts/godot-sources.mjs';
import { unitySources } from '@/scripts/unity-sources.mjs';
import { mechanicBySlug } from '@/lib/mechanics';
import { defaultValues } from '@/lib/mechanics/core/params';
import type { GodotSources } from '@/lib/mechanics/exporters/godot-project';
import { buildStarterKit, type KitLicense } from '@/lib/mechanics/exporters/kit';
import type { KitEngine } from './types';

export const mechanicsDir = join(__dirname, '../../lib/mechanics');

const license: KitLicense = { text: 'The template license.\n', documentTitle: 'Terms of Service', leads: ['Worldwide.'] };

export type RealKit = {
  /** Every file of the download by its path in the zip. */
  readonly files: Readonly<Record<string, string>>;
  /**
   * The code a programmer reads: for Godot and Unity the kit's scripts; for JavaScript the TypeScript
   * its module and .d.ts are built from (the game, its model and params, and the game contract).
   */
  readonly source: string;
};

const typeScriptIn = (dir: string) =>
  readdirSync(join(mechanicsDir, dir))
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map((file) => readFileSync(join(mechanicsDir, dir, file), 'utf8'));

/** The game's own TypeScript first (game.ts among it), then the shared core its module bundles. */
function jsSource(slug: string): string {
  return [...typeScriptIn(slug), ...typeScriptIn('core')].join('\n');
}

/** The members of the game's public types: its options and handle, and the contract's (but the methods only some games have). */
export function jsPublicMembers(slug: string): string[] {
  const members = (text: string, types: RegExp, optionalToo: boolean) =>
    [...text.matchAll(types)].flatMap((block) =>
      [...(block[1] ?? '').matchAll(/^ {2}(\w+)(\??)([(:])/gm)].filter((match) => optionalToo || !(match[2] && match[3] === '(')).map((match) => match[1] ?? ''),
    );
  const game = readFileSync(join(mechanicsDir, slug, 'game.ts'), 'utf8');
  const contract = readFileSync(join(mechanicsDir, 'core/mechanic.ts'), 'utf8');
  // A canvas game's handle and options add the canvas runtime's (step, render, loop).
  const canvas = game.includes('runCanvasGame') ? readFileSync(join(mechanicsDir, 'core/canvas-game.ts'), 'utf8') : '';
  return [
    ...members(game, /export type \w+(?:Options|Handle) = [^{]*\{([\s\S]*?)\n\};/g, true),
    ...members(contract, /export type Game(?:Events|Options|Handle)[^{]*\{([\s\S]*?)\n\};/g, false),
    ...members(canvas, /export type CanvasGame(?:Options|Handle)[^{]*\{([\s\S]*?)\n\};/g, true),
  ];
}

/** What the game's module exports: its functions and values (createGame, createModel, params, …), not its types. */
export function jsModuleExports(slug: string): string[] {
  const game = readFileSync(join(mechanicsDir, slug, 'game.ts'), 'utf8');
  const declared = [...game.matchAll(/^export (?:async )?(?:function|const|class) (\w+)/gm)].map((match) => match[1] ?? '');
  const renamed = [...game.matchAll(/^export \{([^}]*)\} from/gm)].flatMap((match) =>
    (match[1] ?? '').split(',').filter((part) => !/^\s*type\b/.test(part)).map((part) => part.trim().split(/\s+as\s+/).at(-1) ?? ''),
  );
  return [...declared, ...renamed].filter(Boolean);
}

export function realKit(slug: string, engine: KitEngine): RealKit {
  const mechanic = mechanicBySlug(slug);
  if (!mechanic) throw new Error(`No mechanic ${slug}`);
  const values = defaultValues(mechanic.params);
  const options =
    engine === 'unity'
      ? { gameScript: '', engine, unitySources: unitySources(slug) as Record<string, string> }
      : engine === 'godot'
        ? { gameScript: '', engine, godotProject: godotSources(slug, mechanicsDir) as GodotSources }
        : { gameScript: '', engine, gameModule: '', gameTypes: '' };
  const files = buildStarterKit(mechanic, values, options, license);
  const code = engine === 'unity' ? /\.cs$/ : /\.gd$/;
  const source = engine === 'js' ? jsSource(slug) : Object.entries(files).filter(([path]) => code.test(path)).map(([, text]) => text).join('\n');
  return { files, source };
}
