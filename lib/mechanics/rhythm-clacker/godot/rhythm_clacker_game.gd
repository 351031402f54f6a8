class_name RhythmClackerGame
extends Node2D
## RhythmClacker, playable: notes scroll to the hit line with a clack on every beat; tap (Space,
## Enter, a click or a touch) as each one arrives. A Perfect is worth 300 points, a Good 100, times
## the combo multiplier. C runs a calibration round: eight clicks, tap along, and the median of your
## taps (outliers dropped) becomes the Input Latency; so does the Calibrate button. Each finger that
## lands is a tap of its own. Tap after a run to play again; R or the Restart button starts over. The
## game pauses when its window loses focus and counts down 3 s on return.
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
## stands still and says "Tap to start"; that tap only unlocks the sound. The rules live in
## rhythm_clacker_model.gd, the tuned values in rhythm_clacker_config.tres; a calibrated Input Latency
## is kept per device in CALIBRATION_FILE.

## The score changed.
signal score_changed(score: int)
## The run ended: its last note rang out.
signal ended(score: int)
## A note or a stray tap was judged: "Perfect", "Good" or "Miss", and its signed error in ms (positive late).
signal judged(grade: String, offset_ms: float)
## A calibration round finished: the Input Latency it set (ms), or the one kept with fewer than 3 usable taps.
signal calibrated(latency_ms: int)
## The game stopped without ending: `paused` was set, or its window lost focus.
signal game_paused()
## The game plays on after a pause (after the countdown, when it paused on a focus loss).
signal game_resumed()

const RhythmClackerConfigScript := preload("rhythm_clacker_config.gd")
const RhythmClackerModelScript := preload("rhythm_clacker_model.gd")
const RhythmClackerPlayScript := preload("microloop_play.gd")
## The input actions this game reads; added at run time when the project lacks them.
const TAP_ACTION := &"rhythm_clacker_tap"
const CALIBRATE_ACTION := &"rhythm_clacker_calibrate"
const RESTART_ACTION := &"rhythm_clacker_restart"
## How much sound the stream holds (Godot rounds it up to a power of two of frames: 32768 at 44.1 or
## 48 kHz, 0.68-0.74 s). Each frame refills it. On the web the mixer runs in a ScriptProcessorNode's
## callbacks on the main thread, which a busy page delays and then runs several at once: streams of
## 0.1 and 0.25 s ran dry in such bursts and held the clacks back by whole buffers. A run or a
## calibration round starts at least a second before its first sound, so nothing written ahead is due.
const BUFFER_SECONDS := 0.5
## Where a calibrated Input Latency is kept on this device (read at start; the .tres is never written).
const CALIBRATION_FILE := "user://microloop_rhythm_clacker.cfg"
## The web driver reports the output latency once a second from its start (index.js setInterval 1e3,
## audio_driver_web.cpp): a run on the web starts its audio clock only after the first report.
const WEB_LATENCY_MS := 1100
## A gap this large between the frame clock and the audio clock snaps to the audio clock.
const RESYNC_SECONDS := 0.05
## Each frame pulls the clock this share of the way to the audio clock.
const DRIFT_PULL := 0.2
## The audio clock counts as stopped when it has not moved for this long.
const STALLED_SECONDS := 0.25
const BACKGROUND := Color("#0a0e1a")
const LANE := Color("#3a4670")
## The board's colour, the lane's (the driver's fit probe reads it).
const SURFACE := LANE
const HIT_LINE := Color("#f59e0b")
const NOTE := Color("#8b5cf6")
const OFFBEAT := Color("#22d3ee")
const SPARK_COLOURS: Array[Color] = [Color("#f59e0b"), Color("#22d3ee")]
const TEXT := Color("#e7eaf6")

