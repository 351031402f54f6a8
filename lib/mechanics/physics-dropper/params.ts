import { defineParams, type KeyOf, type Values } from '../core/params';

/** PhysicsDropper's four settings: their ranges, steps and defaults. */
export const physicsDropperParams = defineParams([
  {
    key: 'gravity',
    label: 'Gravity',
    min: 1,
    max: 20,
    step: 0.1,
    unit: 'm/s²',
    defaultValue: 9.8,
    integer: false,
    meaning: 'Pull on every ball: a drop reaches the bins in about (15 − Gravity) ÷ Simulation Speed seconds, so more gravity means quicker drops; Gravity above 14 counts as 14, and the average drop takes no less than 0.35 s.',
  },
  {
    key: 'bounciness',
    label: 'Bounciness',
    min: 0,
    max: 1,
    step: 0.05,
    unit: '',
    defaultValue: 0.7,
    integer: false,
    meaning: 'Share of its speed into a peg, a wall or the floor a ball keeps as it rebounds: 0 none (it slides on), more for a livelier board. A ball long in the air bounces less and less off pegs and walls, and on a bin’s floor it bounces at most twice, never out of the bin.',
  },
  {
    key: 'speed',
    label: 'Simulation Speed',
    min: 1,
    max: 10,
    step: 0.5,
    unit: '×',
    defaultValue: 5,
    integer: false,
    meaning: 'Multiplies the game clock: every drop, bounce and settle runs this many times faster, so doubling it halves a drop’s time (the average drop’s down to its 0.35 s floor).',
  },
  {
    key: 'density',
    label: 'Particle Density',
    min: 10,
    max: 100,
    step: 5,
    unit: '',
    defaultValue: 50,
    integer: true,
    meaning: 'How many balls the board keeps in play by itself (falling, or settling in a bin): one for every 5 points of density. A drop of the player’s falls at once and counts among them: the board drops none of its own until fewer are in play (up to 60 in play).',
  },
]);

export type PhysicsDropperKey = KeyOf<typeof physicsDropperParams>;
export type PhysicsDropperValues = Values<PhysicsDropperKey>;

/** The number of balls the board keeps in play (falling, or settling in a bin) = Particle Density ÷ 5. */
export function particleCount(density: number): number {
  return Math.max(1, Math.round(density / 5));
}

/** Below this a drop is a blur: the spec's (15 − gravity) would reach 0 at gravity 15. */
export const minFallSeconds = 0.35;
/** From Gravity 14 up the drop keeps one unit of headroom instead of reaching zero. */
export const minGravityHeadroom = 1;

/** An average drop's seconds from release to the bins (each ball's path makes its own a little shorter or longer) = (15 − gravity) ÷ speed, its headroom at least 1 (Gravity above 14 counts as 14), kept above a visible minimum. */
export function fallSeconds(gravity: number, speed: number): number {
  const headroom = Math.max(15 - gravity, minGravityHeadroom);
  return Math.max(headroom / Math.max(speed, 0.1), minFallSeconds);
}
