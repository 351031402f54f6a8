import clsx from 'clsx';
import { releasesFeed, versionsCopy as copy } from '@/content/versions';

/** "Follow updates": the releases feed, a plain link (the browser or a feed reader takes it from there). */
export function FollowUpdates({ className }: { className?: string }) {
  return (
    <a
      href={releasesFeed.path}
      type="application/atom+xml"
      title={copy.followUpdatesHint}
      className={clsx('inline-flex items-center gap-2 text-sm font-semibold text-accent-2 underline-offset-4 hover:underline', className)}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" className="size-4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        <path d="M4 11a9 9 0 0 1 9 9M4 4a16 16 0 0 1 16 16M5 20a1 1 0 1 0 0-2 1 1 0 0 0 0 2z" />
      </svg>
      {copy.followUpdates}
    </a>
  );
}
