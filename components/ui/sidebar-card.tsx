import type { ReactNode } from 'react';
import { Card } from './card';
import type { IconName } from '@/lib/design/icons';
import { Icon } from './icon';

type SidebarCardProps = { id: string; title: string; icon?: IconName; className?: string; children: ReactNode };

/** A sidebar panel: a card that is a section named by its h2. */
export function SidebarCard({ id, title, icon, className, children }: SidebarCardProps) {
  const titleId = `${id}-title`;
  return (
    <Card as="section" aria-labelledby={titleId} className={className}>
      <h2 id={titleId} className="flex items-center gap-2 text-lg font-semibold text-fg">
        {icon && <Icon name={icon} className="text-accent-2" />}
        {title}
      </h2>
      {children}
    </Card>
  );
}
