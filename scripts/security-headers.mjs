// The security headers of the exported site, as pure functions: one plan, rendered both as
// out/_headers (Netlify / Cloudflare Pages) and as out/serve.json (the `serve` preview), so
// the local preview sends exactly what production sends. scripts/postbuild.mjs does the I/O.
import { createHash } from 'node:crypto';
import { Parser } from 'htmlparser2';

/** Cloudflare Pages refuses longer lines in _headers (the whole line counts). */
export const MAX_HEADER_LINE = 2000;
/** Cloudflare Pages accepts at most this many rules. */
export const MAX_HEADER_RULES = 100;

/** Sent with every response: these names never appear in another rule, so no host has to merge them. */
export const COMMON_HEADERS = {
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy':
    'accelerometer=(), autoplay=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(), usb=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
  // The 404 of an unknown path matches no page rule, so it gets frame protection from here.
  'X-Frame-Options': 'DENY',
};

export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** What Netlify and Cloudflare Pages send when no rule sets Cache-Control; the preview mirrors it. */
export const REVALIDATE = 'public, max-age=0, must-revalidate';

/** The directives a <meta> policy cannot carry, plus the ones that are the same on every page. */
const HEADER_ONLY_WITH_META = ['object-src', 'base-uri', 'form-action', 'frame-ancestors'];
const IGNORED_IN_META = new Set(['frame-ancestors']);

const EXECUTABLE_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module', 'text/ecmascript']);

/** CSP hash source of a text, as the browser computes it (after HTML newline normalisation). */
export function hashSource(text) {
  const normalised = text.replace(/\r\n?/g, '\n');
  return `'sha256-${createHash('sha256').update(normalised, 'utf8').digest('base64')}'`;
}

/**
 * What a CSP must know about one HTML document: inline script and style texts, style
 * attributes, and anything that can never be allowed by hash (inline handlers, javascript: URLs).
 */
export function inspectHtml(html) {
  const found = { scripts: [], styles: [], styleAttributes: [], forbidden: [], metaCsp: false };
  let capture = null;
  let text = '';
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        for (const [attribute, value] of Object.entries(attributes)) {
          if (attribute === 'style') found.styleAttributes.push(value);
          if (/^on/i.test(attribute)) found.forbidden.push(`<${name} ${attribute}>`);
          if (/^\s*javascript:/i.test(value) && ['href', 'src', 'action', 'formaction'].includes(attribute)) {
            found.forbidden.push(`<${name} ${attribute}="${value}">`);
          }
        }
        if (name === 'meta' && attributes['http-equiv']?.toLowerCase() === 'content-security-policy') found.metaCsp = true;
        const type = (attributes.type ?? '').trim().toLowerCase();
        if (name === 'script' && !('src' in attributes) && EXECUTABLE_TYPES.has(type)) capture = 'scripts';
        if (name === 'style') capture = 'styles';
        text = '';
      },
      ontext(chunk) {
        if (capture) text += chunk;
      },
      onclosetag(name) {
        if (capture && (name === 'script' || name === 'style')) {
          found[capture].push(text);
          capture = null;
        }
      },
    },
    { decodeEntities: true, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  parser.end();
  return found;
}

/** The CSS texts sonner injects with its __insertCSS call, read from its published bundles. */
export function sonnerStylesFrom(bundleSources) {
  const styles = new Set();
  for (const source of bundleSources) {
    for (const match of source.matchAll(/__insertCSS\(("(?:[^"\\]|\\.)*")\)/g)) {
      styles.add(JSON.parse(match[1]));
    }
  }
  if (styles.size === 0) throw new Error("sonner's __insertCSS call was not found: its injected stylesheet cannot be hashed");
  // __insertCSS appends its <style> empty and fills it afterwards: the browser checks both texts.
  return ['', ...styles];
}

function unique(values) {
  return [...new Set(values)];
}

/** The full Content-Security-Policy of one page as [directive, sources] pairs. */
export function pagePolicy(inspection, { runtimeStyles = [] } = {}) {
  const policy = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...unique(inspection.scripts.map(hashSource))]],
    ['style-src', ["'self'", ...unique([...runtimeStyles, ...inspection.styles].map(hashSource))]],
  ];
  if (inspection.styleAttributes.length > 0) {
    // Pre-rendered motion styles (e.g. framer-motion's `initial`) arrive as style="" attributes,
    // which only a hash with 'unsafe-hashes' can allow without opening style attributes to all.
    policy.push(['style-src-attr', ["'unsafe-hashes'", ...unique(inspection.styleAttributes.map(hashSource))]]);
  }
  policy.push(
    ['img-src', ["'self'", 'data:', 'blob:']],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  );
  return policy;
}

export function serializePolicy(policy) {
  return policy.map(([directive, sources]) => [directive, ...sources].join(' ')).join('; ');
}

/** The URLs a host serves an exported HTML file at; none for the 404 page, which answers unknown paths. */
export function urlsForFile(file) {
  if (file === '404.html') return [];
  if (file === 'index.html') return ['/', '/index.html'];
  if (file.endsWith('/index.html')) {
    const dir = `/${file.slice(0, -'index.html'.length)}`;
    return [dir, dir.slice(0, -1), `/${file}`];
  }
  return [`/${file.replace(/\.html$/, '')}`, `/${file}`];
}

function headerLine(name, value) {
  return `  ${name}: ${value}`;
}

