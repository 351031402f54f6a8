// PhysicsDropper in an empty scene: add this component to an empty GameObject and press Play. It builds
// the board from sprites, steps PhysicsDropperModel (the rules) every frame and raises its events; the
// shell it derives from (MicroloopGame.cs) reads the input, pauses, draws the HUD and frames the camera.
// Change the look in BuildBoard and Sync; the rules live in PhysicsDropperModel.cs.
using System;
using System.Collections.Generic;
using UnityEngine;
using UnityEngine.Events;
using UnityEngine.Serialization;

namespace Microloop.PhysicsDropper
{
    /// <summary>
    /// Plays PhysicsDropper: balls pour through the pegs; Space, Enter, a click or a tap drops an extra ball (each finger its own).
    /// R or the Restart button (top right, click or tap) starts over, but not while paused or counting down (Restart()
    /// from code does). No rule ends its run: Ended never fires.
    /// </summary>
    [AddComponentMenu("Microloop/Physics Dropper Game")]
    [DisallowMultipleComponent]
    public class PhysicsDropperGame : MicroloopGame<PhysicsDropperConfig>
    {
        /// <summary>Rows, spacing and jitter of the pegs, and the points of each bin (the payout curve) with a multiplier. Read at the game's first frame: the game plays that copy (R and Restart() keep it), and a change made here while it plays does not reach it (disabling and enabling the component keeps its copy too).</summary>
        [Header("Peg field and payout")]
        [Tooltip("Rows, spacing and jitter of the pegs, and the points of each bin (the payout curve) with a multiplier. Read at the game's first frame: the game plays that copy (R and Restart() keep it), and a change made here while it plays does not reach it (disabling and enabling the component keeps its copy too).")]
        public PhysicsDropperBoard board = new PhysicsDropperBoard();
        // Its 1.2.0 name: listeners wired in the Inspector to onBallScored keep their wiring.
        /// <summary>A ball settled in a bin: the points it scored.</summary>
        [Tooltip("A ball settled in a bin: the points it scored.")]
        [FormerlySerializedAs("onBallScored")]
        public UnityEvent<int> onLanded = new UnityEvent<int>();

        /// <summary>A ball settled in a bin: which bin, and the points it scored.</summary>
        public event Action<DropperEvent> Landed;

        /// <summary>The rules, stepped by this component. Null before Awake. Read before the game's first frame, it deals the first run then: set seed and the game's fields before.</summary>
        public PhysicsDropperModel Model { get { EnsureBegun(); return model; } private set { model = value; } }
        PhysicsDropperModel model;

        static readonly Color Line = new Color(0.32f, 0.35f, 0.45f);
        static readonly Color[] BallColours =
        {
            new Color(0.55f, 0.36f, 0.96f), new Color(0.13f, 0.83f, 0.93f), new Color(0.96f, 0.62f, 0.04f), new Color(0.93f, 0.28f, 0.6f),
        };

        /// <summary>The total after the landing being reported, raised when the model's ScoreChanged follows it.</summary>
        int landingTotal;
        bool landingPending;
        Transform root;
        // Sized for every ball the board holds, and the views made in BuildBoard: nothing grows (allocates) in play.
        readonly Dictionary<int, Transform> ballViews = new Dictionary<int, Transform>(PhysicsDropperModel.MaxBallsInPlay);
        readonly Stack<Transform> spareBalls = new Stack<Transform>(PhysicsDropperModel.MaxBallsInPlay);
        readonly HashSet<int> seen = new HashSet<int>(PhysicsDropperModel.MaxBallsInPlay);
        readonly List<Transform> pegViews = new List<Transform>();
        readonly List<int> gone = new List<int>(PhysicsDropperModel.MaxBallsInPlay);

        internal override PhysicsDropperConfig LoadPreset() { return Preset("Microloop/physics-dropper.config", PhysicsDropperConfig.FromJson); }

        internal override Color Background { get { return new Color(0.05f, 0.06f, 0.1f); } }

        internal override bool Running { get { return true; } }

