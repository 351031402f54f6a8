import type { ContractEngine } from '../core/contract';
import { behaviourFor, controlsFor, padLinesFor, persistsFor } from '../all-games/contract-text';
import { kitEngineLabels } from '../kit-engine-query';

const kitOrder: readonly ContractEngine[] = ['unity', 'godot', 'js'];

/**
 * Unity and Godot read a key by its place on the keyboard (the Input System's Key, the Input Manager's KeyCode with
 * Use Physical Keys on, its default from 2022.1; Godot's physical_keycode), where the JavaScript kit reads its label.
 */
const physicalKeys: Record<Exclude<ContractEngine, 'js'>, string> = {
  unity: 'Keys are named as on a US (QWERTY) keyboard: the game reads each by its place, so on AZERTY the key named A is the one marked Q (with the Input Manager, while *Use Physical Keys* is on, its default).',
  godot: 'Keys are named as on a US (QWERTY) keyboard: the game\'s input actions bind each by its place (a physical key), so on AZERTY the key named A is the one marked Q.',
};

/** "Unity, Godot and JavaScript": engines in words, this kit's own first. */
function engineList(engines: readonly ContractEngine[]): string {
  const labels = engines.map((engine) => kitEngineLabels[engine]);
  return labels.length > 1 ? `${labels.slice(0, -1).join(', ')} and ${labels.at(-1)}` : (labels[0] ?? '');
}

/**
 * A kit README's controls and behaviour, read from the game contract (lib/mechanics/<slug>/contract.ts)
 * as the API pages read it: what each action's keys, mouse and touch are in this engine, what restart,
 * pause, focus loss, update, the end and destroy (or disable) do and which events they fire, and what is
 * kept on the device. `level` is the heading level of the two sections ('##' in an addon's own README).
 */
export function contractReadme(slug: string, engine: ContractEngine, level: '##' | '###' = '###'): string {
  const controls = [
    ...controlsFor(slug, engine).map((control) => `- ${control.triggers}: ${control.meaning}`),
    ...padLinesFor(slug, engine).map((line) => `- ${line}`),
  ].join('\n');
  // A rule every engine states is the same rule in every kit, but each README words it with its own
  // engine's members (OnApplicationFocus, get_tree().paused, a tab hidden): the heading says so, and a
  // rule only some engines state (Unity's OnDisable) goes under its own heading (review U10).
  const rules = behaviourFor(slug, engine);
  const everyKit = [engine, ...kitOrder.filter((other) => other !== engine)];
  const shared = rules.filter((rule) => everyKit.every((other) => rule.engines.includes(other)));
  const own = rules.filter((rule) => !shared.includes(rule));
  const line = (rule: (typeof rules)[number]) => `- ${rule.text} ${rule.proof}`;
  const others = engineList(everyKit.slice(1));
  const ownEngines = engineList([engine, ...everyKit.slice(1).filter((other) => own.every((rule) => rule.engines.includes(other)))]);
  const behaviour = `${shared.length > 0 ? `The ${engineList(everyKit)} kits each keep every rule of this list, proved by the scenarios named after it, which every kit replays. Each is worded here for ${kitEngineLabels[engine]}, with its own members and what its game does; the ${others} kits word each rule for theirs (the API pages give all three), where a detail can differ (whether a game waits for its first run, say).

${shared.map(line).join('\n')}
` : ''}${own.length > 0 ? `${shared.length > 0 ? '\n' : ''}Only in the ${ownEngines} kit${ownEngines.includes(' and ') ? 's' : ''}:

${own.map(line).join('\n')}
` : ''}`;
  const kept = persistsFor(slug, engine)
    .map((item) => `- ${item.what}: ${item.where}.`)
    .join('\n');
  return `${level} Controls

${engine === 'js' ? '' : `${physicalKeys[engine]}

`}${controls}

${level} Behaviour

${behaviour}${kept ? `\n${level} Kept on the device\n\n${kept}\n` : ''}`;
}
