// The HUD text of every Microloop game: OnGUI labels the same physical size on any screen (at least a tenth
// of an inch), flowing onto the next line where a portrait screen is too narrow, inside the HUD's area (the
// game's view within the safe area), and drawn without allocating managed memory, so the garbage collector
// never runs for it. Copied into every Microloop package, in the package's own namespace.
//
// Why IMGUI and not a Canvas with a CanvasScaler or UI Toolkit: the games draw their HUD in OnGUI (no scene
// objects, no com.unity.ugui dependency, nothing left behind). The text is scaled by the screen's density in
// its font size (16 × the scale, as the buttons' labels), never by GUI.matrix: a scaled matrix stretches the
// glyphs rasterized at 16 px, which blurs them. Positions and sizes are kept in HUD units (pixels
// at 160 dpi) and turned into pixels as each label is drawn, with the identity matrix. The shell turns the IMGUI layout pass off (useGUILayout = false: nothing here uses GUILayout)
// and draws in the Repaint pass only, so the engine allocates nothing for it either. Numbers are drawn digit
// by digit from ten cached strings: building "Score " + n would allocate a string each time the score changes.
using System;
using UnityEngine;

namespace Microloop
{
    internal sealed class MicroloopGui
    {
        /// <summary>The density at which one HUD unit is one pixel: Android's baseline (mdpi), about iOS's 1× (163).</summary>
        public const float ReferenceDpi = 160f;
        /// <summary>Text height in HUD units: at 160 dpi a tenth of an inch, on every screen.</summary>
        public const int FontSize = 16;
        const float Margin = 12f;
        const float Space = 10f;
        /// <summary>Room a label gets beyond its measured width, so rounding never clips its last letter.</summary>
        const float Slack = 2f;

        static readonly string[] Digits = { "0", "1", "2", "3", "4", "5", "6", "7", "8", "9" };
        readonly GUIContent measured = new GUIContent();
        readonly int[] digitBuffer = new int[10];
        GUIStyle style;
        GUIStyle wrapping;
        float digitWidth;
        float lineHeight;
        float scale = 1f;
        /// <summary>The scale the styles' font size and the measured digit and line sizes are for; 0: none yet.</summary>
        float fontScale;
        float left;
        float top;
        float width;
        float x;
        float y;
        float reservedRight;
        float reservedHeight;
        /// <summary>The HUD's area and scale the band below was measured for: another (a turn, a resize, a new safe area) measures it anew.</summary>
        float bandWidth = -1;
        float bandHeight = -1;
        float bandScale = -1;
        /// <summary>The deepest the text may go (see <see cref="Measure"/>) or went since the area last changed; 0: not measured yet.</summary>
        float band;
        /// <summary>Laying out without drawing (<see cref="Measure"/>), from the pen's start at (startX, startY).</summary>
        bool measuring;
        float startX;
        float startY;

        /// <summary>
        /// The lines the HUD reserves at the least: a game's text is its score line and a prompt or status line under it
        /// (a run's end, MemoryTiles' cleared board, RhythmClacker's judgement). Text that ever goes deeper than the band
        /// measured widens it, and it stays so until the area changes.
        /// </summary>
        public const int MostLines = 2;

        /// <summary>Keeps the text out of the top-right corner, <paramref name="right"/> by <paramref name="height"/> HUD units (the HUD's buttons).</summary>
        public void Reserve(float right, float height)
        {
            reservedRight = right;
            reservedHeight = height;
        }

        /// <summary>Where the line the pen is on ends: short of the reserved corner while beside it.</summary>
        float Right { get { return left + width - Margin - (y < top + reservedHeight ? reservedRight : 0); } }

        float Start { get { return left + Margin; } }

        /// <summary>
        /// Screen pixels per HUD unit for a screen of <paramref name="dpi"/> dots per inch: dpi / 160, never
        /// below 1 (a desktop monitor keeps pixel-sized text); 1 when Unity does not know the dpi (Screen.dpi 0).
        /// </summary>
        public static float ScaleFor(float dpi)
        {
            return dpi > 0 ? Mathf.Max(1f, dpi / ReferenceDpi) : 1f;
        }

