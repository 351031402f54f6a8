/**
 * The game contract: what a template's game does around its rules, the same in every engine.
 * Golden traces (core/golden.ts) hold the engine ports' *models* to the TypeScript model; the
 * contract holds their *games* (input, lifecycle, events) to the TypeScript game, one level up.
 *
 * Per template, `lib/mechanics/<slug>/contract.ts` exports a GameContract (actions and what triggers
 * them in each engine, the lifecycle, the public API) and its Scenarios. `scripts/record-scenarios.ts`
 * plays every scenario on the TypeScript game (jsdom, recorded canvas, scripted clock) and writes
 * `lib/mechanics/<slug>/scenarios/expected.json` (ExpectedScenarios). Each engine's harness replays
 * that file: the Unity harness under mono in every input setup, the Godot kits in Godot 4.6's web
 * runtime (as the main project and inside the host fixture), the JavaScript kit in Chromium as a user
 * imports it. Each prints its own event stream in the same shape and `compareScenario` names the
 * first event that differs.
 */

export type ContractEngine = 'js' | 'unity' | 'godot';
export const contractEngines: readonly ContractEngine[] = ['js', 'unity', 'godot'];

/** A point on the game's view, as fractions of its width and height from the top left (0..1). */
export type ViewPoint = { readonly x: number; readonly y: number };

/**
 * What a player physically does to trigger an action. Keys are named as KeyboardEvent.key spells them
 * (' ', 'Enter', 'ArrowLeft', 'r'); each engine maps them to its own (Unity KeyCode, Godot keycode).
 */
export type Trigger = {
  /** The engines this trigger exists in (default: all three). A JavaScript kit has no HUD buttons: its page does. */
  readonly engines?: readonly ContractEngine[];
} & (
  /**
   * `on`: the key acts on that thing only (MemoryTiles' focused tile), said once after a run of keys with the same `on`.
   * `when` (a key or a tap): it acts only then ("once a run has ended"), said once after a run of triggers with the same `when`.
   */
  | { readonly kind: 'key'; readonly key: string; readonly hold?: boolean; readonly on?: string; readonly when?: string }
  /**
   * A press anywhere on the game (mouse button 0 or a finger): pressed and released. `within`: it counts
   * as this action only when released within that many seconds (BounceChain's nudge; a longer press steers).
   */
  | { readonly kind: 'tap'; readonly pointer: 'mouse' | 'touch'; readonly within?: number; readonly when?: string }
  /** A press kept down; the action lasts while it is held. */
  | { readonly kind: 'hold'; readonly pointer: 'mouse' | 'touch' }
  /** A press kept down on one half of the view (steering by halves). */
  | { readonly kind: 'hold-half'; readonly pointer: 'mouse' | 'touch'; readonly half: 'left' | 'right' }
  /** A press on a particular thing the game draws (a tile): the scenario says which. */
  | { readonly kind: 'press-on'; readonly pointer: 'mouse' | 'touch'; readonly target: string }
  /** A second finger that lands while the first is still down: counts as its own tap. */
  | { readonly kind: 'second-finger' }
  /**
   * A button the game draws in its HUD (Restart, Calibrate; Unity and Godot: top right, at least 48 dp):
   * clicked or touched, and the press is consumed. JavaScript: the button of that label the kit's page has.
   */
  | { readonly kind: 'hud-button'; readonly label: string; readonly pointer: 'mouse' | 'touch' }
  /** A call of the public API, as each engine spells it (see the action's `api`). */
  | { readonly kind: 'api' }
);

export type ContractAction = {
  /** Stable id, used by scenarios and docs: 'drop', 'restart', 'calibrate', 'steer-left', 'nudge'. */
  readonly id: string;
  /** One sentence for people: what the action does. */
  readonly meaning: string;
  /** The meaning in an engine's own words, where that engine's game does more or less (as ContractEvent's `says`). */
  readonly says?: Partial<Readonly<Record<ContractEngine, string>>>;
  /** Every trigger, in every engine unless `engines` narrows it (it should not: every action has touch). */
  readonly triggers: readonly Trigger[];
  /** The public call that does the same, per engine (JS `reset()` then `start()`, Unity `Restart()`, Godot `restart()`). */
  readonly api?: Readonly<Partial<Record<ContractEngine, string>>>;
};

