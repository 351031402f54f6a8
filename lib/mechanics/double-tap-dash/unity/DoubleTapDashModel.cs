// DoubleTapDash's rules without an engine: a runner on one lane, gates that close as it nears them,
// dashes, phases and a score. A port of the Microloop website's model
// (the JavaScript kit's createModel), checked against its golden traces. Stepped in seconds;
// taps carry their own timestamps (ms). Distances are metres along the lane. No UnityEngine here:
// DoubleTapDashGame draws it and feeds it input.
//
// Combo rules: each gate passed while phasing adds 1 and a phase bonus. The combo falls to 0 when a
// gate is passed without phasing, or when a phase ends without passing a gate.
using System;
using System.Collections.Generic;

namespace Microloop.DoubleTapDash
{
    /// <summary>The five tuned settings, as doubles (the website's numbers).</summary>
    public struct DoubleTapDashValues
    {
        /// <summary>Milliseconds within which a second tap makes a double tap (a phase).</summary>
        public double Window;
        /// <summary>Running speed at the start line (m/s).</summary>
        public double StartSpeed;
        /// <summary>Speed added per 100 m run (m/s).</summary>
        public double Ramp;
        /// <summary>Average metres between gates.</summary>
        public double Spacing;
        /// <summary>Metres a dash covers on top of running.</summary>
        public double Dash;
    }

    /// <summary>How the runner went past a gate.</summary>
    public enum GateResult { Phased, Passed, Crashed }

    /// <summary>What a tap, a gate or a phase's end came to, for a status line and the game's Judged.</summary>
    public enum DashJudgement { Dash, Phase, NotReady, Phased, Passed, Lapse, Crash }

    /// <summary>What a step or tap event is.</summary>
    public enum DashEventKind { Dash, Phase, NotReady, Gate, Crash, Lapse }

    /// <summary>Why a combo lapsed: a gate passed without phasing, or a phase that timed out touching none.</summary>
    public enum LapseReason { Gate, Timeout }

    /// <summary>A press on its own, or the second of two within the Double-Tap Window.</summary>
    public enum TapKind { Tap, Double }

    public sealed class Gate
    {
        public int Id;
        /// <summary>Metres from the start line.</summary>
        public double X;
        /// <summary>Seconds since it started to close; -1 until the runner is close enough.</summary>
        public double Closing = -1;
        /// <summary>How the runner went past it; null before.</summary>
        public GateResult? Result;
    }

    /// <summary>
    /// What a tap or a step did, by Kind: Dash and Phase (Distance), NotReady, Gate (Id, Result Phased or
    /// Passed, Combo, Bonus), Lapse (Lost, Reason) or Crash (Id, Distance).
    /// </summary>
    public struct DashEvent
    {
        public DashEventKind Kind;
        public double Distance;
        public int Id;
        public GateResult Result;
        public int Combo;
        public int Bonus;
        public int Lost;
        public LapseReason Reason;

        /// <summary>What it came to, as the game's Judged reports it (a gate by its result).</summary>
        public DashJudgement Judgement
        {
            get
            {
                switch (Kind)
                {
                    case DashEventKind.Dash: return DashJudgement.Dash;
                    case DashEventKind.Phase: return DashJudgement.Phase;
                    case DashEventKind.NotReady: return DashJudgement.NotReady;
                    case DashEventKind.Gate: return Result == GateResult.Phased ? DashJudgement.Phased : DashJudgement.Passed;
                    case DashEventKind.Lapse: return DashJudgement.Lapse;
                    default: return DashJudgement.Crash;
                }
            }
        }
    }

