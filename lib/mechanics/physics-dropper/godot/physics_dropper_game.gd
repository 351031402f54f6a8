class_name PhysicsDropperGame
extends Node2D
## PhysicsDropper, playable: balls fall through a field of pegs into seven scoring bins. The board
## keeps Particle Density / 5 balls falling; press Space or Enter to drop an extra ball near the
## middle, or click or touch the board to drop one there (each finger drops its own). R or the
## Restart button starts over. The game pauses when its window loses focus (in an exported game) and counts down 3 s on
## return. The board is drawn whole, clear of the HUD's buttons and centred in the room they leave.
## The rules live in physics_dropper_model.gd, the tuned values in physics_dropper_config.tres.

## The score changed.
signal score_changed(score: int)
## Never emitted by this endless board; here so every Microloop game has the same signals.
@warning_ignore("unused_signal")
signal ended(score: int)
## A ball settled in a bin and scored.
signal landed(bin: int, points: int)
## The game stopped without ending: `paused` was set, the window lost focus (in an exported game), or the host paused the tree or hid the game.
signal game_paused()
## The game plays on after a pause (after the countdown, when it paused on a focus loss; at once when your paused tree
## or the game hidden ends later than the frame after focus came back).
signal game_resumed()

const PhysicsDropperConfigScript := preload("physics_dropper_config.gd")
const PhysicsDropperModelScript := preload("physics_dropper_model.gd")
const PhysicsDropperPlayScript := preload("microloop_play.gd")
## The kinds of event the model's step() gives: a "score" (a ball settled in a bin) is signalled as landed.
const EVENT_KINDS: Array[String] = ["release", "enter-bin", "score"]
## The input action this game reads (Space, Enter, a click, a finger); added at run time when the project lacks it.
const DROP_ACTION := &"physics_dropper_drop"
## The board's height in board units, from the top to below the bins' scores.
const BOARD_HEIGHT := 8.6
## The bins' scores are this share of a bin's width, never under the smallest text (0.1 in on the screen); a score
## wider than its bin at that size is left out.
const BIN_TEXT := 0.28
## The bins' scores sit this far (board units) under the floor.
const BIN_GAP := 0.1

## The tuned settings; edit the .tres (or assign another) to change the physics.
## Assigned while the game plays, they take effect as update() with them does, and restart() keeps them.
@export var settings: PhysicsDropperConfigScript = preload("physics_dropper_config.tres"):
	set(value):
		settings = value
		if model != null and value != null:
			update(value)

## The run's seed: 0 picks a new one each run.
@export var run_seed: int = 0

## The score so far (score_changed tells each change; restart() sets it back to 0).
var score: int = 0
## The board's rules: made in _ready() (null before it, in a tree_entered handler too), or by the first call that needs them.
var model: PhysicsDropperModelScript
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

## Its input, its pauses and its HUD.
var _shell := PhysicsDropperPlayScript.new(self, "physics_dropper", {DROP_ACTION: PhysicsDropperPlayScript.TAP_TRIGGERS})


func _init() -> void:
	_shell.pressed.connect(_drop)
	# The HUD keeps room for its longest status line (a 4-digit score): the board never moves as the score grows.
	_shell.status_reserve = [PackedStringArray(["Score 9999"])]


func _ready() -> void:
	if model == null:
		restart()


## A ball dropped where a click (the left mouse button) or a finger lands on the board (each finger its own), or near the middle for a key.
func _drop(_action: StringName, at: Variant) -> void:
	var board := board_rect()
	# Measured from the middle of the room the board is centred in (not from its left edge, a float32 sum that is
	# off by a rounding where the board is narrower than its room): a press at the middle drops at the middle
	# exactly, whatever room the HUD leaves.
	var middle := _shell.board_room(PhysicsDropperModelScript.BOARD_WIDTH / BOARD_HEIGHT).get_center().x
	model.drop(NAN if at == null else PhysicsDropperModelScript.BOARD_WIDTH * 0.5 + (Vector2(at).x - middle) / (board.size.x / PhysicsDropperModelScript.BOARD_WIDTH))


## Starts over: an empty board, the score back to 0 (score_changed fires if it was not 0).
func restart() -> void:
	model = PhysicsDropperModelScript.new(model.current_settings() if model != null else settings, run_seed if run_seed != 0 else randi())
	_shell.set_score(0)
	queue_redraw()


