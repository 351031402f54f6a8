import {
  binOf,
  board,
  boardFallSeconds,
  boardGravity,
  boardStepFor,
  clockScale,
  maxSubStepsPerSecond,
  dividers,
  DropperModel,
  pegs,
  subStep,
  type DropperEvent,
} from './model';
import { fallSeconds, minFallSeconds, minGravityHeadroom, particleCount, physicsDropperParams, type PhysicsDropperValues } from './params';
import { physicsDropperScenarios } from './trace';

const defaults: PhysicsDropperValues = { gravity: 9.8, bounciness: 0.7, speed: 5, density: 50 };
const frame = 1 / 60;

function at<T>(list: readonly T[], index: number): T {
  const item = list[index < 0 ? list.length + index : index];
  if (item === undefined) throw new Error(`nothing at ${index}`);
  return item;
}

function play(model: DropperModel, seconds: number, each?: (events: DropperEvent[]) => void): DropperEvent[] {
  const all: DropperEvent[] = [];
  for (let t = 0; t < seconds; t += frame) {
    const events = model.step(frame);
    each?.(events);
    all.push(...events);
  }
  return all;
}

function of<T extends DropperEvent['type']>(events: DropperEvent[], type: T) {
  return events.filter((event): event is Extract<DropperEvent, { type: T }> => event.type === type);
}

describe('board geometry', () => {
  it('has seven bins scored 10, 25, 50, 100, 50, 25, 10 with a divider between each pair', () => {
    expect(board.binScores).toEqual([10, 25, 50, 100, 50, 25, 10]);
    expect(dividers).toEqual([1, 2, 3, 4, 5, 6]);
    expect(binOf(0)).toBe(0);
    expect(binOf(3.5)).toBe(3);
    expect(binOf(board.width)).toBe(6);
  });

  it('leaves every gap between pegs and walls wider than a ball, so no ball is wedged', () => {
    expect(pegs).toHaveLength(board.pegRows);
    const diameter = 2 * board.ballRadius;
    for (const row of pegs) {
      const xs = row.map((peg) => peg.x);
      expect(at(xs, 0) - board.pegRadius).toBeGreaterThan(diameter);
      expect(board.width - at(xs, -1) - board.pegRadius).toBeGreaterThan(diameter);
      for (let i = 1; i < xs.length; i++) expect(at(xs, i) - at(xs, i - 1) - 2 * board.pegRadius).toBeGreaterThan(diameter);
    }
    const lastRow = at(at(pegs, -1), 0).y;
    expect(board.binTop - lastRow).toBeGreaterThan(board.pegRadius + diameter);
  });
});

