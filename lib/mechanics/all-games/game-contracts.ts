/**
 * Every template's game contract by slug (lib/mechanics/<slug>/contract.ts), without its scenarios: what
 * the API pages and the kits' READMEs read through all-games/contract-text.ts.
 */
import type { GameContract } from '../core/contract';
import { contract as bounceChain } from '../bounce-chain/contract';
import { contract as doubleTapDash } from '../double-tap-dash/contract';
import { contract as memoryTiles } from '../memory-tiles/contract';
import { contract as physicsDropper } from '../physics-dropper/contract';
import { contract as rhythmClacker } from '../rhythm-clacker/contract';
import { contract as timingWheel } from '../timing-wheel/contract';

export const gameContracts: Readonly<Record<string, GameContract>> = {
  'physics-dropper': physicsDropper,
  'double-tap-dash': doubleTapDash,
  'rhythm-clacker': rhythmClacker,
  'memory-tiles': memoryTiles,
  'bounce-chain': bounceChain,
  'timing-wheel': timingWheel,
};

export function gameContract(slug: string): GameContract {
  const found = gameContracts[slug];
  if (!found) throw new Error(`No game contract for ${slug}`);
  return found;
}
