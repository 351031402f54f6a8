// MemoryTiles in an empty scene: add this component to an empty GameObject and press Play. It builds the
// tiles from sprites, drives MemoryTilesModel (the rules) on a play clock and raises its events; the shell it
// derives from (MicroloopGame.cs) reads the input, pauses, draws the HUD and frames the camera. Change the
// look in Build and Sync; the rules live in MemoryTilesModel.cs.
using System;
using System.Collections.Generic;
using UnityEngine;
using UnityEngine.Events;
using UnityEngine.Serialization;

namespace Microloop.MemoryTiles
{
    /// <summary>
    /// Plays MemoryTiles: the first board shows its tiles at once; remember them while they
    /// show, then turn two at a time, by pointer or with the arrow keys and Space or Enter. After a cleared
    /// board (BoardCleared) a press deals the next; the score goes on over every board. No rule ends the
    /// run: Ended never fires. R or the Restart button (top right, click or tap) deals a new first board (the same one again when Seed is set), but not while paused or
    /// counting down (Restart() from code does).
    /// </summary>
    [AddComponentMenu("Microloop/Memory Tiles Game")]
    [DisallowMultipleComponent]
    public class MemoryTilesGame : MicroloopGame<MemoryTilesConfig>
    {
        /// <summary>The tiles' colours and shapes (Assets &gt; Create &gt; Microloop &gt; MemoryTiles Tile Set). Empty: the built-in set.</summary>
        [Tooltip("The tiles' colours and shapes (Assets > Create > Microloop > MemoryTiles Tile Set). Empty: the built-in set.")]
        public MemoryTilesTileSet tileSet;

        /// <summary>A pair was found: its symbol's index in MemoryTilesModel.SymbolNames (and in the tile set).</summary>
        [Tooltip("A pair was found: its symbol's index in MemoryTilesModel.SymbolNames (and in the tile set).")]
        public UnityEvent<int> onPairMatched = new UnityEvent<int>();
        // Its 1.2.0 name: listeners wired in the Inspector to onBoardGraded keep their wiring.
        /// <summary>A board was cleared: its grade, 1, 2 or 3 stars. The next press deals the next board.</summary>
        [Tooltip("A board was cleared: its grade, 1, 2 or 3 stars. The next press deals the next board.")]
        [FormerlySerializedAs("onBoardGraded")]
        public UnityEvent<int> onBoardCleared = new UnityEvent<int>();
        /// <summary>A pick turned a tile: First, Match or Miss (as DoubleTapDash's and RhythmClacker's onJudged carry their judgement).</summary>
        [Tooltip("A pick turned a tile: First, Match or Miss (as DoubleTapDash's and RhythmClacker's onJudged carry their judgement).")]
        public UnityEvent<FlipKind> onJudged = new UnityEvent<FlipKind>();

        /// <summary>A pair was found: its symbol (word and index) and the board's progress.</summary>
        public event Action<FlipOutcome> PairMatched;
        /// <summary>A board was cleared: its moves, pairs, stars (1 to 3) and the streak.</summary>
        public event Action<BoardResult> BoardCleared;
        /// <summary>A pick turned a tile: its Kind (First, Match or Miss) and Symbol.</summary>
        public event Action<FlipOutcome> Judged;

        /// <summary>The rules, driven by this component. Null before Awake. Read before the game's first frame, it deals the first run then: set seed and the game's fields before.</summary>
        public MemoryTilesModel Model { get { EnsureBegun(); return model; } private set { model = value; } }
        MemoryTilesModel model;
        /// <summary>The tile the keyboard is on.</summary>
        public int Focus { get; private set; }
        /// <summary>
        /// The player gave the keyboard a tile (an arrow key, a first Space or Enter, a tile picked): until then Space and
        /// Enter pick nothing, as a page's tile takes no key before it has the focus. The focus frame shows from then on.
        /// </summary>
        public bool FocusShown { get; private set; }
        /// <summary>The play clock in ms: the model's time.</summary>
        public double Now { get; private set; }

