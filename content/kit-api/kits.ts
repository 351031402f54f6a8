import { behaviourOf, endedMeaning, endText, eventMeaning, jsPauseWords, runsEnd, soundWaitWords } from '@/lib/mechanics/all-games/contract-text';
import { unityKeysRead } from '@/lib/mechanics/unity-keys';
import type { EngineApi, KitApi, KitMember } from './types';

// What each template's kits offer, engine by engine: the one source the template pages' feature lists,
// the Docs' API reference and the tutorials read. content/kit-api/kits.test.ts reads the real kit
// sources (lib/mechanics/<slug>/{godot,unity}, game.ts and the game contract) and fails on any name
// here that a kit lacks, on any public signal, event or method a kit has that is missing here, and on
// any feature whose proof is not in the kit of an engine it is shown for. What a member *does* (restart, update,
// onEnd, destroy, pause) is the game contract's sentence (lib/mechanics/<slug>/contract.ts, read through
// all-games/contract-text.ts): this file names members, the contract says behaviour.

const member = (name: string, signature: string, meaning: string): KitMember => ({ name, signature, meaning });

/** Where a Godot game's update() follows the model at once and model.update() alone waits for the game's next frame. */
const godotUpdateAtOnce: Readonly<Record<string, string>> = {
  'memory-tiles': ', but for a new Board Size: the game rebuilds its tiles at once (and begins the new board\'s peek when the board it replaces had begun, a cleared one too), where the game rebuilds them on its next frame after `model.update()`',
  'rhythm-clacker': ', but a new BPM or Beat Map starts the song over at once (its score back to 0), where after `model.update()` the game does so on the next frame it plays',
};

/** Godot: the game node's script, `class_name <Name>Game`, settings in `settings` (a `<Name>Config` Resource). */
/** What every Godot game's start() does in this one: as the player's press when the game waits for one. */
function startMeaning(slug: string): string {
  if (slug === 'physics-dropper') return 'Nothing to start: the board plays from the first frame and no rule ends it (every game has start(), for a host written against all six).';
  if (slug === 'memory-tiles') return 'Starts play as the first pick or Space does: the peek of a dealt board (after a cleared board, the next board’s); nothing once the board is under way.';
  if (slug === 'rhythm-clacker') return 'Starts play as the player’s press does when the game waits for one: after a run ended, the next run; nothing while a run or a calibration round is under way.';
  return 'Starts play as the player’s press does when the game waits for one: after a run ended, the next run; nothing while a run is under way.';
}

/** Where each Godot game's board is, as board_rect() gives it. */
function boardRectMeaning(slug: string): string {
  const board: Record<string, string> = {
    'physics-dropper': 'the board, all of it, as large as the view allows, centred',
    'bounce-chain': 'the world, all of it, as large as the view allows, centred',
    'double-tap-dash': 'the track, across the room from 30 % to 70 % of its height',
    'rhythm-clacker': 'the lane, 60 px tall across the middle of the room',
    'memory-tiles': 'the square of tiles, centred',
    'timing-wheel': 'the wheel and its rim, centred',
  };
  return `Where the board is drawn in the node’s own coordinates (${board[slug] ?? 'centred'}), in the room the HUD leaves in the safe area; a rect of no size before the game has an area.`;
}

