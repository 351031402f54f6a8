/** @jest-environment node */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { docTopics } from './docs';
import { snippets } from './snippets';

/**
 * Every JavaScript example the Docs page shows (the doc sections' HTML and the snippet cards) is
 * written against the module a JavaScript kit ships: the file it imports is the kit's
 * `src/<slug>.js`, the names it imports are that module's exports, and every method it calls on the
 * handle and every option it passes are declared by the game contract.
 */
const mechanicsDir = join(__dirname, '../lib/mechanics');
const contract = readFileSync(join(mechanicsDir, 'core/mechanic.ts'), 'utf8');
const declaredIn = (typeName: string) => {
  const body = new RegExp(`export type ${typeName}[^{]*\\{([\\s\\S]*?)\\n\\};`).exec(contract)?.[1] ?? '';
  return new Set([...body.matchAll(/^\s{2}(\w+)\??[(:]/gm)].map((match) => match[1]));
};
const handleMethods = declaredIn('GameHandle');
const options = new Set([...declaredIn('GameOptions'), ...declaredIn('GameEvents')]);

const examples = [
  ...docTopics.flatMap((topic) =>
    topic.blocks.flatMap((block) => (block.kind === 'code' && /import\s*\{/.test(block.code) ? [{ where: `${topic.id}: ${block.label}`, code: block.code }] : [])),
  ),
  ...snippets.filter((snippet) => snippet.language === 'JavaScript').map((snippet) => ({ where: snippet.id, code: snippet.code })),
];

describe('the Docs page’s JavaScript examples', () => {
  it('finds the examples (the doc sections and the snippet cards)', () => {
    expect(examples.length).toBeGreaterThanOrEqual(3);
  });

  it('reads the contract it checks against', () => {
    expect([...handleMethods]).toEqual(expect.arrayContaining(['start', 'update', 'destroy']));
    expect([...options]).toEqual(expect.arrayContaining(['seed', 'autoStart', 'onScore']));
  });

  it.each(examples)('$where imports the kit module’s own exports and calls only its handle', ({ code }) => {
    const imported = /import \{ ([\w, ]+) \} from '\.\/src\/([\w-]+)\.js';/.exec(code);
    expect(imported).not.toBeNull();
    const [, names = '', slug = ''] = imported ?? [];
    const gameFile = join(mechanicsDir, slug, 'game.ts');
    expect(existsSync(gameFile)).toBe(true);
    const source = readFileSync(gameFile, 'utf8');
    for (const name of names.split(',').map((part) => part.trim())) expect(source).toMatch(new RegExp(`export (?:const|function) ${name}\\b`));

    const handle = /const (\w+) = createGame\(/.exec(code)?.[1];
    expect(handle).toBeDefined();
    const called = [...code.matchAll(new RegExp(`\\b${handle}\\.(\\w+)\\(`, 'g'))].map((match) => match[1]);
    for (const method of called) expect(handleMethods).toContain(method);
    const passed = [...code.matchAll(/\b(on[A-Z]\w*|seed|autoStart|reducedMotion)\s*:/g)].map((match) => match[1]);
    expect(called.length + passed.length).toBeGreaterThan(0);
    for (const option of passed) expect(options).toContain(option);
  });
});
