// DoubleTapDash in an empty scene: add this component to an empty GameObject and press Play. It builds the
// lane, runner and gates from sprites, steps DoubleTapDashModel (the rules) every frame and raises its
// events; the shell it derives from (MicroloopGame.cs) reads the input, pauses, draws the HUD and frames the
// camera. Taps are judged on the play clock (the sum of the frames' deltas), each at the moment it happened
// where the Input System stamps it. Change the look in Build and Sync; the rules live in DoubleTapDashModel.cs.
using System;
using System.Collections.Generic;
using UnityEngine;
using UnityEngine.Events;

namespace Microloop.DoubleTapDash
{
    /// <summary>
    /// Plays DoubleTapDash: Space, Enter, a click or a tap dashes ahead; two within the Double-Tap
    /// Window phase through closing gates for a combo bonus (a second finger landing while the first is
    /// down is a tap of its own). A shut gate ends the run; the next press starts a new one. R or the
    /// Restart button (top right, click or tap) starts over, but not while paused or counting down (Restart() does).
    /// </summary>
    [AddComponentMenu("Microloop/Double Tap Dash Game")]
    [DisallowMultipleComponent]
    public class DoubleTapDashGame : MicroloopGame<DoubleTapDashConfig>
    {
        /// <summary>What a tap, a gate or a phase's end came to: Dash, Phase, NotReady, Phased, Passed, Lapse or Crash.</summary>
        [Tooltip("What a tap, a gate or a phase's end came to: Dash, Phase, NotReady, Phased, Passed, Lapse or Crash.")]
        public UnityEvent<DashJudgement> onJudged = new UnityEvent<DashJudgement>();

        /// <summary>What a tap, a gate or a phase's end came to.</summary>
        public event Action<DashJudgement> Judged;

        /// <summary>The rules, stepped by this component. Null before Awake. Read before the game's first frame, it deals the first run then: set seed and the game's fields before.</summary>
        public DoubleTapDashModel Model { get { EnsureBegun(); return model; } private set { model = value; } }
        DoubleTapDashModel model;
        /// <summary>Milliseconds of play in the current run: the sum of its frames' deltas, the clock taps are judged on (0 again at each new run; still once the run has ended).</summary>
        public double Now { get; private set; }

        /// <summary>Metres of lane in view.</summary>
        const float ViewMetres = 24f;
        /// <summary>A frame longer than this (a hitch, a breakpoint) steps the rules by this much only.</summary>
        const double MaxFrameSeconds = 0.1;
        /// <summary>The model's fixed step (s): the golden traces' dt.</summary>
        const double StepSeconds = 1.0 / 60.0;
        /// <summary>Frame seconds not yet stepped (less than one StepSeconds).</summary>
        double unstepped;
        static readonly Color LaneColour = new Color(0.23f, 0.27f, 0.44f);
        static readonly Color RunnerColour = new Color(0.13f, 0.83f, 0.93f);
        static readonly Color PhasingColour = new Color(0.65f, 0.55f, 0.98f);
        static readonly Color GateColour = new Color(0.96f, 0.45f, 0.71f);

        Transform root;
        Transform runner;
        // Sized for more gates than a lane ever shows, so they never grow (and allocate) in play.
        readonly Dictionary<int, Transform> gateViews = new Dictionary<int, Transform>(32);
        readonly List<int> gone = new List<int>(32);
        readonly Stack<Transform> spareGates = new Stack<Transform>(32);

        internal override DoubleTapDashConfig LoadPreset() { return Preset("Microloop/double-tap-dash.config", DoubleTapDashConfig.FromJson); }

        internal override Color Background { get { return new Color(0.04f, 0.05f, 0.1f); } }

        internal override bool Running { get { return !Model.Over; } }

        internal override void Begin()
        {
            config.Clamp();
            Model = new DoubleTapDashModel(ValuesOf(config), RunSeed());
            Build();
        }

        /// <summary>The config's fields as the model's doubles, each float rounded to four decimal places: 0.8f is read as 0.8, not 0.800000011920929.</summary>
        public static DoubleTapDashValues ValuesOf(DoubleTapDashConfig settings)
        {
            return new DoubleTapDashValues
            {
                Window = settings.doubleTapWindow,
                StartSpeed = Math.Round(settings.startSpeed, 4),
                Ramp = Math.Round(settings.speedRamp, 4),
                Spacing = settings.gateSpacing,
                Dash = Math.Round(settings.dashLength, 4),
            };
        }

