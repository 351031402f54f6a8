// Replays golden-trace scenarios on the C# models and prints the records, one JSON object a line:
//   {"trace":"<slug>/<name>","step":N,"events":[{...}],"state":{...}}
// A double is printed as "#" and its 16 hex digits of IEEE bits, so nothing is lost in formatting.
// Scenarios come on stdin, written by unity-ports.test.ts, doubles as 64-bit integers of their bits:
//   scenario <slug> <name> <seed> <dtBits> <steps> <sampleEvery> <key>=<bits> ...
//   input <step> <action> [<argBits>]
//   end
// Compiled with the model files only (no UnityEngine): the models must not need it. -define:PHYSICS_DROPPER,
// -define:MEMORY_TILES, -define:RHYTHM_CLACKER, -define:TIMING_WHEEL, -define:DOUBLE_TAP_DASH, -define:BOUNCE_CHAIN ... say which models are on the command line.
using System;
using System.Collections.Generic;
using System.Globalization;
using System.Text;
#if MEMORY_TILES
using Microloop.MemoryTiles;
#endif
#if PHYSICS_DROPPER
using Microloop.PhysicsDropper;
#endif
#if RHYTHM_CLACKER
using Microloop.RhythmClacker;
#endif
#if TIMING_WHEEL
using Microloop.TimingWheel;
#endif
#if DOUBLE_TAP_DASH
using Microloop.DoubleTapDash;
#endif
#if BOUNCE_CHAIN
using Microloop.BounceChain;
#endif

public static class TraceRunner
{
    static readonly StringBuilder Out = new StringBuilder();

    static string Num(double value)
    {
        return "\"#" + BitConverter.DoubleToInt64Bits(value).ToString("x16") + "\"";
    }

    static string Str(string value)
    {
        return value == null ? "null" : "\"" + value.Replace("\\", "\\\\").Replace("\"", "\\\"") + "\"";
    }

    /// <summary>An enum member as the TypeScript traces spell it: EnterBin "enter-bin", NotReady "not-ready".</summary>
    static string Kebab(Enum value)
    {
        var name = value.ToString();
        var text = new System.Text.StringBuilder();
        for (int i = 0; i < name.Length; i++)
        {
            if (i > 0 && char.IsUpper(name[i])) text.Append('-');
            text.Append(char.ToLowerInvariant(name[i]));
        }
        return text.ToString();
    }

    /// <summary>An enum member in camelCase: PeekOver "peekOver".</summary>
    static string Camel(Enum value)
    {
        var name = value.ToString();
        return char.ToLowerInvariant(name[0]) + name.Substring(1);
    }

    static string Obj(params object[] pairs)
    {
        var parts = new List<string>();
        for (int i = 0; i < pairs.Length; i += 2)
        {
            object value = pairs[i + 1];
            string text;
            if (value == null) text = "null";
            else if (value is double) text = Num((double)value);
            else if (value is int) text = ((int)value).ToString(CultureInfo.InvariantCulture);
            else if (value is long) text = ((long)value).ToString(CultureInfo.InvariantCulture);
            else if (value is bool) text = (bool)value ? "true" : "false";
            else text = Str((string)value);
            parts.Add(Str((string)pairs[i]) + ":" + text);
        }
        return "{" + string.Join(",", parts.ToArray()) + "}";
    }

    class Scenario
    {
        public string Slug, Name;
        public uint Seed;
        public double Dt;
        public int Steps, SampleEvery;
        public readonly Dictionary<string, double> Values = new Dictionary<string, double>();
        public readonly Dictionary<int, List<KeyValuePair<string, double[]>>> Inputs = new Dictionary<int, List<KeyValuePair<string, double[]>>>();
    }

    interface IDriver
    {
        List<string> Input(string action, double[] args);
        List<string> Step(double dt);
        string State();
    }

    static double Bits(string text)
    {
        return BitConverter.Int64BitsToDouble(long.Parse(text, CultureInfo.InvariantCulture));
    }

#if PHYSICS_DROPPER
    class DropperDriver : IDriver
    {
        readonly PhysicsDropperModel model;

