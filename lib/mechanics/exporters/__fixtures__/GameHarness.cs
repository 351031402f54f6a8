// Plays the kits' Game MonoBehaviours frame by frame against the UnityEngine stub, with scripted
// input, and prints what happened as name=value lines. Each argument is a kit assembly compiled with
// one Active Input Handling setup: <setup>=<path.dll>, after resources=<folder> (where Resources.Load
// finds the presets), legacy=<setups whose UnityEngine.Input works> and inputless=<setups with no input
// backend at all: those only start every Game and press at it> and stage=<the setup PlayStage runs in>.
// One mono run plays every kit it is given.
//   <variant>.dropper.* : PhysicsDropperGame, 600 frames, two key drops, a click and a tap,
//                         beside a bare PhysicsDropperModel given the same calls
//   <variant>.board.*   : PhysicsDropperGame with its Inspector peg field and payout changed
//   <variant>.memory.*  : MemoryTilesGame, board 1 by keyboard (arrows + Space/Enter, one miss),
//                         board 2 by pointer (a click on each tile)
//   <variant>.rhythm.*  : RhythmClackerGame, a run tapped on the beat by Space, Enter, click and tap
//                         (some notes skipped, one stray tap), clacks scheduled on dspTime; then a
//                         calibration round tapped ~40 ms late; then a run with the audio clock stopped
//   <variant>.wheel.*   : TimingWheelGame, held down by Space, Enter, the mouse and a finger, let go
//                         when the wheel would stop on the aimed result, beside a bare TimingWheelModel
//   <variant>.dash.*    : DoubleTapDashGame, 600 frames of taps by Space, Enter, click and tap (a double
//                         tap 6 frames apart, two taps 30 apart) beside a bare DoubleTapDashModel
//   <variant>.bounce.*  : BounceChainGame, steered by Right, D and a held click on the left half, nudged
//                         by Space and Enter, beside a bare BounceChainModel given the same calls
//   <variant>.stage.<Game>.* : every Game's camera, AudioListener and run-time assets: in an empty scene,
//                         after the screen turns portrait, over 20 rebuilds and its destruction, with a
//                         rotated perspective Main Camera already there, and with an untagged camera
//   <variant>.inputless.games : the Games started and run with no input backend
//   <variant>.alloc.<Game>.* : managed bytes a Game allocates per frame of steady play, HUD on (bytesPerFrame),
//                         and in the frames that began a new run with a new model (newRuns, newRunBytes)
//   <variant>.hud.<Game>.* : the HUD on a portrait phone at 1×, 2× and 3× density: its smallest letters in
//                         inches at each, the labels drawn and those clipped (text wider than its rectangle or the screen)
//   <variant>.texels.<Game>.* : texels per screen pixel of every piece on a 1080 × 2400 phone and a 4K monitor:
//                         pieces blurred (magnified, not one colour) and shimmering (minified without mipmaps)
//   <variant>.urp2d.<Game> : "visible" when it plays in the editor on URP's 2D Renderer with no 2D light, else why not
//   <variant>.frameRate.* : Application.targetFrameRate after a Game starts on a 120 Hz phone, on one whose
//                         project set its own rate, and on a desktop
//   <variant>.taps.<fps>.* : RhythmClacker's notes tapped on the beat at 30, 60 and 144 fps, each press stamped
//                         with its event time: the judged offsets (ms), in the setup given by eventTime=
// Every frame is drawn as a player build draws it (StubPlayer.PlayerBuild): see UnityEngine.stub.cs.
using System;
using System.Collections.Generic;
using System.Globalization;
using System.Reflection;
using UnityEngine;

public static class GameHarness
{
    static string variant;

    static void Print(string name, object value)
    {
        Console.WriteLine(variant + "." + name + "=" + Convert.ToString(value, CultureInfo.InvariantCulture));
    }

    static Component Add(GameObject go, Type type)
    {
        return (Component)typeof(GameObject).GetMethod("AddComponent").MakeGenericMethod(type).Invoke(go, null);
    }

    static void Message(object target, string name)
    {
        var method = target.GetType().GetMethod(name, BindingFlags.Instance | BindingFlags.NonPublic | BindingFlags.Public);
        if (method != null) method.Invoke(target, null);
    }

    /// <summary>One frame: input is pressed, Update runs, the frame's presses are forgotten.</summary>
    static void Frame(object game)
    {
        Message(game, "Update");
        StubPlayer.EndFrame();
    }

    /// <summary>A finger comes down (the Input Manager also reports it as mouse button 0, as Unity does).</summary>
    static void Tap(float x, float y)
    {
        StubPlayer.TouchBegan = true;
        StubPlayer.TouchPosition = new Vector2(x, y);
    }

    static void Click(float x, float y)
    {
        StubPlayer.MouseDown = true;
        StubPlayer.MousePosition = new Vector3(x, y, 0);
    }

    static void Reset()
    {
        StubPlayer.EndFrame();
        StubPlayer.KeysHeld.Clear();
        StubPlayer.MouseHeld = false;
        StubPlayer.TouchHeld = false;
        StubPlayer.Cameras.Clear();
        StubPlayer.Objects.Clear();
    }

    static void PlayDropper(Assembly kit)
    {
        Reset();
        StubPlayer.DeltaTime = 1f / 60f;
        Type gameType = kit.GetType("Microloop.PhysicsDropper.PhysicsDropperGame", true);
        dynamic game = Add(new GameObject("Game"), gameType);
        game.seed = 7;
        int scoreEvents = 0, unityScoreEvents = 0, lastScore = -1;
        game.ScoreChanged += (Action<int>)(score => { scoreEvents++; lastScore = score; });
        game.onScoreChanged.AddListener((UnityEngine.Events.UnityAction<int>)(score => unityScoreEvents++));
        Message(game, "Awake");

        // The same run on the bare model: the Game must add nothing to the rules.
        dynamic model = Activator.CreateInstance(kit.GetType("Microloop.PhysicsDropper.PhysicsDropperModel", true),
            gameType.GetMethod("ValuesOf").Invoke(null, new object[] { game.config }), 7u, null);
        double dt = StubPlayer.DeltaTime;
        for (int frame = 0; frame < 600; frame++)
        {
            if (frame == 30)
            {
                StubPlayer.KeysDown.Add(KeyCode.Space);
                model.Drop(double.NaN);
            }
            if (frame == 45)
            {
                // The middle of the screen is the middle of the board.
                Click(Screen.width / 2f, Screen.height / 2f);
                model.Drop(model.Width / 2);
            }
            if (frame == 60)
            {
                Tap(Screen.width / 2f, Screen.height / 2f);
                model.Drop(model.Width / 2);
            }
            if (frame == 75)
            {
                StubPlayer.KeysDown.Add(KeyCode.Return);
                model.Drop(double.NaN);
            }
            Frame(game);
            model.Step(dt);
        }
        Print("dropper.score", game.Model.Score);
        Print("dropper.scored", game.Model.Scored);
        Print("dropper.released", game.Model.Scored + game.Model.Balls.Count);
        Print("dropper.time", game.Model.Time);
        Print("dropper.modelScore", model.Score);
        Print("dropper.modelScored", model.Scored);
        Print("dropper.modelTime", model.Time);
        Print("dropper.scoreEvents", scoreEvents);
        Print("dropper.unityScoreEvents", unityScoreEvents);
        Print("dropper.lastScore", lastScore);
        int ballViews = 0;
        foreach (var go in StubPlayer.Objects) if (go.name == "Ball" && go.activeSelf) ballViews++;
        Print("dropper.ballViews", ballViews);
        Print("dropper.ballsInPlay", game.Model.Balls.Count);
        int ended = 0;
        game.Ended += (Action<int>)(score => ended = score);
        StubPlayer.KeysDown.Add(KeyCode.R);
        Frame(game);
        Print("dropper.endedWith", ended);
        Print("dropper.scoreAfterRestart", game.Model.Score);
    }

