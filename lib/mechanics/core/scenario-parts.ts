/**
 * Builders of contract scenarios (core/contract.ts): presses by key, mouse and finger, scripts in
 * frames or in seconds at several frame rates, and the standard set every template has (play by each
 * input, focus lost, pause, every setting at its minimum and maximum, partial updates, restart and end,
 * 30/60/144 fps, destroy and recreate, Unity's disable and unload). Each lib/mechanics/<slug>/scenarios.ts
 * uses them; scripts/record-scenarios.mjs records what the TypeScript game does in each.
 */
import type { Scenario, ScenarioStep, ViewPoint } from './contract';
import { standardScenarios as s } from './contract-parts';

/** How a press is made: a key, the mouse, or finger 0. */
export type Via = 'key' | 'mouse' | 'touch';

/** The middle of the view, a little low (clear of any HUD text and button). */
export const middle: ViewPoint = { x: 0.5, y: 0.6 };
export const leftHalf: ViewPoint = { x: 0.25, y: 0.6 };
export const rightHalf: ViewPoint = { x: 0.75, y: 0.6 };

/** A press at `frame` released `hold` frames later, by key (Space unless told), mouse or finger. */
export function press(frame: number, via: Via, options: { key?: string; at?: ViewPoint; finger?: number; hold?: number } = {}): ScenarioStep[] {
  const up = frame + (options.hold ?? 2);
  const at = options.at ?? middle;
  if (via === 'key') {
    const key = options.key ?? ' ';
    return [
      { frame, do: 'key-down', key },
      { frame: up, do: 'key-up', key },
    ];
  }
  if (via === 'mouse') {
    return [
      { frame, do: 'mouse-down', at },
      { frame: up, do: 'mouse-up', at },
    ];
  }
  const finger = options.finger ?? 0;
  return [
    { frame, do: 'touch-down', finger, at },
    { frame: up, do: 'touch-up', finger, at },
  ];
}

/** `count` presses, `gap` frames apart from `from`. */
export function presses(from: number, count: number, gap: number, via: Via, options: Parameters<typeof press>[2] = {}): ScenarioStep[] {
  return Array.from({ length: count }, (_, index) => press(from + index * gap, via, options)).flat();
}

/** Steps in order of frame (stable for steps on the same frame). */
export function script(...parts: (ScenarioStep | readonly ScenarioStep[])[]): ScenarioStep[] {
  return parts
    .flat()
    .map((step, index) => ({ step, index }))
    .sort((a, b) => a.step.frame - b.step.frame || a.index - b.index)
    .map(({ step }) => step);
}

/** A step at a moment in seconds, for scripts played at several frame rates. */
export type TimedStep = { readonly t: number } & Omit<ScenarioStep, 'frame'>;

/** The same timed script at a frame rate: each moment at the frame nearest it. */
export function atFps(fps: number, steps: readonly TimedStep[]): ScenarioStep[] {
  return script(steps.map(({ t, ...rest }) => ({ ...rest, frame: Math.round(t * fps) }) as ScenarioStep));
}

/** Presses in seconds: at each moment, down, and up `hold` seconds later. */
export function timedPresses(times: readonly number[], via: Via, hold = 0.05, at: ViewPoint = middle): TimedStep[] {
  return times.flatMap((t): TimedStep[] => {
    if (via === 'key') return [{ t, do: 'key-down', key: ' ' } as TimedStep, { t: t + hold, do: 'key-up', key: ' ' } as TimedStep];
    if (via === 'mouse') return [{ t, do: 'mouse-down', at } as TimedStep, { t: t + hold, do: 'mouse-up', at } as TimedStep];
    return [{ t, do: 'touch-down', finger: 0, at } as TimedStep, { t: t + hold, do: 'touch-up', finger: 0, at } as TimedStep];
  });
}

/** Three scenarios: one timed script at 30, 60 and 144 fps, named frame-rate-<fps>. */
export function frameRateScenarios(seconds: number, seed: number, steps: readonly TimedStep[], settings?: Scenario['settings']): Scenario[] {
  return [30, 60, 144].map((fps) => ({
    name: `frame-rate-${fps}`,
    proves: `The same seed and the same input in seconds at ${fps} frames a second give the same events as at 30, 60 and 144.`,
    seed,
    ...(settings ? { settings } : {}),
    fps,
    frames: Math.round(seconds * fps),
    script: atFps(fps, steps),
  }));
}

/** The frame of a moment in seconds at a frame rate (60 unless told). */
export const frameAt = (seconds: number, fps = 60) => Math.round(seconds * fps);


