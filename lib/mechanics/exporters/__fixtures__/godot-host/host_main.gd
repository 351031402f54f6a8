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
