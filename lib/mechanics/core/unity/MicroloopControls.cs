// What a Microloop game may read of the player's input this frame: keys, taps and held pointers, after the
// host's UI had its turn (MicroloopHostUi), after the HUD's buttons took theirs, and nothing while play is
// held (paused or counting down). Input held when something else took it (a pause, the host's text field, a
// HUD button) holds nothing in the game until it is let go: each pointer by its own id, so a finger the host
// holds (a virtual stick, a held button of its uGUI) leaves the player's other fingers to the game. Copied into every Microloop package, in the
// package's own namespace. Nothing here allocates per frame: the presses go into arrays made once.
using UnityEngine;

namespace Microloop
{
    internal sealed class MicroloopControls
    {
        const int Most = 10;
        const int KeyCount = (int)MicroloopKey.C + 1;

        readonly MicroloopPointer[] pressed = new MicroloopPointer[Most];
        readonly MicroloopPointer[] held = new MicroloopPointer[Most];
        readonly MicroloopPointer[] released = new MicroloopPointer[Most];
        /// <summary>Scratch for <see cref="LetGoOfAll"/>, called between reads.</summary>
        readonly MicroloopPointer[] downNow = new MicroloopPointer[Most];
        readonly Vector2[] taps = new Vector2[Most];
        /// <summary>
        /// The ids of pointers that pressed something else (the host's UI or its part of the screen, a HUD button, a
        /// press during a pause, a press the game spent): each holds nothing here until it is let go. Kept to those
        /// still down, so it never holds more than the pointers down and this frame's presses.
        /// </summary>
        readonly int[] swallowed = new int[2 * Most];
        int swallowedCount;
        /// <summary>Keys that went down while something else had them: they do nothing until let go.</summary>
        readonly bool[] swallowedKeys = new bool[KeyCount];
        /// <summary>Keys let go this frame after being swallowed: their release does nothing either.</summary>
        readonly bool[] swallowedRelease = new bool[KeyCount];
        /// <summary>The key bound to each use (<see cref="MicroloopKeys"/>), and the backend's id of it (0: off).</summary>
        readonly KeyCode[] boundCodes = new KeyCode[KeyCount];
        readonly int[] bound = new int[KeyCount];
        bool boundOnce;
        int tapCount;
        int heldCount;
        /// <summary>Held pointers that are the game's (not swallowed); the first of them is <see cref="firstOwn"/>.</summary>
        int ownHeld;
        int firstOwn;
        /// <summary>Releases this frame of pointers that were the game's.</summary>
        int ownReleases;
        /// <summary>This frame a finger tapped the game; a click or a stylus pressed it, or let go of it: whose event times are its.</summary>
        bool fingerTapped;
        bool clickPressed;
        bool clickReleased;
        bool othersHeld;
        bool holding;
        bool keysTaken;
        /// <summary>The host's text field had the keys last frame.</summary>
        bool fieldHadKeys;
        bool handsKnown;
        MicroloopHands hands;

        /// <summary>The HUD button pressed this frame (0 Restart, then the game's own), or -1.</summary>
        public int ButtonPressed { get; private set; }

