import { sliderSpecs } from '@/content/playground';
import {
  baseFallDuration,
  clampAndSnap,
  defaultSettings,
  fallDuration,
  fallJitter,
  isDefaultSettings,
  minFallSeconds,
  parseSettings,
  particleCount,
  particlePath,
  particleSeed,
  pegPositions,
  playgroundLink,
  seededRandom,
  serializeSettings,
  specFor,
} from './simulation';

describe('slider specs (SPEC.md §9)', () => {
  it('match the spec table', () => {
    expect(sliderSpecs.map(({ label, min, max, step, unit, defaultValue }) => [label, min, max, step, unit, defaultValue])).toEqual([
      ['Gravity', 1, 20, 0.1, 'm/s²', 9.8],
      ['Bounciness', 0, 1, 0.05, '', 0.7],
      ['Simulation Speed', 1, 10, 0.5, 'x', 5],
      ['Particle Density', 10, 100, 5, '', 50],
    ]);
  });

  it('derive the defaults', () => {
    expect(defaultSettings).toEqual({ gravity: 9.8, bounciness: 0.7, speed: 5, density: 50 });
    expect(isDefaultSettings(defaultSettings)).toBe(true);
    expect(isDefaultSettings({ ...defaultSettings, density: 55 })).toBe(false);
  });
});

describe('clampAndSnap', () => {
  it('clamps into the range', () => {
    expect(clampAndSnap(specFor('gravity'), 0)).toBe(1);
    expect(clampAndSnap(specFor('gravity'), 99)).toBe(20);
    expect(clampAndSnap(specFor('bounciness'), -1)).toBe(0);
    expect(clampAndSnap(specFor('density'), 5)).toBe(10);
    expect(clampAndSnap(specFor('density'), 1000)).toBe(100);
  });

  it('snaps to the step without float dust', () => {
    expect(clampAndSnap(specFor('gravity'), 12.34)).toBe(12.3);
    expect(clampAndSnap(specFor('gravity'), 0.1 + 0.2 + 9.5)).toBe(9.8);
    expect(clampAndSnap(specFor('bounciness'), 0.33)).toBe(0.35);
    expect(clampAndSnap(specFor('bounciness'), 0.3)).toBe(0.3);
    expect(clampAndSnap(specFor('speed'), 3.7)).toBe(3.5);
    expect(clampAndSnap(specFor('speed'), 3.75)).toBe(4);
    expect(clampAndSnap(specFor('density'), 82)).toBe(80);
    expect(clampAndSnap(specFor('density'), 83)).toBe(85);
  });
});

describe('URL settings', () => {
  it('restores the values of a shared link', () => {
    expect(parseSettings('?gravity=12.5&bounciness=0.4&speed=3&density=80')).toEqual({
      gravity: 12.5,
      bounciness: 0.4,
      speed: 3,
      density: 80,
    });
  });

  it('clamps and snaps out-of-range values', () => {
    expect(parseSettings('gravity=42&bounciness=-3&speed=7.3&density=3')).toEqual({
      gravity: 20,
      bounciness: 0,
      speed: 7.5,
      density: 10,
    });
  });

  it('ignores junk and keeps the defaults for it', () => {
    for (const junk of ['abc', '', '12px', '0x10', 'Infinity', 'NaN', '1e3', '1..2', '--3']) {
      expect(parseSettings(new URLSearchParams({ gravity: junk, density: '70' }))).toEqual({ ...defaultSettings, density: 70 });
    }
    expect(parseSettings('?unknown=1&gravity')).toEqual(defaultSettings);
  });

  it('serialises all four values in slider order and round-trips', () => {
    const settings = { gravity: 12.5, bounciness: 0.4, speed: 3, density: 80 };
    expect(serializeSettings(settings)).toBe('gravity=12.5&bounciness=0.4&speed=3&density=80');
    expect(parseSettings(serializeSettings(settings))).toEqual(settings);
    expect(playgroundLink('https://microloop.dev', '/playground/', settings)).toBe(
      'https://microloop.dev/playground/?gravity=12.5&bounciness=0.4&speed=3&density=80',
    );
  });
});

