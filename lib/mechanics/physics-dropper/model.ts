import type { Settings } from '../core/params';
import { randomBetween, seededRandom, type Random } from '../core/random';
import { binOf, board, dividers, pegs, type Point } from './board';
import { updateValues } from '../core/kit-values';
import { physicsDropperParams, fallSeconds, particleCount, type PhysicsDropperKey, type PhysicsDropperValues } from './params';

export { binOf, board, dividers, pegs, type Point } from './board';

export const boardGravity = 10;

/** What step() returns when nothing happened: one empty list, frozen, never a new one. */
const noEvents: DropperEvent[] = Object.freeze([]) as unknown as DropperEvent[];
/** keepInside's walls for a ball not yet in a bin: the board's sides. */
const wholeBoard = -1;

/** The top of each divider, a point a falling ball bounces off (made once: fall() runs for every ball every sub-step). */
const dividerTops: readonly Point[] = dividers.map((x) => ({ x, y: board.binTop }));
/** Sub-steps a board second at the finest: a ball moves at most ~0.02 units in one. */
export const subStepsPerBoardSecond = 600;
/** Board seconds per sub-step at the finest. */
export const subStep = 1 / subStepsPerBoardSecond;
/**
 * The most sub-steps the board runs in a real second, whatever the settings, so its cost is bounded
 * (600 a board second would grow to 7,311 a real second at the
 * maxima, for each of up to 60 balls, in GDScript too). The cap is per real second, not per frame: a cap
 * per frame would slow the game below the spec's drop time and make it differ by frame rate. Where 600
 * a board second would exceed it, a sub-step covers 2/600 or 3/600 board seconds; the board
 * clock (clockScale) is unchanged, so a drop still takes fallSeconds (model.test.ts checks real drops).
 * A whole number of 600ths, not exactly 1/2,500 real second: at 1/2,500 every quarter second (a frame's
 * start at 30, 60 and 144 fps) is a sub-step's edge, where rounding picks the side (a drop at 0.5 s
 * came before sub-step 1,250 at 30 fps and after it at 60 and 144); with 600ths a frame meets an edge only
 * by chance, as with the uncapped 1/600. 2,500 sits above the defaults (2,189: they keep 1/600 and their
 * runs) and makes the maxima's 7,311 take 3/600 (2,437 a real second): a ball at the fastest ~12.4 units/s
 * then moves 0.062 in one, under a peg's radius and a third of the 0.19 a peg reaches.
 * The three ports share this rule and number.
 */
export const maxSubStepsPerSecond = 2500;
export const ballColourCount = 4;
/** The sideways kick a ball gets from each peg strike, so none balances on a peg or a divider. */
const pegNudge = 0.3;
const spawnInterval = 0.18;
/**
 * A ball still among the pegs after tireAfter board seconds loses its bounce over tireSpan
 * seconds, so even at Bounciness 1 every ball reaches a bin in bounded time.
 */
const tireAfter = 2.5;
const tireSpan = 1;
/** A bin-floor rebound slower than this (units/s) comes to rest. */
const restSpeed = 0.6;
/** After this many bin-floor bounces a ball rests, so a Bounciness 1 ball settles too. */
const maxFloorBounces = 3;
/** Board seconds a ball lies on its bin floor before it is scored. */
const settleTime = 0.15;
const maxBallsInPlay = 60;
const flashSeconds = 0.6;

/**
 * Mean board seconds from release to crossing the bin top, by Bounciness in steps of 0.1, as
 * measured from this board (see model.test.ts, which checks the result against real drops).
 */
export const boardFallByBounciness = [
  2.138, 2.391, 2.705, 3.016, 3.34, 3.459, 3.674, 3.795, 3.929, 4.08, 4.265,
] as const;

export function boardFallSeconds(bounciness: number): number {
  const position = Math.min(Math.max(bounciness, 0), 1) * (boardFallByBounciness.length - 1);
  const below = Math.floor(position);
  const above = Math.min(below + 1, boardFallByBounciness.length - 1);
  const share = position - below;
  const measured = (index: number) => boardFallByBounciness[index] ?? boardFallByBounciness[0];
  return measured(below) * (1 - share) + measured(above) * share;
}

