import type { KitEngine } from './kit-engine-query';

// From the Download button to a playing game, per engine, as actions a person does: the kit READMEs
// and the Docs page's "Getting Started" print these lists, and e2e tests walk them. Kept free of the
// exporters, so the Docs page imports it without their weight.

type Named = { readonly slug: string; readonly name: string };

/** "Physics Dropper": the game's name with spaces, as Unity's menus show it. */
export const spacedName = (name: string) => name.replace(/([a-z])([A-Z])/g, '$1 $2');

/** The Unity editor menu item that makes an empty scene with the game and enters Play mode. */
export const unityPlayMenu = (mechanic: Pick<Named, 'name'>) => `Tools/Microloop/Play ${spacedName(mechanic.name)}`;

/** What the user does after the download, in order; each item is one action. Markdown, with `root` the zip's folder. */
export function playActions(mechanic: Named, engine: KitEngine, root: string): readonly string[] {
  if (engine === 'unity') {
    return [
      'Unzip the download.',
      `In Unity 2022.3 or newer: Window > Package Manager > + > *Add package from disk…*, and pick \`${root}/com.microloop.${mechanic.slug}/package.json\`.`,
      `${unityPlayMenu(mechanic).replace(/\//g, ' > ')}: it opens a new empty scene with the game in it and presses Play.`,
    ];
  }
  if (engine === 'godot') {
    return [
      'In the Godot 4.3 to 4.6 Project Manager: *Import*, and pick the downloaded `.zip` itself (no need to unzip it).',
      '*Install* (leave *Edit Now* ticked): Godot unpacks the project and opens it in the editor.',
      'Press F5 (Run Project).',
    ];
  }
  return ['Unzip the download.', `\`npm install\` in \`${root}\`.`, '`npm run dev`: Vite serves the game and opens it in your browser.'];
}

/** How many actions each engine takes, and what it took before the kits were packed for it (the 2026-11-28 reviews). */
export const playActionCounts: Readonly<Record<KitEngine, { readonly now: number; readonly before: string }>> = {
  unity: { now: 3, before: 'about 8' },
  godot: { now: 3, before: '7 to 8' },
  js: { now: 3, before: '8' },
};

/** "three": the count in words, as the READMEs and the Docs page write it. */
export const countWord = (count: number) => ['zero', 'one', 'two', 'three', 'four', 'five'][count] ?? String(count);
