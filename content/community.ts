import type { IconName } from '@/lib/design/icons';
import type { PageSectionCopy } from '@/lib/design/vocabulary';

export type CommunityStat = { readonly value: string; readonly label: string; readonly icon: IconName };

export const communityStats = [
  { value: '15K+', label: 'Active Developers', icon: 'users' },
  { value: '1.2K+', label: 'Published Games', icon: 'rocket' },
  { value: '5K+', label: 'Forum Discussions', icon: 'chat' },
] as const satisfies readonly CommunityStat[];

/** A button whose destination does not exist yet, and what its toast says. */
export type PendingAction = { readonly label: string; readonly feature: string; readonly detail: string };

export const communityPage = {
  hero: {
    eyebrow: 'Community',
    title: 'Community & Showcase',
    description:
      'Games shipped on Microloop templates, the people who built them, and the threads where they trade tuning tricks.',
  },
  featured: {
    id: 'loop-of-the-month',
    title: 'Loop of the Month',
    description: 'Each month we pick one game that squeezes the most out of a single mechanic.',
    label: 'Featured project',
    action: {
      label: 'View Project',
      feature: 'The project page',
      detail: 'Each showcase game gets a page with a playable build and its config. Until then, the card here has the essentials.',
    },
  },
  showcase: {
    id: 'community-showcase',
    title: 'Community Showcase',
    description: 'More games built on Microloop templates this season, straight from the developers who made them.',
  },
  forum: {
    title: 'Latest Forum Buzz',
    action: {
      label: 'Join the Discussion',
      feature: 'The community forum',
      detail: 'Posting opens with the public beta. Until then, the threads here are a preview of what people are talking about.',
    },
  },
  share: {
    title: 'Got Something to Share?',
    text: 'Built something on a Microloop template? Send it in with a short clip and the config you shipped. Every entry is in the running for next month’s featured spot.',
    action: {
      label: 'Submit Your Project',
      feature: 'The submission form',
      detail: 'The submission form opens with the public beta; every entry is in the running for the monthly featured spot.',
    },
  },
} as const satisfies {
  hero: { eyebrow: string; title: string; description: string };
  featured: PageSectionCopy & { label: string; action: PendingAction };
  showcase: PageSectionCopy;
  forum: { title: string; action: PendingAction };
  share: { title: string; text: string; action: PendingAction };
};
