import { closingCta, hero, pricing, testimonial } from './home';
import { templates, templateSlug } from './templates';
import { kitEnginesFor } from '@/lib/mechanics/kit-engines';

describe('home content', () => {
  it('leads with the phrase the route check expects in the h1', () => {
    expect(`${hero.title.lead} ${hero.title.highlight}`).toMatch(/^Design, test and export microgames/);
  });

  it('offers the hero and closing links of the spec', () => {
    expect(hero.actions.map((a) => [a.label, a.href])).toEqual([
      ['Browse Templates', '/templates'],
      ['Start Building', '/playground'],
    ]);
    expect(closingCta.actions[0]).toMatchObject({ label: 'Explore Templates', href: '/templates' });
  });

  it('quotes a five-star review that names PhysicsDropper', () => {
    expect(testimonial.text).toContain('PhysicsDropper');
    expect(testimonial.rating).toBe(5);
    expect(testimonial.author).not.toBe('');
  });

  it('is the /#pricing target and states the license terms without inventing prices', () => {
    expect(pricing.id).toBe('pricing');
    const text = JSON.stringify(pricing);
    expect(text).not.toMatch(/[$€£]\s?\d|\d+\s?(usd|eur)|per month|\/mo\b/i);
    for (const term of ['commercial', 'non-exclusive', 'non-transferable', 'revocable', 'redistribut', 'Attribution']) {
      expect(text).toContain(term);
    }
    expect(pricing.link.href).toBe('/terms');
  });

  it('states facts that are counts of real things, not a counter at 0', () => {
    const kits = templates.flatMap((template) => kitEnginesFor({ slug: templateSlug(template), engine: template.engine }));
    expect(hero.facts).toEqual([
      { value: String(templates.length), label: 'mechanics' },
      { value: '3', label: 'engines' },
      { value: String(kits.length), label: 'playable kits' },
    ]);
    expect(hero.facts.every((fact) => Number(fact.value) > 0)).toBe(true);
  });
});
