class_name BounceChainGame
extends Node2D
## BounceChain, playable: a ball bounces on sliding one-way platforms; each bounce on a different
## platform than the last grows the chain and the multiplier. Hold Left/Right (or A/D), or press a
## finger or the left mouse button left or right of the board's middle and hold it, to steer (by the side the press
## began on); press Space or Enter, or tap
## the view (let go within 0.25 s), to nudge toward the next platform. Falling off the bottom ends
## the run; press again to play the next. R or the Restart button starts over. The game pauses when
## its window loses focus (in an exported game) and counts down 3 s on return. The rules live in bounce_chain_model.gd, the
## tuned values in bounce_chain_config.tres.

## The score changed.
signal score_changed(score: int)
## The ball fell off the bottom.
signal ended(score: int)
## A bounce: the platform's id, the chain it made and the points it scored.
signal bounced(platform: int, chain: int, points: int)
## The game stopped without ending: `paused` was set, the window lost focus (in an exported game), or the host paused the tree or hid the game.
signal game_paused()
## The game plays on after a pause (after the countdown, when it paused on a focus loss; at once when your paused tree
## or the game hidden ends later than the frame after focus came back).
signal game_resumed()

const BounceChainConfigScript := preload("bounce_chain_config.gd")
const BounceChainModelScript := preload("bounce_chain_model.gd")
const BounceChainPlayScript := preload("microloop_play.gd")
## The kinds of event the model's step() gives: signalled as bounced and ended.
const EVENT_KINDS: Array[String] = ["bounce", "fall"]
## The nudge action; it and the two steering actions are added at run time when the project lacks them.
const NUDGE_ACTION := &"bounce_chain_nudge"
## Steers left while held.
const LEFT_ACTION := &"bounce_chain_left"
## Steers right while held.
const RIGHT_ACTION := &"bounce_chain_right"
## A press on the view let go within this many seconds is a tap: a nudge (it steered while down).
const TAP_SECONDS := 0.25

## The tuned settings; edit the .tres (or assign another) to change the physics.
## Assigned while the game plays, they take effect as update() with them does, and restart() keeps them.
@export var settings: BounceChainConfigScript = preload("bounce_chain_config.tres"):
	set(value):
		settings = value
		if model != null and value != null:
			update(value)

## The run's seed: 0 picks a new one each run.
@export var run_seed: int = 0

## The score so far (score_changed tells each change; restart() sets it back to 0).
var score: int = 0
## The rules of the run under way: made in _ready() (null before it, in a tree_entered handler too), or by the first call that needs them.
var model: BounceChainModelScript
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

## Its input, its pauses and its HUD: nudge (Space, Enter, a click, a finger), left (Left, A), right (Right, D).
var _shell := BounceChainPlayScript.new(self, "bounce_chain", {
	NUDGE_ACTION: BounceChainPlayScript.TAP_TRIGGERS,
	LEFT_ACTION: [KEY_LEFT, KEY_A],
	RIGHT_ACTION: [KEY_RIGHT, KEY_D],
})


func _init() -> void:
	_shell.pressed.connect(_on_pressed)
	_shell.released.connect(_on_released)
	_shell.let_go.connect(_steer)
	# The HUD keeps room for its longest status line (a 4-digit score, the prompt to play again in either hands'
	# words): the world never moves as the line grows or wraps.
	var line := "Score 9999   Chain 99   x9.75"
	_shell.status_reserve = [BounceChainPlayScript.with_prompts([line], "again", line + "   ")]


func _ready() -> void:
	if model == null:
		_new_run()


## After a fall a press plays the next run; else the steering keys, and a pointer pressed on a side of the board's
## middle, steer while held (a pointer by the side its press began on), and Space or Enter nudges.
func _on_pressed(action: StringName, at: Variant) -> void:
	if model.over and action == NUDGE_ACTION:
		_new_run()
	elif action == NUDGE_ACTION and at == null:
		model.nudge()
	_steer()


## A pointer let go within TAP_SECONDS was a tap: it nudges.
func _on_released(_action: StringName, at: Variant, seconds: float) -> void:
	_steer()
	if at != null and seconds <= TAP_SECONDS:
		model.nudge()


## Starts play as a press does when the game waits for one: after a fall, the next run; nothing while a run is
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
		for event in model.step(delta):
			# A kind the game has no word for is ignored, with one warning naming it (shell word_of()).
			var kind := _shell.word_of(EVENT_KINDS, event["type"])
			if kind == EVENT_KINDS.find("bounce"):
				bounced.emit(int(event["platform"]), int(event["chain"]), int(event["points"]))
			_shell.set_score(model.score)
			if kind == EVENT_KINDS.find("fall"):
				ended.emit(score)
	_shell.running = not model.over
	var status := "Score %d   Chain %d   x%s" % [score, model.chain, model.multiplier]
	_shell.status = PackedStringArray([status + "   " + _shell.prompt("again") if model.over else status])
	queue_redraw()


## New settings from the next step: a Dictionary of any subset of them (snake_case names; each
## snapped and kept to its range, a missing or null one unchanged) or a whole BounceChainConfig. The
## same as model.update(); the game draws from the model's settings.
func update(changes: Variant) -> void:
	if model == null:
		_new_run()
	model.update(changes)
	queue_redraw()


func _draw() -> void:
	draw_rect(_shell.area(), BounceChainPlayScript.BACKGROUND)
	var board := board_rect()
	draw_rect(board, BounceChainPlayScript.SURFACE)
	var unit := board.size.x / BounceChainModelScript.WORLD_WIDTH
	for platform in model.platforms:
		draw_rect(Rect2(board.position + Vector2(platform.left, platform.y) * unit, Vector2(model.current_settings().platform_width, BounceChainModelScript.PLATFORM_THICKNESS) * unit), BounceChainPlayScript.VIOLET)
	draw_circle(board.position + Vector2(model.ball.x, model.ball.y) * unit, BounceChainModelScript.BALL_RADIUS * unit, BounceChainPlayScript.CYAN)


## Where the board is drawn in the node's own coordinates: the whole world, as large as the room the HUD's
## buttons leave in the screen's safe area allows (under them, or beside them: the shell's board_room()),
## centred in that room.
func board_rect() -> Rect2:
	var view := _shell.board_room(BounceChainModelScript.WORLD_WIDTH / BounceChainModelScript.WORLD_HEIGHT)
	var world := Vector2(BounceChainModelScript.WORLD_WIDTH, BounceChainModelScript.WORLD_HEIGHT)
	var board := world * minf(view.size.x / world.x, view.size.y / world.y)
	return Rect2(view.position + (view.size - board) * 0.5, board)


## Steers by the keys and the pointers held: each pointer toward the side of the board's middle its press began on.
func _steer() -> void:
	var direction := 0
	var middle := board_rect().get_center().x
	for press: Dictionary in _shell.held.values():
		if press["action"] == LEFT_ACTION:
			direction -= 1
		elif press["action"] == RIGHT_ACTION:
			direction += 1
		elif press["at"] != null:
			direction += -1 if Vector2(press["at"]).x < middle else 1
	model.steer(signi(direction))


func _new_run() -> void:
	model = BounceChainModelScript.new(model.current_settings() if model != null else settings, run_seed if run_seed != 0 else randi())
	# A steering key held while the press that starts the run is made steers the run from its first moment.
	_shell.forget_held([LEFT_ACTION, RIGHT_ACTION])
	_steer()
	_shell.set_score(0)
	queue_redraw()
