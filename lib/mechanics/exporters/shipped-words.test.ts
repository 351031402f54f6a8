/** @jest-environment node */
import { realKit } from '@/content/kit-api/real-kits';
import { mechanics } from '../index';
import { vendorNotes, websiteSources } from './shipped-words';

describe('vendorNotes', () => {
  const vendor = new Set(['player-words.ts', 'game.ts']);
  it('finds review and issue ids and the website\'s file names, not the kit\'s own files or the user\'s', () => {
    const files = {
      'src/a.d.ts': ['/** null is one not given (review 1 of 2026-11-29, J7). */', ' * as createModel returns it (issue 46): the same', ' // (review R2): the board', ' * fits (N5).', ' * the prompts (player-words.ts).', ' * types: a.d.ts, config.json, src/main.ts', ' * port of lib/mechanics/x/model.ts'].join('\n'),
    };
    expect(vendorNotes(files, vendor).map((note) => note.split(':')[1])).toEqual(['1', '2', '3', '4', '5', '7']);
  });
});

describe.each(['unity', 'godot'] as const)('the %s kits ship no vendor note (review 5 P5)', (engine) => {
  const sources = websiteSources();
  it.each(mechanics.map((mechanic) => mechanic.slug))('%s', (slug) => {
    expect(vendorNotes(realKit(slug, engine).files, sources)).toEqual([]);
  });
});
