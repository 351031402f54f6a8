import { gameSetup, intoSafeArea, runCanvasGame, type CanvasGameHandle, type CanvasGameOptions, type CanvasView, type Phase, type SceneReport } from '../core/canvas-game';
import type { SoundlessMembers } from '../core/mechanic';
import { fade, fitText, font, numberText, wrappedText } from '../core/canvas-paint';
import { palette } from '../core/palette';
import { readValues } from '../core/kit-values';
import { rulesOf, rulesSeed, type Rules } from '../core/rules';
import type { Settings } from '../core/params';
import { comboIntensity, DashModel, gateClosure, stepSeconds, type DashResult, type Gate, type RunEvent, type RunSnapshot } from './model';
import { doubleTapDashParams, type DoubleTapDashKey } from './params';

/**
 * What onJudged reports each time a tap, a gate or a phase's end is judged: `result` is the judgement (dash, phase,
 * not-ready, phased, passed, lapse or crash; the one Unity's Judged and Godot's judged carry), with the run's score,
 * combo and distance (m) after it.
 */
export type DoubleTapDashJudgement = { readonly result: DashResult; readonly score: number; readonly combo: number; readonly distance: number };

/** @deprecated Named `DoubleTapDashJudgement` since 3.2.0, as every game's onJudged payload is `<Template>Judgement`; kept until the next major release. */
export type DashJudgement = DoubleTapDashJudgement;

/** The common game options plus DoubleTapDash's own event. */
export type DoubleTapDashOptions = CanvasGameOptions & {
  /**
   * A tap, a gate or a phase's end was judged (every game that judges a press calls it onJudged; 1.x had onDash and onPhase):
   * 'dash' on every single tap (the first of a double tap too), 'phase' on a double tap that phases, 'not-ready'
   * on one while a phase is on or cooling down, 'phased' when the runner phased through a gate (the combo rose by
   * one and its bonus was added), 'passed' for a gate passed open, 'lapse' when the combo fell to 0 (a gate
   * passed open, or a phase that ended having phased through no gate), 'crash' at the end.
   */
  onJudged?: ((judgement: DoubleTapDashJudgement) => void) | null | undefined;
};

const judgementWords: Record<DashResult, string> = {
  dash: 'Dash',
  phase: 'Phase',
  'not-ready': 'Phase not ready',
  phased: 'Phased through',
  passed: 'Gate passed',
  lapse: 'Combo lost',
  crash: 'Hit a gate',
};

/** "Score 120 · combo 4 · last: Phased through"; starts with "Ready", "Paused" or "Run over" outside play. */
export function statusText(snapshot: Pick<RunSnapshot, 'score' | 'combo' | 'bestCombo' | 'last' | 'distance'>, phase: Phase): string {
  const last = snapshot.last === null ? null : `last: ${judgementWords[snapshot.last]}`;
  if (phase === 'over') {
    return ['Run over', `Score ${snapshot.score}`, `${Math.floor(snapshot.distance)} m`, `best combo ${snapshot.bestCombo}`, last].filter(Boolean).join(' · ');
  }
  const word = phase === 'ready' ? 'Ready' : phase === 'paused' ? 'Paused' : null;
  return [word, `Score ${snapshot.score}`, `combo ${snapshot.combo}`, last].filter(Boolean).join(' · ');
}

/** The line onEnd carries: "Hit a closed gate at 87 m · Score 120 · best combo 4". */
export function endText(snapshot: Pick<RunSnapshot, 'score' | 'bestCombo' | 'distance'>): string {
  return `Hit a closed gate at ${Math.floor(snapshot.distance)} m · Score ${snapshot.score} · best combo ${snapshot.bestCombo}`;
}

/** Metres of lane shown ahead of the runner: more as it speeds up; in steps of 8 m with reduced motion. */
export function visibleAhead(speed: number, gentle: boolean): number {
  const ahead = Math.max(16, speed * 1.5);
  return gentle ? Math.ceil(ahead / 8) * 8 : ahead;
}

/** Seconds a dash trail and a phase shake last on screen. */
const trailSeconds = 0.3;
const shakeSeconds = 0.3;

/** Where things sit on the canvas, in CSS pixels (whole ones where a canvas call takes them: see core/canvas-paint.ts). */
type Frame = {
  runnerX: number;
  ground: number;
  laneTop: number;
  lane: number;
  runnerHeight: number;
  runnerWidth: number;
  gateWidth: number;
  metre: number;
  font: number;
};

