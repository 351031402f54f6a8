import { act, render, screen, within } from '@testing-library/react';
import { featuresFor } from '@/content/kit-api';
import { chooseKitEngine } from '@/components/mechanic/kit-engine';
import userEvent from '@testing-library/user-event';
import { absoluteUrl } from '@/content/site';
import { templateBySlug, templates, templateSlug } from '@/content/templates';
import { relatedTemplates } from './related';
import { templateJsonLd } from './json-ld';
import { TemplatePage } from './template-page';

function renderPage(slug: string) {
  const template = templateBySlug(slug);
  if (!template) throw new Error(slug);
  return render(<TemplatePage template={template} />);
}

function jsonLd(container: HTMLElement) {
  const scripts = container.querySelectorAll('script[type="application/ld+json"]');
  expect(scripts).toHaveLength(1);
  return JSON.parse(scripts[0]!.textContent ?? '') as { '@graph': Record<string, unknown>[] };
}

describe('TemplatePage', () => {
  it('names the template in the h1 and the breadcrumb trail', () => {
    renderPage('memory-tiles');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('MemoryTiles');
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(trail).getByRole('link', { name: 'Templates' })).toHaveAttribute('href', '/templates');
    expect(within(trail).getByText('MemoryTiles')).toHaveAttribute('aria-current', 'page');
  });

  it('emits one JSON-LD script with the SoftwareApplication and the BreadcrumbList', () => {
    const { container } = renderPage('rhythm-clacker');
    const graph = jsonLd(container)['@graph'];
    expect(graph.map((node) => node['@type'])).toEqual(['SoftwareApplication', 'BreadcrumbList']);
    expect(graph[0]).toMatchObject({ name: 'RhythmClacker', url: absoluteUrl('/templates/rhythm-clacker/'), operatingSystem: 'Any modern web browser' });
    // The content has no rating count, so no rating is claimed.
    expect(graph[0]).not.toHaveProperty('aggregateRating');
    // The site says prices are not set, so no Offer (with a price of 0 or any other) is claimed.
    expect(graph[0]).not.toHaveProperty('offers');
    expect(graph[0]).toMatchObject({ interactionStatistic: { userInteractionCount: 2100 } });
    expect(graph[1]).toMatchObject({ itemListElement: [{ name: 'Templates' }, { name: 'RhythmClacker', position: 2 }] });
  });

  it('escapes "<" in the JSON-LD so no text can close the script', () => {
    const template = { ...templates[0], description: '</script><b>' };
    const { container } = render(<TemplatePage template={template} />);
    expect(container.querySelector('script')!.innerHTML).not.toContain('</script>');
    expect(jsonLd(container)['@graph'][0]).toMatchObject({ description: '</script><b>' });
  });

  it('shows the rating, downloads, badges, features and tags', () => {
    renderPage('bounce-chain');
    expect(screen.getByRole('img', { name: '4.5 out of 5 stars' })).toBeInTheDocument();
    expect(screen.getByText('720 downloads')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').some((item) => item.textContent === 'Engine: Godot')).toBe(true);
    const features = screen.getByRole('region', { name: 'What the template does' });
    expect(within(features).getAllByRole('listitem').map((item) => item.textContent)).toEqual(featuresFor('bounce-chain', 'godot'));
    expect(within(screen.getByRole('region', { name: 'Tags' })).getByText('platforms')).toBeInTheDocument();
  });

  it('lists the features of the kit engine the URL chooses: an Inspector field only for Unity', () => {
    const inspector = /Inspector/;
    renderPage('physics-dropper');
    const features = () => within(screen.getByRole('region', { name: 'What the template does' })).getAllByRole('listitem').map((item) => item.textContent ?? '');
    expect(features().some((feature) => inspector.test(feature))).toBe(true);
    act(() => chooseKitEngine('godot', 'unity'));
    expect(features()).toEqual(featuresFor('physics-dropper', 'godot'));
    expect(features().some((feature) => inspector.test(feature))).toBe(false);
    act(() => chooseKitEngine('unity', 'unity'));
  });

  it.each(templates.map((template) => [template.name, templateSlug(template)]))('gives %s its demo, with Play, Restart and the kit button', (name, slug) => {
    renderPage(slug);
    const demo = screen.getByRole('region', { name: `${name} demo` });
    expect(within(demo).getByRole('button', { name: 'Play' })).toHaveAttribute('aria-pressed', 'false');
    expect(within(demo).getByRole('button', { name: 'Restart' })).toBeInTheDocument();
    expect(within(demo).getByRole('button', { name: 'Download starter kit' })).toBeInTheDocument();
    expect(within(demo).getAllByRole('slider').length).toBeGreaterThanOrEqual(4);
  });

  it('gives PhysicsDropper its demo, the Playground link and the files of its kit', () => {
    renderPage('physics-dropper');
    const demo = screen.getByRole('region', { name: 'PhysicsDropper demo' });
    expect(within(demo).getByRole('button', { name: 'Play' })).toBeInTheDocument();
    expect(within(demo).getByRole('button', { name: 'Download starter kit' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open in Playground' })).toHaveAttribute('href', '/playground');
    const kit = screen.getByRole('region', { name: 'What the download holds' });
    for (const file of ['index.html', 'README.md', 'LICENSE.txt', 'config.json']) expect(within(kit).getByText(file)).toBeInTheDocument();
    expect(within(kit).getByText(/C# ScriptableObject/)).toBeInTheDocument();
    expect(within(kit).getByText(/Unity package \(UPM\) that plays the game in an empty scene/)).toBeInTheDocument();
    // The quick start, its actions counted (lib/mechanics/kit-quick-start.ts).
    expect(within(kit).getByText(/Play it in five actions: unzip; open the Package Manager;.*Tools › Microloop › Play Physics Dropper\./)).toBeInTheDocument();
    expect(within(kit).queryByText(/gameplay scripts/)).toBeNull();
  });

  it('says that a Godot template kit holds the Godot project and its GDScript game', () => {
    renderPage('double-tap-dash');
    const kit = screen.getByRole('region', { name: 'What the download holds' });
    expect(within(kit).getByText(/a Godot 4 project in godot\/ \(open project.godot, press F5 \(Cmd\+B on macOS\)\)/)).toBeInTheDocument();
    expect(within(kit).getByText(/This is the whole template: the game this page plays, its rules ported to GDScript/)).toBeInTheDocument();
    expect(within(kit).queryByText(/is not in this kit/)).not.toBeInTheDocument();
  });

  it('says which other engines the template comes in, and what the download holds for the engine the URL chose', async () => {
    window.history.replaceState(null, '', '/templates/physics-dropper/?engine=godot');
    renderPage('physics-dropper');
    expect(screen.getByText('Also for Godot and JavaScript')).toBeInTheDocument();
    const kit = screen.getByRole('region', { name: 'What the download holds' });
    expect(within(kit).getByText(/^Godot files: a Godot 4 project in godot\//)).toBeInTheDocument();
    expect(within(kit).queryByText(/Unity package/)).toBeNull();
    const group = screen.getByRole('radiogroup', { name: 'Kit engine' });
    expect(within(group).getByRole('radio', { name: 'Godot' })).toBeChecked();
    await userEvent.setup().click(within(group).getByRole('radio', { name: 'JavaScript' }));
    expect(within(kit).getByText(/^JavaScript files: the game itself as a readable ES module/)).toBeInTheDocument();
    expect(within(kit).getByText(/same code this page plays/)).toBeInTheDocument();
    window.history.replaceState(null, '', '/');
  });

  it('links three related templates to their pages', () => {
    renderPage('physics-dropper');
    const related = screen.getByRole('region', { name: 'Related templates' });
    const links = within(related).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['BounceChain', 'MemoryTiles', 'DoubleTapDash']);
    expect(links[0]).toHaveAttribute('href', '/templates/bounce-chain');
  });
});

describe('relatedTemplates', () => {
  it('puts the same genre first, then action, then engine, never the template itself', () => {
    const tap = templateBySlug('double-tap-dash')!;
    const related = relatedTemplates(tap, templates);
    expect(related.map((t) => t.name)).toEqual(['RhythmClacker', 'MemoryTiles', 'BounceChain']);
    expect(related).not.toContain(tap);
  });
});

it('has no aggregateRating without a rating count for any template', () => {
  for (const template of templates) expect(JSON.stringify(templateJsonLd(template))).not.toContain('aggregateRating');
});
