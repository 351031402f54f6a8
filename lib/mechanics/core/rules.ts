/**
 * The rules layer of every JavaScript kit, as createModel returns it: the same shape in all six
 * games. Its members are plain functions over one live model, so they work unbound (`const { step } = rules;
 * step(1 / 60)`, a method handed to a Phaser scene's update); `state` is that model, for a renderer to read.
 */
/** What a game's model offers the rules layer. */
export type SteppedModel = {
  step(seconds: number): unknown;
  snapshot(): unknown;
  reset(): void;
  update(values: never): unknown;
};

export type Rules<Model extends SteppedModel> = {
  /** The model itself, live: what a renderer reads to draw (not a save: there is no restore). */
  readonly state: Model;
  /** Moves the rules on by `seconds` of play and returns the events of that moment. */
  step(seconds: number): ReturnType<Model['step']>;
  /**
   * A read-out of the score and what is on screen, for drawing or debugging (not a save: the random generator's
   * state is not in it, and there is no restore).
   */
  snapshot(): ReturnType<Model['snapshot']>;
  /** Back to the first moment of the run, with the same seed. */
  reset(): void;
  /** New settings: any subset, each clamped and snapped to its range; a missing one, or one given as undefined or null, keeps its value. */
  update(values: Parameters<Model['update']>[0] | null): void;
};

/** The common members of a model's rules, each bound to it; a game adds its input methods beside them. */
export function rulesOf<Model extends SteppedModel>(model: Model): Rules<Model> {
  return {
    state: model,
    step: (seconds) => model.step(seconds) as ReturnType<Model['step']>,
    snapshot: () => model.snapshot() as ReturnType<Model['snapshot']>,
    reset: () => model.reset(),
    // null is a left-out subset, as the game's update(null) is; the types take it too.
    update: (values) => void model.update((values ?? {}) as never),
  };
}
