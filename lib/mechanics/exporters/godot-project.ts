import type { Mechanic } from '../core/mechanic';
import { formatRange, formatValue, snakeName, type Values } from '../core/params';
import { godotResource, godotScript } from './godot';
import { presetJson } from './json';
import { exportNames, type ExportFiles } from './names';
import { kitVersion } from '../releases';
import { kitChangelog, withGodotVersion } from './changelog';
import { contractReadme } from './contract-readme';
import { loadContract } from '../all-games/contracts';
import { godotRunKeys, godotVersions, godotZipVersions } from '../kit-quick-start';

/**
 * A Godot kit's project: the real GDScript, scene and project files of lib/mechanics/<slug>/godot/
 * (and the shared lib/mechanics/core/godot/microloop_random.gd and microloop_play.gd), as the build step
 * scripts/godot-sources.mjs writes them to /games/<slug>.godot.json, plus what is generated from
 * the tuned values: the settings script, its .tres and the JSON preset, the addon's README and LICENSE.
 */

/** Files by their path inside the kit's godot/ folder, as the build step wrote them. */
export type GodotSources = Readonly<Record<string, string>>;

export const godotSnake = (mechanic: Pick<Mechanic, 'slug'>) => mechanic.slug.replace(/-/g, '_');
/** The game's name as its GDScript types start (each class, inner class, enum and preloaded script): physics-dropper -> PhysicsDropper. */
export const godotTypePrefix = (slug: string) => slug.replace(/(^|-)(\w)/g, (_match, _dash: string, letter: string) => letter.toUpperCase());
export const godotAddonDir = (mechanic: Pick<Mechanic, 'slug'>) => `addons/microloop_${godotSnake(mechanic)}`;

// The list of slugs whose kits hold a playable Godot project lives in kit-engines.ts, which the
// template pages import without the exporters.
export { godotProjectSlugs } from '../kit-engines';

type Signal = { readonly name: string; readonly payload: string; readonly when: string };

export const commonSignals: readonly Signal[] = [
  { name: 'score_changed', payload: 'score: int', when: 'the score changed' },
  { name: 'ended', payload: 'score: int', when: 'the run ended by its rules' },
  { name: 'game_paused', payload: '', when: 'the game stopped without ending: `paused` was set, the window lost focus (in an exported game), or the host paused the tree or hid the game' },
  { name: 'game_resumed', payload: '', when: 'the game plays on after a pause (after the 3 s countdown, when it paused on a focus loss; at once when your paused tree or the game hidden ends later than the frame after focus came back)' },
];

const ownSignals: Partial<Record<string, readonly Signal[]>> = {
  'physics-dropper': [{ name: 'landed', payload: 'bin: int, points: int', when: 'a ball settled in a bin and scored (the board never ends, so `ended` never fires)' }],
  'double-tap-dash': [{ name: 'judged', payload: 'result: DoubleTapDashGame.DoubleTapDashOutcome', when: 'a tap, a gate or a phase’s end came to `DASH`, `PHASE`, `NOT_READY`, `PHASED`, `PASSED`, `LAPSE` or `CRASH`' }],
  'bounce-chain': [{ name: 'bounced', payload: 'platform: int, chain: int, points: int', when: 'the ball bounced on a platform' }],
  'rhythm-clacker': [
    { name: 'judged', payload: 'result: RhythmClackerGame.RhythmClackerGrade, offset_ms: float', when: 'a note or a stray tap was judged `PERFECT`, `GOOD` or `MISS`, with its signed error in ms (positive late)' },
    { name: 'calibrated', payload: 'latency_ms: int', when: 'a calibration round (C) finished: the Input Latency it set, or the one kept when it had fewer than 3 usable taps' },
  ],
  'timing-wheel': [{ name: 'judged', payload: 'result: TimingWheelGame.TimingWheelResult', when: 'the wheel stopped: `HIT`, `NEAR` or `MISS` (three misses, near misses included, end the run)' }],
  'memory-tiles': [
    { name: 'judged', payload: 'result: MemoryTilesGame.MemoryTilesPick, symbol: String', when: 'a pick turned a tile: `FIRST`, `MATCH` or `MISS`, and the word of the tile' },
    { name: 'board_cleared', payload: 'stars: int', when: 'a board was cleared and graded 1 to 3 stars; the next pick deals the next board and the score goes on (no rule ends the run, so `ended` never fires)' },
  ],
};

