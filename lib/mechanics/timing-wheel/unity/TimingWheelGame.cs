// TimingWheel in an empty scene: add this component to an empty GameObject and press Play. It frames
// a camera, builds the wheel from sprites (a ring of segments, the pointer, the charge bar),
// reads keyboard, mouse and touch holds, drives TimingWheelModel (the rules) on the play clock and
// raises its events. Change the look in Build and Sync; the rules live in TimingWheelModel.cs.
using System;
using System.Collections.Generic;
using UnityEngine;
using UnityEngine.Events;

namespace Microloop.TimingWheel
{
    /// <summary>
    /// Plays TimingWheel: hold Space or Enter, a mouse button or a finger to charge the brake; let go to
    /// brake. Stop with the lit target under the top pointer to score; three misses end the run, and the
    /// next press starts a new one. R or the Restart button (top right, click or tap) starts over at any time.
    /// </summary>
    [AddComponentMenu("Microloop/Timing Wheel Game")]
    [DisallowMultipleComponent]
    public class TimingWheelGame : MonoBehaviour
    {
        [Tooltip("The tuned settings. Empty: the preset in Resources (timing-wheel.config.json), read at Awake.")]
        public TimingWheelConfig config;

        [Tooltip("Seed of the targets: the same seed lights the same targets. 0: a new seed each Play.")]
        public int seed = 1;

        [Header("Look")]
        [Tooltip("Radius of the ring of segments, in world units (0.5 to 20).")]
        [Range(MinRadius, MaxRadius)]
        public float radius = 3f;
        public Color segmentColour = new Color(0.16f, 0.2f, 0.32f);
        public Color targetColour = new Color(1f, 0.78f, 0.2f);
        public Color pointerColour = Color.white;

        [Header("Events")]
        [Tooltip("The score changed: the new total (a hit, or a new run).")]
        public UnityEvent<int> onScoreChanged = new UnityEvent<int>();
        [Tooltip("The run ended on its third miss: the final score. The next press starts a new run.")]
        public UnityEvent<int> onEnded = new UnityEvent<int>();
        [Tooltip("The wheel stopped: hit, near or miss.")]
        public UnityEvent<string> onLanded = new UnityEvent<string>();

        /// <summary>The score changed: the new total.</summary>
        public event Action<int> ScoreChanged;
        /// <summary>The run ended: the final score.</summary>
        public event Action<int> Ended;
        /// <summary>The wheel stopped: where, on what, for how many points.</summary>
        public event Action<WheelLanding> Landed;
        /// <summary>Play stopped without the run ending: the application lost focus, or Pause(). A charge held then is dropped.</summary>
        public event Action Paused;
        /// <summary>Play goes on after a pause (after the 3 s countdown when focus came back).</summary>
        public event Action Resumed;

        /// <summary>The radius the ring is built for: smaller and the segments overlap, larger and the view is mostly empty.</summary>
        public const float MinRadius = 0.5f, MaxRadius = 20f;

        /// <summary>The rules, driven by this component. Null before Awake.</summary>
        public TimingWheelModel Model { get; private set; }

        static readonly Color Background = new Color(0.05f, 0.06f, 0.1f);
        const float Tau = 6.2831853f;

        /// <summary>hit, near, miss by Judgement: made once (an enum's ToString allocates every call).</summary>
        static readonly string[] ResultNames = { "hit", "near", "miss" };

        MicroloopStage stage;
        readonly MicroloopHud hud = new MicroloopHud(false);
        /// <summary>The config made at Awake when none was assigned: destroyed with the game.</summary>
        TimingWheelConfig ownConfig;
        Transform root;
        Transform chargeBar;
        readonly List<Transform> segmentViews = new List<Transform>();
        TimingWheelValues applied;
        bool held;

        void Awake()
        {
            if (config == null)
            {
                var preset = Resources.Load<TextAsset>("timing-wheel.config");
                config = preset != null ? TimingWheelConfig.FromJson(preset.text) : ScriptableObject.CreateInstance<TimingWheelConfig>();
                ownConfig = config;
            }
            config.Clamp();
            CheckRadius();
            applied = ValuesOf(config);
            Model = new TimingWheelModel(applied, seed != 0 ? (uint)seed : (uint)Environment.TickCount);
            stage = new MicroloopStage(Background);
            Build();
        }