        public DropperDriver(Scenario s)
        {
            var values = new PhysicsDropperValues { Gravity = s.Values["gravity"], Bounciness = s.Values["bounciness"], Speed = s.Values["speed"], Density = s.Values["density"] };
            model = new PhysicsDropperModel(values, s.Seed);
        }

        public List<string> Input(string action, double[] args)
        {
            if (action != "drop") throw new ArgumentException("PhysicsDropper has no input " + action);
            bool dropped = model.Drop(args.Length > 0 ? args[0] : double.NaN);
            return dropped ? new List<string>() : new List<string> { Obj("type", "board-full") };
        }

        public List<string> Step(double dt)
        {
            var result = new List<string>();
            foreach (var e in model.Step(dt))
            {
                string type = Kebab(e.Kind);
                if (e.Kind == DropperEventKind.Release) result.Add(Obj("type", type, "id", e.Id, "time", e.Time, "x", e.X));
                else if (e.Kind == DropperEventKind.EnterBin) result.Add(Obj("type", type, "id", e.Id, "time", e.Time, "bin", e.Bin, "fallSeconds", e.FallSeconds));
                else result.Add(Obj("type", type, "id", e.Id, "time", e.Time, "bin", e.Bin, "points", e.Points, "x", e.X, "y", e.Y, "vy", e.Vy, "resting", e.Resting));
            }
            return result;
        }

        public string State()
        {
            var first = model.Balls.Count > 0 ? model.Balls[0] : null;
            return Obj("score", model.Score, "scored", model.Scored, "ballsInPlay", model.Balls.Count, "time", model.Time, "subSteps", model.SubSteps,
                "firstX", first == null ? null : (object)first.X, "firstY", first == null ? null : (object)first.Y,
                "firstVx", first == null ? null : (object)first.Vx, "firstVy", first == null ? null : (object)first.Vy);
        }
    }

#endif

#if MEMORY_TILES
    class MemoryDriver : IDriver
    {
        readonly MemoryTilesModel model;
        double now;

        public MemoryDriver(Scenario s)
        {
            var values = new MemoryTilesValues { Size = s.Values["size"], Peek = s.Values["peek"], PeekCut = s.Values["peekCut"], FlipBack = s.Values["flipBack"] };
            model = new MemoryTilesModel(values, s.Seed);
        }

        static readonly string[] Stages = { "dealt", "peek", "play", "cleared" };

        public List<string> Input(string action, double[] args)
        {
            if (action == "begin")
            {
                bool begun = model.Begin(now);
                return new List<string> { Obj("type", "begin", "begun", begun, "peekLength", model.PeekLength) };
            }
            if (action == "next")
            {
                int before = model.Round;
                model.NextBoard();
                bool dealt = model.Round != before;
                return new List<string> { Obj("type", "deal", "dealt", dealt, "round", model.Round, "side", model.Side) };
            }
            if (action != "flip") throw new ArgumentException("MemoryTiles has no input " + action);
            var o = model.Flip((int)args[0], now);
            switch (o.Kind)
            {
                case FlipKind.Ignored: return new List<string> { Obj("type", "ignored") };
                case FlipKind.First: return new List<string> { Obj("type", "first", "symbol", o.Symbol) };
                case FlipKind.Miss: return new List<string> { Obj("type", "miss", "first", o.FirstSymbol, "second", o.Symbol, "moves", o.Moves) };
                default:
                    return new List<string> { Obj("type", "match", "symbol", o.Symbol, "moves", o.Moves, "matchedPairs", o.MatchedPairs, "pairs", o.Pairs,
                        "clearedStars", o.Cleared.HasValue ? (object)o.Cleared.Value.Stars : null,
                        "clearedStreak", o.Cleared.HasValue ? (object)o.Cleared.Value.Streak : null) };
            }
        }

        public List<string> Step(double dt)
        {
            now += dt * 1000;
            var result = new List<string>();
            foreach (var e in model.Tick(now))
                result.Add(e.Kind == MemoryTickKind.PeekOver ? Obj("type", Camel(e.Kind)) : Obj("type", Camel(e.Kind), "first", e.First, "second", e.Second));
            return result;
        }

