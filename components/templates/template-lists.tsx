import clsx from 'clsx';
import type { Template } from '@/content/templates';
import { Badge } from '@/components/ui/badge';
import { Icon } from './catalog-icon';

/** A template's features, each with a check: those of its own engine's kit unless others are given. */
export function FeatureList({ template, features = template.features, className }: { template: Template; features?: readonly string[]; className?: string }) {
  return (
    <ul className={clsx('space-y-2', className)}>
      {features.map((feature) => (
        <li key={feature} className="flex gap-2.5 text-sm text-fg">
          <Icon name="check" className="mt-0.5 size-4 shrink-0 text-success" />
          {feature}
        </li>
      ))}
    </ul>
  );
}

/** A template's tags as badges. */
export function TagList({ template, className }: { template: Template; className?: string }) {
  return (
    <ul className={clsx('flex flex-wrap gap-2', className)}>
      {template.tags.map((tag) => (
        <li key={tag}>
          <Badge>{tag}</Badge>
        </li>
      ))}
    </ul>
  );
}
