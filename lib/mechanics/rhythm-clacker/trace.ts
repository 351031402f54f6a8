import { recordTrace, type GoldenTrace, type TraceFields, type TraceInput, type TraceScenario } from '../core/golden';
import { CalibrationRound, RhythmModel, type Judgement } from './model';
import type { RhythmClackerValues } from './params';

/**
 * RhythmClacker's golden scenarios: the default run, the fastest and hardest settings (200 BPM,
 * narrow windows, offbeat map, a late latency), the slowest and easiest (60 BPM, wide windows, an
 * early latency), and a calibration round. Inputs:
 * - `tap` (args: [songTime] in seconds, the tap's own time on the song clock; or none: "now");
 * - `bpm` (args: [bpm]): the BPM setting changes mid-run (the notes move, the song keeps its beat);
 * - `calibrate` (args: [roundTime]): a tap of the calibration round that runs beside the song.
 * The taps are scripted once from a player that taps each note on, near or off its beat (after the
 * latency), skips some, and taps stray between notes.
 */
const dt = 1 / 60;

/** Offsets in ms from each note's beat (after the latency), in turn; null skips the note (it is missed). */
const offsetCycle: readonly (number | null)[] = [
  0, 12, -30, 44, -45, 70, -95, 3, -8, 20, -60, 1, 109, null, -140, 5, 200, -18, null, 33, -3, 41, -44, 90,
];

function scriptTaps(values: RhythmClackerValues, steps: number, bpmChange: { step: number; bpm: number } | null): TraceInput[] {
  const model = new RhythmModel(values, 1);
  const inputs: TraceInput[] = [];
  const planned = new Set<number>();
  for (let step = 0; step < steps && !model.over; step++) {
    if (bpmChange && step === bpmChange.step) {
      inputs.push({ step, action: 'bpm', args: [bpmChange.bpm] });
      model.update({ ...values, bpm: bpmChange.bpm });
    }
    const end = model.time + dt;
    model.notes.forEach((note, index) => {
      if (planned.has(index)) return;
      const offset = offsetCycle[index % offsetCycle.length];
      if (offset === undefined || offset === null) return;
      const tapTime = note.time + (model.latencyMs + offset) / 1000;
      if (tapTime >= end) return;
      planned.add(index);
      // Every fifth note is tapped "now" (no time given): the game's own clock at this step.
      const args = index % 5 === 4 ? [] : [tapTime];
      inputs.push({ step, action: 'tap', args });
      model.tap(...(args as [number?]));
      // A stray tap halfway to the next note after every sixteenth note.
      if (index % 16 === 15) {
        const stray = note.time + model.latencyMs / 1000 + 30 / model.bpm;
        inputs.push({ step, action: 'tap', args: [stray] });
        model.tap(stray);
      }
    });
    model.step(dt);
  }
  return inputs;
}

/** Calibration taps: eight clicks, tapped late by ~`lateMs` with a spread, two wild taps dropped as outliers. */
function scriptCalibration(lateMs: number): TraceInput[] {
  const round = new CalibrationRound();
  const spread = [0, 9, -7, 15, -12, 4, 300, -2];
  const inputs: TraceInput[] = round.clickTimes.map((click, index) => {
    const time = click + (lateMs + (spread[index] ?? 0)) / 1000;
    return { step: Math.ceil((time - round.time) / dt), action: 'calibrate', args: [time] };
  });
  inputs.push({ step: 5, action: 'calibrate', args: [-0.9] });
  return inputs.sort((a, b) => a.step - b.step);
}

function scenario(name: string, values: RhythmClackerValues, steps: number, bpmChange: { step: number; bpm: number } | null = null): TraceScenario {
  return { name, seed: 9, values, dt, steps, sampleEvery: 60, inputs: scriptTaps(values, steps, bpmChange) };
}

export const rhythmClackerScenarios: readonly TraceScenario[] = [
  scenario('default', { bpm: 100, perfectWindow: 45, goodWindow: 110, latency: 0, noteSpeed: 1, beatMap: 1 }, 1320, { step: 700, bpm: 112 }),
  scenario('fastest', { bpm: 200, perfectWindow: 20, goodWindow: 60, latency: 120, noteSpeed: 3, beatMap: 2 }, 700),
  scenario('slowest', { bpm: 60, perfectWindow: 80, goodWindow: 200, latency: -60, noteSpeed: 0.5, beatMap: 1 }, 2200),
  {
    name: 'calibration',
    seed: 2,
    values: { bpm: 90, perfectWindow: 45, goodWindow: 110, latency: 35, noteSpeed: 1, beatMap: 1 },
    dt,
    steps: 420,
    sampleEvery: 60,
    inputs: scriptCalibration(35),
  },
];

const judgementFields = (type: string, judgement: Judgement): TraceFields => ({ type, ...judgement });

export function rhythmClackerTrace(scenario: TraceScenario): GoldenTrace {
  let values = scenario.values as RhythmClackerValues;
  const model = new RhythmModel(values, scenario.seed);
  const round = new CalibrationRound();
  return recordTrace('rhythm-clacker', scenario, {
    input(action, args) {
      const [value] = args;
      if (action === 'tap') {
        const judgement = typeof value === 'number' ? model.tap(value) : model.tap();
        return judgement ? [judgementFields('tap', judgement)] : [{ type: 'ignored' }];
      }
      if (action === 'bpm' && typeof value === 'number') {
        values = { ...values, bpm: value };
        model.update(values);
        return [{ type: 'bpm', bpm: value, time: model.time }];
      }
      if (action === 'calibrate' && typeof value === 'number') return [{ type: 'calibrate', offsetMs: round.tap(value) }];
      throw new Error(`RhythmClacker has no input ${action}(${args.join(', ')})`);
    },
    step(seconds) {
      const missed = model.step(seconds).map((judgement) => judgementFields('missed', judgement));
      round.step(seconds);
      return missed;
    },
    state() {
      const spark = model.sparks[0];
      return {
        time: model.time,
        score: model.score,
        combo: model.combo,
        bestCombo: model.bestCombo,
        multiplier: model.snapshot().multiplier,
        perfect: model.counts.Perfect,
        good: model.counts.Good,
        miss: model.counts.Miss,
        strayTaps: model.strayTaps,
        accuracy: model.snapshot().accuracy,
        over: model.over,
        progress: model.progress,
        sparkAngle: spark?.angle ?? null,
        sparkSpeed: spark?.speed ?? null,
        sparkAge: spark?.active ? spark.age : null,
        calTime: round.time,
        calClicks: round.clicksHeard,
        calDone: round.done,
        calMeasured: round.measured(),
      };
    },
  });
}

export const goldenTraces = (): GoldenTrace[] => rhythmClackerScenarios.map(rhythmClackerTrace);
