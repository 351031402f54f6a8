import type { Mechanic } from '../core/mechanic';
import { camelName, snakeName, valuesSummary, type ParamSpec, type Values } from '../core/params';
import { gdscriptExtras, rangeConstantSpecs } from './extras';
import { presetJson } from './json';
import { exportNames, schemaVersion, type ExportFiles } from './names';

/** GDScript and .tres literals: floats always carry a decimal point, ints never do. */
export function gdLiteral(spec: Pick<ParamSpec, 'integer'>, value: number): string {
  if (spec.integer) return String(value);
  return Number.isInteger(value) ? `${value}.0` : String(value);
}

const gdString = (text: string) => JSON.stringify(text);

// @export_range bounds and steps the Inspector's slider only: a value set from code, a .tres edited by hand (or a
// wrong-typed value, which Godot converts before the setter: "fast" becomes 0) is kept to the range and put on its
// step by the setter, as update() puts a Dictionary's.
function field(spec: ParamSpec, value: number) {
  const suffix = spec.unit ? `, ${gdString(`suffix:${spec.unit}`)}` : '';
  const range = [spec.min, spec.max, spec.step].map((bound) => gdLiteral(spec, bound)).join(', ');
  const name = snakeName(spec);
  const bounds = [spec.min, spec.max].map((bound) => gdLiteral(spec, bound)).join(', ');
  const kept = `${spec.integer ? '_in_range_int' : '_in_range'}(${gdString(name)}, value, ${bounds})`;
  return `## ${spec.meaning}
@export_range(${range}${suffix}) var ${name}: ${spec.integer ? 'int' : 'float'} = ${gdLiteral(spec, value)}:
\tset(value):
\t\t${name} = ${spec.integer ? '_snap_int' : '_snap'}(${kept}, ${range})`;
}

/** INPUT_LATENCY_MIN, _MAX, _STEP: a setting's range for code that writes it at run time. */
function rangeConstants(spec: ParamSpec) {
  const name = snakeName(spec).toUpperCase();
  const unit = spec.unit ? ` (${spec.unit})` : '';
  // One doc each: Godot gives a ## block to the one member right after it.
  return `## ${spec.label}'s smallest value${unit}, for code that sets it at run time.
const ${name}_MIN := ${gdLiteral(spec, spec.min)}
## ${spec.label}'s largest value${unit}, for code that sets it at run time.
const ${name}_MAX := ${gdLiteral(spec, spec.max)}
## ${spec.label}'s step${unit}: a value set from code is put on it.
const ${name}_STEP := ${gdLiteral(spec, spec.step)}`;
}

/** `config.<name> = _setting(…)` for the value `read` gives: checked, kept to its range and put on its step. */
function settingLine(spec: ParamSpec, read: string) {
  const name = snakeName(spec);
  const bounds = [spec.min, spec.max, spec.step].map((bound) => gdLiteral(spec, bound)).join(', ');
  return `\tconfig.${name} = ${spec.integer ? '_setting_int' : '_setting'}(${gdString(name)}, ${read}, config.${name}, ${bounds})`;
}

function readLine(spec: ParamSpec) {
  // A field missing or null keeps its default, as update() reads a key given as null.
  return settingLine(spec, `_given(data as Dictionary, [${gdString(camelName(spec))}], config.${snakeName(spec)})`);
}

function fromJson(mechanic: Mechanic) {
  const { className } = exportNames(mechanic);
  return `## Reads a preset exported by Microloop (the JSON beside this script); a missing field keeps its default.
static func from_json(text: String) -> ${className}:
\t# new(), not ${className}.new(): a class refers to itself by name only once the editor has registered it.
\tvar config: ${className} = new()
\tvar data: Variant = JSON.parse_string(text)
\tif typeof(data) != TYPE_DICTIONARY:
\t\tpush_warning("${className}: the preset is not a JSON object.")
\t\treturn config
\t# A version that is no number (null, a list) is read as this script's; one that is, is compared and named as the preset
\t# wrote it (a float: no int overflow, and 1.5 is not floored).
\tvar given_version: Variant = (data as Dictionary).get("schemaVersion", SCHEMA_VERSION)
\tvar version := float(given_version) if _is_number(given_version) else float(SCHEMA_VERSION)
\tif version > SCHEMA_VERSION:
\t\tpush_warning("${className}: the preset has schemaVersion %s, newer than %d; fields this script does not know are ignored." % [_written(version), SCHEMA_VERSION])
${mechanic.params.map(readLine).join('\n')}
\treturn config`;
}

