import { controlIconPaths } from './control-icons';

// The icons the template catalog draws (its cards' mechanics and badges, its search, filters and
// buttons, the preview), apart from the whole set (icons.ts), so the catalog's island carries these only.
export const catalogIconPaths = {
  ...controlIconPaths,
  physics: 'M12 3v4M6 9h.01M12 11h.01M18 9h.01M9 15h.01M15 15h.01M12 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4z',
  tap: 'M9 11V5a2 2 0 1 1 4 0v6m0-1a2 2 0 1 1 4 0v1m0 0a2 2 0 1 1 4 0v3a7 7 0 0 1-7 7h-1a7 7 0 0 1-6-3.4L4.5 15a2 2 0 0 1 3.4-2L9 14.5',
  rhythm: 'M9 18V5l12-2v13M9 18a3 3 0 1 1-6 0 3 3 0 0 1 6 0zm12-2a3 3 0 1 1-6 0 3 3 0 0 1 6 0z',
  memory: 'M4 4h6v6H4zM14 4h6v6h-6zM4 14h6v6H4zM14 14h6v6h-6z',
  bounce: 'M4 20h16M6 16l3-9 3 6 3-8 3 11M12 5a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3z',
  bolt: 'M13 2 4 14h7l-1 8 9-12h-7l1-8z',
  engines: 'M12 2 3 7v10l9 5 9-5V7l-9-5zM3 7l9 5 9-5M12 12v10',
  eye: 'M1 12s4-8 11-8 11 8 11 8-4 8-11 8S1 12 1 12zM12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6z',
  arrowRight: 'M5 12h14M13 5l7 7-7 7',
  check: 'M20 6 9 17l-5-5',
  search: 'M11 19a8 8 0 1 0 0-16 8 8 0 0 0 0 16zM21 21l-4.3-4.3',
  filter: 'M22 3H2l8 9.5V19l4 2v-8.5L22 3z',
} as const;

export type CatalogIconName = keyof typeof catalogIconPaths;
