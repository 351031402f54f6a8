// PhysicsDropper's rules without an engine: balls, pegs, bins and a score, stepped in real seconds.
// A port of the Microloop website's model (the JavaScript kit's createModel), checked against
// its golden traces: same seed, same calls, same run, to the last bit of every double.
// No UnityEngine here: PhysicsDropperGame draws it and feeds it input.
using System;
using System.Collections.Generic;

namespace Microloop.PhysicsDropper
{
    /// <summary>The four tuned settings, as doubles (the website's numbers).</summary>
    public struct PhysicsDropperValues
    {
        /// <summary>Pull on every ball: a drop reaches the bins in about (15 - Gravity) / Simulation Speed seconds; Gravity above 14 counts as 14, and the average drop takes no less than 0.35 s.</summary>
        public double Gravity;
        /// <summary>Share of its speed into a peg, a wall or the floor a ball keeps as it rebounds (0 to 1); off pegs and walls it fades as the ball stays in the air, and on a bin's floor a ball bounces at most twice, never out of the bin.</summary>
        public double Bounciness;
        /// <summary>Multiplies the game clock.</summary>
        public double Speed;
        /// <summary>How many balls the board keeps in play by itself (falling, or settling in a bin): one for every 5 points of density. A drop of the player's falls at once and counts among them: the board drops none of its own until fewer are in play (up to 60 in play).</summary>
        public double Density;
    }

    /// <summary>
    /// The peg field and the payout: rows, spacing, jitter and points per bin. The defaults are the
    /// website's board; the golden traces hold for them. The Inspector's tooltips and sliders are Unity's
    /// attributes, named in full and compiled only in Unity (UNITY_5_3_OR_NEWER), so the rules stay engine-free.
    /// </summary>
    [Serializable]
    public class PhysicsDropperBoard
    {
        /// <summary>Rows of pegs (1 to 20).</summary>
#if UNITY_5_3_OR_NEWER
        [UnityEngine.Tooltip("Rows of pegs (1 to 20).")]
        [UnityEngine.Range(1, 20)]
#endif
        public int pegRows = 9;
        /// <summary>Board units between two rows of pegs (0.3 to 2).</summary>
#if UNITY_5_3_OR_NEWER
        [UnityEngine.Tooltip("Board units between two rows of pegs (0.3 to 2).")]
        [UnityEngine.Range(0.3f, 2)]
#endif
        public double pegRowGap = 0.6;
        /// <summary>Board units between two pegs of a row (0.3 to 2).</summary>
#if UNITY_5_3_OR_NEWER
        [UnityEngine.Tooltip("Board units between two pegs of a row (0.3 to 2).")]
        [UnityEngine.Range(0.3f, 2)]
#endif
        public double pegColumnGap = 0.7;
        /// <summary>Largest sideways offset of a peg from its place, in board units (0 to 1; 0: a regular field). Seeded.</summary>
#if UNITY_5_3_OR_NEWER
        [UnityEngine.Tooltip("Largest sideways offset of a peg from its place, in board units (0 to 1; 0: a regular field). Seeded.")]
        [UnityEngine.Range(0, 1)]
#endif
        public double pegJitter = 0;
        /// <summary>Points for a ball that settles in each bin, left to right: the payout curve. One bin per entry (1 to 20), each one unit wide.</summary>
#if UNITY_5_3_OR_NEWER
        [UnityEngine.Tooltip("Points for a ball that settles in each bin, left to right: the payout curve. One bin per entry (1 to 20), each one unit wide.")]
#endif
        public int[] binPoints = { 10, 25, 50, 100, 50, 25, 10 };
        /// <summary>Every payout is multiplied by this (1 to 100).</summary>
#if UNITY_5_3_OR_NEWER
        [UnityEngine.Tooltip("Every payout is multiplied by this (1 to 100).")]
        [UnityEngine.Range(1, 100)]
#endif
        public int multiplier = 1;

        /// <summary>A copy of its own: a model plays the board it was made with, whatever the Inspector changes after.</summary>
        internal PhysicsDropperBoard Copy()
        {
            var copy = (PhysicsDropperBoard)MemberwiseClone();
            copy.binPoints = binPoints == null ? null : (int[])binPoints.Clone();
            return copy;
        }
    }

    /// <summary>One ball on the board, in board units.</summary>
    public sealed class DropperBall
    {
        public int Id;
        public double X, Y, Vx, Vy;
        public int Colour;
        public double ReleasedAt;
        /// <summary>The bin it fell into once it crossed the bin top, or -1.</summary>
        public int Bin = -1;
        public int FloorBounces;
        public bool Resting;
        public double RestedFor;
    }

