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
## The HUD is sized in units that are pixels at this density (Android's mdpi, about iOS's 1×; Unity's
## MicroloopGui.ReferenceDpi): on a denser screen, or through a canvas that shrinks the game, it grows so
## that its text is as tall on the screen as there (20 px: 0.125 in; the smallest, 18 px: 0.11 in) and
## its buttons at least 48 dp. Never below its size in game pixels (a desktop keeps pixel-sized text).
const REFERENCE_DPI := 160.0
## The status line's inset from the area's top-left corner, and the sizes of its lines (the first, then the others).
const STATUS_INSET := Vector2(16.0, 12.0)
const STATUS_SIZE := 20
const STATUS_SIZE_MORE := 18
## Breaks a status line at word bounds, and inside a word only when the word alone is wider than the room.
const WRAP := TextServer.BREAK_MANDATORY | TextServer.BREAK_WORD_BOUND | TextServer.BREAK_ADAPTIVE

## True from a focus loss that paused the game until the countdown after its return runs out.
var away: bool = false
## Seconds left of the countdown on return; 0 while none runs.
var countdown: float = 0.0
## The pointers held down on the game (not on a button): id -> {"at": where it went down, "held": seconds}.
var pointers: Dictionary = {}
## The HUD's buttons, right to left from the top-right corner.
var buttons: PackedStringArray
## HUD units per game pixel, as hud_scale_for() gave it at the last draw_hud (the buttons are hit where
## they were drawn).
var hud_scale: float = 1.0


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
		return {"id": touch.index, "pressed": touch.pressed, "at": _snapped(local_touch.position)}
	var click := event as InputEventMouseButton
	if click and click.button_index == MOUSE_BUTTON_LEFT:
		var local_click := item.make_input_local(click) as InputEventMouseButton
		return {"id": MOUSE, "pressed": click.pressed, "at": _snapped(local_click.position)}
	return {}


## A point brought back through a scaled, moved or filmed node comes back a rounding error off (a press
## on the middle of the view at 179.99998 steered left, not right): snapped to 1/1024 px, which is exact.
static func _snapped(at: Vector2) -> Vector2:
	return at.snapped(Vector2.ONE / 1024.0)


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


## HUD units per game pixel on a screen of `dpi` dots per inch where one game pixel is `screen_per_pixel`
## screen pixels (the stretch of the window and every transform down to the game): dpi / (160 ×
## screen_per_pixel), never below 1; 1 when either is unknown (0).
static func hud_scale_for(dpi: float, screen_per_pixel: float) -> float:
	if dpi <= 0.0 or screen_per_pixel <= 0.0:
		return 1.0
	return maxf(1.0, dpi / (REFERENCE_DPI * screen_per_pixel))


## A font size of `base` HUD units in game pixels at `scale`.
static func font_size_at(base: int, scale: float) -> int:
	return ceili(base * scale - 0.001)


## A font size of `base` HUD units in game pixels at the last draw's scale.
func font_size(base: int) -> int:
	return font_size_at(base, hud_scale)


## The HUD's scale for `item` now: the screen's density (Android: DisplayMetrics' densityDpi via GodotIO,
## platform/android/display_server_android.cpp; iOS: a table per device model, platform/ios/display_server_ios.mm;
## web: round(devicePixelRatio × 96), platform/web/js/libs/library_godot_display.js getDPI) and the screen pixels
## one of its pixels takes (the window's stretch, get_final_transform, times its canvas and transforms).
func fit_hud(item: CanvasItem) -> float:
	var to_screen := item.get_viewport().get_final_transform() * item.get_global_transform_with_canvas()
	hud_scale = hud_scale_for(float(DisplayServer.screen_get_dpi()), absf(to_screen.get_scale().y))
	return hud_scale


