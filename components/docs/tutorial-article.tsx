import Link from 'next/link';
import { apiReferencePath } from '@/content/docs';
import type { Tutorial } from '@/content/tutorials';
import { tutorialPageCopy as copy } from '@/content/tutorial-pages';
import { kitEngineLabels } from '@/lib/mechanics/kit-engine-query';
import { Icon } from '@/components/ui/icon';
import { DifficultyBadge } from './difficulty-badge';
import { DocBlock } from './doc-block';
import { tutorialTypes } from './tutorial-type';

/** A written tutorial: what it takes, then its steps and code. */
export function TutorialArticle({ tutorial, templateName, templateHref }: { tutorial: Tutorial; templateName: string; templateHref: string }) {
  const type = tutorialTypes[tutorial.type];
  return (
    <div className="container-page max-w-3xl space-y-8 py-12">
      <ul aria-label={copy.factsLabel} className="flex flex-wrap items-center gap-x-5 gap-y-2 text-sm font-medium text-fg">
        <li className="flex items-center gap-1.5">
          <Icon name={type.icon} className="size-4 text-muted" />
          {type.label}
        </li>
        <li>
          <DifficultyBadge difficulty={tutorial.difficulty} />
        </li>
        <li className="flex items-center gap-1.5">
          <Icon name="timing" className="size-4 text-muted" />
          {tutorial.duration}
        </li>
        <li>{copy.kit(templateName, kitEngineLabels[tutorial.engine])}</li>
      </ul>
      <div className="space-y-6">
        {tutorial.body.map((block, i) => (
          <DocBlock key={i} block={block} topic={tutorial.title} />
        ))}
      </div>
      <nav aria-label={copy.nextLabel} className="flex flex-wrap gap-x-6 gap-y-2 border-t border-border pt-6 text-sm font-medium">
        <Link href={templateHref} prefetch={false} className="text-accent-2 underline-offset-4 hover:underline">
          {copy.template(templateName)}
        </Link>
        <Link href={apiReferencePath(tutorial.slug)} prefetch={false} className="text-accent-2 underline-offset-4 hover:underline">
          {copy.api(templateName)}
        </Link>
        <Link href="/docs#tutorials-and-guides" prefetch={false} className="text-accent-2 underline-offset-4 hover:underline">
          {copy.all}
        </Link>
      </nav>
    </div>
  );
}
