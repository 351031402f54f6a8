class_name BounceChainGame
extends Node2D
## BounceChain, playable: a ball bounces on sliding one-way platforms; each bounce on a different
## platform than the last grows the chain and the multiplier. Hold Left/Right (or A/D) to steer,
## press Space, Enter, click or touch to nudge toward the next platform. Falling off the bottom
## ends the run; press again to restart. The rules live in bounce_chain_model.gd, the tuned values
## in bounce_chain_config.tres.

## The score changed.
signal score_changed(score: int)
## The ball fell off the bottom.
signal ended(score: int)
## A bounce: the platform's id, the chain it made and the points it scored.
signal bounced(platform: int, chain: int, points: int)

const BounceChainConfigScript := preload("bounce_chain_config.gd")
const BounceChainModelScript := preload("bounce_chain_model.gd")
## The input actions this game reads; added at run time when the project lacks them.
const NUDGE_ACTION := &"bounce_chain_nudge"
const LEFT_ACTION := &"bounce_chain_left"
const RIGHT_ACTION := &"bounce_chain_right"
const BACKGROUND := Color("#0a0e1a")
const PLATFORM := Color("#a78bfa")
const BALL := Color("#22d3ee")
const TEXT := Color("#e7eaf6")

## The tuned settings; edit the .tres (or assign another) to change the physics.
@export var settings: BounceChainConfigScript = preload("bounce_chain_config.tres")
## The run's seed: 0 picks a new one each run.
@export var run_seed: int = 0

var score: int = 0
var model: BounceChainModelScript
var paused: bool = false


func _ready() -> void:
	register_input_actions()
	_new_run()


## Adds this game's input actions when the running project's input map lacks them, so the addon
## works copied into any project: nudge (Space, Enter, the left mouse button, which a touch
## emulates), left (Left, A), right (Right, D).
static func register_input_actions() -> void:
	_add_action(NUDGE_ACTION, [KEY_SPACE, KEY_ENTER, KEY_KP_ENTER], true)
	_add_action(LEFT_ACTION, [KEY_LEFT, KEY_A], false)
	_add_action(RIGHT_ACTION, [KEY_RIGHT, KEY_D], false)


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
	if event.is_action(LEFT_ACTION) or event.is_action(RIGHT_ACTION):
		var direction := int(Input.is_action_pressed(RIGHT_ACTION)) - int(Input.is_action_pressed(LEFT_ACTION))
		model.steer(direction)
		get_viewport().set_input_as_handled()
		if direction != 0:
			paused = false
		return
	if event.is_echo() or not (event.is_action_pressed(NUDGE_ACTION) or event.is_action_pressed(&"ui_accept")):
		return
	get_viewport().set_input_as_handled()
	paused = false
	if model.over:
		_new_run()
	else:
		model.nudge()


func _notification(what: int) -> void:
	if what == NOTIFICATION_APPLICATION_FOCUS_OUT:
		paused = true


func _process(delta: float) -> void:
	if paused or model.over:
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
	var size := get_viewport_rect().size
	draw_rect(Rect2(Vector2.ZERO, size), BACKGROUND)
	var unit := minf(size.x / BounceChainModelScript.WORLD_WIDTH, size.y / BounceChainModelScript.WORLD_HEIGHT)
	for platform in model.platforms:
		draw_rect(Rect2(platform.left * unit, platform.y * unit, model.current_settings().platform_width * unit, BounceChainModelScript.PLATFORM_THICKNESS * unit), PLATFORM)
	draw_circle(Vector2(model.ball.x, model.ball.y) * unit, BounceChainModelScript.BALL_RADIUS * unit, BALL)
	var status := "Score %d   Chain %d   x%s" % [score, model.chain, model.multiplier]
	if model.over:
		status += "   Press Space to play again"
	draw_string(ThemeDB.fallback_font, Vector2(16, 32), status, HORIZONTAL_ALIGNMENT_LEFT, -1, 20, TEXT)


func _new_run() -> void:
	model = BounceChainModelScript.new(model.current_settings() if model != null else settings, run_seed if run_seed != 0 else randi())
	model.steer(int(Input.is_action_pressed(RIGHT_ACTION)) - int(Input.is_action_pressed(LEFT_ACTION)))
	_set_score(0)
	queue_redraw()


func _set_score(value: int) -> void:
	if value != score:
		score = value
		score_changed.emit(score)
