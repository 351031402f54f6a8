class_name DoubleTapDashModel
extends RefCounted
## DoubleTapDash's rules without a screen: a runner on one lane, gates that close as it nears them,
## dashes, phases and a score. Stepped in seconds; taps carry their own timestamps (ms).
## A port of Microloop's TypeScript model (the reference); golden traces check that both give the
## same run for the same seed, settings and taps. Change the rules here: the constants below, or
## the functions. Distances are metres along the lane.
##
## Combo rules: each gate passed while phasing adds 1 and a phase bonus. The combo falls to 0 when
## a gate is passed without phasing, or when a phase ends without passing a gate.

const DoubleTapDashConfigScript := preload("double_tap_dash_config.gd")
const DoubleTapDashRandomScript := preload("microloop_random.gd")

## A gate starts to close when the runner is this many seconds of running away.
const WARN_SECONDS := 1.0
## Seconds a gate takes from starting to close to shut.
const CLOSE_SECONDS := 0.75
## Seconds a dash takes to cover Dash Length.
const DASH_SECONDS := 0.18
## Seconds a phase keeps the runner intangible.
const PHASE_SECONDS := 0.55
## Seconds after a phase ends before the next one can start.
const PHASE_COOLDOWN := 0.35
## The first gate stands this many seconds of running at Start Speed from the start line.
const FIRST_GATE_SECONDS := 3.0
## Each gap between gates is Gate Spacing times a factor in [1 - variation, 1 + variation).
const GATE_VARIATION := 0.25
## The Speed Ramp never pushes the runner past this (m/s).
const MAX_SPEED := 30.0
## Bonus points per combo step for each gate phased through, counted up to MAX_BONUS_COMBO.
const BONUS_PER_COMBO := 5
## The combo steps the gate bonus counts up to.
const MAX_BONUS_COMBO := 10
## Gates are laid out this far ahead of the runner (m).
const SPAWN_AHEAD := 80.0
## Gates are forgotten this far behind the runner (m).
const KEEP_BEHIND := 30.0
## A gap between two taps this close to the Double-Tap Window (ms) is the window.
const GAP_TOLERANCE_MS := 1e-4


class DoubleTapDashGate:
	extends RefCounted
	var id: int
	## Metres from the start line.
	var x: float
	## Seconds since it started to close; -1 until the runner is close enough.
	var closing: float = -1.0
	## "phased", "passed" or "crashed" once the runner went past it; "" before.
	var result: String = ""


## Metres from the start line to the runner's front.
var distance: float = 0.0
## Seconds of play.
var time: float = 0.0
## Gates phased through in a row.
var combo: int = 0
## The run's longest combo.
var best_combo: int = 0
## Bonus points this run, from gates phased through (part of `score`).
var bonus: int = 0
## The gates laid out ahead of the runner and not yet forgotten behind it.
var gates: Array[DoubleTapDashGate] = []
## The run is over by its rules (the runner crashed): every Microloop model has `over`.
var over: bool = false
## What happened last, for a status line: "dash", "phase", "not-ready", "phased", "passed", "lapse", "crash" or "".
var last: String = ""
## Metres of the current dash still to cover.
var dash_left: float = 0.0
## The current dash's burst speed (m/s on top of running).
var dash_speed: float = 0.0
## Seconds of phase left.
var phase_left: float = 0.0
## Seconds of cooldown left before the next phase.
var cooldown_left: float = 0.0

var _phase_hit: bool = false
var _previous_time: float = 0.0
## "tap", "double", or "" before the first tap.
var _previous_kind: String = ""
var _next_id: int = 0
var _seed: int
var _random: DoubleTapDashRandomScript
var _settings: DoubleTapDashConfigScript


func _init(settings: DoubleTapDashConfigScript, seed_value: int = 1) -> void:
	_settings = settings
	_seed = seed_value
	_random = DoubleTapDashRandomScript.new(seed_value)
	_lay_gates()


## The settings the rules run on now (update() replaces them): what a game draws and reads from.
func current_settings() -> DoubleTapDashConfigScript:
	return _settings


## New settings from the next tap or step on.
## `changes`: a Dictionary of any subset of the settings (each snapped and kept to its range, the
## others unchanged) or a whole DoubleTapDashConfig (used as it is); see DoubleTapDashConfig.merged().
func update(changes: Variant) -> void:
	var settings: DoubleTapDashConfigScript = changes if _settings == null else _settings.merged(changes)
	_settings = settings


## Back to the first moment of the run: the runner at the start, score and combo 0; dealt from `seed_value` when given
## (a new run's seed), else (left out or null) from the seed it had, as every Microloop model's reset() does.
func reset(seed_value: Variant = null) -> void:
	if seed_value != null:
		_seed = int(seed_value)
	distance = 0.0
	time = 0.0
	combo = 0
	best_combo = 0
	bonus = 0
	gates.clear()
	over = false
	last = ""
	dash_left = 0.0
	dash_speed = 0.0
	phase_left = 0.0
	cooldown_left = 0.0
	_phase_hit = false
	_previous_kind = ""
	_next_id = 0
	_random = DoubleTapDashRandomScript.new(_seed)
	_lay_gates()


## Score: whole metres run plus every phase bonus, read as every model's `score` is (a number, not a method).
var score: int:
	get:
		return int(floor(distance + 1e-9)) + bonus
	set(_value):
		push_warning("DoubleTapDashModel: score is read-only (the metres run plus every phase bonus); it keeps %d." % score)


## Base running speed now (m/s), without any dash: Start Speed plus the Speed Ramp per 100 m, capped.
func speed() -> float:
	return minf(MAX_SPEED, _settings.start_speed + (_settings.speed_ramp * maxf(distance, 0.0)) / 100.0)


