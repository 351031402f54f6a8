// The UnityEngine (and Input System) types the kits use, enough for mcs to compile them and for
// mono to run them. Every public member exists in Unity 2022.3 with the same signature, and each type
// has Unity's kind (class, sealed, static or struct); each cites its file in UnityCsReference's 2022.3
// branch or in the Input System package at 1.7.0 (Packages/com.unity.inputsystem/InputSystem/). What is NOT Unity's is internal (StubPlayer, Resources.Root,
// the scene lists): the tests script frames and input through it, and kit code compiled apart from
// this file cannot see it. JsonUtility and Resources behave like Unity's for flat presets.
// Compiled with STUB_UNITY_6000 and UnityEngine.6000.stub.cs, the members Unity 6000.x changed are
// those of the latest 6000.x instead (each cited there). STUB_UGUI adds com.unity.ugui's EventSystem, its
// input modules and InputField (cited from Unity-Technologies/uGUI, the com.unity.ugui package, branch
// 6000.0), STUB_TMP TextMesh Pro's TMP_InputField.
//
// The frame is Unity's player loop as far as the kits meet it (StubPlayer.Frame): Awake and OnEnable when a
// component becomes active, Update then LateUpdate in DefaultExecutionOrder order, the OnGUI passes (a
// Layout pass before each event while useGUILayout, one pass per input event, then Repaint), the time scale,
// focus and application pause as a player and the editor send them, and OnDisable then OnDestroy on Destroy.
using System;
using System.Collections.Generic;
using System.Globalization;
using System.IO;
using System.Reflection;
using System.Runtime.CompilerServices;
using System.Text.RegularExpressions;

[assembly: InternalsVisibleTo("GameHarness")]

/// <summary>
/// Stub only, not Unity's, and outside its namespace: the page around a Web build, as the package's .jslib reads it. The
/// harness compiles the kits it plays with a stand-in for MicroloopBrowser.cs that reads this (unity-package.test.ts);
/// no shipped file names it.
/// </summary>
public static class StubWebPage
{
    public static float PixelRatio;
    public static bool FingerFirst;
}

namespace UnityEngine
{
    /// <summary>Stub only: one finger of StubPlayer.Fingers.</summary>
    internal sealed class StubFinger
    {
        static int touches;
        bool began;

        /// <summary>Down this frame: a new touch, with a new TouchId.</summary>
        public bool Began
        {
            get { return began; }
            set
            {
                if (value && !began) TouchId = ++touches;
                began = value;
            }
        }
        public bool Held;
        public bool Ended;
        public Vector2 Position;
        /// <summary>The Input System's id of this touch (TouchControl.touchId): a new one each time a finger comes down.</summary>
        public int TouchId;
    }

    /// <summary>Stub only, not Unity's: the frame the tests play (delta time, screen, input pressed this frame).</summary>
    internal static class StubPlayer
    {
        public static float DeltaTime = 1f / 60f;
        public static int ScreenWidth = 800;
        public static int ScreenHeight = 600;
        /// <summary>The display's refresh rate (Screen.currentResolution.refreshRateRatio), in Hz.</summary>
        public static uint RefreshHz = 60;
        /// <summary>Seconds of real time (the Input System's event timeline); it moves by DeltaTime each frame.</summary>
        public static double RealTime;
        /// <summary>
        /// Seconds the player loop stood still before the next frame (an application suspended on a phone, a player
        /// without Run In Background): that frame's unscaledDeltaTime carries them, as Unity's does (the real time
        /// since the last frame, not capped), its deltaTime is capped at Time.maximumDeltaTime; reset after every frame.
        /// </summary>
        public static float Away;
        /// <summary>How long before this frame's start its presses came in (the Input System stamps each event); 0 after every frame.</summary>
        public static double PressAgo;
        /// <summary>Seconds of the frame before the game's Update (FixedUpdate steps, the host's earlier scripts): the Input System's time now is that far past the frame's start.</summary>
        public static double UpdateAfter;
        /// <summary>The mouse moved this frame, its last movement this long before Update (-1: it did not move); reset after every frame.</summary>
        public static double MouseMovedAgo = -1;
        /// <summary>Application.isEditor: Play mode in the editor rather than a player build.</summary>
        public static bool Editor;
        /// <summary>
        /// The editor's project uses URP's 2D Renderer: a new SpriteRenderer gets Sprite-Lit-Default (the 2D
        /// Renderer data's default material; a player gets the built-in Sprites-Default), and with no 2D light in
        /// the scene (the stub has no Light2D) URP draws it black.
        /// </summary>
        public static bool Urp2DRenderer;
        /// <summary>Application.isMobilePlatform: a phone or tablet player.</summary>
        public static bool Mobile;
        /// <summary>Application.platform: the player the game runs in.</summary>
        public static RuntimePlatform Platform = RuntimePlatform.LinuxPlayer;
        /// <summary>Screen.safeArea, or null for the whole screen (a screen with no cut-out).</summary>
        public static Rect? SafeArea;
        /// <summary>The device has a touch screen (Input.touchSupported; the Input System's Touchscreen exists). A first touch shows one.</summary>
        public static bool TouchScreen;
        /// <summary>Every text a GUI.Label or GUI.Box drew since the last EndFrame, where on the screen (pixels, after GUI.matrix) and how tall its letters are (pixels).</summary>
        // Sized up front: its growing would count as the measured Game's garbage (Unity's GUI.Label allocates nothing).
        public static readonly List<DrawnText> Drawn = new List<DrawnText>(4096);
        public static readonly HashSet<KeyCode> KeysDown = new HashSet<KeyCode>();
        /// <summary>Keys held down (kept across frames; a key pressed this frame is held too).</summary>
        public static readonly HashSet<KeyCode> KeysHeld = new HashSet<KeyCode>();
        public static bool MouseDown;
        /// <summary>Mouse button 0 went up this frame.</summary>
        public static bool MouseUp;
        /// <summary>Keys that went up this frame.</summary>
        public static readonly HashSet<KeyCode> KeysUp = new HashSet<KeyCode>();
        /// <summary>Mouse button 0, or a touch, held down (kept across frames).</summary>
        public static bool MouseHeld;
        public static Vector3 MousePosition;
        /// <summary>Fingers on the screen, by finger id: Began this frame, Held from before (kept across frames), Ended this frame.</summary>
        public static readonly StubFinger[] Fingers = { new StubFinger(), new StubFinger(), new StubFinger(), new StubFinger(), new StubFinger() };
        /// <summary>Finger 0 (what the harness's one-finger plays use).</summary>
        public static bool TouchBegan { get { return Fingers[0].Began; } set { Fingers[0].Began = value; } }
        public static bool TouchHeld { get { return Fingers[0].Held; } set { Fingers[0].Held = value; } }
        public static Vector2 TouchPosition { get { return Fingers[0].Position; } set { Fingers[0].Position = value; } }
        /// <summary>
        /// Finger 0 is a stylus (an Apple Pencil, an S Pen): the Input System gives it as its Pen, not as a touch
        /// (InputSystem 1.7.0: Devices/Pen.cs; Documentation~/Pen.md), the Input Manager as a touch (Touch.type Stylus).
        /// </summary>
        public static bool FingerIsPen;
        /// <summary>A finger is on the screen (began, held or lifted this frame).</summary>
        internal static bool Touching()
        {
            foreach (var finger in Fingers) if (finger.Began || finger.Held || finger.Ended) return true;
            return false;
        }
        /// <summary>Time.timeScale: 0 stops Time.deltaTime, not the audio clock or Time.unscaledDeltaTime.</summary>
        public static float TimeScale = 1;
        public static int FrameCount;
        /// <summary>FindObjectsByType&lt;UIDocument&gt; calls, and the bytes they allocated (STUB_UITK).</summary>
        public static int DocumentLookups;
        public static long DocumentLookupBytes;
        /// <summary>Screen.dpi: 0 where the platform does not know it, as in Unity.</summary>
        public static float Dpi;
        /// <summary>The application is paused (OnApplicationPause(true), a phone's home button): the audio clock stands still.</summary>
        public static bool ApplicationPaused;
        /// <summary>The render pipeline asset in use (GraphicsSettings.currentRenderPipeline): null, the Built-in pipeline, unless a test sets one.</summary>
        public static UnityEngine.Rendering.RenderPipelineAsset RenderPipeline;

        /// <summary>Whether the player has the focus (Application.isFocused): the last OnApplicationFocus sent, true at start.</summary>
        public static bool Focused = true;
        /// <summary>PlayerPrefs, kept across Plays and across the games of a run, as on a device.</summary>
        public static readonly Dictionary<string, object> Prefs = new Dictionary<string, object>();
        /// <summary>Whether a GUI.Label or GUI.Box drew this text since the last EndFrame.</summary>
        internal static bool Drew(string text)
        {
            foreach (var drawn in Drawn) if (drawn.Text == text) return true;
            return false;
        }

        /// <summary>
        /// Entering Play mode with domain reload off (Enter Play Mode Options): statics keep their values; Unity
        /// calls each [RuntimeInitializeOnLoadMethod] method, SubsystemRegistration first
        /// (UnityCsReference 2022.3: Runtime/Export/Scripting/RuntimeInitializeOnLoadAttribute.cs).
        /// </summary>
        public static void EnterPlayMode(Assembly assembly)
        {
            foreach (RuntimeInitializeLoadType stage in new[] { RuntimeInitializeLoadType.SubsystemRegistration, RuntimeInitializeLoadType.AfterAssembliesLoaded, RuntimeInitializeLoadType.BeforeSplashScreen, RuntimeInitializeLoadType.BeforeSceneLoad, RuntimeInitializeLoadType.AfterSceneLoad })
            {
                foreach (var type in assembly.GetTypes())
                {
                    foreach (var method in type.GetMethods(BindingFlags.Static | BindingFlags.Public | BindingFlags.NonPublic | BindingFlags.DeclaredOnly))
                    {
                        var attribute = (RuntimeInitializeOnLoadMethodAttribute)Attribute.GetCustomAttribute(method, typeof(RuntimeInitializeOnLoadMethodAttribute));
                        if (attribute != null && attribute.loadType == stage) method.Invoke(null, null);
                    }
                }
            }
        }
        /// <summary>Active Input Handling includes the Input Manager (Old or Both): UnityEngine.Input works.</summary>
        public static bool LegacyInputEnabled = true;
        public static readonly List<Camera> Cameras = new List<Camera>();
        public static readonly List<GameObject> Objects = new List<GameObject>();
        /// <summary>The audio clock (AudioSettings.dspTime); it moves by DeltaTime each frame while AudioRunning.</summary>
        public static double DspTime;
        public static bool AudioRunning = true;
        /// <summary>Every AudioSource.PlayScheduled call not stopped before it sounded: the clip's name and the dspTime it starts at.</summary>
        public static readonly List<KeyValuePair<string, double>> Scheduled = new List<KeyValuePair<string, double>>();
        /// <summary>The source of each entry of Scheduled.</summary>
        internal static readonly List<AudioSource> ScheduledBy = new List<AudioSource>();
        /// <summary>The clip's length in seconds of each entry of Scheduled.</summary>
        internal static readonly List<double> ScheduledSeconds = new List<double>();
        /// <summary>
        /// Sounds stopped while they sounded: Unity's AudioSource.Stop() (and a new Play on the same source) cuts the
        /// clip it is playing (UnityCsReference 2022.3 Modules/Audio/Public/ScriptBindings/Audio.bindings.cs, Stop).
        /// </summary>
        public static int Cut;

        public static void ClearScheduled()
        {
            Scheduled.Clear();
            ScheduledBy.Clear();
            ScheduledSeconds.Clear();
            Cut = 0;
        }

        /// <summary>PlayScheduled calls nobody heard: no enabled AudioListener was in the scene.</summary>
        public static int Unheard;
        /// <summary>
        /// Draw as a player build does: a renderer with no material, or on Default-Material (which
        /// CreatePrimitive gives; URP builds draw it with the error shader or not at all), or a
        /// SpriteRenderer with no sprite, fails the frame.
        /// </summary>
        public static bool PlayerBuild = true;
        /// <summary>Materials, textures, sprites, audio clips and ScriptableObjects made at run time and not destroyed yet.</summary>
        public static int LiveAssets;
        internal static readonly Material DefaultMaterial = new Material("Default-Material", true);
        internal static readonly Material SpriteMaterial = new Material("Sprites-Default", true);
        internal static readonly Material LitSpriteMaterial = new Material("Sprite-Lit-Default", true);

        internal static void Created(Object asset) { LiveAssets++; }
        /// <summary>Every clip made by AudioClip.Create.</summary>
        internal static readonly List<AudioClip> ScriptClips = new List<AudioClip>();

        /// <summary>
        /// The audio device changes (headphones plugged in): every clip made by script is lost, so is every sound
        /// scheduled and not yet begun ("any play state will be lost": Unity Manual, Audio Settings), and
        /// AudioSettings.OnAudioConfigurationChanged(true) is raised.
        /// </summary>
        public static void ChangeAudioDevice()
        {
            foreach (var clip in ScriptClips) clip.lost = true;
            for (int i = Scheduled.Count - 1; i >= 0; i--)
            {
                if (Scheduled[i].Value <= DspTime) continue;
                Scheduled.RemoveAt(i);
                ScheduledBy.RemoveAt(i);
                ScheduledSeconds.RemoveAt(i);
            }
            AudioSettings.InvokeOnAudioConfigurationChanged(true);
        }

        public static int AudioChangeListeners { get { return AudioSettings.Listeners; } }
        internal static void Forget(Object asset) { if (asset is Material || asset is Texture || asset is Sprite || asset is AudioClip || asset is ScriptableObject) LiveAssets--; }

        /// <summary>Destroys a GameObject and everything under it; their MonoBehaviours get OnDestroy, as in Unity.</summary>
        internal static void DestroyHierarchy(GameObject root)
        {
            var doomed = Objects.FindAll(go =>
            {
                for (var at = go.transform; at != null; at = at.parent) if (at.gameObject == root) return true;
                return false;
            });
            foreach (var go in doomed)
            {
                foreach (var component in go.Components.ToArray())
                {
                    var behaviour = component as MonoBehaviour;
                    if (behaviour != null) Destroyed(behaviour);
                }
            }
            foreach (var go in doomed)
            {
                go.destroyed = true;
                foreach (var component in go.Components) component.destroyed = true;
                Objects.Remove(go);
                Cameras.RemoveAll(camera => camera.gameObject == go);
            }
        }

        /// <summary>Objects Object.Destroy was called on this frame: destroyed at its end (EndOfFrame).</summary>
        internal static readonly List<Object> Doomed = new List<Object>();

        /// <summary>
        /// The end of a frame's scripts (after LateUpdate, before it is drawn): every object destroyed this frame goes.
        /// A test calls it to see a Destroy take effect without playing a frame.
        /// </summary>
        public static void EndOfFrame()
        {
            for (int i = 0; i < Doomed.Count; i++) Object.DestroyNow(Doomed[i]);
            Doomed.Clear();
        }

        /// <summary>An enabled AudioListener on an active GameObject: without one Unity plays every AudioSource unheard.</summary>
        internal static bool Listening()
        {
            // Without a list: Unity's PlayScheduled allocates no managed memory, nor may the stub's.
            foreach (var go in Objects)
            {
                if (!go.activeInHierarchy) continue;
                foreach (var component in go.Components)
                {
                    var listener = component as AudioListener;
                    if (listener != null && listener.enabled) return true;
                }
            }
            return false;
        }

        /// <summary>Draws the frame (see PlayerBuild), forgets what was pressed this frame; the audio clock moves on.</summary>
        public static void EndFrame()
        {
            if (PlayerBuild) Draw();
            // The audio clock counts real time, whatever Time.timeScale; it is constant while the application is paused.
            if (AudioRunning && !ApplicationPaused) DspTime += DeltaTime;
            RealTime += DeltaTime + Away;
            Away = 0;
            PressAgo = 0;
            MouseMovedAgo = -1;
            FrameCount++;
            KeysDown.Clear();
            KeysUp.Clear();
            MouseDown = false;
            MouseUp = false;
            // A finger that began is held only when the test says so (Held), as the harness's taps always were.
            foreach (var finger in Fingers)
            {
                if (finger.Began || finger.Held) TouchScreen = true;
                finger.Began = false;
                finger.Ended = false;
            }
        }

        // The player loop -----------------------------------------------------------------------------------------

        /// <summary>A MonoBehaviour's place in the loop: its order, whether Awake ran, and its messages as delegates (no garbage per call).</summary>
        internal sealed class Script
        {
            public MonoBehaviour Behaviour;
            public int Order;
            public int Index;
            public bool Awoken;
            /// <summary>OnEnable was sent and OnDisable not since.</summary>
            public bool Live;
            public bool Started;
            public Action Update;
            public Action LateUpdate;
            public Action OnGUI;
        }

