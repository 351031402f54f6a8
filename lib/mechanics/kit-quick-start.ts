import type { KitEngine } from './kit-engine-query';

// From the Download button to a playing game, per engine, as the actions a person does, in each engine's own
// words for each version it supports: the one place the count lives. The kit READMEs (exporters/kit.ts
// playSection), the Docs page (its Getting Started card and quick starts), the template page and the
// tutorials print these, and content/quick-start-count.test.ts counts what each of them lists. Kept free of
// the exporters, so the site imports it without their weight.
//
// Every label is the engine's, read in its source:
// - Unity's Package Manager menu item (UnityCsReference Modules/PackageManagerUI/Editor/UI/PackageManagerWindow.cs
//   [MenuItem]): "Window/Package Manager" in 2022.3 and 6000.0, "Window/Package Management/Package Manager" from
//   6000.1 (UI/MainWindow/ from 6000.5).
// - Its + menu (PackageManagerToolbar.cs SetupAddMenu): "Add package from disk..." and "Add package from
//   tarball..." in 2022.3 (:317, :351), "Install package from disk..." and "Install package from tarball..." from
//   6000.0 (:281, :310). Either opens a file dialog filtered to package.json (OpenFilePanelWithFilters).
// - Godot's Project Manager *Import* opens its file dialog at once (editor/project_manager/project_dialog.cpp
//   ask_for_path_and_show -> _browse_project_path), at the project path last used, else the default project
//   folder (filesystem/directories/default_project_path); with a .zip picked, the dialog's button reads "Import" and
//   *Edit Now* is ticked by default (show_dialog MODE_IMPORT; edit_check_box->set_pressed(true)) from 4.4
//   (godotengine/godot#95600). Godot 4.3's dialog (project_dialog.cpp of 4.3: show_dialog, _file_selected,
//   _test_path, ok_pressed) takes no zip in these actions: its file dialog opens at the default project folder every
//   time, a picked zip proposes the zip's own folder to install into, and that folder (it holds the zip) is not empty,
//   so "Please choose an empty install folder." greys out *Import & Edit*; and it unpacks only the project's folder.
//   A project.godot picked there imports where it lies, and *Import & Edit* opens it (its button's text in 4.3).
// - Run Project (editor/gui/editor_run_bar.cpp): ED_SHORTCUT_AND_COMMAND("editor/run_project", …, Key::F5) and
//   ED_SHORTCUT_OVERRIDE(…, "macos", KeyModifierMask::META | Key::B), the same from 4.2 to 4.6.

type Named = { readonly slug: string; readonly name: string };

/** The one folder at the root of a kit's zip, which its README names: `physics-dropper-unity-starter-kit`. */
export function kitFolder(mechanic: Pick<Named, 'slug'>, engine: KitEngine): string {
  return `${mechanic.slug}-${engine}-starter-kit`;
}

/** "Physics Dropper": the game's name with spaces, as Unity's menus show it. */
export const spacedName = (name: string) => name.replace(/([a-z])([A-Z])/g, '$1 $2');

/** The Unity editor menu item that makes an empty scene with the game and enters Play mode. */
export const unityPlayMenu = (mechanic: Pick<Named, 'name'>) => `Tools/Microloop/Play ${spacedName(mechanic.name)}`;

