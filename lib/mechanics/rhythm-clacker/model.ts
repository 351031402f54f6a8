import type { Settings } from '../core/params';
import { randomBetween, seededRandom, type Random } from '../core/random';
import { updateValues } from '../core/kit-values';
import { rhythmClackerParams, type RhythmClackerKey, type RhythmClackerValues } from './params';

/**
 * A beat map as plain JSON: where the notes fall, in beats from the first beat (0, 1, 1.5, 2 …),
 * written on a grid of `subdivision` steps per beat (2: eighths, 4: sixteenths, 3: triplets).
 * `bpm` is the tempo it was written for, for you to read: the game plays every map at its BPM setting, never at this.
 */
export type BeatMap = {
  readonly name: string;
  readonly bpm: number;
  readonly subdivision: number;
  readonly beats: readonly number[];
};

export type Grade = 'Perfect' | 'Good' | 'Miss';

/** Points of a grade before the combo multiplier. */
export const gradePoints: Readonly<Record<Grade, number>> = { Perfect: 300, Good: 100, Miss: 0 };

/** Judging windows in ms either side of a note. */
export type Windows = { readonly perfectMs: number; readonly goodMs: number };

/** One note of a run: its beat, its time in seconds from the first beat, and how it was judged. */
export type Note = {
  readonly beat: number;
  time: number;
  grade: Grade | null;
  /** Signed error of the tap that judged it (ms, after the latency; positive is late). */
  offsetMs: number | null;
};

/** What judgeTap decides about one tap. */
export type TapJudgement = {
  readonly grade: Grade;
  /** The note the tap judged; null for a stray tap (no unjudged note within the Good window). */
  readonly index: number | null;
  /** Signed error to the nearest unjudged note in ms, after the latency: negative early, positive late. */
  readonly offsetMs: number;
};

/** A judged note or a stray tap, as the game reports it. */
export type Judgement = {
  readonly grade: Grade;
  /** Signed error in ms after the latency (negative early, positive late); for an unplayed note, how late it was when it was missed. */
  readonly offsetMs: number;
  /** The combo after this judgement. */
  readonly combo: number;
  /** The score after this judgement. */
  readonly score: number;
  /** Points this judgement added (grade points × combo multiplier). */
  readonly points: number;
  /** Index of the judged note in the beat map; null for a stray tap. */
  readonly note: number | null;
  /** Song time of the judgement in seconds from the first beat. */
  readonly time: number;
};

export type GradeCounts = Record<Grade, number>;

/** Seconds a note is on screen before its beat at Note Speed 1×. */
export const baseLeadSeconds = 2;
/** Extra quiet time before the first note can appear. */
export const preRollSeconds = 0.5;
/** Time the run keeps going after its last note, so the last clack rings out. */
export const tailSeconds = 0.5;
/** Each step of the combo multiplier takes this many hits in a row. */
export const comboStep = 8;
export const maxMultiplier = 4;
/** Limits readBeatMap accepts. */
export const beatMapLimits = { maxNotes: 5000, maxBeat: 10000, minBpm: 20, maxBpm: 400, maxSubdivision: 16, maxName: 80, gridTolerance: 0.001 } as const;

function quarterNotes(bars: number): number[] {
  return Array.from({ length: bars * 4 }, (_, beat) => beat);
}

function offbeatBars(bars: number): number[] {
  const a = [0, 1, 1.5, 2, 3, 3.5];
  const b = [0, 0.5, 1.5, 2, 2.5, 3.5];
  return Array.from({ length: bars }, (_, bar) => (bar % 2 === 0 ? a : b).map((beat) => bar * 4 + beat)).flat();
}

