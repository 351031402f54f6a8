import { templates } from '@/content/templates';
import {
  applyQuery,
  clearFilters,
  countLabel,
  defaultQuery,
  filterGroups,
  hasActiveFilters,
  highlight,
  matchesSearch,
  MAX_SEARCH_LENGTH,
  optionCounts,
  parseQuery,
  ratingCounts,
  ratingLabel,
  serializeQuery,
  statusText,
  type CatalogQuery,
} from './catalog';

// SPEC.md §3, copied by hand so the content module is checked against the spec, not itself.
const specTable = [
  { id: 1, name: 'PhysicsDropper', genre: 'Physics', action: 'Drop', engine: 'Unity', rating: 4.8, downloads: 1250 },
  { id: 2, name: 'DoubleTapDash', genre: 'Arcade', action: 'Tap', engine: 'Godot', rating: 4.6, downloads: 890 },
  { id: 3, name: 'RhythmClacker', genre: 'Rhythm', action: 'Tap', engine: 'JS', rating: 4.9, downloads: 2100 },
  { id: 4, name: 'MemoryTiles', genre: 'Puzzle', action: 'Tap', engine: 'Unity', rating: 4.7, downloads: 1560 },
  { id: 5, name: 'BounceChain', genre: 'Physics', action: 'Bounce', engine: 'Godot', rating: 4.5, downloads: 720 },
  { id: 6, name: 'TimingWheel', genre: 'Timing', action: 'Hold', engine: 'JS', rating: 4.8, downloads: 980 },
];
const specGenres = ['All', 'Arcade', 'Puzzle', 'Rhythm', 'Physics', 'Timing'];
const specActions = ['All', 'Tap', 'Hold', 'Drag', 'Drop', 'Bounce'];
const specEngines = ['All', 'Unity', 'Godot', 'JS'];
const allNames = specTable.map((t) => t.name);

const names = (query: Partial<CatalogQuery>) => applyQuery(templates, { ...defaultQuery, ...query }).map((t) => t.name);

describe('template data', () => {
  it('holds the six templates of SPEC.md §3 with their exact fields', () => {
    expect(
      templates.map(({ id, name, genre, action, engine, rating, downloads }) => ({ id, name, genre, action, engine, rating, downloads })),
    ).toEqual(specTable);
  });

  it('gives every template tags and a feature list', () => {
    for (const template of templates) {
      expect(template.tags.length).toBeGreaterThanOrEqual(4);
      expect(template.features.length).toBeGreaterThanOrEqual(3);
    }
  });

  it('derives the three groups and their options from SPEC.md, All first', () => {
    expect(filterGroups.map((g) => [g.label, [...g.options]])).toEqual([
      ['Genre', specGenres],
      ['Action', specActions],
      ['Engine', specEngines],
    ]);
  });
});

describe('applyQuery: every genre × action × engine combination', () => {
  const combos = specGenres.flatMap((genre) => specActions.flatMap((action) => specEngines.map((engine) => [genre, action, engine] as const)));

  it('covers 6 × 6 × 4 combinations', () => expect(combos).toHaveLength(144));

  it.each(combos)('%s / %s / %s matches the spec table', (genre, action, engine) => {
    const expected = specTable
      .filter((t) => (genre === 'All' || t.genre === genre) && (action === 'All' || t.action === action) && (engine === 'All' || t.engine === engine))
      .map((t) => t.name);
    expect(names(parseQuery({ toString: () => `genre=${genre}&action=${action}&engine=${engine}` }))).toEqual(expected);
  });

  it('finds only BounceChain for Physics on Godot', () => {
    expect(names({ genre: 'Physics', engine: 'Godot' })).toEqual(['BounceChain']);
  });

  it('finds nothing for Puzzle on JS', () => {
    expect(names({ genre: 'Puzzle', engine: 'JS' })).toEqual([]);
  });
});

describe('search', () => {
  const byName = (name: string) => templates.find((t) => t.name === name)!;

  it('shows everything for empty or blank text', () => {
    expect(names({ q: '' })).toEqual(allNames);
    expect(names({ q: '   \t ' })).toEqual(allNames);
  });

  it('matches names case-insensitively, also in the middle of a word', () => {
    expect(names({ q: 'physicsdropper' })).toEqual(['PhysicsDropper']);
    expect(names({ q: 'TAPDASH' })).toEqual(['DoubleTapDash']);
  });

  it('matches descriptions, genre, action, engine and tags', () => {
    expect(names({ q: 'lane' })).toEqual(['DoubleTapDash']); // description
    expect(names({ q: 'puzzle' })).toEqual(['MemoryTiles']); // genre
    expect(names({ q: 'hold' })).toEqual(['TimingWheel']); // action and tag
    expect(names({ q: 'godot' })).toEqual(['DoubleTapDash', 'BounceChain']); // engine
    expect(names({ q: 'plinko' })).toEqual(['PhysicsDropper']); // tag
    expect(names({ q: 'gravity' })).toEqual(['PhysicsDropper', 'BounceChain']); // tags
  });

  it('requires every typed word to match', () => {
    expect(names({ q: 'physics godot' })).toEqual(['BounceChain']);
    expect(names({ q: '  tap   unity ' })).toEqual(['MemoryTiles']);
    expect(names({ q: 'plinko godot' })).toEqual([]);
  });

  it('ignores accents in the typed text', () => {
    expect(matchesSearch(byName('PhysicsDropper'), 'PLÍNKO')).toBe(true);
  });

  it('combines with the radio filters', () => {
    expect(names({ q: 'tap', engine: 'Unity' })).toEqual(['MemoryTiles']);
    expect(names({ q: 'javascript', genre: 'Rhythm' })).toEqual(['RhythmClacker']);
  });

  it('treats regular-expression characters as plain text', () => {
    expect(names({ q: '.*' })).toEqual([]);
    expect(names({ q: '(' })).toEqual([]);
  });
});

