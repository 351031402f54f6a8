import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { test, expect, oneWidth, routes } from './fixtures';
import { parsePolicy, productionHeaders, watchCsp } from './watchers';
import { listHtmlFiles } from '../scripts/site-files.mjs';
import { templatePath, templates } from '../content/templates';
import { docsPagePaths } from '../content/docs-pages';

const out = resolve(__dirname, '../out');
// What `npm run build:local` builds with; a build for another origin is checked with its own SITE_URL.
const siteUrl = (process.env.SITE_URL ?? 'http://localhost:3000').replace(/\/+$/, '');
const pagePaths = [...routes.map((route) => route.path), ...templates.map(templatePath), ...docsPagePaths].map((path) => (path === '/' ? '/' : `${path}/`));

// Inline scripts the browser runs or reads under script-src, and the data blocks it does not.
const GOVERNED = ['', 'text/javascript', 'module', 'importmap', 'speculationrules'];
const DATA = ['application/json', 'application/ld+json'];

test.describe('ready for a real host', oneWidth, () => {

  test('every HTML page in out/ carries a policy that allows exactly its own inline scripts, hashed here by the browser', async ({ page }) => {
    await page.goto('/');
    const files = listHtmlFiles(out);
    expect(files.length).toBeGreaterThanOrEqual(pagePaths.length + 1);
    for (const file of files) {
      const html = readFileSync(resolve(out, file), 'utf8');
      const found = await page.evaluate(async (source) => {
        const doc = new DOMParser().parseFromString(source, 'text/html');
        const sha256 = async (text: string) => {
          const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
          return `'sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}'`;
        };
        const inline = [...doc.querySelectorAll('script:not([src])')] as HTMLScriptElement[];
        return {
          metas: [...doc.querySelectorAll('meta[http-equiv="Content-Security-Policy" i]')].map((meta) => meta.getAttribute('content') ?? ''),
          firstInHead: doc.head.firstElementChild?.outerHTML ?? '',
          scripts: await Promise.all(inline.map(async (script) => ({ type: script.type.trim().toLowerCase(), hash: await sha256(script.text) }))),
        };
      }, html);
      expect(found.metas, `${file}: one <meta> policy`).toHaveLength(1);
      const policy = parsePolicy(found.metas[0] ?? '');
      expect(policy.get('default-src'), file).toEqual(["'self'"]);
      const scriptSrc = policy.get('script-src') ?? [];
      expect(scriptSrc, file).not.toContain("'unsafe-inline'");
      for (const script of found.scripts) {
        expect([...GOVERNED, ...DATA], `${file}: a script type this test knows`).toContain(script.type);
        if (GOVERNED.includes(script.type)) expect(scriptSrc, `${file}: ${script.hash}`).toContain(script.hash);
      }
      // Every hash in the policy belongs to a script of this page: no page carries another's.
      const own = new Set(found.scripts.map((script) => script.hash));
      expect(scriptSrc.filter((source) => source.startsWith("'sha256-") && !own.has(source)), file).toEqual([]);
    }
  });

  test('/docs%2F, which Cloudflare Pages matches only against /*, still gets the docs policy and frame protection', async ({ page }) => {
    expect(productionHeaders('/docs%2F')['content-security-policy']).toContain("frame-ancestors 'none'");
    const csp = await watchCsp(page);
    const response = await page.goto('/docs%2F');
    expect(response?.status()).toBe(200);
    expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Documentation & Tutorials');
    const policy = parsePolicy((await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content')) ?? '');
    const docs = parsePolicy(/content="([^"]+)"/.exec(readFileSync(resolve(out, 'docs/index.html'), 'utf8').match(/<meta http-equiv="Content-Security-Policy"[^>]*>/)?.[0] ?? '')?.[1] ?? '');
    expect(policy.get('script-src')).toEqual(docs.get('script-src'));
    expect(await csp.violations()).toEqual([]);
  });

  test('the preview is not published and redirects as production does', async ({ request }) => {
    expect(existsSync(resolve(out, 'serve.json'))).toBe(false);
    expect((await request.get('/serve.json')).status()).toBe(404);
    for (const [from, to] of [
      ['/docs', '/docs/'],
      ['/docs/index.html', '/docs/'],
      ['/index.html', '/'],
      ['/templates/physics-dropper/index.html', '/templates/physics-dropper/'],
    ] as const) {
      const response = await request.get(from, { maxRedirects: 0 });
      expect([301, 308], from).toContain(response.status());
      expect(new URL(response.headers()['location'] ?? '', 'http://x').pathname, from).toBe(to);
    }
    expect((await request.get('/docs/', { maxRedirects: 0 })).status()).toBe(200);
  });

  test('every page names its own URL under SITE_URL and shares a 1200×630 PNG card', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locs.sort()).toEqual(pagePaths.map((path) => `${siteUrl}${path}`).sort());
    expect(await (await request.get('/robots.txt')).text()).toContain(`Sitemap: ${siteUrl}/sitemap.xml`);

    const cards = new Set<string>();
    for (const path of pagePaths) {
      const html = await (await request.get(path)).text();
      const meta = (attribute: string) => new RegExp(`<meta ${attribute} content="([^"]+)"`).exec(html)?.[1];
      expect(/<link rel="canonical" href="([^"]+)"/.exec(html)?.[1], path).toBe(`${siteUrl}${path}`);
      expect(meta('property="og:url"'), path).toBe(`${siteUrl}${path}`);
      expect(meta('name="twitter:card"'), path).toBe('summary_large_image');
      const image = meta('property="og:image"') ?? '';
      expect(image.startsWith(`${siteUrl}/`), path).toBe(true);
      expect(meta('name="twitter:image"'), path).toBe(image);
      const { pathname, search } = new URL(image);
      const card = await request.get(`${pathname}${search}`);
      expect(card.status(), image).toBe(200);
      expect(card.headers()['content-type'], image).toBe('image/png');
      const bytes = await card.body();
      expect(bytes.subarray(1, 4).toString('latin1'), image).toBe('PNG');
      expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)], image).toEqual([1200, 630]);
      cards.add(pathname);
    }
    // Each template page shares its own card, not the catalog's.
    expect(cards.size).toBe(pagePaths.length);
  });
});
