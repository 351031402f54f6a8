// The HUD frame every Microloop game shares: where the HUD may draw (the game's view, inside the screen's safe
// area), the buttons in its top-right corner (Restart, and a game's own such as RhythmClacker's Calibrate), the
// "Paused" / "Resuming in 3…" veil, the game's text beside the buttons (MicroloopGui), and the part of the view
// left for the board. All the same physical size on any screen. Copied into every Microloop package, in the
// package's own namespace. Nothing here allocates per frame.
using UnityEngine;

namespace Microloop
{
    internal sealed class MicroloopHud
    {
        /// <summary>The buttons' height, and their least width, in density-independent pixels (160 dp an inch).</summary>
        public const float ButtonDp = 48;
        const float ButtonWidthDp = 2.5f * ButtonDp;
        const float MarginDp = 8;
        const float VeilWidthDp = 240;

        readonly MicroloopGui text = new MicroloopGui();
        readonly string[] labels = new string[3];
        int buttons;
        GUIStyle boxStyle;
        /// <summary>The view the HUD draws in this frame, in GUI pixels (y down): the camera's, inside the safe area.</summary>
        Rect area;
        /// <summary>The camera's view this frame, in screen pixels (y up); the whole screen until the first Place.</summary>
        Rect view = new Rect(0, 0, float.MaxValue, float.MaxValue);
        float scale = 1;
        /// <summary>
        /// The HUD's size in this area, at most 1: lower where its band (buttons and text) would take more than half the
        /// area's height (a game in a small part of the screen), so the board keeps at least half of it. Found anew in
        /// the frame the area or the screen's density changes (a panel that grows or slides, a window dragged larger),
        /// before the board is framed or the HUD drawn; while they stay, only lowered (text drawn deeper than
        /// measured), never raised, so it does not swing from frame to frame.
        /// </summary>
        float fit = 1;
        Rect fitArea;
        float fitDensity = -1;
        /// <summary>Rounds of <see cref="Fit"/> at the most (the band shrinks with the scale, but its letters are whole pixels: a round may leave it a hair over).</summary>
        const int FitRounds = 8;

        /// <summary>
        /// Lays the game's deepest text out unseen when the band is to be measured (MicroloopGame's MeasureBand): Place
        /// measures the band with it at each scale it tries, so the HUD's size and the board's part of the area hold in
        /// the frame the area changes. Set once by the game.
        /// </summary>
        public System.Action<MicroloopGui> MeasureText;

        /// <summary>Whether the HUD is drawn this frame: when not, it has no buttons and the board has the whole view inside the safe area.</summary>
        public bool Shown = true;

        public MicroloopHud()
        {
            AddButton(MicroloopWords.Restart);
        }

        /// <summary>Adds a button left of the others; returns its slot.</summary>
        public int AddButton(string label)
        {
            labels[buttons] = label;
            // The game's text keeps out of the buttons' corner: their width and margins, their height and a gap.
            text.Reserve(buttons * (ButtonWidthDp + MarginDp) + ButtonWidthDp + 2 * MarginDp, MarginDp + ButtonDp + MarginDp);
            return buttons++;
        }

        /// <summary>Lays the HUD out for this frame: the camera's view (or the whole screen), inside Screen.safeArea.</summary>
        public void Place(Camera camera)
        {
            // UnityCsReference 2022.3: Runtime/Export/Graphics/Graphics.bindings.cs:410 (dpi, 0 when unknown), :461 (safeArea, pixels, y up).
            float density = MicroloopGui.ScaleFor(Screen.dpi);
            view = camera != null ? camera.pixelRect : new Rect(0, 0, Screen.width, Screen.height);
            var safe = Screen.safeArea;
            float left = Mathf.Max(view.x, safe.x), right = Mathf.Min(view.x + view.width, safe.x + safe.width);
            float bottom = Mathf.Max(view.y, safe.y), top = Mathf.Min(view.y + view.height, safe.y + safe.height);
            // GUI pixels count down from the top of the screen.
            area = new Rect(left, Screen.height - top, Mathf.Max(0, right - left), Mathf.Max(0, top - bottom));
            if (area != fitArea || density != fitDensity)
            {
                fitArea = area;
                fitDensity = density;
                fit = 1;
            }
            Fit(density);
        }

