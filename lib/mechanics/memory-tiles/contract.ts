/**
 * MemoryTiles's game contract (core/contract.ts): what a player does and what the game reports, the same in the
 * JavaScript, Unity and Godot kits, with the scenarios (./scenarios.ts) that prove each rule. The API pages
 * and the kits' READMEs read it (all-games/contract-text.ts). Plain data: safe for the site.
 */
import type { GameContract } from '../core/contract';
import { commonEvents, commonLifecycle, restartAction } from '../core/contract-parts';

export const contract: GameContract = {
  slug: 'memory-tiles',
  actions: [
    {
      id: 'pick',
      meaning: 'Turns a tile face up: the first of a move, then its match or a miss. Picks during the peek, of a matched tile or of the tile already up do nothing.',
      triggers: [
        { kind: 'press-on', pointer: 'mouse', target: 'tile' },
        { kind: 'press-on', pointer: 'touch', target: 'tile' },
        // Space or Enter on the focused tile (arrow keys move the focus); the game never takes a focus it was not given.
        { kind: 'key', key: ' ' },
        { kind: 'key', key: 'Enter' },
      ],
    },
    restartAction(),
  ],
  events: [
    ...commonEvents(),
    {
      name: 'judged',
      fields: ['kind', 'symbol'],
      meaning: 'A pick counted: first (the first tile of a move), match or miss, with the symbol of the tile picked.',
      // The JavaScript game calls onMatch for matches only; every pick's outcome is its model's flip() result
      // (what the recorder and the Chromium replay read). A single onJudge is still to come.
      engines: { js: 'onMatch (the model’s flip() result for every pick)', unity: 'Judged', godot: 'judged' },
    },
    {
      name: 'cleared',
      fields: ['stars'],
      meaning: 'The board is cleared: its grade in stars (1-3); ended follows with the score.',
      // JavaScript: onEnd's text names the stars; the number is the model's flip() result (cleared.stars).
      engines: { js: 'onEnd (the model’s flip() result: cleared.stars)', unity: 'BoardCleared', godot: 'cleared' },
    },
  ],
  lifecycle: commonLifecycle({
    // A tile is picked by a key only once it has the focus: the scenarios pick by mouse and touch.
    keys: false,
    updateExtra: 'A new Board Size deals a new board at once and the game rebuilds its tiles: every tile of the new board can be picked.',
    updateProvedBy: ['board-larger', 'board-smaller'],
  }),
  persists: [],
};
