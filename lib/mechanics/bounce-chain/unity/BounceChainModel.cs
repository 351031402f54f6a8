// BounceChain's rules without an engine: a ball, moving one-way platforms, a chain and a score,
// stepped in real seconds with a fixed-step accumulator. A port of the Microloop website's model
// (the JavaScript kit's createModel), checked against its golden traces. World units, y pointing
// down: 8 wide, 6 tall, open at the bottom. No UnityEngine here: BounceChainGame draws it and feeds
// it input.
using System;
using System.Collections.Generic;

namespace Microloop.BounceChain
{
    /// <summary>The six tuned settings, as doubles (the website's numbers).</summary>
    public struct BounceChainValues
    {
        /// <summary>Downward acceleration (units/s²).</summary>
        public double Gravity;
        /// <summary>Share of the impact speed a bounce keeps (never below the minimum bounce).</summary>
        public double Restitution;
        /// <summary>Top sliding speed of the platforms (units/s); each moves at a seeded share of it.</summary>
        public double PlatformSpeed;
        /// <summary>Width of every platform (units).</summary>
        public double PlatformWidth;
        /// <summary>Multiplier added for each further bounce of a chain.</summary>
        public double MultiplierStep;
        /// <summary>Sideways acceleration while steering (units/s²).</summary>
        public double Steer;
    }

    public sealed class Ball
    {
        public double X, Y, Vx, Vy;
    }

    public sealed class Platform
    {
        public int Id;
        /// <summary>Height of the top surface.</summary>
        public double Y;
        /// <summary>Left end, between 0 and the platform span.</summary>
        public double Left;
        /// <summary>1 moving right, -1 moving left.</summary>
        public int Dir;
        public double SpeedFactor;
    }

    /// <summary>A landing found in a sub-step: the platform's index, the impact speed and the platform velocity carried.</summary>
    public struct Contact
    {
        public int Index;
        public double ImpactSpeed;
        public double Carry;
    }

    /// <summary>What a step event is: a bounce on a platform, or the fall off the bottom that ends the run.</summary>
    public enum BounceEventKind { Bounce, Fall }

    /// <summary>What a step did: a Bounce (every field) or the Fall (Score, BestChain, Time).</summary>
    public struct BounceEvent
    {
        public BounceEventKind Kind;
        public int Platform;
        public int Chain;
        public double Multiplier;
        public int Points;
        public int Score;
        public bool Repeat;
        public double X;
        /// <summary>Where the ball's bottom touched the platform.</summary>
        public double Y;
        public double ImpactSpeed;
        public double Time;
        public int BestChain;
    }

    /// <summary>The game without a screen: the same seed, settings and input give the same run.</summary>
    public class BounceChainModel
    {
        public const double WorldWidth = 8.0;
        public const double WorldHeight = 6.0;
        public const double BallRadius = 0.22;
        /// <summary>Drawn thickness of a platform; only its top surface collides.</summary>
        public const double PlatformThickness = 0.18;
        /// <summary>Height of each platform's top before the run's seeded jitter, top platform first.</summary>
        public static readonly double[] Levels = { 1.9, 2.75, 3.6, 4.45, 5.3 };
        public const double LevelJitter = 0.12;
        /// <summary>The ball starts at rest this far down, above the top platform.</summary>
        public const double StartY = 0.6;
        /// <summary>Fixed physics step in seconds.</summary>
        public const double SubStep = 1.0 / 240.0;
        /// <summary>A longer Step() is clipped to this.</summary>
        public const double MaxStepSeconds = 0.25;
        /// <summary>Every rebound leaves fast enough to rise at least this high, so the ball never settles.</summary>
        public const double MinBounceHeight = 1.6;
        /// <summary>Holding a steering direction accelerates the ball sideways up to this speed.</summary>
        public const double SteerTopSpeed = 4.5;
        /// <summary>No sideways speed goes past this.</summary>
        public const double MaxSideSpeed = 8.0;
        /// <summary>Sideways slowing per second while not steering.</summary>
        public const double AirDrag = 0.8;
        /// <summary>A nudge adds this much sideways speed toward the chosen platform.</summary>
        public const double NudgeSpeed = 2.5;
        public const double NudgeCooldown = 0.4;
        /// <summary>A nudge aimed at a platform whose centre is closer than this matches its velocity instead.</summary>
        public const double NudgeDeadZone = 0.2;
        public const double MaxMultiplier = 10.0;
        /// <summary>Points of a bounce at multiplier 1.</summary>
        public const double BasePoints = 10.0;
        /// <summary>A ball whose centre is up to this far past a platform's end still lands on it.</summary>
        public const double EdgeGrace = BallRadius / 2.0;
        /// <summary>Each platform moves at a share of Platform Speed in this range, seeded per platform.</summary>
        public const double PlatformSpeedShareLow = 0.55;
        public const double PlatformSpeedShareHigh = 1.0;