describe('fall time', () => {
  // Seeds other than the ones boardFallByBounciness was measured with.
  const settings: PhysicsDropperValues[] = [
    defaults,
    { gravity: 14, bounciness: 0.5, speed: 10, density: 100 },
    { gravity: 20, bounciness: 1, speed: 10, density: 100 },
    { gravity: 20, bounciness: 1, speed: 2, density: 100 },
    { gravity: 1, bounciness: 0, speed: 3, density: 60 },
    { gravity: 5, bounciness: 0.8, speed: 7.5, density: 100 },
    { gravity: 12.3, bounciness: 0.25, speed: 1, density: 100 },
  ];

  // Review 6 N19 (issue 46): the Gravity sentence every engine's kit shows is fallSeconds at every Gravity of the slider.
  it('Gravity\'s meaning says fallSeconds at every Gravity and Simulation Speed: (15 − Gravity) ÷ speed, Gravity above 14 as 14, the average never under 0.35 s', () => {
    const gravity = physicsDropperParams.find((spec) => spec.key === 'gravity');
    const speed = physicsDropperParams.find((spec) => spec.key === 'speed');
    if (!gravity || !speed) throw new Error('gravity and speed are params');
    const cap = 15 - minGravityHeadroom;
    expect(gravity.meaning).toContain('(15 − Gravity) ÷ Simulation Speed seconds');
    expect(gravity.meaning).toContain(`Gravity above ${cap} counts as ${cap}, and the average drop takes no less than ${minFallSeconds} s`);
    for (let g = gravity.min; g <= gravity.max + 1e-9; g += 0.5) {
      for (let s = speed.min; s <= speed.max + 1e-9; s += 0.5) {
        expect(fallSeconds(g, s)).toBeCloseTo(Math.max((15 - Math.min(g, cap)) / s, minFallSeconds), 9);
      }
    }
  });

  it.each(settings)('averages within 10% of fallSeconds at %o', (values) => {
    const expected = fallSeconds(values.gravity, values.speed);
    const model = new DropperModel(values, 4242);
    const released = new Map<number, number>();
    const falls: number[] = [];
    for (let t = 0; falls.length < 150; t += frame) {
      for (const event of model.step(frame)) {
        if (event.type === 'release') released.set(event.id, event.time);
        if (event.type === 'enter-bin') falls.push(event.time - (released.get(event.id) as number));
      }
      if (t > expected * 400) throw new Error('too few balls reached the bins');
    }
    const mean = falls.reduce((sum, fall) => sum + fall, 0) / falls.length;
    expect(Math.abs(mean - expected) / expected).toBeLessThan(0.1);
  });

  it('runs the same run twice as fast at twice the Simulation Speed', () => {
    const slow = of(play(new DropperModel({ ...defaults, speed: 2 }, 9), 20), 'score');
    const fast = of(play(new DropperModel({ ...defaults, speed: 4 }, 9), 10), 'score');
    const count = Math.min(slow.length, fast.length, 20);
    expect(count).toBeGreaterThan(10);
    for (let i = 0; i < count; i++) {
      expect(at(fast, i).id).toBe(at(slow, i).id);
      expect(at(fast, i).time).toBeCloseTo(at(slow, i).time / 2, 2);
    }
  });

  it('drops faster with more gravity and never faster than the visible minimum', () => {
    expect(clockScale({ ...defaults, gravity: 12 })).toBeGreaterThan(clockScale(defaults));
    expect(clockScale({ ...defaults, gravity: 20, speed: 10 })).toBeCloseTo(boardFallSeconds(0.7) / 0.35, 6);
  });

  it('interpolates the measured board fall between table entries', () => {
    expect(boardFallSeconds(0.75)).toBeGreaterThan(boardFallSeconds(0.7));
    expect(boardFallSeconds(0.75)).toBeLessThan(boardFallSeconds(0.8));
    expect(boardFallSeconds(-1)).toBe(boardFallSeconds(0));
    expect(boardFallSeconds(2)).toBe(boardFallSeconds(1));
  });
});

