import { defaultValues } from '../core/params';
import { seededRandom } from '../core/random';
import {
  brakingDistance,
  chargeFor,
  coastFactor,
  cruiseSpeed,
  decelerationFor,
  judgeLanding,
  lives,
  maxSpinSpeed,
  nextTarget,
  pointsFor,
  resultSeconds,
  segmentAt,
  spinUpSeconds,
  stopAngle,
  stopSeconds,
  WheelModel,
  wrapTurns,
  type Judgement,
  type Landing,
  type WheelEvent,
} from './model';
import { timingWheelParams, type TimingWheelValues } from './params';

const defaults = defaultValues(timingWheelParams);
const frame = 1 / 60;

function lands(events: WheelEvent[]): Landing[] {
  return events.flatMap((event) => (event.type === 'land' ? [event.landing] : []));
}

/** Steps frame by frame until `done` or `limit` seconds; returns every event. */
function run(model: WheelModel, limit: number, done: () => boolean = () => false): WheelEvent[] {
  const all: WheelEvent[] = [];
  for (let t = 0; t < limit && !done(); t += frame) all.push(...model.step(frame));
  return all;
}

/** Waits for full speed, holds to full charge, then releases on the frame whose stop lands on `aim`. */
function playOnce(model: WheelModel, aim: (model: WheelModel) => number): Landing {
  const values = model.settings;
  run(model, 30, () => model.phase === 'spinning' && model.speed === model.cruise);
  expect(model.press()).toBe(true);
  run(model, values.chargeTime / 1000 + 0.1, () => model.charge >= 1);
  const wanted = aim(model);
  const events: WheelEvent[] = [];
  for (let t = 0; t < 30 && model.phase === 'charging'; t += frame) {
    if (segmentAt(stopAngle(model.angle, model.speed, 1, values), values.segments) === wanted) model.release();
    else events.push(...model.step(frame));
  }
  events.push(...run(model, 10, () => model.phase !== 'braking'));
  const landing = lands(events).at(-1);
  if (!landing) throw new Error('no landing');
  return landing;
}

const onTarget = (model: WheelModel) => model.target;
const besideTarget = (model: WheelModel) => (model.target - 1 + model.settings.segments) % model.settings.segments;
const opposite = (model: WheelModel) => (model.target + Math.floor(model.settings.segments / 2)) % model.settings.segments;

describe('params', () => {
  it('ramps up to the Spin Speed maximum and no further', () => {
    expect(timingWheelParams.find((spec) => spec.key === 'speed')?.max).toBe(maxSpinSpeed);
  });

  it('keeps a target and both its neighbours distinct on the smallest wheel', () => {
    const segments = timingWheelParams.find((spec) => spec.key === 'segments')?.min ?? 0;
    const size = timingWheelParams.find((spec) => spec.key === 'targetSize')?.max ?? Infinity;
    expect(size + 2).toBeLessThanOrEqual(segments);
  });
});

describe('brakingDistance', () => {
  it('is v² ÷ 2a', () => {
    expect(brakingDistance(2, 4)).toBe(0.5);
    expect(brakingDistance(0.6, 0.3)).toBeCloseTo(0.6);
  });

  it('is 0 for a wheel at rest and unbounded without a brake', () => {
    expect(brakingDistance(0, 3)).toBe(0);
    expect(brakingDistance(-1, 3)).toBe(0);
    expect(brakingDistance(1, 0)).toBe(Number.POSITIVE_INFINITY);
  });
});

describe('decelerationFor and stopSeconds', () => {
  it('stops a full charge in Brake Time and no charge in coastFactor × Brake Time', () => {
    expect(stopSeconds(1, 0.5)).toBe(0.5);
    expect(stopSeconds(0, 0.5)).toBe(0.5 * coastFactor);
    expect(decelerationFor(1, { speed: 0.6, brakeTime: 0.5 })).toBeCloseTo(1.2);
    expect(decelerationFor(0, { speed: 0.6, brakeTime: 0.5 })).toBeCloseTo(0.3);
  });

  it('brakes harder the fuller the charge, and clamps charges outside 0–1', () => {
    const at = (charge: number) => decelerationFor(charge, { speed: 1, brakeTime: 0.5 });
    expect(at(0.25)).toBeLessThan(at(0.5));
    expect(at(0.5)).toBeLessThan(at(0.75));
    expect(at(2)).toBe(at(1));
    expect(at(-1)).toBe(at(0));
  });

  it('travels half the speed times the stop time', () => {
    for (const charge of [0, 0.3, 1]) {
      const speed = 1.4;
      const distance = brakingDistance(speed, decelerationFor(charge, { speed, brakeTime: 0.8 }));
      expect(distance).toBeCloseTo((speed * stopSeconds(charge, 0.8)) / 2);
    }
  });
});

