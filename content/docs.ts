import type { IconName } from '@/lib/design/icons';
import type { PageSectionCopy } from '@/lib/design/vocabulary';
import type { KitEngine } from '@/lib/mechanics/kit-engine-query';
import { physicsDropper } from '@/lib/mechanics/physics-dropper/mechanic';
import { countWord, godotRunKeys, godotZipVersions, kitFolder, quickStart, routeLine, siteMenus, type PlayRoute, type QuickStart } from '@/lib/mechanics/kit-quick-start';
import type { TutorialId } from './tutorials';

/** Text in docs data may mark inline code with backticks: "call `reset()`". */
type Text = string;

/** A route as the Docs print it (menus with ›, no emphasis). */
const forSite = (route: PlayRoute): PlayRoute => ({ actions: route.actions.map((action) => ({ text: siteMenus(action.text), short: siteMenus(action.short) })) });

/** Any template's quick start, per engine (`<Name>` where the template's name goes). */
const anyKit = {
  unity: quickStart({ slug: '<name>', name: '<Name>' }, 'unity', '<name>-unity-starter-kit'),
  godot: quickStart({ slug: '<name>', name: '<Name>' }, 'godot', '<name>-godot-starter-kit'),
  js: quickStart({ slug: '<name>', name: '<Name>' }, 'js', '<name>-js-starter-kit'),
  godotZipVersions,
};

/** PhysicsDropper's quick start in an engine, as the Docs' quick starts print it. */
const physicsDropperKit = (engine: 'unity' | 'godot' | 'js'): QuickStart => quickStart(physicsDropper, engine, kitFolder(physicsDropper, engine));

/** A route as one Docs step: "Five actions from the download to playing: Unzip the download. …". */
const routeStep = (lead: string, route: PlayRoute) => `${lead}: ${forSite(route).actions.map((action) => action.text).join(' ')}`;
const counted = (route: PlayRoute) => countWord(route.actions.length);
const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export type GettingStartedStep = { readonly title: string; readonly icon: IconName; readonly description: Text };

export const gettingStartedSteps = [
  {
    title: 'Download & Install',
    icon: 'download',
    description: `On a template’s page, choose Unity, Godot or JavaScript under Kit engine and download the starter kit; it plays with no file to edit. Unity, ${routeLine(forSite(anyKit.unity.main))} (or, with the package moved into your project, ${routeLine(forSite(anyKit.unity.fewer!))}). ${anyKit.godotZipVersions}, ${routeLine(forSite(anyKit.godot.main))}. ${anyKit.godot.older!.versions}, ${routeLine(forSite(anyKit.godot.older!))}. JavaScript, ${routeLine(forSite(anyKit.js.main))}. Or open any kit’s \`index.html\`: it plays from disk.`,
  },
  {
    title: 'Configure & Customize',
    icon: 'layers',
    description:
      'The kit holds the values you set on the template’s sliders. Change them later in one config: a ScriptableObject in Unity, a `.tres` Resource in Godot, the values you pass to `createGame` in JavaScript.',
  },
  {
    title: 'Test & Deploy',
    icon: 'rocket',
    description:
      `Press Play (Unity) or ${godotRunKeys} (Godot), or open the page in a browser, then build for desktop, mobile or the web. The templates depend on nothing beyond the engine’s own built-in modules (Unity’s Audio, IMGUI and JSONSerialize), so nothing extra ships with your game.`,
  },
] as const satisfies readonly GettingStartedStep[];

export type DocBlock =
  | { readonly kind: 'paragraph'; readonly text: Text }
  | { readonly kind: 'steps'; readonly items: readonly Text[] }
  | { readonly kind: 'list'; readonly items: readonly Text[] }
  /** Links to pages of the Docs, each with a line on what it holds. */
  | { readonly kind: 'links'; readonly items: readonly { readonly label: string; readonly href: string; readonly text: Text }[] }
  | { readonly kind: 'code'; readonly language: string; readonly label: string; readonly code: string }
  | { readonly kind: 'faq'; readonly items: readonly { readonly question: string; readonly answer: Text }[] };