/** Beat Map 1: eight bars of steady quarter notes. */
export const steadyQuarters: BeatMap = Object.freeze({ name: 'Steady Quarters', bpm: 100, subdivision: 1, beats: Object.freeze(quarterNotes(8)) });
/** Beat Map 2: eight bars mixing downbeats, offbeat eighths and syncopation. */
export const offbeatEighths: BeatMap = Object.freeze({ name: 'Offbeat Eighths', bpm: 120, subdivision: 2, beats: Object.freeze(offbeatBars(8)) });
/** The built-in maps, in the order of the Beat Map setting (1, 2). */
export const builtInBeatMaps: readonly BeatMap[] = [steadyQuarters, offbeatEighths];

/** The built-in map for a Beat Map setting (clamped to the maps there are). */
export function builtInBeatMap(choice: number): BeatMap {
  const index = Math.min(builtInBeatMaps.length, Math.max(1, Math.round(choice) || 1)) - 1;
  return builtInBeatMaps[index] ?? steadyQuarters;
}

function fail(message: string): never {
  throw new Error(`Beat map: ${message}`);
}

/**
 * Checks and normalises a beat map: accepts the object or its JSON text; throws an Error that says
 * what is wrong. Beats come back snapped to the subdivision grid (a beat within 0.001 of a grid step is on it, so
 * triplets written 0.333 and 0.667 are thirds), sorted and without duplicates.
 */
export function readBeatMap(json: unknown): BeatMap {
  let data = json;
  if (typeof data === 'string') {
    try {
      data = JSON.parse(data) as unknown;
    } catch {
      fail('the text is not valid JSON');
    }
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) fail('expected an object { name, bpm, subdivision, beats }');
  const { name, bpm, subdivision, beats } = data as Record<string, unknown>;
  if (typeof name !== 'string' || name.trim() === '') fail('name must be a non-empty string');
  if (name.trim().length > beatMapLimits.maxName) fail(`name must be at most ${beatMapLimits.maxName} characters`);
  if (typeof bpm !== 'number' || !Number.isFinite(bpm) || bpm < beatMapLimits.minBpm || bpm > beatMapLimits.maxBpm) {
    fail(`bpm must be a number from ${beatMapLimits.minBpm} to ${beatMapLimits.maxBpm}`);
  }
  if (typeof subdivision !== 'number' || !Number.isInteger(subdivision) || subdivision < 1 || subdivision > beatMapLimits.maxSubdivision) {
    fail(`subdivision must be a whole number from 1 to ${beatMapLimits.maxSubdivision}`);
  }
  if (!Array.isArray(beats) || beats.length === 0) fail('beats must be a non-empty array of numbers');
  if (beats.length > beatMapLimits.maxNotes) fail(`at most ${beatMapLimits.maxNotes} beats`);
  const snapped = beats.map((beat: unknown, index) => {
    if (typeof beat !== 'number' || !Number.isFinite(beat)) fail(`beats[${index}] is not a number`);
    if (beat < 0 || beat > beatMapLimits.maxBeat) fail(`beats[${index}] = ${beat} must be from 0 to ${beatMapLimits.maxBeat}`);
    const steps = Math.round(beat * subdivision);
    if (Math.abs(beat - steps / subdivision) > beatMapLimits.gridTolerance) fail(`beats[${index}] = ${beat} is not on the 1/${subdivision}-beat grid (subdivision ${subdivision}; within ${beatMapLimits.gridTolerance} of a beat)`);
    return steps / subdivision;
  });
  const sorted = [...new Set(snapped)].sort((a, b) => a - b);
  return Object.freeze({ name: name.trim(), bpm, subdivision, beats: Object.freeze(sorted) });
}

/** Seconds from the first beat to each note of the map at `bpm` (the setting, not the map's own tempo). */
export function beatTimes(map: Pick<BeatMap, 'beats'>, bpm: number): number[] {
  if (!(bpm > 0) || !Number.isFinite(bpm)) throw new Error(`BPM must be a positive number, not ${bpm}`);
  return map.beats.map((beat) => (beat * 60) / bpm);
}

