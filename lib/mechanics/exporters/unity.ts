import type { Mechanic } from '../core/mechanic';
import { camelName, valuesSummary, type ParamSpec, type Values } from '../core/params';
import { csharpExtras, rangeConstantSpecs } from './extras';
import { exportNames, schemaVersion, type ExportFiles } from './names';

const indent = (text: string, depth: number) => text.replace(/^(?=.)/gm, ' '.repeat(depth * 4));

/** A C# literal of the field's type: 9.8f for floats, 50 for ints. */
function literal(spec: ParamSpec, value: number) {
  return spec.integer ? String(value) : `${value}f`;
}

function csharpString(text: string) {
  return `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

/** Text for an XML doc comment: IntelliSense shows it where the Inspector shows the tooltip. */
const xmlText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function field(spec: ParamSpec, value: number) {
  return `/// <summary>${xmlText(spec.meaning)}</summary>
[Tooltip(${csharpString(spec.meaning)})]
[Range(${literal(spec, spec.min)}, ${literal(spec, spec.max)})]
public ${spec.integer ? 'int' : 'float'} ${camelName(spec)} = ${literal(spec, value)};`;
}

/** InputLatencyMin, InputLatencyMax, InputLatencyStep: a setting's range for code that writes it at run time. */
function rangeConstants(spec: ParamSpec) {
  const name = camelName(spec).replace(/^./, (first) => first.toUpperCase());
  const type = spec.integer ? 'int' : 'float';
  const unit = spec.unit ? ` (${spec.unit})` : '';
  // One declaration each: a doc comment on a declaration of three reaches only the first in an editor.
  return [
    ['Min', `${spec.label}'s smallest value${unit}, for code that sets it at run time.`, spec.min],
    ['Max', `${spec.label}'s largest value${unit}, for code that sets it at run time.`, spec.max],
    ['Step', `${spec.label}'s step${unit}: a value set from code is put on it.`, spec.step],
  ]
    .map(([suffix, doc, value]) => `/// <summary>${doc}</summary>\npublic const ${type} ${name}${suffix} = ${literal(spec, value as number)};`)
    .join('\n');
}

function snapLine(spec: ParamSpec, fallback: number) {
  const name = camelName(spec);
  return spec.integer
    ? `${name} = SnapInt("${name}", ${name}, ${spec.min}, ${spec.max}, ${spec.step});`
    : `${name} = Snap("${name}", ${name}, ${literal(spec, spec.min)}, ${literal(spec, spec.max)}, ${literal(spec, spec.step)}, ${literal(spec, fallback)});`;
}

/** A preset keyed by the C# field names, which JsonUtility.FromJsonOverwrite matches (Unity's own copy, whatever other kits call their keys). */
export function unityPresetJson(mechanic: Mechanic, values: Values): string {
  const fields = Object.fromEntries(mechanic.params.map((spec) => [camelName(spec), values[spec.key] ?? spec.defaultValue]));
  return `${JSON.stringify({ schemaVersion, template: mechanic.name, ...fields }, null, 2)}\n`;
}

