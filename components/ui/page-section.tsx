import type { ReactNode } from 'react';
import type { PageSectionCopy } from '@/lib/design/vocabulary';
import { SectionHeading } from './section-heading';


type PageSectionProps = { section: PageSectionCopy; children: ReactNode; className?: string };

/** A titled section that in-page links can target: its heading names the region. */
export function PageSection({ section, children, className }: PageSectionProps) {
  const titleId = `${section.id}-title`;
  return (
    <section id={section.id} aria-labelledby={titleId} className={className}>
      <SectionHeading id={titleId} title={section.title} description={section.description} />
      <div className="mt-8">{children}</div>
    </section>
  );
}