/** Fills `frame` for a view and the runner's speed: one object a game, written each frame, never a new one. */
function frameOf(frame: Frame, view: CanvasView, speed: number, gentle: boolean): Frame {
  const { width, height } = view;
  frame.runnerX = Math.round(width * 0.24);
  // The track (the board) across the middle of the view: its edges at 30 % and 70 % of the height.
  frame.ground = Math.round(height * 0.7);
  frame.lane = Math.round(height * 0.4);
  frame.laneTop = frame.ground - frame.lane;
  frame.runnerHeight = Math.round(frame.lane * 0.42);
  frame.runnerWidth = Math.round(frame.runnerHeight * 0.62);
  frame.gateWidth = Math.round(Math.max(6, width * 0.018));
  frame.metre = (width - frame.runnerX) / visibleAhead(speed, gentle);
  frame.font = Math.round(Math.min(26, Math.max(12, Math.min(width, height) * 0.062)));
  return frame;
}

function gateColour(gate: Gate): string {
  if (gate.result === 'phased') return palette.violet;
  if (gate.result === 'passed') return palette.green;
  const closure = gateClosure(gate.closing);
  if (closure >= 1) return palette.red;
  return closure > 0 ? palette.amber : palette.cyan;
}

/** Juice the scene keeps: seconds left of the dash trail and of the screen shake, and the shake's combo. */
type Juice = { trail: number; shake: number; shakeCombo: number };

/** The texts a run shows, each made again only when what it says changes. */
function hudTexts() {
  const metres = new Map<number, string>();
  return {
    score: numberText((score) => `Score ${score}`),
    combo: numberText((combo) => `Combo ${combo}`),
    /** The sentence over the lane (the start prompt, the end), wrapped to the canvas's width. */
    wrap: wrappedText(),
    /** "87 m · 12.5 m/s", keyed by the whole metres and the speed's tenths. */
    run: numberText((key) => `${Math.floor(key / 10_000)} m · ${((key % 10_000) / 10).toFixed(1)} m/s`),
    /** "20 m", a label of the lane's. */
    metre(m: number): string {
      let label = metres.get(m);
      if (label === undefined) {
        if (metres.size > 200) metres.clear();
        label = `${m} m`;
        metres.set(m, label);
      }
      return label;
    },
  };
}

type HudTexts = ReturnType<typeof hudTexts>;

function drawLane(context: CanvasRenderingContext2D, model: DashModel, frame: Frame, view: CanvasView, texts: HudTexts) {
  const { ground, laneTop, metre, runnerX } = frame;
  context.fillStyle = palette.surface;
  context.fillRect(0, laneTop, view.width, ground - laneTop);

  // Ticks every 2 m scroll with the lane; a label every 10 m.
  const firstMetre = model.distance - runnerX / metre;
  const lastMetre = model.distance + (view.width - runnerX) / metre;
  context.fillStyle = palette.line;
  context.fillRect(0, ground, view.width, 1);
  context.fillRect(0, laneTop - 1, view.width, 1);
  const tickLength = Math.round(Math.max(4, frame.font * 0.4));
  for (let m = Math.ceil(firstMetre / 2) * 2; m <= lastMetre; m += 2) {
    const x = Math.round(runnerX + (m - model.distance) * metre);
    context.fillRect(x, ground, 1, m % 10 === 0 ? Math.round(tickLength * 1.8) : tickLength);
  }
  context.fillStyle = palette.muted;
  context.font = font(400, Math.max(12, Math.round(frame.font * 0.7)));
  context.textAlign = 'center';
  context.textBaseline = 'top';
  const labelY = Math.round(ground + tickLength * 2.2);
  for (let m = Math.max(0, Math.ceil(firstMetre / 10) * 10); m <= lastMetre; m += 10) {
    const x = Math.round(runnerX + (m - model.distance) * metre);
    // A label half off either edge reads as a stray "m": it waits until it is whole.
    if (x > frame.font * 1.6 && x < view.width - frame.font * 1.6) fitText(context, texts.metre(m), x, labelY, frame.font * 3.2);
  }
}

