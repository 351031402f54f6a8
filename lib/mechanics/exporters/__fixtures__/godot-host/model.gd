class_name Model
extends RefCounted
## The host game's own rules.

var config: Config
var lives_left: int = 0


func _init(settings: Config) -> void:
	config = settings
	lives_left = settings.lives
