class_name MemoryTilesGame
extends Control
## MemoryTiles, playable: a square board of face-down tiles, one `Button` each in a GridContainer.
## Pick a tile (click, touch, or move the focus with the arrow keys or Tab and press Space or Enter,
## the `ui_accept` action), or click or touch anywhere on the game, to show every tile for the peek;
## then turn two at a time to find the pairs. A cleared board is graded in stars (board_cleared) and
## the score goes on: the next pick (or press anywhere) deals the next board, so no rule ends the run. R or the Restart button deals a new first board. The game
## pauses when its window loses focus (in an exported game) and counts down 3 s on return. It takes the keyboard focus only
## when given it: a tile picked by the keyboard, or Space or Enter with nothing focused while a board waits to
## start (dealt, or cleared: the press starts it). Under a Node2D (a host's
## world, filmed by its Camera2D) it fills the view the camera shows, unless the host gives it a size.
## The rules live in memory_tiles_model.gd, the tuned values in memory_tiles_config.tres.

## The score changed (100 a pair, over every board).
signal score_changed(score: int)
## Never emitted: no rule ends this game's run (a cleared board is board_cleared, and play goes on); here so
## every Microloop game has the same signals.
@warning_ignore("unused_signal")
signal ended(score: int)
## What a pick did: its MemoryTilesPick (`result`, the name every game's judged gives it), and the word of the
## tile picked (e.g. "star").
signal judged(result: MemoryTilesPick, symbol: String)
## A board was cleared, graded 1, 2 or 3 stars; the next pick deals the next board.
signal board_cleared(stars: int)
## The game stopped without ending: `paused` was set, the window lost focus (in an exported game), or the host paused the tree or hid the game.
signal game_paused()
## The game plays on after a pause (after the countdown, when it paused on a focus loss; at once when your paused tree
## or the game hidden ends later than the frame after focus came back).
signal game_resumed()

## What a pick does: turns the first tile of a move, finds its match, or misses (both turn back).
enum MemoryTilesPick { FIRST, MATCH, MISS }

const MemoryTilesConfigScript := preload("memory_tiles_config.gd")
const MemoryTilesModelScript := preload("memory_tiles_model.gd")
const MemoryTilesPlayScript := preload("microloop_play.gd")
## The model's word for each MemoryTilesPick, in its order.
const PICK_WORDS: Array[String] = ["first", "match", "miss"]
## The input action that starts a board when no tile has the focus (Space, Enter); added at run time when the
## project lacks it. Space and Enter (`ui_accept`) on a focused tile pick it, read by the shell as every key.
const START_ACTION := &"memory_tiles_start"
## The tiles' words, in text units (the shell's rule: at least 0.1 in on the screen).
const TILE_TEXT := 16
## The largest side of a tile in text units (pixels at 160 dpi; on the web, CSS pixels); a tile has no
## smallest side: in a small room the board shrinks to fit it whole, and a tile too narrow for its word at the
## words' size (0.1 in) shows its first letters and "…" (or its first letters alone); where even those do not fit,
## or a line of text is taller than a tile, every tile shows its symbol drawn instead.
const TILE_SIZE := 96.0
## The gap between tiles in pixels, at most a quarter of a tile's side.
const TILE_GAP := 8
## The game's minimum size in a host's container (a VBoxContainer, a GridContainer), when the host gave it none:
## its HUD (the Restart button, the status line) and a board of small tiles fit in it.
const CONTAINER_MINIMUM := Vector2(240.0, 240.0)

## The tuned settings; edit the .tres (or assign another) to change the board and the timing.
## Assigned while the game plays, they take effect as update() with them does, and restart() keeps them.
@export var settings: MemoryTilesConfigScript = preload("memory_tiles_config.tres"):
	set(value):
		settings = value
		if model != null and value != null:
			update(value)

## The seed of the deals: the same seed deals the same boards. 0 picks a new one each run.
@export var run_seed: int = 0

## The score so far (score_changed tells each change; restart() sets it back to 0).
var score: int = 0
## The board's rules: made in _ready() (null before it, in a tree_entered handler too), or by the first call that needs them.
var model: MemoryTilesModelScript
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
## Milliseconds of play: the sum of the frames' deltas, the model's clock (stands still while paused).
var clock_ms: float = 0.0

