extends RefCounted
## The rules around the models, checked in the kits as the site builds them (mounted at
## res://kits/<slug>/ by content/kit-api/samples-godot.test.ts; e2e/godot/sample_main.gd runs this
## after its samples, in the same boot). Each check drives its games by hand (its _process called
## with 1/fps seconds, input pushed into its own SubViewport), so no check waits on the wall clock,
## and prints one "RULES <name> <json>" line that the test reads:
## - memory-board: model.update() with a new Board Size, then game.update(): the tiles follow the
##   model's board, and every tile of a 6×6 and a 2×2 board can be picked until the board clears.
## - rhythm-update: update() with a subset (Dictionary) keeps the rest, snaps and clamps; the model's
##   values rule (the node's settings are not applied again each frame); a Beat Map or BPM change mid-run
##   starts the song over with score 0.
## - rhythm-tap-time: taps at exact times of a (stand-in) audio clock, between frames, at 30 and 144
##   fps: each judged at its own moment, not at the last frame's clock.
## - rhythm-frame-clock: with no audio output, and once the audio clock has stood still a quarter of a second, a
##   tap between frames is judged on the game's clock as the last frame left it (its judged offset and that clock's).
## - rhythm-gate: on the web, a stream that has never been mixed (the browser waits for a first tap):
##   5 s without input judge nothing and move nothing; the tap that unlocks is not judged.
## - rhythm-calibration: a calibrated latency is kept in user://microloop_rhythm_clacker.cfg, read by
##   the next game, never written into the settings resource.
## - fps: each game with the same seed and the same taps (at moments that are frame starts at both
##   rates) at 30 and 144 fps: the same events, in order, with the same values.
## - acts-when-handled: each game acts on a press the moment it is handed over, between two frames.
## - dash-tap-time: DoubleTapDash's taps judged on the play time the last frame left (review 38, R38-1).
## - rules-behind: how far DoubleTapDash's and BounceChain's fixed steps lag the frames' time when a press acts (review 39).
## - hud: each game drawn by a host at half its size: the HUD scale it drew with against the rule's (the shell's,
##   microloop_play.gd).
## - hidden-lets-go: a key and a finger held when the host hides the game, let go while hidden: nothing stays held,
##   and hidden for 60 frames the game fires no signal and its clock stands; shown, it plays on at once.
## - settings-assigned: `settings` assigned while the game plays: the model plays them, and after restart().
## - own-nodes-internal: the nodes a game makes for itself are internal children, and duplicate() does not copy them.
## - input-map-given-back: the input actions the shell added are erased when the last game leaves the tree.
## - snapped-once: every whole-number setting a config's merged() and from_json() take, rounded once to its step.
## - next-run: which presses start a new run, mid-run and once a run has ended (the READMEs' restart line).
## - prompts: every status line each game shows a player who pressed keys, and one who touched (review V9).
## - tile-words: MemoryTiles' words in their tiles on phone-sized views at phone densities (review V13), and in a
##   host's part of one: one face a symbol, none empty, the board drawn where its words do not fit (review 5 Z1).
## - tile-keys: MemoryTiles' focused tile pressed by Space: the shell reads it, not the Button (hands), and pauses (review V10).
## - web-texts: each game exported to the web on a phone, at the engine's own web dpi: every string in CSS px (review W1).
## - safe-area: the screen's safe area is kept clear of only where the platform has one (review V2).
## - editor-focus: a focus loss in a game run from the editor, and in an export (review W5).
## - unknown-kinds: each game's model given a kind of event (or result, or grade) the game has no word for, every
##   frame: every value its signals carry stays in its enum (review V4); the test reads the one warning each.
## - steer-into-run: BounceChain's steering key held while another press starts the next run steers it from its start.

const ADDON := "res://kits/%s/addons/microloop_%s/"
const CALIBRATION_FILE := "user://microloop_rhythm_clacker.cfg"
## The audio clock's stand-in: what is heard, in seconds, is `heard_now`; the mixer has moved once `mixing`.
const FAKE_AUDIO := """extends "%s"
var heard_now := 0.0
var mixing := true
func _audio_time() -> float:
	return heard_now
func _frames_mixed() -> int:
	return int(heard_now * 48000.0) if mixing else 0
"""

var _host: Node
## Milliseconds each check took (printed as "RULES-MS {...}" at the end), from the last one's end.
var _times := {}
var _since := 0


func run(host: Node) -> void:
	_host = host
	_since = Time.get_ticks_msec()
	_report("memory-board", _memory_board())
	_report("rhythm-update", _rhythm_update())
	_report("rhythm-tap-time", {"30": _rhythm_tap_time(30), "144": _rhythm_tap_time(144)})
	_report("rhythm-frame-clock", {"no-audio": _rhythm_frame_clock(false), "stalled": _rhythm_frame_clock(true)})
	_report("rhythm-gate", await _rhythm_gate())
	_report("rhythm-calibration", _rhythm_calibration())
	_report("dropper-restart", _dropper_restart())
	var streams := {}
	for slug: String in ["physics-dropper", "double-tap-dash", "rhythm-clacker", "memory-tiles", "bounce-chain", "timing-wheel"]:
		streams[slug] = {"30": _taps_at(slug, 30), "144": _taps_at(slug, 144)}
		_times["fps " + slug] = Time.get_ticks_msec() - _since
	_report("fps", streams)
	_report("acts-when-handled", _acts_when_handled())
	_report("dash-tap-time", {"30": _dash_tap_time(30), "144": _dash_tap_time(144)})
	_report("rules-behind", {"double-tap-dash": _rules_behind("double-tap-dash"), "bounce-chain": _rules_behind("bounce-chain"), "physics-dropper": _rules_behind("physics-dropper"), "physics-dropper-slowest": _rules_behind("physics-dropper", {"gravity": 1.0, "simulation_speed": 1.0, "bounciness": 0.0})})
	_report("hidden-takes-nothing", _hidden_takes_nothing())
	_report("before-ready", await _before_ready())
	_report("hud", await _hud())
	_report("hidden-lets-go", _hidden_lets_go())
	_report("settings-assigned", _settings_assigned())
	_report("dictionary-copy", _dictionary_copy())
	_report("own-nodes-internal", await _own_nodes_internal())
	_report("input-map-given-back", await _input_map_given_back())
	_report("snapped-once", _snapped_once())
	_report("set-snapped", _set_snapped())
	_report("settings-in-place", _settings_in_place())
	_report("next-run", _next_run())
	_report("prompts", _prompts())
	_report("tile-words", await _tile_words())
	_report("tile-keys", await _tile_keys())
	_report("web-texts", await _web_texts())
	_report("safe-area", _safe_area())
	_report("editor-focus", _editor_focus())
	_report("unknown-kinds", _unknown_kinds())
	_report("input-map-reset", await _input_map_reset())
	_report("press-anywhere-starts", await _press_anywhere_starts())
	_report("shared-key", _shared_key())
	_report("quiet-update", _quiet_update())
	_report("steer-into-run", _steer_into_run())
	print("RULES-MS " + JSON.stringify(_times))


func _report(check: String, result: Variant) -> void:
	print("RULES %s %s" % [check, JSON.stringify(result)])
	var now := Time.get_ticks_msec()
	_times[check] = now - _since
	_since = now


## A game of `slug` (its main scene, or `script` instead) in a SubViewport of its own, its frames driven by hand.
func _open(slug: String, script: Script = null, seed_value: int = 7, prepare: Callable = Callable()) -> Node:
	var viewport := SubViewport.new()
	viewport.size = Vector2i(640, 480)
	_host.add_child(viewport)
	var game: Node = script.new() if script else (load("res://kits/%s/main.tscn" % slug) as PackedScene).instantiate()
	game.set("run_seed", seed_value)
	if prepare.is_valid():
		prepare.call(game)
	viewport.add_child(game)
	game.set_process(false)
	return game


func _close(game: Node) -> void:
	game.get_parent().queue_free()


func _addon_script(slug: String, file: String) -> String:
	return (ADDON % [slug, slug.replace("-", "_")]) + file


## Every signal the game declares, recorded in order as [name, args...].
func _record(game: Node) -> Array:
	var events: Array = []
	for info: Dictionary in game.get_signal_list():
		var name := String(info["name"])
		if ClassDB.class_has_signal(game.get_class(), name):
			continue
		game.connect(name, func(a: Variant = null, b: Variant = null, c: Variant = null) -> void:
			var event: Array = [name]
			for value: Variant in [a, b, c]:
				if value != null:
					event.append(snappedf(value, 1e-6) if value is float else value)
			events.append(event))
	return events


func _step(game: Node, seconds: float, frames: int = 1) -> void:
	for frame in frames:
		game._process(seconds)


func _key(pressed: bool, keycode: Key = KEY_SPACE) -> InputEventKey:
	var key := InputEventKey.new()
	key.keycode = keycode
	key.physical_keycode = keycode
	key.pressed = pressed
	return key


func _tap(game: Node) -> void:
	var viewport := game.get_viewport()
	viewport.push_input(_key(true))
	viewport.push_input(_key(false))


# MemoryTiles -------------------------------------------------------------------------------------


func _memory_board() -> Dictionary:
	var game := _open("memory-tiles")
	var events := _record(game)
	var result := {}
	# As the site's tutorial does: a level's resource given to the model, not to the game.
	var larger: Resource = game.get("settings").duplicate()
	larger.set("board_size", 6)
	game.get("model").update(larger)
	_step(game, 1.0 / 60.0)
	result["after6"] = _memory_clear(game, events)
	if game.has_method("update"):
		game.call("update", {"board_size": 2})
	result["after2"] = _memory_clear(game, events)
	_close(game)
	# A board under way, then its Board Size edited in place (review 52, GB-3): the new board's peek begins at once,
	# as update() with it does, and its tiles are built.
	var edited := _open("memory-tiles")
	var own: Resource = edited.get("settings").duplicate()
	edited.set("settings", own)
	(edited.get("_tiles")[0] as Button).pressed.emit()
	_step(edited, 1.0 / 60.0)
	var begun := int(edited.get("model").get("stage"))
	own.set("board_size", 6)
	_step(edited, 1.0 / 60.0)
	result["inPlace"] = {"begun": begun, "stage": int(edited.get("model").get("stage")), "tiles": (edited.get("_tiles") as Array).size()}
	_close(edited)
	return result


## Picks the model's pairs through the game's tiles until the board clears (a player with a perfect memory).
func _memory_clear(game: Node, events: Array) -> Dictionary:
	var before := events.size()
	var tiles: Array = game.get("_tiles")
	var model: RefCounted = game.get("model")
	# The first pick starts the board (after a cleared one, deals the next); its tiles may be built anew.
	if not tiles.is_empty():
		(tiles[0] as Button).pressed.emit()
	_step(game, 1.0 / 60.0)
	tiles = game.get("_tiles")
	var count := int(model.get("tiles").size())
	var shown := tiles.size()
	_step(game, 0.1, 200)
	var by_symbol := {}
	for index in count:
		var symbol := String(model.call("symbol_at", index))
		by_symbol[symbol] = by_symbol.get(symbol, []) + [index]
	for symbol: String in by_symbol:
		for index: int in by_symbol[symbol]:
			if index < tiles.size():
				(tiles[index] as Button).pressed.emit()
		_step(game, 1.0 / 60.0)
	var kinds := {}
	for event: Array in events.slice(before):
		kinds[event[0]] = int(kinds.get(event[0], 0)) + 1
	return {"tiles": count, "buttons": shown, "stage": int(model.get("stage")), "fired": kinds}


