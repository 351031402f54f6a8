import type { Settings } from '../core/params';
import type { SoundlessMembers } from '../core/mechanic';
import { gameSetup, intoSafeArea, maxFrameSeconds, runCanvasGame, surfaceNow, type CanvasGameHandle, type CanvasGameOptions, type CanvasView, type Phase, type SceneReport } from '../core/canvas-game';
import { fade, fitText, font, numberText } from '../core/canvas-paint';
import { palette } from '../core/palette';
import { readValues } from '../core/kit-values';
import { rulesOf, rulesSeed, type Rules } from '../core/rules';
import { lives, resultSeconds, segmentAt, WheelModel, type Landing, type WheelEvent, type WheelResult, type WheelSnapshot } from './model';
import { timingWheelParams, type TimingWheelKey } from './params';

export { judgeLanding, segmentAt, stopAngle, type Judgement, type Landing, type WheelResult } from './model';
export type { TimingWheelKey, TimingWheelValues } from './params';

/** What onJudged reports, the wheel's landing: every game's onJudged payload is named `<Template>Judgement`. */
export type TimingWheelJudgement = Landing;

/** The common options and events, plus TimingWheel's own event. */

export type TimingWheelOptions = CanvasGameOptions & {
  /**
   * Called each time the wheel comes to rest, with where it stopped and what that was worth:
   * `result` is 'hit' on the lit target, 'near' on a segment right beside it, 'miss' anywhere else.
   * Near misses cost a life like misses; the third lost life ends the run (onEnd follows). Every game that judges a
   * press calls its outcome onJudged (onLand in 1.x; PhysicsDropper's onLand is a ball settling).
   */
  onJudged?: ((judgement: TimingWheelJudgement) => void) | null | undefined;
};

const turn = Math.PI * 2;

const judgementWords: Record<WheelResult, string> = { hit: 'Hit', near: 'So close!', miss: 'Miss' };
const judgementColours: Record<WheelResult, string> = { hit: palette.green, near: palette.amber, miss: palette.red };

function livesWords(count: number): string {
  return `${count} ${count === 1 ? 'life' : 'lives'}`;
}

function lastWords(last: Landing | null): string | null {
  if (!last) return null;
  return `last: ${judgementWords[last.result]}${last.result === 'hit' ? ` +${last.points}` : ''}`;
}

/**
 * The live-region sentence: "Score 72 · streak 1 · 3 lives · last: Hit +72",
 * "Ready · Score 0 · streak 0 · 3 lives", "Paused · …", "Run over · Score 72 · best streak 1 · last: Miss".
 */
export function statusText(snapshot: WheelSnapshot, phase: Phase): string {
  const last = lastWords(snapshot.last);
  if (phase === 'over') return ['Run over', `Score ${snapshot.score}`, `best streak ${snapshot.bestStreak}`, last].filter(Boolean).join(' · ');
  const lead = phase === 'ready' ? 'Ready' : phase === 'paused' ? 'Paused' : null;
  return [lead, `Score ${snapshot.score}`, `streak ${snapshot.streak}`, livesWords(snapshot.livesLeft), last].filter(Boolean).join(' · ');
}

/** The onEnd text: "Run over · Score 216 · best streak 3". */
export function endText(snapshot: WheelSnapshot): string {
  return `Run over · Score ${snapshot.score} · best streak ${snapshot.bestStreak}`;
}

/** Where the wheel and the heads-up text sit on the canvas, in CSS pixels. */
export function wheelLayout(view: Pick<CanvasView, 'width' | 'height'>) {
  const unit = Math.max(1, Math.min(view.width, view.height));
  const textSize = Math.min(22, Math.max(12, unit * 0.06));
  const margin = Math.max(6, unit * 0.025);
  const ringWidth = Math.max(4, unit * 0.02);
  const ringGap = Math.max(3, unit * 0.012);
  const top = textSize * 1.9;
  // Centred in the view: the heads-up band above the ring, and as much room below it.
  const room = Math.max(20, view.height - 2 * top);
  const radius = Math.max(12, Math.min(view.width * 0.4, room / 2 - ringGap - ringWidth));
  return { unit, font: textSize, margin, ringWidth, ringGap, radius, x: view.width / 2, y: view.height / 2 };
}

