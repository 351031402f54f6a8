// The local preview's config for `serve` (serve-handler): the same headers as out/_headers and the
// same directory-style URLs as Netlify and Cloudflare Pages (/docs → /docs/, /docs/index.html → /docs/).
// It is written outside out/, so it is never published with the site.
import { createRequire } from 'node:module';
import { REVALIDATE } from './security-headers.mjs';

/** Where postbuild.mjs writes the preview config; `serve out --config ../.preview/serve.json` reads it. */
export const PREVIEW_CONFIG_FILE = '.preview/serve.json';

/** The URL of a directory-style page: docs/index.html is /docs/; other files have none of their own. */
function directoryUrl(file) {
  if (file === 'index.html') return '/';
  return file.endsWith('/index.html') ? `/${file.slice(0, -'index.html'.length)}` : null;
}

/**
 * serve-handler's config for the exported files. Its own cleanUrls would send /docs/index.html to
 * /docs/index and then /docs; explicit rewrites and one 308 per page do what production does.
 * Headers match the served file, later rules winning; HTML revalidates as the hosts' default does.
 */
export function renderPreviewConfig(plan, htmlFiles) {
  const pages = htmlFiles.map((file) => ({ file, url: directoryUrl(file) })).filter((page) => page.url);
  for (const { file } of pages) {
    // serve-handler reads sources as path-to-regexp patterns: a page path must be a plain one.
    if (!/^[\w./-]+$/.test(file)) throw new Error(`${file}: a path the preview config cannot match literally`);
  }
  return {
    cleanUrls: false,
    trailingSlash: true,
    directoryListing: false,
    // serve-handler matches rewrites against the path without its trailing slash (/docs/ is /docs here;
    // the slash itself is enforced by trailingSlash before any rewrite).
    rewrites: pages.map(({ file, url }) => ({ source: url === '/' ? url : url.slice(0, -1), destination: `/${file}` })),
    redirects: pages.map(({ file, url }) => ({ source: `/${file}`, destination: url, type: 308 })),
    headers: plan.rules.map((rule) => ({
      source: rule.files,
      headers: Object.entries({ ...(rule.files === '**' ? { 'Cache-Control': REVALIDATE } : {}), ...rule.headers }).map(
        ([key, value]) => ({ key, value }),
      ),
    })),
  };
}

/** What `serve` would refuse at start: the config checked against serve's own schema (its limits included). */
export function previewConfigProblems(config) {
  const fromServe = createRequire(createRequire(import.meta.url).resolve('serve/package.json'));
  const ajvModule = fromServe('ajv');
  const Ajv = ajvModule.default ?? ajvModule;
  const validate = new Ajv({ allowUnionTypes: true, allErrors: true }).compile(fromServe('@zeit/schemas/deployment/config-static.js'));
  if (validate(config)) return [];
  return (validate.errors ?? []).map((error) => `${error.instancePath || '(root)'} ${error.message ?? 'is invalid'}`);
}
