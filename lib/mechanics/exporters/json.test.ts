import { physicsDropper, rhythmClacker } from '../index';
import { defaultValues } from '../core/params';
import { installFakeCanvas } from '../core/testing/fake-canvas';
import { createGame, latencyStorageKey } from '../rhythm-clacker/game';
import { gameConfigJson, presetDocument, presetJson } from './json';
import { exportNames, schemaVersion } from './names';

const tuned = { gravity: 12.5, bounciness: 0.4, speed: 3, density: 80 };

describe('JSON preset', () => {
  it('holds schemaVersion 1, the template and every value under its camelCase export name', () => {
    expect(JSON.parse(presetJson(physicsDropper, tuned))).toEqual({
      schemaVersion: 1,
      template: 'PhysicsDropper',
      gravity: 12.5,
      bounciness: 0.4,
      simulationSpeed: 3,
      particleDensity: 80,
    });
    expect(schemaVersion).toBe(1);
  });

  it('follows the values it is given', () => {
    expect(presetDocument(physicsDropper, defaultValues(physicsDropper.params))).toMatchObject({ gravity: 9.8, particleDensity: 50 });
  });

  it('is pretty-printed with a final newline', () => {
    expect(presetJson(physicsDropper, tuned)).toMatch(/^\{\n {2}"schemaVersion": 1,\n[\s\S]*\}\n$/);
  });

  it('is named after the slug', () => {
    expect(exportNames(physicsDropper)).toMatchObject({
      presetFile: 'physics-dropper.config.json',
      presetResource: 'physics-dropper.config',
      className: 'PhysicsDropperConfig',
      standaloneScriptUrl: '/games/physics-dropper.standalone.js',
    });
  });
});

describe("the JavaScript kit's config.json (review 1 of 2026-11-29, J9)", () => {
  it("leaves out RhythmClacker's latency at its default, so createGame(canvas, config), as the README's sample calls it, plays the calibration stored on the device", () => {
    const fake = installFakeCanvas();
    const config = JSON.parse(gameConfigJson(rhythmClacker, defaultValues(rhythmClacker.params))) as Record<string, unknown>;
    expect(config).not.toHaveProperty('latency');
    expect(config).toMatchObject({ template: 'RhythmClacker', bpm: defaultValues(rhythmClacker.params).bpm });
    localStorage.setItem(latencyStorageKey, '80');
    const read = jest.spyOn(Storage.prototype, 'getItem');
    const game = createGame(fake.canvas, config, { seed: 1 });
    expect(read).toHaveBeenCalledWith(latencyStorageKey);
    game.destroy();
    localStorage.removeItem(latencyStorageKey);
    fake.remove();
  });

  it('keeps a latency tuned off its default, which wins over a stored one', () => {
    const config = JSON.parse(gameConfigJson(rhythmClacker, { ...defaultValues(rhythmClacker.params), latency: 40 })) as Record<string, unknown>;
    expect(config).toHaveProperty('latency', 40);
  });
});
