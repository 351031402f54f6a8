import type { KitEngine } from '@/lib/mechanics/kit-engine-query';

export type { KitEngine };

/** One signal, event, method or property a kit offers, as its users write it. */
export type KitMember = {
  /** The bare name: `landed`, `BallScored`, `onScore`. Checked against the kit's source. */
  readonly name: string;
  /** How it reads in that engine: `landed(bin: int, points: int)`. */
  readonly signature: string;
  readonly meaning: string;
};

/** What one engine's kit of a template offers a programmer. */
export type EngineApi = {
  /** The class (Godot node script, Unity component) or function (JavaScript) a user adds or calls. */
  readonly entry: string;
  /** The type its settings come in: a Resource, a ScriptableObject or the values object. */
  readonly settingsType: string;
  /** Where on the entry the settings live: `settings`, `config`, or the values argument. */
  readonly settingsMember: string;
  readonly events: readonly KitMember[];
  readonly methods: readonly KitMember[];
  readonly properties: readonly KitMember[];
  /** What the module exports beside the entry (JavaScript: the rules layer and the settings' spec). */
  readonly exports?: readonly KitMember[];
  /** The files a user opens or edits, by their path inside the kit's engine folder. */
  readonly files: readonly string[];
  /** What else the kit holds that those files need, so no one copies only the list (review 54, GA-1). */
  readonly filesNote: string;
};

/**
 * A feature as the template page shows it, with what in each engine's kit makes it true: regular
 * expressions over that kit's source (its static files and the config the download writes). An
 * engine without proofs is an engine whose kit does not have the feature: the page hides it there.
 */
export type KitFeature = { readonly text: string; readonly proof: Readonly<Partial<Record<KitEngine, readonly string[]>>> };

export type KitApi = {
  readonly slug: string;
  readonly engines: Readonly<Record<KitEngine, EngineApi>>;
  readonly features: readonly KitFeature[];
};
