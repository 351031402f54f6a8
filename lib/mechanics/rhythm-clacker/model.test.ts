import { defaultValues } from '../core/params';
import {
  accuracyPercent,
  beatTimes,
  builtInBeatMap,
  builtInBeatMaps,
  CalibrationRound,
  calibrationClicks,
  comboMultiplier,
  judgeTap,
  judgingWindows,
  leadSeconds,
  medianOffset,
  offbeatEighths,
  preRollSeconds,
  readBeatMap,
  RhythmModel,
  steadyQuarters,
  tailSeconds,
  tapErrorMs,
  type Judgement,
  type Note,
} from './model';
import { rhythmClackerParams, type RhythmClackerValues } from './params';

const defaults: RhythmClackerValues = defaultValues(rhythmClackerParams);
const windows = { perfectMs: 45, goodMs: 110 };

function notesAt(...times: number[]): Note[] {
  return times.map((time, beat) => ({ beat, time, grade: null, offsetMs: null }));
}

const shortMap = readBeatMap({ name: 'Two', bpm: 120, subdivision: 2, beats: [0, 1] });

/** A run where beat n is at n seconds (60 BPM). */
function model60(values: Partial<RhythmClackerValues> = {}, map = shortMap, seed = 1) {
  return new RhythmModel({ ...defaults, bpm: 60, ...values }, seed, map);
}

