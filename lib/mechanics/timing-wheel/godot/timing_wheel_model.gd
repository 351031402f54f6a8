class_name TimingWheelModel
extends RefCounted
## TimingWheel's rules without a screen: the spin, the charge, the brake, the landing and the score,
## stepped in seconds. A port of Microloop's TypeScript model (the reference); golden traces check
## that both give the same run for the same seed, settings, presses and releases. Change the rules
## here: the constants below, or the functions.
##
## Angles are in turns (1 = a full circle) and grow clockwise; the pointer sits at 12 o'clock.
## Segment i covers the wheel's own angles [i/N, (i+1)/N) clockwise from its top, so a wheel turned
## by `angle` shows segment segment_at(angle, N) under the pointer.

const TimingWheelConfigScript := preload("timing_wheel_config.gd")
const TimingWheelRandomScript := preload("microloop_random.gd")

## Misses (near misses included) that end a run.
const LIVES := 3
## A release with no charge takes this many times longer to stop than a full one.
const COAST_FACTOR := 4.0
## The spin never ramps past this many turns a second.
const MAX_SPIN_SPEED := 2.0
## Seconds the wheel takes to spin up from rest to its speed.
const SPIN_UP_SECONDS := 0.6
## Seconds a landing is shown before the next target lights and the wheel spins up again.
const RESULT_SECONDS := 0.9

## The wheel's turn, in [0, 1).
var angle: float = 0.0
## Turns per second right now.
var speed: float = 0.0
## Turns per second the wheel spins up to this round.
var cruise: float = 0.0
## 0 to 1 while a hold charges the brake.
var charge: float = 0.0
## "spinning", "charging", "braking", "landed" or "over".
var phase: String = "spinning"
## The first lit segment (the target spans target_size segments from here, upwards).
var target: int = 0
## The score so far.
var score: int = 0
## Hits in a row.
var streak: int = 0
## The run's longest streak.
var best_streak: int = 0
## Landings off the target this run (near misses among them); the third ends the run.
var misses: int = 0
## Hits this run.
var hits: int = 0
## The last landing ({segment, target, targetSize, result, points, streak, score, livesLeft}), or {}.
var last: Dictionary = {}
## Seconds since the last landing (drives the result display).
var result_age: float = 0.0

var _settings: TimingWheelConfigScript
var _seed: int
var _random: TimingWheelRandomScript
var _held: float = 0.0
## The brake under way: {from, speed, deceleration, duration, elapsed, stop}, or {}.
var _brake: Dictionary = {}
## Seconds already played ahead by press/release catch-up, taken off the next steps.
var _credit: float = 0.0
var _pending: Array[Dictionary] = []


## The settings update() works this model's state out from, as it last did: an edit of the config in place (the
## Inspector on the running game's .tres, a property set from code) is followed from the next step as update() with it.
var _applied := PackedFloat64Array()


func _followed() -> PackedFloat64Array:
	return PackedFloat64Array([_settings.spin_speed, _settings.speed_ramp, _settings.segments])


func _follow_settings() -> void:
	if _followed() != _applied:
		update(_settings)


func _init(settings_value: TimingWheelConfigScript, seed_value: int = 1) -> void:
	_settings = settings_value
	_seed = seed_value
	reset()
	_applied = _followed()


## The settings the rules run on now, under the name 1.x gave them (kept so code written against it runs).
## @deprecated: Use [method current_settings], as every Microloop model names it.
func settings() -> TimingWheelConfigScript:
	return _settings


func lives_left() -> int:
	return maxi(0, LIVES - misses)


## Whether the run is over, under the name 1.x gave it (kept so code written against it runs).
## @deprecated: Use [member over], as every Microloop model has it.
func is_over() -> bool:
	return phase == "over"


## The run is over by its rules (the third miss): every Microloop model has `over`.
var over: bool:
	get:
		return phase == "over"


## 0 to 1 while the wheel brakes (1 once stopped).
func brake_progress() -> float:
	if _brake.is_empty():
		return 1.0 if phase == "landed" or phase == "over" else 0.0
	var duration: float = _brake["duration"]
	return _clamp01(float(_brake["elapsed"]) / duration) if duration > 0.0 else 1.0


static func _clamp01(value: float) -> float:
	return minf(1.0, maxf(0.0, value))


## JavaScript's Math.round: halves go up (towards +infinity).
static func _js_round(value: float) -> float:
	var low := floorf(value)
	return low + 1.0 if value - low >= 0.5 else low


## Any angle in turns, brought into [0, 1).
static func wrap_turns(turns: float) -> float:
	var wrapped := fmod(fmod(turns, 1.0) + 1.0, 1.0)
	return 0.0 if wrapped >= 1.0 else wrapped


## The charge a hold of held_seconds builds: 0 to 1 over Charge Time (ms), then stays full.
static func charge_for(held_seconds: float, charge_time_ms: float) -> float:
	if not (charge_time_ms > 0.0):
		return 1.0
	return _clamp01((held_seconds * 1000.0) / charge_time_ms)