        /// <summary>
        /// The narrowest phone's short side in dp (160 dpi units): a screen of unknown density is taken to be one. 312, not
        /// 320: an iPhone's 320 CSS px are 1/163 in each, and 320 left its letters at 0.098 in.
        /// </summary>
        const float PhoneShortSideDp = 312f;

        /// <summary>
        /// CSS pixels an inch on a phone's or a tablet's screen, at the most: an iPhone's 163 (an Android phone's are about
        /// 140 to 160, an iPad's 132), so letters sized for it are at least 0.1 in on any of them.
        /// </summary>
        const float FingerScreenCssPixelsPerInch = 163f;

        /// <summary>
        /// Screen pixels per HUD unit on this screen now: <see cref="ScaleFor"/> of Screen.dpi. A Web build takes the
        /// density from the page, whatever the size of the canvas (a frame on a portal page) and whatever Unity says
        /// (Screen.dpi 0 or 96 a CSS pixel, isMobilePlatform false: see MicroloopBrowser): the canvas's device pixels a
        /// CSS pixel, at 163 CSS pixels an inch in a phone's or a tablet's browser (a finger its main pointer), and a HUD
        /// unit a CSS pixel in a desktop's (16 CSS px letters on any screen). Where Unity does not know the dpi (0) in a
        /// phone's or tablet's player (some iPads), the screen's short side is taken as the narrowest phone's
        /// (PhoneShortSideDp), so letters are at least 0.1 in (larger on a tablet): 1 would draw 16 px letters about
        /// 0.035 in tall on a 460-dpi phone.
        /// </summary>
        public static float ScaleForScreen()
        {
            if (Application.platform == RuntimePlatform.WebGLPlayer)
            {
                float ratio = MicroloopBrowser.PixelRatio;
                // Not held at 1 as ScaleFor holds it: a canvas drawn at fewer pixels than it is shown (a loader's
                // devicePixelRatio under the page's) keeps its letters at 16 CSS px, not larger.
                if (ratio > 0) return Mathf.Max(0.25f, (MicroloopBrowser.FingerFirst ? FingerScreenCssPixelsPerInch : ReferenceDpi) * ratio / ReferenceDpi);
            }
            float dpi = Screen.dpi;
            if (dpi <= 0 && Application.isMobilePlatform) return Mathf.Max(1f, Mathf.Min(Screen.width, Screen.height) / PhoneShortSideDp);
            return ScaleFor(dpi);
        }

        /// <summary>The HUD's scale this frame (see ScaleFor).</summary>
        public float Scale { get { return scale; } }

        /// <summary>
        /// Starts the HUD in OnGUI in <paramref name="area"/> (GUI pixels, y down) at <paramref name="hudScale"/>
        /// screen pixels a HUD unit: scales by it and puts the pen at the area's top left.
        /// </summary>
        public void Begin(Rect area, float hudScale)
        {
            if (style == null)
            {
                // GUI.skin exists only inside OnGUI: the styles are made on the first call.
                style = new GUIStyle(GUI.skin.label) { fontSize = FontSize, wordWrap = false, padding = new RectOffset(0, 0, 0, 0) };
                wrapping = new GUIStyle(style) { wordWrap = true };
            }
            Layout(area, hudScale);
            // Pixels as they are: the font size carries the scale (the host's own OnGUI may have left another matrix).
            GUI.matrix = Matrix4x4.identity;
        }

        /// <summary>
        /// The styles' font size for this scale, FontSize × scale rounded as the buttons' (MicroloopHud.Draw), and the
        /// digit and line sizes measured at it, in HUD units. Only when the scale changes: a font size set anew every
        /// frame would make IMGUI look its glyphs up again.
        /// </summary>
        void Refont()
        {
            if (fontScale == scale) return;
            fontScale = scale;
            style.fontSize = wrapping.fontSize = FontPixels(scale);
            measured.text = "0";
            var size = style.CalcSize(measured);
            digitWidth = size.x / scale;
            lineHeight = size.y / scale;
        }

