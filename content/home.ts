import type { ButtonVariant } from '@/lib/design/vocabulary';
import type { IconName } from '@/lib/design/icons';
import type { NavLink } from './site';
import { templates, templateSlug } from './templates';
import { kitEnginesFor, templateEngines } from '@/lib/mechanics/kit-engines';

export type CallToActionLink = NavLink & { readonly variant: ButtonVariant };

export type QuoteContent = {
  readonly text: string;
  readonly author: string;
  readonly role: string;
};

type ListItem = { readonly icon: IconName; readonly text: string };

export const hero = {
  eyebrow: 'For Unity, Godot and JavaScript',
  // Split so the closing words can carry the accent gradient; read together they form the h1.
  title: { lead: 'Design, test and export microgames', highlight: 'in minutes' },
  description:
    'Start from a mechanic that already feels good instead of an empty scene. Six tuned templates (physics drop, tap, rhythm, memory, bounce chain and timing wheel) and a playground to try them before you download.',
  actions: [
    { label: 'Browse Templates', href: '/templates', variant: 'primary' },
    { label: 'Start Building', href: '/playground', variant: 'secondary' },
  ],
  // Counted from the catalog and its ports, so a new template or port changes them by itself.
  facts: [
    { value: String(templates.length), label: 'mechanics' },
    { value: String(templateEngines.length), label: 'engines' },
    {
      value: String(templates.reduce((kits, template) => kits + kitEnginesFor({ slug: templateSlug(template), engine: template.engine }).length, 0)),
      label: 'playable kits',
    },
  ],
} as const satisfies {
  eyebrow: string;
  title: { lead: string; highlight: string };
  description: string;
  actions: readonly CallToActionLink[];
  facts: readonly { value: string; label: string }[];
};

/** The PhysicsDropper quote of SPEC.md §2 (Home). */
export const testimonial = {
  eyebrow: 'Template spotlight',
  template: 'PhysicsDropper',
  rating: 5,
  text: 'I dropped PhysicsDropper into an empty Unity scene, nudged gravity and bounciness until the balls felt right, and had a playable Plinko round the same afternoon. It took care of the physics fiddling I usually lose a week to.',
  author: 'Priya Raman',
  role: 'Solo developer, Lanternfish Games',
  tryIt: {
    title: 'Feel it before you download',
    description: 'PhysicsDropper runs live in the playground. Change gravity, bounciness and speed and watch the drop respond.',
    link: { label: 'Try PhysicsDropper live', href: '/playground' },
  },
} as const satisfies QuoteContent & {
  eyebrow: string;
  template: string;
  rating: number;
  tryIt: { title: string; description: string; link: NavLink };
};

export const featuresIntro = {
  eyebrow: 'Why Microloop',
  title: 'The mechanic is done. The game is yours.',
  description:
    'Every template is a small, finished loop you can play, tune and export, built for developers who would rather design than rebuild the basics.',
} as const;

/**
 * SPEC.md leaves prices unstated, so this section says so and lists only what the
 * template license (SPEC.md §9) actually grants.
 */
export const pricing = {
  id: 'pricing',
  eyebrow: 'Pricing & license',
  title: 'Pricing',
  badge: 'Preview',
  status: 'Prices are not set yet',
  description:
    'Microloop is in preview. We have not published prices, and nothing on this site takes a payment or asks you to sign up. When pricing is decided, it will appear on this page first.',
  licenseTitle: 'What the template license gives you',
  grants: [
    { icon: 'check', text: 'Use in unlimited personal and commercial projects' },
    { icon: 'check', text: 'Worldwide and non-exclusive: ship wherever your players are' },
    { icon: 'check', text: 'Attribution is appreciated, never mandatory' },
  ],
  limitsTitle: 'What it does not allow',
  limits: [
    { icon: 'close', text: 'Reselling or redistributing the templates themselves: sell your game, not the template' },
    { icon: 'close', text: 'Transferring the license to someone else: it is non-transferable' },
  ],
  note: 'The license is revocable, as the Terms of Service set out.',
  link: { label: 'Read the full license terms', href: '/terms' },
} as const satisfies {
  id: string;
  eyebrow: string;
  title: string;
  badge: string;
  status: string;
  description: string;
  licenseTitle: string;
  grants: readonly ListItem[];
  limitsTitle: string;
  limits: readonly ListItem[];
  note: string;
  link: NavLink;
};

export const closingCta = {
  title: 'Your next mechanic is one drop away',
  description:
    'Filter six ready-made mechanics by genre, action and engine, and take the one that fits the game in your head.',
  actions: [
    { label: 'Explore Templates', href: '/templates', variant: 'primary' },
    { label: 'Read the Docs', href: '/docs', variant: 'ghost' },
  ],
} as const satisfies { title: string; description: string; actions: readonly CallToActionLink[] };
