/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { LOCAL_SITE_URL, absoluteSiteUrls, checkSiteUrl, detectHost, foreignSiteUrls, siteUrlOf } from './site-url.mjs';

describe('checkSiteUrl', () => {
  it.each([
    ['NETLIFY', 'true', 'Netlify'],
    ['CF_PAGES', '1', 'Cloudflare Pages'],
    ['VERCEL', '1', 'Vercel'],
    ['GITHUB_ACTIONS', 'true', 'GitHub Actions'],
  ])('fails a %s build without SITE_URL, saying what to set', (name, value, host) => {
    const verdict = checkSiteUrl({ [name]: value });
    expect(verdict.level).toBe('error');
    expect(verdict.message).toContain(`SITE_URL is not set in this ${host} build`);
    expect(verdict.message).toContain('SITE_URL=https://');
    expect(verdict.message).not.toContain('\n');
  });

  it('only warns elsewhere, and is silent with a public origin', () => {
    expect(checkSiteUrl({}).level).toBe('warning');
    expect(checkSiteUrl({ NETLIFY: 'false', CF_PAGES: '0', VERCEL: '' }).level).toBe('warning');
    expect(checkSiteUrl({ CF_PAGES: '1', SITE_URL: 'https://microloop.dev' })).toEqual({ level: 'ok', message: '' });
    expect(checkSiteUrl({ SITE_URL: LOCAL_SITE_URL }).level).toBe('ok');
  });

  it('refuses values that would write broken URLs', () => {
    expect(checkSiteUrl({ SITE_URL: 'microloop.dev' }).message).toMatch(/not an absolute URL/);
    expect(checkSiteUrl({ SITE_URL: 'ftp://microloop.dev' }).message).toMatch(/not an http/);
    expect(checkSiteUrl({ SITE_URL: 'https://example.github.io/microloop' }).message).toMatch(/has a path/);
  });

  it('lets an explicit local value through on a host, as the tests on a CI machine need, with a warning', () => {
    const verdict = checkSiteUrl({ GITHUB_ACTIONS: 'true', SITE_URL: 'http://localhost:3000' });
    expect(verdict.level).toBe('warning');
    expect(verdict.message).toMatch(/local address in this GitHub Actions build/);
  });

  it('knows the host by its build variable', () => {
    expect(detectHost({ CF_PAGES: '1' })).toBe('Cloudflare Pages');
    expect(detectHost({ CI: 'true' })).toBeNull();
  });
});

describe('the build step', () => {
  const run = (env: Record<string, string>) =>
    spawnSync(process.execPath, [join(__dirname, 'site-url.mjs')], { env: { PATH: process.env.PATH ?? '', NODE_ENV: 'test', ...env }, encoding: 'utf8' });

  it('stops a host build without SITE_URL with one line, and lets it through with one', () => {
    const failed = run({ CF_PAGES: '1' });
    expect(failed.status).toBe(1);
    expect(failed.stderr.trim().split('\n')).toHaveLength(1);
    expect(failed.stderr).toMatch(/^Error: SITE_URL is not set in this Cloudflare Pages build/);
    expect(run({ CF_PAGES: '1', SITE_URL: 'https://microloop.dev' }).status).toBe(0);
  });

  it('warns without failing on a machine that is no host', () => {
    const local = run({});
    expect(local.status).toBe(0);
    expect(local.stderr).toMatch(/^Warning: SITE_URL is not set/);
  });
});

describe('absolute URLs of the export', () => {
  const page = (origin: string) =>
    `<link rel="canonical" href="${origin}/docs/"/><meta property="og:url" content="${origin}/docs/"/><meta property="og:image" content="${origin}/docs/opengraph-image.png?1"/><meta name="twitter:image" content="${origin}/docs/opengraph-image.png?1"/>`;

  it('finds canonical, og:url, og:image, twitter:image, sitemap and robots entries', () => {
    expect(absoluteSiteUrls(page('https://a.dev'))).toHaveLength(4);
    expect(absoluteSiteUrls('<url><loc>https://a.dev/</loc></url>')).toEqual(['https://a.dev/']);
    expect(absoluteSiteUrls('User-Agent: *\nSitemap: https://a.dev/sitemap.xml\n')).toEqual(['https://a.dev/sitemap.xml']);
  });

  it('names every file and URL that does not use the site URL', () => {
    const files = [
      { file: 'docs/index.html', text: page('https://microloop.dev') },
      { file: 'about/index.html', text: page('http://localhost:3000') },
    ];
    expect(foreignSiteUrls(files.slice(0, 1), siteUrlOf({ SITE_URL: 'https://microloop.dev/' }))).toEqual([]);
    expect(foreignSiteUrls(files.slice(0, 1), 'https://microloop.de')).toHaveLength(4);
    const foreign = foreignSiteUrls(files, 'https://microloop.dev');
    expect(foreign).toHaveLength(4);
    expect(foreign[0]).toBe('about/index.html: http://localhost:3000/docs/');
  });
});