## The tuned settings; edit the .tres (or assign another) to change the tempo, windows or latency.
@export var settings: RhythmClackerConfigScript = preload("rhythm_clacker_config.tres")
## The seed of the sparks: 0 picks a new one each run (the notes never change).
@export var run_seed: int = 0
## Volume of the clacks, 0 to 1: the player's volume, applied at once (the clacks are written at full scale).
@export_range(0.0, 1.0, 0.05) var volume: float = 0.8:
	set(value):
		volume = clampf(value, 0.0, 1.0)
		if _player != null:
			_player.volume_db = linear_to_db(volume)

var score: int = 0
var model: RhythmClackerModelScript
## The pause, the pointers held and the HUD's buttons.
var _session: RhythmClackerPlayScript = RhythmClackerPlayScript.new(PackedStringArray(["Restart", "Calibrate"]))
## Set it to pause the game (game_paused fires) or play on (game_resumed); presses do nothing while paused.
var paused: bool = false:
	set(value):
		if value == paused:
			return
		paused = value
		if not value:
			_session.stop_countdown()
		(game_paused if value else game_resumed).emit()
## The calibration round under way, or null.
var calibration: RhythmClackerModelScript.RhythmClackerCalibrationRound = null
## Song seconds from the first beat (round seconds while calibrating): the clock taps are judged on.
var song_time: float = 0.0

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
## The count of mixed frames last seen, and frame seconds since it last moved.
var _last_mixed: int = 0
var _audio_still: float = 0.0
## Clacks to write: [first stream frame, sound index].
var _voices: Array[Vector2i] = []
var _sounds: Array[PackedFloat32Array] = []
var _next_note: int = 0
var _next_click: int = 0
var _ended_sent: bool = false
## The model's tempo and beat map as this game last played them: a change (update()) starts the song over.
var _played_bpm: float = 0.0
var _played_map: int = -1
## Whether any stream of this game has been mixed: until then a web page has not let sound start.
var _sound_unlocked: bool = false


func _ready() -> void:
	register_input_actions()
	_start_audio()
	_new_run()


## New settings from the next frame: a Dictionary of any subset of them (snake_case names; each
## snapped and kept to its range, the others unchanged) or a whole RhythmClackerConfig. A new BPM or
## Beat Map starts the song over (score 0, no clack of the old song heard). Calling model.update() does
## the same from the next frame.
func update(changes: Variant) -> void:
	model.update(changes)
	_follow_model()


## Adds this game's input actions (tap: Space, Enter, the left mouse button, which a touch emulates;
## calibrate: C; restart: R) when the running project's input map lacks them, so the addon works in
## any project. The game reads the mouse and touch itself (microloop_play.gd), not by actions.
static func register_input_actions() -> void:
	if not InputMap.has_action(RESTART_ACTION):
		InputMap.add_action(RESTART_ACTION)
		var r_key := InputEventKey.new()
		r_key.device = -1
		r_key.physical_keycode = KEY_R
		InputMap.action_add_event(RESTART_ACTION, r_key)
	if not InputMap.has_action(TAP_ACTION):
		InputMap.add_action(TAP_ACTION)
		for keycode: Key in [KEY_SPACE, KEY_ENTER, KEY_KP_ENTER]:
			var key := InputEventKey.new()
			key.device = -1
			key.physical_keycode = keycode
			InputMap.action_add_event(TAP_ACTION, key)
		var click := InputEventMouseButton.new()
		click.device = -1
		click.button_index = MOUSE_BUTTON_LEFT
		InputMap.action_add_event(TAP_ACTION, click)
	if not InputMap.has_action(CALIBRATE_ACTION):
		InputMap.add_action(CALIBRATE_ACTION)
		var c_key := InputEventKey.new()
		c_key.device = -1
		c_key.physical_keycode = KEY_C
		InputMap.action_add_event(CALIBRATE_ACTION, c_key)


