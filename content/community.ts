import type { IconName } from '@/components/ui/icon';

export type CommunityStat = { readonly value: string; readonly label: string; readonly icon: IconName };

export const communityStats = [
  { value: '15K+', label: 'Active Developers', icon: 'users' },
  { value: '1.2K+', label: 'Published Games', icon: 'rocket' },
  { value: '5K+', label: 'Forum Discussions', icon: 'chat' },
] as const satisfies readonly CommunityStat[];

export const communityActions = {
  viewProject: {
    label: 'View Project',
    feature: 'Project pages',
    detail: 'Each showcase game gets a page with a playable build and its config. Until then, the card here has the essentials.',
  },
  joinDiscussion: {
    label: 'Join the Discussion',
    feature: 'The community forum',
    detail: 'Posting opens with the public beta. Until then, the threads here are a preview of what people are talking about.',
  },
  submitProject: {
    label: 'Submit Your Project',
    feature: 'Project submissions',
    detail: 'The submission form opens with the public beta; every entry is in the running for the monthly featured spot.',
  },
} as const satisfies Record<string, { label: string; feature: string; detail: string }>;
