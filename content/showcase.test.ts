import { showcaseProjects, showcaseTemplates } from './showcase';

describe('showcase projects', () => {
  it('are three, using the sample template names and likes/comments pairs', () => {
    expect(showcaseProjects.map((p) => [p.template, p.likes, p.comments])).toEqual([
      ['PhysicsDropper X', 312, 58],
      ['BeatSync Pro', 245, 41],
      ['CogniTiles Prime', 198, 33],
    ]);
    expect([...showcaseTemplates]).toEqual(showcaseProjects.map((p) => p.template));
  });

  it('flag exactly one project as featured, and it is the first', () => {
    expect(showcaseProjects.filter((p) => p.featured)).toHaveLength(1);
    expect(showcaseProjects[0]?.featured).toBe(true);
  });

  it('have an SVG image with real alt text and unique ids', () => {
    for (const p of showcaseProjects) {
      expect(p.image.src).toMatch(/^\/showcase\/[a-z-]+\.svg$/);
      expect(p.image.alt.length).toBeGreaterThan(30);
    }
    expect(new Set(showcaseProjects.map((p) => p.id)).size).toBe(showcaseProjects.length);
  });
});

describe('showcase images', () => {
  it('exist in public/ as small SVGs on the shared 640x400 canvas', () => {
    const { readFileSync } = jest.requireActual<typeof import('node:fs')>('node:fs');
    const sources = new Set<string>();
    for (const p of showcaseProjects) {
      const svg = readFileSync(`${process.cwd()}/public${p.image.src}`, 'utf8');
      expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 640 400"/);
      expect(svg.length).toBeLessThan(8_000);
      sources.add(svg);
    }
    expect(sources.size).toBe(showcaseProjects.length);
  });
});
