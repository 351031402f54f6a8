// RhythmClacker's rules without an engine: notes on a song timeline in seconds, judged by taps at
// song times the game passes in (the game reads them from the audio clock). A port of the Microloop
// website's model (the JavaScript kit's createModel), checked against its golden traces: same
// seed, same calls, same run, to the last bit of every double.
// No UnityEngine here: RhythmClackerGame plays the clacks, draws the lane and feeds it taps.
using System;
using System.Collections.Generic;

namespace Microloop.RhythmClacker
{
    /// <summary>The six tuned settings, as doubles (the website's numbers).</summary>
    public struct RhythmClackerValues
    {
        /// <summary>Beats per minute of the run: it overrides the beat map tempo.</summary>
        public double Bpm;
        /// <summary>A tap this close to its note (ms, early or late) is a Perfect worth 300 points times the combo multiplier.</summary>
        public double PerfectWindow;
        /// <summary>A tap this close (ms) that is not a Perfect is a Good worth 100 points times the multiplier; never narrower than the Perfect Window.</summary>
        public double GoodWindow;
        /// <summary>Subtracted from every tap time before judging (ms): how late taps land on your speakers or headphones.</summary>
        public double Latency;
        /// <summary>How fast notes scroll toward the hit line: at 1 a note appears 2 seconds before its beat.</summary>
        public double NoteSpeed;
        /// <summary>Which built-in beat map plays: 1 is steady quarter notes, 2 adds offbeat eighths and syncopation.</summary>
        public double BeatMap;
    }

    /// <summary>
    /// A beat map: where the notes fall, in beats from the first beat (0, 1, 1.5, 2 ...), on a grid of
    /// Subdivision steps per beat. Bpm is the tempo it was written for; the BPM setting overrides it.
    /// </summary>
    public sealed class RhythmBeatMap
    {
        public readonly string Name;
        public readonly double Bpm;
        public readonly int Subdivision;
        public readonly double[] Beats;

        public RhythmBeatMap(string name, double bpm, int subdivision, double[] beats)
        {
            Name = name;
            Bpm = bpm;
            Subdivision = subdivision;
            Beats = beats;
        }
    }

    public enum RhythmGrade { Perfect, Good, Miss }

    /// <summary>One note of a run: its beat, its time in seconds from the first beat, and how it was judged.</summary>
    public sealed class RhythmNote
    {
        public double Beat;
        public double Time;
        /// <summary>Null until judged.</summary>
        public RhythmGrade? Grade;
        /// <summary>Signed error of the tap that judged it (ms, after the latency; positive is late).</summary>
        public double? OffsetMs;
    }

    /// <summary>A judged note or a stray tap. A value: a judgement costs no garbage.</summary>
    public struct RhythmJudgement
    {
        public RhythmGrade Grade;
        /// <summary>Signed error in ms after the latency (negative early, positive late); for an unplayed note, how late it was when missed.</summary>
        public double OffsetMs;
        /// <summary>The combo after this judgement.</summary>
        public int Combo;
        /// <summary>The score after this judgement.</summary>
        public int Score;
        /// <summary>Points this judgement added (grade points times the combo multiplier).</summary>
        public int Points;
        /// <summary>Index of the judged note in the beat map; null for a stray tap.</summary>
        public int? Note;
        /// <summary>Song time of the judgement in seconds from the first beat.</summary>
        public double Time;
    }

    /// <summary>A burst of light from the hit line after a hit.</summary>
    public sealed class RhythmSpark
    {
        public double Angle, Speed, Age;
        public int Colour;
        public bool Active;
    }

    /// <summary>RhythmClacker without a screen or a clock. Deterministic for a seed (the seed only moves the sparks).</summary>
    public class RhythmClackerModel
    {
        /// <summary>Seconds a note is on screen before its beat at Note Speed 1.</summary>
        public const double BaseLeadSeconds = 2;
        /// <summary>Extra quiet time before the first note can appear.</summary>
        public const double PreRollSeconds = 0.5;
        /// <summary>Time the run keeps going after its last note, so the last clack rings out.</summary>
        public const double TailSeconds = 0.5;
        /// <summary>Each step of the combo multiplier takes this many hits in a row.</summary>
        public const int ComboStep = 8;
        public const int MaxMultiplier = 4;
        public const double SparkSeconds = 0.4;
        const int SparkPool = 36;
        const int SparksPerHit = 6;

