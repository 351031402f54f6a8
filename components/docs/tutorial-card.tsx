import Link from 'next/link';
import { Card } from '@/components/ui/card';
import { Icon } from '@/components/ui/icon';
import { tutorialPath, type Tutorial } from '@/content/tutorials';
import { DifficultyBadge } from './difficulty-badge';
import { tutorialTypes } from './tutorial-type';

export function TutorialCard({ tutorial }: { tutorial: Tutorial }) {
  const type = tutorialTypes[tutorial.type];
  return (
    <Card as="article" data-testid="tutorial-card" className="relative flex flex-col transition-colors hover:border-accent focus-within:border-accent">
      <div className="flex items-center justify-between gap-3">
        <span className="inline-flex items-center gap-1.5 text-xs font-semibold tracking-wide text-accent-2 uppercase">
          <Icon name={type.icon} className="size-4" />
          {type.label}
        </span>
        <DifficultyBadge difficulty={tutorial.difficulty} />
      </div>
      <h3 className="mt-4 text-lg font-semibold text-balance text-fg">
        {/* The whole card is the link's target; the title is its name. */}
        <Link href={tutorialPath(tutorial.id)} prefetch={false} className="after:absolute after:inset-0 after:rounded-2xl">
          {tutorial.title}
        </Link>
      </h3>
      <p className="mt-2 text-sm leading-6 text-muted">{tutorial.description}</p>
      <p className="mt-auto flex items-center gap-1.5 pt-4 text-sm font-medium text-fg">
        <Icon name="timing" className="size-4 text-muted" />
        {tutorial.duration}
      </p>
    </Card>
  );
}
