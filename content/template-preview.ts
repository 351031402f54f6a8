// The template preview dialog's words, in a module of their own: the catalog's island imports
// content/templates, and the bundler keeps one copy of a module, with every export any chunk reads, so
// words only the dialog (loaded on intent) shows would otherwise ride in the island.
export const previewCopy = {
  shipsNote: (ships: string) =>
    `A ${ships}. Download on its card saves it now; the template page lets you tune it first and choose another engine's kit.`,
} as const;
