/**
 * The parts every template's contract shares (core/contract.ts has the shape): the four common
 * events with each engine's member, the common triggers, the lifecycle rules every game follows (the
 * lead's canonical behaviour, rules 3-7 and 9), and the names of the standard scenarios that prove them
 * (core/scenario-parts.ts builds those). Each lib/mechanics/<slug>/contract.ts adds its own actions,
 * events and rules; lib/mechanics/<slug>/scenarios.ts its scenarios. Plain data: safe for the site.
 */
import type { ContractAction, ContractEngine, ContractEvent, LifecycleRule, Scenario, Trigger } from './contract';

// ---- Events -------------------------------------------------------------------------------------

/** score, ended (not in an endless game: one no rule ends), paused and resumed: the same in every game. */
export function commonEvents(endless = false): ContractEvent[] {
  return [
    {
      name: 'score',
      fields: ['score'],
      meaning: 'The score changed: the new total (after the game’s own event that changed it, where there is one).',
      engines: { js: 'onScore', unity: 'ScoreChanged', godot: 'score_changed' },
    },
    // An endless game has no ended: no rule ends its run (a board that goes on, boards that follow one another).
    ...(endless
      ? []
      : [
          {
            name: 'ended',
            fields: ['score'],
            meaning: 'A run ended by its rules: the final score, once, after the run’s last score. A restart, a pause, destroy, disable or unload never fire it.',
            says: { godot: 'A run ended by its rules: the final score, once, after the run’s last score. A restart, a pause, leaving the tree or freeing the node never emit it.' },
            engines: { js: 'onEnd', unity: 'Ended', godot: 'ended' },
          } satisfies ContractEvent,
        ]),
    {
      name: 'paused',
      fields: [],
      meaning: 'A running game stopped without ending: the API’s pause, the host’s pause, or the window or tab losing focus.',
      says: {
        unity: 'Play stopped without the run ending: Pause() or the host’s Time.timeScale 0 (a run under way or not), or the application losing focus while a run is under way (in a player; the editor plays on; in MemoryTiles a board’s peek or pairs, not a cleared board waiting for the press that deals the next).',
        godot: 'The game stopped without ending: `paused` set, the host’s tree paused or the game hidden, or the window losing focus (in an exported game; run from the editor, play goes on).',
      },
      engines: { js: 'onPause', unity: 'Paused', godot: 'game_paused' },
    },
    {
      name: 'resumed',
      fields: [],
      meaning: 'A paused game runs again: start() after a pause, or the end of the “Resuming in 3…” countdown after focus came back.',
      says: {
        unity: 'Play goes on: at once after Resume() or the host’s Time.timeScale back above 0 (after the countdown instead when that comes in the frame focus came back, or the next before the game’s Update), or at the end of the “Resuming in 3…” countdown after focus came back.',
        godot: 'The game plays on: after `paused = false`, the host’s tree unpaused or the game shown again (at once; after the countdown while the player is away, or in the frame focus came back or the next), or at the end of the “Resuming in 3…” countdown after focus came back.',
      },
      engines: { js: 'onResume', unity: 'Resumed', godot: 'game_resumed' },
    },
  ];
}

// ---- Triggers -----------------------------------------------------------------------------------

/** Space, Enter, a click, a finger: the press every tap game reads. */
export const tapTriggers: readonly Trigger[] = [
  { kind: 'key', key: ' ' },
  { kind: 'key', key: 'Enter' },
  { kind: 'tap', pointer: 'mouse' },
  { kind: 'tap', pointer: 'touch' },
];

/** A second finger landing while the first is down: its own tap (games where taps count). */
export const secondFinger: Trigger = { kind: 'second-finger' };

/**
 * R (on the focused game), the HUD's Restart button (Unity, Godot; the page's in JavaScript), the API, and a click
 * or a finger on the game (not on a HUD button) once a run has ended, never mid-run (review V8). An endless game
 * (no rule ends its run) has no run to end: `endless` says what its restart starts over, in its own words.
 */