        /// <summary>
        /// The HUD's letters in pixels at <paramref name="hudScale"/>: FontSize × the scale, rounded up (never under a tenth
        /// of an inch: at 441 dpi 44.1 px is 45, where 44 would be 0.0998 in); the buttons' and the veil's too.
        /// </summary>
        public static int FontPixels(float hudScale)
        {
            // A thousandth off first: a float product such as 46.00001 is 46, not 47.
            return Mathf.CeilToInt(FontSize * hudScale - 0.001f);
        }

        /// <summary>A text's width on one line, in HUD units.</summary>
        float WidthOf(string text)
        {
            if (string.IsNullOrEmpty(text)) return 0;
            measured.text = text;
            return style.CalcSize(measured).x / scale;
        }

        /// <summary>The height <see cref="measured"/> takes wrapped in <paramref name="room"/> HUD units, in HUD units.</summary>
        float WrappedHeight(float room)
        {
            return wrapping.CalcHeight(measured, room * scale) / scale;
        }

        /// <summary>A label at a rectangle in HUD units, drawn in pixels.</summary>
        void Label(float atX, float atY, float labelWidth, float labelHeight, string text, GUIStyle with)
        {
            GUI.Label(new Rect(atX * scale, atY * scale, labelWidth * scale, labelHeight * scale), text, with);
        }

        /// <summary>Whether the first <see cref="Begin"/> made the styles, so the text can be laid out and measured.</summary>
        public bool Styled { get { return style != null; } }

        /// <summary>
        /// Puts the pen at the top left of <paramref name="area"/> at <paramref name="hudScale"/> without drawing anything:
        /// the HUD's Place, from the shell's Update, measures the band there (GUIStyle.CalcSize needs no OnGUI; GUI.skin,
        /// read once in <see cref="Begin"/>, does). False until the first Begin made the styles.
        /// </summary>
        public bool Layout(Rect area, float hudScale)
        {
            if (style == null) return false;
            if (area.width != bandWidth || area.height != bandHeight || hudScale != bandScale)
            {
                bandWidth = area.width;
                bandHeight = area.height;
                bandScale = hudScale;
                band = 0;
            }
            scale = hudScale;
            Refont();
            left = area.x / scale;
            top = area.y / scale;
            width = area.width / scale;
            x = Start;
            // Beside the reserved corner only where that leaves half the width (a narrow portrait phone starts below it).
            y = top + (width - 2 * Margin - reservedRight >= (width - 2 * Margin) / 2 ? Margin : Mathf.Max(Margin, reservedHeight));
            startX = x;
            startY = y;
            return true;
        }

        /// <summary>
        /// Whether the band the text keeps must be measured (the first frame, or the HUD's area changed): then the pen
        /// lays out without drawing until <see cref="Measured"/>, for the game to write its deepest text (its widest
        /// numbers, its longest prompt or status line; <see cref="Variant"/> between alternatives).
        /// </summary>
        public bool Measure()
        {
            if (band > 0) return false;
            measuring = true;
            band = PromptDepth();
            return true;
        }

        /// <summary>While measuring: the text so far is one alternative; the pen goes back to the start for the next.</summary>
        public void Variant()
        {
            band = Mathf.Max(band, (x > Start ? y + lineHeight : y) - top + Margin);
            x = startX;
            y = startY;
        }

        /// <summary>Ends the measuring: the band is the deepest alternative, and the pen is back at the start to draw.</summary>
        public void Measured()
        {
            Variant();
            measuring = false;
        }

        /// <summary>
        /// The least band: a line, then the longest prompt under it (a run's end, MemoryTiles' cleared board), in either
        /// hands' words, laid out as <see cref="Text"/> lays it (narrower beside the buttons, wrapped when wider than the
        /// room); at least <see cref="MostLines"/> lines. A game's own deepest text (<see cref="Measure"/>) may go deeper.
        /// </summary>
        float PromptDepth()
        {
            float second = y + lineHeight;
            float deepest = second + lineHeight * (MostLines - 1);
            float right = left + width - Margin - (second < top + reservedHeight ? reservedRight : 0);
            float room = right - Start;
            for (int moment = 0; moment <= (int)MicroloopMoment.Again; moment++)
            {
                for (int hands = 0; hands <= (int)MicroloopHands.Keys; hands++)
                {
                    float textWidth = WidthOf(MicroloopWords.Prompt((MicroloopMoment)moment, (MicroloopHands)hands));
                    deepest = Mathf.Max(deepest, second + (textWidth > room ? WrappedHeight(room) : lineHeight));
                }
            }
            return deepest - top + Margin;
        }

