/** @jest-environment node */
// The scripts are plain .mjs that Node runs without a build step; the tests and the site import them
// through the .d.mts beside each. This checks every declaration against the module it describes, so a
// renamed export, a new parameter or a changed constant cannot leave the types telling a different story.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

type Declared = { name: string; kind: 'function'; required: number; total: number } | { name: string; kind: 'value'; type: string };

function declaredExports(path: string): Declared[] {
  const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: Declared[] = [];
  const exported = (node: ts.Node) => ts.canHaveModifiers(node) && !!ts.getModifiers(node)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
  for (const statement of source.statements) {
    if (ts.isFunctionDeclaration(statement) && statement.name && exported(statement)) {
      const params = statement.parameters;
      found.push({ name: statement.name.text, kind: 'function', required: params.filter((p) => !p.questionToken && !p.initializer && !p.dotDotDotToken).length, total: params.length });
    }
    if (ts.isVariableStatement(statement) && exported(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        found.push({ name: declaration.name.getText(source), kind: 'value', type: declaration.type?.getText(source) ?? 'unknown' });
      }
    }
  }
  return found;
}

/** The runtime kind a declared constant's type promises, where it names one. */
function expectedKind(type: string): string | null {
  if (type === 'string' || type === 'number' || type === 'boolean') return type;
  if (type.startsWith('Set<')) return 'Set';
  if (type.startsWith('Record<') || type.startsWith('{') || type.endsWith('[]')) return 'object';
  return null;
}

const scriptsDir = __dirname;
const pairs = readdirSync(scriptsDir)
  .filter((name) => name.endsWith('.d.mts'))
  .map((name) => name.replace(/\.d\.mts$/, ''));

describe.each(pairs)('scripts/%s.d.mts', (name) => {
  const declared = declaredExports(join(scriptsDir, `${name}.d.mts`));
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the module under test, loaded by its name
  const runtime: Record<string, unknown> = require(`./${name}.mjs`);

  it('declares exactly what the module exports', () => {
    expect(declared.map((d) => d.name).sort()).toEqual(Object.keys(runtime).filter((key) => key !== '__esModule').sort());
  });

  it('gives each function the parameters it takes, and each constant its kind', () => {
    for (const declaration of declared) {
      const value = runtime[declaration.name];
      if (declaration.kind === 'function') {
        expect({ name: declaration.name, type: typeof value }).toEqual({ name: declaration.name, type: 'function' });
        // Function.length counts the parameters before the first one with a default: the required ones.
        const length = (value as (...args: unknown[]) => unknown).length;
        expect({ name: declaration.name, required: length }).toEqual({ name: declaration.name, required: declaration.required });
        expect(declaration.total).toBeGreaterThanOrEqual(length);
      } else {
        const kind = expectedKind(declaration.type);
        if (kind === 'Set') expect(value).toBeInstanceOf(Set);
        else if (kind) expect({ name: declaration.name, kind: typeof value }).toEqual({ name: declaration.name, kind });
      }
    }
  });
});

it('finds the declaration files', () => {
  expect(pairs).toEqual(expect.arrayContaining(['after-paint', 'compile-hints', 'security-headers', 'site-url']));
});
