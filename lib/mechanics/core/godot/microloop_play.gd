extends Node2D
## The shell of a Microloop game: everything between a game and the project it runs in, written once for
## all six and shipped in each addon (the game preloads it by path under its own name, so no class_name of
## the host's can take its place). A game makes one as it is made (`Shell.new(self, "<game>", triggers)`):
## it joins the game as an internal child, drawn over it and left out of get_children(). From there it
## - adds the game's actions (and `<game>_restart`, R) to the input map when the project lacks them, and erases
##   those it added once the last game that reads them is freed (leaving the tree keeps them, rebound or not);
## - reads keys, the mouse and every finger in `_unhandled_input`, after the host's UI had its turn (a press
##   on a host's Control drawn over the game, or a key typed into its focused text field, never reaches the
##   game; a press the GUI gives a Control the game sits in, a Panel's, is the game's, and so is one on the game
##   that the GUI would give a Control drawn behind it, a background beside it: taken in `_input`), and tells
##   the game what was `pressed` and `released`, pointers in the game's own coordinates; restart is its own;
## - pauses the game: its `paused` (the API, kept here: the host's alone, its `true` holding until its `false`), a
##   focus loss (then "Resuming in 3…" on return), the host's paused tree and the game hidden (no clock, no event; shown, it plays on at
##   once, as on the host's unpause), and lets go of what was held; game_paused and game_resumed fire from here;
## - draws the HUD (the status lines, Restart and the game's other buttons, the Paused veil) inside the
##   screen's safe area, at a size the screen's density makes readable, and words the prompts for the
##   player's hands.

## One of the game's actions was pressed: by a key, a button or a HUD button (`at` is null) or by the mouse
## or a finger on the game (`at`: where, in the game's own coordinates). Nothing is pressed while it is stopped.
signal pressed(action: StringName, at: Variant)
## A press the game was told of was let go: its action, where it went down (null for a key) and the seconds
## it was held.
signal released(action: StringName, at: Variant, seconds: float)
## Everything held was let go without acting (the game stopped): a game that steers or charges stops doing so.
signal let_go

## Triggers of an action: key codes, and the left mouse button (mouse buttons are 1 to 9, key codes 32 and up).
const TAP_TRIGGERS := [KEY_SPACE, KEY_ENTER, KEY_KP_ENTER, MOUSE_BUTTON_LEFT]
## The keys of the tap action alone (TAP_TRIGGERS without the mouse button).
const KEY_TRIGGERS := [KEY_SPACE, KEY_ENTER, KEY_KP_ENTER]
## Seconds counted down on return before play goes on (as in the JavaScript kit).
const COUNTDOWN_SECONDS := 3.0
## The most of the countdown one frame counts (a longer frame counts this).
const COUNTDOWN_STEP := 1.0 / 3.0
## The mouse's pointer id; a finger's is its touch index, from 0.
const MOUSE := -1
## The input map's metadata that lists the actions a shell added to it (a project's own are never there) -> how
## many games read each: the last to be freed erases them (but one the host rebound, which stays the host's), so a
## host that drops its games gets its input map back as it was. On the map itself, so every copy of this script
## (another game's, a second tuning's) shares it.
const ADDED_ACTIONS := &"microloop_added_actions"
## Every word a game shows that names the player's input, for a finger or for keys and the mouse, in one place:
## the moments every game has (the same words in every engine's kit), then a
## game's own (RhythmClacker's calibration and stray taps). A game reads them through prompt().
const PROMPTS := {
	"start": {"touch": "Tap to start", "keys": "Press Space or click to start"},
	"again": {"touch": "Tap to play again", "keys": "Press Space or click to play again"},
	"calibrating": {"touch": "Calibrating: tap along with the clicks", "keys": "Calibrating: press Space or click along with the clicks"},
	"calibration-short": {"touch": "Calibration needs 3 taps: latency unchanged", "keys": "Calibration needs 3 presses or clicks: latency unchanged"},
	"stray": {"touch": "stray tap", "keys": "stray press"},
}
## What the HUD says while the game is stopped (its pause, the host's, the focus away, the game hidden).
const PAUSED_TEXT := "Paused"
## What the HUD says in the countdown before play goes on, with the seconds left.
const RESUMING_TEXT := "Resuming in %d…"
## The site's background, for the games to draw with (the colours below are the site's look too).
const BACKGROUND := Color("#0a0e1a")
## The site's raised surface: the HUD's panels.
const SURFACE := Color("#121831")
## The site's lines and lanes.
const LINE := Color("#3a4670")
## The site's quieter text.
const MUTED := Color("#a6afcb")
## The site's text.
const TEXT := Color("#e7eaf6")
## An accent: violet.
const VIOLET := Color("#a78bfa")
## An accent: cyan.
const CYAN := Color("#22d3ee")
## An accent: pink.
const PINK := Color("#f472b6")
## An accent: amber.
const AMBER := Color("#fbbf24")
## The four ball and accent colours games cycle through.
const ACCENTS: Array[Color] = [VIOLET, CYAN, PINK, AMBER]
## A HUD button's fill.
const BUTTON_FILL := Color("#28324f")
## The veil drawn over a paused game.
const SHADE := Color(0.04, 0.055, 0.1, 0.7)
## The size of a HUD button (at least 48 px tall, a finger's width).
const BUTTON_SIZE := Vector2(132.0, 48.0)
## The gap around a HUD button, in pixels at the HUD's full size.
const BUTTON_GAP := 12.0
## Text is sized in units that are pixels at this density (Android's mdpi, about iOS's 1×; Unity's
## MicroloopGui.ReferenceDpi): on a denser screen, or through anything that shrinks the game, it grows so that
## it is as tall on the screen as there. Never below its size in game pixels (a desktop keeps pixel-sized text), except
## in a game shown smaller than the HUD's rule allows (a panel in part of a phone's screen): the HUD shrinks with it (fit()).
const REFERENCE_DPI := 160.0
## On the web the engine's dpi is the browser's CSS dpi, round(devicePixelRatio × 96), at least 96 (GodotDisplay.getDPI,
## platform/web/js/libs/library_godot_display.js), not the screen's: there a unit is a CSS pixel (dpi / 96 screen
## pixels), so 16 units are 16 CSS px: above the web's 12 CSS px, and 0.1 in on a phone's 160 CSS px per inch.
const WEB_REFERENCE_DPI := 96.0
## The smallest text anything in play is drawn at: 16 units, 0.1 in on the screen (16 CSS px on the web).
const SMALLEST_TEXT := 16
## The status line's inset from the HUD's top-left corner.
const STATUS_INSET := Vector2(16.0, 12.0)
## The size of the status line's first line.
const STATUS_SIZE := 20
## The size of the status line's other lines.
const STATUS_SIZE_MORE := 18
## The size of the veil's word ("Paused", "Resuming in 3…").
const VEIL_SIZE := 36
## Breaks a status line at word bounds, and inside a word only when the word alone is wider than the room.
const WRAP := TextServer.BREAK_MANDATORY | TextServer.BREAK_WORD_BOUND | TextServer.BREAK_ADAPTIVE

## The game's status lines, drawn at the HUD's top left (the game sets them as it plays).
var status := PackedStringArray()
## For each status line, the longest texts it can show (a 4-digit score, every judgement word, the prompts in both
## the touch and the key words: prompts()): the HUD keeps room for the deepest of them as wrapped at the area's
## width and text size, measured when those change and never for the text shown now, so the board's room and
## the HUD's scale depend on the game's area alone and nothing moves as the status changes. A line shown deeper
## than all of them (a text the game did not list) joins them: the room widens once, at every scale, and the HUD's
## scale is found again once; list every text a game can show so that nothing moves at all.
var status_reserve: Array[PackedStringArray] = []:
	set(value):
		status_reserve = value
		_status_unlisted.clear()
		_status_depths.clear()
		_fits.clear()
## The share of the safe area's height the whole HUD (its buttons' rows, its status lines and the gap under them)
## takes at most before fit() shrinks it: a third, so that a board keeps two thirds; a game whose board is a lane
## across the width (it needs less of the height) gives it half.
var hud_share := 1.0 / 3.0
## The board's width / height where it keeps that shape (MemoryTiles' square grid), else 0. Where the board is as wide
## as the safe area leaves it at hud_share's height and taller room would not grow it (a square board on a phone held
## upright), the HUD may take that spare height too before fit() shrinks its text below the density's size.
var board_aspect := 0.0
## Whether the game is playing a run (a focus loss pauses only then; a finished run waits as it is). A run begun
## while the player is away (the host's restart() or start() with the window out of focus) waits for them, as a run a
## focus loss paused: "Paused", then the countdown once they are back (the Unity and JavaScript kits' rule). Away as
## the engine told the game: one that entered the tree for the first time while the window was out of focus takes the
## player to be there (see _follow_window_focus()).
var running := true:
	set(value):
		if value and not running and not _focused and pauses_on_focus_loss:
			_away = true
			_countdown = 0.0
		running = value
