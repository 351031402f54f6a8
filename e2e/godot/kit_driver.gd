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
## By scenarios ("scenarios", the game contract's, core/contract.ts): each on a new instance of the game
## (the main scene, or the underMain one added to the running main scene), with the scenario's seed and
## settings; its steps applied at their frames (keys, the mouse and fingers through
## Input.parse_input_event at the game's own view points, focus by the notifications the web build
## sends, the public API), the game stepped by the driver at 1/fps a frame, many frames in one engine
## frame. Prints one "SCENARIO " line a scenario: every signal of the game's script, with its frame
## and arguments, and each probe's value.

## At most this many frames (10 s of game time at the fixed 60 fps) of play until the score changes.
const MAX_WAIT_FRAMES := 600
## At most this many frames (5 s of game time) of touches or key presses until the game answers.
const MAX_TOUCH_FRAMES := 300
## One frame at the runtime's --fixed-fps 60.
const FRAME_MS := 1000.0 / 60.0
## At most this many scenario frames are stepped in one engine frame (the engine's own frames follow
## the display's, 60 a second: a scenario of 600 frames costs a few of them, not 10 s). The driver
## also yields after a new game enters the tree and after steps that rebuild it, for what Godot does
## at the end of a frame (a container's layout, deferred calls).
const FRAMES_PER_YIELD := 600
## Keys by the name KeyboardEvent.key gives them (core/contract.ts); single letters are looked up.
const KEYS := {" ": KEY_SPACE, "Enter": KEY_ENTER, "ArrowLeft": KEY_LEFT, "ArrowRight": KEY_RIGHT, "ArrowUp": KEY_UP, "ArrowDown": KEY_DOWN, "Tab": KEY_TAB, "Escape": KEY_ESCAPE}

## How _fit() hosts a game as a host project would: its Camera2D this far off the view's middle, a Node2D game
## moved to HOSTED_AT and scaled (the godot-host fixture's own placement is (120, 60) at 0.8).
const HOSTED_CAMERA_OFFSET := Vector2(40, 30)
const HOSTED_AT := Vector2(104, 66)
const HOSTED_SCALE := Vector2(0.8, 0.8)
## The contract's host `godot-in-subviewport-scaled`: a SubViewportContainer (stretch on, each SubViewport pixel
## shown as SUBVIEWPORT_SHRINK window pixels) in this part of the view, its game moved and scaled by 0.5.
const SUBVIEWPORT_HOST := "godot-in-subviewport-scaled"
const SUBVIEWPORT_RECT := Rect2(24, 64, 312, 560)
const SUBVIEWPORT_SHRINK := 2
const SUBVIEWPORT_GAME_AT := Vector2(6, 10)
## The side of the host's own Button a `host-press` presses, in view pixels.
const HOST_BUTTON_SIDE := 64.0
## The Godot check `godot-background-behind-game`: the host draws a background behind the game (a ColorRect of
## BACKGROUND_COLOUR, mouse_filter Stop, the game's sibling before it, as large as the game's parent or the view),
## and its `host-press` Button over the game is the game's sibling after it, in the game's canvas (not a CanvasLayer).
const BACKGROUND_HOST := "godot-background-behind-game"
const BACKGROUND_COLOUR := Color("#202020")
## The `fit` probe's safe area: a portrait view's top and bottom insets (a notch, a home bar), in view pixels.
const FIT_SAFE_INSETS := Vector2(60, 30)
## MemoryTiles' largest board size (its setting's range is 2-6; a side of 6 tiles).
const FIT_LARGEST_BOARD := 6
## Parts of a screen a host gives the game (a SubViewportContainer of this size in its UI): the HUD's buttons are
## full size there or scaled down to a third of the height, and the board must keep clear of them.
const FIT_PARTIAL_AREAS: Array[Vector2i] = [Vector2i(320, 240), Vector2i(240, 320), Vector2i(480, 270), Vector2i(200, 150)]
## The `texts` probe's phone: a window of 360 × 780 pixels at 1× (a 9:19.5 screen), and its safe area's
## insets as shares of the window (left, top, right, bottom), from an iPhone 14 Pro's 393 × 852 pt: 59 pt at the
## top and 34 at the bottom upright; 59 at either side and 21 at the bottom on its side.
const TEXT_PORTRAIT := Vector2(360, 780)
const TEXT_SAFE_INSETS := {"portrait": [0.0, 59.0 / 852.0, 0.0, 34.0 / 852.0], "landscape": [59.0 / 852.0, 0.0, 59.0 / 852.0, 21.0 / 393.0]}
## The narrowest phone held upright as well: an iPhone SE's 640 × 1136 pixels at 326 dpi (320 pt wide, 20 pt of status
## bar at the top), where a long status line wraps the most.
const TEXT_NARROW := Vector2(640, 1136)
const TEXT_NARROW_DPI := 326.0
const TEXT_NARROW_INSETS := [0.0, 40.0 / 1136.0, 0.0, 0.0]


