class_name RhythmClackerModel
extends RefCounted
## RhythmClacker's rules without a screen or a clock: notes on a song timeline in seconds, judged
## by taps at song times the game passes in (the game reads them from the audio clock).
## A port of Microloop's TypeScript model (the reference); golden traces check that both give the
## same run for the same seed, settings and taps. Change the rules here: the constants below, the
## beat maps, or the functions. Deterministic for a seed (the seed only moves the sparks).

const RhythmClackerConfigScript := preload("rhythm_clacker_config.gd")
const RhythmClackerRandomScript := preload("microloop_random.gd")

## Seconds a note is on screen before its beat at Note Speed 1.
const BASE_LEAD_SECONDS := 2.0
## Extra quiet time before the first note can appear.
const PRE_ROLL_SECONDS := 0.5
## Time the run keeps going after its last note, so the last clack rings out.
const TAIL_SECONDS := 0.5
## Each step of the combo multiplier takes this many hits in a row.
const COMBO_STEP := 8
## The combo multiplier never goes above this.
const MAX_MULTIPLIER := 4
## Points of a Perfect before the combo multiplier.
const PERFECT_POINTS := 300
## Points of a Good before the combo multiplier.
const GOOD_POINTS := 100
## Seconds a spark lives.
const SPARK_SECONDS := 0.4
## Sparks made once and used again (no allocation in play).
const SPARK_POOL := 36
## Sparks a hit sends off.
const SPARKS_PER_HIT := 6
## Beat Map 1: eight bars of steady quarter notes. Beat Map 2: eight bars of downbeats, offbeat eighths and syncopation.
const MAP_NAMES: Array[String] = ["Steady Quarters", "Offbeat Eighths"]
## Beat Map 2's first bar, in beats: downbeats and offbeat eighths.
const OFFBEAT_BAR_A: Array[float] = [0.0, 1.0, 1.5, 2.0, 3.0, 3.5]
## Beat Map 2's second bar, in beats: syncopated.
const OFFBEAT_BAR_B: Array[float] = [0.0, 0.5, 1.5, 2.0, 2.5, 3.5]


## One note of a run: its beat, its time in seconds from the first beat, and how it was judged.
class RhythmClackerNote:
	extends RefCounted
	var beat: float
	var time: float
	## "Perfect", "Good" or "Miss" once judged; "" before.
	var grade: String = ""
	## Signed error of the tap that judged it (ms, after the latency; positive is late).
	var offset_ms: float = 0.0


## A judged note or a stray tap.
class RhythmClackerJudgement:
	extends RefCounted
	## "Perfect", "Good" or "Miss".
	var grade: String
	## Signed error in ms after the latency (negative early, positive late); for an unplayed note, how late it was when missed.
	var offset_ms: float
	## The combo after this judgement.
	var combo: int
	## The score after this judgement.
	var score: int
	## The points this judgement added.
	var points: int
	## Index of the judged note in the beat map; -1 for a stray tap.
	var note: int
	## Song time of the judgement in seconds from the first beat.
	var time: float


## A burst of light from the hit line after a hit.
class RhythmClackerSpark:
	extends RefCounted
	var angle: float = 0.0
	var speed: float = 0.0
	var age: float = 0.0
	var colour: int = 0
	var active: bool = false


## The song's notes, in order, each with its judgement once it has one.
var notes: Array[RhythmClackerNote] = []
## Song seconds from the first beat; negative during the pre-roll.
var time: float = 0.0
## The score so far.
var score: int = 0
## Hits in a row.
var combo: int = 0
## The run's longest combo.
var best_combo: int = 0
## Perfects this run.
var perfects: int = 0
## Goods this run.
var goods: int = 0
## Notes judged Miss this run.
var misses: int = 0
## Taps that hit no note this run.
var stray_taps: int = 0
## The last judgement, or null.
var last: RhythmClackerJudgement = null
## The run is over by its rules (every note judged, and a moment more): every Microloop model has `over`.
var over: bool = false
## The sparks alive, for the game to draw.
var sparks: Array[RhythmClackerSpark] = []
## Index of the built-in beat map playing (0 or 1).
var map_index: int = 0

var _settings: RhythmClackerConfigScript
var _bpm: float
var _seed: int
var _random: RhythmClackerRandomScript
## Every note before it is judged.
var _pending: int = 0
var _all_judged_at: float = 0.0
var _all_judged: bool = false
var _next_spark: int = 0


