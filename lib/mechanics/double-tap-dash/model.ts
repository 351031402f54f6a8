import type { Settings } from '../core/params';
import { randomBetween, seededRandom, type Random } from '../core/random';
import { updateValues } from '../core/kit-values';
import { doubleTapDashParams, type DoubleTapDashKey, type DoubleTapDashValues } from './params';

/**
 * DoubleTapDash's fixed rules. The settings (params.ts) tune the pace; these shape every run.
 * Distances are metres along the lane, times are seconds of play unless named ...Ms.
 */
export const rules = {
  /** A gate starts to close when the runner is this many seconds of running (at its base speed) away. */
  warnSeconds: 1,
  /** Seconds a gate takes from starting to close to shut: with warnSeconds 1 it shuts a quarter second before a plain runner arrives. */
  closeSeconds: 0.75,
  /** Seconds a dash takes to cover Dash Length. */
  dashSeconds: 0.18,
  /** Seconds a phase keeps the runner intangible. */
  phaseSeconds: 0.55,
  /** Seconds after a phase ends before the next one can start, so hammering the button is no shield. */
  phaseCooldown: 0.35,
  /** The first gate stands this many seconds of running at Start Speed from the start line. */
  firstGateSeconds: 3,
  /** Each gap between gates is Gate Spacing times a factor in [1 - variation, 1 + variation). */
  gateVariation: 0.25,
  /** The Speed Ramp never pushes the runner past this (m/s). */
  maxSpeed: 30,
  /** Bonus points per combo step for each gate phased through, counted up to maxBonusCombo. */
  bonusPerCombo: 5,
  maxBonusCombo: 10,
  /** Gates are laid out this far ahead of the runner and forgotten this far behind it (m). */
  spawnAhead: 80,
  keepBehind: 30,
} as const;

/** The fixed step (s) the game runs the rules by: createGame steps the model by it, a frame's rest carried to the next. */
export const stepSeconds = 1 / 60;

export type TapKind = 'tap' | 'double';
export type PreviousTap = { readonly time: number; readonly kind: TapKind };

/**
 * A gap this close to the window (ms) is the window: a clock of summed frame times reads taps 15 frames of 1/60 s
 * apart as 250.00000000000006 ms (Unity's, a sum of single-precision frame times, 250.000013 ms), and the window's
 * "exactly this many ms counts" must hold on it. A hair longer (0.001 ms) is still two taps.
 */
const gapToleranceMs = 1e-4;

/**
 * Tap or double tap, from timestamps alone (ms, any clock). A tap is a double when it follows a single
 * tap by at most `windowMs`: a gap of exactly the window counts as a double (within gapToleranceMs), one a hair longer does not.
 * A double never pairs again, so a triple tap is tap, double, tap. A tap earlier than the previous
 * one (a clock that went back) is a single tap.
 */
export function nextTapKind(previous: PreviousTap | null, time: number, windowMs: number): TapKind {
  if (!previous || previous.kind === 'double') return 'tap';
  const gap = time - previous.time;
  return gap >= 0 && gap <= windowMs + gapToleranceMs ? 'double' : 'tap';
}

/** nextTapKind over a whole list of tap times, in order. */
export function classifyTaps(times: readonly number[], windowMs: number): TapKind[] {
  let previous: PreviousTap | null = null;
  return times.map((time) => {
    const kind = nextTapKind(previous, time, windowMs);
    previous = { time, kind };
    return kind;
  });
}

/** The runner's base speed (m/s) after `distance` metres: Start Speed plus the Speed Ramp per 100 m, capped at rules.maxSpeed. */
export function runSpeed(distance: number, startSpeed: number, ramp: number): number {
  return Math.min(rules.maxSpeed, startSpeed + (ramp * Math.max(distance, 0)) / 100);
}

/** How far ahead (m) a gate starts to close, for a runner at `speed` m/s. */
export function warnDistance(speed: number): number {
  return speed * rules.warnSeconds;
}

