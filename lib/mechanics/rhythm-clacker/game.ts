import { gameSetup, intoSafeArea, maxFrameSeconds, runCanvasGame, type CanvasGameHandle, type CanvasGameOptions, type CanvasView, type Phase } from '../core/canvas-game';
import { createSprites, fade, fitText, font, numberText, textWidths, wrappedText } from '../core/canvas-paint';
import type { GameHandle } from '../core/mechanic';
import { palette } from '../core/palette';
import { prompt as promptFor } from '../core/player-words';
import { readValues } from '../core/kit-values';
import { rulesOf, rulesSeed, type Rules } from '../core/rules';
import { clampAndSnap, type Settings } from '../core/params';
import { ClackAudio, type ClackSound } from './audio';
import {
  CalibrationRound,
  calibrationClicks,
  comboMultiplier,
  readBeatMap,
  RhythmModel,
  sparkSeconds,
  type BeatMap,
  type Grade,
  type Judgement,
  type RhythmSnapshot,
  type Spark,
} from './model';
import { rhythmClackerParams, type RhythmClackerKey, type RhythmClackerValues } from './params';

export { builtInBeatMaps, readBeatMap, type BeatMap, type Grade, type Judgement } from './model';
export type { RhythmClackerKey, RhythmClackerValues } from './params';

/**
 * What onJudged hears: the judgement, its outcome as `result` (the field DoubleTapDash, MemoryTiles and TimingWheel
 * name theirs, and Godot's `judged(result, …)`); `grade` is the same value, the rules' name for it.
 */
export type RhythmClackerJudgement = Judgement & { readonly result: Grade };

/** Options of createGame: the common ones plus RhythmClacker's own. */
export type RhythmClackerOptions = CanvasGameOptions & {
  /**
   * Called for every judgement: each tapped note (Perfect or Good), each note that passed the hit
   * line unplayed (Miss) and each stray tap with no note within the Good window (Miss, judges no note).
   * `offsetMs` is signed (negative early, positive late) and already corrected by the Input Latency.
   */
  onJudged?: ((judgement: RhythmClackerJudgement) => void) | null | undefined;
  /** Starts without sound (the game plays by its visual clock until unmuted with setMuted(false)). */
  muted?: boolean | null | undefined;
  /**
   * A beat map of your own, as an object or JSON text: `{ name, bpm, subdivision, beats }`. It
   * replaces the built-in map the Beat Map setting picks; the BPM setting still sets the tempo.
   * createGame throws a clear Error when it is malformed (see readBeatMap).
   */
  beatMap?: BeatMap | string | null | undefined;
  /**
   * Where this device's calibrated latency is kept (localStorage), so it survives a reload: the key, by default
   * `latencyStorageKey` (shared by every RhythmClacker game of one origin: give yours its own), or `false` to keep
   * nothing. A stored calibration plays when `values` gives no `latency`; a `latency` given always wins.
   */
  storage?: false | string | null | undefined;
  /**
   * Your Web Audio node the clacks play into (your mix's SFX gain), so your volume, mute and effects reach them; the
   * game uses its context and never suspends, resumes or closes it (a pause stops the clacks queued on it). Left
   * out, the game makes a context of its own on the first press.
   */
  output?: AudioNode | null | undefined;
};

/** The handle createGame returns: the common controls plus sound and latency calibration. */
export type RhythmClackerHandle = CanvasGameHandle<RhythmClackerKey> & {
  /** Silences or restores the clacks; play goes on in time either way. */
  setMuted(muted: boolean): void;
  /**
   * Runs a calibration round (the run so far is reset): eight steady clicks, heard and shown as a
   * pulsing circle; the player taps along. Resolves with the median offset of the taps in ms,
   * rounded to the Input Latency step and clamped to its range, and applies it to this game. With
   * fewer than three usable taps, or if reset or destroyed meanwhile, it resolves with the latency
   * unchanged. The game is left ready for Play.
   */
  calibrate(): Promise<number>;
};

/**
 * How far ahead sounds are scheduled on the audio clock, in seconds. Half a second rides out a main thread stalled that long (a busy machine, a garbage collection): a sound
 * is on the audio thread before it is due. update(), mute and a new run stop what is queued; a pause
 * suspends the game's own context, which holds it (with `output`, your context plays on: a pause stops what is
 * queued on it and queues it again at the resume).
 */
export const lookAheadSeconds = 0.5;
/** How often the scheduler looks ahead, in milliseconds. */
export const schedulerMilliseconds = 25;
/** Count-in ticks before the first beat. */
const countInBeats = 4;
const judgementShowSeconds = 0.9;
/** On the audio clock: a gap this large snaps the game clock to it; smaller ones close by this share a frame. */
const resyncSeconds = 0.05;
/** Longest the clock waits for a resuming audio context before it plays on by frames. */
const resumeHoldSeconds = 0.5;
/** A sound this far behind the audio clock is still scheduled (it starts at once), never skipped. */
const schedulePastSeconds = 0.005;
const driftPull = 0.2;
const flashSeconds = 0.15;

