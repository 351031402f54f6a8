import { junkQueries } from '@/e2e/junk-queries';
import { defaultQuery, parseQuery } from '@/components/templates/catalog';
import { defaultValues, parseValues } from '@/lib/mechanics/core/params';
import { physicsDropperParams } from '@/lib/mechanics/physics-dropper/params';

// The readers the two islands hydrate from (live-catalog.tsx, playground.tsx), over every junk query of
// `npm run soak`. e2e/junk-input.spec.ts loads one query of each kind into each page, which proves the
// pages read their query through these and show what they return with no error.
describe('the islands’ query readers over junk', () => {
  const queries = junkQueries(200);

  test('the catalog reads every junk query as its defaults', () => {
    for (const query of queries) expect([query.slice(0, 120), parseQuery(query)]).toEqual([query.slice(0, 120), defaultQuery]);
    for (const query of queries) expect(parseQuery(`?${query}`)).toEqual(defaultQuery);
  });

  test('the playground reads every junk query as its defaults', () => {
    const defaults = defaultValues(physicsDropperParams);
    for (const query of queries) expect([query.slice(0, 120), parseValues(physicsDropperParams, query)]).toEqual([query.slice(0, 120), defaults]);
    for (const query of queries) expect(parseValues(physicsDropperParams, `?${query}`)).toEqual(defaults);
  });
});
