// TimingWheel's rules without an engine: the spin, the charge, the brake, the landing and the score,
// stepped in real seconds. A port of the Microloop website's model (the JavaScript kit's createModel),
// checked against its golden traces: same seed, same calls, same run, to the last bit of every double.
// No UnityEngine here: TimingWheelGame draws it and feeds it input.
using System;
using System.Collections.Generic;

namespace Microloop.TimingWheel
{
    /// <summary>The six tuned settings, as doubles (the website's numbers).</summary>
    public struct TimingWheelValues : IEquatable<TimingWheelValues>
    {
        /// <summary>Equal slices of the wheel (6 to 24).</summary>
        public double Segments;
        /// <summary>Turns a second the wheel spins up to (over SpinUpSeconds) in a run's first round, before any hit ramps it.</summary>
        public double Speed;
        /// <summary>Neighbouring segments lit as the target (1 to 3).</summary>
        public double TargetSize;
        /// <summary>Milliseconds a hold takes to fill the charge.</summary>
        public double ChargeTime;
        /// <summary>Seconds a fully charged release takes to stop the wheel.</summary>
        public double BrakeTime;
        /// <summary>Multiplies the spin speed after every hit (up to MaxSpinSpeed).</summary>
        public double Ramp;

        /// <summary>Field by field, without boxing (ValueType.Equals(object) boxes both sides every call).</summary>
        public bool Equals(TimingWheelValues other)
        {
            return Segments.Equals(other.Segments) && Speed.Equals(other.Speed) && TargetSize.Equals(other.TargetSize) &&
                ChargeTime.Equals(other.ChargeTime) && BrakeTime.Equals(other.BrakeTime) && Ramp.Equals(other.Ramp);
        }

        public override bool Equals(object other)
        {
            return other is TimingWheelValues && Equals((TimingWheelValues)other);
        }

        public override int GetHashCode()
        {
            return Segments.GetHashCode() ^ Speed.GetHashCode() * 3 ^ TargetSize.GetHashCode() * 7 ^ ChargeTime.GetHashCode() * 11 ^
                BrakeTime.GetHashCode() * 13 ^ Ramp.GetHashCode() * 17;
        }
    }

    /// <summary>Waiting, holding, stopping, showing a landing, or done.</summary>
    public enum WheelPhase { Spinning, Charging, Braking, Landed, Over }

    /// <summary>Hit: on the target; Near: a segment right beside it; Miss: anywhere else.</summary>
    public enum Judgement { Hit, Near, Miss }

    /// <summary>What one stop of the wheel came to. A value: a landing costs no garbage.</summary>
    public struct WheelLanding
    {
        /// <summary>The segment under the pointer when the wheel stopped.</summary>
        public int Segment;
        /// <summary>The first lit segment (the target spans TargetSize segments from here, upwards).</summary>
        public int Target;
        public int TargetSize;
        public Judgement Result;
        /// <summary>Points this landing scored (0 unless it hit).</summary>
        public int Points;
        /// <summary>Consecutive hits, this one included (0 after a near or a miss).</summary>
        public int Streak;
        /// <summary>The run's score after this landing.</summary>
        public int Score;
        /// <summary>Misses left before the run ends (0 when this landing ended it).</summary>
        public int LivesLeft;
    }

    /// <summary>What a step event is: the wheel landed, or a new target lit.</summary>
    public enum WheelEventKind { Land, Target }

    /// <summary>Land (Landing is set) or Target: a new target lit, with the speed the wheel spins up to.</summary>
    public struct WheelEvent
    {
        public WheelEventKind Kind;
        public WheelLanding Landing;
        public int Target;
        public double Speed;
    }

    /// <summary>
    /// TimingWheel without a screen. Angles are in turns (1 = a full circle) and grow clockwise; the
    /// pointer sits at 12 o'clock. Segment i covers the wheel's own angles [i/N, (i+1)/N) clockwise from
    /// its top. Deterministic for a seed.
    /// </summary>
    public class TimingWheelModel
    {
        /// <summary>Misses (near misses included) that end a run.</summary>
        public const int Lives = 3;
        /// <summary>A release with no charge takes this many times longer to stop than a full one.</summary>
        public const double CoastFactor = 4;
        /// <summary>The spin never ramps past this many turns a second.</summary>
        public const double MaxSpinSpeed = 2;
        /// <summary>Seconds the wheel takes to spin up from rest to its speed.</summary>
        public const double SpinUpSeconds = 0.6;
        /// <summary>Seconds a landing is shown before the next target lights.</summary>
        public const double ResultSeconds = 0.9;

