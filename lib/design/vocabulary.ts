// Words that content and components share: content names a look, components decide what it looks like.

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';

/** The copy of a titled section that in-page links can target. */
export type PageSectionCopy = { readonly id: string; readonly title: string; readonly description: string };
