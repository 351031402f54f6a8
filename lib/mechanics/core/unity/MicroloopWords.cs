// The words every Microloop game shows its player, written once, the same in every engine's
// kit: the prompt for a moment in the player's own hands' words — touch words on a touch
// screen, keys and the mouse otherwise — the veil's "Paused" and the countdown after focus comes back.
// Copied into every Microloop package, in the package's own namespace.
using UnityEngine;

namespace Microloop
{
    /// <summary>The player's hands: a finger on a touch screen, or a keyboard and mouse.</summary>
    internal enum MicroloopHands { Touch, Keys }

    /// <summary>A moment whose prompt depends on the player's hands.</summary>
    internal enum MicroloopMoment
    {
        /// <summary>The game waits for the player's first press.</summary>
        Start,
        /// <summary>A run ended by its rules: the next press starts a new one.</summary>
        Again,
        /// <summary>RhythmClacker's calibration round.</summary>
        Calibrating,
        /// <summary>RhythmClacker's calibration round with too few presses to read a latency from.</summary>
        CalibrationShort,
        /// <summary>RhythmClacker's judgement of a press near no note.</summary>
        Stray,
    }

    internal static class MicroloopWords
    {
        /// <summary>The word after a count, as the player reads it: <paramref name="one"/> for 1 ("1 star"), else <paramref name="many"/>.</summary>
        internal static string Counted(int count, string one, string many)
        {
            return count == 1 ? one : many;
        }

        /// <summary>
        /// By moment (Start, Again, then RhythmClacker's Calibrating, CalibrationShort, Stray), then hands (Touch,
        /// Keys), the same words every engine's kit shows. The keys are a keyboard and the mouse.
        /// </summary>
        static readonly string[][] Prompts =
        {
            new[] { "Tap to start", "Press Space or click to start" },
            new[] { "Tap to play again", "Press Space or click to play again" },
            new[] { "Calibrating: tap along with the clicks", "Calibrating: press Space or click along with the clicks" },
            new[] { "Calibration needs 3 taps: latency unchanged", "Calibration needs 3 presses or clicks: latency unchanged" },
            new[] { "stray tap", "stray press" },
        };

        public const string Paused = "Paused";
        public const string Restart = "Restart";
        public const string Calibrate = "Calibrate";

        /// <summary>"Resuming in 1…" to "Resuming in 3…", made once (a string built each frame would be garbage).</summary>
        static readonly string[] Resuming = { "Resuming in 1…", "Resuming in 2…", "Resuming in 3…" };

        /// <summary>The prompt for a moment, in the words of the player's hands, with the default press (Space).</summary>
        public static string Prompt(MicroloopMoment moment, MicroloopHands hands)
        {
            return Prompts[(int)moment][(int)hands];
        }

        /// <summary>The keys' prompts (by moment) for each press bound so far: made once per key, not each frame, and two Games bound apart (split screen) each keep theirs.</summary>
        static readonly System.Collections.Generic.Dictionary<KeyCode, string[]> boundPrompts = new System.Collections.Generic.Dictionary<KeyCode, string[]>();

        /// <summary>
        /// The prompt for a moment, in the words of the player's hands, naming the press the host bound (the keys
        /// field's press, else its second press; a key the input backend may not read, such as Exclaim or Help, which the
        /// Input System never reads and the Input Manager not with Use Physical Keys on, is passed over): "Press E or click to start"; with neither bound and read, the mouse's words alone
        /// ("Click to start"). A touch player's words name no key.
        /// </summary>
        public static string Prompt(MicroloopMoment moment, MicroloopHands hands, MicroloopKeys keys)
        {
            if (hands == MicroloopHands.Touch || keys == null) return Prompt(moment, hands);
            KeyCode press = MicroloopInput.Reads(keys.press) ? keys.press : MicroloopInput.Reads(keys.pressAlso) ? keys.pressAlso : KeyCode.None;
            if (press == KeyCode.Space) return Prompts[(int)moment][1];
            string[] made;
            if (!boundPrompts.TryGetValue(press, out made))
            {
                made = new string[Prompts.Length];
                for (int i = 0; i < made.Length; i++)
                {
                    string words = Prompts[i][1];
                    // "Press Space or click to start" -> "Click to start" with no key bound, "Press E or click to start" with E.
                    made[i] = press == KeyCode.None ? words.Replace("Press Space or click", "Click").Replace("press Space or click", "click") : words.Replace("Space", KeyName(press));
                }
                boundPrompts[press] = made;
            }
            return made[(int)moment];
        }