## Seconds a release with this charge takes to stop: Brake Time at full charge, COAST_FACTOR times that at none.
static func stop_seconds(charge_value: float, brake_time: float) -> float:
	return brake_time * (COAST_FACTOR - (COAST_FACTOR - 1.0) * _clamp01(charge_value))


## Turns the wheel travels while it brakes from speed_value (turns/s) at deceleration (turns/s²).
static func braking_distance(speed_value: float, deceleration: float) -> float:
	if not (speed_value > 0.0):
		return 0.0
	if not (deceleration > 0.0):
		return INF
	return (speed_value * speed_value) / (2.0 * deceleration)


## The brake's deceleration in turns/s² for a charge, given the speed at release and Brake Time.
static func deceleration_for(charge_value: float, speed_value: float, brake_time: float) -> float:
	return maxf(speed_value, 0.0) / stop_seconds(charge_value, brake_time)


## Where (in turns, not wrapped) a wheel at from_angle spinning at speed_value stops when released with charge_value.
static func stop_angle(from_angle: float, speed_value: float, charge_value: float, brake_time: float) -> float:
	return from_angle + braking_distance(speed_value, deceleration_for(charge_value, speed_value, brake_time))


## The segment under the 12 o'clock pointer when the wheel is turned clockwise by turns.
static func segment_at(turns: float, segments: int) -> int:
	return int(floorf(wrap_turns(-turns) * segments)) % segments


## "hit" on one of the target_size lit segments from first, "near" just before or after them, "miss" otherwise.
static func judge_landing(segment: int, first: int, target_size: int, segments: int) -> String:
	var offset := (((segment - first) % segments) + segments) % segments
	if offset < target_size:
		return "hit"
	if offset == target_size or offset == segments - 1:
		return "near"
	return "miss"


## Points for a hit: ten for each target's width of the wheel that passes the pointer a second,
## round(10 × segments × speed ÷ target_size), at least 1 (72 at the defaults).
static func points_for(segments: int, target_size: int, speed_value: float) -> int:
	return int(maxf(1.0, _js_round((10.0 * segments * speed_value) / target_size)))


## The speed a run spins at after hit_count hits: Spin Speed × Speed Ramp per hit, capped.
static func cruise_speed(settings_value: TimingWheelConfigScript, hit_count: int) -> float:
	return minf(MAX_SPIN_SPEED, settings_value.spin_speed * pow(settings_value.speed_ramp, hit_count))


## A new first lit segment, never the current one.
static func next_target(random: TimingWheelRandomScript, current: int, segments: int) -> int:
	if current < 0 or current >= segments:
		return int(floorf(random.next_float() * segments)) % segments
	return (current + 1 + int(floorf(random.next_float() * (segments - 1)))) % segments


## What the wheel would come to if released now: "hit", "near" or "miss".
func judge_release_now() -> String:
	var landing := segment_at(wrap_turns(stop_angle(angle, speed, charge, _settings.brake_time)), _settings.segments)
	return judge_landing(landing, target, _settings.target_size, _settings.segments)


## Back to the first moment of the run: the wheel at rest, score, streak and misses 0; dealt from `seed_value` when given
## (a new run's seed), else (left out or null) again from the seed it had, as every Microloop model's reset() does.
func reset(seed_value: Variant = null) -> void:
	if seed_value != null:
		_seed = int(seed_value)
	_random = TimingWheelRandomScript.new(_seed)
	angle = 0.0
	speed = 0.0
	charge = 0.0
	_held = 0.0
	phase = "spinning"
	score = 0
	streak = 0
	best_streak = 0
	misses = 0
	hits = 0
	last = {}
	result_age = 0.0
	_brake = {}
	_credit = 0.0
	_pending = []
	cruise = cruise_speed(_settings, 0)
	target = next_target(_random, -1, _settings.segments)


## The settings the rules run on now (update() replaces them): what a game draws and reads from.
func current_settings() -> TimingWheelConfigScript:
	return _settings


## New settings, from the next moment of play (a brake already under way finishes as it began).
## `changes`: a Dictionary of any subset of the settings (each snapped and kept to its range, the
## others unchanged) or a whole TimingWheelConfig (used as it is); see TimingWheelConfig.merged().
func update(changes: Variant) -> void:
	var settings_value: TimingWheelConfigScript = changes if _settings == null else _settings.merged(changes)
	_settings = settings_value
	_applied = _followed()
	target %= _settings.segments
	cruise = cruise_speed(_settings, hits)


## Starts charging the brake; only while the wheel spins freely. after: seconds after the last step
## the press happened.
func press(after: float = 0.0) -> bool:
	_catch_up(after)
	if phase != "spinning":
		return false
	phase = "charging"
	_held = 0.0
	charge = 0.0
	return true