        static readonly List<Script> scripts = new List<Script>(64);
        static bool unsorted;
        static int made;
        /// <summary>The input events of this frame, each an OnGUI pass (room made once).</summary>
        static readonly EventType[] guiEvents = new EventType[64];

        /// <summary>
        /// Finds a message as Unity does: declared on the script's class or inherited, public or not
        /// (Manual: Order of execution for event functions; ScriptReference: MonoBehaviour, Messages).
        /// </summary>
        internal static MethodInfo MessageOf(Type type, string name, Type[] parameters)
        {
            for (var at = type; at != null && at != typeof(MonoBehaviour); at = at.BaseType)
            {
                var method = at.GetMethod(name, BindingFlags.Instance | BindingFlags.Public | BindingFlags.NonPublic | BindingFlags.DeclaredOnly, null, parameters, null);
                if (method != null) return method;
            }
            return null;
        }

        static Action Bound(MonoBehaviour behaviour, string name)
        {
            var method = MessageOf(behaviour.GetType(), name, Type.EmptyTypes);
            return method == null ? null : (Action)Delegate.CreateDelegate(typeof(Action), behaviour, method);
        }

        static void Send(MonoBehaviour behaviour, string name)
        {
            var method = MessageOf(behaviour.GetType(), name, Type.EmptyTypes);
            if (method != null) method.Invoke(behaviour, null);
        }

        /// <summary>
        /// A script's default order: its class's DefaultExecutionOrder, inherited from a base class (UnityCsReference
        /// 2022.3: Runtime/Export/Scripting/AttributeHelperEngine.cs:112-128 reads it with GetCustomAttributes(type, true)).
        /// </summary>
        static int OrderOf(Type type)
        {
            var found = type.GetCustomAttributes(typeof(DefaultExecutionOrder), true);
            return found.Length > 0 ? ((DefaultExecutionOrder)found[0]).order : 0;
        }

        internal static Script ScriptOf(MonoBehaviour behaviour)
        {
            foreach (var script in scripts) if (ReferenceEquals(script.Behaviour, behaviour)) return script;
            return null;
        }

        /// <summary>AddComponent of a MonoBehaviour: on an active GameObject Awake runs at once, then OnEnable (ScriptReference: MonoBehaviour.Awake).</summary>
        internal static void Added(MonoBehaviour behaviour)
        {
            var script = new Script
            {
                Behaviour = behaviour,
                Order = OrderOf(behaviour.GetType()),
                Index = made++,
                Update = Bound(behaviour, "Update"),
                LateUpdate = Bound(behaviour, "LateUpdate"),
                OnGUI = Bound(behaviour, "OnGUI"),
            };
            scripts.Add(script);
            unsorted = true;
            if (behaviour.gameObject.activeInHierarchy) Wake(script);
        }

        static void Wake(Script script)
        {
            if (!script.Awoken)
            {
                script.Awoken = true;
                Send(script.Behaviour, "Awake");
            }
            if (!script.Live && script.Behaviour.enabled && !script.Behaviour.destroyed && script.Behaviour.gameObject.activeInHierarchy)
            {
                script.Live = true;
                Send(script.Behaviour, "OnEnable");
            }
        }

        static void Sleep(Script script)
        {
            if (!script.Live) return;
            script.Live = false;
            Send(script.Behaviour, "OnDisable");
        }

        /// <summary>A GameObject set active or inactive: its scripts (and those below it) wake (Awake, OnEnable) or get OnDisable.</summary>
        internal static void ActiveChanged()
        {
            // By index, without a copy: Unity's SetActive allocates no managed memory, nor may the stub's (a script
            // woken here may add another, which the loop then reaches too).
            for (int i = 0; i < scripts.Count; i++)
            {
                var script = scripts[i];
                if (script.Behaviour.destroyed) continue;
                if (script.Behaviour.gameObject.activeInHierarchy) Wake(script);
                else Sleep(script);
            }
        }

        /// <summary>Behaviour.enabled changed: OnEnable or OnDisable, once Awake ran on an active GameObject.</summary>
        internal static void EnabledChanged(MonoBehaviour behaviour)
        {
            var script = ScriptOf(behaviour);
            if (script == null || !script.Awoken) return;
            if (behaviour.enabled && behaviour.gameObject.activeInHierarchy) Wake(script);
            else Sleep(script);
        }

        /// <summary>Destroy: OnDisable when it was enabled, then OnDestroy, only on a script whose Awake ran (ScriptReference: MonoBehaviour.OnDestroy).</summary>
        internal static void Destroyed(MonoBehaviour behaviour)
        {
            var script = ScriptOf(behaviour);
            if (script == null) return;
            Sleep(script);
            if (script.Awoken) Send(behaviour, "OnDestroy");
            scripts.Remove(script);
        }

        static int ByOrder(Script a, Script b)
        {
            return a.Order != b.Order ? a.Order.CompareTo(b.Order) : a.Index.CompareTo(b.Index);
        }

        /// <summary>
        /// One frame of the player loop: Update, then LateUpdate, of every live script in DefaultExecutionOrder order
        /// (ties in the order they were added), the frame drawn, then the OnGUI passes, then the frame's input forgotten.
        /// Time.deltaTime is the frame's seconds times Time.timeScale (Time.bindings.cs). Nothing here allocates once
        /// the scripts are sorted.
        /// </summary>
        public static void Frame()
        {
            if (unsorted)
            {
                scripts.Sort(ByOrder);
                unsorted = false;
            }
            int count = scripts.Count;
            // Start, once, before a script's first Update (ScriptReference: MonoBehaviour.Start).
            for (int i = 0; i < count && i < scripts.Count; i++)
            {
                if (!scripts[i].Live || scripts[i].Started) continue;
                scripts[i].Started = true;
                Send(scripts[i].Behaviour, "Start");
            }
            for (int i = 0; i < count && i < scripts.Count; i++) if (scripts[i].Live && scripts[i].Update != null) scripts[i].Update();
            for (int i = 0; i < count && i < scripts.Count; i++) if (scripts[i].Live && scripts[i].LateUpdate != null) scripts[i].LateUpdate();
            EndOfFrame();
            Gui();
            EndFrame();
        }

        /// <summary>
        /// The OnGUI passes of a frame: one per input event (each key and mouse button down or up), then Repaint;
        /// before each, a Layout pass while the script's useGUILayout is on. UnityCsReference 2022.3: the engine calls
        /// Modules/IMGUI/GUIUtility.cs:189-201 BeginGUI(useGUILayout) for each pass, which runs GUILayoutUtility.Begin
        /// (GUILayoutUtility.cs:122-131: two new GUILayoutGroups on Layout) only when useGUILayout is on; ScriptReference
        /// MonoBehaviour.OnGUI: "called several times per frame (one call per event)"; EventEnums.cs:27 "A repaint event.
        /// One is sent every frame."
        /// </summary>
        static void Gui()
        {
            int events = 0;
            foreach (var key in KeysDown) if (events < guiEvents.Length) guiEvents[events++] = EventType.KeyDown;
            foreach (var key in KeysUp) if (events < guiEvents.Length) guiEvents[events++] = EventType.KeyUp;
            if (MouseDown) guiEvents[events++] = EventType.MouseDown;
            if (MouseUp) guiEvents[events++] = EventType.MouseUp;
            guiEvents[events++] = EventType.Repaint;
            int count = scripts.Count;
            for (int e = 0; e < events; e++)
            {
                if (guiEvents[e] == EventType.Repaint) Drawn.Clear();
                for (int i = 0; i < count && i < scripts.Count; i++)
                {
                    var script = scripts[i];
                    if (!script.Live || script.OnGUI == null) continue;
                    if (script.Behaviour.useGUILayout)
                    {
                        GuiPass(script, EventType.Layout, true);
                        if (!script.Live) continue;
                    }
                    GuiPass(script, guiEvents[e], script.Behaviour.useGUILayout);
                }
            }
        }

        static void GuiPass(Script script, EventType type, bool layout)
        {
            Event.Current.type = type;
            GUILayoutUtility.Begin(layout);
            GUI.matrix = Matrix4x4.identity;
            script.OnGUI();
        }

        /// <summary>The application loses or gets focus: OnApplicationFocus to every live script (ScriptReference: MonoBehaviour.OnApplicationFocus).</summary>
        public static void SendFocus(bool focused)
        {
            Focused = focused;
            SendAll("OnApplicationFocus", focused);
        }

        /// <summary>The application is paused or resumed (a phone's home button): OnApplicationPause to every live script; the audio clock stands still meanwhile.</summary>
        public static void SendApplicationPause(bool paused)
        {
            ApplicationPaused = paused;
            SendAll("OnApplicationPause", paused);
        }

        static void SendAll(string name, bool value)
        {
            foreach (var script in scripts.ToArray())
            {
                if (!script.Live) continue;
                var method = MessageOf(script.Behaviour.GetType(), name, new[] { typeof(bool) });
                if (method != null) method.Invoke(script.Behaviour, new object[] { value });
            }
        }

        /// <summary>
        /// The player leaves the game (a phone's home button, another window): a player gets OnApplicationFocus(false)
        /// and OnApplicationPause(true); the editor, where this is a click outside the Game view, only
        /// OnApplicationFocus(false) (UnityCsReference 2022.3: Editor/Mono/GameView/GameView.cs:393-404 OnLostFocus →
        /// Editor/Mono/PlayModeView/PlayModeView.cs:491-496 SetFocus → InternalEditorUtility.OnGameViewFocus(false)).
        /// </summary>
        public static void LeaveApplication()
        {
            SendFocus(false);
            if (!Editor) SendApplicationPause(true);
        }

        /// <summary>
        /// The player comes back (GameView.cs:387-391 OnFocus → PlayModeView.cs:497-499 in the editor), after
        /// <paramref name="away"/> seconds in which no frame ran (the next frame's unscaledDeltaTime carries them).
        /// </summary>
        public static void ReturnToApplication(float away = 0)
        {
            Away = away;
            if (!Editor) SendApplicationPause(false);
            SendFocus(true);
        }

        /// <summary>A new scene: every script goes (OnDisable, OnDestroy), and the loop starts empty.</summary>
        public static void ClearScene()
        {
            foreach (var go in Objects.ToArray()) if (go.transform.parent == null && !go.destroyed) Object.Destroy(go);
            EndOfFrame();
            scripts.Clear();
            Cameras.Clear();
            Objects.Clear();
            UiObjects.Clear();
#if STUB_UGUI
            WorldObjects.Clear();
            WorldRaycasters.Clear();
#endif
        }

        /// <summary>Stub only: the screen rectangles of the host's uGUI objects a raycast finds (a GraphicRaycaster's hits).</summary>
        internal static readonly List<KeyValuePair<GameObject, Rect>> UiObjects = new List<KeyValuePair<GameObject, Rect>>();

#if STUB_UGUI
        /// <summary>Stub only: the screen rectangles of the host's world objects a PhysicsRaycaster of its finds (colliders, by camera).</summary>
        internal static readonly List<KeyValuePair<GameObject, Rect>> WorldObjects = new List<KeyValuePair<GameObject, Rect>>();
        internal static readonly List<UnityEngine.EventSystems.BaseRaycaster> WorldRaycasters = new List<UnityEngine.EventSystems.BaseRaycaster>();
#endif

        static bool Under(KeyValuePair<GameObject, Rect> entry, Vector2 point)
        {
            if (entry.Key == null || !entry.Key.activeInHierarchy) return false;
            var rect = entry.Value;
            return point.x >= rect.x && point.x <= rect.x + rect.width && point.y >= rect.y && point.y <= rect.y + rect.height;
        }

        /// <summary>The topmost host object under a screen point that an EventSystem raycaster finds (its UI, then its world), or null.</summary>
        internal static GameObject UiAt(Vector2 point)
        {
            for (int i = UiObjects.Count - 1; i >= 0; i--) if (Under(UiObjects[i], point)) return UiObjects[i].Key;
#if STUB_UGUI
            for (int i = WorldObjects.Count - 1; i >= 0; i--) if (WorldRaycasters[i] != null && WorldRaycasters[i].isActiveAndEnabled && Under(WorldObjects[i], point)) return WorldObjects[i].Key;
#endif
            return null;
        }

#if STUB_UGUI
        /// <summary>Every hit under a screen point, as EventSystem.RaycastAll finds them: the UI's (a GraphicRaycaster's), then the world's.</summary>
        internal static void RaycastAll(Vector2 point, List<UnityEngine.EventSystems.RaycastResult> results)
        {
            for (int i = UiObjects.Count - 1; i >= 0; i--)
                if (Under(UiObjects[i], point)) results.Add(new UnityEngine.EventSystems.RaycastResult { gameObject = UiObjects[i].Key, module = UnityEngine.UI.GraphicRaycaster.Canvas });
            for (int i = WorldObjects.Count - 1; i >= 0; i--)
                if (WorldRaycasters[i] != null && WorldRaycasters[i].isActiveAndEnabled && Under(WorldObjects[i], point)) results.Add(new UnityEngine.EventSystems.RaycastResult { gameObject = WorldObjects[i].Key, module = WorldRaycasters[i] });
        }
#endif

        static void Draw()
        {
            foreach (var go in Objects)
            {
                if (!go.activeInHierarchy) continue;
                foreach (var component in go.Components)
                {
                    var renderer = component as Renderer;
                    if (renderer == null || !renderer.enabled) continue;
                    var material = renderer.sharedMaterial;
                    if (material == null || material.name.StartsWith(DefaultMaterial.name)) throw new InvalidOperationException(go.name + ": a " + renderer.GetType().Name + " on " + (material == null ? "no material" : material.name) + " draws nothing (or the error shader) in a URP player build");
                    var sprite = renderer as SpriteRenderer;
                    if (sprite != null && sprite.sprite == null) throw new InvalidOperationException(go.name + ": a SpriteRenderer with no sprite draws nothing");
                    if (sprite != null && Urp2DRenderer && material == LitSpriteMaterial) throw new InvalidOperationException(go.name + ": Sprite-Lit-Default in URP's 2D Renderer with no 2D light in the scene draws black");
                }
            }
        }
    }

    /// <summary>Stub only: one label as drawn on the screen.</summary>
    internal struct DrawnText
    {
        public string Text;
        /// <summary>The label's rectangle on the screen, in pixels (GUI.matrix applied).</summary>
        public Rect Screen;
        /// <summary>The width its text takes on the screen, in pixels; with word wrap, its widest line.</summary>
        public float TextWidth;
        /// <summary>The letters' height on the screen, in pixels: the font size times the matrix's scale.</summary>
        public float FontPixels;
        /// <summary>The style's font size, in the pixels the glyphs are rasterized at (before GUI.matrix).</summary>
        public float FontSize;
        /// <summary>GUI.matrix's scale when it was drawn: other than 1, Unity stretches glyphs rasterized at FontSize (blurred).</summary>
        public float MatrixScale;
        public bool WordWrap;
        /// <summary>Drawn by GUI.Box (a button or a panel), not GUI.Label.</summary>
        public bool Box;
    }

    // UnityCsReference 2022.3: Runtime/Export/Scripting/UnityEngineObject.bindings.cs. As in Unity, a
    // destroyed object compares equal to null.
    public partial class Object
    {
        internal bool destroyed;

        public string name { get; set; }

        /// <summary>
        /// As Unity's: the object is only marked, and destroyed at the end of the frame (StubPlayer.Frame, after
        /// LateUpdate): until then it is alive, compares unequal to null, FindObjectsByType finds it and a component
        /// stays enabled. UnityCsReference 2022.3: Runtime/Export/Scripting/UnityEngineObject.bindings.cs (Destroy,
        /// "Removes a gameobject, component or asset", Scripting::DestroyObjectFromScripting); Scripting Reference,
        /// Object.Destroy: "Actual object destruction is always delayed until after the current Update loop, but is
        /// always done before rendering." Code between two frames (a test's) is in a frame too: its destroys happen at
        /// the next frame's end, or at StubPlayer.EndOfFrame.
        /// </summary>
        public static void Destroy(Object obj)
        {
            if (obj == null || StubPlayer.Doomed.Contains(obj)) return;
            StubPlayer.Doomed.Add(obj);
        }

        /// <summary>Stub only: what Destroy does at the end of the frame.</summary>
        internal static void DestroyNow(Object obj)
        {
            if (obj == null) return;
            var go = obj as GameObject;
            if (go != null)
            {
                StubPlayer.DestroyHierarchy(go);
                return;
            }
            var behaviour = obj as MonoBehaviour;
            if (behaviour != null) StubPlayer.Destroyed(behaviour);
            obj.destroyed = true;
            var component = obj as Component;
            // A reference test: the destroyed component now equals null (Object's ==), so it was left on its GameObject.
            if ((object)component != null)
            {
                component.gameObject.Components.Remove(component);
                StubPlayer.Cameras.Remove(component as Camera);
            }
            StubPlayer.Forget(obj);
        }

#if !STUB_UNITY_6000
        public static T[] FindObjectsByType<T>(FindObjectsSortMode sortMode) where T : Object { return Found<T>(); }
#endif