function mergeLine(spec: ParamSpec) {
  const name = snakeName(spec);
  // The key as the spec, the preset (camelCase) and GDScript spell it: a scenario or a host may use any.
  const keys = [...new Set([spec.key, camelName(spec), name])];
  return settingLine(spec, `_given(changes, [${keys.map(gdString).join(', ')}], config.${name})`);
}

/**
 * merged(changes): what a model's update() takes. A Dictionary is any subset of the settings (a
 * Resource always carries every field, so it cannot say "keep this one"); another config is all of its values.
 */
function merged(mechanic: Mechanic) {
  const { className } = exportNames(mechanic);
  const keys = mechanic.params.flatMap((spec) => [...new Set([spec.key, camelName(spec), snakeName(spec)])]);
  // A setting the JavaScript kit names otherwise, to show that third name by.
  const short = mechanic.params.find((spec) => spec.key !== snakeName(spec) && spec.key !== camelName(spec));
  const names = short
    ? `snake_case names, the preset's camelCase ones or the JavaScript kit's, such as \`${short.key}\` for
## \`${snakeName(short)}\`; a setting given under two names takes the JavaScript name's value, then the camelCase one's`
    : `snake_case names, or the preset's camelCase ones; a setting given under both takes the camelCase one's value`;
  return `## These settings with \`changes\` applied, as update() takes them: a Dictionary of any subset of the
## settings (${names}), each snapped to its step and kept to
## its range, a missing one (or one given as null) keeping its value here; or another ${className}, every
## value of it (returned as it is: its setters keep each to its range and step). This resource is never
## edited: a Dictionary gives a copy. A key that names no setting is ignored, with one warning when it gives a
## value; quietly for schema_version (this resource's own) and for a key given as null.
func merged(changes: Variant) -> ${className}:
\tif changes is Resource and (changes as Resource).get_script() == get_script():
\t\treturn changes
\tvar config := duplicate() as ${className}
\tif typeof(changes) != TYPE_DICTIONARY:
\t\tpush_warning("%s: update() takes a %s or a Dictionary of its settings; nothing changed." % [CLASS_NAME, CLASS_NAME])
\t\treturn config
\tfor key: Variant in changes:
\t\tif changes[key] != null and not str(key) in ${JSON.stringify([...keys, 'schema_version', 'schemaVersion'])}:
\t\t\tpush_warning("%s: there is no setting %s; it is ignored." % [CLASS_NAME, _shown(key)])
${mechanic.params.map(mergeLine).join('\n')}
\treturn config


## The value \`changes\` gives a setting under any of its names; missing, or null (a host passing on a setting it
## does not set), it keeps \`current\`.
static func _given(changes: Dictionary, names: Array[String], current: Variant) -> Variant:
\tfor key in names:
\t\tif changes.get(key) != null:
\t\t\treturn changes[key]
\treturn current`;
}

