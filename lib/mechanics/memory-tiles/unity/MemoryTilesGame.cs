// MemoryTiles in an empty scene: add this component to an empty GameObject and press Play. It frames
// a camera, builds the tiles from sprites, reads pointer and keyboard input, drives
// MemoryTilesModel (the rules) on a play clock and raises its events. Change the look in Build and
// Sync; the rules live in MemoryTilesModel.cs.
using System;
using System.Collections.Generic;
using UnityEngine;
using UnityEngine.Events;

namespace Microloop.MemoryTiles
{
    /// <summary>
    /// Plays MemoryTiles: Space, Enter, a click or a tap starts a board; remember the tiles while they
    /// show, then turn two at a time, by pointer or with the arrow keys and Space or Enter. After a cleared
    /// board a press deals the next. R or the Restart button (top right, click or tap) goes back to the first board.
    /// </summary>
    [AddComponentMenu("Microloop/Memory Tiles Game")]
    [DisallowMultipleComponent]
    public class MemoryTilesGame : MonoBehaviour
    {
        [Tooltip("The tuned settings. Empty: the preset in Resources (memory-tiles.config.json), read at Awake.")]
        public MemoryTilesConfig config;

        [Tooltip("Seed of the deals: the same seed deals the same boards. 0: a new seed each Play.")]
        public int seed = 1;

        [Tooltip("The tiles' colours and shapes (Assets > Create > Microloop > MemoryTiles Tile Set). Empty: the built-in set.")]
        public MemoryTilesTileSet tileSet;

        [Header("Events")]
        [Tooltip("The score changed: the new total (100 a pair, over every board).")]
        public UnityEvent<int> onScoreChanged = new UnityEvent<int>();
        [Tooltip("A board was cleared: the score so far. The next press deals the next board.")]
        public UnityEvent<int> onEnded = new UnityEvent<int>();
        [Tooltip("A pair was found: the word of its symbol, e.g. star.")]
        public UnityEvent<string> onPairMatched = new UnityEvent<string>();
        [Tooltip("A board was graded: 1, 2 or 3 stars.")]
        public UnityEvent<int> onBoardGraded = new UnityEvent<int>();

        /// <summary>The score changed: the new total.</summary>
        public event Action<int> ScoreChanged;
        /// <summary>A board was cleared: the score so far.</summary>
        public event Action<int> Ended;
        /// <summary>A pair was found: its symbol's word.</summary>
        public event Action<string> PairMatched;
        /// <summary>A board was cleared: its grade.</summary>
        public event Action<BoardResult> BoardGraded;
        /// <summary>A pick turned a tile: its Kind (First, Match or Miss) and Symbol.</summary>
        public event Action<FlipOutcome> Judged;
        /// <summary>Play stopped without the board ending: the application lost focus, or Pause().</summary>
        public event Action Paused;
        /// <summary>Play goes on after a pause (after the 3 s countdown when focus came back).</summary>
        public event Action Resumed;

        /// <summary>The rules, driven by this component. Null before Awake.</summary>
        public MemoryTilesModel Model { get; private set; }
        /// <summary>The tile the keyboard is on.</summary>
        public int Focus { get; private set; }
        /// <summary>The play clock in ms: the model's time.</summary>
        public double Now { get; private set; }

        const float Pitch = 1.1f;
        static readonly Color Background = new Color(0.05f, 0.06f, 0.1f);

        MicroloopStage stage;
        readonly MicroloopHud hud = new MicroloopHud(false);
        /// <summary>The config and tile set made at Awake when none was assigned: destroyed with the game.</summary>
        MemoryTilesConfig ownConfig;
        MemoryTilesTileSet ownTileSet;
        int lastScore;
        bool pendingScore;
        BoardResult? pendingBoard;
        Transform root;
        Transform focusFrame;
        readonly List<Transform> tileViews = new List<Transform>();
        readonly List<Transform> symbolViews = new List<Transform>();

        void Awake()
        {
            if (config == null)
            {
                var preset = Resources.Load<TextAsset>("memory-tiles.config");
                config = preset != null ? MemoryTilesConfig.FromJson(preset.text) : ScriptableObject.CreateInstance<MemoryTilesConfig>();
                ownConfig = config;
            }
            config.Clamp();
            Model = new MemoryTilesModel(ValuesOf(config), seed != 0 ? (uint)seed : (uint)Environment.TickCount);
            // The model reports a pick's score and a cleared board during Flip: they are raised after the pick's Judged.
            Model.ScoreChanged += score => pendingScore = true;
            Model.PairMatched += match =>
            {
                onPairMatched.Invoke(match.Symbol);
                if (PairMatched != null) PairMatched(match.Symbol);
            };
            Model.BoardCleared += result => pendingBoard = result;
            if (tileSet == null) tileSet = ownTileSet = ScriptableObject.CreateInstance<MemoryTilesTileSet>();
            stage = new MicroloopStage(Background);
            Build();
            // Play is the start: the first board's peek begins at once (later boards wait for a press).
            Model.Begin(Now);
        }

