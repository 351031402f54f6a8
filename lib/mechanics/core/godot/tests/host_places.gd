extends Node
## The test's driver (lib/mechanics/exporters/godot-host-places.test.ts): each of the six games where a host puts
## it: in a Panel at the window's bottom-right quarter, in a Panel moved and scaled, in a host's world filmed
## by a Camera2D that is moved and zoomed, under a plain Node2D (moved and scaled) in a Panel at the bottom-right
## quarter, and in a VBoxContainer there. For each, in the window's pixels: the part of the window the game is
## seen in (the Panel's rect, or the whole window under the camera), its board (a game's board_rect(), else the
## shell's board_room()) and its HUD buttons, and where a click at the board's centre was read by the game (the
## shell's `pressed`, in the game's coordinates, against the board's centre there). Then the countdown after a
## focus loss, given one 5-second first frame after a frame of 1/60 s: what it shows after it and what is left of
## it; then how many more frames of 1/60 s "3…" shows for, and what one more 5-second frame counts. One line each:
## PLACE {"game", "place", "seen", "board", "buttons", "centre", "read"} and
## COUNTDOWN {"game", "after", "paused", "left", "frames_of_3", "long_frame_counts"}.

const GAMES := ["physics_dropper", "double_tap_dash", "rhythm_clacker", "memory_tiles", "bounce_chain", "timing_wheel"]
const PLACES := ["panel corner", "panel moved and scaled", "camera moved and zoomed", "panel, a node2d, the game", "vbox container"]

var _read: Variant = null


func _ready() -> void:
	_run.call_deferred()


func _frames(count: int) -> void:
	for _frame in count:
		await get_tree().process_frame


func _rect(rect: Rect2) -> Array:
	return [snappedf(rect.position.x, 0.01), snappedf(rect.position.y, 0.01), snappedf(rect.size.x, 0.01), snappedf(rect.size.y, 0.01)]


func _in_window(shell: Node, rect: Rect2) -> Rect2:
	var to_window: Transform2D = shell.window_transform()
	return to_window * rect


func _on_pressed(_action: StringName, at: Variant) -> void:
	_read = at


func _run() -> void:
	await _frames(3)
	var main := get_tree().current_scene
	if main != null:
		main.queue_free()
	await _frames(2)
	var window := get_tree().root.get_visible_rect().size
	for slug: String in GAMES:
		var script: Script = load("res://addons/microloop_%s/%s_game.gd" % [slug, slug])
		for place: String in PLACES:
			var host: Node
			var game: Node = script.new()
			var seen := Rect2()
			var holder: Control = null
			if not place.begins_with("camera"):
				var ui := Control.new()
				ui.set_anchors_and_offsets_preset(Control.PRESET_FULL_RECT)
				get_tree().root.add_child(ui)
				holder = VBoxContainer.new() if place == "vbox container" else Panel.new()
				if place == "panel moved and scaled":
					holder.position = Vector2(window.x * 0.1, window.y * 0.15)
					holder.size = window * 0.4
					holder.scale = Vector2(1.5, 1.25)
				else:
					holder.position = window * 0.5
					holder.size = window * 0.45
				ui.add_child(holder)
				if place == "panel, a node2d, the game":
					# A plain Node2D of the host's (a scene's root) between the Panel and the game, moved and scaled.
					var between := Node2D.new()
					between.position = Vector2(30.0, 20.0)
					between.scale = Vector2(0.8, 0.8)
					holder.add_child(between)
					between.add_child(game)
				else:
					holder.add_child(game)
				host = ui
			else:
				var world := Node2D.new()
				get_tree().root.add_child(world)
				var camera := Camera2D.new()
				camera.position = window * Vector2(0.3, 0.35)
				camera.zoom = Vector2(1.6, 1.6)
				world.add_child(camera)
				camera.make_current()
				world.add_child(game)
				host = world
			await _frames(8)
			var shell: Node = game.get("_shell")
			if holder != null:
				seen = holder.get_global_transform_with_canvas() * Rect2(Vector2.ZERO, holder.size)
			else:
				seen = Rect2(Vector2.ZERO, window)
			var board: Rect2 = game.call("board_rect") if game.has_method("board_rect") else shell.board_room()
			var buttons := []
			for button: Rect2 in shell.button_rects():
				buttons.append(_rect(_in_window(shell, button)))
			var centre := board.get_center()
			_read = null
			shell.pressed.connect(_on_pressed)
			var at: Vector2 = shell.window_transform() * centre
			for down in [true, false]:
				var click := InputEventMouseButton.new()
				click.button_index = MOUSE_BUTTON_LEFT
				click.pressed = down
				click.position = at
				click.global_position = at
				Input.parse_input_event(click)
				await _frames(2)
			shell.pressed.disconnect(_on_pressed)
			print("PLACE " + JSON.stringify({"game": slug, "place": place, "seen": _rect(seen), "board": _rect(_in_window(shell, board)), "buttons": buttons, "centre": [centre.x, centre.y], "read": [_read.x, _read.y] if _read is Vector2 else null}))
			host.queue_free()
			await _frames(2)
		# The countdown after a focus loss, its first frame back 5 s long (a phone's app back from the background).
		var played: Node = script.new()
		get_tree().root.add_child(played)
		await _frames(3)
		var countdown_shell: Node = played.get("_shell")
		countdown_shell.set("running", true)
		countdown_shell.set("pauses_on_focus_loss", true)
		# The frame before the focus loss: 1/60 s.
		countdown_shell.call("advance", 1.0 / 60.0)
		countdown_shell.notification(NOTIFICATION_APPLICATION_FOCUS_OUT)
		countdown_shell.notification(NOTIFICATION_APPLICATION_FOCUS_IN)
		countdown_shell.call("advance", 5.0)
		var after: String = countdown_shell.call("shown_text")
		var left: float = countdown_shell.get("_countdown")
		var frames_of_3 := 0
		while countdown_shell.call("shown_text") == after and frames_of_3 < 600:
			countdown_shell.call("advance", 1.0 / 60.0)
			frames_of_3 += 1
		var before_long: float = countdown_shell.get("_countdown")
		countdown_shell.call("advance", 5.0)
		var long_frame_counts: float = before_long - float(countdown_shell.get("_countdown"))
		print("COUNTDOWN " + JSON.stringify({"game": slug, "after": after, "paused": bool(played.get("paused")), "left": snappedf(left, 0.001), "frames_of_3": frames_of_3, "long_frame_counts": snappedf(long_frame_counts, 0.001)}))
		played.queue_free()
		await _frames(2)
	get_tree().quit(0)
