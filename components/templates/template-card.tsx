import { memo } from 'react';
import clsx from 'clsx';
import { templatePath, type Template } from '@/content/templates';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Icon } from './catalog-icon';
import { IntentLink } from '@/components/ui/intent-link';
import { StarRating } from '@/components/ui/star-rating';
import { formatCount } from '@/components/ui/format';
import { highlight } from './catalog';
import type { CatalogEntry } from './catalog-entries';

/** Genre, action and engine as badges, each with its kind spoken before it. */
export function TemplateBadges({ template }: { template: Template }) {
  const badges = [
    { kind: 'Genre', value: template.genre, tone: 'accent' },
    { kind: 'Action', value: template.action, tone: 'cyan' },
    { kind: 'Engine', value: template.engine, tone: 'warm' },
  ] as const;
  return (
    <ul className="flex flex-wrap gap-2">
      {badges.map((badge) => (
        <li key={badge.kind}>
          <Badge tone={badge.tone}>
            <span className="sr-only">{badge.kind}: </span>
            {badge.value}
          </Badge>
        </li>
      ))}
    </ul>
  );
}

/** "Also for Godot and JavaScript": the engines its kit comes in besides the one it is made for. */
export function AlsoFor({ text, className }: { text: string; className?: string }) {
  if (!text) return null;
  return (
    <p className={clsx('flex items-center gap-1.5 text-sm text-muted', className)}>
      <Icon name="engines" className="size-4 shrink-0 text-accent-2" />
      {text}
    </p>
  );
}

export function TemplateStats({ template }: { template: Template }) {
  return (
    <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
      <StarRating value={template.rating} showValue />
      <span className="inline-flex items-center gap-1.5">
        <Icon name="download" className="size-4" />
        {formatCount(template.downloads)} downloads
      </span>
    </p>
  );
}

type TemplateCardProps = {
  template: CatalogEntry;
  search: string;
  onPreview: (template: Template) => void;
  /** A pointer over or focus on Preview: its dialog's code can start loading. */
  onPreviewIntent?: () => void;
  onDownload: (template: CatalogEntry) => void;
};

// Memoised: a card re-renders only when its template or the search changes, not when the catalog's
// controls do (hydration's switch to live, opening the filter panel, a filter that keeps the card).
export const TemplateCard = memo(function TemplateCard({ template, search, onPreview, onPreviewIntent, onDownload }: TemplateCardProps) {
  return (
    <Card as="article" interactive data-testid="template-card" className="flex h-full flex-col">
      <div className="flex items-start gap-4">
        <span className="grid size-12 shrink-0 place-items-center rounded-xl bg-accent/15 text-accent ring-1 ring-accent/30">
          <Icon name={template.icon} className="size-6" />
        </span>
        <div className="min-w-0">
          <h2 className="text-lg font-bold tracking-tight break-words text-fg">
            <IntentLink href={templatePath(template)} className="underline-offset-4 hover:text-accent-2 hover:underline">
              {highlight(template.name, search).map((part, i) =>
                part.match ? (
                  <mark key={i} className="rounded-sm bg-accent-2/25 text-fg">
                    {part.text}
                  </mark>
                ) : (
                  part.text
                ),
              )}
            </IntentLink>
          </h2>
          <TemplateStats template={template} />
        </div>
      </div>
      <p className="mt-4 flex-1 text-sm leading-relaxed text-pretty text-muted">{template.description}</p>
      <div className="mt-4">
        <TemplateBadges template={template} />
        <AlsoFor text={template.alsoFor} className="mt-2" />
      </div>
      <div className="mt-5 grid grid-cols-[auto_1fr] gap-3">
        <Button
          variant="secondary"
          size="sm"
          aria-haspopup="dialog"
          onPointerEnter={onPreviewIntent}
          onFocus={onPreviewIntent}
          onClick={() => onPreview(template)}
        >
          <Icon name="eye" className="size-4" />
          Preview<span className="sr-only"> {template.name}</span>
        </Button>
        {/* Names the engine it saves, its own: "Download PhysicsDropper Unity kit", "Download Unity" to the eye. */}
        <Button size="sm" onClick={() => onDownload(template)}>
          <Icon name="download" className="size-4" />
          <span>
            Download<span className="sr-only"> {template.name}</span> {template.engine}
            <span className="sr-only"> kit</span>
          </span>
        </Button>
      </div>
    </Card>
  );
});