func _process(delta: float) -> void:
	if _shell.advance(delta):
		for event in model.step(minf(delta, 0.1)):
			# A kind the game has no word for is ignored, with one warning naming it (shell word_of()).
			if _shell.word_of(EVENT_KINDS, event["type"]) == EVENT_KINDS.find("score"):
				landed.emit(int(event["bin"]), int(event["points"]))
				# The total as each ball lands, not once a frame: the same totals at any frame rate.
				_shell.set_score(score + int(event["points"]))
		_shell.set_score(model.score)
	_shell.status = PackedStringArray(["Score %d" % score])
	queue_redraw()


## New settings from the next step: a Dictionary of any subset of them (snake_case names; each
## snapped and kept to its range, a missing or null one unchanged) or a whole PhysicsDropperConfig.
## The same as model.update(); the game draws from the model's settings.
func update(changes: Variant) -> void:
	if model == null:
		restart()
	model.update(changes)
	queue_redraw()


func _draw() -> void:
	var board := board_rect()
	var unit := board.size.x / PhysicsDropperModelScript.BOARD_WIDTH
	var origin := board.position
	draw_rect(_shell.area(), PhysicsDropperPlayScript.BACKGROUND)
	draw_rect(board, PhysicsDropperPlayScript.SURFACE)
	for row in model.peg_rows.size():
		for peg_x in model.peg_rows[row]:
			draw_circle(origin + Vector2(peg_x, PhysicsDropperModelScript.PEG_TOP + row * PhysicsDropperModelScript.PEG_ROW_GAP) * unit, PhysicsDropperModelScript.PEG_RADIUS * unit, PhysicsDropperPlayScript.MUTED)
	for divider in range(1, PhysicsDropperModelScript.BIN_SCORES.size()):
		draw_line(origin + Vector2(divider, PhysicsDropperModelScript.BIN_TOP) * unit, origin + Vector2(divider, PhysicsDropperModelScript.FLOOR_Y) * unit, PhysicsDropperPlayScript.LINE, 2.0)
	var bin_size := _bin_text_size(unit)
	for bin in PhysicsDropperModelScript.BIN_SCORES.size():
		# A score on one line within its bin, or none where it would not fit beside its neighbours' (a board shown
		# smaller than its text's smallest size): a number is never broken ("10" over "0") nor cut.
		var points := str(PhysicsDropperModelScript.BIN_SCORES[bin])
		if ThemeDB.fallback_font.get_string_size(points, HORIZONTAL_ALIGNMENT_LEFT, -1, bin_size).x <= unit:
			_shell.draw_text(self, points, origin + Vector2(bin, PhysicsDropperModelScript.FLOOR_Y + BIN_GAP) * unit, unit, bin_size, HORIZONTAL_ALIGNMENT_CENTER)
	for ball in model.balls:
		draw_circle(origin + Vector2(ball.x, ball.y) * unit, PhysicsDropperModelScript.BALL_RADIUS * unit, PhysicsDropperPlayScript.ACCENTS[ball.colour])


## Nothing to start: the board plays from the first frame and no rule ends it (every Microloop game has start(), for
## a host written against all six).
func start() -> void:
	pass


## Where the board is drawn in the node's own coordinates: all of it, as large as the room the HUD's buttons
## leave in the screen's safe area allows (under them, or beside them: the shell's board_room()), centred in that
## room, with room under its floor for the bins' scores at the size they are drawn.
func board_rect() -> Rect2:
	var view := _shell.board_room(PhysicsDropperModelScript.BOARD_WIDTH / BOARD_HEIGHT)
	var whole := Vector2(PhysicsDropperModelScript.BOARD_WIDTH, BOARD_HEIGHT)
	var unit := minf(view.size.x / whole.x, view.size.y / whole.y)
	# No room (before the game is in the tree, or in a panel with no area): no board, never a NaN from the scores' rounds.
	if unit <= 0.0:
		return Rect2(view.get_center(), Vector2.ZERO)
	# The scores' size depends on the board's, which makes room for them: a few rounds settle it.
	for _round in 3:
		var below := PhysicsDropperModelScript.FLOOR_Y + BIN_GAP + ThemeDB.fallback_font.get_height(_bin_text_size(unit)) / unit
		whole.y = maxf(BOARD_HEIGHT, below)
		unit = minf(view.size.x / whole.x, view.size.y / whole.y)
	var board := whole * unit
	return Rect2(view.position + (view.size - board) * 0.5, board)


## The bins' scores' size in pixels on a board of `unit` pixels a unit.
func _bin_text_size(unit: float) -> int:
	return maxi(ceili(unit * BIN_TEXT), _shell.text_size())
