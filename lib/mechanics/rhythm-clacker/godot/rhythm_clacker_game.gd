class_name RhythmClackerGame
extends Node2D
## RhythmClacker, playable: notes scroll to the hit line with a clack on every note; tap (Space,
## Enter, a click or a touch) as each one arrives. A Perfect is worth 300 points, a Good 100, times
## the combo multiplier. C runs a calibration round: eight clicks, tap along, and the median of your
## taps (outliers dropped) becomes the Input Latency; so does the Calibrate button. Each finger that
## lands is a tap of its own. Tap after a run to play again; R or the Restart button starts over. The
## game pauses when its window loses focus (in an exported game) and counts down 3 s on return.
##
## The clacks are on the audio server's clock: they are written, sample by sample, into a generated
## stream (AudioStreamGenerator) at the frame they must be heard, and the song clock follows
## what is heard (frames mixed + AudioServer.get_time_since_last_mix()
## - AudioServer.get_output_latency(), read once per start). Each frame the stream's free space is
## written, and every sound due up to the end of what is written is queued first, so the schedule
## always looks as far ahead as the stream runs. When the audio clock does not move (no audio device,
## the Dummy driver), the game runs on the sum of its frames' deltas. A tap is judged at what is
## heard at the moment it is handled (the audio clock read then), not at the last frame's clock. A new
## run or calibration round starts a new stream: nothing written for the one before is heard. Before
## the stream has ever played (a web page whose browser waits for a first tap to allow sound) the song
## stands still and shows the start prompt in the words of the player's hands ("Tap to start" on a touchscreen
## before its first press or after a touch, else "Press Space or click to start"); that first press only unlocks
## the sound. The rules live in
## rhythm_clacker_model.gd, the tuned values in rhythm_clacker_config.tres; a calibrated Input Latency
## is kept per device in calibration_file.

## The score changed.
signal score_changed(score: int)
## The run ended: its last note rang out.
signal ended(score: int)
## A note or a stray tap was judged: its RhythmClackerGrade (`result`, the name every game's judged gives it),
## and its signed error in ms (positive late).
signal judged(result: RhythmClackerGrade, offset_ms: float)
## A calibration round finished: the Input Latency it set (ms), or the one kept with fewer than 3 usable taps.
signal calibrated(latency_ms: int)
## The game stopped without ending: `paused` was set, the window lost focus (in an exported game), or the host paused the tree or hid the game.
signal game_paused()
## The game plays on after a pause (after the countdown, when it paused on a focus loss; at once when your paused tree
## or the game hidden ends later than the frame after focus came back).
signal game_resumed()

## A judgement's grade: a Perfect (300 points times the multiplier), a Good (100 times the multiplier) or a Miss.
enum RhythmClackerGrade { PERFECT, GOOD, MISS }

const RhythmClackerConfigScript := preload("rhythm_clacker_config.gd")
const RhythmClackerModelScript := preload("rhythm_clacker_model.gd")
const RhythmClackerPlayScript := preload("microloop_play.gd")
## The model's word for each RhythmClackerGrade, in its order.
const GRADE_WORDS: Array[String] = ["Perfect", "Good", "Miss"]
## The tap action this game reads (Space, Enter, a click, a finger); added at run time when the project lacks it,
## as the calibrate action is.
const TAP_ACTION := &"rhythm_clacker_tap"
## The calibrate action this game reads (C and the Calibrate button); added at run time when the project lacks it.
const CALIBRATE_ACTION := &"rhythm_clacker_calibrate"
## How much sound the stream holds (Godot rounds it up to a power of two of frames: 32768 at 44.1 or
## 48 kHz, 0.68-0.74 s). Each frame refills it. On the web (a no-threads export) the mixer runs in the
## AudioWorklet driver's callbacks on the main thread (ScriptProcessor's where that is missing), which a busy
## page delays and then runs several at once: streams of
## 0.1 and 0.25 s ran dry in such bursts and held the clacks back by whole buffers. A run or a
## calibration round starts at least a second before its first sound, so nothing written ahead is due.
const BUFFER_SECONDS := 0.5
## The web driver reports the output latency once a second from its start (setInterval of 1000 ms in GodotAudio's
## init, platform/web/js/libs/library_godot_audio.js): a run on the web starts its audio clock only after the first report.
const WEB_LATENCY_MS := 1100
## A gap this large between the frame clock and the audio clock snaps to the audio clock.
const RESYNC_SECONDS := 0.05
## Each frame pulls the clock this share of the way to the audio clock.
const DRIFT_PULL := 0.2
## The audio clock counts as stopped when it has not moved for this long.
const STALLED_SECONDS := 0.25
## The board's colour, the lane's (the driver's fit probe reads it).
const SURFACE := RhythmClackerPlayScript.LINE
## The hit line and the sparks.
const HIT_LINE := Color("#f59e0b")
## The notes on the beat (the sparks' second colour and the off-beat notes: cyan).
const NOTE := Color("#8b5cf6")

