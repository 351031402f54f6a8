class_name MemoryTilesGame
extends Control
## MemoryTiles, playable: a square board of face-down tiles, one `Button` each in a GridContainer.
## Pick a tile (click, touch, or move the focus with the arrow keys or Tab and press Space or Enter,
## the `ui_accept` action) to show every tile for the peek; then turn two at a time to find the
## pairs. A cleared board is graded in stars; the next pick deals the next board. R or the Restart
## button deals a new first board. The game pauses when its window loses focus and counts down 3 s on
## return. It takes the keyboard focus only when given it: a tile picked by the keyboard, or Space
## with nothing focused. Under a Node2D (a host's world, filmed by its Camera2D) it fills the view the
## camera shows, unless the host gives it a size. The rules live in
## memory_tiles_model.gd, the tuned values in memory_tiles_config.tres.

## The score changed (100 a pair, over every board).
signal score_changed(score: int)
## A board was cleared: the score so far. The next pick deals the next board.
signal ended(score: int)
## What a pick did: "first", "match" or "miss", and the word of the tile picked (e.g. "star").
signal judged(kind: String, symbol: String)
## A board was graded: 1, 2 or 3 stars, and the streak it made.
signal cleared(stars: int, streak: int)
## The game stopped without ending: `paused` was set, or its window lost focus.
signal game_paused()
## The game plays on after a pause (after the countdown, when it paused on a focus loss).
signal game_resumed()

const MemoryTilesConfigScript := preload("memory_tiles_config.gd")
const MemoryTilesModelScript := preload("memory_tiles_model.gd")
const MemoryTilesPlayScript := preload("microloop_play.gd")
## The input action that starts a board when no tile has the focus; added at run time when the
## project lacks it. A focused tile takes Space and Enter itself, as `ui_accept`.
const START_ACTION := &"memory_tiles_start"
const RESTART_ACTION := &"memory_tiles_restart"
const BACKGROUND := Color("#0a0e1a")
const BACK := Color("#3a4670")
const FACE := Color("#e7eaf6")
const MATCHED := Color("#22d3ee")
const TEXT := Color("#e7eaf6")
## The status line's size in HUD units (the default theme's Label), grown on a dense screen (microloop_play.gd).
const STATUS_FONT_SIZE := 16
## Side of a tile in pixels.
const TILE_SIZE := 96.0

## The tuned settings; edit the .tres (or assign another) to change the board and the timing.
@export var settings: MemoryTilesConfigScript = preload("memory_tiles_config.tres")
## The seed of the deals: the same seed deals the same boards. 0 picks a new one each run.
@export var run_seed: int = 0

var score: int = 0
var model: MemoryTilesModelScript
## The pause, the pointers held and the HUD's buttons.
var _session: MemoryTilesPlayScript = MemoryTilesPlayScript.new(PackedStringArray(["Restart"]))
## Set it to pause the game (game_paused fires) or play on (game_resumed); presses do nothing while paused.
var paused: bool = false:
	set(value):
		if value == paused:
			return
		paused = value
		if not value:
			_session.stop_countdown()
		(game_paused if value else game_resumed).emit()
## Milliseconds of play: the sum of the frames' deltas, the model's clock (stands still while paused).
var clock_ms: float = 0.0

var _status: Label
var _grid: GridContainer
## Under the board, as tall as the status line over it, so the board sits in the middle of the game's area.
var _below: Control
var _tiles: Array[Button] = []
## Draws the HUD (its Restart button, "Paused") above the tiles.
var _overlay: Control
## The rect (in its parent's coordinates) the game last gave itself to fill the view under a Node2D;
## empty when it follows no view (under a Control, or the host gave or changed its rect).
var _view_rect := Rect2()