describe('sort and minimum rating', () => {
  it('keeps the spec order by default (Featured)', () => expect(names({})).toEqual(allNames));

  it('sorts by downloads, most first', () => {
    expect(names({ sort: 'downloads' })).toEqual(['RhythmClacker', 'MemoryTiles', 'PhysicsDropper', 'TimingWheel', 'DoubleTapDash', 'BounceChain']);
  });

  it('sorts by rating, ties broken by downloads', () => {
    expect(names({ sort: 'rating' })).toEqual(['RhythmClacker', 'PhysicsDropper', 'TimingWheel', 'MemoryTiles', 'DoubleTapDash', 'BounceChain']);
  });

  it('sorts by name A–Z', () => {
    expect(names({ sort: 'name' })).toEqual(['BounceChain', 'DoubleTapDash', 'MemoryTiles', 'PhysicsDropper', 'RhythmClacker', 'TimingWheel']);
  });

  it('sorts only what the filters let through and never mutates the data', () => {
    const before = templates.map((t) => t.name);
    expect(names({ engine: 'JS', sort: 'name' })).toEqual(['RhythmClacker', 'TimingWheel']);
    expect(templates.map((t) => t.name)).toEqual(before);
  });

  it('drops templates under the minimum rating', () => {
    expect(names({ rating: 4.8 })).toEqual(['PhysicsDropper', 'RhythmClacker', 'TimingWheel']);
    expect(names({ rating: 4.6 })).toHaveLength(5);
  });
});

describe('counts', () => {
  it('counts each option given the other active filters', () => {
    const query = { ...defaultQuery, engine: 'Godot' as const };
    expect(optionCounts(templates, query, 'genre')).toEqual({ All: 2, Arcade: 1, Puzzle: 0, Rhythm: 0, Physics: 1, Timing: 0 });
    // The group's own choice does not limit its options.
    expect(optionCounts(templates, query, 'engine')).toEqual({ All: 6, Unity: 2, Godot: 2, JS: 2 });
    expect(optionCounts(templates, { ...query, q: 'chain' }, 'action')).toEqual({ All: 1, Tap: 0, Hold: 0, Drag: 0, Drop: 0, Bounce: 1 });
  });

  it('counts the minimum ratings', () => {
    expect(ratingCounts(templates, defaultQuery)).toEqual({ 0: 6, 4.6: 5, 4.7: 4, 4.8: 3 });
    expect(ratingCounts(templates, { ...defaultQuery, engine: 'JS' })).toEqual({ 0: 2, 4.6: 2, 4.7: 2, 4.8: 2 });
  });
});

