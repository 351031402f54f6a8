import clsx from 'clsx';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Icon } from '@/components/ui/icon';
import { playgroundCopy as copy } from '@/content/playground';
import { fallSeconds, particleCount, type PhysicsDropperValues } from '@/lib/mechanics/physics-dropper/params';
import { DemoStage, preloadRunningStage } from './demo-stage';

type DemoPanelProps = {
  running: boolean;
  run: number;
  settings: PhysicsDropperValues;
  seed: number | undefined;
  onToggle: () => void;
  onReset: () => void;
};

/** The live demo: stage, the Play/Pause toggle, Reset and the status line (a live region). */
export function DemoPanel({ running, run, settings, seed, onToggle, onReset }: DemoPanelProps) {
  return (
    <Card as="section" aria-labelledby="demo-title" className="flex min-w-0 flex-col">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="demo-title" className="text-xl font-bold tracking-tight sm:text-2xl">
          {copy.demoTitle}
        </h2>
        <Badge tone="cyan">{copy.demoBadge}</Badge>
      </div>
      <DemoStage running={running} run={run} settings={settings} seed={seed} className="mt-4" />
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <Button aria-pressed={running} onClick={onToggle} onPointerEnter={preloadRunningStage} onFocus={preloadRunningStage} className="min-w-28">
          <Icon name={running ? 'pause' : 'play'} className="size-4" />
          {running ? copy.pause : copy.play}
        </Button>
        <Button variant="secondary" onClick={onReset}>
          <Icon name="reset" className="size-4" />
          {copy.reset}
        </Button>
        <div className="flex w-full flex-wrap items-center justify-between gap-x-4 gap-y-1 text-sm sm:w-auto sm:flex-1 sm:justify-end">
          <p role="status" className="flex items-center gap-2 font-semibold text-fg">
            <span
              aria-hidden="true"
              className={clsx('size-2 rounded-full', running ? 'animate-pulse bg-success motion-reduce:animate-none' : 'bg-muted')}
            />
            {running ? copy.status.running : copy.status.stopped}
          </p>
          <p className="font-mono text-xs text-muted tabular-nums">
            {copy.readout(particleCount(settings.density), fallSeconds(settings.gravity, settings.speed))}
          </p>
        </div>
      </div>
    </Card>
  );
}
