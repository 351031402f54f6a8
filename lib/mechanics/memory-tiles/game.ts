import { createShell, gameSetup, type Phase } from '../core/game-shell';
import type { GameHandle, GameOptions, SoundlessMembers } from '../core/mechanic';
import { readValues } from '../core/kit-values';
import { nextRunSeed, rulesSeed } from '../core/rules';
import type { Settings } from '../core/params';
import { resumingText } from '../core/resume-countdown';
import { prompt } from '../core/player-words';
import { palette } from '../core/palette';
import { clearedText, MemoryModel, symbolNames, type FlipOutcome, type Judgement, type MemorySnapshot, type TickEvent } from './model';
import { memoryTilesParams, type MemoryTilesKey } from './params';

/**
 * What onJudged hears each time a pick counts: `result` is 'first' (the first tile of a move), 'match' or 'miss', with
 * the word of the symbol picked and the board so far (Unity's Judged and Godot's judged carry the pick's outcome too).
 */
export type MemoryTilesJudgement = {
  /** The pick's outcome: the first tile of a move, a match or a miss. */
  result: 'first' | 'match' | 'miss';
  /** The word of the symbol picked, e.g. "star" (on a miss, the second tile's). */
  symbol: string;
  /** Moves on this board so far (a move is a pair of flips): this pick's counted when it completes one (a match or a miss). */
  moves: number;
  /** Pairs matched on this board so far, this pick's counted. */
  matchedPairs: number;
  /** Pairs on the board. */
  pairs: number;
};

/** What onClear hears each time a board is cleared. */
export type MemoryTilesClear = {
  /** The board's grade: 3 stars for up to 1.5 moves a pair, 2 for up to 2.5, else 1. */
  stars: 1 | 2 | 3;
  /** Moves the board took (a move is a pair of flips). */
  moves: number;
  /** Pairs on the board. */
  pairs: number;
  /** The board's number since the last reset, 1 for the first. */
  board: number;
  /** Boards cleared in a row with two or three stars, this one counted. */
  streak: number;
  /** The total points so far (the score goes on over the next board). */
  score: number;
  /** "Board cleared in 12 moves: 3 stars" */
  text: string;
};

/**
 * MemoryTiles' options: the shared game options and events, plus onJudged and onClear. Its boards follow one
 * another with no end: onScore hears the total points (100 a pair, over every board since the last reset),
 * onClear each cleared board, and onEnd never fires (no rule ends the run; reset() starts it over).
 */
export type MemoryTilesOptions = GameOptions & {
  /**
   * A pick counted: first, match or miss (every game that judges a press calls it onJudged; 1.x had onMatch, for
   * matches alone). A match's comes before onScore reports the new total.
   */
  onJudged?: ((judgement: MemoryTilesJudgement) => void) | null | undefined;
  /** A board was cleared, after its last pair's onScore: its grade. The next pick deals the next board. */
  onClear?: ((clear: MemoryTilesClear) => void) | null | undefined;
};

/** The SVG drawing (24×24 box) and colour of each symbol, in symbolNames order. */
export const symbolArt: readonly { readonly path: string; readonly colour: string }[] = [
  { path: 'M12 2l2.9 6.5 7.1.7-5.3 4.8 1.5 7-6.2-3.6-6.2 3.6 1.5-7L2 9.2l7.1-.7z', colour: palette.amber },
  { path: 'M12 21s-7.5-4.6-9.5-9.3C1.2 8.3 3.3 4.5 7 4.5c2.1 0 3.6 1.1 5 3 1.4-1.9 2.9-3 5-3 3.7 0 5.8 3.8 4.5 7.2C19.5 16.4 12 21 12 21z', colour: palette.pink },
  { path: 'M14.5 2.5a9.5 9.5 0 1 0 7 15.6A8 8 0 0 1 14.5 2.5z', colour: palette.violet },
  { path: 'M12 2.5s-6.5 7.6-6.5 12a6.5 6.5 0 0 0 13 0c0-4.4-6.5-12-6.5-12z', colour: palette.cyan },
  { path: 'M13.5 2 4.5 13.5h6L9.5 22l9-11.5h-6z', colour: palette.amber },
  { path: 'M20 3C10 3 4 9 4 16c0 1.6.4 3 1.1 4.2L3 22.3l1.4 1.4 2.1-2.1c1.3.9 2.8 1.4 4.5 1.4 6 0 9-8 9-20z', colour: palette.green },
  { path: 'M12 3a9 9 0 1 0 0 18 9 9 0 1 0 0-18z', colour: palette.red },
  { path: 'M4 4h16v16H4z', colour: palette.cyan },
  { path: 'M12 3l10 17H2z', colour: palette.violet },
  { path: 'M12 2l9 10-9 10-9-10z', colour: palette.pink },
  { path: 'M9 3h6v6h6v6h-6v6H9v-6H3V9h6z', colour: palette.green },
  { path: 'M12 2.5a9.5 9.5 0 1 0 0 19 9.5 9.5 0 1 0 0-19zm0 5a4.5 4.5 0 1 1 0 9 4.5 4.5 0 1 1 0-9z', colour: palette.amber },
  { path: 'M12 2l9 9h-5.5v11h-7V11H3z', colour: palette.red },
  { path: 'M7 3h10l5 9-5 9H7l-5-9z', colour: palette.violet },
  { path: 'M7 19a5 5 0 0 1-.9-9.9A6.5 6.5 0 0 1 18.5 8.6 5.2 5.2 0 0 1 17.5 19z', colour: palette.text },
  { path: 'M4 2h2.5v20H4zM8 3h12l-3 5 3 5H8z', colour: palette.red },
  { path: 'M2 7l5.5 4.5L12 4l4.5 7.5L22 7l-2.5 13h-15z', colour: palette.amber },
  { path: 'M12 2l10 9h-3v10h-5v-6h-4v6H5V11H2z', colour: palette.cyan },
];