        /// <summary>Stub only: components on active GameObjects, as FindObjectsByType returns them.</summary>
        internal static T[] Found<T>() where T : Object
        {
#if STUB_UITK
            // The host-UI lookup (MicroloopHostUi, once a press): counted, and its bytes apart, for the garbage check.
            if (typeof(T) == typeof(UnityEngine.UIElements.UIDocument))
            {
                long before = System.GC.GetAllocatedBytesForCurrentThread();
                var documents = FoundAll<T>();
                StubPlayer.DocumentLookups++;
                StubPlayer.DocumentLookupBytes += System.GC.GetAllocatedBytesForCurrentThread() - before;
                return documents;
            }
#endif
            return FoundAll<T>();
        }

        static T[] FoundAll<T>() where T : Object
        {
            var found = new List<T>();
            foreach (var go in StubPlayer.Objects)
            {
                if (!go.activeInHierarchy) continue;
                foreach (var component in go.Components) if (component is T) found.Add((T)(Object)component);
            }
            return found.ToArray();
        }

        public static bool operator ==(Object x, Object y)
        {
            bool xNull = (object)x == null || x.destroyed, yNull = (object)y == null || y.destroyed;
            if (xNull || yNull) return xNull && yNull;
            return ReferenceEquals(x, y);
        }

        public static bool operator !=(Object x, Object y) { return !(x == y); }
        public static implicit operator bool(Object exists) { return exists != null; }
        public override bool Equals(object other) { return ReferenceEquals(this, other) || (other == null && destroyed); }
        public override int GetHashCode() { return base.GetHashCode(); }
    }

#if !STUB_UNITY_6000
    // UnityCsReference 2022.3: Runtime/Export/Scripting/UnityEngineObject.bindings.cs (FindObjectsSortMode)
    public enum FindObjectsSortMode { None = 0, InstanceID = 1 }
#endif

    // UnityCsReference 2022.3: Runtime/Export/Scripting/ScriptableObject.bindings.cs
    public class ScriptableObject : Object
    {
        // A run-time instance lives until Object.Destroy, like any asset made by code.
        public static T CreateInstance<T>() where T : ScriptableObject
        {
            var instance = Activator.CreateInstance<T>();
            StubPlayer.Created(instance);
            return instance;
        }
    }

    // UnityCsReference 2022.3: Runtime/Export/Scripting/GameObject.bindings.cs
    public sealed partial class GameObject : Object
    {
        internal readonly List<Component> Components = new List<Component>();

        public GameObject(string name)
        {
            this.name = name;
            tag = "Untagged";
            activeSelf = true;
            StubPlayer.Objects.Add(this);
            AddComponent<Transform>();
        }

        public Transform transform { get { return GetComponent<Transform>(); } }
        public string tag { get; set; }
        // UnityCsReference 2022.3: Runtime/Export/Scripting/GameObject.bindings.cs (CompareTag, an internal call: no string made)
        public bool CompareTag(string tag) { return this.tag == tag; }
        // UnityCsReference: Runtime/Export/Scripting/GameObject.bindings.cs:297. Unity refuses a layer outside 0 to 31
        // (it logs "A game object can only be in one layer"); the stub throws, so a kit never relies on it.
        int layerValue;
        public int layer
        {
            get { return layerValue; }
            set
            {
                if (value < 0 || value > 31) throw new ArgumentException("A game object can only be in one layer. The layer needs to be in the range [0...31]");
                layerValue = value;
            }
        }
        public bool activeSelf { get; private set; }
        public bool activeInHierarchy
        {
            get
            {
                for (var at = transform; at != null; at = at.parent) if (!at.gameObject.activeSelf || at.gameObject.destroyed) return false;
                return true;
            }
        }

        // UnityCsReference 2022.3: Runtime/Export/Scripting/GameObject.bindings.cs (SetActive): the scripts below it wake or sleep.
        public void SetActive(bool value)
        {
            if (activeSelf == value) return;
            activeSelf = value;
            StubPlayer.ActiveChanged();
        }

        public T AddComponent<T>() where T : Component
        {
            var component = (T)Activator.CreateInstance(typeof(T), true);
            component.gameObject = this;
            Components.Add(component);
            var camera = component as Camera;
            if (camera != null) StubPlayer.Cameras.Add(camera);
            var behaviour = component as MonoBehaviour;
            if (behaviour != null) StubPlayer.Added(behaviour);
            return component;
        }

        public T GetComponent<T>()
        {
            foreach (var component in Components) if (component is T) return (T)(object)component;
            return default(T);
        }

        // UnityCsReference 2022.3: Runtime/Export/Scripting/Component.bindings.cs (GetComponents<T>(List<T>): the list cleared, then filled)
        public void GetComponents<T>(List<T> results)
        {
            results.Clear();
            foreach (var component in Components) if (component is T) results.Add((T)(object)component);
        }

        // UnityCsReference 2022.3: Runtime/Export/Scripting/GameObject.bindings.cs:183 (TryGetComponent<T>, no allocation when missing)
        public bool TryGetComponent<T>(out T component)
        {
            component = GetComponent<T>();
            return component != null;
        }

        // What Unity gives a primitive: a MeshRenderer on the built-in Default-Material, and a collider.
        public static GameObject CreatePrimitive(PrimitiveType type)
        {
            var primitive = new GameObject(type.ToString());
            primitive.AddComponent<MeshRenderer>().sharedMaterial = StubPlayer.DefaultMaterial;
            primitive.AddComponent<Collider>();
            return primitive;
        }
    }

    // UnityCsReference 2022.3: Runtime/Export/Graphics/GraphicsEnums.cs (PrimitiveType)
    public enum PrimitiveType { Sphere = 0, Capsule = 1, Cylinder = 2, Cube = 3, Plane = 4, Quad = 5 }

    // UnityCsReference 2022.3: Runtime/Export/Scripting/Component.bindings.cs
    public partial class Component : Object
    {
        public GameObject gameObject { get; internal set; }
        public Transform transform { get { return gameObject.transform; } }
        public string tag { get { return gameObject.tag; } set { gameObject.tag = value; } }
        // UnityCsReference 2022.3: Runtime/Export/Scripting/Component.bindings.cs (CompareTag)
        public bool CompareTag(string tag) { return gameObject.CompareTag(tag); }
        public T GetComponent<T>() { return gameObject.GetComponent<T>(); }
        public void GetComponents<T>(List<T> results) { gameObject.GetComponents(results); }
        // UnityCsReference 2022.3: Runtime/Export/Scripting/Component.bindings.cs:56
        public bool TryGetComponent<T>(out T component) { return gameObject.TryGetComponent(out component); }
    }

    // UnityCsReference 2022.3: Modules/Physics/ScriptBindings/Dynamics.bindings.cs
    public partial class Collider : Component {}

    // UnityCsReference 2022.3: Runtime/Export/Scripting/Behaviour.bindings.cs
    public class Behaviour : Component
    {
        bool isEnabled = true;
        public bool enabled
        {
            get { return isEnabled; }
            set
            {
                if (isEnabled == value) return;
                isEnabled = value;
                var behaviour = this as MonoBehaviour;
                if (behaviour != null) StubPlayer.EnabledChanged(behaviour);
            }
        }
        // Runtime/Export/Scripting/Behaviour.bindings.cs: enabled on an active GameObject.
        public bool isActiveAndEnabled { get { return isEnabled && gameObject.activeInHierarchy; } }
    }

    // UnityCsReference 2022.3: Runtime/Export/Scripting/MonoBehaviour.bindings.cs (useGUILayout at :156, on by default)
    public class MonoBehaviour : Behaviour
    {
        bool guiLayout = true;
        public bool useGUILayout { get { return guiLayout; } set { guiLayout = value; } }
    }

    // UnityCsReference 2022.3: Runtime/Export/Scripting/Attributes.cs:118-128
    [AttributeUsage(AttributeTargets.Class)]
    public class DefaultExecutionOrder : Attribute
    {
        public DefaultExecutionOrder(int order) { this.order = order; }
        public int order { get; private set; }
    }

    // UnityCsReference 2022.3: Runtime/Transform/ScriptBindings/Transform.bindings.cs
    // The hierarchy as Unity keeps it: local position, rotation and scale under the parent; position and rotation are
    // the world's, worked out through the parents (a scale is taken as without shear). SetParent(parent, false) keeps
    // the local values, so the child moves with its new parent; with true it keeps where it is in the world.
    public partial class Transform : Component
    {
        public Vector3 localPosition { get; set; }
        public Quaternion localRotation { get; set; }
        public Vector3 localScale { get; set; }
        public Transform parent { get; private set; }

        protected Transform()
        {
            localScale = Vector3.one;
            localRotation = Quaternion.identity;
        }

        public Vector3 position
        {
            get { return parent == null ? localPosition : parent.TransformPoint(localPosition); }
            set { localPosition = parent == null ? value : parent.InverseTransformPoint(value); }
        }

        public Quaternion rotation
        {
            get { return parent == null ? localRotation : parent.rotation * localRotation; }
            set { localRotation = parent == null ? value : Quaternion.Inverse(parent.rotation) * value; }
        }

        public Vector3 lossyScale
        {
            get
            {
                var own = localScale;
                if (parent == null) return own;
                var above = parent.lossyScale;
                return new Vector3(above.x * own.x, above.y * own.y, above.z * own.z);
            }
        }

        public Vector3 forward { get { return rotation * new Vector3(0, 0, 1); } }

        public Vector3 TransformPoint(Vector3 point)
        {
            var scale = lossyScale;
            return position + rotation * new Vector3(point.x * scale.x, point.y * scale.y, point.z * scale.z);
        }

        public Vector3 InverseTransformPoint(Vector3 point)
        {
            var scale = lossyScale;
            var local = Quaternion.Inverse(rotation) * (point - position);
            return new Vector3(local.x / scale.x, local.y / scale.y, local.z / scale.z);
        }

        public void SetParent(Transform parent, bool worldPositionStays)
        {
            var at = position;
            var turned = rotation;
            this.parent = parent;
            if (!worldPositionStays) return;
            position = at;
            rotation = turned;
        }
    }

    // UnityCsReference 2022.3: Runtime/Export/Graphics/GraphicsRenderers.bindings.cs. Reading .material
    // copies the shared material into an instance of this renderer's (Unity's "material instancing"): a
    // new Material that lives until destroyed, whatever happens to the renderer.
    public partial class Renderer : Component
    {
        Material instance;

        public bool enabled { get; set; }
        public Material sharedMaterial { get; set; }
        public int sortingOrder { get; set; }

        internal Renderer() { enabled = true; }

        public Material material
        {
            get
            {
                if (instance == null)
                {
                    instance = sharedMaterial == null ? new Material(StubPlayer.DefaultMaterial) : new Material(sharedMaterial);
                    sharedMaterial = instance;
                }
                return instance;
            }
            set
            {
                instance = value;
                sharedMaterial = value;
            }
        }
    }

    // UnityCsReference 2022.3: Runtime/Export/Graphics/GraphicsRenderers.bindings.cs (MeshRenderer).
    // Added by AddComponent it has no material.
    public partial class MeshRenderer : Renderer
    {
        internal MeshRenderer() {}
    }

    // UnityCsReference 2022.3: Runtime/2D/Common/ScriptBindings/SpriteRenderer.bindings.cs. A new one
    // draws with the built-in sprite material (Sprites-Default), which the engine always includes.
    public sealed partial class SpriteRenderer : Renderer
    {
        internal SpriteRenderer()
        {
            sharedMaterial = StubPlayer.Editor && StubPlayer.Urp2DRenderer ? StubPlayer.LitSpriteMaterial : StubPlayer.SpriteMaterial;
            color = Color.white;
        }

        public Sprite sprite { get; set; }
        public Color color { get; set; }
    }

    // UnityCsReference 2022.3: Runtime/Export/Shaders/Shader.bindings.cs. Find knows the built-in sprite shader.
    public sealed partial class Shader : Object
    {
        Shader() {}
        public static Shader Find(string name) { return name == "Sprites/Default" ? new Shader { name = name } : null; }
    }

    // UnityCsReference 2022.3: Runtime/Export/Shaders/Material.bindings.cs
    public partial class Material : Object
    {
        internal Material(string name, bool builtIn) { this.name = name; }

        public Material(Shader shader)
        {
            name = shader.name;
            StubPlayer.Created(this);
        }

        public Material(Material source)
        {
            name = source.name + " (Instance)";
            color = source.color;
            StubPlayer.Created(this);
        }

        public Color color { get; set; }
    }

    // UnityCsReference 2022.3: Runtime/Export/Graphics/Texture.bindings.cs
    public partial class Texture : Object
    {
        protected Texture() {}
        public FilterMode filterMode { get; set; }
        public TextureWrapMode wrapMode { get; set; }
        /// <summary>1 without a mip chain; a full chain down to 1 × 1 with one.</summary>
        public int mipmapCount { get; protected set; }
        public virtual int width { get { throw new NotImplementedException(); } set { throw new NotImplementedException(); } }
        public virtual int height { get { throw new NotImplementedException(); } set { throw new NotImplementedException(); } }
    }

    // UnityCsReference 2022.3: Runtime/Export/Graphics/Texture.cs and Texture.bindings.cs (Texture2D)
    public sealed partial class Texture2D : Texture
    {
        readonly int pixelWidth;
        readonly int pixelHeight;
        bool readable = true;

        public Texture2D(int width, int height, TextureFormat textureFormat, bool mipChain)
        {
            pixelWidth = width;
            pixelHeight = height;
            mipmapCount = mipChain ? 1 + (int)Math.Floor(Math.Log(Math.Max(width, height), 2)) : 1;
            StubPlayer.Created(this);
        }

        public override int width { get { return pixelWidth; } set { throw new InvalidOperationException("Can't set width"); } }
        public override int height { get { return pixelHeight; } set { throw new InvalidOperationException("Can't set height"); } }

        public void SetPixels32(Color32[] colors)
        {
            if (!readable) throw new InvalidOperationException("Texture '" + name + "' is not readable.");
            if (colors.Length != pixelWidth * pixelHeight) throw new ArgumentException("Array size must be at least width*height");
            Uniform = true;
            foreach (var colour in colors)
            {
                if (colour.r == colors[0].r && colour.g == colors[0].g && colour.b == colors[0].b && colour.a == colors[0].a) continue;
                Uniform = false;
                break;
            }
        }

        /// <summary>Stub only: every pixel set the same (drawn at any size, it has no edge to blur).</summary>
        internal bool Uniform { get; private set; }

        public void Apply(bool updateMipmaps, bool makeNoLongerReadable)
        {
            if (makeNoLongerReadable) readable = false;
        }
    }

    // UnityCsReference 2022.3: Runtime/Export/Graphics/GraphicsEnums.cs (TextureFormat, TextureWrapMode, FilterMode)
    public enum TextureFormat { Alpha8 = 1, ARGB4444 = 2, RGB24 = 3, RGBA32 = 4, ARGB32 = 5 }
    public enum TextureWrapMode { Repeat = 0, Clamp = 1, Mirror = 2, MirrorOnce = 3 }
    public enum FilterMode { Point = 0, Bilinear = 1, Trilinear = 2 }

    // UnityCsReference 2022.3: Runtime/2D/Common/ScriptBindings/Sprites.bindings.cs (SpriteMeshType, Sprite)
    public enum SpriteMeshType { FullRect = 0, Tight = 1 }

    public sealed partial class Sprite : Object
    {
        Sprite() {}

        public Texture2D texture { get; private set; }

        public static Sprite Create(Texture2D texture, Rect rect, Vector2 pivot, float pixelsPerUnit, uint extrude, SpriteMeshType meshType)
        {
            if (texture == null) return null;
            if (rect.x < 0 || rect.y < 0 || rect.x + rect.width > texture.width || rect.y + rect.height > texture.height) throw new ArgumentException("Could not create sprite: the rectangle is outside the texture.");
            var sprite = new Sprite { texture = texture };
            StubPlayer.Created(sprite);
            return sprite;
        }
    }

    // UnityCsReference 2022.3: Runtime/Export/Graphics/GraphicsEnums.cs (CameraClearFlags)
    public enum CameraClearFlags { Skybox = 1, Color = 2, SolidColor = 2, Depth = 3, Nothing = 4 }

    // UnityCsReference 2022.3: Runtime/Export/Camera/Camera.bindings.cs. A new camera is a perspective
    // one (60° field of view). World and screen points go through its rotation and projection.
    public sealed partial class Camera : Behaviour
    {
        Camera()
        {
            fieldOfView = 60;
            orthographicSize = 5;
            nearClipPlane = 0.3f;
            farClipPlane = 1000;
            clearFlags = CameraClearFlags.Skybox;
            rect = new Rect(0, 0, 1, 1);
        }

