import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { kitReleases } from '../releases';

// Test-side: what js-shipped.test.ts and kit-digests.test.ts record of each release. A release, once shipped, is what
// its buyers have, so its record is never written again after its day (review 9: two different kits were both 2.0.0).

/** One hash of every file a kit ships, path and text. */
export function digestOf(files: Readonly<Record<string, string>>): string {
  const hash = createHash('sha256');
  for (const path of Object.keys(files).sort()) hash.update(`${path}\0${files[path]}\0`);
  return hash.digest('hex').slice(0, 16);
}

/**
 * The releases that have landed on main (CI passed at a stop, so the site has sold them), newest first. A session
 * that finds its last stop landed adds the newest release here before it changes a kit: from then on the release's
 * record is never written again, even on its own day (review 15, R15-2: 2.1.2's Godot kits were recorded twice on
 * its day; only the second build landed, but nothing but the clock stood between a buyer and the first).
 */
export const landedReleases: readonly string[] = ['3.3.3', '3.3.2', '3.3.1', '3.3.0', '3.2.0', '3.1.0', '3.0.2', '3.0.1', '3.0.0', '2.1.6', '2.1.5', '2.1.4', '2.1.3', '2.1.2', '2.1.1', '2.1.0', '2.0.0', '1.2.0', '1.1.0', '1.0.0'];

/** Writes the newest release's record (WRITE_SHIPPED=1); throws when that release has landed or shipped on an earlier day. */
export function recordShipped(file: string, record: { readonly version: string }, today = new Date().toISOString().slice(0, 10), landed = landedReleases): void {
  const { date, version } = kitReleases[0]!;
  if (existsSync(file) && landed.includes(version)) throw new Error(`${record.version} has landed (buyers may have it): add a release to lib/mechanics/releases.ts for what changed, then record that`);
  if (existsSync(file) && date < today) throw new Error(`${record.version} shipped on ${date}: add a release to lib/mechanics/releases.ts for what changed, then record that`);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(record, null, 2)}\n`);
}
