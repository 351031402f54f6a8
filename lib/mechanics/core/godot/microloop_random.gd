extends RefCounted
## mulberry32, bit for bit the generator of Microloop's TypeScript models (the JavaScript kits'
## createModel): the same seed gives the same numbers, so a run replays exactly.
## GDScript ints are 64-bit, so every step is masked back to 32 bits.

const MASK := 0xFFFFFFFF

var _state: int


func _init(seed_value: int = 1) -> void:
	_state = seed_value & MASK


## The next number in [0, 1).
func next_float() -> float:
	_state = (_state + 0x6D2B79F5) & MASK
	var t := _state
	t = _imul(t ^ (t >> 15), t | 1)
	t = t ^ ((t + _imul(t ^ (t >> 7), t | 61)) & MASK)
	return float((t ^ (t >> 14)) & MASK) / 4294967296.0


## A number in [low, high).
func between(low: float, high: float) -> float:
	return low + next_float() * (high - low)


## JavaScript's Math.imul on 32-bit unsigned values: the low 32 bits of the product.
static func _imul(a: int, b: int) -> int:
	var low := (a * (b & 0xFFFF)) & MASK
	var high := ((a * (b >> 16)) & 0xFFFF) << 16
	return (low + high) & MASK
