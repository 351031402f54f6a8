import { defaultValues } from '@/lib/mechanics/core/params';
import { seededRandom } from '@/lib/mechanics/core/random';
import { fallSeconds, minFallSeconds, physicsDropperParams } from '@/lib/mechanics/physics-dropper/params';
import { fallDuration, fallJitter, particlePath, particleSeed, pegPositions } from './simulation';

const defaultSettings = defaultValues(physicsDropperParams);

describe('fallDuration', () => {
  it('is the mechanic’s fall time, up to ±15 % off, and keeps the minimum', () => {
    expect(fallDuration(9.8, 5, 0.5)).toBeCloseTo(fallSeconds(9.8, 5));
    expect(fallDuration(1, 1, 0)).toBeCloseTo(14 * (1 - fallJitter));
    expect(fallDuration(1, 1, 0.999999)).toBeCloseTo(14 * (1 + fallJitter));
    expect(fallDuration(1, 10, 0.5)).toBeCloseTo(1.4);
    for (const gravity of [15, 20]) {
      for (const random of [0, 0.5, 0.99]) expect(fallDuration(gravity, 10, random)).toBeGreaterThanOrEqual(minFallSeconds);
    }
  });
});

describe('particleSeed', () => {
  it('gives every run, particle and loop its own reproducible path', () => {
    const firstDraw = (run: number, id: number, loop: number) => seededRandom(particleSeed(run, id, loop))();
    expect(firstDraw(0, 3, 1)).toBe(firstDraw(0, 3, 1));
    expect(new Set([firstDraw(0, 3, 1), firstDraw(0, 3, 2), firstDraw(1, 3, 1), firstDraw(0, 4, 1)]).size).toBe(4);
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

  it('treats Bounciness as velocity restitution: a rebound rises bounciness² as high, none at 0', () => {
    const rebound = (bounciness: number) => path({ ...defaultSettings, bounciness }).rebound;
    expect(rebound(0)).toBe(0);
    expect(rebound(1)).toBeGreaterThan(0);
    expect(rebound(0.5)).toBeCloseTo(rebound(1) / 4, 0);

    const springy = path({ ...defaultSettings, bounciness: 0.9 });
    const floor = Math.max(...springy.y);
    const afterFirstLanding = springy.y.slice(springy.y.indexOf(floor));
    const peaks = afterFirstLanding.filter((y, index) => y < (afterFirstLanding[index - 1] ?? floor) && y <= (afterFirstLanding[index + 1] ?? floor));
    const [first = 0, second = 0] = peaks.map((y) => floor - y);
    expect(first).toBeCloseTo(springy.rebound, 0);
    expect(second / first).toBeCloseTo(0.81, 1);

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