        public BounceChainValues Values;
        public Ball Ball;
        public List<Platform> Platforms;
        public int Score;
        public int Chain;
        public int BestChain;
        public double Multiplier = 1.0;
        readonly List<BounceEvent> stepEvents = new List<BounceEvent>(8);
        /// <summary>Id of the platform bounced on last; -1 before the first bounce.</summary>
        public int LastPlatform = -1;
        public int LastPoints = -1;
        public bool LastRepeat;
        public int Bounces;
        public bool Over { get; private set; }
        /// <summary>Seconds of play.</summary>
        public double Time;
        /// <summary>Seconds since the last bounce (for squash and stretch).</summary>
        public double SinceBounce = double.PositiveInfinity;
        public double LastImpact;
        /// <summary>Steering direction held: -1 left, 0 none, 1 right.</summary>
        public int Steering;

        double sinceNudge = double.PositiveInfinity;
        double budget;
        uint seed;
        /// <summary>Deals a run's platforms: reseeded by Reset, so a new run makes no object.</summary>
        readonly Mulberry32 dealer;

        public BounceChainModel(BounceChainValues values, uint seed = 1)
        {
            Values = values;
            this.seed = seed;
            dealer = new Mulberry32(seed);
            Platforms = new List<Platform>(Levels.Length);
            LayPlatforms(Platforms, dealer, values.PlatformWidth);
            Ball = SpawnBall(Platforms[0], values);
        }

        /// <summary>A new run with <paramref name="newSeed"/>, as Restart deals one: the same model, no new object.</summary>
        public void Reset(uint newSeed)
        {
            seed = newSeed;
            Reset();
        }

        /// <summary>Back to the start with the same seed.</summary>
        public void Reset()
        {
            // The same platforms and ball, dealt again: a host holding them reads the new run, and nothing is made.
            dealer.Reseed(seed);
            LayPlatforms(Platforms, dealer, Values.PlatformWidth);
            Spawn(Ball, Platforms[0], Values);
            Score = 0;
            Chain = 0;
            BestChain = 0;
            Multiplier = 1.0;
            LastPlatform = -1;
            LastPoints = -1;
            LastRepeat = false;
            Bounces = 0;
            Over = false;
            Time = 0;
            SinceBounce = double.PositiveInfinity;
            sinceNudge = double.PositiveInfinity;
            LastImpact = 0;
            Steering = 0;
            budget = 0;
        }

        /// <summary>New settings from the next sub-step; before the first step the ball is placed again for them.</summary>
        public void Update(BounceChainValues values)
        {
            Values = values;
            double span = PlatformSpan(values.PlatformWidth);
            foreach (var platform in Platforms) platform.Left = Clamp(platform.Left, 0, span);
            // The ball waiting for the first step moves with the new values; the same object, so a frame allocates nothing.
            if (Time == 0 && !Over) Spawn(Ball, Platforms[0], values);
        }

        /// <summary>Hold a steering direction (-1, 0 or 1) until the next call.</summary>
        public void Steer(int direction)
        {
            Steering = direction;
        }

        /// <summary>A sideways nudge toward the platform NudgeTarget picks, at most once per NudgeCooldown. Returns whether it nudged.</summary>
        public bool Nudge()
        {
            if (Over || sinceNudge < NudgeCooldown) return false;
            int index = NudgeTarget(Ball, Platforms, LastPlatform, Values.PlatformWidth);
            if (index < 0) return false;
            var platform = Platforms[index];
            double dx = platform.Left + Values.PlatformWidth / 2 - Ball.X;
            Ball.Vx = NudgeVelocity(Ball.Vx, dx, PlatformVelocity(platform, Values));
            sinceNudge = 0;
            return true;
        }