## Its input (Space or Enter with no tile focused, a click or a finger on a tile or anywhere else on the game), its
## pauses and its HUD.
var _shell := MemoryTilesPlayScript.new(self, "memory_tiles", {START_ACTION: MemoryTilesPlayScript.KEY_TRIGGERS})
## The player's hands the status line was last worded for (the shell's `hands`).
var _synced_hands := ""
## The board, centred in the room the HUD (its buttons and its status line, the shell's) leaves in the screen's safe area.
var _layout := VBoxContainer.new()
var _grid := GridContainer.new()
var _tiles: Array[Button] = []
## The whole word of the tile picked last in this board's play (the status line names it), or "".
var _picked := ""
## Whether the tiles show their symbols drawn (the board's words do not fit their tiles: _show_faces()).
var _drawn := false
## Whether the tiles are too small for a line of their words at the words' size (_fit_tiles()).
var _too_small := false
## A face-down tile's fill: a blue grey, 3.5:1 against the background (BACKGROUND #0a0e1a; the lane's LINE
## #3a4670 is 2.1:1). The tiles keep a look of their own whatever theme the host's project or its Controls give
## (Godot's default Button is a 60 %-opaque near-black box, darker than the board's background; a host's light theme
## makes it near-white).
const TILE_BACK := Color("#5b6796")
## How far a tile's fill sits inside its cell, in pixels.
const TILE_INSET := 4.0
## The width of the focused tile's ring, in pixels.
const FOCUS_RING := 3.0
## Each tile's look by its state: face down TILE_BACK, face up the text's colour, matched cyan, every fill at least
## 3:1 against the background and its word or drawn symbol in an ink at least 4.5:1 against it (face up and matched
## the background's colour: 16:1, 10.6:1).
var _tile_looks := {
	&"back": _tile_look(TILE_BACK),
	&"face": _tile_look(MemoryTilesPlayScript.TEXT),
	&"matched": _tile_look(MemoryTilesPlayScript.CYAN),
}
## The focused tile's ring: amber, outside its edge, on the background (11.5:1).
var _focus_look := _ring_look()
## The room the board was last laid out in.
var _layout_room := Rect2()
## The HUD's scale when the board was last laid out (the tiles' largest side and words follow it).
var _layout_scale := 0.0
## The rect (in its parent's coordinates) the game last gave itself to fill the view under a Node2D;
## empty when it follows no view (under a Control, or the host gave or changed its rect).
var _view_rect := Rect2()


func _init() -> void:
	_shell.pressed.connect(_on_pressed)
	# In a host's container (a VBoxContainer, a GridContainer) the game takes the room there is, as the Node2D
	# games fill the container's rect: a Control's default flags (SIZE_FILL) and no minimum size left it 0 px tall
	# there, drawing nothing. Set here, so flags the host sets on the game take their place.
	size_flags_horizontal = Control.SIZE_EXPAND_FILL
	size_flags_vertical = Control.SIZE_EXPAND_FILL
	# The status line is the shell's, in the HUD's band with its buttons (the one rule for the whole HUD: at most a
	# third of the height), room kept for its longest text (a 4-digit score, the longest word a tile names, the
	# board cleared, the prompts in either hands' words): the board never moves as it changes.
	var counts := "   Score 9999   Moves 99   Streak 99"
	var longest := PackedStringArray(["Find the pairs" + counts, "Remember the tiles" + counts])
	for word in MemoryTilesModelScript.SYMBOL_NAMES:
		longest.append("Picked %s%s" % [word, counts])
	longest.append_array(MemoryTilesPlayScript.prompts("start", "", counts))
	longest.append_array(MemoryTilesPlayScript.prompts("start", "Board cleared in 99 moves: 3 stars. ", counts))
	_shell.status_reserve = [longest]
	# Its board is a square grid: on a phone held upright the HUD keeps its size in the height the grid cannot use.
	_shell.board_aspect = 1.0
	# The board centred in the game's room (_fit_layout()).
	_layout.alignment = BoxContainer.ALIGNMENT_CENTER
	_layout.set_anchors_preset(Control.PRESET_FULL_RECT)
	# The game's own: internal, so the host's get_children() and duplicate() never see it (a copy makes its own).
	add_child(_layout, false, Node.INTERNAL_MODE_FRONT)
	_grid.size_flags_horizontal = Control.SIZE_SHRINK_CENTER
	_grid.add_theme_constant_override(&"h_separation", TILE_GAP)
	_grid.add_theme_constant_override(&"v_separation", TILE_GAP)
	_layout.add_child(_grid)
	# The shell reads the mouse and touch (microloop_play.gd): no Control of the game takes a click, so a
	# touch picks a tile once, whether the project emulates the mouse from touch or not.
	for control: Control in [self, _layout, _grid]:
		control.mouse_filter = Control.MOUSE_FILTER_IGNORE


