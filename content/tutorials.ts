export const difficulties = ['Beginner', 'Intermediate', 'Advanced'] as const;
export type Difficulty = (typeof difficulties)[number];

export type TutorialType = 'video' | 'tutorial';

export type Tutorial = {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  readonly type: TutorialType;
  /** Shown as written: "25 min read" for tutorials, "12 min watch" for videos. */
  readonly duration: string;
  readonly difficulty: Difficulty;
};

export const tutorials = [
  {
    id: 'first-plinko-board-unity',
    title: 'Your First Plinko Board in Unity',
    description:
      'Import PhysicsDropper, lay out a 10-row peg board, wire the scoring slots to a HUD and build a playable round from an empty scene.',
    type: 'tutorial',
    duration: '25 min read',
    difficulty: 'Beginner',
  },
  {
    id: 'tuning-bounce-feel',
    title: 'Tuning Bounce Feel in 12 Minutes',
    description:
      'Watch gravity, bounciness and simulation speed change one board live, and learn which combinations read as floaty, snappy or chaotic.',
    type: 'video',
    duration: '12 min watch',
    difficulty: 'Intermediate',
  },
  {
    id: 'beat-synced-input-windows',
    title: 'Beat-Synced Input Windows',
    description:
      'Schedule hit windows against the audio clock instead of the frame clock so RhythmClacker stays on the beat at 30 fps and at 144 fps.',
    type: 'tutorial',
    duration: '30 min read',
    difficulty: 'Advanced',
  },
  {
    id: 'godot-memory-tiles-resources',
    title: 'MemoryTiles Levels as Godot Resources',
    description:
      'Describe every level as a .tres resource, load them in sequence and let designers add new boards without touching a line of GDScript.',
    type: 'tutorial',
    duration: '18 min read',
    difficulty: 'Intermediate',
  },
] as const satisfies readonly Tutorial[];

export type TutorialId = (typeof tutorials)[number]['id'];
