class_name MemoryTilesModel
extends RefCounted
## MemoryTiles' rules without a screen: deal a square board of pairs, show every tile for the peek,
## then turn two at a time. A match stays face up; a miss turns back after the Flip-Back Delay, or at
## once when a tile not yet matched is picked first (that tile then becomes the first pick of the next move).
## Clearing a board grades it in stars and extends or ends the streak, which shortens the next peek.
## Time is the play clock in ms, passed in by the caller. A port of Microloop's TypeScript model
## (the reference); golden traces check that both deal and judge the same for the same seed and
## picks. Change the rules here: the constants below, or the functions.

const MemoryTilesConfigScript := preload("memory_tiles_config.gd")
const MemoryTilesRandomScript := preload("microloop_random.gd")

## The tile faces, one word each; 18, so a 6×6 board's pairs are all distinct.
const SYMBOL_NAMES: Array[String] = [
	"star", "heart", "moon", "drop", "bolt", "leaf", "circle", "square", "triangle",
	"diamond", "plus", "ring", "arrow", "hexagon", "cloud", "flag", "crown", "house",
]
## Smallest side of the square board; sides are even so the tiles always pair up.
const MIN_SIDE := 2
## Largest side of the square board (6: 36 tiles).
const MAX_SIDE := 6
## The peek never gets shorter than this (s), however long the streak.
const MIN_PEEK_SECONDS := 0.5
## Points for each matched pair.
const POINTS_PER_PAIR := 100
## A board cleared with at least this many stars extends the streak; fewer stars end it.
const STREAK_STARS := 2
## Seeds and boards' seeds are kept to 32 bits, as every Microloop kit keeps them.
const MASK := 0xFFFFFFFF

## dealt: face down, waiting for play to start; peek: every tile face up; play: turning pairs;
## cleared: every pair matched, waiting for the next board.
enum MemoryTilesStage { DEALT, PEEK, PLAY, CLEARED }


class MemoryTilesTile:
	extends RefCounted
	## Index into SYMBOL_NAMES.
	var symbol: int
	## Shown: during the peek, picked, or matched.
	var face_up: bool = false
	## Its pair was found.
	var matched: bool = false

	func _init(symbol_index: int) -> void:
		symbol = symbol_index


var round_number: int = 1
## Points over every board since the last reset.
var score: int = 0
## Boards cleared in a row with at least two stars.
var streak: int = 0
## No rule ends a MemoryTiles run (a cleared board deals the next): always false (every Microloop model has `over`).
var over: bool:
	get:
		return false
var side: int = 4
var tiles: Array[MemoryTilesTile] = []
var stage: MemoryTilesStage = MemoryTilesStage.DEALT
var moves: int = 0
var matched_pairs: int = 0
## The last board's grade while it is cleared: 1, 2 or 3 stars (0 otherwise).
var stars: int = 0
## Play-clock ms when the peek ends (during the peek), or -1.
var peek_until: float = -1.0
## The peek length of the current board, in seconds.
var peek_length: float = 0.0

var _settings: MemoryTilesConfigScript
var _seed: int
var _first_pick: int = -1
var _missed_first: int = -1
var _missed_second: int = -1
var _missed_until: float = 0.0


## The settings update() works this model's state out from, as it last did: an edit of the config in place (the
## Inspector on the running game's .tres, a property set from code) is followed from the next step as update() with it.
var _applied := PackedFloat64Array()


func _followed() -> PackedFloat64Array:
	return PackedFloat64Array([_settings.board_size])


func _follow_settings() -> void:
	if _followed() != _applied:
		update(_settings)


func _init(settings: MemoryTilesConfigScript, seed_value: int = 1) -> void:
	_settings = settings
	_seed = seed_value & MASK
	_deal_board()
	_applied = _followed()