## The tuned settings; edit the .tres (or assign another) to change the tempo, windows or latency.
## Assigned while the game plays, they take effect as update() with them does, and restart() keeps them. Their
## Input Latency plays, but for a calibrated one: the one this game's last calibration round measured, while theirs
## is what it was at that round; else this device's stored one when theirs is 0.
@export var settings: RhythmClackerConfigScript = preload("rhythm_clacker_config.tres"):
	set(value):
		settings = value
		if model != null and value != null:
			update(_start_settings())

## The seed of the sparks: 0 picks a new one each run (the notes never change).
@export var run_seed: int = 0
## Where a calibrated Input Latency is kept on this device (a ConfigFile, read at start; the .tres is never
## written), or "" to keep none. It plays when the settings' Input Latency is 0: one of your own wins, until a
## calibration round on this game sets the one it measured.
@export var calibration_file: String = "user://microloop_rhythm_clacker.cfg"
## Volume of the clacks, 0 to 1: the player's volume, applied at once (the clacks are written at full scale).
@export_range(0.0, 1.0, 0.05) var volume: float = 0.8:
	set(value):
		volume = clampf(value, 0.0, 1.0)
		if _player != null:
			_player.volume_db = linear_to_db(volume)

## The audio bus the clacks play on: your SFX bus, so your volume slider and mute reach them (Master when your bus
## layout has no bus of that name), applied at once.
@export var bus: StringName = &"Master":
	set(value):
		bus = value
		if _player != null:
			_player.bus = bus

## The score so far (score_changed tells each change; restart() sets it back to 0).
var score: int = 0
## The song's rules: made in _ready() (null before it, in a tree_entered handler too), or by the first call that needs them.
var model: RhythmClackerModelScript
## Set it to pause the game or play on: game_paused or game_resumed fires before its next frame where that stops
## or starts the game (while a focus loss, your paused tree or a hidden game holds it, nothing fires), and presses do
## nothing while it is true. It is yours alone: a focus loss pauses the game without setting it, and the value it
## has already changes nothing. Your `true` holds until your `false`, over a focus loss's pause too; your `false`
## plays on at once, or, while the player is away, after the countdown once they are back.
var paused: bool:
	get:
		return _shell.is_paused()
	set(value):
		_shell.set_paused(value)
## The calibration round under way, or null.
var calibration: RhythmClackerModelScript.RhythmClackerCalibrationRound = null
## Song seconds from the first beat (round seconds while calibrating): the clock taps are judged on.
var song_time: float = 0.0

