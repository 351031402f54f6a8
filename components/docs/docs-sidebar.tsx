import { communitySupport, featuredTutorial, quickLinks } from '@/content/docs';
import { tutorials } from '@/content/tutorials';
import { Card } from '@/components/ui/card';
import { ComingSoonButton } from '@/components/ui/coming-soon-button';
import { Icon } from '@/components/ui/icon';
import { SidebarCard } from '@/components/ui/sidebar-card';
import { tutorialTypes } from './tutorial-type';

export function DocsSidebar() {
  const featured = tutorials.find((t) => t.id === featuredTutorial.tutorialId);
  return (
    <>
      <SidebarCard id="quick-links" title={quickLinks.title} icon="link">
        <ul className="mt-3 -mx-2">
          {quickLinks.links.map((link) => (
            <li key={link.href}>
              <a
                href={link.href}
                className="flex items-center justify-between gap-3 rounded-lg px-2 py-2 text-sm text-muted transition-colors hover:bg-surface-2 hover:text-fg"
              >
                {link.label}
                <Icon name="arrowRight" className="size-4" />
              </a>
            </li>
          ))}
        </ul>
      </SidebarCard>

      {featured && (
        <Card as="section" aria-labelledby="featured-tutorial-title">
          <div
            aria-hidden="true"
            className="relative flex h-32 items-center justify-center rounded-xl bg-[radial-gradient(circle_at_30%_20%,var(--color-accent)_0,transparent_55%),radial-gradient(circle_at_80%_90%,var(--color-accent-2)_0,transparent_50%)] bg-surface-2"
          >
            <span className="inline-flex size-14 items-center justify-center rounded-full bg-bg/70 text-fg ring-1 ring-white/20 backdrop-blur">
              <Icon name="play" className="size-6 translate-x-0.5" />
            </span>
          </div>
          <h2 id="featured-tutorial-title" className="mt-5 text-sm font-semibold tracking-widest text-accent-2 uppercase">
            {featuredTutorial.title}
          </h2>
          <h3 className="mt-2 text-lg font-semibold text-fg">{featured.title}</h3>
          <p className="mt-2 text-sm leading-6 text-muted">{featuredTutorial.pitch}</p>
          <p className="mt-3 flex items-center gap-1.5 text-sm font-medium text-fg">
            <Icon name={tutorialTypes[featured.type].icon} className="size-4 text-muted" />
            {tutorialTypes[featured.type].label} guide · {featured.difficulty}
          </p>
          <ComingSoonButton
            variant="primary"
            className="mt-4 w-full"
            feature={featuredTutorial.action.feature}
            detail={featuredTutorial.action.detail}
          >
            <Icon name="play" className="size-4" />
            {featuredTutorial.action.label}
          </ComingSoonButton>
        </Card>
      )}

      <SidebarCard id="community-support" title={communitySupport.title} icon="users" className="sm:col-span-2 lg:col-span-1">
        <p className="mt-2 text-sm leading-6 text-muted">{communitySupport.text}</p>
        <div className="mt-4 grid gap-2 sm:grid-cols-2 lg:grid-cols-1">
          {communitySupport.actions.map((action) => (
            <ComingSoonButton key={action.label} feature={action.feature} detail={action.detail} className="w-full">
              <Icon name="chat" className="size-4" />
              {action.label}
            </ComingSoonButton>
          ))}
        </div>
      </SidebarCard>
    </>
  );
}
