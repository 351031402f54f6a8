import { defaultValues } from '../core/params';
import { seededRandom } from '../core/random';
import {
  classifyTaps,
  comboIntensity,
  DashModel,
  firstGateAt,
  gateClosure,
  nextGateGap,
  nextTapKind,
  phaseBonus,
  rules,
  runSpeed,
  scoreOf,
  warnDistance,
  type Gate,
  type RunEvent,
} from './model';
import { doubleTapDashParams, type DoubleTapDashValues } from './params';

const defaults = defaultValues(doubleTapDashParams);
const frame = 1 / 60;

/** Steps the model frame by frame for `seconds` (or until the run is over); returns every event. */
function run(model: DashModel, seconds: number, each?: (model: DashModel) => void): RunEvent[] {
  const events: RunEvent[] = [];
  for (let t = 0; t < seconds - 1e-9 && !model.over; t += frame) {
    each?.(model);
    events.push(...model.step(frame));
  }
  return events;
}

/** Steps until `until` holds; fails after `limit` seconds. */
function runUntil(model: DashModel, until: (model: DashModel) => boolean, limit = 30): RunEvent[] {
  const events: RunEvent[] = [];
  for (let t = 0; !until(model); t += frame) {
    if (t > limit || model.over) throw new Error(`never happened (over: ${model.over}, t: ${model.time})`);
    events.push(...model.step(frame));
  }
  return events;
}

const ms = (model: DashModel) => model.time * 1000;
const upcoming = (model: DashModel) => model.nextGate as Gate;
const closing = (model: DashModel) => upcoming(model).closing !== null;
const shut = (model: DashModel) => gateClosure(upcoming(model).closing) >= 1;

function doubleTap(model: DashModel, gap = 60): RunEvent[] {
  return [...model.tap(ms(model)), ...model.tap(ms(model) + gap)];
}

/** Phases through the next gate once it has shut; returns the gate's events. */
function phaseNextGate(model: DashModel): RunEvent[] {
  runUntil(model, (m) => shut(m) && m.cooldownLeft === 0);
  const gate = upcoming(model);
  doubleTap(model);
  return runUntil(model, () => gate.result !== null);
}

const byType = <T extends RunEvent['type']>(events: RunEvent[], type: T) =>
  events.filter((event): event is Extract<RunEvent, { type: T }> => event.type === type);

describe('tap or double tap', () => {
  it('makes the first tap a single tap', () => {
    expect(nextTapKind(null, 5000, 250)).toBe('tap');
  });

  it('counts a gap of exactly the window as a double, and a hair longer as a new tap', () => {
    const previous = { time: 1000, kind: 'tap' } as const;
    expect(nextTapKind(previous, 1250, 250)).toBe('double');
    expect(nextTapKind(previous, 1249.999, 250)).toBe('double');
    expect(nextTapKind(previous, 1250.001, 250)).toBe('tap');
    expect(nextTapKind(previous, 1000, 250)).toBe('double');
    expect(classifyTaps([0, 180], 180)).toEqual(['tap', 'double']);
    expect(classifyTaps([0, 181], 180)).toEqual(['tap', 'tap']);
    expect(classifyTaps([0, 350], 350)).toEqual(['tap', 'double']);
    expect(classifyTaps([0, 350.5], 350)).toEqual(['tap', 'tap']);
  });

  it('counts a gap of exactly the window on a clock of summed frame times (15 frames of 1/60 s) as a double', () => {
    let clock = 0;
    const frames = (count: number) => {
      for (let frame = 0; frame < count; frame += 1) clock += 1000 / 60;
      return clock;
    };
    const first = frames(7);
    const second = frames(15);
    expect(second - first).toBeGreaterThan(250);
    expect(classifyTaps([first, second], 250)).toEqual(['tap', 'double']);
    expect(classifyTaps([first, second + 0.001], 250)).toEqual(['tap', 'tap']);
    // Unity's clock: a sum of single-precision frame times (Time.deltaTime is a float), at 30, 60 and 144 fps, the widest window.
    for (const [fps, frames, window] of [[30, 6, 200], [30, 9, 300], [60, 15, 250], [60, 21, 350], [144, 36, 250]] as const) {
      const frameMs = Math.fround(1 / fps) * 1000;
      let unityClock = 0;
      const times: number[] = [];
      for (let frame = 0; frame <= 600 + frames; frame += 1) {
        times.push(unityClock);
        unityClock += frameMs;
      }
      const kinds = times.slice(0, 600).map((time, frame) => classifyTaps([time, times[frame + frames] ?? 0], window)[1]);
      expect({ fps, frames, window, taps: kinds.filter((kind) => kind === 'tap').length }).toEqual({ fps, frames, window, taps: 0 });
    }
  });

  it('never pairs a tap with a double: a triple tap is tap, double, tap', () => {
    expect(classifyTaps([0, 100, 200], 250)).toEqual(['tap', 'double', 'tap']);
    expect(classifyTaps([0, 100, 200, 300], 250)).toEqual(['tap', 'double', 'tap', 'double']);
    expect(nextTapKind({ time: 1000, kind: 'double' }, 1010, 250)).toBe('tap');
  });

  it('keeps taps further apart than the window single, and a tap from a clock that went back single', () => {
    expect(classifyTaps([0, 300, 600, 900], 250)).toEqual(['tap', 'tap', 'tap', 'tap']);
    expect(nextTapKind({ time: 1000, kind: 'tap' }, 900, 250)).toBe('tap');
  });
});

