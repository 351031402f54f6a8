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
      meaning: 'Turns a tile face up: the first of a move, then its match or a miss. On a board not yet started, the first pick starts the game (the peek) and turns nothing; after a cleared board, a pick deals the next board and its peek. Picks during the peek, of a matched tile or of the move’s first tile again do nothing (either tile of a miss can be picked again at once).',
      // Unity draws its tiles itself: no tile shows the keyboard's place until the player gives it one (review 54, U-B6).
      // Its first board's peek begins at once: only a board dealt between boards waits (review 59, UB-1).
      says: {
        unity:
          'Turns a tile face up: the first of a move, then its match or a miss. The first board’s peek begins at once (and again after Restart); after a cleared board, a pick deals the next board and its peek, and a board a new Board Size deals there waits for a press, which begins its peek and turns nothing. Picks during the peek, of a matched tile or of the move’s first tile again do nothing (either tile of a miss can be picked again at once). The game’s first Space or Enter, before an arrow key or a pick, shows the focused tile and turns nothing (during the peek too).',
      },
      triggers: [
        { kind: 'press-on', pointer: 'mouse', target: 'tile' },
        { kind: 'press-on', pointer: 'touch', target: 'tile' },
        // Arrow keys (Tab on a page) move the focus; the game never takes a focus it was not given.
        { kind: 'key', key: ' ', on: 'the focused tile' },
        { kind: 'key', key: 'Enter', on: 'the focused tile' },
      ],
    },
    restartAction({ meaning: 'A new first board (the same one again when the game has a seed of its own): score and streak 0, its peek again.' }),
  ],
  // No rule ends a run: boards follow one another and the score goes on (as PhysicsDropper's board goes on), so
  // there is no ended; a cleared board is its own event.
  events: [
    ...commonEvents(true),
    {
      name: 'judged',
      fields: ['kind', 'symbol'],
      meaning: 'A pick counted: first (the first tile of a move), match or miss, with the symbol of the tile picked.',
      // Every engine's name for a press's outcome is the judged one (issue 46); its `result` is the kind.
      engines: { js: 'onJudged', unity: 'Judged', godot: 'judged' },
    },
    {
      name: 'cleared',
      fields: ['stars'],
      meaning: 'A board is cleared, after its last pair’s score: its grade in stars (1-3). The next pick deals the next board; the score and the run go on.',
      engines: { js: 'onClear', unity: 'BoardCleared', godot: 'board_cleared' },
    },
  ],
  lifecycle: commonLifecycle({
    endless: true,
    // A tile is picked by a key only once it has the focus: the scenarios pick by mouse and touch.
    keys: false,
    inputSays: {
      js: 'A click, a finger’s tap, and Space or Enter on the focused tile each pick that tile once: the game acts on the tile’s click, which a tap makes once; a finger’s pointer (touch) sets the words of its prompts. Before the first start, a click or a tap anywhere on the game starts it, between the tiles too.',
    },
    updateExtra: 'A new Board Size deals a new board at once and the game rebuilds its tiles: every tile of the new board can be picked.',
    updateProvedBy: ['board-larger', 'board-smaller'],
    updateAt: 'at once (the Flip-Back Delay from the next miss, Peek Time from the next peek)',
    frameRate: 'The same seed and the same input, each at the start of a frame, at 30, 60 and 144 frames a second give the same events: the board has no steps of its own, and its timers (the peek, the Flip-Back Delay) tell the rules the time.',
  }).concat({
    moment: 'end',
    fires: ['score', 'cleared'],
    rule: 'A cleared board fires cleared once with its stars, after its last score, and never ended: no rule ends the run. The next pick deals the next board and its peek; the score goes on.',
    provedBy: ['board-cleared', 'board-smaller'],
    says: {
      js: 'onClear is called once when a board is cleared, after its last onScore, with its stars, moves and the score; onEnd never fires. The next pick deals the next board.',
      unity: 'BoardCleared is raised once when a board is cleared, after its last ScoreChanged; Ended never is. The next pick deals the next board.',
      godot: 'board_cleared is emitted once when a board is cleared, after its last score_changed; ended never is. The next pick deals the next board.',
    },
  }),
  persists: [],
};
