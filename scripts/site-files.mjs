// The exported site as files: which HTML pages exist, which route each one is, which scripts it loads.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { Parser } from 'htmlparser2';
import { afterPaintScriptSources } from './after-paint.mjs';

/** Every HTML file under dir, as sorted posix paths relative to it. */
export function listHtmlFiles(dir) {
  const found = [];
  const walk = (current) => {
    for (const entry of readdirSync(current, { withFileTypes: true })) {
      const path = join(current, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.html')) found.push(relative(dir, path).split(sep).join('/'));
    }
  };
  walk(dir);
  return found.sort();
}

/** The route a visitor types for an exported file: docs/index.html is /docs, 404.html stays itself. */
export function routeOfFile(file) {
  if (file === 'index.html') return '/';
  if (file.endsWith('/index.html')) return `/${file.slice(0, -'/index.html'.length)}`;
  return `/${file}`;
}

/** Files Next exports besides the routes (its own copies of the 404 page). */
export const NEXT_INTERNAL_PAGES = new Set(['404/index.html', '_not-found/index.html']);

/** The pages a visitor can reach: every route plus the 404 page, without Next's internal copies. */
export function listPages(dir) {
  return listHtmlFiles(dir)
    .filter((file) => !NEXT_INTERNAL_PAGES.has(file))
    .map((file) => ({ file, route: routeOfFile(file), html: readFileSync(join(dir, file), 'utf8') }));
}

/**
 * The scripts a modern browser downloads for a document: its <script src> without nomodule ones,
 * then the ones it runs after the first paint (scripts/after-paint.mjs); unique, in order.
 */
export function moduleScriptSources(html) {
  const sources = [];
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === 'script' && attributes.src && !('nomodule' in attributes)) sources.push(attributes.src);
      },
    },
    { lowerCaseAttributeNames: true },
  );
  parser.write(html);
  parser.end();
  return [...new Set([...sources, ...afterPaintScriptSources(html)])];
}
