// Records what every JavaScript kit ships in a checkout (lib/mechanics/exporters/js-shipped.ts): the kit as "Download
// starter kit" builds it there (that checkout's scripts/bundle-games.mjs and buildStarterKit, with the sources its
// components/mechanic/download-kit.ts passes), for lib/mechanics/exporters/js-shipped.test.ts, which holds each
// release's changelog to what changed since the release before.
//   node scripts/js-shipped.mjs [--root <a checkout of a release>]
// writes lib/mechanics/exporters/__fixtures__/js-shipped/<its version>.json in this checkout. A release's file is
// recorded once, when it ships; the test records the newest itself with WRITE_SHIPPED=1.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const here = resolve(import.meta.dirname, '..');
const at = process.argv.indexOf('--root');
const root = resolve(at === -1 ? here : process.argv[at + 1]);
const scratch = mkdtempSync(join(tmpdir(), 'js-shipped-'));

try {
  const { bundleGames } = await import(pathToFileURL(join(root, 'scripts/bundle-games.mjs')).href);
  const games = join(scratch, 'games');
  await bundleGames({ root, outDir: games });
  const entry = `import { mechanics } from ${JSON.stringify(join(root, 'lib/mechanics/index.ts'))};
import { defaultValues } from ${JSON.stringify(join(root, 'lib/mechanics/core/params.ts'))};
import { buildStarterKit } from ${JSON.stringify(join(root, 'lib/mechanics/exporters/kit.ts'))};
import { kitVersion } from ${JSON.stringify(join(root, 'lib/mechanics/releases.ts'))};
import { jsShipped } from ${JSON.stringify(join(here, 'lib/mechanics/exporters/js-shipped.ts'))};
export function record(read) {
  const license = { text: 'License.\\n', documentTitle: 'Terms of Service', leads: ['Worldwide.'] };
  const kits = {};
  for (const mechanic of mechanics) {
    const slug = mechanic.slug;
    const optional = (name) => (read(name) === null ? {} : { [name.key]: read(name) });
    const options = { gameScript: '', engine: 'js', gameModule: read({ file: slug + '.mjs' }), gameTypes: read({ file: slug + '.d.ts' }) ?? '', ...optional({ key: 'modelTypes', file: slug + '.model.d.ts' }), ...optional({ key: 'pageBoot', file: 'page-boot.mjs' }) };
    kits[slug] = jsShipped(slug, buildStarterKit(mechanic, defaultValues(mechanic.params), options, license), defaultValues(mechanic.params), mechanic.params);
  }
  return { version: kitVersion(mechanics[0].slug), kits };
}
`;
  // Beside this checkout's node_modules, so the packages the exporters import resolve.
  const outfile = join(here, 'node_modules/.cache/js-shipped/record.mjs');
  await build({ stdin: { contents: entry, resolveDir: root, loader: 'ts' }, bundle: true, format: 'esm', platform: 'node', outfile, logLevel: 'silent', alias: { '@': root }, packages: 'external', nodePaths: [join(here, 'node_modules')] });
  const { record } = await import(pathToFileURL(outfile).href);
  const shipped = record(({ file }) => (existsSync(join(games, file)) ? readFileSync(join(games, file), 'utf8') : null));
  const dir = join(here, 'lib/mechanics/exporters/__fixtures__/js-shipped');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, `${shipped.version}.json`), `${JSON.stringify(shipped, null, 2)}\n`);
  console.log(`js-shipped: ${shipped.version} recorded from ${root}`);
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
