// Test-side: every game started on its own surface (a canvas, or MemoryTiles' board of buttons) with default
// values, for the tests that hold the JavaScript shell's rules to all six at once.
import { createGame as bounceChain } from '../bounce-chain/game';
import { createGame as doubleTapDash } from '../double-tap-dash/game';
import { createGame as memoryTiles } from '../memory-tiles/game';
import { createGame as physicsDropper } from '../physics-dropper/game';
import { createGame as rhythmClacker } from '../rhythm-clacker/game';
import { createGame as timingWheel } from '../timing-wheel/game';
import type { GameHandle, GameOptions } from '../core/mechanic';
import { installFakeCanvas, type FakeCanvas } from '../core/testing/fake-canvas';

/** `values`: what createGame is given (default values when left out), typed loosely so a test can pass what a JavaScript host might. */
export type Start = (canvas: HTMLCanvasElement, board: HTMLDivElement, options: GameOptions, values?: Record<string, unknown>) => GameHandle<string>;

export const gameStarters = {
  PhysicsDropper: (canvas, _, options, values = {}) => physicsDropper(canvas, values, options),
  DoubleTapDash: (canvas, _, options, values = {}) => doubleTapDash(canvas, values, options),
  RhythmClacker: (canvas, _, options, values = {}) => rhythmClacker(canvas, values, options),
  MemoryTiles: (_, board, options, values = {}) => memoryTiles(board, values, options),
  BounceChain: (canvas, _, options, values = {}) => bounceChain(canvas, values, options),
  TimingWheel: (canvas, _, options, values = {}) => timingWheel(canvas, values, options),
} as const satisfies Record<string, Start>;

/** The five canvas games' createGame, by slug (MemoryTiles plays on buttons). */
export const canvasGameCreators = {
  'bounce-chain': bounceChain,
  'double-tap-dash': doubleTapDash,
  'physics-dropper': physicsDropper,
  'rhythm-clacker': rhythmClacker,
  'timing-wheel': timingWheel,
} as const;

/** A fake canvas and a board element for each test (call at the top of a test file); read them inside tests. */
export function installGameSurfaces(): { readonly fake: FakeCanvas; readonly board: HTMLDivElement } {
  const surfaces = {} as { fake: FakeCanvas; board: HTMLDivElement };
  beforeEach(() => {
    surfaces.fake = installFakeCanvas();
    surfaces.board = document.createElement('div');
    document.body.append(surfaces.board);
  });
  afterEach(() => {
    surfaces.board.remove();
    surfaces.fake.remove();
  });
  return surfaces;
}
