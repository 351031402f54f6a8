// Every game that pauses on a hidden tab counts down before it plays on, so the player is ready.
import { resumeCountdownSeconds, statusInterval } from '../core/canvas-game';
import { gameStarters, installGameSurfaces } from './game-starters';

const surfaces = installGameSurfaces();

describe('returning to the tab', () => {
  it.each(Object.entries(gameStarters))('%s says "Resuming in 3…", 2, 1 and only then plays on', (_, start) => {
    const statuses: string[] = [];
    const game = start(surfaces.fake.canvas, surfaces.board, { autoStart: true, seed: 1, reducedMotion: true, onStatus: (text) => statuses.push(text) });
    surfaces.fake.runFrames(3);
    jest.advanceTimersByTime(statusInterval);
    surfaces.fake.setHidden(true);
    jest.advanceTimersByTime(statusInterval);
    expect(statuses.at(-1)).toMatch(/^Paused/);
    surfaces.fake.setHidden(false);
    for (let second = resumeCountdownSeconds; second >= 1; second--) {
      jest.advanceTimersByTime(statusInterval - 1);
      expect(statuses.at(-1)).toBe(`Resuming in ${second}…`);
      jest.advanceTimersByTime(1);
    }
    surfaces.fake.runFrames(1);
    jest.advanceTimersByTime(statusInterval);
    expect(statuses.at(-1)).not.toMatch(/^(Paused|Resuming)/);
    game.destroy();
  });

  it.each(Object.entries(gameStarters))('%s says each step of the countdown on its second, "Resuming in 1…" a second before onResume (N8)', (_, start) => {
    const said: [number, string][] = [];
    const game = start(surfaces.fake.canvas, surfaces.board, {
      autoStart: true,
      seed: 1,
      reducedMotion: true,
      onStatus: (text) => said.push([Date.now(), text]),
      onResume: () => said.push([Date.now(), 'onResume']),
    });
    surfaces.fake.runFrames(3);
    // Away and back within the second after a sentence: the pace of the status line must not hold the countdown back.
    surfaces.fake.setHidden(true);
    surfaces.fake.setHidden(false);
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
