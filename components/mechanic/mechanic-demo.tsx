'use client';

import clsx from 'clsx';
import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import type { Engine } from '@/content/templates';
import { mechanicBySlug } from '@/lib/mechanics';
import type { GameHandle } from '@/lib/mechanics/core/mechanic';
import { clampAndSnap, isDefaultValues, parseValues, serializeValues, type ParamSpec, type Values } from '@/lib/mechanics/core/params';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Icon } from '@/components/ui/icon';
import { KitButton } from './kit-button';
import { ParamSlider } from './param-slider';

// The query string is read on the client only: the server HTML (and hydration) shows the defaults.
const subscribeNever = () => () => {};
const readSearch = () => window.location.search;
const serverSearch = () => '';

export const demoCopy = {
  idle: 'Paused. Press Play to start.',
  loading: 'Loading the game…',
  restarted: 'Restarted. Press Play to start.',
  failed: 'The game could not be loaded. Check your connection and press Play again.',
} as const;

type MechanicDemoProps = { slug: string; engine: Engine };

/**
 * A template's playable demo: the game surface, Play/Pause, Restart, a status line and one slider
 * per parameter (mirrored in the URL), and the starter kit download. The game's code is imported on
 * the first Play, or on the intent to press it, never with the page.
 */
export function MechanicDemo({ slug, engine }: MechanicDemoProps) {
  const mechanic = mechanicBySlug(slug);
  if (!mechanic) throw new Error(`No mechanic for ${slug}`);
  const params: readonly ParamSpec[] = mechanic.params;
  const { loadGame, name, howToPlay } = mechanic;

  const search = useSyncExternalStore(subscribeNever, readSearch, serverSearch);
  const fromUrl = useMemo(() => parseValues(params, search), [params, search]);
  const [edited, setEdited] = useState<Values | null>(null);
  const values = edited ?? fromUrl;
  const [running, setRunning] = useState(false);
  const [status, setStatus] = useState<string>(demoCopy.idle);
  const [loaded, setLoaded] = useState(false);

  const canvasRef = useRef<HTMLCanvasElement>(null);
  const gameRef = useRef<GameHandle | null>(null);
  const loading = useRef<ReturnType<typeof loadGame> | null>(null);
  const wantsToRun = useRef(false);
  // The values a game created after an await starts with.
  const valuesRef = useRef(values);

  const load = () => {
    loading.current ??= loadGame();
    return loading.current;
  };

  useEffect(() => () => gameRef.current?.destroy(), []);

  useEffect(() => {
    valuesRef.current = values;
    gameRef.current?.update(values);
  }, [values]);

  // Keeps the address bar shareable without a history entry per slider step.
  useEffect(() => {
    if (!edited) return;
    const timer = window.setTimeout(() => {
      const query = isDefaultValues(params, edited) ? '' : `?${serializeValues(params, edited)}`;
      window.history.replaceState(null, '', `${window.location.pathname}${query}${window.location.hash}`);
    }, 250);
    return () => window.clearTimeout(timer);
  }, [edited, params]);

  async function play() {
    wantsToRun.current = true;
    setRunning(true);
    if (!gameRef.current) {
      setStatus(demoCopy.loading);
      let createGame;
      try {
        ({ createGame } = await load());
      } catch {
        loading.current = null;
        wantsToRun.current = false;
        setRunning(false);
        setStatus(demoCopy.failed);
        return;
      }
      const canvas = canvasRef.current;
      if (!canvas) return;
      gameRef.current ??= createGame(canvas, valuesRef.current, { onStatus: setStatus });
      setLoaded(true);
      // Paused while the code was on its way.
      if (!wantsToRun.current) {
        setStatus(demoCopy.idle);
        return;
      }
    }
    gameRef.current?.start();
  }

  function pause() {
    wantsToRun.current = false;
    setRunning(false);
    gameRef.current?.pause();
  }

  function restart() {
    const game = gameRef.current;
    if (!game) {
      setStatus(demoCopy.restarted);
      return;
    }
    game.reset();
    if (wantsToRun.current) game.start();
    else setStatus(demoCopy.restarted);
  }

  function change(spec: ParamSpec, value: number) {
    setEdited({ ...values, [spec.key]: clampAndSnap(spec, value) });
  }

  return (
    <Card as="section" aria-label={`${name} demo`} className="grid min-w-0 gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <div className="flex min-w-0 flex-col gap-4">
        <div className="relative">
          <canvas
            ref={canvasRef}
            tabIndex={0}
            role="application"
            aria-label={`${name} game. ${howToPlay}`}
            className="block aspect-[4/3] w-full touch-none rounded-xl bg-bg ring-1 ring-border focus-visible:ring-2 focus-visible:ring-accent-2"
          />
          {!loaded && (
            // The game draws nothing until its code arrives on Play; the status says the same to screen readers.
            <p aria-hidden="true" className="pointer-events-none absolute inset-0 grid place-items-center p-6 text-center text-sm text-muted">
              {howToPlay}
            </p>
          )}
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <Button
            aria-pressed={running}
            onClick={() => (running ? pause() : void play())}
            onPointerEnter={() => void load().catch(() => {})}
            onFocus={() => void load().catch(() => {})}
            className="min-w-28"
          >
            <Icon name={running ? 'pause' : 'play'} className="size-4" />
            {running ? 'Pause' : 'Play'}
          </Button>
          <Button variant="secondary" onClick={restart}>
            <Icon name="reset" className="size-4" />
            Restart
          </Button>
          <p role="status" aria-live="polite" className="flex min-w-0 flex-1 basis-48 items-center gap-2 text-sm font-semibold text-fg">
            <span
              aria-hidden="true"
              className={clsx('size-2 shrink-0 rounded-full', running ? 'animate-pulse bg-success motion-reduce:animate-none' : 'bg-muted')}
            />
            {status}
          </p>
        </div>
      </div>
      <div className="flex min-w-0 flex-col gap-5">
        {params.map((spec) => (
          <ParamSlider key={spec.key} spec={spec} value={values[spec.key] ?? spec.defaultValue} onChange={(value) => change(spec, value)} />
        ))}
        <div>
          <KitButton mechanic={mechanic} values={values} engine={engine} />
        </div>
      </div>
    </Card>
  );
}