/** Where the calibrated latency is kept per device (localStorage) unless the `storage` option names another key. */
export const latencyStorageKey = 'microloop:rhythm-clacker:latency';

function storedLatency(win: Window, key: string | false): number | null {
  if (key === false) return null;
  try {
    const text = win.localStorage?.getItem(key);
    const value = text === null || text === undefined || text === '' ? Number.NaN : Number(text);
    return Number.isFinite(value) ? clampAndSnap(latencySpec, value) : null;
  } catch {
    // Storage can be blocked (a sandboxed frame, private mode): the setting stands.
    return null;
  }
}

function storeLatency(win: Window, key: string | false, latency: number) {
  if (key === false) return;
  try {
    win.localStorage?.setItem(key, String(latency));
  } catch {
    // Not kept: the next start uses the setting.
  }
}

/** Whether the call runs inside a user gesture; where the browser cannot say, it is taken to be one. */
function inGesture(win: Window): boolean {
  const activation = (win.navigator as Navigator & { userActivation?: { isActive: boolean } }).userActivation;
  return activation ? activation.isActive : true;
}

const gradeColours: Record<Grade, string> = { Perfect: palette.cyan, Good: palette.green, Miss: palette.red };
const latencySpec = rhythmClackerParams.find((spec) => spec.key === 'latency') ?? rhythmClackerParams[3];

function signedMs(offset: number): string {
  const rounded = Math.round(offset);
  return `${rounded > 0 ? '+' : rounded < 0 ? '−' : '±'}${Math.abs(rounded)} ms`;
}

/** The end-of-run line: score, accuracy, best combo and the grade counts. */
export function summaryText(snapshot: RhythmSnapshot): string {
  const { Perfect, Good, Miss } = snapshot.counts;
  return `Score ${snapshot.score} · accuracy ${snapshot.accuracy}% · best combo ${snapshot.bestCombo} · ${Perfect} Perfect, ${Good} Good, ${Miss} Miss`;
}

/** Extra state the status line can mention besides the run. */
export type StatusExtras = {
  /** Clicks heard so far while a calibration round runs. */
  readonly calibrating?: number | null;
  /** The latency the last calibration set (ms), or 'unchanged' when it had too few taps. */
  readonly calibrated?: number | 'unchanged' | null;
  /**
   * The game's prompts in the player's hands' words (the calibration's instruction, a short
   * calibration, a stray press); touch words when left out.
   */
  readonly words?: (moment: 'calibrating' | 'calibration-short' | 'stray') => string;
};

/** "Score 1200 · combo 12 · 2× · last: Perfect", "Ready · …", "Paused · …", "Run over · …", "Calibrating: …". */
export function statusText(snapshot: RhythmSnapshot, phase: Phase, extras: StatusExtras = {}): string {
  const words = extras.words ?? ((moment: 'calibrating' | 'calibration-short' | 'stray') => promptFor(moment, 'touch'));
  if (extras.calibrating !== undefined && extras.calibrating !== null) {
    const clicks = `${words('calibrating')} (${extras.calibrating} of ${calibrationClicks})`;
    return phase === 'paused' ? `Paused · ${clicks}` : clicks;
  }
  if (phase === 'over' || snapshot.over) {
    return `Run over · Score ${snapshot.score} · accuracy ${snapshot.accuracy}% · best combo ${snapshot.bestCombo}`;
  }
  if (phase === 'ready') {
    const calibrated =
      extras.calibrated === undefined || extras.calibrated === null
        ? null
        : extras.calibrated === 'unchanged'
          ? words('calibration-short')
          : `latency calibrated to ${extras.calibrated} ms`;
    return ['Ready', snapshot.mapName, `${snapshot.bpm} BPM`, `${snapshot.notes} notes`, calibrated].filter(Boolean).join(' · ');
  }
  const play = [`Score ${snapshot.score}`, `combo ${snapshot.combo}`, `${snapshot.multiplier}×`, snapshot.last ? `last: ${snapshot.last.grade}${snapshot.last.note === null ? ` (${words('stray')})` : ''}` : null];
  return [phase === 'paused' ? 'Paused' : null, ...play].filter(Boolean).join(' · ');
}