## The kit's actions the touches (or the browser's key presses) of a play pressed.
var _touch_actions: Array[String] = []
var _touching: bool = false
## The scenario frame being played, and what the game's signals said in it.
var _at_frame: int = 0
var _events: Array = []
## The game's own point of the last press a scenario made at a view point.
var _last_local: Vector2 = Vector2.ZERO
## The focusable Buttons (by instance id) as they were at the last engine frame the driver waited for.
var _laid_out: Array[int] = []
## The host's own UI over the game (a Button a `host-press` presses, a LineEdit `host-field-focus` focuses), in a
## CanvasLayer of the host's; null between scenarios.
var _host_ui: CanvasLayer = null
var _host_field: LineEdit = null
## The host's background behind the game (BACKGROUND_HOST); null between scenarios.
var _host_background: ColorRect = null
## The presses on the game the shell handed it (its `pressed` with a point: the mouse or a finger), and the pointer
## presses a host's Button got (its gui_input, the click Godot emulates from a touch left out), in a scenario.
var _presses: int = 0
var _host_presses: int = 0
## The pointer events (presses and releases, the click Godot emulates from a touch included) the host's background
## behind the game got in its gui_input, in a scenario: a press on the game is the game's alone.
var _background_events: int = 0


func _init() -> void:
	# The driver plays on while the host pauses the tree (host-pause): it counts the frames and unpauses it.
	process_mode = Node.PROCESS_MODE_ALWAYS


func _ready() -> void:
	# The main scene enters the tree after the autoloads: wait until it runs.
	await get_tree().process_frame
	_report_project()
	var plays: Array = JSON.parse_string(FileAccess.get_file_as_string("/test/plays.json"))
	var first := true
	for play: Dictionary in plays:
		# A player who turns to the game leaves the host's UI: its focused Button lets go of the keys.
		if play.get("releaseFocus", false):
			get_viewport().gui_release_focus()
		if play.has("scenarios"):
			await _play_scenarios(play)
			continue
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
		_host(game)
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
	_real_frames(true)
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
	_real_frames(false)
	if touching:
		print(done + kit)
	report[by + "Signals"] = touch_signals
	report[by + "Actions"] = _touch_actions.duplicate()


## The page's frames at the wall's pace (the test's touches and keys come in wall time) or as fast as the machine
## steps them (e2e/godot-runtime.ts, fastFrames): game time is 1/60 s a frame either way.
func _real_frames(real: bool) -> void:
	if OS.has_feature("web"):
		JavaScriptBridge.eval("window.microloopRealFrames = %s" % ("true" if real else "false"), true)


func _space(pressed: bool) -> void:
	_key(KEY_SPACE, pressed)


func _key(keycode: Key, pressed: bool) -> void:
	var key := InputEventKey.new()
	key.keycode = keycode
	key.physical_keycode = keycode
	key.pressed = pressed
	# A printable key carries its character, as a keyboard's does (a focused text field types it).
	if keycode < 128 and keycode >= KEY_SPACE:
		key.unicode = String.chr(keycode).to_lower().unicode_at(0)
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


# Scenarios ---------------------------------------------------------------------------------------


## Plays each scenario of the play on a new instance of its game and prints what it fired.
func _play_scenarios(play: Dictionary) -> void:
	if play.has("view"):
		# The view the scenarios were recorded on: the root's visible rect, whatever the window's shape.
		var root := get_tree().root
		root.content_scale_size = Vector2i(int(play["view"]["width"]), int(play["view"]["height"]))
		root.content_scale_aspect = Window.CONTENT_SCALE_ASPECT_KEEP
		await get_tree().process_frame
	for scenario: Dictionary in play["scenarios"]:
		var started := Time.get_ticks_msec()
		_events = []
		_presses = 0
		_host_presses = 0
		_background_events = 0
		var game := _scenario_game(play, scenario)
		if game == null:
			print("SCENARIO " + JSON.stringify({"kit": play["kit"], "scenario": scenario["name"], "loaded": false}))
			continue
		await get_tree().process_frame
		var steps := {}
		for step: Dictionary in scenario["script"]:
			var at := int(step["frame"])
			if not steps.has(at):
				steps[at] = []
			steps[at].append(step)
		var delta := 1.0 / float(scenario["fps"])
		for frame in int(scenario["frames"]):
			_at_frame = frame
			var rebuilt := false
			for step: Dictionary in steps.get(frame, []):
				if step["do"] == "press-on" and is_instance_valid(game) and _buttons_of(game) != _laid_out:
					# Tiles built since the last engine frame are laid out at its end: a press aims at them after it.
					await get_tree().process_frame
					_laid_out = _buttons_of(game)
				if step["do"] == "probe" and step["read"] == "fit":
					_events.append({"frame": _at_frame, "signal": "probe", "args": ["fit", await _fit(game)]})
				elif step["do"] == "probe" and step["read"] == "texts":
					_events.append({"frame": _at_frame, "signal": "probe", "args": ["texts", await _texts(game)]})
				else:
					game = _apply(step, game, play, scenario)
					rebuilt = rebuilt or ["update", "restart", "recreate", "start"].has(str(step["do"]))
			if rebuilt:
				await get_tree().process_frame
			# A game the host's paused tree stops gets no frame, as the engine gives it none (SceneTree::_process_group skips a node that cannot process).
			if is_instance_valid(game) and game.can_process():
				game.call("_process", delta)
			if frame % FRAMES_PER_YIELD == FRAMES_PER_YIELD - 1:
				await get_tree().process_frame
		print("SCENARIO " + JSON.stringify({"kit": play["kit"], "scenario": scenario["name"], "events": _events, "ms": Time.get_ticks_msec() - started}))
		get_tree().paused = false
		if is_instance_valid(game):
			_drop(game)
		if _host_ui != null:
			_host_ui.free()
			_host_ui = null
		if _host_background != null:
			_host_background.free()
			_host_background = null
		await get_tree().process_frame


