import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { jsTypesFor, soundWaitWords } from './contract-text';

// The bundled declarations as the site serves them (scripts/bundle-games.mjs), before the kit words them for its game.
const bundled = (slug: string) => readFileSync(join(process.cwd(), 'public/games', `${slug}.d.ts`), 'utf8');
const docOf = (types: string, member: string) => {
  const at = types.indexOf(`\t${member}`);
  return types.slice(types.lastIndexOf('/**', at), at);
};

describe('jsTypesFor: the shared doc comments in the words of each game', () => {
  it('says in RhythmClacker’s autoStart that with sound on the song waits for the first press (review 55, js-a-1), and in no other game', () => {
    expect(docOf(jsTypesFor('rhythm-clacker', bundled('rhythm-clacker')), 'autoStart?:')).toContain(soundWaitWords());
    expect(docOf(jsTypesFor('timing-wheel', bundled('timing-wheel')), 'autoStart?:')).not.toContain('the song');
  });

  it('names in destroy() only what the game borrows: no touch-action in MemoryTiles, the audio session in RhythmClacker alone (review 55, js-b-4)', () => {
    const destroy = (slug: string) => docOf(jsTypesFor(slug, bundled(slug)), 'destroy(): void;');
    expect(destroy('memory-tiles')).not.toContain('touch-action');
    expect(destroy('memory-tiles')).toMatch(/is yours and stays\); nothing fires after it\./);
    expect(destroy('bounce-chain')).toContain('touch-action');
    expect(destroy('rhythm-clacker')).toContain('audio session type (RhythmClacker)');
    for (const slug of ['physics-dropper', 'double-tap-dash', 'memory-tiles', 'bounce-chain', 'timing-wheel']) expect(destroy(slug)).not.toContain('RhythmClacker');
  });
});