/** Sizes of the board for a view, in CSS pixels. */
function layout(view: CanvasView) {
  const short = Math.min(view.width, view.height);
  // Whole px: a fractional size would be boxed each time it crosses to font() and the canvas.
  const textSize = Math.round(Math.max(12, Math.min(30, short * 0.075)));
  const laneHalf = Math.max(14, Math.min(60, view.height * 0.13));
  const noteRadius = laneHalf * 0.62;
  const hitX = Math.max(view.width * 0.18, laneHalf * 1.6);
  // The lane across the middle of the view (the board centred).
  const laneY = view.height * 0.5;
  return { font: textSize, laneHalf, noteRadius, hitX, laneY, farX: view.width + noteRadius };
}

type Layout = ReturnType<typeof layout>;

/** The sparks of a hit flying out from the hit line, fading as they go. */
function drawSparks(context: CanvasRenderingContext2D, sparks: readonly Spark[], { laneHalf, hitX, laneY }: Layout) {
  for (let index = 0; index < sparks.length; index++) {
    const spark = sparks[index];
    if (!spark?.active) continue;
    const life = spark.age / sparkSeconds;
    const reach = laneHalf * 2.2 * spark.speed * life;
    context.fillStyle = fade(spark.colour === 0 ? palette.cyan : palette.green, 1 - life);
    context.fillRect(Math.round(hitX + Math.cos(spark.angle) * reach) - 2, Math.round(laneY + Math.sin(spark.angle) * reach) - 2, 4, 4);
  }
}

/** Note sprites by kind: a downbeat, an offbeat, a missed note. */
const noteColours = [palette.violet, palette.pink, palette.red] as const;

/**
 * RhythmClacker's picture of a run, with what it reuses frame to frame (core/canvas-paint.ts): the layout of the
 * view, the notes as sprites at whole device pixels, the texts made again only when they change. `prompt`: the words
 * shown under the lane before the first note (the player's first press starts the song), or null.
 */