    /// <summary>The Inspector's peg field and payout: rows, spacing, jitter, bin points and multiplier reach the model.</summary>
    /// <summary>A peg field nobody could build (no bins, a gap of 0, too many rows): clamped, and the game plays.</summary>
    static void PlayBadBoard(Assembly kit)
    {
        Reset();
        StubPlayer.DeltaTime = 1f / 60f;
        dynamic game = Add(new GameObject("Game"), kit.GetType("Microloop.PhysicsDropper.PhysicsDropperGame", true));
        game.board.pegRows = 500;
        game.board.pegColumnGap = 0.0;
        game.board.pegRowGap = double.NaN;
        game.board.binPoints = new int[0];
        Message(game, "Awake");
        for (int frame = 0; frame < 120; frame++) Frame(game);
        Print("badBoard.rows", game.Model.Pegs.Count);
        Print("badBoard.width", game.Model.Width);
        Print("badBoard.columnGap", game.board.pegColumnGap);
        Print("badBoard.rowGap", game.board.pegRowGap);
        Print("badBoard.time", game.Model.Time);
    }

    static void PlayDropperBoard(Assembly kit)
    {
        Reset();
        StubPlayer.DeltaTime = 1f / 60f;
        dynamic game = Add(new GameObject("Game"), kit.GetType("Microloop.PhysicsDropper.PhysicsDropperGame", true));
        game.seed = 3;
        game.board.pegRows = 7;
        game.board.pegRowGap = 0.7;
        game.board.pegJitter = 0.1;
        game.board.binPoints = new[] { 1, 2, 3, 4, 5, 6, 7, 8 };
        game.board.multiplier = 3;
        Message(game, "Awake");
        for (int frame = 0; frame < 600; frame++) Frame(game);
        Print("board.rows", game.Model.Pegs.Count);
        Print("board.width", game.Model.Width);
        Print("board.binTop", game.Model.BinTop);
        int offGrid = 0;
        foreach (var row in game.Model.Pegs)
            foreach (var peg in row)
            {
                double steps = peg.X / 0.35;
                if (Math.Abs(steps - Math.Round(steps)) > 1e-6) offGrid++;
            }
        Print("board.offGridPegs", offGrid);
        Print("board.score", game.Model.Score);
        Print("board.scored", game.Model.Scored);
        int pegViews = 0;
        foreach (var go in StubPlayer.Objects) if (go.name == "Peg") pegViews++;
        int pegs = 0;
        foreach (var row in game.Model.Pegs) pegs += row.Length;
        Print("board.pegViews", pegViews);
        Print("board.pegs", pegs);
    }

    static int Wait(object game, double seconds)
    {
        int frames = (int)Math.Ceiling(seconds / StubPlayer.DeltaTime) + 1;
        for (int i = 0; i < frames; i++) Frame(game);
        return frames;
    }

    /// <summary>Moves the keyboard focus to `target` one arrow press a frame, then presses Space or Enter.</summary>
    static void KeyTo(dynamic game, int target, int side, KeyCode accept)
    {
        for (int presses = 0; (int)game.Focus != target; presses++)
        {
            if (presses > 2 * side) throw new Exception("The arrow keys never reach tile " + target + " (focus stays at " + game.Focus + ")");
            int focus = game.Focus;
            if (focus % side < target % side) StubPlayer.KeysDown.Add(KeyCode.RightArrow);
            else if (focus % side > target % side) StubPlayer.KeysDown.Add(KeyCode.LeftArrow);
            else if (focus / side < target / side) StubPlayer.KeysDown.Add(KeyCode.DownArrow);
            else StubPlayer.KeysDown.Add(KeyCode.UpArrow);
            Frame(game);
        }
        StubPlayer.KeysDown.Add(accept);
        Frame(game);
    }

    static List<int[]> PairsOf(dynamic game)
    {
        var first = new Dictionary<int, int>();
        var pairs = new List<int[]>();
        for (int i = 0; i < (int)game.Model.Tiles.Count; i++)
        {
            int symbol = game.Model.Tiles[i].Symbol;
            int other;
            if (first.TryGetValue(symbol, out other)) pairs.Add(new[] { other, i });
            else first[symbol] = i;
        }
        return pairs;
    }

    static void ClickTile(dynamic game, int index)
    {
        foreach (var go in StubPlayer.Objects)
        {
            if (go.name != "Tile " + index || !go.activeSelf) continue;
            var at = Camera.main.WorldToScreenPoint(go.transform.position);
            Click(at.x, at.y);
            Frame(game);
            return;
        }
        throw new Exception("No view of tile " + index);
    }