const inputs: Partial<Record<string, string>> = {
  'physics-dropper': '`physics_dropper_drop` (Space, Enter): drop a ball near the middle; a click or a finger drops one where it lands (each finger its own)',
  'double-tap-dash': '`double_tap_dash_tap` (Space, Enter), a click or a finger: tap (a second finger while the first is down is a tap of its own); two taps within the window phase',
  'bounce-chain':
    '`bounce_chain_left` (Left, A) and `bounce_chain_right` (Right, D), or a finger or the left mouse button pressed left or right of the board\'s middle and held: steer while held (by the side the press began on); `bounce_chain_nudge` (Space, Enter), or a tap on the view let go within 0.25 s: nudge',
  'rhythm-clacker':
    '`rhythm_clacker_tap` (Space, Enter), a click or a finger: tap on the beat (each finger its own); `rhythm_clacker_calibrate` (C) or the Calibrate button: a calibration round of eight clicks that sets the Input Latency',
  'timing-wheel':
    '`timing_wheel_hold` (Space, Enter), the left mouse button or a finger: hold to charge the brake, let go to brake; after the third miss a press starts a new run',
  'memory-tiles':
    'The tiles are focusable `Button`s: click or touch one, or move the focus with the arrow keys or Tab and press Space or Enter (`ui_accept`); `memory_tiles_start` (Space, Enter) starts a board when no tile has the focus (the game takes the focus only then, when nothing else has it), and so does a click or a touch anywhere else on the game',
};

/** Where the shell's board_room() puts each game's board: a lane takes the room under the HUD, the others the bigger of that and the room beside its buttons. */
function boardPlace(slug: string): string {
  return lanes.has(slug)
    ? 'it is laid\n  out under them, across the whole width they leave.'
    : 'it is laid\n  out under them, or beside the buttons (under the status lines) where that holds a bigger board, and centred there.';
}

/** The games drawn as a lane across the room under the HUD (board_room() with no aspect). */
const lanes = new Set(['double-tap-dash', 'rhythm-clacker']);

/**
 * When a press counts, as each game does it: Godot gives an InputEvent no time of its own and hands input to the
 * game once a frame (core/input/input.cpp: parse_input_event buffers, flush_buffered_events delivers; the web build
 * too: DisplayServerWeb::process_events() runs once a frame over the keys and pointer events the browser queued since
 * the last, platform/web/display_server_web.cpp), and the game acts on it at once.
 */
function pressMoment(slug: string): string {
  const clock =
    slug === 'rhythm-clacker'
      ? "judged on the audio clock read at that moment (with no audio output, or once that clock has stood still for a quarter of a second, on the game's clock as the last frame left it)"
      : "on the game's clock as the last frame left it";
  const steps = fixedSteps[slug];
  const started = steps
    ? ` Its rules run in fixed steps of ${steps.step}, so every frame rate plays the same, and what a press starts (${steps.what}) starts where their last step left them: up to that step before the frame's time (${steps.ms}).`
    : '';
  return `A press acts the moment Godot hands it to the game, ${clock}: an \`InputEvent\` carries no time of its own, and Godot hands input over once a frame (the web build too), so a press counts up to one frame from when it was made (33 ms at 30 fps, 7 ms at 144).${started}`;
}

/**
 * The games whose rules run in fixed steps: a press acts on their state as the last step left it, behind the frame's
 * time by what is not yet stepped (review 39, Godot R39-1: 13.9 ms at 144 fps in DoubleTapDash, 2.8 ms in
 * BounceChain; review 40, R40-1: PhysicsDropper's board sub-steps, 10.7 ms of real time at its slowest settings).
 */
const fixedSteps: Partial<Record<string, { step: string; ms: string; what: string }>> = {
  'double-tap-dash': { step: '1/60 s', ms: '16.7 ms', what: 'a dash, a phase' },
  'bounce-chain': { step: '1/240 s', ms: '4.2 ms', what: 'a nudge' },
  'physics-dropper': { step: "1/600 s of the board's own time (2/600 or 3/600 at settings that would run more than 2,500 a real second)", ms: 'under 1 ms at the default settings, up to 11 ms at the slowest: Gravity 1, Simulation Speed 1, Bounciness 0', what: 'a ball' },
};

/** The share of the game's height the whole HUD takes at most: half beside a lane across the width, else a third. */
const hudShare = (slug: string) => (slug === 'rhythm-clacker' || slug === 'double-tap-dash' ? 'half of it' : 'a third');