func _ready() -> void:
	register_input_actions()
	if get_parent() is Control or not get_parent() is CanvasItem:
		# Anchors and offsets both: set_anchors_preset() alone keeps the rect the game has (Control::set_anchor
		# recomputes the offsets to hold its place; scene/gui/control.cpp), a size of 0 when added from code to a
		# SubViewport or a Control, and the board was then laid out for no area (96 px tiles, spilling out).
		set_anchors_and_offsets_preset(Control.PRESET_FULL_RECT)
	elif size == Vector2.ZERO:
		# Under a Node2D (a host's world), given no size: the game takes the part of the world the view shows.
		_follow_view()
	# The status line over the board, both centred in the game's area, 8 px in from its sides (_tile_side()).
	# The area's width rules: the status line wraps within it, and the board is centred in it. (A centred box
	# grown to an unwrapped line was 480 px wide in a 360 px view: its board, at the box's left, began 60 px
	# left of the game's area, and it moved each time the line changed.)
	var layout := VBoxContainer.new()
	layout.set_anchors_preset(Control.PRESET_FULL_RECT)
	layout.offset_left = 8.0
	layout.offset_right = -8.0
	layout.alignment = BoxContainer.ALIGNMENT_CENTER
	add_child(layout)
	_status = Label.new()
	_status.horizontal_alignment = HORIZONTAL_ALIGNMENT_CENTER
	_status.autowrap_mode = TextServer.AUTOWRAP_WORD_SMART
	_status.add_theme_color_override(&"font_color", TEXT)
	layout.add_child(_status)
	# The game reads the mouse and touch itself (microloop_play.gd): no Control of it takes a click, so a
	# touch picks a tile once, whether the project emulates the mouse from touch or not.
	mouse_filter = Control.MOUSE_FILTER_IGNORE
	layout.mouse_filter = Control.MOUSE_FILTER_IGNORE
	_status.mouse_filter = Control.MOUSE_FILTER_IGNORE
	_grid = GridContainer.new()
	_grid.mouse_filter = Control.MOUSE_FILTER_IGNORE
	_grid.size_flags_horizontal = Control.SIZE_SHRINK_CENTER
	_grid.add_theme_constant_override(&"h_separation", 8)
	_grid.add_theme_constant_override(&"v_separation", 8)
	layout.add_child(_grid)
	# As tall as the status line, under the board: the board is centred in the game's area (issue 38).
	_below = Control.new()
	_below.mouse_filter = Control.MOUSE_FILTER_IGNORE
	layout.add_child(_below)
	_status.resized.connect(_fit_tiles)
	_overlay = Control.new()
	_overlay.mouse_filter = Control.MOUSE_FILTER_IGNORE
	_overlay.set_anchors_preset(Control.PRESET_FULL_RECT)
	_overlay.draw.connect(_draw_overlay)
	add_child(_overlay)
	model = MemoryTilesModelScript.new(settings, run_seed if run_seed != 0 else randi())
	_build()


## Adds this game's start (Space, Enter) and restart (R) actions when the running project's input map
## lacks them, so the addon works copied into any project. Tiles use the built-in ui_accept and
## ui_left/right/up/down.
static func register_input_actions() -> void:
	if not InputMap.has_action(RESTART_ACTION):
		InputMap.add_action(RESTART_ACTION)
		var r_key := InputEventKey.new()
		r_key.device = -1
		r_key.physical_keycode = KEY_R
		InputMap.action_add_event(RESTART_ACTION, r_key)
	if InputMap.has_action(START_ACTION):
		return
	InputMap.add_action(START_ACTION)
	for keycode: Key in [KEY_SPACE, KEY_ENTER, KEY_KP_ENTER]:
		var key := InputEventKey.new()
		key.device = -1
		key.physical_keycode = keycode
		InputMap.action_add_event(START_ACTION, key)


## Space or Enter with no tile focused: starts a dealt board, or deals the next after a cleared one;
## then the first tile takes the focus, which no other Control had. A finger or the mouse on a tile picks it.
func _unhandled_input(event: InputEvent) -> void:
	if MemoryTilesPlayScript.is_pointer(event):
		_on_pointer(MemoryTilesPlayScript.pointer(event, self))
		return
	if event.is_echo():
		return
	var restarting := event.is_action_pressed(RESTART_ACTION)
	if not (restarting or event.is_action_pressed(START_ACTION) or event.is_action_pressed(&"ui_accept")):
		return
	get_viewport().set_input_as_handled()
	if paused:
		return
	if restarting:
		restart()
	elif model.stage == MemoryTilesModelScript.MemoryTilesStage.DEALT or model.stage == MemoryTilesModelScript.MemoryTilesStage.CLEARED:
		_start()
		if not _tiles.is_empty() and get_viewport().gui_get_focus_owner() == null:
			_tiles[0].grab_focus()


## A finger or the mouse landing on the game: the tile under it is picked, or the Restart button pressed.
func _on_pointer(pointer: Dictionary) -> void:
	if pointer.is_empty() or not pointer["pressed"] or not _area().has_point(pointer["at"]):
		return
	if _session.button_at(pointer["at"], _area()) == "Restart":
		get_viewport().set_input_as_handled()
		if not paused:
			restart()
		return
	var on_canvas: Vector2 = get_global_transform_with_canvas() * Vector2(pointer["at"])
	for index in _tiles.size():
		var tile := _tiles[index]
		if Rect2(Vector2.ZERO, tile.size).has_point(tile.get_global_transform_with_canvas().affine_inverse() * on_canvas):
			get_viewport().set_input_as_handled()
			_on_tile_pressed(index)
			return


