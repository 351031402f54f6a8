import { defineParams, type KeyOf, type Values } from '../core/params';

/**
 * BounceChain's settings. Distances are world units: the playfield is 8 units wide and 6 units
 * tall, and the ball is 0.44 units across.
 */
export const bounceChainParams = defineParams([
  {
    key: 'gravity',
    label: 'Gravity',
    min: 5,
    max: 40,
    step: 0.5,
    unit: 'units/s²',
    defaultValue: 18,
    integer: false,
    meaning: 'Downward pull on the ball: more gravity makes every bounce quicker and snappier, less makes it float.',
  },
  {
    key: 'restitution',
    label: 'Restitution',
    min: 0.5,
    max: 1,
    step: 0.05,
    unit: '',
    defaultValue: 0.85,
    integer: false,
    meaning: 'Share of its falling speed the ball keeps when it bounces off a platform: 1 rebounds to the same height, lower values lose height; a bounce is always launched fast enough to rise 1.6 units (less only under the top of the view), so a short fall rebounds higher than it fell.',
  },
  {
    key: 'platformSpeed',
    label: 'Platform Speed',
    min: 0,
    max: 6,
    step: 0.1,
    unit: 'units/s',
    defaultValue: 2,
    integer: false,
    meaning: 'Top speed of the platforms sliding back and forth (each moves at 55 to 100 percent of it); a bounce adds the platform velocity to the ball.',
  },
  {
    key: 'platformWidth',
    label: 'Platform Width',
    min: 0.8,
    max: 3,
    step: 0.1,
    unit: 'units',
    defaultValue: 1.6,
    integer: false,
    meaning: 'Width of every platform: wider platforms are easier to land on.',
  },
  {
    key: 'multiplierStep',
    label: 'Multiplier Step',
    min: 0.1,
    max: 1,
    step: 0.05,
    unit: '×',
    defaultValue: 0.25,
    integer: false,
    meaning: 'How much the score multiplier grows with each bounce on a different platform than the last one, up to 10×; a bounce scores 10 points times the multiplier, rounded to a whole point.',
  },
  {
    key: 'steer',
    label: 'Steer Acceleration',
    min: 4,
    max: 40,
    step: 1,
    unit: 'units/s²',
    defaultValue: 16,
    integer: true,
    meaning: 'How quickly holding left or right speeds the ball up sideways, toward a steering top speed of 4.5 units per second.',
  },
]);

export type BounceChainKey = KeyOf<typeof bounceChainParams>;
export type BounceChainValues = Values<BounceChainKey>;
