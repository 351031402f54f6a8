extends RefCounted
## BounceChain's golden-trace driver (lib/mechanics/bounce-chain/trace.ts in GDScript), for
## lib/mechanics/core/godot/tests/golden_main.gd. Not part of a kit.

const BounceChainConfigScript := preload("bounce_chain_config.gd")
const BounceChainModelScript := preload("bounce_chain_model.gd")

var _model: BounceChainModelScript


func setup(values: Dictionary, seed_value: int) -> void:
	var config := BounceChainConfigScript.new()
	config.gravity = values["gravity"]
	config.restitution = values["restitution"]
	config.platform_speed = values["platformSpeed"]
	config.platform_width = values["platformWidth"]
	config.multiplier_step = values["multiplierStep"]
	config.steer_acceleration = int(values["steer"])
	_model = BounceChainModelScript.new(config, seed_value)


func input(action: String, args: Array) -> Array:
	if action == "steer":
		_model.steer(int(args[0]))
		return []
	assert(action == "nudge")
	return [{"type": "nudge", "nudged": _model.nudge()}]


func step(dt: float) -> Array:
	return _model.step(dt)


func state() -> Dictionary:
	var top := _model.platforms[0]
	return {
		"score": _model.score,
		"chain": _model.chain,
		"bestChain": _model.best_chain,
		"multiplier": _model.multiplier,
		"over": _model.over,
		"time": _model.time,
		"x": _model.ball.x,
		"y": _model.ball.y,
		"vx": _model.ball.vx,
		"vy": _model.ball.vy,
		"topLeft": top.left,
		"topDir": top.dir,
	}
