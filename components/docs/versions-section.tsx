import { versionsDoc } from '@/content/versions';
import { PageSection } from '@/components/ui/page-section';
import { DocBlock } from './doc-block';

/** Docs: what a kit's version says and how to update a kit in each engine. */
export function VersionsSection() {
  return (
    <PageSection section={versionsDoc}>
      <div className="space-y-5">
        {versionsDoc.blocks.map((block, i) => (
          <DocBlock key={i} block={block} topic={versionsDoc.title} />
        ))}
      </div>
    </PageSection>
  );
}
