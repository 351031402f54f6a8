'use client';

import { IntentLink } from '@/components/ui/intent-link';
import { usePathname } from 'next/navigation';
import clsx from 'clsx';
import { useEffect, useRef, useState } from 'react';
import type { NavLink } from '@/content/site';
import { Icon } from '@/components/ui/icon';

/** Whether a nav href is the page being shown; trailing slashes from the export are ignored. */
export function isActivePath(pathname: string, href: string) {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (href === '/') return path === '/';
  return path === href || path.startsWith(`${href}/`);
}

export function MainNav({ links }: { links: readonly NavLink[] }) {
  const pathname = usePathname();
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [open]);

  return (
    <nav aria-label="Main" className="flex items-center md:flex-1 md:justify-center">
      <button
        ref={toggleRef}
        type="button"
        className="inline-flex size-11 items-center justify-center rounded-lg text-fg hover:bg-surface-2 md:hidden"
        aria-expanded={open}
        aria-controls="main-menu"
        aria-label={open ? 'Close menu' : 'Open menu'}
        onClick={() => setOpen((value) => !value)}
      >
        <Icon name={open ? 'close' : 'menu'} className="size-6" />
      </button>
      <ul
        id="main-menu"
        className={clsx(
          open ? 'flex' : 'hidden',
          'absolute inset-x-0 top-full flex-col gap-1 border-b border-border bg-bg/95 p-3 shadow-2xl backdrop-blur transition-[opacity,transform] duration-200 max-md:starting:-translate-y-2 max-md:starting:opacity-0',
          'md:static md:flex md:flex-row md:items-center md:gap-1 md:border-0 md:bg-transparent md:p-0 md:shadow-none md:backdrop-blur-none',
        )}
      >
        {links.map((link) => {
          const active = isActivePath(pathname, link.href);
          return (
            <li key={link.href}>
              <IntentLink
                href={link.href}
                aria-current={active ? 'page' : undefined}
                onClick={() => setOpen(false)}
                className={clsx(
                  'block rounded-lg px-3 py-2.5 text-base font-medium transition-colors md:px-2.5 md:py-2 md:text-sm lg:px-3',
                  active ? 'bg-surface-2 text-fg shadow-[inset_0_-2px_0_var(--color-accent-2)]' : 'text-muted hover:bg-surface-2 hover:text-fg',
                )}
              >
                {link.label}
              </IntentLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
