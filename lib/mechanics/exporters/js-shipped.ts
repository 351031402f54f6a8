import type { ExportFiles } from './names';

/**
 * What a JavaScript kit ships, as its users meet it (issue 46, N11): the files in the zip, what `npm install` of
 * each folder with a package.json installs (its name, its entry points), the names its module exports, whether the
 * module points at a source map, and the settings' defaults. scripts/js-shipped.mjs records it for a release;
 * js-shipped.test.ts builds the current one and holds each release's changelog to what changed since the one before.
 */
export type JsShipped = {
  readonly files: readonly string[];
  /** Each folder holding a package.json ('' for the kit's root): what installing it gives. */
  readonly packages: Readonly<Record<string, { readonly name: string; readonly main: string | null; readonly types: string | null; readonly exports: readonly string[] }>>;
  readonly moduleExports: readonly string[];
  readonly sourceMap: boolean;
  readonly defaults: Readonly<Record<string, number>>;
  /** The fields of each setting's entry in the module's exported `params` (its ParamSpec), by key; not in records before 2.0.0. */
  readonly paramFields?: Readonly<Record<string, readonly string[]>>;
  /** The type names the module's entry (game.ts, the d.ts's source) exports; not in records before 1.2.0's (review 4 M5). */
  readonly typeExports?: readonly string[];
};

/** The type names a module's TypeScript source exports: `export type X`, `export interface X`, `export type { X }`, `export { type X }`. */
export function typeExportNames(source: string): string[] {
  const names = new Set<string>();
  for (const match of source.matchAll(/^export (?:declare )?(?:type|interface) (\w+)/gm)) names.add(match[1] ?? '');
  for (const match of source.matchAll(/^export (type )?\{([^}]*)\}/gm)) {
    for (const part of (match[2] ?? '').split(',')) {
      const entry = part.trim();
      if (!match[1] && !entry.startsWith('type ')) continue;
      const name = entry.replace(/^type\s+/, '').split(/\s+as\s+/).at(-1)?.trim() ?? '';
      if (name) names.add(name);
    }
  }
  names.delete('');
  return [...names].sort();
}

/** The names a module's closing `export { … }` list gives (`local as name` gives name). */
export function moduleExportNames(code: string): string[] {
  const list = /export\s*\{([^}]*)\};?\s*(?:\/\/# sourceMappingURL=\S*\s*)?$/.exec(code)?.[1] ?? '';
  return list
    .split(',')
    .map((part) => part.trim().split(/\s+as\s+/).at(-1) ?? '')
    .filter(Boolean)
    .sort();
}

/** What the kit of `slug` ships, from its files (as buildStarterKit makes them) and its settings' defaults. */
export function jsShipped(slug: string, files: ExportFiles, defaults: Readonly<Record<string, number>>, params?: readonly { readonly key: string }[], typeSource?: string): JsShipped {
  const packages: Record<string, JsShipped['packages'][string]> = {};
  for (const [path, text] of Object.entries(files)) {
    if (!path.endsWith('package.json')) continue;
    const folder = path.slice(0, -'package.json'.length).replace(/\/$/, '');
    const manifest = JSON.parse(text) as { name?: string; main?: string; types?: string; exports?: Record<string, unknown> };
    packages[folder] = { name: manifest.name ?? '', main: manifest.main ?? null, types: manifest.types ?? null, exports: Object.keys(manifest.exports ?? {}).sort() };
  }
  const code = files[`src/${slug}.js`] ?? '';
  return {
    files: Object.keys(files).sort(),
    packages,
    moduleExports: moduleExportNames(code),
    sourceMap: /\/\/# sourceMappingURL=/.test(code) || Object.keys(files).some((path) => path.endsWith('.map')),
    defaults: { ...defaults },
    ...(params ? { paramFields: Object.fromEntries(params.map((spec) => [spec.key, Object.keys(spec).sort()])) } : {}),
    ...(typeSource === undefined ? {} : { typeExports: typeExportNames(typeSource) }),
  };
}

/** One thing a release removed or changed for a user, and the words a changelog line that lists it holds. */
export type ShippedChange = { readonly what: string; readonly words: readonly string[] };

/** `slug` in a path or a name written as `<slug>`, as a changelog shared by every template writes it. */
const generic = (text: string, slug: string) => text.split(slug).join('<slug>');

/** Every removed or changed file, export, install path and default from `before` to `after` (additions are not listed). */
export function shippedChanges(slug: string, before: JsShipped, after: JsShipped): ShippedChange[] {
  const changes: ShippedChange[] = [];
  for (const file of before.files) {
    if (!after.files.includes(file)) changes.push({ what: `file ${file} removed`, words: [`\`${generic(file, slug)}\``] });
  }
  for (const name of before.moduleExports) {
    if (!after.moduleExports.includes(name)) changes.push({ what: `export ${name} removed`, words: [`\`${name}\``] });
  }
  // A removed or renamed type breaks a TypeScript host's `import type` as a removed export breaks an import (review 4 M5).
  if (before.typeExports && after.typeExports) {
    for (const name of before.typeExports) if (!after.typeExports.includes(name)) changes.push({ what: `type ${name} removed`, words: [`\`${name}\``] });
  }
  if (before.sourceMap && !after.sourceMap) changes.push({ what: 'source map removed', words: ['source map'] });
  for (const [folder, was] of Object.entries(before.packages)) {
    const now = after.packages[folder];
    const where = folder === '' ? 'the kit folder' : `${folder}/`;
    const manifest = folder === '' ? 'the root package.json' : `${folder}/package.json`;
    if (!now || now.name !== was.name) {
      changes.push({ what: `npm install of ${where} installs ${now ? now.name : 'nothing'}, not ${was.name}`, words: ['`npm install`', generic(now?.name ?? was.name, slug)] });
      continue;
    }
    for (const field of ['main', 'types'] as const) {
      if (was[field] !== null && was[field] !== now[field]) changes.push({ what: `${manifest} ${field} ${was[field]} → ${now[field]}`, words: ['`package.json`', `\`${field}\``] });
    }
    for (const entry of was.exports) {
      if (!now.exports.includes(entry)) changes.push({ what: `${manifest} exports ${entry} removed`, words: ['`package.json`', '`exports`'] });
    }
  }
  for (const [key, value] of Object.entries(before.defaults)) {
    if (after.defaults[key] !== undefined && after.defaults[key] !== value) changes.push({ what: `default of ${key} ${value} → ${after.defaults[key]}`, words: [`\`${key}\``, 'default'] });
    if (after.defaults[key] === undefined) changes.push({ what: `setting ${key} removed`, words: [`\`${key}\``] });
  }
  return changes;
}

/**
 * Every field a release added to an entry of the module's `params` (RhythmClacker's latency gained `device` in 2.0.0),
 * where both records hold them: a changed export, which a changelog line names (issue 46).
 */
export function shippedAdditions(before: JsShipped, after: JsShipped): ShippedChange[] {
  const additions: ShippedChange[] = [];
  if (!before.paramFields || !after.paramFields) return additions;
  for (const [key, fields] of Object.entries(after.paramFields)) {
    const was = before.paramFields[key];
    if (!was) continue;
    for (const field of fields) if (!was.includes(field)) additions.push({ what: `params ${key} gains ${field}`, words: ['`params`', `\`${field}\``] });
  }
  return additions;
}
