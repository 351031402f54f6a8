import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import { mechanicBySlug } from '../lib/mechanics';
import { defaultValues } from '../lib/mechanics/core/params';
import { buildStarterKit } from '../lib/mechanics/exporters/kit';
import type { GodotSources } from '../lib/mechanics/exporters/godot-project';
import { godotSources } from '../scripts/godot-sources.mjs';
import { featuresOf, installFromZip, looksLikeVersion, supportedIn } from './godot-project-install';
import { unzipKit } from './kit-zip';
import type { Download, Page } from '@playwright/test';
import { playProjects } from './godot-runtime';
import { test, expect, oneWidth, waitForHydration } from './fixtures';

/**
 * The Godot kits as a user downloads them (DoubleTapDash's and BounceChain's starter kits, the
 * Playground's Export to Godot), unzipped, and each booted in a real Godot 4.6 (the web export template,
 * e2e/godot-runtime.ts) as the main project, in a Chromium of its own: its godot/ folder and the class
 * cache packed as the main pack, so its project.godot applies; the main scene it starts with played by
 * Space for about a second, then a new one touched on the canvas until it answers.
 */
test.describe.configure({ mode: 'serial' });

const projects: Record<string, Record<string, string>> = {};

async function savedBytes(page: Page, button: string): Promise<{ file: Download; bytes: Uint8Array }> {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: button, exact: true }).click()]);
  return { file, bytes: new Uint8Array(await readFile(await file.path())) };
}

/** The Playground export's godot/ folder, by path inside it. */
function godotFolder(bytes: Uint8Array): Record<string, string> {
  const entries = Object.entries(unzipSync(bytes)).filter(([path]) => path.startsWith('godot/'));
  return Object.fromEntries(entries.map(([path, data]) => [path.slice('godot/'.length), strFromU8(data)]));
}

/**
 * A starter kit as Godot's Project Manager installs it from the downloaded zip itself (Import, the zip, Import):
 * one root folder, no file that fails to extract, a project that no Godot from 4.3 to 4.6 asks to convert, with
 * the kit's README, licence and changelog beside project.godot and nothing hidden; the project's files without
 * the kit's own folder, which sits in plain sight inside it.
 */
function installedKit(bytes: Uint8Array): Record<string, string> {
  const { root } = unzipKit(bytes);
  const installed = installFromZip(bytes);
  expect(installed.failed).toEqual([]);
  const features = featuresOf(installed.files.get('project.godot') ?? '');
  for (const branch of ['4.3', '4.6']) expect(features.filter((feature) => !supportedIn(branch).has(feature) && looksLikeVersion(feature))).toEqual([]);
  for (const file of ['README.md', 'LICENSE.txt', 'CHANGELOG.md']) expect(installed.files.has(file)).toBe(true);
  expect([...installed.files.keys()].filter((path) => path.split('/').some((part) => part.startsWith('.')))).toEqual([]);
  return Object.fromEntries([...installed.files].filter(([path]) => !path.startsWith(`${root}/`)));
}

// The downloads are the same on a phone: one Godot run, at desktop size, is enough.

test('DoubleTapDash, BounceChain and the Playground download Godot projects (the starter kits installed from the zip as the Project Manager does)', oneWidth, async ({ page }) => {
  for (const slug of ['double-tap-dash', 'bounce-chain']) {
    await page.goto(`/templates/${slug}/`);
    await waitForHydration(page);
    const { file, bytes } = await savedBytes(page, 'Download starter kit');
    expect(file.suggestedFilename()).toMatch(new RegExp(`^${slug}-`));
    projects[slug] = installedKit(bytes);
  }
  await page.goto('/playground/');
  await waitForHydration(page);
  const { file, bytes } = await savedBytes(page, 'Export to Godot');
  expect(file.suggestedFilename()).toBe('physics-dropper-godot.zip');
  projects['physics-dropper'] = godotFolder(bytes);

  for (const [slug, project] of Object.entries(projects)) {
    const snake = slug.replace(/-/g, '_');
    expect(project['project.godot']).toMatch(/^config_version=5$/m);
    expect(project['project.godot']).toContain('run/main_scene="res://main.tscn"');
    for (const name of ['_model.gd', '_game.gd', '_config.gd', '_config.tres']) expect(Object.keys(project)).toContain(`addons/microloop_${snake}/${snake}${name}`);
  }
});

