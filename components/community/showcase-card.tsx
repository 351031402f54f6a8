import type { ShowcaseProject } from '@/content/showcase';
import { Card } from '@/components/ui/card';
import { Engagement } from './engagement';
import { ProjectImage } from './project-image';
import { TemplateBadge } from './template-badge';

export function ShowcaseCard({ project }: { project: ShowcaseProject }) {
  return (
    <Card as="article" data-testid="showcase-card" className="flex flex-col">
      <ProjectImage image={project.image} className="rounded-xl" />
      <div className="flex flex-1 flex-col pt-5">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h3 className="text-lg font-semibold text-fg">{project.title}</h3>
          <TemplateBadge template={project.template} />
        </div>
        <p className="mt-2 mb-5 text-sm leading-6 text-muted">{project.description}</p>
        <div className="mt-auto flex flex-wrap items-center justify-between gap-3 border-t border-border pt-4">
          <p className="text-sm text-muted">by {project.author}</p>
          <Engagement likes={project.likes} comments={project.comments} />
        </div>
      </div>
    </Card>
  );
}
