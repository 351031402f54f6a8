/** @jest-environment node */
import { createHash } from 'node:crypto';
import {
  COMMON_HEADERS,
  IMMUTABLE,
  REVALIDATE,
  hashSource,
  headersFileProblems,
  headersForPath,
  injectMetaCsp,
  inspectHtml,
  pagePolicy,
  parseHeadersFile,
  planHeaders,
  removeMetaCsp,
  renderHeadersFile,
  renderServeConfig,
  serializePolicy,
  sonnerStylesFrom,
  urlsForFile,
  type ServeConfig,
} from './security-headers.mjs';

const page = (scripts: string[], extra = '') =>
  `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>t</title>${extra}</head><body><h1>t</h1>${scripts
    .map((s) => `<script>${s}</script>`)
    .join('')}<script src="/_next/static/chunks/a.js" async=""></script></body></html>`;

const base64Sha256 = (text: string) => createHash('sha256').update(text).digest('base64');

describe('hashSource', () => {
  it('is the CSP sha256 source of the exact text', () => {
    expect(hashSource('')).toBe("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='");
    expect(hashSource('self.__next_f.push([0])')).toBe(`'sha256-${base64Sha256('self.__next_f.push([0])')}'`);
  });

  it('normalises CR LF as the HTML parser does before the browser hashes', () => {
    expect(hashSource('a\r\nb\rc')).toBe(hashSource('a\nb\nc'));
  });
});

describe('inspectHtml', () => {
  it('collects inline scripts verbatim and skips external scripts and data blocks', () => {
    const payload = 'self.__next_f.push([1,"\\u003c/script\\u003e \\"quoted\\" &amp; raw"])';
    const html = page(['(self.__next_f=self.__next_f||[]).push([0])', payload], '<script type="application/ld+json">{"a":1}</script>');
    expect(inspectHtml(html).scripts).toEqual(['(self.__next_f=self.__next_f||[]).push([0])', payload]);
  });

  it('collects <style> texts and decoded style attributes', () => {
    const html = page([], '<style>.a{color:red}</style>').replace('<h1>', '<h1 style="opacity:0;transform:translateY(8px) &amp; more">');
    const found = inspectHtml(html);
    expect(found.styles).toEqual(['.a{color:red}']);
    expect(found.styleAttributes).toEqual(['opacity:0;transform:translateY(8px) & more']);
  });

  it('reports what no hash can allow', () => {
    const html = page([]).replace('<h1>', '<h1 onclick="go()"><a href="javascript:void 0">x</a>');
    expect(inspectHtml(html).forbidden).toEqual(['<h1 onclick>', '<a href="javascript:void 0">']);
  });

  it('notices a policy already in a meta tag', () => {
    expect(inspectHtml(page([])).metaCsp).toBe(false);
    expect(inspectHtml(injectMetaCsp(page([]), "default-src 'self'")).metaCsp).toBe(true);
  });
});

describe('sonnerStylesFrom', () => {
  it('reads the CSS text of the __insertCSS call, decoding the string literal, plus the empty element it starts as', () => {
    const bundle = 'function __insertCSS(code){}\n__insertCSS("[data-a]{content:\'\';font:\\"x\\"}");';
    expect(sonnerStylesFrom([bundle, bundle])).toEqual(['', '[data-a]{content:\'\';font:"x"}']);
  });

  it('fails loudly when sonner changes how it injects its styles', () => {
    expect(() => sonnerStylesFrom(['export {}'])).toThrow(/__insertCSS/);
  });
});

describe('pagePolicy', () => {
  const inspection = inspectHtml(page(['one()', 'two()', 'one()']));
  const policy = new Map(pagePolicy(inspection, { runtimeStyles: ['.toast{}'] }));

  it('allows exactly the page scripts by hash and nothing unsafe', () => {
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('script-src')).toEqual(["'self'", hashSource('one()'), hashSource('two()')]);
    expect(serializePolicy([...policy])).not.toMatch(/unsafe-inline|unsafe-eval/);
  });

  it('allows the runtime stylesheet by hash, images from self, data: and blob:, and no plugins, bases, forms or framing', () => {
    expect(policy.get('style-src')).toEqual(["'self'", hashSource('.toast{}')]);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  });

  it('adds style-src-attr only for pages that pre-render style attributes', () => {
    expect(policy.has('style-src-attr')).toBe(false);
    const withAttr = new Map(pagePolicy(inspectHtml(page([]).replace('<h1>', '<h1 style="opacity:0">'))));
    expect(withAttr.get('style-src-attr')).toEqual(["'unsafe-hashes'", hashSource('opacity:0')]);
  });
});

describe('urlsForFile', () => {
  it('maps exported files to the URLs hosts serve them at', () => {
    expect(urlsForFile('index.html')).toEqual(['/', '/index.html']);
    expect(urlsForFile('docs/index.html')).toEqual(['/docs/', '/docs', '/docs/index.html']);
    expect(urlsForFile('legal.html')).toEqual(['/legal', '/legal.html']);
    expect(urlsForFile('404.html')).toEqual([]);
  });
});

