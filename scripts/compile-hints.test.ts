import { EAGER_COMPILE_HINT, startupChunks, withCompileHint } from './compile-hints.mjs';
import { runScriptsAfterPaint } from './after-paint.mjs';

// Next's bootstrap as it exports it, which the after-paint rewrite checks for.
const bootstrap =
  '<script id="_R_">(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({})</script><script>(self.__next_f=self.__next_f||[]).push([0])</script>';
const page = (head: string) => `<!DOCTYPE html><html><head>${head}</head><body><main><h1>Page</h1></main>${bootstrap}</body></html>`;

const chunk = '(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push(["object"==typeof document?document.currentScript:void 0,1]);';

describe('withCompileHint', () => {
  it('puts the hint on the first line, where V8 looks for it, exactly once', () => {
    const marked = withCompileHint(chunk);
    expect(marked).toBe(`//# allFunctionsCalledOnLoad\n${chunk}`);
    expect(withCompileHint(marked)).toBe(marked);
    expect(marked.startsWith(EAGER_COMPILE_HINT)).toBe(true);
    const runtime = '(()=>{let e;var t,r=globalThis.TURBOPACK||[];})();';
    expect(withCompileHint(runtime)).toBe(`${EAGER_COMPILE_HINT}${runtime}`);
  });

  it('refuses a chunk that does not begin as Turbopack writes them, naming it', () => {
    expect(() => withCompileHint('"use strict";(self.webpackChunk=self.webpackChunk||[]).push([1])', '/_next/static/chunks/a.js')).toThrow(
      /\/_next\/static\/chunks\/a\.js: does not begin as a Turbopack chunk.*no longer matches Next's output/,
    );
  });
});

describe('startupChunks', () => {
  it("lists every page's load-time chunks once, the after-paint ones included, without nomodule or foreign scripts", () => {
    const home = runScriptsAfterPaint(
      page(
        '<script src="/_next/static/chunks/react.js" async=""></script><script src="/_next/static/chunks/home.js" async=""></script>' +
          '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
      ),
    );
    const docs = page(
      '<script src="/_next/static/chunks/react.js"></script><script src="/_next/static/chunks/docs.js"></script><script src="/vendor/widget.js"></script>',
    );
    expect(startupChunks([{ file: 'index.html', html: home }, { file: 'docs/index.html', html: docs }])).toEqual([
      '/_next/static/chunks/docs.js',
      '/_next/static/chunks/home.js',
      '/_next/static/chunks/react.js',
    ]);
  });

  it('fails on a page that runs none of Next\'s chunks at load, naming the page', () => {
    const other = page('<script src="/vendor/widget.js"></script>');
    expect(() => startupChunks([{ file: 'docs/index.html', html: other }])).toThrow(/^docs\/index\.html: runs no \/_next\/static\/ chunk at load/);
    expect(() => startupChunks([{ file: 'about/index.html', html: page('') }])).toThrow(/about\/index\.html/);
  });
});
