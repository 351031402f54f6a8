// Next exports each `opengraph-image` route as a file with no extension (vercel/next.js#82177): a
// static host then serves it as application/octet-stream, which chat apps and social sites refuse
// as a picture. postbuild.mjs renames every card to opengraph-image.png and points the pages (their
// HTML and the React payloads that hydrate it) at the new name, then checks every page has a card.
import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

export const CARD_NAME = 'opengraph-image';
export const CARD_SIZE = { width: 1200, height: 630 };

/** Every exported card without an extension, as posix paths relative to dir. */
export function listCardFiles(dir) {
  const found = [];
  const walk = (current) => {
    for (const entry of readdirSync(current, { withFileTypes: true })) {
      const path = join(current, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name === CARD_NAME) found.push(relative(dir, path).split(sep).join('/'));
    }
  };
  walk(dir);
  return found.sort();
}

/** A page or payload text with every card URL ending in .png (the cache-busting query stays). */
export function withPngCardUrls(text) {
  return text.replaceAll(`/${CARD_NAME}?`, `/${CARD_NAME}.png?`);
}

/** Width and height of a PNG, or null for anything else (read from its IHDR chunk). */
export function pngSize(bytes) {
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length < 24 || signature.some((byte, i) => bytes[i] !== byte)) return null;
  if (String.fromCharCode(...bytes.subarray(12, 16)) !== 'IHDR') return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

/** The og:image and twitter:image URLs of a page. */
export function cardUrls(html) {
  return [...html.matchAll(/<meta (?:property="og:image"|name="twitter:image") content="([^"]+)"/g)].map((match) => match[1]);
}

/**
 * Why a page's card would not show when shared, or [] when it would: it needs an og:image and a
 * twitter:image naming a .png card that exists (cardExists gets the path part of the URL).
 */
export function cardProblems(file, html, cardExists) {
  const urls = cardUrls(html);
  if (urls.length < 2) return [`${file}: no og:image and twitter:image`];
  return urls.flatMap((url) => {
    const path = new URL(url).pathname;
    if (!path.endsWith(`/${CARD_NAME}.png`)) return [`${file}: card ${url} is not an ${CARD_NAME}.png`];
    return cardExists(path) ? [] : [`${file}: card ${path} is not in the export`];
  });
}
