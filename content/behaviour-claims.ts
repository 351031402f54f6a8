/**
 * The proof of every behaviour claim in the site's and the kits' prose, engine by engine
 * (content/behaviour-claims.test.ts holds each to it; content/prose.ts says what a claim is, where the
 * prose is, and which templates and engines each sentence speaks of). A claim is proved when, for each
 * template and each engine it speaks of, a scenario replayed in that engine or a test of that engine
 * fails when the sentence is false there. A sentence names its scenarios inline ("the scenarios
 * `frame-rate-30`, …") or by the proof line after it ("Scenarios: `a`, `b`.", as the API pages and
 * READMEs print the contract's rules); a sentence of the game contract (a rule, an event's meaning) is
 * proved by the contract's scenarios. Every other claim has an entry here, found by a part of its words
 * (`says`):
 * - `provedBy`: scenarios of lib/mechanics/<slug>/scenarios.ts: a bare name is that scenario in every
 *   template the sentence speaks of, `slug/name` one template's; a scenario proves the engines that replay it;
 * - `tests`: tests, each with the engine whose kit it plays (`js(…)`, `unity(…)`, `godot(…)`, or `every(…)`
 *   for what every kit shares: the page each kit ships, a fact of the model the golden traces hold every
 *   port to, the contract itself) and the templates it plays (`%s` in its title: each; its folder
 *   lib/mechanics/<slug>/: that one; a game its title names: that one; otherwise `slugs` says);
 * - `notAClaim`: why the sentence is not about what a kit does (keep these few).
 * Some words claim more than a scenario can show (`conditions`): a tap judged at its own moment between
 * two frames, a window (not a tab) losing focus, a tap anywhere, a finger read as touch. For those words
 * a proof counts only when it exercises them in that engine: a scenario whose steps do so as that
 * engine's replayer plays them, or a test that says it `shows` them.
 * Test-side only: no page imports this file. Reword a sentence and its entry stops matching: the test
 * then names the sentence, and its proof is looked at again.
 */
import type { ContractEngine, ScenarioStep } from '@/lib/mechanics/core/contract';

/** Words that claim more than a scenario's name shows; a proof must exercise them (content/behaviour-claims.ts). */
export type ConditionId = 'input-moment' | 'window-focus' | 'tab-hidden' | 'tap-anywhere' | 'touch-as-touch' | 'undefined-kept' | 'no-allocation';

/** A test named as proof: `file › title` (its title, or the start of it; or a named check a test plays). */
export type TestProof = {
  readonly test: string;
  /** The engine whose kit it plays; `every` for what every kit shares (see above). */
  readonly engine: ContractEngine | 'every';
  /** The templates it plays, when its title and folder do not say. */
  readonly slugs?: readonly string[];
  /** What it exercises of `conditions`. */
  readonly shows?: readonly ConditionId[];
};

export type ClaimProof = { readonly says: string } & (
  | { readonly provedBy: readonly string[]; readonly tests?: readonly TestProof[] }
  | { readonly tests: readonly TestProof[]; readonly provedBy?: undefined }
  | { readonly notAClaim: string }
);

type More = { readonly slugs?: readonly string[]; readonly shows?: readonly ConditionId[] };
const testIn = (engine: TestProof['engine']) => (test: string, more: More = {}): TestProof => ({ test, engine, ...more });
/** A test of the JavaScript kit (its game, page, package or model). */
export const js = testIn('js');
/** A test of the Unity package (under mono with the project's StubPlayer, or its C# compiled). */
export const unity = testIn('unity');
/** A test of the Godot kit (in Godot 4.6's web runtime). */
export const godot = testIn('godot');
/** A test of what every kit shares: its index.html, the model every port is held to, the contract. */
export const every = testIn('every');

/** Every template, for a test whose title names none. */
const all = ['physics-dropper', 'double-tap-dash', 'rhythm-clacker', 'memory-tiles', 'bounce-chain', 'timing-wheel'];
/** The canvas games (MemoryTiles plays on buttons). */
const canvasGames = ['physics-dropper', 'double-tap-dash', 'rhythm-clacker', 'bounce-chain', 'timing-wheel'];

export type Condition = {
  readonly id: ConditionId;
  /** What the words claim, as the test's message says it. */
  readonly says: string;
  /** The words, in a sentence, that claim it. */
  readonly words: (sentence: string) => boolean;
  /** The engines the words mean something in (a tab is the web's); all when left out. */
  readonly engines?: readonly ContractEngine[];
  /** Whether a step of a scenario, as that engine's replayer plays it, exercises it. */
  readonly shownBy: (step: ScenarioStep, engine: ContractEngine) => boolean;
};

/**
 * The words a scenario's name does not prove, with what each engine's replayer (e2e/js-scenarios.ts,
 * e2e/godot/kit_driver.gd, lib/mechanics/exporters/__fixtures__/GameHarness.cs) makes of a step.
 */
export const conditions: readonly Condition[] = [
  {
    id: 'input-moment',
    says: 'an input judged at its own moment between two frames',
    words: (sentence) => /\b(?:at (?:its|their) own (?:moment|time)|event time|when (?:it|they) happened|between (?:two )?frames|timeStamp)\b/i.test(sentence),
    // Every step of a scenario is applied at the start of a frame (core/contract.ts ScenarioStep), so no
    // scenario has an input between frames: only a test that stamps one there shows it.
    shownBy: () => false,
  },
  {
    id: 'window-focus',
    says: 'the window losing focus',
    words: (sentence) => /\bwindow\b/.test(sentence) && /\b(?:focus|blur)\b/i.test(sentence),
    // JavaScript's replayer plays focus-out as a hidden tab (document.hidden and visibilitychange); Unity's
    // as OnApplicationFocus(false) and OnApplicationPause(true); Godot's as NOTIFICATION_WM_WINDOW_FOCUS_OUT.
    shownBy: (step, engine) => step.do === 'focus-out' && engine !== 'js',
  },
  {
    id: 'tab-hidden',
    says: 'the tab hidden',
    words: (sentence) => /\btab\b/.test(sentence) && /\b(?:focus|hidden|return\w*|back)\b/i.test(sentence),
    engines: ['js'],
    shownBy: (step, engine) => step.do === 'focus-out' && engine === 'js',
  },
  {
    id: 'tap-anywhere',
    says: 'a press anywhere on the game',
    words: (sentence) => /\banywhere\b/i.test(sentence) && /\b(?:tap|press|click|finger)/i.test(sentence),
    // A press at a point of the view; a press on a named thing (a tile, a HUD button) is not one anywhere.
    shownBy: (step) => step.do === 'touch-down' || step.do === 'mouse-down',
  },
  {
    id: 'touch-as-touch',
    says: 'a finger read as touch, not as an emulated click',
    words: (sentence) => /\bread as touch\b|\btouch as touch\b|\bnot only as an emulated mouse\b/i.test(sentence),
    // Every replayer plays touch-down as a touch alone; JavaScript's press-on adds the click a browser
    // emulates, so a game that reads only clicks passes it.
    shownBy: (step, engine) => step.do === 'touch-down' || (step.do === 'press-on' && step.pointer === 'touch' && engine !== 'js'),
  },
  {
    id: 'undefined-kept',
    says: 'a setting given as undefined (Godot: null) left as it was',
    // JavaScript's words: a key given as undefined is "missing" to a reader (a React prop left unset), and "given" all the same.
    words: (sentence) => /\bchanges only what it is given\b|\bmissing one (?:is )?kept\b/i.test(sentence),
    // A scenario's update carries numbers (core/contract.ts): a key is given a value or left out, never undefined.
    shownBy: () => false,
  },
  {
    id: 'no-allocation',
    says: 'nothing allocated per frame in the engine itself',
    words: (sentence) => /\ballocat\w*\b/i.test(sentence) && /\b(?:no|nothing|zero)\b/i.test(sentence),
    // No scenario measures memory.
    shownBy: () => false,
  },
];

/** The games whose runs end by the rules (PhysicsDropper's board never does, and MemoryTiles' boards follow one another). */
const ending = ['double-tap-dash', 'rhythm-clacker', 'bounce-chain', 'timing-wheel'];
/** One scenario in each of some templates: `slug/name`. */
const each = (name: string, slugs: readonly string[] = ending) => slugs.map((slug) => `${slug}/${name}`);
/** The three frame-rate scenarios. */
const frameRates = ['frame-rate-30', 'frame-rate-60', 'frame-rate-144'];
/** Play by the mouse and by a finger (every template); with keys (every template but MemoryTiles, whose tiles are buttons). */
const play = ['mouse-play', 'touch-play'];
const keysToo = [...play, ...each('keys-play', ['physics-dropper', 'double-tap-dash', 'rhythm-clacker', 'bounce-chain', 'timing-wheel'])];


/** The API test that fails on a Godot signal whose kind is a String. */
const typedKinds = 'content/kit-api/kits.test.ts › the kit API data › %s in godot: the rest of its public API › carries no kind of event as a string';

/**
 * Tests named as proof (file › name), for the claims scenarios cannot show. A test of what the exporters
 * write the same way for every template (the page, the preset's loader, the settings script, the README's
 * commands) proves every template: `slugs: all`.
 */
const t = {
  pausedAtEnd: js('lib/mechanics/all-games/host-etiquette.test.ts › a host that pauses the game from inside the callback just before onEnd keeps its pause › %s', { slugs: ['double-tap-dash', 'timing-wheel'] }),
  noInput: unity('lib/mechanics/exporters/unity-package.test.ts › with no input backend (New without the package) every Game starts and runs, and one warning a Play says why (a second Play with domain reload off warns again: no static left from the first)', { slugs: all }),
  emptyScene: unity('lib/mechanics/exporters/unity-package.test.ts › %s in an empty scene: makes one orthographic Main Camera with an AudioListener, and the board is in view'),
  hostCamera: unity('lib/mechanics/exporters/unity-package.test.ts › %s takes over a rotated perspective Main Camera and frames the board exactly as its own camera would'),
  lateCamera: unity('lib/mechanics/exporters/unity-package.test.ts › %s: a Main Camera the host adds after the game started takes over (one camera, one listener, framed); destroying the game leaves no object or asset it made'),
  noLeaks: unity('lib/mechanics/exporters/unity-package.test.ts › %s: the materials, textures, sprites and clips it makes stay level over 20 rebuilds and are all destroyed with it'),
  urpEditor: unity("lib/mechanics/exporters/unity-package.test.ts › %s is seen in the editor on URP's 2D Renderer with no 2D light (drawn with the unlit sprite material a player uses), and leaves no material behind"),
  hud: unity('lib/mechanics/exporters/unity-package.test.ts › %s: every text the player reads at least 0.1 in (the same size at 1×, 2× and 3×), none clipped or overlapping, all inside the safe area of an iPhone 14 Pro in portrait and landscape'),
  unityCalibration: unity("lib/mechanics/exporters/unity-package.test.ts › %s: RhythmClacker's calibration outlives a relaunch and a restart (PlayerPrefs), and the config asset keeps its own value"),
  unityLatencyRule: unity("lib/mechanics/exporters/unity-package.test.ts › %s: RhythmClacker: an edit of config.inputLatency after a kept calibration wins from the next frame; calibrationKey empty reads no calibration (the config's applies)"),
  resourcesPreset: unity('lib/mechanics/exporters/csharp-compiles.test.ts › runs the README snippet: Resources.Load finds the preset where the zip puts it', { slugs: all }),
  ports: unity('lib/mechanics/exporters/unity-ports.test.ts › has traces for every ported model', { slugs: all }),
  csharpSamples: unity('content/kit-api/samples-csharp.test.ts › %s: its samples compile against its package with mcs and do what their pages say under mono'),
  godotActions: godot('lib/mechanics/exporters/godot-kits.test.ts › %s: its addon, instanced in the host scene, plays by keyboard; it adds its input actions, which the host lacks'),
  godotInputEvents: godot('lib/mechanics/exporters/godot-kits.test.ts › declare every input event of project.godot and of the actions the game registers for all devices (-1): a touch comes as a click of device -1', { slugs: all }),
  godotTres: godot('lib/mechanics/exporters/godot-kits.test.ts › DoubleTapDash follows its .tres: two taps 200 ms apart phase with a 350 ms window, dash twice with 180 ms'),
  godotLatencyRange: godot('lib/mechanics/exporters/godot-kits.test.ts › RhythmClacker calibrates to the Input Latency range of its settings script (room for Bluetooth headphones)'),
  godotShell: godot('lib/mechanics/all-games/godot-rules.test.ts › %s: holds no input, pause or HUD plumbing of its own'),
  godotTexts: godot('lib/mechanics/exporters/godot-kits.test.ts › %s (issue 45, G3): every string of play (HUD, veil, tiles, bins) is at least 0.1 in on the screen and inside its safe area'),
  godotAudio: godot('e2e/godot-audio.spec.ts › writes every calibration click and every clack of the song, on the beat within 1 ms, and after a pause nothing until play resumes on the beat', { slugs: ['rhythm-clacker'] }),
  fromJson: godot('lib/mechanics/exporters/godot.test.ts › reads a preset with a static from_json that parses with JSON.parse_string and warns on a newer schema', { slugs: all }),
  fromDisk: every('lib/mechanics/exporters/standalone.test.ts › runs its script from disk-like HTML: the script reads the preset', { slugs: all }),
  pageButtons: every('lib/mechanics/exporters/standalone.test.ts › wires Pause/Play, Restart and Mute, shows Play once a run ends, and gives the focus back to the game after each', { slugs: all }),
  configKeys: js('lib/mechanics/exporters/kit-page.test.ts › W5: config.json is the one preset: build-page.mjs writes it into index.html', { slugs: all }),
  noValues: js('lib/mechanics/physics-dropper/game.test.ts › plays with no values at all, at the defaults'),
  reducedMotion: js('lib/mechanics/memory-tiles/game.test.ts › follows prefers-reduced-motion when the option is left out'),
  reducedMotionCanvas: js('lib/mechanics/core/canvas-game.test.ts › follows prefers-reduced-motion when the option is left out', { slugs: canvasGames }),
  undefinedKept: js('lib/mechanics/all-games/host-etiquette.test.ts › update() with a setting given as undefined keeps it (N4)', { slugs: all, shows: ['undefined-kept'] }),
  windowFocus: js('lib/mechanics/all-games/host-etiquette.test.ts › the window losing focus pauses the game as a hidden tab does', { slugs: all, shows: ['window-focus', 'tab-hidden'] }),
  hostPauseHolds: js("lib/mechanics/all-games/host-etiquette.test.ts › the host's pause() holds until its start(), whatever the game saw first", { slugs: all, shows: ['window-focus', 'tab-hidden'] }),
  hostPauseBetween: js("lib/mechanics/all-games/host-etiquette.test.ts › the host's pause() between runs pauses as it does mid-run", { slugs: ['double-tap-dash', 'rhythm-clacker', 'bounce-chain', 'timing-wheel'] }),
  waitingStartRule: js('lib/mechanics/all-games/host-etiquette.test.ts › one start rule for a game that waits in "ready"', { slugs: all }),
  hostPauseRestart: js("lib/mechanics/all-games/host-etiquette.test.ts › a host's pause menu Restart (its pause(), later reset() then start())", { slugs: all }),
  pausePairs: js('lib/mechanics/all-games/host-etiquette.test.ts › onPause and onResume stay paired in any order', { slugs: all, shows: ['window-focus', 'tab-hidden'] }),
  runSeeds: js('lib/mechanics/all-games/host-etiquette.test.ts › without a seed every new run draws its own', { slugs: all }),
  hostPauseOverEnd: js("lib/mechanics/core/canvas-game.test.ts › under the host's pause() over its game-over screen, no tap, Space or R starts a run", { slugs: canvasGames }),
  manualLoop: js('lib/mechanics/core/canvas-game.test.ts › runs on the host\'s loop with { loop: "manual" }: no animation frames, step(seconds) and render() drive it', { slugs: canvasGames }),
  gamepad: js('lib/mechanics/double-tap-dash/game.test.ts › taps with a gamepad button, once per press'),
  mute: js('lib/mechanics/rhythm-clacker/game.test.ts › mutes and unmutes, and a muted start makes no sound at all'),
  audioAhead: js('lib/mechanics/rhythm-clacker/game.test.ts › makes no AudioContext until start(), then schedules clacks ahead on the audio clock'),
  suspend: js('lib/mechanics/rhythm-clacker/game.test.ts › suspends the audio clock while paused and resumes it on Play'),
  updateKeepsBegunClack: js('lib/mechanics/rhythm-clacker/game.test.ts › sound timing (what a player hears) › lets a clack that has begun ring on through update(): not cut in its attack, not started twice'),
  countIn: js('lib/mechanics/rhythm-clacker/game.test.ts › plays the count-in ticks on a first run'),
  resumeKeeps: js('lib/mechanics/rhythm-clacker/game.test.ts › drops no clack on a resume: what was queued stays queued through the suspended clock, and a key on it is judged on time'),
  updateKeeps: js('lib/mechanics/rhythm-clacker/game.test.ts › drops and moves no clack on update()'),
  sharedOutput: js("lib/mechanics/rhythm-clacker/game.test.ts › plays into the host's node given as `output` (its mix): no context of its own, the host's never suspended, resumed or closed; a pause stops what is queued, and after it the song goes on where it stopped"),
  unityWebFirstPress: unity('lib/mechanics/exporters/unity-package.test.ts › RhythmClackerGame in a Web build stands at its start', { slugs: ['rhythm-clacker'] }),
  godotSetSnapped: godot('content/kit-api/samples-godot.test.ts › every number setting set from code between its steps', { slugs: all }),
  controlsWords: every('lib/mechanics/exporters/kit.test.ts › controlsFor › says a key that acts on one thing', { slugs: ['memory-tiles'] }),
  notNumberDefault: js('lib/mechanics/core/kit-values.test.ts › readValues › warns about a value that is not a number', { slugs: all }),
  fallTime: js("lib/mechanics/physics-dropper/model.test.ts › fall time › Gravity's meaning says fallSeconds at every Gravity and Simulation Speed", { slugs: ['physics-dropper'] }),
  pegFade: js('lib/mechanics/physics-dropper/model.test.ts › settling and scoring › keeps the Bounciness a ball feels off pegs and walls for 2.5 board seconds', { slugs: ['physics-dropper'] }),
  binKeeps: js('lib/mechanics/physics-dropper/model.test.ts › settling and scoring › scores every ball at Bounciness', { slugs: ['physics-dropper'] }),
  rulesShape: js('lib/mechanics/all-games/kit-layers.test.ts › createModel returns the same shape in all six', { slugs: all }),
  godotHidden: godot('content/kit-api/samples-godot.test.ts › a key and a finger held when the host hides the game are let go', { slugs: all }),
  strayMiss: js('lib/mechanics/rhythm-clacker/model.test.ts › counts a tap with no note within the Good window as a stray Miss that breaks the combo but keeps the note', { slugs: ['rhythm-clacker'] }),
  fewTaps: js('lib/mechanics/rhythm-clacker/model.test.ts › measures nothing from fewer than three taps', { slugs: ['rhythm-clacker'] }),
  missPickedAgain: js('lib/mechanics/memory-tiles/model.test.ts › lets a tile of the missed pair be picked again at once as the next first flip', { slugs: ['memory-tiles'] }),
  refusesFull: js('lib/mechanics/physics-dropper/model.test.ts › balls in play › refuses drops once the board is full', { slugs: ['physics-dropper'] }),
  rulesReset: js('lib/mechanics/rhythm-clacker/model.test.ts › resets to the first moment'),
  rulesBpm: js('lib/mechanics/rhythm-clacker/model.test.ts › keeps the song position in beats when the BPM changes'),
  rulesMap: js('lib/mechanics/rhythm-clacker/model.test.ts › starts over on a new beat map and keeps a custom map over the setting'),
  songOver: js('lib/mechanics/rhythm-clacker/game.test.ts › a BPM or beat map change mid-run starts the song over: score 0 once, no old clack left sounding'),
  unityEventTime: unity("lib/mechanics/exporters/unity-package.test.ts › RhythmClackerGame judges a tap when it happened, by the Input System's event time: on the beat is 0 ms at 30, 60 and 144 fps", { shows: ['input-moment'] }),
  // Under mono on the StubPlayer's player loop, whose OnGUI passes run GUILayoutUtility.Begin as the engine does (a Layout
  // pass before each event while useGUILayout): the whole frame, IMGUI's part included; with the layout pass on it allocates.
  unityAllocation: unity('lib/mechanics/exporters/unity-package.test.ts › %s allocates no managed memory per frame in steady play, the whole modelled frame with its OnGUI passes, Layout included', { shows: ['no-allocation'] }),
  rhythmKeyTime: js('lib/mechanics/rhythm-clacker/game.test.ts › times a key by its event timeStamp, not by when the handler ran', { shows: ['input-moment'] }),
  memoryModel: js('lib/mechanics/memory-tiles/model.test.ts › replays the same game for the same seed and calls'),
  calibrateControl: every('lib/mechanics/exporters/standalone.test.ts › has a Calibrate control for a game that calibrates: it runs the round and says the latency it set', { slugs: ['rhythm-clacker'] }),
  pegField: unity('lib/mechanics/exporters/unity-package.test.ts › PhysicsDropperGame clamps a peg field nobody could build, one warning per field, and plays'),
  contractRules: every('lib/mechanics/all-games/contracts.test.ts › rule %s is proved by scenarios replayed in every engine it is stated for'),
  unityHostPause: unity("lib/mechanics/exporters/unity-package.test.ts › %s: %s at Time.timeScale 0 (the host's pause): Paused once, nothing of its own drawn (no veil, text or Restart), no press acts"),
  unityHostFinger: unity("lib/mechanics/exporters/unity-package.test.ts › %s: %s: the player's finger on the game does what it does alone while a finger of the host's is held"),
  unityHudBand: unity("lib/mechanics/exporters/unity-package.test.ts › %s: on a portrait phone (3×, and an iPhone 14 Pro in its safe area) the board's top edge stays put"),
  unityPauseBetween: unity("lib/mechanics/exporters/unity-package.test.ts › %s: Pause() between runs (after a run's end or a cleared board) fires Paused, shows \"Paused\" and no press starts a run"),
  unityGivenCamera: unity("lib/mechanics/exporters/unity-package.test.ts › %s frames the camera its view field names, leaving the host's Main Camera as it was"),
  unityNoHud: unity('lib/mechanics/exporters/unity-package.test.ts › %s: %s with drawHud off draws nothing of its own'),
  unityKeys: unity('lib/mechanics/exporters/unity-package.test.ts › %s: %s reads the keys the host set in its keys field'),
  unityBorrow: unity("lib/mechanics/exporters/unity-package.test.ts › %s gives back what it borrowed: disabled or destroyed, the host's Main Camera has every field back"),
  unityEditor: unity('lib/mechanics/exporters/unity-package.test.ts › %s in the editor: a click on the Inspector while playing (the Game view loses focus) pauses nothing and the click back is no countdown'),
  unityEditorClick: unity('lib/mechanics/exporters/unity-package.test.ts › in the editor, a config edited while the Game view is out of focus applies at once, and the click that brings the Game view back plays', { slugs: ['physics-dropper'] }),
  unityBeforeFirstFrame: unity('lib/mechanics/exporters/unity-package.test.ts › %s: before the first frame, IsPaused is true at once after a Pause() made before Awake and Resume() undoes it silently; the player leaving between Awake and the first frame holds the run from its start, and their return counts down'),
  unityAudioDevice: unity('lib/mechanics/exporters/unity-package.test.ts › RhythmClacker plays on after a change of the audio device', { slugs: ['rhythm-clacker'] }),
  unityEarlyPause: unity('lib/mechanics/exporters/unity-package.test.ts › %s: Pause() before Awake holds once the game wakes (Paused in its first frame, IsPaused until Resume()); Pause() then Resume() before it leaves the game playing'),
  unityBeforeAwake: unity('lib/mechanics/exporters/unity-package.test.ts › %s: every public method called before Awake (Restart, Pause, Resume, Calibrate) throws nothing'),
  unityTextMesh: unity("lib/mechanics/exporters/unity-package.test.ts › a host's focused TextMesh Pro input field keeps the keys (MICROLOOP_TMP)", { slugs: ['timing-wheel'] }),
  unityStylus: unity("lib/mechanics/exporters/unity-package.test.ts › input-system: %s scenario %s replays the TypeScript game's events with a stylus for its finger (the Input System's Pen)", { slugs: all }),
  unityToolkit: unity("lib/mechanics/exporters/unity-package.test.ts › %s: %s scenario %s replays the TypeScript game's events with the host's UI in UI Toolkit (UIDocument)", { slugs: all }),
  unityHostUiDefines: unity('lib/mechanics/exporters/unity-package.test.ts › every asmdef sets MICROLOOP_UGUI from com.unity.ugui and MICROLOOP_TMP from TextMesh Pro', { slugs: all }),
  unityEventTimeAll: unity("lib/mechanics/exporters/unity-package.test.ts › with the Input System, DoubleTapDash judges two taps 240 ms apart as a phase (a key's, or a stylus's stamped by the pen's own events) and TimingWheel stops at the same angle at 30, 60 and 144 fps", { slugs: ['double-tap-dash', 'timing-wheel'], shows: ['input-moment'] }),
  unityFrameRate: unity("lib/mechanics/exporters/unity-package.test.ts › on a phone a Game asks for the display's refresh rate", { slugs: ['timing-wheel'] }),
  unity6: unity('lib/mechanics/exporters/unity-package.test.ts › every .cs compiles with warnings as errors against the members Unity 6000.x changed', { slugs: all }),
  unityShellGames: unity('lib/mechanics/exporters/unity-shell.test.ts › %s: its Game reads no input, pause or HUD of its own (the shell does)'),
  unityTyped: unity('lib/mechanics/exporters/unity-shell.test.ts › %s: no event, UnityEvent or event struct of the package carries a string kind'),
  unityModules: unity('lib/mechanics/exporters/unity-shell.test.ts › %s: package.json depends on every module its code uses, and on no other'),
  unityWords: unity('lib/mechanics/exporters/unity-shell.test.ts › says what player-words.ts says, for the same moments and hands', { slugs: all }),
  unityPrompts: unity("lib/mechanics/exporters/unity-package.test.ts › says the prompt for a run's end in the words of the player's hands", { slugs: ['double-tap-dash'] }),
  unityLabels: unity('lib/mechanics/exporters/unity-shell.test.ts › names the Package Manager’s label of each Unity version the README covers', { slugs: all }),
  unityViewportSteer: unity("lib/mechanics/exporters/unity-package.test.ts › in a host camera's viewport rect (the right half of the screen), a finger or the mouse held on the left half of the game's view steers BounceChain left"),
  unityMemoryPlay: unity('lib/mechanics/exporters/unity-package.test.ts › %s: MemoryTilesGame plays a board by arrows and Space/Enter'),
  unityDropperPlay: unity('lib/mechanics/exporters/unity-package.test.ts › %s: PhysicsDropperGame plays its model: drops by Space, Enter, click and tap; events; restart'),
  unityTimeScaleRhythm: unity('lib/mechanics/exporters/unity-package.test.ts › RhythmClackerGame holds its song at Time.timeScale 0'),
  unityFocus: unity('lib/mechanics/exporters/unity-package.test.ts › %s: %s pauses on focus loss (Paused once, "Paused" drawn'),
  unityCountdown: unity('lib/mechanics/exporters/unity-package.test.ts › %s: %s tells a host the countdown after focus comes back'),
  unityEnabledBack: unity('lib/mechanics/exporters/unity-package.test.ts › %s: the host\'s pause (Time.timeScale 0) over a time away on the home screen, or begun during the countdown back', { shows: ['window-focus'] }),
  unityHostContinue: unity('lib/mechanics/exporters/unity-package.test.ts › %s: the host\'s pause (Time.timeScale 0) over a time away on the home screen, or begun during the countdown back'),
  godotEnterWhileAway: godot('lib/mechanics/exporters/godot-host-places.test.ts › %s: out of the tree, it follows its Window’s focus signals', { shows: ['window-focus'] }),
  godotZeroArea: godot('lib/mechanics/exporters/godot-host-places.test.ts › boots, every game in every place, with no script error', { slugs: ['memory-tiles'] }),
  godotFirstEntryAway: godot('lib/mechanics/exporters/godot-host-places.test.ts › %s: a game that enters the tree for the first time while the window is out of focus', { shows: ['window-focus'] }),
  unityHostSelected: unity("lib/mechanics/exporters/unity-package.test.ts › a control of the host's selected in its EventSystem", { slugs: ['timing-wheel'] }),
  unityKeysUnderHostUi: unity("lib/mechanics/exporters/unity-package.test.ts › %s: Space, Enter and the right arrow do nothing in the game while a control of the host's is selected"),
  // The model's rule in JavaScript, and the ports held to its golden traces in Godot and Unity.
  playerDropsCounted: [
    js('lib/mechanics/physics-dropper/model.test.ts › balls in play › counts a drop of the player\'s among the balls Particle Density keeps', { slugs: ['physics-dropper'] }),
    godot('lib/mechanics/all-games/godot-golden.test.ts › %s: every scenario matches the TypeScript model exactly', { slugs: ['physics-dropper'] }),
    unity('lib/mechanics/exporters/unity-ports.test.ts › %s: every record, event and number exact', { slugs: ['physics-dropper'] }),
  ],
  unityApiEdges: unity("lib/mechanics/exporters/unity-package.test.ts › %s: the config set to None while playing falls back to the package's preset"),
  godotHostMenuKeys: godot("lib/mechanics/exporters/godot-host-places.test.ts › %s: under the host's own pause (`paused = true`), Space and a click on the game reach the host's pause menu"),
  godotHostWindows: godot("lib/mechanics/exporters/godot-host-places.test.ts › %s: a window of the host's taking the focus", { shows: ['window-focus'] }),
  godotAppAwayPopup: godot("lib/mechanics/exporters/godot-host-places.test.ts › %s: the application leaving while a PopupMenu of the host's is open", { shows: ['window-focus'] }),
  godotInAWindow: godot("lib/mechanics/exporters/godot-host-places.test.ts › %s: in a Window node of the host's, the focus leaving that window", { shows: ['window-focus'] }),
  jsMemoryHostElement: js("lib/mechanics/memory-tiles/game.test.ts › before the first start, a click on an element of the host's put inside the game's element"),
  jsFocusInFrame: js("lib/mechanics/all-games/host-etiquette.test.ts › %s: the focus moving into a frame of the host's page", { slugs: all, shows: ['window-focus'] }),
  jsFramedAway: js('lib/mechanics/all-games/host-etiquette.test.ts › %s: a game made in a frame', { slugs: all, shows: ['window-focus'] }),
  godotRunWhileAway: godot('lib/mechanics/exporters/godot-host-places.test.ts › %s: a run the host begins while the player is away', { shows: ['window-focus'] }),
  jsRunWhileAway: js('lib/mechanics/all-games/host-etiquette.test.ts › %s: a run the host asks for while the player is away', { shows: ['window-focus', 'tab-hidden'] }),
  godotHostApiPause: godot('lib/mechanics/exporters/godot-host-places.test.ts › %s: the host’s own `paused`: its `true` during a focus loss’s pause', { shows: ['window-focus'] }),
  godotHostContinue: godot('lib/mechanics/exporters/godot-host-places.test.ts › %s: the host’s pause over a time away (focus lost, the tree paused, focus back) or over the countdown', { shows: ['window-focus'] }),
  godotOrientation: godot('lib/mechanics/exporters/godot-zip-import.test.ts › %s: the Project Manager finds the project, installs every file'),
  godotContainerSlot: godot('lib/mechanics/exporters/godot-host-places.test.ts › %s: in a Control of its own between a header and a footer in a VBoxContainer'),
  jsDestroyCounting: js('lib/mechanics/all-games/host-etiquette.test.ts › destroy() during the countdown back, at any of its steps, tells the host nothing', { slugs: all }),
  jsStartWhileAway: js("lib/mechanics/all-games/host-etiquette.test.ts › the host's pause() holds until its start(), whatever the game saw first › %s: the host\'s start() while the player is still away", { slugs: all, shows: ['window-focus', 'tab-hidden'] }),
  jsDestroyInCallback: js('lib/mechanics/all-games/host-etiquette.test.ts › a host that destroys the game from inside one of its callbacks hears nothing after', { slugs: ['double-tap-dash', 'rhythm-clacker', 'bounce-chain', 'timing-wheel'] }),
  jsHostPauseCounting: js("lib/mechanics/all-games/host-etiquette.test.ts › the host's pause() holds until its start(), whatever the game saw first › %s: a pause() of the host\'s during the countdown back", { slugs: all }),
  unityInputVersion: unity('lib/mechanics/exporters/unity-package.test.ts › %s: the Input System package before 1.9.0 (which loses a press and release in one frame) is named in one warning a Play'),
  unityHideHud: unity("lib/mechanics/exporters/unity-package.test.ts › %s with hideHudOnPause (a pause menu of the host's over the game) draws nothing while the host's Pause() holds it"),
  godotOneApi: godot('lib/mechanics/exporters/godot-host-places.test.ts › %s has the one API every game has'),
  unityModelShape: unity("lib/mechanics/exporters/unity-package.test.ts › %s: its public Model has the one shape every model has"),
  unityHostWorld: unity("lib/mechanics/exporters/unity-package.test.ts › %s: the host's world is not its UI"),
  jsSafeHud: js("lib/mechanics/all-games/hud-text.test.ts › the HUD inside the screen's safe area when the host's canvas covers a phone with a notch (issue 45) › %s: every HUD text inside the safe area", { slugs: ['physics-dropper', 'double-tap-dash', 'rhythm-clacker', 'bounce-chain', 'timing-wheel'] }),
  jsHeldThroughPause: js("lib/mechanics/bounce-chain/game.test.ts › steering held through the host's pause() steers again when play goes on"),
  jsHeldThroughPauseWheel: js("lib/mechanics/timing-wheel/game.test.ts › a hold through the host's pause() keeps its charge", { slugs: ['timing-wheel'] }),
  jsFingerThroughPause: js("lib/mechanics/bounce-chain/game.test.ts › a finger held through the host's pause() steers on", { slugs: ['bounce-chain'] }),
  jsSafeHudScroll: js("lib/mechanics/all-games/hud-text.test.ts › the HUD inside the screen's safe area when the host's canvas covers a phone with a notch (issue 45) › %s: a canvas the page scrolls under the notch moves its HUD out of it", { slugs: ['physics-dropper', 'double-tap-dash', 'rhythm-clacker', 'bounce-chain', 'timing-wheel'] }),
  godotBoots: godot('lib/mechanics/exporters/godot-host-places.test.ts › boots, every game in every place, with no script error', { slugs: all }),
  jsMomentsAtOnce: js("lib/mechanics/all-games/host-etiquette.test.ts › every new moment is told at once, not at the status's pace", { slugs: all }),
  jsTwoHoldsWheel: js("lib/mechanics/timing-wheel/game.test.ts › Space and a finger held into the host's pause()", { slugs: ['timing-wheel'] }),
  jsPausedUpdate: js("lib/mechanics/all-games/host-etiquette.test.ts › a setting changed under the host's pause keeps the game paused, and its status says so", { slugs: all }),
  jsClackOutput: js("lib/mechanics/rhythm-clacker/game.test.ts › plays into the host's node given as `output`"),
  unitySharedMain: unity("lib/mechanics/exporters/unity-package.test.ts › %s, taking the scene's Main Camera (view empty), names once a camera it cannot share"),
  unityAway: unity('lib/mechanics/exporters/unity-package.test.ts › %s back from 20 s on the home screen (a first frame whose unscaled delta is 20 s)'),
  unityRig: unity("lib/mechanics/exporters/unity-package.test.ts › %s with the host's Main Camera under a rig that moves 5 units"),
  unityLateFields: unity('lib/mechanics/exporters/unity-package.test.ts › %s: seed (and calibrationKey) set on the line after AddComponent apply from the first run'),
  unityDefaultSeed: unity('lib/mechanics/exporters/unity-package.test.ts › %s: seed defaults to 0: two launches deal different runs and Restart deals another'),
  unityListenerSwap: unity('lib/mechanics/exporters/unity-package.test.ts › %s keeps one enabled AudioListener, on its camera, through a camera change within a frame'),
  unityModelKept: unity('lib/mechanics/exporters/unity-package.test.ts › %s keeps one Model across runs: game.Model is the same object after Restart() and after R'),
  unityTwoGames: unity('lib/mechanics/exporters/unity-package.test.ts › two Games of two packages on a phone, the first destroyed while the second plays', { slugs: all }),
  unityUpdateMode: unity('lib/mechanics/exporters/unity-package.test.ts › with the Input System processing events in fixed update, or manually, a package\'s Games warn once a Play', { slugs: all }),
  unityKeyRange: unity('lib/mechanics/exporters/unity-package.test.ts › %s: every keyboard KeyCode (8 to 319) bound in keys is read when its key is pressed', { slugs: all }),
};

