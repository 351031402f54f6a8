extends Node
## RhythmClacker heard (lib/mechanics/all-games/godot-audio.test.ts runs this with the web runtime's real
## audio driver and records its output): the kit mounted at res://kits/rhythm-clacker/ plays a
## calibration round (its clicks, untouched), then the whole song (eight bars, untouched). Prints
## "CLICKS [...]" and "NOTES [...]" (the times each should be heard, on the round's and on the song's
## clock). Mid-song it stalls the page's main thread for STALL_MS, as a busy machine does, at a moment
## when the mixer's silence (below) falls inside a clack ("STALL n": n frames into it); then "SKIPS n"
## (the generator's underruns) once the last note has rung out. Then it pauses a new run once its first
## note is written and plays on until its second has rung out, prints "RESUMED [...]" (that run's note
## times) and "RESUMED_HEARD n" (how many of them were heard before what follows). The volume is
## lowered to 0.4 during that pause (the notes already written must sound at 0.4: the volume is the
## player's, applied as the stream is mixed); "PEAKS [...]" gives each sound's peak at full scale. Then
## the tempo changes mid-run (update({"bpm": 150}), with clacks of the old tempo written ahead): the song
## starts over on a new stream, its first two notes ring out, "REBPM [...]" gives the new run's note times
## and "REBPM_HEARD n" how many of them were heard before the game was freed, and it quits.
##
## Whenever the mixer has found the game's stream short of frames, prints "UNDERRUN n" (n frames of
## silence mixed in their place; e2e/godot-runtime.ts keeps where in the output that was): a page whose
## main thread stalls gets the audio callbacks it missed run back to back, and no frame of the game runs
## between them to write more.

## Seconds past the last note before the run ends: the clack's length and then some.
const TAIL_SECONDS := 0.4
## How long the main thread stalls mid-song: more than the 0.74 s the game's stream holds.
const STALL_MS := 1500
## Where in a clack the mixer's silence starts, in seconds from the clack's start (a clack lasts 0.07 s).
const STALL_INTO_CLACK := Vector2(0.01, 0.04)
## Frames a playback has read from its stream but not yet put out when a mix step ends: the resampler's
## 128-frame read and the 2 frames of its interpolation's history (AudioStreamPlaybackResampled::mix,
## servers/audio/audio_stream.cpp), and the AudioServer's lookahead of 64 (_mix_step, audio_server.cpp).
const READ_AHEAD := 128 + 2 + 64
## A stop or a pause fades the stream out over the next mix step of 512 frames (audio_server.cpp): a clack
## starting there is heard in part, or not at all. The run is stopped only when none starts within this
## many frames of it.
const FADE_FRAMES := 512
const FADE_MARGIN := 256
## Frames the driver waits at most, after freeing the game, for the AudioServer to let go of its stream.
const RETIRE_FRAMES := 600