/** Board seconds per real second. */
export function clockScale(values: PhysicsDropperValues): number {
  return boardFallSeconds(values.bounciness) / fallSeconds(values.gravity, values.speed);
}

/** Board seconds per sub-step: the fewest 600ths that keep it within maxSubStepsPerSecond a real second. */
export function boardStepFor(values: PhysicsDropperValues): number {
  return Math.ceil((clockScale(values) * subStepsPerBoardSecond) / maxSubStepsPerSecond) / subStepsPerBoardSecond;
}

export type Ball = {
  readonly id: number;
  x: number;
  y: number;
  vx: number;
  vy: number;
  readonly colour: number;
  readonly releasedAt: number;
  /** The bin it fell into, once it crossed the bin top. */
  bin: number | null;
  floorBounces: number;
  resting: boolean;
  restedFor: number;
};

export type DropperEvent =
  | { type: 'release'; id: number; time: number; x: number }
  | { type: 'enter-bin'; id: number; time: number; bin: number; fallSeconds: number }
  | { type: 'score'; id: number; time: number; bin: number; points: number; x: number; y: number; vy: number; resting: boolean };

export type Flash = { readonly bin: number; readonly colour: number; age: number };

export type DropperSnapshot = {
  readonly score: number;
  readonly ballsInPlay: number;
  readonly lastPoints: number | null;
  readonly scored: number;
};

/**
 * PhysicsDropper without a screen: balls, pegs, bins and a score, stepped in real seconds.
 * Deterministic for a seed; the same seed and the same calls give the same run.
 */
export class DropperModel {
  balls: Ball[] = [];
  flashes: Flash[] = [];
  score = 0;
  scored = 0;
  lastPoints: number | null = null;
  /** Real seconds of play. */
  time = 0;
  /** Sub-steps run since the start or the last reset: the model's cost, read by tests. */
  get subSteps(): number {
    return this.subStepCount;
  }
  private subStepCount = 0;
  private values: PhysicsDropperValues;
  private scale: number;
  /** Board seconds per sub-step: 1/600, or 2/600 or 3/600 where the cap on sub-steps a real second asks for it. */
  private boardStep: number;
  private random: Random;
  private nextId = 0;
  private spawnClock = 0;
  private boardBudget = 0;
  private pending: DropperEvent[] = [];
  /**
   * The bounciness of the ball being moved, for keepInside and bounceOff. A field, not an argument: a fractional number
   * handed to a call V8 does not inline is boxed into a new heap number, once per ball per sub-step (4 KB a frame).
   */
  private bounce = 0.5;

  constructor(
    values: PhysicsDropperValues,
    private seed = 1,
  ) {
    this.values = values;
    this.scale = clockScale(values);
    this.boardStep = boardStepFor(values);
    this.random = seededRandom(seed);
  }

  /** New settings: any subset, each number clamped and snapped to its range; a missing one (or one that is no number, with a warning) keeps its current value. */
  update(values: Settings<PhysicsDropperKey> | null): void {
    const next = updateValues(physicsDropperParams, this.values, values, 'PhysicsDropper');
    this.values = next;
    this.scale = clockScale(next);
    this.boardStep = boardStepFor(next);
  }

  /** Back to the first moment of a run: dealt from `seed` when given (the game gives each new run the `seed` option, or a seed it draws), else (left out or null) the same seed again. */
  reset(seed?: number | null): void {
    this.seed = seed ?? this.seed;
    this.balls = [];
    this.flashes = [];
    this.score = 0;
    this.scored = 0;
    this.lastPoints = null;
    this.time = 0;
    this.nextId = 0;
    this.spawnClock = 0;
    this.boardBudget = 0;
    this.subStepCount = 0;
    this.pending = [];
    this.random = seededRandom(this.seed);
  }

  /** Target number of balls the board keeps in play at once (falling, or settling in a bin). */
  get target(): number {
    return particleCount(this.values.density);
  }

