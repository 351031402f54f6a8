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
  kitGuide: {
    events: [
      {
        name: 'onJudged',
        payload: "{ result: 'Perfect' | 'Good' | 'Miss', grade, offsetMs, combo, score, points, note, time }",
        when: 'every tapped note, every note that passes the hit line unplayed, and every stray tap (a Miss with note null); offsetMs is signed and already corrected by the Input Latency; grade is result under the rules’ name',
      },
    ],
    customise: `### Write a beat map

A beat map is plain JSON: \`{ "name": "My Song", "bpm": 128, "subdivision": 2, "beats": [0, 1, 1.5, 2, 3, 3.5] }\`.
\`beats\` are positions in beats from the first one (0, 1, 2 … are downbeats; 1.5 is the offbeat eighth
between beats 1 and 2); \`subdivision\` is the finest step you use (2 for eighths, 4 for sixteenths);
\`bpm\` is the tempo the map was written at, for you to read: the game plays every map at its BPM setting (100 unless
you give another), which it never takes from the map. Pass it as \`createGame(canvas, values, { beatMap })\`
(an object or JSON text); \`readBeatMap(json)\` checks one and throws an Error that says what is wrong.
The two built-in maps are exported as \`builtInBeatMaps\`.

### Calibrate latency

\`game.calibrate()\` plays eight steady clicks; the player taps along, and it resolves with the Input Latency it
applied to the game, in ms: the taps' median offset on the setting's 5 ms step and range (the latency unchanged with
fewer than three usable taps). The JavaScript game keeps it on the device (localStorage, under the key the
\`storage\` option names, or nowhere with \`storage: false\`) and plays it next time when \`values\` gives no
\`latency\`; a \`latency\` you pass always wins, so you can store it yourself and pass it back. The JavaScript kit's
\`config.json\` leaves \`latency\` out while it is 0, so \`createGame(canvas, config)\` reads the calibration stored on the
device, as the kit's page does, after a reload too.`,
    modelArguments: 'values, seed, beatMap',
  },
  calibration: { param: 'latency' },
} as const satisfies Mechanic<typeof rhythmClackerParams>;
