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
 * createGame reads (the spec's, as in the URL), so `createGame(canvas, config)` plays them.
 */
export function gameConfigDocument(mechanic: Mechanic, values: Values): PresetDocument {
  return { schemaVersion, template: mechanic.name, ...Object.fromEntries(mechanic.params.map((spec) => [spec.key, values[spec.key] ?? spec.defaultValue])) };
}

export function gameConfigJson(mechanic: Mechanic, values: Values): string {
  return `${JSON.stringify(gameConfigDocument(mechanic, values), null, 2)}\n`;
}

export function presetJson(mechanic: Mechanic, values: Values): string {
  return `${JSON.stringify(presetDocument(mechanic, values), null, 2)}\n`;
}
