/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { godotSources } from '@/scripts/godot-sources.mjs';
import { mechanicBySlug } from '..';
import { godotProjectSlugs } from '../exporters/godot-project';
import { godotScript } from '../exporters/godot';
import { godotTypePrefix as typePrefix } from '../exporters/godot-project';
import { defaultValues } from '../core/params';

/**
 * The GDScript style guide on every .gd file a Godot kit ships (the real files the build step copies
 * and the settings scripts generated from the values): tabs, snake_case, static typing, two blank lines
 * between functions, no trailing whitespace. The Godot 4.6 runtime of the tests is a release build,
 * which reports parse errors but not the editor's warnings; these checks keep the files to the rules
 * those warnings watch (typed declarations and parameters, no untyped variables).
 */
const root = join(__dirname, '../../..');

function shippedScripts(): Record<string, string> {
  const scripts: Record<string, string> = {};
  for (const slug of godotProjectSlugs) {
    const sources = godotSources(slug, join(root, 'lib/mechanics')) as Record<string, string>;
    for (const [path, text] of Object.entries(sources)) if (path.endsWith('.gd')) scripts[`${slug}: ${path}`] = text;
    const mechanic = mechanicBySlug(slug);
    if (mechanic) scripts[`${slug}: settings`] = godotScript(mechanic, defaultValues(mechanic.params));
  }
  return scripts;
}

/**
 * Global functions that return a Variant: `:=` cannot infer a type from them (INFERENCE_ON_VARIANT, an
 * error by default, hidden in addons/ only by debug/gdscript/warnings/exclude_addons). Each has typed
 * forms (floorf, clampi, maxf...).
 */
const variantCalls = ['abs', 'sign', 'floor', 'ceil', 'round', 'clamp', 'min', 'max', 'lerp', 'snapped', 'wrap'];
const variantCall = new RegExp(`:=.*(?<![.\\w])(${variantCalls.join('|')})\\(`);

/** Short names a host project may own as a class_name: a kit never uses them as a type or a constant. */
const hostNames = ['Config', 'Model', 'Random', 'Game', 'Settings', 'Rules'];
const hostName = new RegExp(`(?<![\\w."])(${hostNames.join('|')})(?![\\w"])`);

/**
 * The names a script declares that a host project's class_name could take over: its class_name, inner
 * classes, enums and preloaded script constants (GDScript resolves a type annotation to a global class
 * before the classes in scope: gdscript_analyzer.cpp, resolve_datatype). Each must start with `prefix`,
 * the game's name; returns those that do not, as "line N: what".
 */