# RhythmClacker -----------------------------------------------------------------------------------


## Plays frames of 1/60 s until the song reaches `at` (song seconds).
func _play_to(game: Node, at: float) -> void:
	var guard := 0
	while float(game.get("song_time")) < at and guard < 2000:
		_step(game, 1.0 / 60.0)
		guard += 1


func _first_note(game: Node) -> float:
	return float(game.get("model").get("notes")[0].get("time"))


func _rhythm_update() -> Dictionary:
	var game := _open("rhythm-clacker")
	var events := _record(game)
	var result := {}
	var node_bpm := int(game.get("settings").get("bpm"))
	# A scoring tap on the first note (the frame clock: the tap is judged at the frame's song time).
	_play_to(game, _first_note(game) + float(game.get("model").call("latency_ms")) / 1000.0 - 0.005)
	_tap(game)
	result["scoreBefore"] = int(game.get("score"))
	# The model updated as the site's API page shows it: a subset, by the settings' own names.
	game.get("model").call("update", {"beat_map": 2})
	_step(game, 1.0 / 60.0)
	result["afterMap"] = {"score": int(game.get("score")), "map": int(game.get("model").get("map_index")), "time": float(game.get("model").get("time")), "lastScore": _last(events, "score_changed")}
	_play_to(game, _first_note(game) + float(game.get("model").call("latency_ms")) / 1000.0 - 0.005)
	_tap(game)
	result["scoreBeforeBpm"] = int(game.get("score"))
	if game.has_method("update"):
		game.call("update", {"bpm": 999, "perfect_window": 23})
	# A kit without current_settings() reads as its node's settings (a report, not a stop of the boot).
	var model: RefCounted = game.get("model")
	var now: Resource = model.call("current_settings") if model.has_method("current_settings") else game.get("settings")
	result["afterBpm"] = {"score": int(game.get("score")), "bpm": float(game.get("model").call("bpm")), "perfect": int(now.get("perfect_window")), "map": int(now.get("beat_map")), "lastScore": _last(events, "score_changed")}
	# A host passing on settings it does not set (null): each keeps its value.
	game.call("update", {"bpm": null, "perfect_window": null, "beat_map": null, "good_window": 77})
	now = game.get("model").call("current_settings")
	result["afterNulls"] = {"bpm": float(game.get("model").call("bpm")), "perfect": int(now.get("perfect_window")), "map": int(now.get("beat_map")), "good": int(now.get("good_window"))}
	_step(game, 1.0 / 60.0, 3)
	result["framesLater"] = {"bpm": float(game.get("model").call("bpm")), "nodeBpm": int(game.get("settings").get("bpm")), "nodeBpmAtStart": node_bpm}
	_close(game)
	return result


func _last(events: Array, name: String) -> Variant:
	for index in range(events.size() - 1, -1, -1):
		if events[index][0] == name:
			return events[index][1]
	return null


func _fake_audio_script() -> GDScript:
	var script := GDScript.new()
	script.source_code = FAKE_AUDIO % _addon_script("rhythm-clacker", "rhythm_clacker_game.gd")
	script.reload()
	return script


## Each tap this late after its note is heard: between two frames at both 30 and 144 fps (the notes
## fall on frame edges at 30 fps, and 11 ms is a third of a frame there, 1.58 frames at 144).
const TAP_LATE_MS := 11.0


## Taps TAP_LATE_MS after the moment each of the first six notes is heard (its song time plus the Input
## Latency, on the audio clock), each between two frames; returns the grades and offsets (ms) judged.
func _rhythm_tap_time(fps: int) -> Array:
	var game := _open("rhythm-clacker", _fake_audio_script())
	var events := _record(game)
	var frame := 1.0 / fps
	var model: RefCounted = game.get("model")
	var next := 0
	var guard := 0
	while next < 6 and guard < fps * 30:
		guard += 1
		var frame_start := float(game.get("heard_now"))
		var frame_end := frame_start + frame
		var anchor := float(game.get("_anchor"))
		if not is_nan(anchor):
			var note: RefCounted = model.get("notes")[next]
			var heard_at := float(note.get("time")) + float(model.call("latency_ms")) / 1000.0 + anchor + TAP_LATE_MS / 1000.0
			if heard_at < frame_end:
				next += 1
				# A tap strictly between this frame's start and the next one's (never on a frame's edge).
				if heard_at > frame_start:
					game.set("heard_now", heard_at)
					_tap(game)
		game.set("heard_now", frame_end)
		_step(game, frame)
	# The grade as its word (the game's RhythmClackerGrade, in GRADE_WORDS' order).
	var words: Array = game.get("GRADE_WORDS")
	var offsets: Array = []
	for event: Array in events:
		if event[0] == "judged" and words[event[1]] != "Miss":
			offsets.append([words[event[1]], event[2]])
	_close(game)
	return offsets


## RhythmClacker judging a tap off the audio clock: with no audio output (the stand-in clock reads -1, as the
## game's _audio_time() does with no stream playing), or, `stalled`, once an audio clock that ran for 2 s has stood
## still for 0.3 s (the game's STALLED_SECONDS is 0.25). At 30 fps, a tap pushed between two frames while the next
## note is due within the frame to come: [the judged offset, the offset at the game's clock as the last frame left
## it, the offset at the stand-in audio clock where it last had the song (null with none)], in ms.
func _rhythm_frame_clock(stalled: bool) -> Array:
	var game := _open("rhythm-clacker", _fake_audio_script())
	var events := _record(game)
	var model: RefCounted = game.get("model")
	var frame := 1.0 / 30.0
	game.set("heard_now", 0.0 if stalled else -1.0)
	var frames := 0
	# Where the audio clock had the song when it last moved.
	var anchor := NAN
	for guard in 30 * 20:
		if stalled and frames < 60:
			game.set("heard_now", float(game.get("heard_now")) + frame)
		_step(game, frame)
		frames += 1
		if frames == 60:
			anchor = float(game.get("_anchor"))
		if stalled and frames < 70:
			continue
		var due := -1.0
		for note: RefCounted in model.get("notes"):
			var heard := float(note.get("time")) + float(model.call("latency_ms")) / 1000.0
			if String(note.get("grade")) == "" and heard > float(game.get("song_time")):
				due = heard
				break
		if due > 0.0 and due < float(game.get("song_time")) + frame:
			var note_time := due - float(model.call("latency_ms")) / 1000.0
			var rules: GDScript = model.get_script()
			var at_frame: float = rules.call("tap_error_ms", float(game.get("song_time")), note_time, float(model.call("latency_ms")))
			var at_audio: Variant = rules.call("tap_error_ms", float(game.get("heard_now")) - anchor, note_time, float(model.call("latency_ms"))) if not is_nan(anchor) else null
			_tap(game)
			var judged: Array = events.filter(func(event: Array) -> bool: return event[0] == "judged")
			_close(game)
			return [judged[-1][2] if judged.size() else null, at_frame, at_audio]
	_close(game)
	return []


## A web page whose browser has not let sound start: the stream plays but is never mixed.
func _rhythm_gate() -> Dictionary:
	var game := _open("rhythm-clacker", _fake_audio_script())
	game.set("mixing", false)
	var events := _record(game)
	var start := float(game.get("model").get("time"))
	for frame in 300:
		game.set("heard_now", float(game.get("heard_now")) + 1.0 / 60.0)
		_step(game, 1.0 / 60.0)
	game.queue_redraw()
	await _host.get_tree().process_frame
	await _host.get_tree().process_frame
	var result := {"web": OS.has_feature("web"), "events5s": events.duplicate(), "moved": float(game.get("model").get("time")) - start, "status": String(game.call("_status_line"))}
	_tap(game)
	result["afterUnlockTap"] = events.duplicate()
	# The browser lets sound start: the mixer runs, and the song with it.
	game.set("mixing", true)
	for frame in 60:
		game.set("heard_now", float(game.get("heard_now")) + 1.0 / 60.0)
		_step(game, 1.0 / 60.0)
	result["movedAfter"] = float(game.get("model").get("time")) - start
	_close(game)
	return result


func _rhythm_calibration() -> Dictionary:
	DirAccess.remove_absolute(CALIBRATION_FILE)
	# A section of the host's own in the file (review 64, G2: a round wrote a new file over it).
	var host_file := ConfigFile.new()
	host_file.set_value("host", "volume", 7)
	host_file.save(CALIBRATION_FILE)
	var game := _open("rhythm-clacker")
	var events := _record(game)
	var resource_latency := int(game.get("settings").get("input_latency"))
	game.call("calibrate")
	_step(game, 1.0 / 60.0)
	# Before the round's first click the HUD counts none heard (review 64, js-a-2: it said 1).
	var lead_in := " ".join(_status_of(game))
	var clicks: Array = game.get("calibration").get("click_times")
	# Each tap 120 ms after its click, on the frame clock.
	for click: float in clicks:
		_play_to(game, click + 0.12)
		_tap(game)
	var guard := 0
	while game.get("calibration") != null and guard < 600:
		_step(game, 1.0 / 60.0)
		guard += 1
	var result := {"leadIn": lead_in, "calibrated": _last(events, "calibrated"), "resourceBefore": resource_latency, "resourceAfter": int(game.get("settings").get("input_latency"))}
	_close(game)
	var file := ConfigFile.new()
	result["stored"] = file.get_value("calibration", "input_latency", null) if file.load(CALIBRATION_FILE) == OK else null
	result["hostKept"] = file.get_value("host", "volume", null)
	var next := _open("rhythm-clacker")
	result["nextGame"] = float(next.get("model").call("latency_ms"))
	result["nextResource"] = int(next.get("settings").get("input_latency"))
	# Its settings edited in place (review 52, G8): the game follows them from the next step, the stored latency kept.
	var own: Resource = next.get("settings").duplicate()
	next.set("settings", own)
	own.set("bpm", 150)
	own.set("good_window", 150)
	_step(next, 1.0 / 60.0)
	var playing: Resource = next.get("model").call("current_settings")
	result["editedInPlace"] = {"bpm": float(next.get("model").call("bpm")), "goodWindow": int(playing.get("good_window")), "latency": float(next.get("model").call("latency_ms"))}
	_close(next)
	# Settings with an Input Latency of their own (40 ms) play it over the stored one; a game that keeps none
	# (calibration_file "") reads none.
	var tuned := _open("rhythm-clacker", null, 7, _own_latency)
	result["tunedGame"] = float(tuned.get("model").call("latency_ms"))
	# Until a calibration round sets the one it measured (review 61, godot-a N1): from then on it plays that one.
	var tuned_events := _record(tuned)
	tuned.call("calibrate")
	for click: float in tuned.get("calibration").get("click_times"):
		_play_to(tuned, click + 0.12)
		_tap(tuned)
	guard = 0
	while tuned.get("calibration") != null and guard < 600:
		_step(tuned, 1.0 / 60.0)
		guard += 1
	result["tunedCalibrated"] = {"event": _last(tuned_events, "calibrated"), "playing": float(tuned.get("model").call("latency_ms"))}
	# Another setting edited in place, then the settings assigned again: the calibrated latency plays on (review 65,
	# GA-2: the settings' own came back); its own Input Latency edited: that one plays.
	var tuned_settings: Resource = tuned.get("settings")
	tuned_settings.set("note_speed", 1.3)
	_step(tuned, 1.0 / 60.0)
	var after_edit := float(tuned.get("model").call("latency_ms"))
	tuned.set("settings", tuned_settings)
	_step(tuned, 1.0 / 60.0)
	var after_assign := float(tuned.get("model").call("latency_ms"))
	# update() with the settings whole keeps it as assigning them does (review 66, GA-1).
	tuned.call("update", tuned_settings)
	_step(tuned, 1.0 / 60.0)
	var after_update := float(tuned.get("model").call("latency_ms"))
	tuned_settings.set("input_latency", 60)
	_step(tuned, 1.0 / 60.0)
	result["tunedKept"] = {"edited": after_edit, "assigned": after_assign, "updated": after_update, "ownEdited": float(tuned.get("model").call("latency_ms"))}
	_close(tuned)
	var unkept := _open("rhythm-clacker", null, 7, _keep_no_calibration)
	result["unkeptGame"] = float(unkept.get("model").call("latency_ms"))
	_close(unkept)
	DirAccess.remove_absolute(CALIBRATION_FILE)
	return result