        const float Pitch = 1.1f;
        static readonly Color Dark = new Color(0.05f, 0.06f, 0.1f);

        /// <summary>The tile set made at the first frame when none was assigned: destroyed with the game.</summary>
        MemoryTilesTileSet ownTileSet;
        /// <summary>The tile set the symbols and the focus frame were last styled from.</summary>
        MemoryTilesTileSet styledWith;
        bool pendingScore;
        BoardResult? pendingBoard;
        Transform root;
        Transform focusFrame;
        readonly List<Transform> tileViews = new List<Transform>();
        readonly List<Transform> symbolViews = new List<Transform>();

        internal override MemoryTilesConfig LoadPreset() { return Preset("Microloop/memory-tiles.config", MemoryTilesConfig.FromJson); }

        internal override Color Background { get { return Dark; } }

        internal override void Begin()
        {
            config.Clamp();
            Model = new MemoryTilesModel(ValuesOf(config), RunSeed());
            // The model reports a pick's score and a cleared board during Flip: they are raised after the pick's Judged.
            Model.ScoreChanged += score => pendingScore = true;
            Model.PairMatched += match =>
            {
                onPairMatched.Invoke(match.SymbolIndex);
                if (PairMatched != null) PairMatched(match);
            };
            Model.BoardCleared += result => pendingBoard = result;
            Build();
            // Play is the start: the first board's peek begins at once (later boards wait for a press).
            Model.Begin(Now);
        }

        /// <summary>Raises what the model reported since the last call: ScoreChanged (when the score changed), then BoardCleared.</summary>
        void RaiseReported()
        {
            if (pendingScore) ReportScore(Model.Score);
            pendingScore = false;
            if (!pendingBoard.HasValue) return;
            var result = pendingBoard.Value;
            pendingBoard = null;
            onBoardCleared.Invoke(result.Stars);
            if (BoardCleared != null) BoardCleared(result);
        }

        internal override void Release()
        {
            if (ownTileSet != null) Destroy(ownTileSet);
        }

        /// <summary>The built-in set in an empty tileSet field: at the start, and when it is emptied while playing (the
        /// Inspector's None, or null from code), not a NullReferenceException every frame.</summary>
        void EnsureTileSet()
        {
            if (tileSet != null) return;
            if (ownTileSet == null) ownTileSet = ScriptableObject.CreateInstance<MemoryTilesTileSet>();
            tileSet = ownTileSet;
        }

        /// <summary>A board is under way: its peek or its pairs (not waiting to be started, not cleared).</summary>
        internal override bool Running
        {
            get { return Model.Stage == MemoryStage.Peek || Model.Stage == MemoryStage.Play; }
        }

        /// <summary>Back to the first board (a new seed when Seed is 0): ScoreChanged(0) when the score was not 0. Ended never fires.</summary>
        internal override void StartOver()
        {
            Model.Reset(RunSeed());
            ReportScore(Model.Score);
            Focus = 0;
            Deal();
            Model.Begin(Now);
        }

        /// <summary>The config's fields as the model's doubles, each float rounded to four decimal places: 0.3f is read as 0.3.</summary>
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