/** How shut a gate is, 0 (open) to 1 (shut), `seconds` after it started to close; null means it has not started. */
export function gateClosure(seconds: number | null): number {
  if (seconds === null) return 0;
  return Math.min(Math.max(seconds / rules.closeSeconds, 0), 1);
}

/** Where the first gate stands: rules.firstGateSeconds of running at Start Speed, so every run plays a while before it. */
export function firstGateAt(startSpeed: number): number {
  return startSpeed * rules.firstGateSeconds;
}

/** The gap to the next gate: Gate Spacing varied by up to rules.gateVariation either way. */
export function nextGateGap(spacing: number, random: Random): number {
  return spacing * randomBetween(random, 1 - rules.gateVariation, 1 + rules.gateVariation);
}

/** Bonus points for phasing through a gate with the combo this gate brought it to. */
export function phaseBonus(combo: number): number {
  return rules.bonusPerCombo * Math.min(Math.max(combo, 0), rules.maxBonusCombo);
}

/** Score: whole metres run plus every phase bonus. */
export function scoreOf(distance: number, bonus: number): number {
  return Math.floor(distance + 1e-9) + bonus;
}

/** How strong the juice is for a combo, 0 to 1 (screen shake, trail length): grows with the combo, full from 8. */
export function comboIntensity(combo: number): number {
  return Math.min(Math.max(combo, 0), 8) / 8;
}

export type Gate = {
  readonly id: number;
  /** Metres from the start line. */
  readonly x: number;
  /** Seconds since it started to close; null until the runner is close enough. */
  closing: number | null;
  /** How the runner went past it, once it has. */
  result: 'phased' | 'passed' | 'crashed' | null;
};

/** What the last thing that happened was, for the status line: a judgement's `result`. */
export type DashResult = 'dash' | 'phase' | 'not-ready' | 'phased' | 'passed' | 'lapse' | 'crash';

/**
 * @deprecated Named `DashResult` since 3.2.0 (in RhythmClacker and MemoryTiles `Judgement` names a judgement
 * itself, as `DoubleTapDashJudgement` does here); kept until the next major release.
 */
export type Judgement = DashResult;

/**
 * What a step or a tap reports: a dash or a phase begun; `not-ready`, a double tap while a phase is on or cooling down
 * (nothing happens); a gate gone past, phased or passed; `lapse`, the combo falling to 0 (a gate passed without
 * phasing, or a phase that ended with no gate in it); and the crash that ends the run.
 */
export type RunEvent =
  | { readonly type: 'dash'; readonly distance: number }
  | { readonly type: 'phase'; readonly distance: number }
  | { readonly type: 'not-ready' }
  | { readonly type: 'gate'; readonly id: number; readonly result: 'phased' | 'passed'; readonly combo: number; readonly bonus: number }
  | { readonly type: 'lapse'; readonly lost: number; readonly reason: 'gate' | 'timeout' }
  | { readonly type: 'crash'; readonly id: number; readonly distance: number };

export type RunSnapshot = {
  readonly score: number;
  readonly distance: number;
  readonly speed: number;
  readonly combo: number;
  readonly bestCombo: number;
  readonly last: DashResult | null;
  readonly over: boolean;
};

/**
 * DoubleTapDash without a screen: a runner on one lane, gates that close as it nears them, dashes,
 * phases and a score. Stepped in seconds; taps carry their own timestamps (ms). Deterministic for a seed.
 *
 * Combo rules: each gate passed while phasing adds 1 and a phaseBonus. The combo falls to 0 when a
 * gate is passed without phasing, or when a phase times out (ends) without passing a gate.
 */
/** What a step returns when nothing happened: one empty list, frozen, never a new one. */
const noEvents: RunEvent[] = Object.freeze([]) as unknown as RunEvent[];

/**
 * DoubleTapDash's rules without a screen: a runner that runs on, dashes at a tap and phases at a double tap, gates
 * that close ahead of it, a combo and a score. Time is the seconds `step` is given; the same seed and the same taps at
 * the same moments give the same run.
 */
