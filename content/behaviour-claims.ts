/**
 * The proof of every behaviour claim in the site's and the kits' prose that does not name its scenarios
 * itself (content/behaviour-claims.test.ts holds each to it; content/prose.ts says what a claim is and
 * where the prose is). A sentence names its scenarios inline ("the scenarios `frame-rate-30`, …") or by
 * the proof line after it ("Scenarios: `a`, `b`.", as the API pages and READMEs print the contract's
 * rules); a sentence of the game contract (a rule, an event's meaning) is proved by the contract's
 * scenarios. Every other claim has an entry here, found by a part of its words (`says`):
 * - `provedBy`: scenarios of lib/mechanics/<slug>/scenarios.ts: a bare name is that scenario in every
 *   template the sentence speaks of, `slug/name` one template's; each must be replayed in every engine
 *   the sentence is shown for;
 * - `tests`: `file › test name` (its title, or the start of it; or a named check a test plays), for what a scenario cannot show (a measured fact about the model, sound,
 *   a warning, a camera, an input setup, the page around the game): each test must exist under that name;
 *   with `provedBy` beside them when scenarios show part of it (then the scenarios named must exist, but need
 *   not reach every template and engine the sentence speaks of: the tests show the rest);
 * - `notAClaim`: why the sentence is not about what a kit does (keep these few).
 * Test-side only: no page imports this file. Reword a sentence and its entry stops matching: the test
 * then names the sentence, and its proof is looked at again.
 */
export type ClaimProof = { readonly says: string } & (
  | { readonly provedBy: readonly string[]; readonly tests?: readonly string[] }
  | { readonly tests: readonly string[]; readonly provedBy?: undefined }
  | { readonly notAClaim: string }
);

/** The games whose runs end by the rules (PhysicsDropper's board never does, and MemoryTiles' boards follow one another). */
const ending = ['double-tap-dash', 'rhythm-clacker', 'bounce-chain', 'timing-wheel'];
/** One scenario in each of some templates: `slug/name`. */
const each = (name: string, slugs: readonly string[] = ending) => slugs.map((slug) => `${slug}/${name}`);
/** The three frame-rate scenarios. */
const frameRates = ['frame-rate-30', 'frame-rate-60', 'frame-rate-144'];
/** Play by the mouse and by a finger (every template); with keys (every template but MemoryTiles, whose tiles are buttons). */
const play = ['mouse-play', 'touch-play'];
const keysToo = [...play, ...each('keys-play', ['physics-dropper', 'double-tap-dash', 'rhythm-clacker', 'bounce-chain', 'timing-wheel'])];


/** Tests named as proof (file › name), for the claims scenarios cannot show. */
const t = {
  noInput: 'lib/mechanics/exporters/unity-package.test.ts › with no input backend (New without the package) every Game starts and runs, and one warning a Play says why (a second Play with domain reload off warns again: no static left from the first)',
  emptyScene: 'lib/mechanics/exporters/unity-package.test.ts › %s in an empty scene: makes one orthographic Main Camera with an AudioListener, and the board is in view',
  hostCamera: 'lib/mechanics/exporters/unity-package.test.ts › %s takes over a rotated perspective Main Camera (or an untagged camera) and frames the board exactly as its own camera would',
  lateCamera: 'lib/mechanics/exporters/unity-package.test.ts › %s: a Main Camera the host adds after the game started takes over (one camera, one listener, framed); destroying the game leaves no object or asset it made',
  noLeaks: 'lib/mechanics/exporters/unity-package.test.ts › %s: the materials, textures, sprites and clips it makes stay level over 20 rebuilds and are all destroyed with it',
  urpEditor: "lib/mechanics/exporters/unity-package.test.ts › %s is seen in the editor on URP's 2D Renderer with no 2D light (drawn with the unlit sprite material a player uses), and leaves no material behind",
  hud: 'lib/mechanics/exporters/unity-package.test.ts › %s: HUD letters the same physical size (at least 0.1 in) at 1×, 2× and 3× density, none clipped on a portrait phone',
  unityCalibration: "lib/mechanics/exporters/unity-package.test.ts › %s: RhythmClacker's calibration outlives a relaunch and a restart (PlayerPrefs), and the config asset keeps its own value",
  resourcesPreset: 'lib/mechanics/exporters/csharp-compiles.test.ts › runs the README snippet: Resources.Load finds the preset where the zip puts it',
  ports: 'lib/mechanics/exporters/unity-ports.test.ts › has traces for every ported model',
  csharpSamples: 'content/kit-api/samples-csharp.test.ts › %s: its samples compile against its package with mcs and do what their pages say under mono',
  godotActions: 'lib/mechanics/exporters/godot-kits.test.ts › %s: its addon, instanced in the host scene, plays by keyboard; it adds its input actions, which the host lacks',
  godotInputEvents: 'lib/mechanics/exporters/godot-kits.test.ts › declare every input event of project.godot and of the actions the game registers for all devices (-1): a touch comes as a click of device -1',
  godotTres: 'lib/mechanics/exporters/godot-kits.test.ts › DoubleTapDash follows its .tres: two taps 200 ms apart phase with a 350 ms window, dash twice with 180 ms',
  godotLatencyRange: 'lib/mechanics/exporters/godot-kits.test.ts › RhythmClacker calibrates to the Input Latency range of its settings script (room for Bluetooth headphones)',
  godotAudio: 'lib/mechanics/all-games/godot-audio.test.ts › writes every calibration click and every clack of the song, on the beat within 1 ms, and after a pause nothing until play resumes on the beat',
  fromJson: 'lib/mechanics/exporters/godot.test.ts › reads a preset with a static from_json that parses with JSON.parse_string and warns on a newer schema',
  fromDisk: 'lib/mechanics/exporters/standalone.test.ts › runs its script from disk-like HTML: the script reads the preset',
  pageButtons: 'lib/mechanics/exporters/standalone.test.ts › wires Pause/Play, Restart and Mute, shows Play once a run ends, and gives the focus back to the game after each',
  configKeys: 'lib/mechanics/exporters/kit-page.test.ts › W5: config.json is the one preset: build-page.mjs writes it into index.html',
  noValues: 'lib/mechanics/physics-dropper/game.test.ts › plays with no values at all, at the defaults',
  reducedMotion: 'lib/mechanics/memory-tiles/game.test.ts › follows prefers-reduced-motion when the option is left out',
  manualLoop: 'lib/mechanics/core/canvas-game.test.ts › runs on the host\'s loop with { loop: "manual" }: no animation frames, step(seconds) and render() drive it',
  gamepad: 'lib/mechanics/double-tap-dash/game.test.ts › taps with a gamepad button, once per press',
  mute: 'lib/mechanics/rhythm-clacker/game.test.ts › mutes and unmutes, and a muted start makes no sound at all',
  audioAhead: 'lib/mechanics/rhythm-clacker/game.test.ts › makes no AudioContext until start(), then schedules clacks ahead on the audio clock',
  suspend: 'lib/mechanics/rhythm-clacker/game.test.ts › suspends the audio clock while paused and resumes it on Play',
  countIn: 'lib/mechanics/rhythm-clacker/game.test.ts › plays the count-in ticks on a first run',
  resumeKeeps: 'lib/mechanics/rhythm-clacker/game.test.ts › drops no clack on a resume: what was queued stays queued through the suspended clock, and a key on it is judged on time',
  updateKeeps: 'lib/mechanics/rhythm-clacker/game.test.ts › drops and moves no clack on update()',
  unityEventTime: "lib/mechanics/exporters/unity-package.test.ts › RhythmClackerGame judges a tap when it happened, by the Input System's event time: on the beat is 0 ms at 30, 60 and 144 fps",
  memoryModel: 'lib/mechanics/memory-tiles/model.test.ts › replays the same game for the same seed and calls',
  calibrateControl: 'lib/mechanics/exporters/standalone.test.ts › has a Calibrate control for a game that calibrates: it runs the round and says the latency it set',
  pegField: 'lib/mechanics/exporters/unity-package.test.ts › PhysicsDropperGame clamps a peg field nobody could build, one warning per field, and plays',
  contractRules: 'lib/mechanics/all-games/contracts.test.ts › rule %s is proved by scenarios replayed in every engine it is stated for',
};

