/** @jest-environment node */
import { windowFocused } from './game-shell';

describe('windowFocused: whether the player is at the window a page is in, as the page can tell when a game is made', () => {
  const page = (focused: boolean) => ({ hasFocus: () => focused });

  it('a page of its own window asks its own document', () => {
    const own = { top: null as unknown as Window };
    own.top = own as unknown as Window;
    expect(windowFocused(own, page(true))).toBe(true);
    expect(windowFocused(own, page(false))).toBe(false);
  });

  it('a page in a frame of the same origin asks its top page, whose focus is anywhere in the tab, the frame unclicked or not (review 20, R20-1: a game in a frame played for nobody)', () => {
    const top = { document: page(false) };
    expect(windowFocused({ top: top as unknown as Window }, page(false))).toBe(false);
    top.document = page(true);
    // The frame's own document has no focus until the player clicks into it: the top page's says they are there.
    expect(windowFocused({ top: top as unknown as Window }, page(false))).toBe(true);
  });

  it('a frame of another origin, whose top page it cannot read, takes the player to be there', () => {
    const crossOrigin = {
      get document(): Document {
        throw new DOMException('Blocked a frame with origin from accessing a cross-origin frame.', 'SecurityError');
      },
    };
    expect(windowFocused({ top: crossOrigin as unknown as Window }, page(false))).toBe(true);
  });

  it('a document without hasFocus() (an old host) takes the player to be there', () => {
    const own = { top: null as unknown as Window };
    own.top = own as unknown as Window;
    expect(windowFocused(own, {} as Pick<Document, 'hasFocus'>)).toBe(true);
  });
});