    static void PlayMemory(Assembly kit)
    {
        Reset();
        StubPlayer.DeltaTime = 0.05f;
        dynamic game = Add(new GameObject("Game"), kit.GetType("Microloop.MemoryTiles.MemoryTilesGame", true));
        game.seed = 5;
        int ended = 0, matched = 0, scoreEvents = 0;
        var stars = new List<int>();
        game.Ended += (Action<int>)(score => ended++);
        game.onPairMatched.AddListener((UnityEngine.Events.UnityAction<string>)(symbol => matched++));
        game.onBoardGraded.AddListener((UnityEngine.Events.UnityAction<int>)(grade => stars.Add(grade)));
        game.onScoreChanged.AddListener((UnityEngine.Events.UnityAction<int>)(score => scoreEvents++));
        Message(game, "Awake");
        int side = game.Model.Side;

        // Board 1 by keyboard: Space starts the peek; one miss, then every pair.
        StubPlayer.KeysDown.Add(KeyCode.Space);
        Frame(game);
        Print("memory.stageAfterSpace", game.Model.Stage);
        Wait(game, game.Model.PeekLength);
        Print("memory.stageAfterPeek", game.Model.Stage);
        var pairs = PairsOf(game);
        KeyTo(game, pairs[0][0], side, KeyCode.Return);
        KeyTo(game, pairs[1][0], side, KeyCode.Space);
        Print("memory.movesAfterMiss", game.Model.Moves);
        Wait(game, game.config.flipBackDelay / 1000.0);
        for (int p = 0; p < pairs.Count; p++)
        {
            KeyTo(game, pairs[p][0], side, KeyCode.Space);
            KeyTo(game, pairs[p][1], side, KeyCode.Return);
        }
        Print("memory.board1Stage", game.Model.Stage);
        Print("memory.board1Moves", game.Model.Moves);
        Print("memory.board1Score", game.Model.Score);

        // Board 2 by pointer: a click deals it and starts the peek, then a click on each tile of each pair.
        ClickTile(game, 0);
        Print("memory.round", game.Model.Round);
        Print("memory.peek2", game.Model.PeekLength);
        Wait(game, game.Model.PeekLength);
        pairs = PairsOf(game);
        foreach (var pair in pairs)
        {
            ClickTile(game, pair[0]);
            ClickTile(game, pair[1]);
        }
        Print("memory.board2Stage", game.Model.Stage);
        Print("memory.board2Moves", game.Model.Moves);
        Print("memory.score", game.Model.Score);
        Print("memory.streak", game.Model.Streak);
        Print("memory.ended", ended);
        Print("memory.matched", matched);
        Print("memory.scoreEvents", scoreEvents);
        Print("memory.stars", string.Join(",", stars.ConvertAll(s => s.ToString()).ToArray()));
    }

    static void PressTap(int index)
    {
        switch (index % 4)
        {
            case 0: StubPlayer.KeysDown.Add(KeyCode.Space); break;
            case 1: StubPlayer.KeysDown.Add(KeyCode.Return); break;
            case 2: Click(Screen.width / 2f, Screen.height / 2f); break;
            default: Tap(Screen.width / 2f, Screen.height / 2f); break;
        }
    }

    /// <summary>Plays a RhythmClacker run: a press on the frame that brings each note (but every tenth) to the hit line.</summary>
    static void RhythmRun(dynamic game, string prefix)
    {
        int scoreEvents = 0, judged = 0, lastScore = -1, ended = 0, pointsSum = 0;
        var grades = new Dictionary<string, int>();
        game.onScoreChanged.AddListener((UnityEngine.Events.UnityAction<int>)(score => { scoreEvents++; lastScore = score; }));
        game.onJudged.AddListener((UnityEngine.Events.UnityAction<string>)(grade => { judged++; grades[grade] = (grades.ContainsKey(grade) ? grades[grade] : 0) + 1; }));
        game.Ended += (Action<int>)(score => ended++);
        Message(game, "Awake");
        double dt = StubPlayer.DeltaTime;
        bool strayDone = false;
        int frames = 0;
        for (; frames < 3000 && !(bool)game.Model.Over; frames++)
        {
            double now = game.SongTime;
            for (int i = 0; i < (int)game.Model.Notes.Count; i++)
            {
                double ahead = (double)game.Model.Notes[i].Time - now;
                if (i % 10 != 9 && ahead > 0 && ahead <= dt) PressTap(i);
                // One stray tap, half a beat after note 2.
                if (i == 2 && !strayDone && ahead < -30.0 / (double)game.Model.Bpm)
                {
                    strayDone = true;
                    StubPlayer.KeysDown.Add(KeyCode.Space);
                }
            }
            Frame(game);
        }
        foreach (var j in new[] { "Perfect", "Good", "Miss" }) Print(prefix + "." + j, grades.ContainsKey(j) ? grades[j] : 0);
        Print(prefix + ".notes", game.Model.Notes.Count);
        Print(prefix + ".score", game.Model.Score);
        Print(prefix + ".perfects", game.Model.Perfects);
        Print(prefix + ".misses", game.Model.Misses);
        Print(prefix + ".strayTaps", game.Model.StrayTaps);
        Print(prefix + ".judged", judged);
        Print(prefix + ".scoreEvents", scoreEvents);
        Print(prefix + ".lastScore", lastScore);
        Print(prefix + ".over", game.Model.Over);
        Print(prefix + ".ended", ended);
        Print(prefix + ".frames", frames);
    }

    static void PlayRhythm(Assembly kit)
    {
        Reset();
        StubPlayer.DeltaTime = 1f / 60f;
        StubPlayer.AudioRunning = true;
        StubPlayer.DspTime = 100;
        StubPlayer.Scheduled.Clear();
        Type gameType = kit.GetType("Microloop.RhythmClacker.RhythmClackerGame", true);
        dynamic game = Add(new GameObject("Game"), gameType);
        game.seed = 3;
        RhythmRun(game, "rhythm");
        // The clacks on the audio clock: one per note, a beat apart in dspTime for steady quarters.
        var clacks = StubPlayer.Scheduled.FindAll(entry => entry.Key == "Downbeat" || entry.Key == "Offbeat");
        Print("rhythm.clacks", clacks.Count);
        Print("rhythm.unheard", StubPlayer.Unheard);
        Print("rhythm.clackSpacing", clacks.Count > 1 ? Math.Round(clacks[1].Value - clacks[0].Value, 6) : 0);
        Print("rhythm.firstClackAt", clacks.Count > 0 ? Math.Round(clacks[0].Value - 100, 6) : 0);

        // Calibration: C, then a tap on the first frame at or after each click + 40 ms.
        int calibrated = int.MinValue;
        game.Calibrated += (Action<int>)(latency => calibrated = latency);
        StubPlayer.Scheduled.Clear();
        StubPlayer.KeysDown.Add(KeyCode.C);
        Frame(game);
        Print("rhythm.calibrating", game.Round != null);
        var done = new HashSet<int>();
        for (int frame = 0; frame < 600 && calibrated == int.MinValue; frame++)
        {
            double now = game.SongTime;
            for (int i = 0; i < 8; i++)
            {
                double target = (i * 60) / 90.0 + 0.04;
                if (!done.Contains(i) && now + StubPlayer.DeltaTime >= target)
                {
                    done.Add(i);
                    StubPlayer.KeysDown.Add(KeyCode.Space);
                }
            }
            Frame(game);
        }
        Print("rhythm.calibrated", calibrated);
        Print("rhythm.latency", game.config.inputLatency);
        Print("rhythm.clicks", StubPlayer.Scheduled.FindAll(entry => entry.Key == "Click").Count);
        Print("rhythm.scoreAfterCalibration", game.Model.Score);
        // Measured latencies on the Input Latency grid the settings class gives: below, inside and above its range.
        var snap = gameType.GetMethod("SnapLatency");
        Print("rhythm.snapped", string.Join(" ", Array.ConvertAll(new[] { -9999.0, -203.0, 347.0, 352.5, 9999.0 }, ms => snap.Invoke(null, new object[] { ms }).ToString())));

        // The Dummy audio driver's case: an audio clock that never moves. The game runs on frame time.
        Reset();
        StubPlayer.AudioRunning = false;
        StubPlayer.Scheduled.Clear();
        dynamic silent = Add(new GameObject("Game"), gameType);
        silent.seed = 3;
        RhythmRun(silent, "silent");
        Print("silent.clacks", StubPlayer.Scheduled.Count);
        StubPlayer.AudioRunning = true;
    }

