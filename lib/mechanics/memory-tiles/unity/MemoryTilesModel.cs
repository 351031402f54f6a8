// MemoryTiles' rules without an engine: deal, peek, pairs of flips, grade and streak. A port of the
// Microloop website's model (the JavaScript kit's createModel), checked against its golden traces.
// Time is the play clock in ms, passed in by the caller. No UnityEngine here: MemoryTilesGame draws
// it and feeds it input.
using System;
using System.Collections.Generic;

namespace Microloop.MemoryTiles
{
    /// <summary>The four tuned settings, as doubles (the website's numbers).</summary>
    public struct MemoryTilesValues
    {
        /// <summary>Tiles along each side of the square board: 2, 4 or 6.</summary>
        public double Size;
        /// <summary>Seconds every tile shows at the start of a board while the streak is zero.</summary>
        public double Peek;
        /// <summary>Seconds taken off the peek for each board in the streak, never below half a second.</summary>
        public double PeekCut;
        /// <summary>Milliseconds a missed pair stays face up.</summary>
        public double FlipBack;
    }

    public sealed class MemoryTile
    {
        /// <summary>Index into MemoryTilesModel.SymbolNames.</summary>
        public int Symbol;
        public bool FaceUp;
        public bool Matched;
    }

    /// <summary>Dealt: face down, waiting; Peek: all face up; Play: turning pairs; Cleared: every pair matched.</summary>
    public enum MemoryStage { Dealt, Peek, Play, Cleared }

    /// <summary>How a cleared board went.</summary>
    public struct BoardResult
    {
        public int Moves;
        public int Pairs;
        /// <summary>1, 2 or 3.</summary>
        public int Stars;
        public int Streak;
    }

    /// <summary>What a Tick event is: the peek ended, or a missed pair turned back.</summary>
    public enum MemoryTickKind { PeekOver, FlipBack }

    /// <summary>What Tick did: PeekOver, or FlipBack of tiles First and Second.</summary>
    public struct MemoryTickEvent
    {
        public MemoryTickKind Kind;
        public int First;
        public int Second;
    }

    public enum FlipKind { Ignored, First, Match, Miss }

    /// <summary>What a pick did. Symbol names the tile picked (SymbolIndex: its place in SymbolNames); FirstSymbol the other tile of a miss.</summary>
    public struct FlipOutcome
    {
        public FlipKind Kind;
        public string Symbol;
        public int SymbolIndex;
        public string FirstSymbol;
        public int Moves;
        public int MatchedPairs;
        public int Pairs;
        /// <summary>Set when this match cleared the board.</summary>
        public BoardResult? Cleared;
    }

    /// <summary>The game without a screen: the same seed and the same calls give the same game.</summary>
    public class MemoryTilesModel
    {
        /// <summary>The tile faces, one word each; 18, so a 6×6 board's pairs are all distinct.</summary>
        public static readonly string[] SymbolNames =
        {
            "star", "heart", "moon", "drop", "bolt", "leaf", "circle", "square", "triangle",
            "diamond", "plus", "ring", "arrow", "hexagon", "cloud", "flag", "crown", "house",
        };
        public const int MinSide = 2;
        public const int MaxSide = 6;
        public const double MinPeekSeconds = 0.5;
        public const int PointsPerPair = 100;
        /// <summary>A board cleared with at least this many stars extends the streak; fewer end it.</summary>
        public const int StreakStars = 2;

        public MemoryTilesValues Values;
        public uint Seed;
        public int Round = 1;
        /// <summary>Points over every board since the last reset.</summary>
        public int Score;
        /// <summary>Boards cleared in a row with at least two stars.</summary>
        public int Streak;
        public int Side = 4;
        public List<MemoryTile> Tiles = new List<MemoryTile>();
        /// <summary>The list Tick returns, reused by the next Tick: no garbage per frame.</summary>
        readonly List<MemoryTickEvent> tickEvents = new List<MemoryTickEvent>(4);
        public MemoryStage Stage = MemoryStage.Dealt;
        public int Moves;
        public int MatchedPairs;
        public BoardResult? Result;
        /// <summary>Play-clock ms when the peek ends (during the peek), or null.</summary>
        public double? PeekUntil;
        /// <summary>The peek length of the current board, in seconds.</summary>
        public double PeekLength;

        /// <summary>A tile turned face up (index).</summary>
        public event Action<int> Flipped;
        /// <summary>A pair was found.</summary>
        public event Action<FlipOutcome> PairMatched;
        /// <summary>Two tiles did not match.</summary>
        public event Action<FlipOutcome> PairMissed;
        /// <summary>The peek is over: every tile turned face down.</summary>
        public event Action PeekOver;
        /// <summary>A missed pair turned back (the two indices).</summary>
        public event Action<int, int> FlippedBack;
        /// <summary>Every pair is matched: the board's grade.</summary>
        public event Action<BoardResult> BoardCleared;
        /// <summary>The score changed, or the model was reset (0 then, whatever it was): the new total.</summary>
        public event Action<int> ScoreChanged;

