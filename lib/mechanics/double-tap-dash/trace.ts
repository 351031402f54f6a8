import { recordTrace, type GoldenTrace, type TraceFields, type TraceInput, type TraceScenario } from '../core/golden';
import { DashModel, type RunEvent } from './model';
import type { DoubleTapDashValues } from './params';

/**
 * DoubleTapDash's golden scenarios: the default run, the fastest and tightest settings, and the
 * slowest and loosest. Input: `tap` (args: [timeMs], the tap's own timestamp). The taps are
 * scripted once from a simple player (below) so each run dashes, phases through gates, is refused
 * a phase on cooldown, lapses and, at the end, crashes.
 */
const dt = 1 / 60;
const steps = 900;

/**
 * The scripted player: a double tap (two taps `gapMs` apart) when the next gate is a few metres
 * ahead, a lone dash now and then, a triple tap once (the third is a new dash), and nothing from
 * step 600 on so the run ends against a shut gate.
 */
function scriptTaps(values: DoubleTapDashValues, seed: number, gapMs: number): TraceInput[] {
  const model = new DashModel(values, seed);
  const inputs: TraceInput[] = [];
  const tap = (step: number, timeMs: number) => {
    inputs.push({ step, action: 'tap', args: [timeMs] });
    model.tap(timeMs);
  };
  let lastDouble = -1000;
  for (let step = 0; step < steps && !model.over; step++) {
    const now = step * dt * 1000;
    const gate = model.nextGate;
    const ahead = gate ? gate.x - model.distance : Infinity;
    if (step < 600 && ahead < model.speed * 0.3 && step - lastDouble > 30) {
      tap(step, now);
      tap(step, now + gapMs);
      lastDouble = step;
    } else if (step % 97 === 50) {
      tap(step, now);
    } else if (step === 400) {
      tap(step, now);
      tap(step, now + 60);
      tap(step, now + 120);
    }
    model.step(dt);
  }
  return inputs;
}

function scenario(name: string, seed: number, values: DoubleTapDashValues, gapMs: number): TraceScenario {
  return { name, seed, values, dt, steps, sampleEvery: 60, inputs: scriptTaps(values, seed, gapMs) };
}

export const doubleTapDashScenarios: readonly TraceScenario[] = [
  scenario('default', 7, { window: 250, startSpeed: 6, ramp: 0.8, spacing: 16, dash: 3 }, 120),
  scenario('fastest', 11, { window: 180, startSpeed: 12, ramp: 3, spacing: 8, dash: 6 }, 180),
  scenario('slowest', 3, { window: 350, startSpeed: 4, ramp: 0, spacing: 30, dash: 1 }, 300),
];

const eventFields = (event: RunEvent): TraceFields => ({ ...event });

export function doubleTapDashTrace(scenario: TraceScenario): GoldenTrace {
  const model = new DashModel(scenario.values as DoubleTapDashValues, scenario.seed);
  return recordTrace('double-tap-dash', scenario, {
    input(action, args) {
      const [timeMs] = args;
      if (action !== 'tap' || typeof timeMs !== 'number') throw new Error(`DoubleTapDash has no input ${action}(${args.join(', ')})`);
      return model.tap(timeMs).map(eventFields);
    },
    step: (seconds) => model.step(seconds).map(eventFields),
    state() {
      const next = model.nextGate;
      return {
        score: model.score,
        distance: model.distance,
        speed: model.speed,
        combo: model.combo,
        bestCombo: model.bestCombo,
        bonus: model.bonus,
        over: model.over,
        last: model.last,
        dashLeft: model.dashLeft,
        phaseLeft: model.phaseLeft,
        cooldownLeft: model.cooldownLeft,
        gates: model.gates.length,
        nextGateId: next?.id ?? null,
        nextGateX: next?.x ?? null,
        nextGateClosing: next?.closing ?? null,
      };
    },
  });
}

export const goldenTraces = (): GoldenTrace[] => doubleTapDashScenarios.map(doubleTapDashTrace);
