import type { Settings } from '../core/params';
import { randomBetween, seededRandom, type Random } from '../core/random';
import { updateValues } from '../core/kit-values';
import { bounceChainParams, type BounceChainKey, type BounceChainValues } from './params';

/**
 * The playfield in world units, y pointing down: one screen, 8 wide and 6 tall, open at the
 * bottom (a ball that drops below it ends the run) and walled on the sides and the top.
 * Platforms are one-way: only their top surface stops a falling ball; a rising ball passes up through.
 */
export const world = {
  width: 8,
  height: 6,
  ballRadius: 0.22,
  /** Drawn thickness of a platform; only its top surface collides. */
  platformThickness: 0.18,
  /** Height of each platform's top before the run's seeded jitter, top platform first. */
  levels: [1.9, 2.75, 3.6, 4.45, 5.3],
  levelJitter: 0.12,
  /** The ball starts at rest this far down, above the top platform. */
  startY: 0.6,
} as const;

/** Fixed physics step in seconds: every frame is split into sub-steps of exactly this length. */
export const subStep = 1 / 240;
/** A longer step() is clipped to this, so a stalled tab never runs thousands of sub-steps at once. */
export const maxStepSeconds = 0.25;
/**
 * Minimum bounce: every rebound leaves the platform fast enough to rise at least this many units
 * (speed √(2 × gravity × height)), so the ball never settles and can always reach the next platform up.
 * It is the only rule that can add energy.
 */
export const minBounceHeight = 1.6;
/** Holding a steering direction accelerates the ball sideways up to this speed (units/s). */
export const steerTopSpeed = 4.5;
/** No sideways speed, from steering, carry or a nudge, goes past this (units/s). */
export const maxSideSpeed = 8;
/** Sideways slowing per second while not steering (air drag). */
export const airDrag = 0.8;
/** A nudge (Space) adds this much sideways speed toward the chosen platform (units/s). */
export const nudgeSpeed = 2.5;
/** Seconds between two nudges. */
export const nudgeCooldown = 0.4;
/** A nudge aimed at a platform whose centre is closer than this sideways matches its velocity instead. */
export const nudgeDeadZone = 0.2;
/** The multiplier stops growing here. */
export const maxMultiplier = 10;
/** Points of a bounce at multiplier 1. */
export const basePoints = 10;
/** A ball whose centre is up to this far past a platform's end still lands on it. */
export const edgeGrace = world.ballRadius / 2;
/** Each platform moves at this share of Platform Speed, seeded per platform. */
export const platformSpeedShare = [0.55, 1] as const;

export type Ball = { x: number; y: number; vx: number; vy: number };

/** What step() returns when nothing happened: one frozen empty list, not a new one each step. */
const noEvents: BounceEvent[] = Object.freeze([]) as unknown as BounceEvent[];

export type Platform = {
  readonly id: number;
  /** Height of the top surface. */
  readonly y: number;
  /** Left end, between 0 and the platform span. */
  left: number;
  dir: 1 | -1;
  /** Share of Platform Speed this platform moves at. */
  readonly speedFactor: number;
};

/** The settings the physics reads. */
export type Physics = Pick<BounceChainValues, 'gravity' | 'restitution' | 'platformSpeed' | 'platformWidth' | 'steer'>;

/** Steering direction: -1 left, 0 none, 1 right. */
export type Steer = -1 | 0 | 1;

/** A platform strike found by one sub-step. */
export type Contact = {
  /** Index of the platform in the list. */
  readonly index: number;
  /** Downward speed at the moment of impact (units/s). */
  readonly impactSpeed: number;
  /** Sideways speed the platform gave the ball (units/s). */
  readonly carry: number;
};

export type BounceEvent =
  | {
      readonly type: 'bounce';
      readonly platform: number;
      readonly chain: number;
      readonly multiplier: number;
      readonly points: number;
      readonly score: number;
      /** The same platform as the bounce before: the chain started over. */
      readonly repeat: boolean;
      readonly x: number;
      readonly y: number;
      readonly impactSpeed: number;
      readonly time: number;
    }
  | { readonly type: 'fall'; readonly score: number; readonly bestChain: number; readonly time: number };

export type BounceSnapshot = {
  readonly score: number;
  readonly chain: number;
  readonly bestChain: number;
  readonly multiplier: number;
  readonly lastPoints: number | null;
  readonly lastRepeat: boolean;
  readonly over: boolean;
};

