import type { Mechanic } from '../core/mechanic';
import { exportedValues, type Values } from '../core/params';
import { schemaVersion } from './names';

export type PresetDocument = { schemaVersion: number; template: string } & Record<string, number | string>;

/** The flat preset the engine kits read; flat so Unity's JsonUtility can overwrite fields by name (label-derived names). */
export function presetDocument(mechanic: Mechanic, values: Values): PresetDocument {
  return { schemaVersion, template: mechanic.name, ...exportedValues(mechanic.params, values) };
}

/**
 * The JavaScript kit's config.json and the standalone page's preset: the values under the keys
 * createGame reads (the spec's, as in the URL), so `createGame(canvas, config)` plays them. A setting of the
 * player's device (`device`, RhythmClacker's latency) left at its default is left out: given, it wins over what
 * the device stored (its calibration), and `createGame(canvas, config)` would never read that (review 1 J9).
 */
export function gameConfigDocument(mechanic: Mechanic, values: Values): PresetDocument {
  const entries = mechanic.params.map((spec) => [spec, values[spec.key] ?? spec.defaultValue] as const);
  return { schemaVersion, template: mechanic.name, ...Object.fromEntries(entries.filter(([spec, value]) => !(spec.device && value === spec.defaultValue)).map(([spec, value]) => [spec.key, value])) };
}

export function gameConfigJson(mechanic: Mechanic, values: Values): string {
  return `${JSON.stringify(gameConfigDocument(mechanic, values), null, 2)}\n`;
}

export function presetJson(mechanic: Mechanic, values: Values): string {
  return `${JSON.stringify(presetDocument(mechanic, values), null, 2)}\n`;
}
