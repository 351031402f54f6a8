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
        /// <summary>The buttons across the area at this scale: all of them where they fit in a row, else as many as fit, the rest stacked under them.</summary>
        int columns = 3;
        /// <summary>
        /// The HUD's size in this area, at most 1: where its band (buttons and text) would take more than half the area's
        /// height at full size (a game in a small part of the screen), the largest size (within 1 %) whose band takes at
        /// most half, so the board keeps at least half of it. Found in the frame the area or the screen's density changes
        /// (a panel that grows or slides, a window dragged larger), before the board is framed or the HUD drawn, from
        /// the area and the density alone: the same area gives the same size. Lowered between those frames only if the
        /// game draws its text deeper than it measured it.
        /// </summary>
        float fit = 1;
        /// <summary>Whether the band's height set the fit (not the area's width alone): the board then has the lower half.</summary>
        bool heightFit;
        /// <summary>The buttons across the area the fit was found with; 0: as many as fit at the size (an area tall enough for the HUD).</summary>
        int fixedColumns;
        Rect fitArea;
        float fitDensity = -1;
        /// <summary>Whether the fit was found with the game's text measured: before IMGUI made the text's styles (the first frame) only the buttons count.</summary>
        bool fitText;
        bool fitShown;
        /// <summary>Rounds of <see cref="Fit"/>'s steps down at the most (the band shrinks with the scale, but its letters are whole pixels: a round may leave it a hair over).</summary>
        const int FitRounds = 8;
        /// <summary>The search for the largest size that fits stops when the last that fits and the next that does not are this close (their ratio).</summary>
        const float FitTolerance = 1.01f;

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
            return buttons++;
        }

        /// <summary>The camera the game draws with, as last placed (null before the first Place or without one).</summary>
        public Camera Camera { get; private set; }

        /// <summary>Lays the HUD out for this frame: the camera's view (or the whole screen), inside Screen.safeArea.</summary>
        public void Place(Camera camera)
        {
            Camera = camera;
            // UnityCsReference 2022.3: Runtime/Export/Graphics/Graphics.bindings.cs:410 (dpi, 0 when unknown), :461 (safeArea, pixels, y up).
            float density = MicroloopGui.ScaleForScreen();
            view = camera != null ? camera.pixelRect : new Rect(0, 0, Screen.width, Screen.height);
            var safe = Screen.safeArea;
            float left = Mathf.Max(view.x, safe.x), right = Mathf.Min(view.x + view.width, safe.x + safe.width);
            float bottom = Mathf.Max(view.y, safe.y), top = Mathf.Min(view.y + view.height, safe.y + safe.height);
            // GUI pixels count down from the top of the screen.
            area = new Rect(left, Screen.height - top, Mathf.Max(0, right - left), Mathf.Max(0, top - bottom));
            if (area != fitArea || density != fitDensity || text.Styled != fitText || Shown != fitShown)
            {
                fitArea = area;
                fitDensity = density;
                fitText = text.Styled;
                fitShown = Shown;
                Fit(density);
            }
            else Lower(density);
        }

        /// <summary>
        /// Whether the band laid out for the board (the last Place in Update) counted the game's text: not before IMGUI
        /// made the text's styles (the game's first frame), when the text is not drawn yet, so it never lies over the board.
        /// </summary>
        public bool TextFramed { get { return fitText; } }

        /// <summary>
        /// The largest size, at most 1, at which a button fits the area's width (more stack: Columns) and whose band (the
        /// buttons' rows, or the game's deepest text measured at the size tried, when deeper) takes at most half the area's
        /// height: that size when it fits; else the largest of those Search finds for each way of setting the buttons.
        /// Leaves the HUD laid out at it.
        /// </summary>
        void Fit(float density)
        {
            fixedColumns = 0;
            heightFit = false;
            fit = Mathf.Min(1, FitCap(density));
            float band = BandAt(density, fit), half = area.height / 2;
            if (!Shown || band <= half || band <= 0) return;
            // Too short for the HUD at that size: each way of setting the buttons (all in a row, in two columns, ... one
            // above another) searched for its largest size whose band takes half the height, and the largest kept (the
            // band grows smoothly with the size once the columns are fixed; a row is shallower, a column narrower).
            heightFit = true;
            float best = 0;
            int bestColumns = Mathf.Max(1, buttons);
            for (int across = Mathf.Max(1, buttons); across >= 1; across--)
            {
                fixedColumns = across;
                float found = Search(density, Mathf.Min(1, FitCap(density)), half);
                if (found > best * FitTolerance)
                {
                    best = found;
                    bestColumns = across;
                }
            }
            fixedColumns = bestColumns;
            fit = best > 0 ? best : Mathf.Min(1, FitCap(density));
            BandAt(density, fit);
        }

        /// <summary>
        /// From <paramref name="start"/>, the largest size whose band takes at most <paramref name="half"/>: steps down by
        /// as much as the band is too deep until one fits (smaller letters wrap into no more lines, so a step often goes
        /// further than it need), then halves the gap between the last size that fits and the last that does not until
        /// they are within 1 % of each other. 0 when none fits in FitRounds steps.
        /// </summary>
        float Search(float density, float start, float half)
        {
            float tried = start, band = BandAt(density, tried);
            if (band <= half) return tried;
            float over = tried;
            for (int round = 0; round < FitRounds && band > half; round++)
            {
                over = tried;
                // A hair more than the ratio after the first round: a font size rounded up may otherwise keep it a pixel over.
                tried *= half / band * (round == 0 ? 1 : 0.99f);
                band = BandAt(density, tried);
            }
            if (band > half) return 0;
            float fits = tried;
            while (over > fits * FitTolerance)
            {
                float between = Mathf.Sqrt(fits * over);
                if (BandAt(density, between) <= half) fits = between;
                else over = between;
            }
            return fits;
        }

        /// <summary>
        /// The largest size at which the buttons fit the area's width: while they may stack freely (an area tall enough
        /// for the HUD), one button with its margins, so only an area narrower than one draws the HUD smaller; with the
        /// columns fixed, that many. More than 1 where it fits at full size.
        /// </summary>
        float FitCap(float density)
        {
            float across = ((fixedColumns > 0 ? fixedColumns : 1) * (ButtonWidthDp + MarginDp) + MarginDp) * density;
            return buttons > 0 && across > 0 ? area.width / across : 1;
        }

        /// <summary>The buttons across the area at this scale: as many as fit (one at least), or the fixed number.</summary>
        int Columns()
        {
            if (fixedColumns > 0) return Mathf.Min(fixedColumns, Mathf.Max(1, buttons));
            float across = scale > 0 ? (area.width / scale - MarginDp) / (ButtonWidthDp + MarginDp) : buttons;
            return Mathf.Clamp(Mathf.FloorToInt(across + 1e-4f), 1, Mathf.Max(1, buttons));
        }

        /// <summary>The rows of buttons at this scale.</summary>
        int Rows { get { return (buttons + columns - 1) / Mathf.Max(1, columns); } }

        /// <summary>
        /// While the area stays: the band as drawn this frame (the game's text may go deeper than it measured), lowered
        /// by as much as it is too deep, when it is.
        /// </summary>
        void Lower(float density)
        {
            for (int round = 0; ; round++)
            {
                float band = BandAt(density, fit), half = area.height / 2;
                if (!Shown || band <= half || band <= 0 || round == FitRounds) return;
                // Lowered with the buttons kept as they are now (their band then shrinks with the size).
                if (fixedColumns == 0) fixedColumns = columns;
                heightFit = true;
                fit *= half / band * (round == 0 ? 1 : 0.99f);
            }
        }

        /// <summary>The band at size <paramref name="tried"/>: the HUD laid out at it and the game's deepest text measured there (when IMGUI has made the styles).</summary>
        float BandAt(float density, float tried)
        {
            scale = density * tried;
            columns = Columns();
            // The game's text keeps out of the buttons' corner: their width and margins, their height and a gap.
            text.Reserve(columns * (ButtonWidthDp + MarginDp) + MarginDp, MarginDp + Rows * (ButtonDp + MarginDp));
            if (!Shown) return 0;
            var laid = LayText();
            if (laid != null && MeasureText != null) MeasureText(laid);
            return Band();
        }

        /// <summary>The band the HUD keeps at its top for its buttons and text, in screen pixels (0 when not shown).</summary>
        float Band()
        {
            return Shown ? Mathf.Max(MarginDp + Rows * (ButtonDp + MarginDp), text.Height) * scale : 0;
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
        /// In a small area the HUD is drawn smaller (Place) so that this is at least half the area's height; then it is
        /// the lower half.
        /// </summary>
        public Rect BoardRegion
        {
            get
            {
                // Never under the band: at least half the area's height is left (Place draws the HUD smaller to keep it so).
                // Where the HUD is drawn smaller, the board has the lower half exactly: the band at the largest size that
                // fits steps with whole-pixel letters and wrapped lines, half the area grows and shrinks with it smoothly.
                float band = Band();
                float height = Mathf.Max(1, area.height - (Shown && heightFit ? Mathf.Max(band, area.height / 2) : band));
                return new Rect(area.x, Screen.height - area.y - area.height, area.width, height);
            }
        }

        /// <summary>Button <paramref name="slot"/> counted from the right edge of the HUD's area, in GUI pixels (y down).</summary>
        Rect ButtonRect(int slot)
        {
            float height = ButtonDp * scale, width = ButtonWidthDp * scale, margin = MarginDp * scale;
            int column = slot % Mathf.Max(1, columns), row = slot / Mathf.Max(1, columns);
            return new Rect(area.x + area.width - (column + 1) * (width + margin), area.y + margin + row * (height + margin), width, height);
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
