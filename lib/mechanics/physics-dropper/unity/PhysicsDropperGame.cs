// PhysicsDropper in an empty scene: add this component to an empty GameObject and press Play. It
// frames a camera, builds the board from sprites, reads input, steps PhysicsDropperModel
// (the rules) every frame and raises its events. Change the look in BuildBoard and Sync; the rules
// live in PhysicsDropperModel.cs.
using System;
using System.Collections.Generic;
using UnityEngine;
using UnityEngine.Events;

namespace Microloop.PhysicsDropper
{
    /// <summary>
    /// Plays PhysicsDropper: balls pour through the pegs; Space, Enter, a click or a tap drops an extra ball.
    /// R or the Restart button (top right, click or tap) starts over. The run never ends by its rules.
    /// </summary>
    [AddComponentMenu("Microloop/Physics Dropper Game")]
    [DisallowMultipleComponent]
    public class PhysicsDropperGame : MonoBehaviour
    {
        [Tooltip("The tuned settings. Empty: the preset in Resources (physics-dropper.config.json), read at Awake.")]
        public PhysicsDropperConfig config;

        [Tooltip("Seed of every random number of a run: the same seed and the same drops replay the same run (replays, daily challenges). 0: a new seed each Play.")]
        public int seed = 1;

        [Header("Peg field and payout")]
        [Tooltip("Rows, spacing and jitter of the pegs, and the points of each bin (the payout curve) with a multiplier. Read at Awake.")]
        public PhysicsDropperBoard board = new PhysicsDropperBoard();

        [Header("Events")]
        [Tooltip("The score changed: the new total.")]
        public UnityEvent<int> onScoreChanged = new UnityEvent<int>();
        [Tooltip("Never invoked: the board pours on without end. Every Microloop game has it, so hosts can treat them alike.")]
        public UnityEvent<int> onEnded = new UnityEvent<int>();
        [Tooltip("A ball settled in a bin: the points it scored.")]
        public UnityEvent<int> onBallScored = new UnityEvent<int>();

        /// <summary>The score changed: the new total.</summary>
        public event Action<int> ScoreChanged;
        /// <summary>Never raised: the board pours on without end (no run ends by the rules). Every Microloop game has it, so hosts can treat them alike.</summary>
        public event Action<int> Ended;
        /// <summary>Play stopped without the run ending: the application lost focus, or Pause().</summary>
        public event Action Paused;
        /// <summary>Play goes on after a pause (after the 3 s countdown when focus came back).</summary>
        public event Action Resumed;
        /// <summary>A ball settled in a bin: the points it scored.</summary>
        public event Action<int> BallScored;

        /// <summary>The rules, stepped by this component. Null before Awake.</summary>
        public PhysicsDropperModel Model { get; private set; }

        static readonly Color Background = new Color(0.05f, 0.06f, 0.1f);
        static readonly Color Line = new Color(0.32f, 0.35f, 0.45f);
        static readonly Color[] BallColours =
        {
            new Color(0.55f, 0.36f, 0.96f), new Color(0.13f, 0.83f, 0.93f), new Color(0.96f, 0.62f, 0.04f), new Color(0.93f, 0.28f, 0.6f),
        };

        MicroloopStage stage;
        readonly MicroloopHud hud = new MicroloopHud(false);
        /// <summary>The config made at Awake when none was assigned: destroyed with the game.</summary>
        PhysicsDropperConfig ownConfig;
        int lastScore;
        /// <summary>The total after the landing being reported, raised when the model's ScoreChanged follows it.</summary>
        int landingTotal;
        bool landingPending;
        Transform root;
        // Sized for every ball the board holds, and the views made in BuildBoard: nothing grows (allocates) in play.
        readonly Dictionary<int, Transform> ballViews = new Dictionary<int, Transform>(PhysicsDropperModel.MaxBallsInPlay);
        readonly Stack<Transform> spareBalls = new Stack<Transform>(PhysicsDropperModel.MaxBallsInPlay);
        readonly HashSet<int> seen = new HashSet<int>(PhysicsDropperModel.MaxBallsInPlay);
        readonly List<int> gone = new List<int>(PhysicsDropperModel.MaxBallsInPlay);

        void Awake()
        {
            if (config == null)
            {
                var preset = Resources.Load<TextAsset>("physics-dropper.config");
                config = preset != null ? PhysicsDropperConfig.FromJson(preset.text) : ScriptableObject.CreateInstance<PhysicsDropperConfig>();
                ownConfig = config;
            }
            config.Clamp();
            CheckBoard();
            uint runSeed = seed != 0 ? (uint)seed : (uint)Environment.TickCount;
            Model = new PhysicsDropperModel(ValuesOf(config), runSeed, board);
            Model.BallScored += RaiseBallScored;
            Model.ScoreChanged += OnModelScore;
            stage = new MicroloopStage(Background);
            FrameCamera();
            BuildBoard();
        }