## A new instance of the play's game for a scenario: its seed and settings set before it enters the
## tree, every signal of its script recorded, and its frames left to the driver (its _process off).
func _scenario_game(play: Dictionary, scenario: Dictionary) -> Node:
	var tree := get_tree()
	var under_main := str(play.get("underMain", ""))
	var source: Resource = load(under_main if not under_main.is_empty() else str(ProjectSettings.get_setting("application/run/main_scene")))
	if source == null or (source is Script and not (source as Script).can_instantiate()):
		return null
	var game: Node = (source as PackedScene).instantiate() if source is PackedScene else (source as Script).new()
	game.set("run_seed", int(scenario["seed"]))
	var tuned: Resource = (game.get("settings") as Resource).duplicate()
	for property: String in scenario.get("settings", {}):
		tuned.set(property, scenario["settings"][property])
	game.set("settings", tuned)
	for own: Dictionary in game.get_script().get_script_signal_list():
		var name := str(own["name"])
		var count: int = own["args"].size()
		game.connect(name, func(first: Variant = null, second: Variant = null, third: Variant = null) -> void: _events.append({"frame": _at_frame, "signal": name, "args": [first, second, third].slice(0, count)}))
	var shell: Object = game.get("_shell")
	if shell != null:
		shell.connect("pressed", func(_action: StringName, at: Variant) -> void: _presses += 1 if at != null else 0)
	if str(scenario["name"]) == SUBVIEWPORT_HOST:
		_host_in_subviewport(game)
	elif under_main.is_empty():
		tree.current_scene.free()
		tree.root.add_child(game)
		tree.current_scene = game
	else:
		_host(game)
		_fit_host_area(game, play)
	if str(scenario["name"]) == BACKGROUND_HOST:
		_add_background(game)
	game.set_process(false)
	return game


## The host's background behind the game (BACKGROUND_HOST): a ColorRect, its mouse_filter Stop as a ColorRect's is
## by default, put just before the game among its parent's children, filling the parent (a Control) or the view.
func _add_background(game: Node) -> void:
	_host_background = ColorRect.new()
	_host_background.name = "HostBackground"
	_host_background.color = BACKGROUND_COLOUR
	var parent := game.get_parent()
	parent.add_child(_host_background)
	parent.move_child(_host_background, game.get_index())
	_host_background.gui_input.connect(func(event: InputEvent) -> void:
		if event is InputEventMouseButton or event is InputEventScreenTouch:
			_background_events += 1)
	if parent is Control:
		_host_background.set_anchors_and_offsets_preset(Control.PRESET_FULL_RECT)
	else:
		var view := (game as CanvasItem).get_viewport_rect()
		_host_background.position = view.position
		_host_background.size = view.size


## The host of `godot-in-subviewport-scaled`, built for real inside the running main scene: a stretched
## SubViewportContainer in part of the view shows a SubViewport whose game is moved and scaled by 0.5.
func _host_in_subviewport(game: Node) -> void:
	var container := SubViewportContainer.new()
	container.stretch = true
	container.stretch_shrink = SUBVIEWPORT_SHRINK
	container.position = SUBVIEWPORT_RECT.position
	container.size = SUBVIEWPORT_RECT.size
	var view := SubViewport.new()
	container.add_child(view)
	get_tree().current_scene.add_child(container)
	var placed := game as CanvasItem
	placed.set("position", SUBVIEWPORT_GAME_AT)
	placed.set("scale", Vector2(0.5, 0.5))
	view.add_child(game)


## Frees a scenario's game; the main project gets an empty scene in its place until the next one.
func _drop(game: Node) -> void:
	var tree := get_tree()
	if game == tree.current_scene:
		var empty := Node.new()
		tree.root.add_child(empty)
		tree.current_scene = empty
	var container := game.get_parent().get_parent() as SubViewportContainer
	if container:
		container.free()
	else:
		game.free()