func _ready() -> void:
	var scene: PackedScene = load("res://kits/rhythm-clacker/main.tscn")
	var game: Node = scene.instantiate()
	add_child(game)
	add_child(UnderrunWatch.new(game))
	var peaks: Array[float] = []
	for sound: PackedFloat32Array in game.get("_sounds"):
		var peak := 0.0
		for sample in sound:
			peak = maxf(peak, absf(sample))
		peaks.append(peak)
	print("PEAKS " + JSON.stringify(peaks, "", false, true))
	print("VOLUME %s" % game.get("volume"))
	game.call("calibrate")
	var clicks: Array[float] = game.get("calibration").click_times.duplicate()
	await game.calibrated
	var notes: Array[float] = []
	for note: RefCounted in game.get("model").notes:
		notes.append(float(note.get("time")))
	print("CLICKS " + JSON.stringify(clicks, "", false, true))
	print("NOTES " + JSON.stringify(notes, "", false, true))
	await _stall_inside_a_clack(game)
	while float(game.get("song_time")) < notes[-1] + TAIL_SECONDS:
		await get_tree().process_frame
	# Mixes that found the generator short of frames: the game wrote too little ahead (a stall).
	var playback: AudioStreamGeneratorPlayback = game.get("_playback")
	print("SKIPS %d" % playback.get_skips())
	# A new run, paused on the frame after its first note was written into the stream (about 0.7 s before
	# it is mixed), and played on after the countdown once focus is back half a second later: the note must not
	# sound during the pause, and it and the next must sound on the beat after it. A frame that comes so late that the note is already
	# near the mixer (a stall) starts the run again.
	game.call("_new_run")
	while int(game.get("_next_note")) < 1 or _near_mix(game):
		if int(game.get("_next_note")) >= 1:
			game.call("_new_run")
		await get_tree().process_frame
	var second: float = game.get("model").notes[1].time
	# As the engine sends it, to the game and every node in it (its shell pauses it).
	game.propagate_notification(NOTIFICATION_APPLICATION_FOCUS_OUT)
	await get_tree().process_frame
	# While the game holds, the host's menu opens and closes ten times and the game is moved out of the tree and back:
	# the engine takes a player's stream out of its pause on each (the tree unpaused, the player entering the tree), and
	# the game keeps it held at once, so the mixer takes nothing (it played on to the game's next frame: 23 to 70 ms).
	var mixed_before: int = game.call("_frames_mixed")
	var held: Array = []
	for cycle in 10:
		get_tree().paused = true
		await get_tree().process_frame
		get_tree().paused = false
		held.append((game.get("_player") as AudioStreamPlayer).stream_paused)
		await get_tree().process_frame
	var parent := game.get_parent()
	parent.remove_child(game)
	parent.add_child(game)
	held.append((game.get("_player") as AudioStreamPlayer).stream_paused)
	await get_tree().process_frame
	var mixed_by_host := int(game.call("_frames_mixed")) - mixed_before
	# The editor's Game view resuming from Suspend (SceneTree::set_suspend(false)), twice: the engine unpauses every
	# player on it, whatever its process_mode; the game holds its stream again in the same call. Node's
	# NOTIFICATION_SUSPENDED and NOTIFICATION_UNSUSPENDED (scene/main/node.h: 9003, 9004) are not bound to scripts.
	var suspend_before: int = game.call("_frames_mixed")
	var held_unsuspended: Array = []
	for step in 2:
		get_tree().root.propagate_notification(9003)
		get_tree().root.propagate_notification(9004)
		held_unsuspended.append((game.get("_player") as AudioStreamPlayer).stream_paused)
		await get_tree().process_frame
	await get_tree().create_timer(0.2).timeout
	print("HOST_MENU_HELD " + JSON.stringify({"held": held, "mixed": mixed_by_host, "unsuspended_held": held_unsuspended, "unsuspended_mixed": int(game.call("_frames_mixed")) - suspend_before}))
	game.set("volume", 0.4)
	await get_tree().create_timer(0.25).timeout
	# The player back: the countdown, then play (the host's `paused` is its own, and a focus loss's pause waits for them).
	game.propagate_notification(NOTIFICATION_APPLICATION_FOCUS_IN)
	while float(game.get("song_time")) < second + TAIL_SECONDS:
		await get_tree().process_frame
	await _clear_of_notes(game)
	print("RESUMED " + JSON.stringify(_note_times(game), "", false, true))
	# Those heard whole before the change (none cut by its fade) are the ones whose loudness is judged.
	print("RESUMED_HEARD %d" % _notes_mixed(game, 0))
	print("RESUMED_WHOLE %d" % _notes_mixed(game, -roundi(0.07 * float(game.get("_mix_rate"))) - READ_AHEAD))
	print("TEMPO_AT %.4f" % (float(game.call("_frames_mixed")) / float(game.get("_mix_rate")) - float(game.get("_anchor"))))
	# A new tempo mid-run, with the next clacks of the old one already written ahead into the stream.
	game.call("update", {"bpm": 150})
	var again: float = game.get("model").notes[1].time
	while float(game.get("song_time")) < again + TAIL_SECONDS:
		await get_tree().process_frame
	await _clear_of_notes(game)
	print("REBPM " + JSON.stringify(_note_times(game), "", false, true))
	print("REBPM_HEARD %d" % _notes_mixed(game, 0))
	# A new tempo while the game holds (the player away; its own `paused` false): the new stream takes the hold
	# (review 36: it took `paused` alone and ran behind the hold), and the mixer takes nothing of it.
	game.propagate_notification(NOTIFICATION_APPLICATION_FOCUS_OUT)
	await get_tree().process_frame
	game.call("update", {"bpm": 120})
	var restarted_held := (game.get("_player") as AudioStreamPlayer).stream_paused
	var mixed_at_restart: int = game.call("_frames_mixed")
	await get_tree().create_timer(0.3).timeout
	print("RESTART_HELD " + JSON.stringify({"held": restarted_held, "mixed": int(game.call("_frames_mixed")) - mixed_at_restart}))
	await _free_and_retire(game)
	get_tree().quit(0)


## Frees the game, then waits until the AudioServer has let go of its last stream before the driver quits.
## A stopped player's playback leaves the server's list only in a mix step, and the server's finish() does not
## empty that list: a playback still on it at quit is reported as leaked at exit (ObjectDB), whoever stopped it
## (godotengine/godot#76745). Quitting one frame after the free raced the page's next audio callback.
func _free_and_retire(game: Node) -> void:
	var last: WeakRef = weakref(game.get("_playback"))
	for watch in get_children():
		if watch is UnderrunWatch:
			watch.queue_free()
	game.queue_free()
	var waited := 0
	while last.get_ref() != null and waited < RETIRE_FRAMES:
		waited += 1
		await get_tree().process_frame
	if last.get_ref() != null:
		push_error("The game's stream was still on the AudioServer's list %d frames after the game was freed" % waited)
	print("RETIRED %d" % waited)


