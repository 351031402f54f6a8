class_name TimingWheelGame
extends Node2D
## TimingWheel, playable: a wheel of segments spins under a pointer at 12 o'clock. Hold (Space,
## Enter, the left mouse button or a touch) to charge the brake; let go to brake: a full charge stops the
## wheel in Brake Time, and the less the charge the longer it coasts (four times as long with none). Stop with the lit target under the
## pointer to score; a neighbour of it is a near miss; three misses (near misses included) end the run, and the next press
## starts a new one. R or the Restart button starts over. The game pauses when its window loses focus (in an exported game)
## (a charge under way is dropped, not braked) and counts down 3 s on return. The rules live in timing_wheel_model.gd, the tuned values in timing_wheel_config.tres.

## The score changed (a hit, or a new run).
signal score_changed(score: int)
## The run ended on its third miss.
signal ended(score: int)
## The press was judged: the wheel stopped, and where, as a TimingWheelResult (`judged` is the signal of every
## game that judges a press; PhysicsDropper's `landed` is a ball settling).
signal judged(result: TimingWheelResult)
## The game stopped without ending: `paused` was set, the window lost focus (in an exported game), or the host paused the tree or hid the game.
signal game_paused()
## The game plays on after a pause (after the countdown, when it paused on a focus loss; at once when your paused tree
## or the game hidden ends later than the frame after focus came back).
signal game_resumed()

## Where the wheel stopped: with the target under the pointer (a hit), beside it (a near miss), or elsewhere.
enum TimingWheelResult { HIT, NEAR, MISS }

const TimingWheelConfigScript := preload("timing_wheel_config.gd")
const TimingWheelModelScript := preload("timing_wheel_model.gd")
const TimingWheelPlayScript := preload("microloop_play.gd")
## The kinds of event the model's step() gives: a "land" is signalled as judged, a "target" only drawn.
const EVENT_KINDS: Array[String] = ["land", "target"]
## The model's word for each TimingWheelResult, in its order.
const RESULT_WORDS: Array[String] = ["hit", "near", "miss"]
## The input action this game reads (Space, Enter, the left mouse button, a finger); added at run time when the project lacks it.
const HOLD_ACTION := &"timing_wheel_hold"
## A segment's colour (the target's is amber); its edge, its hub and the rim are the background and the
## site's surface (the board's outline).
const SEGMENT := Color("#28324f")
## Points along each segment's outer edge.
const ARC_POINTS := 8
## The gap between the rim around the wheel and its segments, in pixels.
const RIM_GAP := 3.0
## The width of the rim around the wheel, in pixels.
const RIM_WIDTH := 4.0
## The room above the wheel for the pointer and below it for the charge bar, in pixels at the HUD's full size: in a
## small area, where the HUD is drawn smaller (the shell's hud_scale under 1), they shrink with it.
const POINTER_ROOM := 26.0

## The tuned settings; edit the .tres (or assign another) to change the pace.
## Assigned while the game plays, they take effect as update() with them does, and restart() keeps them.
@export var settings: TimingWheelConfigScript = preload("timing_wheel_config.tres"):
	set(value):
		settings = value
		if model != null and value != null:
			update(value)

## The run's seed: 0 picks a new one each run.
@export var run_seed: int = 0

## The score so far (score_changed tells each change; restart() sets it back to 0).
var score: int = 0
## The rules of the run under way: made in _ready() (null before it, in a tree_entered handler too), or by the first call that needs them.
var model: TimingWheelModelScript
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
var _shell := TimingWheelPlayScript.new(self, "timing_wheel", {HOLD_ACTION: TimingWheelPlayScript.TAP_TRIGGERS})


func _init() -> void:
	_shell.pressed.connect(_on_pressed.unbind(2))
	_shell.released.connect(_on_released.unbind(3))
	# A hold cut short (a pause, a focus loss) is dropped rather than braking on its own.
	_shell.let_go.connect(func() -> void: model.cancel_hold())
	# The HUD keeps room for its longest status line (a 4-digit score, every result, the prompt to play again in
	# either hands' words): the wheel never moves as a result comes and goes.
	var line := "Score 9999   Streak 99   Lives %d   " % TimingWheelModelScript.LIVES
	_shell.status_reserve = [TimingWheelPlayScript.with_prompts([line + "Hit! +9999", line + "So close!", line + "Miss"], "again", line)]


func _ready() -> void:
	if model == null:
		_new_run()


## The first key or pointer held starts charging (on the frame it arrives, so the play clock judges it); after
## the third miss it starts a new run.
func _on_pressed() -> void:
	if _shell.held.size() > 1:
		return
	if model.over:
		_new_run()
	else:
		model.press()


## Letting go of the last key or pointer that holds the charge brakes.
func _on_released() -> void:
	if _shell.held.is_empty():
		model.release()


## Starts play as a press does when the game waits for one: after the third miss, the next run; nothing while a
## run is under way (every Microloop game has start(), for a host written against all six).
func start() -> void:
	if model != null and model.over:
		restart()


