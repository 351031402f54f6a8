import type { KitEngine } from './kit-engine-query';

// What each engine's kit runs on, and how we know. A row claims only what a test here checks, and says
// how; what no test runs is said to be untested. The template page's Compatibility tables, the Kit
// engine radios, the JSON-LD and the kits' manifests (Unity's `unity`/`unityRelease`) read this.

export type CompatibilityRow = {
  /** What the row is about: "Minimum version", "Render pipelines"… */
  readonly topic: string;
  /** What the kit supports. */
  readonly value: string;
  /** How we know: which test shows it, or that none does. */
  readonly how: string;
  /** The test that checks it (a path in this repository). */
  readonly test?: string;
};

export type EngineCompatibility = {
  /** The oldest engine version the kit declares, e.g. "2022.3". */
  readonly minimum: string;
  /** The engine versions the tests run or compile against. */
  readonly tested: readonly string[];
  /** The range in a few characters, for the Kit engine radios: "2022.3 LTS", "4.3–4.6". */
  readonly range: string;
  /** For schema.org's softwareRequirements. */
  readonly requirement: string;
  readonly rows: readonly CompatibilityRow[];
};

/** Unity's `unityRelease` for the minimum: its first 2022.3 LTS release. */
export const unityMinimumRelease = '0f1';

export const compatibility: Readonly<Record<KitEngine, EngineCompatibility>> = {
  unity: {
    minimum: '2022.3',
    tested: ['2022.3'],
    range: '2022.3 LTS',
    requirement: 'Unity 2022.3 LTS or newer',
    rows: [
      {
        topic: 'Minimum version',
        value: 'Unity 2022.3 LTS (2022.3.0f1), declared in the package\'s `unity` and `unityRelease`',
        how: 'Compiled against Unity 2022.3\'s API (a stub of UnityCsReference\'s 2022.3 branch) with mono and played frame by frame in the test harness.',
        test: 'lib/mechanics/exporters/unity-package.test.ts',
      },
      {
        topic: 'Newer versions',
        value: 'Unity 6 (6000.x): compiled with warnings as errors, not run',
        how: 'Compiled against a stub of the members Unity 6000.x changed (with uGUI 2.0), with Unity 6\'s version defines; not played in Unity 6.',
        test: 'lib/mechanics/exporters/unity-package.test.ts',
      },
      {
        topic: 'Render pipelines',
        value: 'Built-in and URP (Universal and 2D renderers), with no project setup',
        how: 'The harness\'s player-build mode fails any renderer that would draw with no material or the default material.',
        test: 'lib/mechanics/exporters/unity-package.test.ts',
      },
      {
        topic: 'HDRP',
        value: 'Not supported: HDRP draws the sprites, but ignores the camera\'s clear colour (its sky shows unless the camera\'s Background Type is Color) and its exposure makes the unlit colours darker or brighter',
        how: 'Not tested.',
      },
      {
        topic: 'Input',
        value: 'Input Manager, Input System package (1.9.0 or newer; 1.7 and 1.8 play, but lose a press let go within one frame, and the game warns), or Both; Both without the package reads the Input Manager, New without it reads no input and logs one warning',
        how: 'Compiled in each setup with the defines the asmdef\'s `versionDefines` give it, and played with keys, clicks, taps and holds in the harness.',
        test: 'lib/mechanics/exporters/unity-package.test.ts',
      },
    ],
  },
  godot: {
    minimum: '4.3',
    tested: ['4.6'],
    range: '4.3–4.6',
    requirement: 'Godot 4.3 or newer',
    rows: [
      {
        topic: 'Minimum version',
        value: 'Godot 4.3, stated in the READMEs and at the top of `project.godot`, whose `config/features` names only the renderer, so no Godot from 4.3 to 4.6 asks to convert the project',
        how: 'Declared, not run: the tests run Godot 4.6 only.',
        test: 'lib/mechanics/exporters/godot-kits.test.ts',
      },
      {
        topic: 'Tested version',
        value: 'Godot 4.6',
        how: 'Played in Godot 4.6 (its official web export template, in headless Chromium) as the main project, as an export runs it: by keyboard, by mouse, by touch and, for MemoryTiles, by focus and `ui_accept`.',
        test: 'lib/mechanics/exporters/godot-kits.test.ts',
      },
      {
        topic: 'Renderer',
        value: 'Compatibility, set in `project.godot`; the games draw only 2D, with nothing renderer-specific',
        how: 'Played with the Compatibility renderer; Forward+ and Mobile are not run here.',
        test: 'lib/mechanics/exporters/godot-kits.test.ts',
      },
      {
        topic: 'Input',
        value: 'Keyboard, mouse and touch; the addon adds its input actions when your project lacks them',
        how: 'Played by keyboard, by mouse (the left button, which the games read) and by touch (a touchscreen browser context) in Godot 4.6, each kit booted as the main project with its own `project.godot` (main scene, input map, stretch); each addon also by keyboard inside a host project that declares none of its actions and owns the classes `Config`, `Model` and `Random`.',
        test: 'lib/mechanics/exporters/godot-kits.test.ts',
      },
    ],
  },
  js: {
    minimum: 'ES2022',
    tested: ['Chromium'],
    range: 'ES2022',
    requirement: 'A browser with ES2022 modules and canvas 2D (RhythmClacker: Web Audio)',
    rows: [
      {
        topic: 'Language level',
        value: 'An ES2022 module (native class fields) with no dependencies, and its TypeScript declarations',
        how: 'Built by esbuild with target ES2022 (a unit test holds the build to it); the kit is `npm install`ed, type-checked and imported in Chromium in the end-to-end tests.',
        test: 'lib/mechanics/compatibility.test.ts',
      },
      {
        topic: 'Browsers',
        value: 'Chromium; Firefox and Safari are not run here',
        how: 'Played in Chromium, from the page and from the kit\'s `index.html` opened from disk.',
        test: 'e2e/template-pages.spec.ts',
      },
    ],
  },
};
