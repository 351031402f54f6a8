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
//   <variant>.keys.<Game> : the host's keys: restart None (R does nothing), BounceChain steered by J and L, not the arrows or A/D
//   <variant>.hostpause.<Game> : the host's pause (Time.timeScale 0) mid-run: Paused once, no veil, no press acts
//   <variant>.hostfinger.<Game> : a finger the host holds (its half of the screen, its uGUI) leaves the player's others to the game
//   <variant>.boardplace.<Game> : the Game on an object at (500, 0, 0), then moved between frames: its pieces, the camera and the texts on its board follow
// In the stage setup, pausebetween.<Game> (Pause() between runs: Paused, the veil, no press starts a run; Restart() while away)
// owncamera.<Game> (the camera a Game made is off while it is disabled, on again when enabled, gone when destroyed) and
// hudband.<Game> (the board's top edge on portrait phones stays put through a run's end and the next run).
// In the stage setup, also: borrow.<Game> (the host camera, frame rate and listener given back on disable and
// destroy), editor.<Game> and editor.clickBack (focus in the editor), beforeAwake.<Game> (public methods before
// Awake), latefields.<Game> (seed and calibrationKey set on the line after AddComponent),
// defaultseed.<Game> (the default seed: two launches and a Restart deal anew; seed 7 replays), viewport.steer (BounceChain in a host camera's viewport rect), prompts.dash (words by the player's hands),
// hostui.textMeshPro (a focused TMP_InputField keeps the keys).
// The scenarios (scenarios=<file>) play the contract's steps, the host's among them: host-pause/host-resume
// (Time.timeScale), host-press (a uGUI object the host's EventSystem finds under the pointer, the EventSystem added
// after the game), host-field-focus/blur (a focused InputField), and the host unity-camera-viewport-rect.
// With perf=1 a run plays only these, for stage= and eventTime=:
//   <variant>.alloc.<Game>.* : managed bytes allocated per modelled frame of steady play with the Game in it, its
//                         OnGUI passes included (bytesPerFrame), in the frames that began a new run with a new model
//                         (newRuns, newRunBytes), and with useGUILayout turned back on (withLayoutPass); in both setups
//   <variant>.hud.<Game>.* : every text drawn on a phone at 1×, 2× and 3× density and on an iPhone 14 Pro in portrait and
//                         landscape with its safe area: the smallest letters in inches, the texts clipped (wider than
//                         their rectangle or the screen, or under a button), overlapping and outside the safe area
//   <variant>.eventTime.* : DoubleTapDash's two taps and TimingWheel's hold at 30, 60 and 144 fps, by event time
//   <variant>.texels.<Game>.* : texels per screen pixel of every piece on a 1080 × 2400 phone and a 4K monitor:
//                         pieces blurred (magnified, not one colour) and shimmering (minified without mipmaps)
//   <variant>.urp2d.<Game> : "visible" when it plays in the editor on URP's 2D Renderer with no 2D light, else why not
//   <variant>.frameRate.* : Application.targetFrameRate after a Game starts on a 120 Hz phone, on one whose
//                         project set its own rate, and on a desktop
//   <variant>.taps.<fps>.* : RhythmClacker's notes tapped on the beat at 30, 60 and 144 fps, each press stamped
//                         with its event time: the judged offsets (ms), in the setup given by eventTime=
// Every frame is Unity's player loop as UnityEngine.stub.cs models it (StubPlayer.Frame: Update and LateUpdate by
// DefaultExecutionOrder, the OnGUI passes, the frame drawn as a player build draws it: StubPlayer.PlayerBuild).
using System;
using System.Collections.Generic;
using System.Globalization;
using System.Linq;
using System.Reflection;
using UnityEngine;

public static class GameHarness
{
    static string variant;

    static void Print(string name, object value)
    {
        Console.WriteLine(variant + "." + name + "=" + Convert.ToString(value, CultureInfo.InvariantCulture));
    }

    /// <summary>
    /// Adds a component to a GameObject made inactive first: its Awake waits for <see cref="Activate"/>, so the test can
    /// set its fields before, as a host does with a GameObject it builds inactive (on an active one Unity runs Awake
    /// inside AddComponent).
    /// </summary>
    static Component Add(GameObject go, Type type)
    {
        go.SetActive(false);
        return (Component)typeof(GameObject).GetMethod("AddComponent").MakeGenericMethod(type).Invoke(go, null);
    }

    /// <summary>Sets the component's GameObject active: Awake, then OnEnable, as Unity runs them.</summary>
    static void Activate(object component)
    {
        ((Component)component).gameObject.SetActive(true);
    }

    /// <summary>One frame of the player loop (StubPlayer.Frame): every script's Update and LateUpdate, the OnGUI passes, the frame's presses forgotten.</summary>
    static void Frame(object game)
    {
        StubPlayer.Frame();
    }

    /// <summary>An enum member as the contract spells it: NotReady "not-ready", Hit "hit".</summary>
    static string Kebab(object value)
    {
        var name = Convert.ToString(value, CultureInfo.InvariantCulture);
        var text = new System.Text.StringBuilder();
        for (int i = 0; i < name.Length; i++)
        {
            if (i > 0 && char.IsUpper(name[i])) text.Append('-');
            text.Append(char.ToLowerInvariant(name[i]));
        }
        return text.ToString();
    }

    /// <summary>Collects an event's or a UnityEvent's payloads as strings, whatever its payload type (a kit's enum or struct).</summary>
    public sealed class Collector
    {
        public readonly List<string> Seen = new List<string>();
        readonly Func<object, string> show;

        Collector(Func<object, string> show) { this.show = show; }

        public void On<T>(T value) { Seen.Add(show(value)); }

        /// <summary>Listens to the C# event <paramref name="name"/> of <paramref name="target"/>.</summary>
        public static Collector Of(object target, string name, Func<object, string> show = null)
        {
            var collector = new Collector(show ?? Kebab);
            var e = target.GetType().GetEvent(name);
            var parameter = e.EventHandlerType.GetMethod("Invoke").GetParameters()[0].ParameterType;
            e.AddEventHandler(target, Delegate.CreateDelegate(e.EventHandlerType, collector, typeof(Collector).GetMethod("On").MakeGenericMethod(parameter)));
            return collector;
        }

        /// <summary>Listens to a UnityEvent&lt;T&gt; field of <paramref name="target"/>.</summary>
        public static Collector OfUnityEvent(object target, string field, Func<object, string> show = null)
        {
            var collector = new Collector(show ?? Kebab);
            var unityEvent = Member(target, field);
            var add = unityEvent.GetType().GetMethod("AddListener");
            var action = add.GetParameters()[0].ParameterType;
            var parameter = action.GetMethod("Invoke").GetParameters()[0].ParameterType;
            add.Invoke(unityEvent, new object[] { Delegate.CreateDelegate(action, collector, typeof(Collector).GetMethod("On").MakeGenericMethod(parameter)) });
            return collector;
        }
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
        StubPlayer.UpdateAfter = 0;
        StubPlayer.TouchHeld = false;
        // A new scene: the last one's objects are destroyed as Unity unloads a scene (each OnDisable and OnDestroy
        // runs, so the stages' shared sprites go with the last Game).
        StubPlayer.ClearScene();
        foreach (var finger in StubPlayer.Fingers) finger.Began = finger.Held = finger.Ended = false;
        StubPlayer.TimeScale = 1;
        StubPlayer.ApplicationPaused = false;
        StubPlayer.Focused = true;
        StubPlayer.RenderPipeline = null;
        StubPlayer.TouchScreen = false;
        StubPlayer.FingerIsPen = false;
        StubPlayer.SafeArea = null;
        StubPlayer.Platform = RuntimePlatform.LinuxPlayer;
        StubWebPage.FingerFirst = false;
        StubWebPage.PixelRatio = 0;
        // The last run's host IMGUI field (not something a scene change resets in Unity: each run is its own player here).
        GUIUtility.Reset();
        StubPlayer.Prefs.Clear();
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
        Activate(game);

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
        // Its run never ends by the rules: no Ended to raise. R starts over: ScoreChanged(0), once.
        Print("dropper.hasEnded", gameType.GetEvent("Ended") != null);
        int eventsBefore = scoreEvents;
        StubPlayer.KeysDown.Add(KeyCode.R);
        Frame(game);
        Print("dropper.scoreAfterRestart", game.Model.Score);
        Print("dropper.restartScoreEvents", (scoreEvents - eventsBefore) + ":" + lastScore);
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
        Activate(game);
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
        Activate(game);
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
        // The payout edited in the Inspector while the game plays (review 50: fewer bins than the board was built with
        // read past the payout's end at the next landing): the game plays the copy it was made with.
        int scoredBefore = game.Model.Scored;
        game.board.binPoints = new[] { 9, 9 };
        game.board.multiplier = 100;
        string failed = "none";
        try { for (int frame = 0; frame < 600; frame++) Frame(game); }
        catch (Exception error) { failed = error.GetType().Name; }
        Print("board.editedInPlay", failed + ":" + (game.Model.Scored > scoredBefore) + ":" + game.Model.Board.binPoints.Length + ":" + (game.Model.Score % 3));
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
        // A game's first Space, before an arrow key or a pick, shows the focused tile and turns nothing; the next picks.
        Reset();
        StubPlayer.DeltaTime = 0.05f;
        dynamic fresh = Add(new GameObject("Fresh"), kit.GetType("Microloop.MemoryTiles.MemoryTilesGame", true));
        fresh.seed = 5;
        var freshJudged = Collector.Of((object)fresh, "Judged", outcome => Kebab(((dynamic)outcome).Kind));
        Activate(fresh);
        Wait(fresh, fresh.Model.PeekLength + 0.1);
        bool shownBefore = fresh.FocusShown;
        StubPlayer.KeysDown.Add(KeyCode.Space);
        Frame(fresh);
        int afterFirst = freshJudged.Seen.Count;
        bool shownAfter = fresh.FocusShown;
        StubPlayer.KeysDown.Add(KeyCode.Space);
        Frame(fresh);
        Print("memory.firstSpace", fresh.Model.Stage + " " + shownBefore + " " + afterFirst + " " + shownAfter + " " + freshJudged.Seen.Count);

        Reset();
        StubPlayer.DeltaTime = 0.05f;
        dynamic game = Add(new GameObject("Game"), kit.GetType("Microloop.MemoryTiles.MemoryTilesGame", true));
        game.seed = 5;
        int ended = 0, matched = 0, scoreEvents = 0;
        var stars = new List<int>();
        game.Ended += (Action<int>)(score => ended++);
        game.onPairMatched.AddListener((UnityEngine.Events.UnityAction<int>)(symbol => matched++));
        game.onBoardCleared.AddListener((UnityEngine.Events.UnityAction<int>)(grade => stars.Add(grade)));
        game.onScoreChanged.AddListener((UnityEngine.Events.UnityAction<int>)(score => scoreEvents++));
        var cleared = Collector.Of((object)game, "BoardCleared");
        // onJudged carries each Judged pick's Kind, as DoubleTapDash's and RhythmClacker's onJudged do (review U8).
        var judged = Collector.Of((object)game, "Judged", outcome => Kebab(((dynamic)outcome).Kind));
        var unityJudged = Collector.OfUnityEvent((object)game, "onJudged");
        Activate(game);
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
        Print("memory.cleared", cleared.Seen.Count);
        Print("memory.matched", matched);
        Print("memory.judged", string.Join(",", judged.Seen.ToArray()));
        Print("memory.unityJudged", string.Join(",", unityJudged.Seen.ToArray()));
        Print("memory.scoreEvents", scoreEvents);
        Print("memory.stars", string.Join(",", stars.ConvertAll(s => s.ToString()).ToArray()));
        RestartWithScore(game, "restart.memory");
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
        var judgements = Collector.OfUnityEvent((object)game, "onJudged", value => Convert.ToString(value, CultureInfo.InvariantCulture));
        game.Ended += (Action<int>)(score => ended++);
        Activate(game);
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
        foreach (var grade in judgements.Seen) grades[grade] = (grades.ContainsKey(grade) ? grades[grade] : 0) + 1;
        judged = judgements.Seen.Count;
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

    /// <summary>
    /// RhythmClacker across a change of the audio device (headphones plugged in mid-song): Unity loses the clips it made
    /// by script and every sound scheduled and not begun. The game makes its clacks again and schedules the song on from
    /// where it is, a beat apart as before; destroyed, it no longer listens. Prints
    /// "clacks after the change:listeners while playing:listeners after destroy:spacing kept".
    /// </summary>
    static void PlayRhythmDeviceChange(Assembly kit)
    {
        var game = NewRhythmGame(kit);
        Type gameType = game.GetType();
        Activate(game);
        // Into the song (its first clacks at 2.5 and 3.1 s), then the device changes.
        for (int i = 0; i < 200; i++) Frame(game);
        Func<KeyValuePair<string, double>, bool> clack = entry => entry.Key == "Downbeat" || entry.Key == "Offbeat";
        var before = StubPlayer.Scheduled.Where(clack).ToList();
        double changedAt = StubPlayer.DspTime;
        int listening = StubPlayer.AudioChangeListeners;
        StubPlayer.ChangeAudioDevice();
        for (int i = 0; i < 180; i++) Frame(game);
        var after = StubPlayer.Scheduled.Where(entry => clack(entry) && entry.Value > changedAt).ToList();
        bool spacing = before.Count > 1 && after.Count > 1 && Math.Abs((after[1].Value - after[0].Value) - (before[1].Value - before[0].Value)) < 0.002;
        // Hidden by the host for 5 s with the player there (SetActive(false)), then shown: the song goes on from where it
        // was (review 32, R32-1: the audio clock had run on, and every note meanwhile was a Miss in the first frame).
        double heldAt = (double)gameType.GetProperty("SongTime").GetValue(game, null);
        ((Component)game).gameObject.SetActive(false);
        StubPlayer.DspTime += 5;
        Activate(game);
        Frame(game);
        double shownAt = (double)gameType.GetProperty("SongTime").GetValue(game, null);
        Print("rhythm.hiddenSongMoved", Math.Round(shownAt - heldAt, 2));
        UnityEngine.Object.Destroy(((Component)game).gameObject);
        Frame(game);
        Print("rhythm.deviceChange", after.Count + ":" + listening + ":" + StubPlayer.AudioChangeListeners + ":" + spacing);
    }

    /// <summary>A RhythmClacker Game of seed 3 in a new scene, on an audio clock at 100 s with nothing scheduled; not yet awake.</summary>
    static Component NewRhythmGame(Assembly kit)
    {
        Reset();
        StubPlayer.DeltaTime = 1f / 60f;
        StubPlayer.AudioRunning = true;
        StubPlayer.DspTime = 100;
        StubPlayer.ClearScheduled();
        Type gameType = kit.GetType("Microloop.RhythmClacker.RhythmClackerGame", true);
        var game = Add(new GameObject("Game"), gameType);
        gameType.GetField("seed").SetValue(game, 3);
        return game;
    }

    static void PlayRhythm(Assembly kit)
    {
        dynamic game = NewRhythmGame(kit);
        Type gameType = game.GetType();
        RhythmRun(game, "rhythm");
        RestartWithScore(game, "restart.rhythm");
        // The clacks on the audio clock: one per note, a beat apart in dspTime for steady quarters.
        var clacks = StubPlayer.Scheduled.FindAll(entry => entry.Key == "Downbeat" || entry.Key == "Offbeat");
        Print("rhythm.clacks", clacks.Count);
        Print("rhythm.unheard", StubPlayer.Unheard);
        Print("rhythm.clackSpacing", clacks.Count > 1 ? Math.Round(clacks[1].Value - clacks[0].Value, 6) : 0);
        Print("rhythm.firstClackAt", clacks.Count > 0 ? Math.Round(clacks[0].Value - 100, 6) : 0);

        // Calibration: C, then a tap on the first frame at or after each click + 40 ms.
        int calibrated = int.MinValue;
        game.Calibrated += (Action<int>)(latency => calibrated = latency);
        StubPlayer.ClearScheduled();
        StubPlayer.KeysDown.Add(KeyCode.C);
        Frame(game);
        Print("rhythm.calibrating", game.Round != null);
        // The review of 2026-11-29, third pass (X4): the calibration line in the keys' words (a keyboard and the mouse), not a tap's.
        // Review 64 (js-a-2): the clicks heard in the round's lead-in, before its first click: 0, not 1.
        int countAt = StubPlayer.Drawn.FindIndex(drawn => drawn.Text == "(");
        int countEnd = countAt < 0 ? -1 : StubPlayer.Drawn.FindIndex(countAt, drawn => drawn.Text == ")");
        Print("rhythm.calibratingCount", countEnd < 0 ? "none" : string.Join("", StubPlayer.Drawn.GetRange(countAt, countEnd - countAt + 1).ConvertAll(drawn => drawn.Text).ToArray()));
        Print("rhythm.calibratingWords", string.Join("|", StubPlayer.Drawn.FindAll(drawn => drawn.Text.StartsWith("Calibrating")).ConvertAll(drawn => drawn.Text).Distinct().ToArray()));
        var done = new HashSet<int>();
        for (int frame = 0; frame < 600 && calibrated == int.MinValue; frame++)
        {
            double now = game.SongTime;
            for (int i = 0; i < 8; i++)
            {
                double target = (i * 60) / 90.0 + 0.04;
                // A tap is judged at the clock of the frame it comes in (before the frame adds its time).
                if (!done.Contains(i) && now >= target)
                {
                    done.Add(i);
                    StubPlayer.KeysDown.Add(KeyCode.Space);
                }
            }
            Frame(game);
        }
        Print("rhythm.calibrated", calibrated);
        Print("rhythm.latency", Member(game, "InputLatency") ?? "missing");
        Print("rhythm.configLatency", game.config.inputLatency);
        Print("rhythm.clicks", StubPlayer.Scheduled.FindAll(entry => entry.Key == "Click").Count);
        Print("rhythm.scoreAfterCalibration", game.Model.Score);
        // The calibration is this device's: a relaunch (a new game, the PlayerPrefs kept) and a restart keep it.
        DestroyNow(game.gameObject);
        try
        {
            dynamic relaunched = Add(new GameObject("Game"), gameType);
            Activate(relaunched);
            Frame(relaunched);
            relaunched.Restart();
            Frame(relaunched);
            Print("rhythm.relaunchLatency", Member(relaunched, "InputLatency") ?? "missing");
            Print("rhythm.relaunchModelLatency", relaunched.Model.LatencyMs);
            // Review 3 N3 (issue 44): an edit of config's Input Latency after a kept calibration wins, from the next frame.
            relaunched.config.inputLatency = 200;
            Frame(relaunched);
            string edited = Member(relaunched, "InputLatency") + ":" + relaunched.Model.LatencyMs;
            DestroyNow(relaunched.gameObject);
            // calibrationKey empty: the kept calibration is not read (the config's latency applies), nothing is written.
            dynamic unkept = Add(new GameObject("Game"), gameType);
            unkept.calibrationKey = "";
            Activate(unkept);
            Frame(unkept);
            string noKey = Member(unkept, "InputLatency") + ":" + unkept.config.inputLatency;
            unkept.ForgetCalibration();
            DestroyNow(unkept.gameObject);
            Print("rhythm.latencyRule", edited + ":" + noKey + ":" + StubPlayer.Prefs.ContainsKey("microloop:rhythm-clacker:latency"));
        }
        catch (Exception error)
        {
            Print("rhythm.relaunchLatency", "error " + (error.InnerException ?? error).Message);
        }
        // Measured latencies on the Input Latency grid the settings class gives: below, inside and above its range.
        var snap = gameType.GetMethod("SnapLatency");
        Print("rhythm.snapped", string.Join(" ", Array.ConvertAll(new[] { -9999.0, -203.0, 347.0, 352.5, 9999.0 }, ms => snap.Invoke(null, new object[] { ms }).ToString())));

        // The Dummy audio driver's case: an audio clock that never moves. The game runs on frame time.
        Reset();
        StubPlayer.AudioRunning = false;
        StubPlayer.ClearScheduled();
        dynamic silent = Add(new GameObject("Game"), gameType);
        silent.seed = 3;
        RhythmRun(silent, "silent");
        Print("silent.clacks", StubPlayer.Scheduled.Count);
        // Once the run has ended, Enter starts the next.
        Print("silent.enterAfterEnd", KeyAfterEnd(silent, KeyCode.Return));
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
        foreach (var e in events) if (e.Kind.ToString() == "Land") results.Add(e.Landing.Result.ToString().ToLowerInvariant());
        return string.Join(",", results.ToArray());
    }

    static int landedEvents;

    /// <summary>A handler for an event whose payload is a kit type (TimingWheelGame.Judged: Action&lt;WheelLanding&gt;).</summary>
    public static void CountLanded<T>(T landing)
    {
        if (landing != null) landedEvents++;
    }

    /// <summary>
    /// TimingWheel given a quick tap shorter than a frame (pressed and let go within one frame: up at the frame's end, as
    /// the Input System 1.9.0 on and the Input Manager report it), by Space and by the mouse, while the wheel spins: a hold of
    /// no charge, so the wheel brakes (a coast of four Brake Times) as any release with no charge does (review 43, Unity R43-6: the
    /// game read only holds and did nothing). Prints each press's phase after that frame.
    /// </summary>
    static void PlayWheelQuickTap(Assembly kit)
    {
        var seen = new List<string>();
        try
        {
            foreach (var press in new[] { "space", "mouse" })
            {
                Reset();
                LetGo();
                StubPlayer.DeltaTime = 1f / 60f;
                dynamic game = Add(new GameObject("Game"), kit.GetType("Microloop.TimingWheel.TimingWheelGame", true));
                game.seed = 7;
                Activate(game);
                for (int frame = 0; frame < 90; frame++) Frame(game);
                string before = game.Model.Phase.ToString();
                // Pressed and let go 5 ms before the frame's end (where the backend stamps events: the Input System).
                StubPlayer.PressAgo = 0.005;
                if (press == "space")
                {
                    StubPlayer.KeysDown.Add(KeyCode.Space);
                    StubPlayer.KeysUp.Add(KeyCode.Space);
                }
                else
                {
                    Click(Screen.width / 2f, Screen.height / 2f);
                    StubPlayer.MouseUp = true;
                }
                Frame(game);
                // Let go at the moment it was pressed: a charge of none, so a coast of four Brake Times.
                seen.Add(press + "=" + before + ">" + game.Model.Phase.ToString() + ":" + ((double)game.Model.Charge).ToString(CultureInfo.InvariantCulture));
                UnityEngine.Object.Destroy(game.gameObject);
            }
            Print("wheel.quickTap", string.Join("|", seen.ToArray()));
        }
        catch (Exception error)
        {
            Print("wheel.quickTap", "error " + (error.InnerException ?? error).Message);
        }
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
        var modelResults = new List<string>();
        game.ScoreChanged += (Action<int>)(score => { scoreEvents++; lastScore = score; });
        game.Ended += (Action<int>)(score => { ended++; endedWith = score; });
        game.onScoreChanged.AddListener((UnityEngine.Events.UnityAction<int>)(score => unityScoreEvents++));
        var results = Collector.Of((object)game, "Judged", landing => ((dynamic)landing).Result.ToString().ToLowerInvariant()).Seen;
        // onJudged carries the result, as the other games' onJudged carry their judgement (review U8).
        var landedResults = Collector.Of((object)game, "Judged", landing => ((dynamic)landing).Result.ToString()).Seen;
        var unityJudged = Collector.OfUnityEvent((object)game, "onJudged", result => result.ToString()).Seen;
        landedEvents = 0;
        var landed = gameType.GetEvent("Judged");
        landed.AddEventHandler(game, Delegate.CreateDelegate(landed.EventHandlerType,
            typeof(GameHarness).GetMethod("CountLanded").MakeGenericMethod(kit.GetType("Microloop.TimingWheel.WheelLanding", true))));
        Activate(game);
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
        Print("wheel.judgedResults", string.Join(",", landedResults.ToArray()));
        Print("wheel.unityJudged", string.Join(",", unityJudged.ToArray()));
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
        // The most slices at the default radius: no two segments' squares overlap (review 48: left upright, the
        // neighbours on the diagonals overlapped corner to corner).
        game.config.segments = 24;
        Frame(game);
        Frame(game);
        Print("wheel.segments24", CountSegments());
        Print("wheel.overlaps24", SegmentOverlaps());
        // The fewest slices on the smallest rings: turned to face the hub, squares sized by the ring's middle crossed at
        // their inner corners (review 55, UB-2).
        var small = new List<string>();
        foreach (float r in new[] { 0.5f, 1f, 1.5f })
        {
            game.radius = r;
            foreach (int n in new[] { 6, 8, 11 })
            {
                game.config.segments = n;
                Frame(game);
                Frame(game);
                small.Add(SegmentOverlaps().ToString());
            }
            game.config.segments = 24;
            Frame(game);
        }
        Print("wheel.overlapsSmall", string.Join(",", small.ToArray()));
    }

    static int CountSegments()
    {
        int count = 0;
        foreach (var go in StubPlayer.Objects) if (go.name.StartsWith("Segment ")) count++;
        return count;
    }

    /// <summary>Pairs of the wheel's segments whose squares (each its position, turn about z and scale) overlap: separating axes.</summary>
    static int SegmentOverlaps()
    {
        var squares = new List<Vector2[]>();
        foreach (var go in StubPlayer.Objects)
        {
            if (!go.name.StartsWith("Segment ")) continue;
            var t = go.transform;
            Vector3 centre = t.localPosition, right = t.localRotation * new Vector3(t.localScale.x / 2, 0, 0), up = t.localRotation * new Vector3(0, t.localScale.y / 2, 0);
            squares.Add(new[] {
                new Vector2(centre.x - right.x - up.x, centre.y - right.y - up.y), new Vector2(centre.x + right.x - up.x, centre.y + right.y - up.y),
                new Vector2(centre.x + right.x + up.x, centre.y + right.y + up.y), new Vector2(centre.x - right.x + up.x, centre.y - right.y + up.y) });
        }
        int overlaps = 0;
        for (int i = 0; i < squares.Count; i++)
            for (int j = i + 1; j < squares.Count; j++)
                if (!Separated(squares[i], squares[j]) && !Separated(squares[j], squares[i])) overlaps++;
        return overlaps;
    }

    /// <summary>Whether an edge of <paramref name="a"/> separates it from <paramref name="b"/> (a gap of more than 1e-4).</summary>
    static bool Separated(Vector2[] a, Vector2[] b)
    {
        for (int edge = 0; edge < 4; edge++)
        {
            Vector2 from = a[edge], to = a[(edge + 1) % 4];
            double nx = to.y - from.y, ny = from.x - to.x, length = Math.Sqrt(nx * nx + ny * ny);
            double aMin = double.MaxValue, aMax = double.MinValue, bMin = double.MaxValue, bMax = double.MinValue;
            foreach (var p in a) { double d = (p.x * nx + p.y * ny) / length; aMin = Math.Min(aMin, d); aMax = Math.Max(aMax, d); }
            foreach (var p in b) { double d = (p.x * nx + p.y * ny) / length; bMin = Math.Min(bMin, d); bMax = Math.Max(bMax, d); }
            if (bMin > aMax + 1e-4 || aMin > bMax + 1e-4) return true;
        }
        return false;
    }

