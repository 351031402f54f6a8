// The security policy of the exported site, as pure functions. Every HTML page carries its own
// Content-Security-Policy in a <meta> (its hashes travel with the file), and every response gets
// the same headers from one `/*` rule: a host that matches _headers rules against the raw path
// (Cloudflare Pages serves /docs%2F as docs/index.html with only the `/*` rule) cannot serve a page
// without its policy. The plan is rendered as out/_headers and as the preview's serve config
// (scripts/preview-config.mjs). scripts/postbuild.mjs does the I/O.
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

/**
 * The policy every response gets in a header: what a <meta> cannot carry (frame-ancestors) and the
 * directives that are the same on every page. It names no script or style source, so it never
 * blocks what a page's own <meta> policy allows; a browser enforces both.
 */
export const HEADER_POLICY = "frame-ancestors 'none'; object-src 'none'; base-uri 'self'; form-action 'self'";
const IGNORED_IN_META = new Set(['frame-ancestors']);

// Inline scripts that script-src governs: classic, module, import maps and speculation rules.
const EXECUTABLE_TYPES = new Set([
  '',
  'text/javascript',
  'application/javascript',
  'text/ecmascript',
  'module',
  'importmap',
  'speculationrules',
]);

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

function headerLine(name, value) {
  return `  ${name}: ${value}`;
}

/** Each page with its <meta> policy (everything but frame-ancestors), and the header rules every URL shares. */
export function planHeaders(pages, { runtimeStyles = [] } = {}) {
  const plannedPages = pages.map(({ file, html }) => {
    const inspection = inspectHtml(html);
    if (inspection.forbidden.length > 0) {
      throw new Error(`${file}: inline handlers or javascript: URLs cannot be allowed by a CSP: ${inspection.forbidden.join(', ')}`);
    }
    const policy = pagePolicy(inspection, { runtimeStyles });
    return { file, metaPolicy: serializePolicy(policy.filter(([d]) => !IGNORED_IN_META.has(d))), inspection };
  });
  const rules = [
    { url: '/*', files: '**', headers: { ...COMMON_HEADERS, 'Content-Security-Policy': HEADER_POLICY } },
    { url: '/_next/static/*', files: '_next/static/**', headers: { 'Cache-Control': IMMUTABLE } },
  ];
  return { pages: plannedPages, rules };
}

/** out/_headers for Netlify and Cloudflare Pages. */
export function renderHeadersFile(plan) {
  const blocks = plan.rules.map((rule) =>
    [rule.url, ...Object.entries(rule.headers).map(([name, value]) => headerLine(name, value))].join('\n'),
  );
  return `# Generated by scripts/postbuild.mjs; do not edit. Each page's script hashes are in its own <meta> policy.\n${blocks.join('\n\n')}\n`;
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