function godot(slug: string, name: string, snake: string, own: { events: KitMember[]; methods?: KitMember[]; properties?: KitMember[] }): EngineApi {
  return {
    entry: `${name}Game`,
    settingsType: `${name}Config`,
    settingsMember: 'settings',
    events: [
      member('score_changed', 'score_changed(score: int)', eventMeaning(slug, 'score')),
      member('ended', 'ended(score: int)', endedMeaning(slug, 'godot')),
      member('game_paused', 'game_paused()', eventMeaning(slug, 'paused', 'godot')),
      member('game_resumed', 'game_resumed()', eventMeaning(slug, 'resumed', 'godot')),
      ...own.events,
    ],
    methods: [
      member('restart', 'restart() -> void', 'Starts over: score_changed(0) fires when the score was not 0, `ended` does not; R and the HUD’s Restart button do the same.'),
      member('start', 'start() -> void', startMeaning(slug)),
      member('board_rect', 'board_rect() -> Rect2', boardRectMeaning(slug)),
      member(
        'update',
        'update(changes: Variant) -> void',
        `New settings ${slug === 'memory-tiles' ? 'at once' : 'from the next step'}: a Dictionary of any subset of them (snake_case names, each snapped and kept to its range, the others unchanged) or a whole \`${name}Config\`; the game draws from the model's settings. The same as \`model.update(changes)\`${godotUpdateAtOnce[slug] ?? ''}.`,
      ),
      ...(own.methods ?? []),
    ],
    properties: [
      member('settings', `@export settings: ${name}Config`, `The tuned values, loaded from \`${snake}_config.tres\`; assign another Resource (or a duplicate) at any time: while the game plays it takes effect as update() with it does, and restart() keeps it.`),
      member('run_seed', '@export run_seed: int', slug === 'rhythm-clacker' ? 'The seed of the sparks: 0 picks a new one each run (the notes never change).' : 'The seed of a run: the same seed replays the same run; 0 picks a new one each run.'),
      member('score', 'score: int', 'The score so far.'),
      member('paused', 'paused: bool', 'Your own pause of the game: setting it fires game_paused or game_resumed where that stops or starts the game (nothing while a focus loss, your paused tree or a hidden game already holds it); a focus loss pauses the game without setting it (see Behaviour for what pauses it and how play goes on).'),
      member('model', `model: ${name}Model`, `The rules (\`${snake}_model.gd\`), built in \`_ready()\` (null before it, in a \`tree_entered\` handler too), or by the first method call that needs them: every method is safe before then. ${behaviourOf(slug, 'godot', 'update')}`),
      ...(own.properties ?? []),
    ],
    files: [
      `addons/microloop_${snake}/${snake}_game.gd`,
      `addons/microloop_${snake}/${snake}_model.gd`,
      `addons/microloop_${snake}/${snake}_config.gd`,
      `addons/microloop_${snake}/${snake}_config.tres`,
      'main.tscn',
      'project.godot',
    ],
    filesNote: `The files you open or edit. Copy the whole \`addons/microloop_${snake}/\` folder into a project: its scripts load \`microloop_play.gd\` and \`microloop_random.gd\` beside them.`,
  };
}

