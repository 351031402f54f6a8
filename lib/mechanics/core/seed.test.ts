import { maxSeed, randomSeed, seedFromQuery } from './seed';

describe('seedFromQuery', () => {
  it('reads a whole number from ?seed=', () => {
    expect(seedFromQuery('?seed=42')).toBe(42);
    expect(seedFromQuery('gravity=3&seed=0')).toBe(0);
    expect(seedFromQuery(new URLSearchParams({ seed: String(maxSeed) }))).toBe(maxSeed);
  });

  it.each(['', '?gravity=3', '?seed=', '?seed=-1', '?seed=1.5', '?seed=1e3', '?seed=abc', `?seed=${maxSeed + 1}`, '?seed=12345678901'])(
    'gives no seed for %j',
    (search) => {
      expect(seedFromQuery(search)).toBeUndefined();
    },
  );
});

describe('randomSeed', () => {
  it('gives whole numbers a query can carry', () => {
    for (let i = 0; i < 50; i += 1) expect(seedFromQuery(`?seed=${randomSeed()}`)).not.toBeUndefined();
  });
});
