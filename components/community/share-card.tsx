import { communityActions } from '@/content/community';
import { Card } from '@/components/ui/card';
import { ComingSoonButton } from '@/components/ui/coming-soon-button';
import { Icon } from '@/components/ui/icon';

export function ShareCard() {
  const action = communityActions.submitProject;
  return (
    <Card as="section" aria-labelledby="share-title" className="relative overflow-hidden">
      <div aria-hidden="true" className="pointer-events-none absolute -top-16 -right-16 size-40 rounded-full bg-accent/25 blur-2xl" />
      <h2 id="share-title" className="relative flex items-center gap-2 text-lg font-semibold text-fg">
        <Icon name="rocket" className="text-warm" />
        Got Something to Share?
      </h2>
      <p className="relative mt-2 text-sm leading-6 text-muted">
        Built something on a Microloop template? Send it in with a short clip and the config you shipped. Every entry is
        in the running for next month’s featured spot.
      </p>
      <ComingSoonButton variant="primary" className="relative mt-4 w-full" feature={action.feature} detail={action.detail}>
        {action.label}
      </ComingSoonButton>
    </Card>
  );
}