function clamp(value: number, low: number, high: number): number {
  return Math.min(high, Math.max(low, value));
}

/** The slowest rebound (units/s): enough to rise minBounceHeight. */
export function minBounceSpeed(gravity: number): number {
  return Math.sqrt(2 * Math.max(gravity, 0) * minBounceHeight);
}

/** Upward speed after a bounce: restitution × impact speed, never below the minimum bounce. */
export function reboundSpeed(impactSpeed: number, restitution: number, gravity: number): number {
  return Math.max(Math.abs(impactSpeed) * restitution, minBounceSpeed(gravity));
}

/** How far a platform's left end can travel: the playfield width minus the platform's. */
export function platformSpan(width: number): number {
  return Math.max(world.width - width, 0);
}

/**
 * Where a platform is after `seconds`: it slides at `speed` between 0 and `span` (its left end)
 * and turns round at each end. Exact for any duration, so a long step never lets it leave the field.
 */
export function movePlatform(left: number, dir: 1 | -1, speed: number, span: number, seconds: number): { left: number; dir: 1 | -1 } {
  const moved: { left: number; dir: 1 | -1 } = { left: 0, dir };
  slide(moved, left, dir, speed, span, seconds);
  return moved;
}

/**
 * movePlatform's answer written into `out` (a platform itself, or a scratch object): the rules run it for every
 * platform every sub-step, and an object a call was most of a frame's garbage.
 */
function slide(out: { left: number; dir: 1 | -1 }, left: number, dir: 1 | -1, speed: number, span: number, seconds: number): void {
  if (span <= 0) {
    out.left = 0;
    out.dir = dir;
    return;
  }
  const period = 2 * span;
  const start = clamp(left, 0, span);
  const travelled = (dir > 0 ? start : period - start) + Math.max(speed, 0) * Math.max(seconds, 0);
  const unfolded = ((travelled % period) + period) % period;
  if (unfolded <= span) {
    out.left = unfolded;
    out.dir = 1;
  } else {
    out.left = period - unfolded;
    out.dir = -1;
  }
}

/** A sub-step is due while this much of the step's time is left (subStep, less a rounding's worth). */
const subStepDue = subStep * (1 - 1e-9);

/** Scratch for slide() and contactInto(), reused every sub-step (one game steps at a time: nothing re-enters them). */
const slid: { left: number; dir: 1 | -1 } = { left: 0, dir: 1 };
const found = { index: -1, time: 0 };

/**
 * Seconds until a falling ball's bottom reaches the height `top`, when that happens within `limit`;
 * null otherwise. Exact under constant gravity (the swept test that stops tunnelling). Only from
 * above: a ball whose bottom is already below `top` never reaches it (one-way platforms).
 */
export function timeToReach(y: number, vy: number, gravity: number, top: number, limit: number): number | null {
  const gap = y + world.ballRadius - top;
  if (gap > 1e-9) return null;
  const below = Math.min(gap, 0);
  const root = Math.sqrt(vy * vy - 2 * gravity * below);
  let time: number;
  if (vy > 0) time = (-2 * below) / (vy + root);
  else if (gravity > 0) time = (root - vy) / gravity;
  else return null;
  return time <= limit ? time : null;
}

/** Sideways speed after `seconds` of steering (or of drag when not steering). */
export function steerVelocity(vx: number, steer: Steer, acceleration: number, seconds: number): number {
  const dragged = vx * Math.max(0, 1 - airDrag * seconds);
  if (steer === 0) return dragged;
  const along = vx * steer;
  // Faster than steering alone can go (a carry or a nudge): steering only keeps it from dragging below the top speed.
  if (along >= steerTopSpeed) return steer * Math.max(steerTopSpeed, dragged * steer);
  return steer * Math.min(along + acceleration * seconds, steerTopSpeed);
}

/** Velocity of a platform now (units/s, right positive). */
export function platformVelocity(platform: Platform, physics: Pick<Physics, 'platformSpeed' | 'platformWidth'>): number {
  return platformSpan(physics.platformWidth) > 0 ? platform.dir * physics.platformSpeed * platform.speedFactor : 0;
}

/**
 * The first platform the ball lands on within `seconds`: its top is crossed while falling and the
 * ball's centre is over it (give or take edgeGrace) at that moment, with both the ball and the
 * platform moved to that moment.
 */
