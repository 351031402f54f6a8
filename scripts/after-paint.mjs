// Content first, hydration second. Next puts its chunks in the HTML as `<script async>`: they
// download alongside the stylesheet and font and run the moment they arrive, which can be before the
// browser has painted anything (a cached repeat visit, a slow phone): the first paint then waits for
// React to evaluate and hydrate. postbuild.mjs rewrites every exported page so its chunks are
// requested only after the first contentful paint. The pre-rendered page needs no JavaScript to be
// read, and the stylesheet and font no longer share the connection with 140 KB of scripts.
// (Preloading the chunks and only delaying their execution was measured and rejected: Lighthouse's
// Lantern counts every script that finished downloading before the paint as render-blocking.)
/** The id of the JSON list of scripts the loader runs after the first paint. */
export const AFTER_PAINT_LIST_ID = '__run_after_paint';

// Runs from the end of <body>. Waits for the first contentful paint; without paint timing it waits
// one frame; a document that never paints (a background tab) still hydrates after 3 s.
export const AFTER_PAINT_LOADER = `(function(){var d=document,done=false;function run(){if(done)return;done=true;JSON.parse(d.getElementById('${AFTER_PAINT_LIST_ID}').textContent).forEach(function(src){var s=d.createElement('script');s.src=src;s.setAttribute('async','');d.head.appendChild(s)})}var P=window.PerformanceObserver;if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf('paint')>=0){new P(function(list){if(list.getEntriesByName('first-contentful-paint').length)run()}).observe({type:'paint',buffered:true})}else{requestAnimationFrame(function(){setTimeout(run,0)})}setTimeout(run,3000)})()`;

const LIST_OPEN = `<script type="application/json" id="${AFTER_PAINT_LIST_ID}">`;
const ASYNC_SCRIPT = /<script src="([^"]+)" async=""><\/script>/g;
const SCRIPT_PRELOAD = /<link rel="preload" as="script"[^>]*? href="([^"]+)"\/>/g;

/**
 * Rewrites one exported page: its `<script src async>` tags (and Next's preloads of them) leave the
 * document, a JSON list of their sources and the loader go to the end of <body>. Pages without
 * async scripts, and pages already rewritten, come back unchanged.
 */
export function runScriptsAfterPaint(html) {
  if (html.includes(AFTER_PAINT_LIST_ID)) return html;
  const sources = [...new Set([...html.matchAll(ASYNC_SCRIPT)].map((match) => match[1]))];
  if (sources.length === 0) return html;
  if (!html.includes('</body>')) throw new Error('runScriptsAfterPaint: a page without </body>');
  // '<' escaped so no source can close the <script> early; JSON.parse reads \u003c back as '<'.
  const list = `${LIST_OPEN}${JSON.stringify(sources).replace(/</g, '\\u003c')}</script>`;
  return html
    .replace(ASYNC_SCRIPT, '')
    .replace(SCRIPT_PRELOAD, (tag, href) => (sources.includes(href) ? '' : tag))
    .replace('</body>', `${list}<script>${AFTER_PAINT_LOADER}</script></body>`);
}

/** The scripts a rewritten page runs after its first paint, in order (read back from its list). */
export function afterPaintScriptSources(html) {
  const start = html.indexOf(LIST_OPEN);
  if (start === -1) return [];
  const from = start + LIST_OPEN.length;
  return JSON.parse(html.slice(from, html.indexOf('</script>', from)));
}
