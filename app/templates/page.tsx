import { pageMetadata } from '@/components/site/page-metadata';
import { SectionHeading } from '@/components/ui/section-heading';
import { TemplatesCatalog } from '@/components/templates/templates-catalog';
import { catalogEntries } from '@/components/templates/catalog-entries';
import { FollowUpdates } from '@/components/template-page/follow-updates';
import { releasesFeedLink } from '@/components/template-page/releases-feed';
import { templatesPage } from '@/content/templates';

export const metadata = pageMetadata({ title: 'Templates', description: templatesPage.metaDescription, path: '/templates', feed: releasesFeedLink() });

export default function TemplatesPage() {
  return (
    <div className="container-page py-12 sm:py-16">
      <SectionHeading level="h1" eyebrow={templatesPage.eyebrow} title={templatesPage.title} description={templatesPage.intro} />
      <FollowUpdates className="mt-4" />
      <TemplatesCatalog templates={catalogEntries()} />
    </div>
  );
}