        /// <summary>
        /// Reads this frame's input; the shell calls it first in its Update. <paramref name="hold"/>: play is held,
        /// nothing acts. <paramref name="hud"/>: where its buttons are.
        /// </summary>
        public void Read(bool hold, MicroloopHud hud, MicroloopKeys keys)
        {
            holding = hold;
            MicroloopInput.CheckSetup();
            Bind(keys);
            // uGUI ends a field's editing on Enter inside the EventSystem's Update, before this one (InputField.cs
            // :2175-2180, :2262-2267, :3458-3465: isFocused is false from then): the Enter that submits the field, and
            // anything else down on that frame, are the field's, so keys stay the host's for the frame after it had them.
            bool keyPressed = false;
            for (int key = 0; key < KeyCount && !keyPressed; key++) keyPressed = MicroloopInput.KeyPressed(bound[key]);
            bool fieldHasKeys = MicroloopHostUi.TakesKeys(keyPressed);
            keysTaken = fieldHasKeys || fieldHadKeys;
            fieldHadKeys = fieldHasKeys;
            for (int key = 0; key < KeyCount; key++)
            {
                bool down = MicroloopInput.KeyHeld(bound[key]);
                swallowedRelease[key] = swallowedKeys[key] && !down;
                if (!down) swallowedKeys[key] = false;
                else if (hold || keysTaken) swallowedKeys[key] = true;
                if (MicroloopInput.KeyPressed(bound[key]) && !keysTaken) Saw(MicroloopHands.Keys);
            }
            int pressCount = MicroloopInput.PointerPresses(pressed);
            heldCount = MicroloopInput.PointersHeld(held);
            int releaseCount = MicroloopInput.PointerReleases(released);
            ButtonPressed = -1;
            tapCount = 0;
            fingerTapped = false;
            clickPressed = false;
            clickReleased = false;
            for (int i = 0; i < pressCount; i++)
            {
                if (hold || MicroloopHostUi.TakesPointer(pressed[i], hud.Camera) || !hud.InView(pressed[i].Position))
                {
                    // Pressed while paused, on the host's UI or on the host's part of the screen (outside the camera's
                    // viewport rect): the host's, and held it holds nothing here (the player's other fingers still do).
                    SwallowId(pressed[i].UiId);
                    continue;
                }
                Saw(pressed[i].Touch ? MicroloopHands.Touch : MicroloopHands.Keys);
                int button = hud.ButtonAt(pressed[i].Position);
                if (button >= 0)
                {
                    // The button's press, never also a tap on the game; held, it holds nothing.
                    ButtonPressed = button;
                    SwallowId(pressed[i].UiId);
                }
                else
                {
                    taps[tapCount++] = pressed[i].Position;
                    // The mouse and a stylus have the id -1 (MicroloopPointer.UiId); a finger, its touch's.
                    if (pressed[i].UiId == -1) clickPressed = true;
                    else fingerTapped = true;
                }
            }
            if (hold) for (int i = 0; i < heldCount; i++) SwallowId(held[i].UiId);
            // A release counts for the game when its pointer was the game's; then the ids let go are forgotten.
            ownReleases = 0;
            for (int i = 0; i < releaseCount; i++)
            {
                if (IsSwallowed(released[i].UiId)) continue;
                ownReleases++;
                if (released[i].UiId == -1) clickReleased = true;
            }
            Forget();
            // A tap is a first tap when none of the game's own pointers was already down (a finger the host holds is not one).
            othersHeld = false;
            for (int i = 0; i < heldCount; i++)
            {
                if (IsSwallowed(held[i].UiId)) continue;
                bool pressedNow = false;
                for (int j = 0; j < pressCount; j++) pressedNow |= pressed[j].UiId == held[i].UiId;
                othersHeld |= !pressedNow;
            }
            Count();
        }

        /// <summary>
        /// The host's keys for each use, looked up again only when one changed (the lookup allocates with the Input
        /// System). A key rebound while down is let go as the old one was: the new one acts from its next press.
        /// </summary>
        void Bind(MicroloopKeys keys)
        {
            for (int key = 0; key < KeyCount; key++)
            {
                var code = keys != null ? keys.Of((MicroloopKey)key) : KeyCode.None;
                if (boundOnce && code == boundCodes[key]) continue;
                boundCodes[key] = code;
                bound[key] = MicroloopInput.KeyId(code);
                if (boundOnce && MicroloopInput.KeyHeld(bound[key])) swallowedKeys[key] = true;
            }
            boundOnce = true;
        }

        /// <summary>The game's own held pointers (those not swallowed), after a change to what is swallowed.</summary>
        void Count()
        {
            ownHeld = 0;
            firstOwn = -1;
            for (int i = 0; i < heldCount; i++)
            {
                if (IsSwallowed(held[i].UiId)) continue;
                if (ownHeld++ == 0) firstOwn = i;
            }
        }

        void SwallowId(int id)
        {
            if (IsSwallowed(id) || swallowedCount >= swallowed.Length) return;
            swallowed[swallowedCount++] = id;
        }

        bool IsSwallowed(int id)
        {
            for (int i = 0; i < swallowedCount; i++) if (swallowed[i] == id) return true;
            return false;
        }

        /// <summary>Drops the ids of pointers no longer down: let go, a pointer is the game's again.</summary>
        void Forget()
        {
            int kept = 0;
            for (int i = 0; i < swallowedCount; i++)
            {
                bool down = false;
                for (int j = 0; j < heldCount; j++) down |= held[j].UiId == swallowed[i];
                if (down) swallowed[kept++] = swallowed[i];
            }
            swallowedCount = kept;
        }

        /// <summary>Everything held now holds nothing until let go (play stopped while it was down).</summary>
        public void LetGoOfAll()
        {
            for (int key = 0; key < KeyCount; key++) if (MicroloopInput.KeyHeld(bound[key])) swallowedKeys[key] = true;
            // Those read this frame, and those down now (a pause from the host's code before this frame's read).
            for (int i = 0; i < heldCount; i++) SwallowId(held[i].UiId);
            int down = MicroloopInput.PointersHeld(downNow);
            for (int i = 0; i < down; i++) SwallowId(downNow[i].UiId);
            Count();
        }