        void OnDestroy()
        {
            if (stage != null) stage.Dispose();
            if (ownConfig != null) Destroy(ownConfig);
            // Its listeners are let go with it (Ended is never raised: the board never ends).
            Ended = null;
        }

        void OnValidate()
        {
            CheckBoard();
        }

        /// <summary>
        /// Keeps the Inspector's peg field in the ranges the board is built for (a gap of 0 would ask for
        /// endless pegs, no bins for no board), with one warning naming each field it changes.
        /// </summary>
        void CheckBoard()
        {
            if (board == null) board = new PhysicsDropperBoard();
            board.pegRows = (int)Checked("pegRows", board.pegRows, 1, 20, 9);
            board.pegRowGap = Checked("pegRowGap", board.pegRowGap, 0.3, 2, 0.6);
            board.pegColumnGap = Checked("pegColumnGap", board.pegColumnGap, 0.3, 2, 0.7);
            board.pegJitter = Checked("pegJitter", board.pegJitter, 0, 1, 0);
            board.multiplier = (int)Checked("multiplier", board.multiplier, 1, 100, 1);
            if (board.binPoints == null || board.binPoints.Length == 0 || board.binPoints.Length > 20)
            {
                Debug.LogWarning("PhysicsDropperGame: binPoints needs 1 to 20 bins; it is set to the default payout curve.");
                board.binPoints = new PhysicsDropperBoard().binPoints;
            }
        }

        static double Checked(string field, double value, double min, double max, double fallback)
        {
            if (double.IsNaN(value) || double.IsInfinity(value))
            {
                Debug.LogWarning("PhysicsDropperGame: " + field + " is not a number; it is set to " + fallback + ".");
                return fallback;
            }
            if (value >= min && value <= max) return value;
            Debug.LogWarning("PhysicsDropperGame: " + field + " " + value + " is outside " + min + " to " + max + "; it is clamped.");
            return Math.Min(Math.Max(value, min), max);
        }

        /// <summary>The config's float fields as the model's doubles: 9.8f is read as 9.8, not 9.800000190734863.</summary>
        public static PhysicsDropperValues ValuesOf(PhysicsDropperConfig settings)
        {
            return new PhysicsDropperValues
            {
                Gravity = Math.Round(settings.gravity, 4),
                Bounciness = Math.Round(settings.bounciness, 4),
                Speed = Math.Round(settings.simulationSpeed, 4),
                Density = settings.particleDensity,
            };
        }

        void Update()
        {
            if (Model == null) return;
            stage.Refit();
            if (hud.Read() == MicroloopPauseChange.Resumed && Resumed != null) Resumed();
            if (hud.Holding) return;
            if (hud.RestartPressed)
            {
                Restart();
                return;
            }
            Vector2 screen;
            if (hud.FirstTap(out screen)) Model.Drop(BoardX(screen));
            else if (MicroloopInput.AcceptPressed()) Model.Drop(double.NaN);
            // Settings edited in the Inspector while playing apply at once, as on the website's sliders.
            // Values set from code are put on their steps in their ranges, as the Inspector puts them.
            config.Clamp();
            Model.Update(ValuesOf(config));
            // Each landing raises BallScored then ScoreChanged with its new total (RaiseBallScored): two balls
            // settling in one frame report two totals, as at a higher frame rate (brief rule 6).
            Model.Step(Time.deltaTime);
            RaiseScoreChanged(Model.Score);
            Sync();
        }

        void OnApplicationFocus(bool focused)
        {
            if (Model != null && hud.Focus(focused, true) && Paused != null) Paused();
        }

        void OnApplicationPause(bool paused)
        {
            if (Model != null && hud.ApplicationPause(paused, true) && Paused != null) Paused();
        }

        /// <summary>Pauses play (Paused fires); <see cref="Resume"/> goes on.</summary>
        public void Pause()
        {
            if (Model != null && hud.Pause(true) && Paused != null) Paused();
        }

        /// <summary>Goes on after <see cref="Pause"/> (Resumed fires); while the application is away it waits for focus.</summary>
        public void Resume()
        {
            if (hud.Resume() && Resumed != null) Resumed();
        }

        /// <summary>Starts over from the seed: ScoreChanged(0) when the score was not 0. Ended never fires.</summary>
        public void Restart()
        {
            Model.Reset();
            RaiseScoreChanged(Model.Score);
            Sync();
        }

        void RaiseScoreChanged(int score)
        {
            // The model reports a reset's 0 even when the score was 0: the game reports changes only.
            if (score == lastScore) return;
            lastScore = score;
            onScoreChanged.Invoke(score);
            if (ScoreChanged != null) ScoreChanged(score);
        }