## The settings update() works this model's state out from, as it last did: an edit of the config in place (the
## Inspector on the running game's .tres, a property set from code) is followed from the next step as update() with it.
var _applied := PackedFloat64Array()


func _followed() -> PackedFloat64Array:
	return PackedFloat64Array([_settings.bpm, _settings.beat_map])


func _follow_settings() -> void:
	if _followed() != _applied:
		update(_settings)


func _init(settings: RhythmClackerConfigScript, seed_value: int = 1) -> void:
	_settings = settings
	_bpm = float(settings.bpm)
	_seed = seed_value
	for _i in SPARK_POOL:
		sparks.append(RhythmClackerSpark.new())
	map_index = built_in_map_index(settings.beat_map)
	reset()
	_applied = _followed()


## Math.round of JavaScript: halves go up (toward +infinity); GDScript's round() takes them away from zero.
static func round_half_up(value: float) -> float:
	var down := floorf(value)
	return down + 1.0 if value - down >= 0.5 else down


## The built-in map for a Beat Map setting (clamped to the maps there are), as an index.
static func built_in_map_index(choice: float) -> int:
	var rounded := round_half_up(choice)
	if is_nan(rounded) or rounded == 0.0:
		rounded = 1.0
	return int(minf(MAP_NAMES.size(), maxf(1.0, rounded))) - 1


## The beats of a built-in map, from the first beat.
static func map_beats(index: int) -> Array[float]:
	var beats: Array[float] = []
	for bar in 8:
		if index == 0:
			for beat in 4:
				beats.append(float(bar * 4 + beat))
		else:
			for beat: float in OFFBEAT_BAR_A if bar % 2 == 0 else OFFBEAT_BAR_B:
				beats.append(bar * 4 + beat)
	return beats


## Signed error in ms (positive late), rounded to a microsecond so window edges compare exactly.
static func tap_error_ms(tap_time: float, note_time: float, input_latency_ms: float) -> float:
	var rounded := round_half_up(((tap_time - note_time) * 1000.0 - input_latency_ms) * 1000.0) / 1000.0
	return 0.0 if rounded == 0.0 or is_nan(rounded) else rounded


## 1 for combos 0 to 7, 2 from 8, 3 from 16, 4 from 24 on.
static func combo_multiplier(value: int) -> int:
	return mini(MAX_MULTIPLIER, 1 + floori(maxi(0, value) / float(COMBO_STEP)))


## Accuracy in percent to one decimal: a Perfect counts fully, a Good half, a Miss nothing; 0 before any note.
static func accuracy_percent(perfect_count: int, good_count: int, miss_count: int) -> float:
	var total := perfect_count + good_count + miss_count
	if total == 0:
		return 0.0
	return round_half_up(((perfect_count + good_count / 2.0) / total) * 1000.0) / 10.0


## Seconds a note takes from the far edge of the lane to the hit line.
static func lead_seconds(note_speed: float) -> float:
	return BASE_LEAD_SECONDS / maxf(note_speed, 0.1)


## The median of calibration offsets (ms) after dropping any further than limit_ms from zero
## (taps more than half a beat off were not aiming at that click). NAN when nothing is left.
static func median_offset(samples: Array[float], limit_ms: float = INF) -> float:
	var kept: Array[float] = []
	for sample in samples:
		if is_finite(sample) and absf(sample) <= limit_ms:
			kept.append(sample)
	if kept.is_empty():
		return NAN
	kept.sort()
	var middle := kept.size() >> 1
	var upper := kept[middle]
	return upper if kept.size() % 2 == 1 else (kept[middle - 1] + upper) / 2.0


func perfect_ms() -> float:
	return maxf(0.0, _settings.perfect_window)


## The Good window never counts as narrower than the Perfect one.
func good_ms() -> float:
	return maxf(perfect_ms(), _settings.good_window)


func latency_ms() -> float:
	return float(_settings.input_latency)


func bpm() -> float:
	return _bpm


func map_name() -> String:
	return MAP_NAMES[map_index]


func multiplier() -> int:
	return combo_multiplier(combo)


func accuracy() -> float:
	return accuracy_percent(perfects, goods, misses)


## Seconds a note is on screen before its beat.
func lead() -> float:
	return lead_seconds(_settings.note_speed)


## Song time a run starts at: room for the first note to scroll in.
func start_time() -> float:
	return -(lead() + PRE_ROLL_SECONDS)