        public static Camera main
        {
            get
            {
                foreach (var camera in StubPlayer.Cameras) if (camera != null && camera.tag == "MainCamera" && camera.enabled && camera.gameObject.activeInHierarchy) return camera;
                return null;
            }
        }

        // Enabled cameras on active GameObjects, as Unity counts them.
        public static int allCamerasCount
        {
            get
            {
                int count = 0;
                foreach (var camera in StubPlayer.Cameras) if (camera != null && camera.enabled && camera.gameObject.activeInHierarchy) count++;
                return count;
            }
        }

        public static int GetAllCameras(Camera[] cameras)
        {
            if (cameras == null) throw new NullReferenceException();
            if (cameras.Length < allCamerasCount) throw new ArgumentException("Passed in array to fill with cameras is to small to hold the number of cameras. Use Camera.allCamerasCount to get the needed size.");
            int count = 0;
            foreach (var camera in StubPlayer.Cameras) if (camera != null && camera.enabled && camera.gameObject.activeInHierarchy) cameras[count++] = camera;
            return count;
        }

        public bool orthographic { get; set; }
        public float orthographicSize { get; set; }
        public float fieldOfView { get; set; }
        public float nearClipPlane { get; set; }
        public float farClipPlane { get; set; }
        // :149 rect (the viewport, normalized) and :150 pixelRect (the viewport on the screen, in pixels).
        public Rect rect { get; set; }
        public Rect pixelRect { get { return new Rect(rect.x * Screen.width, rect.y * Screen.height, rect.width * Screen.width, rect.height * Screen.height); } }
        // :77 aspect: the viewport's width over its height, unless set (ScriptReference: Camera.aspect).
        public float aspect { get { var view = pixelRect; return view.width / view.height; } }
        public Color backgroundColor { get; set; }
        public CameraClearFlags clearFlags { get; set; }
        // UnityCsReference: Runtime/Export/Camera/Camera.bindings.cs:82; a new camera draws every layer (Everything, -1).
        public int cullingMask { get; set; } = -1;
        // Runtime/Export/Camera/Camera.bindings.cs: the order cameras draw in (a greater depth draws later, over).
        public float depth { get; set; }

        float HalfHeightAt(float depth)
        {
            return orthographic ? orthographicSize : depth * (float)Math.Tan(fieldOfView * Math.PI / 360);
        }

        // :186, :189: screen points are pixels from the screen's bottom left, through the camera's viewport (pixelRect).
        public Vector3 WorldToScreenPoint(Vector3 position)
        {
            var view = pixelRect;
            var local = Quaternion.Inverse(transform.rotation) * (position - transform.position);
            float halfHeight = HalfHeightAt(local.z), halfWidth = halfHeight * aspect;
            return new Vector3(view.x + (local.x / halfWidth + 1) / 2 * view.width, view.y + (local.y / halfHeight + 1) / 2 * view.height, local.z);
        }

        public Vector3 ScreenToWorldPoint(Vector3 position)
        {
            var view = pixelRect;
            float halfHeight = HalfHeightAt(position.z), halfWidth = halfHeight * aspect;
            var local = new Vector3(((position.x - view.x) / view.width * 2 - 1) * halfWidth, ((position.y - view.y) / view.height * 2 - 1) * halfHeight, position.z);
            return transform.position + transform.rotation * local;
        }
    }

    // UnityCsReference 2022.3: Modules/Audio/Public/ScriptBindings/Audio.bindings.cs (AudioListener)
    public sealed class AudioListener : AudioBehaviour
    {
        AudioListener() {}
    }

    // UnityCsReference 2022.3: Modules/Audio/Public/ScriptBindings/Audio.bindings.cs (AudioSettings)
    public sealed class AudioSettings
    {
        // "It is constant while Unity is paused"; it does not follow Time.timeScale.
        public static double dspTime { get { return StubPlayer.DspTime; } }
        public static int outputSampleRate { get { return 48000; } }

        // Audio.bindings.cs:348-359: raised when the audio configuration changes (a device plugged in, AudioSettings.Reset).
        public delegate void AudioConfigurationChangeHandler(bool deviceWasChanged);
        public static event AudioConfigurationChangeHandler OnAudioConfigurationChanged;

        internal static int Listeners { get { return OnAudioConfigurationChanged == null ? 0 : OnAudioConfigurationChanged.GetInvocationList().Length; } }

        internal static void InvokeOnAudioConfigurationChanged(bool deviceWasChanged)
        {
            if (OnAudioConfigurationChanged != null) OnAudioConfigurationChanged(deviceWasChanged);
        }
    }

    // UnityCsReference 2022.3: Modules/Audio/Public/ScriptBindings/Audio.bindings.cs (AudioClip)
    public sealed class AudioClip : Object
    {
        float[] data = new float[0];

        public int samples { get { return data.Length; } }
        public int frequency { get; private set; }
        public float length { get { return frequency > 0 ? (float)data.Length / frequency : 0; } }

        public static AudioClip Create(string name, int lengthSamples, int channels, int frequency, bool stream)
        {
            var clip = new AudioClip { name = name, data = new float[lengthSamples * channels], frequency = frequency };
            StubPlayer.Created(clip);
            StubPlayer.ScriptClips.Add(clip);
            return clip;
        }

        /// <summary>
        /// Made by script and lost in a change of the audio configuration: "any AudioClips generated or modified by
        /// scripts are lost and have to be recreated" (Unity Manual, Audio Settings). It plays nothing.
        /// </summary>
        internal bool lost;

        public bool SetData(float[] data, int offsetSamples)
        {
            Array.Copy(data, 0, this.data, offsetSamples, Math.Min(data.Length, this.data.Length - offsetSamples));
            return true;
        }
    }

    // UnityCsReference 2022.3: Modules/Audio/Public/ScriptBindings/Audio.bindings.cs (AudioBehaviour)
    public class AudioBehaviour : Behaviour {}

    // UnityCsReference 2022.3: Modules/Audio/Public/ScriptBindings/Audio.bindings.cs (AudioSource)
    public sealed class AudioSource : AudioBehaviour
    {
        public AudioClip clip { get; set; }
        // Modules/Audio/Public/ScriptBindings/Audio.bindings.cs: the AudioMixerGroup the source plays through (null: none).
        public UnityEngine.Audio.AudioMixerGroup outputAudioMixerGroup { get; set; }
        public float volume { get; set; }
        public bool playOnAwake { get; set; }

        public void PlayScheduled(double time)
        {
            if (!StubPlayer.Listening() || (clip != null && clip.lost))
            {
                StubPlayer.Unheard++;
                return;
            }
            Stop();
            StubPlayer.Scheduled.Add(new KeyValuePair<string, double>(clip == null ? null : clip.name, time));
            StubPlayer.ScheduledBy.Add(this);
            StubPlayer.ScheduledSeconds.Add(clip == null ? 0 : clip.length);
        }

        // A source plays one clip: a new PlayScheduled or Stop drops what it had scheduled and not yet sounded.
        public void Stop()
        {
            for (int i = StubPlayer.Scheduled.Count - 1; i >= 0; i--)
            {
                if (StubPlayer.ScheduledBy[i] != this) continue;
                double start = StubPlayer.Scheduled[i].Value;
                if (start <= StubPlayer.DspTime)
                {
                    if (StubPlayer.DspTime < start + StubPlayer.ScheduledSeconds[i]) StubPlayer.Cut++;
                    continue;
                }
                StubPlayer.Scheduled.RemoveAt(i);
                StubPlayer.ScheduledBy.RemoveAt(i);
                StubPlayer.ScheduledSeconds.RemoveAt(i);
            }
        }
    }

    // UnityCsReference 2022.3: Runtime/Export/Graphics/Graphics.bindings.cs (Screen)
    public sealed partial class Screen
    {
        public static int width { get { return StubPlayer.ScreenWidth; } }
        public static int height { get { return StubPlayer.ScreenHeight; } }
        // UnityCsReference 2022.3: Runtime/Export/Graphics/Graphics.bindings.cs (dpi: "The current DPI of the screen / device"; 0 when it cannot be determined)
        public static float dpi { get { return StubPlayer.Dpi; } }
        public static Resolution currentResolution { get { return new Resolution { refreshRateRatio = new RefreshRate { numerator = StubPlayer.RefreshHz, denominator = 1 } }; } }
        // UnityCsReference 2022.3: Runtime/Export/Graphics/Graphics.bindings.cs:461 (safeArea: pixels, y up; the whole screen where nothing is cut out)
        public static Rect safeArea { get { return StubPlayer.SafeArea ?? new Rect(0, 0, width, height); } }
    }

    // UnityCsReference 2022.3: Runtime/Export/Graphics/Graphics.cs (Resolution)
    public struct Resolution
    {
        public int width { get; set; }
        public int height { get; set; }
        public RefreshRate refreshRateRatio { get; set; }
    }

    // UnityCsReference 2022.3: Runtime/Export/Graphics/Graphics.bindings.cs (RefreshRate)
    public struct RefreshRate
    {
        public uint numerator;
        public uint denominator;
        public double value { get { return (double)numerator / denominator; } }
    }

    // UnityCsReference 2022.3: Runtime/Export/BaseClass.cs:47-90 (a few of its values)
    public enum RuntimePlatform { WindowsPlayer = 2, IPhonePlayer = 8, Android = 11, LinuxPlayer = 13, WebGLPlayer = 17 }

    // UnityCsReference 2022.3: Runtime/Export/Application/Application.bindings.cs (targetFrameRate: -1, the
    // platform's default, which is 30 fps on Android and iOS; isMobilePlatform) and Application.cs (isEditor)
    public partial class Application
    {
        public static int targetFrameRate { get; set; } = -1;
        public static bool isMobilePlatform { get { return StubPlayer.Mobile; } }
        // :387 platform (RuntimePlatform: Runtime/Export/BaseClass.cs:47-90, the values the kits compare).
        public static RuntimePlatform platform { get { return StubPlayer.Platform; } }
        public static bool isEditor { get { return StubPlayer.Editor; } }
        // Runtime/Export/Application/Application.bindings.cs: isFocused, whether the player has the focus now.
        public static bool isFocused { get { return StubPlayer.Focused; } }
    }

    // UnityCsReference 2022.3: Runtime/Export/Time/Time.bindings.cs
    // deltaTime is the frame's real seconds times timeScale; unscaledDeltaTime ignores timeScale.
    public class Time
    {
        // After a frame the loop stood still (StubPlayer.Away) the unscaled delta is the whole real time, deltaTime is
        // capped at maximumDeltaTime (:66; 1/3 s by default).
        public static float deltaTime { get { return (StubPlayer.Away > 0 ? Math.Min(StubPlayer.DeltaTime + StubPlayer.Away, maximumDeltaTime) : StubPlayer.DeltaTime) * StubPlayer.TimeScale; } }
        public static float unscaledDeltaTime { get { return StubPlayer.DeltaTime + StubPlayer.Away; } }
        // The cached real time (realtimeSinceStartup) at the start of this frame (Time.bindings.cs, unscaledTimeAsDouble).
        public static double unscaledTimeAsDouble { get { return StubPlayer.RealTime; } }
        public static float maximumDeltaTime { get; set; } = 1f / 3f;
        public static float timeScale
        {
            get { return StubPlayer.TimeScale; }
            set
            {
                if (value < 0 || value > 100) throw new ArgumentException("Time.timeScale is out of range. The value must be between 0.0 and 100.");
                StubPlayer.TimeScale = value;
            }
        }
        public static int frameCount { get { return StubPlayer.FrameCount; } }
    }

    // UnityCsReference 2022.3: Runtime/Export/PlayerPrefs/PlayerPrefs.bindings.cs. Kept per device across
    // Plays and relaunches; a Get with a key of another type returns the default.
    public class PlayerPrefs
    {
        public static void SetInt(string key, int value) { StubPlayer.Prefs[key] = value; }
        public static int GetInt(string key, int defaultValue) { object value; return StubPlayer.Prefs.TryGetValue(key, out value) && value is int ? (int)value : defaultValue; }
        public static int GetInt(string key) { return GetInt(key, 0); }
        public static void SetFloat(string key, float value) { StubPlayer.Prefs[key] = value; }
        public static float GetFloat(string key, float defaultValue) { object value; return StubPlayer.Prefs.TryGetValue(key, out value) && value is float ? (float)value : defaultValue; }
        public static float GetFloat(string key) { return GetFloat(key, 0f); }
        public static void SetString(string key, string value) { StubPlayer.Prefs[key] = value; }
        public static string GetString(string key, string defaultValue) { object value; return StubPlayer.Prefs.TryGetValue(key, out value) && value is string ? (string)value : defaultValue; }
        public static string GetString(string key) { return GetString(key, ""); }
        public static bool HasKey(string key) { return StubPlayer.Prefs.ContainsKey(key); }
        public static void DeleteKey(string key) { StubPlayer.Prefs.Remove(key); }
        public static void DeleteAll() { StubPlayer.Prefs.Clear(); }
        public static void Save() {}
    }

    // UnityCsReference 2022.3: Runtime/Export/Scripting/RuntimeInitializeOnLoadAttribute.cs
    public enum RuntimeInitializeLoadType { AfterSceneLoad = 0, BeforeSceneLoad, AfterAssembliesLoaded, BeforeSplashScreen, SubsystemRegistration }

    [AttributeUsage(AttributeTargets.Method, AllowMultiple = false)]
    public class RuntimeInitializeOnLoadMethodAttribute : Attribute
    {
        public RuntimeInitializeOnLoadMethodAttribute() { loadType = RuntimeInitializeLoadType.AfterSceneLoad; }
        public RuntimeInitializeOnLoadMethodAttribute(RuntimeInitializeLoadType loadType) { this.loadType = loadType; }
        public RuntimeInitializeLoadType loadType { get; private set; }
    }

    // UnityCsReference 2022.3: Runtime/Export/Math/Vector2.cs
    public struct Vector2
    {
        public float x;
        public float y;
        public Vector2(float x, float y) { this.x = x; this.y = y; }
        public static Vector2 zero { get { return new Vector2(0, 0); } }
        public static Vector2 one { get { return new Vector2(1, 1); } }
        public static Vector2 operator -(Vector2 a, Vector2 b) { return new Vector2(a.x - b.x, a.y - b.y); }
        public static implicit operator Vector3(Vector2 v) { return new Vector3(v.x, v.y, 0); }
        public static implicit operator Vector2(Vector3 v) { return new Vector2(v.x, v.y); }
    }

    // UnityCsReference 2022.3: Runtime/Export/Math/Vector3.cs
    public struct Vector3
    {
        public float x;
        public float y;
        public float z;
        public Vector3(float x, float y, float z) { this.x = x; this.y = y; this.z = z; }
        public static Vector3 zero { get { return new Vector3(0, 0, 0); } }
        public static Vector3 one { get { return new Vector3(1, 1, 1); } }
        public static Vector3 operator +(Vector3 a, Vector3 b) { return new Vector3(a.x + b.x, a.y + b.y, a.z + b.z); }
        public static Vector3 operator -(Vector3 a, Vector3 b) { return new Vector3(a.x - b.x, a.y - b.y, a.z - b.z); }
        public static Vector3 operator *(Vector3 a, float d) { return new Vector3(a.x * d, a.y * d, a.z * d); }
        // UnityCsReference 2022.3: Runtime/Export/Math/Vector3.cs (operator==: closer than kEpsilon 1e-5).
        public static bool operator ==(Vector3 a, Vector3 b) { var d = a - b; return d.x * d.x + d.y * d.y + d.z * d.z < 1e-10f; }
        public static bool operator !=(Vector3 a, Vector3 b) { return !(a == b); }
        public override bool Equals(object other) { return other is Vector3 && x.Equals(((Vector3)other).x) && y.Equals(((Vector3)other).y) && z.Equals(((Vector3)other).z); }
        public override int GetHashCode() { return x.GetHashCode() ^ (y.GetHashCode() << 2) ^ (z.GetHashCode() >> 2); }
    }

    // UnityCsReference 2022.3: Runtime/Export/Math/Quaternion.cs. Euler turns about z, then x, then y.
    public partial struct Quaternion
    {
        public float x;
        public float y;
        public float z;
        public float w;
        public Quaternion(float x, float y, float z, float w) { this.x = x; this.y = y; this.z = z; this.w = w; }
        public static Quaternion identity { get { return new Quaternion(0, 0, 0, 1); } }

        static Quaternion About(float degrees, float ax, float ay, float az)
        {
            double half = degrees * Math.PI / 360;
            float sin = (float)Math.Sin(half);
            return new Quaternion(ax * sin, ay * sin, az * sin, (float)Math.Cos(half));
        }

