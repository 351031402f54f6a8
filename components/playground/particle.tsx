import clsx from 'clsx';
import type { MotionValue } from 'framer-motion';
import * as m from 'framer-motion/m';

/** The motion values of one particle element, set from the model every frame. */
export type ParticleSlot = { readonly x: MotionValue<number>; readonly y: MotionValue<number>; readonly opacity: MotionValue<number> };

const glows = [
  'bg-accent shadow-[0_0_12px_3px_var(--color-accent)]',
  'bg-accent-2 shadow-[0_0_12px_3px_var(--color-accent-2)]',
  'bg-pink shadow-[0_0_12px_3px_var(--color-pink)]',
  'bg-warm shadow-[0_0_12px_3px_var(--color-warm)]',
] as const;

type ParticleProps = { slot: ParticleSlot; colour: number; diameter: number };

/**
 * One glowing ball of the model; framer-motion writes its transform and opacity from the slot's motion values.
 * Its own compositor layer (will-change) rasters the glow once: moved as paint, the 20 blurred shadows were
 * re-rastered every frame (about 40 ms of CPU a frame in headless Chromium, 23 ms as layers).
 */
export function Particle({ slot, colour, diameter }: ParticleProps) {
  return (
    <m.span
      data-testid="particle"
      aria-hidden="true"
      className={clsx('absolute top-0 left-0 block rounded-full will-change-transform', glows[colour % glows.length])}
      style={{ x: slot.x, y: slot.y, opacity: slot.opacity, width: diameter, height: diameter }}
    />
  );
}
