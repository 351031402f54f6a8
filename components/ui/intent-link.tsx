'use client';

import Link from 'next/link';
import { useState, type ComponentProps, type FocusEvent, type PointerEvent, type TouchEvent } from 'react';

type IntentLinkProps = Omit<ComponentProps<typeof Link>, 'prefetch'>;

/**
 * A Link that prefetches its route once the visitor shows intent to follow it (a pointer over it,
 * keyboard focus, a touch) instead of as soon as it scrolls into view, so opening a page fetches no
 * other page. Next's documented hover-triggered prefetch, extended to focus and touch.
 */
export function IntentLink({ onPointerEnter, onFocus, onTouchStart, ...props }: IntentLinkProps) {
  const [intent, setIntent] = useState(false);
  return (
    <Link
      {...props}
      prefetch={intent ? null : false}
      onPointerEnter={(event: PointerEvent<HTMLAnchorElement>) => {
        setIntent(true);
        onPointerEnter?.(event);
      }}
      onFocus={(event: FocusEvent<HTMLAnchorElement>) => {
        setIntent(true);
        onFocus?.(event);
      }}
      onTouchStart={(event: TouchEvent<HTMLAnchorElement>) => {
        setIntent(true);
        onTouchStart?.(event);
      }}
    />
  );
}