## Applies one step of a scenario; returns the game played from now on (a new one after "recreate").
func _apply(step: Dictionary, game: Node, play: Dictionary, scenario: Dictionary) -> Node:
	var what := str(step["do"])
	var alive := is_instance_valid(game)
	match what:
		"key-down", "key-up":
			var name := str(step["key"])
			_key(KEYS.get(name, OS.find_keycode_from_string(name.to_upper())), what == "key-down")
			# Dispatched at once, as the web build does with each key event (flush_buffered_events).
			Input.flush_buffered_events()
		"mouse-down", "mouse-up":
			if alive:
				_pointer(_view_point(game, step["at"]), -1, what == "mouse-down")
		"touch-down", "touch-up":
			if alive:
				_pointer(_view_point(game, step["at"]), int(step["finger"]), what == "touch-down")
		"press-on":
			if alive:
				var at := _target_point(game, str(step["target"]))
				var finger := -1 if str(step["pointer"]) == "mouse" else 0
				_pointer(at, finger, true)
				_pointer(at, finger, false)
		"focus-out":
			# What the web build does on a blur: held input let go without events (display_server_web.cpp
			# _window_blur_callback: Input.release_pressed_events, not bound to scripts, which releases
			# every pressed action as here), then the window's notification and its signal (window.cpp
			# _event_callback, WINDOW_EVENT_FOCUS_OUT).
			for action: StringName in InputMap.get_actions():
				if Input.is_action_pressed(action):
					Input.action_release(action)
			get_tree().root.propagate_notification(NOTIFICATION_WM_WINDOW_FOCUS_OUT)
			get_tree().root.focus_exited.emit()
		"focus-in":
			get_tree().root.propagate_notification(NOTIFICATION_WM_WINDOW_FOCUS_IN)
			get_tree().root.focus_entered.emit()
		"host-pause", "host-resume":
			# The host's own pause: the tree paused, the game's process_mode left to inherit.
			get_tree().paused = what == "host-pause"
		"host-press":
			# A Button of the host's over the game where the player presses: it takes the press (and the click
			# Godot emulates from a touch), so the game gets nothing.
			if alive:
				var at := _view_point(game, step["at"])
				var button := Button.new()
				button.text = "Shop"
				button.size = Vector2.ONE * HOST_BUTTON_SIDE
				button.gui_input.connect(_count_host_press)
				if str(scenario["name"]) == BACKGROUND_HOST:
					# Drawn over the game in its own canvas: the game's next sibling.
					game.get_parent().add_child(button)
					game.get_parent().move_child(button, game.get_index() + 1)
					button.global_position = (game as CanvasItem).get_global_transform() * _last_local - button.size * 0.5
				else:
					button.position = (game as CanvasItem).get_global_transform_with_canvas() * _last_local - button.size * 0.5
					_host_layer().add_child(button)
				var finger := -1 if str(step["pointer"]) == "mouse" else 0
				_pointer(at, finger, true)
				_pointer(at, finger, false)
				button.free()
		"host-field-focus":
			# The host's text field has the keys: what is typed goes into it.
			_host_field = LineEdit.new()
			_host_field.size = Vector2(160, 40)
			_host_layer().add_child(_host_field)
			_host_field.grab_focus()
			if _host_field.has_method("edit"):
				_host_field.call("edit")
		"host-field-blur":
			if _host_field != null:
				_host_field.release_focus()
				_host_field.free()
				_host_field = null
		"start":
			# A Godot game starts as it enters the tree and plays on when `paused` is cleared (the API's
			# start after a pause); one that waits for a first press (MemoryTiles' dealt board) has start().
			if alive and game.get("paused"):
				game.set("paused", false)
			if alive and game.has_method("start"):
				game.call("start")
		"pause":
			if alive:
				game.set("paused", true)
		"restart", "calibrate":
			if alive and game.has_method(what):
				game.call(what)
		"update":
			if alive:
				_update(game, step["settings"])
		"destroy", "disable", "unload":
			# Godot has one way for a game to go: it leaves the tree (_exit_tree) and is freed.
			if alive:
				_drop(game)
		"recreate":
			if alive:
				_drop(game)
			return _scenario_game(play, scenario)
		"probe":
			_events.append({"frame": _at_frame, "signal": "probe", "args": [str(step["read"]), _probe(game, str(step["read"])) if alive else null]})
	return game


## A pointer press a host's Button got (the click Godot emulates from a touch, device -1, left out: a touch counts once).
func _count_host_press(event: InputEvent) -> void:
	if (event is InputEventMouseButton or event is InputEventScreenTouch) and event.is_pressed() and event.device != -1:
		_host_presses += 1


## The host's CanvasLayer for its own UI over the game.
func _host_layer() -> CanvasLayer:
	if _host_ui == null:
		_host_ui = CanvasLayer.new()
		get_tree().root.add_child(_host_ui)
	return _host_ui


## `update` with some of the settings (by the settings script's property names): the game's own
## update(changes) when it has one, else each set on its settings and the model updated.
func _update(game: Node, by_property: Dictionary) -> void:
	if game.has_method("update"):
		# Any subset: the game's update() snaps and clamps each (<Name>Config.merged), and never writes the node's .tres.
		game.call("update", by_property)
		return
	var tuned: Resource = game.get("settings")
	for property: String in by_property:
		tuned.set(property, by_property[property])
	var model: Object = game.get("model")
	if model != null and model.has_method("update"):
		model.call("update", tuned)


## A state a scenario reads (contract probes): "steer", "paused", "text" (what is shown over the play),
## "tiles" (picking targets), "balls" (PhysicsDropper's balls in play), "drop" (the last ball's x and where the board says the last press was), "presses"
## and "host-presses" (the pointer presses the game was handed and a host's Button got, in this scenario).
func _probe(game: Node, read: String) -> Variant:
	var model: Object = game.get("model")
	var shell: Object = game.get("_shell")
	match read:
		"steer":
			return model.get("steering")
		"balls":
			return model.get("balls").size()
		"paused":
			# The game shows "Paused" (not the countdown).
			return shell.call("shown_text") == "Paused" if shell != null else game.get("paused")
		"text":
			return shell.call("shown_text") if shell != null else ""
		"latency":
			# The latency the game plays with (a calibration is kept in the model and user://, never in the .tres).
			return model.call("current_settings").get("input_latency") if model.has_method("current_settings") else game.get("settings").get("input_latency")
		"judged":
			return model.get("notes").filter(func(note: Object) -> bool: return str(note.get("grade")) != "").size()
		"tiles":
			return _focusable_buttons(game).size()
		"tiles-in-view":
			# How many of the game's tiles are drawn whole inside the view (through a host's Camera2D).
			var view := game.get_viewport().get_visible_rect().grow(0.5)
			var canvas := game.get_viewport().get_canvas_transform()
			return _focusable_buttons(game).filter(func(tile: Button) -> bool: return view.encloses(canvas * tile.get_global_rect())).size()
		"tiles-centred":
			# Whether the tiles, as a whole, sit in the middle of a room the HUD's buttons leave in the view (the
			# shell's board_rooms(): under them or beside them, through a host's Camera2D): the margins on either
			# side within 2 px (issue 38).
			var canvas := game.get_viewport().get_canvas_transform()
			var tiles := Rect2()
			for tile in _focusable_buttons(game):
				var shown := canvas * tile.get_global_rect()
				tiles = shown if not tiles.has_area() else tiles.merge(shown)
			for room: Rect2 in game.get("_shell").call("board_rooms"):
				var view: Rect2 = canvas * (game as CanvasItem).get_global_transform() * room
				var low := tiles.position - view.position
				var high := view.end - tiles.end
				# Or, in a room too short for the status line's room below the board too, lower in it, inside it.
				var lower := low.y >= high.y - 2.0 and high.y >= -1.0
				if tiles.has_area() and absf(low.x - high.x) <= 2.0 and (absf(low.y - high.y) <= 2.0 or lower):
					return true
			print("TILES-CENTRED tiles %s rooms %s" % [tiles, game.get("_shell").call("board_rooms")])
			return false
		"score":
			return game.get("score")
		"presses":
			return _presses
		"host-presses":
			return _host_presses
		"background-events":
			return _background_events
		"focus":
			var owner := game.get_viewport().gui_get_focus_owner()
			return "" if owner == null else "game" if game.is_ancestor_of(owner) else "host"
		"drop":
			# How far (board units, to 0.01) the last ball lies from where the last press was on the board.
			var balls: Array = model.get("balls")
			return snappedf(absf(float(balls.back().x) - _board_x(game, _last_local)), 0.01) if not balls.is_empty() else null
	return null


