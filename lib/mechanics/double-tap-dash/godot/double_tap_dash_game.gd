class_name DoubleTapDashGame
extends Node2D
## DoubleTapDash, playable: a runner on one lane, gates that close as it nears them. Tap (Space,
## Enter, a click or a touch) to dash ahead; tap twice within the Double-Tap Window to phase through
## gates for a combo bonus. Each finger that lands is a tap of its own, a second one while the first
## is down too. A shut gate ends the run; tap again to play the next. R or the Restart button starts
## over. The game pauses when its window loses focus (in an exported game) and counts down 3 s on return. The rules live in
## double_tap_dash_model.gd, the tuned values in double_tap_dash_config.tres.

## The score changed (whole metres run plus phase bonuses).
signal score_changed(score: int)
## The run ended against a shut gate.
signal ended(score: int)
## What a tap, a gate or a phase's end came to: its DoubleTapDashOutcome (`result`, the name every game's judged gives it).
signal judged(result: DoubleTapDashOutcome)
## The game stopped without ending: `paused` was set, the window lost focus (in an exported game), or the host paused the tree or hid the game.
signal game_paused()
## The game plays on after a pause (after the countdown, when it paused on a focus loss; at once when your paused tree
## or the game hidden ends later than the frame after focus came back).
signal game_resumed()

## What a tap, a gate or a phase's end comes to: a dash, a phase (the second tap of a double tap), a tap while the runner is
## not ready, a gate phased through, passed open, a lapse (the combo lost: a gate passed without a phase, or a phase
## that met no gate) or the crash against a shut gate.
enum DoubleTapDashOutcome { DASH, PHASE, NOT_READY, PHASED, PASSED, LAPSE, CRASH }

const DoubleTapDashConfigScript := preload("double_tap_dash_config.gd")
const DoubleTapDashModelScript := preload("double_tap_dash_model.gd")
const DoubleTapDashPlayScript := preload("microloop_play.gd")
## The model's word for each DoubleTapDashOutcome, in its order.
const OUTCOME_WORDS: Array[String] = ["dash", "phase", "not-ready", "phased", "passed", "lapse", "crash"]
## The input action this game reads (Space, Enter, a click, a finger); added at run time when the project lacks it.
const TAP_ACTION := &"double_tap_dash_tap"
## Metres of lane shown across the view.
const VIEW_METRES := 24.0
## The rules' fixed step: the TypeScript game's step at 60 fps (two a frame at 30 fps; at 144 fps the
## rest of a frame carries over), so every frame rate plays what the reference plays at 60.
const STEP_SECONDS := 1.0 / 60.0

## The tuned settings; edit the .tres (or assign another) to change the pace.
## Assigned while the game plays, they take effect as update() with them does, and restart() keeps them.
@export var settings: DoubleTapDashConfigScript = preload("double_tap_dash_config.tres"):
	set(value):
		settings = value
		if model != null and value != null:
			update(value)

## The run's seed: 0 picks a new one each run.
@export var run_seed: int = 0

## The score so far (score_changed tells each change; restart() sets it back to 0).
var score: int = 0
## The rules of the run under way: made in _ready() (null before it, in a tree_entered handler too), or by the first call that needs them.
var model: DoubleTapDashModelScript
## Set it to pause the game or play on: game_paused or game_resumed fires before its next frame where that stops
## or starts the game (while a focus loss, your paused tree or a hidden game holds it, nothing fires), and presses do
## nothing while it is true. It is yours alone: a focus loss pauses the game without setting it, and the value it
## has already changes nothing. Your `true` holds until your `false`, over a focus loss's pause too; your `false`
## plays on at once, or, while the player is away, after the countdown once they are back.
var paused: bool:
	get:
		return _shell.is_paused()
	set(value):
		_shell.set_paused(value)
## Milliseconds of play since the game began, in the model's fixed steps (a new run goes on counting; time spent
## paused does not count). A tap is judged on the play time the last frame left: this and the frame time not yet stepped.
var clock_ms: float = 0.0

## Its input, its pauses and its HUD.
var _shell := DoubleTapDashPlayScript.new(self, "double_tap_dash", {TAP_ACTION: DoubleTapDashPlayScript.TAP_TRIGGERS})
## Frame seconds not yet stepped: the rules run in fixed steps of STEP_SECONDS, so the same taps at 30,
## 60 or 144 frames a second meet the gates at the same moments and give the same events.
var _unstepped: float = 0.0


func _init() -> void:
	_shell.pressed.connect(_tap.unbind(2))
	# The track needs little of the height: the HUD may take half of it before it shrinks.
	_shell.hud_share = 0.5
	# The HUD keeps room for its longest status line (a 4-digit score, the prompt to play again in either hands'
	# words): the track never moves as the line grows or wraps.
	var line := "Score 9999   Combo 999"
	_shell.status_reserve = [DoubleTapDashPlayScript.with_prompts([line], "again", line + "   ")]


