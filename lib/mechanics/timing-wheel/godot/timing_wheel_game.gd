class_name TimingWheelGame
extends Node2D
## TimingWheel, playable: a wheel of segments spins under a pointer at 12 o'clock. Hold (Space,
## Enter, the mouse button or a touch) to charge the brake; let go to brake: a full charge stops the
## wheel in Brake Time, a quick tap coasts four times as long. Stop with the lit target under the
## pointer to score; a neighbour of it is a near miss; three misses end the run, and the next press
## starts a new one. R or the Restart button starts over. The game pauses when its window loses focus
## (a charge under way is dropped, not braked) and counts down 3 s on return. The rules live in timing_wheel_model.gd, the tuned values in timing_wheel_config.tres.

## The score changed (a hit, or a new run).
signal score_changed(score: int)
## The run ended on its third miss.
signal ended(score: int)
## The wheel stopped: "hit", "near" or "miss".
signal landed(result: String)
## The game stopped without ending: `paused` was set, or its window lost focus.
signal game_paused()
## The game plays on after a pause (after the countdown, when it paused on a focus loss).
signal game_resumed()

const TimingWheelConfigScript := preload("timing_wheel_config.gd")
const TimingWheelModelScript := preload("timing_wheel_model.gd")
const TimingWheelPlayScript := preload("microloop_play.gd")
## The input action this game reads; added at run time when the project lacks it.
const HOLD_ACTION := &"timing_wheel_hold"
const RESTART_ACTION := &"timing_wheel_restart"
const BACKGROUND := Color("#0a0e1a")
const SEGMENT := Color("#28324f")
## The wheel's rim (the site's surface): the board's outline.
const SURFACE := Color("#121831")
const SEGMENT_EDGE := Color("#0a0e1a")
const TARGET := Color("#fbbf24")
const POINTER := Color("#e7eaf6")
const CHARGE := Color("#22d3ee")
const TEXT := Color("#e7eaf6")
## Points along each segment's outer edge.
const ARC_POINTS := 8
## The rim around the wheel: its gap from the segments and its width, in pixels.
const RIM_GAP := 3.0
const RIM_WIDTH := 4.0

## The tuned settings; edit the .tres (or assign another) to change the pace.
@export var settings: TimingWheelConfigScript = preload("timing_wheel_config.tres")
## The run's seed: 0 picks a new one each run.
@export var run_seed: int = 0

var score: int = 0
var model: TimingWheelModelScript
## The pause, the pointers held and the HUD's buttons.
var _session: TimingWheelPlayScript = TimingWheelPlayScript.new(PackedStringArray(["Restart"]))
## Set it to pause the game (game_paused fires) or play on (game_resumed); presses do nothing while paused.
var paused: bool = false:
	set(value):
		if value == paused:
			return
		paused = value
		if not value:
			_session.stop_countdown()
		(game_paused if value else game_resumed).emit()
## What holds the charge: a key (by its physical keycode) or a pointer (by its id) -> true.
var _holds: Dictionary = {}


func _ready() -> void:
	register_input_actions()
	_new_run()


## Adds this game's input actions (hold: Space, Enter, the left mouse button; restart: R) when the
## running project's input map lacks them, so the addon works copied into any project. The game reads
## the mouse and touch itself (microloop_play.gd), not by actions.
static func register_input_actions() -> void:
	if not InputMap.has_action(RESTART_ACTION):
		InputMap.add_action(RESTART_ACTION)
		var r_key := InputEventKey.new()
		r_key.device = -1
		r_key.physical_keycode = KEY_R
		InputMap.action_add_event(RESTART_ACTION, r_key)
	if InputMap.has_action(HOLD_ACTION):
		return
	InputMap.add_action(HOLD_ACTION)
	for keycode: Key in [KEY_SPACE, KEY_ENTER, KEY_KP_ENTER]:
		var key := InputEventKey.new()
		key.device = -1
		key.physical_keycode = keycode
		InputMap.action_add_event(HOLD_ACTION, key)
	var click := InputEventMouseButton.new()
	click.device = -1
	click.button_index = MOUSE_BUTTON_LEFT
	InputMap.action_add_event(HOLD_ACTION, click)


## A press starts charging (on the frame it arrives, so the play clock judges it); letting go of
## the last key or pointer that holds it brakes.
func _unhandled_input(event: InputEvent) -> void:
	if TimingWheelPlayScript.is_pointer(event):
		_on_pointer(TimingWheelPlayScript.pointer(event, self))
		return
	if event.is_echo():
		return
	var key := event as InputEventKey
	var source := "key %d" % (key.physical_keycode if key else 0)
	if event.is_action_pressed(RESTART_ACTION):
		get_viewport().set_input_as_handled()
		if not paused:
			restart()
	elif event.is_action_pressed(HOLD_ACTION) or event.is_action_pressed(&"ui_accept"):
		get_viewport().set_input_as_handled()
		_press(source)
	elif event.is_action_released(HOLD_ACTION) or event.is_action_released(&"ui_accept"):
		get_viewport().set_input_as_handled()
		_release(source)


