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

const translate = (x: number, y: number) => `translate(${x}px, ${y}px)`;

/**
 * One glowing particle. Each loop is one drop; the next loop starts when it ends, with the
 * settings of that moment, so a slider change never restarts a particle mid-fall.
 * Only transform and opacity animate, as WAAPI animations the compositor runs.
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
  const transforms = useMemo(() => path.x.map((x, index) => translate(x, path.y[index] ?? 0)), [path]);

  return (
    <m.span
      data-testid="particle"
      aria-hidden="true"
      className={clsx('absolute -top-1.5 -left-1.5 block size-3 rounded-full', glows[id % glows.length])}
      initial={{ transform: transforms[0], opacity: 0 }}
      animate={{ transform: transforms, opacity: path.opacity }}
      transition={{ duration: path.duration, delay: path.delay, times: path.times, ease: 'linear' }}
      onAnimationComplete={() => setLoop((current) => ({ count: current.count + 1, ...latest.current }))}
    />
  );
}
