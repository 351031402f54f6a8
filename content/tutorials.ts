import { godotRunKeys, godotRunSceneKeys, siteMenus, unityPackageManager } from '@/lib/mechanics/kit-quick-start';
import type { KitEngine } from '@/lib/mechanics/kit-engine-query';
import type { DocBlock } from './docs';

export const difficulties = ['Beginner', 'Intermediate', 'Advanced'] as const;
export type Difficulty = (typeof difficulties)[number];

export type TutorialType = 'video' | 'tutorial';

export type Tutorial = {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  readonly type: TutorialType;
  /** Shown as written: "25 min read" for tutorials, "12 min watch" for videos. */
  readonly duration: string;
  readonly difficulty: Difficulty;
  /** The template it is built on and the engine whose kit it uses: its words and code are checked against that kit. */
  readonly slug: string;
  readonly engine: KitEngine;
  /** The written tutorial: steps, notes and code (every code block is run, compiled or type-checked against the kit). */
  readonly body: readonly DocBlock[];
  /** Files the tutorial has the reader make (so not the kit's). */
  readonly makes?: readonly string[];
};

/** The address of a tutorial's page. */
export const tutorialPath = (id: string) => `/docs/tutorials/${id}`;

const plinkoHud = `using Microloop.PhysicsDropper;
using UnityEngine;

// On the GameObject that has PhysicsDropperGame: the score and the last ball's points, bottom left (the game's own
// HUD has the top left).
public class PlinkoHud : MonoBehaviour
{
    [SerializeField] PhysicsDropperGame game;
    int score;
    int lastPoints;

    void OnEnable()
    {
        game.ScoreChanged += OnScoreChanged;
        game.Landed += OnLanded;
    }

    void OnDisable()
    {
        game.ScoreChanged -= OnScoreChanged;
        game.Landed -= OnLanded;
    }

    void OnScoreChanged(int total) => score = total;

    void OnLanded(DropperEvent landing) => lastPoints = landing.Points;

    void OnGUI()
    {
        GUI.Label(new Rect(12, Screen.height - 36, 320, 24), "Score " + score + "   last ball +" + lastPoints);
    }
}
`;

const feelPresets = `import { createGame } from './src/physics-dropper.js';

// Three feels to compare on one board: press 1, 2 or 3 while it runs.
const feels = {
  floaty: { gravity: 4, bounciness: 0.8, speed: 3 },
  snappy: { gravity: 13, bounciness: 0.35, speed: 3 },
  chaotic: { gravity: 10, bounciness: 0.95, speed: 4 },
};

const game = createGame(document.querySelector('canvas'), feels.floaty, { autoStart: true });

const byKey = [feels.floaty, feels.snappy, feels.chaotic];

window.addEventListener('keydown', (event) => {
  const feel = byKey[Number(event.key) - 1];
  if (feel) game.update(feel);
});
`;

const rhythmJs = `// In a page with <canvas tabindex="0"></canvas> and <button id="calibrate">Calibrate</button>: tallies
// every judgement and shows how early or late the player tends to be.
import { createGame } from './src/rhythm-clacker.js';

const canvas = document.querySelector('canvas');
const offsets = [];
const game = createGame(canvas, { perfectWindow: 40, goodWindow: 100 }, {
  onJudged: (judgement) => {
    if (judgement.grade !== 'Miss') offsets.push(judgement.offsetMs);
    const mean = offsets.reduce((sum, offset) => sum + offset, 0) / Math.max(1, offsets.length);
    console.log(judgement.grade, 'mean offset', Math.round(mean), 'ms');
  },
});

// The game starts the run on the player's first press on it (a click, a tap, or Space on the focused canvas):
// a gesture, the only moment a browser lets sound begin.

document.querySelector('#calibrate').addEventListener('click', async () => {
  const round = game.calibrate();
  // The player taps along with Space on the game: the keys go back to it, not to this button.
  game.focus();
  const latency = await round;
  console.log('Input Latency is now', latency, 'ms');
});
`;