        /// <summary>Advances the run by `seconds` of real time in fixed sub-steps; returns what happened, in order (one list, reused by the next Step: no garbage per frame).</summary>
        public List<BounceEvent> Step(double seconds)
        {
            var events = stepEvents;
            events.Clear();
            if (Over) return events;
            budget += !double.IsNaN(seconds) && !double.IsInfinity(seconds) ? Clamp(seconds, 0, MaxStepSeconds) : 0;
            while (budget >= SubStep * (1 - 1e-9))
            {
                budget = Math.Max(budget - SubStep, 0);
                var contact = Advance(Ball, Platforms, Values, Steering, SubStep);
                Time += SubStep;
                SinceBounce += SubStep;
                sinceNudge += SubStep;
                if (contact.HasValue) events.Add(Bounce(contact.Value));
                if (Ball.Y - BallRadius > WorldHeight)
                {
                    Over = true;
                    budget = 0;
                    events.Add(new BounceEvent { Kind = BounceEventKind.Fall, Score = Score, BestChain = BestChain, Time = Time });
                    break;
                }
            }
            return events;
        }

        static double Clamp(double value, double low, double high)
        {
            return Math.Min(Math.Max(value, low), high);
        }

        /// <summary>The slowest rebound: enough to rise MinBounceHeight.</summary>
        public static double MinBounceSpeed(double gravity)
        {
            return Math.Sqrt(2 * Math.Max(gravity, 0) * MinBounceHeight);
        }

        /// <summary>Upward speed after a bounce: restitution times impact speed, never below the minimum bounce.</summary>
        public static double ReboundSpeed(double impactSpeed, double restitution, double gravity)
        {
            return Math.Max(Math.Abs(impactSpeed) * restitution, MinBounceSpeed(gravity));
        }

        /// <summary>How far a platform's left end can travel.</summary>
        public static double PlatformSpan(double width)
        {
            return Math.Max(WorldWidth - width, 0);
        }

        /// <summary>Where a platform is after `seconds`: it slides between 0 and `span` and turns round at each end; exact for any duration.</summary>
        public static void MovePlatform(double left, int dir, double speed, double span, double seconds, out double movedLeft, out int movedDir)
        {
            if (span <= 0)
            {
                movedLeft = 0;
                movedDir = dir;
                return;
            }
            double period = 2 * span;
            double start = Clamp(left, 0, span);
            double travelled = (dir > 0 ? start : period - start) + Math.Max(speed, 0) * Math.Max(seconds, 0);
            double unfolded = ((travelled % period) + period) % period;
            if (unfolded <= span)
            {
                movedLeft = unfolded;
                movedDir = 1;
                return;
            }
            movedLeft = period - unfolded;
            movedDir = -1;
        }

        /// <summary>
        /// Seconds until a falling ball's bottom reaches the height `top` within `limit`, or -1. Exact
        /// under constant gravity (a swept test, so nothing tunnels). Only from above: platforms are one-way.
        /// </summary>
        public static double TimeToReach(double y, double vy, double gravity, double top, double limit)
        {
            double gap = y + BallRadius - top;
            if (gap > 1e-9) return -1;
            double below = Math.Min(gap, 0);
            double root = Math.Sqrt(vy * vy - 2 * gravity * below);
            double seconds;
            if (vy > 0) seconds = (-2 * below) / (vy + root);
            else if (gravity > 0) seconds = (root - vy) / gravity;
            else return -1;
            return seconds <= limit ? seconds : -1;
        }

        /// <summary>Sideways speed after `seconds` of steering (or of drag when not steering).</summary>
        public static double SteerVelocity(double vx, int direction, double acceleration, double seconds)
        {
            double dragged = vx * Math.Max(0, 1 - AirDrag * seconds);
            if (direction == 0) return dragged;
            double along = vx * direction;
            // Faster than steering alone can go: steering only keeps it from dragging below the top speed.
            if (along >= SteerTopSpeed) return direction * Math.Max(SteerTopSpeed, dragged * direction);
            return direction * Math.Min(along + acceleration * seconds, SteerTopSpeed);
        }

        /// <summary>Velocity of a platform now (right positive).</summary>
        public static double PlatformVelocity(Platform platform, BounceChainValues values)
        {
            return PlatformSpan(values.PlatformWidth) > 0 ? platform.Dir * values.PlatformSpeed * platform.SpeedFactor : 0;
        }

