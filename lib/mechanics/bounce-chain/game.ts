import type { Settings } from '../core/params';
import type { SoundlessMembers } from '../core/mechanic';
import { gameSetup, insetsOf, minimumTextPx, runCanvasGame, safeMargin, surfaceNow, type CanvasGameHandle, type CanvasGameOptions, type CanvasView, type Phase } from '../core/canvas-game';
import { fade, fitText, font, numberText, wrappedText } from '../core/canvas-paint';
import { accents, palette } from '../core/palette';
import { readValues } from '../core/kit-values';
import { rulesOf, rulesSeed, type Rules } from '../core/rules';
import { seededRandom, type Random } from '../core/random';
import { BounceModel, world, type BounceSnapshot, type Steer } from './model';
import { bounceChainParams, type BounceChainKey } from './params';

/** What onBounce reports about each bounce on a platform. */
export type Bounce = {
  /** Bounces in a row, each on a different platform from the one before (1 after a repeat). */
  chain: number;
  /** Score multiplier this bounce earned: 1 + (chain − 1) × Multiplier Step, up to 10. */
  multiplier: number;
  /** Points this bounce scored: 10 × multiplier, rounded. */
  points: number;
  /** The run's score after this bounce. */
  score: number;
};

/** The common game options plus BounceChain's own event. */
export type BounceChainOptions = CanvasGameOptions & {
  /** Called on every bounce on a platform, before onScore reports the new total. */
  onBounce?: ((bounce: Bounce) => void) | null | undefined;
};

const phaseWords: Record<Phase, string | null> = { ready: 'Ready', running: null, paused: 'Paused', over: 'Run over' };

function formatMultiplier(multiplier: number): string {
  return `×${Number(multiplier.toFixed(2))}`;
}

/** "Score 120 · chain 4 · ×1.75 · last: +18"; a finished run: "Run over · Score 120 · best chain 6". */
export function statusText(snapshot: BounceSnapshot, phase: Phase): string {
  if (phase === 'over' || snapshot.over) {
    return ['Run over', `Score ${snapshot.score}`, `best chain ${snapshot.bestChain}`].join(' · ');
  }
  const last = snapshot.lastPoints === null ? null : `last: +${snapshot.lastPoints}${snapshot.lastRepeat ? ', same platform' : ''}`;
  return [phaseWords[phase], `Score ${snapshot.score}`, `chain ${snapshot.chain}`, formatMultiplier(snapshot.multiplier), last]
    .filter(Boolean)
    .join(' · ');
}

/** Where the playfield sits on the canvas: world units to CSS pixels, letterboxed. */
function fieldFrame(view: CanvasView) {
  const scale = Math.max(Math.min(view.width / world.width, view.height / world.height), 1e-3);
  return { scale, left: (view.width - world.width * scale) / 2, top: (view.height - world.height * scale) / 2 };
}

/** Key names steering left or right (lower-cased). */
const steerKeys: Record<string, Steer> = { arrowleft: -1, a: -1, arrowright: 1, d: 1 };
const actionKeys = [' ', 'Enter'];
/** A press on the canvas let go within this many ms is a tap: it nudges (it steered while it was down). */
export const tapNudgeMs = 250;

type Particle = { x: number; y: number; vx: number; vy: number; life: number };
const particleCount = 24;
const puffSize = 8;
const particleSeconds = 0.45;
const squashSeconds = 0.16;

function platformColour(id: number): string {
  return accents[id % accents.length] ?? palette.violet;
}

/** The puff's particles fly and fade (a small function, so it runs optimised: see core/canvas-paint.ts). */
function moveParticles(particles: readonly Particle[], seconds: number) {
  for (let index = 0; index < particles.length; index++) {
    const particle = particles[index];
    if (!particle || particle.life <= 0) continue;
    particle.vy += world.height * seconds;
    particle.x += particle.vx * seconds;
    particle.y += particle.vy * seconds;
    particle.life = Math.max(0, particle.life - seconds / particleSeconds);
  }
}

type Field = { readonly scale: number; readonly left: number; readonly top: number };

function drawPlatforms(context: CanvasRenderingContext2D, model: BounceModel, field: Field, width: number) {
  const { scale, left, top } = field;
  const thickness = Math.max(1, Math.round(world.platformThickness * scale));
  const across = Math.round(width * scale);
  for (let index = 0; index < model.platforms.length; index++) {
    const platform = model.platforms[index];
    if (!platform) continue;
    context.fillStyle = platform.id === model.lastPlatform ? palette.line : platformColour(platform.id);
    context.fillRect(Math.round(left + platform.left * scale), Math.round(top + platform.y * scale), across, thickness);
  }
}

