extends Node2D
## The host game's main scene: it uses its own Config, Model and Random by their global names, and
## prints what they hold, so the test sees the host's classes resolve beside the addons'.

var model: Model


func _ready() -> void:
	var config := Config.new()
	config.lives = 5
	model = Model.new(config)
	var dice := Random.new(7)
	print("HOST lives=%d roll=%d" % [model.lives_left, dice.roll()])
