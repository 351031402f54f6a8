import { showcaseProjects } from '@/content/showcase';
import { splitShowcase } from './split-showcase';

describe('splitShowcase', () => {
  it('separates the featured project from the grid without repeating it', () => {
    const { featured, rest } = splitShowcase(showcaseProjects);
    expect(featured?.title).toBe(showcaseProjects[0]?.title);
    expect(rest.map((p) => p.id)).toEqual(showcaseProjects.slice(1).map((p) => p.id));
  });

  it('keeps every project in the grid when none is featured', () => {
    const none = showcaseProjects.map((p) => ({ ...p, featured: false }));
    const { featured, rest } = splitShowcase(none);
    expect(featured).toBeUndefined();
    expect(rest).toHaveLength(3);
  });
});