func _note_times(game: Node) -> Array[float]:
	var times: Array[float] = []
	for note: RefCounted in game.get("model").notes:
		times.append(float(note.get("time")))
	return times


## The stream frame each of the run's notes starts at (the game's own placing: song time t is at audio
## time t + its anchor, frame n at audio time n / mix rate).
func _note_frames(game: Node) -> Array[int]:
	var rate: float = game.get("_mix_rate")
	var anchor: float = game.get("_anchor")
	var frames: Array[int] = []
	for time in _note_times(game):
		frames.append(roundi((time + anchor) * rate))
	return frames


## How many of the run's notes start before `extra` frames past what the mixer has read from the stream.
func _notes_mixed(game: Node, extra: int) -> int:
	var read: int = game.call("_frames_mixed")
	return _note_frames(game).filter(func(start: int) -> bool: return start < read + extra).size()


## Whether a note of the run starts where a stop or pause now would fade it (what the mixer has read,
## READ_AHEAD frames of it not yet out, then the fading step), or its anchor is not set yet.
func _near_mix(game: Node) -> bool:
	if is_nan(float(game.get("_anchor"))):
		return true
	var out: int = int(game.call("_frames_mixed")) - READ_AHEAD
	return _note_frames(game).any(func(start: int) -> bool: return start >= out - FADE_MARGIN and start < out + FADE_FRAMES + FADE_MARGIN)


## Waits for a frame where no note of the run starts near the mixer (_near_mix): then every clack is
## either heard whole or not at all when the run stops.
func _clear_of_notes(game: Node) -> void:
	while _near_mix(game):
		await get_tree().process_frame


## Waits for a frame where the end of what the game has written (where the mixer's silence will start
## if no frame runs for longer than the stream holds) is STALL_INTO_CLACK into a clack of the song, then
## keeps the main thread busy for STALL_MS (StallInsideAClack).
func _stall_inside_a_clack(game: Node) -> void:
	var staller := StallInsideAClack.new(self, game)
	add_child(staller)
	await staller.stalled
	staller.queue_free()


## Reads, every frame before the game's own, how much silence the mixer has put into the game's stream
## where it found no frames: an AudioStreamGeneratorPlayback's position counts every frame it mixed, its
## buffer only those the game wrote (AudioStreamGeneratorPlayback::_mix_internal fills the rest with
## zeros, servers/audio/effects/audio_stream_generator.cpp); the game's _frames_mixed() counts what it
## took from the buffer. Silence before the game's first write of a stream precedes all of its sound and
## is not reported.
class UnderrunWatch extends Node:
	var _game: Node
	var _playback: AudioStreamGeneratorPlayback
	var _silence := 0

	func _init(game: Node) -> void:
		_game = game
		process_priority = -1000

	func _process(_delta: float) -> void:
		if not is_instance_valid(_game):
			return
		var playback: AudioStreamGeneratorPlayback = _game.get("_playback")
		if playback == null:
			return
		if playback != _playback:
			_playback = playback
			_silence = 0
		var mixed := roundi(_playback.get_playback_position() * float(_game.get("_mix_rate")))
		var silence: int = mixed - int(_game.call("_frames_mixed"))
		if silence > _silence and int(_game.get("_frames_written")) > 0:
			print("UNDERRUN %d" % (silence - _silence))
		_silence = maxi(_silence, silence)


## Looks, every frame after the game has written its stream, for the end of what it wrote lying
## STALL_INTO_CLACK into a clack; there it stalls the main thread once, and says so.
class StallInsideAClack extends Node:
	signal stalled
	var _driver: Node
	var _game: Node
	var _done := false

	func _init(driver: Node, game: Node) -> void:
		_driver = driver
		_game = game
		process_priority = 1000

	func _process(_delta: float) -> void:
		if _done or is_nan(float(_game.get("_anchor"))):
			return
		var rate: float = _game.get("_mix_rate")
		var end: int = _game.get("_frames_written")
		for start: int in _driver.call("_note_frames", _game):
			if end - start >= roundi(STALL_INTO_CLACK.x * rate) and end - start <= roundi(STALL_INTO_CLACK.y * rate):
				_done = true
				print("STALL %d" % (end - start))
				var until := Time.get_ticks_msec() + STALL_MS
				while Time.get_ticks_msec() < until:
					pass
				stalled.emit()
				return
