extends Node
## RhythmClacker heard (lib/mechanics/core/godot-audio.test.ts runs this with the web runtime's real
## audio driver and records its output): the kit mounted at res://kits/rhythm-clacker/ plays a
## calibration round (its clicks, untouched), then the whole song (eight bars, untouched). Prints
## "CLICKS [...]" and "NOTES [...]" (the times each should be heard, on the round's and on the song's
## clock) and quits once the last note has rung out.

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
	game.queue_free()
	await get_tree().process_frame
	get_tree().quit(0)
