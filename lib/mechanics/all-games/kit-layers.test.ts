/**
 * @jest-environment node
 */
// The rules layer of every kit module, as a Phaser or server developer uses it: no DOM anywhere.
import * as bounceChain from '../bounce-chain/game';
import * as doubleTapDash from '../double-tap-dash/game';
import * as memoryTiles from '../memory-tiles/game';
import * as physicsDropper from '../physics-dropper/game';
import * as rhythmClacker from '../rhythm-clacker/game';
import * as timingWheel from '../timing-wheel/game';

const modules = { bounceChain, doubleTapDash, memoryTiles, physicsDropper, rhythmClacker, timingWheel };

describe('each game module exports the canvas game, the rules and their param spec', () => {
  it.each(Object.entries(modules))('%s', (_, module) => {
    expect(typeof module.createGame).toBe('function');
    expect(typeof module.createModel).toBe('function');
    expect(module.params.length).toBeGreaterThan(2);
    expect(typeof document).toBe('undefined');
  });
});

describe('createModel steps in Node and replays by seed', () => {
  it('PhysicsDropper: balls fall and score', () => {
    const run = () => {
      const model = physicsDropper.createModel({ speed: 10 }, 7);
      return Array.from({ length: 600 }, () => model.step(1 / 60)).flat().filter((event) => event.type === 'score').map((event) => event.bin);
    };
    expect(run().length).toBeGreaterThan(3);
    expect(run()).toEqual(run());
  });

  it('BounceChain: the ball bounces, steered', () => {
    const model = bounceChain.createModel({}, 3);
    model.steer(1);
    const events = Array.from({ length: 300 }, () => model.step(1 / 60)).flat();
    expect(events.some((event) => event.type === 'bounce')).toBe(true);
  });

  it('DoubleTapDash: the runner runs and a tap dashes', () => {
    const model = doubleTapDash.createModel({}, 3);
    model.step(0.5);
    expect(model.tap(500).length).toBeGreaterThan(0);
    expect(model.snapshot().distance).toBeGreaterThan(0);
  });

  it('TimingWheel: a press and release lands the wheel', () => {
    const model = timingWheel.createModel({}, 3);
    model.step(0.5);
    model.press();
    model.step(0.3);
    model.release();
    const events = Array.from({ length: 400 }, () => model.step(1 / 60)).flat();
    expect(events.some((event) => event.type === 'land')).toBe(true);
  });

  it('RhythmClacker: unplayed notes pass as Misses, a tap on a note is judged', () => {
    const model = rhythmClacker.createModel({ latency: 0 }, 3);
    const first = model.state.notes[0]?.time ?? 0;
    model.step(first - model.state.time);
    expect(model.tap(first)?.grade).toBe('Perfect');
    const misses = Array.from({ length: 600 }, () => model.step(1 / 60)).flat();
    expect(misses.every((judgement) => judgement.grade === 'Miss')).toBe(true);
    expect(misses.length).toBeGreaterThan(0);
  });

  it('MemoryTiles: the peek ends on the stepped clock, and the same seed deals the same board', () => {
    const rules = memoryTiles.createModel({ peek: 0.5 }, 11);
    expect(rules.begin()).toBe(true);
    expect(rules.step(0.4)).toEqual([]);
    expect(rules.step(0.2)).toEqual([{ type: 'peekOver' }]);
    expect(rules.flip(0).type).not.toBe('ignored');
    const symbols = (seed: number) => memoryTiles.createModel({}, seed).state.tiles.map((tile) => tile.symbol);
    expect(symbols(11)).toEqual(symbols(11));
  });
});

