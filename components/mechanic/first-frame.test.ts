/** @jest-environment node */
import { mechanics } from '@/lib/mechanics';
import { palette } from '@/lib/mechanics/core/palette';
import { firstFrameSvg, stillSize } from './first-frame';
import { firstFramePath } from './first-frame-path';

describe('firstFrameSvg', () => {
  it.each(mechanics.map((mechanic) => [mechanic.name, mechanic.slug]))('draws %s\'s first frame as an SVG of the game area\'s 4:3, the same every build', async (_, slug) => {
    const svg = await firstFrameSvg(slug);
    expect(svg).toMatch(new RegExp(`^<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${stillSize.width} ${stillSize.height}"`));
    expect(svg).toMatch(/<\/svg>$/);
    expect(stillSize.width / stillSize.height).toBe(4 / 3);
    // More than a background: the game's own shapes and words.
    expect(svg!.match(/<(path|rect|text)\b/g)!.length).toBeGreaterThan(5);
    expect(svg).toContain(palette.background);
    expect(await firstFrameSvg(slug)).toBe(svg);
  });

  it('is what the game itself draws: PhysicsDropper\'s score and bins, TimingWheel\'s wheel', async () => {
    const dropper = await firstFrameSvg('physics-dropper');
    expect(dropper).toContain('>Score 0</text>');
    expect(dropper).toContain('>100</text>');
    expect(await firstFrameSvg('timing-wheel')).toContain('>Score 0</text>');
  });

  it('draws MemoryTiles (a board of buttons, not a canvas) as its board of face-down tiles', async () => {
    const svg = await firstFrameSvg('memory-tiles');
    expect(svg).toContain('Press Play');
    expect(svg!.match(/<rect x=/g)).toHaveLength(16);
  });

  it('has nothing for a slug without a game', async () => {
    expect(await firstFrameSvg('no-such-template')).toBeUndefined();
  });

  it('is served beside the template page', () => {
    expect(firstFramePath('bounce-chain')).toBe('/templates/bounce-chain/first-frame.svg');
  });
});