/** The files Godot reads (scripts, scenes, resources, the project and the presets), by path: not the words beside them. */
const godotReads = (files: Record<string, string>) => Object.fromEntries(Object.entries(files).filter(([path]) => /(\.gd|\.tscn|\.tres|\.json|project\.godot)$/.test(path)).sort(([a], [b]) => a.localeCompare(b)));

// A starter kit downloaded from its page is booted once a run already: lib/mechanics/exporters/godot-kits.test.ts
// builds each of the six in Node with the page's defaults and boots it as the main project, played by Space, touch
// and the browser's keyboard (its main scene, input map and classes checked). Here the downloads are held to those
// bytes, file by file, so a page that built its kit differently fails here; the Playground's export, which no unit
// test boots, is booted below. Two boots of about 12 s each fewer (2026-11-30).
test('the starter kits downloaded from the page are, in every file Godot reads, the projects the unit run boots', oneWidth, () => {
  for (const slug of ['double-tap-dash', 'bounce-chain']) {
    const mechanic = mechanicBySlug(slug);
    if (!mechanic) throw new Error(`No mechanic ${slug}`);
    const godotProject = godotSources(slug, join(__dirname, '../lib/mechanics')) as GodotSources;
    const built = buildStarterKit(mechanic, defaultValues(mechanic.params), { gameScript: '', engine: 'godot', godotProject }, { text: '', documentTitle: '', leads: [] });
    const inGodot = Object.fromEntries(Object.entries(built).flatMap(([path, text]) => (path.startsWith('godot/') ? [[path.slice('godot/'.length), text] as const] : [])));
    const downloaded = godotReads(projects[slug] ?? {});
    expect(Object.keys(downloaded).length, slug).toBeGreaterThan(5);
    expect(downloaded, slug).toEqual(godotReads(inGodot));
  }
});

for (const kit of ['physics-dropper']) {
  test(`${kit}: the download runs as the main project with its own project.godot and plays by Space, by touch and by the browser's keyboard`, oneWidth, async () => {
    // One Godot boot: Space until the game scores (at most 600 frames of game time), then touches, then key presses on the page, until it answers.
    // 15.0 s quiet (2026-11-30 night), 18.9–20.8 s on a slower morning: 60 s keeps it under half its limit there.
    test.setTimeout(60_000);
    const project = projects[kit] ?? {};
    expect(Object.keys(project)).toContain('project.godot');
    // In a Chromium of Godot's own (its WebAssembly on Liftoff alone: e2e/godot-runtime.ts).
    const { main } = await playProjects({
      main: {
        project,
        plays: [
          { kit, taps: [100, 300, 500] },
          { kit: `touch-${kit}`, touch: true },
          { kit: `keyboard-${kit}`, keyboard: true },
        ],
      },
    });
    const { run, project: booted, reports } = main;
    expect(run.err).toEqual([]);
    expect(run.exitCode).toBe(0);
    const declared = [...(project['project.godot'] ?? '').matchAll(/^(\w+)=\{$/gm)].map((match) => match[1]);
    expect(declared.length).toBeGreaterThan(0);
    // Its own settings: the main scene it names runs, its input map and its class names are there.
    expect(booted?.runningScene).toBe('res://main.tscn');
    expect(booted?.declaredActions.sort()).toEqual([...declared].sort());
    expect(booted?.classes).toEqual(expect.arrayContaining([expect.stringMatching(/Game$/), expect.stringMatching(/Model$/), expect.stringMatching(/Config$/)]));
    const keys = reports.find((candidate) => candidate.kit === kit);
    expect(keys?.scoreAfter).not.toBe(keys?.scoreBefore);
    expect(keys?.scoreChanged).toBeGreaterThan(0);
    // Chromium's touchscreen on the canvas (a hold, then a tap, again) until the touches press the kit's action and the game answers.
    const touch = reports.find((candidate) => candidate.kit === `touch-${kit}`);
    expect(touch?.touchActions).toContain(declared[0]);
    expect(touch?.scoreAfter !== touch?.scoreBefore || (touch?.touchSignals ?? []).length > 0).toBe(true);
    // Space pressed through Chromium's keyboard into the canvas Godot focuses, as a player presses it.
    const pressed = reports.find((candidate) => candidate.kit === `keyboard-${kit}`);
    expect(pressed?.keyboardActions).toContain(declared[0]);
    expect(pressed?.scoreAfter !== pressed?.scoreBefore || (pressed?.keyboardSignals ?? []).length > 0).toBe(true);
  });
}