        /// <summary>
        /// Brings the band (the buttons' row, or the game's deepest text measured at the scale tried, when deeper) to
        /// at most half the area's height: each round draws the HUD smaller by as much as the band is too deep, then
        /// measures it again at the new scale (smaller letters wrap into no more lines, but their size is rounded up to whole pixels).
        /// Before IMGUI made the text's styles (the first frame) only the buttons count.
        /// </summary>
        void Fit(float density)
        {
            for (int round = 0; ; round++)
            {
                scale = density * fit;
                if (!Shown) return;
                var laid = LayText();
                if (laid != null && MeasureText != null) MeasureText(laid);
                float band = Band(), half = area.height / 2;
                if (band <= half || band <= 0 || round == FitRounds) return;
                // A hair more than the ratio after the first round: a font size rounded up may otherwise keep it a pixel over.
                fit *= half / band * (round == 0 ? 1 : 0.99f);
            }
        }

        /// <summary>The band the HUD keeps at its top for its buttons and text, in screen pixels (0 when not shown).</summary>
        float Band()
        {
            return Shown ? Mathf.Max(MarginDp + ButtonDp + MarginDp, text.Height) * scale : 0;
        }

        /// <summary>
        /// Whether a screen point (pixels, y up) is on the game's view: a press elsewhere is on the host's part of the
        /// screen (the camera's viewport rect is the host's to set), never the game's.
        /// </summary>
        public bool InView(Vector2 screen)
        {
            return view.Contains(screen);
        }

        /// <summary>
        /// The part of the view the board may fill, in screen pixels (y up): the HUD's area below the buttons' row and
        /// below the band the text keeps where it flows under them (MicroloopGui.Height: its most lines, measured anew
        /// only when the area changes), so no HUD line lies over the board and the board stays put as lines come and go.
        /// In a small area the HUD is drawn smaller (Place) so that this is at least half the area's height.
        /// </summary>
        public Rect BoardRegion
        {
            get
            {
                // Never under the band: at least half the area's height is left (Place draws the HUD smaller to keep it so).
                float height = Mathf.Max(1, area.height - Band());
                return new Rect(area.x, Screen.height - area.y - area.height, area.width, height);
            }
        }

        /// <summary>Button <paramref name="slot"/> counted from the right edge of the HUD's area, in GUI pixels (y down).</summary>
        Rect ButtonRect(int slot)
        {
            float height = ButtonDp * scale, width = ButtonWidthDp * scale, margin = MarginDp * scale;
            return new Rect(area.x + area.width - (slot + 1) * (width + margin), area.y + margin, width, height);
        }

        /// <summary>The button at a screen point (pixels, y up): its slot, or -1.</summary>
        public int ButtonAt(Vector2 screen)
        {
            float x = screen.x, y = Screen.height - screen.y;
            for (int slot = 0; Shown && slot < buttons; slot++)
            {
                var rect = ButtonRect(slot);
                if (x >= rect.x && x <= rect.x + rect.width && y >= rect.y && y <= rect.y + rect.height) return slot;
            }
            return -1;
        }

        /// <summary>The game's text laid out for this frame's area without drawing (Update), or null before the first OnGUI.</summary>
        public MicroloopGui LayText()
        {
            return text.Layout(area, scale) ? text : null;
        }

        /// <summary>Starts the game's text in OnGUI (its font scaled to the screen's density, clear of the buttons); <see cref="Draw"/> ends it.</summary>
        public MicroloopGui BeginText()
        {
            text.Begin(area, scale);
            return text;
        }

        /// <summary>Draws the buttons and, when given, the veil's line in the middle of the HUD's area; call it last in OnGUI.</summary>
        public void Draw(string veil)
        {
            text.End();
            // GUI.skin exists only inside OnGUI: the style is made on the first call; its letters are the text's size.
            if (boxStyle == null) boxStyle = new GUIStyle(GUI.skin.box) { wordWrap = true };
            boxStyle.fontSize = MicroloopGui.FontPixels(scale);
            // Drawn as boxes, not GUI.Button: the press was read in Update, so a click is never handled twice.
            for (int slot = 0; slot < buttons; slot++) GUI.Box(ButtonRect(slot), labels[slot], boxStyle);
            if (veil == null) return;
            float width = Mathf.Min(VeilWidthDp * scale, area.width), height = ButtonDp * scale;
            GUI.Box(new Rect(area.x + (area.width - width) / 2, area.y + (area.height - height) / 2, width, height), veil, boxStyle);
        }
    }
}
