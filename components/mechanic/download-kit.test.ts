import { strFromU8, unzipSync } from 'fflate';
import { physicsDropper } from '@/lib/mechanics';
import { defaultValues } from '@/lib/mechanics/core/params';
import { kitVersion } from '@/lib/mechanics/releases';
import { saveFile } from '@/components/playground/download';
import { notify } from '@/components/ui/notify';
import { downloadStarterKit } from './download-kit';

jest.mock('@/components/playground/download', () => ({ saveFile: jest.fn() }));
jest.mock('@/components/ui/notify', () => ({ notify: jest.fn() }));

const gameScript = 'window.__game = 1;';
const unitySources = JSON.stringify({ 'Runtime/PhysicsDropperModel.cs': '// the rules', 'Runtime/PhysicsDropperGame.cs': '// the game', 'Runtime/Microloop.PhysicsDropper.asmdef': '{}' });
const values = { ...defaultValues(physicsDropper.params), gravity: 12 };

const godotProject = JSON.stringify({ 'project.godot': '[application]\n\nrun/main_scene="res://main.tscn"\n', 'main.tscn': '[gd_scene format=3]\n' });
const moduleText = 'const createGame = () => 1;\nexport { createGame };\n';

function bodyOf(url: string) {
  if (url.endsWith('.unity.json')) return unitySources;
  if (url.endsWith('.godot.json')) return godotProject;
  return url.endsWith('.mjs') ? moduleText : gameScript;
}

function mockFetch(ok: boolean) {
  const fetchMock = jest.fn<Promise<unknown>, [string]>((url) => Promise.resolve({ ok, status: ok ? 200 : 404, text: () => Promise.resolve(ok ? bodyOf(url) : '') }));
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

beforeEach(() => jest.clearAllMocks());

describe('downloadStarterKit', () => {
  it('fetches the game bundle, saves a zip of the kit and says so', async () => {
    const fetchMock = mockFetch(true);
    await expect(downloadStarterKit(physicsDropper, values, 'unity')).resolves.toBe(true);
    expect(fetchMock).toHaveBeenCalledWith('/games/physics-dropper.standalone.js');
    expect(fetchMock).toHaveBeenCalledWith('/games/physics-dropper.unity.json');
    const file = jest.mocked(saveFile).mock.calls[0]?.[0];
    expect(file?.filename).toBe(`physics-dropper-unity-starter-kit-${kitVersion('physics-dropper')}.zip`);
    expect(file?.type).toBe('application/zip');
    const root = 'physics-dropper-unity-starter-kit/';
    const files = Object.fromEntries(Object.entries(unzipSync(file!.bytes)).map(([path, data]) => [path.replace(root, ''), data]));
    expect(Object.keys(files)).toEqual(expect.arrayContaining(['index.html', 'README.md', 'LICENSE.txt', 'config.json']));
    expect(Object.keys(files)).toEqual(expect.arrayContaining(['com.microloop.physics-dropper/package.json', 'com.microloop.physics-dropper/Runtime/PhysicsDropperGame.cs']));
    expect(strFromU8(files['index.html']!)).toContain(gameScript);
    expect(JSON.parse(strFromU8(files['config.json']!))).toMatchObject({ gravity: 12 });
    expect(notify).toHaveBeenCalledWith('PhysicsDropper starter kit downloaded', expect.objectContaining({ variant: 'success' }));
  });

  it('zips every engine\'s kit under one root folder, the one its file name and its README name, with a directory entry before each folder\'s files', async () => {
    mockFetch(true);
    for (const engine of ['unity', 'godot', 'js'] as const) {
      jest.mocked(saveFile).mockClear();
      await expect(downloadStarterKit(physicsDropper, values, engine)).resolves.toBe(true);
      const file = jest.mocked(saveFile).mock.calls[0]?.[0];
      const root = `physics-dropper-${engine}-starter-kit`;
      expect(file?.filename).toBe(`${root}-${kitVersion('physics-dropper')}.zip`);
      const paths = Object.keys(unzipSync(file!.bytes));
      expect(paths.filter((path) => !path.startsWith(`${root}/`))).toEqual([]);
      expect(paths[0]).toBe(`${root}/`);
      // Godot's Project Manager makes a folder only from a directory entry (project_dialog.cpp), before the files in it.
      for (const [index, path] of paths.entries()) {
        const parent = path.replace(/[^/]+\/?$/, '');
        expect(paths.indexOf(parent)).toBeLessThan(index === 0 ? 1 : index);
      }
      expect(strFromU8(unzipSync(file!.bytes)[`${root}/README.md`]!)).toContain(root);
    }
  });

  it('saves nothing and says so when the game bundle cannot be fetched', async () => {
    mockFetch(false);
    await expect(downloadStarterKit(physicsDropper, values, 'unity')).resolves.toBe(false);
    expect(saveFile).not.toHaveBeenCalled();
    expect(notify).toHaveBeenCalledWith(expect.stringContaining('could not be built'), expect.objectContaining({ variant: 'destructive' }));
  });
});