## The board's x under a point of the game's own coordinates: through its board_rect(), or (a game
## from before the board was centred) from its origin at its _unit() pixels a unit.
func _board_x(game: Node, local: Vector2) -> float:
	if game.has_method("board_rect"):
		var board: Rect2 = game.call("board_rect")
		var width := float(game.get("model").get_script().get_script_constant_map()["BOARD_WIDTH"])
		return (local.x - board.position.x) / (board.size.x / width)
	return local.x / float(game.call("_unit"))


## A point of the game's own area (fractions from its top left) in window pixels: through the node's
## transform, a host's Camera2D (the canvas transform) and the window's stretch.
func _view_point(game: Node, at: Dictionary) -> Vector2:
	var item := game as CanvasItem
	var area: Rect2 = game.get("_shell").call("area") if game.get("_shell") != null else Rect2(Vector2.ZERO, item.get_viewport_rect().size)
	var local := area.position + Vector2(float(at["x"]) * area.size.x, float(at["y"]) * area.size.y)
	_last_local = local
	return item.get_viewport().get_screen_transform() * (item.get_global_transform_with_canvas() * local)


## The window point of a named thing the game draws: "tile:N", the N-th focusable Button's middle;
## "hud:Label", the middle of the HUD button of that label.
func _target_point(game: Node, target: String) -> Vector2:
	var item := game as CanvasItem
	var shell: Object = game.get("_shell")
	if target.begins_with("hud:"):
		if shell == null:
			return Vector2(-1, -1)
		var labels: Array = shell.get("_buttons").keys()
		var rects: Array[Rect2] = shell.call("button_rects")
		var at := labels.find(target.get_slice(":", 1))
		return item.get_viewport().get_screen_transform() * (item.get_global_transform_with_canvas() * rects[at].get_center()) if at >= 0 else Vector2(-1, -1)
	var buttons := _focusable_buttons(game)
	var index := int(target.get_slice(":", 1))
	if index >= buttons.size():
		return Vector2(-1, -1)
	var button := buttons[index]
	return button.get_viewport().get_screen_transform() * (button.get_global_transform_with_canvas() * (button.size * 0.5))


## A press or release of the mouse's left button (finger -1) or of a finger at a window point,
## dispatched at once, as the web build does with each pointer event (flush_buffered_events).
func _pointer(at: Vector2, finger: int, pressed: bool) -> void:
	if finger < 0:
		var click := InputEventMouseButton.new()
		click.button_index = MOUSE_BUTTON_LEFT
		click.pressed = pressed
		click.button_mask = MOUSE_BUTTON_MASK_LEFT if pressed else 0
		click.position = at
		click.global_position = at
		Input.parse_input_event(click)
	else:
		var touch := InputEventScreenTouch.new()
		touch.index = finger
		touch.pressed = pressed
		touch.position = at
		Input.parse_input_event(touch)
	Input.flush_buffered_events()



