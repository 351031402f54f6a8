/**
 * TimingWheel's game contract (core/contract.ts): what a player does and what the game reports, the same in the
 * JavaScript, Unity and Godot kits, with the scenarios (./scenarios.ts) that prove each rule. The API pages
 * and the kits' READMEs read it (all-games/contract-text.ts). Plain data: safe for the site.
 */
import type { GameContract } from '../core/contract';
import { commonEvents, commonLifecycle, restartAction } from '../core/contract-parts';

export const contract: GameContract = {
  slug: 'timing-wheel',
  actions: [
    {
      id: 'charge',
      meaning: 'Hold to charge the brake; let go to brake: a full charge stops the wheel in Brake Time, and the less the charge the longer it coasts, up to four times as long for a tap with none.',
      triggers: [
        { kind: 'key', key: ' ', hold: true },
        { kind: 'key', key: 'Enter', hold: true },
        { kind: 'hold', pointer: 'mouse' },
        { kind: 'hold', pointer: 'touch' },
      ],
    },
    restartAction(),
  ],
  events: [
    ...commonEvents(),
    {
      name: 'landed',
      fields: ['result'],
      meaning: 'The wheel came to rest: hit (on the lit target), near (a segment beside it) or miss. A near miss costs a life like a miss; the third lost life ends the run.',
      engines: { js: 'onJudged', unity: 'Judged', godot: 'judged' },
    },
  ],
  lifecycle: commonLifecycle({
    frameRate: 'The same seed and the same input, each at the start of a frame, at 30, 60 and 144 frames a second give the same events: the rules move the wheel by the time each frame passed, its spin-up, charge and brake worked out for that time (a frame counts at most 0.05 s in JavaScript and 0.1 s in Godot, and in Unity as its Time.deltaTime, which Unity’s Maximum Allowed Timestep caps, 1/3 s by default; a longer frame, a hitch or a rate below 20 fps in JavaScript and 10 fps in Godot, moves the wheel less than the time it took). A press or a let-go counts at the time the game reads for it where the engine gives one (in JavaScript its event’s time; in Unity the Input System’s time of a press, and of a click’s, a key’s or a stylus’s let-go, not of a finger’s lift, one time a frame, so a press and its let-go within one frame count together at the later one’s, but a finger’s tap within one frame at its touch’s start, the one time the game reads for a finger), else at the start of the frame that takes it (up to a frame early: at 2 turns a second and 30 fps, a fifteenth of a turn); and the frame in which the wheel reaches full speed counts its ramp and the rest each at its own speed, as a longer or shorter frame would.',
  }),
  persists: [],
};
