import { readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { mechanics, physicsDropper } from '../index';
import type { Mechanic } from '../core/mechanic';
import { camelName, defaultValues, snakeName } from '../core/params';
import { exportNames } from './names';
import { pausedText, prompts } from '../core/player-words';
import { godotFiles, godotReadmeSection, godotResource, godotScript } from './godot';

const tuned = { gravity: 12.5, bounciness: 0.4, speed: 3, density: 80 };
const { params } = physicsDropper;

describe('Godot export', () => {
  const files = godotFiles(physicsDropper, tuned);
  const script = godotScript(physicsDropper, tuned);
  const resource = godotResource(physicsDropper, tuned);

  it('holds the script, the resource and the JSON preset in one folder', () => {
    expect(Object.keys(files).sort()).toEqual([
      'physics_dropper/physics-dropper.config.json',
      'physics_dropper/physics_dropper_config.gd',
      'physics_dropper/physics_dropper_config.tres',
    ]);
  });

  it('declares a named Resource', () => {
    expect(script).toMatch(/^class_name PhysicsDropperConfig\nextends Resource$/m);
    expect(script).toContain('const SCHEMA_VERSION := 1');
  });

  it('exports every setting with the range, step, unit, type and meaning of its param spec', () => {
    const fields = [...script.matchAll(/^## (.+)\n@export_range\(([^)]+)\) var (\w+): (\w+) = ([^:\n]+):$/gm)];
    expect(fields).toHaveLength(params.length);
    fields.forEach(([, doc, args, name, type, value], index) => {
      const spec = params[index]!;
      const [min, max, step, hint] = args!.split(', ');
      expect(doc).toBe(spec.meaning);
      expect(name).toBe(snakeName(spec));
      expect(type).toBe(spec.integer ? 'int' : 'float');
      expect([Number(min), Number(max), Number(step)]).toEqual([spec.min, spec.max, spec.step]);
      // A float literal carries a point, an int literal never does.
      for (const literal of [min, max, step, value]) expect(literal!.includes('.')).toBe(!spec.integer);
      expect(hint).toBe(spec.unit ? `"suffix:${spec.unit}"` : undefined);
      expect(Number(value)).toBe(tuned[spec.key]);
    });
  });

  it('indents with tabs only, as GDScript expects', () => {
    const indented = script.split('\n').filter((line) => /^\s+\S/.test(line));
    expect(indented.length).toBeGreaterThan(10);
    for (const line of indented) expect(line).toMatch(/^\t+\S/);
    expect(script).toMatch(/^func particle_count\(\) -> int:\n\treturn /m);
  });

  it('reads a preset with a static from_json that parses with JSON.parse_string and warns on a newer schema', () => {
    expect(script).toContain('static func from_json(text: String) -> PhysicsDropperConfig:');
    expect(script).toContain('\tvar data: Variant = JSON.parse_string(text)');
    expect(script).toMatch(/\tif version > SCHEMA_VERSION:\n\t\tpush_warning\(/);
    for (const spec of params) expect(script).toContain(`config.${snakeName(spec)} = `);
    for (const spec of params) expect(script).toContain(`_given(data as Dictionary, ["${camelName(spec)}"], `);
  });

  describe('the .tres, against the text resource grammar', () => {
    const lines = resource.trimEnd().split('\n');
    const heading = /^\[(\w+)((?: \w+=(?:"[^"]*"|\d+))*)\]$/;
    const attributes = (text: string) => Object.fromEntries([...text.matchAll(/ (\w+)=("[^"]*"|\d+)/g)].map((m) => [m[1], m[2]!.replace(/^"|"$/g, '')]));

    it('opens with a gd_resource descriptor of format 3 naming the script class', () => {
      const [, tag, attrs] = heading.exec(lines[0] ?? '') ?? [];
      expect(tag).toBe('gd_resource');
      expect(attributes(attrs ?? '')).toEqual({ type: 'Resource', script_class: 'PhysicsDropperConfig', load_steps: '2', format: '3' });
    });

    it('is made of headings, key = value lines and blank lines only', () => {
      for (const line of lines) expect(line === '' || heading.test(line) || /^\w+ = \S.*$/.test(line)).toBe(true);
      expect(lines.filter((line) => line.startsWith('['))).toEqual([lines[0], expect.stringMatching(/^\[ext_resource /), '[resource]']);
    });

    it('points its ext_resource at the script beside it with a relative path', () => {
      const ext = lines.find((line) => line.startsWith('[ext_resource'))!;
      const { type, path, id } = attributes(heading.exec(ext)![2]!);
      expect(type).toBe('Script');
      expect(path).not.toMatch(/^res:\/\/|^\//);
      expect(Object.keys(files)).toContain(posix.join('physics_dropper', path!));
      expect(resource).toContain(`script = ExtResource("${id}")`);
    });

    it('holds every value as a literal of its type', () => {
      const body = resource.slice(resource.indexOf('[resource]'));
      expect(body).toContain('\nschema_version = 1\n');
      for (const [name, value] of [['gravity', '12.5'], ['bounciness', '0.4'], ['simulation_speed', '3.0'], ['particle_density', '80']]) {
        expect(body).toContain(`\n${name} = ${value}\n`);
      }
    });
  });

  it('explains the import with a snippet that loads the .tres and the JSON', () => {
    const readme = godotReadmeSection(physicsDropper);
    expect(readme).toContain('preload("res://physics_dropper/physics_dropper_config.tres")');
    expect(readme).toContain('PhysicsDropperConfig.from_json(FileAccess.get_file_as_string("res://physics_dropper/physics-dropper.config.json"))');
    const snippet = /```gdscript\n([\s\S]*?)```/.exec(readme)?.[1] ?? '';
    for (const line of snippet.split('\n').filter((text) => /^\s/.test(text))) expect(line).toMatch(/^\t+\S/);
  });

  it('matches the snapshots', () => {
    expect(script).toMatchSnapshot();
    expect(resource).toMatchSnapshot();
  });
});

describe.each(mechanics.map((mechanic) => [mechanic.name, mechanic] as const))('%s Godot files', (_name, mechanic: Mechanic) => {
  const values = defaultValues(mechanic.params);
  const files = godotFiles(mechanic, values);
  const script = godotScript(mechanic, values);
  const resource = godotResource(mechanic, values);

  it('export every setting as a typed @export_range field with its meaning, indented with tabs only', () => {
    const fields = [...script.matchAll(/^## (.+)\n@export_range\(([^)]+)\) var (\w+): (\w+) = ([^:\n]+):$/gm)];
    expect(fields.map(([, doc, , name, type]) => [doc, name, type])).toEqual(
      mechanic.params.map((spec) => [spec.meaning, snakeName(spec), spec.integer ? 'int' : 'float']),
    );
    for (const line of script.split('\n').filter((text) => /^\s+\S/.test(text))) expect(line).toMatch(/^\t+\S/);
  });

  it('write a format=3 .tres of headings and key = value lines, its script beside it, every value a literal of its type', () => {
    const lines = resource.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^\[gd_resource type="Resource" script_class="\w+Config" load_steps=2 format=3\]$/);
    for (const line of lines) expect(line === '' || /^\[\w+( \w+=("[^"]*"|\d+))*\]$/.test(line) || /^\w+ = \S.*$/.test(line)).toBe(true);
    const path = /\[ext_resource type="Script" path="([^"]+)"/.exec(resource)?.[1] ?? '';
    expect(Object.keys(files)).toContain(posix.join(exportNames(mechanic).godotFolder, path));
    for (const spec of mechanic.params) {
      const literal = new RegExp(`\\n${snakeName(spec)} = (-?\\d+(\\.\\d+)?)\\n`).exec(resource)?.[1] ?? '';
      expect(Number(literal)).toBe(values[spec.key]);
      expect(literal.includes('.')).toBe(!spec.integer);
    }
  });
});

describe('the Godot shell’s words (core/godot/microloop_play.gd)', () => {
  const shell = readFileSync(join(__dirname, '../core/godot/microloop_play.gd'), 'utf8');
  const row = (moment: string) => new RegExp(`^\\t"${moment}": \\{"touch": "([^"]*)", "keys": "([^"]*)"\\},$`, 'm').exec(shell)?.slice(1);

  it('says what player-words.ts says at the moments every game has, and Paused', () => {
    expect([row('start'), row('again')]).toEqual([
      [prompts.start.touch, prompts.start.keys],
      [prompts.again.touch, prompts.again.keys],
    ]);
    expect(shell).toContain(`const PAUSED_TEXT := "${pausedText}"`);
  });

  it('words every row for both hands: no tap, finger or touch in a keys row, no key, Space, press or click in a touch row (review V9)', () => {
    const rows = [...shell.matchAll(/^\t"([\w-]+)": \{"touch": "([^"]*)", "keys": "([^"]*)"\},$/gm)].map(([, moment, touch, keys]) => ({ moment, touch, keys }));
    expect(rows.length).toBeGreaterThanOrEqual(5);
    for (const { moment, touch, keys } of rows) {
      expect({ moment, keys: /\b(?:tap|taps|finger|touch)\b/i.test(keys ?? '') }).toEqual({ moment, keys: false });
      expect({ moment, touch: /\b(?:key|keys|space|enter|press|presses|click)\b/i.test(touch ?? '') }).toEqual({ moment, touch: false });
    }
  });
});

describe('the Godot games’ count words', () => {
  it.each(mechanics.map((mechanic) => mechanic.slug))('%s: a count that can be 1 is followed by its word in the singular or plural (1 star, 2 stars), units aside', (slug) => {
    const game = readFileSync(join(__dirname, '..', slug, 'godot', `${slug.replace(/-/g, '_')}_game.gd`), 'utf8');
    // A literal plural written right after a %d: only a unit (ms) may stand there whatever the number, and a cleared
    // board's moves (never under 2: its smallest board has two pairs).
    const plain = [...game.matchAll(/%d ([A-Za-z]+s)\b/g)].map((match) => match[1]).filter((word) => word !== 'ms' && word !== 'moves');
    expect({ slug, plain }).toEqual({ slug, plain: [] });
  });
});

describe('the Godot games’ doc comments', () => {
  it('every member a host reads or calls on a game node (var, func, signal, not _private) has a ## doc comment the editor shows (review 52, G10: score had none)', () => {
    const undocumented: string[] = [];
    for (const mechanic of mechanics) {
      const slug = mechanic.slug.replace(/-/g, '_');
      const lines = readFileSync(join(__dirname, '..', mechanic.slug, 'godot', `${slug}_game.gd`), 'utf8').split('\n');
      lines.forEach((line, index) => {
        const member = /^(?:@\w+(?:\([^)]*\))?\s+)*(?:static\s+)?(var|func|signal)\s+([A-Za-z]\w*)/.exec(line);
        if (!member) return;
        let above = index - 1;
        while (above >= 0 && lines[above]!.startsWith('@')) above -= 1;
        if (!(lines[above] ?? '').trimStart().startsWith('##')) undocumented.push(`${slug}_game.gd:${index + 1} ${member[2]}`);
      });
    }
    expect(undocumented).toEqual([]);
  });
});