## The presses the game was told of and not yet let go: source (a pointer's id, or a key's name) -> {"action",
## "at", "seconds"}.
var held := {}
## The player's hands as the prompts name them: "touch", or "keys" (a keyboard and the mouse); "" until a prompt is
## first worded or the first press comes, when the screen decides (DisplayServer.is_touchscreen_available()).
var hands := ""
## The screen's density in dots per inch; 0: the display's (DisplayServer.screen_get_dpi()).
var screen_dpi := 0.0
## The screen's safe area in window pixels as the platform reports it; empty: the display's (DisplayServer.get_display_safe_area()).
var screen_safe_area := Rect2()
## The dpi at which a text unit is one screen pixel: REFERENCE_DPI where the engine's dpi is the screen's
## (Android, iOS, macOS; on Windows, the display's scale setting), WEB_REFERENCE_DPI on the web, where it is CSS dpi.
var reference_dpi := WEB_REFERENCE_DPI if OS.has_feature("web") else REFERENCE_DPI
## Whether a focus loss pauses a running game: in an exported game, and not in one run from the editor (the "editor"
## feature: a build with the editor's tools, which is what the editor runs a project with, in its own window or
## embedded in the Game view), where a click on the editor (the Remote tree's Inspector, to tune the game while it
## plays, or the Game view's toolbar) takes the focus from the game: there it lets go of what is held and plays on.
var pauses_on_focus_loss := not OS.has_feature("editor")
## Whether the screen's safe area is kept clear of: only on a phone or tablet (the "mobile" feature: Android and
## iOS, the only platforms that override DisplayServer::get_display_safe_area). Everywhere else it is the screen's
## work area (servers/display_server.h: screen_get_usable_rect()), and a desktop's taskbar or Dock strip is nothing a
## fullscreen game must keep clear of; a web page's is its window.
var has_safe_area := OS.has_feature("mobile")
## While true, every string drawn through draw_text() is kept in `texts`, for a check of what the player reads.
var recording := false
## Every string drawn through draw_text() while `recording` ({"text", "size", "rect"} in the drawing item's coordinates).
var texts: Array[Dictionary] = []
## Game pixels per text unit at the last draw (fit()): a size in text units times this is its size in game pixels.
var hud_scale := 1.0

var _game: CanvasItem
var _actions := {}
var _main_action := &""
var _restart_action := &""
## The HUD's buttons, right to left from the top-right corner: label -> action.
var _buttons := {}
## The game's own `paused` as the host set it (the API), which is all `paused` reads; the game is also stopped by a
## focus loss (`_away`), the host's paused tree and the game hidden (not is_visible_in_tree()): see is_stopped().
var _api_paused := false
## The focus modes of the game's Controls (read_keys_of) while the host's pause holds them at none.
var _paused_focus_modes := {}
## The game's own focusable Controls (read_keys_of()).
var _key_controls: Array[Control] = []
## The one of them that had the focus when the host paused the game.
var _focus_kept: Control = null
## A focus loss, until the countdown after it runs out.
var _away := false
## Whether the window has the focus (the player is there), as the last focus notification said.
var _focused := true
## The window's focus as the engine last told it, in the tree or out of it: the focus notifications while the game is
## in the tree, and the root Window's focus_entered and focus_exited signals, which reach it out of the tree too (see
## _follow_window_focus()). Until the first, the player is taken to be there.
var _window_focused := true
## The Window whose focus signals the shell follows: the root (see _watch_window()).
var _focus_window: Window
## Raised at each focus back: a window's focus loss decided at the frame's end (_window_focus_left()) is moot once
## the focus came back before it.
var _focus_backs := 0
## Time.get_ticks_usec() at the game's last frame (advance()), for the countdown's real time at a time scale of 0.
var _last_ticks := 0
## The application is away as the platform said (NOTIFICATION_APPLICATION_FOCUS_OUT, until its FOCUS_IN; the desktops
## and iOS send them, the web and Android their window's focus only): a window's focus back meanwhile is not the player
## (the engine closes a host's open PopupMenu as the application leaves, and its window gives the focus back to the root).
var _application_away := false
## The root Window's focus as its signals last said, the host's own windows' moves included: for a game in a Window
## node of the host's, where the focus went when it left that window (see _focused_elsewhere()).
var _root_focused := true
var _countdown := 0.0
## The countdown began since the game's last frame: that frame, the first back, counts no more than the one before.
var _countdown_begins := false
## The time of the game's last frame (advance()).
var _last_delta := 0.0
var _host_paused := false
var _hidden := false
## Whether the host held the game (its paused tree, the game hidden) when the shell last looked.
var _host_held_seen := false
## The frame (Engine.get_process_frames(), which Main::iteration in main/main.cpp raises once, at a frame's end) focus
## last came back in: the host's unpause in that frame or the next only followed it.
var _back_frame := -1
## Whether game_paused was the last of the two signals fired: is_stopped() as the shell last said it.
var _stopped := false
## The game's snake_case name.
var _snake_name := ""
## The model's kinds it has no word for that it has already warned of (word_of()).
var _unknown_kinds := {}
## The host's Controls the game sits in (see _follow_holders()) -> the Callable that hears each one's gui_input.
var _holders := {}
## The status lines' reserved depth (status_reserve) by the width they wrap within and their text sizes.
var _status_depths := {}
## For each status line, the texts shown deeper than the room kept for them (not in status_reserve): measured with
## the reserve's from then on, at every width and scale, so the room widens once for each.
var _status_unlisted: Array[PackedStringArray] = []
## The HUD's scale found for an area (fit()), by the area, its density, hud_share and the status lines' count.
var _fits := {}


## `triggers`: each action of the game -> what triggers it (TAP_TRIGGERS, KEY_TRIGGERS or key codes). The first
## is the game's main one: `ui_accept` and a press of the left mouse button or a finger on the game are it too.
## `buttons`: the game's own HUD buttons beside Restart, label -> action.
func _init(game: CanvasItem, snake_name: String, triggers: Dictionary, buttons: Dictionary = {}) -> void:
	_game = game
	_snake_name = snake_name
	_actions = triggers.duplicate()
	_main_action = triggers.keys()[0]
	_restart_action = StringName(snake_name + "_restart")
	_actions[_restart_action] = [KEY_R]
	_buttons = {"Restart": _restart_action}
	_buttons.merge(buttons)
	_hold_actions()
	game.add_child(self, false, Node.INTERNAL_MODE_BACK)


## Adds an action to the input map when the running project lacks it (a project that defines it keeps its
## own bindings), and notes it as added here. Every event is for all devices (-1): a touch reaches a game as a
## click of the emulation device.
static func _register(action: StringName, triggers: Array) -> void:
	if InputMap.has_action(action):
		return
	InputMap.add_action(action)
	# Added again on entering the tree or on the next event the game reads (a host erased it meanwhile, or reset its
	# input map with InputMap.load_from_project_settings()): the games counted as reading it stay counted.
	if not _added_actions().has(action):
		_added_actions()[action] = 0
	for event in _events_of(triggers):
		InputMap.action_add_event(action, event)


## The events an action of the game is bound to by default: one for each trigger, each for all devices (-1).
static func _events_of(triggers: Array) -> Array[InputEvent]:
	var events: Array[InputEvent] = []
	for trigger: int in triggers:
		if trigger <= MOUSE_BUTTON_XBUTTON2:
			var click := InputEventMouseButton.new()
			click.device = -1
			click.button_index = trigger as MouseButton
			events.append(click)
		else:
			var key := InputEventKey.new()
			key.device = -1
			key.physical_keycode = trigger as Key
			events.append(key)
	return events


## An action's events as words (each event's text and device), in order, to tell a host's rebinding from the defaults.
static func _words_of(events: Array) -> Array[String]:
	var words: Array[String] = []
	for event: InputEvent in events:
		words.append("%s@%d" % [event.as_text(), event.device])
	words.sort()
	return words


## The actions shells added to the input map and the games in the tree that read each (ADDED_ACTIONS).
static func _added_actions() -> Dictionary:
	if not InputMap.has_meta(ADDED_ACTIONS):
		InputMap.set_meta(ADDED_ACTIONS, {})
	return InputMap.get_meta(ADDED_ACTIONS)


# Pausing -----------------------------------------------------------------------------------------


