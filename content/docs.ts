import type { IconName } from '@/lib/design/icons';
import type { PageSectionCopy } from '@/lib/design/vocabulary';
import type { ParamSpec } from '@/lib/mechanics/core/params';
import { physicsDropperParams } from '@/lib/mechanics/physics-dropper/params';
import type { TutorialId } from './tutorials';

/** Text in docs data may mark inline code with backticks: "call `reset()`". */
type Text = string;

export type GettingStartedStep = { readonly title: string; readonly icon: IconName; readonly description: Text };

export const gettingStartedSteps = [
  {
    title: 'Download & Install',
    icon: 'download',
    description:
      'Pick a template, choose Unity, Godot or JS, and drop the package into your project. Each one is self-contained: no extra plugins, no package manager.',
  },
  {
    title: 'Configure & Customize',
    icon: 'layers',
    description:
      'Tune gravity, bounciness, speed and density in one config asset, or dial them in live in the Playground and copy the values across.',
  },
  {
    title: 'Test & Deploy',
    icon: 'rocket',
    description:
      'Press Play to try it in the editor, then build for desktop, mobile or the web. Templates have no runtime dependencies, so nothing extra ships with your game.',
  },
] as const satisfies readonly GettingStartedStep[];

export type DocBlock =
  | { readonly kind: 'paragraph'; readonly text: Text }
  | { readonly kind: 'steps'; readonly items: readonly Text[] }
  | { readonly kind: 'list'; readonly items: readonly Text[] }
  /** The settings table of a mechanic: names, ranges, defaults and meanings all come from its params. */
  | { readonly kind: 'config'; readonly params: readonly ParamSpec[] }
  | { readonly kind: 'code'; readonly language: string; readonly label: string; readonly code: string }
  | { readonly kind: 'faq'; readonly items: readonly { readonly question: string; readonly answer: Text }[] };

export type DocTopic = {
  readonly id: string;
  readonly title: string;
  readonly icon: IconName;
  /** One line for the topic list at the top of the reference. */
  readonly summary: string;
  readonly blocks: readonly DocBlock[];
};

