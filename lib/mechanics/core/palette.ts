/** The site's look on a game canvas (app/globals.css tokens as plain colours, since a canvas reads no CSS). */
export const palette = {
  background: '#0a0e1a',
  surface: '#121831',
  line: '#3a4670',
  muted: '#a6afcb',
  text: '#e7eaf6',
  violet: '#a78bfa',
  cyan: '#22d3ee',
  pink: '#f472b6',
  amber: '#fbbf24',
  green: '#4ade80',
  red: '#f87171',
} as const;

/** The four ball and accent colours games cycle through. */
export const accents = [palette.violet, palette.cyan, palette.pink, palette.amber] as const;