        void OnDestroy()
        {
            if (stage != null) stage.Dispose();
            if (ownConfig != null) Destroy(ownConfig);
        }

        void OnValidate()
        {
            CheckRadius();
        }

        /// <summary>Keeps a radius set by code (or a NaN) in the range the ring is built for, with a warning.</summary>
        void CheckRadius()
        {
            if (radius >= MinRadius && radius <= MaxRadius) return;
            float kept = float.IsNaN(radius) ? 3f : Mathf.Clamp(radius, MinRadius, MaxRadius);
            Debug.LogWarning("TimingWheelGame: radius " + radius + " is outside " + MinRadius + " to " + MaxRadius + "; it is set to " + kept + ".");
            radius = kept;
        }

        /// <summary>The config's fields as the model's doubles: 0.6f is read as 0.6.</summary>
        public static TimingWheelValues ValuesOf(TimingWheelConfig settings)
        {
            return new TimingWheelValues
            {
                Segments = settings.segments,
                Speed = Math.Round(settings.spinSpeed, 4),
                TargetSize = settings.targetSize,
                ChargeTime = settings.chargeTime,
                BrakeTime = Math.Round(settings.brakeTime, 4),
                Ramp = Math.Round(settings.speedRamp, 4),
            };
        }

        void Update()
        {
            if (Model == null) return;
            if (hud.Read() == MicroloopPauseChange.Resumed && Resumed != null) Resumed();
            if (hud.Holding)
            {
                // Presses and releases while paused do nothing: a key still held when play goes on charges nothing until let go.
                held = Holding();
                stage.Refit();
                return;
            }
            if (hud.RestartPressed)
            {
                Restart();
                held = Holding();
                return;
            }
            // Settings edited in the Inspector while playing apply from the next moment of play.
            // Values set from code are put on their steps in their ranges, as the Inspector puts them.
            config.Clamp();
            var values = ValuesOf(config);
            if (!values.Equals(applied))
            {
                bool rebuild = values.Segments != applied.Segments;
                applied = values;
                Model.Update(values);
                if (rebuild) Build();
            }
            bool down = Holding();
            // Let go: up this frame, or up and down again within the frame (then it is held both frames).
            bool letGo = held && (!down || (LetGoThisFrame() && PressedThisFrame()));
            if (letGo) Model.Release();
            if (down && (!held || letGo))
            {
                if (Model.IsOver) Restart();
                else Model.Press();
            }
            held = down;
            foreach (var e in Model.Step(Time.deltaTime)) if (e.Type == "land") OnLanded(e.Landing);
            stage.Refit();
            Sync();
        }

        void OnDisable()
        {
            // A hold cut short is dropped rather than braking on its own. Nothing fires.
            if (Model != null) Model.CancelHold();
            held = false;
        }

        void OnApplicationFocus(bool focused)
        {
            if (Model != null && hud.Focus(focused, !Model.IsOver)) RaisePaused();
        }

        void OnApplicationPause(bool paused)
        {
            if (Model != null && hud.ApplicationPause(paused, !Model.IsOver)) RaisePaused();
        }

        /// <summary>Pauses a running run (Paused fires; a charge held is dropped); <see cref="Resume"/> goes on.</summary>
        public void Pause()
        {
            if (Model != null && hud.Pause(!Model.IsOver)) RaisePaused();
        }

        /// <summary>Goes on after <see cref="Pause"/> (Resumed fires); while the application is away it waits for focus.</summary>
        public void Resume()
        {
            if (hud.Resume() && Resumed != null) Resumed();
        }

        void RaisePaused()
        {
            // The hold is let go in the game without acting: the charge is dropped, not released as a stop.
            Model.CancelHold();
            if (Paused != null) Paused();
        }

        /// <summary>Starts a new run with the same seed: ScoreChanged(0) when the score was not 0. Ended never fires.</summary>
        public void Restart()
        {
            int before = Model.Score;
            Model.Reset();
            if (before == 0) return;
            onScoreChanged.Invoke(0);
            if (ScoreChanged != null) ScoreChanged(0);
        }

