/** @jest-environment node */
import { externalCssUrls, externalResources } from './external-resources.mjs';

describe('externalResources', () => {
  it('finds scripts, styles, fonts, images and frames from other origins', () => {
    const html = [
      '<script src="https://cdn.example.com/a.js"></script>',
      '<link rel="stylesheet" href="//fonts.example.com/css">',
      '<link rel="preconnect" href="https://fonts.gstatic.com">',
      '<img src="/ok.png" srcset="/ok-2x.png 2x, https://img.example.com/b.png 3x">',
      '<iframe src="https://www.youtube.com/embed/x"></iframe>',
      '<div style="background:url(https://img.example.com/bg.png)"></div>',
    ].join('');
    expect(externalResources(html)).toEqual([
      'https://cdn.example.com/a.js',
      '//fonts.example.com/css',
      'https://fonts.gstatic.com',
      'https://img.example.com/b.png',
      'https://www.youtube.com/embed/x',
      'https://img.example.com/bg.png',
    ]);
  });

  it('ignores same-origin assets and absolute URLs that are not fetched (links, canonical, Open Graph)', () => {
    const html = [
      '<script src="/_next/static/chunks/a.js"></script>',
      '<link rel="canonical" href="https://microloop.example/docs/">',
      '<meta property="og:url" content="https://microloop.example/">',
      '<a href="https://discord.example/invite">Discord</a>',
      '<img src="data:image/png;base64,AAAA">',
    ].join('');
    expect(externalResources(html)).toEqual([]);
  });
});

describe('externalCssUrls', () => {
  it('finds url() and @import of other origins only', () => {
    const css = "@import 'https://x.example/a.css';@font-face{src:url(/_next/static/media/i.woff2)}.a{background:url(\"//x.example/b.png\")}";
    expect(externalCssUrls(css)).toEqual(['//x.example/b.png', 'https://x.example/a.css']);
  });
});
