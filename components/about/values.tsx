import { values, valuesIntro } from '@/content/about';
import { Card } from '@/components/ui/card';
import { Icon } from '@/components/ui/icon';
import { SectionHeading } from '@/components/ui/section-heading';

export function Values() {
  return (
    <section aria-labelledby="values-title" className="container-page py-10 sm:py-14">
      <SectionHeading id="values-title" title={valuesIntro.title} description={valuesIntro.description} />
      <ul className="mt-10 grid gap-4 sm:gap-6 md:grid-cols-2">
        {values.map((value, index) => (
          <li key={value.title} className="flex">
            <Card as="article" className="flex flex-1 flex-col gap-4 sm:flex-row sm:gap-5">
              <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-accent-gradient text-ink">
                <Icon name={value.icon} className="size-6" />
              </span>
              <div>
                <p aria-hidden="true" className="font-mono text-xs text-muted">
                  {String(index + 1).padStart(2, '0')}
                </p>
                <h3 className="mt-1 text-xl font-semibold text-fg">{value.title}</h3>
                <p className="mt-2 text-pretty text-muted">{value.description}</p>
              </div>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
