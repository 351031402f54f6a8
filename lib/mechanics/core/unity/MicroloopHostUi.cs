// The host's own UI gets its input first: a press on a uGUI object the host's EventSystem finds under the
// pointer, and keys typed into the host's focused text field, are the host's, never the game's. Without
// com.unity.ugui (the package's asmdef sets MICROLOOP_UGUI through versionDefines only when it is installed)
// there is no uGUI to take anything, and the game reads all input. TextMesh Pro's field counts where TMP is
// installed (MICROLOOP_TMP: com.unity.textmeshpro in 2022.3, com.unity.ugui 2.0 in Unity 6), with no hard
// dependency either. UI Toolkit counts too where its module is in the project (MICROLOOP_UITK, from
// com.unity.modules.uielements): a press a UIDocument's panel picks an element at (its root ignores picking, so empty
// areas pick nothing), and keys while an element of one has the focus. A text field the host draws in OnGUI keeps the
// keys too (IMGUI is in every project). Copied into every Microloop package, in the
// package's own namespace.
using UnityEngine;
#if MICROLOOP_UITK
using UnityEngine.UIElements;
#endif
#if MICROLOOP_UGUI
using System.Collections.Generic;
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
        public static bool TakesPointer(MicroloopPointer pointer, Camera gameCamera)
        {
#if MICROLOOP_UITK
            // A press begins: the documents are looked up again (a host may have enabled one since), so the TextField
            // this press focuses is known to TakesKeys. Once a press (its one array), never a frame without one.
            documents = FindDocuments();
            if (ToolkitPicks(pointer.Position)) return true;
#endif
#if MICROLOOP_UGUI
            var events = EventSystem.current;
            if (events == null) return false;
            int id = pointer.UiId;
#if MICROLOOP_INPUT_SYSTEM && ENABLE_INPUT_SYSTEM && ENABLE_LEGACY_INPUT_MANAGER
            // Active Input Handling "Both": the game reads the Input System, the host's EventSystem may run the Input
            // Manager's module, which knows a finger by its Touch.fingerId: the legacy touch at the same place.
            if (pointer.Touch && events.currentInputModule is StandaloneInputModule) id = LegacyFinger(pointer.Position, id);
#endif
            return events.IsPointerOverGameObject(id) && HostUiUnder(events, pointer.Position, gameCamera);
#else
            return false;
#endif
        }

