// Adds lockfile entries for the platform binaries npm could not see when it wrote package-lock.json.
// Usage: node scripts/lock-platform-binaries.mjs (after any `npm install` that changes the lock)
//
// Why: the registry mirror of our build machines serves only the binaries of their own platform
// (@next/swc-linux-*, @tailwindcss/oxide-linux-*, ...). npm then leaves the others out of the lock,
// and `npm ci` refuses the lock as out of sync. An entry with the package's os/cpu lets npm ci
// accept the lock and skip the binary as it skips any optional package of another platform.
import { readFileSync, writeFileSync } from 'node:fs';

const LOCK = 'package-lock.json';
const lock = JSON.parse(readFileSync(LOCK, 'utf8'));
const packages = lock.packages;

const OS = ['android', 'darwin', 'freebsd', 'linux', 'openharmony', 'win32', 'wasm32'];
const CPU = { arm64: 'arm64', x64: 'x64', arm: 'arm', ia32: 'ia32', loong64: 'loong64', ppc64: 'ppc64', riscv64: 'riscv64', s390x: 's390x', wasm32: 'wasm32' };

/** os, cpu and libc of a platform binary, read from its name (e.g. resolver-binding-linux-arm-musleabihf). */
function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const os = parts.find((part) => OS.includes(part));
  if (!os) return null;
  const cpu = parts.slice(parts.indexOf(os)).map((part) => CPU[part]).find(Boolean) ?? (os === 'wasm32' ? 'wasm32' : undefined);
  if (!cpu) return null;
  const libc = parts.some((part) => part.startsWith('musl')) ? 'musl' : parts.includes('gnu') || parts.includes('gnueabihf') ? 'glibc' : undefined;
  return { ...(os === 'wasm32' ? {} : { os: [os] }), cpu: [cpu], ...(libc ? { libc: [libc] } : {}) };
}

/** The lock path npm would resolve `name` to from the package at `from` (nested first, then up). */
function resolves(from, name) {
  for (let dir = from; ; ) {
    if (packages[`${dir ? `${dir}/` : ''}node_modules/${name}`]) return true;
    if (!dir) return false;
    const parent = dir.lastIndexOf('/node_modules/');
    dir = parent === -1 ? '' : dir.slice(0, parent);
  }
}

let added = 0;
for (const [path, entry] of Object.entries(packages)) {
  for (const [name, spec] of Object.entries(entry.optionalDependencies ?? {})) {
    if (resolves(path, name)) continue;
    const platform = platformOf(name);
    const version = spec.replace(/^[\^~=]/, '');
    if (!platform || !/^\d+\.\d+\.\d+(-[\w.]+)?$/.test(version)) continue;
    // Key order as npm writes it (version, then alphabetical), so a later `npm install` leaves it alone.
    const fields = { ...(entry.dev ? { dev: true } : {}), optional: true, ...platform };
    packages[`node_modules/${name}`] = { version, ...Object.fromEntries(Object.entries(fields).sort(([a], [b]) => a.localeCompare(b))) };
    added += 1;
  }
}

lock.packages = Object.fromEntries(Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))));
writeFileSync(LOCK, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`${LOCK}: added ${added} platform binaries of other platforms.`);
