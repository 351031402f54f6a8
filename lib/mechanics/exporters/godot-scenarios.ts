import { compareScenario, type Scenario, type ScenarioEvent, type ScenarioMismatch } from '../core/contract';
import type { ScenarioReport } from '@/e2e/godot-runtime';

/**
 * The Godot side of the game contract's scenarios: what e2e/godot/kit_driver.gd reports (every signal of
 * a game's script, with its arguments) as the contract's canonical events, and the Godot checks of the
 * review's defects (issue 37: N3, N4, N9, N10, N11, N12, N15), written as scenarios of the contract's
 * shape with the events each must show, played in the same boots as the contract's own.
 */

type Raw = ScenarioReport['events'][number];

/**
 * The words of each typed kind a Godot signal carries (an enum of its game script, in its order): the contract's
 * values for DoubleTapDashOutcome, RhythmClackerGrade, MemoryTilesPick and TimingWheelResult.
 */
export const godotKindWords: Readonly<Record<string, readonly string[]>> = {
  'double-tap-dash': ['dash', 'phase', 'not-ready', 'phased', 'passed', 'lapse', 'crash'],
  'rhythm-clacker': ['Perfect', 'Good', 'Miss'],
  'memory-tiles': ['first', 'match', 'miss'],
  'timing-wheel': ['hit', 'near', 'miss'],
};

/** Each Godot signal as the contract's event: its canonical name, its fields by argument position, and the field that is a typed kind. */
const signalEvents: Readonly<Record<string, Readonly<Record<string, readonly [string, readonly (string | null)[], string?]>>>> = {
  '*': { score_changed: ['score', ['score']], ended: ['ended', ['score']], game_paused: ['paused', []], game_resumed: ['resumed', []] },
  'physics-dropper': { landed: ['landed', ['bin', 'points']] },
  'double-tap-dash': { judged: ['judged', ['kind'], 'kind'] },
  'rhythm-clacker': { judged: ['judged', ['grade'], 'grade'], calibrated: ['calibrated', ['latency']] },
  'memory-tiles': { judged: ['judged', ['kind', 'symbol'], 'kind'], board_cleared: ['cleared', ['stars']] },
  'bounce-chain': { bounced: ['bounced', [null, 'chain', 'points']] },
  'timing-wheel': { judged: ['landed', ['result'], 'result'] },
};

/** The driver's report of one scenario as the contract's event stream (probes as `probe {read, value}`). */
export function contractEvents(slug: string, events: readonly Raw[]): ScenarioEvent[] {
  const table = { ...signalEvents['*'], ...signalEvents[slug] };
  const out: ScenarioEvent[] = [];
  for (const { frame, signal, args } of events) {
    if (signal === 'probe') {
      out.push({ frame, event: 'probe', read: args[0] ?? null, value: (typeof args[1] === 'object' && args[1] !== null ? JSON.stringify(args[1]) : args[1]) ?? null });
      continue;
    }
    const known = table[signal];
    if (!known) continue;
    const [event, fields, kind] = known;
    const entry: Record<string, number | string | boolean | null> = { frame, event };
    fields.forEach((field, index) => {
      const value = args[index] ?? null;
      if (field) entry[field] = field === kind && typeof value === 'number' ? (godotKindWords[slug]?.[value] ?? value) : value;
    });
    out.push(entry as ScenarioEvent);
  }
  return out;
}

/**
 * A Godot check: a scenario, and the events it must show. `only` keeps the events of those names (the
 * rest of play, bounces and scores, is the rules' business); `until` the events up to that frame; an
 * expected event's fields are compared, the actual event's others are not.
 */
export type GodotCheck = {
  readonly scenario: Scenario;
  readonly only: readonly string[];
  readonly until?: number;
  readonly expect: readonly Omit<ScenarioEvent, 'frame'>[];
  /** The review row it proves. */
  readonly row: string;
  /** What it must show inside the host project instead, when that differs. */
  readonly hostExpect?: readonly Omit<ScenarioEvent, 'frame'>[];
};

/** The first difference of a check's events from what it expects, or null (compareScenario on the kept fields). */
export function compareCheck(check: GodotCheck, actual: readonly ScenarioEvent[], inHost = false): ScenarioMismatch | null {
  const wanted = (inHost && check.hostExpect) || check.expect;
  const kept = actual.filter((event) => check.only.includes(event.event) && (check.until === undefined || event.frame <= check.until));
  const expected = wanted.map((event, index) => ({ frame: kept[index]?.frame ?? -1, ...event }) as ScenarioEvent);
  const narrowed = kept.map((event, index) => {
    const want = expected[index];
    if (!want) return event;
    return Object.fromEntries(Object.entries(event).filter(([key]) => key === 'frame' || key in want)) as ScenarioEvent;
  });
  return compareScenario(check.scenario.name, expected, narrowed);
}

