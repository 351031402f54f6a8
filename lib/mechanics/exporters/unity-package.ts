import type { Mechanic } from '../core/mechanic';
import { contractReadme } from './contract-readme';
import { camelName, formatRange, formatValue, type Values } from '../core/params';
import { exportNames, schemaVersion, type ExportFiles } from './names';
import { unityPresetJson, unityScript } from './unity';
import { unityPortSlugs } from '../kit-engines';
import { compatibility, unityMinimumRelease } from '../compatibility';
import { kitVersion } from '../releases';
import { prompts } from '../core/player-words';
import { unityKeysRead } from '../unity-keys';
import { kitChangelog } from './changelog';
import { unityPackageManager, unityPlayMenu } from '../kit-quick-start';
import { unityEditorAsmdef, unityPlayMenuScript, unitySampleScene, unitySamples } from './unity-sample';

/**
 * The Unity kit as a UPM package folder `com.microloop.<slug>/`: package.json, Runtime/ (asmdef,
 * the tuned settings ScriptableObject, the preset in Resources/, the engine-free model, the Game
 * MonoBehaviour, the shared mulberry32), README.md, LICENSE.md, CHANGELOG.md, and a .meta beside
 * every file and folder whose GUID comes from the package name and path, so it never changes
 * between downloads. The C# is the real files of lib/mechanics/<slug>/unity/, fetched at click
 * time as /games/<slug>.unity.json (scripts/unity-sources.mjs); only the settings are generated.
 */

/**
 * The files of a port, as lib/mechanics/<slug>/unity/ holds them: { "Runtime/<file>": text }, the .cs
 * files and the asmdef (which references Unity.InputSystem and, through versionDefines, defines
 * MICROLOOP_INPUT_SYSTEM only when com.unity.inputsystem is installed: MicroloopInput.cs reads the Input
 * System under that define and ENABLE_INPUT_SYSTEM, so a project without the package still compiles).
 */
export type UnitySources = Readonly<Record<string, string>>;

// The list lives in kit-engines.ts, which the template pages import without the exporters.
export { unityPortSlugs } from '../kit-engines';

export const hasUnityPort = (mechanic: Pick<Mechanic, 'slug'>) => unityPortSlugs.includes(mechanic.slug);

export const unityMinimumVersion = compatibility.unity.minimum;

const spaced = (name: string) => name.replace(/([a-z])([A-Z])/g, '$1 $2');

export function unityPackageNames(mechanic: Pick<Mechanic, 'slug' | 'name'>) {
  const names = exportNames(mechanic);
  return {
    /** `com.microloop.physics-dropper`: the package's name and its folder. */
    packageName: `com.microloop.${mechanic.slug}`,
    /** `Microloop.PhysicsDropper`: the asmdef, its assembly and the C# namespace. */
    assembly: names.csharpNamespace,
    /** `PhysicsDropperGame`: the MonoBehaviour to add. */
    game: `${names.unityFolder}Game`,
    model: `${names.unityFolder}Model`,
    /** "Physics Dropper": the game's name in the Package Manager and in Add Component. */
    title: spaced(mechanic.name),
    /** "Physics Dropper Game": its name in Add Component. */
    gameMenuName: `${spaced(mechanic.name)} Game`,
    /** `MicroloopPhysicsDropperWeb`: the browser plugin's file and the prefix of its functions (scripts/unity-sources.mjs names them). */
    webPlugin: `${names.csharpNamespace.replace('.', '')}Web`,
  };
}

/**
 * A GUID from a text: 128 bits of four 32-bit FNV-1a-style lanes (cyrb128), as 32 hex digits.
 * Deterministic everywhere (no crypto API), so every download of a package has the same GUIDs.
 */
