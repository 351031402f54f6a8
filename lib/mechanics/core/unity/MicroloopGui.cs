// The HUD text of every Microloop game: OnGUI labels the same physical size on any screen, flowing onto
// the next line where a portrait screen is too narrow, and drawn without allocating managed memory, so
// the garbage collector never runs for it. Copied into every Microloop package; internal, so two packages
// never clash.
//
// Why GUI.matrix and not a Canvas with a CanvasScaler or UI Toolkit: the games draw their HUD in OnGUI
// (no scene objects, no com.unity.ugui dependency, nothing left behind) and scaling IMGUI by the
// screen's density is one matrix. Numbers are drawn digit by digit from ten cached strings: building
// "Score " + n would allocate a string each time the score changes.
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
        float width;
        float x;
        float y;
        float reservedRight;
        float reservedHeight;

        /// <summary>Keeps the text out of the top-right corner, <paramref name="right"/> by <paramref name="height"/> HUD units (the HUD's buttons).</summary>
        public void Reserve(float right, float height)
        {
            reservedRight = right;
            reservedHeight = height;
        }

        /// <summary>Where the line the pen is on ends: short of the reserved corner while beside it.</summary>
        float Right { get { return width - Margin - (y < reservedHeight ? reservedRight : 0); } }

        /// <summary>
        /// HUD units per screen pixel for a screen of <paramref name="dpi"/> dots per inch: dpi / 160, never
        /// below 1 (a desktop monitor keeps pixel-sized text); 1 when Unity does not know the dpi (Screen.dpi 0).
        /// </summary>
        public static float ScaleFor(float dpi)
        {
            return dpi > 0 ? Mathf.Max(1f, dpi / ReferenceDpi) : 1f;
        }

        /// <summary>The HUD's scale this frame (see ScaleFor).</summary>
        public float Scale { get { return scale; } }

        /// <summary>Starts the HUD in OnGUI: scales by the screen's density and puts the pen at the top left.</summary>
        public void Begin()
        {
            if (style == null)
            {
                // GUI.skin exists only inside OnGUI: the styles are made on the first call.
                style = new GUIStyle(GUI.skin.label) { fontSize = FontSize, wordWrap = false, padding = new RectOffset(0, 0, 0, 0) };
                wrapping = new GUIStyle(style) { wordWrap = true };
                measured.text = "0";
                digitWidth = style.CalcSize(measured).x;
                lineHeight = style.CalcSize(measured).y;
            }
            // UnityCsReference 2022.3: Runtime/Export/Graphics/Graphics.bindings.cs (Screen.dpi: 0 when unknown).
            scale = ScaleFor(Screen.dpi);
            GUI.matrix = Matrix4x4.Scale(new Vector3(scale, scale, 1));
            width = Screen.width / scale;
            x = Margin;
            // Beside the reserved corner only where that leaves half the width (a narrow portrait phone starts below it).
            y = width - 2 * Margin - reservedRight >= (width - 2 * Margin) / 2 ? Margin : Mathf.Max(Margin, reservedHeight);
        }

        /// <summary>Ends the HUD: GUI.matrix back to pixels for whatever draws after it.</summary>
        public void End()
        {
            GUI.matrix = Matrix4x4.identity;
        }

        /// <summary>Moves the pen to the start of the next line.</summary>
        public void Line()
        {
            if (x > Margin) y += lineHeight;
            x = Margin;
        }

        /// <summary>A gap between two items of a line.</summary>
        public void Gap()
        {
            if (x > Margin) x += Space;
        }

        /// <summary>A run of text after the pen; on the next line when it does not fit, word-wrapped when wider than the view.</summary>
        public void Text(string text)
        {
            if (string.IsNullOrEmpty(text)) return;
            measured.text = text;
            float textWidth = style.CalcSize(measured).x;
            if (x > Margin && x + textWidth > Right) Line();
            float room = Right - x;
            if (textWidth > room)
            {
                float height = wrapping.CalcHeight(measured, room);
                GUI.Label(new Rect(x, y, room, height), text, wrapping);
                y += height;
                x = Margin;
                return;
            }
            GUI.Label(new Rect(x, y, textWidth + Slack, lineHeight), text, style);
            x += textWidth;
        }

        /// <summary>An integer after the pen, kept on one line.</summary>
        public void Number(int value)
        {
            int count = 0;
            bool negative = value < 0;
            long rest = negative ? -(long)value : value;
            do
            {
                digitBuffer[count++] = (int)(rest % 10);
                rest /= 10;
            } while (rest > 0);
            if (negative) Text("-");
            Fit(count * digitWidth);
            for (int i = count - 1; i >= 0; i--)
            {
                GUI.Label(new Rect(x, y, digitWidth + Slack, lineHeight), Digits[digitBuffer[i]], style);
                x += digitWidth;
            }
        }

        /// <summary>A number with up to two decimals, trailing zeros dropped (1.25, 1.5, 2), kept on one line.</summary>
        public void Decimal(double value)
        {
            long hundredths = (long)Math.Round(Math.Abs(value) * 100, MidpointRounding.AwayFromZero);
            if (value < 0 && hundredths > 0) Text("-");
            int whole = (int)Math.Min(int.MaxValue, hundredths / 100);
            int fraction = (int)(hundredths % 100);
            Number(whole);
            if (fraction == 0) return;
            Text(".");
            if (fraction % 10 == 0) Number(fraction / 10);
            else
            {
                if (fraction < 10) Number(0);
                Number(fraction);
            }
        }

        /// <summary>A caption and its number, kept together.</summary>
        public void Field(string caption, int value)
        {
            measured.text = caption;
            Fit(style.CalcSize(measured).x + DigitsOf(value) * digitWidth);
            Text(caption);
            Number(value);
        }

        /// <summary>A number centred on a screen point (pixels, y down as OnGUI counts).</summary>
        public void NumberAt(Vector2 screen, int value)
        {
            float keepX = x, keepY = y;
            x = screen.x / scale - DigitsOf(value) * digitWidth / 2;
            y = screen.y / scale - lineHeight / 2;
            Number(value);
            x = keepX;
            y = keepY;
        }

        /// <summary>A word centred on a screen point (pixels, y down as OnGUI counts).</summary>
        public void TextAt(Vector2 screen, string text)
        {
            if (string.IsNullOrEmpty(text)) return;
            measured.text = text;
            float textWidth = style.CalcSize(measured).x;
            GUI.Label(new Rect(screen.x / scale - textWidth / 2, screen.y / scale - lineHeight / 2, textWidth + Slack, lineHeight), text, style);
        }

        static int DigitsOf(int value)
        {
            int count = value < 0 ? 2 : 1;
            for (long rest = value < 0 ? -(long)value : value; rest >= 10; rest /= 10) count++;
            return count;
        }

        /// <summary>Starts a new line when something this wide does not fit after the pen.</summary>
        void Fit(float itemWidth)
        {
            if (x > Margin && x + itemWidth > Right) Line();
        }
    }
}