const steps = (...script: Scenario['script']) => script;
const probe = (frame: number, read: string) => ({ frame, do: 'probe', read }) as const;
const at = (x: number, y: number) => ({ x, y });
const tap = (frame: number, key = ' ') => steps({ frame, do: 'key-down', key }, { frame: frame + 1, do: 'key-up', key });

/** Frames of the 3 s countdown at 60 fps, and a few more. */
const countdownFrames = 3 * 60 + 5;

/**
 * The board drawn whole and centred in views of three shapes and in a safe area (the driver's `fit` probe; the test
 * reads its bounds), and every string of play readable and inside the safe area on phones of three densities (its
 * `texts` probe).
 */
const boardCentredWhole = (row: string): GodotCheck => ({
  row,
  scenario: {
    name: 'godot-board-centred-whole',
    proves: 'the board is drawn whole and centred in the room the HUD\'s buttons leave in landscape 16:9, portrait 9:19.5 and square views, in the screen\'s safe area and in parts of a host\'s screen, and every string of play is at least 0.1 in and inside the safe area at 1×, 2× and 3× density',
    seed: 1,
    fps: 60,
    frames: 2,
    script: steps(probe(0, 'fit'), probe(0, 'texts')),
  },
  only: ['probe'],
  expect: [],
});

/**
 * A host's UI scene around the game: a background ColorRect (mouse_filter Stop, as a ColorRect's and a Panel's is
 * by default) drawn behind it, its sibling before it, so the GUI finds it under every press on the game; then a
 * Button of the host's drawn over the game in the same canvas, its sibling after it (the driver's
 * `godot-background-behind-game` host). A click and a finger on the game are each one press of the game's (with or
 * without the mouse emulated from touch: never two), and the background gets neither, nor the click Godot emulates
 * from the finger (review 49); a click and a finger on the host's Button stay the host's.
 */
const backgroundBehindGame = (row: string): GodotCheck => ({
  row,
  scenario: {
    name: 'godot-background-behind-game',
    proves: 'a click and a finger on the game are each one press of the game\'s, and none reaches the background ColorRect (mouse_filter Stop) the host draws behind it, and a click and a finger on the host\'s Button drawn over the game stay the host\'s',
    seed: 1,
    fps: 60,
    frames: 30,
    script: steps(
      { frame: 0, do: 'start' },
      { frame: 5, do: 'mouse-down', at: at(0.5, 0.6) },
      { frame: 6, do: 'mouse-up', at: at(0.5, 0.6) },
      probe(7, 'presses'),
      { frame: 10, do: 'touch-down', finger: 0, at: at(0.5, 0.6) },
      { frame: 11, do: 'touch-up', finger: 0, at: at(0.5, 0.6) },
      probe(12, 'presses'),
      probe(12, 'background-events'),
      { frame: 15, do: 'host-press', pointer: 'mouse', at: at(0.5, 0.6) },
      { frame: 18, do: 'host-press', pointer: 'touch', at: at(0.5, 0.6) },
      probe(20, 'presses'),
      probe(20, 'host-presses'),
    ),
  },
  only: ['probe'],
  expect: [
    { event: 'probe', read: 'presses', value: 1 },
    { event: 'probe', read: 'presses', value: 2 },
    { event: 'probe', read: 'background-events', value: 0 },
    { event: 'probe', read: 'presses', value: 2 },
    { event: 'probe', read: 'host-presses', value: 2 },
  ],
});

const bounceChain: GodotCheck[] = [
  {
    row: 'N3',
    scenario: {
      name: 'godot-touch-holds-steer-by-half',
      proves: 'a finger held on the left half steers left, on the right half right, and steering stops when it lifts',
      seed: 7,
      fps: 60,
      frames: 75,
      script: steps(
        { frame: 5, do: 'touch-down', finger: 0, at: at(0.15, 0.6) },
        probe(20, 'steer'),
        { frame: 40, do: 'touch-up', finger: 0, at: at(0.15, 0.6) },
        probe(41, 'steer'),
        { frame: 50, do: 'touch-down', finger: 1, at: at(0.85, 0.6) },
        probe(60, 'steer'),
        { frame: 70, do: 'touch-up', finger: 1, at: at(0.85, 0.6) },
        probe(71, 'steer'),
      ),
    },
    only: ['probe'],
    expect: [-1, 0, 1, 0].map((value) => ({ event: 'probe', read: 'steer', value })),
  },
  {
    row: 'N9, N10',
    scenario: {
      name: 'godot-focus-loss-lets-go-of-held-steering',
      proves: 'a held key and a held finger are let go on a focus loss (the engine sends no release); "Paused", then the countdown; a press meanwhile does nothing',
      seed: 7,
      fps: 60,
      frames: 60 + countdownFrames + 20,
      script: steps(
        { frame: 5, do: 'key-down', key: 'ArrowRight' },
        { frame: 6, do: 'touch-down', finger: 0, at: at(0.85, 0.6) },
        probe(10, 'steer'),
        { frame: 20, do: 'focus-out' },
        probe(21, 'steer'),
        probe(21, 'text'),
        ...tap(30),
        { frame: 40, do: 'focus-in' },
        ...tap(50),
        probe(51, 'text'),
        { frame: 60, do: 'touch-up', finger: 0, at: at(0.85, 0.6) },
        probe(40 + countdownFrames, 'paused'),
        probe(40 + countdownFrames, 'steer'),
        { frame: 40 + countdownFrames + 2, do: 'key-up', key: 'ArrowRight' },
      ),
    },
    only: ['probe', 'paused', 'resumed'],
    expect: [
      { event: 'probe', read: 'steer', value: 1 },
      { event: 'paused' },
      { event: 'probe', read: 'steer', value: 0 },
      { event: 'probe', read: 'text', value: 'Paused' },
      { event: 'probe', read: 'text', value: 'Resuming in 3…' },
      { event: 'resumed' },
      { event: 'probe', read: 'paused', value: false },
      { event: 'probe', read: 'steer', value: 0 },
    ],
  },
  boardCentredWhole('N12'),
];