function drawParticles(context: CanvasRenderingContext2D, particles: readonly Particle[], field: Field) {
  const { scale, left, top } = field;
  for (let index = 0; index < particles.length; index++) {
    const particle = particles[index];
    if (!particle || particle.life <= 0) continue;
    context.fillStyle = fade(palette.text, particle.life * 0.8);
    const size = Math.max(1, Math.round((0.05 + 0.05 * particle.life) * scale));
    context.fillRect(Math.round(left + particle.x * scale) - (size >> 1), Math.round(top + particle.y * scale) - (size >> 1), size, size);
  }
}

function drawBall(context: CanvasRenderingContext2D, model: BounceModel, field: Field, gentle: boolean) {
  const { scale, left, top } = field;
  const { ball } = model;
  const r = world.ballRadius * scale;
  const x = left + ball.x * scale;
  const y = top + ball.y * scale;
  context.fillStyle = palette.text;
  context.beginPath();
  if (gentle) {
    context.arc(Math.round(x), Math.round(y), Math.round(r), 0, Math.PI * 2);
  } else {
    // Squash just after a bounce, stretch along the fall while fast.
    const squash = model.sinceBounce < squashSeconds ? (1 - model.sinceBounce / squashSeconds) * Math.min(model.lastImpact / 12, 1) : 0;
    const stretch = Math.min(Math.abs(ball.vy) / 25, 1) * 0.18;
    const sy = 1 - 0.35 * squash + stretch;
    const sx = 1 + 0.3 * squash - stretch * 0.6;
    // A squashed ball keeps its bottom on the platform.
    context.ellipse(Math.round(x), Math.round(y + r * (1 - sy)), Math.round(r * sx), Math.round(r * sy), 0, 0, Math.PI * 2);
  }
  context.fill();
}

/** BounceChain's picture, with what it reuses frame to frame: the field's frame, the texts, the wrapped message. */
function fieldPainter() {
  const scoreText = numberText((score) => `Score ${score}`);
  /** "Chain 4 ×1.75", keyed by the chain and the multiplier's hundredths. */
  const chainText = numberText((key) => `Chain ${Math.floor(key / 100_000)} ${formatMultiplier((key % 100_000) / 100)}`);
  const endText = numberText((key) => `Fell! Score ${Math.floor(key / 1000)} · best chain ${key % 1000}`);
  const wrap = wrappedText();
  let field: Field = { scale: 1, left: 0, top: 0 };
  let framed: CanvasView | null = null;
  return (context: CanvasRenderingContext2D, view: CanvasView, gentle: boolean, model: BounceModel, particles: readonly Particle[], controls: string | null, platformWidth: number) => {
    if (framed !== view) {
      field = fieldFrame(view);
      framed = view;
    }
    const { scale, left, top } = field;
    context.fillStyle = palette.background;
    context.fillRect(0, 0, view.width, view.height);
    context.fillStyle = palette.surface;
    context.fillRect(Math.round(left), Math.round(top), Math.round(world.width * scale), Math.round(world.height * scale));
    drawPlatforms(context, model, field, platformWidth);
    if (!gentle) drawParticles(context, particles, field);
    drawBall(context, model, field, gentle);

    // The texts in CSS px: never under minimumTextPx on the screen; wrapped within the playfield.
    const size = Math.max(0.3 * scale, minimumTextPx);
    const inset = Math.round(0.15 * scale);
    // At the playfield's top corners, and inside the screen's safe area where the playfield reaches under a notch.
    const safe = insetsOf(view);
    const textTop = Math.round(Math.max(top + 0.12 * scale, safe.top + safeMargin));
    const textLeft = Math.max(Math.round(left) + inset, Math.round(safe.left + safeMargin));
    const textRight = Math.min(Math.round(left + world.width * scale) - inset, Math.round(view.width - safe.right - safeMargin));
    context.font = font(700, size);
    context.textBaseline = 'top';
    context.textAlign = 'left';
    context.fillStyle = palette.text;
    fitText(context, scoreText(model.score), textLeft, textTop, textRight - textLeft);
    context.textAlign = 'right';
    context.fillStyle = model.chain > 1 ? palette.amber : palette.muted;
    fitText(context, chainText(model.chain * 100_000 + Math.round(model.multiplier * 100)), textRight, textTop, textRight - textLeft);

    const message = model.over ? endText(model.score * 1000 + Math.min(model.bestChain, 999)) : controls;
    if (message) {
      context.textAlign = 'center';
      context.textBaseline = 'middle';
      const messageSize = Math.max(0.24 * scale, minimumTextPx);
      context.fillStyle = palette.muted;
      wrap(context, font(600, messageSize), message, Math.round(left + (world.width * scale) / 2), Math.round(top + (world.height * 0.12 + 0.45) * scale), (world.width - 0.3) * scale, messageSize * 1.25);
    }
  };
}

