import type { IconName } from '@/lib/design/icons';

export type Feature = {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  readonly icon: IconName;
};

/** The six promises of the pitch in SPEC.md §1, one card each on Home. */
export const features = [
  {
    id: 'minutes',
    title: 'Design, test and export in minutes',
    description:
      'Pick a mechanic, tune it live in the playground and take it into your engine. Your first playable build is an afternoon, not a sprint.',
    icon: 'bolt',
  },
  {
    id: 'engines',
    title: 'Multi-engine support',
    description:
      'Templates for Unity, Godot and plain JavaScript. Filter the catalogue by engine and start in the tool your team already ships with.',
    icon: 'engines',
  },
  {
    id: 'community',
    title: 'Community-driven',
    description:
      'Showcase projects, forum threads and jam entries decide which mechanic we polish next. The roadmap is written by the people using the templates.',
    icon: 'users',
  },
  {
    id: 'core-mechanics',
    title: 'Focus on core mechanics',
    description:
      'Each template does one thing well: a drop, a tap, a beat, a match. No menus, save systems or placeholder art to strip out before you can begin.',
    icon: 'target',
  },
  {
    id: 'foundations',
    title: 'Scalable foundations',
    description:
      'Readable project structure with every tuning value in one place, so a jam prototype can grow into a released game without a rewrite.',
    icon: 'layers',
  },
  {
    id: 'learning',
    title: 'Interactive learning',
    description:
      'Move the gravity, bounciness or speed slider and see the result at once. The docs and tutorials explain why each value feels the way it does.',
    icon: 'learn',
  },
] as const satisfies readonly Feature[];
