import type { Mechanic } from '../core/mechanic';
import { exportedValues, type Values } from '../core/params';
import { schemaVersion } from './names';

export type PresetDocument = { schemaVersion: number; template: string } & Record<string, number | string>;

/** The flat preset every download carries; flat so Unity's JsonUtility can overwrite fields by name. */
export function presetDocument(mechanic: Mechanic, values: Values): PresetDocument {
  return { schemaVersion, template: mechanic.name, ...exportedValues(mechanic.params, values) };
}

export function presetJson(mechanic: Mechanic, values: Values): string {
  return `${JSON.stringify(presetDocument(mechanic, values), null, 2)}\n`;
}
