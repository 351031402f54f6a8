import { communityPage, communityStats } from '@/content/community';
import { Icon } from '@/components/ui/icon';
import { PageHero } from '@/components/ui/page-hero';

export function CommunityHero() {
  return (
    <PageHero {...communityPage.hero} glow="pink">
      <dl className="mt-10 grid grid-cols-3 gap-3 sm:gap-4">
        {communityStats.map((stat) => (
          <div key={stat.label} className="flex flex-col-reverse gap-1 rounded-2xl border border-border bg-surface/80 p-3 sm:p-5">
            <dt className="flex items-center gap-2 text-xs font-medium text-muted sm:text-sm">
              <Icon name={stat.icon} className="hidden size-4 text-accent-2 sm:block" />
              {stat.label}
            </dt>
            <dd className="text-gradient text-2xl font-bold tracking-tight sm:text-4xl">{stat.value}</dd>
          </div>
        ))}
      </dl>
    </PageHero>
  );
}
