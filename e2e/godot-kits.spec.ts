import { readFile } from 'node:fs/promises';
import { strFromU8, unzipSync } from 'fflate';
import type { Download, Page } from '@playwright/test';
import { playKits, type GodotRun, type KitReport } from './godot-runtime';
import { test, expect, oneWidth, waitForHydration } from './fixtures';

/**
 * The Godot kits as a user downloads them (DoubleTapDash's and BounceChain's starter kits, the
 * Playground's Export to Godot), unzipped, and played in a real Godot 4.6 (the web export template,
 * e2e/godot-runtime.ts) in one boot, in this test's own Chromium: each godot/ folder packed and
 * mounted, its main scene opened, Space pressed for about a second; then in a second boot, touched.
 */
test.describe.configure({ mode: 'serial' });

const projects: Record<string, Record<string, string>> = {};

async function savedBytes(page: Page, button: string): Promise<{ file: Download; bytes: Uint8Array }> {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: button, exact: true }).click()]);
  return { file, bytes: new Uint8Array(await readFile(await file.path())) };
}

/** The zip's godot/ folder, by path inside it. */
function godotFolder(bytes: Uint8Array): Record<string, string> {
  const entries = Object.entries(unzipSync(bytes)).filter(([path]) => path.startsWith('godot/'));
  return Object.fromEntries(entries.map(([path, data]) => [path.slice('godot/'.length), strFromU8(data)]));
}

// The downloads are the same on a phone: one Godot run, at desktop size, is enough.

test('DoubleTapDash, BounceChain and the Playground download Godot projects', oneWidth, async ({ page }) => {
  for (const slug of ['double-tap-dash', 'bounce-chain']) {
    await page.goto(`/templates/${slug}/`);
    await waitForHydration(page);
    const { file, bytes } = await savedBytes(page, 'Download starter kit');
    expect(file.suggestedFilename()).toMatch(new RegExp(`^${slug}-`));
    projects[slug] = godotFolder(bytes);
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

test('each downloaded kit plays in Godot 4.6 by Space', oneWidth, async ({ browser }) => {
  // One Godot boot that plays three kits until each scores (up to 600 frames of game time each), as the
  // touch test below does: 20.5 s quiet and 22.7 s on the slower twin in the gate of 2026-11-26.
  test.setTimeout(60_000);
  expect(Object.keys(projects).sort()).toEqual(['bounce-chain', 'double-tap-dash', 'physics-dropper']);
  // Space three times; kit_main.gd then plays on until the score changes (at most 600 frames of game time).
  const taps = [100, 300, 500];
  const { run, reports }: { run: GodotRun; reports: KitReport[] } = await playKits(
    {
      'double-tap-dash': { project: projects['double-tap-dash'] ?? {}, taps },
      'bounce-chain': { project: projects['bounce-chain'] ?? {}, taps },
      'physics-dropper': { project: projects['physics-dropper'] ?? {}, taps },
    },
    browser,
  );
  expect(run.err).toEqual([]);
  expect(run.exitCode).toBe(0);
  for (const kit of ['double-tap-dash', 'bounce-chain', 'physics-dropper']) {
    const report = reports.find((candidate) => candidate.kit === kit);
    expect(report, kit).toBeDefined();
    expect(report?.scoreAfter, kit).not.toBe(report?.scoreBefore);
    expect(report?.scoreChanged, kit).toBeGreaterThan(0);
    // Added by the game at run time: the runtime's base project declares none of them.
    const declared = [...(projects[kit]?.['project.godot'] ?? '').matchAll(/^(\w+)=\{$/gm)].map((match) => match[1]);
    expect(declared.length, kit).toBeGreaterThan(0);
    expect(report?.actions, kit).toEqual(expect.arrayContaining(declared));
  }
});

test('each downloaded kit plays in Godot 4.6 by touch', oneWidth, async ({ browser }) => {
  test.setTimeout(70_000);
  expect(Object.keys(projects).sort()).toEqual(['bounce-chain', 'double-tap-dash', 'physics-dropper']);
  // Chromium's touchscreen on the canvas (a hold, then a tap, again) until the touches press the kit's action and the game answers.
  const { run, reports } = await playKits(
    Object.fromEntries(Object.entries(projects).map(([kit, project]) => [kit, { project, touch: true } as const])),
    browser,
    60_000,
  );
  expect(run.err).toEqual([]);
  expect(run.exitCode).toBe(0);
  for (const [kit, project] of Object.entries(projects)) {
    const report = reports.find((candidate) => candidate.kit === kit);
    const tapAction = /^(\w+)=\{$/m.exec(project['project.godot'] ?? '')?.[1];
    expect(report?.touchActions, kit).toContain(tapAction);
    expect(report?.scoreAfter !== report?.scoreBefore || (report?.touchSignals ?? []).length > 0, kit).toBe(true);
  }
});
