/** @jest-environment node */
import { freePort, urlPath } from './js-weight.mjs';

describe('urlPath', () => {
  it('visits routes directory style, as the export links them, and the 404 page by an unknown path', () => {
    expect(urlPath('/')).toBe('/');
    expect(urlPath('/docs')).toBe('/docs/');
    expect(urlPath('/templates/physics-dropper')).toBe('/templates/physics-dropper/');
    expect(urlPath('/404.html')).toBe('/no-such-page/');
  });
});

describe('freePort', () => {
  it('finds a port to listen on', async () => {
    const port = await freePort();
    expect(port).toBeGreaterThan(1024);
    expect(port).toBeLessThan(65536);
  });
});