/**
 * Plays BounceChain on a <canvas>. Hold ArrowLeft/ArrowRight (or A/D), or press and hold the left
 * or right half of the canvas, to steer the ball; Space or Enter nudges it toward the nearest
 * platform below but the last one bounced on (at most once every 0.4 s). `values` may be partial or out of range: each is
 * clamped to its slider range and put on its step, and one that is not a number or a missing one takes its default;
 * `update()` takes partial values too and keeps the current value of any it leaves out or gives as no number. Pass `options.seed` to replay a run.
 * On the canvas the game writes role, aria-label and tabindex (each when the host gave none), its width and height (and,
 * where its box follows those attributes, a CSS width and height or aspect-ratio that holds it at its laid-out size),
 * the custom properties --microloop-safe-top, -right, -bottom and -left (the screen's safe-area insets), and the style touch-action (none while a run plays or after it ends: a drag on the canvas plays instead of scrolling
 * the page, and a finger starts the next run at once; while the game waits for its first run or is paused, the host's
 * own, inline or from its stylesheet, else manipulation: a finger scrolls the page past it, and a tap starts it on
 * its release); destroy() gives each back.
 *
 * @example
 * const game = createGame(canvas, { gravity: 24 }, { onBounce: (bounce) => console.log(bounce.points), autoStart: true });
 */