    enum Hold { Space, Enter, Mouse, Finger }

    static void HoldDown(Hold how)
    {
        if (how == Hold.Space || how == Hold.Enter)
        {
            var key = how == Hold.Space ? KeyCode.Space : KeyCode.Return;
            StubPlayer.KeysDown.Add(key);
            StubPlayer.KeysHeld.Add(key);
        }
        else if (how == Hold.Finger)
        {
            StubPlayer.TouchBegan = true;
            StubPlayer.TouchHeld = true;
        }
        else
        {
            StubPlayer.MouseDown = true;
            StubPlayer.MouseHeld = true;
        }
    }

    static void LetGo()
    {
        StubPlayer.KeysHeld.Clear();
        StubPlayer.MouseHeld = false;
        StubPlayer.TouchHeld = false;
    }

    static string Results(dynamic events)
    {
        var results = new List<string>();
        foreach (var e in events) if (e.Type == "land") results.Add(e.Landing.Result.ToString().ToLowerInvariant());
        return string.Join(",", results.ToArray());
    }

    static int landedEvents;

    /// <summary>A handler for an event whose payload is a kit type (TimingWheelGame.Landed: Action&lt;WheelLanding&gt;).</summary>
    public static void CountLanded<T>(T landing)
    {
        if (landing != null) landedEvents++;
    }

    static void PlayWheel(Assembly kit)
    {
        Reset();
        LetGo();
        StubPlayer.DeltaTime = 1f / 60f;
        Type gameType = kit.GetType("Microloop.TimingWheel.TimingWheelGame", true);
        dynamic game = Add(new GameObject("Game"), gameType);
        game.seed = 7;
        int scoreEvents = 0, unityScoreEvents = 0, lastScore = -1, ended = 0, endedWith = -1;
        var results = new List<string>();
        var modelResults = new List<string>();
        game.ScoreChanged += (Action<int>)(score => { scoreEvents++; lastScore = score; });
        game.Ended += (Action<int>)(score => { ended++; endedWith = score; });
        game.onScoreChanged.AddListener((UnityEngine.Events.UnityAction<int>)(score => unityScoreEvents++));
        game.onLanded.AddListener((UnityEngine.Events.UnityAction<string>)(result => results.Add(result)));
        landedEvents = 0;
        var landed = gameType.GetEvent("Landed");
        landed.AddEventHandler(game, Delegate.CreateDelegate(landed.EventHandlerType,
            typeof(GameHarness).GetMethod("CountLanded").MakeGenericMethod(kit.GetType("Microloop.TimingWheel.WheelLanding", true))));
        Message(game, "Awake");
        dynamic model = Activator.CreateInstance(kit.GetType("Microloop.TimingWheel.TimingWheelModel", true),
            gameType.GetMethod("ValuesOf").Invoke(null, new object[] { game.config }), 7u);

        var aims = new[] { "Hit", "Hit", "Near", "Miss", "Hit", "Miss" };
        var holds = new[] { Hold.Space, Hold.Space, Hold.Enter, Hold.Mouse, Hold.Finger, Hold.Finger };
        int round = 0, atSpeed = -1, heldFor = 0;
        for (int frame = 0; frame < 20000 && !(bool)game.Model.IsOver; frame++)
        {
            string phase = game.Model.Phase.ToString();
            if (phase == "Spinning")
            {
                atSpeed = game.Model.Speed < game.Model.Cruise ? -1 : atSpeed < 0 ? frame : atSpeed;
                if (atSpeed >= 0 && frame - atSpeed >= 10)
                {
                    HoldDown(holds[round]);
                    model.Press(0.0);
                    heldFor = 0;
                }
            }
            else if (phase == "Charging" && (game.Model.JudgeReleaseNow().ToString() == aims[round] || ++heldFor > 600))
            {
                LetGo();
                model.Release(0.0);
                round++;
            }
            Frame(game);
            modelResults.Add(Results(model.Step((double)StubPlayer.DeltaTime)));
        }
        Print("wheel.results", string.Join(",", results.ToArray()));
        Print("wheel.modelResults", string.Join(",", modelResults.FindAll(r => r.Length > 0).ToArray()));
        Print("wheel.score", game.Model.Score);
        Print("wheel.modelScore", model.Score);
        Print("wheel.angle", ((double)game.Model.Angle).ToString("R", CultureInfo.InvariantCulture));
        Print("wheel.modelAngle", ((double)model.Angle).ToString("R", CultureInfo.InvariantCulture));
        Print("wheel.phase", game.Model.Phase);
        Print("wheel.scoreEvents", scoreEvents);
        Print("wheel.unityScoreEvents", unityScoreEvents);
        Print("wheel.lastScore", lastScore);
        Print("wheel.ended", ended);
        Print("wheel.landedEvents", landedEvents);
        Print("wheel.endedWith", endedWith);
        int segmentViews = 0, litViews = 0;
        foreach (var go in StubPlayer.Objects)
        {
            if (!go.name.StartsWith("Segment ")) continue;
            segmentViews++;
            var colour = go.GetComponent<SpriteRenderer>().color;
            Color lit = game.targetColour;
            if (colour.r == lit.r && colour.g == lit.g && colour.b == lit.b) litViews++;
        }
        Print("wheel.segmentViews", segmentViews);
        Print("wheel.litViews", litViews);
        // A new press after the end starts a new run; holding on does not charge it.
        LetGo();
        Frame(game);
        HoldDown(Hold.Space);
        Frame(game);
        Frame(game);
        Print("wheel.scoreAfterRestart", game.Model.Score);
        Print("wheel.phaseAfterRestart", game.Model.Phase);
        LetGo();
    }

