import clsx from 'clsx';
import * as m from 'framer-motion/m';
import { useEffect, useMemo, useRef, useState } from 'react';
import { particlePath, particleSeed, seededRandom, type Settings } from './simulation';

export type StageSize = { width: number; height: number };

type ParticleProps = {
  id: number;
  /** Bumped on every Play, so a new run draws new paths. */
  run: number;
  settings: Settings;
  size: StageSize;
  reducedMotion: boolean;
};

const glows = [
  'bg-accent shadow-[0_0_12px_3px_var(--color-accent)]',
  'bg-accent-2 shadow-[0_0_12px_3px_var(--color-accent-2)]',
  'bg-pink shadow-[0_0_12px_3px_var(--color-pink)]',
  'bg-warm shadow-[0_0_12px_3px_var(--color-warm)]',
] as const;

const translateX = (x: number) => `translateX(${x}px)`;
const translateY = (y: number) => `translateY(${y}px)`;

/**
 * One glowing particle. Each loop is one drop; the next loop starts when it ends, with the
 * settings of that moment, so a slider change never restarts a particle mid-fall.
 * Only transform and opacity animate (as WAAPI, off the main thread).
 */
export function Particle({ id, run, settings, size, reducedMotion }: ParticleProps) {
  const latest = useRef({ settings, size, reducedMotion });
  useEffect(() => {
    latest.current = { settings, size, reducedMotion };
  });
  const [loop, setLoop] = useState(() => ({ count: 0, settings, size, reducedMotion }));

  const path = useMemo(
    () =>
      particlePath({
        settings: loop.settings,
        width: loop.size.width,
        height: loop.size.height,
        random: seededRandom(particleSeed(run, id, loop.count)),
        firstLoop: loop.count === 0,
        reducedMotion: loop.reducedMotion,
      }),
    [loop, run, id],
  );
  const timing = { duration: path.duration, delay: path.delay, times: path.times };

  return (
    <m.div
      aria-hidden="true"
      className="absolute top-0 left-0 will-change-transform"
      initial={{ transform: translateX(path.x[0] ?? 0) }}
      animate={{ transform: path.x.map(translateX) }}
      transition={{ ...timing, ease: path.xEase }}
      onAnimationComplete={() => setLoop((current) => ({ count: current.count + 1, ...latest.current }))}
    >
      <m.span
        data-testid="particle"
        className={clsx('-mt-1.5 -ml-1.5 block size-3 rounded-full will-change-transform', glows[id % glows.length])}
        initial={{ transform: translateY(path.y[0] ?? 0), opacity: 0 }}
        animate={{ transform: path.y.map(translateY), opacity: path.opacity }}
        transition={{ ...timing, ease: path.yEase, opacity: { ...timing, ease: 'linear' } }}
      />
    </m.div>
  );
}