        /// <summary>Beat Map 1: eight bars of steady quarter notes.</summary>
        public static readonly RhythmBeatMap SteadyQuarters = new RhythmBeatMap("Steady Quarters", 100, 1, QuarterNotes(8));
        /// <summary>Beat Map 2: eight bars mixing downbeats, offbeat eighths and syncopation.</summary>
        public static readonly RhythmBeatMap OffbeatEighths = new RhythmBeatMap("Offbeat Eighths", 120, 2, OffbeatBars(8));
        /// <summary>The built-in maps, in the order of the Beat Map setting (1, 2).</summary>
        public static readonly RhythmBeatMap[] BuiltInBeatMaps = { SteadyQuarters, OffbeatEighths };

        public readonly List<RhythmNote> Notes = new List<RhythmNote>();
        /// <summary>Song seconds from the first beat; negative during the pre-roll.</summary>
        public double Time;
        public int Score;
        public int Combo;
        public int BestCombo;
        public int Perfects, Goods, Misses;
        public int StrayTaps;
        public RhythmJudgement? Last;
        readonly List<RhythmJudgement> missed = new List<RhythmJudgement>(8);
        public bool Over { get; private set; }
        public readonly RhythmSpark[] Sparks = new RhythmSpark[SparkPool];
        public RhythmBeatMap Map { get; private set; }

        RhythmClackerValues values;
        uint seed;
        readonly RhythmBeatMap customMap;
        Mulberry32 random;
        int pending;
        double? allJudgedAt;
        int nextSpark;

        /// <param name="customMap">A map that replaces the Beat Map setting, or null.</param>
        public RhythmClackerModel(RhythmClackerValues values, uint seed = 1, RhythmBeatMap customMap = null)
        {
            this.values = values;
            this.seed = seed;
            this.customMap = customMap;
            for (int i = 0; i < SparkPool; i++) Sparks[i] = new RhythmSpark();
            Map = customMap ?? BuiltInBeatMap(values.BeatMap);
            Reset();
        }

        static double[] QuarterNotes(int bars)
        {
            var beats = new double[bars * 4];
            for (int i = 0; i < beats.Length; i++) beats[i] = i;
            return beats;
        }

        static double[] OffbeatBars(int bars)
        {
            double[] a = { 0, 1, 1.5, 2, 3, 3.5 };
            double[] b = { 0, 0.5, 1.5, 2, 2.5, 3.5 };
            var beats = new List<double>();
            for (int bar = 0; bar < bars; bar++)
                foreach (double beat in bar % 2 == 0 ? a : b) beats.Add(bar * 4 + beat);
            return beats.ToArray();
        }

        /// <summary>Math.round of JavaScript: halves go up (toward +infinity).</summary>
        public static double RoundHalfUp(double value)
        {
            double floor = Math.Floor(value);
            return value - floor >= 0.5 ? floor + 1 : floor;
        }

        /// <summary>The built-in map for a Beat Map setting (clamped to the maps there are).</summary>
        public static RhythmBeatMap BuiltInBeatMap(double choice)
        {
            double rounded = RoundHalfUp(choice);
            if (double.IsNaN(rounded) || rounded == 0) rounded = 1;
            int index = (int)Math.Min(BuiltInBeatMaps.Length, Math.Max(1, rounded)) - 1;
            return BuiltInBeatMaps[index];
        }

        /// <summary>Signed error in ms (positive late), rounded to a microsecond so window edges compare exactly.</summary>
        public static double TapErrorMs(double tapTime, double noteTime, double latencyMs)
        {
            double rounded = RoundHalfUp(((tapTime - noteTime) * 1000 - latencyMs) * 1000) / 1000;
            return rounded == 0 || double.IsNaN(rounded) ? 0 : rounded;
        }