    /// <summary>The game without a screen: the same seed, settings and taps give the same run.</summary>
    public class DoubleTapDashModel
    {
        /// <summary>A gate starts to close when the runner is this many seconds of running away.</summary>
        public const double WarnSeconds = 1.0;
        /// <summary>Seconds a gate takes from starting to close to shut.</summary>
        public const double CloseSeconds = 0.75;
        /// <summary>Seconds a dash takes to cover Dash Length.</summary>
        public const double DashSeconds = 0.18;
        /// <summary>Seconds a phase keeps the runner intangible.</summary>
        public const double PhaseSeconds = 0.55;
        /// <summary>Seconds after a phase ends before the next one can start.</summary>
        public const double PhaseCooldown = 0.35;
        /// <summary>The first gate stands this many seconds of running at Start Speed from the start line.</summary>
        public const double FirstGateSeconds = 3.0;
        /// <summary>Each gap between gates is Gate Spacing times a factor in [1 - variation, 1 + variation).</summary>
        public const double GateVariation = 0.25;
        /// <summary>The Speed Ramp never pushes the runner past this (m/s).</summary>
        public const double MaxSpeed = 30.0;
        /// <summary>Bonus points per combo step for each gate phased through, counted up to MaxBonusCombo.</summary>
        public const int BonusPerCombo = 5;
        /// <summary>The combo steps the gate bonus counts up to.</summary>
        public const int MaxBonusCombo = 10;
        /// <summary>Gates are laid out this far ahead of the runner (m).</summary>
        public const double SpawnAhead = 80.0;
        /// <summary>Gates are forgotten this far behind the runner (m).</summary>
        public const double KeepBehind = 30.0;
        /// <summary>A gap between two taps this close to the Double-Tap Window (ms) is the window.</summary>
        public const double GapToleranceMs = 1e-4;

        public DoubleTapDashValues Values;
        /// <summary>Metres from the start line to the runner's front.</summary>
        public double Distance;
        /// <summary>Seconds of play.</summary>
        public double Time;
        public int Combo;
        public int BestCombo;
        public int Bonus;
        public List<Gate> Gates = new List<Gate>(32);
        // Reused (and sized up front), so play allocates nothing per frame: the lists Tap and Step return, gates left behind.
        readonly List<DashEvent> tapEvents = new List<DashEvent>(4);
        readonly List<DashEvent> stepEvents = new List<DashEvent>(8);
        readonly Stack<Gate> spareGates = new Stack<Gate>(32);
        public bool Over { get; private set; }
        /// <summary>What happened last, for a status line, or null.</summary>
        public DashJudgement? Last;
        /// <summary>Metres of the current dash still to cover, and its burst speed (m/s on top of running).</summary>
        public double DashLeft;
        public double DashSpeed;
        /// <summary>Seconds of phase left, and of cooldown before the next phase.</summary>
        public double PhaseLeft;
        public double CooldownLeft;

        bool phaseHit;
        double previousTime;
        /// <summary>"tap", "double", or null before the first tap.</summary>
        TapKind? previousKind;
        int nextId;
        uint seed;
        Mulberry32 random;

        public DoubleTapDashModel(DoubleTapDashValues values, uint seed = 1)
        {
            Values = values;
            this.seed = seed;
            random = new Mulberry32(seed);
            // Gate objects for more gates than KeepBehind + SpawnAhead metres hold, made now rather than in play.
            for (int i = 0; i < 32; i++) spareGates.Push(new Gate());
            LayGates();
        }

        /// <summary>New settings from the next tap or step on.</summary>
        public void Update(DoubleTapDashValues values)
        {
            Values = values;
        }

        /// <summary>A new run from the start line with <paramref name="newSeed"/>, as Restart deals one: the same model, no new object.</summary>
        public void Reset(uint newSeed)
        {
            seed = newSeed;
            Reset();
        }

        /// <summary>Back to the start line with the same seed.</summary>
        public void Reset()
        {
            Distance = 0;
            Time = 0;
            Combo = 0;
            BestCombo = 0;
            Bonus = 0;
            // The gates go back to the spare ones: a new run makes no Gate.
            for (int i = 0; i < Gates.Count; i++) spareGates.Push(Gates[i]);
            Gates.Clear();
            Over = false;
            Last = null;
            DashLeft = 0;
            DashSpeed = 0;
            PhaseLeft = 0;
            CooldownLeft = 0;
            phaseHit = false;
            previousKind = null;
            nextId = 0;
            random.Reseed(seed);
            LayGates();
        }

