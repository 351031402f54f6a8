import { randomBetween, seededRandom } from './random';

describe('seededRandom', () => {
  it('replays the same sequence for the same seed', () => {
    const first = seededRandom(42);
    const second = seededRandom(42);
    const a = Array.from({ length: 20 }, () => first());
    const b = Array.from({ length: 20 }, () => second());
    expect(a).toEqual(b);
  });

  it('gives a different sequence for a different seed', () => {
    expect(seededRandom(1)()).not.toBe(seededRandom(2)());
  });

  it('keeps the mulberry32 output the playground was built on', () => {
    const random = seededRandom(0);
    expect(Math.round(random() * 4294967296)).toBe(1144304738);
    expect(Math.round(random() * 4294967296)).toBe(1416247);
  });

  it('stays in [0, 1) and spreads evenly', () => {
    const random = seededRandom(7);
    const values = Array.from({ length: 10_000 }, () => random());
    expect(Math.min(...values)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...values)).toBeLessThan(1);
    const buckets = new Array(10).fill(0);
    for (const value of values) buckets[Math.floor(value * 10)]++;
    for (const count of buckets) expect(Math.abs(count - 1000)).toBeLessThan(150);
  });

  it('treats seeds modulo 2^32, so any number is a valid seed', () => {
    expect(seededRandom(2 ** 32 + 5)()).toBe(seededRandom(5)());
    expect(seededRandom(-1)()).toBe(seededRandom(0xffffffff)());
  });
});

describe('randomBetween', () => {
  it('maps into the half-open range', () => {
    const random = seededRandom(3);
    const values = Array.from({ length: 1000 }, () => randomBetween(random, -2, 5));
    expect(Math.min(...values)).toBeGreaterThanOrEqual(-2);
    expect(Math.max(...values)).toBeLessThan(5);
    expect(Math.min(...values)).toBeLessThan(-1.9);
    expect(Math.max(...values)).toBeGreaterThan(4.9);
  });
});