/** An event as every engine reports it, by its canonical name (see `ContractEvent.engines` for each engine's own name). */
export type ContractEvent = {
  /** Canonical name: 'score', 'ended', 'paused', 'resumed', or the game's own ('landed', 'judged', ...). */
  readonly name: string;
  /** The fields compared across engines, in order: e.g. ['score'], ['bin', 'points'], ['grade']. */
  readonly fields: readonly string[];
  readonly meaning: string;
  /** The meaning in an engine's own words, where its API differs (Unity's Resume(), Godot's `paused`). */
  readonly says?: Partial<Readonly<Record<ContractEngine, string>>>;
  /** The engine's own member that carries it: JS `onScore`, Unity `ScoreChanged`, Godot `score_changed`. */
  readonly engines: Readonly<Record<ContractEngine, string>>;
};

/** What one lifecycle moment does: which events fire, in which order, and anything else a user sees. */
export type LifecycleRule = {
  readonly moment:
    | 'start'
    | 'pause'
    | 'focus-out'
    | 'focus-in'
    | 'host-pause'
    | 'host-ui'
    | 'resume-press'
    | 'restart'
    | 'end'
    | 'update'
    | 'destroy'
    | 'disable'
    | 'unload'
    | 'input'
    | 'frame-rate'
    | 'calibrate';
  /** Canonical events fired, in order ([] for none). */
  readonly fires: readonly string[];
  /** One or two sentences: what the player sees and what the game does. */
  readonly rule: string;
  /** The scenarios (by name) that prove this rule in every engine it is stated for. */
  readonly provedBy: readonly string[];
  /** The engines the rule is stated for (default: all three); e.g. Unity's OnDisable is Unity's alone. */
  readonly engines?: readonly ContractEngine[];
  /** The rule as each engine's API reference says it, naming that engine's members (read by the API pages and READMEs). */
  readonly says?: Readonly<Partial<Record<ContractEngine, string>>>;
};

export type GameContract = {
  readonly slug: string;
  readonly actions: readonly ContractAction[];
  readonly events: readonly ContractEvent[];
  readonly lifecycle: readonly LifecycleRule[];
  /** What the game keeps per device across runs and relaunches (RhythmClacker: the calibrated latency). */
  readonly persists: readonly { readonly what: string; readonly where: Readonly<Record<ContractEngine, string>> }[];
  /** What a gamepad does, where the JavaScript game reads one (DoubleTapDash): lines of the kit README's Controls. */
  readonly jsPad?: readonly string[];
};

/**
 * One scripted step of a scenario, applied at the start of frame `frame` (before the frame's step).
 * Pointer positions are ViewPoints; a finger is numbered from 0.
 */