        /// <summary>The first platform the ball lands on within `seconds`: its index (or -1) and the time.</summary>
        public static int FindContact(Ball ball, List<Platform> platforms, BounceChainValues values, double seconds, out double time)
        {
            int bestIndex = -1;
            double bestTime = 0;
            double span = PlatformSpan(values.PlatformWidth);
            for (int index = 0; index < platforms.Count; index++)
            {
                var platform = platforms[index];
                double t = TimeToReach(ball.Y, ball.Vy, values.Gravity, platform.Y, seconds);
                if (t < 0 || (bestIndex >= 0 && t >= bestTime)) continue;
                double x = ball.X + ball.Vx * t;
                double left;
                int dir;
                MovePlatform(platform.Left, platform.Dir, values.PlatformSpeed * platform.SpeedFactor, span, t, out left, out dir);
                if (x >= left - EdgeGrace && x <= left + values.PlatformWidth + EdgeGrace)
                {
                    bestIndex = index;
                    bestTime = t;
                }
            }
            time = bestTime;
            return bestIndex;
        }

        /// <summary>
        /// One fixed sub-step (changes the ball and the platforms): steering, exact flight under gravity, a
        /// swept landing on a platform (rebound by restitution with the minimum bounce, plus the platform's
        /// velocity carried into the ball), the side walls and the ceiling, then the platforms slide on.
        /// </summary>
        public static Contact? Advance(Ball ball, List<Platform> platforms, BounceChainValues values, int direction, double seconds)
        {
            double g = values.Gravity;
            double span = PlatformSpan(values.PlatformWidth);
            ball.Vx = Clamp(SteerVelocity(ball.Vx, direction, values.Steer, seconds), -MaxSideSpeed, MaxSideSpeed);
            double t;
            int index = FindContact(ball, platforms, values, seconds, out t);
            Contact? contact = null;
            double flight = seconds;
            if (index >= 0)
            {
                var platform = platforms[index];
                double impactSpeed = ball.Vy + g * t;
                double movedLeft;
                int movedDir;
                MovePlatform(platform.Left, platform.Dir, values.PlatformSpeed * platform.SpeedFactor, span, t, out movedLeft, out movedDir);
                double carry = span > 0 ? movedDir * values.PlatformSpeed * platform.SpeedFactor : 0;
                ball.X += ball.Vx * t;
                ball.Y = platform.Y - BallRadius;
                ball.Vy = -ReboundSpeed(impactSpeed, values.Restitution, g);
                ball.Vx = Clamp(ball.Vx + carry, -MaxSideSpeed, MaxSideSpeed);
                contact = new Contact { Index = index, ImpactSpeed = impactSpeed, Carry = carry };
                flight = seconds - t;
            }
            ball.X += ball.Vx * flight;
            ball.Y += ball.Vy * flight + 0.5 * g * flight * flight;
            ball.Vy += g * flight;

            double r = BallRadius;
            if (ball.X < r)
            {
                ball.X = r;
                ball.Vx = Math.Abs(ball.Vx) * values.Restitution;
            }
            else if (ball.X > WorldWidth - r)
            {
                ball.X = WorldWidth - r;
                ball.Vx = -Math.Abs(ball.Vx) * values.Restitution;
            }
            if (ball.Y < r && ball.Vy < 0)
            {
                ball.Y = r;
                ball.Vy = -ball.Vy;
            }

            foreach (var each in platforms)
            {
                double movedLeft;
                int movedDir;
                MovePlatform(each.Left, each.Dir, values.PlatformSpeed * each.SpeedFactor, span, seconds, out movedLeft, out movedDir);
                each.Left = movedLeft;
                each.Dir = movedDir;
            }
            return contact;
        }

        /// <summary>The chain after a bounce on `platformId`: one longer when it differs from the last platform, else 1.</summary>
        public static int NextChain(int current, int previousPlatform, int platformId)
        {
            return previousPlatform >= 0 && previousPlatform != platformId && current > 0 ? current + 1 : 1;
        }

        /// <summary>1x for the first bounce of a chain, plus Multiplier Step for each further one, up to MaxMultiplier.</summary>
        public static double ChainMultiplier(int chain, double multiplierStep)
        {
            double raw = 1 + Math.Max(chain - 1, 0) * multiplierStep;
            return Math.Min(MaxMultiplier, JsRound(raw * 100) / 100.0);
        }

        /// <summary>A bounce scores 10 times the multiplier, rounded to a whole number.</summary>
        public static int BouncePoints(double multiplier)
        {
            return JsRound(BasePoints * multiplier);
        }