## Releases the hold: the wheel brakes with the charge built so far. after as for press.
func release(after: float = 0.0) -> bool:
	_catch_up(after)
	if phase != "charging":
		return false
	var brake_time := _settings.brake_time
	var deceleration := deceleration_for(charge, speed, brake_time)
	_brake = {
		"from": angle,
		"speed": speed,
		"deceleration": deceleration,
		"duration": speed / deceleration if deceleration > 0.0 else 0.0,
		"elapsed": 0.0,
		"stop": stop_angle(angle, speed, charge, brake_time),
	}
	phase = "braking"
	if float(_brake["duration"]) == 0.0:
		_land()
	return true


## Drops a hold without braking (the game paused while it was held).
func cancel_hold() -> void:
	if phase != "charging":
		return
	phase = "spinning"
	_held = 0.0
	charge = 0.0


## Advances the game by seconds of real time; returns what happened, in order: {"type": "land",
## "segment", "target", "targetSize", "result", "points", "streak", "score", "livesLeft"} or
## {"type": "target", "target", "speed"}. One long step moves the wheel as the short steps of the same time do.
func step(seconds: float) -> Array[Dictionary]:
	_follow_settings()
	var time := maxf(0.0, seconds if is_finite(seconds) else 0.0)
	var spend := minf(time, _credit)
	_credit -= spend
	_advance(time - spend)
	var events := _pending
	_pending = []
	return events


## Plays up to `seconds` past the last step: only what an earlier input of this step has not played already.
func _catch_up(seconds: float) -> void:
	var ahead := maxf(0.0, seconds if is_finite(seconds) else 0.0)
	if ahead <= _credit:
		return
	_advance(ahead - _credit)
	_credit = ahead


func _advance(seconds: float) -> void:
	var left := seconds
	# Each pass ends a phase or uses up the time; a landing and a new round fit in a few passes.
	var passes := 0
	while passes < 8 and left > 0.0:
		left = _advance_phase(left)
		passes += 1


## Plays up to seconds of the current phase; returns the time left over when the phase ended.
func _advance_phase(seconds: float) -> float:
	match phase:
		"spinning", "charging":
			_spin(seconds)
			return 0.0
		"braking":
			return _brake_for(seconds)
		"landed":
			var left := result_age + seconds - RESULT_SECONDS
			result_age = minf(result_age + seconds, RESULT_SECONDS)
			if left < 0.0:
				return 0.0
			_next_round()
			return left
	return 0.0


func _spin(seconds: float) -> void:
	var before := speed
	var acceleration := maxf(cruise, 0.01) / SPIN_UP_SECONDS
	var change := acceleration * seconds
	var gap := absf(cruise - before)
	if gap < change:
		# The wheel reaches its speed within this step: the ramp and the rest each count at their own speeds, so one
		# long step moves it as the short steps of the same time do.
		var ramp := gap / acceleration
		speed = cruise
		angle = wrap_turns(angle + ((before + cruise) / 2.0) * ramp + cruise * (seconds - ramp))
	else:
		speed = before + change if before < cruise else before - change
		angle = wrap_turns(angle + ((before + speed) / 2.0) * seconds)
	if phase == "charging":
		_held += seconds
		charge = charge_for(_held, _settings.charge_time)


func _brake_for(seconds: float) -> float:
	if _brake.is_empty():
		return 0.0
	_brake["elapsed"] = float(_brake["elapsed"]) + seconds
	var elapsed: float = _brake["elapsed"]
	var duration: float = _brake["duration"]
	if elapsed >= duration:
		var left := elapsed - duration
		_land()
		return left
	var from: float = _brake["from"]
	var start_speed: float = _brake["speed"]
	var deceleration: float = _brake["deceleration"]
	speed = start_speed - deceleration * elapsed
	angle = wrap_turns(from + start_speed * elapsed - (deceleration * elapsed * elapsed) / 2.0)
	return 0.0


func _land() -> void:
	var segments := _settings.segments
	var target_size := _settings.target_size
	angle = wrap_turns(float(_brake["stop"]) if not _brake.is_empty() else angle)
	speed = 0.0
	_brake = {}
	charge = 0.0
	_held = 0.0
	var segment := segment_at(angle, segments)
	var result := judge_landing(segment, target, target_size, segments)
	var points := 0
	if result == "hit":
		points = points_for(segments, target_size, cruise)
		score += points
		streak += 1
		hits += 1
		best_streak = maxi(best_streak, streak)
	else:
		streak = 0
		misses += 1
	result_age = 0.0
	phase = "over" if misses >= LIVES else "landed"
	last = {
		"segment": segment,
		"target": target,
		"targetSize": target_size,
		"result": result,
		"points": points,
		"streak": streak,
		"score": score,
		"livesLeft": lives_left(),
	}
	var event := {"type": "land"}
	event.merge(last)
	_pending.append(event)


func _next_round() -> void:
	target = next_target(_random, target, _settings.segments)
	cruise = cruise_speed(_settings, hits)
	speed = 0.0
	phase = "spinning"
	_pending.append({"type": "target", "target": target, "speed": cruise})
