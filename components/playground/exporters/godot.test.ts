import { buildGodotExport, godotResource, godotScript } from './godot';

const tuned = { gravity: 12.5, bounciness: 0.4, speed: 3, density: 80 };

describe('Godot export', () => {
  const files = buildGodotExport(tuned);
  const script = files['physics_dropper/physics_dropper_config.gd'] ?? '';
  const resource = files['physics_dropper/physics_dropper_config.tres'] ?? '';

  it('holds the script, the resource and a README', () => {
    expect(Object.keys(files).sort()).toEqual([
      'README.md',
      'physics_dropper/physics_dropper_config.gd',
      'physics_dropper/physics_dropper_config.tres',
    ]);
  });

  it('declares a named Resource with @export_range fields on the slider ranges', () => {
    expect(script).toMatch(/^class_name PhysicsDropperConfig\nextends Resource$/m);
    expect(script).toContain('const SCHEMA_VERSION := 1');
    const ranges = [...script.matchAll(/^@export_range\((.+)\) var (\w+): (\w+) = (.+)$/gm)].map((m) => m.slice(1));
    expect(ranges).toEqual([
      ['1.0, 20.0, 0.1, "suffix:m/s²"', 'gravity', 'float', '12.5'],
      ['0.0, 1.0, 0.05', 'bounciness', 'float', '0.4'],
      ['1.0, 10.0, 0.5, "suffix:x"', 'simulation_speed', 'float', '3.0'],
      ['10, 100, 5', 'particle_density', 'int', '80'],
    ]);
  });

  it('indents function bodies with tabs, as GDScript expects', () => {
    expect(script).toMatch(/^func particle_count\(\) -> int:\n\treturn /m);
  });

  it('writes a format=3 .tres resource that uses the script and holds the values', () => {
    expect(resource.split('\n')[0]).toBe('[gd_resource type="Resource" script_class="PhysicsDropperConfig" load_steps=2 format=3]');
    expect(resource).toContain('[ext_resource type="Script" path="res://physics_dropper/physics_dropper_config.gd" id="1_config"]');
    expect(resource).toContain('script = ExtResource("1_config")');
    for (const line of ['schema_version = 1', 'gravity = 12.5', 'bounciness = 0.4', 'simulation_speed = 3.0', 'particle_density = 80']) {
      expect(resource).toContain(`\n${line}\n`);
    }
  });

  it('explains the import in the README', () => {
    expect(files['README.md']).toContain('res://physics_dropper/');
  });

  it('matches the snapshots', () => {
    expect(godotScript(tuned)).toMatchSnapshot();
    expect(godotResource(tuned)).toMatchSnapshot();
  });
});