describe('settling and scoring', () => {
  it.each([0, 0.5, 0.8, 1])('scores every ball at Bounciness %p, resting on its bin floor, in bounded time', (bounciness) => {
    const values = { ...defaults, bounciness, density: 100 };
    const bound = 3 * fallSeconds(values.gravity, values.speed);
    const model = new DropperModel(values, 77);
    const released = new Map<number, number>();
    const entered = new Map<number, number>();
    const scoredIds = new Set<number>();
    const wrongScores: DropperEvent[] = [];
    let highestInBin = Infinity;
    let mostFloorStrikes = 0;
    const seconds = 25 * fallSeconds(values.gravity, values.speed);
    play(model, seconds, (events) => {
      for (const event of events) {
        if (event.type === 'release') released.set(event.id, event.time);
        if (event.type === 'enter-bin') entered.set(event.id, event.bin);
        if (event.type === 'score') {
          scoredIds.add(event.id);
          const onBinFloor =
            event.resting && event.vy === 0 && Math.abs(event.y - (board.floorY - board.ballRadius)) < 1e-9 && binOf(event.x) === event.bin;
          const inTime = event.time - (released.get(event.id) as number) < bound;
          if (!onBinFloor || !inTime || entered.get(event.id) !== event.bin) wrongScores.push(event);
        }
      }
      for (const ball of model.balls) if (ball.bin !== null) highestInBin = Math.min(highestInBin, ball.y);
      // On its bin's floor a ball rebounds at most twice: the third strike rests it (Bounciness's meaning).
      for (const ball of model.balls) mostFloorStrikes = Math.max(mostFloorStrikes, ball.floorBounces);
    });
    expect(mostFloorStrikes).toBeLessThanOrEqual(3);
    expect(wrongScores).toEqual([]);
    // A ball in a bin stays below the bin top until it is scored.
    expect(highestInBin).toBeGreaterThan(board.binTop);
    expect(scoredIds.size).toBeGreaterThan(100);
    const overdue = [...released].filter(([id, time]) => model.time - time > bound && !scoredIds.has(id));
    expect(overdue).toEqual([]);
  });

  it('keeps the Bounciness a ball feels off pegs and walls for 2.5 board seconds of flight, then fades it to none over the next (Bounciness’s meaning: “a ball long in the air bounces less and less off pegs and walls”)', () => {
    const model = new DropperModel({ ...defaults, bounciness: 1 }, 5);
    const feels = model as unknown as { pegBounciness(ball: { releasedAt: number }): number; scale: number; time: number };
    const after = (boardSeconds: number) => feels.pegBounciness({ releasedAt: feels.time - boardSeconds / feels.scale });
    expect([0, 2.5, 3, 3.5, 5].map((seconds) => Number(after(seconds).toFixed(6)))).toEqual([1, 1, 0.5, 0, 0]);
  });

  /** Plays until a frame in which a ball is scored; returns every event so far. */
  function playUntilScored(model: DropperModel): DropperEvent[] {
    const all: DropperEvent[] = [];
    for (let t = 0; t < 10; t += frame) {
      const events = model.step(frame);
      all.push(...events);
      if (events.some((event) => event.type === 'score') && of(all, 'score').length > 2) return all;
    }
    throw new Error('nothing scored');
  }

  it('adds each bin score to the total and flashes the bin', () => {
    const model = new DropperModel(defaults, 5);
    const scores = of(playUntilScored(model), 'score');
    expect(model.score).toBe(scores.reduce((sum, event) => sum + event.points, 0));
    expect(model.lastPoints).toBe(at(scores, -1).points);
    expect(scores.every((event) => event.points === board.binScores[event.bin])).toBe(true);
    const flashedBins = model.flashes.map((flash) => flash.bin);
    expect(flashedBins.length).toBeGreaterThan(0);
    expect(flashedBins).toEqual(scores.slice(-flashedBins.length).map((event) => event.bin));
    expect(model.flashes.every((flash) => model.flashLife(flash) > 0 && model.flashLife(flash) <= 1)).toBe(true);
  });

  it('lets flashes fade out when nothing scores', () => {
    const model = new DropperModel(defaults, 5);
    playUntilScored(model);
    expect(model.flashes.length).toBeGreaterThan(0);
    model.update({ ...defaults, speed: 1, gravity: 1 });
    model.step(0.7);
    expect(model.flashes).toHaveLength(0);
  });
});