        // Input: a click or a tap picks the tile under it; the arrow keys move the focus, Space or Enter picks it.
        // While paused the play clock holds, so the peek and a miss's flip-back wait.
        internal override void Play(float seconds)
        {
            Now += seconds * 1000.0;
            // Settings edited while playing: a new Board Size deals a new board at once, its tiles rebuilt (every
            // one pickable) and its peek begun when a board was under way.
            bool wasRunning = Running;
            // Values set from code are put on their steps in their ranges, as the Inspector puts them.
            config.Clamp();
            if (Model.Update(ValuesOf(config)))
            {
                Deal();
                if (wasRunning) Model.Begin(Now);
            }
            Model.Tick(Now);
            Vector2 screen;
            bool tapped = Controls.FirstTap(out screen);
            int picked = tapped ? TileAt(screen) : -1;
            bool accept = Controls.AcceptPressed;
            bool waiting = Model.Stage == MemoryStage.Dealt || Model.Stage == MemoryStage.Cleared;
            if (!waiting && !FocusShown && accept)
            {
                // The first Space or Enter on the board shows where the keyboard is; it picks nothing yet.
                FocusShown = true;
                accept = false;
            }
            // Waiting for a board (dealt or cleared) a tap anywhere starts it; in play a tap picks the tile under it.
            bool press = waiting ? tapped || accept : picked >= 0 || accept;
            if (picked >= 0)
            {
                Focus = picked;
                FocusShown = true;
            }
            if (Model.Stage == MemoryStage.Cleared)
            {
                // The press after a cleared board deals the next one and starts its peek.
                if (press)
                {
                    Model.NextBoard();
                    Deal();
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
                    if (outcome.Kind != FlipKind.Ignored)
                    {
                        onJudged.Invoke(outcome.Kind);
                        if (Judged != null) Judged(outcome);
                    }
                    RaiseReported();
                }
            }
            Sync();
        }

        /// <summary>The tile under a screen point (pixels), or -1.</summary>
        int TileAt(Vector2 screen)
        {
            // The board is in the Game's space: the point on it, wherever the Game is.
            var world = root.InverseTransformPoint(Stage.Camera.ScreenToWorldPoint(new Vector3(screen.x, screen.y, 10)));
            float half = Model.Side * Pitch / 2;
            int column = Mathf.FloorToInt((world.x + half) / Pitch);
            int row = Mathf.FloorToInt((half - world.y) / Pitch);
            if (column < 0 || row < 0 || column >= Model.Side || row >= Model.Side) return -1;
            return row * Model.Side + column;
        }

        void MoveFocus()
        {
            int side = Model.Side, row = Focus / side, column = Focus % side;
            // Left and right are the arrows and their second keys (A and D unless rebound), as the keys' docs say.
            bool left = Controls.Pressed(MicroloopKey.Left) || Controls.Pressed(MicroloopKey.A);
            bool right = Controls.Pressed(MicroloopKey.Right) || Controls.Pressed(MicroloopKey.D);
            if (left || right || Controls.Pressed(MicroloopKey.Up) || Controls.Pressed(MicroloopKey.Down)) FocusShown = true;
            if (left && column > 0) Focus -= 1;
            if (right && column < side - 1) Focus += 1;
            if (Controls.Pressed(MicroloopKey.Up) && row > 0) Focus -= side;
            if (Controls.Pressed(MicroloopKey.Down) && row < side - 1) Focus += side;
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
            return Stage.Piece(root, shape, name, position, new Vector2(size, size), colour);
        }

        /// <summary>
        /// A new board's tiles: the pieces already made are kept and given the new symbols (their shape, colour and name),
        /// nothing made or destroyed, when the board has as many tiles; built anew only when its size changed.
        /// </summary>
        void Deal()
        {
            EnsureTileSet();
            if (root == null || tileViews.Count != Model.Tiles.Count)
            {
                Build();
                return;
            }
            Focus = Mathf.Min(Focus, Model.Tiles.Count - 1);
            Restyle();
            Sync();
        }

        /// <summary>The symbols' names, shapes and colours and the focus frame's colour, from the model's board and the
        /// tile set: at a new deal, and when another set is assigned (or the field emptied) while the board plays.</summary>
        void Restyle()
        {
            styledWith = tileSet;
            MicroloopStage.Tint(focusFrame, tileSet.focus);
            for (int i = 0; i < Model.Tiles.Count && i < symbolViews.Count; i++)
            {
                int symbol = Model.Tiles[i].Symbol;
                var view = symbolViews[i];
                // A name from the model's table: no string made.
                view.gameObject.name = MemoryTilesModel.SymbolNames[symbol];
                Stage.Reshape(view, Shape(tileSet.ShapeOf(symbol)));
                MicroloopStage.Tint(view, tileSet.ColourOf(symbol));
            }
        }

