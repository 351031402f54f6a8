import type { Page } from '@playwright/test';
import { longestStatuses } from '../lib/mechanics/all-games/longest-statuses';

// Issue 45, "the kit page as a phone page": a JavaScript kit's page (index.html from disk, the `npm run dev` page,
// dist/ — one page, lib/mechanics/exporters/kit-page.test.ts › B1) on the phones players hold, upright and on its
// side, with a notch and a home indicator emulated (CDP Emulation.setSafeAreaInsetsOverride).

type Screen = { readonly width: number; readonly height: number; readonly ratio: number };

/** The phones of the issue: CSS size and devicePixelRatio, held upright (turned, width and height swap). */
export const phoneScreens: readonly Screen[] = [
  { width: 320, height: 693, ratio: 3 },
  { width: 360, height: 740, ratio: 3 },
  { width: 390, height: 844, ratio: 3 },
  { width: 412, height: 915, ratio: 2.625 },
];

type Insets = { top: number; right: number; bottom: number; left: number };

/** A notch and a home indicator (an iPhone 14 Pro's, in CSS px): at the top and bottom upright, at the sides turned. */
export const phoneInsets: Readonly<Record<'portrait' | 'landscape', Insets>> = {
  portrait: { top: 59, right: 0, bottom: 34, left: 0 },
  landscape: { top: 0, right: 59, bottom: 21, left: 59 },
};

/** The longest sentences every game's page says (the page's CSS is one for all six): none may be cut, nor move the game. */
const longStatuses = [...new Set(Object.values(longestStatuses).flat())];

type Layout = { canvas: number[]; scrollWidth: number; clientWidth: number; scrollHeight: number; clientHeight: number; outside: string[]; overlaps: string[]; status: number[] };

/** Measures the page as laid out now: what sticks out of the screen's safe area, what overlaps, the game's box. */
async function measure(page: Page, insets: Insets): Promise<Layout> {
  return page.evaluate((safe) => {
    const box = (element: Element) => {
      const rect = element.getBoundingClientRect();
      return [rect.left, rect.top, rect.right, rect.bottom].map((value) => Math.round(value * 10) / 10);
    };
    const view = { width: document.documentElement.clientWidth, height: document.documentElement.clientHeight };
    const named = (element: Element) => `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''} "${(element.textContent ?? '').trim().slice(0, 24)}"`;
    const texts = [...document.querySelectorAll('header h1, header button, header [role="status"]')];
    const outside = texts
      .filter((element) => {
        const [left = 0, top = 0, right = 0, bottom = 0] = box(element);
        return left < safe.left - 0.5 || top < safe.top - 0.5 || right > view.width - safe.right + 0.5 || bottom > view.height - safe.bottom + 0.5;
      })
      .map((element) => `${named(element)} at ${box(element).join(',')} outside the safe area of ${view.width}×${view.height}`);
    const overlaps: string[] = [];
    texts.forEach((first, index) => {
      for (const second of texts.slice(index + 1)) {
        const [a0 = 0, a1 = 0, a2 = 0, a3 = 0] = box(first);
        const [b0 = 0, b1 = 0, b2 = 0, b3 = 0] = box(second);
        if (Math.min(a2, b2) - Math.max(a0, b0) > 0.5 && Math.min(a3, b3) - Math.max(a1, b1) > 0.5) overlaps.push(`${named(first)} overlaps ${named(second)}`);
      }
    });
    const game = document.getElementById('game');
    const status = document.getElementById('status');
    return {
      canvas: game ? box(game) : [],
      status: status ? box(status) : [],
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: view.width,
      scrollHeight: document.documentElement.scrollHeight,
      clientHeight: view.height,
      outside,
      overlaps,
    };
  }, insets);
}

/**
 * Plays the kit page at `url` on every phone of phoneScreens, loaded one way and turned the other, with the insets of phoneInsets:
 * no sideways scroll, every title, button and status inside the safe area and none over another, and the game's
 * box the same whatever the status says (empty, or as long as any game's: longestStatuses), and no status cut. Then, upright at
 * 360 × 740, `playSeconds` of play with a tap every 0.4 s: the game's box never changes size. Returns the problems
 * found (none when the page is right) and what was measured.
 */