type Layout = ReturnType<typeof wheelLayout>;

/** The wheel's turn as drawn: smooth, or with reduced motion the segment under the pointer, centred on it. */
export function shownAngle(angle: number, segments: number, reducedMotion: boolean): number {
  if (!reducedMotion) return angle;
  return -(segmentAt(angle, segments) + 0.5) / segments;
}

function segmentFill(model: WheelModel, segment: number): string {
  const { segments, targetSize } = model.settings;
  const landed = model.phase === 'landed' || model.phase === 'over';
  if (landed && model.last && model.last.segment === segment) return judgementColours[model.last.result];
  const offset = (((segment - model.target) % segments) + segments) % segments;
  if (offset < targetSize) return palette.cyan;
  return segment % 2 === 0 ? palette.surface : palette.line;
}

/** The wheel's segments and spokes, unturned, centred in a square of `size` CSS px. */
function paintWheel(context: CanvasRenderingContext2D, model: WheelModel, radius: number, size: number) {
  const { segments } = model.settings;
  const slice = turn / segments;
  context.translate(size / 2, size / 2);
  for (let segment = 0; segment < segments; segment++) {
    const start = -Math.PI / 2 + segment * slice;
    context.fillStyle = segmentFill(model, segment);
    context.beginPath();
    context.moveTo(0, 0);
    context.arc(0, 0, radius, start, start + slice);
    context.closePath();
    context.fill();
  }
  // The dividers: one spoke, turned into place by the transform.
  context.strokeStyle = palette.background;
  context.lineWidth = Math.max(1, radius * 0.015);
  context.beginPath();
  for (let segment = 0; segment < segments; segment++) {
    context.moveTo(0, -radius * 0.42);
    context.lineTo(0, -radius);
    context.rotate(slice);
  }
  context.stroke();
}

/**
 * The wheel as a picture painted once and stamped turned each frame: it is painted again only when what it shows
 * changes (its size, its segments, the target, the segment a landing lit), so a frame boxes one angle, not a
 * segment's worth of numbers each (core/canvas-paint.ts).
 */
function wheelStamp(doc: Document) {
  let canvas: HTMLCanvasElement | null = null;
  const painted = { pixels: 0, ratio: 0, segments: 0, target: -1, targetSize: 0, lit: -1, litColour: '' };
  return (context: CanvasRenderingContext2D, model: WheelModel, layout: Layout, ratio: number, reducedMotion: boolean) => {
    const size = Math.ceil(layout.radius * 2) + 4;
    const pixels = Math.ceil(size * ratio);
    const landed = (model.phase === 'landed' || model.phase === 'over') && model.last ? model.last : null;
    const lit = landed ? landed.segment : -1;
    const litColour = landed ? judgementColours[landed.result] : '';
    const { segments, targetSize } = model.settings;
    if (
      !canvas ||
      painted.pixels !== pixels ||
      painted.ratio !== ratio ||
      painted.segments !== segments ||
      painted.target !== model.target ||
      painted.targetSize !== targetSize ||
      painted.lit !== lit ||
      painted.litColour !== litColour
    ) {
      canvas ??= doc.createElement('canvas');
      canvas.width = pixels;
      canvas.height = pixels;
      const wheel = canvas.getContext('2d');
      if (wheel) {
        wheel.setTransform(ratio, 0, 0, ratio, 0, 0);
        paintWheel(wheel, model, layout.radius, size);
      }
      Object.assign(painted, { pixels, ratio, segments, target: model.target, targetSize, lit, litColour });
    }
    context.save();
    context.translate(layout.x, layout.y);
    context.rotate(shownAngle(model.angle, segments, reducedMotion) * turn);
    context.drawImage(canvas, -size / 2, -size / 2, size, size);
    context.restore();
    context.strokeStyle = palette.line;
    context.lineWidth = Math.max(1.5, layout.radius * 0.02);
    context.beginPath();
    context.arc(layout.x, layout.y, layout.radius, 0, turn);
    context.stroke();
  };
}