## Starts play as the first pick or Space does: the peek of a dealt board (after a cleared board, the
## next board's); nothing once the board is under way.
func start() -> void:
	if model.stage == MemoryTilesModelScript.MemoryTilesStage.DEALT or model.stage == MemoryTilesModelScript.MemoryTilesStage.CLEARED:
		_start()


## Deals a new first board and begins its peek: the score back to 0 (score_changed fires if it was not 0);
## `ended` does not fire.
func restart() -> void:
	model = MemoryTilesModelScript.new(model.current_settings(), run_seed if run_seed != 0 else randi())
	_set_score(0)
	_build()
	# As the reference's reset() then start(): the new board's peek begins at once.
	_start()


func _notification(what: int) -> void:
	if what == NOTIFICATION_RESIZED and _grid != null:
		_fit_tiles()
	if MemoryTilesPlayScript.is_focus_out(what):
		if _session.lose_focus(model != null and not paused):
			paused = true
		if _overlay != null:
			_overlay.queue_redraw()
	elif MemoryTilesPlayScript.is_focus_in(what):
		_session.regain_focus()


## Under a Node2D the game has no rect to anchor to: Control::get_parent_anchorable_rect() asks the parent
## CanvasItem, and a Node2D's get_anchorable_rect() is empty (Godot 4.6 scene/gui/control.cpp), so the anchors
## give a size of 0; and a host's Camera2D moves the world under the view through the viewport's canvas
## transform (scene/2d/camera_2d.cpp, _update_scroll). The game's area is then the view as the host films
## it: that rect taken back through the parent's transform and the canvas transform, set as the game's own
## position and size, again whenever the camera or the parent moves. A host that gives the game a size
## (before adding it, or later) keeps it: the game stops following the view.
func _follow_view() -> void:
	var parent := get_parent() as CanvasItem
	if parent == null or not is_inside_tree():
		return
	if _view_rect.has_area() and not get_rect().is_equal_approx(_view_rect):
		_view_rect = Rect2()
		return
	var shown := parent.get_global_transform_with_canvas().affine_inverse() * get_viewport_rect()
	if shown.is_equal_approx(_view_rect):
		return
	position = shown.position
	# Its own scale, if the host set one, draws the rect that size times the scale: size it to the view.
	size = shown.size / scale
	_view_rect = get_rect()


func _process(delta: float) -> void:
	if _view_rect.has_area():
		_follow_view()
	# model.update() with a new Board Size deals a new board: its tiles are built at once, paused or not.
	_follow_board()
	if _session.tick(delta):
		paused = false
	_overlay.queue_redraw()
	if paused:
		return
	clock_ms += delta * 1000.0
	if not model.tick(clock_ms).is_empty():
		_sync()


## New settings: a Dictionary of any subset of them (snake_case names; each snapped and kept to its
## range, the others unchanged) or a whole MemoryTilesConfig. A new Board Size deals a new board at
## once and the tiles are rebuilt for it (its peek begins at once when a board was under way).
## model.update() deals it too; the game rebuilds the tiles for it on its next frame.
func update(changes: Variant) -> void:
	var begun := model.stage != MemoryTilesModelScript.MemoryTilesStage.DEALT
	if model.update(changes):
		_build()
		if begun:
			# Play was on: the new board's peek begins at once, as the TypeScript game does.
			model.begin(clock_ms)
			_sync()
	_follow_board()


## Builds the tiles again when the model's board is not the one they show (a new deal of another size).
func _follow_board() -> void:
	if _tiles.size() != model.tiles.size() or _grid.columns != model.side:
		_build()


func _draw() -> void:
	draw_rect(_area(), BACKGROUND)


## The HUD over the board; the status line (a Label, 16 px in the default theme) at the HUD's size too,
## which lays the board out again when it changes.
func _draw_overlay() -> void:
	_session.draw_hud(_overlay, _area(), paused)
	var status_size := _session.font_size(STATUS_FONT_SIZE)
	if _status.get_theme_font_size(&"font_size") != status_size:
		_status.add_theme_font_size_override(&"font_size", status_size)


## The game's area in its own coordinates: its rect, which fills its parent Control (or the view); under a
## Node2D, the rect the host gave it, or else the view as the host's camera shows it (_follow_view()).
func _area() -> Rect2:
	return Rect2(Vector2.ZERO, size)


