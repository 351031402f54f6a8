import type { HeaderPlan } from './security-headers.mjs';

export type PreviewConfig = {
  cleanUrls: boolean;
  trailingSlash: boolean;
  directoryListing: boolean;
  rewrites: { source: string; destination: string }[];
  redirects: { source: string; destination: string; type: number }[];
  headers: { source: string; headers: { key: string; value: string }[] }[];
};

export const PREVIEW_CONFIG_FILE: string;
export function renderPreviewConfig(plan: HeaderPlan, htmlFiles: string[]): PreviewConfig;
export function previewConfigProblems(config: unknown): string[];