    /// <summary>What a step event is: a ball released, a ball that entered a bin, a ball that settled and scored.</summary>
    public enum DropperEventKind { Release, EnterBin, Score }

    /// <summary>What happened during a step. A value: events cost no garbage.</summary>
    public struct DropperEvent
    {
        public DropperEventKind Kind;
        public int Id;
        public double Time;
        /// <summary>The bin, or -1 (a release).</summary>
        public int Bin;
        public double X, Y, Vy, FallSeconds;
        public int Points;
        public bool Resting;
    }

    public struct DropperPeg
    {
        public double X, Y;
        public DropperPeg(double x, double y) { X = x; Y = y; }
    }

    /// <summary>PhysicsDropper without a screen. Deterministic for a seed.</summary>
    public class PhysicsDropperModel
    {
        public const double Height = 8.3;
        public const double SpawnY = 0.35;
        public const double BallRadius = 0.12;
        public const double PegRadius = 0.07;
        public const double PegTop = 1.2;
        public const double DividerHalfWidth = 0.03;
        public const double BoardGravity = 10;
        /// <summary>Sub-steps a board second at the finest.</summary>
        public const double SubStepsPerBoardSecond = 600;
        /// <summary>Board seconds per sub-step at the finest.</summary>
        public const double SubStep = 1.0 / 600;
        /// <summary>
        /// The most sub-steps a real second, whatever the values, so the model's cost is bounded (7,311 at the maxima
        /// at 1/600). Above it a sub-step covers 2/600 or 3/600 board seconds (BoardStepFor); the board clock is
        /// unchanged, so a drop still takes FallSeconds. Whole 600ths: a frame meets a sub-step's edge only by
        /// chance (at exactly 1/2,500 s every quarter second would be one, and a drop there would fall on either
        /// side by rounding, unlike at another frame rate). The same rule in every kit.
        /// </summary>
        public const double MaxSubStepsPerSecond = 2500;
        public const int BallColourCount = 4;
        const double PegNudge = 0.3;
        const double SpawnInterval = 0.18;
        const double TireAfter = 2.5;
        const double TireSpan = 1;
        const double RestSpeed = 0.6;
        const int MaxFloorBounces = 3;
        const double SettleTime = 0.15;
        /// <summary>Balls on the board at most (drops beyond it are refused).</summary>
        public const int MaxBallsInPlay = 60;
        public const double FlashSeconds = 0.6;

        /// <summary>Mean board seconds from release to the bin top, by Bounciness in steps of 0.1 (measured on the website's board).</summary>
        static readonly double[] BoardFallByBounciness = { 2.138, 2.391, 2.705, 3.016, 3.34, 3.459, 3.674, 3.795, 3.929, 4.08, 4.265 };

        public readonly List<DropperBall> Balls = new List<DropperBall>(MaxBallsInPlay);
        public readonly List<DropperPeg[]> Pegs = new List<DropperPeg[]>();
        public readonly double[] Dividers;
        public int Score;
        /// <summary>No rule ends a PhysicsDropper run: always false, as every Microloop model has Over.</summary>
        public bool Over { get { return false; } }
        public int Scored;
        /// <summary>Points of the last ball scored, or -1.</summary>
        public int LastPoints = -1;
        /// <summary>Real seconds of play.</summary>
        public double Time;
        public readonly double Width;
        public readonly double BinTop;
        public readonly double FloorY;
        public readonly PhysicsDropperBoard Board;

        /// <summary>A ball was released: its id and board x.</summary>
        public event Action<DropperEvent> Released;
        /// <summary>A ball crossed the bin top.</summary>
        public event Action<DropperEvent> EnteredBin;
        /// <summary>A ball settled and scored its bin's points.</summary>
        public event Action<DropperEvent> BallScored;
        /// <summary>The score changed: the new total.</summary>
        public event Action<int> ScoreChanged;

        PhysicsDropperValues values;
        double scale;
        /// <summary>Board seconds per sub-step (BoardStepFor).</summary>
        double boardStep;
        Mulberry32 random;
        uint seed;
        int nextId;
        double spawnClock;
        double boardBudget;
        // Reused and sized up front, so a step in steady play allocates nothing: the events of this step and the
        // list the last Step returned, settled balls, spare balls.
        List<DropperEvent> pending = new List<DropperEvent>(2 * MaxBallsInPlay);
        List<DropperEvent> delivered = new List<DropperEvent>(2 * MaxBallsInPlay);
        readonly List<DropperBall> settled = new List<DropperBall>(MaxBallsInPlay);
        readonly Predicate<DropperBall> isSettled;
        readonly Stack<DropperBall> spareBalls = new Stack<DropperBall>(MaxBallsInPlay);

