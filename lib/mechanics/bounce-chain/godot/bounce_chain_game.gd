class_name BounceChainGame
extends Node2D
## BounceChain, playable: a ball bounces on sliding one-way platforms; each bounce on a different
## platform than the last grows the chain and the multiplier. Hold Left/Right (or A/D), or hold a
## finger or the mouse on the left or right half of the view, to steer; press Space or Enter, or tap
## the view (let go within 0.25 s), to nudge toward the next platform. Falling off the bottom ends
## the run; press again to play the next. R or the Restart button starts over. The game pauses when
## its window loses focus and counts down 3 s on return. The rules live in bounce_chain_model.gd, the
## tuned values in bounce_chain_config.tres.

## The score changed.
signal score_changed(score: int)
## The ball fell off the bottom.
signal ended(score: int)
## A bounce: the platform's id, the chain it made and the points it scored.
signal bounced(platform: int, chain: int, points: int)
## The game stopped without ending: `paused` was set, or its window lost focus.
signal game_paused()
## The game plays on after a pause (after the countdown, when it paused on a focus loss).
signal game_resumed()

const BounceChainConfigScript := preload("bounce_chain_config.gd")
const BounceChainModelScript := preload("bounce_chain_model.gd")
const BounceChainPlayScript := preload("microloop_play.gd")
## The input actions this game reads; added at run time when the project lacks them.
const NUDGE_ACTION := &"bounce_chain_nudge"
const LEFT_ACTION := &"bounce_chain_left"
const RIGHT_ACTION := &"bounce_chain_right"
const RESTART_ACTION := &"bounce_chain_restart"
## A press on the view let go within this many seconds is a tap: a nudge (it steered while down).
const TAP_SECONDS := 0.25
const BACKGROUND := Color("#0a0e1a")
const PLATFORM := Color("#a78bfa")
const BALL := Color("#22d3ee")
const SURFACE := Color("#121a30")
const TEXT := Color("#e7eaf6")

## The tuned settings; edit the .tres (or assign another) to change the physics.
@export var settings: BounceChainConfigScript = preload("bounce_chain_config.tres")
## The run's seed: 0 picks a new one each run.
@export var run_seed: int = 0

var score: int = 0
var model: BounceChainModelScript
## The pause, the pointers held and the HUD's Restart button.
var _session: BounceChainPlayScript = BounceChainPlayScript.new(PackedStringArray(["Restart"]))
## Set it to pause the game (game_paused fires) or play on (game_resumed); presses do nothing while paused.
var paused: bool = false:
	set(value):
		if value == paused:
			return
		paused = value
		if not value:
			_session.stop_countdown()
		(game_paused if value else game_resumed).emit()
## The steering keys held since the game last played: action -> direction.
var _keys: Dictionary = {}


func _ready() -> void:
	register_input_actions()
	_new_run()


## Adds this game's input actions when the running project's input map lacks them, so the addon
## works copied into any project: nudge (Space, Enter, the left mouse button), left (Left, A), right
## (Right, D), restart (R). The game reads the mouse and touch itself (microloop_play.gd), not by actions.
static func register_input_actions() -> void:
	_add_action(NUDGE_ACTION, [KEY_SPACE, KEY_ENTER, KEY_KP_ENTER], true)
	_add_action(LEFT_ACTION, [KEY_LEFT, KEY_A], false)
	_add_action(RIGHT_ACTION, [KEY_RIGHT, KEY_D], false)
	_add_action(RESTART_ACTION, [KEY_R], false)


static func _add_action(action: StringName, keycodes: Array[Key], with_click: bool) -> void:
	if InputMap.has_action(action):
		return
	InputMap.add_action(action)
	for keycode in keycodes:
		var key := InputEventKey.new()
		key.device = -1
		key.physical_keycode = keycode
		InputMap.action_add_event(action, key)
	if with_click:
		var click := InputEventMouseButton.new()
		click.device = -1
		click.button_index = MOUSE_BUTTON_LEFT
		InputMap.action_add_event(action, click)


func _unhandled_input(event: InputEvent) -> void:
	if BounceChainPlayScript.is_pointer(event):
		_on_pointer(BounceChainPlayScript.pointer(event, self))
		return
	if event.is_echo():
		return
	for action: StringName in [LEFT_ACTION, RIGHT_ACTION]:
		if event.is_action(action):
			get_viewport().set_input_as_handled()
			if not event.is_pressed():
				_keys.erase(action)
			elif not paused:
				_keys[action] = -1 if action == LEFT_ACTION else 1
			_steer()
			return
	var restarting := event.is_action_pressed(RESTART_ACTION)
	if not (restarting or event.is_action_pressed(NUDGE_ACTION) or event.is_action_pressed(&"ui_accept")):
		return
	get_viewport().set_input_as_handled()
	if paused:
		return
	if restarting:
		restart()
	elif model.over:
		_new_run()
	else:
		model.nudge()


