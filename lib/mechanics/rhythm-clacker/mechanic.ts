import type { Mechanic } from '../core/mechanic';
import { rhythmClackerParams } from './params';

/** The registry entry: plain data; the game's code loads by slug, on demand (lib/mechanics/games.ts). */
export const rhythmClacker = {
  slug: 'rhythm-clacker',
  name: 'RhythmClacker',
  params: rhythmClackerParams,
  surface: 'canvas',
  howToPlay:
    'Press Play and hit each clack as its note reaches the hit line: Space, a click or a tap on the canvas; Calibrate first if your taps feel late.',
  audio: true,
  calibration: { param: 'latency' },
} as const satisfies Mechanic<typeof rhythmClackerParams>;