        public static Quaternion Euler(float x, float y, float z) { return About(y, 0, 1, 0) * About(x, 1, 0, 0) * About(z, 0, 0, 1); }
        public static Quaternion Inverse(Quaternion rotation) { return new Quaternion(-rotation.x, -rotation.y, -rotation.z, rotation.w); }
        // Runtime/Export/Math/Quaternion.cs (operator==: IsEqualUsingDot, dot > 1 - kEpsilon 1e-6).
        public static bool operator ==(Quaternion a, Quaternion b) { return a.x * b.x + a.y * b.y + a.z * b.z + a.w * b.w > 1 - 1e-6f; }
        public static bool operator !=(Quaternion a, Quaternion b) { return !(a == b); }
        public override bool Equals(object other) { return other is Quaternion && x.Equals(((Quaternion)other).x) && y.Equals(((Quaternion)other).y) && z.Equals(((Quaternion)other).z) && w.Equals(((Quaternion)other).w); }
        public override int GetHashCode() { return x.GetHashCode() ^ (y.GetHashCode() << 2) ^ (z.GetHashCode() >> 2) ^ (w.GetHashCode() >> 1); }

        public static Quaternion operator *(Quaternion a, Quaternion b)
        {
            return new Quaternion(
                a.w * b.x + a.x * b.w + a.y * b.z - a.z * b.y,
                a.w * b.y + a.y * b.w + a.z * b.x - a.x * b.z,
                a.w * b.z + a.z * b.w + a.x * b.y - a.y * b.x,
                a.w * b.w - a.x * b.x - a.y * b.y - a.z * b.z);
        }

        public static Vector3 operator *(Quaternion rotation, Vector3 point)
        {
            var turned = rotation * new Quaternion(point.x, point.y, point.z, 0) * Inverse(rotation);
            return new Vector3(turned.x, turned.y, turned.z);
        }
    }

    // UnityCsReference 2022.3: Runtime/Export/Math/Color32.cs
    public partial struct Color32
    {
        public byte r;
        public byte g;
        public byte b;
        public byte a;
        public Color32(byte r, byte g, byte b, byte a) { this.r = r; this.g = g; this.b = b; this.a = a; }
    }

    // UnityCsReference 2022.3: Runtime/Export/Math/Color.cs
    public struct Color
    {
        public float r;
        public float g;
        public float b;
        public float a;
        public Color(float r, float g, float b, float a) { this.r = r; this.g = g; this.b = b; this.a = a; }
        public Color(float r, float g, float b) : this(r, g, b, 1f) {}
        public static Color white { get { return new Color(1, 1, 1, 1); } }
        public static Color black { get { return new Color(0, 0, 0, 1); } }
        public static Color Lerp(Color a, Color b, float t)
        {
            t = Mathf.Clamp01(t);
            return new Color(a.r + (b.r - a.r) * t, a.g + (b.g - a.g) * t, a.b + (b.b - a.b) * t, a.a + (b.a - a.a) * t);
        }
    }

    // UnityCsReference 2022.3: Runtime/Export/Geometry/Rect.cs
    public struct Rect
    {
        public float x { get; set; }
        public float y { get; set; }
        public float width { get; set; }
        public float height { get; set; }
        public Rect(float x, float y, float width, float height) : this() { this.x = x; this.y = y; this.width = width; this.height = height; }
        // :236-266: equal when every field is.
        public static bool operator ==(Rect lhs, Rect rhs) { return lhs.x == rhs.x && lhs.y == rhs.y && lhs.width == rhs.width && lhs.height == rhs.height; }
        public static bool operator !=(Rect lhs, Rect rhs) { return !(lhs == rhs); }
        public override bool Equals(object other) { return other is Rect && this == (Rect)other; }
        public override int GetHashCode() { return x.GetHashCode() ^ (y.GetHashCode() << 2) ^ (width.GetHashCode() >> 2) ^ (height.GetHashCode() >> 1); }
        // Contains(Vector2): xMin and yMin inside, xMax and yMax outside (a positive width and height).
        public bool Contains(Vector2 point) { return point.x >= x && point.x < x + width && point.y >= y && point.y < y + height; }
    }

    // UnityCsReference 2022.3: Modules/IMGUI/EventEnums.cs:10-29 (the values the kits meet)
    public enum EventType { MouseDown = 0, MouseUp = 1, MouseMove = 2, MouseDrag = 3, KeyDown = 4, KeyUp = 5, ScrollWheel = 6, Repaint = 7, Layout = 8 }

    // UnityCsReference 2022.3: Modules/IMGUI/Event.cs:113 (current, the event OnGUI is called for) and Event.bindings.cs:30 (type)
    public sealed class Event
    {
        internal static readonly Event Current = new Event();
        public static Event current { get { return Current; } }
        public EventType type { get; set; }
    }

    // UnityCsReference 2022.3: Modules/IMGUI/LayoutGroup.cs:14-16 (each group holds a new List of its entries)
    internal sealed class GUILayoutGroup
    {
        public List<object> entries = new List<object>();
    }

    // UnityCsReference 2022.3: Modules/IMGUI/GUILayoutUtility.cs:122-131: on a Layout event Begin makes two groups
    // (the top level and the windows'); GUIUtility.cs:189-201 calls it only while the script's useGUILayout is on.
    internal static class GUILayoutUtility
    {
        static GUILayoutGroup topLevel;
        static GUILayoutGroup windows;

        internal static void Begin(bool useGUILayout)
        {
            if (!useGUILayout || Event.Current.type != EventType.Layout) return;
            topLevel = new GUILayoutGroup();
            windows = new GUILayoutGroup();
        }

        internal static int Groups { get { return (topLevel == null ? 0 : 1) + (windows == null ? 0 : 1); } }
    }

    // UnityCsReference 2022.3: Modules/UI/ScriptBindings/UICanvas.bindings.cs (the UI module's Canvas: how it is drawn,
    // the camera a Screen Space - Camera or World Space canvas is drawn by, whether it is a root canvas).
    public enum RenderMode { ScreenSpaceOverlay = 0, ScreenSpaceCamera = 1, WorldSpace = 2 }

    public sealed class Canvas : Behaviour
    {
        public RenderMode renderMode { get; set; }
        public Camera worldCamera { get; set; }
        public bool isRootCanvas { get { return true; } }
    }

    // UnityCsReference 2022.3: Modules/IMGUI/GUIUtility.cs:95 and :124-131 (keyboardControl: the control with the keys,
    // 0 for none; read anywhere in 2022.3, a warning outside OnGUI in 6000 only under the DetectInvalidImguiAPIUsages
    // diagnostic switch), GUIStateObjects.cs (one state object per type and control id, made by GetStateObject and
    // found by QueryStateObject). GUI.DoTextField (GUI.cs:630-701) makes the field's TextEditor and, on a press
    // in it, gives it the keyboardControl: a host's field is set up here the same way.
    public static class GUIUtility
    {
        static readonly Dictionary<string, object> states = new Dictionary<string, object>();

        public static int keyboardControl { get; set; }

        public static object GetStateObject(Type t, int controlID)
        {
            object state;
            string key = t.FullName + "#" + controlID;
            if (!states.TryGetValue(key, out state)) states[key] = state = Activator.CreateInstance(t);
            return state;
        }

        public static object QueryStateObject(Type t, int controlID)
        {
            object state;
            return states.TryGetValue(t.FullName + "#" + controlID, out state) ? state : null;
        }

        internal static void Reset() { keyboardControl = 0; states.Clear(); }
    }

    // UnityCsReference 2022.3: Modules/IMGUI/TextEditor.cs (a text field's state: its text, cursor and selection).
    public class TextEditor
    {
        public string text = "";
    }

    // UnityCsReference 2022.3: Modules/IMGUI/GUI.cs. Every label is recorded in StubPlayer.Drawn as the
    // screen shows it (GUI.matrix applied).
    public partial class GUI
    {
        static readonly GUISkin defaultSkin = new GUISkin();

        public static GUISkin skin { get { return defaultSkin; } set {} }
        public static Matrix4x4 matrix { get; set; } = Matrix4x4.identity;

        public static void Label(Rect position, string text) { Label(position, text, skin.label); }

        public static void Box(Rect position, string text) { Box(position, text, skin.box); }

        public static void Box(Rect position, string text, GUIStyle style) { Record(position, text, style, true); }

        public static void Label(Rect position, string text, GUIStyle style) { Record(position, text, style, false); }

        static void Record(Rect position, string text, GUIStyle style, bool box)
        {
            float scale = matrix.m00;
            var topLeft = matrix.MultiplyPoint3x4(new Vector3(position.x, position.y, 0));
            float textWidth = style.TextWidth(text, style.wordWrap ? position.width : float.PositiveInfinity);
            StubPlayer.Drawn.Add(new DrawnText
            {
                Text = text,
                Screen = new Rect(topLeft.x, topLeft.y, position.width * scale, position.height * scale),
                TextWidth = textWidth * scale,
                FontPixels = style.FontPixels * scale,
                FontSize = style.FontPixels,
                MatrixScale = scale,
                WordWrap = style.wordWrap,
                Box = box,
            });
        }
    }

    // UnityCsReference 2022.3: Modules/IMGUI/GUISkin.cs
    public sealed class GUISkin : ScriptableObject
    {
        readonly GUIStyle labelStyle = new GUIStyle();
        readonly GUIStyle boxStyle = new GUIStyle();
        public GUIStyle label { get { return labelStyle; } set {} }
        public GUIStyle box { get { return boxStyle; } set {} }
    }

    // UnityCsReference 2022.3: Modules/IMGUI/GUIContent.cs
    public class GUIContent
    {
        public GUIContent() { text = ""; }
        public string text { get; set; }
    }

    // UnityCsReference 2022.3: Runtime/Export/Geometry/RectOffset.cs
    public partial class RectOffset
    {
        public RectOffset() {}
        public RectOffset(int left, int right, int top, int bottom) { this.left = left; this.right = right; this.top = top; this.bottom = bottom; }
        public int left { get; set; }
        public int right { get; set; }
        public int top { get; set; }
        public int bottom { get; set; }
        public int horizontal { get { return left + right; } }
        public int vertical { get { return top + bottom; } }
    }

    // UnityCsReference 2022.3: Modules/IMGUI/GUIStyle.cs. Sizes follow a font whose letters are on average
    // 0.55 of its size wide and whose lines are 1.2 of it apart; a font size of 0 is the skin's default, 13.
    public sealed partial class GUIStyle
    {
        public GUIStyle() { padding = new RectOffset(2, 2, 1, 2); }
        public GUIStyle(GUIStyle other)
        {
            fontSize = other.fontSize;
            wordWrap = other.wordWrap;
            padding = new RectOffset(other.padding.left, other.padding.right, other.padding.top, other.padding.bottom);
        }

        public int fontSize { get; set; }
        public bool wordWrap { get; set; }
        public RectOffset padding { get; set; }
        public float lineHeight { get { return FontPixels * 1.2f; } }

        internal float FontPixels { get { return fontSize > 0 ? fontSize : 13; } }

        /// <summary>Stub only: the width of the text (its widest line when wrapped at maxWidth).</summary>
        internal float TextWidth(string text, float maxWidth)
        {
            float full = (text == null ? 0 : text.Length) * FontPixels * 0.55f;
            return Math.Min(full, Math.Max(0, maxWidth - padding.horizontal));
        }

        public Vector2 CalcSize(GUIContent content)
        {
            return new Vector2(TextWidth(content.text, float.PositiveInfinity) + padding.horizontal, lineHeight + padding.vertical);
        }

        public float CalcHeight(GUIContent content, float width)
        {
            float room = Math.Max(1, width - padding.horizontal);
            float full = TextWidth(content.text, float.PositiveInfinity);
            int lines = wordWrap ? Math.Max(1, (int)Math.Ceiling(full / room)) : 1;
            return lines * lineHeight + padding.vertical;
        }
    }

    // UnityCsReference 2022.3: Runtime/Export/Math/Matrix4x4.cs (the scale and translation the HUD uses)
    public partial struct Matrix4x4
    {
        public float m00, m11, m22, m33, m03, m13, m23;
        public static Matrix4x4 identity { get { return new Matrix4x4 { m00 = 1, m11 = 1, m22 = 1, m33 = 1 }; } }
        public static Matrix4x4 Scale(Vector3 vector) { return new Matrix4x4 { m00 = vector.x, m11 = vector.y, m22 = vector.z, m33 = 1 }; }
        public Vector3 MultiplyPoint3x4(Vector3 point) { return new Vector3(m00 * point.x + m03, m11 * point.y + m13, m22 * point.z + m23); }
    }