/** Hosts a kit must play in unchanged (the lead's rules 2 and 8): scenario name, engine, the host's setup. */
export const hostScenarios: readonly (readonly [string, 'js' | 'unity' | 'godot', string])[] = [
  ['godot-touch-no-mouse-emulation', 'godot', 'a project with input_devices/pointing/emulate_mouse_from_touch off: touch arrives only as InputEventScreenTouch'],
  [
    'godot-in-host-project',
    'godot',
    'the host fixture: it owns a class_name for every name the kit uses as a type, inner class or enum, has a Camera2D, places and scales the game node, and has a focused Button of its own',
  ],
  ['unity-second-play', 'unity', 'a second Play in the same domain (Enter Play Mode Options, domain reload off): nothing static is left from the first'],
  ['js-canvas-handed-over-hidden', 'js', 'the canvas is handed to createGame detached, then put inside a display:none box that is shown before play'],
  // The host's layout: a press lands where the player sees it, through whatever the host puts between.
  ['js-canvas-scaled', 'js', 'the canvas inside a box the host scales with CSS transform: scale(0.5), as a scale-to-fit wrapper does'],
  ['js-canvas-rotated', 'js', 'the canvas inside a box the host turns with CSS transform: rotate(90deg) and zooms with zoom: 1.5'],
  ['godot-in-subviewport-scaled', 'godot', 'the game node moved and scaled by 0.5 inside a SubViewport that a stretched SubViewportContainer shows in part of the window'],
  ['unity-camera-viewport-rect', 'unity', 'the Main Camera draws only the right half of the screen (viewport rect x 0.5, width 0.5): the game is seen there and a press lands where it is seen'],
];

/** What a game's standard scenarios need to know about it: how a press is made, and how a run goes. */
export type StandardPlan = {
  readonly seed: number;
  readonly settings?: Scenario['settings'];
  /** Frames a press is held (a tap: 2; TimingWheel charges for longer). */
  readonly hold?: number;
  /** Frames of the presses in a short run of play (from frame 0, after start). */
  readonly play: readonly number[];
  /** Frames of a play scenario. */
  readonly playFrames: number;
  /** Each setting with its minimum and maximum (the spec's), changed one at a time mid-run. */
  readonly ranges: readonly (readonly [string, number, number])[];
  /** Partial updates, in order (one of them out of range, to be clamped). */
  readonly partials: readonly Readonly<Record<string, number>>[];
  /** A run to its end by touch alone: the frames of its presses and the frame by which it has ended (touch-restart, restart-and-end). Left out for an endless game. */
  readonly reachEnd?: { readonly presses: readonly number[]; readonly frames: number };
  /** Presses in seconds for the frame-rate scenarios, and their length in seconds. */
  readonly timed: { readonly presses: readonly number[]; readonly seconds: number; readonly hold?: number };
  /**
   * The game's press when it is not a press anywhere (MemoryTiles: the n-th pick of a tile). Keys are
   * then left out of the play scenarios (a tile is picked by a key only once it has the focus).
   */
  readonly pressOf?: (frame: number, via: 'mouse' | 'touch', n: number) => ScenarioStep[];
};

/**
 * The scenarios every template has, from its plan: play by keys, mouse and touch; focus lost (and
 * held input released while away); pause by the API; every setting at its minimum and maximum and
 * partial updates; restart and end; 30, 60 and 144 fps; destroy and recreate; Unity's disable and
 * unload, Godot's exit from the tree.
 */
