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

/** Writes the newest release's record (WRITE_SHIPPED=1); throws when that release shipped on an earlier day. */
export function recordShipped(file: string, record: { readonly version: string }, today = new Date().toISOString().slice(0, 10)): void {
  const { date } = kitReleases[0]!;
  if (existsSync(file) && date < today) throw new Error(`${record.version} shipped on ${date}: add a release to lib/mechanics/releases.ts for what changed, then record that`);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(record, null, 2)}\n`);
}
