import { templatePageCopy as copy, type Template } from '@/content/templates';
import { Badge } from '@/components/ui/badge';
import { Icon } from '@/components/ui/icon';

/** Features and tags. */
export function TemplateDetails({ template }: { template: Template }) {
  return (
    <div className="grid gap-8 sm:grid-cols-[2fr_1fr]">
      <section aria-labelledby="features-title">
        <h2 id="features-title" className="text-xl font-bold tracking-tight">
          {copy.featuresTitle}
        </h2>
        <ul className="mt-3 space-y-2">
          {template.features.map((feature) => (
            <li key={feature} className="flex gap-2.5 text-sm text-fg">
              <Icon name="check" className="mt-0.5 size-4 shrink-0 text-success" />
              {feature}
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="tags-title">
        <h2 id="tags-title" className="text-xl font-bold tracking-tight">
          {copy.tagsTitle}
        </h2>
        <ul className="mt-3 flex flex-wrap gap-2">
          {template.tags.map((tag) => (
            <li key={tag}>
              <Badge>{tag}</Badge>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
