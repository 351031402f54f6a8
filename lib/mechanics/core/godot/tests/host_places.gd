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
const PLACES := ["panel corner", "panel moved and scaled", "camera moved and zoomed", "panel, a node2d, the game", "vbox container", "vbox, a header, a control, the game, a footer"]

var _read: Variant = null


func _ready() -> void:
	_run.call_deferred()


## The state a model shows (its public variables) as text: two models dealt alike show the same.
func _model_state(model: Object) -> String:
	return str(_plain(model))


## A value as plain data: an object as its public script variables, arrays and dictionaries item by item.
func _plain(value: Variant) -> Variant:
	if value is Object and (value as Object).get_script() != null:
		var shown := {}
		for property: Dictionary in ((value as Object).get_script() as Script).get_script_property_list():
			var name: String = property["name"]
			if not name.begins_with("_") and int(property["usage"]) & PROPERTY_USAGE_SCRIPT_VARIABLE:
				shown[name] = _plain((value as Object).get(name))
		return shown
	if value is Array:
		return (value as Array).map(_plain)
	if value is Dictionary:
		var items := {}
		for key: Variant in value:
			items[key] = _plain(value[key])
		return items
	return value


func _frames(count: int) -> void:
	for _frame in count:
		await get_tree().process_frame


func _rect(rect: Rect2) -> Array:
	return [snappedf(rect.position.x, 0.01), snappedf(rect.position.y, 0.01), snappedf(rect.size.x, 0.01), snappedf(rect.size.y, 0.01)]


func _in_window(shell: Node, rect: Rect2) -> Rect2:
	var to_window: Transform2D = shell.window_transform()
	return to_window * rect


## A left click at `at`, in the window's pixels: down, two frames, up, two frames.
func _click(at: Vector2) -> void:
	for down in [true, false]:
		var click := InputEventMouseButton.new()
		click.button_index = MOUSE_BUTTON_LEFT
		click.pressed = down
		click.position = at
		click.global_position = at
		Input.parse_input_event(click)
		await _frames(2)


## A game made from `script` under `parent`, two frames on, its run under way: its shell (the game is its parent).
func _playing(script: Script, parent: Node) -> Node:
	var game: Node = script.new()
	parent.add_child(game)
	await _frames(2)
	var shell: Node = game.get("_shell")
	shell.set("running", true)
	return shell


## What a game's shell shows, and whether the game is stopped.
func _state(shell: Node) -> Dictionary:
	return {"shown": shell.call("shown_text"), "stopped": bool(shell.call("is_stopped"))}