/** What gives when the board has little room, where a game says more than the HUD's rule. */
function smallBoard(slug: string): string {
  if (slug !== 'memory-tiles') return '';
  return `
  The board always lies whole in the room the HUD leaves, at every board size: in a small area its tiles shrink to fit
  it (and the gaps between them, to a quarter of a tile), however small that makes them (a 6 × 6 board in a 320 × 240
  px panel has tiles of about 22 px, in 200 × 150 px about 14 px, smaller than a fingertip), and a tile too narrow for
  its word at 0.1 in shows its first letters and "…" (or its first letters alone); where even those do not fit, or a
  line of text is taller than a tile, every tile shows its symbol drawn instead.`;
}

/** The game script's node and how it draws, where it is not a `Node2D` drawing with `_draw()`. */
const gameNodes: Partial<Record<string, { readonly node: string; readonly look: string }>> = {
  'memory-tiles': { node: 'Control', look: 'Its tiles are focusable `Button`s in a `GridContainer`' },
};

function pascal(mechanic: Pick<Mechanic, 'name'>) {
  return mechanic.name.replace(/[^A-Za-z0-9]+/g, '');
}

/**
 * Where a game goes in a host's container: a Control game (MemoryTiles) takes the slot the container gives it; a
 * Node2D gets none (a Container lays out only Controls: scene/gui/container.cpp), so it goes in a Control of its own.
 */
function inContainer(node: string): string {
  return node === 'Control'
    ? 'in one of your containers (a `VBoxContainer`) the slot the container gives it, as any Control'
    : 'in one of your containers (a `VBoxContainer`), which lays out only Controls, put it in a `Control` of its own (Layout › Container Sizing: Fill with Expand ticked, on both axes; in code `SIZE_EXPAND_FILL`) and it fits that Control\'s slot (put straight in a container it gets no slot, covers the whole container and says so in a warning)';
}