        /// <summary>
        /// How far down from the HUD's top the text may reach, with a margin below it, in HUD units: <see cref="MostLines"/>
        /// lines from where it starts (under the buttons on a narrow portrait screen), or deeper where it went deeper since
        /// the HUD's area last changed. The board keeps below it, and does not move when a line comes or goes (a run's end,
        /// a status line): it is measured anew only when the screen turns, is resized or its safe area changes.
        /// </summary>
        public float Height { get { return band; } }

        /// <summary>How far down from the HUD's top the text drawn last reached, with a margin below it, in HUD units.</summary>
        public float Reached { get; private set; }

        /// <summary>Ends the HUD's text: notes how far it reached.</summary>
        public void End()
        {
            // Nothing drawn (the pen where it started): nothing reached.
            Reached = x == startX && y == startY ? 0 : (x > Start ? y + lineHeight : y) - top + Margin;
            band = Mathf.Max(band, Reached);
        }

        /// <summary>Moves the pen to the start of the next line.</summary>
        public void Line()
        {
            if (x > Start) y += lineHeight;
            x = Start;
        }

        /// <summary>A gap between two items of a line.</summary>
        public void Gap()
        {
            if (x > Start) x += Space;
        }

        /// <summary>A run of text after the pen; on the next line when it does not fit, word-wrapped when wider than the view.</summary>
        public void Text(string text)
        {
            if (string.IsNullOrEmpty(text)) return;
            float textWidth = WidthOf(text);
            if (x > Start && x + textWidth > Right) Line();
            float room = Right - x;
            if (textWidth > room)
            {
                float height = WrappedHeight(room);
                if (!measuring) Label(x, y, room, height, text, wrapping);
                y += height;
                x = Start;
                return;
            }
            if (!measuring) Label(x, y, textWidth + Slack, lineHeight, text, style);
            x += textWidth;
        }

        /// <summary>
        /// A caption, an integer and a unit after it ("latency -20 ms", "12 in play"), kept on one line whole: a number is
        /// never drawn apart from its sign, its caption or its unit (each may be empty).
        /// </summary>
        public void Field(string caption, int value, string unit = null)
        {
            float numberWidth = NumberWidth(value) + WidthOf(unit);
            Fit(WidthOf(caption) + numberWidth);
            Text(caption);
            // Wider than a whole line: the caption alone on the line above (the number and its unit stay together).
            Fit(numberWidth);
            Put(value);
            Text(unit);
        }

        /// <summary>A caption, a number with up to two decimals (1.25, 1.5, 2: trailing zeros dropped) and a unit after it ("x1.5", "21.4%"), kept on one line whole.</summary>
        public void Field(string caption, double value, string unit = null)
        {
            long hundredths = (long)Math.Round(Math.Abs(value) * 100, MidpointRounding.AwayFromZero);
            bool negative = value < 0 && hundredths > 0;
            int whole = (int)Math.Min(int.MaxValue, hundredths / 100);
            int fraction = (int)(hundredths % 100);
            int fractionDigits = fraction == 0 ? 0 : fraction % 10 == 0 ? 1 : 2;
            float decimals = fractionDigits == 0 ? 0 : WidthOf(".") + fractionDigits * digitWidth;
            float numberWidth = (negative ? WidthOf("-") : 0) + NumberWidth(whole) + decimals + WidthOf(unit);
            Fit(WidthOf(caption) + numberWidth);
            Text(caption);
            Fit(numberWidth);
            if (negative) Put("-");
            Put(whole);
            if (fractionDigits > 0)
            {
                Put(".");
                if (fractionDigits == 1) DrawDigits(fraction / 10);
                else
                {
                    if (fraction < 10) DrawDigits(0);
                    DrawDigits(fraction);
                }
            }
            Text(unit);
        }

