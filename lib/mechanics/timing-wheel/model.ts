import type { Settings } from '../core/params';
import { seededRandom, type Random } from '../core/random';
import { updateValues } from '../core/kit-values';
import { timingWheelParams, type TimingWheelKey, type TimingWheelValues } from './params';

/**
 * TimingWheel without a screen. Angles are in turns (1 = a full circle) and grow clockwise; the
 * pointer sits at 12 o'clock. Segment i covers the wheel's own angles [i/N, (i+1)/N) clockwise from
 * its top, so a wheel turned by `angle` shows segment segmentAt(angle, N) under the pointer.
 *
 * Braking reads like a real brake: the fuller the charge, the harder the brake and the sooner the
 * wheel stops; a quick tap lets it coast a long way.
 */

/** Misses (near misses included) that end a run. */
export const lives = 3;
/** A release with no charge takes this many times longer to stop than a full one. */
export const coastFactor = 4;
/** The spin never ramps past this many turns a second (the Spin Speed slider's maximum). */
export const maxSpinSpeed = 2;
/** Seconds the wheel takes to spin up from rest to its speed. */
export const spinUpSeconds = 0.6;
/** Seconds the landing is shown before the next target lights and the wheel spins up again. */
export const resultSeconds = 0.9;

/** Where the wheel stopped: 'hit' on the lit target, 'near' on a segment right beside it, 'miss' anywhere else (a landing's `result`). */
export type WheelResult = 'hit' | 'near' | 'miss';

/**
 * @deprecated Named `WheelResult` since 3.2.0 (in RhythmClacker and MemoryTiles `Judgement` names a judgement itself,
 * as `TimingWheelJudgement` does here); kept until the next major release.
 */
export type Judgement = WheelResult;

/** What one stop of the wheel came to. */
export type Landing = {
  /** The segment under the pointer when the wheel stopped. */
  readonly segment: number;
  /** The first lit segment (the target spans `targetSize` segments from here, upwards). */
  readonly target: number;
  readonly targetSize: number;
  /** 'hit' on the target, 'near' on a segment right beside it ("So close!"), 'miss' anywhere else. */
  readonly result: WheelResult;
  /** Points this landing scored (0 unless it hit). */
  readonly points: number;
  /** Consecutive hits, this one included (0 after a near or a miss). */
  readonly streak: number;
  /** The run's score after this landing. */
  readonly score: number;
  /** Misses left before the run ends (0 when this landing ended it). */
  readonly livesLeft: number;
};

/** What a step reports: a landing (`land`), or a new target lit after one with the speed the wheel spins up to (`target`). */
export type WheelEvent =
  | { readonly type: 'land'; readonly landing: Landing }
  | {
      readonly type: 'target';
      /** The segment lit as the next target. */
      readonly target: number;
      /** Turns a second the wheel spins up to for it. */
      readonly speed: number;
    };

/** Waiting, holding, stopping, showing a landing, or done. */
export type WheelPhase = 'spinning' | 'charging' | 'braking' | 'landed' | 'over';

export type WheelSnapshot = {
  readonly score: number;
  readonly streak: number;
  readonly bestStreak: number;
  readonly livesLeft: number;
  readonly last: Landing | null;
};

function clamp01(value: number): number {
  return Math.min(1, Math.max(0, value));
}

/** Any angle in turns, brought into [0, 1). */
export function wrapTurns(angle: number): number {
  const wrapped = ((angle % 1) + 1) % 1;
  return wrapped >= 1 ? 0 : wrapped;
}

/** The charge a hold of `heldSeconds` builds: 0 → 1 over Charge Time (ms), then stays full. */
export function chargeFor(heldSeconds: number, chargeTimeMs: number): number {
  if (!(chargeTimeMs > 0)) return 1;
  return clamp01((heldSeconds * 1000) / chargeTimeMs);
}

/** Seconds a release with this charge takes to stop: Brake Time at full charge, coastFactor × Brake Time at none. */
export function stopSeconds(charge: number, brakeTime: number): number {
  return brakeTime * (coastFactor - (coastFactor - 1) * clamp01(charge));
}

