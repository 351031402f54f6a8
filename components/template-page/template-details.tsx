import { templatePageCopy as copy, type Template } from '@/content/templates';
import { featuresFor } from '@/content/kit-api';
import { FeatureList, TagList } from '@/components/templates/template-lists';
import { KitEngineText, type KitEngines } from '@/components/mechanic/kit-engine';

/** Features (those of the kit engine chosen above: each engine's kit has its own) and tags. */
export function TemplateDetails({ template, slug, engines }: { template: Template; slug: string; engines: KitEngines }) {
  const lists = Object.fromEntries(engines.map((engine) => [engine, <FeatureList key={engine} template={template} features={featuresFor(slug, engine)} className="mt-3" />]));
  return (
    <div className="grid gap-8 sm:grid-cols-[2fr_1fr]">
      <section aria-labelledby="features-title">
        <h2 id="features-title" className="text-xl font-bold tracking-tight">
          {copy.featuresTitle}
        </h2>
        <KitEngineText engines={engines} texts={lists} />
      </section>
      <section aria-labelledby="tags-title">
        <h2 id="tags-title" className="text-xl font-bold tracking-tight">
          {copy.tagsTitle}
        </h2>
        <TagList template={template} className="mt-3" />
      </section>
    </div>
  );
}