  /** A read-out of the score and the numbers a HUD shows, for a HUD or debugging (draw the field from `state`): a copy, not a save (the random generator's state is not in it; there is no restore). */
  snapshot(): DropperSnapshot {
    return { score: this.score, ballsInPlay: this.balls.length, lastPoints: this.lastPoints, scored: this.scored };
  }

  /** Drops an extra ball at board x (random near the middle when left out or null). Returns false when the board is full. */
  drop(x?: number | null): boolean {
    if (this.balls.length >= maxBallsInPlay) return false;
    this.release(x);
    return true;
  }

  /** Advances the game by `seconds` of real time; returns what happened, in order. */
  step(seconds: number): DropperEvent[] {
    if (seconds > 0) this.boardBudget += seconds * this.scale;
    const step = this.boardStep;
    const realPerStep = step / this.scale;
    while (this.boardBudget >= step) {
      this.boardBudget -= step;
      this.time += realPerStep;
      this.subStepCount++;
      this.subStep();
    }
    // In place, and no new array for a step with no events: a frame's step makes no garbage. Indexed loops, not
    // for-of: V8 can keep a for-of's array iterator on the heap, one for each loop run.
    let kept = 0;
    for (let index = 0; index < this.flashes.length; index++) {
      const flash = this.flashes[index] as Flash;
      flash.age += Math.max(seconds, 0);
      if (flash.age < flashSeconds) this.flashes[kept++] = flash;
    }
    this.flashes.length = kept;
    if (this.pending.length === 0) return noEvents;
    const events = this.pending;
    this.pending = [];
    return events;
  }

  flashLife(flash: Flash): number {
    return Math.max(0, 1 - flash.age / flashSeconds);
  }

  private release(x?: number | null) {
    const r = board.ballRadius;
    const spawnX = x === undefined || x === null ? board.width / 2 + randomBetween(this.random, -0.7, 0.7) : Math.min(Math.max(x, r), board.width - r);
    const id = this.nextId++;
    this.balls.push({
      id,
      x: spawnX,
      y: board.spawnY,
      vx: randomBetween(this.random, -0.3, 0.3),
      vy: 0,
      colour: id % ballColourCount,
      releasedAt: this.time,
      bin: null,
      floorBounces: 0,
      resting: false,
      restedFor: 0,
    });
    this.pending.push({ type: 'release', id, time: this.time, x: spawnX });
  }

  private subStep() {
    // Settled balls leave the list in place, in order (a substep runs thousands of times a second: no array of its own).
    let kept = 0;
    for (let index = 0; index < this.balls.length; index++) {
      const ball = this.balls[index] as Ball;
      if (ball.bin === null) this.fall(ball);
      else this.settle(ball);
      if (ball.resting && ball.restedFor >= settleTime && ball.bin !== null) this.scoreBall(ball, ball.bin);
      else this.balls[kept++] = ball;
    }
    this.balls.length = kept;
    this.spawnClock -= this.boardStep;
    if (this.balls.length < this.target && this.spawnClock <= 0) {
      this.release();
      this.spawnClock = spawnInterval;
    }
  }

  /** Bounciness as this ball feels it: the setting, fading once the ball has been falling too long. */
  private pegBounciness(ball: Ball): number {
    const flight = (this.time - ball.releasedAt) * this.scale;
    const fade = Math.min(Math.max((flight - tireAfter) / tireSpan, 0), 1);
    return this.values.bounciness * (1 - fade);
  }

  private fall(ball: Ball) {
    this.bounce = this.pegBounciness(ball);
    ball.vy += boardGravity * this.boardStep;
    ball.x += ball.vx * this.boardStep;
    ball.y += ball.vy * this.boardStep;
    const reach = board.pegRadius + board.ballRadius;
    const nearestRow = Math.round((ball.y - board.pegTop) / board.pegRowGap);
    for (let row = nearestRow - 1; row <= nearestRow + 1; row++) {
      const pegRow = pegs[row];
      if (!pegRow || Math.abs(board.pegTop + row * board.pegRowGap - ball.y) >= reach) continue;
      for (let column = 0; column < pegRow.length; column++) {
        const peg = pegRow[column] as Point;
        if (Math.abs(peg.x - ball.x) < reach) this.bounceOff(ball, peg, board.pegRadius);
      }
    }
    for (let index = 0; index < dividerTops.length; index++) {
      const top = dividerTops[index] as Point;
      if (Math.abs(top.x - ball.x) < board.dividerHalfWidth + board.ballRadius) this.bounceOff(ball, top, board.dividerHalfWidth);
    }
    this.keepInside(ball, wholeBoard);
    if (ball.y > board.binTop) {
      const bin = binOf(ball.x);
      ball.bin = bin;
      this.keepInside(ball, bin);
      this.pending.push({ type: 'enter-bin', id: ball.id, time: this.time, bin, fallSeconds: this.time - ball.releasedAt });
    }
  }