#if MICROLOOP_UGUI
        static readonly List<RaycastResult> hits = new List<RaycastResult>();
        static PointerEventData probe;
        static EventSystem probeSystem;

        /// <summary>
        /// What the EventSystem finds under a screen point is the host's UI over the game, not what lies behind it: a hit
        /// without a camera (a Screen Space - Overlay canvas, a UI Toolkit panel), or one seen through a camera drawn over
        /// the game's (a greater depth). A PhysicsRaycaster or Physics2DRaycaster on the host's world camera under the
        /// game's makes IsPointerOverGameObject true wherever one of its colliders lies behind the game's view
        /// (EventSystem.cs:322-325 answers from any raycaster's hit; PhysicsRaycaster.cs:104-130 keeps every ray inside
        /// its own camera's rect), and so does a World Space or Screen Space - Camera canvas drawn by that camera or the
        /// game's own (GraphicRaycaster.cs:292-304 casts through its camera, Camera.main when it names none, and reads no
        /// culling mask): those taps are the game's.
        /// Asked once a press, with one list and one PointerEventData kept (RaycastAll clears the list: EventSystem.cs:287-302).
        /// </summary>
        static bool HostUiUnder(EventSystem events, Vector2 position, Camera gameCamera)
        {
            if (probe == null || probeSystem != events)
            {
                probe = new PointerEventData(events);
                probeSystem = events;
            }
            probe.position = position;
            events.RaycastAll(probe, hits);
            bool hostUi = false;
            for (int i = 0; i < hits.Count && !hostUi; i++)
            {
                var module = hits[i].module;
                if (module == null) continue;
                var seenBy = module.eventCamera;
                hostUi = seenBy == null || (seenBy != gameCamera && (gameCamera == null || DrawnAfter(seenBy, gameCamera)));
            }
            // No hit kept: the host's objects are not held after the press.
            hits.Clear();
            return hostUi;
        }

        /// <summary>
        /// The camera is drawn after the game's, over it: a greater depth, or, under URP, an Overlay camera in the stack
        /// of a Base camera drawn after the game's, or after the game's own camera in the game camera's stack. An Overlay
        /// camera's own depth plays no part (URP draws each Base camera by depth, then its stack in order), and one in no
        /// stack is not drawn at all.
        /// </summary>
        static bool DrawnAfter(Camera seenBy, Camera gameCamera)
        {
            Camera seenBase, gameBase;
            int seenPlace, gamePlace;
            if (!DrawOrder(seenBy, out seenBase, out seenPlace)) return false;
            if (!DrawOrder(gameCamera, out gameBase, out gamePlace)) return true;
            if (seenBase == gameBase) return seenPlace > gamePlace;
            return seenBase.depth > gameBase.depth;
        }

        static readonly List<MonoBehaviour> cameraScripts = new List<MonoBehaviour>();
        static Camera[] cameras = new Camera[8];
        static System.Type urpCameraType;
        static System.Reflection.PropertyInfo urpRenderType;
        static System.Reflection.PropertyInfo urpCameraStack;

        /// <summary>
        /// The Base camera a camera is drawn with and its place there (0: the Base camera itself, 1 on: its stack). Read
        /// from URP's UniversalAdditionalCameraData by name, as the package does not depend on URP: renderType, and
        /// cameraStack of Base cameras only (it warns when asked of an Overlay camera: com.unity.render-pipelines.universal
        /// UniversalAdditionalCameraData.cs, cameraStack). False for an Overlay camera in no stack.
        /// </summary>
        static bool DrawOrder(Camera camera, out Camera drawnWith, out int place)
        {
            drawnWith = camera;
            place = 0;
            // URP installed but not drawing (the Built-in pipeline: no asset for this quality level): cameras draw by
            // depth, and URP's cameraStack would throw (its renderer is null).
            if (UnityEngine.Rendering.GraphicsSettings.currentRenderPipeline == null) return true;
            var data = UrpCameraData(camera);
            if (data == null) return true;
            try
            {
                return StackedOn(camera, data, ref drawnWith, ref place);
            }
            catch (System.Exception)
            {
                // A URP whose camera data answers otherwise than read here: by depth, as before stacks were read.
                drawnWith = camera;
                place = 0;
                return true;
            }
        }

        static bool StackedOn(Camera camera, Component data, ref Camera drawnWith, ref int place)
        {
            if (System.Convert.ToInt32(urpRenderType.GetValue(data, null)) == 0) return true;
            int count = Camera.allCamerasCount;
            if (cameras.Length < count) cameras = new Camera[count * 2];
            count = Camera.GetAllCameras(cameras);
            try
            {
                for (int i = 0; i < count; i++)
                {
                    var baseData = cameras[i] == camera ? null : UrpCameraData(cameras[i]);
                    if (baseData == null || System.Convert.ToInt32(urpRenderType.GetValue(baseData, null)) != 0) continue;
                    var stack = urpCameraStack.GetValue(baseData, null) as System.Collections.IList;
                    int at = stack == null ? -1 : stack.IndexOf(camera);
                    if (at < 0) continue;
                    drawnWith = cameras[i];
                    place = at + 1;
                    return true;
                }
                return false;
            }
            finally
            {
                // No camera held after the press.
                System.Array.Clear(cameras, 0, count);
            }
        }

        static Component UrpCameraData(Camera camera)
        {
            camera.GetComponents(cameraScripts);
            Component data = null;
            for (int i = 0; i < cameraScripts.Count && data == null; i++)
            {
                var script = cameraScripts[i];
                if (script == null) continue;
                var type = script.GetType();
                if (type.Name != "UniversalAdditionalCameraData" || type.Namespace != "UnityEngine.Rendering.Universal") continue;
                if (urpCameraType != type)
                {
                    urpRenderType = type.GetProperty("renderType");
                    urpCameraStack = type.GetProperty("cameraStack");
                    urpCameraType = type;
                }
                if (urpRenderType != null && urpCameraStack != null) data = script;
            }
            cameraScripts.Clear();
            return data;
        }
#endif

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

