/** @jest-environment node */
import { mechanics } from '@/lib/mechanics';
import { camelName, snakeName } from '@/lib/mechanics/core/params';
import { godotProjectSlugs, kitEngineOf, unityPortSlugs } from '@/lib/mechanics/kit-engines';
import { templates, templateSlug } from '@/content/templates';
import { featuresFor } from '.';
import { kitApis } from './kits';
import { kitSample } from './samples';
import { jsModuleExports, jsPublicMembers, realKit } from './real-kits';
import type { KitApi, KitEngine } from './types';

const engines: readonly KitEngine[] = ['unity', 'godot', 'js'];
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const apis = kitApis as readonly KitApi[];
const cases = apis.flatMap((api) => engines.map((engine) => ({ slug: api.slug, engine, api: api.engines[engine] })));

/** How a documented name is declared in each engine's source. */
const declared: Record<KitEngine, Record<'events' | 'methods' | 'properties', (name: string) => RegExp>> = {
  godot: {
    events: (name) => new RegExp(`^signal ${name}\\(`, 'm'),
    methods: (name) => new RegExp(`^(static )?func ${name}\\(`, 'm'),
    properties: (name) => new RegExp(`^(@export(_range\\([^)]*\\))? )?var ${name}\\b`, 'm'),
  },
  unity: {
    events: (name) => new RegExp(`public (event Action(<[\\w<>]+>)?|UnityEvent(<\\w+>)?) ${name}\\b`),
    methods: (name) => new RegExp(`public (static )?[\\w<>]+ ${name}\\(`),
    properties: (name) => new RegExp(`public (?:(?:static|readonly|const) )*[\\w<>\\[\\]]+ (?:\\w+ = [^,;]*, )*${name}\\b`),
  },
  js: {
    events: (name) => new RegExp(`^\\s+${name}\\?: \\(`, 'm'),
    methods: (name) => new RegExp(`^\\s+${name}\\??\\(`, 'm'),
    properties: (name) => new RegExp(`^\\s+${name}\\?: `, 'm'),
  },
};

