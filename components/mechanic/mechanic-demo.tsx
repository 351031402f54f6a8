'use client';

import clsx from 'clsx';
import { useEffect, useMemo, useRef, useState, useSyncExternalStore, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import type { Mechanic, SoundGameHandle } from '@/lib/mechanics/core/mechanic';
import { loadGame } from '@/lib/mechanics/games';
import type { ParamSpec, Values } from '@/lib/mechanics/core/params';
import { clampAndSnap, isDefaultValues, parseValues, serializeValues } from '@/lib/mechanics/core/values';
import { seedFromQuery } from '@/lib/mechanics/core/seed';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/control-icon';
import { withKitEngine } from '@/lib/mechanics/kit-engine-query';
import { KitButton } from './kit-button';
import { KitEngineChoice, useKitEngine, type KitEngineRanges, type KitEngines } from './kit-engine';
import { ParamSlider } from './param-slider';
import type { DemoCopy } from '@/content/template-demo';

// The query string is read on the client only: the server HTML (and hydration) shows the defaults.
const subscribeNever = () => () => {};
const readSearch = () => window.location.search;
const serverSearch = () => '';

/** A fieldset that is only a box; disabled before hydration without looking it. */
const controlsClass = 'm-0 min-w-0 border-0 p-0 disabled:[&_button]:cursor-auto disabled:[&_button]:opacity-100';

/**
 * The mechanic and the status words as data: the server page hands them over, so they never ship as JavaScript; and
 * the game's first frame (server HTML, <FirstFrameStill>), shown over the surface until the game draws.
 */
type MechanicDemoProps = { mechanic: Mechanic; engines: KitEngines; copy: DemoCopy; ranges?: KitEngineRanges; still?: ReactNode };

/**
 * The two columns of a template's playable demo (the page puts them in its <DemoFrame>): the game surface, Play/Pause, Restart, a status line and one slider
 * per parameter (mirrored in the URL), and the starter kit download. The game's code is imported on
 * the first Play, or on the intent to press it, never with the page.
 */
export function MechanicDemo({ mechanic, engines, copy, ranges, still }: MechanicDemoProps) {
  const { slug, name, params, howToPlay, surface, audio, calibration } = mechanic;

  const search = useSyncExternalStore(subscribeNever, readSearch, serverSearch);
  // false in the exported HTML and while hydrating: the controls stay disabled until they can act.
  const live = useSyncExternalStore(subscribeNever, () => true, () => false);
  const fromUrl = useMemo(() => parseValues(params, search), [params, search]);
  const [edited, setEdited] = useState<Values | null>(null);
  const values = edited ?? fromUrl;
  const kitEngine = useKitEngine(engines);
  const [running, setRunning] = useState(false);
  const [status, setStatus] = useState<string>(copy.idle);
  const [loaded, setLoaded] = useState(false);
  const [muted, setMuted] = useState(false);
  const [calibrating, setCalibrating] = useState(false);

  const surfaceRef = useRef<HTMLCanvasElement & HTMLDivElement>(null);
  const gameRef = useRef<SoundGameHandle | null>(null);
  const loading = useRef<ReturnType<typeof loadGame> | null>(null);
  const wantsToRun = useRef(false);
  // What a game created after an await starts with.
  const valuesRef = useRef(values);
  const mutedRef = useRef(muted);

  const load = () => {
    loading.current ??= loadGame(slug);
    return loading.current;
  };

  useEffect(() => () => gameRef.current?.destroy(), []);

  useEffect(() => {
    valuesRef.current = values;
    gameRef.current?.update(values);
  }, [values]);

  useEffect(() => {
    mutedRef.current = muted;
    gameRef.current?.setMuted?.(muted);
  }, [muted]);

  // Keeps the address bar shareable without a history entry per slider step.
  useEffect(() => {
    if (!edited) return;
    const timer = window.setTimeout(() => {
      const query = isDefaultValues(params, edited) ? '' : serializeValues(params, edited);
      window.history.replaceState(null, '', `${window.location.pathname}${withKitEngine(query, kitEngine, engines[0])}${window.location.hash}`);
    }, 250);
    return () => window.clearTimeout(timer);
  }, [edited, params, kitEngine, engines]);

  /** The game, created on first need; null when its code could not be loaded (the status says so). */
  async function ensureGame(): Promise<SoundGameHandle | null> {
    if (gameRef.current) return gameRef.current;
    setStatus(copy.loading);
    let createGame, hostOptions;
    try {
      ({ createGame, hostOptions } = await load());
    } catch {
      loading.current = null;
      wantsToRun.current = false;
      setRunning(false);
      setStatus(copy.failed);
      return null;
    }
    const surface = surfaceRef.current;
    if (!surface) return null;
    // ?seed=N as the page opened (a slider edit rewrites the URL without it) replays a run.
    const seed = seedFromQuery(search);
    gameRef.current ??= createGame(surface, valuesRef.current, {
      ...(seed === undefined ? {} : { seed }),
      onStatus: setStatus,
      onEnd: () => {
        wantsToRun.current = false;
        setRunning(false);
      },
      ...(audio ? { muted: mutedRef.current } : {}),
      ...hostOptions?.(surface),
    });
    setLoaded(true);
    return gameRef.current;
  }

  async function play() {
    wantsToRun.current = true;
    setRunning(true);
    const fresh = !gameRef.current;
    const game = await ensureGame();
    // Paused while the code was on its way.
    if (fresh && game && !wantsToRun.current) {
      setStatus(copy.idle);
      return;
    }
    game?.start();
    // Started from the board itself (MemoryTiles): its tiles take over the focus it had.
    if (fresh && document.activeElement === surfaceRef.current) surfaceRef.current?.querySelector('button')?.focus();
  }

  /** A click or tap on the game area, or Space on the focused surface, starts a stopped game like Play; a running game takes them itself. */
  function playFromSurface(event: MouseEvent | KeyboardEvent) {
    if (running || ('key' in event && (event.key !== ' ' || event.target !== surfaceRef.current))) return;
    event.preventDefault();
    void play();
  }

  async function calibrate(param: string) {
    pause();
    const game = await ensureGame();
    const spec = params.find((candidate) => candidate.key === param);
    if (!game?.calibrate || !spec) return;
    setCalibrating(true);
    try {
      change(spec, await game.calibrate());
    } finally {
      setCalibrating(false);
    }
  }

  function pause() {
    wantsToRun.current = false;
    setRunning(false);
    gameRef.current?.pause();
  }

  function restart() {
    const game = gameRef.current;
    if (!game) {
      setStatus(copy.restarted);
      return;
    }
    game.reset();
    if (wantsToRun.current) game.start();
    else setStatus(copy.restarted);
  }

  function change(spec: ParamSpec, value: number) {
    setEdited({ ...values, [spec.key]: clampAndSnap(spec, value) });
  }

  const controls = (
    <fieldset disabled={!live} className={clsx(controlsClass, 'flex flex-wrap items-center gap-3')}>
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
      {audio && (
        <Button variant="secondary" aria-pressed={muted} onClick={() => setMuted((value) => !value)}>
          <Icon name={muted ? 'muted' : 'sound'} className="size-4" />
          Mute
        </Button>
      )}
      {calibration && (
        <Button variant="secondary" aria-busy={calibrating || undefined} onClick={() => void (calibrating ? undefined : calibrate(calibration.param))}>
          <Icon name="timing" className="size-4" />
          Calibrate latency
        </Button>
      )}
    </fieldset>
  );

  return (
    <>
      <div className="flex min-w-0 flex-col gap-4">
        {/* The buttons above the game area, so Play is in the first screen at 1280×800 and near the title on a
            phone; the status below it, so a longer line never moves the game. */}
        {controls}
        {/* Clicks and Space reach here from the surface (the focusable, labelled control); while running the game takes them. */}
        <div className="relative" onClick={playFromSurface} onKeyDown={playFromSurface}>
          {surface === 'canvas' ? (
            <canvas
              ref={surfaceRef}
              data-game=""
              tabIndex={0}
              role="application"
              aria-label={`${name} game. ${howToPlay}`}
              className="block aspect-[4/3] w-full touch-none rounded-xl bg-bg ring-1 ring-border focus-visible:ring-2 focus-visible:ring-accent-2"
            />
          ) : (
            // The game fills this with its own buttons; it is a group named for what it holds.
            <div
              ref={surfaceRef}
              data-game=""
              role="group"
              aria-label={`${name} board`}
              // Focusable until the game fills it with its tiles, so Space on it can start the game.
              tabIndex={loaded ? undefined : 0}
              className="grid aspect-[4/3] w-full place-items-center rounded-xl bg-bg p-3 ring-1 ring-border"
            />
          )}
          {/* Over the surface in the same box, so nothing moves when it goes. */}
          {!loaded && still}
        </div>
        <p role="status" aria-live="polite" className="flex min-w-0 items-center gap-2 text-sm font-semibold text-fg">
          <span
            aria-hidden="true"
            className={clsx('size-2 shrink-0 rounded-full', running ? 'animate-pulse bg-success motion-reduce:animate-none' : 'bg-muted')}
          />
          {status}
        </p>
      </div>

      <fieldset disabled={!live} className={clsx(controlsClass, 'flex flex-col gap-5')}>
        {params.map((spec) => (
          <ParamSlider key={spec.key} spec={spec} value={values[spec.key] ?? spec.defaultValue} onChange={(value) => change(spec, value)} />
        ))}
        <KitEngineChoice engines={engines} ranges={ranges} />
        <div>
          <KitButton slug={slug} values={values} engine={kitEngine} />
        </div>
      </fieldset>
    </>
  );
}