        public string State()
        {
            var letters = new StringBuilder();
            foreach (var tile in model.Tiles) letters.Append(tile.Matched ? 'm' : tile.FaceUp ? 'u' : 'd');
            return Obj("now", now, "stage", Stages[(int)model.Stage], "score", model.Score, "streak", model.Streak, "round", model.Round,
                "moves", model.Moves, "matchedPairs", model.MatchedPairs, "tiles", letters.ToString());
        }
    }

#endif

#if RHYTHM_CLACKER
    class RhythmDriver : IDriver
    {
        readonly RhythmClackerModel model;
        readonly RhythmCalibrationRound round = new RhythmCalibrationRound();
        RhythmClackerValues values;

        public RhythmDriver(Scenario s)
        {
            values = new RhythmClackerValues
            {
                Bpm = s.Values["bpm"], PerfectWindow = s.Values["perfectWindow"], GoodWindow = s.Values["goodWindow"],
                Latency = s.Values["latency"], NoteSpeed = s.Values["noteSpeed"], BeatMap = s.Values["beatMap"],
            };
            model = new RhythmClackerModel(values, s.Seed);
        }

        static string Judged(string type, RhythmJudgement j)
        {
            return Obj("type", type, "grade", j.Grade.ToString(), "offsetMs", j.OffsetMs, "combo", j.Combo, "score", j.Score, "points", j.Points,
                "note", j.Note.HasValue ? (object)j.Note.Value : null, "time", j.Time);
        }

        public List<string> Input(string action, double[] args)
        {
            if (action == "tap")
            {
                var judgement = args.Length > 0 ? model.Tap(args[0]) : model.Tap();
                return new List<string> { judgement == null ? Obj("type", "ignored") : Judged("tap", judgement.Value) };
            }
            if (action == "bpm")
            {
                values.Bpm = args[0];
                model.Update(values);
                return new List<string> { Obj("type", "bpm", "bpm", args[0], "time", model.Time) };
            }
            if (action == "calibrate") return new List<string> { Obj("type", "calibrate", "offsetMs", round.Tap(args[0])) };
            throw new ArgumentException("RhythmClacker has no input " + action);
        }

        public List<string> Step(double dt)
        {
            var result = new List<string>();
            foreach (var j in model.Step(dt)) result.Add(Judged("missed", j));
            round.Step(dt);
            return result;
        }

        public string State()
        {
            var spark = model.Sparks[0];
            var measured = round.Measured();
            return Obj("time", model.Time, "score", model.Score, "combo", model.Combo, "bestCombo", model.BestCombo, "multiplier", model.Multiplier,
                "perfect", model.Perfects, "good", model.Goods, "miss", model.Misses, "strayTaps", model.StrayTaps, "accuracy", model.Accuracy,
                "over", model.Over, "progress", model.Progress, "sparkAngle", spark.Angle, "sparkSpeed", spark.Speed,
                "sparkAge", spark.Active ? (object)spark.Age : null, "calTime", round.Time, "calClicks", round.ClicksHeard, "calDone", round.Done,
                "calMeasured", measured.HasValue ? (object)measured.Value : null);
        }
    }

#endif

#if TIMING_WHEEL
    class WheelDriver : IDriver
    {
        readonly TimingWheelModel model;

        public WheelDriver(Scenario s)
        {
            var values = new TimingWheelValues
            {
                Segments = s.Values["segments"], Speed = s.Values["speed"], TargetSize = s.Values["targetSize"],
                ChargeTime = s.Values["chargeTime"], BrakeTime = s.Values["brakeTime"], Ramp = s.Values["ramp"],
            };
            model = new TimingWheelModel(values, s.Seed);
        }

        static string Lower(object value)
        {
            return value.ToString().ToLowerInvariant();
        }

        public List<string> Input(string action, double[] args)
        {
            double after = args.Length > 0 ? args[0] : 0;
            if (action == "press") return new List<string> { Obj("type", "press", "ok", model.Press(after)) };
            if (action == "release") return new List<string> { Obj("type", "release", "ok", model.Release(after)) };
            if (action != "cancel") throw new ArgumentException("TimingWheel has no input " + action);
            model.CancelHold();
            return new List<string> { Obj("type", "cancel") };
        }

