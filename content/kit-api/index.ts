import { kitApiFor } from './kits';
import type { KitEngine } from './types';

export { kitApis, kitApiFor } from './kits';
export type { EngineApi, KitApi, KitEngine, KitFeature, KitMember } from './types';

/** The features a template's kit has in one engine: those with proof in that kit. */
export function featuresFor(slug: string, engine: KitEngine): string[] {
  return (kitApiFor(slug)?.features ?? []).filter((feature) => feature.proof[engine]).map((feature) => feature.text);
}