const rhythmGodot = `extends Node
## On the parent of the RhythmClacker kit's main.tscn, instanced. Tallies the judgements and
## their mean offset; press C (the game's own key) or call calibrate() to measure the latency.

@onready var game = $RhythmClacker
var offsets: Array[float] = []


func _ready() -> void:
	game.judged.connect(_on_judged)
	game.calibrated.connect(_on_calibrated)


func _on_judged(result: int, offset_ms: float) -> void:
	if result != game.RhythmClackerGrade.MISS:
		offsets.append(offset_ms)
	var total := 0.0
	for offset in offsets:
		total += offset
	print("%s, mean offset %d ms" % [game.RhythmClackerGrade.find_key(result), roundi(total / maxf(1.0, offsets.size()))])


func _on_calibrated(latency_ms: int) -> void:
	print("Input Latency is now %d ms" % latency_ms)
`;

const memoryLevels = `extends Node
## On the parent of the MemoryTiles kit's main.tscn, instanced. Each level is a .tres of the
## game's settings (a copy of memory_tiles_config.tres); when a board is cleared the game is handed
## the next level: a board of another size is dealt at once and its peek begins (one of the same size
## by the next pick), and the score carries on.

@export var levels: Array[Resource] = []

var level := 0
@onready var game = $MemoryTiles


func _ready() -> void:
	game.board_cleared.connect(_on_board_cleared)
	if not levels.is_empty():
		_use_level(0)


func _use_level(index: int) -> void:
	level = index
	game.settings = levels[index]
	print("Level %d: %d tiles a side" % [index + 1, levels[index].board_size])


func _on_board_cleared(_stars: int) -> void:
	if level + 1 < levels.size():
		_use_level(level + 1)
`;

