import { difficulties } from '@/content/tutorials';
import { difficultyTone } from './difficulty';

describe('difficultyTone', () => {
  it('maps Beginner to green, Intermediate to yellow and Advanced to red', () => {
    expect(difficultyTone('Beginner')).toBe('green');
    expect(difficultyTone('Intermediate')).toBe('yellow');
    expect(difficultyTone('Advanced')).toBe('red');
  });

  it('gives every level its own tone', () => {
    expect(new Set(difficulties.map(difficultyTone)).size).toBe(difficulties.length);
  });
});
