import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';

/** The demo's region and its two-column layout, rendered on the server around the client demo. */
export function DemoFrame({ name, children }: { name: string; children: ReactNode }) {
  return (
    <Card as="section" aria-label={`${name} demo`} className="grid min-w-0 gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      {children}
    </Card>
  );
}
