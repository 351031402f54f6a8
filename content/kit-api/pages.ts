import type { EngineApi, KitEngine } from './types';

// The words of the API reference pages (/docs/api/<slug>); the names in them come from the kit data.

const spaced = (name: string) => name.replace(/([a-z])([A-Z])/g, '$1 $2');
const snake = (slug: string) => slug.replace(/-/g, '_');

export const apiPageCopy = {
  eyebrow: 'API reference',
  title: (name: string) => `${name} API reference`,
  metaDescription: (name: string) =>
    `${name}’s settings, signals, events, methods and files in its Unity, Godot and JavaScript kits, with a sample that listens to every event.`,
  intro: (name: string) =>
    `What ${name}’s kits offer your code, engine by engine. Every name here is checked against the kits the site builds; the settings are the ones on the template’s page.`,
  enginesNav: 'Engines on this page',
  /** Above the Behaviour list: where its sentences come from. */
  behaviourNote: 'Each rule is worded with this engine’s own members; every kit keeps the same rules but one, which only this engine has: what the game does when it is taken out of its host. Each sentence is the game contract’s, and each is proved by the scenarios named after it, which every kit stating it replays.',
  templateLink: (name: string) => `${name}’s page: play it, tune it, download a kit`,
  sections: {
    settings: 'Settings',
    controls: 'Controls',
    behaviour: 'Behaviour',
    persists: 'Kept on the device',
    events: { unity: 'Events', godot: 'Signals', js: 'Event options' },
    methods: { unity: 'Methods', godot: 'Methods', js: 'Handle methods' },
    properties: { unity: 'Fields and properties', godot: 'Properties', js: 'Other options' },
    exports: 'Module exports',
    files: 'Files',
    sample: 'Listen to every event',
  } satisfies Record<string, string | Record<KitEngine, string>>,
  /** How to reach the game and its settings, per engine. */
  entry: (engine: KitEngine, name: string, slug: string, api: EngineApi) =>
    engine === 'unity'
      ? `Add Component › Microloop › ${spaced(name)} Game puts \`${api.entry}\` (namespace \`Microloop.${name}\`) on a GameObject. Its \`config\` field takes a \`${api.settingsType}\` ScriptableObject (Assets › Create › Microloop › ${name} Config), whose fields are the settings below.`
      : engine === 'godot'
        ? `The kit’s \`main.tscn\` is one node running \`${api.entry}\` (\`${snake(slug)}_game.gd\`). Its \`settings\` is a \`${api.settingsType}\` Resource saved as \`${snake(slug)}_config.tres\`, whose properties are the settings below.`
        : `\`createGame(${slug === 'memory-tiles' ? 'element' : 'canvas'}, values, options)\` from \`src/${slug}.js\` makes the game and returns a handle (the game waits for \`start()\` or the player’s first press on it, unless \`autoStart\`); the module also exports the rules alone (\`createModel\`) and the settings’ spec (\`params\`). \`values\` takes the keys below (any subset; each is clamped to its range and put on its step, and one that is not a number takes its default), \`options\` the events and options after them. \`src/${slug}.d.ts\` types them all.`,
} as const;