/** The addon's README: what each file is, the settings with their meaning, the signals, the input, how to change the rules. */
export function godotAddonReadme(mechanic: Mechanic, values: Values): string {
  const snake = godotSnake(mechanic);
  const names = exportNames(mechanic);
  const { node, look } = gameNodes[mechanic.slug] ?? { node: 'Node2D', look: 'It draws with `_draw()`' };
  const settings = mechanic.params
    .map((spec) => `| \`${snakeName(spec)}\` | ${formatValue(spec, values[spec.key] ?? spec.defaultValue)} | ${formatRange(spec)} | ${spec.meaning} |`)
    .join('\n');
  // A game no rule ends (its contract has no ended) says so on the ended line itself.
  const endless = !loadContract(mechanic.slug).contract.events.some((event) => event.name === 'ended');
  const common = commonSignals.map((signal) => (signal.name === 'ended' && endless ? { ...signal, when: 'never: no rule ends this game’s run (the signal is there so every Microloop game has the same members)' } : signal));
  const signals = [...common, ...(ownSignals[mechanic.slug] ?? [])].map((signal) => `- \`${signal.name}(${signal.payload})\`: ${signal.when}.`).join('\n');
  return `# ${mechanic.name} for Godot 4

The ${mechanic.name} template as a Godot 4 addon: GDScript for Godot 4.3 or newer, any renderer, no image or sound files.
Version ${kitVersion(mechanic.slug)}: what changed in each version is in \`CHANGELOG.md\`.

- \`${snake}_game.gd\` (\`${pascal(mechanic)}Game\`, a \`${node}\`): the playable game. ${look}, so it needs no
  image or sound files. Its \`score\` property is the current score.
- \`${snake}_model.gd\` (\`${pascal(mechanic)}Model\`, \`extends RefCounted\`): the rules without a screen, ${mechanic.slug === 'memory-tiles' ? 'told the play clock in ms' : 'stepped in seconds'},
  deterministic for a seed. A port of the TypeScript model the Microloop page plays, checked against it.
- \`${names.godotScript}\` (\`${names.className}\`, a \`Resource\`) and \`${names.godotResource}\`: the settings and your tuned values;
  \`${names.presetFile}\` holds the same values as JSON, which \`${names.className}.from_json(text)\` reads.
- \`microloop_random.gd\`: the seeded random generator (mulberry32) the model uses.
- \`microloop_play.gd\`: the shell, what every Microloop game does around its rules: it adds the input actions, reads
  keys, the mouse and each finger after your project's UI had its turn, pauses the game (its \`paused\`, a focus loss
  and the countdown on return, your paused tree), and draws the HUD (Restart, the Paused veil) inside the screen's safe
  area, its text readable on any screen. The board keeps clear of the HUD's buttons and its status lines: ${boardPlace(mechanic.slug)}
  On Android and iOS the HUD and the board keep inside the screen's safe area; on a desktop and on the web they use the
  whole window (a desktop's safe area is its work area, and a fullscreen game need not keep clear of the taskbar).
  Every text of play is at least 0.1 in tall on the screen where Godot's dpi is the screen's (Android, iOS, macOS; on
  Windows it is the display's scale setting, so text follows that setting and can be smaller on a dense screen); exported to the web, at least 16 CSS px (the web's dpi is the
  browser's CSS dpi, so a phone's browser gets 0.1 in too). In a game you show smaller than that rule allows (a panel in
  part of a phone's screen), the HUD's buttons take at most a third of the game's height, the whole HUD (buttons and
  status lines) at most ${hudShare(mechanic.slug)}${mechanic.slug === 'memory-tiles' ? ' (more in a panel taller than wide, where the square board leaves height spare)' : ''}, and every text of play shrinks with them, below 0.1 in.${smallBoard(mechanic.slug)}
  Run from the editor (in its own window or embedded in the Game view), a focus loss pauses nothing: a click on the
  editor, such as on the Remote tree's Inspector to tune the game while it plays, lets go of held keys and fingers and
  the game plays on. An exported game pauses.
  A window of yours taking the focus (your pause dialog, a \`PopupMenu\`, an \`OptionButton\`'s list) is not the player
  leaving: the game plays on, and pauses only if you pause it; the player leaving while one is open pauses it, and the
  focus your closing window gives back meanwhile (Godot closes an open popup as the application leaves) is not their
  return. In a \`Window\` node of yours, the game plays on as the focus moves between that window, your other windows
  and the main window (a click on your UI outside it, the window hidden and shown).
  A game you hide (\`visible = false\`, a parent of it, or the SubViewportContainer that shows its SubViewport) pauses as on your paused tree: held keys and fingers are let
  go, and while it is hidden nothing moves or counts and no signal fires; shown again, it plays on at once, with no countdown.
  A game you show as a texture (its SubViewport's \`ViewportTexture\` on a \`TextureRect\` or a screen in your 3D world)
  cannot see that texture hidden: set its \`paused\` while you hide it.
  Your paused tree (or the game hidden) ended later than the frame after the player came back is their Continue: the
  game plays on at once, with no countdown, even after a focus loss or during the countdown back ("Paused" shows while
  you hold it, and the countdown waits). Ended in the frame focus comes back or the next (a project that pauses while the
  window is out of focus, from wherever in the tree, at once or deferred), it only followed the focus: the countdown runs.
  \`paused\` is yours alone: a focus loss pauses the game without setting it (\`game_paused\` and \`game_resumed\` tell of
  that pause), and setting it to the value it has changes nothing (a binding to your menu written every frame, a value
  read and given back). While your \`paused\` is true, a key or a click on the game is yours (your pause menu's
  \`_unhandled_input\` gets it): the game neither acts on it nor takes it. Your \`paused = true\` holds until your \`paused = false\`, over a focus loss's pause and its
  countdown back too; your \`false\` plays on at once with the player there, and while they are still away waits for
  them: the countdown runs once they are back. A run you begin while they are away (your \`restart()\` after a run
  ended, with the window out of focus, your tree paused or not) waits for them the same way: "Paused", then the countdown.
  A game you take out of the tree follows the window's focus while it is out (the root Window's focus signals): put back
  while the player is still away it stays paused, put back after they came back it counts down, and taken out with
  them there and put back while they are away it pauses as on a focus loss. A game that enters the tree for the first
  time while the window is out of focus plays until Godot tells it of a focus change (a desktop window gets its focus
  by an event after it opens, so the game takes the player to be there): add it, or begin its run, once they are.

## Use it

- In the kit: open \`godot/project.godot\` in Godot and press ${godotRunKeys}.
- In your own project: copy this \`${godotAddonDir(mechanic)}/\` folder into your project's \`addons/\`, then instance
  \`${snake}_game.gd\` (add a \`${node}\` and attach the script, or \`${pascal(mechanic)}Game.new()\`). No plugin to enable.

## Input

${inputs[mechanic.slug] ?? ''}. The game adds these actions to the input map at run time when your project lacks them (and erases them once
the last game that reads them is freed, but for one you rebound at run time, which stays in the input map as yours, through a scene change too,
and adds them again, with their default keys, on the next input it reads when \`InputMap.load_from_project_settings()\` erases them while a game plays; a game on a paused tree reads none, so a key-binding screen in your pause menu that resets the map needs them declared in Project Settings › Input Map), reads \`ui_accept\` too and takes input in \`_unhandled_input\`,
after your project's UI: a press on one of your Controls over the game, or a key typed into your focused \`LineEdit\`, stays yours.
A game inside one of your Controls (a \`Panel\` you put it in, a UI scene's root: their \`mouse_filter\` is Stop by default) still takes the presses on it, from that Control's \`gui_input\` signal, so a \`_gui_input\` of yours on that Control sees no touch there.
The game lays out where it is shown: in one of your Controls (a \`Panel\`, with a \`Node2D\` of yours between them or not) its board and HUD fit that Control's rect, moved or scaled with it; ${inContainer(node)}; under a \`Node2D\` of yours filmed by a \`Camera2D\`, the part of the world the camera shows, moved or zoomed; in a SubViewport, that SubViewport's view.
A press on the game that Godot would hand to a Control of yours drawn behind it (a background \`ColorRect\` or \`Panel\` before it in the tree or on a lower canvas layer, its Mouse Filter Stop or Pass) is the game's too: the game takes it in \`_input\`, before your UI's turn, so that Control sees no press on the game (nor the click Godot emulates from a finger there) and needs no Mouse Filter Ignore.
It reads the mouse and touch itself, in its own coordinates (a moved or scaled node, a \`Camera2D\`, a SubViewport): touch as touch, each finger by its index, whether or not the project
emulates the mouse from touch. \`${godotSnake(mechanic)}_restart\` (R) or the Restart button in the top-right corner starts over.

${pressMoment(mechanic.slug)}

${contractReadme(mechanic.slug, 'godot', '##')}
## Settings

Open \`${names.godotResource}\` in the Inspector, or assign another \`${names.className}\` to the game's \`settings\`, at any
time: while the game plays it takes effect as \`update()\` with it does, and \`restart()\` keeps it. After \`update()\` with a
Dictionary the game plays a copy of its settings: assign \`settings\` again for an edit of the \`.tres\` in place to reach it.

| field | your value | range | what it does |
| --- | --- | --- | --- |
${settings}

## Signals

${signals}

\`\`\`gdscript
$${pascal(mechanic)}.score_changed.connect(func(score: int) -> void: print(score))
\`\`\`

## Change the rules

The rules are in \`${snake}_model.gd\`: the constants at its top and the functions below them.
The game script only reads input, steps the model each frame and draws it.
A kind of event, result or grade you add to the model without a word for it in the game script is ignored: no signal
fires for it; a kind the game reads but has no word for draws one warning, naming it (add the word to the game script's list of them, and its enum
member where the game has an enum for them; a kind of event the game does not yet signal needs its signal and emit too).
A status text you add or lengthen belongs in the game script's \`status_reserve\` too: the HUD keeps room for each
text listed there from the start, so the board never moves when it shows.

## Two tunings in one project

A \`class_name\` is global: a second copy of this folder would declare \`${pascal(mechanic)}Game\`, \`${pascal(mechanic)}Model\` and
\`${names.className}\` again, which Godot refuses. The scripts load each other by relative path, never by these names, so to
keep a second tuning copy the folder (say to \`${godotAddonDir(mechanic)}_2/\`) and, in the copy only, replace each of the
three names wherever it occurs in the folder's files (\`.gd\` and \`.tres\`) with a name of its own, such as
\`${pascal(mechanic)}Game2\`, \`${pascal(mechanic)}Model2\` and \`${names.className}2\`. A \`.tres\` the Inspector has saved names its
script by path too: in the copy's \`.tres\` files replace \`res://${godotAddonDir(mechanic)}/\` with \`res://${godotAddonDir(mechanic)}_2/\` and
drop each \`uid="…"\` there, and delete the copied \`.uid\` files (Godot 4.4 and later), so the copy gets ids of its own. Both copies then play side by side,
sharing the input actions: one key press drives only the one last in the scene tree (Godot gives unhandled input to the
last node first, and the game that reads a key marks it handled)${mechanic.slug === 'memory-tiles' ? ', but a key on a focused tile goes to that tile\'s game, and the arrow keys and Tab move the focus across both' : ''}.
`;
}

