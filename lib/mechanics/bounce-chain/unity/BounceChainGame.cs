// BounceChain in an empty scene: add this component to an empty GameObject and press Play. It builds the
// 8 × 6 field, the ball and the platforms from sprites, steps BounceChainModel (the rules) every frame and
// raises its events; the shell it derives from (MicroloopGame.cs) reads the input, pauses, draws the HUD and
// frames the camera. Change the look in Build and Sync; the rules live in BounceChainModel.cs.
using System;
using System.Collections.Generic;
using UnityEngine;
using UnityEngine.Events;

namespace Microloop.BounceChain
{
    /// <summary>
    /// Plays BounceChain: hold Left/Right or A/D (or press and hold on the left or right half of the
    /// game's view) to steer the ball; Space or Enter, or a click or tap let go within 0.25 s, nudges it toward
    /// the next platform. Bounce on a different platform each time to grow the chain. Falling off the
    /// bottom ends the run; Space, Enter, a click or a tap starts the next. R or the Restart button (top
    /// right) starts over, but not while the game is paused or counting down (Restart() from code does).
    /// </summary>
    [AddComponentMenu("Microloop/Bounce Chain Game")]
    [DisallowMultipleComponent]
    public class BounceChainGame : MicroloopGame<BounceChainConfig>
    {
        /// <summary>A bounce: the points it scored.</summary>
        [Tooltip("A bounce: the points it scored.")]
        public UnityEvent<int> onBounced = new UnityEvent<int>();

        /// <summary>A bounce: the platform's id, the chain it made, the points it scored and more.</summary>
        public event Action<BounceEvent> Bounced;

        /// <summary>A press on the view let go within this many seconds is a tap: a nudge.</summary>
        public const float TapSeconds = 0.25f;

        /// <summary>The rules, stepped by this component. Null before Awake. Read before the game's first frame, it deals the first run then: set seed and the game's fields before.</summary>
        public BounceChainModel Model { get { EnsureBegun(); return model; } private set { model = value; } }
        BounceChainModel model;

        static readonly Color PlatformColour = new Color(0.65f, 0.55f, 0.98f);
        static readonly Color BallColour = new Color(0.13f, 0.83f, 0.93f);
        static readonly Color WallColour = new Color(0.23f, 0.27f, 0.44f);

        /// <summary>Seconds the pointer has been down on the view, or -1 when none is (or its press is spent).</summary>
        double pressedFor = -1;
        Transform root;
        Transform ballView;
        readonly List<Transform> platformViews = new List<Transform>();

        internal override BounceChainConfig LoadPreset() { return Preset("Microloop/bounce-chain.config", BounceChainConfig.FromJson); }

        internal override Color Background { get { return new Color(0.04f, 0.05f, 0.1f); } }

        internal override bool Running { get { return !Model.Over; } }

        internal override void Begin()
        {
            config.Clamp();
            Model = new BounceChainModel(ValuesOf(config), RunSeed());
            float width = (float)BounceChainModel.WorldWidth, height = (float)BounceChainModel.WorldHeight;
            Stage.Frame(new Vector2(width / 2, -height / 2), width * 1.05f, height * 1.05f);
            Build();
        }

        /// <summary>The config's fields as the model's doubles, each float rounded to four decimal places: 0.85f is read as 0.85, not 0.8500000238418579.</summary>
        public static BounceChainValues ValuesOf(BounceChainConfig settings)
        {
            return new BounceChainValues
            {
                Gravity = Math.Round(settings.gravity, 4),
                Restitution = Math.Round(settings.restitution, 4),
                PlatformSpeed = Math.Round(settings.platformSpeed, 4),
                PlatformWidth = Math.Round(settings.platformWidth, 4),
                MultiplierStep = Math.Round(settings.multiplierStep, 4),
                Steer = settings.steerAcceleration,
            };
        }

        // Input: Left/A and Right/D, or a press held on the left or right half of the view, steer; Space or Enter,
        // or a press let go within TapSeconds, nudges; after the fall a press starts the next run.
        internal override void Play(float seconds)
        {
            // Settings edited in the Inspector while playing apply from the next sub-step.
            // Values set from code are put on their steps in their ranges, as the Inspector puts them.
            config.Clamp();
            Model.Update(ValuesOf(config));
            Vector2 screen;
            bool pointerPressed = Controls.FirstTap(out screen);
            bool nudge = Controls.AcceptPressed;
            if (Model.Over)
            {
                if (nudge || pointerPressed)
                {
                    // The press starts the next run, which plays from this frame on; the press is spent: held, it
                    // steers nothing, and its release is no nudge.
                    StartOver();
                    pressedFor = -1;
                    nudge = false;
                    Controls.Swallow();
                }
            }
            else
            {
                // Held from the frame it went down to the frame it is let go (16 frames at 60 fps: 0.267 s, no tap).
                if (pointerPressed) pressedFor = 0;
                else if (pressedFor >= 0) pressedFor += seconds;
                bool down = Controls.PointersHeld(out screen) > 0;
                if (!down && pressedFor >= 0)
                {
                    // Frame times are floats: 15 of (float)(1/60) are 0.25 s, give or take a millionth.
                    if (pressedFor <= TapSeconds + 1e-4) nudge = true;
                    pressedFor = -1;
                }
                if (nudge) Model.Nudge();
            }
            Model.Steer(SteerHeld());
            foreach (var happened in Model.Step(seconds))
            {
                if (happened.Kind == BounceEventKind.Bounce)
                {
                    onBounced.Invoke(happened.Points);
                    if (Bounced != null) Bounced(happened);
                }
                else ReportEnded(Model.Score);
            }
            ReportScore(Model.Score);
            Sync();
        }

