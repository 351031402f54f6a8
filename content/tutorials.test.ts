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

// The Godot tutorial's peek figures are the rules' (review 54, G7): written here, so held to the model and the spec.
describe('godot-memory-tiles-resources: the streak sentence', () => {
  it('names the peek floor, the default Peek Reduction and level 2\'s peek after one good board as the rules give them', () => {
    const { minPeekSeconds, peekSeconds } = jest.requireActual<typeof import('@/lib/mechanics/memory-tiles/model')>('@/lib/mechanics/memory-tiles/model');
    const reduction = mechanicBySlug('memory-tiles')!.params.find((spec) => spec.key === 'peekCut')!.defaultValue;
    const tutorial = tutorials.find((entry) => entry.id === 'godot-memory-tiles-resources')!;
    const text = JSON.stringify(tutorial.body);
    expect(text).toContain(`(down to ${minPeekSeconds} s): with the default ${reduction} s, level 2 would peek ${peekSeconds(2, reduction, 1)} s after a good first board`);
  });
});