        int firstPick = -1;
        int missedFirst = -1;
        int missedSecond = -1;
        double missedUntil;

        public MemoryTilesModel(MemoryTilesValues values, uint seed = 1)
        {
            Values = values;
            Seed = seed;
            DealBoard();
        }

        static double RoundHalfUp(double value)
        {
            return Math.Floor(value + 0.5);
        }

        /// <summary>The board's side for a Board Size value: the nearest even number from 2 to 6.</summary>
        public static int SideOf(double boardSize)
        {
            if (double.IsNaN(boardSize) || double.IsInfinity(boardSize)) return 4;
            return (int)Math.Min(MaxSide, Math.Max(MinSide, 2 * RoundHalfUp(boardSize / 2)));
        }

        public static int PairsOf(int side)
        {
            return side * side / 2;
        }

        /// <summary>Fisher–Yates, drawing from `random`.</summary>
        static List<int> Shuffle(List<int> items, Mulberry32 random)
        {
            var result = new List<int>(items);
            for (int i = result.Count - 1; i > 0; i--)
            {
                int j = (int)Math.Floor(random.Next() * (i + 1));
                int item = result[i];
                result[i] = result[j];
                result[j] = item;
            }
            return result;
        }

        /// <summary>Picks `pairs` distinct symbols (kept to 1 to 18, the symbols there are), puts each in twice and shuffles.</summary>
        public static List<int> Deal(int pairs, uint seed)
        {
            var random = new Mulberry32(seed);
            int count = Math.Min(Math.Max(pairs, 1), SymbolNames.Length);
            var all = new List<int>();
            for (int i = 0; i < SymbolNames.Length; i++) all.Add(i);
            var chosen = Shuffle(all, random).GetRange(0, count);
            var twice = new List<int>(chosen);
            twice.AddRange(chosen);
            return Shuffle(twice, random);
        }

        /// <summary>The seed a round's board is dealt from: round 1 uses the game's seed itself.</summary>
        public static uint BoardSeed(uint seed, int round)
        {
            unchecked
            {
                return seed + (uint)(Math.Max(round, 1) - 1) * 0x9E3779B9u;
            }
        }

        /// <summary>Seconds the tiles show: Peek Time less the reduction per streak, never below the floor, to 0.01 s.</summary>
        public static double PeekSeconds(double peek, double reduction, int streak)
        {
            double seconds = peek - Math.Max(reduction, 0) * Math.Max(streak, 0);
            return Math.Round(Math.Max(MinPeekSeconds, seconds), 2, MidpointRounding.AwayFromZero);
        }

        /// <summary>Up to 1.5 moves a pair is three stars, up to 2.5 a pair two, else one.</summary>
        public static int GradeStars(int moves, int pairs)
        {
            if (moves <= 1.5 * pairs) return 3;
            if (moves <= 2.5 * pairs) return 2;
            return 1;
        }

        public int Pairs
        {
            get { return Tiles.Count / 2; }
        }

        public string SymbolAt(int index)
        {
            return index >= 0 && index < Tiles.Count ? NameOf(Tiles[index].Symbol) : null;
        }

        static string NameOf(int symbol)
        {
            return symbol >= 0 && symbol < SymbolNames.Length ? SymbolNames[symbol] : SymbolNames[0];
        }

        /// <summary>Back to the first board: score and streak zero.</summary>
        public void Reset(uint seed)
        {
            Seed = seed;
            Round = 1;
            Score = 0;
            Streak = 0;
            DealBoard();
            if (ScoreChanged != null) ScoreChanged(Score);
        }

        /// <summary>Back to the first board with the same seed, as every Microloop model's Reset().</summary>
        public void Reset()
        {
            Reset(Seed);
        }

        /// <summary>No rule ends a MemoryTiles run (a cleared board deals the next): always false, as every Microloop model has Over.</summary>
        public bool Over { get { return false; } }

        /// <summary>Deals the next round's board once a board is cleared; before that it does nothing (Round says whether it dealt).</summary>
        public void NextBoard()
        {
            if (Stage != MemoryStage.Cleared) return;
            Round += 1;
            DealBoard();
        }

        /// <summary>
        /// New values: the Flip-Back Delay counts from the next miss, Peek Time from the next peek; a new Board
        /// Size deals a new board of that size at once (same round, score and streak kept; it waits for Begin).
        /// True when it dealt.
        /// </summary>
        public bool Update(MemoryTilesValues values)
        {
            Values = values;
            if (SideOf(values.Size) != Side)
            {
                DealBoard();
                return true;
            }
            return false;
        }

