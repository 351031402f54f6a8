/** @jest-environment node */
import { previewConfigProblems, renderPreviewConfig, type PreviewConfig } from './preview-config.mjs';
import { planHeaders, REVALIDATE } from './security-headers.mjs';

const html = '<!DOCTYPE html><html><head><meta charSet="utf-8"/></head><body><script>x()</script></body></html>';
const files = ['404.html', 'index.html', 'docs/index.html', 'templates/physics-dropper/index.html'];
const config = renderPreviewConfig(planHeaders(files.map((file) => ({ file, html }))), files);

describe('the preview config', () => {
  it('serves directory-style URLs and sends /x/index.html to /x/ in one 308, as production does', () => {
    expect(config).toMatchObject({ cleanUrls: false, trailingSlash: true, directoryListing: false });
    expect(config.rewrites).toContainEqual({ source: '/docs', destination: '/docs/index.html' });
    expect(config.rewrites).toContainEqual({ source: '/', destination: '/index.html' });
    expect(config.redirects).toContainEqual({ source: '/templates/physics-dropper/index.html', destination: '/templates/physics-dropper/', type: 308 });
    expect(config.redirects.map((r) => r.source)).not.toContain('/404.html');
  });

  it('sends the production headers to every file, HTML revalidating and hashed assets immutable', () => {
    const all = config.headers.find((rule) => rule.source === '**')?.headers ?? [];
    expect(all).toContainEqual({ key: 'Cache-Control', value: REVALIDATE });
    expect(all.find((h) => h.key === 'Content-Security-Policy')?.value).toContain("frame-ancestors 'none'");
    expect(config.headers.find((rule) => rule.source === '_next/static/**')?.headers).toEqual([
      { key: 'Cache-Control', value: 'public, max-age=31536000, immutable' },
    ]);
  });

  it("passes serve's own schema, and a config past its limits does not", () => {
    expect(previewConfigProblems(config)).toEqual([]);
    const tooLong: PreviewConfig = { ...config, headers: [{ source: '**', headers: [{ key: 'Content-Security-Policy', value: 'x'.repeat(2049) }] }] };
    expect(previewConfigProblems(tooLong).join()).toMatch(/must NOT have more than 2048 characters/);
    const tooMany: PreviewConfig = { ...config, headers: Array.from({ length: 51 }, (_, i) => ({ source: `${i}/**`, headers: [{ key: 'X-A', value: 'b' }] })) };
    expect(previewConfigProblems(tooMany).join()).toMatch(/must NOT have more than 50 items/);
  });

  it('refuses a page path that serve would read as a pattern', () => {
    expect(() => renderPreviewConfig(planHeaders([]), ['a:b/index.html'])).toThrow(/a:b\/index\.html/);
  });
});
