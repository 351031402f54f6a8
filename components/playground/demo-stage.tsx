import clsx from 'clsx';
import { lazy, Suspense, useDeferredValue, useEffect, useRef, useState } from 'react';
import { Icon } from '@/components/ui/icon';
import { playgroundCopy } from '@/content/playground';
import { particleCount, type PhysicsDropperValues } from '@/lib/mechanics/physics-dropper/params';
import { PegField } from './peg-field';
import { usePrefersReducedMotion } from './reduced-motion';
import type { StageSize } from './stage-frame';

/** The running stage's code (PhysicsDropper's model, the particles, framer-motion's features): fetched on the intent to press Play. */
export function preloadRunningStage() {
  void loadParticles().catch(() => {});
  void import('./motion-features').catch(() => {});
}

const loadParticles = () => import('./particles');
const Particles = lazy(loadParticles);

type DemoStageProps = {
  running: boolean;
  /** Bumped on every Play: each run starts a fresh board. */
  run: number;
  settings: PhysicsDropperValues;
  /** ?seed=N: every run replays that seed (as the template page does); a random one per run when left out. */
  seed: number | undefined;
  className?: string;
};

export function DemoStage({ running, run, settings, seed, className }: DemoStageProps) {
  const stage = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState<StageSize | null>(null);
  const reducedMotion = usePrefersReducedMotion();
  // Mounting particles is a background render React can slice, so Play never blocks a frame.
  const showParticles = useDeferredValue(running);
  const count = useDeferredValue(particleCount(settings.density));

  useEffect(() => {
    const element = stage.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      if (!entry) return;
      const { width, height } = entry.contentRect;
      setSize((current) => (current && current.width === width && current.height === height ? current : { width, height }));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <div
      ref={stage}
      data-testid="demo-stage"
      className={clsx(
        'relative aspect-[4/3] overflow-hidden rounded-xl border border-border-strong bg-ink bg-radial-[at_50%_0%] from-accent/20 via-ink to-ink shadow-[inset_0_0_48px_-12px_var(--color-accent)] sm:aspect-video lg:aspect-auto lg:min-h-96 lg:flex-1',
        className,
      )}
    >
      <PegField />
      {running && showParticles && size && (
        <Suspense fallback={null}>
          <Particles key={run} count={count} settings={settings} size={size} reducedMotion={reducedMotion} seed={seed} stage={stage} />
        </Suspense>
      )}
      {!running && (
        <div className="absolute inset-0 flex items-center justify-center">
          <p className="flex items-center gap-2 rounded-full border border-border-strong bg-surface/90 px-4 py-2 text-sm font-medium text-muted">
            <Icon name="play" className="size-4 text-accent-2" />
            {playgroundCopy.stageIdle}
          </p>
        </div>
      )}
    </div>
  );
}
