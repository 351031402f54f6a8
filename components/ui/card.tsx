import clsx from 'clsx';
import type { ComponentProps, ElementType } from 'react';

type CardProps<T extends ElementType> = { as?: T; interactive?: boolean } & Omit<ComponentProps<T>, 'as'>;

/** The one card surface used across the site: rounded, thin border, soft glow on hover/focus. */
export function Card<T extends ElementType = 'div'>({ as, interactive = false, className, ...props }: CardProps<T>) {
  const Component: ElementType = as ?? 'div';
  return (
    <Component
      className={clsx(
        'rounded-2xl border border-border bg-surface p-5 sm:p-6',
        interactive &&
          'transition-[transform,box-shadow,border-color] duration-200 hover:-translate-y-0.5 hover:border-border-strong hover:shadow-[0_0_32px_-12px_var(--color-accent)] focus-within:border-border-strong focus-within:shadow-[0_0_32px_-12px_var(--color-accent)] motion-reduce:hover:translate-y-0',
        className,
      )}
      {...props}
    />
  );
}
