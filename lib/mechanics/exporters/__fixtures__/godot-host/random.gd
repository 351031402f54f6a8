class_name Random
extends RefCounted
## The host game's own dice.

var _rng := RandomNumberGenerator.new()


func _init(seed_value: int) -> void:
	_rng.seed = seed_value


func roll() -> int:
	return _rng.randi_range(1, 6)
