// BounceChain in an empty scene: add this component to an empty GameObject and press Play. It
// frames a camera on the 8 × 6 field, builds the ball and platforms from sprites, reads
// input, steps BounceChainModel (the rules) every frame and raises its events. Change the look in
// Build and Sync; the rules live in BounceChainModel.cs.
using System;
using System.Collections.Generic;
using UnityEngine;
using UnityEngine.Events;

namespace Microloop.BounceChain
{
    /// <summary>
    /// Plays BounceChain: hold Left/Right or A/D (or press and hold on the left or right half of the
    /// screen) to steer the ball; Space or Enter, or a click or tap let go within 0.25 s, nudges it toward
    /// the next platform. Bounce on a different platform each time to grow the chain. Falling off the
    /// bottom ends the run; Space, Enter, a click or a tap starts the next. R or the Restart button (top
    /// right) starts over at any time.
    /// </summary>
    [AddComponentMenu("Microloop/Bounce Chain Game")]
    [DisallowMultipleComponent]
    public class BounceChainGame : MonoBehaviour
    {
        [Tooltip("The tuned settings. Empty: the preset in Resources (bounce-chain.config.json), read at Awake.")]
        public BounceChainConfig config;

        [Tooltip("Seed of the platforms: the same seed and the same input replay the same run. 0: a new seed each run.")]
        public int seed = 1;

        [Header("Events")]
        [Tooltip("The score changed: the new total.")]
        public UnityEvent<int> onScoreChanged = new UnityEvent<int>();
        [Tooltip("The ball fell off the bottom: the final score. The next press starts a new run.")]
        public UnityEvent<int> onEnded = new UnityEvent<int>();
        [Tooltip("A bounce: the points it scored.")]
        public UnityEvent<int> onBounced = new UnityEvent<int>();

        /// <summary>The score changed: the new total.</summary>
        public event Action<int> ScoreChanged;
        /// <summary>The run ended: the final score.</summary>
        public event Action<int> Ended;
        /// <summary>A bounce: the platform's id, the chain it made, the points it scored and more.</summary>
        public event Action<BounceEvent> Bounced;
        /// <summary>Play stopped without the run ending: the application lost focus, or Pause().</summary>
        public event Action Paused;
        /// <summary>Play goes on after a pause (after the 3 s countdown when focus came back).</summary>
        public event Action Resumed;

        /// <summary>A press on the view let go within this many seconds is a tap: a nudge.</summary>
        public const float TapSeconds = 0.25f;

        /// <summary>The rules, stepped by this component. Null before Awake.</summary>
        public BounceChainModel Model { get; private set; }

        static readonly Color Background = new Color(0.04f, 0.05f, 0.1f);
        static readonly Color PlatformColour = new Color(0.65f, 0.55f, 0.98f);
        static readonly Color BallColour = new Color(0.13f, 0.83f, 0.93f);
        static readonly Color WallColour = new Color(0.23f, 0.27f, 0.44f);

        MicroloopStage stage;
        readonly MicroloopHud hud = new MicroloopHud(false);
        /// <summary>The config made at Awake when none was assigned: destroyed with the game.</summary>
        BounceChainConfig ownConfig;
        /// <summary>Seconds the pointer has been down on the view, or -1 when none is (or its press is spent).</summary>
        double pressedFor = -1;
        Transform root;
        Transform ballView;
        readonly List<Transform> platformViews = new List<Transform>();

        void Awake()
        {
            if (config == null)
            {
                var preset = Resources.Load<TextAsset>("bounce-chain.config");
                config = preset != null ? BounceChainConfig.FromJson(preset.text) : ScriptableObject.CreateInstance<BounceChainConfig>();
                ownConfig = config;
            }
            config.Clamp();
            Model = new BounceChainModel(ValuesOf(config), RunSeed());
            stage = new MicroloopStage(Background);
            float width = (float)BounceChainModel.WorldWidth, height = (float)BounceChainModel.WorldHeight;
            stage.Frame(new Vector2(width / 2, -height / 2), width * 1.05f, height * 1.05f);
            Build();
        }

        void OnDestroy()
        {
            if (stage != null) stage.Dispose();
            if (ownConfig != null) Destroy(ownConfig);
        }

        uint RunSeed()
        {
            return seed != 0 ? (uint)seed : (uint)Environment.TickCount;
        }

        /// <summary>The config's fields as the model's doubles: 0.85f is read as 0.85, not 0.8500000238418579.</summary>
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

