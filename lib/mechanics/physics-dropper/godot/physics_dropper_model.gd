class_name PhysicsDropperModel
extends RefCounted
## PhysicsDropper's rules without a screen: balls, pegs, bins and a score, stepped in real seconds.
## A port of Microloop's TypeScript model (the reference); golden traces check that both give the
## same run for the same seed, settings and drops. Change the rules here: the constants below, or
## the functions. Board units: seven bins, each one unit wide, y pointing down.

const PhysicsDropperConfigScript := preload("physics_dropper_config.gd")
const PhysicsDropperRandomScript := preload("microloop_random.gd")

const BOARD_WIDTH := 7.0
const SPAWN_Y := 0.35
const BALL_RADIUS := 0.12
const PEG_RADIUS := 0.07
const PEG_ROWS := 9
const PEG_TOP := 1.2
const PEG_ROW_GAP := 0.6
const PEG_COLUMN_GAP := 0.7
const BIN_TOP := 6.6
const FLOOR_Y := 8.0
const DIVIDER_HALF_WIDTH := 0.03
const BIN_SCORES := [10, 25, 50, 100, 50, 25, 10]
## Board physics runs on its own clock with this fixed gravity; the settings only set how fast that
## clock runs against real time.
const BOARD_GRAVITY := 10.0
## Sub-steps a board second at the finest.
const SUB_STEPS_PER_BOARD_SECOND := 600.0
## Board seconds per sub-step at the finest.
const SUB_STEP := 1.0 / 600.0
## The most sub-steps a real second, whatever the settings, so the model's cost is bounded (7,311 at
## the maxima at 1/600). Above it a sub-step covers 2/600 or 3/600 board seconds (board_step_for); the
## board clock is unchanged, so a drop still takes fall_seconds(). Whole 600ths: a frame meets a sub-step's
## edge only by chance (at exactly 1/2,500 s every quarter second would be one, and a drop there would
## fall on either side by rounding, unlike at another frame rate). The same rule in every kit.
const MAX_SUB_STEPS_PER_SECOND := 2500.0
## Balls take the accent colours in turn, this many of them.
const BALL_COLOUR_COUNT := 4
## The sideways kick a ball gets from each peg strike.
const PEG_NUDGE := 0.3
## Board seconds between two balls of the same drop.
const SPAWN_INTERVAL := 0.18
## A ball still among the pegs after TIRE_AFTER board seconds loses its bounce over TIRE_SPAN.
const TIRE_AFTER := 2.5
## The board seconds over which a tired ball loses its bounce (see TIRE_AFTER).
const TIRE_SPAN := 1.0
## A bin-floor rebound slower than this comes to rest.
const REST_SPEED := 0.6
## A ball rests on its bin floor at this many contacts with it (so it rebounds at most this many less one), however fast.
const MAX_FLOOR_BOUNCES := 3
## Board seconds a ball lies on its bin floor before it is scored.
const SETTLE_TIME := 0.15
## A drop while this many balls are in play is refused.
const MAX_BALLS_IN_PLAY := 60
## Seconds a scored bin's flash lasts: the seconds step() is given, not board seconds.
const FLASH_SECONDS := 0.6
## Mean board seconds from release to the bin top, by Bounciness in steps of 0.1.
const BOARD_FALL_BY_BOUNCINESS := [2.138, 2.391, 2.705, 3.016, 3.34, 3.459, 3.674, 3.795, 3.929, 4.08, 4.265]
## Below this a drop is a blur.
const MIN_FALL_SECONDS := 0.35
## Gravity is never taken below this share of what the fall floor needs.
const MIN_GRAVITY_HEADROOM := 1.0


class PhysicsDropperBall:
	extends RefCounted
	var id: int
	var x: float
	var y: float
	var vx: float
	var vy: float
	var colour: int
	var released_at: float
	## The bin it fell into, or -1 while it falls among the pegs.
	var bin: int = -1
	## Its contacts with its bin's floor so far (it rests at MAX_FLOOR_BOUNCES).
	var floor_bounces: int = 0
	## It lies on its bin's floor.
	var resting: bool = false
	## Board seconds it has lain there (scored at SETTLE_TIME).
	var rested_for: float = 0.0


class PhysicsDropperFlash:
	extends RefCounted
	var bin: int
	var colour: int
	var age: float = 0.0