describe('createModel returns the same shape in all six (issue 46): state, step, snapshot, reset and update, each usable unbound', () => {
  it.each(Object.entries(modules))('%s', (_, module) => {
    const rules = module.createModel({}, 5);
    const { step, snapshot, reset, update } = rules;
    expect(typeof rules.state).toBe('object');
    update({});
    expect(() => step(1 / 60)).not.toThrow();
    expect(Array.isArray(step(1 / 60))).toBe(true);
    expect(typeof (snapshot() as { score: unknown }).score).toBe('number');
    reset();
    expect((snapshot() as { score: number }).score).toBe(0);
  });

  // The rules' reset() follows the game's rule (runSeed): a seed given to createModel replays on every reset, none draws
  // a new one per run, and a seed given to reset() deals from it; in all six, unbound.
  it.each(Object.entries(modules))('%s: reset() deals its new run from the seed the game would', (_, module) => {
    const seeded = module.createModel({}, 42);
    const seededReset = jest.spyOn(seeded.state as unknown as { reset(seed: number): void }, 'reset');
    const { reset } = seeded;
    reset();
    reset(7);
    reset(null);
    expect(seededReset.mock.calls).toEqual([[42], [7], [42]]);

    const unseeded = module.createModel({});
    const unseededReset = jest.spyOn(unseeded.state as unknown as { reset(seed: number): void }, 'reset');
    for (let run = 0; run < 6; run++) unseeded.reset();
    const seeds = unseededReset.mock.calls.map(([seed]) => seed);
    expect(seeds.every((seed) => Number.isInteger(seed) && seed >= 0)).toBe(true);
    expect(new Set(seeds).size).toBeGreaterThan(1);
  });

  it('and each game’s input works unbound too', () => {
    const { drop } = physicsDropper.createModel({}, 1);
    expect(drop(3.5)).toBe(true);
    const { tap } = doubleTapDash.createModel({}, 1);
    expect(Array.isArray(tap(0))).toBe(true);
    const { steer, nudge } = bounceChain.createModel({}, 1);
    steer(1);
    expect(typeof nudge()).toBe('boolean');
    const { press, release } = timingWheel.createModel({}, 1);
    expect(press()).toBe(true);
    expect(release()).toBe(true);
    const { tap: judge, advanceTo } = rhythmClacker.createModel({ latency: 0 }, 1);
    expect(advanceTo(-1)).toEqual([]);
    expect(judge()).not.toBeUndefined();
    const { begin, flip, nextBoard } = memoryTiles.createModel({}, 1);
    expect(begin()).toBe(true);
    expect(flip(0).type).toBe('ignored');
    expect(nextBoard()).toBe(false);
  });
});

describe('createModel(...).update takes any subset of the settings, clamped, and keeps the rest (W3)', () => {
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  // Review 4 M6: the game's update(null) compiles, so the rules' must too (tsc --noEmit checks these calls); the
  // runtime keeps every value. MemoryTiles' rules are typed in its own game.ts (left to its owner this round).
  it('update(null) is allowed by the types and keeps every value', () => {
    const settings = (rules: { state: unknown }) => {
      const state = rules.state as { values?: Record<string, number>; settings?: Record<string, number> };
      return JSON.stringify(state.values ?? state.settings);
    };
    const pd = physicsDropper.createModel({ speed: 10 }, 7);
    const bc = bounceChain.createModel({}, 7);
    const dtd = doubleTapDash.createModel({}, 7);
    const tw = timingWheel.createModel({}, 7);
    const rc = rhythmClacker.createModel({}, 7);
    const before = [pd, bc, dtd, tw, rc].map(settings);
    pd.update(null);
    bc.update(null);
    dtd.update(null);
    tw.update(null);
    rc.update(null);
    expect([pd, bc, dtd, tw, rc].map(settings)).toEqual(before);
    expect(before.every((text) => text.length > 2)).toBe(true);
    // MemoryTiles' rules are its own closure (no settings in its state): its board reads the same after update(null).
    const mt = memoryTiles.createModel({}, 7);
    const board = JSON.stringify(mt.snapshot());
    mt.update(null);
    expect(JSON.stringify(mt.snapshot())).toBe(board);
  });

  it('PhysicsDropper: update({ gravity: 12 }) keeps the clock running, balls still score', () => {
    const model = physicsDropper.createModel({ speed: 10 }, 7);
    model.update({ gravity: 12 });
    const scored = Array.from({ length: 300 }, () => model.step(1 / 60)).flat().filter((event) => event.type === 'score');
    expect(Number.isFinite(model.state.time)).toBe(true);
    expect(scored.length).toBeGreaterThan(0);
  });

  it.each(Object.entries(modules))('%s: one setting at its minimum, then far past its maximum, leaves the others as they were', (_, module) => {
    const model = module.createModel({}, 5) as unknown as { update(values: Record<string, number>): unknown; step(seconds: number): unknown };
    const [first, second] = module.params;
    if (!first || !second) throw new Error('two params');
    const settingsOf = (target: unknown) => {
      const state = (target as { state?: unknown }).state ?? target;
      return (state as { values?: Record<string, number>; settings?: Record<string, number> }).values ?? (state as { settings: Record<string, number> }).settings;
    };
    model.update({ [first.key]: first.min });
    expect(settingsOf(model)).toMatchObject({ [first.key]: first.min, [second.key]: second.defaultValue });
    model.update({ [second.key]: second.max * 10 });
    expect(settingsOf(model)).toMatchObject({ [first.key]: first.min, [second.key]: second.max });
    expect(() => model.step(0.5)).not.toThrow();
  });

  it.each(Object.entries(modules))('%s: a setting given as undefined keeps its value (N4: a React prop left unset retunes nothing)', (_, module) => {
    const model = module.createModel({}, 5) as unknown as { update(values: Record<string, number | undefined>): unknown };
    const settingsOf = (target: unknown) => {
      const state = (target as { state: { values?: Record<string, number>; settings?: Record<string, number> } }).state;
      return state.values ?? state.settings;
    };
    for (const spec of module.params) {
      model.update({ [spec.key]: spec.max });
      model.update({ [spec.key]: undefined });
      expect({ [spec.key]: settingsOf(model)?.[spec.key] }).toEqual({ [spec.key]: spec.max });
    }
  });
});