        /// <summary>An integer's width with its sign, in HUD units.</summary>
        float NumberWidth(int value)
        {
            return (value < 0 ? WidthOf("-") : 0) + DigitCount(value) * digitWidth;
        }

        /// <summary>An integer with its sign from the pen on, where it stands (its Field has made room for it).</summary>
        void Put(int value)
        {
            if (value < 0) Put("-");
            DrawDigits(value);
        }

        /// <summary>A piece of a field from the pen on, where it stands.</summary>
        void Put(string piece)
        {
            float pieceWidth = WidthOf(piece);
            if (!measuring) Label(x, y, pieceWidth + Slack, lineHeight, piece, style);
            x += pieceWidth;
        }

        /// <summary>The digits of a number's size, into digitBuffer (lowest first); returns how many.</summary>
        int DigitCount(int value)
        {
            int count = 0;
            long rest = value < 0 ? -(long)value : value;
            do
            {
                digitBuffer[count++] = (int)(rest % 10);
                rest /= 10;
            } while (rest > 0);
            return count;
        }

        /// <summary>A number's digits from the pen on, where it stands.</summary>
        void DrawDigits(int value)
        {
            for (int i = DigitCount(value) - 1; i >= 0; i--)
            {
                if (!measuring) Label(x, y, digitWidth + Slack, lineHeight, Digits[digitBuffer[i]], style);
                x += digitWidth;
            }
        }

        /// <summary>
        /// A number centred on a point of the board seen through <paramref name="camera"/> (a bin's payout), drawn when it fits
        /// in <paramref name="roomLocal"/> board units across (its neighbours' room), else left out: never over another.
        /// <paramref name="local"/> is in <paramref name="space"/>'s own space (the board's, under the Game), so the text
        /// stays on its piece wherever the Game is, turned or scaled.
        /// </summary>
        public void NumberAt(Camera camera, Transform space, Vector3 local, float roomLocal, int value)
        {
            if (measuring) return;
            Vector2 at;
            float numberWidth = NumberWidth(value);
            if (!Seen(camera, space, local, numberWidth, roomLocal, out at)) return;
            float keepX = x, keepY = y;
            x = at.x - numberWidth / 2;
            y = at.y - lineHeight / 2;
            Put(value);
            x = keepX;
            y = keepY;
        }

        /// <summary>A word centred on a point of the board (in <paramref name="space"/>'s own space: a tile's) seen through <paramref name="camera"/>, when it fits in <paramref name="roomLocal"/> board units across.</summary>
        public void TextAt(Camera camera, Transform space, Vector3 local, float roomLocal, string text)
        {
            if (measuring) return;
            if (string.IsNullOrEmpty(text)) return;
            float textWidth = WidthOf(text);
            Vector2 at;
            if (!Seen(camera, space, local, textWidth, roomLocal, out at)) return;
            Label(at.x - textWidth / 2, at.y - lineHeight / 2, textWidth + Slack, lineHeight, text, style);
        }

        /// <summary>Where a point of the board is in HUD units (y down), and whether something this wide fits in its room there.</summary>
        bool Seen(Camera camera, Transform space, Vector3 local, float itemWidth, float roomLocal, out Vector2 at)
        {
            // WorldToScreenPoint takes world positions: the board's own through the Game's transform first.
            var screen = camera.WorldToScreenPoint(space.TransformPoint(local));
            var edge = camera.WorldToScreenPoint(space.TransformPoint(local + new Vector3(roomLocal, 0, 0)));
            at = new Vector2(screen.x / scale, (Screen.height - screen.y) / scale);
            return itemWidth + Slack <= Mathf.Abs(edge.x - screen.x) / scale;
        }

        /// <summary>Starts a new line when something this wide does not fit after the pen.</summary>
        void Fit(float itemWidth)
        {
            if (x > Start && x + itemWidth > Right) Line();
        }
    }
}
