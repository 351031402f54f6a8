// Chrome 136+ (V8 explicit compile hints) compiles every function of a script that begins with this
// comment eagerly, on the background thread that streams the download, instead of lazily on the main
// thread the first time each function runs. The chunks a page runs at load call most of their
// functions while the page hydrates (React, Next's router, the page's islands), so postbuild.mjs marks
// those and only those: chunks loaded on demand (sonner, the zip writer, the QR encoder) stay lazy.
// Other browsers read the line as a comment.
import { moduleScriptSources } from './site-files.mjs';

export const EAGER_COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** Every chunk Turbopack writes, its runtime included, reaches for globalThis.TURBOPACK in its first statement. */
const TURBOPACK_CHUNK = /^[^\n]{0,200}?globalThis(?:\.TURBOPACK|\["TURBOPACK"\])/;
const NEXT_CHUNK = /^\/_next\/static\/.+\.js$/;

const changed = "The compile-hints step (scripts/compile-hints.mjs) no longer matches Next's output.";

/**
 * The chunk with the hint as its first line, once. A chunk that does not begin as Turbopack's do is
 * refused: the hint must be the very first line, and a chunk of unknown shape may carry its own.
 */
export function withCompileHint(source, src = 'chunk') {
  if (source.startsWith(EAGER_COMPILE_HINT)) return source;
  if (!TURBOPACK_CHUNK.test(source)) {
    throw new Error(`${src}: does not begin as a Turbopack chunk ("${source.slice(0, 40)}…"). ${changed}`);
  }
  return `${EAGER_COMPILE_HINT}${source}`;
}

/**
 * The site's own chunks that some page runs at load, sorted: Next's static chunks only, no nomodule.
 * Every page must run at least one, or Next has changed how pages load them and none would be marked.
 */
export function startupChunks(pages) {
  const chunks = new Set();
  for (const { file, html } of pages) {
    const own = moduleScriptSources(html).filter((src) => NEXT_CHUNK.test(src));
    if (own.length === 0) throw new Error(`${file}: runs no /_next/static/ chunk at load, so none would get the compile hint. ${changed}`);
    own.forEach((src) => chunks.add(src));
  }
  return [...chunks].sort();
}
