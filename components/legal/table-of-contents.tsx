import clsx from 'clsx';
import type { LegalSection } from '@/content/legal/types';

type TableOfContentsProps = { sections: readonly LegalSection[]; className?: string };

/** In-page links to each numbered section; a card on phones, a sticky sidebar on wide screens. */
export function TableOfContents({ sections, className }: TableOfContentsProps) {
  return (
    <nav
      aria-label="On this page"
      className={clsx('rounded-2xl border border-border bg-surface p-5 lg:border-0 lg:bg-transparent lg:p-0', className)}
    >
      <p className="text-xs font-semibold tracking-widest text-muted uppercase">On this page</p>
      <ol className="mt-3 space-y-0.5 text-sm">
        {sections.map((section, index) => (
          <li key={section.id}>
            <a
              href={`#${section.id}`}
              className="flex gap-2 rounded-md py-1.5 text-muted transition-colors hover:text-fg lg:py-1"
            >
              <span className="w-5 shrink-0 text-right text-accent-2 tabular-nums">{index + 1}.</span>{' '}
              <span>{section.heading}</span>
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
