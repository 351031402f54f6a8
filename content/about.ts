import type { IconName } from '@/lib/design/icons';
import type { QuoteContent } from './home';

export type Value = {
  readonly title: string;
  readonly description: string;
  readonly icon: IconName;
};

export type StoryStep = { readonly title: string; readonly body: string };

export const aboutHero = {
  eyebrow: 'About us',
  // Read together: "About Microloop"; the second part carries the accent gradient.
  title: { lead: 'About', highlight: 'Microloop' },
  description:
    'We are a small team of game developers who got tired of rebuilding the same mechanics for every prototype. Microloop is the toolkit we wished we had at the start of every jam.',
} as const;

export const mission = {
  title: 'Our mission',
  paragraphs: [
    'Shorten the distance between an idea and a playable loop. A game idea is only a guess until someone can play it, and too many guesses die in the setup: physics layers, input timing, scoring, the plumbing every prototype needs before the fun can start.',
    'We build that plumbing once, carefully, for Unity, Godot and JavaScript, so you can spend your hours on the part only you can make: the feel, the twist, the reason someone plays one more round.',
  ],
} as const satisfies { title: string; paragraphs: readonly string[] };

/** The Plinko philosophy quote of SPEC.md §2 (About). */
export const philosophy = {
  eyebrow: 'The Plinko philosophy',
  text: 'Drop the ball. Watch where it lands. Move one peg and drop it again. Good games are not planned into existence; they are found, one bounce at a time.',
  author: 'The Microloop team',
  role: 'Written on the whiteboard at our first game jam, and still there',
} as const satisfies QuoteContent & { eyebrow: string };

export const valuesIntro = {
  title: 'What guides us',
  description: 'Four values decide what goes into a template and what stays out.',
} as const;

/** The four guiding values of SPEC.md §2 (About), names verbatim. */
export const values = [
  {
    title: 'Hyper-Speed Prototyping',
    description:
      'A mechanic should be playable minutes after you open it. Every template runs on first launch, and every value you will want to tweak is exposed, named and documented.',
    icon: 'bolt',
  },
  {
    title: 'Unleash Creativity',
    description:
      'We ship the mechanic, never the game. No art style, theme or menus to strip out: a solid core you can dress as a fishing game, a pachinko parlour or something nobody has seen yet.',
    icon: 'sparkles',
  },
  {
    title: 'Power of Community',
    description:
      'The best idea for the next template comes from the people using the last one. Showcase projects, forum threads and jam entries shape our roadmap more than any meeting does.',
    icon: 'users',
  },
  {
    title: 'Elegant Engineering',
    description:
      'Fast is no excuse for sloppy. Templates are small, readable and tested, with their tuning values in one place, so a prototype can grow into a release without a rewrite.',
    icon: 'code',
  },
] as const satisfies readonly Value[];

export const story = {
  title: 'How Microloop started',
  description: 'From one jam weekend to six templates and a playground, by way of a lot of copied code.',
  steps: [
    {
      title: 'One stubborn Plinko board',
      body: 'Microloop began at a weekend game jam with a simple idea: a ball drops through pegs into scoring buckets. We spent most of the 48 hours on collision layers, gravity and balls that came to rest on top of pegs. The game we submitted was fine. The drop code underneath was the part we were proud of.',
    },
    {
      title: 'We kept reaching for it',
      body: 'At the next jam we copied that drop code over instead of starting from nothing, and had a playable build by the first evening. Then we did the same for a tap-timing mechanic, then a rhythm track. Every reusable piece handed us back another weekend.',
    },
    {
      title: 'So we made it for everyone',
      body: 'Those pieces became PhysicsDropper, DoubleTapDash, RhythmClacker, MemoryTiles, BounceChain and TimingWheel: six templates for Unity, Godot and JavaScript, plus a playground to try them in the browser. Microloop exists so your next project starts at the fun part.',
    },
  ],
  link: { label: 'See what the community has built', href: '/community' },
} as const satisfies { title: string; description: string; steps: readonly StoryStep[]; link: { label: string; href: string } };
