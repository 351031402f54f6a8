import { recordTrace, type GoldenTrace, type TraceFields, type TraceInput, type TraceScenario } from '../core/golden';
import { BounceModel, nudgeTarget, type BounceEvent, type Steer } from './model';
import type { BounceChainValues } from './params';

/**
 * BounceChain's golden scenarios: the default field, the fastest and hardest settings, and the
 * floatiest and easiest. Inputs: `steer` (args: [-1 | 0 | 1], held until the next steer) and
 * `nudge` (no args; its event says whether it nudged). They are scripted once from a simple
 * player (below) that steers toward the next platform below and nudges now and then, so the
 * runs chain bounces, repeat a platform, hit the walls and, in the end, fall.
 */
const dt = 1 / 60;
const steps = 720;

function scriptInputs(values: BounceChainValues, seed: number): TraceInput[] {
  const model = new BounceModel(values, seed);
  const inputs: TraceInput[] = [];
  let steering: Steer = 0;
  for (let step = 0; step < steps && !model.over; step++) {
    if (step < 480 && step % 6 === 0 && model.bounces > 0) {
      const index = nudgeTarget(model.ball, model.platforms, model.lastPlatform, values.platformWidth);
      const platform = index === null ? undefined : model.platforms[index];
      const dx = platform ? platform.left + values.platformWidth / 2 - model.ball.x : 0;
      const wanted: Steer = Math.abs(dx) < 0.3 ? 0 : dx > 0 ? 1 : -1;
      if (wanted !== steering) {
        steering = wanted;
        inputs.push({ step, action: 'steer', args: [wanted] });
        model.steer(wanted);
      }
    } else if (step === 480) {
      // Let go and hold left into the wall until the ball falls.
      inputs.push({ step, action: 'steer', args: [-1] });
      model.steer(-1);
    }
    if (step % 45 === 20) {
      inputs.push({ step, action: 'nudge', args: [] });
      model.nudge();
    }
    model.step(dt);
  }
  return inputs;
}

function scenario(name: string, seed: number, values: BounceChainValues): TraceScenario {
  return { name, seed, values, dt, steps, sampleEvery: 60, inputs: scriptInputs(values, seed) };
}

export const bounceChainScenarios: readonly TraceScenario[] = [
  scenario('default', 7, { gravity: 18, restitution: 0.85, platformSpeed: 2, platformWidth: 1.6, multiplierStep: 0.25, steer: 16 }),
  scenario('hardest', 11, { gravity: 40, restitution: 1, platformSpeed: 6, platformWidth: 0.8, multiplierStep: 1, steer: 40 }),
  scenario('easiest', 3, { gravity: 5, restitution: 0.5, platformSpeed: 0, platformWidth: 3, multiplierStep: 0.1, steer: 4 }),
];

const eventFields = (event: BounceEvent): TraceFields => ({ ...event });

export function bounceChainTrace(scenario: TraceScenario): GoldenTrace {
  const model = new BounceModel(scenario.values as BounceChainValues, scenario.seed);
  return recordTrace('bounce-chain', scenario, {
    input(action, args) {
      const [direction] = args;
      if (action === 'steer' && (direction === -1 || direction === 0 || direction === 1)) {
        model.steer(direction);
        return [];
      }
      if (action === 'nudge') return [{ type: 'nudge', nudged: model.nudge() }];
      throw new Error(`BounceChain has no input ${action}(${args.join(', ')})`);
    },
    step: (seconds) => model.step(seconds).map(eventFields),
    state() {
      const platform = model.platforms[0];
      return {
        score: model.score,
        chain: model.chain,
        bestChain: model.bestChain,
        multiplier: model.multiplier,
        over: model.over,
        time: model.time,
        x: model.ball.x,
        y: model.ball.y,
        vx: model.ball.vx,
        vy: model.ball.vy,
        topLeft: platform?.left ?? null,
        topDir: platform?.dir ?? null,
      };
    },
  });
}

export const goldenTraces = (): GoldenTrace[] => bounceChainScenarios.map(bounceChainTrace);
