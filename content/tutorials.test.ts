import { mechanicBySlug } from '@/lib/mechanics';
import { difficulties, tutorials } from './tutorials';

describe('tutorials', () => {
  it('are the four of SPEC §9, with exactly its durations in order', () => {
    expect(tutorials.map((t) => t.duration)).toEqual(['25 min read', '12 min watch', '30 min read', '18 min read']);
  });

  it('mark watch durations as videos and read durations as tutorials', () => {
    for (const t of tutorials) {
      expect(t.type).toBe(t.duration.endsWith('watch') ? 'video' : 'tutorial');
    }
  });

  it('cover every difficulty level and have unique ids and titles', () => {
    expect(new Set(tutorials.map((t) => t.difficulty))).toEqual(new Set(difficulties));
    expect(new Set(tutorials.map((t) => t.id)).size).toBe(tutorials.length);
    expect(new Set(tutorials.map((t) => t.title)).size).toBe(tutorials.length);
  });

  it.each(tutorials.map((t) => [t.title, t]))('“%s” is written out: steps, code, and a template whose kit it uses', (_, t) => {
    expect(mechanicBySlug(t.slug)).toBeDefined();
    expect(t.body.filter((block) => block.kind === 'steps').flatMap((block) => ('items' in block ? block.items : [])).length).toBeGreaterThanOrEqual(5);
    expect(t.body.some((block) => block.kind === 'code')).toBe(true);
  });

  it('says on the video guide’s own page that no video exists yet', () => {
    const video = tutorials.find((t) => t.type === 'video');
    const first = video?.body[0];
    expect(first?.kind === 'paragraph' && first.text).toMatch(/no video/i);
  });
});