## Whether the game is stopped: by its own `paused` (see is_paused()), by a focus loss until the countdown after it
## runs out, by the host's paused tree or by the host hiding it.
func is_stopped() -> bool:
	return _api_paused or _away or _host_paused or _hidden


## The game's `paused`: the host's own pause, as the host last set it (a focus loss's pause is the shell's: the
## signals tell of it).
func is_paused() -> bool:
	return _api_paused


## The host set the game's `paused`. The value it has already changes nothing (a host that writes it every frame, or
## gives back what it read). `true` holds until the host's `false`, over a focus loss's pause and its countdown
## back too (the countdown waits). `false` with the player there plays on at once, ending a focus loss's pause (the
## player's Continue, no countdown left to run); while the player is still away it waits for them, and the countdown
## runs once they are back. The game's frame and press read it; game_paused or game_resumed fire before its next frame.
func set_paused(value: bool) -> void:
	if value == _api_paused:
		return
	_api_paused = value
	if not value and _focused:
		_away = false
		_countdown = 0.0
	_keep_focus(value)
	queue_redraw()


## Under the host's own pause a focused Control of the game's (a MemoryTiles tile) lets the focus go and takes none
## (a Tab or an arrow in the host's menu cannot land on it), so the keys it would take itself (ui_accept in its
## gui_input) reach the host's pause menu; the host playing on gives it back, unless something else took the focus
## meanwhile.
func _keep_focus(pausing: bool) -> void:
	if pausing:
		_focus_kept = null
		for control: Control in _key_controls:
			if is_instance_valid(control) and control.has_focus():
				_focus_kept = control
				control.release_focus()
			if is_instance_valid(control):
				_hold_focus_mode(control)
		return
	for control: Variant in _paused_focus_modes:
		if is_instance_valid(control):
			(control as Control).focus_mode = _paused_focus_modes[control]
	_paused_focus_modes.clear()
	var kept := _focus_kept
	_focus_kept = null
	if is_instance_valid(kept) and kept.is_visible_in_tree() and get_viewport().gui_get_focus_owner() == null:
		kept.grab_focus()


## Fires game_paused or game_resumed when the game starts or stops being stopped; on a stop, lets go of everything
## held without acting.
func _follow_stop() -> void:
	# The host's pause ending (its tree unpaused, the game shown) later than the frame after focus came back is the
	# player's own Continue: a countdown owed for the time away, or one the host's pause stopped, has nothing left
	# to do, so play goes on at once, as after the host's `paused = false` (the Unity kit's rule for its time scale).
	# Ended in the frame focus came back or the next (a host's deferred or awaited unpause), the host's pause only
	# followed the focus: the countdown runs.
	var host_held := _host_paused or _hidden
	if _host_held_seen and not host_held and _away and _countdown > 0.0 and Engine.get_process_frames() > _back_frame + 1:
		_away = false
		_countdown = 0.0
	_host_held_seen = host_held
	# What shows may change with the stop unchanged (the host's pause over the countdown shows "Paused"), and a
	# paused tree runs no advance() to ask for it.
	queue_redraw()
	if is_stopped() == _stopped:
		return
	_stopped = is_stopped()
	if _stopped:
		_let_go()
	_game.emit_signal(&"game_paused" if _stopped else &"game_resumed")


func _notification(what: int) -> void:
	match what:
		# The application's or its window's focus (a desktop sends both, the web its window's: Window::_event_callback in scene/main/window.cpp).
		NOTIFICATION_APPLICATION_FOCUS_OUT:
			_application_away = true
			_lose_focus()
		NOTIFICATION_WM_WINDOW_FOCUS_OUT:
			_window_focus_left(get_window())
		NOTIFICATION_APPLICATION_FOCUS_IN:
			_application_away = false
			_gain_focus()
		NOTIFICATION_WM_WINDOW_FOCUS_IN:
			if not _application_away:
				_gain_focus()
		# The host paused or unpaused its tree (or disabled the game): Node::_propagate_pause_notification in
		# scene/main/node.cpp sends these to each node whose can_process() changes, so a game whose
		# process_mode inherits stops with the host's pause, and one the host made PROCESS_MODE_ALWAYS plays on.
		NOTIFICATION_PAUSED:
			_host_paused = true
			_follow_stop()
		NOTIFICATION_UNPAUSED:
			_host_paused = false
			_follow_stop()
		NOTIFICATION_ENTER_TREE:
			# Added to a tree that is paused already: no notification comes, so the game reads it here.
			_host_paused = not can_process()
			_watch_window()
			_follow_window_focus()
			_follow_window_focus_later.call_deferred()
			_follow_containers()
			_follow_holders()
			_hidden = _is_hidden()
			_follow_stop()
			_warn_if_unplaced()
			# An action a host erased while the game was out of the tree is there again; one that is there (a
			# host's run-time rebinding of it) is kept as it is.
			for action: StringName in _actions:
				_register(action, _actions[action])
		NOTIFICATION_EXIT_TREE:
			_follow_containers(false)
			_follow_holders(false)
		# Only a game that goes away gives its actions back: leaving the tree (remove_child, reparent) keeps them;
		# an action the host rebound is the host's from then on and outlives the game (a scene change).
		NOTIFICATION_PREDELETE:
			_give_back_actions()
		# Hidden (the game or a parent of it), the game reads no input, its releases neither, and Godot still
		# processes it: it stops as on the host's pause (what is held is let go now, or it would stay held until
		# the same key or finger were pressed again; no clock, no event behind the host's menu). Shown again, it
		# plays on at once, as on the host's unpause: the host chose the moment, so no countdown (a focus loss's).
		NOTIFICATION_VISIBILITY_CHANGED:
			_follow_visibility()


## Out of the tree the game hears no focus notification: entering it again, it follows what the root Window's focus
## signals said meanwhile (put back while the player is still away, it stays paused; away when taken out and back
## with the player there, it starts its countdown; taken out with the player there and put back while they are
## away, it pauses as on a focus loss). Window::_event_callback (scene/main/window.cpp) emits them on every platform
## after the focus notifications; what the DisplayServer says of a window's focus is no guide (the web's, Android's
## and iOS's window_is_focused() are true whatever happens). A game that enters the tree for the first time while
## the window is out of focus plays until the engine tells it of a focus change: a desktop window gets its focus by
## an event after it opens (platform/linuxbsd/x11/display_server_x11.cpp, FocusIn), so no read at the first entry
## could tell a player who is away from a window still opening.
func _follow_window_focus(focused: bool = _window_focused) -> void:
	if not focused and _focused:
		_lose_focus()
	elif focused and not _focused:
		_gain_focus()


## Keeps what the root Window's focus signals say, for a game out of the tree: the root's window is the one the
## player's focus comes and goes with (a game inside a Window node of the host's too). Connected once, at the first
## entry.
func _watch_window() -> void:
	var window := get_tree().root
	if window == _focus_window:
		return
	if is_instance_valid(_focus_window):
		_focus_window.focus_entered.disconnect(_window_focus_in)
		_focus_window.focus_exited.disconnect(_window_focus_out)
	_focus_window = window
	if window != null:
		window.focus_entered.connect(_window_focus_in)
		window.focus_exited.connect(_window_focus_out)


## The root Window's focus signals are kept, not acted on: in the tree the notifications act (the root's signals
## also come when the focus moves between the host's own embedded windows, Viewport::_sub_window_grab_focus in
## scene/main/viewport.cpp). A focus back also makes a focus loss still being decided moot (_decide_focus_left()).
func _window_focus_in() -> void:
	_root_focused = true
	if _application_away:
		return
	_window_focused = true
	_focus_backs += 1


func _window_focus_out() -> void:
	_root_focused = false
	_window_focus_left(_focus_window, false)


## A window's focus loss: the player leaving, or the focus moving to another window of the host's (its pause dialog,
## a PopupMenu, an OptionButton's list), which is not the player leaving: the game plays on (the host pauses it if
## it wants it paused). The engine tells the window the focus left it and then gives the focus to the other window in
## the same call (Viewport::_sub_window_grab_focus in scene/main/viewport.cpp, for the embedded windows that are
## the web's only kind and Godot's default everywhere; a window of the platform's gets it by the next events), so
## with another window open the loss is decided at the frame's end: the focus then in a window that did not have it
## is the host's; otherwise the player left (also from a dialog of the host's that had the focus). With no other
## window open it is the player leaving, at once. `acts`: a loss in the tree (the notification) pauses; the root's
## signal out of it is only kept (_window_focused).
func _window_focus_left(left: Window, acts: bool = true) -> void:
	if _other_windows(left).is_empty():
		_focus_lost(acts)
		return
	_decide_focus_left.call_deferred(left, acts, _focused_elsewhere(left), _focus_backs)