export function unityGuid(text: string): string {
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    h1 = h2 ^ Math.imul(h1 ^ code, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ code, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ code, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ code, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  return [h1 ^ h2 ^ h3 ^ h4, h2 ^ h1, h3 ^ h1, h4 ^ h1].map((lane) => (lane >>> 0).toString(16).padStart(8, '0')).join('');
}

const importerTail = `  externalObjects: {}
  userData: 
  assetBundleName: 
  assetBundleVariant: 
`;

/** The .meta Unity would write for this asset, with its stable GUID. */
export function metaText(packageName: string, path: string, folder: boolean): string {
  const head = `fileFormatVersion: 2\nguid: ${unityGuid(`${packageName}/${path}`)}\n`;
  if (folder) return `${head}folderAsset: yes\nDefaultImporter:\n${importerTail}`;
  if (path.endsWith('.cs')) {
    return `${head}MonoImporter:\n  externalObjects: {}\n  serializedVersion: 2\n  defaultReferences: []\n  executionOrder: 0\n  icon: {instanceID: 0}\n  userData: \n  assetBundleName: \n  assetBundleVariant: \n`;
  }
  if (path.endsWith('.asmdef')) return `${head}AssemblyDefinitionImporter:\n${importerTail}`;
  // A browser plugin: in Web builds only (as Unity sets a new .jslib), never in the Editor or another player.
  if (path.endsWith('.jslib')) {
    return `${head}PluginImporter:\n  externalObjects: {}\n  serializedVersion: 2\n  iconMap: {}\n  executionOrder: {}\n  defineConstraints: []\n  isPreloaded: 0\n  isOverridable: 0\n  isExplicitlyReferenced: 0\n  validateReferences: 1\n  platformData:\n  - first:\n      Any: \n    second:\n      enabled: 0\n      settings: {}\n  - first:\n      Editor: Editor\n    second:\n      enabled: 0\n      settings:\n        DefaultValueInitialized: true\n  - first:\n      WebGL: WebGL\n    second:\n      enabled: 1\n      settings: {}\n  userData: \n  assetBundleName: \n  assetBundleVariant: \n`;
  }
  if (path.endsWith('.unity')) return `${head}DefaultImporter:\n${importerTail}`;
  if (path === 'package.json') return `${head}PackageManifestImporter:\n${importerTail}`;
  return `${head}TextScriptImporter:\n${importerTail}`;
}

/** Adds a .meta beside every file and every folder (the package folder too), keyed by full path. */
function withMetas(packageName: string, files: Record<string, string>): Record<string, string> {
  const result: Record<string, string> = {};
  const folders = new Set<string>();
  for (const [path, text] of Object.entries(files)) {
    result[`${packageName}/${path}`] = text;
    result[`${packageName}/${path}.meta`] = metaText(packageName, path, false);
    const parts = path.split('/');
    for (let depth = 1; depth < parts.length; depth++) folders.add(parts.slice(0, depth).join('/'));
  }
  // A folder whose name ends in ~ (Samples~) is never imported, so it has no .meta; what is inside keeps theirs.
  for (const folder of folders) if (!folder.endsWith('~')) result[`${packageName}/${folder}.meta`] = metaText(packageName, folder, true);
  result[`${packageName}.meta`] = metaText(packageName, '', true);
  return result;
}

/** The built-in packages (modules) every package's code uses: AudioSource and friends, IMGUI for the HUD, JsonUtility for the preset. */
export const unityModuleDependencies: Readonly<Record<string, string>> = {
  'com.unity.modules.audio': '1.0.0',
  'com.unity.modules.imgui': '1.0.0',
  'com.unity.modules.jsonserialize': '1.0.0',
};

function packageJson(mechanic: Mechanic): string {
  const names = unityPackageNames(mechanic);
  return `${JSON.stringify(
    {
      name: names.packageName,
      version: kitVersion(mechanic.slug),
      displayName: `Microloop ${names.title}`,
      description: `The ${mechanic.name} microgame, playable: add ${names.gameMenuName} to an empty GameObject and press Play. Rules in engine-free C#, settings in a ScriptableObject.`,
      unity: unityMinimumVersion,
      unityRelease: unityMinimumRelease,
      author: { name: 'Microloop' },
      license: 'SEE LICENSE IN LICENSE.md',
      keywords: ['microloop', 'microgame', 'template', mechanic.slug],
      // The built-in modules the code uses (Package Manager enables each when the project has it off): sound, the HUD, the preset.
      dependencies: unityModuleDependencies,
      samples: unitySamples(names),
    },
    null,
    2,
  )}\n`;
}

type GameEvent = { readonly name: string; readonly unityEvent: string; readonly payload: string; readonly when: string };

const gameEvents: Record<string, readonly GameEvent[]> = {
  'physics-dropper': [
    { name: 'ScoreChanged', unityEvent: 'onScoreChanged', payload: 'int score', when: 'the score changed (a ball settled, or a restart)' },
    { name: 'Ended', unityEvent: 'onEnded', payload: 'int score', when: 'never: no rule ends its run, the board pours on (every Microloop game has it, so hosts can treat them alike)' },
    { name: 'Landed', unityEvent: 'onLanded', payload: 'DropperEvent (UnityEvent: int points)', when: 'a ball settled in a bin: its Bin and the Points it scored' },
  ],
  'memory-tiles': [
    { name: 'ScoreChanged', unityEvent: 'onScoreChanged', payload: 'int score', when: 'the score changed: 100 a pair, over every board, or 0 on a restart' },
    { name: 'Ended', unityEvent: 'onEnded', payload: 'int score', when: 'never: no rule ends its run; a cleared board is BoardCleared, and the score goes on over the next board' },
    { name: 'Judged', unityEvent: 'onJudged', payload: 'FlipOutcome (UnityEvent: FlipKind)', when: 'a pick turned a tile: First, Match or Miss, and its symbol' },
    { name: 'PairMatched', unityEvent: 'onPairMatched', payload: 'FlipOutcome (UnityEvent: int symbol index)', when: 'a pair was found: its Symbol (the word, e.g. "star") and SymbolIndex' },
    { name: 'BoardCleared', unityEvent: 'onBoardCleared', payload: 'BoardResult (UnityEvent: int stars)', when: 'a board was cleared: moves, stars (1 to 3) and the streak; the next press deals the next one' },
  ],
  'rhythm-clacker': [
    { name: 'ScoreChanged', unityEvent: 'onScoreChanged', payload: 'int score', when: 'the score changed: a Perfect or a Good, times the combo multiplier, or 0 on a new run (a restart, a new BPM or Beat Map)' },
    { name: 'Ended', unityEvent: 'onEnded', payload: 'int score', when: 'the run ended: its last note rang out' },
    { name: 'Judged', unityEvent: 'onJudged', payload: 'RhythmJudgement (UnityEvent: RhythmGrade)', when: 'a note or a stray tap was judged: grade, offset in ms, combo, points' },
    { name: 'Calibrated', unityEvent: 'onCalibrated', payload: 'int latency', when: 'a calibration round (C or the Calibrate button) finished: the Input Latency it set for this device, in ms (kept in PlayerPrefs), or the one kept when it had fewer than 3 usable taps' },
  ],
  'timing-wheel': [
    { name: 'ScoreChanged', unityEvent: 'onScoreChanged', payload: 'int score', when: 'the score changed: a hit, or a new run (0)' },
    { name: 'Ended', unityEvent: 'onEnded', payload: 'int score', when: 'the third miss ended the run; the next press starts a new one' },
    { name: 'Judged', unityEvent: 'onJudged', payload: 'WheelLanding (UnityEvent: Judgement)', when: 'the wheel stopped: the segment, the target, the result (Hit, Near or Miss), the points, the streak' },
  ],
  'double-tap-dash': [
    { name: 'ScoreChanged', unityEvent: 'onScoreChanged', payload: 'int score', when: 'the score changed: whole metres run plus phase bonuses, or 0 on a new run' },
    { name: 'Ended', unityEvent: 'onEnded', payload: 'int score', when: 'the run ended against a shut gate; the next press starts a new one' },
    { name: 'Judged', unityEvent: 'onJudged', payload: 'DashJudgement', when: 'a tap, a gate or a phase\'s end came to Dash, Phase, NotReady, Phased, Passed, Lapse or Crash' },
  ],
  'bounce-chain': [
    { name: 'ScoreChanged', unityEvent: 'onScoreChanged', payload: 'int score', when: 'the score changed (a bounce, or a new run)' },
    { name: 'Ended', unityEvent: 'onEnded', payload: 'int score', when: 'the ball fell off the bottom; the next press starts a new run' },
    { name: 'Bounced', unityEvent: 'onBounced', payload: 'BounceEvent (UnityEvent: int points)', when: 'the ball bounced: the platform, the chain, the multiplier and the points' },
  ],
};

/** Every game's: the pause (Pause(), the host's time scale, focus) and the play that goes on after it. */
const pauseEvents: readonly GameEvent[] = [
  { name: 'Paused', unityEvent: 'onPaused', payload: 'none', when: 'play stopped without the run ending: Pause(), the host\'s `Time.timeScale = 0`, or (in a player) the application losing focus while a run is under way; presses do nothing until play goes on' },
  { name: 'Resumed', unityEvent: 'onResumed', payload: 'none', when: 'play goes on: at once on Resume() or the time scale back above 0 (except in the frame focus comes back, or the next before the game\'s Update), 3 s ("Resuming in 3…") after focus came back' },
  { name: 'Countdown', unityEvent: 'onCountdown', payload: 'int secondsLeft', when: 'the countdown after focus came back stepped: 3, 2, 1, each at most once, before Resumed (for a host with its own HUD: drawHud off draws none)' },
];

/** The games that judge a press by its timing: the Input System's event time is theirs. */
const timingGames = new Set(['rhythm-clacker', 'double-tap-dash', 'timing-wheel']);

const howToPlay: Record<string, string> = {
  'physics-dropper':
    'Balls pour through the pegs and score the bin they settle in. Space or Enter drops an extra ball near the middle; a click or a tap drops one where you pressed, each finger its own. The run never ends by its rules.',
  'memory-tiles':
    'The first board shows its tiles at once (and again after Restart); after a cleared board, Space, Enter, a click or a tap deals the next: remember the tiles while they show, then turn two at a time by clicking or tapping them, or move with the arrow keys and press Space or Enter.',
  'rhythm-clacker':
    'Notes scroll to the hit line with a clack on every note: press Space, Enter, click or tap as each one arrives. C runs a calibration round (eight clicks: tap along; the median of your taps sets this device\'s Input Latency, kept in PlayerPrefs); so does the Calibrate button. Each finger is a tap of its own; after the run a tap starts the next.',
  'timing-wheel':
    'Hold Space or Enter, the left mouse button or a finger to charge the brake and let go to brake: a full charge stops the wheel in Brake Time, and the less the charge the longer it coasts, up to four times as long for a tap with none. Stop the lit target under the top pointer to score; three misses (near misses included) end the run and the next press starts a new one.',
  'double-tap-dash':
    'Space, Enter, a click or a tap dashes ahead; two within the Double-Tap Window phase through closing gates for a combo bonus (taps are judged on the play clock; a second finger is a tap of its own). A shut gate ends the run; the next press starts another.',
  'bounce-chain':
    'Hold Left/Right or A/D, or press and hold on the left or right half of the game\'s view, to steer the ball; Space or Enter, or a tap let go within 0.25 s, nudges it toward the next platform. Falling off the bottom ends the run; the next press starts another.',
};

const customise: Record<string, string> = {
  'physics-dropper': `- **Peg field and payout**: the Game's *Peg field and payout* fields: rows, row and column spacing,
  jitter (a seeded sideways offset of every peg), the points of each bin (the payout curve: one bin per
  entry) and a multiplier. *Seed* 0 (the default) deals a new run at each launch and each Restart; any other seed replays it
  exactly (the same pegs and drops).
