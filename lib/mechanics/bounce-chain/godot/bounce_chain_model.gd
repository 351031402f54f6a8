class_name BounceChainModel
extends RefCounted
## BounceChain's rules without a screen: a ball, moving one-way platforms, a chain and a score,
## stepped in real seconds with a fixed-step accumulator.
## A port of Microloop's TypeScript model (the reference); golden traces check that both give the
## same run for the same seed, settings and input. Change the rules here: the constants below, or
## the functions. World units, y pointing down: 8 wide, 6 tall, open at the bottom.

const BounceChainConfigScript := preload("bounce_chain_config.gd")
const BounceChainRandomScript := preload("microloop_random.gd")

const WORLD_WIDTH := 8.0
const WORLD_HEIGHT := 6.0
const BALL_RADIUS := 0.22
## Drawn thickness of a platform; only its top surface collides.
const PLATFORM_THICKNESS := 0.18
## Height of each platform's top before the run's seeded jitter, top platform first.
const LEVELS := [1.9, 2.75, 3.6, 4.45, 5.3]
## The most each platform's height moves by the run's seeded jitter, up or down.
const LEVEL_JITTER := 0.12
## The ball starts at rest this far down, above the top platform.
const START_Y := 0.6
## Fixed physics step in seconds.
const SUB_STEP := 1.0 / 240.0
## A longer step() is clipped to this.
const MAX_STEP_SECONDS := 0.25
## Every rebound leaves fast enough to rise at least this high, so the ball never settles.
const MIN_BOUNCE_HEIGHT := 1.6
## Holding a steering direction accelerates the ball sideways up to this speed.
const STEER_TOP_SPEED := 4.5
## No sideways speed goes past this.
const MAX_SIDE_SPEED := 8.0
## Sideways slowing per second while not steering.
const AIR_DRAG := 0.8
## A nudge (Space) adds this much sideways speed toward the chosen platform.
const NUDGE_SPEED := 2.5
## Seconds after a nudge before the next one acts.
const NUDGE_COOLDOWN := 0.4
## A nudge aimed at a platform whose centre is closer than this matches its velocity instead.
const NUDGE_DEAD_ZONE := 0.2
## The chain's multiplier never goes above this.
const MAX_MULTIPLIER := 10.0
## Points of a bounce at multiplier 1.
const BASE_POINTS := 10.0
## A ball whose centre is up to this far past a platform's end still lands on it.
const EDGE_GRACE := BALL_RADIUS / 2.0
## The smallest share of Platform Speed a platform moves at: each platform's share is seeded, from this to
## PLATFORM_SPEED_SHARE_HIGH.
const PLATFORM_SPEED_SHARE_LOW := 0.55
## The largest share of Platform Speed a platform moves at.
const PLATFORM_SPEED_SHARE_HIGH := 1.0


class BounceChainBall:
	extends RefCounted
	var x: float = 0.0
	var y: float = 0.0
	var vx: float = 0.0
	var vy: float = 0.0


class BounceChainPlatform:
	extends RefCounted
	var id: int
	## Height of the top surface.
	var y: float
	## Left end, between 0 and the platform span.
	var left: float
	## 1 moving right, -1 moving left.
	var dir: int
	## Its share of Platform Speed, seeded (PLATFORM_SPEED_SHARE_LOW to PLATFORM_SPEED_SHARE_HIGH).
	var speed_factor: float


class BounceChainContact:
	extends RefCounted
	var index: int
	var impact_speed: float
	var carry: float


