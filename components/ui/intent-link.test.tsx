import { fireEvent, render, screen } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { IntentLink } from './intent-link';

// next/link stands in as a plain anchor that shows the prefetch mode it was given.
jest.mock('next/link', () => ({
  __esModule: true,
  default: ({ prefetch, href, ...props }: ComponentProps<'a'> & { prefetch?: boolean | null; href: string }) => (
    <a href={href} data-prefetch={String(prefetch)} {...props} />
  ),
}));

describe('IntentLink', () => {
  it('does not prefetch until the visitor shows intent', () => {
    render(<IntentLink href="/docs/">Docs</IntentLink>);
    const link = screen.getByRole('link', { name: 'Docs' });
    expect(link).toHaveAttribute('href', '/docs/');
    expect(link).toHaveAttribute('data-prefetch', 'false');
  });

  it.each([
    ['a pointer over it', (link: HTMLElement) => fireEvent.pointerEnter(link)],
    ['keyboard focus', (link: HTMLElement) => fireEvent.focus(link)],
    ['a touch', (link: HTMLElement) => fireEvent.touchStart(link)],
  ])('hands prefetching back to Next on %s', (_, showIntent) => {
    render(<IntentLink href="/docs/">Docs</IntentLink>);
    const link = screen.getByRole('link', { name: 'Docs' });
    showIntent(link);
    expect(link).toHaveAttribute('data-prefetch', 'null');
  });

  it('still calls the handlers it was given', () => {
    const onPointerEnter = jest.fn();
    const onFocus = jest.fn();
    const onTouchStart = jest.fn();
    render(
      <IntentLink href="/" onPointerEnter={onPointerEnter} onFocus={onFocus} onTouchStart={onTouchStart}>
        Home
      </IntentLink>,
    );
    const link = screen.getByRole('link', { name: 'Home' });
    fireEvent.pointerEnter(link);
    fireEvent.focus(link);
    fireEvent.touchStart(link);
    expect(onPointerEnter).toHaveBeenCalledTimes(1);
    expect(onFocus).toHaveBeenCalledTimes(1);
    expect(onTouchStart).toHaveBeenCalledTimes(1);
  });
});
