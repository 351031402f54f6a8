import { physicsDropper } from '../index';
import { defaultValues } from '../core/params';
import { presetDocument, presetJson } from './json';
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
