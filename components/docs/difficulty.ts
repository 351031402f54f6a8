import type { BadgeTone } from '@/components/ui/badge';
import type { Difficulty } from '@/content/tutorials';

const tones = {
  Beginner: 'green',
  Intermediate: 'yellow',
  Advanced: 'red',
} as const satisfies Record<Difficulty, BadgeTone>;

/** SPEC §4: Beginner green, Intermediate yellow, Advanced red. */
export function difficultyTone(difficulty: Difficulty): BadgeTone {
  return tones[difficulty];
}
