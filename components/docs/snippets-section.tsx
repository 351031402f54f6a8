import { docsPage } from '@/content/docs';
import { snippets } from '@/content/snippets';
import { PageSection } from '@/components/ui/page-section';
import { SnippetCard } from './snippet-card';

export function SnippetsSection() {
  return (
    <PageSection section={docsPage.sections.snippets}>
      <div className="grid gap-4">
        {snippets.map((snippet) => (
          <SnippetCard key={snippet.id} snippet={snippet} />
        ))}
      </div>
    </PageSection>
  );
}