function drawCharge(context: CanvasRenderingContext2D, model: WheelModel, layout: Layout, reducedMotion: boolean) {
  const ring = layout.radius + layout.ringGap + layout.ringWidth / 2;
  context.lineWidth = layout.ringWidth;
  context.strokeStyle = palette.surface;
  context.beginPath();
  context.arc(layout.x, layout.y, ring, 0, turn);
  context.stroke();
  // With reduced motion the meter fills in tenths.
  const charge = reducedMotion ? Math.floor(model.charge * 10 + 1e-9) / 10 : model.charge;
  if (charge <= 0) return;
  context.strokeStyle = charge >= 1 ? palette.green : palette.amber;
  context.beginPath();
  context.arc(layout.x, layout.y, ring, -Math.PI / 2, -Math.PI / 2 + charge * turn);
  context.stroke();
}

function drawPointer(context: CanvasRenderingContext2D, layout: Layout) {
  const size = Math.round(Math.max(6, layout.radius * 0.09));
  const rim = Math.round(layout.y - layout.radius);
  const x = Math.round(layout.x);
  context.fillStyle = palette.text;
  context.strokeStyle = palette.background;
  context.lineWidth = 2;
  context.beginPath();
  context.moveTo(x - size, rim - size);
  context.lineTo(x + size, rim - size);
  context.lineTo(x, rim + size);
  context.closePath();
  context.fill();
  context.stroke();
}

/** What the hub says: the landing's word, the charge's percent while charging, "Hold" before the first. */
function hubText(model: WheelModel, texts: HudTexts): string {
  const last = model.last;
  if (model.phase === 'over') return 'Run over';
  if (model.phase === 'landed' && last) return last.result === 'hit' ? texts.hit(last.points) : judgementWords[last.result];
  if (model.phase === 'charging' || model.phase === 'braking') return texts.percent(Math.round(model.charge * 100));
  return last ? '' : 'Hold';
}

function hubColour(model: WheelModel): string {
  const last = model.last;
  if (model.phase === 'over') return palette.red;
  if (model.phase === 'landed' && last) return judgementColours[last.result];
  if (model.phase === 'charging' || model.phase === 'braking') return palette.text;
  return palette.muted;
}

function drawHub(context: CanvasRenderingContext2D, model: WheelModel, layout: Layout, texts: HudTexts) {
  const hub = layout.radius * 0.42;
  context.fillStyle = palette.background;
  context.strokeStyle = palette.line;
  context.lineWidth = Math.max(1.5, layout.radius * 0.02);
  context.beginPath();
  context.arc(layout.x, layout.y, hub, 0, turn);
  context.fill();
  context.stroke();
  const text = hubText(model, texts);
  if (!text) return;
  context.font = font(700, Math.max(12, Math.min(layout.radius * 0.16, 30)));
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  context.fillStyle = hubColour(model);
  fitText(context, text, Math.round(layout.x), Math.round(layout.y), hub * 1.8);
}

function drawPulse(context: CanvasRenderingContext2D, model: WheelModel, layout: Layout) {
  if (model.phase !== 'landed' || model.last?.result !== 'hit') return;
  const progress = Math.min(1, model.resultAge / resultSeconds);
  context.strokeStyle = fade(palette.green, 1 - progress);
  context.lineWidth = layout.ringWidth;
  context.beginPath();
  context.arc(layout.x, layout.y, layout.radius + layout.ringGap + layout.ringWidth * (1.5 + progress * 3), 0, turn);
  context.stroke();
}

function drawHud(context: CanvasRenderingContext2D, model: WheelModel, view: CanvasView, layout: Layout, texts: HudTexts) {
  const { font: size, margin } = layout;
  const left = Math.round(margin);
  context.textBaseline = 'top';
  context.textAlign = 'left';
  context.fillStyle = palette.text;
  context.font = font(700, size);
  fitText(context, texts.score(model.score), left, left, view.width - 2 * left);
  context.fillStyle = palette.muted;
  context.font = font(600, Math.max(12, size * 0.8));
  fitText(context, texts.streak(model.streak), left, Math.round(margin + size * 1.2), view.width - 2 * left);

  // Lives: one dot per life, hollow once lost.
  const dot = Math.max(2, Math.round(size * 0.32));
  const dotY = Math.round(margin + size / 2);
  for (let life = 0; life < lives; life++) {
    const x = Math.round(view.width - margin) - dot - life * dot * 3;
    context.beginPath();
    context.arc(x, dotY, dot, 0, turn);
    if (life < model.livesLeft) {
      context.fillStyle = palette.pink;
      context.fill();
    } else {
      context.strokeStyle = palette.line;
      context.lineWidth = 1.5;
      context.stroke();
    }
  }
}

