import { communityPage } from '@/content/community';
import { ComingSoonButton } from '@/components/ui/coming-soon-button';
import { SidebarCard } from '@/components/ui/sidebar-card';

export function ShareCard() {
  const { title, text, action } = communityPage.share;
  return (
    <SidebarCard id="share" title={title} icon="rocket" className="bg-radial-[at_100%_0%] from-accent/20 to-transparent to-60%">
      <p className="mt-2 text-sm leading-6 text-muted">{text}</p>
      <ComingSoonButton variant="primary" className="mt-4 w-full" feature={action.feature} detail={action.detail}>
        {action.label}
      </ComingSoonButton>
    </SidebarCard>
  );
}