func _ready() -> void:
	if get_parent() is Container and custom_minimum_size == Vector2.ZERO:
		# A container gives a child no less than its minimum size: room for the HUD and a board (unless the host
		# gave the game a minimum size of its own), so crowded by the host's other children it is still seen.
		custom_minimum_size = CONTAINER_MINIMUM
	if get_parent() is Control or not get_parent() is CanvasItem:
		# Anchors and offsets both: set_anchors_preset() alone keeps the rect the game has (Control::set_anchor
		# recomputes the offsets to hold its place; scene/gui/control.cpp), a size of 0 when added from code to a
		# SubViewport or a Control, and the board was then laid out for no area (96 px tiles, spilling out).
		set_anchors_and_offsets_preset(Control.PRESET_FULL_RECT)
	elif size == Vector2.ZERO:
		# Under a Node2D (a host's world), given no size: the game takes the part of the world the view shows.
		_follow_view()
	_deal_first()
	_fit_layout()


## Space or Enter on a focused tile picks it (the shell read the key: read_keys_of()); with no tile focused it
## starts a dealt board (or deals the next after a cleared one), then the first tile takes the focus, which no
## other Control had; a finger or the mouse on a tile picks it, and anywhere else on the game (a gap between
## tiles, the status line, the room around the board) starts a dealt board or deals the next, as the start prompt says.
func _on_pressed(_action: StringName, at: Variant) -> void:
	if at != null:
		if not _pick_at(at) and (model.stage == MemoryTilesModelScript.MemoryTilesStage.DEALT or model.stage == MemoryTilesModelScript.MemoryTilesStage.CLEARED):
			_start()
		return
	var focus_owner := get_viewport().gui_get_focus_owner() if is_inside_tree() else null
	var focused := -1
	for index in _tiles.size():
		if _tiles[index] == focus_owner:
			focused = index
	if focused >= 0:
		_on_tile_pressed(focused)
	elif model.stage == MemoryTilesModelScript.MemoryTilesStage.DEALT or model.stage == MemoryTilesModelScript.MemoryTilesStage.CLEARED:
		_start()
		if not _tiles.is_empty() and get_viewport().gui_get_focus_owner() == null:
			_tiles[0].grab_focus()


## Picks the tile under a point of the game's own area, if any; whether one was there.
func _pick_at(at: Vector2) -> bool:
	var on_canvas := get_global_transform_with_canvas() * at
	for index in _tiles.size():
		var tile := _tiles[index]
		if Rect2(Vector2.ZERO, tile.size).has_point(tile.get_global_transform_with_canvas().affine_inverse() * on_canvas):
			_on_tile_pressed(index)
			return true
	return false


## Starts play as the first pick or Space does: the peek of a dealt board (after a cleared board, the
## next board's); nothing once the board is under way.
func start() -> void:
	_deal_first()
	if model.stage == MemoryTilesModelScript.MemoryTilesStage.DEALT or model.stage == MemoryTilesModelScript.MemoryTilesStage.CLEARED:
		_start()


## Where the board (the square of tiles) is drawn in the node's own coordinates: centred in the room the HUD's
## buttons leave in the safe area; a rect of no size before the game is laid out (out of the tree, no area).
func board_rect() -> Rect2:
	if model == null or not _layout_room.has_area():
		return Rect2(_layout_room.get_center(), Vector2.ZERO)
	var side := _tile_side()
	var across := side * model.side + _gap_for(side) * (model.side - 1)
	return Rect2(_layout_room.get_center() - Vector2(across, across) * 0.5, Vector2(across, across))


## Deals a new first board and begins its peek: the score back to 0 (score_changed fires if it was not 0).
func restart() -> void:
	_deal_first()
	model = MemoryTilesModelScript.new(model.current_settings(), run_seed if run_seed != 0 else randi())
	_shell.set_score(0)
	_build()
	# As the reference's reset() then start(): the new board's peek begins at once.
	_start()


## The first board, dealt when the node enters the tree or by the first call that needs it.
func _deal_first() -> void:
	if model == null:
		model = MemoryTilesModelScript.new(settings, run_seed if run_seed != 0 else randi())
		_build()


func _notification(what: int) -> void:
	if what == NOTIFICATION_RESIZED and model != null:
		_fit_layout()
		_fit_tiles()


