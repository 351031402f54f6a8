extends RefCounted
## DoubleTapDash's golden-trace driver (lib/mechanics/double-tap-dash/trace.ts in GDScript), for
## lib/mechanics/core/godot/tests/golden_main.gd. Not part of a kit.

const DoubleTapDashConfigScript := preload("double_tap_dash_config.gd")
const DoubleTapDashModelScript := preload("double_tap_dash_model.gd")

var _model: DoubleTapDashModelScript


func setup(values: Dictionary, seed_value: int) -> void:
	var config := DoubleTapDashConfigScript.new()
	config.double_tap_window = int(values["window"])
	config.start_speed = values["startSpeed"]
	config.speed_ramp = values["ramp"]
	config.gate_spacing = int(values["spacing"])
	config.dash_length = values["dash"]
	_model = DoubleTapDashModelScript.new(config, seed_value)


func input(action: String, args: Array) -> Array:
	assert(action == "tap")
	return _model.tap(float(args[0]))


func step(dt: float) -> Array:
	return _model.step(dt)


func state() -> Dictionary:
	var next := _model.next_gate()
	return {
		"score": _model.score,
		"distance": _model.distance,
		"speed": _model.speed(),
		"combo": _model.combo,
		"bestCombo": _model.best_combo,
		"bonus": _model.bonus,
		"over": _model.over,
		"last": _model.last if _model.last != "" else null,
		"dashLeft": _model.dash_left,
		"phaseLeft": _model.phase_left,
		"cooldownLeft": _model.cooldown_left,
		"gates": _model.gates.size(),
		"nextGateId": next.id if next else null,
		"nextGateX": next.x if next else null,
		"nextGateClosing": next.closing if next and next.closing >= 0.0 else null,
	}
