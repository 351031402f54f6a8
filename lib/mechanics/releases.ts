import type { KitEngine } from './kit-engine-query';

// Every kit's history, written once: the template page's Changelog, the releases feed, each kit's
// CHANGELOG.md, its package.json / project.godot version and its zip's file name all read it, so they
// cannot disagree. One line per change, each its own array item, written for the people who use the kit.

/** The six templates, by slug. */
export const releaseSlugs = ['physics-dropper', 'double-tap-dash', 'rhythm-clacker', 'memory-tiles', 'bounce-chain', 'timing-wheel'] as const;
export type ReleaseSlug = (typeof releaseSlugs)[number];

/** Keep a Changelog's kinds of change, in its order. */
export const changeKinds = ['Added', 'Changed', 'Deprecated', 'Removed', 'Fixed', 'Security'] as const;
export type ChangeKind = (typeof changeKinds)[number];

export type Change = {
  readonly kind: ChangeKind;
  /** One sentence; inline code in backticks. */
  readonly text: string;
  /** The templates it applies to; every template when left out. */
  readonly only?: readonly ReleaseSlug[];
  /** A change a host's code must follow (something it calls, reads or names now works otherwise): a major release. */
  readonly breaking?: true;
};

export type KitRelease = {
  /** Semantic version, MAJOR.MINOR.PATCH. */
  readonly version: string;
  /** The day it shipped, YYYY-MM-DD. */
  readonly date: string;
  /** One line for the feed and the page. */
  readonly summary: string;
  readonly changes: Readonly<Record<KitEngine, readonly Change[]>>;
};

/** A release as one template's kits see it: only the changes that apply to that template. */
export type TemplateRelease = Omit<KitRelease, 'changes'> & { readonly changes: Readonly<Record<KitEngine, readonly Change[]>> };

const allButMemoryTiles: readonly ReleaseSlug[] = ['physics-dropper', 'double-tap-dash', 'rhythm-clacker', 'bounce-chain', 'timing-wheel'];
/** The templates whose runs end by the rules (PhysicsDropper's board never does). */
const ending: readonly ReleaseSlug[] = ['double-tap-dash', 'rhythm-clacker', 'memory-tiles', 'bounce-chain', 'timing-wheel'];

