// `npm run check:site`: the three checks of the exported site at once (each mostly waits: on a page load,
// a quiet network, the floor's own `next build`), their outputs printed whole, one after another, in this
// order. Exits 1 if any failed.
import { spawn } from 'node:child_process';

const checks = ['scripts/check-links.mjs', 'scripts/validate-html.mjs', 'scripts/check-budgets.mjs'];

function run(script) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [script], { stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(['out', chunk]));
    child.stderr.on('data', (chunk) => output.push(['err', chunk]));
    const started = Date.now();
    child.on('close', (code) => resolve({ script, code: code ?? 1, output, seconds: (Date.now() - started) / 1000 }));
  });
}

const results = await Promise.all(checks.map(run));
for (const { script, code, output, seconds } of results) {
  console.log(`\n> node ${script} (${seconds.toFixed(1)} s${code ? `, exit ${code}` : ''})`);
  for (const [stream, chunk] of output) (stream === 'out' ? process.stdout : process.stderr).write(chunk);
}
process.exit(results.some(({ code }) => code !== 0) ? 1 : 0);
