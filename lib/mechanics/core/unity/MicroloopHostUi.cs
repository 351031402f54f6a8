// The host's own UI gets its input first: a press on a uGUI object the host's EventSystem finds under the
// pointer, and keys typed into the host's focused text field, are the host's, never the game's. Without
// com.unity.ugui (the package's asmdef sets MICROLOOP_UGUI through versionDefines only when it is installed)
// there is no uGUI to take anything, and the game reads all input. TextMesh Pro's field counts where TMP is
// installed (MICROLOOP_TMP: com.unity.textmeshpro in 2022.3, com.unity.ugui 2.0 in Unity 6), with no hard
// dependency either. Copied into every Microloop package, in the package's own namespace.
using UnityEngine;
#if MICROLOOP_UGUI
using UnityEngine.EventSystems;
using UnityEngine.UI;
#endif

namespace Microloop
{
    internal static class MicroloopHostUi
    {
        /// <summary>
        /// The host's EventSystem has a UI object under this pointer (its id: MicroloopPointer.UiId). Asked after the
        /// EventSystem's Update, which raycasts each pointer (the games run at a later DefaultExecutionOrder):
        /// before it the module answers from the last frame (com.unity.ugui EventSystem.cs:322-325, Process from
        /// Update at :492-530; InputSystem 1.7.0 Plugins/UI/InputSystemUIInputModule.cs:155-157).
        /// </summary>
        public static bool TakesPointer(MicroloopPointer pointer)
        {
#if MICROLOOP_UGUI
            var events = EventSystem.current;
            if (events == null) return false;
            int id = pointer.UiId;
#if MICROLOOP_INPUT_SYSTEM && ENABLE_INPUT_SYSTEM && ENABLE_LEGACY_INPUT_MANAGER
            // Active Input Handling "Both": the game reads the Input System, the host's EventSystem may run the Input
            // Manager's module, which knows a finger by its Touch.fingerId: the legacy touch at the same place.
            if (pointer.Touch && events.currentInputModule is StandaloneInputModule) id = LegacyFinger(pointer.Position, id);
#endif
            return events.IsPointerOverGameObject(id);
#else
            return false;
#endif
        }

#if MICROLOOP_UGUI && MICROLOOP_INPUT_SYSTEM && ENABLE_INPUT_SYSTEM && ENABLE_LEGACY_INPUT_MANAGER
        static int LegacyFinger(Vector2 position, int otherwise)
        {
            for (int i = 0; i < Input.touchCount; i++)
            {
                var touch = Input.GetTouch(i);
                var gap = touch.position - position;
                if (gap.x * gap.x + gap.y * gap.y < 1) return touch.fingerId;
            }
            return otherwise;
        }
#endif

        /// <summary>The host's text field has the keyboard: the EventSystem's selected object is a focused InputField (or TMP_InputField).</summary>
        public static bool TakesKeys()
        {
#if MICROLOOP_UGUI
            var events = EventSystem.current;
            if (events == null) return false;
            var selected = events.currentSelectedGameObject;
            if (selected == null) return false;
            // TryGetComponent: GetComponent of a missing component allocates in the editor; this never does.
            InputField field;
            if (selected.TryGetComponent(out field) && field.isFocused) return true;
#if MICROLOOP_TMP
            TMPro.TMP_InputField textMeshField;
            if (selected.TryGetComponent(out textMeshField) && textMeshField.isFocused) return true;
#endif
#endif
            return false;
        }
    }
}