    static void PlayDash(Assembly kit)
    {
        Reset();
        StubPlayer.DeltaTime = 1f / 60f;
        Type gameType = kit.GetType("Microloop.DoubleTapDash.DoubleTapDashGame", true);
        dynamic game = Add(new GameObject("Game"), gameType);
        game.seed = 7;
        var judged = new List<string>();
        int scoreEvents = 0, unityScoreEvents = 0, lastScore = -1, ended = -1;
        game.Judged += (Action<string>)(kind => judged.Add(kind));
        game.ScoreChanged += (Action<int>)(score => { scoreEvents++; lastScore = score; });
        game.onScoreChanged.AddListener((UnityEngine.Events.UnityAction<int>)(score => unityScoreEvents++));
        game.Ended += (Action<int>)(score => ended = score);
        Message(game, "Awake");

        // The same run on the bare model, its taps on the same play clock: the Game adds nothing to the rules.
        dynamic model = Activator.CreateInstance(kit.GetType("Microloop.DoubleTapDash.DoubleTapDashModel", true),
            gameType.GetMethod("ValuesOf").Invoke(null, new object[] { game.config }), 7u);
        double dt = StubPlayer.DeltaTime;
        double now = 0;
        var modelJudged = new List<string>();
        for (int frame = 0; frame < 600; frame++)
        {
            bool tap = true;
            if (frame == 30) StubPlayer.KeysDown.Add(KeyCode.Space);
            else if (frame == 36) StubPlayer.KeysDown.Add(KeyCode.Return);
            else if (frame == 120) Click(Screen.width / 2f, Screen.height / 2f);
            else if (frame == 150) Tap(Screen.width / 2f, Screen.height / 2f);
            else tap = false;
            if (tap && !model.Over) foreach (var e in model.Tap(now)) modelJudged.Add((string)e.Type);
            Frame(game);
            if (!model.Over)
            {
                now += dt * 1000.0;
                foreach (var e in model.Step(Math.Min(dt, 0.1))) modelJudged.Add(e.Type == "gate" ? (string)e.Result : (string)e.Type);
            }
        }
        Print("dash.judged", string.Join(",", judged.ToArray()));
        Print("dash.modelJudged", string.Join(",", modelJudged.ToArray()));
        Print("dash.score", game.Score);
        Print("dash.modelScore", model.Score);
        Print("dash.distance", game.Model.Distance);
        Print("dash.modelDistance", model.Distance);
        Print("dash.now", game.Now);
        Print("dash.modelNow", now);
        Print("dash.over", game.Model.Over);
        Print("dash.scoreEvents", scoreEvents);
        Print("dash.unityScoreEvents", unityScoreEvents);
        Print("dash.lastScore", lastScore);
        Print("dash.endedWith", ended);
        int gateViews = 0;
        foreach (var go in StubPlayer.Objects) if (go.name == "Gate" && go.activeSelf) gateViews++;
        Print("dash.gateViews", gateViews);
        Print("dash.gates", game.Model.Gates.Count);
        // A press after the crash starts a new run.
        StubPlayer.KeysDown.Add(KeyCode.Space);
        Frame(game);
        Print("dash.overAfterPress", game.Model.Over);
        Print("dash.distanceAfterPress", game.Model.Distance);
    }

    static void PlayBounce(Assembly kit)
    {
        Reset();
        StubPlayer.DeltaTime = 1f / 60f;
        Type gameType = kit.GetType("Microloop.BounceChain.BounceChainGame", true);
        dynamic game = Add(new GameObject("Game"), gameType);
        game.seed = 7;
        int scoreEvents = 0, unityScoreEvents = 0, bounces = 0, lastScore = -1, ended = -1;
        game.ScoreChanged += (Action<int>)(score => { scoreEvents++; lastScore = score; });
        game.onScoreChanged.AddListener((UnityEngine.Events.UnityAction<int>)(score => unityScoreEvents++));
        game.onBounced.AddListener((UnityEngine.Events.UnityAction<int>)(points => bounces++));
        game.Ended += (Action<int>)(score => ended = score);
        Message(game, "Awake");

        dynamic model = Activator.CreateInstance(kit.GetType("Microloop.BounceChain.BounceChainModel", true),
            gameType.GetMethod("ValuesOf").Invoke(null, new object[] { game.config }), 7u);
        double dt = StubPlayer.DeltaTime;
        var steering = new List<string>();
        int frame = 0;
        for (; frame < 900 && !model.Over; frame++)
        {
            // Held input: Right, then D, then a click held on the left half of the screen, then nothing.
            StubPlayer.KeysHeld.Clear();
            StubPlayer.MouseHeld = false;
            int direction = 0;
            if (frame >= 30 && frame < 45) { StubPlayer.KeysHeld.Add(KeyCode.RightArrow); direction = 1; }
            else if (frame >= 45 && frame < 60) { StubPlayer.KeysHeld.Add(KeyCode.D); direction = 1; }
            else if (frame >= 60 && frame < 75)
            {
                StubPlayer.MouseHeld = true;
                StubPlayer.MousePosition = new Vector3(Screen.width / 4f, Screen.height / 2f, 0);
                direction = -1;
            }
            if (frame % 45 == 20)
            {
                StubPlayer.KeysDown.Add(frame % 90 == 20 ? KeyCode.Space : KeyCode.Return);
                model.Nudge();
            }
            model.Steer(direction);
            Frame(game);
            model.Step(dt);
            if (frame == 40 || frame == 50 || frame == 70 || frame == 80) steering.Add(Convert.ToString(game.Model.Steering));
        }
        Print("bounce.frames", frame);
        Print("bounce.steering", string.Join(",", steering.ToArray()));
        Print("bounce.score", game.Model.Score);
        Print("bounce.modelScore", model.Score);
        Print("bounce.time", game.Model.Time);
        Print("bounce.modelTime", model.Time);
        Print("bounce.x", game.Model.Ball.X);
        Print("bounce.modelX", model.Ball.X);
        Print("bounce.over", game.Model.Over);
        Print("bounce.bounces", bounces);
        Print("bounce.modelBounces", model.Bounces);
        Print("bounce.scoreEvents", scoreEvents);
        Print("bounce.unityScoreEvents", unityScoreEvents);
        Print("bounce.lastScore", lastScore);
        Print("bounce.endedWith", ended);
        int platformViews = 0;
        foreach (var go in StubPlayer.Objects) if (go.name == "Platform") platformViews++;
        Print("bounce.platformViews", platformViews);
        // After the fall a tap starts a new run.
        Tap(Screen.width / 2f, Screen.height / 2f);
        Frame(game);
        Print("bounce.overAfterTap", game.Model.Over);
        Print("bounce.scoreAfterTap", game.Model.Score);
    }

    static string CameraState()
    {
        return CameraState(Camera.main);
    }

    static string CameraState(Camera camera)
    {
        if (camera == null) return "none";
        var at = camera.transform.position;
        var turn = camera.transform.rotation;
        var numbers = new object[] { at.x, at.y, at.z, turn.x, turn.y, turn.z, turn.w, camera.orthographicSize };
        var parts = new List<string> { camera.orthographic ? "orthographic" : "perspective", camera.clearFlags.ToString() };
        foreach (float number in numbers) parts.Add(number.ToString("R", CultureInfo.InvariantCulture));
        return string.Join(" ", parts.ToArray());
    }

    /// <summary>The pieces (sprites on active GameObjects) whose middle the main camera sees.</summary>
    static int PiecesInView()
    {
        int seen = 0;
        foreach (var go in StubPlayer.Objects)
        {
            if (!go.activeInHierarchy || go.GetComponent<SpriteRenderer>() == null) continue;
            var at = Camera.main.WorldToScreenPoint(go.transform.position);
            if (at.z > 0 && at.x >= 0 && at.x <= Screen.width && at.y >= 0 && at.y <= Screen.height) seen++;
        }
        return seen;
    }