## A game the host hid (visible false) takes no press, its own or R: they stay the host's (review V1); shown, it does.
func _hidden_takes_nothing() -> Dictionary:
	var result := {}
	for slug: String in ["physics-dropper", "double-tap-dash", "rhythm-clacker", "memory-tiles", "bounce-chain", "timing-wheel"]:
		var game := _open(slug)
		var events := _record(game)
		var viewport := game.get_viewport()
		(game as CanvasItem).visible = false
		_tap(game)
		viewport.push_input(_key(true, KEY_R))
		var hidden_handled := viewport.is_input_handled()
		viewport.push_input(_key(false, KEY_R))
		# Hiding pauses the game (game_paused, as on the host's pause: review W3); nothing else may come.
		var hidden := events.filter(func(event: Array) -> bool: return event != ["game_paused"]).size()
		var before_shown := events.size()
		(game as CanvasItem).visible = true
		_tap(game)
		result[slug] = {"hidden": hidden, "hiddenHandledR": hidden_handled, "shown": events.size() - before_shown}
		_close(game)
	return result


func _own_latency(game: Node) -> void:
	var own: Resource = game.get("settings").duplicate()
	own.set("input_latency", 40)
	game.set("settings", own)


func _keep_no_calibration(game: Node) -> void:
	game.set("calibration_file", "")


## PhysicsDropper's restart() keeps what update() gave (as every other game's does).
func _dropper_restart() -> float:
	var game := _open("physics-dropper")
	game.call("update", {"gravity": 17.5})
	game.call("restart")
	var gravity := float(game.get("model").call("current_settings").get("gravity"))
	_close(game)
	return gravity


# Frame rate --------------------------------------------------------------------------------------


## Seconds of play, and the Space presses (true) and releases (false) of the frame-rate check, each at a
## multiple of 1/6 s: the start of a frame at both 30 and 144 fps. Some presses are 1/6 s apart (a
## double tap where taps count); holds last 1/6 to 1/2 s.
const FPS_SECONDS := 4.5
## DoubleTapDash plays longer: its gates, phases and dashes reach a frame-rate difference only after 5 s.
const FPS_SECONDS_OF := {"double-tap-dash": 7.0, "memory-tiles": 6.0}
## MemoryTiles' picks (its board starts with the first Space): at 4 s a pair that misses, at 5 s one that matches.
const MEMORY_PICKS := {24: false, 30: true}
const FPS_INPUT: Array[Array] = [
	[3, true], [4, false], [6, true], [7, false], [7, true], [8, false], [12, true], [15, false],
	[18, true], [19, false], [19, true], [20, false], [24, true], [27, false], [30, true], [31, false],
	[31, true], [32, false], [36, true], [38, false],
]


## The events of `slug` with its seed and FPS_INPUT at `fps`, by the fields the game contract compares
## (RhythmClacker's judged: the grade; a Miss is found on the first frame past its window, so its
## offset is a frame's worth apart from one rate to another).
func _taps_at(slug: String, fps: int) -> Array:
	var game := _open(slug)
	var events := _record(game)
	var viewport := game.get_viewport()
	var at_frame := {}
	for input: Array in FPS_INPUT:
		# Sixths of a second in frames: exact at 30 (5 a sixth) and at 144 (24 a sixth).
		var frame := int(input[0]) * fps / 6
		at_frame[frame] = at_frame.get(frame, []) + [input[1]]
	var picks := {}
	for sixth: int in MEMORY_PICKS if slug == "memory-tiles" else {}:
		picks[sixth * fps / 6] = MEMORY_PICKS[sixth]
	for frame in roundi(float(FPS_SECONDS_OF.get(slug, FPS_SECONDS)) * fps):
		for pressed: bool in at_frame.get(frame, []):
			viewport.push_input(_key(pressed))
		if picks.has(frame):
			_pick_pair(game, picks[frame])
		_step(game, 1.0 / fps)
	_close(game)
	if slug == "rhythm-clacker":
		return events.map(func(event: Array) -> Array: return event.slice(0, 2) if event[0] == "judged" else event)
	return events


## What a press changes at once in each game (a model field; DoubleTapDash and RhythmClacker fire `judged`).
const PRESS_SHOWS := {"physics-dropper": "balls", "memory-tiles": "stage", "bounce-chain": "_since_nudge", "timing-wheel": "phase"}


## Whether each game acts on a press the moment Godot hands it over, between two frames (as the web build hands
## over each browser event: display_server_web.cpp flushes input in its callbacks): after 40 frames at 30 fps, the
## state a press changes, and the signals fired, read just before and just after Space pushed into its viewport,
## with no frame in between.
func _acts_when_handled() -> Dictionary:
	var found := {}
	for slug: String in ["physics-dropper", "double-tap-dash", "rhythm-clacker", "memory-tiles", "bounce-chain", "timing-wheel"]:
		var game := _open(slug)
		var events := _record(game)
		_step(game, 1.0 / 30.0, 40)
		var model: RefCounted = game.get("model")
		var before := [events.size(), str(model.get(PRESS_SHOWS.get(slug, "score")))]
		game.get_viewport().push_input(_key(true))
		found[slug] = [events.size(), str(model.get(PRESS_SHOWS.get(slug, "score")))] != before
		_close(game)
	return found


## DoubleTapDash's tap judged at the play time the last frame left, not at its rules' last 1/60 s step (review 38,
## R38-1: 15.3 ms earlier at 144 fps, so a press counted up to 22 ms late where the README says 7): a tap pushed after
## each of 60 frames at `fps`; the largest gap between the frames' time and the tap's, in ms.
func _dash_tap_time(fps: int) -> float:
	var game := _open("double-tap-dash")
	var model: RefCounted = game.get("model")
	var played := 0.0
	var worst := 0.0
	for frame in 60:
		_step(game, 1.0 / fps)
		played += 1000.0 / fps
		if bool(model.get("over")):
			break
		game.get_viewport().push_input(_key(true))
		game.get_viewport().push_input(_key(false))
		worst = maxf(worst, absf(played - float(model.get("_previous_time"))))
	_close(game)
	return snappedf(worst, 0.001)


## How far behind the frames' time the rules' last fixed step is when a press acts, at 144 fps over 200 frames, in ms
## (review 39, Godot R39-1): DoubleTapDash's play clock against the frames', BounceChain's sub-steps not yet run,
## PhysicsDropper's board time not yet run, in real time (review 40, R40-1), at `settings`.
func _rules_behind(slug: String, settings := {}) -> float:
	var game := _open(slug)
	if not settings.is_empty():
		game.call("update", settings)
	var played := 0.0
	var most := 0.0
	for frame in 200:
		_step(game, 1.0 / 144.0)
		played += 1000.0 / 144.0
		var model: RefCounted = game.get("model")
		if bool(model.get("over")):
			break
		var behind := float(model.get("_budget")) * 1000.0 if slug == "bounce-chain" else 0.0
		if slug == "double-tap-dash":
			behind = played - float(game.get("clock_ms"))
		elif slug == "physics-dropper":
			behind = float(model.get("_board_budget")) / float(model.get("_scale")) * 1000.0
		most = maxf(most, behind)
	_close(game)
	return snappedf(most, 0.01)


## A setting of each game and a value to give it through update() before the node enters the tree.
const EARLY_UPDATE := {"physics-dropper": ["gravity", 17.5], "double-tap-dash": ["double_tap_window", 300], "rhythm-clacker": ["bpm", 150], "memory-tiles": ["board_size", 6], "bounce-chain": ["gravity", 12.0], "timing-wheel": ["segments", 10]}


## Every public method of a game called before the node enters the tree (issue 46): update() with a setting,
## restart(), paused set and cleared, and start() and calibrate() where a game has them; then the node enters the
## tree and plays a few frames. Per game, the setting the model plays with after (the update kept) and the score.
func _before_ready() -> Dictionary:
	var found := {}
	var made := {}
	for slug: String in EARLY_UPDATE:
		var game: Node = load(_addon_script(slug, slug.replace("-", "_") + "_game.gd")).new()
		game.call("update", {EARLY_UPDATE[slug][0]: EARLY_UPDATE[slug][1]})
		game.call("restart")
		game.set("paused", true)
		game.set("paused", false)
		for method: String in ["start", "calibrate"]:
			if game.has_method(method):
				game.call(method)
		var viewport := SubViewport.new()
		_host.add_child(viewport)
		viewport.add_child(game)
		made[slug] = game
	await _host.get_tree().process_frame
	for slug: String in made:
		var game: Node = made[slug]
		_step(game, 1.0 / 60.0, 10)
		found[slug] = float(game.get("model").call("current_settings").get(EARLY_UPDATE[slug][0]))
		_close(game)
	return found


## Picks two of MemoryTiles' tiles through its Buttons: tile 0 and its match, or tile 0 and another.
func _pick_pair(game: Node, matching: bool) -> void:
	var model: RefCounted = game.get("model")
	var tiles: Array = game.get("_tiles")
	var first := String(model.call("symbol_at", 0))
	for index in range(1, tiles.size()):
		if (String(model.call("symbol_at", index)) == first) == matching:
			(tiles[0] as Button).pressed.emit()
			(tiles[index] as Button).pressed.emit()
			return


# The HUD -----------------------------------------------------------------------------------------