/** Unity: the `<Name>Game` MonoBehaviour in namespace `Microloop.<Name>`, settings in `config` (a `<Name>Config` ScriptableObject). */
function unity(slug: string, name: string, own: { events: KitMember[]; methods?: KitMember[]; properties?: KitMember[]; restart?: boolean }): EngineApi {
  return {
    entry: `${name}Game`,
    settingsType: `${name}Config`,
    settingsMember: 'config',
    events: [
      member('ScoreChanged', 'event Action<int> ScoreChanged', eventMeaning(slug, 'score')),
      member('Ended', 'event Action<int> Ended', endedMeaning(slug)),
      member('Paused', 'event Action Paused', eventMeaning(slug, 'paused', 'unity')),
      member('Resumed', 'event Action Resumed', eventMeaning(slug, 'resumed', 'unity')),
      member('Countdown', 'event Action<int> Countdown', 'The countdown after focus came back stepped: the seconds left before play goes on (3, 2, 1), each at most once (Resume() or the host’s Continue during it plays on at once), before Resumed: for a host with its own HUD (drawHud off), which the game draws no countdown for.'),
      member('onScoreChanged', 'UnityEvent<int> onScoreChanged', 'The same as ScoreChanged, wired in the Inspector.'),
      member('onEnded', 'UnityEvent<int> onEnded', 'The same as Ended, wired in the Inspector.'),
      member('onPaused', 'UnityEvent onPaused', 'The same as Paused, wired in the Inspector.'),
      member('onResumed', 'UnityEvent onResumed', 'The same as Resumed, wired in the Inspector.'),
      member('onCountdown', 'UnityEvent<int> onCountdown', 'The same as Countdown, wired in the Inspector.'),
      ...own.events,
    ],
    methods: [
      ...(own.restart === false ? [] : [member('Restart', 'void Restart()', behaviourOf(slug, 'unity', 'restart'))]),
      member('Pause', 'void Pause()', 'Pauses the game, a run under way or not: Paused fires, “Paused” is shown, nothing moves and presses do nothing until Resume() (between runs the press that would start the next one waits too). Before Awake (a GameObject you keep inactive until you show it) it is kept: Paused fires in the game’s first frame.'),
      member('Resume', 'void Resume()', 'Plays on after Pause(): Resumed fires at once (while the application is out of focus, or the host’s Time.timeScale is 0, play waits for them).'),
      member(
        'ValuesOf',
        `static ${name}Values ValuesOf(${name}Config settings)`,
        'The settings of a config asset as the values the rules take, each float rounded to four decimal places (0.7f as the double 0.7, 0.12345f as 0.1235): it does not clamp them.',
      ),
      ...(own.methods ?? []),
    ],
    properties: [
      member('config', `${name}Config config`, `The tuned settings. Left empty, the game reads the preset in \`Resources\` at Awake.`),
      member('seed', 'int seed', 'The seed of a run: the same seed and the same input replay the same run, the first and after every Restart; 0 (the default) picks a new one at each launch and each Restart. Read when the first run is dealt: at the game’s first frame (so a Game added in code can be given it on the next line), or earlier when a host reads Model or calls Pause, Resume or Restart before then.'),
      member('view', 'Camera view', 'The camera the game draws with (read every frame: taken at the game’s first frame, and a change gives the previous camera back as it was): framed on the board while the game is enabled and given back as it was. Empty: the scene’s Main Camera (an enabled camera tagged MainCamera), else one it makes; an untagged camera (a minimap, a render camera) is never taken.'),
      member('drawHud', 'bool drawHud', `Draws the game’s text and ${slug === 'rhythm-clacker' ? 'its Restart and Calibrate buttons' : 'its Restart button'} (on by default). Off for a host with a HUD of its own: the board has the whole view inside the screen’s safe area, and the restart key (R, or the one set in keys) and Restart() still restart. Under the host’s Time.timeScale 0 nothing is drawn either way.`),
      member('hideHudOnPause', 'bool hideHudOnPause', 'Draws nothing (the HUD, the “Paused” veil) while your Pause() holds the game, for your pause menu over it, which IMGUI would otherwise cover; off by default. The HUD is back after your Resume().'),
      member('keys', 'MicroloopKeys keys', `The keyboard keys of every Microloop game, one field a use (press, pressAlso, left, leftAlso, right, rightAlso, up, down, restart, calibrate; Space, Enter, the arrows, A, D, R, C by default); this one reads ${unityKeysRead(slug)}, and the others do nothing in it. Set one to another KeyCode, or to None to turn it off.`),
      member('Model', `${name}Model Model { get; }`, 'The rules the component steps: engine-free C#. Null before Awake; after Awake the first run is dealt at the game’s first frame, and reading Model before then deals it (seed and the game’s own fields are read then).'),
      member('Score', 'int Score { get; }', 'The score so far: the last ScoreChanged.'),
      member('IsPaused', 'bool IsPaused { get; }', 'Play is held: paused, counting down to play after focus came back, or (in a player) the application without focus while no run is under way, where Paused is not raised; presses do nothing then.'),
      member('ResumingIn', 'int ResumingIn { get; }', 'Whole seconds left of the countdown after focus came back (3, 2, 1), 0 when none runs: what the HUD’s “Resuming in 3…” says.'),
      ...(own.properties ?? []),
    ],
    files: [`Runtime/${name}Game.cs`, `Runtime/${name}Model.cs`, `Runtime/${name}Config.cs`, ...(slug === 'memory-tiles' ? ['Runtime/MemoryTilesTileSet.cs'] : []), 'package.json'],
    filesNote: 'The files you open or edit. Add the whole package: its `Runtime/` folder also holds the shell every Microloop game runs on (`MicroloopGame.cs`, the other `Microloop*.cs` files and `Mulberry32.cs`).',
  };
}

/** The canvas games' handle and option for a host's own loop (MemoryTiles plays on buttons, with no frames to drive). */
const manualLoop = {
  methods: [
    member('step', 'step(seconds: number): void', 'With `{ loop: \'manual\' }`: advances a running game by `seconds` of play (at most 50 ms a step).'),
    member('render', 'render(): void', 'Draws the current moment; call it after `step()` in your own loop.'),
  ],
  options: [member('loop', "loop?: 'auto' | 'manual'", "`'auto'` (the default) runs its own `requestAnimationFrame` loop; `'manual'` leaves the clock to your `step()` and `render()`.")],
};