describe('createModel reads null as left out, as update() does (review 2 of 2026-11-29, K10)', () => {
  afterEach(() => jest.restoreAllMocks());

  it.each(Object.entries(modules))('%s: a setting given as null plays its default, no warning; a null seed is a random one, not seed 0', (_, module) => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const create = module.createModel as (values?: unknown, seed?: unknown) => { state: unknown; snapshot(): unknown; step(seconds: number): unknown };
    const settingsOf = (rules: { state: unknown }) => {
      const state = rules.state as { values?: Record<string, number>; settings?: Record<string, number> };
      return state.values ?? state.settings;
    };
    const nulls = Object.fromEntries(module.params.map((spec) => [spec.key, null]));
    expect(settingsOf(create(nulls, 5))).toEqual(settingsOf(create({}, 5)));
    expect(warn).not.toHaveBeenCalled();
    // Math.random picks the seed of a model given none: a null seed must take it as a left-out one does.
    jest.spyOn(Math, 'random').mockReturnValue(0.5);
    const played = (seed: unknown) => {
      const rules = create({}, seed);
      rules.step(3);
      return JSON.stringify(rules.snapshot());
    };
    expect(played(null)).toBe(played(undefined));
    expect(played(undefined)).toBe(played(2 ** 31));
  });

  it('DoubleTapDash: a tap with no time is a tap now on the rules\' play clock, as the other games\' inputs default to now, so two taps a frame apart phase (review 9, J10: they dashed twice)', () => {
    const kinds = (time: (rules: ReturnType<typeof doubleTapDash.createModel>) => number | null | undefined) => {
      const rules = doubleTapDash.createModel({}, 1);
      rules.step(1);
      const first = rules.tap(time(rules)).map((event) => event.type);
      rules.step(0.1);
      return [...first, ...rules.tap(time(rules)).map((event) => event.type)];
    };
    expect(kinds(() => undefined)).toEqual(['dash', 'phase']);
    expect(kinds(() => null)).toEqual(['dash', 'phase']);
    // The same as the play time given in ms, as the game's own loop gives it.
    expect(kinds((rules) => rules.state.time * 1000)).toEqual(['dash', 'phase']);
    // The model class the kit exports takes it the same way.
    const model = doubleTapDash.createModel({}, 1).state;
    model.step(1);
    expect([...model.tap(), ...(model.step(0.1), model.tap(null))].map((event) => event.type)).toEqual(['dash', 'phase']);
  });

  it('the inputs: a null position, time or seed is a left-out one, and the types take null where the code does (review 8, J6: `tap(null)` did not compile)', () => {
    // Called as a host's TypeScript calls them, null typed in: a type that refuses null fails `tsc --noEmit`.
    const dropAt = (x: number | null | undefined) => {
      const rules = physicsDropper.createModel({}, 1);
      rules.drop(x);
      return JSON.stringify(rules.snapshot());
    };
    expect(dropAt(null)).toBe(dropAt(undefined));
    const judged = (at: number | null | undefined) => {
      const rules = rhythmClacker.createModel({ latency: 0 }, 1);
      const first = rules.state.notes[0]?.time ?? 0;
      rules.step(first - rules.state.time);
      return rules.tap(at);
    };
    expect(judged(null)).toEqual(judged(undefined));
    // The model class the kit exports too (RhythmModel.tap): null is now, not song time 0.
    const byModel = (at: number | null | undefined) => {
      const rules = rhythmClacker.createModel({ latency: 0 }, 1);
      rules.step(2);
      return rules.state.tap(at);
    };
    expect(byModel(null)).toEqual(byModel(undefined));
    const wheel = (after: number | null | undefined) => {
      const rules = timingWheel.createModel({}, 1);
      rules.step(0.5);
      rules.press(after);
      rules.step(0.3);
      rules.release(after);
      rules.step(3);
      return JSON.stringify(rules.snapshot());
    };
    expect(wheel(null)).toBe(wheel(undefined));
    const dealt = (seed: number | null | undefined) => {
      const rules = memoryTiles.createModel({}, 11);
      rules.reset(seed);
      return rules.state.tiles.map((tile) => tile.symbol).join();
    };
    expect(dealt(null)).toBe(dealt(undefined));
  });

  it.each(Object.entries(modules))('%s: the model class (`state`, and the class the kit exports) reads null as left out where its rules do: reset(null) replays its seed, update(null) keeps every value (review 11, J16)', (_, module) => {
    // Typed as a host's TypeScript calls them: a class whose types refuse null fails `tsc --noEmit`.
    type Model = { reset(seed?: number | null): void; update(values: null): unknown };
    const played = (seed: number | null | undefined, values: null | undefined) => {
      const rules = module.createModel({}, 9) as unknown as { state: Model; step(seconds: number): unknown; snapshot(): unknown };
      for (let frame = 0; frame < 90; frame++) rules.step(1 / 60);
      rules.state.reset(seed);
      if (values === null) rules.state.update(values);
      for (let frame = 0; frame < 90; frame++) rules.step(1 / 60);
      return JSON.stringify(rules.snapshot());
    };
    expect(played(null, null)).toBe(played(undefined, undefined));
  });

  it('PhysicsDropper: the model class drops a ball given null near the middle, as left out and as the rules do (review 11, J16: at the left wall)', () => {
    const at = (x: number | null | undefined) => {
      const rules = physicsDropper.createModel({}, 3);
      rules.state.drop(x);
      return rules.state.balls.at(-1)?.x ?? Number.NaN;
    };
    expect(at(null)).toBe(at(undefined));
    expect(Math.abs(at(null) - 3.5)).toBeLessThanOrEqual(0.7);
  });

  it('RhythmClacker: a beat map given as null is the built-in one', () => {
    expect(() => rhythmClacker.createModel({}, 1, null as unknown as undefined)).not.toThrow();
    expect(rhythmClacker.createModel({}, 1, null as unknown as undefined).state.notes).toEqual(rhythmClacker.createModel({}, 1).state.notes);
  });
});

describe('a step with nothing to say makes no new list (review 2 of 2026-11-29, K9: the rules allocated 3–7 KB a frame)', () => {
  it.each(Object.entries(modules).filter(([name]) => name !== 'memoryTiles'))('%s', (_, module) => {
    const rules = module.createModel({}, 5) as unknown as { step(seconds: number): unknown[] };
    const quiet: unknown[][] = [];
    for (let frame = 0; frame < 600 && quiet.length < 2; frame++) {
      const events = rules.step(1 / 240);
      if (events.length === 0) quiet.push(events);
    }
    expect(quiet).toHaveLength(2);
    expect(quiet[1]).toBe(quiet[0]);
    expect(Object.isFrozen(quiet[0])).toBe(true);
  });
});
