import { docsSectionIds } from '@/content/docs';
import { tutorials } from '@/content/tutorials';
import { SectionHeading } from '@/components/ui/section-heading';
import { TutorialCard } from './tutorial-card';

export function TutorialsSection() {
  const id = docsSectionIds.tutorials;
  return (
    <section id={id} aria-labelledby={`${id}-title`}>
      <SectionHeading
        id={`${id}-title`}
        title="Tutorials & Guides"
        description="Hands-on walkthroughs, each built around one template and one idea you can reuse in your own game."
      />
      <div className="mt-8 grid gap-4 sm:grid-cols-2">
        {tutorials.map((tutorial) => (
          <TutorialCard key={tutorial.id} tutorial={tutorial} />
        ))}
      </div>
    </section>
  );
}