        void Update()
        {
            if (Model == null) return;
            if (hud.Read() == MicroloopPauseChange.Resumed && Resumed != null) Resumed();
            if (hud.Holding)
            {
                stage.Refit();
                return;
            }
            if (hud.RestartPressed)
            {
                Restart();
                return;
            }
            // Settings edited in the Inspector while playing apply from the next sub-step.
            // Values set from code are put on their steps in their ranges, as the Inspector puts them.
            config.Clamp();
            Model.Update(ValuesOf(config));
            Vector2 screen;
            bool pointerPressed = hud.FirstTap(out screen);
            bool nudge = MicroloopInput.AcceptPressed();
            if (Model.Over)
            {
                if (nudge || pointerPressed)
                {
                    // The press starts the next run, which plays from this frame on; the press is spent: held, it
                    // steers nothing, and its release is no nudge.
                    Restart();
                    pressedFor = -1;
                    nudge = false;
                    hud.Swallow();
                }
            }
            else
            {
                // Held from the frame it went down to the frame it is let go (16 frames at 60 fps: 0.267 s, no tap).
                if (pointerPressed) pressedFor = 0;
                else if (pressedFor >= 0) pressedFor += Time.deltaTime;
                bool down = hud.PointersHeld(out screen) > 0;
                if (!down && pressedFor >= 0)
                {
                    // Frame times are floats: 15 of (float)(1/60) are 0.25 s, give or take a millionth.
                    if (pressedFor <= TapSeconds + 1e-4) nudge = true;
                    pressedFor = -1;
                }
                if (nudge) Model.Nudge();
            }
            Model.Steer(SteerHeld());
            int before = Model.Score;
            foreach (var happened in Model.Step(Time.deltaTime))
            {
                if (happened.Type == "bounce")
                {
                    onBounced.Invoke(happened.Points);
                    if (Bounced != null) Bounced(happened);
                }
                else
                {
                    onEnded.Invoke(Model.Score);
                    if (Ended != null) Ended(Model.Score);
                }
            }
            if (Model.Score != before) RaiseScoreChanged(Model.Score);
            stage.Refit();
            Sync();
        }

        void OnApplicationFocus(bool focused)
        {
            if (Model != null && hud.Focus(focused, !Model.Over)) RaisePaused();
        }

        void OnApplicationPause(bool paused)
        {
            if (Model != null && hud.ApplicationPause(paused, !Model.Over)) RaisePaused();
        }

        /// <summary>Pauses a running run (Paused fires); <see cref="Resume"/> goes on.</summary>
        public void Pause()
        {
            if (Model != null && hud.Pause(!Model.Over)) RaisePaused();
        }

        /// <summary>Goes on after <see cref="Pause"/> (Resumed fires); while the application is away it waits for focus.</summary>
        public void Resume()
        {
            if (hud.Resume() && Resumed != null) Resumed();
        }

        void RaisePaused()
        {
            // Held keys and fingers are let go in the game without acting: no steering, no nudge on their release.
            Model.Steer(0);
            pressedFor = -1;
            if (Paused != null) Paused();
        }

        /// <summary>A new run (a new seed when Seed is 0): ScoreChanged(0) when the score was not 0. Ended never fires.</summary>
        public void Restart()
        {
            int before = Model.Score;
            Model = new BounceChainModel(ValuesOf(config), RunSeed());
            pressedFor = -1;
            if (before != 0) RaiseScoreChanged(0);
            Build();
        }

        void RaiseScoreChanged(int score)
        {
            onScoreChanged.Invoke(score);
            if (ScoreChanged != null) ScoreChanged(score);
        }

        /// <summary>-1, 0 or 1: Left/A and Right/D held, and a press held on the left or right half of the screen.</summary>
        int SteerHeld()
        {
            int direction = 0;
            if (MicroloopInput.KeyHeld(MicroloopKey.Left) || MicroloopInput.KeyHeld(MicroloopKey.A)) direction -= 1;
            if (MicroloopInput.KeyHeld(MicroloopKey.Right) || MicroloopInput.KeyHeld(MicroloopKey.D)) direction += 1;
            Vector2 screen;
            if (hud.PointersHeld(out screen) > 0) direction += screen.x < Screen.width / 2f ? -1 : 1;
            return Math.Sign(direction);
        }

        /// <summary>A sprite piece; a smaller z draws in front.</summary>
        Transform Piece(MicroloopShape shape, string name, Color colour, float z)
        {
            return stage.Piece(root, shape, name, new Vector3(0, 0, z), Vector2.one, colour);
        }

        /// <summary>The walls, the platforms and the ball from sprites (again on a restart). World y points down; Unity's up.</summary>
        void Build()
        {
            if (root != null) Destroy(root.gameObject);
            platformViews.Clear();
            root = new GameObject("Field").transform;
            root.SetParent(transform, false);
            float width = (float)BounceChainModel.WorldWidth, height = (float)BounceChainModel.WorldHeight;
            foreach (float x in new[] { -0.05f, width + 0.05f })
            {
                var wall = Piece(MicroloopShape.Square, "Wall", WallColour, 0);
                wall.position = new Vector3(x, -height / 2, 0);
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
                platformViews[i].position = new Vector3((float)platform.Left + platformWidth / 2, -(float)(platform.Y + BounceChainModel.PlatformThickness / 2), 0);
            }
            ballView.position = new Vector3((float)Model.Ball.X, -(float)Model.Ball.Y, 0);
        }

        void OnGUI()
        {
            if (Model == null) return;
            var text = hud.BeginText();
            text.Field("Score ", Model.Score);
            text.Gap();
            text.Field("Chain ", Model.Chain);
            text.Gap();
            text.Text("x");
            text.Decimal(Model.Multiplier);
            if (Model.Over)
            {
                text.Gap();
                text.Text("Press Space or tap to play again");
            }
            hud.Draw();
        }
    }
}