export function restartAction(endless?: { readonly meaning: string }): ContractAction {
  const meaning = (waits: string) =>
    `Starts a new run from its first moment. Space, Enter, a click or a finger never restarts a run under way: once a run has ended each starts the next${waits}, a click or a finger only on the game itself, not on another button of its HUD.`;
  return {
    id: 'restart',
    meaning: endless ? endless.meaning : meaning(''),
    // A JavaScript game can wait for its first run (autoStart off, after reset()): R then does nothing, its start press
    // starts it. Unity's and Godot's games play their first run at once: only a run's end waits for a press.
    // An endless game (no rule ends its run) has no run that ends: its meaning says what R does.
    ...(endless
      ? {}
      : { says: { js: `${meaning(' (and starts a run the game waits for)')} R acts while a run plays or after it ended: while the game waits for its first run, its start press starts it.` } }),
    triggers: [
      { kind: 'key', key: 'r' },
      { kind: 'hud-button', label: 'Restart', pointer: 'mouse', engines: ['unity', 'godot'] },
      { kind: 'hud-button', label: 'Restart', pointer: 'touch', engines: ['unity', 'godot'] },
      // The JavaScript kit's index.html has the button beside the canvas.
      { kind: 'hud-button', label: 'Restart', pointer: 'mouse', engines: ['js'] },
      { kind: 'hud-button', label: 'Restart', pointer: 'touch', engines: ['js'] },
      ...(endless
        ? []
        : ([
            { kind: 'key', key: ' ', when: 'once a run has ended' },
            { kind: 'key', key: 'Enter', when: 'once a run has ended' },
            { kind: 'tap', pointer: 'mouse', when: 'once a run has ended' },
            { kind: 'tap', pointer: 'touch', when: 'once a run has ended' },
          ] as const)),
      { kind: 'api' },
    ],
    api: { js: 'reset() then start()', unity: 'Restart()', godot: 'restart()' },
  };
}

// ---- Lifecycle ----------------------------------------------------------------------------------

/** Names of the scenarios every template has (each contract.ts defines them). */
export const standardScenarios = {
  keys: 'keys-play',
  mouse: 'mouse-play',
  touch: 'touch-play',
  touchRestart: 'touch-restart',
  focus: 'focus-lost-mid-run',
  focusHeld: 'focus-lost-while-held',
  pauseApi: 'pause-by-api',
  hostPause: 'host-pause',
  hostPauseRestart: 'host-pause-restart',
  hostUi: 'host-ui-over-game',
  updateEach: 'update-each-setting',
  updatePartial: 'update-partial',
  restartEnd: 'restart-and-end',
  fps30: 'frame-rate-30',
  fps60: 'frame-rate-60',
  fps144: 'frame-rate-144',
  destroy: 'destroy-recreate',
  disable: 'disable-mid-run',
  unload: 'unload-mid-run',
} as const;

const s = standardScenarios;

/**
 * The rules every game follows. `endless`: a game no rule ends (no end rule, no ended). `update` is the
 * game's own sentence about what a settings change does (RhythmClacker's BPM and map start the song over).
 * `inputSays`: how an engine's kit reads its input, where its way differs from the common rule's words.
 */
