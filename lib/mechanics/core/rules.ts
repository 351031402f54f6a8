import { randomSeed } from './kit-values';
import { runSeed, type GameSetup } from './game-shell';
/** What a game's model offers the rules layer. */
export type SteppedModel = {
  step(seconds: number): unknown;
  snapshot(): unknown;
  reset(seed: number): void;
  update(values: never): unknown;
};

/**
 * The rules layer of every JavaScript kit, as createModel returns it: the same members in all six games (MemoryTiles'
 * types its own, its model stepped through them rather than by a step() of its own). Its members are plain functions over one live model, so they work unbound (`const { step } = rules;
 * step(1 / 60)`, a method handed to a Phaser scene's update); `state` is that model, for a renderer to read.
 */
export type Rules<Model extends SteppedModel> = {
  /** The model itself, live: what a renderer reads to draw (not a save: there is no restore). */
  readonly state: Model;
  /** Moves the rules on by `seconds` of play and returns the events of that moment. */
  readonly step: (seconds: number) => ReturnType<Model['step']>;
  /**
   * A read-out of the score and the numbers a HUD shows, for a HUD or debugging (draw the field from `state`; not a
   * save: the random generator's state is not in it, and there is no restore).
   */
  readonly snapshot: () => ReturnType<Model['snapshot']>;
  /**
   * Back to the first moment of a new run, as the game's reset() is: dealt from `seed` when given, else from the seed
   * createModel was given (the same run again), else from a new random one.
   */
  readonly reset: (seed?: number | null) => void;
  /** New settings: any subset, each number clamped and snapped to its range; a missing one, one given as undefined or null, or one that is no number (with a warning) keeps its value. */
  readonly update: (values: Parameters<Model['update']>[0] | null) => void;
};

/** The common members of a model's rules, each bound to it; a game adds its input methods beside them. */
export function rulesOf<Model extends SteppedModel>(model: Model, setup: RulesSeed): Rules<Model> {
  return {
    state: model,
    step: (seconds) => model.step(seconds) as ReturnType<Model['step']>,
    snapshot: () => model.snapshot() as ReturnType<Model['snapshot']>,
    reset: (seed) => model.reset(nextRunSeed(setup, seed)),
    // null is a left-out subset, as the game's update(null) is; the types take it too.
    update: (values) => void model.update((values ?? {}) as never),
  };
}

/** The seed createModel was given, as the game's setup holds it (seedGiven false: each reset draws a new one). */
export type RulesSeed = Pick<GameSetup, 'seed' | 'seedGiven'>;

/** What createModel reads of its seed argument: a given one replays; none draws one now and a new one per reset. */
export function rulesSeed(seed: number | null | undefined): RulesSeed {
  const seedGiven = seed !== undefined && seed !== null;
  return { seed: seedGiven ? seed : randomSeed(), seedGiven };
}

/** The seed of the rules' next run: the one reset() was given, else the game's rule (runSeed). */
export function nextRunSeed(setup: RulesSeed, seed?: number | null): number {
  return seed !== undefined && seed !== null && Number.isFinite(seed) ? seed >>> 0 : runSeed(setup);
}
