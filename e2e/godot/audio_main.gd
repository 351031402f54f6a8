extends Node
## RhythmClacker heard (lib/mechanics/core/godot-audio.test.ts runs this with the web runtime's real
## audio driver and records its output): the kit mounted at res://kits/rhythm-clacker/ plays a
## calibration round (its clicks, untouched), then the whole song (eight bars, untouched). Prints
## "CLICKS [...]" and "NOTES [...]" (the times each should be heard, on the round's and on the song's
## clock), then "SKIPS n" (the generator's underruns) once the last note has rung out; then pauses a new
## run once its first note is written and plays on until its second has rung out, prints "RESUMED [...]"
## (that run's note times; its first two, and any the mixer took before the game was freed, are heard) and quits.

## Seconds past the last note before the run ends: the clack's length and then some.
const TAIL_SECONDS := 0.4


func _ready() -> void:
	var scene: PackedScene = load("res://kits/rhythm-clacker/main.tscn")
	var game: Node = scene.instantiate()
	add_child(game)
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
	game.notification(NOTIFICATION_APPLICATION_FOCUS_OUT)
	await get_tree().create_timer(0.5).timeout
	game.set("paused", false)
	while float(game.get("song_time")) < second + TAIL_SECONDS:
		await get_tree().process_frame
	var run: Array[float] = []
	for note: RefCounted in game.get("model").notes:
		run.append(float(note.get("time")))
	print("RESUMED " + JSON.stringify(run, "", false, true))
	game.queue_free()
	await get_tree().process_frame
	get_tree().quit(0)