/**
 * The kit's godot/ folder: the project and scene from the build step, the addon's scripts, and the
 * settings, README and LICENSE generated for these values.
 */
export function godotProjectFiles(mechanic: Mechanic, values: Values, sources: GodotSources, license: string): ExportFiles {
  const names = exportNames(mechanic);
  const addon = godotAddonDir(mechanic);
  const files: Record<string, string> = {};
  for (const [path, text] of Object.entries(sources)) files[`godot/${path}`] = text;
  files[`godot/${addon}/${names.godotScript}`] = godotScript(mechanic, values);
  files[`godot/${addon}/${names.godotResource}`] = godotResource(mechanic, values);
  files[`godot/${addon}/${names.presetFile}`] = presetJson(mechanic, values);
  files[`godot/${addon}/README.md`] = godotAddonReadme(mechanic, values);
  files[`godot/${addon}/LICENSE.txt`] = license;
  files[`godot/${addon}/CHANGELOG.md`] = kitChangelog(mechanic, 'godot');
  // Beside project.godot too, where a Godot user looks (the kit adds the project's README): the Project Manager
  // installs the zip's godot/ folder as the project.
  files['godot/LICENSE.txt'] = license;
  files['godot/CHANGELOG.md'] = kitChangelog(mechanic, 'godot');
  if (files['godot/project.godot']) files['godot/project.godot'] = withoutVersionFeature(withGodotVersion(files['godot/project.godot'], kitVersion(mechanic.slug)));
  return files;
}

