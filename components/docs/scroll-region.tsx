'use client';

import clsx from 'clsx';
import { useEffect, useRef, useState, type ReactNode } from 'react';

type ScrollRegionProps = { label: string; className?: string; children: ReactNode };

/**
 * A horizontally scrolling box. While its content overflows it is a named, focusable region so
 * keyboard users can scroll it; when everything fits it is a plain box and no extra tab stop.
 */
export function ScrollRegion({ label, className, children }: ScrollRegionProps) {
  const ref = useRef<HTMLDivElement>(null);
  // Server HTML assumes overflow: a spare tab stop is harmless, an unreachable scroller is not.
  const [scrolls, setScrolls] = useState(true);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new ResizeObserver(() => setScrolls(element.scrollWidth > element.clientWidth + 1));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <div
      ref={ref}
      className={clsx('overflow-x-auto overscroll-x-contain focus-visible:-outline-offset-2', className)}
      {...(scrolls ? { role: 'region', 'aria-label': label, tabIndex: 0 } : {})}
    >
      {children}
    </div>
  );
}
