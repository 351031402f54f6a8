/** Seconds counted down on return to the tab before a game plays on, so the player looks first. */
export const resumeCountdownSeconds = 3;

export { resumingText } from './player-words';

/**
 * The countdown a game runs on return to the tab: `onChange` after each second shown (draw, report),
 * `onDone` when it reaches zero (play on). `seconds` is what is left, or null when none runs.
 */
export function createResumeCountdown(onChange: () => void, onDone: () => void) {
  let seconds: number | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;

  function stop() {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    seconds = null;
  }

  function show(left: number) {
    seconds = left;
    onChange();
    timer = setTimeout(() => {
      timer = null;
      if (left > 1) {
        show(left - 1);
        return;
      }
      seconds = null;
      onDone();
    }, 1000);
  }

  return {
    get seconds() {
      return seconds;
    },
    start() {
      stop();
      show(resumeCountdownSeconds);
    },
    stop,
  };
}
