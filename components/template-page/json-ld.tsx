import { absoluteUrl } from '@/content/site';
import { templatePath, templateSlug, type Engine, type Template } from '@/content/templates';
import { compatibility } from '@/lib/mechanics/compatibility';
import { kitEnginesFor } from '@/lib/mechanics/kit-engines';
import { kitVersion } from '@/lib/mechanics/releases';
import { serializeJsonLd } from '@/components/home/organization-json-ld';

const platforms: Record<Engine, string> = {
  Unity: 'Unity 2022.3 LTS or newer',
  Godot: 'Godot 4.3 or newer',
  JS: 'Any modern web browser',
};

/**
 * schema.org data of a template page: the template as a SoftwareApplication and the breadcrumb
 * trail. No aggregateRating: the content holds an average but not how many ratings it averages,
 * and a rating without its count would be made up. No offers either: the site says prices are not set,
 * and an Offer needs one. Downloads are stated as what they are.
 */
export function templateJsonLd(template: Template) {
  const url = absoluteUrl(templatePath(template));
  const slug = templateSlug(template);
  return {
    '@context': 'https://schema.org',
    '@graph': [
      {
        '@type': 'SoftwareApplication',
        '@id': `${url}#software`,
        name: template.name,
        description: template.description,
        url,
        applicationCategory: 'DeveloperApplication',
        applicationSubCategory: `${template.genre} microgame template`,
        operatingSystem: platforms[template.engine],
        keywords: template.tags.join(', '),
        featureList: template.features,
        softwareVersion: kitVersion(slug),
        softwareRequirements: kitEnginesFor({ slug, engine: template.engine }).map((engine) => compatibility[engine].requirement),
        releaseNotes: `${url}#changelog`,
        interactionStatistic: {
          '@type': 'InteractionCounter',
          interactionType: 'https://schema.org/DownloadAction',
          userInteractionCount: template.downloads,
        },
      },
      {
        '@type': 'BreadcrumbList',
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: 'Templates', item: absoluteUrl('/templates') },
          { '@type': 'ListItem', position: 2, name: template.name, item: url },
        ],
      },
    ],
  } as const;
}

export function TemplateJsonLd({ template }: { template: Template }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(templateJsonLd(template)) }} />;
}
