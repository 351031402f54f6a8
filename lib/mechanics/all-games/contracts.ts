/**
 * Every template's game contract and scenarios, by slug (lib/mechanics/<slug>/contract.ts and
 * scenarios.ts): what the recorder, the scenario tests and the engines' harnesses read. The site reads the
 * contracts alone through all-games/contract-text.ts (game-contracts.ts), without the scenarios.
 */
import type { GameContract, Scenario } from '../core/contract';
import { gameContracts } from './game-contracts';
import { scenarios as bounceChain } from '../bounce-chain/scenarios';
import { scenarios as doubleTapDash } from '../double-tap-dash/scenarios';
import { scenarios as memoryTiles } from '../memory-tiles/scenarios';
import { scenarios as physicsDropper } from '../physics-dropper/scenarios';
import { scenarios as rhythmClacker } from '../rhythm-clacker/scenarios';
import { scenarios as timingWheel } from '../timing-wheel/scenarios';

export type TemplateContract = { readonly contract: GameContract; readonly scenarios: readonly Scenario[] };

const scenarioSets: Readonly<Record<string, readonly Scenario[]>> = {
  'physics-dropper': physicsDropper,
  'double-tap-dash': doubleTapDash,
  'rhythm-clacker': rhythmClacker,
  'memory-tiles': memoryTiles,
  'bounce-chain': bounceChain,
  'timing-wheel': timingWheel,
};

const contracts: Readonly<Record<string, TemplateContract>> = Object.fromEntries(
  Object.entries(scenarioSets).map(([slug, scenarios]) => [slug, { contract: gameContracts[slug]!, scenarios }]),
);

export const contractSlugs: readonly string[] = Object.keys(contracts);

export function loadContract(slug: string): TemplateContract {
  const found = contracts[slug];
  if (!found) throw new Error(`No game contract for ${slug}`);
  return found;
}
