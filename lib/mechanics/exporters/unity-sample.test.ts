/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { unitySources } from '../../../scripts/unity-sources.mjs';
import { mechanics } from '../index';
import type { Mechanic } from '../core/mechanic';
import { defaultValues } from '../core/params';
import { unityPlayMenu } from '../kit-quick-start';
import { asmdefDefines, inputSetups, runTool, stubDefines } from './mono-traces';
import { unityPackageFiles, unityPackageNames } from './unity-package';

// The Unity kit's way to play with no edit: a sample (Package Manager > Samples > Import, open the scene,
// Play) and a menu item in an Editor-only assembly (Tools > Microloop > Play <Name>).

const fixtures = join(__dirname, '__fixtures__');
const kits = (mechanics as readonly Mechanic[]).map((mechanic) => ({ mechanic, files: unityPackageFiles(mechanic, defaultValues(mechanic.params), unitySources(mechanic.slug), 'License\n') }));

const guidOf = (meta: string | undefined) => /^guid: ([0-9a-f]{32})$/m.exec(meta ?? '')?.[1];

describe('the Unity package sample', () => {
  it.each(kits.map((kit) => [kit.mechanic.name, kit] as const))('%s: package.json declares Samples~/Play, whose scene holds the Game by the GUID of its script\'s .meta', (_name, { mechanic, files }) => {
    const names = unityPackageNames(mechanic);
    const root = names.packageName;
    const manifest = JSON.parse(files[`${root}/package.json`] ?? '{}') as { samples?: { displayName: string; description: string; path: string }[] };
    expect(manifest.samples).toEqual([{ displayName: `Play ${names.title}`, description: expect.any(String), path: 'Samples~/Play' }]);
    const scenePath = `${root}/Samples~/Play/${names.title}.unity`;
    const scene = files[scenePath] ?? '';
    // Unity's text scene format: a YAML 1.1 stream of objects tagged !u!<class id> &<fileID>.
    expect(scene.startsWith('%YAML 1.1\n%TAG !u! tag:unity3d.com,2011:\n')).toBe(true);
    const objects = [...scene.matchAll(/^--- !u!(\d+) &(\d+)\n(\w+):/gm)].map((match) => ({ classId: match[1], fileId: match[2], type: match[3] }));
    expect(objects.map((object) => `${object.classId} ${object.type}`)).toEqual(expect.arrayContaining(['1 GameObject', '4 Transform', '114 MonoBehaviour', '1660057539 SceneRoots']));
    // Every local reference points at an object of the file; the script reference is the package's.
    const defined = new Set(objects.map((object) => object.fileId));
    const local = [...scene.matchAll(/\{fileID: (\d+)\}/g)].map((match) => match[1]).filter((id) => id !== '0');
    expect(local.filter((id) => !defined.has(id!))).toEqual([]);
    const script = [...scene.matchAll(/m_Script: \{fileID: (\d+), guid: ([0-9a-f]{32}), type: (\d)\}/g)];
    expect(script).toHaveLength(1);
    expect(script[0]?.slice(1)).toEqual(['11500000', guidOf(files[`${root}/Runtime/${names.game}.cs.meta`]), '3']);
    expect(scene).toMatch(new RegExp(`m_Name: ${names.title}\\n`));
    // The scene keeps its own GUID; Samples~ itself is never imported, so it has no .meta.
    expect(guidOf(files[`${scenePath}.meta`])).toEqual(expect.any(String));
    expect(files[`${root}/Samples~/Play.meta`]).toEqual(expect.any(String));
    expect(files[`${root}/Samples~.meta`]).toBeUndefined();
  });
});

