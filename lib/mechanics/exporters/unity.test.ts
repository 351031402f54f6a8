import { readdirSync, readFileSync as read } from 'node:fs';
import { join as joinPath } from 'node:path';
import { mechanics, physicsDropper } from '../index';
import { defaultValues } from '../core/params';
import { camelName } from '../core/params';
import { unityFiles, unityReadmeSection, unityScript } from './unity';

const tuned = { gravity: 12.5, bounciness: 0.4, speed: 3, density: 80 };
const { params } = physicsDropper;

describe('Unity export', () => {
  const files = unityFiles(physicsDropper, tuned);
  const script = files['PhysicsDropper/PhysicsDropperConfig.cs'] ?? '';

  it('holds the ScriptableObject and the JSON preset in a Resources folder', () => {
    expect(Object.keys(files).sort()).toEqual(['PhysicsDropper/PhysicsDropperConfig.cs', 'PhysicsDropper/Resources/physics-dropper.config.json']);
    expect(JSON.parse(files['PhysicsDropper/Resources/physics-dropper.config.json'] ?? '')).toMatchObject({ schemaVersion: 1, gravity: 12.5 });
  });

  it('declares a ScriptableObject whose defaults are the tuned values', () => {
    expect(script).toContain('public class PhysicsDropperConfig : ScriptableObject');
    expect(script).toContain('[CreateAssetMenu(fileName = "PhysicsDropperConfig", menuName = "Microloop/PhysicsDropper Config")]');
    expect(script).toContain('public const int CurrentSchemaVersion = 1;');
    const fields = [...script.matchAll(/^ +public (int|float) (\w+) = ([\d.]+f?);$/gm)].map((match) => match.slice(1));
    expect(fields).toEqual([
      ['float', 'gravity', '12.5f'],
      ['float', 'bounciness', '0.4f'],
      ['float', 'simulationSpeed', '3f'],
      ['int', 'particleDensity', '80'],
    ]);
  });

  it('gives every setting its [Tooltip] meaning and its [Range], read from the param specs', () => {
    const attributes = [...script.matchAll(/\[Tooltip\("((?:[^"\\]|\\.)*)"\)\]\n +\[Range\(([^,]+), ([^)]+)\)\]\n +public \w+ (\w+)/g)];
    expect(attributes).toHaveLength(params.length);
    attributes.forEach(([, tooltip, min, max, name], index) => {
      const spec = params[index]!;
      expect(name).toBe(camelName(spec));
      expect(tooltip).toBe(spec.meaning);
      expect([min, max]).toEqual(spec.integer ? [`${spec.min}`, `${spec.max}`] : [`${spec.min}f`, `${spec.max}f`]);
    });
  });

  it('escapes quotes and backslashes in a tooltip', () => {
    const quoted = { ...physicsDropper, slug: 'quoted', params: [{ ...params[0], meaning: 'Say "drop" \\ now' }] };
    expect(unityScript(quoted, tuned)).toContain('[Tooltip("Say \\"drop\\" \\\\ now")]');
  });

  it('snaps every setting to its step and clamps it to its range in OnValidate, falling back to the tuned value for NaN', () => {
    expect(script).toContain('gravity = Snap("gravity", gravity, 1f, 20f, 0.1f, 12.5f);');
    expect(script).toContain('particleDensity = SnapInt("particleDensity", particleDensity, 10, 100, 5);');
  });

  it('loads a JSON preset and warns when its schemaVersion is newer', () => {
    expect(script).toContain('public void LoadFromJson(string json)');
    expect(script).toContain('JsonUtility.FromJsonOverwrite(json, this);');
    expect(script).toMatch(/if \(schemaVersion > CurrentSchemaVersion\)\n\s+\{\n\s+Debug\.LogWarning\(/);
  });

  it('adds PhysicsDropper’s derived values from its hook', () => {
    expect(script).toContain('public int ParticleCount =>');
    expect(script).toContain('public float FallDuration =>');
  });

  it('tells the README reader where Resources.Load finds the preset, with a snippet that declares what it uses', () => {
    const readme = unityReadmeSection(physicsDropper);
    expect(readme).toContain('`PhysicsDropper/Resources/physics-dropper.config.json`');
    expect(readme).toContain('Resources.Load<TextAsset>("physics-dropper.config")');
    expect(readme).toContain('public PhysicsDropperConfig config;');
    expect(readme).toContain('JsonUtility.FromJsonOverwrite');
  });

  it('matches the snapshot', () => {
    expect(script).toMatchSnapshot();
  });
});

describe('the Unity kits’ doc comments', () => {
  it('every public field with an Inspector tooltip has an XML doc comment too, which IntelliSense shows (review 53, UB-1: the tooltip alone reached no code editor)', () => {
    const root = joinPath(__dirname, '..');
    const dirs = [joinPath(root, 'core', 'unity'), ...mechanics.map((mechanic) => joinPath(root, mechanic.slug, 'unity'))];
    const undocumented: string[] = [];
    for (const dir of dirs) {
      for (const file of readdirSync(dir).filter((name: string) => name.endsWith('.cs'))) {
        const lines: string[] = read(joinPath(dir, file), 'utf8').split('\n');
        lines.forEach((line, index) => {
          if (!/^\s*\[(?:[^\]]*,\s*)?Tooltip\(/.test(line)) return;
          let above = index - 1;
          while (above >= 0 && /^\s*\[/.test(lines[above]!)) above -= 1;
          if (!(lines[above] ?? '').trim().startsWith('///')) undocumented.push(`${file}:${index + 1}`);
        });
      }
    }
    for (const mechanic of mechanics) {
      const config = unityScript(mechanic, defaultValues(mechanic.params));
      const lines = config.split('\n');
      lines.forEach((line, index) => {
        if (/^\s*\[Tooltip\(/.test(line) && !(lines[index - 1] ?? '').trim().startsWith('///')) undocumented.push(`${mechanic.slug} config:${index + 1}`);
      });
    }
    expect(undocumented).toEqual([]);
  });
});
