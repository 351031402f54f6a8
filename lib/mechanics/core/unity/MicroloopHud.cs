// The HUD every Microloop game shares: the Restart button (and RhythmClacker's Calibrate) in the top-right
// corner, pressed by a click or a finger (the press is the button's, never also a tap on the game), the
// "Paused" / "Resuming in 3…" overlay, the pause the game takes when the application loses focus, and the
// game's own text (MicroloopGui, beside the buttons, never under them), all the same physical size on any screen.
// Copied into every Microloop package; internal, so two packages never clash. Nothing here allocates per
// frame: the texts are constants and the presses go into an array made once.
using UnityEngine;

namespace Microloop
{
    /// <summary>What a frame of the HUD changed in the game's pause: nothing, or play goes on after the countdown.</summary>
    internal enum MicroloopPauseChange { None, Resumed }

    /// <summary>The buttons, the pause and the presses of one game, read once at the start of its Update.</summary>
    internal sealed class MicroloopHud
    {
        /// <summary>The buttons' height, and their least width, in density-independent pixels (160 dp an inch).</summary>
        public const float ButtonDp = 48;
        /// <summary>Seconds of real time counted down after focus comes back, before play goes on.</summary>
        public const float ResumeSeconds = 3;
        public const string PausedText = "Paused";
        public const string RestartText = "Restart";
        public const string CalibrateText = "Calibrate";
        static readonly string[] ResumingTexts = { "Resuming in 1…", "Resuming in 2…", "Resuming in 3…" };

        readonly bool hasCalibrate;
        readonly Vector2[] presses = new Vector2[10];
        readonly Vector2[] held = new Vector2[10];
        int pressCount;
        int heldCount;
        int buttonPresses;
        bool focusLost;
        bool applicationPaused;
        bool apiPaused;
        bool pausedPlay;
        /// <summary>Seconds of real time left to count down, or -1: a double, so 180 frames of 1/60 s make exactly 3 s.</summary>
        double countdown = -1;

        /// <param name="calibrate">Whether the game has a Calibrate button beside Restart.</param>
        public MicroloopHud(bool calibrate)
        {
            hasCalibrate = calibrate;
            // The game's text keeps out of the buttons' corner: their width and margins, their height and a gap.
            int slots = calibrate ? 2 : 1;
            text.Reserve(slots * (ButtonWidthDp + MarginDp) + MarginDp, MarginDp + ButtonDp + MarginDp);
        }

        readonly MicroloopGui text = new MicroloopGui();
        GUIStyle boxStyle;

        /// <summary>Starts the game's text in OnGUI (scaled to the screen's density, clear of the buttons); <see cref="Draw"/> ends it.</summary>
        public MicroloopGui BeginText()
        {
            text.Begin();
            return text;
        }

        /// <summary>R or the Restart button this frame (nothing while paused).</summary>
        public bool RestartPressed { get; private set; }
        /// <summary>C or the Calibrate button this frame (nothing while paused).</summary>
        public bool CalibratePressed { get; private set; }
        /// <summary>Paused or counting down to play: the game steps nothing and every press does nothing.</summary>
        public bool Holding { get { return pausedPlay; } }
        /// <summary>Counting down to play after focus came back.</summary>
        public bool CountingDown { get { return countdown >= 0; } }
        /// <summary>Pointer presses this frame that were not on a button: taps on the game.</summary>
        public int Taps { get { return pressCount; } }

        /// <summary>Where tap <paramref name="index"/> (below <see cref="Taps"/>) landed, in screen pixels.</summary>
        public Vector2 TapAt(int index)
        {
            return presses[index];
        }

        /// <summary>
        /// Reads this frame's presses and runs the countdown; call it first in the game's Update. Presses on
        /// a button are the button's; while paused or counting down nothing is pressed at all.
        /// </summary>
        public MicroloopPauseChange Read()
        {
            RestartPressed = false;
            CalibratePressed = false;
            pressCount = MicroloopInput.PointerPresses(presses);
            heldCount = MicroloopInput.PointersHeld(held);
            releaseCount = MicroloopInput.PointerReleases();
            othersHeld = heldCount > pressCount;
            if (heldCount == 0) swallowHeld = false;
            bool keyRestart = MicroloopInput.KeyPressed(MicroloopKey.R);
            bool keyCalibrate = hasCalibrate && MicroloopInput.KeyPressed(MicroloopKey.C);
            var change = MicroloopPauseChange.None;
            if (countdown >= 0)
            {
                countdown -= Time.unscaledDeltaTime;
                // Frame times are floats: 180 of (float)(1/60) leave a few millionths of a second; they do not make a frame.
                if (countdown <= 1e-4)
                {
                    countdown = -1;
                    pausedPlay = false;
                    change = MicroloopPauseChange.Resumed;
                }
            }
            if (pausedPlay || change == MicroloopPauseChange.Resumed)
            {
                if (heldCount > 0) swallowHeld = true;
                // Presses made while paused (and on the frame play resumes) do nothing, not even resume.
                pressCount = 0;
                return change;
            }
            int kept = 0;
            for (int i = 0; i < pressCount; i++)
            {
                var button = ButtonAt(presses[i]);
                if (button == 1) RestartPressed = true;
                else if (button == 2) CalibratePressed = true;
                else presses[kept++] = presses[i];
            }
            buttonPresses = pressCount - kept;
            pressCount = kept;
            // A finger or button that pressed a button (or went down while paused) holds nothing until let go.
            if (buttonPresses > 0) swallowHeld = true;
            RestartPressed |= keyRestart;
            CalibratePressed |= keyCalibrate;
            return change;
        }

