class_name Config
extends Resource
## The host game's own settings.

@export var lives: int = 3