        public PhysicsDropperModel(PhysicsDropperValues values, uint seed = 1, PhysicsDropperBoard board = null)
        {
            isSettled = settled.Contains;
            // Every ball the board can hold, made now rather than in play.
            for (int i = 0; i < MaxBallsInPlay; i++) spareBalls.Push(new DropperBall());
            Board = board == null ? new PhysicsDropperBoard() : board.Copy();
            this.seed = seed;
            this.values = values;
            scale = ClockScale(values);
            boardStep = BoardStepFor(scale);
            random = new Mulberry32(seed);
            Width = Board.binPoints.Length;
            // The bins sit 0.6 below the last row of pegs (6.6 on the website's board).
            double shift = PegTop + (Board.pegRows - 1) * Board.pegRowGap - 6.0;
            BinTop = 6.6 + shift;
            FloorY = 8 + shift;
            Dividers = new double[Board.binPoints.Length - 1];
            for (int i = 0; i < Dividers.Length; i++) Dividers[i] = i + 1;
            PlacePegs();
        }

        /// <summary>The pegs of <see cref="seed"/>: each row's, moved sideways by the board's jitter.</summary>
        void PlacePegs()
        {
            Pegs.Clear();
            var jitter = new Mulberry32(seed ^ 0x9E3779B9u);
            for (int row = 0; row < Board.pegRows; row++)
            {
                double y = PegTop + row * Board.pegRowGap;
                double offset = row % 2 == 0 ? Board.pegColumnGap / 2 : Board.pegColumnGap;
                int columns = (int)Math.Floor((Width - offset) / Board.pegColumnGap + 1e-9) + 1;
                var pegRow = new List<DropperPeg>();
                for (int column = 0; column < columns; column++)
                {
                    double x = offset + column * Board.pegColumnGap;
                    if (Board.pegJitter > 0) x = Math.Min(Math.Max(x + jitter.Between(-Board.pegJitter, Board.pegJitter), PegRadius), Width - PegRadius);
                    if (x < Width - PegRadius) pegRow.Add(new DropperPeg(x, y));
                }
                Pegs.Add(pegRow.ToArray());
            }
        }

        public static double BoardFallSeconds(double bounciness)
        {
            double position = Math.Min(Math.Max(bounciness, 0), 1) * (BoardFallByBounciness.Length - 1);
            int below = (int)Math.Floor(position);
            int above = Math.Min(below + 1, BoardFallByBounciness.Length - 1);
            double share = position - below;
            return BoardFallByBounciness[below] * (1 - share) + BoardFallByBounciness[above] * share;
        }

        /// <summary>An average drop's seconds from release to the bins (each ball's path makes its own a little shorter or longer): max(15 - gravity, 1) / speed (Gravity above 14 counts as 14), never below 0.35 s.</summary>
        public static double FallSeconds(double gravity, double speed)
        {
            double headroom = Math.Max(15 - gravity, 1);
            return Math.Max(headroom / Math.Max(speed, 0.1), 0.35);
        }

        /// <summary>Board seconds per real second.</summary>
        public static double ClockScale(PhysicsDropperValues values)
        {
            return BoardFallSeconds(values.Bounciness) / FallSeconds(values.Gravity, values.Speed);
        }

        /// <summary>Board seconds per sub-step at a clock scale: the fewest 600ths that keep it within MaxSubStepsPerSecond a real second.</summary>
        public static double BoardStepFor(double scale)
        {
            return Math.Ceiling(scale * SubStepsPerBoardSecond / MaxSubStepsPerSecond) / SubStepsPerBoardSecond;
        }

        /// <summary>Sub-steps run since the start or the last Reset: the model's cost.</summary>
        public long SubSteps { get; private set; }

        /// <summary>The number JavaScript's Math.round gives (halves up), which Math.Round does not.</summary>
        static double RoundHalfUp(double value)
        {
            return Math.Floor(value + 0.5);
        }

        /// <summary>Balls the board keeps in play at once (falling, or settling in a bin): one for every 5 points of density.</summary>
        public int Target
        {
            get { return Math.Max(1, (int)RoundHalfUp(values.Density / 5)); }
        }

        public PhysicsDropperValues Values
        {
            get { return values; }
        }

        public void Update(PhysicsDropperValues newValues)
        {
            values = newValues;
            scale = ClockScale(newValues);
            boardStep = BoardStepFor(scale);
        }