        /// <summary>
        /// The platform a nudge aims at: the nearest one below the ball other than the last one bounced on;
        /// the last one when it is the only one below; -1 when none is below.
        /// </summary>
        public static int NudgeTarget(Ball ball, List<Platform> platforms, int previousPlatform, double platformWidth)
        {
            double bottom = ball.Y + BallRadius;
            int best = -1;
            double bestDistance = double.PositiveInfinity;
            int fallback = -1;
            double fallbackDistance = double.PositiveInfinity;
            for (int index = 0; index < platforms.Count; index++)
            {
                var platform = platforms[index];
                if (platform.Y < bottom) continue;
                double dx = platform.Left + platformWidth / 2 - ball.X;
                double dy = platform.Y - ball.Y;
                double distance = Math.Sqrt(dx * dx + dy * dy);
                if (platform.Id != previousPlatform && distance < bestDistance)
                {
                    best = index;
                    bestDistance = distance;
                }
                if (distance < fallbackDistance)
                {
                    fallback = index;
                    fallbackDistance = distance;
                }
            }
            return best >= 0 ? best : fallback;
        }

        /// <summary>Sideways speed after a nudge toward a platform `dx` away (centre minus ball) moving at `platformVx`.</summary>
        public static double NudgeVelocity(double vx, double dx, double platformVx)
        {
            if (Math.Abs(dx) < NudgeDeadZone) return Clamp(platformVx, -MaxSideSpeed, MaxSideSpeed);
            return Clamp(vx + Math.Sign(dx) * NudgeSpeed, -MaxSideSpeed, MaxSideSpeed);
        }

        /// <summary>The run's platforms into <paramref name="made"/> (its Platform objects kept): one per level, with seeded height jitter, position, direction and speed share.</summary>
        static void LayPlatforms(List<Platform> made, Mulberry32 random, double platformWidth)
        {
            double span = PlatformSpan(platformWidth);
            for (int id = 0; id < Levels.Length; id++)
            {
                if (made.Count <= id) made.Add(new Platform());
                var platform = made[id];
                platform.Id = id;
                platform.Y = Levels[id] + random.Between(-LevelJitter, LevelJitter);
                platform.Left = random.Next() * span;
                platform.Dir = random.Next() < 0.5 ? -1 : 1;
                platform.SpeedFactor = random.Between(PlatformSpeedShareLow, PlatformSpeedShareHigh);
            }
        }

        /// <summary>The ball at rest at StartY, above where `platform` will be when the ball reaches it.</summary>
        static Ball SpawnBall(Platform platform, BounceChainValues values)
        {
            var ball = new Ball();
            Spawn(ball, platform, values);
            return ball;
        }

        /// <summary>Puts <paramref name="ball"/> at rest at StartY, above where `platform` will be when it gets there.</summary>
        static void Spawn(Ball ball, Platform platform, BounceChainValues values)
        {
            double drop = Math.Max(platform.Y - BallRadius - StartY, 0);
            double fall = Math.Sqrt((2 * drop) / values.Gravity);
            double left;
            int dir;
            MovePlatform(platform.Left, platform.Dir, values.PlatformSpeed * platform.SpeedFactor, PlatformSpan(values.PlatformWidth), fall, out left, out dir);
            ball.X = left + values.PlatformWidth / 2;
            ball.Y = StartY;
            ball.Vx = 0;
            ball.Vy = 0;
        }

        /// <summary>JavaScript's Math.round: halves round up (toward +infinity).</summary>
        public static int JsRound(double value)
        {
            double whole = Math.Floor(value);
            return (int)whole + (value - whole >= 0.5 ? 1 : 0);
        }

        BounceEvent Bounce(Contact contact)
        {
            var platform = Platforms[contact.Index];
            int id = platform.Id;
            bool repeat = LastPlatform == id;
            Chain = NextChain(Chain, LastPlatform, id);
            BestChain = Math.Max(BestChain, Chain);
            Multiplier = ChainMultiplier(Chain, Values.MultiplierStep);
            int points = BouncePoints(Multiplier);
            Score += points;
            LastPoints = points;
            LastRepeat = repeat;
            LastPlatform = id;
            Bounces += 1;
            SinceBounce = 0;
            LastImpact = contact.ImpactSpeed;
            return new BounceEvent
            {
                Kind = BounceEventKind.Bounce, Platform = id, Chain = Chain, Multiplier = Multiplier, Points = points, Score = Score, Repeat = repeat,
                X = Ball.X, Y = Ball.Y + BallRadius, ImpactSpeed = contact.ImpactSpeed, Time = Time, BestChain = BestChain,
            };
        }
    }
}
