export const showcaseTemplates = ['PhysicsDropper X', 'BeatSync Pro', 'CogniTiles Prime'] as const;
export type ShowcaseTemplate = (typeof showcaseTemplates)[number];

export type ShowcaseProject = {
  readonly id: string;
  readonly title: string;
  readonly author: string;
  readonly description: string;
  /** A hand-drawn SVG in public/showcase/ and what it shows. */
  readonly image: { readonly src: `/showcase/${string}.svg`; readonly alt: string };
  readonly likes: number;
  readonly comments: number;
  readonly template: ShowcaseTemplate;
  readonly featured: boolean;
};

export const showcaseProjects = [
  {
    id: 'pachinko-panic',
    title: 'Pachinko Panic',
    author: 'Mara Okafor',
    description:
      'A neon pachinko board where clearing a row of pegs drops the gravity a notch, so every round ends in a slow-motion scramble for the jackpot slot.',
    image: {
      src: '/showcase/pachinko-panic.svg',
      alt: 'Neon pachinko board: glowing balls bounce down a triangle of pegs towards five scoring slots, the middle one marked as the jackpot.',
    },
    likes: 312,
    comments: 58,
    template: 'PhysicsDropper X',
    featured: true,
  },
  {
    id: 'drumline-dash',
    title: 'Drumline Dash',
    author: 'Kenji Watanabe',
    description:
      'Four drum lanes scroll toward a hit line in time with a marching-band track; chain perfect hits to unlock a snare solo at 180 BPM.',
    image: {
      src: '/showcase/drumline-dash.svg',
      alt: 'Four coloured rhythm lanes with note blocks sliding down to a glowing hit line, and a combo counter reading x24.',
    },
    likes: 245,
    comments: 41,
    template: 'BeatSync Pro',
    featured: false,
  },
  {
    id: 'tide-pool-recall',
    title: 'Tide Pool Recall',
    author: 'Lucía Fernández',
    description:
      'A memory game in a rock pool: match pairs of sea creatures before the tide comes in and washes the revealed tiles face down again.',
    image: {
      src: '/showcase/tide-pool-recall.svg',
      alt: 'A grid of turquoise memory tiles, three turned over to show a starfish, a crab and a second starfish, with a wave creeping in from the left.',
    },
    likes: 198,
    comments: 33,
    template: 'CogniTiles Prime',
    featured: false,
  },
] as const satisfies readonly ShowcaseProject[];

