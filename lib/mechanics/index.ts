import type { Mechanic } from './core/mechanic';
import { bounceChain } from './bounce-chain/mechanic';
import { doubleTapDash } from './double-tap-dash/mechanic';
import { memoryTiles } from './memory-tiles/mechanic';
import { physicsDropper } from './physics-dropper/mechanic';
import { rhythmClacker } from './rhythm-clacker/mechanic';
import { timingWheel } from './timing-wheel/mechanic';

export { bounceChain, doubleTapDash, memoryTiles, physicsDropper, rhythmClacker, timingWheel };

/** Every mechanic the site can play and export, by the slug of its template page. */
export const mechanics = [physicsDropper, doubleTapDash, rhythmClacker, memoryTiles, bounceChain, timingWheel] as const satisfies readonly Mechanic[];

export type AnyMechanic = (typeof mechanics)[number];

export function mechanicBySlug(slug: string): AnyMechanic | undefined {
  return mechanics.find((mechanic) => mechanic.slug === slug);
}