## The ball: its place and speed.
var ball: BounceChainBall
## The platforms, top first.
var platforms: Array[BounceChainPlatform] = []
## The score so far.
var score: int = 0
## Bounces in a row, each on another platform than the one before (one on the same platform starts it again at 1).
var chain: int = 0
## The run's longest chain.
var best_chain: int = 0
## The multiplier the last bounce scored with (1 before the first bounce of a run).
var multiplier: float = 1.0
## id of the platform bounced on last; -1 before the first bounce.
var last_platform: int = -1
## The points of the last bounce; -1 before the first.
var last_points: int = -1
## The last bounce was on the same platform as the one before it.
var last_repeat: bool = false
## Bounces this run.
var bounces: int = 0
## The run is over by its rules (the ball fell off): every Microloop model has `over`.
var over: bool = false
## Seconds of play.
var time: float = 0.0
## Seconds since the last bounce (for squash and stretch).
var since_bounce: float = INF
## The speed the ball hit its last platform at (for the squash's size).
var last_impact: float = 0.0
## Steering direction held: -1 left, 0 none, 1 right.
var steering: int = 0

var _since_nudge: float = INF
var _budget: float = 0.0
var _seed: int
var _random: BounceChainRandomScript
var _settings: BounceChainConfigScript


## The settings update() works this model's state out from, as it last did: an edit of the config in place (the
## Inspector on the running game's .tres, a property set from code) is followed from the next step as update() with it.
var _applied := PackedFloat64Array()


func _followed() -> PackedFloat64Array:
	return PackedFloat64Array([_settings.platform_width])


func _follow_settings() -> void:
	if _followed() != _applied:
		update(_settings)


func _init(settings: BounceChainConfigScript, seed_value: int = 1) -> void:
	_settings = settings
	_seed = seed_value
	_random = BounceChainRandomScript.new(seed_value)
	platforms = make_platforms(_random, settings.platform_width)
	ball = spawn_ball(platforms[0], settings)
	_applied = _followed()


## Back to the first moment of the run: its platforms and ball dealt again, score and chain 0; dealt from `seed_value` when given
## (a new run's seed), else (left out or null) again from the seed it had, as every Microloop model's reset() does.
func reset(seed_value: Variant = null) -> void:
	if seed_value != null:
		_seed = int(seed_value)
	_random = BounceChainRandomScript.new(_seed)
	platforms = make_platforms(_random, _settings.platform_width)
	ball = spawn_ball(platforms[0], _settings)
	score = 0
	chain = 0
	best_chain = 0
	multiplier = 1.0
	last_platform = -1
	last_points = -1
	last_repeat = false
	bounces = 0
	over = false
	time = 0.0
	since_bounce = INF
	_since_nudge = INF
	last_impact = 0.0
	steering = 0
	_budget = 0.0


## The settings the rules run on now (update() replaces them): what a game draws and reads from.
func current_settings() -> BounceChainConfigScript:
	return _settings


## New settings from the next sub-step; before the first step the ball is placed again for them.
## `changes`: a Dictionary of any subset of the settings (each snapped and kept to its range, the
## others unchanged) or a whole BounceChainConfig (used as it is); see BounceChainConfig.merged().
func update(changes: Variant) -> void:
	var settings: BounceChainConfigScript = changes if _settings == null else _settings.merged(changes)
	_settings = settings
	_applied = _followed()
	var span := platform_span(settings.platform_width)
	for platform in platforms:
		platform.left = clampf(platform.left, 0.0, span)
	if time == 0.0 and not over:
		ball = spawn_ball(platforms[0], settings)


## Hold a steering direction (-1, 0 or 1) until the next call.
func steer(direction: int) -> void:
	steering = direction


## Space's action: a sideways nudge toward the platform nudge_target() picks, at most once per
## NUDGE_COOLDOWN. Returns whether it nudged.
func nudge() -> bool:
	if over or _since_nudge < NUDGE_COOLDOWN:
		return false
	var index := nudge_target(ball, platforms, last_platform, _settings.platform_width)
	if index < 0:
		return false
	var platform := platforms[index]
	var dx := platform.left + _settings.platform_width / 2.0 - ball.x
	ball.vx = nudge_velocity(ball.vx, dx, platform_velocity(platform, _settings))
	_since_nudge = 0.0
	return true