## Under a Node2D the game has no rect to anchor to: Control::get_parent_anchorable_rect() asks the parent
## CanvasItem, and a Node2D's get_anchorable_rect() is empty (Godot 4.6 scene/gui/control.cpp), so the anchors
## give a size of 0; and a host's Camera2D moves the world under the view through the viewport's canvas
## transform (scene/2d/camera_2d.cpp, _update_scroll). The game's area is then the view as the host films
## it: that rect taken back through the parent's transform and the canvas transform, or, when a Control of the
## host's holds that Node2D (a Panel > Node2D > game), that Control's rect (the shell's shown_in()), set as the
## game's own position and size, again whenever the camera, the Control or the parent moves. A host that gives
## the game a size (before adding it, or later) keeps it: the game stops following the view.
func _follow_view() -> void:
	var parent := get_parent() as CanvasItem
	if parent == null or not is_inside_tree():
		return
	if _view_rect.has_area() and not get_rect().is_equal_approx(_view_rect):
		_view_rect = Rect2()
		return
	var shown: Rect2 = _shell.shown_in(parent)
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
	_fit_layout()
	if _shell.advance(delta):
		clock_ms += delta * 1000.0
		var begun := model.stage != MemoryTilesModelScript.MemoryTilesStage.DEALT
		var events := model.tick(clock_ms)
		if begun and model.stage == MemoryTilesModelScript.MemoryTilesStage.DEALT:
			# Its config edited in place dealt a board of a new size mid-play: its peek begins at once, as update() does.
			_follow_board()
			model.begin(clock_ms)
			_sync()
		elif not events.is_empty():
			_sync()
	# The player's hands changed (a click beside the tiles, a first key): the prompt says so from this frame.
	if _shell.hands != _synced_hands:
		_sync()


## New settings: a Dictionary of any subset of them (snake_case names; each snapped and kept to its
## range, a missing or null one unchanged) or a whole MemoryTilesConfig. A new Board Size deals a new
## board at once and the tiles are rebuilt for it (its peek begins at once when the board it replaces had
## begun, a cleared one too).
## model.update() deals it too; the game rebuilds the tiles for it on its next frame.
func update(changes: Variant) -> void:
	_deal_first()
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
	draw_rect(_shell.area(), MemoryTilesPlayScript.BACKGROUND)


## The board in the room the HUD leaves in the screen's safe area (under its buttons and status line, or beside
## them: the shell's board_rooms(), whichever holds the larger tiles), 8 px in from its sides, the words at the
## size the shell's rule gives them; the tiles sized again when either changes.
func _fit_layout() -> void:
	_shell.fit()
	var resized := _shell.hud_scale != _layout_scale
	_layout_scale = _shell.hud_scale
	var room := Rect2()
	var side := -INF
	for candidate in _shell.board_rooms():
		var inset := candidate.grow_individual(-8.0, 0.0, -8.0, 0.0)
		var fits := _tile_side_in(inset.size)
		if fits > side + 0.5:
			room = inset
			side = fits
	# On whole pixels: the box centres the board on whole pixels too, so its margins above and below differ by 1 px at most.
	room = Rect2(room.position.ceil(), room.end.floor() - room.position.ceil())
	if room.is_equal_approx(_layout_room) and not resized:
		return
	_layout_room = room
	# Anchored to the game's rect, inset to the room: laid out again whenever the game's size or the board's changes.
	var whole := _shell.area()
	_layout.offset_left = room.position.x
	_layout.offset_top = room.position.y
	_layout.offset_right = room.end.x - whole.end.x
	_layout.offset_bottom = room.end.y - whole.end.y
	_fit_tiles()


## A tile's side: TILE_SIZE text units, or less so that the whole board fits the game's room: a 6×6 board of 96 px tiles is 616 px wide, and on a phone's 360 px
## its last columns could not be picked.
func _tile_side() -> float:
	if _layout_room.size.x <= 0.0 or _layout_room.size.y <= 0.0:
		return TILE_SIZE
	return clampf(_tile_side_in(_layout_room.size), 1.0, TILE_SIZE * _shell.hud_scale)


## The side of `count` tiles across `length` px with the gaps between them: the gaps TILE_GAP, or a quarter of
## the side where the tiles would be smaller than four gaps.
static func _side_across(length: float, count: int) -> float:
	var side := (length - TILE_GAP * (count - 1)) / count
	return side if side >= TILE_GAP * 4.0 else length / (count + (count - 1) * 0.25)


## The gap between tiles of `side` px.
static func _gap_for(side: float) -> int:
	return mini(TILE_GAP, floori(side * 0.25))


## The tiles' side in a room of `room` px.
func _tile_side_in(room: Vector2) -> float:
	if model == null or room.x <= 0.0 or room.y <= 0.0:
		return 0.0
	var fits := minf(_side_across(room.x, model.side), _side_across(room.y, model.side))
	return maxf(0.0, minf(floorf(fits), TILE_SIZE * _shell.hud_scale))


