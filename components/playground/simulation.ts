import { sliderSpecs, type SettingKey, type SliderSpec } from '@/content/playground';

export type Settings = Readonly<Record<SettingKey, number>>;

export const settingKeys = sliderSpecs.map((spec) => spec.key);

export const defaultSettings: Settings = Object.fromEntries(
  sliderSpecs.map((spec) => [spec.key, spec.defaultValue]),
) as Record<SettingKey, number>;

export function specFor(key: SettingKey): SliderSpec {
  const spec = sliderSpecs.find((candidate) => candidate.key === key);
  if (!spec) throw new Error(`No slider spec for ${key}`);
  return spec;
}

/** The value as shown beside its slider: "9.8 m/s²", "5x", "0.7", "50". */
export function formatSettingValue(spec: SliderSpec, value: number): string {
  if (!spec.unit) return String(value);
  return spec.unit === 'x' ? `${value}x` : `${value} ${spec.unit}`;
}

/** Whether the setting only takes whole numbers (an int in the engine exports). */
export function isWholeSetting(spec: SliderSpec): boolean {
  return Number.isInteger(spec.step) && Number.isInteger(spec.min);
}

function decimalsOf(step: number) {
  const [, fraction = ''] = String(step).split('.');
  return fraction.length;
}

/** Clamps a value into the slider's range and snaps it to the slider's step (no float dust). */
export function clampAndSnap(spec: SliderSpec, value: number): number {
  const clamped = Math.min(spec.max, Math.max(spec.min, value));
  const snapped = spec.min + Math.round((clamped - spec.min) / spec.step) * spec.step;
  return Number(Math.min(spec.max, snapped).toFixed(decimalsOf(spec.step)));
}

const plainNumber = /^[+-]?(?:\d+\.?\d*|\.\d+)$/;

/** Reads settings from a query string; a missing or malformed value falls back to its default. */
export function parseSettings(search: string | URLSearchParams): Settings {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const settings = { ...defaultSettings };
  for (const spec of sliderSpecs) {
    const raw = params.get(spec.key)?.trim();
    if (raw && plainNumber.test(raw)) settings[spec.key] = clampAndSnap(spec, Number(raw));
  }
  return settings;
}

/** `gravity=12.5&bounciness=0.4&speed=3&density=80`, in slider order. */
export function serializeSettings(settings: Settings): string {
  return new URLSearchParams(sliderSpecs.map((spec) => [spec.key, String(settings[spec.key])])).toString();
}

export function isDefaultSettings(settings: Settings): boolean {
  return sliderSpecs.every((spec) => settings[spec.key] === spec.defaultValue);
}

/** The shareable address of the playground with these settings. */
export function playgroundLink(origin: string, pathname: string, settings: Settings): string {
  return `${origin}${pathname}?${serializeSettings(settings)}`;
}

/** SPEC.md §9: number of particles shown = Particle Density ÷ 5. */
export function particleCount(density: number): number {
  return Math.max(1, Math.round(density / 5));
}

/** Below this a drop is a blur: the spec's (15 − gravity) would reach 0 at gravity 15. */
export const minFallSeconds = 0.35;
/** Gravity above 14 still shortens the fall a little instead of flattening at once. */
const minGravityHeadroom = 1;
/** ± share of randomness around the spec's fall duration. */
export const fallJitter = 0.15;

/** SPEC.md §9: fall duration = (15 − gravity) ÷ speed, kept above a visible minimum. */
export function baseFallDuration(gravity: number, speed: number): number {
  const headroom = Math.max(15 - gravity, minGravityHeadroom);
  return Math.max(headroom / Math.max(speed, 0.1), minFallSeconds);
}

/** The fall duration with randomness: `random` in [0, 1) moves it up to ±15 %. */
export function fallDuration(gravity: number, speed: number, random: number): number {
  const jitter = 1 + fallJitter * (2 * random - 1);
  return Math.max(baseFallDuration(gravity, speed) * jitter, minFallSeconds);
}

/** A small deterministic PRNG (mulberry32): particle paths are reproducible from a seed. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function particleSeed(run: number, id: number, cycle: number): number {
  return (Math.imul(run + 1, 73856093) ^ Math.imul(id + 1, 19349663) ^ Math.imul(cycle + 1, 83492791)) >>> 0;
}

/** The Plinko cabinet, as fractions of the stage: staggered peg rows and the floor line. */
export const pegField = {
  rows: 7,
  columns: 10,
  top: 0.17,
  rowGap: 0.085,
  floor: 0.92,
  pegRadius: 3.5,
} as const;

export type Peg = { readonly cx: number; readonly cy: number };

/** Peg centres as fractions of the stage width and height; odd rows sit between even rows' pegs. */
export function pegPositions(): Peg[] {
  const pegs: Peg[] = [];
  const { rows, columns, top, rowGap } = pegField;
  for (let row = 0; row < rows; row += 1) {
    const odd = row % 2 === 1;
    const count = odd ? columns - 1 : columns;
    for (let column = 0; column < count; column += 1) {
      pegs.push({ cx: (odd ? column + 1 : column + 0.5) / columns, cy: top + row * rowGap });
    }
  }
  return pegs;
}

