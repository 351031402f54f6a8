import {
  actions,
  engines,
  genres,
  minRatings,
  sortOptions,
  type Action,
  type Engine,
  type Genre,
  type MinRating,
  type SortKey,
  type Template,
} from '@/content/templates';

export type All = 'All';
export const ALL: All = 'All';

export type CatalogQuery = {
  genre: Genre | All;
  action: Action | All;
  engine: Engine | All;
  /** The search text as typed; whitespace is ignored when matching. */
  q: string;
  sort: SortKey;
  rating: MinRating;
};

export type FilterGroup = 'genre' | 'action' | 'engine';

export const defaultQuery: CatalogQuery = Object.freeze({
  genre: ALL,
  action: ALL,
  engine: ALL,
  q: '',
  sort: 'featured',
  rating: 0,
});

/** The three radio groups of the page, options derived from the content unions, All first. */
export const filterGroups = [
  { key: 'genre', label: 'Genre', options: [ALL, ...genres] },
  { key: 'action', label: 'Action', options: [ALL, ...actions] },
  { key: 'engine', label: 'Engine', options: [ALL, ...engines] },
] as const satisfies readonly { key: FilterGroup; label: string; options: readonly string[] }[];

export const MAX_SEARCH_LENGTH = 80;
const MAX_PARAM_LENGTH = 16;

// ---------- Matching ----------

function normalize(text: string) {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}

/** The words of a search text, normalised; empty when there is nothing to search for. */
export function searchWords(q: string): string[] {
  return normalize(q).split(/\s+/).filter(Boolean);
}

/** Whether every typed word occurs in the template's name, description, genre, action, engine or tags. */
export function matchesSearch(template: Template, q: string): boolean {
  const words = searchWords(q);
  if (words.length === 0) return true;
  const haystack = normalize(
    [template.name, template.description, template.genre, template.action, template.engine, ...template.tags].join('\n'),
  );
  return words.every((word) => haystack.includes(word));
}

function matches(template: Template, query: CatalogQuery) {
  return (
    (query.genre === ALL || template.genre === query.genre) &&
    (query.action === ALL || template.action === query.action) &&
    (query.engine === ALL || template.engine === query.engine) &&
    template.rating >= query.rating &&
    matchesSearch(template, query.q)
  );
}

const comparators: Record<SortKey, ((a: Template, b: Template) => number) | null> = {
  featured: null,
  downloads: (a, b) => b.downloads - a.downloads,
  rating: (a, b) => b.rating - a.rating || b.downloads - a.downloads,
  name: (a, b) => a.name.localeCompare(b.name, 'en'),
};

/** The templates a query shows, in the order it asks for. */
export function applyQuery<T extends Template>(list: readonly T[], query: CatalogQuery): T[] {
  const shown = list.filter((template) => matches(template, query));
  const compare = comparators[query.sort];
  return compare ? shown.sort(compare) : shown;
}

/** The query with one group set to an option; an option the group does not have means All. */
export function withOption(query: CatalogQuery, group: FilterGroup, option: string): CatalogQuery {
  switch (group) {
    case 'genre':
      return { ...query, genre: pick(filterGroups[0].options, option) ?? ALL };
    case 'action':
      return { ...query, action: pick(filterGroups[1].options, option) ?? ALL };
    case 'engine':
      return { ...query, engine: pick(filterGroups[2].options, option) ?? ALL };
  }
}

/** How many templates each option of a group would show, the other active filters unchanged. */
export function optionCounts(list: readonly Template[], query: CatalogQuery, group: FilterGroup): Record<string, number> {
  const options = filterGroups.find((g) => g.key === group)?.options ?? [];
  return Object.fromEntries(options.map((option) => [option, applyQuery(list, withOption(query, group, option)).length]));
}

/** How many templates each minimum rating would show, the other filters unchanged. */
export function ratingCounts(list: readonly Template[], query: CatalogQuery): Record<MinRating, number> {
  return Object.fromEntries(minRatings.map((rating) => [rating, applyQuery(list, { ...query, rating }).length])) as Record<
    MinRating,
    number
  >;
}

/** Whether anything narrows the list (sort only reorders it). */
export function hasActiveFilters(query: CatalogQuery) {
  return (
    query.genre !== ALL || query.action !== ALL || query.engine !== ALL || query.rating !== 0 || searchWords(query.q).length > 0
  );
}

/** Everything narrowing the list back to its default, keeping the chosen sort. */
export function clearFilters(query: CatalogQuery): CatalogQuery {
  return { ...defaultQuery, sort: query.sort };
}