        public List<string> Step(double dt)
        {
            var result = new List<string>();
            foreach (var e in model.Step(dt))
            {
                if (e.Kind == WheelEventKind.Target) result.Add(Obj("type", "target", "target", e.Target, "speed", e.Speed));
                else
                {
                    var l = e.Landing;
                    result.Add(Obj("type", "land", "segment", l.Segment, "target", l.Target, "targetSize", l.TargetSize, "result", Lower(l.Result),
                        "points", l.Points, "streak", l.Streak, "score", l.Score, "livesLeft", l.LivesLeft));
                }
            }
            return result;
        }

        public string State()
        {
            return Obj("phase", Lower(model.Phase), "angle", model.Angle, "speed", model.Speed, "cruise", model.Cruise, "charge", model.Charge,
                "target", model.Target, "score", model.Score, "streak", model.Streak, "bestStreak", model.BestStreak, "hits", model.Hits,
                "misses", model.Misses, "livesLeft", model.LivesLeft, "resultAge", model.ResultAge, "brakeProgress", model.BrakeProgress);
        }
    }

#endif

#if DOUBLE_TAP_DASH
    class DashDriver : IDriver
    {
        readonly DoubleTapDashModel model;

        public DashDriver(Scenario s)
        {
            var values = new DoubleTapDashValues { Window = s.Values["window"], StartSpeed = s.Values["startSpeed"], Ramp = s.Values["ramp"], Spacing = s.Values["spacing"], Dash = s.Values["dash"] };
            model = new DoubleTapDashModel(values, s.Seed);
        }

        static List<string> Events(List<DashEvent> events)
        {
            var result = new List<string>();
            foreach (var e in events)
            {
                string type = Kebab(e.Kind);
                if (e.Kind == DashEventKind.Dash || e.Kind == DashEventKind.Phase) result.Add(Obj("type", type, "distance", e.Distance));
                else if (e.Kind == DashEventKind.NotReady) result.Add(Obj("type", type));
                else if (e.Kind == DashEventKind.Gate) result.Add(Obj("type", type, "id", e.Id, "result", Kebab(e.Result), "combo", e.Combo, "bonus", e.Bonus));
                else if (e.Kind == DashEventKind.Lapse) result.Add(Obj("type", type, "lost", e.Lost, "reason", Kebab(e.Reason)));
                else result.Add(Obj("type", type, "id", e.Id, "distance", e.Distance));
            }
            return result;
        }

        public List<string> Input(string action, double[] args)
        {
            if (action != "tap") throw new ArgumentException("DoubleTapDash has no input " + action);
            return Events(model.Tap(args[0]));
        }

        public List<string> Step(double dt)
        {
            return Events(model.Step(dt));
        }

        public string State()
        {
            var next = model.NextGate;
            return Obj("score", model.Score, "distance", model.Distance, "speed", model.Speed, "combo", model.Combo, "bestCombo", model.BestCombo,
                "bonus", model.Bonus, "over", model.Over, "last", model.Last.HasValue ? Kebab(model.Last.Value) : null, "dashLeft", model.DashLeft, "phaseLeft", model.PhaseLeft,
                "cooldownLeft", model.CooldownLeft, "gates", model.Gates.Count, "nextGateId", next == null ? null : (object)next.Id,
                "nextGateX", next == null ? null : (object)next.X, "nextGateClosing", next == null || next.Closing < 0 ? null : (object)next.Closing);
        }
    }

#endif

#if BOUNCE_CHAIN
    class BounceDriver : IDriver
    {
        readonly BounceChainModel model;

        public BounceDriver(Scenario s)
        {
            var values = new BounceChainValues
            {
                Gravity = s.Values["gravity"], Restitution = s.Values["restitution"], PlatformSpeed = s.Values["platformSpeed"],
                PlatformWidth = s.Values["platformWidth"], MultiplierStep = s.Values["multiplierStep"], Steer = s.Values["steer"],
            };
            model = new BounceChainModel(values, s.Seed);
        }

        public List<string> Input(string action, double[] args)
        {
            if (action == "steer")
            {
                model.Steer((int)args[0]);
                return new List<string>();
            }
            if (action != "nudge") throw new ArgumentException("BounceChain has no input " + action);
            return new List<string> { Obj("type", "nudge", "nudged", model.Nudge()) };
        }

