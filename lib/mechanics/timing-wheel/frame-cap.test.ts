/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { maxFrameSeconds } from '../core/canvas-game';
import { contract } from './contract';

// The README's timing sentence names each engine's longest frame (review 54, G6): held to the code that cuts it.
describe('TimingWheel: the longest frame each engine moves the wheel by, as its words say', () => {
  const words = contract.lifecycle.find((rule) => /frame counts at most/.test(rule.rule))?.rule ?? '';

  it('JavaScript: the canvas games\' frame cap', () => {
    expect(words).toContain(`at most ${maxFrameSeconds} s in JavaScript`);
  });

  it('Godot: the cut the game gives the rules each frame', () => {
    const game = readFileSync(join(__dirname, 'godot/timing_wheel_game.gd'), 'utf8');
    const cut = /model\.step\(minf\(delta, ([\d.]+)\)\)/.exec(game)?.[1];
    expect(cut).toBeDefined();
    expect(words).toContain(`and ${cut} s in Godot`);
  });

  it('Unity: the frame\'s Time.deltaTime, uncut by the game', () => {
    const game = readFileSync(join(__dirname, 'unity/TimingWheelGame.cs'), 'utf8');
    expect(game).toMatch(/Model\.Step\(seconds\)/);
    expect(words).toContain('in Unity as its Time.deltaTime');
  });
});
