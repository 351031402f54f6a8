// The UnityEditor types a kit's Editor assembly uses, enough for mcs to compile it (it is never run here).
// Every public member exists in Unity 2022.3 with the same signature and kind, each citing its file in
// UnityCsReference's 2022.3 branch (tag 2022.3.9f1); nothing else is declared, so code that uses any
// other editor API fails to compile here as it would not in Unity. Compiled against UnityEngine.stub.cs.
using System;

namespace UnityEngine.SceneManagement
{
    // Runtime/Export/SceneManager/Scene.cs: `public partial struct Scene` (here only as NewScene's result).
    public partial struct Scene {}

    // Runtime/Export/SceneManager/SceneManager.cs: `public partial class SceneManager` (EditorSceneManager's base).
    public partial class SceneManager {}
}

namespace UnityEditor
{
    // Editor/Mono/MenuItem.cs: `[AttributeUsage(AttributeTargets.Method, AllowMultiple = true)] public sealed class MenuItem : Attribute`.
    [AttributeUsage(AttributeTargets.Method, AllowMultiple = true)]
    public sealed class MenuItem : Attribute
    {
        public MenuItem(string itemName) : this(itemName, false) {}
        public MenuItem(string itemName, bool isValidateFunction) : this(itemName, isValidateFunction, 1000) {}
        public MenuItem(string itemName, bool isValidateFunction, int priority) {}
    }

    // Editor/Mono/EditorApplication.bindings.cs: `public sealed partial class EditorApplication`, with
    // `isPlaying { get; set; }`, `EnterPlaymode()`, `ExitPlaymode()` and `isPlayingOrWillChangePlaymode { get; }`.
    public sealed partial class EditorApplication
    {
        public static bool isPlaying { get; set; }
        public static bool isPlayingOrWillChangePlaymode { get { return isPlaying; } }
        public static void EnterPlaymode() { isPlaying = true; }
        public static void ExitPlaymode() { isPlaying = false; }
    }
}

namespace UnityEditor.SceneManagement
{
    // Editor/Mono/EditorSceneManager.cs: `public enum NewSceneMode { Single, Additive }`.
    public enum NewSceneMode { Single, Additive }

    // Editor/Mono/EditorSceneManager.cs: `public enum NewSceneSetup { EmptyScene, DefaultGameObjects }`.
    public enum NewSceneSetup { EmptyScene, DefaultGameObjects }

    // Editor/Mono/EditorSceneManager.cs and EditorSceneManager.bindings.cs: `public sealed partial class
    // EditorSceneManager : SceneManager`, with `Scene NewScene(NewSceneSetup)`, `Scene NewScene(NewSceneSetup,
    // NewSceneMode)` and `bool SaveCurrentModifiedScenesIfUserWantsTo()`.
    public sealed partial class EditorSceneManager : UnityEngine.SceneManagement.SceneManager
    {
        public static UnityEngine.SceneManagement.Scene NewScene(NewSceneSetup setup) { return NewScene(setup, NewSceneMode.Single); }
        public static UnityEngine.SceneManagement.Scene NewScene(NewSceneSetup setup, NewSceneMode mode) { return new UnityEngine.SceneManagement.Scene(); }
        public static bool SaveCurrentModifiedScenesIfUserWantsTo() { return true; }
    }
}