## Its input, its pauses and its HUD.
var _shell := RhythmClackerPlayScript.new(self, "rhythm_clacker", {TAP_ACTION: RhythmClackerPlayScript.TAP_TRIGGERS, CALIBRATE_ACTION: [KEY_C]}, {"Calibrate": CALIBRATE_ACTION})
## The values of `settings` the model last took, to follow an edit of them in place while it plays a copy.
var _applied_settings: Array = []
## The latency this game's last calibration round measured, and the settings' own Input Latency then: it plays over
## theirs until that is edited (an edit of another setting, or the settings assigned again, keeps it).
var _calibrated_latency: Variant = null
var _calibrated_from := 0
## Whether an edit of `settings` in place reaches the model (_follow_settings): not after update() with a Dictionary.
var _follows_settings := true
## The second status line: the last judgement, a calibration's outcome, a prompt.
var _status: String = ""
var _player: AudioStreamPlayer
var _playback: AudioStreamGeneratorPlayback
var _mix_rate: float = 44100.0
## Stream frames written so far; frame n is heard at audio time n / _mix_rate.
var _frames_written: int = 0
## Audio time of song time 0 while the audio clock drives the game; NAN when it does not.
var _anchor: float = NAN
## Frames the stream can buffer (its free space before the first write).
var _capacity: int = 0
## AudioServer.get_output_latency() as read at the start of the run or calibration round.
var _output_latency: float = 0.0
## The count of mixed frames last seen.
var _last_mixed: int = 0
## Frame seconds since that count last moved.
var _audio_still: float = 0.0
## Clacks to write: [first stream frame, sound index].
var _voices: Array[Vector2i] = []
var _sounds: Array[PackedFloat32Array] = []
var _next_note: int = 0
var _next_click: int = 0
var _ended_sent: bool = false
## The model's tempo as this game last played it: a change (update()) starts the song over.
var _played_bpm: float = 0.0
## The model's beat map as this game last played it: a change (update()) starts the song over.
var _played_map: int = -1
## Whether any stream of this game has been mixed: until then a web page has not let sound start.
var _sound_unlocked: bool = false


func _init() -> void:
	_shell.pressed.connect(_on_pressed)
	# The lane needs little of the height: the HUD (two status lines) may take half of it before it shrinks.
	_shell.hud_share = 0.5
	# The HUD keeps room for its two status lines at their longest (a 4-digit score, the calibration's count, every
	# judgement, stray or not, and every prompt in either hands' words): the lane never moves as they change.
	var scores := PackedStringArray(["Score 9999   Combo 999 (x9)   100.0%   999 BPM   latency -999 ms"])
	scores.append_array(RhythmClackerPlayScript.prompts("calibrating", "", " (8 of 8)"))
	var said := PackedStringArray(["Latency calibrated to -999 ms"])
	for grade in GRADE_WORDS:
		said.append(grade + "  -999 ms")
		said.append_array(RhythmClackerPlayScript.prompts("stray", grade + " (", ")  -999 ms"))
	for moment in ["calibration-short", "again", "start"]:
		said.append_array(RhythmClackerPlayScript.prompts(moment))
	_shell.status_reserve = [scores, said]
	# A pause holds the stream at once: the host's pause stops the game's frames too.
	game_paused.connect(_hold_stream.bind(true))


func _ready() -> void:
	_start_audio()
	if model == null:
		_new_run()


## New settings from the next frame: a Dictionary of any subset of them (snake_case names; each
## snapped and kept to its range, a missing or null one unchanged) or a whole RhythmClackerConfig. A new BPM or
## Beat Map starts the song over at once (score 0, no clack of the old song heard), paused or not. After
## model.update() alone the game does the same on the next frame it plays.
func update(changes: Variant) -> void:
	if model == null:
		_new_run()
	# A Dictionary's copy is the host's from now on (as in every game): an edit of `settings` in place no longer
	# reaches it, nor undoes the Dictionary's change, until `settings` is assigned again.
	_follows_settings = not (changes is Dictionary)
	# Settings given whole keep a calibrated latency as assigning `settings` does.
	if changes is RhythmClackerConfigScript:
		changes = _with_latency(changes)
	model.update(changes)
	_follow_model()


func _on_pressed(action: StringName, _at: Variant) -> void:
	if action == CALIBRATE_ACTION:
		calibrate()
	else:
		_tap()


