/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { samplesIn } from './code-samples';
import { mechanicsDir, realKit } from './real-kits';

/**
 * Every C# sample the site shows (the API pages', the snippets', the tutorials') compiles with mcs
 * against the Unity package of its template, as the site builds it, and the UnityEngine stub.
 */
const stub = join(mechanicsDir, 'exporters/__fixtures__/UnityEngine.stub.cs');
const samples = samplesIn('C#');
const slugs = [...new Set(samples.map((sample) => sample.slug))];

describe('the site’s C# samples', () => {
  const dir = mkdtempSync(join(tmpdir(), 'microloop-samples-cs-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('are found: one per API page at least, the snippet and the Unity tutorial', () => {
    expect(samples.length).toBeGreaterThanOrEqual(8);
  });

  it.each(slugs)('%s: its samples compile against its package with mcs, without errors', (slug) => {
    const sources = Object.entries(realKit(slug, 'unity').files)
      // The package's runtime assembly; its Editor assembly needs UnityEditor (unity-sample.test.ts compiles it).
      .filter(([path]) => path.endsWith('.cs') && !path.includes('/Editor/'))
      .map(([path, text]) => {
        const file = join(dir, slug, path);
        mkdirSync(dirname(file), { recursive: true });
        writeFileSync(file, text);
        return file;
      });
    const own = samples
      .filter((sample) => sample.slug === slug)
      .map((sample, index) => {
        const file = join(dir, slug, 'Samples', `Sample${index}.cs`);
        mkdirSync(dirname(file), { recursive: true });
        writeFileSync(file, sample.code);
        return file;
      });
    const result = spawnSync('mcs', ['-target:library', '-nologo', `-out:${join(dir, `${slug}.dll`)}`, stub, ...sources, ...own], { encoding: 'utf8' });
    if (result.error) throw result.error;
    expect(`${result.stdout}${result.stderr}`.split('\n').filter((line) => /error CS/.test(line))).toEqual([]);
    expect(result.status).toBe(0);
  });
});