describe('rules', () => {
  it('ramps the speed with distance and caps it', () => {
    expect(runSpeed(0, 6, 0.8)).toBe(6);
    expect(runSpeed(100, 6, 0.8)).toBeCloseTo(6.8);
    expect(runSpeed(250, 6, 2)).toBeCloseTo(11);
    expect(runSpeed(1000, 6, 0)).toBe(6);
    expect(runSpeed(1e9, 12, 3)).toBe(rules.maxSpeed);
    expect(runSpeed(-50, 6, 3)).toBe(6);
  });

  it('closes a gate over closeSeconds once it starts', () => {
    expect(gateClosure(null)).toBe(0);
    expect(gateClosure(0)).toBe(0);
    expect(gateClosure(rules.closeSeconds / 2)).toBeCloseTo(0.5);
    expect(gateClosure(rules.closeSeconds)).toBe(1);
    expect(gateClosure(100)).toBe(1);
    expect(gateClosure(-1)).toBe(0);
  });

  it('warns a second of running ahead, and a gate shuts before a runner that does not dash arrives', () => {
    expect(warnDistance(6)).toBeCloseTo(6 * rules.warnSeconds);
    expect(rules.closeSeconds).toBeLessThan(rules.warnSeconds);
  });

  it('puts the first gate three seconds of running out, at least two seconds at any start speed', () => {
    expect(firstGateAt(6)).toBe(18);
    for (const speed of [4, 12]) expect(firstGateAt(speed) / runSpeed(firstGateAt(speed), speed, 3)).toBeGreaterThan(2);
  });

  it('varies gate gaps within a quarter of Gate Spacing, the same way for a seed', () => {
    const random = seededRandom(7);
    const gaps = Array.from({ length: 500 }, () => nextGateGap(16, random));
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(12);
    expect(Math.max(...gaps)).toBeLessThan(20);
    expect(new Set(gaps.map((gap) => Math.round(gap))).size).toBeGreaterThan(4);
    const again = seededRandom(7);
    expect(Array.from({ length: 500 }, () => nextGateGap(16, again))).toEqual(gaps);
  });

  it('gives a bonus growing with the combo, capped, and scores whole metres plus bonuses', () => {
    expect(phaseBonus(0)).toBe(0);
    expect(phaseBonus(1)).toBe(5);
    expect(phaseBonus(3)).toBe(15);
    expect(phaseBonus(rules.maxBonusCombo)).toBe(50);
    expect(phaseBonus(500)).toBe(50);
    expect(scoreOf(0, 0)).toBe(0);
    expect(scoreOf(12.99, 5)).toBe(17);
    expect(scoreOf(2.9999999999999996, 0)).toBe(3);
  });

  it('scales juice with the combo from 0 to 1', () => {
    expect(comboIntensity(0)).toBe(0);
    expect(comboIntensity(4)).toBe(0.5);
    expect(comboIntensity(8)).toBe(1);
    expect(comboIntensity(80)).toBe(1);
    expect(comboIntensity(-3)).toBe(0);
  });
});

