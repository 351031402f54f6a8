// Review 13, R13-1: the JavaScript kit's README and `.d.ts` speak of a run's end and of "between runs" only in the
// games whose runs end; PhysicsDropper's board and MemoryTiles' boards never end a run.
import { readFileSync } from 'node:fs';
import { runsEnd } from '../all-games/contract-text';
import { bounceChain, doubleTapDash, memoryTiles, physicsDropper, rhythmClacker, timingWheel } from '../index';
import { defaultValues } from '../core/params';
import { buildStarterKit, type KitLicense } from './kit';

const license: KitLicense = { text: 'The license.\n', documentTitle: 'Terms of Service', leads: ['Non-exclusive.'] };
// The shared comments as dts-bundle-generator copies them into every game's .d.ts (core/mechanic.ts).
const sharedTypes = readFileSync('lib/mechanics/core/mechanic.ts', 'utf8');
const runEndWords = /run's end|between runs|after a run ended/;

const mechanics = [physicsDropper, doubleTapDash, rhythmClacker, memoryTiles, bounceChain, timingWheel];

/** The kit's README and its `.d.ts`, as the kit builds them. */
function kitWords(slug: string): { readme: string; types: string } {
  const mechanic = mechanics.find((each) => each.slug === slug);
  if (!mechanic) throw new Error(slug);
  const files = buildStarterKit(mechanic, defaultValues(mechanic.params), { gameScript: 'void 0;', engine: 'js', gameModule: 'export {};', gameTypes: sharedTypes }, license);
  return { readme: files['README.md'] ?? '', types: files[`src/${slug}.d.ts`] ?? '' };
}

/** The kit's README seed line and the `.d.ts` comments on seed, onPause and onResume. */
function words(slug: string): string[] {
  const { readme, types } = kitWords(slug);
  const seedLine = readme.split('\n').find((line) => line.startsWith('- `seed`')) ?? '';
  const comment = (member: string) => new RegExp(`/\\*\\*([^*]|\\*(?!/))*\\*/\\s*${member}\\?:`).exec(types)?.[0] ?? '';
  const found = [seedLine, comment('seed'), comment('onPause'), comment('onResume')];
  expect(found.filter((text) => text === '')).toEqual([]);
  return found;
}

const endless = mechanics.map((mechanic) => mechanic.slug).filter((slug) => !runsEnd(slug));
const ending = mechanics.map((mechanic) => mechanic.slug).filter((slug) => runsEnd(slug));

it('PhysicsDropper and MemoryTiles are the games whose runs never end', () => {
  expect(endless).toEqual(['physics-dropper', 'memory-tiles']);
});

it.each(endless)('%s: never speaks of a run’s end or of between runs in the README’s seed line or the .d.ts seed, onPause and onResume', (slug) => {
  for (const text of words(slug)) expect({ text, says: runEndWords.test(text) }).toEqual({ text, says: false });
});

// A run's end as the shared comments say it, reset()'s "or after it ended" wrapped over two lines included.
const anyRunEnd = /run's end|between runs|after a run ended|or after(\s*\*)?\s*it ended/;

it.each(endless)('%s: no comment anywhere in its .d.ts speaks of a run’s end (reset()’s too)', (slug) => {
  expect(anyRunEnd.exec(kitWords(slug).types)?.[0] ?? null).toBeNull();
});

it.each(ending)('%s: reset()’s comment names R after a run ended too', (slug) => {
  expect(kitWords(slug).types).toMatch(/or after(\s*\*)?\s*it ended/);
});

it.each(ending)('%s: names the run’s end in the README’s seed line and the .d.ts seed, onPause and onResume', (slug) => {
  for (const text of words(slug)) expect({ text, says: runEndWords.test(text) }).toEqual({ text, says: true });
});
