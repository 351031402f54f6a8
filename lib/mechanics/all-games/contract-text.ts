/**
 * The game contract in words, per engine: what the API pages (components/docs/kit-api-reference.tsx),
 * the API data's member meanings (content/kit-api/kits.ts) and the kits' READMEs
 * (lib/mechanics/exporters/contract-readme.ts) say about controls and behaviour, read from
 * lib/mechanics/<slug>/contract.ts so no page or README keeps a second list. Plain data: safe for the site.
 */
import type { ContractAction, ContractEngine, LifecycleRule, Trigger } from '../core/contract';
import { ruleEngines } from '../core/contract-parts';
import { gameContract } from './game-contracts';

const keyNames: Readonly<Record<string, string>> = { ' ': 'Space', ArrowLeft: 'Left', ArrowRight: 'Right' };
const keyName = (key: string) => keyNames[key] ?? (key.length === 1 ? key.toUpperCase() : key);

const inEngine = (trigger: { readonly engines?: readonly ContractEngine[] }, engine: ContractEngine) => !trigger.engines || trigger.engines.includes(engine);

function triggerText(trigger: Trigger, action: ContractAction, engine: ContractEngine): string {
  switch (trigger.kind) {
    case 'key':
      return trigger.hold ? `${keyName(trigger.key)} (held)` : keyName(trigger.key);
    case 'tap':
      return `${trigger.pointer === 'mouse' ? 'a click' : 'a finger'}${trigger.within ? ` released within ${trigger.within} s` : ''}`;
    case 'hold':
      return trigger.pointer === 'mouse' ? 'the left mouse button held' : 'a finger held';
    case 'hold-half':
      // Godot's game steers by the board's middle, which sits off the area's when the HUD's buttons stand beside it. The
      // JavaScript and Godot games steer by the side a press began on (sliding across does not turn it); Unity's by
      // where the pointer is now.
      return `${trigger.pointer === 'mouse' ? 'the left mouse button' : 'a finger'} ${engine === 'unity' ? 'held' : 'pressed'} ${engine === 'godot' ? `${trigger.half} of the board’s middle` : `on the ${trigger.half} half`}${engine === 'unity' ? '' : ' and held'}`;
    case 'press-on':
      return `${trigger.pointer === 'mouse' ? 'a click' : 'a finger'} on a ${trigger.target}`;
    case 'second-finger':
      return 'a second finger while the first is down';
    case 'hud-button':
      return engine === 'js' ? `the page’s ${trigger.label} button` : `the HUD’s ${trigger.label} button (top right; click or touch)`;
    case 'api':
      // 'reset() then start()' → `reset()` then `start()`
      return action.api?.[engine] ? action.api[engine].replace(/[\w.]+\([^)]*\)/g, (call) => `\`${call}\``) : 'the API';
  }
}

/** Each action of a template with what triggers it in one engine, in words ("Space, Enter, a click or a finger"). */
export function controlsFor(slug: string, engine: ContractEngine): { readonly id: string; readonly meaning: string; readonly triggers: string }[] {
  return gameContract(slug).actions.map((action) => {
    // A HUD button is one trigger, whether clicked or touched.
    const texts: string[] = [];
    let keysOn: { readonly on: string; readonly names: string[] } | undefined;
    for (const trigger of action.triggers.filter((each) => inEngine(each, engine))) {
      const text = triggerText(trigger, action, engine);
      // Keys that act on one thing are said together ("Space or Enter on the focused tile"), and triggers that act at
      // one moment ("Space, Enter, a click or a finger once a run has ended").
      const on = trigger.kind === 'key' && trigger.on ? `on ${trigger.on}` : (trigger.kind === 'key' || trigger.kind === 'tap') && trigger.when ? trigger.when : undefined;
      if (!on) {
        keysOn = undefined;
        if (!texts.includes(text)) texts.push(text);
        continue;
      }
      if (keysOn?.on === on) keysOn.names.push(text);
      else {
        keysOn = { on, names: [text] };
        texts.push('');
      }
      const names = keysOn.names;
      texts[texts.length - 1] = `${names.length > 2 ? `${names.slice(0, -1).join(', ')} or ${names.at(-1)}` : names.join(' or ')} ${on}`;
    }
    // A list whose item already says "or" is joined by commas alone.
    const last = texts.some((text) => text.includes(' or ')) ? ', ' : ' or ';
    const listed = texts.length > 1 ? `${texts.slice(0, -1).join(', ')}${last}${texts.at(-1)}` : (texts[0] ?? '');
    return { id: action.id, meaning: action.says?.[engine] ?? action.meaning, triggers: listed.charAt(0).toUpperCase() + listed.slice(1) };
  });
}