## A finger or the mouse: a press on the Restart button restarts; any other holds the charge.
func _on_pointer(pointer: Dictionary) -> void:
	if pointer.is_empty() or (pointer["pressed"] and not _area().has_point(pointer["at"])):
		return
	get_viewport().set_input_as_handled()
	var source := "pointer %d" % int(pointer["id"])
	if not pointer["pressed"]:
		_release(source)
	elif not paused and _session.button_at(pointer["at"], _area()) == "Restart":
		restart()
	else:
		_press(source)


func _press(source: String) -> void:
	if paused:
		return
	var first := _holds.is_empty()
	_holds[source] = true
	if not first:
		return
	if model.is_over():
		_new_run()
	else:
		model.press()


func _release(source: String) -> void:
	if not _holds.has(source):
		return
	_holds.erase(source)
	if _holds.is_empty() and not paused:
		model.release()


## Starts over: a new run, the score back to 0 (score_changed fires if it was not 0); `ended` does not fire.
func restart() -> void:
	_holds.clear()
	_new_run()


func _notification(what: int) -> void:
	if TimingWheelPlayScript.is_focus_out(what):
		# A hold cut short by a focus loss is dropped rather than braking on its own; the engine lets
		# go of held keys without sending their release (Input.release_pressed_events).
		_holds.clear()
		if model != null:
			model.cancel_hold()
		if _session.lose_focus(model != null and not model.is_over() and not paused):
			paused = true
		queue_redraw()
	elif TimingWheelPlayScript.is_focus_in(what):
		_session.regain_focus()


func _process(delta: float) -> void:
	if _session.tick(delta):
		paused = false
	if paused:
		queue_redraw()
		return
	for event: Dictionary in model.step(minf(delta, 0.1)):
		if String(event["type"]) != "land":
			continue
		landed.emit(String(event["result"]))
		_set_score(model.score)
		if model.is_over():
			ended.emit(score)
	queue_redraw()


## New settings from the next step: a Dictionary of any subset of them (snake_case names; each
## snapped and kept to its range, the others unchanged) or a whole TimingWheelConfig. The same as
## model.update(); the game draws from the model's settings.
func update(changes: Variant) -> void:
	model.update(changes)
	queue_redraw()


func _draw() -> void:
	var size := get_viewport_rect().size
	draw_rect(Rect2(Vector2.ZERO, size), BACKGROUND)
	# Centred in the view, with room for the pointer above it and the charge bar below (26 px each side).
	var centre := size * 0.5
	var radius := maxf(12.0, minf(minf(size.x, size.y) * 0.36, size.y * 0.5 - 26.0))
	var segments := model.current_settings().segments
	var target_size := model.current_settings().target_size
	for index in segments:
		var offset := (((index - model.target) % segments) + segments) % segments
		var colour := TARGET if offset < target_size else SEGMENT
		# Segment i spans its own turns [i/N, (i+1)/N) clockwise from the wheel's top, turned by the wheel's angle.
		var points := PackedVector2Array([centre])
		for step_index in ARC_POINTS + 1:
			var turns := (index + float(step_index) / ARC_POINTS) / segments + model.angle
			points.append(centre + Vector2(sin(turns * TAU), -cos(turns * TAU)) * radius)
		draw_colored_polygon(points, colour)
		draw_polyline(points, SEGMENT_EDGE, 2.0)
	draw_circle(centre, radius * 0.18, BACKGROUND)
	draw_arc(centre, radius + RIM_GAP + RIM_WIDTH * 0.5, 0.0, TAU, 96, SURFACE, RIM_WIDTH)
	var tip := centre + Vector2(0, -radius + 6.0)
	draw_colored_polygon(PackedVector2Array([tip, tip + Vector2(-12, -26), tip + Vector2(12, -26)]), POINTER)
	var bar := Rect2(centre.x - radius, centre.y + radius + 16.0, radius * 2.0, 10.0)
	draw_rect(bar, SEGMENT)
	draw_rect(Rect2(bar.position, Vector2(bar.size.x * model.charge, bar.size.y)), CHARGE)
	var status := "Score %d   Streak %d   Lives %d" % [score, model.streak, model.lives_left()]
	if model.is_over():
		status += "   Press to play again"
	elif model.phase == "landed" and not model.last.is_empty():
		var result := String(model.last["result"])
		status += "   " + ("Hit! +%d" % int(model.last["points"]) if result == "hit" else "So close!" if result == "near" else "Miss")
	_session.draw_hud(self, _area(), paused, PackedStringArray([status]))


## The game's area in its own coordinates: the view's size from the node's origin (a host moves,
## scales or films it with a Camera2D; input is read through the same transform).
func _area() -> Rect2:
	return Rect2(Vector2.ZERO, get_viewport_rect().size)


func _new_run() -> void:
	model = TimingWheelModelScript.new(model.current_settings() if model != null else settings, run_seed if run_seed != 0 else randi())
	_set_score(model.score)
	queue_redraw()


func _set_score(value: int) -> void:
	if value != score:
		score = value
		score_changed.emit(score)