        /// <summary>Raises what the model reported since the last call: ScoreChanged (when the score changed), then BoardGraded and Ended.</summary>
        void RaiseReported()
        {
            if (pendingScore && Model.Score != lastScore)
            {
                lastScore = Model.Score;
                onScoreChanged.Invoke(lastScore);
                if (ScoreChanged != null) ScoreChanged(lastScore);
            }
            pendingScore = false;
            if (!pendingBoard.HasValue) return;
            var result = pendingBoard.Value;
            pendingBoard = null;
            onBoardGraded.Invoke(result.Stars);
            if (BoardGraded != null) BoardGraded(result);
            onEnded.Invoke(Model.Score);
            if (Ended != null) Ended(Model.Score);
        }

        void OnDestroy()
        {
            if (stage != null) stage.Dispose();
            if (ownConfig != null) Destroy(ownConfig);
            if (ownTileSet != null) Destroy(ownTileSet);
        }

        /// <summary>A board is under way: its peek or its pairs (not waiting to be started, not cleared).</summary>
        bool Running
        {
            get { return Model != null && (Model.Stage == MemoryStage.Peek || Model.Stage == MemoryStage.Play); }
        }

        void OnApplicationFocus(bool focused)
        {
            if (Model != null && hud.Focus(focused, Running) && Paused != null) Paused();
        }

        void OnApplicationPause(bool paused)
        {
            if (Model != null && hud.ApplicationPause(paused, Running) && Paused != null) Paused();
        }

        /// <summary>Pauses a board under way (Paused fires; its timers hold); <see cref="Resume"/> goes on.</summary>
        public void Pause()
        {
            if (Model != null && hud.Pause(Running) && Paused != null) Paused();
        }

        /// <summary>Goes on after <see cref="Pause"/> (Resumed fires); while the application is away it waits for focus.</summary>
        public void Resume()
        {
            if (hud.Resume() && Resumed != null) Resumed();
        }

        /// <summary>Back to the first board (a new seed when Seed is 0): ScoreChanged(0) when the score was not 0. Ended never fires.</summary>
        public void Restart()
        {
            Model.Reset(seed != 0 ? (uint)seed : (uint)Environment.TickCount);
            RaiseReported();
            Focus = 0;
            Build();
            Model.Begin(Now);
        }

        /// <summary>The config's fields as the model's doubles: 0.3f is read as 0.3.</summary>
        public static MemoryTilesValues ValuesOf(MemoryTilesConfig settings)
        {
            return new MemoryTilesValues
            {
                Size = settings.boardSize,
                Peek = Math.Round(settings.peekTime, 4),
                PeekCut = Math.Round(settings.peekReduction, 4),
                FlipBack = settings.flipBackDelay,
            };
        }

        void Update()
        {
            if (Model == null) return;
            stage.Refit();
            if (hud.Read() == MicroloopPauseChange.Resumed && Resumed != null) Resumed();
            // Paused: the play clock holds, so the peek and a miss's flip-back wait; presses do nothing.
            if (hud.Holding) return;
            if (hud.RestartPressed)
            {
                Restart();
                return;
            }
            Now += Time.deltaTime * 1000.0;
            // Settings edited while playing: a new Board Size deals a new board at once, its tiles rebuilt (every
            // one pickable) and its peek begun when a board was under way.
            bool wasRunning = Running;
            // Values set from code are put on their steps in their ranges, as the Inspector puts them.
            config.Clamp();
            if (Model.Update(ValuesOf(config)))
            {
                Build();
                if (wasRunning) Model.Begin(Now);
            }
            Model.Tick(Now);
            Vector2 screen;
            bool tapped = hud.FirstTap(out screen);
            int picked = tapped ? TileAt(screen) : -1;
            bool accept = KeyPressed(Key.Accept);
            // Waiting for a board (dealt or cleared) a tap anywhere starts it; in play a tap picks the tile under it.
            bool press = Model.Stage == MemoryStage.Dealt || Model.Stage == MemoryStage.Cleared ? tapped || accept : picked >= 0 || accept;
            if (picked >= 0) Focus = picked;
            if (Model.Stage == MemoryStage.Cleared)
            {
                // The press after a cleared board deals the next one and starts its peek.
                if (press)
                {
                    Model.NextBoard();
                    Build();
                    Model.Begin(Now);
                }
            }
            else if (Model.Stage == MemoryStage.Dealt)
            {
                if (press) Model.Begin(Now);
            }
            else
            {
                MoveFocus();
                if (press)
                {
                    var outcome = Model.Flip(Focus, Now);
                    if (outcome.Kind != FlipKind.Ignored && Judged != null) Judged(outcome);
                    RaiseReported();
                }
            }
            Sync();
        }

        enum Key { Accept, Left, Right, Up, Down }