/** Turns the wheel travels while it brakes from `speed` (turns/s) at `deceleration` (turns/s²): v² ÷ 2a. */
export function brakingDistance(speed: number, deceleration: number): number {
  if (!(speed > 0)) return 0;
  if (!(deceleration > 0)) return Number.POSITIVE_INFINITY;
  return (speed * speed) / (2 * deceleration);
}

/**
 * The brake's deceleration in turns/s² for a charge (0–1), given the wheel's speed at release and
 * Brake Time: full charge stops it in Brake Time seconds, no charge in coastFactor times that.
 */
export function decelerationFor(charge: number, params: { readonly speed: number; readonly brakeTime: number }): number {
  return Math.max(params.speed, 0) / stopSeconds(charge, params.brakeTime);
}

/** Where (in turns, not wrapped) a wheel at `angle` spinning at `speed` stops when released with `charge`. */
export function stopAngle(angle: number, speed: number, charge: number, params: { readonly brakeTime: number }): number {
  return angle + brakingDistance(speed, decelerationFor(charge, { speed, brakeTime: params.brakeTime }));
}

/** The segment under the 12 o'clock pointer when the wheel is turned clockwise by `angle` turns. */
export function segmentAt(angle: number, segments: number): number {
  return Math.floor(wrapTurns(-angle) * segments) % segments;
}

/**
 * 'hit' when `segment` is one of the `targetSize` lit segments from `target`, 'near' when it is the
 * segment just before or just after them (around the wheel: the last and the first are neighbours),
 * 'miss' otherwise.
 */
export function judgeLanding(segment: number, target: number, targetSize: number, segments: number): WheelResult {
  const offset = (((segment - target) % segments) + segments) % segments;
  if (offset < targetSize) return 'hit';
  if (offset === targetSize || offset === segments - 1) return 'near';
  return 'miss';
}

/**
 * Points for a hit: ten for each target's width of the wheel that passes the pointer a second,
 * round(10 × segments × speed ÷ targetSize), at least 1, so a smaller target, more segments or a faster wheel all pay
 * more (72 at the defaults).
 */
export function pointsFor(segments: number, targetSize: number, speed: number): number {
  return Math.max(1, Math.round((10 * segments * speed) / targetSize));
}

/** The speed a run spins at after `hits` hits: Spin Speed × Speed Ramp per hit, capped at maxSpinSpeed. */
export function cruiseSpeed(values: Pick<TimingWheelValues, 'speed' | 'ramp'>, hits: number): number {
  return Math.min(maxSpinSpeed, values.speed * values.ramp ** hits);
}

/** A new first lit segment, never the current one. */
export function nextTarget(random: Random, current: number, segments: number): number {
  if (current < 0 || current >= segments) return Math.floor(random() * segments) % segments;
  return (current + 1 + Math.floor(random() * (segments - 1))) % segments;
}

type Brake = { from: number; speed: number; deceleration: number; duration: number; elapsed: number; stop: number };

/** What step() returns when nothing happened: one frozen empty list, not a new one each step. */
const noEvents: WheelEvent[] = Object.freeze([]) as unknown as WheelEvent[];

/**
 * TimingWheel without a screen: a wheel that spins up, a hold that charges its brake, a lit target and three lives,
 * stepped in real seconds. Deterministic for a seed: the same seed and the same calls give the same run.
 */
export class WheelModel {
  /** The wheel's turn, in [0, 1). */
  angle = 0;
  /** Turns per second right now. */
  speed = 0;
  /** Turns per second the wheel spins up to this round. */
  cruise: number;
  /** 0–1 while a hold charges the brake. */
  charge = 0;
  phase: WheelPhase = 'spinning';
  target = 0;
  score = 0;
  streak = 0;
  bestStreak = 0;
  misses = 0;
  hits = 0;
  last: Landing | null = null;
  /** Seconds since the last landing (drives the result display). */
  resultAge = 0;
  private values: TimingWheelValues;
  private random: Random;
  private held = 0;
  private brake: Brake | null = null;
  /** Seconds already played ahead by press/release catch-up, taken off the next steps. */
  private credit = 0;
  private pending: WheelEvent[] = [];

