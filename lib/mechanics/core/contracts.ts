/**
 * Every template's game contract and scenarios, by slug: what the API pages, the kits' READMEs and the
 * engines' scenario harnesses read (each template's own lib/mechanics/<slug>/contract.ts).
 */
import type { GameContract, Scenario } from './contract';
import * as bounceChain from '../bounce-chain/contract';
import * as doubleTapDash from '../double-tap-dash/contract';
import * as memoryTiles from '../memory-tiles/contract';
import * as physicsDropper from '../physics-dropper/contract';
import * as rhythmClacker from '../rhythm-clacker/contract';
import * as timingWheel from '../timing-wheel/contract';

export type TemplateContract = { readonly contract: GameContract; readonly scenarios: readonly Scenario[] };

const contracts: Readonly<Record<string, TemplateContract>> = {
  'physics-dropper': physicsDropper,
  'double-tap-dash': doubleTapDash,
  'rhythm-clacker': rhythmClacker,
  'memory-tiles': memoryTiles,
  'bounce-chain': bounceChain,
  'timing-wheel': timingWheel,
};

export const contractSlugs: readonly string[] = Object.keys(contracts);

export function loadContract(slug: string): TemplateContract {
  const found = contracts[slug];
  if (!found) throw new Error(`No game contract for ${slug}`);
  return found;
}