## Each game drawn by a host at half its size: its HUD grows by the rule for that transform (the shell's
## hud_scale_for at the screen's density; the strings at phone densities are the kit boots' `texts` probe).
func _hud() -> Dictionary:
	var play_script: GDScript = load(_addon_script("rhythm-clacker", "microloop_play.gd"))
	var games := {}
	for slug: String in ["physics-dropper", "double-tap-dash", "rhythm-clacker", "memory-tiles", "bounce-chain", "timing-wheel"]:
		var item: CanvasItem = _open(slug)
		# A view big enough that its room never caps the HUD below the rule (at this boot's 3× web dpi the rule is 6):
		# the HUD keeps room for its deepest status (the again-prompt wrapped at that size), at most a third of the
		# height. One game at a time, so only one such view is drawn at once.
		(item.get_parent() as SubViewport).size = Vector2i(3600, 3600)
		item.set("scale", Vector2(0.5, 0.5))
		# Two frames: the first lays out and draws, the second draws what the first laid out (MemoryTiles' Controls).
		await _host.get_tree().process_frame
		await _host.get_tree().process_frame
		var to_screen := item.get_viewport().get_final_transform() * item.get_global_transform_with_canvas()
		var shell: Object = item.get("_shell")
		games[slug] = {"drew": snappedf(shell.get("hud_scale"), 0.001), "rule": snappedf(play_script.hud_scale_for(float(DisplayServer.screen_get_dpi()), absf(to_screen.get_scale().y), play_script.WEB_REFERENCE_DPI), 0.001), "statusSize": shell.call("text_size", play_script.STATUS_SIZE)}
		_close(item)
	return {"games": games}


# The shell's promises around the host ---------------------------------------------------------------


const SLUGS: Array[String] = ["physics-dropper", "double-tap-dash", "rhythm-clacker", "memory-tiles", "bounce-chain", "timing-wheel"]


func _touch(game: Node, pressed: bool) -> void:
	var touch := InputEventScreenTouch.new()
	touch.index = 0
	touch.pressed = pressed
	touch.position = Vector2(game.get_viewport().size) * 0.5
	game.get_viewport().push_input(touch)


## Space (BounceChain: Left, which steers) and a finger held, the game hidden, both let go while it is hidden, then
## shown and played 60 frames: what the shell still holds, how often let_go fired; TimingWheel's wheel (charging or
## not) and BounceChain's steering (review W3).
func _hidden_lets_go() -> Dictionary:
	var found := {}
	for slug: String in SLUGS:
		var game := _open(slug)
		var shell: Object = game.get("_shell")
		var let_go := [0]
		shell.connect("let_go", func() -> void: let_go[0] += 1)
		_step(game, 1.0 / 60.0)
		var key := KEY_LEFT if slug == "bounce-chain" else KEY_SPACE
		game.get_viewport().push_input(_key(true, key))
		_touch(game, true)
		var held := (shell.get("held") as Dictionary).size()
		(game as CanvasItem).visible = false
		# Hidden, the game stops as on the host's pause: no signal and no clock through 60 frames, the release among them.
		var clock := _clock_of(slug, game)
		var events := _record(game)
		game.get_viewport().push_input(_key(false, key))
		_touch(game, false)
		_step(game, 1.0 / 60.0, 60)
		var hidden_events := events.duplicate()
		var hidden_clock := _clock_of(slug, game)
		(game as CanvasItem).visible = true
		var model: Object = game.get("model")
		found[slug] = {"heldBefore": held, "heldAfter": (shell.get("held") as Dictionary).size(), "letGo": let_go[0], "hiddenEvents": hidden_events, "clockMoved": hidden_clock - clock}
		if slug == "timing-wheel":
			found[slug]["phase"] = str(model.get("phase"))
		if slug == "bounce-chain":
			found[slug]["steering"] = model.get("steering")
		# Shown, it plays on at once, as on the host's unpause (no countdown).
		found[slug]["resumed"] = events.slice(hidden_events.size()) == [["game_resumed"]] and not bool(shell.call("is_stopped"))
		# Its SubViewport shown by a SubViewportContainer the host hides (review X2: is_visible_in_tree() stops at
		# the viewport): stopped as well, no clock, game_paused; shown, game_resumed.
		var container := SubViewportContainer.new()
		_host.add_child(container)
		game.get_parent().reparent(container)
		events.clear()
		container.visible = false
		var contained_clock := _clock_of(slug, game)
		_step(game, 1.0 / 60.0, 60)
		var contained := {"stopped": bool(shell.call("is_stopped")), "clockMoved": _clock_of(slug, game) - contained_clock}
		container.visible = true
		contained["signals"] = events.duplicate()
		contained["resumed"] = not bool(shell.call("is_stopped"))
		found[slug]["container"] = contained
		container.queue_free()
	return found


## The clock a game plays on: its model's time (TimingWheel's wheel angle; MemoryTiles' clock is the game's).
func _clock_of(slug: String, game: Node) -> float:
	if slug == "memory-tiles":
		return float(game.get("clock_ms"))
	return float(game.get("model").get("angle" if slug == "timing-wheel" else "time"))


## A setting of each game and a value other than the kit's (the before-ready check's).
func _settings_assigned() -> Dictionary:
	var found := {}
	for slug: String in SLUGS:
		var game := _open(slug)
		_step(game, 1.0 / 60.0, 5)
		var field: String = EARLY_UPDATE[slug][0]
		var other: Resource = (game.get("settings") as Resource).duplicate()
		other.set(field, EARLY_UPDATE[slug][1])
		var before := float(game.get("model").call("current_settings").get(field))
		game.set("settings", other)
		_step(game, 1.0 / 60.0)
		var assigned := float(game.get("model").call("current_settings").get(field))
		game.call("restart")
		found[slug] = {"before": before, "assigned": assigned, "restarted": float(game.get("model").call("current_settings").get(field))}
		_close(game)
	return found


## Per game, the README's Settings rule (review 64, G1): update() with a Dictionary (its first field), then the
## settings' second field edited in place: both as the model plays them; then settings assigned again: both again.
func _dictionary_copy() -> Dictionary:
	var found := {}
	for slug: String in DICTIONARY_COPY:
		var game := _open(slug)
		_step(game, 1.0 / 60.0, 5)
		var given: Array = DICTIONARY_COPY[slug]
		var played := func() -> Array:
			var now: Resource = game.get("model").call("current_settings")
			return [float(now.get(given[0])), float(now.get(given[2]))]
		game.call("update", {given[0]: given[1]})
		_step(game, 1.0 / 60.0)
		var settings: Resource = game.get("settings")
		settings.set(given[2], given[3])
		_step(game, 1.0 / 60.0, 2)
		var after_edit: Array = played.call()
		game.set("settings", settings)
		_step(game, 1.0 / 60.0)
		found[slug] = {"edited": after_edit, "assigned": played.call(), "settings": [float(settings.get(given[0])), float(settings.get(given[2]))]}
		_close(game)
	return found


## Per game: the field update() is given in a Dictionary and its value, then the field edited in place and its value.
const DICTIONARY_COPY := {
	"physics-dropper": ["gravity", 17.5, "bounciness", 0.35],
	"double-tap-dash": ["double_tap_window", 300, "start_speed", 5.5],
	"rhythm-clacker": ["bpm", 150, "note_speed", 1.3],
	"memory-tiles": ["peek_time", 2.5, "flip_back_delay", 1200],
	"bounce-chain": ["gravity", 12.0, "restitution", 0.6],
	"timing-wheel": ["spin_speed", 0.9, "brake_time", 0.35],
}


## Each game in the tree: its children a host sees (get_children()) and all of them; then a duplicate() of it in
## the tree: the same two counts (review V12, V14).
func _own_nodes_internal() -> Dictionary:
	var found := {}
	for slug: String in SLUGS:
		var game := _open(slug)
		_step(game, 1.0 / 60.0)
		var copy := game.duplicate()
		game.get_parent().add_child(copy)
		await _host.get_tree().process_frame
		found[slug] = {"seen": game.get_child_count(), "all": game.get_child_count(true), "copySeen": copy.get_child_count(), "copyAll": copy.get_child_count(true)}
		_close(game)
	return found


## Per game: its actions while two games are in the tree, once one has left, once the last has left (none may be
## left: review V11), once one is back; and an action the project has of its own (added here before any game) kept.
func _input_map_given_back() -> Dictionary:
	# Every game of the checks before gone (they are freed at the end of a frame).
	await _host.get_tree().process_frame
	var found := {}
	for slug: String in SLUGS:
		var snake := slug.replace("-", "_")
		var first := _open(slug)
		var second := _open(slug)
		var both := _actions_of(snake)
		first.get_parent().free()
		var one := _actions_of(snake)
		second.get_parent().free()
		var none := _actions_of(snake)
		# Nor the shell's bookkeeping of them on the engine's InputMap (review 33, Godot R33-3).
		var meta_left := InputMap.has_meta(&"microloop_added_actions")
		var again := _open(slug)
		var back := _actions_of(snake)
		again.get_parent().free()
		# A host's run-time rebinding of an added action (review X1): kept while the game leaves the tree
		# (remove_child, then reparent()); the game freed, its added actions are gone.
		var rebound := _open(slug)
		var restart := StringName(snake + "_restart")
		InputMap.action_erase_events(restart)
		InputMap.action_add_event(restart, _key(true, KEY_X))
		var holder := rebound.get_parent()
		holder.remove_child(rebound)
		var while_out := InputMap.has_action(restart)
		var elsewhere := SubViewport.new()
		_host.add_child(elsewhere)
		elsewhere.add_child(rebound)
		rebound.reparent(holder)
		var events := InputMap.action_get_events(restart) if InputMap.has_action(restart) else []
		var kept_x := events.size() == 1 and (events[0] as InputEventKey).physical_keycode == KEY_X
		elsewhere.free()
		holder.free()
		# A scene change to a menu and back (review X1): the game freed, then a new one made; the rebound action
		# is the host's now and outlives the game, and the new game reads it as the host left it.
		var after_freed := _actions_of(snake)
		var next := _open(slug)
		var next_events := InputMap.action_get_events(restart) if InputMap.has_action(restart) else []
		var next_x := next_events.size() == 1 and (next_events[0] as InputEventKey).physical_keycode == KEY_X
		next.get_parent().free()
		var rebinding := {"whileOut": while_out, "kept": kept_x, "freed": after_freed, "nextGame": next_x, "nextFreed": _actions_of(snake)}
		if InputMap.has_action(restart):
			InputMap.erase_action(restart)
		# The project's own restart action (as a host's project.godot declares it): never the shell's to erase.
		InputMap.add_action(StringName(snake + "_restart"))
		var own := _open(slug)
		own.get_parent().free()
		var kept := InputMap.has_action(StringName(snake + "_restart"))
		InputMap.erase_action(StringName(snake + "_restart"))
		found[slug] = {"both": both.size(), "one": one.size(), "none": none, "back": back.size(), "ownKept": kept, "after": _actions_of(snake), "metaLeft": meta_left, "rebinding": rebinding}
	return found


