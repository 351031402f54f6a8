/** @jest-environment node */
// Each Unity package's browser plugin (Runtime/Microloop<Name>Web.jslib), as a Web build runs it: its functions are the
// ones MicroloopBrowser.cs imports, named for the package, and in Chromium they answer what the HUD sizes its text by
// (the harness plays the HUD with those answers: unity-package.test.ts, review 33, R33-1 and R33-2).
import { chromium, type Browser } from '@playwright/test';
import { unitySources } from '../../../scripts/unity-sources.mjs';
import { chromiumArgs, chromiumPath } from '../../../scripts/browser-path.mjs';
import { unityPortSlugs } from '../kit-engines';
import { mechanicBySlug } from '../index';
import { metaText, unityPackageNames } from './unity-package';

const plugins = unityPortSlugs.map((slug) => {
  const sources = unitySources(slug) as Record<string, string>;
  const [path, text] = Object.entries(sources).find(([file]) => file.endsWith('.jslib')) ?? ['', ''];
  return { slug, path, text, browser: sources['Runtime/MicroloopBrowser.cs'] ?? '' };
});

describe('the Unity packages\' browser plugin', () => {
  it.each(plugins)('$slug: one .jslib named for the package (as its README names it), whose functions are the ones MicroloopBrowser.cs imports, in Web builds only', ({ slug, path, text, browser }) => {
    const name = /^Runtime\/(Microloop\w+Web)\.jslib$/.exec(path)?.[1] ?? '';
    const mechanic = mechanicBySlug(slug);
    expect(mechanic && name).toBe(mechanic && unityPackageNames(mechanic).webPlugin);
    const defined = [...text.matchAll(/^ {2}(\w+): function/gm)].map((match) => match[1]);
    const imported = [...browser.matchAll(/static extern \w+ (\w+)\(\);/g)].map((match) => match[1]);
    expect(defined).toEqual([`${name}_PixelRatio`, `${name}_FingerFirst`]);
    expect(imported).toEqual(defined);
    const meta = metaText('com.microloop.x', path.replace(/^Runtime\//, 'Runtime/'), false);
    expect(meta).toMatch(/PluginImporter:[\s\S]*Editor: Editor\n {4}second:\n {6}enabled: 0[\s\S]*WebGL: WebGL\n {4}second:\n {6}enabled: 1/);
    // Each key of the importer once (review 34: externalObjects was written twice).
    const keys = [...meta.matchAll(/^ {2}(\w+):/gm)].map((match) => match[1]);
    expect(keys).toEqual([...new Set(keys)]);
  });

  describe('in Chromium', () => {
    let browser: Browser;
    beforeAll(async () => {
      browser = await chromium.launch({ executablePath: chromiumPath() ?? undefined, args: chromiumArgs, headless: true });
    });
    afterAll(() => browser?.close());

    /** The plugin's answers in a page of this device, as Emscripten links a .jslib (mergeInto LibraryManager.library). */
    /** The canvas Unity draws in: its pixels and its CSS (a loader's matchWebGLToCanvasSize: false leaves its pixels to the page). */
    type Canvas = { pixels: number; css: string };
    async function answers(text: string, device: { deviceScaleFactor: number; isMobile: boolean; hasTouch: boolean }, moduleRatio?: number, shown?: Canvas) {
      const context = await browser.newContext({ ...device, viewport: { width: 390, height: 844 } });
      try {
        const page = await context.newPage();
        return await page.evaluate(
          ({ text, moduleRatio, shown }) => {
            const LibraryManager = { library: {} as Record<string, () => number> };
            const mergeInto = (target: Record<string, unknown>, source: Record<string, unknown>) => Object.assign(target, source);
            let canvas: HTMLCanvasElement | undefined;
            if (shown) {
              canvas = document.createElement('canvas');
              canvas.width = shown.pixels;
              canvas.setAttribute('style', shown.css);
              document.body.append(canvas);
            }
            const Module = { ...(moduleRatio ? { devicePixelRatio: moduleRatio } : {}), ...(canvas ? { canvas } : {}) };
            new Function('LibraryManager', 'mergeInto', 'Module', text)(LibraryManager, mergeInto, Module);
            const library = LibraryManager.library;
            const call = (suffix: string) => Object.entries(library).find(([key]) => key.endsWith(suffix))?.[1]?.();
            // Asked twice: the media query is made once and read again.
            return { pixelRatio: call('_PixelRatio'), fingerFirst: [call('_FingerFirst'), call('_FingerFirst')] };
          },
          { text, moduleRatio, shown },
        );
      } finally {
        await context.close();
      }
    }

    it.each(plugins)('$slug: an iPhone\'s browser has 3 device pixels a CSS pixel and a finger first; a desktop\'s mouse is no finger; a loader\'s devicePixelRatio is the one Unity renders at', async ({ text }) => {
      expect(await answers(text, { deviceScaleFactor: 3, isMobile: true, hasTouch: true })).toEqual({ pixelRatio: 3, fingerFirst: [1, 1] });
      expect(await answers(text, { deviceScaleFactor: 1.25, isMobile: false, hasTouch: false })).toEqual({ pixelRatio: 1.25, fingerFirst: [0, 0] });
      expect(await answers(text, { deviceScaleFactor: 3, isMobile: true, hasTouch: true }, 2)).toEqual({ pixelRatio: 2, fingerFirst: [1, 1] });
    });

    it.each(plugins)('$slug: the device pixels a CSS pixel are the canvas\'s own as the page shows it: 3 on an iPhone with the canvas matched, 1 where the page keeps the canvas at its CSS size (matchWebGLToCanvasSize: false), 6 under a CSS scale of one half (review 34, R34-1)', async ({ text }) => {
      const phone = { deviceScaleFactor: 3, isMobile: true, hasTouch: true };
      expect((await answers(text, phone, undefined, { pixels: 1170, css: 'width: 390px; height: 300px' })).pixelRatio).toBe(3);
      expect((await answers(text, phone, undefined, { pixels: 390, css: 'width: 390px; height: 300px' })).pixelRatio).toBe(1);
      expect((await answers(text, phone, undefined, { pixels: 1170, css: 'width: 390px; height: 300px; transform: scale(0.5)' })).pixelRatio).toBe(6);
      // The host's border and padding are not the canvas's content, and a quarter turn is no scale (review 35, R35-3).
      expect((await answers(text, phone, undefined, { pixels: 1550, css: 'box-sizing: border-box; width: 390px; height: 300px; border: 20px solid; padding: 20px' })).pixelRatio).toBe(5);
      expect((await answers(text, phone, undefined, { pixels: 1170, css: 'width: 390px; height: 300px; transform: rotate(90deg)' })).pixelRatio).toBeCloseTo(3, 6);
    });
  });
});
