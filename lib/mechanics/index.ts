import type { Mechanic } from './core/mechanic';
import { physicsDropperParams } from './physics-dropper/params';

export const physicsDropper = {
  slug: 'physics-dropper',
  name: 'PhysicsDropper',
  params: physicsDropperParams,
  surface: 'canvas',
  howToPlay: 'Press Play: balls pour through the pegs into the scoring bins. Space, a click or a tap drops an extra ball.',
} as const satisfies Mechanic<typeof physicsDropperParams>;

/** Every mechanic the site can play and export, by the slug of its template page. */
export const mechanics = [physicsDropper] as const satisfies readonly Mechanic[];

export type AnyMechanic = (typeof mechanics)[number];

export function mechanicBySlug(slug: string): AnyMechanic | undefined {
  return mechanics.find((mechanic) => mechanic.slug === slug);
}