        /// <summary>A press on a button this frame (the game's tap handling must not see it).</summary>
        public bool ButtonPressedThisFrame { get { return buttonPresses > 0; } }

        bool othersHeld;
        bool swallowHeld;
        int releaseCount;

        /// <summary>Pointers let go this frame (nothing while paused, or for a press on a button).</summary>
        public int Releases { get { return pausedPlay || swallowHeld ? 0 : releaseCount; } }

        /// <summary>
        /// The one tap of a game where only the first finger counts: a press this frame while no other
        /// pointer was already down (a second finger landing on a held one is not a tap there).
        /// </summary>
        public bool FirstTap(out Vector2 screen)
        {
            screen = pressCount > 0 ? presses[0] : default(Vector2);
            return pressCount > 0 && !othersHeld;
        }

        /// <summary>The pointers down now hold nothing until every one is let go (a press the game spent on something else).</summary>
        public void Swallow()
        {
            if (heldCount > 0) swallowHeld = true;
        }

        /// <summary>The pointers held down now (mouse button 0, fingers), nothing while paused; the first at <paramref name="screen"/>.</summary>
        public int PointersHeld(out Vector2 screen)
        {
            screen = heldCount > 0 ? held[0] : default(Vector2);
            return pausedPlay || swallowHeld ? 0 : heldCount;
        }

        /// <summary>OnApplicationFocus: returns true when this pauses a running game (raise Paused).</summary>
        public bool Focus(bool focused, bool running)
        {
            focusLost = !focused;
            return Follow(running);
        }

        /// <summary>OnApplicationPause: returns true when this pauses a running game (raise Paused).</summary>
        public bool ApplicationPause(bool paused, bool running)
        {
            applicationPaused = paused;
            return Follow(running);
        }

        /// <summary>The game's Pause(): returns true when this pauses a running game (raise Paused).</summary>
        public bool Pause(bool running)
        {
            if (pausedPlay && !CountingDown) return false;
            apiPaused = true;
            return Follow(running);
        }

        /// <summary>The game's Resume(): returns true when play goes on at once (raise Resumed). A game away from focus stays paused.</summary>
        public bool Resume()
        {
            apiPaused = false;
            if (!pausedPlay || focusLost || applicationPaused) return false;
            countdown = -1;
            pausedPlay = false;
            return true;
        }

        bool Follow(bool running)
        {
            bool away = focusLost || applicationPaused || apiPaused;
            if (away)
            {
                // Lost again while counting down: paused still, no second Paused.
                countdown = -1;
                if (pausedPlay || !running) return false;
                pausedPlay = true;
                return true;
            }
            if (pausedPlay && countdown < 0) countdown = ResumeSeconds;
            return false;
        }

        // Layout --------------------------------------------------------------------------------

        /// <summary>Density-independent pixels to screen pixels: Screen.dpi / 160, or 1 where the dpi is unknown (0).</summary>
        static float Scale
        {
            get { return MicroloopGui.ScaleFor(Screen.dpi); }
        }

        /// <summary>Button <paramref name="slot"/> counted from the right edge (0 Restart, 1 Calibrate), in GUI pixels (y down).</summary>
        const float ButtonWidthDp = 2.5f * ButtonDp;
        const float MarginDp = 8;

        static Rect ButtonRect(int slot)
        {
            float scale = Scale;
            float height = ButtonDp * scale, width = ButtonWidthDp * scale, margin = MarginDp * scale;
            return new Rect(Screen.width - (slot + 1) * (width + margin), margin, width, height);
        }

        /// <summary>1 for Restart, 2 for Calibrate, 0 for none, at a screen point (pixels, y up).</summary>
        int ButtonAt(Vector2 screen)
        {
            float x = screen.x, y = Screen.height - screen.y;
            if (Inside(ButtonRect(0), x, y)) return 1;
            if (hasCalibrate && Inside(ButtonRect(1), x, y)) return 2;
            return 0;
        }

        static bool Inside(Rect rect, float x, float y)
        {
            return x >= rect.x && x <= rect.x + rect.width && y >= rect.y && y <= rect.y + rect.height;
        }

        /// <summary>Draws the buttons and, while paused, the overlay; call it from the game's OnGUI.</summary>
        public void Draw()
        {
            text.End();
            float scale = Scale;
            // GUI.skin exists only inside OnGUI: the style is made on the first call; its letters are the text's size.
            if (boxStyle == null) boxStyle = new GUIStyle(GUI.skin.box);
            boxStyle.fontSize = Mathf.RoundToInt(MicroloopGui.FontSize * scale);
            // Drawn as boxes, not GUI.Button: the press was read in Update, so a click is never handled twice.
            GUI.Box(ButtonRect(0), RestartText, boxStyle);
            if (hasCalibrate) GUI.Box(ButtonRect(1), CalibrateText, boxStyle);
            if (!pausedPlay) return;
            var middle = new Rect(Screen.width / 2f - 120 * scale, Screen.height / 2f - 24 * scale, 240 * scale, 48 * scale);
            GUI.Box(middle, countdown >= 0 ? ResumingTexts[Mathf.Clamp(Mathf.CeilToInt((float)countdown - 1e-4f), 1, 3) - 1] : PausedText, boxStyle);
        }
    }
}