## Each game playing when the host resets its input map (InputMap.load_from_project_settings(), a key-binding
## screen's "Reset to defaults"), which erases every action the game added: the actions there before, those there
## right after the reset, those there after the next key (R) the game reads, and whether that R restarted the run
## (review Y3: every key but ui_accept lost, and one error per action on every event; the run's stderr has none).
func _input_map_reset() -> Dictionary:
	await _host.get_tree().process_frame
	var found := {}
	for slug: String in SLUGS:
		var snake := slug.replace("-", "_")
		var game := _open(slug)
		_step(game, 1.0 / 60.0)
		var before := _actions_of(snake)
		var model: Object = game.get("model")
		InputMap.load_from_project_settings()
		var reset := _actions_of(snake)
		_key_press(game, KEY_R)
		_step(game, 1.0 / 60.0)
		var after := _actions_of(snake)
		var restarted: bool = game.get("model") != model
		before.sort()
		after.sort()
		game.get_parent().free()
		found[slug] = {"before": before, "reset": reset, "after": after, "restarted": restarted, "freed": _actions_of(snake)}
	return found


## The input actions named after a game.
func _actions_of(snake: String) -> Array[String]:
	var actions: Array[String] = []
	for action: StringName in InputMap.get_actions():
		if String(action).begins_with(snake + "_"):
			actions.append(String(action))
	return actions


## Every whole-number setting of every config (an exported int with a range) given a value 0.4 under the half step
## above its second step (rounding to a whole number first crossed it: review W6) and one 0.1 over the half step
## above its first (from_json() cut the fraction off), through merged() and through from_json(): by field, a
## [given, merged, from_json] for each.
func _snapped_once() -> Dictionary:
	var found := {}
	for slug: String in SLUGS:
		var script: GDScript = load(_addon_script(slug, slug.replace("-", "_") + "_config.gd"))
		var config: Resource = script.new()
		var fields := {}
		for property: Dictionary in config.get_property_list():
			if int(property["type"]) != TYPE_INT or int(property["hint"]) != PROPERTY_HINT_RANGE:
				continue
			var bounds := str(property["hint_string"]).split(",")
			var low := float(bounds[0])
			var high := float(bounds[1])
			var step := float(bounds[2])
			var name := str(property["name"])
			fields[name] = []
			# Between steps and inside the range (a value outside it is clamped with a warning, as in every engine).
			for given: float in [minf(low + 1.5 * step - 0.4, high - 0.4), low + 0.5 * step + 0.1]:
				var merged: Resource = config.call("merged", {name: given})
				var read: Resource = script.call("from_json", JSON.stringify({name.to_camel_case(): given}))
				fields[name].append([given, merged.get(name), read.get(name)])
		found[slug] = fields
	return found


## Every number setting of every config set from code between two steps (`config.field = value`, as a host's options
## screen does, then `model.update(config)`) is kept to its range and put on its step by its setter, as merged() and
## from_json() put a Dictionary's (review 42, Godot R42-3: the setters clamped and did not snap). A whole-number setting
## whose step is 1 has no value between steps.
func _set_snapped() -> Dictionary:
	var found := {}
	for slug: String in SLUGS:
		var script: GDScript = load(_addon_script(slug, slug.replace("-", "_") + "_config.gd"))
		var fields := {}
		for property: Dictionary in (script.new() as Resource).get_property_list():
			var type := int(property["type"])
			if int(property["hint"]) != PROPERTY_HINT_RANGE or (type != TYPE_INT and type != TYPE_FLOAT):
				continue
			var bounds := str(property["hint_string"]).split(",")
			var low := float(bounds[0])
			var step := float(bounds[2])
			if type == TYPE_INT and step <= 1.0:
				continue
			var given: float = low + 1.0 if type == TYPE_INT else low + 1.4 * step
			var config: Resource = script.new()
			config.set(str(property["name"]), int(given) if type == TYPE_INT else given)
			fields[str(property["name"])] = [given, config.get(str(property["name"]))]
		found[slug] = fields
	return found


## PhysicsDropper's model given its config, then Gravity and Simulation Speed edited on that config in place (as the
## Inspector edits the running game's .tres): a drop's real time follows from the next step, as update() with the
## config makes it (review 47, Godot R47-1: the clock's scale was worked out in update() alone). Reports the model's
## clock scale before, after the edit and one step, and after update() on a copy given the same values.
func _settings_in_place() -> Dictionary:
	var config_script: GDScript = load(_addon_script("physics-dropper", "physics_dropper_config.gd"))
	var model_script: GDScript = load(_addon_script("physics-dropper", "physics_dropper_model.gd"))
	var config: Resource = config_script.new()
	var model: RefCounted = model_script.new(config, 3)
	model.call("step", 1.0 / 60.0)
	var before: float = model.get("_scale")
	config.set("gravity", 14.0)
	config.set("simulation_speed", 8.0)
	model.call("step", 1.0 / 60.0)
	var followed: float = model.get("_scale")
	var fresh: RefCounted = model_script.new(config, 3)
	var found := {"before": before, "followed": followed, "fresh": float(fresh.get("_scale"))}
	# Each other model that works state out from a setting in update(): that state as it was, after the edit in
	# place and one step, and in a model made with the edited config.
	for slug: String in IN_PLACE:
		var edit: Dictionary = IN_PLACE[slug]
		var config_of: Resource = (load(_addon_script(slug, slug.replace("-", "_") + "_config.gd")) as GDScript).new()
		var script: GDScript = load(_addon_script(slug, slug.replace("-", "_") + "_model.gd"))
		var edited: RefCounted = script.new(config_of, 3)
		_step_model(edited)
		var was := _derived(slug, edited)
		for setting: String in edit:
			config_of.set(setting, edit[setting])
		_step_model(edited)
		found[slug] = {"before": was, "followed": _derived(slug, edited), "fresh": _derived(slug, script.new(config_of, 3))}
	return found


## What a setting edited in place changes in each model, and how the check edits it.
const IN_PLACE := {
	"timing-wheel": {"spin_speed": 1.9, "speed_ramp": 1.3, "segments": 6},
	"rhythm-clacker": {"bpm": 180.0},
	"memory-tiles": {"board_size": 6.0},
	"bounce-chain": {"platform_width": 3.0},
}


## The state update() works out from the settings: TimingWheel's cruise speed and target's range, RhythmClacker's
## second note's time, MemoryTiles' tile count, BounceChain's room for its platforms.
func _derived(slug: String, model: RefCounted) -> String:
	match slug:
		"timing-wheel":
			return "cruise %.6f target in range %s" % [float(model.get("cruise")), int(model.get("target")) < int(model.get("_settings").get("segments"))]
		"rhythm-clacker":
			return "note 1 at %.6f" % float(model.get("notes")[1].get("time"))
		"memory-tiles":
			return "%d tiles" % (model.get("tiles") as Array).size()
		_:
			var span: float = model.get_script().call("platform_span", float(model.get("_settings").get("platform_width")))
			return "platforms within %s" % (model.get("platforms") as Array).all(func(platform: RefCounted) -> bool: return float(platform.get("left")) <= span + 1e-9)


## One step of a model: a sixtieth of a second, or MemoryTiles' clock told 16 ms later.
func _step_model(model: RefCounted) -> void:
	if model.has_method("tick"):
		model.call("tick", 16.0)
	else:
		model.call("step", 1.0 / 60.0)


# What starts the next run -------------------------------------------------------------------------


## The games whose runs end by their rules, and how a check ends one at once (the model's own end state).
const ENDS := {
	"double-tap-dash": ["over", true],
	"rhythm-clacker": ["over", true],
	"bounce-chain": ["over", true],
	"timing-wheel": ["phase", "over"],
}


## Per game, whether each press started a new run (the game made a new model; review V8): a click and a finger on
## the middle of the game mid-run, and R; in a game whose runs end, once a run has ended: Space, Enter, a click and a
## finger on the game, R, and (RhythmClacker) its Calibrate button clicked and touched, with whether that calibrates.
func _next_run() -> Dictionary:
	var found := {}
	for slug: String in SLUGS:
		var presses := {
			"clickMidRun": _starts_run(slug, false, _click_at.bind(Vector2(0.5, 0.6), false)),
			"fingerMidRun": _starts_run(slug, false, _click_at.bind(Vector2(0.5, 0.6), true)),
			"rMidRun": _starts_run(slug, false, _key_press.bind(KEY_R)),
		}
		if ENDS.has(slug):
			presses["spaceEnded"] = _starts_run(slug, true, _key_press.bind(KEY_SPACE))
			presses["enterEnded"] = _starts_run(slug, true, _key_press.bind(KEY_ENTER))
			presses["clickEnded"] = _starts_run(slug, true, _click_at.bind(Vector2(0.5, 0.6), false))
			presses["fingerEnded"] = _starts_run(slug, true, _click_at.bind(Vector2(0.5, 0.6), true))
			presses["rEnded"] = _starts_run(slug, true, _key_press.bind(KEY_R))
		if slug == "rhythm-clacker":
			presses["calibrateClickEnded"] = _starts_run(slug, true, _hud_button.bind(1, false))
			presses["calibrateFingerEnded"] = _starts_run(slug, true, _hud_button.bind(1, true))
		found[slug] = presses
	return found


## Opens a game, plays 5 frames (`ended`: then ends its run and plays one more), presses, plays a frame: whether the
## press made a new run, and for RhythmClacker whether a calibration round is under way.
func _starts_run(slug: String, ended: bool, press: Callable) -> Variant:
	var rhythm := slug == "rhythm-clacker"
	var game := _open(slug, null, 7, _keep_no_calibration if rhythm else Callable())
	if rhythm:
		# The browser has let sound start (the first tap's gate is rhythm-gate's check).
		game.set("_sound_unlocked", true)
	_step(game, 1.0 / 60.0, 5)
	if ended:
		game.get("model").set(ENDS[slug][0], ENDS[slug][1])
		_step(game, 1.0 / 60.0)
	var before: Object = game.get("model")
	press.call(game)
	_step(game, 1.0 / 60.0)
	var started: bool = game.get("model") != before
	var calibrating: bool = rhythm and game.get("calibration") != null
	_close(game)
	return {"started": started, "calibrating": calibrating} if rhythm else started


func _key_press(game: Node, keycode: Key) -> void:
	game.get_viewport().push_input(_key(true, keycode))
	game.get_viewport().push_input(_key(false, keycode))


## A click (or a finger) pressed and let go at once at `fraction` of the game's view.
func _click_at(game: Node, fraction: Vector2, finger: bool) -> void:
	_pointer_at(game, Vector2(game.get_viewport().size) * fraction, finger)


## A click (or a finger) on the middle of the HUD button at `index` (0 Restart, then the game's own).
func _hud_button(game: Node, index: int, finger: bool) -> void:
	var rects: Array = game.get("_shell").call("button_rects")
	_pointer_at(game, (rects[index] as Rect2).get_center(), finger)


func _pointer_at(game: Node, at: Vector2, finger: bool) -> void:
	for pressed: bool in [true, false]:
		var event: InputEvent
		if finger:
			var touch := InputEventScreenTouch.new()
			touch.index = 0
			touch.position = at
			touch.pressed = pressed
			event = touch
		else:
			var click := InputEventMouseButton.new()
			click.button_index = MOUSE_BUTTON_LEFT
			click.position = at
			click.global_position = at
			click.pressed = pressed
			event = click
		game.get_viewport().push_input(event)


# The words for the player's hands -----------------------------------------------------------------


