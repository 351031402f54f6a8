// Why a Microloop game is paused, and when it plays again: its own Pause() and Resume(), the application
// losing focus or being paused (a phone's home button), and the host's pause (Time.timeScale 0). Copied into
// every Microloop package, in the package's own namespace.
namespace Microloop
{
    /// <summary>What a pause request changed: nothing, play stopped (raise Paused), or play goes on (raise Resumed).</summary>
    internal enum MicroloopPauseChange { None, Paused, Resumed }

    /// <summary>
    /// Play stops while any reason holds it: the game's Pause(), focus lost, the application paused, the host's
    /// time scale at 0. Paused is reported when a running game stops, and when Pause() or the host's time scale
    /// holds the game between runs (a press would start the next run: the host asked that none does, and the veil
    /// says why); Resumed when the last reason goes: at once after Resume() or the host's time scale, after
    /// <see cref="ResumeSeconds"/> of real time when focus or the application came back (the player needs a
    /// moment to find the game again). Focus or the application away between runs stops nothing the player
    /// could miss: nothing is reported, and nothing counts down when they are back.
    /// </summary>
    internal sealed class MicroloopPause
    {
        /// <summary>Seconds of real time counted down after focus comes back, before play goes on.</summary>
        public const double ResumeSeconds = 3;

        bool api;
        bool focusLost;
        bool applicationPaused;
        bool host;
        /// <summary>Paused was reported and Resumed not yet.</summary>
        bool paused;
        /// <summary>Focus or the application was away during this pause: play goes on after the countdown.</summary>
        bool away;
        /// <summary>Frames ticked since focus or the application last came back (the host's unpause in the first is no Continue).</summary>
        int framesBack;
        /// <summary>Seconds of real time left to count down, or -1: a double, so frame times add up without a float's rounding (180 frames of 1/60 s, each a float of 0.0166666675 s, end 0.16 µs past 3 s).</summary>
        double countdown = -1;

        /// <summary>Input does nothing and the game steps nothing: a reason holds it, or the countdown runs.</summary>
        public bool Holding { get { return paused || api || focusLost || applicationPaused || host; } }
        /// <summary>Paused (Paused was reported) and not counting down.</summary>
        public bool Paused { get { return paused && countdown < 0; } }
        public bool CountingDown { get { return countdown >= 0; } }
        /// <summary>Whole seconds left of the countdown (3, 2, 1), or 0.</summary>
        public int SecondsLeft { get { return countdown < 0 ? 0 : (int)System.Math.Ceiling(countdown - 1e-4); } }
        /// <summary>Held by the host's time scale: the host's own pause menu owns the screen.</summary>
        public bool ByHost { get { return host; } }
        /// <summary>Held by the host's Pause() (until its Resume()).</summary>
        public bool ByApi { get { return api; } }
        /// <summary>Focus lost, or the application paused, as the game last heard.</summary>
        public bool FocusLost { get { return focusLost; } }
        public bool ApplicationPaused { get { return applicationPaused; } }

        public MicroloopPauseChange Api(bool pause, bool running)
        {
            api = pause;
            if (!pause && !focusLost && !applicationPaused)
            {
                // Resume() during the countdown goes on at once.
                countdown = -1;
                away = false;
            }
            return Follow(running);
        }

        public MicroloopPauseChange Focus(bool focused, bool running)
        {
            focusLost = !focused;
            if (!focused) away = true;
            else framesBack = 0;
            return Follow(running);
        }

        public MicroloopPauseChange Application(bool pausedNow, bool running)
        {
            applicationPaused = pausedNow;
            if (pausedNow) away = true;
            else framesBack = 0;
            return Follow(running);
        }

        public MicroloopPauseChange Host(bool pausedNow, bool running)
        {
            if (pausedNow == host) return MicroloopPauseChange.None;
            host = pausedNow;
            if (!pausedNow && !api && !focusLost && !applicationPaused && framesBack > 1)
            {
                // Ended later than the frame after the player came back, the host's pause was ended by the player
                // (its Continue), as Resume() is: a countdown owed for the time away, or one the host's pause stopped,
                // is not run; play goes on at once. Ended in the frame focus came back, or in the next before this
                // Update (a host that pauses while unfocused, its time scale set back in OnApplicationFocus, or after
                // this Update: a later script, LateUpdate, a coroutine at its first yield return null), it only
                // followed the focus: the countdown runs.
                countdown = -1;
                away = false;
            }
            return Follow(running);
        }

        /// <summary>A run began (Restart() from the host's code) while focus or the application was away: now it is a pause.</summary>
        public MicroloopPauseChange RunBegan(bool running)
        {
            if (paused || !running || !(api || focusLost || applicationPaused || host)) return MicroloopPauseChange.None;
            paused = true;
            return MicroloopPauseChange.Paused;
        }

        /// <summary>
        /// The most one frame counts down: a third of a second (Unity's default Time.maximumDeltaTime). The first frame
        /// after a phone's app comes back carries the whole time away in its unscaled delta (an hour: 3600 s; Unity caps
        /// deltaTime, not unscaledDeltaTime), which would end the countdown before it showed.
        /// </summary>
        public const double MaxStep = 1.0 / 3;

        /// <summary>The last frame's real seconds before the countdown began: what its first frame counts at most.</summary>
        double lastFrame;
        /// <summary>The countdown began and has not counted a frame yet.</summary>
        bool starting;

        /// <summary>
        /// Runs the countdown by a frame's real (unscaled) seconds, at most <see cref="MaxStep"/> a frame. Its first
        /// frame counts no more than the frame before it: that first frame back holds the time away, so a third of a
        /// second off it would show "3" for two thirds of a second only.
        /// </summary>
        public MicroloopPauseChange Tick(double seconds)
        {
            if (framesBack < int.MaxValue) framesBack++;
            if (countdown < 0)
            {
                lastFrame = seconds;
                return MicroloopPauseChange.None;
            }
            double step = System.Math.Min(seconds, MaxStep);
            if (starting) step = System.Math.Min(step, lastFrame);
            starting = false;
            countdown -= step;
            // Frame times are floats, a hair either side of their frame rate's share of a second: a remainder within 0.1 ms makes no frame.
            if (countdown > 1e-4) return MicroloopPauseChange.None;
            countdown = -1;
            paused = false;
            away = false;
            return MicroloopPauseChange.Resumed;
        }

        MicroloopPauseChange Follow(bool running)
        {
            if (api || focusLost || applicationPaused || host)
            {
                // Held again while counting down: still paused, no second Paused.
                countdown = -1;
                if (paused || !(running || api || host)) return MicroloopPauseChange.None;
                paused = true;
                return MicroloopPauseChange.Paused;
            }
            if (!paused || countdown >= 0) return MicroloopPauseChange.None;
            if (away)
            {
                countdown = ResumeSeconds;
                starting = true;
                return MicroloopPauseChange.None;
            }
            paused = false;
            return MicroloopPauseChange.Resumed;
        }
    }
}
