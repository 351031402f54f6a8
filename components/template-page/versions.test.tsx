import { render, screen, within } from '@testing-library/react';
import { templateBySlug, templates, templateSlug } from '@/content/templates';
import { compatibility } from '@/lib/mechanics/compatibility';
import { kitEnginesFor } from '@/lib/mechanics/kit-engines';
import { kitReleases } from '@/lib/mechanics/releases';
import { templateJsonLd } from './json-ld';
import { TemplatePage } from './template-page';

function renderPage(slug: string) {
  const template = templateBySlug(slug);
  if (!template) throw new Error(slug);
  return render(<TemplatePage template={template} />);
}

describe.each(templates.map((template) => [template.name, templateSlug(template), template] as const))('%s’s page', (_name, slug, template) => {
  const engines = kitEnginesFor({ slug, engine: template.engine });

  it('has a Compatibility table per engine, its own first, each row a claim and how we know it', () => {
    renderPage(slug);
    const section = screen.getByRole('region', { name: 'Compatibility' });
    const tables = within(section).getAllByRole('table');
    expect(tables.map((table) => table.querySelector('caption')?.textContent)).toEqual(
      engines.map((engine) => `${{ unity: 'Unity', godot: 'Godot', js: 'JavaScript' }[engine]} (${compatibility[engine].range})`),
    );
    tables.forEach((table, index) => {
      expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Topic', 'Supported', 'How we know']);
      const rows = within(table).getAllByRole('rowheader').map((cell) => cell.textContent);
      expect(rows).toEqual(compatibility[engines[index]!].rows.map((row) => row.topic));
    });
  });

  it('has a Changelog, latest first, with each version’s date and summary, the two newest with every engine’s changes, and the feed link', () => {
    renderPage(slug);
    const section = screen.getByRole('region', { name: 'Changelog' });
    const versions = within(section).getAllByRole('heading', { level: 3 });
    expect(versions.map((heading) => heading.firstChild?.textContent)).toEqual(kitReleases.map((release) => `Version ${release.version}`));
    expect(versions.map((heading) => heading.querySelector('time')?.getAttribute('datetime'))).toEqual(kitReleases.map((release) => release.date));
    expect(within(section).getAllByRole('heading', { level: 4 })).toHaveLength(engines.length * 2);
    for (const release of kitReleases) expect(within(section).getByText(release.summary)).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Follow updates' })).toHaveAttribute('href', '/templates/feed.xml');
  });

  it('keeps the two newest releases open and folds the earlier ones under a summary that counts them', () => {
    renderPage(slug);
    const section = screen.getByRole('region', { name: 'Changelog' });
    const folded = section.querySelector('details');
    expect(folded).not.toBeNull();
    expect(folded?.open).toBe(false);
    expect(folded?.querySelector('summary')?.textContent).toBe(`Earlier releases (${kitReleases.length - 2})`);
    const inFold = [...(folded?.querySelectorAll('h3') ?? [])].map((heading) => heading.firstChild?.textContent);
    expect(inFold).toEqual(kitReleases.slice(2).map((release) => `Version ${release.version}`));
    const open = within(section).getAllByRole('heading', { level: 3 }).filter((heading) => !folded?.contains(heading));
    expect(open.map((heading) => heading.firstChild?.textContent)).toEqual(kitReleases.slice(0, 2).map((release) => `Version ${release.version}`));
  });

  it('shows each engine’s version range beside its radio, which keeps the engine’s name', () => {
    renderPage(slug);
    const group = screen.getByRole('radiogroup', { name: 'Kit engine' });
    for (const [engine, label] of [['unity', 'Unity'], ['godot', 'Godot'], ['js', 'JavaScript']] as const) {
      const radio = within(group).getByRole('radio', { name: label });
      expect(radio).toHaveAccessibleName(label);
      expect(radio).toHaveAccessibleDescription(compatibility[engine].range);
    }
  });

  it('states the version, the requirements and the release notes in its JSON-LD', () => {
    const software = templateJsonLd(template)['@graph'][0];
    expect(software).toMatchObject({
      softwareVersion: kitReleases[0]!.version,
      softwareRequirements: engines.map((engine) => compatibility[engine].requirement),
      releaseNotes: expect.stringMatching(new RegExp(`/templates/${slug}/#changelog$`)),
    });
  });
});
