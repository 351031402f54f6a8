// Keyboard, mouse and touch for every Active Input Handling setting, read raw: only the shell (MicroloopControls)
// reads it, and it hands a game what the host's UI, the HUD and a pause left. Copied into every Microloop package,
// in the package's own namespace; internal, so two packages never clash.
//
// ENABLE_INPUT_SYSTEM and ENABLE_LEGACY_INPUT_MANAGER follow the Player setting, not what is installed:
// "Input System Package (New)" or "Both" can be chosen while com.unity.inputsystem is absent. So the
// Input System code also needs MICROLOOP_INPUT_SYSTEM, which the package's .asmdef sets through
// versionDefines only when com.unity.inputsystem is installed. Without either backend the game runs
// without input and says so once.
using UnityEngine;
#if MICROLOOP_INPUT_SYSTEM && ENABLE_INPUT_SYSTEM
using UnityEngine.InputSystem;
using UnityEngine.InputSystem.Controls;
using UnityEngine.InputSystem.LowLevel;
#endif

namespace Microloop
{
    /// <summary>
    /// What the Microloop games read a key for, named by the default key of each: <see cref="MicroloopKeys"/> binds
    /// each to the key the host chose (or none).
    /// </summary>
    internal enum MicroloopKey { Space, Enter, Left, Right, Up, Down, A, D, R, C }

    /// <summary>
    /// The keyboard keys a game reads, one field a use, shown in the Game's Inspector: rebind any, or set it to None
    /// to turn it off (a host whose R reloads, or whose WASD moves its player). The same in every Microloop game;
    /// read every frame, so a change applies at once. With the Input System a key is read as the same physical key (Return
    /// is its Enter, Alpha1 its Digit1, Keypad1 its Numpad1, BackQuote its Backquote); Return also reads the keypad's
    /// Enter. A KeyCode the Input System's keyboard has no key for (a character such as Exclaim, a mouse or joystick
    /// button) does nothing there, with a warning.
    /// </summary>
    [System.Serializable]
    public sealed class MicroloopKeys
    {
        /// <summary>The game's press (drop, flip, hit, tap, nudge, hold to charge). None: off.</summary>
        [Tooltip("The game's press (drop, flip, hit, tap, nudge, hold to charge). None: off.")]
        public KeyCode press = KeyCode.Space;
        /// <summary>A second key for the press. None: off.</summary>
        [Tooltip("A second key for the press. None: off.")]
        public KeyCode pressAlso = KeyCode.Return;
        /// <summary>Left: steer (BounceChain), move the focus (MemoryTiles). None: off.</summary>
        [Tooltip("Left: steer (BounceChain), move the focus (MemoryTiles). None: off.")]
        public KeyCode left = KeyCode.LeftArrow;
        /// <summary>A second key for left. None: off.</summary>
        [Tooltip("A second key for left. None: off.")]
        public KeyCode leftAlso = KeyCode.A;
        /// <summary>Right: steer (BounceChain), move the focus (MemoryTiles). None: off.</summary>
        [Tooltip("Right: steer (BounceChain), move the focus (MemoryTiles). None: off.")]
        public KeyCode right = KeyCode.RightArrow;
        /// <summary>A second key for right. None: off.</summary>
        [Tooltip("A second key for right. None: off.")]
        public KeyCode rightAlso = KeyCode.D;
        /// <summary>Up: move the focus (MemoryTiles). None: off.</summary>
        [Tooltip("Up: move the focus (MemoryTiles). None: off.")]
        public KeyCode up = KeyCode.UpArrow;
        /// <summary>Down: move the focus (MemoryTiles). None: off.</summary>
        [Tooltip("Down: move the focus (MemoryTiles). None: off.")]
        public KeyCode down = KeyCode.DownArrow;
        /// <summary>Restart, as the HUD's Restart button. None: off (Restart() and the button still restart).</summary>
        [Tooltip("Restart, as the HUD's Restart button. None: off (Restart() and the button still restart).")]
        public KeyCode restart = KeyCode.R;
        /// <summary>Calibrate, as the HUD's Calibrate button (RhythmClacker). None: off.</summary>
        [Tooltip("Calibrate, as the HUD's Calibrate button (RhythmClacker). None: off.")]
        public KeyCode calibrate = KeyCode.C;

