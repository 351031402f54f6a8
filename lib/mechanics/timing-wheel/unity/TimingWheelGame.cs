// TimingWheel in an empty scene: add this component to an empty GameObject and press Play. It builds the
// wheel from sprites (a ring of segments, the pointer, the charge bar), drives TimingWheelModel (the rules)
// on the play clock and raises its events; the shell it derives from (MicroloopGame.cs) reads the input,
// pauses, draws the HUD and frames the camera. A press and a release count at the moment they happened where
// the Input System gives the game that time (a finger's lift has none: it counts at its frame's start). Change the
// look in Build and Sync; the rules live in TimingWheelModel.cs.
using System;
using System.Collections.Generic;
using UnityEngine;
using UnityEngine.Events;
using UnityEngine.Serialization;

namespace Microloop.TimingWheel
{
    /// <summary>
    /// Plays TimingWheel: hold Space or Enter, the left mouse button or a finger to charge the brake; let go to
    /// brake. Stop with the lit target under the top pointer to score; three misses (near misses included) end the run, and the
    /// next press starts a new one. R or the Restart button (top right, click or tap) starts over, but not while paused or
    /// counting down (Restart() from code does).
    /// </summary>
    [AddComponentMenu("Microloop/Timing Wheel Game")]
    [DisallowMultipleComponent]
    public class TimingWheelGame : MicroloopGame<TimingWheelConfig>
    {
        /// <summary>Radius of the ring of segments, in world units (0.5 to 20).</summary>
        [Header("Look")]
        [Tooltip("Radius of the ring of segments, in world units (0.5 to 20).")]
        [Range(MinRadius, MaxRadius)]
        public float radius = 3f;
        /// <summary>The segments' colour.</summary>
        [Tooltip("The segments' colour.")]
        public Color segmentColour = new Color(0.16f, 0.2f, 0.32f);
        /// <summary>The lit target segment's colour, and the charge meter's.</summary>
        [Tooltip("The lit target segment's colour, and the charge meter's.")]
        public Color targetColour = new Color(1f, 0.78f, 0.2f);
        /// <summary>The pointer's colour.</summary>
        [Tooltip("The pointer's colour.")]
        public Color pointerColour = Color.white;

        // A press's outcome is Judged in every game that judges a press: the judgement, as DoubleTapDash's,
        // RhythmClacker's and MemoryTiles' onJudged carry theirs; Landed is PhysicsDropper's ball settling alone.
        /// <summary>The wheel stopped: its result (Hit, Near or Miss), as every game that judges a press carries its judgement in onJudged.</summary>
        [Tooltip("The wheel stopped: its result (Hit, Near or Miss), as every game that judges a press carries its judgement in onJudged.")]
        [FormerlySerializedAs("onLanded")]
        public UnityEvent<Judgement> onJudged = new UnityEvent<Judgement>();

        /// <summary>The wheel stopped: where, on what, the Result (Hit, Near or Miss) and the points.</summary>
        public event Action<WheelLanding> Judged;

        /// <summary>The smallest radius the ring is built for, 0.5 world units.</summary>
        public const float MinRadius = 0.5f;
        /// <summary>The largest radius the ring is built for, 20 world units: the segments stop growing at 0.9 units, so a larger ring is mostly empty view.</summary>
        public const float MaxRadius = 20f;

        /// <summary>The rules, driven by this component. Null before Awake. Read before the game's first frame, it deals the first run then: set seed and the game's fields before.</summary>
        public TimingWheelModel Model { get { EnsureBegun(); return model; } private set { model = value; } }
        TimingWheelModel model;

        static readonly Color Dark = new Color(0.05f, 0.06f, 0.1f);
        const float Tau = 6.2831853f;

        Transform root;
        Transform chargeBar;
        readonly List<Transform> segmentViews = new List<Transform>();
        TimingWheelValues applied;
        bool held;

        internal override TimingWheelConfig LoadPreset() { return Preset("Microloop/timing-wheel.config", TimingWheelConfig.FromJson); }

        internal override Color Background { get { return Dark; } }

        internal override bool Running { get { return !Model.IsOver; } }

