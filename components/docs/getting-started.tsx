import { docsPage, gettingStartedSteps } from '@/content/docs';
import { Icon } from '@/components/ui/icon';
import { PageSection } from '@/components/ui/page-section';
import { RichText } from './rich-text';

export function GettingStarted() {
  return (
    <PageSection section={docsPage.sections.gettingStarted}>
      {/* role=list keeps the list semantics Safari drops when list-style is none. */}
      <ol role="list" className="grid gap-4 md:grid-cols-3">
        {gettingStartedSteps.map((step, i) => (
          <li key={step.title} className="rounded-2xl border border-border bg-surface p-5">
            <div className="flex items-center gap-3">
              <span
                aria-hidden="true"
                className="inline-flex size-9 items-center justify-center rounded-full bg-accent-gradient text-sm font-bold text-ink"
              >
                {i + 1}
              </span>
              <Icon name={step.icon} className="text-accent-2" />
            </div>
            <h3 className="mt-4 text-lg font-semibold text-fg">{step.title}</h3>
            <p className="mt-2 text-sm leading-6 text-muted">
              <RichText text={step.description} />
            </p>
          </li>
        ))}
      </ol>
    </PageSection>
  );
}
