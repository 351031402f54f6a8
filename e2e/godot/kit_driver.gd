extends Node
## Plays a Godot project booted as the main project (e2e/godot-runtime.ts runGodotProject): an autoload
## from the harness's override.cfg, which adds it beside the project's own settings. Once the project's
## main scene runs, prints one "PROJECT " line of JSON (the main scene setting and the scene that runs,
## the root's stretch settings, the global classes the class cache gave, the input actions project.godot
## declares), then plays each play of /test/plays.json and prints one "KIT " line for it: the score before
## and after, how often score_changed fired, what the game's own signals said, and the input actions
## in the map. A play opens the project's main scene (the first, the very scene the project booted with,
## unless it assigns settings or properties), or with "underMain" a game scene or script of its own
## inside the running main scene, as a host project instances an addon's game.
## By keys: Space (a press and a release per tap) at the times given (ms of game time, which runs at a
## fixed 60 frames a second), then play on until the score changes.
## By touch: prints "TOUCH <kit> <x> <y>" (the point to touch in the window: the game's middle, or the
## first focusable Button's, again whenever it moves) and waits while the test touches it there, until
## the touches have pressed one of the game's actions ("TOUCHED <kit>": the test stops) and the game
## answered with its score or its own signal (a game of Buttons: until it answered).
## By the browser's keyboard ("keyboard"): the same, but prints "PRESS <kit>" and the test presses Space
## on the page as a player does (a game of Buttons: its first tile focused), until "PRESSED <kit>".
## A game made of focusable Buttons (MemoryTiles' tiles) is played by focus + ui_accept instead of Space:
## the Right arrow from the first tile (the report says whether the focus moved to the second), then
## the first tile and each other tile in turn picked by Space on the focused Button, until the score changes.

## At most this many frames (10 s of game time at the fixed 60 fps) of play until the score changes.
const MAX_WAIT_FRAMES := 600
## At most this many frames (5 s of game time) of touches or key presses until the game answers.
const MAX_TOUCH_FRAMES := 300
## One frame at the runtime's --fixed-fps 60.
const FRAME_MS := 1000.0 / 60.0


## The kit's actions the touches (or the browser's key presses) of a play pressed.
var _touch_actions: Array[String] = []
var _touching: bool = false


func _ready() -> void:
	# The main scene enters the tree after the autoloads: wait until it runs.
	await get_tree().process_frame
	_report_project()
	var plays: Array = JSON.parse_string(FileAccess.get_file_as_string("/test/plays.json"))
	var first := true
	for play: Dictionary in plays:
		var game := _open(play, first)
		first = false
		if game == null:
			print("KIT " + JSON.stringify({"kit": play["kit"], "loaded": false}))
			continue
		await _play(play, game)
	# The last game's nodes freed before the exit (a quit on the frame they go leaks what they hold).
	await get_tree().process_frame
	get_tree().quit(0)


func _report_project() -> void:
	var root := get_tree().root
	var classes: Array[String] = []
	for global_class: Dictionary in ProjectSettings.get_global_class_list():
		classes.append(str(global_class["class"]))
	var declared: Array[String] = []
	for property: Dictionary in ProjectSettings.get_property_list():
		var setting := str(property["name"])
		if setting.begins_with("input/") and not setting.begins_with("input/ui_"):
			declared.append(setting.trim_prefix("input/"))
	var scene := get_tree().current_scene
	var project := {
		"mainScene": ProjectSettings.get_setting("application/run/main_scene"),
		"runningScene": scene.scene_file_path if scene else "",
		"stretchMode": root.content_scale_mode,
		"stretchAspect": root.content_scale_aspect,
		"contentSize": [root.content_scale_size.x, root.content_scale_size.y],
		"classes": classes,
		"declaredActions": declared,
	}
	print("PROJECT " + JSON.stringify(project))


## The game a play plays: the running main scene, a new instance of it in its place, or (underMain) a
## scene or script of its own added to the running main scene; null when that does not load.
func _open(play: Dictionary, first: bool) -> Node:
	var tree := get_tree()
	var under_main := str(play.get("underMain", ""))
	var tuned := play.has("settings") or play.has("set")
	if under_main.is_empty() and first and not tuned:
		return tree.current_scene
	var source: Resource = load(under_main if not under_main.is_empty() else str(ProjectSettings.get_setting("application/run/main_scene")))
	if source is Script and not (source as Script).can_instantiate():
		return null
	var game: Node = (source as PackedScene).instantiate() if source is PackedScene else (source as Script).new() if source else null
	if game == null:
		return null
	if play.has("settings"):
		game.set("settings", load(str(play["settings"])))
	for property: String in play.get("set", {}):
		game.set(property, play["set"][property])
	if not under_main.is_empty():
		tree.current_scene.add_child(game)
		return game
	tree.current_scene.free()
	tree.root.add_child(game)
	tree.current_scene = game
	return game