        public List<string> Step(double dt)
        {
            var result = new List<string>();
            foreach (var e in model.Step(dt))
            {
                string type = Kebab(e.Kind);
                if (e.Kind == BounceEventKind.Fall) result.Add(Obj("type", type, "score", e.Score, "bestChain", e.BestChain, "time", e.Time));
                else result.Add(Obj("type", type, "platform", e.Platform, "chain", e.Chain, "multiplier", e.Multiplier, "points", e.Points, "score", e.Score,
                    "repeat", e.Repeat, "x", e.X, "y", e.Y, "impactSpeed", e.ImpactSpeed, "time", e.Time));
            }
            return result;
        }

        public string State()
        {
            var top = model.Platforms[0];
            return Obj("score", model.Score, "chain", model.Chain, "bestChain", model.BestChain, "multiplier", model.Multiplier, "over", model.Over,
                "time", model.Time, "x", model.Ball.X, "y", model.Ball.Y, "vx", model.Ball.Vx, "vy", model.Ball.Vy, "topLeft", top.Left, "topDir", top.Dir);
        }
    }

#endif

    static void Run(Scenario s)
    {
        IDriver driver = null;
#if PHYSICS_DROPPER
        if (s.Slug == "physics-dropper") driver = new DropperDriver(s);
#endif
#if MEMORY_TILES
        if (s.Slug == "memory-tiles") driver = new MemoryDriver(s);
#endif
#if RHYTHM_CLACKER
        if (s.Slug == "rhythm-clacker") driver = new RhythmDriver(s);
#endif
#if TIMING_WHEEL
        if (s.Slug == "timing-wheel") driver = new WheelDriver(s);
#endif
#if DOUBLE_TAP_DASH
        if (s.Slug == "double-tap-dash") driver = new DashDriver(s);
#endif
#if BOUNCE_CHAIN
        if (s.Slug == "bounce-chain") driver = new BounceDriver(s);
#endif
        if (driver == null) throw new ArgumentException("No C# model for " + s.Slug);
        for (int step = 0; step < s.Steps; step++)
        {
            var events = new List<string>();
            List<KeyValuePair<string, double[]>> inputs;
            if (s.Inputs.TryGetValue(step, out inputs))
                foreach (var input in inputs) events.AddRange(driver.Input(input.Key, input.Value));
            events.AddRange(driver.Step(s.Dt));
            if (events.Count > 0 || step % s.SampleEvery == 0 || step == s.Steps - 1)
            {
                Out.Append("{\"trace\":").Append(Str(s.Slug + "/" + s.Name)).Append(",\"step\":").Append(step)
                    .Append(",\"events\":[").Append(string.Join(",", events.ToArray())).Append("],\"state\":").Append(driver.State()).Append("}\n");
            }
        }
    }

    public static int Main()
    {
        Scenario current = null;
        string line;
        while ((line = Console.ReadLine()) != null)
        {
            var words = line.Split(' ');
            if (words[0] == "scenario")
            {
                current = new Scenario
                {
                    Slug = words[1], Name = words[2], Seed = uint.Parse(words[3], CultureInfo.InvariantCulture), Dt = Bits(words[4]),
                    Steps = int.Parse(words[5], CultureInfo.InvariantCulture), SampleEvery = int.Parse(words[6], CultureInfo.InvariantCulture),
                };
                for (int i = 7; i < words.Length; i++)
                {
                    var pair = words[i].Split('=');
                    current.Values[pair[0]] = Bits(pair[1]);
                }
            }
            else if (words[0] == "input")
            {
                int step = int.Parse(words[1], CultureInfo.InvariantCulture);
                var args = new double[words.Length - 3];
                for (int i = 3; i < words.Length; i++) args[i - 3] = Bits(words[i]);
                if (!current.Inputs.ContainsKey(step)) current.Inputs[step] = new List<KeyValuePair<string, double[]>>();
                current.Inputs[step].Add(new KeyValuePair<string, double[]>(words[2], args));
            }
            else if (words[0] == "end")
            {
                Run(current);
            }
        }
        Console.Out.Write(Out.ToString());
        return 0;
    }
}
