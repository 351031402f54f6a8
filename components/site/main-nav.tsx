'use client';

import { IntentLink } from '@/components/ui/intent-link';
import { usePathname } from 'next/navigation';
import clsx from 'clsx';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { NavLink } from '@/content/site';

/** Whether a nav href is the page being shown; trailing slashes from the export are ignored. */
export function isActivePath(pathname: string, href: string) {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (href === '/') return path === '/';
  return path === href || path.startsWith(`${href}/`);
}

export const MENU_ID = 'main-menu';

type MainNavProps = {
  links: readonly NavLink[];
  /** The toggle's icons, rendered by the server so the icon set stays out of this island. */
  openIcon: ReactNode;
  closeIcon: ReactNode;
};

/**
 * The main nav; below 768 px its links sit in a native popover the toggle opens, so the first tap works
 * before hydration and without JavaScript, and the browser handles Escape (focus back to the toggle) and
 * a tap outside. The toggle's name and icon follow the popover's state in CSS; once hydrated, React adds
 * aria-expanded (before that, Chrome exposes the popover's state on its invoker itself) and closes the
 * menu when a link navigates without a page load.
 */
export function MainNav({ links, openIcon, closeIcon }: MainNavProps) {
  const pathname = usePathname();
  const menu = useRef<HTMLUListElement>(null);
  const [open, setOpen] = useState<boolean | null>(null);

  useEffect(() => {
    const element = menu.current;
    if (!element) return;
    const sync = () => setOpen(element.matches(':popover-open'));
    sync();
    element.addEventListener('toggle', sync);
    return () => element.removeEventListener('toggle', sync);
  }, []);

  const close = () => {
    if (menu.current?.matches(':popover-open')) menu.current.hidePopover();
  };

  return (
    <nav aria-label="Main" className="group/nav flex items-center md:flex-1 md:justify-center">
      <button
        type="button"
        popoverTarget={MENU_ID}
        aria-controls={MENU_ID}
        aria-expanded={open ?? undefined}
        className="inline-flex size-11 items-center justify-center rounded-lg text-fg hover:bg-surface-2 md:hidden"
      >
        <span className="contents group-has-[#main-menu:popover-open]/nav:hidden">
          {openIcon}
          <span className="sr-only">Open menu</span>
        </span>
        <span className="hidden group-has-[#main-menu:popover-open]/nav:contents">
          {closeIcon}
          <span className="sr-only">Close menu</span>
        </span>
      </button>
      <ul
        id={MENU_ID}
        ref={menu}
        popover="auto"
        className={clsx(
          'fixed inset-x-0 top-16 bottom-auto m-0 h-auto w-full flex-col gap-1 overflow-auto border-0 border-b border-border bg-bg/95 p-3 text-fg shadow-2xl backdrop-blur open:flex',
          'transition-[opacity,transform] duration-200 max-md:starting:-translate-y-2 max-md:starting:opacity-0',
          'md:static md:flex md:w-auto md:flex-row md:items-center md:gap-1 md:overflow-visible md:border-0 md:bg-transparent md:p-0 md:shadow-none md:backdrop-blur-none',
        )}
      >
        {links.map((link) => {
          const active = isActivePath(pathname, link.href);
          return (
            <li key={link.href}>
              <IntentLink
                href={link.href}
                aria-current={active ? 'page' : undefined}
                onClick={close}
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