export function unprefixedTypeNames(text: string, prefix: string): string[] {
  const problems: string[] = [];
  text.split('\n').forEach((line, index) => {
    const declared = /^\s*(class_name|class|enum)\s+(\w+)/.exec(line) ?? /^\s*(const)\s+(\w+)\s*:?=\s*preload\(/.exec(line);
    if (declared && !(declared[2] ?? '').startsWith(prefix)) problems.push(`line ${index + 1}: ${declared[1]} ${declared[2]} is not named after the game (${prefix}...)`);
  });
  return problems;
}


/**
 * Locals and parameters named as a member of their class (SHADOWED_VARIABLE), as "line N: what". The
 * script's members are its unindented declarations; an inner class's, those one tab into it.
 */
function shadowing(lines: readonly string[]): string[] {
  const outer = new Set<string>();
  const inners: Set<string>[] = [];
  for (const line of lines) {
    if (/^class\s/.test(line)) inners.push(new Set<string>());
    const member = /^(\t?)(?:static\s+)?(?:var|const|func|signal)\s+(\w+)/.exec(line);
    if (member) (member[1] ? inners.at(-1) : outer)?.add(member[2] ?? '');
  }
  const problems: string[] = [];
  let inner = -1;
  let members = outer;
  // The indent of the function whose body this is; -1 outside a function.
  let depth = -1;
  lines.forEach((line, index) => {
    if (/^class\s/.test(line)) inner++;
    if (/^\S/.test(line)) depth = -1;
    const func = /^(\t?)(?:static\s+)?func\s+\w+\((.*)\)/.exec(line);
    if (func) {
      depth = (func[1] ?? '').length;
      members = depth === 0 ? outer : (inners[inner] ?? new Set<string>());
      for (const param of (func[2] ?? '').split(',').map((part) => /^\s*(\w+)/.exec(part)?.[1] ?? '')) {
        if (members.has(param)) problems.push(`line ${index + 1}: parameter ${param} shadows a member`);
      }
      return;
    }
    const local = /^(\t+)(?:var|for)\s+(\w+)/.exec(line);
    if (local && depth >= 0 && (local[1] ?? '').length > depth && members.has(local[2] ?? '')) problems.push(`line ${index + 1}: local ${local[2]} shadows a member`);
  });
  return problems;
}

/** Every way a file breaks the rules, as "line N: what". */
export function styleProblems(text: string): string[] {
  const problems: string[] = [];
  const lines = text.split('\n');
  problems.push(...shadowing(lines));
  if (!text.endsWith('\n') || text.endsWith('\n\n')) problems.push('the file ends with exactly one newline');
  lines.forEach((line, index) => {
    const at = `line ${index + 1}`;
    if (/^ +\S/.test(line) || /^\t* +\t/.test(line)) problems.push(`${at}: indented with spaces`);
    if (/[ \t]$/.test(line)) problems.push(`${at}: trailing whitespace`);
    const code = line.replace(/#.*$/, '');
    const call = variantCall.exec(code);
    if (call) problems.push(`${at}: := from ${call[1]}(), which returns a Variant`);
    const name = hostName.exec(code.replace(/"[^"]*"/g, '""'));
    if (name) problems.push(`${at}: ${name[1]}, a name a host project may own`);
    const variable = /^\s*(?:static\s+)?var\s+(\w+)(.*)$/.exec(line);
    if (variable) {
      const [, name = '', rest = ''] = variable;
      if (!/^_?[a-z][a-z0-9_]*$/.test(name)) problems.push(`${at}: variable ${name} is not snake_case`);
      if (!/^\s*(:=|:\s*[\w[\].]+)/.test(rest)) problems.push(`${at}: variable ${name} has no type`);
    }
    const constant = /^const\s+(\w+)/.exec(line);
    if (constant && !/^[A-Z][A-Z0-9_]*$|^[A-Z][A-Za-z0-9]*$/.test(constant[1] ?? '')) problems.push(`${at}: constant ${constant[1]} is not CONSTANT_CASE`);
    const func = /^\s*(?:static\s+)?func\s+(\w+)\((.*)\)(.*):$/.exec(line);
    if (/^\s*(?:static\s+)?func\s/.test(line) && !func) problems.push(`${at}: a func declaration on one line, ending with ':'`);
    if (func) {
      const [, name = '', params = '', tail = ''] = func;
      if (!/^_?[a-z][a-z0-9_]*$/.test(name)) problems.push(`${at}: func ${name} is not snake_case`);
      if (!/^\s*->\s*[\w[\].]+$/.test(tail)) problems.push(`${at}: func ${name} has no return type`);
      for (const param of params.split(',').map((part) => part.trim()).filter(Boolean)) {
        if (!/^\w+\s*:/.test(param)) problems.push(`${at}: parameter ${param} of ${name} has no type`);
      }
      if (!line.startsWith('\t')) {
        let above = index - 1;
        while (above >= 0 && /^(##|@)/.test(lines[above] ?? '')) above--;
        const isFirst = lines.slice(0, above + 1).every((before) => !/^(?:static\s+)?func\s/.test(before));
        if (!isFirst && !(lines[above] === '' && lines[above - 1] === '')) problems.push(`${at}: two blank lines before func ${name}`);
      }
    }
  });
  return problems;
}

/** The test-side GDScript: the runtime's driver, the kit driver, the golden-trace replayer and each port's trace driver. */
function testScripts(): Record<string, string> {
  const paths = [
    'e2e/godot/driver.gd',
    'e2e/godot/kit_driver.gd',
    'lib/mechanics/core/godot/tests/golden_main.gd',
    'lib/mechanics/core/godot/tests/steady_hud.gd',
    ...godotProjectSlugs.map((slug) => `lib/mechanics/${slug}/godot/${slug.replace(/-/g, '_')}_trace.gd`),
  ];
  return Object.fromEntries(paths.map((path) => [path, readFileSync(join(root, path), 'utf8')]));
}

describe('GDScript style of the Godot kits', () => {
  const scripts = shippedScripts();

  it('checks the model, game, random, play and settings scripts of every port', () => {
    expect(Object.keys(scripts).length).toBe(godotProjectSlugs.length * 5);
  });

  it.each(Object.keys(scripts))('%s follows the style guide', (name) => {
    expect(styleProblems(scripts[name] ?? '')).toEqual([]);
  });

  it.each(Object.keys(scripts))('%s names every class, inner class, enum and preloaded script after its game, so no host class_name can take one over', (name) => {
    const slug = name.slice(0, name.indexOf(':'));
    expect(unprefixedTypeNames(scripts[name] ?? '', typePrefix(slug))).toEqual([]);
  });

  // Godot gives a `##` block to the one member right after it: a member declared on the next line, with no `##` of its
  // own, shows nothing in the editor while the block above speaks of it (review 54, G2: TILE_GAP under TILE_SIZE's doc).
  it.each(Object.keys(scripts))('%s gives every member declared under a documented one a doc of its own', (name) => {
    // Top-level members and an inner class's (review 55, GA-1: RhythmClackerJudgement's combo, score and points).
    const declaration = /^(\t*)(?:@export\S* )?(?:static )?(?:const|var|func|signal) ([A-Za-z]\w*)/;
    const lines = (scripts[name] ?? '').split('\n');
    const indent = (line: string) => /^\t*/.exec(line)![0];
    const shared = lines.filter((line, index) => {
      if (index < 2 || !declaration.test(line) || !declaration.test(lines[index - 1]!)) return false;
      const doc = lines[index - 2]!;
      return indent(lines[index - 1]!) === indent(line) && doc.trimStart().startsWith('##') && indent(doc) === indent(line);
    });
    expect(shared).toEqual([]);
  });

  it('the settings\' schema_version has a doc, the tooltip the Inspector shows on the .tres', () => {
    for (const name of Object.keys(scripts).filter((key) => key.endsWith(': settings'))) {
      const lines = (scripts[name] ?? '').split('\n');
      const index = lines.findIndex((line) => /^@export\S* var schema_version\b/.test(line));
      expect({ name, doc: (lines[index - 1] ?? '').startsWith('##') }).toEqual({ name, doc: true });
    }
  });

  it('catches an inner class, an enum or a preloaded script not named after the game', () => {
    const bad = ['class_name DemoGame', 'const DemoModelScript := preload("m.gd")', 'const Random := preload("r.gd")', 'enum Stage { A }', 'class Ball:', '\tvar x: float', 'class DemoTile:', ''].join('\n');
    expect(unprefixedTypeNames(bad, typePrefix('demo'))).toEqual([
      'line 3: const Random is not named after the game (Demo...)',
      'line 4: enum Stage is not named after the game (Demo...)',
      'line 5: class Ball is not named after the game (Demo...)',
    ]);
  });

  it.each(Object.entries(testScripts()))('%s (a test script) follows it too', (_path, text) => {
    expect(styleProblems(text)).toEqual([]);
  });

  it('RhythmClacker reads the output latency once per stream, in _read_output_latency (called as the audio clock takes over; on the web after the driver’s first report), not in the clock read every frame (its class reference advises against that)', () => {
    const game = Object.entries(scripts).find(([name]) => name.startsWith('rhythm-clacker: ') && name.endsWith('rhythm_clacker_game.gd'))?.[1] ?? '';
    expect(game).toContain('func _audio_time()');
    const readers = game
      .split(/^(?=(?:static )?func )/m)
      .filter((part) => part.split('\n').some((line) => !line.trimStart().startsWith('#') && line.includes('AudioServer.get_output_latency()')))
      .map((part) => /^(?:static )?func (\w+)/.exec(part)?.[1] ?? 'the script body');
    expect(readers).toEqual(['_read_output_latency']);
    const callers = game.split(/^(?=(?:static )?func )/m).filter((part) => part.includes('_read_output_latency()') && !part.startsWith('func _read_output_latency'));
    expect(callers.map((part) => /^(?:static )?func (\w+)/.exec(part)?.[1])).toEqual(['_tick_clock']);
    expect(callers[0]).toMatch(/elif is_nan\(_anchor\):[\s\S]*_read_output_latency\(\)/);
  });

  it('catches spaces, untyped declarations, camelCase and a missing blank line', () => {
    const bad = 'extends Node\n\n\nfunc a() -> void:\n    pass\nvar count = 1\nfunc doIt(x) -> void:\n\tpass\n';
    expect(styleProblems(bad)).toEqual([
      'line 5: indented with spaces',
      'line 6: variable count has no type',
      'line 7: func doIt is not snake_case',
      'line 7: parameter x of doIt has no type',
      'line 7: two blank lines before func doIt',
    ]);
  });

  it('catches := from a Variant-returning call, a local or parameter shadowing a member, and a name a host may own', () => {
    const bad = [
      'extends Node',
      '',
      'const Config := preload("config.gd")',
      'var settings: Resource',
      '',
      '',
      'func judge(settings: Resource) -> void:',
      '\tvar whole := floor(1.5)',
      '\tvar fine := floorf(1.5) + maxi(1, 2)',
      '\tfor settings_value in []:',
      '\t\tvar settings := 1',
      '',
      '',
      'class Inner:',
      '\tvar depth: int',
      '',
      '\tfunc dig(depth: int, judge: int) -> void:',
      '\t\tpass',
      '',
    ].join('\n');
    expect(styleProblems(bad)).toEqual([
      'line 7: parameter settings shadows a member',
      'line 11: local settings shadows a member',
      'line 17: parameter depth shadows a member',
      'line 3: Config, a name a host project may own',
      'line 8: := from floor(), which returns a Variant',
    ]);
  });
});
