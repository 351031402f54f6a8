/**
 * The words a game shows its player at the moments every game has, written once for every template and
 * engine (issue 45): a prompt names the input the player has — touch words on a touch screen, keys (and the
 * mouse) with a keyboard. Each engine's shell carries the same strings (Unity MicroloopWords, Godot
 * microloop_play.gd, the canvas runtime), and a test holds them to this table.
 */

/** The player's hands: a finger on a touch screen, or a keyboard and mouse. */
export type Hands = 'touch' | 'keys';

/** A moment whose prompt depends on the player's hands. */
export type PromptMoment = 'start' | 'again';

export const prompts: Readonly<Record<PromptMoment, Readonly<Record<Hands, string>>>> = {
  /** The game waits for the player's first press (a sound that may only start on a gesture, a board to begin). */
  start: { touch: 'Tap to start', keys: 'Press Space or click to start' },
  /** A run ended by its rules: the next press starts a new one. */
  again: { touch: 'Tap to play again', keys: 'Press Space or click to play again' },
};

/** The veil over a paused game. */
export const pausedText = 'Paused';

/** The countdown after focus comes back, one line a second: "Resuming in 3…", 2, 1. */
export const resumingText = (seconds: number): string => `Resuming in ${seconds}…`;

/** The prompt for a moment, for the player's hands. */
export const prompt = (moment: PromptMoment, hands: Hands): string => prompts[moment][hands];