## A tile's side: TILE_SIZE, or less so that the whole board (the status line above it, as much room
## below) fits the game's area: a 6×6 board of 96 px tiles is 616 px wide, and on a phone's 360 px its
## last columns could not be picked.
func _tile_side() -> float:
	var area := _area().size
	if area.x <= 0.0 or area.y <= 0.0:
		return TILE_SIZE
	var gaps := 8.0 * (model.side - 1)
	# The status line and the box's separation (4 px), above the board and below it.
	var band := maxf(_status.size.y, 24.0) + 4.0
	var fits := minf((area.x - 16.0 - gaps) / model.side, (area.y - 2.0 * band - gaps) / model.side)
	return clampf(floorf(fits), 24.0, TILE_SIZE)


## Sizes the tiles for the game's area and the room under the board for the status line's height.
func _fit_tiles() -> void:
	if _below == null:
		return
	_below.custom_minimum_size.y = _status.size.y
	for tile in _tiles:
		tile.custom_minimum_size = Vector2.ONE * _tile_side()


## A tile was picked (its Button pressed by pointer or ui_accept).
func _on_tile_pressed(index: int) -> void:
	if paused:
		return
	if _tiles.size() != model.tiles.size():
		# A tile of a board the model has replaced (update() since the last frame): the new board is built instead.
		_build()
		return
	if model.stage == MemoryTilesModelScript.MemoryTilesStage.DEALT or model.stage == MemoryTilesModelScript.MemoryTilesStage.CLEARED:
		_start()
		return
	var outcome := model.flip(index, clock_ms)
	var kind := String(outcome["type"])
	if kind != "ignored":
		judged.emit(kind, model.symbol_at(index))
	if kind == "match":
		_set_score(model.score)
		if outcome["clearedStars"] != null:
			cleared.emit(int(outcome["clearedStars"]), model.streak)
			ended.emit(score)
	_sync()


## Starts the peek of a dealt board; after a cleared board, deals the next one first.
func _start() -> void:
	if model.stage == MemoryTilesModelScript.MemoryTilesStage.CLEARED:
		model.next_board()
		_build()
	model.begin(clock_ms)
	_sync()


## One focusable Button a tile, in a grid of the board's side (again after a new deal).
func _build() -> void:
	var focused := -1
	for index in _tiles.size():
		if _tiles[index].has_focus():
			focused = index
	for tile in _tiles:
		# Out of the grid at once (freed at the frame's end): the board shows, and offers, only the new tiles.
		_grid.remove_child(tile)
		tile.queue_free()
	_tiles.clear()
	_grid.columns = model.side
	for index in model.tiles.size():
		var tile := Button.new()
		tile.custom_minimum_size = Vector2.ONE * _tile_side()
		# A face's word never widens its tile: the board keeps its size while the faces show.
		tile.clip_text = true
		tile.focus_mode = Control.FOCUS_ALL
		tile.mouse_filter = Control.MOUSE_FILTER_IGNORE
		tile.pressed.connect(_on_tile_pressed.bind(index))
		_grid.add_child(tile)
		_tiles.append(tile)
	# The focus moves to the new tiles only when an old one had it: the game never takes it from the host.
	if focused >= 0 and focused < _tiles.size() and is_inside_tree():
		_tiles[focused].grab_focus.call_deferred()
	_sync()


## Shows each tile's face or back, and the status line.
func _sync() -> void:
	for index in mini(_tiles.size(), model.tiles.size()):
		var tile := model.tiles[index]
		var shown := tile.face_up or tile.matched
		var word := model.symbol_at(index)
		_tiles[index].text = word if shown else ""
		_tiles[index].tooltip_text = word if shown else "face down"
		_tiles[index].modulate = MATCHED if tile.matched else FACE if shown else BACK
	var line := "Find the pairs"
	match model.stage:
		MemoryTilesModelScript.MemoryTilesStage.DEALT:
			line = "Pick a tile, or press Space, to start"
		MemoryTilesModelScript.MemoryTilesStage.PEEK:
			line = "Remember the tiles"
		MemoryTilesModelScript.MemoryTilesStage.CLEARED:
			line = "Board cleared in %d moves: %d stars. Pick a tile for the next board" % [model.moves, model.stars]
	_status.text = "%s   Score %d   Moves %d   Streak %d" % [line, score, model.moves, model.streak]


func _set_score(value: int) -> void:
	if value != score:
		score = value
		score_changed.emit(score)
