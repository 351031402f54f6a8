class_name PhysicsDropperGame
extends Node2D
## PhysicsDropper, playable: balls fall through a field of pegs into seven scoring bins. The board
## keeps Particle Density / 5 balls falling; press Space or Enter to drop an extra ball near the
## middle, or click or touch the board to drop one there. The rules live in
## physics_dropper_model.gd, the tuned values in physics_dropper_config.tres.

## The score changed.
signal score_changed(score: int)
## Never emitted by this endless board; here so every Microloop game has the same signals.
@warning_ignore("unused_signal")
signal ended(score: int)
## A ball settled in a bin and scored.
signal landed(bin: int, points: int)

const PhysicsDropperConfigScript := preload("physics_dropper_config.gd")
const PhysicsDropperModelScript := preload("physics_dropper_model.gd")
## The input action this game reads; added at run time when the project lacks it.
const DROP_ACTION := &"physics_dropper_drop"
const BACKGROUND := Color("#0a0e1a")
const PEG := Color("#a6afcb")
const DIVIDER := Color("#3a4670")
const TEXT := Color("#e7eaf6")
const BALL_COLOURS: Array[Color] = [Color("#a78bfa"), Color("#22d3ee"), Color("#f472b6"), Color("#fbbf24")]

## The tuned settings; edit the .tres (or assign another) to change the physics.
@export var settings: PhysicsDropperConfigScript = preload("physics_dropper_config.tres")
## The run's seed: 0 picks a new one each run.
@export var run_seed: int = 0

var score: int = 0
var model: PhysicsDropperModelScript
var paused: bool = false


func _ready() -> void:
	register_input_actions()
	model = PhysicsDropperModelScript.new(settings, run_seed if run_seed != 0 else randi())


## Adds this game's input action (Space, Enter, the left mouse button, which a touch emulates) when
## the running project's input map lacks it, so the addon works copied into any project.
static func register_input_actions() -> void:
	if InputMap.has_action(DROP_ACTION):
		return
	InputMap.add_action(DROP_ACTION)
	for keycode: Key in [KEY_SPACE, KEY_ENTER, KEY_KP_ENTER]:
		var key := InputEventKey.new()
		key.device = -1
		key.physical_keycode = keycode
		InputMap.action_add_event(DROP_ACTION, key)
	var click := InputEventMouseButton.new()
	click.device = -1
	click.button_index = MOUSE_BUTTON_LEFT
	InputMap.action_add_event(DROP_ACTION, click)


func _unhandled_input(event: InputEvent) -> void:
	if event.is_echo() or not (event.is_action_pressed(DROP_ACTION) or event.is_action_pressed(&"ui_accept")):
		return
	get_viewport().set_input_as_handled()
	paused = false
	var mouse := event as InputEventMouseButton
	model.drop(mouse.position.x / _unit() if mouse else NAN)


func _notification(what: int) -> void:
	if what == NOTIFICATION_APPLICATION_FOCUS_OUT:
		paused = true


func _process(delta: float) -> void:
	if paused:
		return
	for event in model.step(minf(delta, 0.1)):
		if event["type"] == "score":
			landed.emit(int(event["bin"]), int(event["points"]))
			# The total as each ball lands, not once a frame: the same totals at any frame rate.
			_set_score(score + int(event["points"]))
	_set_score(model.score)
	queue_redraw()


func _set_score(value: int) -> void:
	if value != score:
		score = value
		score_changed.emit(score)


## New settings from the next step: a Dictionary of any subset of them (snake_case names; each
## snapped and kept to its range, the others unchanged) or a whole PhysicsDropperConfig. The same as
## model.update(); the game draws from the model's settings.
func update(changes: Variant) -> void:
	model.update(changes)
	queue_redraw()


func _draw() -> void:
	var size := get_viewport_rect().size
	var unit := _unit()
	draw_rect(Rect2(Vector2.ZERO, size), BACKGROUND)
	for row in model.peg_rows.size():
		for peg_x in model.peg_rows[row]:
			draw_circle(Vector2(peg_x, PhysicsDropperModelScript.PEG_TOP + row * PhysicsDropperModelScript.PEG_ROW_GAP) * unit, PhysicsDropperModelScript.PEG_RADIUS * unit, PEG)
	for divider in range(1, PhysicsDropperModelScript.BIN_SCORES.size()):
		draw_line(Vector2(divider, PhysicsDropperModelScript.BIN_TOP) * unit, Vector2(divider, PhysicsDropperModelScript.FLOOR_Y) * unit, DIVIDER, 2.0)
	for bin in PhysicsDropperModelScript.BIN_SCORES.size():
		draw_string(ThemeDB.fallback_font, Vector2(bin + 0.3, PhysicsDropperModelScript.FLOOR_Y + 0.25) * unit, str(PhysicsDropperModelScript.BIN_SCORES[bin]), HORIZONTAL_ALIGNMENT_LEFT, -1, 14, TEXT)
	for ball in model.balls:
		draw_circle(Vector2(ball.x, ball.y) * unit, PhysicsDropperModelScript.BALL_RADIUS * unit, BALL_COLOURS[ball.colour])
	draw_string(ThemeDB.fallback_font, Vector2(16, 32), "Score %d" % score, HORIZONTAL_ALIGNMENT_LEFT, -1, 20, TEXT)


## Pixels per board unit: the whole board fits the view.
func _unit() -> float:
	var size := get_viewport_rect().size
	return minf(size.x / PhysicsDropperModelScript.BOARD_WIDTH, size.y / 8.6)
