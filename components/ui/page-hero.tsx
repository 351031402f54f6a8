import clsx from 'clsx';
import type { ReactNode } from 'react';
import { SectionHeading } from './section-heading';

const glows = { accent: 'bg-accent/20', pink: 'bg-pink/15' } as const;

type PageHeroProps = {
  eyebrow: string;
  title: string;
  description: ReactNode;
  glow?: keyof typeof glows;
  children?: ReactNode;
};

/** The top band of an inner page: its h1, a line of intro and optional extras, over a soft glow. */
export function PageHero({ eyebrow, title, description, glow = 'accent', children }: PageHeroProps) {
  return (
    <div className="relative overflow-hidden border-b border-border">
      <div
        aria-hidden="true"
        className={clsx('pointer-events-none absolute -top-32 left-1/2 h-64 w-[40rem] -translate-x-1/2 rounded-full blur-3xl', glows[glow])}
      />
      <div className="container-page relative py-14 sm:py-20">
        <SectionHeading level="h1" eyebrow={eyebrow} title={title} description={description} />
        {children}
      </div>
    </div>
  );
}