export function findContact(ball: Ball, platforms: readonly Platform[], physics: Physics, seconds: number): { index: number; time: number } | null {
  const best = { index: -1, time: 0 };
  return contactInto(best, ball, platforms, physics, seconds) ? best : null;
}

/**
 * findContact's answer written into `best`; false when there is none (no object a sub-step). timeToReach's and
 * slide()'s arithmetic is written out here, the same operations in the same order (the golden traces hold it): a
 * number handed to or returned from a call that V8 has not inlined is boxed into a new heap number, and in the
 * browser's first optimising tier (Maglev) these calls, a few for each platform each sub-step, were most of the
 * rules' garbage (2.4 KB a frame).
 */
function contactInto(best: { index: number; time: number }, ball: Ball, platforms: readonly Platform[], physics: Physics, seconds: number): boolean {
  let any = false;
  const span = Math.max(world.width - physics.platformWidth, 0);
  const gravity = physics.gravity;
  const vy = ball.vy;
  for (let index = 0; index < platforms.length; index++) {
    const platform = platforms[index];
    if (!platform) continue;
    // timeToReach(ball.y, vy, gravity, platform.y, seconds), -1 for none.
    const gap = ball.y + world.ballRadius - platform.y;
    if (gap > 1e-9) continue;
    const below = Math.min(gap, 0);
    const root = Math.sqrt(vy * vy - 2 * gravity * below);
    let time: number;
    if (vy > 0) time = (-2 * below) / (vy + root);
    else if (gravity > 0) time = (root - vy) / gravity;
    else continue;
    if (!(time <= seconds) || (any && time >= best.time)) continue;
    const x = ball.x + ball.vx * time;
    // slide(…, platform.left, platform.dir, platformSpeed × speedFactor, span, time).left
    let left = 0;
    if (span > 0) {
      const period = 2 * span;
      const start = Math.min(span, Math.max(0, platform.left));
      const travelled = (platform.dir > 0 ? start : period - start) + Math.max(physics.platformSpeed * platform.speedFactor, 0) * Math.max(time, 0);
      const unfolded = ((travelled % period) + period) % period;
      left = unfolded <= span ? unfolded : period - unfolded;
    }
    if (x >= left - edgeGrace && x <= left + physics.platformWidth + edgeGrace) {
      best.index = index;
      best.time = time;
      any = true;
    }
  }
  return any;
}

/**
 * One fixed sub-step of `seconds` (mutates the ball and the platforms): steering, exact flight
 * under gravity, a swept landing on a platform (rebound by restitution with the minimum bounce,
 * plus the platform's velocity carried into the ball's sideways speed), the side walls and the
 * ceiling, then the platforms slide on. Returns the contact, if any.
 */
