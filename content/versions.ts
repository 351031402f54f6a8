import { siteMenus, unityPackageManager } from '@/lib/mechanics/kit-quick-start';
import type { DocBlock } from './docs';

// The words around the kits' versions: the template page's Compatibility and Changelog sections, the
// releases feed and the Docs section on updating a kit. The versions and changes themselves are data
// in lib/mechanics/releases.ts, what the kits run on in lib/mechanics/compatibility.ts.

export const releasesFeed = {
  path: '/templates/feed.xml',
  title: 'Microloop kit releases',
  subtitle: 'Every new version of a Microloop starter kit: the template, the version, the date, and what changed in Unity, Godot and JavaScript.',
  /** A tag URI's authority and date (RFC 4151): fixed, so entry ids never change with the host or the build. */
  idAuthority: 'microloop.dev,2026',
} as const;

export const versionsCopy = {
  followUpdates: 'Follow updates',
  followUpdatesHint: 'An Atom feed of every kit release',
  compatibilityTitle: 'Compatibility',
  compatibilityIntro:
    'What each kit runs on, and how we know: a claim here is one a test checks, or it says it is not tested.',
  compatibilityColumns: { topic: 'Topic', value: 'Supported', how: 'How we know' },
  changelogTitle: 'Changelog',
  changelogIntro: 'Every kit carries its version in its file name and its manifest, and this whole list, every line of every release, as `CHANGELOG.md`.',
  /** Said in the fold: what the earlier releases show here, and where their lines are. */
  earlierLines: 'Each earlier release with its summary; its every line is in the kit\'s `CHANGELOG.md` and in the feed.',
  version: (version: string) => `Version ${version}`,
  /** The summary of the folded older releases (the newest `changelogShown` stay open). */
  earlierReleases: (count: number) => `Earlier releases (${count})`,
  changelogShown: 2,
} as const;

/** Docs: versions and how to update a kit in each engine. */
export const versionsDoc = {
  id: 'versions-and-updates',
  title: 'Versions and Updates',
  description: 'What a kit’s version tells you, and how to move a project to a new one in each engine.',
  blocks: [
    {
      kind: 'paragraph',
      text: 'Every starter kit has a version (MAJOR.MINOR.PATCH, semantic versioning): in its file name (`physics-dropper-unity-starter-kit-1.2.0.zip`), in its manifest and in its `CHANGELOG.md`. A template’s page lists the same versions under Changelog, and what each engine’s kit runs on under Compatibility. Subscribe to the releases feed (`/templates/feed.xml`, Atom) to hear of a new version.',
    },
    {
      kind: 'list',
      items: [
        'A PATCH release fixes something and changes nothing you rely on; a MINOR release adds or fixes and keeps your settings and events working; a MAJOR release may need changes on your side, and its changelog says which.',
        'Your tuned values are in the kit’s `config.json` and in the engine’s settings file; download the new version with the same values (the template page keeps them in its URL), or copy the old settings file across.',
      ],
    },
    {
      kind: 'steps',
      items: [
        `Unity: the version is \`version\` in \`com.microloop.<name>/package.json\`. Close Unity, replace the package folder (\`Packages/com.microloop.<name>/\`, or wherever you added it from disk) with the new one, and reopen the project; a package added as a tarball: in the Package Manager, + › ${siteMenus(unityPackageManager.fromTarball)} with the new \`.tgz\`. The \`.meta\` GUIDs stay the same, so your scenes keep their references.`,
        'Godot: the version is `config/version` in `godot/project.godot` and the first lines of the addon’s `README.md`. Close the project, replace `addons/microloop_<name>/` with the new folder, and reopen. A `.tres` you tuned inside that folder goes with it: copy it out first (or keep your tunings outside the addon) and put it back after.',
        'JavaScript: the version is `version` in the kit’s `package.json`. In your project, install the new kit’s package, its `src/` folder: `npm install ./<name>-js-starter-kit/src` (or a tarball `npm pack` made there), never the kit folder itself, which is the kit’s own app (`<name>-game`); a copied `src/<name>.js` is replaced by the new file.',
      ],
    },
  ],
} as const satisfies { id: string; title: string; description: string; blocks: readonly DocBlock[] };