export type ScenarioStep = { readonly frame: number } & (
  | { readonly do: 'key-down' | 'key-up'; readonly key: string }
  | { readonly do: 'mouse-down' | 'mouse-up'; readonly at: ViewPoint }
  | { readonly do: 'touch-down' | 'touch-up'; readonly finger: number; readonly at: ViewPoint }
  /** Press and release on a named thing the game draws (MemoryTiles: 'tile:3'). */
  | { readonly do: 'press-on'; readonly pointer: 'mouse' | 'touch'; readonly target: string }
  | { readonly do: 'focus-out' | 'focus-in' }
  /**
   * The host's own pause, as each engine's host makes it: Unity `Time.timeScale = 0` (then back to what it
   * was), Godot `get_tree().paused = true` with the game's process_mode left to inherit (then false),
   * JavaScript the host's `pause()` (then `start()`). The game fires paused once, and resumed the moment the
   * host resumes (no countdown: the host chose the moment); in between no input acts, no event fires and no
   * clock advances; what was held when it began is let go without acting, as on a focus loss.
   */
  | { readonly do: 'host-pause' | 'host-resume' }
  /**
   * A press and release on the host's own UI where it lies over the game at `at` (a pause or shop button):
   * Unity a uGUI element the EventSystem finds under the pointer, Godot a Button over the game, the web an
   * element over the canvas. The host's UI takes it: the game does nothing.
   */
  | { readonly do: 'host-press'; readonly pointer: 'mouse' | 'touch'; readonly at: ViewPoint }
  /**
   * The host's text field takes the keyboard focus (focus) or gives it back to the game (blur): Unity a
   * focused uGUI InputField, Godot a focused LineEdit, the web a focused `<input>`. Keys pressed while it has
   * the focus are typed into it and do nothing in the game.
   */
  | { readonly do: 'host-field-focus' | 'host-field-blur' }
  /** The public API, as a host calls it. */
  | { readonly do: 'start' | 'pause' | 'restart' | 'destroy' | 'recreate' | 'calibrate' }
  /**
   * Unity OnDisable / a scene unload, Godot _exit_tree: the game goes away without being told to end.
   * The JavaScript recorder plays it as destroy() (the moment JavaScript has), which fires nothing either.
   */
  | { readonly do: 'disable' | 'unload' }
  /** `update` with any subset of the settings (by the spec's keys; each engine spells them its own way). */
  | { readonly do: 'update'; readonly settings: Readonly<Record<string, number>> }
  /**
   * Reads a named state the contract defines and records it as a `probe` event `{ read, value }`:
   * 'paused' (boolean: the game shows “Paused”, not the countdown), 'steer' (BounceChain: -1, 0 or 1),
   * 'tiles' (MemoryTiles: tiles on the board, every one pickable), 'latency' (RhythmClacker: the Input
   * Latency in ms the game judges with), 'judged' (RhythmClacker: notes judged so far), 'balls' (PhysicsDropper: balls in play).
   */
  | { readonly do: 'probe'; readonly read: string }
);

export type Scenario = {
  /** Unique within the template, kebab-case: 'touch-only-restart', 'focus-lost-mid-run'. */
  readonly name: string;
  /** One sentence: what it proves. */
  readonly proves: string;
  readonly seed: number;
  /** Settings by the spec's keys; missing ones take their defaults. */
  readonly settings?: Readonly<Record<string, number>>;
  /** Frames per second the engine is driven at (each frame steps 1/fps seconds). */
  readonly fps: number;
  readonly frames: number;
  readonly script: readonly ScenarioStep[];
  /** Engines it applies to (default: all three); a host-only scenario names one. */
  readonly engines?: readonly ContractEngine[];
  /**
   * The host the engine plays it in, when not the kit as shipped (a Godot project owning the kit's type
   * names, a canvas handed over inside display:none): the script and stream are an ordinary scenario's.
   */
  readonly host?: string;
};

/** One event of a recorded stream: the canonical name and its fields; `frame` is reported, not compared. */
export type ScenarioEvent = { readonly frame: number; readonly event: string } & Readonly<Record<string, number | string | boolean | null>>;

export type ExpectedScenario = Scenario & { readonly expect: readonly ScenarioEvent[] };
export type ExpectedScenarios = { readonly slug: string; readonly scenarios: readonly ExpectedScenario[] };

export type ScenarioMismatch = { readonly scenario: string; readonly index: number; readonly expected: ScenarioEvent | null; readonly actual: ScenarioEvent | null };

const comparable = (event: ScenarioEvent) => {
  const fields: Record<string, unknown> = { ...event };
  delete fields.frame;
  return JSON.stringify(Object.keys(fields).sort().map((key) => [key, fields[key]]));
};

/** The first event where `actual` differs from `expected` (frames are not compared), or null. */
export function compareScenario(name: string, expected: readonly ScenarioEvent[], actual: readonly ScenarioEvent[]): ScenarioMismatch | null {
  const length = Math.max(expected.length, actual.length);
  for (let index = 0; index < length; index++) {
    const want = expected[index];
    const got = actual[index];
    if (!want || !got || comparable(want) !== comparable(got)) return { scenario: name, index, expected: want ?? null, actual: got ?? null };
  }
  return null;
}

/** A one-line failure: the scenario, the index, and both events. */
export function describeMismatch(engine: string, slug: string, mismatch: ScenarioMismatch): string {
  const show = (event: ScenarioEvent | null) => (event ? JSON.stringify(event) : 'nothing');
  return `${engine} ${slug} scenario "${mismatch.scenario}": event ${mismatch.index} expected ${show(mismatch.expected)}, got ${show(mismatch.actual)}`;
}