function runPainter(doc: Document) {
  const sprites = createSprites(doc);
  const scoreText = numberText((score) => `Score ${score}`);
  const comboText = numberText((combo) => `combo ${combo} · ${comboMultiplier(combo)}×`);
  const offsetText = numberText((rounded) => signedMs(rounded));
  const widths = textWidths();
  const wrap = wrappedText();
  let laid: Layout | null = null;
  let laidFor: CanvasView | null = null;
  /** The note radius and the kind of the sprite being made (sprites are made once each, by paintNote). */
  let noteRadius = 0;
  const paintNote = (sprite: CanvasRenderingContext2D, size: number, key: number) => {
    const kind = key % 3;
    const glow = Math.floor(key / 3) % 2 === 1;
    const colour = noteColours[kind] ?? palette.violet;
    const centre = size / 2;
    if (glow) {
      sprite.fillStyle = fade(colour, 0.22);
      sprite.fillRect(centre, centre - noteRadius * 0.55, noteRadius * 2.4, noteRadius * 1.1);
    }
    sprite.fillStyle = kind === 2 ? fade(colour, 0.45) : colour;
    sprite.beginPath();
    sprite.arc(centre, centre, noteRadius, 0, Math.PI * 2);
    sprite.fill();
  };

  return (context: CanvasRenderingContext2D, model: RhythmModel, view: CanvasView, gentle: boolean, prompt: string | null) => {
    if (!laid || laidFor !== view) {
      laid = layout(view);
      laidFor = view;
    }
    const { font: size, laneHalf, hitX, laneY, farX } = laid;
    const now = model.time;
    const lead = model.lead;
    /** CSS px a second of song moves a note. */
    const speed = (farX - hitX) / lead;
    const laneTop = Math.round(laneY - laneHalf);
    const laneHeight = Math.round(laneHalf * 2);

    context.fillStyle = palette.background;
    context.fillRect(0, 0, view.width, view.height);
    context.fillStyle = palette.surface;
    context.fillRect(0, laneTop, view.width, laneHeight);

    // Beat lines, so the pulse is visible between notes.
    const beat = 60 / model.bpm;
    context.fillStyle = palette.line;
    for (let k = Math.ceil((now - 0.3) / beat), last = Math.floor((now + lead) / beat); k <= last; k++) {
      context.fillRect(Math.round(hitX + (k * beat - now) * speed), laneTop, 1, laneHeight);
    }

    // The hit line and its target ring; a brief glow after a hit (never with reduced motion).
    const lastJudgement = model.last;
    const sinceLast = lastJudgement ? now - lastJudgement.time : Number.POSITIVE_INFINITY;
    if (!gentle && lastJudgement && lastJudgement.grade !== 'Miss' && sinceLast >= 0 && sinceLast < flashSeconds) {
      context.fillStyle = fade(gradeColours[lastJudgement.grade], 0.35 * (1 - sinceLast / flashSeconds));
      context.beginPath();
      context.arc(hitX, laneY, laid.noteRadius * 1.6, 0, Math.PI * 2);
      context.fill();
    }
    context.fillStyle = palette.text;
    context.fillRect(Math.round(hitX) - 1, laneTop - 4, 2, laneHeight + 8);
    context.strokeStyle = palette.muted;
    context.lineWidth = 2;
    context.beginPath();
    context.arc(Math.round(hitX), Math.round(laneY), Math.round(laid.noteRadius * 1.15), 0, Math.PI * 2);
    context.stroke();

    // Notes on screen, from just past the hit line to the far edge: sprites at whole device pixels.
    sprites.fit(view);
    noteRadius = laid.noteRadius;
    const spriteSize = Math.ceil(noteRadius * 5) + 2;
    const ratio = view.ratio;
    const noteY = Math.round(laneY * ratio);
    const lastVisible = now + lead * 1.05;
    context.save();
    context.setTransform(1, 0, 0, 1, 0, 0);
    for (let index = model.firstNoteFrom(now - 0.6); index < model.notes.length; index++) {
      const note = model.notes[index];
      if (!note || note.time > lastVisible) break;
      if (note.grade === 'Perfect' || note.grade === 'Good') continue;
      const missed = note.grade === 'Miss';
      const kind = missed ? 2 : Number.isInteger(note.beat) ? 0 : 1;
      const key = kind + (gentle || missed ? 0 : 3) + Math.round(noteRadius * 100) * 6;
      sprites.stamp(context, key, spriteSize, Math.round((hitX + (note.time - now) * speed) * ratio), noteY, paintNote);
    }
    context.restore();

    if (!gentle) drawSparks(context, model.sparks, laid);

    // Score, combo and the last judgement: the combo beside the score, or under it where both do not fit; the HUD inside
    // the screen's safe area (a host's canvas over a whole phone screen has the notch over its corners).
    const pad = Math.round(Math.max(8, Math.min(view.width, view.height) * 0.04));
    context.save();
    const hud = intoSafeArea(context, view);
    context.textBaseline = 'top';
    const bold = font(700, size);
    context.textAlign = 'left';
    context.fillStyle = palette.text;
    const score = scoreText(model.score);
    const combo = comboText(model.combo);
    const beside = widths(context, bold, score) + size + widths(context, bold, combo) <= hud.width - 2 * pad;
    context.font = bold;
    fitText(context, score, pad, pad, hud.width - 2 * pad);
    context.textAlign = 'right';
    context.fillStyle = model.combo > 0 ? palette.amber : palette.muted;
    fitText(context, combo, hud.width - pad, beside ? pad : Math.round(pad + size * 1.2), hud.width - 2 * pad);
    context.restore();

    if (lastJudgement && sinceLast < judgementShowSeconds) {
      const textX = Math.round(Math.max(hitX, view.width * 0.22));
      context.textAlign = 'center';
      context.textBaseline = 'bottom';
      context.fillStyle = gradeColours[lastJudgement.grade];
      context.font = font(700, size);
      const judgementWidth = 2 * Math.min(textX, view.width - textX) - 2;
      fitText(context, lastJudgement.grade, textX, laneTop - 8, judgementWidth);
      context.textBaseline = 'top';
      context.font = font(500, Math.max(12, Math.round(size * 0.7)));
      context.fillStyle = palette.muted;
      fitText(context, offsetText(Math.round(lastJudgement.offsetMs)), textX, laneTop + laneHeight + 8, judgementWidth);
    }

    context.save();
    const below = intoSafeArea(context, view);
    const bottom = Math.round(below.height - pad - 6);
    context.textAlign = 'center';
    context.textBaseline = 'bottom';
    const small = font(500, Math.max(12, Math.round(size * 0.7)));
    context.fillStyle = palette.muted;
    if (model.over) {
      const snapshot = model.snapshot();
      context.fillStyle = palette.text;
      wrap(context, small, `Run over · accuracy ${snapshot.accuracy}% · best combo ${snapshot.bestCombo}`, Math.round(below.width / 2), bottom, below.width - 2 * pad, size);
    } else if (prompt) {
      wrap(context, small, prompt, Math.round(below.width / 2), bottom, below.width - 2 * pad, size);
    }
    context.restore();
    context.fillStyle = palette.line;
    context.fillRect(0, view.height - 3, view.width, 3);
    context.fillStyle = palette.violet;
    context.fillRect(0, view.height - 3, Math.round(view.width * model.progress), 3);
  };
}

