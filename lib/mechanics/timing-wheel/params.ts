import { defineParams, type KeyOf, type Values } from '../core/params';

/** TimingWheel's settings: the wheel, its spin, the lit target, the charge and the brake. */
export const timingWheelParams = defineParams([
  {
    key: 'segments',
    label: 'Segments',
    min: 6,
    max: 24,
    step: 1,
    unit: '',
    defaultValue: 12,
    integer: true,
    meaning: 'How many equal slices the wheel is cut into: more slices make each one, and the lit target, narrower.',
  },
  {
    key: 'speed',
    label: 'Spin Speed',
    min: 0.2,
    max: 2,
    step: 0.05,
    unit: 'turns/s',
    defaultValue: 0.6,
    integer: false,
    meaning: 'Full turns a second the wheel spins up to (over 0.6 s at each round’s start) in a run’s first round, before any hit speeds it up.',
  },
  {
    key: 'targetSize',
    label: 'Target Size',
    min: 1,
    max: 3,
    step: 1,
    unit: '',
    defaultValue: 1,
    integer: true,
    meaning: 'How many neighbouring segments are lit as the target: a wider target is easier to hit but pays fewer points.',
  },
  {
    key: 'chargeTime',
    label: 'Charge Time',
    min: 300,
    max: 2000,
    step: 50,
    unit: 'ms',
    defaultValue: 800,
    integer: true,
    meaning: 'How long a hold takes to fill the charge meter; holding longer keeps it full.',
  },
  {
    key: 'brakeTime',
    label: 'Brake Time',
    min: 0.2,
    max: 1.5,
    step: 0.05,
    unit: 's',
    defaultValue: 0.5,
    integer: false,
    meaning: 'Seconds a fully charged release takes to stop the wheel; a release with no charge coasts four times as long.',
  },
  {
    key: 'ramp',
    label: 'Speed Ramp',
    min: 1,
    max: 1.3,
    step: 0.01,
    unit: '×',
    defaultValue: 1.08,
    integer: false,
    meaning: 'Multiplies the spin speed after every hit, up to 2 turns a second, so a streak spins ever faster.',
  },
]);

export type TimingWheelKey = KeyOf<typeof timingWheelParams>;
export type TimingWheelValues = Values<TimingWheelKey>;