  constructor(
    values: TimingWheelValues,
    private seed = 1,
  ) {
    this.values = values;
    this.random = seededRandom(seed);
    this.cruise = cruiseSpeed(values, 0);
    this.reset();
  }

  get settings(): TimingWheelValues {
    return this.values;
  }

  get livesLeft(): number {
    return Math.max(0, lives - this.misses);
  }

  get over(): boolean {
    return this.phase === 'over';
  }

  /** 0 → 1 while the wheel brakes (1 once stopped). */
  get brakeProgress(): number {
    if (!this.brake) return this.phase === 'landed' || this.phase === 'over' ? 1 : 0;
    return this.brake.duration > 0 ? clamp01(this.brake.elapsed / this.brake.duration) : 1;
  }

  /** A read-out of the score and the numbers a HUD shows, for a HUD or debugging (draw the field from `state`): a copy, not a save (the random generator's state is not in it; there is no restore). */
  snapshot(): WheelSnapshot {
    return { score: this.score, streak: this.streak, bestStreak: this.bestStreak, livesLeft: this.livesLeft, last: this.last };
  }

  /** Back to the first moment of a run: dealt from `seed` when given (the game gives each new run the `seed` option, or a seed it draws), else (left out or null) the same seed again. */
  reset(seed?: number | null): void {
    this.seed = seed ?? this.seed;
    this.random = seededRandom(this.seed);
    this.angle = 0;
    this.speed = 0;
    this.charge = 0;
    this.held = 0;
    this.phase = 'spinning';
    this.score = 0;
    this.streak = 0;
    this.bestStreak = 0;
    this.misses = 0;
    this.hits = 0;
    this.last = null;
    this.resultAge = 0;
    this.brake = null;
    this.credit = 0;
    this.pending = [];
    this.cruise = cruiseSpeed(this.values, 0);
    this.target = nextTarget(this.random, -1, this.values.segments);
  }

  /**
   * New settings: any subset, each number clamped and snapped to its range; a missing one (or one that is no number, with a warning) keeps its current value. They apply
   * from the next moment of play (a brake already under way finishes as it began).
   */
  update(values: Settings<TimingWheelKey> | null): void {
    const next = updateValues(timingWheelParams, this.values, values, 'TimingWheel');
    this.values = next;
    this.target %= next.segments;
    this.cruise = cruiseSpeed(next, this.hits);
  }

  /**
   * Starts charging the brake; only while the wheel spins freely. `after` is how many seconds after
   * the last step the press happened (0 when left out or null), so a press between frames counts from its own moment.
   */
  press(after?: number | null): boolean {
    this.catchUp(after ?? 0);
    if (this.phase !== 'spinning') return false;
    this.phase = 'charging';
    this.held = 0;
    this.charge = 0;
    return true;
  }

  /** Releases the hold: the wheel brakes with the charge built so far. `after` as for press. */
  release(after?: number | null): boolean {
    this.catchUp(after ?? 0);
    if (this.phase !== 'charging') return false;
    const { brakeTime } = this.values;
    const deceleration = decelerationFor(this.charge, { speed: this.speed, brakeTime });
    this.brake = {
      from: this.angle,
      speed: this.speed,
      deceleration,
      duration: deceleration > 0 ? this.speed / deceleration : 0,
      elapsed: 0,
      stop: stopAngle(this.angle, this.speed, this.charge, { brakeTime }),
    };
    this.phase = 'braking';
    if (this.brake.duration === 0) this.land();
    return true;
  }

  /** Drops a hold without braking (the game paused while it was held). */
  cancelHold(): void {
    if (this.phase !== 'charging') return;
    this.phase = 'spinning';
    this.held = 0;
    this.charge = 0;
  }

  /** Advances the game by `seconds` of real time; returns what happened, in order. One long step moves the wheel as the short steps of the same time do. */
  step(seconds: number): WheelEvent[] {
    const time = Math.max(0, Number.isFinite(seconds) ? seconds : 0);
    const spend = Math.min(time, this.credit);
    this.credit -= spend;
    this.advance(time - spend);
    // No new list for a step with nothing to say (most of them): a frame's step makes no garbage.
    if (this.pending.length === 0) return noEvents;
    const events = this.pending;
    this.pending = [];
    return events;
  }

