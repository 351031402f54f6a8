import { IntentLink } from '@/components/ui/intent-link';
import { templatePageCopy as copy, type Template } from '@/content/templates';
import { Icon } from '@/components/ui/icon';

export function Breadcrumbs({ template }: { template: Template }) {
  return (
    <nav aria-label="Breadcrumb" className="text-sm">
      <ol className="flex flex-wrap items-center gap-1.5 text-muted">
        <li>
          <IntentLink href="/templates" className="underline-offset-4 hover:text-fg hover:underline">
            {copy.breadcrumbRoot}
          </IntentLink>
        </li>
        <li aria-hidden="true">
          <Icon name="arrowRight" className="size-3.5" />
        </li>
        <li>
          <span aria-current="page" className="font-semibold text-fg">
            {template.name}
          </span>
        </li>
      </ol>
    </nav>
  );
}