  private settle(ball: Ball) {
    const bin = ball.bin as number;
    const bounciness = this.values.bounciness;
    const floor = board.floorY - board.ballRadius;
    if (ball.resting) {
      ball.restedFor += this.boardStep;
      // Rolling friction on the bin floor.
      ball.vx *= 1 - 6 * this.boardStep;
    } else {
      ball.vy += boardGravity * this.boardStep;
      ball.y += ball.vy * this.boardStep;
    }
    ball.x += ball.vx * this.boardStep;
    this.bounce = bounciness;
    this.keepInside(ball, bin);
    if (!ball.resting && ball.y >= floor) {
      ball.y = floor;
      ball.floorBounces++;
      // The bin keeps its ball: no rebound climbs back over the bin top.
      const ceiling = Math.sqrt(2 * boardGravity * (floor - board.binTop - board.ballRadius));
      const rebound = Math.min(ball.vy * bounciness, ceiling);
      if (rebound < restSpeed || ball.floorBounces >= maxFloorBounces) {
        ball.vy = 0;
        ball.resting = true;
      } else {
        ball.vy = -rebound;
      }
    }
  }

  /** Keeps the ball between the walls of its bin, or of the whole board (wholeBoard), at this.bounce. */
  private keepInside(ball: Ball, bin: number) {
    const bounciness = this.bounce;
    const left = bin === wholeBoard || bin === 0 ? 0 : bin + board.dividerHalfWidth;
    const right = bin === wholeBoard || bin === board.binScores.length - 1 ? board.width : bin + 1 - board.dividerHalfWidth;
    const r = board.ballRadius;
    if (ball.x < left + r) {
      ball.x = left + r;
      ball.vx = Math.abs(ball.vx) * bounciness;
    } else if (ball.x > right - r) {
      ball.x = right - r;
      ball.vx = -Math.abs(ball.vx) * bounciness;
    }
  }

  /** Bounces the ball off a round peg or divider top, at this.bounce. */
  private bounceOff(ball: Ball, centre: Point, radius: number) {
    const bounciness = this.bounce;
    const dx = ball.x - centre.x;
    const dy = ball.y - centre.y;
    const reach = radius + board.ballRadius;
    const distanceSquared = dx * dx + dy * dy;
    if (distanceSquared >= reach * reach) return;
    const distance = Math.sqrt(distanceSquared) || 1e-6;
    const nx = distanceSquared === 0 ? 0 : dx / distance;
    const ny = distanceSquared === 0 ? -1 : dy / distance;
    ball.x = centre.x + nx * reach;
    ball.y = centre.y + ny * reach;
    const normalSpeed = ball.vx * nx + ball.vy * ny;
    if (normalSpeed < 0) {
      ball.vx -= (1 + bounciness) * normalSpeed * nx;
      ball.vy -= (1 + bounciness) * normalSpeed * ny;
      ball.vx += randomBetween(this.random, -pegNudge, pegNudge);
    }
  }

  private scoreBall(ball: Ball, bin: number) {
    const points = board.binScores[bin] ?? 0;
    this.score += points;
    this.scored++;
    this.lastPoints = points;
    this.flashes.push({ bin, colour: ball.colour, age: 0 });
    this.pending.push({ type: 'score', id: ball.id, time: this.time, bin, points, x: ball.x, y: ball.y, vy: ball.vy, resting: ball.resting });
  }
}