/** The windows the game judges by: the Good window never narrower than the Perfect one. */
export function judgingWindows(perfectMs: number, goodMs: number): Windows {
  return { perfectMs: Math.max(0, perfectMs), goodMs: goodWindowMs(perfectMs, goodMs) };
}

/** judgingWindows' Good window alone, for step() (no object a step). */
function goodWindowMs(perfectMs: number, goodMs: number): number {
  return Math.max(Math.max(0, perfectMs), goodMs);
}

/** What step() returns when no note was missed: one frozen empty list, not a new one each step. */
const noMisses: Judgement[] = Object.freeze([]) as unknown as Judgement[];

/** Signed error in ms (positive late), rounded to a microsecond so window edges compare exactly. */
export function tapErrorMs(tapTime: number, noteTime: number, latencyMs: number): number {
  // `|| 0` turns a rounded −0 into 0.
  return Math.round(((tapTime - noteTime) * 1000 - latencyMs) * 1000) / 1000 || 0;
}

/**
 * Judges a tap at `tapTime` (seconds) against the nearest unjudged note, after subtracting
 * `latencyMs`: within perfectMs (inclusive) a Perfect, within goodMs a Good, else a stray-tap Miss
 * that judges no note. On a tie the earlier note wins. Null when every note is judged.
 * `from` skips notes before it (all already judged).
 */
export function judgeTap(tapTime: number, notes: readonly Pick<Note, 'time' | 'grade'>[], windows: Windows, latencyMs: number, from = 0): TapJudgement | null {
  let best: number | null = null;
  let bestError = Number.POSITIVE_INFINITY;
  for (let index = Math.max(0, from); index < notes.length; index++) {
    const note = notes[index];
    if (!note || note.grade !== null) continue;
    const error = tapErrorMs(tapTime, note.time, latencyMs);
    if (Math.abs(error) < Math.abs(bestError)) {
      best = index;
      bestError = error;
    } else if (error < 0 && -error > Math.abs(bestError)) {
      break; // Notes are in time order: every later one is further still.
    }
  }
  if (best === null) return null;
  const { perfectMs, goodMs } = judgingWindows(windows.perfectMs, windows.goodMs);
  const distance = Math.abs(bestError);
  if (distance <= perfectMs) return { grade: 'Perfect', index: best, offsetMs: bestError };
  if (distance <= goodMs) return { grade: 'Good', index: best, offsetMs: bestError };
  return { grade: 'Miss', index: null, offsetMs: bestError };
}

/** 1× for combos 0–7, 2× from 8, 3× from 16, 4× from 24 on. A hit scores at the multiplier of the combo it extends. */
export function comboMultiplier(combo: number): number {
  return Math.min(maxMultiplier, 1 + Math.floor(Math.max(0, combo) / comboStep));
}

/**
 * The median of calibration offsets (ms) after dropping any further than `limitMs` from zero
 * (taps more than half a beat off were not aiming at that click). Null when nothing is left.
 */
export function medianOffset(samples: readonly number[], limitMs = Number.POSITIVE_INFINITY): number | null {
  const kept = samples.filter((sample) => Number.isFinite(sample) && Math.abs(sample) <= limitMs).sort((a, b) => a - b);
  if (kept.length === 0) return null;
  const middle = Math.floor(kept.length / 2);
  const upper = kept[middle] ?? 0;
  return kept.length % 2 === 1 ? upper : ((kept[middle - 1] ?? upper) + upper) / 2;
}

/** Accuracy in percent to one decimal: a Perfect counts fully, a Good half, a Miss nothing; 0 before any note. */
export function accuracyPercent(counts: GradeCounts): number {
  const total = counts.Perfect + counts.Good + counts.Miss;
  if (total === 0) return 0;
  return Math.round(((counts.Perfect + counts.Good / 2) / total) * 1000) / 10;
}

/** Seconds a note takes from the far edge of the lane to the hit line. */
export function leadSeconds(noteSpeed: number): number {
  return baseLeadSeconds / Math.max(noteSpeed, 0.1);
}