func _input(event: InputEvent) -> void:
	if not _touching:
		return
	for action: StringName in InputMap.get_actions():
		if not String(action).begins_with("ui_") and event.is_action_pressed(action) and not _touch_actions.has(String(action)):
			_touch_actions.append(String(action))


func _play(play: Dictionary, game: Node) -> void:
	var kit := str(play["kit"])
	var started := Time.get_ticks_msec()
	var report := {"kit": kit, "scoreChanged": 0, "signals": [], "scene": game.scene_file_path, "script": game.get_script().resource_path}
	if not game.is_node_ready():
		await game.ready
	report["scoreBefore"] = game.get("score")
	if game.has_method("snap_latency"):
		# Measured latencies below, inside and above the Input Latency range the settings script gives.
		report["snapped"] = [-9999.0, -203.0, 347.0, 352.5, 9999.0].map(func(ms: float) -> int: return game.snap_latency(ms))
	game.connect("score_changed", func(_score: int) -> void: report["scoreChanged"] += 1)
	for own: String in ["judged", "bounced", "landed"]:
		if game.has_signal(own):
			game.connect(own, func(first: Variant, _second: Variant = null, _third: Variant = null) -> void: report["signals"].append(str(first)))
	if play.get("touch", false) or play.get("keyboard", false):
		await _play_by_browser(kit, game, report, "keyboard" if play.get("keyboard", false) else "touch")
		await _finish(game, report, started)
		return
	var tap_times: Array = play["taps"]
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
	await _finish(game, report, started)


func _finish(game: Node, report: Dictionary, started: int) -> void:
	report["paused"] = game.get("paused")
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
	# A game added inside the main scene goes; the main scene stays until the next play replaces it.
	if game != get_tree().current_scene:
		game.queue_free()
	await get_tree().process_frame


## Waits while the test touches the canvas or presses keys (see the top), for at most MAX_TOUCH_FRAMES.
func _play_by_browser(kit: String, game: Node, report: Dictionary, by: String) -> void:
	var touch_signals: Array[String] = []
	for own in game.get_script().get_script_signal_list():
		if own["name"] != "score_changed":
			game.connect(own["name"], func(_first: Variant = null, _second: Variant = null, _third: Variant = null) -> void: touch_signals.append(str(own["name"])))
	await get_tree().process_frame
	var buttons := _focusable_buttons(game)
	if by == "keyboard" and not buttons.is_empty():
		buttons[0].grab_focus()
	_touch_actions.clear()
	_touching = true
	var touch_at := Vector2i(-1, -1)
	var touching := true
	var done := "PRESSED " if by == "keyboard" else "TOUCHED "
	if by == "keyboard":
		print("PRESS " + kit)
	for _frame in MAX_TOUCH_FRAMES:
		var answered: bool = game.get("score") != report["scoreBefore"] or not touch_signals.is_empty()
		if answered and (not _touch_actions.is_empty() or not buttons.is_empty()):
			break
		# Once a touch has pressed the game's action, the game answers in its own time (a wheel
		# coasts to a stop): no more touches, which would start something else. A game of Buttons
		# answers only once a tile is picked after the peek the first pick starts: until then.
		if touching and not _touch_actions.is_empty() and buttons.is_empty():
			touching = false
			print(done + kit)
		# A Button moves when the status line above it grows: the point follows it.
		var point: Vector2 = buttons[0].get_global_rect().get_center() if not buttons.is_empty() else game.get_viewport().get_visible_rect().get_center()
		var on_screen := Vector2i((game.get_viewport().get_screen_transform() * point).round())
		if by == "touch" and on_screen != touch_at:
			touch_at = on_screen
			print("TOUCH %s %d %d" % [kit, touch_at.x, touch_at.y])
		await get_tree().process_frame
	_touching = false
	if touching:
		print(done + kit)
	report[by + "Signals"] = touch_signals
	report[by + "Actions"] = _touch_actions.duplicate()


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