/** The back of a face-down tile: a small diamond. */
const backPath = 'M12 8l4 4-4 4-4-4z';

const svgNamespace = 'http://www.w3.org/2000/svg';

const transition = 'transform 160ms ease-out, opacity 160ms ease-out';

function plural(count: number, word: string): string {
  return `${count} ${count === 1 ? word : `${word}s`}`;
}

/** What statusText reads from the game; a MemoryModel is one. */
export type StatusSnapshot = Omit<MemorySnapshot, 'tiles'>;

function judgementText(last: Judgement | null): string {
  if (!last) return 'Find the pairs';
  if (last.type === 'first') return `Flipped ${last.symbol}`;
  if (last.type === 'match') return `Match: ${last.symbol}`;
  return `Miss: ${last.symbols[0]} and ${last.symbols[1]}`;
}

/**
 * One sentence for the polite live region, e.g. "Match: star · 3 of 8 pairs · 5 moves · Score 300 · streak 1",
 * "Ready · Board 1, 4 by 4 · Score 0 · streak 0 · Tap to start" or
 * "Board cleared in 12 moves: 3 stars · Score 800 · streak 1 · Pick a tile for the next board."
 * `start`: what starts the game, in the player's hands' words; no button of a page's is named, as a host's game
 * has none; '' adds none.
 */
export function statusText(game: StatusSnapshot, phase: Phase, start: string = prompt('start', 'touch')): string {
  const score = `Score ${game.score}`;
  const streak = `streak ${game.streak}`;
  const progress = `${game.matchedPairs} of ${plural(game.pairs, 'pair')} · ${plural(game.moves, 'move')}`;
  if (game.stage === 'cleared' && game.result) {
    // Paused on a cleared board (between boards, as between runs): no pick deals the next until the pause is over.
    const cleared = `${clearedText(game.result.moves, game.result.stars)} · ${score} · ${streak}`;
    return phase === 'paused' ? `Paused · ${cleared}` : `${cleared} · Pick a tile for the next board.`;
  }
  // A board dealt under the host's pause (a board size changed by update()) is still paused: "Paused" first.
  if (phase === 'paused' && game.stage === 'dealt') return `Paused · Board ${game.round}, ${game.side} by ${game.side} · ${score} · ${streak}`;
  if (phase === 'ready' || game.stage === 'dealt') {
    const ready = `Ready · Board ${game.round}, ${game.side} by ${game.side} · ${score} · ${streak}`;
    return phase === 'ready' && start ? `${ready} · ${start}` : ready;
  }
  if (phase === 'paused') return `Paused · Board ${game.round} · ${progress} · ${score}`;
  if (game.stage === 'peek') return `Board ${game.round} · Remember the tiles: ${game.peekLength} s peek · ${score} · ${streak}`;
  return `${judgementText(game.last)} · ${progress} · ${score} · ${streak}`;
}

