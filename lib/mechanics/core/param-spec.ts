// The shape of a setting: params.ts declares and derives from it, values.ts reads and writes it.

/**
 * A mechanic's tunable parameters, declared once: everything that shows, stores or exports a setting reads it
 * from here.
 */
export type ParamSpec<K extends string = string> = {
  /** The setting's key in `values`, `update()` and `config.json` (`{ gravity: 12 }`). */
  readonly key: K;
  /** The visible name; export names are derived from it (`Simulation Speed` → `simulationSpeed`, `simulation_speed`). */
  readonly label: string;
  readonly min: number;
  readonly max: number;
  readonly step: number;
  /** Shown after the value; '' when the setting has no unit, '×' for a multiplier. */
  readonly unit: string;
  readonly defaultValue: number;
  /** Whole numbers only: an int in C# and GDScript. */
  readonly integer: boolean;
  /** A sentence or two of what the value does in the game: the slider hint, the docs, [Tooltip] and `##`. */
  readonly meaning: string;
  /**
   * A setting of the player's device, not of the game's tuning (RhythmClacker's latency): the kit's page gives it
   * only when its preset sets it off the default, so what the player calibrated on the device plays there.
   */
  readonly device?: true;
};

export type Values<K extends string = string> = Readonly<Record<K, number>>;

export type KeyOf<P extends readonly ParamSpec[]> = P[number]['key'];
