// What an HTML document or stylesheet would make a browser fetch from another origin.
import { Parser } from 'htmlparser2';

/** link rel values that make the browser fetch or connect. */
const FETCHING_RELS = new Set([
  'stylesheet',
  'preload',
  'modulepreload',
  'prefetch',
  'icon',
  'apple-touch-icon',
  'manifest',
  'preconnect',
  'dns-prefetch',
]);

/** [element, attribute] pairs whose URL the browser loads. */
const LOADING_ATTRIBUTES = [
  ['script', 'src'],
  ['img', 'src'],
  ['img', 'srcset'],
  ['source', 'src'],
  ['source', 'srcset'],
  ['video', 'src'],
  ['video', 'poster'],
  ['audio', 'src'],
  ['track', 'src'],
  ['iframe', 'src'],
  ['embed', 'src'],
  ['object', 'data'],
  ['input', 'src'],
  ['image', 'href'],
  ['use', 'href'],
];

const isExternal = (url) => /^(?:[a-z][a-z0-9+.-]*:)?\/\//i.test(url.trim());

function urlsOf(attribute, value) {
  if (!attribute.endsWith('srcset')) return [value];
  return value.split(',').map((candidate) => candidate.trim().split(/\s+/)[0] ?? '');
}

/** The absolute URLs of other origins an HTML document loads (scripts, styles, images, frames, fonts...). */
export function externalResources(html) {
  const found = [];
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        const rels = (attributes.rel ?? '').toLowerCase().split(/\s+/);
        if (name === 'link' && attributes.href && rels.some((rel) => FETCHING_RELS.has(rel))) {
          if (isExternal(attributes.href)) found.push(attributes.href);
        }
        for (const [element, attribute] of LOADING_ATTRIBUTES) {
          const value = attributes[attribute];
          if (name !== element || !value) continue;
          found.push(...urlsOf(attribute, value).filter(isExternal));
        }
        if (attributes.style) found.push(...externalCssUrls(attributes.style));
      },
    },
    { lowerCaseAttributeNames: true, decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  return found;
}

/** The absolute URLs of other origins a stylesheet loads through url() or @import. */
export function externalCssUrls(css) {
  const urls = [...css.matchAll(/url\(\s*(['"]?)([^'")]+)\1\s*\)/gi)].map((m) => m[2] ?? '');
  const imports = [...css.matchAll(/@import\s+(['"])([^'"]+)\1/gi)].map((m) => m[2] ?? '');
  return [...urls, ...imports].filter(isExternal);
}
