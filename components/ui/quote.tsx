import type { ReactNode } from 'react';

type QuoteProps = {
  text: string;
  author: string;
  role: string;
  /** Shown inside the blockquote above the text, e.g. the rating that goes with a review. */
  header?: ReactNode;
  /** Draw the opening quotation mark above the text; off when a header already leads the quote. */
  mark?: boolean;
  className?: string;
};

/** A pull quote: the words in a <blockquote>, the attribution in the figure's caption. */
export function Quote({ text, author, role, header, mark = !header, className }: QuoteProps) {
  return (
    <figure className={className}>
      {mark && (
        <svg viewBox="0 0 48 36" className="mb-5 h-6 w-8 fill-accent" aria-hidden="true" focusable="false">
          <path d="M0 36V22C0 9 7 1.5 20 0l2 6c-7 2-10 6-10 12h8v18H0zm26 0V22C26 9 33 1.5 46 0l2 6c-7 2-10 6-10 12h8v18H26z" />
        </svg>
      )}
      <blockquote>
        {header}
        <p className="text-lg leading-relaxed font-medium text-pretty text-fg sm:text-2xl sm:leading-relaxed">
          {text}
        </p>
      </blockquote>
      <figcaption className="mt-6 flex items-center gap-3">
        <span className="h-0.5 w-8 shrink-0 rounded-full bg-accent-gradient" aria-hidden="true" />
        <span>
          <span className="block font-semibold text-fg">{author}</span>
          <span className="block text-sm text-muted">{role}</span>
        </span>
      </figcaption>
    </figure>
  );
}