        void RaiseBallScored(DropperEvent scored)
        {
            onBallScored.Invoke(scored.Points);
            if (BallScored != null) BallScored(scored.Points);
            // The model delivers a step's landings after it, in order, each followed by its ScoreChanged (after
            // every BallScored listener): this landing's total is raised there (OnModelScore).
            landingTotal = lastScore + scored.Points;
            landingPending = true;
        }

        void OnModelScore(int total)
        {
            // The model's total is the step's; the game reports each landing's own (a reset's 0 is Restart's).
            if (!landingPending) return;
            landingPending = false;
            RaiseScoreChanged(landingTotal);
        }

        // Input (read by MicroloopHud): Space, Enter, a click or a tap drops a ball (a click or tap where it
        // was pressed); R or the Restart button starts over.

        // Board units are world units; the board's y grows downwards, the world's upwards.
        static Vector3 World(double x, double y, float z = 0)
        {
            return new Vector3((float)x, (float)-y, z);
        }

        double BoardX(Vector2 screen)
        {
            return stage.Camera.ScreenToWorldPoint(new Vector3(screen.x, screen.y, 10)).x;
        }

        void FrameCamera()
        {
            double height = Model.FloorY + 0.5;
            stage.Frame(World(Model.Width / 2, height / 2), (float)Model.Width * 1.05f, (float)height * 1.05f);
        }

        /// <summary>A sprite piece; a smaller z draws in front.</summary>
        Transform Piece(MicroloopShape shape, string name, Vector3 position, float width, float height, Color colour)
        {
            return stage.Piece(root, shape, name, position, new Vector2(width, height), colour);
        }

        void BuildBoard()
        {
            root = new GameObject("Board").transform;
            root.SetParent(transform, false);
            float peg = (float)(2 * PhysicsDropperModel.PegRadius);
            foreach (var row in Model.Pegs)
                foreach (var p in row) Piece(MicroloopShape.Circle, "Peg", World(p.X, p.Y), peg, peg, Line);
            float wall = (float)(2 * PhysicsDropperModel.DividerHalfWidth);
            float binDepth = (float)(Model.FloorY - Model.BinTop);
            foreach (double x in Model.Dividers)
                Piece(MicroloopShape.Square, "Divider", World(x, (Model.BinTop + Model.FloorY) / 2), wall, binDepth, Line);
            Piece(MicroloopShape.Square, "Wall", World(0, Model.FloorY / 2), wall, (float)Model.FloorY, Line);
            Piece(MicroloopShape.Square, "Wall", World(Model.Width, Model.FloorY / 2), wall, (float)Model.FloorY, Line);
            Piece(MicroloopShape.Square, "Floor", World(Model.Width / 2, Model.FloorY), (float)Model.Width, wall, Line);
            float ball = (float)(2 * PhysicsDropperModel.BallRadius);
            for (int i = spareBalls.Count + ballViews.Count; i < PhysicsDropperModel.MaxBallsInPlay; i++)
            {
                var spare = Piece(MicroloopShape.Circle, "Ball", new Vector3(0, 0, -0.1f), ball, ball, Color.white);
                spare.gameObject.SetActive(false);
                spareBalls.Push(spare);
            }
        }

        void Sync()
        {
            seen.Clear();
            float size = (float)(2 * PhysicsDropperModel.BallRadius);
            foreach (var ball in Model.Balls)
            {
                seen.Add(ball.Id);
                Transform ballView;
                if (!ballViews.TryGetValue(ball.Id, out ballView))
                {
                    ballView = spareBalls.Count > 0 ? spareBalls.Pop() : Piece(MicroloopShape.Circle, "Ball", new Vector3(0, 0, -0.1f), size, size, Color.white);
                    ballView.gameObject.SetActive(true);
                    MicroloopStage.Tint(ballView, BallColours[ball.Colour % BallColours.Length]);
                    ballViews[ball.Id] = ballView;
                }
                ballView.position = World(ball.X, ball.Y, -0.1f);
            }
            gone.Clear();
            foreach (var pair in ballViews) if (!seen.Contains(pair.Key)) gone.Add(pair.Key);
            foreach (int id in gone)
            {
                ballViews[id].gameObject.SetActive(false);
                spareBalls.Push(ballViews[id]);
                ballViews.Remove(id);
            }
        }

        void OnGUI()
        {
            if (Model == null) return;
            var text = hud.BeginText();
            text.Field("Score ", Model.Score);
            text.Gap();
            text.Number(Model.Balls.Count);
            text.Text(" in play");
            if (Model.LastPoints >= 0)
            {
                text.Gap();
                text.Field("last ball: ", Model.LastPoints);
            }
            for (int bin = 0; bin < board.binPoints.Length; bin++)
            {
                var at = stage.Camera.WorldToScreenPoint(World(bin + 0.5, Model.FloorY + 0.1));
                text.NumberAt(new Vector2(at.x, Screen.height - at.y), board.binPoints[bin] * board.multiplier);
            }
            hud.Draw();
        }
    }
}
