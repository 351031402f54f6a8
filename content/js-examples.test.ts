/** @jest-environment node */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { generateDtsBundle } from 'dts-bundle-generator';
import ts from 'typescript';
import { mechanics } from '@/lib/mechanics';
import { samplesIn } from './kit-api/code-samples';
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

/**
 * Every kit's `src/<slug>.d.ts` as scripts/bundle-games.mjs generates it, by slug: one TypeScript program for
 * the six, made once for the two checks below that read them (each program takes seconds).
 */
let kitDeclarations: ReadonlyMap<string, string> | undefined;
function declarationsBySlug() {
  kitDeclarations ??= new Map(
    generateDtsBundle(
      mechanics.map((mechanic) => ({ filePath: join(mechanicsDir, mechanic.slug, 'game.ts'), output: { noBanner: true, exportReferencedTypes: true } })),
      { preferredConfigPath: join(__dirname, '../tsconfig.json') },
    ).map((text, index) => [mechanics[index]?.slug ?? '', text]),
  );
  return kitDeclarations;
}

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

/**
 * Every JavaScript sample the site shows (the Docs', the snippets', the API pages' and the tutorials')
 * type-checks against the declarations its kit ships, `src/<slug>.d.ts`, generated here as
 * scripts/bundle-games.mjs generates them: as a checked JavaScript module importing the kit's module by
 * its path in the kit, strict but for null checks and implicit any, which plain JavaScript cannot state.
 */
describe('the site’s JavaScript samples type-check against the kit’s .d.ts', () => {
  const samples = [...samplesIn('JavaScript'), ...samplesIn('HTML')];
  const dir = mkdtempSync(join(tmpdir(), 'microloop-samples-js-'));
  const diagnostics = new Map<string, string[]>();
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  beforeAll(() => {
    const declarations = declarationsBySlug();
    const files = samples.map((sample, index) => {
      const folder = join(dir, `sample-${index}`);
      mkdirSync(join(folder, 'src'), { recursive: true });
      writeFileSync(join(folder, 'src', `${sample.slug}.d.ts`), declarations.get(sample.slug) ?? '');
      // An HTML sample's module script is the code; the page around it is markup.
      const code = sample.language === 'HTML' ? (/<script type="module">([\s\S]*?)<\/script>/.exec(sample.code)?.[1] ?? '') : sample.code;
      const file = join(folder, 'main.js');
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, code);
      return { where: sample.where, file };
    });
    const program = ts.createProgram(
      files.map((entry) => entry.file),
      {
        allowJs: true,
        checkJs: true,
        noEmit: true,
        strict: true,
        strictNullChecks: false,
        noImplicitAny: false,
        target: ts.ScriptTarget.ES2020,
        module: ts.ModuleKind.ESNext,
        moduleResolution: ts.ModuleResolutionKind.Bundler,
        lib: ['lib.es2020.d.ts', 'lib.dom.d.ts'],
        types: [],
      },
    );
    const all = ts.getPreEmitDiagnostics(program);
    for (const entry of files) {
      const own = all.filter((diagnostic) => diagnostic.file?.fileName === entry.file || diagnostic.file === undefined);
      diagnostics.set(entry.where, own.map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')));
    }
  }, 120_000);

  it('finds them: the API pages’, the Docs’ and the tutorials’', () => {
    expect(samples.length).toBeGreaterThanOrEqual(10);
  });

  it.each(samples.map((sample) => sample.where))('%s', (where) => {
    expect(diagnostics.get(where)).toEqual([]);
  });
});

/**
 * Review 1 of 2026-11-29, J7: the kit's `.d.ts` accepts what the game accepts. A setting or an option given as
 * `null` or `undefined` is one not given (2.0.0), so a TypeScript host under `strict` and `exactOptionalPropertyTypes`
 * (on in many strict templates) passes `{ gravity: props.gravity }` or `null` to createGame, update() and createModel.
 */
describe('the kit’s .d.ts takes a setting or an option given as null or undefined, under strict and exactOptionalPropertyTypes', () => {
  const dir = mkdtempSync(join(tmpdir(), 'microloop-nullable-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('type-checks createGame, update() and createModel with null and an optional value, in all six kits', () => {
    const declarations = declarationsBySlug();
    const files = mechanics.map((mechanic) => {
      writeFileSync(join(dir, `${mechanic.slug}.d.ts`), declarations.get(mechanic.slug) ?? '');
      const key = mechanic.params[0]?.key ?? '';
      const surface = mechanic.surface === 'canvas' ? 'HTMLCanvasElement' : 'HTMLElement';
      const file = join(dir, `${mechanic.slug}-host.ts`);
      writeFileSync(
        file,
        `import { createGame, createModel } from './${mechanic.slug}';
declare const surface: ${surface};
declare const fromProps: number | undefined;
const game = createGame(surface, { ${key}: null }, { seed: null, autoStart: null, reducedMotion: undefined, onScore: null, onStatus: undefined });
game.update({ ${key}: fromProps });
game.update({ ${key}: null });
const rules = createModel({ ${key}: fromProps }, 1);
rules.update({ ${key}: null });
createGame(surface, { ${key}: fromProps }).destroy();
// The whole options argument and createModel's seed as null too, as the changelog says (review 3 of 2026-11-29, L3).
createGame(surface, {}, null).destroy();
createModel({}, null);
// The values argument as null as well: the runtime reads it as none given (review 3 of 2026-11-29, L3 follow-up).
createModel(null);
createModel(null, null).update({ ${key}: fromProps });
createGame(surface, null, null).destroy();
game.update(null);
`,
      );
      return file;
    });
    const program = ts.createProgram(files, {
      noEmit: true,
      strict: true,
      exactOptionalPropertyTypes: true,
      target: ts.ScriptTarget.ES2020,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      lib: ['lib.es2020.d.ts', 'lib.dom.d.ts'],
      types: [],
      skipLibCheck: false,
    });
    const problems = ts
      .getPreEmitDiagnostics(program)
      .map((diagnostic) => `${diagnostic.file?.fileName.replace(dir, '') ?? ''}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ')}`);
    expect(problems).toEqual([]);
  }, 120_000);
});