## The board's side for a Board Size value: the nearest even number from 2 to 6 (4 for nonsense).
static func side_of(board_size: float) -> int:
	if is_nan(board_size) or is_inf(board_size):
		return 4
	return int(minf(MAX_SIDE, maxf(MIN_SIDE, 2.0 * floorf(board_size / 2.0 + 0.5))))


## Pairs on a square board of that side.
static func pairs_of(board_side: int) -> int:
	@warning_ignore("integer_division")
	return board_side * board_side / 2


## Fisher–Yates: a new array holding the items in a random order drawn from `random`.
static func shuffle(items: Array[int], random: MemoryTilesRandomScript) -> Array[int]:
	var result: Array[int] = []
	result.append_array(items)
	for i in range(result.size() - 1, 0, -1):
		var j := int(floorf(random.next_float() * (i + 1)))
		var item := result[i]
		result[i] = result[j]
		result[j] = item
	return result


## Picks `pair_count` distinct symbols (kept to 1 to 18, the symbols there are), puts each in twice and shuffles.
static func deal(pair_count: int, seed_value: int) -> Array[int]:
	var random := MemoryTilesRandomScript.new(seed_value)
	var count := mini(maxi(pair_count, 1), SYMBOL_NAMES.size())
	var all: Array[int] = []
	for index in SYMBOL_NAMES.size():
		all.append(index)
	var shuffled := shuffle(all, random)
	var twice: Array[int] = []
	for _copy in 2:
		for index in count:
			twice.append(shuffled[index])
	return shuffle(twice, random)


## The seed a round's board is dealt from: round 1 uses the game's seed itself.
static func board_seed(seed_value: int, round_index: int) -> int:
	return (seed_value + ((maxi(round_index, 1) - 1) * 0x9E3779B9)) & MASK


## Seconds the tiles show: Peek Time less the reduction per streak, never below the floor, to 0.01 s.
static func peek_seconds(base: float, reduction: float, board_streak: int) -> float:
	var seconds := base - maxf(reduction, 0.0) * maxi(board_streak, 0)
	return roundf(maxf(MIN_PEEK_SECONDS, seconds) * 100.0) / 100.0


## Up to 1.5 moves a pair is three stars, up to 2.5 a pair two, else one.
static func grade_stars(move_count: int, pair_count: int) -> int:
	if move_count <= 1.5 * pair_count:
		return 3
	if move_count <= 2.5 * pair_count:
		return 2
	return 1


static func name_of(symbol: int) -> String:
	return SYMBOL_NAMES[symbol] if symbol >= 0 and symbol < SYMBOL_NAMES.size() else SYMBOL_NAMES[0]


func pairs() -> int:
	@warning_ignore("integer_division")
	return tiles.size() / 2


func symbol_at(index: int) -> String:
	return name_of(tiles[index].symbol) if index >= 0 and index < tiles.size() else ""


## Back to the first board: score and streak zero, dealt from `seed_value` (left out: the seed it had, as every
## Microloop model's reset() can be called with no argument).
func reset(seed_value: Variant = null) -> void:
	if seed_value != null:
		_seed = int(seed_value) & MASK
	round_number = 1
	score = 0
	streak = 0
	_deal_board()


## Deals the next round's board once a board is cleared; false, dealing nothing, before that.
func next_board() -> bool:
	if stage != MemoryTilesStage.CLEARED:
		return false
	round_number += 1
	_deal_board()
	return true


## The settings the rules run on now (update() replaces them): what a game draws and reads from.
func current_settings() -> MemoryTilesConfigScript:
	return _settings


## New settings: the Flip-Back Delay counts from the next miss, Peek Time from the next peek; a new
## Board Size deals a new board of that size at once (same round, score and streak; it waits for
## begin()), as the TypeScript model does. True when it dealt.
## `changes`: a Dictionary of any subset of the settings (each snapped and kept to its range, the
## others unchanged) or a whole MemoryTilesConfig (used as it is); see MemoryTilesConfig.merged().
func update(changes: Variant) -> bool:
	var settings: MemoryTilesConfigScript = changes if _settings == null else _settings.merged(changes)
	_settings = settings
	_applied = _followed()
	if side_of(settings.board_size) != side:
		_deal_board()
		return true
	return false