## Sizes the tiles (and their words) for the game's area.
func _fit_tiles() -> void:
	if model == null:
		return
	var side := Vector2.ONE * _tile_side()
	var gap := _gap_for(side.x)
	_grid.add_theme_constant_override(&"h_separation", gap)
	_grid.add_theme_constant_override(&"v_separation", gap)
	# A tile smaller than a line of its words at their size (0.1 in) and its inset: the words are left out (the
	# symbols drawn), and the inset shrinks with the tile.
	var inset := minf(TILE_INSET, floorf(side.x / 6.0))
	for look: StyleBoxFlat in _tile_looks.values():
		look.set_content_margin_all(inset)
	var word_size := _shell.text_size(TILE_TEXT)
	var font: Font = _tiles[0].get_theme_font(&"font") if not _tiles.is_empty() else ThemeDB.fallback_font
	# (No size, before the game has an area or in a host's panel with none: the HUD's scale is 0, and so is the words'
	# size. The tiles show no words then, and the engine is given size 1, not 0, which its text server takes for an
	# error at every layout.)
	_too_small = word_size < 1 or font.get_height(word_size) + 2.0 * inset > side.y
	word_size = maxi(word_size, 1)
	for tile in _tiles:
		tile.custom_minimum_size = side
		tile.add_theme_font_size_override(&"font_size", word_size)
	_show_faces()
	# A Button keeps a line of its font's height even with no text: where that is taller than the tile, the font
	# (showing nothing) shrinks until the tile is as tall as it is wide.
	if _too_small and not _tiles.is_empty() and _tiles[0].get_combined_minimum_size().y > side.y + 0.5:
		while word_size > 1 and _tiles[0].get_combined_minimum_size().y > side.y + 0.5:
			word_size -= 1
			_tiles[0].add_theme_font_size_override(&"font_size", word_size)
		for tile in _tiles:
			tile.add_theme_font_size_override(&"font_size", word_size)


## A tile was picked (by a pointer on it, or a key while it has the focus: both through the shell; or its
## pressed emitted by code). A stopped game (paused, the host's pause, hidden) picks nothing.
func _on_tile_pressed(index: int) -> void:
	if _shell.is_stopped():
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
	# A kind the game has no word for is ignored: no judged value outside the enum (shell word_of()).
	var pick := _shell.word_of(PICK_WORDS, kind) if kind != "ignored" else -1
	if pick >= 0:
		judged.emit(pick, model.symbol_at(index))
		_picked = model.symbol_at(index)
	if kind == "match":
		_shell.set_score(model.score)
		if outcome["clearedStars"] != null:
			board_cleared.emit(int(outcome["clearedStars"]))
	_sync()


## Starts the peek of a dealt board; after a cleared board, deals the next one first.
func _start() -> void:
	if model.stage == MemoryTilesModelScript.MemoryTilesStage.CLEARED:
		model.next_board()
		_build()
	_picked = ""
	model.begin(clock_ms)
	_sync()


## A tile's fill: a StyleBoxFlat of the game's own, with the content inset every tile's word and mark are
## fitted in.
static func _tile_look(fill: Color) -> StyleBoxFlat:
	var look := StyleBoxFlat.new()
	look.bg_color = fill
	look.set_corner_radius_all(3)
	look.set_content_margin_all(TILE_INSET)
	return look


## The focused tile's ring, outside the tile (on the background, whatever the tile's fill).
static func _ring_look() -> StyleBoxFlat:
	var look := StyleBoxFlat.new()
	look.draw_center = false
	look.border_color = MemoryTilesPlayScript.AMBER
	look.set_border_width_all(int(FOCUS_RING))
	look.set_expand_margin_all(FOCUS_RING)
	look.set_corner_radius_all(3)
	return look


