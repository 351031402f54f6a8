import { Card } from '@/components/ui/card';
import { playgroundCopy, templateInfo } from '@/content/playground';
import type { ReactNode } from 'react';

/** SPEC.md §9 Template Info box: a named region with a definition list. */
export function TemplateInfo({ children }: { children?: ReactNode }) {
  return (
    <Card as="section" aria-labelledby="template-info-title">
      <h2 id="template-info-title" className="text-lg font-bold tracking-tight">
        {playgroundCopy.infoTitle}
      </h2>
      <dl className="mt-4 divide-y divide-border text-sm">
        {templateInfo.map((row) => (
          <div key={row.term} className="flex flex-wrap justify-between gap-x-4 gap-y-1 py-2.5">
            <dt className="text-muted">{row.term}</dt>
            <dd className="font-semibold text-fg">{row.value}</dd>
          </div>
        ))}
      </dl>
      {children && <div className="mt-5">{children}</div>}
    </Card>
  );
}
