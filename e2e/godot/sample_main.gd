extends Node
## Runs every GDScript sample the site shows at once (content/kit-api/samples-godot.test.ts mounts
## this): for entry n of res://samples.json, a node running res://samples/sample_<n>.gd gets the
## template's kit scene (res://kits/<slug>/main.tscn) as its child, as the samples say to set it up,
## and the resources the entry lists in its exported properties, in a SubViewport of its own (a game
## marks the input it takes as handled, so in one viewport only one game would hear a press). All
## play together for FRAMES frames with one Space tap pushed into each viewport (a TimingWheel tap
## coasts four Brake Times before it lands). A MemoryTiles game (its board started by that Space, or by
## a pick) has its pairs picked through its tiles once its peek is over, as a player who remembers them
## would, until the board clears: the tutorial's first level (a board of 2 given by model.update()) is
## picked on the tiles the game built for it. Then one "SAMPLE <n> " line of JSON per sample says which
## of its game's signals the sample connected to and how often each fired. An error in a sample is
## printed to stderr by Godot itself. Last, the rules checks of e2e/godot/rules_driver.gd run in this
## boot (the kits are mounted already) and print their "RULES " lines.

## Frames of play (6 s of game time at the runtime's fixed 60 fps).
const FRAMES := 360
## The frame of the Space press; it is released two frames later.
const TAP_AT := 10
## From this frame on (after the default 3 s peek), MemoryTiles' boards are picked until they clear.
const PICK_FROM := 240

const RulesDriverScript := preload("rules_driver.gd")

var _games: Array[Node] = []


func _ready() -> void:
	var plan: Array = JSON.parse_string(FileAccess.get_file_as_string("res://samples.json"))
	var reports: Array[Dictionary] = []
	var viewports: Array[SubViewport] = []
	for index in plan.size():
		var viewport := SubViewport.new()
		viewport.size = Vector2i(320, 240)
		add_child(viewport)
		viewports.append(viewport)
		reports.append(_start(index, plan[index], viewport))
	for frame in FRAMES:
		for viewport in viewports:
			if frame == TAP_AT:
				viewport.push_input(_space(true))
			elif frame == TAP_AT + 2:
				viewport.push_input(_space(false))
		if frame >= PICK_FROM:
			for game in _games:
				_pick(game)
		await get_tree().process_frame
	for index in reports.size():
		print("SAMPLE %d %s" % [index, JSON.stringify(reports[index])])
	for viewport in viewports:
		viewport.queue_free()
	await RulesDriverScript.new().run(self)
	await get_tree().process_frame
	get_tree().quit(0)


## A MemoryTiles game: a dealt board is started by a pick on its first tile; once its peek is over, every
## pair is picked through the game's own tiles (tile i shows the model's tile i).
func _pick(game: Node) -> void:
	var model: RefCounted = game.get("model")
	if model == null or not game.get("_tiles") is Array:
		return
	var tiles: Array = game.get("_tiles")
	var stage := int(model.get("stage"))
	# What the player is shown at each pick: as many tiles as the model's board (the levels tutorial's
	# model.update() to a board of 2 must leave four tiles to pick, not the sixteen of the board before).
	var boards: Array = (game.get_meta("sample_report") as Dictionary)["boards"]
	var board := [tiles.size(), int(model.get("tiles").size())]
	if (stage == 0 or stage == 2) and not boards.has(board):
		boards.append(board)
	if stage == 0 and not tiles.is_empty():
		(tiles[0] as Button).pressed.emit()
	elif stage == 2:
		var by_symbol := {}
		for index in int(model.get("tiles").size()):
			var symbol := String(model.call("symbol_at", index))
			by_symbol[symbol] = by_symbol.get(symbol, []) + [index]
		for symbol: String in by_symbol:
			for index: int in by_symbol[symbol]:
				if index < tiles.size():
					(tiles[index] as Button).pressed.emit()


## Adds sample `index` with its game; returns its report, which fills in as the game's signals fire.
func _start(index: int, entry: Dictionary, viewport: SubViewport) -> Dictionary:
	var report := {"loaded": false, "connected": [], "fired": {}}
	var script := load("res://samples/sample_%d.gd" % index) as Script
	var scene := load("res://kits/%s/main.tscn" % entry["slug"]) as PackedScene
	if script == null or scene == null or not script.can_instantiate():
		printerr("SAMPLES: sample %d does not load" % index)
		return report
	var host: Node = ClassDB.instantiate(script.get_instance_base_type())
	host.set_script(script)
	var game := scene.instantiate()
	host.add_child(game)
	if entry["slug"] == "memory-tiles":
		_games.append(game)
		report["boards"] = []
		game.set_meta("sample_report", report)
	var resources: Dictionary = entry.get("resources", {})
	for property: String in resources:
		var list: Array[Resource] = []
		for path: String in resources[property]:
			list.append(load(path))
		host.set(property, list)
	viewport.add_child(host)
	report["loaded"] = true
	for info: Dictionary in game.get_signal_list():
		var name: String = info["name"]
		for connection: Dictionary in game.get_signal_connection_list(name):
			if (connection["callable"] as Callable).get_object() == host and not report["connected"].has(name):
				report["connected"].append(name)
				report["fired"][name] = 0
				game.connect(name, func(_first: Variant = null, _second: Variant = null, _third: Variant = null) -> void: report["fired"][name] += 1)
	return report


func _space(pressed: bool) -> InputEventKey:
	var key := InputEventKey.new()
	key.keycode = KEY_SPACE
	key.physical_keycode = KEY_SPACE
	key.pressed = pressed
	return key
