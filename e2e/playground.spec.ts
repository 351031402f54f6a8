import { readFile, writeFile } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import { strFromU8, unzipSync } from 'fflate';
import type { Download, Page } from '@playwright/test';
import { test, expect, expectNoAxeViolations, oneWidth, recordScripts, waitForHydration } from './fixtures';

const stopped = 'Press Play to Start Simulation';
const running = 'Simulation Running...';
const tunedQuery = '?gravity=12.5&bounciness=0.4&speed=3&density=80';

async function open(page: Page, query = '') {
  await page.goto(`/playground/${query}`);
  await waitForHydration(page);
}

const slider = (page: Page, name: string) => page.getByRole('slider', { name, exact: true });
const particles = (page: Page) => page.getByTestId('demo-stage').getByTestId('particle');

/** Centres of every particle on screen, read in one go. */
function particleCentres(page: Page) {
  return particles(page).evaluateAll((nodes) =>
    nodes.map((node) => {
      const box = node.getBoundingClientRect();
      return `${Math.round(box.x + box.width / 2)},${Math.round(box.y + box.height / 2)}`;
    }),
  );
}

async function download(page: Page, button: string): Promise<{ file: Download; bytes: Uint8Array }> {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: button, exact: true }).click()]);
  const path = await file.path();
  return { file, bytes: new Uint8Array(await readFile(path)) };
}