/** The calibration round's picture, with what it reuses frame to frame: its texts and the wrapped instruction. */
function calibrationPainter() {
  const heardText = numberText((heard) => `${heard} of ${calibrationClicks}`);
  const wrap = wrappedText();
  /** `instruction`: what to do, in the words of the player's hands. */
  return (context: CanvasRenderingContext2D, round: CalibrationRound, view: CanvasView, gentle: boolean, instruction: string) => {
    const { font: size } = layout(view);
    context.fillStyle = palette.background;
    context.fillRect(0, 0, view.width, view.height);
    const radius = Math.min(view.width, view.height) * 0.16;
    const since = round.sinceClick;
    const pulse = since >= 0 && since < 0.25 ? 1 - since / 0.25 : 0;
    const cx = view.width / 2;
    const cy = view.height * 0.52;
    // Reduced motion: a steady circle that only brightens on each click, in two gentle steps.
    context.globalAlpha = gentle ? (pulse > 0 ? 0.7 : 0.35) : 0.35 + 0.6 * pulse;
    context.fillStyle = palette.violet;
    context.beginPath();
    context.arc(cx, cy, gentle ? radius : radius * (1 + 0.3 * pulse), 0, Math.PI * 2);
    context.fill();
    context.globalAlpha = 1;
    context.fillStyle = palette.text;
    context.textAlign = 'center';
    context.textBaseline = 'middle';
    const pad = Math.round(Math.max(8, Math.min(view.width, view.height) * 0.04));
    context.font = font(700, size * 1.3);
    fitText(context, heardText(round.clicksHeard), cx, cy, view.width - 2 * pad);
    // The instruction wraps on a portrait phone (one line would run off both sides of a 320-px canvas).
    context.textBaseline = 'top';
    const instructionSize = Math.max(12, size * 0.8);
    wrap(context, font(600, instructionSize), instruction, cx, Math.max(8, view.height * 0.06), view.width - 2 * pad, instructionSize * 1.25);
  };
}

/**
 * Plays RhythmClacker on a <canvas>: notes scroll toward the hit line in time with synthesised
 * clacks; Space, Enter, a click or a tap judges the nearest note as Perfect, Good or Miss.
 *
 * `values` may be partial or out of range: every value is clamped to its range and snapped to its
 * step, one that is not a number or a missing one takes its default. Sound starts only after a user gesture (start() from a
 * click, or the first press); without Web Audio the game plays silently by a visual clock.
 * On the canvas the game writes role, aria-label and tabindex (each when the host gave none), its width and height (and,
 * where its box follows those attributes, a CSS width and height or aspect-ratio that holds it at its laid-out size),
 * the custom properties --microloop-safe-top, -right, -bottom and -left (the screen's safe-area insets), and the style touch-action (none while a run plays or after it ends: a drag on the canvas plays instead of scrolling
 * the page, and a finger starts the next run at once; while the game waits for its first run or is paused, the host's
 * own, inline or from its stylesheet, else manipulation: a finger scrolls the page past it, and a tap starts it on
 * its release); destroy() gives each back.
 */
