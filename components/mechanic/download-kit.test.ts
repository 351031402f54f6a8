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

function mockFetch(ok: boolean) {
  const fetchMock = jest.fn<Promise<unknown>, [string]>((url) => Promise.resolve({ ok, status: ok ? 200 : 404, text: () => Promise.resolve(ok ? (url.endsWith('.unity.json') ? unitySources : gameScript) : '') }));
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
    const files = unzipSync(file!.bytes);
    expect(Object.keys(files)).toEqual(expect.arrayContaining(['index.html', 'README.md', 'LICENSE.txt', 'config.json']));
    expect(Object.keys(files)).toEqual(expect.arrayContaining(['com.microloop.physics-dropper/package.json', 'com.microloop.physics-dropper/Runtime/PhysicsDropperGame.cs']));
    expect(strFromU8(files['index.html']!)).toContain(gameScript);
    expect(JSON.parse(strFromU8(files['config.json']!))).toMatchObject({ gravity: 12 });
    expect(notify).toHaveBeenCalledWith('PhysicsDropper starter kit downloaded', expect.objectContaining({ variant: 'success' }));
  });

  it('saves nothing and says so when the game bundle cannot be fetched', async () => {
    mockFetch(false);
    await expect(downloadStarterKit(physicsDropper, values, 'unity')).resolves.toBe(false);
    expect(saveFile).not.toHaveBeenCalled();
    expect(notify).toHaveBeenCalledWith(expect.stringContaining('could not be built'), expect.objectContaining({ variant: 'destructive' }));
  });
});
