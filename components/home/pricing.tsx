import clsx from 'clsx';
import { pricing } from '@/content/home';
import { Badge } from '@/components/ui/badge';
import { ButtonLink } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import type { IconName } from '@/lib/design/icons';
import { SectionHeading } from '@/components/ui/section-heading';

type ListProps = { title: string; items: readonly { icon: IconName; text: string }[]; tone: 'grant' | 'limit' };

function LicenseList({ title, items, tone }: ListProps) {
  return (
    <div>
      <h3 className="text-base font-semibold text-fg">{title}</h3>
      <ul className="mt-3 space-y-3">
        {items.map((item) => (
          <li key={item.text} className="flex gap-3 text-muted">
            <span
              className={clsx(
                'mt-0.5 inline-flex size-6 shrink-0 items-center justify-center rounded-full',
                tone === 'grant' ? 'bg-success/15 text-success' : 'bg-danger/15 text-danger',
              )}
            >
              <Icon name={item.icon} className="size-3.5" />
            </span>
            <span>{item.text}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function Pricing() {
  return (
    <section id={pricing.id} aria-labelledby="pricing-title" className="container-page py-10 sm:py-14">
      <div className="grid gap-8 rounded-3xl border border-border bg-surface p-6 sm:p-10 lg:grid-cols-[0.9fr_1.1fr] lg:gap-14 lg:p-14">
        <div>
          <SectionHeading id="pricing-title" eyebrow={pricing.eyebrow} title={pricing.title} />
          <p className="mt-5 flex flex-wrap items-center gap-3 text-lg font-semibold text-fg">
            <Badge tone="cyan">{pricing.badge}</Badge>
            {pricing.status}
          </p>
          <p className="mt-3 text-pretty text-muted">{pricing.description}</p>
          <ButtonLink href={pricing.link.href} variant="secondary" className="mt-8">
            {pricing.link.label}
            <Icon name="arrowRight" className="size-4" />
          </ButtonLink>
        </div>
        <div className="space-y-8 rounded-2xl border border-border bg-bg/60 p-5 sm:p-7">
          <LicenseList title={pricing.licenseTitle} items={pricing.grants} tone="grant" />
          <LicenseList title={pricing.limitsTitle} items={pricing.limits} tone="limit" />
          <p className="border-t border-border pt-5 text-sm text-muted">{pricing.note}</p>
        </div>
      </div>
    </section>
  );
}