function drawGates(context: CanvasRenderingContext2D, model: DashModel, frame: Frame, view: CanvasView) {
  const { laneTop, lane, ground, gateWidth, metre, runnerX } = frame;
  // Indexed, not for-of: V8 can keep a for-of's array iterator on the heap, one a frame.
  for (let index = 0; index < model.gates.length; index++) {
    const gate = model.gates[index]!;
    const x = Math.round(runnerX + (gate.x - model.distance) * metre);
    if (x < -gateWidth || x > view.width + gateWidth) continue;
    const left = x - (gateWidth >> 1);
    context.fillStyle = fade(palette.line, 0.35);
    context.fillRect(left, laneTop, gateWidth, lane);
    context.fillStyle = gate.result === 'phased' || gate.result === 'passed' ? fade(gateColour(gate), 0.55) : gateColour(gate);
    // Two doors meet in the middle of the lane as the gate shuts; a sliver shows where an open gate stands.
    const door = Math.round(Math.max(lane * 0.04, (gateClosure(gate.closing) * lane) / 2));
    context.fillRect(left, laneTop, gateWidth, door);
    context.fillRect(left, ground - door, gateWidth, door);
  }
}

function drawRunner(context: CanvasRenderingContext2D, model: DashModel, frame: Frame, juice: Juice, gentle: boolean) {
  const { runnerX, ground, runnerHeight, runnerWidth } = frame;
  const top = ground - runnerHeight;
  const colour = model.over ? palette.red : model.phasing ? palette.violet : palette.cyan;
  if (!gentle && juice.trail > 0) {
    // A dash trail: more and longer ghosts the higher the combo.
    const ghosts = 3 + Math.round(comboIntensity(model.combo) * 4);
    const gap = runnerWidth * (0.55 + comboIntensity(model.combo) * 0.35);
    const strength = juice.trail / trailSeconds;
    for (let ghost = 1; ghost <= ghosts; ghost++) {
      context.fillStyle = fade(colour, 0.4 * strength * (1 - ghost / (ghosts + 1)));
      context.fillRect(Math.round(runnerX - runnerWidth - ghost * gap), Math.round(top + runnerHeight * 0.1), runnerWidth, Math.round(runnerHeight * 0.8));
    }
  }
  // Phasing: the runner turns see-through (a steady change, fine for reduced motion too).
  const see = model.phasing ? 0.5 : 1;
  context.fillStyle = fade(colour, see);
  context.fillRect(runnerX - runnerWidth, top, runnerWidth, runnerHeight);
  context.fillStyle = fade(palette.background, see);
  context.fillRect(Math.round(runnerX - runnerWidth * 0.4), Math.round(top + runnerHeight * 0.18), Math.round(runnerWidth * 0.22), Math.round(runnerHeight * 0.16));
  if (model.phasing) {
    context.strokeStyle = palette.violet;
    context.lineWidth = 2;
    context.strokeRect(runnerX - runnerWidth - 3, top - 3, runnerWidth + 6, runnerHeight + 6);
  }
}

function drawHud(context: CanvasRenderingContext2D, model: DashModel, frame: Frame, view: CanvasView, texts: HudTexts, controls: string) {
  const { font: size } = frame;
  const pad = Math.round(size * 0.6);
  const second = Math.round(pad + size * 1.2);
  context.textBaseline = 'top';
  context.textAlign = 'left';
  context.fillStyle = palette.text;
  context.font = font(700, size);
  const across = view.width - 2 * pad;
  fitText(context, texts.score(model.score), pad, pad, across);
  context.fillStyle = palette.muted;
  const secondSize = Math.max(12, Math.round(size * 0.72));
  context.font = font(400, secondSize);
  fitText(context, texts.run(Math.floor(model.distance) * 10_000 + Math.round(model.speed * 10)), pad, second, across);
  context.textAlign = 'right';
  context.fillStyle = model.phasing || model.cooldownLeft === 0 ? palette.violet : palette.muted;
  const phaseWord = model.phasing ? 'Phasing' : model.cooldownLeft > 0 ? 'Phase recharging' : 'Phase ready';
  fitText(context, phaseWord, view.width - pad, second, across);
  if (model.combo > 0) {
    context.fillStyle = palette.violet;
    context.font = font(700, size);
    fitText(context, texts.combo(model.combo), view.width - pad, pad, across);
  }
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  // Over the lane, and below the HUD's second row where the canvas is short (a 16:9 box 320 px wide).
  const middle = Math.round(frame.laneTop / 2 + size * 0.6);
  const underHud = (lineSize: number) => Math.max(middle, Math.round(second + secondSize + lineSize * 0.75));
  if (model.over) {
    context.fillStyle = palette.red;
    texts.wrap(context, font(700, size), 'Run over', Math.round(view.width / 2), underHud(size), across, size * 1.2);
  } else if (model.time === 0) {
    context.fillStyle = palette.text;
    const promptSize = Math.max(12, Math.round(size * 0.8));
    texts.wrap(context, font(400, promptSize), controls, Math.round(view.width / 2), underHud(promptSize), across, promptSize * 1.25);
  }
}