func _unhandled_input(event: InputEvent) -> void:
	if RhythmClackerPlayScript.is_pointer(event):
		_on_pointer(RhythmClackerPlayScript.pointer(event, self))
		return
	if event.is_echo():
		return
	var restarting := event.is_action_pressed(RESTART_ACTION)
	var calibrating := event.is_action_pressed(CALIBRATE_ACTION)
	if not (restarting or calibrating or event.is_action_pressed(TAP_ACTION) or event.is_action_pressed(&"ui_accept")):
		return
	get_viewport().set_input_as_handled()
	if paused:
		return
	if restarting:
		restart()
	elif calibrating:
		calibrate()
	else:
		_tap()


## A finger or the mouse landing on the game: a tap (each finger its own), or a HUD button.
func _on_pointer(pointer: Dictionary) -> void:
	if pointer.is_empty() or not pointer["pressed"] or not _area().has_point(pointer["at"]):
		return
	get_viewport().set_input_as_handled()
	if paused:
		return
	match _session.button_at(pointer["at"], _area()):
		"Restart":
			restart()
		"Calibrate":
			calibrate()
		_:
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
		_new_run()
		return
	var judgement := model.tap(at)
	if judgement:
		_report(judgement)


## Starts over: a calibration round under way is dropped, a new run starts, the score back to 0
## (score_changed fires if it was not 0); `ended` does not fire.
func restart() -> void:
	calibration = null
	_status = ""
	_new_run()


func _notification(what: int) -> void:
	if RhythmClackerPlayScript.is_focus_out(what):
		if _session.lose_focus(model != null and not paused and (calibration != null or not model.over)):
			paused = true
		_hold_stream(paused)
		queue_redraw()
	elif RhythmClackerPlayScript.is_focus_in(what):
		_session.regain_focus()


func _process(delta: float) -> void:
	if _session.tick(delta):
		paused = false
	if paused:
		_hold_stream(true)
		queue_redraw()
		return
	_hold_stream(false)
	_tick_clock(delta)
	if calibration != null:
		calibration.advance_to(song_time)
		_write_audio()
		if calibration.done():
			_finish_calibration()
		queue_redraw()
		return
	_follow_model()
	for judgement in model.advance_to(song_time):
		_report(judgement)
	_write_audio()
	if model.over and not _ended_sent:
		_ended_sent = true
		ended.emit(score)
	queue_redraw()


## After model.update(): a new tempo or beat map starts the song over from its first moment, on a new stream.
func _follow_model() -> void:
	if model.bpm() == _played_bpm and model.map_index == _played_map:
		return
	model.reset()
	_set_score(model.score)
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
## sound start (it does on the first input), and the song waits ("Tap to start").
func _waiting_for_sound() -> bool:
	return OS.has_feature("web") and not _sound_unlocked and _audio_time() >= 0.0


## Starts a calibration round (the run starts over after it): eight steady clicks on the audio
## clock; tap along. The median offset of the taps within half a beat of a click becomes the Input
## Latency, snapped to its steps within its range (snap_latency).
func calibrate() -> void:
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
		model.update({"input_latency": latency})
		_store_latency(latency)
		_status = "Latency calibrated to %d ms" % latency
	else:
		_status = "Calibration needs 3 taps: latency unchanged"
	calibrated.emit(latency)
	_new_run()


## Keeps a calibrated Input Latency on this device (CALIBRATION_FILE), for every later start.
static func _store_latency(latency_ms: int) -> void:
	var file := ConfigFile.new()
	file.set_value("calibration", "input_latency", latency_ms)
	file.save(CALIBRATION_FILE)


## The Input Latency calibrated on this device, or null when none was.
static func _stored_latency() -> Variant:
	var file := ConfigFile.new()
	if file.load(CALIBRATION_FILE) != OK or not file.has_section_key("calibration", "input_latency"):
		return null
	return int(file.get_value("calibration", "input_latency"))


