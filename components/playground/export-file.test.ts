import { strFromU8, unzipSync } from 'fflate';
import { buildExportFile } from './export-file';

const tuned = { gravity: 12.5, bounciness: 0.4, speed: 3, density: 80 };

describe('buildExportFile', () => {
  it('downloads the JSON preset as it is', () => {
    const file = buildExportFile('json', tuned);
    expect(file.filename).toBe('physics-dropper.config.json');
    expect(file.type).toBe('application/json');
    expect(JSON.parse(strFromU8(file.bytes))).toMatchObject({ schemaVersion: 1, particleDensity: 80 });
  });

  it.each([
    ['unity', 'physics-dropper-unity.zip', 'PhysicsDropper/PhysicsDropperConfig.cs'],
    ['godot', 'physics-dropper-godot.zip', 'physics_dropper/physics_dropper_config.tres'],
    ['itch', 'physics-dropper-itch.zip', 'index.html'],
  ] as const)('zips the %s export into %s', (kind, filename, entry) => {
    const file = buildExportFile(kind, tuned);
    expect(file.filename).toBe(filename);
    expect(file.type).toBe('application/zip');
    const entries = unzipSync(file.bytes);
    expect(Object.keys(entries)).toContain(entry);
    expect(strFromU8(entries[entry] ?? new Uint8Array())).toContain('12.5');
  });
});