        /// <summary>Starts over with a new seed: the pegs' jitter and the drops are those of <paramref name="newSeed"/>.</summary>
        public void Reset(uint newSeed)
        {
            if (newSeed != seed)
            {
                seed = newSeed;
                PlacePegs();
            }
            Reset();
        }

        public void Reset()
        {
            foreach (var ball in Balls) spareBalls.Push(ball);
            Balls.Clear();
            Score = 0;
            Scored = 0;
            LastPoints = -1;
            Time = 0;
            nextId = 0;
            spawnClock = 0;
            boardBudget = 0;
            SubSteps = 0;
            pending.Clear();
            random.Reseed(seed);
            if (ScoreChanged != null) ScoreChanged(Score);
        }

        public int BinOf(double x)
        {
            return Math.Min(Board.binPoints.Length - 1, Math.Max(0, (int)Math.Floor(x)));
        }

        /// <summary>Drops an extra ball at board x (NaN: random near the middle). False when the board is full.</summary>
        public bool Drop(double x = double.NaN)
        {
            if (Balls.Count >= MaxBallsInPlay) return false;
            Release(x);
            return true;
        }

        /// <summary>Advances the game by `seconds` of real time; returns what happened, in order (a list the next Step reuses).</summary>
        public List<DropperEvent> Step(double seconds)
        {
            if (seconds > 0) boardBudget += seconds * scale;
            double step = boardStep;
            double realPerStep = step / scale;
            while (boardBudget >= step)
            {
                boardBudget -= step;
                Time += realPerStep;
                SubSteps++;
                SubStepOnce();
            }
            var events = pending;
            pending = delivered;
            pending.Clear();
            delivered = events;
            foreach (var e in events)
            {
                if (e.Kind == DropperEventKind.Release && Released != null) Released(e);
                else if (e.Kind == DropperEventKind.EnterBin && EnteredBin != null) EnteredBin(e);
                else if (e.Kind == DropperEventKind.Score)
                {
                    if (BallScored != null) BallScored(e);
                    if (ScoreChanged != null) ScoreChanged(Score);
                }
            }
            return events;
        }

        void Release(double x)
        {
            double r = BallRadius;
            double spawnX = double.IsNaN(x) ? Width / 2 + random.Between(-0.7, 0.7) : Math.Min(Math.Max(x, r), Width - r);
            int id = nextId++;
            // A settled ball's object is used again, every field set anew.
            var ball = spareBalls.Count > 0 ? spareBalls.Pop() : new DropperBall();
            ball.Id = id;
            ball.X = spawnX;
            ball.Y = SpawnY;
            ball.Vx = random.Between(-0.3, 0.3);
            ball.Vy = 0;
            ball.Colour = id % BallColourCount;
            ball.ReleasedAt = Time;
            ball.Bin = -1;
            ball.FloorBounces = 0;
            ball.Resting = false;
            ball.RestedFor = 0;
            Balls.Add(ball);
            pending.Add(new DropperEvent { Kind = DropperEventKind.Release, Id = id, Time = Time, Bin = -1, X = spawnX });
        }

        void SubStepOnce()
        {
            settled.Clear();
            foreach (var ball in Balls)
            {
                if (ball.Bin < 0) Fall(ball);
                else Settle(ball);
                if (ball.Resting && ball.RestedFor >= SettleTime && ball.Bin >= 0)
                {
                    ScoreBall(ball, ball.Bin);
                    settled.Add(ball);
                }
            }
            if (settled.Count > 0)
            {
                Balls.RemoveAll(isSettled);
                foreach (var ball in settled) spareBalls.Push(ball);
            }
            spawnClock -= boardStep;
            if (Balls.Count < Target && spawnClock <= 0)
            {
                Release(double.NaN);
                spawnClock = SpawnInterval;
            }
        }

        /// <summary>Bounciness as this ball feels it: the setting, fading once the ball has been falling too long.</summary>
        double PegBounciness(DropperBall ball)
        {
            double flight = (Time - ball.ReleasedAt) * scale;
            double fade = Math.Min(Math.Max((flight - TireAfter) / TireSpan, 0), 1);
            return values.Bounciness * (1 - fade);
        }

        double BinLeft(int bin)
        {
            return bin == 0 ? 0 : bin + DividerHalfWidth;
        }

        double BinRight(int bin)
        {
            return bin == Board.binPoints.Length - 1 ? Width : bin + 1 - DividerHalfWidth;
        }

