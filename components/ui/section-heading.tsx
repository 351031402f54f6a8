import clsx from 'clsx';
import type { ReactNode } from 'react';

type SectionHeadingProps = {
  id?: string;
  eyebrow?: string;
  title: ReactNode;
  description?: ReactNode;
  level?: 'h1' | 'h2' | 'h3';
  align?: 'left' | 'center';
  className?: string;
};

const titleSize = { h1: 'text-4xl sm:text-5xl', h2: 'text-2xl sm:text-3xl', h3: 'text-xl' } as const;

export function SectionHeading({
  id,
  eyebrow,
  title,
  description,
  level = 'h2',
  align = 'left',
  className,
}: SectionHeadingProps) {
  const Heading = level;
  return (
    <div className={clsx('max-w-3xl', align === 'center' && 'mx-auto text-center', className)}>
      {eyebrow && <p className="mb-2 text-sm font-semibold tracking-widest text-accent-2 uppercase">{eyebrow}</p>}
      <Heading id={id} className={clsx('font-bold tracking-tight text-balance text-fg', titleSize[level])}>
        {title}
      </Heading>
      {description && <p className="mt-3 text-lg text-pretty text-muted">{description}</p>}
    </div>
  );
}