        /// <summary>1 for combos 0-7, 2 from 8, 3 from 16, 4 from 24 on.</summary>
        public static int ComboMultiplier(int combo)
        {
            return Math.Min(MaxMultiplier, 1 + Math.Max(0, combo) / ComboStep);
        }

        /// <summary>Accuracy in percent to one decimal: a Perfect counts fully, a Good half, a Miss nothing; 0 before any note.</summary>
        public static double AccuracyPercent(int perfects, int goods, int misses)
        {
            int total = perfects + goods + misses;
            if (total == 0) return 0;
            return RoundHalfUp(((perfects + goods / 2.0) / total) * 1000) / 10;
        }

        /// <summary>Seconds a note takes from the far edge of the lane to the hit line.</summary>
        public static double LeadSeconds(double noteSpeed)
        {
            return BaseLeadSeconds / Math.Max(noteSpeed, 0.1);
        }

        /// <summary>
        /// The median of calibration offsets (ms) after dropping any further than limitMs from zero
        /// (taps more than half a beat off were not aiming at that click). Null when nothing is left.
        /// </summary>
        public static double? MedianOffset(IList<double> samples, double limitMs = double.PositiveInfinity)
        {
            var kept = new List<double>();
            foreach (double sample in samples)
                if (!double.IsNaN(sample) && !double.IsInfinity(sample) && Math.Abs(sample) <= limitMs) kept.Add(sample);
            if (kept.Count == 0) return null;
            kept.Sort();
            int middle = kept.Count / 2;
            double upper = kept[middle];
            return kept.Count % 2 == 1 ? upper : (kept[middle - 1] + upper) / 2;
        }

        public double PerfectMs { get { return Math.Max(0, values.PerfectWindow); } }
        public double GoodMs { get { return Math.Max(PerfectMs, values.GoodWindow); } }
        public double LatencyMs { get { return values.Latency; } }
        public double Bpm { get { return values.Bpm; } }
        public int Multiplier { get { return ComboMultiplier(Combo); } }
        public double Accuracy { get { return AccuracyPercent(Perfects, Goods, Misses); } }
        /// <summary>Seconds a note is on screen before its beat.</summary>
        public double Lead { get { return LeadSeconds(values.NoteSpeed); } }
        /// <summary>Song time a run starts at: room for the first note to scroll in.</summary>
        public double StartTime { get { return -(Lead + PreRollSeconds); } }
        /// <summary>Song time of the last note.</summary>
        public double LastNoteTime { get { return Notes.Count > 0 ? Notes[Notes.Count - 1].Time : 0; } }

        /// <summary>Share of the run played, 0-1.</summary>
        public double Progress
        {
            get
            {
                double span = LastNoteTime - StartTime;
                return span > 0 ? Math.Min(1, Math.Max(0, (Time - StartTime) / span)) : 1;
            }
        }

        /// <summary>Starts over with a new seed.</summary>
        public void Reset(uint newSeed)
        {
            seed = newSeed;
            Reset();
        }

        public void Reset()
        {
            Notes.Clear();
            foreach (double beat in Map.Beats) Notes.Add(new RhythmNote { Beat = beat, Time = (beat * 60) / values.Bpm });
            Time = StartTime;
            Score = 0;
            Combo = 0;
            BestCombo = 0;
            Perfects = Goods = Misses = 0;
            StrayTaps = 0;
            Last = null;
            Over = false;
            pending = 0;
            allJudgedAt = null;
            nextSpark = 0;
            foreach (var spark in Sparks) spark.Active = false;
            random = new Mulberry32(seed);
        }

