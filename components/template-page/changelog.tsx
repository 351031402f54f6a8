import { versionsCopy as copy } from '@/content/versions';
import { kitEngineLabels, type KitEngines } from '@/lib/mechanics/kit-engines';
import { changeKinds, releasesOf, type TemplateRelease } from '@/lib/mechanics/releases';
import { RichText } from '@/components/docs/rich-text';
import { formatLongDate } from '@/components/ui/format-date';
import { FollowUpdates } from './follow-updates';

/** A release: its version, date and summary, and (`lines`) every engine's changes. */
function Release({ release, engines, slug, lines }: { release: TemplateRelease; engines: KitEngines; slug: string; lines: boolean }) {
  const id = `${slug}-${release.version.replace(/\./g, '-')}`;
  return (
    <article aria-labelledby={id} className="space-y-3">
      <h3 id={id} className="flex flex-wrap items-baseline gap-x-3 text-lg font-semibold text-fg">
        {copy.version(release.version)}{' '}
        <time dateTime={release.date} className="text-sm font-normal text-muted">
          {formatLongDate(release.date)}
        </time>
      </h3>
      <p className="text-sm leading-relaxed text-muted">{release.summary}</p>
      {lines && engines.map((engine) => (
        <div key={engine}>
          <h4 className="text-sm font-semibold text-fg">{kitEngineLabels[engine]}</h4>
          <ul className="mt-1.5 space-y-1.5 text-sm leading-relaxed text-muted">
            {changeKinds.flatMap((kind) =>
              release.changes[engine]
                .filter((change) => change.kind === kind)
                .map((change) => (
                  <li key={change.text} className="flex gap-2">
                    <span className="shrink-0 font-medium text-fg">{kind}:</span>
                    <span className="min-w-0 break-words">
                      <RichText text={change.text} />
                    </span>
                  </li>
                )),
            )}
          </ul>
        </div>
      ))}
    </article>
  );
}

/**
 * "Changelog": the template's releases, latest first, each with its version, date and summary. The newest are open,
 * with every engine's changes; the older ones fold into a details element with their summaries, their lines left to
 * the kit's CHANGELOG.md and the feed: the list grows with every release, and with every line of each it was 85 % of
 * the page's HTML (875 KB of which 266 KB was the list, and its React payload most of the rest: 3.3.2).
 */
export function Changelog({ slug, engines }: { slug: string; engines: KitEngines }) {
  const releases = releasesOf(slug);
  const recent = releases.slice(0, copy.changelogShown);
  const earlier = releases.slice(copy.changelogShown);

  return (
    <section id="changelog" aria-labelledby="changelog-title" className="space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id="changelog-title" className="text-xl font-bold tracking-tight">
          {copy.changelogTitle}
        </h2>
        <FollowUpdates />
      </div>
      <p className="max-w-3xl text-sm leading-relaxed text-muted">
        <RichText text={copy.changelogIntro} />
      </p>
      <div className="space-y-8">
        {recent.map((release) => (
          <Release key={release.version} release={release} engines={engines} slug={slug} lines />
        ))}
      </div>
      {earlier.length > 0 && (
        <details className="group">
          <summary className="w-fit cursor-pointer rounded-md py-2 text-sm font-semibold text-accent-2 underline-offset-4 hover:underline focus-visible:outline-offset-2">
            {copy.earlierReleases(earlier.length)}
          </summary>
          <div className="mt-4 space-y-8">
            <p className="max-w-3xl text-sm leading-relaxed text-muted">
              <RichText text={copy.earlierLines} />
            </p>
            {earlier.map((release) => (
              <Release key={release.version} release={release} engines={engines} slug={slug} lines={false} />
            ))}
          </div>
        </details>
      )}
    </section>
  );
}
