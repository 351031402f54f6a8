import type { ShowcaseProject } from '@/content/showcase';
import { SectionHeading } from '@/components/ui/section-heading';
import { ShowcaseCard } from './showcase-card';

export function ShowcaseGrid({ projects }: { projects: readonly ShowcaseProject[] }) {
  return (
    <section id="community-showcase" aria-labelledby="community-showcase-title">
      <SectionHeading
        id="community-showcase-title"
        title="Community Showcase"
        description="More games built on Microloop templates this season, straight from the developers who made them."
      />
      <div className="mt-8 grid gap-4 sm:grid-cols-2">
        {projects.map((project) => (
          <ShowcaseCard key={project.id} project={project} />
        ))}
      </div>
    </section>
  );
}