## Where the game draws its board in views of other shapes (landscape 16:9, portrait 9:19.5, square):
## a new instance of its script in a SubViewport of each size, drawn, and the bounds of the pixels of
## its board's colour (its SURFACE) read back, or for a Control game (MemoryTiles) the bounds of its
## tiles (its focusable Buttons' rects), as [view width, height, left, top, width, height]
## (-1s when none is drawn). Then once as a host places it (rule 8): in a 640x360 view filmed by a
## Camera2D off the origin, a Node2D game moved to HOSTED_AT and scaled by HOSTED_SCALE, its bounds
## given within the area that makes on screen (its own 640x360 scaled: 512x288); a Control game, which
## takes the part of the world the view shows, within the view. Last, a portrait view shown in the window
## (through a SubViewportContainer) with a safe area that leaves out FIT_SAFE_INSETS at its top and bottom:
## the bounds within that safe area.
func _fit(game: Node) -> Array:
	var source := game.get_script() as Script
	# The board's colour: the game's SURFACE, or the site's surface its shell draws with.
	var shell_script: Script = game.get("_shell").get_script()
	var surface: Color = source.get_script_constant_map().get("SURFACE", shell_script.get_script_constant_map()["SURFACE"])
	var found := []
	# The runtime draws nothing of its own (--disable-render-loop, e2e/godot-runtime.ts): here every frame is drawn,
	# as a player's is, so the views read below hold what their frames laid out. One forced draw read a view half
	# updated (a portrait board 360x468) once in a gate run.
	var drawing := RenderingServer.render_loop_enabled
	RenderingServer.render_loop_enabled = true
	# Every view at the game's own settings, then a game with a board size (MemoryTiles) at its largest board too.
	var places: Array = [[Vector2i(640, 360), false], [Vector2i(360, 780), false], [Vector2i(480, 480), false], [Vector2i(640, 360), true], [Vector2i(360, 780), false, FIT_SAFE_INSETS]] + FIT_PARTIAL_AREAS.map(func(size: Vector2i) -> Array: return [size, false])
	var sized: Node = source.new()
	var tuned: Variant = sized.get("settings")
	if tuned is Object and "board_size" in tuned:
		places += places.map(func(place: Array) -> Array: return place + [{"board_size": FIT_LARGEST_BOARD}])
	sized.free()
	# Every place at once (a frame each way for all of them, not for each in turn: 27 frames were 3), each view its
	# own canvas, so what one game draws is read from its view alone.
	var placed := []
	for place: Array in places:
		var size: Vector2i = place[0]
		var view := SubViewport.new()
		view.size = size
		view.render_target_update_mode = SubViewport.UPDATE_ALWAYS
		var copy: Node = source.new()
		copy.set("run_seed", 1)
		copy.get("_shell").set("recording", true)
		# The area the board is read within, on screen: the view, or the hosted game's own area as placed.
		var area := Rect2(Vector2.ZERO, Vector2(size))
		if place.size() > 2 and place[2] is Vector2:
			# Shown in the window 1:1 at the root's origin, with the screen's safe area that much smaller.
			var shown := SubViewportContainer.new()
			shown.add_child(view)
			add_child(shown)
			var insets: Vector2 = place[2]
			area = Rect2(0.0, insets.x, size.x, size.y - insets.x - insets.y)
			# A native phone's screen (its safe area kept clear of, as on Android and iOS; its dpi the screen's).
			copy.get("_shell").set("has_safe_area", true)
			copy.get("_shell").set("reference_dpi", 160.0)
			copy.get("_shell").set("screen_safe_area", get_tree().root.get_final_transform() * area)
		else:
			add_child(view)
		if place[1]:
			var world := Node2D.new()
			view.add_child(world)
			var camera := Camera2D.new()
			camera.position = Vector2(size) * 0.5 + HOSTED_CAMERA_OFFSET
			world.add_child(camera)
			camera.make_current()
			if copy is Node2D:
				(copy as Node2D).position = HOSTED_AT
				(copy as Node2D).scale = HOSTED_SCALE
			world.add_child(copy)
		else:
			view.add_child(copy)
		placed.append({"place": place, "view": view, "copy": copy, "area": area, "size": size})
	await get_tree().process_frame
	for at: Dictionary in placed:
		var place: Array = at["place"]
		var copy: Node = at["copy"]
		if place.back() is Dictionary:
			copy.call("update", place.back())
		# A 4-digit score (issue 45), so that the status lines are as wide as a long run makes them: the game's and
		# its model's (the game takes the model's each frame), then the texts of the frames with it alone.
		copy.set("score", 9999)
		var rules: Variant = copy.get("model")
		# DoubleTapDash's score is read-only, the metres run plus the phase bonuses: it runs 9999 m.
		if rules is Object and "distance" in rules:
			(rules as Object).set("distance", 9999.0)
		elif rules is Object and "score" in rules:
			(rules as Object).set("score", 9999)
		if copy.has_method("_sync"):
			copy.call("_sync")
		copy.get("_shell").get("texts").clear()
	await get_tree().process_frame
	await get_tree().process_frame
	for at: Dictionary in placed:
		var place: Array = at["place"]
		var view: SubViewport = at["view"]
		var copy: Node = at["copy"]
		var area: Rect2 = at["area"]
		var size: Vector2i = at["size"]
		var bounds := Rect2i()
		if copy is Control:
			var tiles := Rect2()
			var canvas := view.get_canvas_transform()
			for button in _focusable_buttons(copy):
				var shown := canvas * button.get_global_rect()
				tiles = shown if not tiles.has_area() else tiles.merge(shown)
			bounds = Rect2i(Vector2i(tiles.position.round()), Vector2i(tiles.size.round()))
		else:
			bounds = _bounds_of(view.get_texture().get_image(), surface)
		var origin := Vector2i(area.position.round())
		var entry := [roundi(area.size.x), roundi(area.size.y), bounds.position.x - origin.x, bounds.position.y - origin.y, bounds.size.x, bounds.size.y] if bounds.has_area() else [roundi(area.size.x), roundi(area.size.y), -1, -1, -1, -1]
		# The HUD's buttons as shown, within the same area ([left, top, width, height] each), and its scale.
		var shell: Object = copy.get("_shell")
		var to_view := (copy as CanvasItem).get_global_transform_with_canvas()
		var buttons := []
		for rect: Rect2 in shell.call("button_rects"):
			var shown := to_view * rect
			buttons.append([snappedf(shown.position.x - area.position.x, 0.01), snappedf(shown.position.y - area.position.y, 0.01), snappedf(shown.size.x, 0.01), snappedf(shown.size.y, 0.01)])
		entry.append(buttons)
		# The HUD's scale on screen: text units per view pixel (its gaps are BUTTON_GAP of them).
		entry.append(snappedf(float(shell.get("hud_scale")) * absf(to_view.get_scale().y), 0.0001))
		# A one-word string (a number, a button's label) drawn on more than one line, or past the game's area, in the
		# game's own coordinates (only where the game is the view's, at its origin, unscaled).
		var broken := []
		if not place[1]:
			for text: Dictionary in shell.get("texts"):
				var drawn: Rect2 = text["rect"]
				var one_line := ThemeDB.fallback_font.get_height(int(text["size"]))
				var split := not String(text["text"]).contains(" ") and drawn.size.y > one_line * 1.5
				if split or not Rect2(Vector2.ZERO, Vector2(size)).grow(0.5).encloses(drawn):
					broken.append("%s at %s" % [text["text"], drawn])
		entry.append(broken)
		# The HUD's status lines as the shell keeps room for them (status_room()'s width, each line's height), then
		# every text of the HUD's status and the game's Labels (MemoryTiles' status line) as drawn, [text, left,
		# top, width, height] each, in the same area: the board must lie clear of them.
		var lines: Rect2 = shell.call("status_rect")
		var shown_lines := to_view * lines
		entry.append([snappedf(shown_lines.position.x - area.position.x, 0.01), snappedf(shown_lines.position.y - area.position.y, 0.01), snappedf(shown_lines.size.x, 0.01), snappedf(shown_lines.size.y, 0.01)] if lines.has_area() else [])
		var hud_texts := []
		var status_lines: PackedStringArray = shell.get("status")
		for text: Dictionary in shell.get("texts"):
			if status_lines.has(String(text["text"])) and String(text["text"]) != "":
				var shown := to_view * (text["rect"] as Rect2)
				hud_texts.append([text["text"], snappedf(shown.position.x - area.position.x, 0.01), snappedf(shown.position.y - area.position.y, 0.01), snappedf(shown.size.x, 0.01), snappedf(shown.size.y, 0.01)])
		for node: Node in copy.find_children("*", "Label", true, false):
			var label := node as Label
			if label.is_visible_in_tree() and label.text != "":
				var shown := view.get_canvas_transform() * label.get_global_rect() if copy is Control else to_view * (copy as CanvasItem).get_global_transform().affine_inverse() * label.get_global_rect()
				hud_texts.append([label.text, snappedf(shown.position.x - area.position.x, 0.01), snappedf(shown.position.y - area.position.y, 0.01), snappedf(shown.size.x, 0.01), snappedf(shown.size.y, 0.01)])
		entry.append(hud_texts)
		found.append(entry)
		(view.get_parent() if view.get_parent() is SubViewportContainer else view).free()
	RenderingServer.render_loop_enabled = drawing
	return found


