// Every game that pauses on a hidden tab counts down before it plays on, so the player is ready.
import { createGame as bounceChain } from '../bounce-chain/game';
import { createGame as doubleTapDash } from '../double-tap-dash/game';
import { createGame as memoryTiles } from '../memory-tiles/game';
import { createGame as physicsDropper } from '../physics-dropper/game';
import { createGame as rhythmClacker } from '../rhythm-clacker/game';
import { createGame as timingWheel } from '../timing-wheel/game';
import { resumeCountdownSeconds, statusInterval } from '../core/canvas-game';
import type { GameHandle, GameOptions } from '../core/mechanic';
import { installFakeCanvas, type FakeCanvas } from '../core/testing/fake-canvas';

type Start = (canvas: HTMLCanvasElement, board: HTMLDivElement, options: GameOptions) => GameHandle<string>;

const games: Record<string, Start> = {
  PhysicsDropper: (canvas, _, options) => physicsDropper(canvas, {}, options),
  DoubleTapDash: (canvas, _, options) => doubleTapDash(canvas, {}, options),
  RhythmClacker: (canvas, _, options) => rhythmClacker(canvas, {}, options),
  MemoryTiles: (_, board, options) => memoryTiles(board, {}, options),
  BounceChain: (canvas, _, options) => bounceChain(canvas, {}, options),
  TimingWheel: (canvas, _, options) => timingWheel(canvas, {}, options),
};

let fake: FakeCanvas;
let board: HTMLDivElement;

beforeEach(() => {
  fake = installFakeCanvas();
  board = document.createElement('div');
  document.body.append(board);
});

afterEach(() => {
  board.remove();
  fake.remove();
});

describe('returning to the tab', () => {
  it.each(Object.entries(games))('%s says "Resuming in 3…", 2, 1 and only then plays on', (_, start) => {
    const statuses: string[] = [];
    const game = start(fake.canvas, board, { autoStart: true, seed: 1, reducedMotion: true, onStatus: (text) => statuses.push(text) });
    fake.runFrames(3);
    jest.advanceTimersByTime(statusInterval);
    fake.setHidden(true);
    jest.advanceTimersByTime(statusInterval);
    expect(statuses.at(-1)).toMatch(/^Paused/);
    fake.setHidden(false);
    for (let second = resumeCountdownSeconds; second >= 1; second--) {
      jest.advanceTimersByTime(statusInterval - 1);
      expect(statuses.at(-1)).toBe(`Resuming in ${second}…`);
      jest.advanceTimersByTime(1);
    }
    fake.runFrames(1);
    jest.advanceTimersByTime(statusInterval);
    expect(statuses.at(-1)).not.toMatch(/^(Paused|Resuming)/);
    game.destroy();
  });

  it.each(Object.entries(games))('%s says each step of the countdown on its second, "Resuming in 1…" a second before onResume (N8)', (_, start) => {
    const said: [number, string][] = [];
    const game = start(fake.canvas, board, {
      autoStart: true,
      seed: 1,
      reducedMotion: true,
      onStatus: (text) => said.push([Date.now(), text]),
      onResume: () => said.push([Date.now(), 'onResume']),
    });
    fake.runFrames(3);
    // Away and back within the second after a sentence: the pace of the status line must not hold the countdown back.
    fake.setHidden(true);
    fake.setHidden(false);
    const back = Date.now();
    jest.advanceTimersByTime(resumeCountdownSeconds * 1000 + 10);
    const after = said.filter(([at, text]) => at >= back && /^(Resuming|onResume)/.test(text)).map(([at, text]) => [at - back, text]);
    expect(after).toEqual([
      [0, 'Resuming in 3…'],
      [1000, 'Resuming in 2…'],
      [2000, 'Resuming in 1…'],
      [3000, 'onResume'],
    ]);
    game.destroy();
  });
});
