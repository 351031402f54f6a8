class_name DoubleTapDashGame
extends Node2D
## DoubleTapDash, playable: a runner on one lane, gates that close as it nears them. Tap (Space,
## Enter, a click or a touch) to dash ahead; tap twice within the Double-Tap Window to phase through
## gates for a combo bonus. Each finger that lands is a tap of its own, a second one while the first
## is down too. A shut gate ends the run; tap again to play the next. R or the Restart button starts
## over. The game pauses when its window loses focus and counts down 3 s on return. The rules live in
## double_tap_dash_model.gd, the tuned values in double_tap_dash_config.tres.

## The score changed (whole metres run plus phase bonuses).
signal score_changed(score: int)
## The run ended against a shut gate.
signal ended(score: int)
## What a tap or a gate came to: "dash", "phase", "not-ready", "phased", "passed", "lapse" or "crash".
signal judged(kind: String)
## The game stopped without ending: `paused` was set, or its window lost focus.
signal game_paused()
## The game plays on after a pause (after the countdown, when it paused on a focus loss).
signal game_resumed()

const DoubleTapDashConfigScript := preload("double_tap_dash_config.gd")
const DoubleTapDashModelScript := preload("double_tap_dash_model.gd")
const DoubleTapDashPlayScript := preload("microloop_play.gd")
## The input action this game reads; added at run time when the project lacks it.
const TAP_ACTION := &"double_tap_dash_tap"
const RESTART_ACTION := &"double_tap_dash_restart"
const BACKGROUND := Color("#0a0e1a")
const LANE := Color("#3a4670")
## The track's colour (the board; the site's surface, as the TypeScript game draws it).
const SURFACE := Color("#121831")
const RUNNER := Color("#22d3ee")
const PHASING := Color("#a78bfa")
const GATE := Color("#f472b6")
const TEXT := Color("#e7eaf6")
## Metres of lane shown across the view.
const VIEW_METRES := 24.0
## The rules' fixed step: the TypeScript game's step at 60 fps (two a frame at 30 fps; at 144 fps the
## rest of a frame carries over), so every frame rate plays what the reference plays at 60.
const STEP_SECONDS := 1.0 / 60.0

## The tuned settings; edit the .tres (or assign another) to change the pace.
@export var settings: DoubleTapDashConfigScript = preload("double_tap_dash_config.tres")
## The run's seed: 0 picks a new one each run.
@export var run_seed: int = 0

var score: int = 0
var model: DoubleTapDashModelScript
## The pause, the pointers held and the HUD's buttons.
var _session: DoubleTapDashPlayScript = DoubleTapDashPlayScript.new(PackedStringArray(["Restart"]))
## Set it to pause the game (game_paused fires) or play on (game_resumed); presses do nothing while paused.
var paused: bool = false:
	set(value):
		if value == paused:
			return
		paused = value
		if not value:
			_session.stop_countdown()
		(game_paused if value else game_resumed).emit()
## Milliseconds of play: the model's fixed steps so far, the clock taps are judged on (unaffected by
## time spent paused).
var clock_ms: float = 0.0

## Frame seconds not yet stepped: the rules run in fixed steps of STEP_SECONDS, so the same taps at 30,
## 60 or 144 frames a second meet the gates at the same moments and give the same events.
var _unstepped: float = 0.0


func _ready() -> void:
	register_input_actions()
	_new_run()


## Adds this game's input actions (tap: Space, Enter, the left mouse button; restart: R) when the
## running project's input map lacks them, so the addon works copied into any project. The game reads
## the mouse and touch itself (microloop_play.gd), not by actions.
static func register_input_actions() -> void:
	if not InputMap.has_action(RESTART_ACTION):
		InputMap.add_action(RESTART_ACTION)
		var r_key := InputEventKey.new()
		r_key.device = -1
		r_key.physical_keycode = KEY_R
		InputMap.action_add_event(RESTART_ACTION, r_key)
	if InputMap.has_action(TAP_ACTION):
		return
	InputMap.add_action(TAP_ACTION)
	for keycode: Key in [KEY_SPACE, KEY_ENTER, KEY_KP_ENTER]:
		var key := InputEventKey.new()
		key.device = -1
		key.physical_keycode = keycode
		InputMap.action_add_event(TAP_ACTION, key)
	var click := InputEventMouseButton.new()
	click.device = -1
	click.button_index = MOUSE_BUTTON_LEFT
	InputMap.action_add_event(TAP_ACTION, click)