func _decide_focus_left(left: Window, acts: bool, focused_before: Array, backs: int) -> void:
	if backs != _focus_backs or not is_instance_valid(left):
		return
	for window: Variant in _focused_elsewhere(left):
		if not focused_before.has(window):
			return
	_focus_lost(acts and is_inside_tree())


func _focus_lost(acts: bool) -> void:
	if acts:
		_lose_focus()
	else:
		_window_focused = false


## The windows of the project but `own`: the root (for a game in a Window node of the host's) and the windows embedded
## in it (Window nodes, dialogs and popups), as Window nodes, and the platform's other windows, as their ids (an
## embedded window's id is its root's: Window::get_window_id in scene/main/window.cpp).
func _other_windows(own: Window) -> Array:
	var windows: Array = []
	if own == null or not own.is_inside_tree():
		return windows
	var root := own.get_tree().root
	if own != root:
		windows.append(root)
	for window: Window in root.get_embedded_subwindows():
		if window != own:
			windows.append(window)
	for id: int in DisplayServer.get_window_list():
		if id != root.get_window_id() and id != own.get_window_id():
			windows.append(id)
	return windows


## Which of those have the focus now: the root as its signals last said (the web's DisplayServer says its one window
## always has it), an embedded window as it says, a platform window as the DisplayServer says.
func _focused_elsewhere(own: Window) -> Array:
	var focused: Array = []
	for window: Variant in _other_windows(own):
		var has_it: bool
		if window is int:
			has_it = DisplayServer.window_is_focused(window)
		elif window == own.get_tree().root:
			has_it = _root_focused
		else:
			has_it = (window as Window).has_focus()
		if has_it:
			focused.append(window)
	return focused


## The focus read again once the frame's signals have all been heard: a host's handler of the same signal, connected
## before the game was made, runs before the game's own and may put the game back before it has heard the focus.
func _follow_window_focus_later() -> void:
	if is_inside_tree():
		_follow_window_focus()


## Follows whether the game is hidden (see _is_hidden()).
func _follow_visibility() -> void:
	_hidden = _is_hidden()
	_follow_stop()


## Whether the host hid the game: the game or a parent of it, or, for a game in a SubViewport, the
## SubViewportContainer that shows it or a parent of that (the engine's is_visible_in_tree() stops at
## the viewport, so a game in a SubViewport whose container is hidden reads as shown).
func _is_hidden() -> bool:
	if not _game.is_visible_in_tree():
		return true
	for container in _containers():
		if not container.is_visible_in_tree():
			return true
	return false


## The SubViewportContainers the game is shown through: its SubViewport's parent, and so on out.
func _containers() -> Array[SubViewportContainer]:
	var found: Array[SubViewportContainer] = []
	if not _game.is_inside_tree():
		return found
	var viewport := _game.get_viewport()
	while viewport is SubViewport and viewport.get_parent() is SubViewportContainer:
		var container := viewport.get_parent() as SubViewportContainer
		found.append(container)
		viewport = container.get_viewport()
	return found


## Hears (or, `follow` false, stops hearing) the gui_input of the host's Controls the game sits in: its parent
## and theirs (a Panel it was put in, a UI scene's full-rect root), up to a node that is no CanvasItem. Their
## mouse_filter is STOP by default, and the game's own Controls take no pointer (MOUSE_FILTER_IGNORE; a Node2D game
## is no Control): under a finger on the game, Viewport::gui_find_control() finds that parent, and
## Viewport::_gui_call_input() hands it the press and marks it handled there (scene/main/viewport.cpp), so
## _unhandled_input never sees it. A press the GUI gives to such a parent is on no Control drawn over the game (one
## of those, a host's button, is found first and keeps its press): it is the game's, read here.
func _follow_holders(follow: bool = true) -> void:
	for holder: Variant in _holders:
		if is_instance_valid(holder) and holder.gui_input.is_connected(_holders[holder]):
			holder.gui_input.disconnect(_holders[holder])
	_holders.clear()
	if not follow:
		return
	var node := _game.get_parent()
	while node is CanvasItem:
		var holder := node as Control
		if holder:
			var hear := _holder_input.bind(holder)
			holder.gui_input.connect(hear)
			_holders[holder] = hear
		node = node.get_parent()


## A press or release the GUI gave a Control the game sits in, in that Control's coordinates: read as the
## game's (in the viewport's coordinates, as _unhandled_input gets it); a press the game takes stays its own.
func _holder_input(event: InputEvent, holder: Control) -> void:
	if not (event is InputEventScreenTouch or event is InputEventMouseButton):
		return
	_follow_stop()
	if _read_pointer_event(event.xformed_by(holder.get_global_transform_with_canvas())):
		holder.accept_event()


## Hears (or, `follow` false, stops hearing) the visibility_changed of the containers the game is shown through:
## the engine sends it to a container whenever it or a parent of it is hidden or shown.
func _follow_containers(follow: bool = true) -> void:
	for container in _containers():
		var connected := container.visibility_changed.is_connected(_follow_visibility)
		if follow and not connected:
			container.visibility_changed.connect(_follow_visibility)
		elif not follow and connected:
			container.visibility_changed.disconnect(_follow_visibility)


## The game is made: its actions are in the input map (again, when the last game before it gave them back) and
## counted as read by one more game.
func _hold_actions() -> void:
	var added := _added_actions()
	for action: StringName in _actions:
		_register(action, _actions[action])
		if added.has(action):
			added[action] = int(added[action]) + 1


## The game is freed: each action a shell added that no other game reads any more is erased from the input map,
## unless the host rebound it (its events are no longer the game's defaults): that one stays in the input map as
## the host left it, the host's from then on, so a player's rebinding outlives a scene change to a menu and back
## (the old scene is freed, and the game of the new one finds the action there). A project's own stay.
func _give_back_actions() -> void:
	var added := _added_actions()
	for action: StringName in _actions:
		if not added.has(action):
			continue
		var readers := maxi(0, int(added[action]) - 1)
		added[action] = readers
		if readers == 0:
			added.erase(action)
			if InputMap.has_action(action) and _words_of(InputMap.action_get_events(action)) == _words_of(_events_of(_actions[action])):
				InputMap.erase_action(action)
	# The last game gone, the bookkeeping goes too: nothing of the shell's is left on the engine's InputMap.
	if added.is_empty() and InputMap.has_meta(ADDED_ACTIONS):
		InputMap.remove_meta(ADDED_ACTIONS)


## A focus loss: what is held is let go without acting (the engine lets go of held keys without sending their
## release: Input.release_pressed_events), a countdown under way stops, and a running game pauses (not when run
## from the editor: pauses_on_focus_loss).
func _lose_focus() -> void:
	_focused = false
	_window_focused = false
	_countdown = 0.0
	# Under the host's pause (its tree paused first, the game hidden, its own `paused`) a running game still pauses
	# for the focus: ended with the focus's return, the host's pause only followed it, and the countdown runs; ended
	# while the player is away, play waits for them.
	if not running or not pauses_on_focus_loss:
		_let_go()
		return
	_away = true
	_follow_stop()


## A Container lays out only its Control children: a Node2D game put straight in one gets no room of its own and
## lays out over the container's whole rect, its other children's too. Said each time the game enters one.
func _warn_if_unplaced() -> void:
	# The Control the game is laid out in (shown_in()): the nearest above it, through any Node2D of the host's.
	var node := _game.get_parent()
	while node is CanvasItem and not node is Control:
		node = node.get_parent()
	var holder := node as Container
	if holder != null and not (_game is Control and _game.get_parent() == holder):
		push_warning("%s: a %s lays out only the Controls that are its own children, so it gives this game no room of its own and the game covers the whole container. Put the game in a Control of its own inside the container (Layout > Container Sizing: Fill with Expand ticked, on both axes): it fits that Control's rect." % [_snake_name, holder.get_class()])


## Focus back: the countdown after a focus loss starts, once, whichever of the two notifications comes first.
func _gain_focus() -> void:
	_focused = true
	_window_focused = true
	_focus_backs += 1
	if _away:
		_back_frame = Engine.get_process_frames()
	if _away and _countdown <= 0.0:
		_countdown = COUNTDOWN_SECONDS
		_countdown_begins = true
		queue_redraw()


## Lets go of everything held, without acting: `let_go` fires when anything was.
func _let_go() -> void:
	if held.is_empty():
		return
	held.clear()
	let_go.emit()


