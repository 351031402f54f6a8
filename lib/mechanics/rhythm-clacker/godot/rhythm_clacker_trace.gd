extends RefCounted
## RhythmClacker's golden-trace driver (lib/mechanics/rhythm-clacker/trace.ts in GDScript), for
## lib/mechanics/core/godot/tests/golden_main.gd. Not part of a kit.

const RhythmClackerConfigScript := preload("rhythm_clacker_config.gd")
const RhythmClackerModelScript := preload("rhythm_clacker_model.gd")

var _config: RhythmClackerConfigScript
var _model: RhythmClackerModelScript
var _round: RhythmClackerModelScript.RhythmClackerCalibrationRound


func setup(values: Dictionary, seed_value: int) -> void:
	_config = RhythmClackerConfigScript.new()
	_config.bpm = int(values["bpm"])
	_config.perfect_window = int(values["perfectWindow"])
	_config.good_window = int(values["goodWindow"])
	_config.input_latency = int(values["latency"])
	_config.note_speed = values["noteSpeed"]
	_config.beat_map = int(values["beatMap"])
	_model = RhythmClackerModelScript.new(_config, seed_value)
	_round = RhythmClackerModelScript.RhythmClackerCalibrationRound.new()


func input(action: String, args: Array) -> Array:
	if action == "tap":
		var judgement := _model.tap(float(args[0]) if not args.is_empty() else NAN)
		return [_judged("tap", judgement)] if judgement else [{"type": "ignored"}]
	if action == "bpm":
		_config.bpm = int(args[0])
		_model.update(_config)
		return [{"type": "bpm", "bpm": _model.bpm(), "time": _model.time}]
	assert(action == "calibrate")
	return [{"type": "calibrate", "offsetMs": _round.tap(float(args[0]))}]


func step(dt: float) -> Array:
	var events: Array = []
	for judgement in _model.step(dt):
		events.append(_judged("missed", judgement))
	_round.step(dt)
	return events


func state() -> Dictionary:
	var spark := _model.sparks[0]
	var measured := _round.measured()
	return {
		"time": _model.time,
		"score": _model.score,
		"combo": _model.combo,
		"bestCombo": _model.best_combo,
		"multiplier": _model.multiplier(),
		"perfect": _model.perfects,
		"good": _model.goods,
		"miss": _model.misses,
		"strayTaps": _model.stray_taps,
		"accuracy": _model.accuracy(),
		"over": _model.over,
		"progress": _model.progress(),
		"sparkAngle": spark.angle,
		"sparkSpeed": spark.speed,
		"sparkAge": spark.age if spark.active else null,
		"calTime": _round.time,
		"calClicks": _round.clicks_heard(),
		"calDone": _round.done(),
		"calMeasured": null if is_nan(measured) else measured,
	}


func _judged(type: String, judgement: RhythmClackerModelScript.RhythmClackerJudgement) -> Dictionary:
	return {
		"type": type,
		"grade": judgement.grade,
		"offsetMs": judgement.offset_ms,
		"combo": judgement.combo,
		"score": judgement.score,
		"points": judgement.points,
		"note": judgement.note if judgement.note >= 0 else null,
		"time": judgement.time,
	}