const snapHelpers = {
  float: `## A value on its step within low..high, written with the step's decimals as the other engines write it: 0.1 + 12 steps
## of 0.05 is 0.7000000000000001, which rounds to 0.7, so a setting update() was not given comes back exactly, and
## 5.00003 on a step of 0.5 is 5.
static func _snap(value: float, low: float, high: float, step: float) -> float:
\tvar places := pow(10.0, step_decimals(step))
\treturn clampf(roundf((low + snappedf(value - low, step)) * places) / places, low, high)


## A setting as update() or a preset gives it: a number kept to low..high (outside, or infinite, the nearest bound
## and one warning) and put on its step; anything else (text, true, NaN) keeps \`current\`, with one warning that
## shows it as written (text in quotes).
static func _setting(field: String, value: Variant, current: float, low: float, high: float, step: float) -> float:
\tif not _is_number(value):
\t\tpush_warning("%s: %s = %s is not a number; it keeps %s." % [CLASS_NAME, field, _shown(value), _written(current)])
\t\treturn current
\treturn _snap(_in_range(field, float(value), low, high), low, high, step)


## A setting's value kept to low..high; outside (or NaN), the nearest bound and one warning naming the field.
static func _in_range(field: String, value: float, low: float, high: float) -> float:
\tif value >= low and value <= high:
\t\treturn value
\tvar kept := low if is_nan(value) else clampf(value, low, high)
\tpush_warning("%s: %s = %s is outside %s to %s; %s is used." % [CLASS_NAME, field, _written(value), _written(low), _written(high), _written(kept)])
\treturn kept`,
  // Rounded once, to the nearest step (as clampAndSnap): a whole number first, then the step, took 4.8 on a grid of
  // 2, 4, 6 to 5 and then 6.
  int: `static func _snap_int(value: float, low: int, high: int, step: int) -> int:
\treturn clampi(low + roundi(snappedf(value - low, step)), low, high)


## A whole-number setting as update() or a preset gives it: as _setting, kept to its range as a float first (a value
## past 2^63, or infinite, is no whole number), then put on its step.
static func _setting_int(field: String, value: Variant, current: int, low: int, high: int, step: int) -> int:
\tif not _is_number(value):
\t\tpush_warning("%s: %s = %s is not a number; it keeps %d." % [CLASS_NAME, field, _shown(value), current])
\t\treturn current
\tvar number := float(value)
\tif number < low or number > high:
\t\tnumber = clampf(number, low, high)
\t\tpush_warning("%s: %s = %s is outside %d to %d; %d is used." % [CLASS_NAME, field, _written(float(value)), low, high, int(number)])
\treturn _snap_int(number, low, high, step)


## A setting's value kept to low..high; outside, the nearest bound and one warning naming the field.
static func _in_range_int(field: String, value: int, low: int, high: int) -> int:
\tif value >= low and value <= high:
\t\treturn value
\tvar kept := clampi(value, low, high)
\tpush_warning("%s: %s = %d is outside %d to %d; %d is used." % [CLASS_NAME, field, value, low, high, kept])
\treturn kept`,
};

/** Whether update() or a preset gave a number: an int or a float, not NaN (JSON's numbers are floats). */
const isNumberHelper = `## Whether a setting's value is a number: an int or a float that is not NaN.
static func _is_number(value: Variant) -> bool:
\treturn (typeof(value) == TYPE_INT or typeof(value) == TYPE_FLOAT) and not is_nan(float(value))


## A number for a warning, short: a whole one without ".0" (and 0, never -0), a huge or tiny one in e-notation (1e+300,
## not its 301 digits).
static func _written(number: float) -> String:
\tif number == floorf(number) and absf(number) < 1e15:
\t\treturn str(int(number))
\treturn String.num_scientific(number)


## A value given for a setting, for its warning, on one short line: text in quotes, with a quote, a backslash and every
## control or line-breaking character escaped (\\n, \\r, \\t, else \\u and four hex digits) and nothing else, a list or a dictionary by its type and
## size (never written out: one may hold itself), anything else as str() gives it, at most 60 characters (a node by
## mistake is one line, not every property it holds).
static func _shown(value: Variant) -> String:
\tvar text_given := typeof(value) == TYPE_STRING or typeof(value) == TYPE_STRING_NAME
\t# Dictionary, Array and every packed array come last among the types.
\tif not text_given and typeof(value) >= TYPE_DICTIONARY:
\t\treturn "%s of %d" % [type_string(typeof(value)), value.size()]
\t# Anything else as str() writes it (a NodePath may hold a line break too), escaped as text is.
\tvar text := String(value) if text_given else str(value)
\tvar named := {0x22: "\\\\\\"", 0x5c: "\\\\\\\\", 0x0a: "\\\\n", 0x0d: "\\\\r", 0x09: "\\\\t"}
\tvar pieces := PackedStringArray()
\tfor at in text.length():
\t\tvar code := text.unicode_at(at)
\t\tif named.has(code):
\t\t\tpieces.append(named[code])
\t\telif code < 0x20 or (code >= 0x7f and code < 0xa0) or code == 0x2028 or code == 0x2029:
\t\t\tpieces.append("\\\\u%04x" % code)
\t\telse:
\t\t\tpieces.append(text[at])
\tvar shown := "".join(pieces)
\tvar room := 58 if text_given else 60
\tif shown.length() > room:
\t\t# Cut between escapes, never inside one.
\t\tshown = ""
\t\tfor piece in pieces:
\t\t\tif shown.length() + piece.length() > room - 1:
\t\t\t\tbreak
\t\t\tshown += piece
\t\tshown += "…"
\treturn "\\"%s\\"" % shown if text_given else shown`;