## A tap: judged on the song clock, or a calibration tap; after a run it starts the next.
func _tap() -> void:
	if _waiting_for_sound():
		# The tap that lets the browser start the sound (Godot resumes its AudioContext on input): not judged.
		return
	var at := _tap_time()
	if calibration != null:
		calibration.tap(at)
		return
	if model.over:
		_status = ""
		_new_run()
		return
	var judgement := model.tap(at)
	if judgement:
		_report(judgement)


## Starts play as a tap does when the game waits for one: after a run ended, the next run; nothing while a run or a
## calibration round is under way (every Microloop game has start(), for a host written against all six).
func start() -> void:
	if model != null and calibration == null and model.over:
		restart()


## Starts over: a calibration round under way is dropped, a new run starts, the score back to 0
## (score_changed fires if it was not 0); `ended` does not fire.
func restart() -> void:
	calibration = null
	_status = ""
	_new_run()
	# Told at once, not at the next frame (a paused tree runs none): a run begun while the player is away waits for them.
	_shell.running = calibration != null or not model.over


func _process(delta: float) -> void:
	_follow_settings()
	var playing := _shell.advance(delta)
	_hold_stream(not playing)
	if playing:
		_advance_song(delta)
	_shell.running = calibration != null or not model.over
	_shell.status = PackedStringArray([_score_line(), _status_line()])
	queue_redraw()


func _advance_song(delta: float) -> void:
	_tick_clock(delta)
	if calibration != null:
		calibration.advance_to(song_time)
		_write_audio()
		if calibration.done():
			_finish_calibration()
		return
	_follow_model()
	for judgement in model.advance_to(song_time):
		_report(judgement)
	_write_audio()
	if model.over and not _ended_sent:
		_ended_sent = true
		ended.emit(score)


## After model.update(): a new tempo or beat map starts the song over from its first moment, on a new stream.
func _follow_model() -> void:
	if model.bpm() == _played_bpm and model.map_index == _played_map:
		return
	model.reset()
	_shell.set_score(model.score)
	if calibration == null:
		_restart_clock(model.time)
	else:
		_mark_played()


func _mark_played() -> void:
	_played_bpm = model.bpm()
	_played_map = model.map_index


## Song time of a tap handled now: what is heard at this moment on the audio clock (input is handled
## before the frame's _process, so the frame's clock is up to a frame behind); the frame clock without it.
func _tap_time() -> float:
	if not is_nan(_anchor):
		var heard_at := _audio_time()
		if heard_at >= 0.0:
			return heard_at - _anchor
	return song_time


## Whether the stream is playing but has never been mixed on a web page: the browser has not yet let
## sound start (it does on the first input), and the song waits under the start prompt.
func _waiting_for_sound() -> bool:
	return OS.has_feature("web") and not _sound_unlocked and _audio_time() >= 0.0


## Starts a calibration round (the run starts over after it): eight steady clicks on the audio
## clock; tap along. The median offset of the taps within half a beat of a click becomes the Input
## Latency, snapped to its steps within its range (snap_latency).
func calibrate() -> void:
	if model == null:
		_new_run()
	calibration = RhythmClackerModelScript.RhythmClackerCalibrationRound.new()
	_status = ""
	_restart_clock(calibration.time)


## The Input Latency setting's grid (the settings script's INPUT_LATENCY_ range and step), halves rounded up.
static func snap_latency(ms: float) -> int:
	var low := float(RhythmClackerConfigScript.INPUT_LATENCY_MIN)
	var step := float(RhythmClackerConfigScript.INPUT_LATENCY_STEP)
	var clamped := clampf(ms, low, float(RhythmClackerConfigScript.INPUT_LATENCY_MAX))
	return int(RhythmClackerModelScript.round_half_up((clamped - low) / step) * step + low)