        bool KeyPressed(Key key)
        {
            switch (key)
            {
                case Key.Accept: return MicroloopInput.AcceptPressed();
                case Key.Left: return MicroloopInput.KeyPressed(MicroloopKey.Left);
                case Key.Right: return MicroloopInput.KeyPressed(MicroloopKey.Right);
                case Key.Up: return MicroloopInput.KeyPressed(MicroloopKey.Up);
                default: return MicroloopInput.KeyPressed(MicroloopKey.Down);
            }
        }

        /// <summary>The tile under a screen point (pixels), or -1.</summary>
        int TileAt(Vector2 screen)
        {
            var world = stage.Camera.ScreenToWorldPoint(new Vector3(screen.x, screen.y, 10));
            float half = Model.Side * Pitch / 2;
            int column = Mathf.FloorToInt((world.x + half) / Pitch);
            int row = Mathf.FloorToInt((half - world.y) / Pitch);
            if (column < 0 || row < 0 || column >= Model.Side || row >= Model.Side) return -1;
            return row * Model.Side + column;
        }

        void MoveFocus()
        {
            int side = Model.Side, row = Focus / side, column = Focus % side;
            if (KeyPressed(Key.Left) && column > 0) Focus -= 1;
            if (KeyPressed(Key.Right) && column < side - 1) Focus += 1;
            if (KeyPressed(Key.Up) && row > 0) Focus -= side;
            if (KeyPressed(Key.Down) && row < side - 1) Focus += side;
        }

        Vector3 TilePosition(int index, float z)
        {
            int side = Model.Side;
            float offset = (side - 1) / 2f;
            return new Vector3((index % side - offset) * Pitch, (offset - index / side) * Pitch, z);
        }

        /// <summary>A sprite piece <paramref name="size"/> across; a smaller z draws in front.</summary>
        Transform Piece(MicroloopShape shape, string name, Vector3 position, float size, Color colour)
        {
            return stage.Piece(root, shape, name, position, new Vector2(size, size), colour);
        }

        /// <summary>Builds the board's tiles from sprites (again after a new deal).</summary>
        void Build()
        {
            if (root != null) Destroy(root.gameObject);
            tileViews.Clear();
            symbolViews.Clear();
            root = new GameObject("Tiles").transform;
            root.SetParent(transform, false);
            Focus = Mathf.Min(Focus, Model.Tiles.Count - 1);
            float board = Model.Side * Pitch + 1.2f;
            stage.Frame(Vector2.zero, board, board);
            focusFrame = Piece(MicroloopShape.Square, "Focus", new Vector3(0, 0, 0.05f), 1.08f, tileSet.focus);
            for (int i = 0; i < Model.Tiles.Count; i++)
            {
                tileViews.Add(Piece(MicroloopShape.Square, "Tile " + i, TilePosition(i, 0), 1f, tileSet.back));
                int symbol = Model.Tiles[i].Symbol;
                var shape = Piece(Shape(tileSet.ShapeOf(symbol)), MemoryTilesModel.SymbolNames[symbol], TilePosition(i, -0.3f), 0.55f, tileSet.ColourOf(symbol));
                symbolViews.Add(shape);
            }
            Sync();
        }

        static MicroloopShape Shape(TileShape shape)
        {
            return shape == TileShape.Square ? MicroloopShape.Square : shape == TileShape.Diamond ? MicroloopShape.Diamond : MicroloopShape.Circle;
        }

        void Sync()
        {
            for (int i = 0; i < Model.Tiles.Count && i < tileViews.Count; i++)
            {
                var tile = Model.Tiles[i];
                bool shown = tile.FaceUp || tile.Matched;
                symbolViews[i].gameObject.SetActive(shown);
                MicroloopStage.Tint(tileViews[i], tile.Matched ? Color.Lerp(tileSet.back, Background, 0.5f) : shown ? tileSet.face : tileSet.back);
            }
            focusFrame.position = TilePosition(Focus, 0.05f);
        }

        void OnGUI()
        {
            if (Model == null) return;
            var text = hud.BeginText();
            if (Model.Stage == MemoryStage.Cleared && Model.Result.HasValue)
            {
                text.Field("Board cleared in ", Model.Result.Value.Moves);
                text.Field(" moves: ", Model.Result.Value.Stars);
                text.Text(" stars");
            }
            else
            {
                text.Text(Model.Stage == MemoryStage.Dealt ? "Press Space or click to start" : Model.Stage == MemoryStage.Peek ? "Remember the tiles" : "Find the pairs");
            }
            text.Gap();
            text.Field("Score ", Model.Score);
            text.Gap();
            text.Field("Moves ", Model.Moves);
            text.Gap();
            text.Field("Streak ", Model.Streak);
            for (int i = 0; i < Model.Tiles.Count; i++)
            {
                if (!Model.Tiles[i].FaceUp && !Model.Tiles[i].Matched) continue;
                var at = stage.Camera.WorldToScreenPoint(TilePosition(i, 0) + new Vector3(0, -0.38f, 0));
                text.TextAt(new Vector2(at.x, Screen.height - at.y), Model.SymbolAt(i));
            }
            hud.Draw();
        }
    }
}