        sealed class Brake
        {
            public double From, Speed, Deceleration, Duration, Elapsed, Stop;
        }

        /// <summary>The wheel's turn, in [0, 1).</summary>
        public double Angle;
        /// <summary>Turns per second right now.</summary>
        public double Speed;
        /// <summary>Turns per second the wheel spins up to this round.</summary>
        public double Cruise;
        /// <summary>0 to 1 while a hold charges the brake.</summary>
        public double Charge;
        public WheelPhase Phase = WheelPhase.Spinning;
        public int Target;
        public int Score;
        public int Streak;
        public int BestStreak;
        public int Misses;
        public int Hits;
        /// <summary>The last landing, or null.</summary>
        public WheelLanding? Last;
        /// <summary>Seconds since the last landing (drives the result display).</summary>
        public double ResultAge;

        uint seed;
        TimingWheelValues values;
        Mulberry32 random;
        double held;
        Brake brake;
        /// <summary>Seconds already played ahead by press/release catch-up, taken off the next steps.</summary>
        double credit;
        // Reused and sized up front, so play allocates nothing per frame: this step's events and the list the last
        // Step returned, the brake.
        List<WheelEvent> pending = new List<WheelEvent>(8);
        List<WheelEvent> delivered = new List<WheelEvent>(8);
        readonly Brake reusedBrake = new Brake();

        public TimingWheelModel(TimingWheelValues values, uint seed = 1)
        {
            this.values = values;
            this.seed = seed;
            Reset();
        }

        public TimingWheelValues Settings { get { return values; } }
        public int LivesLeft { get { return Math.Max(0, Lives - Misses); } }
        public bool IsOver { get { return Phase == WheelPhase.Over; } }
        /// <summary>The run is over by its rules (the third miss): IsOver, by the name every Microloop model has.</summary>
        public bool Over { get { return IsOver; } }
        public int Segments { get { return (int)values.Segments; } }
        public int TargetSize { get { return (int)values.TargetSize; } }

        /// <summary>0 to 1 while the wheel brakes (1 once stopped).</summary>
        public double BrakeProgress
        {
            get
            {
                if (brake == null) return Phase == WheelPhase.Landed || Phase == WheelPhase.Over ? 1 : 0;
                return brake.Duration > 0 ? Clamp01(brake.Elapsed / brake.Duration) : 1;
            }
        }

        static double Clamp01(double value)
        {
            return Math.Min(1, Math.Max(0, value));
        }

        /// <summary>JavaScript's Math.round: halves go up (towards +infinity).</summary>
        static double JsRound(double value)
        {
            double floor = Math.Floor(value);
            return value - floor >= 0.5 ? floor + 1 : floor;
        }

        /// <summary>Any angle in turns, brought into [0, 1).</summary>
        public static double WrapTurns(double angle)
        {
            double wrapped = ((angle % 1) + 1) % 1;
            return wrapped >= 1 ? 0 : wrapped;
        }

        /// <summary>The charge a hold of heldSeconds builds: 0 to 1 over chargeTimeMs, then stays full.</summary>
        public static double ChargeFor(double heldSeconds, double chargeTimeMs)
        {
            if (!(chargeTimeMs > 0)) return 1;
            return Clamp01((heldSeconds * 1000) / chargeTimeMs);
        }

        /// <summary>Seconds a release with this charge takes to stop: brakeTime at full charge, CoastFactor times that at none.</summary>
        public static double StopSeconds(double charge, double brakeTime)
        {
            return brakeTime * (CoastFactor - (CoastFactor - 1) * Clamp01(charge));
        }

        /// <summary>Turns the wheel travels while it brakes from speed (turns/s) at deceleration (turns/s²).</summary>
        public static double BrakingDistance(double speed, double deceleration)
        {
            if (!(speed > 0)) return 0;
            if (!(deceleration > 0)) return double.PositiveInfinity;
            return (speed * speed) / (2 * deceleration);
        }

        /// <summary>The brake's deceleration in turns/s² for a charge, given the speed at release and Brake Time.</summary>
        public static double DecelerationFor(double charge, double speed, double brakeTime)
        {
            return Math.Max(speed, 0) / StopSeconds(charge, brakeTime);
        }

        /// <summary>Where (in turns, not wrapped) a wheel at angle spinning at speed stops when released with charge.</summary>
        public static double StopAngle(double angle, double speed, double charge, double brakeTime)
        {
            return angle + BrakingDistance(speed, DecelerationFor(charge, speed, brakeTime));
        }

