import { communityPage } from '@/content/community';
import { forumThreads, type ForumCategory } from '@/content/forum';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { ComingSoonButton } from '@/components/ui/coming-soon-button';
import { SidebarCard } from '@/components/ui/sidebar-card';

const categoryTones = { Physics: 'cyan', Showcase: 'accent', Ideas: 'warm' } as const satisfies Record<ForumCategory, BadgeTone>;

export function ForumBuzz() {
  const { title, action } = communityPage.forum;
  return (
    <SidebarCard id="forum-buzz" title={title} icon="chat">
      <ul className="mt-4 divide-y divide-border">
        {forumThreads.map((thread) => (
          <li key={thread.id} data-testid="forum-thread" className="py-4 first:pt-0">
            <div className="flex items-center justify-between gap-3">
              <Badge tone={categoryTones[thread.category]}>{thread.category}</Badge>
              <span className="text-xs text-muted">{thread.time}</span>
            </div>
            <h3 className="mt-2 text-sm leading-6 font-semibold text-fg">{thread.title}</h3>
            <p className="mt-1 flex flex-wrap gap-x-3 text-xs text-muted">
              <span>by {thread.author}</span>
              <span>{thread.replies} replies</span>
            </p>
          </li>
        ))}
      </ul>
      <ComingSoonButton className="mt-2 w-full" feature={action.feature} detail={action.detail}>
        {action.label}
      </ComingSoonButton>
    </SidebarCard>
  );
}
