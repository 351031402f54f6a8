import type { EngineApi, KitApi, KitEngine, KitMember } from './types';

// The "listen to the game" sample of each API page, written from the kit API data: it connects to
// every signal or event the kit has. content/kit-api/samples-*.test.ts run each one against the
// real kit (Godot 4.6, mcs with the UnityEngine stub, tsc with the kit's .d.ts).

export type KitSample = { readonly language: 'GDScript' | 'C#' | 'JavaScript'; readonly label: string; readonly code: string };

const pascalName = (slug: string) => slug.replace(/(^|-)([a-z])/g, (_, __, letter: string) => letter.toUpperCase());

/** `landed(bin: int, points: int)` → [['bin', 'int'], ['points', 'int']]. */
function gdParameters(signature: string): [string, string][] {
  const inside = /\(([^)]*)\)/.exec(signature)?.[1] ?? '';
  return inside
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => part.split(':').map((word) => word.trim()) as [string, string]);
}

/** The root node's name in the kit's main.tscn: `PhysicsDropper` for `PhysicsDropperGame`. */
export const nodeName = (api: EngineApi) => api.entry.replace(/Game$/, '');

function godotSample(api: EngineApi): KitSample {
  // A kind typed by the game's own enum (DoubleTapDashOutcome) is an int to a handler outside it: the sample then
  // needs no class name (a project's script class cache, which an addon copied in gets only from the editor's scan).
  const scoped = (type: string) => (type.startsWith(nodeName(api)) ? 'int' : type);
  const handlers = api.events.map((event) => {
    const parameters = gdParameters(event.signature);
    const list = parameters.map(([name, type]) => `${name}: ${scoped(type)}`).join(', ');
    const shown = parameters.map(([name]) => name);
    return {
      connect: `\tgame.${event.name}.connect(_on_${event.name})`,
      body: `func _on_${event.name}(${list}) -> void:\n\tprint("${event.name} ", ${shown.length === 1 ? shown[0] : `[${shown.join(', ')}]`})`,
    };
  });
  return {
    language: 'GDScript',
    label: 'listen_to_game.gd',
    code: `extends Node
## On the parent of the kit's main.tscn, instanced: its root node, ${nodeName(api)}, runs ${api.entry}.

@onready var game = $${nodeName(api)}


func _ready() -> void:
${handlers.map((handler) => handler.connect).join('\n')}


${handlers.map((handler) => handler.body).join('\n\n\n')}
`,
  };
}

/** `event Action<BounceEvent> Bounced` → `BounceEvent`. */
/** The event's payload type, or null for a bare `event Action`. */
const csharpPayload = (event: KitMember) => (/\bAction\b(?!<)/.test(event.signature) ? null : (/Action<([\w<>]+)>/.exec(event.signature)?.[1] ?? 'int'));

const csharpHandler = (event: KitMember) => {
  const payload = csharpPayload(event);
  return payload === null
    ? `    void On${event.name}() => Debug.Log("${event.name}");`
    : `    void On${event.name}(${payload} value) => Debug.Log("${event.name} " + value);`;
};

function unitySample(slug: string, api: EngineApi): KitSample {
  const events = api.events.filter((event) => event.signature.startsWith('event '));
  const className = `${pascalName(slug)}Listener`;
  return {
    language: 'C#',
    label: `${className}.cs`,
    code: `using Microloop.${pascalName(slug)};
using UnityEngine;

// Beside the ${api.entry} component: logs every event it raises.
public class ${className} : MonoBehaviour
{
    [SerializeField] ${api.entry} game;

    void OnEnable()
    {
${events.map((event) => `        game.${event.name} += On${event.name};`).join('\n')}
    }

    void OnDisable()
    {
${events.map((event) => `        game.${event.name} -= On${event.name};`).join('\n')}
    }

${events.map(csharpHandler).join('\n')}
}
`,
  };
}

function jsSample(slug: string, api: EngineApi): KitSample {
  const handlers = api.events.map((event) => {
    // An event with no argument (onPause(), onResume()) logs its name alone.
    const argument = /\((\w+)/.exec(event.signature)?.[1];
    return argument ? `  ${event.name}: (${argument}) => console.log('${event.name}', ${argument}),` : `  ${event.name}: () => console.log('${event.name}'),`;
  });
  // A canvas game has the manual loop's render(); MemoryTiles fills an element with real <button> tiles, which a
  // <canvas> would never show. A game with sound waits for the player's first press, the one moment a browser lets
  // audio begin: a start() of the page's own on a later click would resume it past the host's pause (review 61, js-a-4).
  const canvas = api.methods.some((method) => method.name === 'render');
  const sound = api.methods.some((method) => method.name === 'setMuted');
  const markup = canvas ? '<canvas tabindex="0"></canvas>' : '<div id="game"></div>';
  const start = sound
    ? `// Sound can begin only in a user gesture: the game waits, and the player's first press on it (Space, Enter, a click
// or a tap) starts it.`
    : 'game.start();';
  return {
    language: 'JavaScript',
    label: 'main.js',
    code: `// In a page with ${markup}: ${canvas ? 'the game draws on the canvas' : 'the board fills the div with its tiles'}.
import { createGame } from './src/${slug}.js';

const surface = ${canvas ? "document.querySelector('canvas')" : "document.getElementById('game')"};
const game = createGame(surface, {}, {
${handlers.join('\n')}
});
${start}
`,
  };
}

export function kitSample(api: KitApi, engine: KitEngine): KitSample {
  const engineApi = api.engines[engine];
  if (engine === 'godot') return godotSample(engineApi);
  if (engine === 'unity') return unitySample(api.slug, engineApi);
  return jsSample(api.slug, engineApi);
}