export function advance(ball: Ball, platforms: Platform[], physics: Physics, steer: Steer, seconds: number): Contact | null {
  const g = physics.gravity;
  const span = Math.max(world.width - physics.platformWidth, 0);
  // clamp(steerVelocity(ball.vx, steer, physics.steer, seconds), -maxSideSpeed, maxSideSpeed), written out (see contactInto).
  // Each branch stores its answer: a number that flows into a local from two branches (a phi) was boxed into a new
  // heap number each sub-step by V8's optimising tiers.
  const vx = ball.vx;
  const dragged = vx * Math.max(0, 1 - airDrag * seconds);
  if (steer === 0) ball.vx = Math.min(maxSideSpeed, Math.max(-maxSideSpeed, dragged));
  else if (vx * steer >= steerTopSpeed) ball.vx = Math.min(maxSideSpeed, Math.max(-maxSideSpeed, steer * Math.max(steerTopSpeed, dragged * steer)));
  else ball.vx = Math.min(maxSideSpeed, Math.max(-maxSideSpeed, steer * Math.min(vx * steer + physics.steer * seconds, steerTopSpeed)));
  const landed = contactInto(found, ball, platforms, physics, seconds);
  const platform = landed ? platforms[found.index] : undefined;
  let contact: Contact | null = null;
  if (landed && platform) {
    const t = found.time;
    const impactSpeed = ball.vy + g * t;
    slide(slid, platform.left, platform.dir, physics.platformSpeed * platform.speedFactor, span, t);
    const carry = span > 0 ? slid.dir * physics.platformSpeed * platform.speedFactor : 0;
    ball.x += ball.vx * t;
    ball.y = platform.y - world.ballRadius;
    ball.vy = -reboundSpeed(impactSpeed, physics.restitution, g);
    ball.vx = clamp(ball.vx + carry, -maxSideSpeed, maxSideSpeed);
    contact = { index: found.index, impactSpeed, carry };
    const flight = seconds - t;
    ball.x += ball.vx * flight;
    ball.y += ball.vy * flight + 0.5 * g * flight * flight;
    ball.vy += g * flight;
  } else {
    ball.x += ball.vx * seconds;
    ball.y += ball.vy * seconds + 0.5 * g * seconds * seconds;
    ball.vy += g * seconds;
  }

  const r = world.ballRadius;
  const bounce = physics.restitution;
  if (ball.x < r) {
    ball.x = r;
    ball.vx = Math.abs(ball.vx) * bounce;
  } else if (ball.x > world.width - r) {
    ball.x = world.width - r;
    ball.vx = -Math.abs(ball.vx) * bounce;
  }
  if (ball.y < r && ball.vy < 0) {
    ball.y = r;
    ball.vy = -ball.vy;
  }

  // An indexed loop: V8 kept a for-of's array iterator on the heap. slide(each, …, seconds), written out (see contactInto).
  for (let index = 0; index < platforms.length; index++) {
    const each = platforms[index] as Platform;
    if (span <= 0) {
      each.left = 0;
      continue;
    }
    const period = 2 * span;
    const start = Math.min(span, Math.max(0, each.left));
    const travelled = (each.dir > 0 ? start : period - start) + Math.max(physics.platformSpeed * each.speedFactor, 0) * Math.max(seconds, 0);
    const unfolded = ((travelled % period) + period) % period;
    if (unfolded <= span) {
      each.left = unfolded;
      each.dir = 1;
    } else {
      each.left = period - unfolded;
      each.dir = -1;
    }
  }
  return contact;
}

/** The chain after a bounce on `platform`: one longer when it differs from the last platform, else 1. */
export function nextChain(chain: number, lastPlatform: number | null, platform: number): number {
  return lastPlatform !== null && lastPlatform !== platform && chain > 0 ? chain + 1 : 1;
}

/** 1× for the first bounce of a chain, plus Multiplier Step for each further one, up to maxMultiplier. */
export function chainMultiplier(chain: number, step: number): number {
  const raw = 1 + Math.max(chain - 1, 0) * step;
  return Math.min(maxMultiplier, Math.round(raw * 100) / 100);
}

/** A bounce scores 10 × multiplier, rounded to a whole number. */
export function bouncePoints(multiplier: number): number {
  return Math.round(basePoints * multiplier);
}

/**
 * The platform a nudge aims at: the nearest one below the ball other than the last one bounced
 * on (so landing on it extends the chain); the last one when it is the only one below; null when
 * none is below.
 */
export function nudgeTarget(ball: Ball, platforms: readonly Platform[], lastPlatform: number | null, platformWidth: number): number | null {
  const bottom = ball.y + world.ballRadius;
  let best: number | null = null;
  let bestDistance = Number.POSITIVE_INFINITY;
  let fallback: number | null = null;
  let fallbackDistance = Number.POSITIVE_INFINITY;
  for (let index = 0; index < platforms.length; index++) {
    const platform = platforms[index];
    if (!platform || platform.y < bottom) continue;
    const distance = Math.hypot(platform.left + platformWidth / 2 - ball.x, platform.y - ball.y);
    if (platform.id !== lastPlatform && distance < bestDistance) {
      best = index;
      bestDistance = distance;
    }
    if (distance < fallbackDistance) {
      fallback = index;
      fallbackDistance = distance;
    }
  }
  return best ?? fallback;
}

/** Sideways speed after a nudge toward a platform `dx` units away (centre minus ball) moving at `platformVx`. */
export function nudgeVelocity(vx: number, dx: number, platformVx: number): number {
  if (Math.abs(dx) < nudgeDeadZone) return clamp(platformVx, -maxSideSpeed, maxSideSpeed);
  return clamp(vx + Math.sign(dx) * nudgeSpeed, -maxSideSpeed, maxSideSpeed);
}

/** The run's platforms: one per level, with seeded height jitter, position, direction and speed share. */
export function makePlatforms(random: Random, platformWidth: number): Platform[] {
  const span = platformSpan(platformWidth);
  return world.levels.map((level, id) => ({
    id,
    y: level + randomBetween(random, -world.levelJitter, world.levelJitter),
    left: random() * span,
    dir: random() < 0.5 ? -1 : 1,
    speedFactor: randomBetween(random, platformSpeedShare[0], platformSpeedShare[1]),
  }));
}