/** The short line shown above the board. */
function headline(game: StatusSnapshot, phase: Phase, start: string): string {
  const counts = `Pairs ${game.matchedPairs}/${game.pairs} · Moves ${game.moves} · Score ${game.score}`;
  if (game.stage === 'cleared' && game.result) return `${phase === 'paused' ? 'Paused · ' : ''}Cleared: ${plural(game.result.stars, 'star')} · Moves ${game.moves} · Score ${game.score}`;
  if (phase === 'ready') return `Board ${game.round} · ${start} · Score ${game.score}`;
  if (phase === 'paused') return `Paused · ${counts}`;
  if (game.stage === 'peek') return `Remember the tiles · Score ${game.score}`;
  return counts;
}

type TileView = {
  readonly button: HTMLButtonElement;
  readonly svg: SVGSVGElement;
  readonly path: SVGPathElement;
  /** The last look written, so unchanged tiles are not touched. */
  look: string;
};

/** Whether the browser would show a focus ring (keyboard focus); true where :focus-visible is unknown. */
function focusVisible(element: Element): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return true;
  }
}

function setStyles(element: HTMLElement | SVGElement, styles: Partial<Record<string, string>>) {
  Object.assign(element.style, styles);
}

/**
 * Plays MemoryTiles inside `surface` (a <div>): a square board of real <button> tiles.
 *
 * start() shows every tile for the peek (Peek Time less Peek Reduction per board of streak, at
 * least 0.5 s), then they turn face down and the player turns two at a time: click or tap a tile,
 * or Tab / arrow keys to a tile and Space or Enter (Home and End: ends of the row, Ctrl with them:
 * first and last tile). A match stays up and scores 100; a miss turns back after the Flip-Back
 * Delay, or at once when a tile not yet matched is picked. Clearing the board grades it (up to 1.5 moves a
 * pair: 3 stars, up to 2.5: 2 stars, else 1) and calls onClear; the next pick deals the next board and
 * its peek. Two or three stars extend the streak, one star ends it. No rule ends the run: onEnd never
 * fires. reset() (or R on a tile) deals a new first board (the same one again when a seed was given) with score
 * and streak zero. Pausing (or hiding the tab) holds every timer and hides the unmatched faces.
 *
 * Events: onStatus (a sentence for a polite live region, at once each time the game's state changes: a pick that counts,
 * the peek's end, a pause, a resume; each step of the countdown back on its second), onScore (total points),
 * onJudged (each pick: first, match or miss), onClear (each cleared board, its grade).
 * Values may be partial or out of range: each is clamped to its range and put on its step, and one that is not a
 * number or a missing one takes its default (in update(), keeps its value). Styles are set
 * through element.style only (no <style> element), so the game runs under a strict CSP.
 */