var balls: Array[PhysicsDropperBall] = []
var flashes: Array[PhysicsDropperFlash] = []
var score: int = 0
var scored: int = 0
var last_points: int = -1
## Real seconds of play.
var time: float = 0.0
## No rule ends a PhysicsDropper run: always false (every Microloop model has `over`).
var over: bool:
	get:
		return false
## x of every peg, row by row (a row's pegs share its y).
var peg_rows: Array[PackedFloat64Array] = []

var _settings: PhysicsDropperConfigScript
var _scale: float = 1.0
## Board seconds per sub-step (board_step_for).
var _board_step: float = SUB_STEP
## Gravity, Bounciness and Simulation Speed as the clock's scale was worked out for them: a config edited in place
## (the Inspector, a property set from code) is followed from the next step, as update() with it is.
var _scaled_for := PackedFloat64Array([NAN, NAN, NAN])
var _sub_steps: int = 0
var _seed: int
var _random: PhysicsDropperRandomScript
var _next_id: int = 0
var _spawn_clock: float = 0.0
var _board_budget: float = 0.0
var _pending: Array[Dictionary] = []


func _init(settings: PhysicsDropperConfigScript, seed_value: int = 1) -> void:
	_seed = seed_value
	_random = PhysicsDropperRandomScript.new(seed_value)
	for row in PEG_ROWS:
		var offset := PEG_COLUMN_GAP / 2.0 if row % 2 == 0 else PEG_COLUMN_GAP
		var columns := floori((BOARD_WIDTH - offset) / PEG_COLUMN_GAP + 1e-9) + 1
		var xs := PackedFloat64Array()
		for column in columns:
			var x := offset + column * PEG_COLUMN_GAP
			if x < BOARD_WIDTH - PEG_RADIUS:
				xs.append(x)
		peg_rows.append(xs)
	update(settings)


## The settings the rules run on now (update() replaces them): what a game draws and reads from.
func current_settings() -> PhysicsDropperConfigScript:
	return _settings


## New settings from the next step on.
## `changes`: a Dictionary of any subset of the settings (each snapped and kept to its range, the
## others unchanged) or a whole PhysicsDropperConfig (used as it is); see PhysicsDropperConfig.merged().
func update(changes: Variant) -> void:
	var settings: PhysicsDropperConfigScript = changes if _settings == null else _settings.merged(changes)
	_settings = settings
	_follow_settings()


## Works the clock's scale out again when the settings it was worked out for changed.
func _follow_settings() -> void:
	var now := PackedFloat64Array([_settings.gravity, _settings.bounciness, _settings.simulation_speed])
	if now == _scaled_for:
		return
	_scaled_for = now
	_scale = board_fall_seconds(_settings.bounciness) / fall_seconds(_settings.gravity, _settings.simulation_speed)
	_board_step = board_step_for(_scale)


## Back to the first moment of the run: no balls, score 0; dealt from `seed_value` when given (a new run's seed),
## else (left out or null) from the seed it had, as every Microloop model's reset() does.
func reset(seed_value: Variant = null) -> void:
	if seed_value != null:
		_seed = int(seed_value)
	balls.clear()
	flashes.clear()
	score = 0
	scored = 0
	last_points = -1
	time = 0.0
	_next_id = 0
	_spawn_clock = 0.0
	_board_budget = 0.0
	_sub_steps = 0
	_pending.clear()
	_random = PhysicsDropperRandomScript.new(_seed)


## How many balls the board keeps in play at once (falling, or settling in a bin): one per 5 points of Particle Density.
func target() -> int:
	return maxi(1, js_round(_settings.particle_density / 5.0))


## Drops an extra ball at board x (random near the middle when x is NAN). False when the board is full.
func drop(x: float = NAN) -> bool:
	if balls.size() >= MAX_BALLS_IN_PLAY:
		return false
	_release(x)
	return true


## Advances the game by `seconds` of real time; returns what happened, in order.
func step(seconds: float) -> Array[Dictionary]:
	_follow_settings()
	if seconds > 0.0:
		_board_budget += seconds * _scale
	var board_step := _board_step
	var real_per_step := board_step / _scale
	while _board_budget >= board_step:
		_board_budget -= board_step
		time += real_per_step
		_sub_steps += 1
		_sub_step()
	for flash in flashes:
		flash.age += maxf(seconds, 0.0)
	flashes.assign(flashes.filter(func(flash: PhysicsDropperFlash) -> bool: return flash.age < FLASH_SECONDS))
	var events := _pending
	_pending = []
	return events