#if MICROLOOP_UITK
        /// <summary>The host's UIDocuments, as last looked up (at the first ask, then at each press of a pointer or a game's key).</summary>
        static UIDocument[] documents;

        static UIDocument[] FindDocuments()
        {
            // 6000.4 made the overload with FindObjectsSortMode obsolete (as MicroloopStage.Active).
#if UNITY_6000_4_OR_NEWER
            return Object.FindObjectsByType<UIDocument>();
#else
            return Object.FindObjectsByType<UIDocument>(FindObjectsSortMode.None);
#endif
        }

        /// <summary>
        /// A UIDocument's panel has an element under this screen point (bottom-left origin): IPanel.Pick after
        /// RuntimePanelUtils.ScreenToPanel, which takes a top-left origin (UnityCsReference 2022.3
        /// RuntimePanelUtils.cs:18, Panel.cs:285). A UIDocument's root ignores picking (UIDocument.cs:431).
        /// </summary>
        static bool ToolkitPicks(Vector2 screen)
        {
            var top = new Vector2(screen.x, Screen.height - screen.y);
            for (int i = 0; i < documents.Length; i++)
            {
                var panel = PanelOf(documents[i]);
                if (panel != null && panel.Pick(RuntimePanelUtils.ScreenToPanel(panel, top)) != null) return true;
            }
            return false;
        }

        static IPanel PanelOf(UIDocument document)
        {
            if (document == null || !document.isActiveAndEnabled) return null;
            var root = document.rootVisualElement;
            return root == null ? null : root.panel;
        }

        /// <summary>
        /// An element of a UIDocument has the focus: a TextField or a number field the player types into, or a control
        /// (a Button the player last clicked, a Slider, a Toggle) the panel sends Submit and the arrows to
        /// (PanelEventHandler.OnSubmit and OnMove; UI Toolkit's own event system the same). A press on the game's
        /// background blurs it (the EventSystem deselects the panel: PanelEventHandler.OnDeselect, Panel.Blur), so the
        /// keys come back to the game.
        /// </summary>
        static bool ToolkitHasFocus()
        {
            if (documents == null) documents = FindDocuments();
            for (int i = 0; i < documents.Length; i++)
            {
                var panel = PanelOf(documents[i]);
                if (panel != null && panel.focusController != null && panel.focusController.focusedElement != null) return true;
            }
            return false;
        }
#endif

        /// <summary>
        /// A text field the host draws in OnGUI (a debug console) has the keyboard: GUI.DoTextField gives its control
        /// the keyboardControl on a press in it and keeps its TextEditor as the control's state object (UnityCsReference
        /// 2022.3 Modules/IMGUI/GUI.cs:630-701, GUIUtility.cs:95). IMGUI sends it the keys until another control takes
        /// them, so they are its. Read outside OnGUI: 2022.3 reads it anywhere (GUIUtility.cs:124-131); 6000 warns only
        /// under a diagnostic switch. The game's own HUD has no IMGUI control.
        /// </summary>
        static bool ImguiFieldHasKeys()
        {
            int control = GUIUtility.keyboardControl;
            return control != 0 && GUIUtility.QueryStateObject(typeof(TextEditor), control) != null;
        }

        /// <summary>
        /// The host's UI has the keyboard: a text field the host draws in OnGUI has it, or the EventSystem's selected
        /// object is a focused InputField (or TMP_InputField), or another control of the host's the EventSystem sends the keys to (see below), or an
        /// element of a UI Toolkit document has the focus. <paramref name="keyPressed"/>: a key the game reads
        /// went down this frame, so the documents are looked up again first (a chat the host made and focused from code
        /// since the last press, with no press of its own, is found before the key acts). Once a press, never a frame without one.
        /// </summary>
        public static bool TakesKeys(bool keyPressed)
        {
            if (ImguiFieldHasKeys()) return true;
#if MICROLOOP_UITK
            if (keyPressed) documents = FindDocuments();
            if (ToolkitHasFocus()) return true;
#endif
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
            // Any other control of the host's that is selected (a Button the player last clicked stays selected:
            // Selectable.OnPointerDown, Selectable.cs:1256-1258) hears the keyboard from the EventSystem: Submit clicks it
            // (Enter, and Space with the Input Manager's default axes) and Move moves a Slider or the selection (the
            // arrows, WASD): StandaloneInputModule.cs:469-475 and :510, InputSystemUIInputModule.cs:767-784. One key
            // acts once: the host's while it is selected; a press on the game's background deselects it (both modules'
            // default), and the keys are the game's again.
            Selectable control;
            if (events.sendNavigationEvents && selected.activeInHierarchy && selected.TryGetComponent(out control) && control.IsInteractable()) return true;
#endif
            return false;
        }
    }
}
