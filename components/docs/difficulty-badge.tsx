import { Badge } from '@/components/ui/badge';
import type { Difficulty } from '@/content/tutorials';
import { difficultyTone } from './difficulty';

export function DifficultyBadge({ difficulty }: { difficulty: Difficulty }) {
  return (
    <Badge tone={difficultyTone(difficulty)} data-testid="difficulty-badge">
      {difficulty}
    </Badge>
  );
}
