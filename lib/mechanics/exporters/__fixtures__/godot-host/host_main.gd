extends Node2D
## The host game's main scene: it uses its own Config, Model and Random by their global names, and
## prints what they hold, so the test sees the host's classes resolve beside the addons'. It films its
## world with a Camera2D of its own (off the origin), has a Button of its own that holds the keyboard
## focus, and places each Microloop game it hosts (host()) moved off the origin and scaled.

## Where a hosted game goes in the host's world, and its scale.
const GAME_POSITION := Vector2(120, 60)
const GAME_SCALE := Vector2(0.8, 0.8)

var model: Model
var button: Button


func _ready() -> void:
	var config := Config.new()
	config.lives = 5
	model = Model.new(config)
	var dice := Random.new(7)
	print("HOST lives=%d roll=%d" % [model.lives_left, dice.roll()])
	var camera := Camera2D.new()
	camera.position = Vector2(340, 260)
	add_child(camera)
	camera.make_current()
	button = Button.new()
	button.name = "HostButton"
	button.text = "Host menu"
	button.position = Vector2(30, 450)
	add_child(button)
	button.grab_focus()


## Adds a game to the host's world: a Node2D game moved and scaled, a Control game as it comes.
func host(game: Node) -> void:
	var placed := game as Node2D
	if placed:
		placed.position = GAME_POSITION
		placed.scale = GAME_SCALE
	add_child(game)