        void Saw(MicroloopHands by)
        {
            hands = by;
            handsKnown = true;
        }

        /// <summary>The player's hands: those of the last press, else touch where the device has a touch screen.</summary>
        public MicroloopHands Hands
        {
            get { return handsKnown ? hands : MicroloopInput.TouchScreen() ? MicroloopHands.Touch : MicroloopHands.Keys; }
        }

        bool KeysOpen { get { return !holding && !keysTaken; } }

        /// <summary>The key went down this frame.</summary>
        public bool Pressed(MicroloopKey key)
        {
            return KeysOpen && !swallowedKeys[(int)key] && MicroloopInput.KeyPressed(bound[(int)key]);
        }

        /// <summary>The key is down now (not one held since something else had it).</summary>
        public bool Held(MicroloopKey key)
        {
            return KeysOpen && !swallowedKeys[(int)key] && MicroloopInput.KeyHeld(bound[(int)key]);
        }

        /// <summary>The key went up this frame (not one held since something else had it).</summary>
        public bool Released(MicroloopKey key)
        {
            return KeysOpen && !swallowedRelease[(int)key] && MicroloopInput.KeyReleased(bound[(int)key]);
        }

        /// <summary>A press key (keys.press or keys.pressAlso: Space or Enter unless rebound) went down this frame.</summary>
        public bool AcceptPressed { get { return Pressed(MicroloopKey.Space) || Pressed(MicroloopKey.Enter); } }
        /// <summary>A press key (keys.press or keys.pressAlso) is down now.</summary>
        public bool AcceptHeld { get { return Held(MicroloopKey.Space) || Held(MicroloopKey.Enter); } }
        /// <summary>A press key (keys.press or keys.pressAlso) went up this frame.</summary>
        public bool AcceptReleased { get { return Released(MicroloopKey.Space) || Released(MicroloopKey.Enter); } }

        /// <summary>Presses on the game this frame (mouse button 0, a stylus, each finger): not on the host's UI or a HUD button.</summary>
        public int Taps { get { return tapCount; } }

        /// <summary>Where tap <paramref name="index"/> (below <see cref="Taps"/>) landed, in screen pixels (y up).</summary>
        public Vector2 TapAt(int index)
        {
            return taps[index];
        }

        /// <summary>
        /// The one tap of a game where only the first finger counts: a press on the game this frame while no other
        /// pointer of the game's was already down (a second finger landing on a held one is not a tap there; a finger
        /// held on the host's UI or its part of the screen is not the game's).
        /// </summary>
        public bool FirstTap(out Vector2 screen)
        {
            screen = tapCount > 0 ? taps[0] : default(Vector2);
            return tapCount > 0 && !othersHeld;
        }

        /// <summary>The pointers held down now (mouse button 0, fingers), the first at <paramref name="screen"/>; none that pressed something else.</summary>
        public int PointersHeld(out Vector2 screen)
        {
            screen = firstOwn >= 0 ? held[firstOwn].Position : default(Vector2);
            return holding ? 0 : ownHeld;
        }

        /// <summary>Pointers let go this frame (none of those that pressed something else).</summary>
        public int Releases { get { return holding ? 0 : ownReleases; } }

        /// <summary>The pointers down now hold nothing until each is let go (a press the game spent on something else).</summary>
        public void Swallow()
        {
            for (int i = 0; i < heldCount; i++) SwallowId(held[i].UiId);
            Count();
        }

        /// <summary>
        /// Seconds from the moment this frame's press came in to the frame's start, by the Input System's event time of a device that
        /// pressed the game this frame: a finger's tap, a click or a stylus, a press key (presses of two devices in one
        /// frame share one time, in that order). -1 where none of them gives a time (the Input Manager stamps none):
        /// there it counts from its frame.
        /// </summary>
        public double PressSecondsAgo { get { return MicroloopInput.PressSecondsAgo(fingerTapped, clickPressed, AcceptPressed); } }

        /// <summary>
        /// As <see cref="PressSecondsAgo"/>, for a game that times a let-go too: a click's, a stylus's or a press key's
        /// let-go this frame gives its device's time as well. A finger's lift has none of its own.
        /// </summary>
        public double PressOrLetGoSecondsAgo { get { return MicroloopInput.PressSecondsAgo(fingerTapped, clickPressed || clickReleased, AcceptPressed || AcceptReleased); } }
    }
}