- **Rules**: \`Runtime/PhysicsDropperModel.cs\` holds them all (gravity, bounces, settling, scoring) in plain
  C# with no \`using UnityEngine\` (only the peg field's Inspector attributes name it, compiled in Unity alone); it is a port of the website's model, checked against its golden traces.
- **Look**: \`BuildBoard\`, \`PlacePegViews\` (puts the pegs in place again on each Restart) and \`Sync\` in \`Runtime/PhysicsDropperGame.cs\` make the
  pegs, walls and balls from sprites (\`MicroloopStage.Piece\`); swap them for your prefabs there. \`Draw\` writes the score and payouts into the HUD.`,
  'memory-tiles': `- **Rules**: \`Runtime/MemoryTilesModel.cs\` holds them all (deal, peek, flips, grade, streak) in plain
  C# with no UnityEngine; it is a port of the website's model, checked against its golden traces.
- **Tile set**: Assets > Create > Microloop > MemoryTiles Tile Set makes a \`MemoryTilesTileSet\` asset (the
  back, face and focus colours, the symbols' colours and shapes); drop it on the Game's *Tile Set* field
  to swap the look without touching code. *Seed* 0 (the default) deals new boards at each launch and each Restart;
  any other seed deals the same boards again.
- **Look beyond that**: \`Build\` and \`Sync\` in \`Runtime/MemoryTilesGame.cs\` make the tiles from sprites (\`MicroloopStage.Piece\`); swap them for your prefabs there. \`Draw\` writes the status line and the tiles' words into the HUD.`,
  'rhythm-clacker': `- **Rules**: \`Runtime/RhythmClackerModel.cs\` holds them all (beat maps, judging windows, combo, score,
  calibration) in plain C# with no UnityEngine; it is a port of the website's model, checked against its golden traces.
- **Sound and timing**: every clack is scheduled on the audio clock (\`AudioSettings.dspTime\`,
  \`AudioSource.PlayScheduled\`), with clips made at run time in \`MakeClip\` (no sound files); taps are
  judged on a song clock that follows the audio clock, minus the *Input Latency* setting.
- **Calibration**: it is kept in PlayerPrefs under the Game's \`calibrationKey\` and that key + \`:from\` (the config's
  *Input Latency* it was measured at; empty: nothing is stored or read), and
  applies only while the config's *Input Latency* is the value it had when calibrating. Edit *Input Latency* (in the
  Inspector, or from your own latency option) and your value wins; \`ForgetCalibration()\` drops the kept one.
- **Look**: \`BuildLane\` and \`Sync\` in \`Runtime/RhythmClackerGame.cs\` make the lane and notes from sprites (\`MicroloopStage.Piece\`); swap them for your prefabs there. \`Draw\` writes the score and the last judgement into the HUD.`,
  'timing-wheel': `- **Rules**: \`Runtime/TimingWheelModel.cs\` holds them all (spin-up, charge, brake, landing, points, ramp)
  in plain C# with no UnityEngine; it is a port of the website's model, checked against its golden traces.
  *Seed* 0 (the default) lights new targets at each launch and each Restart; any other seed lights the
  same targets again.
- **Look**: the Game's *Look* fields (ring radius, segment, target and pointer colours); beyond that,
  \`Build\` and \`Sync\` in \`Runtime/TimingWheelGame.cs\` make the ring from sprites (\`MicroloopStage.Piece\`); swap them for your prefabs there. \`Draw\` writes the status line into the HUD.`,
  'double-tap-dash': `- **Rules**: \`Runtime/DoubleTapDashModel.cs\` holds them all (gates, dashes, phases, combo, score) in plain
  C# with no UnityEngine, its constants documented at the top; it is a port of the website's model, checked
  against its golden traces. *Seed* 0 (the default) deals new gates at each launch and each Restart; any other
  seed replays the same gates.
- **Look**: \`Build\` and \`Sync\` in \`Runtime/DoubleTapDashGame.cs\` make the lane, runner and gates from sprites (\`MicroloopStage.Piece\`); swap them for your prefabs there. \`Draw\` writes the score and combo into the HUD.`,
  'bounce-chain': `- **Rules**: \`Runtime/BounceChainModel.cs\` holds them all (fixed-step flight, swept landings, chain and
  multiplier, nudges) in plain C# with no UnityEngine; it is a port of the website's model, checked against its
  golden traces. *Seed* 0 (the default) deals new platforms at each launch and each Restart; any
  other seed replays the same platforms.
- **Look**: \`Build\` and \`Sync\` in \`Runtime/BounceChainGame.cs\` make the walls, platforms and ball from sprites (\`MicroloopStage.Piece\`); swap them for your prefabs there. \`Draw\` writes the score, chain and multiplier into the HUD.`,
};

