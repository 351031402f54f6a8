import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import type { Snippet } from '@/content/snippets';
import { CodeBlock } from './code-block';

export function SnippetCard({ snippet }: { snippet: Snippet }) {
  return (
    <Card as="article" data-testid="snippet-card" className="min-w-0">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="mr-auto text-lg font-semibold text-fg">{snippet.title}</h3>
        <Badge tone="cyan">{snippet.language}</Badge>
      </div>
      <p className="mt-2 text-sm leading-6 text-muted">{snippet.description}</p>
      <CodeBlock
        className="mt-4"
        frame="bleed-on-phone"
        code={snippet.code}
        language={snippet.language}
        name={`${snippet.title}: ${snippet.language} code`}
      />
    </Card>
  );
}
