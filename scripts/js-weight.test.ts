/** @jest-environment node */
import { EventEmitter } from 'node:events';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AFTER_PAINT_LIST_ID } from './after-paint.mjs';
import { freePort, launchBrowser, recordScripts, serveDir, urlPath, visit, type ResponsePage } from './js-weight.mjs';

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

describe('recordScripts', () => {
  const origin = 'http://127.0.0.1:3300';
  /** A response whose body is read later: resolve() gives it, close() fails it as a closed page does. */
  const response = (path: string, type = 'script') => {
    let give: (body: Buffer) => void = () => {};
    let fail: (error: Error) => void = () => {};
    let read: Promise<Buffer> | null = null;
    return {
      url: () => `${origin}${path}`,
      request: () => ({ resourceType: () => type }),
      // As Playwright's: a read begins when asked for, and only a read begun can fail.
      body: () =>
        (read ??= new Promise<Buffer>((resolve, reject) => {
          give = resolve;
          fail = reject;
        })),
      resolve: (text: string) => give(Buffer.from(text)),
      close: () => fail(new Error('response.body: Target page, context or browser has been closed')),
    };
  };

  /** The promise rejections nobody handled while `act` ran and a little after. */
  const unhandledWhile = async (act: () => void) => {
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    act();
    await new Promise((done) => setTimeout(done, 20));
    process.off('unhandledRejection', onUnhandled);
    return unhandled;
  };

  it('counts the same-origin scripts that arrived while recording, read in full before it settles', async () => {
    const page = new EventEmitter();
    const recorder = recordScripts(page as unknown as ResponsePage, origin);
    const chunk = response('/_next/chunk.js');
    page.emit('response', chunk);
    page.emit('response', response('/style.css', 'stylesheet'));
    page.emit('response', { ...response('/x.js'), url: () => 'http://elsewhere.example/x.js' });
    const settled = recorder.settle();
    chunk.resolve('console.log(1)');
    await settled;
    expect([...recorder.scripts.keys()]).toEqual(['/_next/chunk.js']);
    expect(recorder.scripts.get('/_next/chunk.js')).toMatchObject({ text: 'console.log(1)', phase: 'load' });
    expect(recorder.scripts.get('/_next/chunk.js')!.gzipBytes).toBeGreaterThan(0);
  });

  it('ignores a script that arrives after it settled, whose read fails when the page closes (CI, stop 60)', async () => {
    const page = new EventEmitter();
    const recorder = recordScripts(page as unknown as ResponsePage, origin);
    await recorder.settle();
    const late = response('/_next/late.js');
    page.emit('response', late);
    expect(await unhandledWhile(() => late.close())).toEqual([]);
    expect(recorder.scripts.size).toBe(0);
  });

  it('leaves no unhandled failure when a visit gives up before it settles and the page closes', async () => {
    const page = new EventEmitter();
    recordScripts(page as unknown as ResponsePage, origin);
    const chunk = response('/_next/chunk.js');
    page.emit('response', chunk);
    expect(await unhandledWhile(() => chunk.close())).toEqual([]);
  });

  it('fails its settle when a script of the load cannot be read', async () => {
    const page = new EventEmitter();
    const recorder = recordScripts(page as unknown as ResponsePage, origin);
    const chunk = response('/_next/chunk.js');
    page.emit('response', chunk);
    chunk.close();
    await expect(recorder.settle()).rejects.toThrow('has been closed');
  });
});

describe('visit', () => {
  it('waits for the chunks the after-paint loader requests, however long after the paint and the quiet it runs (CI, stop 66)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'js-weight-'));
    // The loader of a busy machine: it runs its list well after the first paint, when the network has been
    // quiet for longer than QUIET_MS.
    const late = `setTimeout(function(){JSON.parse(document.getElementById('${AFTER_PAINT_LIST_ID}').textContent).forEach(function(src){var s=document.createElement('script');s.src=src;document.head.appendChild(s)})},3000)`;
    writeFileSync(
      join(dir, 'index.html'),
      `<!doctype html><html><head><title>t</title></head><body><h1>Content</h1><script type="application/json" id="${AFTER_PAINT_LIST_ID}">["/chunk.js"]</script><script>${late}</script></body></html>`,
    );
    writeFileSync(join(dir, 'chunk.js'), 'window.chunkRan = true;');
    const server = await serveDir(dir);
    const browser = await launchBrowser();
    try {
      const weight = await visit(browser, server.origin, '/', { play: false });
      expect(weight.scripts.map((script) => script.url)).toEqual(['/chunk.js']);
      expect(weight.gzipBytes).toBeGreaterThan(0);
    } finally {
      await browser.close();
      server.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 30_000);
});