## Advances the run by `seconds` of real time in fixed sub-steps; returns what happened, in order.
func step(seconds: float) -> Array[Dictionary]:
	_follow_settings()
	var events: Array[Dictionary] = []
	if over:
		return events
	_budget += clampf(seconds, 0.0, MAX_STEP_SECONDS) if is_finite(seconds) else 0.0
	while _budget >= SUB_STEP * (1.0 - 1e-9):
		_budget = maxf(_budget - SUB_STEP, 0.0)
		var contact := advance(ball, platforms, _settings, steering, SUB_STEP)
		time += SUB_STEP
		since_bounce += SUB_STEP
		_since_nudge += SUB_STEP
		if contact != null:
			events.append(_bounce(contact))
		if ball.y - BALL_RADIUS > WORLD_HEIGHT:
			over = true
			_budget = 0.0
			events.append({"type": "fall", "score": score, "bestChain": best_chain, "time": time})
			break
	return events


## The slowest rebound: enough to rise MIN_BOUNCE_HEIGHT.
static func min_bounce_speed(gravity: float) -> float:
	return sqrt(2.0 * maxf(gravity, 0.0) * MIN_BOUNCE_HEIGHT)


## Upward speed after a bounce: restitution times impact speed, never below the minimum bounce.
static func rebound_speed(impact_speed: float, restitution: float, gravity: float) -> float:
	return maxf(absf(impact_speed) * restitution, min_bounce_speed(gravity))


## How far a platform's left end can travel.
static func platform_span(width: float) -> float:
	return maxf(WORLD_WIDTH - width, 0.0)


## Where a platform is after `seconds`: [left, dir]. It slides between 0 and `span` and turns round
## at each end; exact for any duration.
static func move_platform(left: float, dir: int, speed: float, span: float, seconds: float) -> PackedFloat64Array:
	if span <= 0.0:
		return PackedFloat64Array([0.0, dir])
	var period := 2.0 * span
	var start := clampf(left, 0.0, span)
	var travelled := (start if dir > 0 else period - start) + maxf(speed, 0.0) * maxf(seconds, 0.0)
	var unfolded := fmod(fmod(travelled, period) + period, period)
	if unfolded <= span:
		return PackedFloat64Array([unfolded, 1.0])
	return PackedFloat64Array([period - unfolded, -1.0])


## Seconds until a falling ball's bottom reaches the height `top` within `limit`, or -1. Exact
## under constant gravity (a swept test, so nothing tunnels). Only from above: platforms are one-way.
static func time_to_reach(y: float, vy: float, gravity: float, top: float, limit: float) -> float:
	var gap := y + BALL_RADIUS - top
	if gap > 1e-9:
		return -1.0
	var below := minf(gap, 0.0)
	var root := sqrt(vy * vy - 2.0 * gravity * below)
	var seconds: float
	if vy > 0.0:
		seconds = (-2.0 * below) / (vy + root)
	elif gravity > 0.0:
		seconds = (root - vy) / gravity
	else:
		return -1.0
	return seconds if seconds <= limit else -1.0


## Sideways speed after `seconds` of steering (or of drag when not steering).
static func steer_velocity(vx: float, direction: int, acceleration: float, seconds: float) -> float:
	var dragged := vx * maxf(0.0, 1.0 - AIR_DRAG * seconds)
	if direction == 0:
		return dragged
	var along := vx * direction
	# Faster than steering alone can go: steering only keeps it from dragging below the top speed.
	if along >= STEER_TOP_SPEED:
		return direction * maxf(STEER_TOP_SPEED, dragged * direction)
	return direction * minf(along + acceleration * seconds, STEER_TOP_SPEED)


## Velocity of a platform now (right positive).
static func platform_velocity(platform: BounceChainPlatform, settings: BounceChainConfigScript) -> float:
	if platform_span(settings.platform_width) > 0.0:
		return platform.dir * settings.platform_speed * platform.speed_factor
	return 0.0


