import type { Settings } from '../core/params';
import type { SoundlessMembers } from '../core/mechanic';
import { gameSetup, insetsOf, minimumTextPx, runCanvasGame, safeMargin, type CanvasGameHandle, type CanvasGameOptions, type CanvasView, type Phase } from '../core/canvas-game';
import { createLayer, createSprites, fitText, font, numberText } from '../core/canvas-paint';
import { readValues } from '../core/kit-values';
import { rulesOf, rulesSeed, type Rules } from '../core/rules';
import { accents, palette } from '../core/palette';
import { board, dividers, DropperModel, pegs, type Ball, type Flash } from './model';
import { physicsDropperParams, type PhysicsDropperKey } from './params';

function ballColour(index: number): string {
  return accents[index % accents.length] ?? palette.violet;
}

const phaseWords: Record<Phase, string | null> = { ready: 'Ready', running: null, paused: 'Paused', over: null };

/** "Score 120 · 10 balls in play · last ball: 50" */
export function statusText(snapshot: { score: number; ballsInPlay: number; lastPoints: number | null }, phase: Phase): string {
  const balls = `${snapshot.ballsInPlay} ${snapshot.ballsInPlay === 1 ? 'ball' : 'balls'} in play`;
  const last = snapshot.lastPoints === null ? null : `last ball: ${snapshot.lastPoints}`;
  return [phaseWords[phase], `Score ${snapshot.score}`, balls, last].filter(Boolean).join(' · ');
}

type BoardFrame = { readonly scale: number; readonly left: number; readonly top: number };

/** Where the board sits on the canvas: board units to CSS pixels. */
function boardFrame(view: CanvasView): BoardFrame {
  const margin = Math.min(view.width, view.height) * 0.03;
  const scale = Math.min((view.width - 2 * margin) / board.width, (view.height - 2 * margin) / board.height);
  return { scale, left: (view.width - board.width * scale) / 2, top: (view.height - board.height * scale) / 2 };
}

/** The board's unchanging parts, in board units under the frame's transform: the panel, pegs, walls, dividers and bin scores. */
function paintBoard(context: CanvasRenderingContext2D, frame: BoardFrame) {
  const { scale, left, top } = frame;
  context.transform(scale, 0, 0, scale, left, top);
  // The board's panel, the whole board.width × board.height the frame centres (as the Godot kit's SURFACE).
  context.fillStyle = palette.surface;
  context.fillRect(0, 0, board.width, board.height);
  context.fillStyle = palette.line;
  for (const row of pegs) {
    for (const peg of row) {
      context.beginPath();
      context.arc(peg.x, peg.y, board.pegRadius, 0, Math.PI * 2);
      context.fill();
    }
  }
  context.strokeStyle = palette.line;
  context.lineWidth = board.dividerHalfWidth * 2;
  context.beginPath();
  for (const x of dividers) {
    context.moveTo(x, board.binTop);
    context.lineTo(x, board.floorY);
  }
  context.moveTo(0, board.floorY);
  context.lineTo(board.width, board.floorY);
  context.moveTo(0, 0);
  context.lineTo(0, board.floorY);
  context.moveTo(board.width, 0);
  context.lineTo(board.width, board.floorY);
  context.stroke();
  // The bins' scores in CSS px (fitText's widths are whole px), 0.26 of a unit and never under minimumTextPx: each in
  // its bin and in what the shorter scores beside it leave free (a small board on a phone on its side, whose bins are
  // narrower than "100" at 12 px, would otherwise squeeze it). Painted once a size, not each frame.
  context.scale(1 / scale, 1 / scale);
  context.font = `600 ${Math.max(0.26 * scale, minimumTextPx)}px system-ui, sans-serif`;
  context.textAlign = 'center';
  context.textBaseline = 'top';
  const best = Math.max(...board.binScores);
  const widths = board.binScores.map((points) => context.measureText(String(points)).width);
  const spare = (bin: number) => Math.max(0, scale - (widths[bin] ?? scale)) / 2;
  board.binScores.forEach((points, bin) => {
    context.fillStyle = points === best ? palette.amber : palette.muted;
    fitText(context, String(points), (bin + 0.5) * scale, (board.floorY + 0.04) * scale, scale + spare(bin - 1) + spare(bin + 1));
  });
}

