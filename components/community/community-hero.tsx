import { communityStats } from '@/content/community';
import { Icon } from '@/components/ui/icon';
import { SectionHeading } from '@/components/ui/section-heading';

export function CommunityHero() {
  return (
    <div className="relative overflow-hidden border-b border-border">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-32 left-1/2 h-64 w-[40rem] -translate-x-1/2 rounded-full bg-pink/15 blur-3xl"
      />
      <div className="container-page relative py-14 sm:py-20">
        <SectionHeading
          level="h1"
          eyebrow="Community"
          title="Community & Showcase"
          description="Games shipped on Microloop templates, the people who built them, and the threads where they trade tuning tricks."
        />
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
      </div>
    </div>
  );
}