/** DoubleTapDash's picture, with what it reuses frame to frame: the frame's measures and the texts. */
function gamePainter() {
  const frame: Frame = { runnerX: 0, ground: 0, laneTop: 0, lane: 0, runnerHeight: 0, runnerWidth: 0, gateWidth: 0, metre: 1, font: 12 };
  const texts = hudTexts();
  /** `controls`: the start prompt, in the words of the player's hands. */
  return (context: CanvasRenderingContext2D, model: DashModel, view: CanvasView, juice: Juice, gentle: boolean, controls: string) => {
    context.fillStyle = palette.background;
    context.fillRect(0, 0, view.width, view.height);
    frameOf(frame, view, model.speed, gentle);
    let dx = 0;
    let dy = 0;
    if (!gentle && juice.shake > 0) {
      // A small shake on each gate phased through, stronger with the combo.
      const amplitude = Math.min(view.width, view.height) * 0.004 * (1 + 3 * comboIntensity(juice.shakeCombo)) * (juice.shake / shakeSeconds);
      dx = Math.round(Math.sin(model.time * 97) * amplitude);
      dy = Math.round(Math.cos(model.time * 83) * amplitude);
      context.translate(dx, dy);
    }
    drawLane(context, model, frame, view, texts);
    drawGates(context, model, frame, view);
    drawRunner(context, model, frame, juice, gentle);
    if (dx !== 0 || dy !== 0) context.translate(-dx, -dy);
    // Inside the screen's safe area: a host's canvas over a whole phone screen has the notch over its corners.
    context.save();
    drawHud(context, model, frame, intoSafeArea(context, view), texts, controls);
    context.restore();
  };
}

/**
 * Starts DoubleTapDash on a <canvas>: a one-lane runner that gains speed as it goes, by its Speed Ramp (at 0 it keeps its speed). Space, Enter, a
 * click, a touch or a gamepad's face button (A, B, X or Y in the standard mapping: buttons 0 to 3)
 * taps: a single tap dashes, a second tap within the Double-Tap Window phases (0.55 s through any gate, even a shut one). Running into a shut gate without phasing ends
 * the run. `values` may be partial or out of range: each is clamped to its range and put on its step (one that is not
 * a number or a missing one takes its default), and update() changes only the numbers it is given.
 * On the canvas the game writes role, aria-label and tabindex (each when the host gave none), its width and height (and,
 * where its box follows those attributes, a CSS width and height or aspect-ratio that holds it at its laid-out size),
 * the custom properties --microloop-safe-top, -right, -bottom and -left (the screen's safe-area insets), and the style touch-action (none while a run plays or after it ends: a drag on the canvas plays instead of scrolling
 * the page, and a finger starts the next run at once; while the game waits for its first run or is paused, the host's
 * own, inline or from its stylesheet, else manipulation: a finger scrolls the page past it, and a tap starts it on
 * its release); destroy() gives each back.
 */
