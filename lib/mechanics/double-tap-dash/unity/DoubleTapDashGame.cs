// DoubleTapDash in an empty scene: add this component to an empty GameObject and press Play. It
// frames a camera, builds the lane, runner and gates from sprites, reads input, steps
// DoubleTapDashModel (the rules) every frame and raises its events. Taps are judged on the play
// clock (the sum of the frames' deltas), so a double tap is the same however busy the machine is.
// Change the look in Build and Sync; the rules live in DoubleTapDashModel.cs.
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
    /// Restart button (top right, click or tap) starts over at any time.
    /// </summary>
    [AddComponentMenu("Microloop/Double Tap Dash Game")]
    [DisallowMultipleComponent]
    public class DoubleTapDashGame : MonoBehaviour
    {
        [Tooltip("The tuned settings. Empty: the preset in Resources (double-tap-dash.config.json), read at Awake.")]
        public DoubleTapDashConfig config;

        [Tooltip("Seed of the gates' spacing: the same seed and the same taps replay the same run. 0: a new seed each run.")]
        public int seed = 1;

        [Header("Events")]
        [Tooltip("The score changed: whole metres run plus phase bonuses.")]
        public UnityEvent<int> onScoreChanged = new UnityEvent<int>();
        [Tooltip("The run ended against a shut gate: the final score. The next press starts a new run.")]
        public UnityEvent<int> onEnded = new UnityEvent<int>();
        [Tooltip("What a tap or a gate came to: dash, phase, not-ready, phased, passed, lapse or crash.")]
        public UnityEvent<string> onJudged = new UnityEvent<string>();

        /// <summary>The score changed: the new total.</summary>
        public event Action<int> ScoreChanged;
        /// <summary>The run ended: the final score.</summary>
        public event Action<int> Ended;
        /// <summary>What a tap or a gate came to: "dash", "phase", "not-ready", "phased", "passed", "lapse" or "crash".</summary>
        public event Action<string> Judged;
        /// <summary>Play stopped without the run ending: the application lost focus, or Pause().</summary>
        public event Action Paused;
        /// <summary>Play goes on after a pause (after the 3 s countdown when focus came back).</summary>
        public event Action Resumed;

        /// <summary>The rules, stepped by this component. Null before Awake.</summary>
        public DoubleTapDashModel Model { get; private set; }
        /// <summary>The score shown: the model's, as of the last frame.</summary>
        public int Score { get; private set; }
        /// <summary>Milliseconds of play: the sum of the frames' deltas, the clock taps are judged on.</summary>
        public double Now { get; private set; }

        /// <summary>Metres of lane in view.</summary>
        const float ViewMetres = 24f;
        /// <summary>A frame longer than this (a hitch, a breakpoint) steps the rules by this much only.</summary>
        const double MaxFrameSeconds = 0.1;
        /// <summary>The model's fixed step (s): the golden traces' dt.</summary>
        const double StepSeconds = 1.0 / 60.0;
        /// <summary>Frame seconds not yet stepped (less than one StepSeconds).</summary>
        double unstepped;
        static readonly Color Background = new Color(0.04f, 0.05f, 0.1f);
        static readonly Color LaneColour = new Color(0.23f, 0.27f, 0.44f);
        static readonly Color RunnerColour = new Color(0.13f, 0.83f, 0.93f);
        static readonly Color PhasingColour = new Color(0.65f, 0.55f, 0.98f);
        static readonly Color GateColour = new Color(0.96f, 0.45f, 0.71f);

        MicroloopStage stage;
        readonly MicroloopHud hud = new MicroloopHud(false);
        /// <summary>The config made at Awake when none was assigned: destroyed with the game.</summary>
        DoubleTapDashConfig ownConfig;
        Transform root;
        Transform runner;
        // Sized for more gates than a lane ever shows, so they never grow (and allocate) in play.
        readonly Dictionary<int, Transform> gateViews = new Dictionary<int, Transform>(32);
        readonly List<int> gone = new List<int>(32);
        readonly Stack<Transform> spareGates = new Stack<Transform>(32);

        void Awake()
        {
            if (config == null)
            {
                var preset = Resources.Load<TextAsset>("double-tap-dash.config");
                config = preset != null ? DoubleTapDashConfig.FromJson(preset.text) : ScriptableObject.CreateInstance<DoubleTapDashConfig>();
                ownConfig = config;
            }
            config.Clamp();
            Model = new DoubleTapDashModel(ValuesOf(config), RunSeed());
            stage = new MicroloopStage(Background);
            Build();
        }

        void OnDestroy()
        {
            if (stage != null) stage.Dispose();
            if (ownConfig != null) Destroy(ownConfig);
        }

        uint RunSeed()
        {
            return seed != 0 ? (uint)seed : (uint)Environment.TickCount;
        }

        /// <summary>The config's fields as the model's doubles: 0.8f is read as 0.8, not 0.800000011920929.</summary>
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

        void Update()
        {
            if (Model == null) return;
            if (hud.Read() == MicroloopPauseChange.Resumed && Resumed != null) Resumed();
            if (hud.Holding) return;
            if (hud.RestartPressed)
            {
                Restart();
                return;
            }
            // Settings edited in the Inspector while playing apply from this frame on.
            // Values set from code are put on their steps in their ranges, as the Inspector puts them.
            config.Clamp();
            Model.Update(ValuesOf(config));
            int taps = TapsPressed();
            if (taps > 0 && Model.Over)
            {
                Restart();
                taps = 0;
            }
            for (int tap = 0; tap < taps && !Model.Over; tap++) foreach (var judged in Model.Tap(Now)) RaiseJudged(judged.Type);
            if (!Model.Over)
            {
                // Taps are stamped with the frame's own time; the rules run in fixed steps of StepSeconds (the
                // golden traces' dt), the rest carried to the next frame: the same taps at 30, 60 or 144 fps meet
                // the gates at the same moments (brief rule 6), as in the TypeScript and Godot games.
                Now += Time.deltaTime * 1000.0;
                unstepped += Math.Min(Time.deltaTime, MaxFrameSeconds);
                while (unstepped >= StepSeconds * (1 - 1e-9) && !Model.Over)
                {
                    unstepped = Math.Max(0, unstepped - StepSeconds);
                    foreach (var happened in Model.Step(StepSeconds))
                    {
                        RaiseJudged(happened.Type == "gate" ? happened.Result : happened.Type);
                        if (happened.Type == "crash")
                        {
                            SetScore(Model.Score);
                            onEnded.Invoke(Score);
                            if (Ended != null) Ended(Score);
                        }
                    }
                    // The score as each step leaves it: the same totals at any frame rate.
                    SetScore(Model.Score);
                }
            }
            Sync();
        }

        void OnApplicationFocus(bool focused)
        {
            if (Model != null && hud.Focus(focused, !Model.Over) && Paused != null) Paused();
        }

        void OnApplicationPause(bool paused)
        {
            if (Model != null && hud.ApplicationPause(paused, !Model.Over) && Paused != null) Paused();
        }

        /// <summary>Pauses a running run (Paused fires); <see cref="Resume"/> goes on.</summary>
        public void Pause()
        {
            if (Model != null && hud.Pause(!Model.Over) && Paused != null) Paused();
        }

        /// <summary>Goes on after <see cref="Pause"/> (Resumed fires); while the application is away it waits for focus.</summary>
        public void Resume()
        {
            if (hud.Resume() && Resumed != null) Resumed();
        }

        /// <summary>A new run from the start line (a new seed when Seed is 0): ScoreChanged(0) when the score was not 0. Ended never fires.</summary>
        public void Restart()
        {
            Model = new DoubleTapDashModel(ValuesOf(config), RunSeed());
            Now = 0;
            unstepped = 0;
            SetScore(Model.Score);
            Build();
        }

        void RaiseJudged(string kind)
        {
            onJudged.Invoke(kind);
            if (Judged != null) Judged(kind);
        }

        void SetScore(int score)
        {
            if (score == Score) return;
            Score = score;
            onScoreChanged.Invoke(score);
            if (ScoreChanged != null) ScoreChanged(score);
        }

        /// <summary>Taps this frame: Space, Enter, a click, and each finger that landed (a second one too).</summary>
        int TapsPressed()
        {
            return hud.Taps + (MicroloopInput.AcceptPressed() ? 1 : 0);
        }

        /// <summary>A square sprite piece; a smaller z draws in front.</summary>
        Transform Piece(string name, Color colour, float z)
        {
            return stage.Piece(root, MicroloopShape.Square, name, new Vector3(0, 0, z), Vector2.one, colour);
        }

        /// <summary>The lane and the runner from sprites (again on a restart); gates come and go in Sync.</summary>
        void Build()
        {
            if (root != null) Destroy(root.gameObject);
            gateViews.Clear();
            spareGates.Clear();
            root = new GameObject("Lane").transform;
            root.SetParent(transform, false);
            var lane = Piece("Lane", LaneColour, 1);
            lane.position = new Vector3(0, -0.05f, 1);
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
            stage.Frame(new Vector2(front + ViewMetres / 4, 2), ViewMetres, 0);
            runner.position = new Vector3(front - 0.3f, 0.45f, 0);
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
                gateView.position = new Vector3((float)gate.X, 1.5f * shut, 0);
            }
            foreach (var id in gone)
            {
                // Hidden and kept for the next gate: a new GameObject per gate would be garbage.
                gateViews[id].gameObject.SetActive(false);
                spareGates.Push(gateViews[id]);
                gateViews.Remove(id);
            }
        }

        void OnGUI()
        {
            if (Model == null) return;
            var text = hud.BeginText();
            text.Field("Score ", Score);
            text.Gap();
            text.Field("Combo ", Model.Combo);
            if (Model.Over)
            {
                text.Gap();
                text.Text("Press Space or tap to run again");
            }
            hud.Draw();
        }
    }
}
