class_name PhysicsDropperGame
extends Node2D
## PhysicsDropper, playable: balls fall through a field of pegs into seven scoring bins. The board
## keeps Particle Density / 5 balls falling; press Space or Enter to drop an extra ball near the
## middle, or click or touch the board to drop one there (each finger drops its own). R or the
## Restart button starts over. The game pauses when its window loses focus and counts down 3 s on
## return. The board is drawn whole and centred in the view. The rules live in
## physics_dropper_model.gd, the tuned values in physics_dropper_config.tres.

## The score changed.
signal score_changed(score: int)
## Never emitted by this endless board; here so every Microloop game has the same signals.
@warning_ignore("unused_signal")
signal ended(score: int)
## A ball settled in a bin and scored.
signal landed(bin: int, points: int)
## The game stopped without ending: `paused` was set, or its window lost focus.
signal game_paused()
## The game plays on after a pause (after the countdown, when it paused on a focus loss).
signal game_resumed()

const PhysicsDropperConfigScript := preload("physics_dropper_config.gd")
const PhysicsDropperModelScript := preload("physics_dropper_model.gd")
const PhysicsDropperPlayScript := preload("microloop_play.gd")
## The input action this game reads; added at run time when the project lacks it.
const DROP_ACTION := &"physics_dropper_drop"
const RESTART_ACTION := &"physics_dropper_restart"
## The board's height in board units, from the top to below the bins' scores.
const BOARD_HEIGHT := 8.6
const BACKGROUND := Color("#0a0e1a")
const PEG := Color("#a6afcb")
const DIVIDER := Color("#3a4670")
const SURFACE := Color("#121a30")
const TEXT := Color("#e7eaf6")
const BALL_COLOURS: Array[Color] = [Color("#a78bfa"), Color("#22d3ee"), Color("#f472b6"), Color("#fbbf24")]

## The tuned settings; edit the .tres (or assign another) to change the physics.
@export var settings: PhysicsDropperConfigScript = preload("physics_dropper_config.tres")
## The run's seed: 0 picks a new one each run.
@export var run_seed: int = 0

var score: int = 0
var model: PhysicsDropperModelScript
## The pause, the pointers held and the HUD's buttons.
var _session: PhysicsDropperPlayScript = PhysicsDropperPlayScript.new(PackedStringArray(["Restart"]))
## Set it to pause the game (game_paused fires) or play on (game_resumed); presses do nothing while paused.
var paused: bool = false:
	set(value):
		if value == paused:
			return
		paused = value
		if not value:
			_session.stop_countdown()
		(game_paused if value else game_resumed).emit()


func _ready() -> void:
	register_input_actions()
	model = PhysicsDropperModelScript.new(settings, run_seed if run_seed != 0 else randi())


## Adds this game's input actions (drop: Space, Enter, the left mouse button; restart: R) when the
## running project's input map lacks them, so the addon works copied into any project. The game reads
## the mouse and touch itself (microloop_play.gd), not by actions.
static func register_input_actions() -> void:
	if not InputMap.has_action(RESTART_ACTION):
		InputMap.add_action(RESTART_ACTION)
		var r_key := InputEventKey.new()
		r_key.device = -1
		r_key.physical_keycode = KEY_R
		InputMap.action_add_event(RESTART_ACTION, r_key)
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
	if PhysicsDropperPlayScript.is_pointer(event):
		_on_pointer(PhysicsDropperPlayScript.pointer(event, self))
		return
	if event.is_echo():
		return
	var restarting := event.is_action_pressed(RESTART_ACTION)
	if not (restarting or event.is_action_pressed(DROP_ACTION) or event.is_action_pressed(&"ui_accept")):
		return
	get_viewport().set_input_as_handled()
	if paused:
		return
	if restarting:
		restart()
	else:
		model.drop(NAN)


## A finger or the mouse landing on the game: a ball dropped where it lands (each finger its own), or
## the Restart button.
func _on_pointer(pointer: Dictionary) -> void:
	if pointer.is_empty() or not pointer["pressed"] or not _area().has_point(pointer["at"]):
		return
	get_viewport().set_input_as_handled()
	if paused:
		return
	if _session.button_at(pointer["at"], _area()) == "Restart":
		restart()
		return
	var board := board_rect()
	model.drop((Vector2(pointer["at"]).x - board.position.x) / (board.size.x / PhysicsDropperModelScript.BOARD_WIDTH))


## Starts over: an empty board, the score back to 0 (score_changed fires if it was not 0).
func restart() -> void:
	model = PhysicsDropperModelScript.new(settings, run_seed if run_seed != 0 else randi())
	if score != 0:
		score = 0
		score_changed.emit(score)
	queue_redraw()


func _notification(what: int) -> void:
	if PhysicsDropperPlayScript.is_focus_out(what):
		if _session.lose_focus(model != null and not paused):
			paused = true
		queue_redraw()
	elif PhysicsDropperPlayScript.is_focus_in(what):
		_session.regain_focus()


func _process(delta: float) -> void:
	if _session.tick(delta):
		paused = false
	if paused:
		queue_redraw()
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
	var area := _area()
	var board := board_rect()
	var unit := board.size.x / PhysicsDropperModelScript.BOARD_WIDTH
	var origin := board.position
	draw_rect(area, BACKGROUND)
	draw_rect(board, SURFACE)
	for row in model.peg_rows.size():
		for peg_x in model.peg_rows[row]:
			draw_circle(origin + Vector2(peg_x, PhysicsDropperModelScript.PEG_TOP + row * PhysicsDropperModelScript.PEG_ROW_GAP) * unit, PhysicsDropperModelScript.PEG_RADIUS * unit, PEG)
	for divider in range(1, PhysicsDropperModelScript.BIN_SCORES.size()):
		draw_line(origin + Vector2(divider, PhysicsDropperModelScript.BIN_TOP) * unit, origin + Vector2(divider, PhysicsDropperModelScript.FLOOR_Y) * unit, DIVIDER, 2.0)
	for bin in PhysicsDropperModelScript.BIN_SCORES.size():
		draw_string(ThemeDB.fallback_font, origin + Vector2(bin + 0.3, PhysicsDropperModelScript.FLOOR_Y + 0.25) * unit, str(PhysicsDropperModelScript.BIN_SCORES[bin]), HORIZONTAL_ALIGNMENT_LEFT, -1, 14, TEXT)
	for ball in model.balls:
		draw_circle(origin + Vector2(ball.x, ball.y) * unit, PhysicsDropperModelScript.BALL_RADIUS * unit, BALL_COLOURS[ball.colour])
	_session.draw_hud(self, area, paused, PackedStringArray(["Score %d" % score]))


## The game's area in its own coordinates: the view's size from the node's origin (a host moves,
## scales or films it with a Camera2D; input is read through the same transform).
func _area() -> Rect2:
	return Rect2(Vector2.ZERO, get_viewport_rect().size)


## Where the board is drawn in the game's own coordinates: all of it, as large as the area allows,
## centred in it.
func board_rect() -> Rect2:
	var size := _area().size
	var whole := Vector2(PhysicsDropperModelScript.BOARD_WIDTH, BOARD_HEIGHT)
	var board := whole * minf(size.x / whole.x, size.y / whole.y)
	return Rect2((size - board) * 0.5, board)
