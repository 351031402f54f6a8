// Content first, hydration second. Next puts its chunks in the HTML as `<script async>`: they
// download alongside the stylesheet and font and run the moment they arrive, which can be before the
// browser has painted anything (a cached repeat visit, a slow phone): the first paint then waits for
// React to evaluate and hydrate. postbuild.mjs rewrites every exported page so its chunks are
// requested only after the first contentful paint. The pre-rendered page needs no JavaScript to be
// read, and the stylesheet and font no longer share the connection with 140 KB of scripts.
// (Preloading the chunks and only delaying their execution was measured and rejected: Lighthouse's
// Lantern counts every script that finished downloading before the paint as render-blocking.)
import { Parser } from 'htmlparser2';

/** The id of the JSON list of scripts the loader runs after the first paint. */
export const AFTER_PAINT_LIST_ID = '__run_after_paint';

// Runs from the end of <body>. Waits for the first contentful paint; without paint timing it waits
// one frame; a document that never paints (a background tab) still hydrates after 3 s.
export const AFTER_PAINT_LOADER = `(function(){var d=document,done=false;function run(){if(done)return;done=true;JSON.parse(d.getElementById('${AFTER_PAINT_LIST_ID}').textContent).forEach(function(src){var s=d.createElement('script');s.src=src;s.setAttribute('async','');d.head.appendChild(s)})}var P=window.PerformanceObserver;if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf('paint')>=0){new P(function(list){if(list.getEntriesByName('first-contentful-paint').length)run()}).observe({type:'paint',buffered:true})}else{requestAnimationFrame(function(){setTimeout(run,0)})}setTimeout(run,3000)})()`;

const LIST_OPEN = `<script type="application/json" id="${AFTER_PAINT_LIST_ID}">`;
const ASYNC_SCRIPT = /<script src="([^"]+)" async=""><\/script>/g;
const SCRIPT_PRELOAD = /<link rel="preload" as="script"[^>]*? href="([^"]+)"\/>/g;

/**
 * What the rewrite relies on in Next's output, each with what a page lacking it means. The chunks
 * it moves start Turbopack's runtime, which reads the chunk list the `_R_` bootstrap pushes and the
 * React payload queued on self.__next_f; both are inline, run during parsing, and wait for the chunks.
 */
const BOOTSTRAP = [
  { pattern: /<script id="_R_">\(globalThis\["TURBOPACK"\]/, what: 'Turbopack bootstrap (<script id="_R_"> pushing to globalThis.TURBOPACK)' },
  { pattern: /<script>\(self\.__next_f=self\.__next_f\|\|\[\]\)\.push\(/, what: 'React payload queue ((self.__next_f=self.__next_f||[]).push)' },
];

/** Script tags and script preloads of a document, read by a parser so no attribute order hides one. */
function scriptTags(html) {
  const scripts = [];
  const preloads = [];
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === 'script' && attributes.src) scripts.push({ src: attributes.src, nomodule: 'nomodule' in attributes });
        if (name === 'link' && attributes.rel === 'preload' && attributes.as === 'script') preloads.push(attributes.href);
      },
    },
    { lowerCaseAttributeNames: true },
  );
  parser.write(html);
  parser.end();
  return { scripts, preloads };
}

/**
 * Rewrites one page `next build` exported: its `<script src async>` chunks (and Next's preloads of
 * them) leave the document, a JSON list of their sources and the loader go to the end of <body>.
 * A page already rewritten comes back unchanged. A page of any other shape (no chunks in the form
 * it knows, no bootstrap, a chunk script or preload left behind) fails with its name and what changed,
 * rather than ship with its scripts in the way of the first paint or not loading at all.
 */
export function runScriptsAfterPaint(html, file = 'page') {
  if (html.includes(LIST_OPEN)) return html;
  const fail = (what) => {
    throw new Error(`${file}: ${what}. The after-paint rewrite (scripts/after-paint.mjs) no longer matches Next's output.`);
  };
  const sources = [...new Set([...html.matchAll(ASYNC_SCRIPT)].map((match) => match[1]))];
  if (sources.length === 0) fail('no chunk scripts of the form <script src="…" async=""></script>');
  for (const { pattern, what } of BOOTSTRAP) if (!pattern.test(html)) fail(`no ${what}`);
  if (!html.includes('</body>')) fail('no </body> to put the loader before');
  // '<' escaped so no source can close the <script> early; JSON.parse reads \u003c back as '<'.
  const list = `${LIST_OPEN}${JSON.stringify(sources).replace(/</g, '\\u003c')}</script>`;
  const rewritten = html
    .replace(ASYNC_SCRIPT, '')
    .replace(SCRIPT_PRELOAD, (tag, href) => (sources.includes(href) ? '' : tag))
    .replace('</body>', `${list}<script>${AFTER_PAINT_LOADER}</script></body>`);

  const left = scriptTags(rewritten);
  const stillLoading = left.scripts.filter((script) => !script.nomodule).map((script) => script.src);
  if (stillLoading.length > 0) fail(`chunk scripts in a form the rewrite does not move: ${stillLoading.join(', ')}`);
  const preloaded = left.preloads.filter((href) => sources.includes(href));
  if (preloaded.length > 0) fail(`preloads of moved chunks in a form the rewrite does not remove: ${preloaded.join(', ')}`);
  return rewritten;
}

/** The scripts a rewritten page runs after its first paint, in order (read back from its list). */
export function afterPaintScriptSources(html) {
  const start = html.indexOf(LIST_OPEN);
  if (start === -1) return [];
  const from = start + LIST_OPEN.length;
  return JSON.parse(html.slice(from, html.indexOf('</script>', from)));
}
