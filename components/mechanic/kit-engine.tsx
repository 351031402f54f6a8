'use client';

import clsx from 'clsx';
import { useId, useSyncExternalStore, type ReactNode } from 'react';
import { kitEngineLabels, parseKitEngine, withKitEngine, type KitEngine, type KitEngines } from '@/lib/mechanics/kit-engine-query';

// The chosen kit engine lives in the URL (`engine=`); this page's radio group and its "What the
// download holds" read it from there and hear of each change, so the two never disagree.
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export type { KitEngines };

/**
 * Each engine's version range, as the server rendered it: shown beside its radio, read as its description
 * (the element with id `kit-range-<engine>`, so the radio's name stays the engine's).
 */
export type KitEngineRanges = Readonly<Partial<Record<KitEngine, ReactNode>>>;

/** The engine the URL chooses, or the template's own; the server HTML (and hydration) shows its own. */
export function useKitEngine(engines: KitEngines): KitEngine {
  const own = engines[0];
  return useSyncExternalStore(
    subscribe,
    () => parseKitEngine(window.location.search, engines) ?? own,
    () => own,
  );
}

export function chooseKitEngine(engine: KitEngine, own: KitEngine) {
  const { pathname, search, hash } = window.location;
  window.history.replaceState(null, '', `${pathname}${withKitEngine(search, engine, own)}${hash}`);
  listeners.forEach((listener) => listener());
}

/** "Kit engine": a radio per engine the template comes in, its own first; nothing when it comes in one. */
export function KitEngineChoice({ engines, ranges }: { engines: KitEngines; ranges?: KitEngineRanges }) {
  const name = useId();
  const chosen = useKitEngine(engines);
  if (engines.length < 2) return null;
  return (
    <div role="radiogroup" aria-labelledby={`${name}-label`} className="flex flex-col gap-2">
      <span id={`${name}-label`} className="text-sm font-semibold text-fg">
        Kit engine
      </span>
      <div className="flex flex-wrap gap-2">
        {engines.map((engine) => (
          <label
            key={engine}
            className={clsx(
              'relative inline-flex h-9 items-center rounded-full border border-border-strong bg-surface-2 px-3.5 text-sm font-medium text-fg transition-colors select-none hover:border-accent',
              'has-checked:border-transparent has-checked:bg-accent-gradient has-checked:text-ink',
              'has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-accent-2',
            )}
          >
            <input
              type="radio"
              name={name}
              value={engine}
              checked={engine === chosen}
              onChange={() => chooseKitEngine(engine, engines[0])}
              aria-describedby={ranges && `kit-range-${engine}`}
              // Transparent over the whole chip: the real radio is what gets clicked and focused.
              className="absolute inset-0 m-0 cursor-pointer appearance-none rounded-full opacity-0"
            />
            {kitEngineLabels[engine]}
            {ranges?.[engine]}
          </label>
        ))}
      </div>
    </div>
  );
}

/** One of the texts the server wrote per engine: the chosen engine's (its own before hydration). */
export function KitEngineText({ engines, texts }: { engines: KitEngines; texts: Readonly<Partial<Record<KitEngine, ReactNode>>> }) {
  return texts[useKitEngine(engines)] ?? texts[engines[0]];
}