/** What starts the next run once a run has ended (Space, Enter, a click, a finger), in each engine: the JavaScript test first. */
const nextRunTests = [
  js('lib/mechanics/all-games/host-etiquette.test.ts › what starts the next run, as the READMEs say', { slugs: ['double-tap-dash', 'rhythm-clacker', 'bounce-chain', 'timing-wheel'] }),
  godot('content/kit-api/samples-godot.test.ts › the rules around the models (e2e/godot/rules_driver.gd) › what starts the next run, as the READMEs say', { slugs: ['double-tap-dash', 'rhythm-clacker', 'bounce-chain', 'timing-wheel'] }),
  unity('lib/mechanics/exporters/unity-package.test.ts › %s: DoubleTapDashGame taps by Space, Enter, click and tap', { slugs: ['double-tap-dash'] }),
  unity('lib/mechanics/exporters/unity-package.test.ts › %s: RhythmClackerGame judges Space, Enter, click and tap on its clock', { slugs: ['rhythm-clacker'] }),
  unity('lib/mechanics/exporters/unity-package.test.ts › %s: BounceChainGame steers by Right, D and a held click', { slugs: ['bounce-chain'] }),
  unity('lib/mechanics/exporters/unity-package.test.ts › %s: TimingWheelGame plays by held Space, Enter, mouse and finger', { slugs: ['timing-wheel'] }),
];

