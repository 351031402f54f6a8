extends Node2D
## The host game's main scene: it uses its own Config, Model and Random by their global names, and
## prints what they hold, so the test sees the host's classes resolve beside the addons'. It films its
## world with a Camera2D of its own (off the origin), has a Button of its own that holds the keyboard
## focus, and places each Microloop game it hosts (host()) inside a Control of its own (a plain Control, whose
## mouse_filter is STOP by default, as a Panel's or a UI scene's root's), moved off the origin and scaled.

## Where a hosted game goes in the host's world, and its scale.
const GAME_POSITION := Vector2(120, 60)
const GAME_SCALE := Vector2(0.8, 0.8)

var model: Model
var button: Button
## The host's Control the games go in: the part of its world the view shows (drawn under its Button).
var area: Control
var camera: Camera2D


func _ready() -> void:
	var config := Config.new()
	config.lives = 5
	model = Model.new(config)
	var dice := Random.new(7)
	print("HOST lives=%d roll=%d" % [model.lives_left, dice.roll()])
	camera = Camera2D.new()
	camera.position = Vector2(340, 260)
	add_child(camera)
	camera.make_current()
	area = Control.new()
	area.name = "GameArea"
	area.theme = _light_theme()
	add_child(area)
	_fit_area()
	get_viewport().size_changed.connect(_fit_area)
	button = Button.new()
	button.name = "HostButton"
	button.text = "Host menu"
	button.position = Vector2(30, 450)
	add_child(button)
	button.grab_focus()


## The area is the part of the world the view shows (the view's size may change while the host runs).
func _fit_area() -> void:
	area.size = get_viewport_rect().size
	area.position = camera.position - area.size * 0.5


## Adds a game to the host's area: a Node2D game moved (to GAME_POSITION in the host's world) and scaled, a
## Control game as it comes (it fills the area).
func host(game: Node) -> void:
	_fit_area()
	var placed := game as Node2D
	if placed:
		placed.position = GAME_POSITION - area.position
		placed.scale = GAME_SCALE
	area.add_child(game)
	if game is Control:
		_print_tile_looks.call_deferred(weakref(game))
		game.connect(&"judged", func(_result: Variant, _symbol: Variant) -> void: _print_tile_looks.call_deferred(weakref(game)))


## A host's light UI theme on its area: Buttons a near-white box with dark text (Godot's default Button is a
## 60 %-opaque near-black box with light text).
static func _light_theme() -> Theme:
	var theme := Theme.new()
	var box := StyleBoxFlat.new()
	box.bg_color = Color("#f2f2f2")
	for state: StringName in [&"normal", &"hover", &"pressed", &"focus", &"disabled"]:
		theme.set_stylebox(state, &"Button", box)
	for state: StringName in [&"font_color", &"font_hover_color", &"font_pressed_color", &"font_focus_color"]:
		theme.set_color(state, &"Button", Color("#202020"))
	return theme


## For a game of Buttons (MemoryTiles' tiles, internal children): under the host's light theme and under
## Godot's default one, each distinct look a tile has, as "HOST tile-look <theme> <face> <fill> <ink>": its
## fill as it shows over the game's background (the normal StyleBox's colour, blended by its alpha and the
## tile's modulate; a StyleBox that is no StyleBoxFlat shows the background), and its word's colour.
func _print_tile_looks(game_ref: WeakRef) -> void:
	var game := game_ref.get_ref() as Node
	if game == null or not game.is_inside_tree():
		return
	var background := Color("#0a0e1a")
	var light := area.theme
	for theme_name: String in ["light", "default"]:
		area.theme = light if theme_name == "light" else null
		var seen := {}
		for button in _buttons_in(game):
			var box := button.get_theme_stylebox(&"normal") as StyleBoxFlat
			var fill := background
			if box != null and box.draw_center:
				var tint := box.bg_color * button.modulate
				fill = background.lerp(Color(tint, 1.0), tint.a)
			var ink := button.get_theme_color(&"font_color") * button.modulate
			var face := "down" if str(button.get(&"accessibility_name")) == "face down" else "up"
			var line := "HOST tile-look %s %s %s %s" % [theme_name, face, fill.to_html(false), ink.to_html(false)]
			if not seen.has(line):
				seen[line] = true
				print(line)
	area.theme = light


## Every Button under `node`, internal children too.
static func _buttons_in(node: Node) -> Array[Button]:
	var found: Array[Button] = []
	for child in node.get_children(true):
		if child is Button:
			found.append(child)
		found.append_array(_buttons_in(child))
	return found

