/**
 * The six TypeScript games as the scenario recorder plays them: how each is created and which of its
 * callbacks become the contract's events, with the fields lib/mechanics/<slug>/contract.ts names.
 * Jest only.
 */
import { createGame as bounceChainGame } from '../bounce-chain/game';
import { BounceModel } from '../bounce-chain/model';
import { createGame as doubleTapDashGame } from '../double-tap-dash/game';
import { createGame as memoryTilesGame } from '../memory-tiles/game';
import { createGame as physicsDropperGame } from '../physics-dropper/game';
import { DropperModel } from '../physics-dropper/model';
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

/** Keeps the model a game last ran `method` on, for its probes: the call itself goes on as before. */
function keepLastModel<Model extends object>(slug: string, prototype: Model, method: keyof Model & string) {
  const original = prototype[method] as (...args: unknown[]) => unknown;
  lastModel.delete(slug);
  jest.spyOn(prototype, method as never).mockImplementation(function (this: unknown, ...args: unknown[]) {
    lastModel.set(slug, this);
    return original.apply(this, args);
  } as never);
}

const physicsDropper: RecordedGame = {
  slug: 'physics-dropper',
  surface: 'canvas',
  create: creator('physics-dropper'),
  callbacks: (emit) => ({ onLand: (landing: { bin: number; points: number }) => emit('landed', { bin: landing.bin, points: landing.points }) }),
  spy: () => keepLastModel('physics-dropper', DropperModel.prototype, 'step'),
  probe(read) {
    if (read === 'balls') return (lastModel.get('physics-dropper') as InstanceType<typeof DropperModel> | undefined)?.balls.length ?? null;
    return null;
  },
};

const doubleTapDash: RecordedGame = {
  slug: 'double-tap-dash',
  surface: 'canvas',
  create: creator('double-tap-dash'),
  callbacks: (emit) => ({ onJudged: (judgement: { result: string }) => emit('judged', { kind: judgement.result }) }),
};

const rhythmClacker: RecordedGame = {
  slug: 'rhythm-clacker',
  surface: 'canvas',
  create: creator('rhythm-clacker'),
  callbacks: (emit) => ({ onJudged: (judgement: { grade: string }) => emit('judged', { grade: judgement.grade }) }),
  spy: () => keepLastModel('rhythm-clacker', RhythmModel.prototype, 'advanceTo'),
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
  callbacks: (emit) => ({
    onJudged: (judgement: { result: string; symbol: string }) => emit('judged', { kind: judgement.result, symbol: judgement.symbol }),
    onClear: (clear: { stars: number }) => emit('cleared', { stars: clear.stars }),
  }),
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
  spy: () => keepLastModel('bounce-chain', BounceModel.prototype, 'step'),
  probe(read) {
    if (read === 'steer') return (lastModel.get('bounce-chain') as InstanceType<typeof BounceModel> | undefined)?.steering ?? null;
    return null;
  },
};

const timingWheel: RecordedGame = {
  slug: 'timing-wheel',
  surface: 'canvas',
  create: creator('timing-wheel'),
  callbacks: (emit) => ({ onJudged: (landing: { result: string }) => emit('landed', { result: landing.result }) }),
};

export const recordedGames: Readonly<Record<string, RecordedGame>> = {
  'physics-dropper': physicsDropper,
  'double-tap-dash': doubleTapDash,
  'rhythm-clacker': rhythmClacker,
  'memory-tiles': memoryTiles,
  'bounce-chain': bounceChain,
  'timing-wheel': timingWheel,
};