        /// <summary>Builds the board's tiles from sprites (at the start, and for a board of another size).</summary>
        void Build()
        {
            EnsureTileSet();
            tileViews.Clear();
            symbolViews.Clear();
            root = MakeBoard("Tiles");
            Focus = Mathf.Min(Focus, Model.Tiles.Count - 1);
            float board = Model.Side * Pitch + 1.2f;
            Stage.Frame(Vector2.zero, board, board);
            focusFrame = Piece(MicroloopShape.Square, "Focus", new Vector3(0, 0, 0.05f), 1.08f, tileSet.focus);
            for (int i = 0; i < Model.Tiles.Count; i++)
            {
                tileViews.Add(Piece(MicroloopShape.Square, "Tile " + i, TilePosition(i, 0), 1f, tileSet.back));
                int symbol = Model.Tiles[i].Symbol;
                var shape = Piece(Shape(tileSet.ShapeOf(symbol)), MemoryTilesModel.SymbolNames[symbol], TilePosition(i, -0.3f), 0.55f, tileSet.ColourOf(symbol));
                symbolViews.Add(shape);
            }
            styledWith = tileSet;
            Sync();
        }

        static MicroloopShape Shape(TileShape shape)
        {
            return shape == TileShape.Square ? MicroloopShape.Square : shape == TileShape.Diamond ? MicroloopShape.Diamond : MicroloopShape.Circle;
        }

        void Sync()
        {
            EnsureTileSet();
            if (tileSet != styledWith && root != null) Restyle();
            for (int i = 0; i < Model.Tiles.Count && i < tileViews.Count; i++)
            {
                var tile = Model.Tiles[i];
                bool shown = tile.FaceUp || tile.Matched;
                symbolViews[i].gameObject.SetActive(shown);
                MicroloopStage.Tint(tileViews[i], tile.Matched ? Color.Lerp(tileSet.back, Dark, 0.5f) : shown ? tileSet.face : tileSet.back);
            }
            focusFrame.localPosition = TilePosition(Focus, 0.05f);
            focusFrame.gameObject.SetActive(FocusShown);
        }

        internal override void Draw(MicroloopGui text)
        {
            if (Model.Stage == MemoryStage.Cleared && Model.Result.HasValue)
            {
                var result = Model.Result.Value;
                text.Field("Board cleared in ", result.Moves, MicroloopWords.Counted(result.Moves, " move:", " moves:"));
                text.Field(" ", result.Stars, MicroloopWords.Counted(result.Stars, " star", " stars"));
                text.Line();
                text.Text(Prompt(MicroloopMoment.Start));
            }
            else
            {
                text.Text(Model.Stage == MemoryStage.Dealt ? Prompt(MicroloopMoment.Start) : Model.Stage == MemoryStage.Peek ? "Remember the tiles" : "Find the pairs");
            }
            text.Line();
            text.Field("Score ", Model.Score);
            text.Gap();
            text.Field("Moves ", Model.Moves);
            text.Gap();
            text.Field("Streak ", Model.Streak);
            for (int i = 0; i < Model.Tiles.Count; i++)
            {
                if (!Model.Tiles[i].FaceUp && !Model.Tiles[i].Matched) continue;
                text.TextAt(Stage.Camera, root, TilePosition(i, 0) + new Vector3(0, -0.38f, 0), Pitch, Model.SymbolAt(i));
            }
        }

        /// <summary>The HUD's deepest text: a cleared board's two lines over the widest score line.</summary>
        internal override void DrawMost(MicroloopGui text)
        {
            text.Field("Board cleared in ", 999, " moves:");
            text.Field(" ", 3, " stars");
            text.Line();
            text.Text(Prompt(MicroloopMoment.Start, MicroloopHands.Keys));
            text.Line();
            text.Field("Score ", 999999);
            text.Gap();
            text.Field("Moves ", 999);
            text.Gap();
            text.Field("Streak ", 99);
        }
    }
}