/** A menu path as the docs write it: `Tools > Microloop > Play Physics Dropper`. */
const menu = (path: string) => path.replace(/\//g, ' > ');

/** Unity's Package Manager window and its + menu's items, by version (see the sources above). */
export const unityPackageManager = {
  window: '*Window > Package Manager* (Unity 2022.3 and 6000.0; *Window > Package Management > Package Manager* from Unity 6000.1)',
  fromDisk: '*Add package from disk...* (Unity 6: *Install package from disk...*)',
  fromTarball: '*Add package from tarball...* (Unity 6: *Install package from tarball...*)',
} as const;

/** Godot's Run Project shortcut, on every platform it differs on. */
export const godotRunKeys = 'F5 (Cmd+B on macOS)';

/** Godot's Run Current Scene shortcut (editor_run_bar.cpp "editor/run_current_scene": F6, META | R on macOS). */
export const godotRunSceneKeys = 'F6 (Cmd+R on macOS)';

/** The Godot versions the kits support, as the docs write them. */
export const godotVersions = 'Godot 4.3 to 4.6';

/** The Godot versions whose Project Manager installs a kit from its zip in the main route's actions (not 4.3: see above). */
export const godotZipVersions = 'Godot 4.4 to 4.6';

/** One action: the sentence a README and the Docs print (Markdown), and the few words a summary lists. */
export type PlayAction = { readonly text: string; readonly short: string };

/** A way from the download to playing: its actions, in order, each one a person does. */
export type PlayRoute = { readonly actions: readonly PlayAction[] };

export type QuickStart = {
  /** The way each README leads with. */
  readonly main: PlayRoute;
  /**
   * A way with fewer actions that keeps the kit's form (Unity: the package, embedded in the project), where the
   * engine has one; with what it changes.
   */
  readonly fewer: (PlayRoute & { readonly how: string }) | null;
  /** The way for the supported versions the main way does not work in (Godot 4.3), with what stops the main way there. */
  readonly older: (PlayRoute & { readonly versions: string; readonly why: string }) | null;
  /** With nothing installed: the kit's `index.html` in a browser (every kit has it). */
  readonly offline: PlayRoute;
};

/** The actions of each engine's way from the download to a playing game; `root` is the zip's folder. */
export function quickStart(mechanic: Named, engine: KitEngine, root: string): QuickStart {
  const unzip: PlayAction = { text: 'Unzip the download.', short: 'unzip' };
  const offline: PlayRoute = {
    actions: [unzip, { text: `Open \`${root}/index.html\` in a browser: the game plays from disk, offline.`, short: 'open `index.html`' }],
  };
  const play: PlayAction = {
    text: `*${menu(unityPlayMenu(mechanic))}*: a new empty scene with the game in it enters Play mode.`,
    short: `*${menu(unityPlayMenu(mechanic))}*`,
  };
  if (engine === 'unity') {
    const packageFolder = `com.microloop.${mechanic.slug}`;
    return {
      main: {
        actions: [
          unzip,
          { text: `Open the Package Manager: ${unityPackageManager.window}.`, short: 'open the Package Manager' },
          { text: `Its *+* menu > ${unityPackageManager.fromDisk}.`, short: `+ > ${unityPackageManager.fromDisk}` },
          {
            text: `In the file dialog that opens, go to \`${root}/${packageFolder}/\` and open \`package.json\`: Unity adds the package and compiles it.`,
            short: 'pick its `package.json` in the file dialog',
          },
          play,
        ],
      },
      fewer: {
        how: 'with the package embedded in your project, where it travels with the project and you can edit it',
        actions: [
          unzip,
          {
            text: `Move the \`${packageFolder}\` folder into your project's \`Packages\` folder (beside \`manifest.json\`): Unity embeds it as a package of the project.`,
            short: "move its package folder into your project's `Packages`",
          },
          play,
        ],
      },
      older: null,
      offline,
    };
  }
  if (engine === 'godot') {
    const run: PlayAction = { text: `Press ${godotRunKeys}: Run Project plays the main scene.`, short: godotRunKeys };
    return {
      main: {
        actions: [
          { text: `In the ${godotZipVersions} Project Manager, *Import*: Godot's file dialog opens (at your default project folder the first time, then where you last browsed).`, short: 'Project Manager > *Import*' },
          { text: 'In it, go to the downloaded `.zip` and open it (no need to unzip it).', short: 'open the downloaded zip in the file dialog' },
          {
            text: 'Press *Import*, with *Edit Now* ticked as it is by default: Godot unpacks the project into the folder it shows and opens it in the editor.',
            short: '*Import*',
          },
          run,
        ],
      },
      fewer: null,
      older: {
        versions: 'Godot 4.3',
        why: 'whose Project Manager installs a zip only into an empty folder you browse to, and leaves the rest of the kit out',
        actions: [
          unzip,
          { text: 'In the Godot 4.3 Project Manager, *Import*: Godot\'s file dialog opens at your default project folder.', short: 'Project Manager > *Import*' },
          { text: `In it, go to \`${root}/godot/\` and open \`project.godot\`.`, short: 'open `godot/project.godot` in the file dialog' },
          { text: 'Press *Import & Edit*: Godot adds the project where it lies and opens it in the editor.', short: '*Import & Edit*' },
          run,
        ],
      },
      offline,
    };
  }
  return {
    main: {
      actions: [
        unzip,
        { text: `In a terminal, \`cd ${root}\`.`, short: `\`cd\` into the folder` },
        { text: '`npm install`.', short: '`npm install`' },
        { text: '`npm run dev`: Vite serves the game and opens it in your browser.', short: '`npm run dev`' },
      ],
    },
    fewer: null,
    older: null,
    offline,
  };
}

/** What the user does after the download, in order; each item is one action. Markdown, with `root` the zip's folder. */
export function playActions(mechanic: Named, engine: KitEngine, root: string): readonly string[] {
  return quickStart(mechanic, engine, root).main.actions.map((action) => action.text);
}

/** "three": a count in words, as the READMEs and the Docs page write it. */
export const countWord = (count: number) => ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven'][count] ?? String(count);

/** "five actions: unzip; open the Package Manager; …": a route in a line, its count in words. */
export const routeLine = (route: PlayRoute) => `${countWord(route.actions.length)} action${route.actions.length === 1 ? '' : 's'}: ${route.actions.map((action) => action.short).join('; ')}`;

/** Markdown as the site prints it: menus with ›, no emphasis (the site's RichText keeps `code`). */
export const siteMenus = (markdown: string) => markdown.replace(/\*/g, '').replace(/ > /g, ' › ');

/** Markdown as plain text, for text a page prints as it is. */
export const plainText = (markdown: string) => siteMenus(markdown).replace(/`/g, '');