/** JavaScript: `createGame(canvas, values, options)` from `src/<slug>.js`, typed by `src/<slug>.d.ts`. */
function js(slug: string, own: { events?: KitMember[]; methods?: KitMember[]; options?: KitMember[]; createModel?: { signature: string; more: string } }, surface: 'canvas' | 'board' = 'canvas'): EngineApi {
  const canvas = surface === 'canvas';
  return {
    entry: 'createGame',
    settingsType: 'values',
    settingsMember: 'values',
    events: [
      member('onScore', 'onScore(score: number)', eventMeaning(slug, 'score')),
      member('onEnd', 'onEnd(summary: { score: number; text: string })', endText(slug, 'js')),
      member('onPause', 'onPause()', jsPauseWords(slug).pause),
      member('onResume', 'onResume()', jsPauseWords(slug).resume),
      member('onStatus', 'onStatus(text: string)', 'A short sentence for a polite live region: the game’s state and its numbers (the score, and what the game counts).'),
      ...(own.events ?? []),
    ],
    methods: [
      member('start', 'start(): void', behaviourOf(slug, 'js', 'start')),
      member('pause', 'pause(): void', behaviourOf(slug, 'js', 'pause')),
      member('focus', 'focus(): void', `Gives the game the keyboard focus (${canvas ? 'its canvas' : 'a tile'}), without scrolling the page: in a frame the keys go where the page’s focus is, and the game never takes it itself (the player may be typing in the portal’s own field).`),
      member('reset', 'reset(): void', behaviourOf(slug, 'js', 'restart')),
      member('update', 'update(values): void', behaviourOf(slug, 'js', 'update')),
      member('destroy', 'destroy(): void', behaviourOf(slug, 'js', 'destroy')),
      ...(canvas ? manualLoop.methods : []),
      ...(own.methods ?? []),
    ],
    properties: [
      member('seed', 'seed?: number', `Seeds the game’s random numbers: every run replays it, the first and each new one after \`reset()\`${runsEnd(slug) ? ', R or a run’s end' : ' or R'}. Left out, each new run draws its own seed.`),
      member('autoStart', 'autoStart?: boolean', `Starts playing at once instead of waiting for \`start()\` or the player’s first press (while the page is hidden or its window without focus, the run waits for the player: “Paused”, then the countdown once they are back).${slug === 'rhythm-clacker' ? ` ${soundWaitWords((name) => `\`${name}\``)}` : ''}`),
      member('reducedMotion', 'reducedMotion?: boolean', 'Follows `prefers-reduced-motion` when left out.'),
      ...(canvas ? manualLoop.options : []),
      ...(own.options ?? []),
    ],
    exports: [
      member('createModel', own.createModel?.signature ?? 'createModel(values?, seed?)', `The rules alone, with no DOM (Node, a Phaser or PixiJS scene): values read as \`createGame\` reads them, a seed that replays the same run, \`step(seconds)\` and the game’s input methods${own.createModel?.more ?? ''}.`),
      member('params', 'params: readonly ParamSpec[]', 'The settings’ spec: key, label, range, step, unit, default and meaning of each.'),
    ],
    files: [`src/${slug}.js`, `src/${slug}.d.ts`, 'index.html', 'config.json'],
    filesNote: `The files you open or edit. The kit also holds \`src/${slug}.model.d.ts\` (the rules’ types), \`src/package.json\`, \`web/\` and \`build-page.mjs\`, which builds index.html from them.`,
  };
}