describe('the Editor menu item', () => {
  const dir = mkdtempSync(join(tmpdir(), 'microloop-unity-editor-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it.each(kits.map((kit) => [kit.mechanic.name, kit] as const))('%s: an Editor-only asmdef (left out of player builds) holds Tools/Microloop/Play <Name>', (_name, { mechanic, files }) => {
    const names = unityPackageNames(mechanic);
    const root = names.packageName;
    const asmdef = JSON.parse(files[`${root}/Editor/${names.assembly}.Editor.asmdef`] ?? '{}') as Record<string, unknown>;
    // includePlatforms ["Editor"]: Unity compiles the assembly for the editor only, never into a player.
    expect(asmdef).toMatchObject({ name: `${names.assembly}.Editor`, rootNamespace: `${names.assembly}.Editor`, references: [names.assembly], includePlatforms: ['Editor'], excludePlatforms: [] });
    const runtime = JSON.parse(files[`${root}/Runtime/${names.assembly}.asmdef`] ?? '{}') as { includePlatforms?: string[]; references?: string[] };
    expect(runtime.includePlatforms ?? []).toEqual([]);
    expect(runtime.references ?? []).not.toContain(`${names.assembly}.Editor`);
    const menu = files[`${root}/Editor/${names.game}Menu.cs`] ?? '';
    expect(menu).toContain(`[MenuItem("${unityPlayMenu(mechanic)}")]`);
    expect(menu).toMatch(/EditorSceneManager\.NewScene\(NewSceneSetup\.EmptyScene, NewSceneMode\.Single\)[\s\S]*AddComponent<[\w.]+>\(\)[\s\S]*EditorApplication\.EnterPlaymode\(\)/);
    // The README plays by the menu first (three actions after the download), and says the tarball route needs npm.
    const readme = files[`${root}/README.md`] ?? '';
    expect(readme).toContain(`**${unityPlayMenu(mechanic).replace(/\//g, ' > ')}** (one action)`);
    expect(readme).toContain('**As a tarball** (needs Node.js and npm)');
        // Nothing outside Editor/ names UnityEditor: a player build has no such assembly.
    for (const [path, text] of Object.entries(files)) if (path.endsWith('.cs') && !path.includes('/Editor/')) expect(text).not.toMatch(/\bUnityEditor\b/);
  });

  it('every Editor assembly compiles with mcs against the UnityEditor stub and its package\'s runtime assembly', () => {
    const stub = join(dir, 'UnityEngine.dll');
    const editorStub = join(dir, 'UnityEditor.dll');
    const setup = inputSetups[0];
    runTool('mcs', ['-target:library', '-nologo', '-nowarn:649', ...stubDefines(setup).map((define) => `-define:${define}`), `-out:${stub}`, join(fixtures, 'UnityEngine.stub.cs')]);
    runTool('mcs', ['-target:library', '-nologo', `-r:${stub}`, `-out:${editorStub}`, join(fixtures, 'UnityEditor.stub.cs')]);
    const runtime = new Map<string, string>();
    const editor: string[] = [];
    const asmdefs: string[] = [];
    for (const { files } of kits) {
      for (const [path, text] of Object.entries(files)) {
        const file = join(dir, path);
        mkdirSync(dirname(file), { recursive: true });
        writeFileSync(file, text);
        if (path.endsWith('.asmdef') && path.includes('/Runtime/')) asmdefs.push(text);
        if (!path.endsWith('.cs')) continue;
        if (path.includes('/Editor/')) editor.push(file);
        // Each package's shell is in its own namespace: the assembly takes all six.
        else runtime.set(path, file);
      }
    }
    const defines = [...new Set(asmdefs.flatMap((asmdef) => asmdefDefines(asmdef, setup)))].map((define) => `-define:${define}`);
    const kitsDll = join(dir, 'Kits.dll');
    runTool('mcs', ['-target:library', '-nologo', '-warnaserror+', '-nowarn:649', ...defines, `-r:${stub}`, `-out:${kitsDll}`, ...runtime.values()]);
    expect(editor).toHaveLength(kits.length);
    runTool('mcs', ['-target:library', '-nologo', '-warnaserror+', `-r:${stub}`, `-r:${editorStub}`, `-r:${kitsDll}`, `-out:${join(dir, 'Editors.dll')}`, ...editor]);
  });
});
