// Test-side: the longest sentences each game's kit page shows on its status line (issue 45 §3: a status is never
// cut), as the page shows them (statusLine: the way on first), for every hands' words, with figures of a long
// session: a 5-digit score, 2-digit combos and streaks, a 4-digit distance, 3-digit moves. kit-page.test.ts holds
// the page's reserved lines to them, and e2e/kit-page-layout.ts lays them out in Chromium on every phone.
import { statusText as bounceStatus } from '../bounce-chain/game';
import { statusText as dashStatus } from '../double-tap-dash/game';
import { statusText as memoryStatus } from '../memory-tiles/game';
import { statusText as dropperStatus } from '../physics-dropper/game';
import { statusText as rhythmStatus } from '../rhythm-clacker/game';
import { statusText as wheelStatus } from '../timing-wheel/game';
import { steadyQuarters, offbeatEighths } from '../rhythm-clacker/model';
import { everyPrompt, pausedText, prompt, type Hands, type GameMoment } from '../core/player-words';
import { resumingText } from '../core/resume-countdown';
import { statusLine } from '../exporters/standalone-boot';
import type { Phase } from '../core/game-shell';

const score = 99999;
const hands: readonly Hands[] = ['touch', 'keys', 'pad'];

/**
 * What the shell says in each phase (core/game-shell.ts currentStatus), as the page shows it: playing, paused, the
 * resume countdown, waiting to start (and paused there); after a run's end (and paused there) where runs end.
 */
function said(status: (phase: Phase) => string, ends: boolean, words: Hands): string[] {
  const lines = [status('running'), status('paused'), `${status('ready')} · ${prompt('start', words)}`, `${pausedText} · ${status('ready')}`, resumingText(3)];
  if (ends) lines.push(`${status('over')} · ${prompt('again', words)}`, `${pausedText} · ${status('over')}`);
  return lines.map(statusLine);
}

/** Every sentence of `make` in every hands' words (a game's own moments too), the longest first. */
function across(make: (words: Hands, moment: (name: GameMoment) => string) => string[]): string[] {
  const all = hands.flatMap((words) => make(words, (name) => prompt(name, words)));
  return [...new Set(all)].sort((a, b) => b.length - a.length);
}

export const longestStatuses: Readonly<Record<string, readonly string[]>> = {
  'physics-dropper': across((words) =>
    said((phase) => dropperStatus({ score, ballsInPlay: 10, lastPoints: 500 }, phase), false, words),
  ),
  'double-tap-dash': across((words) =>
    ['phased', 'not-ready', 'passed'].flatMap((last) =>
      said((phase) => dashStatus({ score, combo: 99, bestCombo: 99, last: last as never, distance: 9999 }, phase), true, words),
    ),
  ),
  'rhythm-clacker': across((words, moment) =>
    [steadyQuarters, offbeatEighths].flatMap((map) => {
      const snapshot = { mapName: map.name, bpm: 200, score, combo: 99, bestCombo: 99, multiplier: 4, accuracy: 100, notes: 999, over: false, last: { grade: 'Perfect', note: null } } as never;
      const extras = [{ calibrated: 'unchanged' as const }, { calibrated: 999 }, { calibrating: 8 }, {}];
      return extras.flatMap((extra) => said((phase) => rhythmStatus(snapshot, phase, { ...extra, words: moment as never }), true, words));
    }),
  ),
  'memory-tiles': across((words) => {
    const base = { score, streak: 99, matchedPairs: 17, pairs: 18, moves: 999, round: 99, side: 6, peekLength: 1.5, stage: 'playing', result: null };
    const judged = [null, { type: 'first', symbol: 'triangle' }, { type: 'match', symbol: 'triangle' }, { type: 'miss', symbols: ['triangle', 'hexagon'] }];
    const cleared = { ...base, stage: 'cleared', result: { moves: 999, stars: 3 } };
    return [
      ...judged.flatMap((last) => said((phase) => memoryStatus({ ...base, last } as never, phase, ''), false, words)),
      ...said((phase) => memoryStatus({ ...base, stage: 'peek', last: null } as never, phase, ''), false, words),
      // A cleared board waits for the pick that deals the next, playing or paused (the shell's phase is running).
      ...(['running', 'paused'] as const).map((phase) => memoryStatus({ ...cleared, last: null } as never, phase, '')),
    ];
  }),
  'bounce-chain': across((words) =>
    said((phase) => bounceStatus({ score, chain: 99, bestChain: 99, multiplier: 4.5, lastPoints: 999, lastRepeat: true, over: false } as never, phase), true, words),
  ),
  'timing-wheel': across((words) =>
    said((phase) => wheelStatus({ score, streak: 99, bestStreak: 99, livesLeft: 3, last: { result: 'hit', points: 999 } } as never, phase), true, words).concat(
      said((phase) => wheelStatus({ score, streak: 99, bestStreak: 99, livesLeft: 3, last: { result: 'near', points: 0 } } as never, phase), true, words),
    ),
  ),
};

/** The prompts the page moves to the front of a sentence (statusLine): each must be whole on its first line. */
export const wayOnPrompts: readonly string[] = [...everyPrompt('start'), ...everyPrompt('again')];