        /// <summary>The key bound to <paramref name="use"/>; None when it is off.</summary>
        internal KeyCode Of(MicroloopKey use)
        {
            switch (use)
            {
                case MicroloopKey.Space: return press;
                case MicroloopKey.Enter: return pressAlso;
                case MicroloopKey.Left: return left;
                case MicroloopKey.Right: return right;
                case MicroloopKey.Up: return up;
                case MicroloopKey.Down: return down;
                case MicroloopKey.A: return leftAlso;
                case MicroloopKey.D: return rightAlso;
                case MicroloopKey.R: return restart;
                default: return calibrate;
            }
        }
    }

    /// <summary>A pointer pressed or held: where (screen pixels, y up), and the id the host's EventSystem knows it by.</summary>
    internal struct MicroloopPointer
    {
        public Vector2 Position;
        /// <summary>
        /// The mouse (and a stylus with the Input System): -1, the left button in uGUI's StandaloneInputModule
        /// (PointerInputModule.kMouseLeftId) and the pointer in use in the Input System's InputSystemUIInputModule. A
        /// finger: Touch.fingerId with the Input Manager; with the Input System the pointer id InputSystemUIInputModule
        /// gives the touch (the touchscreen's device id and the touch's id), each module's id for a touch.
        /// </summary>
        public int UiId;
        public bool Touch;
    }

    /// <summary>What the player pressed this frame or holds down, from whichever input backend the project has.</summary>
    internal static class MicroloopInput
    {
        /// <summary>The key (an id from <see cref="KeyId"/>) went down this frame.</summary>
        public static bool KeyPressed(int key)
        {
            return key != 0 && KeyAt(key, KeyPhase.Pressed);
        }

        /// <summary>The key (an id from <see cref="KeyId"/>) is down now.</summary>
        public static bool KeyHeld(int key)
        {
            return key != 0 && KeyAt(key, KeyPhase.Held);
        }

        /// <summary>The key (an id from <see cref="KeyId"/>) went up this frame.</summary>
        public static bool KeyReleased(int key)
        {
            return key != 0 && KeyAt(key, KeyPhase.Released);
        }

        enum KeyPhase { Pressed, Held, Released }

        /// <summary>
        /// The left mouse button or fingers let go this frame, each with its id, into <paramref name="into"/>; returns
        /// how many. A finger lifted and put down again within one frame is held both frames, yet it let go: only this tells.
        /// </summary>
        public static int PointerReleases(MicroloopPointer[] into)
        {
            return Releases(into);
        }

        /// <summary>
        /// The presses that began this frame, by the left mouse button or by any finger (each finger its own,
        /// a second one landing while the first is down too), written into <paramref name="into"/>; returns how
        /// many. A finger is read as a touch, never also as the mouse Unity emulates from it.
        /// </summary>
        public static int PointerPresses(MicroloopPointer[] into)
        {
            return Pointers(true, into);
        }

        /// <summary>The left mouse button and the fingers down now (held from before or pressed this frame), into <paramref name="into"/>; returns how many.</summary>
        public static int PointersHeld(MicroloopPointer[] into)
        {
            return Pointers(false, into);
        }

        static void Put(MicroloopPointer[] into, int index, Vector2 position, int uiId, bool touch)
        {
            into[index].Position = position;
            into[index].UiId = uiId;
            into[index].Touch = touch;
        }

#if MICROLOOP_INPUT_SYSTEM && ENABLE_INPUT_SYSTEM
        static bool updateModeWarned;
#if !MICROLOOP_INPUT_SYSTEM_1_9
        static bool versionWarned;
#endif

