// Writes lib/mechanics/<slug>/scenarios/expected.json: every scenario of each template's game contract
// (lib/mechanics/<slug>/contract.ts) played on the TypeScript game, with the events it fired. The
// recording runs in Jest (jsdom, fake timers: lib/mechanics/core/testing/scenario-recorder.ts), so this
// runs lib/mechanics/all-games/scenarios.test.ts with WRITE_SCENARIOS=1; without it that test fails on a
// stale file, naming the scenario and the first event that differs. Engines replay the files.
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const result = spawnSync('npx', ['jest', 'lib/mechanics/all-games/scenarios.test.ts', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, WRITE_SCENARIOS: '1' },
});
process.exit(result.status ?? 1);