/** Every release, newest first. All six templates share a version: a release ships every kit. */
export const kitReleases: readonly KitRelease[] = [
  {
    // Fixes after 3.0.2 shipped (review 48): nothing a host calls or reads changes.
    version: '3.0.3',
    date: '2026-12-02',
    summary: 'TimingWheel counts a press and its let-go between the same two frames each at its own moment, in every engine; in Godot a finger on the game no longer clicks a Control of yours drawn behind it; in Unity TimingWheel\'s segments no longer overlap on a 24-slice wheel; and every sentence the last reviews found untrue is made true, engine by engine.',
    changes: {
      unity: [
        { kind: 'Fixed', text: 'The wheel\'s segments are turned to face its hub: left upright, the squares of a 24-slice wheel overlapped corner to corner on its diagonals at the default radius.', only: ['timing-wheel'] },
        { kind: 'Fixed', text: 'The README says which fields of `keys` the game reads (the others do nothing in it): it said every field named a key the game read.' },
        { kind: 'Fixed', text: 'The README gives each run-time sprite\'s size: circles and diamonds 512 texels across with mipmaps, squares 16 texels of one colour; it said every sprite was 512 texels with mipmaps.' },
        { kind: 'Fixed', text: 'The README says the game adds an `AudioListener` as every Microloop game\'s shell does, this game making no sound: it said "so its sounds are heard".', only: ['physics-dropper', 'double-tap-dash', 'memory-tiles', 'bounce-chain', 'timing-wheel'] },
        { kind: 'Fixed', text: 'The README gives no prompt: the game shows none (no run waits for a press); and it says the rules name UnityEngine only in the peg field\'s Inspector attributes.', only: ['physics-dropper'] },
        { kind: 'Fixed', text: 'The README\'s prompt examples are the game\'s own ("Press E or click to play again"): they named a start prompt the game never shows.', only: ['double-tap-dash', 'bounce-chain', 'timing-wheel'] },
        { kind: 'Fixed', text: 'The README\'s prompt examples are the game\'s own ("Tap to start"): they named a prompt for a run\'s end, which the game never shows.', only: ['memory-tiles'] },
        { kind: 'Fixed', text: 'Gravity\'s and Simulation Speed\'s words, and the doc of `FallSeconds`, say the 0.35 s floor is the average drop\'s: a ball faster than the average reaches the bins sooner.', only: ['physics-dropper'] },
        { kind: 'Fixed', text: 'The README says the calibration is kept under two PlayerPrefs keys, the latency and the Input Latency it was measured at, and plays only with both: it named one; the how-to-play line says a clack sounds on every note (it said every beat).', only: ['rhythm-clacker'] },
        { kind: 'Fixed', text: 'The doc of the model\'s `ScoreChanged` says a reset raises it too, with 0.', only: ['memory-tiles'] },
        { kind: 'Fixed', text: 'The docs of `MinRadius` and `JudgeReleaseNow` say what they give, and the how-to-play line says a near miss counts toward the three misses that end a run.', only: ['timing-wheel'] },
        { kind: 'Fixed', text: 'A press and its let-go heard between the same two frames each count at their own moment: the let-go counted late by the press\'s offset, with that much more charge, in the game and in the rules\' `Press(after)` and `Release(after)`.', only: ['timing-wheel'] },
        { kind: 'Fixed', text: 'The how-to-play words say the less the charge the longer the wheel coasts, up to four times as long for a tap with none: they said any quick tap coasted four times as long.', only: ['timing-wheel'] },
        { kind: 'Fixed', text: 'Start Speed\'s words say the runner gets faster as Speed Ramp says, and keeps its speed at a ramp of 0: they said it only got faster.', only: ['double-tap-dash'] },
        { kind: 'Fixed', text: 'The README says Enter clicks a selected Button of yours again (Space too with the Input Manager), gives the *Update Mode* path of Unity 2022.3 and newer (Project Settings > Input System Package > Settings, as the warning does), and lists no F13 among the keys the Input System lacks; the old-package warning names the Package Manager\'s menu of each Unity version.' },
        { kind: 'Fixed', text: 'The game plays the peg field and payout it was made with: a payout edited in the Inspector while it played changed the bins\' points at once, and fewer bins than the board was built with read past the payout\'s end at the next landing (an exception); the bins\' labels show what the game plays.', only: ['physics-dropper'] },
        { kind: 'Fixed', text: 'The README says Unity 6000.1 and newer mark Both without the Input System package invalid, the tooltip of `drawHud` names every button the HUD draws, and the score event says it follows the game\'s own event where there is one.' },
        { kind: 'Fixed', text: 'BPM\'s words name no beat map tempo: the built-in beat maps have none of their own.', only: ['rhythm-clacker'] },
      ],
      godot: [
        { kind: 'Fixed', text: 'The README says the track lies under the HUD, across the whole width it leaves: it said the board could sit beside the HUD\'s buttons.', only: ['double-tap-dash'] },
        { kind: 'Fixed', text: 'The README says the lane lies under the HUD, across the whole width it leaves (it said the board could sit beside the HUD\'s buttons), and that with no audio output, or once the audio clock has stood still for a quarter of a second, a press is judged on the game\'s clock as the last frame left it.', only: ['rhythm-clacker'] },
        { kind: 'Fixed', text: 'The shell\'s doc comments say a press of the left mouse button (the only one it reads) is the game\'s main press, and that the web\'s dpi is at least 96.' },
        { kind: 'Fixed', text: 'Gravity\'s and Simulation Speed\'s words, and the doc of `fall_seconds`, say the 0.35 s floor is the average drop\'s: a ball faster than the average reaches the bins sooner.', only: ['physics-dropper'] },
        { kind: 'Fixed', text: 'The README\'s Controls and the doc of `HOLD_ACTION` name the left mouse button (the only one read), and the README says a near miss counts toward the three misses that end a run.', only: ['timing-wheel'] },
        { kind: 'Fixed', text: 'The doc of `update()` says a new BPM or Beat Map starts the song over at once, and after `model.update()` alone on the next frame the game plays; the game\'s doc says a clack sounds on every note (it said every beat).', only: ['rhythm-clacker'] },
        { kind: 'Fixed', text: 'The doc of `DoubleTapDashOutcome` names a phase\'s end among what it reports.', only: ['double-tap-dash'] },
        { kind: 'Fixed', text: 'A finger on the game gives a Control of yours drawn behind it nothing, with the mouse emulated from touch (Godot\'s default) too: the click Godot emulates from the finger reached that Control, its press and its release.' },
        { kind: 'Fixed', text: 'The README gives the Container Sizing of a Control you put the game in as the Inspector shows it (Fill, with Expand ticked), and says the addon README lists its scripts and resources; the shell\'s doc comments say where text shrinks below its size in game pixels.' },
        { kind: 'Fixed', text: 'The rules\' `press(after)` and `release(after)` called between the same two steps each count at their own moment: the let-go counted late by the press\'s offset, with that much more charge.', only: ['timing-wheel'] },
        { kind: 'Fixed', text: 'The how-to-play words say the less the charge the longer the wheel coasts, up to four times as long for a tap with none: they said any quick tap coasted four times as long.', only: ['timing-wheel'] },
        { kind: 'Fixed', text: 'Start Speed\'s words say the runner gets faster as Speed Ramp says, and keeps its speed at a ramp of 0: they said it only got faster.', only: ['double-tap-dash'] },
        { kind: 'Fixed', text: 'The doc of `fall_duration()` says the 0.35 s floor is the average drop\'s.', only: ['physics-dropper'] },
        { kind: 'Fixed', text: 'The game follows its config edited in place (the Inspector on the running game\'s `.tres`, a property set from code) from the next step, as `update()` with it does: a new Spin Speed or Speed Ramp waited for the next round, and fewer Segments left the target past the last one.', only: ['timing-wheel'] },
        { kind: 'Fixed', text: 'The game follows its config edited in place (the Inspector on the running game\'s `.tres`, a property set from code) from the next step, as `update()` with it does: a new BPM or Beat Map did nothing until `update()`.', only: ['rhythm-clacker'] },
        { kind: 'Fixed', text: 'The game follows its config edited in place (the Inspector on the running game\'s `.tres`, a property set from code) from the next step, as `update()` with it does: a new Board Size did nothing until `update()`.', only: ['memory-tiles'] },
        { kind: 'Fixed', text: 'The game follows its config edited in place (the Inspector on the running game\'s `.tres`, a property set from code) from the next step, as `update()` with it does: a wider Platform Width left platforms past the world\'s right edge.', only: ['bounce-chain'] },
        { kind: 'Fixed', text: 'The doc of `model` says it is made in `_ready()` (null before it), and the score event says it follows the game\'s own event where there is one.' },
        { kind: 'Fixed', text: 'The addon README says a key on a focused tile goes to that tile\'s game when two copies play side by side, and the arrow keys and Tab move the focus across both.', only: ['memory-tiles'] },
        { kind: 'Fixed', text: 'BPM\'s words name no beat map tempo: the kit\'s beat maps have none of their own.', only: ['rhythm-clacker'] },
      ],
      js: [
        { kind: 'Fixed', text: 'The doc comments of `onJudged` and its judgement say a phase that ends having phased through no gate, with a combo to lose, is judged too (a lapse), and the options\' doc no longer lists some of the common options as if they were all (it left out `loop`, `onPause` and `onResume`).', only: ['double-tap-dash'] },
        { kind: 'Fixed', text: 'The doc comment of `createGame` names every option and every method of the handle: it left out `loop`, `onPause`, `onResume`, `focus()`, `step()` and `render()`.', only: ['timing-wheel'] },
        { kind: 'Fixed', text: 'The README says `onStatus` speaks at once each time the game\'s state changes, the peek\'s end among them: it said once for each pick.', only: ['memory-tiles'] },
        { kind: 'Fixed', text: 'The `.d.ts` says a muted game keeps time, that `destroy()` gives back `touch-action` as the `createGame` doc says, and that a setting\'s meaning is a sentence or two.' },
        { kind: 'Fixed', text: 'Gravity\'s and Simulation Speed\'s words say the 0.35 s floor is the average drop\'s: a ball faster than the average reaches the bins sooner.', only: ['physics-dropper'] },
        { kind: 'Fixed', text: 'The README says `onJudged` reports a phase\'s end too (a lapse).', only: ['double-tap-dash'] },
        { kind: 'Fixed', text: 'The README says the rules\' `update()` deals a board of a new Board Size that waits for `begin()`, where the game\'s begins its peek at once.', only: ['memory-tiles'] },
        { kind: 'Fixed', text: 'The README and the `.d.ts` say `calibrate()` applies the latency itself and resolves with the value it applied (on its step and range, unchanged with fewer than three usable taps).', only: ['rhythm-clacker'] },
        { kind: 'Fixed', text: 'The doc of `createGame` and the how-to-play line say a near miss counts toward the three misses that end a run, and name the left mouse button.', only: ['timing-wheel'] },
        { kind: 'Fixed', text: 'A press and its let-go heard between the same two frames each count at their own moment: the let-go counted late by the press\'s offset, with that much more charge, in the game and in the rules\' `press(after)` and `release(after)`.', only: ['timing-wheel'] },
        { kind: 'Fixed', text: 'The how-to-play words say the less the charge the longer the wheel coasts, up to four times as long for a tap with none: they said any quick tap coasted four times as long.', only: ['timing-wheel'] },
        { kind: 'Fixed', text: 'Start Speed\'s words say the runner gets faster as Speed Ramp says, and keeps its speed at a ramp of 0: they said it only got faster.', only: ['double-tap-dash'] },
        { kind: 'Fixed', text: 'The README says `web/page-boot.js` wires the page\'s Mute and Calibrate buttons too.', only: ['rhythm-clacker'] },
        { kind: 'Fixed', text: 'A host that pauses the game in `onJudged` stops it at that step: the rest of the frame\'s steps played on, their score heard after `onPause` and a crash among them reaching `onEnd`.', only: ['double-tap-dash'] },
        { kind: 'Fixed', text: 'The README\'s Controls say R acts while a run plays or after it ended (while the game waits for its first run, its start press starts it), and the score event says it follows the game\'s own event where there is one.' },
        { kind: 'Fixed', text: 'The doc of `createGame` says the runner gains speed by its Speed Ramp (at 0 it keeps its speed).', only: ['double-tap-dash'] },
        { kind: 'Fixed', text: 'The README says the song stands still before the first press, and after it waits for the sound up to half a second before it keeps time by frames; BPM\'s words name no beat map tempo (a custom `beatMap`\'s own tempo is the README\'s).', only: ['rhythm-clacker'] },
      ],
    },
  },
  {
    // Fixes after 3.0.1 shipped (review 42): nothing a host calls or reads changes.
    version: '3.0.2',
    date: '2026-12-01',
    summary: 'In a Unity Web build RhythmClacker waits for the player\'s first press before its song starts; in Godot a setting set from code goes on its step; and every README sentence the last review found untrue is now true.',
    changes: {
      unity: [
        { kind: 'Fixed', text: 'In a Web build the song waits at its start for the player\'s first press ("Tap to start"), which lets the browser start the sound and is not judged, as the README says: the song ran at once on the frames\' time while the browser held the sound back, and its first notes fell due, Misses, before a clack could be heard.', only: ['rhythm-clacker'] },
        { kind: 'Fixed', text: 'The README\'s Controls say Space or Enter turns the focused tile face up: they said it turned a tile.', only: ['memory-tiles'] },
        { kind: 'Fixed', text: 'The README says a nudge aims at the nearest platform below but the last one bounced on (that one when it is the only one below), at most once every 0.4 s: it said the one that would extend the chain.', only: ['bounce-chain'] },
        { kind: 'Fixed', text: 'The README says a phase lasts 0.55 s, through any gate, and the next can start 0.35 s after it ends: it said a phase went through the next gate.', only: ['double-tap-dash'] },
        { kind: 'Fixed', text: 'The README says a tap is judged on the song clock at the time it carries where the engine gives it one (else when the game takes it, up to a frame off), and a note let pass is a Miss at the first frame past its Good window: it said the rules step on a fixed clock.', only: ['rhythm-clacker'] },
        { kind: 'Fixed', text: 'The README says the wheel moves by the time each frame passed, and a press or a let-go counts at the time it carries where the engine gives it one (else at the start of the frame that takes it, up to a frame early): it said the rules step on a fixed clock.', only: ['timing-wheel'] },
        { kind: 'Fixed', text: 'The README says the board has no steps of its own, its timers telling the rules the time: it said the rules step on a fixed clock.', only: ['memory-tiles'] },
        { kind: 'Fixed', text: 'The README says a tap near no note is a stray Miss that leaves the note open, and that `Calibrated` also fires with the latency kept when a round had fewer than 3 usable taps: it said such a tap judged the nearest note, and that the event came only with a latency set.', only: ['rhythm-clacker'] },
        { kind: 'Fixed', text: 'A quick tap shorter than a frame (pressed and let go before the frame ends, which the Input System gives from 1.9.0 on) brakes the wheel as a release with no charge does, a coast of four Brake Times: the game read only holds, and did nothing.', only: ['timing-wheel'] },
        { kind: 'Fixed', text: 'The README names the left mouse button for a hold (the only one the game reads); the doc of `PointsFor` gives its formula (72 points at the defaults).', only: ['timing-wheel'] },
        { kind: 'Fixed', text: 'The README says the first board shows its tiles at once, and that either tile of a miss can be picked again at once.', only: ['memory-tiles'] },
        { kind: 'Fixed', text: 'The doc comments of `Mulberry32` sit on the members they describe: `Next()`\'s was on `Reseed`.' },
        { kind: 'Fixed', text: 'The README says steering reads the left or right half of the game\'s view, by the left mouse button or a finger: it said the screen\'s, and a mouse button.', only: ['bounce-chain'] },
        { kind: 'Fixed', text: 'Bounciness\'s tooltip and the README say what it does: 0 keeps none of a ball\'s speed into a peg, a wall or the floor (the ball slides on), more for a livelier board, fading off pegs and walls for a ball long in the air, and on a bin\'s floor a ball bounces at most twice; the doc of the fall time gives Gravity\'s cap at 14.', only: ['physics-dropper'] },
        { kind: 'Fixed', text: 'In a Web build the player\'s Restart (R or the HUD\'s button) as the first press lets the sound start too: the run kept waiting, "Tap to start" still shown.', only: ['rhythm-clacker'] },
        { kind: 'Fixed', text: 'The doc comments and the README say R and the Restart button do nothing while the game is paused or counting down (`Restart()` from code does): they said "at any time".', only: ['double-tap-dash', 'bounce-chain', 'timing-wheel'] },
        { kind: 'Fixed', text: 'The README\'s events say `ScoreChanged` reports 0 on a new run, and the doc of `Judged` names a phase\'s end among what it reports.', only: ['double-tap-dash'] },
        { kind: 'Fixed', text: 'The README\'s events say `ScoreChanged` reports 0 on a new run.', only: ['rhythm-clacker', 'memory-tiles'] },
        { kind: 'Fixed', text: 'Particle Density\'s and Simulation Speed\'s words say the board keeps that many balls falling by itself (your drops add more, up to 60) and that a drop\'s time halves down to its 0.35 s floor.', only: ['physics-dropper'] },
        { kind: 'Fixed', text: 'The README says that in a player a game switched off mid-run as the player leaves raises `Paused`, and that a time scale back above 0 in the frame focus came back plays on after the countdown.' },
      ],
      godot: [
        { kind: 'Fixed', text: 'A setting set from code between two of its steps (a property of the config, then `model.update(config)`) is put on its step by the setting\'s setter, as the Inspector and a Dictionary given to `update()` put it, so the README\'s "clamped and snapped" holds however it is given: the setter kept it to its range only, and the game played it off its step.' },
        { kind: 'Fixed', text: 'The README says the rules step 2/600 or 3/600 s of the board\'s time at settings that would run more than 2,500 steps a real second: it said every step was 1/600 s.', only: ['physics-dropper'] },
        { kind: 'Fixed', text: 'The README\'s Controls say Space or Enter turns the focused tile face up: they said it turned a tile.', only: ['memory-tiles'] },
        { kind: 'Fixed', text: 'The README says a nudge aims at the nearest platform below but the last one bounced on (that one when it is the only one below), at most once every 0.4 s: it said the one that would extend the chain.', only: ['bounce-chain'] },
        { kind: 'Fixed', text: 'The README says a phase lasts 0.55 s, through any gate, and the next can start 0.35 s after it ends: it said a phase went through the next gate.', only: ['double-tap-dash'] },
        { kind: 'Fixed', text: 'The doc comments of `game_paused` and the game, and the README, say a focus loss pauses the game in an exported game (run from the editor, play goes on).' },
        { kind: 'Fixed', text: 'The README says Other File Extensions (which shows `index.html` in the FileSystem dock) is Godot 4.4\'s setting, and names 4.3\'s (TextFile Extensions).' },
        { kind: 'Fixed', text: 'The README says a tap is judged on the song clock at the time it carries where the engine gives it one (else when the game takes it, up to a frame off), and a note let pass is a Miss at the first frame past its Good window: it said the rules step on a fixed clock.', only: ['rhythm-clacker'] },
        { kind: 'Fixed', text: 'The README says the wheel moves by the time each frame passed, and a press or a let-go counts at the time it carries where the engine gives it one (else at the start of the frame that takes it, up to a frame early): it said the rules step on a fixed clock.', only: ['timing-wheel'] },
        { kind: 'Fixed', text: 'The README says the board has no steps of its own, its timers telling the rules the time: it said the rules step on a fixed clock.', only: ['memory-tiles'] },
        { kind: 'Fixed', text: 'The README says `calibrated` also fires with the latency kept when a round had fewer than 3 usable taps, and a tap near no note is a stray Miss that leaves the note open.', only: ['rhythm-clacker'] },
        { kind: 'Fixed', text: 'The README says the HUD can take more than a third of a panel taller than wide, and that either tile of a miss can be picked again at once.', only: ['memory-tiles'] },
        { kind: 'Fixed', text: 'The README says steering reads the left or right side of the board\'s middle, by the left mouse button or a finger: it said the view\'s halves.', only: ['bounce-chain'] },
        { kind: 'Fixed', text: 'The README names the left mouse button for a hold; the doc of `points_for` gives its formula (72 points at the defaults).', only: ['timing-wheel'] },
        { kind: 'Fixed', text: 'Bounciness\'s doc and the README say what it does (0 keeps none of a ball\'s speed into a peg, a wall or the floor (the ball slides on), more for a livelier board, fading off pegs and walls for a ball long in the air, and on a bin\'s floor a ball bounces at most twice); the fall time\'s doc gives Gravity\'s cap at 14; the README\'s Change the rules says what a new kind of event needs.', only: ['physics-dropper'] },
        { kind: 'Fixed', text: 'The doc of `DoubleTapDashOutcome` says a lapse is a combo lost to a gate passed without a phase or a phase that met no gate.', only: ['double-tap-dash'] },
        { kind: 'Fixed', text: 'The doc of `paused` says game_paused or game_resumed fires where setting it stops or starts the game (not while a focus loss, your paused tree or a hidden game already holds it).' },
        { kind: 'Fixed', text: 'The README says the rules are told the play clock in ms and that new settings apply at once (the Flip-Back Delay from the next miss, Peek Time from the next peek): it said stepped, from the next step.', only: ['memory-tiles'] },
        { kind: 'Fixed', text: 'Particle Density\'s and Simulation Speed\'s words say the board keeps that many balls falling by itself (your drops add more, up to 60) and that a drop\'s time halves down to its 0.35 s floor.', only: ['physics-dropper'] },
        { kind: 'Fixed', text: 'Gravity, Bounciness or Simulation Speed edited on the config in place (the Inspector on the running game\'s `.tres`, a property set from code) applies from the next step, as the README says: the rules worked a drop\'s time out in `update()` alone, so the change waited for a restart.', only: ['physics-dropper'] },
      ],
      js: [
        { kind: 'Fixed', text: 'The README says what a setting that is not a number plays: its default (in `update()`, the value it had); it said every value warned of was clamped to its range.' },
        { kind: 'Fixed', text: 'The README\'s timing model says a new BPM or Beat Map starts the song over, that with `output` your context plays on through a pause, and that the rules\' `update()` keeps the song\'s place in beats on a new BPM where the game starts the song over: it said no `update()` dropped or moved a clack, that a pause always suspended the AudioContext, and that the rules\' `update()` worked as the game\'s.', only: ['rhythm-clacker'] },
        { kind: 'Fixed', text: 'The README\'s Controls say Space or Enter turns the focused tile face up: they said it turned a tile.', only: ['memory-tiles'] },
        { kind: 'Fixed', text: 'The README and the `.d.ts` say a nudge aims at the nearest platform below but the last one bounced on (that one when it is the only one below), at most once every 0.4 s: they said the one that would extend the chain.', only: ['bounce-chain'] },
        { kind: 'Fixed', text: 'The README and the `.d.ts` say a phase lasts 0.55 s, through any gate, and the next can start 0.35 s after it ends: they said a phase went through the next gate.', only: ['double-tap-dash'] },
        { kind: 'Fixed', text: '`index.html` names an icon of its own (`data:`), as `web/index.html` does, so a browser that serves it asks for no `/favicon.ico`: it made that one request, and logged a 404, against the README\'s "no network requests".' },
        { kind: 'Fixed', text: 'The `.d.ts` says what a setting that is not a number plays, as the README does, and what `onStatus` reads out (the game\'s state and its numbers: it named a streak and a judgement, which not every game has).' },
        { kind: 'Fixed', text: 'The README asks for no npm version: it named npm 11, which nothing in the kit needs (Vite 8 names Node alone).' },
        { kind: 'Fixed', text: 'The README and the `.d.ts` say `snapshot()` reads out the score and the numbers a HUD shows (draw the field from `state`): they said what is on screen.', only: ['physics-dropper', 'double-tap-dash', 'rhythm-clacker', 'bounce-chain', 'timing-wheel'] },
        { kind: 'Fixed', text: 'The README says a tap is judged on the song clock at the time it carries where the engine gives it one (else when the game takes it, up to a frame off), and a note let pass is a Miss at the first frame past its Good window: it said the rules step on a fixed clock.', only: ['rhythm-clacker'] },
        { kind: 'Fixed', text: 'The README says the wheel moves by the time each frame passed, and a press or a let-go counts at the time it carries where the engine gives it one (else at the start of the frame that takes it, up to a frame early): it said the rules step on a fixed clock.', only: ['timing-wheel'] },
        { kind: 'Fixed', text: 'The README says the board has no steps of its own, its timers telling the rules the time: it said the rules step on a fixed clock.', only: ['memory-tiles'] },
        { kind: 'Fixed', text: 'The README says a tap near no note is a stray Miss that leaves the note open, and a custom `beatMap` ignores the Beat Map setting; the `.d.ts` says a pause with `output` leaves your context playing.', only: ['rhythm-clacker'] },
        { kind: 'Fixed', text: 'The README names the left mouse button for a hold, and which rules of the wheel are settings and which are fixed.', only: ['timing-wheel'] },
        { kind: 'Fixed', text: 'The README says either tile of a miss can be picked again at once.', only: ['memory-tiles'] },
        { kind: 'Fixed', text: 'Bounciness\'s meaning says what it does: 0 keeps none of a ball\'s speed into a peg, a wall or the floor (the ball slides on), more for a livelier board, fading off pegs and walls for a ball long in the air, and on a bin\'s floor a ball bounces at most twice.', only: ['physics-dropper'] },
        { kind: 'Fixed', text: 'The words of each setting say what it does at its edges: Simulation Speed halves a drop\'s time down to its 0.35 s floor, Particle Density is the balls the board keeps falling by itself (drops add more, up to 60).', only: ['physics-dropper'] },
        { kind: 'Fixed', text: 'Restitution\'s words say no bounce rises less than 1.6 units, so a short fall rebounds higher than it fell.', only: ['bounce-chain'] },
        { kind: 'Fixed', text: 'Spin Speed\'s words say the wheel reaches it over 0.6 s at each round\'s start.', only: ['timing-wheel'] },
        { kind: 'Fixed', text: 'The how-to-play line names a gamepad\'s face button (A, B, X or Y), the only ones read.', only: ['double-tap-dash'] },
        { kind: 'Fixed', text: 'The README says `reset()` while the player is away plays the new run after the countdown once they are back, with no press, and the `.d.ts` documents `onScore`.' },
        { kind: 'Fixed', text: 'The README and the `.d.ts` say the rules\' `step()` plays at most 0.25 s a call.', only: ['bounce-chain'] },
      ],
    },
  },
  {
    // Fixes after 3.0.0 shipped (review 38): nothing a host calls or reads changes.
    version: '3.0.1',
    date: '2026-12-01',
    summary: 'In Unity a stylus plays with the Input System and a number in a narrow HUD stays whole; in Godot DoubleTapDash judges a tap on the frame\'s time; in JavaScript your canvas\'s style comes back word for word, and the drawing makes less garbage.',
    changes: {
      unity: [
        { kind: 'Fixed', text: 'With the Input System a stylus (an Apple Pencil, an S Pen, a Surface Pen) plays as a finger does: the Input System gives it as its `Pen`, which the game did not read, so it did nothing in the game while your UI took it. With the Input Manager a stylus is read as the platform gives it (a touch on a phone or a tablet, the mouse on Windows).' },
        { kind: 'Fixed', text: 'With your EventSystem\'s `InputSystemUIInputModule`, a finger is asked about by the pointer id the module gives it: by its touch id alone, which can be the mouse\'s or a pen\'s device id (about once a session), the game asked about that pointer, and your button\'s tap played in the game too.' },
        { kind: 'Fixed', text: 'A stylus\'s press is judged by the pen\'s last event in its frame, as a click is by the mouse\'s: a pen on the screen sends one as it moves or presses harder, so up to a frame late.', only: ['double-tap-dash', 'rhythm-clacker', 'timing-wheel'] },
        { kind: 'Fixed', text: 'In a narrow view (half a phone\'s screen) the HUD keeps each number on one line with its sign, its decimals, its caption and its unit: a line could end after a minus sign or before a decimal point (RhythmClacker\'s `-` over `500 ms`, BounceChain\'s `x1` over `.5`), and the player read another value.', only: ['physics-dropper', 'rhythm-clacker', 'memory-tiles', 'bounce-chain'] },
        { kind: 'Fixed', text: '`Calibrate()` on a destroyed Game does nothing, as `Restart()`, `Pause()` and `Resume()` do: it started a round on it.', only: ['rhythm-clacker'] },
        { kind: 'Fixed', text: '`Calibrate()` while the player is away between runs is held and said so, as `Restart()` is: `Paused` fires, "Paused" shows, and the round plays after the countdown once they are back (it held the round silently and clicked at once on their return).', only: ['rhythm-clacker'] },
        { kind: 'Fixed', text: 'Destroying only the game\'s component (`Destroy(game)`, its GameObject yours) takes the board it made with it: the board stayed under your object (156 objects in PhysicsDropper), drawn on where another game of the package played.' },
      ],
      godot: [
        { kind: 'Fixed', text: 'A tap is judged on the play time the last frame left: it was judged on the rules\' last 1/60 s step, up to 15 ms before that at 144 fps, outside the README\'s bound of one frame (7 ms). The README now says too that what a press starts (a dash, a phase) starts where the rules\' last 1/60 s step left them.', only: ['double-tap-dash'] },
        { kind: 'Fixed', text: 'The README says that what a press starts (a nudge) starts where the rules\' last 1/240 s step left them, up to 4.2 ms before the frame\'s time: it said only that a press counts up to one frame from when it was made.', only: ['bounce-chain'] },
        { kind: 'Fixed', text: 'The README says that what a press starts (a ball) starts where the rules\' last step of the board\'s time left them, under 1 ms before the frame\'s time at the default settings and up to 11 ms at the slowest (Gravity 1, Simulation Speed 1, Bounciness 0): it said only that a press counts up to one frame from when it was made.', only: ['physics-dropper'] },
        { kind: 'Changed', text: 'Nothing in the game: this release is the other templates\' and engines\' fixes, and the kits share their version.', only: ['rhythm-clacker', 'memory-tiles', 'timing-wheel'] },
      ],
      js: [
        { kind: 'Fixed', text: '`destroy()` gives your canvas\'s `style` attribute back word for word where its declarations are as they were, with your `!important` on a style the game writes (its `touch-action`, its size), and a size you set on it while the game played is yours: it came back as the browser writes it again (a trailing `;`, its own spacing), a change to a host that compares attributes.', only: ['physics-dropper', 'double-tap-dash', 'rhythm-clacker', 'bounce-chain', 'timing-wheel'] },
        { kind: 'Fixed', text: 'The drawing goes through its lists by index, not with `for…of`, whose iterator V8 can keep on the heap, one a loop a frame: in steady play the canvas runtime and drawing make about 0.2 KB a frame (0.6 before), heap-sampled in Chromium on a 390 × 700 canvas at devicePixelRatio 3.', only: ['physics-dropper'] },
        { kind: 'Fixed', text: 'The drawing goes through the gates by index, not with `for…of`, whose iterator V8 can keep on the heap, one a frame: in steady play the canvas runtime and drawing make about 0.45 KB a frame (0.65 before), heap-sampled in Chromium on a 390 × 700 canvas at devicePixelRatio 3. (2.1.0\'s line on the drawing of wrapped text gave RhythmClacker\'s figure, not this game\'s.)', only: ['double-tap-dash'] },
        { kind: 'Changed', text: '2.1.0\'s line on the drawing of wrapped text gave RhythmClacker\'s figure, not this game\'s: BounceChain\'s canvas runtime and drawing make about 0.75 KB a frame in steady play, heap-sampled in Chromium on a 390 × 700 canvas at devicePixelRatio 3.', only: ['bounce-chain'] },
        { kind: 'Changed', text: 'Nothing in the game: this release is the other templates\' and engines\' fixes, and the kits share their version.', only: ['memory-tiles'] },
      ],
    },
  },
  {
    // A major release: what changed after 2.1.6 shipped (review 32's nits, reviews 33 to 35), fixes, and one change a
    // host's code must follow (DoubleTapDash's Godot `model.score()` became `model.score`).
    version: '3.0.0',
    date: '2026-12-01',
    summary: 'In a Unity Web build on a phone the HUD reads the page for its size; in Godot RhythmClacker\'s song stays held through your menu, and DoubleTapDash\'s score is a number as in every model; in JavaScript the press that starts a run no longer eats the next.',
    changes: {
      unity: [
        { kind: 'Fixed', text: 'In a Web build the HUD sizes its text from the page, through the package\'s new `.jslib` (Web builds only): the canvas\'s device pixels a CSS pixel as the page shows it (inside your border and padding, through your scale or turn), at 163 CSS px an inch in a phone\'s or a tablet\'s browser (at least a tenth of an inch) and 16 CSS px letters in a desktop\'s. It took the canvas for the screen (0.074 in in a 16:9 frame on an iPhone 14 Pro), only where `Application.isMobilePlatform` was true, which Unity\'s source gives as false for Web builds (16 px letters, 0.035 in), and drew 8 CSS px letters in a desktop browser on a 2× screen (32 where your loader draws the canvas at half its size).' },
        { kind: 'Fixed', text: 'In a narrow view (your camera\'s viewport beside your own, a portal\'s narrow frame) the HUD\'s buttons that do not fit in a row stack under it, its text at full size where the view\'s height allows: they reached over your part of the screen (RhythmClacker\'s Calibrate by 151 px on half an iPhone\'s screen). A view too short for the HUD draws it smaller as before, its buttons in whichever rows let it be largest.' },
        { kind: 'Fixed', text: 'The how-to-play line says a quick tap on the game nudges the ball too, as it does: the page told a phone player only of Space.', only: ['bounce-chain'] },
      ],
      godot: [
        { kind: 'Fixed', text: 'Your tree unpaused, or the game moved in your tree, while the game holds (its own pause, the player away, the countdown) no longer lets the song play on until its next frame: the engine takes a player\'s stream out of its pause on both, and ten opens and closes of your menu over the paused game let 23 to 70 ms of it out. The editor\'s un-suspend (its Game view\'s Suspend, Next Frame) is undone in the same call, the mixer fading out at most the one buffer it had begun (it let out 2,048 frames).', only: ['rhythm-clacker'] },
        { kind: 'Fixed', text: 'A new tempo or a restart while the game holds (the player away, your tree paused, the countdown) starts the new stream held: it took the game\'s own `paused` alone and ran behind the hold.', only: ['rhythm-clacker'] },
        { kind: 'Fixed', text: 'The how-to-play line says a quick tap on the game nudges the ball too, as it does: the page told a phone player only of Space.', only: ['bounce-chain'] },
        { kind: 'Changed', text: 'The rules\' `score` is a number, as in every model (`model.score`), read-only (the metres run plus every phase bonus: setting it warns and changes nothing): it was a method, `model.score()`, and a host reading `model.score` got a `Callable`.', only: ['double-tap-dash'], breaking: true },
        { kind: 'Fixed', text: 'The warning for a key `update()` is given that names no setting shows the key as a value is shown, escaped, quoted (text) and short: it was printed raw (a newline split the warning, an escape sequence recoloured the terminal, a list as a key made a line of 60,000 characters).' },
        { kind: 'Fixed', text: 'The shell\'s warning for an event kind the game has no word for (a model you extended) writes the kind escaped, on one line: a line break in it split the warning.' },
        { kind: 'Fixed', text: 'Once your last game is freed, nothing of the shell is left on the engine\'s `InputMap`: its count of the input actions it added stayed there as metadata.' },
        { kind: 'Fixed', text: 'A setting\'s warning shows text in quotes with only a quote, a backslash and each control or line-breaking character escaped: `it\'s` as it is (it read `it\\\'s`), and a terminal\'s escape sequence given by mistake escaped (it was printed raw, and could recolour the terminal). A preset\'s `schemaVersion` newer than the script\'s is named as the preset wrote it, with its warning: `1.5` was taken as 1 and passed without one, and a huge one was named 1000000000.' },
      ],
      js: [
        { kind: 'Fixed', text: 'The press that starts a run (or R\'s restart) no longer swallows the run\'s next press when it is let go where the game cannot hear it: a key let go after your text field took the focus, a mouse let go off the canvas, or a press whose pointer your element captured (a drag-to-pan container, taking it in its pointerdown listener as the event bubbles: one that takes it as the event goes down to the canvas has it taken back), which also lets go of a press held on the game.', only: ['physics-dropper', 'double-tap-dash', 'rhythm-clacker', 'bounce-chain', 'timing-wheel'] },
        { kind: 'Fixed', text: 'The how-to-play line says a quick tap on the game nudges the ball too, as it does: the page told a phone player only of Space.', only: ['bounce-chain'] },
        { kind: 'Fixed', text: 'A hold taken from the game (the canvas\'s focus gone to your text field, a touch the browser cancels for a scroll, a press your element captures) is let go without acting: TimingWheel braked on it and the player lost a life.', only: ['timing-wheel'] },
        { kind: 'Fixed', text: 'A press taken from the game (a touch the browser cancels for a scroll, a press your element captures) within a tap\'s time no longer nudges the ball.', only: ['bounce-chain'] },
        { kind: 'Fixed', text: 'Two games on one page share its audio session: it stays "playback" until the last of them is destroyed (the first gave it back while the second played on, silent under the ringer switch on an iPhone).', only: ['rhythm-clacker'] },
        { kind: 'Changed', text: 'Nothing in the game: this release is the other templates\' fixes, and the six kits share their version.', only: ['memory-tiles'] },
      ],
    },
  },
  {
    // A patch release: what changed after 2.1.5 shipped (review 26's rows left open then), fixes only.
    version: '2.1.6',
    date: '2026-12-01',
    summary: 'In JavaScript your pause keeps the player\'s hold and says "Paused" whatever you change under it, and the HUD leaves the notch wherever the page scrolls it; in Unity your Pause() before the game wakes holds, and your UI on a URP overlay camera keeps its taps.',
    changes: {
      unity: [
        { kind: 'Fixed', text: '`Pause()` called before the game wakes (its GameObject kept inactive until you show it, or made under your pause menu) holds: `Paused` fires in its first frame and the game waits for your `Resume()` (it was dropped, and the game woke playing). `Resume()` before then undoes it.' },
        { kind: 'Fixed', text: 'A game you hide (`SetActive(false)`, or the component disabled) with the player there goes on from where its song was when you show it again: the song ran on with the audio clock, and every note that passed meanwhile was a Miss in the first frame.', only: ['rhythm-clacker'] },
        { kind: 'Fixed', text: 'A change of the audio device while the song plays (headphones plugged in, a Bluetooth speaker, your `AudioSettings.Reset`) no longer silences the clacks for good: Unity loses the clips a game makes by script and the sounds it has scheduled, so the game makes its clacks again and schedules the song on from where it is.', only: ['rhythm-clacker'] },
        { kind: 'Fixed', text: 'The README says that a button or slider you draw in `OnGUI` is not known to the game (Unity hands it the click after the game has read the press): a tap on it over the board acts in the game too, so draw such buttons with uGUI or UI Toolkit, or `Pause()` the game while your `OnGUI` menu is up.' },
        { kind: 'Fixed', text: 'A game your `OnApplicationFocus(false)` switches off before its first frame, before it hears the player go, and on again while they are still away holds its first run, and their return counts down: it played on.' },
        { kind: 'Fixed', text: 'The player leaving between the game\'s `Awake` and its first frame (a scene loaded while they switch away) holds its first run, and their return counts down: the focus change was not heard, and the run played out with nobody there. A game made while the application is out of focus still takes the player to be there, as the README says.' },
        { kind: 'Fixed', text: '`IsPaused` is true at once after a `Pause()` made before the game woke, and `Resume()` before its first frame undoes it without a word (it fired `Paused`, then `Resumed`).' },
        { kind: 'Fixed', text: 'A game switched off as the player leaves before its first frame (your `OnApplicationFocus(false)`) and on again once they are back plays: it stayed paused.' },
        { kind: 'Fixed', text: 'Where Unity does not know the screen\'s density (`Screen.dpi` 0, a Web build in a phone\'s browser), the HUD takes the screen\'s short side as 312 dp: 320 left its letters at 0.098 in on the narrowest iPhone (320 CSS px of 1/163 in). The README says what this does on a tablet.' },
        { kind: 'Fixed', text: 'Under URP, your UI drawn by an Overlay camera in the stack of the camera the game draws with (the Main Camera it took) keeps its taps whatever that camera\'s depth: URP draws a stack in order and ignores an Overlay camera\'s depth, and a tap on your button there also acted in the game. One stacked on a camera drawn under the game\'s leaves the taps on the game to it. With URP installed and the Built-in pipeline in use, cameras draw by depth.' },
      ],
      godot: [
        { kind: 'Fixed', text: 'A setting `update()` or a preset gives outside its range, or infinite, is the nearest bound with a warning (it was clamped silently, and a whole number past 2^63 became the lowest); one that is no number (text, `true`, NaN) keeps its value, with a warning (it became the lowest, silently). A preset\'s field given as `null` keeps its default, as `update()` takes a `null`, and a `schemaVersion` that is no number reads as the script\'s own.' },
        { kind: 'Fixed', text: 'A setting you give a hair off its step (`5.00003` on a step of 0.5) is put on the step, as the Unity and JavaScript kits do: it was kept as given. One on its step comes back exactly.' },
        { kind: 'Changed', text: 'The rules\' `step()` returns an `Array[Dictionary]` of its events, as every model\'s does (it was an untyped `Array`); `settings()` and `is_over()` are marked `@deprecated` (the editor\'s help says so): use `current_settings()` and `over`, as in every model.', only: ['timing-wheel'] },
      ],
      js: [
        { kind: 'Fixed', text: 'A charge held through your `pause()` keeps what it built: none builds while paused, and play goes on charging from there (it started again from nothing). Let go during the pause, the hold is dropped without a stop.', only: ['timing-wheel'] },
        { kind: 'Fixed', text: 'A finger or mouse held through your `pause()` steers on when play goes on (it was let go), and its tap window leaves the pause out: a hold of 0.9 s let go just after `start()` nudged as a tap.', only: ['bounce-chain'] },
        { kind: 'Fixed', text: 'The HUD\'s safe area follows the canvas when your page scrolls it under the notch (and, while a run plays, when you move it without a resize or a scroll): it was worked out where the canvas was at the last resize, and a canvas scrolled up to the top of a phone on its side drew its score under the notch.', only: ['physics-dropper', 'double-tap-dash', 'rhythm-clacker', 'bounce-chain', 'timing-wheel'] },
        { kind: 'Fixed', text: '`onStatus` says each new moment at once: the run\'s start (it said "Ready · …" for most of a second into the run), a `reset()` and a run\'s end ("Run over" came most of a second after `onEnd`). The one-a-second pace now spaces out only the sentences of a run as it plays.', only: ['physics-dropper', 'double-tap-dash', 'rhythm-clacker', 'bounce-chain', 'timing-wheel'] },
        { kind: 'Fixed', text: 'A hold let go during your pause while another is still held (a tap on the screen while an arrow steers) only ends when play goes on: it nudged.', only: ['bounce-chain'] },
        { kind: 'Fixed', text: 'A `reset()` under your pause (your pause menu\'s Restart) says the new run\'s "Paused · Ready · …" at once: the old run\'s "Paused · …" stood most of a second. During the countdown back it says only the countdown, started over, and an `update()` while the game waits or is paused says its new state at once, unless a sentence was said within the second (a slider you drag: one sentence a second at most, the last value last).', only: ['physics-dropper', 'double-tap-dash', 'rhythm-clacker', 'bounce-chain', 'timing-wheel'] },
        { kind: 'Fixed', text: 'The score (and BounceChain\'s chain) keeps inside the screen\'s safe area when your canvas is wider than the board\'s shape at the top of a phone with a notch: it sat on the board\'s top edge, under the notch.', only: ['physics-dropper', 'bounce-chain'] },
        { kind: 'Fixed', text: 'On a short canvas (a 16:9 box 320 px wide) the start prompt and "Run over" are drawn below the HUD\'s second row: they lay over "0 m · 6.0 m/s" and "Phase ready".', only: ['double-tap-dash'] },
        { kind: 'Fixed', text: '`calibrate()` while your `pause()` holds the game waits for your `start()`, held and saying "Paused": it ended your pause (`onResume`, and a press started a run under your pause menu).', only: ['rhythm-clacker'] },
        { kind: 'Fixed', text: 'A `reset()` during the countdown back says only the countdown, started over: the old board\'s "Paused · …" and "Paused · Ready · …" came first.', only: ['memory-tiles'] },
        { kind: 'Fixed', text: 'Of Space and a finger both held into your pause, the one let go during it only ends when play goes on, and the other charges on: the wheel braked.', only: ['timing-wheel'] },
        { kind: 'Changed', text: '2.0.0\'s entry put PhysicsDropper\'s rules at about 0.2–0.6 KB a frame in steady play, and 2.1.3\'s at about 0.9 KB in the first seconds: measured again in Chromium (heap sampling, ten balls on a 390 × 700 canvas at devicePixelRatio 3), seconds 1.5 to 4.5 of play make about 7.6 KB a frame, rules and drawing, while the browser has not yet optimised the rules, and seconds 8 to 11 about 1.2 KB; in Node the rules alone settle at about 0.85 KB a step, with ten balls in play.', only: ['physics-dropper'] },
        { kind: 'Fixed', text: 'A board dealt by `update()` of the board size while your `pause()` holds says "Paused · Board 1, 2 by 2 · …": it said "Ready", as if the game were not paused.', only: ['memory-tiles'] },
      ],
    },
  },
  {
    // A patch release: what changed after 2.1.4 shipped (review 24's rows left open then), fixes only.
    version: '2.1.5',
    date: '2026-12-01',
    summary: 'Your OnGUI text field keeps its keys in Unity; MemoryTiles\' words stay readable on the narrowest phone in Godot; a framed JavaScript game your start() plays takes the keys.',
    changes: {
      unity: [
        { kind: 'Fixed', text: 'A text field you draw in `OnGUI` (a debug console\'s `GUI.TextField`) keeps the keys while it has the keyboard: R, Space, Enter and the arrows typed into it acted in the game too.' },
        { kind: 'Fixed', text: 'With a `PhysicsRaycaster` or `Physics2DRaycaster` on your world camera and the game drawn by a camera of its own over it (the README\'s setup), a tap on the game is the game\'s: it was taken for your UI wherever one of your colliders lay behind the game\'s view. A hit through a camera drawn over the game\'s is still yours.' },
        { kind: 'Changed', text: 'The preset is `Runtime/Resources/Microloop/<name>.config.json` (it was at the Resources root under a bare name, where a file of yours of the same name made `Resources.Load` return either).' },
        { kind: 'Fixed', text: 'The public `Model` has one shape in all six games: a read-only bool `Over` (false where no rule ends a run), `Reset()` and `Reset(uint)` (MemoryTiles lacked `Reset()`, TimingWheel named it `IsOver`).' },
        { kind: 'Fixed', text: 'A World Space or Screen Space - Camera canvas of yours drawn by a camera under the game\'s (your world camera, or the Main Camera the game took) no longer takes the taps on the game: only an overlay canvas, a UI Toolkit panel, or one seen through a camera drawn over the game\'s is your UI over it.' },
        { kind: 'Fixed', text: 'Where Unity does not know the screen\'s density (`Screen.dpi` 0) on a phone or tablet, as in a Web build in a phone\'s browser, the HUD takes the screen\'s short side as the narrowest phone\'s 320 dp (larger letters on a tablet): they were about 0.035 in tall on a 460-dpi phone.' },
        { kind: 'Fixed', text: 'A Web build in a phone\'s browser leaves `Application.targetFrameRate` alone, as Unity advises for the Web (the browser paces the frames): it asked for the display\'s refresh rate there, as on Android and iOS.' },
        { kind: 'Added', text: '`hideHudOnPause`: while your `Pause()` holds the game it draws nothing (its HUD and "Paused" covered your pause menu, as IMGUI draws over every canvas); its HUD is back after your `Resume()`.' },
        { kind: 'Added', text: 'With the Input System package before 1.9.0, which loses a key, click or tap pressed and let go within one frame (a quick tap at 30 fps, or during a hitch), the game says so in a warning once a Play, and the README asks for 1.9.0 or later.' },
        { kind: 'Added', text: 'A game that takes your Main Camera (its View field empty) says in a warning, once, when that camera cannot be shared: a `CinemachineBrain` drives it, or it draws a Screen Space - Camera canvas of yours (hidden while the game has the camera, its buttons still taking taps). The README says to give the game a camera of its own there.' },
      ],
      godot: [
        { kind: 'Fixed', text: 'On the narrowest phone held upright (an iPhone SE\'s 640 × 1136 at 326 dpi), the tiles\' words and the status line are at least 0.1 in tall: the status line wraps to four lines there, and the HUD shrank to keep a third of the height, the words to 0.092 in. The HUD now keeps its size in the height the square board cannot use.', only: ['memory-tiles'] },
        { kind: 'Fixed', text: 'A tile the player focused by keys lets the focus go under your `paused = true`, so Space and Enter reach your pause menu (the tile took them), and has it again when you play on.', only: ['memory-tiles'] },
        { kind: 'Fixed', text: '`board_rect()` asked before the game enters the tree is a rect of no size, not NaN.', only: ['physics-dropper'] },
        { kind: 'Added', text: 'Every game has `start()` and `board_rect()`, so a host written against one calls the same on all six: `start()` begins play as the player\'s press does when the game waits for one (after a run ended, the next run; nothing during a run), and `board_rect()` is where the board is drawn in the node\'s own coordinates.', only: ['double-tap-dash', 'rhythm-clacker', 'bounce-chain', 'timing-wheel'] },
        { kind: 'Added', text: '`start()`, as every game has: nothing to start here, the board plays from the first frame and no rule ends it.', only: ['physics-dropper'] },
        { kind: 'Added', text: '`board_rect()`, as every game has: where the square of tiles is drawn in the node\'s own coordinates.', only: ['memory-tiles'] },
        { kind: 'Fixed', text: 'The rules under the game (`model`) share `over` and `reset()`: `over` in all six (false where no rule ends a run; TimingWheel had only `is_over()`), and `reset()` callable with no argument (MemoryTiles\' needed a seed; it still takes one, for a board dealt anew).' },
        { kind: 'Fixed', text: 'The README says that a game you show as a texture (its SubViewport on a `TextureRect`, a screen in your 3D world) cannot see that texture hidden: set its `paused` while you hide it (it played on unseen).' },
      ],
      js: [
        { kind: 'Added', text: '`focus()`: gives the game the keyboard focus (its canvas, or a tile) without scrolling. In a frame the keys go where the page\'s focus is, and the game never takes it itself (the player may be typing in the portal\'s own field): call it when the player is back on the game, after your ad.' },
        { kind: 'Fixed', text: 'A key or a finger held through your `pause()` and `start()` acts again when play goes on, unless let go during the pause: it was lost, though never let go.', only: ['bounce-chain', 'timing-wheel'] },
        { kind: 'Fixed', text: 'A stop shorter than a second is told: "Paused" reaches `onStatus` at once (the status\'s pace swallowed it, and the next word was "Resuming in 3…").' },
        { kind: 'Fixed', text: 'The HUD keeps inside the screen\'s safe area (`env(safe-area-inset-*)`) when your canvas covers a phone with a notch: the score sat under the notch on a phone on its side.', only: ['double-tap-dash', 'rhythm-clacker', 'timing-wheel'] },
        { kind: 'Fixed', text: 'Under your CSS scale (a scale-to-fit wrapper with `transform: scale()`), the backing store follows what the screen shows: scaled up, the picture was blurred (at `scale(2.5)` 800 px stretched over 2000), and scaled down it kept pixels no one saw. The README says the text\'s 12 px are the canvas\'s own CSS px, before your scale.', only: ['physics-dropper', 'double-tap-dash', 'rhythm-clacker', 'bounce-chain', 'timing-wheel'] },
        { kind: 'Added', text: '`output`: your Web Audio node the clacks play into (your SFX gain), so your volume, mute and effects reach them; the game plays on its context and never suspends, resumes or closes it, stops what it queued when paused, and goes on where it stopped (it could only make a context of its own, outside your mix).', only: ['rhythm-clacker'] },
        { kind: 'Fixed', text: 'The README said the game reads keys while "its canvas" has the focus: MemoryTiles has none, and reads them while one of its tiles has it.', only: ['memory-tiles'] },
        { kind: 'Fixed', text: 'The bins\' scores are drawn at their full width on a small board (a phone on its side), in their bin and the room the shorter scores beside them leave: "100" was squeezed to 0.9 of its width at 12 px.', only: ['physics-dropper'] },
        { kind: 'Changed', text: '2.0.0\'s entry put the rules\' garbage in Chromium at about 0.4 KB a frame: measured again (heap sampling on a 390 × 700 canvas at devicePixelRatio 3, objects collected since counted), the rules\' physics step makes 0.5 to 2.3 KB a frame depending on the play (more with wide platforms and a long run), over that figure and over 1 KB; the canvas runtime and drawing make about 0.8 KB.', only: ['bounce-chain'] },
      ],
    },
  },
  {
    // A patch release: what changed after 2.1.3 shipped (review 16's N16-3, left open then; review 18), fixes only.
    version: '2.1.4',
    date: '2026-12-01',
    summary: 'In Godot your own `paused` is yours alone and waits for a player who is away; in JavaScript a run you ask for while they are away waits too; the Unity docs say which unpauses wait for the countdown.',
    changes: {
      unity: [
        {
          kind: 'Fixed',
          text: 'A game you switch off while the player is away (its object deactivated, the component disabled) and on again once they are back reads the focus as it comes on and counts down (it heard no focus come back and stayed paused until the next time away), also switched off as they leave, in your own `OnApplicationFocus(false)` before the game\'s (it played on at once), and on again before the window has its focus back, as Android resumes the app first (it stayed paused for good); switched on while the application is out of focus, it pauses as on a focus loss. The README says that a game made while the application is out of focus takes the player to be there.',
        },
        {
          kind: 'Fixed',
          text: 'While another control of yours is selected in the EventSystem (a `Button` the player last clicked, which Enter or Space would click again; a `Slider` the arrows move), the keys are yours, as in your focused `InputField`: one key acts once (it clicked your button and dropped, dashed or flipped in the game too). A press on the game\'s background deselects it, as the EventSystem does by default, and gives them back.',
        },
        { kind: 'Fixed', text: 'An element of your UI Toolkit document that has the focus keeps the keys, as a `TextField` did: a number field (`IntegerField`, `FloatField`…) the player types into, a `Button` they last clicked, a `Slider` (the arrows, Enter, Space, R, A and D acted in the game too).' },
        { kind: 'Fixed', text: '`config` set to None while the game plays (the Inspector, or `null` from code) plays the package\'s preset again: every frame threw a `NullReferenceException` and the game stood still, and `Restart()` threw in two games.' },
        { kind: 'Fixed', text: '`Restart()`, `Pause()` and `Resume()` on a destroyed Game (a button of yours still holding it after a scene change) do nothing: `Restart()` dealt a new board of objects that belonged to nothing.' },
        { kind: 'Fixed', text: 'The second keys for left and right (`keys.leftAlso` and `keys.rightAlso`, A and D) move the focus between the tiles, as the arrows do and as the keys\' tooltips say.', only: ['memory-tiles'] },
        { kind: 'Added', text: '`output`: the Audio Mixer group the clacks play through, so your SFX volume and mute reach them (they went straight to the listener).', only: ['rhythm-clacker'] },
        {
          kind: 'Fixed',
          text: 'The README counted a coroutine, and a later script in the next frame, among the unpauses that only follow the focus: only a coroutine that sets the time scale back at its first `yield return null`, and a script that does in the next frame before the game\'s own `Update`, are; one that waits longer (a fade before your unpause) is your Continue, and play goes on at once, as the README now says.',
        },
        {
          kind: 'Fixed',
          text: '`onCountdown`\'s tooltip and the `Countdown` and `Resumed` docs say what the README says: each step at most once (`Resume()` or your Continue during the countdown plays on at once), and a time scale back in the frame focus comes back, or in the next before the game\'s `Update`, waits for the countdown.',
        },
      ],
      godot: [
        {
          kind: 'Fixed',
          text: '`paused` is yours alone: your `paused = true` while the game was paused for a focus loss, or during the countdown back, holds until your `paused = false` (the countdown\'s end, or your unpaused tree once the player was back, cleared it and play went on); your `false` while the player is still away waits for them and the countdown (the game played on for nobody); and a focus loss no longer sets it, so the value it has, written again (a binding to your menu each frame, a value read and given back), changes nothing.',
        },
        { kind: 'Fixed', text: 'A run you begin while the player is away (your `restart()` after a run ended, with the window out of focus, your tree paused or not) waits for them: "Paused", then the countdown once they are back (it played on for nobody).', only: ['double-tap-dash', 'rhythm-clacker', 'bounce-chain', 'timing-wheel'] },
        { kind: 'Fixed', text: 'A game you take out of the tree follows the window\'s focus while it is out (the root Window\'s focus signals, also when your handler of the same signal puts it back first): put back while the player is still away it stays paused, put back after they came back it counts down (it stayed "Paused" until the next focus loss), and taken out with them there and put back while they are away it pauses as on a focus loss (it played for nobody). The README says that a game entering the tree for the first time while the window is out of focus takes the player to be there.' },
        { kind: 'Fixed', text: 'A window of yours taking the focus (your pause dialog, a `PopupMenu`, an `OptionButton`\'s list) is not the player leaving: the game plays on, and pauses only if you pause it (it showed "Paused" while the window was open and, once it closed, a 3-second countdown, after your Continue too); the player leaving while one is open pauses it, and the focus your closing window gives back meanwhile (Godot closes an open popup as the application leaves) is not their return (the countdown ran and the game played on for nobody).' },
        { kind: 'Fixed', text: 'In a `Window` node of yours, the game plays on as the focus moves between that window, your other windows and the main window: a click on your UI outside it, or the window hidden and shown, showed "Paused" and then a 3-second countdown.' },
        { kind: 'Fixed', text: 'While your `paused` is true, a key or a click on the game is yours (your pause menu\'s `_unhandled_input` gets it): the game took Space, Enter, R and clicks on itself, and a menu earlier in the tree never saw them.' },
        { kind: 'Fixed', text: 'The countdown after a focus loss is three seconds of real time under your `Engine.time_scale` too: at 0.5 it took six, and at 0 it never ended.' },
        { kind: 'Added', text: '`bus`: the audio bus the clacks play on, so your SFX bus\'s volume and mute reach them (they always played on Master).', only: ['rhythm-clacker'] },
        { kind: 'Fixed', text: 'In a panel of yours with no area, or one that collapses to no height, the game draws nothing and gives Godot no text of size 0 (its tiles\' words did, and the text server filled the log with errors at every layout).', only: ['memory-tiles'] },
      ],
      js: [
        {
          kind: 'Fixed',
          text: 'A run you ask for while the player is away (the page hidden, the window out of focus) waits for them, as 2.1.3 made your `start()` after your `pause()` do: your `start()` before the first run, or after one ended, and `autoStart` in a page that is hidden or whose window is not in front when the game is made show "Paused" and play after the countdown once they are back (the run played on for nobody). The README says that a game made in a frame takes the player to be there.',
        },
        {
          kind: 'Fixed',
          text: 'In a frame (an embed on a portal\'s page), your `start()` after the frame lost the focus plays at once: the player on the page around it, a portal\'s `pause()` and `start()` around its ad left the game "Paused" until a click into the frame, as a frame cannot tell a click on the page around it from the player leaving, and that page can.',
        },
        { kind: 'Fixed', text: 'Before the first start, a click on an element of yours put inside the game\'s element (your button, your text field) is yours: it started the run. A click on the game\'s own room around the board still starts it.', only: ['memory-tiles'] },
        {
          kind: 'Fixed',
          text: 'On your own page, the focus moving into a frame of it (your ad or consent dialog in an `iframe`, clicked) is not the player leaving: the game does not pause for it, and your `start()` after your `pause()` around it plays at once (it stayed "Paused" until the player clicked the page, then counted down).',
        },
      ],
    },
  },
  {
    // A patch release: what changed after 2.1.2 shipped (review 15 of the kits), fixes only. It ships after midnight UTC.
    version: '2.1.3',
    date: '2026-12-01',
    summary: 'Your own pause, ended after a time away, plays on at once; in Godot a project that turns with the phone and the way into your containers said right; a JavaScript destroy() mid-countdown tells you nothing.',
    changes: {
      unity: [
        { kind: 'Fixed', text: 'Your pause ends as your Continue does, at once: with `Time.timeScale` set to 0 while the app was on the home screen, or during the countdown back, and set to 1 again once the player is back, `Resumed` is raised in that frame and play goes on, as after `Resume()` (a 3-second "Resuming in 3…" ran after your Continue). A pause that only follows the focus, the time scale back to 1 in the frame focus comes back or the next (from `OnApplicationFocus`, a later script, `LateUpdate`, a coroutine), is no Continue: the countdown runs, as after the focus loss alone.' },
      ],
      godot: [
        { kind: 'Fixed', text: 'Your paused tree ends as your Continue does, at once: with `get_tree().paused` set while the game was paused for a focus loss, or during the countdown back, and cleared once the player is back, `game_resumed` fires and play goes on (a 3-second "Resuming in 3…" ran after your unpause); while you hold it, "Paused" is drawn, not a countdown that may not run, and the countdown waits (it counted on while the game was hidden). A pause that only follows the focus, unpaused in the frame focus comes back or the next, is no Continue: the countdown runs, as after the focus loss alone, wherever the node that pauses sits in the tree (a project that paused first, from a node above the game or an autoload, got no countdown at all).' },
        { kind: 'Changed', text: 'The kit\'s own `project.godot` sets Display › Window › Handheld › Orientation to Sensor, so the project exported to a phone turns with it (Godot\'s default, Landscape, went into the Android and iOS exports as their only orientation, and the game showed sideways on an upright phone), and its opening comment names the Run key on a Mac too: F5 (Cmd+B on macOS).' },
        { kind: 'Fixed', text: 'The README said a game you put in one of your containers (a `VBoxContainer`) takes the rect the container gives it, and 2.1.2 said so too: a container lays out only Controls, so this game, a `Node2D`, gets no slot and covers the whole container, its other children too. The README now says to put it in a `Control` of its own inside the container (Container Sizing: Expand Fill), whose slot it fits, and the game says so in a warning when it is put straight in a container or under a `Node2D` of yours in one.', only: allButMemoryTiles },
        { kind: 'Fixed', text: 'Under a `Node2D` of yours inside one of your containers the game gets no slot (a container lays out only its own Control children) and covers the whole container: it now says so in a warning, as the README says to put it straight in the container, where it takes its slot.', only: ['memory-tiles'] },
      ],
      js: [
        { kind: 'Fixed', text: '`destroy()` in the middle of the countdown back calls none of your callbacks, from inside it or after (MemoryTiles\' `onStatus` was told "Paused · …" from inside `destroy()`); and `destroy()` called from inside one of your callbacks ends everything there: nothing of the same step comes after it (an end after the score it ended on), and a callback at a new run\'s start that destroys the game leaves no frame loop running and no style written on the canvas it gave back.' },
        { kind: 'Fixed', text: 'Your `start()` while the player is still away (the page hidden, the window out of focus) after your `pause()` waits for them: the game stays paused and plays after the countdown once they are back (it played on for nobody, and a DoubleTapDash run crashed unseen).' },
        { kind: 'Changed', text: '2.0.0\'s entry put the rules\' garbage in Node at about 0.3 KB a frame with ten balls in play: measured again (V8\'s sampling heap profiler, 600 steps of 1/60 s), it is about 0.65 KB a frame in steady play and 0.9 KB in the first seconds, under 1 KB but not 0.3.', only: ['physics-dropper'] },
      ],
    },
  },
  {
    // A patch release: what changed after 2.1.1 shipped (review 13 of the kits), fixes only.
    version: '2.1.2',
    date: '2026-11-30',
    summary: 'A countdown back from the background that shows every second; in Godot a game laid out in your Panel or under your Camera2D, in Unity on a moving camera; JavaScript in a padded canvas.',
    changes: {
      unity: [
        { kind: 'Fixed', text: 'Back from a phone\'s home screen, "Resuming in 3…" shows each of its three seconds and `Countdown` is raised with 3, 2 and 1 before `Resumed` however long the application was away, each for a whole second: the first frame back counts down no more than the frame before it, and no frame more than a third of a second (the first frame back carried the whole time away, so the countdown ended in it unseen, with no `Countdown`, and play went on at once).' },
        { kind: 'Fixed', text: 'A borrowed camera that moves (a Main Camera on a rig you move) has the board framed again the next frame, and is given back at the position and rotation you set in its parent (the board was left off centre by as far as the rig had moved, 5 units for a rig moved 5, and the camera was put back at its old place in the world, off its place on the rig).' },
        { kind: 'Changed', text: '2.1.1\'s board that keeps its half of the view in every frame holds for a viewport changed in an Update before the game\'s, as a script at the default order does: a viewport changed after it, in LateUpdate or by an Animator, shows the new view\'s HUD over the old view\'s board for one frame, as the README says.' },
      ],
      godot: [
        { kind: 'Fixed', text: 'A game you put in one of your Controls (a `Panel`, with a `Node2D` of yours between them or not, or a `VBoxContainer`) lays out its board and HUD inside that Control, and one under a `Camera2D` of yours inside the part of the world the camera shows; before, it laid out a whole window\'s size from where it sat, so in a Panel in a corner of the screen its Restart button was off the screen, and PhysicsDropper\'s bins, RhythmClacker\'s lane and the other boards ran past the screen\'s edge; under a Camera2D only its top-left quarter showed.', only: allButMemoryTiles },
        { kind: 'Fixed', text: 'Under a `Node2D` of yours inside one of your Controls (a `Panel`, then a `Node2D`, then the game), the game fills that Control\'s rect and takes presses only there; before, it filled the whole window, over your UI outside the Control, and took the presses there.', only: ['memory-tiles'] },
        { kind: 'Fixed', text: 'In one of your containers (a `VBoxContainer`, a `GridContainer`) the game takes the room the container has: it sets its size flags to Expand Fill when it is made (flags you set afterwards take their place) and, unless you gave it one, a minimum size of 240 × 240 px; before, a container gave it a height of 0, so nothing was drawn and Godot printed over a hundred "p_size <= 0" text-server errors in its first 8 frames.', only: ['memory-tiles'] },
        { kind: 'Changed', text: 'After the app comes back, "Resuming in 3…" shows a whole second, as "2…" and "1…" do: the frame the countdown begins in, the first back, counts no more of it than the frame before it did (Godot caps that frame\'s time at `Engine.max_physics_steps_per_frame` physics ticks, 0.133 s at its defaults, and "3…" showed about 0.86 s). And a frame counts at most a third of a second of the countdown, so in a project whose physics settings allow longer frames no one frame skips a second of it.' },
        { kind: 'Changed', text: 'The README says where the rest of the kit lands when you import the zip (its own folder, `<template>-godot-starter-kit/`) and that the editor\'s FileSystem dock lists no `.html` file, so `index.html` shows there only once you add `html` to its Other File Extensions; before, it said the folder was in plain sight.' },
      ],
      js: [
        { kind: 'Fixed', text: 'A canvas you give CSS `padding` is drawn and read in its content box: the drawing fills the box inside the padding and a tap lands on the point drawn under it, with a border, a CSS transform, a zoom or a scrolled page too (the backing store was sized with the padding, so the board was drawn smaller, and a tap was read from the padding\'s edge: 16 to 18 px off with 20 px of padding).', only: allButMemoryTiles },
        { kind: 'Fixed', text: 'The prompts speak to a gamepad while the browser lists one: a pad used on the page before the game was made gets "Press A to start" from the first status, and when the pad is gone (unplugged, asleep) the status and the controls line on the canvas go back to the keys\' or a finger\'s words (before, a pad already there was read but the status named Space or a click, and a pad that left kept "Press A to start").', only: ['double-tap-dash'] },
        { kind: 'Changed', text: 'The README\'s `seed` line and the `.d.ts` comments on `seed`, `reset()`, `onPause` and `onResume` no longer speak of a run\'s end or of a pause between runs, moments this game does not have: its runs never end.', only: ['physics-dropper', 'memory-tiles'] },
      ],
    },
  },
  {
    // A patch release: what changed after 2.1.0 shipped (review 10 of the kits), fixes only.
    version: '2.1.1',
    date: '2026-11-30',
    summary: 'In Unity and Godot a board that holds still while the HUD\'s words and the host\'s panel change; one name for each input of the JavaScript rules.',
    changes: {
      unity: [
        { kind: 'Fixed', text: 'While a host\'s panel changes size (a viewport rect that grows or shrinks each frame), the HUD\'s size follows it in the same frame, so in every frame, the first too, the board keeps at least half of the view\'s height inside the safe area and never lies under the HUD (each frame whose view had changed drew the HUD full size, and the board was 1 px high in RhythmClacker and MemoryTiles; the game\'s first frame drew the HUD\'s text over a board framed for the buttons only: the text now waits for the second frame).' },
        { kind: 'Fixed', text: 'In a small viewport the HUD is drawn as large as the board\'s half of the view allows, within a few percent, and the board then has the lower half, so while a panel grows the board never shrinks from one frame to the next (the HUD\'s size only ever stepped down, to as little as 0.20 of full size in RhythmClacker at a quarter of an iPhone 14 Pro where 0.36 fits, and as a panel grew the board shrank by up to 73 px in a frame).' },
      ],
      godot: [
        { kind: 'Changed', text: 'MemoryTiles\' status line is the HUD\'s, where the other games\' status lines are: beside Restart where there is room, under it on a portrait phone, and with the buttons takes at most a third of the game\'s height, drawn smaller to fit in a small panel (the line centred over the board took up to three fifths of a small panel\'s height, its text never shrank for it, and the board was left a corner).', only: ['memory-tiles'] },
        { kind: 'Fixed', text: 'The board and the HUD\'s size hold still while the status lines change: the HUD keeps room for each line\'s longest text (a 4-digit score, every result and judgement, the prompt to play again in a finger\'s or the keys\' words), found once for the game\'s area (a line that wrapped onto one more line, at a result, a judgement or a run\'s end, moved the board down by up to 19 dp and in a small panel shrank every HUD text by up to a fifth, then put both back as the line went).' },
        { kind: 'Fixed', text: 'RhythmClacker: the lane stays where it is from the first judgement on and through a calibration, its two status lines keeping room for their longest words (in a panel the first judgement moved the lane and shrank the HUD\'s text for the rest of the run).', only: ['rhythm-clacker'] },
        { kind: 'Fixed', text: 'TimingWheel: in a small area the pointer above the wheel and the charge bar below it are drawn smaller with the HUD, so the wheel with its pointer and charge bar keeps at least half of a 200 x 150 panel\'s height beside the room the status line keeps (they took 26 px above and below the wheel at any size).', only: ['timing-wheel'] },
      ],
      js: [
        { kind: 'Changed', text: 'The README names the game\'s own input on the rules, with the unit of any time it takes (DoubleTapDash\'s `tap(timeMs)` is in milliseconds where RhythmClacker\'s and TimingWheel\'s inputs take seconds).' },
        { kind: 'Changed', text: 'The README says when a finger over the canvas scrolls your page: while the game waits for its first run or is paused, never while a run plays.', only: allButMemoryTiles },
        { kind: 'Fixed', text: 'The model class\'s `update(values)` names its parameter as the rules and the README do (the class said `partial`).' },
        { kind: 'Fixed', text: '`RhythmModel`\'s `tap(songTime)` and `advanceTo(songTime)` name their time as the rules\' do (the class said `tappedAt`, under a comment about `tapTime`, and `time`).', only: ['rhythm-clacker'] },
        { kind: 'Fixed', text: 'The model class reads `null` as left out wherever its rules do, and its types say so: `reset(null)` replays its seed and `update(null)` keeps every value (TypeScript refused both, and `reset(null)` dealt from seed 0).' },
        { kind: 'Fixed', text: '`DropperModel`\'s `drop(null)` drops its ball near the middle, as `drop()` and the rules\' `drop(null)` do (it dropped it at the left wall).', only: ['physics-dropper'] },
        { kind: 'Fixed', text: '`WheelModel`\'s `press()` and `release()` take `null` in their types, read as left out, as the rules\' do (TypeScript refused `press(null)`, which worked).', only: ['timing-wheel'] },
      ],
    },
  },
  {
    // A minor release: what changed after 2.0.0 shipped (review 9 of the kits), additions and fixes only.
    version: '2.1.0',
    date: '2026-11-30',
    summary: 'Kinder to the page and the project around a game: swipes, stylesheets, cameras and small rooms.',
    changes: {
      unity: [
        { kind: 'Changed', text: 'In a small viewport (a host\'s panel or picture-in-picture) the HUD is drawn smaller so that the board keeps at least half of the view\'s height inside the safe area and never lies under the HUD\'s text or buttons (a 264 x 198 or 200 x 150 corner left the board 1 px high); its text is then smaller than a tenth of an inch.' },
        { kind: 'Fixed', text: 'An untagged camera (a minimap, a render camera) is never taken: when your Main Camera is destroyed the game draws with a camera of its own and gives way to the next Main Camera you add (it re-aimed the minimap and kept it).' },
        { kind: 'Fixed', text: 'A new board keeps its tiles\' pieces and gives them the new symbols, and Restart() likewise: nothing is made or destroyed (every board built all its tiles anew).', only: ['memory-tiles'] },
        { kind: 'Fixed', text: 'Keys typed into a UI Toolkit text field your project focused from code, with no press of its own (a chat a key opens), are yours: the game looks your UIDocuments up again at each press of a key it reads, as at each press of a pointer (it looked only at a pointer\'s press, so R typed into that chat restarted the game).' },
      ],
      godot: [
        { kind: 'Changed', text: 'In a small area (a panel of your UI) the whole HUD, its status lines as well as its buttons, takes at most a third of the game\'s height (half beside DoubleTapDash\'s track and RhythmClacker\'s lane) and is drawn smaller to fit, its text with it, so that the board keeps the rest.', only: allButMemoryTiles },
        { kind: 'Fixed', text: 'The board keeps clear of the HUD\'s status lines as well as its buttons: it is laid out under both, or beside the buttons under the status lines (in a landscape phone and in small panels the score was drawn over PhysicsDropper\'s and BounceChain\'s boards, TimingWheel\'s wheel and RhythmClacker\'s lane).', only: allButMemoryTiles },
        { kind: 'Fixed', text: 'PhysicsDropper: a press at the middle of the board drops its ball at the middle exactly, whatever room the HUD leaves (measured from the board\'s left edge, a rounding moved it by a hair, and the same run at the same seed could end differently).', only: ['physics-dropper'] },
        { kind: 'Fixed', text: 'MemoryTiles\' board lies whole in the room the HUD leaves at every board size: in a small area its tiles and the gaps between them shrink as far as the room needs, and a tile too small for its word shows its symbol drawn (tiles never went below 24 px, so at board size 6 in a small panel a tile lay under Restart and rows lay outside the game, where no touch reached them and the board could not be cleared).', only: ['memory-tiles'] },
      ],
      js: [
        { kind: 'Changed', text: 'Only the version: every template\'s kits share one, and nothing in MemoryTiles\' JavaScript kit changed in 2.1.0 but this changelog.', only: ['memory-tiles'] },
        { kind: 'Fixed', text: 'A canvas\'s touch-action from your stylesheet is kept while the game waits or is paused: the game writes `manipulation` only where your page gives the canvas none (it wrote it over your stylesheet\'s value, so a `none` let a finger pan and zoom over a paused game).', only: allButMemoryTiles },
        { kind: 'Fixed', text: 'The drawing of a wrapped or measured text reads no font back from the canvas (each read made a new string): RhythmClacker\'s canvas runtime and drawing allocate about 0.7 KB a frame in steady play (0.8 before), heap-sampled in Chromium on a 390 × 700 canvas at devicePixelRatio 3.', only: ['double-tap-dash', 'rhythm-clacker', 'bounce-chain'] },
        { kind: 'Added', text: 'DoubleTapDash\'s `tap()` takes its time as optional, as `RhythmClacker`\'s `tap()` and `TimingWheel`\'s `press()` do: left out or `null`, the tap is now on the play clock `step` runs (each tap with no time was a dash, so a double tap never phased).', only: ['double-tap-dash'] },
      ],
    },
  },
  {
    // A major release: event types, Ended's meaning and the JavaScript model's shape change (issues 44-46).
    version: '2.0.0',
    date: '2026-11-29',
    summary: 'A good guest in any host, phone-first, and one API with one meaning in every engine.',
    changes: {
      unity: [
        { kind: 'Changed', text: 'Every Game derives from `MicroloopGame<TConfig>` (`Runtime/MicroloopGame.cs`), the shell each package carries in its own namespace: `config`, `seed`, `ScoreChanged`, `Ended`, `Paused`, `Resumed`, their UnityEvents, `Pause()`, `Resume()` and `Restart()` are its members, with one meaning in every game.' },
        { kind: 'Changed', text: 'The shared files (`MicroloopGame.cs`, `MicroloopControls.cs`, `MicroloopInput.cs`, `MicroloopHostUi.cs`, `MicroloopPause.cs`, `MicroloopHud.cs`, `MicroloopGui.cs`, `MicroloopWords.cs`, `MicroloopStage.cs`, `Mulberry32.cs`) are in the package\'s namespace (`Microloop.<Name>`), no longer `Microloop`; `MicroloopControls.cs`, `MicroloopHostUi.cs`, `MicroloopPause.cs` and `MicroloopWords.cs` are new.' },
        { kind: 'Added', text: '`onPaused` and `onResumed` UnityEvents, and the `Score` and `IsPaused` properties, on every Game.' },
        { kind: 'Fixed', text: '`Pause()` between runs pauses as it does mid-run: Paused fires, "Paused" is shown and no press starts the next run until `Resume()`, which fires Resumed (it held the game with no event and nothing on screen); a run `Restart()` begins while the application is away is reported paused too.' },
        { kind: 'Fixed', text: 'A finger your project holds (on your uGUI, or on your part of the screen outside the game\'s viewport) leaves the player\'s other fingers to the game: each pointer that pressed something else holds nothing until it is let go, by its own id (while one was down, the player\'s other fingers did nothing).' },
        { kind: 'Fixed', text: 'The camera a Game makes when the scene has none (tagged MainCamera, with an `AudioListener`) is turned off when the Game is disabled and on again when it is enabled (it stayed on, `Camera.main` and the heard listener in your scene); destroyed, it goes as before.' },
        { kind: 'Fixed', text: 'The board no longer moves when the HUD\'s text gains or loses a line (at a run\'s end, say): the HUD keeps the band its deepest text takes at the screen\'s size, measured again only when the screen turns, is resized or its safe area changes.' },
        { kind: 'Added', text: 'The host\'s pause: `Time.timeScale = 0` pauses the game (Paused; no input acts, no clock runs, held input let go, nothing of the game\'s drawn over your pause menu) and a time scale back above 0 resumes it at once (Resumed).' },
        { kind: 'Added', text: '`view` on every Game: the camera the game draws with, for a host that keeps its Main Camera on its own world; empty, the game takes the Main Camera as before.' },
        { kind: 'Added', text: 'Every piece of the board is on the Game object\'s layer, and the camera draws that layer alone while the game has it (its culling mask is given back with its other fields): a Game on a layer of its own draws nothing of the host\'s world.' },
        { kind: 'Changed', text: 'The board is built where the Game object is, in its own space: the pieces are placed under it by local position and the camera frames them where the Game is, following it when it moves (the board was built around the world\'s origin wherever the Game was, and a Game moved in play left the pieces placed each frame behind).' },
        { kind: 'Fixed', text: 'The texts drawn on the board follow the Game too: PhysicsDropper\'s bin payouts and MemoryTiles\' tile words are placed through the Game\'s transform (they were placed as if the Game were at the world\'s origin, off their bins and tiles, or off the screen, once it was not).', only: ['physics-dropper', 'memory-tiles'] },
        { kind: 'Fixed', text: '`view` is read every frame and the camera is taken at the game\'s first frame, not in Awake: a Game added in code (`AddComponent`, `Instantiate`) given `view` on the next line leaves your Main Camera untouched (it took and re-aimed it first), and a later change of `view` gives the previous camera back as it was.' },
        { kind: 'Fixed', text: 'An edit of the config\'s Input Latency wins over this device\'s kept calibration (it was overridden for good once the device had calibrated): the calibration applies only while Input Latency is the value it had when calibrating. `calibrationKey` names the PlayerPrefs key (empty: nothing stored or read) and `ForgetCalibration()` drops it; a calibration kept by 1.x is not read.', only: ['rhythm-clacker'] },
        { kind: 'Added', text: '`keys` on every Game: each keyboard key the game reads (the press and its second key, left, right and their second keys, up, down, restart, calibrate) can be set to another key in the Inspector, or to None to turn it off; the defaults are the keys as before (Space, Enter, the arrows, A, D, R, C). R, the arrows and A/D were hard-wired.' },
        { kind: 'Added', text: '`drawHud` on every Game: off, the game draws no text and no Restart button, for a host with a HUD of its own; the board then has the whole view inside the screen\'s safe area (`Screen.safeArea`).' },
        { kind: 'Added', text: '`onCountdown` (a UnityEvent: 3, 2, 1, each once, before Resumed) and `ResumingIn` on every Game: the countdown after focus comes back, for a host that draws its own HUD (`drawHud` off shows none).' },
        { kind: 'Fixed', text: 'The prompts name the press set in `keys` ("Press E or click to start"), else its second press, and with both set to None say "Click to start"; they said "Press Space" whatever was bound.' },
        { kind: 'Fixed', text: 'The prompts name a key as people read it, from one table ("Press Right Shift", "Press Left Ctrl", "Press /"; they said "RightShift", "LeftControl", "Slash"), and two Games with different presses (split screen) each keep their prompts.' },
        { kind: 'Fixed', text: 'A key in `keys` is read by the Input System as the same physical key the Input Manager reads (`BackQuote`, `Numlock`, `Print` and `Menu` did nothing there, silently); a KeyCode the Input System\'s keyboard has no key for (a character such as `Exclaim`, `F13`, a mouse or joystick button) logs a warning naming it.' },
        { kind: 'Added', text: '`Countdown`, a C# event beside `onCountdown` (3, 2, 1, each once, before Resumed), as every other moment has.' },
        { kind: 'Fixed', text: '`seed` set on the line after `AddComponent` applies from the first run: the first run is dealt at the game\'s first frame (or when `Model` is read or `Pause()`, `Resume()` or `Restart()` is called before it), not in Awake (it was dealt from seed 1).' },
        { kind: 'Fixed', text: 'The Game object\'s layer set on the line after `AddComponent` applies: it is read when the board is made and the camera taken, at the first frame, not in Awake (the pieces went on Default and the camera drew Default).' },
        { kind: 'Fixed', text: '`calibrationKey` set on the line after `AddComponent` applies: it is read when the first run is dealt, not in Awake (the calibration kept under the default key was read, and `ForgetCalibration()` then left it there).', only: ['rhythm-clacker'] },
        { kind: 'Fixed', text: 'The calibration line, the line after a round with too few presses and a stray press\'s judgement name the player\'s hands: "press Space or click along with the clicks" after a key or the mouse, "tap" after a touch (they said tap to every player).', only: ['rhythm-clacker'] },
        { kind: 'Added', text: 'The host\'s UI comes first: with `com.unity.ugui`, a press the EventSystem finds over a uGUI object and keys typed into a focused `InputField` (or `TMP_InputField`) do nothing in the game; the asmdef sets `MICROLOOP_UGUI` and `MICROLOOP_TMP` through `versionDefines` and references `UnityEngine.UI` and `Unity.TextMeshPro`, so the package still compiles without them.' },
        { kind: 'Added', text: 'UI Toolkit is the host\'s UI too: with the `com.unity.modules.uielements` module, a press on an element of a `UIDocument` over the game and keys typed into its focused `TextField` do nothing in the game; the asmdef sets `MICROLOOP_UITK` through `versionDefines`, so the package still compiles without the module.' },
        { kind: 'Changed', text: 'Every Game runs at `[DefaultExecutionOrder(100)]`, after the scripts at the default order (the EventSystem among them).' },
        { kind: 'Fixed', text: 'Disabling or destroying a Game puts back every field of the scene camera it framed (position, rotation, projection, size, clip planes, clear flags, background), `Application.targetFrameRate` and an `AudioListener` it enabled; enabling it again frames the camera anew.' },
        { kind: 'Fixed', text: 'A Main Camera whose viewport rect is part of the screen shows the game there, and a click or tap lands where it is seen.' },
        { kind: 'Fixed', text: 'An untagged camera you turn on after the game made its own (a minimap, a render camera) stays yours: the game keeps its camera and leaves that one\'s fields as you set them (it took it over, re-aimed it and moved into its viewport); a Main Camera turned on later, or a camera given in `view`, still replaces the game\'s own.' },
        { kind: 'Changed', text: 'In the editor, focus leaving the Game view (a click on the Inspector) no longer pauses the game or starts a countdown, and the click back plays; in a player, focus loss pauses as before.' },
        { kind: 'Changed', text: 'The HUD (text, buttons, the veil) stays inside `Screen.safeArea` and the camera\'s view, and the board is framed whole in the safe area below the buttons.' },
        { kind: 'Fixed', text: 'The HUD sets `useGUILayout = false` and draws in the Repaint pass only, so Unity\'s IMGUI allocates nothing for it per frame.' },
        { kind: 'Fixed', text: 'The HUD\'s text is sharp on a phone: its font size is 16 × the screen\'s density (dpi / 160), as the buttons\' labels are, and it is drawn with the identity `GUI.matrix` (it was 16 px letters stretched by a scaled `GUI.matrix`).' },
        { kind: 'Changed', text: 'Prompts come from one table, in the words of the player\'s hands: "Tap to play again" on a touch screen, "Press Space or click to play again" with a keyboard ("Press Space or tap to run again", "Press to play again" and "Press Space or click to start" are gone).' },
        { kind: 'Changed', text: 'The "Hold Space, Enter or press to charge" line is gone: the prompts say how to play.', only: ['timing-wheel'] },
        { kind: 'Changed', text: 'Board texts (PhysicsDropper\'s payouts, MemoryTiles\' tile words) are left out where they would not fit beside their neighbours, rather than drawn over them.', only: ['physics-dropper', 'memory-tiles'] },
        { kind: 'Added', text: '`package.json` depends on the built-in modules the code uses (`com.unity.modules.audio`, `com.unity.modules.imgui`, `com.unity.modules.jsonserialize`).' },
        { kind: 'Changed', text: 'Event kinds are typed: `DropperEvent.Kind` (a `DropperEventKind`) replaces its `string Type`.', only: ['physics-dropper'] },
        { kind: 'Changed', text: 'Event kinds are typed: `BounceEvent.Kind` (a `BounceEventKind`) replaces its `string Type`.', only: ['bounce-chain'] },
        { kind: 'Changed', text: 'Event kinds are typed: `WheelEvent.Kind` (a `WheelEventKind`) replaces its `string Type`.', only: ['timing-wheel'] },
        { kind: 'Changed', text: 'Event kinds are typed: `MemoryTickEvent.Kind` (a `MemoryTickKind`) replaces its `string Type`.', only: ['memory-tiles'] },
        { kind: 'Changed', text: 'Event kinds are typed: `DashEvent.Kind` (a `DashEventKind`, with `Result` a `GateResult` and `Reason` a `LapseReason`) replaces its `string Type`; `DoubleTapDashModel.Last` is a `DashJudgement?`, `Gate.Result` a `GateResult?` and `NextTapKind` returns a `TapKind`.', only: ['double-tap-dash'] },
        { kind: 'Changed', text: '`PhysicsDropperGame.BallScored` and `onBallScored` are `Landed` (a `DropperEvent`: its `Bin` and `Points`) and `onLanded` (the points); listeners wired to `onBallScored` in the Inspector carry over (`[FormerlySerializedAs]`).', only: ['physics-dropper'] },
        { kind: 'Changed', text: '`DoubleTapDashGame.Judged` and `onJudged` carry a `DashJudgement` (Dash, Phase, NotReady, Phased, Passed, Lapse, Crash), not a string: listeners wired to it in the Inspector must be wired again.', only: ['double-tap-dash'] },
        { kind: 'Added', text: '`DashEvent.Judgement`: an event\'s judgement, as `Judged` carries it.', only: ['double-tap-dash'] },
        { kind: 'Changed', text: '`RhythmClackerGame.onJudged` is a `UnityEvent<RhythmGrade>`, not a string: listeners wired to it in the Inspector must be wired again.', only: ['rhythm-clacker'] },
        { kind: 'Changed', text: '`TimingWheelGame.Landed` is `Judged` and `onLanded` is `onJudged`, a `UnityEvent<Judgement>` (Hit, Near or Miss), not a string, as in every game that judges a press (`Landed` is PhysicsDropper\'s ball settling alone): listeners wired to `onLanded` with its value in the Inspector must be wired again; `Judged` carries the landing with its `Result`.', only: ['timing-wheel'] },
        { kind: 'Added', text: '`MemoryTilesGame.onJudged`, a `UnityEvent<FlipKind>`: each pick\'s First, Match or Miss, wired in the Inspector, as `onJudged` in DoubleTapDash and RhythmClacker.', only: ['memory-tiles'] },
        { kind: 'Changed', text: '`Ended` never fires in MemoryTiles (no rule ends its run): a cleared board raises `BoardCleared` (a `BoardResult`) and `onBoardCleared` (its stars), which replace `BoardGraded` and `onBoardGraded` (listeners wired to `onBoardGraded` in the Inspector carry over); `PairMatched` is an `Action<FlipOutcome>` and `onPairMatched` a `UnityEvent<int>` (the symbol\'s index, `FlipOutcome.SymbolIndex`): wire its listeners again.', only: ['memory-tiles'] },
        { kind: 'Added', text: '`MemoryTilesGame.FocusShown`: whether the keyboard has a tile yet.', only: ['memory-tiles'] },
        { kind: 'Fixed', text: 'DoubleTapDash and TimingWheel judge a press when it happened, by the Input System\'s event time, as RhythmClacker does; the Input Manager stamps no time, so there a press counts from its frame\'s start.', only: ['double-tap-dash', 'timing-wheel'] },
        { kind: 'Fixed', text: 'A key press is stamped with the keyboard\'s event time and a click with the mouse\'s: the mouse moving in the same frame as a key press no longer stamps the press late (by up to a frame).', only: ['double-tap-dash', 'timing-wheel'] },
        { kind: 'Changed', text: '`seed` defaults to 0: a new run at each launch and each Restart (it was 1: the same run every launch). Set a seed to replay a run; it is then the same after Restart too. A Game saved in a scene or prefab with 1.2.0 keeps the 1 it was saved with (Unity keeps a saved value over a new default): set its `seed` to 0 there for a new run each launch.' },
        { kind: 'Added', text: '`Reset(uint seed)` on the model: a new run with that seed, as Restart deals one.', only: ['physics-dropper', 'timing-wheel', 'rhythm-clacker', 'bounce-chain', 'double-tap-dash'] },
        { kind: 'Changed', text: '`Model` is one object for the Game\'s life, as in every game: Restart resets it in place (each run made a new one), so a `game.Model` kept from `Start` reads the run being played. A new run keeps the board\'s GameObjects and makes no garbage.', only: ['bounce-chain', 'double-tap-dash'] },
        { kind: 'Fixed', text: 'With two Games at once (of one package or two), the one still playing when the other goes keeps the display\'s frame rate on a phone (it fell to the platform\'s 30 fps).' },
        { kind: 'Added', text: 'One warning a Play when the Input System\'s Update Mode is Process Events In Fixed Update or Process Events Manually: the game reads input in its `Update`.' },
        { kind: 'Fixed', text: 'A cleared board with one star says "1 star" (it said "1 stars").', only: ['memory-tiles'] },
        { kind: 'Fixed', text: 'Gravity\'s tooltip says that Gravity above 14 counts as 14 and that no drop takes under 0.35 s (it gave 0 s and negative times).', only: ['physics-dropper'] },
        { kind: 'Fixed', text: 'Every public method of a Game called before its Awake throws nothing (`Restart()` threw).' },
        { kind: 'Changed', text: 'In the Inspector, *Config*, *Seed* and the events every game has (the base class\'s fields) come before the game\'s own fields and events.' },
        { kind: 'Fixed', text: 'RhythmClacker destroys the eight `AudioSource`s it adds to its GameObject when it is destroyed.', only: ['rhythm-clacker'] },
        { kind: 'Fixed', text: 'New values while the song plays (an edit in the Inspector) no longer cut a clack that has begun: it plays out and is scheduled once, and only clacks not yet begun are scheduled again (one a few milliseconds into its attack was stopped, then played again up to 5 ms late or not at all).', only: ['rhythm-clacker'] },
        { kind: 'Fixed', text: 'The sound stays heard through a camera change within one frame (a new `view` while the game plays, the Game disabled and enabled again in one frame): the camera it takes gets an `AudioListener`, where the one it had removed (Unity destroys it at the end of the frame) made it add none. When another Game gives back the listener this one was heard through, its camera gets one again at the next frame.' },
        { kind: 'Fixed', text: 'Every text is at least a tenth of an inch at any density: its size in pixels is rounded up (at 441 dpi letters were 44 px, 0.0998 in; now 45).' },
        { kind: 'Fixed', text: 'Under your slow motion (`Time.timeScale` other than 1) a press is still judged when it happened: the Input System\'s real-time stamp is put on the game\'s clock (it was up to a frame off).', only: ['double-tap-dash', 'timing-wheel'] },
        { kind: 'Fixed', text: 'README: "Play it" counts every action (five, the file dialog among them), names the Package Manager\'s menus as Unity 2022.3 and Unity 6 label them, and gives the three-action way with the package moved into your project\'s `Packages` folder.' },
      ],
      godot: [
        { kind: 'Fixed', text: 'README: "Play it" counts every action (four): *Import* opens a file dialog, its button reads *Import* (*Import & Edit* in Godot 4.3), and Run Project is Cmd+B on macOS.' },
        { kind: 'Changed', text: 'One shell, `microloop_play.gd`, now holds everything between a game and your project: each game makes it as its child (internal, drawn over the game) and tells it its actions; it registers them, reads keys, the mouse and each finger, pauses the game and draws the HUD. A game script holds no input, pause or HUD code of its own.' },
        { kind: 'Removed', text: '`register_input_actions()` from every game script: the shell adds the game\'s input actions when the game is made.' },
        { kind: 'Removed', text: 'The colour constants of each game script (`BACKGROUND`, `TEXT`, `SURFACE` and the game\'s own) and the `RESTART_ACTION` constant: the site\'s palette is in `microloop_play.gd`, and the `<game>_restart` action keeps its name.' },
        { kind: 'Fixed', text: 'A word wider than its tile at that size (a 6×6 board on a phone) shows its first letters and "…" on one line (where even that is too wide, its first letters alone: never wider than the tile, and never fewer than tell it from the other symbols on the board) instead of being cut, and the board keeps its size while the faces show; the whole word is the tile\'s accessible name (Godot 4.5 and newer) and the status line\'s once the tile is picked ("Picked moon"). Where a board\'s words do not fit even so (a 6×6 board in part of a phone\'s screen), every tile shows its symbol drawn instead: no two symbols share a face and none is empty.', only: ['memory-tiles'] },
        { kind: 'Fixed', text: 'Space or Enter on a focused tile is read by the game\'s shell like every other key: a paused or hidden game ignores it, and the prompts name keys from then on.', only: ['memory-tiles'] },
        { kind: 'Fixed', text: 'The calibration line, the line after a round with too few taps and a stray tap\'s judgement name the player\'s hands: "press Space or click along with the clicks" and "3 presses or clicks" after a key or the mouse, "tap" after a touch.', only: ['rhythm-clacker'] },
        { kind: 'Removed', text: 'The `STATUS_FONT_SIZE` constant: the status line\'s size, in the shell\'s text units, is `STATUS_TEXT`.', only: ['memory-tiles'] },
        { kind: 'Removed', text: 'The `CALIBRATION_FILE` constant: the `calibration_file` export, with the same default path, takes its place.', only: ['rhythm-clacker'] },
        { kind: 'Changed', text: 'The input actions the game added to the input map are erased once the last game that reads them is freed (leaving the tree, as `reparent()` does, keeps them); one you rebound at run time stays in the input map as yours, through a scene change that frees the game too, and your project\'s own actions are never touched.' },
        { kind: 'Fixed', text: 'Your project resetting its input map while a game plays (`InputMap.load_from_project_settings()`, a key-binding screen\'s reset) no longer takes the game\'s keys away with an error on every input event: the game adds its actions again, with their default keys, on the next input it reads.' },
        { kind: 'Changed', text: 'The `AudioStreamPlayer` the game makes is an internal child: `get_children()` no longer lists it, and `duplicate()` no longer gives the copy a second one.', only: ['rhythm-clacker'] },
        { kind: 'Changed', text: 'The board (its status line, grid and tiles) is an internal child of the game: `get_children()` no longer lists it, and `duplicate()` no longer gives the copy a second one.', only: ['memory-tiles'] },
        { kind: 'Added', text: 'Your paused tree pauses the game (its `process_mode` left to inherit): `game_paused` fires once, held input is let go without acting, nothing moves or counts; unpausing fires `game_resumed` at once, with no countdown.' },
        { kind: 'Changed', text: '`paused` is a plain property the shell reads before each frame and each press: setting it fires `game_paused` or `game_resumed` before the game\'s next frame (it fired at once), and presses do nothing from the moment it is set.' },
        { kind: 'Fixed', text: 'A click or a touch on a Control of your project over the game, and keys typed into your focused `LineEdit` or `TextEdit`, never act in the game.' },
        { kind: 'Fixed', text: 'A game inside a Control of your project (a `Panel` you put it in, a UI scene\'s root: their `mouse_filter` is Stop by default) takes the clicks and touches on it: your Control took them all, and on a phone the game could not be played. A Control of yours drawn over the game still keeps its press.' },
        { kind: 'Fixed', text: 'A game beside a Control of your project drawn behind it (a background `ColorRect` or `Panel` before it in a UI scene, its `mouse_filter` Stop by default) takes the clicks and touches on it: your background took them all, and the game could not be played. A Control of yours drawn over the game still keeps its press.' },
        { kind: 'Fixed', text: 'MemoryTiles\' tiles have a look of their own whatever your theme: face down a blue grey at least 3:1 against the board\'s background (on Godot\'s default theme they were darker than it, and after the peek the board vanished), face up light with a dark word or symbol, matched cyan, the focused tile ringed in amber.', only: ['memory-tiles'] },
        { kind: 'Fixed', text: 'A game you hide (`visible = false`) takes no input: its keys, R and presses stay your project\'s.' },
        { kind: 'Fixed', text: 'A key or a finger held when you hide the game (or a parent of it) is let go, as on a focus loss: shown again, nothing stays held (BounceChain steered on and TimingWheel charged until the same key was pressed again).' },
        { kind: 'Changed', text: 'A game you hide (or the SubViewportContainer that shows its SubViewport) pauses as on your paused tree: `game_paused` fires, and while it is hidden nothing moves or counts and no other signal fires (it played on behind your menu); shown again, `game_resumed` fires and it plays on at once, with no countdown.' },
        { kind: 'Fixed', text: '`settings` assigned while the game plays takes effect as `update()` with it does, and `restart()` keeps it (once the game was in the tree it was ignored).' },
        { kind: 'Fixed', text: '`update()` and `from_json()` round a whole-number setting given between steps once, to the nearest step (MemoryTiles\' `board_size` 4.8 became 6; it is 4).' },
        { kind: 'Added', text: '`calibration_file` names where the calibrated Input Latency is kept (`""` keeps none), and settings with an Input Latency other than 0 play their own over the stored one.', only: ['rhythm-clacker'] },
        { kind: 'Fixed', text: 'In a SubViewport shown by a stretched SubViewportContainer, the HUD counts the container\'s stretch, and taps land where they are seen.' },
        { kind: 'Added', text: 'On Android and iOS the HUD, its buttons and the Paused veil stay inside the screen\'s safe area (`DisplayServer.get_display_safe_area()`), upright and on its side, and the board is drawn whole and centred in it.' },
        { kind: 'Changed', text: 'In a game shown smaller than its text rule allows (a corner of a phone\'s screen) the HUD shrinks with it: its buttons take at most a third of the game\'s height.' },
        { kind: 'Fixed', text: 'The board is laid out in the room the HUD\'s buttons leave, centred there: under them, or beside them where that holds a bigger board. In part of a phone\'s screen (a panel of yours) Restart lay over the board\'s top-right corner, and a press there restarted the run.' },
        { kind: 'Fixed', text: 'A bin\'s score is drawn on one line or not at all: where it is wider than its bin at the smallest text size (a board in a small panel) it is left out ("100" showed as "10" over a cut-off "0").', only: ['physics-dropper'] },
        { kind: 'Fixed', text: 'Before a board starts, a click or a touch anywhere on the game starts it, as "Tap to start" says: between the tiles and around the board too (only a tile did).', only: ['memory-tiles'] },
        { kind: 'Fixed', text: '`update()` is quiet for `schema_version`, the settings resource\'s own, and for any key given as `null`: a Dictionary of the resource\'s script properties warned "there is no setting schema_version" on every call.' },
        { kind: 'Fixed', text: '`game_paused`\'s doc comment, which the editor\'s Help shows, names every cause: your paused tree and the game hidden too.' },
        { kind: 'Fixed', text: 'The addon README says what two copies of the game in one project do with the keys they share: one key press drives only the one last in the scene tree.' },
        { kind: 'Changed', text: 'On a desktop and on the web the HUD and the board use the whole window: only Android and iOS have a safe area to keep clear of (on a desktop `DisplayServer.get_display_safe_area()` is the work area, and a fullscreen game left the taskbar or Dock strip empty).' },
        { kind: 'Fixed', text: 'Exported to the web, every text of play is at least 16 CSS px (0.1 in on a phone): the shell read the web\'s dpi, the browser\'s CSS dpi (`devicePixelRatio` × 96), as the screen\'s, and on a phone drew text about two-thirds of 0.1 in.' },
        { kind: 'Changed', text: 'Run from the editor, a focus loss (a click on the Remote tree\'s Inspector, or on the editor around the embedded Game view) pauses nothing: held keys and fingers are let go and the game plays on.' },
        { kind: 'Fixed', text: 'MemoryTiles\' tile words and status line are at least 0.1 in on the screen at any density, and its tiles grow with them.', only: ['memory-tiles'] },
        { kind: 'Fixed', text: 'The bins\' scores are at least 0.1 in on the screen at any density (they were a fixed 14 px).', only: ['physics-dropper'] },
        { kind: 'Changed', text: 'Prompts name the player\'s hands: "Tap to play again" after a touch (or on a touch screen before any press), "Press Space or click to play again" after a key or a click; the same words in every template (BounceChain said "Press Space to play again" on a phone).' },
        { kind: 'Changed', text: 'MemoryTiles\' `cleared(stars: int, streak: int)` is now `board_cleared(stars: int)`, and `ended` no longer fires when a board is cleared: no rule ends a MemoryTiles run.', only: ['memory-tiles'] },
        { kind: 'Changed', text: '`judged`\'s outcome parameter is named `result`, as in every game (it was `kind`); its type and values are unchanged.', only: ['double-tap-dash', 'memory-tiles'] },
        { kind: 'Changed', text: '`judged`\'s outcome parameter is named `result`, as in every game (it was `grade`); its type and values are unchanged.', only: ['rhythm-clacker'] },
        { kind: 'Changed', text: '`judged(result)` carries a `DoubleTapDashOutcome` (`DASH`, `PHASE`, `NOT_READY`, `PHASED`, `PASSED`, `LAPSE`, `CRASH`), not a String.', only: ['double-tap-dash'] },
        { kind: 'Changed', text: '`judged(result, offset_ms)` carries a `RhythmClackerGrade` (`PERFECT`, `GOOD`, `MISS`), not a String; after a run the prompt to play again no longer adds "C to calibrate" (the Calibrate button stays), and the prompt to start is in the player\'s words.', only: ['rhythm-clacker'] },
        { kind: 'Changed', text: '`judged(result, symbol)` carries a `MemoryTilesPick` (`FIRST`, `MATCH`, `MISS`), not a String.', only: ['memory-tiles'] },
        { kind: 'Changed', text: '`landed(result)` is now `judged(result)`, the name every game gives the outcome of a press (PhysicsDropper\'s `landed` is a ball settling), and it carries a `TimingWheelResult` (`HIT`, `NEAR`, `MISS`), not a String: connect to `judged`.', only: ['timing-wheel'] },
        { kind: 'Fixed', text: '`update()` with a Dictionary entry of `null` keeps that setting (it stopped with an error).' },
        { kind: 'Fixed', text: 'Every method of a game (`update()`, `restart()` and the game\'s own) and `paused` work before the node enters the tree: the model is made by the first call that needs it.' },
        { kind: 'Changed', text: '`restart()` keeps the settings `update()` gave, as every other template does (it went back to the node\'s `settings`).', only: ['physics-dropper'] },
        { kind: 'Changed', text: 'The board\'s colour is the site\'s surface, `#121831` (it was `#121a30`).', only: ['physics-dropper', 'bounce-chain'] },
        { kind: 'Changed', text: 'The kit\'s `godot/` folder holds its own `README.md`, `LICENSE.txt` and `CHANGELOG.md` beside `project.godot`, and the kit\'s `.gdignore` is gone: imported from the zip in the Project Manager, the project is that folder, and the rest of the kit (`index.html`, `config.json`, the kit\'s README) is a folder in plain sight inside it.' },
      ],
      js: [
        { kind: 'Fixed', text: 'README: "Play it" counts every action (four, the `cd` into the folder among them).' },
        { kind: 'Changed', text: 'The kit\'s root `package.json` is the app\'s alone: its `types` and `exports` are gone (they named the package, which is `src/`: `npm install ./<slug>-js-starter-kit/src`).' },
        { kind: 'Changed', text: '`createModel` returns the same shape in every kit: plain functions that work unbound (`state`, `step`, `snapshot`, `reset`, `update` and the game\'s input); the model it returned is its `state`.' },
        { kind: 'Changed', text: 'No rule ends a MemoryTiles run, so `onEnd` never fires: a cleared board calls `onClear({ stars, moves, pairs, board, streak, score, text })`, and the next pick deals the next board.', only: ['memory-tiles'] },
        { kind: 'Changed', text: 'MemoryTiles calls `onJudged` before `onScore` reports the pair\'s points, as every game calls its own event first.', only: ['memory-tiles'] },
        { kind: 'Changed', text: '`onLand` is now `onJudged`, the name every game gives the outcome of a press (Unity\'s `Judged`, Godot\'s `judged`; PhysicsDropper\'s `onLand` is a ball settling), with the same `Landing` (its `result` is hit, near or miss): rename your listener.', only: ['timing-wheel'] },
        { kind: 'Changed', text: '`onJudgement` is now `onJudged`, the name every game gives the outcome of a press (Unity\'s `Judged`, Godot\'s `judged`; PhysicsDropper\'s `onLand` is a ball settling), with a `RhythmClackerJudgement` (below): rename your listener.', only: ['rhythm-clacker'] },
        { kind: 'Changed', text: '`onJudged` hears the outcome as `result` too, the name the other games give it (`grade` is the same value); its payload\'s type is `RhythmClackerJudgement`.', only: ['rhythm-clacker'] },
        { kind: 'Changed', text: '`onMatch` is now `onJudged({ result, symbol, moves, matchedPairs, pairs })` (`MemoryTilesMatch` is `MemoryTilesJudgement`), called for every pick: `result` is first, match or miss (`onMatch` heard matches alone).', only: ['memory-tiles'] },
        { kind: 'Changed', text: '`onDash` and `onPhase` are now one `onJudged({ result, score, combo, distance })`, called for every judgement: `result` dash is `onDash`, phased is `onPhase`, and phase, not-ready, passed, lapse and crash are heard too; the types `DashEvent` and `PhaseEvent` are gone, its payload is `DashJudgement`.', only: ['double-tap-dash'] },
        { kind: 'Added', text: '`engines` in `package.json`: Vite 8\'s own Node range, `^20.19.0 || >=22.12.0` (npm with `engine-strict` refuses Node 21 and 22.0 to 22.11).' },
        { kind: 'Changed', text: '`update()` keeps a setting given as `undefined` (it went back to its default).' },
        { kind: 'Changed', text: 'The window losing focus pauses a running game as a hidden tab does (`onPause`), and the countdown plays it on once the window has focus again.' },
        { kind: 'Fixed', text: 'Keys with Ctrl, Cmd or Alt are left to the browser and the host: Ctrl+R and Cmd+R reload the page instead of restarting the run, and Ctrl+Enter or Alt+Space no longer act as taps.' },
        { kind: 'Fixed', text: 'At a run\'s end the page\'s status line (`index.html`) starts with the way to play on ("Tap to play again · Run over · …", where a canvas game\'s `onStatus` still says it last, "Run over · … · Tap to play again"), read first.', only: ['double-tap-dash', 'rhythm-clacker', 'bounce-chain', 'timing-wheel'] },
        { kind: 'Fixed', text: 'The page\'s footer names the Restart button beside R ("R or the Restart button restarts."): it told a player with no keyboard "R restarts".' },
        { kind: 'Fixed', text: 'The page\'s status line keeps room for the longest sentence the game says at the page\'s width (four lines on a phone under 390 px wide, three up to 600 px, two wider; held sideways three, four under 540 px wide, or two from 720 px): no words are cut, upright from 320 px or sideways (it kept two lines upright and one sideways, and cut the rest), and the game keeps its size whatever the line says.' },
        { kind: 'Fixed', text: 'DoubleTapDash reads a gamepad already connected when the game is made (destroyed and made again, or reached by a route after the pad was used): the browser says `gamepadconnected` once a page.', only: ['double-tap-dash'] },
        { kind: 'Fixed', text: 'The host\'s `pause()` holds until its `start()`, even when the game had already paused itself (the host\'s own blur or visibilitychange handler runs after the game\'s) or its run had ended: focus or the tab coming back does not resume it, and no tap, Space or R starts a run under the host\'s pause menu.', only: ['double-tap-dash', 'rhythm-clacker', 'bounce-chain', 'timing-wheel'] },
        { kind: 'Fixed', text: 'The host\'s `pause()` holds until its `start()`, even when the game had already paused itself (the host\'s own blur or visibilitychange handler runs after the game\'s): focus or the tab coming back does not resume it, and no tap, Space or R plays under the host\'s pause menu.', only: ['physics-dropper', 'memory-tiles'] },
        { kind: 'Fixed', text: 'The host\'s `pause()` after a run ended pauses as it does mid-run: `onPause` fires, "Paused" is shown and no press starts the next run until `start()`, which fires `onResume` and goes back to the run\'s end, the next run a press away (it held the game with no event while the status still said "Tap to play again").', only: ['double-tap-dash', 'rhythm-clacker', 'bounce-chain', 'timing-wheel'] },
        { kind: 'Fixed', text: 'A host\'s pause menu\'s Restart (`pause()`, then `reset()` and `start()`): the game stays held through `reset()`, its status "Paused · Ready · …" with no start prompt and no press starting it, and `start()` calls `onResume` for the `onPause` and plays the new run (the reset let go of the pause: the game said "Ready" with no prompt, ignored taps, and `onResume` never came).' },
        { kind: 'Fixed', text: 'Without a `seed`, each new run (`reset()`, R, the next run after an end) draws its own seed; a `seed` given replays exactly in every run (every restart replayed the first run until the page reloaded).', only: ['physics-dropper', 'double-tap-dash', 'bounce-chain', 'timing-wheel'] },
        { kind: 'Fixed', text: '`update()` no longer cuts a clack that has begun: a clack a few milliseconds into its attack when new values came was stopped before it was loud and never heard; only sounds not yet begun are queued again.', only: ['rhythm-clacker'] },
        { kind: 'Fixed', text: 'Paused on a cleared board, MemoryTiles says "Paused" above the board and in the status until `start()` (it said "Pick a tile for the next board", which no pick did under the pause).', only: ['memory-tiles'] },
        { kind: 'Changed', text: 'A `latency` in `values` wins over the calibration stored on the device; the `storage` option names where it is kept, or `false` keeps none.', only: ['rhythm-clacker'] },
        { kind: 'Changed', text: '`config.json` leaves `latency` out while it is 0, so `createGame(canvas, config)` (the README\'s sample) reads the calibration stored on the device, as the kit\'s page does, after a reload too (`config.json` held `"latency": 0`, which won over it).', only: ['rhythm-clacker'] },
        { kind: 'Added', text: '`ParamSpec.device` (optional, `true`): the setting is the player\'s device\'s, not the game\'s tuning, and the kit\'s page gives it only when its preset sets it off the default.' },
        { kind: 'Added', text: 'The `latency` entry of `params` has the `device` field, `true`.', only: ['rhythm-clacker'] },
        { kind: 'Changed', text: 'The page (`index.html`, the `npm run dev` page and `dist/`) is a phone page: its buttons wrap, the status has a line of its own, the game fills the rest and keeps clear of a notch (`viewport-fit=cover`); its footer names the R key and no longer the values, which `config.json` holds.' },
        { kind: 'Changed', text: 'The page (`index.html`, the `npm run dev` page and `dist/`) waits for Play, as its footer\'s "Press Play" says: Play, or the first click, tap, Space or Enter on the game, starts the run (it started on load, the button reading Pause).', only: ['physics-dropper', 'double-tap-dash', 'memory-tiles', 'bounce-chain', 'timing-wheel'] },
        { kind: 'Changed', text: 'Before the first start, a pick on a tile starts the game (it turns nothing), and the tiles are not marked `aria-disabled` then.', only: ['memory-tiles'] },
        { kind: 'Fixed', text: 'Before the first start, a click or a tap anywhere on the game starts it, between the tiles and on the line above the board too, as "Tap to start" says (only a tile\'s did).', only: ['memory-tiles'] },
        { kind: 'Changed', text: 'A game waiting for its first run (`autoStart: false`, or after `reset()`) starts on the player\'s Space, Enter, click or tap on it, as after a run\'s end, and that press does nothing else; its status ends with the start prompt in the player\'s hands\' words ("Ready · Score 0 · … · Press Space or click to start"). It took only `start()`, and its status named no way to start.', only: allButMemoryTiles },
        { kind: 'Changed', text: 'A gamepad\'s A, B, X or Y starts a game waiting for its first run too (the kit\'s page before Play, `autoStart: false`, after `reset()`), and once a pad is connected the status says "Press A to start" (the pad started nothing before a first run).', only: ['double-tap-dash'] },
        { kind: 'Changed', text: 'The host\'s `pause()` before the first start pauses as it does mid-run: `onPause` fires, "Paused" is shown, the status says "Paused · Ready · …" with no start prompt, and no press starts the game; `start()` then fires `onResume` and goes back to waiting, the run a press or another `start()` away (`pause()` there did nothing, and the `start()` after it began the run).' },
        { kind: 'Changed', text: 'After a calibration round the page\'s status is the game\'s ready line with the latency it set, then the start prompt in the player\'s hands\' words (it said "Calibrated: Input Latency … ms. Press Play or tap the game to start." to every player).', only: ['rhythm-clacker'] },
        { kind: 'Changed', text: 'The start prompt and the status at the end of a run speak to the player\'s hands: touch words after a finger, keys after a key or the mouse.', only: ['double-tap-dash', 'rhythm-clacker', 'bounce-chain', 'timing-wheel'] },
        { kind: 'Changed', text: 'The start prompt speaks to the player\'s hands: touch words after a finger, keys after a key or the mouse.', only: ['physics-dropper', 'memory-tiles'] },
        { kind: 'Fixed', text: 'MemoryTiles\' status names no Play button, which a host\'s game does not have: before the first start it says the start prompt in the player\'s hands\' words and a pick starts the game, and paused it says "Paused · …" (it said "Press Play to start." and "Press Play to continue.").', only: ['memory-tiles'] },
        { kind: 'Fixed', text: 'A game\'s own prompts speak to the player\'s hands too, from one table of words: DoubleTapDash\'s and BounceChain\'s controls before the first press and RhythmClacker\'s calibration named taps to a keyboard player (DoubleTapDash, RhythmClacker) or keys and taps to both (BounceChain).', only: ['double-tap-dash', 'bounce-chain', 'rhythm-clacker'] },
        { kind: 'Fixed', text: 'RhythmClacker\'s line after a calibration round with too few presses and its status after a stray press (one near no note) speak to the player\'s hands from that table too: the short round no longer counts taps to a keyboard player, and the status shows a stray press as one, not as a bare Miss.', only: ['rhythm-clacker'] },
        { kind: 'Fixed', text: 'Each step of the "Resuming in 3…" countdown reaches `onStatus` on its second, "Resuming in 1…" a second before `onResume` (they came a second late).', only: allButMemoryTiles },
        { kind: 'Changed', text: 'A game waiting for its first run (the page before Play, `autoStart: false`, after `reset()`) lets a finger scroll the page over it: a finger starts it on its release, and a swipe the browser takes for a scroll starts nothing (the canvas\'s touch-action is the host\'s own, else `manipulation`, while the game waits or is paused, and `none` while a run plays, or has just ended in the games whose runs end). The mouse, a pen and keys start it on their press as before.', only: allButMemoryTiles },
        { kind: 'Fixed', text: 'A click or a finger lands where it is seen on a canvas under a CSS transform or zoom (a scale-to-fit wrapper, a turned box).', only: allButMemoryTiles },
        { kind: 'Fixed', text: '`destroy()` gives the page\'s `navigator.audioSession.type` back as it was.', only: ['rhythm-clacker'] },
        { kind: 'Fixed', text: 'A gamepad press does nothing while your page has the focus elsewhere: a text field, a button, a field inside a web component (open shadow DOM) or another game.', only: ['double-tap-dash'] },
        { kind: 'Fixed', text: 'A gamepad player reads the pad\'s words, "A: dash · A twice: phase" on the canvas and "Press A to play again" in the status, and a pad press after a run ended starts the next (the words were a keyboard\'s or a finger\'s, and the pad started nothing).', only: ['double-tap-dash'] },
        { kind: 'Fixed', text: '`destroy()` leaves out the `width`, `height` and `style` attributes a canvas did not have (it wrote the default size into them, and left an empty `style`).', only: allButMemoryTiles },
        { kind: 'Changed', text: '`update()` keeps a setting given as `null`, and one that is not a number (with a warning); it went back to its default.' },
        { kind: 'Fixed', text: '`null` is "not given" wherever `undefined` is: a setting given to `createGame` or `createModel` as `null` plays its default with no warning, and a `null` option, seed, `values` or `options` argument is left out.' },
        { kind: 'Fixed', text: 'The `.d.ts` takes what the game takes: a setting given to `createGame`, `update()` or `createModel(...).update` as `null` or `undefined`, and an option given as either, also under `exactOptionalPropertyTypes` (a setting from a prop that may be `undefined` did not compile, and `null` never did).' },
        { kind: 'Fixed', text: 'The rules\' `drop(null)` compiles under strict TypeScript, as the code takes it (a ball near the middle): the `.d.ts` took only `undefined`.', only: ['physics-dropper'] },
        { kind: 'Fixed', text: '`tap(null)` compiles under strict TypeScript, as the code takes it (a tap now), on the rules and on `RhythmModel`, whose `tap(null)` was judged at song time 0.', only: ['rhythm-clacker'] },
        { kind: 'Fixed', text: 'The rules\' `press(null)` and `release(null)` compile under strict TypeScript, as the code takes them (now): the `.d.ts` took only `undefined`.', only: ['timing-wheel'] },
        { kind: 'Fixed', text: '`latency: null` plays the calibration stored on the device, `beatMap: null` the built-in map, and `tap(null)` is judged now, as a tap given no time (it was judged at song time 0).', only: ['rhythm-clacker'] },
        { kind: 'Fixed', text: '`drop(null)` drops where a drop given no position does (it dropped at the left wall).', only: ['physics-dropper'] },
        { kind: 'Fixed', text: '`reset(null)` is `reset()` (it dealt seed 0).', only: ['memory-tiles'] },
        { kind: 'Changed', text: 'The rules\' `reset(seed?)` (from `createModel`) follows the game\'s rule in every kit: a seed given to `reset()` deals from it, else the seed `createModel` was given replays, else each reset draws a new one (without a seed it replayed the first run\'s).' },
        { kind: 'Added', text: 'The rules\' `reset()` takes a seed, as MemoryTiles\' did.', only: ['physics-dropper', 'double-tap-dash', 'rhythm-clacker', 'bounce-chain', 'timing-wheel'] },
        { kind: 'Fixed', text: 'Every text on the canvas wraps or narrows to fit its width (RhythmClacker\'s calibration instruction ran off both sides of a portrait phone).', only: allButMemoryTiles },
        { kind: 'Fixed', text: 'The combo goes under the score where both do not fit on a portrait phone (they overlapped).', only: ['rhythm-clacker'] },
        { kind: 'Fixed', text: 'The canvas runtime and the game\'s drawing allocate under 1 KB a frame in steady play, so a phone collects less garbage.', only: allButMemoryTiles },
        { kind: 'Fixed', text: 'PhysicsDropper\'s rules in Node make about 0.3 KB of garbage a frame with ten balls in play, not about 4 KB (a fractional number handed to a function call was boxed once per ball, hundreds of times a frame); in Chromium, about half as much as before in the first seconds of play.', only: ['physics-dropper'] },
        { kind: 'Fixed', text: 'The rules\' step (createModel\'s too) allocates less: no list when nothing happened, no object per platform, no loop iterator; in steady play in Chromium about 0.2–0.6 KB a frame in PhysicsDropper, DoubleTapDash and RhythmClacker, and about 0.4 KB in BounceChain (about 2.4 KB before).', only: ['physics-dropper', 'double-tap-dash', 'rhythm-clacker', 'bounce-chain'] },
      ],
    },
  },
  {
    version: '1.2.0',
    date: '2026-11-28',
    summary: 'One behaviour in every engine, kits that run like mobile games, and three actions from the download to playing.',
    changes: {
      unity: [
        { kind: 'Changed', text: 'PhysicsDropper\'s physics runs at most 2,500 steps a real second whatever the settings (7,311 at the maxima before), so its busiest board fits in a phone\'s frame; drop times and runs at the default settings are unchanged, runs at faster settings differ from before.', only: ['physics-dropper'] },
        { kind: 'Added', text: '`Pause()`, `Resume()` and the `Paused` and `Resumed` events; losing focus pauses the game, shows "Paused", lets go of held input without acting and resumes after "Resuming in 3…".' },
        { kind: 'Added', text: 'A Restart button in the HUD\'s top-right corner, and the R key.' },
        { kind: 'Added', text: 'After a run has ended, a tap starts the next.', only: ending },
        { kind: 'Changed', text: '`Restart()` raises `ScoreChanged(0)` when the score was not 0, and never `Ended`.' },
        { kind: 'Changed', text: '`DropperEvent` is a struct, so raising one allocates nothing.', only: ['physics-dropper'] },
        { kind: 'Changed', text: '`RhythmJudgement` is a struct, so raising one allocates nothing; `RhythmClackerModel.Last` and `Tap()` are `RhythmJudgement?`.', only: ['rhythm-clacker'] },
        { kind: 'Changed', text: '`WheelLanding` and `WheelEvent` are structs, so raising one allocates nothing; `TimingWheelModel.Last` is `WheelLanding?`.', only: ['timing-wheel'] },
        { kind: 'Changed', text: '`Contact` is a struct, so a step allocates nothing; `Advance` returns `Contact?`.', only: ['bounce-chain'] },
        { kind: 'Fixed', text: 'No managed memory is allocated per frame in steady play, the HUD included.' },
        { kind: 'Fixed', text: 'The HUD\'s letters are the same physical size at any screen density, and none is clipped on a portrait phone.' },
        { kind: 'Added', text: 'On a phone the game asks for the display\'s refresh rate, unless the project set a frame rate.' },
        { kind: 'Fixed', text: 'RhythmClacker judges a tap by the Input System\'s event time, so the frame rate no longer moves a judgement.', only: ['rhythm-clacker'] },
        { kind: 'Fixed', text: 'Sprites have a texel or more per screen pixel on a phone and a 4K monitor, with mipmaps where they are drawn smaller.' },
        { kind: 'Fixed', text: 'The package compiles with warnings as errors on Unity 6000.x.' },
        { kind: 'Added', text: 'A Play sample (Package Manager › Samples) and a Tools › Microloop menu item that plays the game in a new scene.' },
      ],
      godot: [
        { kind: 'Fixed', text: 'The HUD draws its letters and buttons the same size on the screen at any density (letters at least 0.1 in, buttons 48 dp), and wraps a status line too long for a portrait screen.' },
        { kind: 'Changed', text: 'PhysicsDropper\'s physics runs at most 2,500 steps a real second whatever the settings (7,311 at the maxima before), so its busiest board fits in a phone\'s frame; drop times and runs at the default settings are unchanged, runs at faster settings differ from before.', only: ['physics-dropper'] },
        { kind: 'Changed', text: 'Every class name, inner class and type the addon declares starts with the template\'s name, so none clashes with a class of your project: update any reference to the old names.' },
        { kind: 'Added', text: 'The `game_paused` and `game_resumed` signals; losing focus pauses the game, shows "Paused", lets go of held input without acting and resumes after "Resuming in 3…".' },
        { kind: 'Added', text: 'A Restart button in the HUD\'s top-right corner, and the R key.' },
        { kind: 'Added', text: 'After a run has ended, a tap starts the next.', only: ending },
        { kind: 'Changed', text: '`update()` takes a Dictionary of any of the settings, each clamped to its range; the ones left out keep their values.' },
        { kind: 'Fixed', text: 'Touch is read as touch, with or without mouse emulation, and a second finger is a tap of its own.', only: ['double-tap-dash', 'rhythm-clacker'] },
        { kind: 'Fixed', text: 'The game plays in a host project\'s scene: under its Camera2D, moved and scaled, beside its focused controls.' },
        { kind: 'Fixed', text: 'The board is drawn whole and centred in a landscape, a portrait and a square view.' },
        { kind: 'Fixed', text: 'A new Board Size from `update()` deals a new board at once, and every tile can be picked.', only: ['memory-tiles'] },
        { kind: 'Fixed', text: 'RhythmClacker keeps its calibration per device in `user://microloop_rhythm_clacker.cfg`.', only: ['rhythm-clacker'] },
        { kind: 'Changed', text: 'Import the zip in the Project Manager, then press F5: the project opens with the game as its main scene.' },
      ],
      js: [
        { kind: 'Fixed', text: '"Paused" and the countdown are drawn over the board (they were drawn off the canvas).', only: ['physics-dropper'] },
        { kind: 'Fixed', text: 'The game draws its text at 12 CSS px or more, and wraps it on a narrow portrait canvas instead of cutting it off.', only: ['physics-dropper', 'bounce-chain', 'rhythm-clacker'] },
        { kind: 'Changed', text: 'PhysicsDropper\'s physics runs at most 2,500 steps a real second whatever the settings (7,311 at the maxima before), so its busiest board fits in a phone\'s frame; drop times and runs at the default settings are unchanged, runs at faster settings differ from before.', only: ['physics-dropper'] },
        { kind: 'Added', text: 'The `onPause` and `onResume` options.' },
        { kind: 'Fixed', text: 'RhythmClacker\'s sound starts on the first touch on Android and iOS, and asks for playback where `navigator.audioSession` exists.', only: ['rhythm-clacker'] },
        { kind: 'Fixed', text: 'The canvas has a role and an accessible name.', only: allButMemoryTiles },
        { kind: 'Fixed', text: 'A canvas handed over hidden, sized by its page\'s CSS or created again after `destroy()` keeps its size on every screen.', only: allButMemoryTiles },
        { kind: 'Fixed', text: 'The board is drawn whole and centred in a landscape, a portrait and a square element.' },
        { kind: 'Changed', text: 'The kit is a Vite project: `npm install`, then `npm run dev` plays it.' },
        // Listed afterwards (2026-11-29, N11): what 1.2.0 removed or moved without saying so.
        { kind: 'Changed', text: '`npm install` of the unzipped kit folder installs the project, `<slug>-game`, no longer the game\'s package: install that from its own folder, `npm install ./<slug>-js-starter-kit/src` (`@microloop/<slug>`).' },
        { kind: 'Removed', text: 'The source map of the game\'s module: the kit never held its TypeScript sources, so an edit left the map wrong.' },
        { kind: 'Changed', text: '`src/page-boot.js` (the page\'s Play/Pause, Restart and status line) moved to `web/page-boot.js`.' },
      ],
    },
  },
  {
    version: '1.1.0',
    date: '2026-11-26',
    summary: 'Kits that hold up in a real project: input with the Input Manager, the Input System or both, sound you hear, touch, visuals that survive a build, a real npm package.',
    changes: {
      unity: [
        { kind: 'Fixed', text: 'The package compiles when Active Input Handling is "Input System Package (New)" or "Both" but the Input System package is not installed: its code is guarded by a define the asmdef\'s `versionDefines` set from `com.unity.inputsystem`.' },
        { kind: 'Added', text: 'Input works with the Input Manager, the Input System package, or Both; set to the Input System without its package, the game reads no input: it runs without input and logs one warning instead of failing.' },
        { kind: 'Added', text: 'Keyboard, mouse and touch work with both the Input Manager and the Input System.' },
        { kind: 'Changed', text: 'Input is read by one `MicroloopInput.cs`, the same file in every package.' },
        { kind: 'Fixed', text: 'RhythmClacker is heard in an empty scene: the game adds an `AudioListener` when the scene has no enabled one.', only: ['rhythm-clacker'] },
        { kind: 'Fixed', text: 'Visuals survive a player build in the Built-in render pipeline and in URP: no `CreatePrimitive`, no default material.' },
        { kind: 'Fixed', text: 'No material leaks when the board is rebuilt, and no pieces carry colliders nobody reads.' },
        { kind: 'Fixed', text: 'An existing Main Camera is framed fully (rotation, projection, size, position) and refit when the Game view changes shape; a camera made by the game carries an `AudioListener`.' },
        { kind: 'Changed', text: 'A preset JSON or Inspector value out of range, missing or of the wrong type is clamped to its range with one `Debug.LogWarning` naming the field, never an exception.' },
        { kind: 'Changed', text: 'README: install from disk (and why the unzipped folder must stay), as a tarball or embedded in `Packages/`; the render pipelines and input setups supported, and what HDRP does.' },
        { kind: 'Fixed', text: 'The package\'s `displayName` and the Add Component menu name the game the same way.' },
        { kind: 'Changed', text: '`MemoryTilesTileSet.shapes` is a `TileShape[]` (Circle, Square, Diamond) instead of `PrimitiveType[]`: a tile set saved with 1.0.0 needs its shapes picked again.', only: ['memory-tiles'] },
        { kind: 'Changed', text: 'RhythmClacker\'s Input Latency goes up to 500 ms (was 200), room for Bluetooth headphones; calibration reads the range from `RhythmClackerConfig.InputLatencyMin`, `InputLatencyMax` and `InputLatencyStep`.', only: ['rhythm-clacker'] },
        { kind: 'Added', text: 'The kit\'s version in `package.json` (with `unity` and `unityRelease`), this changelog, and the version in the zip\'s file name.' },
      ],
      godot: [
        { kind: 'Fixed', text: 'RhythmClacker\'s clacks and calibration clicks reach the audio output: the game queues every sound due before the end of what it writes, mixes a late sound\'s tail instead of dropping it, and keeps 0.68–0.74 s of sound written so a web page\'s delayed audio callbacks never run the stream dry (before, 2 of 40 sounds reached a captured output).', only: ['rhythm-clacker'] },
        { kind: 'Fixed', text: 'RhythmClacker holds its sound while paused: no clack written ahead is heard during the pause, and each is heard on the beat when play goes on.', only: ['rhythm-clacker'] },
        { kind: 'Changed', text: 'RhythmClacker reads the output latency once per start instead of every frame; on the web, sound is heard about 45 ms after the game\'s clock says (the browser\'s own buffer), which calibration absorbs.', only: ['rhythm-clacker'] },
        { kind: 'Fixed', text: 'A touch tap or hold plays the game: the input events of `project.godot` and of the input actions the addon registers match every device (−1), as a touch-emulated click carries.', only: allButMemoryTiles },
        { kind: 'Fixed', text: 'The scripts no longer use short names a project may own (`Config`, `Model`, `Random`) as types: their preloads carry the template’s name.' },
        { kind: 'Added', text: 'The addon\'s README says exactly which class names to rename to keep two tunings of one template in one project.' },
        { kind: 'Fixed', text: 'The model compiles outside `addons/` and with `exclude_addons` turned off: no type is inferred from a call that returns a Variant.', only: ['physics-dropper', 'bounce-chain'] },
        { kind: 'Fixed', text: 'No parameter shadows a method of the model (`settings`, `latency_ms`).', only: ['timing-wheel', 'rhythm-clacker'] },
        { kind: 'Changed', text: 'A settings `.tres` with a value out of range or of the wrong type loads with that value clamped to its range and one warning naming the field, never a script error.' },
        { kind: 'Changed', text: 'RhythmClacker\'s Input Latency goes up to 500 ms (was 200), room for Bluetooth headphones; calibration reads the range from the settings script\'s `INPUT_LATENCY_MIN`, `INPUT_LATENCY_MAX` and `INPUT_LATENCY_STEP`.', only: ['rhythm-clacker'] },
        { kind: 'Added', text: 'The kit\'s version in `project.godot` (`config/version`) and in the addon\'s README, this changelog, and the version in the zip\'s file name.' },
      ],
      js: [
        { kind: 'Fixed', text: 'An unstyled canvas keeps its size on HiDPI screens instead of growing without limit.', only: allButMemoryTiles },
        { kind: 'Fixed', text: '`config.json` configures the game: it uses the settings\' own keys, so `createGame(surface, config)` plays the tuned values.' },
        { kind: 'Changed', text: 'An unknown setting or an out-of-range value gets one `console.warn` naming it and the clamped value.' },
        { kind: 'Added', text: 'A real npm package: `package.json` with `exports` and types, a source map, readable code; `npm install` the unzipped kit or its tarball.' },
        { kind: 'Added', text: 'The rules as their own layer, `createModel(values, seed)` with its settings spec, usable with no DOM (Node, a Phaser or PixiJS scene).' },
        { kind: 'Added', text: 'A loop you drive: `{ loop: \'manual\' }` with `game.step(dt)` and `game.render()`.', only: allButMemoryTiles },
        { kind: 'Fixed', text: '`index.html`: the focus goes back to the game after Play or Pause, so Space plays instead of pausing.', only: allButMemoryTiles },
        { kind: 'Changed', text: '`index.html` is built from `src/`: after editing the module, `npm run build:page` rebuilds it (Node only, no install).' },
        { kind: 'Added', text: 'RhythmClacker\'s `index.html` has a Calibrate control and starts on a tap ("Tap to start"); the tap that unlocks the sound is not judged.', only: ['rhythm-clacker'] },
        { kind: 'Fixed', text: 'RhythmClacker never drops a clack on a resume or an `update()`, keeps the beat where it was, and plays the count-in on a first run.', only: ['rhythm-clacker'] },
        { kind: 'Added', text: 'RhythmClacker compensates the audio output latency (`getOutputTimestamp`, else `outputLatency` and `baseLatency`) and judges a tap by its event time.', only: ['rhythm-clacker'] },
        { kind: 'Changed', text: 'RhythmClacker queues its sounds half a second ahead (was 100 ms), so a main thread stalled that long drops no clack; a pause keeps what is queued on the suspended clock (stopping it lost the clack due while the context suspended), `update()` and muting stop it, and unmuting queues the coming clacks again.', only: ['rhythm-clacker'] },
        { kind: 'Changed', text: 'RhythmClacker\'s Input Latency (`latency`) goes up to 500 ms (was 200), room for Bluetooth headphones; links and settings from 1.0.0 stay valid.', only: ['rhythm-clacker'] },
        { kind: 'Fixed', text: '`createGame(canvas)` with no values plays the defaults instead of throwing.', only: ['physics-dropper'] },
        { kind: 'Fixed', text: 'Only the primary button and the primary pointer play; no context menu opens over the game.', only: allButMemoryTiles },
        { kind: 'Fixed', text: 'Lifting a second finger no longer ends a hold.', only: ['timing-wheel', 'bounce-chain'] },
        { kind: 'Fixed', text: 'Returning to the tab resumes after a 3 s countdown instead of at once.' },
        { kind: 'Fixed', text: '`data-bins` leaves the canvas on `destroy()`.', only: ['physics-dropper'] },
        { kind: 'Fixed', text: 'Types and README: the examples compile under strict TypeScript, `onEnd` is documented as it behaves, and the game\'s own events are listed.' },
        { kind: 'Fixed', text: 'Types: `surface` is an `HTMLCanvasElement`.', only: allButMemoryTiles },
        { kind: 'Fixed', text: 'Each `index.html` carries only its own game\'s text.' },
        { kind: 'Added', text: 'The kit\'s version in `package.json`, this changelog, and the version in the zip\'s file name.' },
      ],
    },
  },
  {
    version: '1.0.0',
    date: '2026-11-25',
    summary: 'The first release of the kits: the whole game in Unity, Godot 4 and JavaScript, with your tuned settings.',
    changes: {
      unity: [
        { kind: 'Added', text: 'The game as a Unity package (UPM): engine-free C# rules, a Game MonoBehaviour that plays in an empty scene, your tuned settings as a ScriptableObject and a JSON preset.' },
        { kind: 'Added', text: 'Events as C# events and UnityEvents, and a `.meta` with a fixed GUID beside every file and folder.' },
      ],
      godot: [
        { kind: 'Added', text: 'The game as a Godot 4 project whose addon (`addons/microloop_<name>/`) also works copied into your own project.' },
        { kind: 'Added', text: 'GDScript rules checked against the website\'s model, signals for the score and the game\'s events, and your tuned settings as a `.tres`.' },
      ],
      js: [
        { kind: 'Added', text: 'The game as a readable ES module with TypeScript declarations, `createGame(surface, values, options)`.' },
        { kind: 'Added', text: '`index.html` that plays from disk and uploads to itch.io as it is, and your tuned settings in `config.json`.' },
      ],
    },
  },
];

