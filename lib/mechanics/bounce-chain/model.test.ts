import { defaultValues } from '../core/params';
import { seededRandom } from '../core/random';
import {
  advance,
  airDrag,
  basePoints,
  bouncePoints,
  BounceModel,
  chainMultiplier,
  edgeGrace,
  findContact,
  makePlatforms,
  maxMultiplier,
  maxSideSpeed,
  maxStepSeconds,
  minBounceHeight,
  minBounceSpeed,
  movePlatform,
  nextChain,
  nudgeCooldown,
  nudgeDeadZone,
  nudgeSpeed,
  nudgeTarget,
  nudgeVelocity,
  platformSpan,
  reboundSpeed,
  spawnBall,
  steerTopSpeed,
  steerVelocity,
  subStep,
  timeToReach,
  world,
  type Ball,
  type BounceEvent,
  type Platform,
} from './model';
import { bounceChainParams, type BounceChainKey, type BounceChainValues } from './params';

const defaults = defaultValues(bounceChainParams);
const fastest: BounceChainValues = { gravity: 40, restitution: 1, platformSpeed: 6, platformWidth: 0.8, multiplierStep: 1, steer: 40 };
const frame = 1 / 60;
const r = world.ballRadius;

function platform(partial: Partial<Platform> = {}): Platform {
  return { id: 0, y: 4, left: 3, dir: 1, speedFactor: 1, ...partial };
}

function run(model: BounceModel, seconds: number, each?: (events: BounceEvent[], model: BounceModel) => void): BounceEvent[] {
  const all: BounceEvent[] = [];
  for (let t = 0; t < seconds - 1e-9 && !model.over; t += frame) {
    const events = model.step(frame);
    each?.(events, model);
    all.push(...events);
  }
  return all;
}

function bounces(events: BounceEvent[]) {
  return events.filter((event): event is Extract<BounceEvent, { type: 'bounce' }> => event.type === 'bounce');
}

/** Vertical energy per unit mass, measured up from the bottom of the field (y points down). */
function verticalEnergy(ball: Ball, gravity: number): number {
  return 0.5 * ball.vy * ball.vy + gravity * (world.height - ball.y);
}

