import { unzipSync } from 'fflate';

/**
 * A starter kit's zip as its user unzips it: one root folder (`<slug>-<engine>-starter-kit`, its file name less
 * the version) and nothing outside it. Returns that folder's name and its files by their path inside it (the
 * directory entries left out); throws when the zip spills anything beside the folder.
 */
export function unzipKit(bytes: Uint8Array): { root: string; files: Record<string, Uint8Array> } {
  const entries = unzipSync(bytes);
  const roots = [...new Set(Object.keys(entries).map((path) => path.split('/')[0] ?? ''))];
  const root = roots[0] ?? '';
  if (roots.length !== 1 || !Object.keys(entries).every((path) => path.startsWith(`${root}/`))) throw new Error(`The kit zip has ${roots.length} things at its root: ${roots.join(', ')}`);
  const files = Object.fromEntries(Object.entries(entries).flatMap(([path, data]) => (path.endsWith('/') ? [] : [[path.slice(root.length + 1), data] as const])));
  return { root, files };
}

/** The root folder a kit's zip file name promises: `physics-dropper-js-starter-kit-1.1.0.zip` → `physics-dropper-js-starter-kit`. */
export const rootOfZipName = (filename: string) => filename.replace(/-\d+\.\d+\.\d+\.zip$/, '');