/** A ball of one colour, with its glow unless the motion is calm, centred in a square of `size` CSS px. */
function paintBall(context: CanvasRenderingContext2D, size: number, colour: string, radius: number, glow: boolean) {
  context.fillStyle = colour;
  if (glow) {
    context.globalAlpha = 0.25;
    context.beginPath();
    context.arc(size / 2, size / 2, radius * 2.2, 0, Math.PI * 2);
    context.fill();
    context.globalAlpha = 1;
  }
  context.beginPath();
  context.arc(size / 2, size / 2, radius, 0, Math.PI * 2);
  context.fill();
}

/**
 * PhysicsDropper's picture: the board stamped from a layer, the bins' flashes, the balls stamped as sprites at whole
 * device pixels and the score, so a frame allocates next to nothing (core/canvas-paint.ts).
 */
function boardPainter(doc: Document) {
  const layer = createLayer(doc);
  const sprites = createSprites(doc);
  const scoreText = numberText((score) => `Score ${score}`);
  const paintLayer = (layerContext: CanvasRenderingContext2D, laid: CanvasView) => paintBoard(layerContext, boardFrame(laid));
  /** The ball radius the sprites are drawn at, in CSS px (the key says the rest: colour and motion). */
  let ballRadius = 0;
  const paintSprite = (sprite: CanvasRenderingContext2D, size: number, key: number) => paintBall(sprite, size, ballColour(Math.floor((key % 1000) / 2)), ballRadius, key % 2 === 0);
  let frame: BoardFrame | null = null;
  let framed: CanvasView | null = null;
  return (context: CanvasRenderingContext2D, model: DropperModel, view: CanvasView, gentle: boolean) => {
    if (view !== framed || !frame) {
      frame = boardFrame(view);
      framed = view;
    }
    const { scale, left, top } = frame;
    context.fillStyle = palette.background;
    context.fillRect(0, 0, view.width, view.height);
    layer.stamp(context, view, 0, paintLayer);
    context.save();
    context.transform(scale, 0, 0, scale, left, top);
    // Indexed loops, not for-of: V8 can keep a for-of's array iterator on the heap, one a loop a frame.
    for (let index = 0; index < model.flashes.length; index++) {
      const flash = model.flashes[index] as Flash;
      context.globalAlpha = model.flashLife(flash) * (gentle ? 0.2 : 0.45);
      context.fillStyle = ballColour(flash.colour);
      context.fillRect(flash.bin, board.binTop, 1, board.floorY - board.binTop);
    }
    context.restore();
    // Balls: one sprite a colour (and motion), stamped at whole device pixels.
    sprites.fit(view);
    ballRadius = board.ballRadius * scale;
    const size = Math.ceil(ballRadius * (gentle ? 2 : 4.4)) + 2;
    const ratio = view.ratio;
    context.save();
    context.setTransform(1, 0, 0, 1, 0, 0);
    for (let index = 0; index < model.balls.length; index++) {
      const ball = model.balls[index] as Ball;
      // The key holds the colour, the motion and the radius in hundredths of a px (a new size, a new sprite).
      const key = ball.colour * 2 + (gentle ? 1 : 0) + Math.round(ballRadius * 100) * 1000;
      sprites.stamp(context, key, size, Math.round((left + ball.x * scale) * ratio), Math.round((top + ball.y * scale) * ratio), paintSprite);
    }
    context.restore();
    context.fillStyle = palette.text;
    context.textAlign = 'left';
    context.textBaseline = 'top';
    context.font = font(700, Math.max(0.3 * scale, minimumTextPx));
    // On the board's top left, and inside the screen's safe area where the board reaches under a notch.
    const safe = insetsOf(view);
    const x = Math.round(Math.max(left + 0.12 * scale, safe.left + safeMargin));
    const y = Math.round(Math.max(top + 0.1 * scale, safe.top + safeMargin));
    fitText(context, scoreText(model.score), x, y, Math.min((board.width - 0.24) * scale, view.width - safe.right - safeMargin - x));
  };
}

/** What onLand hears each time a ball comes to rest in a bin and scores. */
export type Landing = {
  /** The bin, 0 at the left. */
  readonly bin: number;
  /** Points the bin gave. */
  readonly points: number;
  /** The run's score after it. */
  readonly score: number;
};

/** The common options plus PhysicsDropper's own event. */
export type PhysicsDropperOptions = CanvasGameOptions & {
  /** A ball landed in a bin and scored (before onScore reports the new total). */
  onLand?: ((landing: Landing) => void) | null | undefined;
};

