import { IntentLink } from '@/components/ui/intent-link';
import { story } from '@/content/about';
import { Icon } from '@/components/ui/icon';

export function Story() {
  return (
    <section aria-labelledby="story-title" className="container-page py-10 sm:py-14">
      <div className="grid gap-10 lg:grid-cols-[0.8fr_1.2fr] lg:gap-16">
        <div>
          <div className="lg:sticky lg:top-24">
            <h2 id="story-title" className="text-2xl font-bold tracking-tight text-balance text-fg sm:text-3xl">
              {story.title}
            </h2>
            <p className="mt-3 text-lg text-pretty text-muted">{story.description}</p>
          </div>
        </div>
        <div>
          <ol className="relative space-y-10 border-l border-border-strong pl-8">
            {story.steps.map((step, index) => (
              <li key={step.title} className="relative">
                <span
                  aria-hidden="true"
                  className="absolute top-0 -left-[calc(2rem+0.8125rem)] inline-flex size-6.5 items-center justify-center rounded-full border border-accent bg-bg font-mono text-xs font-semibold text-accent"
                >
                  {index + 1}
                </span>
                <h3 className="text-lg font-semibold text-fg">{step.title}</h3>
                <p className="mt-2 text-lg text-pretty text-muted">{step.body}</p>
              </li>
            ))}
          </ol>
          <IntentLink
            href={story.link.href}
            className="mt-10 inline-flex items-center gap-2 rounded-lg font-semibold text-accent-2 underline-offset-4 hover:underline"
          >
            {story.link.label}
            <Icon name="arrowRight" className="size-4" />
          </IntentLink>
        </div>
      </div>
    </section>
  );
}
