/**
 * @jest-environment node
 */
// The rules' garbage in steady play, as a host of createModel runs them (issue 45: under 1 KB a frame), by V8's
// sampling heap profiler: every byte the rules allocate over 600 steps of 1/60 s, collected objects included. The
// canvas and the browser are bench/frame-garbage.mjs's (npm run bench:garbage); this holds the rules in every run.
import { Session } from 'node:inspector/promises';
import * as bounceChain from '../bounce-chain/game';
import * as doubleTapDash from '../double-tap-dash/game';
import * as physicsDropper from '../physics-dropper/game';
import * as rhythmClacker from '../rhythm-clacker/game';
import * as timingWheel from '../timing-wheel/game';

type Sampled = { callFrame: { url: string }; selfSize: number; children: Sampled[] };

/** Each game's rules with a player's input on some frames, as a steady run has it. */
const plays: Record<string, () => (frame: number) => void> = {
  physicsDropper: () => {
    const rules = physicsDropper.createModel({}, 1);
    return () => void rules.step(1 / 60);
  },
  bounceChain: () => {
    const rules = bounceChain.createModel({}, 1);
    return (frame) => {
      if (frame % 30 === 0) rules.nudge();
      if (rules.state.over) rules.reset();
      rules.step(1 / 60);
    };
  },
  doubleTapDash: () => {
    const rules = doubleTapDash.createModel({}, 1);
    return (frame) => {
      if (frame % 20 === 0) rules.tap(rules.state.time * 1000);
      if (rules.state.over) rules.reset();
      rules.step(1 / 60);
    };
  },
  rhythmClacker: () => {
    const rules = rhythmClacker.createModel({ latency: 0 }, 1);
    return (frame) => {
      if (frame % 36 === 0) rules.tap();
      if (rules.state.over) rules.reset();
      rules.step(1 / 60);
    };
  },
  timingWheel: () => {
    const rules = timingWheel.createModel({}, 1);
    return (frame) => {
      if (frame % 60 === 0) rules.press();
      if (frame % 60 === 20) rules.release();
      if (rules.state.over) rules.reset();
      rules.step(1 / 60);
    };
  },
};

const ownBytes = (node: Sampled): number => (node.callFrame.url.includes('/lib/mechanics/') ? node.selfSize : 0) + node.children.reduce((sum, child) => sum + ownBytes(child), 0);

describe('the rules allocate under 1 KB a step of 1/60 s in steady play (V8 heap sampling)', () => {
  const session = new Session();
  beforeAll(async () => {
    session.connect();
    await session.post('HeapProfiler.enable');
  });
  afterAll(() => session.disconnect());

  it.each(Object.keys(plays))('%s', async (name) => {
    const frame = plays[name]!();
    // Warm-up: V8 optimises the hot functions (until then every fractional intermediate is a heap number). On a busy
    // machine its background compiler finishes later: steady play is the best of up to ten windows of 600 frames
    // (one failed under a full parallel test run, as the optimised code had not arrived yet; five windows once were not
    // enough either, in a full run beside the Godot checks on 2 cores).
    for (let index = 0; index < 1200; index++) frame(index);
    const frames = 600;
    let best = Number.POSITIVE_INFINITY;
    for (let window = 0, at = 1200; window < 10 && best >= 1024; window++, at += frames) {
      await session.post('HeapProfiler.collectGarbage');
      await session.post('HeapProfiler.startSampling', { samplingInterval: 64, includeObjectsCollectedByMajorGC: true, includeObjectsCollectedByMinorGC: true });
      for (let index = at; index < at + frames; index++) frame(index);
      const { profile } = (await session.post('HeapProfiler.stopSampling')) as { profile: { head: Sampled } };
      best = Math.min(best, ownBytes(profile.head) / frames);
    }
    expect(best).toBeLessThan(1024);
    // 2.4 s for PhysicsDropper here with a core kept busy (sampling every 64 bytes is slow); a full parallel run on the
    // slower twin went past Jest's default 5 s, and the sampler it left running failed the next game too.
  }, 30_000);
});
