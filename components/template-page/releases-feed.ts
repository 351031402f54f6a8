import { absoluteUrl, site } from '@/content/site';
import { templatePath, templates, templateSlug } from '@/content/templates';
import { releasesFeed } from '@/content/versions';
import { splitInlineCode } from '@/components/docs/inline-code';
import { kitEngineLabels, kitEnginesFor, type KitEngine } from '@/lib/mechanics/kit-engines';
import { changeKinds, releasesOf, type TemplateRelease } from '@/lib/mechanics/releases';

// The releases feed, /templates/feed.xml (Atom 1.0, RFC 4287): one entry per template release. Every
// id and date comes from lib/mechanics/releases.ts, never from the clock, so a rebuild changes nothing a
// feed reader keeps.

export type ReleaseEntry = {
  readonly id: string;
  readonly title: string;
  /** RFC 3339, the release's day at midnight UTC. */
  readonly updated: string;
  readonly link: string;
  readonly summary: string;
  readonly engines: readonly KitEngine[];
  /** The changes per engine as HTML. */
  readonly html: string;
};

const xml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const richHtml = (text: string) => splitInlineCode(text).map((segment) => (segment.code ? `<code>${xml(segment.text)}</code>` : segment.emphasis ? `<em>${xml(segment.text)}</em>` : xml(segment.text))).join('');

const dayOf = (date: string) => `${date}T00:00:00Z`;

/** The feed's own URL: a file, so without the trailing slash absoluteUrl gives pages. */
export const feedUrl = () => `${site.url}${releasesFeed.path}`;

/** The feed as a page's `<link rel="alternate">` (pageMetadata's `feed`). */
export const releasesFeedLink = () => ({ url: feedUrl(), type: 'application/atom+xml', title: releasesFeed.title });

/** A tag URI (RFC 4151) under a fixed authority: the same in every build, whatever the host. */
export const feedId = (specific: string) => `tag:${releasesFeed.idAuthority}:${specific}`;

function releaseHtml(release: TemplateRelease, engines: readonly KitEngine[]): string {
  const sections = engines.map((engine) => {
    const items = changeKinds.flatMap((kind) =>
      release.changes[engine].filter((change) => change.kind === kind).map((change) => `<li>${kind}: ${richHtml(change.text)}</li>`),
    );
    return `<h2>${kitEngineLabels[engine]}</h2><ul>${items.join('')}</ul>`;
  });
  return `<p>${xml(release.summary)}</p>${sections.join('')}`;
}

/** Every template's every release, newest first (the catalog's order within a day). */
export function releaseEntries(): ReleaseEntry[] {
  const entries = templates.flatMap((template, order) => {
    const slug = templateSlug(template);
    const engines = kitEnginesFor({ slug, engine: template.engine });
    return releasesOf(slug).map((release) => ({
      order,
      entry: {
        id: feedId(`templates/${slug}/${release.version}`),
        title: `${template.name} ${release.version}`,
        updated: dayOf(release.date),
        link: `${absoluteUrl(templatePath(template))}#changelog`,
        summary: `${template.name} ${release.version} for ${engines.map((engine) => kitEngineLabels[engine]).join(', ')}: ${release.summary}`,
        engines,
        html: releaseHtml(release, engines),
      },
    }));
  });
  return entries.sort((a, b) => b.entry.updated.localeCompare(a.entry.updated) || a.order - b.order).map(({ entry }) => entry);
}

/** The feed document. */
export function releasesFeedXml(): string {
  const entries = releaseEntries();
  const updated = entries.reduce((latest, entry) => (entry.updated > latest ? entry.updated : latest), entries[0]?.updated ?? dayOf('2026-01-01'));
  const body = entries
    .map(
      (entry) => `  <entry>
    <id>${xml(entry.id)}</id>
    <title>${xml(entry.title)}</title>
    <updated>${entry.updated}</updated>
    <published>${entry.updated}</published>
    <link rel="alternate" type="text/html" href="${xml(entry.link)}"/>
${entry.engines.map((engine) => `    <category term="${engine}" label="${kitEngineLabels[engine]}"/>`).join('\n')}
    <summary>${xml(entry.summary)}</summary>
    <content type="html">${xml(entry.html)}</content>
  </entry>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom">
  <id>${xml(feedId('templates/feed'))}</id>
  <title>${xml(releasesFeed.title)}</title>
  <subtitle>${xml(releasesFeed.subtitle)}</subtitle>
  <updated>${updated}</updated>
  <author><name>${xml(site.name)}</name></author>
  <link rel="self" type="application/atom+xml" href="${xml(feedUrl())}"/>
  <link rel="alternate" type="text/html" href="${xml(absoluteUrl('/templates'))}"/>
${body}
</feed>
`;
}