## Gives a tile the look of its face (`look`: back, face or matched) in every state a Button draws, and its
## ink (the word's colour, in which _draw_mark() draws the symbol too) for every state's font colour.
func _style_tile(tile: Button, look: StringName) -> void:
	var box: StyleBoxFlat = _tile_looks[look]
	for state: StringName in [&"normal", &"hover", &"pressed", &"hover_pressed", &"disabled"]:
		tile.add_theme_stylebox_override(state, box)
	tile.add_theme_stylebox_override(&"focus", _focus_look)
	var ink := MemoryTilesPlayScript.TEXT if look == &"back" else MemoryTilesPlayScript.BACKGROUND
	for state: StringName in [&"font_color", &"font_hover_color", &"font_pressed_color", &"font_hover_pressed_color", &"font_focus_color", &"font_disabled_color"]:
		tile.add_theme_color_override(state, ink)


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
	_picked = ""
	_grid.columns = model.side
	for index in model.tiles.size():
		var tile := Button.new()
		# A face's word never widens or heightens its tile: the board keeps its size while the faces show (a
		# wrapped word's second line would grow the rows). One line, at the tile's text size (TILE_TEXT, already
		# the shell's smallest, 0.1 in, so there is no smaller size to shrink to): a word wider than its tile
		# shows as much of it as fits (_fitted_word()), never broken inside the word nor wider than the tile
		# or every tile its symbol drawn where the words cannot be told apart.
		tile.clip_text = true
		tile.autowrap_mode = TextServer.AUTOWRAP_OFF
		tile.focus_mode = Control.FOCUS_ALL
		tile.mouse_filter = Control.MOUSE_FILTER_IGNORE
		_style_tile(tile, &"back")
		# Its keys go to the shell (read_keys_of(): the tile is picked from _on_pressed(), as the shell hands the
		# press over); its pressed, emitted by code, picks it as well.
		_shell.read_keys_of(tile)
		tile.pressed.connect(_on_tile_pressed.bind(index))
		# Its symbol drawn over it, where the board's words do not fit their tiles (_show_faces()).
		tile.draw.connect(_draw_mark.bind(tile, index))
		_grid.add_child(tile)
		_tiles.append(tile)
	_fit_tiles()
	# The focus moves to the new tiles only when an old one had it: the game never takes it from the host.
	if focused >= 0 and focused < _tiles.size() and is_inside_tree():
		_tiles[focused].grab_focus.call_deferred()
	_sync()


## Shows each tile's face (its word, fitted to the tile, or its symbol drawn) or back.
func _show_faces() -> void:
	if model == null:
		return
	# One face a symbol, never two symbols' alike: each word fitted against the other words on this board
	# (_faces_of()); where one of them does not fit even as the letters that tell it from the others (a 6×6 board
	# in a host's part of a phone's screen: heart, house and hexagon would all be "h"), every tile shows
	# its symbol drawn instead (_draw_mark()), as the JavaScript game's tiles do.
	var faces := _faces_of(_tiles[0], _board_words()) if not _tiles.is_empty() else {}
	_drawn = (faces.is_empty() or _too_small) and not _tiles.is_empty()
	for index in mini(_tiles.size(), model.tiles.size()):
		var tile := model.tiles[index]
		var shown := tile.face_up or tile.matched
		var word := model.symbol_at(index)
		_tiles[index].text = String(faces.get(word, word)) if shown and not _drawn else ""
		_tiles[index].queue_redraw()
		# The whole word, however the tile shortens it, is its accessible name (what a screen reader says; a
		# property of Godot 4.5 and newer, so set by name: on 4.3 and 4.4 it is not there and nothing is set), and
		# the status line names the tile just picked (_sync()). No tooltip: the tiles leave the pointer to the
		# shell (MOUSE_FILTER_IGNORE), so Godot would never show one, and a phone has no hover.
		_tiles[index].set(&"accessibility_name", word if shown else "face down")
		# Face down a blue grey, face up the text's colour, matched cyan: the game's own fills (_tile_looks).
		_style_tile(_tiles[index], &"matched" if tile.matched else &"face" if shown else &"back")


## The words of the symbols on the board, each once.
func _board_words() -> Array[String]:
	var words: Array[String] = []
	for index in model.tiles.size():
		var word := model.symbol_at(index)
		if not words.has(word):
			words.append(word)
	return words


## Each of `words` as a tile the size of `tile` shows it (_fitted_word(), told apart from the others), or an
## empty Dictionary when one of them does not fit (the tiles then show their symbols drawn).
func _faces_of(tile: Button, words: Array[String]) -> Dictionary:
	var faces := {}
	for word in words:
		var face := _fitted_word(tile, word, words)
		if face.is_empty():
			return {}
		faces[word] = face
	return faces


## The fewest first letters of `word` that no other of `words` begins with (the whole word at most).
static func _telling_letters(word: String, words: Array[String]) -> int:
	var letters := 1
	for other in words:
		while other != word and letters < word.length() and other.begins_with(word.left(letters)):
			letters += 1
	return letters