export function createGame(
  surface: HTMLCanvasElement,
  values: Settings<DoubleTapDashKey> | null = {},
  options: DoubleTapDashOptions | null = {},
): CanvasGameHandle<DoubleTapDashKey> & SoundlessMembers {
  options ??= {}; // null is no options, as undefined is
  const setup = gameSetup(doubleTapDashParams, values, options, 'DoubleTapDash');
  const model = new DashModel(setup.values, setup.seed);
  const juice: Juice = { trail: 0, shake: 0, shakeCombo: 0 };
  const drawGame = gamePainter();
  /** Frame seconds not yet stepped (less than one stepSeconds). */
  let unstepped = 0;

  /** Calls the events' callbacks and says what changed for the runtime. */
  function report(events: readonly RunEvent[], scoreBefore: number, live: () => boolean): SceneReport {
    // Indexed, not for-of: V8 can keep a for-of's array iterator on the heap, one a frame. A host that destroys the
    // game in onJudged hears nothing after it.
    for (let index = 0; index < events.length && live(); index++) {
      const event = events[index]!;
      if (event.type === 'dash') {
        juice.trail = trailSeconds;
      } else if (event.type === 'gate' && event.result === 'phased') {
        juice.shake = shakeSeconds;
        juice.shakeCombo = event.combo;
      }
      options?.onJudged?.({
        result: event.type === 'gate' ? event.result : event.type,
        score: model.score,
        combo: event.type === 'gate' ? event.combo : model.combo,
        distance: 'distance' in event ? event.distance : model.distance,
      });
    }
    const score = model.score;
    const ended = model.over ? { score, text: endText(model) } : undefined;
    if (score === scoreBefore && !ended) return undefined;
    return { score: score === scoreBefore ? undefined : score, ended };
  }

  return runCanvasGame<DoubleTapDashKey>(
    surface,
    options,
    ({ prompt, playing, destroyed }) => {
      const live = () => !destroyed();
      return {
        keys: [' ', 'Enter'],
        // Two fingers are two taps: a second landing while the first is down can make the double tap.
        everyPointer: true,
        // A gamepad's A, B, X and Y tap as Space does (the shell reads the pad, and a press starts a waiting game).
        pad: true,
        step(seconds) {
          // A frame with nothing to report makes no list of reports.
          let reports: SceneReport[] | null = null;
          const keep = (next: SceneReport) => {
            if (next) (reports ??= []).push(next);
          };
          // The rules run in fixed steps of stepSeconds (the golden traces' dt), the rest carried to the next
          // frame: the same taps at 30, 60 or 144 fps meet the gates at the same moments (brief rule 6), as in
          // the Godot and Unity games. Each step's score is reported as it leaves it.
          unstepped += seconds;
          while (unstepped >= stepSeconds * (1 - 1e-9) && !model.over) {
            unstepped = Math.max(0, unstepped - stepSeconds);
            const before = model.score;
            keep(report(model.step(stepSeconds), before, live));
            // A host that pauses or destroys the game in onJudged stops it at that step: the rest of the frame is not played.
            if (!playing()) unstepped = 0;
          }
          juice.trail = Math.max(0, juice.trail - seconds);
          juice.shake = Math.max(0, juice.shake - seconds);
          return reports ?? undefined;
        },
        draw: (context, view, gentle) => drawGame(context, model, view, juice, gentle, prompt('dash-controls')),
        status: (phase) => statusText(model.snapshot(), phase),
        input(event) {
          if (event.type !== 'press') return;
          const before = model.score;
          return report(model.tap(event.time), before, live);
        },
        reset(seed) {
          model.reset(seed);
          unstepped = 0;
          juice.trail = 0;
          juice.shake = 0;
        },
        update: (next) => model.update(next),
      };
    },
    setup,
  );
};

export { doubleTapDashParams as params } from './params';
export type { DashResult, Judgement, RunEvent, RunSnapshot } from './model';
export { DashModel, stepSeconds } from './model';

/**
 * The rules alone, for a renderer and loop of your own (Phaser, PixiJS, a server): no DOM.
 * `values` is read as createGame reads it (each number clamped, one that is no number its default, with a
 * warning for anything unknown, out of range or no number); `step(seconds)` returns the events of that moment, tap(timeMs?) is the input,
 * `snapshot()` reads out the score and the numbers a HUD shows (for a HUD or debugging; not a save: the random
 * generator's state is not in it, and there is no restore), `state` is the live model, and a seed replays the same
 * run as createGame with that seed. Every member works unbound (`const { step } = rules`).
 */
export function createModel(values: Settings<DoubleTapDashKey> | null = {}, seed?: number | null): DoubleTapDashRules {
  const seeding = rulesSeed(seed);
  const model = new DashModel(readValues(doubleTapDashParams, values, 'DoubleTapDash'), seeding.seed);
  return { ...rulesOf(model, seeding), tap: (timeMs) => model.tap(timeMs) };
}

/** DoubleTapDash's rules as createModel returns them: the common members and its input. */
export type DoubleTapDashRules = Rules<DashModel> & {
  /**
   * A tap at `timeMs`, in milliseconds (not seconds, as RhythmClacker's and TimingWheel's inputs take) on any clock you
   * keep for every tap: a dash, or the second of a double tap, a phase. Left
   * out, the tap is now on the rules' own clock, the play time `step` has run (as RhythmClacker's `tap()` and
   * TimingWheel's `press()` default to now).
   */
  readonly tap: (timeMs?: number | null) => RunEvent[];
};
