/** @jest-environment node */
import { createHash } from 'node:crypto';
import {
  COMMON_HEADERS,
  HEADER_POLICY,
  IMMUTABLE,
  hashSource,
  headersFileProblems,
  injectMetaCsp,
  inspectHtml,
  pagePolicy,
  planHeaders,
  renderHeadersFile,
  serializePolicy,
  sonnerStylesFrom,
} from './security-headers.mjs';
import { headersForPath, parseHeadersFile } from '../e2e/host-emulation';

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

  it('hashes import maps and speculation rules, which script-src governs too', () => {
    const importmap = '{"imports":{"a":"/a.js"}}';
    const rules = '{"prefetch":[{"source":"document"}]}';
    const html = page([], `<script type="importmap">${importmap}</script><script type="speculationrules">${rules}</script><script type="module">m()</script>`);
    expect(inspectHtml(html).scripts).toEqual([importmap, rules, 'm()']);
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

describe('planHeaders', () => {
  const pages = [
    { file: 'index.html', html: page(['home()']) },
    { file: 'docs/index.html', html: page(['docs()']) },
    { file: '404.html', html: page(['missing()']) },
  ];
  const plan = planHeaders(pages, { runtimeStyles: ['.toast{}'] });
  const rules = parseHeadersFile(renderHeadersFile(plan));
  const meta = (file: string) => plan.pages.find((p) => p.file === file)?.metaPolicy ?? '';

  it("puts each page's own hashes into its meta policy, and no other page's", () => {
    expect(meta('index.html')).toContain(hashSource('home()'));
    expect(meta('index.html')).not.toContain(hashSource('docs()'));
    expect(meta('docs/index.html')).toContain(hashSource('docs()'));
    expect(meta('404.html')).toContain(hashSource('missing()'));
    expect(meta('docs/index.html')).toMatch(/^default-src 'self'; script-src 'self' /);
    expect(meta('docs/index.html')).toContain(hashSource('.toast{}'));
  });

  it('leaves frame-ancestors, which a meta policy cannot carry, to the header', () => {
    for (const { metaPolicy } of plan.pages) expect(metaPolicy).not.toContain('frame-ancestors');
    expect(HEADER_POLICY).toContain("frame-ancestors 'none'");
  });

  it('sends every path the same headers, however it is spelled: no rule depends on matching a page URL', () => {
    const expected = { ...Object.fromEntries(Object.entries(COMMON_HEADERS).map(([k, v]) => [k.toLowerCase(), v])), 'content-security-policy': HEADER_POLICY };
    for (const path of ['/', '/index.html', '/docs/', '/docs', '/docs%2F', '/DOCS/', '/docs/index.html', '/no-such-page']) {
      expect(headersForPath(rules, path)).toEqual(expected);
    }
    expect(rules.map((rule) => rule.pattern)).toEqual(['/*', '/_next/static/*']);
  });

  it('never lets the header block what a page allows: it names no script, style or default source', () => {
    expect(HEADER_POLICY).not.toMatch(/default-src|script-src|style-src/);
  });

  it('caches hashed assets for a year', () => {
    expect(headersForPath(rules, '/_next/static/chunks/a.js')['cache-control']).toBe(IMMUTABLE);
    expect(headersForPath(rules, '/docs/')['cache-control']).toBeUndefined();
  });

  it('refuses pages with inline event handlers', () => {
    expect(() => planHeaders([{ file: 'index.html', html: page([]).replace('<h1>', '<h1 onload="x()">') }])).toThrow(/index\.html: .*onload/);
  });

  it('keeps a large page within the host limits, since its hashes are not in a header', () => {
    const many = Array.from({ length: 200 }, (_, i) => `chunk(${i})`);
    const big = planHeaders([{ file: 'docs/index.html', html: page(many) }]);
    expect(big.pages[0]?.metaPolicy).toContain(hashSource('chunk(199)'));
    expect(headersFileProblems(renderHeadersFile(big))).toEqual([]);
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
    expect(twice.replace(/<meta http-equiv[^>]*>/, '')).toBe(page([]));
  });
});
