extends RefCounted
## TimingWheel's golden-trace driver (lib/mechanics/timing-wheel/trace.ts in GDScript), for
## lib/mechanics/core/godot/tests/golden_main.gd. Not part of a kit.

const TimingWheelConfigScript := preload("timing_wheel_config.gd")
const TimingWheelModelScript := preload("timing_wheel_model.gd")

var _model: TimingWheelModelScript


func setup(values: Dictionary, seed_value: int) -> void:
	var config := TimingWheelConfigScript.new()
	config.segments = int(values["segments"])
	config.spin_speed = values["speed"]
	config.target_size = int(values["targetSize"])
	config.charge_time = int(values["chargeTime"])
	config.brake_time = values["brakeTime"]
	config.speed_ramp = values["ramp"]
	_model = TimingWheelModelScript.new(config, seed_value)


func input(action: String, args: Array) -> Array:
	var after: float = float(args[0]) if not args.is_empty() else 0.0
	if action == "press":
		return [{"type": "press", "ok": _model.press(after)}]
	if action == "release":
		return [{"type": "release", "ok": _model.release(after)}]
	assert(action == "cancel")
	_model.cancel_hold()
	return [{"type": "cancel"}]


func step(dt: float) -> Array:
	return _model.step(dt)


func state() -> Dictionary:
	return {
		"phase": _model.phase,
		"angle": _model.angle,
		"speed": _model.speed,
		"cruise": _model.cruise,
		"charge": _model.charge,
		"target": _model.target,
		"score": _model.score,
		"streak": _model.streak,
		"bestStreak": _model.best_streak,
		"hits": _model.hits,
		"misses": _model.misses,
		"livesLeft": _model.lives_left(),
		"resultAge": _model.result_age,
		"brakeProgress": _model.brake_progress(),
	}