export function createGame(
  surface: HTMLElement,
  values: Settings<MemoryTilesKey> | null = {},
  options: MemoryTilesOptions | null = {},
): GameHandle<MemoryTilesKey> & SoundlessMembers {
  options ??= {}; // null is no options, as undefined is
  const doc = surface.ownerDocument;
  const win = doc.defaultView ?? window;
  const setup = gameSetup(memoryTilesParams, values, options, 'MemoryTiles');
  const model = new MemoryModel(setup.values, setup.seed);
  // A sentence for each pick, never one a frame: nothing to hold back.
  const shell = createShell<MemoryTilesKey>(doc, setup, options, 0);
  const { listen } = shell;

  /** The play clock: ms of play, standing still while paused, never running backwards. */
  let playedMs = 0;
  let resumedAt = 0;
  let clockRunning = false;
  let modelTime = 0;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let tiles: TileView[] = [];

  const root = doc.createElement('div');
  setStyles(root, {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '6px',
    width: '100%',
    height: '100%',
    boxSizing: 'border-box',
    padding: '8px',
    background: palette.background,
    color: palette.text,
    borderRadius: '12px',
    font: '600 13px/1.3 system-ui, sans-serif',
  });
  // Plain text, not a live region: the host's status line (onStatus) is what gets announced.
  const header = doc.createElement('p');
  setStyles(header, { margin: '0', flex: '0 0 auto', textAlign: 'center', color: palette.text });
  const board = doc.createElement('div');
  board.setAttribute('role', 'group');
  setStyles(board, { display: 'grid', width: '100%', aspectRatio: '1 / 1', flex: '0 0 auto', boxSizing: 'border-box' });
  root.append(header, board);
  surface.append(root);
  shell.onDestroy(() => root.remove());

  function now(): number {
    const clock = playedMs + (clockRunning ? win.performance.now() - resumedAt : 0);
    modelTime = Math.max(modelTime, clock);
    return modelTime;
  }

  function makeTile(index: number): TileView {
    const button = doc.createElement('button');
    button.type = 'button';
    button.dataset.index = String(index);
    setStyles(button, {
      appearance: 'none',
      margin: '0',
      padding: '0',
      minWidth: '0',
      minHeight: '0',
      width: '100%',
      height: '100%',
      boxSizing: 'border-box',
      borderWidth: '2px',
      borderStyle: 'solid',
      borderRadius: '8px',
      display: 'grid',
      placeItems: 'center',
      touchAction: 'manipulation',
      font: 'inherit',
    });
    const svg = doc.createElementNS(svgNamespace, 'svg') as SVGSVGElement;
    svg.setAttribute('viewBox', '0 0 24 24');
    svg.setAttribute('aria-hidden', 'true');
    svg.setAttribute('focusable', 'false');
    setStyles(svg, { width: '68%', height: '68%', display: 'block', pointerEvents: 'none' });
    const path = doc.createElementNS(svgNamespace, 'path') as SVGPathElement;
    path.setAttribute('fill-rule', 'evenodd');
    svg.append(path);
    button.append(svg);
    return { button, svg, path, look: '' };
  }

  /** Builds the tiles when the board's size changes; a board of the same size keeps its buttons (and the focus). */
  function syncBoard() {
    const count = model.tiles.length;
    board.setAttribute('aria-label', `MemoryTiles board, ${model.side} by ${model.side}`);
    const gap = model.side >= 6 ? '4px' : '6px';
    setStyles(board, {
      gridTemplateColumns: `repeat(${model.side}, minmax(0, 1fr))`,
      gridTemplateRows: `repeat(${model.side}, minmax(0, 1fr))`,
      gap,
    });
    if (tiles.length === count) {
      for (const tile of tiles) tile.look = '';
      return;
    }
    const hadFocus = board.contains(doc.activeElement);
    tiles = Array.from({ length: count }, (_, index) => makeTile(index));
    board.replaceChildren(...tiles.map((tile) => tile.button));
    if (hadFocus) tiles[0]?.button.focus();
  }

  /**
   * The board centred in the game's box: the status line above it, and as much room kept below it
   * (the root's bottom padding), so the board's margins match in a landscape, portrait or square host; its
   * side is as large as that leaves.
   */
  function layout() {
    const height = root.clientHeight;
    if (height <= 0) return;
    const above = header.offsetHeight + 6;
    root.style.paddingBottom = `${8 + above}px`;
    const room = height - 16 - 2 * above;
    board.style.maxWidth = room > 40 ? `${Math.floor(room)}px` : '';
  }

  function render() {
    if (shell.destroyed) return;
    const { phase, countdown } = shell;
    header.textContent = countdown === null ? headline(model, phase, shell.prompt('start')) : resumingText(countdown);
    const playing = phase === 'running' && model.stage === 'play';
    const calm = shell.reducedMotion();
    tiles.forEach((view, index) => {
      const tile = model.tiles[index];
      if (!tile) return;
      const shown = tile.matched || (phase !== 'ready' && phase !== 'paused' && tile.faceUp);
      // Open (not aria-disabled) wherever a pick does something: turns a tile, deals the next board, or, before the
      // first start, starts the game (a tile called unavailable under a prompt to start would contradict it).
      const open = (playing && !tile.matched) || (phase === 'running' && model.stage === 'cleared') || (phase === 'ready' && shell.startable);
      const look = `${shown}|${tile.matched}|${open}|${calm}`;
      if (look === view.look) return;
      view.look = look;
      const row = Math.floor(index / model.side) + 1;
      const column = (index % model.side) + 1;
      const name = symbolNames[tile.symbol] ?? symbolNames[0];
      const face = shown ? `${name}${tile.matched ? ', matched' : ''}` : 'face down';
      view.button.setAttribute('aria-label', `Row ${row}, column ${column}: ${face}`);
      view.button.setAttribute('aria-disabled', String(!open));
      const art = symbolArt[tile.symbol] ?? symbolArt[0];
      view.path.setAttribute('d', shown && art ? art.path : backPath);
      view.path.setAttribute('fill', shown && art ? art.colour : palette.muted);
      // Borders keep 3:1 against the board: muted (about 8:1) for open tiles, green for matched ones.
      setStyles(view.button, {
        background: shown ? palette.background : palette.line,
        borderColor: tile.matched ? palette.green : palette.muted,
        cursor: open ? 'pointer' : 'default',
      });
      setStyles(view.svg, {
        transition: calm ? 'none' : transition,
        transform: calm ? 'none' : shown ? 'scale(1)' : 'scale(0.7)',
        opacity: tile.matched ? '0.7' : '1',
      });
    });
    layout();
  }

  function clearTimer() {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  }

  /** One timer for the model's next deadline (the end of the peek or of a miss), only while running. */
  function schedule() {
    clearTimer();
    if (!clockRunning || shell.destroyed) return;
    const deadline = model.nextDeadline();
    if (deadline === null) return;
    timer = setTimeout(
      () => {
        timer = null;
        modelTime = Math.max(now(), deadline);
        model.tick(modelTime);
        render();
        shell.reportStatus();
        schedule();
      },
      Math.max(0, deadline - now()),
    );
  }

  /** The board's peek begins (a dealt board; the first start, the next board, a new size). */
  function begin() {
    model.begin(now());
    render();
    schedule();
  }

  function pick(index: number) {
    // Before the first start, a pick is the player's start (the status says to tap), as a canvas game's first press.
    if (shell.phase === 'ready') {
      shell.startByPlayer();
      return;
    }
    if (!shell.running) return;
    if (model.stage === 'cleared') {
      // After a cleared board, a pick deals the next (and picks nothing).
      model.nextBoard();
      syncBoard();
      begin();
      shell.reportStatus();
      return;
    }
    const outcome = model.flip(index, now());
    if (outcome.type === 'ignored') return;
    const judgement: MemoryTilesJudgement = {
      result: outcome.type,
      symbol: outcome.type === 'miss' ? outcome.symbols[1] : outcome.symbol,
      // A match's own counts (a cleared board's come from before the next board is dealt).
      moves: outcome.type === 'match' ? outcome.moves : model.moves,
      matchedPairs: outcome.type === 'match' ? outcome.matchedPairs : model.matchedPairs,
      pairs: outcome.type === 'match' ? outcome.pairs : model.pairs,
    };
    if (outcome.type !== 'match') {
      shell.handle({ announce: () => options?.onJudged?.(judgement) });
      if (shell.destroyed) return;
    } else {
      const result = outcome.cleared;
      shell.handle([
        { announce: () => options?.onJudged?.(judgement), score: model.score },
        result
          ? {
              announce: () =>
                options?.onClear?.({ stars: result.stars, moves: result.moves, pairs: result.pairs, board: model.round, streak: result.streak, score: model.score, text: clearedText(result.moves, result.stars) }),
            }
          : undefined,
      ]);
      if (shell.destroyed) return;
    }
    render();
    shell.reportStatus();
    schedule();
  }

  function tileIndexOf(target: EventTarget | null): number {
    if (!(target instanceof win.Element)) return -1;
    const button = target.closest('button');
    return button ? tiles.findIndex((tile) => tile.button === button) : -1;
  }

  // Presses reach the board through the shell (its readBoard), as a canvas game's through the canvas runtime: the
  // hands, R, and a key with Ctrl, Cmd or Alt left to the browser are read there.
  // The whole surface is read (the headline and the room around the board too): before the first start a press
  // anywhere on the game starts it; otherwise only a tile's press acts.
  shell.readBoard(surface, {
    press(target) {
      const index = tileIndexOf(target);
      if (index >= 0) pick(index);
      // Before the first start, a press anywhere on the game starts it (between the tiles too), as its prompt says:
      // on the game's own elements or the surface's room around them, not on an element of the host's put inside it
      // (its button or text field keeps its press).
      else if (shell.phase === 'ready' && (target === surface || (target instanceof win.Node && root.contains(target)))) shell.startByPlayer();
    },
    owns: (target) => tileIndexOf(target) >= 0,
    move(target, key, ctrl) {
      const index = tileIndexOf(target);
      const side = model.side;
      const row = Math.floor(index / side);
      const column = index % side;
      const moves: Record<string, number> = {
        ArrowLeft: column > 0 ? index - 1 : index,
        ArrowRight: column < side - 1 ? index + 1 : index,
        ArrowUp: row > 0 ? index - side : index,
        ArrowDown: row < side - 1 ? index + side : index,
        Home: ctrl ? 0 : row * side,
        End: ctrl ? tiles.length - 1 : row * side + side - 1,
      };
      const next = moves[key];
      if (next === undefined) return false;
      tiles[next]?.button.focus();
      return true;
    },
  });

  // A ring drawn from script, since a page's focus styles may not reach the kit's buttons.
  listen(board, 'focusin', (event) => {
    const index = tileIndexOf(event.target);
    const button = tiles[index]?.button;
    if (button && focusVisible(button)) setStyles(button, { outline: `3px solid ${palette.cyan}`, outlineOffset: '2px' });
  });
  listen(board, 'focusout', (event) => {
    const index = tileIndexOf(event.target);
    const button = tiles[index]?.button;
    if (button) setStyles(button, { outline: '', outlineOffset: '' });
  });

  if (typeof win.ResizeObserver === 'function') {
    const observer = new win.ResizeObserver(() => layout());
    observer.observe(surface);
    shell.onDestroy(() => observer.disconnect());
  } else {
    listen(win, 'resize', layout);
  }

  syncBoard();
  shell.attach({
    run(on) {
      if (on) {
        resumedAt = win.performance.now();
        clockRunning = true;
        begin();
        return;
      }
      playedMs = now();
      clockRunning = false;
      clearTimer();
    },
    reset(seed) {
      clearTimer();
      playedMs = 0;
      modelTime = 0;
      // A new run's seed (the shell's runSeed): a different first board unless the host asked for a seed.
      model.reset(seed);
      syncBoard();
    },
    show: render,
    // The start prompt after the ready sentence is the shell's, as in every game.
    status: (phase) => statusText(model, phase, ''),
    update(next) {
      // A new board size deals a new board at once: its tiles rebuilt, its peek begun when play is on.
      if (model.update(next)) {
        syncBoard();
        if (clockRunning) begin();
      }
      render();
    },
    // Its keys are read on its tiles: the first one takes the focus, unless one has it.
    takeKeys() {
      if (!board.contains(doc.activeElement)) tiles[0]?.button.focus({ preventScroll: true });
    },
    destroy: clearTimer,
  });
  return shell.controls;
}