    static void PlayDash(Assembly kit)
    {
        Reset();
        StubPlayer.DeltaTime = 1f / 60f;
        Type gameType = kit.GetType("Microloop.DoubleTapDash.DoubleTapDashGame", true);
        dynamic game = Add(new GameObject("Game"), gameType);
        game.seed = 7;
        var judged = Collector.Of((object)game, "Judged").Seen;
        int scoreEvents = 0, unityScoreEvents = 0, lastScore = -1, ended = -1;
        game.ScoreChanged += (Action<int>)(score => { scoreEvents++; lastScore = score; });
        game.onScoreChanged.AddListener((UnityEngine.Events.UnityAction<int>)(score => unityScoreEvents++));
        game.Ended += (Action<int>)(score => ended = score);
        Activate(game);

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
            if (tap && !model.Over) foreach (var e in model.Tap(now)) modelJudged.Add(Kebab(e.Judgement));
            Frame(game);
            if (!model.Over)
            {
                now += dt * 1000.0;
                // The Game steps its rules at a fixed 1/60 s (the golden traces' dt), the rest carried.
                foreach (var e in model.Step(1.0 / 60.0)) modelJudged.Add(Kebab(e.Judgement));
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

    /// <summary>
    /// DoubleTapDashGame at 30 and 144 fps, the same tap at the same second (0.5 s, a dash): its fixed 1/60 s
    /// model step gives the same judgements and the same distance after 1 s, before the first gate (brief rule 6).
    /// </summary>
    static void PlayDashFrameRates(Assembly kit)
    {
        Type gameType = kit.GetType("Microloop.DoubleTapDash.DoubleTapDashGame", true);
        foreach (int fps in new[] { 30, 144 })
        {
            Reset();
            StubPlayer.DeltaTime = 1f / fps;
            dynamic game = Add(new GameObject("Game"), gameType);
            game.seed = 7;
            var judged = Collector.Of((object)game, "Judged").Seen;
            Activate(game);
            for (int frame = 0; frame < fps; frame++)
            {
                if (frame == fps / 2) StubPlayer.KeysDown.Add(KeyCode.Space);
                Frame(game);
            }
            Print("dashfps." + fps + ".judged", string.Join(",", judged.ToArray()));
            Print("dashfps." + fps + ".distance", ((double)game.Model.Distance).ToString("R", CultureInfo.InvariantCulture));
        }
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
        Activate(game);

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
        RestartWithScore(game, "restart.bounce");
        // After the fall a tap starts a new run.
        Tap(Screen.width / 2f, Screen.height / 2f);
        Frame(game);
        Print("bounce.overAfterTap", game.Model.Over);
        Print("bounce.scoreAfterTap", game.Model.Score);
        // The ball dropped below the world ends that run; then Enter starts the next.
        game.Model.Ball.Y = 1000.0;
        Frame(game);
        Print("bounce.enterAfterEnd", KeyAfterEnd(game, KeyCode.Return));
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

    /// <summary>
    /// Object.Destroy and the end of the frame, where Unity (and the stub) destroys it: what a check right after sees
    /// is the object gone, as it is from the next frame on.
    /// </summary>
    static void DestroyNow(UnityEngine.Object target)
    {
        UnityEngine.Object.Destroy(target);
        StubPlayer.EndOfFrame();
    }

    static object Start(Type type, int frames)
    {
        var game = Add(new GameObject("Game"), type);
        Activate(game);
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
            DestroyNow(game.gameObject);
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
            Print(key + "untaggedBefore", CameraState(untagged));
            Start(type, 3);
            Print(key + "untaggedGameCamera", CameraState());
            Print(key + "untaggedCameras", StubPlayer.Cameras.Count);
            Print(key + "untagged", CameraState(untagged));
        }
    }

    // Sections for the defects of the 2026-11-28 review (issue 37), each its own name=value lines --------------

    /// <summary>Calls a message with arguments (OnApplicationFocus(bool), ...), as Unity sends it; nothing when the Game lacks it.</summary>
    static void Message(object target, string name, params object[] args)
    {
        var method = target.GetType().GetMethod(name, BindingFlags.Instance | BindingFlags.NonPublic | BindingFlags.Public);
        if (method != null) method.Invoke(target, args);
    }

    /// <summary>Every public C# event of a Game, recorded as "Name payload" lines in one log.</summary>
    public sealed class EventTap
    {
        readonly string name;
        readonly List<string> log;
        readonly List<object> payloads;

        EventTap(string name, List<string> log, List<object> payloads)
        {
            this.name = name;
            this.log = log;
            this.payloads = payloads;
        }

        public void On0()
        {
            log.Add(name);
            payloads.Add(null);
        }

        public void On1<T>(T value)
        {
            log.Add(name + " " + Convert.ToString(value, CultureInfo.InvariantCulture));
            payloads.Add(value);
        }

        public static List<string> Attach(object game)
        {
            List<object> payloads;
            return Attach(game, out payloads);
        }

        public static List<string> Attach(object game, out List<object> payloads)
        {
            var log = new List<string>();
            payloads = new List<object>();
            foreach (var e in game.GetType().GetEvents())
            {
                var tap = new EventTap(e.Name, log, payloads);
                var args = e.EventHandlerType.GetMethod("Invoke").GetParameters();
                var method = args.Length == 0 ? typeof(EventTap).GetMethod("On0") : typeof(EventTap).GetMethod("On1").MakeGenericMethod(args[0].ParameterType);
                e.AddEventHandler(game, Delegate.CreateDelegate(e.EventHandlerType, tap, method));
            }
            return log;
        }
    }

    static int Count(List<string> log, string prefix)
    {
        return log.FindAll(line => line == prefix || line.StartsWith(prefix + " ")).Count;
    }

    static List<Type> GameTypes(Assembly kit)
    {
        var types = new List<Type>();
        foreach (var type in kit.GetTypes()) if (type.IsSubclassOf(typeof(MonoBehaviour)) && type.Name.EndsWith("Game")) types.Add(type);
        types.Sort((a, b) => string.CompareOrdinal(a.Name, b.Name));
        return types;
    }

    /// <summary>
    /// A key pressed once a run has ended: "over before, over after, score" (the README's Controls: Space and Enter
    /// start the next run then, as a click or a finger does).
    /// </summary>
    static string KeyAfterEnd(object game, KeyCode key)
    {
        var model = Member(game, "Model");
        bool wasOver = (bool)(Member(model, "IsOver") ?? Member(model, "Over"));
        StubPlayer.KeysDown.Add(key);
        Frame(game);
        model = Member(game, "Model");
        return wasOver + " " + (bool)(Member(model, "IsOver") ?? Member(model, "Over")) + " " + Member(model, "Score");
    }

    static object Member(object target, string name)
    {
        if (target == null) return null;
        var type = target.GetType();
        var property = type.GetProperty(name, BindingFlags.Instance | BindingFlags.Public | BindingFlags.NonPublic);
        if (property != null) return property.GetValue(target, null);
        var field = type.GetField(name, BindingFlags.Instance | BindingFlags.Public | BindingFlags.NonPublic);
        return field != null ? field.GetValue(target) : null;
    }

    /// <summary>What moves while a game plays: its clocks, score and phase, as one string.</summary>
    static string Snapshot(object game)
    {
        var model = Member(game, "Model");
        var parts = new List<string>();
        foreach (var name in new[] { "Now", "SongTime" }) parts.Add(Convert.ToString(Member(game, name), CultureInfo.InvariantCulture));
        foreach (var name in new[] { "Time", "Angle", "Distance", "Score", "Stage", "Phase", "Moves", "Charge" }) parts.Add(Convert.ToString(Member(model, name), CultureInfo.InvariantCulture));
        return string.Join("|", parts.ToArray());
    }

    /// <summary>The middle of the HUD's button of that label as the last Repaint drew it, in screen pixels (y up): where the player sees it.</summary>
    static Vector2 DrawnButton(string label)
    {
        foreach (var drawn in StubPlayer.Drawn)
        {
            if (!drawn.Box || drawn.Text != label) continue;
            return new Vector2(drawn.Screen.x + drawn.Screen.width / 2, Screen.height - (drawn.Screen.y + drawn.Screen.height / 2));
        }
        throw new Exception("No button " + label + " was drawn");
    }

    /// <summary>The middle of HUD button <paramref name="slot"/> (0 Restart, 1 Calibrate) in screen pixels (y up), at Screen.dpi 0: 48 by 120 px, 8 px apart.</summary>
    static Vector2 ButtonAt(int slot)
    {
        float x = Screen.width - (slot + 1) * (120 + 8) + 60;
        float y = Screen.height - (8 + 24);
        return new Vector2(x, y);
    }

    static void FingerDown(int finger, Vector2 at)
    {
        StubPlayer.Fingers[finger].Began = true;
        StubPlayer.Fingers[finger].Held = true;
        StubPlayer.Fingers[finger].Position = at;
    }

    static void FingerUp(int finger)
    {
        StubPlayer.Fingers[finger].Held = false;
        StubPlayer.Fingers[finger].Ended = true;
    }

    /// <summary>A finger taps (down and, the next frame, up) at a screen point.</summary>
    static void FingerTap(object game, Vector2 at)
    {
        FingerDown(0, at);
        Frame(game);
        FingerUp(0);
        Frame(game);
    }

    /// <summary>A Game of <paramref name="type"/> alone in a fresh scene at 60 fps, seed 3, its events tapped, playing (MemoryTiles' run started by Space).</summary>
    static List<string> StartPlaying(Type type, out Component game)
    {
        Reset();
        StubPlayer.DeltaTime = 1f / 60f;
        game = Add(new GameObject("Game"), type);
        game.GetType().GetField("seed").SetValue(game, 3);
        Activate(game);
        var log = EventTap.Attach(game);
        if (type.Name == "MemoryTilesGame")
        {
            StubPlayer.KeysDown.Add(KeyCode.Space);
            Frame(game);
        }
        return log;
    }

    /// <summary>
    /// Focus lost mid-run in every Game (a key held at the time): Paused once, "Paused" drawn, a held wheel
    /// charge dropped and steering let go, presses of every kind do nothing at all, then focus back: "Resuming
    /// in 3…", Resumed after 3 s of real time (180 frames at 60 fps) and nothing else.
    /// </summary>
    static void PlayFocus(Assembly kit)
    {
        foreach (var type in GameTypes(kit))
        {
            string key = "focus." + type.Name;
            try
            {
                Component game;
                var log = StartPlaying(type, out game);
                for (int frame = 0; frame < 40; frame++) Frame(game);
                // Held when focus goes: Space (the wheel charges on it) and Right (BounceChain steers).
                StubPlayer.KeysDown.Add(KeyCode.Space);
                StubPlayer.KeysHeld.Add(KeyCode.Space);
                StubPlayer.KeysHeld.Add(KeyCode.RightArrow);
                Frame(game);
                Frame(game);
                log.Clear();
                StubPlayer.LeaveApplication();
                int paused = Count(log, "Paused");
                var model = Member(game, "Model");
                string held = Convert.ToString(Member(model, "Phase") ?? Member(model, "Steering") ?? "-", CultureInfo.InvariantCulture);
                Frame(game);
                bool drawn = StubPlayer.Drew("Paused");
                StubPlayer.KeysHeld.Clear();
                string before = Snapshot(game);
                log.Clear();
                for (int frame = 0; frame < 60; frame++)
                {
                    switch (frame % 12)
                    {
                        case 0: StubPlayer.KeysDown.Add(KeyCode.Space); break;
                        case 2: StubPlayer.KeysDown.Add(KeyCode.Return); break;
                        case 4: Click(Screen.width / 2f, Screen.height / 2f); break;
                        case 6: Tap(Screen.width / 2f, Screen.height / 2f); break;
                        case 8: StubPlayer.KeysDown.Add(KeyCode.R); break;
                        case 10: Click(ButtonAt(0).x, ButtonAt(0).y); break;
                    }
                    Frame(game);
                }
                int whilePaused = log.Count;
                bool still = Snapshot(game) == before;
                // Issue 44 (N5): the countdown a host with its own HUD shows: onCountdown per step, ResumingIn read each frame.
                var steps = new List<string>();
                var onCountdown = (UnityEngine.Events.UnityEvent<int>)type.GetField("onCountdown").GetValue(game);
                onCountdown.AddListener(seconds => steps.Add(seconds + (Count(log, "Resumed") > 0 ? " after Resumed" : "")));
                // Review 4 N9: the same steps as a C# event, as every other moment has.
                var stepEvents = new List<string>();
                type.GetEvent("Countdown").AddEventHandler(game, (Action<int>)(seconds => stepEvents.Add(seconds + (Count(log, "Resumed") > 0 ? " after Resumed" : ""))));
                var readings = new List<int>();
                StubPlayer.ReturnToApplication();
                Frame(game);
                bool countdown = StubPlayer.Drew("Resuming in 3…");
                int frames = 1;
                readings.Add((int)Member(game, "ResumingIn"));
                while (Count(log, "Resumed") == 0 && frames < 400)
                {
                    // The press that would resume does nothing either.
                    if (frames == 60) StubPlayer.KeysDown.Add(KeyCode.Space);
                    Frame(game);
                    frames++;
                    int reading = (int)Member(game, "ResumingIn");
                    if (reading != readings[readings.Count - 1]) readings.Add(reading);
                }
                // Play goes on in the frame it resumes: only what came before Resumed counts.
                // The countdown's own steps (Countdown 3, 2, 1) are the countdown, not play.
                int others = (log.IndexOf("Resumed") < 0 ? log : log.GetRange(0, log.IndexOf("Resumed"))).FindAll(entry => !entry.StartsWith("Countdown ")).Count;
                Print(key, paused + ":" + drawn + ":" + held + ":" + whilePaused + ":" + still + ":" + countdown + ":" + frames + ":" + others);
                Print("countdown." + key, string.Join(",", steps.ToArray()) + ":" + string.Join(",", readings.ConvertAll(reading => reading.ToString(CultureInfo.InvariantCulture)).ToArray()) + ":" + string.Join(",", stepEvents.ToArray()));
            }
            catch (Exception error)
            {
                Print(key, "error " + (error.InnerException ?? error).Message);
            }
        }
    }

    /// <summary>
    /// A phone's app sent to the home screen and back after 20 s (a player build): Unity's first frame back carries the
    /// whole time away in Time.unscaledDeltaTime (it is not capped by maximumDeltaTime). The countdown still shows every
    /// second, the first as long as the others: prints the pause events of the first frame back | every pause event from
    /// focus back to Resumed | "Resuming in 3…" drawn in that first frame | frames to Resumed | frames "Resuming in 3…" is drawn.
    /// </summary>
    static void PlayAway(Assembly kit)
    {
        foreach (var type in GameTypes(kit))
        {
            string key = "away." + type.Name;
            try
            {
                Component game;
                var log = StartPlaying(type, out game);
                for (int frame = 0; frame < 40; frame++) Frame(game);
                StubPlayer.LeaveApplication();
                for (int frame = 0; frame < 30; frame++) Frame(game);
                log.Clear();
                Predicate<string> pauseEvent = entry => entry == "Paused" || entry == "Resumed" || entry.StartsWith("Countdown ");
                StubPlayer.ReturnToApplication(20);
                Frame(game);
                string first = string.Join(",", log.FindAll(pauseEvent).ToArray());
                bool drawn = StubPlayer.Drew("Resuming in 3…");
                int frames = 1, threes = drawn ? 1 : 0;
                while (Count(log, "Resumed") == 0 && frames < 400)
                {
                    Frame(game);
                    frames++;
                    if (StubPlayer.Drew("Resuming in 3…")) threes++;
                }
                Print(key, first + "|" + string.Join(",", log.FindAll(pauseEvent).ToArray()) + "|" + drawn + "|" + frames + "|" + threes);
            }
            catch (Exception error)
            {
                Print(key, "error " + (error.InnerException ?? error).Message);
            }
        }
    }

    /// <summary>
    /// The host's pause over a time away (review 15, R15-1): a host that sets Time.timeScale 0 as the app goes to the
    /// background, and back to 1 from its own Continue once the player is back; then the host pausing in the middle
    /// of the countdown and unpausing. The host's Continue is the player's: play goes on at once, as after Resume().
    /// And a host whose pause only follows the focus ("mirror": 0 as focus goes, 1 in the frame it comes back): the
    /// countdown runs, as for the focus loss alone; "mirror late" sets it back after the game's Update in that frame;
    /// "continue late" after the game's Update of the frame after (a coroutine that waits longer, a fade): the player's
    /// Continue, at once. Prints, for each of the five moments: the pause events from focus back or the host's unpause to Resumed (or 400
    /// frames) and the frames that took, joined by ":" and the four by ",".
    /// </summary>
    static void PlayHostContinue(Assembly kit)
    {
        foreach (var type in GameTypes(kit))
        {
            string key = "hostcontinue." + type.Name;
            try
            {
                Component game;
                var log = StartPlaying(type, out game);
                Predicate<string> pauseEvent = entry => entry == "Paused" || entry == "Resumed" || entry.StartsWith("Countdown ");
                var rows = new List<string>();
                foreach (string moment in new[] { "away", "counting", "mirror", "mirror late", "continue late" })
                {
                    for (int frame = 0; frame < 40; frame++) Frame(game);
                    StubPlayer.LeaveApplication();
                    if (moment != "counting") Time.timeScale = 0;
                    for (int frame = 0; frame < 10; frame++) Frame(game);
                    if (moment.StartsWith("mirror") || moment == "continue late")
                    {
                        // A host whose pause follows the focus (Time.timeScale = focused ? 1 : 0 in its
                        // OnApplicationFocus): its unpause comes in the frame focus does, which is no Continue; or
                        // ("mirror late") after the game's Update in that frame (a later script, LateUpdate, a
                        // coroutine at its first yield return null), seen by the game the frame after; "continue late"
                        // a frame later still, the player's Continue.
                        log.Clear();
                        StubPlayer.ReturnToApplication(20);
                        int counted = 0;
                        for (int late = moment == "mirror late" ? 1 : moment == "continue late" ? 2 : 0; late > 0; late--)
                        {
                            Frame(game);
                            counted++;
                        }
                        Time.timeScale = 1;
                        while (Count(log, "Resumed") == 0 && counted < 400)
                        {
                            Frame(game);
                            counted++;
                        }
                        rows.Add(moment + ":" + string.Join(" ", log.FindAll(pauseEvent).ToArray()) + ":" + counted);
                        continue;
                    }
                    StubPlayer.ReturnToApplication(20);
                    for (int frame = 0; frame < 70; frame++) Frame(game);
                    if (moment == "counting")
                    {
                        Time.timeScale = 0;
                        for (int frame = 0; frame < 10; frame++) Frame(game);
                    }
                    log.Clear();
                    Time.timeScale = 1;
                    int frames = 0;
                    while (Count(log, "Resumed") == 0 && frames < 400)
                    {
                        Frame(game);
                        frames++;
                    }
                    rows.Add(moment + ":" + string.Join(" ", log.FindAll(pauseEvent).ToArray()) + ":" + frames);
                }
                Print(key, string.Join(",", rows.ToArray()));
            }
            catch (Exception error)
            {
                Print(key, "error " + (error.InnerException ?? error).Message);
            }
            finally
            {
                Time.timeScale = 1;
            }
        }
    }

    /// <summary>
    /// A game switched off while the player is away (its object deactivated, or the component disabled) and on again
    /// after they came back (review 19, R19-2: it heard no focus come back and stayed paused): it counts down and plays.
    /// And one switched on while the player is away: it pauses as on a focus loss. Prints, for each, the pause events to
    /// Resumed (or 400 frames) and the frames that took.
    /// </summary>
    static void PlayEnabledBack(Assembly kit)
    {
        foreach (var type in GameTypes(kit))
        {
            string key = "enabledback." + type.Name;
            try
            {
                Predicate<string> pauseEvent = entry => entry == "Paused" || entry == "Resumed" || entry.StartsWith("Countdown ");
                var rows = new List<string>();
                foreach (string way in new[] { "object", "component" })
                {
                    Component game;
                    var log = StartPlaying(type, out game);
                    for (int frame = 0; frame < 20; frame++) Frame(game);
                    StubPlayer.LeaveApplication();
                    for (int frame = 0; frame < 5; frame++) Frame(game);
                    if (way == "object") game.gameObject.SetActive(false);
                    else ((Behaviour)game).enabled = false;
                    Frame(game);
                    StubPlayer.ReturnToApplication(5);
                    for (int frame = 0; frame < 5; frame++) Frame(game);
                    log.Clear();
                    if (way == "object") game.gameObject.SetActive(true);
                    else ((Behaviour)game).enabled = true;
                    rows.Add(way + ":" + UntilResumed(game, log, pauseEvent));
                    UnityEngine.Object.Destroy(game.gameObject);
                    Frame(game);
                }
                // Switched off with the player there and on again while the application is out of focus (the focus loss
                // came while it was off): it pauses as on a focus loss, and counts down once they are back.
                {
                    Component game;
                    var log = StartPlaying(type, out game);
                    for (int frame = 0; frame < 20; frame++) Frame(game);
                    ((Behaviour)game).enabled = false;
                    Frame(game);
                    StubPlayer.LeaveApplication();
                    log.Clear();
                    ((Behaviour)game).enabled = true;
                    for (int frame = 0; frame < 5; frame++) Frame(game);
                    string away = string.Join(" ", log.FindAll(pauseEvent).ToArray());
                    log.Clear();
                    StubPlayer.ReturnToApplication(1);
                    rows.Add("on away:" + away + ":" + UntilResumed(game, log, pauseEvent));
                }
                // Android's return: the application resumed, a frame or more before its window has focus; switched on
                // between the two (a host showing its game in OnApplicationPause(false)): it counts down once the focus is
                // back (review 20, R20-1: held by a pause it never heard end, for good).
                {
                    Component game;
                    var log = StartPlaying(type, out game);
                    for (int frame = 0; frame < 20; frame++) Frame(game);
                    StubPlayer.LeaveApplication();
                    for (int frame = 0; frame < 5; frame++) Frame(game);
                    game.gameObject.SetActive(false);
                    Frame(game);
                    StubPlayer.SendApplicationPause(false);
                    log.Clear();
                    game.gameObject.SetActive(true);
                    for (int frame = 0; frame < 3; frame++) Frame(game);
                    StubPlayer.SendFocus(true);
                    rows.Add("resumed first:" + UntilResumed(game, log, pauseEvent));
                    UnityEngine.Object.Destroy(game.gameObject);
                    Frame(game);
                }
                // A host that hides its game in its own OnApplicationFocus(false), which runs before the game's, and shows
                // it in OnApplicationFocus(true): paused as the player leaves, it counts down when they are back (review 20,
                // R20-2: it played on at once).
                {
                    Component game;
                    var log = StartPlaying(type, out game);
                    for (int frame = 0; frame < 20; frame++) Frame(game);
                    var host = new GameObject("Host").AddComponent<HideOnLeaveHost>();
                    host.Game = game.gameObject;
                    Frame(game);
                    log.Clear();
                    StubPlayer.LeaveApplication();
                    Frame(host);
                    string away = string.Join(" ", log.FindAll(pauseEvent).ToArray());
                    log.Clear();
                    StubPlayer.ReturnToApplication(1);
                    rows.Add("hidden as they leave:" + away + ":" + UntilResumed(game, log, pauseEvent));
                    UnityEngine.Object.Destroy(host.gameObject);
                    UnityEngine.Object.Destroy(game.gameObject);
                    Frame(game);
                }
                // A host that hides its game in its own OnApplicationPause(true), on a platform that pauses the app before
                // the focus goes, and shows it in OnApplicationPause(false): switched off with the focus still there, the game
                // has nothing to tell it the player left, and plays on at once when shown (the README says to hide it in
                // OnApplicationFocus(false) instead).
                {
                    Component game;
                    var log = StartPlaying(type, out game);
                    for (int frame = 0; frame < 20; frame++) Frame(game);
                    var host = new GameObject("Host").AddComponent<HideOnPauseHost>();
                    host.Game = game.gameObject;
                    Frame(game);
                    log.Clear();
                    StubPlayer.SendApplicationPause(true);
                    StubPlayer.SendFocus(false);
                    string away = string.Join(" ", log.FindAll(pauseEvent).ToArray());
                    StubPlayer.SendFocus(true);
                    StubPlayer.SendApplicationPause(false);
                    for (int frame = 0; frame < 5; frame++) Frame(game);
                    rows.Add("hidden on pause:" + away + ":" + string.Join(" ", log.FindAll(pauseEvent).ToArray()) + ":" + ((MonoBehaviour)game).isActiveAndEnabled);
                    UnityEngine.Object.Destroy(host.gameObject);
                    UnityEngine.Object.Destroy(game.gameObject);
                    Frame(game);
                }
                // Made while a desktop's window is out of focus (its focus loss came before the game was): it takes the
                // player to be there and plays until Unity tells it of a focus change, as the README says (a window may get
                // its focus only after the first frame); the focus back starts no countdown.
                {
                    Reset();
                    StubPlayer.DeltaTime = 1f / 60f;
                    StubPlayer.SendFocus(false);
                    var game = Add(new GameObject("Game"), type);
                    game.GetType().GetField("seed").SetValue(game, 3);
                    Activate(game);
                    var log = EventTap.Attach(game);
                    for (int frame = 0; frame < 60; frame++) Frame(game);
                    string away = string.Join(" ", log.FindAll(pauseEvent).ToArray());
                    log.Clear();
                    StubPlayer.SendFocus(true);
                    for (int frame = 0; frame < 60; frame++) Frame(game);
                    rows.Add("made away:" + away + ":" + string.Join(" ", log.FindAll(pauseEvent).ToArray()));
                    UnityEngine.Object.Destroy(game.gameObject);
                    Frame(game);
                }
                Print(key, string.Join(",", rows.ToArray()));
            }
            catch (Exception error)
            {
                Print(key, "error " + (error.InnerException ?? error).Message);
            }
            finally
            {
                if (!StubPlayer.Focused) StubPlayer.ReturnToApplication();
            }
        }
    }

    /// <summary>Frames until the game raises Resumed (400 at most): its pause events since the log was cleared, and how many frames.</summary>
    static string UntilResumed(Component game, List<string> log, Predicate<string> pauseEvent)
    {
        int frames = 0;
        while (Count(log, "Resumed") == 0 && frames < 400)
        {
            Frame(game);
            frames++;
        }
        return string.Join(" ", log.FindAll(pauseEvent).ToArray()) + ":" + frames;
    }

    /// <summary>A host's script that hides its game while the application is paused: its default order (0) runs before the game's (100).</summary>
    public class HideOnPauseHost : MonoBehaviour
    {
        public GameObject Game;

        void OnApplicationPause(bool paused)
        {
            if (Game != null) Game.SetActive(!paused);
        }
    }

    /// <summary>A host's script that hides its game while the application is out of focus: its default order (0) runs before the game's (100).</summary>
    public class HideOnLeaveHost : MonoBehaviour
    {
        public GameObject Game;

        void OnApplicationFocus(bool focused)
        {
            if (Game != null) Game.SetActive(focused);
        }
    }

    /// <summary>
    /// The host's Main Camera under a rig (local (0, 1, -10)), the rig moved 5 units while the game has the camera: the
    /// board stays framed (the camera's world position moves by no more than the game's own aim did the frame before,
    /// within 0.05); disabled, and again destroyed, the camera is back at the place on the rig the host set.
    /// Prints centred:dx:localBackOnDisable:localBackOnDestroy.
    /// </summary>
    static void PlayRig(Assembly kit)
    {
        foreach (var type in GameTypes(kit))
        {
            string key = "rig." + type.Name;
            try
            {
                Reset();
                StubPlayer.DeltaTime = 1f / 60f;
                var rig = new GameObject("Rig");
                var host = new GameObject("Main Camera");
                host.tag = "MainCamera";
                var camera = host.AddComponent<Camera>();
                host.transform.SetParent(rig.transform, false);
                var offset = new Vector3(0, 1, -10);
                var turn = Quaternion.Euler(5, 0, 0);
                host.transform.localPosition = offset;
                host.transform.localRotation = turn;
                var game = (Behaviour)Start(type, 5);
                var before = camera.transform.position;
                Frame(game);
                var last = camera.transform.position;
                float aimed = last.x - before.x;
                rig.transform.position += new Vector3(5, 0, 0);
                Frame(game);
                float dx = camera.transform.position.x - last.x - aimed;
                bool centred = Math.Abs(dx) < 0.05f && Math.Abs(camera.transform.position.y - last.y) < 0.05f;
                for (int frame = 0; frame < 4; frame++) Frame(game);
                game.enabled = false;
                Func<bool> back = () =>
                {
                    var r = camera.transform.localRotation;
                    return camera.transform.localPosition == offset && Math.Abs(Math.Abs(r.x * turn.x + r.y * turn.y + r.z * turn.z + r.w * turn.w) - 1) < 1e-5;
                };
                bool disabledBack = back();
                game.enabled = true;
                for (int frame = 0; frame < 3; frame++) Frame(game);
                rig.transform.position += new Vector3(0, 3, 0);
                for (int frame = 0; frame < 3; frame++) Frame(game);
                DestroyNow(game.gameObject);
                bool destroyedBack = back();
                Print(key, centred + ":" + dx.ToString("0.00", CultureInfo.InvariantCulture) + ":" + disabledBack + ":" + destroyedBack);
            }
            catch (Exception error)
            {
                Print(key, "error " + (error.InnerException ?? error).Message);
            }
        }
    }

    /// <summary>
    /// Review 4 N14: every KeyCode bound in keys, its physical key pressed (the KeyCode the Input Manager reports for
    /// it): keyrange.unread lists the keyboard KeyCodes (8 to 319) the backend then does not read as pressed,
    /// keyrange.warned those of them that warned, keyrange.silent every KeyCode (mouse and joystick buttons among them)
    /// read as nothing without a warning, keyrange.mouse:joystick how many of those warned.
    /// </summary>
    static void PlayKeyRange(Assembly kit)
    {
        try
        {
            Reset();
            var input = kit.GetType("Microloop.BounceChain.MicroloopInput", true);
            var keyId = input.GetMethod("KeyId", BindingFlags.Static | BindingFlags.Public);
            var keyPressed = input.GetMethod("KeyPressed", BindingFlags.Static | BindingFlags.Public);
            var unread = new List<string>();
            var warned = new List<string>();
            var silent = new List<string>();
            int mouse = 0, joystick = 0;
            var console = Console.Out;
            foreach (string name in Enum.GetNames(typeof(KeyCode)))
            {
                var code = (KeyCode)Enum.Parse(typeof(KeyCode), name);
                if (code == KeyCode.None || code.ToString() != name) continue;
                var said = new System.IO.StringWriter();
                Console.SetOut(said);
                int id;
                try
                {
                    id = (int)keyId.Invoke(null, new object[] { code });
                }
                finally
                {
                    Console.SetOut(console);
                }
                bool warning = said.ToString().Contains("warning: Microloop: keys has " + name + ",");
                StubPlayer.KeysDown.Clear();
                StubPlayer.KeysDown.Add(code);
                bool read = id != 0 && (bool)keyPressed.Invoke(null, new object[] { id });
                StubPlayer.KeysDown.Clear();
                if ((int)code >= 8 && (int)code <= 319)
                {
                    if (!read) unread.Add(name);
                    if (!read && warning) warned.Add(name);
                }
                if (id == 0 && !warning) silent.Add(name);
                if (id == 0 && warning && name.StartsWith("Mouse")) mouse++;
                if (id == 0 && warning && name.StartsWith("Joystick")) joystick++;
            }
            Print("keyrange.unread", string.Join(",", unread.ToArray()));
            Print("keyrange.warned", string.Join(",", warned.ToArray()));
            Print("keyrange.silent", string.Join(",", silent.ToArray()));
            Print("keyrange.mouse", mouse + ":" + joystick);
            // Review 4 N10: the prompts name a key as people read it, from one table; two presses bound apart keep their words.
            var words = kit.GetType("Microloop.BounceChain.MicroloopWords", true);
            var keyName = words.GetMethod("KeyName", BindingFlags.Static | BindingFlags.Public);
            var names = new List<string>();
            foreach (var code in new[] { KeyCode.RightShift, KeyCode.LeftControl, KeyCode.Return, KeyCode.KeypadEnter, KeyCode.Slash, KeyCode.BackQuote, KeyCode.Mouse0, KeyCode.PageUp, KeyCode.F12, KeyCode.Keypad5, KeyCode.Alpha1, KeyCode.E, KeyCode.Numlock, KeyCode.JoystickButton3, KeyCode.Joystick1Button3 })
                names.Add((string)keyName.Invoke(null, new object[] { code }));
            Print("keyrange.names", string.Join("|", names.ToArray()));
            var keysType = kit.GetType("Microloop.BounceChain.MicroloopKeys", true);
            dynamic first = Activator.CreateInstance(keysType), second = Activator.CreateInstance(keysType);
            first.press = KeyCode.E;
            second.press = KeyCode.RightShift;
            var prompt = words.GetMethod("Prompt", BindingFlags.Static | BindingFlags.Public, null, new[] { kit.GetType("Microloop.BounceChain.MicroloopMoment", true), kit.GetType("Microloop.BounceChain.MicroloopHands", true), keysType }, null);
            var start = Enum.ToObject(prompt.GetParameters()[0].ParameterType, 0);
            var keyboard = Enum.ToObject(prompt.GetParameters()[1].ParameterType, 1);
            var once = new[] { prompt.Invoke(null, new object[] { start, keyboard, first }), prompt.Invoke(null, new object[] { start, keyboard, second }) };
            var again = new[] { prompt.Invoke(null, new object[] { start, keyboard, first }), prompt.Invoke(null, new object[] { start, keyboard, second }) };
            Print("keyrange.prompts", once[0] + "|" + once[1] + "|" + (ReferenceEquals(once[0], again[0]) && ReferenceEquals(once[1], again[1])));
            // Review 59 (U-A1): a press the backend cannot read (Exclaim under the Input System) is passed over for the second.
            dynamic unreadable = Activator.CreateInstance(keysType);
            unreadable.press = KeyCode.Exclaim;
            unreadable.pressAlso = KeyCode.Return;
            string exclaim = (string)prompt.Invoke(null, new object[] { start, keyboard, unreadable });
            unreadable.press = KeyCode.Help;
            unreadable.pressAlso = KeyCode.E;
            Print("keyrange.unreadablePrompt", exclaim + "|" + (string)prompt.Invoke(null, new object[] { start, keyboard, unreadable }));
        }
        catch (Exception error)
        {
            Print("keyrange.unread", "error " + (error.InnerException ?? error).Message);
        }
    }

    /// <summary>
    /// Disable (leaving Play mode, unloading the scene) fires nothing; Restart at score 0 fires nothing, in every Game.
    /// </summary>
    static void PlayLifecycle(Assembly kit)
    {
        foreach (var type in GameTypes(kit))
        {
            string key = "lifecycle." + type.Name;
            try
            {
                Reset();
                StubPlayer.DeltaTime = 1f / 60f;
                var game = (Component)Add(new GameObject("Game"), type);
                Activate(game);
                var log = EventTap.Attach(game);
                Frame(game);
                type.GetMethod("Restart").Invoke(game, null);
                Frame(game);
                string restart = string.Join(",", log.ToArray());
                log.Clear();
                for (int frame = 0; frame < 30; frame++) Frame(game);
                log.Clear();
                ((Behaviour)game).enabled = false;
                string disable = string.Join(",", log.ToArray());
                Print(key, "restart[" + restart + "] disable[" + disable + "]");
            }
            catch (Exception error)
            {
                Print(key, "error " + (error.InnerException ?? error).Message);
            }
        }
    }

    /// <summary>A Game's Restart() with a score: Ended never, ScoreChanged(0) once. Prints ended:scoreEvents:last.</summary>
    static void RestartWithScore(object game, string key)
    {
        try
        {
            int before = (int)Member(Member(game, "Model"), "Score");
            var log = EventTap.Attach(game);
            game.GetType().GetMethod("Restart").Invoke(game, null);
            Print(key, (before > 0) + ":" + Count(log, "Ended") + ":" + string.Join(",", log.FindAll(line => line.StartsWith("ScoreChanged")).ToArray()));
        }
        catch (Exception error)
        {
            Print(key, "error " + (error.InnerException ?? error).Message);
        }
    }

    /// <summary>
    /// Touch only: RhythmClacker calibrated and restarted by the HUD's buttons (each press the button's, not a
    /// tap), a run played out and the next started by a tap; two fingers overlapping are two taps. PhysicsDropper
    /// restarted by its button; BounceChain nudged by a tap let go within 0.25 s; DoubleTapDash tapped by two fingers.
    /// </summary>
    static void PlayTouch(Assembly kit)
    {
        try
        {
            Reset();
            StubPlayer.DeltaTime = 1f / 60f;
            StubPlayer.DspTime = 100;
            StubPlayer.AudioRunning = true;
            dynamic game = Add(new GameObject("Game"), kit.GetType("Microloop.RhythmClacker.RhythmClackerGame", true));
            game.seed = 3;
            Activate(game);
            var log = EventTap.Attach((object)game);
            // Two fingers, the second landing while the first is down: two stray taps before the first note.
            FingerDown(0, new Vector2(200, 300));
            Frame(game);
            FingerDown(1, new Vector2(500, 300));
            Frame(game);
            FingerUp(0);
            FingerUp(1);
            Frame(game);
            int strays = game.Model.StrayTaps;
            FingerTap(game, ButtonAt(1));
            bool calibrating = game.Round != null;
            FingerTap(game, ButtonAt(0));
            bool restarted = game.Round == null && (int)game.Model.StrayTaps == 0;
            int judged = Count(log, "Judged");
            StubPlayer.DeltaTime = 0.05f;
            int frames = 0;
            for (; frames < 2000 && !(bool)game.Model.Over; frames++) Frame(game);
            StubPlayer.DeltaTime = 1f / 60f;
            bool over = game.Model.Over;
            FingerTap(game, new Vector2(400, 300));
            Print("touch.rhythm", strays + ":" + calibrating + ":" + restarted + ":" + judged + ":" + over + ":" + game.Model.Over + ":" + Count(log, "Ended"));
        }
        catch (Exception error)
        {
            Print("touch.rhythm", "error " + (error.InnerException ?? error).Message);
        }
        try
        {
            Reset();
            dynamic game = Add(new GameObject("Game"), kit.GetType("Microloop.PhysicsDropper.PhysicsDropperGame", true));
            Activate(game);
            for (int frame = 0; frame < 120; frame++) Frame(game);
            FingerDown(0, ButtonAt(0));
            Frame(game);
            Print("touch.dropper", ((double)game.Model.Time).ToString(CultureInfo.InvariantCulture) + ":" + game.Model.Balls.Count);
            FingerUp(0);
        }
        catch (Exception error)
        {
            Print("touch.dropper", "error " + (error.InnerException ?? error).Message);
        }
        try
        {
            Reset();
            dynamic game = Add(new GameObject("Game"), kit.GetType("Microloop.BounceChain.BounceChainGame", true));
            game.seed = 7;
            Activate(game);
            for (int frame = 0; frame < 60; frame++) Frame(game);
            var since = ((object)game.Model).GetType().GetField("sinceNudge", BindingFlags.Instance | BindingFlags.NonPublic);
            FingerDown(0, new Vector2(Screen.width / 4f, Screen.height / 2f));
            Frame(game);
            int steering = game.Model.Steering;
            Frame(game);
            FingerUp(0);
            Frame(game);
            double nudged = (double)since.GetValue(game.Model);
            // A press held longer than 0.25 s steers and is no nudge.
            for (int frame = 0; frame < 30; frame++) Frame(game);
            FingerDown(0, new Vector2(Screen.width * 0.75f, Screen.height / 2f));
            for (int frame = 0; frame < 30; frame++) Frame(game);
            FingerUp(0);
            Frame(game);
            double notNudged = (double)since.GetValue(game.Model);
            Print("touch.bounce", steering + ":" + (nudged < 0.1) + ":" + (notNudged > 0.4));
        }
        catch (Exception error)
        {
            Print("touch.bounce", "error " + (error.InnerException ?? error).Message);
        }
        try
        {
            Reset();
            dynamic game = Add(new GameObject("Game"), kit.GetType("Microloop.DoubleTapDash.DoubleTapDashGame", true));
            game.seed = 7;
            Activate(game);
            var judged = Collector.Of((object)game, "Judged").Seen;
            for (int frame = 0; frame < 30; frame++) Frame(game);
            FingerDown(0, new Vector2(200, 300));
            Frame(game);
            for (int frame = 0; frame < 5; frame++) Frame(game);
            FingerDown(1, new Vector2(600, 300));
            Frame(game);
            FingerUp(0);
            FingerUp(1);
            Frame(game);
            Print("touch.dash", string.Join(",", judged.ToArray()));
        }
        catch (Exception error)
        {
            Print("touch.dash", "error " + (error.InnerException ?? error).Message);
        }
    }

    /// <summary>
    /// New values mid-song (the Inspector's Perfect Window edited while a clack sounds): the clack that has begun plays
    /// out (Unity's Stop() would cut it in its attack, and it is never scheduled again) and is not scheduled twice; the
    /// clacks not yet begun are scheduled again.
    /// </summary>
    static void PlayUpdateMidClack(Assembly kit)
    {
        try
        {
            Reset();
            StubPlayer.DeltaTime = 1f / 60f;
            StubPlayer.DspTime = 100;
            StubPlayer.AudioRunning = true;
            StubPlayer.ClearScheduled();
            dynamic game = Add(new GameObject("Game"), kit.GetType("Microloop.RhythmClacker.RhythmClackerGame", true));
            game.seed = 3;
            Activate(game);
            // Play until a clack began within the last 20 ms.
            KeyValuePair<string, double> sounding = default(KeyValuePair<string, double>);
            for (int frame = 0; frame < 600 && sounding.Key == null; frame++)
            {
                Frame(game);
                sounding = StubPlayer.Scheduled.Find(entry => entry.Key != "Click" && entry.Value <= StubPlayer.DspTime && StubPlayer.DspTime - entry.Value < 0.02);
            }
            StubPlayer.Cut = 0;
            double updatedAt = StubPlayer.DspTime;
            game.config.perfectWindow += 5;
            for (int frame = 0; frame < 60; frame++) Frame(game);
            int twice = StubPlayer.Scheduled.FindAll(entry => Math.Abs(entry.Value - sounding.Value) < 0.002).Count;
            int ahead = StubPlayer.Scheduled.FindAll(entry => entry.Value > updatedAt + 0.05).Count;
            Print("updateMidClack.rhythm", (sounding.Key != null) + ":" + StubPlayer.Cut + ":" + twice + ":" + (ahead > 0));
        }
        catch (Exception error)
        {
            Print("updateMidClack.rhythm", "error " + (error.InnerException ?? error).Message);
        }
    }

    /// <summary>
    /// RhythmClacker in a Web build, whose page lets sound start only on a gesture (the audio clock stands until then):
    /// the song stands at its start for 5 s saying "Press Space or click to start", nothing judged or scheduled; the
    /// first press (Space, or a finger) is not judged and the song runs from it. A desktop player's song runs at once.
    /// Prints, per first press: song seconds while waiting : judged while waiting : clacks scheduled while waiting :
    /// the prompt : judged on the first press : song seconds 60 frames after it; then the desktop player's song seconds
    /// after 60 frames (review 42, Unity R42-1).
    /// </summary>
    static void PlayRhythmWebFirstPress(Assembly kit)
    {
        var type = kit.GetType("Microloop.RhythmClacker.RhythmClackerGame", true);
        var runs = new List<string>();
        try
        {
            foreach (var press in new[] { "space", "finger", "restart" })
            {
                Reset();
                StubPlayer.Platform = RuntimePlatform.WebGLPlayer;
                StubPlayer.DeltaTime = 1f / 60f;
                StubPlayer.DspTime = 100;
                StubPlayer.AudioRunning = false;
                StubPlayer.ClearScheduled();
                dynamic game = Add(new GameObject("Game"), type);
                game.seed = 3;
                Activate(game);
                var log = EventTap.Attach((object)game);
                // The game begins in its first frame (its song clock set to the count-in's start).
                Frame(game);
                double songAtStart = game.SongTime;
                for (int frame = 0; frame < 300; frame++) Frame(game);
                double waited = (double)game.SongTime - songAtStart;
                int judgedWaiting = Count(log, "Judged");
                int scheduled = StubPlayer.Scheduled.Count;
                string prompt = StubPlayer.Drawn.Exists(drawn => drawn.Text.EndsWith("to start")) ? StubPlayer.Drawn.Find(drawn => drawn.Text.EndsWith("to start")).Text : "none";
                var at = new Vector2(Screen.width / 2f, Screen.height / 2f);
                if (press == "space") StubPlayer.KeysDown.Add(KeyCode.Space);
                else if (press == "restart") StubPlayer.KeysDown.Add(KeyCode.R);
                else FingerDown(0, at);
                // The browser starts the page's sound on the gesture.
                StubPlayer.AudioRunning = true;
                Frame(game);
                if (press == "finger") FingerUp(0);
                int judgedByPress = Count(log, "Judged") - judgedWaiting;
                double pressedAt = game.SongTime;
                for (int frame = 0; frame < 60; frame++) Frame(game);
                runs.Add(press + "=" + Math.Round(waited, 6).ToString(CultureInfo.InvariantCulture) + ":" + judgedWaiting + ":" + scheduled + ":" + prompt + ":" + judgedByPress + ":" + Math.Round((double)game.SongTime - pressedAt, 1).ToString(CultureInfo.InvariantCulture));
                UnityEngine.Object.Destroy(game.gameObject);
            }
            Reset();
            StubPlayer.DeltaTime = 1f / 60f;
            StubPlayer.DspTime = 100;
            StubPlayer.AudioRunning = true;
            dynamic desktop = Add(new GameObject("Game"), type);
            desktop.seed = 3;
            Activate(desktop);
            Frame(desktop);
            double desktopStart = desktop.SongTime;
            for (int frame = 0; frame < 60; frame++) Frame(desktop);
            runs.Add("desktop=" + Math.Round((double)desktop.SongTime - desktopStart, 1).ToString(CultureInfo.InvariantCulture));
            Print("webFirstPress.rhythm", string.Join("|", runs.ToArray()));
        }
        catch (Exception error)
        {
            Print("webFirstPress.rhythm", "error " + (error.InnerException ?? error).Message);
        }
    }

    /// <summary>
    /// Time.timeScale 0 for 5 s mid-song: the song clock holds (dspTime runs on), nothing is judged, no clack
    /// waits on the audio clock; back at 1 the clacks are scheduled again ahead of the audio clock.
    /// </summary>
    static void PlayTimeScale(Assembly kit)
    {
        try
        {
            Reset();
            StubPlayer.DeltaTime = 1f / 60f;
            StubPlayer.DspTime = 100;
            StubPlayer.AudioRunning = true;
            StubPlayer.ClearScheduled();
            dynamic game = Add(new GameObject("Game"), kit.GetType("Microloop.RhythmClacker.RhythmClackerGame", true));
            game.seed = 3;
            Activate(game);
            var log = EventTap.Attach((object)game);
            for (int frame = 0; frame < 240; frame++) Frame(game);
            double songBefore = game.SongTime;
            log.Clear();
            Time.timeScale = 0;
            for (int frame = 0; frame < 300; frame++) Frame(game);
            double held = (double)game.SongTime - songBefore;
            int judged = Count(log, "Judged");
            int waiting = StubPlayer.Scheduled.FindAll(entry => entry.Value > StubPlayer.DspTime).Count;
            Time.timeScale = 1;
            double back = StubPlayer.DspTime;
            for (int frame = 0; frame < 60; frame++) Frame(game);
            var after = StubPlayer.Scheduled.FindAll(entry => entry.Value >= back);
            Print("timescale.rhythm", Math.Round(held, 6).ToString(CultureInfo.InvariantCulture) + ":" + judged + ":" + waiting + ":" + (after.Count > 0));
        }
        catch (Exception error)
        {
            Print("timescale.rhythm", "error " + (error.InnerException ?? error).Message);
        }
        finally
        {
            StubPlayer.TimeScale = 1;
        }
    }

    /// <summary>
    /// Someone else's scene: a Main Camera the host adds after the game started takes over (one camera, one
    /// listener, the board framed by it); destroying the game leaves nothing it made (camera, assets, configs).
    /// </summary>
    static void PlayHost(Assembly kit)
    {
        foreach (var type in GameTypes(kit))
        {
            string key = "host." + type.Name;
            try
            {
                Reset();
                StubPlayer.DeltaTime = 1f / 60f;
                Resize(800, 600);
                int assetsBefore = StubPlayer.LiveAssets;
                var game = (Component)Start(type, 3);
                var host = new GameObject("Host Camera");
                host.tag = "MainCamera";
                var hostCamera = host.AddComponent<Camera>();
                host.AddComponent<AudioListener>();
                Frame(game);
                Frame(game);
                var stage = Member(game, "Stage");
                bool usesHost = Member(stage, "Camera") == (object)hostCamera;
                int cameras = StubPlayer.Cameras.Count, listeners = Listeners();
                string framing = CameraState(hostCamera);
                DestroyNow(game.gameObject);
                var left = StubPlayer.Objects.FindAll(go => go != host);
                Print(key, cameras + ":" + listeners + ":" + usesHost + ":" + framing.StartsWith("orthographic") + ":" + left.Count + ":" + (StubPlayer.LiveAssets - assetsBefore));
            }
            catch (Exception error)
            {
                Print(key, "error " + (error.InnerException ?? error).Message);
            }
        }
        // An untagged camera the host turns on after the game made its own (a minimap in a corner) is the host's: the
        // game keeps its own camera and leaves every field of that one as the host set it.
        foreach (var type in GameTypes(kit))
        {
            string key = "hostLateUntagged." + type.Name;
            try
            {
                Reset();
                StubPlayer.DeltaTime = 1f / 60f;
                Resize(800, 600);
                var game = (Component)Start(type, 3);
                Frame(game);
                var stage = Member(game, "Stage");
                var own = Member(stage, "Camera");
                var minimap = new GameObject("Minimap");
                minimap.transform.position = new Vector3(50, 80, -5);
                var camera = minimap.AddComponent<Camera>();
                camera.rect = new Rect(0.75f, 0.75f, 0.25f, 0.25f);
                camera.orthographic = false;
                camera.cullingMask = 16;
                Frame(game);
                Frame(game);
                bool usesMinimap = Member(stage, "Camera") == (object)camera;
                bool keptOwn = own != null && Member(stage, "Camera") == own;
                bool untouched = !camera.orthographic && camera.cullingMask == 16 && camera.rect == new Rect(0.75f, 0.75f, 0.25f, 0.25f) && minimap.transform.position == new Vector3(50, 80, -5);
                Print(key, usesMinimap + ":" + keptOwn + ":" + untouched);
                DestroyNow(game.gameObject);
            }
            catch (Exception error)
            {
                Print(key, "error " + (error.InnerException ?? error).Message);
            }
        }
        // The host destroys its Main Camera (a camera swap, a cutscene) while an untagged camera of its own draws (a
        // minimap in a corner): the game never takes that one, draws with a camera of its own, and gives way to the Main
        // Camera the host adds next.
        foreach (var type in GameTypes(kit))
        {
            string key = "hostMainDies." + type.Name;
            try
            {
                Reset();
                StubPlayer.DeltaTime = 1f / 60f;
                Resize(800, 600);
                var main = new GameObject("Main Camera");
                main.tag = "MainCamera";
                main.AddComponent<Camera>();
                var minimap = new GameObject("Minimap");
                minimap.transform.position = new Vector3(50, 80, -5);
                var camera = minimap.AddComponent<Camera>();
                camera.rect = new Rect(0.75f, 0.75f, 0.25f, 0.25f);
                camera.orthographic = false;
                camera.cullingMask = 16;
                var game = (Component)Start(type, 3);
                var stage = Member(game, "Stage");
                bool usedMain = Member(stage, "Camera") == (object)main.GetComponent<Camera>();
                UnityEngine.Object.Destroy(main);
                Frame(game);
                Frame(game);
                Frame(game);
                bool usesMinimap = Member(stage, "Camera") == (object)camera;
                bool untouched = !camera.orthographic && camera.cullingMask == 16 && camera.rect == new Rect(0.75f, 0.75f, 0.25f, 0.25f) && minimap.transform.position == new Vector3(50, 80, -5);
                var fresh = new GameObject("New Main Camera");
                fresh.tag = "MainCamera";
                var freshCamera = fresh.AddComponent<Camera>();
                Frame(game);
                Frame(game);
                bool usesNewMain = Member(stage, "Camera") == (object)freshCamera;
                Print(key, usedMain + ":" + usesMinimap + ":" + untouched + ":" + usesNewMain + ":" + (StubPlayer.Cameras.Count));
                DestroyNow(game.gameObject);
            }
            catch (Exception error)
            {
                Print(key, "error " + (error.InnerException ?? error).Message);
            }
        }
        // The Inspector's peg field: a tooltip on every field, a slider on each number.
        try
        {
            var board = kit.GetType("Microloop.PhysicsDropper.PhysicsDropperBoard", true);
            int tips = 0, ranges = 0;
            foreach (var field in board.GetFields())
            {
                if (Attribute.IsDefined(field, typeof(TooltipAttribute))) tips++;
                if (Attribute.IsDefined(field, typeof(RangeAttribute))) ranges++;
            }
            Print("inspector.board", board.GetFields().Length + ":" + tips + ":" + ranges);
        }
        catch (Exception error)
        {
            Print("inspector.board", "error " + (error.InnerException ?? error).Message);
        }
        // A radius nobody could draw is clamped with a warning.
        try
        {
            Reset();
            dynamic wheel = Add(new GameObject("Game"), kit.GetType("Microloop.TimingWheel.TimingWheelGame", true));
            wheel.radius = -5f;
            Activate(wheel);
            Frame(wheel);
            Print("inspector.radius", ((float)wheel.radius).ToString(CultureInfo.InvariantCulture));
        }
        catch (Exception error)
        {
            Print("inspector.radius", "error " + (error.InnerException ?? error).Message);
        }
    }

    // Sections for the host etiquette of issue 44 (the review of 2026-11-29), each its own name=value lines ----------

    /// <summary>
    /// A host that owns R and the arrows/A/D (the Game's keys field): restart set to None, left and right rebound to J
    /// and L with their second keys off. In every Game R does nothing; in BounceChain J and L steer and the arrows,
    /// A and D do not. Prints noRestartByR:steerByOldKeys:steerByJ:steerByL (steering read while each is held).
    /// </summary>
    static void PlayKeys(Assembly kit)
    {
        foreach (var type in GameTypes(kit))
        {
            string key = "keys." + type.Name;
            try
            {
                Reset();
                StubPlayer.DeltaTime = 1f / 60f;
                var game = Add(new GameObject("Game"), type);
                var keys = type.GetField("keys").GetValue(game);
                keys.GetType().GetField("restart").SetValue(keys, KeyCode.None);
                keys.GetType().GetField("left").SetValue(keys, KeyCode.J);
                keys.GetType().GetField("right").SetValue(keys, KeyCode.L);
                keys.GetType().GetField("leftAlso").SetValue(keys, KeyCode.None);
                keys.GetType().GetField("rightAlso").SetValue(keys, KeyCode.None);
                Activate(game);
                for (int frame = 0; frame < 20; frame++) Frame(game);
                StubPlayer.KeysDown.Add(KeyCode.R);
                Frame(game);
                string result = ((int)Member(game, "Restarts") == 0).ToString();
                if (type.Name == "BounceChainGame")
                {
                    Func<KeyCode[], string> steer = held =>
                    {
                        string seen = "";
                        foreach (var code in held)
                        {
                            StubPlayer.KeysHeld.Clear();
                            StubPlayer.KeysHeld.Add(code);
                            Frame(game);
                            seen += (seen.Length > 0 ? "," : "") + Convert.ToString(((dynamic)game).Model.Steering, CultureInfo.InvariantCulture);
                        }
                        StubPlayer.KeysHeld.Clear();
                        return seen;
                    };
                    result += ":" + steer(new[] { KeyCode.LeftArrow, KeyCode.RightArrow, KeyCode.A, KeyCode.D }) + ":" + steer(new[] { KeyCode.J }) + ":" + steer(new[] { KeyCode.L });
                }
                // Issue 45 (N6): the keys' prompts name the bound press: E; None (the second press then: Enter); both None (the mouse's words).
                var prompt = type.GetMethods(BindingFlags.Instance | BindingFlags.NonPublic).First(method => method.Name == "Prompt" && method.GetParameters().Length == 2);
                var moments = prompt.GetParameters()[0].ParameterType;
                var hands = prompt.GetParameters()[1].ParameterType;
                Func<string> words = () => prompt.Invoke(game, new[] { Enum.ToObject(moments, 0), Enum.ToObject(hands, 1) }) + "/" + prompt.Invoke(game, new[] { Enum.ToObject(moments, 1), Enum.ToObject(hands, 1) }) + "/" + prompt.Invoke(game, new[] { Enum.ToObject(moments, 0), Enum.ToObject(hands, 0) });
                keys.GetType().GetField("press").SetValue(keys, KeyCode.E);
                result += ":" + words();
                keys.GetType().GetField("press").SetValue(keys, KeyCode.None);
                result += ":" + words();
                keys.GetType().GetField("pressAlso").SetValue(keys, KeyCode.None);
                result += ":" + words();
                Print(key, result);
            }
            catch (Exception error)
            {
                Print(key, "error " + (error.InnerException ?? error).Message);
            }
        }
    }

    /// <summary>
    /// A host with a HUD of its own (drawHud off) in every Game: nothing of the game's is drawn while it plays, a press
    /// where the Restart button would be is a press on the board (the same run goes on), and R still restarts.
    /// Prints drawn:sameRunAfterClick:newRunAfterR.
    /// </summary>
    static void PlayNoHud(Assembly kit)
    {
        foreach (var type in GameTypes(kit))
        {
            string key = "nohud." + type.Name;
            try
            {
                Reset();
                StubPlayer.DeltaTime = 1f / 60f;
                var game = Add(new GameObject("Game"), type);
                type.GetField("drawHud").SetValue(game, false);
                Activate(game);
                bool drawn = false;
                for (int frame = 0; frame < 40; frame++)
                {
                    Frame(game);
                    drawn |= StubPlayer.Drawn.Count > 0;
                }
                Click(ButtonAt(0).x, ButtonAt(0).y);
                Frame(game);
                Frame(game);
                drawn |= StubPlayer.Drawn.Count > 0;
                bool same = (int)Member(game, "Restarts") == 0;
                StubPlayer.KeysDown.Add(KeyCode.R);
                Frame(game);
                Print(key, drawn + ":" + same + ":" + ((int)Member(game, "Restarts") == 1));
            }
            catch (Exception error)
            {
                Print(key, "error " + (error.InnerException ?? error).Message);
            }
        }
    }

    /// <summary>
    /// The host's Pause() of every Game mid-run, with hideHudOnPause on (a pause menu of the host's over the game): nothing
    /// drawn while it holds, the HUD back after Resume(); with it off (the default), "Paused" drawn. Prints
    /// drawnWhileHidden:hudBack:pausedShownByDefault.
    /// </summary>
    static void PlayHideHudOnPause(Assembly kit)
    {
        foreach (var type in GameTypes(kit))
        {
            string key = "hidehud." + type.Name;
            try
            {
                var shown = new List<string>();
                foreach (bool hide in new[] { true, false })
                {
                    Component game;
                    StartPlaying(type, out game);
                    type.GetField("hideHudOnPause").SetValue(game, hide);
                    for (int frame = 0; frame < 10; frame++) Frame(game);
                    type.GetMethod("Pause").Invoke(game, null);
                    bool drawn = false, paused = false;
                    for (int frame = 0; frame < 10; frame++)
                    {
                        Frame(game);
                        drawn |= StubPlayer.Drawn.Count > 0;
                        paused |= StubPlayer.Drew(MicroloopPausedText);
                    }
                    type.GetMethod("Resume").Invoke(game, null);
                    Frame(game);
                    Frame(game);
                    shown.Add(hide ? drawn + ":" + (StubPlayer.Drawn.Count > 0) : paused.ToString());
                }
                Print(key, string.Join(":", shown.ToArray()));
            }
            catch (Exception error)
            {
                Print(key, "error " + (error.InnerException ?? error).Message);
            }
        }
    }

    /// <summary>
    /// The host's pause, Time.timeScale 0, in every Game mid-run (a key held into it): Paused once, nothing of the
    /// game's drawn (no veil, no text, no Restart: the host's menu owns the screen, and IMGUI draws over every canvas),
    /// every kind of press for a second does nothing (no event, nothing moves, not even R or the Restart button), then
    /// the time scale back at 1: Resumed in that very frame, play goes on, and its HUD is back.
    /// Prints paused:eventsWhilePaused:stateUnchanged:drawnWhilePaused:framesToResumed:hudBack.
    /// </summary>
    static void PlayHostPause(Assembly kit)
    {
        foreach (var type in GameTypes(kit))
        {
            string key = "hostpause." + type.Name;
            try
            {
                Reset();
                StubPlayer.DeltaTime = 1f / 60f;
                var game = Add(new GameObject("Game"), type);
                type.GetField("seed").SetValue(game, 3);
                Activate(game);
                var log = EventTap.Attach(game);
                if (type.Name == "MemoryTilesGame")
                {
                    StubPlayer.KeysDown.Add(KeyCode.Space);
                    Frame(game);
                }
                for (int frame = 0; frame < 40; frame++) Frame(game);
                StubPlayer.KeysDown.Add(KeyCode.Space);
                StubPlayer.KeysHeld.Add(KeyCode.Space);
                Frame(game);
                log.Clear();
                Time.timeScale = 0;
                Frame(game);
                int paused = Count(log, "Paused");
                bool drawn = StubPlayer.Drawn.Count > 0;
                StubPlayer.KeysHeld.Clear();
                StubPlayer.KeysUp.Add(KeyCode.Space);
                Frame(game);
                string before = Snapshot(game);
                log.Clear();
                for (int frame = 0; frame < 60; frame++)
                {
                    switch (frame % 12)
                    {
                        case 0: StubPlayer.KeysDown.Add(KeyCode.Space); break;
                        case 2: StubPlayer.KeysDown.Add(KeyCode.Return); break;
                        case 4: Click(Screen.width / 2f, Screen.height / 2f); break;
                        case 6: Tap(Screen.width / 2f, Screen.height / 2f); break;
                        case 8: StubPlayer.KeysDown.Add(KeyCode.R); break;
                        case 10: Click(ButtonAt(0).x, ButtonAt(0).y); break;
                    }
                    Frame(game);
                    drawn |= StubPlayer.Drawn.Count > 0;
                }
                int whilePaused = log.Count;
                bool still = Snapshot(game) == before;
                Time.timeScale = 1;
                int frames = 0;
                while (Count(log, "Resumed") == 0 && frames < 400)
                {
                    Frame(game);
                    frames++;
                }
                Frame(game);
                Print(key, paused + ":" + whilePaused + ":" + still + ":" + drawn + ":" + frames + ":" + StubPlayer.Drew("Restart"));
            }
            catch (Exception error)
            {
                Print(key, "error " + (error.InnerException ?? error).Message);
            }
            finally
            {
                StubPlayer.TimeScale = 1;
            }
        }
    }

    /// <summary>
    /// Plays a Game on until its run ends by the rules (frames of 1/20 s), nobody pressing but TimingWheel's Space held
    /// and let go every second (its run ends on misses); MemoryTiles' board cleared by a click on each pair's tiles.
    /// PhysicsDropper's run never ends: it is left as it is. Returns whether a run is under way.
    /// </summary>
    static bool PlayToRunEnd(object game, Action afterFrame = null)
    {
        float step = StubPlayer.DeltaTime;
        StubPlayer.DeltaTime = 0.05f;
        bool wheel = game.GetType().Name == "TimingWheelGame";
        if (game.GetType().Name == "MemoryTilesGame")
        {
            dynamic memory = game;
            for (int frame = 0; frame < 200 && memory.Model.Stage.ToString() != "Play"; frame++) Frame(game);
            foreach (var pair in PairsOf(memory))
            {
                ClickTile(memory, pair[0]);
                if (afterFrame != null) afterFrame();
                ClickTile(memory, pair[1]);
                if (afterFrame != null) afterFrame();
            }
        }
        for (int frame = 0; frame < 4000 && (bool)Member(game, "Running") && game.GetType().Name != "PhysicsDropperGame"; frame++)
        {
            if (wheel && frame % 20 == 0)
            {
                StubPlayer.KeysDown.Add(KeyCode.Space);
                StubPlayer.KeysHeld.Add(KeyCode.Space);
            }
            else if (wheel && frame % 20 == 10)
            {
                StubPlayer.KeysHeld.Clear();
                StubPlayer.KeysUp.Add(KeyCode.Space);
            }
            Frame(game);
            if (afterFrame != null) afterFrame();
        }
        StubPlayer.KeysHeld.Clear();
        Frame(game);
        if (afterFrame != null) afterFrame();
        StubPlayer.DeltaTime = step;
        return (bool)Member(game, "Running");
    }

    /// <summary>
    /// The host's Pause() between runs (after a run's end, MemoryTiles' after a cleared board; PhysicsDropper, whose
    /// run never ends, mid-run) in every Game: Paused once, IsPaused, "Paused" drawn, a second of Space, clicks and taps
    /// does nothing (no run starts, nothing moves), Resume(): Resumed once, and then a press starts the next run. Then
    /// between runs again, the application away and the host's Restart(): the run it starts is held and reported
    /// (Paused once), and plays after the countdown once the application is back.
    /// Prints between:paused:isPaused:veil:still:resumed:pressPlays:pausedByRestartAway:resumedAfterCountdown.
    /// </summary>
    static void PlayPauseBetweenRuns(Assembly kit)
    {
        foreach (var type in GameTypes(kit))
        {
            string key = "pausebetween." + type.Name;
            try
            {
                Reset();
                StubPlayer.DeltaTime = 1f / 60f;
                var game = Add(new GameObject("Game"), type);
                type.GetField("seed").SetValue(game, 3);
                Activate(game);
                Frame(game);
                var log = EventTap.Attach(game);
                bool endless = type.Name == "PhysicsDropperGame";
                bool between = !PlayToRunEnd(game) || endless;
                string before = Snapshot(game);
                log.Clear();
                type.GetMethod("Pause").Invoke(game, null);
                int paused = Count(log, "Paused");
                Frame(game);
                bool isPaused = (bool)Member(game, "IsPaused");
                bool veil = StubPlayer.Drew("Paused");
                for (int frame = 0; frame < 60; frame++)
                {
                    switch (frame % 12)
                    {
                        case 0: StubPlayer.KeysDown.Add(KeyCode.Space); break;
                        case 4: Click(Screen.width / 2f, Screen.height / 2f); break;
                        case 8: Tap(Screen.width / 2f, Screen.height / 2f); break;
                    }
                    Frame(game);
                    veil &= StubPlayer.Drew("Paused");
                }
                bool still = Snapshot(game) == before && (bool)Member(game, "Running") == endless && Count(log, "Paused") == 1 && log.Count == 1;
                log.Clear();
                type.GetMethod("Resume").Invoke(game, null);
                int resumed = Count(log, "Resumed");
                Frame(game);
                StubPlayer.KeysDown.Add(KeyCode.Space);
                Frame(game);
                bool plays = (bool)Member(game, "Running") && !(bool)Member(game, "IsPaused");
                // Between runs again, the application away, and the host starts a run from its code.
                PlayToRunEnd(game);
                log.Clear();
                StubPlayer.LeaveApplication();
                // Review 64 (U64b-2): focus lost between runs holds the game (IsPaused) and raises no Paused: nothing was playing.
                Print("awaybetween." + type.Name, Count(log, "Paused") + ":" + Member(game, "IsPaused"));
                type.GetMethod("Restart").Invoke(game, null);
                int pausedAway = Count(log, "Paused");
                StubPlayer.ReturnToApplication();
                int frames = 0;
                while (Count(log, "Resumed") == 0 && frames < 400)
                {
                    Frame(game);
                    frames++;
                }
                // RhythmClacker's Calibrate() starts a run too (review 40, R40-2: while away it held its round silently).
                string calibrated = "";
                var calibrate = type.GetMethod("Calibrate");
                if (calibrate != null)
                {
                    PlayToRunEnd(game);
                    log.Clear();
                    StubPlayer.LeaveApplication();
                    calibrate.Invoke(game, null);
                    int calibrateAway = Count(log, "Paused");
                    StubPlayer.ReturnToApplication();
                    int calibrateFrames = 0;
                    while (Count(log, "Resumed") == 0 && calibrateFrames < 400)
                    {
                        Frame(game);
                        calibrateFrames++;
                    }
                    calibrated = ":" + calibrateAway + ":" + calibrateFrames;
                }
                Print(key, between + ":" + paused + ":" + isPaused + ":" + veil + ":" + still + ":" + resumed + ":" + plays + ":" + pausedAway + ":" + frames + calibrated);
            }
            catch (Exception error)
            {
                Print(key, "error " + (error.InnerException ?? error).Message);
            }
        }
    }

    /// <summary>
    /// The camera a Game makes in an empty scene (tagged MainCamera, with a listener), in every Game (review U7): on while
    /// the game plays; the game disabled, off (no enabled camera, Camera.main null, no listener: the host's own camera
    /// and sound are the only ones); enabled, on and framing the board again; destroyed, gone. And a Main Camera the host adds
    /// while the game is disabled takes over when it is enabled, the made one gone.
    /// Prints made:offWhenDisabled:onWhenEnabled:goneWhenDestroyed:hostCameraTakesOver.
    /// </summary>
    static void PlayOwnCamera(Assembly kit)
    {
        foreach (var type in GameTypes(kit))
        {
            string key = "owncamera." + type.Name;
            try
            {
                Reset();
                StubPlayer.DeltaTime = 1f / 60f;
                var game = (Behaviour)Start(type, 3);
                bool made = Camera.main != null && Camera.allCamerasCount == 1 && Listeners() == 1;
                game.enabled = false;
                bool off = Camera.main == null && Camera.allCamerasCount == 0 && Listeners() == 0;
                game.enabled = true;
                for (int frame = 0; frame < 3; frame++) Frame(game);
                bool on = Camera.allCamerasCount == 1 && Camera.main != null && Camera.main.orthographic && PiecesInView() > 0 && Listeners() == 1;
                DestroyNow(game.gameObject);
                Frame(null);
                bool gone = Camera.allCamerasCount == 0 && !StubPlayer.Objects.Exists(go => go.GetComponent<Camera>() != null);

                Reset();
                game = (Behaviour)Start(type, 3);
                game.enabled = false;
                var hostObject = new GameObject("Host Camera");
                hostObject.tag = "MainCamera";
                var host = hostObject.AddComponent<Camera>();
                hostObject.AddComponent<AudioListener>();
                game.enabled = true;
                for (int frame = 0; frame < 3; frame++) Frame(game);
                bool takesOver = Camera.allCamerasCount == 1 && Camera.main == host && host.orthographic && Listeners() == 1;
                Print(key, made + ":" + off + ":" + on + ":" + gone + ":" + takesOver);
            }
            catch (Exception error)
            {
                Print(key, "error " + (error.InnerException ?? error).Message);
            }
        }
    }

    /// <summary>
    /// The board's top edge on portrait phones (360 × 800 dp at 3×, an iPhone 14 Pro with its safe area) from the third
    /// frame of a run through its end ("… to play again" under the score), the next run's start and a while of it
    /// (PhysicsDropper: 15 s of drops, "last ball" joining its line; MemoryTiles: a cleared board's two lines, the next
    /// board): the HUD's band is the same all along, so the board never moves during play (review R4). Prints how many
    /// different tops each phone saw.
    /// </summary>
    static void PlayHudBand(Assembly kit)
    {
        var phones = new[] { hudScreens[2], hudScreens[3] };
        foreach (var type in GameTypes(kit))
        {
            string key = "hudband." + type.Name;
            try
            {
                var counts = new List<string>();
                foreach (var phone in phones)
                {
                    Reset();
                    StubPlayer.DeltaTime = 1f / 60f;
                    Resize(phone.Width, phone.Height);
                    StubPlayer.Dpi = phone.Dpi;
                    StubPlayer.SafeArea = phone.Safe;
                    var game = Add(new GameObject("Game"), type);
                    type.GetField("seed").SetValue(game, 3);
                    Activate(game);
                    for (int frame = 0; frame < 3; frame++) Frame(game);
                    var tops = new HashSet<string>();
                    Action record = () => tops.Add(BoardTop(game).ToString("F2", CultureInfo.InvariantCulture));
                    record();
                    if (type.Name == "PhysicsDropperGame")
                    {
                        for (int frame = 0; frame < 900; frame++)
                        {
                            if (frame % 20 == 0) StubPlayer.KeysDown.Add(KeyCode.Space);
                            Frame(game);
                            record();
                        }
                    }
                    PlayToRunEnd(game, record);
                    for (int frame = 0; frame < 30; frame++)
                    {
                        Frame(game);
                        record();
                    }
                    StubPlayer.KeysDown.Add(KeyCode.Space);
                    for (int frame = 0; frame < 60; frame++)
                    {
                        Frame(game);
                        record();
                    }
                    counts.Add(tops.Count.ToString(CultureInfo.InvariantCulture));
                }
                Print(key, string.Join(":", counts.ToArray()));
            }
            catch (Exception error)
            {
                Print(key, "error " + (error.InnerException ?? error).Message);
            }
            finally
            {
                Resize(800, 600);
                StubPlayer.Dpi = 0;
                StubPlayer.SafeArea = null;
            }
        }
    }

    /// <summary>What a host's camera is: every field a game could change, as one string.</summary>
    static string CameraFields(Camera camera)
    {
        var view = camera.transform;
        return string.Join(" ", new[]
        {
            view.position.x, view.position.y, view.position.z, view.rotation.x, view.rotation.y, view.rotation.z, view.rotation.w,
            camera.orthographicSize, camera.fieldOfView, camera.nearClipPlane, camera.farClipPlane, camera.rect.x, camera.rect.width,
            camera.backgroundColor.r, camera.backgroundColor.g, camera.backgroundColor.b,
        }.Select(number => number.ToString("R", CultureInfo.InvariantCulture)).ToArray()) + " " + camera.orthographic + " " + camera.clearFlags;
    }

    /// <summary>
    /// Borrow and give back, in every Game on a 120 Hz phone whose project set no frame rate: a host's perspective Main
    /// Camera with a listener it disabled, every field its own; the Game played, disabled (everything back as it
    /// was), enabled (framed again: orthographic, the display's rate), destroyed (everything back again).
    /// Prints disabledGivesBack:enabledTakesAgain:destroyedGivesBack, and the frame rate after each.
    /// </summary>
    /// <summary>
    /// A host that keeps its Main Camera on its world and gives the game a second camera of its own (view), in part
    /// of the screen: the game frames the camera it was given and leaves the host's as it was, and gives the one it
    /// borrowed back as it was when destroyed. Prints worldUntouched:givenFramed:givenBack, then for a Game added in code
    /// and given view after Awake (review 3 N2): worldUntouched:givenFramed:switchedToAnother:anotherGivenBack.
    /// </summary>
    static void PlayGivenCamera(Assembly kit)
    {
        foreach (var type in GameTypes(kit))
        {
            string key = "givencamera." + type.Name;
            try
            {
                Reset();
                StubPlayer.DeltaTime = 1f / 60f;
                var worldObject = new GameObject("World Camera");
                worldObject.tag = "MainCamera";
                var world = worldObject.AddComponent<Camera>();
                world.transform.position = new Vector3(0, 5, -20);
                world.fieldOfView = 60;
                var miniObject = new GameObject("Minigame Camera");
                var mini = miniObject.AddComponent<Camera>();
                mini.rect = new Rect(0.5f, 0, 0.5f, 1);
                mini.transform.position = new Vector3(40, 0, -5);
                string worldBefore = CameraFields(world), miniBefore = CameraFields(mini);
                var game = Add(new GameObject("Game"), type);
                type.GetField("view").SetValue(game, mini);
                Activate(game);
                for (int frame = 0; frame < 3; frame++) Frame(game);
                bool worldUntouched = CameraFields(world) == worldBefore;
                bool framed = mini.orthographic && CameraFields(mini) != miniBefore;
                DestroyNow(((Component)game).gameObject);
                bool givenBack = CameraFields(mini) == miniBefore;
                // Review 3 N2: a Game added in code (AddComponent on an active object: Awake runs inside it) is given view
                // on the next line; later the host gives it another camera. The host's Main Camera is never touched; the
                // first camera given is given back as it was when the second is, and the second is framed.
                var added = typeof(GameObject).GetMethod("AddComponent").MakeGenericMethod(type).Invoke(new GameObject("Added Game"), null);
                type.GetField("view").SetValue(added, mini);
                for (int frame = 0; frame < 2; frame++) Frame(added);
                bool addedUntouched = CameraFields(world) == worldBefore;
                bool addedFramed = mini.orthographic && CameraFields(mini) != miniBefore;
                var otherObject = new GameObject("Other Camera");
                var other = otherObject.AddComponent<Camera>();
                string otherBefore = CameraFields(other);
                type.GetField("view").SetValue(added, other);
                for (int frame = 0; frame < 2; frame++) Frame(added);
                bool switched = CameraFields(mini) == miniBefore && other.orthographic && CameraFields(other) != otherBefore && CameraFields(world) == worldBefore;
                DestroyNow(((Component)added).gameObject);
                Print(key, worldUntouched + ":" + framed + ":" + givenBack + ":" + addedUntouched + ":" + addedFramed + ":" + switched + ":" + (CameraFields(other) == otherBefore));
            }
            catch (Exception error)
            {
                Print(key, "error " + (error.InnerException ?? error).Message);
            }
        }
    }

    /// <summary>
    /// MemoryTiles' first board: it starts on its own (its peek, with no "Tap to start" to answer), and a click on the
    /// game off every tile (a corner of its view) changes nothing. Prints stageBefore:stageAfterClick:stageAfterSecondClick.
    /// </summary>
    static void PlayMemoryStartAnywhere(Assembly kit)
    {
        try
        {
            Reset();
            StubPlayer.DeltaTime = 1f / 60f;
            var game = Start(kit.GetType("Microloop.MemoryTiles.MemoryTilesGame", true), 3);
            string before = Convert.ToString(Member(Member(game, "Model"), "Stage"));
            Click(Screen.width * 0.03f, Screen.height * 0.03f);
            for (int frame = 0; frame < 2; frame++) Frame(game);
            string after = Convert.ToString(Member(Member(game, "Model"), "Stage"));
            Click(Screen.width * 0.03f, Screen.height * 0.03f);
            for (int frame = 0; frame < 2; frame++) Frame(game);
            Print("memoryStartAnywhere", before + ":" + after + ":" + Convert.ToString(Member(Member(game, "Model"), "Stage")));
        }
        catch (Exception error)
        {
            Print("memoryStartAnywhere", "error " + (error.InnerException ?? error).Message);
        }
    }

    /// <summary>
    /// MemoryTiles' next board (the press after a cleared board) and its Restart(): the tiles' pieces are kept (the
    /// same objects) and the frame allocates nothing (review 9 U10-2: 12.8 KB a board when it built them anew).
    /// Prints keptOnNextBoard:viewBytesOnNextBoard (the frame's, less a bare model's deal):keptOnRestart:symbolsShown.
    /// </summary>
    static void PlayMemoryNewBoard(Assembly kit)
    {
        try
        {
            Reset();
            StubPlayer.DeltaTime = 1f / 60f;
            var game = Start(kit.GetType("Microloop.MemoryTiles.MemoryTilesGame", true), 3);
            dynamic model = Member(game, "Model");
            Func<List<Transform>> views = () => new List<Transform>((List<Transform>)Private(game, "tileViews"));
            Func<string> clear = () =>
            {
                for (int frame = 0; frame < 600 && Convert.ToString(model.Stage) != "Play"; frame++) Frame(game);
                int count = model.Tiles.Count;
                for (int first = 0; first < count; first++)
                {
                    if (model.Tiles[first].Matched) continue;
                    for (int second = first + 1; second < count; second++)
                    {
                        if (model.Tiles[second].Matched || model.Tiles[second].Symbol != model.Tiles[first].Symbol) continue;
                        model.Flip(first, (double)Member(game, "Now"));
                        model.Flip(second, (double)Member(game, "Now"));
                        break;
                    }
                }
                Frame(game);
                return Convert.ToString(model.Stage);
            };
            // A board cleared and the next dealt once first (the JIT, the lists' first growth).
            clear();
            StubPlayer.KeysDown.Add(KeyCode.Space);
            Frame(game);
            if (clear() != "Cleared") throw new Exception("the board was not cleared: " + Convert.ToString(model.Stage));
            var before = views();
            StubPlayer.KeysDown.Add(KeyCode.Space);
            long bytes = GC.GetAllocatedBytesForCurrentThread();
            Frame(game);
            bytes = GC.GetAllocatedBytesForCurrentThread() - bytes;
            var after = views();
            bool kept = before.Count == after.Count && before.Select((view, i) => view == after[i]).All(same => same);
            // The model's own deal (its shuffled lists, the rules' port) is the model's: a bare model's deal (its
            // Reset(seed), which deals as NextBoard() does) is taken off, so what is left is the view's.
            object bare = Activator.CreateInstance(((object)model).GetType(), new object[] { model.Values, model.Seed });
            ((dynamic)bare).Reset((uint)model.Seed);
            long modelBytes = GC.GetAllocatedBytesForCurrentThread();
            ((dynamic)bare).Reset((uint)model.Seed);
            modelBytes = GC.GetAllocatedBytesForCurrentThread() - modelBytes;
            bytes = Math.Max(0, bytes - modelBytes);
            // Restart() likewise (its pieces; what it raises and resets is not the board's).
            ((dynamic)game).Restart();
            Frame(game);
            before = views();
            ((dynamic)game).Restart();
            Frame(game);
            after = views();
            bool keptOnRestart = before.Count == after.Count && before.Select((view, i) => view == after[i]).All(same => same);
            // Each kept symbol piece shows its tile's new symbol: its name is the model's.
            var symbols = (List<Transform>)Private(game, "symbolViews");
            bool shown = true;
            for (int i = 0; i < symbols.Count; i++) shown &= symbols[i].gameObject.name == model.SymbolAt(i);
            // Review 59 (UB-1): a board a new Board Size deals after a cleared board waits: a press begins its peek.
            clear();
            dynamic config = Member(game, "config");
            config.boardSize = config.boardSize == 4 ? 6 : 4;
            Frame(game);
            string waiting = Convert.ToString(model.Stage);
            StubPlayer.KeysDown.Add(KeyCode.Space);
            Frame(game);
            Print("memoryNewSizeWaits", waiting + ":" + Convert.ToString(model.Stage));
            Print("memoryNewBoard", kept + ":" + bytes + ":" + keptOnRestart + ":" + shown);
            // Review 66 (unity-b): a tile set assigned while a board plays, then the field emptied: every symbol's colour
            // follows at once (it waited for the next deal).
            var tileSetType = kit.GetType("Microloop.MemoryTiles.MemoryTilesTileSet", true);
            var red = new Color(1f, 0f, 0f, 1f);
            dynamic own = typeof(ScriptableObject).GetMethod("CreateInstance", Type.EmptyTypes).MakeGenericMethod(tileSetType).Invoke(null, null);
            own.colours = new[] { red, red, red, red, red, red };
            game.GetType().GetField("tileSet").SetValue(game, (object)own);
            Frame(game);
            symbols = (List<Transform>)Private(game, "symbolViews");
            bool followed = symbols.All(view => view.GetComponent<SpriteRenderer>().color.Equals(red));
            game.GetType().GetField("tileSet").SetValue(game, null);
            Frame(game);
            bool builtIn = symbols.All(view => !view.GetComponent<SpriteRenderer>().color.Equals(red));
            Print("memoryTileSetLive", followed + ":" + builtIn);
        }
        catch (Exception error)
        {
            Print("memoryNewBoard", "error " + (error.InnerException ?? error).Message);
        }
    }

    /// <summary>
    /// One API shape in every kit: <c>game.Model</c> is the same object after Restart() and after R (a host that keeps
    /// <c>var model = game.Model</c> reads the live run), and the model has <c>Reset(uint seed)</c>. Prints
    /// sameAfterRestart:sameAfterKey:hasResetSeed:restarts.
    /// </summary>
    static void PlayModelKept(Assembly kit)
    {
        foreach (var type in GameTypes(kit))
        {
            string key = "modelkept." + type.Name;
            try
            {
                Reset();
                StubPlayer.DeltaTime = 1f / 60f;
                var game = Start(type, 3);
                var model = Member(game, "Model");
                type.GetMethod("Restart").Invoke(game, null);
                for (int frame = 0; frame < 2; frame++) Frame(game);
                bool afterRestart = ReferenceEquals(Member(game, "Model"), model);
                StubPlayer.KeysDown.Add(KeyCode.R);
                for (int frame = 0; frame < 2; frame++) Frame(game);
                bool afterKey = ReferenceEquals(Member(game, "Model"), model);
                bool hasReset = model.GetType().GetMethod("Reset", new[] { typeof(uint) }) != null;
                Print(key, afterRestart + ":" + afterKey + ":" + hasReset + ":" + Member(game, "Restarts"));
            }
            catch (Exception error)
            {
                Print(key, "error " + (error.InnerException ?? error).Message);
            }
        }
    }

    /// <summary>Enabled AudioListeners on active GameObjects: what Unity hears through (two or more: it warns; none: silence).</summary>
    static int Heard()
    {
        int count = 0;
        foreach (var listener in UnityEngine.Object.FindObjectsByType<AudioListener>(FindObjectsSortMode.None)) if (listener.enabled) count++;
        return count;
    }

    /// <summary>Whether <paramref name="camera"/> carries an enabled AudioListener.</summary>
    static bool HeardOn(Camera camera)
    {
        var listener = camera.GetComponent<AudioListener>();
        return listener != null && listener.enabled;
    }

    /// <summary>
    /// A camera change within one frame keeps one listener in the scene, on the camera the game now has (Object.Destroy
    /// takes effect at the end of the frame, as in Unity: a listener the game removes is still found until then).
    /// (a) the game on the camera it made, then given <c>view</c> (a camera without a listener);
    /// (b) a host Main Camera without a listener, the Game disabled and enabled again in one frame;
    /// (c) <c>view</c> changed from one camera without a listener to another.
    /// Prints a:b:c, each true when, three frames on, exactly one listener is enabled and it is on the game's camera.
    /// </summary>
    static void PlayListenerSwap(Assembly kit)
    {
        foreach (var type in GameTypes(kit))
        {
            string key = "listenerswap." + type.Name;
            try
            {
                Reset();
                StubPlayer.DeltaTime = 1f / 60f;
                var game = (Behaviour)Start(type, 3);
                var given = new GameObject("Given Camera").AddComponent<Camera>();
                type.GetField("view").SetValue(game, given);
                for (int frame = 0; frame < 3; frame++) Frame(game);
                bool ownToGiven = Heard() == 1 && HeardOn(given);

                Reset();
                var hostObject = new GameObject("Host Camera");
                hostObject.tag = "MainCamera";
                var host = hostObject.AddComponent<Camera>();
                game = (Behaviour)Start(type, 3);
                game.enabled = false;
                game.enabled = true;
                for (int frame = 0; frame < 3; frame++) Frame(game);
                bool againInOneFrame = Heard() == 1 && HeardOn(host);

                Reset();
                var first = new GameObject("First Camera").AddComponent<Camera>();
                var second = new GameObject("Second Camera").AddComponent<Camera>();
                game = (Behaviour)Add(new GameObject("Game"), type);
                type.GetField("view").SetValue(game, first);
                Activate(game);
                for (int frame = 0; frame < 3; frame++) Frame(game);
                type.GetField("view").SetValue(game, second);
                for (int frame = 0; frame < 3; frame++) Frame(game);
                bool givenToGiven = Heard() == 1 && HeardOn(second) && first.GetComponent<AudioListener>() == null;
                Print(key, ownToGiven + ":" + againInOneFrame + ":" + givenToGiven);
            }
            catch (Exception error)
            {
                Print(key, "error " + (error.InnerException ?? error).Message);
            }
        }
    }

    static void PlayBorrow(Assembly kit)
    {
        foreach (var type in GameTypes(kit))
        {
            string key = "borrow." + type.Name;
            try
            {
                Reset();
                StubPlayer.DeltaTime = 1f / 60f;
                StubPlayer.Mobile = true;
                StubPlayer.RefreshHz = 120;
                Application.targetFrameRate = -1;
                var host = new GameObject("Host Camera");
                host.tag = "MainCamera";
                var camera = host.AddComponent<Camera>();
                var listener = host.AddComponent<AudioListener>();
                listener.enabled = false;
                camera.transform.position = new Vector3(1, 2, 3);
                camera.transform.rotation = Quaternion.Euler(10, 20, 30);
                camera.fieldOfView = 50;
                camera.nearClipPlane = 0.1f;
                camera.farClipPlane = 500;
                camera.orthographicSize = 7;
                camera.backgroundColor = new Color(0.2f, 0.4f, 0.6f);
                camera.clearFlags = CameraClearFlags.Skybox;
                string hosts = CameraFields(camera) + " listener " + listener.enabled;
                var game = (Behaviour)Start(type, 5);
                bool borrowed = camera.orthographic && Application.targetFrameRate == 120 && listener.enabled;
                game.enabled = false;
                bool disabledBack = CameraFields(camera) + " listener " + listener.enabled == hosts && Application.targetFrameRate == -1;
                game.enabled = true;
                for (int frame = 0; frame < 3; frame++) Frame(game);
                bool enabledAgain = camera.orthographic && Application.targetFrameRate == 120;
                DestroyNow(game.gameObject);
                bool destroyedBack = CameraFields(camera) + " listener " + listener.enabled == hosts && Application.targetFrameRate == -1;
                Print(key, borrowed + ":" + disabledBack + ":" + enabledAgain + ":" + destroyedBack);
            }
            catch (Exception error)
            {
                Print(key, "error " + (error.InnerException ?? error).Message);
            }
            finally
            {
                StubPlayer.Mobile = false;
                StubPlayer.RefreshHz = 60;
                Application.targetFrameRate = -1;
            }
        }
    }

    /// <summary>
    /// The Game on a layer of the host's (8), set after Awake, with the host's Main Camera drawing every layer (review R2, review 5 N15): every piece is
    /// on the Game's layer and the borrowed camera draws that layer alone, so the host's world is not drawn into the game;
    /// disabled, the camera draws every layer again. Prints hasPieces:piecesOffTheLayer:maskWhilePlaying:maskAfter.
    /// </summary>
    static void PlayBoardLayer(Assembly kit)
    {
        foreach (var type in GameTypes(kit))
        {
            Reset();
            StubPlayer.DeltaTime = 1f / 60f;
            var host = new GameObject("Host Camera");
            host.tag = "MainCamera";
            var camera = host.AddComponent<Camera>();
            var owner = new GameObject("Game");
            var game = (Behaviour)Add(owner, type);
            Activate(game);
            // Given its layer on the line after AddComponent, as a host that makes the Game in code does (review 5 N15: it was read in Awake).
            owner.layer = 8;
            for (int frame = 0; frame < 3; frame++) Frame(game);
            int pieces = 0, offLayer = 0;
            foreach (var go in StubPlayer.Objects)
            {
                if (go.GetComponent<SpriteRenderer>() == null) continue;
                pieces++;
                if (go.layer != 8) offLayer++;
            }
            string playing = camera.cullingMask.ToString(CultureInfo.InvariantCulture);
            game.enabled = false;
            Print("boardlayer." + type.Name, (pieces > 0) + ":" + offLayer + ":" + playing + ":" + camera.cullingMask.ToString(CultureInfo.InvariantCulture));
            DestroyNow(owner);
            DestroyNow(host);
            PlayBoardPlace(type);
        }
    }

    /// <summary>
    /// The Game on an object at (500, 0, 0) of the host's level, then moved to (-300, 40, 0) between frames (review R2):
    /// every piece is built and kept within 200 units of the Game (it was at 500 and 800 away), and the camera frames the board there. Prints
    /// piecesFarAt500:cameraFarAt500:piecesFarAfterTheMove:cameraFarAfterTheMove (0:False:0:False when they follow).
    /// </summary>
    static void PlayBoardPlace(Type type)
    {
        Reset();
        StubPlayer.DeltaTime = 1f / 60f;
        var host = new GameObject("Host Camera");
        host.tag = "MainCamera";
        var camera = host.AddComponent<Camera>();
        var owner = new GameObject("Game");
        owner.transform.position = new Vector3(500, 0, 0);
        var game = (Behaviour)Add(owner, type);
        Activate(game);
        // MemoryTiles: a press deals the peek, every tile face up with its word drawn on it (review 3 N1).
        if (type.Name == "MemoryTilesGame") StubPlayer.KeysDown.Add(KeyCode.Space);
        for (int frame = 0; frame < 3; frame++) Frame(game);
        string at500 = FarFrom(owner, camera);
        var textsAt500 = new List<DrawnText>(StubPlayer.Drawn);
        owner.transform.position = new Vector3(-300, 40, 0);
        for (int frame = 0; frame < 2; frame++) Frame(game);
        // The camera frames the board in the same place on the screen wherever the Game is, so every text drawn on the
        // board (PhysicsDropper's bin payouts, MemoryTiles' tile words) sits on the same pixels: texts that moved, and
        // texts off the screen.
        int moved = 0, offScreen = 0;
        foreach (var drawn in textsAt500)
        {
            bool same = false;
            foreach (var after in StubPlayer.Drawn)
                if (after.Text == drawn.Text && Math.Abs(after.Screen.x - drawn.Screen.x) < 0.5f && Math.Abs(after.Screen.y - drawn.Screen.y) < 0.5f) same = true;
            if (!same) moved++;
            if (drawn.Screen.x < 0 || drawn.Screen.y < 0 || drawn.Screen.x + drawn.Screen.width > Screen.width || drawn.Screen.y + drawn.Screen.height > Screen.height) offScreen++;
        }
        Print("boardplace." + type.Name, at500 + ":" + FarFrom(owner, camera) + ":" + moved + ":" + offScreen + ":" + textsAt500.Count);
        DestroyNow(owner);
        DestroyNow(host);
    }

    /// <summary>Pieces more than 200 units from the Game (the board is at most DoubleTapDash's gates ahead, under 100), and whether the camera is more than 200 from it.</summary>
    static string FarFrom(GameObject owner, Camera camera)
    {
        var at = owner.transform.position;
        int far = 0;
        foreach (var go in StubPlayer.Objects)
        {
            if (go.GetComponent<SpriteRenderer>() == null) continue;
            var gap = go.transform.position - at;
            if (Math.Abs(gap.x) > 200 || Math.Abs(gap.y) > 200) far++;
        }
        var eye = camera.transform.position - at;
        return far + ":" + (Math.Abs(eye.x) > 200 || Math.Abs(eye.y) > 200);
    }

    /// <summary>
    /// The editor (StubPlayer.Editor): someone tuning a running Game clicks the Inspector (the Game view loses focus:
    /// OnApplicationFocus(false) alone, as GameView.cs and PlayModeView.cs send it), edits the config, clicks back on the
    /// Game view (OnApplicationFocus(true)) and presses on the game with that click. In every Game: no Paused, never
    /// held, no veil. PhysicsDropper: the edit applied while away, and the click back dropped a ball.
    /// Prints pausedEvents:everHeld:veil, and editor.clickBack=gravityApplied:ballsDroppedByTheClick.
    /// </summary>
    static void PlayEditorFocus(Assembly kit)
    {
        StubPlayer.Editor = true;
        foreach (var type in GameTypes(kit))
        {
            string key = "editor." + type.Name;
            try
            {
                Reset();
                StubPlayer.DeltaTime = 1f / 60f;
                var game = Add(new GameObject("Game"), type);
                Activate(game);
                var log = EventTap.Attach(game);
                bool held = false, veil = false;
                for (int frame = 0; frame < 30; frame++) Frame(game);
                StubPlayer.LeaveApplication();
                held |= (bool)Member(game, "IsPaused");
                for (int frame = 0; frame < 30; frame++)
                {
                    Frame(game);
                    held |= (bool)Member(game, "IsPaused");
                    veil |= StubPlayer.Drew("Paused");
                }
                StubPlayer.ReturnToApplication();
                for (int frame = 0; frame < 30; frame++)
                {
                    Frame(game);
                    held |= (bool)Member(game, "IsPaused");
                    veil |= StubPlayer.Drawn.Exists(drawn => drawn.Text == "Paused" || drawn.Text.StartsWith("Resuming"));
                }
                Print(key, Count(log, "Paused") + ":" + held + ":" + veil);
            }
            catch (Exception error)
            {
                Print(key, "error " + (error.InnerException ?? error).Message);
            }
        }
        try
        {
            Reset();
            dynamic game = Add(new GameObject("Game"), kit.GetType("Microloop.PhysicsDropper.PhysicsDropperGame", true));
            Activate(game);
            for (int frame = 0; frame < 30; frame++) Frame(game);
            StubPlayer.LeaveApplication();
            game.config.gravity = 17f;
            Frame(game);
            bool applied = Math.Abs((double)game.Model.Values.Gravity - 17) < 1e-9;
            StubPlayer.ReturnToApplication();
            // The click that brings the Game view back, in the middle of the board: a ball released there.
            var releases = Collector.Of((object)game.Model, "Released", release => Convert.ToString(Member(release, "X"), CultureInfo.InvariantCulture));
            Click(Screen.width / 2f, Screen.height / 2f);
            Frame(game);
            double middle = (double)game.Model.Width / 2;
            int dropped = releases.Seen.Count(x => Math.Abs(double.Parse(x, CultureInfo.InvariantCulture) - middle) < 1e-3);
            Print("editor.clickBack", applied + ":" + dropped);
        }
        catch (Exception error)
        {
            Print("editor.clickBack", "error " + (error.InnerException ?? error).Message);
        }
        StubPlayer.Editor = false;
    }

    /// <summary>
    /// The host of unity-camera-viewport-rect with BounceChain: a finger, then the mouse, held on the left half of the
    /// game's view (the right half of the screen) steers left. Prints the steering of each.
    /// </summary>
    static void PlayViewportSteer(Assembly kit)
    {
        try
        {
            var steering = new List<string>();
            foreach (bool finger in new[] { true, false })
            {
                Reset();
                ViewportRectHost();
                dynamic game = Add(new GameObject("Game"), kit.GetType("Microloop.BounceChain.BounceChainGame", true));
                Activate(game);
                for (int frame = 0; frame < 10; frame++) Frame(game);
                var left = ViewPoint("0.25", "0.6");
                if (finger) FingerDown(0, left);
                else
                {
                    StubPlayer.MouseDown = true;
                    StubPlayer.MouseHeld = true;
                    StubPlayer.MousePosition = left;
                }
                for (int frame = 0; frame < 10; frame++) Frame(game);
                steering.Add(Convert.ToString(game.Model.Steering));
                if (finger) FingerUp(0);
                StubPlayer.MouseHeld = false;
                Frame(game);
            }
            Print("viewport.steer", string.Join(":", steering.ToArray()));
        }
        catch (Exception error)
        {
            Print("viewport.steer", "error " + (error.InnerException ?? error).Message);
        }
        finally
        {
            gameView = null;
        }
    }

    /// <summary>
    /// One run of a Game in the host of unity-camera-viewport-rect (the game in the screen's right half), the player's
    /// finger put on the game (a tile for MemoryTiles, else the left quarter of the view: BounceChain steers left),
    /// held a third of a second and let go; <paramref name="host"/>: "side" a finger of the host's held on its own
    /// half all the while, "ui" one held on the host's uGUI object inside the game's view, "" none; <paramref
    /// name="gesture"/> false: the player touches nothing. Returns what the game did (clocks, score, phase,
    /// steering, balls, events) as one string.
    /// </summary>
    static string HostFingerRun(Type type, string host, bool gesture)
    {
        Reset();
        StubPlayer.DeltaTime = 1f / 60f;
        ViewportRectHost();
        if (host == "ui") HostEventSystem();
        var game = Add(new GameObject("Game"), type);
        type.GetField("seed").SetValue(game, 3);
        Activate(game);
        var log = EventTap.Attach(game);
        dynamic model = Member(game, "Model");
        for (int frame = 0; frame < 200 && (frame < 30 || (type.Name == "MemoryTilesGame" && Convert.ToString(Member(model, "Stage")) != "Play")); frame++) Frame(game);
        var player = type.Name == "MemoryTilesGame" ? TargetAt(game, "tile:0") : ViewPoint("0.25", "0.6");
        if (host == "side") FingerDown(4, new Vector2(gameView.Value.x / 2, Screen.height / 2f));
        if (host == "ui")
        {
            var stick = ViewPoint("0.75", "0.85");
            StubPlayer.UiObjects.Add(new KeyValuePair<GameObject, Rect>(new GameObject("Host Stick"), new Rect(stick.x - 40, stick.y - 40, 80, 80)));
            FingerDown(4, stick);
        }
        Frame(game);
        string played = FingerOnGame(game, log, player, gesture);
        if (host != "") FingerUp(4);
        Frame(game);
        return played;
    }

    /// <summary>
    /// The player's finger put on <paramref name="player"/> (when <paramref name="gesture"/>), held a third of a second and
    /// let go: what the game did (clocks, score, phase, steering, balls after the press, while held and after, then its
    /// events) as one string.
    /// </summary>
    static string FingerOnGame(Component game, List<string> log, Vector2 player, bool gesture)
    {
        var seen = new List<string>();
        Func<string> state = () => Snapshot(game) + "|" + Convert.ToString(Member(Member(game, "Model"), "Steering")) + "|" + Convert.ToString(((System.Collections.ICollection)Member(Member(game, "Model"), "Balls") ?? new int[0]).Count);
        if (gesture) FingerDown(0, player);
        Frame(game);
        seen.Add(state());
        for (int frame = 0; frame < 20; frame++) Frame(game);
        seen.Add(state());
        if (gesture) FingerUp(0);
        Frame(game);
        Frame(game);
        seen.Add(state());
        seen.Add(string.Join(",", log.ToArray()));
        return string.Join(" / ", seen.ToArray());
    }

    /// <summary>
    /// A new Play (statics reset as with domain reload off) and two of each package's Games for their first frames:
    /// prints, for each package's Game, how many warnings say the Input System package before 1.9.0 loses a tap
    /// shorter than a frame (the project's package is 1.7.0 where it is installed).
    /// </summary>
    static void PlayInputVersion(Assembly kit)
    {
        var stdout = Console.Out;
        Reset();
        StubPlayer.DeltaTime = 1f / 60f;
        StubPlayer.EnterPlayMode(kit);
        foreach (var type in GameTypes(kit))
        {
            var said = new System.IO.StringWriter();
            try
            {
                Console.SetOut(said);
                Start(type, 3);
                Start(type, 3);
                Console.SetOut(stdout);
                // What the Games said stays in the run's output too (this Play's other warnings are counted there).
                Console.Write(said.ToString());
                Print("inputVersion." + type.Name, said.ToString().Split('\n').Count(line => line.StartsWith("warning: Microloop: the Input System package before 1.9.0")).ToString());
            }
            catch (Exception error)
            {
                Console.SetOut(stdout);
                Print("inputVersion." + type.Name, "error " + (error.InnerException ?? error).Message);
            }
        }
    }

    /// <summary>
    /// Every Game's public Model has one shape (issue 46): a bool Over (a field or a property), Reset() and Reset(uint), and
    /// an Update taking its values. Prints, for each, over:reset:resetSeed:update.
    /// </summary>
    static void PlayModelShape(Assembly kit)
    {
        foreach (var type in GameTypes(kit))
        {
            var model = type.GetProperty("Model").PropertyType;
            // Read-only to a host: a property whose setter (if any) is not public, never a field it could write.
            var overProperty = model.GetProperty("Over");
            bool over = model.GetField("Over") == null && overProperty != null && overProperty.PropertyType == typeof(bool) && overProperty.GetSetMethod() == null;
            bool reset = model.GetMethod("Reset", Type.EmptyTypes) != null;
            bool resetSeed = model.GetMethod("Reset", new[] { typeof(uint) }) != null;
            bool update = model.GetMethods().Any(method => method.Name == "Update" && method.GetParameters().Length == 1);
            Print("modelShape." + type.Name, over + ":" + reset + ":" + resetSeed + ":" + update);
        }
    }

    /// <summary>
    /// Every Game with view empty, so it takes the scene's Main Camera, in five scenes: the camera driven by a
    /// CinemachineBrain; drawing a Screen Space - Camera canvas of the host's; the canvas an overlay; a plain camera;
    /// the Cinemachine camera given in view (the host chose it). Prints, for each, the warnings the game logged in
    /// its first frames (each a Microloop warning naming the camera's other user, or none).
    /// </summary>
    static void PlaySharedMain(Assembly kit)
    {
        foreach (var type in GameTypes(kit))
        foreach (var setup in new[] { "cinemachine", "canvas", "overlay", "plain", "given" })
        {
            var said = new System.IO.StringWriter();
            var stdout = Console.Out;
            try
            {
                Reset();
                StubPlayer.DeltaTime = 1f / 60f;
                var main = new GameObject("Main Camera");
                main.tag = "MainCamera";
                var camera = main.AddComponent<Camera>();
                if (setup == "cinemachine" || setup == "given") main.AddComponent<Unity.Cinemachine.CinemachineBrain>();
                if (setup == "canvas" || setup == "overlay")
                {
                    var canvas = new GameObject("Host HUD").AddComponent<Canvas>();
                    canvas.renderMode = setup == "canvas" ? RenderMode.ScreenSpaceCamera : RenderMode.ScreenSpaceOverlay;
                    canvas.worldCamera = camera;
                }
                Console.SetOut(said);
                var game = Add(new GameObject("Game"), type);
                if (setup == "given") type.GetField("view").SetValue(game, camera);
                Activate(game);
                for (int frame = 0; frame < 3; frame++) Frame(game);
                Console.SetOut(stdout);
                var warnings = said.ToString().Split('\n').Where(line => line.StartsWith("warning: Microloop: the game draws with your Main Camera")).ToArray();
                Print("sharedMain." + setup + "." + type.Name, warnings.Length == 0 ? "none" : string.Join(" | ", warnings));
            }
            catch (Exception error)
            {
                Console.SetOut(stdout);
                Print("sharedMain." + setup + "." + type.Name, "error " + (error.InnerException ?? error).Message);
            }
        }
    }

    /// <summary>
    /// One run of a Game drawn by a camera of its own (its view, depth 0) over the host's world camera (the scene's
    /// Main Camera, depth -1) in a scene with an EventSystem, the player's finger put on the game (a tile for
    /// MemoryTiles, else the left quarter of the view) and held a third of a second. <paramref name="world"/>: "none",
    /// or the host's world camera has a PhysicsRaycaster whose colliders cover the screen behind the game ("under"),
    /// or that camera is drawn over the game's (depth 1: "over"); "canvas" and "canvasOver" the same with a World Space
    /// canvas drawn by that camera in place of the colliders. Returns what the game did as one string.
    /// </summary>
    static string HostWorldRun(Type type, string world, bool gesture)
    {
        Reset();
        StubPlayer.DeltaTime = 1f / 60f;
        var events = new GameObject("EventSystem");
        events.AddComponent<UnityEngine.EventSystems.EventSystem>();
        if (legacySetups.Contains(variant)) events.AddComponent<UnityEngine.EventSystems.StandaloneInputModule>();
        else events.AddComponent<UnityEngine.InputSystem.UI.InputSystemUIInputModule>();
        var host = new GameObject("Host World Camera");
        host.tag = "MainCamera";
        var hostCamera = host.AddComponent<Camera>();
        hostCamera.depth = world == "over" || world == "canvasOver" ? 1 : -1;
        if (world == "under" || world == "over")
        {
            var raycaster = host.AddComponent<UnityEngine.EventSystems.PhysicsRaycaster>();
            StubPlayer.WorldObjects.Add(new KeyValuePair<GameObject, Rect>(new GameObject("Host Ground"), new Rect(0, 0, Screen.width, Screen.height)));
            StubPlayer.WorldRaycasters.Add(raycaster);
        }
        var own = new GameObject("Game Camera").AddComponent<Camera>();
        // URP: the host's UI camera an Overlay in a Base camera's stack (its own depth plays no part): in the game
        // camera's stack, drawn over the game at a depth under it ("stackedOver"); in the host world camera's, drawn
        // under the game at a depth over it ("stackedUnder").
        Camera canvasCamera = hostCamera;
        if (world == "stackedOver" || world == "stackedUnder" || world == "stackedBuiltIn")
        {
            // URP drawing, or ("stackedBuiltIn") installed with the Built-in pipeline in use: the same cameras draw by
            // depth, the Overlay camera (depth -5) under the game's.
            if (world != "stackedBuiltIn") StubPlayer.RenderPipeline = ScriptableObject.CreateInstance<UnityEngine.Rendering.Universal.UniversalRenderPipelineAsset>();
            var overlay = new GameObject("Host UI Camera").AddComponent<Camera>();
            overlay.depth = world == "stackedUnder" ? 5 : -5;
            overlay.gameObject.AddComponent<UnityEngine.Rendering.Universal.UniversalAdditionalCameraData>().renderType = UnityEngine.Rendering.Universal.CameraRenderType.Overlay;
            var stackedOn = (world == "stackedUnder" ? hostCamera : own).gameObject.AddComponent<UnityEngine.Rendering.Universal.UniversalAdditionalCameraData>();
            (world == "stackedUnder" ? own : hostCamera).gameObject.AddComponent<UnityEngine.Rendering.Universal.UniversalAdditionalCameraData>();
            stackedOn.Stack(overlay);
            canvasCamera = overlay;
        }
        if (world == "canvas" || world == "canvasOver" || world.StartsWith("stacked"))
        {
            var canvas = new GameObject("Host World Canvas").AddComponent<UnityEngine.UI.GraphicRaycaster>();
            canvas.drawnBy = canvasCamera;
            StubPlayer.WorldObjects.Add(new KeyValuePair<GameObject, Rect>(new GameObject("Host Sign"), new Rect(0, 0, Screen.width, Screen.height)));
            StubPlayer.WorldRaycasters.Add(canvas);
        }
        var game = Add(new GameObject("Game"), type);
        type.GetField("seed").SetValue(game, 3);
        type.GetField("view").SetValue(game, own);
        Activate(game);
        var log = EventTap.Attach(game);
        dynamic model = Member(game, "Model");
        for (int frame = 0; frame < 200 && (frame < 30 || (type.Name == "MemoryTilesGame" && Convert.ToString(Member(model, "Stage")) != "Play")); frame++) Frame(game);
        var player = type.Name == "MemoryTilesGame" ? TargetAt(game, "tile:0") : ViewPoint("0.25", "0.6");
        return FingerOnGame(game, log, player, gesture);
    }

    /// <summary>
    /// The host's world is not its UI: with a PhysicsRaycaster on the host's world camera drawn under the game's, whose
    /// colliders lie behind the game's view, the player's finger on the game acts as with none; the same camera drawn
    /// over the game's takes it (the game does as with no finger); the same with a World Space canvas of the host's in
    /// place of the colliders; under URP, the canvas's Overlay camera in the game camera's stack (over the game, at a
    /// lower depth) keeps it, in the host world camera's (under the game, at a greater depth) leaves it to the game.
    /// With URP installed and the Built-in pipeline in use, the same cameras draw by depth (URP's stack answers nothing:
    /// it throws). Prints acted:sameUnderWorld:hostsOverGame:sameUnderCanvas:hostsOverCanvas:hostsStackedOver:
    /// sameStackedUnder:sameStackedBuiltIn.
    /// </summary>
    static void PlayHostWorld(Assembly kit)
    {
        foreach (var type in GameTypes(kit))
        {
            string key = "hostui.world." + type.Name;
            try
            {
                string alone = HostWorldRun(type, "none", true);
                string none = HostWorldRun(type, "none", false);
                Print(key, (alone != none) + ":" + (HostWorldRun(type, "under", true) == alone) + ":" + (HostWorldRun(type, "over", true) == none) + ":" + (HostWorldRun(type, "canvas", true) == alone) + ":" + (HostWorldRun(type, "canvasOver", true) == none)
                    + ":" + (HostWorldRun(type, "stackedOver", true) == none) + ":" + (HostWorldRun(type, "stackedUnder", true) == alone) + ":" + (HostWorldRun(type, "stackedBuiltIn", true) == alone));
            }
            catch (Exception error)
            {
                Print(key, "error " + (error.InnerException ?? error).Message);
            }
        }
    }

    /// <summary>
    /// A finger the host owns does not make the game deaf to the player's others (review R5): in every Game, the player's
    /// finger on the game does what it does alone while a finger of the host's is held on the host's half of the screen,
    /// and (with uGUI) on the host's uGUI object over the game. Prints acted:sameWithHostSide:sameWithHostUi ("-" without uGUI).
    /// </summary>
    static void PlayHostFinger(Assembly kit)
    {
        foreach (var type in GameTypes(kit))
        {
            string key = "hostfinger." + type.Name;
            try
            {
                string none = HostFingerRun(type, "", false);
                string alone = HostFingerRun(type, "", true);
                string side = HostFingerRun(type, "side", true);
                string ui = uguiSetups.Contains(variant) ? (HostFingerRun(type, "ui", true) == alone).ToString() : "-";
                Print(key, (alone != none) + ":" + (side == alone) + ":" + ui);
            }
            catch (Exception error)
            {
                Print(key, "error " + (error.InnerException ?? error).Message);
            }
            finally
            {
                gameView = null;
            }
        }
    }

    /// <summary>
    /// The prompt after a run ends (DoubleTapDash, no press until its first gate shuts) in the words of the player's
    /// hands: on a device without a touch screen, then on one with it (no press made yet), then after a key. Prints the three.
    /// </summary>
    static void PlayPrompts(Assembly kit)
    {
        try
        {
            Reset();
            dynamic game = Add(new GameObject("Game"), kit.GetType("Microloop.DoubleTapDash.DoubleTapDashGame", true));
            Activate(game);
            for (int frame = 0; frame < 600 && !(bool)game.Model.Over; frame++) Frame(game);
            var said = new List<string>();
            Func<string> prompt = () => StubPlayer.Drawn.Exists(drawn => drawn.Text.StartsWith("Tap")) ? StubPlayer.Drawn.Find(drawn => drawn.Text.StartsWith("Tap")).Text : StubPlayer.Drawn.Exists(drawn => drawn.Text.StartsWith("Press")) ? StubPlayer.Drawn.Find(drawn => drawn.Text.StartsWith("Press")).Text : "none";
            Frame(game);
            said.Add(prompt());
            StubPlayer.TouchScreen = true;
            Frame(game);
            said.Add(prompt());
            // A key the game does not act on (A steers only in BounceChain): the hands are the keyboard's.
            StubPlayer.KeysDown.Add(KeyCode.A);
            Frame(game);
            Frame(game);
            said.Add(prompt());
            Print("prompts.dash", string.Join("|", said.ToArray()));
        }
        catch (Exception error)
        {
            Print("prompts.dash", "error " + (error.InnerException ?? error).Message);
        }
    }

    /// <summary>
    /// Review 4 N8, N11: a Game added in code (AddComponent on an active GameObject: Awake runs inside it) and given its
    /// fields on the next line plays as one given them before Awake: seed 42 (the same scores at each 100th frame of taps),
    /// and RhythmClacker's calibrationKey "" (a calibration kept under the default key is not read). Prints
    /// same-model (every field of the model after the first frame, its random state among them), same-trace, and
    /// RhythmClacker's InputLatency:config latency.
    /// </summary>
    static void PlayLateFields(Assembly kit)
    {
        foreach (var type in GameTypes(kit))
        {
            string key = "latefields." + type.Name;
            try
            {
                bool rhythm = type.Name == "RhythmClackerGame";
                string latency = "";
                var models = new List<string>();
                Func<bool, string> run = inactiveFirst =>
                {
                    Reset();
                    StubPlayer.DeltaTime = 1f / 60f;
                    StubPlayer.TouchScreen = true;
                    // A calibration this device kept under the default key.
                    StubPlayer.Prefs["microloop:rhythm-clacker:latency"] = 120;
                    StubPlayer.Prefs["microloop:rhythm-clacker:latency:from"] = 0;
                    var go = new GameObject("Game");
                    dynamic game;
                    if (inactiveFirst) game = Add(go, type);
                    else game = typeof(GameObject).GetMethod("AddComponent").MakeGenericMethod(type).Invoke(go, null);
                    game.seed = 42;
                    if (rhythm) game.calibrationKey = "";
                    if (inactiveFirst) Activate(game);
                    string trace = "";
                    for (int frame = 0; frame < 600; frame++)
                    {
                        bool down = frame % 37 == 5;
                        StubPlayer.TouchBegan = down;
                        StubPlayer.TouchHeld = down;
                        StubPlayer.TouchPosition = new Vector2(Screen.width / 2f, Screen.height / 2f);
                        StubPlayer.Fingers[0].Ended = frame % 37 == 6;
                        Frame(game);
                        if (frame == 0) models.Add(Fields(Member(game, "Model"), 3));
                        if (frame % 100 == 99) trace += game.Score + ",";
                    }
                    if (rhythm && !inactiveFirst) latency = ":" + Member(game, "InputLatency") + ":" + game.config.inputLatency;
                    DestroyNow(go);
                    Frame(game);
                    return trace;
                };
                string before = run(true), after = run(false);
                Print(key, (models[0] == models[1]) + ":" + (before == after) + latency);
            }
            catch (Exception error)
            {
                Print(key, "error " + (error.InnerException ?? error).Message);
            }
            // Review 6 N18 (issue 46): the default seed is 0, a new run at each launch and each Restart (as the Godot
            // and JavaScript kits); a seed set replays the same run at the first deal and after Restart.
            string seedKey = "defaultseed." + type.Name;
            try
            {
                Func<object, string> seedOf = model => Convert.ToString(Member(model, "seed") ?? Member(model, "Seed"), CultureInfo.InvariantCulture);
                Func<int?, string[]> launch = seed =>
                {
                    Reset();
                    StubPlayer.DeltaTime = 1f / 60f;
                    var go = new GameObject("Game");
                    dynamic game = typeof(GameObject).GetMethod("AddComponent").MakeGenericMethod(type).Invoke(go, null);
                    if (seed.HasValue) game.seed = seed.Value;
                    // PhysicsDropper's pegs move with the seed only when jittered (its default jitter is 0).
                    if (type.Name == "PhysicsDropperGame") game.board.pegJitter = 0.3;
                    Frame(game);
                    object model = Member(game, "Model");
                    string field = Convert.ToString(game.seed, CultureInfo.InvariantCulture), first = seedOf(model);
                    string pegs = Fields(Member(model, "Pegs"), 3);
                    game.Restart();
                    Frame(game);
                    model = Member(game, "Model");
                    string again = seedOf(model);
                    // PhysicsDropper: the pegs moved with the new seed, and every peg sprite sits on its peg.
                    string pegsMoved = "", onPegs = "";
                    if (type.Name == "PhysicsDropperGame")
                    {
                        pegsMoved = (pegs != Fields(Member(model, "Pegs"), 3)).ToString();
                        var views = (System.Collections.IList)Member(game, "pegViews");
                        int i = 0, off = 0;
                        foreach (var row in (System.Collections.IEnumerable)Member(model, "Pegs"))
                            foreach (var peg in (System.Collections.IEnumerable)row)
                            {
                                var at = ((Transform)views[i++]).localPosition;
                                if (Math.Abs(at.x - Convert.ToDouble(Member(peg, "X"))) > 1e-4 || Math.Abs(at.y + Convert.ToDouble(Member(peg, "Y"))) > 1e-4) off++;
                            }
                        onPegs = off.ToString(CultureInfo.InvariantCulture);
                    }
                    DestroyNow(go);
                    Frame(game);
                    return new[] { field, first, again, pegsMoved, onPegs };
                };
                string[] one = launch(null), two = launch(null), seven = launch(7);
                Print(seedKey, one[0] + ":" + (one[1] != two[1]) + ":" + (one[1] != one[2]) + ":" + seven[1] + "," + seven[2]
                    + (type.Name == "PhysicsDropperGame" ? ":" + one[3] + ":" + one[4] + ":" + seven[3] : ""));
            }
            catch (Exception error)
            {
                Print(seedKey, "error " + (error.InnerException ?? error).Message);
            }
        }
    }

    /// <summary>Every field of an object (private ones too), their fields <paramref name="depth"/> deep, lists by their items: two equal texts, two equal states.</summary>
    static string Fields(object value, int depth)
    {
        if (value == null) return "null";
        var type = value.GetType();
        if (type.IsPrimitive || type.IsEnum || value is string || value is decimal) return Convert.ToString(value, CultureInfo.InvariantCulture);
        if (depth == 0) return type.Name;
        var text = new System.Text.StringBuilder("{");
        if (value is System.Collections.IEnumerable items)
        {
            foreach (var item in items) text.Append(Fields(item, depth - 1)).Append(',');
            return text.Append('}').ToString();
        }
        for (var declaring = type; declaring != null && declaring != typeof(object); declaring = declaring.BaseType)
        {
            foreach (var field in declaring.GetFields(BindingFlags.Instance | BindingFlags.Public | BindingFlags.NonPublic | BindingFlags.DeclaredOnly))
            {
                // Events' handlers are the game's, not the model's state.
                if (typeof(Delegate).IsAssignableFrom(field.FieldType)) continue;
                text.Append(field.Name).Append('=').Append(Fields(field.GetValue(value), depth - 1)).Append(';');
            }
        }
        return text.Append('}').ToString();
    }

    /// <summary>Every public method of every Game called before its Awake (a GameObject built inactive): none throws. Prints the calls that threw.</summary>
    static void PlayBeforeAwake(Assembly kit)
    {
        foreach (var type in GameTypes(kit))
        {
            Reset();
            var game = Add(new GameObject("Game"), type);
            var threw = new List<string>();
            foreach (var method in type.GetMethods(BindingFlags.Instance | BindingFlags.Public))
            {
                if (method.GetParameters().Length > 0 || method.ReturnType != typeof(void) || method.DeclaringType.Assembly != type.Assembly || method.IsSpecialName) continue;
                try
                {
                    method.Invoke(game, null);
                }
                catch (Exception error)
                {
                    threw.Add(method.Name + " (" + (error.InnerException ?? error).GetType().Name + ")");
                }
            }
            Print("beforeAwake." + type.Name, string.Join(",", threw.ToArray()));
        }
    }

    /// <summary>
    /// Pause() on a Game not yet awake (a GameObject the host keeps inactive until it shows it, or made under its pause
    /// menu) holds once it wakes: Paused fires in its first frame and IsPaused stays true until Resume(). Pause() then
    /// Resume() before Awake leaves it playing. Prints "IsPaused:Paused count:IsPaused after Resume()|IsPaused:Paused count".
    /// </summary>
    static void PlayEarlyPause(Assembly kit)
    {
        foreach (var type in GameTypes(kit))
        {
            var parts = new List<string>();
            foreach (var resumedEarly in new[] { false, true })
            {
                Reset();
                var game = Add(new GameObject("Game"), type);
                int paused = 0;
                type.GetEvent("Paused").AddEventHandler(game, (Action)(() => paused++));
                type.GetMethod("Pause").Invoke(game, null);
                if (resumedEarly) type.GetMethod("Resume").Invoke(game, null);
                Activate(game);
                for (int i = 0; i < 30; i++) Frame(game);
                var isPaused = type.GetProperty("IsPaused");
                var part = isPaused.GetValue(game, null) + ":" + paused;
                if (!resumedEarly)
                {
                    type.GetMethod("Resume").Invoke(game, null);
                    Frame(game);
                    part += ":" + isPaused.GetValue(game, null);
                }
                parts.Add(part);
                UnityEngine.Object.Destroy(((Component)game).gameObject);
            }
            Print("earlyPause." + type.Name, string.Join("|", parts.ToArray()));
        }
    }

    /// <summary>
    /// What the game hears before its first frame: Pause() on an inactive Game, then SetActive(true), reads IsPaused true
    /// at once, and Resume() before the first frame undoes it saying nothing (no Paused, no Resumed); the player leaving
    /// between Awake and the first frame (OnApplicationFocus(false) and OnApplicationPause(true)) holds the run from its
    /// first frame (Paused once, the model still) and their return counts down (Countdown, then Resumed).
    /// Prints "IsPaused after SetActive:Paused:Resumed|IsPaused:Paused:model still:Countdowns:Resumed".
    /// </summary>
    static void PlayBeforeFirstFrame(Assembly kit)
    {
        foreach (var type in GameTypes(kit))
        {
            Reset();
            StubPlayer.DeltaTime = 1f / 60f;
            var game = Add(new GameObject("Game"), type);
            int paused = 0, resumed = 0, counted = 0;
            type.GetEvent("Paused").AddEventHandler(game, (Action)(() => paused++));
            type.GetEvent("Resumed").AddEventHandler(game, (Action)(() => resumed++));
            type.GetMethod("Pause").Invoke(game, null);
            Activate(game);
            var isPaused = type.GetProperty("IsPaused");
            string early = isPaused.GetValue(game, null) + "";
            type.GetMethod("Resume").Invoke(game, null);
            for (int i = 0; i < 5; i++) Frame(game);
            early += ":" + paused + ":" + resumed;
            UnityEngine.Object.Destroy(((Component)game).gameObject);

            Reset();
            StubPlayer.DeltaTime = 1f / 60f;
            var left = Add(new GameObject("Game"), type);
            paused = resumed = 0;
            type.GetEvent("Paused").AddEventHandler(left, (Action)(() => paused++));
            type.GetEvent("Resumed").AddEventHandler(left, (Action)(() => resumed++));
            type.GetEvent("Countdown").AddEventHandler(left, (Action<int>)(_ => counted++));
            Activate(left);
            StubPlayer.LeaveApplication();
            for (int i = 0; i < 3; i++) Frame(left);
            string before = Snapshot(left);
            for (int i = 0; i < 60; i++) Frame(left);
            string still = (Snapshot(left) == before) + "";
            string away = isPaused.GetValue(left, null) + ":" + paused + ":" + still;
            StubPlayer.ReturnToApplication();
            for (int i = 0; i < 240; i++) Frame(left);
            away += ":" + (counted > 0) + ":" + resumed;
            string back = "";
            UnityEngine.Object.Destroy(((Component)left).gameObject);
            // Switched off as the player leaves before the first frame (the README's advice), on again once they are
            // back: it heard no return, and plays (review 28, R28-1: it stayed paused).
            Reset();
            StubPlayer.DeltaTime = 1f / 60f;
            var hidden = Add(new GameObject("Game"), type);
            paused = 0;
            type.GetEvent("Paused").AddEventHandler(hidden, (Action)(() => paused++));
            Activate(hidden);
            StubPlayer.LeaveApplication();
            ((Component)hidden).gameObject.SetActive(false);
            StubPlayer.ReturnToApplication();
            Activate(hidden);
            for (int i = 0; i < 30; i++) Frame(hidden);
            back = isPaused.GetValue(hidden, null) + ":" + paused;
            UnityEngine.Object.Destroy(((Component)hidden).gameObject);
            // Switched off by the host before the game heard the player leave (the host's OnApplicationFocus(false)
            // first), on again while they are still away: held, and their return counts down (review 29, R29-1).
            Reset();
            StubPlayer.DeltaTime = 1f / 60f;
            var first = Add(new GameObject("Game"), type);
            paused = resumed = counted = 0;
            type.GetEvent("Paused").AddEventHandler(first, (Action)(() => paused++));
            type.GetEvent("Resumed").AddEventHandler(first, (Action)(() => resumed++));
            type.GetEvent("Countdown").AddEventHandler(first, (Action<int>)(_ => counted++));
            Activate(first);
            ((Component)first).gameObject.SetActive(false);
            StubPlayer.LeaveApplication();
            Activate(first);
            for (int i = 0; i < 30; i++) Frame(first);
            back += ":" + isPaused.GetValue(first, null) + ":" + paused;
            StubPlayer.ReturnToApplication();
            for (int i = 0; i < 240; i++) Frame(first);
            back += ":" + (counted > 0) + ":" + resumed;
            UnityEngine.Object.Destroy(((Component)first).gameObject);
            // The same in the editor, where the focus is the Game view's (a click on the Inspector takes it): shown while
            // someone tunes it, it plays (review 30, R30-1: it stayed paused until Play mode ended).
            Reset();
            StubPlayer.Editor = true;
            StubPlayer.DeltaTime = 1f / 60f;
            var tuned = Add(new GameObject("Game"), type);
            paused = 0;
            type.GetEvent("Paused").AddEventHandler(tuned, (Action)(() => paused++));
            Activate(tuned);
            ((Component)tuned).gameObject.SetActive(false);
            StubPlayer.LeaveApplication();
            Activate(tuned);
            for (int i = 0; i < 30; i++) Frame(tuned);
            back += "|editor " + isPaused.GetValue(tuned, null) + ":" + paused;
            UnityEngine.Object.Destroy(((Component)tuned).gameObject);
            StubPlayer.ReturnToApplication();
            StubPlayer.Editor = false;
            Print("beforeFirstFrame." + type.Name, early + "|" + away + "|" + back);
        }
    }

    /// <summary>
    /// The API at its edges, every Game: every field a host can empty set to None while playing (the Inspector, or null
    /// from code), then frames and Restart(): what threw ("" when nothing); and every public method a host calls without arguments
    /// (Restart(), Pause(), Resume(), RhythmClacker's Calibrate()…) on a destroyed Game: the GameObjects made by them (0)
    /// and the public properties they changed (none: review 38, R38-3, Calibrate() started a round and set SongTime).
    /// Prints "threw|made", then "|" and the changed properties' names where any changed.
    /// </summary>
    static void PlayApiEdges(Assembly kit)
    {
        foreach (var type in GameTypes(kit))
        {
            string key = "apiEdges." + type.Name;
            try
            {
                Component game;
                StartPlaying(type, out game);
                for (int frame = 0; frame < 5; frame++) Frame(game);
                // Every field a host can empty while playing (config, view, tileSet, output: the Inspector's None;
                // keys, board: null from code), not its events.
                foreach (var field in type.GetFields(BindingFlags.Public | BindingFlags.Instance))
                    if (!field.FieldType.IsValueType && field.FieldType != typeof(string) && !typeof(UnityEngine.Events.UnityEventBase).IsAssignableFrom(field.FieldType)) field.SetValue(game, null);
                string threw = "";
                try
                {
                    for (int frame = 0; frame < 5; frame++) Frame(game);
                    type.GetMethod("Restart").Invoke(game, null);
                    Frame(game);
                }
                catch (Exception error)
                {
                    threw = (error.InnerException ?? error).GetType().Name;
                }
                UnityEngine.Object.Destroy(game.gameObject);
                Frame(game);
                int before = StubPlayer.Objects.FindAll(go => !go.destroyed).Count;
                var calls = type.GetMethods(BindingFlags.Public | BindingFlags.Instance)
                    .Where(method => method.DeclaringType.Assembly == kit && !method.IsSpecialName && method.GetParameters().Length == 0 && method.ReturnType == typeof(void))
                    .ToList();
                var properties = type.GetProperties(BindingFlags.Public | BindingFlags.Instance)
                    .Where(property => property.DeclaringType.Assembly == kit && property.CanRead && property.GetIndexParameters().Length == 0 && property.PropertyType.IsValueType)
                    .ToList();
                var was = properties.Select(property => property.GetValue(game, null)).ToList();
                if (calls.Count(method => method.Name == "Restart" || method.Name == "Pause" || method.Name == "Resume") != 3) throw new Exception("the API's methods not found");
                foreach (var method in calls) method.Invoke(game, null);
                int made = StubPlayer.Objects.FindAll(go => !go.destroyed).Count - before;
                var changed = properties.Where((property, i) => !Equals(property.GetValue(game, null), was[i])).Select(property => property.Name).ToArray();
                Print(key, threw + "|" + made + (changed.Length > 0 ? "|" + string.Join(",", changed) : ""));
            }
            catch (Exception error)
            {
                Print(key, "error " + (error.InnerException ?? error).Message);
            }
        }
    }

    /// <summary>
    /// RhythmClacker's clacks through the host's Audio Mixer group (its output field): every AudioSource the game plays
    /// through is routed to it, set before the first frame and after it. Prints "before:after".
    /// </summary>
    static void PlayRhythmMixer(Assembly kit)
    {
        try
        {
            var type = kit.GetType("Microloop.RhythmClacker.RhythmClackerGame", true);
            var routed = new List<string>();
            foreach (bool late in new[] { false, true })
            {
                Reset();
                StubPlayer.DeltaTime = 1f / 60f;
                var group = new UnityEngine.Audio.AudioMixerGroup();
                dynamic game = Add(new GameObject("Game"), type);
                if (!late) game.output = group;
                Activate(game);
                Frame(game);
                if (late) game.output = group;
                game.Restart();
                for (int frame = 0; frame < 240; frame++) Frame(game);
                var sources = (AudioSource[])Member((object)game, "voices");
                routed.Add((sources.Length > 0 && Array.TrueForAll(sources, source => source.outputAudioMixerGroup == group)).ToString());
            }
            Print("rc.mixer", string.Join(":", routed.ToArray()));
        }
        catch (Exception error)
        {
            Print("rc.mixer", "error " + (error.InnerException ?? error).Message);
        }
    }

    /// <summary>
    /// Only the game's component destroyed (Destroy(game), its GameObject the host's and kept), every Game after 30 frames
    /// of play (review 40, R40-1: the board stayed under the host's object, 156 objects in PhysicsDropper). Prints the
    /// GameObjects the game made that are left (0).
    /// </summary>
    static void PlayComponentDestroyed(Assembly kit)
    {
        foreach (var type in GameTypes(kit))
        {
            string key = "componentDestroyed." + type.Name;
            try
            {
                Reset();
                StubPlayer.DeltaTime = 1f / 60f;
                int before = StubPlayer.Objects.FindAll(go => !go.destroyed).Count;
                var game = Add(new GameObject("Host's object"), type);
                Activate(game);
                for (int frame = 0; frame < 30; frame++) Frame(game);
                UnityEngine.Object.Destroy(game);
                Frame(game);
                Print(key, (StubPlayer.Objects.FindAll(go => !go.destroyed).Count - before - 1).ToString());
            }
            catch (Exception error)
            {
                Print(key, "error " + (error.InnerException ?? error).Message);
            }
        }
    }

    /// <summary>
    /// A finger on the host's button over the game whose touch id is the mouse's device id, the mouse resting on the
    /// game away from it (review 39, R39-3: InputSystemUIInputModule finds a pointer by its own id before a touch id, so
    /// the kit's touchId asked about the mouse, over nothing, and the host's tap also played). Prints TimingWheel's
    /// phase with the finger down (Spinning: the host's button took it; Charging: the game did too).
    /// </summary>
    static void PlayTouchIdClash(Assembly kit)
    {
        try
        {
            Reset();
            StubPlayer.DeltaTime = 1f / 60f;
            dynamic game = Add(new GameObject("Game"), kit.GetType("Microloop.TimingWheel.TimingWheelGame", true));
            game.seed = 7;
            Activate(game);
            HostEventSystem();
            var middle = new Vector2(Screen.width / 2f, Screen.height / 2f);
            var button = new GameObject("Host Button");
            StubPlayer.UiObjects.Add(new KeyValuePair<GameObject, Rect>(button, new Rect(middle.x - 24, middle.y - 24, 48, 48)));
            StubPlayer.MousePosition = new Vector2(middle.x, middle.y + 100);
            for (int frame = 0; frame < 5; frame++) Frame(game);
            FingerDown(0, middle);
            StubPlayer.Fingers[0].TouchId = UnityEngine.InputSystem.Mouse.current.deviceId;
            Frame(game);
            string phase = game.Model.Phase.ToString();
            FingerUp(0);
            Frame(game);
            Print("touchIdClash", phase);
            UnityEngine.Object.Destroy(button);
        }
        catch (Exception error)
        {
            Print("touchIdClash", "error " + (error.InnerException ?? error).Message);
        }
    }

    /// <summary>
    /// The HUD's fields each on one line, its caption, the number with its sign and decimals and its unit, wherever the
    /// text before leaves the pen (review 38, Unity R38-1: in a narrow view "-" ended a line and "500 ms" began the next,
    /// "x1" and ".5"): on a 180-unit line, after 0 to 39 letters. Games draw a number only as a field (MicroloopGui has
    /// no other way). Prints how many fields broke, and the first.
    /// </summary>
    static void PlayHudFields(Assembly kit)
    {
        try
        {
            var guiType = kit.GetTypes().First(type => type.Name == "MicroloopGui");
            var gui = Activator.CreateInstance(guiType, true);
            guiType.GetMethod("Begin").Invoke(gui, new object[] { new Rect(0, 0, 180, 600), 1f });
            var text = guiType.GetMethod("Text");
            var line = guiType.GetMethod("Line");
            var whole = guiType.GetMethod("Field", new[] { typeof(string), typeof(int), typeof(string) });
            var decimals = guiType.GetMethod("Field", new[] { typeof(string), typeof(double), typeof(string) });
            var fields = new[]
            {
                new object[] { "latency ", -500, " ms" }, new object[] { "x", 1.5, null }, new object[] { null, 21.4, "%" },
                new object[] { "+", 12, " ms" }, new object[] { null, -0.25, " BPM" }, new object[] { " of ", 8, ")" },
            };
            var broken = new List<string>();
            foreach (var field in fields)
            {
                for (int letters = 0; letters < 40; letters++)
                {
                    StubPlayer.Drawn.Clear();
                    line.Invoke(gui, null);
                    if (letters > 0) text.Invoke(gui, new object[] { new string('m', letters) });
                    int from = StubPlayer.Drawn.Count;
                    (field[1] is int ? whole : decimals).Invoke(gui, field);
                    var drawn = StubPlayer.Drawn.Skip(from).ToList();
                    if (drawn.Select(label => label.Screen.y).Distinct().Count() != 1) broken.Add(string.Join("|", drawn.Select(label => label.Text).ToArray()) + " after " + letters);
                }
            }
            StubPlayer.Drawn.Clear();
            Print("hud.fields", broken.Count + (broken.Count > 0 ? ": " + broken[0] : ""));
        }
        catch (Exception error)
        {
            Print("hud.fields", "error " + (error.InnerException ?? error).Message);
        }
    }

    /// <summary>MemoryTiles' focus moved by the second keys for left and right (D, D, then A), as by the arrows: prints the focus after each.</summary>
    static void PlayMemorySecondKeys(Assembly kit)
    {
        try
        {
            Component game;
            StartPlaying(kit.GetType("Microloop.MemoryTiles.MemoryTilesGame", true), out game);
            for (int frame = 0; frame < 5; frame++) Frame(game);
            var focus = new List<string>();
            foreach (var key in new[] { KeyCode.D, KeyCode.D, KeyCode.A })
            {
                StubPlayer.KeysDown.Add(key);
                Frame(game);
                focus.Add(Convert.ToString(Member(game, "Focus"), CultureInfo.InvariantCulture));
            }
            Print("keys.memorySecond", string.Join(":", focus.ToArray()));
        }
        catch (Exception error)
        {
            Print("keys.memorySecond", "error " + (error.InnerException ?? error).Message);
        }
    }

    /// <summary>
    /// TextMesh Pro's input field of the host has the keys (MICROLOOP_TMP): Space held does not charge TimingWheel's brake;
    /// with the field unfocused and nothing selected it does. Prints phaseWithTheFieldFocused:phaseWithout.
    /// </summary>
    static void PlayHostTextMeshField(Assembly kit)
    {
        try
        {
            var phases = new List<string>();
            foreach (bool focused in new[] { true, false })
            {
                Reset();
                StubPlayer.DeltaTime = 1f / 60f;
                var events = new GameObject("EventSystem");
                var system = events.AddComponent<UnityEngine.EventSystems.EventSystem>();
                events.AddComponent<UnityEngine.EventSystems.StandaloneInputModule>();
                var field = new GameObject("Host TMP_InputField").AddComponent<TMPro.TMP_InputField>();
                field.isFocused = focused;
                // Unfocused, the host gave the keys back: selected still, the field would take Submit and Move.
                system.SetSelectedGameObject(focused ? field.gameObject : null);
                dynamic game = Add(new GameObject("Game"), kit.GetType("Microloop.TimingWheel.TimingWheelGame", true));
                Activate(game);
                for (int frame = 0; frame < 60; frame++) Frame(game);
                StubPlayer.KeysDown.Add(KeyCode.Space);
                StubPlayer.KeysHeld.Add(KeyCode.Space);
                for (int frame = 0; frame < 5; frame++) Frame(game);
                StubPlayer.KeysHeld.Clear();
                phases.Add(Convert.ToString(game.Model.Phase));
            }
            Print("hostui.textMeshPro", string.Join(":", phases.ToArray()));
        }
        catch (Exception error)
        {
            Print("hostui.textMeshPro", "error " + (error.InnerException ?? error).Message);
        }
    }

    /// <summary>
    /// TimingWheel's brake held by Space under the host's UI: a Space held for 5 frames, then the model's phase.
    /// <paramref name="host"/> sets the host's UI up after the game was made.
    /// </summary>
    static string BrakeUnder(Assembly kit, Action host)
    {
        Reset();
        StubPlayer.DeltaTime = 1f / 60f;
        dynamic game = Add(new GameObject("Game"), kit.GetType("Microloop.TimingWheel.TimingWheelGame", true));
        Activate(game);
        for (int frame = 0; frame < 60; frame++) Frame(game);
        host();
        StubPlayer.KeysDown.Add(KeyCode.Space);
        StubPlayer.KeysHeld.Add(KeyCode.Space);
        for (int frame = 0; frame < 5; frame++) Frame(game);
        StubPlayer.KeysHeld.Clear();
        return Convert.ToString(game.Model.Phase);
    }

    /// <summary>
    /// What 90 frames of play come to (the events, then the snapshot) in which the player presses Space, then Enter, then
    /// holds the right arrow (<paramref name="keys"/>; none when false), with <paramref name="host"/> setting the host's
    /// UI up first.
    /// </summary>
    static string PlayedWithKeys(Type type, Action host, bool keys)
    {
        Component game;
        var log = StartPlaying(type, out game);
        host();
        // What a key changes that the events and the snapshot do not show: BounceChain's steering, each frame, and
        // MemoryTiles' focused tile.
        var steering = new List<string>();
        for (int frame = 0; frame < 90; frame++)
        {
            if (keys && (frame == 5 || frame == 25)) StubPlayer.KeysDown.Add(frame == 5 ? KeyCode.Space : KeyCode.Return);
            if (keys && frame == 40) StubPlayer.KeysDown.Add(KeyCode.RightArrow);
            if (keys && frame >= 40 && frame < 70) StubPlayer.KeysHeld.Add(KeyCode.RightArrow);
            Frame(game);
            StubPlayer.KeysHeld.Clear();
            steering.Add(Convert.ToString(Member(Member(game, "Model"), "Steering"), CultureInfo.InvariantCulture));
        }
        return string.Join(",", log.ToArray()) + "#" + Snapshot(game) + "#" + string.Join(",", steering.ToArray()) + "#" + Convert.ToString(Member(game, "Focus"), CultureInfo.InvariantCulture);
    }

    /// <summary>
    /// Every game, keys pressed under the host's UI that has the keyboard (<paramref name="takes"/>) and under the same UI
    /// that has not (<paramref name="gives"/>): prints "same:acts", whether the first played as with no key at all and
    /// the second not.
    /// </summary>
    static void PlayKeysUnderHostUi(Assembly kit, string name, Action takes, Action gives)
    {
        foreach (var type in GameTypes(kit))
        {
            string key = "hostui." + name + "." + type.Name;
            try
            {
                string none = PlayedWithKeys(type, () => {}, false);
                bool same = PlayedWithKeys(type, takes, true) == none;
                bool acts = PlayedWithKeys(type, gives, true) != none;
                Print(key, same + ":" + acts);
            }
            catch (Exception error)
            {
                Print(key, "error " + (error.InnerException ?? error).Message);
            }
        }
    }

    /// <summary>A host's uGUI Button in a scene with an EventSystem, selected or not.</summary>
    static void HostButton(bool selected)
    {
        var events = new GameObject("EventSystem");
        var system = events.AddComponent<UnityEngine.EventSystems.EventSystem>();
        events.AddComponent<UnityEngine.EventSystems.StandaloneInputModule>();
        var button = new GameObject("Host Button").AddComponent<UnityEngine.UI.Button>();
        if (selected) system.SetSelectedGameObject(button.gameObject);
    }

    /// <summary>A host's UIDocument with an IntegerField, focused or not.</summary>
    static void HostNumberField(bool focused)
    {
        var document = new GameObject("Host UIDocument").AddComponent<UnityEngine.UIElements.UIDocument>();
        var number = new UnityEngine.UIElements.IntegerField { worldBound = new Rect(8, 8, 160, 24) };
        document.rootVisualElement.Add(number);
        if (focused) number.Focus();
    }

    /// <summary>
    /// A host's IMGUI text field (an in-game console drawn in OnGUI), as GUI.DoTextField leaves it: its TextEditor made,
    /// and after a press in it the keyboardControl its id; not pressed, another IMGUI control (not a text field) has it.
    /// </summary>
    static void HostImguiField(bool focused)
    {
        const int field = 7, button = 9;
        GUIUtility.GetStateObject(typeof(TextEditor), field);
        GUIUtility.keyboardControl = focused ? field : button;
    }

    /// <summary>A host's UIDocument with a Button, focused (the player last clicked it) or not.</summary>
    static void HostToolkitButton(bool focused)
    {
        var document = new GameObject("Host UIDocument").AddComponent<UnityEngine.UIElements.UIDocument>();
        var button = new UnityEngine.UIElements.Button { worldBound = new Rect(8, 8, 160, 24) };
        document.rootVisualElement.Add(button);
        if (focused) button.Focus();
    }

    /// <summary>
    /// A control of the host's selected in its EventSystem (a Button the player last clicked), which Submit would click:
    /// Space charges nothing while it is; it charges with nothing selected, with the Button's GameObject inactive (the
    /// host's menu closed), with the Button not interactable, and with the EventSystem sending no navigation events.
    /// Prints the five phases in that order.
    /// </summary>
    static void PlayHostSelected(Assembly kit)
    {
        try
        {
            var phases = new List<string>();
            foreach (string setup in new[] { "selected", "none", "inactive", "not interactable", "no navigation" })
            {
                phases.Add(BrakeUnder(kit, () =>
                {
                    var events = new GameObject("EventSystem");
                    var system = events.AddComponent<UnityEngine.EventSystems.EventSystem>();
                    events.AddComponent<UnityEngine.EventSystems.StandaloneInputModule>();
                    var button = new GameObject("Host Button").AddComponent<UnityEngine.UI.Button>();
                    if (setup != "none") system.SetSelectedGameObject(button.gameObject);
                    if (setup == "inactive") button.gameObject.SetActive(false);
                    if (setup == "not interactable") button.interactable = false;
                    if (setup == "no navigation") system.sendNavigationEvents = false;
                }));
            }
            Print("hostui.selected", string.Join(":", phases.ToArray()));
        }
        catch (Exception error)
        {
            Print("hostui.selected", "error " + (error.InnerException ?? error).Message);
        }
    }

    // Scenario replay (lib/mechanics/<slug>/scenarios/expected.json, given as lines by the test) -----------------

    sealed class ScenarioStepLine
    {
        public int Frame;
        public string Do;
        public string[] Args;
    }

    sealed class ScenarioPlan
    {
        public string Slug;
        public string Name;
        public int Seed;
        public int Fps;
        public int Frames;
        public string[] Settings;
        /// <summary>The host it is played in (Scenario.host), by the scenario's name, or null for the kit as shipped.</summary>
        public string Host;
        public readonly List<ScenarioStepLine> Steps = new List<ScenarioStepLine>();
    }

    static List<ScenarioPlan> ReadScenarios(string file)
    {
        var plans = new List<ScenarioPlan>();
        ScenarioPlan plan = null;
        foreach (var raw in System.IO.File.ReadAllLines(file))
        {
            var parts = raw.Split(' ');
            if (parts[0] == "scenario")
            {
                plan = new ScenarioPlan { Slug = parts[1], Name = parts[2], Seed = int.Parse(parts[3]), Fps = int.Parse(parts[4]), Frames = int.Parse(parts[5]) };
                plan.Settings = parts.Length > 6 ? parts[6].Split(',') : new string[0];
                plans.Add(plan);
            }
            else if (parts[0] == "host")
            {
                plan.Host = parts[1];
            }
            else if (parts[0] == "step")
            {
                var args = new string[parts.Length - 3];
                Array.Copy(parts, 3, args, 0, args.Length);
                plan.Steps.Add(new ScenarioStepLine { Frame = int.Parse(parts[1]), Do = parts[2], Args = args });
            }
        }
        return plans;
    }

    static string Pascal(string slug)
    {
        var words = slug.Split('-');
        for (int i = 0; i < words.Length; i++) words[i] = char.ToUpperInvariant(words[i][0]) + words[i].Substring(1);
        return string.Join("", words);
    }

    static string Json(string text)
    {
        return "\"" + text.Replace("\\", "\\\\").Replace("\"", "\\\"") + "\"";
    }

    /// <summary>Records a Game's events in the contract's canonical names and fields (core/contract.ts, each slug's contract.ts).</summary>
    public sealed class ScenarioRecorder
    {
        public readonly List<string> Events = new List<string>();
        public int Frame;

        public void Add(string name, params object[] fields)
        {
            var text = "{\"frame\":" + Frame + ",\"event\":" + Json(name);
            for (int i = 0; i + 1 < fields.Length; i += 2)
            {
                var value = fields[i + 1];
                text += "," + Json((string)fields[i]) + ":" + (value is string ? Json((string)value) : value is bool ? ((bool)value ? "true" : "false") : Convert.ToString(value, CultureInfo.InvariantCulture));
            }
            Events.Add(text + "}");
        }

        public void Score(int score) { Add("score", "score", score); }
        public void Ended(int score) { Add("ended", "score", score); }
        public void Paused() { Add("paused"); }
        public void Resumed() { Add("resumed"); }
        public void Calibrated(int latency) { Add("calibrated", "latency", latency); }

        /// <summary>The game's own event with a kit type as its payload: read by name.</summary>
        public void Own<T>(T payload)
        {
            object value = payload;
            switch (payload.GetType().Name)
            {
                case "DropperEvent": Add("landed", "bin", Member(value, "Bin"), "points", Member(value, "Points")); break;
                case "DashJudgement": Add("judged", "kind", Kebab(value)); break;
                case "RhythmJudgement": Add("judged", "grade", Convert.ToString(Member(value, "Grade"))); break;
                case "FlipOutcome": Add("judged", "kind", Convert.ToString(Member(value, "Kind")).ToLowerInvariant(), "symbol", (string)Member(value, "Symbol")); break;
                case "BoardResult": Add("cleared", "stars", Member(value, "Stars")); break;
                case "BounceEvent": Add("bounced", "points", Member(value, "Points"), "chain", Member(value, "Chain")); break;
                case "WheelLanding": Add("landed", "result", Convert.ToString(Member(value, "Result")).ToLowerInvariant()); break;
            }
        }

        static void On(object target, string name, Delegate handler)
        {
            var e = target.GetType().GetEvent(name);
            if (e != null) e.AddEventHandler(target, handler);
        }

        /// <summary>Listens to a Game: the common events, then its own.</summary>
        public void Attach(string slug, object game)
        {
            On(game, "ScoreChanged", (Action<int>)Score);
            On(game, "Ended", (Action<int>)Ended);
            On(game, "Paused", (Action)Paused);
            On(game, "Resumed", (Action)Resumed);
            On(game, "Calibrated", (Action<int>)Calibrated);
            var own = new Dictionary<string, string[]>
            {
                { "physics-dropper", new[] { "", "Landed" } },
                { "double-tap-dash", new[] { "", "Judged" } },
                { "rhythm-clacker", new[] { "", "Judged" } },
                { "memory-tiles", new[] { "", "Judged", "BoardCleared" } },
                { "bounce-chain", new[] { "", "Bounced" } },
                { "timing-wheel", new[] { "", "Judged" } },
            }[slug];
            var source = own[0] == "" ? game : Member(game, own[0]);
            for (int i = 1; i < own.Length; i++)
            {
                var e = source.GetType().GetEvent(own[i]);
                var parameter = e.EventHandlerType.GetMethod("Invoke").GetParameters()[0].ParameterType;
                var method = GetType().GetMethod("Own").MakeGenericMethod(parameter);
                e.AddEventHandler(source, Delegate.CreateDelegate(e.EventHandlerType, this, method));
            }
        }
    }

    static KeyCode KeyOf(string key)
    {
        switch (key)
        {
            case "Space": return KeyCode.Space;
            case "Enter": return KeyCode.Return;
            case "ArrowLeft": return KeyCode.LeftArrow;
            case "ArrowRight": return KeyCode.RightArrow;
            case "ArrowUp": return KeyCode.UpArrow;
            case "ArrowDown": return KeyCode.DownArrow;
            case "a": case "A": return KeyCode.A;
            case "d": case "D": return KeyCode.D;
            case "r": case "R": return KeyCode.R;
            case "c": case "C": return KeyCode.C;
        }
        throw new Exception("No KeyCode for the key " + key);
    }

    /// <summary>The part of the screen the game is seen in (pixels, y up): the whole screen, or the host camera's viewport.</summary>
    static Rect? gameView;

    /// <summary>A ViewPoint (fractions of the game's view from its top left) in screen pixels (y up): where the player sees that point.</summary>
    static Vector2 ViewPoint(string x, string y)
    {
        var view = gameView ?? new Rect(0, 0, Screen.width, Screen.height);
        return new Vector2(view.x + float.Parse(x, CultureInfo.InvariantCulture) * view.width, view.y + (1 - float.Parse(y, CultureInfo.InvariantCulture)) * view.height);
    }

    /// <summary>
    /// The host of unity-camera-viewport-rect: a Main Camera of the host's whose viewport rect is the right half of the
    /// screen (Camera.rect, UnityCsReference 2022.3 Runtime/Export/Camera/Camera.bindings.cs:149), as a split screen or a
    /// game beside the host's own panel has it. The game draws with it; the scenario's points are the right half's.
    /// </summary>
    static void ViewportRectHost()
    {
        var host = new GameObject("Host Camera");
        host.tag = "MainCamera";
        var camera = host.AddComponent<Camera>();
        camera.rect = new Rect(0.5f, 0, 0.5f, 1);
        gameView = camera.pixelRect;
    }

    /// <summary>
    /// In the host of unity-camera-viewport-rect, a click of the host's on its own half of the screen, the mouse moving
    /// last in the frame (so its device's time is the frame's end): the host's press, whose time is not the game's.
    /// </summary>
    static void HostClick()
    {
        StubPlayer.MousePosition = new Vector2(gameView.Value.x / 2, Screen.height / 2f);
        StubPlayer.MouseDown = true;
        StubPlayer.MouseHeld = true;
        StubPlayer.MouseMovedAgo = 0.0001;
    }

    static void HostClickUp()
    {
        StubPlayer.MouseHeld = false;
        StubPlayer.MouseUp = true;
    }

    /// <summary>
    /// In the host of unity-camera-viewport-rect, the host's own half of the screen (left of the game's view) is tapped
    /// every 10 frames between the scenario's presses (no step that frame or the next, no pointer down): a press there
    /// is the host's, so the game's events are the scenario's alone.
    /// </summary>
    static void HostSideTap(ScenarioPlan plan, int frame, List<KeyValuePair<int, Action>> later)
    {
        if (frame % 10 != 5 || StubPlayer.MouseHeld || plan.Steps.Exists(step => step.Frame == frame || step.Frame == frame + 1)) return;
        foreach (var finger in StubPlayer.Fingers) if (finger.Held) return;
        FingerDown(4, new Vector2(gameView.Value.x / 2, Screen.height / 2f));
        later.Add(new KeyValuePair<int, Action>(frame + 1, () => FingerUp(4)));
    }

    /// <summary>
    /// The host's uGUI: an EventSystem with the input module of its input backend (the Input Manager's
    /// StandaloneInputModule where the kit reads UnityEngine.Input, the Input System's InputSystemUIInputModule where
    /// it reads the Input System), as a scene with a Canvas has it, and an InputField of the host's.
    /// </summary>
    static void HostEventSystem()
    {
        if (hostToolkit)
        {
            // UI Toolkit's own: a UIDocument (no EventSystem in the scene), made when the host first uses it (a chat
            // opened by a key and focused from code, after the game's last press: the kit must still find it).
            hostDocument = null;
            hostPopup = null;
            return;
        }
        var events = new GameObject("EventSystem");
        events.AddComponent<UnityEngine.EventSystems.EventSystem>();
        if (legacySetups.Contains(variant)) events.AddComponent<UnityEngine.EventSystems.StandaloneInputModule>();
        else events.AddComponent<UnityEngine.InputSystem.UI.InputSystemUIInputModule>();
        hostField = new GameObject("Host InputField").AddComponent<UnityEngine.UI.InputField>();
    }

    static UnityEngine.UI.InputField hostField;
    /// <summary>The scenario's host UI is UI Toolkit's (a UIDocument's panel), not uGUI's.</summary>
    static bool hostToolkit;
    static UnityEngine.UIElements.UIDocument hostDocument;
    static UnityEngine.UIElements.UIDocument hostPopup;
    static UnityEngine.UIElements.TextField toolkitField;

    /// <summary>The host's UIDocument with its TextField, away from the game's middle: made at its first use.</summary>
    static UnityEngine.UIElements.UIDocument HostDocument()
    {
        if (hostDocument != null) return hostDocument;
        hostDocument = new GameObject("Host UIDocument").AddComponent<UnityEngine.UIElements.UIDocument>();
        toolkitField = new UnityEngine.UIElements.TextField { worldBound = new Rect(8, 8, 160, 24) };
        hostDocument.rootVisualElement.Add(toolkitField);
        return hostDocument;
    }
    /// <summary>Setups whose project has the UI Toolkit module (the kit compiled with MICROLOOP_UITK).</summary>
    static HashSet<string> uitkSetups = new HashSet<string>();

    /// <summary>The host's InputField takes the keyboard (selected and focused) or gives it back.</summary>
    static void HostField(bool focus)
    {
        if (hostToolkit)
        {
            HostDocument();
            if (focus) toolkitField.Focus();
            else toolkitField.Blur();
            return;
        }
        hostField.isFocused = focus;
        UnityEngine.EventSystems.EventSystem.current.SetSelectedGameObject(focus ? hostField.gameObject : null);
    }

    /// <summary>
    /// A press on the host's button over the game at <paramref name="at"/>: a uGUI object the EventSystem's raycast finds
    /// there (48 px square) for as long as the press lasts, gone after its release (a popup's button that closes it).
    /// </summary>
    static void HostPress(string pointer, Vector2 at, int frame, List<KeyValuePair<int, Action>> later)
    {
        if (hostToolkit)
        {
            // A Button on the UIDocument's panel (top-left origin), gone after the release.
            var element = new UnityEngine.UIElements.Button { worldBound = new Rect(at.x - 24, Screen.height - at.y - 24, 48, 48) };
            // On a document of its own (a popup's), not the chat's: the chat's is made later, with no press of its own.
            if (hostPopup == null) hostPopup = new GameObject("Host popup UIDocument").AddComponent<UnityEngine.UIElements.UIDocument>();
            hostPopup.rootVisualElement.Add(element);
            later.Add(new KeyValuePair<int, Action>(frame + 2, () => element.RemoveFromHierarchy()));
        }
        else
        {
            var button = new GameObject("Host Button");
            StubPlayer.UiObjects.Add(new KeyValuePair<GameObject, Rect>(button, new Rect(at.x - 24, at.y - 24, 48, 48)));
            later.Add(new KeyValuePair<int, Action>(frame + 2, () => UnityEngine.Object.Destroy(button)));
        }
        Action release;
        if (pointer == "touch")
        {
            FingerDown(0, at);
            release = () => FingerUp(0);
        }
        else
        {
            StubPlayer.MouseDown = true;
            StubPlayer.MouseHeld = true;
            StubPlayer.MousePosition = at;
            release = () =>
            {
                StubPlayer.MouseHeld = false;
                StubPlayer.MouseUp = true;
            };
        }
        later.Add(new KeyValuePair<int, Action>(frame + 1, release));
    }

    /// <summary>Sets config fields by name (settings given as field=value), from code: the game puts them on their steps in their ranges (the config's Clamp), not the harness.</summary>
    static void Configure(object config, IEnumerable<string> settings)
    {
        foreach (var setting in settings)
        {
            if (setting.Length == 0) continue;
            var pair = setting.Split('=');
            var field = config.GetType().GetField(pair[0]);
            if (field == null) throw new Exception(config.GetType().Name + " has no field " + pair[0]);
            double value = double.Parse(pair[1], CultureInfo.InvariantCulture);
            // An int field given a fraction keeps it to be snapped; Convert rounds half to even, so round here as Unity's Inspector would not see it.
            field.SetValue(config, field.FieldType == typeof(int) ? (object)(int)Math.Round(value, MidpointRounding.AwayFromZero) : Convert.ChangeType(value, field.FieldType, CultureInfo.InvariantCulture));
        }
    }

    static Component MakeGame(Assembly kit, ScenarioPlan plan, ScenarioRecorder recorder)
    {
        string pascal = Pascal(plan.Slug);
        var type = kit.GetType("Microloop." + pascal + "." + pascal + "Game", true);
        var configType = kit.GetType("Microloop." + pascal + "." + pascal + "Config", true);
        var game = Add(new GameObject("Game"), type);
        type.GetField("seed").SetValue(game, plan.Seed);
        var preset = Resources.Load<TextAsset>("Microloop/" + plan.Slug + ".config");
        var config = configType.GetMethod("FromJson").Invoke(null, new object[] { preset.text });
        Configure(config, plan.Settings);
        type.GetField("config").SetValue(game, config);
        Activate(game);
        recorder.Attach(plan.Slug, game);
        return game;
    }

    /// <summary>A named state the contract's probes read.</summary>
    static object Probe(object game, string read, ScenarioRecorder recorder)
    {
        var model = Member(game, "Model");
        switch (read)
        {
            case "steer": return Member(model, "Steering");
            case "balls": return ((System.Collections.ICollection)Member(model, "Balls")).Count;
            case "latency": return Member(game, "InputLatency");
            case "tiles":
                int pickable = 0;
                foreach (var go in StubPlayer.Objects) if (go.name.StartsWith("Tile ") && go.activeInHierarchy) pickable++;
                return pickable;
            case "judged": return recorder.Events.FindAll(line => line.Contains("\"event\":\"judged\"")).Count;
            // The game is paused, not counting down: it shows "Paused" (drawn in this frame's Repaint), or under the
            // host's time scale 0 it is paused and draws no veil (the host's pause menu owns the screen; see PlayHostPause).
            case "paused":
                return StubPlayer.Drew(MicroloopPausedText) || (Time.timeScale == 0 && (bool)Member(game, "IsPaused"));
        }
        throw new Exception("No probe " + read);
    }

    /// <summary>A press and release on a thing the game draws: a HUD button ("hud:Restart") or a MemoryTiles tile ("tile:3").</summary>
    static Vector2 TargetAt(object game, string target)
    {
        if (target == "hud:Restart") return DrawnButton("Restart");
        if (target == "hud:Calibrate") return DrawnButton("Calibrate");
        if (target.StartsWith("tile:"))
        {
            foreach (var go in StubPlayer.Objects)
            {
                if (go.name != "Tile " + target.Substring(5) || !go.activeInHierarchy) continue;
                var stage = Member(game, "Stage");
                var at = ((Camera)Member(stage, "Camera")).WorldToScreenPoint(go.transform.position);
                return new Vector2(at.x, at.y);
            }
            // A tile the board does not have (yet): the press lands beside the board, on nothing.
            return new Vector2(2, 2);
        }
        throw new Exception("Nothing drawn is " + target);
    }

    /// <summary>
    /// Replays one scenario: at each frame its steps are delivered, then the frame runs (the player loop at 1/fps
    /// seconds); a probe reads the state where it stands among the steps, before the frame. Returns the events as JSON lines.
    /// </summary>
    static string Replay(Assembly kit, ScenarioPlan plan)
    {
        Reset();
        gameView = null;
        // The frames are drawn as a player build draws them in the other sections; here the events are what counts.
        StubPlayer.PlayerBuild = false;
        Resize(800, 600);
        StubPlayer.DeltaTime = 1f / plan.Fps;
        StubPlayer.DspTime = 100;
        StubPlayer.AudioRunning = true;
        StubPlayer.ClearScheduled();
        var recorder = new ScenarioRecorder();
        if (plan.Host == "unity-camera-viewport-rect") ViewportRectHost();
        var game = MakeGame(kit, plan, recorder);
        // The host's EventSystem added after the game, at the same default order a host's scripts have: only the game's
        // own DefaultExecutionOrder puts its Update after the EventSystem's.
        if (plan.Steps.Exists(step => step.Do.StartsWith("host-press") || step.Do.StartsWith("host-field"))) HostEventSystem();
        float hostTimeScale = 1;
        int next = 0;
        var pressLater = new List<KeyValuePair<int, Action>>();
        for (int frame = 0; frame < plan.Frames; frame++)
        {
            recorder.Frame = frame;
            for (int i = pressLater.Count - 1; i >= 0; i--)
            {
                if (pressLater[i].Key != frame) continue;
                pressLater[i].Value();
                pressLater.RemoveAt(i);
            }
            for (; next < plan.Steps.Count && plan.Steps[next].Frame <= frame; next++)
            {
                var step = plan.Steps[next];
                var args = step.Args;
                switch (step.Do)
                {
                    case "key-down":
                        StubPlayer.KeysDown.Add(KeyOf(args[0]));
                        StubPlayer.KeysHeld.Add(KeyOf(args[0]));
                        break;
                    case "key-up":
                        StubPlayer.KeysHeld.Remove(KeyOf(args[0]));
                        StubPlayer.KeysUp.Add(KeyOf(args[0]));
                        break;
                    case "mouse-down":
                        StubPlayer.MouseDown = true;
                        StubPlayer.MouseHeld = true;
                        StubPlayer.MousePosition = ViewPoint(args[0], args[1]);
                        break;
                    case "mouse-up":
                        StubPlayer.MouseHeld = false;
                        StubPlayer.MouseUp = true;
                        StubPlayer.MousePosition = ViewPoint(args[0], args[1]);
                        break;
                    case "touch-down": FingerDown(int.Parse(args[0]), ViewPoint(args[1], args[2])); break;
                    case "touch-up":
                        StubPlayer.Fingers[int.Parse(args[0])].Position = ViewPoint(args[1], args[2]);
                        FingerUp(int.Parse(args[0]));
                        break;
                    case "press-on":
                    {
                        var at = TargetAt(game, args[1]);
                        if (args[0] == "touch")
                        {
                            FingerDown(0, at);
                            pressLater.Add(new KeyValuePair<int, Action>(frame + 1, () => FingerUp(0)));
                        }
                        else
                        {
                            StubPlayer.MouseDown = true;
                            StubPlayer.MouseHeld = true;
                            StubPlayer.MousePosition = at;
                            pressLater.Add(new KeyValuePair<int, Action>(frame + 1, () =>
                            {
                                StubPlayer.MouseHeld = false;
                                StubPlayer.MouseUp = true;
                            }));
                        }
                        break;
                    }
                    case "focus-out": StubPlayer.LeaveApplication(); break;
                    case "focus-in": StubPlayer.ReturnToApplication(); break;
                    case "host-pause":
                        hostTimeScale = Time.timeScale;
                        Time.timeScale = 0;
                        break;
                    case "host-resume": Time.timeScale = hostTimeScale; break;
                    case "host-press":
                        HostPress(args[0], ViewPoint(args[1], args[2]), frame, pressLater);
                        break;
                    case "host-field-focus": HostField(true); break;
                    case "host-field-blur": HostField(false); break;
                    // The Play that starts the game is its start; later a start plays on after a pause.
                    case "start": if (frame > 0) game.GetType().GetMethod("Resume").Invoke(game, null); break;
                    case "pause": game.GetType().GetMethod("Pause").Invoke(game, null); break;
                    case "restart": game.GetType().GetMethod("Restart").Invoke(game, null); break;
                    case "calibrate": game.GetType().GetMethod("Calibrate").Invoke(game, null); break;
                    case "update": Configure(Member(game, "config"), args); break;
                    // Read where the script reads it, before the frame's Update: the state the last frame left, its Repaint drawn.
                    case "probe":
                        var value = Probe(game, args[0], recorder);
                        recorder.Add("probe", "read", args[0], "value", value is bool ? value : Convert.ToInt32(value));
                        break;
                    case "disable":
                        ((Behaviour)game).enabled = false;
                        break;
                    case "unload":
                        // Unloading the scene destroys its objects: OnDisable, then OnDestroy.
                        DestroyNow(game.gameObject);
                        break;
                    case "recreate":
                        // A relaunch: the game goes (OnDisable, OnDestroy), a new one starts; PlayerPrefs stay.
                        DestroyNow(game.gameObject);
                        game = MakeGame(kit, plan, recorder);
                        break;
                    default: throw new Exception("Unknown step " + step.Do);
                }
            }
            if (plan.Host == "unity-camera-viewport-rect") HostSideTap(plan, frame, pressLater);
            Frame(game);
        }
        StubPlayer.PlayerBuild = true;
        Time.timeScale = 1;
        gameView = null;
        return "[" + string.Join(",", recorder.Events.ToArray()) + "]";
    }

    static string scenarioFile;
    /// <summary>MicroloopHud.PausedText.</summary>
    const string MicroloopPausedText = "Paused";

    /// <summary>Setups whose game reads the Input System: the scenarios a finger plays are played with a stylus too.</summary>
    static HashSet<string> penSetups = new HashSet<string>();

    /// <summary>A scenario a stylus can play as its one finger: a finger's steps (finger 0 alone), or a touch's press.</summary>
    static bool PenPlays(ScenarioPlan plan)
    {
        bool touches = plan.Steps.Exists(step => step.Do.StartsWith("touch-") || ((step.Do == "press-on" || step.Do == "host-press") && step.Args[0] == "touch"));
        return touches && !plan.Steps.Exists(step => step.Do.StartsWith("touch-") && step.Args[0] != "0");
    }

    /// <summary>Every scenario of the file, each printed as <variant>.scenario.<slug>.<name>=[events].</summary>
    static void PlayScenarios(Assembly kit, bool inputless)
    {
        if (scenarioFile == null) return;
        foreach (var plan in ReadScenarios(scenarioFile))
        {
            // Without an input backend only the scenarios without input can run; without com.unity.ugui there is no
            // host uGUI to press on or type into.
            if (inputless && plan.Steps.Exists(step => step.Do.EndsWith("-down") || step.Do.EndsWith("-up") || step.Do == "press-on" || step.Do == "host-press")) continue;
            if (!uguiSetups.Contains(variant) && plan.Steps.Exists(step => step.Do == "host-press" || step.Do.StartsWith("host-field"))) continue;
            string key = "scenario." + plan.Slug + "." + plan.Name;
            try
            {
                if (plan.Host == "unity-second-play")
                {
                    // Enter Play Mode Options with domain reload off: a first Play, then a second in the same domain
                    // (statics keep their values; [RuntimeInitializeOnLoadMethod] methods run); the second is recorded.
                    Replay(kit, plan);
                    StubPlayer.EnterPlayMode(kit);
                }
                else if (plan.Host != null && plan.Host != "unity-camera-viewport-rect")
                {
                    throw new Exception("No Unity host " + plan.Host);
                }
                Print(key, Replay(kit, plan));
                if (penSetups.Contains(variant) && plan.Host != "unity-second-play" && PenPlays(plan))
                {
                    // The same scenario with a stylus for its finger (review 38, Unity R38-2: the Input System gives a
                    // stylus as its Pen, and the game read only touches and the mouse).
                    StubPlayer.FingerIsPen = true;
                    try { Print("pen." + plan.Slug + "." + plan.Name, Replay(kit, plan)); }
                    finally { StubPlayer.FingerIsPen = false; }
                }
                if (uitkSetups.Contains(variant) && plan.Steps.Exists(step => step.Do == "host-press" || step.Do.StartsWith("host-field")))
                {
                    // The same scenario with the host's UI in UI Toolkit instead.
                    hostToolkit = true;
                    try { Print("uitk." + plan.Slug + "." + plan.Name, Replay(kit, plan)); }
                    finally { hostToolkit = false; }
                }
            }
            catch (Exception error)
            {
                Print(key, "error " + (error.InnerException ?? error).Message.Replace("\n", " "));
            }
        }
        StubPlayer.PlayerBuild = true;
    }

    /// <summary>
    /// Managed bytes each Game allocates per frame in steady play, its HUD on: after a first pass of the same
    /// play with another Game, 300 frames of warm-up, then 600 frames of the same scripted play (Space pressed and held, Right, a click) on a 1080 × 2400 screen,
    /// measured with GC.GetAllocatedBytesForCurrentThread (mono 6.8 counts every managed allocation of the
    /// thread, exactly) around the Game's own calls only: Update, then OnGUI twice as Unity sends it (Layout,
    /// then Repaint). A frame in which a Game made a new model is counted apart (newRuns, newRunBytes); every kit
    /// now resets its one model in place, so a new run's first frame is steady play too and must allocate nothing.
    /// </summary>
    static void PlayAllocations(Assembly kit)
    {
        var types = new List<Type>();
        foreach (var type in kit.GetTypes()) if (type.IsSubclassOf(typeof(MonoBehaviour)) && type.Name.EndsWith("Game")) types.Add(type);
        types.Sort((a, b) => string.CompareOrdinal(a.Name, b.Name));
        foreach (var type in types)
        {
            // The same play twice, each with a new Game: the first runs every path once (mono makes a string
            // literal the first time its code runs, as IL2CPP does), the second is measured.
            for (int pass = 0; pass < 2; pass++) MeasureAllocations(type, pass == 1, variant == stageSetup);
        }
        Resize(800, 600);
    }

    static void MeasureAllocations(Type type, bool print, bool layoutToo)
    {
        // The shipped Game, then (layoutToo) the same Game with the IMGUI layout pass left on (useGUILayout true, Unity's
        // default): the model of the engine's OnGUI passes must see what that pass costs, or a 0 would prove nothing.
        foreach (bool layout in new[] { false, true })
        for (int attempt = 0; attempt < 2; attempt++)
        {
            if (layout && !layoutToo) continue;
            Reset();
            StubPlayer.DeltaTime = 1f / 60f;
            Resize(1080, 2400);
            // The stub's own records must not grow (and allocate) inside a measured frame: room made now.
            StubPlayer.ClearScheduled();
            StubPlayer.Scheduled.Capacity = Math.Max(StubPlayer.Scheduled.Capacity, 4096);
            StubPlayer.ScheduledBy.Capacity = Math.Max(StubPlayer.ScheduledBy.Capacity, 4096);
            StubPlayer.ScheduledSeconds.Capacity = Math.Max(StubPlayer.ScheduledSeconds.Capacity, 4096);
            var game = Add(new GameObject("Game"), type);
            Activate(game);
            if (layout) ((MonoBehaviour)game).useGUILayout = true;
            // A Game that starts a new run by making a new model (and its views) allocates in that frame: counted apart.
            var modelOf = type.GetProperty("Model");
            object model = modelOf.GetValue(game, null);
            long allocated = 0, newRunBytes = 0, lookupBytes = 0;
            int newRuns = 0, lookups = 0;
            const int warmUp = 300, measured = 600;
            for (int frame = 0; frame < warmUp + measured; frame++)
            {
                // Space goes down every 30 frames and is held for 12; Right every 30; a click every 60.
                if (frame % 30 == 0) StubPlayer.KeysDown.Add(KeyCode.Space);
                if (frame % 30 == 0) StubPlayer.KeysHeld.Add(KeyCode.Space);
                if (frame % 30 == 12)
                {
                    StubPlayer.KeysHeld.Remove(KeyCode.Space);
                    StubPlayer.KeysUp.Add(KeyCode.Space);
                }
                if (frame % 30 == 15) StubPlayer.KeysDown.Add(KeyCode.RightArrow);
                if (frame % 60 == 45) Click(Screen.width * 0.5f, Screen.height * 0.45f);
                // The whole modelled frame: every Update and LateUpdate, the OnGUI passes (one per key and mouse event, then
                // Repaint, each after a Layout pass while useGUILayout is on), the end of the frame.
                // The warm-up's garbage collected before the measured frames, and no collection left running: mono's
                // concurrent major collector, still marking in a measured frame, once read 0.6 B a frame of a run that
                // allocates none (only in the full unit run, the machine busy: its timing is the machine's).
                if (frame == warmUp)
                {
                    GC.Collect();
                    GC.WaitForPendingFinalizers();
                    GC.Collect();
                }
                // The host-UI lookup a press makes (its result array, UI Toolkit's documents) is counted apart too.
                int lookupsBefore = StubPlayer.DocumentLookups;
                long lookupBytesBefore = StubPlayer.DocumentLookupBytes;
                long before = GC.GetAllocatedBytesForCurrentThread();
                StubPlayer.Frame();
                long bytes = GC.GetAllocatedBytesForCurrentThread() - before;
                if (frame >= warmUp)
                {
                    lookups += StubPlayer.DocumentLookups - lookupsBefore;
                    lookupBytes += StubPlayer.DocumentLookupBytes - lookupBytesBefore;
                }
                bytes -= StubPlayer.DocumentLookupBytes - lookupBytesBefore;
                bool newRun = !ReferenceEquals(model, modelOf.GetValue(game, null));
                model = modelOf.GetValue(game, null);
                if (frame >= warmUp && newRun)
                {
                    newRuns++;
                    newRunBytes += bytes;
                }
                else if (frame >= warmUp) allocated += bytes;
            }
            StubPlayer.KeysHeld.Clear();
            DestroyNow(game.gameObject);
            // Garbage a Game makes in steady play is made again in the same play; bytes that are not (mono's concurrent
            // collector once put 0.6 B a frame on a run that allocates none, the machine busy) are measured once more.
            if (print && !layout && allocated > 0 && attempt == 0)
            {
                Print("alloc." + type.Name + ".firstAttemptBytes", allocated);
                continue;
            }
            attempt = 1;
            if (!print) continue;
            string name = "alloc." + type.Name + (layout ? ".withLayoutPass" : "");
            Print(name + ".bytesPerFrame", Math.Round((double)allocated / (measured - newRuns), 1));
            if (layout) continue;
            Print(name + ".newRuns", newRuns);
            Print(name + ".newRunBytes", newRunBytes);
            Print(name + ".hostUiLookups", lookups);
            Print(name + ".hostUiLookupBytes", lookupBytes);
            Print(name + ".useGUILayout", ((MonoBehaviour)game).useGUILayout);
        }
    }

    /// <summary>A screen the HUD is checked on: its size, density and safe area (pixels, y up; null: the whole screen).</summary>
    sealed class PhoneScreen
    {
        public string Name;
        public int Width;
        public int Height;
        public float Dpi;
        public Rect? Safe;
        /// <summary>What Screen.dpi says, where not <see cref="Dpi"/> (0: unknown), and whether it is a phone's player.</summary>
        public float? ReportedDpi;
        public bool Mobile;
        /// <summary>A Web build (Application.platform WebGLPlayer) in a page whose main pointer is a finger (or a mouse), its canvas at this many device pixels a CSS pixel.</summary>
        public bool WebFinger;
        public bool WebMouse;
        public float PixelRatio;
    }

    /// <summary>
    /// One phone at 1×, 2× and 3× density (360 × 800 at 160 dpi, 720 × 1600 at 320, 1080 × 2400 at 480: the same
    /// physical screen, portrait), and an iPhone 14 Pro (1179 × 2556 px, 460 dpi, 3 px a point) in portrait (safe area
    /// 59 pt from the top, 34 pt from the bottom) and landscape (59 pt from the left and right, 21 pt from the bottom).
    /// </summary>
    static readonly PhoneScreen[] hudScreens =
    {
        new PhoneScreen { Name = "1x", Width = 360, Height = 800, Dpi = 160 },
        new PhoneScreen { Name = "2x", Width = 720, Height = 1600, Dpi = 320 },
        new PhoneScreen { Name = "3x", Width = 1080, Height = 2400, Dpi = 480 },
        new PhoneScreen { Name = "iPhone14ProPortrait", Width = 1179, Height = 2556, Dpi = 460, Safe = new Rect(0, 34 * 3, 1179, 2556 - 59 * 3 - 34 * 3) },
        new PhoneScreen { Name = "iPhone14ProLandscape", Width = 2556, Height = 1179, Dpi = 460, Safe = new Rect(59 * 3, 21 * 3, 2556 - 2 * 59 * 3, 1179 - 21 * 3) },
        // A density the 16 dp rule does not land on a whole pixel (44.1 px): rounded to the nearest, letters are 0.0998 in.
        new PhoneScreen { Name = "dpi441", Width = 1080, Height = 2400, Dpi = 441 },
        // A phone's player that does not know its density (Screen.dpi 0, isMobilePlatform true): its short side is
        // taken as the narrowest phone's.
        new PhoneScreen { Name = "playerDpiUnknown", Width = 1179, Height = 2556, Dpi = 460, ReportedDpi = 0, Mobile = true },
        // A Web build in an iPhone 14 Pro's browser: device pixels (devicePixelRatio 3), Screen.dpi 0 (unknown), and
        // isMobilePlatform false, as UnityCsReference 2022.3 gives it for WebGLPlayer (Application.bindings.cs:393-410).
        new PhoneScreen { Name = "webPhoneDpiUnknown", Width = 1179, Height = 2556, Dpi = 460, ReportedDpi = 0, WebFinger = true, PixelRatio = 3, Safe = new Rect(0, 34 * 3, 1179, 2556 - 59 * 3 - 34 * 3) },
        // The same in the narrowest iPhone's browser (an SE's 320 CSS px, 640 × 1136 at 326 ppi: 163 CSS px an inch).
        new PhoneScreen { Name = "webPhoneSEDpiUnknown", Width = 640, Height = 1136, Dpi = 326, ReportedDpi = 0, WebFinger = true, PixelRatio = 2 },
        // Where the player says 96 dpi a CSS pixel (288 at devicePixelRatio 3) and isMobilePlatform true, as the
        // ScriptReference allows: a phone's CSS pixel is about 1/163 in, not 1/96.
        new PhoneScreen { Name = "webPhoneDpi96", Width = 1179, Height = 2556, Dpi = 460, ReportedDpi = 288, Mobile = true, WebFinger = true, PixelRatio = 3 },
        // The game in a portal page's frame narrower than the screen: 280 × 500 CSS px on an upright iPhone 14 Pro and
        // 280 × 460 on an SE. The canvas is not the screen: taken for it, letters were 0.096 and 0.089 in (review 33,
        // R33-1). A frame too short for the HUD and half the board draws the HUD smaller, as a small viewport does.
        new PhoneScreen { Name = "webPhoneFrame", Width = 840, Height = 1500, Dpi = 460, ReportedDpi = 0, WebFinger = true, PixelRatio = 3 },
        new PhoneScreen { Name = "webPhoneSEFrame", Width = 560, Height = 920, Dpi = 326, ReportedDpi = 0, WebFinger = true, PixelRatio = 2 },
        // A Web build in a desktop browser on a screen of 2 device pixels a CSS pixel (1280 × 800 CSS px at 96 an inch):
        // the HUD's unit a CSS pixel, its letters 16 CSS px (taken as 1 device pixel, they were 8: review 34, R34-2).
        new PhoneScreen { Name = "webDesktop2x", Width = 2560, Height = 1600, Dpi = 192, ReportedDpi = 0, WebMouse = true, PixelRatio = 2 },
        // The same page with the loader's devicePixelRatio at 0.5 (a canvas drawn at half its CSS size, for speed): 8 px
        // letters shown at 16 CSS px (held at 1, they were 32: review 35, R35-4).
        new PhoneScreen { Name = "webDesktopHalf", Width = 640, Height = 400, Dpi = 48, ReportedDpi = 0, WebMouse = true, PixelRatio = 0.5f },
    };

    /// <summary>
    /// Every Game's HUD on each of <see cref="hudScreens"/>, in 200 frames of play with presses, then paused and counting
    /// down: every text drawn (the buttons' and the board's too) as the Repaint pass draws it. Prints the smallest letters
    /// in inches (font pixels / Screen.dpi) on each screen, and the texts that are clipped (wider than their rectangle,
    /// off the screen, or under a button), that overlap another text, or that lie outside the safe area.
    /// </summary>
    static void PlayHud(Assembly kit)
    {
        foreach (var type in GameTypes(kit))
        {
            var smallest = new List<string>();
            // Every text's font size on each screen, and the texts drawn through a scaled GUI.matrix (review U5).
            var fontSizes = new List<string>();
            int clipped = 0, overlaps = 0, outside = 0, labels = 0, overBoard = 0, stretched = 0;
            foreach (var phone in hudScreens)
            {
                Reset();
                StubPlayer.DeltaTime = 1f / 60f;
                Resize(phone.Width, phone.Height);
                StubPlayer.Dpi = phone.ReportedDpi ?? phone.Dpi;
                StubPlayer.Mobile = phone.Mobile;
                StubPlayer.SafeArea = phone.Safe;
                if (phone.WebFinger || phone.WebMouse) StubPlayer.Platform = RuntimePlatform.WebGLPlayer;
                StubWebPage.FingerFirst = phone.WebFinger;
                StubWebPage.PixelRatio = phone.PixelRatio;
                var game = Add(new GameObject("Game"), type);
                Activate(game);
                float least = float.MaxValue;
                var sizes = new SortedSet<float>();
                var safe = Screen.safeArea;
                for (int frame = 0; frame < 260; frame++)
                {
                    if (frame % 30 == 0 && frame < 200) StubPlayer.KeysDown.Add(KeyCode.Space);
                    if (frame % 30 == 15 && frame < 200) StubPlayer.KeysDown.Add(KeyCode.RightArrow);
                    if (frame == 200) StubPlayer.LeaveApplication();
                    if (frame == 220) StubPlayer.ReturnToApplication();
                    Frame(game);
                    // The HUD's lines end above the board's top edge (a narrow portrait screen flows them under the buttons).
                    float textBottom = TextBottom(game), boardTop = BoardTop(game);
                    if (textBottom > boardTop + 0.5f)
                    {
                        if (overBoard == 0) Print("hud." + type.Name + ".firstTextOverBoard", phone.Name + " text to " + textBottom + ", board from " + boardTop);
                        overBoard++;
                    }
                    var drawn = StubPlayer.Drawn;
                    for (int i = 0; i < drawn.Count; i++)
                    {
                        var text = drawn[i];
                        labels++;
                        least = Math.Min(least, text.FontPixels / phone.Dpi);
                        sizes.Add(text.FontSize);
                        if (Math.Abs(text.MatrixScale - 1) > 1e-4f)
                        {
                            if (stretched == 0) Print("hud." + type.Name + ".firstStretched", phone.Name + " \"" + text.Text + "\" font " + text.FontSize + " under a matrix of " + text.MatrixScale);
                            stretched++;
                        }
                        var at = Inked(text);
                        bool fits = text.WordWrap || text.TextWidth <= text.Screen.width + 0.01f;
                        bool onScreen = at.x >= -0.01f && at.y >= -0.01f && at.x + at.width <= Screen.width + 0.01f && at.y + at.height <= Screen.height + 0.01f;
                        // A label's text under one of the HUD's boxes (its buttons, the veil) is hidden too; but the veil lies
                        // over the board by design while paused, as over its tiles, so a board's word under it is not.
                        bool covered = false, overlapping = false;
                        bool onBoard = at.y >= boardTop - 0.5f;
                        for (int j = 0; j < drawn.Count; j++)
                        {
                            if (j == i) continue;
                            var other = drawn[j];
                            bool meets = Meets(at, other.Box ? other.Screen : Inked(other));
                            bool veil = other.Text == "Paused" || other.Text.StartsWith("Resuming in ");
                            if (other.Box && !text.Box && meets && !(veil && onBoard)) covered = true;
                            if (!other.Box && !text.Box && meets) overlapping = true;
                        }
                        // GUI rectangles count down from the screen's top; the safe area up from its bottom.
                        bool inSafe = at.x >= safe.x - 0.01f && at.x + at.width <= safe.x + safe.width + 0.01f && Screen.height - at.y - at.height >= safe.y - 0.01f && Screen.height - at.y <= safe.y + safe.height + 0.01f;
                        if (!fits || !onScreen || covered)
                        {
                            if (clipped == 0) Print("hud." + type.Name + ".firstClipped", phone.Name + " \"" + text.Text + "\" at " + at.x + "," + at.y + " " + text.TextWidth + " of " + text.Screen.width + " wide");
                            clipped++;
                        }
                        if (overlapping)
                        {
                            if (overlaps == 0) Print("hud." + type.Name + ".firstOverlap", phone.Name + " \"" + text.Text + "\" at " + at.x + "," + at.y);
                            overlaps++;
                        }
                        if (!inSafe)
                        {
                            if (outside == 0) Print("hud." + type.Name + ".firstOutsideSafeArea", phone.Name + " \"" + text.Text + "\" at " + at.x + "," + at.y + " " + at.width + "x" + at.height);
                            outside++;
                        }
                    }
                }
                smallest.Add(phone.Name + ":" + Math.Round(least, 4).ToString(CultureInfo.InvariantCulture));
                fontSizes.Add(phone.Name + ":" + string.Join("/", sizes.Select(size => size.ToString(CultureInfo.InvariantCulture)).ToArray()));
                DestroyNow(game.gameObject);
                StubPlayer.Mobile = false;
            }
            Print("hud." + type.Name + ".smallestInches", string.Join(",", smallest.ToArray()));
            Print("hud." + type.Name + ".clipped", clipped);
            Print("hud." + type.Name + ".overlaps", overlaps);
            Print("hud." + type.Name + ".outsideSafeArea", outside);
            Print("hud." + type.Name + ".textOverBoard", overBoard);
            Print("hud." + type.Name + ".labels", labels);
            Print("hud." + type.Name + ".fontSizes", string.Join(",", fontSizes.ToArray()));
            Print("hud." + type.Name + ".stretched", stretched);
        }
        StubPlayer.Dpi = 0;
        StubPlayer.SafeArea = null;
        Resize(800, 600);
    }

    /// <summary>
    /// Every Game in a host's panel: a Main Camera whose viewport is a corner of an 800 × 600 screen, at the sizes the
    /// review measured (400 × 300, 264 × 198, 200 × 150) and the Godot kits' host panels (320 × 240, 240 × 320, 480 × 270),
    /// 60 frames of play with presses; then the same in a top-right corner a quarter and a third of an iPhone 14 Pro's
    /// screen across and down (460 dpi, its safe area). Prints, for each Game, the areas where the region left for the
    /// board is under half the area's height, where the HUD's text or buttons reach below the board's top edge, or
    /// where the HUD is drawn smaller than it need be (<see cref="FitHeadroom"/>: 3 % larger would still leave the board
    /// half), the least share of the height the region kept, and each area's fit.
    /// </summary>
    static void PlaySmallAreas(Assembly kit)
    {
        var sizes = new[] { new Vector2(400, 300), new Vector2(264, 198), new Vector2(200, 150), new Vector2(320, 240), new Vector2(240, 320), new Vector2(480, 270) };
        var phone = hudScreens.First(screen => screen.Name == "iPhone14ProPortrait");
        var phoneShares = new[] { 0.25f, 1 / 3f };
        foreach (var type in GameTypes(kit))
        {
            var failures = new List<string>();
            var fits = new List<string>();
            float least = float.MaxValue;
            // The last: the game in the right half of the phone's screen, the host's view in the left (review 34, Unity R34-3:
            // RhythmClacker's Calibrate lay 151 px over the host's half).
            // And a view narrow and too short for the stacked HUD at full size, 178 × 591 dp at the top right (review 36,
            // R36-1: its buttons kept in a row drew the HUD at 0.674 of its size, where stacked they fit at 0.96).
            for (int panel = 0; panel < sizes.Length + phoneShares.Length + 2; panel++)
            {
                var camera = HostMainCamera();
                string where;
                if (panel < sizes.Length)
                {
                    var size = sizes[panel];
                    camera.rect = new Rect(1 - size.x / 800, 1 - size.y / 600, size.x / 800, size.y / 600);
                    where = size.x + "x" + size.y;
                }
                else
                {
                    Resize(phone.Width, phone.Height);
                    StubPlayer.Dpi = phone.Dpi;
                    StubPlayer.SafeArea = phone.Safe;
                    if (panel < sizes.Length + phoneShares.Length)
                    {
                        float share = phoneShares[panel - sizes.Length];
                        camera.rect = new Rect(1 - share, 1 - share, share, share);
                        where = phone.Name + "/" + Math.Round(1 / share);
                    }
                    else if (panel == sizes.Length + phoneShares.Length)
                    {
                        camera.rect = new Rect(0.5f, 0, 0.5f, 1);
                        where = phone.Name + "/right half";
                    }
                    else
                    {
                        float wide = 178 * phone.Dpi / 160 / phone.Width, high = 591 * phone.Dpi / 160 / phone.Height;
                        camera.rect = new Rect(1 - wide, 1 - high, wide, high);
                        where = phone.Name + "/178x591dp";
                    }
                }
                var game = Add(new GameObject("Game"), type);
                Activate(game);
                for (int frame = 0; frame < 60; frame++)
                {
                    if (frame % 20 == 10) StubPlayer.KeysDown.Add(KeyCode.Space);
                    Frame(game);
                }
                var area = (Rect)Private(Private(game, "hud"), "area");
                if (panel < sizes.Length && area.height < sizes[panel].y - 1) failures.Add(where + " area " + area.height + " high");
                // Every button and text the HUD drew in the last frame lies across the game's view, none over the host's side;
                // in the phone's right half (narrow, not short) its letters keep their 0.1 in (review 35, R35-1: 0.074 in).
                var seen = camera.pixelRect;
                bool narrowHalf = panel == sizes.Length + phoneShares.Length;
                foreach (var drawn in StubPlayer.Drawn)
                {
                    if (narrowHalf && drawn.FontPixels / phone.Dpi < 0.1f) failures.Add(where + " \"" + drawn.Text + "\" " + Math.Round(drawn.FontPixels / phone.Dpi, 4) + " in");
                    var rect = drawn.Box ? drawn.Screen : Inked(drawn);
                    if (rect.x < seen.x - 0.5f || rect.x + rect.width > seen.x + seen.width + 0.5f) failures.Add(where + " \"" + drawn.Text + "\" from x " + rect.x + " to " + (rect.x + rect.width) + ", the view " + seen.x + " to " + (seen.x + seen.width));
                }
                least = Math.Min(least, BoardClearOfHud(game, where, failures));
                fits.Add(where + ":" + FitHeadroom(game, where, failures));
                if (panel == sizes.Length + phoneShares.Length + 1 && (float)Private(Private(game, "hud"), "fit") < 0.9f) failures.Add(where + " fit " + Private(Private(game, "hud"), "fit") + " (the buttons stacked fit larger)");
                DestroyNow(game.gameObject);
                StubPlayer.Dpi = 0;
                StubPlayer.SafeArea = null;
            }
            PrintBoardClear("small." + type.Name, failures, least);
            Print("small." + type.Name + ".fits", string.Join(",", fits.ToArray()));
        }
        Resize(800, 600);
    }

    /// <summary>
    /// Whether the HUD is drawn as large as the board's half allows: at its fit (1 at the most) 3 % larger, its band (the
    /// buttons' row, or the game's deepest text measured at that size, as the HUD's own Place measures it) must take more
    /// than half the area's height, unless the fit is 1. Adds a failure named by `where` when it would not; returns
    /// "fit/band at fit/band at 3 % more/half", in pixels. Leaves the HUD laid out at its fit, as it was.
    /// </summary>
    static string FitHeadroom(Component game, string where, List<string> failures)
    {
        var hud = Private(game, "hud");
        var type = hud.GetType();
        var flags = BindingFlags.Instance | BindingFlags.NonPublic;
        float fit = (float)Private(hud, "fit"), scale = (float)Private(hud, "scale"), density = scale / fit;
        float half = ((Rect)Private(hud, "area")).height / 2;
        Func<float, float> bandAt = tried =>
        {
            type.GetField("fit", flags).SetValue(hud, tried);
            type.GetField("scale", flags).SetValue(hud, density * tried);
            var laid = type.GetMethod("LayText").Invoke(hud, null);
            var measure = (Delegate)type.GetField("MeasureText").GetValue(hud);
            if (laid != null && measure != null) measure.DynamicInvoke(laid);
            return (float)type.GetMethod("Band", flags).Invoke(hud, null);
        };
        float larger = fit < 1 ? bandAt(Math.Min(1, fit * 1.03f)) : float.NaN;
        float band = bandAt(fit);
        // Kept smaller by the area's width (the buttons' row across it), the band's headroom says nothing.
        var widthFitOf = type.GetMethod("FitCap", flags);
        float widthFit = widthFitOf != null ? (float)widthFitOf.Invoke(hud, new object[] { density }) : float.PositiveInfinity;
        if (fit < 1 && larger <= half && fit < widthFit * 0.999f) failures.Add(where + " fit " + fit + " (band " + band + " of half " + half + "), 3 % larger still fits (band " + larger + ")");
        return Math.Round(fit, 3).ToString(CultureInfo.InvariantCulture) + "/" + Math.Round(band) + "/" + (float.IsNaN(larger) ? "-" : Math.Round(larger).ToString(CultureInfo.InvariantCulture)) + "/" + Math.Round(half);
    }

    /// <summary>
    /// Every Game in a host's panel that animates (review 10 U11-2, probe animrect): a Main Camera whose viewport, a
    /// top-right corner of an 800 × 600 screen, grows from 200 × 150 to 440 × 330 over 60 frames from the Game's first
    /// frame, holds for 10, then shrinks back over 60, with presses. From the first frame on, in every frame: the region
    /// left for the board keeps at least half the area's height and the HUD's text and buttons end above the board's
    /// top edge. Prints the frames that fail, the first, and the least share of the height the region kept; and the
    /// frames where the region's height went the other way from the area's by more than 2 px (shrank from the last
    /// frame while the area grew, or grew while it shrank; from the second frame to the third on, the first two frame
    /// the board before and after the text is first measured), the first, and the largest such step.
    /// </summary>
    static void PlayAnimatedArea(Assembly kit)
    {
        foreach (var type in GameTypes(kit))
        {
            var camera = HostMainCamera();
            var game = Add(new GameObject("Game"), type);
            var failures = new List<string>();
            var jumps = new List<string>();
            float least = float.MaxValue, largestJump = 0, lastRegion = float.NaN;
            const int steps = 60, held = 10;
            for (int frame = 0; frame < 2 * steps + held; frame++)
            {
                // 0 at 200 × 150, 1 at 440 × 330: up over the first 60 frames, held, down over the last 60.
                float t = frame < steps ? frame / (float)(steps - 1) : frame < steps + held ? 1 : 1 - (frame - steps - held) / (float)(steps - 1);
                float width = 200 + 240 * t, height = 150 + 180 * t;
                camera.rect = new Rect(1 - width / 800, 1 - height / 600, width / 800, height / 600);
                if (frame == 0) Activate(game);
                if (frame % 20 == 10) StubPlayer.KeysDown.Add(KeyCode.Space);
                Frame(game);
                var area = (Rect)Private(Private(game, "hud"), "area");
                string where = "frame " + frame + " (" + Math.Round(area.width) + "x" + Math.Round(area.height) + ")";
                least = Math.Min(least, BoardClearOfHud(game, where, failures));
                float region = ((Rect)Private(Private(game, "stage"), "region")).height;
                // Growing from frame 2 to 59, shrinking from 71 on: the step against the area's way, in pixels. Not from
                // frame 0 to 1: the first frame frames the board before IMGUI made the text's styles (its text waits).
                float against = frame >= 2 && frame < steps ? lastRegion - region : frame > steps + held ? region - lastRegion : 0;
                if (against > 2)
                {
                    jumps.Add(where + " region " + lastRegion + " to " + region);
                    largestJump = Math.Max(largestJump, against);
                }
                lastRegion = region;
            }
            DestroyNow(game.gameObject);
            PrintBoardClear("animated." + type.Name, failures, least);
            Print("animated." + type.Name + ".jumps", jumps.Count);
            Print("animated." + type.Name + ".firstJump", jumps.Count > 0 ? jumps[0] : "");
            Print("animated." + type.Name + ".largestJump", Math.Round(largestJump, 1).ToString(CultureInfo.InvariantCulture));
        }
        Resize(800, 600);
    }

    /// <summary>
    /// The board's rules in a Game's area this frame: the region left for the board keeps at least half the area's
    /// height, and the HUD's text and buttons end above the board's top edge. Adds what fails, named by `where`, to
    /// `failures`; returns the share of the area's height the region kept.
    /// </summary>
    static float BoardClearOfHud(Component game, string where, List<string> failures)
    {
        var hud = Private(game, "hud");
        var area = (Rect)Private(hud, "area");
        var region = (Rect)Private(Private(game, "stage"), "region");
        float scale = (float)Private(hud, "scale");
        // GUI pixels, y down: the buttons' row ends at the area's top + margin + button.
        float buttonsBottom = area.y + (8 + 48) * scale;
        float textBottom = TextBottom(game), boardTop = BoardTop(game);
        if (region.height < area.height / 2 - 0.5f) failures.Add(where + " region " + region.height + " of " + area.height);
        if (textBottom > boardTop + 0.5f) failures.Add(where + " text to " + textBottom + ", board from " + boardTop);
        if (buttonsBottom > boardTop + 0.5f) failures.Add(where + " buttons to " + buttonsBottom + ", board from " + boardTop);
        return region.height / area.height;
    }

    /// <summary>A fresh 800 × 600 screen at 60 frames a second with the host's own camera, tagged MainCamera.</summary>
    static Camera HostMainCamera()
    {
        Reset();
        StubPlayer.DeltaTime = 1f / 60f;
        Resize(800, 600);
        var host = new GameObject("Main Camera");
        host.tag = "MainCamera";
        return host.AddComponent<Camera>();
    }

    /// <summary>What <see cref="BoardClearOfHud"/> found for one Game: how many failed, the first, and the least share kept.</summary>
    static void PrintBoardClear(string prefix, List<string> failures, float least)
    {
        Print(prefix + ".failures", failures.Count);
        Print(prefix + ".first", failures.Count > 0 ? failures[0] : "");
        Print(prefix + ".leastShare", Math.Round(least, 3).ToString(CultureInfo.InvariantCulture));
    }

    /// <summary>A private field of a Game's shell (MicroloopGame&lt;TConfig&gt;) or of one of its parts.</summary>
    static object Private(object owner, string name)
    {
        for (var type = owner.GetType(); type != null; type = type.BaseType)
        {
            var field = type.GetField(name, BindingFlags.Instance | BindingFlags.NonPublic);
            if (field != null) return field.GetValue(owner);
        }
        throw new Exception("No field " + name + " on " + owner.GetType().Name);
    }

    /// <summary>How far down the HUD's flowing text reached as last drawn, with its margin (GUI pixels, y down).</summary>
    static float TextBottom(object game)
    {
        var hud = Private(game, "hud");
        var text = Private(hud, "text");
        // Where the text drawn reached (Height is the band the HUD keeps for it, at least as deep).
        float height = (float)text.GetType().GetProperty("Reached").GetValue(text, null);
        return ((Rect)Private(hud, "area")).y + height * (float)Private(text, "scale");
    }

    /// <summary>The top edge of the board the stage framed, as its camera shows it (GUI pixels, y down).</summary>
    static float BoardTop(object game)
    {
        var stage = Private(game, "stage");
        var camera = (Camera)stage.GetType().GetProperty("Camera").GetValue(stage, null);
        var centre = (Vector2)Private(stage, "centre");
        float top = camera.WorldToScreenPoint(new Vector3(centre.x, centre.y + (float)Private(stage, "halfHeight"), 0)).y;
        return Screen.height - top;
    }

    /// <summary>Where a drawn text's letters are (GUI pixels, y down): a box's whole rectangle, a label's text from its left.</summary>
    static Rect Inked(DrawnText text)
    {
        var at = text.Screen;
        return text.Box ? at : new Rect(at.x, at.y, Math.Min(text.TextWidth, at.width), at.height);
    }

    static bool Meets(Rect a, Rect b)
    {
        return a.x < b.x + b.width - 0.01f && a.x + a.width > b.x + 0.01f && a.y < b.y + b.height - 0.01f && a.y + a.height > b.y + 0.01f;
    }

    /// <summary>
    /// RhythmClacker's first 12 notes each tapped exactly on its beat, at 30, 60 and 144 fps: the press reaches
    /// the Game in the frame after it happened, stamped with its event time (StubPlayer.PressAgo, as the Input
    /// System stamps events). Prints each rate's judged offsets (ms) and the largest.
    /// </summary>
    static void PlayTapTiming(Assembly kit)
    {
        // hostClick: each tap comes with a click on the host's half of the screen (review 61: a press is timed by the
        // device the game took it from, not by a click the host had, whose mouse moved later in the frame).
        // clickLetGo: the notes are tapped by a click on the game and Space in turn, each click let go in the frame of
        // the next Space, the mouse moving last (review 62: a click let go is no key's time).
        // updateLate: 8 ms of each frame pass before the game's Update (FixedUpdate steps, the host's scripts): a press is
        // timed from the frame's start, not from when Update reads it (review 63, unity-a).
        foreach (string how in new[] { "", "hostClick", "clickLetGo", "updateLate" })
        foreach (int fps in new[] { 30, 60, 144 })
        {
            bool hostClick = how == "hostClick";
            Reset();
            StubPlayer.UpdateAfter = how == "updateLate" ? 0.008 : 0;
            if (hostClick) ViewportRectHost();
            StubPlayer.AudioRunning = true;
            dynamic game = Add(new GameObject("Game"), kit.GetType("Microloop.RhythmClacker.RhythmClackerGame", true));
            Activate(game);
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
                if (hostClick && StubPlayer.MouseHeld) HostClickUp();
                if (tapped)
                {
                    StubPlayer.PressAgo = after - beat;
                    if (how == "clickLetGo" && next % 2 == 0)
                    {
                        StubPlayer.MousePosition = new Vector2(Screen.width / 2f, Screen.height / 2f);
                        StubPlayer.MouseDown = true;
                        StubPlayer.MouseHeld = true;
                    }
                    else StubPlayer.KeysDown.Add(KeyCode.Space);
                    if (hostClick) HostClick();
                    if (how == "clickLetGo" && next % 2 == 1)
                    {
                        HostClickUp();
                        StubPlayer.MouseMovedAgo = 0.0001;
                    }
                }
                Frame(game);
                if (!tapped) continue;
                double offset = game.Model.Last.OffsetMs;
                offsets.Add(Math.Round(offset, 3).ToString(CultureInfo.InvariantCulture));
                largest = Math.Max(largest, Math.Abs(offset));
                next++;
            }
            string name = "taps." + (how == "" ? "" : how + ".") + fps;
            Print(name + ".offsets", string.Join(" ", offsets.ToArray()));
            Print(name + ".largest", Math.Round(largest, 3));
            DestroyNow(game.gameObject);
        }
        gameView = null;
        StubPlayer.UpdateAfter = 0;
        StubPlayer.DeltaTime = 1f / 60f;
    }

    /// <summary>
    /// A TimingWheel (seed 7) held from 1.5 s (late in a 30 fps frame) for 0.3 s of the game's clock at the frame rate
    /// and time scale set: <paramref name="press"/> and <paramref name="release"/> put the input in the frame it falls
    /// in, given how long before the frame's end it happened in real time (what the Input System stamps); <paramref
    /// name="eachFrame"/> runs before each. Where the wheel stopped, or "none".
    /// </summary>
    static string HoldWheel(Assembly kit, int fps, Action<double> press, Action<double> release, Action eachFrame)
    {
        dynamic wheel = Add(new GameObject("Game"), kit.GetType("Microloop.TimingWheel.TimingWheelGame", true));
        wheel.seed = 7;
        Activate(wheel);
        double scale = StubPlayer.TimeScale;
        double pressAt = 1.5 + 1.0 / 30 - 0.001, releaseAt = pressAt + 0.3, now = 0;
        string landed = "none";
        for (int frame = 0; frame < 6 * fps / scale && landed == "none"; frame++)
        {
            double end = now + StubPlayer.DeltaTime * scale;
            eachFrame();
            if (pressAt > now && pressAt <= end) press((end - pressAt) / scale);
            if (releaseAt > now && releaseAt <= end) release((end - releaseAt) / scale);
            Frame(wheel);
            now = end;
            // Last is a WheelLanding?: through dynamic, a boxed landing or null.
            object last = wheel.Model.Last;
            if (last != null) landed = ((double)wheel.Model.Angle).ToString("F6", CultureInfo.InvariantCulture);
        }
        return landed;
    }

    /// <summary>
    /// The other games that judge timing, at 30, 60 and 144 fps, each press stamped with its event time as the Input
    /// System stamps it (StubPlayer.PressAgo; the Input Manager stamps none, and its setup shows what that costs):
    /// DoubleTapDash tapped twice 240 ms apart (inside its 250 ms Double-Tap Window), the first late in a 30 fps frame,
    /// prints what it judged; TimingWheel held from 1.5 s (late in a 30 fps frame) for 0.3 s prints where it stopped.
    /// </summary>
    static void PlayEventTime(Assembly kit)
    {
        foreach (int fps in new[] { 30, 60, 144 })
        {
            try
            {
                // Space, then a stylus on the screen (review 39, Unity R39-1: the pen's press is stamped by the pen's
                // last event in its frame, as a click by the mouse's), then Space with a click of the host's in each
                // tap's frame (review 61: not the click's time), then a click on the game held from the first tap and
                // let go in the frame of the second, a key (review 62, unity-a U-A1: a click let go is no key's time).
                foreach (string how in new[] { "key", "pen", "hostClick", "clickLetGo" })
                {
                    bool pen = how == "pen";
                    Reset();
                    if (how == "hostClick") ViewportRectHost();
                    StubPlayer.DeltaTime = 1f / fps;
                    StubPlayer.FingerIsPen = pen;
                    dynamic dash = Add(new GameObject("Game"), kit.GetType("Microloop.DoubleTapDash.DoubleTapDashGame", true));
                    dash.seed = 7;
                    Activate(dash);
                    var judged = Collector.Of((object)dash, "Judged").Seen;
                    double first = 500 + 1000.0 / 30 - 1;
                    var taps = new[] { first, first + 240 };
                    for (int frame = 0, next = 0; frame < 2 * fps; frame++)
                    {
                        double start = dash.Now, end = start + StubPlayer.DeltaTime * 1000.0;
                        if (pen && StubPlayer.Fingers[0].Held) FingerUp(0);
                        if (how == "hostClick" && StubPlayer.MouseHeld) HostClickUp();
                        if (next < taps.Length && taps[next] > start && taps[next] <= end)
                        {
                            if (pen) FingerDown(0, new Vector2(Screen.width / 2f, Screen.height / 2f));
                            else if (how == "clickLetGo" && next == 0)
                            {
                                StubPlayer.MousePosition = new Vector2(Screen.width / 2f, Screen.height / 2f);
                                StubPlayer.MouseDown = true;
                                StubPlayer.MouseHeld = true;
                            }
                            else StubPlayer.KeysDown.Add(KeyCode.Space);
                            if (how == "hostClick") HostClick();
                            if (how == "clickLetGo" && next == 1)
                            {
                                HostClickUp();
                                StubPlayer.MouseMovedAgo = 0.0001;
                            }
                            StubPlayer.PressAgo = (end - taps[next]) / 1000;
                            next++;
                        }
                        Frame(dash);
                    }
                    Print("eventTime.dash" + (how == "key" ? "" : how == "pen" ? "Pen" : how == "hostClick" ? "HostClick" : "ClickLetGo") + "." + fps, string.Join(",", judged.GetRange(0, Math.Min(2, judged.Count)).ToArray()));
                }
                StubPlayer.FingerIsPen = false;
                gameView = null;

                // Review 6 N21: a hand on the mouse moves it in every frame, after the key's event: a key is stamped
                // with the keyboard's time, not the mouse's newer one; nor by a click of the host's in the press's and
                // the let-go's frames (review 61).
                foreach (string how in new[] { "key", "mouseMoving", "hostClick", "updateLate" })
                {
                    Reset();
                    if (how == "hostClick") ViewportRectHost();
                    // Review 63 (unity-a): 8 ms of each frame pass before the game's Update; the hold is timed from the frame's start.
                    if (how == "updateLate") StubPlayer.UpdateAfter = 0.008;
                    string landed = HoldWheel(kit, fps, ago =>
                    {
                        StubPlayer.KeysDown.Add(KeyCode.Space);
                        StubPlayer.KeysHeld.Add(KeyCode.Space);
                        StubPlayer.PressAgo = ago;
                        if (how == "hostClick") HostClick();
                    }, ago =>
                    {
                        StubPlayer.KeysHeld.Remove(KeyCode.Space);
                        StubPlayer.KeysUp.Add(KeyCode.Space);
                        StubPlayer.PressAgo = ago;
                        if (how == "hostClick") HostClick();
                    }, () =>
                    {
                        if (StubPlayer.MouseHeld) HostClickUp();
                        if (how == "mouseMoving") StubPlayer.MouseMovedAgo = 0.0001;
                    });
                    Print("eventTime.wheel" + (how == "key" ? "" : how == "mouseMoving" ? "MouseMoving" : how == "hostClick" ? "HostClick" : "UpdateLate") + "." + fps, landed);
                }
                gameView = null;
                StubPlayer.UpdateAfter = 0;

                // Review 61 (unity-b UB-2): a finger's lift has no time of its own and counts at its frame's start; a
                // key the game does not read (Shift) pressed in that frame, and the mouse moving, are not its time.
                foreach (bool others in new[] { false, true })
                {
                    Reset();
                    string landed = HoldWheel(kit, fps, ago =>
                    {
                        FingerDown(0, new Vector2(Screen.width / 2f, Screen.height / 2f));
                        StubPlayer.PressAgo = ago;
                    }, ago =>
                    {
                        FingerUp(0);
                        if (!others) return;
                        StubPlayer.KeysDown.Add(KeyCode.LeftShift);
                        StubPlayer.PressAgo = ago;
                        StubPlayer.MouseMovedAgo = 0.0001;
                    }, () => {});
                    Print("eventTime.wheelFingerLift" + (others ? "WithOthers." : ".") + fps, landed);
                }

                // The host's slow motion (Time.timeScale 0.5): the game's clock runs at half the real one, the Input
                // System stamps real time. The same press and release on the game's clock land where they do at 1.
                Reset();
                StubPlayer.TimeScale = 0.5f;
                string slowLanded = HoldWheel(kit, fps, ago =>
                {
                    StubPlayer.KeysDown.Add(KeyCode.Space);
                    StubPlayer.KeysHeld.Add(KeyCode.Space);
                    StubPlayer.PressAgo = ago;
                }, ago =>
                {
                    StubPlayer.KeysHeld.Remove(KeyCode.Space);
                    StubPlayer.KeysUp.Add(KeyCode.Space);
                    StubPlayer.PressAgo = ago;
                }, () => {});
                StubPlayer.TimeScale = 1;
                Print("eventTime.wheelHalfSpeed." + fps, slowLanded);
            }
            catch (Exception error)
            {
                Print("eventTime." + fps, "error " + (error.InnerException ?? error).Message);
            }
        }
        StubPlayer.KeysHeld.Clear();
        StubPlayer.DeltaTime = 1f / 60f;
        // Review 6 N23 (issue 44): a host project whose Input System processes events in fixed update (or manually): three
        // Games of two packages play 3 frames each; each package warns once a Play, naming the setting (the Input Manager
        // reads no update mode).
        foreach (var mode in new[] { UnityEngine.InputSystem.InputSettings.UpdateMode.ProcessEventsInFixedUpdate, UnityEngine.InputSystem.InputSettings.UpdateMode.ProcessEventsManually })
        {
            Reset();
            StubPlayer.DeltaTime = 1f / 60f;
            UnityEngine.InputSystem.InputSystem.settings.updateMode = mode;
            // A new Play: the RuntimeInitializeOnLoadMethod statics are forgotten, as with domain reload off.
            foreach (var type in kit.GetTypes())
                foreach (var method in type.GetMethods(BindingFlags.Static | BindingFlags.NonPublic | BindingFlags.Public))
                    if (method.Name == "ForgetUpdateModeWarning") method.Invoke(null, null);
            Console.WriteLine("updateMode " + mode + ":");
            // Each package warns once: its shell is its own (two TimingWheel Games, one warning; PhysicsDropper's, one).
            Start(kit.GetType("Microloop.TimingWheel.TimingWheelGame", true), 3);
            Start(kit.GetType("Microloop.TimingWheel.TimingWheelGame", true), 3);
            Start(kit.GetType("Microloop.PhysicsDropper.PhysicsDropperGame", true), 3);
        }
        UnityEngine.InputSystem.InputSystem.settings.updateMode = UnityEngine.InputSystem.InputSettings.UpdateMode.ProcessEventsInDynamicUpdate;
    }

    /// <summary>
    /// Application.targetFrameRate after a Game starts: on a phone with a 120 Hz display; on one whose project
    /// set 50 itself; on a desktop.
    /// </summary>
    static void PlayFrameRate(Assembly kit)
    {
        var type = kit.GetType("Microloop.TimingWheel.TimingWheelGame", true);
        var cases = new[]
        {
            new { name = "phone", mobile = true, preset = -1, platform = RuntimePlatform.Android },
            new { name = "phoneProjectSet", mobile = true, preset = 50, platform = RuntimePlatform.IPhonePlayer },
            new { name = "desktop", mobile = false, preset = -1, platform = RuntimePlatform.WindowsPlayer },
            // A Web build in a phone's browser: isMobilePlatform is true there (ScriptReference), and the browser paces the frames.
            new { name = "webPhone", mobile = true, preset = -1, platform = RuntimePlatform.WebGLPlayer },
        };
        foreach (var run in cases)
        {
            Reset();
            StubPlayer.Mobile = run.mobile;
            StubPlayer.Platform = run.platform;
            StubPlayer.RefreshHz = 120;
            Application.targetFrameRate = run.preset;
            var game = (Component)Start(type, 2);
            Print("frameRate." + run.name, Application.targetFrameRate);
            DestroyNow(game.gameObject);
        }
        // Review 6 N20 (issue 44): two Games of two packages (each its own stage class) on a phone, the first destroyed
        // while the second plays: the second keeps the display's rate (and hears through a listener), and gives back -1.
        Reset();
        StubPlayer.Mobile = true;
        StubPlayer.Platform = RuntimePlatform.Android;
        StubPlayer.RefreshHz = 120;
        Application.targetFrameRate = -1;
        var sceneCamera = new GameObject("Main Camera");
        sceneCamera.tag = "MainCamera";
        sceneCamera.AddComponent<Camera>();
        var first = (Component)Start(kit.GetType("Microloop.PhysicsDropper.PhysicsDropperGame", true), 2);
        var second = (Component)Start(type, 2);
        Func<int> listening = () => UnityEngine.Object.FindObjectsByType<AudioListener>(FindObjectsSortMode.None).Count(listener => listener.enabled && listener.gameObject.activeInHierarchy);
        string both = Application.targetFrameRate + "," + listening();
        DestroyNow(first.gameObject);
        for (int frame = 0; frame < 2; frame++) Frame(second);
        string secondPlays = Application.targetFrameRate + "," + listening();
        DestroyNow(second.gameObject);
        Frame(second);
        Print("frameRate.twoGames", both + ":" + secondPlays + ":" + Application.targetFrameRate);
        StubPlayer.Mobile = false;
        StubPlayer.Platform = RuntimePlatform.LinuxPlayer;
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
                DestroyNow(game.gameObject);
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
            foreach (var go in StubPlayer.Objects.ToArray()) if (go.name == "Game") DestroyNow(go);
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
    // perf=1: a run of its own (each mono run stays well inside the test's time limit) that plays only the
    // mobile sections: garbage per frame, the HUD's size, the frame rate, texels, URP's 2D Renderer, tap timing.
    static bool perfRun;
    static HashSet<string> inputlessSetups = new HashSet<string>();
    /// <summary>Setups whose project has com.unity.ugui (the kit compiled with MICROLOOP_UGUI).</summary>
    static HashSet<string> uguiSetups = new HashSet<string>();

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
            Activate(game);
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
            if (parts[0] == "perf")
            {
                perfRun = parts[1] == "1";
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
            if (parts[0] == "scenarios")
            {
                // This run replays the scenarios only, for every setup it is given (the sections run apart).
                scenarioFile = parts[1];
                continue;
            }
            if (parts[0] == "inputless")
            {
                inputlessSetups = new HashSet<string>(parts[1].Split(','));
                continue;
            }
            if (parts[0] == "uitk")
            {
                uitkSetups = new HashSet<string>(parts[1].Split(','));
                continue;
            }
            if (parts[0] == "pen")
            {
                penSetups = new HashSet<string>(parts[1].Split(','));
                continue;
            }
            if (parts[0] == "ugui")
            {
                uguiSetups = new HashSet<string>(parts[1].Split(','));
                continue;
            }
            variant = parts[0];
            StubPlayer.LegacyInputEnabled = legacySetups.Contains(variant);
            var kit = Assembly.LoadFrom(parts[1]);
            if (perfRun)
            {
                if (variant == stageSetup)
                {
                    PlayAllocations(kit);
                    PlayHud(kit);
                    PlaySmallAreas(kit);
                    PlayAnimatedArea(kit);
                    PlayFrameRate(kit);
                    PlayTexels(kit);
                    PlayUrp2DEditor(kit);
                }
                if (variant == eventTimeSetup)
                {
                    PlayTapTiming(kit);
                    // The Input System's devices read as the package reads them: the stub's controls made once.
                    PlayAllocations(kit);
                }
                PlayEventTime(kit);
                continue;
            }
            if (scenarioFile != null)
            {
                PlayScenarios(kit, inputlessSetups.Contains(variant));
                continue;
            }
            PlayInputVersion(kit);
            if (inputlessSetups.Contains(variant))
            {
                PlayWithoutInput(kit);
                // A second Play with domain reload off: statics keep their values, [RuntimeInitializeOnLoadMethod] runs.
                StubPlayer.EnterPlayMode(kit);
                PlayWithoutInput(kit);
                continue;
            }
            PlayDropper(kit);
            PlayDropperBoard(kit);
            if (variant == stageSetup) PlayBadBoard(kit);
            PlayMemory(kit);
            PlayRhythm(kit);
            if (variant == stageSetup) PlayRhythmDeviceChange(kit);
            PlayWheel(kit);
            PlayWheelQuickTap(kit);
            PlayDash(kit);
            PlayDashFrameRates(kit);
            PlayBounce(kit);
            PlayFocus(kit);
            PlayHostPause(kit);
            PlayNoHud(kit);
            if (variant == stageSetup) PlayHideHudOnPause(kit);
            PlayKeys(kit);
            PlayKeyRange(kit);
            PlayLifecycle(kit);
            PlayTouch(kit);
            PlayHostFinger(kit);
            if (variant == eventTimeSetup) PlayTouchIdClash(kit);
            if (variant == stageSetup)
            {
                PlayStage(kit);
                PlayTimeScale(kit);
                PlayRhythmWebFirstPress(kit);
                PlayUpdateMidClack(kit);
                PlayHost(kit);
                PlayBorrow(kit);
                PlayListenerSwap(kit);
                PlayModelKept(kit);
                PlayMemoryStartAnywhere(kit);
                PlayMemoryNewBoard(kit);
                PlayBoardLayer(kit);
                PlayGivenCamera(kit);
                PlayOwnCamera(kit);
                PlayHudBand(kit);
                PlayPauseBetweenRuns(kit);
                PlayEditorFocus(kit);
                PlayAway(kit);
                PlayHostContinue(kit);
                PlayEnabledBack(kit);
                PlayRig(kit);
                PlayBeforeAwake(kit);
                PlayEarlyPause(kit);
                PlayBeforeFirstFrame(kit);
                PlayApiEdges(kit);
                PlayComponentDestroyed(kit);
                PlayHudFields(kit);
                PlayMemorySecondKeys(kit);
                PlayRhythmMixer(kit);
                PlayLateFields(kit);
                PlayViewportSteer(kit);
                PlayPrompts(kit);
                if (uguiSetups.Contains(variant)) PlayHostTextMeshField(kit);
                if (uguiSetups.Contains(variant)) PlayHostSelected(kit);
                if (uguiSetups.Contains(variant)) PlayKeysUnderHostUi(kit, "selectedButton", () => HostButton(true), () => HostButton(false));
                if (uitkSetups.Contains(variant)) PlayKeysUnderHostUi(kit, "numberField", () => HostNumberField(true), () => HostNumberField(false));
                if (uitkSetups.Contains(variant)) PlayKeysUnderHostUi(kit, "toolkitButton", () => HostToolkitButton(true), () => HostToolkitButton(false));
                PlayKeysUnderHostUi(kit, "imguiField", () => HostImguiField(true), () => HostImguiField(false));
                if (uguiSetups.Contains(variant)) PlayHostWorld(kit);
                PlaySharedMain(kit);
                PlayModelShape(kit);
            }
        }
        return 0;
    }
}

// What com.unity.cinemachine adds to a camera it drives (Cinemachine 3: Unity.Cinemachine; 2.x: Cinemachine), known to the
// kits by its name alone (they do not depend on the package).
namespace Unity.Cinemachine
{
    public class CinemachineBrain : UnityEngine.MonoBehaviour {}
}

// URP's per-camera data, as com.unity.render-pipelines.universal declares it (UniversalAdditionalCameraData.cs:
// renderType; cameraStack answers only for a Base camera, with a warning and null for an Overlay one), for the kits'
// host-UI rule, which reads it by name (they do not depend on URP).
namespace UnityEngine.Rendering.Universal
{
    public enum CameraRenderType { Base, Overlay }

    public class UniversalRenderPipelineAsset : UnityEngine.Rendering.RenderPipelineAsset {}

    public class UniversalAdditionalCameraData : UnityEngine.MonoBehaviour
    {
        readonly System.Collections.Generic.List<UnityEngine.Camera> m_Cameras = new System.Collections.Generic.List<UnityEngine.Camera>();
        public CameraRenderType renderType { get; set; }
        /// <summary>The Inspector's Stack list, written as the editor writes it (not through the getter).</summary>
        internal void Stack(UnityEngine.Camera camera) { m_Cameras.Add(camera); }
        public System.Collections.Generic.List<UnityEngine.Camera> cameraStack
        {
            get
            {
                // URP 14: scriptableRenderer is null with no pipeline asset in use (the Built-in pipeline), and the
                // getter's SupportsCameraStackingType call on it throws.
                if (UnityEngine.Rendering.GraphicsSettings.currentRenderPipeline == null) throw new System.NullReferenceException("scriptableRenderer");
                if (renderType != CameraRenderType.Base)
                {
                    UnityEngine.Debug.LogWarning(string.Format("{0}: This camera is of {1} type. Only Base cameras can have a camera stack.", name, renderType));
                    return null;
                }
                return m_Cameras;
            }
        }
    }
}