export type DocTopic = {
  readonly id: string;
  readonly title: string;
  readonly icon: IconName;
  /** One line for the topic list at the top of the reference. */
  readonly summary: string;
  /** The engine the topic is about, when it is about one: its words are checked against that engine's kits. */
  readonly engine?: KitEngine;
  readonly blocks: readonly DocBlock[];
};

/** The address of a template's API reference page. */
export const apiReferencePath = (slug: string) => `/docs/api/${slug}`;

const apiTemplates = [
  ['PhysicsDropper', 'physics-dropper'],
  ['DoubleTapDash', 'double-tap-dash'],
  ['RhythmClacker', 'rhythm-clacker'],
  ['MemoryTiles', 'memory-tiles'],
  ['BounceChain', 'bounce-chain'],
  ['TimingWheel', 'timing-wheel'],
] as const;

export const docTopics = [
  {
    id: 'api-reference',
    title: 'API Reference',
    icon: 'book',
    summary: 'Settings, signals, events, methods and files of every template, per engine.',
    blocks: [
      {
        kind: 'paragraph',
        text: 'Every template reads its tuning from one config with the same settings in all three engines: a `<Name>Config` ScriptableObject in the Game’s `config` field in Unity, a `<Name>Config` Resource in the game node’s `settings` in Godot, and the values you pass to `createGame` in JavaScript. Names are camelCase in C# (`simulationSpeed`), snake_case in GDScript (`simulation_speed`) and short keys in JavaScript (`speed`); each template’s page below lists them.',
      },
      {
        kind: 'paragraph',
        text: 'A value outside its range is clamped to the nearest bound. Every game reports its score (`score_changed` in Godot, `ScoreChanged` in Unity, `onScore` in JavaScript). DoubleTapDash, RhythmClacker, BounceChain and TimingWheel also report the end of a run (`ended`, `Ended`, `onEnd`); PhysicsDropper’s board never ends, and MemoryTiles never ends a run either (its boards follow one another), so neither reports one: MemoryTiles reports each cleared board instead (`onClear` in JavaScript). The rest differs by template:',
      },
      {
        kind: 'links',
        items: apiTemplates.map(([name, slug]) => ({
          label: `${name} API`,
          href: apiReferencePath(slug),
          text: `${name}’s settings, signals, events, methods and files in Unity, Godot and JavaScript.`,
        })),
      },
    ],
  },
  {
    id: 'unity-quick-start',
    title: 'Unity Quick Start',
    icon: 'engines',
    engine: 'unity',
    summary: 'Add the package, then Tools › Microloop › Play; or put the Game on an empty GameObject and press Play.',
    blocks: [
      {
        kind: 'steps',
        items: [
          'On a template’s page, choose Unity under Kit engine and press Download starter kit. You need Unity 2022.3 LTS or newer. Keyboard, mouse and touch work with the Input Manager, with the Input System package, and with Both (without the package only before Unity 6000.1, which marks that setup invalid). Active Input Handling set to the Input System without its package installed reads no input: the game runs without input and logs one warning.',
          `${routeStep(`${capital(counted(physicsDropperKit('unity').main))} actions from the download to playing`, physicsDropperKit('unity').main)} Unity stores a \`file:\` path to that folder, so keep it where it is.`,
          `${routeStep(`Or ${counted(physicsDropperKit('unity').fewer!)}, with the package embedded in your project, where it travels with the project`, physicsDropperKit('unity').fewer!)} Or import the package’s sample (Package Manager › Samples › Import) and open its scene; or, in any scene, create an empty GameObject and choose Add Component › Microloop › Physics Dropper Game. The game runs with the values you tuned on the page, in the Built-in pipeline or URP, framing your Main Camera (or its own) and adding an AudioListener when the scene has none.`,
          'To tune it in the editor, create a `PhysicsDropperConfig` ScriptableObject with Assets › Create › Microloop › PhysicsDropper Config and drag it onto the Game’s Config field. Inspector edits apply live in Play Mode.',
        ],
      },
      {
        kind: 'paragraph',
        text: 'The rules are plain C# in `Runtime/PhysicsDropperModel.cs` with no `using UnityEngine`; the kit’s `README.md` lists every setting and event. Keep one config asset per difficulty and switch by setting `game.config`. Play Mode edits to an asset persist, so duplicate it before experimenting.',
      },
    ],
  },
  {
    id: 'godot-quick-start',
    title: 'Godot Quick Start',
    icon: 'target',
    engine: 'godot',
    summary: `Import the zip and press Import (in Godot 4.3, the unzipped godot/project.godot, and Import & Edit), then ${godotRunKeys}; or copy the addon into your own project.`,
    blocks: [
      {
        kind: 'steps',
        items: [
          'On a template’s page, choose Godot under Kit engine and press Download starter kit. You need Godot 4.3 or newer.',
          `${routeStep(`${capital(counted(physicsDropperKit('godot').main))} actions from the download to playing`, physicsDropperKit('godot').main)} The main scene plays the game with your values, and no Godot from 4.3 to 4.6 asks to convert the project.`,
          routeStep(`In ${physicsDropperKit('godot').older!.versions}, ${physicsDropperKit('godot').older!.why}, ${counted(physicsDropperKit('godot').older!)} actions`, physicsDropperKit('godot').older!),
          'To use it in your own project, copy `godot/addons/microloop_physics_dropper/` (for PhysicsDropper) into your project’s `addons/` folder. There is no plugin to enable, and the game adds its input actions when your project lacks them.',
          'Add the game to a scene by instancing the kit’s `main.tscn`, or add a Node2D (a Control for MemoryTiles) and give it the game script (`physics_dropper_game.gd` for PhysicsDropper). Its values are in `physics_dropper_config.tres`, its `settings`; the root node emits `score_changed(score: int)` and, in a game whose runs end (not PhysicsDropper or MemoryTiles), `ended(score: int)`.',
        ],
      },
    ],
  },
  {
    id: 'javascript-quick-start',
    title: 'JavaScript Quick Start',
    icon: 'code',
    engine: 'js',
    summary: 'npm install, npm run dev; or open index.html, or import createGame from the package.',
    blocks: [
      {
        kind: 'steps',
        items: [
          'On a template’s page, choose JavaScript under Kit engine (a template made for JavaScript starts with it) and press Download starter kit.',
          `${routeStep(`${capital(counted(physicsDropperKit('js').main))} actions from the download to playing`, physicsDropperKit('js').main)} \`npm run build\` writes \`dist/\`, ready for itch.io. Or open \`index.html\` in a browser: the game plays from disk, with no install and no network.`,
          'To put it in your own page, serve the folder with your bundler’s dev server or any static server (browsers do not load modules from disk) and import `createGame` from `src/physics-dropper.js`, as below; or install the kit’s package (its `src/` folder: `npm install ./physics-dropper-js-starter-kit/src`) and import the package it names (@microloop/physics-dropper).',
          'Call `game.update({ gravity: 12 })` to change values while it runs and `game.destroy()` when your view goes away. `src/physics-dropper.d.ts` documents every option and event.',
        ],
      },
      {
        kind: 'code',
        language: 'HTML',
        label: 'your-page.html',
        code: `<canvas id="game" tabindex="0" width="640" height="480"></canvas>
<script type="module">
  import { createGame } from './src/physics-dropper.js';

  const game = createGame(document.querySelector('canvas'), { gravity: 12 }, {
    autoStart: true,
    onScore: (score) => console.log(score),
  });
</script>`,
      },
    ],
  },
  {
    id: 'godot-best-practices',
    title: 'Godot Best Practices',
    icon: 'target',
    engine: 'godot',
    summary: 'Settings Resources, .tres files, signals and web exports in Godot 4.',
    blocks: [
      {
        kind: 'list',
        items: [
          `Target Godot 4.3 or newer. A Godot kit is a project: in the Project Manager, Import, open the downloaded zip in the file dialog and press Import, then ${godotRunKeys} (${godotZipVersions}; in Godot 4.3, unzip it and import its \`godot/project.godot\` with Import & Edit). To use the game in your own project, copy its addon folder (for example \`addons/microloop_physics_dropper/\`); there is no plugin to enable.`,
          'Tuning lives in the game node’s `settings`, a `PhysicsDropperConfig` Resource saved as `physics_dropper_config.tres`. Keep one `.tres` per difficulty and drop the one you want on `settings` in the Inspector.',
          'Assign `settings` at any time, in the Inspector or from code: while the game plays, a new Resource applies from the next step, as `update(settings)` does.',
          'A `.tres` file is one Resource, shared by every game that loads it. Assign `settings.duplicate()` to a game before changing its values at runtime, or one level’s tweak leaks into all of them (Local to Scene does not help here: the game’s default `settings` is not stored in its scene).',
          'The rules live in a node-free `physics_dropper_model.gd` that steps itself in fixed sub-steps, so the game plays the same at any frame rate; change the rules there and let the game script read input and draw.',
          'Connect to the game’s signals (`landed` for PhysicsDropper) instead of polling its state every frame; each template’s API page lists its signals.',
          'Web exports need the Compatibility renderer; the kit’s project already uses it, so keep it when you copy the addon into a project of your own.',
        ],
      },
    ],
  },
  {
    id: 'js-examples',
    title: 'JS Examples',
    icon: 'code',
    engine: 'js',
    summary: 'Mount a template with a script tag or your bundler, and clean up after it.',
    blocks: [
      {
        kind: 'paragraph',
        text: 'The JS templates are plain ES modules with no dependencies. Serve them from any static host, or import them through Vite, webpack or esbuild.',
      },
      {
        kind: 'code',
        language: 'HTML',
        label: 'index.html',
        code: `<canvas id="board" width="360" height="640"></canvas>
<script type="module">
  import { createGame } from './src/physics-dropper.js';

  const game = createGame(document.querySelector('#board'), {
    gravity: 12,
    bounciness: 0.55,
  }, {
    onScore: (score) => console.log('score', score),
  });
  game.start();
</script>`,
      },
      {
        kind: 'list',
        items: [
          '`createGame(canvas, values, options)` returns a handle; values you leave out keep their defaults, and each is clamped to its range.',
          '`game.update({ speed: 7 })` changes values in the middle of a round; the keys are the ones in `config.json` and the template’s API page.',
          'Call `game.destroy()` when your view unmounts: it cancels the animation frame loop and removes its listeners.',
        ],
      },
    ],
  },
  {
    id: 'troubleshooting-faq',
    title: 'Troubleshooting FAQ',
    icon: 'shield',
    summary: 'Fixes for the problems people hit most in their first week.',
    blocks: [
      {
        kind: 'faq',
        items: [
          {
            question: 'Balls pass straight through pegs at high simulation speed.',
            answer:
              'They should not: every kit steps the board in fixed sub-steps whatever the frame rate, at most 600 per board second and at most 2,500 per real second. How fast the board’s clock runs against real time follows Gravity, Bounciness and `simulationSpeed`: about 2,200 sub-steps per real second at the default settings; where the clock runs faster, a sub-step covers two or three six-hundredths of a board second, and a ball still moves less than a peg’s radius in one. If you changed the rules, keep that sub-step (`board_step_for` in `physics_dropper_model.gd`, `BoardStepFor` in `PhysicsDropperModel.cs`), or lower Simulation Speed (`simulationSpeed` in C#, `simulation_speed` in GDScript, `speed` in JavaScript).',
          },
          {
            question: 'Changing the config in one Godot level changes it in every level.',
            answer:
              'The `.tres` Resource is shared. Assign `settings.duplicate()` to the game node, then change the copy; or keep one `.tres` per level.',
          },
          {
            question: 'The browser reports “Cannot use import statement outside a module”.',
            answer:
              'Load the template with `<script type="module">` or import it from your own module. Browsers also block modules opened straight from disk, so serve the folder, for example with `npx serve`.',
          },
          {
            question: 'A value I set seems to be ignored.',
            answer:
              'Out-of-range values are clamped to the nearest bound, so `gravity: 25` runs as 20. In JavaScript, check the key: `createGame` and `update` take the short keys of the template’s API page (`speed`, not `simulationSpeed`). In Godot, assign `settings` or call `update(settings)`: either applies from the next step.',
          },
          {
            question: 'Can I ship a commercial game built on a template?',
            answer:
              'Yes. The license covers unlimited personal and commercial projects. You may not resell or redistribute the templates themselves, and credit is appreciated but never required.',
          },
        ],
      },
    ],
  },
] as const satisfies readonly DocTopic[];

