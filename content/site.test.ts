import { absoluteUrl, site, type NavLink } from './site';

describe('site config', () => {
  it('lists the six main nav links in the order of the spec', () => {
    expect(site.nav.map((l) => [l.label, l.href])).toEqual([
      ['Home', '/'],
      ['Templates', '/templates'],
      ['Playground', '/playground'],
      ['Docs', '/docs'],
      ['Community', '/community'],
      ['About', '/about'],
    ]);
  });

  it('has every footer link of the spec, with the three placeholders pointing at #', () => {
    const links = site.footer.groups.flatMap((g): readonly NavLink[] => g.links);
    const byLabel = Object.fromEntries(links.map((l) => [l.label, l.href]));
    expect(byLabel).toEqual({
      Templates: '/templates',
      Playground: '/playground',
      Docs: '/docs',
      Pricing: '/#pricing',
      Showcase: '/community',
      About: '/about',
      'Privacy Policy': '/privacy',
      'Terms of Service': '/terms',
      Discord: '#',
      Forum: '#',
      'Cookie Policy': '#',
    });
  });

  it('builds absolute URLs with a trailing slash, matching the export', () => {
    expect(absoluteUrl('/')).toBe('http://localhost:3000/');
    expect(absoluteUrl('/docs')).toBe('http://localhost:3000/docs/');
  });
});