export function createGame(surface: HTMLCanvasElement, values: Settings<RhythmClackerKey> | null = {}, options: RhythmClackerOptions | null = {}): RhythmClackerHandle {
  options ??= {}; // null is no options, as undefined is
  const customMap = options.beatMap === undefined || options.beatMap === null ? null : readBeatMap(options.beatMap);
  const win = surface.ownerDocument?.defaultView ?? window;
  const storage = options.storage === false ? false : typeof options.storage === 'string' && options.storage ? options.storage : latencyStorageKey;
  // This device's calibration, when one was made, plays unless the host gave a latency of its own (null gives none).
  const given = typeof values === 'object' && values !== null ? values : {};
  const calibratedLatency = given.latency === undefined || given.latency === null ? storedLatency(win, storage) : null;
  const setup = gameSetup(rhythmClackerParams, calibratedLatency === null ? values : { ...given, latency: calibratedLatency }, options, 'RhythmClacker');
  let current: RhythmClackerValues = setup.values;
  const model = new RhythmModel(current, setup.seed, customMap);
  const audio = new ClackAudio(win, options.muted ?? false, options.output ?? null);
  // Your own context needs no press of the player's to start: the game joins it at once (it runs if yours does).
  if (options.output) audio.wake();
  const drawRun = runPainter(surface.ownerDocument);
  const drawCalibration = calibrationPainter();
  /** A judgement to the host, its outcome as `result` as every game names it (the copy is made only for a listener). */
  const judged = (judgement: Judgement) => options.onJudged?.({ ...judgement, result: judgement.grade });

  /** Song seconds from the first beat (or round seconds during calibration). */
  let songTime = model.time;
  /** Audio time of song time 0 while the audio clock drives the game. */
  let anchor: number | null = null;
  /** performance.now() of the last step, to place taps between frames on the visual clock. */
  let lastStepAt = 0;
  let nextNote = 0;
  let nextTick = 0;
  let nextClick = 0;
  /** Seconds the clock has held for a resuming audio context. */
  let held = 0;
  /** A user gesture was heard since the game was made (or start() ran inside one): sound may begin. */
  let gestured = false;
  /** The status last read said the run waits for the press that lets sound start. */
  let saidWaiting = false;
  const statusNow = { sayStatus: true } as const;
  let isRunning = false;
  let destroyed = false;
  let scheduler: ReturnType<typeof setInterval> | null = null;
  let round: CalibrationRound | null = null;
  let finishRound: ((latency: number) => void) | null = null;
  let roundPromise: Promise<number> | null = null;
  let calibrated: number | 'unchanged' | null = null;
  // Assigned right after runCanvasGame returns; the scene uses it only from a later frame.
  let base: GameHandle<RhythmClackerKey> | null = null;

  function firstTick(): number {
    const beat = 60 / model.bpm;
    return Math.max(-countInBeats, Math.ceil(model.startTime / beat - 1e-9));
  }

  /** Points the sound pointers at the first sound at or after song time `time`. */
  function rewindSounds(time: number) {
    nextNote = model.firstNoteFrom(time);
    const beat = 60 / model.bpm;
    nextTick = Math.max(firstTick(), Math.ceil(time / beat - 1e-9));
    nextClick = round ? round.clickTimes.filter((click) => click < time).length : 0;
  }

  function restartClock(time: number) {
    // What is queued belongs to the run or round before.
    audio.silence();
    songTime = time;
    anchor = null;
    rewindSounds(time);
  }

  /** The song time the audio clock schedules at now (ahead of what is heard), or the game clock without it. */
  function scheduledNow(): number {
    return anchor !== null && audio.running ? audio.now - anchor : songTime;
  }

  /** Whether sound is on its way: a context exists and is not muted, so pointers wait for its clock. */
  function soundExpected() {
    return audio.started && !audio.isMuted;
  }

  /**
   * No note is due before audio can sound: a run started outside a user gesture (autoStart, a timer) holds at
   * its first moment until the first input lets the browser start the sound. `look`: ask the context (which marks
   * it ran); else what was last seen of it, for the status, which must not change what it reports.
   */
  function waitingForSound(look = true) {
    return !gestured && audio.possible && !(look ? audio.hasRun : audio.seenRunning);
  }

  /** Schedules every sound due before now + lookAheadSeconds; on the visual clock it only moves past them. */
  function schedule() {
    // Until the audio clock is anchored (a start, a resume) nothing is passed over: the sounds wait for it.
    if (soundExpected() && (anchor === null || !audio.running)) return;
    const audible = audio.running && anchor !== null && !audio.isMuted;
    const now = audible && anchor !== null ? audio.now - anchor : songTime;
    const horizon = now + lookAheadSeconds;
    const play = (sound: ClackSound, time: number) => {
      // Sounds already behind the clock are skipped, never played late.
      if (audible && anchor !== null && time >= now - schedulePastSeconds) audio.play(sound, time + anchor);
    };
    if (round) {
      for (let click = round.clickTimes[nextClick]; click !== undefined && click < horizon; click = round.clickTimes[++nextClick]) play('click', click);
      return;
    }
    for (let note = model.notes[nextNote]; note && note.time < horizon; note = model.notes[++nextNote]) {
      play(Number.isInteger(note.beat) ? 'downbeat' : 'offbeat', note.time);
    }
    const beat = 60 / model.bpm;
    const lastBeat = Math.floor(model.notes.at(-1)?.beat ?? 0);
    while (nextTick <= lastBeat && nextTick * beat < horizon) {
      play('tick', nextTick * beat);
      nextTick++;
    }
  }

  /**
   * Reads the game clock: what the listener hears of the audio clock while it runs, else real frame
   * seconds. While a context resumes the clock holds (up to resumeHoldSeconds), so no note passes unheard.
   */
  function tickClock(seconds: number) {
    if (waitingForSound()) return;
    if (audio.running && anchor === null) {
      // The audio clock takes over: song time `songTime` is scheduled now and heard an output delay
      // later; the heard clock below holds the notes still until then.
      songTime += Math.max(0, seconds);
      anchor = audio.now - songTime;
      held = 0;
    } else if (audio.running && anchor !== null) {
      // Frames move the clock smoothly; each frame pulls it a share of the way to the heard clock,
      // and a large gap (a stall, a coarse clock) snaps to it. It never runs backwards.
      const heard = audio.heardAt(win.performance.now(), win.performance.now()) - anchor;
      const predicted = songTime + Math.max(0, seconds);
      const drift = heard - predicted;
      songTime = Math.max(songTime, Math.abs(drift) > resyncSeconds ? heard : predicted + drift * driftPull);
    } else if (soundExpected() && held < resumeHoldSeconds) {
      held += Math.max(0, seconds);
    } else {
      if (anchor !== null) {
        // The audio clock stopped answering: what is queued on it no longer matches the song.
        audio.silence();
        rewindSounds(songTime);
      }
      anchor = null;
      songTime += Math.max(0, seconds);
    }
  }

  /** Song time of a press that happened at performance time `eventTime` (the event's timeStamp): what was heard then. */
  function tapTime(eventTime: number): number {
    const now = win.performance.now();
    if (audio.running && anchor !== null) return audio.heardAt(Math.min(eventTime, now), now) - anchor;
    return songTime + Math.min(Math.max(0, (eventTime - lastStepAt) / 1000), maxFrameSeconds);
  }

  function stopScheduler() {
    if (scheduler !== null) clearInterval(scheduler);
    scheduler = null;
  }

  function endRound(latency: number) {
    const resolve = finishRound;
    round = null;
    finishRound = null;
    roundPromise = null;
    resolve?.(latency);
  }

  function completeRound(finished: CalibrationRound) {
    const measured = finished.measured();
    const latency = measured === null ? current.latency : clampAndSnap(latencySpec, measured);
    calibrated = measured === null ? 'unchanged' : latency;
    if (measured !== null) storeLatency(win, storage, latency);
    // Through the handle, so a later update() of other settings keeps it.
    base?.update({ latency });
    endRound(latency);
    base?.reset();
  }

  // The first run opens with its count-in ticks.
  rewindSounds(songTime);

  const handle = runCanvasGame<RhythmClackerKey>(
    surface,
    options,
    ({ prompt, destroyed: gone }) => ({
      keys: [' ', 'Enter'],
      // Each finger judges a note: a second landing while the first is down plays the next one.
      everyPointer: true,
      step(seconds) {
        lastStepAt = win.performance.now();
        tickClock(seconds);
        // The run that waited for the press letting sound start has begun for the player (a key, a tap, start() in a
        // gesture, or its context running): its status is said now, not at the status's next pace a second on.
        const begun = saidWaiting && !waitingForSound(false);
        if (begun) saidWaiting = false;
        // One object made once, not one a frame (a frame of play allocates nothing it need not).
        const said = begun ? statusNow : undefined;
        if (round) {
          round.advanceTo(songTime);
          schedule();
          if (round.done) completeRound(round);
          return said;
        }
        const before = model.score;
        // An indexed loop: V8 kept a for-of's iterator on the heap every frame.
        const missed = model.advanceTo(songTime);
        // A host that destroys the game in onJudged hears nothing after it.
        for (let index = 0; index < missed.length && !gone(); index++) judged(missed[index] as Judgement);
        schedule();
        if (model.over) return { ...said, score: model.score, ended: { score: model.score, text: summaryText(model.snapshot()) } };
        return model.score !== before ? { ...said, score: model.score } : said;
      },
      draw(context, view, gentle) {
        if (round) drawCalibration(context, round, view, gentle, prompt('calibrating'));
        else drawRun(context, model, view, gentle, (!isRunning || waitingForSound()) && model.time <= model.startTime ? prompt('start') : null);
      },
      status(phase) {
        const extras = { calibrating: round ? round.clicksHeard : null, calibrated, words: prompt };
        // A run waiting for the press that lets sound start is, to the player, not yet begun: the canvas shows the
        // start prompt, and the status says it too (a screen reader heard a running score and no way to start).
        if (phase === 'running' && !round && waitingForSound(false) && model.time <= model.startTime) {
          saidWaiting = true;
          return `${statusText(model.snapshot(), 'ready', extras)} · ${prompt('start')}`;
        }
        return statusText(model.snapshot(), phase, extras);
      },
      gesture() {
        gestured = true;
        // A press or a release is the gesture that lets sound start (touch browsers count the release).
        audio.wake();
      },
      input(event) {
        // The press that lets sound begin (gesture() follows it) starts the song and is not judged.
        if (event.type !== 'press' || waitingForSound()) return;
        const time = tapTime(event.time);
        if (round) {
          round.tap(time);
          return;
        }
        const before = model.score;
        const judgement = model.tap(time);
        if (!judgement) return;
        judged(judgement);
        return model.score !== before ? { score: model.score } : undefined;
      },
      reset(seed) {
        // A reset during a calibration round ends it with the latency unchanged.
        if (round) endRound(current.latency);
        model.reset(seed);
        restartClock(model.time);
      },
      update(next) {
        const previousMap = model.map;
        const previousBpm = model.bpm;
        const previousStart = model.startTime;
        const atStart = model.time <= previousStart;
        const scoreBefore = model.score;
        current = next;
        model.update(current);
        // Sounds already scheduled were placed for the old values.
        const startsOver = model.map !== previousMap || model.bpm !== previousBpm || atStart;
        if (startsOver) audio.silence();
        else audio.silenceQueued();
        if (startsOver) {
          // A new map or tempo starts the song over (no old clack sounds on), as does a new lead time before the first note.
          model.reset();
          if (!round) restartClock(model.time);
          return scoreBefore !== 0 ? { score: 0 } : undefined;
        } else if (!round) {
          // The song goes on at the same moment on the same anchor: the sounds just silenced are
          // scheduled again at once, from the audio clock's present, so none is dropped or moved.
          // A clack already sounding rings on and is not started again.
          rewindSounds(scheduledNow());
          if (isRunning) schedule();
        }
      },
      running(on) {
        isRunning = on;
        held = 0;
        // The calibration note on the Ready line has been read once a run is under way.
        if (on && !round) calibrated = null;
        if (on) {
          lastStepAt = win.performance.now();
          // Sounds silenced while paused (a context that would not suspend) are queued again from where it stopped.
          if (!audio.queued && anchor !== null) rewindSounds(audio.now - anchor);
          audio.resume();
          stopScheduler();
          // The look-ahead scheduler: sounds are queued on the audio clock even when frames are late.
          scheduler = setInterval(schedule, schedulerMilliseconds);
        } else {
          stopScheduler();
          // The suspended audio clock stands still with the song, so the anchor holds across a pause and what
          // is queued plays on time after the resume. Stopping it here instead would lose the clacks due
          // before the context actually suspends (it does so a few ms to tens of ms later).
          audio.suspend();
          // The host's context (output) runs on through the pause: the song is anchored again when play goes on.
          if (audio.shared) restartClock(songTime);
        }
      },
      destroy() {
        destroyed = true;
        stopScheduler();
        if (round) endRound(current.latency);
        audio.close();
      },
    }),
    setup,
  );
  base = handle;

  /** The host's pause() holds the game (until its start()): a calibrate() then waits for that start(). */
  let hostHolds = false;
  return {
    ...handle,
    pause() {
      hostHolds = true;
      handle.pause();
    },
    start() {
      hostHolds = false;
      // Play is a user gesture: the one moment a browser lets sound begin (a start outside one waits for the first input).
      if (!destroyed) {
        if (inGesture(win)) gestured = true;
        audio.wake();
      }
      handle.start();
    },
    update(next) {
      handle.update(next);
    },
    setMuted(muted) {
      audio.setMuted(muted);
      if (muted || !isRunning) return;
      audio.wake();
      // While muted the scheduler moved past a look-ahead of sounds it did not play: they are queued again.
      rewindSounds(scheduledNow());
      schedule();
    },
    calibrate() {
      if (destroyed) return Promise.resolve(current.latency);
      if (roundPromise) return roundPromise;
      handle.reset();
      calibrated = null;
      const fresh = new CalibrationRound();
      round = fresh;
      restartClock(fresh.time);
      roundPromise = new Promise<number>((resolve) => {
        finishRound = resolve;
      });
      const promise = roundPromise;
      if (inGesture(win)) gestured = true;
      audio.wake();
      // Under the host's pause the round waits, held and said so, for its start() (review 31: it ended the host's hold).
      if (!hostHolds) handle.start();
      return promise;
    },
  };
}