## Starts the peek of a dealt board at `now` (ms); false when it has already begun.
func begin(now: float) -> bool:
	if stage != MemoryTilesStage.DEALT:
		return false
	stage = MemoryTilesStage.PEEK
	peek_length = peek_seconds(_settings.peek_time, _settings.peek_reduction, streak)
	peek_until = now + peek_length * 1000.0
	for tile in tiles:
		tile.face_up = true
	return true


## Ends the peek and turns a miss back once their time has come. Returns what it did, in order:
## {"type": "peekOver"} and {"type": "flipBack", "first": index, "second": index}.
func tick(now: float) -> Array[Dictionary]:
	_follow_settings()
	var events: Array[Dictionary] = []
	if stage == MemoryTilesStage.PEEK and peek_until >= 0.0 and now >= peek_until:
		for tile in tiles:
			tile.face_up = false
		stage = MemoryTilesStage.PLAY
		peek_until = -1.0
		events.append({"type": "peekOver"})
	if _missed_first >= 0 and now >= _missed_until:
		events.append(_turn_back())
	return events


## Picks the tile at `index` at play-clock `now` (ms). Returns {"type": "ignored"}, {"type":
## "first", "symbol"}, {"type": "miss", "first", "second", "moves"} or {"type": "match", "symbol",
## "moves", "matchedPairs", "pairs", "clearedStars", "clearedStreak"} (null unless it cleared the board).
func flip(index: int, now: float) -> Dictionary:
	tick(now)
	if stage != MemoryTilesStage.PLAY or index < 0 or index >= tiles.size() or tiles[index].matched:
		return {"type": "ignored"}
	# A pick during the Flip-Back Delay turns the miss back first, so either tile of it can be picked again.
	if _missed_first >= 0:
		_turn_back()
	var tile := tiles[index]
	if tile.face_up:
		return {"type": "ignored"}
	tile.face_up = true
	var symbol := name_of(tile.symbol)
	if _first_pick < 0:
		_first_pick = index
		return {"type": "first", "symbol": symbol}
	var first_index := _first_pick
	var first := tiles[first_index]
	_first_pick = -1
	moves += 1
	if first.symbol == tile.symbol:
		first.matched = true
		tile.matched = true
		matched_pairs += 1
		score += POINTS_PER_PAIR
		var outcome := {
			"type": "match",
			"symbol": symbol,
			"moves": moves,
			"matchedPairs": matched_pairs,
			"pairs": pairs(),
			"clearedStars": null,
			"clearedStreak": null,
		}
		if matched_pairs == pairs():
			_clear()
			outcome["clearedStars"] = stars
			outcome["clearedStreak"] = streak
		return outcome
	_missed_first = first_index
	_missed_second = index
	_missed_until = now + _settings.flip_back_delay
	return {"type": "miss", "first": name_of(first.symbol), "second": symbol, "moves": moves}


func _clear() -> void:
	stars = grade_stars(moves, pairs())
	streak = streak + 1 if stars >= STREAK_STARS else 0
	stage = MemoryTilesStage.CLEARED


func _turn_back() -> Dictionary:
	var event := {"type": "flipBack", "first": _missed_first, "second": _missed_second}
	tiles[_missed_first].face_up = false
	tiles[_missed_second].face_up = false
	_missed_first = -1
	_missed_second = -1
	return event


func _deal_board() -> void:
	side = side_of(_settings.board_size)
	tiles = []
	for symbol in deal(pairs_of(side), board_seed(_seed, round_number)):
		tiles.append(MemoryTilesTile.new(symbol))
	stage = MemoryTilesStage.DEALT
	moves = 0
	matched_pairs = 0
	stars = 0
	peek_until = -1.0
	peek_length = 0.0
	_first_pick = -1
	_missed_first = -1
	_missed_second = -1