        void OnLanded(WheelLanding landing)
        {
            onLanded.Invoke(ResultNames[(int)landing.Result]);
            if (Landed != null) Landed(landing);
            // A scoring landing reports its new total; a miss that ends the run changes nothing, so only Ended
            // follows (ScoreChanged never repeats a total: brief rule 1).
            if (landing.Points > 0)
            {
                onScoreChanged.Invoke(Model.Score);
                if (ScoreChanged != null) ScoreChanged(Model.Score);
            }
            if (Model.IsOver)
            {
                onEnded.Invoke(Model.Score);
                if (Ended != null) Ended(Model.Score);
            }
        }

        bool LetGoThisFrame()
        {
            return MicroloopInput.AcceptReleased() || hud.Releases > 0;
        }

        bool PressedThisFrame()
        {
            return MicroloopInput.AcceptPressed() || hud.Taps > 0;
        }

        /// <summary>Space, Enter, the left mouse button or a finger is held down this frame (not one that pressed the Restart button).</summary>
        bool Holding()
        {
            Vector2 screen;
            return MicroloopInput.AcceptHeld() || hud.PointersHeld(out screen) > 0;
        }

        Transform Piece(MicroloopShape shape, string name, Vector3 position, Vector2 size, Color colour)
        {
            return stage.Piece(root, shape, name, position, size, colour);
        }

        /// <summary>Builds the wheel from sprites (again when Segments changes).</summary>
        void Build()
        {
            if (root != null) Destroy(root.gameObject);
            segmentViews.Clear();
            root = new GameObject("Wheel").transform;
            root.SetParent(transform, false);
            stage.Frame(Vector2.zero, 2 * (radius + 1.2f), 2 * (radius + 1.2f));
            Piece(MicroloopShape.Circle, "Hub", new Vector3(0, 0, 0.1f), new Vector2(radius * 0.5f, radius * 0.5f), Background);
            for (int i = 0; i < Model.Segments; i++)
            {
                float size = Mathf.Min(0.9f, radius * Tau / Model.Segments * 0.8f);
                segmentViews.Add(Piece(MicroloopShape.Square, "Segment " + i, Vector3.zero, new Vector2(size, size), segmentColour));
            }
            Piece(MicroloopShape.Square, "Pointer", new Vector3(0, radius + 0.75f, -0.2f), new Vector2(0.2f, 0.6f), pointerColour);
            chargeBar = Piece(MicroloopShape.Square, "Charge", new Vector3(0, -radius - 0.8f, 0), new Vector2(0, 0.25f), targetColour);
            Sync();
        }

        /// <summary>Places every segment around the ring at the wheel's turn and lights the target.</summary>
        void Sync()
        {
            int segments = Model.Segments;
            for (int i = 0; i < segmentViews.Count; i++)
            {
                // Segment i's middle sits (i + 0.5) / N turns clockwise from the wheel's top; the wheel is turned by Angle.
                float turns = (float)((i + 0.5) / segments + Model.Angle);
                segmentViews[i].position = new Vector3(radius * (float)Math.Sin(turns * Tau), radius * (float)Math.Cos(turns * Tau), 0);
                int offset = ((i - Model.Target) % segments + segments) % segments;
                MicroloopStage.Tint(segmentViews[i], offset < Model.TargetSize ? targetColour : segmentColour);
            }
            chargeBar.localScale = new Vector3(radius * 2 * (float)Model.Charge, 0.25f, 1);
        }

        void OnGUI()
        {
            if (Model == null) return;
            var text = hud.BeginText();
            if (Model.IsOver)
            {
                text.Field("Run over: ", Model.Score);
                text.Text(" points. Press to play again");
            }
            else if (Model.Phase == WheelPhase.Landed && Model.Last.HasValue)
            {
                var last = Model.Last.Value;
                if (last.Result == Judgement.Hit) text.Field("Hit! +", last.Points);
                else text.Text(last.Result == Judgement.Near ? "So close!" : "Miss");
            }
            else
            {
                text.Text("Hold Space, Enter or press to charge; let go to brake");
            }
            text.Gap();
            text.Field("Score ", Model.Score);
            text.Gap();
            text.Field("Streak ", Model.Streak);
            text.Gap();
            text.Field("Lives ", Model.LivesLeft);
            hud.Draw();
        }
    }
}