## A symbol's word as its tile shows it on one line, never wider than the tile's content box at the tile's text
## size (the shell's text_size(): 0.1 in, or its stated shrink in a game shown smaller than that allows): whole
## when it fits; else its first letters and "…", as many as fit and no fewer than three nor than the letters that
## tell it from the other `words` on the board (_telling_letters(): heart and hexagon need three, "hea" and
## "hex"); else (a four-letter word's "moo…" is wider than "moon") its first three letters alone, then fewer,
## down to those telling letters; else "" (the board then shows its symbols drawn). The whole word is the
## tile's accessible name, and the status line's once the tile is picked.
func _fitted_word(tile: Button, word: String, words: Array[String] = []) -> String:
	var font := tile.get_theme_font(&"font")
	var font_size := tile.get_theme_font_size(&"font_size")
	var room := tile.custom_minimum_size.x - tile.get_theme_stylebox(&"normal").get_minimum_size().x
	var fits := func(shown: String) -> bool: return font.get_string_size(shown, HORIZONTAL_ALIGNMENT_LEFT, -1, font_size).x <= room
	# Not laid out yet (no tile size): the word as it is, fitted once the tiles are sized.
	if room <= 0.0 or fits.call(word):
		return word
	var telling := _telling_letters(word, words)
	for letters in range(word.length() - 1, maxi(3, telling) - 1, -1):
		if fits.call(word.left(letters) + "…"):
			return word.left(letters) + "…"
	for letters in range(mini(maxi(3, telling), word.length()), telling - 1, -1):
		if fits.call(word.left(letters)):
			return word.left(letters)
	return ""


## A face-up tile's symbol drawn over it (in its word's colour, _style_tile()), where the board's words do not fit.
func _draw_mark(tile: Button, index: int) -> void:
	if not _drawn or model == null or index >= model.tiles.size():
		return
	var shown := model.tiles[index]
	if not (shown.face_up or shown.matched):
		return
	# The marks are drawn in a 24-unit box (as the JavaScript game's), fitted to the tile's content box.
	var pad := tile.get_theme_stylebox(&"normal").get_minimum_size()
	var side := maxf(minf(tile.size.x - pad.x, tile.size.y - pad.y), minf(8.0, tile.size.x))
	var to_tile := Transform2D(0.0, Vector2.ONE * side / 24.0, 0.0, (tile.size - Vector2.ONE * side) / 2.0)
	for shape in _mark_of(model.symbol_at(index)):
		tile.draw_colored_polygon(to_tile * shape, tile.get_theme_color(&"font_color"))


## Points of a circle's arc in the 24-unit box, from `from` to `to` degrees (clockwise on the screen).
static func _arc(centre: Vector2, radius: float, from: float, to: float, points: int = 24) -> PackedVector2Array:
	var arc := PackedVector2Array()
	for step in points + 1:
		arc.append(centre + Vector2.from_angle(deg_to_rad(lerpf(from, to, float(step) / points))) * radius)
	return arc