test.describe('Playground demo', () => {
  const densities = [
    ['10', 2],
    ['50', 10],
    ['100', 20],
  ] as const;

  test('as it opens: the headings, the toggle, Reset and the stopped status, Template Info, the sliders\' ranges, defaults and units; Play and Pause with the particles; no axe violations stopped and running; each density\'s count of particles', async ({ page }) => {
    test.setTimeout(90_000); // one load, two axe scans and five runs: about 12 s, 35 s on the slower twin.
    await open(page);
    await test.step('has the page and demo headings, the toggle, Reset and the exact stopped status', async () => {
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(/playground/i);
      await expect(page.getByRole('heading', { level: 2, name: 'PhysicsDropper X - Live Demo' })).toBeVisible();
      const toggle = page.getByRole('button', { name: 'Play', exact: true });
      await expect(toggle).toHaveAttribute('aria-pressed', 'false');
      await expect(page.getByRole('button', { name: 'Reset', exact: true })).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: stopped })).toHaveText(stopped);
      await expect(page.getByText(stopped, { exact: true })).toBeVisible();
      await expect(particles(page)).toHaveCount(0);
    });
    await test.step('Template Info is a named region with the four spec rows', async () => {
      const region = page.getByRole('region', { name: 'Template Info' });
      await expect(region.getByRole('heading', { name: 'Template Info' })).toBeVisible();
      await expect(region.locator('dl dt')).toHaveText(['Engine Compatibility', 'Primary Genre', 'Complexity Level', 'Estimated File Size']);
      await expect(region.locator('dl dd')).toHaveText(['Unity, Godot, JS', 'Physics Simulation', 'Intermediate', '3.1 MB (Core)']);
    });
    await test.step('the four sliders carry the spec ranges, defaults and units', async () => {
      const specs = [
        ['Gravity', '1', '20', '0.1', '9.8', '9.8 m/s²'],
        ['Bounciness', '0', '1', '0.05', '0.7', '0.7'],
        ['Simulation Speed', '1', '10', '0.5', '5', '5×'],
        ['Particle Density', '10', '100', '5', '50', '50'],
      ] as const;
      for (const [name, min, max, step, value, shown] of specs) {
        const input = slider(page, name);
        await expect(input).toHaveAttribute('type', 'range');
        await expect(input).toHaveAttribute('min', min);
        await expect(input).toHaveAttribute('max', max);
        await expect(input).toHaveAttribute('step', step);
        await expect(input).toHaveValue(value);
        await expect(input.locator('xpath=..')).toContainText(shown);
      }
      await slider(page, 'Gravity').fill('12.5');
      await expect(slider(page, 'Gravity').locator('xpath=..')).toContainText('12.5 m/s²');
    });
    await test.step('Play and Pause toggle the simulation, the particles and the exact status', async () => {
      await page.getByRole('button', { name: 'Play', exact: true }).click();
      const pause = page.getByRole('button', { name: 'Pause', exact: true });
      await expect(pause).toHaveAttribute('aria-pressed', 'true');
      await expect(page.getByRole('button', { name: 'Play', exact: true })).toHaveCount(0);
      await expect(page.getByText(running, { exact: true })).toBeVisible();
      await expect(page.getByText(stopped, { exact: true })).toHaveCount(0);
      await expect(particles(page)).toHaveCount(10);

      await pause.click();
      await expect(page.getByRole('button', { name: 'Play', exact: true })).toHaveAttribute('aria-pressed', 'false');
      await expect(page.getByText(stopped, { exact: true })).toBeVisible();
      await expect(particles(page)).toHaveCount(0);
    });
    await test.step('no axe violations, stopped and running', async () => {
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: 'Play', exact: true }).click();
      await expect(particles(page)).toHaveCount(10);
      await expectNoAxeViolations(page);
    });
    for (const [density, count] of densities) {
      await test.step(`density ${density} shows exactly ${count} particles while running`, async () => {
        // From a stopped simulation, as a page opens.
        const pause = page.getByRole('button', { name: 'Pause', exact: true });
        if (await pause.isVisible()) await pause.click();
        await slider(page, 'Particle Density').fill(density);
        await page.getByRole('button', { name: 'Play', exact: true }).click();
        await expect(particles(page)).toHaveCount(count);
      });
    }
  });

  // How the particles move is the simulation's, the same at every width (the page's layout at 375 px is read above).
  test('particles move over time', oneWidth, async ({ page }) => {
    await open(page, '?density=100&speed=6');
    await page.getByRole('button', { name: 'Play', exact: true }).click();
    await expect(particles(page)).toHaveCount(20);
    // Every particle has started its first drop after one loop (about 1.5 s here).
    await page.waitForTimeout(1800);
    const before = await particleCentres(page);
    await page.waitForTimeout(400);
    const after = await particleCentres(page);
    const moved = after.filter((centre, index) => centre !== before[index]).length;
    expect(moved).toBeGreaterThanOrEqual(12);
  });

  test('changing a slider while running keeps the same particles and applies at once', oneWidth, async ({ page }) => {
    // At Gravity 1 and Speed 1 a drop takes about 14 s: no ball reaches a bin for seconds.
    await open(page, '?gravity=1&speed=1');
    await page.getByRole('button', { name: 'Play', exact: true }).click();
    const stage = page.getByTestId('demo-stage');
    await expect(particles(page)).toHaveCount(10);
    await particles(page).evaluateAll((nodes) => nodes.forEach((node) => node.setAttribute('data-original', '')));
    await page.waitForTimeout(500);
    await expect(stage).not.toHaveAttribute('data-bins', /./);

    // At Speed 10 the first balls land within about 2 s of game time; at Speed 1 none would before about
    // 8 s. Counted on the page's clock (performance.now), so a loaded machine's slow frames do not count.
    await slider(page, 'Simulation Speed').fill('10');
    const changedAt = await page.evaluate(() => performance.now());
    await expect(stage).toHaveAttribute('data-bins', /^\d,\d/, { timeout: 15_000 });
    expect(await page.evaluate((from) => performance.now() - from, changedAt)).toBeLessThan(8000);
    const originals = stage.locator('[data-testid="particle"][data-original]');
    await expect(originals).toHaveCount(10);

    await slider(page, 'Particle Density').fill('70');
    await expect(particles(page)).toHaveCount(14);
    await expect(originals).toHaveCount(10);
  });

  test('with tuned settings: Test on Mobile opens a dialog with a QR code and the link, Escape closes it; Copy link copies the link and confirms it; Reset stops the simulation and restores every default', async ({ page, context, browserName }) => {
    test.skip(browserName !== 'chromium', 'clipboard permissions are Chromium-specific');
    test.setTimeout(90_000); // one load and an axe scan: about 8 s, 25 s on the slower twin.
    await open(page, tunedQuery);
    await test.step('Test on Mobile opens a dialog with a QR code and the link; Escape closes it', async () => {
      const button = page.getByRole('button', { name: 'Test on Mobile', exact: true });
      await button.click();
      const dialog = page.getByRole('dialog', { name: 'Test on your phone' });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('img', { name: 'QR code of the playground link' })).toBeVisible();
      await expect(dialog.getByRole('textbox', { name: 'Playground link' })).toHaveValue(
        new RegExp(`/playground/\\${tunedQuery.replace(/\./g, '\\.')}$`),
      );
      await expect(dialog).toContainText('must be able to reach this address');
      await expect(dialog).toContainText('localhost');
      await expect(dialog.getByRole('button', { name: 'Copy link', exact: true })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(button).toBeFocused();
      await expect(page).toHaveURL(/\/playground\/\?/);
    });
    await test.step('Copy link copies the playground link and confirms it', async () => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await page.getByRole('button', { name: 'Copy link', exact: true }).click();
      await expect(page.getByText('Link copied')).toBeVisible();
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      expect(copied).toMatch(/\/playground\/\?gravity=12\.5&bounciness=0\.4&speed=3&density=80$/);
    });
    await test.step('Reset stops the simulation and restores every default', async () => {
      await page.getByRole('button', { name: 'Play', exact: true }).click();
      await expect(particles(page)).toHaveCount(16);
      await page.getByRole('button', { name: 'Reset', exact: true }).click();
      await expect(page.getByRole('button', { name: 'Play', exact: true })).toHaveAttribute('aria-pressed', 'false');
      await expect(page.getByText(stopped, { exact: true })).toBeVisible();
      await expect(particles(page)).toHaveCount(0);
      await expect(slider(page, 'Gravity')).toHaveValue('9.8');
      await expect(slider(page, 'Bounciness')).toHaveValue('0.7');
      await expect(slider(page, 'Simulation Speed')).toHaveValue('5');
      await expect(slider(page, 'Particle Density')).toHaveValue('50');
      await expect(page).toHaveURL(/\/playground\/$/);
    });
  });

  test('moving a slider writes the changed settings into the address bar; a shared link restores its settings, out-of-range values are clamped and snapped, junk ignored', oneWidth, async ({ page }) => {
    test.setTimeout(60_000); // 3 loads: about 6 s, 15 s on the slower twin.
    await test.step('moving a slider writes the changed settings into the address bar', async () => {
      await open(page);
      await slider(page, 'Particle Density').fill('80');
      await expect(page).toHaveURL(/\/playground\/\?density=80$/);
      await slider(page, 'Gravity').fill('12.5');
      await expect(page).toHaveURL(/\/playground\/\?gravity=12\.5&density=80$/);
      await slider(page, 'Particle Density').fill('50');
      await slider(page, 'Gravity').fill('9.8');
      await expect(page).toHaveURL(/\/playground\/$/);
    });
    await test.step('a shared link restores its settings; out-of-range values are clamped and snapped, junk ignored', async () => {
      await open(page, tunedQuery);
      await expect(slider(page, 'Gravity')).toHaveValue('12.5');
      await expect(slider(page, 'Bounciness')).toHaveValue('0.4');
      await expect(slider(page, 'Simulation Speed')).toHaveValue('3');
      await expect(slider(page, 'Particle Density')).toHaveValue('80');

      await open(page, '?gravity=99&bounciness=0.33&speed=banana&density=3');
      await expect(slider(page, 'Gravity')).toHaveValue('20');
      await expect(slider(page, 'Bounciness')).toHaveValue('0.35');
      await expect(slider(page, 'Simulation Speed')).toHaveValue('5');
      await expect(slider(page, 'Particle Density')).toHaveValue('10');
    });
  });

  test('with reduced motion the particles are still shown and still move', oneWidth, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await open(page, '?density=100&speed=10&gravity=14');
    await page.getByRole('button', { name: 'Play', exact: true }).click();
    await expect(particles(page)).toHaveCount(20);
    await page.waitForTimeout(1000);
    const before = await particleCentres(page);
    await page.waitForTimeout(500);
    const after = await particleCentres(page);
    expect(after.filter((centre, index) => centre !== before[index]).length).toBeGreaterThanOrEqual(5);
  });
});