func _unhandled_input(event: InputEvent) -> void:
	if DoubleTapDashPlayScript.is_pointer(event):
		_on_pointer(DoubleTapDashPlayScript.pointer(event, self))
		return
	if event.is_echo():
		return
	var restarting := event.is_action_pressed(RESTART_ACTION)
	if not (restarting or event.is_action_pressed(TAP_ACTION) or event.is_action_pressed(&"ui_accept")):
		return
	get_viewport().set_input_as_handled()
	if paused:
		return
	if restarting:
		restart()
	else:
		_tap()


## A finger or the mouse landing on the game: a tap (each finger its own), or the Restart button.
func _on_pointer(pointer: Dictionary) -> void:
	if pointer.is_empty() or not pointer["pressed"] or not _area().has_point(pointer["at"]):
		return
	get_viewport().set_input_as_handled()
	if paused:
		return
	if _session.button_at(pointer["at"], _area()) == "Restart":
		restart()
	else:
		_tap()


## A tap: judged on the play clock; after a crash it starts the next run.
func _tap() -> void:
	if model.over:
		_new_run()
		return
	for judgement in model.tap(clock_ms):
		judged.emit(String(judgement["type"]))


## Starts over: a new run, the score back to 0 (score_changed fires if it was not 0); `ended` does not fire.
func restart() -> void:
	_new_run()


func _notification(what: int) -> void:
	if DoubleTapDashPlayScript.is_focus_out(what):
		if _session.lose_focus(model != null and not model.over and not paused):
			paused = true
		queue_redraw()
	elif DoubleTapDashPlayScript.is_focus_in(what):
		_session.regain_focus()


func _process(delta: float) -> void:
	if _session.tick(delta):
		paused = false
	if paused or model.over:
		queue_redraw()
		return
	# A long frame (a stall) is played as at most 0.1 s: the game slows down rather than jumps.
	_unstepped += clampf(delta, 0.0, 0.1)
	while _unstepped >= STEP_SECONDS * (1.0 - 1e-9) and not model.over:
		_unstepped = maxf(0.0, _unstepped - STEP_SECONDS)
		clock_ms += STEP_SECONDS * 1000.0
		for event in model.step(STEP_SECONDS):
			var kind := String(event["type"])
			judged.emit(String(event["result"]) if kind == "gate" else kind)
			if kind == "crash":
				_set_score(model.score())
				ended.emit(score)
		# The score as each step leaves it: the same totals reported at any frame rate.
		_set_score(model.score())
	queue_redraw()


## New settings from the next step: a Dictionary of any subset of them (snake_case names; each
## snapped and kept to its range, the others unchanged) or a whole DoubleTapDashConfig. The same as
## model.update(); the game draws from the model's settings.
func update(changes: Variant) -> void:
	model.update(changes)
	queue_redraw()


func _draw() -> void:
	var size := get_viewport_rect().size
	draw_rect(Rect2(Vector2.ZERO, size), BACKGROUND)
	# The track (the board) across the middle of the view, 30 % to 70 % of its height, as the TypeScript game.
	var ground := size.y * 0.7
	var lane := size.y * 0.4
	draw_rect(Rect2(0.0, ground - lane, size.x, lane), SURFACE)
	var scale_x := size.x / VIEW_METRES
	var origin := model.distance - VIEW_METRES * 0.25
	draw_line(Vector2(0, ground - lane), Vector2(size.x, ground - lane), LANE, 2.0)
	draw_line(Vector2(0, ground), Vector2(size.x, ground), LANE, 2.0)
	for gate in model.gates:
		var x := (gate.x - origin) * scale_x
		var shut := DoubleTapDashModelScript.gate_closure(gate.closing)
		var height := lane * shut
		draw_rect(Rect2(x - 3.0, ground - height, 6.0, height), GATE)
		draw_rect(Rect2(x - 3.0, ground - lane, 6.0, lane), GATE, false, 1.0)
	var runner_x := (model.distance - origin) * scale_x
	draw_rect(Rect2(runner_x - 16.0, ground - 24.0, 16.0, 24.0), PHASING if model.is_phasing() else RUNNER)
	var status := "Score %d   Combo %d" % [score, model.combo]
	if model.over:
		status += "   Tap to run again"
	_session.draw_hud(self, _area(), paused, PackedStringArray([status]))


## The game's area in its own coordinates: the view's size from the node's origin (a host moves,
## scales or films it with a Camera2D; input is read through the same transform).
func _area() -> Rect2:
	return Rect2(Vector2.ZERO, get_viewport_rect().size)


func _new_run() -> void:
	model = DoubleTapDashModelScript.new(model.current_settings() if model != null else settings, run_seed if run_seed != 0 else randi())
	_unstepped = 0.0
	_set_score(model.score())
	queue_redraw()


func _set_score(value: int) -> void:
	if value != score:
		score = value
		score_changed.emit(score)
