extends Node
## The test's driver (lib/mechanics/exporters/godot-hud-steady.test.ts): each of the six games in the whole window
## (a phone's: its density and safe area given to the shell) and in a host's panels (a SubViewportContainer, 1 px =
## 1 dp), played through its status changes (a 4-digit score, every judgement, the run's end in either hands'
## words, a restart), reading every frame after the first layout what its board is laid out from (the shell's
## board_rooms(), its HUD scale, a board's own rect) and the HUD's band (its buttons and status lines, and a
## game's own status Label where it has one) over the safe area's height; then the same with the game's
## status_reserve cut to the texts it shows at a restart (a developer who adds a status text and does not list it):
## how often the layout changes while each status text shows. One line per game and place:
## STEADY {"game", "place", "layouts", "seen", "band", "share", "cut_most", "cut_changes", "cut_worst"}.

const GAMES := ["physics_dropper", "double_tap_dash", "rhythm_clacker", "memory_tiles", "bounce_chain", "timing_wheel"]
const PANELS := [Vector2(320, 240), Vector2(240, 320), Vector2(480, 270), Vector2(200, 150), Vector2(360, 200)]
const HOLD := 6
const HOLD_CUT := 12


func _ready() -> void:
	_run.call_deferred()


func _frames(count: int) -> void:
	for _frame in count:
		await get_tree().process_frame


func _run() -> void:
	await _frames(3)
	var main := get_tree().current_scene
	if main != null:
		main.queue_free()
	await _frames(2)
	var window := Vector2(DisplayServer.window_get_size())
	var density := minf(window.x, window.y) / 360.0
	var portrait := window.y > window.x
	# A phone's safe area: 47 pt at the top and 34 at the bottom upright, 47 at the sides and 21 at the bottom on its side.
	var safe := Rect2(0, 47 * density, window.x, window.y - 81 * density) if portrait else Rect2(47 * density, 0, window.x - 94 * density, window.y - 21 * density)
	for slug: String in GAMES:
		var script: Script = load("res://addons/microloop_%s/%s_game.gd" % [slug, slug])
		var game: Node = script.new()
		get_tree().root.add_child(game)
		var shell: Node = game.get("_shell")
		shell.set("has_safe_area", true)
		shell.set("screen_safe_area", safe)
		shell.set("screen_dpi", 160.0 * density)
		shell.set("reference_dpi", 160.0)
		await _play(slug, "window %dx%d" % [window.x, window.y], game)
		game.queue_free()
		await _frames(2)
		if not portrait:
			continue
		for size: Vector2 in PANELS:
			var holder := SubViewportContainer.new()
			holder.stretch = true
			holder.position = Vector2(10, 10)
			holder.size = size
			get_tree().root.add_child(holder)
			var view := SubViewport.new()
			holder.add_child(view)
			game = script.new()
			view.add_child(game)
			shell = game.get("_shell")
			shell.set("screen_dpi", 160.0)
			shell.set("reference_dpi", 160.0)
			await _play(slug, "panel %dx%d" % [size.x, size.y], game)
			holder.queue_free()
			await _frames(2)
	get_tree().quit(0)


## The game played through its status changes, each held HOLD frames, the layout read every frame.
func _play(slug: String, place: String, game: Node) -> void:
	var shell: Node = game.get("_shell")
	await _frames(5)
	var seen := {}
	var order: Array[String] = []
	var band := 0.0
	for pose: String in _poses(slug):
		_pose(slug, pose, game)
		for _frame in HOLD:
			await get_tree().process_frame
			var key := "%s hud %.4f%s" % [shell.call("board_rooms"), shell.get("hud_scale"), _board(game)]
			if not seen.has(key):
				seen[key] = pose
				order.append(key)
			band = maxf(band, _band(game, shell))
	var firsts: Array[String] = []
	for key in order:
		firsts.append("%s: %s" % [seen[key], key])
	var cut := await _play_cut(slug, game)
	print("STEADY " + JSON.stringify({"game": slug, "place": place, "layouts": order.size(), "seen": firsts.slice(0, 4), "band": snappedf(band, 0.001), "share": snappedf(float(shell.call("_hud_share_in", shell.call("safe_area"))), 0.001), "cut_most": cut[0], "cut_changes": cut[1], "cut_worst": cut[2]}))


