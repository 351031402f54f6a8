/** A bullet: plain text, or text led by a short bold term (e.g. a license term and what it means). */
export type LegalListItem = string | { readonly lead: string; readonly text: string };

/** A body block: a string is a paragraph; lists and contact cards are tagged objects. */
export type LegalBlock =
  | string
  | { readonly kind: 'list'; readonly items: readonly LegalListItem[] }
  | { readonly kind: 'contact'; readonly lines: readonly string[]; readonly email: string };

export type LegalSection = {
  /** The in-page anchor (`/terms#template-license`); unique within the document. */
  readonly id: string;
  /** The topic without its number: the renderer numbers sections in order. */
  readonly heading: string;
  readonly blocks: readonly LegalBlock[];
};

export type LegalDocument = {
  readonly title: string;
  readonly path: string;
  /** The page's meta description. */
  readonly description: string;
  /** The lead paragraph under the title. */
  readonly intro: string;
  readonly sections: readonly LegalSection[];
};