func _finish_calibration() -> void:
	var measured := calibration.measured()
	calibration = null
	var latency := int(model.latency_ms())
	if not is_nan(measured):
		latency = snap_latency(measured)
		_calibrated_latency = latency
		_calibrated_from = settings.input_latency
		model.update({"input_latency": latency})
		_store_latency(latency)
		_status = "Latency calibrated to %d ms" % latency
	else:
		_status = _shell.prompt("calibration-short")
	calibrated.emit(latency)
	_new_run()


## Keeps a calibrated Input Latency on this device (calibration_file), for every later start.
func _store_latency(latency_ms: int) -> void:
	if calibration_file.is_empty():
		return
	var file := ConfigFile.new()
	# The file's other sections (your own settings, where calibration_file names your file) are kept.
	file.load(calibration_file)
	file.set_value("calibration", "input_latency", latency_ms)
	file.save(calibration_file)


## The Input Latency calibrated on this device, or null when none was (or none is kept).
func _stored_latency() -> Variant:
	var file := ConfigFile.new()
	if calibration_file.is_empty() or file.load(calibration_file) != OK or not file.has_section_key("calibration", "input_latency"):
		return null
	return int(file.get_value("calibration", "input_latency"))


func _report(judgement: RhythmClackerModelScript.RhythmClackerJudgement) -> void:
	var stray := " (%s)" % _shell.prompt("stray") if judgement.note < 0 else ""
	_status = "%s%s  %+d ms" % [judgement.grade, stray, roundi(judgement.offset_ms)]
	# A grade the game has no word for is ignored: no judged value outside the enum (shell word_of()).
	var grade := _shell.word_of(GRADE_WORDS, judgement.grade)
	if grade >= 0:
		judged.emit(grade, judgement.offset_ms)
	_shell.set_score(model.score)


## A new run on the model's settings (at start: the node's, with this device's calibrated latency).
func _new_run() -> void:
	var run_settings: RhythmClackerConfigScript = model.current_settings() if model != null else _start_settings()
	model = RhythmClackerModelScript.new(run_settings, run_seed if run_seed != 0 else randi())
	_shell.set_score(model.score)
	_restart_clock(model.time)
	queue_redraw()


func _start_settings() -> RhythmClackerConfigScript:
	_applied_settings = _settings_values()
	return _with_latency(settings)


## `config` with the latency that plays over its own: an Input Latency of its own (not the default 0) wins over this
## device's calibration, until a round sets the one it measured: that one plays while the config's own stays what it
## was then (as in Unity).
func _with_latency(config: RhythmClackerConfigScript) -> RhythmClackerConfigScript:
	var latency: Variant = _stored_latency() if config.input_latency == 0 else null
	if _calibrated_latency != null and config.input_latency == _calibrated_from:
		latency = _calibrated_latency
	return config if latency == null else config.merged({"input_latency": latency})


func _settings_values() -> Array:
	return [settings.bpm, settings.perfect_window, settings.good_window, settings.input_latency, settings.note_speed, settings.beat_map]


## The model plays a copy of `settings` when this device's latency is merged in: an edit of `settings` in place
## reaches it here, from the next step, as update() with them does (not after update() with a Dictionary).
func _follow_settings() -> void:
	if model == null or settings == null or not _follows_settings or model.current_settings() == settings:
		return
	if _settings_values() != _applied_settings:
		update(_start_settings())


# The clock ---------------------------------------------------------------------------------------


func _restart_clock(at: float) -> void:
	_silence()
	_restart_stream()
	song_time = at
	_anchor = NAN
	_next_note = model.first_note_from(at) if model else 0
	_next_click = 0
	_ended_sent = false
	if model:
		_mark_played()