describe('particleCount', () => {
  it('is Particle Density ÷ 5', () => {
    expect(particleCount(10)).toBe(2);
    expect(particleCount(50)).toBe(10);
    expect(particleCount(100)).toBe(20);
  });
});

describe('fall duration', () => {
  it('follows (15 − gravity) ÷ speed where that is positive', () => {
    expect(baseFallDuration(1, 1)).toBeCloseTo(14);
    expect(baseFallDuration(1, 10)).toBeCloseTo(1.4);
    expect(baseFallDuration(9.8, 5)).toBeCloseTo(1.04);
  });

  it('never reaches zero or below at gravity 15 and above', () => {
    expect(baseFallDuration(15, 1)).toBeCloseTo(1);
    expect(baseFallDuration(20, 1)).toBeCloseTo(1);
    expect(baseFallDuration(15, 10)).toBe(minFallSeconds);
    expect(baseFallDuration(20, 10)).toBe(minFallSeconds);
    expect(baseFallDuration(14.5, 1)).toBeGreaterThan(0);
  });

  it('stays faster for higher gravity and higher speed', () => {
    expect(baseFallDuration(5, 2)).toBeGreaterThan(baseFallDuration(10, 2));
    expect(baseFallDuration(5, 2)).toBeGreaterThan(baseFallDuration(5, 4));
  });

  it('adds at most ±15 % randomness and keeps the minimum', () => {
    expect(fallDuration(1, 1, 0)).toBeCloseTo(14 * (1 - fallJitter));
    expect(fallDuration(1, 1, 0.999999)).toBeCloseTo(14 * (1 + fallJitter));
    expect(fallDuration(1, 10, 0.5)).toBeCloseTo(1.4);
    for (const gravity of [15, 20]) {
      for (const random of [0, 0.5, 0.99]) expect(fallDuration(gravity, 10, random)).toBeGreaterThanOrEqual(minFallSeconds);
    }
  });
});

describe('seededRandom', () => {
  it('is deterministic per seed and stays in [0, 1)', () => {
    const a = seededRandom(particleSeed(0, 3, 1));
    const b = seededRandom(particleSeed(0, 3, 1));
    const values = Array.from({ length: 200 }, () => a());
    expect(values).toEqual(Array.from({ length: 200 }, () => b()));
    expect(Math.min(...values)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...values)).toBeLessThan(1);
    expect(particleSeed(0, 3, 1)).not.toBe(particleSeed(0, 3, 2));
    expect(particleSeed(0, 3, 1)).not.toBe(particleSeed(1, 3, 1));
  });
});

describe('pegPositions', () => {
  it('lays out staggered rows inside the stage', () => {
    const pegs = pegPositions();
    expect(pegs).toHaveLength(10 + 9 + 10 + 9 + 10 + 9 + 10);
    for (const peg of pegs) {
      expect(peg.cx).toBeGreaterThan(0);
      expect(peg.cx).toBeLessThan(1);
      expect(peg.cy).toBeLessThan(0.92);
    }
  });
});

