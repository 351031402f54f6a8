import clsx from 'clsx';
import * as m from 'framer-motion/m';
import { useEffect, useMemo, useRef, useState } from 'react';
import { seededRandom } from '@/lib/mechanics/core/random';
import type { PhysicsDropperValues } from '@/lib/mechanics/physics-dropper/params';
import { particlePath, particleSeed } from './simulation';

export type StageSize = { width: number; height: number };

type ParticleProps = {
  id: number;
  /** Bumped on every Play, so a new run draws new paths. */
  run: number;
  settings: PhysicsDropperValues;
  size: StageSize;
  reducedMotion: boolean;
};

const glows = [
  'bg-accent shadow-[0_0_12px_3px_var(--color-accent)]',
  'bg-accent-2 shadow-[0_0_12px_3px_var(--color-accent-2)]',
  'bg-pink shadow-[0_0_12px_3px_var(--color-pink)]',
  'bg-warm shadow-[0_0_12px_3px_var(--color-warm)]',
] as const;

/** Without a settings change a particle still draws a fresh path every few drops. */
const loopsPerPath = 3;

const translate = (x: number, y: number) => `translate(${x}px, ${y}px)`;

/**
 * One glowing particle looping its drop forever (repeat: Infinity) as WAAPI animations of
 * transform and opacity, which the compositor runs without the main thread. A new path (new
 * settings, or just variety) is swapped in during the invisible rest at the end of a loop,
 * so a slider change never restarts a particle mid-fall.
 */
export function Particle({ id, run, settings, size, reducedMotion }: ParticleProps) {
  const latest = useRef({ settings, size, reducedMotion });
  useEffect(() => {
    latest.current = { settings, size, reducedMotion };
  });
  const [loop, setLoop] = useState(() => ({ count: 0, settings, size, reducedMotion }));
  const [started, setStarted] = useState<{ count: number; at: number } | null>(null);
  const [armed, setArmed] = useState(false);

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

  // Particles start one by one at their random first-drop delay, so Play never starts 20 animations in one frame.
  useEffect(() => {
    if (armed) return;
    const timer = window.setTimeout(() => setArmed(true), path.delay * 1000);
    return () => window.clearTimeout(timer);
  }, [armed, path.delay]);

  const stale = settings !== loop.settings || size !== loop.size || reducedMotion !== loop.reducedMotion;
  useEffect(() => {
    if (started?.count !== loop.count) return;
    // Loop k ends at k × duration; aim for the middle of the rest just before the next due end.
    const looping = (performance.now() - started.at) / 1000;
    const next = Math.max(1, Math.ceil((looping + path.rest / 2) / path.duration));
    const due = stale ? next : Math.max(next, loopsPerPath);
    const wait = (due * path.duration - path.rest / 2 - looping) * 1000;
    const timer = window.setTimeout(() => setLoop((current) => ({ count: current.count + 1, ...latest.current })), Math.max(wait, 0));
    return () => window.clearTimeout(timer);
  }, [started, loop.count, path, stale]);

  return (
    <m.span
      data-testid="particle"
      aria-hidden="true"
      className={clsx('absolute -top-1.5 -left-1.5 block size-3 rounded-full', glows[id % glows.length])}
      initial={{ transform: transforms[0], opacity: 0 }}
      animate={armed ? { transform: transforms, opacity: path.opacity } : undefined}
      transition={{ duration: path.duration, times: path.times, ease: 'linear', repeat: Infinity }}
      onAnimationStart={() => setStarted({ count: loop.count, at: performance.now() })}
    />
  );
}