        /// <summary>The segment under the 12 o'clock pointer when the wheel is turned clockwise by angle turns.</summary>
        public static int SegmentAt(double angle, int segments)
        {
            return (int)Math.Floor(WrapTurns(-angle) * segments) % segments;
        }

        /// <summary>Hit on one of the targetSize lit segments from target, Near just before or after them, Miss otherwise.</summary>
        public static Judgement JudgeLanding(int segment, int target, int targetSize, int segments)
        {
            int offset = (((segment - target) % segments) + segments) % segments;
            if (offset < targetSize) return Judgement.Hit;
            if (offset == targetSize || offset == segments - 1) return Judgement.Near;
            return Judgement.Miss;
        }

        /// <summary>Points for a hit: ten for each target's width of the wheel that passes the pointer a second, round(10 × segments × speed ÷ targetSize), at least 1 (72 at the defaults).</summary>
        public static int PointsFor(double segments, double targetSize, double speed)
        {
            return (int)Math.Max(1, JsRound((10 * segments * speed) / targetSize));
        }

        /// <summary>The speed a run spins at after hits hits: Speed × Ramp per hit, capped at MaxSpinSpeed.</summary>
        public static double CruiseSpeed(TimingWheelValues values, int hits)
        {
            return Math.Min(MaxSpinSpeed, values.Speed * Math.Pow(values.Ramp, hits));
        }

        /// <summary>A new first lit segment, never the current one.</summary>
        static int NextTarget(Mulberry32 random, int current, int segments)
        {
            if (current < 0 || current >= segments) return (int)Math.Floor(random.Next() * segments) % segments;
            return (current + 1 + (int)Math.Floor(random.Next() * (segments - 1))) % segments;
        }

        /// <summary>How a release now would be judged: Hit, Near or Miss.</summary>
        public Judgement JudgeReleaseNow()
        {
            int segment = SegmentAt(WrapTurns(StopAngle(Angle, Speed, Charge, values.BrakeTime)), Segments);
            return JudgeLanding(segment, Target, TargetSize, Segments);
        }

        /// <summary>Starts over with a new seed.</summary>
        public void Reset(uint newSeed)
        {
            seed = newSeed;
            Reset();
        }

        public void Reset()
        {
            if (random == null) random = new Mulberry32(seed);
            else random.Reseed(seed);
            Angle = 0;
            Speed = 0;
            Charge = 0;
            held = 0;
            Phase = WheelPhase.Spinning;
            Score = 0;
            Streak = 0;
            BestStreak = 0;
            Misses = 0;
            Hits = 0;
            Last = null;
            ResultAge = 0;
            brake = null;
            credit = 0;
            pending.Clear();
            Cruise = CruiseSpeed(values, 0);
            Target = NextTarget(random, -1, Segments);
        }

        /// <summary>New values, from the next moment of play (a brake already under way finishes as it began).</summary>
        public void Update(TimingWheelValues next)
        {
            values = next;
            Target %= Segments;
            Cruise = CruiseSpeed(next, Hits);
        }

        /// <summary>Starts charging the brake; only while the wheel spins freely. after: seconds after the last step the press happened.</summary>
        public bool Press(double after = 0)
        {
            CatchUp(after);
            if (Phase != WheelPhase.Spinning) return false;
            Phase = WheelPhase.Charging;
            held = 0;
            Charge = 0;
            return true;
        }

        /// <summary>Releases the hold: the wheel brakes with the charge built so far. after as for Press.</summary>
        public bool Release(double after = 0)
        {
            CatchUp(after);
            if (Phase != WheelPhase.Charging) return false;
            double brakeTime = values.BrakeTime;
            double deceleration = DecelerationFor(Charge, Speed, brakeTime);
            brake = reusedBrake;
            brake.From = Angle;
            brake.Speed = Speed;
            brake.Deceleration = deceleration;
            brake.Duration = deceleration > 0 ? Speed / deceleration : 0;
            brake.Elapsed = 0;
            brake.Stop = StopAngle(Angle, Speed, Charge, brakeTime);
            Phase = WheelPhase.Braking;
            if (brake.Duration == 0) Land();
            return true;
        }

        /// <summary>Drops a hold without braking (the game paused while it was held).</summary>
        public void CancelHold()
        {
            if (Phase != WheelPhase.Charging) return;
            Phase = WheelPhase.Spinning;
            held = 0;
            Charge = 0;
        }