export { rhythmClackerParams as params } from './params';
export type { RhythmSnapshot } from './model';
export { RhythmModel } from './model';

/** RhythmClacker's rules as createModel returns them: the common members and its input. */
export type RhythmClackerRules = Rules<RhythmModel> & {
  /** Judges a tap at `songTime` (song seconds from the first beat: the moment the player heard), now when left out or null; null when it judges nothing. */
  readonly tap: (songTime?: number | null) => Judgement | null;
  /** Moves the song to `songTime` (an audio clock of your own) and returns the notes missed on the way. */
  readonly advanceTo: (songTime: number) => Judgement[];
};

/**
 * The rules alone, for a renderer, loop and audio clock of your own (Phaser, PixiJS, Node): no DOM.
 * `values` is read as createGame reads it; `beatMap` replaces the built-in map as in createGame.
 * `step(seconds)` moves the song on and returns the notes missed on the way, `tap(songTime)` judges a
 * tap (song seconds from the first beat; pass the moment the player heard, see the README's timing
 * model), `snapshot()` reads out the score and the numbers a HUD shows (for a HUD or debugging; not a save: the random
 * generator's state is not in it, and there is no restore), and `state.notes` holds every note's song time.
 * Every member works unbound (`const { step } = rules`).
 */
export function createModel(values: Settings<RhythmClackerKey> | null = {}, seed?: number | null, beatMap?: BeatMap | string | null): RhythmClackerRules {
  const seeding = rulesSeed(seed);
  const model = new RhythmModel(readValues(rhythmClackerParams, values, 'RhythmClacker'), seeding.seed, beatMap === undefined || beatMap === null ? null : readBeatMap(beatMap));
  return { ...rulesOf(model, seeding), tap: (songTime) => model.tap(songTime ?? undefined), advanceTo: (songTime) => model.advanceTo(songTime) };
}
