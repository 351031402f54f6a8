/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { launchGodotChromium, runGodotProject, type GodotRun } from '@/e2e/godot-runtime';
import { sixAddonsProject } from './godot-addons-project';
import { godotProjectSlugs } from './godot-project';

/**
 * Every Godot kit's game lays itself out where the host shows it (the README's "a `Panel` you put it in" and a
 * `Camera2D`): each of the six, in a 960 x 600 window, in a Panel at the window's bottom-right quarter, in a Panel
 * moved and scaled, in a host's world filmed by a Camera2D moved and zoomed, under a plain Node2D of the host's
 * (moved and scaled) in a Panel at the bottom-right quarter, and in a VBoxContainer there (lib/mechanics/core/godot/
 * tests/host_places.gd): a board with an area, it and the HUD buttons inside the part of the window the game is seen
 * in, and a click at the board's centre read by the game at the board's centre. And the countdown after a focus
 * loss: the frame it begins in (the first after the app comes back, here 5 s long) counts no more than the frame
 * before it (1/60 s), so "3…" shows a whole second (that frame and 59 more of 1/60 s), and a later long frame counts
 * a third of a second at most.
 */
const root = join(__dirname, '../../..');


type Box = [number, number, number, number];
type Place = { game: string; place: string; seen: Box; board: Box; buttons: Box[]; centre: [number, number]; read: [number, number] | null; header_read: boolean | null };
type ApiState = { shown: string; paused: boolean; stopped: boolean; signals: string[] };
type HostApiPause = { game: string; after: { moment: string; was?: boolean; held?: ApiState; back?: ApiState; end: ApiState }[] };
type HostContinue = { game: string; after: { moment: string; held_shown: string; shown: string; stopped: boolean; signals: string[] }[] };
type Countdown = { game: string; after: string; paused: boolean; left: number; frames_of_3: number; long_frame_counts: number };
/** The places host_places.gd puts each game in. */
const places = 6;
const linesOf = <T,>(run: GodotRun | undefined, tag: string) => (run?.out ?? []).filter((line) => line.startsWith(`${tag} `)).map((line) => JSON.parse(line.slice(tag.length + 1)) as T);
const inside = (outer: Box, inner: Box) => inner[0] >= outer[0] - 0.5 && inner[1] >= outer[1] - 0.5 && inner[0] + inner[2] <= outer[0] + outer[2] + 0.5 && inner[1] + inner[3] <= outer[1] + outer[3] + 0.5;

let run: GodotRun | undefined;

beforeAll(async () => {
  const browser = await launchGodotChromium();
  const driver = readFileSync(join(root, 'lib/mechanics/core/godot/tests/host_places.gd'), 'utf8');
  try {
    run = await runGodotProject(browser, sixAddonsProject(), {}, 480_000, { canvas: { width: 960, height: 600 }, driver, fastFrames: true });
  } finally {
    await browser.close();
  }
}, 1_000_000);