/**
 * project.godot with no Godot version in `config/features`: Godot 4.4 to 4.6 opening a project whose features
 * name another branch ("4.3") ask "This project was last edited in Godot 4.3. Opening will change it to Godot
 * 4.6" (project_manager.cpp, `project_feature_looks_like_version` on what ProjectSettings::get_unsupported_features
 * in core/config/project_settings.cpp leaves). The renderer's feature ("GL Compatibility") is supported by every
 * editor from 4.3 on, so it stays; the editor adds its own branch when it saves the project.
 */
export function withoutVersionFeature(projectGodot: string): string {
  return projectGodot.replace(/^(config\/features=PackedStringArray\()([^)]*)(\))$/m, (_line, open: string, list: string, close: string) => {
    const kept = [...list.matchAll(/"([^"]*)"/g)].map((match) => match[1] ?? '').filter((feature) => !(feature.includes('.') && /^\d/.test(feature)));
    return `${open}${kept.map((feature) => `"${feature}"`).join(', ')}${close}`;
  });
}

/** The kit README's Godot section. */
export function godotProjectReadmeSection(mechanic: Mechanic): string {
  const addon = godotAddonDir(mechanic);
  const names = exportNames(mechanic);
  return `## Godot

\`godot/\` is a Godot 4 project (Godot 4.3 or newer, the Compatibility renderer, so it exports to web and mobile too), with
its own README, the licence and the changelog beside its \`project.godot\`:

1. Open \`godot/project.godot\` in Godot (Project Manager > *Import*; or, in ${godotZipVersions}, *Import* the downloaded zip
   itself: no need to unzip) and press ${godotRunKeys}: the game plays, in ${godotVersions} with no question to convert it.
2. Or copy \`godot/${addon}/\` into your own project's \`addons/\` and instance its game script; it works without the
   rest of this project (no plugin to enable; it adds its input actions when your project lacks them).

From the zip (${godotZipVersions}), Godot installs \`godot/\` as the project, in a new folder named after the zip; the rest of the kit (this
README, \`index.html\`, \`config.json\`) goes into a folder of its own inside it, \`${mechanic.slug}-godot-starter-kit/\`, not hidden.
Godot 4.3 installs a zip only into an empty folder you browse to, and only its \`godot/\` folder: unzip the kit and import
\`godot/project.godot\` there.
From the zip, the editor's FileSystem dock lists this README and \`config.json\` but no \`.html\` file: to see \`index.html\`
there, add \`html\` to Editor Settings > Docks > FileSystem > Other File Extensions, or open the folder in your file manager.
In Godot 4.3 the project is \`godot/\` alone, so the dock shows none of them: open the unzipped folder in your file manager.

\`godot/${addon}/README.md\` lists its scripts and resources, the input, every setting with its meaning, the signals
(\`score_changed(score: int)\`, \`ended(score: int)\` and the game's own) and how to change the rules, which live in
GDScript in \`${godotSnake(mechanic)}_model.gd\`. Your tuned values are in \`${names.godotResource}\`.
`;
}
