// The words every Microloop game shows its player, written once (the kits' lib/mechanics/core/player-words.ts,
// held to it by a test): the prompt for a moment in the player's own hands' words — touch words on a touch
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
    }

    internal static class MicroloopWords
    {
        /// <summary>By moment (Start, Again), then hands (Touch, Keys): player-words.ts's prompts table.</summary>
        static readonly string[][] Prompts =
        {
            new[] { "Tap to start", "Press Space or click to start" },
            new[] { "Tap to play again", "Press Space or click to play again" },
        };

        public const string Paused = "Paused";
        public const string Restart = "Restart";
        public const string Calibrate = "Calibrate";

        /// <summary>"Resuming in 1…" to "Resuming in 3…", made once (a string built each frame would be garbage).</summary>
        static readonly string[] Resuming = { "Resuming in 1…", "Resuming in 2…", "Resuming in 3…" };

        /// <summary>The prompt for a moment, in the words of the player's hands.</summary>
        public static string Prompt(MicroloopMoment moment, MicroloopHands hands)
        {
            return Prompts[(int)moment][(int)hands];
        }

        /// <summary>The countdown's line for the seconds left (1 to 3).</summary>
        public static string ResumingIn(int seconds)
        {
            return Resuming[Mathf.Clamp(seconds, 1, Resuming.Length) - 1];
        }
    }
}