describe('DashModel', () => {
  it('runs by itself for over two seconds, scoring metres, then hits the first gate', () => {
    const model = new DashModel(defaults, 1);
    const scores: number[] = [];
    const events = run(model, 2, (m) => scores.push(m.score));
    expect(events).toEqual([]);
    expect(model.over).toBe(false);
    expect(model.score).toBeGreaterThanOrEqual(11);
    expect(scores).toEqual([...scores].sort((a, b) => a - b));
    const rest = run(model, 10);
    expect(model.over).toBe(true);
    expect(byType(rest, 'crash')).toEqual([{ type: 'crash', id: 0, distance: firstGateAt(6) }]);
    expect(model.distance).toBe(firstGateAt(6));
    expect(model.score).toBe(18);
    expect(model.last).toBe('crash');
    expect(model.time).toBeGreaterThan(2.5);
    expect(model.time).toBeLessThan(3.5);
  });

  it('stands still once the run is over and ignores taps', () => {
    const model = new DashModel(defaults, 1);
    run(model, 10);
    const { distance, time } = model;
    expect(model.step(1)).toEqual([]);
    expect(model.tap(99999)).toEqual([]);
    expect([model.distance, model.time]).toEqual([distance, time]);
  });

  it('ignores zero, negative and NaN steps', () => {
    const model = new DashModel(defaults, 1);
    for (const seconds of [0, -1, Number.NaN]) expect(model.step(seconds)).toEqual([]);
    expect(model.distance).toBe(0);
  });

  it('starts closing a gate a second of running ahead, and shuts it closeSeconds later', () => {
    const model = new DashModel(defaults, 1);
    runUntil(model, closing);
    const gate = upcoming(model);
    expect(gate.x - model.distance).toBeLessThanOrEqual(warnDistance(model.speed));
    expect(gate.x - model.distance).toBeGreaterThan(warnDistance(model.speed) - model.speed * frame * 1.01);
    const start = model.time;
    runUntil(model, shut);
    expect(model.time - start).toBeCloseTo(rules.closeSeconds, 1);
    expect(model.distance).toBeLessThan(gate.x);
  });

  it('lays gates ahead with seeded gaps around Gate Spacing and forgets those far behind', () => {
    const model = new DashModel({ ...defaults, ramp: 0 }, 5);
    expect(model.gates[0]?.x).toBe(firstGateAt(6));
    const gaps = model.gates.slice(1).map((gate, index) => gate.x - (model.gates[index] as Gate).x);
    for (const gap of gaps) {
      expect(gap).toBeGreaterThanOrEqual(16 * (1 - rules.gateVariation));
      expect(gap).toBeLessThan(16 * (1 + rules.gateVariation));
    }
    expect(model.gates.at(-1)?.x).toBeGreaterThanOrEqual(rules.spawnAhead);
    const other = new DashModel({ ...defaults, ramp: 0 }, 6);
    expect(other.gates.map((gate) => gate.x)).not.toEqual(model.gates.map((gate) => gate.x));
    for (let i = 0; i < 20; i++) phaseNextGate(model);
    expect(model.gates.every((gate) => gate.x >= model.distance - rules.keepBehind)).toBe(true);
    expect(model.gates.length).toBeLessThan(20);
  });

  it('plays the same run for the same seed and taps', () => {
    const play = (seed: number) => {
      const model = new DashModel(defaults, seed);
      const events: RunEvent[] = [];
      for (let i = 0; i < 6; i++) events.push(...phaseNextGate(model));
      return { events, gates: model.gates.map((gate) => gate.x), score: model.score, time: model.time };
    };
    expect(play(11)).toEqual(play(11));
    expect(play(11).gates).not.toEqual(play(12).gates);
  });

  it('dashes Dash Length ahead over dashSeconds, on top of running', () => {
    const plain = new DashModel(defaults, 1);
    const dashing = new DashModel(defaults, 1);
    run(plain, 0.5);
    run(dashing, 0.5);
    expect(dashing.tap(500)).toEqual([{ type: 'dash', distance: dashing.distance }]);
    expect(dashing.dashing).toBe(true);
    run(plain, rules.dashSeconds / 2);
    run(dashing, rules.dashSeconds / 2);
    expect(dashing.distance - plain.distance).toBeGreaterThan(1);
    expect(dashing.distance - plain.distance).toBeLessThan(defaults.dash);
    run(plain, 0.5);
    run(dashing, 0.5);
    expect(dashing.dashing).toBe(false);
    expect(dashing.distance - plain.distance).toBeCloseTo(defaults.dash, 1);
  });

  it('gets through a closing gate with a dash at default settings, with no combo', () => {
    const model = new DashModel(defaults, 1);
    runUntil(model, closing);
    const gate = upcoming(model);
    model.tap(ms(model));
    const events = runUntil(model, () => gate.result !== null);
    expect(gate.result).toBe('passed');
    expect(byType(events, 'gate')).toEqual([{ type: 'gate', id: gate.id, result: 'passed', combo: 0, bonus: 0 }]);
    expect(model.combo).toBe(0);
    expect(model.last).toBe('passed');
  });

  it('is too slow to dash through at top start speed with the shortest dash', () => {
    const model = new DashModel({ ...defaults, startSpeed: 12, dash: 1 }, 1);
    runUntil(model, closing);
    model.tap(ms(model));
    run(model, 3);
    expect(model.over).toBe(true);
  });

  it('phases through a shut gate on a double tap, scoring the combo bonus', () => {
    const model = new DashModel(defaults, 1);
    runUntil(model, shut);
    const tapEvents = doubleTap(model);
    expect(tapEvents.map((event) => event.type)).toEqual(['dash', 'phase']);
    expect(model.phasing).toBe(true);
    expect(model.last).toBe('phase');
    const before = model.score;
    const events = runUntil(model, () => upcoming(model).id !== 0);
    expect(model.over).toBe(false);
    expect(byType(events, 'gate')).toEqual([{ type: 'gate', id: 0, result: 'phased', combo: 1, bonus: 5 }]);
    expect(model.score).toBeGreaterThanOrEqual(before + 5);
    expect(model.bonus).toBe(5);
    expect(model.combo).toBe(1);
    expect(model.last).toBe('phased');
  });

  it('treats taps exactly the window apart as a phase, and a millisecond more as two dashes', () => {
    const edge = new DashModel(defaults, 1);
    expect(edge.tap(1000).map((event) => event.type)).toEqual(['dash']);
    expect(edge.tap(1000 + defaults.window).map((event) => event.type)).toEqual(['phase']);
    const apart = new DashModel(defaults, 1);
    apart.tap(1000);
    expect(apart.tap(1001 + defaults.window).map((event) => event.type)).toEqual(['dash']);
    expect(apart.phasing).toBe(false);
  });

  it('makes the third tap of a triple tap a new dash', () => {
    const model = new DashModel(defaults, 1);
    const events = [...model.tap(0), ...model.tap(100), ...model.tap(200)];
    expect(events.map((event) => event.type)).toEqual(['dash', 'phase', 'dash']);
  });

  it('refuses a phase while one is on and during its cooldown', () => {
    const model = new DashModel(defaults, 1);
    doubleTap(model);
    run(model, 0.1);
    expect(doubleTap(model).map((event) => event.type)).toEqual(['dash', 'not-ready']);
    expect(model.last).toBe('not-ready');
    run(model, rules.phaseSeconds);
    expect(model.phasing).toBe(false);
    expect(model.cooldownLeft).toBeGreaterThan(0);
    expect(doubleTap(model).map((event) => event.type)).toEqual(['dash', 'not-ready']);
    run(model, rules.phaseCooldown + frame);
    expect(doubleTap(model).map((event) => event.type)).toEqual(['dash', 'phase']);
  });

  it('builds the combo over consecutive phased gates', () => {
    const model = new DashModel(defaults, 2);
    const combos = Array.from({ length: 4 }, () => byType(phaseNextGate(model), 'gate')[0]?.combo);
    expect(combos).toEqual([1, 2, 3, 4]);
    expect(model.bonus).toBe(5 + 10 + 15 + 20);
    expect(model.bestCombo).toBe(4);
  });

  it('drops the combo when a gate is passed without phasing', () => {
    const model = new DashModel(defaults, 3);
    phaseNextGate(model);
    phaseNextGate(model);
    runUntil(model, (m) => closing(m) && m.cooldownLeft === 0);
    model.tap(ms(model));
    const gate = upcoming(model);
    const events = runUntil(model, () => gate.result !== null);
    expect(gate.result).toBe('passed');
    expect(byType(events, 'lapse')).toEqual([{ type: 'lapse', lost: 2, reason: 'gate' }]);
    expect(model.combo).toBe(0);
    expect(model.bestCombo).toBe(2);
    expect(model.bonus).toBe(15);
  });

  it('drops the combo when a phase times out with no gate in it', () => {
    const model = new DashModel({ ...defaults, spacing: 30 }, 4);
    phaseNextGate(model);
    runUntil(model, (m) => m.cooldownLeft === 0 && !m.phasing);
    expect(upcoming(model).x - model.distance).toBeGreaterThan(10);
    doubleTap(model);
    const events = run(model, rules.phaseSeconds + frame);
    expect(byType(events, 'gate')).toEqual([]);
    expect(byType(events, 'lapse')).toEqual([{ type: 'lapse', lost: 1, reason: 'timeout' }]);
    expect(model.combo).toBe(0);
    expect(model.last).toBe('lapse');
  });

  it('keeps the combo when the phase that ends has passed a gate', () => {
    const model = new DashModel(defaults, 4);
    phaseNextGate(model);
    const events = run(model, rules.phaseSeconds);
    expect(byType(events, 'lapse')).toEqual([]);
    expect(model.combo).toBe(1);
  });

  it('phases through every gate a long step crosses, in order', () => {
    const model = new DashModel({ ...defaults, spacing: 8 }, 1);
    runUntil(model, (m) => upcoming(m).x - m.distance < 1);
    const ids = model.gates.filter((gate) => gate.x < model.distance + 30).map((gate) => gate.id);
    expect(ids.length).toBeGreaterThan(2);
    doubleTap(model);
    const events = model.step(30 / model.speed);
    const gates = byType(events, 'gate');
    expect(gates.map((gate) => gate.id)).toEqual(ids);
    expect(gates.map((gate) => gate.combo)).toEqual(ids.map((_, index) => index + 1));
  });

  it('applies new values from the next moment, and reset replays the seed', () => {
    const model = new DashModel(defaults, 9);
    const firstGates = model.gates.map((gate) => gate.x);
    run(model, 1);
    model.update({ ...defaults, startSpeed: 12, window: 180 });
    expect(model.speed).toBeCloseTo(runSpeed(model.distance, 12, defaults.ramp));
    model.tap(5000);
    expect(model.tap(5000 + 200).map((event) => event.type)).toEqual(['dash']);
    run(model, 5);
    model.reset();
    expect([model.distance, model.time, model.score, model.combo, model.over, model.last]).toEqual([0, 0, 0, 0, false, null]);
    model.update(defaults);
    model.reset();
    expect(model.gates.map((gate) => gate.x)).toEqual(firstGates);
  });

  it('lets a player who phases each shut gate run on for a minute at default settings', () => {
    const model = new DashModel(defaults, 8);
    for (let gate = 0; model.time < 60; gate++) {
      expect(byType(phaseNextGate(model), 'gate')[0]?.combo).toBe(gate + 1);
    }
    expect(model.speed).toBeGreaterThan(defaults.startSpeed + 2);
  });

  describe('at the edges of every setting', () => {
    const corners: DoubleTapDashValues[] = [];
    for (let mask = 0; mask < 2 ** doubleTapDashParams.length; mask++) {
      corners.push(
        Object.fromEntries(doubleTapDashParams.map((spec, index) => [spec.key, mask & (1 << index) ? spec.max : spec.min])) as DoubleTapDashValues,
      );
    }

    it.each(corners)('stays bounded and plays a while before the first gate at %o', (values) => {
      const idle = new DashModel(values, 1);
      run(idle, 2);
      expect(idle.over).toBe(false);
      expect(idle.score).toBeGreaterThan(0);
      run(idle, 10);
      expect(idle.over).toBe(true);

      // A bot that phases each gate once it is half shut, and otherwise dashes.
      const model = new DashModel(values, 77);
      let lastGate = -1;
      run(model, 120, (m) => {
        const gate = upcoming(m);
        if (gate.id === lastGate || gateClosure(gate.closing) < 0.5) return;
        lastGate = gate.id;
        if (m.cooldownLeft === 0 && !m.phasing) doubleTap(m);
        else m.tap(ms(m));
      });
      for (const value of [model.distance, model.score, model.speed, model.time]) expect(Number.isFinite(value)).toBe(true);
      expect(model.speed).toBeLessThanOrEqual(rules.maxSpeed);
      expect(model.gates.length).toBeLessThan(rules.spawnAhead + rules.keepBehind);
      const xs = model.gates.map((gate) => gate.x);
      expect(xs).toEqual([...xs].sort((a, b) => a - b));
      expect(model.time).toBeGreaterThan(2);
    });
  });
});
