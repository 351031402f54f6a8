extends Node
## Plays every mounted Godot kit (lib/mechanics/exporters/godot-kits.test.ts mounts this): for each
## folder in res://kits.json, opens res://kits/<name>/main.tscn, presses Space (a press and a release
## per tap) at the times given (ms of game time, which runs at a fixed 60 frames a second), and prints
## one "KIT " line of JSON: the score before and after, how
## often score_changed fired, what the game's own signals said, and the input actions it added.

const MAX_WAIT_MS := 5000
## Frames of game time the wait always grants, however long they take on a slow machine.
const MIN_WAIT_FRAMES := 120
## One frame at the runtime's --fixed-fps 60.
const FRAME_MS := 1000.0 / 60.0


func _ready() -> void:
	var plan: Dictionary = JSON.parse_string(FileAccess.get_file_as_string("res://kits.json"))
	for kit_name: String in plan:
		await _play(kit_name, plan[kit_name])
	get_tree().quit(0)


func _play(kit: String, tap_times: Array) -> void:
	var scene: PackedScene = load("res://kits/%s/main.tscn" % kit)
	if scene == null:
		printerr("KITS: %s has no main scene that loads" % kit)
		return
	var game: Node = scene.instantiate()
	var report := {"kit": kit, "scoreChanged": 0, "signals": []}
	add_child(game)
	report["scoreBefore"] = game.get("score")
	game.connect("score_changed", func(_score: int) -> void: report["scoreChanged"] += 1)
	for own: String in ["judged", "bounced", "landed"]:
		if game.has_signal(own):
			game.connect(own, func(first: Variant, _second: Variant = null, _third: Variant = null) -> void: report["signals"].append(str(first)))
	# The runtime runs at a fixed 60 frames a second of game time (--fixed-fps): each press comes its
	# gap's worth of frames after the previous one, so the game's clock sees exactly that gap however
	# slow the machine is.
	var previous_at := 0.0
	for at: float in tap_times:
		for _frame in int(ceil((at - previous_at) / FRAME_MS)):
			await get_tree().process_frame
		_space(true)
		await get_tree().process_frame
		previous_at = at + FRAME_MS
		_space(false)
	# Then play on until the score has changed and been signalled, for at least MIN_WAIT_FRAMES (2 s
	# of game time, so a loaded machine still plays them) and otherwise at most MAX_WAIT_MS: a fast
	# machine stops early; the test reads whether it happened.
	var waited_from := Time.get_ticks_msec()
	var waited_frames := 0
	while waited_frames < MIN_WAIT_FRAMES or Time.get_ticks_msec() - waited_from < MAX_WAIT_MS:
		if game.get("score") != report["scoreBefore"] and int(report["scoreChanged"]) > 0:
			break
		await get_tree().process_frame
		waited_frames += 1
	report["paused"] = game.get("paused")
	# The base project's input map has none of the kit's actions: any here, the game added at run time.
	var actions: Array[String] = []
	for action: StringName in InputMap.get_actions():
		if not String(action).begins_with("ui_"):
			actions.append(String(action))
	actions.sort()
	report["actions"] = actions
	report["scoreAfter"] = game.get("score")
	print("KIT " + JSON.stringify(report))
	game.queue_free()
	await get_tree().process_frame


func _space(pressed: bool) -> void:
	var key := InputEventKey.new()
	key.keycode = KEY_SPACE
	key.physical_keycode = KEY_SPACE
	key.pressed = pressed
	Input.parse_input_event(key)
