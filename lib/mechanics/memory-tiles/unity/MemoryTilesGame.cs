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
    /// show, then turn two at a time, by pointer or with the arrow keys and Space or Enter.
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

        /// <summary>The rules, driven by this component. Null before Awake.</summary>
        public MemoryTilesModel Model { get; private set; }
        /// <summary>The tile the keyboard is on.</summary>
        public int Focus { get; private set; }
        /// <summary>The play clock in ms: the model's time.</summary>
        public double Now { get; private set; }

        const float Pitch = 1.1f;
        static readonly Color Background = new Color(0.05f, 0.06f, 0.1f);

        MicroloopStage stage;
        readonly MicroloopGui hud = new MicroloopGui();
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
            }
            Model = new MemoryTilesModel(ValuesOf(config), seed != 0 ? (uint)seed : (uint)Environment.TickCount);
            Model.ScoreChanged += score =>
            {
                onScoreChanged.Invoke(score);
                if (ScoreChanged != null) ScoreChanged(score);
            };
            Model.PairMatched += match =>
            {
                onPairMatched.Invoke(match.Symbol);
                if (PairMatched != null) PairMatched(match.Symbol);
            };
            Model.BoardCleared += result =>
            {
                onBoardGraded.Invoke(result.Stars);
                if (BoardGraded != null) BoardGraded(result);
                onEnded.Invoke(Model.Score);
                if (Ended != null) Ended(Model.Score);
            };
            if (tileSet == null) tileSet = ScriptableObject.CreateInstance<MemoryTilesTileSet>();
            stage = new MicroloopStage(Background);
            Build();
        }

        void OnDestroy()
        {
            if (stage != null) stage.Dispose();
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
            Now += Time.deltaTime * 1000.0;
            // Settings edited in the Inspector while playing: a new Board Size redeals a board nobody has seen.
            if (Model.Update(ValuesOf(config))) Build();
            Model.Tick(Now);
            int picked = PointerTile();
            bool press = picked >= 0 || KeyPressed(Key.Accept);
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
                if (press) Model.Flip(Focus, Now);
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

        /// <summary>The tile a click or tap this frame landed on, or -1.</summary>
        int PointerTile()
        {
            Vector2 screen;
            if (!MicroloopInput.PointerPressed(out screen)) return -1;
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
            hud.Begin();
            if (Model.Stage == MemoryStage.Cleared && Model.Result.HasValue)
            {
                hud.Field("Board cleared in ", Model.Result.Value.Moves);
                hud.Field(" moves: ", Model.Result.Value.Stars);
                hud.Text(" stars");
            }
            else
            {
                hud.Text(Model.Stage == MemoryStage.Dealt ? "Press Space or click to start" : Model.Stage == MemoryStage.Peek ? "Remember the tiles" : "Find the pairs");
            }
            hud.Gap();
            hud.Field("Score ", Model.Score);
            hud.Gap();
            hud.Field("Moves ", Model.Moves);
            hud.Gap();
            hud.Field("Streak ", Model.Streak);
            for (int i = 0; i < Model.Tiles.Count; i++)
            {
                if (!Model.Tiles[i].FaceUp && !Model.Tiles[i].Matched) continue;
                var at = stage.Camera.WorldToScreenPoint(TilePosition(i, 0) + new Vector3(0, -0.38f, 0));
                hud.TextAt(new Vector2(at.x, Screen.height - at.y), Model.SymbolAt(i));
            }
            hud.End();
        }
    }
}