## Steps a shell by frames of 1/60 s until it shows nothing (a countdown run out), 600 at most.
func _run_out(shell: Node) -> void:
	var frames := 0
	while shell.call("shown_text") != "" and frames < 600:
		shell.call("advance", 1.0 / 60.0)
		frames += 1


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
				holder = VBoxContainer.new() if place.begins_with("vbox") else Panel.new()
				if place == "panel moved and scaled":
					holder.position = Vector2(window.x * 0.1, window.y * 0.15)
					holder.size = window * 0.4
					holder.scale = Vector2(1.5, 1.25)
				else:
					holder.position = window * 0.5
					holder.size = window * 0.45
				ui.add_child(holder)
				var header: Label = null
				if place.begins_with("vbox, a header"):
					# A host's usual UI: a header, the game in a Control of its own (the README's way into a
					# container), a footer Button; the game is seen in that Control's slot, and a click on the
					# header (a Label: Mouse Filter Ignore) is not the game's.
					header = Label.new()
					header.text = "Header"
					header.custom_minimum_size = Vector2(0.0, 60.0)
					holder.add_child(header)
					var slot := Control.new()
					slot.size_flags_vertical = Control.SIZE_EXPAND_FILL
					holder.add_child(slot)
					slot.add_child(game)
					var footer := Button.new()
					footer.text = "Shop"
					holder.add_child(footer)
					holder = slot
				elif place == "panel, a node2d, the game":
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
			await _click(shell.window_transform() * centre)
			var board_read: Variant = _read
			# A click on the host's header above the game: the game reads nothing (null when there is no header).
			var header_read: Variant = null
			if place.begins_with("vbox, a header"):
				_read = null
				await _click(seen.position + Vector2(seen.size.x * 0.5, -30.0))
				header_read = _read is Vector2
			shell.pressed.disconnect(_on_pressed)
			print("PLACE " + JSON.stringify({"game": slug, "place": place, "seen": _rect(seen), "board": _rect(_in_window(shell, board)), "buttons": buttons, "centre": [centre.x, centre.y], "read": [board_read.x, board_read.y] if board_read is Vector2 else null, "header_read": header_read}))
			host.queue_free()
			await _frames(2)
		# Put straight in a container beside other Controls: a Node2D game says it gets no room there (a warning).
		var straight := VBoxContainer.new()
		straight.size = window * 0.45
		straight.add_child(Label.new())
		get_tree().root.add_child(straight)
		var in_container: Node = script.new()
		print("STRAIGHT-IN %s" % slug)
		straight.add_child(in_container)
		await _frames(2)
		print("STRAIGHT-OUT %s" % slug)
		straight.queue_free()
		await _frames(2)
		# In a container under a Node2D of the host's: no slot for any game (MemoryTiles too), and a warning.
		var through := VBoxContainer.new()
		through.size = window * 0.45
		through.add_child(Label.new())
		var between := Node2D.new()
		through.add_child(between)
		get_tree().root.add_child(through)
		between.add_child(script.new())
		await _frames(2)
		through.queue_free()
		await _frames(2)
		# A host's panel with no area, and one that collapses to no height (a drawer closing): the game draws nothing
		# there and gives the engine no text of size 0, which fills the log with its errors (review 21, R21-3: MemoryTiles).
		var shut := Control.new()
		get_tree().root.add_child(shut)
		shut.add_child(script.new())
		await _frames(4)
		shut.queue_free()
		var drawer := Panel.new()
		drawer.size = Vector2(300.0, 200.0)
		get_tree().root.add_child(drawer)
		drawer.add_child(script.new())
		await _frames(4)
		drawer.size = Vector2(300.0, 0.0)
		await _frames(4)
		drawer.queue_free()
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
		print("COUNTDOWN " + JSON.stringify({"game": slug, "after": after, "stopped": bool(countdown_shell.call("is_stopped")), "left": snappedf(left, 0.001), "frames_of_3": frames_of_3, "long_frame_counts": snappedf(long_frame_counts, 0.001)}))
		# The host's pause over a time away: focus lost, the host pauses its tree, focus back, the host unpauses
		# (its Continue); then the host pausing in the middle of the countdown and unpausing. Each time, what shows
		# and whether the game is paused just after the unpause, and the signals since the focus loss.
		var signals := []
		var on_paused := func() -> void: signals.append("paused")
		var on_resumed := func() -> void: signals.append("resumed")
		played.connect(&"game_paused", on_paused)
		played.connect(&"game_resumed", on_resumed)
		# The countdown above runs out first: the game plays.
		_run_out(countdown_shell)
		var after_host := []
		for host_moment: String in ["away", "counting", "mirror", "mirror, a frame late", "mirror, the host first", "counting, the tree paused"]:
			signals.clear()
			countdown_shell.call("advance", 1.0 / 60.0)
			if host_moment == "mirror, the host first":
				# A host above the game (its parent, an autoload) whose pause follows the focus: its notifications
				# come first, so the tree is paused before the game hears the focus go, and unpaused before it
				# hears the focus come back.
				countdown_shell.notification(NOTIFICATION_PAUSED)
				countdown_shell.notification(NOTIFICATION_APPLICATION_FOCUS_OUT)
				var held_first: String = countdown_shell.call("shown_text")
				countdown_shell.notification(NOTIFICATION_UNPAUSED)
				countdown_shell.notification(NOTIFICATION_APPLICATION_FOCUS_IN)
				after_host.append({"moment": host_moment, "held_shown": held_first, "shown": countdown_shell.call("shown_text"), "stopped": bool(countdown_shell.call("is_stopped")), "signals": signals.duplicate()})
				_run_out(countdown_shell)
				continue
			if host_moment == "counting, the tree paused":
				# The host's real pause over the countdown: the tree paused (no frame of the game's runs), and what
				# the game then draws: "Paused", not the countdown frozen.
				countdown_shell.notification(NOTIFICATION_APPLICATION_FOCUS_OUT)
				countdown_shell.notification(NOTIFICATION_APPLICATION_FOCUS_IN)
				for _frame in 70:
					countdown_shell.call("advance", 1.0 / 60.0)
				countdown_shell.set("recording", true)
				# A frame of play draws the countdown; the next frame, before any node's process (process_frame is
				# emitted first), the host pauses the tree, as a host's input handler or a node before the game does.
				await _frames(1)
				get_tree().paused = true
				(countdown_shell.get("texts") as Array).clear()
				await _frames(3)
				var drawn := (countdown_shell.get("texts") as Array).map(func(text: Dictionary) -> String: return String(text["text"]))
				countdown_shell.set("recording", false)
				get_tree().paused = false
				await _frames(1)
				after_host.append({"moment": host_moment, "held_shown": "Paused" if drawn.has("Paused") and not drawn.any(func(text: String) -> bool: return text.begins_with("Resuming")) else "drawn: %s" % [drawn], "shown": countdown_shell.call("shown_text"), "stopped": bool(countdown_shell.call("is_stopped")), "signals": signals.duplicate()})
				continue
			countdown_shell.notification(NOTIFICATION_APPLICATION_FOCUS_OUT)
			if host_moment == "counting":
				countdown_shell.notification(NOTIFICATION_APPLICATION_FOCUS_IN)
				for _frame in 70:
					countdown_shell.call("advance", 1.0 / 60.0)
				countdown_shell.notification(NOTIFICATION_PAUSED)
			else:
				countdown_shell.notification(NOTIFICATION_PAUSED)
				countdown_shell.notification(NOTIFICATION_APPLICATION_FOCUS_IN)
			# What shows while the host's pause holds, focus back: "Paused" (a countdown may never run).
			var held_shown: String = countdown_shell.call("shown_text")
			# The player's Continue comes frames after focus came back; a host whose pause follows the focus
			# ("mirror") unpauses in the frame focus comes back or the next (a deferred or awaited unpause), and the
			# countdown runs.
			if host_moment == "mirror, a frame late":
				await _frames(1)
			elif host_moment != "mirror":
				await _frames(2)
			countdown_shell.notification(NOTIFICATION_UNPAUSED)
			after_host.append({"moment": host_moment, "held_shown": held_shown, "shown": countdown_shell.call("shown_text"), "stopped": bool(countdown_shell.call("is_stopped")), "signals": signals.duplicate()})
			# The mirror's countdown runs out before the next moment.
			_run_out(countdown_shell)
		print("HOST-CONTINUE " + JSON.stringify({"game": slug, "after": after_host}))
		# The host's own `paused` over a focus loss's pause. Its `true` while the game is paused for the focus (its tree
		# paused over the time away, then unpaused once the player is back) or during the countdown back holds until
		# its `false` (4 s of frames later: still "Paused"), which then plays on at once. Its `false` while the player
		# is still away (after its own `true`, or written every frame as a binding to a closed menu does) waits for
		# them: "Paused" while away, then the countdown. A host that reads `paused` as focus goes, pauses, and gives
		# back what it read once the player is back: its Continue, at once.
		var api_after := []
		var state := func() -> Dictionary: return {"shown": countdown_shell.call("shown_text"), "paused": bool(played.get("paused")), "stopped": bool(countdown_shell.call("is_stopped")), "signals": signals.duplicate()}
		for api_moment: String in ["away, the tree paused", "counting", "false while away", "false every frame while away", "read and given back"]:
			signals.clear()
			countdown_shell.call("advance", 1.0 / 60.0)
			countdown_shell.notification(NOTIFICATION_APPLICATION_FOCUS_OUT)
			var held := {}
			match api_moment:
				"counting":
					countdown_shell.notification(NOTIFICATION_APPLICATION_FOCUS_IN)
					for _frame in 70:
						countdown_shell.call("advance", 1.0 / 60.0)
					played.set("paused", true)
				"away, the tree paused":
					countdown_shell.notification(NOTIFICATION_PAUSED)
					played.set("paused", true)
					countdown_shell.notification(NOTIFICATION_APPLICATION_FOCUS_IN)
					await _frames(2)
					countdown_shell.notification(NOTIFICATION_UNPAUSED)
				"false while away", "false every frame while away":
					if api_moment == "false while away":
						played.set("paused", true)
						played.set("paused", false)
					for _frame in 120:
						if api_moment != "false while away":
							played.set("paused", false)
						countdown_shell.call("advance", 1.0 / 60.0)
					held = state.call()
					countdown_shell.notification(NOTIFICATION_APPLICATION_FOCUS_IN)
					countdown_shell.call("advance", 1.0 / 60.0)
					var back: Dictionary = state.call()
					_run_out(countdown_shell)
					api_after.append({"moment": api_moment, "held": held, "back": back, "end": state.call()})
					continue
				"read and given back":
					var was: bool = played.get("paused")
					played.set("paused", true)
					countdown_shell.notification(NOTIFICATION_APPLICATION_FOCUS_IN)
					await _frames(2)
					played.set("paused", was)
					countdown_shell.call("advance", 1.0 / 60.0)
					api_after.append({"moment": api_moment, "was": was, "end": state.call()})
					continue
			for _frame in 240:
				countdown_shell.call("advance", 1.0 / 60.0)
			held = state.call()
			played.set("paused", false)
			countdown_shell.call("advance", 1.0 / 60.0)
			api_after.append({"moment": api_moment, "held": held, "end": state.call()})
		print("HOST-API-PAUSE " + JSON.stringify({"game": slug, "after": api_after}))
		# A run the host begins (its restart() or start()) while the player is away, after the last one ended (a focus loss
		# then paused nothing): it waits for them, "Paused", then the countdown once they are back.
		signals.clear()
		countdown_shell.set("running", false)
		countdown_shell.notification(NOTIFICATION_APPLICATION_FOCUS_OUT)
		var ended_away: Dictionary = state.call()
		countdown_shell.set("running", true)
		countdown_shell.call("advance", 1.0 / 60.0)
		var begun_away: Dictionary = state.call()
		countdown_shell.notification(NOTIFICATION_APPLICATION_FOCUS_IN)
		countdown_shell.call("advance", 1.0 / 60.0)
		var begun_back: Dictionary = state.call()
		_run_out(countdown_shell)
		print("RUN-WHILE-AWAY " + JSON.stringify({"game": slug, "ended": ended_away, "begun": begun_away, "back": begun_back, "end": state.call()}))
		# A run the host's restart() begins while the player is away, under its tree paused for the focus (a paused tree
		# runs no frame of the game's): the game hears of the run at once, and waits too (review 19, R19-3). The games
		# whose runs end (a focus loss pauses no ended run).
		if slug in ["double_tap_dash", "rhythm_clacker", "bounce_chain", "timing_wheel"]:
			signals.clear()
			countdown_shell.set("running", false)
			countdown_shell.notification(NOTIFICATION_PAUSED)
			countdown_shell.notification(NOTIFICATION_APPLICATION_FOCUS_OUT)
			played.call("restart")
			countdown_shell.notification(NOTIFICATION_APPLICATION_FOCUS_IN)
			countdown_shell.notification(NOTIFICATION_UNPAUSED)
			countdown_shell.call("advance", 1.0 / 60.0)
			var restarted_back: Dictionary = state.call()
			_run_out(countdown_shell)
			print("RESTART-UNDER-HOST-PAUSE " + JSON.stringify({"game": slug, "back": restarted_back, "end": state.call()}))
		# Out of the tree the game hears no focus notification; its Window's focus signals reach it all the same, and it
		# follows them as it enters again (review 19, R19-1/R19-2): taken out while the player is away and put back before
		# they are back, it stays paused (review 20, R20-1: the web's DisplayServer, which says every window is focused,
		# started the countdown); the player back while it was out, it counts down as it enters; taken out with the player
		# there and put back while they are away, it pauses as on a focus loss. The window's focus events as the engine
		# sends them (_window_focus()), not the shell's notification alone.
		# A frame of the game's, then what it shows.
		var step_state := func() -> Dictionary:
			countdown_shell.call("advance", 1.0 / 60.0)
			return state.call()
		signals.clear()
		var parent := played.get_parent()
		_window_focus(false)
		parent.remove_child(played)
		parent.add_child(played)
		var back_while_away: Dictionary = step_state.call()
		_window_focus(true)
		var then_back: Dictionary = step_state.call()
		_run_out(countdown_shell)
		signals.clear()
		_window_focus(false)
		parent.remove_child(played)
		_window_focus(true)
		parent.add_child(played)
		var reentered: Dictionary = step_state.call()
		_run_out(countdown_shell)
		signals.clear()
		parent.remove_child(played)
		_window_focus(false)
		parent.add_child(played)
		var entered_away: Dictionary = step_state.call()
		_window_focus(true)
		var entered_back: Dictionary = step_state.call()
		_run_out(countdown_shell)
		print("ENTER-WHILE-AWAY " + JSON.stringify({"game": slug, "back_while_away": back_while_away, "then_back": then_back, "reentered": reentered, "entered_away": entered_away, "entered_back": entered_back, "end": state.call()}))
		played.queue_free()
		await _frames(2)
		# A host that takes the game out of the tree in its root Window's focus_exited and puts it back in its
		# focus_entered, its handlers connected before it made the game (so they run before the game's own): back, the
		# game counts down (review 21, R21-1: it stayed "Paused" for good).
		var host_game: Node = script.new()
		var take_out := func() -> void: get_tree().root.remove_child(host_game)
		var put_back := func() -> void: get_tree().root.add_child(host_game)
		get_tree().root.focus_exited.connect(take_out)
		get_tree().root.focus_entered.connect(put_back)
		get_tree().root.add_child(host_game)
		await _frames(2)
		var host_shell: Node = host_game.get("_shell")
		host_shell.set("running", true)
		_window_focus(false)
		var host_away: String = host_shell.call("shown_text")
		_window_focus(true)
		# The deferred calls of the frame run (the engine flushes them at its end).
		await _frames(1)
		host_shell.call("advance", 1.0 / 60.0)
		print("HOST-PUTS-BACK " + JSON.stringify({"game": slug, "away": host_away, "back": host_shell.call("shown_text"), "in_tree": host_game.is_inside_tree()}))
		get_tree().root.focus_exited.disconnect(take_out)
		get_tree().root.focus_entered.disconnect(put_back)
		host_game.queue_free()
		await _frames(2)
		# A game that enters the tree for the first time while the window is out of focus (the focus signals came before
		# it was made) takes the player to be there, as the README says: a desktop window gets its focus by an event after
		# it opens. It plays, and the focus back starts no countdown.
		_window_focus(false)
		var fresh: Node = script.new()
		get_tree().root.add_child(fresh)
		await _frames(2)
		var fresh_shell: Node = fresh.get("_shell")
		var fresh_state := func() -> Dictionary: return {"shown": fresh_shell.call("shown_text"), "stopped": bool(fresh_shell.call("is_stopped"))}
		var made_away: Dictionary = fresh_state.call()
		_window_focus(true)
		fresh_shell.call("advance", 1.0 / 60.0)
		print("FIRST-ENTRY-WHILE-AWAY " + JSON.stringify({"game": slug, "away": made_away, "back": fresh_state.call()}))
		fresh.queue_free()
		await _frames(2)
		# The host's own windows over a running game, embedded in the root as on the web: a dialog it opens (its pause
		# menu) and a PopupMenu take the focus from the root Window, which is not the player leaving (review 23, R23-1:
		# "Paused", then a 3-second countdown after the dialog closed); the player leaving while the dialog is open
		# pauses the game all the same, and their return counts down.
		var guest_shell: Node = await _playing(script, get_tree().root)
		var guest: Node = guest_shell.get_parent()
		var guest_state := _state.bind(guest_shell)
		var guest_paused := [0]
		var count_pause := func() -> void: guest_paused[0] += 1
		guest.connect(&"game_paused", count_pause)
		var dialog := AcceptDialog.new()
		get_tree().root.add_child(dialog)
		dialog.popup_centered()
		await _frames(2)
		var dialog_open: Dictionary = guest_state.call()
		dialog_open["window_focused"] = dialog.has_focus()
		_window_focus(false)
		await _frames(2)
		var left_with_dialog: Dictionary = guest_state.call()
		_window_focus(true)
		guest_shell.call("advance", 1.0 / 60.0)
		var back_with_dialog: Dictionary = guest_state.call()
		_run_out(guest_shell)
		dialog.hide()
		await _frames(2)
		var dialog_closed: Dictionary = guest_state.call()
		var menu := PopupMenu.new()
		menu.add_item("Shop")
		get_tree().root.add_child(menu)
		menu.popup(Rect2i(0, 0, 80, 40))
		await _frames(2)
		var menu_open: Dictionary = guest_state.call()
		menu_open["window_focused"] = menu.has_focus()
		menu.hide()
		await _frames(2)
		guest_shell.call("advance", 1.0 / 60.0)
		var menu_closed: Dictionary = guest_state.call()
		print("HOST-WINDOWS " + JSON.stringify({"game": slug, "dialog_open": dialog_open, "left_with_dialog": left_with_dialog, "back_with_dialog": back_with_dialog, "dialog_closed": dialog_closed, "menu_open": menu_open, "menu_closed": menu_closed, "paused_signals": guest_paused[0]}))
		dialog.queue_free()
		menu.queue_free()
		guest.queue_free()
		await _frames(2)
		# RhythmClacker's clacks on the host's SFX bus (its `bus`), set before it enters the tree or after.
		if slug == "rhythm_clacker":
			AudioServer.add_bus()
			AudioServer.set_bus_name(AudioServer.bus_count - 1, "SFX")
			var buses: Array = []
			for late in [false, true]:
				var clacker: Node = script.new()
				if not late:
					clacker.set("bus", &"SFX")
				get_tree().root.add_child(clacker)
				await _frames(2)
				if late:
					clacker.set("bus", &"SFX")
				var player: AudioStreamPlayer = clacker.get("_player")
				buses.append(str(player.bus) if player != null else "no player")
				clacker.queue_free()
				await _frames(2)
			print("RC-BUS " + JSON.stringify({"buses": buses}))
		# A game's board_rect() asked before it enters the tree (a host laying out around it): a rect, never NaN.
		var unplaced: Node = script.new()
		if unplaced.has_method("board_rect"):
			var early: Rect2 = unplaced.call("board_rect")
			print("EARLY-BOARD " + JSON.stringify({"game": slug, "finite": early.position.is_finite() and early.size.is_finite(), "rect": _rect(early)}))
		unplaced.free()
		# One API: every game has start() and board_rect(). In the tree its board lies inside its area; start() while a
		# run is under way changes nothing; after a run ended (PhysicsDropper's never does) it begins the next, and
		# MemoryTiles' dealt board begins its peek.
		var api_game: Node = script.new()
		get_tree().root.add_child(api_game)
		await _frames(3)
		var api_shell: Node = api_game.get("_shell")
		var board: Rect2 = api_game.call("board_rect")
		var inside: bool = board.has_area() and (api_shell.call("area") as Rect2).grow(0.5).encloses(board)
		var begun := "no run to begin"
		if slug == "memory_tiles":
			var dealt: int = api_game.get("model").stage
			api_game.call("start")
			var peeking: int = api_game.get("model").stage
			api_game.call("start")
			begun = "%s %s" % [dealt != peeking, api_game.get("model").stage == peeking]
		elif slug != "physics_dropper":
			var running_model: Object = api_game.get("model")
			api_game.call("start")
			var kept: bool = api_game.get("model") == running_model
			if slug == "timing_wheel":
				running_model.set("phase", "over")
			else:
				running_model.set("over", true)
			api_game.call("start")
			var next: Object = api_game.get("model")
			var next_over: bool = next.get("over")
			begun = "%s %s" % [kept, next != running_model and not next_over]
		# The rules under it have one shape too: `over` (false where no rule ends a run) and reset() with no argument.
		var rules: Object = api_game.get("model")
		# update() with every setting given as null keeps each exactly (not snapped again into its last bits).
		var kept_settings: Resource = rules.call("current_settings")
		var nulls := {}
		var before := {}
		for property: Dictionary in kept_settings.get_property_list():
			if property["usage"] & PROPERTY_USAGE_SCRIPT_VARIABLE:
				nulls[property["name"]] = null
				before[property["name"]] = kept_settings.get(property["name"])
		api_game.call("update", nulls)
		var changed: Array = []
		var settings_after: Resource = (api_game.get("model") as Object).call("current_settings")
		for name: String in before:
			if settings_after.get(name) != before[name]:
				changed.append(name)
		# A value a hair off its step (5.00003 on a step of 0.5) is snapped to it, as the other engines do; one already
		# on it stays exactly (review 27, R27-4: the tolerance that kept the last bits kept 5.00003 too).
		var off_step: Array = []
		for name: String in before:
			if typeof(before[name]) == TYPE_FLOAT:
				api_game.call("update", {name: before[name] + 0.00003})
				var got: float = ((api_game.get("model") as Object).call("current_settings") as Resource).get(name)
				if got != before[name]:
					off_step.append("%s %s" % [name, got])
				api_game.call("update", {name: before[name]})
		# Not a number (text, true) keeps the setting; a huge or infinite number is its highest value, never its lowest
		# (review 28, R28-1 and R28-2: text became the minimum silently, and a whole number past 2^63 the minimum).
		var bad_changed: Array = []
		# A node or a big array given by mistake is one short warning, never the engine encoding every property it holds
		# (review 30, R30-1); a preset's field given as null keeps its default with no warning, as update() reads a null
		# (R30-2). The test reads Godot's stderr for both.
		var first_name := ""
		for name: String in before:
			if first_name.is_empty() and name != "schema_version":
				first_name = name
		var big := PackedByteArray()
		big.resize(20000)
		var itself: Array = []
		itself.append(itself)
		# Text as JSON writes it: the apostrophe as it is, every control character escaped (no live ESC in a terminal).
		for mistake: Variant in [api_game, big, itself, "it's \"hi\"\nagain\u001b"]:
			api_game.call("update", {first_name: mistake})
		# A key that names no setting is shown as a value is: escaped, quoted, short (review 35, R35-1: raw, and a list as a
		# 60,068-character line).
		for stray: Variant in ["no\u001bsuch\nkey", big, NodePath("a\nb")]:
			api_game.call("update", {stray: 1})
		var config_script := kept_settings.get_script() as Script
		config_script.call("from_json", JSON.stringify({first_name.to_camel_case(): null}))
		# A schemaVersion that is no number is this script's: no conversion error, no "newer" warning (review 31, R31-1).
		for version: String in ["null", "[]", "{}"]:
			config_script.call("from_json", "{\"schemaVersion\": %s}" % version)
		# A newer one is named as the preset wrote it, not floored or clamped.
		for version: String in ["1.5", "1e300"]:
			config_script.call("from_json", "{\"schemaVersion\": %s}" % version)
		for name: String in before:
			for bad: Variant in ["abc", true, NAN]:
				api_game.call("update", {name: bad})
				var kept: Variant = ((api_game.get("model") as Object).call("current_settings") as Resource).get(name)
				if kept != before[name]:
					bad_changed.append("%s %s -> %s" % [name, bad, kept])
			for huge: float in [1e30, INF]:
				api_game.call("update", {name: huge})
				var top: Variant = ((api_game.get("model") as Object).call("current_settings") as Resource).get(name)
				if float(top) < float(before[name]):
					bad_changed.append("%s %s -> %s" % [name, huge, top])
			api_game.call("update", {name: before[name]})
		var over_kind := typeof(rules.get("over"))
		# `score` a number in every model (DoubleTapDash's was a method: reading it gave a Callable; review 33, R33-2).
		var score_kind := typeof(rules.get("score"))
		# DoubleTapDash's is derived (the metres run plus the phase bonuses): a write warns and changes nothing.
		var score_kept := true
		if slug == "double_tap_dash":
			var was := int(rules.get("score"))
			rules.set("score", was + 77)
			score_kept = int(rules.get("score")) == was
		# step() returns a typed array of its events in every model (TimingWheel's was an untyped Array: review 26, R26-2);
		# MemoryTiles' rules are told the time (tick(now)) rather than stepped.
		var step_typed := false
		for method: Dictionary in (rules.get_script() as Script).get_script_method_list():
			if method["name"] == ("tick" if slug == "memory_tiles" else "step"):
				step_typed = method["return"]["type"] == TYPE_ARRAY and method["return"]["hint"] == PROPERTY_HINT_ARRAY_TYPE
		rules.call("reset")
		# reset(seed) deals from that seed, as a model made with it does, in every model (review 54, G4: only
		# MemoryTiles' took one; Unity's Reset(uint) and JavaScript's reset(seed) do in all six).
		var made_seeded: Object = (rules.get_script() as GDScript).new(rules.call("current_settings"), 99)
		rules.call("reset", 99)
		for model: Object in [made_seeded, rules]:
			if slug == "physics_dropper":
				model.call("drop")
			if slug != "memory_tiles":
				for step in 60:
					model.call("step", 1.0 / 30.0)
		var reset_seeded := _model_state(made_seeded) == _model_state(rules)
		print("ONE-API " + JSON.stringify({"game": slug, "board_inside": inside, "begun": begun, "model_over": over_kind == TYPE_BOOL, "model_score": score_kind == TYPE_INT and score_kept, "step_typed": step_typed, "null_changed": changed, "off_step_kept": off_step, "bad_changed": bad_changed, "reset_seeded": reset_seeded}))
		api_game.queue_free()
		await _frames(2)
		# Under the host's own pause (the game's `paused`), a key or a click on the game is the host's pause menu's: a
		# host node earlier in the tree reads it in its _unhandled_input, which the game (later, so first) no longer
		# marks handled (review 24, R24-4: the game took Space and the click, and the menu never saw them).
		var menu_script := GDScript.new()
		menu_script.source_code = "extends Node\nvar got := 0\nfunc _unhandled_input(event: InputEvent) -> void:\n\tif (event is InputEventKey or event is InputEventMouseButton) and event.is_pressed():\n\t\tgot += 1\n"
		menu_script.reload()
		var host_menu: Node = menu_script.new()
		get_tree().root.add_child(host_menu)
		var held_game: Node = script.new()
		get_tree().root.add_child(held_game)
		await _frames(2)
		held_game.set("paused", true)
		await _frames(1)
		var space := InputEventKey.new()
		space.keycode = KEY_SPACE
		space.physical_keycode = KEY_SPACE
		space.pressed = true
		Input.parse_input_event(space)
		await _frames(2)
		space = space.duplicate()
		space.pressed = false
		Input.parse_input_event(space)
		await _frames(2)
		var held_shell: Node = held_game.get("_shell")
		await _click(held_shell.window_transform() * (held_shell.call("area") as Rect2).get_center())
		print("HOST-MENU-KEYS " + JSON.stringify({"game": slug, "menu_got": host_menu.get("got")}))
		held_game.queue_free()
		# MemoryTiles with a tile focused (the player picks by keys), then the host's pause: Space is the pause menu's
		# too (the focused tile Button took ui_accept in its gui_input), and the tile has the focus again after it.
		if slug == "memory_tiles":
			var keyed: Node = script.new()
			get_tree().root.add_child(keyed)
			await _frames(2)
			var first_tile: Control = (keyed.get("_tiles") as Array)[0]
			first_tile.grab_focus()
			await _frames(1)
			keyed.set("paused", true)
			await _frames(1)
			host_menu.set("got", 0)
			var tile_space := space.duplicate()
			tile_space.pressed = true
			Input.parse_input_event(tile_space)
			await _frames(1)
			tile_space = tile_space.duplicate()
			tile_space.pressed = false
			Input.parse_input_event(tile_space)
			await _frames(1)
			var paused_focus := get_viewport().gui_get_focus_owner() == first_tile
			keyed.set("paused", false)
			await _frames(1)
			print("MT-PAUSED-FOCUS " + JSON.stringify({"menu_got": host_menu.get("got"), "focus_while_paused": paused_focus, "focus_after": first_tile.has_focus()}))
			keyed.queue_free()
		host_menu.queue_free()
		await _frames(2)
		# The countdown runs on real time under the host's slow motion (Engine.time_scale 0.5: Godot's process delta is
		# half the real one): 180 frames of 1/60 s of real time (review 24, R24-5: 360).
		var slow_shell: Node = await _playing(script, get_tree().root)
		var slow: Node = slow_shell.get_parent()
		Engine.time_scale = 0.5
		slow_shell.call("advance", 0.5 / 60.0)
		slow_shell.notification(NOTIFICATION_APPLICATION_FOCUS_OUT)
		slow_shell.notification(NOTIFICATION_APPLICATION_FOCUS_IN)
		var slow_frames := 0
		while slow_shell.call("shown_text") != "" and slow_frames < 1000:
			slow_shell.call("advance", 0.5 / 60.0)
			slow_frames += 1
		Engine.time_scale = 1.0
		print("SLOW-MOTION-COUNTDOWN " + JSON.stringify({"game": slug, "frames": slow_frames}))
		slow.queue_free()
		await _frames(2)
		# The application leaving while a PopupMenu of the host's is open (a desktop: the platform's
		# NOTIFICATION_APPLICATION_FOCUS_OUT, which the SceneTree passes down the tree), the menu then closed (by the engine
		# as the application leaves, or by the host): its window gives the focus back to the root, which is not the player
		# back (review 24, R24-1: the countdown ran and the game played on for nobody). The application's focus back counts
		# down.
		var leaver_shell: Node = await _playing(script, get_tree().root)
		var leaver: Node = leaver_shell.get_parent()
		var leaver_state := _state.bind(leaver_shell)
		var open_menu := PopupMenu.new()
		open_menu.add_item("Shop")
		get_tree().root.add_child(open_menu)
		open_menu.popup(Rect2i(0, 0, 80, 40))
		await _frames(2)
		get_tree().root.propagate_notification(NOTIFICATION_APPLICATION_FOCUS_OUT)
		open_menu.hide()
		await _frames(2)
		for _frame in 240:
			leaver_shell.call("advance", 1.0 / 60.0)
		var app_away: Dictionary = leaver_state.call()
		get_tree().root.propagate_notification(NOTIFICATION_APPLICATION_FOCUS_IN)
		leaver_shell.call("advance", 1.0 / 60.0)
		var app_back: Dictionary = leaver_state.call()
		_run_out(leaver_shell)
		print("APP-AWAY-WITH-POPUP " + JSON.stringify({"game": slug, "away": app_away, "back": app_back, "end": leaver_state.call()}))
		open_menu.queue_free()
		leaver.queue_free()
		await _frames(2)
		# A game in a Window node of the host's: the focus leaving that window for the host's root (a click on its UI
		# outside the window, the window hidden) or for another window of the host's (a dialog) is not the player leaving
		# (review 24, R24-2: "Paused", then a countdown, also after the window was shown again, which plays on at once).
		var host_window := Window.new()
		host_window.size = Vector2i(320, 240)
		get_tree().root.add_child(host_window)
		var windowed_shell: Node = await _playing(script, host_window)
		var windowed_state := _state.bind(windowed_shell)
		# The player clicked into the window: it has the focus (Viewport::_sub_window_grab_focus).
		host_window.grab_focus()
		await _frames(2)
		var window_focused := host_window.has_focus()
		var window_dialog := AcceptDialog.new()
		get_tree().root.add_child(window_dialog)
		window_dialog.popup_centered()
		await _frames(2)
		var with_dialog: Dictionary = windowed_state.call()
		window_dialog.hide()
		await _frames(2)
		host_window.grab_focus()
		await _frames(2)
		host_window.hide()
		await _frames(2)
		host_window.show()
		await _frames(2)
		windowed_shell.call("advance", 1.0 / 60.0)
		var shown_again: Dictionary = windowed_state.call()
		print("GAME-IN-A-WINDOW " + JSON.stringify({"game": slug, "window_focused": window_focused, "with_dialog": with_dialog, "shown_again": shown_again}))
		window_dialog.queue_free()
		host_window.queue_free()
		await _frames(2)
	get_tree().quit(0)


## The window's focus event as Window::_event_callback (scene/main/window.cpp) handles it: the notification to the
## window's tree, then its signal.
func _window_focus(focused: bool) -> void:
	var root := get_tree().root
	root.propagate_notification(NOTIFICATION_WM_WINDOW_FOCUS_IN if focused else NOTIFICATION_WM_WINDOW_FOCUS_OUT)
	if focused:
		root.focus_entered.emit()
	else:
		root.focus_exited.emit()
