/** @jest-environment node */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { compatibility, unityMinimumRelease } from './compatibility';
import { godotProjectSlugs } from './kit-engines';

const root = join(__dirname, '../..');

describe('what each kit runs on', () => {
  it('names for every claim a test that exists here, or says it is not tested', () => {
    for (const engine of Object.values(compatibility)) {
      for (const row of engine.rows) {
        if (row.test) expect(existsSync(join(root, row.test))).toBe(true);
        else expect(row.how).toMatch(/not (tested|run|compiled)|no test/i);
      }
    }
  });

  it('shows each range from its minimum', () => {
    for (const engine of Object.values(compatibility)) {
      expect(engine.range.startsWith(engine.minimum)).toBe(true);
      expect(engine.requirement).toContain(engine.minimum);
    }
  });

  it('builds the JavaScript module for the ES level it claims', () => {
    const bundler = readFileSync(join(root, 'scripts/bundle-games.mjs'), 'utf8');
    expect(/const moduleTarget = '([^']+)'/.exec(bundler)?.[1]?.toUpperCase()).toBe(compatibility.js.minimum);
  });

  it('declares the Godot minimum in every Godot project', () => {
    for (const slug of godotProjectSlugs) {
      const project = readFileSync(join(root, 'lib/mechanics', slug, 'godot/project.godot'), 'utf8');
      expect(project).toContain(`config/features=PackedStringArray("${compatibility.godot.minimum}"`);
    }
  });

  it('declares a Unity minimum the package manifest can carry', () => {
    expect(compatibility.unity.minimum).toMatch(/^\d{4}\.\d$/);
    expect(unityMinimumRelease).toMatch(/^\d+[abfp]\d+$/);
  });
});
