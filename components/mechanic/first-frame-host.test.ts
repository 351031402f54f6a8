/** @jest-environment node */
import type { CreateGame } from '@/lib/mechanics/core/mechanic';
import { firstFrameSvg } from './first-frame';

const mockCreateGame = jest.fn<ReturnType<CreateGame>, Parameters<CreateGame>>();
jest.mock('@/lib/mechanics/games', () => ({ loadGame: () => Promise.resolve({ createGame: mockCreateGame }) }));

const handle = { start: jest.fn(), pause: jest.fn(), focus: jest.fn(), reset: jest.fn(), update: jest.fn(), destroy: jest.fn() };

describe('firstFrameSvg\'s stand-in host', () => {
  it('lets a game use a browser API it does not know while it draws its first frame', async () => {
    mockCreateGame.mockImplementation((surface) => {
      const win = surface.ownerDocument.defaultView as unknown as Record<string, (...args: unknown[]) => { observe(): void }>;
      new (win.IntersectionObserver as unknown as new () => { observe(): void })().observe();
      win.someFutureApi!('x').observe();
      const context = (surface as HTMLCanvasElement).getContext('2d')!;
      context.fillStyle = '#abcdef';
      context.fillRect(0, 0, surface.clientWidth, surface.clientHeight);
      return handle;
    });
    const svg = await firstFrameSvg('physics-dropper');
    expect(svg).toContain('<path d="M0 0L640 0L640 480L0 480Z" fill="#abcdef"/>');
    expect(handle.destroy).toHaveBeenCalledTimes(1);
  });

  it('fails the build when a game draws nothing, rather than serving an empty still', async () => {
    mockCreateGame.mockImplementation(() => handle);
    await expect(firstFrameSvg('physics-dropper')).rejects.toThrow('physics-dropper drew nothing in its first frame');
  });
});