/** The prompt a game shows the player, where it waits for a press (PhysicsDropper never waits: no prompt). */
const promptMoment: Readonly<Record<string, 'start' | 'again' | undefined>> = {
  'double-tap-dash': 'again',
  'rhythm-clacker': 'again',
  'memory-tiles': 'start',
  'bounce-chain': 'again',
  'timing-wheel': 'again',
};

/** How the prompts name the press a host bound in \`keys\` (MicroloopWords.Prompt), in the game's own prompt. */
function boundPrompts(slug: string): string {
  const moment = promptMoment[slug];
  if (!moment) return '';
  const words = prompts[moment].keys;
  return ` The prompts name the press you bound as people read it ("${words.replace('Space', 'E')}", "Press Right Shift…"),
  else the second press (a key the input backend does not read is passed over: with the Input System one its keyboard
  lacks, such as Exclaim or Help; with the Input Manager a character such as Exclaim, and Help, SysReq, Break,
  LeftWindows, RightWindows and AltGr, which it does not read with Use Physical Keys on, its default); with both set to None, or neither read, they say "${words.replace('Press Space or click', 'Click')}".`;
}

/** The README "Unity" section of a playable package: install, play, settings, events, changes. */
export function unityPackageReadmeSection(mechanic: Mechanic): string {
  const names = unityPackageNames(mechanic);
  const exported = exportNames(mechanic);
  const settings = mechanic.params
    .map((spec) => `| \`${camelName(spec)}\` | ${spec.label} | ${formatRange(spec)} | ${formatValue(spec, spec.defaultValue)} | ${spec.meaning} |`)
    .join('\n');
  const events = [...(gameEvents[mechanic.slug] ?? []), ...pauseEvents]
    .map((event) => `| \`${event.name}\` | \`${event.unityEvent}\` | ${event.payload} | ${event.when} |`)
    .join('\n');
  return `## Unity

\`${names.packageName}/\` is a Unity package (UPM) for Unity ${unityMinimumVersion} or newer: the whole game in C#.

- \`Runtime/${names.model}.cs\`: the rules, plain C# with no \`using UnityEngine\`.
- \`Runtime/${names.game}.cs\`: the \`${names.game}\` MonoBehaviour that builds the game in an empty scene
  (sprites made at run time, no asset files), steps the rules and raises the events below. It derives from
  \`MicroloopGame<${exported.className}>\` (\`Runtime/MicroloopGame.cs\`), the shell every Microloop game stands on.
- \`Runtime/${exported.className}.cs\`: your settings as a ScriptableObject (\`[Range]\`, \`[Tooltip]\`,
  \`OnValidate\` snapping, \`LoadFromJson\`); \`Runtime/Resources/Microloop/${exported.presetFile}\` holds your values
  (schemaVersion ${schemaVersion}), which the game reads when its *Config* field is empty.
- The shell, the same files in every Microloop package, each package's in its own namespace
  (\`${exported.csharpNamespace}\`), so two packages in one project never share a type: \`MicroloopGame.cs\` (the
  lifecycle, the events, the pause and what the game borrows), \`MicroloopControls.cs\` and \`MicroloopInput.cs\`
  (keyboard, mouse and every finger in either input backend, after the host's UI had its turn),
  \`MicroloopHostUi.cs\` (the host's uGUI), \`MicroloopPause.cs\`, \`MicroloopHud.cs\` and \`MicroloopGui.cs\` (the
  buttons, the veil and the text: the same physical size on any screen, inside the safe area),
  \`MicroloopWords.cs\` (what the game says to the player), \`MicroloopStage.cs\` (the camera, the AudioListener, the
  sprites), \`MicroloopBrowser.cs\` and \`${names.webPlugin}.jslib\` (in a Web build, what the page knows of the
  screen) and \`Mulberry32.cs\` (the seeded random numbers).
- \`Editor/\`: the *${unityPlayMenu(mechanic).replace(/\//g, ' > ')}* menu item (an Editor-only assembly); \`Samples~/Play/\`:
  a scene with the game, which the Package Manager imports as the package's sample.
- \`Runtime/${names.assembly}.asmdef\`, \`package.json\`, \`CHANGELOG.md\`, \`LICENSE.md\`, and a \`.meta\` beside
  every file and folder (fixed GUIDs).

### Install

Unzip the download, then one of:

- **From disk**: in the Package Manager, + > ${unityPackageManager.fromDisk}, and pick
  \`${names.packageName}/package.json\`. Unity stores a \`file:\` path to that folder in
  \`Packages/manifest.json\` and reads the package from there: keep the folder where it is (moving or
  deleting it breaks the project), and remember it is outside the project when you share it.
- **Embedded in the project**: move the \`${names.packageName}\` folder into your project's
  \`Packages\` folder (beside \`manifest.json\`). Unity loads it at once; it travels with the project and
  you can edit it.
- **As a tarball** (needs Node.js and npm): in the \`${names.packageName}\` folder run \`npm pack\` (it writes
  \`${names.packageName}-${kitVersion(mechanic.slug)}.tgz\`), then the Package Manager's + >
  ${unityPackageManager.fromTarball}. The manifest keeps a \`file:\` path to the \`.tgz\`, so keep it too
  (inside the project is best).

\`package.json\` lists the built-in modules the code uses (Audio, IMGUI, JSONSerialize) as dependencies.

Copying the folder into \`Assets\` also compiles, but it is then plain scripts, not a package.

### Play

- **${unityPlayMenu(mechanic).replace(/\//g, ' > ')}** (one action): a new empty scene with the game in it, in Play
  mode. Unsaved changes to your open scenes are offered for saving first. The menu comes from
  \`Editor/${names.game}Menu.cs\`, in an Editor-only assembly that never goes into a player build.
- **The sample**: Package Manager > *${`Microloop ${names.title}`}* > Samples > *Play ${names.title}* > Import, then open
  \`Assets/Samples/…/Play ${names.title}/${names.title}.unity\` and press Play. The scene holds one GameObject with the Game.
- **By hand**: File > New Scene > *Empty*; GameObject > *Create Empty*, then
  Add Component > Microloop > **${names.gameMenuName}**; press Play.

${howToPlay[mechanic.slug] ?? mechanic.howToPlay}

### Input setups

Keyboard, mouse and touch (a stylus on the screen too, as a finger) work with each *Active Input Handling* setting
(Project Settings > Player) but one, the Input System without its package, which reads no input:

- **Input Manager (Old)**: read through \`UnityEngine.Input\` (a finger counts once, not also as the mouse; a stylus
  is read as the platform gives it: a touch on a phone or a tablet, the mouse on Windows).
- **Input System Package (New)** or **Both**, with the Input System package (\`com.unity.inputsystem\`)
  installed: read through the Input System (its \`Touchscreen\`, \`Mouse\` and \`Pen\`, where a stylus is).
- **Both** without the package: read through \`UnityEngine.Input\` (from Unity 6000.1, Player Settings marks this setup
  invalid: install the package there).
- **Input System Package (New)** without the package: nothing can read input, so the game plays without
  it and logs one warning saying so. Install the package (or, before Unity 6000.1, choose Both).

The asmdef's \`versionDefines\` set \`MICROLOOP_INPUT_SYSTEM\` only when the package is installed, so the
Input System code never breaks the build in a project without it.

Use the Input System package 1.9.0 or later: before it, a key, click or tap pressed and let go within one frame (a
quick tap at 30 fps, or during a hitch) reads as neither a press nor a release (fixed in 1.9.0), so the game never
sees it. With an older package the game says so in a warning once a Play (the asmdef defines
\`MICROLOOP_INPUT_SYSTEM_1_9\` from 1.9.0 on).

The game reads the Input System in its \`Update\`, as its default *Update Mode* (Project Settings > Input System
Package > Settings; with the package before 1.8, Project Settings > Input System Package) processes input: *Process Events In Dynamic Update*. With *Process Events In Fixed Update* a press can
act in several frames or in none; with *Process Events Manually*, call \`InputSystem.Update()\` once a frame
before the game's \`Update\`. With either, the game logs one warning a Play that says so.

### In your game

The game is a guest in your project:

- **Your pause**: \`Time.timeScale = 0\` (a pause menu) pauses the game: Paused (and \`onPaused\`) fires once,
  no key, click or finger acts, no clock runs, and what was held is let go without acting. It draws nothing
  then (no "Paused", no score, no Restart): your pause menu has the screen. With the time scale back above 0,
  Resumed fires and play goes on at once, even after the player was away or during the countdown back: your
  Continue is theirs. A pause that only follows the focus (the time scale back above 0 in the frame focus comes
  back, from \`OnApplicationFocus\`, a later script's \`Update\` or \`LateUpdate\` or a coroutine at its first
  \`yield return null\`, or in the next frame before the game's own \`Update\`) is no Continue: the countdown runs, as
  after the focus loss alone. Set back any later (a script's \`Update\` after the game's in the next frame, a coroutine
  that waits longer, a fade before your unpause), it is your Continue: play goes on at once. A game you switch off
  while the player is away (its object deactivated, the component disabled) and on again once they are back reads the
  focus as it comes on and counts down: switched off as they leave (in your own \`OnApplicationFocus(false)\`, before the
  game's), or on again before the window has its focus back (Android resumes the app first), too. Hide it in
  \`OnApplicationFocus(false)\`, not \`OnApplicationPause(true)\`: a platform that pauses the app before the focus goes
  leaves a game switched off then nothing to tell it the player left. A game made, or first
  switched on, while the application is out of focus plays until Unity tells it of a focus change (a window may get
  its focus only after the first frame, so the game takes the player to be there): add it, or begin its run, once they
  are.
- **Your HUD**: the game draws its HUD with IMGUI, which Unity draws over every Canvas and \`UIDocument\`. Under your
  \`Time.timeScale = 0\` it draws none, so your pause menu has the screen; under your \`Pause()\` it draws its HUD and
  "Paused" as every engine's game does, over your menu too: tick \`hideHudOnPause\` and it draws nothing while your
  \`Pause()\` holds it (its HUD is back after your \`Resume()\`), or pause with the time scale, or set
  \`drawHud = false\` while any other UI of yours over the game is up. A press on your UI over the HUD's Restart is
  yours, not Restart.
  Untick \`drawHud\` and the game draws no text and no Restart button${mechanic.calibration ? ' and no Calibrate button (C and `Calibrate()` still calibrate)' : ''}; the board has the whole
  view inside the screen's safe area (\`Screen.safeArea\`), and the restart key (R, or the one set in \`keys\`) and \`Restart()\` still restart. Show the score from \`ScoreChanged\`. The game then draws no countdown
  after focus comes back either: show yours from \`onCountdown\` (3, 2, 1, each at most once, before Resumed; \`Resume()\` or your Continue during it plays on at once) or read
  \`ResumingIn\` (3, 2, 1, then 0).
- **Your keys**: the \`keys\` field (in the Inspector) names the keyboard keys every Microloop game reads, one field a
  use; ${mechanic.name} reads ${unityKeysRead(mechanic.slug)}, and the
  other fields do nothing in it. Set one to
  another key, or to None to turn it off (a project whose R reloads or whose WASD moves), and the game reads that
  key instead, with the Input Manager and the Input System alike. A KeyCode the Input System's keyboard has no key
  for (a character such as Exclaim or Tilde, a mouse or joystick button) does nothing with the Input
  System, and the game logs a warning naming it.${boundPrompts(mechanic.slug)}
- **Your UI**: with Unity UI (\`com.unity.ugui\`) in the project, a press on your own uGUI over the game (the
  EventSystem finds a UI object under the pointer, each finger its own; a hit seen through a camera, a
  \`PhysicsRaycaster\`'s or a World Space or Screen Space - Camera canvas's, counts only when that camera draws over
  the game's, so your world behind the game never takes its taps) and the keys typed into a focused
  \`InputField\` (or TextMesh Pro's \`TMP_InputField\`) do nothing in the game. While another control of yours is
  selected in the EventSystem (a \`Button\` the player last clicked stays selected, and Enter would click it again
  (Space too with the Input Manager), the arrows move a \`Slider\`), the keys are yours too, so one key acts once; a press on the game's
  background deselects it (the EventSystem's default) and gives them back, and so does your
  \`EventSystem.current.SetSelectedGameObject(null)\` when your menu closes or your field's text is sent. With UI
  Toolkit (the \`com.unity.modules.uielements\` module), a press on an element of your \`UIDocument\` over the game
  and the keys while one of its elements has the focus (a \`TextField\` or number field the player types into, a
  \`Button\` they last clicked, a \`Slider\`) do nothing in the game either; a press on the game's background blurs it. The asmdef's \`versionDefines\` set
  \`MICROLOOP_UGUI\`, \`MICROLOOP_TMP\` and \`MICROLOOP_UITK\` only when those packages and that module are installed:
  without them the package compiles and plays, reading all input. The game runs after the scripts at the default execution order
  (\`[DefaultExecutionOrder(100)]\`), so it asks the EventSystem after its Update. A text field you draw in \`OnGUI\` (a debug console's
  \`GUI.TextField\`) keeps the keys while it has the keyboard (\`GUIUtility.keyboardControl\`), in every project; set
  \`GUIUtility.keyboardControl = 0\` when your console closes. A button or slider you draw in \`OnGUI\` is not known to the
  game: Unity hands it the click in \`OnGUI\`, after the game has read the press in its \`Update\`, so a tap on it over the
  board acts in the game too. Draw buttons over the game with uGUI or UI Toolkit, or \`Pause()\` the game while an
  \`OnGUI\` menu of yours is up.
- **Your camera**: the game draws with the camera you name in its \`view\` field, else the scene's Main Camera,
  where that camera draws (its viewport rect is yours: a game in part of the screen is seen there, and a tap
  lands where it is seen). Keep your Main Camera on your world and give the game a second camera of its own. A
  Main Camera a \`CinemachineBrain\` drives (it sets the camera's pose and lens every frame), or one that draws a
  Screen Space - Camera canvas of yours (hidden while the game has the camera, its buttons still taking taps),
  cannot be shared: a game that takes one says so in a warning at its first frame.
  The game takes its camera at its first frame and reads \`view\` every frame, so a Game added in code
  (\`AddComponent\`, \`Instantiate\`) can be given \`view\` on the next line, and a later change gives the previous camera back as it was.
  The first run is dealt at that first frame too, so \`seed\` and the game's own fields set on the next line apply
  from the first run (reading the game's \`Model\`, or calling \`Pause()\`, \`Resume()\` or \`Restart()\`, before it
  deals the run then). It points the camera at
  the board (position, rotation, orthographic size, clip planes, clear flags, background), frames it again when the
  camera moves (a camera on a rig you move) and, disabled or destroyed, puts every one of those fields back as they
  were (the position and rotation in the camera's parent, so a camera on a rig goes back to its place on it). With no Main Camera (none at the start, or yours
  destroyed) it makes one of its own, which a Main Camera you turn on later (or a camera you give in \`view\`)
  replaces; it never takes an untagged camera (a minimap, a render camera): that stays yours. In a small viewport
  its HUD is drawn smaller so that the board keeps at least half of the view's height inside the safe area, never under
  the HUD (in a narrow one its buttons stack, none over your part of the screen), in each frame while the viewport grows or shrinks too (change it in an Update that runs before the game's,
  as a script at the default order does: a change after it, in LateUpdate or an Animator, shows the new view's HUD over
  the old view's board for one frame), from the game's first frame (the HUD's text from its second, when it is first
  measured and the board framed below it). The HUD is then drawn as large as that allows, within a few percent, and the board
  has the lower half of the view, so it grows and shrinks with the viewport (its text and buttons can still be smaller than on the whole screen: in a third of a phone's screen, its text
  is under a tenth of an inch). On a phone it asks
  for the display's frame rate and gives \`Application.targetFrameRate\` back; an \`AudioListener\` it added (or
  enabled) goes with it too. With two Games at once (of this package or another), the one still playing when
  the other goes keeps the display's frame rate: it asks again each frame it finds the rate back at -1, and
  gives it back when it goes. A \`view\` camera that renders into a RenderTexture (the game on an in-world screen or a
  \`RawImage\`) is not supported: taps are read and the HUD is drawn in screen pixels, so both land in the wrong place.
- **The editor**: in Play mode, a click on the Inspector or the Console takes the Game view's focus
  (\`OnApplicationFocus(false)\`); the game does not pause for it, so you can tune it while it plays, and the
  click back on the Game view plays. In a player, the application losing focus pauses a run under way ("Paused"; between runs nothing was playing) and
  focus back counts down three seconds ("Resuming in 3…"), each one shown however long the application was away.
  \`Pause()\` and \`Time.timeScale\` pause it anywhere.

### Render pipelines

The pieces are \`SpriteRenderer\`s on sprites the game makes at run time (circles and diamonds 512 texels across
with mipmaps, sharp from a phone to a 4K monitor; squares 16 texels of one colour, sharp at any size), tinted with \`SpriteRenderer.color\`: no material is written, and no
asset can be left out of a build.

- **Built-in**: sprites draw with Unity's built-in sprite material, in the editor and in player builds.
- **URP**, Universal or 2D renderer: in a player build URP has no sprite material to give (its default
  materials come from an editor-only path), so the sprites keep the built-in one. Its shader has no
  \`LightMode\` tag, so URP draws it as an \`SRPDefaultUnlit\` pass, which both renderers draw: the sprites
  show, unlit (2D lights do not change them). In the editor URP would give its lit \`Sprite-Lit-Default\`,
  which the 2D Renderer draws black in a scene with no 2D light, so there the game draws with the same
  built-in \`Sprites/Default\` (one material, made at Play, destroyed with the game): Play mode shows what
  a build shows.
- **HDRP** is not supported. It draws the sprites (it also draws \`SRPDefaultUnlit\` passes), but it
  ignores the camera's clear colour (the background is HDRP's sky unless you set the camera's
  *Background Type* to *Color*) and its exposure makes the unlit colours look darker or brighter.

The game reuses the camera in its \`view\` field, else the scene's Main Camera, and points it straight at the board (rotation, orthographic
size, position, clear colour), framing it again when the Game view changes shape, and gives every field
back when it goes; with no Main Camera it makes one (an untagged camera is never taken). It adds an \`AudioListener\` when the scene has no enabled
one, ${mechanic.audio ? 'so its sounds are heard' : 'as every Microloop game\'s shell does for the games that make sounds (this one makes none)'}.

Every piece of the board is on the Game object's layer, and the camera draws that layer alone while the game has it
(its culling mask is given back with its other fields): put the Game on a layer of its own and nothing of your world
is drawn into the game. The converse is yours: your world camera still draws the board where the Game stands, so take
the Game's layer out of that camera's culling mask (or keep the Game out of its sight).

The board is built where the Game object is, in its own space: put the Game anywhere in your level, or move it while
it plays, and the pieces and the camera's framing go with it.

### Phones and big screens

- The HUD's text and buttons scale with \`Screen.dpi\` (one HUD unit a pixel at 160 dpi): the same physical
  size on a 3× phone as on a 1× screen, every text the player reads at least a tenth of an inch on the whole
  screen (in a small viewport the HUD is drawn smaller: see above), and the text moves to a new line where a
  portrait screen is narrow. In a Web build Unity does not know the density (\`Screen.dpi\` is 0, or 96 a CSS pixel),
  so the HUD asks the page through the package's \`.jslib\` plugin (\`Runtime/${names.webPlugin}.jslib\`, Web builds only)
  for the canvas's device pixels a CSS pixel as the page shows it. In a phone's or a tablet's browser (a finger its main
  pointer) it takes 163 CSS pixels an inch (an iPhone's; an Android phone has about 140 to 160, an iPad 132): at least
  a tenth of an inch on any phone, on the whole page or in a frame narrower than the screen (one too short for the HUD
  and half the board draws it smaller, as a small viewport does), and about a quarter larger on an iPad. In a desktop
  browser its letters are 16 CSS px on any screen. Where a phone's or tablet's player
  does not know the density (\`Screen.dpi\` 0: some iPads), the screen's short side is taken as the narrowest
  phone's, 312 dp.
- The HUD (text, buttons, the veil) stays inside \`Screen.safeArea\`, clear of a notch, a rounded corner or the
  home indicator, in portrait and landscape; the board is framed whole and centred in the safe area below the buttons.
${promptMoment[mechanic.slug] ? `- Prompts speak to the player's hands: "${prompts[promptMoment[mechanic.slug] ?? 'again'].touch}" on a touch screen, "${prompts[promptMoment[mechanic.slug] ?? 'again'].keys}"
  with a keyboard (the hands of the last press, else whether the device has a touch screen).
` : ''}- On a phone the game asks for the display's refresh rate (\`Application.targetFrameRate\` from
  \`Screen.currentResolution.refreshRateRatio\`) unless your project set a rate: Android and iOS run at
  30 fps otherwise. A Web build, in a phone's browser too, is left to the browser's pace.${timingGames.has(mechanic.slug) ? `
- With the Input System a press is judged when it happened (its event time), whatever the frame rate: a tap by
  its finger's own start time (fingers that land in one frame: the last one's), a click by the mouse's last event in its frame, a stylus by the pen's, a key press by
  the keyboard's (the mouse moving${mechanic.slug === 'timing-wheel' ? '' : ', or a click let go,'} never stamps a key); presses of two of these in one frame share one
  time, a finger's, else a stylus's, else a click's, else the key's; another event of the same device later in that frame (a
  second key, the mouse moving after a click, a pen on the screen moving or pressing harder, as it does in most
  frames) stamps it that much later, a frame at most. The Input Manager stamps no time, so
  there a press counts from its frame's start, up to one frame early.` : ''}