describe('params', () => {
  it('declares sensible ranges with defaults on the grid', () => {
    expect(rhythmClackerParams.map((spec) => spec.key)).toEqual(['bpm', 'perfectWindow', 'goodWindow', 'latency', 'noteSpeed', 'beatMap']);
    expect(defaults).toEqual({ bpm: 100, perfectWindow: 45, goodWindow: 110, latency: 0, noteSpeed: 1, beatMap: 1 });
    for (const spec of rhythmClackerParams) expect(spec.meaning).not.toMatch(/["'\\\n]/);
    expect(new Set(rhythmClackerParams.map((spec) => spec.label)).size).toBe(rhythmClackerParams.length);
  });
});

describe('beat maps', () => {
  it('ships an easy map of quarter notes and a harder one with offbeats', () => {
    expect(builtInBeatMaps).toEqual([steadyQuarters, offbeatEighths]);
    expect(steadyQuarters.beats.every(Number.isInteger)).toBe(true);
    expect(steadyQuarters.beats).toHaveLength(32);
    expect(offbeatEighths.beats.some((beat) => !Number.isInteger(beat))).toBe(true);
    expect(offbeatEighths.beats.length).toBeGreaterThan(steadyQuarters.beats.length);
    for (const map of builtInBeatMaps) expect(readBeatMap(map)).toEqual(map);
  });

  it('picks the built-in map by the Beat Map setting, clamped', () => {
    expect(builtInBeatMap(1)).toBe(steadyQuarters);
    expect(builtInBeatMap(2)).toBe(offbeatEighths);
    expect(builtInBeatMap(0)).toBe(steadyQuarters);
    expect(builtInBeatMap(9)).toBe(offbeatEighths);
    expect(builtInBeatMap(Number.NaN)).toBe(steadyQuarters);
  });

  it('reads a map from an object or JSON text, sorted, deduplicated and snapped to its grid', () => {
    const map = readBeatMap('{"name":" Mine ","bpm":90,"subdivision":4,"beats":[2,0.25,1,0.25,1.7500000001]}');
    expect(map).toEqual({ name: 'Mine', bpm: 90, subdivision: 4, beats: [0.25, 1, 1.75, 2] });
    expect(Object.isFrozen(map)).toBe(true);
    expect(readBeatMap({ name: 'Triplets', bpm: 100, subdivision: 3, beats: [0, 1 / 3, 2 / 3] }).beats).toEqual([0, 1 / 3, 2 / 3]);
    // Thirds as people write them (review 64, js-a-1: 0.333 was "not on the 1/3-beat grid"); 0.34 is not one.
    expect(readBeatMap({ name: 'Triplets', bpm: 100, subdivision: 3, beats: [0.333, 0.667, 1.3333] }).beats).toEqual([1 / 3, 2 / 3, 4 / 3]);
    expect(() => readBeatMap({ name: 'Off', bpm: 100, subdivision: 3, beats: [0.34] })).toThrow(/not on the 1\/3-beat grid/);
  });

  it.each([
    ['{"name":', /not valid JSON/],
    [null, /expected an object/],
    [[1, 2], /expected an object/],
    [42, /expected an object/],
    [{ bpm: 100, subdivision: 1, beats: [0] }, /name/],
    [{ name: '  ', bpm: 100, subdivision: 1, beats: [0] }, /name/],
    [{ name: 'x'.repeat(81), bpm: 100, subdivision: 1, beats: [0] }, /at most 80/],
    [{ name: 'A', bpm: '100', subdivision: 1, beats: [0] }, /bpm/],
    [{ name: 'A', bpm: 10, subdivision: 1, beats: [0] }, /bpm must be a number from 20 to 400/],
    [{ name: 'A', bpm: Number.POSITIVE_INFINITY, subdivision: 1, beats: [0] }, /bpm/],
    [{ name: 'A', bpm: 100, subdivision: 1.5, beats: [0] }, /subdivision/],
    [{ name: 'A', bpm: 100, subdivision: 0, beats: [0] }, /subdivision/],
    [{ name: 'A', bpm: 100, subdivision: 32, beats: [0] }, /subdivision/],
    [{ name: 'A', bpm: 100, subdivision: 1 }, /beats must be a non-empty array/],
    [{ name: 'A', bpm: 100, subdivision: 1, beats: [] }, /beats must be a non-empty array/],
    [{ name: 'A', bpm: 100, subdivision: 1, beats: [0, 'one'] }, /beats\[1\] is not a number/],
    [{ name: 'A', bpm: 100, subdivision: 1, beats: [0, Number.NaN] }, /beats\[1\] is not a number/],
    [{ name: 'A', bpm: 100, subdivision: 1, beats: [-1] }, /beats\[0\] = -1 must be from 0/],
    [{ name: 'A', bpm: 100, subdivision: 2, beats: [0, 0.25] }, /beats\[1\] = 0.25 is not on the 1\/2-beat grid/],
    [{ name: 'A', bpm: 100, subdivision: 1, beats: Array.from({ length: 5001 }, (_, i) => i) }, /at most 5000 beats/],
  ])('rejects %p with a clear error', (input, message) => {
    expect(() => readBeatMap(input)).toThrow(message);
    expect(() => readBeatMap(input)).toThrow(/^Beat map: /);
  });
});

describe('beatTimes', () => {
  it('turns beats into seconds at the BPM setting, not the map tempo', () => {
    expect(beatTimes({ beats: [0, 1, 1.5, 2] }, 60)).toEqual([0, 1, 1.5, 2]);
    expect(beatTimes({ beats: [0, 1, 2] }, 120)).toEqual([0, 0.5, 1]);
    expect(beatTimes(offbeatEighths, 100)[1]).toBeCloseTo(0.6);
  });

  it('shortens the gap between beats as the BPM rises', () => {
    const gap = (bpm: number) => {
      const [first = 0, second = 0] = beatTimes(steadyQuarters, bpm);
      return second - first;
    };
    expect(gap(60)).toBeCloseTo(1);
    expect(gap(200)).toBeCloseTo(0.3);
    expect(gap(120)).toBeLessThan(gap(100));
    expect(gap(100)).toBeLessThan(gap(60));
  });

  it('refuses a BPM that is not positive', () => {
    expect(() => beatTimes(steadyQuarters, 0)).toThrow(/BPM/);
    expect(() => beatTimes(steadyQuarters, Number.NaN)).toThrow(/BPM/);
  });
});

describe('judgeTap', () => {
  const notes = notesAt(1, 2);

  it('gives Perfect up to the Perfect window inclusive, on both sides', () => {
    expect(judgeTap(1, notes, windows, 0)).toEqual({ grade: 'Perfect', index: 0, offsetMs: 0 });
    expect(judgeTap(1.045, notes, windows, 0)).toEqual({ grade: 'Perfect', index: 0, offsetMs: 45 });
    expect(judgeTap(0.955, notes, windows, 0)).toEqual({ grade: 'Perfect', index: 0, offsetMs: -45 });
    expect(judgeTap(1.046, notes, windows, 0)?.grade).toBe('Good');
    expect(judgeTap(0.954, notes, windows, 0)?.grade).toBe('Good');
  });

  it('gives Good up to the Good window inclusive, then a stray Miss that judges no note', () => {
    expect(judgeTap(1.11, notes, windows, 0)).toEqual({ grade: 'Good', index: 0, offsetMs: 110 });
    expect(judgeTap(0.89, notes, windows, 0)).toEqual({ grade: 'Good', index: 0, offsetMs: -110 });
    expect(judgeTap(1.111, notes, windows, 0)).toEqual({ grade: 'Miss', index: null, offsetMs: 111 });
    expect(judgeTap(0.889, notes, windows, 0)).toEqual({ grade: 'Miss', index: null, offsetMs: -111 });
  });

  it('judges an early and a late tap with the sign of the error', () => {
    expect(judgeTap(1.97, notes, windows, 0)).toEqual({ grade: 'Perfect', index: 1, offsetMs: -30 });
    expect(judgeTap(2.08, notes, windows, 0)).toEqual({ grade: 'Good', index: 1, offsetMs: 80 });
  });

  it('gives a tap between two notes to the nearer one, the earlier on a tie', () => {
    const close = notesAt(1, 1.2);
    expect(judgeTap(1.09, close, windows, 0)).toEqual({ grade: 'Good', index: 0, offsetMs: 90 });
    expect(judgeTap(1.11, close, windows, 0)).toEqual({ grade: 'Good', index: 1, offsetMs: -90 });
    expect(judgeTap(1.1, close, windows, 0)?.index).toBe(0);
  });

  it('skips judged notes', () => {
    const played = notesAt(1, 1.2);
    (played[0] as Note).grade = 'Perfect';
    expect(judgeTap(1.05, played, windows, 0)).toEqual({ grade: 'Miss', index: null, offsetMs: -150 });
    expect(judgeTap(1.12, played, windows, 0)).toEqual({ grade: 'Good', index: 1, offsetMs: -80 });
    (played[1] as Note).grade = 'Miss';
    expect(judgeTap(1.05, played, windows, 0)).toBeNull();
    expect(judgeTap(1, [], windows, 0)).toBeNull();
  });

  it('subtracts the latency from the tap time', () => {
    expect(judgeTap(1.1, notes, windows, 100)).toEqual({ grade: 'Perfect', index: 0, offsetMs: 0 });
    expect(judgeTap(1.145, notes, windows, 100)).toEqual({ grade: 'Perfect', index: 0, offsetMs: 45 });
    expect(judgeTap(0.8, notes, windows, -200)).toEqual({ grade: 'Perfect', index: 0, offsetMs: 0 });
    expect(judgeTap(1, notes, windows, 200)?.grade).toBe('Miss');
  });

  it('never lets the Good window be narrower than the Perfect one', () => {
    expect(judgingWindows(80, 60)).toEqual({ perfectMs: 80, goodMs: 80 });
    expect(judgingWindows(45, 110)).toEqual({ perfectMs: 45, goodMs: 110 });
    expect(judgeTap(1.07, notes, { perfectMs: 80, goodMs: 60 }, 0)?.grade).toBe('Perfect');
    expect(judgeTap(1.081, notes, { perfectMs: 80, goodMs: 60 }, 0)?.grade).toBe('Miss');
  });

  it('measures the error to the microsecond, free of float dust', () => {
    expect(tapErrorMs(0.1 + 0.2, 0.3, 0)).toBe(0);
    expect(tapErrorMs(1.045, 1, 0)).toBe(45);
  });
});

describe('comboMultiplier', () => {
  it('rises by one every 8 hits, from 1× to at most 4×', () => {
    expect([0, 7, 8, 15, 16, 23, 24, 100, 10_000].map(comboMultiplier)).toEqual([1, 1, 2, 2, 3, 3, 4, 4, 4]);
    expect(comboMultiplier(-3)).toBe(1);
  });
});

describe('medianOffset', () => {
  it('takes the median, odd and even', () => {
    expect(medianOffset([30, 10, 20])).toBe(20);
    expect(medianOffset([40, 10, 20, 30])).toBe(25);
    expect(medianOffset([-15])).toBe(-15);
  });

  it('drops samples beyond the limit (half a beat) before the median', () => {
    expect(medianOffset([10, 12, 11, 320, 330, 340], 300)).toBe(11);
    expect(medianOffset([-400, 50, 55, 60], 300)).toBe(55);
    expect(medianOffset([300, -300], 300)).toBe(0);
    expect(medianOffset([500], 300)).toBeNull();
    expect(medianOffset([])).toBeNull();
    expect(medianOffset([Number.NaN, 5])).toBe(5);
  });
});

describe('accuracyPercent', () => {
  it('counts a Perfect fully, a Good half and a Miss not at all', () => {
    expect(accuracyPercent({ Perfect: 4, Good: 0, Miss: 0 })).toBe(100);
    expect(accuracyPercent({ Perfect: 1, Good: 1, Miss: 0 })).toBe(75);
    expect(accuracyPercent({ Perfect: 1, Good: 0, Miss: 2 })).toBe(33.3);
    expect(accuracyPercent({ Perfect: 0, Good: 0, Miss: 0 })).toBe(0);
  });
});

describe('RhythmModel', () => {
  it('starts before the first beat with room for the first note to scroll in', () => {
    const model = model60();
    expect(model.time).toBeCloseTo(-(leadSeconds(1) + preRollSeconds));
    expect(model.notes.map((note) => note.time)).toEqual([0, 1]);
    expect(model.snapshot()).toMatchObject({ mapName: 'Two', bpm: 60, score: 0, combo: 0, notes: 2, last: null, over: false });
  });

  it('scores Perfect 300 and Good 100 times the multiplier, and counts the combo', () => {
    const model = model60();
    model.advanceTo(0);
    expect(model.tap(0.01)).toMatchObject({ grade: 'Perfect', offsetMs: 10, combo: 1, score: 300, points: 300, note: 0 });
    model.advanceTo(1);
    expect(model.tap(1.08)).toMatchObject({ grade: 'Good', offsetMs: 80, combo: 2, score: 400, points: 100, note: 1 });
    expect(model.bestCombo).toBe(2);
    expect(model.counts).toEqual({ Perfect: 1, Good: 1, Miss: 0 });
  });

  it('multiplies from the 9th hit in a row and caps at 4×', () => {
    const beats = Array.from({ length: 40 }, (_, i) => i);
    const model = model60({}, readBeatMap({ name: 'Long', bpm: 60, subdivision: 1, beats }));
    const points: number[] = [];
    for (const beat of beats) {
      model.advanceTo(beat);
      points.push(model.tap(beat)?.points ?? -1);
    }
    expect(points.slice(0, 8)).toEqual(Array(8).fill(300));
    expect(points.slice(8, 16)).toEqual(Array(8).fill(600));
    expect(points.slice(16, 24)).toEqual(Array(8).fill(900));
    expect(points.slice(24)).toEqual(Array(16).fill(1200));
  });

  it('misses a note once it passes the hit line by more than the Good window, and breaks the combo', () => {
    const model = model60();
    model.advanceTo(0);
    model.tap(0);
    expect(model.advanceTo(1.11)).toEqual([]);
    const [miss, ...rest] = model.advanceTo(1.111);
    expect(rest).toEqual([]);
    expect(miss).toMatchObject({ grade: 'Miss', combo: 0, score: 300, points: 0, note: 1 });
    expect(miss?.offsetMs).toBeCloseTo(111);
    expect(model.combo).toBe(0);
    expect(model.bestCombo).toBe(1);
    expect(model.notes[1]?.grade).toBe('Miss');
  });

  it('waits for late taps by the latency before it misses a note', () => {
    const model = model60({ latency: 200 });
    expect(model.advanceTo(0.31)).toEqual([]);
    expect(model.tap(0.3)).toMatchObject({ grade: 'Good', offsetMs: 100 });
    expect(model.advanceTo(1.311)).toHaveLength(1);
  });

  it('counts a tap with no note within the Good window as a stray Miss that breaks the combo but keeps the note', () => {
    const model = model60();
    model.advanceTo(0);
    model.tap(0);
    model.advanceTo(0.5);
    expect(model.tap(0.5)).toMatchObject({ grade: 'Miss', note: null, combo: 0, score: 300, points: 0, offsetMs: -500 });
    expect(model.strayTaps).toBe(1);
    expect(model.counts.Miss).toBe(0);
    expect(model.notes[1]?.grade).toBeNull();
    model.advanceTo(1);
    expect(model.tap(1)).toMatchObject({ grade: 'Perfect', combo: 1 });
  });

  it('ends the run once its last note is judged and has rung out, with accuracy and best combo', () => {
    const model = model60();
    model.advanceTo(0);
    model.tap(0);
    model.advanceTo(1);
    model.tap(1.05);
    model.advanceTo(1.05 + tailSeconds - 0.01);
    expect(model.over).toBe(false);
    model.advanceTo(1.05 + tailSeconds);
    expect(model.over).toBe(true);
    expect(model.snapshot()).toMatchObject({ score: 400, accuracy: 75, bestCombo: 2, over: true });
    expect(model.tap(1.6)).toBeNull();
  });

  it('ends the run even when nothing is played', () => {
    const model = model60();
    const missed: Judgement[] = [];
    for (let i = 0; i < 600 && !model.over; i++) missed.push(...model.step(1 / 60));
    expect(model.over).toBe(true);
    expect(missed.map((judgement) => judgement.grade)).toEqual(['Miss', 'Miss']);
    expect(model.snapshot().accuracy).toBe(0);
  });

  it('never moves backwards and ignores bad steps', () => {
    const model = model60();
    model.advanceTo(0);
    model.advanceTo(-1);
    model.step(Number.NaN);
    model.step(-5);
    expect(model.time).toBe(0);
  });

  it('keeps the song position in beats when the BPM changes', () => {
    const model = model60();
    model.advanceTo(0.5);
    model.update({ ...defaults, bpm: 120 });
    expect(model.time).toBeCloseTo(0.25);
    expect(model.notes.map((note) => note.time)).toEqual([0, 0.5]);
  });

  it('starts over on a new beat map and keeps a custom map over the setting', () => {
    const model = new RhythmModel(defaults, 1);
    model.advanceTo(0);
    model.tap(0);
    model.update({ ...defaults, beatMap: 2 });
    expect(model.map).toBe(offbeatEighths);
    expect(model.score).toBe(0);
    expect(model.time).toBeCloseTo(model.startTime);
    const custom = model60();
    custom.update({ ...defaults, beatMap: 2 });
    expect(custom.map).toBe(shortMap);
  });

  it('resets to the first moment', () => {
    const model = model60();
    model.advanceTo(0);
    model.tap(0);
    model.reset();
    expect(model.snapshot()).toMatchObject({ score: 0, combo: 0, last: null, over: false });
    expect(model.notes.every((note) => note.grade === null)).toBe(true);
    expect(model.sparks.every((spark) => !spark.active)).toBe(true);
  });

  it('throws sparks on a hit and lets them fade', () => {
    const model = model60();
    model.advanceTo(0);
    model.tap(0);
    expect(model.sparks.filter((spark) => spark.active)).toHaveLength(6);
    model.step(0.5);
    expect(model.sparks.some((spark) => spark.active)).toBe(false);
  });

  it('replays exactly for a seed', () => {
    const run = (seed: number) => {
      const model = new RhythmModel({ ...defaults, beatMap: 2 }, seed);
      const log: unknown[] = [];
      for (let i = 0; i < 60 * 30 && !model.over; i++) {
        log.push(...model.step(1 / 60));
        if (i % 17 === 0) log.push(model.tap());
      }
      log.push(model.sparks.map((spark) => spark.angle));
      return log;
    };
    expect(run(7)).toEqual(run(7));
    expect(run(7)).not.toEqual(run(8));
  });

  it.each(rhythmClackerParams.flatMap((spec) => [{ [spec.key]: spec.min }, { [spec.key]: spec.max }]))('plays a whole run in bounded time at %p', (extreme) => {
    const values = { ...defaults, ...extreme } as RhythmClackerValues;
    const model = new RhythmModel(values, 3);
    const expectedEnd = model.lastNoteTime + Math.max(0, values.latency) / 1000 + values.goodWindow / 1000 + tailSeconds;
    let steps = 0;
    let judged = 0;
    while (!model.over && steps < 60 * 120) {
      judged += model.step(1 / 60).length;
      if (steps % 20 === 0) model.tap();
      steps++;
    }
    expect(model.over).toBe(true);
    expect(model.time).toBeLessThanOrEqual(expectedEnd + 0.05);
    expect(model.counts.Perfect + model.counts.Good + model.counts.Miss).toBe(model.notes.length);
    expect(judged).toBeLessThanOrEqual(model.notes.length);
    expect(Number.isFinite(model.score)).toBe(true);
    expect(model.score).toBeLessThanOrEqual(model.notes.length * 1200);
  });
});

describe('CalibrationRound', () => {
  it('clicks eight times on a steady beat after a lead-in', () => {
    const round = new CalibrationRound();
    expect(round.clickTimes).toHaveLength(calibrationClicks);
    expect(round.time).toBeLessThan(0);
    expect(round.clicksHeard).toBe(0);
    expect(round.sinceClick).toBe(Number.POSITIVE_INFINITY);
    round.advanceTo(round.beat * 2 + 0.1);
    expect(round.clicksHeard).toBe(3);
    expect(round.sinceClick).toBeCloseTo(0.1);
    expect(round.done).toBe(false);
    round.advanceTo(round.beat * 7.5);
    expect(round.done).toBe(true);
  });

  it('measures the median offset of taps to the nearest click, robust to a stray tap', () => {
    const round = new CalibrationRound();
    const taps = [0.04, 0.05, 0.06, 0.05, 0.05, 0.3, 0.045];
    taps.forEach((late, index) => expect(round.tap(index * round.beat + late)).toBeCloseTo(late * 1000));
    expect(round.measured()).toBeCloseTo(50);
  });

  it('measures a latency up to a third of a second, half a click apart, as Input Latency\'s meaning says: a later tap is nearer the next click (review 64, G3)', () => {
    const measure = (late: number) => {
      const round = new CalibrationRound();
      round.clickTimes.forEach((click) => round.tap(click + late));
      return round.measured();
    };
    expect(measure(0.33)).toBeCloseTo(330);
    expect(measure(0.333)).toBeCloseTo(333);
    expect(measure(0.334)).toBeLessThan(0);
    expect(measure(0.4)).toBeLessThan(0);
  });

  it('measures nothing from fewer than three taps', () => {
    const round = new CalibrationRound();
    round.tap(0.02);
    round.tap(round.beat + 0.02);
    expect(round.measured()).toBeNull();
  });
});