func _report(judgement: RhythmClackerModelScript.RhythmClackerJudgement) -> void:
	var stray := " (stray tap)" if judgement.note < 0 else ""
	_status = "%s%s  %+d ms" % [judgement.grade, stray, roundi(judgement.offset_ms)]
	judged.emit(judgement.grade, judgement.offset_ms)
	_set_score(model.score)


## A new run on the model's settings (at start: the node's, with this device's calibrated latency).
func _new_run() -> void:
	var run_settings: RhythmClackerConfigScript = model.current_settings() if model != null else _start_settings()
	model = RhythmClackerModelScript.new(run_settings, run_seed if run_seed != 0 else randi())
	_set_score(model.score)
	_restart_clock(model.time)
	queue_redraw()


func _start_settings() -> RhythmClackerConfigScript:
	var latency: Variant = _stored_latency()
	return settings if latency == null else settings.merged({"input_latency": latency})


func _set_score(value: int) -> void:
	if value != score:
		score = value
		score_changed.emit(score)


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
	_player.stream_paused = not paused
	_player.stream_paused = paused


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
	_player = AudioStreamPlayer.new()
	_player.stream = generator
	_player.volume_db = linear_to_db(volume)
	# A generated stream is mixed by the audio server, never handed to the browser as a sample (web exports).
	_player.playback_type = AudioServer.PLAYBACK_TYPE_STREAM
	add_child(_player)
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
	if _player != null and _player.stream_paused != held:
		_player.stream_paused = held


# The look: a lane from right to left, the hit line near the left edge ------------------------------


func _draw() -> void:
	var size := get_viewport_rect().size
	draw_rect(Rect2(Vector2.ZERO, size), BACKGROUND)
	var lane_y := size.y * 0.5
	var hit_x := size.x * 0.15
	var lane_length := size.x * 0.8
	draw_rect(Rect2(0.0, lane_y - 30.0, size.x, 60.0), LANE)
	draw_line(Vector2(hit_x, lane_y - 40.0), Vector2(hit_x, lane_y + 40.0), HIT_LINE, 4.0)
	var line := ""
	if calibration != null:
		var heard := calibration.clicks_heard()
		line = "Calibrating: tap along with the clicks (%d of %d)" % [maxi(1, heard), RhythmClackerModelScript.RhythmClackerCalibrationRound.CLICKS]
		if heard > 0 and song_time - calibration.click_times[heard - 1] < 0.1:
			draw_circle(Vector2(hit_x, lane_y), 24.0, HIT_LINE)
	else:
		var lead := model.lead()
		for i in range(model.first_note_from(song_time - 0.2), model.notes.size()):
			var note := model.notes[i]
			var ahead := note.time - song_time
			if ahead > lead:
				break
			if note.grade == "":
				var colour := NOTE if note.beat == floorf(note.beat) else OFFBEAT
				draw_circle(Vector2(hit_x + ahead / lead * lane_length, lane_y), 16.0, colour)
		for spark in model.sparks:
			if spark.active:
				var reach := spark.age / RhythmClackerModelScript.SPARK_SECONDS * 60.0 * spark.speed
				draw_circle(Vector2(hit_x, lane_y) + Vector2.from_angle(spark.angle) * reach, 3.0, SPARK_COLOURS[spark.colour])
		line = "Score %d   Combo %d (x%d)   %.1f%%   %d BPM   latency %d ms" % [score, model.combo, model.multiplier(), model.accuracy(), model.bpm(), model.latency_ms()]
		if model.over:
			_status = "Run over: tap to play again, C to calibrate"
		elif _waiting_for_sound():
			_status = "Tap to start"
		elif _status == "Tap to start":
			_status = ""
	_session.draw_hud(self, _area(), paused, PackedStringArray([line, _status]))


## The game's area in its own coordinates: the view's size from the node's origin (a host moves,
## scales or films it with a Camera2D; input is read through the same transform).
func _area() -> Rect2:
	return Rect2(Vector2.ZERO, get_viewport_rect().size)