- In steady play nothing is allocated per frame, HUD included: the HUD turns Unity's IMGUI layout pass off
  (\`useGUILayout = false\`) and draws in the Repaint pass only, so the garbage collector has nothing to collect.
  Where your project has UI Toolkit, a press of a pointer or of a key the game reads looks your UIDocuments up
  again (one small array a press, never a frame without one), so a text field you open and focus is known to it.
- Unity 6: no obsolete-API warnings (from 6000.4 the stage calls \`FindObjectsByType<T>()\` without a sort mode).

### Settings

Create your own config with Assets > Create > Microloop > ${mechanic.name} Config and drop it on the
Game's *Config* field; edits apply while playing. A value outside its range (from the Inspector or a
preset) is clamped to it, and one a preset lacks or gives as something other than a number keeps its
value; either way one warning in the Console names the field.

| field | setting | range | default | what it does |
| --- | --- | --- | --- | --- |
${settings}

${contractReadme(mechanic.slug, 'unity')}
### Events

Each is a C# event on \`${names.game}\` and, where one is named, a UnityEvent you can wire in the Inspector.
Each kind is typed: an enum or a struct, never a string.

| C# event | UnityEvent | payload | when |
| --- | --- | --- | --- |
${events}

### Change the rules and the look

${customise[mechanic.slug] ?? ''}
`;
}