## Song time of the last note.
func last_note_time() -> float:
	return notes[-1].time if not notes.is_empty() else 0.0


## Share of the run played, 0 to 1.
func progress() -> float:
	var span := last_note_time() - start_time()
	return minf(1.0, maxf(0.0, (time - start_time()) / span)) if span > 0.0 else 1.0


## Back to the song's start: score, combo and judgements 0; dealt from `seed_value` when given (a new run's seed),
## else (left out or null) from the seed it had, as every Microloop model's reset() does.
func reset(seed_value: Variant = null) -> void:
	if seed_value != null:
		_seed = int(seed_value)
	notes.clear()
	for beat in map_beats(map_index):
		var note := RhythmClackerNote.new()
		note.beat = beat
		note.time = (beat * 60.0) / _bpm
		notes.append(note)
	time = start_time()
	score = 0
	combo = 0
	best_combo = 0
	perfects = 0
	goods = 0
	misses = 0
	stray_taps = 0
	last = null
	over = false
	_pending = 0
	_all_judged = false
	_all_judged_at = 0.0
	_next_spark = 0
	for spark in sparks:
		spark.active = false
	_random = RhythmClackerRandomScript.new(_seed)


## The settings the rules run on now (update() replaces them): what a game draws and reads from.
func current_settings() -> RhythmClackerConfigScript:
	return _settings


## New settings. A new Beat Map starts the run over; a new BPM keeps the song position in beats
## (the notes move to the new tempo); windows, latency and speed apply from the next judgement.
## `changes`: a Dictionary of any subset of the settings (each snapped and kept to its range, the
## others unchanged) or a whole RhythmClackerConfig (used as it is); see RhythmClackerConfig.merged().
func update(changes: Variant) -> void:
	var settings: RhythmClackerConfigScript = changes if _settings == null else _settings.merged(changes)
	var previous_bpm := _bpm
	_settings = settings
	_applied = _followed()
	_bpm = float(settings.bpm)
	var index := built_in_map_index(settings.beat_map)
	if index != map_index:
		map_index = index
		reset()
		return
	if _bpm != previous_bpm:
		var scale := previous_bpm / _bpm
		time *= scale
		if _all_judged:
			_all_judged_at *= scale
		for note in notes:
			note.time = (note.beat * 60.0) / _bpm


## Moves the song to song_time (never backwards); returns the notes missed on the way.
func advance_to(song_time: float) -> Array[RhythmClackerJudgement]:
	return step(song_time - time)


## Advances the song by seconds; returns the notes that passed the hit line unplayed (Misses).
func step(seconds: float) -> Array[RhythmClackerJudgement]:
	_follow_settings()
	var delta := maxf(0.0, seconds) if is_finite(seconds) else 0.0
	time += delta
	for spark in sparks:
		if not spark.active:
			continue
		spark.age += delta
		if spark.age >= SPARK_SECONDS:
			spark.active = false
	var missed: Array[RhythmClackerJudgement] = []
	if over:
		return missed
	var window := good_ms()
	for index in range(_pending, notes.size()):
		var note := notes[index]
		if note.grade != "":
			continue
		var late_ms := tap_error_ms(time, note.time, latency_ms())
		if late_ms <= window:
			break
		missed.append(_judge(index, "Miss", late_ms, time))
	_settle(time)
	if _all_judged and time >= maxf(_all_judged_at, last_note_time()) + TAIL_SECONDS:
		over = true
	return missed


## A tap at song time tap_time (NAN: now); null once the run is over or every note is judged.
func tap(tap_time: float = NAN) -> RhythmClackerJudgement:
	if over:
		return null
	if is_nan(tap_time):
		tap_time = time
	var best := -1
	var best_error := INF
	for index in range(_pending, notes.size()):
		var note := notes[index]
		if note.grade != "":
			continue
		var error := tap_error_ms(tap_time, note.time, latency_ms())
		if absf(error) < absf(best_error):
			best = index
			best_error = error
		elif error < 0.0 and -error > absf(best_error):
			break # Notes are in time order: every later one is further still.
	if best < 0:
		return null
	var distance := absf(best_error)
	if distance > good_ms():
		stray_taps += 1
		combo = 0
		last = _judgement("Miss", best_error, 0, -1, tap_time)
		return last
	var judgement := _judge(best, "Perfect" if distance <= perfect_ms() else "Good", best_error, tap_time)
	_settle(maxf(time, tap_time))
	return judgement


