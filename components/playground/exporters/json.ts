import { sliderSpecs, type SettingKey } from '@/content/playground';
import { formatSettingValue, type Settings } from '../simulation';

/** Bumped whenever a field of the exported config changes meaning or name. */
export const schemaVersion = 1;

export type ExportFiles = Readonly<Record<string, string>>;

/** How each setting is named in the exported files (JSON and Unity use these; Godot snake_cases them). */
export const exportFieldNames = {
  gravity: 'gravity',
  bounciness: 'bounciness',
  speed: 'simulationSpeed',
  density: 'particleDensity',
} as const satisfies Record<SettingKey, string>;

export type ConfigDocument = {
  schemaVersion: number;
  template: string;
} & Record<(typeof exportFieldNames)[SettingKey], number>;

export const configFileName = 'physics-dropper.config.json';

/** The flat config every export carries; flat so Unity's JsonUtility can overwrite fields by name. */
export function configDocument(settings: Settings): ConfigDocument {
  const values = Object.fromEntries(sliderSpecs.map((spec) => [exportFieldNames[spec.key], settings[spec.key]]));
  return { schemaVersion, template: 'PhysicsDropper X', ...values } as ConfigDocument;
}

export function configJson(settings: Settings): string {
  return `${JSON.stringify(configDocument(settings), null, 2)}\n`;
}

/** "Gravity 9.8 m/s², Bounciness 0.7, Simulation Speed 5x, Particle Density 50" */
export function settingsSummary(settings: Settings): string {
  return sliderSpecs
    .map((spec) => `${spec.label} ${formatSettingValue(spec, settings[spec.key])}`)
    .join(', ');
}

export function buildJsonExport(settings: Settings): ExportFiles {
  return { [configFileName]: configJson(settings) };
}
