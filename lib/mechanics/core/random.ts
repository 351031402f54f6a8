/** A source of numbers in [0, 1), like Math.random but replayable. */
export type Random = () => number;

/** mulberry32: a small, fast generator whose whole state is one 32-bit number, so a seed replays a run exactly. */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A number in [min, max). */
export function randomBetween(random: Random, min: number, max: number): number {
  return min + random() * (max - min);
}