## Starts over: a new run, the score back to 0 (score_changed fires if it was not 0); `ended` does not fire.
func restart() -> void:
	_shell.forget_held()
	_new_run()
	# Told at once, not at the next frame (a paused tree runs none): a run begun while the player is away waits for them.
	_shell.running = not model.over


func _process(delta: float) -> void:
	if _shell.advance(delta):
		for event: Dictionary in model.step(minf(delta, 0.1)):
			# A kind or result the game has no word for is ignored: no value outside the enum (shell word_of()).
			if _shell.word_of(EVENT_KINDS, event["type"]) != EVENT_KINDS.find("land"):
				continue
			var result := _shell.word_of(RESULT_WORDS, event.get("result"))
			if result >= 0:
				judged.emit(result)
			_shell.set_score(model.score)
			if model.over:
				ended.emit(score)
	_shell.running = not model.over
	_shell.status = PackedStringArray(["   ".join(PackedStringArray(["Score %d" % score, "Streak %d" % model.streak, "Lives %d" % model.lives_left(), _result()])).strip_edges()])
	queue_redraw()


## What the last stop came to, or after the third miss the prompt to play again.
func _result() -> String:
	if model.over:
		return _shell.prompt("again")
	if model.phase != "landed" or model.last.is_empty():
		return ""
	var result := String(model.last["result"])
	return "Hit! +%d" % int(model.last["points"]) if result == "hit" else "So close!" if result == "near" else "Miss"


## New settings from the next step: a Dictionary of any subset of them (snake_case names; each
## snapped and kept to its range, a missing or null one unchanged) or a whole TimingWheelConfig. The
## same as model.update(); the game draws from the model's settings.
func update(changes: Variant) -> void:
	if model == null:
		_new_run()
	model.update(changes)
	queue_redraw()


func _draw() -> void:
	draw_rect(_shell.area(), TimingWheelPlayScript.BACKGROUND)
	var wheel := _wheel()
	var centre: Vector2 = wheel[0]
	var radius: float = wheel[1]
	var small := minf(1.0, _shell.hud_scale)
	var segments := model.current_settings().segments
	var target_size := model.current_settings().target_size
	for index in segments:
		var offset := (((index - model.target) % segments) + segments) % segments
		var colour := TimingWheelPlayScript.AMBER if offset < target_size else SEGMENT
		# Segment i spans its own turns [i/N, (i+1)/N) clockwise from the wheel's top, turned by the wheel's angle.
		var points := PackedVector2Array([centre])
		for step_index in ARC_POINTS + 1:
			var turns := (index + float(step_index) / ARC_POINTS) / segments + model.angle
			points.append(centre + Vector2(sin(turns * TAU), -cos(turns * TAU)) * radius)
		draw_colored_polygon(points, colour)
		draw_polyline(points, TimingWheelPlayScript.BACKGROUND, 2.0)
	draw_circle(centre, radius * 0.18, TimingWheelPlayScript.BACKGROUND)
	draw_arc(centre, radius + RIM_GAP + RIM_WIDTH * 0.5, 0.0, TAU, 96, TimingWheelPlayScript.SURFACE, RIM_WIDTH)
	var tip := centre + Vector2(0, -radius + 6.0)
	draw_colored_polygon(PackedVector2Array([tip, tip + Vector2(-12, -26) * small, tip + Vector2(12, -26) * small]), TimingWheelPlayScript.TEXT)
	var bar := Rect2(centre.x - radius, centre.y + radius + 16.0 * small, radius * 2.0, 10.0 * small)
	draw_rect(bar, SEGMENT)
	draw_rect(Rect2(bar.position, Vector2(bar.size.x * model.charge, bar.size.y)), TimingWheelPlayScript.CYAN)


## Where the board (the wheel and its rim) is drawn in the node's own coordinates: a rect of no size where the game
## has no area (before it enters the tree, in a panel with none).
func board_rect() -> Rect2:
	var wheel := _wheel()
	if not _shell.area().has_area():
		return Rect2(wheel[0], Vector2.ZERO)
	var outer: float = wheel[1] + RIM_GAP + RIM_WIDTH
	return Rect2(wheel[0] - Vector2(outer, outer), Vector2(outer, outer) * 2.0)


## The wheel's centre and radius: centred in the room the HUD's buttons leave in the safe area (under them, or beside
## them: whichever holds the larger wheel), with room for the pointer above it and the charge bar below (26 px each
## side, less in a small area).
func _wheel() -> Array:
	var view := Rect2()
	var radius := 0.0
	var small := minf(1.0, _shell.hud_scale)
	for room in _shell.board_rooms():
		var fits := _radius_in(room, POINTER_ROOM * small)
		if fits > radius:
			view = room
			radius = fits
	return [view.get_center(), radius]


## The wheel's radius in `room`: 36 % of its smaller side, less where the pointer and the charge bar need their room.
static func _radius_in(room: Rect2, margin: float) -> float:
	return maxf(12.0, minf(minf(room.size.x, room.size.y) * 0.36, room.size.y * 0.5 - margin))


func _new_run() -> void:
	model = TimingWheelModelScript.new(model.current_settings() if model != null else settings, run_seed if run_seed != 0 else randi())
	_shell.set_score(model.score)
	queue_redraw()