/** What a gamepad does in one engine's game, a sentence each: only JavaScript's DoubleTapDash reads a pad (its shell's padPressed). */
export function padLinesFor(slug: string, engine: ContractEngine): readonly string[] {
  return engine === 'js' ? (gameContract(slug).jsPad ?? []) : [];
}

/** The lifecycle rules stated for an engine, each as that engine's reference says it. */
export function behaviourFor(
  slug: string,
  engine: ContractEngine,
): { readonly moment: LifecycleRule['moment']; readonly text: string; readonly proof: string; readonly engines: readonly ContractEngine[] }[] {
  return gameContract(slug)
    .lifecycle.filter((rule) => ruleEngines(rule).includes(engine))
    .map((rule) => ({ moment: rule.moment, text: rule.says?.[engine] ?? rule.rule, proof: proofText(rule.provedBy), engines: ruleEngines(rule) }));
}

/** Names the scenarios behind a rule, as the pages and READMEs print them after the rule. */
export function proofText(provedBy: readonly string[]): string {
  return `Scenario${provedBy.length > 1 ? 's' : ''}: ${provedBy.map((name) => `\`${name}\``).join(', ')}.`;
}

/** What one lifecycle moment does, as an engine's reference says it (the first rule of that moment). */
export function behaviourOf(slug: string, engine: ContractEngine, moment: LifecycleRule['moment']): string {
  const found = behaviourFor(slug, engine).find((rule) => rule.moment === moment);
  if (!found) throw new Error(`The ${slug} contract states no ${moment} rule for ${engine}`);
  return found.text;
}

/** What a template keeps on the device, where each engine keeps it. */
export function persistsFor(slug: string, engine: ContractEngine): { readonly what: string; readonly where: string }[] {
  return gameContract(slug).persists.map((kept) => ({ what: kept.what, where: kept.where[engine] }));
}

/**
 * What an engine's ended member means for a game: the contract's ended event, or, for a game no rule
 * ends (PhysicsDropper's board, MemoryTiles' boards), that it never fires.
 */
export function endedMeaning(slug: string, engine?: ContractEngine): string {
  const ended = gameContract(slug).events.find((event) => event.name === 'ended');
  return (ended && ((engine && ended.says?.[engine]) ?? ended.meaning)) ?? 'Never fires: nothing ends this game’s run. It is there so every Microloop game has the same members.';
}

/** Whether a rule of the game ends its run (PhysicsDropper's board never ends). */
export function runsEnd(slug: string): boolean {
  return gameContract(slug).events.some((event) => event.name === 'ended');
}

/**
 * The shared doc comments of a game's `.d.ts` (core/mechanic.ts's GameEvents and GameOptions) in the words of this
 * game: a game whose runs never end (PhysicsDropper, MemoryTiles) has no "between runs" and no run's end to speak of.
 */
export function jsTypesFor(slug: string, types: string): string {
  const own = withOwnDestroy(slug, types);
  if (slug === 'rhythm-clacker') return withSoundWait(own);
  return runsEnd(slug) ? own : withoutRunsEnd(slug, own);
}

/** destroy()'s doc names what this game borrows: MemoryTiles writes no touch-action on the host's element, and only RhythmClacker sets the audio session. */
function withOwnDestroy(slug: string, types: string): string {
  const parts: [RegExp, string, boolean][] = [
    [/, while a canvas(\s*\*)?\s*game's `touch-action` is the game's until then, as its `createGame` doc says\)/, ')', slug === 'memory-tiles'],
    [/, and the page's(\s*\*)?\s*audio session type \(RhythmClacker\)/, '', slug !== 'rhythm-clacker'],
  ];
  return parts.reduce((text, [words, own, drop]) => {
    if (!words.test(text) && text.includes('destroy(): void;')) throw new Error(`The ${slug} declarations no longer word destroy() as core/mechanic.ts does: say what this game borrows here`);
    return drop ? text.replace(words, own) : text;
  }, types);
}

function withoutRunsEnd(slug: string, types: string): string {
  const endless: [string, string][] = [
    ['pause() between runs (after a run ended, or before the first start),', 'pause() before the first start,'],
    ['(after a pause between runs, back to the run\'s end or to ready, the run a press away;', '(after a pause before the first start, back to ready, the run a press away;'],
    ['(the first, and each new one after reset(), R or a run\'s end)', '(the first, and each new one after reset() or R)'],
  ];
  const worded = endless.reduce((text, [all, own]) => {
    // A stand-in with none of the shared comments (a unit test's) is left as it is.
    if (!text.includes(all) && text.includes('onPause?:')) throw new Error(`The ${slug} declarations no longer say "${all}": say it in this game's words here`);
    return text.replace(all, own);
  }, types);
  // reset()'s comment, wrapped over two lines of the declarations: R restarts a run while it plays (none ends).
  const resetWords = /as the R key on the focused game is while a run plays or after(\s*\*)?\s*it ended\./;
  if (!resetWords.test(worded) && worded.includes('reset(): void;')) throw new Error(`The ${slug} declarations no longer say what R does in reset()'s comment: say it in this game's words here`);
  return worded.replace(resetWords, 'as the R key on the focused game is while a run plays.');
}

