import { Badge } from '@/components/ui/badge';
import type { ShowcaseTemplate } from '@/content/showcase';

export function TemplateBadge({ template }: { template: ShowcaseTemplate }) {
  return (
    <Badge tone="accent">
      <span className="sr-only">Template: </span>
      {template}
    </Badge>
  );
}