export type DocTopicId = (typeof docTopics)[number]['id'];

export const docsPage = {
  hero: {
    eyebrow: 'Docs',
    title: 'Documentation & Tutorials',
    description:
      'Everything you need to get a Microloop template from download to a playable build: a three-step start, tutorials, copy-paste code and a reference for Unity, Godot and JavaScript.',
  },
  sections: {
    gettingStarted: {
      id: 'getting-started',
      title: 'Getting Started Fast',
      description: 'From zero to a running microgame in three steps, in whichever engine you already use.',
    },
    tutorials: {
      id: 'tutorials-and-guides',
      title: 'Tutorials & Guides',
      description: 'Hands-on walkthroughs, each built around one template and one idea you can reuse in your own game.',
    },
    snippets: {
      id: 'code-examples',
      title: 'Code Examples & Snippets',
      description: 'Short, working excerpts for the three engines. Paste them next to a template and adapt the names.',
    },
    topics: {
      id: 'docs-by-topic',
      title: 'Docs by Topic',
      description: 'The reference behind the tutorials: an API page per template, engine setup and fixes for the usual snags.',
    },
  },
} as const satisfies {
  hero: { eyebrow: string; title: string; description: string };
  sections: Record<string, PageSectionCopy>;
};

type PageAnchor = (typeof docsPage.sections)[keyof typeof docsPage.sections]['id'] | DocTopicId;