    // UnityCsReference 2022.3: Runtime/Export/Input/KeyCode.cs
    public enum KeyCode
    {
        // Every member, from the source (review 4 N14: the kits map the whole keyboard range).
        None = 0, Backspace = 8, Delete = 127, Tab = 9, Clear = 12, Return = 13, Pause = 19, Escape = 27, Space = 32, Keypad0 = 256, Keypad1 = 257, Keypad2 = 258, Keypad3 = 259, Keypad4 = 260, Keypad5 = 261, Keypad6 = 262, Keypad7 = 263, Keypad8 = 264, Keypad9 = 265, KeypadPeriod = 266, KeypadDivide = 267, KeypadMultiply = 268, KeypadMinus = 269, KeypadPlus = 270, KeypadEnter = 271, KeypadEquals = 272, UpArrow = 273, DownArrow = 274, RightArrow = 275, LeftArrow = 276, Insert = 277, Home = 278, End = 279, PageUp = 280, PageDown = 281, F1 = 282, F2 = 283, F3 = 284, F4 = 285, F5 = 286, F6 = 287, F7 = 288, F8 = 289, F9 = 290, F10 = 291, F11 = 292, F12 = 293, F13 = 294, F14 = 295, F15 = 296, Alpha0 = 48, Alpha1 = 49, Alpha2 = 50, Alpha3 = 51, Alpha4 = 52, Alpha5 = 53, Alpha6 = 54, Alpha7 = 55, Alpha8 = 56, Alpha9 = 57, Exclaim = 33, DoubleQuote = 34, Hash = 35, Dollar = 36, Percent = 37, Ampersand = 38, Quote = 39, LeftParen = 40, RightParen = 41, Asterisk = 42, Plus = 43, Comma = 44, Minus = 45, Period = 46, Slash = 47, Colon = 58, Semicolon = 59, Less = 60, Equals = 61, Greater = 62, Question = 63, At = 64, LeftBracket = 91, Backslash = 92, RightBracket = 93, Caret = 94, Underscore = 95, BackQuote = 96, A = 97, B = 98, C = 99, D = 100, E = 101, F = 102, G = 103, H = 104, I = 105, J = 106, K = 107, L = 108, M = 109, N = 110, O = 111, P = 112, Q = 113, R = 114, S = 115, T = 116, U = 117, V = 118, W = 119, X = 120, Y = 121, Z = 122, LeftCurlyBracket = 123, Pipe = 124, RightCurlyBracket = 125, Tilde = 126, Numlock = 300, CapsLock = 301, ScrollLock = 302, RightShift = 303, LeftShift = 304, RightControl = 305, LeftControl = 306, RightAlt = 307, LeftAlt = 308, LeftMeta = 310, LeftCommand = 310, LeftApple = 310, LeftWindows = 311, RightMeta = 309, RightCommand = 309, RightApple = 309, RightWindows = 312, AltGr = 313, Help = 315, Print = 316, SysReq = 317, Break = 318, Menu = 319, WheelUp = 321, WheelDown = 322, F16 = 670, F17 = 671, F18 = 672, F19 = 673, F20 = 674, F21 = 675, F22 = 676, F23 = 677, F24 = 678, Mouse0 = 323, Mouse1 = 324, Mouse2 = 325, Mouse3 = 326, Mouse4 = 327, Mouse5 = 328, Mouse6 = 329, JoystickButton0 = 330, JoystickButton1 = 331, JoystickButton2 = 332, JoystickButton3 = 333, JoystickButton4 = 334, JoystickButton5 = 335, JoystickButton6 = 336, JoystickButton7 = 337, JoystickButton8 = 338, JoystickButton9 = 339, JoystickButton10 = 340, JoystickButton11 = 341, JoystickButton12 = 342, JoystickButton13 = 343, JoystickButton14 = 344, JoystickButton15 = 345, JoystickButton16 = 346, JoystickButton17 = 347, JoystickButton18 = 348, JoystickButton19 = 349, Joystick1Button0 = 350, Joystick1Button1 = 351, Joystick1Button2 = 352, Joystick1Button3 = 353, Joystick1Button4 = 354, Joystick1Button5 = 355, Joystick1Button6 = 356, Joystick1Button7 = 357, Joystick1Button8 = 358, Joystick1Button9 = 359, Joystick1Button10 = 360, Joystick1Button11 = 361, Joystick1Button12 = 362, Joystick1Button13 = 363, Joystick1Button14 = 364, Joystick1Button15 = 365, Joystick1Button16 = 366, Joystick1Button17 = 367, Joystick1Button18 = 368, Joystick1Button19 = 369, Joystick2Button0 = 370, Joystick2Button1 = 371, Joystick2Button2 = 372, Joystick2Button3 = 373, Joystick2Button4 = 374, Joystick2Button5 = 375, Joystick2Button6 = 376, Joystick2Button7 = 377, Joystick2Button8 = 378, Joystick2Button9 = 379, Joystick2Button10 = 380, Joystick2Button11 = 381, Joystick2Button12 = 382, Joystick2Button13 = 383, Joystick2Button14 = 384, Joystick2Button15 = 385, Joystick2Button16 = 386, Joystick2Button17 = 387, Joystick2Button18 = 388, Joystick2Button19 = 389, Joystick3Button0 = 390, Joystick3Button1 = 391, Joystick3Button2 = 392, Joystick3Button3 = 393, Joystick3Button4 = 394, Joystick3Button5 = 395, Joystick3Button6 = 396, Joystick3Button7 = 397, Joystick3Button8 = 398, Joystick3Button9 = 399, Joystick3Button10 = 400, Joystick3Button11 = 401, Joystick3Button12 = 402, Joystick3Button13 = 403, Joystick3Button14 = 404, Joystick3Button15 = 405, Joystick3Button16 = 406, Joystick3Button17 = 407, Joystick3Button18 = 408, Joystick3Button19 = 409, Joystick4Button0 = 410, Joystick4Button1 = 411, Joystick4Button2 = 412, Joystick4Button3 = 413, Joystick4Button4 = 414, Joystick4Button5 = 415, Joystick4Button6 = 416, Joystick4Button7 = 417, Joystick4Button8 = 418, Joystick4Button9 = 419, Joystick4Button10 = 420, Joystick4Button11 = 421, Joystick4Button12 = 422, Joystick4Button13 = 423, Joystick4Button14 = 424, Joystick4Button15 = 425, Joystick4Button16 = 426, Joystick4Button17 = 427, Joystick4Button18 = 428, Joystick4Button19 = 429, Joystick5Button0 = 430, Joystick5Button1 = 431, Joystick5Button2 = 432, Joystick5Button3 = 433, Joystick5Button4 = 434, Joystick5Button5 = 435, Joystick5Button6 = 436, Joystick5Button7 = 437, Joystick5Button8 = 438, Joystick5Button9 = 439, Joystick5Button10 = 440, Joystick5Button11 = 441, Joystick5Button12 = 442, Joystick5Button13 = 443, Joystick5Button14 = 444, Joystick5Button15 = 445, Joystick5Button16 = 446, Joystick5Button17 = 447, Joystick5Button18 = 448, Joystick5Button19 = 449, Joystick6Button0 = 450, Joystick6Button1 = 451, Joystick6Button2 = 452, Joystick6Button3 = 453, Joystick6Button4 = 454, Joystick6Button5 = 455, Joystick6Button6 = 456, Joystick6Button7 = 457, Joystick6Button8 = 458, Joystick6Button9 = 459, Joystick6Button10 = 460, Joystick6Button11 = 461, Joystick6Button12 = 462, Joystick6Button13 = 463, Joystick6Button14 = 464, Joystick6Button15 = 465, Joystick6Button16 = 466, Joystick6Button17 = 467, Joystick6Button18 = 468, Joystick6Button19 = 469, Joystick7Button0 = 470, Joystick7Button1 = 471, Joystick7Button2 = 472, Joystick7Button3 = 473, Joystick7Button4 = 474, Joystick7Button5 = 475, Joystick7Button6 = 476, Joystick7Button7 = 477, Joystick7Button8 = 478, Joystick7Button9 = 479, Joystick7Button10 = 480, Joystick7Button11 = 481, Joystick7Button12 = 482, Joystick7Button13 = 483, Joystick7Button14 = 484, Joystick7Button15 = 485, Joystick7Button16 = 486, Joystick7Button17 = 487, Joystick7Button18 = 488, Joystick7Button19 = 489, Joystick8Button0 = 490, Joystick8Button1 = 491, Joystick8Button2 = 492, Joystick8Button3 = 493, Joystick8Button4 = 494, Joystick8Button5 = 495, Joystick8Button6 = 496, Joystick8Button7 = 497, Joystick8Button8 = 498, Joystick8Button9 = 499, Joystick8Button10 = 500, Joystick8Button11 = 501, Joystick8Button12 = 502, Joystick8Button13 = 503, Joystick8Button14 = 504, Joystick8Button15 = 505, Joystick8Button16 = 506, Joystick8Button17 = 507, Joystick8Button18 = 508, Joystick8Button19 = 509,
    }

    // UnityCsReference 2022.3: Modules/InputLegacy/Input.bindings.cs (TouchPhase)
    public enum TouchPhase { Began = 0, Moved = 1, Stationary = 2, Ended = 3, Canceled = 4 }

    // UnityCsReference 2022.3: Modules/InputLegacy/Input.bindings.cs (Touch)
    public struct Touch
    {
        public int fingerId { get; set; }
        public Vector2 position { get; set; }
        public TouchPhase phase { get; set; }
    }

    // UnityCsReference 2022.3: Modules/InputLegacy/Input.bindings.cs. The class is there in every project;
    // with Active Input Handling set to the Input System package alone, every read throws, as Unity's
    // native side does ("You are trying to read Input using the UnityEngine.Input class, but you have
    // switched active Input handling to Input System package in Player Settings").
    public class Input
    {
        static void Check()
        {
            if (!StubPlayer.LegacyInputEnabled) throw new InvalidOperationException("You are trying to read Input using the UnityEngine.Input class, but you have switched active Input handling to Input System package in Player Settings.");
        }

        // simulateMouseWithTouches is on by default: the first finger is also mouse button 0, at the finger.
        static bool Touching { get { return StubPlayer.Touching(); } }

        static Vector2 FirstFinger()
        {
            foreach (var finger in StubPlayer.Fingers) if (finger.Began || finger.Held || finger.Ended) return finger.Position;
            return StubPlayer.MousePosition;
        }

        static bool FirstFingerBegan()
        {
            foreach (var finger in StubPlayer.Fingers) if (finger.Began || finger.Held || finger.Ended) return finger.Began;
            return false;
        }

        public static bool GetKeyDown(KeyCode key) { Check(); return StubPlayer.KeysDown.Contains(key); }
        // A key pressed and let go within one frame is up at the frame's end: GetKeyDown and GetKeyUp, not GetKey.
        public static bool GetKey(KeyCode key) { Check(); return StubPlayer.KeysHeld.Contains(key) || (StubPlayer.KeysDown.Contains(key) && !StubPlayer.KeysUp.Contains(key)); }
        public static bool GetKeyUp(KeyCode key) { Check(); return StubPlayer.KeysUp.Contains(key); }
        public static bool GetMouseButtonUp(int button) { Check(); return button == 0 && StubPlayer.MouseUp; }
        public static bool GetMouseButtonDown(int button) { Check(); return button == 0 && (StubPlayer.MouseDown || FirstFingerBegan()); }
        public static bool GetMouseButton(int button) { Check(); return button == 0 && ((StubPlayer.MouseDown && !StubPlayer.MouseUp) || StubPlayer.MouseHeld || Touching); }
        public static Vector3 mousePosition { get { Check(); return Touching ? (Vector3)FirstFinger() : StubPlayer.MousePosition; } }
        public static int touchCount { get { Check(); return Touches().Count; } }
        // :471 touchSupported: the device has a touch screen.
        public static bool touchSupported { get { Check(); return StubPlayer.TouchScreen; } }

        // The touches of this frame: a lifted finger is there (Ended) the frame it ends; one lifted and put
        // down again within the frame is two touches, the one that ended and a new one that began.
        static readonly List<Touch> touchBuffer = new List<Touch>();

        // Unity's touchCount and GetTouch allocate nothing (Input.touches does): one list, refilled.
        static List<Touch> Touches()
        {
            var touches = touchBuffer;
            touches.Clear();
            for (int id = 0; id < StubPlayer.Fingers.Length; id++)
            {
                var finger = StubPlayer.Fingers[id];
                if (finger.Ended) touches.Add(new Touch { fingerId = id, position = finger.Position, phase = TouchPhase.Ended });
                if (finger.Began) touches.Add(new Touch { fingerId = finger.Ended ? id + StubPlayer.Fingers.Length : id, position = finger.Position, phase = TouchPhase.Began });
                else if (finger.Held && !finger.Ended) touches.Add(new Touch { fingerId = id, position = finger.Position, phase = TouchPhase.Stationary });
            }
            return touches;
        }

        public static Touch GetTouch(int index)
        {
            Check();
            var touches = Touches();
            if (index < 0 || index >= touches.Count) throw new ArgumentException("Index out of bounds.");
            return touches[index];
        }
    }

    // UnityCsReference 2022.3: Runtime/Export/Scripting/TextAsset.cs
    public partial class TextAsset : Object
    {
        public string text { get; internal set; }
    }

    // UnityCsReference 2022.3: Runtime/Export/Resources/Resources.bindings.cs
    public sealed partial class Resources
    {
        /// <summary>Stub only: the Resources folder Load reads from (Unity merges every Resources folder).</summary>
        internal static string Root = ".";

        public static T Load<T>(string path) where T : Object
        {
            if (typeof(T) != typeof(TextAsset)) return null;
            var file = Path.Combine(Root, path + ".json");
            if (!File.Exists(file)) return null;
            return (T)(Object)new TextAsset { text = File.ReadAllText(file) };
        }
    }

    // UnityCsReference 2022.3: Runtime/Export/Scripting/Attributes.cs
    [AttributeUsage(AttributeTargets.Class)]
    public sealed class CreateAssetMenuAttribute : Attribute
    {
        public string fileName { get; set; }
        public string menuName { get; set; }
    }

    // UnityCsReference 2022.3: Runtime/Export/Scripting/Attributes.cs
    [AttributeUsage(AttributeTargets.Class)]
    public sealed class AddComponentMenu : Attribute
    {
        public AddComponentMenu(string menuName) {}
    }

    // UnityCsReference 2022.3: Runtime/Export/Scripting/Attributes.cs
    [AttributeUsage(AttributeTargets.Class)]
    public sealed class DisallowMultipleComponent : Attribute {}

    // UnityCsReference 2022.3: Runtime/Export/PropertyDrawer/PropertyAttribute.cs
    [AttributeUsage(AttributeTargets.Field)]
    public sealed class RangeAttribute : Attribute
    {
        public readonly float min;
        public readonly float max;
        public RangeAttribute(float min, float max) { this.min = min; this.max = max; }
    }

    // UnityCsReference 2022.3: Runtime/Export/PropertyDrawer/PropertyAttribute.cs
    [AttributeUsage(AttributeTargets.Field)]
    public sealed class TooltipAttribute : Attribute
    {
        public readonly string tooltip;
        public TooltipAttribute(string tooltip) { this.tooltip = tooltip; }
    }

    // UnityCsReference 2022.3: Runtime/Export/PropertyDrawer/PropertyAttribute.cs
    [AttributeUsage(AttributeTargets.Field)]
    public class HeaderAttribute : Attribute
    {
        public readonly string header;
        public HeaderAttribute(string header) { this.header = header; }
    }

    // UnityCsReference 2022.3: Runtime/Export/Serialization/Serialization.cs
    [AttributeUsage(AttributeTargets.Field)]
    public sealed class SerializeField : Attribute {}

    // UnityCsReference 2022.3: Runtime/Export/Scripting/Attributes.cs
    [AttributeUsage(AttributeTargets.Field)]
    public sealed class HideInInspector : Attribute {}

    // UnityCsReference 2022.3: Runtime/Export/Math/Mathf.cs (a struct of static members)
    public partial struct Mathf
    {
        public static float Sqrt(float f) { return (float)Math.Sqrt(f); }
        public static float Abs(float f) { return Math.Abs(f); }
        public static bool Approximately(float a, float b) { return Math.Abs(b - a) < Math.Max(1E-06f * Math.Max(Math.Abs(a), Math.Abs(b)), float.Epsilon * 8); }
        public static float Clamp(float value, float min, float max) { return Math.Max(min, Math.Min(max, value)); }
        public static int Clamp(int value, int min, int max) { return Math.Max(min, Math.Min(max, value)); }
        public static float Clamp01(float value) { return Clamp(value, 0f, 1f); }
        public static float Round(float value) { return (float)Math.Round(value); }
        public static int RoundToInt(float value) { return (int)Math.Round(value); }
        public static float Floor(float f) { return (float)Math.Floor(f); }
        public static int FloorToInt(float f) { return (int)Math.Floor(f); }
        public static int CeilToInt(float f) { return (int)Math.Ceiling(f); }
        public static float Max(float a, float b) { return Math.Max(a, b); }
        public static int Max(int a, int b) { return Math.Max(a, b); }
        public static float Min(float a, float b) { return Math.Min(a, b); }
        public static int Min(int a, int b) { return Math.Min(a, b); }
    }

    // UnityCsReference 2022.3: Runtime/Export/Debug/Debug.bindings.cs
    public partial class Debug
    {
        public static void Log(object message) { Console.WriteLine(message); }
        public static void LogWarning(object message) { Console.WriteLine("warning: " + message); }
    }

    // UnityCsReference 2022.3: Modules/JSONSerialize/Public/JsonUtility.bindings.cs
    public static class JsonUtility
    {
        static readonly Regex NumberField = new Regex("\"(\\w+)\"\\s*:\\s*(-?[0-9.eE+-]+)");

        // Unity throws ArgumentException on text that is not a JSON object, and skips values of another type.
        public static void FromJsonOverwrite(string json, object objectToOverwrite)
        {
            if (json == null) throw new ArgumentNullException("json");
            var text = json.Trim();
            if (!text.StartsWith("{") || !text.EndsWith("}") || text.Split('"').Length % 2 == 0) throw new ArgumentException("JSON parse error: Invalid value.");
            foreach (Match match in NumberField.Matches(json))
            {
                var field = objectToOverwrite.GetType().GetField(match.Groups[1].Value, BindingFlags.Public | BindingFlags.Instance);
                if (field == null) continue;
                var number = double.Parse(match.Groups[2].Value, CultureInfo.InvariantCulture);
                field.SetValue(objectToOverwrite, Convert.ChangeType(number, field.FieldType, CultureInfo.InvariantCulture));
            }
        }
    }
}

// UnityCsReference 2022.3: Runtime/Export/RenderPipeline/RenderPipelineAsset.cs, Runtime/Export/Graphics/
// GraphicsSettings.bindings.cs:44-47 (currentRenderPipeline: the quality level's asset, else the default; null under
// the Built-in pipeline).
namespace UnityEngine.Rendering
{
    public abstract class RenderPipelineAsset : ScriptableObject {}

    public sealed class GraphicsSettings : Object
    {
        GraphicsSettings() {}
        public static RenderPipelineAsset currentRenderPipeline { get { return StubPlayer.RenderPipeline; } }
    }
}

namespace UnityEngine.Serialization
{
    // UnityCsReference 2022.3: Runtime/Export/Serialization/FormerlySerializedAsAttribute.cs (a field's old name, read when a
    // scene or prefab saved under it loads).
    [System.AttributeUsage(System.AttributeTargets.Field, AllowMultiple = true, Inherited = false)]
    public class FormerlySerializedAsAttribute : System.Attribute
    {
        readonly string name;
        public FormerlySerializedAsAttribute(string oldName) { name = oldName; }
        public string oldName { get { return name; } }
    }
}

namespace UnityEngine.Events
{
    // UnityCsReference 2022.3: artifacts/generated/UnityEvent/UnityEvent_0.cs (UnityAction)
    public delegate void UnityAction();
    // UnityCsReference 2022.3: artifacts/generated/UnityEvent/UnityEvent_1.cs (UnityAction<T0>)
    public delegate void UnityAction<T0>(T0 arg0);

    // UnityCsReference 2022.3: Runtime/Export/UnityEvent/UnityEvent.cs (UnityEventBase)
    [Serializable]
    public abstract class UnityEventBase {}

    // UnityCsReference 2022.3: artifacts/generated/UnityEvent/UnityEvent_0.cs (UnityEvent)
    [Serializable]
    public class UnityEvent : UnityEventBase
    {
        event UnityAction listeners;
        public void AddListener(UnityAction call) { listeners += call; }
        public void RemoveListener(UnityAction call) { listeners -= call; }
        public void Invoke() { if (listeners != null) listeners(); }
    }

    // UnityCsReference 2022.3: artifacts/generated/UnityEvent/UnityEvent_1.cs (UnityEvent<T0>)
    [Serializable]
    public class UnityEvent<T0> : UnityEventBase
    {
        event UnityAction<T0> listeners;
        public void AddListener(UnityAction<T0> call) { listeners += call; }
        public void RemoveListener(UnityAction<T0> call) { listeners -= call; }
        public void Invoke(T0 arg0) { if (listeners != null) listeners(arg0); }
    }
}