## A developer's edit: the game's status_reserve cut to the texts it shows now (after a restart), then played through
## the same status changes, each held HOLD_CUT frames. Returns [the most changes of the HUD's part or of the board's
## rect while any one status text shows, the changes in all, that text and its layouts]: a text the reserve lacks
## may widen the room, once.
func _play_cut(slug: String, game: Node) -> Array:
	var shell: Node = game.get("_shell")
	_pose(slug, "restart", game)
	await _frames(3)
	var cut: Array[PackedStringArray] = []
	for line: String in shell.get("status"):
		cut.append(PackedStringArray([line]))
	shell.set("status_reserve", cut)
	await _frames(4)
	# The HUD's part (the board's room, the HUD's scale) and the board's own rect, counted apart: a game's Control
	# layout (MemoryTiles' grid) follows its room a frame later, one move still.
	var last := ["%s hud %.4f" % [shell.call("board_rooms"), shell.get("hud_scale")], _board(game)]
	var changes := {}
	var all := 0
	for pose: String in _poses(slug):
		_pose(slug, pose, game)
		for _frame in HOLD_CUT:
			await get_tree().process_frame
			var now := ["%s hud %.4f" % [shell.call("board_rooms"), shell.get("hud_scale")], _board(game)]
			var shown := " | ".join(shell.get("status"))
			for part in 2:
				if now[part] != last[part]:
					var at := "%s %d" % [shown, part]
					if not changes.has(at):
						changes[at] = []
					changes[at].append(now[part])
					all += 1
			last = now
	var most := 0
	var worst := ""
	for at: String in changes:
		if changes[at].size() > most:
			most = changes[at].size()
			worst = "'%s': %s" % [at, " -> ".join(changes[at])]
	return [most, all, worst]


## The status changes a game goes through: a 4-digit score, its judgements, the run's end in the key words and the
## touch words, a restart.
func _poses(slug: String) -> Array[String]:
	var own: Array[String] = []
	match slug:
		"timing_wheel":
			own = ["hit", "near", "miss", "over"]
		"rhythm_clacker":
			own = ["perfect", "stray", "over", "calibrate", "restart", "perfect"]
		"memory_tiles":
			own = ["picked", "cleared"]
		"double_tap_dash", "bounce_chain":
			own = ["over"]
	var poses: Array[String] = ["start", "9999", "keys"]
	poses.append_array(own)
	poses.append("touch")
	poses.append_array(own)
	poses.append_array(["restart", "9999"])
	return poses


func _pose(slug: String, pose: String, game: Node) -> void:
	var model: Object = game.get("model")
	var shell: Node = game.get("_shell")
	match pose:
		"start":
			pass
		"9999":
			game.set("score", 9999)
			if model != null and "score" in model:
				model.set("score", 9999)
		"keys", "touch":
			shell.set("hands", pose)
		"restart":
			game.call("restart")
		"calibrate":
			game.call("calibrate")
		"hit", "near", "miss":
			model.set("phase", "landed")
			model.set("last", {"result": pose, "points": 240 if pose == "hit" else 0})
		"over":
			if slug == "timing_wheel":
				model.set("misses", 3)
			else:
				model.set("over", true)
		"perfect":
			game.set("_status", "Perfect  +12 ms")
		"stray":
			game.set("_status", "Good (%s)  -80 ms" % shell.call("prompt", "stray"))
		"picked":
			game.set("_picked", "hexagon")
			game.call("_sync")
		"cleared":
			model.set("stage", 3)
			game.call("_sync")
	if slug == "memory_tiles":
		game.call("_sync")


## A board's own rect where the game has one to read: PhysicsDropper's board_rect(), MemoryTiles' tiles.
func _board(game: Node) -> String:
	if game.has_method("board_rect"):
		return " board %s" % game.call("board_rect")
	var grid: Variant = game.get("_grid")
	if grid is Control:
		return " tiles %s" % Rect2((grid as Control).position + (game.get("_layout") as Control).position, (grid as Control).size)
	return ""


## The HUD's band (the lowest of its buttons, its status lines and a game's own status Label, and the gap under
## them) over the safe area's height.
func _band(game: Node, shell: Node) -> float:
	var safe: Rect2 = shell.call("safe_area")
	var bottom: float = shell.call("_hud_bottom")
	var label: Variant = game.get("_status")
	if label is Label:
		var inverse := (game as CanvasItem).get_global_transform_with_canvas().affine_inverse()
		bottom = maxf(bottom, (inverse * (label as Label).get_global_transform_with_canvas().origin).y + (label as Label).size.y)
	return (bottom - safe.position.y + 12.0 * float(shell.get("hud_scale"))) / safe.size.y