export const tutorials = [
  {
    id: 'first-plinko-board-unity',
    title: 'Your First Plinko Board in Unity',
    description:
      'Import PhysicsDropper, lay out a 10-row peg board, wire the scoring slots to a HUD and build a playable round from an empty scene.',
    type: 'tutorial',
    duration: '25 min read',
    difficulty: 'Beginner',
    slug: 'physics-dropper',
    engine: 'unity',
    body: [
      { kind: 'paragraph', text: 'You need Unity 2022.3 LTS or newer and about 25 minutes. By the end you have a ten-row board, a score display and a build you can hand to a friend.' },
      {
        kind: 'steps',
        items: [
          'Open the PhysicsDropper template page, choose Unity under Kit engine and press Download starter kit. Tune gravity and bounciness on the sliders first if you like: the kit keeps your values.',
          `Unzip it. In a new Unity project open the Package Manager (${siteMenus(unityPackageManager.window)}), choose + › ${siteMenus(unityPackageManager.fromDisk)} and, in the file dialog, pick \`com.microloop.physics-dropper/package.json\`.`,
          'In an empty scene, create an empty GameObject and choose Add Component › Microloop › Physics Dropper Game. Press Play: balls fall through nine rows of pegs into seven bins.',
          'Stop Play Mode. On the component, under the Peg field and payout heading, open Board and set Peg Rows (`pegRows`) to 10 and Peg Row Gap (`pegRowGap`) to 0.5: the bins follow the last row, so the board stays about as tall as the default. Add a little `pegJitter` (0.05) for a less regular field. The board is read at the game’s first frame, so change it outside Play Mode.',
          'Still there, `binPoints` is the payout curve, one entry per bin, left to right. Try 5, 20, 50, 200, 50, 20, 5 for a riskier middle, and `multiplier` to scale every payout.',
          'Create a C# script called `PlinkoHud` with the code below, add it to the same GameObject and drag the Physics Dropper Game component onto its Game field. It listens to `ScoreChanged` and `Landed` and draws both at the bottom left, clear of the game’s own HUD at the top.',
          'Press Play: every ball that settles updates the HUD. Space or Enter drops an extra ball near the middle; a click or a touch drops one where you point, each finger its own.',
          'To build a playable round, save the scene, add it in File › Build Settings (Unity 6: File › Build Profiles, Scene List) and build for your platform. The package depends only on Unity’s built-in Audio, IMGUI and JSONSerialize modules, so nothing else ships with it.',
        ],
      },
      { kind: 'code', language: 'C#', label: 'PlinkoHud.cs', code: plinkoHud },
      { kind: 'paragraph', text: 'Prefer the Inspector to code? The component’s `onScoreChanged` UnityEvent gives the new score and `onLanded` the points a ball paid (the bin is `Landed`’s alone): wire either to any method that takes an int.' },
    ],
  },
  {
    id: 'tuning-bounce-feel',
    title: 'Tuning Bounce Feel in 12 Minutes',
    description:
      'Watch gravity, bounciness and simulation speed change one board live, and learn which combinations read as floaty, snappy or chaotic.',
    type: 'video',
    duration: '12 min watch',
    difficulty: 'Intermediate',
    slug: 'physics-dropper',
    engine: 'js',
    body: [
      { kind: 'paragraph', text: 'There is no video of this guide yet. Until it is recorded, this written walkthrough covers the same tuning, step by step, on PhysicsDropper’s JavaScript kit (the same settings are on the template’s page and in the Unity and Godot kits).' },
      {
        kind: 'steps',
        items: [
          'Open PhysicsDropper’s page and press Play. Move one slider at a time and watch about ten balls fall before you judge it.',
          'Gravity sets how quickly a ball falls: a drop takes about (15 − Gravity) ÷ Simulation Speed seconds, the average never under 0.35 s, and Gravity above 14 counts as 14. The paths barely change; low gravity (around 4) plays them slowly and reads as floaty, high gravity (12 to 14) quickly and reads as heavy and decisive.',
          'Bounciness sets how much speed survives a peg. Below 0.4 balls slide down the field; above 0.9 they scatter and the bins feel random.',
          'Simulation Speed scales time as Gravity does, so the two together set the pace, and Bounciness (with the peg layout) shapes the paths: set the pace last, once the paths feel right.',
          'Three combinations worth comparing: floaty (gravity 4, bounciness 0.8, speed 3), snappy (gravity 13, bounciness 0.35, speed 3) and chaotic (gravity 10, bounciness 0.95, speed 4). The code below switches between them on one board with the 1, 2 and 3 keys.',
          'When one feels right, set the sliders to it on the template’s page and download the kit: the values come with it in `config.json`.',
        ],
      },
      { kind: 'code', language: 'JavaScript', label: 'feels.js', code: feelPresets },
    ],
  },
  {
    id: 'beat-synced-input-windows',
    title: 'Beat-Synced Input Windows',
    description:
      'Schedule hit windows against the audio clock instead of the frame clock so RhythmClacker stays on the beat at 30 fps and at 144 fps.',
    type: 'tutorial',
    duration: '30 min read',
    difficulty: 'Advanced',
    slug: 'rhythm-clacker',
    engine: 'js',
    body: [
      { kind: 'paragraph', text: 'A rhythm game judges a tap against the time the player heard the note, not the frame it was drawn on. RhythmClacker does that in every kit; this tutorial shows how, and how to tune its windows and latency. The code is for the JavaScript kit, then the same listener in Godot.' },
      {
        kind: 'steps',
        items: [
          'The song clock is the audio clock. In JavaScript the clacks are scheduled ahead on the `AudioContext` and the game reads the audio being output now (the browser’s output time stamp where it has one, else `currentTime` less the output and base latency); in Godot they are written into an `AudioStreamGenerator` and the clock follows what has been mixed; in Unity they are scheduled against `AudioSettings.dspTime`. Each frame moves the song clock on by the frame’s time and pulls it a fifth of the way to the audio clock: it snaps to the audio clock when that is more than 50 ms ahead, and waits for it when it is more than 50 ms behind (the song never runs backwards); when the audio clock stops, the song waits for it a moment and then goes on by frames. In JavaScript a tap is judged at its own time (the event’s time stamp), and so is a finger’s in Unity with the Input System (fingers landing in one frame at the last one’s time; a key, a click or a stylus there at its device’s last event in that frame, at most a frame later), so 30 fps and 144 fps judge the same touch the same way. Godot hands input to the game once a frame, so there a tap is judged when the frame that handles it reads the clock: up to one frame late, 33 ms at 30 fps and 7 ms at 144 fps, against a Perfect window of 20 to 80 ms (45 by default); give a Godot rhythm game a steady 60 fps or more. The game contract’s scenarios `frame-rate-30`, `frame-rate-60` and `frame-rate-144` play the same taps, each at the start of a frame, at each rate in the JavaScript, Godot and Unity kits and expect the same judgements.',
          'Each tap is judged by its offset from the nearest note, corrected by the Input Latency: within `perfectWindow` milliseconds it is a Perfect, within `goodWindow` a Good, otherwise a Miss. A note that passes unplayed is a Miss too.',
          'Tighten or widen the windows with the `perfectWindow` and `goodWindow` settings (on the template’s page, or in the values you pass to `createGame`). Keep Good at least twice Perfect, or Goods become rare.',
          'Latency differs per device: Bluetooth headphones add 150 ms or more. `calibrate()` plays eight clicks, the player taps along, and the median offset becomes the Input Latency; it resolves with the new value.',
          'Start the run from the player’s gesture: the game starts it at the player’s first press on it (a click, a tap, or Space or Enter on the focused canvas), because a browser lets sound begin only in a gesture, and no tap is judged before the run starts. After that press, Space, Enter, a click and a finger each tap.',
          'Listen to `onJudged` to see how a player is doing: its `offsetMs` is signed, negative early and positive late, and already corrected by the latency. A mean that drifts one way means the latency needs another calibration.',
        ],
      },
      { kind: 'code', language: 'JavaScript', label: 'judgements.js', code: rhythmJs },
      { kind: 'paragraph', text: 'In Godot, the game node’s `judged(result, offset_ms)` and `calibrated(latency_ms)` signals carry the same values, and `calibrate()` runs the same round:' },
      { kind: 'code', language: 'GDScript', label: 'judgement_tally.gd', code: rhythmGodot },
    ],
  },
  {
    id: 'godot-memory-tiles-resources',
    title: 'MemoryTiles Levels as Godot Resources',
    description:
      'Describe every level as a .tres resource, load them in sequence and let designers add new boards without touching a line of GDScript.',
    type: 'tutorial',
    duration: '18 min read',
    difficulty: 'Intermediate',
    slug: 'memory-tiles',
    engine: 'godot',
    makes: ['level_1.tres', 'level_2.tres', 'level_3.tres'],
    body: [
      { kind: 'paragraph', text: 'In the Godot kit, every MemoryTiles setting lives in one Resource, `memory_tiles_config.tres`. A level is just another copy of it, so designers can add boards in the Inspector.' },
      {
        kind: 'steps',
        items: [
          `Download MemoryTiles with Godot chosen under Kit engine. In the Project Manager, Import, open the zip in the file dialog and press Import (in Godot 4.3, unzip it first, open its \`godot/project.godot\` and press Import & Edit); then ${godotRunKeys} plays a board.`,
          'In the FileSystem dock, duplicate `addons/microloop_memory_tiles/memory_tiles_config.tres` once per level: `level_1.tres`, `level_2.tres`, `level_3.tres`.',
          'Select each and set its `board_size` (2 to 6 tiles a side), `peek_time` and `peek_reduction` in the Inspector: for example 2 with a 3 s peek, then 4 with 2 s, then 6 with 1 s, each with a `peek_reduction` of 0. The streak carries from level to level, and each board of a streak peeks `peek_reduction` shorter (down to 0.5 s): with the default 0.5 s, level 2 would peek 1.5 s after a good first board.',
          'Make a new scene with a Node root, instance the kit’s `main.tscn` under it (its root node is called MemoryTiles), attach the script below to the root and save the scene (Ctrl+S, Cmd+S on macOS): Godot asks to save a new scene before it runs it.',
          'Select the root and drag the three `.tres` files into its Levels array, in order.',
          `Press ${godotRunSceneKeys}. The game emits \`board_cleared\` when a board is cleared; the script hands the game the next level (\`game.settings\`, which updates its rules): a level of another Board Size is dealt at once and its peek begins, one of the same size by the next pick. The score carries over.`,
          'To add a level later, duplicate a `.tres`, change it and add it to the array: no GDScript to touch.',
        ],
      },
      { kind: 'code', language: 'GDScript', label: 'memory_levels.gd', code: memoryLevels },
    ],
  },
] as const satisfies readonly Tutorial[];

export type TutorialId = (typeof tutorials)[number]['id'];