        // With domain reload off (Enter Play Mode Options) statics outlive a Play: each Play warns once again.
        [RuntimeInitializeOnLoadMethod(RuntimeInitializeLoadType.SubsystemRegistration)]
        static void ForgetUpdateModeWarning()
        {
            updateModeWarned = false;
#if !MICROLOOP_INPUT_SYSTEM_1_9
            versionWarned = false;
#endif
        }

        /// <summary>
        /// Called every frame before the game reads input: the game reads the Input System in Update, the frames of
        /// Update Mode "Process Events In Dynamic Update" (the default). With "Process Events In Fixed Update" input
        /// moves on only at fixed steps (InputSystem 1.7.0 InputSettings.cs UpdateMode, Controls/ButtonControl.cs
        /// wasPressedThisFrame), so a press can act in several frames or in none; with "Process Events Manually" only
        /// when the host calls InputSystem.Update(). Warns once a Play, naming the setting; reads nothing otherwise.
        /// </summary>
        public static void CheckSetup()
        {
#if !MICROLOOP_INPUT_SYSTEM_1_9
            // Before 1.9.0 a button pressed and let go within one input update reads neither wasPressedThisFrame nor
            // wasReleasedThisFrame (InputSystem 1.7.0 Controls/ButtonControl.cs:121-123 compares the value with the
            // previous frame's; fixed in 1.9.0, its CHANGELOG): the asmdef defines MICROLOOP_INPUT_SYSTEM_1_9 from 1.9.0 on.
            if (!versionWarned)
            {
                versionWarned = true;
                Debug.LogWarning("Microloop: the Input System package before 1.9.0 loses a press and its release that come in the same frame (a quick tap at 30 fps, or during a hitch), so the game never sees that tap. Update com.unity.inputsystem to 1.9.0 or later (Window > Package Manager; from Unity 6000.1, Window > Package Management > Package Manager).");
            }
#endif
            if (updateModeWarned) return;
            var settings = InputSystem.settings;
            if (settings == null || settings.updateMode == InputSettings.UpdateMode.ProcessEventsInDynamicUpdate) return;
            updateModeWarned = true;
            Debug.LogWarning(settings.updateMode == InputSettings.UpdateMode.ProcessEventsManually
                ? "Microloop: the Input System's Update Mode (Project Settings > Input System Package > Settings; with the package before 1.8, Project Settings > Input System Package) is Process Events Manually: the game reads input in its Update, so call InputSystem.Update() once a frame before it (or set Process Events In Dynamic Update), else it reads no press."
                : "Microloop: the Input System's Update Mode (Project Settings > Input System Package > Settings; with the package before 1.8, Project Settings > Input System Package) is Process Events In Fixed Update: the game reads input in its Update, so a press can act in several frames or in none. Set Process Events In Dynamic Update for the game's input.");
        }