        /// <summary>Whole metres run plus every phase bonus.</summary>
        public int Score
        {
            get { return (int)Math.Floor(Distance + 1e-9) + Bonus; }
        }

        /// <summary>Base running speed now (m/s), without any dash: Start Speed plus the Speed Ramp per 100 m, capped.</summary>
        public double Speed
        {
            get { return Math.Min(MaxSpeed, Values.StartSpeed + (Values.Ramp * Math.Max(Distance, 0)) / 100); }
        }

        public bool Phasing
        {
            get { return PhaseLeft > 0; }
        }

        public bool Dashing
        {
            get { return DashLeft > 0; }
        }

        /// <summary>The first gate the runner has not gone past yet, or null.</summary>
        public Gate NextGate
        {
            get
            {
                foreach (var gate in Gates)
                    if (gate.Result == null) return gate;
                return null;
            }
        }

        /// <summary>
        /// Tap or double tap: a tap is a double when it follows a single tap by at most the window (ms); a gap within a
        /// ten-thousandth of a ms of the window is the window (Unity's frame times are single-precision: the game's
        /// clock, their sum, reads taps 15 frames of 1/60 s apart as 250.000013 ms). A double never pairs again.
        /// </summary>
        public TapKind NextTapKind(double timeMs)
        {
            if (previousKind != TapKind.Tap) return TapKind.Tap;
            double gap = timeMs - previousTime;
            return gap >= 0 && gap <= Values.Window + GapToleranceMs ? TapKind.Double : TapKind.Tap;
        }

        /// <summary>
        /// One press of the button at `timeMs` (any millisecond clock). A single tap dashes at once; a
        /// second tap within the Double-Tap Window upgrades it to a phase (the dash goes on).
        /// </summary>
        public List<DashEvent> Tap(double timeMs)
        {
            var events = tapEvents;
            events.Clear();
            if (Over) return events;
            var kind = NextTapKind(timeMs);
            previousTime = timeMs;
            previousKind = kind;
            if (kind == TapKind.Tap)
            {
                DashLeft = Values.Dash;
                DashSpeed = Values.Dash / DashSeconds;
                Last = DashJudgement.Dash;
                events.Add(new DashEvent { Kind = DashEventKind.Dash, Distance = Distance });
                return events;
            }
            if (PhaseLeft > 0 || CooldownLeft > 0)
            {
                Last = DashJudgement.NotReady;
                events.Add(new DashEvent { Kind = DashEventKind.NotReady });
                return events;
            }
            PhaseLeft = PhaseSeconds;
            phaseHit = false;
            Last = DashJudgement.Phase;
            events.Add(new DashEvent { Kind = DashEventKind.Phase, Distance = Distance });
            return events;
        }