export async function checkKitPageLayout(page: Page, url: string, { playSeconds = 2, screens = phoneScreens }: { playSeconds?: number; screens?: readonly Screen[] } = {}) {
  const problems: string[] = [];
  const measured: Record<string, string> = {};
  const cdp = await page.context().newCDPSession(page);
  const setScreen = async (width: number, height: number, ratio: number, insets: Insets, landscape: boolean) => {
    await cdp.send('Emulation.setDeviceMetricsOverride', {
      width,
      height,
      deviceScaleFactor: ratio,
      mobile: true,
      screenOrientation: landscape ? { type: 'landscapePrimary', angle: 90 } : { type: 'portraitPrimary', angle: 0 },
    });
    await cdp.send('Emulation.setSafeAreaInsetsOverride', { insets });
  };
  for (const [index, screen] of screens.entries()) {
    // Each phone is loaded one way and turned the other, as a phone turns with the page open: every other phone is
    // loaded turned, so both ways are loaded and both turns made (the first phone is loaded upright).
    const loadedTurned = index % 2 === 1;
    for (const landscape of loadedTurned ? [true, false] : [false, true]) {
      const [width, height] = landscape ? [screen.height, screen.width] : [screen.width, screen.height];
      const insets = phoneInsets[landscape ? 'landscape' : 'portrait'];
      const where = `${width}×${height} @${screen.ratio}`;
      await setScreen(width, height, screen.ratio, insets, landscape);
      if (landscape !== loadedTurned) {
        // Turned, the page still open: laid out again by the browser and the game's resize, not a load.
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      } else {
        await page.goto(url);
        await page.waitForFunction(() => document.getElementById('status')?.textContent !== '');
      }
      const laid = await measure(page, insets);
      if (laid.scrollWidth > laid.clientWidth) problems.push(`${where}: the page scrolls sideways (${laid.scrollWidth} of ${laid.clientWidth} px)`);
      if (laid.scrollHeight > laid.clientHeight) problems.push(`${where}: the page scrolls (${laid.scrollHeight} of ${laid.clientHeight} px tall)`);
      problems.push(...laid.outside.map((text) => `${where}: ${text}`), ...laid.overlaps.map((text) => `${where}: ${text}`));
      const [left = 0, top = 0, right = 0, bottom = 0] = laid.canvas;
      if (left < insets.left - 0.5 || right > width - insets.right + 0.5 || bottom > height - insets.bottom + 0.5 || top < insets.top) {
        problems.push(`${where}: the game at ${laid.canvas.join(',')} is outside the safe area`);
      }
      // The game fills what the title, buttons and status leave: half or more of the phone's height.
      if (bottom - top < (landscape ? 0.55 : 0.45) * height) problems.push(`${where}: the game is only ${Math.round(bottom - top)} px tall`);
      // What the status says must not move the game, nor be cut: the longest sentences any game says, then none.
      const { boxes, cut } = await page.evaluate((texts) => {
        const status = document.getElementById('status') as HTMLElement;
        const game = document.getElementById('game') as HTMLElement;
        const said = status.textContent ?? '';
        const cut: string[] = [];
        const sizes = [...texts, '', said].map((next) => {
          status.textContent = next;
          if (status.scrollHeight > status.clientHeight + 1 || status.scrollWidth > status.clientWidth + 1) cut.push(next);
          const rect = game.getBoundingClientRect();
          return `${rect.width}×${rect.height}`;
        });
        return { boxes: [...new Set(sizes)], cut };
      }, longStatuses);
      if (boxes.length !== 1) problems.push(`${where}: the game's box follows the status's length: ${boxes.join(', ')}`);
      problems.push(...cut.map((text) => `${where}: the status is cut: "${text}"`));
      measured[`${where}${landscape ? ' turned' : ''}`] = `game ${Math.round(right - left)}×${Math.round(bottom - top)}`;
    }
  }
  // Play, upright on the review's phone: a tap on the game every 0.4 s, the game's box read every frame. Five taps
  // change the status as often as 5 s of a tap a second did (5 statuses in each game, 2026-11-30), in 2 s.
  if (playSeconds > 0) {
    await setScreen(360, 740, 3, phoneInsets.portrait, false);
    await page.goto(url);
    const game = page.locator('#game');
    await game.waitFor();
    const sizes = page.evaluate(
      (seconds) =>
        new Promise<string[]>((resolve) => {
          const seen = new Set<string>();
          const game = document.getElementById('game') as HTMLElement;
          const until = performance.now() + seconds * 1000;
          const frame = () => {
            const rect = game.getBoundingClientRect();
            seen.add(`${rect.width}×${rect.height}`);
            if (performance.now() < until) requestAnimationFrame(frame);
            else resolve([...seen]);
          };
          requestAnimationFrame(frame);
        }),
      playSeconds,
    );
    const statuses = new Set<string>();
    for (let tap = 0; tap < Math.round(playSeconds / 0.4); tap++) {
      await game.click({ position: { x: 180, y: 200 + (tap % 3) * 60 } });
      statuses.add((await page.locator('#status').textContent()) ?? '');
      await page.waitForTimeout(400);
    }
    const seen = await sizes;
    measured['360×740 play'] = `game ${seen.join(' / ')} over ${playSeconds} s, ${statuses.size} statuses`;
    if (seen.length !== 1) problems.push(`360×740: the game changed size during ${playSeconds} s of play: ${seen.join(', ')}`);
  }
  await cdp.send('Emulation.clearDeviceMetricsOverride');
  await cdp.send('Emulation.setSafeAreaInsetsOverride', { insets: { top: 0, right: 0, bottom: 0, left: 0 } });
  await cdp.detach();
  return { problems, measured };
}
