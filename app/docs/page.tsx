import { pageMetadata } from '@/components/site/page-metadata';
import { docsPage } from '@/content/docs';
import { PageHero } from '@/components/ui/page-hero';
import { SidebarLayout } from '@/components/ui/sidebar-layout';
import { GettingStarted } from '@/components/docs/getting-started';
import { TutorialsSection } from '@/components/docs/tutorials-section';
import { SnippetsSection } from '@/components/docs/snippets-section';
import { DocsSidebar } from '@/components/docs/docs-sidebar';
import { DocTopics } from '@/components/docs/doc-topics';
import { VersionsSection } from '@/components/docs/versions-section';

export const metadata = pageMetadata({
  title: docsPage.hero.title,
  description:
    'Install, configure and ship Microloop templates in Unity, Godot and JavaScript: a three-step start, tutorials, copy-paste snippets, an API reference for every template and a troubleshooting FAQ.',
  path: '/docs',
});

export default function DocsPage() {
  return (
    <>
      <PageHero {...docsPage.hero} />
      <SidebarLayout sidebar={<DocsSidebar />} after={<DocTopics />}>
        <GettingStarted />
        <TutorialsSection />
        <SnippetsSection />
        <VersionsSection />
      </SidebarLayout>
    </>
  );
}