        /// <summary>Starts the peek of a dealt board at `now` (ms); false when it has already begun.</summary>
        public bool Begin(double now)
        {
            if (Stage != MemoryStage.Dealt) return false;
            Stage = MemoryStage.Peek;
            PeekLength = PeekSeconds(Values.Peek, Values.PeekCut, Streak);
            PeekUntil = now + PeekLength * 1000;
            foreach (var tile in Tiles) tile.FaceUp = true;
            return true;
        }

        /// <summary>Ends the peek and turns a miss back once their time has come. Returns what it did, in order.</summary>
        public List<MemoryTickEvent> Tick(double now)
        {
            var events = tickEvents;
            events.Clear();
            if (Stage == MemoryStage.Peek && PeekUntil.HasValue && now >= PeekUntil.Value)
            {
                foreach (var tile in Tiles) tile.FaceUp = false;
                Stage = MemoryStage.Play;
                PeekUntil = null;
                events.Add(new MemoryTickEvent { Kind = MemoryTickKind.PeekOver, First = -1, Second = -1 });
                if (PeekOver != null) PeekOver();
            }
            if (missedFirst >= 0 && now >= missedUntil)
            {
                events.Add(new MemoryTickEvent { Kind = MemoryTickKind.FlipBack, First = missedFirst, Second = missedSecond });
                TurnBack();
            }
            return events;
        }

        /// <summary>The first tile of the miss waiting to turn back, or -1.</summary>
        public int MissedFirst { get { return missedFirst; } }
        /// <summary>The second tile of the miss waiting to turn back, or -1.</summary>
        public int MissedSecond { get { return missedSecond; } }

        /// <summary>Picks the tile at `index` at play-clock `now` (ms).</summary>
        public FlipOutcome Flip(int index, double now)
        {
            Tick(now);
            var ignored = new FlipOutcome { Kind = FlipKind.Ignored };
            if (Stage != MemoryStage.Play || index < 0 || index >= Tiles.Count || Tiles[index].Matched) return ignored;
            // A pick during the Flip-Back Delay turns the miss back first, so either tile of it can be picked again.
            if (missedFirst >= 0) TurnBack();
            var tile = Tiles[index];
            if (tile.FaceUp) return ignored;
            tile.FaceUp = true;
            if (Flipped != null) Flipped(index);
            string symbol = NameOf(tile.Symbol);

            if (firstPick < 0)
            {
                firstPick = index;
                return new FlipOutcome { Kind = FlipKind.First, Symbol = symbol, SymbolIndex = tile.Symbol };
            }
            var first = Tiles[firstPick];
            int firstIndex = firstPick;
            firstPick = -1;
            Moves += 1;
            if (first.Symbol == tile.Symbol)
            {
                first.Matched = true;
                tile.Matched = true;
                MatchedPairs += 1;
                Score += PointsPerPair;
                BoardResult? cleared = null;
                if (MatchedPairs == Pairs) cleared = Clear();
                var match = new FlipOutcome { Kind = FlipKind.Match, Symbol = symbol, SymbolIndex = tile.Symbol, Moves = Moves, MatchedPairs = MatchedPairs, Pairs = Pairs, Cleared = cleared };
                if (ScoreChanged != null) ScoreChanged(Score);
                if (PairMatched != null) PairMatched(match);
                if (cleared.HasValue && BoardCleared != null) BoardCleared(cleared.Value);
                return match;
            }
            missedFirst = firstIndex;
            missedSecond = index;
            missedUntil = now + Values.FlipBack;
            var miss = new FlipOutcome { Kind = FlipKind.Miss, FirstSymbol = NameOf(first.Symbol), Symbol = symbol, SymbolIndex = tile.Symbol, Moves = Moves };
            if (PairMissed != null) PairMissed(miss);
            return miss;
        }

        BoardResult Clear()
        {
            int stars = GradeStars(Moves, Pairs);
            Streak = stars >= StreakStars ? Streak + 1 : 0;
            Stage = MemoryStage.Cleared;
            Result = new BoardResult { Moves = Moves, Pairs = Pairs, Stars = stars, Streak = Streak };
            return Result.Value;
        }

        void TurnBack()
        {
            int a = missedFirst, b = missedSecond;
            missedFirst = -1;
            missedSecond = -1;
            Tiles[a].FaceUp = false;
            Tiles[b].FaceUp = false;
            if (FlippedBack != null) FlippedBack(a, b);
        }

        void DealBoard()
        {
            Side = SideOf(Values.Size);
            var symbols = Deal(PairsOf(Side), BoardSeed(Seed, Round));
            Tiles = new List<MemoryTile>();
            foreach (int symbol in symbols) Tiles.Add(new MemoryTile { Symbol = symbol });
            Stage = MemoryStage.Dealt;
            Moves = 0;
            MatchedPairs = 0;
            Result = null;
            PeekUntil = null;
            PeekLength = 0;
            firstPick = -1;
            missedFirst = -1;
            missedSecond = -1;
        }
    }
}