        // Input: Space, Enter, a click and each finger that landed (a second one too) is a tap.
        internal override void Play(float seconds)
        {
            // Settings edited in the Inspector while playing apply from this frame on.
            // Values set from code are put on their steps in their ranges, as the Inspector puts them.
            config.Clamp();
            Model.Update(ValuesOf(config));
            int taps = Controls.Taps + (Controls.AcceptPressed ? 1 : 0);
            if (taps > 0 && Model.Over)
            {
                StartOver();
                taps = 0;
            }
            // A tap counts at the moment the Input System stamped it within this frame, else at the frame's start.
            double tappedAt = Now + 1000.0 * SinceFrameStart(seconds);
            for (int tap = 0; tap < taps && !Model.Over; tap++) foreach (var judged in Model.Tap(tappedAt)) RaiseJudged(judged.Judgement);
            if (!Model.Over)
            {
                // The rules run in fixed steps of StepSeconds (the golden traces' dt), the rest carried to the next
                // frame: the same taps at 30, 60 or 144 fps meet the gates at the same moments (brief rule 6), as
                // in the TypeScript and Godot games.
                Now += seconds * 1000.0;
                unstepped += Math.Min(seconds, MaxFrameSeconds);
                while (unstepped >= StepSeconds * (1 - 1e-9) && !Model.Over)
                {
                    unstepped = Math.Max(0, unstepped - StepSeconds);
                    foreach (var happened in Model.Step(StepSeconds))
                    {
                        RaiseJudged(happened.Judgement);
                        if (happened.Kind == DashEventKind.Crash) ReportEnded(Model.Score);
                    }
                    // The score as each step leaves it: the same totals at any frame rate.
                    ReportScore(Model.Score);
                }
            }
            Sync();
        }

        /// <summary>A new run from the start line (a new seed when Seed is 0): ScoreChanged(0) when the score was not 0. Ended never fires.</summary>
        internal override void StartOver()
        {
            // The same model and the same lane: Model is one object for the Game's life, and its views are kept.
            Model.Update(ValuesOf(config));
            Model.Reset(RunSeed());
            Now = 0;
            unstepped = 0;
            ReportScore(Model.Score);
            Sync();
        }

        void RaiseJudged(DashJudgement judgement)
        {
            onJudged.Invoke(judgement);
            if (Judged != null) Judged(judgement);
        }

        /// <summary>A square sprite piece; a smaller z draws in front.</summary>
        Transform Piece(string name, Color colour, float z)
        {
            return Stage.Piece(root, MicroloopShape.Square, name, new Vector3(0, 0, z), Vector2.one, colour);
        }

        /// <summary>The lane and the runner from sprites, once (a restart keeps them); gates come and go in Sync.</summary>
        void Build()
        {
            gateViews.Clear();
            spareGates.Clear();
            root = MakeBoard("Lane");
            var lane = Piece("Lane", LaneColour, 1);
            lane.localPosition = new Vector3(0, -0.05f, 1);
            lane.localScale = new Vector3(ViewMetres * 2, 0.1f, 1);
            runner = Piece("Runner", RunnerColour, -0.1f);
            runner.localScale = new Vector3(0.6f, 0.9f, 1);
            // Gate views for the most gates the model keeps (KeepBehind + SpawnAhead metres, the first SpawnAhead laid
            // out now), made up front: a view made in play would be garbage in that frame.
            int most = (int)Math.Ceiling(Model.Gates.Count * (DoubleTapDashModel.KeepBehind + DoubleTapDashModel.SpawnAhead) / DoubleTapDashModel.SpawnAhead) + 2;
            for (int i = 0; i < most; i++)
            {
                var spare = Piece("Gate", GateColour, 0);
                spare.gameObject.SetActive(false);
                spareGates.Push(spare);
            }
            Sync();
        }

        /// <summary>The camera follows the runner, ViewMetres of lane wide; each gate grows as it shuts.</summary>
        void Sync()
        {
            float front = (float)Model.Distance;
            Stage.Frame(new Vector2(front + ViewMetres / 4, 2), ViewMetres, 0);
            runner.localPosition = new Vector3(front - 0.3f, 0.45f, 0);
            MicroloopStage.Tint(runner, Model.Phasing ? PhasingColour : RunnerColour);
            gone.Clear();
            foreach (var id in gateViews.Keys) gone.Add(id);
            foreach (var gate in Model.Gates)
            {
                Transform gateView;
                if (!gateViews.TryGetValue(gate.Id, out gateView))
                {
                    gateView = spareGates.Count > 0 ? spareGates.Pop() : Piece("Gate", GateColour, 0);
                    gateView.gameObject.SetActive(true);
                    gateViews[gate.Id] = gateView;
                }
                gone.Remove(gate.Id);
                float shut = Mathf.Max((float)DoubleTapDashModel.GateClosure(gate.Closing), 0.05f);
                gateView.localScale = new Vector3(0.3f, 3 * shut, 1);
                gateView.localPosition = new Vector3((float)gate.X, 1.5f * shut, 0);
            }
            foreach (var id in gone)
            {
                // Hidden and kept for the next gate: a new GameObject per gate would be garbage.
                gateViews[id].gameObject.SetActive(false);
                spareGates.Push(gateViews[id]);
                gateViews.Remove(id);
            }
        }

        internal override void Draw(MicroloopGui text)
        {
            text.Field("Score ", Score);
            text.Gap();
            text.Field("Combo ", Model.Combo);
            if (!Model.Over) return;
            text.Line();
            text.Text(Prompt(MicroloopMoment.Again));
        }

        /// <summary>The HUD's deepest text: the widest score line and the end's prompt under it.</summary>
        internal override void DrawMost(MicroloopGui text)
        {
            text.Field("Score ", 999999);
            text.Gap();
            text.Field("Combo ", 999);
            text.Line();
            text.Text(Prompt(MicroloopMoment.Again, MicroloopHands.Keys));
        }
    }
}
