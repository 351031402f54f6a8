import { recordTrace, type GoldenTrace, type TraceFields, type TraceScenario } from '../core/golden';
import { DropperModel, type DropperEvent } from './model';
import type { PhysicsDropperValues } from './params';

/**
 * PhysicsDropper's golden scenarios: the default board, the busiest (every setting at its maximum: the
 * sub-steps capped, model.ts's maxSubStepsPerSecond) and the deadest settings, each
 * with a ball dropped by hand at a set x and one at a random x. Inputs: `drop` (args: [x] or []).
 */
export const physicsDropperScenarios: readonly TraceScenario[] = [
  scenario('default', 7, { gravity: 9.8, bounciness: 0.7, speed: 5, density: 50 }),
  scenario('busiest', 11, { gravity: 20, bounciness: 1, speed: 10, density: 100 }),
  scenario('deadest', 3, { gravity: 1, bounciness: 0, speed: 1, density: 10 }),
];

function scenario(name: string, seed: number, values: PhysicsDropperValues): TraceScenario {
  return {
    name,
    seed,
    values,
    dt: 1 / 60,
    steps: 600,
    sampleEvery: 30,
    inputs: [
      { step: 30, action: 'drop', args: [1.25] },
      { step: 45, action: 'drop', args: [] },
    ],
  };
}

const eventFields = (event: DropperEvent): TraceFields => ({ ...event });

export function physicsDropperTrace(scenario: TraceScenario): GoldenTrace {
  const model = new DropperModel(scenario.values as PhysicsDropperValues, scenario.seed);
  return recordTrace('physics-dropper', scenario, {
    input(action, args) {
      if (action !== 'drop') throw new Error(`PhysicsDropper has no input ${action}`);
      const [x] = args;
      const dropped = model.drop(typeof x === 'number' ? x : undefined);
      return dropped ? [] : [{ type: 'board-full' }];
    },
    step: (dt) => model.step(dt).map(eventFields),
    state() {
      const first = model.balls[0];
      return {
        score: model.score,
        scored: model.scored,
        ballsInPlay: model.balls.length,
        time: model.time,
        // The model's cost: the same sub-steps in every port (the cap on them is one rule, model.ts).
        subSteps: model.subSteps,
        firstX: first?.x ?? null,
        firstY: first?.y ?? null,
        firstVx: first?.vx ?? null,
        firstVy: first?.vy ?? null,
      };
    },
  });
}

export const goldenTraces = (): GoldenTrace[] => physicsDropperScenarios.map(physicsDropperTrace);