/**
 * Decides, per page, whether its policy fits in a header line. When it does not (or the page
 * has no URL of its own, like 404.html), the hashes go into a <meta> policy and the header keeps
 * what a meta cannot carry; a browser enforces both, which together are the full policy.
 */
export function planHeaders(pages, { runtimeStyles = [], maxLineLength = MAX_HEADER_LINE } = {}) {
  const plannedPages = pages.map(({ file, html }) => {
    const inspection = inspectHtml(html);
    if (inspection.forbidden.length > 0) {
      throw new Error(`${file}: inline handlers or javascript: URLs cannot be allowed by a CSP: ${inspection.forbidden.join(', ')}`);
    }
    const policy = pagePolicy(inspection, { runtimeStyles });
    const urls = urlsForFile(file);
    const full = serializePolicy(policy);
    const fits = headerLine('Content-Security-Policy', full).length <= maxLineLength;
    if (urls.length > 0 && fits) return { file, urls, headerPolicy: full, metaPolicy: null, inspection };
    return {
      file,
      urls,
      headerPolicy: urls.length > 0 ? serializePolicy(policy.filter(([d]) => HEADER_ONLY_WITH_META.includes(d))) : null,
      metaPolicy: serializePolicy(policy.filter(([d]) => !IGNORED_IN_META.has(d))),
      inspection,
    };
  });

  const rules = [
    { urls: ['/*'], files: ['**'], headers: { ...COMMON_HEADERS } },
    { urls: ['/_next/static/*'], files: ['_next/static/**'], headers: { 'Cache-Control': IMMUTABLE } },
    ...plannedPages
      .filter((page) => page.headerPolicy)
      .map((page) => ({
        urls: page.urls,
        files: [page.file],
        headers: { 'Content-Security-Policy': page.headerPolicy, 'Cache-Control': REVALIDATE },
      })),
  ];
  return { pages: plannedPages, rules };
}

/** out/_headers: one block per URL, since a block has exactly one URL pattern. */
export function renderHeadersFile(plan) {
  const blocks = plan.rules.flatMap((rule) =>
    rule.urls.map((url) => [url, ...Object.entries(rule.headers).map(([name, value]) => headerLine(name, value))].join('\n')),
  );
  return `# Generated by scripts/postbuild.mjs from the exported HTML; do not edit.\n${blocks.join('\n\n')}\n`;
}

/**
 * out/serve.json for serve-handler, which matches headers against the served file rather than the
 * URL (so /docs/ is docs/index.html and an unknown path is 404.html) and lets later rules win.
 */
export function renderServeConfig(plan) {
  const headers = plan.rules.flatMap((rule) =>
    rule.files.map((source) => ({
      source,
      headers: Object.entries({
        // Hosts revalidate files no rule mentions (RSC payloads, robots.txt, 404.html); so does the preview.
        ...(source === '**' ? { 'Cache-Control': REVALIDATE } : {}),
        ...rule.headers,
      }).map(([key, value]) => ({ key, value })),
    })),
  );
  return { directoryListing: false, headers };
}

/** Problems that would make a host reject or silently truncate the _headers file. */
export function headersFileProblems(text, { maxLineLength = MAX_HEADER_LINE, maxRules = MAX_HEADER_RULES } = {}) {
  const lines = text.split('\n');
  const problems = lines
    .map((line, index) => ({ line, index }))
    .filter(({ line }) => line.length > maxLineLength)
    .map(({ line, index }) => `line ${index + 1} is ${line.length} characters (limit ${maxLineLength})`);
  const rules = lines.filter((line) => line.startsWith('/')).length;
  if (rules > maxRules) problems.push(`${rules} rules (limit ${maxRules})`);
  return problems;
}

const META_CSP = /<meta http-equiv="Content-Security-Policy" content="[^"]*"\/?>/i;

/** The document without a policy an earlier run of the post-build step put into it. */
export function removeMetaCsp(html) {
  return html.replace(META_CSP, '');
}

/** Puts the policy into <head> right after <meta charset> (which must stay in the first 1024 bytes), before any script or style. */
export function injectMetaCsp(html, policy) {
  const tag = `<meta http-equiv="Content-Security-Policy" content="${policy.replaceAll('&', '&amp;').replaceAll('"', '&quot;')}"/>`;
  if (META_CSP.test(html)) return html.replace(META_CSP, tag);
  const charset = /<meta charSet="[^"]*"\/?>/i.exec(html);
  if (charset) return html.replace(charset[0], `${charset[0]}${tag}`);
  const head = /<head[^>]*>/i.exec(html);
  if (!head) throw new Error('no <head> to put the CSP meta into');
  return html.replace(head[0], `${head[0]}${tag}`);
}

/** Reads an _headers file back into rules: [{ pattern, headers: [[name, value]] }]. */
export function parseHeadersFile(text) {
  const rules = [];
  for (const line of text.split('\n')) {
    if (line.trim() === '' || line.trimStart().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ pattern: line.trim(), headers: [] });
      continue;
    }
    const colon = line.indexOf(':');
    rules.at(-1)?.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
  }
  return rules;
}

/** The headers a Cloudflare Pages-style host attaches to a path: every matching rule, repeats joined by ", ". */
export function headersForPath(rules, path) {
  const result = {};
  for (const { pattern, headers } of rules) {
    const regex = new RegExp(`^${pattern.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('.*')}$`);
    if (!regex.test(path)) continue;
    for (const [name, value] of headers) {
      const key = name.toLowerCase();
      result[key] = key in result ? `${result[key]}, ${value}` : value;
    }
  }
  return result;
}