describe('chargeFor', () => {
  it('fills over Charge Time and stays full', () => {
    expect(chargeFor(0, 800)).toBe(0);
    expect(chargeFor(0.4, 800)).toBe(0.5);
    expect(chargeFor(0.8, 800)).toBe(1);
    expect(chargeFor(5, 800)).toBe(1);
    expect(chargeFor(-1, 800)).toBe(0);
    expect(chargeFor(0.1, 0)).toBe(1);
  });
});

describe('segmentAt', () => {
  it('reads the segment under the top pointer, counting down as the wheel turns clockwise', () => {
    expect(segmentAt(0, 12)).toBe(0);
    expect(segmentAt(0.5 / 12, 12)).toBe(11);
    expect(segmentAt(1.5 / 12, 12)).toBe(10);
    expect(segmentAt(-0.5 / 12, 12)).toBe(0);
    expect(segmentAt(-1.5 / 12, 12)).toBe(1);
    expect(segmentAt(0.5, 12)).toBe(6);
  });

  it('wraps whole turns either way', () => {
    for (const turns of [-3, -1, 1, 2, 7]) expect(segmentAt(turns + 0.3, 10)).toBe(segmentAt(0.3, 10));
    expect(segmentAt(1, 6)).toBe(0);
    expect(segmentAt(-1e-17, 6)).toBe(0);
  });

  it('always gives a segment in range', () => {
    const random = seededRandom(9);
    for (let i = 0; i < 2000; i++) {
      const segments = 6 + Math.floor(random() * 19);
      const segment = segmentAt((random() - 0.5) * 100, segments);
      expect(Number.isInteger(segment)).toBe(true);
      expect(segment).toBeGreaterThanOrEqual(0);
      expect(segment).toBeLessThan(segments);
    }
  });

  it('wrapTurns keeps angles in [0, 1)', () => {
    expect(wrapTurns(1.25)).toBeCloseTo(0.25);
    expect(wrapTurns(-0.25)).toBeCloseTo(0.75);
    expect(wrapTurns(-1e-17)).toBe(0);
  });
});

describe('stopAngle', () => {
  it('stops a full charge from a known angle on a known segment', () => {
    // 0.6 turns/s braking over 0.5 s travels 0.15 turns (1.8 segments of 12): from the middle of 11 to 9.
    const from = 0.5 / 12;
    expect(segmentAt(from, 12)).toBe(11);
    const stop = stopAngle(from, 0.6, 1, { brakeTime: 0.5 });
    expect(stop - from).toBeCloseTo(0.15);
    expect(segmentAt(stop, 12)).toBe(9);
  });

  it('lets no charge coast four times as far', () => {
    // 0.6 × 2 ÷ 2 = 0.6 turns = 7.2 segments: from the middle of 11 to segment 4.
    const from = 0.5 / 12;
    const stop = stopAngle(from, 0.6, 0, { brakeTime: 0.5 });
    expect(stop - from).toBeCloseTo(0.6);
    expect(segmentAt(stop, 12)).toBe(4);
  });

  it('stays where it is at rest', () => {
    expect(stopAngle(0.3, 0, 0.5, defaults)).toBe(0.3);
  });
});

