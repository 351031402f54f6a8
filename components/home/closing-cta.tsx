import { closingCta } from '@/content/home';
import { ActionLinks } from './action-links';

export function ClosingCta() {
  return (
    <section aria-labelledby="closing-cta-title" className="container-page pt-8 pb-4 sm:pt-12">
      <div className="relative isolate overflow-hidden rounded-3xl border border-border-strong bg-surface-2 px-6 py-14 text-center sm:px-12 sm:py-20">
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_55%_80%_at_50%_120%,color-mix(in_oklab,var(--color-accent)_35%,transparent),transparent_70%),radial-gradient(ellipse_40%_60%_at_85%_-10%,color-mix(in_oklab,var(--color-accent-2)_22%,transparent),transparent_70%)]"
        />
        <h2 id="closing-cta-title" className="mx-auto max-w-2xl text-3xl font-bold tracking-tight text-balance text-fg sm:text-4xl">
          {closingCta.title}
        </h2>
        <p className="mx-auto mt-4 max-w-xl text-lg text-pretty text-muted">{closingCta.description}</p>
        <ActionLinks actions={closingCta.actions} className="mt-8 justify-center" />
      </div>
    </section>
  );
}
