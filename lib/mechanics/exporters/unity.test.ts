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

  it('names the HUD scale one way in every doc of the shell: screen pixels a HUD unit, as Begin draws by it (review 67b unity-c-1: ScaleFor said HUD units per screen pixel)', () => {
    const gui = read(joinPath(__dirname, '..', 'core', 'unity', 'MicroloopGui.cs'), 'utf8');
    // A label at HUD units (atX, atY) is drawn at those times the scale in screen pixels.
    expect(gui).toMatch(/GUI\.Label\(new Rect\(atX \* scale, atY \* scale,/);
    expect(gui.match(/HUD units? (?:per|a) screen pixel/gi) ?? []).toEqual([]);
    expect(gui.match(/screen pixels (?:per|a) HUD unit/gi)?.length).toBeGreaterThanOrEqual(3);
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
          const tooltip = /^\s*\[(?:[^\]]*,\s*)?(?:UnityEngine\.)?Tooltip\("((?:[^"\\]|\\.)*)"\)/.exec(line);
          if (!tooltip) return;
          let above = index - 1;
          while (above >= 0 && /^\s*(\[|#if|#endif)/.test(lines[above]!)) above -= 1;
          if (!(lines[above] ?? '').trim().startsWith('///')) return undocumented.push(`${file}:${index + 1}`);
          // The same words (review 54, UA-2: PhysicsDropper's board docs left out the ranges their tooltips give).
          let top = above;
          while (top > 0 && lines[top - 1]!.trim().startsWith('///')) top -= 1;
          const doc = lines
            .slice(top, above + 1)
            .map((docLine) => docLine.trim().replace(/^\/\/\/\s?/, ''))
            .join(' ')
            .replace(/<\/?summary>/g, '')
            .replace(/&lt;/g, '<')
            .replace(/&gt;/g, '>')
            .replace(/&amp;/g, '&')
            .trim();
          const words = tooltip[1]!.replace(/\\(.)/g, '$1');
          if (doc !== words) undocumented.push(`${file}:${index + 1} doc "${doc}" is not the tooltip's "${words}"`);
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

  /** Every .cs source of the kits (the shell's and each template's), by name, as lines. */
  const unitySources = () => {
    const root = joinPath(__dirname, '..');
    const dirs = [joinPath(root, 'core', 'unity'), ...mechanics.map((mechanic) => joinPath(root, mechanic.slug, 'unity'))];
    return dirs.flatMap((dir) =>
      readdirSync(dir)
        .filter((name: string) => name.endsWith('.cs'))
        .map((file: string) => ({ file, lines: (read(joinPath(dir, file), 'utf8') as string).split('\n') })),
    );
  };
  /** Every config class the kits generate, by template, as lines. */
  const unityConfigs = () => mechanics.map((mechanic) => ({ file: `${mechanic.slug} config`, lines: unityScript(mechanic, defaultValues(mechanic.params)).split('\n') }));

  it('puts every doc comment above the whole declaration, attributes included: one after an attribute reaches no editor (review 54, U-B1: mcs -doc warns CS1587 and drops it)', () => {
    const misplaced: string[] = [];
    for (const { file, lines } of [...unitySources(), ...unityConfigs()]) {
      lines.forEach((line, index) => {
        if (line.trim().startsWith('///') && /^\s*\[.*\]\s*$/.test(lines[index - 1] ?? '')) misplaced.push(`${file}:${index + 1}`);
      });
    }
    expect(misplaced).toEqual([]);
  });

  it('gives in the doc comment of every hand-written field with a [Range] that range, as its neighbours do (review 57, U-A2: pegJitter’s doc gave none; the configs’ ranges are the README table’s)', () => {
    const rangeless: string[] = [];
    for (const { file, lines } of unitySources()) {
      lines.forEach((line, index) => {
        const range = /\[(?:UnityEngine\.)?Range\(([-\d.]+)f?,\s*([-\d.]+)f?\)\]/.exec(line);
        if (!range) return;
        let at = index;
        while (at > 0 && !lines[at]?.includes('<summary>')) at--;
        const [min = '', max = ''] = [range[1], range[2]];
        if (!new RegExp(`\\b${min.replace('.', '\\.')} to ${max.replace('.', '\\.')}\\b`).test(lines[at] ?? '')) rangeless.push(`${file}:${index + 1}`);
      });
    }
    expect(rangeless).toEqual([]);
  });

  it('gives one doc comment one member: no documented declaration declares two (review 54, U-B5: MinRadius showed MaxRadius\'s words)', () => {
    const shared: string[] = [];
    for (const { file, lines } of [...unitySources(), ...unityConfigs()]) {
      lines.forEach((line, index) => {
        if (/^\s*public\b[^(]*=[^;(]*,\s*\w+\s*=/.test(line)) shared.push(`${file}:${index + 1}`);
      });
    }
    expect(shared).toEqual([]);
  });

  it('documents every public field and method of the games, the shell and the configs, and gives every Inspector field of a game its tooltip (review 54, U-B4: TimingWheel\'s colours had neither; UA-4: the config\'s FromJson and schema version)', () => {
    const missing: string[] = [];
    for (const { file, lines } of [...unitySources().filter(({ file }) => !file.endsWith('Model.cs')), ...unityConfigs()]) {
      lines.forEach((line, index) => {
        const variable = /^\s*public (?!(?:static |abstract |sealed |partial )*(?:class|struct|enum|interface|delegate)\b)(?!.*\bevent\b)(?:readonly |const |static )*[\w<>[\],. ?]+ (\w+)\s*(=|;)/.exec(line);
        const field = variable ?? /^\s*public (?:static |override |virtual |abstract )*[\w<>[\],.?]+ (\w+)\(/.exec(line);
        if (!field) return;
        // A field of a type a host cannot name (internal, private) is no part of the API.
        const indent = /^\s*/.exec(line)![0].length;
        let owner = index - 1;
        while (owner >= 0 && !(/\b(class|struct)\s+\w+/.test(lines[owner]!) && /^\s*/.exec(lines[owner]!)![0].length < indent)) owner -= 1;
        if (!/^\s*public\b/.test(lines[owner] ?? '')) return;
        let above = index - 1;
        const attributes: string[] = [];
        while (above >= 0 && /^\s*\[/.test(lines[above]!)) attributes.push(lines[above--]!);
        if (!(lines[above] ?? '').trim().startsWith('///')) missing.push(`${file}:${index + 1} ${field[1]} (no doc)`);
        const inspector = variable !== null && file.endsWith('Game.cs') && !/\b(const|static|readonly)\b/.test(line) && !attributes.some((a) => /HideInInspector|NonSerialized/.test(a));
        if (inspector && !attributes.some((a) => /Tooltip\(/.test(a))) missing.push(`${file}:${index + 1} ${field[1]} (no tooltip)`);
      });
    }
    expect(missing).toEqual([]);
  });
});