        /// <summary>
        /// Seconds from the moment this frame's press came in to the frame's start (Time.unscaledTimeAsDouble: the real time
        /// Unity cached for it, realtimeSinceStartup's timeline, which the Input System's times are on), read from the Input
        /// System's event time (InputSystem 1.7.0 Devices/InputDevice.cs, Controls/TouchControl.cs), of the
        /// devices the game took a press or let-go from this frame (the caller says which: <paramref name="fingers"/> a
        /// finger's tap, <paramref name="clicks"/> a click or a stylus pressed or let go, <paramref name="keys"/> a press
        /// key pressed or let go): a finger that went down this frame by its own TouchControl.startTime; a stylus's tip or
        /// a click (the left button pressed or let go this frame) by its device's last event this frame,
        /// InputDevice.lastUpdateTime; else a key by the keyboard's last event this frame: one time a frame, the first
        /// of those the caller names. A finger's lift has no time of its own: alone it gives -1 (with a press or let-go
        /// of another device named in its frame, it has that one's). The mouse moving with no click is never a key's time.
        /// A later event of the same device in the frame (another key, the mouse moving after a click) moves it later, by
        /// a frame at most. An event that came in after the frame's start counts at its end. -1 where the backend gives no time.
        /// </summary>
        public static double PressSecondsAgo(bool fingers, bool clicks, bool keys)
        {
            double at = double.NegativeInfinity;
            var screen = Touchscreen.current;
            if (fingers && screen != null)
            {
                var touches = screen.touches;
                for (int i = 0; i < touches.Count; i++)
                {
                    if (touches[i].press.wasPressedThisFrame) at = System.Math.Max(at, touches[i].startTime.ReadValue());
                }
            }
            if (double.IsNegativeInfinity(at))
            {
                // The device that pressed: not the newest of both, where a mouse merely moving would stamp a key late.
                var keyboard = Keyboard.current;
                var mouse = Mouse.current;
                var pen = Pen.current;
                if (clicks && pen != null && (pen.tip.wasPressedThisFrame || pen.tip.wasReleasedThisFrame)) at = pen.lastUpdateTime;
                else if (clicks && mouse != null && (mouse.leftButton.wasPressedThisFrame || mouse.leftButton.wasReleasedThisFrame)) at = mouse.lastUpdateTime;
                else if (keys && keyboard != null && keyboard.wasUpdatedThisFrame) at = keyboard.lastUpdateTime;
            }
            if (double.IsNegativeInfinity(at)) return -1;
            // From the frame's start (the real time Unity cached for it, on the Input System's timeline), which the game's
            // clock has reached: not from now, which the frame's work before Update (FixedUpdate, earlier scripts) delays.
            // An event that came in after that start, before the frame's input update, belongs to the frame's end.
            double ago = Time.unscaledTimeAsDouble - at;
            return ago < 0 ? 1e-6 : ago;
        }

        static bool Down(ButtonControl button, bool thisFrame)
        {
            return thisFrame ? button.wasPressedThisFrame : button.isPressed;
        }

        static bool In(ButtonControl button, KeyPhase phase)
        {
            return phase == KeyPhase.Released ? button.wasReleasedThisFrame : Down(button, phase == KeyPhase.Pressed);
        }

        /// <summary>
        /// The keyboard KeyCodes the Input System's Key spells otherwise (UnityCsReference: Runtime/Export/Input/KeyCode.cs;
        /// InputSystem: Devices/Keyboard.cs, Key): the same physical key. Alpha0-9 and Keypad* are renamed by rule below;
        /// every other keyboard KeyCode with a Key has the same name.
        /// </summary>
        static readonly string[,] renamed =
        {
            { "Return", "Enter" }, { "KeypadEnter", "NumpadEnter" }, { "LeftControl", "LeftCtrl" }, { "RightControl", "RightCtrl" },
            { "BackQuote", "Backquote" }, { "Numlock", "NumLock" }, { "Print", "PrintScreen" }, { "Menu", "ContextMenu" },
        };

        /// <summary>
        /// The Input System's Key of a KeyCode (the table above, else the same name): 0 (Key.None) for None and for a
        /// KeyCode with no key on the Input System's keyboard (a character such as Exclaim or Tilde, Clear, Help, SysReq,
        /// Break, F13 to F15 where the Input System's keyboard has no such key, a mouse or joystick button), with one warning naming it: the Input System reads none of
        /// those. Called when a binding changes, not every frame (it allocates).
        /// </summary>
        public static int KeyId(KeyCode code)
        {
            if (code == KeyCode.None) return 0;
            int id = KeyboardKey(code);
            if (id != 0) return id;
            Debug.LogWarning("Microloop: keys has " + code + ", which the Input System's keyboard has no key for: with the Input System that binding does nothing. Bind a keyboard key (the game reads a click and a tap as a press already).");
            return 0;
        }