## Every string the player reads during play (the HUD's lines and buttons, the Paused veil, a board's own words:
## PhysicsDropper's bin scores, MemoryTiles' tiles and status line), checked at 1×, 2× and 3× density in a
## portrait and a landscape phone's window, and on the narrowest phone held upright (TEXT_NARROW), under the kit's own stretch (project.godot's viewport size,
## canvas_items, expand), with a phone's safe area (TEXT_SAFE_INSETS): for each window, how many strings were
## read, those under 0.1 in on the screen and those not inside the safe area. Each game is drawn, not rendered
## (its SubViewport never updates): playing, then paused.
func _texts(game: Node) -> Dictionary:
	var source := game.get_script() as Script
	var base := Vector2(float(ProjectSettings.get_setting("display/window/size/viewport_width")), float(ProjectSettings.get_setting("display/window/size/viewport_height")))
	var root := get_tree().root.get_final_transform()
	var placed := []
	var phones := []
	for density: int in [1, 2, 3]:
		for window: Vector2 in [TEXT_PORTRAIT * density, Vector2(TEXT_PORTRAIT.y, TEXT_PORTRAIT.x) * density]:
			var upright := window.y > window.x
			phones.append(["%dx %s" % [density, "portrait" if upright else "landscape"], window, 160.0 * density, TEXT_SAFE_INSETS["portrait" if upright else "landscape"]])
	phones.append(["narrow portrait", TEXT_NARROW, TEXT_NARROW_DPI, TEXT_NARROW_INSETS])
	for phone: Array in phones:
		var window: Vector2 = phone[1]
		var dpi: float = phone[2]
		var insets: Array = phone[3]
		var safe := Rect2(window * Vector2(insets[0], insets[1]), window * (Vector2.ONE - Vector2(insets[0] + insets[2], insets[1] + insets[3])))
		var stretch := minf(window.x / base.x, window.y / base.y)
		var container := SubViewportContainer.new()
		container.stretch = true
		container.size = window / stretch
		# The container scaled so that one game pixel is `stretch` window pixels, as the kit's stretch makes it.
		container.scale = Vector2.ONE * stretch / root.get_scale().x
		# Nothing is rendered (the view never updates; the container, shown so that the game plays, draws it
		# see-through): the strings are read from the draw calls. A hidden container would stop the game (review X2).
		container.modulate = Color.TRANSPARENT
		var view := SubViewport.new()
		container.add_child(view)
		add_child(container)
		# After the container entered the tree: a shown container sets its SubViewports to update always.
		view.render_target_update_mode = SubViewport.UPDATE_DISABLED
		var copy: Node = source.new()
		copy.set("run_seed", 1)
		var shell: Object = copy.get("_shell")
		var origin := root * Vector2.ZERO
		# A native phone's screen: its dpi the screen's (not the web's CSS dpi), its safe area kept clear of.
		shell.set("screen_dpi", dpi)
		shell.set("reference_dpi", 160.0)
		shell.set("has_safe_area", true)
		shell.set("screen_safe_area", Rect2(origin + safe.position, safe.size))
		shell.set("recording", true)
		view.add_child(copy)
		placed.append({"name": phone[0], "game": copy, "container": container, "dpi": dpi, "safe": Rect2(origin + safe.position, safe.size), "read": {}})
	# A frame playing (ready, a frame's step, laid out and drawn), then one paused (the veil over it).
	for pause: bool in [false, true]:
		for entry: Dictionary in placed:
			var copy: Node = entry["game"]
			copy.set("paused", pause)
			copy.get("_shell").get("texts").clear()
		await get_tree().process_frame
		for entry: Dictionary in placed:
			_read_texts(entry)
	var found := {}
	for entry: Dictionary in placed:
		var read: Dictionary = entry["read"]
		var small: Array = read.values().filter(func(text: Dictionary) -> bool: return float(text["inches"]) < 0.1 - 1e-6)
		var outside: Array = read.values().filter(func(text: Dictionary) -> bool: return not text["inside"])
		# The HUD's buttons, as tall on the screen as a finger is wide: 48 dp.
		var shell: Object = (entry["game"] as Node).get("_shell")
		var button_dp: float = (shell.call("button_rects")[0] as Rect2).size.y * absf((shell.call("window_transform") as Transform2D).get_scale().y) / float(entry["dpi"]) * 160.0
		found[entry["name"]] = {"strings": read.size(), "buttonDp": snappedf(button_dp, 0.01), "small": small.map(func(text: Dictionary) -> String: return "%s %.3f in" % [text["text"], text["inches"]]), "outside": outside.map(func(text: Dictionary) -> String: return str(text["text"]))}
		(entry["container"] as Node).free()
	return found