## A finger or the mouse: a press on the Restart button restarts; after a fall a press plays the next
## run; else it steers toward its half of the view while held, and nudges when let go within TAP_SECONDS.
func _on_pointer(pointer: Dictionary) -> void:
	if pointer.is_empty() or (pointer["pressed"] and not _area().has_point(pointer["at"])):
		return
	get_viewport().set_input_as_handled()
	var id := int(pointer["id"])
	if not pointer["pressed"]:
		var held := _session.let_go(id)
		_steer()
		if not held.is_empty() and not paused and float(held["held"]) <= TAP_SECONDS:
			model.nudge()
		return
	if paused:
		return
	if _session.button_at(pointer["at"], _area()) == "Restart":
		restart()
	elif model.over:
		_new_run()
	else:
		_session.hold(id, pointer["at"])
		_steer()


## Starts over: a new run, the score back to 0 (score_changed fires if it was not 0); `ended` does not fire.
func restart() -> void:
	_session.pointers.clear()
	_new_run()


func _notification(what: int) -> void:
	if BounceChainPlayScript.is_focus_out(what):
		# The engine lets go of held keys without sending their release (Input.release_pressed_events):
		# every held key and finger is let go here, and the ball stops steering.
		_keys.clear()
		if _session.lose_focus(model != null and not model.over and not paused):
			paused = true
		if model != null:
			_steer()
		queue_redraw()
	elif BounceChainPlayScript.is_focus_in(what):
		_session.regain_focus()


func _process(delta: float) -> void:
	if _session.tick(delta):
		paused = false
	if paused or model.over:
		queue_redraw()
		return
	for event in model.step(delta):
		if event["type"] == "bounce":
			bounced.emit(int(event["platform"]), int(event["chain"]), int(event["points"]))
		_set_score(model.score)
		if event["type"] == "fall":
			ended.emit(score)
	queue_redraw()


## New settings from the next step: a Dictionary of any subset of them (snake_case names; each
## snapped and kept to its range, the others unchanged) or a whole BounceChainConfig. The same as
## model.update(); the game draws from the model's settings.
func update(changes: Variant) -> void:
	model.update(changes)
	queue_redraw()


func _draw() -> void:
	var area := _area()
	draw_rect(area, BACKGROUND)
	var board := board_rect()
	draw_rect(board, SURFACE)
	var unit := board.size.x / BounceChainModelScript.WORLD_WIDTH
	for platform in model.platforms:
		draw_rect(Rect2(board.position + Vector2(platform.left, platform.y) * unit, Vector2(model.current_settings().platform_width, BounceChainModelScript.PLATFORM_THICKNESS) * unit), PLATFORM)
	draw_circle(board.position + Vector2(model.ball.x, model.ball.y) * unit, BounceChainModelScript.BALL_RADIUS * unit, BALL)
	var status := "Score %d   Chain %d   x%s" % [score, model.chain, model.multiplier]
	if model.over:
		status += "   Press Space to play again"
	_session.draw_hud(self, area, paused, PackedStringArray([status]))


## The game's area in its own coordinates: the view's size from the node's origin (a host moves,
## scales or films it with a Camera2D; input is read through the same transform).
func _area() -> Rect2:
	return Rect2(Vector2.ZERO, get_viewport_rect().size)


## Where the board is drawn in the game's own coordinates: the whole world, as large as the area
## allows, centred in it.
func board_rect() -> Rect2:
	var size := _area().size
	var world := Vector2(BounceChainModelScript.WORLD_WIDTH, BounceChainModelScript.WORLD_HEIGHT)
	var board := world * minf(size.x / world.x, size.y / world.y)
	return Rect2((size - board) * 0.5, board)


## Steers by the keys and the pointers held: each pointer toward its half of the board.
func _steer() -> void:
	var direction := 0
	for action: StringName in _keys:
		direction += int(_keys[action])
	var middle := board_rect().get_center().x
	for id: int in _session.pointers:
		direction += -1 if Vector2(_session.pointers[id]["at"]).x < middle else 1
	model.steer(signi(direction))


func _new_run() -> void:
	model = BounceChainModelScript.new(model.current_settings() if model != null else settings, run_seed if run_seed != 0 else randi())
	_steer()
	_set_score(0)
	queue_redraw()


func _set_score(value: int) -> void:
	if value != score:
		score = value
		score_changed.emit(score)