        /// <summary>
        /// New settings. A new Beat Map starts the run over; a new BPM keeps the song position in beats
        /// (the notes move to the new tempo); windows, latency and speed apply from the next judgement.
        /// </summary>
        public void Update(RhythmClackerValues next)
        {
            var previous = values;
            values = next;
            var map = customMap ?? BuiltInBeatMap(next.BeatMap);
            if (map != Map)
            {
                Map = map;
                Reset();
                return;
            }
            if (next.Bpm != previous.Bpm)
            {
                double scale = previous.Bpm / next.Bpm;
                Time *= scale;
                if (allJudgedAt.HasValue) allJudgedAt = allJudgedAt.Value * scale;
                foreach (var note in Notes) note.Time = (note.Beat * 60) / next.Bpm;
            }
        }

        /// <summary>Moves the song to time (never backwards); returns the notes missed on the way (a list the next step reuses).</summary>
        public List<RhythmJudgement> AdvanceTo(double time)
        {
            return Step(time - Time);
        }

        /// <summary>Advances the song by seconds; returns the notes that passed the hit line unplayed (Misses), in a list the next step reuses.</summary>
        public List<RhythmJudgement> Step(double seconds)
        {
            double delta = double.IsNaN(seconds) || double.IsInfinity(seconds) ? 0 : Math.Max(0, seconds);
            Time += delta;
            foreach (var spark in Sparks)
            {
                if (!spark.Active) continue;
                spark.Age += delta;
                if (spark.Age >= SparkSeconds) spark.Active = false;
            }
            missed.Clear();
            if (Over) return missed;
            double goodMs = GoodMs;
            for (int index = pending; index < Notes.Count; index++)
            {
                var note = Notes[index];
                if (note.Grade.HasValue) continue;
                double lateMs = TapErrorMs(Time, note.Time, LatencyMs);
                if (lateMs <= goodMs) break;
                missed.Add(Judge(index, RhythmGrade.Miss, lateMs, Time));
            }
            Settle(Time);
            if (allJudgedAt.HasValue && Time >= Math.Max(allJudgedAt.Value, LastNoteTime) + TailSeconds) Over = true;
            return missed;
        }

        /// <summary>A tap at the song's current time.</summary>
        public RhythmJudgement? Tap()
        {
            return Tap(Time);
        }

        /// <summary>A tap at song time tapTime; null once the run is over or every note is judged.</summary>
        public RhythmJudgement? Tap(double tapTime)
        {
            if (Over) return null;
            int best = -1;
            double bestError = double.PositiveInfinity;
            for (int index = Math.Max(0, pending); index < Notes.Count; index++)
            {
                var note = Notes[index];
                if (note.Grade.HasValue) continue;
                double error = TapErrorMs(tapTime, note.Time, LatencyMs);
                if (Math.Abs(error) < Math.Abs(bestError))
                {
                    best = index;
                    bestError = error;
                }
                else if (error < 0 && -error > Math.Abs(bestError))
                {
                    break; // Notes are in time order: every later one is further still.
                }
            }
            if (best < 0) return null;
            double distance = Math.Abs(bestError);
            if (distance > GoodMs)
            {
                StrayTaps++;
                Combo = 0;
                Last = new RhythmJudgement { Grade = RhythmGrade.Miss, OffsetMs = bestError, Combo = 0, Score = Score, Points = 0, Note = null, Time = tapTime };
                return Last;
            }
            var judgement = Judge(best, distance <= PerfectMs ? RhythmGrade.Perfect : RhythmGrade.Good, bestError, tapTime);
            Settle(Math.Max(Time, tapTime));
            return judgement;
        }

        /// <summary>First note at or after song time (binary search), for drawing only what is on screen.</summary>
        public int FirstNoteFrom(double time)
        {
            int low = 0;
            int high = Notes.Count;
            while (low < high)
            {
                int middle = (low + high) >> 1;
                if (Notes[middle].Time < time) low = middle + 1;
                else high = middle;
            }
            return low;
        }

