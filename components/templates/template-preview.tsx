'use client';

import { templatePath, type Template } from '@/content/templates';
import { previewCopy } from '@/content/template-preview';
import { ButtonLink } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Icon } from './catalog-icon';
import { TemplateBadges, TemplateStats } from './template-card';
import { FeatureList, TagList } from './template-lists';

type TemplatePreviewProps = { template: Template | null; onClose: () => void };

/** The details of one template in a modal; closed while `template` is null. */
export function TemplatePreview({ template, onClose }: TemplatePreviewProps) {
  return (
    <Dialog open={template !== null} onClose={onClose} title={template?.name} description={template?.description}>
      {template && (
        <div className="space-y-5">
          <div className="space-y-3">
            <TemplateBadges template={template} />
            <TemplateStats template={template} />
          </div>
          <section>
            <h3 className="text-sm font-semibold tracking-wider text-muted uppercase">What you get</h3>
            <FeatureList template={template} className="mt-2" />
          </section>
          <section>
            <h3 className="text-sm font-semibold tracking-wider text-muted uppercase">Tags</h3>
            <TagList template={template} className="mt-2" />
          </section>
          <section>
            <h3 className="text-sm font-semibold tracking-wider text-muted uppercase">How it ships</h3>
            <p className="mt-2 text-sm text-fg">{previewCopy.shipsNote(template.ships)}</p>
          </section>
          <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            <ButtonLink href={templatePath(template)} variant={template.inPlayground ? 'secondary' : 'primary'}>
              <Icon name="arrowRight" className="size-4" />
              Open template page
            </ButtonLink>
            {template.inPlayground && (
              <ButtonLink href="/playground">
                <Icon name="play" className="size-4" />
                Try {template.name} in the Playground
              </ButtonLink>
            )}
          </div>
        </div>
      )}
    </Dialog>
  );
}