/** The texts of the HUD and the hub, each made again only when its number changes. */
function hudTexts() {
  return {
    score: numberText((score) => `Score ${score}`),
    streak: numberText((streak) => `Streak ${streak}`),
    hit: numberText((points) => `Hit +${points}`),
    percent: numberText((percent) => `${percent}%`),
  };
}

type HudTexts = ReturnType<typeof hudTexts>;

/** TimingWheel's picture, with what it reuses frame to frame: the layout of the view, the wheel's picture, the texts. */
function wheelPainter(doc: Document) {
  const wheel = wheelStamp(doc);
  const texts = hudTexts();
  let layout: Layout | null = null;
  let laidFor: CanvasView | null = null;
  return (context: CanvasRenderingContext2D, model: WheelModel, view: CanvasView, reducedMotion: boolean) => {
    if (!layout || laidFor !== view) {
      layout = wheelLayout(view);
      laidFor = view;
    }
    context.fillStyle = palette.background;
    context.fillRect(0, 0, view.width, view.height);
    drawCharge(context, model, layout, reducedMotion);
    if (!reducedMotion) drawPulse(context, model, layout);
    wheel(context, model, layout, view.ratio, reducedMotion);
    drawHub(context, model, layout, texts);
    drawPointer(context, layout);
    // Inside the screen's safe area: a host's canvas over a whole phone screen has the notch over its corners.
    context.save();
    drawHud(context, model, intoSafeArea(context, view), layout, texts);
    context.restore();
  };
}

/** Draws one frame of the game (a painter of its own each call: the game keeps one); exported for the tests. */
export function drawGame(context: CanvasRenderingContext2D, model: WheelModel, view: CanvasView, reducedMotion: boolean): void {
  wheelPainter(document)(context, model, view, reducedMotion);
}

/**
 * Plays TimingWheel on a <canvas>. Hold Space or Enter, or press the main mouse button, a pen or a finger on
 * the canvas, to charge the brake; let go to brake: a full charge stops the wheel in Brake Time
 * seconds, and the less the charge the longer it coasts (four times as long with none). Stop with the lit segment under the top pointer
 * to score; a neighbour of the target is a near miss; three misses (near misses included) end the run.
 * On the canvas the game writes role, aria-label and tabindex (each when the host gave none), its width and height (and,
 * where its box follows those attributes, a CSS width and height or aspect-ratio that holds it at its laid-out size),
 * the custom properties --microloop-safe-top, -right, -bottom and -left (the screen's safe-area insets), and the style touch-action (none while a run plays or after it ends: a drag on the canvas plays instead of scrolling
 * the page, and a finger starts the next run at once; while the game waits for its first run or is paused, the host's
 * own, inline or from its stylesheet, else manipulation: a finger scrolls the page past it, and a tap starts it on
 * its release); destroy() gives each back.
 *
 * @param surface the <canvas> to play on (it is made focusable and takes its keys).
 * @param values the settings by key (`segments`, `speed`, `targetSize`, `chargeTime`, `brakeTime`,
 *   `ramp`); a missing value or one that is not a number takes its default, one out of range or off its step is clamped and snapped.
 * @param options the common ones (`seed`, `autoStart`, `reducedMotion`, `loop`, and the `onStatus`, `onScore`, `onEnd`,
 *   `onPause` and `onResume` events) and TimingWheel's `onJudged`.
 * @returns a handle with start(), pause(), focus(), reset(), update(values), step(seconds), render() and destroy().
 */
