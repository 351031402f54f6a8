import { templatePageCopy as copy, type Template } from '@/content/templates';
import { FeatureList, TagList } from '@/components/templates/template-lists';

/** Features and tags. */
export function TemplateDetails({ template }: { template: Template }) {
  return (
    <div className="grid gap-8 sm:grid-cols-[2fr_1fr]">
      <section aria-labelledby="features-title">
        <h2 id="features-title" className="text-xl font-bold tracking-tight">
          {copy.featuresTitle}
        </h2>
        <FeatureList template={template} className="mt-3" />
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