    static int Listeners()
    {
        return UnityEngine.Object.FindObjectsByType<AudioListener>(FindObjectsSortMode.None).Length;
    }

    static object Start(Type type, int frames)
    {
        var game = Add(new GameObject("Game"), type);
        Message(game, "Awake");
        for (int frame = 0; frame < frames; frame++) Frame(game);
        return game;
    }

    static void Resize(int width, int height)
    {
        StubPlayer.ScreenWidth = width;
        StubPlayer.ScreenHeight = height;
    }

    /// <summary>
    /// Every Game's stage: in an empty scene (the camera it makes, its listener, a refit when the screen
    /// turns portrait, the assets it makes and destroys over 20 rebuilds), and with a rotated perspective
    /// Main Camera, with its own AudioListener, already in the scene.
    /// </summary>
    static void PlayStage(Assembly kit)
    {
        var types = new List<Type>();
        foreach (var type in kit.GetTypes()) if (type.IsSubclassOf(typeof(MonoBehaviour)) && type.Name.EndsWith("Game")) types.Add(type);
        types.Sort((a, b) => string.CompareOrdinal(a.Name, b.Name));
        foreach (var type in types)
        {
            string key = "stage." + type.Name + ".";
            Reset();
            StubPlayer.DeltaTime = 1f / 60f;
            Resize(800, 600);
            int assetsBefore = StubPlayer.LiveAssets;
            var game = (Component)Start(type, 3);
            Print(key + "fresh", CameraState());
            Print(key + "cameras", StubPlayer.Cameras.Count);
            Print(key + "listeners", Listeners());
            Print(key + "pieces", StubPlayer.Objects.FindAll(go => go.activeInHierarchy && go.GetComponent<SpriteRenderer>() != null).Count);
            Print(key + "piecesInView", PiecesInView());
            Resize(600, 900);
            Frame(game);
            Print(key + "resized", CameraState());
            Resize(800, 600);
            Frame(game);
            int assetsBuilt = StubPlayer.LiveAssets;
            var rebuild = type.GetMethod("Build", BindingFlags.Instance | BindingFlags.NonPublic) ?? type.GetMethod("Restart");
            for (int round = 0; round < 20; round++)
            {
                rebuild.Invoke(game, null);
                for (int frame = 0; frame < 5; frame++) Frame(game);
            }
            Print(key + "assetsGrown", StubPlayer.LiveAssets - assetsBuilt);
            UnityEngine.Object.Destroy(game.gameObject);
            Print(key + "assetsLeft", StubPlayer.LiveAssets - assetsBefore);

            Reset();
            Resize(600, 900);
            Start(type, 4);
            Print(key + "freshPortrait", CameraState());

            Reset();
            Resize(800, 600);
            var camera = new GameObject("Main Camera");
            camera.tag = "MainCamera";
            camera.AddComponent<Camera>();
            camera.AddComponent<AudioListener>();
            camera.transform.rotation = Quaternion.Euler(20, 35, 10);
            camera.transform.position = new Vector3(4, 9, 3);
            Start(type, 3);
            Print(key + "reused", CameraState());
            Print(key + "reusedCameras", StubPlayer.Cameras.Count);
            Print(key + "reusedListeners", Listeners());
            Print(key + "reusedPiecesInView", PiecesInView());

            Reset();
            Resize(800, 600);
            var untagged = new GameObject("Camera").AddComponent<Camera>();
            Start(type, 3);
            Print(key + "untaggedCameras", StubPlayer.Cameras.Count);
            Print(key + "untagged", CameraState(untagged));
        }
    }

    /// <summary>
    /// Managed bytes each Game allocates per frame in steady play, its HUD on: 300 frames of warm-up, then
    /// 600 frames of the same scripted play (Space pressed and held, Right, a click) on a 1080 × 2400 screen,
    /// measured with GC.GetAllocatedBytesForCurrentThread (mono 6.8 counts every managed allocation of the
    /// thread, exactly) around the Game's own calls only: Update, then OnGUI twice as Unity sends it (Layout,
    /// then Repaint). A frame in which a Game made a new model (a new run after the last ended) is counted
    /// apart: newRuns, newRunBytes.
    /// </summary>
    static void PlayAllocations(Assembly kit)
    {
        var types = new List<Type>();
        foreach (var type in kit.GetTypes()) if (type.IsSubclassOf(typeof(MonoBehaviour)) && type.Name.EndsWith("Game")) types.Add(type);
        types.Sort((a, b) => string.CompareOrdinal(a.Name, b.Name));
        foreach (var type in types)
        {
            Reset();
            StubPlayer.DeltaTime = 1f / 60f;
            Resize(1080, 2400);
            var game = Add(new GameObject("Game"), type);
            Message(game, "Awake");
            const BindingFlags any = BindingFlags.Instance | BindingFlags.NonPublic | BindingFlags.Public;
            var update = (Action)Delegate.CreateDelegate(typeof(Action), game, type.GetMethod("Update", any));
            var hudMethod = type.GetMethod("OnGUI", any);
            var hud = hudMethod == null ? null : (Action)Delegate.CreateDelegate(typeof(Action), game, hudMethod);
            // A Game that starts a new run by making a new model (and its views) allocates in that frame: counted apart.
            var modelOf = type.GetProperty("Model");
            object model = modelOf.GetValue(game, null);
            long allocated = 0, newRunBytes = 0;
            int newRuns = 0;
            const int warmUp = 300, measured = 600;
            for (int frame = 0; frame < warmUp + measured; frame++)
            {
                // Space goes down every 30 frames and is held for 12; Right every 30; a click every 60.
                if (frame % 30 == 0) StubPlayer.KeysDown.Add(KeyCode.Space);
                if (frame % 30 == 0) StubPlayer.KeysHeld.Add(KeyCode.Space);
                if (frame % 30 == 12) StubPlayer.KeysHeld.Remove(KeyCode.Space);
                if (frame % 30 == 15) StubPlayer.KeysDown.Add(KeyCode.RightArrow);
                if (frame % 60 == 45) Click(Screen.width * 0.5f, Screen.height * 0.45f);
                long before = GC.GetAllocatedBytesForCurrentThread();
                update();
                if (hud != null)
                {
                    hud();
                    hud();
                }
                long bytes = GC.GetAllocatedBytesForCurrentThread() - before;
                bool newRun = !ReferenceEquals(model, modelOf.GetValue(game, null));
                model = modelOf.GetValue(game, null);
                if (frame >= warmUp && newRun)
                {
                    newRuns++;
                    newRunBytes += bytes;
                }
                else if (frame >= warmUp) allocated += bytes;
                StubPlayer.EndFrame();
            }
            Print("alloc." + type.Name + ".bytesPerFrame", Math.Round((double)allocated / (measured - newRuns), 1));
            Print("alloc." + type.Name + ".newRuns", newRuns);
            Print("alloc." + type.Name + ".newRunBytes", newRunBytes);
            UnityEngine.Object.Destroy(game.gameObject);
        }
        Resize(800, 600);
    }