/** The ball at rest at world.startY, above where `platform` will be when the ball reaches it. */
export function spawnBall(platform: Platform, physics: Physics): Ball {
  const drop = Math.max(platform.y - world.ballRadius - world.startY, 0);
  const fall = Math.sqrt((2 * drop) / physics.gravity);
  const span = platformSpan(physics.platformWidth);
  const { left } = movePlatform(platform.left, platform.dir, physics.platformSpeed * platform.speedFactor, span, fall);
  return { x: left + physics.platformWidth / 2, y: world.startY, vx: 0, vy: 0 };
}

/**
 * BounceChain without a screen: a ball, moving platforms, a chain and a score, stepped in real
 * seconds with a fixed-step accumulator. The same seed, values and calls give the same run.
 */
export class BounceModel {
  ball: Ball;
  platforms: Platform[];
  score = 0;
  chain = 0;
  bestChain = 0;
  /** The multiplier the last bounce scored with (1 before the first bounce of a run). */
  multiplier = 1;
  /** id of the platform bounced on last; null before the first bounce. */
  lastPlatform: number | null = null;
  lastPoints: number | null = null;
  lastRepeat = false;
  bounces = 0;
  over = false;
  /** Seconds of play. */
  time = 0;
  /** Seconds since the last bounce (for squash and stretch). */
  sinceBounce = Number.POSITIVE_INFINITY;
  /** Impact speed of the last bounce. */
  lastImpact = 0;
  steering: Steer = 0;
  private sinceNudge = Number.POSITIVE_INFINITY;
  private budget = 0;
  /** step()'s scratch for its clocks (see there). */
  private readonly clocks = new Float64Array(4);
  /** The events of the step under way. */
  private events: BounceEvent[] = noEvents;
  private values: BounceChainValues;
  private random: Random;

  constructor(
    values: BounceChainValues,
    private seed = 1,
  ) {
    this.values = values;
    this.random = seededRandom(seed);
    this.platforms = makePlatforms(this.random, values.platformWidth);
    this.ball = this.firstBall();
  }

  private firstBall(): Ball {
    const top = this.platforms[0];
    if (!top) throw new Error('BounceChain needs platforms');
    return spawnBall(top, this.values);
  }

  /** Back to the first moment of a run: dealt from `seed` when given (the game gives each new run the `seed` option, or a seed it draws), else (left out or null) the same seed again. */
  reset(seed?: number | null): void {
    this.seed = seed ?? this.seed;
    this.random = seededRandom(this.seed);
    this.platforms = makePlatforms(this.random, this.values.platformWidth);
    this.ball = this.firstBall();
    this.score = 0;
    this.chain = 0;
    this.bestChain = 0;
    this.multiplier = 1;
    this.lastPlatform = null;
    this.lastPoints = null;
    this.lastRepeat = false;
    this.bounces = 0;
    this.over = false;
    this.time = 0;
    this.sinceBounce = Number.POSITIVE_INFINITY;
    this.sinceNudge = Number.POSITIVE_INFINITY;
    this.lastImpact = 0;
    this.steering = 0;
    this.budget = 0;
  }

  /**
   * New settings: any subset, each number clamped and snapped to its range; a missing one (or one that is no number, with a warning) keeps its current value. They apply
   * from the next sub-step; before the first step the ball is placed again for them.
   */
  update(values: Settings<BounceChainKey> | null): void {
    const next = updateValues(bounceChainParams, this.values, values, 'BounceChain');
    this.values = next;
    const span = platformSpan(next.platformWidth);
    for (const platform of this.platforms) platform.left = clamp(platform.left, 0, span);
    if (this.time === 0 && !this.over) this.ball = this.firstBall();
  }

  get settings(): BounceChainValues {
    return this.values;
  }

  /** Hold a steering direction until the next call. */
  steer(direction: Steer): void {
    this.steering = direction;
  }

  /**
   * Space's action: a sideways nudge toward the nearest platform below but the last one bounced on (that one when
   * it is the only one below), at most once every 0.4 s. Returns whether it nudged.
   */
  nudge(): boolean {
    if (this.over || this.sinceNudge < nudgeCooldown) return false;
    const index = nudgeTarget(this.ball, this.platforms, this.lastPlatform, this.values.platformWidth);
    const platform = index === null ? undefined : this.platforms[index];
    if (!platform) return false;
    const dx = platform.left + this.values.platformWidth / 2 - this.ball.x;
    this.ball.vx = nudgeVelocity(this.ball.vx, dx, platformVelocity(platform, this.values));
    this.sinceNudge = 0;
    return true;
  }