export function createGame(
  surface: HTMLCanvasElement,
  values: Settings<BounceChainKey> | null = {},
  options: BounceChainOptions | null = {},
): CanvasGameHandle<BounceChainKey> & SoundlessMembers {
  options ??= {}; // null is no options, as undefined is
  const setup = gameSetup(bounceChainParams, values, options, 'BounceChain');
  let current = setup.values;
  const model = new BounceModel(current, setup.seed);
  const particles: Particle[] = Array.from({ length: particleCount }, () => ({ x: 0, y: 0, vx: 0, vy: 0, life: 0 }));
  let puffRandom: Random = seededRandom(setup.seed ^ 0x5bd1e995);
  let nextParticle = 0;
  const heldKeys = new Set<string>();
  let pointerSteer: Steer = 0;
  /** When the pointer steering now was pressed (performance ms), to tell a tap from a hold. */
  let pressedAt: number | null = null;
  /** When the host's pause stopped play over a kept hold. */
  let stoppedAt: number | null = null;
  let started = false;

  function steering(): Steer {
    let direction = pointerSteer as number;
    for (const key of heldKeys) direction += steerKeys[key] ?? 0;
    return Math.sign(direction) as Steer;
  }

  function releaseAll() {
    heldKeys.clear();
    pointerSteer = 0;
    pressedAt = null;
    model.steer(0);
  }

  function puff(x: number, y: number, strength: number) {
    const spread = Math.min(1 + strength / 12, 2.2);
    for (let i = 0; i < puffSize; i++) {
      const particle = particles[nextParticle];
      nextParticle = (nextParticle + 1) % particleCount;
      if (!particle) continue;
      const angle = Math.PI + puffRandom() * Math.PI;
      const speed = (0.8 + puffRandom() * 1.6) * spread;
      particle.x = x;
      particle.y = y;
      particle.vx = Math.cos(angle) * speed;
      particle.vy = Math.sin(angle) * speed * 0.6;
      particle.life = 1;
    }
  }

  function clearParticles() {
    for (const particle of particles) particle.life = 0;
  }

  const paint = fieldPainter();

  return runCanvasGame<BounceChainKey>(
    surface,
    options,
    ({ reducedMotion, prompt, destroyed }) => ({
      keys: [...actionKeys, 'ArrowLeft', 'ArrowRight', 'a', 'd', 'A', 'D'],
      // Steering is held; Space, Enter and a tap nudge once (a finger held on a half steers, but let go soon it is a tap).
      holdKeys: ['ArrowLeft', 'ArrowRight', 'a', 'd', 'A', 'D'],
      holdPointers: true,
      keepsHolds: true,
      step(seconds) {
        const events = model.step(seconds);
        moveParticles(particles, seconds);
        let scored = false;
        // Indexed, not for-of: V8 can keep a for-of's array iterator on the heap, one a frame. A host that destroys
        // the game in onBounce hears nothing after it.
        for (let index = 0; index < events.length && !destroyed(); index++) {
          const event = events[index]!;
          if (event.type === 'bounce') {
            scored = true;
            options.onBounce?.({ chain: event.chain, multiplier: event.multiplier, points: event.points, score: event.score });
            if (!reducedMotion()) puff(event.x, event.y, event.impactSpeed);
          } else {
            releaseAll();
            return {
              ...(scored ? { score: model.score } : {}),
              ended: { score: event.score, text: `Fell off · Score ${event.score} · best chain ${event.bestChain}` },
            };
          }
        }
        return scored ? { score: model.score } : undefined;
      },
      // Before the first press, how to steer and nudge, in the words of the player's hands.
      draw: (context, view, gentle) => paint(context, view, gentle, model, particles, started ? null : prompt('steer-controls'), current.platformWidth),
      status: (phase) => statusText(model.snapshot(), phase),
      input(event, view) {
        let nudge = false;
        if (event.source === 'pointer') {
          if (event.type === 'press') {
            pointerSteer = (event.x ?? view.width / 2) < view.width / 2 ? -1 : 1;
            pressedAt = event.time;
          } else {
            pointerSteer = 0;
            // Let go while the host's pause held the game: it steers no more, and is no tap.
            nudge = !event.letGo && pressedAt !== null && event.time - pressedAt <= tapNudgeMs;
            pressedAt = null;
          }
        } else {
          const key = (event.key ?? '').toLowerCase();
          if (key in steerKeys) {
            if (event.type === 'press') heldKeys.add(key);
            else heldKeys.delete(key);
          } else if (event.type === 'press' && actionKeys.includes(event.key ?? '')) {
            nudge = true;
          }
        }
        model.steer(steering());
        if (nudge) model.nudge();
      },
      reset(seed) {
        model.reset(seed);
        releaseAll();
        clearParticles();
        puffRandom = seededRandom(seed ^ 0x5bd1e995);
        nextParticle = 0;
        started = false;
      },
      update(next) {
        current = next;
        model.update(current);
      },
      running(on, holding) {
        if (on) started = true;
        // A hold kept through the host's pause steers on as it was, and its tap window leaves out the pause (a finger
        // held 0.9 s is no tap); one the player let go or left is dropped without a nudge.
        if (!holding) releaseAll();
        else if (!on) stoppedAt = surfaceNow(surface);
        else if (pressedAt !== null && stoppedAt !== null) pressedAt += surfaceNow(surface) - stoppedAt;
        if (on) stoppedAt = null;
      },
    }),
    setup,
  );
};

export { bounceChainParams as params } from './params';
export type { BounceEvent, BounceSnapshot, Steer } from './model';
export { BounceModel } from './model';

/**
 * The rules alone, for a renderer and loop of your own (Phaser, PixiJS, a server): no DOM.
 * `values` is read as createGame reads it (each number clamped, one that is no number its default, with a
 * warning for anything unknown, out of range or no number); `step(seconds)` returns the events of that moment, steer(direction) and nudge() are the input,
 * `snapshot()` reads out the score and the numbers a HUD shows (for a HUD or debugging; not a save: the random
 * generator's state is not in it, and there is no restore), `state` is the live model, and a seed replays the same
 * run as createGame with that seed. Every member works unbound (`const { step } = rules`).
 */
export function createModel(values: Settings<BounceChainKey> | null = {}, seed?: number | null): BounceChainRules {
  const seeding = rulesSeed(seed);
  const model = new BounceModel(readValues(bounceChainParams, values, 'BounceChain'), seeding.seed);
  return { ...rulesOf(model, seeding), steer: (direction) => model.steer(direction), nudge: () => model.nudge() };
}

/** BounceChain's rules as createModel returns them: the common members and its input. */
export type BounceChainRules = Rules<BounceModel> & {
  /** Steers the ball: -1 left, 1 right, 0 straight on, until steered again. */
  readonly steer: (direction: Steer) => void;
  /** Nudges the ball toward the nearest platform below but the last one bounced on (that one when it is the only one below); false once the run is over, when none is below, or within 0.4 s of the last nudge. */
  readonly nudge: () => boolean;
};
