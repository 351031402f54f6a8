// Runs generated configs the way a Unity project would, and prints what they hold as name=value lines.
//   preset <ConfigType> <preset.json>        FromJson on a preset
//   loader <LoaderType> <Resources folder>   the README's MonoBehaviour: Awake, then its config
using System;
using System.Globalization;
using System.IO;
using System.Reflection;

public static class Harness
{
    static void Print(object config)
    {
        var flags = BindingFlags.Public | BindingFlags.Instance | BindingFlags.DeclaredOnly;
        foreach (var field in config.GetType().GetFields(flags))
            Console.WriteLine(field.Name + "=" + Convert.ToString(field.GetValue(config), CultureInfo.InvariantCulture));
        foreach (var property in config.GetType().GetProperties(flags))
            Console.WriteLine(property.Name + "=" + Convert.ToString(property.GetValue(config, null), CultureInfo.InvariantCulture));
    }

    public static int Main(string[] args)
    {
        var type = Type.GetType(args[1], true);
        if (args[0] == "preset")
        {
            Print(type.GetMethod("FromJson").Invoke(null, new object[] { File.ReadAllText(args[2]) }));
            return 0;
        }
        UnityEngine.Resources.Root = args[2];
        var loader = Activator.CreateInstance(type);
        type.GetMethod("Awake", BindingFlags.NonPublic | BindingFlags.Instance).Invoke(loader, null);
        Print(type.GetField("config").GetValue(loader));
        return 0;
    }
}