## The first platform the ball lands on within `seconds`: [index, time], or [-1, 0] when it lands on none.
static func find_contact(on_ball: BounceChainBall, on_platforms: Array[BounceChainPlatform], settings: BounceChainConfigScript, seconds: float) -> PackedFloat64Array:
	var best_index := -1
	var best_time := 0.0
	var span := platform_span(settings.platform_width)
	for index in on_platforms.size():
		var platform := on_platforms[index]
		var t := time_to_reach(on_ball.y, on_ball.vy, settings.gravity, platform.y, seconds)
		if t < 0.0 or (best_index >= 0 and t >= best_time):
			continue
		var x := on_ball.x + on_ball.vx * t
		var left := move_platform(platform.left, platform.dir, settings.platform_speed * platform.speed_factor, span, t)[0]
		if x >= left - EDGE_GRACE and x <= left + settings.platform_width + EDGE_GRACE:
			best_index = index
			best_time = t
	return PackedFloat64Array([best_index, best_time])


## One fixed sub-step (changes the ball and the platforms): steering, exact flight under gravity, a
## swept landing on a platform (rebound by restitution with the minimum bounce, plus the platform's
## velocity carried into the ball), the side walls and the ceiling, then the platforms slide on.
static func advance(on_ball: BounceChainBall, on_platforms: Array[BounceChainPlatform], settings: BounceChainConfigScript, direction: int, seconds: float) -> BounceChainContact:
	var g := settings.gravity
	var span := platform_span(settings.platform_width)
	on_ball.vx = clampf(steer_velocity(on_ball.vx, direction, settings.steer_acceleration, seconds), -MAX_SIDE_SPEED, MAX_SIDE_SPEED)
	var found := find_contact(on_ball, on_platforms, settings, seconds)
	var contact: BounceChainContact = null
	var flight := seconds
	if found[0] >= 0.0:
		var index := int(found[0])
		var platform := on_platforms[index]
		var t := found[1]
		var impact_speed := on_ball.vy + g * t
		var moved := move_platform(platform.left, platform.dir, settings.platform_speed * platform.speed_factor, span, t)
		var carry := moved[1] * settings.platform_speed * platform.speed_factor if span > 0.0 else 0.0
		on_ball.x += on_ball.vx * t
		on_ball.y = platform.y - BALL_RADIUS
		on_ball.vy = -rebound_speed(impact_speed, settings.restitution, g)
		on_ball.vx = clampf(on_ball.vx + carry, -MAX_SIDE_SPEED, MAX_SIDE_SPEED)
		contact = BounceChainContact.new()
		contact.index = index
		contact.impact_speed = impact_speed
		contact.carry = carry
		flight = seconds - t
	on_ball.x += on_ball.vx * flight
	on_ball.y += on_ball.vy * flight + 0.5 * g * flight * flight
	on_ball.vy += g * flight

	var r := BALL_RADIUS
	if on_ball.x < r:
		on_ball.x = r
		on_ball.vx = absf(on_ball.vx) * settings.restitution
	elif on_ball.x > WORLD_WIDTH - r:
		on_ball.x = WORLD_WIDTH - r
		on_ball.vx = -absf(on_ball.vx) * settings.restitution
	if on_ball.y < r and on_ball.vy < 0.0:
		on_ball.y = r
		on_ball.vy = -on_ball.vy

	for each in on_platforms:
		var moved := move_platform(each.left, each.dir, settings.platform_speed * each.speed_factor, span, seconds)
		each.left = moved[0]
		each.dir = int(moved[1])
	return contact


## The chain after a bounce on `platform_id`: one longer when it differs from the last platform, else 1.
static func next_chain(current: int, previous_platform: int, platform_id: int) -> int:
	return current + 1 if previous_platform >= 0 and previous_platform != platform_id and current > 0 else 1


## 1x for the first bounce of a chain, plus Multiplier Step for each further one, up to MAX_MULTIPLIER.
static func chain_multiplier(for_chain: int, multiplier_step: float) -> float:
	var raw := 1.0 + maxi(for_chain - 1, 0) * multiplier_step
	return minf(MAX_MULTIPLIER, js_round(raw * 100.0) / 100.0)


## A bounce scores 10 times the multiplier, rounded to a whole number.
static func bounce_points(for_multiplier: float) -> int:
	return js_round(BASE_POINTS * for_multiplier)