func _ready() -> void:
	if model == null:
		_new_run()


## A tap: judged on the play time the last frame left (the frames' time, as in Unity and JavaScript: the rules' fixed
## steps lag it by up to one, which made a press count up to 22 ms late at 144 fps, not 7); after a crash it starts
## the next run.
func _tap() -> void:
	if model.over:
		_new_run()
		return
	for judgement in model.tap(clock_ms + _unstepped * 1000.0):
		var outcome := _shell.word_of(OUTCOME_WORDS, judgement["type"])
		if outcome >= 0:
			judged.emit(outcome)


## Starts play as a tap does when the game waits for one: after a crash, the next run; nothing while a run is
## under way (every Microloop game has start(), for a host written against all six).
func start() -> void:
	if model != null and model.over:
		restart()


## Starts over: a new run, the score back to 0 (score_changed fires if it was not 0); `ended` does not fire.
func restart() -> void:
	_new_run()
	# Told at once, not at the next frame (a paused tree runs none): a run begun while the player is away waits for them.
	_shell.running = not model.over


func _process(delta: float) -> void:
	if _shell.advance(delta) and not model.over:
		# A long frame (a stall) is played as at most 0.1 s: the game slows down rather than jumps.
		_unstepped += clampf(delta, 0.0, 0.1)
		while _unstepped >= STEP_SECONDS * (1.0 - 1e-9) and not model.over:
			_unstepped = maxf(0.0, _unstepped - STEP_SECONDS)
			clock_ms += STEP_SECONDS * 1000.0
			_step()
	_shell.running = not model.over
	_shell.status = PackedStringArray(["Score %d   Combo %d%s" % [score, model.combo, "   " + _shell.prompt("again") if model.over else ""]])
	queue_redraw()


## One fixed step of the rules, and what it came to.
func _step() -> void:
	for event in model.step(STEP_SECONDS):
		var kind := String(event["type"])
		# A kind the game has no word for is ignored: no judged value outside the enum (shell word_of()).
		var outcome := _shell.word_of(OUTCOME_WORDS, event.get("result") if kind == "gate" else kind)
		if outcome >= 0:
			judged.emit(outcome)
		if kind == "crash":
			_shell.set_score(model.score)
			ended.emit(score)
	# The score as each step leaves it: the same totals reported at any frame rate.
	_shell.set_score(model.score)


## New settings from the next step: a Dictionary of any subset of them (snake_case names; each
## snapped and kept to its range, a missing or null one unchanged) or a whole DoubleTapDashConfig. The
## same as model.update(); the game draws from the model's settings.
func update(changes: Variant) -> void:
	if model == null:
		_new_run()
	model.update(changes)
	queue_redraw()


func _draw() -> void:
	draw_rect(_shell.area(), DoubleTapDashPlayScript.BACKGROUND)
	# The track (the board) across the room the HUD's buttons leave in the safe area (under them), 30 % to 70 % of
	# its height, as the TypeScript game across its view.
	var view := _shell.board_room()
	var track := board_rect()
	var ground := track.end.y
	var lane := track.size.y
	draw_rect(track, DoubleTapDashPlayScript.SURFACE)
	var scale_x := view.size.x / VIEW_METRES
	var origin := model.distance - VIEW_METRES * 0.25
	for edge: float in [ground - lane, ground]:
		draw_line(Vector2(view.position.x, edge), Vector2(view.end.x, edge), DoubleTapDashPlayScript.LINE, 2.0)
	for gate in model.gates:
		var x := view.position.x + (gate.x - origin) * scale_x
		var shut := DoubleTapDashModelScript.gate_closure(gate.closing)
		var height := lane * shut
		draw_rect(Rect2(x - 3.0, ground - height, 6.0, height), DoubleTapDashPlayScript.PINK)
		draw_rect(Rect2(x - 3.0, ground - lane, 6.0, lane), DoubleTapDashPlayScript.PINK, false, 1.0)
	var runner_x := view.position.x + (model.distance - origin) * scale_x
	draw_rect(Rect2(runner_x - 16.0, ground - 24.0, 16.0, 24.0), DoubleTapDashPlayScript.VIOLET if model.is_phasing() else DoubleTapDashPlayScript.CYAN)


func _new_run() -> void:
	model = DoubleTapDashModelScript.new(model.current_settings() if model != null else settings, run_seed if run_seed != 0 else randi())
	_unstepped = 0.0
	_shell.set_score(model.score)
	queue_redraw()


## Where the board (the track the runner dashes along) is drawn in the node's own coordinates: across the room the
## HUD's buttons leave in the safe area, from 30 % to 70 % of its height.
func board_rect() -> Rect2:
	var view := _shell.board_room()
	if not view.has_area():
		return Rect2(view.get_center(), Vector2.ZERO)
	return Rect2(view.position.x, view.position.y + view.size.y * 0.3, view.size.x, view.size.y * 0.4)
