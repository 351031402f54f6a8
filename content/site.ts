export type NavLink = { readonly label: string; readonly href: string };

const siteUrl = (process.env.SITE_URL ?? 'http://localhost:3000').replace(/\/+$/, '');

export const site = {
  name: 'Microloop',
  tagline: 'Microgame mechanics, ready to drop in.',
  description:
    'Ready-made microgame mechanics templates (physics drop, tap, rhythm, memory, bounce chain, timing wheel) for Unity, Godot and JavaScript, with a live playground.',
  url: siteUrl,
  nav: [
    { label: 'Home', href: '/' },
    { label: 'Templates', href: '/templates' },
    { label: 'Playground', href: '/playground' },
    { label: 'Docs', href: '/docs' },
    { label: 'Community', href: '/community' },
    { label: 'About', href: '/about' },
  ],
  cta: { label: 'Start Building', href: '/playground' },
  footer: {
    groups: [
      {
        title: 'Product',
        links: [
          { label: 'Templates', href: '/templates' },
          { label: 'Playground', href: '/playground' },
          { label: 'Docs', href: '/docs' },
          { label: 'Pricing', href: '/#pricing' },
        ],
      },
      {
        title: 'Community',
        links: [
          { label: 'Showcase', href: '/community' },
          // Placeholders until the chat server and forum open.
          { label: 'Discord', href: '#' },
          { label: 'Forum', href: '#' },
        ],
      },
      {
        title: 'Company',
        links: [
          { label: 'About', href: '/about' },
          { label: 'Privacy Policy', href: '/privacy' },
          { label: 'Terms of Service', href: '/terms' },
          { label: 'Cookie Policy', href: '#' },
        ],
      },
    ],
  },
} as const satisfies {
  name: string;
  tagline: string;
  description: string;
  url: string;
  nav: readonly NavLink[];
  cta: NavLink;
  footer: { groups: readonly { title: string; links: readonly NavLink[] }[] };
};

/** Absolute URL for a site path, used in canonical links, Open Graph and the sitemap. */
export function absoluteUrl(path: string): string {
  return `${site.url}${path === '/' ? '/' : path.endsWith('/') ? path : `${path}/`}`;
}
