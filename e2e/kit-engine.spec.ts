import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { strFromU8 } from 'fflate';
import { rootOfZipName, unzipKit } from './kit-zip';
import { kitVersion } from '../lib/mechanics/releases';
import { expect, oneWidth, test, waitForHydration } from './fixtures';

/**
 * The engine choice on a template page (QA-CONTRACT "Engine kits"): a "Kit engine" radio group whose
 * choice the URL keeps as `engine=`, and "Download starter kit" saving that engine's kit, named for it.
 * PhysicsDropper comes in all three engines, so these tests hold whatever other ports are added.
 */
const path = '/templates/physics-dropper/';

async function open(page: Page, query = '') {
  await page.goto(`${path}${query}`);
  await waitForHydration(page);
  return page.getByRole('radiogroup', { name: 'Kit engine' });
}

async function downloadKit(page: Page) {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download starter kit', exact: true }).click()]);
  const { root, files } = unzipKit(new Uint8Array(readFileSync(await file.path())));
  // One root folder, the one the file name and the README name.
  expect(root).toBe(rootOfZipName(file.suggestedFilename()));
  expect(strFromU8(files['README.md']!)).toContain(`\`${root}/\``);
  return { name: file.suggestedFilename(), files };
}

const kitSays = (page: Page) => page.getByRole('region', { name: 'What the download holds' });

test('the own engine comes first and chosen; choosing Godot by keyboard downloads the Godot kit and keeps the choice in the URL', oneWidth, async ({ page }) => {
  const group = await open(page, '?gravity=12');
  await expect(group.getByRole('radio')).toHaveCount(3);
  await expect(group.getByRole('radio').first()).toHaveAccessibleName('Unity');
  await expect(group.getByRole('radio', { name: 'Unity' })).toBeChecked();
  await expect(kitSays(page)).toContainText('Unity files: a Unity package (UPM)');

  await group.getByRole('radio', { name: 'Unity' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(group.getByRole('radio', { name: 'Godot' })).toBeChecked();
  await expect(group.getByRole('radio', { name: 'Godot' })).toBeFocused();
  await expect(page).toHaveURL(/\?gravity=12&engine=godot$/);
  await expect(kitSays(page)).toContainText('Godot files: a Godot 4 project in godot/');

  const kit = await downloadKit(page);
  expect(kit.name).toBe(`physics-dropper-godot-starter-kit-${kitVersion('physics-dropper')}.zip`);
  expect(Object.keys(kit.files)).toEqual(expect.arrayContaining(['index.html', 'README.md', 'godot/project.godot', 'godot/addons/microloop_physics_dropper/physics_dropper_game.gd']));
  expect(Object.keys(kit.files).some((file) => file.endsWith('.cs'))).toBe(false);
  expect(strFromU8(kit.files['README.md']!)).toMatch(/^## Godot/m);
  expect(JSON.parse(strFromU8(kit.files['config.json']!))).toMatchObject({ gravity: 12 });
});

test('a page opened with ?engine=godot starts with Godot; choosing JavaScript downloads the JavaScript kit', oneWidth, async ({ page }) => {
  const group = await open(page, '?engine=godot');
  await expect(group.getByRole('radio', { name: 'Godot' })).toBeChecked();
  await group.getByRole('radio', { name: 'JavaScript' }).click();
  await expect(page).toHaveURL(/\?engine=js$/);

  const kit = await downloadKit(page);
  expect(kit.name).toBe(`physics-dropper-js-starter-kit-${kitVersion('physics-dropper')}.zip`);
  expect(Object.keys(kit.files)).toEqual(expect.arrayContaining(['src/physics-dropper.js', 'src/physics-dropper.d.ts']));
  expect(Object.keys(kit.files).some((file) => file.startsWith('godot/') || file.startsWith('com.microloop.'))).toBe(false);
  expect(strFromU8(kit.files['README.md']!)).toMatch(/^## JavaScript/m);

  // Back to its own engine: the URL drops the parameter, as it drops a slider at its default.
  await group.getByRole('radio', { name: 'Unity' }).click();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
});

test('a junk engine falls back to the own engine without a console error, and downloads the Unity kit', oneWidth, async ({ page }) => {
  const group = await open(page, '?engine=%3Cscript%3E&gravity=12');
  await expect(group.getByRole('radio', { name: 'Unity' })).toBeChecked();
  await expect(page.getByRole('slider', { name: 'Gravity' })).toHaveValue('12');
  const kit = await downloadKit(page);
  expect(kit.name).toBe(`physics-dropper-unity-starter-kit-${kitVersion('physics-dropper')}.zip`);
  expect(Object.keys(kit.files)).toContain('com.microloop.physics-dropper/package.json');
});