  /** Plays up to `seconds` past the last step: only what an earlier input of this step has not played already. */
  private catchUp(seconds: number) {
    const ahead = Math.max(0, Number.isFinite(seconds) ? seconds : 0);
    if (ahead <= this.credit) return;
    this.advance(ahead - this.credit);
    this.credit = ahead;
  }

  private advance(seconds: number) {
    let left = seconds;
    // Each pass ends a phase or uses up the time; a landing and a new round fit in a few passes.
    for (let pass = 0; pass < 8 && left > 0; pass++) left = this.advancePhase(left);
  }

  /** Plays up to `seconds` of the current phase; returns the time left over when the phase ended. */
  private advancePhase(seconds: number): number {
    switch (this.phase) {
      case 'spinning':
      case 'charging':
        this.spin(seconds);
        return 0;
      case 'braking':
        return this.brakeFor(seconds);
      case 'landed': {
        const left = this.resultAge + seconds - resultSeconds;
        this.resultAge = Math.min(this.resultAge + seconds, resultSeconds);
        if (left < 0) return 0;
        this.nextRound();
        return left;
      }
      case 'over':
        return 0;
    }
  }

  private spin(seconds: number) {
    const before = this.speed;
    const acceleration = Math.max(this.cruise, 0.01) / spinUpSeconds;
    const change = acceleration * seconds;
    const gap = Math.abs(this.cruise - before);
    if (gap < change) {
      // The wheel reaches its speed within this step: the ramp and the rest each count at their own speeds, so one
      // long step moves it as the short steps of the same time do.
      const ramp = gap / acceleration;
      this.speed = this.cruise;
      this.angle = wrapTurns(this.angle + ((before + this.cruise) / 2) * ramp + this.cruise * (seconds - ramp));
    } else {
      this.speed = before < this.cruise ? before + change : before - change;
      this.angle = wrapTurns(this.angle + ((before + this.speed) / 2) * seconds);
    }
    if (this.phase === 'charging') {
      this.held += seconds;
      this.charge = chargeFor(this.held, this.values.chargeTime);
    }
  }

  private brakeFor(seconds: number): number {
    const brake = this.brake;
    if (!brake) return 0;
    brake.elapsed += seconds;
    if (brake.elapsed >= brake.duration) {
      const left = brake.elapsed - brake.duration;
      this.land();
      return left;
    }
    const t = brake.elapsed;
    this.speed = brake.speed - brake.deceleration * t;
    this.angle = wrapTurns(brake.from + brake.speed * t - (brake.deceleration * t * t) / 2);
    return 0;
  }

  private land() {
    const { segments, targetSize } = this.values;
    this.angle = wrapTurns(this.brake?.stop ?? this.angle);
    this.speed = 0;
    this.brake = null;
    this.charge = 0;
    this.held = 0;
    const segment = segmentAt(this.angle, segments);
    const result = judgeLanding(segment, this.target, targetSize, segments);
    let points = 0;
    if (result === 'hit') {
      points = pointsFor(segments, targetSize, this.cruise);
      this.score += points;
      this.streak += 1;
      this.hits += 1;
      this.bestStreak = Math.max(this.bestStreak, this.streak);
    } else {
      this.streak = 0;
      this.misses += 1;
    }
    this.resultAge = 0;
    this.phase = this.misses >= lives ? 'over' : 'landed';
    const landing: Landing = {
      segment,
      target: this.target,
      targetSize,
      result,
      points,
      streak: this.streak,
      score: this.score,
      livesLeft: this.livesLeft,
    };
    this.last = landing;
    this.pending.push({ type: 'land', landing });
  }

  private nextRound() {
    this.target = nextTarget(this.random, this.target, this.values.segments);
    this.cruise = cruiseSpeed(this.values, this.hits);
    this.speed = 0;
    this.phase = 'spinning';
    this.pending.push({ type: 'target', target: this.target, speed: this.cruise });
  }
}
