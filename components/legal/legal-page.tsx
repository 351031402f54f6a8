import { Fragment } from 'react';
import { CurrentDate } from '@/components/site/current-date';
import { BUILD_DATE } from '@/components/site/build-date';
import { SectionHeading } from '@/components/ui/section-heading';
import type { LegalBlock, LegalDocument, LegalListItem } from '@/content/legal/types';
import { TableOfContents } from './table-of-contents';

/** The one renderer for prose policy pages: title, last-updated date, contents and numbered sections. */
export function LegalPage({ doc }: { doc: LegalDocument }) {
  return (
    <div className="container-page py-12 sm:py-16">
      <SectionHeading level="h1" eyebrow="Legal" title={doc.title} description={doc.intro} />
      <p className="mt-5 text-sm text-muted">
        Last updated <CurrentDate buildDate={BUILD_DATE} format="long" className="font-medium text-fg" />
      </p>

      <div className="mt-10 grid gap-10 border-t border-border pt-10 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-16">
        <TableOfContents sections={doc.sections} className="lg:sticky lg:top-24 lg:self-start" />
        <article className="max-w-[70ch] space-y-12 text-base/7 text-muted">
          {doc.sections.map((section, index) => (
            <section key={section.id} id={section.id} className="group scroll-mt-24">
              <h2 className="text-xl font-semibold tracking-tight text-balance text-fg sm:text-2xl">
                <span className="text-accent-2 tabular-nums group-target:text-accent">{index + 1}.</span> {section.heading}
              </h2>
              <div className="mt-4 space-y-4">
                {section.blocks.map((block, blockIndex) => (
                  <Block key={blockIndex} block={block} />
                ))}
              </div>
            </section>
          ))}
        </article>
      </div>
    </div>
  );
}

function Block({ block }: { block: LegalBlock }) {
  if (typeof block === 'string') return <p>{block}</p>;
  if (block.kind === 'list') {
    return (
      <ul className="list-disc space-y-2 pl-5 marker:text-accent">
        {block.items.map((item) => (
          <li key={typeof item === 'string' ? item : item.lead} className="pl-1">
            <ListItemText item={item} />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <address className="rounded-2xl border border-border bg-surface p-5 not-italic">
      {block.lines.map((line) => (
        <Fragment key={line}>
          {line}
          <br />
        </Fragment>
      ))}
      <a
        href={`mailto:${block.email}`}
        className="mt-2 inline-block font-semibold text-accent-2 underline decoration-accent-2/40 underline-offset-4 hover:decoration-accent-2"
      >
        {block.email}
      </a>
    </address>
  );
}

function ListItemText({ item }: { item: LegalListItem }) {
  if (typeof item === 'string') return item;
  return (
    <>
      <strong className="font-semibold text-fg">{item.lead}</strong> {item.text}
    </>
  );
}
