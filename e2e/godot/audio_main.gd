extends Node
## RhythmClacker heard (lib/mechanics/core/godot-audio.test.ts runs this with the web runtime's real
## audio driver and records its output): the kit mounted at res://kits/rhythm-clacker/ plays a
## calibration round (its clicks, untouched), then the whole song (eight bars, untouched). Prints
## "CLICKS [...]" and "NOTES [...]" (the times each should be heard, on the round's and on the song's
## clock), then "SKIPS n" (the generator's underruns) once the last note has rung out; then pauses a new
## run once its first note is written and plays on until its second has rung out, prints "RESUMED [...]"
## (that run's note times) and "RESUMED_HEARD n" (how many of them the mixer took before what follows).
## The volume is lowered to 0.4 during that pause (the notes already written must sound at 0.4: the
## volume is the player's, applied as the stream is mixed); "PEAKS [...]" gives each sound's peak at full
## scale. Then the tempo changes mid-run (update({"bpm": 150}), with clacks of the old tempo written
## ahead): the song starts over on a new stream, its first two notes ring out, "REBPM [...]" gives the
## new run's note times and "REBPM_HEARD n" how many of them the mixer took before the game was freed,
## and it quits.

## Seconds past the last note before the run ends: the clack's length and then some.
const TAIL_SECONDS := 0.4
## Frames of an old stream that may still be mixed after its player stops: one mix step and the lookahead.
const FADE_FRAMES := 512 + 64


func _ready() -> void:
	var scene: PackedScene = load("res://kits/rhythm-clacker/main.tscn")
	var game: Node = scene.instantiate()
	add_child(game)
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
	while float(game.get("song_time")) < notes[-1] + TAIL_SECONDS:
		await get_tree().process_frame
	# Mixes that found the generator short of frames: the game wrote too little ahead (a stall).
	var playback: AudioStreamGeneratorPlayback = game.get("_playback")
	print("SKIPS %d" % playback.get_skips())
	# A new run, paused on the frame after its first note was written into the stream (about 0.35 s before
	# it is mixed), and played on half a second later: the note must not sound during the pause, and it
	# and the next must sound on the beat after it.
	game.call("_new_run")
	var second: float = game.get("model").notes[1].time
	while int(game.get("_next_note")) < 1:
		await get_tree().process_frame
	# As the engine sends it, to the game and every node in it (its shell pauses it).
	game.propagate_notification(NOTIFICATION_APPLICATION_FOCUS_OUT)
	await get_tree().create_timer(0.25).timeout
	game.set("volume", 0.4)
	await get_tree().create_timer(0.25).timeout
	game.set("paused", false)
	while float(game.get("song_time")) < second + TAIL_SECONDS:
		await get_tree().process_frame
	print("RESUMED " + JSON.stringify(_note_times(game), "", false, true))
	# A stop fades the old stream out over the next mix step (AudioServer: FADE_OUT_TO_DELETION, one
	# buffer of 512 frames after a lookahead of 64, servers/audio/audio_server.cpp): a clack that starts
	# in it may be heard, faded. Those whole before the change sound at full volume.
	print("RESUMED_HEARD %d" % _notes_mixed(game, FADE_FRAMES))
	print("RESUMED_WHOLE %d" % _notes_mixed(game, -roundi(0.07 * float(game.get("_mix_rate")))))
	print("TEMPO_AT %.4f" % (float(game.call("_frames_mixed")) / float(game.get("_mix_rate")) - float(game.get("_anchor"))))
	# A new tempo mid-run, with the next clacks of the old one already written ahead into the stream.
	game.call("update", {"bpm": 150})
	var again: float = game.get("model").notes[1].time
	while float(game.get("song_time")) < again + TAIL_SECONDS:
		await get_tree().process_frame
	print("REBPM " + JSON.stringify(_note_times(game), "", false, true))
	print("REBPM_HEARD %d" % _notes_mixed(game, 0))
	game.queue_free()
	await get_tree().process_frame
	get_tree().quit(0)


func _note_times(game: Node) -> Array[float]:
	var times: Array[float] = []
	for note: RefCounted in game.get("model").notes:
		times.append(float(note.get("time")))
	return times


## How many of the run's notes start before `extra` frames past what the mixer has taken from the
## stream (frame n is at audio time n / mix rate; song time t at audio time t + the game's anchor).
func _notes_mixed(game: Node, extra: int) -> int:
	var rate: float = game.get("_mix_rate")
	var anchor: float = game.get("_anchor")
	var mixed: int = game.call("_frames_mixed")
	var count := 0
	for time in _note_times(game):
		if roundi((time + anchor) * rate) < mixed + extra:
			count += 1
	return count