const doubleTapDash: GodotCheck[] = [
  boardCentredWhole('issue 38'),
  {
    row: 'N4',
    scenario: {
      name: 'godot-second-finger-taps',
      proves: 'a second finger that lands while the first is down is a tap of its own (with or without the mouse emulated from touch)',
      seed: 3,
      fps: 60,
      frames: 30,
      script: steps(
        { frame: 10, do: 'touch-down', finger: 0, at: at(0.5, 0.6) },
        { frame: 14, do: 'touch-down', finger: 1, at: at(0.6, 0.6) },
        { frame: 16, do: 'touch-up', finger: 0, at: at(0.5, 0.6) },
        { frame: 18, do: 'touch-up', finger: 1, at: at(0.6, 0.6) },
      ),
    },
    only: ['judged'],
    until: 30,
    expect: [
      { event: 'judged', kind: 'dash' },
      { event: 'judged', kind: 'phase' },
    ],
  },
  {
    row: 'N4',
    scenario: {
      name: 'godot-one-finger-one-tap',
      proves: 'one finger is one tap: the click Godot emulates from it does not count again',
      seed: 3,
      fps: 60,
      frames: 40,
      script: steps({ frame: 10, do: 'touch-down', finger: 0, at: at(0.5, 0.6) }, { frame: 12, do: 'touch-up', finger: 0, at: at(0.5, 0.6) }),
    },
    only: ['judged'],
    until: 40,
    expect: [{ event: 'judged', kind: 'dash' }],
  },
  {
    row: 'N9',
    scenario: {
      name: 'godot-focus-loss-pauses-and-counts-down',
      proves: 'a focus loss pauses ("Paused"); presses while paused or counting down do nothing; play goes on 3 s after the return',
      seed: 3,
      fps: 60,
      frames: 60 + countdownFrames + 10,
      script: steps(
        { frame: 20, do: 'focus-out' },
        probe(21, 'text'),
        ...tap(30),
        { frame: 40, do: 'mouse-down', at: at(0.5, 0.6) },
        { frame: 41, do: 'mouse-up', at: at(0.5, 0.6) },
        { frame: 50, do: 'focus-in' },
        ...tap(60),
        { frame: 70, do: 'touch-down', finger: 0, at: at(0.5, 0.6) },
        { frame: 71, do: 'touch-up', finger: 0, at: at(0.5, 0.6) },
        probe(72, 'text'),
        ...tap(50 + countdownFrames),
      ),
    },
    only: ['probe', 'paused', 'resumed', 'judged'],
    until: 50 + countdownFrames + 2,
    expect: [
      { event: 'paused' },
      { event: 'probe', read: 'text', value: 'Paused' },
      { event: 'probe', read: 'text', value: 'Resuming in 3…' },
      { event: 'resumed' },
      { event: 'judged', kind: 'dash' },
    ],
  },
  {
    row: 'brief rule 2',
    scenario: {
      name: 'godot-restart-button-by-touch',
      proves: 'the HUD Restart button, pressed by a finger, starts over (score 0, no ended) and the press does not tap',
      seed: 3,
      fps: 60,
      frames: 50,
      script: steps(probe(39, 'score'), { frame: 40, do: 'press-on', pointer: 'touch', target: 'hud:Restart' }, probe(41, 'score')),
    },
    only: ['probe', 'ended'],
    expect: [
      { event: 'probe', read: 'score', value: 3 },
      { event: 'probe', read: 'score', value: 0 },
    ],
  },
];