export const claimProofs: readonly ClaimProof[] = [
  // ---- Settings: clamped, kept, applied (update-partial plays an out-of-range value and a partial update).
  { says: 'A value outside its range is clamped to the nearest bound.', provedBy: ['update-partial'] },
  { says: 'values you leave out keep their defaults, and each is clamped to its range', provedBy: ['update-partial'] },
  { says: 'Out-of-range values are clamped to the nearest bound, so `gravity: 25` runs as 20.', provedBy: ['update-partial'] },
  { says: 'New settings from the next step: a Dictionary of any subset of them', provedBy: ['update-each-setting', 'update-partial'] },
  {
    says: 'A value outside its range (from the Inspector or a preset) is clamped to it',
    provedBy: ['update-partial'],
    tests: ['lib/mechanics/exporters/unity-package.test.ts › PhysicsDropperGame clamps a peg field nobody could build, one warning per field, and plays'],
  },
  {
    says: 'An unknown key, a value that is not a number, or one out of range or off its step gets one `console.warn`',
    tests: ['lib/mechanics/core/kit-values.test.ts › warns once per unknown key, naming it, and once per out-of-range value, naming the clamped value'],
  },
  {
    says: 'An unknown setting or an out-of-range value gets one `console.warn`',
    tests: ['lib/mechanics/core/kit-values.test.ts › warns once per unknown key, naming it, and once per out-of-range value, naming the clamped value'],
  },
  {
    says: 'A preset JSON or Inspector value out of range, missing or of the wrong type is clamped',
    tests: [
      'lib/mechanics/exporters/unity.test.ts › snaps every setting to its step and clamps it to its range in OnValidate, falling back to the tuned value for NaN',
      'lib/mechanics/exporters/unity-package.test.ts › PhysicsDropperGame clamps a peg field nobody could build, one warning per field, and plays',
    ],
  },
  {
    says: 'A settings `.tres` with a value out of range or of the wrong type loads with that value clamped',
    tests: ['lib/mechanics/exporters/godot-kits.test.ts › DoubleTapDash loads a .tres with a value out of range or of the wrong type clamped to the range, with one warning naming each field'],
  },

  // ---- Events and the end of a run.
  { says: 'Every game reports its score (', provedBy: ['touch-play'] },
  { says: 'also report the end of a run (`ended`, `Ended`, `onEnd`)', provedBy: each('touch-restart') },
  { says: 'PhysicsDropper’s board never ends, and MemoryTiles never ends a run either (its boards follow one another), so neither reports one:', provedBy: ['physics-dropper/restart-and-end', 'memory-tiles/board-cleared'] },
  { says: 'the root node emits `score_changed(score: int)` and, in a game whose runs end (not PhysicsDropper)', provedBy: ['touch-play', 'physics-dropper/restart-and-end'] },
  { says: 'Never fires: nothing ends this game’s run.', provedBy: ['physics-dropper/restart-and-end', 'memory-tiles/board-cleared'] },
  { says: 'MemoryTiles reports each cleared board instead', provedBy: ['memory-tiles/board-cleared', 'memory-tiles/board-smaller'] },
  { says: 'The run never ends by its rules.', provedBy: ['physics-dropper/restart-and-end'] },
  { says: 'the board never ends, so `ended` never fires', provedBy: ['physics-dropper/restart-and-end'] },
  { says: 'A shut gate ends the run; the next press starts another.', provedBy: ['touch-restart'] },
  { says: 'Falling off the bottom ends the run; the next press starts another.', provedBy: ['touch-restart'] },
  { says: 'the third lost life ends the run', provedBy: ['touch-restart'] },
  { says: 'the mouse or a finger: hold to charge the brake, let go to brake; after the third miss a press starts a new run', provedBy: [...keysToo, 'touch-restart'] },
  { says: '`onEnd({ score, text })`: onEnd is called once when a run ends by the rules', provedBy: ['touch-restart'] },
  // MemoryTiles' cleared board as the Unity and Godot kits word it today: held to the scenario that clears a board
  // (its stream has cleared and no ended, so a kit that still fires ended on a clear fails it until it follows the contract).
  { says: 'a board was cleared; the next press deals the next one', provedBy: ['memory-tiles/board-cleared'] },
  { says: 'a board was cleared and graded (`ended` fires with it; the next pick deals the next board)', provedBy: ['memory-tiles/board-cleared'] },
  // The next level's board: board-larger and board-smaller change the Board Size mid-run and pick on the new board.
  { says: 'The game emits `ended` when a board is cleared', provedBy: ['memory-tiles/board-cleared', 'memory-tiles/board-larger', 'memory-tiles/board-smaller'] },
  {
    says: 'Where the calibrated latency is kept on the device (a localStorage key), or `false` for nowhere; a `latency` in `values` always wins over a stored one.',
    tests: [
      'lib/mechanics/rhythm-clacker/game.test.ts › keeps a calibration per device (localStorage): a game made later reads it at start, a restart keeps it',
      'lib/mechanics/rhythm-clacker/game.test.ts › storage: false keeps no calibration on the device, and a named key keeps it there (N6)',
    ],
  },
  { says: 'a single tap started a dash; it fires on every single tap', provedBy: [...keysToo, 'two-fingers-overlapping'] },
  { says: 'A single tap started a dash; it fires on the first tap of a double tap too.', provedBy: [...keysToo, 'two-fingers-overlapping'] },
  { says: 'every bounce on a platform, before onScore reports the new total', provedBy: keysToo },
  { says: 'Every bounce on a platform, before `onScore` reports the new total.', provedBy: keysToo },
  { says: 'reads input and raises the events below', provedBy: play },
  { says: '`game_resumed()`: the game plays on after a pause', provedBy: ['pause-by-api', 'focus-lost-mid-run'] },
  { says: 'play goes on: 3 s ("Resuming in 3…") after focus came back, or at once on Resume()', provedBy: ['pause-by-api', 'focus-lost-mid-run'] },
  { says: '"Paused" shows and presses do nothing |', provedBy: ['pause-by-api', 'focus-lost-mid-run'] },

  // ---- Pause and restart, as the API pages word them beside the contract's rule.
  { says: 'Pauses a running game:', provedBy: ['pause-by-api'] },
  { says: 'Paused fires, nothing moves and presses do nothing until Resume().', provedBy: ['pause-by-api'] },
  { says: 'Plays on after Pause():', provedBy: ['pause-by-api'] },
  { says: 'Resumed fires (while the application is out of focus it waits for focus and the countdown).', provedBy: ['pause-by-api', 'focus-lost-mid-run'] },
  { says: 'Starts over: score_changed(0) fires when the score was not 0, `ended` does not;', provedBy: ['restart-and-end'] },
  { says: 'setting it fires game_paused or game_resumed', provedBy: ['pause-by-api'] },
  // The HUD button by touch: RhythmClacker's scenario, and the Godot check every kit plays (exporters/godot-scenarios.ts).
  {
    says: '(R) or the Restart button in the top-right corner starts over.',
    provedBy: ['restart-and-end', 'rhythm-clacker/restart-by-touch'],
    tests: ['lib/mechanics/exporters/godot-scenarios.ts › godot-restart-button-by-touch'],
  },
  { says: 'Returning to the tab resumes after a 3 s countdown instead of at once.', provedBy: ['focus-lost-mid-run'] },
  // TimingWheel's own scenario; BounceChain's steering holds on the same canvas runtime, whose test lifts a second finger.
  {
    says: 'Lifting a second finger no longer ends a hold.',
    provedBy: ['timing-wheel/second-finger-lift-keeps-hold'],
    tests: ['lib/mechanics/core/canvas-game.test.ts › takes the primary button of the primary pointer only, holds through a second finger'],
  },

  // ---- Input: what a press does.
  { says: 'Drops an extra ball: at the pointer’s x for a click or a finger, near the middle for a key.', provedBy: keysToo },
  { says: 'Space or Enter drops an extra ball near the middle; a click or a tap drops one where you pressed.', provedBy: keysToo },
  { says: 'Space or Enter drops an extra ball in the middle; a click or a touch drops one where you point.', provedBy: ['physics-dropper/keys-play', 'physics-dropper/mouse-play', 'physics-dropper/touch-play'] },
  { says: 'Space, a click or a tap drops an extra ball.', provedBy: keysToo },
  { says: '(Space, Enter): drop a ball near the middle; a click or a finger drops one where it lands', provedBy: keysToo },
  { says: 'Space, Enter, a click or a tap dashes ahead; two within the Double-Tap Window phase', provedBy: [...keysToo, 'two-fingers-overlapping'] },
  { says: 'Space or Enter, or a tap let go within 0.25 s, nudges it toward the next platform.', provedBy: ['keys-nudge', 'touch-nudge'] },
  { says: '(Space, Enter), or a tap on the view let go within 0.25 s: nudge.', provedBy: ['keys-nudge', 'touch-nudge'] },
  { says: 'Hold to charge the brake; let go to brake: a full charge stops the wheel in Brake Time', provedBy: keysToo },
  { says: 'the mouse button or a finger to charge the brake and let go to brake', provedBy: keysToo },
  { says: 'Press Play, then hold Space, the mouse button or a finger to charge the brake', provedBy: keysToo },
  { says: 'Judges the nearest note as Perfect, Good or Miss', provedBy: [...keysToo, 'no-note-before-audio'] },
  { says: 'A rhythm game judges a tap against the time the player heard the note', provedBy: frameRates },
  { says: 'Each tap is judged by its offset from the nearest note, corrected by the Input Latency', provedBy: [...keysToo, 'calibration-survives-restart'] },
  { says: 'no tap is judged before the run starts', provedBy: ['no-note-before-audio'] },
  { says: 'Picks during the peek, of a matched tile or of the tile already up do nothing.', provedBy: play },
  { says: 'Starts play as the first pick or Space does: the peek of a dealt board', provedBy: play },
  { says: 'Milliseconds of play, the clock taps are judged on; it stands still while paused.', provedBy: ['pause-by-api', ...frameRates] },
  {
    says: 'With the Input System a tap is judged when it happened (its event time)',
    tests: ['lib/mechanics/exporters/unity-package.test.ts › RhythmClackerGame judges a tap when it happened, by the Input System\'s event time: on the beat is 0 ms at 30, 60 and 144 fps'],
  },
  {
    says: 'Adds the game’s input actions when the project lacks them',
    tests: ['lib/mechanics/exporters/godot-kits.test.ts › declare every input event of project.godot and of the actions the game registers for all devices (-1): a touch comes as a click of device -1'],
  },

  // ---- Frame rate and the model's stepping. PhysicsDropper's sub-step counts are measured facts about its
  // model: content/docs-claims.test.ts reads every sentence that counts sub-steps and holds each count to the
  // model's clock; the frame-rate scenarios show the stepping gives one stream at 30, 60 and 144 fps.
  { says: 'sub-step', provedBy: frameRates, tests: ['content/docs-claims.test.ts › counts PhysicsDropper’s sub-steps per board second'] },
  { says: 'so RhythmClacker stays on the beat at 30 fps and at 144 fps', provedBy: frameRates },
  {
    says: 'Android and iOS run at 30 fps otherwise.',
    tests: ['lib/mechanics/exporters/unity-package.test.ts › on a phone a Game asks for the display\'s refresh rate (phones default to 30 fps), unless the project set a rate; a desktop is left alone'],
  },

  // ---- RhythmClacker's sound: heard, not streamed, so proved by the audio tests.
  {
    says: 'RhythmClacker\'s clacks and calibration clicks reach the audio output',
    tests: ['lib/mechanics/all-games/godot-audio.test.ts › writes every calibration click and every clack of the song, on the beat within 1 ms, and after a pause nothing until play resumes on the beat'],
  },
  {
    says: 'RhythmClacker holds its sound while paused',
    tests: ['lib/mechanics/all-games/godot-audio.test.ts › writes every calibration click and every clack of the song, on the beat within 1 ms, and after a pause nothing until play resumes on the beat'],
  },
  {
    says: 'RhythmClacker never drops a clack on a resume or an `update()`',
    tests: [
      'lib/mechanics/rhythm-clacker/game.test.ts › drops no clack on a resume: what was queued stays queued through the suspended clock, and a key on it is judged on time',
      'lib/mechanics/rhythm-clacker/game.test.ts › drops and moves no clack on update()',
      'lib/mechanics/rhythm-clacker/game.test.ts › plays the count-in ticks on a first run',
    ],
  },
  {
    says: 'RhythmClacker compensates the audio output latency',
    tests: [
      'lib/mechanics/rhythm-clacker/game.test.ts › judges a key on the heard beat near 0 ms: the output latency is compensated',
      'lib/mechanics/rhythm-clacker/game.test.ts › times a key by its event timeStamp, not by when the handler ran',
    ],
  },
  {
    says: 'RhythmClacker queues its sounds half a second ahead',
    tests: [
      'lib/mechanics/rhythm-clacker/game.test.ts › queues clacks far enough ahead that a stalled main thread drops none',
      'lib/mechanics/rhythm-clacker/game.test.ts › drops no clack on a resume: what was queued stays queued through the suspended clock, and a key on it is judged on time',
    ],
  },
  {
    says: 'Sounds are scheduled on the AudioContext\'s clock half a second ahead',
    tests: ['lib/mechanics/rhythm-clacker/game.test.ts › queues clacks far enough ahead that a stalled main thread drops none'],
  },
  {
    says: 'Until the AudioContext runs, the game keeps time by frames.',
    tests: ['lib/mechanics/rhythm-clacker/game.test.ts › plays silently by the visual clock when Web Audio is missing or throws'],
  },
  { says: 'Silences or restores the clacks; play goes on in time either way.', tests: ['lib/mechanics/rhythm-clacker/game.test.ts › mutes and unmutes, and a muted start makes no sound at all'] },
  {
    says: '**Sound and timing**: every clack is scheduled on the audio clock',
    tests: ['lib/mechanics/exporters/unity-package.test.ts › RhythmClackerGame judges a tap when it happened, by the Input System\'s event time: on the beat is 0 ms at 30, 60 and 144 fps'],
  },
  {
    says: 'A measured offset rounded to the Input Latency step and clamped to its range.',
    provedBy: ['calibration-survives-restart'],
    tests: ['lib/mechanics/rhythm-clacker/game.test.ts › measures a Bluetooth-sized latency: taps 300 ms late set 300 ms, inside the range'],
  },
  { says: 'A BPM or Beat Map change starts the song over', provedBy: ['update-each-setting'] },

  // ---- The kit's tools, not the game.
  {
    says: 'run it again** (Node only, no dependencies; it stops with an error',
    tests: ['lib/mechanics/exporters/kit-readme-commands.test.ts › every JavaScript kit: each shell block runs as written, and the commands that need the registry name scripts the project has'],
  },
  {
    says: '`npm run build:page` rebuilds it (Node only, no install)',
    tests: ['lib/mechanics/exporters/kit-readme-commands.test.ts › every JavaScript kit: each shell block runs as written, and the commands that need the registry name scripts the project has'],
  },


  // ---- Starting a run, a board; the end and the next run.
  { says: 'Starts playing at once instead of waiting for `start()`.', provedBy: ['touch-play'] },
  { says: 'Each finger is a tap of its own; after the run a tap starts the next.', provedBy: ['two-fingers-overlapping', 'touch-restart'] },
  { says: 'the run ended against a shut gate; the next press starts a new one', provedBy: ['touch-restart'] },
  { says: 'the ball fell off the bottom; the next press starts a new run', provedBy: ['touch-restart'] },
  { says: 'the third miss ended the run; the next press starts a new one', provedBy: ['touch-restart'] },
  { says: 'three misses end the run and the next press starts a new one', provedBy: [...keysToo, 'touch-restart'] },
  { says: 'Space, Enter, a click or a tap starts a board: remember the tiles while they show', provedBy: play, tests: ['lib/mechanics/exporters/godot-kits.test.ts › MemoryTiles is played by focus + ui_accept on its tiles'] },
  {
    says: 'starts a board when no tile has the focus (the game takes the focus only then',
    provedBy: play,
    tests: ['lib/mechanics/exporters/godot-kits.test.ts › MemoryTiles is played by focus + ui_accept on its tiles', 'lib/mechanics/exporters/godot-scenarios.ts › godot-takes-no-focus'],
  },
  { says: 'or the Calibrate button: a calibration round of eight clicks that sets the Input Latency', provedBy: ['rhythm-clacker/calibration-survives-restart', 'rhythm-clacker/calibrate-by-touch'] },
  { says: 'has a Calibrate control and starts on a tap ("Tap to start"); the tap that unlocks the sound is not judged', provedBy: ['rhythm-clacker/no-note-before-audio'], tests: ['lib/mechanics/exporters/standalone.test.ts › starts a game with sound on the first tap or Space on it, says so until then, and starts it once', t.calibrateControl] },

  // ---- Settings, as the tutorials and READMEs word them.
  { says: '`game.update({ speed: 7 })` changes values in the middle of a round', provedBy: ['update-partial'] },
  { says: 'a missing one takes its default, and `update()` changes only what it is given', provedBy: ['update-partial'] },
  { says: 'The same as `model.update(changes)`.', provedBy: ['update-each-setting', 'update-partial'] },
  { says: 'Gravity sets how quickly a ball falls.', provedBy: ['physics-dropper/update-each-setting'] },
  { says: 'It changes how busy the board feels without changing the paths', notAClaim: 'tuning advice: how a setting feels' },
  { says: '`segments` (how many slices), `speed` (turns a second at the start)', provedBy: ['update-each-setting'] },
  { says: 'The board is read at Awake, so change it outside Play Mode.', tests: [t.pegField, t.csharpSamples] },
  { says: 'links and settings from 1.0.0 stay valid', tests: ['lib/mechanics/releases.test.ts › say the Input Latency range the setting has'] },
  { says: 'UnityEvents take the same values: wire them to any method that takes an int', tests: [t.csharpSamples] },
  { says: 'The game reuses the scene\'s Main Camera and points it straight at the board', tests: [t.hostCamera, t.lateCamera, t.emptyScene] },
  { says: 'Where the board is drawn in the node’s own coordinates: all of it, as large as the view allows, centred.', provedBy: ['godot-in-host-project'], tests: ['lib/mechanics/exporters/godot-scenarios.ts › godot-board-centred-whole'] },

  // ---- The 1.2.0 changelog (lib/mechanics/releases.ts).
  {
    says: 'events; losing focus pauses the game, shows "Paused", lets go of held input without acting and resumes after "Resuming in 3…".',
    provedBy: ['focus-lost-mid-run', 'focus-lost-while-held', 'pause-by-api'],
    tests: ['lib/mechanics/exporters/unity-package.test.ts › %s: %s pauses on focus loss (Paused once, "Paused" drawn'],
  },
  {
    says: 'signals; losing focus pauses the game, shows "Paused", lets go of held input without acting and resumes after "Resuming in 3…".',
    provedBy: ['focus-lost-mid-run', 'focus-lost-while-held', 'pause-by-api'],
  },
  // MemoryTiles' 1.2.0 "run" was a board: the tap after a cleared board deals the next one still.
  { says: 'After a run has ended, a tap starts the next.', provedBy: [...each('touch-restart'), 'memory-tiles/board-cleared'] },
  { says: '`Restart()` raises `ScoreChanged(0)` when the score was not 0, and never `Ended`.', provedBy: ['restart-and-end'] },
  { says: 'On a phone the game asks for the display\'s refresh rate, unless the project set a frame rate.', tests: ["lib/mechanics/exporters/unity-package.test.ts › on a phone a Game asks for the display's refresh rate"] },
  { says: 'RhythmClacker judges a tap by the Input System\'s event time, so the frame rate no longer moves a judgement.', provedBy: ['rhythm-clacker/frame-rate-30', 'rhythm-clacker/frame-rate-144'], tests: [t.unityEventTime] },
  {
    says: 'A Play sample (Package Manager › Samples) and a Tools › Microloop menu item that plays the game in a new scene.',
    tests: ['lib/mechanics/exporters/unity-sample.test.ts › %s: package.json declares Samples~/Play', 'lib/mechanics/exporters/unity-sample.test.ts › %s: an Editor-only asmdef (left out of player builds) holds Tools/Microloop/Play <Name>'],
  },
  {
    says: 'Every class name, inner class and type the addon declares starts with the template\'s name',
    provedBy: ['godot-in-host-project'],
    tests: ['lib/mechanics/exporters/godot-kits.test.ts › owns a class_name for every short name a kit gives a type'],
  },
  { says: '`update()` takes a Dictionary of any of the settings, each clamped to its range; the ones left out keep their values.', provedBy: ['update-each-setting', 'update-partial'] },
  { says: 'Touch is read as touch, with or without mouse emulation, and a second finger is a tap of its own.', provedBy: ['touch-play', 'godot-touch-no-mouse-emulation', 'two-fingers-overlapping'] },
  { says: 'The game plays in a host project\'s scene: under its Camera2D, moved and scaled, beside its focused controls.', provedBy: ['godot-in-host-project'] },
  { says: 'A new Board Size from `update()` deals a new board at once, and every tile can be picked.', provedBy: ['memory-tiles/board-larger', 'memory-tiles/board-smaller'] },
  { says: 'RhythmClacker keeps its calibration per device in `user://microloop_rhythm_clacker.cfg`.', provedBy: ['rhythm-clacker/calibration-survives-restart'] },
  {
    says: 'RhythmClacker\'s sound starts on the first touch on Android and iOS, and asks for playback where `navigator.audioSession` exists.',
    tests: ["lib/mechanics/rhythm-clacker/game.test.ts › resumes the AudioContext on a touch's release too (pointerup, touchend, click), and asks for playback where navigator.audioSession exists"],
  },
  {
    says: 'A canvas handed over hidden, sized by its page\'s CSS or created again after `destroy()` keeps its size on every screen.',
    provedBy: ['js-canvas-handed-over-hidden', 'destroy-recreate'],
    tests: ['e2e/js-kits.spec.ts › hosted at devicePixelRatio'],
  },
  { says: 'The board is drawn whole and centred in a landscape, a portrait and a square view.', tests: ['lib/mechanics/exporters/godot-kits.test.ts › %s (N12, issue 38): draws its board whole and centred'] },
  { says: 'The board is drawn whole and centred in a landscape, a portrait and a square element.', tests: ['e2e/js-kits.spec.ts › draws its board centred and whole in a host element'] },
  {
    says: 'PhysicsDropper\'s physics runs at most 2,500 steps a real second whatever the settings',
    provedBy: ['physics-dropper/frame-rate-30', 'physics-dropper/frame-rate-144', 'physics-dropper/update-each-setting'],
    tests: [
      'lib/mechanics/physics-dropper/model.test.ts › never runs more than 2,500 sub-steps a real second at any setting',
      'lib/mechanics/all-games/godot-golden.test.ts › physics_dropper/busiest: the GDScript model runs at most maxSubStepsPerSecond',
      'lib/mechanics/exporters/unity-ports.test.ts › physics-dropper/busiest: the C# model runs at most maxSubStepsPerSecond',
    ],
  },
  {
    says: 'The HUD draws its letters and buttons the same size on the screen at any density',
    tests: [
      'content/kit-api/samples-godot.test.ts › the HUD (issue 38): its letters the same size on the screen (at least 0.1 in) at 1×, 2× and 3× density',
      'content/kit-api/samples-godot.test.ts › %s draws its HUD by the rule for where it is shown',
    ],
  },
  { says: '"Paused" and the countdown are drawn over the board (they were drawn off the canvas).', tests: ['lib/mechanics/all-games/hud-text.test.ts › %s: every text the same CSS size at devicePixelRatio 1, 2 and 3'] },
  { says: 'The game draws its text at 12 CSS px or more, and wraps it on a narrow portrait canvas', tests: ['lib/mechanics/all-games/hud-text.test.ts › %s: every text the same CSS size at devicePixelRatio 1, 2 and 3'] },
  { says: 'The HUD\'s text and buttons scale with `Screen.dpi`', tests: [t.hud] },
  { says: '`npm install`, then `npm run dev` plays it.', tests: ["e2e/js-kits.spec.ts › from the Download button to playing in three actions"] },

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
  { says: 'and press F5: three actions, and the main scene plays the game with your values', provedBy: ['touch-play'], tests: [t.godotTres] },
  { says: 'and press F5: the game plays, in Godot 4.3 to 4.6', provedBy: ['touch-play'] },
  { says: 'The game reads `settings` when it enters the scene tree.', tests: [t.godotTres] },
  { says: 'hand the rules a new Resource with `model.update(settings)`: it applies from the next step', provedBy: ['update-each-setting', 'update-partial'] },
  { says: 'Call `game.update({ gravity: 12 })` to change values while it runs', provedBy: ['update-partial'] },
  { says: 'Change them while it plays with `game.update({ segments: 16 })`.', provedBy: ['update-partial'] },
  { says: 'hand the game a different one, instead of editing fields from code: it applies from the next frame', provedBy: ['update-each-setting'] },
  { says: 'it cancels the animation frame loop and removes its listeners', provedBy: ['destroy-recreate'] },
  { says: 'the same seed and the same input replay the same run', provedBy: ['touch-play', ...frameRates] },
  { says: 'the same seed replays the same run', provedBy: ['touch-play', ...frameRates] },
  { says: '*Seed* replays a run exactly', provedBy: ['touch-play', ...frameRates] },
  { says: 'a seed that replays the same run, `step(seconds)` and the game’s input methods', tests: [t.memoryModel] },
  {
    says: 'The game keeps it on the device (localStorage, under the key the `storage` option names, or nowhere with `storage: false`) and plays it next time when `values` gives no `latency`',
    tests: [
      'lib/mechanics/rhythm-clacker/game.test.ts › keeps a calibration per device (localStorage): a game made later reads it at start, a restart keeps it',
      'lib/mechanics/rhythm-clacker/game.test.ts › storage: false keeps no calibration on the device, and a named key keeps it there (N6)',
    ],
  },
  { says: 'Draws the current moment; call it after `step()` in your own loop.', tests: [t.manualLoop] },
  { says: '`createGame(canvas, values, options)` draws the rules on a `<canvas>` and takes keys, mouse, pen and touch.', provedBy: keysToo },
  { says: '`createGame(canvas)` with no values plays the defaults instead of throwing.', tests: [t.noValues] },
  { says: 'It follows `prefers-reduced-motion`', tests: [t.reducedMotion] },
  { says: 'force calm drawing on or off (it follows the player', tests: [t.reducedMotion] },
  { says: 'a gamepad button dashes ahead, and a quick double tap phases you through a gate', provedBy: [...keysToo, 'two-fingers-overlapping'], tests: [t.gamepad] },
  { says: 'A tap dashes; a second tap within the Double-Tap Window phases through the next gate.', provedBy: [...keysToo, 'two-fingers-overlapping'] },
  { says: 'Space nudges the ball toward the next platform.', provedBy: ['keys-nudge'] },
  { says: 'Nudges the ball toward the nearest platform below', provedBy: ['keys-nudge', 'touch-nudge'] },
  { says: 'Steers the ball left while held.', provedBy: ['keys-steer', 'touch-steer'] },
  { says: 'Steers the ball right while held.', provedBy: ['keys-steer', 'touch-steer'] },
  {
    says: '`onMatch({ symbol, moves, matchedPairs, pairs })`: a pair was found, before onScore reports the new total.',
    provedBy: play,
    tests: ['lib/mechanics/memory-tiles/game.test.ts › clears the board, grades it in onClear (after its last onMatch and onScore) and the status, never onEnd, then deals the next board on a pick'],
  },
  {
    says: '`onClear({ stars, moves, pairs, board, streak, score, text })`: a board was cleared, after its last onScore: its grade; the next pick deals the next board.',
    provedBy: ['memory-tiles/board-cleared'],
    tests: ['lib/mechanics/memory-tiles/game.test.ts › clears the board, grades it in onClear (after its last onMatch and onScore) and the status, never onEnd, then deals the next board on a pick'],
  },
  { says: 'A board was cleared: its moves, pairs, stars and streak.', provedBy: ['memory-tiles/board-cleared'] },
  { says: 'a board was cleared: moves, stars (1 to 3) and the streak', provedBy: ['memory-tiles/board-cleared'] },
  // The Godot model is held to the TypeScript model by the golden traces; these show the score kept into the next board.
  {
    says: 'The score carries over.',
    tests: [
      'lib/mechanics/memory-tiles/model.test.ts › deals a new board of a new Board Size at once, unseen or mid-board (score, streak and round kept)',
      'lib/mechanics/memory-tiles/game.test.ts › clears the board, grades it in onClear (after its last onMatch and onScore) and the status, never onEnd, then deals the next board on a pick',
    ],
  },
  {
    says: 'localStorage key `microloop:rhythm-clacker:latency` (the `storage` option names another, or `false` keeps it nowhere; a `latency` passed in `values` wins over it)',
    tests: [
      'lib/mechanics/rhythm-clacker/game.test.ts › keeps a calibration per device (localStorage): a game made later reads it at start, a restart keeps it',
      'lib/mechanics/rhythm-clacker/game.test.ts › storage: false keeps no calibration on the device, and a named key keeps it there (N6)',
    ],
  },
  // Kits 2.0.0, JavaScript (issues 44-46).
  {
    says: 'No rule ends a MemoryTiles run, so `onEnd` never fires',
    provedBy: ['memory-tiles/board-cleared', 'memory-tiles/board-smaller'],
    tests: ['lib/mechanics/memory-tiles/game.test.ts › clears the board, grades it in onClear (after its last onMatch and onScore) and the status, never onEnd, then deals the next board on a pick'],
  },
  { says: 'MemoryTiles calls `onMatch` before `onScore` reports the pair', tests: ['lib/mechanics/memory-tiles/game.test.ts › clears the board, grades it in onClear (after its last onMatch and onScore) and the status, never onEnd, then deals the next board on a pick'] },
  {
    says: '`update()` keeps a setting given as `undefined`',
    tests: ['lib/mechanics/all-games/host-etiquette.test.ts › update() with a setting given as undefined keeps it (N4)', 'lib/mechanics/all-games/kit-layers.test.ts › createModel(...).update takes any subset'],
  },
  { says: 'The window losing focus pauses a running game as a hidden tab does', tests: ['lib/mechanics/all-games/host-etiquette.test.ts › the window losing focus pauses the game as a hidden tab does'] },
  {
    says: 'A `latency` in `values` wins over the calibration stored on the device',
    tests: [
      'lib/mechanics/rhythm-clacker/game.test.ts › keeps a calibration per device (localStorage): a game made later reads it at start, a restart keeps it',
      'lib/mechanics/rhythm-clacker/game.test.ts › storage: false keeps no calibration on the device, and a named key keeps it there (N6)',
    ],
  },
  {
    says: 'is a phone page: its buttons wrap, the status has a line of its own',
    tests: [
      'lib/mechanics/exporters/kit-page.test.ts › B1: index.html, the dev page (web/index.html) and so dist/ are one page',
      'lib/mechanics/exporters/kit-page.test.ts › W5: config.json is the one preset',
      'e2e/js-kits.spec.ts › from the Download button to playing in three actions',
    ],
  },
  {
    says: 'A click or a finger lands where it is seen on a canvas under a CSS transform or zoom',
    provedBy: ['js-canvas-scaled', 'js-canvas-rotated'],
    tests: ['lib/mechanics/core/canvas-game.test.ts › maps a pointer through the host'],
  },
  { says: 'RhythmClacker does that in every kit', provedBy: frameRates },
  { says: 'signals carry the same values, and `calibrate()` runs the same round', provedBy: [...keysToo, 'rhythm-clacker/calibration-survives-restart'] },

  // ---- Calibration (RhythmClacker): the round, its range, kept per device.
  { says: 'Runs a calibration round', provedBy: ['rhythm-clacker/calibration-survives-restart'] },
  { says: '`calibrate()` plays eight clicks, the player taps along', provedBy: ['rhythm-clacker/calibration-survives-restart'] },
  { says: '`game.calibrate()` plays eight steady clicks', provedBy: ['rhythm-clacker/calibration-survives-restart'] },
  { says: 'C runs a calibration round (eight clicks', provedBy: ['rhythm-clacker/calibration-survives-restart', 'rhythm-clacker/calibrate-by-touch'], tests: [t.unityCalibration] },
  { says: 'calibration reads the range from', tests: [t.unityCalibration, t.godotLatencyRange] },

  // ---- Unity: input setups, cameras, materials, the preset, the HUD.
  { says: 'Input works with the Input Manager, the Input System package, or Both', provedBy: keysToo, tests: [t.noInput] },
  { says: 'Keyboard, mouse and touch work with each *Active Input Handling* setting', provedBy: keysToo, tests: [t.noInput] },
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
  { says: '`OnGUI` draws the score', tests: [t.hud] },
  { says: "it is a port of the website's model, checked against its golden traces", tests: [t.ports] },
  { says: 'It listens to `ScoreChanged` and `BallScored` and draws both in the corner.', tests: [t.csharpSamples] },

  // ---- Godot: the addon in a project of yours, its input, its JSON preset.
  { says: 'the game adds its input actions when your project lacks them', tests: [t.godotActions] },
  { says: 'it adds its input actions when your project lacks them', tests: [t.godotActions] },
  { says: 'also works copied into your own project', tests: [t.godotActions] },
  { says: 'The game adds these actions to the input map at run time when your project lacks them', tests: [t.godotActions] },
  { says: 'It reads the mouse and touch itself, in its own coordinates', provedBy: ['godot-in-host-project', 'godot-touch-no-mouse-emulation'] },
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
  { says: '`update()`, muting and a new run `stop()` what is queued, and a pause suspends the AudioContext', tests: [t.suspend, t.updateKeeps, t.mute] },
  { says: 'A first run opens with count-in ticks; pausing, resuming and `update()` never drop or move a scheduled clack', tests: [t.countIn, t.resumeKeeps, t.updateKeeps] },
  { says: 'each sentence is the game contract’s, and each is proved by scenarios every kit replays', tests: [t.contractRules] },

  // ---- Not about what a kit does.
  { says: 'what goes into a template and what stays out', notAClaim: 'the company’s values' },
  { says: 'The kit holds the values you set on the template’s sliders.', notAClaim: 'what the download holds, not what the game does' },
  { says: 'Every file carries schemaVersion 1 beside the four values', notAClaim: 'the export files’ format' },
  { says: 'Low gravity (around 4) reads as floaty', notAClaim: 'tuning advice: how a setting feels' },
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