        /// <summary>The KeyCodes asked of <see cref="Reads"/> so far: the prompts ask each frame, and a lookup allocates.</summary>
        static readonly System.Collections.Generic.Dictionary<KeyCode, bool> readable = new System.Collections.Generic.Dictionary<KeyCode, bool>();

        /// <summary>Whether the Input System's keyboard has a key for the KeyCode: what the prompts ask, with no warning.</summary>
        public static bool Reads(KeyCode code)
        {
            bool reads;
            if (!readable.TryGetValue(code, out reads))
            {
                reads = KeyboardKey(code) != 0;
                readable[code] = reads;
            }
            return reads;
        }

        static int KeyboardKey(KeyCode code)
        {
            if (code == KeyCode.None) return 0;
            string name = code.ToString();
            for (int i = 0; i < renamed.GetLength(0); i++) if (name == renamed[i, 0]) name = renamed[i, 1];
            if (name.StartsWith("Alpha")) name = "Digit" + name.Substring(5);
            else if (name.StartsWith("Keypad")) name = "Numpad" + name.Substring(6);
            Key key;
            return System.Enum.TryParse(name, out key) && key != UnityEngine.InputSystem.Key.None && System.Enum.IsDefined(typeof(Key), key) ? (int)key : 0;
        }

        static bool KeyAt(int id, KeyPhase phase)
        {
            var keyboard = Keyboard.current;
            if (keyboard == null) return false;
            var key = (Key)id;
            return In(keyboard[key], phase) || (key == UnityEngine.InputSystem.Key.Enter && In(keyboard.numpadEnterKey, phase));
        }

        static int Releases(MicroloopPointer[] into)
        {
            int count = 0;
            var screen = Touchscreen.current;
            if (screen != null)
            {
                var touches = screen.touches;
                for (int i = 0; i < touches.Count && count < into.Length; i++)
                {
                    if (touches[i].press.wasReleasedThisFrame) Put(into, count++, touches[i].position.ReadValue(), TouchUiId(screen, touches[i]), true);
                }
            }
            int before = count;
            var pen = Pen.current;
            count = PenAt(into, count, pen, pen != null && pen.tip.wasReleasedThisFrame);
            var mouse = Mouse.current;
            if (mouse != null && count < into.Length && count == before && mouse.leftButton.wasReleasedThisFrame) Put(into, count++, mouse.position.ReadValue(), -1, false);
            return count;
        }

        /// <summary>
        /// A finger's pointer id in InputSystemUIInputModule: the touchscreen's device id and the touch's id
        /// (ExtendedPointerEventData.MakePointerIdForTouch, Plugins/UI/ExtendedPointerEventData.cs:105-111), the id its
        /// IsPointerOverGameObject finds first (InputSystemUIInputModule.cs:1659-1677, GetPointerStateIndexFor). The
        /// touchId alone is found only by its fallback search, after every pointer's own id: a touchId equal to the
        /// mouse's or a pen's device id asked whether that pointer was over your UI.
        /// </summary>
        static int TouchUiId(Touchscreen screen, TouchControl touch)
        {
            return unchecked((screen.deviceId << 24) + touch.touchId.ReadValue());
        }

        /// <summary>
        /// A stylus (an Apple Pencil, an S Pen, a Surface Pen) on the screen, which the Input System gives as a Pen, not as a
        /// touch (InputSystem 1.7.0: Devices/Pen.cs; Documentation~/Pen.md): read as a finger, under the id of the one
        /// mouse-or-pen pointer that InputSystemUIInputModule keeps by default (-1, as the mouse: Plugins/UI/
        /// InputSystemUIInputModule.cs, UIPointerBehavior.SingleMouseOrPenButMultiTouchAndTrack). Left out where a touch
        /// already stands at its place (a platform that gives the contact both ways), and a mouse button in the same frame
        /// is then left out by the caller (a pen's contact a system also gives as a click). Returns the new count.
        /// </summary>
        static int PenAt(MicroloopPointer[] into, int count, Pen pen, bool contact)
        {
            if (!contact || count >= into.Length) return count;
            var at = pen.position.ReadValue();
            for (int i = 0; i < count; i++)
            {
                var gap = into[i].Position - at;
                if (gap.x * gap.x + gap.y * gap.y < 1) return count;
            }
            Put(into, count, at, -1, true);
            return count + 1;
        }