/**
 * What `autoStart` does in RhythmClacker with sound on (review 55, js-a-1): the game's own waitingForSound() holds the
 * song until a gesture lets the browser start sound. `code` marks a name as code in the words' medium.
 */
export function soundWaitWords(code: (name: string) => string = (name) => name): string {
  return `With sound on, the song stands still at its first moment, the start prompt shown, until the player’s first press on the game, which starts it and is not judged: a browser lets sound begin only in a gesture of the player. Muted, or given your own ${code('output')} node whose context already runs, it plays at once.`;
}

const autoStartDoc = /(\/\*\* Starts playing at once [^\n]*?focus\(\) gives it the keys\)\.)( \*\/\s*autoStart\?:)/;

/** RhythmClacker's `.d.ts`: autoStart's doc says that the song waits for sound (the shared doc speaks of the other games). */
function withSoundWait(types: string): string {
  if (!autoStartDoc.test(types) && types.includes('autoStart?:')) throw new Error('The rhythm-clacker declarations no longer word autoStart as core/mechanic.ts does: say the wait for sound here');
  return types.replace(autoStartDoc, (_, doc: string, after: string) => `${doc} ${soundWaitWords()}${after}`);
}

/** What the end of a run does in an engine (its 'end' rule), or, for a game no rule ends, that ended never fires. */
export function endText(slug: string, engine: ContractEngine): string {
  if (!runsEnd(slug)) return endedMeaning(slug);
  return behaviourFor(slug, engine).find((rule) => rule.moment === 'end')?.text ?? endedMeaning(slug);
}

/** The meaning of a canonical event (score, ended, paused, resumed or the game's own). */
export function eventMeaning(slug: string, name: string, engine?: ContractEngine): string {
  const found = gameContract(slug).events.find((event) => event.name === name);
  if (!found) throw new Error(`The ${slug} contract has no ${name} event`);
  return (engine && found.says?.[engine]) ?? found.meaning;
}

/**
 * onPause and onResume in the JavaScript README and API page: the host's pause() holds a waiting game too (before the first start,
 * between runs), and its start() then gives the waiting game back; the contract's shared meanings (every engine's
 * README) speak of a running game only.
 */
export function jsPauseWords(slug: string): { pause: string; resume: string } {
  const waiting = gameContract(slug).events.some((event) => event.name === 'ended') ? 'before the first start or after a run ended' : 'before the first start';
  return {
    pause: `A running game stopped without ending (the API’s pause, the host’s pause, or the window or tab losing focus), or the host’s \`pause()\` ${waiting}: the game is held and no press starts a run; or a run asked for (\`start()\`, \`autoStart\`) while the player is away: it waits for them.`,
    resume: `A paused game runs again (\`start()\` after a pause, or the end of the “Resuming in 3…” countdown after focus came back); after a \`pause()\` ${waiting}, \`start()\` calls it and the game waits again for a press or a second \`start()\`, and after a \`reset()\` under the pause it calls it and the new run plays.`,
  };
}
