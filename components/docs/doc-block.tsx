import Link from 'next/link';
import type { DocBlock as DocBlockData } from '@/content/docs';
import { CodeBlock } from './code-block';
import { RichText } from './rich-text';

const listItem = 'pl-1 leading-7 marker:text-accent-2';

export function DocBlock({ block, topic }: { block: DocBlockData; topic: string }) {
  switch (block.kind) {
    case 'paragraph':
      return (
        <p className="leading-7 text-muted">
          <RichText text={block.text} />
        </p>
      );
    case 'steps':
      return (
        <ol className="list-decimal space-y-2 pl-6 text-muted marker:font-semibold">
          {block.items.map((item) => (
            <li key={item} className={listItem}>
              <RichText text={item} />
            </li>
          ))}
        </ol>
      );
    case 'list':
      return (
        <ul className="list-disc space-y-2 pl-6 text-muted">
          {block.items.map((item) => (
            <li key={item} className={listItem}>
              <RichText text={item} />
            </li>
          ))}
        </ul>
      );
    case 'links':
      return (
        <ul className="grid gap-3 sm:grid-cols-2">
          {block.items.map((item) => (
            <li key={item.href} className="relative rounded-xl border border-border bg-surface-2/40 p-4 transition-colors hover:border-accent focus-within:border-accent">
              <Link href={item.href} prefetch={false} className="font-semibold text-fg after:absolute after:inset-0 after:rounded-xl">
                {item.label}
              </Link>
              <p className="mt-1 text-sm leading-6 text-muted">
                <RichText text={item.text} />
              </p>
            </li>
          ))}
        </ul>
      );
    case 'code':
      return <CodeBlock code={block.code} language={block.language} label={block.label} name={`${topic}: ${block.label}`} />;
    case 'faq':
      return (
        <div className="divide-y divide-border overflow-hidden rounded-xl border border-border">
          {block.items.map((item) => (
            <details key={item.question} className="group bg-surface-2/40">
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 p-4 font-semibold text-fg hover:bg-surface-2 focus-visible:-outline-offset-2 [&::-webkit-details-marker]:hidden">
                {item.question}
                <span
                  aria-hidden="true"
                  className="inline-flex size-6 shrink-0 items-center justify-center rounded-full border border-border-strong text-muted transition-transform group-open:rotate-45"
                >
                  +
                </span>
              </summary>
              <p className="px-4 pb-4 leading-7 text-muted">
                <RichText text={item.answer} />
              </p>
            </details>
          ))}
        </div>
      );
  }
}