describe('no tunnelling', () => {
  const fastest: PhysicsDropperValues = { gravity: 20, bounciness: 1, speed: 10, density: 100 };

  it('never moves a ball further than a peg radius in one sub-step, even at the fastest settings (the coarsest sub-step)', () => {
    const model = new DropperModel(fastest, 3);
    let fastestSpeed = 0;
    for (let i = 0; i < 400; i++) {
      model.step(frame);
      for (const ball of model.balls) fastestSpeed = Math.max(fastestSpeed, Math.hypot(ball.vx, ball.vy));
    }
    expect(boardStepFor(fastest)).toBeGreaterThan(subStep);
    expect(fastestSpeed * boardStepFor(fastest)).toBeLessThan(board.pegRadius);
  });

  it('keeps every ball out of every peg after each sub-step', () => {
    const model = new DropperModel(fastest, 8);
    const oneSubStep = boardStepFor(fastest) / clockScale(fastest);
    const reach = board.pegRadius + board.ballRadius;
    let closest = Infinity;
    for (let i = 0; i < 6000; i++) {
      model.step(oneSubStep * 1.0001);
      for (const ball of model.balls) {
        for (const row of pegs) {
          if (Math.abs(at(row, 0).y - ball.y) > reach) continue;
          for (const peg of row) closest = Math.min(closest, Math.hypot(ball.x - peg.x, ball.y - peg.y));
        }
      }
    }
    expect(closest).toBeGreaterThan(reach - 1e-9);
  });

  it('bounces a ball thrown down at a peg twice as fast as any drop, at the coarsest sub-step', () => {
    // Bounciness never adds speed: no ball goes faster than a fall from the spawn to the bin floor (12.4 units/s).
    const fastestFall = Math.sqrt(2 * boardGravity * (board.floorY - board.spawnY));
    const model = new DropperModel({ ...fastest, density: 10 }, 1);
    model.drop();
    const ball = at(model.balls, 0);
    const peg = at(at(pegs, 4), 5);
    Object.assign(ball, { x: peg.x, y: peg.y - 0.6, vx: 0, vy: 2 * fastestFall });
    for (let i = 0; i < 40; i++) model.step(boardStepFor(fastest) / clockScale(fastest));
    expect(ball.y).toBeLessThan(peg.y);
    expect(ball.vy).toBeLessThan(0);
  });
});

describe('balls in play', () => {
  it('keeps particleCount(density) balls falling and no more', () => {
    for (const density of [10, 50, 100]) {
      const model = new DropperModel({ ...defaults, density }, 2);
      let most = 0;
      play(model, 4, () => (most = Math.max(most, model.balls.length)));
      expect(most).toBe(particleCount(density));
    }
  });

  it('drops an extra ball where asked, inside the walls', () => {
    const model = new DropperModel({ ...defaults, density: 10 }, 2);
    model.step(frame);
    const before = model.balls.length;
    expect(model.drop(1.5)).toBe(true);
    expect(model.drop(-3)).toBe(true);
    const releases = of(model.step(0), 'release');
    expect(model.balls.length).toBe(before + 2);
    expect(releases.map((event) => event.x)).toEqual([1.5, board.ballRadius]);
  });

  it('counts a drop of the player\'s among the balls Particle Density keeps: the board drops none of its own while they are at its number or more (review 65, js-a)', () => {
    const model = new DropperModel({ ...defaults, density: 10 }, 2);
    let most = 0;
    play(model, 4, () => (most = Math.max(most, model.balls.length)));
    expect(most).toBe(particleCount(10));
    expect(model.drop(1.5)).toBe(true);
    const boardsOwn: DropperEvent[] = [];
    for (let elapsed = 0; elapsed < 0.5; elapsed += frame) {
      const released = of(model.step(frame), 'release').filter((event) => event.x !== 1.5);
      if (model.balls.length >= particleCount(10)) boardsOwn.push(...released);
    }
    expect(boardsOwn).toEqual([]);
  });

  it('refuses drops once the board is full', () => {
    const model = new DropperModel({ ...defaults, density: 10 }, 2);
    let accepted = 0;
    for (let i = 0; i < 100; i++) if (model.drop()) accepted++;
    expect(accepted).toBeLessThan(100);
    expect(model.drop()).toBe(false);
  });

  it('gives balls the four palette colours in turn', () => {
    const model = new DropperModel({ ...defaults, density: 100 }, 2);
    play(model, 2);
    expect(new Set(model.balls.map((ball) => ball.colour))).toEqual(new Set([0, 1, 2, 3]));
  });
});