        /// <summary>Paused: held keys and fingers are let go in the game without acting (no steering, no nudge on their release).</summary>
        internal override void LetGo()
        {
            Model.Steer(0);
            pressedFor = -1;
        }

        /// <summary>A new run (a new seed when Seed is 0): ScoreChanged(0) when the score was not 0. Ended never fires.</summary>
        internal override void StartOver()
        {
            // The same model and the same field: Model is one object for the Game's life, and its views are kept.
            Model.Values = ValuesOf(config);
            Model.Reset(RunSeed());
            pressedFor = -1;
            ReportScore(Model.Score);
            Sync();
        }

        /// <summary>-1, 0 or 1: Left/A and Right/D held, and a press held on the left or right half of the game's view.</summary>
        int SteerHeld()
        {
            int direction = 0;
            if (Controls.Held(MicroloopKey.Left) || Controls.Held(MicroloopKey.A)) direction -= 1;
            if (Controls.Held(MicroloopKey.Right) || Controls.Held(MicroloopKey.D)) direction += 1;
            Vector2 screen;
            // The halves of the view the game is seen in (the host may give its camera part of the screen).
            var view = Stage.Camera.pixelRect;
            if (Controls.PointersHeld(out screen) > 0) direction += screen.x < view.x + view.width / 2 ? -1 : 1;
            return Math.Sign(direction);
        }

        /// <summary>A sprite piece; a smaller z draws in front.</summary>
        Transform Piece(MicroloopShape shape, string name, Color colour, float z)
        {
            return Stage.Piece(root, shape, name, new Vector3(0, 0, z), Vector2.one, colour);
        }

        /// <summary>The walls, the platforms and the ball from sprites, once (a restart keeps them). World y points down; Unity's up.</summary>
        void Build()
        {
            platformViews.Clear();
            root = MakeBoard("Field");
            float width = (float)BounceChainModel.WorldWidth, height = (float)BounceChainModel.WorldHeight;
            foreach (float x in new[] { -0.05f, width + 0.05f })
            {
                var wall = Piece(MicroloopShape.Square, "Wall", WallColour, 0);
                wall.localPosition = new Vector3(x, -height / 2, 0);
                wall.localScale = new Vector3(0.1f, height, 1);
            }
            foreach (var platform in Model.Platforms)
            {
                var platformView = Piece(MicroloopShape.Square, "Platform", PlatformColour, 0);
                platformView.localScale = new Vector3((float)Model.Values.PlatformWidth, (float)BounceChainModel.PlatformThickness, 1);
                platformViews.Add(platformView);
            }
            ballView = Piece(MicroloopShape.Circle, "Ball", BallColour, -0.1f);
            float diameter = (float)(2 * BounceChainModel.BallRadius);
            ballView.localScale = new Vector3(diameter, diameter, 1);
            Sync();
        }

        void Sync()
        {
            for (int i = 0; i < Model.Platforms.Count && i < platformViews.Count; i++)
            {
                var platform = Model.Platforms[i];
                float platformWidth = (float)Model.Values.PlatformWidth;
                platformViews[i].localScale = new Vector3(platformWidth, (float)BounceChainModel.PlatformThickness, 1);
                platformViews[i].localPosition = new Vector3((float)platform.Left + platformWidth / 2, -(float)(platform.Y + BounceChainModel.PlatformThickness / 2), 0);
            }
            ballView.localPosition = new Vector3((float)Model.Ball.X, -(float)Model.Ball.Y, 0);
        }

        internal override void Draw(MicroloopGui text)
        {
            text.Field("Score ", Model.Score);
            text.Gap();
            text.Field("Chain ", Model.Chain);
            text.Gap();
            text.Field("x", Model.Multiplier);
            if (!Model.Over) return;
            text.Line();
            text.Text(Prompt(MicroloopMoment.Again));
        }

        /// <summary>The HUD's deepest text: the widest score line and the end's prompt under it.</summary>
        internal override void DrawMost(MicroloopGui text)
        {
            text.Field("Score ", 999999);
            text.Gap();
            text.Field("Chain ", 999);
            text.Gap();
            text.Field("x", 99.75);
            text.Line();
            text.Text(Prompt(MicroloopMoment.Again, MicroloopHands.Keys));
        }
    }
}