        /// <summary>Advances the game by seconds of real time; returns what happened, in order (a list the next Step reuses). One long step moves the wheel as the short steps of the same time do.</summary>
        public List<WheelEvent> Step(double seconds)
        {
            double time = Math.Max(0, double.IsNaN(seconds) || double.IsInfinity(seconds) ? 0 : seconds);
            double spend = Math.Min(time, credit);
            credit -= spend;
            Advance(time - spend);
            var events = pending;
            pending = delivered;
            pending.Clear();
            delivered = events;
            return events;
        }

        /// <summary>Plays up to <paramref name="seconds"/> past the last step: only what an earlier input of this step has not played already.</summary>
        void CatchUp(double seconds)
        {
            double ahead = Math.Max(0, double.IsNaN(seconds) || double.IsInfinity(seconds) ? 0 : seconds);
            if (ahead <= credit) return;
            Advance(ahead - credit);
            credit = ahead;
        }

        void Advance(double seconds)
        {
            double left = seconds;
            // Each pass ends a phase or uses up the time; a landing and a new round fit in a few passes.
            for (int pass = 0; pass < 8 && left > 0; pass++) left = AdvancePhase(left);
        }

        /// <summary>Plays up to seconds of the current phase; returns the time left over when the phase ended.</summary>
        double AdvancePhase(double seconds)
        {
            switch (Phase)
            {
                case WheelPhase.Spinning:
                case WheelPhase.Charging:
                    Spin(seconds);
                    return 0;
                case WheelPhase.Braking:
                    return BrakeFor(seconds);
                case WheelPhase.Landed:
                {
                    double left = ResultAge + seconds - ResultSeconds;
                    ResultAge = Math.Min(ResultAge + seconds, ResultSeconds);
                    if (left < 0) return 0;
                    NextRound();
                    return left;
                }
                default:
                    return 0;
            }
        }

        void Spin(double seconds)
        {
            double before = Speed;
            double acceleration = Math.Max(Cruise, 0.01) / SpinUpSeconds;
            double change = acceleration * seconds;
            double gap = Math.Abs(Cruise - before);
            if (gap < change)
            {
                // The wheel reaches its speed within this step: the ramp and the rest each count at their own speeds, so one
                // long step moves it as the short steps of the same time do.
                double ramp = gap / acceleration;
                Speed = Cruise;
                Angle = WrapTurns(Angle + ((before + Cruise) / 2) * ramp + Cruise * (seconds - ramp));
            }
            else
            {
                Speed = before < Cruise ? before + change : before - change;
                Angle = WrapTurns(Angle + ((before + Speed) / 2) * seconds);
            }
            if (Phase == WheelPhase.Charging)
            {
                held += seconds;
                Charge = ChargeFor(held, values.ChargeTime);
            }
        }

        double BrakeFor(double seconds)
        {
            if (brake == null) return 0;
            brake.Elapsed += seconds;
            if (brake.Elapsed >= brake.Duration)
            {
                double left = brake.Elapsed - brake.Duration;
                Land();
                return left;
            }
            double t = brake.Elapsed;
            Speed = brake.Speed - brake.Deceleration * t;
            Angle = WrapTurns(brake.From + brake.Speed * t - (brake.Deceleration * t * t) / 2);
            return 0;
        }

        void Land()
        {
            int segments = Segments, targetSize = TargetSize;
            Angle = WrapTurns(brake != null ? brake.Stop : Angle);
            Speed = 0;
            brake = null;
            Charge = 0;
            held = 0;
            int segment = SegmentAt(Angle, segments);
            var result = JudgeLanding(segment, Target, targetSize, segments);
            int points = 0;
            if (result == Judgement.Hit)
            {
                points = PointsFor(values.Segments, values.TargetSize, Cruise);
                Score += points;
                Streak += 1;
                Hits += 1;
                BestStreak = Math.Max(BestStreak, Streak);
            }
            else
            {
                Streak = 0;
                Misses += 1;
            }
            ResultAge = 0;
            Phase = Misses >= Lives ? WheelPhase.Over : WheelPhase.Landed;
            Last = new WheelLanding
            {
                Segment = segment,
                Target = Target,
                TargetSize = targetSize,
                Result = result,
                Points = points,
                Streak = Streak,
                Score = Score,
                LivesLeft = LivesLeft,
            };
            pending.Add(new WheelEvent { Kind = WheelEventKind.Land, Landing = Last.Value });
        }

        void NextRound()
        {
            Target = NextTarget(random, Target, Segments);
            Cruise = CruiseSpeed(values, Hits);
            Speed = 0;
            Phase = WheelPhase.Spinning;
            pending.Add(new WheelEvent { Kind = WheelEventKind.Target, Target = Target, Speed = Cruise });
        }
    }
}
