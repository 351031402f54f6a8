import { docsSectionIds } from '@/content/docs';
import { snippets } from '@/content/snippets';
import { SectionHeading } from '@/components/ui/section-heading';
import { SnippetCard } from './snippet-card';

export function SnippetsSection() {
  const id = docsSectionIds.snippets;
  return (
    <section id={id} aria-labelledby={`${id}-title`}>
      <SectionHeading
        id={`${id}-title`}
        title="Code Examples & Snippets"
        description="Short, working excerpts for the three engines. Paste them next to a template and adapt the names."
      />
      <div className="mt-8 grid gap-4">
        {snippets.map((snippet) => (
          <SnippetCard key={snippet.id} snippet={snippet} />
        ))}
      </div>
    </section>
  );
}