## A symbol's mark: the filled polygons of its shape in a 24-unit box, one shape for each word of
## MemoryTilesModel.SYMBOL_NAMES (no two alike).
static func _mark_of(word: String) -> Array[PackedVector2Array]:
	match word:
		"star":
			return [PackedVector2Array([Vector2(12, 2), Vector2(14.9, 8.5), Vector2(22, 9.2), Vector2(16.7, 14), Vector2(18.2, 21), Vector2(12, 17.4), Vector2(5.8, 21), Vector2(7.3, 14), Vector2(2, 9.2), Vector2(9.1, 8.5)])]
		"heart":
			var heart := PackedVector2Array()
			for step in 48:
				var t := TAU * step / 48.0
				heart.append(Vector2(12.0 + 9.6 * pow(sin(t), 3), 10.5 - 0.6 * (13.0 * cos(t) - 5.0 * cos(2.0 * t) - 2.0 * cos(3.0 * t) - cos(4.0 * t))))
			return [heart]
		"moon":
			# The part of a circle outside a second one, up and to its right.
			var moon := _arc(Vector2(12, 12), 9.5, 19.3, 265.0)
			var inner := _arc(Vector2(16.5, 8.5), 8.0, 228.2, 56.1)
			moon.append_array(inner.slice(1, inner.size() - 1))
			return [moon]
		"drop":
			var drop := PackedVector2Array([Vector2(12, 2.5)])
			drop.append_array(_arc(Vector2(12, 15), 6.5, -31.3, 211.3))
			return [drop]
		"bolt":
			return [PackedVector2Array([Vector2(13.5, 2), Vector2(4.5, 13.5), Vector2(10.5, 13.5), Vector2(9.5, 22), Vector2(18.5, 10.5), Vector2(12.5, 10.5)])]
		"leaf":
			# A lens from the lower left corner to the upper right.
			var leaf := PackedVector2Array()
			for step in 32:
				var edge := 1.0 if step < 16 else -1.0
				var along := lerpf(-1.0, 1.0, float(step % 16) / 16.0) * edge
				leaf.append(Vector2(12, 12) + Vector2(1, -1).normalized() * along * 10.5 + Vector2(1, 1).normalized() * edge * 4.5 * (1.0 - along * along))
			return [leaf]
		"circle":
			return [_arc(Vector2(12, 12), 9.0, 0.0, 345.0)]
		"square":
			return [PackedVector2Array([Vector2(4, 4), Vector2(20, 4), Vector2(20, 20), Vector2(4, 20)])]
		"triangle":
			return [PackedVector2Array([Vector2(12, 3), Vector2(22, 20), Vector2(2, 20)])]
		"diamond":
			return [PackedVector2Array([Vector2(12, 2), Vector2(21, 12), Vector2(12, 22), Vector2(3, 12)])]
		"plus":
			return [PackedVector2Array([Vector2(9, 3), Vector2(15, 3), Vector2(15, 9), Vector2(21, 9), Vector2(21, 15), Vector2(15, 15), Vector2(15, 21), Vector2(9, 21), Vector2(9, 15), Vector2(3, 15), Vector2(3, 9), Vector2(9, 9)])]
		"ring":
			# A band 5 units wide: one four-sided piece each 15 degrees.
			var ring: Array[PackedVector2Array] = []
			for step in 24:
				var outer := _arc(Vector2(12, 12), 9.5, step * 15.0, step * 15.0 + 15.0, 1)
				var inner := _arc(Vector2(12, 12), 4.5, step * 15.0 + 15.0, step * 15.0, 1)
				outer.append_array(inner)
				ring.append(outer)
			return ring
		"arrow":
			return [PackedVector2Array([Vector2(12, 2), Vector2(21, 11), Vector2(15.5, 11), Vector2(15.5, 22), Vector2(8.5, 22), Vector2(8.5, 11), Vector2(3, 11)])]
		"hexagon":
			return [PackedVector2Array([Vector2(7, 3), Vector2(17, 3), Vector2(22, 12), Vector2(17, 21), Vector2(7, 21), Vector2(2, 12)])]
		"cloud":
			return [_arc(Vector2(7, 14), 5.0, 0.0, 345.0), _arc(Vector2(12.5, 10.5), 6.0, 0.0, 345.0), _arc(Vector2(17.5, 14), 5.0, 0.0, 345.0), PackedVector2Array([Vector2(7, 13), Vector2(17.5, 13), Vector2(17.5, 19), Vector2(7, 19)])]
		"flag":
			return [PackedVector2Array([Vector2(4, 2), Vector2(6.5, 2), Vector2(6.5, 22), Vector2(4, 22)]), PackedVector2Array([Vector2(8, 3), Vector2(20, 3), Vector2(17, 8), Vector2(20, 13), Vector2(8, 13)])]
		"crown":
			return [PackedVector2Array([Vector2(2, 7), Vector2(7.5, 11.5), Vector2(12, 4), Vector2(16.5, 11.5), Vector2(22, 7), Vector2(19.5, 20), Vector2(4.5, 20)])]
		"house":
			return [PackedVector2Array([Vector2(12, 2), Vector2(22, 11), Vector2(19, 11), Vector2(19, 21), Vector2(14, 21), Vector2(14, 15), Vector2(10, 15), Vector2(10, 21), Vector2(5, 21), Vector2(5, 11), Vector2(2, 11)])]
	return [_arc(Vector2(12, 12), 9.0, 0.0, 345.0)]


## Shows each tile's face or back, and the status line.
func _sync() -> void:
	_show_faces()
	# The tile just picked, by its whole word (its face may show only its first letters).
	var line := "Find the pairs" if _picked.is_empty() else "Picked %s" % _picked
	match model.stage:
		MemoryTilesModelScript.MemoryTilesStage.DEALT:
			line = _shell.prompt("start")
		MemoryTilesModelScript.MemoryTilesStage.PEEK:
			line = "Remember the tiles"
		MemoryTilesModelScript.MemoryTilesStage.CLEARED:
			line = "Board cleared in %d moves: %d %s. %s" % [model.moves, model.stars, "star" if model.stars == 1 else "stars", _shell.prompt("start")]
	_shell.status = PackedStringArray(["%s   Score %d   Moves %d   Streak %d" % [line, score, model.moves, model.streak]])
	_synced_hands = _shell.hands