## A frame of the game's: the held presses' time and the countdown after a focus loss run on. True when the
## game plays this frame (it is not stopped).
func advance(delta: float) -> bool:
	queue_redraw()
	_follow_stop()
	for source: Variant in held:
		held[source]["seconds"] = float(held[source]["seconds"]) + delta
	# The countdown waits while the host holds the game (its `paused`; hidden: nothing counts; a paused tree runs no frame).
	if _countdown > 0.0 and not (_api_paused or _host_paused or _hidden):
		# Godot caps a frame's time: Main::iteration (main/main.cpp) drops from the process step what is past
		# Engine.max_physics_steps_per_frame physics ticks (8 ticks of 1/60 s at Godot's defaults: 0.133 s). A
		# project with fewer ticks per second or more steps per frame allowed gets longer frames (20 ticks a
		# second: 0.4 s): a frame counts at most COUNTDOWN_STEP, so no one frame skips a second of the countdown.
		var counted := minf(_real(delta), COUNTDOWN_STEP)
		if _countdown_begins:
			# The frame the countdown begins in (the first back from the background) carries the time away, not
			# time "3…" was seen: it counts no more than the frame before it, so "3…" shows a whole second too.
			counted = minf(counted, _last_delta)
		_countdown -= counted
		# A countdown of whole frames may stop a rounding error short of zero.
		if _countdown <= 1e-6:
			_countdown = 0.0
			_away = false
			_follow_stop()
	_countdown_begins = false
	_last_delta = _real(delta)
	_last_ticks = Time.get_ticks_usec()
	return not is_stopped()


## A frame's real seconds: the process delta is scaled by Engine.time_scale (a host's slow motion), and the countdown
## is three seconds of real time; at a time scale of 0 the clock since the last frame.
func _real(delta: float) -> float:
	if Engine.time_scale > 0.0:
		return delta / Engine.time_scale
	return float(Time.get_ticks_usec() - _last_ticks) / 1000000.0 if _last_ticks > 0 else 0.0


## What the game shows over its play: "Paused" while it is stopped, then after a focus loss "Resuming in 3…",
## 2, 1; nothing while it plays.
func shown_text() -> String:
	# Under the host's pause the countdown waits, and may never run (the host's Continue plays on at once): "Paused".
	if _countdown > 0.0 and not (_api_paused or _host_paused or _hidden):
		return RESUMING_TEXT % ceili(_countdown - 1e-6)
	return PAUSED_TEXT if is_stopped() else ""


# Input -------------------------------------------------------------------------------------------


## Before the GUI's turn (Viewport::push_input calls every node's _input, then _gui_input_event, then
## _unhandled_input; scene/main/viewport.cpp): a press on the game that the GUI would hand to a Control drawn
## behind it (a background ColorRect or Panel before it in the tree, or on a lower canvas layer, with its
## mouse_filter Stop or Pass) is the game's, read here, or that Control would take it and the game see nothing.
## _input cannot ask the GUI, so the shell finds that Control as the GUI does (_gui_control_at()). A press the
## GUI would hand a Control drawn over the game (a host's button, a pause menu) is left to it; one it hands a
## Control the game sits in is read from that Control's gui_input (_follow_holders()); one it hands nothing
## comes to _unhandled_input. The click Godot emulates from a touch (device -1) is never read (pointer()), so
## a touch counts once, as a touch, here as there; over the game it is nobody's, so the Control behind gets
## neither its press nor its release when the project emulates the mouse from touch (Godot's default).
func _input(event: InputEvent) -> void:
	if not (event is InputEventScreenTouch or event is InputEventMouseButton):
		return
	var emulated := event.device == -1 and event is InputEventMouseButton
	if not (event.is_pressed() or emulated) or not _game.is_visible_in_tree():
		return
	var at_pointer := pointer(event, _game)
	var at: Vector2 = (_game.make_input_local(event) as InputEventMouseButton).position if emulated else at_pointer.get("at", Vector2.INF)
	if (at_pointer.is_empty() and not emulated) or not area().has_point(at):
		return
	# A mouse button's and a touch's position, in the viewport's coordinates, as the GUI reads it.
	var control := _gui_control_at(event.get(&"position"))
	if control == null or not _drawn_behind_game(control):
		return
	if emulated:
		# Under your `paused` a press on the game is yours, as a real one is (_read_pointer()).
		if not _api_paused:
			get_viewport().set_input_as_handled()
		return
	_follow_stop()
	_read_pointer(at_pointer)


## Whether `control` (one the GUI would hand a press to) is a Control drawn behind the game that is neither the
## game, nor one of its own, nor one it sits in: on a lower canvas layer, or on the game's under a lower z, or at
## the same z before it in tree order (a canvas draws its items by z, then in tree order).
func _drawn_behind_game(control: Control) -> bool:
	if control == _game or _game.is_ancestor_of(control) or control.is_ancestor_of(_game):
		return false
	var layers := _layer_of(control) - _layer_of(_game)
	if layers != 0:
		return layers < 0
	var z := _z_of(control) - _z_of(_game)
	if z != 0:
		return z < 0
	return _game.is_greater_than(control)


## The canvas layer an item is drawn on (0: the viewport's own canvas).
static func _layer_of(item: CanvasItem) -> int:
	var layer := item.get_canvas_layer_node()
	return layer.layer if layer else 0


## The z an item is drawn at: its z_index, plus its parents' while it is relative to them.
static func _z_of(item: CanvasItem) -> int:
	var z := 0
	var node: Node = item
	while node is CanvasItem:
		z += (node as CanvasItem).z_index
		if not (node as CanvasItem).z_as_relative:
			break
		node = node.get_parent()
	return z


## The Control the GUI hands a press at `point` (in the viewport's coordinates, as _input gets it) to, or null, found as
## Viewport::gui_find_control does (scene/main/viewport.cpp): the viewport's root Controls (those with no Control
## above them) from the last drawn (by canvas layer, then tree order), each searched from its last child back;
## the first visible Control with a mouse_filter other than Ignore whose rect holds the point.
func _gui_control_at(point: Vector2) -> Control:
	var roots: Array[Control] = []
	_gui_roots(get_viewport(), false, roots)
	roots.sort_custom(func(a: Control, b: Control) -> bool: return _layer_of(a) < _layer_of(b) if _layer_of(a) != _layer_of(b) else b.is_greater_than(a))
	for index in range(roots.size() - 1, -1, -1):
		if roots[index].is_visible_in_tree():
			var found := _gui_control_under(roots[index], point)
			if found:
				return found
	return null


## The root Controls under `node` (Control::_notification, NOTIFICATION_ENTER_CANVAS: a Control whose CanvasItem
## parents up to a top-level one hold no Control), internal children too; another viewport's are its own.
static func _gui_roots(node: Node, under_control: bool, roots: Array[Control]) -> void:
	for child in node.get_children(true):
		if child is Viewport:
			continue
		var item := child as CanvasItem
		if child is Control:
			if not under_control or item.top_level:
				roots.append(child as Control)
			_gui_roots(child, true, roots)
		else:
			_gui_roots(child, under_control and item != null and not item.top_level, roots)


## Viewport::_gui_find_control_at_pos: the Control under `point` in `item` or its children (the last first; a
## top-level child is a root of its own, a Control that clips its contents hides them outside its rect).
static func _gui_control_under(item: CanvasItem, point: Vector2) -> Control:
	if not item.visible:
		return null
	var to_canvas := item.get_global_transform_with_canvas()
	if is_zero_approx(to_canvas.determinant()):
		return null
	var control := item as Control
	var inside := control != null and Rect2(Vector2.ZERO, control.size).has_point(to_canvas.affine_inverse() * point)
	if control == null or not control.is_clipping_contents() or inside:
		var children := item.get_children(true)
		for index in range(children.size() - 1, -1, -1):
			var child := children[index] as CanvasItem
			if child == null or child.top_level:
				continue
			var found := _gui_control_under(child, point)
			if found:
				return found
	if control == null or not inside or _mouse_filter_of(control) == Control.MOUSE_FILTER_IGNORE:
		return null
	return control


## A Control's mouse_filter as the GUI reads it: from Godot 4.5 a parent's mouse_behavior_recursive may make it Ignore.
static func _mouse_filter_of(control: Control) -> int:
	if control.has_method(&"get_mouse_filter_with_override"):
		return int(control.call(&"get_mouse_filter_with_override"))
	return control.mouse_filter