/** A burst of light from the hit line after a hit (drawn only without reduced motion). */
export type Spark = { angle: number; speed: number; age: number; colour: number; active: boolean };
export const sparkSeconds = 0.4;
const sparkPool = 36;
const sparksPerHit = 6;

export type RhythmSnapshot = {
  readonly mapName: string;
  readonly bpm: number;
  readonly score: number;
  readonly combo: number;
  readonly bestCombo: number;
  readonly multiplier: number;
  readonly counts: Readonly<GradeCounts>;
  readonly accuracy: number;
  readonly notes: number;
  readonly last: Judgement | null;
  readonly over: boolean;
};

/**
 * RhythmClacker without a screen or a clock: notes on a song timeline in seconds, judged by taps
 * at song times the game passes in. Deterministic for a seed (the seed only moves the sparks).
 */
export class RhythmModel {
  notes: Note[] = [];
  /** Song seconds from the first beat; negative during the pre-roll. */
  time = 0;
  score = 0;
  combo = 0;
  bestCombo = 0;
  counts: GradeCounts = { Perfect: 0, Good: 0, Miss: 0 };
  strayTaps = 0;
  last: Judgement | null = null;
  over = false;
  readonly sparks: Spark[] = Array.from({ length: sparkPool }, () => ({ angle: 0, speed: 0, age: 0, colour: 0, active: false }));
  map: BeatMap;
  private values: RhythmClackerValues;
  private random: Random;
  /** Every note before it is judged. */
  private pending = 0;
  private allJudgedAt: number | null = null;
  private nextSpark = 0;

  constructor(
    values: RhythmClackerValues,
    private seed = 1,
    /** A custom map that replaces the Beat Map setting. */
    private readonly customMap: BeatMap | null = null,
  ) {
    this.values = values;
    this.map = customMap ?? builtInBeatMap(values.beatMap);
    this.random = seededRandom(seed);
    this.reset();
  }

  get windows(): Windows {
    return judgingWindows(this.values.perfectWindow, this.values.goodWindow);
  }

  get latencyMs(): number {
    return this.values.latency;
  }

  get bpm(): number {
    return this.values.bpm;
  }

  /** Seconds a note is on screen before its beat. */
  get lead(): number {
    return leadSeconds(this.values.noteSpeed);
  }

  /** Song time a run starts at: room for the first note to scroll in. */
  get startTime(): number {
    return -(this.lead + preRollSeconds);
  }

  /** Song time of the last note. */
  get lastNoteTime(): number {
    return this.notes.at(-1)?.time ?? 0;
  }

  /** Share of the run played, 0–1. */
  get progress(): number {
    const span = this.lastNoteTime - this.startTime;
    return span > 0 ? Math.min(1, Math.max(0, (this.time - this.startTime) / span)) : 1;
  }

  /** Back to the first moment of a run: dealt from `seed` when given (the game gives each new run the `seed` option, or a seed it draws), else (left out or null) the same seed again. */
  reset(seed?: number | null): void {
    this.seed = seed ?? this.seed;
    this.notes = beatTimes(this.map, this.values.bpm).map((time, index) => ({ beat: this.map.beats[index] ?? 0, time, grade: null, offsetMs: null }));
    this.time = this.startTime;
    this.score = 0;
    this.combo = 0;
    this.bestCombo = 0;
    this.counts = { Perfect: 0, Good: 0, Miss: 0 };
    this.strayTaps = 0;
    this.last = null;
    this.over = false;
    this.pending = 0;
    this.allJudgedAt = null;
    this.nextSpark = 0;
    for (const spark of this.sparks) spark.active = false;
    this.random = seededRandom(this.seed);
  }

