extends RefCounted
## What every Microloop game does around its rules, written once for all six: the pause on focus loss
## ("Paused") and the 3 s countdown on return ("Resuming in 3…"); the pointers (the mouse and each
## finger, read as touch) in the game's own coordinates; the HUD's buttons in the top-right corner of
## the game's area (Restart, and Calibrate where a game has it). A game holds one and reads its input,
## its focus notifications and its frames through it.

## Seconds counted down on return before play goes on (the TypeScript games' resume-countdown.ts).
const COUNTDOWN_SECONDS := 3.0
## The mouse's pointer id; a finger's is its touch index, from 0.
const MOUSE := -1
## The size of a HUD button (at least 48 px tall, a finger's width) and the gap around it.
const BUTTON_SIZE := Vector2(132.0, 48.0)
const BUTTON_GAP := 12.0
const BUTTON_FILL := Color("#28324f")
const BUTTON_EDGE := Color("#a78bfa")
const TEXT := Color("#e7eaf6")
const SHADE := Color(0.04, 0.055, 0.1, 0.7)

## True from a focus loss that paused the game until the countdown after its return runs out.
var away: bool = false
## Seconds left of the countdown on return; 0 while none runs.
var countdown: float = 0.0
## The pointers held down on the game (not on a button): id -> {"at": where it went down, "held": seconds}.
var pointers: Dictionary = {}
## The HUD's buttons, right to left from the top-right corner.
var buttons: PackedStringArray


func _init(button_labels: PackedStringArray) -> void:
	buttons = button_labels


## Whether `what` is a focus loss: the application's or its window's (a desktop sends both, the web its
## window's: Window::_event_callback in scene/main/window.cpp).
static func is_focus_out(what: int) -> bool:
	return what == Node.NOTIFICATION_APPLICATION_FOCUS_OUT or what == Node.NOTIFICATION_WM_WINDOW_FOCUS_OUT


static func is_focus_in(what: int) -> bool:
	return what == Node.NOTIFICATION_APPLICATION_FOCUS_IN or what == Node.NOTIFICATION_WM_WINDOW_FOCUS_IN


## A focus loss: held pointers are let go without acting, a countdown under way stops. True when it
## paused a running game now (the game then sets its `paused`).
func lose_focus(running: bool) -> bool:
	pointers.clear()
	countdown = 0.0
	if away or not running:
		return false
	away = true
	return true


## Focus back: the countdown starts, once, whichever of the two notifications comes first.
func regain_focus() -> void:
	if away and countdown <= 0.0:
		countdown = COUNTDOWN_SECONDS


## Advances a frame: the held pointers' time, and the countdown. True on the frame the countdown runs
## out (the game plays on).
func tick(delta: float) -> bool:
	for id: int in pointers:
		pointers[id]["held"] = float(pointers[id]["held"]) + delta
	if countdown <= 0.0:
		return false
	countdown -= delta
	# A countdown of whole frames may stop a rounding error short of zero.
	if countdown > 1e-6:
		return false
	countdown = 0.0
	away = false
	return true


## The host (or the game) ended the pause itself: no countdown is left to run.
func stop_countdown() -> void:
	away = false
	countdown = 0.0


## What the game shows over its play: "Paused" while `paused` (by focus loss or by the host), then
## after a focus loss "Resuming in 3…", 2, 1; nothing while it plays.
func shown_text(paused: bool) -> String:
	if countdown > 0.0:
		return "Resuming in %d…" % ceili(countdown - 1e-6)
	return "Paused" if paused or away else ""


## A press or release of the left mouse button or of a finger, in `item`'s own coordinates (its
## transform, a parent's, a Camera2D's: make_input_local), as {"id", "pressed", "at"}; {} for any other
## event, and for the click Godot emulates from a touch and the touch it emulates from a click: those
## carry device -1 (InputEvent.DEVICE_ID_EMULATION, core/input/input.cpp), so a touch counts once, as a
## touch, whether the project emulates the mouse from touch or not.
static func pointer(event: InputEvent, item: CanvasItem) -> Dictionary:
	if event.device == -1:
		return {}
	var touch := event as InputEventScreenTouch
	if touch:
		var local_touch := item.make_input_local(touch) as InputEventScreenTouch
		return {"id": touch.index, "pressed": touch.pressed, "at": local_touch.position}
	var click := event as InputEventMouseButton
	if click and click.button_index == MOUSE_BUTTON_LEFT:
		var local_click := item.make_input_local(click) as InputEventMouseButton
		return {"id": MOUSE, "pressed": click.pressed, "at": local_click.position}
	return {}


## Whether `event` is a pointer event of any kind (the emulated ones too), which the game reads
## through `pointer` and never through its input actions.
static func is_pointer(event: InputEvent) -> bool:
	return event is InputEventScreenTouch or event is InputEventMouseButton


## A pointer held down on the game from now on.
func hold(id: int, at: Vector2) -> void:
	pointers[id] = {"at": at, "held": 0.0}


## A pointer let go: what it held ({"at", "held"}), or {} when it was not held on the game (pressed on
## a button, or before a focus loss let it go).
func let_go(id: int) -> Dictionary:
	var held: Dictionary = pointers.get(id, {})
	pointers.erase(id)
	return held


## The HUD buttons' rects, right to left from the top-right corner of `area`.
func button_rects(area: Rect2) -> Array[Rect2]:
	var rects: Array[Rect2] = []
	var right := area.end.x - BUTTON_GAP
	for index in buttons.size():
		rects.append(Rect2(Vector2(right - BUTTON_SIZE.x, area.position.y + BUTTON_GAP), BUTTON_SIZE))
		right -= BUTTON_SIZE.x + BUTTON_GAP
	return rects


## The label of the HUD button at `at`, or "" when there is none.
func button_at(at: Vector2, area: Rect2) -> String:
	var rects := button_rects(area)
	for index in rects.size():
		if rects[index].has_point(at):
			return buttons[index]
	return ""


## Draws the HUD's buttons and, while paused, the shade and its text over the area.
func draw_hud(item: CanvasItem, area: Rect2, paused: bool) -> void:
	var font := ThemeDB.fallback_font
	var rects := button_rects(area)
	for index in rects.size():
		item.draw_rect(rects[index], BUTTON_FILL)
		item.draw_rect(rects[index], BUTTON_EDGE, false, 2.0)
		var baseline := rects[index].position + Vector2(0.0, rects[index].size.y * 0.5 + 7.0)
		item.draw_string(font, baseline, buttons[index], HORIZONTAL_ALIGNMENT_CENTER, rects[index].size.x, 20, TEXT)
	var text := shown_text(paused)
	if text.is_empty():
		return
	item.draw_rect(area, SHADE)
	item.draw_string(font, Vector2(area.position.x, area.get_center().y + 12.0), text, HORIZONTAL_ALIGNMENT_CENTER, area.size.x, 36, TEXT)