## Unhandled input comes after the GUI's: a host's Control drawn over the game under a press takes it, a touch too, with or without
## the mouse emulated from it (Viewport::_gui_input_event finds the Control, and _gui_call_input marks a pointer
## event handled at one whose mouse_filter is STOP, scene/main/viewport.cpp); a focused LineEdit takes the keys it types.
func _unhandled_input(event: InputEvent) -> void:
	_follow_stop()
	# A game the host hid takes nothing: its keys and presses stay the host's (a collection showing one at a time).
	if not _game.is_visible_in_tree():
		return
	if event is InputEventScreenTouch or event is InputEventMouseButton:
		_read_pointer_event(event)
		return
	var action := _action_of(event)
	if action.is_empty() or event.is_echo():
		return
	var source := _source_of(event)
	if not event.is_pressed():
		if held.has(source):
			get_viewport().set_input_as_handled()
			_release(source)
		return
	# Under the host's own pause (its `paused`) a press is its pause menu's: the game neither acts on it nor takes it.
	if _host_field_has_keys() or _api_paused:
		return
	get_viewport().set_input_as_handled()
	hands = "keys"
	if not is_stopped():
		_press(source, action, null)


## A focusable Control of the game's own (MemoryTiles' tiles) hands its keys to the shell: a key it would take
## itself (ui_accept: Space, Enter) is read as every other key of the game, so a paused or hidden game does nothing
## with it and the prompts follow the player's hands. Pointers stay the game's to pick with.
func read_keys_of(control: Control) -> void:
	control.gui_input.connect(_control_input.bind(control))
	_key_controls = _key_controls.filter(is_instance_valid)
	_key_controls.append(control)
	if _api_paused:
		_hold_focus_mode(control)


## A Control of the game's takes no focus while the host's pause holds; its own focus mode comes back after.
func _hold_focus_mode(control: Control) -> void:
	if not _paused_focus_modes.has(control):
		_paused_focus_modes[control] = control.focus_mode
	control.focus_mode = Control.FOCUS_NONE


func _control_input(event: InputEvent, control: Control) -> void:
	if event is InputEventMouse or event is InputEventScreenTouch or event is InputEventScreenDrag:
		return
	if event.is_action(&"ui_accept"):
		control.accept_event()
		_unhandled_input(event)


## The game's action an event is (`ui_accept` is the main one), or &"". An action the host erased while the game
## plays (InputMap.load_from_project_settings(), Godot's reset of a key-binding screen, erases every action the
## project does not declare) is added again first, with its default events: the game keeps its keys, and
## is_action() never asks about a missing action (an error each time).
func _action_of(event: InputEvent) -> StringName:
	for action: StringName in _actions:
		if not InputMap.has_action(action):
			_register(action, _actions[action])
		if event.is_action(action):
			return action
	return _main_action if event.is_action(&"ui_accept") else &""


## Which key or button an event comes from, to match its release with its press.
static func _source_of(event: InputEvent) -> String:
	var key := event as InputEventKey
	if key:
		return "key %d" % (key.physical_keycode if key.physical_keycode != KEY_NONE else key.keycode)
	var button := event as InputEventJoypadButton
	if button:
		return "button %d %d" % [button.device, button.button_index]
	return event.as_text()


## Whether a text field of the host's has the keyboard focus: what is typed there is the host's.
func _host_field_has_keys() -> bool:
	var focused := get_viewport().gui_get_focus_owner()
	return (focused is LineEdit or focused is TextEdit) and not _game.is_ancestor_of(focused)


## Reads a press or release of the left mouse button or a finger (in the viewport's coordinates); whether the game took it.
func _read_pointer_event(event: InputEvent) -> bool:
	if not _game.is_visible_in_tree():
		return false
	return _read_pointer(pointer(event, _game))


func _read_pointer(at_pointer: Dictionary) -> bool:
	if at_pointer.is_empty():
		return false
	var id: int = at_pointer["id"]
	if not at_pointer["pressed"]:
		if held.has(id):
			get_viewport().set_input_as_handled()
			_release(id)
			return true
		return false
	var at: Vector2 = at_pointer["at"]
	if not area().has_point(at) or _api_paused:
		return false
	get_viewport().set_input_as_handled()
	hands = "keys" if id == MOUSE else "touch"
	if is_stopped():
		return true
	var button := button_at(at)
	if button.is_empty():
		_press(id, _main_action, at)
	else:
		_press(null, _buttons[button], null)
	return true


## A press, held from `source` (null: a HUD button, never held); restart is the shell's own.
func _press(source: Variant, action: StringName, at: Variant) -> void:
	if action == _restart_action:
		_game.call(&"restart")
		return
	if source != null:
		held[source] = {"action": action, "at": at, "seconds": 0.0}
	pressed.emit(action, at)


func _release(source: Variant) -> void:
	var press: Dictionary = held[source]
	held.erase(source)
	released.emit(press["action"], press["at"], press["seconds"])


## Where the model's `kind` (the String of an event's "type", or of its result or grade) is in `words`, the
## game's words in the order of its enum: that member. A kind the game has no word for (one a developer added
## to the model without adding it to the game) is -1: the game ignores it and emits no signal for it (no value
## outside its enum), and the first time each such kind comes the shell says so with one push_warning naming it.
func word_of(words: Array[String], kind: Variant) -> int:
	var word := str(kind)
	var index := words.find(word)
	if index < 0 and not _unknown_kinds.has(word):
		_unknown_kinds[word] = true
		push_warning("%s: the model gave \"%s\", which is not one of %s; ignored, no signal. Add it to the game's words (and enum) to signal it." % [_snake_name, _escaped(word.left(60)), words])
	return index


## Text for a warning on one line: a quote, a backslash and each control or line-breaking character escaped (\n, else
## \u and four hex digits), as the settings' warnings write it; a line break or an escape sequence never reaches the log.
static func _escaped(text: String) -> String:
	var shown := ""
	for at in text.length():
		var code := text.unicode_at(at)
		if code == 0x22 or code == 0x5c:
			shown += "\\" + text[at]
		elif code == 0x0a:
			shown += "\\n"
		elif code < 0x20 or (code >= 0x7f and code < 0xa0) or code == 0x2028 or code == 0x2029:
			shown += "\\u%04x" % code
		else:
			shown += text[at]
	return shown


## Sets the game's `score`, and fires its score_changed when the score changed.
func set_score(value: int) -> void:
	if value != int(_game.get(&"score")):
		_game.set(&"score", value)
		_game.emit_signal(&"score_changed", value)


## Lets go of everything held without telling the game (it starts over, and knows), but for presses of the actions
## in `keep` (a steering key held while another press starts the next run steers it).
func forget_held(keep: Array[StringName] = []) -> void:
	for source: Variant in held.keys():
		if not keep.has(held[source]["action"]):
			held.erase(source)


## A press or release of the left mouse button or of a finger, in `item`'s own coordinates (its transform, a
## parent's, a Camera2D's: make_input_local), as {"id", "pressed", "at"}; {} for any other event, and for the
## click Godot emulates from a touch and the touch it emulates from a click: those carry device -1
## (InputEvent.DEVICE_ID_EMULATION, core/input/input.cpp), so a touch counts once, as a touch, whether the
## project emulates the mouse from touch or not.
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


## A point brought back through a scaled, moved or filmed node comes back a rounding error off (a press on
## the middle of the view at 179.99998 steered left, not right): snapped to 1/1024 px, which is exact.
static func _snapped(at: Vector2) -> Vector2:
	return at.snapped(Vector2.ONE / 1024.0)


## The words for a moment of PROMPTS ("start", "again", …) for the player's hands: the kind of the last press, or
## before any, a finger where the screen takes touch.
func prompt(moment: String) -> String:
	if hands.is_empty():
		hands = "touch" if DisplayServer.is_touchscreen_available() else "keys"
	return PROMPTS[moment][hands]


## The words for a moment of PROMPTS for either hands, for status_reserve: `before` and `after` put around each.
static func prompts(moment: String, before := "", after := "") -> PackedStringArray:
	var words := PackedStringArray()
	for kind: String in PROMPTS[moment]:
		words.append(before + String(PROMPTS[moment][kind]) + after)
	return words


## `lines`, then the words for a moment of PROMPTS for either hands after `before`: one status line's texts for
## status_reserve, where a line of play is followed by the moment's prompt.
static func with_prompts(lines: PackedStringArray, moment: String, before := "") -> PackedStringArray:
	var words := lines.duplicate()
	words.append_array(prompts(moment, before))
	return words


# Where things go ---------------------------------------------------------------------------------