func is_phasing() -> bool:
	return phase_left > 0.0


func is_dashing() -> bool:
	return dash_left > 0.0


## The first gate the runner has not gone past yet, or null.
func next_gate() -> DoubleTapDashGate:
	for gate in gates:
		if gate.result == "":
			return gate
	return null


## Tap or double tap: a tap is a double when it follows a single tap by at most the window (ms); a gap within a
## ten-thousandth of a ms of the window is the window (clock_ms sums frame times: taps 15 frames of 1/60 s apart
## read 250.00000000000006 ms). A double never pairs again, so a triple tap is tap, double, tap.
func next_tap_kind(time_ms: float) -> String:
	if _previous_kind != "tap":
		return "tap"
	var gap := time_ms - _previous_time
	return "double" if gap >= 0.0 and gap <= _settings.double_tap_window + GAP_TOLERANCE_MS else "tap"


## One press of the button at `time_ms` (any millisecond clock). A single tap dashes at once; a
## second tap within the Double-Tap Window upgrades it to a phase (the dash goes on).
func tap(time_ms: float) -> Array[Dictionary]:
	if over:
		return []
	var kind := next_tap_kind(time_ms)
	_previous_time = time_ms
	_previous_kind = kind
	if kind == "tap":
		dash_left = _settings.dash_length
		dash_speed = _settings.dash_length / DASH_SECONDS
		last = "dash"
		return [{"type": "dash", "distance": distance}]
	if phase_left > 0.0 or cooldown_left > 0.0:
		last = "not-ready"
		return [{"type": "not-ready"}]
	phase_left = PHASE_SECONDS
	_phase_hit = false
	last = "phase"
	return [{"type": "phase", "distance": distance}]


## Runs the game on by `seconds`; returns what happened, in order. Nothing moves once the run is over.
func step(seconds: float) -> Array[Dictionary]:
	var events: Array[Dictionary] = []
	if over or not seconds > 0.0:
		return events
	time += seconds
	var run_speed := speed()
	var burst := minf(dash_left, dash_speed * seconds)
	dash_left = maxf(0.0, dash_left - burst)
	var from := distance
	var to := from + run_speed * seconds + burst
	var phasing := phase_left > 0.0

	for gate in gates:
		if gate.closing >= 0.0:
			gate.closing += seconds
		if gate.result != "" or gate.x <= from or gate.x > to:
			continue
		if phasing:
			_phase_hit = true
			combo += 1
			best_combo = maxi(best_combo, combo)
			var gained := phase_bonus(combo)
			bonus += gained
			gate.result = "phased"
			last = "phased"
			events.append({"type": "gate", "id": gate.id, "result": "phased", "combo": combo, "bonus": gained})
		elif gate_closure(gate.closing) >= 1.0:
			gate.result = "crashed"
			distance = gate.x
			over = true
			last = "crash"
			dash_left = 0.0
			events.append({"type": "crash", "id": gate.id, "distance": gate.x})
			return events
		else:
			gate.result = "passed"
			last = "passed"
			events.append({"type": "gate", "id": gate.id, "result": "passed", "combo": 0, "bonus": 0})
			if combo > 0:
				events.append({"type": "lapse", "lost": combo, "reason": "gate"})
			combo = 0
	distance = to

	var warn := speed() * WARN_SECONDS
	for gate in gates:
		if gate.closing < 0.0 and gate.result == "" and gate.x - distance <= warn:
			gate.closing = 0.0

	if phase_left > 0.0:
		phase_left = maxf(0.0, phase_left - seconds)
		if phase_left == 0.0:
			cooldown_left = PHASE_COOLDOWN
			if not _phase_hit and combo > 0:
				events.append({"type": "lapse", "lost": combo, "reason": "timeout"})
				combo = 0
				last = "lapse"
	else:
		cooldown_left = maxf(0.0, cooldown_left - seconds)

	_lay_gates()
	return events


## How shut a gate is, 0 (open) to 1 (shut), `seconds` after it started to close; -1 means not started.
static func gate_closure(seconds: float) -> float:
	if seconds < 0.0:
		return 0.0
	return clampf(seconds / CLOSE_SECONDS, 0.0, 1.0)


## Bonus points for phasing through a gate with the combo this gate brought it to.
static func phase_bonus(for_combo: int) -> int:
	return BONUS_PER_COMBO * clampi(for_combo, 0, MAX_BONUS_COMBO)


## How strong the juice is for a combo, 0 to 1: grows with the combo, full from 8.
static func combo_intensity(for_combo: int) -> float:
	return clampi(for_combo, 0, 8) / 8.0


## Keeps gates laid out to SPAWN_AHEAD metres ahead and drops those far behind.
func _lay_gates() -> void:
	var behind := distance - KEEP_BEHIND
	if gates.any(func(gate: DoubleTapDashGate) -> bool: return gate.x < behind):
		gates.assign(gates.filter(func(gate: DoubleTapDashGate) -> bool: return gate.x >= behind))
	var last_x := distance
	if not gates.is_empty():
		var tail: DoubleTapDashGate = gates.back()
		last_x = tail.x
	elif _next_id == 0:
		last_x = _add_gate(_settings.start_speed * FIRST_GATE_SECONDS)
	while last_x < distance + SPAWN_AHEAD:
		last_x = _add_gate(last_x + _settings.gate_spacing * _random.between(1.0 - GATE_VARIATION, 1.0 + GATE_VARIATION))


func _add_gate(x: float) -> float:
	var gate := DoubleTapDashGate.new()
	gate.id = _next_id
	_next_id += 1
	gate.x = x
	gates.append(gate)
	return x