describe('judgeLanding', () => {
  it('hits the lit span and only it', () => {
    expect(judgeLanding(5, 5, 1, 12)).toBe('hit');
    expect(judgeLanding(5, 4, 2, 12)).toBe('hit');
    expect(judgeLanding(6, 4, 3, 12)).toBe('hit');
    expect(judgeLanding(7, 4, 3, 12)).toBe('near');
  });

  it('calls the segments right beside the span near misses, and the rest misses', () => {
    const row = (target: number, size: number, segments: number) =>
      Array.from({ length: segments }, (_, segment) => judgeLanding(segment, target, size, segments));
    const expected = (hits: number[], nears: number[], segments: number): Judgement[] =>
      Array.from({ length: segments }, (_, segment) => (hits.includes(segment) ? 'hit' : nears.includes(segment) ? 'near' : 'miss'));
    expect(row(5, 1, 12)).toEqual(expected([5], [4, 6], 12));
    expect(row(5, 3, 12)).toEqual(expected([5, 6, 7], [4, 8], 12));
  });

  it('wraps between the last and the first segment', () => {
    expect(judgeLanding(11, 0, 1, 12)).toBe('near');
    expect(judgeLanding(1, 0, 1, 12)).toBe('near');
    expect(judgeLanding(0, 11, 1, 12)).toBe('near');
    expect(judgeLanding(10, 11, 1, 12)).toBe('near');
    expect(judgeLanding(9, 11, 1, 12)).toBe('miss');
    expect(judgeLanding(0, 11, 2, 12)).toBe('hit');
    expect(judgeLanding(1, 11, 2, 12)).toBe('near');
    expect(judgeLanding(4, 3, 3, 6)).toBe('hit');
    expect(judgeLanding(0, 3, 3, 6)).toBe('near');
    expect(judgeLanding(2, 3, 3, 6)).toBe('near');
    expect(judgeLanding(1, 3, 3, 6)).toBe('miss');
  });
});

describe('pointsFor, cruiseSpeed and nextTarget', () => {
  it('pays more for a smaller target, more segments and a faster wheel', () => {
    expect(pointsFor(12, 1, 0.6)).toBe(72);
    expect(pointsFor(12, 2, 0.6)).toBeLessThan(pointsFor(12, 1, 0.6));
    expect(pointsFor(24, 1, 0.6)).toBeGreaterThan(pointsFor(12, 1, 0.6));
    expect(pointsFor(12, 1, 1.2)).toBeGreaterThan(pointsFor(12, 1, 0.6));
    expect(pointsFor(6, 3, 0.2)).toBe(4);
    expect(pointsFor(24, 1, 2)).toBe(480);
  });

  it('ramps the speed per hit up to the cap', () => {
    expect(cruiseSpeed(defaults, 0)).toBe(0.6);
    expect(cruiseSpeed(defaults, 2)).toBeCloseTo(0.6 * 1.08 ** 2);
    expect(cruiseSpeed({ speed: 2, ramp: 1.3 }, 5)).toBe(maxSpinSpeed);
    expect(cruiseSpeed({ speed: 0.2, ramp: 1 }, 50)).toBe(0.2);
  });

  it('lights a segment other than the current one, in range', () => {
    const random = seededRandom(4);
    for (let i = 0; i < 500; i++) {
      const current = i % 6;
      const next = nextTarget(random, current, 6);
      expect(next).not.toBe(current);
      expect(next).toBeGreaterThanOrEqual(0);
      expect(next).toBeLessThan(6);
    }
    expect(nextTarget(random, -1, 6)).toBeLessThan(6);
  });
});

