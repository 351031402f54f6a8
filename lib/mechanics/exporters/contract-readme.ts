import type { ContractEngine } from '../core/contract';
import { behaviourFor, controlsFor, persistsFor } from '../all-games/contract-text';

/**
 * A kit README's controls and behaviour, read from the game contract (lib/mechanics/<slug>/contract.ts)
 * as the API pages read it: what each action's keys, mouse and touch are in this engine, what restart,
 * pause, focus loss, update, the end and destroy (or disable) do and which events they fire, and what is
 * kept on the device. `level` is the heading level of the two sections ('##' in an addon's own README).
 */
export function contractReadme(slug: string, engine: ContractEngine, level: '##' | '###' = '###'): string {
  const controls = controlsFor(slug, engine)
    .map((control) => `- ${control.triggers}: ${control.meaning}`)
    .join('\n');
  const behaviour = behaviourFor(slug, engine)
    .map((rule) => `- ${rule.text} ${rule.proof}`)
    .join('\n');
  const kept = persistsFor(slug, engine)
    .map((item) => `- ${item.what}: ${item.where}.`)
    .join('\n');
  return `${level} Controls

${controls}

${level} Behaviour

The same in the Unity, Godot and JavaScript kits: each rule is proved by scenarios every kit replays.

${behaviour}
${kept ? `\n${level} Kept on the device\n\n${kept}\n` : ''}`;
}
