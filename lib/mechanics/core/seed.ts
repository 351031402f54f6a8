/** Largest seed: the generator keeps one 32-bit number of state. */
export const maxSeed = 2 ** 32 - 1;

/**
 * `?seed=42`: the seed of a run named in the query string, so the same values and seed replay the
 * same run on every page that plays a model. Undefined when absent or not a whole number in range.
 */
export function seedFromQuery(search: string | URLSearchParams): number | undefined {
  const query = typeof search === 'string' ? new URLSearchParams(search) : search;
  const raw = query.get('seed')?.trim() ?? '';
  if (!/^\d{1,10}$/.test(raw)) return undefined;
  const seed = Number(raw);
  return seed <= maxSeed ? seed : undefined;
}

/** A fresh seed for a run nobody asked to replay. */
export function randomSeed(): number {
  return Math.floor(Math.random() * maxSeed);
}