        RhythmJudgement Judge(int index, RhythmGrade grade, double offsetMs, double time)
        {
            var note = Notes[index];
            note.Grade = grade;
            note.OffsetMs = offsetMs;
            int points = 0;
            if (grade == RhythmGrade.Miss)
            {
                Misses++;
                Combo = 0;
            }
            else
            {
                if (grade == RhythmGrade.Perfect) Perfects++;
                else Goods++;
                points = (grade == RhythmGrade.Perfect ? 300 : 100) * ComboMultiplier(Combo);
                Combo++;
                BestCombo = Math.Max(BestCombo, Combo);
                Score += points;
                Burst(grade);
            }
            var judgement = new RhythmJudgement { Grade = grade, OffsetMs = offsetMs, Combo = Combo, Score = Score, Points = points, Note = index, Time = time };
            Last = judgement;
            return judgement;
        }

        void Settle(double time)
        {
            while (pending < Notes.Count && Notes[pending].Grade.HasValue) pending++;
            if (pending == Notes.Count && !allJudgedAt.HasValue) allJudgedAt = time;
        }

        void Burst(RhythmGrade grade)
        {
            for (int i = 0; i < SparksPerHit; i++)
            {
                var spark = Sparks[nextSpark];
                nextSpark = (nextSpark + 1) % Sparks.Length;
                spark.Angle = random.Between(0, Math.PI * 2);
                spark.Speed = random.Between(0.6, 1.4);
                spark.Age = 0;
                spark.Colour = grade == RhythmGrade.Perfect ? 0 : 1;
                spark.Active = true;
            }
        }
    }

    /// <summary>
    /// A calibration round on its own clock: eight steady clicks; each tap's offset to the nearest
    /// click (raw, no latency applied) is a sample; the median of the samples is the latency.
    /// </summary>
    public class RhythmCalibrationRound
    {
        /// <summary>Clicks in a round.</summary>
        public const int Clicks = 8;
        /// <summary>Tempo of the clicks.</summary>
        public const double ClickBpm = 90;
        /// <summary>Fewer taps than this leave the latency as it was.</summary>
        public const int MinTaps = 3;
        /// <summary>Quiet time before the first click.</summary>
        public const double LeadIn = 1;

        public double Time = -LeadIn;
        public readonly double Beat = 60 / ClickBpm;
        public readonly double[] ClickTimes = new double[Clicks];
        public readonly List<double> Samples = new List<double>();

        public RhythmCalibrationRound()
        {
            for (int i = 0; i < Clicks; i++) ClickTimes[i] = (i * 60) / ClickBpm;
        }

        /// <summary>Moves the round's clock to time (never backwards).</summary>
        public void AdvanceTo(double time)
        {
            if (!double.IsNaN(time) && !double.IsInfinity(time)) Time = Math.Max(Time, time);
        }

        public void Step(double seconds)
        {
            if (!double.IsNaN(seconds) && !double.IsInfinity(seconds) && seconds > 0) Time += seconds;
        }

        /// <summary>Records a tap at round time tapTime; returns its offset to the nearest click in ms.</summary>
        public double Tap(double tapTime)
        {
            double nearest = 0;
            foreach (double click in ClickTimes)
                if (Math.Abs(tapTime - click) < Math.Abs(tapTime - nearest)) nearest = click;
            double offset = RhythmClackerModel.TapErrorMs(tapTime, nearest, 0);
            Samples.Add(offset);
            return offset;
        }

        /// <summary>Clicks sounded so far (0-8).</summary>
        public int ClicksHeard
        {
            get
            {
                int heard = 0;
                foreach (double click in ClickTimes) if (click <= Time) heard++;
                return heard;
            }
        }

        /// <summary>Half a beat after the last click.</summary>
        public bool Done { get { return Time >= ClickTimes[Clicks - 1] + Beat / 2; } }

        /// <summary>The median offset of the taps within half a beat of a click, or null with fewer than MinTaps of them.</summary>
        public double? Measured()
        {
            double limit = (Beat * 1000) / 2;
            var kept = new List<double>();
            foreach (double sample in Samples) if (Math.Abs(sample) <= limit) kept.Add(sample);
            return kept.Count >= MinTaps ? RhythmClackerModel.MedianOffset(kept, limit) : null;
        }
    }
}