/**
 * Plays on a <canvas>: balls pour through the pegs; Space, Enter or a press drops an extra one (each finger its own). `values` may be
 * partial or out of range: each number is clamped to its range and put on its step, and one that is not a number or
 * a missing one takes its default; update() changes only the numbers it is given.
 * On the canvas the game writes role, aria-label and tabindex (each when the host gave none), its width and height (and,
 * where its box follows those attributes, a CSS width and height or aspect-ratio that holds it at its laid-out size),
 * the custom properties --microloop-safe-top, -right, -bottom and -left (the screen's safe-area insets), and the style touch-action (none while a run plays: a drag on the canvas plays instead of scrolling the page; while the
 * game waits for its run or is paused, the host's own, inline or from its stylesheet, else manipulation: a finger
 * scrolls the page past it, and a tap starts the run on its release); destroy() gives each back.
 */
export function createGame(
  surface: HTMLCanvasElement,
  values: Settings<PhysicsDropperKey> | null = {},
  options: PhysicsDropperOptions | null = {},
): CanvasGameHandle<PhysicsDropperKey> & SoundlessMembers {
  options ??= {}; // null is no options, as undefined is
  const setup = gameSetup(physicsDropperParams, values, options, 'PhysicsDropper');
  const model = new DropperModel(setup.values, setup.seed);
  const drawBoard = boardPainter(surface.ownerDocument);
  return runCanvasGame<PhysicsDropperKey>(
    surface,
    options,
    () => ({
      keys: [' ', 'Enter'],
      // Each finger drops its own ball: a second landing while the first is down drops another.
      everyPointer: true,
      step(seconds) {
        const events = model.step(seconds);
        // Most frames land no ball: nothing to report, nothing made (an indexed loop: no callback or iterator a frame).
        let landed = false;
        for (let index = 0; index < events.length && !landed; index++) landed = events[index]?.type === 'score';
        if (!landed) return undefined;
        const scored = events.filter((event) => event.type === 'score');
        let score = model.score - scored.reduce((sum, event) => sum + event.points, 0);
        // Each landing, then its new total: two balls landing in one 30 fps frame report as at 144 fps.
        return scored.map((event) => {
          score += event.points;
          const landing = { bin: event.bin, points: event.points, score };
          return { announce: () => options.onLand?.(landing), score };
        });
      },
      draw: (context, view, gentle) => drawBoard(context, model, view, gentle),
      status: (phase) => statusText(model.snapshot(), phase),
      input(event, view) {
        if (event.type !== 'press') return;
        const { scale, left } = boardFrame(view);
        model.drop(event.x === undefined ? undefined : (event.x - left) / scale);
      },
      reset(seed) {
        model.reset(seed);
      },
      update: (next) => model.update(next),
    }),
    setup,
  );
}

export { physicsDropperParams as params } from './params';
export type { DropperEvent, DropperSnapshot } from './model';
export { DropperModel } from './model';

/** PhysicsDropper's rules as createModel returns them: the common members and its input. */
export type PhysicsDropperRules = Rules<DropperModel> & {
  /** Drops an extra ball at `x` in board units (0 to 7, the left wall to the right), near the middle when left out or null; false when the board is full. */
  readonly drop: (x?: number | null) => boolean;
};

/**
 * The rules alone, for a renderer and loop of your own (Phaser, PixiJS, a server): no DOM.
 * `values` is read as createGame reads it (each number clamped, one that is no number its default, with a
 * warning for anything unknown, out of range or no number); `step(seconds)` returns the events of that moment, drop(x?) is the input,
 * `snapshot()` reads out the score and the numbers a HUD shows (for a HUD or debugging; not a save: the random
 * generator's state is not in it, and there is no restore), `state` is the live model, and a seed replays the same
 * run as createGame with that seed. Every member works unbound (`const { step } = rules`).
 */
export function createModel(values: Settings<PhysicsDropperKey> | null = {}, seed?: number | null): PhysicsDropperRules {
  const seeding = rulesSeed(seed);
  const model = new DropperModel(readValues(physicsDropperParams, values, 'PhysicsDropper'), seeding.seed);
  return { ...rulesOf(model, seeding), drop: (x) => model.drop(x ?? undefined) };
}
