import { communityPage } from '@/content/community';
import type { ShowcaseProject } from '@/content/showcase';
import { Card } from '@/components/ui/card';
import { ComingSoonButton } from '@/components/ui/coming-soon-button';
import { Icon } from '@/components/ui/icon';
import { PageSection } from '@/components/ui/page-section';
import { Engagement } from './engagement';
import { ProjectImage } from './project-image';
import { TemplateBadge } from './template-badge';

export function FeaturedProject({ project }: { project: ShowcaseProject }) {
  const { featured } = communityPage;
  return (
    <PageSection section={featured}>
      <Card as="article" className="grid gap-6 md:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)]">
        <ProjectImage image={project.image} eager className="rounded-xl" />
        <div className="flex flex-col">
          <p className="inline-flex items-center gap-1.5 text-xs font-semibold tracking-widest text-warm uppercase">
            <Icon name="sparkles" className="size-4" />
            {featured.label}
          </p>
          <h3 className="mt-3 text-2xl font-bold tracking-tight text-fg">{project.title}</h3>
          <p className="mt-1 text-sm text-muted">by {project.author}</p>
          <div className="mt-3">
            <TemplateBadge template={project.template} />
          </div>
          <p className="mt-3 text-sm leading-6 text-muted">{project.description}</p>
          <div className="mt-auto flex flex-wrap items-center justify-between gap-4 pt-5">
            <Engagement likes={project.likes} comments={project.comments} />
            <ComingSoonButton variant="primary" feature={featured.action.feature} detail={featured.action.detail}>
              {featured.action.label}
              <Icon name="arrowRight" className="size-4" />
            </ComingSoonButton>
          </div>
        </div>
      </Card>
    </PageSection>
  );
}
