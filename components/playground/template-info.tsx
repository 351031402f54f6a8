import { playgroundCopy, templateInfo } from '@/content/playground';
import type { ReactNode } from 'react';
import { Panel } from './panel';

/** SPEC.md §9 Template Info box: a region named "Template Info" holding a definition list. */
export function TemplateInfo({ children }: { children?: ReactNode }) {
  return (
    <Panel title={playgroundCopy.infoTitle}>
      <dl className="mt-4 divide-y divide-border text-sm">
        {templateInfo.map((row) => (
          <div key={row.term} className="flex flex-wrap justify-between gap-x-4 gap-y-1 py-2.5">
            <dt className="text-muted">{row.term}</dt>
            <dd className="font-semibold text-fg">{row.value}</dd>
          </div>
        ))}
      </dl>
      {children && <div className="mt-5">{children}</div>}
    </Panel>
  );
}
