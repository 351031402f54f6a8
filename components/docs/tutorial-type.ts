import type { IconName } from '@/lib/design/icons';
import type { TutorialType } from '@/content/tutorials';

export const tutorialTypes = {
  video: { label: 'Video', icon: 'video' },
  tutorial: { label: 'Tutorial', icon: 'book' },
} as const satisfies Record<TutorialType, { label: string; icon: IconName }>;