export const docTopics = [
  {
    id: 'api-reference',
    title: 'API Reference',
    icon: 'book',
    summary: 'Config fields, ranges, defaults and events shared by all three engines.',
    blocks: [
      {
        kind: 'paragraph',
        text: 'Every template reads its tuning from one config with the same fields in all three engines: a `PhysicsDropperConfig` ScriptableObject in Unity, a `.tres` Resource in Godot and a plain object in JS. Names are camelCase in C# and JS and snake_case in GDScript (`simulationSpeed` becomes `simulation_speed`).',
      },
      { kind: 'config', params: physicsDropperParams },
      {
        kind: 'paragraph',
        text: 'Values outside a range are clamped to the nearest bound when the config loads, and a warning names the field. The board exposes the same three hooks everywhere:',
      },
      {
        kind: 'list',
        items: [
          '`landed(slot, score)`: a particle has settled in a slot; `slot` counts from 0 on the left.',
          '`roundEnded(total)`: every particle of the round has landed; `total` is the round score.',
          '`reset()`: clears the board and restores the default value of every field above.',
        ],
      },
    ],
  },
  {
    id: 'unity-quick-start',
    title: 'Unity Quick Start',
    icon: 'engines',
    summary: 'Add the package, put the Game on an empty GameObject, press Play.',
    blocks: [
      {
        kind: 'steps',
        items: [
          'On a template’s page, choose Unity under Kit engine and press Download starter kit. You need Unity 2022.3 LTS or newer. Keyboard, mouse and touch work with every Active Input Handling setting: the Input Manager, the Input System package, or Both; set to the Input System without its package installed, the game runs without input and logs one warning.',
          'Unzip the kit and move the `com.microloop.physics-dropper` folder into your project’s Packages folder: Unity loads it as an embedded package that travels with the project. Or choose Window › Package Manager › + › Add package from disk and pick `com.microloop.physics-dropper/package.json`; Unity then stores a file: path to that folder, so keep it where it is.',
          'In an empty scene, create an empty GameObject, choose Add Component › Microloop › Physics Dropper Game and press Play: the game runs with the values you tuned on the page, in the Built-in pipeline or URP, framing your Main Camera (or its own) and adding an AudioListener when the scene has none.',
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
    summary: 'Open the project and press F5, or copy the addon into your own.',
    blocks: [
      {
        kind: 'steps',
        items: [
          'On a template’s page, choose Godot under Kit engine and press Download starter kit. You need Godot 4.3 or newer.',
          'Unzip the kit and open `godot/project.godot` in Godot (Import in the Project Manager), then press F5: the main scene plays the game with your values.',
          'To use it in your own project, copy `godot/addons/microloop_physics_dropper/` into your project’s `addons/` folder. There is no plugin to enable, and it adds its input actions when your project lacks them.',
          'Change the values in `physics_dropper_config.tres` in the Inspector; the rules live in `physics_dropper_model.gd`, and the root node emits `score_changed(score: int)`.',
        ],
      },
    ],
  },
  {
    id: 'javascript-quick-start',
    title: 'JavaScript Quick Start',
    icon: 'code',
    summary: 'Open index.html, or import createGame from the module.',
    blocks: [
      {
        kind: 'steps',
        items: [
          'On a template’s page, choose JavaScript under Kit engine (a template made for JavaScript starts with it) and press Download starter kit.',
          'Unzip the kit and open `index.html` in a browser: the game plays from disk, with no install and no network.',
          'To put it in your own page, serve the folder over HTTP (for example `npx serve .`; browsers do not load modules from disk) and import `createGame` from `src/physics-dropper.js`, as below.',
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

  const game = createGame(document.getElementById('game'), { gravity: 12 }, {
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
    summary: 'Resources, .tres files, signals and web exports in Godot 4.',
    blocks: [
      {
        kind: 'list',
        items: [
          'Target Godot 4.3 or newer. A Godot kit is a project: open `godot/project.godot` and press F5. To use the game in your own project, copy its `addons/microloop_<name>/` folder (for example `addons/microloop_physics_dropper/`); there is no plugin to enable, and it adds its input actions when your project lacks them.',
          'Tuning lives in a `PhysicsDropperConfig` Resource saved as a `.tres` file. Expose it with `@export var config: PhysicsDropperConfig` so designers can swap it in the Inspector.',
          'A `.tres` file is shared by every scene that loads it. Turn on Local to Scene, or assign `config.duplicate()`, before changing values at runtime, or one level’s tweak leaks into all of them.',
          'The rules live in a node-free `<name>_model.gd` that steps itself in fixed sub-steps, so the game plays the same at any frame rate; change the rules there and let the game script only read input and draw.',
          'Connect to the `landed` signal instead of polling particle positions every frame.',
          'Web exports need the Compatibility renderer; switch to it before you test in the browser, not after.',
        ],
      },
    ],
  },
  {
    id: 'js-examples',
    title: 'JS Examples',
    icon: 'code',
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
    onScore: (score) => updateScore(score),
  });
  game.start();
</script>`,
      },
      {
        kind: 'list',
        items: [
          '`createGame(canvas, values, options)` returns a handle; values you leave out keep their defaults, and each is clamped to its range.',
          '`game.update({ simulationSpeed: 7 })` changes values in the middle of a round.',
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
            question: 'Particles pass straight through pegs in Unity.',
            answer:
              'Set Collision Detection on the particle prefab’s `Rigidbody2D` to Continuous, or lower `simulationSpeed`. Above about 8× a particle can travel further than a peg’s width in one physics step.',
          },
          {
            question: 'Changing the config in one Godot level changes it in every level.',
            answer:
              'The `.tres` Resource is shared. Enable Local to Scene on it, or assign `config.duplicate()` before editing it at runtime.',
          },
          {
            question: 'The browser reports “Cannot use import statement outside a module”.',
            answer:
              'Load the template with `<script type="module">` or import it from your own module. Browsers also block modules opened straight from disk, so serve the folder, for example with `npx serve`.',
          },
          {
            question: 'A value I set seems to be ignored.',
            answer:
              'Out-of-range values are clamped to the nearest bound, so `gravity: 25` runs as 20. Check the ranges in the config table at the top of the reference.',
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
      description: 'The reference behind the tutorials: config fields, engine setup and fixes for the usual snags.',
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
    { label: 'Config fields and ranges', href: '#api-reference' },
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