describe('parameters', () => {
  it('declares the six settings with their defaults on the grid', () => {
    expect(defaults).toEqual({ gravity: 18, restitution: 0.85, platformSpeed: 2, platformWidth: 1.6, multiplierStep: 0.25, steer: 16 });
    for (const spec of bounceChainParams) {
      expect(spec.meaning).not.toMatch(/["'\\\n]/);
      expect(spec.label).toMatch(/^[A-Z][a-z]+( [A-Z][a-z]+)*$/);
    }
  });
});

describe('platform motion', () => {
  it('slides at its speed and turns round at each end of its span', () => {
    expect(movePlatform(1, 1, 2, 6, 0.5)).toEqual({ left: 2, dir: 1 });
    expect(movePlatform(5, 1, 2, 6, 1)).toEqual({ left: 5, dir: -1 });
    expect(movePlatform(1, -1, 2, 6, 1)).toEqual({ left: 1, dir: 1 });
    expect(movePlatform(0, -1, 3, 6, 0)).toEqual({ left: 0, dir: 1 });
  });

  it('is exact over any duration: one long move equals many short ones, and never leaves the span', () => {
    let state = { left: 2.5, dir: 1 as 1 | -1 };
    let lowest = Infinity;
    let highest = -Infinity;
    for (let i = 0; i < 2400; i++) {
      state = movePlatform(state.left, state.dir, 6, 5.2, subStep);
      lowest = Math.min(lowest, state.left);
      highest = Math.max(highest, state.left);
    }
    expect(lowest).toBeGreaterThanOrEqual(0);
    expect(highest).toBeLessThanOrEqual(5.2);
    expect(highest - lowest).toBeGreaterThan(5);
    const once = movePlatform(2.5, 1, 6, 5.2, 2400 * subStep);
    expect(once.left).toBeCloseTo(state.left, 6);
    expect(once.dir).toBe(state.dir);
  });

  it('stands still at speed 0 and pins a platform as wide as the field at 0', () => {
    expect(movePlatform(3, 1, 0, 6, 10).left).toBe(3);
    expect(movePlatform(3, -1, 5, 0, 10)).toEqual({ left: 0, dir: -1 });
    expect(platformSpan(3)).toBe(5);
    expect(platformSpan(9)).toBe(0);
  });

  it('clamps a left end outside the span (after the width grew) back into it', () => {
    expect(movePlatform(7, 1, 0, 5, 1).left).toBe(5);
    expect(movePlatform(-1, 1, 0, 5, 1).left).toBe(0);
  });
});

describe('swept landing time', () => {
  it('is the exact moment the ball bottom reaches the top under gravity', () => {
    const t = timeToReach(2 - r, 0, 10, 3, 1) as number;
    expect(t).toBeCloseTo(Math.sqrt(2 / 10), 12);
    const moving = timeToReach(2 - r, 4, 10, 3, 1) as number;
    expect(2 - r + 4 * moving + 5 * moving * moving + r).toBeCloseTo(3, 12);
  });

  it('finds the way back down for a rising ball, and nothing past the limit', () => {
    expect(timeToReach(3 - r, -5, 10, 3, 2)).toBeCloseTo(1, 12);
    expect(timeToReach(3 - r, -5, 10, 3, 0.99)).toBeNull();
  });

  it('never reaches a top the ball is already below (one-way platforms)', () => {
    expect(timeToReach(3.1 - r, 5, 10, 3, 1)).toBeNull();
    expect(timeToReach(3.1 - r, -5, 10, 3, 1)).toBeNull();
  });

  it('reaches at once a ball resting exactly on the top and falling', () => {
    expect(timeToReach(3 - r, 2, 10, 3, 1)).toBeCloseTo(0, 12);
  });
});

describe('bounce rules', () => {
  it('rebounds by restitution but never below the minimum bounce', () => {
    expect(reboundSpeed(10, 0.85, 18)).toBeCloseTo(8.5, 12);
    expect(reboundSpeed(10, 1, 18)).toBe(10);
    expect(reboundSpeed(1, 0.85, 18)).toBe(minBounceSpeed(18));
    expect(reboundSpeed(0, 0.5, 40)).toBe(minBounceSpeed(40));
  });

  it('makes the minimum bounce rise exactly minBounceHeight', () => {
    for (const gravity of [5, 18, 40]) {
      const speed = minBounceSpeed(gravity);
      expect((speed * speed) / (2 * gravity)).toBeCloseTo(minBounceHeight, 12);
    }
  });

  it('extends the chain only on a platform different from the last one', () => {
    expect(nextChain(0, null, 2)).toBe(1);
    expect(nextChain(1, 2, 3)).toBe(2);
    expect(nextChain(5, 3, 1)).toBe(6);
    expect(nextChain(5, 3, 3)).toBe(1);
  });

  it('raises the multiplier by the step per chained bounce, with no float dust, up to the cap', () => {
    expect(chainMultiplier(0, 0.25)).toBe(1);
    expect(chainMultiplier(1, 0.25)).toBe(1);
    expect(chainMultiplier(2, 0.25)).toBe(1.25);
    expect(chainMultiplier(4, 0.25)).toBe(1.75);
    expect(chainMultiplier(8, 0.1)).toBe(1.7);
    expect(chainMultiplier(4, 0.35)).toBe(2.05);
    expect(chainMultiplier(11, 1)).toBe(maxMultiplier);
    expect(chainMultiplier(1000, 1)).toBe(maxMultiplier);
  });

  it('scores 10 × multiplier, rounded', () => {
    expect(bouncePoints(1)).toBe(basePoints);
    expect(bouncePoints(1.25)).toBe(13);
    expect(bouncePoints(1.75)).toBe(18);
    expect(bouncePoints(maxMultiplier)).toBe(100);
  });
});

describe('steering', () => {
  it('accelerates toward the steering top speed and no further', () => {
    expect(steerVelocity(0, 1, 16, 0.1)).toBeCloseTo(1.6, 12);
    expect(steerVelocity(0, -1, 16, 0.1)).toBeCloseTo(-1.6, 12);
    expect(steerVelocity(4.4, 1, 40, 0.1)).toBe(steerTopSpeed);
    expect(steerVelocity(-3, 1, 10, 0.1)).toBeCloseTo(-2, 12);
  });

  it('drags toward 0 without steering, and lets a carry above top speed drag only down to it', () => {
    expect(steerVelocity(2, 0, 16, 0.1)).toBeCloseTo(2 * (1 - airDrag * 0.1), 12);
    expect(steerVelocity(7, 1, 16, 0.1)).toBeCloseTo(7 * (1 - airDrag * 0.1), 12);
    expect(steerVelocity(4.6, 1, 16, 0.1)).toBe(steerTopSpeed);
  });
});

describe('one sub-step', () => {
  it('lands on a platform: the ball sits on the top, rebounds up and takes the platform velocity', () => {
    const ball: Ball = { x: 4, y: 4 - r - 0.01, vx: 0.5, vy: 6 };
    const platforms = [platform({ left: 3, dir: -1 })];
    const contact = advance(ball, platforms, defaults, 0, subStep);
    expect(contact?.index).toBe(0);
    expect(contact?.carry).toBe(-defaults.platformSpeed);
    expect(ball.vy).toBeLessThan(0);
    expect(ball.y + r).toBeLessThanOrEqual(4);
    expect(ball.vx).toBeCloseTo(0.5 * (1 - airDrag * subStep) - 2, 12);
    const impact = contact?.impactSpeed ?? 0;
    expect(impact).toBeGreaterThan(6);
    const rebound = reboundSpeed(impact, defaults.restitution, defaults.gravity);
    expect(ball.vy).toBeGreaterThanOrEqual(-rebound - 1e-9);
    expect(ball.vy).toBeLessThanOrEqual(-rebound + defaults.gravity * subStep + 1e-9);
  });

  it('caps the sideways speed a carry can give', () => {
    const ball: Ball = { x: 4, y: 4 - r - 0.01, vx: 7.9, vy: 6 };
    advance(ball, [platform({ left: 3, dir: 1 })], { ...defaults, platformSpeed: 6 }, 0, subStep);
    expect(ball.vx).toBe(maxSideSpeed);
  });

  it('lands within edgeGrace of a platform end and misses just beyond it', () => {
    const physics = { ...defaults, platformSpeed: 0 };
    const inside: Ball = { x: 3 - edgeGrace + 1e-6, y: 4 - r - 0.01, vx: 0, vy: 5 };
    expect(advance(inside, [platform()], physics, 0, subStep)).not.toBeNull();
    const outside: Ball = { x: 3 - edgeGrace - 1e-3, y: 4 - r - 0.01, vx: 0, vy: 5 };
    expect(advance(outside, [platform()], physics, 0, subStep)).toBeNull();
    const right: Ball = { x: 3 + physics.platformWidth + edgeGrace - 1e-6, y: 4 - r - 0.01, vx: 0, vy: 5 };
    expect(advance(right, [platform()], physics, 0, subStep)).not.toBeNull();
  });

  it('lets a rising ball pass up through a platform', () => {
    const ball: Ball = { x: 4, y: 4.05, vx: 0, vy: -8 };
    const contact = advance(ball, [platform()], defaults, 0, subStep);
    expect(contact).toBeNull();
    expect(ball.y).toBeLessThan(4.05);
  });

  it('bounces off the side walls and the ceiling without gaining speed', () => {
    const left: Ball = { x: r + 0.001, y: 1, vx: -6, vy: 0 };
    advance(left, [], defaults, 0, subStep);
    expect(left.x).toBe(r);
    expect(left.vx).toBeGreaterThan(0);
    expect(left.vx).toBeLessThanOrEqual(6);
    const right: Ball = { x: world.width - r - 0.001, y: 1, vx: 6, vy: 0 };
    advance(right, [], defaults, 0, subStep);
    expect(right.x).toBe(world.width - r);
    expect(right.vx).toBeLessThan(0);
    const up: Ball = { x: 4, y: r + 0.001, vx: 0, vy: -9 };
    advance(up, [], defaults, 0, subStep);
    expect(up.y).toBe(r);
    expect(up.vy).toBeGreaterThan(0);
    expect(up.vy).toBeLessThanOrEqual(9);
  });

  it('picks the first platform crossed when two are in reach', () => {
    const platforms = [platform({ id: 0, y: 4.3 }), platform({ id: 1, y: 4 })];
    const found = findContact({ x: 4, y: 3, vx: 0, vy: 30 }, platforms, fastest, 0.1);
    expect(found?.index).toBe(1);
  });
});

describe('no tunnelling', () => {
  it('catches a ball that would cross a platform within one frame at the fastest settings', () => {
    const model = new BounceModel(fastest, 7);
    const target = model.platforms[2] as Platform;
    // 30 units/s down: 1.5 units in one 0.05 s frame, far more than the ball and the platform together.
    target.left = 2;
    target.dir = 1;
    const landAt = timeToReach(target.y - r - 0.2, 30, fastest.gravity, target.y, 1) as number;
    const left = movePlatform(2, 1, fastest.platformSpeed * target.speedFactor, platformSpan(fastest.platformWidth), landAt).left;
    model.ball = { x: left + fastest.platformWidth / 2, y: target.y - r - 0.2, vx: 0, vy: 30 };
    const events = model.step(0.05);
    expect(bounces(events).map((event) => event.platform)).toEqual([target.id]);
    expect(model.ball.y + r).toBeLessThanOrEqual(target.y);
    expect(model.ball.vy).toBeLessThan(0);
  });

  it('swept collision holds for one large step too: no platform is skipped whatever the step', () => {
    for (const step of [subStep, 0.05, 0.25]) {
      // Reaches the top a quarter into the step; unstopped it would end the step far below the platform.
      const ball: Ball = { x: 4, y: 4 - r - 10 * step, vx: 0, vy: 40 };
      const contact = advance(ball, [platform({ left: 3.6, dir: 1 })], { ...fastest, platformWidth: 0.8 }, 0, step);
      expect(contact?.index).toBe(0);
      expect(ball.y + r).toBeLessThanOrEqual(4 + 1e-9);
    }
  });

  it.each([subStep, 0.05])('never lets a ball pass down through a platform it is over, over a long fast run (step %p)', (step) => {
    const random = seededRandom(21);
    const platforms = makePlatforms(random, fastest.platformWidth);
    let ball = spawnBall(platforms[0] as Platform, fastest);
    let contacts = 0;
    const margin = 0.05;
    const over = (x: number, left: number) => x >= left + margin && x <= left + fastest.platformWidth - margin;
    for (let i = 0; i < 20 / step; i++) {
      const before = { ...ball };
      const lefts = platforms.map((p) => p.left);
      const steer = random() < 0.5 ? -1 : 1;
      const contact = advance(ball, platforms, fastest, steer, step);
      if (contact) {
        contacts++;
        continue;
      }
      platforms.forEach((p, index) => {
        const crossed = before.y + r <= p.y && ball.y + r > p.y;
        // Over the platform before and after the step: it must have been over it when crossing.
        if (crossed) expect(over(before.x, lefts[index] ?? 0) && over(ball.x, p.left)).toBe(false);
      });
      if (ball.y - r > world.height) ball = spawnBall(platforms[0] as Platform, fastest);
    }
    expect(contacts).toBeGreaterThan(20);
  });
});

describe('energy', () => {
  it('stays bounded with Restitution 1: no gain beyond the minimum bounce, over a long run', () => {
    const physics: BounceChainValues = { ...defaults, restitution: 1, platformSpeed: 6, platformWidth: 3 };
    // A platform as wide as the field keeps the ball bouncing for the whole run.
    const floor: Platform[] = [{ id: 0, y: 5.3, left: 0, dir: 1, speedFactor: 1 }];
    const ball: Ball = { x: 4, y: 0.6, vx: 0, vy: 0 };
    const start = verticalEnergy(ball, physics.gravity);
    let peak = start;
    let contacts = 0;
    let fastestSideways = 0;
    const wide = { ...physics, platformWidth: 8 };
    for (let i = 0; i < 240 * 120; i++) {
      const contact = advance(ball, floor, wide, i % 700 < 350 ? 1 : -1, subStep);
      if (contact) contacts++;
      peak = Math.max(peak, verticalEnergy(ball, physics.gravity));
      fastestSideways = Math.max(fastestSideways, Math.abs(ball.vx));
    }
    expect(fastestSideways).toBeLessThanOrEqual(maxSideSpeed);
    expect(contacts).toBeGreaterThan(50);
    expect(peak).toBeLessThanOrEqual(start + 1e-6);
    expect(verticalEnergy(ball, physics.gravity)).toBeCloseTo(start, 6);
  });

  it('with a low start, settles at the minimum bounce and never exceeds it', () => {
    const gravity = 40;
    const physics: BounceChainValues = { ...fastest, restitution: 1, gravity, platformWidth: 3 };
    const floor: Platform[] = [{ id: 0, y: 5.3, left: 0, dir: 1, speedFactor: 1 }];
    const ball: Ball = { x: 4, y: 5.3 - r - 0.2, vx: 0, vy: 0 };
    const ceiling = 0.5 * minBounceSpeed(gravity) ** 2 + gravity * (world.height - (5.3 - r));
    let peak = 0;
    const wide = { ...physics, platformWidth: 8 };
    for (let i = 0; i < 240 * 60; i++) {
      advance(ball, floor, wide, 0, subStep);
      peak = Math.max(peak, verticalEnergy(ball, gravity));
    }
    expect(peak).toBeLessThanOrEqual(ceiling + 1e-6);
    expect(peak).toBeCloseTo(ceiling, 6);
  });

  it('loses height on every bounce below Restitution 1 down to the minimum bounce', () => {
    const physics: BounceChainValues = { ...defaults, restitution: 0.5, platformSpeed: 0 };
    const floor: Platform[] = [{ id: 0, y: 5.3, left: 0, dir: 1, speedFactor: 1 }];
    const ball: Ball = { x: 4, y: 0.6, vx: 0, vy: 0 };
    const rebounds: number[] = [];
    for (let i = 0; i < 240 * 20; i++) {
      const contact = advance(ball, floor, { ...physics, platformWidth: 8 }, 0, subStep);
      if (contact) rebounds.push(reboundSpeed(contact.impactSpeed, physics.restitution, physics.gravity));
    }
    expect(rebounds.length).toBeGreaterThan(5);
    for (let i = 1; i < rebounds.length; i++) expect(rebounds[i]).toBeLessThanOrEqual((rebounds[i - 1] ?? 0) + 1e-9);
    expect(rebounds.at(-1)).toBeCloseTo(minBounceSpeed(physics.gravity), 9);
  });
});

describe('nudge', () => {
  const platforms = [
    platform({ id: 0, y: 2, left: 0 }),
    platform({ id: 1, y: 3.5, left: 5 }),
    platform({ id: 2, y: 5, left: 0.5 }),
  ];

  it('aims at the nearest platform below other than the last one', () => {
    const ball: Ball = { x: 5.5, y: 2.5, vx: 0, vy: 0 };
    expect(nudgeTarget(ball, platforms, null, 1.6)).toBe(1);
    expect(nudgeTarget(ball, platforms, 1, 1.6)).toBe(2);
    expect(nudgeTarget({ ...ball, y: 4 }, platforms, 2, 1.6)).toBe(2);
    expect(nudgeTarget({ ...ball, y: 5.5 }, platforms, null, 1.6)).toBeNull();
  });

  it('pushes sideways toward the target, or matches its velocity when already over it', () => {
    expect(nudgeVelocity(0, 2, 1)).toBe(nudgeSpeed);
    expect(nudgeVelocity(1, -2, 1)).toBe(1 - nudgeSpeed);
    expect(nudgeVelocity(7, 3, 0)).toBe(maxSideSpeed);
    expect(nudgeVelocity(3, nudgeDeadZone / 2, -1.5)).toBe(-1.5);
  });

  it('works at most once per cooldown', () => {
    const model = new BounceModel(defaults, 4);
    expect(model.nudge()).toBe(true);
    expect(model.nudge()).toBe(false);
    run(model, nudgeCooldown + 0.02);
    expect(model.over || model.nudge()).toBe(true);
  });
});

describe('a run', () => {
  it('starts above the top platform and scores within the first second at defaults, without input', () => {
    for (let seed = 1; seed <= 20; seed++) {
      const model = new BounceModel(defaults, seed);
      const first = bounces(run(model, 1))[0];
      expect(first).toMatchObject({ platform: 0, chain: 1, multiplier: 1, points: 10, score: 10, repeat: false });
    }
  });

  it('chains bounces on different platforms and restarts the chain on the same one', () => {
    const model = new BounceModel(defaults, 8);
    const events = bounces(run(model, 30));
    expect(events.length).toBeGreaterThan(3);
    let chain = 0;
    let last: number | null = null;
    let score = 0;
    for (const event of events) {
      chain = nextChain(chain, last, event.platform);
      expect(event.chain).toBe(chain);
      expect(event.repeat).toBe(last === event.platform);
      expect(event.multiplier).toBe(chainMultiplier(chain, defaults.multiplierStep));
      expect(event.points).toBe(bouncePoints(event.multiplier));
      score += event.points;
      expect(event.score).toBe(score);
      last = event.platform;
    }
    expect(events.some((event) => event.chain > 1)).toBe(true);
  });

  it('ends when the ball falls off the bottom, and stays over', () => {
    const model = new BounceModel(defaults, 2);
    const events = run(model, 60);
    const fall = events.at(-1);
    expect(fall?.type).toBe('fall');
    expect(model.over).toBe(true);
    expect(model.ball.y - r).toBeGreaterThan(world.height);
    expect(fall).toMatchObject({ score: model.score, bestChain: model.bestChain });
    expect(model.step(1)).toEqual([]);
    expect(model.nudge()).toBe(false);
  });

  it('is deterministic for a seed, and differs between seeds', () => {
    const play = (seed: number) => {
      const model = new BounceModel(defaults, seed);
      const steer = seededRandom(99);
      return run(model, 20, (_, current) => {
        const roll = steer();
        if (roll < 0.03) current.steer(-1);
        else if (roll < 0.06) current.steer(1);
        else if (roll < 0.08) current.steer(0);
        else if (roll < 0.09) current.nudge();
      });
    };
    expect(play(11)).toEqual(play(11));
    expect(makePlatforms(seededRandom(11), 1.6)).toEqual(makePlatforms(seededRandom(11), 1.6));
    expect(makePlatforms(seededRandom(11), 1.6)).not.toEqual(makePlatforms(seededRandom(12), 1.6));
  });

  it('replays the same run after reset', () => {
    const model = new BounceModel(defaults, 5);
    const first = run(model, 10);
    model.reset();
    expect(model.snapshot()).toEqual({ score: 0, chain: 0, bestChain: 0, multiplier: 1, lastPoints: null, lastRepeat: false, over: false });
    expect(run(model, 10)).toEqual(first);
  });

  it('steps the same physics whatever the frame length (fixed sub-steps)', () => {
    const a = new BounceModel(defaults, 3);
    const b = new BounceModel(defaults, 3);
    for (let i = 0; i < 60; i++) a.step(1 / 60);
    for (let i = 0; i < 20; i++) b.step(1 / 20);
    expect(b.time).toBeCloseTo(a.time, 9);
    expect(b.ball.x).toBeCloseTo(a.ball.x, 6);
    expect(b.ball.y).toBeCloseTo(a.ball.y, 6);
    expect(b.score).toBe(a.score);
  });

  it('clips a very long step and ignores a negative or broken one', () => {
    const model = new BounceModel(defaults, 3);
    model.step(10);
    expect(model.time).toBeCloseTo(maxStepSeconds, 9);
    model.step(-1);
    model.step(Number.NaN);
    expect(model.time).toBeCloseTo(maxStepSeconds, 9);
  });

  it('steers the ball sideways while a direction is held', () => {
    const values = { ...defaults, platformSpeed: 0 };
    const still = new BounceModel(values, 6);
    const steered = new BounceModel(values, 6);
    steered.steer(1);
    run(still, 0.3);
    run(steered, 0.3);
    expect(steered.ball.x).toBeGreaterThan(still.ball.x + 0.1);
    steered.steer(-1);
    const x = steered.ball.x;
    run(steered, 0.6);
    expect(steered.ball.x).toBeLessThan(x);
  });

  it('places the ball again for new values before the first step, and not after', () => {
    const model = new BounceModel(defaults, 9);
    const top = model.platforms[0] as Platform;
    model.update({ ...defaults, gravity: 5, platformSpeed: 6 });
    expect(model.ball).toEqual(spawnBall(top, { ...defaults, gravity: 5, platformSpeed: 6 }));
    expect(bounces(run(model, 1.5))[0]?.platform).toBe(0);
    const ball = { ...model.ball };
    model.update(defaults);
    expect(model.ball).toEqual(ball);
  });

  it('keeps platforms inside the field when they grow wider mid-run', () => {
    const model = new BounceModel({ ...defaults, platformWidth: 0.8 }, 9);
    for (const p of model.platforms) p.left = platformSpan(0.8);
    model.update({ ...defaults, platformWidth: 3 });
    for (const p of model.platforms) expect(p.left).toBeLessThanOrEqual(platformSpan(3));
  });
});

describe('every setting at its extremes', () => {
  const cases: [string, BounceChainValues][] = [
    ['all at min', Object.fromEntries(bounceChainParams.map((spec) => [spec.key, spec.min])) as BounceChainValues],
    ['all at max', Object.fromEntries(bounceChainParams.map((spec) => [spec.key, spec.max])) as BounceChainValues],
  ];
  for (const spec of bounceChainParams) {
    for (const end of ['min', 'max'] as const) {
      cases.push([`${spec.label} at ${end}`, { ...defaults, [spec.key as BounceChainKey]: spec[end] }]);
    }
  }

  it.each(cases)('%s: scores at once, stays in the field and bounded', (_, values) => {
    for (const seed of [1, 2, 3]) {
      const model = new BounceModel(values, seed);
      const steer = seededRandom(seed + 100);
      let firstBounce: number | null = null;
      const broken: string[] = [];
      const span = platformSpan(values.platformWidth);
      const events = run(model, 30, (stepEvents, current) => {
        if (firstBounce === null && stepEvents.some((event) => event.type === 'bounce')) firstBounce = current.time;
        const roll = steer();
        if (roll < 0.05) current.steer(roll < 0.025 ? -1 : 1);
        else if (roll < 0.07) current.nudge();
        const { ball } = current;
        if (!Number.isFinite(ball.x + ball.y + ball.vx + ball.vy)) broken.push('not finite');
        if (ball.x < r || ball.x > world.width - r || ball.y < r) broken.push(`out at ${ball.x}, ${ball.y}`);
        if (Math.abs(ball.vx) > maxSideSpeed) broken.push(`too fast: ${ball.vx}`);
        if (current.platforms.some((p) => p.left < 0 || p.left > span + 1e-9)) broken.push('platform out');
      });
      expect(broken).toEqual([]);
      expect(firstBounce).not.toBeNull();
      expect(firstBounce ?? Infinity).toBeLessThan(1);
      for (const event of bounces(events)) {
        expect(Number.isInteger(event.score)).toBe(true);
        expect(event.multiplier).toBeLessThanOrEqual(maxMultiplier);
      }
      expect(model.score).toBeLessThanOrEqual(events.length * 100);
    }
  });
});
