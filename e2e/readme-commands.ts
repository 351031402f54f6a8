import { execFileSync, spawn } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { resolve } from 'node:path';

// A kit README's shell blocks (```sh), run as written, one block after another, each from the scratch folder the
// kit was unzipped into; the first command that fails fails the run with its output. `cd` moves within a block.
// `npm run dev` serves until stopped: it passes when it prints its address and `serve` accepts what it serves.
// The READMEs' Unity and Godot steps are editor actions (menus, F5), written as numbered lists, not shell blocks.

/** The command lines of each ```sh block: comments and blank lines dropped. */
export function shellBlocks(markdown: string): string[][] {
  return [...markdown.matchAll(/^```(?:sh|bash|shell)\n([\s\S]*?)^```$/gm)].map((match) =>
    (match[1] ?? '')
      .split('\n')
      .map((line) => line.replace(/\s+#.*$/, '').trim())
      .filter((line) => line && !line.startsWith('#')),
  );
}

export type ReadmeRun = {
  /** Every command run, as `<folder relative to scratch>$ <command>`. */
  readonly ran: string[];
  /** Commands `skip` left out. */
  readonly skipped: string[];
};

type Options = {
  /** Environment added to every command (e.g. npm's cache settings); the commands themselves are as written. */
  readonly env?: Readonly<Record<string, string>>;
  /** Commands not to run here (they need what this run has not got); each is listed in `skipped`. */
  readonly skip?: (command: string) => boolean;
  /** Called with the address `npm run dev` prints; resolve when what it serves is right, throw when not. */
  readonly serve?: (url: string) => Promise<void>;
  readonly timeoutMs?: number;
};

function serveUntilChecked(command: string, cwd: string, env: NodeJS.ProcessEnv, serve: (url: string) => Promise<void>, timeoutMs: number) {
  return new Promise<void>((done, fail) => {
    // Its own process group, so the dev server and npm both stop with it.
    const child = spawn('bash', ['-c', command], { cwd, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    let settled = false;
    let checking = false;
    const finish = (error?: Error) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      try {
        if (child.pid) process.kill(-child.pid, 'SIGTERM');
      } catch {
        // Already gone.
      }
      if (error) fail(error);
      else done();
    };
    const timer = setTimeout(() => finish(new Error(`README command "${command}" printed no address in ${timeoutMs} ms:\n${output}`)), timeoutMs);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const url = /Local:\s+(http:\/\/\S+)/.exec(output.replace(/\u001b\[[\d;]*m/g, ''))?.[1];
      if (!url || settled || checking) return;
      // Once: the lines after the address (Network: …) must not start a second check.
      checking = true;
      serve(url).then(() => finish(), (error: unknown) => finish(error instanceof Error ? error : new Error(String(error))));
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.on('exit', (code) => finish(new Error(`README command "${command}" stopped (${code}) before it was checked:\n${output}`)));
  });
}

/** Runs the README's shell blocks in `scratch`; throws on the first command that fails. */
export async function runReadmeCommands(scratch: string, markdown: string, options: Options = {}): Promise<ReadmeRun> {
  const env = { ...process.env, BROWSER: 'none', ...options.env };
  const timeoutMs = options.timeoutMs ?? 180_000;
  const ran: string[] = [];
  const skipped: string[] = [];
  for (const block of shellBlocks(markdown)) {
    let cwd = scratch;
    for (const command of block) {
      const where = `${cwd.slice(scratch.length + 1) || '.'}$ ${command}`;
      const cd = /^cd\s+(\S+)$/.exec(command);
      if (cd) {
        cwd = resolve(cwd, cd[1] ?? '.');
        if (!existsSync(cwd) || !statSync(cwd).isDirectory()) throw new Error(`README command failed: ${where}: no such folder`);
        ran.push(where);
        continue;
      }
      if (options.skip?.(command)) {
        skipped.push(where);
        continue;
      }
      if (command === 'npm run dev') {
        if (!options.serve) throw new Error(`README command ${where}: nothing checks what it serves`);
        await serveUntilChecked(command, cwd, env, options.serve, timeoutMs);
      } else {
        try {
          execFileSync('bash', ['-c', command], { cwd, env, encoding: 'utf8', stdio: 'pipe', timeout: timeoutMs });
        } catch (error) {
          const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
          throw new Error(`README command failed: ${where}\n${stdout}${stderr}`);
        }
      }
      ran.push(where);
    }
  }
  return { ran, skipped };
}
