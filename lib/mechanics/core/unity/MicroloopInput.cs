// Keyboard, mouse and touch for every Active Input Handling setting, read the same way by every
// Microloop game. Copied into every Microloop package; internal, so two packages never clash.
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
    /// <summary>The keys the Microloop games read. Enter is the main Enter key or the keypad's.</summary>
    internal enum MicroloopKey { Space, Enter, Left, Right, Up, Down, A, D, R, C }

    /// <summary>What the player pressed this frame or holds down, from whichever input backend the project has.</summary>
    internal static class MicroloopInput
    {
        /// <summary>The key went down this frame.</summary>
        public static bool KeyPressed(MicroloopKey key)
        {
            return Key(key, true);
        }

        /// <summary>The key is down now.</summary>
        public static bool KeyHeld(MicroloopKey key)
        {
            return Key(key, false);
        }

        /// <summary>Space or Enter went down this frame.</summary>
        public static bool AcceptPressed()
        {
            return Key(MicroloopKey.Space, true) || Key(MicroloopKey.Enter, true);
        }

        /// <summary>Space or Enter went up this frame.</summary>
        public static bool AcceptReleased()
        {
            return Released(MicroloopKey.Space) || Released(MicroloopKey.Enter);
        }

        /// <summary>
        /// The left mouse button or fingers let go this frame: how many. A finger lifted and put down again
        /// within one frame is held both frames, yet it let go: only this tells.
        /// </summary>
        public static int PointerReleases()
        {
            return Releases();
        }

        /// <summary>Space or Enter is down now.</summary>
        public static bool AcceptHeld()
        {
            return Key(MicroloopKey.Space, false) || Key(MicroloopKey.Enter, false);
        }

        /// <summary>
        /// The presses that began this frame, by the left mouse button or by any finger (each finger its own,
        /// a second one landing while the first is down too), written into <paramref name="into"/> in screen
        /// pixels; returns how many. A finger is read as a touch, never also as the mouse Unity emulates from it.
        /// </summary>
        public static int PointerPresses(Vector2[] into)
        {
            return Pointers(true, into);
        }

        /// <summary>The left mouse button and the fingers down now (held from before or pressed this frame), into <paramref name="into"/>; returns how many.</summary>
        public static int PointersHeld(Vector2[] into)
        {
            return Pointers(false, into);
        }

#if MICROLOOP_INPUT_SYSTEM && ENABLE_INPUT_SYSTEM
        /// <summary>
        /// Seconds from the moment this frame's press came in to now, read from the Input System's event time
        /// (the newest TouchControl.startTime of a finger that went down this frame, else the newest event of a
        /// device updated this frame: InputDevice.lastUpdateTime, on InputState.currentTime's timeline;
        /// InputSystem 1.7.0 Devices/InputDevice.cs, Controls/TouchControl.cs). -1 where the backend gives no time.
        /// </summary>
        public static double PressSecondsAgo()
        {
            double at = double.NegativeInfinity;
            var screen = Touchscreen.current;
            if (screen != null)
            {
                var touches = screen.touches;
                for (int i = 0; i < touches.Count; i++)
                {
                    if (touches[i].press.wasPressedThisFrame) at = System.Math.Max(at, touches[i].startTime.ReadValue());
                }
            }
            if (double.IsNegativeInfinity(at))
            {
                var keyboard = Keyboard.current;
                var mouse = Mouse.current;
                if (keyboard != null && keyboard.wasUpdatedThisFrame) at = System.Math.Max(at, keyboard.lastUpdateTime);
                if (mouse != null && mouse.wasUpdatedThisFrame) at = System.Math.Max(at, mouse.lastUpdateTime);
            }
            return double.IsNegativeInfinity(at) ? -1 : System.Math.Max(0, InputState.currentTime - at);
        }

        static bool Down(ButtonControl button, bool thisFrame)
        {
            return thisFrame ? button.wasPressedThisFrame : button.isPressed;
        }

        static bool Key(MicroloopKey key, bool thisFrame)
        {
            var keyboard = Keyboard.current;
            if (keyboard == null) return false;
            switch (key)
            {
                case MicroloopKey.Space: return Down(keyboard.spaceKey, thisFrame);
                case MicroloopKey.Enter: return Down(keyboard.enterKey, thisFrame) || Down(keyboard.numpadEnterKey, thisFrame);
                case MicroloopKey.Left: return Down(keyboard.leftArrowKey, thisFrame);
                case MicroloopKey.Right: return Down(keyboard.rightArrowKey, thisFrame);
                case MicroloopKey.Up: return Down(keyboard.upArrowKey, thisFrame);
                case MicroloopKey.Down: return Down(keyboard.downArrowKey, thisFrame);
                case MicroloopKey.A: return Down(keyboard.aKey, thisFrame);
                case MicroloopKey.D: return Down(keyboard.dKey, thisFrame);
                case MicroloopKey.R: return Down(keyboard.rKey, thisFrame);
                default: return Down(keyboard.cKey, thisFrame);
            }
        }

        static bool Released(MicroloopKey key)
        {
            var keyboard = Keyboard.current;
            if (keyboard == null) return false;
            if (key == MicroloopKey.Space) return keyboard.spaceKey.wasReleasedThisFrame;
            return keyboard.enterKey.wasReleasedThisFrame || keyboard.numpadEnterKey.wasReleasedThisFrame;
        }

        static int Releases()
        {
            int count = 0;
            var screen = Touchscreen.current;
            if (screen != null)
            {
                var touches = screen.touches;
                for (int i = 0; i < touches.Count; i++) if (touches[i].press.wasReleasedThisFrame) count++;
            }
            var mouse = Mouse.current;
            if (mouse != null && mouse.leftButton.wasReleasedThisFrame) count++;
            return count;
        }

        static int Pointers(bool thisFrame, Vector2[] into)
        {
            int count = 0;
            var screen = Touchscreen.current;
            if (screen != null)
            {
                // Every finger, not only primaryTouch (InputSystem 1.7.0: Devices/Touchscreen.cs, touches).
                var touches = screen.touches;
                for (int i = 0; i < touches.Count && count < into.Length; i++)
                {
                    if (Down(touches[i].press, thisFrame)) into[count++] = touches[i].position.ReadValue();
                }
            }
            var mouse = Mouse.current;
            if (mouse != null && count < into.Length && Down(mouse.leftButton, thisFrame)) into[count++] = mouse.position.ReadValue();
            return count;
        }
#elif ENABLE_LEGACY_INPUT_MANAGER
        /// <summary>-1: the Input Manager stamps no time on a press; it counts from its frame.</summary>
        public static double PressSecondsAgo()
        {
            return -1;
        }

        static bool Down(KeyCode code, bool thisFrame)
        {
            return thisFrame ? Input.GetKeyDown(code) : Input.GetKey(code);
        }

        static bool Key(MicroloopKey key, bool thisFrame)
        {
            switch (key)
            {
                case MicroloopKey.Space: return Down(KeyCode.Space, thisFrame);
                case MicroloopKey.Enter: return Down(KeyCode.Return, thisFrame) || Down(KeyCode.KeypadEnter, thisFrame);
                case MicroloopKey.Left: return Down(KeyCode.LeftArrow, thisFrame);
                case MicroloopKey.Right: return Down(KeyCode.RightArrow, thisFrame);
                case MicroloopKey.Up: return Down(KeyCode.UpArrow, thisFrame);
                case MicroloopKey.Down: return Down(KeyCode.DownArrow, thisFrame);
                case MicroloopKey.A: return Down(KeyCode.A, thisFrame);
                case MicroloopKey.D: return Down(KeyCode.D, thisFrame);
                case MicroloopKey.R: return Down(KeyCode.R, thisFrame);
                default: return Down(KeyCode.C, thisFrame);
            }
        }

        static bool Released(MicroloopKey key)
        {
            if (key == MicroloopKey.Space) return Input.GetKeyUp(KeyCode.Space);
            return Input.GetKeyUp(KeyCode.Return) || Input.GetKeyUp(KeyCode.KeypadEnter);
        }

        static int Releases()
        {
            int touches = Input.touchCount;
            if (touches == 0) return Input.GetMouseButtonUp(0) ? 1 : 0;
            int count = 0;
            for (int i = 0; i < touches; i++)
            {
                var phase = Input.GetTouch(i).phase;
                if (phase == TouchPhase.Ended || phase == TouchPhase.Canceled) count++;
            }
            return count;
        }

        static int Pointers(bool thisFrame, Vector2[] into)
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
                    if (down) into[count++] = touch.position;
                }
                return count;
            }
            if (into.Length > 0 && (thisFrame ? Input.GetMouseButtonDown(0) : Input.GetMouseButton(0))) into[count++] = Input.mousePosition;
            return count;
        }
#else
        static bool warned;

        public static double PressSecondsAgo()
        {
            return -1;
        }

        // With domain reload off (Enter Play Mode Options) statics outlive a Play: each Play warns once again.
        [RuntimeInitializeOnLoadMethod(RuntimeInitializeLoadType.SubsystemRegistration)]
        static void ForgetWarning()
        {
            warned = false;
        }

        static bool Key(MicroloopKey key, bool thisFrame)
        {
            WarnNoBackend();
            return false;
        }

        static int Pointers(bool thisFrame, Vector2[] into)
        {
            WarnNoBackend();
            return 0;
        }

        static bool Released(MicroloopKey key)
        {
            return false;
        }

        static int Releases()
        {
            return 0;
        }

        static void WarnNoBackend()
        {
            if (warned) return;
            warned = true;
            Debug.LogWarning("Microloop: no input backend is available, so the game cannot read keys, mouse or touch. Active Input Handling " +
                "(Project Settings > Player) is set to the Input System package, which is not installed: install com.unity.inputsystem " +
                "with the Package Manager, or set Active Input Handling to Input Manager (Old) or Both.");
        }
#endif
    }
}