export type Easing = 'linear' | 'easeIn' | 'easeOut' | 'easeInOut';

/** Keyframes of one particle's drop, in pixels of the stage, for one loop. */
export type ParticlePath = {
  x: number[];
  y: number[];
  opacity: number[];
  /** Keyframe offsets in [0, 1], shared by x, y and opacity. */
  times: number[];
  xEase: Easing[];
  yEase: Easing[];
  /** Seconds for one loop, and seconds to wait before it starts. */
  duration: number;
  delay: number;
  /** How high the first rebound rises, in pixels (0 without bounciness). */
  rebound: number;
};

type PathOptions = {
  settings: Settings;
  width: number;
  height: number;
  random: () => number;
  /** The first loop of a particle starts at a random point so the stage fills evenly. */
  firstLoop?: boolean;
  reducedMotion?: boolean;
};

const particleRadius = 5;
/** A rebound of bounciness 1 rises this share of the drop height. */
const reboundShare = 0.32;
const maxBounces = 3;

/**
 * One Plinko drop: the particle falls (accelerating) through the peg rows, deflects half a
 * peg gap left or right at each row, then bounces on the floor with a rebound proportional
 * to Bounciness and fades out.
 */
export function particlePath({ settings, width, height, random, firstLoop = false, reducedMotion = false }: PathOptions): ParticlePath {
  const fall = fallDuration(settings.gravity, settings.speed, random());
  const { rows, columns, top, rowGap, floor, pegRadius } = pegField;
  const gap = 1 / columns;
  const lane = 3 + Math.floor(random() * (columns - 6));
  const startX = (lane + 0.5) * gap;
  const spawnY = -2 * particleRadius;
  const floorY = floor * height - particleRadius;
  const drop = floorY - spawnY;

  if (reducedMotion) {
    // Gentle: a slow, straight glide with no bounce; the stage still shows it moving.
    const duration = Math.max(fall * 3, 4);
    const x = startX * width;
    return {
      x: [x, x, x, x],
      y: [spawnY, top * height, floorY, floorY],
      opacity: [0, 1, 1, 0],
      times: [0, 0.15, 0.85, 1],
      xEase: ['linear', 'linear', 'linear'],
      yEase: ['linear', 'linear', 'linear'],
      duration,
      delay: (firstLoop ? random() : random() * 0.25) * duration,
      rebound: 0,
    };
  }

  const x: number[] = [startX * width];
  const y: number[] = [spawnY];
  const seconds: number[] = [0];
  const xEase: Easing[] = [];
  const yEase: Easing[] = [];

  // Free fall from rest: the time to fall a distance d grows with √d.
  const fallTime = (distance: number) => fall * Math.sqrt(Math.max(distance, 0) / drop);

  let column = startX;
  for (let row = 0; row < rows; row += 1) {
    const contactY = (top + row * rowGap) * height - pegRadius - particleRadius;
    x.push(column * width);
    y.push(contactY);
    seconds.push(fallTime(contactY - spawnY));
    xEase.push('easeOut');
    yEase.push('easeIn');
    const step = random() < 0.5 ? -gap / 2 : gap / 2;
    const next = column + step;
    column = next < gap / 2 || next > 1 - gap / 2 ? column - step : next;
  }

  x.push(column * width);
  y.push(floorY);
  seconds.push(fall);
  xEase.push('easeOut');
  yEase.push('easeIn');

  const drift = (random() < 0.5 ? -1 : 1) * gap * 0.25 * width;
  const firstRebound = settings.bounciness * reboundShare * drop;
  let rebound = firstRebound;
  let elapsed = fall;
  let landedX = column * width;
  for (let bounce = 0; bounce < maxBounces && rebound >= 2; bounce += 1) {
    const half = fallTime(rebound);
    landedX += drift * settings.bounciness;
    x.push(landedX - (drift * settings.bounciness) / 2, landedX);
    y.push(floorY - rebound, floorY);
    seconds.push(elapsed + half, elapsed + 2 * half);
    xEase.push('linear', 'linear');
    yEase.push('easeOut', 'easeIn');
    elapsed += 2 * half;
    rebound *= settings.bounciness * reboundShare * 1.6;
  }

  const settle = Math.max(fall * 0.18, 0.12);
  x.push(landedX);
  y.push(floorY);
  seconds.push(elapsed + settle);
  xEase.push('linear');
  yEase.push('linear');

  const duration = elapsed + settle;
  const opacity = y.map((_, index) => (index === 0 || index === y.length - 1 ? 0 : 1));
  return {
    x: x.map(round),
    y: y.map(round),
    opacity,
    times: seconds.map((second) => Number((second / duration).toFixed(4))),
    xEase,
    yEase,
    duration,
    delay: (firstLoop ? random() : random() * 0.25) * duration,
    rebound: round(firstRebound),
  };
}

function round(value: number) {
  return Math.round(value * 10) / 10;
}
