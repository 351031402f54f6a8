export const forumCategories = ['Physics', 'Showcase', 'Ideas'] as const;
export type ForumCategory = (typeof forumCategories)[number];

export type ForumThread = {
  readonly id: string;
  readonly title: string;
  readonly author: string;
  readonly replies: number;
  readonly category: ForumCategory;
  /** Relative, as the forum shows it. */
  readonly time: string;
};

export const forumThreads = [
  {
    id: 'bounciness-twelve-rows',
    title: 'What bounciness feels fair on a 12-row Plinko board?',
    author: 'pegwizard',
    replies: 24,
    category: 'Physics',
    time: '2 hours ago',
  },
  {
    id: 'drumline-dash-10k',
    title: 'Drumline Dash just passed 10,000 plays on itch.io',
    author: 'kenji.beats',
    replies: 17,
    category: 'Showcase',
    time: '5 hours ago',
  },
  {
    id: 'combo-timing-wheel',
    title: 'Idea: a TimingWheel that speeds up with your combo',
    author: 'lumen_dev',
    replies: 31,
    category: 'Ideas',
    time: '1 day ago',
  },
] as const satisfies readonly ForumThread[];
