import type { ParamSpec, Settings } from './params';

/** What a running game tells its host page; every callback is optional. */
export type GameEvents = {
  /** A short sentence for a polite live region: the game's state and its numbers (the score, and what the game counts). */
  onStatus?: ((text: string) => void) | null | undefined;
  /** The score changed: the new total (0 on a new run, when it was not 0). */
  onScore?: ((score: number) => void) | null | undefined;
  /**
   * A run ended by its rules, once, after its last onScore. The game waits: start(), or a press on it, begins the
   * next from its first moment. A restart (reset()) never calls it. Never called in a game no rule ends
   * (PhysicsDropper's board, MemoryTiles' boards: its onClear tells each cleared board).
   */
  onEnd?: ((summary: { score: number; text: string }) => void) | null | undefined;
  /** A running game stopped without ending (pause(), the page hidden, or the window without focus), pause() between runs (after a run ended, or before the first start), or a run asked for (start(), autoStart) while the page is hidden or the window without focus: it waits for the player. */
  onPause?: (() => void) | null | undefined;
  /** A paused game runs again: start() after a pause (after a pause between runs, back to the run's end or to ready, the run a press away; after a reset() under the pause, the new run plays), or the countdown's end after the page came back (shown and focused). */
  onResume?: (() => void) | null | undefined;
};

export type GameOptions = GameEvents & {
  /** Seeds the game's random numbers: every run replays it (the first, and each new one after reset(), R or a run's end). Left out, each new run draws its own. */
  seed?: number | null | undefined;
  /** Follows `prefers-reduced-motion` when left out. */
  reducedMotion?: boolean | null | undefined;
  /** Starts playing at once instead of waiting for start() or the player's first press on the game (while the page is hidden or its window without focus, the run waits for the player: "Paused", then the countdown once they are back; a game made in a frame takes the player to be there until the frame loses the focus, and its start() after that plays at once: the page around the frame can tell where the player is, the frame cannot; focus() gives it the keys). */
  autoStart?: boolean | null | undefined;
};

export type GameHandle<K extends string = string> = {
  /**
   * Starts play, or plays on after pause() (onResume). After a pause() before the first start it calls onResume and
   * the game waits again: a press or a second start() begins the run. While the player is away (the tab hidden, the
   * window out of focus) play goes on after the countdown once they are back. Does nothing after destroy().
   */
  start(): void;
  /**
   * Stops a running game and calls onPause; no input acts until start(), which plays on. Before the first start it
   * holds the game the same way: onPause fires, "Paused" shows, and no press starts a run until start().
   */
  pause(): void;
  /**
   * Gives the game the keyboard focus (its canvas, or MemoryTiles' first tile), without scrolling the page. In a frame
   * (an embed on a portal's page) the keys go where the page's focus is; the frame cannot tell the portal's text field
   * from its ad, so it never takes the focus itself: call it when the player is back on the game (after your ad).
   */
  focus(): void;
  /**
   * Back to the first moment of a new run, waiting in ready as before the first start (a press on the game or start()
   * begins it). Under a pause (the host's pause(), a hidden tab) the game stays paused, "Paused · Ready · …" with no
   * press starting it, and what ends the pause (start(), the countdown back) calls onResume and plays the new run: so
   * reset() then start() is a restart, paused or not, as the R key on the focused game is while a run plays or after
   * it ended. onScore(0) when the score was not 0; never onEnd or onPause. Does nothing after destroy().
   */
  reset(): void;
  /** New parameter values (any subset; each clamped to its range and put on its step; a key given as undefined, null or no number keeps its value, and null for the whole argument changes nothing), applied from the next moment of play. */
  update(values: Settings<K> | null): void;
  /**
   * Removes every listener, timer and frame request, and gives back what the game borrowed: the host's element as it
   * was (its attributes and styles; a size you set on it while the game played is yours and stays, while a canvas
   * game's `touch-action` is the game's until then, as its `createGame` doc says), and the page's
   * audio session type (RhythmClacker); nothing fires after it.
   */
  destroy(): void;
};

/**
 * The two members 3.0.2 typed on every game's handle, which a game without sound never has (each always undefined):
 * kept in its type, deprecated, so code written against 3.0.2 (`game.setMuted?.(true)`) still compiles until the next major release.
 */
export type SoundlessMembers = {
  /** @deprecated This game makes no sound: always undefined. It leaves this game's type in the next major release. */
  setMuted?(muted: boolean): void;
  /** @deprecated This game has no calibration: always undefined. It leaves this game's type in the next major release. */
  calibrate?(): Promise<number>;
};

/** A game with sound (Mechanic.audio) and a calibration (Mechanic.calibration): the site's own pages drive any game through it. */
export type SoundGameHandle<K extends string = string> = GameHandle<K> & {
  /** Silences or restores the game's sound; play goes on in time either way. */
  setMuted?(muted: boolean): void;
  /** Runs a tap-along round, applies the measured offset and resolves with the value it applied, in ms. */
  calibrate?(): Promise<number>;
};

export type CreateGame<K extends string = string, S extends HTMLElement = HTMLElement> = (
  surface: S,
  /** Any subset of the values: each is clamped and snapped to its range, a missing one takes its default. */
  values?: Settings<K> | null,
  options?: GameOptions,
) => SoundGameHandle<K>;

/** A game's own event, as the kit README lists it; its exact type is in the kit's .d.ts. */
export type KitEvent = { readonly name: string; readonly payload: string; readonly when: string };

export type KitGuide = {
  readonly events: readonly KitEvent[];
  /** Markdown: how to change the game beyond its settings (a beat map, the wheel). */
  readonly customise: string;
  /** createModel's parameters as its game.ts declares them, when more than `values, seed`. */
  readonly modelArguments?: string;
};

/**
 * A mechanic as the site sees it: plain data (a server component can hand it to a client one).
 * The game's code is loaded apart, by slug (lib/mechanics/games.ts), on demand.
 */
export type Mechanic<P extends readonly ParamSpec[] = readonly ParamSpec[]> = {
  readonly slug: string;
  readonly name: string;
  readonly params: P;
  /** A canvas the game draws on, or an element the game fills with real buttons. */
  readonly surface: 'canvas' | 'dom';
  /** How to play, one sentence for people (keyboard, pointer, touch). */
  readonly howToPlay: string;
  /** The game makes sound: hosts show a Mute toggle (sound starts only after a user gesture). */
  readonly audio?: boolean;
  /** For kits that ship the game's code (JavaScript templates): what their README tells a developer. */
  readonly kitGuide?: KitGuide;
  /** The game can measure input latency into this parameter: hosts show a Calibrate button. */
  readonly calibration?: { readonly param: P[number]['key'] };
};
