import { memoryTiles } from '../index';
import { createGame } from '../memory-tiles/game';
import { bootStandalone, standaloneIds } from './standalone-boot';
import { standaloneHtml } from './standalone';
import { defaultValues } from '../core/params';

// The page's controls give the keys back to the game itself, in the real game: MemoryTiles' surface is a <div>
// that takes no focus (its tiles do), so the page's refocus of the surface left them on the control just pressed,
// and the footer's arrow keys and R did nothing (review 54, js-b-1).
describe('a MemoryTiles page: the keys go back to the board after Play, Pause and Restart', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('puts the focus on a tile at load and after each control', () => {
    const html = standaloneHtml(memoryTiles, defaultValues(memoryTiles.params), '');
    document.documentElement.innerHTML = new DOMParser().parseFromString(html, 'text/html').documentElement.innerHTML;
    const game = bootStandalone(createGame, memoryTiles.params, document);
    const surface = document.getElementById(standaloneIds.game)!;
    const onTile = () => document.activeElement instanceof HTMLButtonElement && surface.contains(document.activeElement);
    expect(onTile()).toBe(true);
    for (const id of [standaloneIds.toggle, standaloneIds.toggle, standaloneIds.toggle, standaloneIds.restart]) {
      const control = document.getElementById(id) as HTMLButtonElement;
      control.focus();
      control.click();
      expect({ id, onTile: onTile() }).toEqual({ id, onTile: true });
    }
    game.destroy();
  });
});
