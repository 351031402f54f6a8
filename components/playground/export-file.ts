import { strToU8, zipSync } from 'fflate';
import { exportActions, templateDownload, type ExportKind } from '@/content/playground';
import { exporters } from './exporters';
export { settingsSummary } from './exporters/json';
import type { Settings } from './simulation';

export type ExportFile = { filename: string; type: string; bytes: Uint8Array<ArrayBuffer> };

const actions = [templateDownload, ...exportActions];

/** The file a button downloads: the JSON preset as it is, every engine export as a zip. */
export function buildExportFile(kind: ExportKind, settings: Settings): ExportFile {
  const action = actions.find((candidate) => candidate.kind === kind);
  if (!action) throw new Error(`Unknown export ${kind}`);
  const files = exporters[kind](settings);
  if (kind === 'json') {
    const [text = ''] = Object.values(files);
    return { filename: action.filename, type: 'application/json', bytes: strToU8(text) as Uint8Array<ArrayBuffer> };
  }
  const entries = Object.fromEntries(Object.entries(files).map(([path, text]) => [path, strToU8(text)]));
  return { filename: action.filename, type: 'application/zip', bytes: zipSync(entries, { level: 6 }) as Uint8Array<ArrayBuffer> };
}