test.describe('Playground code on demand', () => {
  // framer-motion's prop names survive minification: any chunk of the animation library carries this one.
  const FRAMER = 'whileInView';

  test('the animation features load on the intent to press Play, the export and QR code libraries only on click, neither with the page', oneWidth, async ({ page }) => {
    test.setTimeout(60_000); // one load, 2 s of quiet and two downloads: about 8 s, 20 s on the slower twin.
    const scripts = recordScripts(page);
    await open(page);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(2000);
    const markers = ['date not in range 1980-2099', 'Version value out of range', 'gd_resource', 'CreateAssetMenu'];
    await test.step('none of them comes with the page', async () => {
      expect(scripts.filter((body) => body.includes(FRAMER))).toEqual([]);
      for (const marker of markers) expect(scripts.some((body) => body.includes(marker)), marker).toBe(false);
    });
    await test.step('the animation features load on the intent to press Play, not with the page', async () => {
      await page.getByRole('button', { name: 'Play', exact: true }).hover();
      await expect.poll(() => scripts.some((body) => body.includes(FRAMER))).toBe(true);
      await page.getByRole('button', { name: 'Play', exact: true }).click();
      await expect(particles(page)).toHaveCount(10);
    });
    await test.step('the export and QR code libraries load only on click', async () => {
      await download(page, 'Export to Godot');
      await page.getByRole('button', { name: 'Test on Mobile', exact: true }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      for (const marker of markers.slice(0, 3)) {
        await expect.poll(() => scripts.some((body) => body.includes(marker)), { message: marker }).toBe(true);
      }
    });
  });

  test('Play without a pointer (keyboard) still brings the code and the particles', oneWidth, async ({ page }) => {
    await open(page);
    await page.getByRole('button', { name: 'Play', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText(running, { exact: true })).toBeVisible();
    await expect(particles(page)).toHaveCount(10);
  });
});

test.describe('Playground exports', () => {

  test('the server HTML shows the defaults and no particles; with tuned settings, Download Configured Template, Export to Unity, Export to Godot and Export to itch.io save what they say', oneWidth, async ({ page, request }, testInfo) => {
    test.setTimeout(90_000); // one load and four downloads, the itch.io game played: about 10 s, 30 s on the slower twin.
    await test.step('the server HTML shows the defaults and no particles', async () => {
      const html = await (await request.get(`/playground/${tunedQuery}`)).text();
      expect(html).toContain('PhysicsDropper X - Live Demo');
      expect(html).toContain(stopped);
      expect(html).not.toContain('data-testid="particle"');
      expect(html).toMatch(/type="range"[^>]*value="9.8"|value="9.8"[^>]*type="range"/);
    });
    await open(page, tunedQuery);
    await test.step('Download Configured Template saves the JSON preset with the current values', async () => {
      const { file, bytes } = await download(page, 'Download Configured Template');
      expect(file.suggestedFilename()).toBe('physics-dropper.config.json');
      expect(JSON.parse(strFromU8(bytes))).toEqual({
        schemaVersion: 1,
        template: 'PhysicsDropper',
        gravity: 12.5,
        bounciness: 0.4,
        simulationSpeed: 3,
        particleDensity: 80,
      });
      await expect(page.getByText('Configured template downloaded')).toBeVisible();
      await expect(page).toHaveURL(/\/playground\/\?/);
    });
    await test.step('Export to Unity saves a zip with the UPM package (the game in C#, the ScriptableObject, the JSON) and a README', async () => {
      const { file, bytes } = await download(page, 'Export to Unity');
      expect(file.suggestedFilename()).toBe('physics-dropper-unity.zip');
      const entries = unzipSync(bytes);
      const runtime = 'com.microloop.physics-dropper/Runtime';
      expect(Object.keys(entries)).toEqual(
        expect.arrayContaining([
          'README.md',
          'com.microloop.physics-dropper/package.json',
          `${runtime}/PhysicsDropperConfig.cs`,
          `${runtime}/PhysicsDropperModel.cs`,
          `${runtime}/PhysicsDropperGame.cs`,
          `${runtime}/Resources/Microloop/physics-dropper.config.json`,
        ]),
      );
      const script = strFromU8(entries[`${runtime}/PhysicsDropperConfig.cs`] ?? new Uint8Array());
      expect(script).toContain('public class PhysicsDropperConfig : ScriptableObject');
      expect(script).toContain('[Range(1f, 20f)]');
      expect(script).toContain('[Range(10, 100)]');
      expect(script).toContain('public float gravity = 12.5f;');
      expect(script).toContain('public int particleDensity = 80;');
      const json = JSON.parse(strFromU8(entries[`${runtime}/Resources/Microloop/physics-dropper.config.json`] ?? new Uint8Array()));
      expect(json).toMatchObject({ schemaVersion: 1, gravity: 12.5, bounciness: 0.4, simulationSpeed: 3, particleDensity: 80 });
      expect(strFromU8(entries['README.md'] ?? new Uint8Array())).toContain('Add package from disk');
      await expect(page.getByText('Unity package downloaded')).toBeVisible();
      await expect(page).toHaveURL(/\/playground\/\?/);
    });
    await test.step('Export to Godot saves a zip with the Godot project, the Resource script, a format=3 .tres and a README', async () => {
      // Described as what it holds: the whole game as a Godot project, not a settings script alone.
      await expect(page.getByRole('button', { name: 'Export to Godot', exact: true })).toHaveAccessibleDescription(/^Godot 4 project: GDScript game/);
      const { file, bytes } = await download(page, 'Export to Godot');
      expect(file.suggestedFilename()).toBe('physics-dropper-godot.zip');
      const entries = unzipSync(bytes);
      const addon = 'godot/addons/microloop_physics_dropper';
      expect(Object.keys(entries)).toEqual(
        expect.arrayContaining(['README.md', `${addon}/physics-dropper.config.json`, 'godot/project.godot', 'godot/main.tscn', `${addon}/physics_dropper_game.gd`]),
      );
      const script = strFromU8(entries[`${addon}/physics_dropper_config.gd`] ?? new Uint8Array());
      expect(script).toContain('class_name PhysicsDropperConfig\nextends Resource');
      expect(script).toContain('@export_range(1.0, 20.0, 0.1, "suffix:m/s²") var gravity: float = 12.5');
      expect(script).toContain('@export_range(10, 100, 5) var particle_density: int = 80');
      const resource = strFromU8(entries[`${addon}/physics_dropper_config.tres`] ?? new Uint8Array());
      expect(resource).toContain('format=3');
      expect(resource).toContain('schema_version = 1');
      expect(resource).toContain('simulation_speed = 3.0');
      expect(resource).toContain('bounciness = 0.4');
      await expect(page.getByText('Godot package downloaded')).toBeVisible();
    });
    await test.step('Export to itch.io saves a zip whose index.html runs offline in Chromium', async () => {
      const { file, bytes } = await download(page, 'Export to itch.io');
      expect(file.suggestedFilename()).toBe('physics-dropper-itch.zip');
      await expect(page.getByText('itch.io build downloaded')).toBeVisible();
      const entries = unzipSync(bytes);
      expect(Object.keys(entries).sort()).toEqual(['README.md', 'index.html']);
      const html = strFromU8(entries['index.html'] ?? new Uint8Array());
      expect(html).toContain('"gravity":12.5');
      expect(html).toContain('"schemaVersion":1');
      expect(html).not.toMatch(/https?:\/\//);

      const gamePath = testInfo.outputPath('index.html');
      await writeFile(gamePath, html);
      // A fresh tab of its own, so nothing the playground still loads counts against the game.
      const game = await page.context().newPage();
      const problems: string[] = [];
      const requests: string[] = [];
      game.on('console', (message) => {
        if (message.type() === 'error') problems.push(message.text());
      });
      game.on('pageerror', (error) => problems.push(error.message));
      game.on('request', (request) => requests.push(request.url()));
      await game.goto(pathToFileURL(gamePath).href);
      await expect(game).toHaveTitle('PhysicsDropper');
      // The page waits for Play (review 4 of 2026-11-29, M7).
      await game.locator('#toggle').click();
      const litPixels = () =>
        game.evaluate(() => {
          const canvas = document.querySelector('canvas');
          const context = canvas?.getContext('2d');
          if (!canvas || !context || canvas.width === 0) return { lit: 0, signature: '' };
          const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
          let lit = 0;
          let signature = 0;
          for (let index = 0; index < data.length; index += 4) {
            if ((data[index] ?? 0) + (data[index + 1] ?? 0) + (data[index + 2] ?? 0) > 120) {
              lit += 1;
              signature = (signature * 31 + index) % 1_000_000_007;
            }
          }
          return { lit, signature: String(signature) };
        });
      await expect.poll(async () => (await litPixels()).lit).toBeGreaterThan(500);
      const first = await litPixels();
      await expect.poll(async () => (await litPixels()).signature, { timeout: 5000 }).not.toBe(first.signature);
      await game.mouse.click(200, 200);
      await expect(game.getByRole('status')).toHaveText(/Score \d+/);
      expect(requests.filter((url) => !url.startsWith('file:'))).toEqual([]);
      expect(problems).toEqual([]);
      await game.close();
    });
  });

  test('a refused clipboard shows a destructive toast', oneWidth, async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'clipboard', {
        value: { writeText: () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError')) },
      });
    });
    await open(page);
    await page.getByRole('button', { name: 'Copy link', exact: true }).click();
    const toast = page.locator('[data-sonner-toast][data-type="error"]');
    await expect(toast).toContainText('Could not copy the link');
  });

  test('a blocked download shows a destructive toast', oneWidth, async ({ page }) => {
    await page.addInitScript(() => {
      URL.createObjectURL = () => {
        throw new DOMException('Blocked', 'SecurityError');
      };
    });
    await open(page);
    await page.getByRole('button', { name: 'Export to Unity', exact: true }).click();
    await expect(page.locator('[data-sonner-toast][data-type="error"]')).toContainText('The export failed');
  });
});

test.describe('Playground when the QR code library cannot load', () => {
  test.use({ allowedConsoleErrors: [/Failed to load resource|ChunkLoadError|Failed to load chunk/i] });

  test('Test on Mobile still opens with the link and says the code failed', oneWidth, async ({ page }) => {
    await page.route('**/_next/static/chunks/*.js', async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      if (body.includes('Version value out of range')) return route.abort();
      return route.fulfill({ response, body });
    });
    await open(page);
    await page.getByRole('button', { name: 'Test on Mobile', exact: true }).click();
    await expect(page.locator('[data-sonner-toast][data-type="error"]')).toContainText('Could not draw the QR code');
    const dialog = page.getByRole('dialog', { name: 'Test on your phone' });
    await expect(dialog.getByRole('textbox', { name: 'Playground link' })).toHaveValue(/\/playground\/$/);
    await expect(dialog.getByRole('img')).toHaveCount(0);
  });
});