export class DashModel {
  /** Metres from the start line to the runner's front. */
  distance = 0;
  /** Seconds of play. */
  time = 0;
  combo = 0;
  bestCombo = 0;
  bonus = 0;
  gates: Gate[] = [];
  over = false;
  last: DashResult | null = null;
  /** Metres of the current dash still to cover. */
  dashLeft = 0;
  /** The current dash's burst speed (m/s on top of running). */
  dashSpeed = 0;
  /** Seconds of phase left. */
  phaseLeft = 0;
  /** Seconds of cooldown before the next phase can start. */
  cooldownLeft = 0;
  private phaseHit = false;
  private previousTap: PreviousTap | null = null;
  private nextId = 0;
  private random: Random;
  private values: DoubleTapDashValues;

  constructor(
    values: DoubleTapDashValues,
    private seed = 1,
  ) {
    this.values = values;
    this.random = seededRandom(seed);
    this.layGates();
  }

  /** New settings: any subset, each number clamped and snapped to its range; a missing one (or one that is no number, with a warning) keeps its current value. */
  update(values: Settings<DoubleTapDashKey> | null): void {
    const next = updateValues(doubleTapDashParams, this.values, values, 'DoubleTapDash');
    this.values = next;
  }

  /** Back to the first moment of a run: dealt from `seed` when given (the game gives each new run the `seed` option, or a seed it draws), else (left out or null) the same seed again. */
  reset(seed?: number | null): void {
    this.seed = seed ?? this.seed;
    this.distance = 0;
    this.time = 0;
    this.combo = 0;
    this.bestCombo = 0;
    this.bonus = 0;
    this.gates = [];
    this.over = false;
    this.last = null;
    this.dashLeft = 0;
    this.dashSpeed = 0;
    this.phaseLeft = 0;
    this.cooldownLeft = 0;
    this.phaseHit = false;
    this.previousTap = null;
    this.nextId = 0;
    this.random = seededRandom(this.seed);
    this.layGates();
  }

  get score(): number {
    return scoreOf(this.distance, this.bonus);
  }

  /** Base running speed now (m/s), without any dash. */
  get speed(): number {
    return runSpeed(this.distance, this.values.startSpeed, this.values.ramp);
  }

  get phasing(): boolean {
    return this.phaseLeft > 0;
  }

  get dashing(): boolean {
    return this.dashLeft > 0;
  }

  /** The first gate the runner has not gone past yet. */
  get nextGate(): Gate | undefined {
    return this.gates.find((gate) => gate.result === null);
  }

  /** A read-out of the score and the numbers a HUD shows, for a HUD or debugging (draw the field from `state`): a copy, not a save (the random generator's state is not in it; there is no restore). */
  snapshot(): RunSnapshot {
    return {
      score: this.score,
      distance: this.distance,
      speed: this.speed,
      combo: this.combo,
      bestCombo: this.bestCombo,
      last: this.last,
      over: this.over,
    };
  }

  /**
   * One press of the button at `timeMs`, in milliseconds (not seconds, as RhythmClacker's and TimingWheel's inputs
   * take) on any clock, the same for every tap; left out or null, now on the play clock `step` runs. A single tap
   * dashes at once; a second tap within the Double-Tap Window upgrades it to a phase (the dash goes on).
   */
  tap(timeMs?: number | null): RunEvent[] {
    if (this.over) return [];
    const at = timeMs ?? this.time * 1000;
    const kind = nextTapKind(this.previousTap, at, this.values.window);
    this.previousTap = { time: at, kind };
    if (kind === 'tap') {
      this.dashLeft = this.values.dash;
      this.dashSpeed = this.values.dash / rules.dashSeconds;
      this.last = 'dash';
      return [{ type: 'dash', distance: this.distance }];
    }
    if (this.phaseLeft > 0 || this.cooldownLeft > 0) {
      this.last = 'not-ready';
      return [{ type: 'not-ready' }];
    }
    this.phaseLeft = rules.phaseSeconds;
    this.phaseHit = false;
    this.last = 'phase';
    return [{ type: 'phase', distance: this.distance }];
  }

