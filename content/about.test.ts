import { iconPaths } from '@/lib/design/icons';
import { aboutHero, mission, philosophy, story, values } from './about';

describe('about content', () => {
  it('names the four guiding values exactly as the spec does', () => {
    expect(values.map((v) => v.title)).toEqual([
      'Hyper-Speed Prototyping',
      'Unleash Creativity',
      'Power of Community',
      'Elegant Engineering',
    ]);
  });

  it.each(values.map((v) => [v.title, v.icon] as const))('%s uses an icon the icon set has a path for (%s)', (_, icon) => {
    expect(iconPaths[icon]).toMatch(/^M[\d.]/);
  });

  it('has an h1 the route check accepts, a mission, the Plinko quote and a founding story', () => {
    expect(`${aboutHero.title.lead} ${aboutHero.title.highlight}`).toMatch(/about|microloop/i);
    expect(mission.paragraphs.length).toBeGreaterThan(0);
    expect(philosophy.eyebrow).toMatch(/plinko/i);
    expect(story.steps.length).toBeGreaterThanOrEqual(3);
    expect(new Set(story.steps.map((s) => s.title)).size).toBe(story.steps.length);
  });
});
