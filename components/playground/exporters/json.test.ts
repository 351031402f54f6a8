import { defaultSettings } from '../simulation';
import { buildJsonExport, configDocument, configFileName, schemaVersion, settingsSummary } from './json';

const tuned = { gravity: 12.5, bounciness: 0.4, speed: 3, density: 80 };

describe('JSON export', () => {
  it('is one physics-dropper.config.json file', () => {
    expect(Object.keys(buildJsonExport(tuned))).toEqual(['physics-dropper.config.json']);
    expect(configFileName).toBe('physics-dropper.config.json');
  });

  it('carries the four values and the schema version', () => {
    const parsed: unknown = JSON.parse(buildJsonExport(tuned)[configFileName] ?? '');
    expect(parsed).toEqual({
      schemaVersion,
      template: 'PhysicsDropper X',
      gravity: 12.5,
      bounciness: 0.4,
      simulationSpeed: 3,
      particleDensity: 80,
    });
    expect(schemaVersion).toBe(1);
  });

  it('follows the settings it is given', () => {
    expect(configDocument(defaultSettings)).toMatchObject({ gravity: 9.8, bounciness: 0.7, simulationSpeed: 5, particleDensity: 50 });
  });

  it('matches the snapshot', () => {
    expect(buildJsonExport(tuned)[configFileName]).toMatchSnapshot();
  });

  it('summarises the settings with their units', () => {
    expect(settingsSummary(tuned)).toBe('Gravity 12.5 m/s², Bounciness 0.4, Simulation Speed 3x, Particle Density 80');
  });
});
