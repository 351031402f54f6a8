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
});
