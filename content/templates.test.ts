import { templateBySlug, templatePath, templates, templateSlug } from './templates';

describe('template slugs', () => {
  it('derives every page slug of the QA contract from the names', () => {
    expect(templates.map(templateSlug)).toEqual(['physics-dropper', 'double-tap-dash', 'rhythm-clacker', 'memory-tiles', 'bounce-chain', 'timing-wheel']);
    expect(templatePath(templates[0])).toBe('/templates/physics-dropper');
  });

  it('finds a template by its slug and nothing for any other text', () => {
    expect(templateBySlug('timing-wheel')?.name).toBe('TimingWheel');
    for (const slug of ['', 'TimingWheel', 'timing-wheel/', '../about']) expect(templateBySlug(slug)).toBeUndefined();
  });
});