export function godotScript(mechanic: Mechanic, values: Values): string {
  const { className } = exportNames(mechanic);
  const fields = mechanic.params.map((spec) => field(spec, values[spec.key] ?? spec.defaultValue));
  const helpers = [
    isNumberHelper,
    mechanic.params.some((spec) => !spec.integer) && snapHelpers.float,
    mechanic.params.some((spec) => spec.integer) && snapHelpers.int,
  ].filter((helper) => typeof helper === 'string');
  const functions = [...gdscriptExtras(mechanic), fromJson(mechanic), merged(mechanic), ...helpers];
  const constants = rangeConstantSpecs(mechanic).map((spec) => `\n\n${rangeConstants(spec)}`);
  return `# Generated by Microloop from the ${mechanic.name} template. ${valuesSummary(mechanic.params, values)}.
class_name ${className}
extends Resource
## Tuned settings of the ${mechanic.name} mechanic.

## The preset format this class reads and writes; a preset of a newer one loads the settings this class knows, with a warning.
const SCHEMA_VERSION := ${schemaVersion}
## This class's name, for its warnings.
const CLASS_NAME := "${className}"${constants.join('')}

## The preset format these values were saved in: SCHEMA_VERSION when made here.
@export var schema_version: int = SCHEMA_VERSION

${fields.join('\n\n')}


${functions.join('\n\n\n')}
`;
}

export function godotResource(mechanic: Mechanic, values: Values): string {
  const names = exportNames(mechanic);
  const lines = mechanic.params.map((spec) => `${snakeName(spec)} = ${gdLiteral(spec, values[spec.key] ?? spec.defaultValue)}`);
  // A relative ext_resource path is read from the .tres file's own folder, so the pair can live anywhere.
  return `[gd_resource type="Resource" script_class="${names.className}" load_steps=2 format=3]

[ext_resource type="Script" path="${names.godotScript}" id="1_config"]

[resource]
script = ExtResource("1_config")
schema_version = ${schemaVersion}
${lines.join('\n')}
`;
}

export function godotPaths(mechanic: Mechanic) {
  const names = exportNames(mechanic);
  return {
    script: `${names.godotFolder}/${names.godotScript}`,
    resource: `${names.godotFolder}/${names.godotResource}`,
    preset: `${names.godotFolder}/${names.presetFile}`,
  };
}

export function godotSnippet(mechanic: Mechanic): string {
  const { className } = exportNames(mechanic);
  const paths = godotPaths(mechanic);
  const first = mechanic.params[0];
  const show = (variable: string) => (first ? `\n\tprint(${variable}.${snakeName(first)})` : '');
  return `extends Node

@export var config: ${className} = preload("res://${paths.resource}")


func _ready() -> void:${show('config')}
\tvar preset := ${className}.from_json(FileAccess.get_file_as_string("res://${paths.preset}"))${show('preset')}`;
}

export function godotReadmeSection(mechanic: Mechanic): string {
  const names = exportNames(mechanic);
  const paths = godotPaths(mechanic);
  return `## Godot 4

- \`${paths.script}\`: a \`${names.className}\` Resource script. Every setting is an
  \`@export_range\` field with the template's range, step and unit, documented with \`##\`.
- \`${paths.resource}\`: a \`${names.className}\` resource (format=3) holding your values.
- \`${paths.preset}\`: the same values as a JSON preset (schemaVersion ${schemaVersion});
  \`${names.className}.from_json(text)\` reads it.

1. Copy the \`${names.godotFolder}\` folder into your project root, next to \`project.godot\`.
2. Open \`${names.godotResource}\` in the Inspector to tweak the values, or use it from a node:

\`\`\`gdscript
${godotSnippet(mechanic)}
\`\`\`
`;
}

export function godotFiles(mechanic: Mechanic, values: Values): ExportFiles {
  const paths = godotPaths(mechanic);
  return {
    [paths.script]: godotScript(mechanic, values),
    [paths.resource]: godotResource(mechanic, values),
    [paths.preset]: presetJson(mechanic, values),
  };
}