const semver = /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)$/;

export const isSemver = (version: string) => semver.test(version);

/** Compares two MAJOR.MINOR.PATCH versions: negative when `a` is older. */
export function compareVersions(a: string, b: string): number {
  const parts = (version: string) => version.split('.').map(Number);
  const [x, y] = [parts(a), parts(b)];
  for (let index = 0; index < 3; index++) if (x[index] !== y[index]) return (x[index] ?? 0) - (y[index] ?? 0);
  return 0;
}

const applies = (slug: string) => (change: Change) => !change.only || (change.only as readonly string[]).includes(slug);

/** A template's releases, newest first, each with only the changes that apply to it. */
export function releasesOf(slug: string): readonly TemplateRelease[] {
  return kitReleases.map((release) => ({
    ...release,
    changes: {
      unity: release.changes.unity.filter(applies(slug)),
      godot: release.changes.godot.filter(applies(slug)),
      js: release.changes.js.filter(applies(slug)),
    },
  }));
}

/** A template's current release: what its kits carry today. */
export function latestRelease(slug: string): TemplateRelease {
  const [latest] = releasesOf(slug);
  if (!latest) throw new Error('There are no kit releases');
  return latest;
}

/** The version every kit of this template carries, e.g. "1.1.0". */
export const kitVersion = (slug: string) => latestRelease(slug).version;
