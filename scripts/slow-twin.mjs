// The slower twin: runs a command while busy loops keep cores of this machine occupied, so the gate
// can be tried as it runs on a machine half as fast (machines of this kind differ about 2× in speed).
//   node scripts/slow-twin.mjs [--cores N] [--nice N] -- <command> [args…]
// e.g. `node scripts/slow-twin.mjs -- bash .ci/run` or `node scripts/slow-twin.mjs -- npm run e2e`.
// Each loop is a plain process at the given niceness (default 0: it takes an equal share, as a second
// tenant would; 19 only takes what is idle). The loops stop when the command ends, or on Ctrl-C.
// The command sees SLOW_TWIN=<cores>, and the run ends with the share of CPU the loops actually got.
import { spawn } from 'node:child_process';
import { cpus } from 'node:os';
import { pathToFileURL } from 'node:url';

/** Reads `--cores N --nice N -- command…`; cores default to 1, niceness to 0. */
export function parseTwinArgs(argv) {
  const split = argv.indexOf('--');
  const options = split === -1 ? argv : argv.slice(0, split);
  const command = split === -1 ? [] : argv.slice(split + 1);
  const read = (flag, fallback) => {
    const at = options.indexOf(flag);
    if (at === -1) return fallback;
    const value = Number(options[at + 1]);
    if (!Number.isInteger(value)) throw new Error(`${flag} takes a whole number`);
    return value;
  };
  const cores = read('--cores', 1);
  const nice = read('--nice', 0);
  if (cores < 1) throw new Error('--cores must be at least 1');
  if (nice < 0 || nice > 19) throw new Error('--nice must be 0–19');
  if (command.length === 0) throw new Error('usage: node scripts/slow-twin.mjs [--cores N] [--nice N] -- <command> [args…]');
  return { cores, nice, command };
}

/** CPU seconds (user + system) a process has used, from /proc (Linux); null elsewhere. */
async function cpuSeconds(pid) {
  try {
    const { readFileSync } = await import('node:fs');
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

/** Starts `cores` busy loops (plain processes at niceness `nice`); the loops' child processes, to kill when done. */
export function startBusyLoops(cores = 1, nice = 0) {
  return Array.from({ length: cores }, () => spawn('nice', ['-n', String(nice), process.execPath, '-e', 'for (;;) {}'], { stdio: 'ignore' }));
}

async function main() {
  const { cores, nice, command } = parseTwinArgs(process.argv.slice(2));
  if (cores >= cpus().length) console.warn(`slow-twin: ${cores} busy loop(s) on ${cpus().length} cores leaves the command no core of its own`);
  const loops = startBusyLoops(cores, nice);
  console.log(`slow-twin: ${cores} busy loop(s) at nice ${nice} on ${cpus().length} cores; running: ${command.join(' ')}`);
  const started = Date.now();
  const stopLoops = () => loops.forEach((loop) => loop.kill('SIGKILL'));
  process.on('SIGINT', () => {
    stopLoops();
    process.exit(130);
  });
  const child = spawn(command[0], command.slice(1), { stdio: 'inherit', env: { ...process.env, SLOW_TWIN: String(cores) } });
  const code = await new Promise((resolve) => child.on('exit', (status, signal) => resolve(status ?? (signal ? 1 : 0))));
  const wall = (Date.now() - started) / 1000;
  const used = await Promise.all(loops.map((loop) => cpuSeconds(loop.pid)));
  stopLoops();
  const share = used.every((seconds) => seconds !== null) ? used.reduce((sum, seconds) => sum + seconds, 0) / wall : null;
  console.log(
    `slow-twin: the command took ${Math.floor(wall / 60)} min ${Math.round(wall % 60)} s` +
      (share === null ? '' : `; the busy loops used ${share.toFixed(2)} of ${cpus().length} cores`),
  );
  process.exit(code);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) void main();