export type TextSegment = { text: string; match: boolean };

/** Splits a text into the parts a search highlights and the parts it does not. */
export function highlight(text: string, q: string): TextSegment[] {
  const words = searchWords(q);
  const haystack = normalize(text);
  // Offsets are only valid when normalising kept the length (true for the ASCII template names).
  if (words.length === 0 || haystack.length !== text.length) return [{ text, match: false }];
  const marked = new Array<boolean>(text.length).fill(false);
  for (const word of words) {
    for (let at = haystack.indexOf(word); at !== -1; at = haystack.indexOf(word, at + 1)) {
      marked.fill(true, at, at + word.length);
    }
  }
  const segments: TextSegment[] = [];
  for (let i = 0; i < text.length; i++) {
    const last = segments.at(-1);
    if (last && last.match === marked[i]) last.text += text[i];
    else segments.push({ text: text[i] ?? '', match: marked[i] ?? false });
  }
  return segments;
}

// ---------- URL ----------

const sortKeys = sortOptions.map((option) => option.value);

type ParamsInput = URLSearchParams | { toString(): string } | string | null | undefined;

// A "%" without two hex digits after it; URLSearchParams would keep it as literal text.
const brokenEscape = /%(?![0-9a-f]{2})/i;

/** The names of the params whose raw text is not valid percent-encoding. */
function brokenParams(raw: string): Set<string> {
  const broken = new Set<string>();
  for (const pair of raw.replace(/^\?/, '').split('&')) {
    if (brokenEscape.test(pair)) broken.add(pair.split('=', 1)[0] ?? '');
  }
  return broken;
}

function single(params: URLSearchParams, broken: Set<string>, name: string, maxLength: number): string | null {
  const values = params.getAll(name);
  if (values.length !== 1 || broken.has(name)) return null;
  const [value] = values;
  // U+FFFD is what decoding left of bytes that were not UTF-8.
  if (value === undefined || value.length > maxLength || value.includes('\uFFFD')) return null;
  return value;
}

function pick<T extends string>(options: readonly T[], value: string | null): T | null {
  if (value === null) return null;
  const wanted = value.trim().toLowerCase();
  return options.find((option) => option.toLowerCase() === wanted) ?? null;
}

/**
 * Reads a query from URL search params. Unknown, repeated, oversized or malformed values fall
 * back to their defaults; it never throws.
 */
export function parseQuery(input: ParamsInput): CatalogQuery {
  try {
    const raw = typeof input === 'string' ? input : (input?.toString() ?? '');
    const params = new URLSearchParams(raw);
    const broken = brokenParams(raw);
    const read = (name: string, maxLength = MAX_PARAM_LENGTH) => single(params, broken, name, maxLength);
    const q = read('q', MAX_SEARCH_LENGTH);
    const rating = read('rating');
    return {
      genre: pick(filterGroups[0].options, read('genre')) ?? ALL,
      action: pick(filterGroups[1].options, read('action')) ?? ALL,
      engine: pick(filterGroups[2].options, read('engine')) ?? ALL,
      // Control characters never come from a search box: treat them as a broken link.
      q: q !== null && !/\p{Cc}/u.test(q) ? q.trim() : '',
      sort: pick(sortKeys, read('sort')) ?? defaultQuery.sort,
      rating: minRatings.find((r) => rating !== null && /^\d(\.\d)?$/.test(rating) && Number(rating) === r) ?? 0,
    };
  } catch {
    return { ...defaultQuery };
  }
}

/** The search params of a query, defaults omitted: `genre=Physics&engine=Unity`. */
export function serializeQuery(query: CatalogQuery): string {
  const params = new URLSearchParams();
  if (query.genre !== ALL) params.set('genre', query.genre);
  if (query.action !== ALL) params.set('action', query.action);
  if (query.engine !== ALL) params.set('engine', query.engine);
  const q = query.q.trim().slice(0, MAX_SEARCH_LENGTH);
  if (q) params.set('q', q);
  if (query.sort !== defaultQuery.sort) params.set('sort', query.sort);
  if (query.rating !== 0) params.set('rating', String(query.rating));
  return params.toString();
}

// ---------- Display ----------

/** "1 template", "3 templates". */
export function countLabel(count: number) {
  return `${count} ${count === 1 ? 'template' : 'templates'}`;
}

export function statusText(shown: number, total: number) {
  return `Showing ${shown} of ${countLabel(total)}`;
}

export function ratingLabel(rating: MinRating) {
  return rating === 0 ? 'Any rating' : `${rating.toFixed(1)} stars and up`;
}
