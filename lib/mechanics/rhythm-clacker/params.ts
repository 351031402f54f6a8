import { defineParams, type KeyOf, type Values } from '../core/params';

/** RhythmClacker's settings: tempo, judging windows, input latency, scroll speed and the beat map. */
export const rhythmClackerParams = defineParams([
  {
    key: 'bpm',
    label: 'BPM',
    min: 60,
    max: 200,
    step: 1,
    unit: 'BPM',
    defaultValue: 100,
    integer: true,
    meaning: 'Beats per minute of the run: a higher BPM brings every clack closer to the next.',
  },
  {
    key: 'perfectWindow',
    label: 'Perfect Window',
    min: 20,
    max: 80,
    step: 5,
    unit: 'ms',
    defaultValue: 45,
    integer: true,
    meaning: 'A tap this close to its note, early or late, is a Perfect worth 300 points times the combo multiplier.',
  },
  {
    key: 'goodWindow',
    label: 'Good Window',
    min: 60,
    max: 200,
    step: 5,
    unit: 'ms',
    defaultValue: 110,
    integer: true,
    meaning: 'A tap this close to its note that is not a Perfect is a Good worth 100 points times the multiplier; it never counts as narrower than the Perfect Window.',
  },
  {
    key: 'latency',
    label: 'Input Latency',
    min: -200,
    // Bluetooth headphones alone add 150–300 ms; the extra room keeps calibration from clamping there.
    max: 500,
    step: 5,
    unit: 'ms',
    defaultValue: 0,
    integer: true,
    meaning: 'Subtracted from every tap time before judging: set it to how late your taps land on your speakers or headphones, or measure it with Calibrate (it measures one up to a third of a second, 335 ms on the 5 ms steps of this setting; set a larger one by hand).',
    device: true,
  },
  {
    key: 'noteSpeed',
    label: 'Note Speed',
    min: 0.5,
    max: 3,
    step: 0.1,
    unit: '×',
    defaultValue: 1,
    integer: false,
    meaning: 'How fast notes scroll toward the hit line: at 1× a note appears 2 seconds before its beat, at 2× 1 second before.',
  },
  {
    key: 'beatMap',
    label: 'Beat Map',
    min: 1,
    max: 2,
    step: 1,
    unit: '',
    defaultValue: 1,
    integer: true,
    meaning: 'Which built-in beat map plays: 1 is steady quarter notes, 2 adds offbeat eighths and syncopation.',
  },
]);

export type RhythmClackerKey = KeyOf<typeof rhythmClackerParams>;
export type RhythmClackerValues = Values<RhythmClackerKey>;