## Reads what one placed game draws now into entry["read"] (by text): the shell's recorded strings, and the
## game's Labels and Buttons (a tile's word is its Button's text, at the Button's font size, clipped to it).
func _read_texts(entry: Dictionary) -> void:
	var copy: CanvasItem = entry["game"]
	var shell: Object = copy.get("_shell")
	var to_window: Transform2D = shell.call("window_transform")
	var to_canvas := copy.get_global_transform_with_canvas().affine_inverse()
	var scale := absf(to_window.get_scale().y)
	var safe: Rect2 = entry["safe"]
	var found: Dictionary = entry["read"]
	for text: Dictionary in shell.get("texts"):
		var shown: Rect2 = to_window * (text["rect"] as Rect2)
		found[text["text"]] = {"text": text["text"], "inches": float(text["size"]) * scale / float(entry["dpi"]), "inside": safe.grow(0.5).encloses(shown)}
	for node: Node in copy.find_children("*", "", true, false):
		var control := node as Control
		if control == null or not (control is Label or control is Button) or not control.is_visible_in_tree():
			continue
		var shown: Rect2 = to_window * to_canvas * control.get_global_transform_with_canvas() * Rect2(Vector2.ZERO, control.size)
		var name := "%s %s" % [control.get_class(), control.get_index()] if control is Button else (control as Label).text
		found[name] = {"text": name, "inches": float(control.get_theme_font_size(&"font_size")) * scale / float(entry["dpi"]), "inside": safe.grow(0.5).encloses(shown)}


## The bounds of an image's pixels of one colour: each side scanned in from the image's edge, stopping at the
## first row or column that holds one (only the margins are read, not the whole image).
func _bounds_of(image: Image, colour: Color) -> Rect2i:
	var size := image.get_size()
	var top := -1
	for y in size.y:
		for x in size.x:
			if _is_colour(image.get_pixel(x, y), colour):
				top = y
				break
		if top >= 0:
			break
	if top < 0:
		return Rect2i()
	var bottom := top
	for y in range(size.y - 1, top, -1):
		for x in size.x:
			if _is_colour(image.get_pixel(x, y), colour):
				bottom = y
				break
		if bottom > top:
			break
	var left := -1
	for x in size.x:
		for y in range(top, bottom + 1):
			if _is_colour(image.get_pixel(x, y), colour):
				left = x
				break
		if left >= 0:
			break
	var right := left
	for x in range(size.x - 1, left, -1):
		for y in range(top, bottom + 1):
			if _is_colour(image.get_pixel(x, y), colour):
				right = x
				break
		if right > left:
			break
	return Rect2i(left, top, right - left + 1, bottom - top + 1)


func _is_colour(pixel: Color, colour: Color) -> bool:
	return absf(pixel.r - colour.r) < 0.01 and absf(pixel.g - colour.g) < 0.01 and absf(pixel.b - colour.b) < 0.01


## Adds a game inside the running main scene, as the host places it (its host() when it has one).
## A scenario recorded on a view, replayed in the host's Control that a moved Node2D game lays out in: the game at
## its full size in a Control of the recorded view's, so its area, in its own units and on the screen (where the
## HUD's size is set), is the view the TypeScript game was recorded on, wherever in the host's world it sits. (A
## scaled game in a Control of another size lays out for that: lib/mechanics/exporters/godot-host-places.test.ts.)
func _fit_host_area(game: Node, play: Dictionary) -> void:
	var area: Variant = get_tree().current_scene.get("area")
	if not play.has("view") or not (game is Node2D) or not (area is Control):
		return
	(game as Node2D).scale = Vector2.ONE
	(area as Control).size = Vector2(float(play["view"]["width"]), float(play["view"]["height"]))


func _host(game: Node) -> void:
	var main := get_tree().current_scene
	if main.has_method("host"):
		main.call("host", game)
	else:
		main.add_child(game)


## The instance ids of the game's focusable Buttons, in tree order.
func _buttons_of(game: Node) -> Array[int]:
	var ids: Array[int] = []
	for button in _focusable_buttons(game):
		ids.append(button.get_instance_id())
	return ids