describe('determinism and lifecycle', () => {
  const run = (seed: number) => {
    const model = new DropperModel(defaults, seed);
    model.drop(2);
    return play(model, 4);
  };

  it('replays exactly for the same seed and differs for another', () => {
    expect(run(10)).toEqual(run(10));
    expect(run(10)).not.toEqual(run(11));
  });

  it('reset returns to the first moment of the run', () => {
    const model = new DropperModel(defaults, 10);
    const first = play(model, 3);
    model.reset();
    expect(model.score).toBe(0);
    expect(model.balls).toHaveLength(0);
    expect(model.time).toBe(0);
    expect(model.snapshot()).toEqual({ score: 0, ballsInPlay: 0, lastPoints: null, scored: 0 });
    expect(play(model, 3)).toEqual(first);
  });

  it('applies new values from the next step', () => {
    const model = new DropperModel(defaults, 10);
    play(model, 1);
    model.update({ ...defaults, speed: 10, density: 10 });
    expect(model.target).toBe(2);
    const time = model.time;
    model.step(0.5);
    expect(model.time).toBeCloseTo(time + 0.5, 2);
  });

  it('ignores zero and negative steps', () => {
    const model = new DropperModel(defaults, 10);
    expect(model.step(0)).toEqual([]);
    expect(model.step(-1)).toEqual([]);
    expect(model.time).toBe(0);
  });
});

describe('bounded cost (../shared/reviews/2026-11-28-godot.md N14)', () => {
  const maxima: PhysicsDropperValues = { gravity: 20, bounciness: 1, speed: 10, density: 100 };

  /** Sub-steps the model runs per real second over `seconds` of play at `fps`. */
  function subStepsPerSecond(values: PhysicsDropperValues, fps = 60, seconds = 4): number {
    const model = new DropperModel(values, 5);
    for (let i = 0; i < seconds * fps; i++) model.step(1 / fps);
    return model.subSteps / seconds;
  }

  it('runs at most 2,500 sub-steps a real second at the maxima, at 30, 60 and 144 fps alike', () => {
    const counts = [30, 60, 144].map((fps) => subStepsPerSecond(maxima, fps));
    for (const count of counts) expect(count).toBeLessThanOrEqual(2500);
    expect(Math.max(...counts) - Math.min(...counts)).toBeLessThanOrEqual(0.25);
  });

  it('keeps the defaults on 600 sub-steps a board second (about 2,190 a real second)', () => {
    expect(subStepsPerSecond(defaults)).toBeCloseTo(600 * clockScale(defaults), 0);
    expect(Math.round(subStepsPerSecond(defaults))).toBe(2189);
  });

  it('steps the board in whole 600ths of a second: 1/600 at the defaults, 3/600 at the maxima', () => {
    expect(maxSubStepsPerSecond).toBe(2500);
    expect(boardStepFor(defaults)).toBe(subStep);
    expect(boardStepFor(maxima)).toBe(3 / 600);
    expect(boardStepFor({ ...defaults, speed: 8, density: 10 })).toBe(2 / 600);
  });

  it('has a golden trace at the maxima, so every port proves the cap the same way (trace.ts busiest)', () => {
    const busiest = physicsDropperScenarios.find((scenario) => scenario.name === 'busiest');
    expect(busiest?.values).toEqual(Object.fromEntries(physicsDropperParams.map((param) => [param.key, param.max])));
    expect(busiest?.values).toEqual(maxima);
  });

  it('never runs more than 2,500 sub-steps a real second at any setting', () => {
    let most = 0;
    for (const gravity of [1, 9.8, 14, 20])
      for (const bounciness of [0, 0.5, 1])
        for (const speed of [1, 5, 7.5, 10]) most = Math.max(most, subStepsPerSecond({ gravity, bounciness, speed, density: 10 }, 60, 1));
    expect(most).toBeLessThanOrEqual(2500);
  });
});