// The Input System package (com.unity.inputsystem 1.7.0), as far as the kits use it, only when the stub
// is compiled with STUB_INPUT_SYSTEM_PACKAGE: without it the stub is a project without the package.
// Sources: InputSystem 1.7.0, Packages/com.unity.inputsystem/InputSystem/.
#if STUB_INPUT_SYSTEM_PACKAGE
namespace UnityEngine.InputSystem.LowLevel
{
    // InputSystem 1.7.0: Devices/Touchscreen.cs (TouchState)
    public struct TouchState {}

    // InputSystem 1.7.0: State/InputState.cs (currentTime: now, on the timeline of the events' times)
    public static class InputState
    {
        // InputSystem: LowLevel/InputState.cs, the time now on realtimeSinceStartup's timeline: the frame's start and the
        // part of the frame before the game's Update (StubPlayer.UpdateAfter).
        public static double currentTime { get { return StubPlayer.RealTime + StubPlayer.UpdateAfter; } }
    }
}

namespace UnityEngine.InputSystem.Utilities
{
    // InputSystem 1.7.0: Utilities/ReadOnlyArray.cs
    public struct ReadOnlyArray<TValue>
    {
        readonly TValue[] array;
        internal ReadOnlyArray(TValue[] array) { this.array = array; }
        public int Count { get { return array == null ? 0 : array.Length; } }
        public TValue this[int index] { get { return array[index]; } }
    }
}

namespace UnityEngine.InputSystem
{
    using UnityEngine.InputSystem.Controls;
    using UnityEngine.InputSystem.Utilities;

    // InputSystem 1.7.0: InputSettings.cs (UpdateMode), InputSystem.cs (settings). The stub's mode is the default unless a test sets it.
    public class InputSettings
    {
        public enum UpdateMode { ProcessEventsInDynamicUpdate = 1, ProcessEventsInFixedUpdate, ProcessEventsManually }
        public UpdateMode updateMode { get; set; }

        public InputSettings()
        {
            updateMode = UpdateMode.ProcessEventsInDynamicUpdate;
        }
    }

    public static class InputSystem
    {
        static InputSettings current = new InputSettings();
        public static InputSettings settings { get { return current; } set { current = value; } }
    }

    // InputSystem 1.7.0: Controls/InputControl.cs
    public abstract class InputControl {}

    // InputSystem 1.7.0: Controls/InputControl.cs (InputControl<TValue>)
    public abstract class InputControl<TValue> : InputControl where TValue : struct
    {
        internal Func<TValue> read = () => default(TValue);
        public TValue ReadValue() { return read(); }
    }

    // InputSystem 1.7.0: Devices/InputDevice.cs. Updated this frame when it has a press of this frame, stamped
    // StubPlayer.PressAgo before now.
    public class InputDevice : InputControl
    {
        static int added;
        /// <summary>Unique among the devices added, counted up from 1 as the Input System adds them (InputDevice.deviceId).</summary>
        public int deviceId { get; private set; }
        protected InputDevice() { deviceId = ++added; }
        internal Func<bool> updated = () => false;
        /// <summary>How long before now the device's last event came in: its press's (StubPlayer.PressAgo) unless the device says otherwise.</summary>
        internal Func<double> lastAgo = () => StubPlayer.PressAgo;
        public bool wasUpdatedThisFrame { get { return updated(); } }
        public double lastUpdateTime { get { return StubPlayer.RealTime - lastAgo(); } }
    }

    // InputSystem 1.7.0: Devices/Pointer.cs
    public class Pointer : InputDevice
    {
        public Vector2Control position { get; protected set; }
        /// <summary>The pointer used last: the stub's mouse, or its touchscreen while a finger is down.</summary>
        public static Pointer current { get { return (Pointer)Touchscreen.current ?? Mouse.current; } }
    }

    // InputSystem 1.7.0: Devices/Mouse.cs
    public class Mouse : Pointer
    {
        static readonly Mouse stub = new Mouse();
        public new static Mouse current { get { return stub; } }
        public ButtonControl leftButton { get; protected set; }

        Mouse()
        {
            leftButton = new ButtonControl(() => StubPlayer.MouseDown, () => StubPlayer.MouseHeld) { releasedThisFrame = () => StubPlayer.MouseUp };
            // A movement is an event of the mouse too: its last event is the newer of a click and the movement.
            updated = () => StubPlayer.MouseDown || StubPlayer.MouseUp || StubPlayer.MouseMovedAgo >= 0;
            lastAgo = () => StubPlayer.MouseMovedAgo < 0 ? StubPlayer.PressAgo : (StubPlayer.MouseDown || StubPlayer.MouseUp ? Math.Min(StubPlayer.PressAgo, StubPlayer.MouseMovedAgo) : StubPlayer.MouseMovedAgo);
            position = new Vector2Control(() => StubPlayer.MousePosition);
        }
    }

    // InputSystem 1.7.0: Devices/Touchscreen.cs
    public class Touchscreen : Pointer
    {
        static readonly Touchscreen stub = new Touchscreen();
        /// <summary>Null on a machine without a touch screen, as in Unity; the stub has one from its first touch on (or StubPlayer.TouchScreen).</summary>
        public new static Touchscreen current { get { return StubPlayer.TouchScreen || StubPlayer.Touching() ? stub : null; } }
        public TouchControl primaryTouch { get; protected set; }
        public ReadOnlyArray<TouchControl> touches { get; protected set; }

        Touchscreen()
        {
            var all = new TouchControl[StubPlayer.Fingers.Length];
            for (int id = 0; id < all.Length; id++) all[id] = new TouchControl(id);
            touches = new ReadOnlyArray<TouchControl>(all);
            primaryTouch = all[0];
            position = primaryTouch.position;
            updated = () =>
            {
                for (int id = StubPlayer.FingerIsPen ? 1 : 0; id < StubPlayer.Fingers.Length; id++) if (StubPlayer.Fingers[id].Began || StubPlayer.Fingers[id].Ended) return true;
                return false;
            };
        }
    }

    // InputSystem 1.7.0: Devices/Pen.cs (tip, current: null until a pen is added). The stub's is finger 0 while
    // StubPlayer.FingerIsPen.
    public class Pen : Pointer
    {
        static readonly Pen stub = new Pen();
        public new static Pen current { get { return StubPlayer.FingerIsPen ? stub : null; } }
        public ButtonControl tip { get; protected set; }

        Pen()
        {
            var finger = StubPlayer.Fingers[0];
            tip = new ButtonControl(() => finger.Began, () => finger.Held) { releasedThisFrame = () => finger.Ended };
            position = new Vector2Control(() => finger.Position);
            updated = () => finger.Began || finger.Ended;
        }
    }

    // InputSystem 1.7.0: Devices/Keyboard.cs (Key: the values of the package's enum)
    public enum Key
    {
        // Every member and alias, in the source's order (InputSystem 1.11.3: Devices/Keyboard.cs, the same through 1.7.0).
        None = 0, Space = 1, Enter = 2, Tab = 3, Backquote = 4, Quote = 5, Semicolon = 6, Comma = 7, Period = 8, Slash = 9, Backslash = 10, LeftBracket = 11, RightBracket = 12, Minus = 13, Equals = 14, A = 15, B = 16, C = 17, D = 18, E = 19, F = 20, G = 21, H = 22, I = 23, J = 24, K = 25, L = 26, M = 27, N = 28, O = 29, P = 30, Q = 31, R = 32, S = 33, T = 34, U = 35, V = 36, W = 37, X = 38, Y = 39, Z = 40, Digit1 = 41, Digit2 = 42, Digit3 = 43, Digit4 = 44, Digit5 = 45, Digit6 = 46, Digit7 = 47, Digit8 = 48, Digit9 = 49, Digit0 = 50, LeftShift = 51, RightShift = 52, LeftAlt = 53, RightAlt = 54, AltGr = RightAlt, LeftCtrl = 55, RightCtrl = 56, LeftMeta = 57, RightMeta = 58, LeftWindows = LeftMeta, RightWindows = RightMeta, LeftApple = LeftMeta, RightApple = RightMeta, LeftCommand = LeftMeta, RightCommand = RightMeta, ContextMenu = 59, Escape = 60, LeftArrow = 61, RightArrow = 62, UpArrow = 63, DownArrow = 64, Backspace = 65, PageDown = 66, PageUp = 67, Home = 68, End = 69, Insert = 70, Delete = 71, CapsLock = 72, NumLock = 73, PrintScreen = 74, ScrollLock = 75, Pause = 76, NumpadEnter = 77, NumpadDivide = 78, NumpadMultiply = 79, NumpadPlus = 80, NumpadMinus = 81, NumpadPeriod = 82, NumpadEquals = 83, Numpad0 = 84, Numpad1 = 85, Numpad2 = 86, Numpad3 = 87, Numpad4 = 88, Numpad5 = 89, Numpad6 = 90, Numpad7 = 91, Numpad8 = 92, Numpad9 = 93, F1 = 94, F2 = 95, F3 = 96, F4 = 97, F5 = 98, F6 = 99, F7 = 100, F8 = 101, F9 = 102, F10 = 103, F11 = 104, F12 = 105, OEM1 = 106, OEM2 = 107, OEM3 = 108, OEM4 = 109, OEM5 = 110,
    }

    // InputSystem 1.7.0: Devices/Keyboard.cs
    public class Keyboard : InputDevice
    {
        static readonly Keyboard stub = new Keyboard();
        public static Keyboard current { get { return stub; } }
        // The device builds its controls once, when it is added (InputSystem 1.7.0: Devices/Keyboard.cs FinishSetup,
        // each key property a field set there): reading a key allocates nothing, and neither does the stub's.
        Keyboard()
        {
            updated = () => StubPlayer.KeysDown.Count > 0 || StubPlayer.KeysUp.Count > 0;
            spaceKey = Key(KeyCode.Space);
            enterKey = Key(KeyCode.Return);
            numpadEnterKey = Key(KeyCode.KeypadEnter);
            leftArrowKey = Key(KeyCode.LeftArrow);
            rightArrowKey = Key(KeyCode.RightArrow);
            upArrowKey = Key(KeyCode.UpArrow);
            downArrowKey = Key(KeyCode.DownArrow);
            rKey = Key(KeyCode.R);
            cKey = Key(KeyCode.C);
            aKey = Key(KeyCode.A);
            dKey = Key(KeyCode.D);
            // Every Key (its own name, not an alias: AltGr is RightAlt, LeftWindows LeftMeta) as the KeyCode the Input Manager
            // reports for that physical key, built once: KeyCode.cs and Keyboard.cs name some apart (Enter: Return, Digit1: Alpha1).
            foreach (string keyName in Enum.GetNames(typeof(UnityEngine.InputSystem.Key)))
            {
                if (keyName == "AltGr" || keyName.EndsWith("Windows") || keyName.EndsWith("Apple") || keyName.EndsWith("Command")) continue;
                var key = (UnityEngine.InputSystem.Key)Enum.Parse(typeof(UnityEngine.InputSystem.Key), keyName);
                string name = keyName.Replace("Digit", "Alpha").Replace("Numpad", "Keypad").Replace("Ctrl", "Control");
                switch (key)
                {
                    case UnityEngine.InputSystem.Key.Enter: name = "Return"; break;
                    case UnityEngine.InputSystem.Key.Backquote: name = "BackQuote"; break;
                    case UnityEngine.InputSystem.Key.NumLock: name = "Numlock"; break;
                    case UnityEngine.InputSystem.Key.PrintScreen: name = "Print"; break;
                    case UnityEngine.InputSystem.Key.ContextMenu: name = "Menu"; break;
                }
                KeyCode code;
                if (key == UnityEngine.InputSystem.Key.None || !Enum.TryParse(name, out code)) continue;
                // One physical key the Input Manager reports under a second KeyCode on some systems: the right Alt as
                // AltGr, the Windows keys as LeftWindows/RightWindows (KeyCode.cs: 313, 311, 312; Keyboard.cs: Key.AltGr is
                // RightAlt, Key.LeftWindows LeftMeta).
                KeyCode also = key == UnityEngine.InputSystem.Key.RightAlt ? KeyCode.AltGr : key == UnityEngine.InputSystem.Key.LeftMeta ? KeyCode.LeftWindows : key == UnityEngine.InputSystem.Key.RightMeta ? KeyCode.RightWindows : code;
                byKey[(int)key] = Key(code, also);
            }
        }
        readonly KeyControl[] byKey = new KeyControl[128];
        /// <summary>InputSystem 1.7.0: Devices/Keyboard.cs, this[Key] (ArgumentOutOfRangeException for Key.None and beyond the keys).</summary>
        public KeyControl this[UnityEngine.InputSystem.Key key]
        {
            get
            {
                if (key == UnityEngine.InputSystem.Key.None || (int)key >= byKey.Length) throw new ArgumentOutOfRangeException("key");
                return byKey[(int)key] ?? new KeyControl(() => false, () => false);
            }
        }
        public KeyControl spaceKey { get; private set; }
        public KeyControl enterKey { get; private set; }
        public KeyControl numpadEnterKey { get; private set; }
        public KeyControl leftArrowKey { get; private set; }
        public KeyControl rightArrowKey { get; private set; }
        public KeyControl upArrowKey { get; private set; }
        public KeyControl downArrowKey { get; private set; }
        public KeyControl rKey { get; private set; }
        public KeyControl cKey { get; private set; }
        public KeyControl aKey { get; private set; }
        public KeyControl dKey { get; private set; }

        static KeyControl Key(KeyCode code) { return new KeyControl(() => StubPlayer.KeysDown.Contains(code), () => StubPlayer.KeysHeld.Contains(code)) { releasedThisFrame = () => StubPlayer.KeysUp.Contains(code) }; }
        static KeyControl Key(KeyCode code, KeyCode also)
        {
            if (also == code) return Key(code);
            return new KeyControl(() => StubPlayer.KeysDown.Contains(code) || StubPlayer.KeysDown.Contains(also), () => StubPlayer.KeysHeld.Contains(code) || StubPlayer.KeysHeld.Contains(also)) { releasedThisFrame = () => StubPlayer.KeysUp.Contains(code) || StubPlayer.KeysUp.Contains(also) };
        }
    }
}

namespace UnityEngine.InputSystem.Controls
{
    using UnityEngine.InputSystem.LowLevel;

    // InputSystem 1.7.0: Controls/AxisControl.cs
    public class AxisControl : InputControl<float> {}

    // InputSystem 1.7.0: Controls/ButtonControl.cs
    public class ButtonControl : AxisControl
    {
        readonly Func<bool> pressedThisFrame;
        readonly Func<bool> heldDown;
        internal ButtonControl(Func<bool> pressedThisFrame, Func<bool> heldDown)
        {
            this.pressedThisFrame = pressedThisFrame;
            this.heldDown = heldDown;
        }
        /// <summary>
        /// Down now: held (from before, or pressed this frame and still down), or pressed this frame and not let go in it: a
        /// press and release within one frame leave the button up at the frame's end, as the Input System's state does
        /// (ButtonControl.isPressed reads the current value; wasPressedThisFrame and wasReleasedThisFrame both say true).
        /// </summary>
        public bool isPressed { get { return heldDown() || (pressedThisFrame() && !(releasedThisFrame != null && releasedThisFrame())); } }
        public bool wasPressedThisFrame { get { return pressedThisFrame(); } }
        public bool wasReleasedThisFrame { get { return releasedThisFrame != null && releasedThisFrame(); } }
        internal Func<bool> releasedThisFrame;
    }

    // InputSystem 1.7.0: Controls/KeyControl.cs
    public class KeyControl : ButtonControl
    {
        internal KeyControl(Func<bool> pressedThisFrame, Func<bool> heldDown) : base(pressedThisFrame, heldDown) {}
    }

    // InputSystem 1.7.0: Controls/TouchPressControl.cs
    public class TouchPressControl : ButtonControl
    {
        internal TouchPressControl(Func<bool> pressedThisFrame, Func<bool> heldDown) : base(pressedThisFrame, heldDown) {}
    }

    // InputSystem 1.7.0: Controls/IntegerControl.cs
    public class IntegerControl : InputControl<int>
    {
        internal IntegerControl(Func<int> value) { read = value; }
    }

    // InputSystem 1.7.0: Controls/DoubleControl.cs
    public class DoubleControl : InputControl<double>
    {
        internal DoubleControl(Func<double> value) { read = value; }
    }

    // InputSystem 1.7.0: Controls/Vector2Control.cs
    public class Vector2Control : InputControl<Vector2>
    {
        internal Vector2Control(Func<Vector2> value) { read = value; }
    }

    // InputSystem 1.7.0: Controls/TouchControl.cs
    public class TouchControl : InputControl<TouchState>
    {
        public TouchPressControl press { get; private set; }
        public Vector2Control position { get; private set; }
        /// <summary>When the touch began, on InputState.currentTime's timeline.</summary>
        public DoubleControl startTime { get; private set; }
        /// <summary>The touch's id, new each time a finger comes down; the id InputSystemUIInputModule keys the touch's pointer by.</summary>
        public IntegerControl touchId { get; private set; }