    /// <summary>
    /// Every Game's HUD on one phone at 1×, 2× and 3× density (360 × 800 at 160 dpi, 720 × 1600 at 320,
    /// 1080 × 2400 at 480: the same physical screen, portrait), after 200 frames of play with presses: the
    /// smallest letters drawn, in inches (font pixels / Screen.dpi), and the labels whose text does not fit
    /// their rectangle or the screen.
    /// </summary>
    static void PlayHud(Assembly kit)
    {
        var types = new List<Type>();
        foreach (var type in kit.GetTypes()) if (type.IsSubclassOf(typeof(MonoBehaviour)) && type.Name.EndsWith("Game")) types.Add(type);
        types.Sort((a, b) => string.CompareOrdinal(a.Name, b.Name));
        var densities = new[] { 1, 2, 3 };
        foreach (var type in types)
        {
            var smallest = new List<string>();
            int clipped = 0, labels = 0;
            foreach (int density in densities)
            {
                Reset();
                StubPlayer.DeltaTime = 1f / 60f;
                Resize(360 * density, 800 * density);
                StubPlayer.ScreenDpi = 160 * density;
                var game = Add(new GameObject("Game"), type);
                Message(game, "Awake");
                float least = float.MaxValue;
                for (int frame = 0; frame < 200; frame++)
                {
                    if (frame % 30 == 0) StubPlayer.KeysDown.Add(KeyCode.Space);
                    if (frame % 30 == 15) StubPlayer.KeysDown.Add(KeyCode.RightArrow);
                    Message(game, "Update");
                    StubPlayer.Drawn.Clear();
                    Message(game, "OnGUI");
                    foreach (var drawn in StubPlayer.Drawn)
                    {
                        labels++;
                        least = Math.Min(least, drawn.FontPixels / StubPlayer.ScreenDpi);
                        var at = drawn.Screen;
                        bool fits = drawn.WordWrap || drawn.TextWidth <= at.width + 0.01f;
                        bool onScreen = at.x >= 0 && at.y >= 0 && at.x + Math.Min(drawn.TextWidth, at.width) <= Screen.width + 0.01f && at.y + at.height <= Screen.height + 0.01f;
                        if (!fits || !onScreen)
                        {
                            if (clipped == 0) Print("hud." + type.Name + ".firstClipped", density + "x \"" + drawn.Text + "\" at " + at.x + "," + at.y + " " + drawn.TextWidth + " of " + at.width + " wide");
                            clipped++;
                        }
                    }
                    StubPlayer.EndFrame();
                }
                smallest.Add(Math.Round(least, 4).ToString(CultureInfo.InvariantCulture));
                UnityEngine.Object.Destroy(game.gameObject);
            }
            Print("hud." + type.Name + ".smallestInches", string.Join(",", smallest.ToArray()));
            Print("hud." + type.Name + ".clipped", clipped);
            Print("hud." + type.Name + ".labels", labels);
        }
        StubPlayer.ScreenDpi = 0;
        Resize(800, 600);
    }

    /// <summary>
    /// RhythmClacker's first 12 notes each tapped exactly on its beat, at 30, 60 and 144 fps: the press reaches
    /// the Game in the frame after it happened, stamped with its event time (StubPlayer.PressAgo, as the Input
    /// System stamps events). Prints each rate's judged offsets (ms) and the largest.
    /// </summary>
    static void PlayTapTiming(Assembly kit)
    {
        foreach (int fps in new[] { 30, 60, 144 })
        {
            Reset();
            StubPlayer.AudioRunning = true;
            dynamic game = Add(new GameObject("Game"), kit.GetType("Microloop.RhythmClacker.RhythmClackerGame", true));
            Message(game, "Awake");
            // A first frame of 13 ms puts the beats between frames (at 100 BPM they would fall on 30 and 60 fps frames).
            StubPlayer.DeltaTime = 0.013f;
            Frame(game);
            StubPlayer.DeltaTime = 1f / fps;
            var offsets = new List<string>();
            double largest = 0;
            const int notes = 12;
            for (int frame = 0, next = 0; frame < 5000 && next < notes; frame++)
            {
                // The song clock moves by a frame in this Update: a beat it passes was tapped that long before now.
                double before = game.SongTime, after = before + StubPlayer.DeltaTime;
                double beat = game.Model.Notes[next].Time;
                bool tapped = beat > before && beat <= after;
                if (tapped)
                {
                    StubPlayer.KeysDown.Add(KeyCode.Space);
                    StubPlayer.PressAgo = after - beat;
                }
                Frame(game);
                if (!tapped) continue;
                double offset = game.Model.Last.OffsetMs;
                offsets.Add(Math.Round(offset, 3).ToString(CultureInfo.InvariantCulture));
                largest = Math.Max(largest, Math.Abs(offset));
                next++;
            }
            Print("taps." + fps + ".offsets", string.Join(" ", offsets.ToArray()));
            Print("taps." + fps + ".largest", Math.Round(largest, 3));
            UnityEngine.Object.Destroy(game.gameObject);
        }
        StubPlayer.DeltaTime = 1f / 60f;
    }

    /// <summary>
    /// Application.targetFrameRate after a Game starts: on a phone with a 120 Hz display; on one whose project
    /// set 50 itself; on a desktop.
    /// </summary>
    static void PlayFrameRate(Assembly kit)
    {
        var type = kit.GetType("Microloop.TimingWheel.TimingWheelGame", true);
        var cases = new[] { new { name = "phone", mobile = true, preset = -1 }, new { name = "phoneProjectSet", mobile = true, preset = 50 }, new { name = "desktop", mobile = false, preset = -1 } };
        foreach (var run in cases)
        {
            Reset();
            StubPlayer.Mobile = run.mobile;
            StubPlayer.RefreshHz = 120;
            Application.targetFrameRate = run.preset;
            var game = (Component)Start(type, 2);
            Print("frameRate." + run.name, Application.targetFrameRate);
            UnityEngine.Object.Destroy(game.gameObject);
        }
        StubPlayer.Mobile = false;
        StubPlayer.RefreshHz = 60;
        Application.targetFrameRate = -1;
    }

