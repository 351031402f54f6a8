extends RefCounted
## MemoryTiles' golden-trace driver (lib/mechanics/memory-tiles/trace.ts in GDScript), for
## lib/mechanics/core/godot/tests/golden_main.gd. Not part of a kit.

const MemoryTilesConfigScript := preload("memory_tiles_config.gd")
const MemoryTilesModelScript := preload("memory_tiles_model.gd")
const STAGES: Array[String] = ["dealt", "peek", "play", "cleared"]

var _model: MemoryTilesModelScript
## The play clock in ms: the sum of the steps, as the TypeScript trace adds them.
var _now: float = 0.0


func setup(values: Dictionary, seed_value: int) -> void:
	var config := MemoryTilesConfigScript.new()
	config.board_size = int(values["size"])
	config.peek_time = values["peek"]
	config.peek_reduction = values["peekCut"]
	config.flip_back_delay = int(values["flipBack"])
	_model = MemoryTilesModelScript.new(config, seed_value)


func input(action: String, args: Array) -> Array:
	if action == "begin":
		return [{"type": "begin", "begun": _model.begin(_now), "peekLength": _model.peek_length}]
	if action == "next":
		var dealt: bool = _model.next_board()
		return [{"type": "deal", "dealt": dealt, "round": _model.round_number, "side": _model.side}]
	assert(action == "flip")
	return [_model.flip(int(args[0]), _now)]


func step(dt: float) -> Array:
	_now += dt * 1000.0
	return _model.tick(_now)


func state() -> Dictionary:
	var letters := ""
	for tile in _model.tiles:
		letters += "m" if tile.matched else "u" if tile.face_up else "d"
	return {
		"now": _now,
		"stage": STAGES[_model.stage],
		"score": _model.score,
		"streak": _model.streak,
		"round": _model.round_number,
		"moves": _model.moves,
		"matchedPairs": _model.matched_pairs,
		"tiles": letters,
	}
