import clsx from 'clsx';
import { formatCount } from '@/components/ui/format';
import { Icon } from '@/components/ui/icon';

/** Likes and comments: the icons are decorative, the words are there for screen readers. */
export function Engagement({ likes, comments, className }: { likes: number; comments: number; className?: string }) {
  return (
    <p className={clsx('flex items-center gap-4 text-sm font-medium text-fg', className)}>
      <span className="inline-flex items-center gap-1.5">
        <Icon name="heart" className="size-4 text-pink" />
        {formatCount(likes)}
        <span className="sr-only"> likes</span>
      </span>
      <span className="inline-flex items-center gap-1.5">
        <Icon name="comment" className="size-4 text-accent-2" />
        {formatCount(comments)}
        <span className="sr-only"> comments</span>
      </span>
    </p>
  );
}