export { memoryTilesParams as params } from './params';
export type { FlipOutcome, MemorySnapshot, Tile, TickEvent } from './model';
export { MemoryModel, symbolNames } from './model';

/**
 * MemoryTiles' rules on a clock you step, as createModel returns them: the members every kit's rules have (state,
 * step, snapshot, reset, update), each working unbound, and its own input.
 */
export type MemoryTilesRules = {
  /** The model itself, live: its tiles, stage, score, streak, moves and result (read them to draw; not a save, and there is no restore). */
  readonly state: MemoryModel;
  /** Seconds of play since createModel or reset. */
  readonly time: number;
  /** Moves the clock on; returns the peek's end and the turning back of a missed pair when they fall due. */
  readonly step: (seconds: number) => TickEvent[];
  /** A read-out of the board: its numbers and each tile's face (for drawing or debugging; not a save). */
  readonly snapshot: () => MemorySnapshot;
  /** Back to the first board of a new run, score and streak at zero, as the game's reset() is: dealt from `seed` when given, else from the seed createModel was given, else from a new random one. */
  readonly reset: (seed?: number | null) => void;
  /** New settings: any subset, each number clamped and snapped to its range; a missing one, one given as undefined or null, or one that is no number (with a warning) keeps its value. */
  readonly update: (values: Settings<MemoryTilesKey> | null) => void;
  /** Starts the peek of a dealt board; false once it has begun. */
  readonly begin: () => boolean;
  /** Picks the tile at `index` (row by row from the top left). */
  readonly flip: (index: number) => FlipOutcome;
  /** Deals the next board once a board is cleared; false, dealing nothing, before that. */
  readonly nextBoard: () => boolean;
};

/**
 * The rules alone, for a renderer of your own (Phaser, PixiJS, a server): no DOM. `values` is read
 * as createGame reads it, and a seed deals the same boards as createGame with that seed.
 */
export function createModel(values: Settings<MemoryTilesKey> | null = {}, seed?: number | null): MemoryTilesRules {
  const seeding = rulesSeed(seed);
  const model = new MemoryModel(readValues(memoryTilesParams, values, 'MemoryTiles'), seeding.seed);
  let seconds = 0;
  const now = () => seconds * 1000;
  return {
    state: model,
    get time() {
      return seconds;
    },
    step(delta) {
      seconds += Number.isFinite(delta) ? Math.max(0, delta) : 0;
      return model.tick(now());
    },
    snapshot: () => model.snapshot(),
    reset(nextSeed) {
      seconds = 0;
      model.reset(nextRunSeed(seeding, nextSeed));
    },
    update: (next) => void model.update(next ?? {}),
    begin: () => model.begin(now()),
    flip: (index) => model.flip(index, now()),
    nextBoard: () => model.nextBoard(),
  };
}