    /// <summary>
    /// Texels per screen pixel of every sprite piece each Game draws a second after a press, on a 1080 × 2400
    /// phone (portrait) and a 3840 × 2160 monitor: a texture drawn larger than it is (fewer than 1 texel a pixel) blurs its edge
    /// unless it is one colour; one drawn smaller shimmers unless it has mipmaps.
    /// </summary>
    static void PlayTexels(Assembly kit)
    {
        var types = new List<Type>();
        foreach (var type in kit.GetTypes()) if (type.IsSubclassOf(typeof(MonoBehaviour)) && type.Name.EndsWith("Game")) types.Add(type);
        types.Sort((a, b) => string.CompareOrdinal(a.Name, b.Name));
        var screens = new[] { new[] { 1080, 2400 }, new[] { 3840, 2160 } };
        foreach (var type in types)
        {
            int blurred = 0, shimmering = 0, pieces = 0;
            double least = double.MaxValue, most = 0;
            foreach (var size in screens)
            {
                Reset();
                Resize(size[0], size[1]);
                // A second of play after a press: MemoryTiles' symbols peek, RhythmClacker's notes come on.
                var game = (Component)Start(type, 1);
                StubPlayer.KeysDown.Add(KeyCode.Space);
                for (int frame = 0; frame < 60; frame++) Frame(game);
                var camera = Camera.main;
                double pixelsPerUnit = Screen.height / (2.0 * camera.orthographicSize);
                foreach (var go in StubPlayer.Objects)
                {
                    var sprite = go.activeInHierarchy ? go.GetComponent<SpriteRenderer>() : null;
                    if (sprite == null) continue;
                    var scale = go.transform.localScale;
                    double pixels = Math.Max(Math.Abs(scale.x), Math.Abs(scale.y)) * pixelsPerUnit;
                    if (pixels < 0.5) continue;
                    var texture = sprite.sprite.texture;
                    double texels = texture.width / pixels;
                    pieces++;
                    if (texture.Uniform) continue;
                    least = Math.Min(least, texels);
                    most = Math.Max(most, texels);
                    if (texels < 1 - 1e-6)
                    {
                        if (blurred == 0) Print("texels." + type.Name + ".firstBlurred", go.name + " " + Math.Round(texels, 3) + " texels a pixel at " + size[0] + "x" + size[1]);
                        blurred++;
                    }
                    if (texels > 1 + 1e-6 && (texture.mipmapCount <= 1 || texture.filterMode == FilterMode.Point)) shimmering++;
                }
                UnityEngine.Object.Destroy(game.gameObject);
            }
            Print("texels." + type.Name + ".pieces", pieces);
            Print("texels." + type.Name + ".range", least > most ? "one colour only" : Math.Round(least, 3) + " to " + Math.Round(most, 3));
            Print("texels." + type.Name + ".blurred", blurred);
            Print("texels." + type.Name + ".shimmering", shimmering);
        }
        Resize(800, 600);
    }

    /// <summary>
    /// Every Game in Play mode in the editor of a project on URP's 2D Renderer with no 2D light (where a new
    /// SpriteRenderer's Sprite-Lit-Default draws black): "visible", or why not; and the assets it left behind.
    /// </summary>
    static void PlayUrp2DEditor(Assembly kit)
    {
        var types = new List<Type>();
        foreach (var type in kit.GetTypes()) if (type.IsSubclassOf(typeof(MonoBehaviour)) && type.Name.EndsWith("Game")) types.Add(type);
        types.Sort((a, b) => string.CompareOrdinal(a.Name, b.Name));
        StubPlayer.Editor = true;
        StubPlayer.Urp2DRenderer = true;
        foreach (var type in types)
        {
            Reset();
            int assetsBefore = StubPlayer.LiveAssets;
            try
            {
                Start(type, 5);
                Print("urp2d." + type.Name, "visible");
            }
            catch (Exception thrown)
            {
                Print("urp2d." + type.Name, (thrown.InnerException ?? thrown).Message);
            }
            foreach (var go in StubPlayer.Objects.ToArray()) if (go.name == "Game") UnityEngine.Object.Destroy(go);
            Print("urp2d." + type.Name + ".assetsLeft", StubPlayer.LiveAssets - assetsBefore);
        }
        StubPlayer.Editor = false;
        StubPlayer.Urp2DRenderer = false;
    }

    static HashSet<string> legacySetups = new HashSet<string>();
    // The stage (camera, listener, assets) does not depend on the input setup: it is played in one.
    static string stageSetup;
    // The setup whose input backend stamps events with their time (the Input System): it plays PlayTapTiming.
    static string eventTimeSetup;
    static HashSet<string> inputlessSetups = new HashSet<string>();

    /// <summary>Every Game with no input backend: it starts, runs 120 frames of presses nobody hears, never throws.</summary>
    static void PlayWithoutInput(Assembly kit)
    {
        int games = 0;
        foreach (var type in kit.GetTypes())
        {
            if (!type.IsSubclassOf(typeof(MonoBehaviour)) || !type.Name.EndsWith("Game")) continue;
            Reset();
            StubPlayer.DeltaTime = 1f / 60f;
            var game = Add(new GameObject("Game"), type);
            Message(game, "Awake");
            for (int frame = 0; frame < 120; frame++)
            {
                if (frame % 20 == 0) StubPlayer.KeysDown.Add(KeyCode.Space);
                if (frame % 20 == 5) Click(Screen.width / 2f, Screen.height / 2f);
                if (frame % 20 == 10) Tap(Screen.width / 2f, Screen.height / 2f);
                Frame(game);
            }
            games++;
        }
        Print("inputless.games", games);
    }

    public static int Main(string[] args)
    {
        foreach (var arg in args)
        {
            var parts = arg.Split(new[] { '=' }, 2);
            if (parts[0] == "resources")
            {
                // Unity merges every Resources folder; the test puts both presets in one.
                Resources.Root = parts[1];
                continue;
            }
            if (parts[0] == "legacy")
            {
                legacySetups = new HashSet<string>(parts[1].Split(','));
                continue;
            }
            if (parts[0] == "eventTime")
            {
                eventTimeSetup = parts[1];
                continue;
            }
            if (parts[0] == "stage")
            {
                stageSetup = parts[1];
                continue;
            }
            if (parts[0] == "inputless")
            {
                inputlessSetups = new HashSet<string>(parts[1].Split(','));
                continue;
            }
            variant = parts[0];
            StubPlayer.LegacyInputEnabled = legacySetups.Contains(variant);
            var kit = Assembly.LoadFrom(parts[1]);
            if (inputlessSetups.Contains(variant))
            {
                PlayWithoutInput(kit);
                continue;
            }
            PlayDropper(kit);
            PlayDropperBoard(kit);
            if (variant == stageSetup) PlayBadBoard(kit);
            PlayMemory(kit);
            PlayRhythm(kit);
            PlayWheel(kit);
            PlayDash(kit);
            PlayBounce(kit);
            if (variant == stageSetup) PlayStage(kit);
            if (variant == stageSetup) PlayAllocations(kit);
            if (variant == stageSetup) PlayHud(kit);
            if (variant == stageSetup) PlayFrameRate(kit);
            if (variant == stageSetup) PlayTexels(kit);
            if (variant == stageSetup) PlayUrp2DEditor(kit);
            if (variant == eventTimeSetup) PlayTapTiming(kit);
        }
        return 0;
    }
}