## A new, empty stream: what the old one holds (up to BUFFER_SECONDS of clacks already written) is
## never heard. A playing generator's buffer cannot be cleared (AudioStreamGeneratorPlayback::clear_buffer
## fails while active, servers/audio/effects/audio_stream_generator.cpp), so the player stops (its
## playback fades out and is freed) and plays a new playback.
func _restart_stream() -> void:
	if _playback == null or _frames_written == 0:
		return
	_player.stop()
	_player.play()
	_playback = _player.get_stream_playback() as AudioStreamGeneratorPlayback
	_capacity = _playback.get_frames_available() if _playback else 0
	_frames_written = 0
	_last_mixed = 0
	_audio_still = 0.0
	# The new playback takes the game's hold (its pause, the player away, your tree paused, the countdown), not its
	# `paused` alone: a restart under your pause menu left the stream running behind the hold.
	var held := (_player as RhythmClackerHeldPlayer).held
	_player.stream_paused = not held
	_player.stream_paused = held


## Stream frames the mixer has taken so far: those written minus those still buffered.
func _frames_mixed() -> int:
	return _frames_written - (_capacity - _playback.get_frames_available())


## What is being heard now, in seconds of the stream: the frames mixed, plus the time since that mix,
## minus the output latency (Godot's "Sync the gameplay with audio", with the generator's own count
## of mixed frames for the playback position: a buffer underrun then pauses the clock with the sound).
func _audio_time() -> float:
	if _playback == null or not _player.playing:
		return -1.0
	return _frames_mixed() / _mix_rate + AudioServer.get_time_since_last_mix() - _output_latency


## Reads the song clock: the audio clock while it moves, else frame seconds. It never runs backwards.
func _tick_clock(delta: float) -> void:
	var frame := maxf(0.0, delta)
	var heard_at := _audio_time()
	# The clock runs while the mixer takes frames from the stream (never with the Dummy driver).
	var mixed := _frames_mixed() if heard_at >= 0.0 else _last_mixed
	if mixed != _last_mixed:
		_last_mixed = mixed
		_audio_still = 0.0
	else:
		_audio_still += frame
	if mixed > 0:
		_sound_unlocked = true
	if heard_at >= 0.0 and _last_mixed == 0 and (_waiting_for_sound() or _audio_still < STALLED_SECONDS):
		# A new stream not mixed yet: the song waits for it (on a web page, for the tap that lets sound start).
		_anchor = NAN
		return
	if heard_at < 0.0 or _audio_still >= STALLED_SECONDS or _last_mixed == 0:
		_anchor = NAN
		song_time += frame
	elif is_nan(_anchor):
		if OS.has_feature("web") and Time.get_ticks_msec() < WEB_LATENCY_MS:
			return
		# The audio clock takes over from this frame on, seamlessly.
		_read_output_latency()
		song_time += frame
		_anchor = _audio_time() - song_time
	else:
		var heard := heard_at - _anchor
		var predicted := song_time + frame
		var drift := heard - predicted
		song_time = maxf(song_time, heard if absf(drift) > RESYNC_SECONDS else predicted + drift * DRIFT_PULL)


## Once per stream, as the audio clock takes over (its class reference advises against reading it every
## frame: it may be costly, and it moves). On the web this is after the driver's first report.
func _read_output_latency() -> void:
	_output_latency = AudioServer.get_output_latency()


# Sound: a generated stream, clacks written at the frame they must be heard -----------------------


func _start_audio() -> void:
	_mix_rate = AudioServer.get_mix_rate()
	var generator := AudioStreamGenerator.new()
	generator.mix_rate = _mix_rate
	generator.buffer_length = BUFFER_SECONDS
	_player = RhythmClackerHeldPlayer.new()
	_player.stream = generator
	_player.volume_db = linear_to_db(volume)
	_player.bus = bus
	# A generated stream is mixed by the audio server, never handed to the browser as a sample (web exports).
	_player.playback_type = AudioServer.PLAYBACK_TYPE_STREAM
	# The game's own: internal, so the host's get_children() and duplicate() never see it (a copy makes its own).
	add_child(_player, false, Node.INTERNAL_MODE_FRONT)
	# With no audio output (the Dummy driver) nothing ever mixes the stream: the game runs on frame time.
	if AudioServer.get_driver_name() != "Dummy":
		_player.play()
		_playback = _player.get_stream_playback() as AudioStreamGeneratorPlayback
		_capacity = _playback.get_frames_available() if _playback else 0
	_sounds = [_make_sound(1700.0, 0.07, true), _make_sound(2300.0, 0.05, true), _make_sound(1000.0, 0.04, false)]