export const claimProofs: readonly ClaimProof[] = [
  // ---- Settings: clamped, kept, applied (update-partial plays an out-of-range value and a partial update).
  { says: 'A value outside its range is clamped to the nearest bound.', provedBy: ['update-partial'] },
  { says: 'values you leave out keep their defaults, and each is clamped to its range', provedBy: ['update-partial'] },
  { says: 'Out-of-range values are clamped to the nearest bound, so `gravity: 25` runs as 20.', provedBy: ['update-partial'] },
  { says: 'a Dictionary of any subset of them (snake_case names, each snapped and kept to its range', provedBy: ['update-each-setting', 'update-partial'] },
  {
    says: 'A value outside its range (from the Inspector or a preset) is clamped to it',
    provedBy: ['update-partial'],
    tests: [unity('lib/mechanics/exporters/unity-package.test.ts › PhysicsDropperGame clamps a peg field nobody could build, one warning per field, and plays')],
  },
  {
    says: 'An unknown key, a value that is not a number, or one out of range or off its step gets one `console.warn`',
    tests: [js('lib/mechanics/core/kit-values.test.ts › warns once per unknown key, naming it, and once per out-of-range value, naming the clamped value', { slugs: all })],
  },
  {
    says: 'An unknown setting or an out-of-range value gets one `console.warn`',
    tests: [js('lib/mechanics/core/kit-values.test.ts › warns once per unknown key, naming it, and once per out-of-range value, naming the clamped value', { slugs: all })],
  },
  {
    says: 'A preset JSON or Inspector value out of range, missing or of the wrong type is clamped',
    tests: [
      unity('lib/mechanics/exporters/unity.test.ts › snaps every setting to its step and clamps it to its range in OnValidate, falling back to the tuned value for NaN', { slugs: all }),
      unity('lib/mechanics/exporters/unity-package.test.ts › PhysicsDropperGame clamps a peg field nobody could build, one warning per field, and plays'),
    ],
  },
  {
    says: 'A settings `.tres` with a value out of range or of the wrong type loads with that value clamped',
    // The settings script's setters are generated alike for every template (exporters/godot.ts).
    tests: [godot('lib/mechanics/exporters/godot-kits.test.ts › DoubleTapDash loads a .tres with a value out of range or of the wrong type clamped to the range, with one warning naming each field', { slugs: all })],
  },

  // ---- Events and the end of a run.
  { says: 'Every game reports its score (', provedBy: ['touch-play'] },
  { says: 'also report the end of a run (`ended`, `Ended`, `onEnd`)', provedBy: each('touch-restart') },
  { says: 'PhysicsDropper’s board never ends, and MemoryTiles never ends a run either (its boards follow one another), so neither reports one:', provedBy: ['physics-dropper/restart-and-end', 'memory-tiles/board-cleared'] },
  { says: 'the root node emits `score_changed(score: int)` and, in a game whose runs end (not PhysicsDropper or MemoryTiles)', provedBy: ['touch-play', 'physics-dropper/restart-and-end'] },
  { says: 'A game you hide (`visible = false`) takes no input', tests: [godot('content/kit-api/samples-godot.test.ts › a game the host hid takes no press and leaves R to the host', { slugs: all })] },
  { says: 'A key or a finger held when you hide the game (or a parent of it) is let go', tests: [godot('content/kit-api/samples-godot.test.ts › a key and a finger held when the host hides the game are let go', { slugs: all })] },
  // Godot review 2 (W3): a hidden game pauses as on the host's paused tree.
  { says: '`game_paused` fires, and while it is hidden nothing moves or counts and no other signal fires', tests: [godot('content/kit-api/samples-godot.test.ts › a key and a finger held when the host hides the game are let go', { slugs: all })] },
  // Godot review 2 (V4): a kind the game has no word for.
  { says: 'A kind of event, result or grade you add to the model without a word for it in the game script is ignored', tests: [godot('content/kit-api/samples-godot.test.ts › a kind of event, result or grade a developer adds to a model without a word for it in the game is ignored', { slugs: all })] },
  { says: 'to the game\'s `settings`, at any time: while the game plays it takes effect as `update()`', tests: [godot('content/kit-api/samples-godot.test.ts › `settings` assigned while the game plays is what its model plays', { slugs: all })] },
  { says: 'assign another Resource (or a duplicate) at any time: while the game plays it takes effect as update()', tests: [godot('content/kit-api/samples-godot.test.ts › `settings` assigned while the game plays is what its model plays', { slugs: all })] },
  { says: '`settings` assigned while the game plays takes effect as `update()` with it does', tests: [godot('content/kit-api/samples-godot.test.ts › `settings` assigned while the game plays is what its model plays', { slugs: all })] },
  // Godot review 2 (W5): focus in the editor.
  { says: 'Run from the editor (in its own window or embedded in the Game view), a focus loss pauses nothing', tests: [godot('content/kit-api/samples-godot.test.ts › a focus loss pauses a running game in an export', { slugs: all, shows: ['window-focus'] })] },
  { says: 'An exported game pauses.', tests: [godot('content/kit-api/samples-godot.test.ts › a focus loss pauses a running game in an export', { slugs: all, shows: ['window-focus'] })] },
  { says: 'Run from the editor, a focus loss (a click on the Remote tree', tests: [godot('content/kit-api/samples-godot.test.ts › a focus loss pauses a running game in an export', { slugs: all, shows: ['window-focus'] })] },
  { says: 'The input actions the game added to the input map are erased once the last game that reads them is freed', tests: [godot('content/kit-api/samples-godot.test.ts › the input actions the shell added are erased once the last game that reads them is freed', { slugs: all }), godot('content/kit-api/samples-godot.test.ts › a host\'s run-time rebinding of an added action is kept while the game leaves the tree', { slugs: all })] },
  { says: 'A word wider than its tile at that size (a 6×6 board on a phone) shows its first letters and "…" on one line', tests: [godot('content/kit-api/samples-godot.test.ts › MemoryTiles: every tile’s word fits its tile on one line', { slugs: ['memory-tiles'] }), godot('content/kit-api/samples-godot.test.ts › MemoryTiles: a tile’s whole word is its accessible name, and the status line names it once the tile is picked', { slugs: ['memory-tiles'] })] },
  { says: 'Where a board\'s words do not fit even so (a 6×6 board in part of a phone\'s screen', tests: [godot('content/kit-api/samples-godot.test.ts › MemoryTiles: every tile’s word fits its tile on one line', { slugs: ['memory-tiles'] })] },
  { says: 'Your project resetting its input map while a game plays (`InputMap.load_from_project_settings()`', tests: [godot('content/kit-api/samples-godot.test.ts › the host resetting its input map while a game plays', { slugs: all })] },
  { says: 'Space or Enter on a focused tile is read by the game\'s shell like every other key', tests: [godot('content/kit-api/samples-godot.test.ts › MemoryTiles: Space on its focused tile goes through the shell', { slugs: ['memory-tiles'] })] },
  { says: 'A game you hide (or the SubViewportContainer that shows its SubViewport) pauses as on your paused tree', tests: [godot('content/kit-api/samples-godot.test.ts › a key and a finger held when the host hides the game are let go', { slugs: all }), godot('content/kit-api/samples-godot.test.ts › a game in a SubViewport whose SubViewportContainer the host hides stops too', { slugs: all })] },
  { says: 'A game you hide (`visible = false`, a parent of it, or the SubViewportContainer that shows its SubViewport) pauses as on your paused tree', tests: [godot('content/kit-api/samples-godot.test.ts › a key and a finger held when the host hides the game are let go', { slugs: all }), godot('content/kit-api/samples-godot.test.ts › a game in a SubViewport whose SubViewportContainer the host hides stops too', { slugs: all })] },
  { says: 'The `CALIBRATION_FILE` constant: the `calibration_file` export, with the same default path, takes its place.', tests: [godot('content/kit-api/samples-godot.test.ts › RhythmClacker: a calibrated latency is kept in user://microloop_rhythm_clacker.cfg', { slugs: ['rhythm-clacker'] })] },
  { says: '`calibration_file` names where the calibrated Input Latency is kept', tests: [godot('content/kit-api/samples-godot.test.ts › RhythmClacker: a calibrated latency is kept in user://microloop_rhythm_clacker.cfg', { slugs: ['rhythm-clacker'] })] },
  { says: 'Where a calibrated Input Latency is kept on this device (a ConfigFile), or "" to keep none.', tests: [godot('content/kit-api/samples-godot.test.ts › RhythmClacker: a calibrated latency is kept in user://microloop_rhythm_clacker.cfg', { slugs: ['rhythm-clacker'] })] },
  {
    says: 'RhythmClacker\'s line after a calibration round with too few presses and its status after a stray press (one near no note) speak to the player\'s hands from that table too',
    tests: [js("lib/mechanics/rhythm-clacker/game.test.ts › says a short calibration and a stray press in the words of the player's hands")],
  },
  { says: 'A gamepad press does nothing while your page has the focus elsewhere', tests: [js('lib/mechanics/double-tap-dash/game.test.ts › taps with a gamepad button, once per press, and not while the host')] },
  { says: 'MemoryTiles\' status names no Play button', tests: [js('lib/mechanics/memory-tiles/game.test.ts › takes a pick before the first start as the player', { slugs: ['memory-tiles'] })] },
  { says: '`update()` keeps a setting given as `null`, and one that is not a number', tests: [js('lib/mechanics/core/kit-values.test.ts › keeps a setting given as undefined or null', { slugs: all, shows: ['undefined-kept'] }), t.undefinedKept] },
  { says: 'Never fires: nothing ends this game’s run.', provedBy: ['physics-dropper/restart-and-end', 'memory-tiles/board-cleared'] },
  { says: 'never: no rule ends this game’s run (the signal is there', provedBy: ['physics-dropper/restart-and-end', 'memory-tiles/board-cleared'] },
  { says: 'MemoryTiles reports each cleared board instead', provedBy: ['memory-tiles/board-cleared', 'memory-tiles/board-smaller'] },
  { says: 'The run never ends by its rules.', provedBy: ['physics-dropper/restart-and-end'] },
  { says: 'the board never ends, so `ended` never fires', provedBy: ['physics-dropper/restart-and-end'] },
  { says: 'A shut gate ends the run; the next press starts another.', provedBy: ['touch-restart'] },
  { says: 'Falling off the bottom ends the run; the next press starts another.', provedBy: ['touch-restart'] },
  { says: 'the third lost life ends the run', provedBy: ['touch-restart'] },
  { says: 'the left mouse button or a finger: hold to charge the brake, let go to brake; after the third miss a press starts a new run', provedBy: [...keysToo, 'touch-restart'] },
  { says: '`onEnd({ score, text })`: onEnd is called once when a run ends by the rules', provedBy: ['touch-restart'] },
  { says: 'a board was cleared and graded 1 to 3 stars; the next pick deals the next board', provedBy: ['memory-tiles/board-cleared', 'memory-tiles/board-smaller'] },
  { says: 'A board was cleared, graded 1, 2 or 3 stars; the next pick deals the next board.', provedBy: ['memory-tiles/board-cleared', 'memory-tiles/board-smaller'] },
  // The next level's board: board-larger and board-smaller change the Board Size mid-run and pick on the new board.
  { says: 'The game emits `board_cleared` when a board is cleared', provedBy: ['memory-tiles/board-cleared', 'memory-tiles/board-smaller', 'memory-tiles/board-larger'] },
  {
    says: 'Where the calibrated latency is kept on the device (a localStorage key), or `false` for nowhere; a `latency` in `values` always wins over a stored one.',
    tests: [
      js('lib/mechanics/rhythm-clacker/game.test.ts › keeps a calibration per device (localStorage): a game made later reads it at start, a restart keeps it'),
      js('lib/mechanics/rhythm-clacker/game.test.ts › storage: false keeps no calibration on the device, and a named key keeps it there (N6)'),
    ],
  },
  { says: 'every bounce on a platform, before onScore reports the new total', provedBy: keysToo },
  { says: 'waits for Play, as its footer\'s "Press Play" says', tests: [js('lib/mechanics/exporters/standalone.test.ts › waits for Play in all six', { slugs: all })] },
  { says: 'Play, or the first click, tap, Space or Enter on the game, starts the run (it started on load', tests: [js('lib/mechanics/exporters/standalone.test.ts › waits for Play in all six', { slugs: all }), js('lib/mechanics/all-games/host-etiquette.test.ts › one start rule for a game that waits in "ready"', { slugs: all })] },
  { says: 'A game waiting for its first run (`autoStart: false`, or after `reset()`) starts on the player\'s Space, Enter, click or tap on it', tests: [js('lib/mechanics/all-games/host-etiquette.test.ts › one start rule for a game that waits in "ready"', { slugs: canvasGames }), js('lib/mechanics/core/canvas-game.test.ts › runCanvasGame: the canonical game around the rules › a game that waits in ready', { slugs: canvasGames })] },
  { says: 'A gamepad\'s A, B, X or Y starts a game waiting for its first run too', tests: [js('lib/mechanics/double-tap-dash/game.test.ts › createGame › a pad press starts a game that waits in ready')] },
  { says: 'The host\'s `pause()` before the first start pauses as it does mid-run', tests: [js('lib/mechanics/all-games/host-etiquette.test.ts › one start rule for a game that waits in "ready"', { slugs: all })] },
  { says: '`onPause` fires, "Paused" is shown, the status says "Paused · Ready · …" with no start prompt, and no press starts the game', tests: [js('lib/mechanics/all-games/host-etiquette.test.ts › one start rule for a game that waits in "ready"', { slugs: all }), js('lib/mechanics/core/canvas-game.test.ts › runCanvasGame: the canonical game around the rules › pause() and start() after it call onPause and onResume, in ready too', { slugs: canvasGames })] },
  { says: '`start()` then fires `onResume` and goes back to waiting, the run a press or another `start()` away', tests: [js('lib/mechanics/all-games/host-etiquette.test.ts › one start rule for a game that waits in "ready"', { slugs: all })] },
  { says: 'Before the first start, a pick on a tile starts the game (it turns nothing), and the tiles are not marked `aria-disabled` then', tests: [js('lib/mechanics/memory-tiles/game.test.ts › takes a pick before the first start as the player\'s start')] },
  { says: 'Every bounce on a platform, before `onScore` reports the new total.', provedBy: keysToo },
  { says: '`game_resumed()`: the game plays on after a pause', provedBy: ['pause-by-api', 'focus-lost-mid-run'] },

  // ---- Pause and restart, as the API pages word them beside the contract's rule.
  { says: 'Pauses the game, a run under way or not:', provedBy: ['pause-by-api'], tests: [t.unityPauseBetween] },
  { says: 'Paused fires, “Paused” is shown, nothing moves and presses do nothing until Resume() (between runs the press that would start the next one waits too).', provedBy: ['pause-by-api'], tests: [t.unityPauseBetween] },
  { says: '`Pause()` between runs pauses as it does mid-run:', tests: [t.unityPauseBetween] },
  { says: 'A finger your project holds (on your uGUI, or on your part of the screen outside the game\'s viewport) leaves the player\'s other fingers to the game:', tests: [t.unityHostFinger] },
  { says: 'The board no longer moves when the HUD\'s text gains or loses a line', tests: [t.unityHudBand] },
  { says: 'Paused fires, "Paused" is shown and no press starts the next run until `Resume()`, which fires Resumed (it held the game with no event and nothing on screen); a run `Restart()` begins while the application is away is reported paused too.', tests: [t.unityPauseBetween] },
  { says: 'Plays on after Pause():', provedBy: ['pause-by-api'] },
  { says: 'Starts over: score_changed(0) fires when the score was not 0, `ended` does not;', provedBy: ['restart-and-end'] },
  { says: 'setting it fires game_paused or game_resumed', provedBy: ['pause-by-api'] },
  // The HUD button by touch: RhythmClacker's scenario, and the Godot check every kit plays (exporters/godot-scenarios.ts).
  {
    says: '(R) or the Restart button in the top-right corner starts over.',
    provedBy: ['restart-and-end', 'rhythm-clacker/restart-by-touch'],
    tests: [godot('lib/mechanics/exporters/godot-scenarios.ts › godot-restart-button-by-touch')],
  },
  { says: 'Returning to the tab resumes after a 3 s countdown instead of at once.', provedBy: ['focus-lost-mid-run'] },
  // What starts the next run (review V8): Godot's end rule, beside its scenario.
  {
    says: 'then the game’s own press (Space, Enter, a click or a finger on the game) or `restart()` begins the next run.',
    provedBy: ['touch-restart'],
    tests: [godot('content/kit-api/samples-godot.test.ts › what starts the next run, as the READMEs say', { slugs: ['double-tap-dash', 'rhythm-clacker', 'bounce-chain', 'timing-wheel'] })],
  },
  // TimingWheel's own scenario; BounceChain's steering holds on the same canvas runtime, whose test lifts a second finger.
  {
    says: 'Lifting a second finger no longer ends a hold.',
    provedBy: ['timing-wheel/second-finger-lift-keeps-hold'],
    tests: [js('lib/mechanics/core/canvas-game.test.ts › takes the primary button of the primary pointer only, holds through a second finger', { slugs: canvasGames })],
  },

  // ---- Input: what a press does.
  { says: 'Drops an extra ball: at the pointer’s x for a click or a finger, near the middle for a key', provedBy: keysToo, tests: [t.refusesFull] },
  { says: 'Space or Enter drops an extra ball near the middle; a click or a tap drops one where you pressed, each finger its own.', provedBy: [...keysToo, 'physics-dropper/two-fingers-drop-two'] },
  { says: 'Space or Enter drops an extra ball near the middle; a click or a touch drops one where you point, each finger its own.', provedBy: ['physics-dropper/keys-play', 'physics-dropper/mouse-play', 'physics-dropper/touch-play', 'physics-dropper/two-fingers-drop-two'] },
  { says: 'Space, a click or a tap drops an extra ball.', provedBy: keysToo },
  { says: '(Space, Enter): drop a ball near the middle; a click or a finger drops one where it lands', provedBy: keysToo },
  { says: 'Space, Enter, a click or a tap dashes ahead; two within the Double-Tap Window phase', provedBy: [...keysToo, 'two-fingers-overlapping'] },
  { says: 'Space or Enter, or a tap let go within 0.25 s, nudges it toward the next platform.', provedBy: ['keys-nudge', 'touch-nudge'] },
  { says: '(Space, Enter), or a tap on the view let go within 0.25 s: nudge.', provedBy: ['keys-nudge', 'touch-nudge'] },
  { says: 'Hold to charge the brake; let go to brake: a full charge stops the wheel in Brake Time', provedBy: keysToo },
  { says: 'the left mouse button or a finger to charge the brake and let go to brake', provedBy: keysToo },
  { says: 'Press Play, then hold Space, the left mouse button or a finger to charge the brake', provedBy: keysToo },
  { says: 'Judges the nearest note as Perfect or Good; a tap with no note within the Good window is a stray Miss', provedBy: [...keysToo, 'no-note-before-audio'] },
  { says: 'A rhythm game judges a tap against the time the player heard the note', provedBy: frameRates },
  { says: 'Each tap is judged by its offset from the nearest note, corrected by the Input Latency', provedBy: [...keysToo, 'calibration-survives-restart'] },
  { says: 'no tap is judged before the run starts', provedBy: ['no-note-before-audio'] },
  { says: 'Picks during the peek, of a matched tile or of the move’s first tile again do nothing', provedBy: play },
  { says: 'Starts play as the first pick or Space does: the peek of a dealt board', provedBy: play },
  { says: 'Milliseconds of play, the rules’ clock (a tap is judged on it plus the frame time not yet stepped', provedBy: ['pause-by-api', ...frameRates], tests: [godot('content/kit-api/samples-godot.test.ts › DoubleTapDash judges a tap on the play time the last frame left', { slugs: ['double-tap-dash'] })] },

  // ---- Frame rate and the model's stepping. PhysicsDropper's sub-step counts are measured facts about its
  // model: content/docs-claims.test.ts reads every sentence that counts sub-steps and holds each count to the
  // model's clock; the frame-rate scenarios show the stepping gives one stream at 30, 60 and 144 fps.
  { says: 'sub-step', provedBy: frameRates, tests: [every('content/docs-claims.test.ts › counts PhysicsDropper’s sub-steps per board second')] },
  { says: 'so RhythmClacker stays on the beat at 30 fps and at 144 fps', provedBy: frameRates },
  {
    says: 'Android and iOS run at 30 fps otherwise.',
    tests: [unity('lib/mechanics/exporters/unity-package.test.ts › on a phone a Game asks for the display\'s refresh rate (phones default to 30 fps), unless the project set a rate', { slugs: all })],
  },

  // ---- RhythmClacker's sound: heard, not streamed, so proved by the audio tests.
  {
    says: 'RhythmClacker\'s clacks and calibration clicks reach the audio output',
    tests: [godot('e2e/godot-audio.spec.ts › writes every calibration click and every clack of the song, on the beat within 1 ms, and after a pause nothing until play resumes on the beat', { slugs: ['rhythm-clacker'] })],
  },
  {
    says: 'RhythmClacker holds its sound while paused',
    tests: [godot('e2e/godot-audio.spec.ts › writes every calibration click and every clack of the song, on the beat within 1 ms, and after a pause nothing until play resumes on the beat', { slugs: ['rhythm-clacker'] })],
  },
  {
    says: 'RhythmClacker never drops a clack on a resume or an `update()`',
    tests: [
      js('lib/mechanics/rhythm-clacker/game.test.ts › drops no clack on a resume: what was queued stays queued through the suspended clock, and a key on it is judged on time'),
      js('lib/mechanics/rhythm-clacker/game.test.ts › drops and moves no clack on update()'),
      js('lib/mechanics/rhythm-clacker/game.test.ts › plays the count-in ticks on a first run'),
    ],
  },
  {
    says: 'RhythmClacker compensates the audio output latency',
    tests: [
      js('lib/mechanics/rhythm-clacker/game.test.ts › judges a key on the heard beat near 0 ms: the output latency is compensated'),
      t.rhythmKeyTime,
    ],
  },
  {
    says: 'RhythmClacker queues its sounds half a second ahead',
    tests: [
      js('lib/mechanics/rhythm-clacker/game.test.ts › queues clacks far enough ahead that a stalled main thread drops none'),
      js('lib/mechanics/rhythm-clacker/game.test.ts › drops no clack on a resume: what was queued stays queued through the suspended clock, and a key on it is judged on time'),
    ],
  },
  {
    says: 'Sounds are scheduled on the AudioContext\'s clock half a second ahead',
    tests: [js('lib/mechanics/rhythm-clacker/game.test.ts › queues clacks far enough ahead that a stalled main thread drops none')],
  },
  {
    says: 'Before that first press the song stands still; after it, until the AudioContext runs, the song waits for the sound up to half a second',
    tests: [js('lib/mechanics/rhythm-clacker/game.test.ts › plays silently by the visual clock when Web Audio is missing or throws'), t.audioAhead, t.resumeKeeps],
  },
  { says: 'Silences or restores the clacks; play goes on in time either way.', tests: [js('lib/mechanics/rhythm-clacker/game.test.ts › mutes and unmutes, and a muted start makes no sound at all')] },
  {
    says: '**Sound and timing**: every clack is scheduled on the audio clock',
    tests: [t.unityEventTime],
  },
  {
    says: 'A measured offset rounded to the Input Latency step and clamped to its range.',
    provedBy: ['calibration-survives-restart'],
    tests: [js('lib/mechanics/rhythm-clacker/game.test.ts › measures a Bluetooth-sized latency: taps 300 ms late set 300 ms, inside the range')],
  },
  { says: 'A BPM or Beat Map change (where the game plays a built-in map) starts the song over', provedBy: ['update-each-setting'] },

  // ---- The kit's tools, not the game.
  {
    says: 'run it again** (Node only, no dependencies; it stops with an error',
    tests: [js('lib/mechanics/exporters/kit-readme-commands.test.ts › every JavaScript kit: each shell block runs as written, and the commands that need the registry name scripts the project has', { slugs: all })],
  },
  {
    says: '`npm run build:page` rebuilds it (Node only, no install)',
    tests: [js('lib/mechanics/exporters/kit-readme-commands.test.ts › every JavaScript kit: each shell block runs as written, and the commands that need the registry name scripts the project has', { slugs: all })],
  },


  // ---- Starting a run, a board; the end and the next run.
  { says: 'Starts playing at once instead of waiting for `start()` or the player’s first press (while the page is hidden', provedBy: ['touch-play'], tests: [t.waitingStartRule, t.jsRunWhileAway] },
  { says: 'Each finger is a tap of its own; after the run a tap starts the next.', provedBy: ['two-fingers-overlapping', 'touch-restart'] },
  { says: 'the run ended against a shut gate; the next press starts a new one', provedBy: ['touch-restart'] },
  { says: 'the ball fell off the bottom; the next press starts a new run', provedBy: ['touch-restart'] },
  { says: 'the third miss ended the run; the next press starts a new one', provedBy: ['touch-restart'] },
  { says: 'three misses (near misses included) end the run and the next press starts a new one', provedBy: [...keysToo, 'touch-restart'] },
  { says: 'The first board shows its tiles at once (and again after Restart); after a cleared board, Space, Enter, a click or a tap deals the next', provedBy: ['memory-tiles/board-cleared', ...play], tests: [unity('lib/mechanics/exporters/unity-package.test.ts › MemoryTilesGame starts its first board on its own', { slugs: ['memory-tiles'] })] },
  {
    says: 'starts a board when no tile has the focus (the game takes the focus only then',
    provedBy: play,
    tests: [
      godot('lib/mechanics/exporters/godot-kits.test.ts › MemoryTiles is played by focus + ui_accept on its tiles'),
      godot('lib/mechanics/exporters/godot-scenarios.ts › godot-takes-no-focus'),
      godot('content/kit-api/samples-godot.test.ts › a click or a finger anywhere on a game that says "Tap to start" starts it', { slugs: ['memory-tiles'], shows: ['tap-anywhere'] }),
    ],
  },
  { says: 'or the Calibrate button: a calibration round of eight clicks that sets the Input Latency', provedBy: ['rhythm-clacker/calibration-survives-restart', 'rhythm-clacker/calibrate-by-touch'] },
  { says: 'has a Calibrate control and starts on a tap ("Tap to start"); the tap that unlocks the sound is not judged', provedBy: ['rhythm-clacker/no-note-before-audio'], tests: [every('lib/mechanics/all-games/host-etiquette.test.ts › one start rule for a game that waits in "ready"', { slugs: ['rhythm-clacker'] }), t.calibrateControl] },

  // ---- Settings, as the tutorials and READMEs word them.
  { says: '`game.update({ speed: 7 })` changes values in the middle of a round', provedBy: ['update-partial'] },
  { says: 'a missing one takes its default, and `update()` changes only what it is given', provedBy: ['update-partial'], tests: [t.undefinedKept] },
  { says: 'The same as `model.update(changes)`.', provedBy: ['update-each-setting', 'update-partial'] },
  { says: 'Gravity sets how quickly a ball falls: a drop takes about (15 − Gravity) ÷ Simulation Speed seconds', provedBy: ['physics-dropper/update-each-setting'], tests: [t.fallTime] },
  { says: '`segments` (how many slices), `speed` (turns a second at the start)', provedBy: ['update-each-setting'] },
  { says: 'The board is read at the game’s first frame, so change it outside Play Mode.', tests: [t.pegField, t.csharpSamples] },
  { says: 'links and settings from 1.0.0 stay valid', tests: [every('lib/mechanics/releases.test.ts › say the Input Latency range the setting has', { slugs: ['rhythm-clacker'] })] },
  { says: 'UnityEvent gives the new score and `onLanded` the points a ball paid (the bin is `Landed`’s alone): wire either to any method that takes an int', tests: [t.csharpSamples] },
  { says: 'The game reuses the camera in its `view` field, else the scene\'s Main Camera, and points it straight at the board', tests: [t.hostCamera, t.lateCamera, t.emptyScene, t.unityGivenCamera] },
  { says: 'Where the board is drawn in the node’s own coordinates (', provedBy: ['godot-in-host-project'], tests: [t.godotOneApi, godot('lib/mechanics/exporters/godot-scenarios.ts › godot-board-centred-whole')] },

  // ---- Pausing, as the READMEs' event tables word it (Godot and Unity lose the window's focus in their scenarios).
  { says: '`paused` was set, the window lost focus (in an exported game), or the host paused the tree or hid the game.', provedBy: ['pause-by-api', 'focus-lost-mid-run', 'host-pause'], tests: [godot('content/kit-api/samples-godot.test.ts › a key and a finger held when the host hides the game are let go', { slugs: all })] },
  { says: '`game_paused()`: the game stopped without ending:', provedBy: ['pause-by-api', 'focus-lost-mid-run'] },
  { says: '| `Paused` | `onPaused` | none | play stopped without the run ending:', provedBy: ['pause-by-api', 'host-pause', 'focus-lost-mid-run'], tests: [t.unityHostPause, t.unityFocus] },

  // ---- The API pages' members that say what a clock or a threshold is.
  { says: 'A press on the view let go within this many seconds (0.25) is a tap: a nudge.', provedBy: ['bounce-chain/touch-nudge', 'bounce-chain/touch-steer'] },
  { says: 'Milliseconds of play in the current run, the clock taps are judged on: the sum of its frames’ times (0 again at each new run; still once the run has ended).', provedBy: ['double-tap-dash/frame-rate-30', 'double-tap-dash/frame-rate-144'] },
  { says: 'The default PlayerPrefs key that keeps this device’s calibrated Input Latency.', tests: [t.unityCalibration] },
  { says: 'The PlayerPrefs key this device’s calibration is kept under', tests: [t.unityLatencyRule] },
  { says: 'Drops this device’s calibration and deletes it from PlayerPrefs', tests: [t.unityLatencyRule] },
  { says: '**Calibration**: it is kept in PlayerPrefs under the Game\'s `calibrationKey`', tests: [t.unityCalibration, t.unityLatencyRule] },
  { says: 'The game takes its camera at its first frame and reads `view` every frame', tests: [t.unityGivenCamera] },
  { says: '`calibrationKey` names the PlayerPrefs key (empty: nothing stored or read) and `ForgetCalibration()` drops it', tests: [t.unityLatencyRule] },
  { says: '`ForgetCalibration()` drops the kept one.', tests: [t.unityLatencyRule] },
  { says: '*Import* opens a file dialog, its button reads *Import*', notAClaim: 'the engine’s own controls, read in its source (lib/mechanics/kit-quick-start.ts)' },

  // ---- Memory per frame: no scenario measures it; the Unity test counts the kit's code but not the engine's IMGUI layout.
  { says: 'No managed memory is allocated per frame in steady play, the HUD included.', tests: [t.unityAllocation] },
  { says: 'In steady play nothing is allocated per frame, HUD included', tests: [t.unityAllocation] },
  // The model's step is plain C#: mono runs it as Unity does.
  { says: '`Contact` is a struct, so a step allocates nothing', tests: [{ ...t.unityAllocation, slugs: ['bounce-chain'], shows: ['no-allocation'] }] },

  // ---- The 1.2.0 changelog (lib/mechanics/releases.ts).
  {
    says: 'events; losing focus pauses the game, shows "Paused", lets go of held input without acting and resumes after "Resuming in 3…".',
    provedBy: ['focus-lost-mid-run', 'focus-lost-while-held', 'pause-by-api'],
    tests: [unity('lib/mechanics/exporters/unity-package.test.ts › %s: %s pauses on focus loss (Paused once, "Paused" drawn')],
  },
  {
    says: 'signals; losing focus pauses the game, shows "Paused", lets go of held input without acting and resumes after "Resuming in 3…".',
    provedBy: ['focus-lost-mid-run', 'focus-lost-while-held', 'pause-by-api'],
  },
  // MemoryTiles' 1.2.0 "run" was a board: the tap after a cleared board deals the next one still.
  { says: 'After a run has ended, a tap starts the next.', provedBy: [...each('touch-restart'), 'memory-tiles/board-cleared'] },
  // Unity's replay records Judged's DashJudgement, which the game reads from each DashEvent's Judgement.
  { says: '`DashEvent.Judgement`: an event\'s judgement, as `Judged` carries it.', provedBy: ['double-tap-dash/touch-play', 'double-tap-dash/two-fingers-overlapping'] },
  { says: '`Restart()` raises `ScoreChanged(0)` when the score was not 0, and never `Ended`.', provedBy: ['restart-and-end'] },
  { says: 'On a phone the game asks for the display\'s refresh rate, unless the project set a frame rate.', tests: [unity("lib/mechanics/exporters/unity-package.test.ts › on a phone a Game asks for the display's refresh rate", { slugs: all })] },
  { says: 'RhythmClacker judges a tap by the Input System\'s event time, so the frame rate no longer moves a judgement.', provedBy: ['rhythm-clacker/frame-rate-30', 'rhythm-clacker/frame-rate-144'], tests: [t.unityEventTime] },
  {
    says: 'A Play sample (Package Manager › Samples) and a Tools › Microloop menu item that plays the game in a new scene.',
    tests: [unity('lib/mechanics/exporters/unity-sample.test.ts › %s: package.json declares Samples~/Play'), unity('lib/mechanics/exporters/unity-sample.test.ts › %s: an Editor-only asmdef (left out of player builds) holds Tools/Microloop/Play <Name>')],
  },
  {
    says: 'Every class name, inner class and type the addon declares starts with the template\'s name',
    provedBy: ['godot-in-host-project'],
    tests: [godot('lib/mechanics/exporters/godot-kits.test.ts › owns a class_name for every short name a kit gives a type', { slugs: all })],
  },
  { says: '`update()` takes a Dictionary of any of the settings, each clamped to its range; the ones left out keep their values.', provedBy: ['update-each-setting', 'update-partial'] },
  { says: 'Touch is read as touch, with or without mouse emulation, and a second finger is a tap of its own.', provedBy: ['touch-play', 'godot-touch-no-mouse-emulation', 'two-fingers-overlapping'] },
  { says: 'The game plays in a host project\'s scene: under its Camera2D, moved and scaled, beside its focused controls.', provedBy: ['godot-in-host-project'] },
  { says: 'A new Board Size from `update()` deals a new board at once, and every tile can be picked.', provedBy: ['memory-tiles/board-larger', 'memory-tiles/board-smaller'] },
  { says: 'RhythmClacker keeps its calibration per device in `user://microloop_rhythm_clacker.cfg`.', provedBy: ['rhythm-clacker/calibration-survives-restart'] },
  {
    says: 'RhythmClacker\'s sound starts on the first touch on Android and iOS, and asks for playback where `navigator.audioSession` exists.',
    tests: [js("lib/mechanics/rhythm-clacker/game.test.ts › resumes the AudioContext on a touch's release too (pointerup, touchend, click), and asks for playback where navigator.audioSession exists")],
  },
  {
    says: 'A canvas handed over hidden, sized by its page\'s CSS or created again after `destroy()` keeps its size on every screen.',
    provedBy: ['js-canvas-handed-over-hidden', 'destroy-recreate'],
    tests: [js('e2e/js-kits.spec.ts › hosted at devicePixelRatio', { slugs: canvasGames })],
  },
  { says: 'The board is drawn whole and centred in a landscape, a portrait and a square view.', tests: [godot('lib/mechanics/exporters/godot-kits.test.ts › %s (N12, issue 38): draws its board whole and centred')] },
  { says: 'The board is drawn whole and centred in a landscape, a portrait and a square element.', tests: [js('e2e/js-kits.spec.ts › draws its board centred and whole in a host element', { slugs: all })] },
  {
    says: 'PhysicsDropper\'s physics runs at most 2,500 steps a real second whatever the settings',
    provedBy: ['physics-dropper/frame-rate-30', 'physics-dropper/frame-rate-144', 'physics-dropper/update-each-setting'],
    tests: [
      js('lib/mechanics/physics-dropper/model.test.ts › never runs more than 2,500 sub-steps a real second at any setting'),
      godot('lib/mechanics/all-games/godot-golden.test.ts › physics_dropper/busiest: the GDScript model runs at most maxSubStepsPerSecond', { slugs: ['physics-dropper'] }),
      unity('lib/mechanics/exporters/unity-ports.test.ts › physics-dropper/busiest: the C# model runs at most maxSubStepsPerSecond'),
    ],
  },
  {
    says: 'The HUD draws its letters and buttons the same size on the screen at any density',
    tests: [
      t.godotTexts,
      godot('content/kit-api/samples-godot.test.ts › %s draws its HUD by the rule for where it is shown'),
    ],
  },
  { says: '"Paused" and the countdown are drawn over the board (they were drawn off the canvas).', tests: [js('lib/mechanics/all-games/hud-text.test.ts › %s: every text the same CSS size at devicePixelRatio 1, 2 and 3')] },
  { says: 'The game draws its text at 12 CSS px or more, and wraps it on a narrow portrait canvas', tests: [js('lib/mechanics/all-games/hud-text.test.ts › %s: every text the same CSS size at devicePixelRatio 1, 2 and 3')] },
  { says: 'The HUD\'s text and buttons scale with `Screen.dpi`', tests: [t.hud] },
  { says: '`npm install`, then `npm run dev` plays it.', tests: [js("e2e/js-kits.spec.ts › from the Download button to playing in the README's counted actions", { slugs: all })] },

  // ---- Not about what a kit does.
  { says: 'a ball drops through pegs into scoring buckets', notAClaim: 'the company’s story: the idea it began with' },
  { says: 'A neon pachinko board where clearing a row of pegs drops the gravity', notAClaim: 'a showcase project by a customer, not a kit' },
  { says: 'The link keeps your values.', notAClaim: 'the Playground page’s address, not a kit' },
  { says: 'the kit keeps your values', notAClaim: 'the download carries the tuned values (a build step checked by the kit tests), not a run-time behaviour' },
  { says: 'A PATCH release fixes something and changes nothing you rely on', notAClaim: 'the versioning policy' },
  { says: 'download the new version with the same values (the template page keeps them in its URL)', notAClaim: 'the template page’s address, not a kit' },
  { says: 'tap to dash, double-tap to phase through hazards before the lane snaps shut', provedBy: ['double-tap-dash/two-fingers-overlapping', 'double-tap-dash/touch-play'] },
  { says: 'Keep the ball alive by chaining bounces across moving platforms', provedBy: ['bounce-chain/touch-play', 'bounce-chain/keys-nudge'] },
  { says: 'Plinko drops, tap, rhythm, memory, bounce chain and timing wheel templates', notAClaim: 'the home page’s list of the templates' },

  // ---- Playing in each engine, with the tuned values (every engine replays the scenarios from its kit as shipped).
  { says: 'Every template runs on first launch', provedBy: ['touch-play'] },
  { says: 'Every template reads its tuning from one config with the same settings in all three engines', provedBy: ['update-each-setting'] },
  { says: 'It plays, and it hands your engine the same settings:', provedBy: ['touch-play', 'update-each-setting'] },
  { says: 'Run Project plays the main scene.', provedBy: ['touch-play'] },
  { says: 'The main scene plays the game with your values', provedBy: ['touch-play'], tests: [t.godotTres] },
  { says: 'then F5 (Cmd+B on macOS) plays a board.', provedBy: ['memory-tiles/touch-play'] },
  { says: 'then open `index.html`: it plays from disk, offline.', tests: [t.fromDisk] },
  { says: 'the game plays, in Godot 4.3 to 4.6', provedBy: ['touch-play'] },
  { says: 'a new Resource applies from the next step, as `update(settings)` does', provedBy: ['update-each-setting', 'update-partial'], tests: [godot('content/kit-api/samples-godot.test.ts › `settings` assigned while the game plays is what its model plays', { slugs: all })] },
  { says: 'In Godot, assign `settings` or call `update(settings)`: either applies from the next step.', provedBy: ['update-each-setting', 'update-partial'], tests: [godot('content/kit-api/samples-godot.test.ts › `settings` assigned while the game plays is what its model plays', { slugs: all })] },
  { says: 'Call `game.update({ gravity: 12 })` to change values while it runs', provedBy: ['update-partial'] },
  { says: 'hand the game a different one, instead of editing fields from code: it applies from the next frame', provedBy: ['update-each-setting'] },
  { says: 'it cancels the animation frame loop and removes its listeners', provedBy: ['destroy-recreate'] },
  { says: 'the same seed and the same input replay the same run', provedBy: ['touch-play', ...frameRates] },
  { says: 'the same seed replays the same run', provedBy: ['touch-play', ...frameRates] },
  // Each template's model, as createModel returns it: the same seed and input replay the same run.
  {
    says: 'a seed that replays the same run, `step(seconds)` and the game’s input methods',
    tests: [
      t.memoryModel,
      js('lib/mechanics/physics-dropper/model.test.ts › replays exactly for the same seed and differs for another'),
      js('lib/mechanics/double-tap-dash/model.test.ts › plays the same run for the same seed and taps'),
      js('lib/mechanics/rhythm-clacker/model.test.ts › replays exactly for a seed'),
      js('lib/mechanics/bounce-chain/model.test.ts › replays the same run after reset'),
      js('lib/mechanics/timing-wheel/model.test.ts › replays the same run for the same seed, and another for another seed'),
    ],
  },
  {
    says: 'keeps it on the device (localStorage, under the key the `storage` option names, or nowhere with `storage: false`) and plays it next time when `values` gives no `latency`',
    tests: [
      js('lib/mechanics/rhythm-clacker/game.test.ts › keeps a calibration per device (localStorage): a game made later reads it at start, a restart keeps it'),
      js('lib/mechanics/rhythm-clacker/game.test.ts › storage: false keeps no calibration on the device, and a named key keeps it there (N6)'),
    ],
  },
  { says: 'Draws the current moment; call it after `step()` in your own loop.', tests: [t.manualLoop] },
  { says: '`createGame(canvas, values, options)` draws the rules on a `<canvas>` and takes keys, mouse, pen and touch.', provedBy: keysToo },
  { says: '`createGame(canvas)` with no values plays the defaults instead of throwing.', tests: [t.noValues] },
  { says: 'It follows `prefers-reduced-motion`', tests: [t.reducedMotion, t.reducedMotionCanvas, t.windowFocus] },
  { says: 'force calm drawing on or off (it follows the player', tests: [t.reducedMotion, t.reducedMotionCanvas] },
  { says: 'a gamepad’s face button dashes ahead, and a quick double tap phases you through a gate', provedBy: [...keysToo, 'two-fingers-overlapping'], tests: [t.gamepad] },
  { says: 'A tap dashes; a second tap within the Double-Tap Window phases: for 0.55 s the runner goes through any gate, even a shut one, and the next phase can start 0.35 s after it ends.', provedBy: [...keysToo, 'two-fingers-overlapping'] },
  { says: 'Space, or a quick tap on the game, nudges the ball toward the next platform.', provedBy: ['keys-nudge', 'touch-nudge'] },
  { says: 'Nudges the ball toward the nearest platform below', provedBy: ['keys-nudge', 'touch-nudge'] },
  { says: 'Steers the ball left while held.', provedBy: ['keys-steer', 'touch-steer'] },
  { says: 'Steers the ball right while held.', provedBy: ['keys-steer', 'touch-steer'] },
  {
    says: 'a pick counted: the first tile of a move, a match (before onScore reports the new total) or a miss',
    provedBy: play,
    tests: [js('lib/mechanics/memory-tiles/game.test.ts › keeps a match face up and matched, scores it and tells onJudged every pick: first, match, then a miss'), js('lib/mechanics/memory-tiles/game.test.ts › clears the board, grades it in onClear (after its last onJudged and onScore) and the status, never onEnd, then deals the next board on a pick')],
  },
  {
    says: '`onClear({ stars, moves, pairs, board, streak, score, text })`: a board was cleared, after its last onScore: its grade; the next pick deals the next board.',
    provedBy: ['memory-tiles/board-cleared'],
    tests: [js('lib/mechanics/memory-tiles/game.test.ts › clears the board, grades it in onClear (after its last onJudged and onScore) and the status, never onEnd, then deals the next board on a pick')],
  },
  { says: 'a board was cleared: moves, stars (1 to 3) and the streak', provedBy: ['memory-tiles/board-cleared'] },
  // The Godot model is held to the TypeScript model by the golden traces; these show the score kept into the next board.
  {
    says: 'The score carries over.',
    tests: [
      godot('lib/mechanics/all-games/godot-golden.test.ts › %s: every scenario matches the TypeScript model exactly', { slugs: ['memory-tiles'] }),
      js('lib/mechanics/memory-tiles/model.test.ts › deals a new board of a new Board Size at once, unseen or mid-board (score, streak and round kept)'),
      js('lib/mechanics/memory-tiles/game.test.ts › clears the board, grades it in onClear (after its last onJudged and onScore) and the status, never onEnd, then deals the next board on a pick'),
    ],
  },
  {
    says: 'localStorage key `microloop:rhythm-clacker:latency` (the `storage` option names another, or `false` keeps it nowhere; a `latency` passed in `values` wins over it)',
    tests: [
      js('lib/mechanics/rhythm-clacker/game.test.ts › keeps a calibration per device (localStorage): a game made later reads it at start, a restart keeps it'),
      js('lib/mechanics/rhythm-clacker/game.test.ts › storage: false keeps no calibration on the device, and a named key keeps it there (N6)'),
    ],
  },
  // Kits 2.0.0, JavaScript (issues 44-46).
  {
    says: 'No rule ends a MemoryTiles run, so `onEnd` never fires',
    provedBy: ['memory-tiles/board-cleared', 'memory-tiles/board-smaller'],
    tests: [js('lib/mechanics/memory-tiles/game.test.ts › clears the board, grades it in onClear (after its last onJudged and onScore) and the status, never onEnd, then deals the next board on a pick')],
  },
  { says: 'MemoryTiles calls `onJudged` before `onScore` reports the pair', tests: [js('lib/mechanics/memory-tiles/game.test.ts › clears the board, grades it in onClear (after its last onJudged and onScore) and the status, never onEnd, then deals the next board on a pick')] },
  // Issue 46: one name for a press's outcome. The JavaScript scenario recorder (all-games/scenario-games.ts) and the
  // Chromium replay (e2e/js-scenarios.ts) record each game's judged events from onJudged itself; the other renames'
  // lines (TimingWheel, RhythmClacker, DoubleTapDash) claim no behaviour, the vocabulary test holds them.
  { says: '`onMatch` is now `onJudged({ result, symbol, moves, matchedPairs, pairs })`', provedBy: play, tests: [js('lib/mechanics/memory-tiles/game.test.ts › keeps a match face up and matched, scores it and tells onJudged every pick: first, match, then a miss'), every('lib/mechanics/all-games/contracts.test.ts › a press’s outcome is onJudged / Judged / judged in every game that judges one', { slugs: ['memory-tiles'] })] },
  {
    says: '`update()` keeps a setting given as `undefined`',
    tests: [js('lib/mechanics/all-games/host-etiquette.test.ts › update() with a setting given as undefined keeps it (N4)', { slugs: all, shows: ['undefined-kept'] }), js('lib/mechanics/all-games/kit-layers.test.ts › createModel(...).update takes any subset', { slugs: all })],
  },
  { says: 'The window losing focus pauses a running game as a hidden tab does', tests: [t.windowFocus] },
  { says: 'The host\'s `pause()` holds until its `start()`, even when the game had already paused itself', tests: [t.hostPauseHolds, t.hostPauseOverEnd] },
  {
    says: 'The host\'s `pause()` after a run ended pauses as it does mid-run',
    tests: [t.hostPauseBetween, t.hostPauseOverEnd],
  },
  {
    says: '`onPause` fires, "Paused" is shown and no press starts the next run until `start()`, which fires `onResume` and goes back to the run\'s end',
    tests: [t.hostPauseBetween, t.hostPauseOverEnd],
  },
  { says: 'DoubleTapDash reads a gamepad already connected when the game is made', tests: [t.gamepad] },
  // The JavaScript kit README's Controls (review 5 P4): the pad's lines, as the contract's jsPad words them.
  {
    says: 'A gamepad’s face button (A, B, X or Y on a standard pad: buttons 0 to 3) taps: it dashes, and a second press within the Double-Tap Window phases: for 0.55 s the runner goes through any gate, even a shut one, and the next phase can start 0.35 s after it ends.',
    provedBy: [...keysToo, 'two-fingers-overlapping'],
    tests: [t.gamepad, js('lib/mechanics/double-tap-dash/game.test.ts › each face button of a standard pad (A, B, X, Y: buttons 0 to 3) taps, a shoulder button does not')],
  },
  {
    says: 'A gamepad press also starts a game that waits: the first run (before it started, or after `reset()`) and the next run after one ended.',
    tests: [
      js('lib/mechanics/all-games/prompt-words.test.ts › a gamepad player reads the pad’s words (A), in the canvas and the status line, and the pad starts the next run as they say', { slugs: ['double-tap-dash'] }),
      js("lib/mechanics/double-tap-dash/game.test.ts › a pad press starts a game that waits in ready (autoStart false, after reset()), as after a run's end", { slugs: ['double-tap-dash'] }),
    ],
  },
  {
    says: 'A gamepad player reads the pad\'s words, "A: dash · A twice: phase" on the canvas and "Press A to play again" in the status, and a pad press after a run ended starts the next',
    tests: [js('lib/mechanics/all-games/prompt-words.test.ts › a gamepad player reads the pad’s words (A), in the canvas and the status line, and the pad starts the next run as they say', { slugs: ['double-tap-dash'] })],
  },
  // The contract's pause moment between runs (review 2 of 2026-11-29, JS row 3): the JS host and Unity's R6 behave alike.
  // The JavaScript README's pause, start, reset, onPause and onResume (review 6 N1, N4): the host's pause() in ready too.
  { says: '`pause()` holds the game the same way: onPause fires, “Paused” is shown and no press starts a run until `start()`.', tests: [t.hostPauseBetween, t.hostPauseOverEnd, t.waitingStartRule] },
  { says: 'A running game stopped without ending (the API’s pause, the host’s pause, or the window or tab losing focus), or the host’s `pause()` before the first start', provedBy: ['pause-by-api', 'host-pause', 'focus-lost-mid-run'], tests: [t.windowFocus, t.waitingStartRule, t.hostPauseBetween] },
  { says: 'A paused game runs again (`start()` after a pause, or the end of the “Resuming in 3…” countdown after focus came back); after a `pause()` before the first start', provedBy: ['pause-by-api', 'focus-lost-mid-run', 'host-pause-restart'], tests: [t.waitingStartRule, t.hostPauseBetween, t.hostPauseRestart, t.pausePairs] },
  { says: 'After a `pause()` before the first start or after a run ended, `start()` calls onResume and the game waits again: a press or a second `start()` begins the run.', tests: [t.waitingStartRule, t.hostPauseBetween] },
  { says: 'after a `pause()` before the first start it calls onResume and the game waits again: a press or a second `start()` begins the run.', tests: [t.waitingStartRule] },
  { says: '`reset()` goes back to the first moment of a run and leaves the game waiting in ready, as before the first start (its status ends with the start prompt)', provedBy: ['restart-and-end'], tests: [t.waitingStartRule] },
  // A host's pause menu's Restart (review 8 R1): held through reset(), and start() resumes into the new run.
  { says: 'Under the host’s `pause()` the game stays held through `reset()`', provedBy: ['host-pause-restart'], tests: [t.hostPauseRestart, t.pausePairs] },
  { says: 'A host\'s pause menu\'s Restart (`pause()`, then `reset()` and `start()`): the game stays held through `reset()`', provedBy: ['host-pause-restart'], tests: [t.hostPauseRestart, t.pausePairs] },
  // A new seed for each new run unless one was given (review 8 R2), as Unity's seed 0 and Godot's run_seed 0.
  { says: 'a number every run replays: the first, and each new one after `reset()`, R or a run\'s end.', tests: [t.runSeeds] },
  { says: '`update()` no longer cuts a clack that has begun', tests: [t.updateKeepsBegunClack] },
  { says: 'Left out, each new run draws its own seed.', tests: [t.runSeeds] },
  { says: 'Seeds the game’s random numbers: every run replays it, the first and each new one after `reset()`', tests: [t.runSeeds] },
  { says: 'Without a `seed`, each new run (`reset()`, R, the next run after an end) draws its own seed', tests: [t.runSeeds] },
  { says: 'Between runs (after a run ended) `Pause()` holds the game the same way:', tests: [t.unityPauseBetween] },
  {
    says: '`ParamSpec.device` (optional, `true`): the setting is the player',
    // One page for every kit (standalone.ts); RhythmClacker's latency is the only device setting there is.
    tests: [js("lib/mechanics/exporters/standalone.test.ts › gives RhythmClacker no latency when the preset leaves it at its default", { slugs: all })],
  },
  { says: 'The `.d.ts` takes what the game takes', tests: [js('content/js-examples.test.ts › the kit’s .d.ts takes a setting or an option given as null or undefined, under strict and exactOptionalPropertyTypes', { slugs: all })] },
  {
    says: '`null` is "not given" wherever `undefined` is',
    tests: [
      js('lib/mechanics/core/kit-values.test.ts › reads a setting given as null as one not given', { slugs: all }),
      js('lib/mechanics/all-games/host-etiquette.test.ts › a setting or an option given as null is one not given', { slugs: all }),
      js('lib/mechanics/all-games/kit-layers.test.ts › createModel reads null as left out', { slugs: all }),
    ],
  },
  {
    says: '`latency: null` plays the calibration stored on the device, `beatMap: null` the built-in map',
    tests: [
      js('lib/mechanics/rhythm-clacker/game.test.ts › keeps a calibration per device (localStorage)'),
      js('lib/mechanics/all-games/kit-layers.test.ts › RhythmClacker: a beat map given as null is the built-in one'),
      js('lib/mechanics/all-games/kit-layers.test.ts › the inputs: a null position, time or seed is a left-out one', { slugs: ['rhythm-clacker'] }),
    ],
  },
  { says: 'The rules\' `reset(seed?)` (from `createModel`) follows the game\'s rule in every kit', tests: [js('lib/mechanics/all-games/kit-layers.test.ts › createModel returns the same shape in all six', { slugs: all })] },
  { says: 'New values while the song plays (an edit in the Inspector) no longer cut a clack that has begun', tests: [unity('lib/mechanics/exporters/unity-package.test.ts › RhythmClackerGame given new values while a clack sounds', { slugs: ['rhythm-clacker'] })] },
  // Kits 2.1.0, Unity (review 9).
  { says: 'Keys typed into a UI Toolkit text field your project focused from code, with no press of its own', tests: [t.unityToolkit] },
  {
    says: 'Where your project has UI Toolkit, a press of a pointer or of a key the game reads looks your UIDocuments up again',
    tests: [t.unityToolkit, unity('lib/mechanics/exporters/unity-package.test.ts › %s allocates no managed memory per frame in steady play', { slugs: all, shows: ['no-allocation'] })],
  },
  // Kits 2.1.0, JavaScript (review 9).
  {
    says: 'A canvas\'s touch-action from your stylesheet is kept while the game waits or is paused',
    tests: [js('lib/mechanics/all-games/host-etiquette.test.ts › a canvas game that waits lets a finger scroll the page over it', { slugs: canvasGames })],
  },
  { says: 'DoubleTapDash\'s `tap()` takes its time as optional', tests: [js('lib/mechanics/all-games/kit-layers.test.ts › DoubleTapDash: a tap with no time is a tap now on the rules\' play clock')] },
  { says: 'A game waiting for its first run (the page before Play, `autoStart: false`, after `reset()`) lets a finger scroll the page over it', tests: [js('lib/mechanics/all-games/host-etiquette.test.ts › a canvas game that waits lets a finger scroll the page over it', { slugs: canvasGames })] },
  { says: 'An untagged camera you turn on after the game made its own (a minimap, a render camera) stays yours', tests: [unity('lib/mechanics/exporters/unity-package.test.ts › %s: an untagged camera the host turns on after the game made its own', { slugs: all })] },
  { says: 'it never takes an untagged camera (a minimap, a render camera): that stays yours', tests: [unity('lib/mechanics/exporters/unity-package.test.ts › %s: an untagged camera the host turns on after the game made its own', { slugs: all }), unity('lib/mechanics/exporters/unity-package.test.ts › %s: when the host destroys its Main Camera while an untagged camera of its own draws', { slugs: all })] },
  { says: 'In a small viewport its HUD is drawn smaller so that the board keeps at least half of the view', tests: [unity('lib/mechanics/exporters/unity-package.test.ts › %s in a host\'s panel (a corner viewport of 200 x 150 to 480 x 270,', { slugs: all }), unity('lib/mechanics/exporters/unity-package.test.ts › %s in a host\'s panel that grows from 200 x 150 to 440 x 330', { slugs: all })] },
  { says: 'While a host\'s panel changes size (a viewport rect that grows or shrinks each frame', tests: [unity('lib/mechanics/exporters/unity-package.test.ts › %s in a host\'s panel that grows from 200 x 150 to 440 x 330', { slugs: all })] },
  { says: 'In a small viewport (a host\'s panel or picture-in-picture) the HUD is drawn smaller', tests: [unity('lib/mechanics/exporters/unity-package.test.ts › %s in a host\'s panel (a corner viewport of 200 x 150 to 480 x 270,', { slugs: all })] },
  { says: 'In a small viewport the HUD is drawn as large as the board\'s half of the view allows', tests: [unity('lib/mechanics/exporters/unity-package.test.ts › %s in a host\'s panel (a corner viewport of 200 x 150 to 480 x 270,', { slugs: all }), unity('lib/mechanics/exporters/unity-package.test.ts › %s in a host\'s panel that grows from 200 x 150 to 440 x 330', { slugs: all })] },
  { says: 'An untagged camera (a minimap, a render camera) is never taken: when your Main Camera is destroyed', tests: [unity('lib/mechanics/exporters/unity-package.test.ts › %s: when the host destroys its Main Camera while an untagged camera of its own draws', { slugs: all })] },
  { says: 'A new board keeps its tiles\' pieces and gives them the new symbols', tests: [unity('lib/mechanics/exporters/unity-package.test.ts › MemoryTilesGame keeps its tiles\' pieces for a new board and on Restart()', { slugs: ['memory-tiles'] })] },
  { says: 'The rules\' `reset()` takes a seed', tests: [js('lib/mechanics/all-games/kit-layers.test.ts › createModel returns the same shape in all six', { slugs: canvasGames })] },
  { says: 'Every text on the canvas wraps or narrows to fit its width', tests: [js('lib/mechanics/all-games/hud-text.test.ts › every text a canvas game draws fits the canvas’s width, on every screen', { slugs: canvasGames })] },
  {
    says: 'The rules\' step (createModel\'s too) allocates less',
    // The figures are bench/frame-garbage.mjs's (npm run bench:garbage); the test holds the step to no list when nothing happened.
    tests: [js('lib/mechanics/all-games/kit-layers.test.ts › a step with nothing to say makes no new list', { slugs: ['physics-dropper', 'double-tap-dash', 'rhythm-clacker', 'bounce-chain'], shows: ['no-allocation'] })],
  },
  { says: 'At a run\'s end the page\'s status line (`index.html`) starts with the way to play on', tests: [js("lib/mechanics/exporters/standalone.test.ts › shows a run's end with the way to play on first", { slugs: all }), js("lib/mechanics/core/canvas-game.test.ts › says the next run's prompt in the words of the hands the player last pressed with", { slugs: canvasGames })] },
  { says: '`config.json` leaves `latency` out while it is 0, so `createGame(canvas, config)`', tests: [js("lib/mechanics/exporters/json.test.ts › the JavaScript kit's config.json (review 1 of 2026-11-29, J9) › leaves out RhythmClacker's latency at its default", { slugs: ['rhythm-clacker'] }), js('lib/mechanics/exporters/standalone.test.ts › gives RhythmClacker no latency when the preset leaves it at its default', { slugs: ['rhythm-clacker'] })] },
  { says: 'Play stopped without the run ending:', provedBy: ['pause-by-api', 'host-pause', 'focus-lost-mid-run'] },
  { says: 'Pause() or the host’s Time.timeScale 0 (a run under way or not), or the application losing focus while a run is under way', provedBy: ['pause-by-api', 'host-pause', 'focus-lost-mid-run'], tests: [t.unityHostPause] },
  { says: 'Play goes on: at once after Resume() or the host’s Time.timeScale back above 0', provedBy: ['pause-by-api', 'host-pause', 'focus-lost-mid-run'], tests: [t.unityHostPause] },
  { says: 'The game stopped without ending:', provedBy: ['pause-by-api', 'host-pause', 'focus-lost-mid-run'] },
  { says: '`paused` set, the host’s tree paused or the game hidden, or the window losing focus', provedBy: ['pause-by-api', 'host-pause', 'focus-lost-mid-run'], tests: [t.godotHidden] },
  { says: 'The game plays on: after `paused = false`, the host’s tree unpaused or the game shown again', provedBy: ['pause-by-api', 'host-pause', 'focus-lost-mid-run'], tests: [t.godotHidden] },
  { says: 'The same as `model.update(changes)`, but for a new Board Size: the game rebuilds its tiles at once', provedBy: ['memory-tiles/board-larger', 'memory-tiles/board-smaller'] },
  { says: '`snapshot()` is a read-out of the score and the numbers a HUD shows', tests: [t.rulesShape] },
  { says: 'When the tab is hidden or the window loses focus a running game pauses (onPause)', tests: [t.windowFocus] },
  { says: 'takes any subset of the settings: each number clamped and snapped to its range, a missing one (or one that is no number) kept', tests: [t.undefinedKept, t.notNumberDefault] },
  {
    says: 'A `latency` in `values` wins over the calibration stored on the device',
    tests: [
      js('lib/mechanics/rhythm-clacker/game.test.ts › keeps a calibration per device (localStorage): a game made later reads it at start, a restart keeps it'),
      js('lib/mechanics/rhythm-clacker/game.test.ts › storage: false keeps no calibration on the device, and a named key keeps it there (N6)'),
    ],
  },
  {
    says: 'under strict TypeScript, as the code takes',
    tests: [js('lib/mechanics/all-games/kit-layers.test.ts › the inputs: a null position, time or seed is a left-out one, and the types take null where the code does', { slugs: ['physics-dropper', 'rhythm-clacker', 'timing-wheel'] })],
  },
  {
    says: 'Before the first start, a click or a tap anywhere on the game starts it, between the tiles',
    tests: [js('lib/mechanics/memory-tiles/game.test.ts › before the first start, a click or a tap anywhere on the board starts it, between the tiles too', { shows: ['tap-anywhere'] })],
  },
  { says: 'The page\'s footer names the Restart button beside R', tests: [js('lib/mechanics/exporters/standalone.test.ts › the page footer speaks to both hands', { slugs: all })] },
  {
    says: 'The page\'s status line keeps room for the longest sentence the game says at the page\'s width',
    tests: [
      js("lib/mechanics/exporters/standalone.test.ts › the page's status line is never cut, upright from 320 px or sideways", { slugs: all }),
      js('e2e/js-kits.spec.ts › from the Download button to playing in the README\'s counted actions', { slugs: all }),
    ],
  },
  {
    says: 'is a phone page: its buttons wrap, the status has a line of its own',
    tests: [
      js('lib/mechanics/exporters/kit-page.test.ts › B1: index.html, the dev page (web/index.html) and so dist/ are one page', { slugs: all }),
      js('lib/mechanics/exporters/kit-page.test.ts › W5: config.json is the one preset', { slugs: all }),
      js('e2e/js-kits.spec.ts › from the Download button to playing in the README\'s counted actions', { slugs: all }),
    ],
  },
  {
    says: 'A click or a finger lands where it is seen on a canvas under a CSS transform or zoom',
    provedBy: ['js-canvas-scaled', 'js-canvas-rotated'],
    tests: [js('lib/mechanics/core/canvas-game.test.ts › maps a pointer through the host', { slugs: canvasGames })],
  },
  { says: 'RhythmClacker does that in every kit', provedBy: frameRates },
  { says: 'Each frame moves the song clock on by the frame’s time and pulls it a fifth of the way to the audio clock', provedBy: each('frame-rate-30', ['rhythm-clacker']).concat(each('frame-rate-144', ['rhythm-clacker'])), tests: [t.unityTimeScaleRhythm, t.godotAudio, t.audioAhead] },
  { says: 'wired in the Inspector, as every game that judges a press has its onJudged', tests: [unity('lib/mechanics/exporters/unity-package.test.ts › %s: TimingWheelGame plays by held Space, Enter, mouse and finger', { slugs: ['timing-wheel'] })] },
  // A tap between frames, stamped with the moment it happened: the JavaScript game reads the event's timeStamp, Unity's the Input System's event time.
  { says: 'In JavaScript a tap is judged at its own time (the event’s time stamp), and so is a finger’s in Unity with the Input System', tests: [t.rhythmKeyTime, t.unityEventTime] },
  // Godot's web runtime hands a game its input once a frame (Input::flush_buffered_events from the display server's
  // process_events), and the game judges a tap by the audio clock it reads when it handles it (the rules driver's
  // rhythm-tap-time); the frame-rate scenarios, each tap at a frame's start, give the same judgements at 30, 60 and 144 fps.
  {
    says: 'Godot hands input to the game once a frame, so there a tap is judged when the frame that handles it reads the clock',
    provedBy: ['rhythm-clacker/frame-rate-30', 'rhythm-clacker/frame-rate-144'],
    tests: [godot('content/kit-api/samples-godot.test.ts › RhythmClacker: a tap between frames is judged at its own moment on the audio clock, at 30 and at 144 fps')],
  },
  { says: 'signals carry the same values, and `calibrate()` runs the same round', provedBy: [...keysToo, 'rhythm-clacker/calibration-survives-restart'] },

  // ---- Calibration (RhythmClacker): the round, its range, kept per device.
  { says: 'Runs a calibration round', provedBy: ['rhythm-clacker/calibration-survives-restart'] },
  { says: '`calibrate()` plays eight clicks, the player taps along', provedBy: ['rhythm-clacker/calibration-survives-restart'] },
  { says: '`game.calibrate()` plays eight steady clicks', provedBy: ['rhythm-clacker/calibration-survives-restart'] },
  { says: 'C runs a calibration round (eight clicks', provedBy: ['rhythm-clacker/calibration-survives-restart', 'rhythm-clacker/calibrate-by-touch'], tests: [t.unityCalibration] },
  { says: 'calibration reads the range from', tests: [t.unityCalibration, t.godotLatencyRange] },

  // ---- Unity: the shell and host etiquette (issues 44-46): the README's "In your game", the API pages, the 2.0.0 changelog.
  { says: 'MonoBehaviour that builds the game in an empty scene (sprites made at run time, no asset files), steps the rules and raises the events below.', tests: [t.emptyScene, t.unityShellGames] },
  { says: '`Time.timeScale = 0` (a pause menu) pauses the game:', provedBy: ['host-pause'], tests: [t.unityHostPause] },
  { says: 'Paused (and `onPaused`) fires once, no key, click or finger acts, no clock runs, and what was held is let go without acting.', provedBy: ['host-pause'], tests: [t.unityHostPause, t.unityTimeScaleRhythm] },
  { says: 'It draws nothing then (no "Paused", no score, no Restart): your pause menu has the screen.', tests: [t.unityHostPause] },
  { says: 'Untick `drawHud` and the game draws no text and no Restart button', tests: [t.unityNoHud] },
  { says: 'Draws the game’s text and its Restart button (on by default).', tests: [t.unityNoHud] },
  { says: 'Draws the game’s text and its Restart and Calibrate buttons (on by default).', tests: [t.unityNoHud] },
  { says: 'The camera the game draws with (read every frame', tests: [t.unityGivenCamera] },
  { says: '`view` on every Game: the camera the game draws with', tests: [t.unityGivenCamera] },
  { says: 'With the time scale back above 0, Resumed fires and play goes on at once, even after the player was away or during the countdown back: your Continue is theirs.', provedBy: ['host-pause'], tests: [t.unityHostPause, t.unityHostContinue] },
  { says: 'A pause that only follows the focus (the time scale back above 0 in the frame focus comes back, from `OnApplicationFocus`, a later script\'s `Update` or `LateUpdate` or a coroutine at its first `yield return null`, or in the next frame before the game\'s own `Update`) is no Continue', tests: [t.unityHostContinue] },
  { says: '`Resume()` or your Continue during it plays on at once) or read `ResumingIn` (3, 2, 1, then 0).', tests: [t.unityCountdown, t.unityHostContinue] },
  { says: '**Your UI**: with Unity UI (`com.unity.ugui`) in the project, a press on your own uGUI over the game', provedBy: ['host-ui-over-game'], tests: [t.unityTextMesh] },
  { says: 'With UI Toolkit (the `com.unity.modules.uielements` module), a press on an element of your `UIDocument` over the game', tests: [t.unityToolkit, t.unityKeysUnderHostUi] },
  { says: '`config` set to None while the game plays (the Inspector, or `null` from code) plays the package\'s preset again', tests: [t.unityApiEdges] },
  { says: '`Restart()`, `Pause()` and `Resume()` on a destroyed Game', tests: [t.unityApiEdges] },
  { says: 'While another control of yours is selected in the EventSystem', tests: [t.unityHostSelected, t.unityKeysUnderHostUi] },
  { says: 'An element of your UI Toolkit document that has the focus keeps the keys', tests: [t.unityKeysUnderHostUi] },
  { says: 'the game draws its HUD with IMGUI, which Unity draws over every Canvas and `UIDocument`', tests: [t.unityHostPause] },
  { says: 'Under your `Time.timeScale = 0` it draws none, so your pause menu has the screen', tests: [t.unityHostPause] },
  { says: 'The game runs after the scripts at the default execution order (`[DefaultExecutionOrder(100)]`), so it asks the EventSystem after its Update.', provedBy: ['host-ui-over-game'] },
  { says: '**Your keys**: the `keys` field (in the Inspector) names the keyboard keys every Microloop game reads', tests: [t.unityKeys] },
  { says: 'reads the press (Space, and Enter)', tests: [t.unityKeys] },
  { says: 'Set one to another key, or to None to turn it off (a project whose R reloads or whose WASD moves), and the game reads that key instead, with the Input Manager and the Input System alike.', tests: [t.unityKeys] },
  { says: 'The game then draws no countdown after focus comes back either: show yours from `onCountdown`', tests: [t.unityCountdown] },
  { says: 'The countdown after focus came back stepped: the seconds left', tests: [t.unityCountdown] },
  { says: 'the countdown after focus came back stepped: 3, 2, 1, each at most once, before Resumed', tests: [t.unityCountdown, t.unityHostContinue] },
  { says: 'Whole seconds left of the countdown after focus came back', tests: [t.unityCountdown] },
  { says: '`onCountdown` (a UnityEvent: 3, 2, 1, each once, before Resumed) and `ResumingIn` on every Game', tests: [t.unityCountdown] },
  { says: 'A `view` camera that renders into a RenderTexture (the game on an in-world screen or a `RawImage`) is not supported', notAClaim: 'what the kit does not support (review 3 of 2026-11-29, N7): no behaviour is promised' },
  { says: 'The converse is yours: your world camera still draws the board where the Game stands', notAClaim: 'advice for the host’s own camera (Unity’s culling mask), which the kit does not touch (review 3 of 2026-11-29, N4)' },
  { says: '`keys` on every Game: each keyboard key the game reads', tests: [t.unityKeys] },
  { says: '**Your camera**: the game draws with the camera you name in its `view` field, else the scene\'s Main Camera,', provedBy: ['unity-camera-viewport-rect'], tests: [t.hostCamera, t.unityBorrow, t.unityGivenCamera] },
  { says: "On a phone it asks for the display's frame rate and gives `Application.targetFrameRate` back", tests: [t.unityFrameRate, t.unityBorrow] },
  { says: '**The editor**: in Play mode, a click on the Inspector or the Console takes the Game view', tests: [t.unityEditor, t.unityEditorClick] },
  { says: 'In a player, the application losing focus pauses a run under way ("Paused"; between runs nothing was playing) and focus back counts down three seconds', provedBy: ['focus-lost-mid-run'], tests: [t.unityFocus, t.unityAway] },
  { says: 'It points the camera at the board (position, rotation, orthographic size, clip planes, clear flags, background), frames it again when the camera moves', tests: [t.unityBorrow, t.unityRig] },
  { says: 'Back from a phone\'s home screen, "Resuming in 3…" shows each of its three seconds', tests: [t.unityAway, t.unityCountdown] },
  { says: 'A borrowed camera that moves (a Main Camera on a rig you move) has the board framed again the next frame', tests: [t.unityRig] },
  { says: '2.1.1\'s board that keeps its half of the view in every frame holds for a viewport changed in an Update before the game\'s', tests: [unity('lib/mechanics/exporters/unity-package.test.ts › %s in a host\'s panel that grows from 200 x 150 to 440 x 330', { slugs: all })] },
  { says: 'The HUD (text, buttons, the veil) stays inside `Screen.safeArea`, clear of a notch', tests: [t.hud] },
  { says: 'never: no rule ends its run, the board pours on', provedBy: ['physics-dropper/touch-play', 'physics-dropper/restart-and-end'], tests: [t.unityDropperPlay] },
  { says: 'never: no rule ends its run; a cleared board is BoardCleared', provedBy: ['memory-tiles/board-cleared'], tests: [t.unityMemoryPlay] },
  { says: 'Pause(), the host\'s `Time.timeScale = 0`, or (in a player) the application losing focus while a run is under way; presses do nothing until play goes on |', provedBy: ['pause-by-api', 'host-pause', 'focus-lost-mid-run'] },
  { says: 'play goes on: at once on Resume() or the time scale back above 0 (except in the frame focus comes back, or the next before the game\'s Update), 3 s ("Resuming in 3…") after focus came back |', provedBy: ['pause-by-api', 'host-pause', 'focus-lost-mid-run'], tests: [t.unityHostContinue] },
  { says: 'Your paused tree (or the game hidden) ended later than the frame after the player came back is their Continue', tests: [t.godotHostContinue] },
  { says: 'Ended in the frame focus comes back or the next (a project that pauses while the window is out of focus, from wherever in the tree, at once or deferred), it only followed the focus: the countdown runs.', tests: [t.godotHostContinue] },
  { says: 'Resumed fires at once (while the application is out of focus, or the host’s Time.timeScale is 0, play waits for them).', provedBy: ['pause-by-api', 'host-pause', 'focus-lost-mid-run'], tests: [t.unityHostPause] },
  { says: 'Play is held: paused, counting down to play after focus came back, or (in a player) the application without focus while no run is under way', provedBy: ['focus-lost-mid-run', 'host-pause', 'pause-by-api'], tests: [unity('lib/mechanics/exporters/unity-package.test.ts › %s: the application losing focus between runs')] },
  { says: 'A board was cleared: its moves, pairs, stars and streak; the next press deals the next board, and the score goes on.', provedBy: ['memory-tiles/board-cleared'], tests: [t.unityMemoryPlay] },
  { says: 'With the Input System a press is judged when it happened (its event time), whatever the frame rate:', tests: [t.unityEventTime, t.unityEventTimeAll] },
  { says: 'The Input Manager stamps no time, so there a press counts from its frame\'s start, up to one frame early.', tests: [t.unityEventTime, t.unityEventTimeAll] },
  { says: 'Read when the first run is dealt: at the game’s first frame (so a Game added in code can be given it on the next line)', tests: [t.unityLateFields] },
  { says: 'Paused fires in the game’s first frame.', tests: [t.unityEarlyPause] },
  { says: 'Null before Awake; after Awake the first run is dealt at the game’s first frame, and reading Model before then deals it', tests: [t.unityLateFields] },
  { says: 'A key press is stamped with the keyboard\'s event time and a click with the mouse\'s', tests: [t.unityEventTimeAll] },
  { says: '(the default) deals a new run at each launch and each Restart; any other seed replays it', tests: [t.unityDefaultSeed] },
  { says: 'A Game saved in a scene or prefab with 1.2.0 keeps the 1 it was saved with', notAClaim: 'What Unity\'s serialization does with a saved field (its saved value is read over the script\'s initializer when the scene loads), not a behaviour of the kit: the kit\'s own default is proved by unityDefaultSeed' },
  { says: '`Reset(uint seed)` on the model: a new run with that seed, as Restart deals one', tests: [t.unityDefaultSeed] },
  { says: '(the default) deals new boards at each launch and each Restart;', tests: [t.unityDefaultSeed] },
  { says: '(the default) deals new gates at each launch and each Restart; any other', tests: [t.unityDefaultSeed] },
  { says: '(the default) deals new platforms at each launch and each Restart; any', tests: [t.unityDefaultSeed] },
  { says: 'The sound stays heard through a camera change within one frame', tests: [t.unityListenerSwap] },
  { says: 'When another Game gives back the listener this one was heard through', tests: [t.unityTwoGames] },
  { says: 'Restart resets it in place (each run made a new one), so a `game.Model` kept from `Start` reads the run being played', tests: [t.unityModelKept] },
  { says: 'A new run keeps the board\'s GameObjects and makes no garbage', tests: [t.unityAllocation] },
  { says: 'With two Games at once (of this package or another), the one still playing when', tests: [t.unityTwoGames] },
  { says: 'With two Games at once (of one package or two), the one still playing when the other goes keeps', tests: [t.unityTwoGames] },
  { says: 'The game reads the Input System in its `Update`, as its default *Update Mode*', tests: [t.unityUpdateMode] },
  { says: 'One warning a Play when the Input System\'s Update Mode is Process Events In Fixed Update', tests: [t.unityUpdateMode] },
  { says: 'the shell each package carries in its own namespace:', tests: [t.unityShellGames, t.unity6] },
  { says: 'pauses the game (Paused; no input acts, no clock runs, held input let go, nothing of the game\'s drawn over your pause menu)', provedBy: ['host-pause'], tests: [t.unityHostPause] },
  { says: '`drawHud` on every Game: off, the game draws no text and no Restart button', tests: [t.unityNoHud] },
  { says: "The host's UI comes first: with `com.unity.ugui`, a press the EventSystem finds over a uGUI object", provedBy: ['host-ui-over-game'], tests: [t.unityTextMesh, t.unityHostUiDefines] },
  { says: "UI Toolkit is the host's UI too: with the `com.unity.modules.uielements` module, a press on an element of a `UIDocument`", tests: [t.unityToolkit, t.unityHostUiDefines] },
  { says: 'Every Game runs at `[DefaultExecutionOrder(100)]`', provedBy: ['host-ui-over-game'] },
  { says: 'A Main Camera whose viewport rect is part of the screen shows the game there', provedBy: ['unity-camera-viewport-rect'] },
  { says: 'In the editor, focus leaving the Game view (a click on the Inspector) no longer pauses the game', tests: [t.unityEditor, t.unityEditorClick] },
  { says: "The HUD (text, buttons, the veil) stays inside `Screen.safeArea` and the camera's view", tests: [t.hud] },
  { says: 'The HUD sets `useGUILayout = false` and draws in the Repaint pass only', tests: [t.unityAllocation] },
  { says: '`seed` set on the line after `AddComponent` applies from the first run', tests: [t.unityLateFields] },
  { says: '`calibrationKey` set on the line after `AddComponent` applies', tests: [t.unityLateFields] },
  { says: 'The first run is dealt at that first frame too, so `seed` and the game\'s own fields set on the next line apply', tests: [t.unityLateFields] },
  { says: 'A KeyCode the Input System\'s keyboard has no key for (a character such as Exclaim or Tilde', tests: [t.unityKeyRange] },
  { says: '`Ended` never fires in MemoryTiles (no rule ends its run): a cleared board raises `BoardCleared`', provedBy: ['memory-tiles/board-cleared'], tests: [t.unityMemoryPlay] },
  { says: 'DoubleTapDash and TimingWheel judge a press when it happened, by the Input System', tests: [t.unityEventTimeAll] },

  // ---- Unity: input setups, cameras, materials, the preset, the HUD.
  { says: 'Input works with the Input Manager, the Input System package, or Both', provedBy: keysToo, tests: [t.noInput] },
  { says: 'Keyboard, mouse and touch (a stylus on the screen too, as a finger) work with each *Active Input Handling* setting', provedBy: keysToo, tests: [t.noInput, t.unityStylus] },
  { says: 'Active Input Handling set to the Input System without its package installed reads no input', tests: [t.noInput] },
  { says: 'without the package: nothing can read input, so the game plays without it and logs one warning', tests: [t.noInput] },
  { says: '**Input Manager (Old)**: read through `UnityEngine.Input` (a finger counts once', provedBy: ['touch-play'] },
  { says: 'The game runs with the values you tuned on the page, in the Built-in pipeline or URP, framing your Main Camera', tests: [t.emptyScene, t.hostCamera] },
  { says: 'RhythmClacker is heard in an empty scene: the game adds an `AudioListener`', tests: [t.emptyScene] },
  { says: 'An existing Main Camera is framed fully', tests: [t.hostCamera, t.lateCamera] },
  { says: 'No material leaks when the board is rebuilt', tests: [t.noLeaks] },
  { says: 'In the editor URP would give its lit `Sprite-Lit-Default`', tests: [t.urpEditor] },
  { says: 'a Unity package (UPM) that plays the game in an empty scene', tests: [t.emptyScene] },
  { says: 'a Game MonoBehaviour that plays in an empty scene', tests: [t.emptyScene] },
  { says: 'which the game reads when its *Config* field is empty', tests: [t.resourcesPreset] },
  { says: 'Left empty, the game reads the preset in `Resources` at Awake.', tests: [t.resourcesPreset] },
  { says: "it is a port of the website's model, checked against its golden traces", tests: [t.ports] },
  { says: 'It listens to `ScoreChanged` and `Landed` and draws both at the bottom left, clear of the game’s own HUD at the top.', tests: [t.csharpSamples] },

  // ---- Godot: the addon in a project of yours, its input, its JSON preset.
  // The shell (issue 44): one microloop_play.gd in every addon holds the games' input, pauses and HUD.
  { says: 'One shell, `microloop_play.gd`, now holds everything between a game and your project', provedBy: ['host-pause', 'host-ui-over-game'], tests: [t.godotShell] },
  { says: 'A game script holds no input, pause or HUD code of its own.', tests: [t.godotShell] },
  { says: '`microloop_play.gd`: the shell, what every Microloop game does around its rules', provedBy: ['host-pause', 'host-ui-over-game', 'focus-lost-mid-run'], tests: [t.godotShell, t.godotTexts] },
  { says: '`register_input_actions()` from every game script: the shell adds the game\'s input actions when the game is made.', tests: [t.godotActions] },
  { says: 'the `<game>_restart` action keeps its name', tests: [t.godotActions] },
  { says: 'Your paused tree pauses the game (its `process_mode` left to inherit)', provedBy: ['host-pause'] },
  { says: '`paused` is a plain property the shell reads before each frame and each press', provedBy: ['pause-by-api'] },
  { says: '`game_paused` fires once, held input is let go without acting, nothing moves or counts; unpausing fires `game_resumed` at once', provedBy: ['host-pause'] },
  { says: 'In a SubViewport shown by a stretched SubViewportContainer, the HUD counts the container\'s stretch', provedBy: ['godot-in-subviewport-scaled'] },
  { says: 'On Android and iOS the HUD, its buttons and the Paused veil stay inside the screen\'s safe area', tests: [t.godotTexts, godot('lib/mechanics/exporters/godot-kits.test.ts › %s (N12, issue 38): draws its board whole and centred'), godot('content/kit-api/samples-godot.test.ts › the screen’s safe area is kept clear of only on a phone or tablet', { slugs: all })] },
  { says: 'is now `board_cleared(stars: int)`, and `ended` no longer fires when a board is cleared', provedBy: ['memory-tiles/board-smaller'] },
  // Kits 2.1.1, JavaScript (review 11): each game's input in the README with its unit; one name per parameter; scrolling.
  { says: '`drop(x)` drops a ball at `x` in board units', tests: [js('lib/mechanics/all-games/kit-layers.test.ts › the inputs: a null position, time or seed is a left-out one', { slugs: ['physics-dropper'] }), js('lib/mechanics/all-games/kit-layers.test.ts › createModel returns the same shape in all six (issue 46): state, step, snapshot, reset and update, each usable unbound › and each game’s input works unbound too', { slugs: all })] },
  { says: '`tap(songTime)` judges a tap at `songTime`, in seconds of song', tests: [js('lib/mechanics/all-games/kit-layers.test.ts › the inputs: a null position, time or seed is a left-out one', { slugs: ['rhythm-clacker'] }), js('lib/mechanics/all-games/kit-layers.test.ts › createModel steps in Node and replays by seed › RhythmClacker: unplayed notes pass as Misses, a tap on a note is judged', { slugs: ['rhythm-clacker'] })] },
  { says: '`begin()` starts a dealt board\'s peek, `flip(index)` picks a tile', tests: [js('lib/mechanics/all-games/kit-layers.test.ts › createModel steps in Node and replays by seed › MemoryTiles: the peek ends on the stepped clock', { slugs: ['memory-tiles'] }), js('lib/mechanics/all-games/kit-layers.test.ts › createModel returns the same shape in all six (issue 46): state, step, snapshot, reset and update, each usable unbound › and each game’s input works unbound too', { slugs: all })] },
  { says: '`steer(direction)` steers the ball (-1 left, 1 right, 0 straight on)', tests: [js('lib/mechanics/all-games/kit-layers.test.ts › createModel steps in Node and replays by seed › BounceChain: the ball bounces, steered', { slugs: ['bounce-chain'] }), js('lib/mechanics/all-games/kit-layers.test.ts › createModel returns the same shape in all six (issue 46): state, step, snapshot, reset and update, each usable unbound › and each game’s input works unbound too', { slugs: all })] },
  { says: '`press(after)` and `release(after)` charge and let go of the brake', tests: [js('lib/mechanics/all-games/kit-layers.test.ts › the inputs: a null position, time or seed is a left-out one', { slugs: ['timing-wheel'] }), js('lib/mechanics/timing-wheel/model.test.ts › WheelModel › takes null for press() and release() as the rules do', { slugs: ['timing-wheel'] })] },
  { says: 'In a page that scrolls, the canvas takes every touch while a run plays', tests: [js('lib/mechanics/all-games/host-etiquette.test.ts › a canvas game that waits lets a finger scroll the page over it', { slugs: canvasGames })], provedBy: ['double-tap-dash/touch-restart', 'rhythm-clacker/touch-restart', 'bounce-chain/touch-restart', 'timing-wheel/touch-restart'] },
  { says: 'The README says when a finger over the canvas scrolls your page', tests: [js('lib/mechanics/all-games/host-etiquette.test.ts › a canvas game that waits lets a finger scroll the page over it', { slugs: canvasGames })] },
  {
    says: 'In Unity and Godot a board that holds still while the HUD\'s words and the host\'s panel change',
    tests: [
      unity('lib/mechanics/exporters/unity-package.test.ts › %s in a host\'s panel that grows from 200 x 150 to 440 x 330', { slugs: all }),
      godot('lib/mechanics/exporters/godot-hud-steady.test.ts › %s: the board’s room and rect and the HUD’s scale are the same in every frame after the first layout'),
      js('scripts/bundle-games.test.ts › bundleGames on this repo › bundles every registered mechanic where the site fetches it from', { slugs: all }),
    ],
  },
  { says: 'The README names the game\'s own input on the rules, with the unit of any time it takes', notAClaim: 'what the README says, not what the game does' },
  { says: '`reset(null)` replays its seed and `update(null)` keeps every value', tests: [js('lib/mechanics/all-games/kit-layers.test.ts › createModel reads null as left out, as update() does (review 2 of 2026-11-29, K10) › %s: the model class (`state`, and the class the kit exports) reads null as left out where its rules do', { slugs: all })] },
  { says: '`DropperModel`\'s `drop(null)` drops its ball near the middle', tests: [js('lib/mechanics/all-games/kit-layers.test.ts › createModel reads null as left out, as update() does (review 2 of 2026-11-29, K10) › PhysicsDropper: the model class drops a ball given null near the middle', { slugs: ['physics-dropper'] })] },
  {
    says: 'A countdown back from the background that shows every second; in Godot a game laid out in your Panel or under your Camera2D, in Unity on a moving camera;',
    tests: [
      t.unityAway,
      t.unityRig,
      godot('lib/mechanics/exporters/godot-host-places.test.ts › %s: the countdown after a focus loss: its first frame (5 s, the first back from the background) counts no more than the frame before it'),
      godot('lib/mechanics/exporters/godot-host-places.test.ts › %s: in a Panel at the bottom-right quarter, in a Panel moved and scaled, under a Camera2D moved and zoomed, under a Node2D in a Panel and in a VBoxContainer'),
    ],
  },
  // Kits 2.1.3 (review 15): the host's pause ended after a time away or during the countdown plays on at once, in every
  // engine; Godot's project turns with the phone and a Node2D game goes into a container in a Control of its own;
  // a JavaScript destroy() mid-countdown calls nothing.
  {
    says: 'Your own pause, ended after a time away, plays on at once; in Godot a project that turns with the phone and the way into your containers said right; a JavaScript destroy() mid-countdown tells you nothing.',
    tests: [t.unityHostContinue, t.godotHostContinue, t.godotOrientation, t.godotContainerSlot, t.jsDestroyCounting, t.jsHostPauseCounting],
  },
  { says: 'Your pause ends as your Continue does, at once: with `Time.timeScale` set to 0 while the app was on the home screen, or during the countdown back', tests: [t.unityHostContinue] },
  { says: 'Your paused tree ends as your Continue does, at once: with `get_tree().paused` set while the game was paused for a focus loss, or during the countdown back', tests: [t.godotHostContinue] },
  { says: '`paused` is yours alone: a focus loss pauses the game without setting it', tests: [t.godotHostApiPause] },
  { says: '`paused` is yours alone: your `paused = true` while the game was paused for a focus loss', tests: [t.godotHostApiPause] },
  { says: 'Your `paused = true` holds until your `paused = false`, over a focus loss\'s pause and its countdown back too', tests: [t.godotHostApiPause] },
  { says: 'A run you ask for while the player is away (the page hidden, the window out of focus) waits for them', tests: [t.jsRunWhileAway] },
  { says: 'A run you begin while the player is away (your `restart()` after a run ended, with the window out of focus, your tree paused or not) waits for them', tests: [t.godotRunWhileAway, t.godotEnterWhileAway] },
  { says: 'A run you begin while they are away (your `restart()` after a run ended, with the window out of focus, your tree paused or not) waits for them the same way', tests: [t.godotRunWhileAway, t.godotEnterWhileAway] },
  { says: 'A game you take out of the tree follows the window\'s focus while it is out', tests: [t.godotEnterWhileAway] },
  { says: 'A game that enters the tree for the first time while the window is out of focus plays until Godot tells it of a focus change', tests: [t.godotFirstEntryAway] },
  { says: 'A game made, or first switched on, while the application is out of focus plays until Unity tells it of a focus change', tests: [t.unityEnabledBack] },
  { says: 'The README says that a game made while the application is out of focus takes the player to be there', tests: [t.unityEnabledBack] },
  { says: 'Hide it in `OnApplicationFocus(false)`, not `OnApplicationPause(true)`', tests: [t.unityEnabledBack] },
  { says: 'A window of yours taking the focus (your pause dialog, a `PopupMenu`, an `OptionButton`\'s list) is not the player leaving', tests: [t.godotHostWindows, t.godotAppAwayPopup] },
  { says: 'In a `Window` node of yours, the game plays on as the focus moves between that window', tests: [t.godotInAWindow] },
  { says: 'While your `paused` is true, a key or a click on the game is yours', tests: [t.godotHostMenuKeys] },
  { says: 'In a panel of yours with no area, or one that collapses to no height, the game draws nothing and gives Godot no text of size 0', tests: [t.godotZeroArea] },
  { says: 'The README says that a game entering the tree for the first time while the window is out of focus takes the player to be there', tests: [t.godotFirstEntryAway] },
  { says: 'A game in a frame (an embed on a portal\'s page) does not read whether the window is in front when it is made', tests: [t.jsFramedAway] },
  { says: 'The README says that a game made in a frame takes the player to be there', tests: [t.jsFramedAway] },
  { says: 'In a frame (an embed on a portal\'s page), your `start()` after the frame lost the focus plays at once', tests: [t.jsFramedAway] },
  // 2.1.5.
  { says: 'The README said the game reads keys while "its canvas" has the focus', notAClaim: 'what the README said, not what the game does' },
  { says: 'With the Input System package before 1.9.0, which loses a key, click or tap pressed and let go within one frame', tests: [t.unityInputVersion] },
  { says: 'Use the Input System package 1.9.0 or later: before it, a key, click or tap pressed and let go within one frame', tests: [t.unityInputVersion] },
  { says: 'A game that takes your Main Camera (its View field empty) says in a warning, once, when that camera cannot be shared', tests: [t.unitySharedMain] },
  { says: 'A Main Camera a `CinemachineBrain` drives (it sets the camera\'s pose and lens every frame)', tests: [t.unitySharedMain] },
  { says: '`output`: your Web Audio node the clacks play into (your SFX gain)', tests: [t.jsClackOutput] },
  { says: 'Your Web Audio node the clacks play into (your SFX gain, so your volume, mute and effects reach them)', tests: [t.jsClackOutput] },
  { says: '`hideHudOnPause`: while your `Pause()` holds the game it draws nothing', tests: [t.unityHideHud] },
  { says: 'Draws nothing (the HUD, the “Paused” veil) while your Pause() holds the game', tests: [t.unityHideHud] },
  { says: 'Every game has `start()` and `board_rect()`, so a host written against one calls the same on all six', tests: [t.godotOneApi] },
  { says: '`start()` begins play as the player\'s press does when the game waits for one', tests: [t.godotOneApi] },
  { says: '`start()`, as every game has: nothing to start here', tests: [t.godotOneApi] },
  { says: '`board_rect()`, as every game has: where the square of tiles is drawn', tests: [t.godotOneApi] },
  { says: 'Nothing to start: the board plays from the first frame and no rule ends it', tests: [t.godotOneApi] },
  { says: 'Starts play as the player’s press does when the game waits for one', tests: [t.godotOneApi] },
  { says: 'The public `Model` has one shape in all six games', tests: [t.unityModelShape] },
  { says: 'A World Space or Screen Space - Camera canvas of yours drawn by a camera under the game', tests: [t.unityHostWorld] },
  { says: 'Where Unity does not know the screen\'s density (`Screen.dpi` 0) on a phone or tablet', tests: [t.hud] },
  { says: '`over` in all six (false where no rule ends a run;', tests: [t.godotOneApi] },
  { says: 'TimingWheel had only `is_over()`), and `reset()` callable with no argument', tests: [t.godotOneApi] },
  { says: 'The keys go where the page\'s focus is: the game never takes it itself', tests: [t.jsFramedAway] },
  { says: 'In a frame the keys go where the page\'s focus is, and the game never takes it itself', tests: [t.jsFramedAway] },
  { says: 'Gives the game the keyboard focus (its canvas), without scrolling the page', tests: [t.jsFramedAway] },
  { says: 'Gives the game the keyboard focus (a tile), without scrolling the page', tests: [t.jsFramedAway] },
  { says: 'Where your canvas covers a phone\'s notch, rounded corners or home bar', tests: [t.jsSafeHud] },
  { says: 'The HUD keeps inside the screen\'s safe area (`env(safe-area-inset-*)`) when your canvas covers a phone with a notch', tests: [t.jsSafeHud] },
  { says: 'A key or a finger held through your `pause()` and `start()` acts again when play goes on', tests: [t.jsHeldThroughPause, t.jsHeldThroughPauseWheel] },
  { says: 'A charge held through your `pause()` keeps what it built', tests: [t.jsHeldThroughPauseWheel] },
  { says: 'Let go during the pause, the hold is dropped without a stop.', tests: [t.jsHeldThroughPauseWheel] },
  { says: 'A finger or mouse held through your `pause()` steers on when play goes on', tests: [t.jsFingerThroughPause] },
  { says: 'The HUD\'s safe area follows the canvas when your page scrolls it under the notch', tests: [t.jsSafeHudScroll] },
  { says: 'A game you hide (`SetActive(false)`, or the component disabled) with the player there goes on from where its song was when you show it again', tests: [unity('lib/mechanics/exporters/unity-package.test.ts › RhythmClacker hidden by the host for 5 s', { slugs: ['rhythm-clacker'] })] },
  { says: 'A change of the audio device while the song plays (headphones plugged in, a Bluetooth speaker, your `AudioSettings.Reset`) no longer silences the clacks for good', tests: [t.unityAudioDevice] },
  { says: 'Unity loses the clips a game makes by script and the sounds it has scheduled, so the game makes its clacks again and schedules the song on from where it is.', tests: [t.unityAudioDevice] },
  { says: 'A game your `OnApplicationFocus(false)` switches off before its first frame, before it hears the player go', tests: [t.unityBeforeFirstFrame] },
  { says: 'A game switched off as the player leaves before its first frame (your `OnApplicationFocus(false)`) and on again once they are back plays', tests: [t.unityBeforeFirstFrame] },
  { says: 'During the countdown back it says only the countdown, started over, and an `update()` while the game waits or is paused says its new state at once', tests: [t.jsMomentsAtOnce] },
  { says: 'The score (and BounceChain\'s chain) keeps inside the screen\'s safe area when your canvas is wider than the board\'s shape', tests: [t.jsSafeHud] },
  { says: 'On a short canvas (a 16:9 box 320 px wide) the start prompt and "Run over" are drawn below the HUD\'s second row', tests: [js("lib/mechanics/all-games/hud-text.test.ts › the canvas games’ HUD text on portrait phones (issue 45, N5) › %s: no two texts drawn together intersect", { slugs: ['double-tap-dash'] })] },
  { says: '`calibrate()` while your `pause()` holds the game waits for your `start()`', tests: [js("lib/mechanics/rhythm-clacker/game.test.ts › calibrate › calibrate() under the host's pause() waits", { slugs: ['rhythm-clacker'] })] },
  { says: 'A preset\'s field given as `null` keeps its default, as `update()` takes a `null`, and a `schemaVersion` that is no number reads as the script\'s own.', tests: [t.godotBoots] },
  { says: 'The one-a-second pace now spaces out only the sentences of a run as it plays.', tests: [t.jsMomentsAtOnce] },
  { says: 'at most one a second while a run plays, and at once when it starts, pauses, resumes, ends or starts over', tests: [t.jsMomentsAtOnce] },
  { says: 'A hold let go during your pause while another is still held (a tap on the screen while an arrow steers) only ends when play goes on', tests: [t.jsFingerThroughPause] },
  { says: 'Of Space and a finger both held into your pause, the one let go during it only ends when play goes on', tests: [t.jsTwoHoldsWheel] },
  { says: 'A board dealt by `update()` of the board size while your `pause()` holds says "Paused', tests: [t.jsPausedUpdate] },
  { says: '`Pause()` called before the game wakes (its GameObject kept inactive until you show it', tests: [t.unityEarlyPause] },
  { says: '`Paused` fires in its first frame and the game waits for your `Resume()`', tests: [t.unityEarlyPause] },
  { says: 'The player leaving between the game\'s `Awake` and its first frame (a scene loaded while they switch away) holds its first run', tests: [t.unityBeforeFirstFrame] },
  { says: 'A game made while the application is out of focus still takes the player to be there, as the README says.', tests: [t.unityEnabledBack] },
  { says: '`IsPaused` is true at once after a `Pause()` made before the game woke', tests: [t.unityBeforeFirstFrame] },
  { says: 'the HUD takes the screen\'s short side as 312 dp', tests: [t.hud] },
  { says: 'A setting\'s warning shows text in quotes with only a quote, a backslash and each control', tests: [t.godotBoots] },
  // 3.0.3 (review 47's last words).
  { says: 'TimingWheel\'s rules count a press and its let-go given between the same two steps each at its own moment, in every engine', tests: [unity('lib/mechanics/exporters/unity-ports.test.ts › %s: every record, event and number exact', { slugs: ['timing-wheel'], shows: ['input-moment'] }), godot('lib/mechanics/all-games/godot-golden.test.ts › %s: every scenario matches the TypeScript model exactly', { slugs: ['timing-wheel'], shows: ['input-moment'] }), js('lib/mechanics/timing-wheel/model.test.ts › WheelModel › places a press and its let-go between the same two frames'), t.ports, godot('lib/mechanics/exporters/godot-scenarios.ts › godot-background-behind-game'), t.unityKeys, unity('lib/mechanics/exporters/unity-package.test.ts › %s: TimingWheelGame plays by held Space, Enter, mouse and finger', { slugs: ['timing-wheel'] }), godot('lib/mechanics/exporters/godot-kits.test.ts › %s (N12, issue 38): draws its board whole and centred'), godot('content/kit-api/samples-godot.test.ts › RhythmClacker with no audio output, and once its audio clock has stood still', { slugs: ['rhythm-clacker'] }), js('lib/mechanics/double-tap-dash/model.test.ts › DashModel › drops the combo when a phase times out with no gate in it'), js('lib/mechanics/memory-tiles/game.test.ts › createGame › shows every tile for the peek, ignores picks meanwhile, then turns them down'), js('lib/mechanics/memory-tiles/game.test.ts › createGame › turns a miss back after the Flip-Back Delay, or at once on a third pick'), t.hostPauseHolds] },
  { says: 'The README says the lane lies under the HUD, across the whole width it leaves', tests: [godot('lib/mechanics/exporters/godot-kits.test.ts › %s (N12, issue 38): draws its board whole and centred', { slugs: ['double-tap-dash', 'rhythm-clacker'] }), godot('content/kit-api/samples-godot.test.ts › RhythmClacker with no audio output, and once its audio clock has stood still', { slugs: ['rhythm-clacker'] })] },
  { says: 'The doc comments of `onJudged` and its judgement say a phase that ends having phased through no gate, with a combo to lose, is judged too', tests: [js('lib/mechanics/double-tap-dash/model.test.ts › DashModel › drops the combo when a phase times out with no gate in it')] },
  { says: 'The README says `onStatus` speaks at once each time the game\'s state changes', tests: [js('lib/mechanics/memory-tiles/game.test.ts › createGame › shows every tile for the peek, ignores picks meanwhile, then turns them down'), js('lib/mechanics/memory-tiles/game.test.ts › createGame › turns a miss back after the Flip-Back Delay, or at once on a third pick'), t.hostPauseHolds] },
  { says: 'a short sentence of the game\'s state for a polite live region, at once each time it changes (a pick that counts', tests: [js('lib/mechanics/memory-tiles/game.test.ts › createGame › shows every tile for the peek, ignores picks meanwhile, then turns them down'), js('lib/mechanics/memory-tiles/game.test.ts › createGame › turns a miss back after the Flip-Back Delay, or at once on a third pick'), t.hostPauseHolds] },
  // 3.3.0 (review 58).
  { says: 'The doc of `Now` says it counts the current run', provedBy: ['double-tap-dash/frame-rate-30', 'double-tap-dash/frame-rate-144', 'double-tap-dash/restart-and-end'] },
  { says: 'In every engine PhysicsDropper drops a ball for each finger and MemoryTiles\' rules deal the next board only once a board is cleared', notAClaim: 'the release’s summary: each part is a line of this release, proved there' },
  { says: 'Each finger drops a ball of its own, as in the other engines\' kits', provedBy: ['physics-dropper/two-fingers-drop-two'] },
  {
    says: 'deals the next board only once a board is cleared, and returns whether it dealt',
    tests: [
      js('lib/mechanics/memory-tiles/model.test.ts › deals the next board only once a board is cleared: before begin(), in the peek and mid-board it deals nothing'),
      unity('lib/mechanics/exporters/unity-ports.test.ts › %s: every record, event and number exact', { slugs: ['memory-tiles'] }),
      godot('lib/mechanics/all-games/godot-golden.test.ts › %s: every scenario matches the TypeScript model exactly', { slugs: ['memory-tiles'] }),
    ],
  },
  { says: 'The `/model` entry exports `stepSeconds`', notAClaim: 'what the .d.ts types for TypeScript (scripts/bundle-games.test.ts holds the /model declarations to the game entry’s rules exports)' },
  {
    says: 'The README\'s Controls no longer say that Space, Enter, a click or a finger starts a run the game waits for',
    tests: nextRunTests.slice(1),
  },
  {
    says: 'Space, Enter, a click or a finger never restarts a run under way: once a run has ended each starts the next (and starts a run the game waits for)',
    tests: [js('lib/mechanics/all-games/host-etiquette.test.ts › what starts the next run, as the READMEs say', { slugs: ['double-tap-dash', 'rhythm-clacker', 'bounce-chain', 'timing-wheel'] })],
  },
  { says: 'The doc of the config\'s `merged()` names every name it takes a setting by', notAClaim: 'what a doc comment says (godot.test.ts’s snapshot holds the generated config); the scenarios’ updates give the JavaScript kit’s keys' },
  { says: 'The doc of `judged` says it is the signal of every game that judges a press', notAClaim: 'what a doc comment says of a name' },
  { says: 'The `.d.ts` doc of `createGame` says Enter judges the nearest note too', provedBy: ['rhythm-clacker/keys-play'] },
  // 3.3.0 (review 59).
  { says: 'The doc of the model\'s `find_contact()` says it returns [-1, 0] when the ball lands on no platform', tests: [godot('lib/mechanics/all-games/godot-golden.test.ts › %s: every scenario matches the TypeScript model exactly', { slugs: ['bounce-chain'] })] },
  {
    says: 'The model\'s `NextBoard()` deals the next board only once a board is cleared, and does nothing before that',
    tests: [unity('lib/mechanics/exporters/unity-ports.test.ts › %s: every record, event and number exact', { slugs: ['memory-tiles'] })],
  },
  { says: 'The game\'s entry and `/model` export `symbolNames`', notAClaim: 'what the .d.ts types for TypeScript (scripts/bundle-games.test.ts holds the /model declarations to the game entry’s rules exports)' },
  { says: 'The component\'s doc says R and the Restart button do nothing while the game is paused or counting down', provedBy: ['focus-lost-mid-run', 'pause-by-api'] },
  {
    says: 'The prompts pass over a press the input backend does not read',
    tests: [unity('lib/mechanics/exporters/unity-package.test.ts › %s: a prompt names the bound key as people read it (Right Shift, Left Ctrl, Enter, /), from one table, and two presses bound apart each keep their prompts (made once); a press the backend cannot read is passed over', { slugs: ['double-tap-dash', 'rhythm-clacker', 'memory-tiles', 'bounce-chain', 'timing-wheel'] })],
  },
  {
    says: 'The first board’s peek begins at once (and again after Restart)',
    provedBy: ['memory-tiles/board-cleared'],
    tests: [
      unity('lib/mechanics/exporters/unity-package.test.ts › MemoryTilesGame starts its first board on its own', { slugs: ['memory-tiles'] }),
      unity('lib/mechanics/exporters/unity-package.test.ts › MemoryTilesGame: a board a new Board Size deals after a cleared board waits for a press, which begins its peek', { slugs: ['memory-tiles'] }),
    ],
  },
  {
    says: 'The README\'s Controls say the first board\'s peek begins at once',
    tests: [
      unity('lib/mechanics/exporters/unity-package.test.ts › MemoryTilesGame starts its first board on its own', { slugs: ['memory-tiles'] }),
      unity('lib/mechanics/exporters/unity-package.test.ts › MemoryTilesGame: a board a new Board Size deals after a cleared board waits for a press, which begins its peek', { slugs: ['memory-tiles'] }),
    ],
  },
  { says: 'The README\'s frame-rate rule says a finger\'s tap within one frame counts at its touch\'s start', notAClaim: 'the time the kit reads for a finger, the Input System’s TouchControl.startTime (InputSystem Controls/TouchControl.cs); the stub models a touch’s time per frame' },
  // 3.3.1 (review 61).
  { says: 'In Unity a press or a let-go is timed only by a device that pressed or let go of the game in its frame', notAClaim: 'the release’s summary: each part is a line of this release, proved there' },
  { says: 'A finger\'s lift alone counts at the start of its frame, as the README says', tests: [t.unityEventTimeAll] },
  { says: 'A key pressed in the frame in which a click or a stylus on the game is let go keeps the keyboard\'s time', tests: [t.unityEventTimeAll, t.unityEventTime] },
  {
    says: 'A chain detector that raises the multiplier on every bounce off a platform other than the last one bounced on',
    tests: [
      js('lib/mechanics/bounce-chain/model.test.ts › extends the chain only on a platform different from the last one'),
      unity('lib/mechanics/exporters/unity-ports.test.ts › %s: every record, event and number exact', { slugs: ['bounce-chain'] }),
      godot('lib/mechanics/all-games/godot-golden.test.ts › %s: every scenario matches the TypeScript model exactly', { slugs: ['bounce-chain'] }),
    ],
  },
  { says: 'Every text of play is at least 0.1 in tall on the screen where Godot\'s dpi is the screen\'s', tests: [t.godotTexts] },
  { says: 'The README says every text is at least 0.1 in tall where Godot\'s dpi is the screen\'s', tests: [t.godotTexts] },
  { says: 'The README\'s Controls say the game steers by the half a press began on', provedBy: ['bounce-chain/touch-steer'] },
  { says: 'The README\'s Controls say the game steers by the side of the board\'s middle a press began on', provedBy: ['bounce-chain/touch-steer'] },
  { says: 'Nothing in this game: the shell\'s `MicroloopInput.cs`, `MicroloopControls.cs` and `MicroloopGame.cs` now time a press or a let-go', notAClaim: 'which shared files changed and that this game reads no press’s time (only DoubleTapDash, RhythmClacker and TimingWheel call PressSecondsAgo)' },
  { says: 'A field emptied while a Unity game plays falls back as its doc says', notAClaim: 'the release’s summary: each part is a line of this release, proved there' },
  { says: 'A field emptied while the game plays (`keys` set to null from code; in MemoryTiles `tileSet` set to None) plays the default keys and the built-in tile set', tests: [t.unityApiEdges] },
  { says: 'say the application losing focus pauses a run under way (in MemoryTiles a board\'s peek or pairs): between runs `IsPaused` is true while it is away and no `Paused` is raised', tests: [unity('lib/mechanics/exporters/unity-package.test.ts › %s: the application losing focus between runs'), t.unityFocus] },
  { says: 'After `update()` with a Dictionary an edit of the `.tres` in place no longer reaches the game', tests: [godot('content/kit-api/samples-godot.test.ts › after update() with a Dictionary each game plays a copy of its settings', { slugs: ['rhythm-clacker'] })] },
  { says: 'A calibration round keeps the other sections of the calibration file', tests: [godot('content/kit-api/samples-godot.test.ts › RhythmClacker: a calibrated latency is kept in user://microloop_rhythm_clacker.cfg', { slugs: ['rhythm-clacker'] })] },
  { says: 'The README says a tile too narrow for its word shows its first letters and "…", and that every tile shows its symbol drawn only where even those do not fit', tests: [godot('content/kit-api/samples-godot.test.ts › MemoryTiles: every tile’s word fits its tile on one line', { slugs: ['memory-tiles'] })] },
  { says: 'The README\'s Input section and the game\'s docs say the game steers by the side of the board\'s middle a press began on', provedBy: ['bounce-chain/touch-steer'] },
  { says: 'The HUD counts the calibration round\'s clicks heard from 0', tests: [unity('lib/mechanics/exporters/unity-package.test.ts › %s: RhythmClackerGame judges Space, Enter, click and tap on its clock', { slugs: ['rhythm-clacker'] }), godot('content/kit-api/samples-godot.test.ts › RhythmClacker: a calibrated latency is kept in user://microloop_rhythm_clacker.cfg', { slugs: ['rhythm-clacker'] })] },
  { says: 'The status counts the calibration round\'s clicks heard from 0, as the canvas does', tests: [js('lib/mechanics/rhythm-clacker/game.test.ts › statusText › says the state, score, combo, multiplier and last judgement', { slugs: ['rhythm-clacker'] })] },
  { says: 'The README\'s Controls say R deals a new first board (the same one when the game has a seed of its own), and Flip-Back Delay\'s meaning that picking a tile not yet matched turns a miss back at once', tests: [js('lib/mechanics/memory-tiles/model.test.ts › MemoryModel › leaves a miss face up when a matched tile is picked during the delay', { slugs: ['memory-tiles'] }), js('lib/mechanics/memory-tiles/model.test.ts › MemoryModel › resets to the first board with no score or streak; a new seed deals a new board', { slugs: ['memory-tiles'] })], provedBy: ['memory-tiles/board-cleared'] },
  { says: 'sums frame times, so taps 15 frames of 1/60 s apart read 250.00000000000006 ms and made two dashes', provedBy: ['double-tap-dash/window-edge'] },
  { says: 'on the game\'s clock, a sum of Unity\'s single-precision frame times: 15 frames of 1/60 s read 250.000013 ms, and a gap that far past the window made two dashes', provedBy: ['double-tap-dash/window-edge'] },
  { says: 'take a gap within a ten-thousandth of a ms of the window as the window', provedBy: ['double-tap-dash/window-edge'], tests: [js('lib/mechanics/double-tap-dash/model.test.ts › tap or double tap › counts a gap of exactly the window on a clock of summed frame times (15 frames of 1/60 s) as a double', { slugs: ['double-tap-dash'] })] },
  { says: 'A steering key held while Space, Enter or R starts the next run steers the ball from the run\'s first frame', tests: [godot('content/kit-api/samples-godot.test.ts › the site’s GDScript samples run in Godot 4.6 against the kits › the rules around the models (e2e/godot/rules_driver.gd) › BounceChain: a steering key held while Space or R starts the next run steers it from its first frame, and stops when let go', { slugs: ['bounce-chain'] })] },
  { says: 'Two DoubleTapDash taps exactly the Double-Tap Window apart make a phase on a clock of summed frame times; a Godot BounceChain steering key held while a press starts the next run steers it', provedBy: ['double-tap-dash/window-edge'], tests: [godot('content/kit-api/samples-godot.test.ts › the site’s GDScript samples run in Godot 4.6 against the kits › the rules around the models (e2e/godot/rules_driver.gd) › BounceChain: a steering key held while Space or R starts the next run steers it from its first frame, and stops when let go', { slugs: ['bounce-chain'] })] },
  { says: 'A tap is judged against the audio output\'s clock as the readings of the last 0.3 s give it', tests: [js('lib/mechanics/rhythm-clacker/audio.test.ts › ClackAudio.heardAt › keeps the output\'s own offset through a reading of a callback that ran late'), js('lib/mechanics/rhythm-clacker/audio.test.ts › ClackAudio.heardAt › takes a move of the output larger than a late callback'), js('e2e/js-kits.spec.ts › JavaScript kits as a developer uses them › RhythmClacker\'s sound captured at the AudioContext destination', { slugs: ['rhythm-clacker'] })] },
  { says: 'A JavaScript RhythmClacker tap is judged against the audio output\'s clock as it ran over the last 0.3 s', tests: [js('lib/mechanics/rhythm-clacker/audio.test.ts › ClackAudio.heardAt › keeps the output\'s own offset through a reading of a callback that ran late')] },
  { says: 'The doc comments of the HUD\'s scale (`ScaleFor`, `ScaleForScreen`) say it is screen pixels a HUD unit', tests: [unity('lib/mechanics/exporters/unity.test.ts › Unity export › names the HUD scale one way in every doc of the shell', { slugs: all })] },
  { says: 'The README\'s Look says `PlacePegViews` puts the pegs in place again on each Restart', notAClaim: 'what the README says a method of the game is for, not what the game does' },
  { says: 'A steering key pressed before a run starts (Left, then Space) steers from the run\'s first moment while it is held', tests: [js('lib/mechanics/bounce-chain/game.test.ts › createGame › a steering key pressed before the run starts steers from its first moment while it is held', { slugs: ['bounce-chain'] })] },
  { says: 'The latency a calibration round measured plays on over an edit of another setting and over the settings assigned again', tests: [godot('content/kit-api/samples-godot.test.ts › RhythmClacker: a calibrated latency is kept in user://microloop_rhythm_clacker.cfg', { slugs: ['rhythm-clacker'] })] },
  { says: 'A drop of the player’s falls at once and counts among them: the board drops none of its own until fewer are in play', tests: t.playerDropsCounted },
  { says: 'Particle Density\'s meaning says the board keeps that many balls in play (falling, or settling in a bin) and a drop of the player\'s counts among them', tests: t.playerDropsCounted },
  {
    says: 'the game plays every map at its BPM setting',
    tests: [
      js('lib/mechanics/rhythm-clacker/model.test.ts › beatTimes › turns beats into seconds at the BPM setting, not the map tempo', { slugs: ['rhythm-clacker'] }),
      godot('lib/mechanics/all-games/godot-golden.test.ts › %s: every scenario matches the TypeScript model exactly', { slugs: ['rhythm-clacker'] }),
      unity('lib/mechanics/exporters/unity-ports.test.ts › %s: every record, event and number exact', { slugs: ['rhythm-clacker'] }),
    ],
  },
  { says: 'A tile set assigned while a board plays, or the field emptied, restyles the symbols and the focus frame at once', tests: [unity('lib/mechanics/exporters/unity-package.test.ts › MemoryTilesGame restyles its symbols at once', { slugs: ['memory-tiles'] })] },
  { says: '`update()` with whole settings keeps a calibrated latency as assigning `settings` does', tests: [godot('content/kit-api/samples-godot.test.ts › RhythmClacker: a calibrated latency is kept in user://microloop_rhythm_clacker.cfg', { slugs: ['rhythm-clacker'] })] },
  { says: 'A letter key let go with Shift or Caps Lock changed since its press is let go', tests: [js('lib/mechanics/core/canvas-game.test.ts › runCanvasGame › a letter held is one key whatever Shift did', { slugs: ['physics-dropper', 'double-tap-dash', 'rhythm-clacker', 'bounce-chain', 'timing-wheel'] })] },
  { says: 'A or D let go as a capital left the ball steering, and R let go as a capital made the next R do nothing', tests: [js('lib/mechanics/core/canvas-game.test.ts › runCanvasGame › a letter held is one key whatever Shift did', { slugs: ['bounce-chain'] })] },
  { says: 'Enter, Space or R held on the board counts as one press', tests: [js('lib/mechanics/memory-tiles/game.test.ts › takes a held Enter, Space or R as one press', { slugs: ['memory-tiles'] })] },
  { says: 'The status says the run has begun at the frame after the press that starts it', tests: [js("lib/mechanics/rhythm-clacker/game.test.ts › says the run has begun at the frame after the press that starts it", { slugs: ['rhythm-clacker'] })] },
  { says: 'The doc of the shell\'s `is_stopped()` names a focus loss, until the countdown after it runs out, among what stops the game', provedBy: ['focus-lost-mid-run'] },
  { says: 'settings with an Input Latency other than 0 play their own from the game\'s start, until a calibration round sets the one it measured', tests: [godot('content/kit-api/samples-godot.test.ts › RhythmClacker: a calibrated latency is kept in user://microloop_rhythm_clacker.cfg', { slugs: ['rhythm-clacker'] })] },
  {
    says: 'The README\'s Controls list Space and Enter among what starts the next run once a run has ended',
    tests: nextRunTests,
  },
  { says: 'The game\'s doc says Enter, as Space, takes the keyboard focus for the first tile when nothing has it', tests: [godot('lib/mechanics/exporters/godot-host-places.test.ts › memory-tiles: a tile the player focused by keys does not take Space under the host\'s own pause', { slugs: ['memory-tiles'] })] },
  {
    says: 'The `.d.ts` doc of `createGame` names everything the game writes on the canvas',
    tests: [
      js('lib/mechanics/core/canvas-game.test.ts › runCanvasGame: the canonical game around the rules › sizing at devicePixelRatio 2 › destroy() gives back the host\'s style attribute word for word, and keeps a style the host set while the game played', { slugs: canvasGames }),
      js('lib/mechanics/core/canvas-game.test.ts › runCanvasGame › keeps an unstyled canvas at its attribute size on a HiDPI screen: resizes never feed back into the box', { slugs: canvasGames }),
    ],
  },
  // 3.2.0 (review 55).
  { says: 'The doc of the model\'s `multiplier` says it is the multiplier the last bounce scored with', tests: [godot('lib/mechanics/all-games/godot-golden.test.ts › %s: every scenario matches the TypeScript model exactly', { slugs: ['bounce-chain'] })] },
  { says: 'The shell\'s and the game\'s private members that one doc comment spoke of together each have a comment of their own', notAClaim: 'where an editor shows a doc comment (the scripts as shipped)' },
  { says: 'The `/model` entry exports everything the game\'s entry takes from the rules', notAClaim: 'what the .d.ts types for TypeScript (scripts/bundle-games.test.ts holds the /model declarations to the game entry’s rules exports)' },
  { says: 'The doc comments say that in a Web build the song waits under the start prompt in the words of the player\'s hands', provedBy: ['rhythm-clacker/no-note-before-audio'], tests: [t.unityWebFirstPress] },
  { says: 'The doc of `update()` says a new Board Size begins the new board\'s peek at once when the board it replaces had begun, a cleared one too', tests: [godot('content/kit-api/samples-godot.test.ts › the rules around the models (e2e/godot/rules_driver.gd) › MemoryTiles: model.update() with Board Size 6', { slugs: ['memory-tiles'] }), godot('content/kit-api/samples-godot.test.ts › MemoryTiles’ samples are picked on as many tiles as their board has', { slugs: ['memory-tiles'] })] },
  { says: 'The README\'s Controls say the left mouse button or a finger held left or right of the board\'s middle steers', provedBy: ['bounce-chain/touch-steer'] },
  { says: 'The doc and the tooltip of `board` say that a change made while the game plays does not reach it', tests: [unity('lib/mechanics/exporters/unity-package.test.ts › %s: the Inspector sets the peg field (rows, spacing, jitter) and the payout curve', { slugs: ['physics-dropper'] })] },
  { says: 'With sound on, the song stands still at its first moment, the start prompt shown, until the player’s first press on the game', tests: [js('lib/mechanics/rhythm-clacker/game.test.ts › the canonical game (issue 37, 38) › no note is due before audio can sound')] },
  { says: 'While a run waits for the first press that lets the browser start its sound', tests: [js('lib/mechanics/rhythm-clacker/game.test.ts › the canonical game (issue 37, 38) › no note is due before audio can sound')] },
  { says: 'The README, the `.d.ts` and the API page say that with sound on `autoStart` shows the start prompt', tests: [js('lib/mechanics/rhythm-clacker/game.test.ts › the canonical game (issue 37, 38) › no note is due before audio can sound'), js('scripts/bundle-games.test.ts › bundleGames on this repo › says in RhythmClacker’s autoStart doc', { slugs: ['rhythm-clacker'] })] },
  { says: 'RhythmClacker\'s status says how to start while its song waits for the first press', tests: [js('lib/mechanics/rhythm-clacker/game.test.ts › the canonical game (issue 37, 38) › no note is due before audio can sound'), js('scripts/bundle-games.test.ts › bundleGames on this repo › bundles every registered mechanic', { slugs: ['double-tap-dash', 'timing-wheel'] })] },
  {
    says: 'given a long step moves the wheel as the short steps of the same time do',
    tests: [
      js('lib/mechanics/timing-wheel/game.test.ts › the rules’ step (review 55, js-b-1) › moves the wheel by one long step as by the short steps'),
      unity('lib/mechanics/exporters/unity-ports.test.ts › %s: every record, event and number exact', { slugs: ['timing-wheel'] }),
      godot('lib/mechanics/all-games/godot-golden.test.ts › %s: every scenario matches the TypeScript model exactly', { slugs: ['timing-wheel'] }),
    ],
  },
  { says: 'one long step moves the wheel as the short steps of the same time do', tests: [js('lib/mechanics/timing-wheel/game.test.ts › the rules’ step (review 55, js-b-1) › moves the wheel by one long step as by the short steps')] },
  { says: '`onJudged` carries a `DoubleTapDashJudgement`', notAClaim: 'what the .d.ts types for TypeScript (scripts/bundle-games.test.ts reads the bundled declarations; js-shipped.test.ts records the type exports)' },
  { says: '`onJudged` carries a `TimingWheelJudgement`', notAClaim: 'what the .d.ts types for TypeScript (scripts/bundle-games.test.ts reads the bundled declarations; js-shipped.test.ts records the type exports)' },
  { says: 'The `.d.ts` docs of the model\'s `nudge()` and `step()` give the 0.4 s between nudges', notAClaim: 'what the .d.ts says (scripts/bundle-games.test.ts holds its docs to names the declarations have); the 0.4 s and 0.25 s are the README’s, proved there' },
  { says: 'The doc of `destroy()` no longer points to a `touch-action` sentence', tests: [js('scripts/bundle-games.test.ts › bundleGames on this repo › names in destroy() only what the game borrows', { slugs: ['memory-tiles'] })] },
  { says: 'The README\'s Node sample calls `begin()` before its steps', tests: [js('lib/mechanics/memory-tiles/model.test.ts › clears the board, grades it, extends the streak and shortens the next peek')] },
  // 3.0.3 (review 54).
  { says: 'The game reads one input time a frame, so a press and its let-go within one frame count together at it.', tests: [unity('lib/mechanics/exporters/unity-package.test.ts › %s: TimingWheelGame plays by held Space, Enter, mouse and finger', { slugs: ['timing-wheel'] })] },
  {
    says: 'The README\'s Controls say Space and Enter start the next run once a run has ended',
    tests: nextRunTests,
  },
  { says: 'The README says a frame moves the wheel by', provedBy: frameRates },
  { says: 'The model\'s `reset()` takes a seed, as the other engines\' rules do', tests: [godot('lib/mechanics/exporters/godot-host-places.test.ts › %s has the one API every game has', { slugs: ['physics-dropper', 'double-tap-dash', 'rhythm-clacker', 'bounce-chain', 'timing-wheel'] })] },
  { says: '`reset(seed_value)` deals the run from it, and with no argument from the seed it had, as before.', tests: [godot('lib/mechanics/exporters/godot-host-places.test.ts › %s has the one API every game has', { slugs: ['physics-dropper', 'double-tap-dash', 'rhythm-clacker', 'bounce-chain', 'timing-wheel'] })] },
  { says: 'Every member a doc comment speaks of has a comment of its own, where the editor shows it', notAClaim: 'where an editor shows a doc comment (lib/mechanics/all-games/godot-style.test.ts holds each member to its own)' },
  { says: 'The settings\' `INPUT_LATENCY_MIN`, `INPUT_LATENCY_MAX` and `INPUT_LATENCY_STEP` each have a doc comment', notAClaim: 'where an editor shows a doc comment (lib/mechanics/all-games/godot-style.test.ts)' },
  { says: 'The page\'s Play, Pause and Restart buttons give the keys back to the board\'s tile', tests: [js('lib/mechanics/exporters/standalone-focus.test.ts › a MemoryTiles page: the keys go back to the board', { slugs: ['memory-tiles'] })] },
  { says: 'The doc of `createGame` says when `onStatus` speaks, as the README does', notAClaim: 'what the .d.ts says (its words are the README\'s, checked against the game by its own tests)' },
  { says: 'The README\'s Controls say the game\'s first Space or Enter', tests: [unity('lib/mechanics/exporters/unity-package.test.ts › %s: MemoryTilesGame plays a board by arrows and Space/Enter (a game’s first Space showing the focused tile', { slugs: ['memory-tiles'] })] },
  { says: 'The handle\'s `setMuted` and `calibrate`, typed as optional, which this game never has', notAClaim: 'what the .d.ts types for TypeScript (scripts/bundle-games.test.ts reads the bundled declarations)' },
  { says: 'Add the whole package: its `Runtime/` folder also holds the shell every Microloop game runs on', notAClaim: 'the files the kit holds (lib/mechanics/exporters/unity-package.ts writes them; the kit tests list them)' },
  { says: 'The kit also holds `src/', notAClaim: 'the files the kit holds (lib/mechanics/exporters/js-project.ts writes them; the kit tests list them)' },
  { says: 'The streak carries from level to level, and each board of a streak peeks `peek_reduction` shorter (down to 0.5 s)', tests: [js('lib/mechanics/memory-tiles/model.test.ts › clears the board, grades it, extends the streak and shortens the next peek', { slugs: ['memory-tiles'] }), godot('lib/mechanics/all-games/godot-golden.test.ts › %s: every scenario matches the TypeScript model exactly', { slugs: ['memory-tiles'] })] },
  { says: 'The game’s first Space or Enter, before an arrow key or a pick, shows the focused tile and turns nothing', tests: [unity('lib/mechanics/exporters/unity-package.test.ts › %s: MemoryTilesGame plays a board by arrows and Space/Enter (a game’s first Space showing the focused tile', { slugs: ['memory-tiles'] })] },
  // 3.0.3 (review 52).
  { says: 'An editor shows the game\'s own doc of `calibrate()` and `setMuted()`', notAClaim: 'where an editor shows a doc comment: the .d.ts as bundled (scripts/bundle-games.test.ts)' },
  { says: 'After `update()` with a Dictionary the game plays a copy of its settings', tests: [godot('content/kit-api/samples-godot.test.ts › after update() with a Dictionary each game plays a copy of its settings', { slugs: all })] },
  { says: 'BPM\'s words name no beat map tempo: the game plays every beat map at BPM', tests: [unity('lib/mechanics/exporters/unity-ports.test.ts › %s: every record, event and number exact', { slugs: ['rhythm-clacker'] }), godot('lib/mechanics/all-games/godot-golden.test.ts › %s: every scenario matches the TypeScript model exactly', { slugs: ['rhythm-clacker'] })] },
  { says: 'A host that pauses the game in the `onJudged` of the moment that ends a run keeps its pause', tests: [t.pausedAtEnd] },
  { says: '`onEnd` is heard, and the host\'s `start()` calls `onResume` and gives back the ended run', tests: [t.pausedAtEnd] },
  { says: 'A Board Size edited in place while a board is under way begins the new board\'s peek at once', tests: [godot('content/kit-api/samples-godot.test.ts › MemoryTiles: model.update() with Board Size 6', { slugs: ['memory-tiles'] })] },
  { says: 'A setting halfway between two of its steps (in a preset, the Inspector or set from code) snaps to the upper step', tests: [unity('lib/mechanics/exporters/csharp-compiles.test.ts › the generated C# compiles and runs › run under mono › snaps preset values onto the template grid', { slugs: all })] },
  { says: 'The README says which let-go has a time of its own in Unity', tests: [unity('lib/mechanics/exporters/unity-package.test.ts › %s: TimingWheelGame plays by held Space, Enter, mouse and finger', { slugs: ['timing-wheel'] }), t.unityEventTime] },
  { says: 'Keys are named as on a US (QWERTY) keyboard', notAClaim: 'how the engine names a key it reads by its place (the Input System\'s Key, Godot\'s physical_keycode), read in its source' },
  { says: 'Each is worded here for', notAClaim: 'how the README words its rules: the rules themselves are proved one by one below it' },
  { says: 'the game itself as a readable ES module exporting createGame, with its TypeScript declarations, in a Vite project', notAClaim: 'the files the kit holds (lib/mechanics/exporters/js-project.ts writes them; the kit tests list them)' },
  { says: '`MicroloopBrowser.cs`, which asks the page for its pixel density', notAClaim: 'the files the package holds, and what each is for' },
  // 3.0.3 (review 48).
  { says: 'The doc comment of `Build` says the pieces are made once (a restart keeps them).', tests: [t.noLeaks] },
  { says: 'The game follows its config edited in place (the Inspector on the running game', tests: [godot('content/kit-api/samples-godot.test.ts › TimingWheel, RhythmClacker, MemoryTiles and BounceChain follow their config edited in place', { slugs: ['timing-wheel', 'rhythm-clacker', 'memory-tiles', 'bounce-chain'] })] },
  { says: 'R acts while a run plays or after it ended: while the game waits for its first run, its start press starts it.', tests: [t.waitingStartRule] },
  { says: 'The README\'s Controls say R acts while a run plays or after it ended', tests: [t.waitingStartRule] },
  { says: 'A host that pauses the game in `onJudged` stops it at that step', tests: [js('lib/mechanics/double-tap-dash/game.test.ts › createGame › a host that pauses the game in onJudged stops the frame')] },
  { says: 'The README says the song stands still before the first press', tests: [t.audioAhead, t.resumeKeeps] },
  { says: 'The game plays the peg field and payout it was made with', tests: [unity('lib/mechanics/exporters/unity-package.test.ts › %s: the Inspector sets the peg field (rows, spacing, jitter) and the payout curve', { slugs: ['physics-dropper'] })] },
  { says: 'The README and the warning for a missing Input System package say Unity 6000.1 and newer mark Both', tests: [t.unityNoHud, t.noInput] },
  { says: 'The README gives the Container Sizing of a Control you put the game in as the Inspector shows it', tests: [godot('lib/mechanics/exporters/godot-kits.test.ts › %s (N12, issue 38): draws its board whole and centred'), t.godotTexts] },
  { says: 'The seed of the sparks: 0 picks a new one each run (the notes never change).', tests: [godot('lib/mechanics/all-games/godot-golden.test.ts › %s: every scenario matches the TypeScript model exactly', { slugs: ['rhythm-clacker'] })] },
  { says: 'Seconds into the song: the audio clock while it moves, else (no audio output, or that clock still for a quarter of a second) the frames’ time', tests: [godot('content/kit-api/samples-godot.test.ts › RhythmClacker with no audio output, and once its audio clock has stood still', { slugs: ['rhythm-clacker'] }), t.godotAudio] },
  { says: 'The README says which fields of `keys` the game reads', tests: [t.unityKeys] },
  { says: 'The README says the game adds an `AudioListener` as every Microloop game\'s shell does', tests: [t.emptyScene] },
  { says: 'The README gives no prompt: the game shows none', provedBy: ['physics-dropper/mouse-play', 'physics-dropper/touch-play'], tests: [t.unityPrompts] },
  { says: 'The README\'s prompt examples are the game\'s own', tests: [t.unityKeys, t.unityPrompts] },
  { says: 'The README says the calibration is kept under two PlayerPrefs keys', tests: [t.unityCalibration, t.unityLatencyRule] },
  { says: 'The doc of the model\'s `ScoreChanged` says a reset raises it too', tests: [t.ports] },
  { says: 'The docs of `MinRadius` and `JudgeReleaseNow` say what they give', tests: [unity('lib/mechanics/exporters/unity-package.test.ts › %s: TimingWheelGame plays by held Space, Enter, mouse and finger', { slugs: ['timing-wheel'] }), t.ports] },
  { says: 'The shell\'s doc comments say a press of the left mouse button', provedBy: play, tests: [t.godotTexts] },
  { says: 'The README\'s Controls and the doc of `HOLD_ACTION` name the left mouse button', provedBy: ['timing-wheel/mouse-play', ...each('keys-play', ['timing-wheel'])] },
  { says: 'The doc of `update()` says a new BPM or Beat Map starts the song over at once', tests: [godot('content/kit-api/samples-godot.test.ts › RhythmClacker: update() takes a subset', { slugs: ['rhythm-clacker'] })] },
  { says: 'The `.d.ts` says a muted game keeps time', tests: [t.mute, t.rulesShape] },
  { says: 'The README says `onJudged` reports a phase\'s end too', tests: [js('lib/mechanics/double-tap-dash/model.test.ts › DashModel › drops the combo when a phase times out with no gate in it')] },
  { says: 'The README says the rules\' `update()` deals a board of a new Board Size that waits for `begin()`', tests: [js('lib/mechanics/memory-tiles/model.test.ts › MemoryModel › deals a new board of a new Board Size at once'), js('lib/mechanics/memory-tiles/game.test.ts › createGame › applies new values: a new Board Size redeals an unseen board')] },
  { says: 'The README and the `.d.ts` say `calibrate()` applies the latency itself', tests: [js('lib/mechanics/rhythm-clacker/game.test.ts › calibrate › measures the median tap offset over eight clicks, applies it and reports it')] },
  { says: 'The doc of `createGame` says a near miss counts toward the three misses', provedBy: ['timing-wheel/mouse-play', ...each('keys-play', ['timing-wheel'])] },
  { says: 'as every Microloop game\'s shell does for the games that make sounds (this one makes none)', tests: [t.emptyScene] },
  { says: 'PlayerPrefs keys `microloop:rhythm-clacker:latency` (the latency, ms)', tests: [t.unityCalibration, t.unityLatencyRule] },
  { says: 'The same as `model.update(changes)`, but a new BPM or Beat Map starts the song over at once', tests: [godot('content/kit-api/samples-godot.test.ts › RhythmClacker: update() takes a subset', { slugs: ['rhythm-clacker'] })] },
  // 3.0.2 (review 42).
  {
    says: 'In a Unity Web build RhythmClacker waits for the player\'s first press before its song starts',
    tests: [t.unityWebFirstPress, t.godotSetSnapped, t.controlsWords],
  },
  { says: 'In a Web build the song waits at its start for the player\'s first press', tests: [t.unityWebFirstPress] },
  { says: 'The README\'s Controls say Space or Enter turns the focused tile face up', tests: [t.controlsWords] },
  { says: 'The README says a phase lasts 0.55 s, through any gate', provedBy: [...keysToo, 'two-fingers-overlapping'] },
  
  { says: 'A setting set from code between two of its steps (a property of the config, then `model.update(config)`) is put on its step by the setting\'s setter', tests: [t.godotSetSnapped] },
  { says: 'The README says what a setting that is not a number plays: its default', tests: [t.notNumberDefault, t.undefinedKept] },
  { says: 'The README\'s timing model says a new BPM or Beat Map starts the song over', tests: [t.songOver, t.sharedOutput, t.rulesBpm] },
  // 3.0.2, the words review 43 found untrue.
  { says: 'The README says a tap is judged on the song clock at the time it carries where the engine gives it one', provedBy: frameRates, tests: [t.unityEventTime, t.rhythmKeyTime] },
  { says: 'The README says the wheel moves by the time each frame passed', provedBy: frameRates },
  { says: 'a tap near no note is a stray Miss that leaves the note open', tests: [t.strayMiss, t.fewTaps, t.ports, godot('lib/mechanics/all-games/godot-golden.test.ts › %s: every scenario matches the TypeScript model exactly', { slugs: ['rhythm-clacker'] })] },
  { says: 'The README names the left mouse button for a hold (the only one the game reads)', provedBy: ['timing-wheel/mouse-play'] },
  { says: 'A quick tap shorter than a frame (pressed and let go before the frame ends', tests: [unity('lib/mechanics/exporters/unity-package.test.ts › %s: TimingWheelGame brakes on a quick tap shorter than a frame', { slugs: ['timing-wheel'] })] },
  { says: 'The README says the first board shows its tiles at once, and that either tile of a miss can be picked again at once.', tests: [unity('lib/mechanics/exporters/unity-package.test.ts › MemoryTilesGame starts its first board on its own', { slugs: ['memory-tiles'] }), t.missPickedAgain] },
  { says: 'The README says steering reads the left or right half of the game\'s view', provedBy: ['bounce-chain/mouse-play', 'bounce-chain/touch-play'] },
  { says: 'The README says steering reads the left or right side of the board\'s middle', provedBy: ['bounce-chain/mouse-play', 'bounce-chain/touch-play'] },
  { says: 'Bounciness\'s tooltip and the README say what it does', tests: [t.pegFade, t.binKeeps, t.ports] },
  { says: 'Bounciness\'s doc and the README say what it does', tests: [t.pegFade, t.binKeeps, godot('lib/mechanics/all-games/godot-golden.test.ts › %s: every scenario matches the TypeScript model exactly', { slugs: ['physics-dropper'] })] },
  { says: 'Bounciness\'s meaning says what it does', tests: [t.pegFade, t.binKeeps] },
  { says: 'The doc comments of `game_paused` and the game, and the README, say a focus loss pauses the game in an exported game', provedBy: ['focus-lost-mid-run'] },
  { says: 'The `.d.ts` says what a setting that is not a number plays, as the README does', tests: [t.notNumberDefault, t.undefinedKept, t.rulesShape] },
  { says: 'Change the six while it plays with `game.update({ segments: 16 })`.', provedBy: ['timing-wheel/update-each-setting'] },
  { says: 'The README says Other File Extensions (which shows `index.html` in the FileSystem dock) is Godot 4.4', notAClaim: 'the engine’s own editor setting, read in its source and class reference' },
  { says: 'The README and the `.d.ts` say `snapshot()` reads out the score and the numbers a HUD shows', tests: [t.rulesShape] },
  { says: 'the bins follow the last row, so the board stays about as tall as the default', tests: [t.pegField, t.csharpSamples] },
  { says: 'A short sentence for a polite live region: the game’s state and its numbers', tests: [t.hostPauseHolds] },
  { says: 'Song seconds from the first beat (negative in the silent lead-in before it', tests: [t.unityTimeScaleRhythm, t.unityEventTime] },
  { says: 'Paused because the player is away (the tab hidden, the window out of focus), the new run plays after the countdown', tests: [js('lib/mechanics/all-games/host-etiquette.test.ts › reset() while the player is away', { slugs: all, shows: ['window-focus', 'tab-hidden'] })] },
  { says: 'The doc of `paused` says game_paused or game_resumed fires where setting it stops or starts the game', provedBy: ['pause-by-api', 'host-pause', 'focus-lost-mid-run'], tests: [t.godotHidden] },
  { says: 'Simulation Speed halves a drop\'s time down to its 0.35 s floor', provedBy: ['physics-dropper/update-each-setting'], tests: [t.fallTime, t.refusesFull] },
  { says: 'The README says `reset()` while the player is away plays the new run after the countdown', tests: [js('lib/mechanics/all-games/host-etiquette.test.ts › reset() while the player is away', { slugs: all, shows: ['window-focus', 'tab-hidden'] })] },
  { says: 'The doc comments say R and the Restart button do nothing while the game is paused or counting down', provedBy: ['pause-by-api', 'focus-lost-mid-run'] },
  { says: 'The README\'s events say `ScoreChanged` reports 0 on a new run', provedBy: ['restart-and-end'] },
  { says: 'Particle Density\'s and Simulation Speed\'s words say the board keeps that many balls falling by itself', provedBy: ['physics-dropper/update-each-setting'], tests: [t.fallTime, t.refusesFull, t.ports, godot('lib/mechanics/all-games/godot-golden.test.ts › %s: every scenario matches the TypeScript model exactly', { slugs: ['physics-dropper'] })] },
  { says: 'Gravity, Bounciness or Simulation Speed edited on the config in place', tests: [godot('content/kit-api/samples-godot.test.ts › PhysicsDropper follows its config edited in place', { slugs: ['physics-dropper'] })] },
  { says: 'The README says that in a player a game switched off mid-run as the player leaves raises `Paused`', tests: [t.unityFocus] },
  { says: 'The README and the `.d.ts` say the rules\' `step()` plays at most 0.25 s a call.', tests: [js('lib/mechanics/bounce-chain/model.test.ts › clips a very long step and ignores a negative or broken one', { slugs: ['bounce-chain'] })] },
  // 3.0.1 (review 38).
  {
    says: 'In Unity a stylus plays with the Input System and a number in a narrow HUD stays whole',
    tests: [t.unityStylus, unity('lib/mechanics/exporters/unity-package.test.ts › the HUD keeps each field whole on one line', { slugs: all }), godot('content/kit-api/samples-godot.test.ts › DoubleTapDash judges a tap on the play time the last frame left', { slugs: ['double-tap-dash'] }), js("lib/mechanics/core/canvas-game.test.ts › destroy() gives back the host's style attribute word for word", { slugs: canvasGames })],
  },
  { says: 'With the Input System a stylus (an Apple Pencil, an S Pen, a Surface Pen) plays as a finger does', tests: [t.unityStylus] },
  { says: 'A stylus\'s press is judged by the pen\'s last event in its frame, as a click is by the mouse\'s', tests: [t.unityEventTimeAll, t.unityEventTime] },
  { says: 'With the Input Manager a stylus is read as the platform gives it', provedBy: ['touch-play'] },
  { says: 'In a narrow view (half a phone\'s screen) the HUD keeps each number on one line', tests: [unity('lib/mechanics/exporters/unity-package.test.ts › the HUD keeps each field whole on one line', { slugs: all })] },
  { says: '`Calibrate()` on a destroyed Game does nothing', tests: [t.unityApiEdges] },
  { says: 'and the round plays after the countdown once they are back', tests: [unity("lib/mechanics/exporters/unity-package.test.ts › %s: Pause() between runs (after a run's end or a cleared board) fires Paused", { slugs: ['rhythm-clacker'] })] },
  { says: '`Calibrate()` while the player is away between runs is held and said so', tests: [unity("lib/mechanics/exporters/unity-package.test.ts › %s: Pause() between runs (after a run's end or a cleared board) fires Paused", { slugs: ['rhythm-clacker'] })] },
  { says: 'Destroying only the game\'s component (`Destroy(game)`, its GameObject yours) takes the board it made with it', tests: [unity("lib/mechanics/exporters/unity-package.test.ts › %s: destroying only its component", { slugs: all })] },
  {
    says: 'and what a press starts',
    tests: [godot("content/kit-api/samples-godot.test.ts › DoubleTapDash's and BounceChain's rules are at most one fixed step", { slugs: ['double-tap-dash', 'bounce-chain', 'physics-dropper'], shows: ['input-moment'] })],
  },
  { says: 'The README now says too that what a press starts', tests: [godot("content/kit-api/samples-godot.test.ts › DoubleTapDash's and BounceChain's rules are at most one fixed step", { slugs: ['double-tap-dash'] })] },
  { says: 'The README says that what a press starts (a nudge) starts where the rules', tests: [godot("content/kit-api/samples-godot.test.ts › DoubleTapDash's and BounceChain's rules are at most one fixed step", { slugs: ['bounce-chain'] })] },
  { says: 'The README says that what a press starts (a ball) starts where the rules', tests: [godot("content/kit-api/samples-godot.test.ts › DoubleTapDash's and BounceChain's rules are at most one fixed step", { slugs: ['physics-dropper'] })] },
  { says: 'A tap is judged on the play time the last frame left: it was judged', tests: [godot('content/kit-api/samples-godot.test.ts › DoubleTapDash judges a tap on the play time the last frame left', { slugs: ['double-tap-dash'] })] },
  {
    says: 'In a Unity Web build on a phone the HUD reads the page for its size',
    tests: [t.hud, godot("e2e/godot-audio.spec.ts › the host's menu opened and closed ten times", { slugs: ['rhythm-clacker'] }), t.godotOneApi, js('lib/mechanics/core/canvas-game.test.ts › the press that starts a run, let go where the game cannot hear it', { slugs: canvasGames })],
  },
  { says: 'Your tree unpaused, or the game moved in your tree, while the game holds', tests: [godot("e2e/godot-audio.spec.ts › the host's menu opened and closed ten times", { slugs: ['rhythm-clacker'] })] },
  { says: 'A hold taken from the game (the canvas\'s focus gone to your text field', tests: [js('lib/mechanics/timing-wheel/game.test.ts › createGame › a hold taken from the game', { slugs: ['timing-wheel'] })] },
  { says: 'A press taken from the game (a touch the browser cancels for a scroll', tests: [js('lib/mechanics/core/canvas-game.test.ts › a capture the host\'s element takes from the canvas', { slugs: ['bounce-chain'] })] },
  { says: 'A new tempo or a restart while the game holds', tests: [godot('e2e/godot-audio.spec.ts › a tempo change while the game holds', { slugs: ['rhythm-clacker'] })] },
  { says: 'The how-to-play line says a quick tap on the game nudges the ball too', provedBy: ['touch-nudge'] },
  { says: 'The warning for a key `update()` is given that names no setting', tests: [t.godotBoots] },
  { says: 'The press that starts a run (or R\'s restart) no longer swallows the run\'s next press', tests: [js('lib/mechanics/core/canvas-game.test.ts › the press that starts a run, let go where the game cannot hear it', { slugs: canvasGames })] },
  {
    says: 'In a phone\'s or a tablet\'s browser (a finger its main pointer) it takes 163 CSS pixels an inch',
    tests: [t.hud, unity("lib/mechanics/exporters/unity-web-plugin.test.ts › the Unity packages' browser plugin › in Chromium › %s: an iPhone's browser has 3 device pixels a CSS pixel and a finger first", { slugs: all })],
  },
  { says: 'In a Web build the HUD sizes its text from the page', tests: [t.hud, unity("lib/mechanics/exporters/unity-web-plugin.test.ts › the Unity packages' browser plugin › in Chromium › %s: the device pixels a CSS pixel are the canvas", { slugs: all })] },
  { says: 'The rules\' `score` is a number, as in every model (`model.score`), read-only', tests: [t.godotOneApi] },
  { says: 'A view too short for the HUD draws it smaller as before, its buttons in whichever rows let it be largest.', tests: [unity('lib/mechanics/exporters/unity-package.test.ts › %s in a host\'s panel (a corner viewport of 200 x 150 to 480 x 270,', { slugs: all })] },
  { says: 'It took the canvas for the screen (0.074 in in a 16:9 frame on an iPhone 14 Pro)', tests: [t.hud] },
  {
    says: 'In a Web build Unity does not know the density',
    tests: [t.hud, unity("lib/mechanics/exporters/unity-web-plugin.test.ts › the Unity packages' browser plugin › in Chromium › %s: an iPhone's browser has 3 device pixels a CSS pixel and a finger first", { slugs: all })],
  },
  { says: 'A setting `update()` or a preset gives outside its range, or infinite, is the nearest bound with a warning', tests: [t.godotOneApi] },
  { says: 'URP draws a stack in order and ignores an Overlay camera\'s depth', tests: [t.unityHostWorld] },
  { says: 'Under URP, your UI drawn by an Overlay camera in the stack of the camera the game draws with', tests: [t.unityHostWorld] },
  { says: 'In JavaScript your pause keeps the player\'s hold and says "Paused" whatever you change under it', tests: [t.jsHeldThroughPauseWheel, t.jsFingerThroughPause, t.jsPausedUpdate, t.jsSafeHudScroll, t.unityEarlyPause, t.unityHostWorld] },
  { says: 'MemoryTiles has none, and reads them while one of its tiles has it.', provedBy: ['memory-tiles/host-ui-over-game'] },
  { says: 'The bins\' scores are drawn at their full width on a small board', tests: [js("lib/mechanics/all-games/hud-text.test.ts › the canvas games’ HUD text (issue 38) › physics-dropper: the bins' scores are drawn at their full width", { slugs: ['physics-dropper'] })] },
  { says: 'On the narrowest phone held upright (an iPhone SE\'s 640 × 1136 at 326 dpi)', tests: [t.godotTexts] },
  { says: 'The HUD now keeps its size in the height the square board cannot use.', tests: [t.godotTexts] },
  { says: 'MemoryTiles\' words stay readable on the narrowest phone in Godot; a framed JavaScript game your start() plays takes the keys.', tests: [t.godotTexts, t.jsFramedAway] },
  { says: 'A click on the game\'s own room around the board still starts it', tests: [t.jsMemoryHostElement] },
  { says: 'On your own page, the focus moving into a frame of it (your ad or consent dialog in an `iframe`, clicked) is not the player leaving', tests: [t.jsFocusInFrame] },
  { says: 'An app\'s web view that tells a page of its focus only at the first tap', tests: [t.jsRunWhileAway] },
  { says: '`autoStart`: start at once instead of waiting for `start()` or the player\'s first press on the game (in a page that is hidden', tests: [t.jsRunWhileAway] },
  { says: 'In Godot your own `paused` is yours alone and waits for a player who is away; in JavaScript a run you ask for while they are away waits too', tests: [t.godotHostApiPause, t.jsRunWhileAway, t.unityHostContinue] },
  { says: 'A game you switch off while the player is away (its object deactivated, the component disabled) and on again once they are back reads the focus', tests: [t.unityEnabledBack] },
  { says: 'The README counted a coroutine, and a later script in the next frame, among the unpauses that only follow the focus', tests: [t.unityHostContinue] },
  { says: 'Set back any later (a script\'s `Update` after the game\'s in the next frame, a coroutine that waits longer, a fade before your unpause), it is your Continue', tests: [t.unityHostContinue] },
  { says: '`onCountdown`\'s tooltip and the `Countdown` and `Resumed` docs say what the README says', tests: [t.unityHostContinue] },
  { says: 'The kit\'s own `project.godot` sets Display › Window › Handheld › Orientation to Sensor', tests: [t.godotOrientation] },
  { says: 'The README said a game you put in one of your containers (a `VBoxContainer`) takes the rect the container gives it, and 2.1.2 said so too', tests: [t.godotContainerSlot] },
  { says: '`destroy()` in the middle of the countdown back calls none of your callbacks, from inside it or after', tests: [t.jsDestroyCounting, t.jsDestroyInCallback] },
  { says: 'Your `start()` while the player is still away (the page hidden, the window out of focus) after your `pause()` waits for them', tests: [t.jsStartWhileAway] },
  { says: 'A `start()` of the host’s while the player is away (the tab hidden, the window out of focus) waits for them', tests: [t.jsStartWhileAway] },
  { says: 'Under a `Node2D` of yours inside one of your containers the game gets no slot', tests: [t.godotContainerSlot] },
  { says: 'A pause that only follows the focus, unpaused in the frame focus comes back or the next, is no Continue', tests: [t.godotHostContinue] },
  { says: 'A pause that only follows the focus, the time scale back to 1 in the frame focus comes back or the next (from `OnApplicationFocus`, a later script, `LateUpdate`, a coroutine), is no Continue', tests: [t.unityHostContinue] },
  // Kits 2.1.2, Godot (reviews 13, 14): a Node2D game lays out in the nearest Control it is drawn in or the camera's view; MemoryTiles fills a container; the countdown's first frame counts no more than the frame before it, and a frame a third of a second at most.
  { says: 'A game you put in one of your Controls (a `Panel`, with a `Node2D` of yours between them or not, or a `VBoxContainer`) lays out its board and HUD inside that Control', tests: [godot('lib/mechanics/exporters/godot-host-places.test.ts › %s: in a Panel at the bottom-right quarter, in a Panel moved and scaled, under a Camera2D moved and zoomed, under a Node2D in a Panel and in a VBoxContainer')] },
  { says: 'After the app comes back, "Resuming in 3…" shows a whole second', tests: [godot('lib/mechanics/exporters/godot-host-places.test.ts › %s: the countdown after a focus loss: its first frame (5 s, the first back from the background) counts no more than the frame before it')] },
  { says: 'And a frame counts at most a third of a second of the countdown', tests: [godot('lib/mechanics/exporters/godot-host-places.test.ts › %s: the countdown after a focus loss: its first frame (5 s, the first back from the background) counts no more than the frame before it')] },
  { says: 'Under a `Node2D` of yours inside one of your Controls (a `Panel`, then a `Node2D`, then the game), the game fills that Control', tests: [godot('lib/mechanics/exporters/godot-host-places.test.ts › %s: in a Panel at the bottom-right quarter, in a Panel moved and scaled, under a Camera2D moved and zoomed, under a Node2D in a Panel and in a VBoxContainer', { slugs: ['memory-tiles'] }), godot('lib/mechanics/exporters/godot-host-places.test.ts › %s: a click at the board’s centre, in each place, is read at the board’s centre', { slugs: ['memory-tiles'] })] },
  { says: 'In one of your containers (a `VBoxContainer`, a `GridContainer`) the game takes the room the container has', tests: [godot('lib/mechanics/exporters/godot-host-places.test.ts › %s: in a Panel at the bottom-right quarter, in a Panel moved and scaled, under a Camera2D moved and zoomed, under a Node2D in a Panel and in a VBoxContainer', { slugs: ['memory-tiles'] }), godot('lib/mechanics/exporters/godot-host-places.test.ts › boots, every game in every place, with no script error', { slugs: ['memory-tiles'] })] },
  // Kits 2.1.2, JavaScript (review 13): a padded canvas drawn and read in its content box; the pad's words follow the listed pads; no run's end where runs never end.
  { says: 'A canvas you give CSS `padding` is drawn and read in its content box', tests: [js('e2e/js-kits.spec.ts › JavaScript canvas games in a host canvas with CSS padding › %s: a click or a finger’s tap maps to the point painted under it within 1 px, and the drawing fills the content box (backing store = content box × DPR)', { slugs: canvasGames })] },
  { says: 'The prompts speak to a gamepad while the browser lists one', tests: [js('lib/mechanics/all-games/prompt-words.test.ts › the pad’s words follow the pads the browser lists, not the connect event: at creation, and at each connect and disconnect (review 13, R13-2) › double-tap-dash: a pad listed at creation is named in the status and the canvas before any event', { slugs: ['double-tap-dash'] }), js('lib/mechanics/all-games/prompt-words.test.ts › the pad’s words follow the pads the browser lists, not the connect event: at creation, and at each connect and disconnect (review 13, R13-2) › double-tap-dash: the pad gone (gamepaddisconnected, none listed), the status and the canvas go back to the screen’s hands', { slugs: ['double-tap-dash'] })] },
  { says: 'The README\'s `seed` line and the `.d.ts` comments on `seed`, `reset()`, `onPause` and `onResume` no longer speak of a run\'s end', tests: [js('lib/mechanics/exporters/kit-endless-words.test.ts › %s: never speaks of a run’s end or of between runs in the README’s seed line or the .d.ts seed, onPause and onResume', { slugs: ['physics-dropper', 'memory-tiles'] }), js('lib/mechanics/exporters/kit-endless-words.test.ts › %s: no comment anywhere in its .d.ts speaks of a run’s end (reset()’s too)', { slugs: ['physics-dropper', 'memory-tiles'] })] },
  { says: 'a number every run replays: the first, and each new one after `reset()` or R.', tests: [js('lib/mechanics/all-games/host-etiquette.test.ts › without a seed every new run draws its own', { slugs: ['physics-dropper', 'memory-tiles'] })] },
  // Kits 2.1.1, Godot (review 10): the HUD keeps room for each status line's longest text; MemoryTiles' status line is the HUD's.
  { says: 'The board and the HUD\'s size hold still while the status lines change', tests: [godot('lib/mechanics/exporters/godot-hud-steady.test.ts › %s: the board’s room and rect and the HUD’s scale are the same in every frame after the first layout')] },
  { says: 'MemoryTiles\' status line is the HUD\'s, where the other games\' status lines are: beside Restart where there is room, under it on a portrait phone', tests: [godot('lib/mechanics/exporters/godot-hud-steady.test.ts › %s: the whole HUD (buttons, status lines, a game’s own status line) takes at most its share of the height', { slugs: ['memory-tiles'] })] },
  { says: 'text listed there from the start, so the board never moves when it shows', tests: [godot('lib/mechanics/exporters/godot-hud-steady.test.ts › %s: the board’s room and rect and the HUD’s scale are the same in every frame after the first layout')] },
  { says: 'RhythmClacker: the lane stays where it is from the first judgement on and through a calibration', tests: [godot('lib/mechanics/exporters/godot-hud-steady.test.ts › %s: the board’s room and rect and the HUD’s scale are the same in every frame after the first layout', { slugs: ['rhythm-clacker'] })] },
  { says: 'TimingWheel: in a small area the pointer above the wheel and the charge bar below it are drawn smaller with the HUD', tests: [godot('lib/mechanics/exporters/godot-kits.test.ts › %s (N12, issue 38): draws its board whole and centred', { slugs: ['timing-wheel'] })] },
  // Kits 2.1.0, Godot (review 9): the board clear of the HUD's status lines too, MemoryTiles' board whole at every size.
  { says: 'takes at most a third of the game\'s height (half beside DoubleTapDash\'s track and RhythmClacker\'s lane)', tests: [godot('lib/mechanics/exporters/godot-kits.test.ts › %s (N12, issue 38): draws its board whole and centred', { slugs: ['physics-dropper', 'double-tap-dash', 'rhythm-clacker', 'bounce-chain', 'timing-wheel'] })] },
  { says: 'The board keeps clear of the HUD\'s status lines as well as its buttons', tests: [godot('lib/mechanics/exporters/godot-kits.test.ts › %s (N12, issue 38): draws its board whole and centred', { slugs: ['physics-dropper', 'double-tap-dash', 'rhythm-clacker', 'bounce-chain', 'timing-wheel'] })] },
  { says: 'PhysicsDropper: a press at the middle of the board drops its ball at the middle exactly', provedBy: ['physics-dropper/update-each-setting'] },
  { says: 'MemoryTiles\' board lies whole in the room the HUD leaves at every board size', tests: [godot('lib/mechanics/exporters/godot-kits.test.ts › %s (N12, issue 38): draws its board whole and centred', { slugs: ['memory-tiles'] })] },
  { says: 'The board always lies whole in the room the HUD leaves, at every board size', tests: [godot('lib/mechanics/exporters/godot-kits.test.ts › %s (N12, issue 38): draws its board whole and centred', { slugs: ['memory-tiles'] })] },
  // Godot review 8: the board clear of the HUD's buttons, bin scores never broken, a press anywhere starts MemoryTiles, quiet update(), doc comments, two copies.
  { says: 'The board keeps clear of the HUD\'s buttons', tests: [godot('lib/mechanics/exporters/godot-kits.test.ts › %s (N12, issue 38): draws its board whole and centred')] },
  { says: 'The board is laid out in the room the HUD\'s buttons leave, centred there', tests: [godot('lib/mechanics/exporters/godot-kits.test.ts › %s (N12, issue 38): draws its board whole and centred')] },
  { says: 'A bin\'s score is drawn on one line or not at all', tests: [godot('lib/mechanics/exporters/godot-kits.test.ts › %s (N12, issue 38): draws its board whole and centred', { slugs: ['physics-dropper'] })] },
  { says: 'Before a board starts, a click or a touch anywhere on the game starts it', tests: [godot('content/kit-api/samples-godot.test.ts › a click or a finger anywhere on a game that says "Tap to start" starts it', { slugs: ['memory-tiles'], shows: ['tap-anywhere'] })] },
  { says: '`game_paused`\'s doc comment, which the editor\'s Help shows, names every cause', tests: [godot('lib/mechanics/all-games/godot-rules.test.ts › %s: game_paused’s doc comment (the editor’s Help) names every cause the README names')] },
  { says: 'one key press drives only the one last in the scene tree', tests: [godot('content/kit-api/samples-godot.test.ts › two of a game in one project share its input actions', { slugs: all })] },
  // merged() is generated alike for every template (exporters/godot.ts): RhythmClacker's plays it.
  { says: '`update()` with a Dictionary entry of `null` keeps that setting', tests: [godot('content/kit-api/samples-godot.test.ts › RhythmClacker: update() takes a subset, snapped and clamped', { slugs: all, shows: ['undefined-kept'] })] },
  // Typed kinds (issue 46): the replays compare each kind as its word, and the API test fails on a String kind.
  { says: 'carries a `DoubleTapDashOutcome`', provedBy: ['touch-play'], tests: [godot(typedKinds, { slugs: ['double-tap-dash'] })] },
  { says: 'carries a `RhythmClackerGrade`', provedBy: ['touch-play'], tests: [godot(typedKinds, { slugs: ['rhythm-clacker'] })] },
  { says: 'carries a `MemoryTilesPick`', provedBy: ['touch-play'], tests: [godot(typedKinds, { slugs: ['memory-tiles'] })] },
  { says: 'carries a `TimingWheelResult`', provedBy: ['touch-play'], tests: [godot(typedKinds, { slugs: ['timing-wheel'] })] },
  { says: '`restart()` keeps the settings `update()` gave', tests: [godot('content/kit-api/samples-godot.test.ts › PhysicsDropper: restart() keeps the settings update() gave')] },
  {
    says: 'A press acts the moment Godot hands it to the game',
    tests: [
      godot('content/kit-api/samples-godot.test.ts › every game acts on a press the moment Godot hands it over, between two frames', { slugs: all, shows: ['input-moment'] }),
      godot('content/kit-api/samples-godot.test.ts › RhythmClacker: a tap between frames is judged at its own moment on the audio clock', { shows: ['input-moment'] }),
      godot('content/kit-api/samples-godot.test.ts › DoubleTapDash judges a tap on the play time the last frame left', { slugs: ['double-tap-dash'], shows: ['input-moment'] }),
    ],
  },
  { says: 'the game adds its input actions when your project lacks them', tests: [t.godotActions] },
  { says: 'it adds its input actions when your project lacks them', tests: [t.godotActions] },
  { says: 'also works copied into your own project', tests: [t.godotActions] },
  { says: 'The game adds these actions to the input map at run time when your project lacks them', provedBy: ['host-ui-over-game'], tests: [t.godotActions, godot('content/kit-api/samples-godot.test.ts › the input actions the shell added are erased once the last game that reads them is freed', { slugs: all }), godot('content/kit-api/samples-godot.test.ts › a host\'s run-time rebinding of an added action is kept while the game leaves the tree', { slugs: all }), godot('content/kit-api/samples-godot.test.ts › the host resetting its input map while a game plays', { slugs: all })] },
  { says: 'It reads the mouse and touch itself, in its own coordinates', provedBy: ['godot-in-host-project', 'godot-touch-no-mouse-emulation'] },
  // A game inside a host's Control (mouse_filter Stop): the host fixture puts every game in one, and its touch and click checks play there.
  { says: 'A game inside one of your Controls (a `Panel` you put it in, a UI scene\'s root', tests: [godot('lib/mechanics/exporters/godot-kits.test.ts › %s (%s) in the host (inside a Control of its own, mouse_filter Stop')] },
  { says: 'A game inside a Control of your project (a `Panel` you put it in, a UI scene\'s root', tests: [godot('lib/mechanics/exporters/godot-kits.test.ts › %s (%s) in the host (inside a Control of its own, mouse_filter Stop')] },
  { says: 'The game lays out where it is shown: in one of your Controls', tests: [godot('lib/mechanics/exporters/godot-host-places.test.ts › %s: in a Panel at the bottom-right quarter, in a Panel moved and scaled, under a Camera2D moved and zoomed, under a Node2D in a Panel and in a VBoxContainer'), godot('lib/mechanics/exporters/godot-host-places.test.ts › %s: a click at the board’s centre, in each place, is read at the board’s centre'), godot('lib/mechanics/exporters/godot-hud-steady.test.ts › %s: the whole HUD')] },
  { says: 'A Control of yours drawn over the game still keeps its press.', provedBy: ['host-ui-over-game'], tests: [godot('lib/mechanics/exporters/godot-scenarios.ts › godot-background-behind-game')] },
  // A background drawn behind the game (a ColorRect, mouse_filter Stop, its sibling before it): the check plays a click and a finger on the game, and on a Button of the host's over it, in each kit's project and in the host fixture.
  { says: 'A press on the game that Godot would hand to a Control of yours drawn behind it', tests: [godot('lib/mechanics/exporters/godot-scenarios.ts › godot-background-behind-game')] },
  { says: 'A game beside a Control of your project drawn behind it', tests: [godot('lib/mechanics/exporters/godot-scenarios.ts › godot-background-behind-game')] },
  { says: 'A touch tap or hold plays the game: the input events of `project.godot`', provedBy: ['touch-play'], tests: [t.godotInputEvents] },
  { says: '.from_json(text)` reads', tests: [t.fromJson] },
  { says: 'RhythmClacker reads the output latency once per start instead of every frame', tests: [t.godotAudio] },

  // ---- JavaScript: the page around the game, config.json, sound.
  { says: 'the game as one page that plays from disk', tests: [t.fromDisk] },
  { says: '`index.html` that plays from disk and uploads to itch.io', tests: [t.fromDisk] },
  { says: 'it carries the game inline and plays from disk', tests: [t.fromDisk] },
  { says: 'so it plays from disk (`file://`) and on itch.io as it is', tests: [t.fromDisk] },
  { says: 'Or open `index.html` in a browser: the game plays from disk', tests: [t.fromDisk] },
  { says: 'the focus goes back to the game after Play or Pause, so Space plays instead of pausing', tests: [t.pageButtons] },
  { says: '`config.json` configures the game: it uses the settings\' own keys', tests: [t.configKeys] },
  { says: 'under the keys `createGame` reads', tests: [t.configKeys] },
  { says: 'In JavaScript the clacks are scheduled ahead on the `AudioContext`', tests: [t.audioAhead, t.godotAudio, t.unityEventTime] },
  { says: 'Starts without sound; play follows the visual clock until `setMuted(false)`.', tests: [t.mute] },
  { says: '`update()`, muting and a new run `stop()` what is queued, and a pause suspends the AudioContext', tests: [t.suspend, t.updateKeeps, t.mute, t.sharedOutput] },
  { says: 'A first run opens with count-in ticks; pausing, resuming and an `update()` that keeps the song never drop or move a scheduled clack', tests: [t.countIn, t.resumeKeeps, t.updateKeeps, t.songOver] },
  { says: '`reset()` works as the game\'s does;', tests: [t.rulesReset, js('lib/mechanics/memory-tiles/model.test.ts › MemoryModel › resets to the first board with no score or streak')] },
  { says: '`update(values)` too, but a new Board Size deals a board that waits for `begin()`', tests: [js('lib/mechanics/memory-tiles/model.test.ts › MemoryModel › deals a new board of a new Board Size at once'), js('lib/mechanics/memory-tiles/game.test.ts › createGame › applies new values: a new Board Size redeals an unseen board')] },
  { says: '`update(values)` starts the run over on a new Beat Map and keeps the song\'s place in beats on a new BPM', tests: [t.rulesBpm, t.rulesMap, t.songOver] },
  { says: 'each is proved by the scenarios named after it, which every kit stating it replays', tests: [t.contractRules] },
  { says: 'every kit keeps the same rules but one, which only this engine has', tests: [t.contractRules] },
  { says: 'The HUD\'s text is sharp on a phone: its font size is 16 × the screen\'s density', tests: [t.hud] },
  // The board's layer (review R2).
  { says: 'Every piece of the board is on the Game object', tests: [unity("lib/mechanics/exporters/unity-package.test.ts › %s puts every piece on the Game object's layer and the camera draws that layer alone while the game has it")] },
  { says: 'The Game object\'s layer set on the line after `AddComponent` applies', tests: [unity("lib/mechanics/exporters/unity-package.test.ts › %s puts every piece on the Game object's layer and the camera draws that layer alone while the game has it")] },
  { says: 'The board is built where the Game object is, in its own space', tests: [unity('lib/mechanics/exporters/unity-package.test.ts › %s builds its board and frames the camera where the Game object is (at x 500), and both follow it when it moves between frames')] },
  { says: '`view` is read every frame and the camera is taken at the game\'s first frame', tests: [t.unityGivenCamera] },
  { says: 'An edit of the config\'s Input Latency wins over this device\'s kept calibration', tests: [t.unityLatencyRule] },
  // TimingWheel's press outcome is Judged/onJudged (its Judgement), as in every game that judges a press (review U8).
  ...['`Judged` carries the landing with its `Result`.', '`TimingWheelGame.Landed` is `Judged` and `onLanded` is `onJudged`'].map((says) => ({
    says,
    tests: [unity('lib/mechanics/exporters/unity-package.test.ts › %s: TimingWheelGame plays by held Space, Enter, mouse and finger: hits, a near, misses, events, a new run', { slugs: ['timing-wheel'] })],
  })),

  // ---- Not about what a kit does.
  { says: 'what goes into a template and what stays out', notAClaim: 'the company’s values' },
  { says: 'The kit holds the values you set on the template’s sliders.', notAClaim: 'what the download holds, not what the game does' },
  { says: 'Every file carries schemaVersion 1 beside the four values', notAClaim: 'the export files’ format' },
  { says: 'Each `index.html` carries only its own game\'s text.', notAClaim: 'what the page’s text is, not what the game does' },
  { says: 'everything the game shows is drawn by its code', notAClaim: 'what the kit holds (no art or audio files)' },
  { says: 'The scene holds one GameObject with the Game.', notAClaim: 'what the sample scene holds' },
  { says: 'The game script only reads input, steps the model each frame and draws it.', notAClaim: 'how the addon’s code is split' },
  { says: 'Each showcase game gets a page with a playable build and its config.', notAClaim: 'the community page, not a kit' },
  { says: 'a template made for JavaScript starts with it', notAClaim: 'the template page’s engine picker, not a kit' },
  { says: 'Tile sets as ScriptableObjects: swap the art without touching code', notAClaim: 'a feature of the kit’s files (content/kit-api proves each feature in the kit’s source)' },
  { says: 'README: install from disk (and why the unzipped folder must stay)', notAClaim: 'what the README says, not what the game does' },
  { says: 'Made with Microloop from the', notAClaim: 'the tuned values the kit was made with' },
];
