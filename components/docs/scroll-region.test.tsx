import { act, render, screen } from '@testing-library/react';
import { ScrollRegion } from './scroll-region';

let notify: () => void = () => {};

beforeAll(() => {
  // jsdom has no layout: the observer is driven by hand and the sizes are stubbed.
  globalThis.ResizeObserver = class {
    constructor(callback: ResizeObserverCallback) {
      notify = () => callback([], this);
    }
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

function setSizes(scrollWidth: number, clientWidth: number) {
  Object.defineProperty(HTMLElement.prototype, 'scrollWidth', { configurable: true, get: () => scrollWidth });
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => clientWidth });
}

describe('ScrollRegion', () => {
  it('is a named, focusable region while its content overflows', () => {
    setSizes(800, 300);
    render(<ScrollRegion label="Example code">text</ScrollRegion>);
    act(() => notify());
    const region = screen.getByRole('region', { name: 'Example code' });
    expect(region).toHaveAttribute('tabindex', '0');
  });

  it('is a plain box with no tab stop once everything fits', () => {
    setSizes(300, 300);
    render(<ScrollRegion label="Example code">text</ScrollRegion>);
    act(() => notify());
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(screen.getByText('text')).not.toHaveAttribute('tabindex');
  });
});
