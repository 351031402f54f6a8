// The members of the UnityEngine stub that the latest Unity 6000.x (6000.7) changed from 2022.3, as
// 6000.7 declares them: compiled with STUB_UNITY_6000 together with UnityEngine.stub.cs, which then
// leaves out its 2022.3 version of each. A kit that compiles against this with -warnaserror gives no
// obsolete-member warning (CS0618/CS0619) in Unity 6.
#if STUB_UNITY_6000
using System;

namespace UnityEngine
{
    // UnityCsReference 6000.7: Runtime/Export/Scripting/UnityEngineObject.bindings.cs (FindObjectsSortMode,
    // obsolete from 6000.4 on)
    [Obsolete("FindObjectsSortMode has been deprecated. Use the FindObjectsByType overloads that do not take a FindObjectsSortMode parameter.", false)]
    public enum FindObjectsSortMode { None = 0, InstanceID = 1 }

    // UnityCsReference 6000.7: Runtime/Export/Scripting/UnityEngineObject.bindings.cs (FindObjectsByType<T>,
    // the overload without a sort mode added and the one with it made obsolete in 6000.4)
    public partial class Object
    {
        [Obsolete("FindObjectsByType with FindObjectsSortMode parameter has been deprecated. Use FindObjectsByType<T>() or FindObjectsByType<T>(FindObjectsInactive) instead. InstanceID will be replaced in the future with EntityId and previous sort order cannot be maintained.", false)]
        public static T[] FindObjectsByType<T>(FindObjectsSortMode sortMode) where T : Object { return Found<T>(); }

        public static T[] FindObjectsByType<T>() where T : Object { return Found<T>(); }
    }
}
#endif