export function unityScript(mechanic: Mechanic, values: Values): string {
  const names = exportNames(mechanic);
  const members = [
    `/// <summary>The preset format this class reads and writes; a preset of a newer one loads the fields this class knows, with a warning.</summary>
public const int CurrentSchemaVersion = ${schemaVersion};`,
    ...rangeConstantSpecs(mechanic).map(rangeConstants),
    `/// <summary>The preset format these values were saved in: CurrentSchemaVersion when made here. Hidden in the Inspector.</summary>
[HideInInspector]
public int schemaVersion = CurrentSchemaVersion;`,
    ...mechanic.params.map((spec) => field(spec, values[spec.key] ?? spec.defaultValue)),
    ...csharpExtras(mechanic),
    `/// <summary>
/// Overwrites these fields from a ${names.presetFile} preset. A setting the preset lacks, or gives as
/// something other than a number, keeps its value; one out of range is clamped; either way one warning
/// names it. Text that is not JSON changes nothing. Warns when the preset is newer than this class.
/// </summary>
public void LoadFromJson(string json)
{
${indent(mechanic.params.map((spec) => `${spec.integer ? 'int' : 'float'} ${camelName(spec)}Was = ${camelName(spec)};`).join('\n'), 1)}
    bool parsed = true;
    try
    {
        JsonUtility.FromJsonOverwrite(json, this);
    }
    catch (Exception error)
    {
        parsed = false;
        Debug.LogWarning("${names.className}: the preset is not JSON (" + error.Message + "); every setting keeps its value.");
    }
${indent(mechanic.params.map((spec) => `if (!parsed || !HasNumber(json, "${camelName(spec)}")) ${camelName(spec)} = Kept(parsed, json, "${camelName(spec)}", ${camelName(spec)}Was);`).join('\n'), 1)}
    if (schemaVersion > CurrentSchemaVersion)
    {
        Debug.LogWarning("${names.className}: the preset has schemaVersion " + schemaVersion + ", newer than " + CurrentSchemaVersion + "; fields this class does not know are ignored.");
    }
    OnValidate();
}`,
    `static bool HasNumber(string json, string field)
{
    return Regex.IsMatch(json, "\\"" + field + "\\"\\\\s*:\\\\s*-?[0-9]");
}`,
    `static T Kept<T>(bool parsed, string json, string field, T value)
{
    if (parsed) Debug.LogWarning("${names.className}: the preset's " + field + (json.Contains("\\"" + field + "\\"") ? " is not a number" : " is missing") + "; it keeps " + value + ".");
    return value;
}`,
    `/// <summary>A new config made from a ${names.presetFile} preset, read as LoadFromJson reads it. It is a ScriptableObject made at run time: Destroy it when done with it.</summary>
public static ${names.className} FromJson(string json)
{
    var config = CreateInstance<${names.className}>();
    config.LoadFromJson(json);
    return config;
}`,
    `// The Inspector's edits are kept on the template's steps and in its ranges.
void OnValidate()
{
    Clamp();
}`,
    `/// <summary>
/// Puts every setting on the template's step within its range, so the engine and the web demo agree; a value
/// out of range is clamped with a warning naming it. The Inspector and a preset do it; the game does it on
/// every frame it reads the settings, so a value set from code follows the same rules.
/// </summary>
public void Clamp()
{
${indent(mechanic.params.map((spec) => snapLine(spec, values[spec.key] ?? spec.defaultValue)).join('\n'), 1)}
}`,
    `static float Snap(string field, float value, float min, float max, float step, float fallback)
{
    if (float.IsNaN(value) || float.IsInfinity(value))
    {
        Debug.LogWarning("${names.className}: " + field + " is not a number; it is set to " + fallback + ".");
        return fallback;
    }
    if (value < min || value > max) Debug.LogWarning("${names.className}: " + field + " " + value + " is outside " + min + " to " + max + "; it is clamped.");
    // Halfway between two steps goes up, as the web game and Godot snap (Mathf.Round would take the even step); the
    // steps are counted to four places first, as a float holds some halfway values just below the middle (1.55f).
    double steps = System.Math.Round(((double)value - min) / step, 4);
    return Mathf.Clamp(min + (float)System.Math.Floor(steps + 0.5) * step, min, max);
}`,
    `static int SnapInt(string field, int value, int min, int max, int step)
{
    if (value < min || value > max) Debug.LogWarning("${names.className}: " + field + " " + value + " is outside " + min + " to " + max + "; it is clamped.");
    return Mathf.Clamp(min + Mathf.FloorToInt((value - min) / (float)step + 0.5f) * step, min, max);
}`,
  ];
  return `// Generated by Microloop from the ${mechanic.name} template. ${valuesSummary(mechanic.params, values)}.
using System;
using System.Text.RegularExpressions;
using UnityEngine;

namespace ${names.csharpNamespace}
{
    /// <summary>Tuned settings of the ${mechanic.name} mechanic. Create one with Assets > Create > Microloop > ${mechanic.name} Config.</summary>
    [CreateAssetMenu(fileName = "${names.className}", menuName = "Microloop/${mechanic.name} Config")]
    public class ${names.className} : ScriptableObject
    {
${indent(members.join('\n\n'), 2)}
    }
}
`;
}

/** The README's C# snippet: a whole MonoBehaviour, so it compiles as it is pasted. */
export function unityLoaderSnippet(mechanic: Mechanic): string {
  const names = exportNames(mechanic);
  const first = mechanic.params[0];
  return `using UnityEngine;
using ${names.csharpNamespace};

public class ${names.className}Loader : MonoBehaviour
{
    public ${names.className} config;

    void Awake()
    {
        TextAsset preset = Resources.Load<TextAsset>("${names.presetResource}");
        config = ${names.className}.FromJson(preset.text);${first ? `\n        Debug.Log("${first.label} " + config.${camelName(first)});` : ''}
    }
}`;
}

export function unityPaths(mechanic: Mechanic) {
  const names = exportNames(mechanic);
  return {
    script: `${names.unityFolder}/${names.className}.cs`,
    // Resources.Load only finds assets under a folder named Resources.
    preset: `${names.unityFolder}/Resources/${names.presetFile}`,
  };
}

/** The README section: what the Unity files are and how to use them. */
export function unityReadmeSection(mechanic: Mechanic): string {
  const names = exportNames(mechanic);
  const paths = unityPaths(mechanic);
  return `## Unity

- \`${paths.script}\`: a \`${names.className}\` ScriptableObject. Every setting is a field with
  \`[Range]\` and \`[Tooltip]\`; \`OnValidate\` keeps edits on the template's steps.
- \`${paths.preset}\`: the same values as a JSON preset (schemaVersion ${schemaVersion}).

1. Copy the \`${names.unityFolder}\` folder into your project's \`Assets\` folder.
2. Create a config asset with **Assets > Create > Microloop > ${mechanic.name} Config**; its fields
   start at the values you tuned.
3. Or load the preset at run time with this MonoBehaviour, saved as \`${names.className}Loader.cs\`.
   The preset sits in a \`Resources\` folder, so \`Resources.Load\` finds it as \`"${names.presetResource}"\`.
   \`LoadFromJson\` calls \`JsonUtility.FromJsonOverwrite\` and logs a warning when a preset is newer
   than the class:

\`\`\`csharp
${unityLoaderSnippet(mechanic)}
\`\`\`
`;
}

export function unityFiles(mechanic: Mechanic, values: Values): ExportFiles {
  const paths = unityPaths(mechanic);
  return { [paths.script]: unityScript(mechanic, values), [paths.preset]: unityPresetJson(mechanic, values) };
}
