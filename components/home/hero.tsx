import { hero } from '@/content/home';
import { Icon } from '@/components/ui/icon';
import { ActionLinks } from './action-links';
import { PegBoard } from './peg-board';

export function Hero() {
  return (
    <section aria-labelledby="hero-title" className="relative isolate overflow-x-clip">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_60%_50%_at_75%_35%,color-mix(in_oklab,var(--color-accent)_22%,transparent),transparent_70%),radial-gradient(ellipse_45%_40%_at_10%_10%,color-mix(in_oklab,var(--color-accent-2)_14%,transparent),transparent_70%)]"
      />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[linear-gradient(var(--color-border)_1px,transparent_1px),linear-gradient(90deg,var(--color-border)_1px,transparent_1px)] mask-[radial-gradient(ellipse_70%_60%_at_50%_30%,black,transparent_75%)] bg-size-[44px_44px] opacity-30"
      />
      <div className="container-page grid items-center gap-12 pt-14 pb-16 sm:pt-20 lg:grid-cols-[1.15fr_0.85fr] lg:gap-16 lg:pt-24 lg:pb-24">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full border border-border-strong bg-surface/80 px-3 py-1 text-sm font-medium text-muted">
            <Icon name="sparkles" className="size-4 text-warm" />
            {hero.eyebrow}
          </p>
          <h1
            id="hero-title"
            className="mt-6 text-4xl leading-[1.05] font-extrabold tracking-tight text-balance text-fg sm:text-6xl xl:text-[4rem]"
          >
            {hero.title.lead} <span className="text-gradient">{hero.title.highlight}</span>
          </h1>
          <p className="mt-6 max-w-xl text-lg text-pretty text-muted sm:text-xl">{hero.description}</p>
          <ActionLinks actions={hero.actions} className="mt-8" />
          <dl className="mt-10 flex max-w-md divide-x divide-border border-y border-border">
            {hero.facts.map((fact) => (
              <div key={fact.label} className="flex flex-1 flex-col-reverse px-4 py-3 first:pl-0">
                <dt className="text-sm text-muted">{fact.label}</dt>
                <dd className="text-2xl font-bold text-fg tabular-nums">{fact.value}</dd>
              </div>
            ))}
          </dl>
        </div>
        {/* The board's shadow is a box-shadow of its rounded frame (rx 26 of 360 × 428), not a
            drop-shadow filter on the <svg>: the same pixels, but software raster blurs a box-shadow's
            rounded rectangle in a fraction of the time it spends on a filter over the whole board,
            and the hero's first frame waits for that raster. */}
        <div className="relative mx-auto w-full max-w-sm rounded-[7.2222%/6.0748%] shadow-[0_24px_48px_rgba(0,0,0,0.45)] lg:max-w-md">
          <div aria-hidden="true" className="absolute -inset-6 -z-10 rounded-[2.5rem] bg-accent-gradient opacity-20 blur-3xl" />
          <PegBoard />
        </div>
      </div>
    </section>
  );
}
