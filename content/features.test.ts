import { iconPaths } from '@/lib/design/icons';
import { features } from './features';

describe('features', () => {
  it('has the six pitch points of the spec, in its order', () => {
    expect(features.map((f) => f.title)).toEqual([
      'Design, test and export in minutes',
      'Multi-engine support',
      'Community-driven',
      'Focus on core mechanics',
      'Scalable foundations',
      'Interactive learning',
    ]);
  });

  it('uses unique ids and titles and says something real about each', () => {
    expect(new Set(features.map((f) => f.id)).size).toBe(features.length);
    expect(new Set(features.map((f) => f.title)).size).toBe(features.length);
    for (const feature of features) expect(feature.description.length).toBeGreaterThan(60);
  });

  it.each(features.map((f) => [f.title, f.icon] as const))('%s uses an icon the icon set has a path for (%s)', (_, icon) => {
    expect(iconPaths[icon]).toMatch(/^M[\d.]/);
  });
});