const physicsDropper: GodotCheck[] = [
  {
    row: 'N11',
    scenario: {
      name: 'godot-drops-where-clicked',
      proves: 'a click or a finger drops a ball at the board x under it, wherever the host put the node and its camera',
      seed: 5,
      fps: 60,
      frames: 12,
      script: steps(
        { frame: 5, do: 'mouse-down', at: at(0.42, 0.3) },
        { frame: 5, do: 'mouse-up', at: at(0.42, 0.3) },
        probe(5, 'drop'),
        { frame: 8, do: 'touch-down', finger: 0, at: at(0.55, 0.3) },
        { frame: 8, do: 'touch-up', finger: 0, at: at(0.55, 0.3) },
        probe(8, 'drop'),
      ),
    },
    only: ['probe'],
    expect: [
      { event: 'probe', read: 'drop', value: 0 },
      { event: 'probe', read: 'drop', value: 0 },
    ],
  },
  boardCentredWhole('N12'),
];

const memoryTiles: GodotCheck[] = [
  boardCentredWhole('issue 38'),
  {
    row: 'N15',
    scenario: {
      name: 'godot-takes-no-focus',
      proves: 'the game takes no keyboard focus it was not given: the host keeps its own, or none stays none',
      seed: 2,
      fps: 60,
      frames: 40,
      script: steps(probe(35, 'focus')),
    },
    only: ['probe'],
    expect: [{ event: 'probe', read: 'focus', value: '' }],
    hostExpect: [{ event: 'probe', read: 'focus', value: 'host' }],
  },
  {
    row: 'N4',
    scenario: {
      name: 'godot-touch-picks-tiles',
      proves: 'a finger picks a tile, once, with or without the mouse emulated from touch',
      seed: 2,
      settings: { peek: 0.5 },
      fps: 60,
      frames: 80,
      script: steps({ frame: 0, do: 'start' }, { frame: 40, do: 'press-on', pointer: 'touch', target: 'tile:0' }, { frame: 50, do: 'press-on', pointer: 'touch', target: 'tile:0' }),
    },
    only: ['judged'],
    expect: [{ event: 'judged', kind: 'first' }],
  },
  {
    row: 'brief rule 8',
    scenario: {
      name: 'godot-tiles-whole-in-view',
      proves: 'every tile is drawn whole inside the view, and the board centred in the room the HUD\'s buttons leave in it, as the main scene and under a host\'s Camera2D, before and after the board grows',
      seed: 2,
      fps: 60,
      frames: 10,
      script: steps(probe(1, 'tiles-in-view'), probe(1, 'tiles-centred'), { frame: 3, do: 'update', settings: { size: 6 } }, probe(5, 'tiles-in-view'), probe(5, 'tiles-centred')),
    },
    only: ['probe'],
    expect: [
      { event: 'probe', read: 'tiles-in-view', value: 16 },
      { event: 'probe', read: 'tiles-centred', value: true },
      { event: 'probe', read: 'tiles-in-view', value: 36 },
      { event: 'probe', read: 'tiles-centred', value: true },
    ],
  },
];

const rhythmClacker: GodotCheck[] = [
  boardCentredWhole('issue 38'),
  {
    row: 'brief rule 2',
    scenario: {
      name: 'godot-calibrate-button-by-touch',
      proves: 'the HUD Calibrate button, pressed by a finger, runs a calibration round that reports its latency',
      seed: 4,
      fps: 60,
      frames: 900,
      script: steps({ frame: 10, do: 'press-on', pointer: 'touch', target: 'hud:Calibrate' }),
    },
    only: ['calibrated'],
    expect: [{ event: 'calibrated' }],
  },
];

/** The Godot checks of each kit, played in its main-project boot (and in the host where `host` says). */
export const godotChecks: Readonly<Record<string, readonly GodotCheck[]>> = {
  'bounce-chain': [...bounceChain, backgroundBehindGame('B1')],
  'double-tap-dash': [...doubleTapDash, backgroundBehindGame('B1')],
  'physics-dropper': [...physicsDropper, backgroundBehindGame('B1')],
  'memory-tiles': [...memoryTiles, backgroundBehindGame('B1')],
  'rhythm-clacker': [...rhythmClacker, backgroundBehindGame('B1')],
  'timing-wheel': [boardCentredWhole('issue 38'), backgroundBehindGame('B1')],
};

/** The checks the host plays too: its camera, its moved and scaled node, its touch without mouse emulation, its own focused Button. */
export const hostCheckNames: readonly string[] = ['godot-touch-holds-steer-by-half', 'godot-second-finger-taps', 'godot-drops-where-clicked', 'godot-takes-no-focus', 'godot-touch-picks-tiles', 'godot-tiles-whole-in-view', 'godot-restart-button-by-touch', 'godot-background-behind-game'];