        void Fall(DropperBall ball)
        {
            double bounciness = PegBounciness(ball);
            ball.Vy += BoardGravity * boardStep;
            ball.X += ball.Vx * boardStep;
            ball.Y += ball.Vy * boardStep;
            double reach = PegRadius + BallRadius;
            int nearestRow = (int)RoundHalfUp((ball.Y - PegTop) / Board.pegRowGap);
            for (int row = nearestRow - 1; row <= nearestRow + 1; row++)
            {
                if (row < 0 || row >= Pegs.Count || Math.Abs(PegTop + row * Board.pegRowGap - ball.Y) >= reach) continue;
                foreach (var peg in Pegs[row])
                {
                    if (Math.Abs(peg.X - ball.X) < reach) BounceOff(ball, peg.X, peg.Y, PegRadius, bounciness);
                }
            }
            foreach (double x in Dividers)
            {
                if (Math.Abs(x - ball.X) < DividerHalfWidth + BallRadius) BounceOff(ball, x, BinTop, DividerHalfWidth, bounciness);
            }
            KeepInside(ball, 0, Width, bounciness);
            if (ball.Y > BinTop)
            {
                int bin = BinOf(ball.X);
                ball.Bin = bin;
                KeepInside(ball, BinLeft(bin), BinRight(bin), bounciness);
                pending.Add(new DropperEvent { Kind = DropperEventKind.EnterBin, Id = ball.Id, Time = Time, Bin = bin, FallSeconds = Time - ball.ReleasedAt });
            }
        }

        void Settle(DropperBall ball)
        {
            int bin = ball.Bin;
            double bounciness = values.Bounciness;
            double floor = FloorY - BallRadius;
            if (ball.Resting)
            {
                ball.RestedFor += boardStep;
                // Rolling friction on the bin floor.
                ball.Vx *= 1 - 6 * boardStep;
            }
            else
            {
                ball.Vy += BoardGravity * boardStep;
                ball.Y += ball.Vy * boardStep;
            }
            ball.X += ball.Vx * boardStep;
            KeepInside(ball, BinLeft(bin), BinRight(bin), bounciness);
            if (!ball.Resting && ball.Y >= floor)
            {
                ball.Y = floor;
                ball.FloorBounces++;
                // The bin keeps its ball: no rebound climbs back over the bin top.
                double ceiling = Math.Sqrt(2 * BoardGravity * (floor - BinTop - BallRadius));
                double rebound = Math.Min(ball.Vy * bounciness, ceiling);
                if (rebound < RestSpeed || ball.FloorBounces >= MaxFloorBounces)
                {
                    ball.Vy = 0;
                    ball.Resting = true;
                }
                else
                {
                    ball.Vy = -rebound;
                }
            }
        }

        void KeepInside(DropperBall ball, double left, double right, double bounciness)
        {
            double r = BallRadius;
            if (ball.X < left + r)
            {
                ball.X = left + r;
                ball.Vx = Math.Abs(ball.Vx) * bounciness;
            }
            else if (ball.X > right - r)
            {
                ball.X = right - r;
                ball.Vx = -Math.Abs(ball.Vx) * bounciness;
            }
        }

        void BounceOff(DropperBall ball, double cx, double cy, double radius, double bounciness)
        {
            double dx = ball.X - cx;
            double dy = ball.Y - cy;
            double reach = radius + BallRadius;
            double distanceSquared = dx * dx + dy * dy;
            if (distanceSquared >= reach * reach) return;
            double distance = Math.Sqrt(distanceSquared);
            if (distance == 0) distance = 1e-6;
            double nx = distanceSquared == 0 ? 0 : dx / distance;
            double ny = distanceSquared == 0 ? -1 : dy / distance;
            ball.X = cx + nx * reach;
            ball.Y = cy + ny * reach;
            double normalSpeed = ball.Vx * nx + ball.Vy * ny;
            if (normalSpeed < 0)
            {
                ball.Vx -= (1 + bounciness) * normalSpeed * nx;
                ball.Vy -= (1 + bounciness) * normalSpeed * ny;
                ball.Vx += random.Between(-PegNudge, PegNudge);
            }
        }

        void ScoreBall(DropperBall ball, int bin)
        {
            int points = Board.binPoints[bin] * Board.multiplier;
            Score += points;
            Scored++;
            LastPoints = points;
            pending.Add(new DropperEvent { Kind = DropperEventKind.Score, Id = ball.Id, Time = Time, Bin = bin, Points = points, X = ball.X, Y = ball.Y, Vy = ball.Vy, Resting = ball.Resting });
        }
    }
}