  /**
   * New settings: any subset, each number clamped and snapped to its range; a missing one (or one that is no number, with a warning) keeps its current value. A new
   * Beat Map starts the run over; a new BPM keeps the song position in beats (the notes move to the new tempo);
   * windows, latency and speed apply from the next judgement.
   */
  update(values: Settings<RhythmClackerKey> | null): void {
    const next = updateValues(rhythmClackerParams, this.values, values, 'RhythmClacker');
    const previous = this.values;
    this.values = next;
    const map = this.customMap ?? builtInBeatMap(next.beatMap);
    if (map !== this.map) {
      this.map = map;
      this.reset();
      return;
    }
    if (next.bpm !== previous.bpm) {
      const scale = previous.bpm / next.bpm;
      this.time *= scale;
      if (this.allJudgedAt !== null) this.allJudgedAt *= scale;
      this.notes.forEach((note) => {
        note.time = (note.beat * 60) / next.bpm;
      });
    }
  }

  /** Moves the song to `songTime` (never backwards); returns the notes missed on the way. */
  advanceTo(songTime: number): Judgement[] {
    return this.step(songTime - this.time);
  }

  /** Advances the song by `seconds`; returns the notes that passed the hit line unplayed (Misses). */
  step(seconds: number): Judgement[] {
    const delta = Number.isFinite(seconds) ? Math.max(0, seconds) : 0;
    this.time += delta;
    // An indexed loop, no list when nothing was missed, no windows object: a step makes no garbage.
    for (let index = 0; index < this.sparks.length; index++) {
      const spark = this.sparks[index] as Spark;
      if (!spark.active) continue;
      spark.age += delta;
      if (spark.age >= sparkSeconds) spark.active = false;
    }
    let missed = noMisses;
    if (this.over) return missed;
    const goodMs = goodWindowMs(this.values.perfectWindow, this.values.goodWindow);
    for (let index = this.pending; index < this.notes.length; index++) {
      const note = this.notes[index];
      if (!note || note.grade !== null) continue;
      const lateMs = tapErrorMs(this.time, note.time, this.latencyMs);
      if (lateMs <= goodMs) break;
      if (missed === noMisses) missed = [];
      missed.push(this.judge(index, 'Miss', lateMs, this.time));
    }
    this.settle(this.time);
    if (this.allJudgedAt !== null && this.time >= Math.max(this.allJudgedAt, this.lastNoteTime) + tailSeconds) this.over = true;
    return missed;
  }

  /** A tap at `songTime` (song seconds from the first beat; now when left out or null); null once the run is over or every note is judged. */
  tap(songTime?: number | null): Judgement | null {
    if (this.over) return null;
    const tapTime = songTime ?? this.time;
    const verdict = judgeTap(tapTime, this.notes, this.windows, this.latencyMs, this.pending);
    if (!verdict) return null;
    if (verdict.index === null) {
      this.strayTaps++;
      this.combo = 0;
      this.last = { grade: 'Miss', offsetMs: verdict.offsetMs, combo: 0, score: this.score, points: 0, note: null, time: tapTime };
      return this.last;
    }
    const judgement = this.judge(verdict.index, verdict.grade, verdict.offsetMs, tapTime);
    this.settle(Math.max(this.time, tapTime));
    return judgement;
  }

  /** A read-out of the score and the numbers a HUD shows, for a HUD or debugging (draw the field from `state`): a copy, not a save (the random generator's state is not in it; there is no restore). */
  snapshot(): RhythmSnapshot {
    return {
      mapName: this.map.name,
      bpm: this.values.bpm,
      score: this.score,
      combo: this.combo,
      bestCombo: this.bestCombo,
      multiplier: comboMultiplier(this.combo),
      counts: { ...this.counts },
      accuracy: accuracyPercent(this.counts),
      notes: this.notes.length,
      last: this.last,
      over: this.over,
    };
  }