## A short tone that falls in pitch and fades out, made sample by sample (no sound files).
func _make_sound(pitch: float, seconds: float, triangle: bool) -> PackedFloat32Array:
	var length := maxi(1, int(_mix_rate * seconds))
	var samples := PackedFloat32Array()
	samples.resize(length)
	var phase := 0.0
	for i in length:
		var t := float(i) / length
		phase += pitch * (1.0 - 0.45 * t) / _mix_rate
		var cycle := phase - floorf(phase)
		var wave := 1.0 - 4.0 * absf(cycle - 0.5) if triangle else sin(TAU * cycle)
		samples[i] = wave * exp(-6.0 * t) * minf(1.0, i / (_mix_rate * 0.003))
	return samples


## Queues a sound at song time `at`, on the audio clock. One that starts before the end of the written
## stream (a stall, a restart) has its tail mixed in; only one already over is dropped.
func _play(sound: int, at: float) -> void:
	var first := roundi((at + _anchor) * _mix_rate)
	if first + _sounds[sound].size() > _frames_written:
		_voices.append(Vector2i(first, sound))


## Queues every sound due before the end of the stream `frames_ahead` frames on from what is written:
## the schedule looks exactly as far ahead as the stream is written, never less.
func _schedule(frames_ahead: int) -> void:
	if is_nan(_anchor):
		return
	var horizon := float(_frames_written + frames_ahead) / _mix_rate - _anchor
	if calibration != null:
		while _next_click < calibration.click_times.size() and calibration.click_times[_next_click] < horizon:
			_play(2, calibration.click_times[_next_click])
			_next_click += 1
		return
	while _next_note < model.notes.size() and model.notes[_next_note].time < horizon:
		var note := model.notes[_next_note]
		_play(0 if note.beat == floorf(note.beat) else 1, note.time)
		_next_note += 1


## Fills the stream's free space: silence, with each clack due in it (queued first) mixed in at its frame.
func _write_audio() -> void:
	if _playback == null:
		return
	var count := _playback.get_frames_available()
	if count <= 0:
		return
	_schedule(count)
	_playback.push_buffer(_render(count))
	_frames_written += count


## The next `count` frames of the stream: silence with each queued clack mixed in at its frame, at full
## scale (the volume is the player's, applied as it is mixed: once, and at once when it changes).
func _render(count: int) -> PackedVector2Array:
	var block := PackedVector2Array()
	block.resize(count)
	var kept: Array[Vector2i] = []
	for voice in _voices:
		var sound := _sounds[voice.y]
		var from := maxi(0, _frames_written - voice.x)
		var to := mini(sound.size(), _frames_written + count - voice.x)
		for i in range(from, to):
			var sample := sound[i]
			block[voice.x + i - _frames_written] += Vector2(sample, sample)
		if voice.x + sound.size() > _frames_written + count:
			kept.append(voice)
	_voices = kept
	return block


func _silence() -> void:
	_voices.clear()


## A pause holds the stream where it is: what was written ahead (clacks among it) is not heard during the
## pause, and the mixer, and with it the audio clock, takes it up again where it stopped.
func _hold_stream(held: bool) -> void:
	if _player == null:
		return
	# Held by its process_mode, not stream_paused alone: the engine takes a player's stream out of its pause when your
	# tree is unpaused or the player enters the tree (AudioStreamPlayerInternal::notification in
	# scene/audio/audio_stream_player_internal.cpp), behind the game's hold, and the song played on to the game's next
	# frame (a host's menu opened and closed ten times over the game's pause let 70 ms of it out). A disabled player's
	# can_process() never changes, so neither unpauses it, and switching it pauses and resumes the stream
	# (Node::set_process_mode). What reaches it still (the editor's un-suspend) RhythmClackerHeldPlayer undoes in the
	# same call.
	(_player as RhythmClackerHeldPlayer).held = held
	var mode := Node.PROCESS_MODE_DISABLED if held else Node.PROCESS_MODE_INHERIT
	if _player.process_mode != mode:
		_player.process_mode = mode
	if _player.stream_paused != held:
		_player.stream_paused = held


