/**
 * BounceChain's contract scenarios: scripted sessions every engine replays. scripts/record-scenarios.mjs plays
 * them on the TypeScript game and writes ./scenarios/expected.json with the events each fired.
 */
import type { Scenario } from '../core/contract';
import { leftHalf, rightHalf, script, standardSet } from '../core/scenario-parts';
import { bounceChainParams } from './params';

const seed = 3;

export const scenarios: Scenario[] = [
  ...standardSet({
    seed,
    play: [20, 60, 100, 140],
    playFrames: 200,
    ranges: bounceChainParams.map((param) => [param.key, param.min, param.max] as const),
    partials: [{ gravity: 30 }, { steer: 99, restitution: 0 }],
    reachEnd: { presses: [20, 60], frames: 520 },
    // A touch this short is a nudge, acted on when it lifts: every moment a whole number of sixths of a second
    // falls on a frame at 30, 60 and 144 fps alike, so the three runs press and lift at the same instants.
    timed: { presses: [2 / 6, 6 / 6, 10 / 6, 14 / 6], seconds: 4, hold: 1 / 6 },
  }),
  {
    name: 'touch-steer',
    proves: 'A finger held on the left half steers left (-1), on the right half right (1), and lifting it stops steering (0); a mouse button likewise.',
    seed,
    fps: 60,
    frames: 120,
    script: script(
      { frame: 0, do: 'start' },
      { frame: 20, do: 'touch-down', finger: 0, at: leftHalf },
      { frame: 28, do: 'probe', read: 'steer' },
      { frame: 36, do: 'touch-up', finger: 0, at: leftHalf },
      { frame: 38, do: 'probe', read: 'steer' },
      { frame: 50, do: 'touch-down', finger: 0, at: rightHalf },
      { frame: 58, do: 'probe', read: 'steer' },
      { frame: 66, do: 'touch-up', finger: 0, at: rightHalf },
      { frame: 68, do: 'probe', read: 'steer' },
      { frame: 80, do: 'mouse-down', at: leftHalf },
      { frame: 88, do: 'probe', read: 'steer' },
      { frame: 96, do: 'mouse-up', at: leftHalf },
      { frame: 98, do: 'probe', read: 'steer' },
    ),
  },
  {
    name: 'keys-steer',
    proves: 'ArrowLeft/A and ArrowRight/D steer while held.',
    seed,
    fps: 60,
    frames: 160,
    script: script(
      { frame: 0, do: 'start' },
      { frame: 20, do: 'key-down', key: 'ArrowLeft' },
      { frame: 30, do: 'probe', read: 'steer' },
      { frame: 50, do: 'key-up', key: 'ArrowLeft' },
      { frame: 52, do: 'probe', read: 'steer' },
      { frame: 70, do: 'key-down', key: 'd' },
      { frame: 80, do: 'probe', read: 'steer' },
      { frame: 100, do: 'key-up', key: 'd' },
      { frame: 102, do: 'probe', read: 'steer' },
    ),
  },
  {
    name: 'touch-nudge',
    proves: 'A finger lifted within 0.25 s nudges as Space does: the same bounces follow.',
    seed,
    fps: 60,
    frames: 200,
    script: script(
      { frame: 0, do: 'start' },
      { frame: 30, do: 'touch-down', finger: 0, at: { x: 0.5, y: 0.6 } },
      { frame: 36, do: 'touch-up', finger: 0, at: { x: 0.5, y: 0.6 } },
      { frame: 90, do: 'touch-down', finger: 0, at: { x: 0.5, y: 0.6 } },
      { frame: 96, do: 'touch-up', finger: 0, at: { x: 0.5, y: 0.6 } },
    ),
  },
  {
    name: 'keys-nudge',
    proves: 'Space nudges: the stream a touch-nudge must match.',
    seed,
    fps: 60,
    frames: 200,
    script: script(
      { frame: 0, do: 'start' },
      { frame: 30, do: 'key-down', key: ' ' },
      { frame: 36, do: 'key-up', key: ' ' },
      { frame: 90, do: 'key-down', key: ' ' },
      { frame: 96, do: 'key-up', key: ' ' },
    ),
  },
  {
    name: 'steer-released-on-focus-loss',
    proves: 'Steering held by a key and a finger when focus is lost goes to 0 at once and stays 0 after focus returns.',
    seed,
    fps: 60,
    frames: 330,
    script: script(
      { frame: 0, do: 'start' },
      { frame: 20, do: 'key-down', key: 'ArrowLeft' },
      { frame: 22, do: 'touch-down', finger: 0, at: leftHalf },
      { frame: 30, do: 'probe', read: 'steer' },
      { frame: 40, do: 'focus-out' },
      { frame: 41, do: 'probe', read: 'steer' },
      { frame: 50, do: 'key-up', key: 'ArrowLeft' },
      { frame: 52, do: 'touch-up', finger: 0, at: leftHalf },
      { frame: 60, do: 'focus-in' },
      { frame: 250, do: 'probe', read: 'steer' },
    ),
  },
];
