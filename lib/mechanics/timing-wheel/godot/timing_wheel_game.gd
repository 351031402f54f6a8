class_name TimingWheelGame
extends Node2D
## TimingWheel, playable: a wheel of segments spins under a pointer at 12 o'clock. Hold (Space,
## Enter, the mouse button or a touch) to charge the brake; let go to brake: a full charge stops the
## wheel in Brake Time, a quick tap coasts four times as long. Stop with the lit target under the
## pointer to score; a neighbour of it is a near miss; three misses end the run, and the next press
## starts a new one. The rules live in timing_wheel_model.gd, the tuned values in timing_wheel_config.tres.

## The score changed (a hit, or a new run).
signal score_changed(score: int)
## The run ended on its third miss.
signal ended(score: int)
## The wheel stopped: "hit", "near" or "miss".
signal landed(result: String)

const TimingWheelConfigScript := preload("timing_wheel_config.gd")
const TimingWheelModelScript := preload("timing_wheel_model.gd")
## The input action this game reads; added at run time when the project lacks it.
const HOLD_ACTION := &"timing_wheel_hold"
const BACKGROUND := Color("#0a0e1a")
const SEGMENT := Color("#28324f")
const SEGMENT_EDGE := Color("#0a0e1a")
const TARGET := Color("#fbbf24")
const POINTER := Color("#e7eaf6")
const CHARGE := Color("#22d3ee")
const TEXT := Color("#e7eaf6")
## Points along each segment's outer edge.
const ARC_POINTS := 8

## The tuned settings; edit the .tres (or assign another) to change the pace.
@export var settings: TimingWheelConfigScript = preload("timing_wheel_config.tres")
## The run's seed: 0 picks a new one each run.
@export var run_seed: int = 0

var score: int = 0
var model: TimingWheelModelScript
var paused: bool = false
var _holding: bool = false


func _ready() -> void:
	register_input_actions()
	_new_run()


## Adds this game's input action (Space, Enter, the left mouse button, which a touch emulates) when
## the running project's input map lacks it, so the addon works copied into any project.
static func register_input_actions() -> void:
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


## A press starts charging (on the frame it arrives, so the play clock judges it); a release brakes.
func _unhandled_input(event: InputEvent) -> void:
	if event.is_echo():
		return
	if event.is_action_pressed(HOLD_ACTION) or event.is_action_pressed(&"ui_accept"):
		get_viewport().set_input_as_handled()
		paused = false
		if _holding:
			return
		_holding = true
		if model.is_over():
			_new_run()
		else:
			model.press()
	elif event.is_action_released(HOLD_ACTION) or event.is_action_released(&"ui_accept"):
		get_viewport().set_input_as_handled()
		if not _holding:
			return
		_holding = false
		model.release()


func _notification(what: int) -> void:
	if what == NOTIFICATION_APPLICATION_FOCUS_OUT:
		# A hold cut short by a pause is dropped rather than braking on its own.
		paused = true
		_holding = false
		model.cancel_hold()


func _process(delta: float) -> void:
	if paused:
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
	var centre := Vector2(size.x * 0.5, size.y * 0.52)
	var radius := minf(size.x, size.y) * 0.36
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
	draw_string(ThemeDB.fallback_font, Vector2(16, 32), status, HORIZONTAL_ALIGNMENT_LEFT, -1, 20, TEXT)


func _new_run() -> void:
	model = TimingWheelModelScript.new(model.current_settings() if model != null else settings, run_seed if run_seed != 0 else randi())
	_set_score(model.score)
	queue_redraw()


func _set_score(value: int) -> void:
	if value != score:
		score = value
		score_changed.emit(score)
