import { fallSeconds, minFallSeconds, type PhysicsDropperValues } from '@/lib/mechanics/physics-dropper/params';

/** ± share of randomness around the spec's fall duration. */
export const fallJitter = 0.15;

/** The fall duration with randomness: `random` in [0, 1) moves it up to ±15 %. */
export function fallDuration(gravity: number, speed: number, random: number): number {
  const jitter = 1 + fallJitter * (2 * random - 1);
  return Math.max(fallSeconds(gravity, speed) * jitter, minFallSeconds);
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

type Easing = 'linear' | 'easeIn' | 'easeOut';

/** Quadratic easings: free fall covers distance with t², a rebound slows the same way. */
const easings: Record<Easing, (u: number) => number> = {
  linear: (u) => u,
  easeIn: (u) => u * u,
  easeOut: (u) => 1 - (1 - u) * (1 - u),
};

/** Keyframes of one particle's drop, in pixels of the stage, for one loop (linear between keyframes). */
export type ParticlePath = {
  x: number[];
  y: number[];
  opacity: number[];
  /** Keyframe offsets in [0, 1], shared by x, y and opacity. */
  times: number[];
  /** Seconds for one loop, and seconds to wait before the first loop starts (staggers a fresh run). */
  duration: number;
  delay: number;
  /** Seconds at the end of each loop when the particle is invisible: the safe moment to swap its path. */
  rest: number;
  /** How high the first rebound rises, in pixels (0 without bounciness). */
  rebound: number;
};

type PathOptions = {
  settings: PhysicsDropperValues;
  width: number;
  height: number;
  random: () => number;
  /** The first loop of a particle starts at a random point so the stage fills evenly. */
  firstLoop?: boolean;
  reducedMotion?: boolean;
};

type Waypoint = { x: number; y: number; second: number; opacity: number; xEase: Easing; yEase: Easing };

const particleRadius = 6;
/** The pegs take energy on the way down: the ball meets the floor as if dropped from this share of the height. */
const floorImpactShare = 0.5;
const maxBounces = 3;
/** Keyframes per segment: x and y ease differently, so each segment is sampled into a curve. */
const samplesPerSegment = 4;

/**
 * Turns waypoints (each reached with its own x and y easing) into linear keyframes of one
 * transform, so a particle is a single composited element with one transform animation.
 */
function sampleWaypoints(waypoints: Waypoint[]) {
  const [first] = waypoints;
  if (!first) return { x: [], y: [], opacity: [], seconds: [] };
  const x = [first.x];
  const y = [first.y];
  const opacity = [first.opacity];
  const seconds = [first.second];
  waypoints.slice(1).forEach((to, index) => {
    const from = waypoints[index] ?? to;
    for (let sample = 1; sample <= samplesPerSegment; sample += 1) {
      const u = sample / samplesPerSegment;
      x.push(from.x + (to.x - from.x) * easings[to.xEase](u));
      y.push(from.y + (to.y - from.y) * easings[to.yEase](u));
      opacity.push(from.opacity + (to.opacity - from.opacity) * u);
      seconds.push(from.second + (to.second - from.second) * u);
    }
  });
  return { x, y, opacity, seconds };
}

/**
 * One Plinko drop: the particle falls (accelerating) through the peg rows, deflects half a
 * peg gap left or right at each row, then bounces on the floor (each rebound keeping
 * Bounciness of its speed) and fades out.
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
    const x = round(startX * width);
    return {
      x: [x, x, x, x, x],
      y: [spawnY, round(top * height), round(floorY), round(floorY), round(floorY)],
      opacity: [0, 1, 1, 0, 0],
      times: [0, 0.15, 0.8, 0.9, 1],
      duration,
      delay: firstLoop ? random() * duration : 0,
      rest: 0.1 * duration,
      rebound: 0,
    };
  }

  // Free fall from rest: the time to fall a distance d grows with √d.
  const fallTime = (distance: number) => fall * Math.sqrt(Math.max(distance, 0) / drop);
  const waypoints: Waypoint[] = [{ x: startX * width, y: spawnY, second: 0, opacity: 0, xEase: 'linear', yEase: 'linear' }];
  const falling = (x: number, y: number, second: number) => waypoints.push({ x, y, second, opacity: 1, xEase: 'easeOut', yEase: 'easeIn' });

  let column = startX;
  for (let row = 0; row < rows; row += 1) {
    const contactY = (top + row * rowGap) * height - pegRadius - particleRadius;
    falling(column * width, contactY, fallTime(contactY - spawnY));
    const step = random() < 0.5 ? -gap / 2 : gap / 2;
    const next = column + step;
    column = next < gap / 2 || next > 1 - gap / 2 ? column - step : next;
  }
  falling(column * width, floorY, fall);

  const drift = (random() < 0.5 ? -1 : 1) * gap * 0.25 * width * settings.bounciness;
  // Bounciness is velocity restitution: a rebound keeps that share of its speed, so it rises bounciness² as high.
  const heightKept = settings.bounciness ** 2;
  const firstRebound = heightKept * floorImpactShare * drop;
  let rebound = firstRebound;
  let elapsed = fall;
  let landedX = column * width;
  for (let bounce = 0; bounce < maxBounces && rebound >= 2; bounce += 1) {
    const half = fallTime(rebound);
    waypoints.push({ x: landedX + drift / 2, y: floorY - rebound, second: elapsed + half, opacity: 1, xEase: 'linear', yEase: 'easeOut' });
    landedX += drift;
    waypoints.push({ x: landedX, y: floorY, second: elapsed + 2 * half, opacity: 1, xEase: 'linear', yEase: 'easeIn' });
    elapsed += 2 * half;
    rebound *= heightKept;
  }

  const settle = Math.max(fall * 0.18, 0.12);
  elapsed += settle;
  waypoints.push({ x: landedX, y: floorY, second: elapsed, opacity: 0, xEase: 'linear', yEase: 'linear' });
  const rest = Math.max(0.1, random() * 0.25 * elapsed);
  elapsed += rest;
  waypoints.push({ x: landedX, y: floorY, second: elapsed, opacity: 0, xEase: 'linear', yEase: 'linear' });

  const { x, y, opacity, seconds } = sampleWaypoints(waypoints);
  return {
    x: x.map(round),
    y: y.map(round),
    opacity: opacity.map((value) => Number(value.toFixed(3))),
    times: seconds.map((second) => Number((second / elapsed).toFixed(4))),
    duration: elapsed,
    delay: firstLoop ? random() * 0.7 * elapsed : 0,
    rest,
    rebound: round(firstRebound),
  };
}

function round(value: number) {
  return Math.round(value * 10) / 10;
}
