import { sliderSpecs } from '@/content/playground';
import { buildUnityExport, unityScript } from './unity';

const tuned = { gravity: 12.5, bounciness: 0.4, speed: 3, density: 80 };

describe('Unity export', () => {
  const files = buildUnityExport(tuned);
  const script = files['PhysicsDropper/PhysicsDropperConfig.cs'] ?? '';

  it('holds the ScriptableObject, the JSON preset and a README', () => {
    expect(Object.keys(files).sort()).toEqual([
      'PhysicsDropper/PhysicsDropperConfig.cs',
      'PhysicsDropper/physics-dropper.config.json',
      'README.md',
    ]);
  });

  it('declares a ScriptableObject whose defaults are the tuned values', () => {
    expect(script).toContain('public class PhysicsDropperConfig : ScriptableObject');
    expect(script).toContain('[CreateAssetMenu(');
    expect(script).toContain('public float gravity = 12.5f;');
    expect(script).toContain('public float bounciness = 0.4f;');
    expect(script).toContain('public float simulationSpeed = 3f;');
    expect(script).toContain('public int particleDensity = 80;');
    expect(script).toContain('public const int CurrentSchemaVersion = 1;');
    expect(script).toContain('JsonUtility.FromJsonOverwrite(json, this);');
  });

  it('puts [Range] attributes on every field, matching the slider ranges', () => {
    const ranges = [...script.matchAll(/\[Range\(([^,]+), ([^)]+)\)\]/g)].map((match) => [match[1], match[2]]);
    expect(ranges).toEqual([
      ['1f', '20f'],
      ['0f', '1f'],
      ['1f', '10f'],
      ['10', '100'],
    ]);
    expect(ranges).toHaveLength(sliderSpecs.length);
  });

  it('balances its braces', () => {
    expect(script.split('{').length).toBe(script.split('}').length);
  });

  it('ships the JSON that JsonUtility overwrites, and says how in the README', () => {
    expect(JSON.parse(files['PhysicsDropper/physics-dropper.config.json'] ?? '')).toMatchObject({
      schemaVersion: 1,
      gravity: 12.5,
      simulationSpeed: 3,
    });
    expect(files['README.md']).toContain('JsonUtility.FromJsonOverwrite');
    expect(files['README.md']).toContain('Assets');
  });

  it('matches the snapshot', () => {
    expect(unityScript(tuned)).toMatchSnapshot();
  });
});
