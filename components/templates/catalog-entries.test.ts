import { templateSlug, templates } from '@/content/templates';
import { alsoForText, kitEngineOf } from '@/lib/mechanics/kit-engines';
import { catalogEntries } from './catalog-entries';

describe('catalogEntries', () => {
  it('is every template, in order, with the engines its kit comes in worked out', () => {
    const entries = catalogEntries();
    expect(entries.map((entry) => entry.name)).toEqual(templates.map((template) => template.name));
    for (const entry of entries) {
      expect(entry.kitEngine).toBe(kitEngineOf[entry.engine]);
      expect(entry.alsoFor).toBe(alsoForText({ slug: templateSlug(entry), engine: entry.engine }));
    }
  });

  it('says which other engines a kit comes in, never its own', () => {
    const byName = Object.fromEntries(catalogEntries().map((entry) => [entry.name, entry]));
    expect(byName.PhysicsDropper?.alsoFor).toBe('Also for Godot and JavaScript');
    expect(byName.RhythmClacker?.kitEngine).toBe('js');
    expect(byName.RhythmClacker?.alsoFor).not.toMatch(/JavaScript/);
  });
});