describe('parseQuery', () => {
  it('reads the three groups, search, sort and rating', () => {
    expect(parseQuery('genre=Physics&action=Bounce&engine=Godot&q=chain&sort=rating&rating=4.6')).toEqual({
      genre: 'Physics',
      action: 'Bounce',
      engine: 'Godot',
      q: 'chain',
      sort: 'rating',
      rating: 4.6,
    });
    expect(parseQuery(new URLSearchParams('?engine=JS'))).toEqual({ ...defaultQuery, engine: 'JS' });
  });

  it('accepts any letter case and canonicalises it', () => {
    expect(parseQuery('genre=physics&engine=GODOT&sort=NAME')).toMatchObject({ genre: 'Physics', engine: 'Godot', sort: 'name' });
  });

  it('returns the defaults for empty and missing input', () => {
    for (const input of ['', '?', null, undefined, '&&&', '=']) expect(parseQuery(input)).toEqual(defaultQuery);
  });

  it.each([
    ['unknown values', 'genre=Racing&action=Swipe&engine=Unreal&sort=newest&rating=3'],
    ['an unknown parameter', 'color=red&page=2'],
    ['repeated values', 'genre=Physics&genre=Arcade&engine=Godot&engine=Godot&q=a&q=b&sort=name&sort=rating'],
    ['oversized values', `genre=${'Physics'.repeat(20)}&engine=${'x'.repeat(10_000)}&q=${'a'.repeat(MAX_SEARCH_LENGTH + 1)}`],
    ['empty values', 'genre=&action=&engine=&q=&sort=&rating='],
    ['broken percent-encoding', 'genre=%E0%A4%A&engine=%&q=%ZZ%&sort=%'],
    ['search text that is not UTF-8', 'q=%E0%A4'],
    ['encoded junk', 'genre=%3Cscript%3Ealert(1)%3C%2Fscript%3E&engine=%00&action=%F0%9F%92%A5&q=%00%01'],
    ['prototype keys', 'genre=__proto__&action=constructor&engine=toString&sort=hasOwnProperty'],
    ['numbers where names go', 'genre=1&action=0&engine=-1&rating=NaN'],
    ['rating out of the list', 'rating=4.75&rating=5'],
    ['ratings written oddly', 'rating=4.70'],
  ])('falls back to the defaults for %s', (_, input) => {
    expect(parseQuery(input)).toEqual(defaultQuery);
  });

  it('keeps the valid values when others are broken', () => {
    expect(parseQuery('genre=Physics&engine=Nope&action=Drop&action=Tap')).toEqual({ ...defaultQuery, genre: 'Physics' });
  });

  it('keeps well-encoded special characters in the search text', () => {
    expect(parseQuery('q=100%25+%26+more').q).toBe('100% & more');
  });

  it('keeps search text up to the limit, trimmed', () => {
    expect(parseQuery(`q=${'a'.repeat(MAX_SEARCH_LENGTH)}`).q).toHaveLength(MAX_SEARCH_LENGTH);
    expect(parseQuery('q=%20+plinko+pegs+').q).toBe('plinko pegs');
  });

  it('never throws, whatever it is given', () => {
    const hostile = { toString: () => { throw new Error('boom'); } };
    expect(parseQuery(hostile)).toEqual(defaultQuery);
  });
});

describe('serializeQuery', () => {
  it('writes nothing for the defaults', () => expect(serializeQuery(defaultQuery)).toBe(''));

  it('writes the contract format and omits defaults', () => {
    expect(serializeQuery({ ...defaultQuery, genre: 'Physics', engine: 'Unity' })).toBe('genre=Physics&engine=Unity');
    expect(serializeQuery({ ...defaultQuery, q: '  plinko pegs ', sort: 'name', rating: 4.7 })).toBe('q=plinko+pegs&sort=name&rating=4.7');
    expect(serializeQuery({ ...defaultQuery, q: '   ' })).toBe('');
  });

  it('round-trips through parseQuery', () => {
    const query: CatalogQuery = { genre: 'Rhythm', action: 'Tap', engine: 'JS', q: 'beat & bpm', sort: 'downloads', rating: 4.8 };
    expect(parseQuery(serializeQuery(query))).toEqual(query);
  });
});

describe('helpers', () => {
  it('tells whether anything narrows the list, and clears it keeping the sort', () => {
    expect(hasActiveFilters(defaultQuery)).toBe(false);
    expect(hasActiveFilters({ ...defaultQuery, sort: 'name' })).toBe(false);
    expect(hasActiveFilters({ ...defaultQuery, q: '  ' })).toBe(false);
    expect(hasActiveFilters({ ...defaultQuery, q: 'tap' })).toBe(true);
    expect(hasActiveFilters({ ...defaultQuery, rating: 4.7 })).toBe(true);
    const busy: CatalogQuery = { genre: 'Puzzle', action: 'Tap', engine: 'JS', q: 'x', sort: 'name', rating: 4.8 };
    expect(clearFilters(busy)).toEqual({ ...defaultQuery, sort: 'name' });
  });

  it('highlights every occurrence of every word, merging neighbours', () => {
    expect(highlight('PhysicsDropper', 'drop')).toEqual([
      { text: 'Physics', match: false },
      { text: 'Drop', match: true },
      { text: 'per', match: false },
    ]);
    expect(highlight('DoubleTapDash', 'tap dash')).toEqual([
      { text: 'Double', match: false },
      { text: 'TapDash', match: true },
    ]);
    expect(highlight('BounceChain', 'n')).toEqual([
      { text: 'Bou', match: false },
      { text: 'n', match: true },
      { text: 'ceChai', match: false },
      { text: 'n', match: true },
    ]);
    expect(highlight('MemoryTiles', '')).toEqual([{ text: 'MemoryTiles', match: false }]);
    expect(highlight('MemoryTiles', 'godot')).toEqual([{ text: 'MemoryTiles', match: false }]);
  });

  it('writes the status line and counts', () => {
    expect(statusText(2, 6)).toBe('Showing 2 of 6 templates');
    expect(statusText(0, 6)).toBe('Showing 0 of 6 templates');
    expect(countLabel(1)).toBe('1 template');
    expect(countLabel(0)).toBe('0 templates');
    expect(ratingLabel(0)).toBe('Any rating');
    expect(ratingLabel(4.7)).toBe('4.7 stars and up');
  });
});
