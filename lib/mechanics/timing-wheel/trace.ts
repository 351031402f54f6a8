import { recordTrace, type GoldenTrace, type TraceFields, type TraceInput, type TraceScenario } from '../core/golden';
import { judgeLanding, segmentAt, stopAngle, WheelModel, wrapTurns, type WheelEvent, type WheelResult } from './model';
import type { TimingWheelValues } from './params';

/**
 * TimingWheel's golden scenarios: the default wheel, the fastest with the most segments, the
 * slowest with the fewest, and a player whose every tap is pressed and let go within a frame. Inputs: `press` (args: [after]), `release` (args: [after]) and `cancel`
 * (args: []); `after` is the seconds past the last step the input happened (the model's catch-up).
 * A simple scripted player (below) aims each stop: hits, a near miss, a plain miss, until the third
 * miss ends the run; on the way it presses between frames, presses while braking (refused),
 * releases with no hold (refused) and drops one hold.
 */
const dt = 1 / 60;

/** What the player aims each round at, in order; the third 'near' or 'miss' ends the run. */
const plan: readonly WheelResult[] = ['hit', 'hit', 'near', 'hit', 'miss', 'hit', 'hit', 'miss'];

/** Steps the player waits once the wheel is at its speed before pressing, then the longest hold. */
const settleSteps = 12;
const longestHold = 300;

function scriptInputs(values: TimingWheelValues, seed: number, steps: number): TraceInput[] {
  const model = new WheelModel(values, seed);
  const inputs: TraceInput[] = [];
  const add = (step: number, action: string, args: number[]) => {
    inputs.push({ step, action, args });
    if (action === 'press') model.press(args[0]);
    else if (action === 'release') model.release(args[0]);
    else model.cancelHold();
  };
  let round = 0;
  let atSpeed = -1;
  let pressedAt = -1;
  let cancelled = false;
  let pokedBrake = false;
  for (let step = 0; step < steps && !model.over; step++) {
    const aim = plan[round % plan.length] ?? 'hit';
    if (model.phase === 'spinning') {
      if (model.speed < model.cruise) atSpeed = -1;
      else if (atSpeed < 0) atSpeed = step;
      if (atSpeed >= 0 && step - atSpeed >= settleSteps) {
        // Every other round presses between two frames.
        add(step, 'press', [round % 2 === 1 ? dt / 3 : 0]);
        pressedAt = step;
      } else if (step === 5) {
        add(step, 'release', [0]);
      }
    } else if (model.phase === 'charging') {
      const held = step - pressedAt;
      const { segments, targetSize, brakeTime } = model.settings;
      const landsOn = segmentAt(wrapTurns(stopAngle(model.angle, model.speed, model.charge, { brakeTime })), segments);
      if (round === 1 && !cancelled && held === 10) {
        add(step, 'cancel', []);
        cancelled = true;
        atSpeed = step;
      } else if (judgeLanding(landsOn, model.target, targetSize, segments) === aim || held >= longestHold) {
        add(step, 'release', [0]);
        round++;
      }
    } else if (model.phase === 'braking' && !pokedBrake) {
      add(step, 'press', [dt / 2]);
      pokedBrake = true;
    }
    model.step(dt);
  }
  return inputs;
}

/**
 * A player who taps within a frame every round: a press a third of a step past the last step and its let-go two
 * thirds past it, both heard before the next step (each counts at its own moment, review 49), until the run ends.
 */
function quickTapInputs(values: TimingWheelValues, seed: number, steps: number): TraceInput[] {
  const model = new WheelModel(values, seed);
  const inputs: TraceInput[] = [];
  let atSpeed = -1;
  for (let step = 0; step < steps && !model.over; step++) {
    if (model.phase === 'spinning') {
      if (model.speed < model.cruise) atSpeed = -1;
      else if (atSpeed < 0) atSpeed = step;
      if (atSpeed >= 0 && step - atSpeed >= settleSteps) {
        inputs.push({ step, action: 'press', args: [dt / 3] }, { step, action: 'release', args: [(2 * dt) / 3] });
        model.press(dt / 3);
        model.release((2 * dt) / 3);
        atSpeed = -1;
      }
    }
    model.step(dt);
  }
  return inputs;
}

/** `steps` lets the run end on its third miss with a second to spare. */
function scenario(name: string, seed: number, values: TimingWheelValues, steps: number, script = scriptInputs): TraceScenario {
  return { name, seed, values, dt, steps, sampleEvery: 30, inputs: script(values, seed, steps) };
}

export const timingWheelScenarios: readonly TraceScenario[] = [
  scenario('default', 7, { segments: 12, speed: 0.6, targetSize: 1, chargeTime: 800, brakeTime: 0.5, ramp: 1.08 }, 1700),
  scenario('fastest', 11, { segments: 24, speed: 2, targetSize: 1, chargeTime: 300, brakeTime: 0.2, ramp: 1.3 }, 1240),
  scenario('slowest', 3, { segments: 6, speed: 0.2, targetSize: 3, chargeTime: 2000, brakeTime: 1.5, ramp: 1 }, 3380),
  scenario('taps-within-a-frame', 5, { segments: 12, speed: 0.6, targetSize: 1, chargeTime: 800, brakeTime: 0.5, ramp: 1.08 }, 1500, quickTapInputs),
];

function eventFields(event: WheelEvent): TraceFields {
  if (event.type === 'target') return { type: 'target', target: event.target, speed: event.speed };
  return { type: 'land', ...event.landing };
}

export function timingWheelTrace(scenario: TraceScenario): GoldenTrace {
  const model = new WheelModel(scenario.values as TimingWheelValues, scenario.seed);
  return recordTrace('timing-wheel', scenario, {
    input(action, args) {
      const after = Number(args[0] ?? 0);
      if (action === 'press') return [{ type: 'press', ok: model.press(after) }];
      if (action === 'release') return [{ type: 'release', ok: model.release(after) }];
      if (action === 'cancel') {
        model.cancelHold();
        return [{ type: 'cancel' }];
      }
      throw new Error(`TimingWheel has no input ${action}(${args.join(', ')})`);
    },
    step: (seconds) => model.step(seconds).map(eventFields),
    state: () => ({
      phase: model.phase,
      angle: model.angle,
      speed: model.speed,
      cruise: model.cruise,
      charge: model.charge,
      target: model.target,
      score: model.score,
      streak: model.streak,
      bestStreak: model.bestStreak,
      hits: model.hits,
      misses: model.misses,
      livesLeft: model.livesLeft,
      resultAge: model.resultAge,
      brakeProgress: model.brakeProgress,
    }),
  });
}

export const goldenTraces = (): GoldenTrace[] => timingWheelScenarios.map(timingWheelTrace);
