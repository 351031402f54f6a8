extends Node
## Keeps a Godot kit's main scene running for bench/frame-cpu.mjs: an autoload from the harness's
## override.cfg (e2e/godot-runtime.ts runGodotProject), so the project runs as its export does and
## the bench plays it through the browser's keyboard and mouse. Prints "BENCH READY" once the main
## scene runs, then, every quarter second, "BENCH BALLS <n>" for a game whose model holds balls
## (PhysicsDropper: how close play keeps it to its cap), and quits when the page sets
## window.__benchDone (or after two minutes), printing "BENCH SCORE <n>", the score the play reached, and
## "BENCH SIGNALS <n>", how often the game's own signals fired (the input reached the game).

const LIMIT_MS := 120000
var _started_ms: int = 0
var _last_report_ms: int = 0
var _signals: int = 0


func _ready() -> void:
	# The main scene enters the tree after the autoloads: wait until it runs.
	await get_tree().process_frame
	_started_ms = Time.get_ticks_msec()
	# Every signal of the game's own script counted: what the play made the game say.
	var scene := get_tree().current_scene
	if scene != null and scene.get_script() != null:
		for info: Dictionary in scene.get_script().get_script_signal_list():
			var arity: int = info["args"].size()
			scene.connect(info["name"], _count_signal.unbind(arity) if arity > 0 else _count_signal)
	print("BENCH READY")


func _process(_delta: float) -> void:
	if _started_ms == 0:
		return
	var now := Time.get_ticks_msec()
	if now - _last_report_ms < 250:
		return
	_last_report_ms = now
	var scene := get_tree().current_scene
	if scene != null and "model" in scene and scene.model != null and "balls" in scene.model:
		print("BENCH BALLS %d" % scene.model.balls.size())
	if now - _started_ms > LIMIT_MS or _done():
		# What the play scored: the input reached the game.
		if scene != null and "score" in scene:
			print("BENCH SCORE %d" % scene.score)
		print("BENCH SIGNALS %d" % _signals)
		get_tree().quit(0)


## Whether the page said the measurement is over (a string: the bridge's value is only compared as text).
func _done() -> bool:
	return str(JavaScriptBridge.eval("String(window.__benchDone === true)", true)) == "true"


func _count_signal() -> void:
	_signals += 1