describe('the kit API data', () => {
  it('covers every template, in each of the engines its kits come in', () => {
    expect(apis.map((api) => api.slug).sort()).toEqual(mechanics.map((mechanic) => mechanic.slug).sort());
    for (const api of apis) {
      expect(unityPortSlugs).toContain(api.slug);
      expect(godotProjectSlugs).toContain(api.slug);
    }
  });

  describe.each(cases)('$slug in $engine', ({ slug, engine, api }) => {
    const kit = realKit(slug, engine);

    it.each(['events', 'methods', 'properties'] as const)('names only %s the kit declares', (kind) => {
      const missing = api[kind].filter((member) => !declared[engine][kind](escape(member.name)).test(kit.source)).map((member) => member.name);
      expect(missing).toEqual([]);
    });

    it('gives signals and events with the kit’s own parameters', () => {
      for (const event of api.events) {
        // The page names an enum of the game's class as a host's code must (`DoubleTapDashGame.DoubleTapDashOutcome`); the
        // class declares it bare.
        if (engine === 'godot') expect(kit.source).toMatch(new RegExp(`^signal ${escape(event.signature.split(`${api.entry}.`).join(''))}$`, 'm'));
        if (engine === 'unity') expect(kit.source).toMatch(new RegExp(`public ${escape(event.signature)}( =|;)`));
      }
    });

    it('names the entry class or function and the settings type the kit has', () => {
      if (engine === 'godot') {
        expect(kit.source).toMatch(new RegExp(`^class_name ${api.entry}$`, 'm'));
        expect(kit.source).toMatch(new RegExp(`^class_name ${api.settingsType}$`, 'm'));
        // The settings script by its preload, named after the template (a short `Config` could be a host project's class).
        expect(kit.source).toMatch(new RegExp(`^@export var ${api.settingsMember}: ${api.settingsType}Script\\b`, 'm'));
      }
      if (engine === 'unity') {
        // The game stands on the package's shell, MicroloopGame<TConfig>, a MonoBehaviour whose config is of the game's settings type.
        expect(kit.source).toMatch(new RegExp(`public class ${api.entry} : MicroloopGame<${api.settingsType}>`));
        expect(kit.source).toMatch(/public abstract class MicroloopGame<TConfig> : MonoBehaviour where TConfig : ScriptableObject/);
        expect(kit.source).toMatch(new RegExp(`public class ${api.settingsType} : ScriptableObject`));
        expect(kit.source).toMatch(new RegExp(`public TConfig ${api.settingsMember};`));
      }
      if (engine === 'js') expect(kit.source).toMatch(/export (const|function) createGame\b/);
    });

    it('names the module exports the kit has, the two layers among them', () => {
      if (engine !== 'js') {
        expect(api.exports).toBeUndefined();
        return;
      }
      const documented = (api.exports ?? []).map((member) => member.name);
      expect(documented.filter((name) => !jsModuleExports(slug).includes(name))).toEqual([]);
      expect(documented).toEqual(expect.arrayContaining(['createModel', 'params']));
    });

    it('lists files the download holds', () => {
      const paths = Object.keys(kit.files);
      const missing = api.files.filter((file) => !paths.some((path) => path === file || path.endsWith(`/${file}`)));
      expect(missing).toEqual([]);
    });

    it('leaves out no public signal, event or method of the kit', () => {
      const documented = new Set([...api.events, ...api.methods].map((member) => member.name));
      const declaredNames =
        engine === 'godot'
          ? [...kit.source.matchAll(/^(?:signal|(?:static )?func) ([a-z]\w*)\(/gm)].filter((match) => kit.files[`godot/addons/microloop_${slug.replace(/-/g, '_')}/${slug.replace(/-/g, '_')}_game.gd`]?.includes(match[0]))
          : engine === 'unity'
            ? [...[`/${api.entry}.cs`, '/MicroloopGame.cs'].map((file) => Object.entries(kit.files).find(([path]) => path.endsWith(file))?.[1] ?? '').join('\n').matchAll(/public (?:event Action(?:<[\w<>]+>)?|UnityEvent(?:<\w+>)?|(?:static )?[\w<>]+) (\w+)(?:\(| =|;)/g)].filter((match) => /event|UnityEvent|\(/.test(match[0]))
            : jsPublicMembers(slug).map((name) => [name, name]);
      const documentedToo = engine === 'js' ? new Set(api.properties.map((member) => member.name)) : new Set<string>();
      const undocumented = [...new Set(declaredNames.map((match) => match[1] ?? ''))].filter((name) => !documentedToo.has(name)).filter((name) => !documented.has(name) && !(engine === 'unity' && /^(Awake|Update|OnEnable|OnDisable|OnDestroy|OnGUI|OnValidate|OnApplicationFocus|OnApplicationPause)$/.test(name)));
      expect(undocumented).toEqual([]);
    });
  });

  describe.each(cases.filter((entry) => entry.engine !== 'js'))('$slug in $engine: the rest of its public API', ({ slug, engine, api }) => {
    const kit = realKit(slug, engine);
    // Unity: the entry's own file and the package's shell it may stand on; Godot: the game node's script.
    const entryFiles = Object.entries(kit.files)
      .filter(([path]) => (engine === 'unity' ? path.endsWith(`/${api.entry}.cs`) || path.endsWith('/MicroloopGame.cs') : path.endsWith(`/${slug.replace(/-/g, '_')}_game.gd`)))
      .map(([, text]) => text)
      .join('\n');

    it('leaves out no public property, field or constant of the entry', () => {
      const declaredNames =
        engine === 'unity'
          ? // `public <type> Name` followed by a field's `;`/`=` (every name of `A = 1, B = 2`), a property's `{`/`=>`; not an event, method or type.
            [...entryFiles.matchAll(/^\s*public (?!event |class |struct |enum |abstract |override )(?:static |readonly |const )*(?!UnityEvent\b)[\w<>[\],.?]+ (\w+)\s*(;|=(?!>)[^;]*;|\{|=>)/gm)].flatMap((match) => [
              match[1] ?? '',
              ...[...(match[2] ?? '').matchAll(/,\s*(\w+)\s*=/g)].map((more) => more[1] ?? ''),
            ])
          : // A GDScript member without a leading underscore is public: every `var` and `const` at the top of the script.
            [...entryFiles.matchAll(/^(?:@\w+(?:\([^)]*\))? )*(?:var|const) ([a-z]\w*)\b/gm)].map((match) => match[1] ?? '');
      const documented = new Set([...api.properties, ...api.events, ...api.methods].map((member) => member.name));
      expect([...new Set(declaredNames)].filter((name) => !documented.has(name))).toEqual([]);
    });

    (engine === 'unity' ? it : it.skip)('bounds the view a member gives the board as the kit does: where its tooltip keeps the board inside the safe area, the page says so (review 67 unity-a-3: `drawHud` promised "the whole view")', () => {
      const tooltips = new Map([...entryFiles.matchAll(/\[Tooltip\("((?:[^"\\]|\\.)*)"\)\][^;{]*? (\w+)\s*(?:=[^;]*)?;/g)].map((match) => [match[2] ?? '', match[1] ?? '']));
      const unbounded = api.properties
        .filter((member) => /safe area/.test(tooltips.get(member.name) ?? '') && !/safe area/.test(member.meaning))
        .map((member) => member.name);
      expect(unbounded).toEqual([]);
    });

    it('carries no kind of event as a string: an enum or a typed payload instead', () => {
      // Unity: Action<string>/UnityEvent<string> events, and string `Type`/`Kind`/`Grade`/`Result` fields the events carry
      // (in every script of the package: the model's event structs too). Godot: a signal's kind parameter typed String.
      const stringKinds =
        engine === 'unity'
          ? Object.entries(kit.files)
              .filter(([path]) => path.endsWith('.cs'))
              .flatMap(([path, text]) =>
                [...text.matchAll(/public (?:event Action<string>|UnityEvent<string>) (\w+)|public string (Type|Kind|Grade|Result|Judgement)\b/g)].map((match) => `${path.split('/').at(-1)}: ${match[1] ?? match[2]}`),
              )
          : [...entryFiles.matchAll(/^signal (\w+)\(([^)]*)\)/gm)].flatMap((match) =>
              [...(match[2] ?? '').matchAll(/(\w+): String\b/g)].filter((param) => /^(kind|type|grade|result|judgement|outcome)$/.test(param[1] ?? '')).map((param) => `${match[1]}(${param[1]}: String)`),
            );
      expect(stringKinds).toEqual([]);
    });
  });

  it.each(apis)('$slug: every setting is named as the kit’s config declares it (camelCase in C#, snake_case in GDScript, the key in JS)', (api) => {
    const mechanic = mechanics.find((candidate) => candidate.slug === api.slug);
    const unity = realKit(api.slug, 'unity').source;
    const godot = realKit(api.slug, 'godot').source;
    const js = realKit(api.slug, 'js').source;
    for (const spec of mechanic?.params ?? []) {
      expect(unity).toMatch(new RegExp(`public (float|int) ${camelName(spec)} =`));
      expect(godot).toMatch(new RegExp(`var ${snakeName(spec)}: (float|int) =`));
      expect(js).toContain(`key: '${spec.key}'`);
    }
  });

  it.each(templates.map((template) => ({ name: template.name, template })))('$name: the catalog’s feature list is what the kit of its own engine has', ({ template }) => {
    expect(template.features).toEqual(featuresFor(templateSlug(template), kitEngineOf[template.engine]));
  });

  it('shows a feature only for the engines whose kit has it', () => {
    expect(featuresFor('physics-dropper', 'godot')).not.toContain('Peg rows, spacing and jitter you set in the Inspector');
    expect(featuresFor('physics-dropper', 'unity')).toContain('Peg rows, spacing and jitter you set in the Inspector');
    expect(featuresFor('memory-tiles', 'godot').join(' ')).not.toMatch(/ScriptableObject/);
    expect(featuresFor('no-such-template', 'js')).toEqual([]);
  });

  describe.each(apis)('$slug features', (api) => {
    it.each(api.features)('“$text” is true of each kit it is shown for', (feature) => {
      const shownFor = engines.filter((engine) => feature.proof[engine]);
      expect(shownFor.length).toBeGreaterThan(0);
      for (const engine of shownFor) {
        const { source } = realKit(api.slug, engine);
        const unproven = (feature.proof[engine] ?? []).filter((proof) => !new RegExp(proof, 'i').test(source));
        expect({ engine, unproven }).toEqual({ engine, unproven: [] });
      }
    });
  });
});

describe('the API pages’ “Listen to every event” samples', () => {
  it('hand each JavaScript event the arguments it has: none to onPause and onResume (review 52, JSB-13: `(value) =>` logged undefined and failed strict @ts-check)', () => {
    for (const api of kitApis) {
      const js = api.engines.js;
      if (!js) continue;
      const code = kitSample(api, 'js').code;
      for (const event of js.events) {
        const takesNone = /^\w+\(\)/.test(event.signature);
        expect({ slug: api.slug, event: event.name, line: code.split('\n').find((line) => line.includes(`${event.name}:`))?.includes(`${event.name}: () =>`) }).toEqual({ slug: api.slug, event: event.name, line: takesNone });
      }
    }
  });
});

describe('the API pages’ JavaScript “Listen to every event” sample of a game with sound', () => {
  // Review 61 (js-a-4): a click listener that called start() stayed armed when the first press was a key, and a later
  // click resumed the game past the host's pause().
  it('leaves the first run to the player\'s first press and starts nothing itself', () => {
    const rhythm = kitApis.find((api) => api.slug === 'rhythm-clacker')!;
    const code = kitSample(rhythm, 'js').code;
    expect(code).toContain('the player\'s first press on it (Space, Enter, a click\n// or a tap) starts it.');
    expect(code).not.toMatch(/\.start\(\)|addEventListener/);
  });
});

describe('the API pages’ Godot types', () => {
  it('name a type a host can write: each member typed with a script of the kit gives that script’s class_name (review 52, GB-5: `model: MemoryTilesModelScript` named a preload constant)', () => {
    let checked = 0;
    for (const api of kitApis) {
      const godot = api.engines.godot;
      if (!godot) continue;
      const { source } = realKit(api.slug, 'godot');
      // A global class, or an inner class reached through its script's global class (`RhythmClackerModel.Inner`).
      const classNames = new Set([...source.matchAll(/^class_name (\w+)/gm)].map((match) => match[1]));
      for (const outer of [...classNames]) for (const inner of source.matchAll(/^(?:class|enum) (\w+)/gm)) classNames.add(`${outer}.${inner[1]}`);
      const name = api.slug.split('-').map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join('');
      // A property's type, and each parameter's of a signal (review 54, GA-6: `judged(result: DoubleTapDashOutcome)`
      // named an enum inside the game's class, which a host's handler cannot name bare).
      const typed = [
        ...godot.properties.map((member) => ({ member: member.name, types: [/^\w+: ([\w.]+)$/.exec(member.signature)?.[1]] })),
        ...godot.events.map((member) => ({ member: member.name, types: [...member.signature.matchAll(/: ([\w.]+)/g)].map((match) => match[1]) })),
      ];
      for (const { member, types } of typed) {
        for (const type of types) {
          if (!type || !type.startsWith(name)) continue;
          checked += 1;
          expect({ slug: api.slug, member, type, known: classNames.has(type) }).toEqual({ slug: api.slug, member, type, known: true });
        }
      }
    }
    expect(checked).toBeGreaterThanOrEqual(11);
  });
});