  /** A read-out of the score and the numbers a HUD shows, for a HUD or debugging (draw the field from `state`): a copy, not a save (the random generator's state is not in it; there is no restore). */
  snapshot(): BounceSnapshot {
    return {
      score: this.score,
      chain: this.chain,
      bestChain: this.bestChain,
      multiplier: this.multiplier,
      lastPoints: this.lastPoints,
      lastRepeat: this.lastRepeat,
      over: this.over,
    };
  }

  /** Advances the run by `seconds` of real time (at most 0.25 s a call: call it once a frame) in fixed sub-steps; returns what happened, in order. */
  step(seconds: number): BounceEvent[] {
    // No new array for a step with no events (most of them): a frame's step makes no garbage.
    if (this.over) return noEvents;
    // The clocks run in a Float64Array, written back before anything reads them (a bounce, the fall) and at the end:
    // a number stored into a field, or carried round the loop in a local, each sub-step was a new heap number in V8
    // (a frame's garbage); an element of a Float64Array is stored unboxed. The sub-step itself is a method
    // (tick), called a few times a frame like advance(), so V8 optimises it within the first seconds of play: step()
    // runs once a frame and stays unoptimised (every number it computes boxed) for many seconds more.
    const clocks = this.clocks;
    clocks[0] = this.budget + (Number.isFinite(seconds) ? Math.min(maxStepSeconds, Math.max(0, seconds)) : 0);
    clocks[1] = this.time;
    clocks[2] = this.sinceBounce;
    clocks[3] = this.sinceNudge;
    while (this.tick());
    this.budget = clocks[0] as number;
    this.time = clocks[1] as number;
    this.sinceBounce = clocks[2] as number;
    this.sinceNudge = clocks[3] as number;
    const events = this.events;
    this.events = noEvents;
    return events;
  }

  /** One of step()'s sub-steps, when one is due (clocks: [budget, time, sinceBounce, sinceNudge]); false when none is or the run ended. */
  private tick(): boolean {
    const clocks = this.clocks;
    if (!((clocks[0] as number) >= subStepDue)) return false;
    clocks[0] = Math.max((clocks[0] as number) - subStep, 0);
    const contact = advance(this.ball, this.platforms, this.values, this.steering, subStep);
    (clocks[1] as number) += subStep;
    (clocks[2] as number) += subStep;
    (clocks[3] as number) += subStep;
    if (contact) {
      this.time = clocks[1] as number;
      this.sinceBounce = clocks[2] as number;
      this.emit(this.bounce(contact));
      clocks[2] = this.sinceBounce;
    }
    if (this.ball.y - world.ballRadius > world.height) {
      this.over = true;
      clocks[0] = 0;
      this.time = clocks[1] as number;
      this.emit({ type: 'fall', score: this.score, bestChain: this.bestChain, time: this.time });
      return false;
    }
    return true;
  }

  /** Adds an event to this step's list (a new list at its first event: noEvents is frozen). */
  private emit(event: BounceEvent): void {
    if (this.events === noEvents) this.events = [];
    this.events.push(event);
  }

  private bounce(contact: Contact): BounceEvent {
    const platform = this.platforms[contact.index];
    const id = platform?.id ?? contact.index;
    const repeat = this.lastPlatform === id;
    this.chain = nextChain(this.chain, this.lastPlatform, id);
    this.bestChain = Math.max(this.bestChain, this.chain);
    this.multiplier = chainMultiplier(this.chain, this.values.multiplierStep);
    const points = bouncePoints(this.multiplier);
    this.score += points;
    this.lastPoints = points;
    this.lastRepeat = repeat;
    this.lastPlatform = id;
    this.bounces++;
    this.sinceBounce = 0;
    this.lastImpact = contact.impactSpeed;
    return {
      type: 'bounce',
      platform: id,
      chain: this.chain,
      multiplier: this.multiplier,
      points,
      score: this.score,
      repeat,
      x: this.ball.x,
      y: this.ball.y + world.ballRadius,
      impactSpeed: contact.impactSpeed,
      time: this.time,
    };
  }
}