  /** First note at or after song time `time` (binary search), for drawing only what is on screen. */
  firstNoteFrom(time: number): number {
    let low = 0;
    let high = this.notes.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((this.notes[middle]?.time ?? 0) < time) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  private judge(index: number, grade: Grade, offsetMs: number, time: number): Judgement {
    const note = this.notes[index];
    if (note) {
      note.grade = grade;
      note.offsetMs = offsetMs;
    }
    this.counts[grade]++;
    let points = 0;
    if (grade === 'Miss') {
      this.combo = 0;
    } else {
      points = gradePoints[grade] * comboMultiplier(this.combo);
      this.combo++;
      this.bestCombo = Math.max(this.bestCombo, this.combo);
      this.score += points;
      this.burst(grade);
    }
    this.last = { grade, offsetMs, combo: this.combo, score: this.score, points, note: index, time };
    return this.last;
  }

  private settle(time: number) {
    while (this.pending < this.notes.length && this.notes[this.pending]?.grade !== null) this.pending++;
    if (this.pending === this.notes.length && this.allJudgedAt === null) this.allJudgedAt = time;
  }

  private burst(grade: Grade) {
    for (let i = 0; i < sparksPerHit; i++) {
      const spark = this.sparks[this.nextSpark];
      this.nextSpark = (this.nextSpark + 1) % this.sparks.length;
      if (!spark) continue;
      spark.angle = randomBetween(this.random, 0, Math.PI * 2);
      spark.speed = randomBetween(this.random, 0.6, 1.4);
      spark.age = 0;
      spark.colour = grade === 'Perfect' ? 0 : 1;
      spark.active = true;
    }
  }
}

/** Clicks in a calibration round. */
export const calibrationClicks = 8;
/** Tempo of the calibration clicks. */
export const calibrationBpm = 90;
/** Fewer taps than this leave the latency as it was. */
export const minCalibrationTaps = 3;
/** Quiet time before the first click. */
export const calibrationLeadIn = 1;

/**
 * A calibration round on its own clock: eight steady clicks; each tap's offset to the nearest
 * click (raw, no latency applied) is a sample; the median of the samples is the latency.
 */
export class CalibrationRound {
  time = -calibrationLeadIn;
  readonly beat = 60 / calibrationBpm;
  readonly clickTimes: readonly number[] = Array.from({ length: calibrationClicks }, (_, index) => (index * 60) / calibrationBpm);
  readonly samples: number[] = [];

  /** Moves the round's clock to `time` (never backwards). */
  advanceTo(time: number): void {
    if (Number.isFinite(time)) this.time = Math.max(this.time, time);
  }

  step(seconds: number): void {
    if (Number.isFinite(seconds) && seconds > 0) this.time += seconds;
  }

  /** Records a tap at round time `tapTime` (defaults to now); returns its offset to the nearest click in ms. */
  tap(tapTime = this.time): number {
    let nearest = 0;
    for (const click of this.clickTimes) if (Math.abs(tapTime - click) < Math.abs(tapTime - nearest)) nearest = click;
    const offset = tapErrorMs(tapTime, nearest, 0);
    this.samples.push(offset);
    return offset;
  }

  /** Clicks sounded so far (0–8). */
  get clicksHeard(): number {
    return this.clickTimes.filter((click) => click <= this.time).length;
  }

  /** Seconds since the latest click (Infinity before the first). */
  get sinceClick(): number {
    const heard = this.clickTimes[this.clicksHeard - 1];
    return heard === undefined ? Number.POSITIVE_INFINITY : this.time - heard;
  }

  /** Half a beat after the last click. */
  get done(): boolean {
    return this.time >= (this.clickTimes.at(-1) ?? 0) + this.beat / 2;
  }

  /** The median offset of the taps within half a beat of a click, or null with fewer than minCalibrationTaps of them. */
  measured(): number | null {
    const limit = (this.beat * 1000) / 2;
    const kept = this.samples.filter((sample) => Math.abs(sample) <= limit);
    return kept.length >= minCalibrationTaps ? medianOffset(kept, limit) : null;
  }
}