export function createGame(
  surface: HTMLCanvasElement,
  values: Settings<TimingWheelKey> | null = {},
  options: TimingWheelOptions | null = {},
): CanvasGameHandle<TimingWheelKey> & SoundlessMembers {
  options ??= {}; // null is no options, as undefined is
  const setup = gameSetup(timingWheelParams, values, options, 'TimingWheel');
  const model = new WheelModel(setup.values, setup.seed);
  const paint = wheelPainter(surface.ownerDocument);
  /** performance.now() of the last step, so an input between frames is placed at its own moment. */
  let lastStepAt: number | null = null;

  function report(events: readonly WheelEvent[]): SceneReport {
    let scored = false;
    let landed = false;
    // Indexed, not for-of: V8 can keep a for-of's array iterator on the heap, one a frame.
    for (let index = 0; index < events.length; index++) {
      const event = events[index]!;
      if (event.type !== 'land') continue;
      landed = true;
      options?.onJudged?.(event.landing);
      if (event.landing.points > 0) scored = true;
    }
    if (model.over && landed) {
      return { score: model.score, ended: { score: model.score, text: endText(model.snapshot()) } };
    }
    return scored ? { score: model.score } : undefined;
  }

  return runCanvasGame<TimingWheelKey>(
    surface,
    options,
    () => ({
      keys: [' ', 'Enter'],
      holdKeys: [' ', 'Enter'],
      holdPointers: true,
      keepsHolds: true,
      step(seconds) {
        lastStepAt = surfaceNow(surface);
        return report(model.step(seconds));
      },
      draw: (context, view, reducedMotion) => paint(context, model, view, reducedMotion),
      status: (phase) => statusText(model.snapshot(), phase),
      input(event) {
        const after = lastStepAt === null ? 0 : Math.min(Math.max((event.time - lastStepAt) / 1000, 0), maxFrameSeconds);
        if (event.type === 'press') model.press(after);
        else if (!event.letGo) model.release(after);
        // A hold let go without acting (during the host's pause, or taken by the focus leaving, the browser or the
        // host's element): no brake; the charge goes on with another hold (Space and a finger), else it is dropped.
        else if (!event.holding) model.cancelHold();
        return report(model.step(0));
      },
      reset(seed) {
        lastStepAt = null;
        model.reset(seed);
      },
      update: (next) => model.update(next),
      running(_, holding) {
        lastStepAt = null;
        // A hold kept through the host's pause keeps its charge (no step charges it while stopped); one cut short by
        // the player leaving, or let go during the pause, is dropped rather than braking on its own.
        if (!holding) model.cancelHold();
      },
    }),
    setup,
  );
}

export { timingWheelParams as params } from './params';
export type { WheelEvent, WheelSnapshot } from './model';
export { WheelModel } from './model';

/**
 * The rules alone, for a renderer and loop of your own (Phaser, PixiJS, a server): no DOM.
 * `values` is read as createGame reads it (each number clamped, one that is no number its default, with a
 * warning for anything unknown, out of range or no number); `step(seconds)` returns the events of that moment, press() and release() are the input,
 * `snapshot()` reads out the score and the numbers a HUD shows (for a HUD or debugging; not a save: the random
 * generator's state is not in it, and there is no restore), `state` is the live model, and a seed replays the same
 * run as createGame with that seed. Every member works unbound (`const { step } = rules`).
 */
export function createModel(values: Settings<TimingWheelKey> | null = {}, seed?: number | null): TimingWheelRules {
  const seeding = rulesSeed(seed);
  const model = new WheelModel(readValues(timingWheelParams, values, 'TimingWheel'), seeding.seed);
  return { ...rulesOf(model, seeding), press: (after) => model.press(after ?? undefined), release: (after) => model.release(after ?? undefined) };
}

/** TimingWheel's rules as createModel returns them: the common members and its input. */
export type TimingWheelRules = Rules<WheelModel> & {
  /**
   * Moves the rules on by `seconds` of play and returns the events of that moment: one long step moves the wheel as
   * the short steps of the same time do (from a new run, `step(1)` and sixty steps of 1/60 s each turn it 0.42).
   */
  readonly step: (seconds: number) => WheelEvent[];
  /** Starts charging the brake, `after` seconds into the next step (0, left out or null: now); false when the wheel cannot charge now. */
  readonly press: (after?: number | null) => boolean;
  /** Lets go: the wheel brakes with the charge held, `after` seconds into the next step; false when nothing was charging. */
  readonly release: (after?: number | null) => boolean;
};
