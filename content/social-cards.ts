import { aboutHero } from './about';
import { communityPage } from './community';
import { docsPage } from './docs';
import { hero } from './home';
import { privacyPolicy } from './legal/privacy';
import { termsOfService } from './legal/terms';
import { playgroundCopy } from './playground';
import { site } from './site';
import { templatesPage, type Template } from './templates';

/** What one route's social card says: the same words its page opens with. */
export type SocialCardCopy = {
  readonly eyebrow: string;
  readonly title: string;
  readonly description: string;
  readonly facts?: readonly string[];
};

/** The card of every top-level route, by its folder under app/ ('' is the home page). */
export const socialCards = {
  home: { eyebrow: 'Microgame templates', title: `${hero.title.lead} ${hero.title.highlight}`, description: site.tagline },
  templates: { eyebrow: templatesPage.eyebrow, title: templatesPage.title, description: 'Physics drop, tap, rhythm, memory, bounce chain and timing wheel for Unity, Godot and JavaScript.' },
  playground: { eyebrow: playgroundCopy.title, title: playgroundCopy.eyebrow, description: 'Tune the PhysicsDropper live and export it to Unity, Godot, itch.io or JSON.' },
  docs: { eyebrow: docsPage.hero.eyebrow, title: docsPage.hero.title, description: 'From download to a playable build in Unity, Godot and JavaScript.' },
  community: { eyebrow: communityPage.hero.eyebrow, title: communityPage.hero.title, description: 'Games shipped on Microloop templates and the people who built them.' },
  about: { eyebrow: aboutHero.eyebrow, title: `${aboutHero.title.lead} ${aboutHero.title.highlight}`, description: 'The small studio behind ready-made microgame mechanics.' },
  privacy: { eyebrow: 'Legal', title: privacyPolicy.title, description: 'No accounts, no analytics, no cookies of our own, no third-party requests.' },
  terms: { eyebrow: 'Legal', title: termsOfService.title, description: 'The template license for personal and commercial games, and the rules of the site.' },
} as const satisfies Record<string, SocialCardCopy>;

export type SocialCardRoute = keyof typeof socialCards;

/** A template page's card: its name, rating and engine. */
export function templateSocialCard(template: Template): SocialCardCopy {
  return {
    eyebrow: `${template.genre} template`,
    title: template.name,
    description: template.description,
    // Plain text only: Inter's latin subset has no star glyph, and satori would fetch a fallback font.
    facts: [`Rated ${template.rating.toFixed(1)} / 5`, template.engine === 'JS' ? 'JavaScript' : template.engine, template.action],
  };
}

/** The alt text of a card: what it shows, for readers of the og:image:alt tag. */
export function socialCardAlt(card: SocialCardCopy): string {
  return `${card.title} · ${site.name}`;
}
