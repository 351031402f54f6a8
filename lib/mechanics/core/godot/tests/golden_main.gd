extends Node
## Replays every golden trace in Godot (lib/mechanics/core/godot-golden.test.ts mounts this):
## res://traced.json lists the ported models' folders; each folder holds its model, its trace
## driver (<snake>_trace.gd: setup, input, step, state) and its scenarios (golden.json). The run is
## recorded the way lib/mechanics/core/golden.ts records the TypeScript one and printed as one
## "TRACE " line of JSON per scenario. Exit code 0 when every scenario ran.


func _ready() -> void:
	var folders: Array = JSON.parse_string(FileAccess.get_file_as_string("res://traced.json"))
	for folder: String in folders:
		var scenarios: Array = _exact(JSON.parse_string(FileAccess.get_file_as_string("res://%s/golden.json" % folder)))
		var driver_script: GDScript = load("res://%s/%s_trace.gd" % [folder, folder])
		if driver_script == null or not driver_script.can_instantiate():
			printerr("GOLDEN: the trace driver of %s does not compile" % folder)
			continue
		for scenario: Dictionary in scenarios:
			var started := Time.get_ticks_msec()
			var records := _record(driver_script.new(), scenario)
			var line := {"folder": folder, "name": scenario["name"], "ms": Time.get_ticks_msec() - started, "records": records}
			print("TRACE " + JSON.stringify(line, "", false, true))
	get_tree().quit(0)


func _record(driver: RefCounted, scenario: Dictionary) -> Array:
	driver.call("setup", scenario["values"], int(scenario["seed"]))
	var inputs_at := {}
	for input: Dictionary in scenario["inputs"]:
		var at := int(input["step"])
		if not inputs_at.has(at):
			inputs_at[at] = []
		inputs_at[at].append(input)
	var steps := int(scenario.get("stepsInGodot", scenario["steps"]))
	var sample_every := int(scenario["sampleEvery"])
	var dt := float(scenario["dt"])
	var records: Array = []
	for step in steps:
		var events: Array = []
		for input: Dictionary in inputs_at.get(step, []):
			events.append_array(driver.call("input", input["action"], input["args"]))
		events.append_array(driver.call("step", dt))
		if not events.is_empty() or step % sample_every == 0 or step == int(scenario["steps"]) - 1:
			records.append({"step": step, "events": events, "state": driver.call("state")})
	return records


## Godot's JSON reader may round a decimal differently from JavaScript, so the test sends every
## fraction as "f64:" and the 16 hex digits of its IEEE 754 bytes (little-endian).
func _exact(value: Variant) -> Variant:
	if value is String and (value as String).begins_with("f64:"):
		return (value as String).substr(4).hex_decode().decode_double(0)
	if value is Array:
		var items: Array = []
		for item: Variant in value:
			items.append(_exact(item))
		return items
	if value is Dictionary:
		var fields := {}
		for key: Variant in value:
			fields[key] = _exact(value[key])
		return fields
	return value
