import { templatePath, type Engine } from '@/content/templates';
import { engineParam, kitEngineLabels, type KitEngine } from '@/lib/mechanics/kit-engine-query';
import { ALL, applyQuery, filterGroups, searchWords, type CatalogQuery } from './catalog';
import type { CatalogEntry } from './catalog-entries';

/** A template that comes with the chosen engine's kit though it is made for another, and its page opened on that kit. */
export type EnginePort = { readonly name: string; readonly href: string };

/**
 * The rest of the Engine filter's answer: the filter shows what a template is made for (SPEC.md),
 * while most templates also come with that engine's kit. `null` when no engine is chosen.
 */
export type EngineKits = {
  readonly engine: Engine;
  readonly kitLabel: string;
  /** How many templates the other filters let through that are made for the engine. */
  readonly madeFor: number;
  /** The others the other filters let through whose kit comes in the engine too. */
  readonly ports: readonly EnginePort[];
  /** Nothing else narrows the list and every template comes with the engine's kit. */
  readonly everyTemplate: boolean;
};

const numberWords = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

/** The engine a search names on its own ("godot", "Unity", "javascript"), as the Engine filter spells it. */
export function engineInSearch(q: string): Engine | undefined {
  const words = searchWords(q);
  if (words.length !== 1) return undefined;
  const word = words[0] === 'javascript' ? 'js' : words[0];
  return filterGroups[2].options.find((option): option is Engine => option !== ALL && option.toLowerCase() === word);
}

/** What the engine line says for a query, or null when the query chooses no engine (by filter or by a search for one). */
export function engineKits(templates: readonly CatalogEntry[], query: CatalogQuery): EngineKits | null {
  const searched = query.engine === ALL ? engineInSearch(query.q) : undefined;
  const engine = query.engine === ALL ? searched : query.engine;
  if (!engine) return null;
  // A template made for the engine carries it as its own kit engine.
  const kit: KitEngine | undefined = templates.find((template) => template.engine === engine)?.kitEngine;
  if (!kit) return null;
  const others = { ...query, engine: ALL, ...(searched ? { q: '' } : {}) } satisfies CatalogQuery;
  const candidates = applyQuery(templates, others);
  const ports = candidates
    .filter((template) => template.engine !== engine && template.kitEngines.includes(kit))
    .map((template) => ({ name: template.name, href: `${templatePath(template)}?${engineParam}=${kit}` }));
  return {
    engine,
    kitLabel: kitEngineLabels[kit],
    madeFor: candidates.filter((template) => template.engine === engine).length,
    ports,
    everyTemplate: candidates.length === templates.length && templates.every((template) => template.kitEngines.includes(kit)),
  };
}

/** "Made for Godot: 2. All six come with a Godot kit." or "Made for Godot: 1. Also with a Godot kit:". */
export function engineKitsText({ engine, kitLabel, madeFor, ports, everyTemplate }: EngineKits, total: number): string {
  const made = `Made for ${engine}: ${madeFor}.`;
  if (ports.length === 0) return made;
  if (everyTemplate) return `${made} All ${numberWords[total] ?? total} come with a ${kitLabel} kit.`;
  return `${made} Also with a ${kitLabel} kit:`;
}