export const kitApis = [
  {
    slug: 'physics-dropper',
    engines: {
      unity: unity('physics-dropper', 'PhysicsDropper', {
        events: [
          member('Landed', 'event Action<DropperEvent> Landed', 'A ball settled in a bin: its Bin (0 is the leftmost) and the Points it scored.'),
          member('onLanded', 'UnityEvent<int> onLanded', 'A landing’s points, wired in the Inspector.'),
        ],
        properties: [
          member('board', 'PhysicsDropperBoard board', 'The peg field and payout, edited in the Inspector: `pegRows`, `pegRowGap`, `pegColumnGap`, `pegJitter`, `binPoints` and `multiplier`.'),
        ],
      }),
      godot: godot('physics-dropper', 'PhysicsDropper', 'physics_dropper', {
        events: [member('landed', 'landed(bin: int, points: int)', 'A ball settled in a bin (0 is the leftmost) and scored its points.')],
      }),
      js: js('physics-dropper', {
        events: [member('onLand', 'onLand(landing: Landing)', eventMeaning('physics-dropper', 'landed'))],
      }),
    },
    features: [
      {
        text: 'Gravity, bounciness, speed and density: the same settings as the Playground',
        proof: { unity: ['public float gravity', 'public float bounciness'], godot: ['var gravity: float', 'var bounciness: float'], js: ["key: 'gravity'", "key: 'bounciness'"] },
      },
      {
        text: 'Peg rows, spacing and jitter you set in the Inspector',
        proof: { unity: ['public PhysicsDropperBoard board', 'public int pegRows', 'public double pegJitter'] },
      },
      {
        text: 'Seven scoring bins, paying 10 to 100 points',
        proof: { unity: ['binPoints = \\{ 10, 25, 50, 100, 50, 25, 10 \\}'], godot: ['BIN_SCORES := \\[10, 25, 50, 100, 50, 25, 10\\]'], js: ['\\[10, 25, 50, 100, 50, 25, 10\\]'] },
      },
      {
        text: 'A payout curve and multiplier you edit in the Inspector',
        proof: { unity: ['public int\\[\\] binPoints', 'public int multiplier'] },
      },
      {
        text: 'Seeded drops for replays and fair daily challenges',
        proof: { unity: ['public int seed'], godot: ['@export var run_seed: int'], js: ['seed\\?: number'] },
      },
    ],
  },
  {
    slug: 'double-tap-dash',
    engines: {
      unity: unity('double-tap-dash', 'DoubleTapDash', {
        events: [
          member('Judged', 'event Action<DashJudgement> Judged', 'What a tap, a gate or a phase’s end came to: Dash, Phase, NotReady, Phased, Passed, Lapse or Crash.'),
          member('onJudged', 'UnityEvent<DashJudgement> onJudged', 'The same as Judged, wired in the Inspector.'),
        ],
        properties: [member('Now', 'double Now { get; }', 'Milliseconds of play in the current run, the clock taps are judged on: the sum of its frames’ times (0 again at each new run; still once the run has ended).')],
      }),
      godot: godot('double-tap-dash', 'DoubleTapDash', 'double_tap_dash', {
        events: [member('judged', 'judged(result: DoubleTapDashGame.DoubleTapDashOutcome)', 'What a tap, a gate or a phase’s end came to: DASH, PHASE, NOT_READY, PHASED, PASSED, LAPSE or CRASH.')],
        properties: [member('clock_ms', 'clock_ms: float', 'Milliseconds of play, the rules’ clock (a tap is judged on it plus the frame time not yet stepped, at most 16.7 ms more); it stands still while paused.')],
      }),
      js: js('double-tap-dash', {
        events: [
          member(
            'onJudged',
            'onJudged(judgement: DoubleTapDashJudgement)',
            'What a tap, a gate or a phase’s end came to, its `result`: "dash", "phase", "not-ready", "phased", "passed", "lapse" or "crash", with the score, combo and distance after it.',
          ),
        ],
      }),
    },
    features: [
      {
        text: 'Tap and double-tap detection with a tunable 180–350 ms window',
        proof: { unity: ['public int doubleTapWindow'], godot: ['@export_range\\(180, 350, \\d+, "suffix:ms"\\) var double_tap_window'], js: ['min: 180,\\s*max: 350'] },
      },
      {
        text: 'An endless lane of gates whose speed ramps up as you run',
        proof: { unity: ['public float speedRamp'], godot: ['var speed_ramp: float'], js: ["key: 'ramp'"] },
      },
      {
        text: 'Dash trail and screen shake that scale with the combo',
        proof: { js: ['trail', 'shake'] },
      },
      {
        text: 'Keyboard, mouse and touch input mapped out of the box',
        proof: { unity: ['KeyCode.Space', 'GetMouseButtonDown', 'touch'], godot: ['KEY_SPACE', 'MOUSE_BUTTON_LEFT', 'touch'], js: ['pointerdown', "'keydown'"] },
      },
      {
        text: 'Gamepad buttons dash too',
        proof: { js: ['getGamepads'] },
      },
    ],
  },
  {
    slug: 'rhythm-clacker',
    engines: {
      unity: unity('rhythm-clacker', 'RhythmClacker', {
        events: [
          member('Judged', 'event Action<RhythmJudgement> Judged', 'A note or a stray tap was judged (Perfect, Good or Miss, with its offset).'),
          member('Calibrated', 'event Action<int> Calibrated', 'A calibration round finished: the Input Latency it set, in ms, or the one kept when it had fewer than 3 usable taps.'),
          member('onJudged', 'UnityEvent<RhythmGrade> onJudged', 'A judgement’s grade, Perfect, Good or Miss, wired in the Inspector.'),
          member('onCalibrated', 'UnityEvent<int> onCalibrated', 'The same as Calibrated, wired in the Inspector.'),
        ],
        methods: [
          member('Calibrate', 'void Calibrate()', 'Runs a calibration round: eight clicks to tap along with; their median offset becomes the Input Latency, kept for this device under calibrationKey (never written into the config); with fewer than three usable taps the latency stays as it was.'),
          member('ForgetCalibration', 'void ForgetCalibration()', 'Drops this device’s calibration and deletes it from PlayerPrefs: the config’s Input Latency applies.'),
          member('SnapLatency', 'static int SnapLatency(double ms)', 'A measured offset rounded to the Input Latency step and clamped to its range.'),
        ],
        properties: [
          member('volume', 'float volume', 'Volume of the clacks, 0 to 1.'),
          member('output', 'AudioMixerGroup output', 'The Audio Mixer group the clacks play through (your SFX group, so your volume and mute reach them), followed at once; None: straight to the listener.'),
          member('SongTime', 'double SongTime { get; }', 'Song seconds from the first beat (negative in the silent lead-in before it; a calibration round’s own seconds during one): the clock taps are judged on, which follows the audio clock while it moves and frame time when it stalls.'),
          member('InputLatency', 'int InputLatency { get; }', 'The Input Latency in use, in ms: this device’s calibration while the config’s Input Latency is the value it had when calibrating, else the config’s.'),
          member('Round', 'RhythmCalibrationRound Round { get; }', 'The calibration round under way, or null.'),
          member('calibrationKey', 'string calibrationKey', 'The PlayerPrefs key this device’s calibration is kept under (LatencyPrefKey by default), with the Input Latency it was measured at under the same key + `:from`; empty: nothing is stored or read.'),
          member('LatencyPrefKey', 'const string LatencyPrefKey', 'The default PlayerPrefs key that keeps this device’s calibrated Input Latency.'),
        ],
      }),
      godot: godot('rhythm-clacker', 'RhythmClacker', 'rhythm_clacker', {
        events: [
          member('judged', 'judged(result: RhythmClackerGame.RhythmClackerGrade, offset_ms: float)', 'A note or a stray tap was judged: PERFECT, GOOD or MISS, and its signed error in ms (positive late).'),
          member('calibrated', 'calibrated(latency_ms: int)', 'A calibration round finished: the Input Latency it set, in ms, or the one kept when it had fewer than 3 usable taps.'),
        ],
        methods: [
          member('calibrate', 'calibrate() -> void', 'Runs a calibration round: eight clicks to tap along with; their median offset becomes the Input Latency, kept for this device where calibration_file says; with fewer than three usable taps the latency stays as it was. The C key does the same.'),
          member('snap_latency', 'static snap_latency(ms: float) -> int', 'A measured offset rounded to the Input Latency step and clamped to its range.'),
        ],
        properties: [
          member('volume', '@export volume: float', 'Volume of the clacks, 0 to 1.'),
          member('bus', '@export bus: StringName', 'The audio bus the clacks play on (your SFX bus, so your volume and mute reach them), applied at once; Master when your layout has no bus of that name.'),
          member('calibration_file', '@export calibration_file: String', 'Where a calibrated Input Latency is kept on this device (a ConfigFile), or "" to keep none.'),
          member('song_time', 'song_time: float', 'Seconds into the song: the audio clock while it moves, else (no audio output, or that clock still for a quarter of a second) the frames’ time; during a calibration round, the round’s seconds.'),
          member('calibration', 'calibration: RhythmClackerModel.RhythmClackerCalibrationRound', 'The calibration round under way, or null.'),
        ],
      }),
      js: js('rhythm-clacker', {
        createModel: { signature: 'createModel(values?, seed?, beatMap?)', more: '; `beatMap` replaces the built-in map, as in `createGame`' },
        events: [member('onJudged', 'onJudged(judgement: RhythmClackerJudgement)', 'Every judgement: each tapped note (Perfect or Good), each missed note and each stray tap (Miss), with its signed `offsetMs`.')],
        methods: [
          member('setMuted', 'setMuted(muted: boolean): void', 'Silences or restores the clacks; play goes on in time either way.'),
          member('calibrate', 'calibrate(): Promise<number>', 'Runs a calibration round and resolves with the Input Latency it applied, in ms.'),
        ],
        options: [
          member('muted', 'muted?: boolean', 'Starts without sound; play follows the visual clock until `setMuted(false)`.'),
          member('beatMap', 'beatMap?: BeatMap | string', 'A beat map of your own, as an object or JSON text `{ name, bpm, subdivision, beats }`.'),
          member('storage', 'storage?: false | string', 'Where the calibrated latency is kept on the device (a localStorage key), or `false` for nowhere; a `latency` in `values` always wins over a stored one.'),
          member('output', 'output?: AudioNode', 'Your Web Audio node the clacks play into (your SFX gain, so your volume, mute and effects reach them), on its context, which the game never suspends, resumes or closes; left out, the game makes a context of its own.'),
        ],
      }),
    },
    features: [
      {
        text: 'Clacks scheduled on the audio clock, so they never drift from the beat',
        proof: { unity: ['AudioSettings.dspTime'], godot: ['AudioStreamGenerator', 'get_time_since_last_mix'], js: ['AudioContext', 'currentTime'] },
      },
      {
        text: 'An input-latency calibration round for speakers and Bluetooth headphones',
        proof: { unity: ['public void Calibrate\\(\\)'], godot: ['func calibrate\\(\\)'], js: ['calibrate\\(\\): Promise<number>'] },
      },
      {
        text: 'Your own beat maps as plain JSON, written by BPM and subdivision',
        proof: { js: ['beatMap\\?: BeatMap \\| string', 'readBeatMap'] },
      },
      {
        text: 'Perfect, Good and Miss windows with a combo multiplier',
        proof: { unity: ['public int perfectWindow', 'public int goodWindow', 'Multiplier'], godot: ['var perfect_window', 'var good_window', 'multiplier'], js: ["key: 'perfectWindow'", "key: 'goodWindow'", 'multiplier'] },
      },
    ],
  },
  {
    slug: 'memory-tiles',
    engines: {
      unity: unity('memory-tiles', 'MemoryTiles', {
        events: [
          member('Judged', 'event Action<FlipOutcome> Judged', 'A pick turned a tile: its Kind (First, Match or Miss) and Symbol.'),
          member('PairMatched', 'event Action<FlipOutcome> PairMatched', 'A pair was found: its Symbol (the word, such as "star") and SymbolIndex, and the board’s progress.'),
          member('BoardCleared', 'event Action<BoardResult> BoardCleared', 'A board was cleared: its moves, pairs, stars and streak; the next press deals the next board, and the score goes on.'),
          member('onPairMatched', 'UnityEvent<int> onPairMatched', 'A pair’s symbol, its index in MemoryTilesModel.SymbolNames, wired in the Inspector.'),
          member('onBoardCleared', 'UnityEvent<int> onBoardCleared', 'A cleared board’s stars, 1 to 3, wired in the Inspector.'),
          member('onJudged', 'UnityEvent<FlipKind> onJudged', 'A pick’s Kind, First, Match or Miss, wired in the Inspector.'),
        ],
        properties: [
          member('tileSet', 'MemoryTilesTileSet tileSet', 'The tiles’ colours and shapes, a ScriptableObject (Assets › Create › Microloop › MemoryTiles Tile Set). Empty: the built-in set.'),
          member('Focus', 'int Focus { get; }', 'The tile the keyboard is on (the arrow keys move it).'),
          member('FocusShown', 'bool FocusShown { get; }', 'Whether the keyboard has a tile yet: an arrow key, a first Space or Enter, or a picked tile gives it one; until then Space and Enter pick nothing.'),
          member('Now', 'double Now { get; }', 'Milliseconds of play, the model’s clock.'),
        ],
      }),
      godot: godot('memory-tiles', 'MemoryTiles', 'memory_tiles', {
        events: [
          member('judged', 'judged(result: MemoryTilesGame.MemoryTilesPick, symbol: String)', 'What a pick did: FIRST, MATCH or MISS, and the word of the tile picked.'),
          member('board_cleared', 'board_cleared(stars: int)', 'A board was cleared, graded 1, 2 or 3 stars; the next pick deals the next board.'),
        ],
        properties: [member('clock_ms', 'clock_ms: float', 'Milliseconds of play, the model’s clock; it stands still while paused.')],
      }),
      js: js(
        'memory-tiles',
        {
          events: [
            member('onJudged', 'onJudged(judgement: MemoryTilesJudgement)', 'A pick counted, its `result`: "first", "match" or "miss", with the symbol picked.'),
            member('onClear', 'onClear(clear: MemoryTilesClear)', eventMeaning('memory-tiles', 'cleared')),
          ],
        },
        'board',
      ),
    },
    features: [
      {
        text: 'Boards from 2×2 to 6×6 that always deal complete pairs',
        proof: { unity: ['public int boardSize'], godot: ['var board_size: int'], js: ["key: 'size'"] },
      },
      {
        text: 'A peek that shortens with every streak',
        proof: { unity: ['public float peekReduction'], godot: ['var peek_reduction: float'], js: ["key: 'peekCut'"] },
      },
      {
        text: 'Tile sets as ScriptableObjects: swap the art without touching code',
        proof: { unity: ['class MemoryTilesTileSet : ScriptableObject', 'public MemoryTilesTileSet tileSet'] },
      },
      {
        text: 'A move counter and a three-star grade at the end of each board',
        proof: { unity: ['Moves', 'Stars'], godot: ['moves', 'stars'], js: ['moves', 'stars'] },
      },
    ],
  },
  {
    slug: 'bounce-chain',
    engines: {
      unity: unity('bounce-chain', 'BounceChain', {
        events: [
          member('Bounced', 'event Action<BounceEvent> Bounced', 'A bounce: the platform, the chain it made, the multiplier and the points it scored.'),
          member('onBounced', 'UnityEvent<int> onBounced', 'A bounce’s points, wired in the Inspector.'),
        ],
        properties: [member('TapSeconds', 'const float TapSeconds', 'A press on the view let go within this many seconds (0.25) is a tap: a nudge.')],
      }),
      godot: godot('bounce-chain', 'BounceChain', 'bounce_chain', {
        events: [member('bounced', 'bounced(platform: int, chain: int, points: int)', 'A bounce: the platform’s id, the chain it made and the points it scored.')],
      }),
      js: js('bounce-chain', {
        events: [member('onBounce', 'onBounce(bounce: Bounce)', 'Every bounce on a platform, before `onScore` reports the new total.')],
      }),
    },
    features: [
      {
        text: 'Gravity, restitution and steering you tune in one config',
        proof: { unity: ['public float gravity', 'public float restitution'], godot: ['var gravity: float', 'var restitution: float'], js: ["key: 'restitution'", "key: 'steer'"] },
      },
      {
        text: 'A chain detector that raises the multiplier on every bounce off a platform other than the last one bounced on',
        proof: { unity: ['public float multiplierStep'], godot: ['var multiplier_step: float'], js: ["key: 'multiplierStep'"] },
      },
      {
        text: 'Sliding platforms whose speed and width you set',
        proof: { unity: ['public float platformSpeed', 'public float platformWidth'], godot: ['var platform_speed: float', 'var platform_width: float'], js: ["key: 'platformSpeed'", "key: 'platformWidth'"] },
      },
      {
        text: 'Squash, stretch and sparks on every bounce',
        proof: { js: ['squash', 'particle'] },
      },
    ],
  },
  {
    slug: 'timing-wheel',
    engines: {
      unity: unity('timing-wheel', 'TimingWheel', {
        events: [
          member('Judged', 'event Action<WheelLanding> Judged', 'The wheel stopped: the segment, the target and the result (hit, near or miss).'),
          member('onJudged', 'UnityEvent<Judgement> onJudged', 'A landing’s result (Hit, Near or Miss), wired in the Inspector, as every game that judges a press has its onJudged.'),
        ],
        properties: [
          member('radius', 'float radius', 'Radius of the ring of segments, in world units.'),
          member('segmentColour', 'Color segmentColour', 'The segments’ colour.'),
          member('targetColour', 'Color targetColour', 'The lit target segment’s colour, and the charge meter’s.'),
          member('pointerColour', 'Color pointerColour', 'The pointer’s colour.'),
          member('MinRadius', 'const float MinRadius', 'The smallest radius the ring is built for, 0.5 world units.'),
          member('MaxRadius', 'const float MaxRadius', 'The largest radius the ring is built for, 20 world units: the segments stop growing at 0.9 units, so a larger ring is mostly empty view.'),
        ],
      }),
      godot: godot('timing-wheel', 'TimingWheel', 'timing_wheel', {
        events: [member('judged', 'judged(result: TimingWheelGame.TimingWheelResult)', 'The wheel stopped: HIT, NEAR or MISS.')],
      }),
      js: js('timing-wheel', {
        events: [member('onJudged', 'onJudged(judgement: TimingWheelJudgement)', 'The wheel came to rest: where it stopped and its `result`, "hit", "near" or "miss".')],
      }),
    },
    features: [
      {
        text: 'Hold to charge the brake, release to stop the wheel',
        proof: { unity: ['public \\w+ chargeTime'], godot: ['var charge_time: \\w+'], js: ["key: 'chargeTime'"] },
      },
      {
        text: 'Segments, spin speed and target size from one config',
        proof: { unity: ['public \\w+ segments', 'public \\w+ targetSize'], godot: ['var segments: \\w+', 'var target_size: \\w+'], js: ["key: 'segments'", "key: 'targetSize'"] },
      },
      {
        text: 'Near-miss detection for those “so close” moments',
        proof: { unity: ['Near'], godot: ['near'], js: ["'near'"] },
      },
      {
        text: 'A canvas renderer that respects reduced motion',
        proof: { js: ['reducedMotion'] },
      },
    ],
  },
] as const satisfies readonly KitApi[];

export type KitSlug = (typeof kitApis)[number]['slug'];

export function kitApiFor(slug: string): KitApi | undefined {
  return kitApis.find((kit) => kit.slug === slug);
}