## The game's area in its own coordinates, the part of the screen it is seen in: a Control game's rect; a
## Node2D game's is shown_in(game): the rect of the nearest Control it is drawn in (a host's Panel, a UI scene's
## root, with a Node2D of the host's between them or not), else the part of its viewport that is shown (a
## Camera2D's view, a CanvasLayer's), each taken into the game's coordinates through the transforms in between
## (and the canvas transform), so a game placed, scaled or filmed by the host lays out its HUD and board where it
## is seen; input is read through the same transform.
func area() -> Rect2:
	var control := _game as Control
	if control:
		return Rect2(Vector2.ZERO, control.size)
	# Out of the tree a Node2D game has no view yet: no area.
	if not _game.is_inside_tree():
		return Rect2()
	return shown_in(_game as CanvasItem)


## The part of the screen `item`'s drawing is seen in, in `item`'s coordinates: the rect of the nearest Control
## above it on the same canvas (up through its parents while they are CanvasItems: a CanvasLayer, a Viewport or
## a plain Node between starts another drawing chain, whose transform and visibility the item does not follow),
## when that Control has a size; else the part of its viewport that is shown. Taken through the global
## transforms of both (CanvasItem.get_global_transform(), the same canvas), so a Node2D of the host's between
## them, moved or scaled, is counted.
static func shown_in(item: CanvasItem) -> Rect2:
	var node := item.get_parent()
	while node is CanvasItem:
		var holder := node as Control
		if holder:
			if holder.size.x > 0.0 and holder.size.y > 0.0:
				return item.get_global_transform().affine_inverse() * holder.get_global_transform() * Rect2(Vector2.ZERO, holder.size)
			break
		node = node.get_parent()
	return item.get_global_transform_with_canvas().affine_inverse() * item.get_viewport_rect()


## The part of the area inside the screen's safe area (clear of a notch, a status bar, rounded corners), in
## the game's coordinates: where the HUD goes and the board is centred. The whole area where none is known, and
## where the platform has none (has_safe_area: a desktop, the web).
func safe_area() -> Rect2:
	var whole := area()
	if not is_inside_tree():
		return whole
	if not has_safe_area:
		return whole
	var screen := screen_safe_area
	if not screen.has_area():
		screen = Rect2(DisplayServer.get_display_safe_area())
		# The display's safe area is in screen pixels; the window may sit anywhere on the screen.
		screen.position -= Vector2(DisplayServer.window_get_position())
	var to_window := window_transform()
	if not _shown_in_window():
		return whole
	var inside := whole.intersection(to_window.affine_inverse() * screen)
	return inside if inside.has_area() else whole


## From the game's coordinates to the window's pixels: its transform and its canvas's (a Camera2D), each
## SubViewport's stretch and the SubViewportContainer that shows it (scaled by its stretch_shrink), and the
## window's stretch. A SubViewport drawn to a texture instead ends the chain: its own pixels are the screen's.
func window_transform() -> Transform2D:
	var to_window := _game.get_global_transform_with_canvas()
	var viewport := _game.get_viewport()
	while viewport is SubViewport:
		var container := viewport.get_parent() as SubViewportContainer
		if container == null:
			break
		var shrink := float(container.stretch_shrink) if container.stretch else 1.0
		to_window = container.get_global_transform_with_canvas() * Transform2D().scaled(Vector2.ONE * shrink) * viewport.get_final_transform() * to_window
		viewport = container.get_viewport()
	return viewport.get_final_transform() * to_window


## Whether the game is shown in the window: not in a SubViewport drawn to a texture, whose pixels are its own.
func _shown_in_window() -> bool:
	var viewport := _game.get_viewport()
	while viewport is SubViewport:
		var container := viewport.get_parent() as SubViewportContainer
		if container == null:
			return false
		viewport = container.get_viewport()
	return true


## Game pixels per text unit on a screen of `dpi` dots per inch where one game pixel is `screen_per_pixel`
## screen pixels: dpi / (reference × screen_per_pixel) (reference: 160, or on the web 96), never below 1; 1 when
## either is unknown (0).
static func hud_scale_for(dpi: float, screen_per_pixel: float, reference: float = REFERENCE_DPI) -> float:
	if dpi <= 0.0 or screen_per_pixel <= 0.0:
		return 1.0
	return maxf(1.0, dpi / (reference * screen_per_pixel))


## The HUD's scale now: the screen's density (Android: DisplayMetrics' densityDpi via GodotIO,
## platform/android/display_server_android.cpp; iOS: a table per device model, platform/ios/display_server_ios.mm;
## web: round(devicePixelRatio × 96), at least 96, platform/web/js/libs/library_godot_display.js getDPI, read against
## WEB_REFERENCE_DPI) and the screen pixels one game pixel takes (window_transform()).
func fit() -> float:
	var dpi := screen_dpi if screen_dpi > 0.0 else float(DisplayServer.screen_get_dpi())
	var room := safe_area()
	var most := minf(hud_scale_for(dpi, absf(window_transform().get_scale().y), reference_dpi), _largest_scale(room.size))
	# Found once for an area (its size, density and share, the status lines' count): never for the text shown now.
	var share := _hud_share_in(room)
	var key := "%s %s %s %d" % [room, most, share, status.size()]
	if _fits.has(key):
		hud_scale = _fits[key]
		return hud_scale
	if _fits.size() > 64:
		_fits.clear()
	# The status lines count too: the whole HUD (buttons, the room its status lines keep and the gap under them)
	# within hud_share of the height, so the board keeps the rest. Their wrapped depth is not linear in the scale
	# (whole font sizes, lines that wrap again, lines that move beside the buttons): shrunk in steps until it holds,
	# then the largest scale between that and the last step's that holds.
	if most > 0.0 and not _band_fits(room, most, share):
		var high := most
		var low := most
		for _attempt in 12:
			var band := _hud_bottom() - room.position.y + BUTTON_GAP * hud_scale
			low = maxf(0.05, low * minf(0.97, room.size.y * share / band))
			if _band_fits(room, low, share) or low <= 0.05:
				break
			high = low
		for _step in 6:
			var middle := (low + high) * 0.5
			if _band_fits(room, middle, share):
				low = middle
			else:
				high = middle
		most = low
	hud_scale = most
	_fits[key] = most
	return hud_scale


## Whether the whole HUD at `scale` (set as the HUD's scale) takes at most `share` of `room`'s height.
func _band_fits(room: Rect2, scale: float, share: float) -> bool:
	hud_scale = scale
	return _hud_bottom() - room.position.y + BUTTON_GAP * scale <= room.size.y * share + 0.01


## The share of `room`'s height the HUD may take: hud_share, or more where a board of board_aspect is as wide as the
## room with less of the height (the rest would be empty under it).
func _hud_share_in(room: Rect2) -> float:
	if board_aspect <= 0.0 or room.size.y <= 0.0:
		return hud_share
	return maxf(hud_share, 1.0 - room.size.x / board_aspect / room.size.y)


## The largest HUD scale at which its buttons, in as many rows as suit them, fit the width of `room` and take at
## most a third of its height: in a game shown smaller than the density rule allows for (a corner of a phone's
## screen) the HUD shrinks with it rather than covering the game.
func _largest_scale(room: Vector2) -> float:
	var count := maxi(1, _buttons.size())
	var largest := 0.0
	for rows in range(1, count + 1):
		var across := ceili(float(count) / rows)
		var wide := BUTTON_GAP + across * (BUTTON_SIZE.x + BUTTON_GAP)
		var tall := BUTTON_GAP + rows * (BUTTON_SIZE.y + BUTTON_GAP)
		largest = maxf(largest, minf(room.x / wide, room.y / 3.0 / tall))
	return largest


## A font size of `units` in game pixels at the last fit() (at least SMALLEST_TEXT units: 0.1 in).
func text_size(units: int = SMALLEST_TEXT) -> int:
	return ceili(maxi(units, SMALLEST_TEXT) * hud_scale - 0.001)


## The HUD buttons' rects, right to left from the top-right corner of the safe area; a button that would pass
## its left edge starts a row below (a portrait view keeps them all on screen).
func button_rects() -> Array[Rect2]:
	var room := safe_area()
	var rects: Array[Rect2] = []
	var size := BUTTON_SIZE * hud_scale
	var gap := BUTTON_GAP * hud_scale
	var right := room.end.x - gap
	var top := room.position.y + gap
	for index in _buttons.size():
		if index > 0 and right - size.x < room.position.x + gap:
			right = room.end.x - gap
			top += size.y + gap
		rects.append(Rect2(Vector2(right - size.x, top), size))
		right -= size.x + gap
	return rects