/**
 * Every file of the package, keyed by its path in the download (`com.microloop.<slug>/...`).
 * `sources` are the port's C# files; `license` the template license text.
 */
export function unityPackageFiles(mechanic: Mechanic, values: Values, sources: UnitySources, license: string): ExportFiles {
  const names = unityPackageNames(mechanic);
  const exported = exportNames(mechanic);
  const required = [`Runtime/${names.model}.cs`, `Runtime/${names.game}.cs`, `Runtime/${names.assembly}.asmdef`];
  for (const path of required) if (!sources[path]) throw new Error(`The ${mechanic.name} Unity sources have no ${path}`);
  const files: Record<string, string> = {
    'package.json': packageJson(mechanic),
    'README.md': `# ${mechanic.name} for Unity\n\n${unityPackageReadmeSection(mechanic).replace(/^## Unity\n\n/, '')}`,
    'CHANGELOG.md': kitChangelog(mechanic, 'unity'),
    'LICENSE.md': license,
    [`Runtime/${exported.className}.cs`]: unityScript(mechanic, values),
    [`Runtime/Resources/Microloop/${exported.presetFile}`]: unityPresetJson(mechanic, values),
    ...sources,
    [`Samples~/Play/${names.title}.unity`]: unitySampleScene(names, unityGuid(`${names.packageName}/Runtime/${names.game}.cs`)),
    [`Editor/${names.assembly}.Editor.asmdef`]: unityEditorAsmdef(names),
    [`Editor/${names.game}Menu.cs`]: unityPlayMenuScript(mechanic, names),
  };
  return withMetas(names.packageName, files);
}
