import { EAGER_COMPILE_HINT, startupChunks, withCompileHint } from './compile-hints.mjs';
import { runScriptsAfterPaint } from './after-paint.mjs';

const page = (body: string) => `<!DOCTYPE html><html><head>${body}</head><body><main><h1>Page</h1></main></body></html>`;

describe('withCompileHint', () => {
  it('puts the hint on the first line, where V8 looks for it, exactly once', () => {
    const marked = withCompileHint('(globalThis.TURBOPACK||[]).push([1]);');
    expect(marked).toBe('//# allFunctionsCalledOnLoad\n(globalThis.TURBOPACK||[]).push([1]);');
    expect(withCompileHint(marked)).toBe(marked);
    expect(marked.startsWith(EAGER_COMPILE_HINT)).toBe(true);
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
    const docs = page('<script src="/_next/static/chunks/react.js"></script><script src="/_next/static/chunks/docs.js"></script>');
    const other = page('<script src="/vendor/widget.js"></script>');
    expect(startupChunks([home, docs, other])).toEqual([
      '/_next/static/chunks/docs.js',
      '/_next/static/chunks/home.js',
      '/_next/static/chunks/react.js',
    ]);
  });

  it('finds nothing in pages without scripts', () => {
    expect(startupChunks([page('')])).toEqual([]);
  });
});
