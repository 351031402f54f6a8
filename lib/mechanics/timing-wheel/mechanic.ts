import type { Mechanic } from '../core/mechanic';
import { timingWheelParams } from './params';

/** The registry entry: plain data; the game's code loads by slug, on demand (lib/mechanics/games.ts). */
export const timingWheel = {
  slug: 'timing-wheel',
  name: 'TimingWheel',
  params: timingWheelParams,
  surface: 'canvas',
  howToPlay:
    'Press Play, then hold Space, the left mouse button or a finger to charge the brake and let go to stop the wheel with the lit segment under the top pointer: a fuller charge stops it sooner.',
  kitGuide: {
    events: [
      {
        name: 'onJudged',
        payload: "{ segment, target, targetSize, result: 'hit' | 'near' | 'miss', points, streak, score, livesLeft }",
        when: 'each time the wheel comes to rest; a near miss (the segment beside the target) costs a life like a miss, and the third lost life ends the run',
      },
    ],
    customise: `### Change the wheel

Six rules of the wheel are settings: \`segments\` (how many slices), \`speed\` (turns a second at the start),
\`targetSize\` (how many slices are lit), \`chargeTime\` (ms of holding to fill the meter), \`brakeTime\`
(seconds a full charge takes to stop the wheel) and \`ramp\` (speed multiplier after each hit); the 3 lives, the ×4
coast of a release with no charge and the 2 turns a second cap are fixed in the rules. Change the six
while it plays with \`game.update({ segments: 16 })\`. The pure rules (\`stopAngle\`, \`segmentAt\`,
\`judgeLanding\`) live in the module too, if you want to draw the wheel your own way.`,
  },
} as const satisfies Mechanic<typeof timingWheelParams>;
