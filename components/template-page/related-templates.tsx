import { templatePageCopy as copy, templatePath, templates, type Template } from '@/content/templates';
import { Card } from '@/components/ui/card';
import { Icon } from '@/components/ui/icon';
import { IntentLink } from '@/components/ui/intent-link';
import { TemplateBadges } from '@/components/templates/template-card';
import { relatedTemplates } from './related';

export function RelatedTemplates({ template }: { template: Template }) {
  return (
    <section aria-labelledby="related-title">
      <h2 id="related-title" className="text-xl font-bold tracking-tight">
        {copy.relatedTitle}
      </h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-3">
        {relatedTemplates(template, templates).map((other) => (
          <li key={other.id}>
            <Card interactive className="relative flex h-full flex-col gap-3">
              <h3 className="flex items-center gap-2 font-bold">
                <Icon name={other.icon} className="size-5 text-accent" />
                {/* The link covers the card, so the whole card is one target with one name. */}
                <IntentLink href={templatePath(other)} className="after:absolute after:inset-0 after:rounded-2xl">
                  {other.name}
                </IntentLink>
              </h3>
              <p className="flex-1 text-sm text-muted">{other.description}</p>
              <TemplateBadges template={other} />
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
