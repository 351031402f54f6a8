extends RefCounted
## PhysicsDropper's golden-trace driver (lib/mechanics/physics-dropper/trace.ts in GDScript), for
## lib/mechanics/core/godot/tests/golden_main.gd. Not part of a kit.

const PhysicsDropperConfigScript := preload("physics_dropper_config.gd")
const PhysicsDropperModelScript := preload("physics_dropper_model.gd")

var _model: PhysicsDropperModelScript


func setup(values: Dictionary, seed_value: int) -> void:
	var config := PhysicsDropperConfigScript.new()
	config.gravity = values["gravity"]
	config.bounciness = values["bounciness"]
	config.simulation_speed = values["speed"]
	config.particle_density = int(values["density"])
	_model = PhysicsDropperModelScript.new(config, seed_value)


func input(action: String, args: Array) -> Array:
	assert(action == "drop")
	var dropped := _model.drop(float(args[0]) if args.size() > 0 else NAN)
	return [] if dropped else [{"type": "board-full"}]


func step(dt: float) -> Array:
	return _model.step(dt)


func state() -> Dictionary:
	var first: PhysicsDropperModelScript.PhysicsDropperBall = _model.balls[0] if not _model.balls.is_empty() else null
	return {
		"score": _model.score,
		"scored": _model.scored,
		"ballsInPlay": _model.balls.size(),
		"time": _model.time,
		"subSteps": _model.sub_step_count(),
		"firstX": first.x if first else null,
		"firstY": first.y if first else null,
		"firstVx": first.vx if first else null,
		"firstVy": first.vy if first else null,
	}
