import { templatePageCopy as copy, templateSlug, type Template } from '@/content/templates';
import { mechanicBySlug } from '@/lib/mechanics';
import { alsoForText, kitEnginesFor } from '@/lib/mechanics/kit-engines';
import { ButtonLink } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { DemoFrame } from '@/components/mechanic/demo-frame';
import { FirstFrameStill } from '@/components/mechanic/first-frame-still';
import { MechanicDemo } from '@/components/mechanic/mechanic-demo';
import { AlsoFor, TemplateBadges, TemplateStats } from '@/components/templates/template-card';
import { Breadcrumbs } from './breadcrumbs';
import { Changelog } from './changelog';
import { Compatibility, engineRanges } from './compatibility';
import { TemplateJsonLd } from './json-ld';
import { KitContents } from './kit-contents';
import { RelatedTemplates } from './related-templates';
import { TemplateDetails } from './template-details';
import { demoCopy } from '@/content/template-demo';

/** One template's page: what it is, its demo when it has a game, what the download holds, its kin. */
export function TemplatePage({ template }: { template: Template }) {
  const slug = templateSlug(template);
  const mechanic = mechanicBySlug(slug);
  if (!mechanic) throw new Error(`${template.name} has no mechanic in lib/mechanics`);
  const engines = kitEnginesFor({ slug, engine: template.engine });
  return (
    <div className="container-page space-y-12 py-10 sm:py-14">
      <TemplateJsonLd template={template} />
      <header className="space-y-5">
        <Breadcrumbs template={template} />
        <div className="flex items-start gap-4">
          <span className="grid size-14 shrink-0 place-items-center rounded-xl bg-accent/15 text-accent ring-1 ring-accent/30">
            <Icon name={template.icon} className="size-7" />
          </span>
          <div className="min-w-0 space-y-2">
            <h1 className="text-3xl font-bold tracking-tight break-words sm:text-4xl">{template.name}</h1>
            <TemplateStats template={template} />
          </div>
        </div>
        <TemplateBadges template={template} />
        <AlsoFor text={alsoForText({ slug, engine: template.engine })} />
        <p className="max-w-3xl text-lg leading-relaxed text-pretty text-muted">{template.description}</p>
        {template.inPlayground && (
          <ButtonLink href="/playground" variant="secondary">
            <Icon name="play" className="size-4" />
            {copy.openInPlayground}
          </ButtonLink>
        )}
      </header>
      <DemoFrame name={mechanic.name}>
        <MechanicDemo mechanic={mechanic} engines={engines} copy={demoCopy} ranges={engineRanges(engines)} still={<FirstFrameStill slug={slug} />} />
      </DemoFrame>
      <TemplateDetails template={template} slug={slug} engines={engines} />
      <KitContents template={template} engines={engines} />
      <Compatibility engines={engines} />
      <Changelog slug={slug} engines={engines} />
      <RelatedTemplates template={template} />
    </div>
  );
}
