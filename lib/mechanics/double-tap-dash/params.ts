import { defineParams, type KeyOf, type Values } from '../core/params';

/** DoubleTapDash's five settings: the tap window, the run's pace and the lane's gates. */
export const doubleTapDashParams = defineParams([
  {
    key: 'window',
    label: 'Double-Tap Window',
    min: 180,
    max: 350,
    step: 5,
    unit: 'ms',
    defaultValue: 250,
    integer: true,
    meaning: 'Longest gap between two taps that still makes a double tap (a phase): a gap of exactly this many ms counts, a longer one is two dashes.',
  },
  {
    key: 'startSpeed',
    label: 'Start Speed',
    min: 4,
    max: 12,
    step: 0.5,
    unit: 'm/s',
    defaultValue: 6,
    integer: false,
    meaning: 'Running speed at the first metre of a run; the runner gets faster from here as Speed Ramp says (at 0 it keeps this speed).',
  },
  {
    key: 'ramp',
    label: 'Speed Ramp',
    min: 0,
    max: 3,
    step: 0.1,
    unit: 'm/s per 100 m',
    defaultValue: 0.8,
    integer: false,
    meaning: 'Speed the runner gains for every 100 m covered, up to a cap of 30 m/s.',
  },
  {
    key: 'spacing',
    label: 'Gate Spacing',
    min: 8,
    max: 30,
    step: 1,
    unit: 'm',
    defaultValue: 16,
    integer: true,
    meaning: 'Average distance from one gate to the next; each gap varies by up to a quarter either way.',
  },
  {
    key: 'dash',
    label: 'Dash Length',
    min: 1,
    max: 6,
    step: 0.5,
    unit: 'm',
    defaultValue: 3,
    integer: false,
    meaning: 'Extra distance one dash covers in a 0.18 s burst on top of normal running, enough to beat a closing gate when it is long.',
  },
]);

export type DoubleTapDashKey = KeyOf<typeof doubleTapDashParams>;
export type DoubleTapDashValues = Values<DoubleTapDashKey>;
