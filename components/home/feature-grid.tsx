import { features } from '@/content/features';
import { featuresIntro } from '@/content/home';
import { Card } from '@/components/ui/card';
import { Icon } from '@/components/ui/icon';
import { SectionHeading } from '@/components/ui/section-heading';

export function FeatureGrid() {
  return (
    <section aria-labelledby="features-title" className="container-page py-10 sm:py-14">
      <SectionHeading
        id="features-title"
        eyebrow={featuresIntro.eyebrow}
        title={featuresIntro.title}
        description={featuresIntro.description}
        align="center"
      />
      <ul className="mt-12 grid gap-4 sm:grid-cols-2 sm:gap-6 lg:grid-cols-3">
        {features.map((feature) => (
          <li key={feature.id} className="flex">
            <Card as="article" interactive data-testid="feature-card" className="flex-1">
              <span className="inline-flex size-11 items-center justify-center rounded-xl bg-accent-gradient text-ink shadow-[0_0_24px_-8px_var(--color-accent)]">
                <Icon name={feature.icon} className="size-5" />
              </span>
              <h3 className="mt-5 text-lg font-semibold text-fg">{feature.title}</h3>
              <p className="mt-2 text-pretty text-muted">{feature.description}</p>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