## Per game and hands ("keys": Space pressed; "touch": a finger on the game), the status lines it shows (the shell's,
## and MemoryTiles' own Label) at the start, after that press, once a run has ended (the games whose runs end) and,
## for RhythmClacker, after a stray press, during a calibration round (C, or its button touched) and after one with
## no taps (review V9).
func _prompts() -> Dictionary:
	var found := {}
	for slug: String in SLUGS:
		found[slug] = {}
		for hands: String in ["keys", "touch"]:
			var rhythm := slug == "rhythm-clacker"
			var game := _open(slug, null, 7, _keep_no_calibration if rhythm else Callable())
			if rhythm:
				game.set("_sound_unlocked", true)
			var shell: Object = game.get("_shell")
			shell.set("hands", hands)
			var lines: Array[String] = []
			_step(game, 1.0 / 60.0)
			lines.append_array(_status_of(game))
			var press := _key_press.bind(KEY_SPACE) if hands == "keys" else _click_at.bind(Vector2(0.5, 0.6), true)
			press.call(game)
			_step(game, 1.0 / 60.0)
			lines.append_array(_status_of(game))
			if ENDS.has(slug):
				game.get("model").set(ENDS[slug][0], ENDS[slug][1])
				_step(game, 1.0 / 60.0)
				lines.append_array(_status_of(game))
			if rhythm:
				if hands == "keys":
					_key_press(game, KEY_C)
				else:
					_hud_button(game, 1, true)
				_step(game, 1.0 / 60.0)
				lines.append_array(_status_of(game))
				game.call("_finish_calibration")
				_step(game, 1.0 / 60.0)
				lines.append_array(_status_of(game))
			found[slug][hands] = {"lines": lines, "hands": shell.get("hands")}
			_close(game)
	return found


func _status_of(game: Node) -> Array[String]:
	var lines: Array[String] = []
	for line: String in game.get("_shell").get("status"):
		lines.append(line)
	return lines


# MemoryTiles' words in their tiles --------------------------------------------------------------------


## The review's views (V13): a 6×6 board on a 3× phone (480 dpi) in portrait and in landscape, and the default 4×4
## board in landscape at 1× and at 3×, in window pixels.
## [view, dpi, board side]: a 3× phone in portrait and landscape, and landscape inside a notch's safe area (47 and
## 21 pt in: 2220×1080 less 282×63 px), a 1× and a 2× one in landscape (review 4 V13: landscape 6×6 cut sideways).
## [view, dpi, board side, share]: the last two a 6×6 board in a host's Control of 60 % and 45 % of a 3× phone's
## landscape view (review 5 Z1: heart, house and hexagon all "h", moon's face empty).
const TILE_VIEWS := [[Vector2i(1080, 2220), 480.0, 6], [Vector2i(2220, 1080), 480.0, 6], [Vector2i(1938, 1017), 480.0, 6], [Vector2i(740, 360), 160.0, 6], [Vector2i(1480, 720), 320.0, 6], [Vector2i(740, 360), 160.0, 4], [Vector2i(2220, 1080), 480.0, 4], [Vector2i(2220, 1080), 480.0, 6, 0.35], [Vector2i(2220, 1080), 480.0, 6, 0.25]]


## Per view: the board's tiles, the words shown during the peek, those that do not fit their tile's content box as
## the Button lays them out (its autowrap and font size), the tiles' word size in units of 0.1 in, the words that
## had to be shortened (wider than the tile on one line), those shown on more than one line or not as a symbol's
## whole word or its first three or more letters and "…", and the board's size face down and at the peek (review
## V13, X5: a wrapped word's second line grew the rows).
func _tile_words() -> Dictionary:
	var found := {}
	for view: Array in TILE_VIEWS:
		var size: Vector2i = view[0]
		var game := _open("memory-tiles", null, 3, func(made: Node) -> void:
			made.call("update", {"board_size": view[2]})
			# A native phone's screen: its dpi the screen's, not the web's CSS dpi.
			made.get("_shell").set("reference_dpi", 160.0)
			made.get("_shell").set("screen_dpi", view[1]))
		(game.get_parent() as SubViewport).size = size
		var share := float(view[3]) if view.size() > 3 else 1.0
		if share < 1.0:
			# The host's panel: a Control of that share of the view, the game in it.
			var panel := Control.new()
			panel.size = Vector2(size) * share
			game.get_parent().add_child(panel)
			game.reparent(panel, false)
		_step(game, 1.0 / 60.0)
		for frame in 3:
			await _host.get_tree().process_frame
			_step(game, 1.0 / 60.0)
		var face_down := (game.get("_grid") as Control).size
		game.call("_start")
		for frame in 3:
			await _host.get_tree().process_frame
			_step(game, 1.0 / 60.0)
		var peek := (game.get("_grid") as Control).size
		var shortened := 0
		var not_words: Array[String] = []
		var cut: Array[String] = []
		var broken: Array[String] = []
		var shown := 0
		var smallest := INF
		var tiles: Array = game.get("_tiles")
		# Each face shown and the symbols showing it (a symbol drawn shows its mark): one symbol a face, none empty.
		var drawn: bool = game.get("_drawn") == true
		var faces := {}
		var empty: Array[String] = []
		var at_rule := true
		for tile: Button in tiles:
			var word := String(tile.get(&"accessibility_name"))
			var face := tile.text if not tile.text.is_empty() or not drawn else "drawn %s" % [game.call("_mark_of", word)]
			if face.is_empty():
				empty.append(word)
			faces[face] = faces.get(face, {})
			faces[face][word] = true
			at_rule = at_rule and tile.get_theme_font_size(&"font_size") == int(game.get("_shell").call("text_size", 16))
			if drawn:
				shown += 1
				smallest = minf(smallest, float(tile.get_theme_font_size(&"font_size")) / float(view[1]) * 10.0)
				continue
			if tile.text.is_empty():
				continue
			shown += 1
			var font := tile.get_theme_font(&"font")
			var font_size := tile.get_theme_font_size(&"font_size")
			smallest = minf(smallest, float(font_size) / float(view[1]) * 10.0)
			var room := tile.size - tile.get_theme_stylebox(&"normal").get_minimum_size()
			var line := font.get_string_size(tile.text, HORIZONTAL_ALIGNMENT_CENTER, -1, font_size)
			var laid := line
			if tile.autowrap_mode != TextServer.AUTOWRAP_OFF:
				laid = font.get_multiline_string_size(tile.text, HORIZONTAL_ALIGNMENT_CENTER, room.x, font_size, -1, TextServer.BREAK_MANDATORY | TextServer.BREAK_WORD_BOUND | TextServer.BREAK_ADAPTIVE)
			if line.x > room.x:
				broken.append(tile.text)
			var whole := String(tile.get(&"accessibility_name"))
			if tile.text != whole:
				shortened += 1
				if not _shortened_form(tile.text, whole):
					not_words.append("%s for %s" % [tile.text, whole])
			if tile.autowrap_mode != TextServer.AUTOWRAP_OFF and laid.y > line.y + 0.5:
				not_words.append("%s on %d px of lines" % [tile.text, ceili(laid.y)])
			if laid.x > room.x + 0.5 or laid.y > room.y + 0.5:
				cut.append("%s %dx%d in %dx%d" % [tile.text, ceili(laid.x), ceili(laid.y), floori(room.x), floori(room.y)])
		var clashes: Array[String] = []
		for face: String in faces:
			if faces[face].size() > 1:
				clashes.append("%s for %s" % [face.left(24), ", ".join(PackedStringArray(faces[face].keys()))])
		var key := "%dx%d %ddpi %dx%d" % [size.x, size.y, int(view[1]), view[2], view[2]]
		if share < 1.0:
			key += " in %d%%" % roundi(share * 100.0)
		found[key] = {"tiles": tiles.size(), "shown": shown, "cut": cut, "broken": broken.size(), "tenthsOfAnInch": snappedf(smallest, 0.001), "shortened": shortened, "notWords": not_words, "faceDown": [face_down.x, face_down.y], "peek": [peek.x, peek.y], "drawn": drawn, "clashes": clashes, "empty": empty, "atTextRule": at_rule, "hudScale": snappedf(float(game.get("_shell").get("hud_scale")), 0.001)}
		# A shortened tile picked after the peek: the status line names its whole word (review Y1).
		var short_index := -1
		for index in tiles.size():
			if (tiles[index] as Button).text != String((tiles[index] as Button).get(&"accessibility_name")):
				short_index = index
				break
		if short_index >= 0:
			var whole_word := String((tiles[short_index] as Button).get(&"accessibility_name"))
			_step(game, 60.0)
			game.call("_on_tile_pressed", short_index)
			var status := " ".join(_status_of(game))
			found[key]["picked"] = {"face": (tiles[short_index] as Button).text, "word": whole_word, "statusNamesIt": status.contains(whole_word), "accessibleName": String((tiles[short_index] as Button).get(&"accessibility_name"))}
		if key == "1080x2220 480dpi 6x6":
			found["every-room"] = _tile_word_rooms(game)
		_close(game)
	return found


## A face a tile may show for `whole`: a first three or more letters and "…", or (where that is too wide) its first
## one to three letters alone.
func _shortened_form(face: String, whole: String) -> bool:
	if face.ends_with("…"):
		return face.length() >= 4 and whole.begins_with(face.trim_suffix("…"))
	return not face.is_empty() and face.length() <= 3 and whole.begins_with(face)


