import { communityPage } from '@/content/community';
import type { ShowcaseProject } from '@/content/showcase';
import { PageSection } from '@/components/ui/page-section';
import { ShowcaseCard } from './showcase-card';

export function ShowcaseGrid({ projects }: { projects: readonly ShowcaseProject[] }) {
  return (
    <PageSection section={communityPage.showcase}>
      <div className="grid gap-4 sm:grid-cols-2">
        {projects.map((project) => (
          <ShowcaseCard key={project.id} project={project} />
        ))}
      </div>
    </PageSection>
  );
}
