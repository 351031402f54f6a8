import type { Mechanic } from '../core/mechanic';
import { camelName, snakeName } from '../core/params';
import { minFallSeconds, minGravityHeadroom } from '../physics-dropper/params';

/** Looks a setting's field name up by its key, so a hook never retypes one. */
type FieldName = (key: string) => string;

/**
 * Members a mechanic adds to its engine config beyond the settings: derived values its game uses.
 * Each returns whole declarations (doc comment first), unindented.
 */
export type EngineExtras = {
  csharp: (field: FieldName) => string[];
  gdscript: (field: FieldName) => string[];
};

const physicsDropperExtras: EngineExtras = {
  csharp: (field) => [
    `/// <summary>Balls the board keeps in play by itself (falling, or settling in a bin): one for every 5 points of density. A drop of the player's falls at once and counts among them: the board drops none of its own until fewer are in play (up to 60 in play).</summary>
public int ParticleCount => Mathf.Max(1, Mathf.RoundToInt(${field('density')} / 5f));`,
    `/// <summary>An average drop's seconds from release to the bins (each ball's path makes its own a little shorter or longer): max(15 - gravity, 1) / speed (Gravity above 14 counts as 14), never below ${minFallSeconds} s.</summary>
public float FallDuration => Mathf.Max(Mathf.Max(15f - ${field('gravity')}, ${minGravityHeadroom}f) / ${field('speed')}, ${minFallSeconds}f);`,
  ],
  gdscript: (field) => [
    `## Balls the board keeps in play by itself (falling, or settling in a bin): one for every 5 points of density. A drop of the player's falls at once and counts among them: the board drops none of its own until fewer are in play (up to 60 in play).
func particle_count() -> int:
\treturn maxi(1, roundi(${field('density')} / 5.0))`,
    `## An average drop's seconds from release to the bins (each ball's path makes its own a little shorter or longer):
## max(15 - gravity, 1) / speed (Gravity above 14 counts as 14), never below ${minFallSeconds} s.
func fall_duration() -> float:
\treturn maxf(maxf(15.0 - ${field('gravity')}, ${minGravityHeadroom}) / ${field('speed')}, ${minFallSeconds})`,
  ],
};

const extrasBySlug: Partial<Record<string, EngineExtras>> = { 'physics-dropper': physicsDropperExtras };

/**
 * Settings whose range a port's game reads at run time (RhythmClacker's calibration writes the Input
 * Latency): the settings class carries their bounds and step as constants, so the port never retypes them.
 */
const rangeConstantsBySlug: Partial<Record<string, readonly string[]>> = { 'rhythm-clacker': ['latency'] };

export function rangeConstantSpecs(mechanic: Mechanic): Mechanic['params'][number][] {
  return (rangeConstantsBySlug[mechanic.slug] ?? []).map((key) => {
    const spec = mechanic.params.find((candidate) => candidate.key === key);
    if (!spec) throw new Error(`${mechanic.slug} has no setting ${key}`);
    return spec;
  });
}

function fieldNamer(mechanic: Mechanic, name: (spec: Mechanic['params'][number]) => string): FieldName {
  return (key) => {
    const spec = mechanic.params.find((candidate) => candidate.key === key);
    if (!spec) throw new Error(`${mechanic.slug} has no setting ${key}`);
    return name(spec);
  };
}

export function csharpExtras(mechanic: Mechanic): string[] {
  return extrasBySlug[mechanic.slug]?.csharp(fieldNamer(mechanic, camelName)) ?? [];
}

export function gdscriptExtras(mechanic: Mechanic): string[] {
  return extrasBySlug[mechanic.slug]?.gdscript(fieldNamer(mechanic, snakeName)) ?? [];
}