        /// <summary>The restart key as the player reads it ("R"), or null when it is off.</summary>
        public static string RestartKey(MicroloopKeys keys)
        {
            return keys == null || keys.restart == KeyCode.None ? null : KeyName(keys.restart);
        }

        /// <summary>
        /// KeyCodes whose words are not their enum name split into words: the keycap's own words or sign.
        /// One table for every prompt and line that names a key.
        /// </summary>
        static readonly string[,] KeyWords =
        {
            { "Return", "Enter" }, { "KeypadEnter", "Enter" }, { "LeftControl", "Left Ctrl" }, { "RightControl", "Right Ctrl" },
            { "Escape", "Esc" }, { "Numlock", "Num Lock" }, { "Print", "Print Screen" }, { "SysReq", "Sys Req" },
            { "BackQuote", "`" }, { "Quote", "'" }, { "DoubleQuote", "\"" }, { "Comma", "," }, { "Period", "." }, { "Slash", "/" },
            { "Backslash", "\\" }, { "Semicolon", ";" }, { "Colon", ":" }, { "Minus", "-" }, { "Equals", "=" }, { "Plus", "+" },
            { "LeftBracket", "[" }, { "RightBracket", "]" }, { "LeftCurlyBracket", "{" }, { "RightCurlyBracket", "}" },
            { "LeftParen", "(" }, { "RightParen", ")" }, { "Exclaim", "!" }, { "Hash", "#" }, { "Dollar", "$" }, { "Percent", "%" },
            { "Ampersand", "&" }, { "Asterisk", "*" }, { "Less", "<" }, { "Greater", ">" }, { "Question", "?" }, { "At", "@" },
            { "Caret", "^" }, { "Underscore", "_" }, { "Pipe", "|" }, { "Tilde", "~" },
            { "KeypadPeriod", "Keypad ." }, { "KeypadDivide", "Keypad /" }, { "KeypadMultiply", "Keypad *" }, { "KeypadMinus", "Keypad -" },
            { "KeypadPlus", "Keypad +" }, { "KeypadEquals", "Keypad =" },
            { "Mouse0", "Left Mouse Button" }, { "Mouse1", "Right Mouse Button" }, { "Mouse2", "Middle Mouse Button" },
        };

        /// <summary>
        /// A key as people read it: the table above (Enter, Left Ctrl, /), Alpha1 as 1, else its name split into words
        /// (RightShift "Right Shift", PageUp "Page Up", Keypad5 "Keypad 5", JoystickButton3 "Joystick Button 3").
        /// </summary>
        public static string KeyName(KeyCode key)
        {
            string name = key.ToString();
            for (int i = 0; i < KeyWords.GetLength(0); i++) if (name == KeyWords[i, 0]) return KeyWords[i, 1];
            if (key >= KeyCode.Alpha0 && key <= KeyCode.Alpha9) return ((int)(key - KeyCode.Alpha0)).ToString(System.Globalization.CultureInfo.InvariantCulture);
            var words = new System.Text.StringBuilder(name.Length + 4);
            for (int i = 0; i < name.Length; i++)
            {
                char c = name[i];
                // A word starts at a capital after a small letter or a digit, and a number after a small letter ("F12"
                // stays one word; "Joystick1Button3" reads "Joystick 1 Button 3").
                if (i > 0 && ((char.IsLower(name[i - 1]) && (char.IsUpper(c) || char.IsDigit(c))) || (char.IsDigit(name[i - 1]) && char.IsUpper(c)))) words.Append(' ');
                words.Append(c);
            }
            return words.ToString();
        }

        /// <summary>The countdown's line for the seconds left (1 to 3).</summary>
        public static string ResumingIn(int seconds)
        {
            return Resuming[Mathf.Clamp(seconds, 1, Resuming.Length) - 1];
        }
    }
}
