import clsx from 'clsx';
import { ScrollRegion } from './scroll-region';

// Inside a padded card on a phone, running the code edge to edge wins back room for long lines.
const frames = {
  boxed: 'rounded-xl border',
  'bleed-on-phone': '-mx-5 border-y sm:mx-0 sm:rounded-xl sm:border',
} as const;

type CodeBlockProps = {
  code: string;
  language: string;
  /** A file name for a header bar; without it the code stands alone (its card names the language). */
  label?: string;
  /** What the scroll region is called for assistive tech. */
  name: string;
  frame?: keyof typeof frames;
  className?: string;
};

export function CodeBlock({ code, language, label, name, frame = 'boxed', className }: CodeBlockProps) {
  return (
    <div className={clsx('min-w-0 overflow-hidden border-border bg-bg', frames[frame], className)}>
      {label && (
        <div className="flex items-center justify-between gap-3 border-b border-border bg-surface-2/60 px-4 py-2 text-xs font-medium text-muted">
          <span className="truncate font-mono">{label}</span>
          <span>{language}</span>
        </div>
      )}
      <ScrollRegion label={name}>
        <pre className="w-max min-w-full px-4 py-3.5 font-mono text-xs leading-6 text-fg sm:text-[0.8125rem]">
          <code>{code}</code>
        </pre>
      </ScrollRegion>
    </div>
  );
}