        /// <summary>Runs the game on by `seconds`; returns what happened, in order (a list the next Step reuses). Nothing moves once the run is over.</summary>
        public List<DashEvent> Step(double seconds)
        {
            var events = stepEvents;
            events.Clear();
            if (Over || !(seconds > 0)) return events;
            Time += seconds;
            double runSpeed = Speed;
            double burst = Math.Min(DashLeft, DashSpeed * seconds);
            DashLeft = Math.Max(0, DashLeft - burst);
            double from = Distance;
            double to = from + runSpeed * seconds + burst;
            bool phasing = PhaseLeft > 0;

            foreach (var gate in Gates)
            {
                if (gate.Closing >= 0) gate.Closing += seconds;
                if (gate.Result != null || gate.X <= from || gate.X > to) continue;
                if (phasing)
                {
                    phaseHit = true;
                    Combo += 1;
                    BestCombo = Math.Max(BestCombo, Combo);
                    int gained = PhaseBonus(Combo);
                    Bonus += gained;
                    gate.Result = GateResult.Phased;
                    Last = DashJudgement.Phased;
                    events.Add(new DashEvent { Kind = DashEventKind.Gate, Id = gate.Id, Result = GateResult.Phased, Combo = Combo, Bonus = gained });
                }
                else if (GateClosure(gate.Closing) >= 1)
                {
                    gate.Result = GateResult.Crashed;
                    Distance = gate.X;
                    Over = true;
                    Last = DashJudgement.Crash;
                    DashLeft = 0;
                    events.Add(new DashEvent { Kind = DashEventKind.Crash, Id = gate.Id, Distance = gate.X });
                    return events;
                }
                else
                {
                    gate.Result = GateResult.Passed;
                    Last = DashJudgement.Passed;
                    events.Add(new DashEvent { Kind = DashEventKind.Gate, Id = gate.Id, Result = GateResult.Passed, Combo = 0, Bonus = 0 });
                    if (Combo > 0) events.Add(new DashEvent { Kind = DashEventKind.Lapse, Lost = Combo, Reason = LapseReason.Gate });
                    Combo = 0;
                }
            }
            Distance = to;

            double warn = Speed * WarnSeconds;
            foreach (var gate in Gates)
                if (gate.Closing < 0 && gate.Result == null && gate.X - Distance <= warn) gate.Closing = 0;

            if (PhaseLeft > 0)
            {
                PhaseLeft = Math.Max(0, PhaseLeft - seconds);
                if (PhaseLeft == 0)
                {
                    CooldownLeft = PhaseCooldown;
                    if (!phaseHit && Combo > 0)
                    {
                        events.Add(new DashEvent { Kind = DashEventKind.Lapse, Lost = Combo, Reason = LapseReason.Timeout });
                        Combo = 0;
                        Last = DashJudgement.Lapse;
                    }
                }
            }
            else
            {
                CooldownLeft = Math.Max(0, CooldownLeft - seconds);
            }

            LayGates();
            return events;
        }

        /// <summary>How shut a gate is, 0 (open) to 1 (shut), `seconds` after it started to close; -1 means not started.</summary>
        public static double GateClosure(double seconds)
        {
            if (seconds < 0) return 0;
            return Math.Min(Math.Max(seconds / CloseSeconds, 0), 1);
        }

        /// <summary>Bonus points for phasing through a gate with the combo this gate brought it to.</summary>
        public static int PhaseBonus(int combo)
        {
            return BonusPerCombo * Math.Min(Math.Max(combo, 0), MaxBonusCombo);
        }

        /// <summary>How strong the juice is for a combo, 0 to 1: grows with the combo, full from 8.</summary>
        public static double ComboIntensity(int combo)
        {
            return Math.Min(Math.Max(combo, 0), 8) / 8.0;
        }

        /// <summary>Keeps gates laid out to SpawnAhead metres ahead and drops those far behind.</summary>
        void LayGates()
        {
            double behind = Distance - KeepBehind;
            int kept = 0;
            for (int i = 0; i < Gates.Count; i++)
            {
                if (Gates[i].X < behind) spareGates.Push(Gates[i]);
                else Gates[kept++] = Gates[i];
            }
            Gates.RemoveRange(kept, Gates.Count - kept);
            double lastX = Distance;
            if (Gates.Count > 0) lastX = Gates[Gates.Count - 1].X;
            else if (nextId == 0) lastX = AddGate(Values.StartSpeed * FirstGateSeconds);
            while (lastX < Distance + SpawnAhead)
                lastX = AddGate(lastX + Values.Spacing * random.Between(1 - GateVariation, 1 + GateVariation));
        }

        double AddGate(double x)
        {
            var gate = spareGates.Count > 0 ? spareGates.Pop() : new Gate();
            gate.Id = nextId;
            gate.X = x;
            gate.Closing = -1;
            gate.Result = null;
            Gates.Add(gate);
            nextId += 1;
            return x;
        }
    }
}
