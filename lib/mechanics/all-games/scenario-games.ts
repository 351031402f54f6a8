/**
 * The six TypeScript games as the scenario recorder plays them: how each is created and which of its
 * callbacks (or, where the game has no callback for a canonical event yet, which of its model's
 * results) become the contract's events, with the fields lib/mechanics/<slug>/contract.ts names.
 * Jest only.
 */
import { createGame as bounceChainGame } from '../bounce-chain/game';
import { BounceModel } from '../bounce-chain/model';
import { createGame as doubleTapDashGame } from '../double-tap-dash/game';
import { DashModel } from '../double-tap-dash/model';
import { createGame as memoryTilesGame } from '../memory-tiles/game';
import { MemoryModel } from '../memory-tiles/model';
import { createGame as physicsDropperGame } from '../physics-dropper/game';
import { createGame as rhythmClackerGame } from '../rhythm-clacker/game';
import { RhythmModel } from '../rhythm-clacker/model';
import { createGame as timingWheelGame } from '../timing-wheel/game';
import type { RecordedGame, RecordedHandle } from '../core/testing/scenario-recorder';

type AnyCreate = (surface: HTMLElement, values: Record<string, number>, options: Record<string, unknown>) => RecordedHandle;
const creates: Readonly<Record<string, AnyCreate>> = {
  'physics-dropper': physicsDropperGame as unknown as AnyCreate,
  'double-tap-dash': doubleTapDashGame as unknown as AnyCreate,
  'rhythm-clacker': rhythmClackerGame as unknown as AnyCreate,
  'memory-tiles': memoryTilesGame as unknown as AnyCreate,
  'bounce-chain': bounceChainGame as unknown as AnyCreate,
  'timing-wheel': timingWheelGame as unknown as AnyCreate,
};
/** The model each game stepped last (for probes): set from inside the model's own methods. */
const lastModel = new Map<string, unknown>();

function creator(slug: string): AnyCreate {
  return (surface, settings, options) => creates[slug]!(surface, settings, options);
}

const physicsDropper: RecordedGame = {
  slug: 'physics-dropper',
  surface: 'canvas',
  create: creator('physics-dropper'),
  callbacks: (emit) => ({ onLand: (landing: { bin: number; points: number }) => emit('landed', { bin: landing.bin, points: landing.points }) }),
};

/** DoubleTapDash's judged kinds, from its model's events. */
const dashKind = (event: { type: string; result?: string }) => (event.type === 'gate' ? (event.result ?? 'gate') : event.type);

const doubleTapDash: RecordedGame = {
  slug: 'double-tap-dash',
  surface: 'canvas',
  create: creator('double-tap-dash'),
  spy(emit, live) {
    const tap = DashModel.prototype.tap;
    const step = DashModel.prototype.step;
    jest.spyOn(DashModel.prototype, 'tap').mockImplementation(function (this: InstanceType<typeof DashModel>, time: number) {
      const events = tap.call(this, time);
      if (live()) for (const event of events) emit('judged', { kind: dashKind(event) });
      return events;
    });
    jest.spyOn(DashModel.prototype, 'step').mockImplementation(function (this: InstanceType<typeof DashModel>, seconds: number) {
      const events = step.call(this, seconds);
      if (live()) for (const event of events) emit('judged', { kind: dashKind(event) });
      return events;
    });
  },
};


const rhythmClacker: RecordedGame = {
  slug: 'rhythm-clacker',
  surface: 'canvas',
  create: creator('rhythm-clacker'),
  callbacks: (emit) => ({ onJudgement: (judgement: { grade: string }) => emit('judged', { grade: judgement.grade }) }),
  spy() {
    const advanceTo = RhythmModel.prototype.advanceTo;
    lastModel.delete('rhythm-clacker');
    jest.spyOn(RhythmModel.prototype, 'advanceTo').mockImplementation(function (this: InstanceType<typeof RhythmModel>, time: number) {
      lastModel.set('rhythm-clacker', this);
      return advanceTo.call(this, time);
    });
  },
  probe(read) {
    const rhythmModel = lastModel.get('rhythm-clacker') as InstanceType<typeof RhythmModel> | undefined;
    if (read === 'latency') return rhythmModel?.latencyMs ?? null;
    // Notes judged so far (tapped or passed unplayed).
    if (read === 'judged') return rhythmModel ? rhythmModel.notes.filter((note) => note.grade !== null).length : null;
    return null;
  },
};

const memoryTiles: RecordedGame = {
  slug: 'memory-tiles',
  surface: 'dom',
  create: creator('memory-tiles'),
  callbacks: (emit) => ({ onClear: (clear: { stars: number }) => emit('cleared', { stars: clear.stars }) }),
  spy(emit, live) {
    // onMatch reports matches only: every pick's outcome (first, match, miss) is read from the model.
    const flip = MemoryModel.prototype.flip;
    jest.spyOn(MemoryModel.prototype, 'flip').mockImplementation(function (this: InstanceType<typeof MemoryModel>, index: number, now: number) {
      const outcome = flip.call(this, index, now);
      if (!live()) return outcome;
      if (outcome.type === 'first' || outcome.type === 'match') emit('judged', { kind: outcome.type, symbol: outcome.symbol });
      else if (outcome.type === 'miss') emit('judged', { kind: 'miss', symbol: outcome.symbols[1] });
      return outcome;
    });
  },
  probe(read, surface) {
    // Tiles a player can pick: the board's buttons (one per tile of the model's board).
    if (read === 'tiles') return surface.querySelectorAll('button').length;
    return null;
  },
};


const bounceChain: RecordedGame = {
  slug: 'bounce-chain',
  surface: 'canvas',
  create: creator('bounce-chain'),
  callbacks: (emit) => ({ onBounce: (bounce: { points: number; chain: number }) => emit('bounced', { points: bounce.points, chain: bounce.chain }) }),
  spy() {
    const step = BounceModel.prototype.step;
    lastModel.delete('bounce-chain');
    jest.spyOn(BounceModel.prototype, 'step').mockImplementation(function (this: InstanceType<typeof BounceModel>, seconds: number) {
      lastModel.set('bounce-chain', this);
      return step.call(this, seconds);
    });
  },
  probe(read) {
    if (read === 'steer') return (lastModel.get('bounce-chain') as InstanceType<typeof BounceModel> | undefined)?.steering ?? null;
    return null;
  },
};

const timingWheel: RecordedGame = {
  slug: 'timing-wheel',
  surface: 'canvas',
  create: creator('timing-wheel'),
  callbacks: (emit) => ({ onLand: (landing: { result: string }) => emit('landed', { result: landing.result }) }),
};

export const recordedGames: Readonly<Record<string, RecordedGame>> = {
  'physics-dropper': physicsDropper,
  'double-tap-dash': doubleTapDash,
  'rhythm-clacker': rhythmClacker,
  'memory-tiles': memoryTiles,
  'bounce-chain': bounceChain,
  'timing-wheel': timingWheel,
};
