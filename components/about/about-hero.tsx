import { aboutHero } from '@/content/about';

export function AboutHero() {
  return (
    <section aria-labelledby="about-title" className="relative isolate overflow-hidden border-b border-border">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_50%_70%_at_85%_0%,color-mix(in_oklab,var(--color-accent)_22%,transparent),transparent_70%),radial-gradient(ellipse_35%_60%_at_0%_100%,color-mix(in_oklab,var(--color-accent-2)_12%,transparent),transparent_70%)]"
      />
      {/* A staggered peg field, drawn with two offset dot grids. */}
      <div
        aria-hidden="true"
        className="absolute inset-y-0 right-0 -z-10 hidden w-2/3 md:block bg-[radial-gradient(circle,var(--color-border-strong)_2px,transparent_2.5px),radial-gradient(circle,var(--color-border-strong)_2px,transparent_2.5px)] mask-[linear-gradient(to_left,black_10%,transparent_85%)] bg-size-[44px_36px] bg-position-[0_0,22px_18px] opacity-70"
      />
      <div className="container-page pt-14 pb-14 sm:pt-20 sm:pb-20">
        <p className="text-sm font-semibold tracking-widest text-accent-2 uppercase">{aboutHero.eyebrow}</p>
        <h1 id="about-title" className="mt-3 text-4xl font-extrabold tracking-tight text-balance text-fg sm:text-6xl">
          {aboutHero.title.lead} <span className="text-gradient">{aboutHero.title.highlight}</span>
        </h1>
        <p className="mt-6 max-w-2xl text-lg text-pretty text-muted sm:text-xl">{aboutHero.description}</p>
      </div>
    </section>
  );
}
