import { docTopics, docsPage } from '@/content/docs';
import { Icon } from '@/components/ui/icon';
import { PageSection } from '@/components/ui/page-section';
import { DocBlock } from './doc-block';

export function DocTopics() {
  return (
    <PageSection section={docsPage.sections.topics}>
      <div className="grid gap-10 lg:grid-cols-[15rem_minmax(0,1fr)]">
        <nav aria-label="Documentation topics" className="lg:sticky lg:top-24 lg:self-start">
          <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-1">
            {docTopics.map((topic) => (
              <li key={topic.id} className="relative rounded-xl border border-border bg-surface p-3 transition-[border-color,box-shadow] hover:border-accent focus-within:border-accent">
                <a href={`#${topic.id}`} className="flex items-center gap-2 font-semibold text-fg after:absolute after:inset-0 after:rounded-xl">
                  <Icon name={topic.icon} className="size-4 text-accent-2" />
                  {topic.title}
                </a>
                <p className="mt-1 text-sm text-muted">{topic.summary}</p>
              </li>
            ))}
          </ul>
        </nav>
        <div className="min-w-0 space-y-14">
          {docTopics.map((topic) => (
            <section key={topic.id} id={topic.id} aria-labelledby={`${topic.id}-title`} className="space-y-5">
              <h3 id={`${topic.id}-title`} className="flex items-center gap-3 text-2xl font-bold tracking-tight text-fg">
                <span aria-hidden="true" className="inline-flex size-10 items-center justify-center rounded-xl bg-surface-2 text-accent-2">
                  <Icon name={topic.icon} />
                </span>
                {topic.title}
              </h3>
              {topic.blocks.map((block, i) => (
                <DocBlock key={i} block={block} topic={topic.title} />
              ))}
            </section>
          ))}
        </div>
      </div>
    </PageSection>
  );
}