export function commonLifecycle(
  options: {
    endless?: boolean;
    keys?: boolean;
    updateExtra?: string;
    updateFires?: string[];
    updateProvedBy?: string[];
    inputSays?: Partial<Record<ContractEngine, string>>;
    /** What the frame rate changes, where the rules do not run in fixed steps (RhythmClacker's song clock). */
    frameRate?: string;
    /** When new settings apply, where not from the next step (MemoryTiles has no steps: at once). */
    updateAt?: string;
  } = {},
): LifecycleRule[] {
  const { endless = false, keys = true } = options;
  const extra = options.updateExtra ? ` ${options.updateExtra}` : '';
  return [
    {
      moment: 'input',
      fires: [],
      rule: 'Every play action a key has, a click and a finger have too; a finger is read as touch, not only as an emulated mouse, and an emulated touch never counts twice.',
      provedBy: keys ? [s.keys, s.mouse, s.touch] : [s.mouse, s.touch],
      ...(options.inputSays ? { says: options.inputSays } : {}),
    },
    {
      moment: 'start',
      fires: [],
      rule: 'Starting plays from the run’s first moment; nothing fires until play makes it.',
      provedBy: [s.touch],
      says: {
        js: endless
          ? '`start()` starts play; after `pause()` mid-run it plays on (onResume), and after a `pause()` before the first start it calls onResume and the game waits again: a press or a second `start()` begins the run.'
          : '`start()` starts play; after `pause()` mid-run it plays on (onResume), and after a run ended it begins the next run from its first moment. After a `pause()` before the first start or after a run ended, `start()` calls onResume and the game waits again: a press or a second `start()` begins the run.',
      },
    },
    {
      moment: 'pause',
      fires: ['paused'],
      rule: 'Pausing a running game fires paused once; presses do nothing until it runs again, and starting it again fires resumed.',
      provedBy: [s.pauseApi],
      says: {
        // Between runs (review 2 of 2026-11-29): the JavaScript host and Unity's Pause() (R6) hold an ended game alike.
        js: `\`pause()\` stops a running game and calls onPause; \`start()\` plays on and calls onResume. ${endless ? 'Before the first start' : 'Before the first start and between runs (after a run ended)'} \`pause()\` holds the game the same way: onPause fires, “Paused” is shown and no press starts a run until \`start()\`.`,
        unity: `\`Pause()\` (or, in a player, the application losing focus) stops a running game and raises Paused; \`Resume()\` (or focus back, after the countdown) raises Resumed.${endless ? '' : ' Between runs (after a run ended) `Pause()` holds the game the same way: Paused is raised, “Paused” is shown and no press starts the next run until `Resume()`.'}`,
        godot: 'When play stops without the run ending (focus lost in an exported game, or `paused` set to true) game_paused is emitted; when it goes on, game_resumed.',
      },
    },
    {
      moment: 'focus-out',
      fires: ['paused'],
      rule: 'When the window or tab loses focus a running game pauses, fires paused and shows “Paused”. Held keys and fingers are released in the game without acting: steering goes to 0, a charge is dropped.',
      provedBy: [s.focus, s.focusHeld],
      says: {
        js: 'When the tab is hidden or the window loses focus a running game pauses (onPause) and shows “Paused”; keys and fingers held are let go without acting.',
        unity: 'In a player, when the application loses focus or is paused (OnApplicationFocus, OnApplicationPause) a running game pauses, raises Paused and shows “Paused”; keys and fingers held are let go without acting. In the editor the Game view losing focus pauses nothing.',
        godot: 'When the application or window loses focus a running game pauses, emits game_paused and shows “Paused” (in an exported game; run from the editor, play goes on); keys and fingers held are let go without acting.',
      },
    },
    {
      moment: 'host-pause',
      fires: ['paused', 'resumed'],
      rule: 'The host’s own pause pauses the game: paused fires once; while it lasts no key, click or finger acts, nothing fires and no clock runs; what was held is let go without acting; resumed fires the moment the host resumes, with no countdown.',
      provedBy: [s.hostPause],
      says: {
        js: 'The host’s `pause()` stops the game (onPause) until its `start()` (onResume); no input acts in between. A `start()` of the host’s while the player is away (the tab hidden, the window out of focus) waits for them: play goes on after the countdown once they are back.',
        unity: '`Time.timeScale = 0` (a host’s pause menu) pauses the game: Paused is raised, no input acts and no clock runs; when the time scale is back above 0, Resumed is raised and play goes on at once.',
        godot: '`get_tree().paused = true` (a host’s pause menu) pauses the game, whose `process_mode` inherits: game_paused is emitted, no input acts and no clock runs; when the tree is unpaused, game_resumed is emitted and play goes on at once.',
      },
    },
    {
      moment: 'host-ui',
      fires: [],
      rule: 'The host’s UI keeps what it takes: a press on the host’s button over the game and keys typed into the host’s text field do nothing in the game.',
      provedBy: [s.hostUi],
      says: {
        js: 'The game reads keys only while it has the focus (its canvas; in MemoryTiles, which has none, one of its tiles), and pointers only on itself: a host’s element over it and a host’s focused `<input>` keep theirs.',
        unity: 'A press on the host’s uGUI over the game (the EventSystem’s pointer is over a UI object) and keys typed into a focused InputField do nothing in the game.',
        godot: 'A press on a host’s Control over the game and keys typed into a focused LineEdit do nothing in the game: the game reads `_unhandled_input`, which the GUI’s handled events never reach.',
      },
    },
    {
      moment: 'resume-press',
      fires: [],
      rule: 'While paused or counting down, a press does nothing at all (it does not resume either), and neither does its release.',
      provedBy: [s.focus, s.focusHeld, s.pauseApi],
    },
    {
      moment: 'focus-in',
      fires: ['resumed'],
      rule: 'Focus back: “Resuming in 3…” counts down three seconds of real time, then resumed fires and play goes on.',
      provedBy: [s.focus],
      says: {
        js: 'Back on the tab with the window focused, “Resuming in 3…” counts down three seconds (on screen and in onStatus, each step on its second), then onResume is called and play goes on.',
        unity: 'With focus back, “Resuming in 3…” counts down three seconds of real time, then Resumed is raised and play goes on.',
        godot: 'With focus back, “Resuming in 3…” counts down three seconds of real time, then game_resumed is emitted and play goes on.',
      },
    },
    {
      moment: 'restart',
      fires: ['score'],
      rule: 'A restart fires score 0 when the score was not 0, and never ended.',
      provedBy: endless ? [s.restartEnd] : [s.restartEnd, s.touchRestart],
      says: {
        js: '`reset()` goes back to the first moment of a run and leaves the game waiting in ready, as before the first start (its status ends with the start prompt), and calls onScore(0) when the score was not 0 (never onEnd or onPause); a press or `start()` then starts the run. Under the host’s `pause()` the game stays held through `reset()` (its status “Paused · Ready · …”, with no start prompt, and no press starts it), and `start()` then calls onResume and starts the new run: `reset()` then `start()` is a restart, held or not. Paused because the player is away (the tab hidden, the window out of focus), the new run plays after the countdown once they are back, with no press.',
        unity: '`Restart()` (R, or the HUD’s Restart button) starts a new run: ScoreChanged(0) when the score was not 0, never Ended.',
        godot: '`restart()` (R, or the HUD’s Restart button) starts a new run: score_changed(0) when the score was not 0, never ended.',
      },
    },
    ...(endless
      ? []
      : [
          {
            moment: 'end',
            fires: ['score', 'ended'],
            rule: 'A run that ends by the rules fires ended once, after its last score; the game waits, and a tap (or start()) begins the next run.',
            provedBy: [s.touchRestart],
            says: {
              js: 'onEnd is called once when a run ends by the rules, after its last onScore; the game stops there (it does not call onPause), and `start()` (or a tap) begins the next run from its first moment.',
              unity: 'Ended is raised once when a run ends by the rules, after its last ScoreChanged; a tap or `Restart()` begins the next run.',
              godot: 'ended is emitted once when a run ends by the rules, after its last score_changed; then the game’s own press (Space, Enter, a click or a finger on the game) or `restart()` begins the next run.',
            },
          } satisfies LifecycleRule,
        ]),
    {
      moment: 'update',
      fires: options.updateFires ?? [],
      rule: `update takes any subset of the settings: each number is clamped and snapped to its range, a missing one (or one that is no number) keeps its value; the new values rule ${options.updateAt ?? 'from the next step'}, and the drawing follows them.${extra}`,
      provedBy: [s.updateEach, s.updatePartial, ...(options.updateProvedBy ?? [])],
      says: {
        js: `\`update(values)\` takes any subset of the settings: each number clamped and snapped to its range, a missing one (or one that is no number) kept; applied ${options.updateAt ?? 'from the next step'}.${extra}`,
        unity: `Edit \`config\` (in the Inspector or from code) while playing: each value is clamped and snapped to its range and applies ${options.updateAt ?? 'from the next step'}; the drawing follows the model’s values.${extra}`,
        godot: `\`model.update(settings)\` applies new settings ${options.updateAt ?? 'from the next step'}, each clamped and snapped to its range; the drawing follows the model’s values.${extra}`,
      },
    },
    {
      moment: 'frame-rate',
      fires: [],
      rule: options.frameRate ?? 'The same seed and the same input at 30, 60 and 144 frames a second give the same events: the rules step on a fixed clock, whatever the frame rate.',
      provedBy: [s.fps30, s.fps60, s.fps144],
    },
    {
      moment: 'destroy',
      fires: [],
      rule: 'After destroy() nothing fires, whatever is called next (reset(), update(), start()); a new game on the same element starts clean.',
      provedBy: [s.destroy],
      engines: ['js'],
      says: { js: '`destroy()` removes every listener, timer and frame request; after it nothing fires, whatever is called.' },
    },
    {
      moment: 'disable',
      fires: [],
      rule: 'OnDisable, leaving Play mode and a scene unload raise nothing (no Ended).',
      provedBy: [s.disable, s.unload],
      engines: ['unity'],
      says: { unity: 'OnDisable, leaving Play mode and unloading the scene raise nothing: no Ended (in a player, a game switched off mid-run as the player leaves raises Paused, the focus loss it will not hear).' },
    },
    {
      moment: 'unload',
      fires: [],
      rule: 'Leaving the tree (_exit_tree) or freeing the node emits nothing.',
      provedBy: [s.unload],
      engines: ['godot'],
      says: { godot: 'Leaving the tree or freeing the node emits nothing: no ended.' },
    },
  ];
}

/** Engines a scenario is replayed in: all unless narrowed. */
export function scenarioEngines(scenario: Pick<Scenario, 'engines'>): readonly ContractEngine[] {
  return scenario.engines ?? ['js', 'unity', 'godot'];
}

/** Engines a rule is stated for: all unless narrowed. */
export function ruleEngines(rule: Pick<LifecycleRule, 'engines'>): readonly ContractEngine[] {
  return rule.engines ?? ['js', 'unity', 'godot'];
}