export function standardSet(plan: StandardPlan): Scenario[] {
  const { seed, hold = 2 } = plan;
  const base = { seed, ...(plan.settings ? { settings: plan.settings } : {}), fps: 60 };
  const { pressOf } = plan;
  let picks = 0;
  const one = (frame: number, via: Via): ScenarioStep[] =>
    pressOf ? pressOf(frame, via === 'key' ? 'mouse' : via, picks++) : press(frame, via, { hold });
  const at = (frames: readonly number[], via: Via, shift = 0) => {
    picks = 0;
    return frames.map((frame) => one(frame + shift, via)).flat();
  };
  const start: ScenarioStep = { frame: 0, do: 'start' };
  const scenarios: Scenario[] = [
    ...(pressOf ? (['mouse', 'touch'] as const) : (['key', 'mouse', 'touch'] as const)).map(
      (via): Scenario => ({
        ...base,
        name: `${via === 'key' ? 'keys' : via}-play`,
        proves: `${via === 'key' ? 'Space and Enter' : via === 'mouse' ? 'The mouse' : 'A finger'} alone play${via === 'key' ? '' : 's'} the game: the same events by every input.`,
        frames: plan.playFrames,
        script: script(
          start,
          via === 'key'
            ? plan.play.map((frame, index) => press(frame, 'key', { hold, key: index % 2 === 1 ? 'Enter' : ' ' })).flat()
            : at(plan.play, via),
        ),
      }),
    ),
    {
      ...base,
      name: s.focus,
      proves: 'Focus lost mid-run pauses (paused); presses while paused and while counting down do nothing, not even resume; resumed after three seconds, then presses act again.',
      frames: 40 + 60 + 180 + plan.playFrames,
      script: script(
        start,
        at(plan.play.filter((frame) => frame < 40), 'touch'),
        { frame: 40, do: 'focus-out' },
        { frame: 50, do: 'probe', read: 'paused' },
        one(55, 'touch'),
        one(70, 'key'),
        { frame: 100, do: 'focus-in' },
        { frame: 285, do: 'probe', read: 'paused' },
        one(130, 'touch'),
        one(200, 'mouse'),
        at(plan.play.filter((frame) => frame >= 40), 'touch', 280 - 40),
      ),
    },
    {
      ...base,
      name: s.focusHeld,
      proves: 'A key and a finger held when focus is lost are released in the game without acting; their releases while away do nothing.',
      frames: 30 + 60 + 180 + 60,
      script: script(
        start,
        { frame: 20, do: 'key-down', key: ' ' },
        { frame: 22, do: 'touch-down', finger: 0, at: middle },
        { frame: 30, do: 'focus-out' },
        { frame: 45, do: 'key-up', key: ' ' },
        { frame: 47, do: 'touch-up', finger: 0, at: middle },
        { frame: 60, do: 'focus-in' },
        one(260, 'key'),
      ),
    },
    {
      ...base,
      name: s.pauseApi,
      proves: 'pause() fires paused; presses then do nothing; start() fires resumed and play goes on.',
      frames: 40 + 40 + plan.playFrames,
      script: script(
        start,
        at(plan.play.filter((frame) => frame < 40), 'touch'),
        { frame: 40, do: 'pause' },
        { frame: 50, do: 'probe', read: 'paused' },
        one(55, 'touch'),
        { frame: 80, do: 'start' },
        { frame: 85, do: 'probe', read: 'paused' },
        at(plan.play.filter((frame) => frame >= 40), 'touch', 40),
      ),
    },
    {
      ...base,
      name: s.hostPause,
      proves:
        'The host’s own pause fires paused once; a key held into it is let go without acting; presses by key, mouse and finger while it lasts do nothing and nothing fires; resumed fires when the host resumes, and play goes on.',
      frames: 40 + 60 + plan.playFrames,
      script: script(
        start,
        at(plan.play.filter((frame) => frame < 36), 'touch'),
        { frame: 36, do: 'key-down', key: ' ' },
        { frame: 40, do: 'host-pause' },
        { frame: 46, do: 'key-up', key: ' ' },
        { frame: 50, do: 'probe', read: 'paused' },
        one(55, 'touch'),
        one(65, 'mouse'),
        one(75, 'key'),
        { frame: 100, do: 'host-resume' },
        { frame: 102, do: 'probe', read: 'paused' },
        at(plan.play.filter((frame) => frame >= 40), 'touch', 60),
      ),
    },
    {
      ...base,
      name: s.hostPauseRestart,
      proves:
        'The host’s pause menu’s Restart (its pause(), then reset() and start()): paused fires once and the game stays paused through the reset, presses doing nothing; start() fires resumed once (score 0 before it when the score was not 0) and the new run plays.',
      engines: ['js'],
      frames: 40 + 60 + plan.playFrames,
      script: script(
        start,
        at(plan.play.filter((frame) => frame < 40), 'touch'),
        { frame: 40, do: 'host-pause' },
        { frame: 50, do: 'probe', read: 'paused' },
        one(55, 'touch'),
        one(75, 'mouse'),
        { frame: 100, do: 'restart' },
        { frame: 102, do: 'probe', read: 'paused' },
        at(plan.play, 'touch', 100),
      ),
    },
    {
      ...base,
      name: s.hostUi,
      proves:
        'A click and a finger on the host’s button over the game, and Space, R and the Enter that submits it typed into the host’s focused text field, do nothing in the game; given the keys back, the game plays on.',
      frames: 60 + plan.playFrames,
      script: script(
        start,
        { frame: 8, do: 'host-press', pointer: 'mouse', at: middle },
        { frame: 14, do: 'host-press', pointer: 'touch', at: middle },
        { frame: 20, do: 'host-field-focus' },
        press(24, 'key', { key: ' ' }),
        press(30, 'key', { key: 'r' }),
        // Enter last: it submits the field, and in uGUI ends its editing (the field no longer has the keys after it).
        press(36, 'key', { key: 'Enter' }),
        { frame: 44, do: 'host-field-blur' },
        at(plan.play, 'touch', 60),
      ),
    },
    {
      ...base,
      name: s.updateEach,
      proves: 'Each setting at its minimum, then its maximum, one at a time mid-run: play goes on with no error and the new value rules the next step.',
      frames: 10 + plan.ranges.length * 60 + hold,
      script: script(
        start,
        plan.ranges.flatMap(([key, min, max], index) => [
          { frame: 5 + index * 60, do: 'update' as const, settings: { [key]: min } },
          ...one(10 + index * 60, 'touch'),
          { frame: 35 + index * 60, do: 'update' as const, settings: { [key]: max } },
          ...one(40 + index * 60, 'touch'),
        ]),
      ),
    },
    {
      ...base,
      name: s.updatePartial,
      proves: 'update with part of the settings keeps the rest; an out-of-range value is clamped; play goes on.',
      frames: 20 + plan.partials.length * 60 + hold,
      script: script(
        start,
        plan.partials.flatMap((settings, index) => [{ frame: 10 + index * 60, do: 'update' as const, settings }, ...one(20 + index * 60, 'touch')]),
      ),
    },
    ...frameRateScenarios(
      plan.timed.seconds,
      seed,
      [
        { t: 0, do: 'start' } as TimedStep,
        ...(pressOf
          ? plan.timed.presses.flatMap((t, n) => pressOf(0, 'touch', n).map(({ frame, ...step }) => ({ ...step, t: t + frame / 60 }) as TimedStep))
          : timedPresses(plan.timed.presses, 'touch', plan.timed.hold ?? 0.05)),
      ],
      plan.settings,
    ),
    {
      ...base,
      name: s.destroy,
      proves: 'After destroy nothing fires, whatever is called (restart, update, start); a new game on the same element starts clean.',
      engines: ['js'],
      frames: 60 + 40 + plan.playFrames,
      script: script(
        start,
        at(plan.play.filter((frame) => frame < 60), 'touch'),
        { frame: 60, do: 'destroy' },
        { frame: 62, do: 'restart' },
        { frame: 64, do: 'update', settings: plan.partials[0] ?? {} },
        { frame: 66, do: 'start' },
        one(70, 'touch'),
        { frame: 100, do: 'recreate' },
        { frame: 100, do: 'start' },
        at(plan.play, 'touch', 100),
      ),
    },
    {
      ...base,
      name: s.disable,
      proves: 'OnDisable mid-run (a disabled component, leaving Play mode) raises nothing: no Ended.',
      engines: ['unity'],
      frames: 100,
      script: script(start, at(plan.play.filter((frame) => frame < 60), 'touch'), { frame: 60, do: 'disable' }),
    },
    {
      ...base,
      name: s.unload,
      proves: 'Unloading the scene (Unity) or leaving the tree (Godot) mid-run fires nothing: no ended.',
      engines: ['unity', 'godot'],
      frames: 100,
      script: script(start, at(plan.play.filter((frame) => frame < 60), 'touch'), { frame: 60, do: 'unload' }),
    },
  ];
  // The same touch play in the hosts the lead's rule 8 names: each engine's own, the stream unchanged.
  const touchPlay = scenarios.find((scenario) => scenario.name === 'touch-play');
  if (touchPlay) {
    for (const [name, engine, host] of hostScenarios) {
      scenarios.push({ ...touchPlay, name, engines: [engine], host, proves: `Touch play as in touch-play, in this host: ${host}.` });
    }
  }
  if (plan.reachEnd) {
    const { presses: endPresses, frames } = plan.reachEnd;
    scenarios.push(
      {
        ...base,
        name: s.touchRestart,
        proves: 'Touch alone plays a run to its end (ended once, after the last score); then a tap anywhere starts the next run (score 0, no ended), and touch plays it.',
        frames: frames + 20 + 100,
        script: script(
          start,
          at(endPresses, 'touch'),
          one(frames, 'touch'),
          at(
            plan.play.filter((frame) => frame < 90),
            'touch',
            frames + 20,
          ),
        ),
      },
      {
        ...base,
        name: s.restartEnd,
        proves: 'A restart mid-run fires score 0 (never ended), and a second one at once fires nothing; play goes on from the first moment, and restarts again.',
        frames: 60 + plan.playFrames + 20,
        script: script(
          start,
          at(plan.play.filter((frame) => frame < 55), 'touch'),
          { frame: 58, do: 'restart' },
          { frame: 59, do: 'restart' },
          at(plan.play, 'touch', 60),
          { frame: 60 + plan.playFrames + 10, do: 'restart' },
        ),
      },
    );
  } else {
    scenarios.push({
      ...base,
      name: s.restartEnd,
      proves: 'A restart fires score 0 when the score was not 0 and never ended (twice in a row: the second fires nothing); play goes on from the first moment.',
      frames: 100 + plan.playFrames,
      script: script(start, at(plan.play, 'touch'), { frame: 98, do: 'restart' }, { frame: 99, do: 'restart' }, at(plan.play, 'touch', 100)),
    });
  }
  return scenarios;
}
