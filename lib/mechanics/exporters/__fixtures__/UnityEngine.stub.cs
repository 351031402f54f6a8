// The few UnityEngine types the generated scripts use, enough for mcs to compile them and for
// mono to run them. JsonUtility and Resources behave like Unity's for flat presets.
using System;
using System.Globalization;
using System.IO;
using System.Reflection;
using System.Text.RegularExpressions;

namespace UnityEngine
{
    public class Object
    {
        public string name { get; set; }
    }

    public class ScriptableObject : Object
    {
        public static T CreateInstance<T>() where T : ScriptableObject
        {
            return Activator.CreateInstance<T>();
        }
    }

    public class Component : Object {}
    public class Behaviour : Component {}
    public class MonoBehaviour : Behaviour {}

    public class TextAsset : Object
    {
        public string text { get; set; }
    }

    public static class Resources
    {
        /// <summary>The Resources folder Load reads from (Unity merges every Resources folder).</summary>
        public static string Root = ".";

        public static T Load<T>(string path) where T : Object
        {
            if (typeof(T) != typeof(TextAsset)) return null;
            var file = Path.Combine(Root, path + ".json");
            if (!File.Exists(file)) return null;
            return (T)(Object)new TextAsset { text = File.ReadAllText(file) };
        }
    }

    [AttributeUsage(AttributeTargets.Class)]
    public sealed class CreateAssetMenuAttribute : Attribute
    {
        public string fileName { get; set; }
        public string menuName { get; set; }
    }

    [AttributeUsage(AttributeTargets.Field)]
    public sealed class RangeAttribute : Attribute
    {
        public readonly float min;
        public readonly float max;
        public RangeAttribute(float min, float max) { this.min = min; this.max = max; }
    }

    [AttributeUsage(AttributeTargets.Field)]
    public sealed class TooltipAttribute : Attribute
    {
        public readonly string tooltip;
        public TooltipAttribute(string tooltip) { this.tooltip = tooltip; }
    }

    [AttributeUsage(AttributeTargets.Field)]
    public sealed class HideInInspector : Attribute {}

    public static class Mathf
    {
        public static float Clamp(float value, float min, float max) { return Math.Max(min, Math.Min(max, value)); }
        public static int Clamp(int value, int min, int max) { return Math.Max(min, Math.Min(max, value)); }
        public static float Round(float value) { return (float)Math.Round(value); }
        public static int RoundToInt(float value) { return (int)Math.Round(value); }
        public static float Max(float a, float b) { return Math.Max(a, b); }
        public static int Max(int a, int b) { return Math.Max(a, b); }
    }

    public static class Debug
    {
        public static void Log(object message) { Console.WriteLine(message); }
        public static void LogWarning(object message) { Console.WriteLine("warning: " + message); }
    }

    public static class JsonUtility
    {
        static readonly Regex NumberField = new Regex("\"(\\w+)\"\\s*:\\s*(-?[0-9.eE+-]+)");

        public static void FromJsonOverwrite(string json, object target)
        {
            foreach (Match match in NumberField.Matches(json))
            {
                var field = target.GetType().GetField(match.Groups[1].Value, BindingFlags.Public | BindingFlags.Instance);
                if (field == null) continue;
                var number = double.Parse(match.Groups[2].Value, CultureInfo.InvariantCulture);
                field.SetValue(target, Convert.ChangeType(number, field.FieldType, CultureInfo.InvariantCulture));
            }
        }
    }
}