## Every symbol's word fitted (the game's _fitted_word()) to tiles of every even side from 24 px (SMALLEST_TILE) to
## 240 px at 1×, 2× and 3× the 0.1-in text size: the faces wider than their tile's content box (review 4 V13: a
## four-letter word's "moo…", 81 px in 71), those not the word or a form of it, those shown as letters alone
## though their "…" form fits, and how many of each form.
func _tile_word_rooms(game: Node) -> Dictionary:
	var names: Array = load(_addon_script("memory-tiles", "memory_tiles_model.gd")).get("SYMBOL_NAMES")
	var tile := Button.new()
	var font := tile.get_theme_font(&"font")
	var pad := tile.get_theme_stylebox(&"normal").get_minimum_size().x
	var wider: Array[String] = []
	var not_forms: Array[String] = []
	var bare_early: Array[String] = []
	var forms := {"whole": 0, "ellipsis": 0, "letters": 0, "none": 0}
	# All the symbols on one board (a 6×6 board has them all): each's face told apart from the others' (review 5 Z1),
	# or the board drawn; the faces two symbols share.
	var board := {"clashes": [], "drawn": 0, "worded": 0}
	var all_words: Array[String] = []
	all_words.assign(names)
	for font_size: int in [16, 32, 48]:
		tile.add_theme_font_size_override(&"font_size", font_size)
		for side in range(24, 241, 2):
			tile.custom_minimum_size = Vector2(side, side)
			var room := side - pad
			var faces: Dictionary = game.call("_faces_of", tile, all_words) if game.has_method("_faces_of") else {}
			board["drawn" if faces.is_empty() else "worded"] += 1
			var seen := {}
			for word: String in faces:
				var face := String(faces[word])
				if seen.has(face) or face.is_empty():
					board["clashes"].append("%s for %s and %s in %d at %d" % [face, seen.get(face, ""), word, floori(room), font_size])
				seen[face] = word
				if font.get_string_size(face, HORIZONTAL_ALIGNMENT_LEFT, -1, font_size).x > room:
					board["clashes"].append("%s for %s wider than %d at %d" % [face, word, floori(room), font_size])
			for word: String in names:
				var face := String(game.call("_fitted_word", tile, word))
				var width := font.get_string_size(face, HORIZONTAL_ALIGNMENT_LEFT, -1, font_size).x
				if width > room:
					wider.append("%s for %s %d in %d at %d" % [face, word, ceili(width), floori(room), font_size])
				if face == word:
					forms["whole"] += 1
				elif face.is_empty():
					forms["none"] += 1
				elif face.ends_with("…"):
					forms["ellipsis"] += 1
				else:
					forms["letters"] += 1
					if font.get_string_size(word.left(3) + "…", HORIZONTAL_ALIGNMENT_LEFT, -1, font_size).x <= room:
						bare_early.append("%s for %s in %d at %d" % [face, word, floori(room), font_size])
				if face != word and not face.is_empty() and not _shortened_form(face, word):
					not_forms.append("%s for %s" % [face, word])
	tile.free()
	# Each symbol's mark (drawn where the words do not fit): one shape a symbol, each polygon drawable.
	var marks := {}
	var undrawable: Array[String] = []
	for word: String in names if game.has_method("_mark_of") else []:
		var shapes: Array = game.call("_mark_of", word)
		marks[str(shapes)] = word
		for shape: PackedVector2Array in shapes:
			if Geometry2D.triangulate_polygon(shape).is_empty():
				undrawable.append(word)
	board["marks"] = marks.size()
	board["undrawable"] = undrawable
	return {"wider": wider.slice(0, 10), "wideCount": wider.size(), "notForms": not_forms.slice(0, 10), "bareEarly": bare_early.slice(0, 10), "forms": forms, "board": {"clashes": board["clashes"].slice(0, 10), "drawn": board["drawn"], "worded": board["worded"], "marks": board["marks"], "undrawable": board["undrawable"]}}


## MemoryTiles' first tile focused and pressed by Space (ui_accept, which the Button takes itself) by a player the
## shell last saw touch: the shell's hands after, the status line, and whether the board started; then paused by
## the API, and then disabled by the host, the same press again after restart(): whether it started the board (review V10).
func _tile_keys() -> Dictionary:
	var game := _open("memory-tiles")
	var shell: Object = game.get("_shell")
	_step(game, 1.0 / 60.0)
	await _host.get_tree().process_frame
	shell.set("hands", "touch")
	_step(game, 1.0 / 60.0)
	var tiles: Array = game.get("_tiles")
	(tiles[0] as Button).grab_focus()
	var taken := [0]
	(tiles[0] as Button).pressed.connect(func() -> void: taken[0] += 1)
	var model: Object = game.get("model")
	var before := int(model.get("stage"))
	_key_press(game, KEY_SPACE)
	_step(game, 1.0 / 60.0)
	var found := {"tileTook": taken[0], "focused": game.get_viewport().gui_get_focus_owner() == tiles[0], "hands": shell.get("hands"), "started": int(model.get("stage")) != before, "status": " ".join(_status_of(game))}
	game.call("restart")
	_step(game, 1.0 / 60.0)
	await _host.get_tree().process_frame
	game.set("paused", true)
	_step(game, 1.0 / 60.0)
	var restarted: Object = game.get("model")
	var paused_before := int(restarted.get("stage"))
	# Under the host's pause a tile takes no focus (review 64, GB-2: a host's Tab or arrow put it back on a tile, which
	# then took Space from the host's pause menu); the pause over, it takes it again.
	found["tileFocusablePaused"] = (game.get("_tiles")[0] as Button).focus_mode != Control.FOCUS_NONE
	found["tileFocusedPaused"] = (game.get("_tiles")[0] as Button).has_focus()
	_key_press(game, KEY_SPACE)
	_step(game, 1.0 / 60.0)
	found["startedPaused"] = int(restarted.get("stage")) != paused_before
	game.set("paused", false)
	(game.get("_tiles")[0] as Button).grab_focus()
	found["tileFocusedAfter"] = (game.get("_tiles")[0] as Button).has_focus()
	game.set("paused", true)
	_step(game, 1.0 / 60.0)
	# The host's pause: its tree paused, or (here, the driver's own tree playing on) the game disabled, which sends
	# it the same NOTIFICATION_PAUSED.
	game.set("paused", false)
	game.process_mode = Node.PROCESS_MODE_DISABLED
	(game.get("_tiles")[0] as Button).grab_focus()
	_key_press(game, KEY_SPACE)
	found["startedHostPaused"] = int(restarted.get("stage")) != paused_before
	_close(game)
	return found


# The web, the safe area, the editor -------------------------------------------------------------------


## Phones' portrait windows in CSS px, 320 to 430 wide (review W1).
const WEB_PHONES: Array[Vector2] = [Vector2(320, 568), Vector2(360, 740), Vector2(375, 667), Vector2(430, 932)]


## Each game exported to the web and played on a phone: at the engine's own web dpi (round(devicePixelRatio × 96):
## this boot's Chromium has a deviceScaleFactor of 3; no screen_dpi set), in a portrait window of each WEB_PHONES size
## under the kit's own stretch (its project.godot: viewport size, canvas_items, expand), playing, then paused. Per
## game and phone: the strings read, those under 16 CSS px, those not inside the window, and the pairs that overlap
## (the HUD's strings and buttons, MemoryTiles' status line and tiles). Drawn, not rendered, as kit_driver's _texts.
func _web_texts() -> Dictionary:
	var dpi := float(DisplayServer.screen_get_dpi())
	var root := _host.get_tree().root.get_final_transform()
	var found := {"dpi": dpi, "games": {}}
	# One game at a time (its four windows at once): two dozen phone-sized views at once weigh on the runtime.
	for slug: String in SLUGS:
		var placed := []
		var project := ConfigFile.new()
		project.load("res://kits/%s/project.godot" % slug)
		var base := Vector2(float(project.get_value("display", "window/size/viewport_width", 960)), float(project.get_value("display", "window/size/viewport_height", 600)))
		for phone: Vector2 in WEB_PHONES:
			var window := phone * dpi / 96.0
			var stretch := minf(window.x / base.x, window.y / base.y)
			var container := SubViewportContainer.new()
			container.stretch = true
			container.size = window / stretch
			container.scale = Vector2.ONE * stretch / root.get_scale().x
			# Shown (a hidden container stops the game, review X2), see-through, and its view never updates.
			container.modulate = Color.TRANSPARENT
			var view := SubViewport.new()
			container.add_child(view)
			_host.add_child(container)
			view.render_target_update_mode = SubViewport.UPDATE_DISABLED
			var game: Node = (load("res://kits/%s/main.tscn" % slug) as PackedScene).instantiate()
			game.set("run_seed", 7)
			game.get("_shell").set("recording", true)
			view.add_child(game)
			placed.append({"name": "%s %dx%d" % [slug, phone.x, phone.y], "game": game, "container": container, "window": Rect2(root * Vector2.ZERO, window), "css": 96.0 / dpi, "read": {}, "boxes": {}})
		for pause: bool in [false, true]:
			for entry: Dictionary in placed:
				(entry["game"] as Node).set("paused", pause)
				(entry["game"] as Node).get("_shell").get("texts").clear()
			await _host.get_tree().process_frame
			await _host.get_tree().process_frame
			for entry: Dictionary in placed:
				_read_web_texts(entry, not pause)
		for entry: Dictionary in placed:
			var read: Array = (entry["read"] as Dictionary).values()
			var boxes: Array = (entry["boxes"] as Dictionary).values()
			var overlaps: Array[String] = []
			for first in boxes.size():
				for second in range(first + 1, boxes.size()):
					var one: Rect2 = boxes[first]["rect"]
					var other: Rect2 = boxes[second]["rect"]
					# A button's label inside its own button is not an overlap.
					if one.encloses(other.grow(-0.5)) and boxes[first]["button"] or other.encloses(one.grow(-0.5)) and boxes[second]["button"]:
						continue
					if one.intersection(other).get_area() > 1.0:
						overlaps.append("%s / %s" % [boxes[first]["text"], boxes[second]["text"]])
			var smallest := INF
			for text: Dictionary in read:
				smallest = minf(smallest, float(text["css"]))
			found["games"][entry["name"]] = {
				"strings": read.size(),
				"smallestCss": snappedf(smallest, 0.01),
				"small": read.filter(func(text: Dictionary) -> bool: return float(text["css"]) < 16.0 - 1e-3).map(func(text: Dictionary) -> String: return "%s %.1f CSS px" % [text["text"], text["css"]]),
				"outside": read.filter(func(text: Dictionary) -> bool: return not text["inside"]).map(func(text: Dictionary) -> String: return str(text["text"])),
				"overlaps": overlaps,
			}
			(entry["container"] as Node).free()
	return found


## What one placed game draws now, in window pixels: each string's size in CSS px and whether it is inside the window;
## while playing (`boxes`), the rects of its strings, HUD buttons, Labels and tiles, for the overlap check.
func _read_web_texts(entry: Dictionary, boxes: bool) -> void:
	var game: CanvasItem = entry["game"]
	var shell: Object = game.get("_shell")
	var to_window: Transform2D = shell.call("window_transform")
	var to_canvas := game.get_global_transform_with_canvas().affine_inverse()
	var scale := absf(to_window.get_scale().y)
	var window: Rect2 = entry["window"]
	var read: Dictionary = entry["read"]
	for text: Dictionary in shell.get("texts"):
		var shown: Rect2 = to_window * (text["rect"] as Rect2)
		read[text["text"]] = {"text": text["text"], "css": float(text["size"]) * scale * float(entry["css"]), "inside": window.grow(0.5).encloses(shown)}
		if boxes:
			entry["boxes"][text["text"]] = {"text": text["text"], "rect": shown, "button": false}
	if boxes:
		var rects: Array[Rect2] = shell.call("button_rects")
		for index in rects.size():
			entry["boxes"]["HUD button %d" % index] = {"text": "HUD button %d" % index, "rect": to_window * rects[index], "button": true}
	for node: Node in game.find_children("*", "", true, false):
		var control := node as Control
		if control == null or not (control is Label or control is Button) or not control.is_visible_in_tree():
			continue
		var shown: Rect2 = to_window * to_canvas * control.get_global_transform_with_canvas() * Rect2(Vector2.ZERO, control.size)
		var name := "%s %s" % [control.get_class(), control.get_index()] if control is Button else (control as Label).text
		if control is Label or not (control as Button).text.is_empty():
			read[name] = {"text": name, "css": float(control.get_theme_font_size(&"font_size")) * scale * float(entry["css"]), "inside": window.grow(0.5).encloses(shown)}
		if boxes:
			entry["boxes"][name] = {"text": name, "rect": shown, "button": false}