## First note at or after song_time (binary search), for drawing only what is on screen.
func first_note_from(song_time: float) -> int:
	var low := 0
	var high := notes.size()
	while low < high:
		var middle := (low + high) >> 1
		if notes[middle].time < song_time:
			low = middle + 1
		else:
			high = middle
	return low


func _judgement(grade: String, offset_ms: float, points: int, note: int, at: float) -> RhythmClackerJudgement:
	var judgement := RhythmClackerJudgement.new()
	judgement.grade = grade
	judgement.offset_ms = offset_ms
	judgement.combo = combo
	judgement.score = score
	judgement.points = points
	judgement.note = note
	judgement.time = at
	return judgement


func _judge(index: int, grade: String, offset_ms: float, at: float) -> RhythmClackerJudgement:
	var note := notes[index]
	note.grade = grade
	note.offset_ms = offset_ms
	var points := 0
	if grade == "Miss":
		misses += 1
		combo = 0
	else:
		if grade == "Perfect":
			perfects += 1
		else:
			goods += 1
		points = (PERFECT_POINTS if grade == "Perfect" else GOOD_POINTS) * combo_multiplier(combo)
		combo += 1
		best_combo = maxi(best_combo, combo)
		score += points
		_burst(grade)
	last = _judgement(grade, offset_ms, points, index, at)
	return last


func _settle(at: float) -> void:
	while _pending < notes.size() and notes[_pending].grade != "":
		_pending += 1
	if _pending == notes.size() and not _all_judged:
		_all_judged = true
		_all_judged_at = at


func _burst(grade: String) -> void:
	for _i in SPARKS_PER_HIT:
		var spark := sparks[_next_spark]
		_next_spark = (_next_spark + 1) % sparks.size()
		spark.angle = _random.between(0.0, PI * 2.0)
		spark.speed = _random.between(0.6, 1.4)
		spark.age = 0.0
		spark.colour = 0 if grade == "Perfect" else 1
		spark.active = true


## A calibration round on its own clock: eight steady clicks; each tap's offset to the nearest
## click (raw, no latency applied) is a sample; the median of the samples is the latency.
class RhythmClackerCalibrationRound:
	extends RefCounted
	## Clicks in a round.
	const CLICKS := 8
	## The clicks' tempo (BPM).
	const CLICK_BPM := 90.0
	## The fewest usable taps a round needs to set a latency.
	const MIN_TAPS := 3
	## Seconds of quiet before the first click.
	const LEAD_IN := 1.0
	## This file, for the rules' static functions (an inner class cannot call its outer class's).
	const RhythmClackerModelScript := preload("rhythm_clacker_model.gd")

	var time: float = -LEAD_IN
	var beat: float = 60.0 / CLICK_BPM
	var click_times: Array[float] = []
	var samples: Array[float] = []

	func _init() -> void:
		for i in CLICKS:
			click_times.append((i * 60) / CLICK_BPM)

	## Moves the round's clock to round_time (never backwards).
	func advance_to(round_time: float) -> void:
		if is_finite(round_time):
			time = maxf(time, round_time)

	func step(seconds: float) -> void:
		if is_finite(seconds) and seconds > 0.0:
			time += seconds

	## Records a tap at round time tap_time; returns its offset to the nearest click in ms.
	func tap(tap_time: float) -> float:
		var nearest := 0.0
		for click in click_times:
			if absf(tap_time - click) < absf(tap_time - nearest):
				nearest = click
		var offset := RhythmClackerModelScript.tap_error_ms(tap_time, nearest, 0.0)
		samples.append(offset)
		return offset

	## Clicks sounded so far (0 to 8).
	func clicks_heard() -> int:
		var heard := 0
		for click in click_times:
			if click <= time:
				heard += 1
		return heard

	## Half a beat after the last click.
	func done() -> bool:
		return time >= click_times[-1] + beat / 2.0

	## The median offset of the taps within half a beat of a click, or NAN with fewer than MIN_TAPS of them.
	func measured() -> float:
		var limit := (beat * 1000.0) / 2.0
		var kept: Array[float] = []
		for sample in samples:
			if absf(sample) <= limit:
				kept.append(sample)
		return RhythmClackerModelScript.median_offset(kept, limit) if kept.size() >= MIN_TAPS else NAN