        internal TouchControl(int finger)
        {
            touchId = new IntegerControl(() => StubPlayer.Fingers[finger].TouchId);
            // A stylus is the Pen's, not a touch of the Touchscreen's.
            Func<bool> touch = () => finger != 0 || !StubPlayer.FingerIsPen;
            press = new TouchPressControl(() => touch() && StubPlayer.Fingers[finger].Began, () => touch() && StubPlayer.Fingers[finger].Held) { releasedThisFrame = () => touch() && StubPlayer.Fingers[finger].Ended };
            position = new Vector2Control(() => StubPlayer.Fingers[finger].Position);
            startTime = new DoubleControl(() => StubPlayer.RealTime - StubPlayer.PressAgo);
        }
    }
}
#endif

// com.unity.ugui, as far as a host's UI meets the kits, only when the stub is compiled with STUB_UGUI (a project
// with the package): the EventSystem, its two input modules' answer to IsPointerOverGameObject, and InputField.
// Sources: Unity-Technologies/uGUI (the com.unity.ugui package), branch 6000.0, com.unity.ugui/Runtime/UGUI/; the
// Input System's module from InputSystem 1.7.0. What a raycast finds is StubPlayer.UiObjects (a GraphicRaycaster's hits).
#if STUB_UGUI
namespace UnityEngine.EventSystems
{
    using System.Collections.Generic;

    // EventSystem/UIBehaviour.cs:6-20
    public abstract class UIBehaviour : MonoBehaviour
    {
        protected virtual void Awake() {}
        protected virtual void OnEnable() {}
        protected virtual void OnDisable() {}
        protected virtual void OnDestroy() {}
    }

    // EventSystem/EventSystem.cs
    public class EventSystem : UIBehaviour
    {
        static readonly List<EventSystem> systems = new List<EventSystem>();
        BaseInputModule module;
        GameObject selected;

        // :31-33: the first enabled EventSystem.
        public static EventSystem current { get { return systems.Count > 0 ? systems[0] : null; } }

        // :100-103
        public GameObject currentSelectedGameObject { get { return selected; } }

        // :196-199
        public void SetSelectedGameObject(GameObject selected) { this.selected = selected; }

        // :75-81: whether the modules send Move, Submit and Cancel to the selected object (true by default).
        public bool sendNavigationEvents { get; set; } = true;

        // :285-288: the left mouse button's pointer, PointerInputModule.kMouseLeftId (-1).
        public bool IsPointerOverGameObject() { return IsPointerOverGameObject(-1); }

        // :322-325: the current module answers, from the pointers its Process last raycast.
        public bool IsPointerOverGameObject(int pointerId) { return module != null && module.IsPointerOverGameObject(pointerId); }

        // :83-86: the module the EventSystem's Update chose (null before its first Update).
        public BaseInputModule currentInputModule { get { return module; } }

        // :287-302: every active raycaster's hits under the pointer, into the list it clears first.
        public void RaycastAll(PointerEventData eventData, List<RaycastResult> raycastResults)
        {
            raycastResults.Clear();
            StubPlayer.RaycastAll(eventData.position, raycastResults);
        }

        // :440-443, :457-470
        protected override void OnEnable() { systems.Add(this); }
        protected override void OnDisable() { systems.Remove(this); }

        // :492-530: in its Update (no DefaultExecutionOrder: order 0) the current module processes this frame's input.
        protected virtual void Update()
        {
            if (current != this) return;
            if (module == null) module = GetComponent<BaseInputModule>();
            if (module != null) module.Process();
            // Each module's Process sends the selected object its update (StandaloneInputModule.cs:293-298,
            // InputSystemUIInputModule's ProcessNavigation): a focused single-line field ends its editing on Return or
            // KeypadEnter (InputField.cs:2175-2180 KeyPressed -> EditState.Finish, :2262-2267 DeactivateInputField,
            // :3458-3465 m_AllowInput = false, which isFocused returns: :580-582; TMP_InputField.cs:2374-2379 the same).
            if (selected == null || !(StubPlayer.KeysDown.Contains(KeyCode.Return) || StubPlayer.KeysDown.Contains(KeyCode.KeypadEnter))) return;
            var field = selected.GetComponent<UnityEngine.UI.InputField>();
            if (field != null) field.isFocused = false;
#if STUB_TMP
            var tmpField = selected.GetComponent<TMPro.TMP_InputField>();
            if (tmpField != null) tmpField.isFocused = false;
#endif
        }
    }

    // EventSystem/EventData/BaseEventData.cs:41-52, PointerEventData.cs:119, :268
    public class BaseEventData
    {
        readonly EventSystem system;
        public BaseEventData(EventSystem eventSystem) { system = eventSystem; }
        public BaseInputModule currentInputModule { get { return system.currentInputModule; } }
    }

    public class PointerEventData : BaseEventData
    {
        public PointerEventData(EventSystem eventSystem) : base(eventSystem) {}
        public Vector2 position { get; set; }
    }

    // EventSystem/RaycastResult.cs:9-25 (the fields the kits read)
    public struct RaycastResult
    {
        public GameObject gameObject;
        public BaseRaycaster module;
    }

    // EventSystem/Raycasters/BaseRaycaster.cs:13-27
    public abstract class BaseRaycaster : UIBehaviour
    {
        public abstract Camera eventCamera { get; }
    }

    // EventSystem/Raycasters/PhysicsRaycaster.cs:44-57: the camera on its GameObject casts (else Camera.main; the stub needs none).
    public class PhysicsRaycaster : BaseRaycaster
    {
        public override Camera eventCamera { get { return GetComponent<Camera>(); } }
    }

    // EventSystem/InputModules/BaseInputModule.cs:37, :125, :342
    public abstract class BaseInputModule : UIBehaviour
    {
        public abstract void Process();
        public virtual bool IsPointerOverGameObject(int pointerId) { return false; }
    }

    // EventSystem/InputModules/StandaloneInputModule.cs:293-341 (Process: the touches when there are any, else the
    // mouse) and PointerInputModule.cs:58-100 (pointer data by Touch.fingerId, raycast each Process, removed on
    // release), :383-389 (IsPointerOverGameObject: that pointer's pointerEnter).
    public class StandaloneInputModule : BaseInputModule
    {
        readonly Dictionary<int, GameObject> entered = new Dictionary<int, GameObject>();

        public override void Process()
        {
            if (Input.touchCount > 0)
            {
                for (int i = 0; i < Input.touchCount; i++)
                {
                    var touch = Input.GetTouch(i);
                    if (touch.phase == TouchPhase.Ended || touch.phase == TouchPhase.Canceled) entered.Remove(touch.fingerId);
                    else entered[touch.fingerId] = StubPlayer.UiAt(touch.position);
                }
                return;
            }
            entered[-1] = StubPlayer.UiAt(Input.mousePosition);
        }

        public override bool IsPointerOverGameObject(int pointerId)
        {
            GameObject over;
            return entered.TryGetValue(pointerId, out over) && over != null;
        }
    }
}

namespace UnityEngine.UI
{
    using UnityEngine.EventSystems;

    // UI/Core/Selectable.cs:15, :203-215 (interactable), :491-494 (IsInteractable: the CanvasGroups above it allow
    // interaction too; the stub has none).
    public class Selectable : UIBehaviour
    {
        public bool interactable { get; set; } = true;
        public virtual bool IsInteractable() { return interactable; }
    }

    // UI/Core/GraphicRaycaster.cs:292-304: a Screen Space - Overlay canvas has no event camera; a Screen Space - Camera
    // or World Space canvas casts through its worldCamera (Camera.main when it names none).
    public class GraphicRaycaster : BaseRaycaster
    {
        /// <summary>Stub only: the overlay canvas every StubPlayer.UiObjects hit is on.</summary>
        internal static readonly GraphicRaycaster Canvas = new GraphicRaycaster();
        /// <summary>Stub only: the camera a Screen Space - Camera or World Space canvas is drawn by (null: an overlay).</summary>
        internal Camera drawnBy;
        public override Camera eventCamera { get { return drawnBy; } }
    }

    // UI/Core/Button.cs:16
    public class Button : Selectable {}

    // UI/Core/InputField.cs:17, :554-557 (isFocused: the field takes the keys)
    public class InputField : Selectable
    {
        public bool isFocused { get; internal set; }
    }
}

#if STUB_TMP
namespace TMPro
{
    using UnityEngine.UI;

    // com.unity.ugui Runtime/TMP/TMP_InputField.cs:27, :673-676 (com.unity.textmeshpro 3.0 in 2022.3)
    public class TMP_InputField : Selectable
    {
        public bool isFocused { get; internal set; }
    }
}
#endif

#if STUB_INPUT_SYSTEM_PACKAGE
namespace UnityEngine.InputSystem.UI
{
    using System.Collections.Generic;
    using UnityEngine.EventSystems;

    // InputSystem 1.7.0: Plugins/UI/InputSystemUIInputModule.cs. A pointer state per pointer (the mouse; each touch
    // by its touchId, removed when it ends), raycast as the EventSystem's Update processes it; IsPointerOverGameObject
    // (:185-215) asks the pointer of that id, or any negative id the current pointer: the one that moved or pressed last.
    public class InputSystemUIInputModule : BaseInputModule
    {
        /// <summary>A pointer's record (PointerModel's eventData): what it is over, and the touch's id (0: not a touch) and device.</summary>
        struct Pointer
        {
            public GameObject Over;
            public int TouchId;
            public int DeviceId;
        }

        // By pointer id: the mouse's or a pen's device id (SingleMouseOrPenButMultiTouchAndTrack: one pointer for both,
        // allocated for the first of them), a touch's ExtendedPointerEventData.MakePointerIdForTouch(deviceId, touchId)
        // (Plugins/UI/ExtendedPointerEventData.cs:105-111, InputSystemUIInputModule.cs:1727-1748).
        readonly Dictionary<int, Pointer> pointers = new Dictionary<int, Pointer>();
        int mouseOrPen = -1;
        int currentPointer = -1;

        public override void Process()
        {
            var screen = Touchscreen.current;
            if (screen != null)
            {
                for (int i = 0; i < screen.touches.Count; i++)
                {
                    var touch = screen.touches[i];
                    int touchId = touch.touchId.ReadValue();
                    int id = unchecked((screen.deviceId << 24) + touchId);
                    if (touch.press.wasReleasedThisFrame && !touch.press.isPressed)
                    {
                        pointers.Remove(id);
                        if (currentPointer == id) currentPointer = -1;
                    }
                    else if (touch.press.isPressed)
                    {
                        pointers[id] = new Pointer { Over = StubPlayer.UiAt(touch.position.ReadValue()), TouchId = touchId, DeviceId = screen.deviceId };
                        currentPointer = id;
                    }
                }
            }
            var pen = Pen.current;
            var mouse = Mouse.current;
            if (pen != null && (pen.tip.isPressed || pen.tip.wasReleasedThisFrame)) MouseOrPen(pen, pen.position.ReadValue());
            else if (mouse != null && !StubPlayer.Touching()) MouseOrPen(mouse, mouse.position.ReadValue());
        }

        void MouseOrPen(InputDevice device, Vector2 at)
        {
            if (mouseOrPen < 0) mouseOrPen = device.deviceId;
            pointers[mouseOrPen] = new Pointer { Over = StubPlayer.UiAt(at), DeviceId = device.deviceId };
            currentPointer = mouseOrPen;
        }

        // :203-234 IsPointerOverGameObject, :1659-1677 GetPointerStateIndexFor: a negative id asks the current pointer;
        // else the pointer of that id, else (the fallback) the first whose touch id, or whose device's id for a touch, it is.
        public override bool IsPointerOverGameObject(int pointerOrTouchId)
        {
            Pointer found;
            if (pointerOrTouchId < 0) return pointers.TryGetValue(currentPointer, out found) && found.Over != null;
            if (pointers.TryGetValue(pointerOrTouchId, out found)) return found.Over != null;
            foreach (var pointer in pointers.Values)
            {
                if (pointer.TouchId == pointerOrTouchId || (pointer.TouchId != 0 && pointer.DeviceId == pointerOrTouchId)) return pointer.Over != null;
            }
            return false;
        }
    }
}
#endif
#endif

// UI Toolkit (the com.unity.modules.uielements module), as far as a host's UIDocument meets the kits, only when the
// stub is compiled with STUB_UITK: a UIDocument's panel picks the elements under a point, and its focus controller
// holds the focused element (a TextField gives the focus to its inner text element). Signatures from
// UnityCsReference 2022.3 (ModuleOverrides/com.unity.ui/Core: Panel.cs:285 IPanel.Pick, FocusController.cs:284
// focusedElement, Focusable.Focus/Blur; GameObjects/UIDocument.cs:431 the root's PickingMode.Ignore;
// RuntimePanelUtils.cs:18 ScreenToPanel, top-left origin). The stub's panel is the screen at scale 1.
#if STUB_UITK
namespace UnityEngine.UIElements
{
    using System.Collections.Generic;

    public enum PickingMode { Position = 0, Ignore = 1 }

    public abstract class Focusable
    {
        /// <summary>The element that takes the focus when this is focused (TextField: its inner text element).</summary>
        internal virtual Focusable FocusTarget { get { return this; } }
        internal abstract IPanel FocusPanel { get; }
        public virtual void Focus() { var panel = FocusPanel; if (panel != null) panel.focusController.focused = FocusTarget; }
        public virtual void Blur() { var panel = FocusPanel; if (panel != null && panel.focusController.focused == FocusTarget) panel.focusController.focused = null; }
    }

    public class VisualElement : Focusable
    {
        readonly List<VisualElement> children = new List<VisualElement>();
        internal IPanel ownPanel;
        public PickingMode pickingMode { get; set; }
        public VisualElement parent { get; private set; }
        public IPanel panel { get { return ownPanel ?? (parent == null ? null : parent.panel); } }
        internal override IPanel FocusPanel { get { return panel; } }
        /// <summary>Its laid-out rect in panel coordinates (the stub has no layout: the host sets it).</summary>
        public Rect worldBound { get; set; }
        public void Add(VisualElement child) { child.parent = this; children.Add(child); }
        public void RemoveFromHierarchy()
        {
            if (parent == null) return;
            parent.children.Remove(this);
            parent = null;
        }

        /// <summary>Panel.Pick: the topmost element under the point whose pickingMode is Position (later children on top).</summary>
        internal VisualElement PickAt(Vector2 point)
        {
            for (int i = children.Count - 1; i >= 0; i--)
            {
                var found = children[i].PickAt(point);
                if (found != null) return found;
            }
            return pickingMode == PickingMode.Position && worldBound.Contains(point) ? this : null;
        }
    }

    public class FocusController
    {
        internal Focusable focused;
        public Focusable focusedElement { get { return focused; } }
    }

    public interface IPanel
    {
        VisualElement visualTree { get; }
        FocusController focusController { get; }
        VisualElement Pick(Vector2 point);
    }

    sealed class StubPanel : IPanel
    {
        readonly FocusController focus = new FocusController();
        public VisualElement visualTree { get; set; }
        public FocusController focusController { get { return focus; } }
        public VisualElement Pick(Vector2 point) { return visualTree.PickAt(point); }
    }

    public abstract class TextInputBaseField<TValueType> : VisualElement
    {
        readonly VisualElement textInput = new VisualElement();
        protected TextInputBaseField() { Add(textInput); }
        internal override Focusable FocusTarget { get { return textInput; } }
    }

    public class TextField : TextInputBaseField<string> { }

    // ModuleOverrides/com.unity.ui/Core/Controls/TextValueField.cs:63 and IntegerField.cs:15 (2022.3): a number field
    // is a text field of another value type.
    public abstract class TextValueField<TValueType> : TextInputBaseField<TValueType> { }

    public class IntegerField : TextValueField<int> { }

    public class Button : VisualElement { }

    public static class RuntimePanelUtils
    {
        public static Vector2 ScreenToPanel(IPanel panel, Vector2 screenPosition) { return screenPosition; }
    }

    public sealed class UIDocument : MonoBehaviour
    {
        VisualElement root;
        public VisualElement rootVisualElement
        {
            get
            {
                if (root == null)
                {
                    var panel = new StubPanel();
                    root = new VisualElement { pickingMode = PickingMode.Ignore, worldBound = new Rect(0, 0, Screen.width, Screen.height) };
                    root.ownPanel = panel;
                    panel.visualTree = root;
                }
                return root;
            }
        }
    }
}
#endif

namespace UnityEngine.Audio
{
    // Modules/Audio/Public/ScriptBindings/AudioMixerGroup.bindings.cs: a group of an AudioMixer asset.
    public class AudioMixerGroup : Object
    {
    }
}
