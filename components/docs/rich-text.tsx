import { Fragment } from 'react';
import { splitInlineCode } from './inline-code';

/** Docs prose with `backticked` spans rendered as inline code and *starred* words as emphasis. */
export function RichText({ text }: { text: string }) {
  return splitInlineCode(text).map((segment, i) =>
    segment.code ? (
      <code key={i} className="rounded-md border border-border bg-surface-2 box-decoration-clone px-1.5 py-0.5 font-mono text-[0.85em] break-words text-fg">
        {segment.text}
      </code>
    ) : segment.emphasis ? (
      <em key={i}>{segment.text}</em>
    ) : (
      <Fragment key={i}>{segment.text}</Fragment>
    ),
  );
}