func flash_life(flash: PhysicsDropperFlash) -> float:
	return maxf(0.0, 1.0 - flash.age / FLASH_SECONDS)


## Board seconds per sub-step at a clock scale (board seconds a real second): the fewest 600ths that keep
## it within MAX_SUB_STEPS_PER_SECOND a real second.
static func board_step_for(scale: float) -> float:
	return ceil(scale * SUB_STEPS_PER_BOARD_SECOND / MAX_SUB_STEPS_PER_SECOND) / SUB_STEPS_PER_BOARD_SECOND


## Sub-steps run since the start or the last reset(): the model's cost.
func sub_step_count() -> int:
	return _sub_steps


static func board_fall_seconds(bounciness: float) -> float:
	var last := BOARD_FALL_BY_BOUNCINESS.size() - 1
	var position := clampf(bounciness, 0.0, 1.0) * last
	var below := floori(position)
	var above := mini(below + 1, last)
	var share := position - below
	var low: float = BOARD_FALL_BY_BOUNCINESS[below]
	var high: float = BOARD_FALL_BY_BOUNCINESS[above]
	return low * (1.0 - share) + high * share


## An average drop's seconds from release to the bins (each ball's path makes its own a little shorter or longer):
## max(15 - gravity, 1) / speed (Gravity above 14 counts as 14), kept above a visible minimum.
static func fall_seconds(gravity: float, speed: float) -> float:
	var headroom := maxf(15.0 - gravity, MIN_GRAVITY_HEADROOM)
	return maxf(headroom / maxf(speed, 0.1), MIN_FALL_SECONDS)


static func bin_of(x: float) -> int:
	return mini(BIN_SCORES.size() - 1, maxi(0, int(floor(x))))


## JavaScript's Math.round: halves round up (toward +infinity), unlike round().
static func js_round(value: float) -> int:
	var whole := floorf(value)
	return int(whole) + (1 if value - whole >= 0.5 else 0)


func _release(x: float) -> void:
	var r := BALL_RADIUS
	var spawn_x: float
	if is_nan(x):
		spawn_x = BOARD_WIDTH / 2.0 + _random.between(-0.7, 0.7)
	else:
		spawn_x = clampf(x, r, BOARD_WIDTH - r)
	var ball := PhysicsDropperBall.new()
	ball.id = _next_id
	_next_id += 1
	ball.x = spawn_x
	ball.y = SPAWN_Y
	ball.vx = _random.between(-0.3, 0.3)
	ball.vy = 0.0
	ball.colour = ball.id % BALL_COLOUR_COUNT
	ball.released_at = time
	balls.append(ball)
	_pending.append({"type": "release", "id": ball.id, "time": time, "x": spawn_x})


func _sub_step() -> void:
	var settled: Array[PhysicsDropperBall] = []
	for ball in balls:
		if ball.bin < 0:
			_fall(ball)
		else:
			_settle(ball)
		if ball.resting and ball.rested_for >= SETTLE_TIME and ball.bin >= 0:
			_score_ball(ball, ball.bin)
			settled.append(ball)
	if not settled.is_empty():
		balls.assign(balls.filter(func(ball: PhysicsDropperBall) -> bool: return not settled.has(ball)))
	_spawn_clock -= _board_step
	if balls.size() < target() and _spawn_clock <= 0.0:
		_release(NAN)
		_spawn_clock = SPAWN_INTERVAL


## Bounciness as this ball feels it: the setting, fading once the ball has been falling too long.
func _peg_bounciness(ball: PhysicsDropperBall) -> float:
	var flight := (time - ball.released_at) * _scale
	var fade := clampf((flight - TIRE_AFTER) / TIRE_SPAN, 0.0, 1.0)
	return _settings.bounciness * (1.0 - fade)


