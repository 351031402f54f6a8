/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { mechanics, physicsDropper } from '../index';
import type { Mechanic } from '../core/mechanic';
import { defaultValues, exportedValues } from '../core/params';
import { clampAndSnap } from '../core/values';
import { fallSeconds, particleCount } from '../physics-dropper/params';
import { inputSetups, playerDefines } from './mono-traces';
import { exportNames } from './names';
import { unityFiles, unityLoaderSnippet, unityPaths, unityReadmeSection } from './unity';

const fixtures = join(__dirname, '__fixtures__');
const tuned = { gravity: 12.5, bounciness: 0.4, speed: 3, density: 80 };

function run(command: string, args: string[], install: string) {
  const result = spawnSync(command, args, { encoding: 'utf8' });
  const error = result.error as NodeJS.ErrnoException | undefined;
  if (error?.code === 'ENOENT') throw new Error(`${command} is missing: install ${install}: sudo apt-get install -y ${install}`);
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed:\n${result.stdout}${result.stderr}`);
  return result.stdout;
}

const compile = (args: string[]) => run('mcs', args, 'mono-mcs');

/** The printed name=value lines of the harness as numbers. */
function readings(output: string): Record<string, number> {
  return Object.fromEntries(
    output
      .split('\n')
      .map((line) => /^(\w+)=(-?[\d.E+-]+)$/.exec(line.trim()))
      .flatMap((match) => (match ? [[match[1], Number(match[2])]] : [])),
  );
}

describe('the generated C# compiles and runs', () => {
  const dir = mkdtempSync(join(tmpdir(), 'microloop-cs-'));
  const sources: string[] = [];
  const write = (path: string, text: string) => {
    const file = join(dir, path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, text);
    return file;
  };

  beforeAll(() => {
    for (const mechanic of mechanics as readonly Mechanic[]) {
      const values = mechanic === physicsDropper ? tuned : defaultValues(mechanic.params);
      for (const [path, text] of Object.entries(unityFiles(mechanic, values))) {
        const file = write(join('Assets', path), text);
        if (file.endsWith('.cs')) sources.push(file);
      }
      // The snippet exactly as the README prints it.
      const snippet = /```csharp\n([\s\S]*?)```/.exec(unityReadmeSection(mechanic))?.[1] ?? '';
      expect(snippet.trim()).toBe(unityLoaderSnippet(mechanic));
      sources.push(write(`Snippets/${exportNames(mechanic).className}Loader.cs`, snippet));
    }
    cpSync(join(fixtures, 'UnityEngine.stub.cs'), join(dir, 'UnityEngine.stub.cs'));
    cpSync(join(fixtures, 'Harness.cs'), join(dir, 'Harness.cs'));
  });

  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it.each(inputSetups.map((setup) => [setup.name, setup] as const))(
    'compiles every generated .cs and every README snippet with mcs -target:library, without errors: %s',
    (_name, setup) => {
      expect(sources.length).toBeGreaterThanOrEqual(2 * mechanics.length);
      // The export goes to Assets (Assembly-CSharp, no asmdef): only the Player setting's defines apply.
      const defines = [...playerDefines(setup), ...(setup.inputSystemPackage ? ['STUB_INPUT_SYSTEM_PACKAGE'] : [])].map((define) => `-define:${define}`);
      compile(['-target:library', '-nologo', '-warnaserror+', '-nowarn:649', ...defines, `-out:${join(dir, `Configs.${setup.name}.dll`)}`, join(dir, 'UnityEngine.stub.cs'), ...sources]);
    },
  );

  describe('run under mono', () => {
    const exe = join(dir, 'Harness.exe');
    const runHarness = (...args: string[]) => readings(run('mono', [exe, ...args], 'mono-runtime'));

    beforeAll(() => {
      compile(['-target:exe', '-nologo', `-out:${exe}`, join(dir, 'UnityEngine.stub.cs'), join(dir, 'Harness.cs'), ...sources]);
    });

    const names = exportNames(physicsDropper);
    const type = `${names.csharpNamespace}.${names.className}`;

    it('reads the shipped preset back to the tuned values', () => {
      const output = runHarness('preset', type, join(dir, 'Assets', unityPaths(physicsDropper).preset));
      expect(output).toMatchObject({ schemaVersion: 1, ...exportedValues(physicsDropper.params, tuned) });
    });

    it('computes ParticleCount and FallDuration as the web game does', () => {
      for (const values of [tuned, defaultValues(physicsDropper.params), { gravity: 20, bounciness: 0, speed: 1, density: 10 }]) {
        const preset = write('probe.json', JSON.stringify(exportedValues(physicsDropper.params, values)));
        const output = runHarness('preset', type, preset);
        expect(output.ParticleCount).toBe(particleCount(values.density));
        expect(output.FallDuration).toBeCloseTo(fallSeconds(values.gravity, values.speed), 4);
      }
    });

    it('snaps preset values onto the template grid, as the sliders do', () => {
      const preset = write('off-grid.json', JSON.stringify({ gravity: 99, bounciness: 0.43, simulationSpeed: 3.3, particleDensity: 82 }));
      expect(runHarness('preset', type, preset)).toMatchObject({ gravity: 20, bounciness: 0.45, simulationSpeed: 3.5, particleDensity: 80 });
      // A value halfway between two steps goes up, as the web game and Godot snap it (review 52, UB-9: Mathf.Round took
      // the even step, 2.25 -> 2 and 3.25 -> 3).
      // A float holds some halfway values just below the middle (1.55 is 1.5499999523...): review 53 found 1.55 -> 1.5.
      const spec = (key: string) => physicsDropper.params.find((param) => param.key === key)!;
      for (const [key, field, half] of [['speed', 'simulationSpeed', 2.25], ['speed', 'simulationSpeed', 3.25], ['gravity', 'gravity', 1.05], ['gravity', 'gravity', 1.55], ['gravity', 'gravity', 2.35]] as const) {
        const halfway = write('halfway.json', JSON.stringify({ ...exportedValues(physicsDropper.params, tuned), [field]: half }));
        expect({ field, half, snapped: runHarness('preset', type, halfway)[field] }).toEqual({ field, half, snapped: clampAndSnap(spec(key), half) });
      }
    });

    describe('a bad preset never throws: each setting it lacks, gives as a non-number or out of range keeps its value or is clamped, with one warning naming it', () => {
      const tunedFields = exportedValues(physicsDropper.params, tuned);
      const load = (name: string, text: string) => {
        const output = run('mono', [exe, 'preset', type, write(name, text)], 'mono-runtime');
        return { values: readings(output), warnings: output.split('\n').filter((line) => line.startsWith('warning: ')) };
      };

      it('out of range: clamped to the range', () => {
        const { values, warnings } = load('far.json', JSON.stringify({ ...tunedFields, gravity: 99, particleDensity: -40 }));
        expect(values).toMatchObject({ ...tunedFields, gravity: 20, particleDensity: 10 });
        expect(warnings).toEqual([
          `warning: ${names.className}: gravity 99 is outside 1 to 20; it is clamped.`,
          `warning: ${names.className}: particleDensity -40 is outside 10 to 100; it is clamped.`,
        ]);
      });

      it('missing or not a number: keeps the tuned value', () => {
        const { values, warnings } = load('odd.json', JSON.stringify({ schemaVersion: 1, gravity: 'heavy', bounciness: null, simulationSpeed: 2 }));
        expect(values).toMatchObject({ ...tunedFields, simulationSpeed: 2 });
        expect(warnings).toEqual([
          `warning: ${names.className}: the preset's gravity is not a number; it keeps 12.5.`,
          `warning: ${names.className}: the preset's bounciness is not a number; it keeps 0.4.`,
          `warning: ${names.className}: the preset's particleDensity is missing; it keeps 80.`,
        ]);
      });

      it('not JSON at all: one warning, every setting as tuned', () => {
        const { values, warnings } = load('broken.json', '{"gravity": 3');
        expect(values).toMatchObject(tunedFields);
        expect(warnings).toHaveLength(1);
        expect(warnings[0]).toMatch(new RegExp(`^warning: ${names.className}: the preset is not JSON \\(.+\\); every setting keeps its value\\.$`));
      });
    });

    it('warns when the preset is newer than the class, and still reads it', () => {
      const preset = write('newer.json', JSON.stringify({ schemaVersion: 2, gravity: 3 }));
      const output = run('mono', [exe, 'preset', type, preset], 'mono-runtime');
      expect(output).toContain(`warning: ${names.className}: the preset has schemaVersion 2, newer than 1`);
      expect(readings(output)).toMatchObject({ gravity: 3 });
    });

    it('runs the README snippet: Resources.Load finds the preset where the zip puts it', () => {
      const resources = join(dir, 'Assets', dirname(unityPaths(physicsDropper).preset));
      const output = runHarness('loader', `${names.className}Loader`, resources);
      expect(output).toMatchObject(exportedValues(physicsDropper.params, tuned));
    });
  });
});