        internal override void Begin()
        {
            config.Clamp();
            CheckBoard();
            Model = new PhysicsDropperModel(ValuesOf(config), RunSeed(), board);
            Model.BallScored += RaiseLanded;
            Model.ScoreChanged += OnModelScore;
            double height = Model.FloorY + 0.5;
            Stage.Frame(World(Model.Width / 2, height / 2), (float)Model.Width * 1.05f, (float)height * 1.05f);
            BuildBoard();
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

        /// <summary>The config's float fields as the model's doubles, each rounded to four decimal places: 9.8f is read as 9.8, not 9.800000190734863.</summary>
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

        // Input: Space, Enter, a click or a tap drops a ball (a click or tap where it was pressed), each finger its own.
        internal override void Play(float seconds)
        {
            for (int tap = 0; tap < Controls.Taps; tap++) Model.Drop(BoardX(Controls.TapAt(tap)));
            if (Controls.AcceptPressed) Model.Drop(double.NaN);
            // Settings edited in the Inspector while playing apply at once, as on the website's sliders.
            // Values set from code are put on their steps in their ranges, as the Inspector puts them.
            config.Clamp();
            Model.Update(ValuesOf(config));
            // Each landing raises Landed then ScoreChanged with its new total (RaiseLanded): two balls
            // settling in one frame report two totals, as at a higher frame rate (brief rule 6).
            Model.Step(seconds);
            ReportScore(Model.Score);
            Sync();
        }

        /// <summary>Starts over from the seed: ScoreChanged(0) when the score was not 0. Ended never fires.</summary>
        internal override void StartOver()
        {
            // Seed 0: a new run, its pegs jittered anew; a seed: the same run again.
            Model.Reset(RunSeed());
            PlacePegViews();
            ReportScore(Model.Score);
            Sync();
        }

        void RaiseLanded(DropperEvent scored)
        {
            onLanded.Invoke(scored.Points);
            if (Landed != null) Landed(scored);
            // The model delivers a step's landings after it, in order, each followed by its ScoreChanged (after
            // every Landed listener): this landing's total is raised there (OnModelScore).
            landingTotal = Score + scored.Points;
            landingPending = true;
        }

        void OnModelScore(int total)
        {
            // The model's total is the step's; the game reports each landing's own (a reset's 0 is StartOver's).
            if (!landingPending) return;
            landingPending = false;
            ReportScore(landingTotal);
        }

        // Board units are world units; the board's y grows downwards, the world's upwards.
        static Vector3 World(double x, double y, float z = 0)
        {
            return new Vector3((float)x, (float)-y, z);
        }

        double BoardX(Vector2 screen)
        {
            // The board is in the Game's space: the point on it, wherever the Game is.
            return root.InverseTransformPoint(Stage.Camera.ScreenToWorldPoint(new Vector3(screen.x, screen.y, 10))).x;
        }

        /// <summary>A sprite piece; a smaller z draws in front.</summary>
        Transform Piece(MicroloopShape shape, string name, Vector3 position, float width, float height, Color colour)
        {
            return Stage.Piece(root, shape, name, position, new Vector2(width, height), colour);
        }

        void BuildBoard()
        {
            root = MakeBoard("Board");
            float peg = (float)(2 * PhysicsDropperModel.PegRadius);
            pegViews.Clear();
            foreach (var row in Model.Pegs)
                foreach (var p in row) pegViews.Add(Piece(MicroloopShape.Circle, "Peg", World(p.X, p.Y), peg, peg, Line));
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

        /// <summary>Moves the peg sprites to the model's pegs (a new seed jitters them anew; a row can gain or lose one at its edge).</summary>
        void PlacePegViews()
        {
            float peg = (float)(2 * PhysicsDropperModel.PegRadius);
            int i = 0;
            foreach (var row in Model.Pegs)
                foreach (var p in row)
                {
                    if (i == pegViews.Count) pegViews.Add(Piece(MicroloopShape.Circle, "Peg", World(p.X, p.Y), peg, peg, Line));
                    pegViews[i].gameObject.SetActive(true);
                    pegViews[i++].localPosition = World(p.X, p.Y);
                }
            for (; i < pegViews.Count; i++) pegViews[i].gameObject.SetActive(false);
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
                ballView.localPosition = World(ball.X, ball.Y, -0.1f);
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

        internal override void Draw(MicroloopGui text)
        {
            text.Field("Score ", Model.Score);
            text.Gap();
            text.Field(null, Model.Balls.Count, " in play");
            if (Model.LastPoints >= 0)
            {
                text.Gap();
                text.Field("last ball: ", Model.LastPoints);
            }
            for (int bin = 0; bin < Model.Board.binPoints.Length; bin++)
            {
                text.NumberAt(Stage.Camera, root, World(bin + 0.5, Model.FloorY + 0.1), 1, Model.Board.binPoints[bin] * Model.Board.multiplier);
            }
        }

        /// <summary>The HUD's deepest text: the widest score line with the last ball's points.</summary>
        internal override void DrawMost(MicroloopGui text)
        {
            text.Field("Score ", 9999999);
            text.Gap();
            text.Field(null, PhysicsDropperModel.MaxBallsInPlay, " in play");
            text.Gap();
            text.Field("last ball: ", 99999);
        }
    }
}
