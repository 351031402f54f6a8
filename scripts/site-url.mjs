// SITE_URL is the public origin every canonical URL, og:url, og:image, the sitemap and robots.txt
// are written with. A build without it says http://localhost:3000, which must never be published:
// on a host's build machine (known by the variables it sets) a build without it is an error;
// elsewhere a warning.
// Usage: node scripts/site-url.mjs (exits 1 on a host build without a usable SITE_URL)
import { pathToFileURL } from 'node:url';

/** What `content/site.ts` uses when SITE_URL is not set: right for `npm start`, wrong anywhere public. */
export const LOCAL_SITE_URL = 'http://localhost:3000';

/** Build variables that mean the output is about to be published, and whose build it is. */
export const HOST_VARIABLES = [
  ['NETLIFY', 'Netlify'],
  ['CF_PAGES', 'Cloudflare Pages'],
  ['VERCEL', 'Vercel'],
  // GitHub Pages deploys from an Actions workflow, and nothing tells that workflow from any other.
  ['GITHUB_ACTIONS', 'GitHub Actions'],
];

function isLocal(url) {
  return ['localhost', '127.0.0.1', '[::1]', '0.0.0.0'].includes(url.hostname);
}

/** The host whose build this is, or null: a variable counts when set to anything but empty, 0 or false. */
export function detectHost(env) {
  const found = HOST_VARIABLES.find(([name]) => env[name] && !['0', 'false'].includes(env[name].toLowerCase()));
  return found ? found[1] : null;
}

/**
 * The verdict on a build's SITE_URL: `error` stops the build, `warning` is printed, `ok` is silent.
 * Each message is one line that says what to set.
 */
export function checkSiteUrl(env) {
  const host = detectHost(env);
  const raw = env.SITE_URL?.trim();
  const example = 'e.g. SITE_URL=https://microloop.dev';
  if (!raw) {
    if (host) return { level: 'error', message: `SITE_URL is not set in this ${host} build: set it to the public origin (${example}), or every canonical URL, og:url and sitemap entry would point at ${LOCAL_SITE_URL}.` };
    return { level: 'warning', message: `SITE_URL is not set: canonical URLs, Open Graph tags, the sitemap and robots.txt use ${LOCAL_SITE_URL}. Set it before publishing (${example}).` };
  }
  let url;
  try {
    url = new URL(raw);
  } catch {
    return { level: 'error', message: `SITE_URL="${raw}" is not an absolute URL: set it to the public origin (${example}).` };
  }
  if (!['http:', 'https:'].includes(url.protocol)) {
    return { level: 'error', message: `SITE_URL="${raw}" is not an http(s) URL: set it to the public origin (${example}).` };
  }
  if (url.pathname !== '/' || url.search || url.hash) {
    return { level: 'error', message: `SITE_URL="${raw}" has a path: the site is served from the root of its origin, so set the origin alone (${example}).` };
  }
  // An explicit local value is a choice (the tests build with one, on CI machines too): said, not refused.
  if (host && isLocal(url)) {
    return { level: 'warning', message: `SITE_URL="${raw}" is a local address in this ${host} build: right for tests, wrong for a site to publish (${example}).` };
  }
  return { level: 'ok', message: '' };
}

/** SITE_URL as content/site.ts reads it: the origin (and path) without a trailing slash. */
export function siteUrlOf(env) {
  return (env.SITE_URL?.trim() || LOCAL_SITE_URL).replace(/\/+$/, '');
}

/** The absolute URLs of the site that a page or file names: canonical, og:url, og:image, twitter:image, sitemap and robots entries. */
export function absoluteSiteUrls(text) {
  const patterns = [
    /<link rel="canonical" href="([^"]+)"/g,
    /<meta property="og:(?:url|image)" content="([^"]+)"/g,
    /<meta name="twitter:image" content="([^"]+)"/g,
    /<loc>([^<]+)<\/loc>/g,
    /^Sitemap: (\S+)$/gm,
  ];
  return patterns.flatMap((pattern) => [...text.matchAll(pattern)].map((match) => match[1]));
}

/** Every absolute URL in the files that does not start with the build's site URL, as "file: url". */
export function foreignSiteUrls(files, siteUrl) {
  const prefix = `${siteUrl}/`;
  return files.flatMap(({ file, text }) =>
    absoluteSiteUrls(text)
      .filter((url) => !url.startsWith(prefix) && url !== siteUrl)
      .map((url) => `${file}: ${url}`),
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { level, message } = checkSiteUrl(process.env);
  if (level === 'error') {
    console.error(`Error: ${message}`);
    process.exit(1);
  }
  if (level === 'warning') console.warn(`Warning: ${message}`);
}