## Where the game lays out its board, in the game's coordinates: the safe area less the HUD's band, so no board
## lies under a button (a press there is the button's) or under the status lines. The band is the buttons' rows
## and the status lines (beside the buttons or under them: status_room()) and a gap under them, across the top:
## the board goes under it, or beside the buttons (left of them, under the status lines beside them) where that
## holds a bigger board of `aspect` (its width / height; 0: a lane across the whole width, always under). fit()
## keeps the buttons' rows within a third of the height and the whole band within hud_share of it (a third, or
## half for a lane), so the room under it is at least the rest.
func board_room(aspect: float = 0.0) -> Rect2:
	var rooms := board_rooms()
	if aspect <= 0.0 or rooms.size() < 2:
		return rooms[0]
	return rooms[1] if _board_width(rooms[1], aspect) > _board_width(rooms[0], aspect) else rooms[0]


## The rooms board_room() picks from: under the HUD's band (its buttons and status lines), then beside the
## buttons (left of them, from under the status lines there to the bottom) when there is room there; the safe
## area alone when the HUD has neither.
func board_rooms() -> Array[Rect2]:
	var room := safe_area()
	# Out of the tree there is no window to fit the HUD to (a method called before the game enters it).
	if not is_inside_tree():
		return [room]
	fit()
	var rects := button_rects()
	var lines := status_rect()
	if rects.is_empty() and not lines.has_area():
		return [room]
	var gap := BUTTON_GAP * hud_scale
	var bottom := _hud_bottom()
	var left := room.end.x
	for rect in rects:
		left = minf(left, rect.position.x)
	var rooms: Array[Rect2] = [Rect2(room.position.x, bottom + gap, room.size.x, maxf(0.0, room.end.y - bottom - gap))]
	# Beside the buttons only where the status lines are beside them too (not across the width under them).
	var top := lines.end.y + gap if lines.has_area() else room.position.y
	if not rects.is_empty() and left - gap > room.position.x and lines.end.x <= left and top < room.end.y:
		rooms.append(Rect2(room.position.x, top, left - gap - room.position.x, room.end.y - top))
	return rooms


## The bottom of the HUD's band: its buttons' last row or its status lines, whichever is lower.
func _hud_bottom() -> float:
	var bottom := safe_area().position.y
	for rect in button_rects():
		bottom = maxf(bottom, rect.end.y)
	var lines := status_rect()
	if lines.has_area():
		bottom = maxf(bottom, lines.end.y)
	return bottom


## The room the status lines keep (wrapped within status_room()'s width, each line as deep as the deepest text the
## game listed for it in status_reserve, or as its own text once shown deeper, and at least one line's height: a
## line that comes, goes, grows or wraps moves nothing), in the game's coordinates; no area with no status.
func status_rect() -> Rect2:
	# No status, or no room to draw it in yet (a game not laid out: its HUD's scale is 0).
	if (status.is_empty() and status_reserve.is_empty() and _status_unlisted.is_empty()) or hud_scale <= 0.0:
		return Rect2()
	var room := status_room()
	return Rect2(room.position, Vector2(room.size.x, _status_depth(room.size.x)))


## The depth of the status lines' room at `width` and the text sizes of the HUD's scale now: measured once for each
## (the area, its density or the scale changes), never per frame.
func _status_depth(width: float) -> float:
	# No area (a host's panel with none): no text to measure; the engine's text server takes a size under 1 for an error.
	if text_size(STATUS_SIZE) < 1:
		return 0.0
	var key := Vector3(width, text_size(STATUS_SIZE), text_size(STATUS_SIZE_MORE))
	if not _status_depths.has(key):
		# A handful of widths and scales at most for an area (fit()'s steps); a host resizing the game keeps adding.
		if _status_depths.size() > 64:
			_status_depths.clear()
		var font := ThemeDB.fallback_font
		var height := 0.0
		for index in maxi(maxi(status.size(), status_reserve.size()), _status_unlisted.size()):
			var size := text_size(STATUS_SIZE if index == 0 else STATUS_SIZE_MORE)
			var deepest := font.get_height(size)
			var candidates := PackedStringArray(status_reserve[index] if index < status_reserve.size() else PackedStringArray())
			candidates.append_array(_status_unlisted[index] if index < _status_unlisted.size() else PackedStringArray())
			for text in candidates:
				deepest = maxf(deepest, font.get_multiline_string_size(text, HORIZONTAL_ALIGNMENT_LEFT, width, size, -1, WRAP).y)
			height += deepest
		_status_depths[key] = height
	return _status_depths[key]


## The width of the largest board of `aspect` (width / height) a rect holds.
static func _board_width(part: Rect2, aspect: float) -> float:
	return minf(part.size.x, part.size.y * aspect)


## The label of the HUD button at `at`, or "".
func button_at(at: Vector2) -> String:
	var rects := button_rects()
	for index in rects.size():
		if rects[index].has_point(at):
			return _buttons.keys()[index]
	return ""


## Where the status lines go, wrapped: beside the buttons, or under them when the room there is narrower than
## 12 times the first line's text size. Rect2 of the first line's top-left and the width the lines wrap within.
func status_room() -> Rect2:
	var room := safe_area()
	var inset := STATUS_INSET * hud_scale
	var left_of_buttons := room.end.x
	var below_buttons := room.position.y
	for rect in button_rects():
		left_of_buttons = minf(left_of_buttons, rect.position.x)
		below_buttons = maxf(below_buttons, rect.end.y)
	var beside := left_of_buttons - room.position.x - 2.0 * inset.x
	if beside >= 12.0 * text_size(STATUS_SIZE):
		return Rect2(room.position + inset, Vector2(beside, 0.0))
	return Rect2(Vector2(room.position.x + inset.x, below_buttons + inset.y), Vector2(room.size.x - 2.0 * inset.x, 0.0))


# Drawing -----------------------------------------------------------------------------------------


## Draws `text` on `item` with its top-left corner at `at`, wrapped within `width` (the font's fallback,
## `size` px, aligned within the width), and keeps it in `texts` while recording. Returns its height.
func draw_text(item: CanvasItem, text: String, at: Vector2, width: float, size: int, align := HORIZONTAL_ALIGNMENT_LEFT) -> float:
	var font := ThemeDB.fallback_font
	var drawn := font.get_multiline_string_size(text, align, width, size, -1, WRAP)
	item.draw_multiline_string(font, at + Vector2(0.0, font.get_ascent(size)), text, align, width, size, -1, TEXT, WRAP)
	if recording:
		var left := at.x + (width - drawn.x) * (0.5 if align == HORIZONTAL_ALIGNMENT_CENTER else 0.0) if width > 0.0 else at.x
		texts.append({"text": text, "size": size, "rect": Rect2(Vector2(left, at.y), drawn)})
	return drawn.y


## The HUD over the game: its status lines, its buttons and, while stopped, the shade over its area and
## "Paused" (or the countdown) in the middle of the safe area.
func _draw() -> void:
	fit()
	# No area: nothing to draw, and no text of size 0 handed to the engine, whose text server takes it for an error.
	if text_size() < 1:
		return
	var room := status_room()
	var top := room.position.y
	for index in status.size():
		top += draw_text(self, status[index], Vector2(room.position.x, top), room.size.x, text_size(STATUS_SIZE if index == 0 else STATUS_SIZE_MORE))
	# Deeper than the room kept for it (a text the game did not list): the text joins the reserve, so the room at
	# every scale holds it and fit() finds the HUD's scale once more; the game lays its board out again, once.
	var depth := _status_depth(room.size.x)
	if top - room.position.y > depth + 0.01:
		_status_unlisted.resize(maxi(_status_unlisted.size(), status.size()))
		for index in status.size():
			if not status[index] in _status_unlisted[index]:
				var unlisted := _status_unlisted[index]
				unlisted.append(status[index])
				_status_unlisted[index] = unlisted
		_status_depths.clear()
		_fits.clear()
		_game.queue_redraw()
	var label_size := text_size(STATUS_SIZE)
	var font := ThemeDB.fallback_font
	var rects := button_rects()
	for index in rects.size():
		draw_rect(rects[index], BUTTON_FILL)
		draw_rect(rects[index], VIOLET, false, 2.0 * hud_scale)
		var label: String = _buttons.keys()[index]
		var label_height := font.get_height(label_size)
		draw_text(self, label, rects[index].position + Vector2(0.0, (rects[index].size.y - label_height) * 0.5), rects[index].size.x, label_size, HORIZONTAL_ALIGNMENT_CENTER)
	var veil := shown_text()
	if veil.is_empty():
		return
	draw_rect(area(), SHADE)
	var safe := safe_area()
	var big := text_size(VEIL_SIZE)
	var height := font.get_multiline_string_size(veil, HORIZONTAL_ALIGNMENT_CENTER, safe.size.x, big, -1, WRAP).y
	draw_text(self, veil, Vector2(safe.position.x, safe.get_center().y - height * 0.5), safe.size.x, big, HORIZONTAL_ALIGNMENT_CENTER)
