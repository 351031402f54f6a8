import clsx from 'clsx';
import { useId, type ReactNode } from 'react';
import { Card } from '@/components/ui/card';

type PanelProps = { title: string; description?: string; className?: string; children: ReactNode };

/** A playground card: a region named by its heading, with an optional one-line description. */
export function Panel({ title, description, className, children }: PanelProps) {
  const titleId = useId();
  return (
    <Card as="section" aria-labelledby={titleId} className={clsx('min-w-0', className)}>
      <h2 id={titleId} className="text-lg font-bold tracking-tight">
        {title}
      </h2>
      {description && <p className="mt-1 text-sm text-muted">{description}</p>}
      {children}
    </Card>
  );
}