describe('Godot kits: the game lays out where the host shows it', () => {
  it('boots, every game in every place, with no script error', () => {
    console.log((run?.out ?? []).filter((line) => /^(PLACE|COUNTDOWN) /.test(line)).join('\n'));
    // A text of size 0 (a Control game given no height) floods the output with the text server's errors.
    expect({ exit: run?.exitCode, errors: (run?.err ?? []).filter((line) => /SCRIPT ERROR|Parse Error|p_size(\.[xy])? <= 0/.test(line)) }).toEqual({ exit: 0, errors: [] });
    // A node or a big array given as a setting is one short warning (review 30, R30-1: the engine's encoding errors and a
    // 364,587-character line); a preset's null is no number given, with no warning at all (R30-2).
    const err = run?.err ?? [];
    expect(err.filter((line) => /^ERROR: (Failed to encode|Max recursion)/.test(line))).toEqual([]);
    expect(err.filter((line) => / is not a number; /.test(line) && line.length > 200)).toEqual([]);
    expect(err.filter((line) => /= null is not a number/.test(line))).toEqual([]);
    // ... and an array that holds itself by its type and size (review 31, R31-2), text escaped and quoted (R31-3).
    const mistakes = err.filter((line) => / = (\S*<\w+#\d+>|PackedByteArray of 20000|Array of 1|"it's \\"hi\\"\\nagain\\u001b") is not a number; /.test(line));
    expect(mistakes.length).toBe(godotProjectSlugs.length * 4);
    // ... and one of another type as str() writes it, escaped too (review 36, R36-1: a NodePath's line break split it).
    const strays = err.filter((line) => / there is no setting ("no\\u001bsuch\\nkey"|PackedByteArray of 20000|a\\nb); it is ignored\.$/.test(line));
    expect(strays.length).toBe(godotProjectSlugs.length * 3);
    // DoubleTapDash's read-only score: the ONE-API probe's write is warned once, and kept out (review 34, R34-3).
    expect(err.filter((line) => /^WARNING: DoubleTapDashModel: score is read-only /.test(line))).toHaveLength(1);
    // ... with no raw control character left (review 32, R32-1).
    expect(err.filter((line) => /[\u0000-\u0008\u000b-\u001f\u007f]/.test(line))).toEqual([]);
    expect(err.filter((line) => /^ERROR: |recursion/i.test(line))).toEqual([]);
    // A preset whose schemaVersion is null, a list or an object reads as this script's (review 31, R31-1).
    // A newer one is named as written, not floored or clamped (review 32, R32-2).
    expect(err.filter((line) => /newer than/.test(line)).map((line) => /schemaVersion (\S+), newer than 1;/.exec(line)?.[1])).toEqual(godotProjectSlugs.flatMap(() => ['1.5', '1e+300']));
    expect(linesOf<Place>(run, 'PLACE')).toHaveLength(godotProjectSlugs.length * places);
    expect(linesOf<Countdown>(run, 'COUNTDOWN')).toHaveLength(godotProjectSlugs.length);
    expect(linesOf<HostContinue>(run, 'HOST-CONTINUE')).toHaveLength(godotProjectSlugs.length);
  });

  it.each(godotProjectSlugs)('%s: in a Panel at the bottom-right quarter, in a Panel moved and scaled, under a Camera2D moved and zoomed, under a Node2D in a Panel and in a VBoxContainer, and in a Control of its own between a header and a footer in a VBoxContainer, its board has an area and it and the HUD buttons are inside the part of the window it is seen in', (slug) => {
    const rows = linesOf<Place>(run, 'PLACE').filter((row) => row.game === slug.replace(/-/g, '_'));
    expect(rows).toHaveLength(places);
    for (const row of rows) {
      expect({ place: row.place, board: row.board, inside: inside(row.seen, row.board), area: row.board[2] > 0 && row.board[3] > 0 }).toEqual({ place: row.place, board: row.board, inside: true, area: true });
      expect(row.buttons.length).toBeGreaterThan(0);
      for (const button of row.buttons) expect({ place: row.place, button, inside: inside(row.seen, button) }).toEqual({ place: row.place, button, inside: true });
    }
  });

  it.each(godotProjectSlugs)('%s: a click at the board’s centre, in each place, is read at the board’s centre', (slug) => {
    const rows = linesOf<Place>(run, 'PLACE').filter((row) => row.game === slug.replace(/-/g, '_'));
    expect(rows).toHaveLength(places);
    for (const row of rows) {
      expect(row.read).not.toBeNull();
      const [x, y] = row.read ?? [NaN, NaN];
      expect({ place: row.place, off: Math.hypot(x - row.centre[0], y - row.centre[1]) <= 0.01 }).toEqual({ place: row.place, off: true });
    }
  });

  it.each(godotProjectSlugs)('%s: in a Control of its own between a header and a footer in a VBoxContainer (the README’s way into a container), it is seen in that Control’s slot and a click on the header is not the game’s; put straight in a container beside other Controls, a Node2D game warns that it gets no room there (review 15, Godot R15-1)', (slug) => {
    const row = linesOf<Place>(run, 'PLACE').find((line) => line.game === slug.replace(/-/g, '_') && line.place.startsWith('vbox, a header'));
    // The VBoxContainer at (480, 300), 432 x 270: the header's 60 px above the slot, the footer's Button below it.
    expect(row?.seen[1]).toBeGreaterThanOrEqual(300 + 60);
    expect((row?.seen[1] ?? 0) + (row?.seen[3] ?? 0)).toBeLessThan(300 + 270 - 20);
    expect(row?.header_read).toBe(false);
    const out = run?.out ?? [];
    const err = run?.err ?? [];
    // What Godot printed between the game going in and coming out (stdout and stderr are read apart: the warning is
    // matched by the game's name in the whole stderr, as it names it).
    expect(out).toContain(`STRAIGHT-IN ${slug.replace(/-/g, '_')}`);
    // Put straight in a container, alone (the "vbox container" place) or beside a Label (not MemoryTiles, a Control: it
    // takes its slot), and under a Node2D of the host's in one (every game, review 16's N16-2).
    const warned = err.filter((line) => line.includes(`${slug.replace(/-/g, '_')}: a VBoxContainer lays out only the Controls that are its own children`)).length;
    expect({ slug, warned }).toEqual({ slug, warned: slug === 'memory-tiles' ? 1 : 3 });
  });

  it.each(godotProjectSlugs)('%s: the host’s pause over a time away (focus lost, the tree paused, focus back) or over the countdown: the host’s unpause plays on at once, with no countdown (review 15, Unity R15-1, the same rule in every engine)', (slug) => {
    const row = linesOf<HostContinue>(run, 'HOST-CONTINUE').find((line) => line.game === slug.replace(/-/g, '_'));
    // While the host's pause holds, "Paused" shows, never a countdown that may not run (review 16, N16-1).
    expect(row?.after).toEqual([
      ...['away', 'counting'].map((moment) => ({ moment, held_shown: 'Paused', shown: '', stopped: false, signals: ['paused', 'resumed'] })),
      // A host whose pause follows the focus, unpaused in the frame focus comes back: the countdown runs (review 16, N16-6),
      // whichever hears the focus first (review 17, N17-2: a host above the game, first, gave no countdown).
      { moment: 'mirror', held_shown: 'Paused', shown: 'Resuming in 3…', stopped: true, signals: ['paused'] },
      // Unpaused in the frame after focus came back (a deferred or awaited unpause): it followed the focus too.
      { moment: 'mirror, a frame late', held_shown: 'Paused', shown: 'Resuming in 3…', stopped: true, signals: ['paused'] },
      { moment: 'mirror, the host first', held_shown: 'Paused', shown: 'Resuming in 3…', stopped: true, signals: ['paused'] },
      // The tree really paused over the countdown: the game draws "Paused" (review 17, N17-1: "Resuming in 2…" stayed).
      { moment: 'counting, the tree paused', held_shown: 'Paused', shown: '', stopped: false, signals: ['paused', 'resumed'] },
    ]);
  });

  it.each(godotProjectSlugs)('%s: the host’s own `paused`: its `true` during a focus loss’s pause (its tree paused over the time away) or during the countdown back holds until its `false`, then play goes on at once (review 16, N16-3); its `false` while the player is away, once or every frame, waits for them and the countdown (review 18, R18-1); the value read and given back changes nothing (R18-2)', (slug) => {
    const row = linesOf<HostApiPause>(run, 'HOST-API-PAUSE').find((line) => line.game === slug.replace(/-/g, '_'));
    const paused = ['paused'];
    const resumed = ['paused', 'resumed'];
    const heldByHost = { shown: 'Paused', paused: true, stopped: true, signals: paused };
    const playing = { shown: '', paused: false, stopped: false, signals: resumed };
    const away = { shown: 'Paused', paused: false, stopped: true, signals: paused };
    const counting = { shown: 'Resuming in 3…', paused: false, stopped: true, signals: paused };
    expect(row?.after).toEqual([
      { moment: 'away, the tree paused', held: heldByHost, end: playing },
      { moment: 'counting', held: heldByHost, end: playing },
      { moment: 'false while away', held: away, back: counting, end: playing },
      { moment: 'false every frame while away', held: away, back: counting, end: playing },
      // Read as focus went: the host's own pause, none yet (a focus loss's pause is the shell's, told by the signals).
      { moment: 'read and given back', was: false, end: playing },
    ]);
  });

  it.each(godotProjectSlugs)('%s: a run the host begins while the player is away (its restart() after a run ended, which a focus loss does not pause) waits for them: "Paused", then the countdown once they are back (review 18, the class of JavaScript R18-1)', (slug) => {
    const row = linesOf<{ game: string; ended: ApiState; begun: ApiState; back: ApiState; end: ApiState }>(run, 'RUN-WHILE-AWAY').find((line) => line.game === slug.replace(/-/g, '_'));
    expect(row).toEqual({
      game: slug.replace(/-/g, '_'),
      ended: { shown: '', paused: false, stopped: false, signals: [] },
      begun: { shown: 'Paused', paused: false, stopped: true, signals: ['paused'] },
      back: { shown: 'Resuming in 3…', paused: false, stopped: true, signals: ['paused'] },
      end: { shown: '', paused: false, stopped: false, signals: ['paused', 'resumed'] },
    });
  });

  it.each(godotProjectSlugs)('%s: out of the tree, it follows its Window’s focus signals as it enters again: put back while the player is still away, it stays paused (review 20, R20-1); the player back while it was out, it starts the countdown (review 19, R19-2); taken out with the player there and put back while they are away, it pauses as on a focus loss (R19-1); a run restart() begins under the host’s tree paused for the focus waits for the player too (R19-3)', (slug) => {
    const game = slug.replace(/-/g, '_');
    const counting = { shown: 'Resuming in 3…', paused: false, stopped: true, signals: ['paused'] };
    const playing = { shown: '', paused: false, stopped: false, signals: ['paused', 'resumed'] };
    expect(linesOf<{ game: string }>(run, 'ENTER-WHILE-AWAY').find((line) => line.game === game)).toEqual({
      game,
      // Taken out and put back while the player is still away: paused until they are back (review 20, R20-1).
      back_while_away: { shown: 'Paused', paused: false, stopped: true, signals: ['paused'] },
      then_back: counting,
      reentered: counting,
      entered_away: { shown: 'Paused', paused: false, stopped: true, signals: ['paused'] },
      entered_back: counting,
      end: playing,
    });
    const restarted = linesOf<{ game: string }>(run, 'RESTART-UNDER-HOST-PAUSE').find((line) => line.game === game);
    // PhysicsDropper's board and MemoryTiles' boards never end: a focus loss always pauses them.
    expect(restarted).toEqual(['physics-dropper', 'memory-tiles'].includes(slug) ? undefined : { game, back: counting, end: playing });
  });

  it.each(godotProjectSlugs)('%s: a host that takes the game out in its root Window\'s focus_exited and puts it back in its focus_entered, connected before the game was made, gets the countdown when the player is back (review 21, R21-1: "Paused" for good)', (slug) => {
    const game = slug.replace(/-/g, '_');
    expect(linesOf<{ game: string }>(run, 'HOST-PUTS-BACK').find((line) => line.game === game)).toEqual({ game, away: 'Paused', back: 'Resuming in 3…', in_tree: true });
  });

  it.each(godotProjectSlugs)('%s: a game that enters the tree for the first time while the window is out of focus takes the player to be there and plays until Godot tells it of a focus change (the README\'s limit: a desktop window gets its focus by an event after it opens)', (slug) => {
    const game = slug.replace(/-/g, '_');
    expect(linesOf<{ game: string }>(run, 'FIRST-ENTRY-WHILE-AWAY').find((line) => line.game === game)).toEqual({ game, away: { shown: '', stopped: false }, back: { shown: '', stopped: false } });
  });

  it.each(godotProjectSlugs)('%s: a window of the host\'s taking the focus (a dialog, a PopupMenu, embedded in the root) is not the player leaving: the game plays on; the player leaving while the dialog is open pauses it, and their return counts down', (slug) => {
    const game = slug.replace(/-/g, '_');
    const playing = { shown: '', stopped: false };
    expect(linesOf<{ game: string }>(run, 'HOST-WINDOWS').find((line) => line.game === game)).toEqual({
      game,
      dialog_open: { ...playing, window_focused: true },
      left_with_dialog: { shown: 'Paused', stopped: true },
      back_with_dialog: { shown: 'Resuming in 3…', stopped: true },
      dialog_closed: playing,
      menu_open: { ...playing, window_focused: true },
      menu_closed: playing,
      paused_signals: 1,
    });
  });

  it('rhythm-clacker: its clacks play on the host\'s bus named in `bus` (an SFX bus of the host\'s layout), set before it enters the tree or after', () => {
    expect(linesOf<{ buses: string[] }>(run, 'RC-BUS')).toEqual([{ buses: ['SFX', 'SFX'] }]);
  });

  it.each(godotProjectSlugs)('%s has the one API every game has: board_rect() inside its area in the tree; start() changes nothing during a run and begins the next after one ended (PhysicsDropper has no run to begin; MemoryTiles\' dealt board begins its peek); its model has `over`, a number `score`, reset() with no argument and reset(seed) dealing as a model made with that seed does, and a step() (MemoryTiles\' tick()) typed Array of its events; update() with every setting null keeps each exactly, and a value a hair off its step is snapped to it; a value that is no number keeps the setting, and a huge one is its highest', (slug) => {
    const game = slug.replace(/-/g, '_');
    const begun = slug === 'physics-dropper' ? 'no run to begin' : 'true true';
    expect(linesOf<{ game: string }>(run, 'ONE-API').find((line) => line.game === game)).toEqual({ game, board_inside: true, begun, model_over: true, model_score: true, step_typed: true, null_changed: [], off_step_kept: [], bad_changed: [], reset_seeded: true });
  });

  it('memory-tiles: a tile the player focused by keys does not take Space under the host\'s own pause (the host\'s pause menu gets it) and has the focus again once the host plays on', () => {
    expect(linesOf<Record<string, unknown>>(run, 'MT-PAUSED-FOCUS')).toEqual([{ menu_got: 1, focus_while_paused: false, focus_after: true }]);
  });

  it('every game\'s board_rect() asked before it enters the tree is a finite rect of no size, never NaN (PhysicsDropper\'s was (0, nan, 0, nan))', () => {
    const early = linesOf<{ game: string; finite: boolean; rect: number[] }>(run, 'EARLY-BOARD');
    expect(early.map((line) => line.game).sort()).toEqual(godotProjectSlugs.map((slug) => slug.replace(/-/g, '_')).sort());
    for (const line of early) expect({ game: line.game, finite: line.finite, width: line.rect[2], height: line.rect[3] }).toEqual({ game: line.game, finite: true, width: 0, height: 0 });
  });

  it.each(godotProjectSlugs)('%s: under the host\'s own pause (`paused = true`), Space and a click on the game reach the host\'s pause menu earlier in the tree (its _unhandled_input): the game does not take them', (slug) => {
    const game = slug.replace(/-/g, '_');
    expect(linesOf<{ game: string }>(run, 'HOST-MENU-KEYS').find((line) => line.game === game)).toEqual({ game, menu_got: 2 });
  });

  it.each(godotProjectSlugs)('%s: the countdown after a focus loss runs on real time under the host\'s slow motion (Engine.time_scale 0.5): 180 frames of 1/60 s of real time, as at 1', (slug) => {
    const game = slug.replace(/-/g, '_');
    expect(linesOf<{ game: string }>(run, 'SLOW-MOTION-COUNTDOWN').find((line) => line.game === game)).toEqual({ game, frames: 180 });
  });

  it.each(godotProjectSlugs)('%s: the application leaving while a PopupMenu of the host\'s is open, the menu closed and its window giving the focus back to the root: the game stays paused (no countdown for nobody) until the application\'s focus is back, then counts down', (slug) => {
    const game = slug.replace(/-/g, '_');
    expect(linesOf<{ game: string }>(run, 'APP-AWAY-WITH-POPUP').find((line) => line.game === game)).toEqual({
      game,
      away: { shown: 'Paused', stopped: true },
      back: { shown: 'Resuming in 3…', stopped: true },
      end: { shown: '', stopped: false },
    });
  });

  it.each(godotProjectSlugs)('%s: in a Window node of the host\'s, the focus leaving that window for another window of the host\'s (a dialog) or for the root (the window hidden, then shown) is not the player leaving: the game plays on, and at once once shown', (slug) => {
    const game = slug.replace(/-/g, '_');
    const playing = { shown: '', stopped: false };
    expect(linesOf<{ game: string }>(run, 'GAME-IN-A-WINDOW').find((line) => line.game === game)).toEqual({ game, window_focused: true, with_dialog: playing, shown_again: playing });
  });

  it.each(godotProjectSlugs)('%s: the countdown after a focus loss: its first frame (5 s, the first back from the background) counts no more than the frame before it (1/60 s), "3…" shows 59 more frames of 1/60 s, and a later 5-second frame counts a third of a second', (slug) => {
    const row = linesOf<Countdown>(run, 'COUNTDOWN').find((line) => line.game === slug.replace(/-/g, '_'));
    expect(row).toEqual({ game: slug.replace(/-/g, '_'), after: 'Resuming in 3…', stopped: true, left: 2.983, frames_of_3: 59, long_frame_counts: 0.333 });
  });
});