describe('planHeaders', () => {
  const pages = [
    { file: 'index.html', html: page(['home()']) },
    { file: 'docs/index.html', html: page(['docs()']) },
    { file: '404.html', html: page(['missing()']) },
  ];
  const plan = planHeaders(pages, { runtimeStyles: ['.toast{}'] });
  const rules = parseHeadersFile(renderHeadersFile(plan));

  it('gives every page URL its own policy in a header, with the common headers and revalidation', () => {
    for (const path of ['/', '/index.html', '/docs/', '/docs', '/docs/index.html']) {
      const headers = headersForPath(rules, path);
      const own = path.startsWith('/docs') ? 'docs()' : 'home()';
      expect(headers['content-security-policy']).toContain(hashSource(own));
      expect(headers['content-security-policy']).not.toContain(hashSource(own === 'docs()' ? 'home()' : 'docs()'));
      expect(headers['cache-control']).toBe(REVALIDATE);
      for (const [name, value] of Object.entries(COMMON_HEADERS)) expect(headers[name.toLowerCase()]).toBe(value);
    }
  });

  it('never sends one header name from two rules, so no host has to merge values', () => {
    for (const path of ['/', '/docs/', '/_next/static/chunks/a.js', '/no-such-page']) {
      const names = rules
        .filter(({ pattern }) => Object.keys(headersForPath([{ pattern, headers: [['x', 'x']] }], path)).length > 0)
        .flatMap(({ headers }) => headers.map(([name]) => name.toLowerCase()));
      expect(names.length).toBe(new Set(names).size);
    }
  });

  it('caches hashed assets for a year and lets unknown paths fall back to the 404 meta policy', () => {
    expect(headersForPath(rules, '/_next/static/chunks/a.js')['cache-control']).toBe(IMMUTABLE);
    const unknown = headersForPath(rules, '/no-such-page');
    expect(unknown['content-security-policy']).toBeUndefined();
    expect(unknown['x-frame-options']).toBe('DENY');
    const notFound = plan.pages.find((p) => p.file === '404.html');
    expect(notFound?.headerPolicy).toBeNull();
    expect(notFound?.metaPolicy).toContain(hashSource('missing()'));
    expect(notFound?.metaPolicy).not.toContain('frame-ancestors');
  });

  it('moves the hashes into a meta policy when the header line would be too long, keeping frame-ancestors in the header', () => {
    const many = Array.from({ length: 40 }, (_, i) => `chunk(${i})`);
    const [long] = planHeaders([{ file: 'docs/index.html', html: page(many) }], { maxLineLength: 2000 }).pages;
    expect(long?.headerPolicy).toBe("object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'");
    expect(long?.metaPolicy).toContain(hashSource('chunk(39)'));
    expect(long?.metaPolicy).toMatch(/^default-src 'self'; script-src 'self' /);
    expect(headersFileProblems(renderHeadersFile(planHeaders([{ file: 'docs/index.html', html: page(many) }])))).toEqual([]);
  });

  it('refuses pages with inline event handlers', () => {
    expect(() => planHeaders([{ file: 'index.html', html: page([]).replace('<h1>', '<h1 onload="x()">') }])).toThrow(/onload/);
  });

  it('writes the same headers into serve.json, matched by file as serve-handler does', () => {
    const config: ServeConfig = renderServeConfig(plan);
    expect(config.directoryListing).toBe(false);
    const servedHeaders = (file: string) => {
      const result: Record<string, string> = {};
      for (const { source, headers } of config.headers) {
        const matches = source === '**' || (source.endsWith('/**') ? file.startsWith(source.slice(0, -2)) : source === file);
        if (matches) for (const { key, value } of headers) result[key.toLowerCase()] = value;
      }
      return result;
    };
    expect(servedHeaders('docs/index.html')).toEqual(headersForPath(rules, '/docs/'));
    expect(servedHeaders('index.html')).toEqual(headersForPath(rules, '/'));
    expect(servedHeaders('_next/static/chunks/a.js')).toEqual(headersForPath(rules, '/_next/static/chunks/a.js'));
    expect(servedHeaders('404.html')).toEqual({ ...headersForPath(rules, '/no-such-page'), 'cache-control': REVALIDATE });
  });
});

describe('headersFileProblems', () => {
  it('flags lines over the limit and too many rules', () => {
    expect(headersFileProblems(`/a\n  X: ${'y'.repeat(30)}`, { maxLineLength: 20 })).toEqual(['line 2 is 35 characters (limit 20)']);
    expect(headersFileProblems('/a\n  X: y\n/b\n  X: y', { maxRules: 1 })).toEqual(['2 rules (limit 1)']);
  });
});

describe('meta policy', () => {
  it('goes right after <meta charset>, escaped, and replaces an earlier one', () => {
    const once = injectMetaCsp(page([]), "default-src 'self'");
    expect(once).toContain('<meta charSet="utf-8"/><meta http-equiv="Content-Security-Policy" content="default-src \'self\'"/><title>');
    const twice = injectMetaCsp(once, 'img-src "x"');
    expect(twice.match(/http-equiv/g)).toHaveLength(1);
    expect(twice).toContain('content="img-src &quot;x&quot;"');
    expect(removeMetaCsp(twice)).toBe(page([]));
  });
});
