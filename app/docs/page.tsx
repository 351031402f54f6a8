import { pageMetadata } from '@/components/site/page-metadata';
import { DocsHero } from '@/components/docs/docs-hero';
import { GettingStarted } from '@/components/docs/getting-started';
import { TutorialsSection } from '@/components/docs/tutorials-section';
import { SnippetsSection } from '@/components/docs/snippets-section';
import { DocsSidebar } from '@/components/docs/docs-sidebar';
import { DocTopics } from '@/components/docs/doc-topics';

export const metadata = pageMetadata({
  title: 'Documentation & Tutorials',
  description:
    'Install, configure and ship Microloop templates in Unity, Godot and JavaScript: a three-step start, tutorials, copy-paste snippets, the PhysicsDropper config reference and a troubleshooting FAQ.',
  path: '/docs',
});

export default function DocsPage() {
  return (
    <>
      <DocsHero />
      <div className="container-page grid gap-16 pt-14 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-x-10">
        <div className="min-w-0 space-y-16">
          <GettingStarted />
          <TutorialsSection />
          <SnippetsSection />
        </div>
        <DocsSidebar />
        <div className="min-w-0 lg:col-span-2">
          <DocTopics />
        </div>
      </div>
    </>
  );
}