        internal override void Begin()
        {
            config.Clamp();
            CheckRadius();
            applied = ValuesOf(config);
            Model = new TimingWheelModel(applied, RunSeed());
            Build();
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

        /// <summary>The config's fields as the model's doubles, each float rounded to four decimal places: 0.6f is read as 0.6.</summary>
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

        // Input: Space, Enter, the mouse button or a finger held charges the brake; let go, the wheel brakes.
        internal override void Play(float seconds)
        {
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
            // The press and the release at the moment the Input System stamped them within this frame, else (the Input
            // Manager, a finger's lift) at its start.
            double after = SinceFrameStart(seconds, true);
            if (letGo) Model.Release(after);
            if (down && (!held || letGo))
            {
                if (Model.IsOver) StartOver();
                else Model.Press(after);
            }
            else if (!held && !down && PressedThisFrame() && LetGoThisFrame())
            {
                // A quick tap shorter than a frame, up again by the frame's end: a hold of no charge, pressed and let go.
                if (Model.IsOver) StartOver();
                else if (Model.Press(after)) Model.Release(0);
            }
            held = down;
            foreach (var e in Model.Step(seconds)) if (e.Kind == WheelEventKind.Land) RaiseJudged(e.Landing);
            Sync();
        }

        /// <summary>Paused or disabled: the hold is let go in the game without acting (the charge is dropped, not released as a stop).</summary>
        internal override void LetGo()
        {
            Model.CancelHold();
            held = false;
        }

        internal override void Leave()
        {
            LetGo();
        }

        /// <summary>Starts a new run, a new seed unless `seed` is set: ScoreChanged(0) when the score was not 0. Ended never fires.</summary>
        internal override void StartOver()
        {
            Model.Reset(RunSeed());
            ReportScore(Model.Score);
        }

        void RaiseJudged(WheelLanding landing)
        {
            onJudged.Invoke(landing.Result);
            if (Judged != null) Judged(landing);
            // A scoring landing reports its new total; a miss that ends the run changes nothing, so only Ended
            // follows (ScoreChanged never repeats a total: brief rule 1).
            ReportScore(Model.Score);
            if (Model.IsOver) ReportEnded(Model.Score);
        }

        bool LetGoThisFrame()
        {
            return Controls.AcceptReleased || Controls.Releases > 0;
        }

        bool PressedThisFrame()
        {
            return Controls.AcceptPressed || Controls.Taps > 0;
        }

        /// <summary>Space, Enter, the left mouse button or a finger is held down this frame (not one that pressed something else).</summary>
        bool Holding()
        {
            Vector2 screen;
            return Controls.AcceptHeld || Controls.PointersHeld(out screen) > 0;
        }

        Transform Piece(MicroloopShape shape, string name, Vector3 position, Vector2 size, Color colour)
        {
            return Stage.Piece(root, shape, name, position, size, colour);
        }

        /// <summary>Builds the wheel from sprites (again when Segments changes).</summary>
        void Build()
        {
            segmentViews.Clear();
            root = MakeBoard("Wheel");
            Stage.Frame(Vector2.zero, 2 * (radius + 1.2f), 2 * (radius + 1.2f));
            Piece(MicroloopShape.Circle, "Hub", new Vector3(0, 0, 0.1f), new Vector2(radius * 0.5f, radius * 0.5f), Dark);
            for (int i = 0; i < Model.Segments; i++)
            {
                // Sized by the gap at the squares' inner edges (they face the hub): 0.8 of what keeps two neighbours'
                // inner corners apart, a / 2 <= (r - a / 2) tan(pi / N), so few segments on a small ring never touch.
                float half = (float)Math.Tan(Math.PI / Model.Segments);
                float size = Mathf.Min(0.9f, 0.8f * 2 * radius * half / (1 + half));
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
                segmentViews[i].localPosition = new Vector3(radius * (float)Math.Sin(turns * Tau), radius * (float)Math.Cos(turns * Tau), 0);
                // Each square turned to face the hub: left upright, 24 of them overlapped corner to corner on the diagonals.
                segmentViews[i].localRotation = Quaternion.Euler(0, 0, -turns * 360f);
                int offset = ((i - Model.Target) % segments + segments) % segments;
                MicroloopStage.Tint(segmentViews[i], offset < Model.TargetSize ? targetColour : segmentColour);
            }
            chargeBar.localScale = new Vector3(radius * 2 * (float)Model.Charge, 0.25f, 1);
        }

        internal override void Draw(MicroloopGui text)
        {
            text.Field("Score ", Model.Score);
            text.Gap();
            text.Field("Streak ", Model.Streak);
            text.Gap();
            text.Field("Lives ", Model.LivesLeft);
            if (Model.IsOver)
            {
                text.Line();
                text.Text(Prompt(MicroloopMoment.Again));
            }
            else if (Model.Phase == WheelPhase.Landed && Model.Last.HasValue)
            {
                var last = Model.Last.Value;
                text.Gap();
                if (last.Result == Judgement.Hit) text.Field("Hit! +", last.Points);
                else text.Text(last.Result == Judgement.Near ? "So close!" : "Miss");
            }
        }

        /// <summary>The HUD's deepest text: the widest score line with a landing's word, or the end's prompt under it.</summary>
        internal override void DrawMost(MicroloopGui text)
        {
            for (int variant = 0; variant < 3; variant++)
            {
                if (variant > 0) text.Variant();
                text.Field("Score ", 999999);
                text.Gap();
                text.Field("Streak ", 999);
                text.Gap();
                text.Field("Lives ", 99);
                text.Gap();
                if (variant == 0) text.Field("Hit! +", 9999);
                else if (variant == 1) text.Text("So close!");
                else
                {
                    text.Line();
                    text.Text(Prompt(MicroloopMoment.Again, MicroloopHands.Keys));
                }
            }
        }
    }
}
