import { AFTER_PAINT_LIST_ID, AFTER_PAINT_LOADER, afterPaintScriptSources, runScriptsAfterPaint } from './after-paint.mjs';
import { moduleScriptSources } from './site-files.mjs';

// The shape of a page `next build` exports (trimmed): chunks as async scripts in <head>, the
// bootstrap chunk preloaded and loaded at the end of <body>, the legacy polyfill as nomodule.
const exported = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>',
  '<link rel="preload" href="/_next/static/media/inter.woff2" as="font" crossorigin="" type="font/woff2"/>',
  '<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/boot.js"/>',
  '<script src="/_next/static/chunks/react.js" async=""></script>',
  '<script src="/_next/static/chunks/runtime.js" async=""></script>',
  '<title>Page</title><script src="/_next/static/chunks/polyfills.js" noModule=""></script></head>',
  '<body><main><h1>Page</h1></main>',
  '<script id="_R_">(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":[]})</script>',
  '<script src="/_next/static/chunks/boot.js" async=""></script>',
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script></body></html>',
].join('');

describe('runScriptsAfterPaint', () => {
  const rewritten = runScriptsAfterPaint(exported);

  it('takes every async chunk and its preload out of the document', () => {
    expect(rewritten).not.toMatch(/<script src="[^"]+" async="">/);
    expect(rewritten).not.toContain('<link rel="preload" as="script"');
  });

  it('lists the chunks, in document order, for the loader at the end of <body>', () => {
    expect(afterPaintScriptSources(rewritten)).toEqual([
      '/_next/static/chunks/react.js',
      '/_next/static/chunks/runtime.js',
      '/_next/static/chunks/boot.js',
    ]);
    expect(rewritten).toMatch(
      new RegExp(`<script type="application/json" id="${AFTER_PAINT_LIST_ID}">\\[[^<]+\\]</script><script>\\(function\\(\\)\\{[^<]+</script></body></html>$`),
    );
  });

  it('keeps everything else: stylesheet, font preload, inline scripts, the nomodule polyfill', () => {
    for (const kept of [
      '<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>',
      '<link rel="preload" href="/_next/static/media/inter.woff2" as="font"',
      '<script id="_R_">',
      '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
      '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
    ]) {
      expect(rewritten).toContain(kept);
    }
  });

  it('still counts the chunks as the JavaScript the page downloads', () => {
    expect(moduleScriptSources(rewritten)).toEqual(moduleScriptSources(exported));
    expect(moduleScriptSources(rewritten)).toHaveLength(3);
  });

  it('keeps a source that contains "<" from closing the list early', () => {
    const page = runScriptsAfterPaint(exported.replace('/_next/static/chunks/react.js', '/a.js?x=</script>'));
    expect(page).not.toContain('x=</script>');
    expect(afterPaintScriptSources(page)[0]).toBe('/a.js?x=</script>');
  });

  it('is idempotent', () => {
    expect(runScriptsAfterPaint(rewritten)).toBe(rewritten);
    expect(afterPaintScriptSources('<!DOCTYPE html><html><body></body></html>')).toEqual([]);
  });
});

describe('runScriptsAfterPaint on a page of another shape', () => {
  // Each is what a Next upgrade could plausibly change; the rewrite must stop, naming the page.
  const shapes: [string, string, RegExp][] = [
    ['chunks written with defer instead of async', exported.replaceAll('" async="">', '" defer="">'), /no chunk scripts of the form/],
    ['async written first', exported.replace('<script src="/_next/static/chunks/react.js" async="">', '<script async="" src="/_next/static/chunks/react.js">'), /chunk scripts in a form the rewrite does not move: \/_next\/static\/chunks\/react\.js/],
    ['preloads with href first', exported.replace('<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/boot.js"/>', '<link href="/_next/static/chunks/boot.js" rel="preload" as="script"/>'), /preloads of moved chunks.*boot\.js/],
    ['no Turbopack bootstrap', exported.replace('<script id="_R_">', '<script id="_S_">'), /no Turbopack bootstrap/],
    ['no React payload queue', exported.replace('(self.__next_f=self.__next_f||[]).push([0])', 'self.__next_f=[]'), /no React payload queue/],
    ['no </body>', exported.replace('</body>', ''), /no <\/body>/],
    ['a page without scripts', '<!DOCTYPE html><html><head></head><body><p>No scripts</p></body></html>', /no chunk scripts/],
  ];

  it.each(shapes)('fails on %s, naming the page and the step', (_, html, reason) => {
    expect(() => runScriptsAfterPaint(html, 'docs/index.html')).toThrow(reason);
    expect(() => runScriptsAfterPaint(html, 'docs/index.html')).toThrow(/^docs\/index\.html: .*scripts\/after-paint\.mjs\) no longer matches Next's output\.$/);
  });
});

describe('the after-paint loader', () => {
  type PaintCallback = (list: { getEntriesByName: (name: string) => unknown[] }) => void;
  let paintCallback: PaintCallback | null;
  const originalObserver = window.PerformanceObserver;

  const chunks = () => [...document.head.querySelectorAll('script')].map((script) => script.getAttribute('src'));
  const runLoader = () => new Function(AFTER_PAINT_LOADER)();

  beforeEach(() => {
    jest.useFakeTimers();
    paintCallback = null;
    document.head.innerHTML = '';
    document.body.innerHTML = `<script type="application/json" id="${AFTER_PAINT_LIST_ID}">["/a.js","/b.js"]</script>`;
  });

  afterEach(() => {
    jest.useRealTimers();
    Object.defineProperty(window, 'PerformanceObserver', { value: originalObserver, configurable: true, writable: true });
  });

  function withPaintTiming(supported: boolean) {
    class FakeObserver {
      static supportedEntryTypes = supported ? ['paint', 'largest-contentful-paint'] : ['mark'];
      constructor(callback: PaintCallback) {
        paintCallback = callback;
      }
      observe() {}
    }
    Object.defineProperty(window, 'PerformanceObserver', { value: FakeObserver, configurable: true, writable: true });
  }

  const paint = (...names: string[]) => paintCallback?.({ getEntriesByName: (name) => names.filter((n) => n === name) });

  it('requests nothing before the first contentful paint, then every chunk once, async', () => {
    withPaintTiming(true);
    runLoader();
    expect(chunks()).toEqual([]);
    paint('first-paint');
    expect(chunks()).toEqual([]);
    paint('first-paint', 'first-contentful-paint');
    expect(chunks()).toEqual(['/a.js', '/b.js']);
    expect([...document.head.querySelectorAll('script')].every((script) => script.hasAttribute('async'))).toBe(true);
    jest.advanceTimersByTime(5000);
    expect(chunks()).toEqual(['/a.js', '/b.js']);
  });

  it('still hydrates a page that never paints (a background tab) after 3 s', () => {
    withPaintTiming(true);
    runLoader();
    jest.advanceTimersByTime(2999);
    expect(chunks()).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(chunks()).toEqual(['/a.js', '/b.js']);
  });

  it('waits one frame where the browser has no paint timing', () => {
    withPaintTiming(false);
    const frames: FrameRequestCallback[] = [];
    const raf = jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    runLoader();
    expect(chunks()).toEqual([]);
    frames.forEach((frame) => frame(0));
    jest.advanceTimersByTime(0);
    expect(chunks()).toEqual(['/a.js', '/b.js']);
    raf.mockRestore();
  });
});
