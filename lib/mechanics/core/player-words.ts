/**
 * The words a game shows its player at the moments every game has, written once for every template and
 * engine: a prompt names the input the player has — touch words on a touch screen, keys (and the
 * mouse) with a keyboard. Each engine's shell carries the same strings (Unity MicroloopWords, Godot
 * microloop_play.gd, the canvas runtime), and a test holds them to this table.
 */

/** The hands every engine's shell has words for: a finger on a touch screen, or a keyboard and mouse. */
export type ScreenHands = 'touch' | 'keys';
/**
 * The player's hands: a finger, a keyboard and mouse, or a gamepad (the JavaScript games that read a pad:
 * DoubleTapDash, whose A, B, X and Y buttons tap). The last input's kind picks the words (a pad
 * player reads the pad's words, not the keyboard's).
 */
export type Hands = ScreenHands | 'pad';

/** A moment every game has, whose prompt depends on the player's hands (each engine's shell carries these). */
export type ShellMoment = 'start' | 'again';
/**
 * A moment of one game's own whose words name an input (DoubleTapDash's controls, BounceChain's steering,
 * RhythmClacker's calibration and stray press): each in the words of the hands the player uses.
 */
export type GameMoment = 'dash-controls' | 'steer-controls' | 'calibrating' | 'calibration-short' | 'stray';
/** A moment whose prompt depends on the player's hands. */
export type PromptMoment = ShellMoment | GameMoment;

export const prompts: Readonly<Record<ShellMoment, Readonly<Record<ScreenHands, string>>>> = {
  /** The game waits for the player's first press (a sound that may only start on a gesture, a board to begin). */
  start: { touch: 'Tap to start', keys: 'Press Space or click to start' },
  /** A run ended by its rules: the next press starts a new one. */
  again: { touch: 'Tap to play again', keys: 'Press Space or click to play again' },
};

/** The canvas games' own prompts, one place for each game's words (a game draws no input's name of its own). */
export const gamePrompts: Readonly<Record<GameMoment, Readonly<Record<ScreenHands, string>>>> = {
  /** DoubleTapDash before the run's first press. */
  'dash-controls': { touch: 'Tap: dash · double tap: phase', keys: 'Space: dash · Space twice: phase' },
  /** BounceChain before the run's first press. */
  'steer-controls': { touch: 'Hold a side to steer · tap to nudge', keys: 'Hold ← → to steer · Space nudges' },
  /** RhythmClacker's calibration round. */
  calibrating: { touch: 'Calibrating: tap along with the clicks', keys: 'Calibrating: press Space or click along with the clicks' },
  /** RhythmClacker's calibration round with too few presses to read a latency from (the Godot kit's words). */
  'calibration-short': { touch: 'Calibration needs 3 taps: latency unchanged', keys: 'Calibration needs 3 presses or clicks: latency unchanged' },
  /** RhythmClacker's judgement of a press near no note (the Godot kit's words). */
  stray: { touch: 'stray tap', keys: 'stray press' },
};

/**
 * A gamepad player's words (the standard mapping's face buttons, A as the .d.ts names them), for the moments of
 * the games that read a pad; a moment of a game with no pad has none, and keeps the keys' words.
 */
export const padPrompts: Readonly<Partial<Record<PromptMoment, string>>> = {
  start: 'Press A to start',
  again: 'Press A to play again',
  'dash-controls': 'A: dash · A twice: phase',
};

/** The veil over a paused game. */
export const pausedText = 'Paused';

/** The countdown after focus comes back, one line a second: "Resuming in 3…", 2, 1. */
export const resumingText = (seconds: number): string => `Resuming in ${seconds}…`;

/** The prompt for a moment, for the player's hands. */
export const prompt = (moment: PromptMoment, hands: Hands): string =>
  (hands === 'pad' ? padPrompts[moment] : undefined) ??
  (moment in prompts ? prompts[moment as ShellMoment] : gamePrompts[moment as GameMoment])[hands === 'pad' ? 'keys' : hands];

/** A moment's prompt in the words of every hands that have them (touch, keys, then a pad's where it has its own). */
export const everyPrompt = (moment: PromptMoment): readonly string[] => {
  const all = (['touch', 'keys', 'pad'] as const).map((hands) => prompt(moment, hands));
  return all.filter((words, index) => all.indexOf(words) === index);
};
