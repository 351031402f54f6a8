import { templates, templateSlug } from '@/content/templates';
import { alsoForText, godotProjectSlugs, kitEnginesFor, parseKitEngine, unityPortSlugs, withKitEngine } from './kit-engines';

const of = (slug: string) => {
  const template = templates.find((candidate) => templateSlug(candidate) === slug);
  if (!template) throw new Error(slug);
  return { slug, engine: template.engine };
};

describe('kitEnginesFor', () => {
  it('puts the template’s own engine first, then its ports in the order Unity, Godot, JavaScript', () => {
    expect(kitEnginesFor({ slug: 'physics-dropper', engine: 'Unity' })).toEqual(['unity', 'godot', 'js']);
    expect(kitEnginesFor({ slug: 'physics-dropper', engine: 'Godot' })).toEqual(['godot', 'unity', 'js']);
    expect(kitEnginesFor({ slug: 'not-ported', engine: 'Godot' })).toEqual(['godot', 'js']);
  });

  it('follows the port lists, not the template: a slug with both ports comes in all three', () => {
    expect(kitEnginesFor({ slug: 'not-ported', engine: 'JS' })).toEqual(['js']);
    const unityOnly = unityPortSlugs.map((slug) => ({ slug, godot: godotProjectSlugs.includes(slug) }));
    for (const { slug, godot } of unityOnly) expect(kitEnginesFor({ slug, engine: 'JS' })).toEqual(godot ? ['js', 'unity', 'godot'] : ['js', 'unity']);
    for (const slug of godotProjectSlugs) expect(kitEnginesFor({ slug, engine: 'JS' })).toContain('godot');
    const both = unityPortSlugs.find((slug) => godotProjectSlugs.includes(slug));
    expect(both).toBeDefined();
    expect(kitEnginesFor({ slug: both!, engine: 'JS' })).toEqual(['js', 'unity', 'godot']);
  });

  it('gives every template JavaScript and each engine once', () => {
    for (const template of templates) {
      const engines = kitEnginesFor({ slug: templateSlug(template), engine: template.engine });
      expect(engines).toContain('js');
      expect(new Set(engines).size).toBe(engines.length);
    }
  });
});

describe('alsoForText', () => {
  it('names the other engines in prose, or nothing when there are none', () => {
    expect(alsoForText(of('physics-dropper'))).toBe('Also for Godot and JavaScript');
    expect(alsoForText({ slug: 'not-ported', engine: 'Unity' })).toBe('Also for JavaScript');
    expect(alsoForText({ slug: 'not-ported', engine: 'JS' })).toBe('');
    expect(alsoForText({ slug: 'physics-dropper', engine: 'JS' })).toBe('Also for Unity and Godot');
  });
});

describe('parseKitEngine', () => {
  const offered = ['unity', 'godot', 'js'] as const;

  it('reads an offered engine from the query', () => {
    expect(parseKitEngine('?engine=godot', offered)).toBe('godot');
    expect(parseKitEngine('gravity=12&engine=js', offered)).toBe('js');
    expect(parseKitEngine(new URLSearchParams('engine=unity'), offered)).toBe('unity');
  });

  it('gives undefined for a missing, junk or not offered engine', () => {
    expect(parseKitEngine('', offered)).toBeUndefined();
    expect(parseKitEngine('?engine=', offered)).toBeUndefined();
    expect(parseKitEngine('?engine=Unity', offered)).toBeUndefined();
    expect(parseKitEngine('?engine=%00%ff', offered)).toBeUndefined();
    expect(parseKitEngine('?engine=toString', offered)).toBeUndefined();
    expect(parseKitEngine(`?engine=${'g'.repeat(10_000)}`, offered)).toBeUndefined();
    expect(parseKitEngine('?engine=unity', ['godot', 'js'])).toBeUndefined();
  });
});

describe('withKitEngine', () => {
  it('sets the engine and keeps the other parameters', () => {
    expect(withKitEngine('?gravity=12', 'godot', 'unity')).toBe('?gravity=12&engine=godot');
    expect(withKitEngine('?engine=godot&gravity=12', 'js', 'unity')).toBe('?engine=js&gravity=12');
  });

  it('leaves the template’s own engine out of the URL', () => {
    expect(withKitEngine('?gravity=12&engine=godot', 'unity', 'unity')).toBe('?gravity=12');
    expect(withKitEngine('?engine=godot', 'unity', 'unity')).toBe('');
  });

  it('round-trips through parseKitEngine', () => {
    expect(parseKitEngine(withKitEngine('', 'js', 'godot'), ['godot', 'js'])).toBe('js');
  });
});