        static int Pointers(bool thisFrame, MicroloopPointer[] into)
        {
            int count = 0;
            var screen = Touchscreen.current;
            if (screen != null)
            {
                // Every finger, not only primaryTouch (InputSystem 1.7.0: Devices/Touchscreen.cs, touches), by the id
                // InputSystemUIInputModule keys its pointer by (TouchUiId).
                var touches = screen.touches;
                for (int i = 0; i < touches.Count && count < into.Length; i++)
                {
                    if (Down(touches[i].press, thisFrame)) Put(into, count++, touches[i].position.ReadValue(), TouchUiId(screen, touches[i]), true);
                }
            }
            int before = count;
            var pen = Pen.current;
            count = PenAt(into, count, pen, pen != null && Down(pen.tip, thisFrame));
            var mouse = Mouse.current;
            if (mouse != null && count < into.Length && count == before && Down(mouse.leftButton, thisFrame)) Put(into, count++, mouse.position.ReadValue(), -1, false);
            return count;
        }

        /// <summary>The device has a touch screen: the Input System has added one (InputSystem 1.7.0: Devices/Touchscreen.cs, current).</summary>
        public static bool TouchScreen()
        {
            return Touchscreen.current != null;
        }
#elif ENABLE_LEGACY_INPUT_MANAGER
        /// <summary>Nothing to check: the Input Manager is read where the game reads it.</summary>
        public static void CheckSetup() {}

        /// <summary>-1: the Input Manager stamps no time on a press; it counts from its frame.</summary>
        public static double PressSecondsAgo(bool fingers, bool clicks, bool keys)
        {
            return -1;
        }

        static bool In(KeyCode code, KeyPhase phase)
        {
            return phase == KeyPhase.Pressed ? Input.GetKeyDown(code) : phase == KeyPhase.Held ? Input.GetKey(code) : Input.GetKeyUp(code);
        }

        /// <summary>The KeyCode itself: the Input Manager reads it.</summary>
        public static int KeyId(KeyCode code)
        {
            return (int)code;
        }

        /// <summary>
        /// Whether the Input Manager reads the KeyCode wherever the game runs: any but None and the codes it does not
        /// read with Use Physical Keys on (Project Settings > Input Manager, on by default from Unity 2022.1;
        /// UnityCsReference Runtime/Export/Input/KeyCode.cs): the characters typed with Shift or a layout (Exclaim,
        /// Tilde and the like), Help, SysReq, Break, LeftWindows, RightWindows and AltGr.
        /// </summary>
        public static bool Reads(KeyCode code)
        {
            return code != KeyCode.None && System.Array.IndexOf(UnreadWithPhysicalKeys, code) < 0;
        }

        static readonly KeyCode[] UnreadWithPhysicalKeys =
        {
            KeyCode.Exclaim, KeyCode.DoubleQuote, KeyCode.Hash, KeyCode.Dollar, KeyCode.Percent, KeyCode.Ampersand,
            KeyCode.LeftParen, KeyCode.RightParen, KeyCode.Asterisk, KeyCode.Plus, KeyCode.Colon, KeyCode.Less,
            KeyCode.Greater, KeyCode.Question, KeyCode.At, KeyCode.Caret, KeyCode.Underscore, KeyCode.LeftCurlyBracket,
            KeyCode.Pipe, KeyCode.RightCurlyBracket, KeyCode.Tilde,
            KeyCode.Help, KeyCode.SysReq, KeyCode.Break, KeyCode.LeftWindows, KeyCode.RightWindows, KeyCode.AltGr,
        };