export type QuickLink = { readonly label: string; readonly href: `#${PageAnchor}` };

// Labels differ from the topic names so each doc link name stays unique on the page.
export const quickLinks = {
  title: 'Quick Links',
  links: [
    { label: 'Install your first template', href: '#getting-started' },
    { label: 'Settings, signals and events', href: '#api-reference' },
    { label: 'Step-by-step lessons', href: '#tutorials-and-guides' },
    { label: 'Copy-paste code', href: '#code-examples' },
    { label: 'Fix a common problem', href: '#troubleshooting-faq' },
  ],
} as const satisfies { title: string; links: readonly QuickLink[] };

export const featuredTutorial = {
  title: 'Featured Tutorial',
  tutorialId: 'tuning-bounce-feel',
  pitch: 'One board, three sliders, twelve minutes: the fastest way to learn what makes a drop feel good.',
  action: {
    label: 'Watch Video Guide',
    feature: 'The video guide',
    detail: 'We are recording it now. The written tutorials below cover the same tuning in the meantime.',
  },
} as const satisfies {
  title: string;
  tutorialId: TutorialId;
  pitch: string;
  action: { label: string; feature: string; detail: string };
};

export const communitySupport = {
  title: 'Community Support',
  text: 'Stuck on an import or a strange bounce? Developers who ship with Microloop answer most questions within a day.',
  actions: [
    {
      label: 'Join Discord',
      feature: 'The Microloop Discord',
      detail: 'The server opens with the public beta. Until then, the Troubleshooting FAQ on this page covers the common problems.',
    },
    {
      label: 'Ask on Forum',
      feature: 'The community forum',
      detail: 'Posting opens soon. Until then, the Troubleshooting FAQ on this page covers the common problems.',
    },
  ],
} as const;
