import { docsPage } from '@/content/docs';
import { tutorials } from '@/content/tutorials';
import { PageSection } from '@/components/ui/page-section';
import { TutorialCard } from './tutorial-card';

export function TutorialsSection() {
  return (
    <PageSection section={docsPage.sections.tutorials}>
      <div className="grid gap-4 sm:grid-cols-2">
        {tutorials.map((tutorial) => (
          <TutorialCard key={tutorial.id} tutorial={tutorial} />
        ))}
      </div>
    </PageSection>
  );
}
