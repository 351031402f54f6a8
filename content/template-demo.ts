// The template demo's status words. The server page hands them to the demo island as props, so they
// travel in the page's HTML payload rather than in its JavaScript.
export const demoCopy = {
  idle: 'Paused. Press Play to start.',
  loading: 'Loading the game…',
  restarted: 'Restarted. Press Play to start.',
  failed: 'The game could not be loaded. Check your connection and press Play again.',
} as const;

export type DemoCopy = Readonly<Record<keyof typeof demoCopy, string>>;
