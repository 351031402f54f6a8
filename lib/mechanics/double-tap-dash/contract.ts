/**
 * DoubleTapDash's game contract (core/contract.ts): what a player does and what the game reports, the same in the
 * JavaScript, Unity and Godot kits, with the scenarios (./scenarios.ts) that prove each rule. The API pages
 * and the kits' READMEs read it (all-games/contract-text.ts). Plain data: safe for the site.
 */
import type { GameContract } from '../core/contract';
import { commonEvents, commonLifecycle, restartAction, secondFinger, tapTriggers } from '../core/contract-parts';

export const contract: GameContract = {
  slug: 'double-tap-dash',
  actions: [
    {
      id: 'tap',
      meaning: 'A tap dashes; a second tap within the Double-Tap Window phases: for 0.55 s the runner goes through any gate, even a shut one, and the next phase can start 0.35 s after it ends. A second finger landing while the first is down is its own tap.',
      triggers: [...tapTriggers, secondFinger],
    },
    restartAction(),
  ],
  events: [
    ...commonEvents(),
    {
      name: 'judged',
      fields: ['kind'],
      meaning:
        'What a tap, a gate or a phase’s end came to, as the model reports it: dash, phase, not-ready (a double tap while a phase is on or cooling down), phased, passed, lapse (the combo fell to 0) or crash (the run ends).',
      // Every engine's name for a press's outcome is the judged one (issue 46); its `result` is the kind.
      engines: { js: 'onJudged', unity: 'Judged', godot: 'judged' },
    },
  ],
  lifecycle: commonLifecycle(),
  persists: [],
  jsPad: [
    'A gamepad’s face button (A, B, X or Y on a standard pad: buttons 0 to 3) taps: it dashes, and a second press within the Double-Tap Window phases: for 0.55 s the runner goes through any gate, even a shut one, and the next phase can start 0.35 s after it ends.',
    'A gamepad press also starts a game that waits: the first run (before it started, or after `reset()`) and the next run after one ended.',
    'A gamepad press does nothing while your page has the focus elsewhere: a text field, a button or another game.',
  ],
};