## The HUD buttons' rects, right to left from the top-right corner of `area`, at the HUD's scale; a button
## that would pass the area's left edge starts a row below (a portrait view keeps them all on screen).
func button_rects(area: Rect2) -> Array[Rect2]:
	var rects: Array[Rect2] = []
	var size := BUTTON_SIZE * hud_scale
	var gap := BUTTON_GAP * hud_scale
	var right := area.end.x - gap
	var top := area.position.y + gap
	for index in buttons.size():
		if index > 0 and right - size.x < area.position.x + gap:
			right = area.end.x - gap
			top += size.y + gap
		rects.append(Rect2(Vector2(right - size.x, top), size))
		right -= size.x + gap
	return rects


## Where the status lines go, wrapped: beside the buttons, in the room left of them, or under them when
## that room is narrower than 12 letters of the first line's size. Rect2 of the first line's top-left and
## the width the lines wrap within (the height is the lines' own).
func status_room(area: Rect2) -> Rect2:
	var inset := STATUS_INSET * hud_scale
	var rects := button_rects(area)
	var left_of_buttons := area.end.x
	var below_buttons := area.position.y
	for rect in rects:
		left_of_buttons = minf(left_of_buttons, rect.position.x)
		below_buttons = maxf(below_buttons, rect.end.y)
	var beside := left_of_buttons - area.position.x - 2.0 * inset.x
	if beside >= 12.0 * font_size(STATUS_SIZE):
		return Rect2(area.position + inset, Vector2(beside, 0.0))
	return Rect2(Vector2(area.position.x + inset.x, below_buttons + inset.y), Vector2(area.size.x - 2.0 * inset.x, 0.0))


## The label of the HUD button at `at`, or "" when there is none.
func button_at(at: Vector2, area: Rect2) -> String:
	var rects := button_rects(area)
	for index in rects.size():
		if rects[index].has_point(at):
			return buttons[index]
	return ""


## Draws the game's status lines (the first at 20, the others at 18 HUD units) at the top left, wrapped
## within status_room(), the HUD's buttons and, while paused, the shade and its text over the area, all
## at the HUD's scale for `item` now (fit_hud).
func draw_hud(item: CanvasItem, area: Rect2, paused: bool, lines: PackedStringArray = PackedStringArray()) -> void:
	fit_hud(item)
	var font := ThemeDB.fallback_font
	var room := status_room(area)
	var top := room.position.y
	for index in lines.size():
		var size := font_size(STATUS_SIZE if index == 0 else STATUS_SIZE_MORE)
		item.draw_multiline_string(font, Vector2(room.position.x, top + font.get_ascent(size)), lines[index], HORIZONTAL_ALIGNMENT_LEFT, room.size.x, size, -1, TEXT, WRAP)
		top += font.get_multiline_string_size(lines[index], HORIZONTAL_ALIGNMENT_LEFT, room.size.x, size, -1, WRAP).y
	var label_size := font_size(STATUS_SIZE)
	var rects := button_rects(area)
	for index in rects.size():
		item.draw_rect(rects[index], BUTTON_FILL)
		item.draw_rect(rects[index], BUTTON_EDGE, false, 2.0 * hud_scale)
		var baseline := rects[index].position + Vector2(0.0, (rects[index].size.y + font.get_ascent(label_size) - font.get_descent(label_size)) * 0.5)
		item.draw_string(font, baseline, buttons[index], HORIZONTAL_ALIGNMENT_CENTER, rects[index].size.x, label_size, TEXT)
	var text := shown_text(paused)
	if text.is_empty():
		return
	item.draw_rect(area, SHADE)
	var big := font_size(36)
	var height := font.get_multiline_string_size(text, HORIZONTAL_ALIGNMENT_CENTER, area.size.x, big, -1, WRAP).y
	item.draw_multiline_string(font, Vector2(area.position.x, area.get_center().y - height * 0.5 + font.get_ascent(big)), text, HORIZONTAL_ALIGNMENT_CENTER, area.size.x, big, -1, TEXT, WRAP)