## The game's stream player: while the game holds, a notification the engine unpauses every player on whatever its
## process_mode (NOTIFICATION_UNSUSPENDED: the editor's Game view resuming from Suspend, or its Next Frame) is undone in
## the same call, as a script's _notification runs after the engine's; the mixer fades out the one buffer it had begun
## (at most 512 frames, 12 ms) where the song played on to the game's next frame (2,048).
class RhythmClackerHeldPlayer extends AudioStreamPlayer:
	## The game's hold: while set, the stream stays paused whatever the engine does.
	var held := false

	func _notification(_what: int) -> void:
		if held and not stream_paused:
			stream_paused = true


# The look: a lane from right to left, the hit line near the left edge ------------------------------


func _draw() -> void:
	draw_rect(_shell.area(), RhythmClackerPlayScript.BACKGROUND)
	# The lane across the middle of the room the HUD's buttons leave in the screen's safe area (under them), the
	# hit line near its left end.
	var view := _shell.board_room()
	var lane_y := view.get_center().y
	var hit_x := view.position.x + view.size.x * 0.15
	var lane_length := view.size.x * 0.8
	draw_rect(board_rect(), SURFACE)
	draw_line(Vector2(hit_x, lane_y - 40.0), Vector2(hit_x, lane_y + 40.0), HIT_LINE, 4.0)
	if calibration != null:
		var heard := calibration.clicks_heard()
		if heard > 0 and song_time - calibration.click_times[heard - 1] < 0.1:
			draw_circle(Vector2(hit_x, lane_y), 24.0, HIT_LINE)
		return
	var lead := model.lead()
	for i in range(model.first_note_from(song_time - 0.2), model.notes.size()):
		var note := model.notes[i]
		var ahead := note.time - song_time
		if ahead > lead:
			break
		if note.grade == "":
			var colour := NOTE if note.beat == floorf(note.beat) else RhythmClackerPlayScript.CYAN
			draw_circle(Vector2(hit_x + ahead / lead * lane_length, lane_y), 16.0, colour)
	for spark in model.sparks:
		if spark.active:
			var reach := spark.age / RhythmClackerModelScript.SPARK_SECONDS * 60.0 * spark.speed
			draw_circle(Vector2(hit_x, lane_y) + Vector2.from_angle(spark.angle) * reach, 3.0, HIT_LINE if spark.colour == 0 else RhythmClackerPlayScript.CYAN)


## The first status line: the score and the song's state, or the calibration round's progress.
func _score_line() -> String:
	if calibration != null:
		return "%s (%d of %d)" % [_shell.prompt("calibrating"), calibration.clicks_heard(), RhythmClackerModelScript.RhythmClackerCalibrationRound.CLICKS]
	return "Score %d   Combo %d (x%d)   %.1f%%   %d BPM   latency %d ms" % [score, model.combo, model.multiplier(), model.accuracy(), model.bpm(), model.latency_ms()]


## The second: after a run the prompt to play again, while the page waits for a gesture to start the sound the
## prompt to start, else the last judgement or calibration.
func _status_line() -> String:
	if calibration == null and model.over:
		return _shell.prompt("again")
	if _waiting_for_sound():
		return _shell.prompt("start")
	return _status


## Where the board (the lane the notes scroll along) is drawn in the node's own coordinates: 60 px tall across the
## middle of the room the HUD's buttons leave in the safe area.
func board_rect() -> Rect2:
	var view := _shell.board_room()
	if not view.has_area():
		return Rect2(view.get_center(), Vector2.ZERO)
	return Rect2(view.position.x, view.get_center().y - 30.0, view.size.x, 60.0)