        static bool KeyAt(int id, KeyPhase phase)
        {
            var code = (KeyCode)id;
            return In(code, phase) || (code == KeyCode.Return && In(KeyCode.KeypadEnter, phase));
        }

        static int Releases(MicroloopPointer[] into)
        {
            int touches = Input.touchCount;
            int count = 0;
            if (touches == 0)
            {
                if (into.Length > 0 && Input.GetMouseButtonUp(0)) Put(into, count++, Input.mousePosition, -1, false);
                return count;
            }
            for (int i = 0; i < touches && count < into.Length; i++)
            {
                var touch = Input.GetTouch(i);
                if (touch.phase == TouchPhase.Ended || touch.phase == TouchPhase.Canceled) Put(into, count++, touch.position, touch.fingerId, true);
            }
            return count;
        }

        /// <summary>The device has a touch screen (UnityCsReference 2022.3: Modules/InputLegacy/Input.bindings.cs, touchSupported).</summary>
        public static bool TouchScreen()
        {
            return Input.touchSupported;
        }

        static int Pointers(bool thisFrame, MicroloopPointer[] into)
        {
            // Input.simulateMouseWithTouches (on by default) also reports the first finger as mouse button 0:
            // while a finger is on the screen only the touches are read, so a tap counts once. Every finger
            // is read, not only GetTouch(0) (UnityCsReference 2022.3: Modules/InputLegacy/Input.bindings.cs).
            int touches = Input.touchCount;
            int count = 0;
            if (touches > 0)
            {
                for (int i = 0; i < touches && count < into.Length; i++)
                {
                    var touch = Input.GetTouch(i);
                    bool down = thisFrame ? touch.phase == TouchPhase.Began : touch.phase != TouchPhase.Ended && touch.phase != TouchPhase.Canceled;
                    // The fingerId is the id StandaloneInputModule keys a touch's pointer data by (com.unity.ugui PointerInputModule.cs:70-72).
                    if (down) Put(into, count++, touch.position, touch.fingerId, true);
                }
                return count;
            }
            if (into.Length > 0 && (thisFrame ? Input.GetMouseButtonDown(0) : Input.GetMouseButton(0))) Put(into, count++, Input.mousePosition, -1, false);
            return count;
        }
#else
        static bool warned;

        public static void CheckSetup() {}

        public static double PressSecondsAgo(bool fingers, bool clicks, bool keys)
        {
            return -1;
        }

        // With domain reload off (Enter Play Mode Options) statics outlive a Play: each Play warns once again.
        [RuntimeInitializeOnLoadMethod(RuntimeInitializeLoadType.SubsystemRegistration)]
        static void ForgetWarning()
        {
            warned = false;
        }

        public static int KeyId(KeyCode code)
        {
            return (int)code;
        }

        public static bool Reads(KeyCode code)
        {
            return code != KeyCode.None;
        }

        static bool KeyAt(int id, KeyPhase phase)
        {
            WarnNoBackend();
            return false;
        }

        static int Pointers(bool thisFrame, MicroloopPointer[] into)
        {
            WarnNoBackend();
            return 0;
        }

        public static bool TouchScreen()
        {
            return false;
        }

        static int Releases(MicroloopPointer[] into)
        {
            return 0;
        }

        static void WarnNoBackend()
        {
            if (warned) return;
            warned = true;
            Debug.LogWarning("Microloop: no input backend is available, so the game cannot read keys, mouse or touch. Active Input Handling " +
                "(Project Settings > Player) is set to the Input System package, which is not installed: install com.unity.inputsystem " +
                "with the Package Manager, or set Active Input Handling to Input Manager (Old) (or, before Unity 6000.1, Both).");
        }
#endif
    }
}
