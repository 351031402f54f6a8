import { mission, philosophy } from '@/content/about';
import { Quote } from '@/components/ui/quote';

/** The mission beside the Plinko philosophy it comes from. */
export function Mission() {
  return (
    <div className="container-page grid gap-10 py-10 sm:py-14 lg:grid-cols-2 lg:gap-16">
      <section aria-labelledby="mission-title">
        <h2 id="mission-title" className="text-2xl font-bold tracking-tight text-fg sm:text-3xl">
          {mission.title}
        </h2>
        <div className="mt-5 space-y-4 text-lg text-pretty text-muted">
          {mission.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </section>
      <section
        aria-labelledby="philosophy-title"
        className="relative self-start overflow-hidden rounded-3xl border border-border bg-surface p-6 sm:p-10"
      >
        <div aria-hidden="true" className="absolute -right-20 -bottom-20 size-64 rounded-full bg-accent/15 blur-3xl" />
        <h2 id="philosophy-title" className="relative text-sm font-semibold tracking-widest text-accent-2 uppercase">
          {philosophy.eyebrow}
        </h2>
        <Quote className="mt-6" text={philosophy.text} author={philosophy.author} role={philosophy.role} />
      </section>
    </div>
  );
}