func _fall(ball: PhysicsDropperBall) -> void:
	var bounciness := _peg_bounciness(ball)
	ball.vy += BOARD_GRAVITY * _board_step
	ball.x += ball.vx * _board_step
	ball.y += ball.vy * _board_step
	var reach := PEG_RADIUS + BALL_RADIUS
	var nearest_row := js_round((ball.y - PEG_TOP) / PEG_ROW_GAP)
	for row in range(nearest_row - 1, nearest_row + 2):
		if row < 0 or row >= PEG_ROWS or absf(PEG_TOP + row * PEG_ROW_GAP - ball.y) >= reach:
			continue
		for peg_x in peg_rows[row]:
			if absf(peg_x - ball.x) < reach:
				_bounce_off(ball, peg_x, PEG_TOP + row * PEG_ROW_GAP, PEG_RADIUS, bounciness)
	for divider in range(1, BIN_SCORES.size()):
		if absf(divider - ball.x) < DIVIDER_HALF_WIDTH + BALL_RADIUS:
			_bounce_off(ball, divider, BIN_TOP, DIVIDER_HALF_WIDTH, bounciness)
	_keep_inside(ball, 0.0, BOARD_WIDTH, bounciness)
	if ball.y > BIN_TOP:
		var bin := bin_of(ball.x)
		ball.bin = bin
		_keep_inside(ball, _bin_left(bin), _bin_right(bin), bounciness)
		_pending.append({"type": "enter-bin", "id": ball.id, "time": time, "bin": bin, "fallSeconds": time - ball.released_at})


func _bin_left(bin: int) -> float:
	return 0.0 if bin == 0 else bin + DIVIDER_HALF_WIDTH


func _bin_right(bin: int) -> float:
	return BOARD_WIDTH if bin == BIN_SCORES.size() - 1 else bin + 1 - DIVIDER_HALF_WIDTH


func _settle(ball: PhysicsDropperBall) -> void:
	var bounciness := _settings.bounciness
	var floor_y := FLOOR_Y - BALL_RADIUS
	if ball.resting:
		ball.rested_for += _board_step
		# Rolling friction on the bin floor.
		ball.vx *= 1.0 - 6.0 * _board_step
	else:
		ball.vy += BOARD_GRAVITY * _board_step
		ball.y += ball.vy * _board_step
	ball.x += ball.vx * _board_step
	_keep_inside(ball, _bin_left(ball.bin), _bin_right(ball.bin), bounciness)
	if not ball.resting and ball.y >= floor_y:
		ball.y = floor_y
		ball.floor_bounces += 1
		# The bin keeps its ball: no rebound climbs back over the bin top.
		var ceiling := sqrt(2.0 * BOARD_GRAVITY * (floor_y - BIN_TOP - BALL_RADIUS))
		var rebound := minf(ball.vy * bounciness, ceiling)
		if rebound < REST_SPEED or ball.floor_bounces >= MAX_FLOOR_BOUNCES:
			ball.vy = 0.0
			ball.resting = true
		else:
			ball.vy = -rebound


func _keep_inside(ball: PhysicsDropperBall, left: float, right: float, bounciness: float) -> void:
	var r := BALL_RADIUS
	if ball.x < left + r:
		ball.x = left + r
		ball.vx = absf(ball.vx) * bounciness
	elif ball.x > right - r:
		ball.x = right - r
		ball.vx = -absf(ball.vx) * bounciness


func _bounce_off(ball: PhysicsDropperBall, centre_x: float, centre_y: float, radius: float, bounciness: float) -> void:
	var dx := ball.x - centre_x
	var dy := ball.y - centre_y
	var reach := radius + BALL_RADIUS
	var distance_squared := dx * dx + dy * dy
	if distance_squared >= reach * reach:
		return
	var distance := sqrt(distance_squared)
	if distance == 0.0:
		distance = 1e-6
	var nx := 0.0 if distance_squared == 0.0 else dx / distance
	var ny := -1.0 if distance_squared == 0.0 else dy / distance
	ball.x = centre_x + nx * reach
	ball.y = centre_y + ny * reach
	var normal_speed := ball.vx * nx + ball.vy * ny
	if normal_speed < 0.0:
		ball.vx -= (1.0 + bounciness) * normal_speed * nx
		ball.vy -= (1.0 + bounciness) * normal_speed * ny
		ball.vx += _random.between(-PEG_NUDGE, PEG_NUDGE)


func _score_ball(ball: PhysicsDropperBall, bin: int) -> void:
	var points: int = BIN_SCORES[bin]
	score += points
	scored += 1
	last_points = points
	var flash := PhysicsDropperFlash.new()
	flash.bin = bin
	flash.colour = ball.colour
	flashes.append(flash)
	_pending.append({"type": "score", "id": ball.id, "time": time, "bin": bin, "points": points, "x": ball.x, "y": ball.y, "vy": ball.vy, "resting": ball.resting})
