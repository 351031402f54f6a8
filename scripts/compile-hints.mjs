// Chrome 136+ (V8 explicit compile hints) compiles every function of a script that begins with this
// comment eagerly, on the background thread that streams the download, instead of lazily on the main
// thread the first time each function runs. The chunks a page runs at load call most of their
// functions while the page hydrates (React, Next's router, the page's islands), so postbuild.mjs marks
// those and only those: chunks loaded on demand (sonner, the zip writer, the QR encoder) stay lazy.
// Other browsers read the line as a comment.
import { moduleScriptSources } from './site-files.mjs';

export const EAGER_COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** The script with the hint as its first line, once. */
export function withCompileHint(source) {
  return source.startsWith(EAGER_COMPILE_HINT) ? source : `${EAGER_COMPILE_HINT}${source}`;
}

/** The site's own chunks that some page runs at load, sorted: Next's static chunks only, no nomodule. */
export function startupChunks(htmls) {
  const sources = htmls.flatMap((html) => moduleScriptSources(html));
  return [...new Set(sources.filter((src) => /^\/_next\/static\/.+\.js$/.test(src)))].sort();
}
