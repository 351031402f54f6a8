extends Node
## Plays every mounted Godot kit (lib/mechanics/exporters/godot-kits.test.ts mounts this): for each
## folder in res://kits.json, opens res://kits/<name>/main.tscn, presses Space (a press and a release
## per tap) at the times given (ms of game time, which runs at a fixed 60 frames a second), and prints
## one "KIT " line of JSON: the score before and after, how
## often score_changed fired, what the game's own signals said, and the input actions it added.
## A game made of focusable Buttons (MemoryTiles' tiles) is played by focus + ui_accept instead: the
## Right arrow from the first tile (the report says whether the focus moved to the second), then the
## first tile and each other tile in turn picked by Space on the focused Button, until the score changes.

## At most this many frames (10 s of game time at the fixed 60 fps) of play until the score changes.
const MAX_WAIT_FRAMES := 600
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
	var started := Time.get_ticks_msec()
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
	var buttons := _focusable_buttons(game)
	if not buttons.is_empty():
		await _pick_pairs(game, buttons, report)
	var previous_at := 0.0
	for at: float in (tap_times if buttons.is_empty() else []):
		for _frame in int(ceil((at - previous_at) / FRAME_MS)):
			await get_tree().process_frame
		_space(true)
		await get_tree().process_frame
		previous_at = at + FRAME_MS
		_space(false)
	# Then play on until the score has changed and been signalled, for at most MAX_WAIT_FRAMES of game
	# time: however slow the machine, the game gets the same frames; a kit that scores stops early.
	for _frame in MAX_WAIT_FRAMES:
		if game.get("score") != report["scoreBefore"] and int(report["scoreChanged"]) > 0:
			break
		await get_tree().process_frame
	report["paused"] = game.get("paused")
	# The base project's input map has none of the kit's actions: any here, the game added at run time.
	var actions: Array[String] = []
	for action: StringName in InputMap.get_actions():
		if not String(action).begins_with("ui_"):
			actions.append(String(action))
	actions.sort()
	report["actions"] = actions
	report["scoreAfter"] = game.get("score")
	report["frames"] = game.get("clock_ms")
	report["ms"] = Time.get_ticks_msec() - started
	print("KIT " + JSON.stringify(report))
	game.queue_free()
	await get_tree().process_frame


func _space(pressed: bool) -> void:
	_key(KEY_SPACE, pressed)


func _key(keycode: Key, pressed: bool) -> void:
	var key := InputEventKey.new()
	key.keycode = keycode
	key.physical_keycode = keycode
	key.pressed = pressed
	Input.parse_input_event(key)


## The game's visible Buttons that take the keyboard focus, in tree order.
func _focusable_buttons(game: Node) -> Array[Button]:
	var buttons: Array[Button] = []
	for node in game.find_children("*", "Button", true, false):
		var button := node as Button
		if button.focus_mode == Control.FOCUS_ALL and button.is_visible_in_tree():
			buttons.append(button)
	return buttons


## Focus + ui_accept, as a player would: the Right arrow from the first Button; the first Button
## picked (a dealt board starts); the faces read while they all show (remembered), and once they are
## all hidden again two Buttons that showed the same face picked. With no faces shown, the first
## Button and each other one in turn are picked until the score changes. At most MAX_WAIT_FRAMES of
## game time for the peek, so a slow machine gets the same frames.
func _pick_pairs(game: Node, buttons: Array[Button], report: Dictionary) -> void:
	buttons[0].grab_focus()
	await get_tree().process_frame
	_key(KEY_RIGHT, true)
	await get_tree().process_frame
	_key(KEY_RIGHT, false)
	await get_tree().process_frame
	report["focusMoved"] = buttons.size() > 1 and buttons[1].has_focus()
	await _pick(buttons[0])
	var faces: Array[String] = []
	for _frame in MAX_WAIT_FRAMES:
		var shown: Array[String] = []
		for button in buttons:
			shown.append(button.text)
		if faces.is_empty() and not shown.has(""):
			faces = shown
		if not faces.is_empty() and shown.count("") == shown.size():
			break
		await get_tree().process_frame
	for first in buttons.size():
		for second in range(first + 1, buttons.size()):
			if faces.is_empty() or faces[first] == faces[second]:
				await _pick(buttons[first])
				await _pick(buttons[second])
				if game.get("score") != report["scoreBefore"]:
					return


## Focuses a Button and presses Space (ui_accept) on it: down and up in one frame.
func _pick(button: Button) -> void:
	button.grab_focus()
	_space(true)
	_space(false)
	await get_tree().process_frame
