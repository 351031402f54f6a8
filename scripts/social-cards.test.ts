/** @jest-environment node */
import { CARD_SIZE, cardProblems, pngSize, withPngCardUrls } from './social-cards.mjs';

function png(width: number, height: number) {
  const bytes = new Uint8Array(33);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);
  const view = new DataView(bytes.buffer);
  view.setUint32(16, width);
  view.setUint32(20, height);
  return bytes;
}

const head = (url: string) => `<meta property="og:image" content="${url}"/><meta name="twitter:image" content="${url}"/>`;

describe('social cards', () => {
  it('reads the size of a PNG and nothing else', () => {
    expect(pngSize(png(CARD_SIZE.width, CARD_SIZE.height))).toEqual({ width: 1200, height: 630 });
    expect(pngSize(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
  });

  it('gives every card URL its .png, in HTML and in the escaped React payload, once', () => {
    const html = `${head('https://a.dev/docs/opengraph-image?abc')}<script>self.__next_f.push([1,"{\\"content\\":\\"https://a.dev/docs/opengraph-image?abc\\"}"])</script>`;
    const once = withPngCardUrls(html);
    expect(once).not.toContain('opengraph-image?');
    expect(once.match(/opengraph-image\.png\?abc/g)).toHaveLength(3);
    expect(withPngCardUrls(once)).toBe(once);
  });

  it('finds pages whose card would not show when shared', () => {
    const exists = (path: string) => path === '/docs/opengraph-image.png';
    expect(cardProblems('docs/index.html', head('https://a.dev/docs/opengraph-image.png?abc'), exists)).toEqual([]);
    expect(cardProblems('docs/index.html', '<title>x</title>', exists)).toEqual(['docs/index.html: no og:image and twitter:image']);
    expect(cardProblems('docs/index.html', head('https://a.dev/docs/opengraph-image?abc'), exists)[0]).toMatch(/is not an opengraph-image\.png/);
    expect(cardProblems('about/index.html', head('https://a.dev/about/opengraph-image.png?1'), exists)[0]).toBe(
      'about/index.html: card /about/opengraph-image.png is not in the export',
    );
  });
});