describe('particlePath', () => {
  const size = { width: 800, height: 420 };
  const path = (settings = defaultSettings, seed = 7, extra = {}) =>
    particlePath({ settings, ...size, random: seededRandom(seed), ...extra });

  it('has matching keyframe lists and increasing times from 0 to 1', () => {
    const p = path();
    expect(p.y).toHaveLength(p.x.length);
    expect(p.opacity).toHaveLength(p.x.length);
    expect(p.times).toHaveLength(p.x.length);
    expect(p.times[0]).toBe(0);
    expect(p.times.at(-1)).toBe(1);
    p.times.slice(1).forEach((time, index) => expect(time).toBeGreaterThan(p.times[index] ?? 1));
  });

  it('falls from above the stage to the floor, fading in and out', () => {
    const p = path();
    expect(p.y[0]).toBeLessThan(0);
    expect(Math.max(...p.y)).toBeLessThanOrEqual(size.height);
    expect(p.opacity[0]).toBe(0);
    expect(p.opacity.at(-1)).toBe(0);
    const landing = p.y.indexOf(Math.max(...p.y));
    expect(p.opacity.slice(4, landing + 1).every((value) => value === 1)).toBe(true);
  });

  it('deflects sideways through the peg rows and stays inside the stage', () => {
    for (let seed = 0; seed < 50; seed += 1) {
      const p = path(defaultSettings, seed);
      const steps = p.x.slice(1, 9).map((x, index) => Math.abs(x - (p.x[index] ?? 0)));
      expect(steps.filter((step) => step > 0).length).toBeGreaterThan(0);
      expect(Math.min(...p.x)).toBeGreaterThan(0);
      expect(Math.max(...p.x)).toBeLessThan(size.width);
    }
  });

  it('rebounds in proportion to Bounciness, and not at all at 0', () => {
    const rebound = (bounciness: number) => path({ ...defaultSettings, bounciness }).rebound;
    expect(rebound(0)).toBe(0);
    expect(rebound(1)).toBeGreaterThan(0);
    expect(rebound(0.5)).toBeCloseTo(rebound(1) / 2, 0);

    const dead = path({ ...defaultSettings, bounciness: 0 });
    const floorY = Math.max(...dead.y);
    const landing = dead.y.indexOf(floorY);
    expect(dead.y.slice(landing).every((y) => y === floorY)).toBe(true);

    const lively = path({ ...defaultSettings, bounciness: 1 });
    const liveFloor = Math.max(...lively.y);
    const afterLanding = lively.y.slice(lively.y.indexOf(liveFloor));
    expect(liveFloor - Math.min(...afterLanding)).toBeCloseTo(lively.rebound, 0);
  });

  it('gets shorter with higher gravity and speed, and the fall keeps the spec duration', () => {
    const slow = path({ ...defaultSettings, gravity: 1, speed: 1, bounciness: 0 }, 3);
    const fast = path({ ...defaultSettings, gravity: 14, speed: 10, bounciness: 0 }, 3);
    expect(slow.duration).toBeGreaterThan(fast.duration * 5);
    const landing = slow.y.indexOf(Math.max(...slow.y));
    const fallSeconds = (slow.times[landing] ?? 0) * slow.duration;
    expect(fallSeconds).toBeGreaterThanOrEqual(14 * (1 - fallJitter) - 0.01);
    expect(fallSeconds).toBeLessThanOrEqual(14 * (1 + fallJitter) + 0.01);
  });

  it('staggers only the first loop; every loop ends in an invisible rest', () => {
    const first = Array.from({ length: 40 }, (_, seed) => path(defaultSettings, seed, { firstLoop: true }));
    expect(Math.max(...first.map((p) => p.delay / p.duration))).toBeGreaterThan(0.5);
    for (let seed = 0; seed < 40; seed += 1) {
      const p = path(defaultSettings, seed);
      expect(p.delay).toBe(0);
      expect(p.rest).toBeGreaterThanOrEqual(0.1);
      const restStart = 1 - p.rest / p.duration;
      p.times.forEach((time, index) => {
        if (time >= restStart - 1e-3) expect(p.opacity[index]).toBe(0);
      });
    }
  });

  it('still moves, gently and without bouncing, for reduced motion', () => {
    const p = path(defaultSettings, 5, { reducedMotion: true });
    expect(p.rebound).toBe(0);
    expect(p.x.length).toBeLessThanOrEqual(5);
    expect(Math.max(...p.y) - Math.min(...p.y)).toBeGreaterThan(size.height / 2);
    expect(p.duration).toBeGreaterThanOrEqual(4);
  });
});
