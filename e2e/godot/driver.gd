extends Node
## Test driver, autoloaded from /driver.gd by the harness's override.cfg (e2e/godot-runtime.ts): packs
## every file under /mount/ into a PCK with Godot's own PCKPacker, mounts it at res://, and runs the
## test script named in /mount.cfg as the root's last child. The test script quits with its own exit code.


func _ready() -> void:
	_run.call_deferred()


func _run() -> void:
	var files: PackedStringArray = []
	_collect("/mount", files)
	var packer := PCKPacker.new()
	if packer.pck_start("/tmp/mount.pck") != OK:
		_fail("could not start the pack")
		return
	for path in files:
		packer.add_file("res://" + path.trim_prefix("/mount/"), path)
	packer.flush()
	if not ProjectSettings.load_resource_pack("/tmp/mount.pck", true):
		_fail("could not mount the pack")
		return
	await get_tree().process_frame
	var config := ConfigFile.new()
	config.load("/mount.cfg")
	var main_path := str(config.get_value("", "main", ""))
	var script := load(main_path) as Script
	if script == null:
		_fail("could not load %s" % main_path)
		return
	var node: Node = script.new() if script.can_instantiate() else null
	if node == null:
		_fail("could not instantiate %s" % main_path)
		return
	# Last under the root, after the base pack's own main scene (a shader previewer with Controls of
	# its own): drawn over it, and first to take the pointer, as the only scene of a project would be.
	get_tree().root.add_child(node)


func _collect(folder: String, files: PackedStringArray) -> void:
	for file_name in DirAccess.get_files_at(folder):
		files.append(folder.path_join(file_name))
	for dir_name in DirAccess.get_directories_at(folder):
		_collect(folder.path_join(dir_name), files)


func _fail(message: String) -> void:
	printerr("DRIVER: " + message)
	get_tree().quit(90)