## The platform a nudge aims at: the nearest one below the ball other than the last one bounced on;
## the last one when it is the only one below; -1 when none is below.
static func nudge_target(on_ball: BounceChainBall, on_platforms: Array[BounceChainPlatform], previous_platform: int, platform_width: float) -> int:
	var bottom := on_ball.y + BALL_RADIUS
	var best := -1
	var best_distance := INF
	var fallback := -1
	var fallback_distance := INF
	for index in on_platforms.size():
		var platform := on_platforms[index]
		if platform.y < bottom:
			continue
		var dx := platform.left + platform_width / 2.0 - on_ball.x
		var dy := platform.y - on_ball.y
		var distance := sqrt(dx * dx + dy * dy)
		if platform.id != previous_platform and distance < best_distance:
			best = index
			best_distance = distance
		if distance < fallback_distance:
			fallback = index
			fallback_distance = distance
	return best if best >= 0 else fallback


## Sideways speed after a nudge toward a platform `dx` away (centre minus ball) moving at `platform_vx`.
static func nudge_velocity(vx: float, dx: float, platform_vx: float) -> float:
	if absf(dx) < NUDGE_DEAD_ZONE:
		return clampf(platform_vx, -MAX_SIDE_SPEED, MAX_SIDE_SPEED)
	return clampf(vx + signf(dx) * NUDGE_SPEED, -MAX_SIDE_SPEED, MAX_SIDE_SPEED)


## The run's platforms: one per level, with seeded height jitter, position, direction and speed share.
static func make_platforms(random: BounceChainRandomScript, platform_width: float) -> Array[BounceChainPlatform]:
	var span := platform_span(platform_width)
	var made: Array[BounceChainPlatform] = []
	for id in LEVELS.size():
		var level: float = LEVELS[id]
		var platform := BounceChainPlatform.new()
		platform.id = id
		platform.y = level + random.between(-LEVEL_JITTER, LEVEL_JITTER)
		platform.left = random.next_float() * span
		platform.dir = -1 if random.next_float() < 0.5 else 1
		platform.speed_factor = random.between(PLATFORM_SPEED_SHARE_LOW, PLATFORM_SPEED_SHARE_HIGH)
		made.append(platform)
	return made


## The ball at rest at START_Y, above where `platform` will be when the ball reaches it.
static func spawn_ball(platform: BounceChainPlatform, settings: BounceChainConfigScript) -> BounceChainBall:
	var drop := maxf(platform.y - BALL_RADIUS - START_Y, 0.0)
	var fall := sqrt((2.0 * drop) / settings.gravity)
	var span := platform_span(settings.platform_width)
	var left := move_platform(platform.left, platform.dir, settings.platform_speed * platform.speed_factor, span, fall)[0]
	var spawned := BounceChainBall.new()
	spawned.x = left + settings.platform_width / 2.0
	spawned.y = START_Y
	return spawned


## JavaScript's Math.round: halves round up (toward +infinity), unlike round().
static func js_round(value: float) -> int:
	var whole := floorf(value)
	return int(whole) + (1 if value - whole >= 0.5 else 0)


func _bounce(contact: BounceChainContact) -> Dictionary:
	var platform := platforms[contact.index]
	var id := platform.id
	var repeat := last_platform == id
	chain = next_chain(chain, last_platform, id)
	best_chain = maxi(best_chain, chain)
	multiplier = chain_multiplier(chain, _settings.multiplier_step)
	var points := bounce_points(multiplier)
	score += points
	last_points = points
	last_repeat = repeat
	last_platform = id
	bounces += 1
	since_bounce = 0.0
	last_impact = contact.impact_speed
	return {
		"type": "bounce",
		"platform": id,
		"chain": chain,
		"multiplier": multiplier,
		"points": points,
		"score": score,
		"repeat": repeat,
		"x": ball.x,
		"y": ball.y + BALL_RADIUS,
		"impactSpeed": contact.impact_speed,
		"time": time,
	}