  /** Runs the game on by `seconds`; returns what happened, in order. Nothing moves once the run is over. */
  step(seconds: number): RunEvent[] {
    if (this.over || !(seconds > 0)) return noEvents;
    // A list is made only when something happens: most steps have nothing to say.
    this.said = noEvents;
    this.time += seconds;
    const speed = this.speed;
    const burst = Math.min(this.dashLeft, this.dashSpeed * seconds);
    this.dashLeft = Math.max(0, this.dashLeft - burst);
    const from = this.distance;
    const to = from + speed * seconds + burst;
    const phasing = this.phaseLeft > 0;

    // Indexed loops over the gates: V8 kept each for-of's array iterator on the heap (garbage each frame).
    for (let index = 0; index < this.gates.length; index++) {
      const gate = this.gates[index] as Gate;
      if (gate.closing !== null) gate.closing += seconds;
      if (gate.result !== null || gate.x <= from || gate.x > to) continue;
      if (phasing) {
        this.phaseHit = true;
        this.combo++;
        this.bestCombo = Math.max(this.bestCombo, this.combo);
        const bonus = phaseBonus(this.combo);
        this.bonus += bonus;
        gate.result = 'phased';
        this.last = 'phased';
        this.say({ type: 'gate', id: gate.id, result: 'phased', combo: this.combo, bonus });
      } else if (gateClosure(gate.closing) >= 1) {
        gate.result = 'crashed';
        this.distance = gate.x;
        this.over = true;
        this.last = 'crash';
        this.dashLeft = 0;
        this.say({ type: 'crash', id: gate.id, distance: gate.x });
        return this.said;
      } else {
        gate.result = 'passed';
        this.last = 'passed';
        this.say({ type: 'gate', id: gate.id, result: 'passed', combo: 0, bonus: 0 });
        if (this.combo > 0) this.say({ type: 'lapse', lost: this.combo, reason: 'gate' });
        this.combo = 0;
      }
    }
    this.distance = to;

    const warn = warnDistance(this.speed);
    for (let index = 0; index < this.gates.length; index++) {
      const gate = this.gates[index] as Gate;
      if (gate.closing === null && gate.result === null && gate.x - this.distance <= warn) gate.closing = 0;
    }

    if (this.phaseLeft > 0) {
      this.phaseLeft = Math.max(0, this.phaseLeft - seconds);
      if (this.phaseLeft === 0) {
        this.cooldownLeft = rules.phaseCooldown;
        if (!this.phaseHit && this.combo > 0) {
          this.say({ type: 'lapse', lost: this.combo, reason: 'timeout' });
          this.combo = 0;
          this.last = 'lapse';
        }
      }
    } else {
      this.cooldownLeft = Math.max(0, this.cooldownLeft - seconds);
    }

    this.layGates();
    return this.said;
  }

  /** The events of the step under way (noEvents until one happens). */
  private said: RunEvent[] = noEvents;

  private say(event: RunEvent) {
    if (this.said === noEvents) this.said = [];
    this.said.push(event);
  }

  /** Keeps gates laid out to rules.spawnAhead metres ahead and drops those far behind. */
  private layGates() {
    const behind = this.distance - rules.keepBehind;
    // In place: a step makes no new list of gates.
    let kept = 0;
    for (let index = 0; index < this.gates.length; index++) {
      const gate = this.gates[index] as Gate;
      if (gate.x >= behind) this.gates[kept++] = gate;
    }
    this.gates.length = kept;
    let lastX = this.gates.at(-1)?.x ?? null;
    if (lastX === null && this.nextId === 0) lastX = this.addGate(firstGateAt(this.values.startSpeed));
    // A whole lane of gates behind the runner (far past keepBehind) still restarts from where it is.
    lastX ??= this.distance;
    while (lastX < this.distance + rules.spawnAhead) lastX = this.addGate(lastX + nextGateGap(this.values.spacing, this.random));
  }

  private addGate(x: number): number {
    this.gates.push({ id: this.nextId++, x, closing: null, result: null });
    return x;
  }
}
