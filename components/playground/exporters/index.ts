import type { ExportKind } from '@/content/playground';
import type { Settings } from '../simulation';
import { buildGodotExport } from './godot';
import { buildItchExport } from './itch';
import { buildJsonExport, type ExportFiles } from './json';
import { buildUnityExport } from './unity';

export type { ExportFiles };

export const exporters = {
  json: buildJsonExport,
  unity: buildUnityExport,
  godot: buildGodotExport,
  itch: buildItchExport,
} as const satisfies Record<ExportKind, (settings: Settings) => ExportFiles>;
