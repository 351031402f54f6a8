import type { Tutorial } from './tutorials';

// The words around a tutorial's own page (/docs/tutorials/<id>); the tutorials are in tutorials.ts.
export const tutorialPageCopy = {
  eyebrow: (tutorial: Pick<Tutorial, 'type'>) => (tutorial.type === 'video' ? 'Video guide, written for now' : 'Tutorial'),
  metaDescription: (tutorial: Pick<Tutorial, 'title' | 'description' | 'difficulty'>) => `${tutorial.title}, a ${tutorial.difficulty.toLowerCase()} Microloop tutorial: ${tutorial.description}`,
  factsLabel: 'About this tutorial',
  kit: (template: string, engine: string) => `${template}, ${engine} kit`,
  nextLabel: 'Where next',
  template: (template: string) => `${template}’s page`,
  api: (template: string) => `${template} API reference`,
  all: 'All tutorials',
} as const;