describe('WheelModel', () => {
  it('spins up to Spin Speed and charges over Charge Time while it keeps spinning', () => {
    const model = new WheelModel(defaults, 1);
    expect(model.speed).toBe(0);
    run(model, spinUpSeconds / 2);
    expect(model.speed).toBeGreaterThan(0.2);
    expect(model.speed).toBeLessThan(0.4);
    run(model, spinUpSeconds);
    expect(model.speed).toBe(0.6);
    model.press();
    run(model, 0.4);
    expect(model.charge).toBeCloseTo(0.5, 1);
    expect(model.speed).toBe(0.6);
    run(model, 1);
    expect(model.charge).toBe(1);
    expect(model.phase).toBe('charging');
  });

  it('takes null for press() and release() as the rules do: now, as when left out', () => {
    const given = new WheelModel(defaults, 4);
    const leftOut = new WheelModel(defaults, 4);
    run(given, spinUpSeconds);
    run(leftOut, spinUpSeconds);
    expect(given.press(null)).toBe(true);
    expect(leftOut.press()).toBe(true);
    run(given, 0.3);
    run(leftOut, 0.3);
    expect(given.release(null)).toBe(true);
    expect(leftOut.release()).toBe(true);
    expect(run(given, 8)).toEqual(run(leftOut, 8));
    expect(given.snapshot()).toEqual(leftOut.snapshot());
  });

  it('stops where stopAngle says and judges that segment', () => {
    const model = new WheelModel(defaults, 2);
    run(model, 1);
    model.press();
    run(model, 0.5);
    const predicted = stopAngle(model.angle, model.speed, model.charge, defaults);
    model.release();
    expect(model.phase).toBe('braking');
    const events = run(model, 5, () => model.phase !== 'braking');
    const [landing] = lands(events);
    expect(model.angle).toBeCloseTo(wrapTurns(predicted), 9);
    expect(landing?.segment).toBe(segmentAt(predicted, 12));
    expect(landing?.result).toBe(judgeLanding(segmentAt(predicted, 12), landing?.target ?? -1, 1, 12));
  });

  it('takes Brake Time to stop at full charge, and four times that with none', () => {
    for (const [hold, seconds] of [
      [1, defaults.brakeTime],
      [0, defaults.brakeTime * coastFactor],
    ] as const) {
      const model = new WheelModel(defaults, 3);
      run(model, 1);
      model.press();
      run(model, hold);
      model.release();
      let braking = 0;
      while (model.phase === 'braking') {
        model.step(frame);
        braking += frame;
      }
      expect(braking).toBeCloseTo(seconds, 1);
    }
  });

  it('scores a hit, builds a streak, lights a new target and ramps the speed', () => {
    const model = new WheelModel(defaults, 5);
    const first = playOnce(model, onTarget);
    expect(first).toMatchObject({ result: 'hit', points: 72, streak: 1, score: 72, livesLeft: lives });
    expect(model.phase).toBe('landed');
    const events = run(model, resultSeconds + frame);
    const lit = events.find((event) => event.type === 'target');
    expect(lit).toEqual({ type: 'target', target: model.target, speed: 0.6 * 1.08 });
    expect(model.target).not.toBe(first.target);
    expect(model.speed).toBeLessThan(0.6);
    const second = playOnce(model, onTarget);
    expect(second).toMatchObject({ result: 'hit', streak: 2, points: pointsFor(12, 1, 0.6 * 1.08) });
    expect(model.score).toBe(72 + second.points);
  });

  it('reports a near miss, costs a life and breaks the streak', () => {
    const model = new WheelModel(defaults, 6);
    playOnce(model, onTarget);
    run(model, resultSeconds + frame);
    const near = playOnce(model, besideTarget);
    expect(near).toMatchObject({ result: 'near', points: 0, streak: 0, livesLeft: lives - 1 });
    expect(model.snapshot()).toMatchObject({ streak: 0, bestStreak: 1, livesLeft: 2 });
  });

  it('does not ramp the speed after a miss', () => {
    const model = new WheelModel(defaults, 7);
    playOnce(model, opposite);
    run(model, resultSeconds + frame);
    expect(model.cruise).toBe(0.6);
  });

  it('ends the run on the third miss and then ignores input', () => {
    const model = new WheelModel(defaults, 8);
    const results = [playOnce(model, opposite)];
    for (let i = 0; i < 2; i++) {
      run(model, resultSeconds + frame);
      results.push(playOnce(model, i === 0 ? besideTarget : opposite));
    }
    expect(results.map((landing) => landing.result)).toEqual(['miss', 'near', 'miss']);
    expect(results.map((landing) => landing.livesLeft)).toEqual([2, 1, 0]);
    expect(model.over).toBe(true);
    expect(model.press()).toBe(false);
    expect(run(model, 5)).toEqual([]);
    model.reset();
    expect(model.snapshot()).toEqual({ score: 0, streak: 0, bestStreak: 0, livesLeft: lives, last: null });
    expect(model.phase).toBe('spinning');
  });

  it('replays the same run for the same seed, and another for another seed', () => {
    const targets = (seed: number) => {
      const model = new WheelModel(defaults, seed);
      const seen = [model.target];
      for (let i = 0; i < 6; i++) {
        playOnce(model, onTarget);
        run(model, resultSeconds + frame);
        seen.push(model.target);
      }
      return { seen, score: model.score, angle: model.angle };
    };
    expect(targets(11)).toEqual(targets(11));
    expect(targets(11).seen).not.toEqual(targets(12).seen);
    const model = new WheelModel(defaults, 11);
    playOnce(model, onTarget);
    model.reset();
    expect(model.target).toBe(targets(11).seen[0]);
  });

  it('places a press and a release between frames at their own moment', () => {
    const late = new WheelModel(defaults, 13);
    const early = new WheelModel(defaults, 13);
    run(late, 1);
    run(early, 1);
    // `late` hears the press 10 ms after its last step; `early` steps 10 ms and presses.
    late.press(0.01);
    early.step(0.01);
    early.press();
    expect(late.angle).toBeCloseTo(early.angle, 12);
    late.step(frame);
    early.step(frame - 0.01);
    expect(late.angle).toBeCloseTo(early.angle, 12);
    expect(late.charge).toBeCloseTo(early.charge, 12);
    late.release(0.005);
    early.step(0.005);
    early.release();
    expect(run(late, 5, () => late.phase !== 'braking').length).toBeGreaterThan(0);
    run(early, 5, () => early.phase !== 'braking');
    expect(late.angle).toBeCloseTo(early.angle, 12);
  });

  it('places a press and its let-go between the same two frames each at its own moment (review 49: the let-go counted late by the press\'s offset, with its charge)', () => {
    const within = new WheelModel(defaults, 13);
    const apart = new WheelModel(defaults, 13);
    run(within, 1);
    run(apart, 1);
    // `within` hears a press 10 ms after its last step and the let-go 20 ms after it; `apart` steps to each.
    within.press(0.01);
    within.release(0.02);
    apart.step(0.01);
    apart.press();
    apart.step(0.01);
    apart.release();
    expect(within.angle).toBeCloseTo(apart.angle, 12);
    within.step(frame);
    apart.step(frame - 0.02);
    expect(within.angle).toBeCloseTo(apart.angle, 12);
    run(within, 5, () => within.phase !== 'braking');
    run(apart, 5, () => apart.phase !== 'braking');
    expect([within.angle, within.last?.result]).toEqual([apart.angle, apart.last?.result]);
  });

  it('ignores a release without a press, a second press, and drops a hold on cancelHold', () => {
    const model = new WheelModel(defaults, 14);
    run(model, 1);
    expect(model.release()).toBe(false);
    expect(model.press()).toBe(true);
    expect(model.press()).toBe(false);
    run(model, 0.2);
    model.cancelHold();
    expect(model.phase).toBe('spinning');
    expect(model.charge).toBe(0);
    expect(model.release()).toBe(false);
  });

  it('lands at once when released before the wheel moves', () => {
    const model = new WheelModel(defaults, 15);
    model.press();
    model.release();
    expect(model.phase).toBe('landed');
    expect(lands(model.step(0))).toHaveLength(1);
  });

  it('applies new values from the next moment, keeping the target on the wheel', () => {
    const model = new WheelModel({ ...defaults, segments: 24 }, 16);
    model.target = 20;
    model.update({ ...defaults, segments: 6, speed: 1.5 });
    expect(model.target).toBe(2);
    expect(model.cruise).toBe(1.5);
    run(model, 2);
    expect(model.speed).toBe(1.5);
  });

  it('treats bad step lengths as no time', () => {
    const model = new WheelModel(defaults, 17);
    run(model, 1);
    const angle = model.angle;
    model.step(Number.NaN);
    model.step(-1);
    model.step(Number.POSITIVE_INFINITY);
    expect(model.angle).toBe(angle);
  });

  it('plays whole runs within bounds at every extreme of the settings', () => {
    const pick = (key: string, end: 'min' | 'max') => timingWheelParams.find((spec) => spec.key === key)?.[end] ?? NaN;
    const extremes: TimingWheelValues[] = [];
    for (const segments of ['min', 'max'] as const)
      for (const speed of ['min', 'max'] as const)
        for (const size of ['min', 'max'] as const)
          for (const charge of ['min', 'max'] as const)
            for (const brake of ['min', 'max'] as const)
              extremes.push({
                segments: pick('segments', segments),
                speed: pick('speed', speed),
                targetSize: pick('targetSize', size),
                chargeTime: pick('chargeTime', charge),
                brakeTime: pick('brakeTime', brake),
                ramp: pick('ramp', brake === 'min' ? 'max' : 'min'),
              });
    for (const values of extremes) {
      const model = new WheelModel(values, 21);
      for (let round = 0; round < 8; round++) {
        const landing = playOnce(model, onTarget);
        expect(landing.result).toBe('hit');
        expect(landing.points).toBeGreaterThan(0);
        expect(model.cruise).toBeLessThanOrEqual(maxSpinSpeed);
        run(model, resultSeconds + frame);
      }
      // A tap from full speed coasts the longest: still stops within coastFactor × Brake Time.
      run(model, 2);
      model.press();
      model.release();
      let braking = 0;
      while (model.phase === 'braking') {
        model.step(frame);
        braking += frame;
      }
      expect(braking).toBeLessThanOrEqual(values.brakeTime * coastFactor + frame);
      expect(Number.isFinite(model.angle) && model.angle >= 0 && model.angle < 1).toBe(true);
    }
  });
});