## Each game with a screen whose safe area leaves out a strip (a desktop's taskbar, as DisplayServer's work area
## does): its safe area where the platform has none (the default off Android and iOS: this runtime is the web's),
## and on a phone (has_safe_area set), against its whole area (review V2).
func _safe_area() -> Dictionary:
	var found := {}
	for slug: String in SLUGS:
		var game := _open(slug)
		# Shown in the window (a SubViewportContainer), where a screen's safe area applies.
		var view := game.get_parent() as SubViewport
		var shown := SubViewportContainer.new()
		shown.stretch = true
		shown.size = Vector2(view.size)
		view.reparent(shown)
		_host.add_child(shown)
		var shell: Object = game.get("_shell")
		var size := Vector2(view.size)
		var to_window: Transform2D = shell.call("window_transform")
		# The work area: the window less a 48 px strip at its bottom.
		shell.set("screen_safe_area", to_window * Rect2(Vector2.ZERO, size - Vector2(0.0, 48.0)))
		var platform := {"hasSafeArea": shell.get("has_safe_area"), "whole": shell.call("area"), "safe": shell.call("safe_area")}
		shell.set("has_safe_area", true)
		var phone: Rect2 = shell.call("safe_area")
		found[slug] = {"hasSafeArea": platform["hasSafeArea"], "mobile": OS.has_feature("mobile"), "wholeAsDesktop": platform["safe"] == platform["whole"], "phoneHeight": phone.size.y, "wholeHeight": (platform["whole"] as Rect2).size.y}
		shown.queue_free()
	return found


## Each game running, a focus loss: as in an export (the default here, a web export template: no "editor" feature), and
## as run from the editor (pauses_on_focus_loss false, what OS.has_feature("editor") gives): paused or not, and what
## the shell still holds (review W5).
func _editor_focus() -> Dictionary:
	var found := {"editorFeature": OS.has_feature("editor")}
	for slug: String in SLUGS:
		var results := {}
		for editor: bool in [false, true]:
			var game := _open(slug)
			var shell: Object = game.get("_shell")
			var default_pauses: bool = shell.get("pauses_on_focus_loss")
			if editor:
				shell.set("pauses_on_focus_loss", false)
			_step(game, 1.0 / 60.0)
			game.call("restart")
			_step(game, 1.0 / 60.0)
			var key := KEY_LEFT if slug == "bounce-chain" else KEY_SPACE
			game.get_viewport().push_input(_key(true, key))
			# A run under way (the games that wait for a first press may not have started one on this one).
			shell.set("running", true)
			var held := (shell.get("held") as Dictionary).size()
			shell.notification(Node.NOTIFICATION_APPLICATION_FOCUS_OUT)
			shell.notification(Node.NOTIFICATION_WM_WINDOW_FOCUS_OUT)
			_step(game, 1.0 / 60.0)
			var result := {"defaultPauses": default_pauses, "heldBefore": held, "stopped": bool(shell.call("is_stopped")), "heldAfter": (shell.get("held") as Dictionary).size()}
			shell.notification(Node.NOTIFICATION_APPLICATION_FOCUS_IN)
			_step(game, 1.0 / 60.0)
			result["shown"] = str(shell.call("shown_text"))
			results["editor" if editor else "export"] = result
			_close(game)
		found[slug] = results
	return found


# Kinds the game has no word for (review V4) ------------------------------------------------------------


## Each model with an override that gives, from then on, a kind its game has no word for: a new event type
## (PhysicsDropper, DoubleTapDash, BounceChain), a TimingWheel landing's result, a MemoryTiles first pick's type,
## a RhythmClacker judgement's grade. ("%s" is the model's script.)
const UNKNOWN_KIND_MODELS := {
	"physics-dropper": """extends "%s"
func step(seconds: float) -> Array[Dictionary]:
	var events := super(seconds)
	events.append({"type": "warp\\n\\u001b"})
	return events
""",
	"double-tap-dash": """extends "%s"
func step(seconds: float) -> Array[Dictionary]:
	var events := super(seconds)
	events.append({"type": "warp"})
	return events
""",
	"bounce-chain": """extends "%s"
func step(seconds: float) -> Array[Dictionary]:
	var events := super(seconds)
	events.append({"type": "warp"})
	return events
""",
	"timing-wheel": """extends "%s"
func step(seconds: float) -> Array:
	var events := super(seconds)
	events.append({"type": "land", "result": "graze"})
	return events
""",
	"memory-tiles": """extends "%s"
func flip(index: int, now: float) -> Dictionary:
	var outcome := super(index, now)
	if outcome["type"] == "first":
		outcome["type"] = "peek"
	return outcome
""",
	"rhythm-clacker": """extends "%s"
func advance_to(song_time: float) -> Array[RhythmClackerJudgement]:
	var judgements := super(song_time)
	for judgement in judgements:
		judgement.grade = "Great"
	return judgements
""",
}
## The signals whose first value is an enum member, and how many members the enum has.
const ENUM_SIGNALS := {"double-tap-dash": ["judged", 7], "memory-tiles": ["judged", 3], "rhythm-clacker": ["judged", 3], "timing-wheel": ["judged", 3]}


## Per game: the signals fired, and the values outside their enum (none; before review V4 each was -1).
func _unknown_kinds() -> Dictionary:
	var found := {}
	for slug: String in SLUGS:
		var model_path := _addon_script(slug, slug.replace("-", "_") + "_model.gd")
		var script := GDScript.new()
		script.source_code = UNKNOWN_KIND_MODELS[slug] % model_path
		script.reload()
		var game := _open(slug)
		var played: RefCounted = game.get("model")
		game.set("model", script.new(played.call("current_settings"), 7))
		var events := _record(game)
		for frame in 150:
			if frame % 10 == 3:
				_tap(game)
			if slug == "memory-tiles" and frame % 30 == 10:
				_pick_pair(game, frame % 60 == 10)
			_step(game, 1.0 / 30.0)
		var outside: Array = []
		var watched: Array = ENUM_SIGNALS.get(slug, ["", 0])
		for event: Array in events:
			if event[0] == watched[0] and (event.size() < 2 or int(event[1]) < 0 or int(event[1]) >= int(watched[1])):
				outside.append(event)
		found[slug] = {"fired": events.size(), "outside": outside}
		_close(game)
	return found


# What the READMEs and the prompts promise around a press -------------------------------------------------------


## Per game, a click and a finger on spots of the game off any piece (its middle, its bottom-left corner, and for
## MemoryTiles the gap between its first two tiles), each in a new game: whether its status showed a start prompt
## ("Tap to start", "Press Space or click to start") before the press, and whether it still shows one after it
## (review 8 M1: MemoryTiles started only on a tile).
func _press_anywhere_starts() -> Dictionary:
	var play_script: GDScript = load(_addon_script("memory-tiles", "microloop_play.gd"))
	var words: Array = (play_script.PROMPTS["start"] as Dictionary).values()
	var found := {}
	for slug: String in SLUGS:
		found[slug] = {}
		var spots := {"middle": Vector2(0.5, 0.5), "corner": Vector2(0.02, 0.98)}
		if slug == "memory-tiles":
			spots["gap"] = null
		for spot: String in spots:
			for finger: bool in [false, true]:
				var game := _open(slug)
				_step(game, 1.0 / 60.0)
				# A frame's end lays out MemoryTiles' tiles (its containers sort deferred).
				await _host.get_tree().process_frame
				var at: Vector2
				if spots[spot] == null:
					var tiles: Array = game.get("_tiles")
					var first := (tiles[0] as Control).get_global_rect()
					var second := (tiles[1] as Control).get_global_rect()
					at = Vector2((first.end.x + second.position.x) * 0.5, first.get_center().y)
				else:
					at = Vector2(game.get_viewport().size) * (spots[spot] as Vector2)
				var shown := _says_any(game, words)
				_pointer_at(game, at, finger)
				_step(game, 1.0 / 60.0)
				found[slug]["%s %s" % [spot, "finger" if finger else "click"]] = {"startShown": shown, "stillShown": _says_any(game, words)}
				_close(game)
	return found


func _says_any(game: Node, words: Array) -> bool:
	for line in _status_of(game):
		for word: String in words:
			if line.contains(word):
				return true
	return false


## Per game, two of it in one view (as two tunings of it play side by side, sharing the input actions): how many
## presses each shell was told of after one Space press (review 8 N-doc2: the last in the tree takes the key).
func _shared_key() -> Dictionary:
	var found := {}
	for slug: String in SLUGS:
		var first := _open(slug)
		var second: Node = (load("res://kits/%s/main.tscn" % slug) as PackedScene).instantiate()
		second.set("run_seed", 7)
		first.get_parent().add_child(second)
		second.set_process(false)
		var counts := [0, 0]
		for index in 2:
			var shell: Object = [first, second][index].get("_shell")
			shell.connect(&"pressed", func(_action: StringName, _at: Variant) -> void: counts[index] += 1)
		_key_press(first, KEY_SPACE)
		found[slug] = {"first": counts[0], "last": counts[1]}
		_close(first)
	return found


## Per game, update() with a Dictionary of every script property of its settings resource as null, and its
## schema_version as it is (review 8 N-api1: each pushed "there is no setting"): whether any setting changed.
func _quiet_update() -> Dictionary:
	var found := {}
	for slug: String in SLUGS:
		var game := _open(slug)
		_step(game, 1.0 / 60.0)
		var settings: Resource = game.get("settings")
		var changes := {}
		var names: Array[String] = []
		for property: Dictionary in (settings.get_script() as Script).get_script_property_list():
			if int(property["usage"]) & PROPERTY_USAGE_SCRIPT_VARIABLE:
				changes[property["name"]] = null
				names.append(String(property["name"]))
		changes["schema_version"] = settings.get("schema_version")
		var before: Resource = game.get("model").call("current_settings")
		var values_before := names.map(func(name: String) -> Variant: return before.get(name))
		game.call("update", changes)
		_step(game, 1.0 / 60.0)
		var after: Resource = game.get("model").call("current_settings")
		var changed: Array[String] = []
		for index in names.size():
			if after.get(names[index]) != values_before[index]:
				changed.append("%s %s -> %s" % [names[index], values_before[index], after.get(names[index])])
		found[slug] = {"keys": changes.size(), "changed": changed}
		_close(game)
	return found


## BounceChain's steering when a run starts with Left held: pressed after a run ended, then Space; held mid-run, then
## R; each read a frame after the new run began, and once Left is let go.
func _steer_into_run() -> Dictionary:
	var found := {}
	for how: String in ["space-after-end", "r-mid-run"]:
		var game := _open("bounce-chain")
		_step(game, 1.0 / 60.0, 5)
		if how == "space-after-end":
			game.get("model").set("over", true)
			_step(game, 1.0 / 60.0)
		game.get_viewport().push_input(_key(true, KEY_LEFT))
		_step(game, 1.0 / 60.0)
		var before: Object = game.get("model")
		_key_press(game, KEY_SPACE if how == "space-after-end" else KEY_R)
		_step(game, 1.0 / 60.0)
		var model: Object = game.get("model")
		var entry := {"newRun": model != before, "steering": model.get("steering")}
		game.get_viewport().push_input(_key(false, KEY_LEFT))
		_step(game, 1.0 / 60.0)
		entry["steeringLetGo"] = model.get("steering")
		found[how] = entry
		_close(game)
	return found
