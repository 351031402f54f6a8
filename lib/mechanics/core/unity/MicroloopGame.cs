// The shell every Microloop game stands on: everything between a game and the project it plays in. It reads
// keys, pointers and touch after the host's UI had its turn (MicroloopControls), pauses (the game's Pause(), the
// host's Time.timeScale 0, the application losing focus or being paused), draws the HUD frame (the buttons,
// the veil, the text, inside the safe area), runs the lifecycle (Awake, OnEnable, OnDisable, OnDestroy) and
// gives back what the game borrowed (the scene's camera, the frame rate, an AudioListener: MicroloopStage).
// A game derives from it, declares its settings, its own buttons and what a press does, steps its model in
// Play and draws its text in Draw: it writes no input, pause or HUD plumbing of its own.
//
// A base class, as uGUI's UIBehaviour is for its components: the common events, Pause(), Resume() and
// Restart() are then members of every game with one meaning, and a host script reads them as it reads any
// component's. Copied into every Microloop package in the package's own namespace (Microloop.<Name>), so two
// packages in one project never define the same public type.
using System;
using UnityEngine;
using UnityEngine.Events;

namespace Microloop
{
    /// <summary>
    /// The base of a Microloop game: its settings (<see cref="config"/>, <see cref="seed"/>), the events every
    /// game raises, and the pause and restart every game has.
    /// </summary>
    // After every script at the default order, the host's EventSystem among them: its Update raycasts the pointers
    // this frame, so the game asks about this frame's (com.unity.ugui EventSystem.cs:492-530). Inherited by each
    // game: Unity reads the attribute with inherit (UnityCsReference 2022.3: Runtime/Export/Scripting/AttributeHelperEngine.cs:112-128).
    [DefaultExecutionOrder(100)]
    public abstract class MicroloopGame<TConfig> : MonoBehaviour where TConfig : ScriptableObject
    {
        /// <summary>The tuned settings. Empty: the package's preset (Runtime/Resources/Microloop/&lt;name&gt;.config.json), read at Awake. Edits apply while playing.</summary>
        [Tooltip("The tuned settings. Empty: the package's preset (Runtime/Resources/Microloop/<name>.config.json), read at Awake. Edits apply while playing.")]
        public TConfig config;

        /// <summary>Seed of a run's random numbers: the same seed and the same input replay the same run (the first and every Restart). 0 (the default): a new random seed each launch and each Restart. Read when the first run is dealt: at the game's first frame (so a Game added in code can be given it on the next line), or before when a host reads the game's Model or calls Pause, Resume or Restart.</summary>
        [Tooltip("Seed of a run's random numbers: the same seed and the same input replay the same run (the first and every Restart). 0 (the default): a new random seed each launch and each Restart. Read when the first run is dealt: at the game's first frame (so a Game added in code can be given it on the next line), or before when a host reads the game's Model or calls Pause, Resume or Restart.")]
        public int seed = 0;

        /// <summary>The camera the game draws with, framed on the board while the game is enabled and given back as it was. Empty: the scene's Main Camera, else one it makes (an untagged camera is never taken; a Main Camera that comes later takes over from the one made). Read every frame: taken at the game's first frame (so a Game added in code can be given it on the next line), and a change gives the previous camera back.</summary>
        [Tooltip("The camera the game draws with, framed on the board while the game is enabled and given back as it was. Empty: the scene's Main Camera, else one it makes (an untagged camera is never taken; a Main Camera that comes later takes over from the one made). Read every frame: taken at the game's first frame (so a Game added in code can be given it on the next line), and a change gives the previous camera back.")]
        public Camera view;

        /// <summary>Draw the game's HUD (its text and its buttons: Restart, and Calibrate where the game has it). Off for a host with a HUD of its own: the board then has the whole view inside the screen's safe area, the restart key (keys: restart) and Restart() still restart, and the countdown after focus comes back is yours to show (ResumingIn, onCountdown).</summary>
        [Tooltip("Draw the game's HUD (its text and its buttons: Restart, and Calibrate where the game has it). Off for a host with a HUD of its own: the board then has the whole view inside the screen's safe area, the restart key (keys: restart) and Restart() still restart, and the countdown after focus comes back is yours to show (ResumingIn, onCountdown).")]
        public bool drawHud = true;

        /// <summary>Draw nothing (the HUD, the Paused veil) while your Pause() holds the game: for your pause menu over it, which the HUD would otherwise cover (IMGUI draws over every canvas). Under your Time.timeScale 0 nothing is drawn either way.</summary>
        [Tooltip("Draw nothing (the HUD, the Paused veil) while your Pause() holds the game: for your pause menu over it, which the HUD would otherwise cover (IMGUI draws over every canvas). Under your Time.timeScale 0 nothing is drawn either way.")]
        public bool hideHudOnPause;

        /// <summary>The keyboard keys the game reads, each rebindable or None (off): for a host whose R reloads or whose WASD moves. Read every frame; set to null from code, the default keys.</summary>
        [Tooltip("The keyboard keys the game reads, each rebindable or None (off): for a host whose R reloads or whose WASD moves. Read every frame; set to null from code, the default keys.")]
        public MicroloopKeys keys = new MicroloopKeys();

        /// <summary>The score changed: the new total.</summary>
        [Header("Events")]
        [Tooltip("The score changed: the new total.")]
        public UnityEvent<int> onScoreChanged = new UnityEvent<int>();
        /// <summary>A run ended by its rules: the final score. Never in a game whose run no rule ends (PhysicsDropper, MemoryTiles).</summary>
        [Tooltip("A run ended by its rules: the final score. Never in a game whose run no rule ends (PhysicsDropper, MemoryTiles).")]
        public UnityEvent<int> onEnded = new UnityEvent<int>();
        /// <summary>Play stopped without the run ending: Pause() or the host's Time.timeScale 0 (a run under way or not), or the application losing focus while a run is under way (in a player; in MemoryTiles a board's peek or pairs, not a cleared board waiting for the press that deals the next).</summary>
        [Tooltip("Play stopped without the run ending: Pause() or the host's Time.timeScale 0 (a run under way or not), or the application losing focus while a run is under way (in a player; in MemoryTiles a board's peek or pairs, not a cleared board waiting for the press that deals the next).")]
        public UnityEvent onPaused = new UnityEvent();
        /// <summary>Play goes on after a pause.</summary>
        [Tooltip("Play goes on after a pause.")]
        public UnityEvent onResumed = new UnityEvent();
        /// <summary>The countdown after focus comes back stepped: the seconds left before play goes on (3, 2, 1), each at most once (Resume() or the host's Continue during it plays on at once); then onResumed. For a host that draws its own HUD (drawHud off).</summary>
        [Tooltip("The countdown after focus comes back stepped: the seconds left before play goes on (3, 2, 1), each at most once (Resume() or the host's Continue during it plays on at once); then onResumed. For a host that draws its own HUD (drawHud off).")]
        public UnityEvent<int> onCountdown = new UnityEvent<int>();

        /// <summary>The score changed: the new total.</summary>
        public event Action<int> ScoreChanged;
        /// <summary>A run ended by its rules: the final score, once, after the run's last ScoreChanged. Never raised by a restart, a pause, OnDisable or OnDestroy.</summary>
        public event Action<int> Ended;
        /// <summary>Play stopped without the run ending: Pause() or the host's Time.timeScale 0 (a run under way or not), or the application losing focus while a run is under way (in a player; in MemoryTiles a board's peek or pairs, not a cleared board waiting for the press that deals the next).</summary>
        public event Action Paused;
        /// <summary>Play goes on: at once after Resume() or the host's time scale back above 0 (except a time scale back in the frame focus comes back, or in the next before the game's Update: then after the countdown), 3 s after focus came back.</summary>
        public event Action Resumed;
        /// <summary>The countdown after focus comes back stepped: the seconds left (3, 2, 1), each at most once, as onCountdown; then Resumed.</summary>
        public event Action<int> Countdown;

        /// <summary>The score so far: the last ScoreChanged.</summary>
        public int Score { get; private set; }

        /// <summary>Play is held: paused, counting down to play after focus came back, or (in a player) the application without focus while no run is under way (where Paused is not raised: nothing was playing). Input does nothing then.</summary>
        public bool IsPaused { get { return pause.Holding || pausedBeforeAwake; } }

        /// <summary>Whole seconds left of the countdown after focus came back (3, 2, 1), 0 when none runs: what the HUD's "Resuming in 3…" says.</summary>
        public int ResumingIn { get { return pause.SecondsLeft; } }

        /// <summary>The countdown step onCountdown last reported (0: none).</summary>
        int countedDown;

        readonly MicroloopPause pause = new MicroloopPause();
        readonly MicroloopControls controls = new MicroloopControls();
        readonly MicroloopHud hud = new MicroloopHud();
        readonly MicroloopKey[] buttonKeys = new MicroloopKey[3];
        MicroloopStage stage;
        TConfig ownConfig;
        /// <summary>Awake ran: the config is loaded and the stage stands.</summary>
        bool made;
        /// <summary>Begin ran (EnsureBegun): the fields a host set after AddComponent (seed and the game's own) are read.</summary>
        bool begun;
        bool beginning;
        bool givenBack;
        /// <summary>The host's Pause() came before Awake (and no Resume() after it): applied once the game begins.</summary>
        bool pausedBeforeAwake;
        /// <summary>Unity told the game of a focus loss, or of the application paused, before its first frame (and not of their end since).</summary>
        bool leftBeforeBegin;
        bool appPausedBeforeBegin;
        /// <summary>Switched off after Awake, before its first frame: on again, the game reads the focus as it is then.</summary>
        bool offBeforeBegin;
        /// <summary>OnDestroy ran: the API does nothing after it (a host's button still holding the game after a scene change).</summary>
        bool destroyed;
        /// <summary>Begun and not destroyed: the API acts.</summary>
        internal bool Live { get { return begun && !destroyed; } }

        // What a game declares -------------------------------------------------------------------------------

        /// <summary>The preset read at Awake when <see cref="config"/> is empty (see <see cref="Preset"/>).</summary>
        internal abstract TConfig LoadPreset();
        /// <summary>The colour behind the board.</summary>
        internal abstract Color Background { get; }
        /// <summary>Makes the model and the board, once (<see cref="EnsureBegun"/>): at the game's first frame, not at Awake, so a host that adds the Game in code sets seed and the game's fields on the next line.</summary>
        internal abstract void Begin();
        /// <summary>A run (or a calibration round) is under way: pausing it is a pause (Paused).</summary>
        internal abstract bool Running { get; }
        /// <summary>A frame of play: reads <see cref="Controls"/>, steps the model <paramref name="seconds"/>, moves the board.</summary>
        internal abstract void Play(float seconds);
        /// <summary>The game's text in the HUD, each Repaint.</summary>
        internal abstract void Draw(MicroloopGui text);
        /// <summary>
        /// The game's deepest text, written once a screen size without drawing (its widest numbers, its longest lines;
        /// text.Variant() between alternatives): the HUD keeps that band above the board, so the board never moves as
        /// lines come and go. Left out: a line and the longest prompt.
        /// </summary>
        internal virtual void DrawMost(MicroloopGui text) {}
        /// <summary>Starts a new run (Restart(), R, the HUD's Restart button): ends by reporting its score.</summary>
        internal abstract void StartOver();
        /// <summary>The player pressed Restart (R or the HUD's button): a press of theirs, before the restart it asks for.</summary>
        internal virtual void RestartPressed() {}
        /// <summary>Play stopped: whatever is held is let go without acting (a charge dropped, steering to 0, sounds held).</summary>
        internal virtual void LetGo() {}
        /// <summary>The game is disabled (OnDisable): stops what must not run on (sounds, a hold).</summary>
        internal virtual void Leave() {}
        /// <summary>The game is destroyed (OnDestroy): destroys what it made beyond the stage's.</summary>
        internal virtual void Release() {}

        // What the shell gives a game ---------------------------------------------------------------------------

        /// <summary>The player's input this frame, as the game may read it.</summary>
        internal MicroloopControls Controls { get { return controls; } }
        /// <summary>The camera, the listener and the sprites.</summary>
        internal MicroloopStage Stage { get { return stage; } }

        /// <summary>The seed of a new run: <see cref="seed"/>, or a new one when it is 0.</summary>
        internal uint RunSeed()
        {
            if (seed != 0) return (uint)seed;
            // A new one every call, in every launch (never 0): two Games made in the same millisecond differ too.
            int fresh = Guid.NewGuid().GetHashCode();
            return fresh != 0 ? (uint)fresh : 1u;
        }

        /// <summary>The package's preset of that name in Resources, parsed; the config's defaults where it is missing. Destroyed with the game.</summary>
        internal TConfig Preset(string resource, Func<string, TConfig> parse)
        {
            var preset = Resources.Load<TextAsset>(resource);
            ownConfig = preset != null ? parse(preset.text) : ScriptableObject.CreateInstance<TConfig>();
            return ownConfig;
        }

        /// <summary>Adds a HUD button left of Restart, pressed by a click, a finger or <paramref name="key"/>; returns its slot.</summary>
        internal int AddButton(string label, MicroloopKey key)
        {
            int slot = hud.AddButton(label);
            buttonKeys[slot] = key;
            return slot;
        }

        /// <summary>The HUD button in <paramref name="slot"/> was pressed this frame (or its key).</summary>
        internal bool ButtonPressed(int slot)
        {
            return controls.ButtonPressed == slot || controls.Pressed(buttonKeys[slot]);
        }

        /// <summary>
        /// How far into this frame of <paramref name="seconds"/> (the game's clock, Time.deltaTime) its press (or, with
        /// <paramref name="letGoToo"/>, its press or let-go) happened, by the Input System's event time: a timing game judges it then, whatever the frame rate. The stamp is
        /// real time, so it is put on the game's clock by Time.timeScale (a host's slow motion). 0 where the game has no
        /// time for it (the Input Manager stamps none; a finger's lift alone has none): there it counts from its frame's
        /// start, up to a frame early.
        /// </summary>
        internal double SinceFrameStart(double seconds, bool letGoToo = false)
        {
            double ago = letGoToo ? controls.PressOrLetGoSecondsAgo : controls.PressSecondsAgo;
            return ago > 0 ? Math.Max(0, seconds - ago * Time.timeScale) : 0;
        }

        /// <summary>The prompt for a moment, in the words of the player's hands.</summary>
        internal string Prompt(MicroloopMoment moment)
        {
            return MicroloopWords.Prompt(moment, controls.Hands, keys);
        }

        /// <summary>The prompt for a moment in these hands' words, naming the bound press (the HUD's band is measured on the keys' words).</summary>
        internal string Prompt(MicroloopMoment moment, MicroloopHands hands)
        {
            return MicroloopWords.Prompt(moment, hands, keys);
        }

        /// <summary>ScoreChanged when the score differs from the last one reported.</summary>
        internal void ReportScore(int score)
        {
            if (score == Score) return;
            Score = score;
            onScoreChanged.Invoke(score);
            if (ScoreChanged != null) ScoreChanged(score);
        }

        /// <summary>The run ended by its rules: its last score (when it changed), then Ended.</summary>
        internal void ReportEnded(int score)
        {
            ReportScore(score);
            onEnded.Invoke(score);
            if (Ended != null) Ended(score);
        }

        // The public API, safe at any time ------------------------------------------------------------------------

        /// <summary>
        /// Pauses the game, a run under way or not: Paused fires, "Paused" is shown, nothing moves and presses do nothing
        /// until <see cref="Resume"/> (between runs too: the press that would start the next run waits). Before Awake (a
        /// GameObject you keep inactive until you show it): kept, and Paused fires in the game's first frame.
        /// </summary>
        public void Pause()
        {
            if (!made && !destroyed) pausedBeforeAwake = true;
            EnsureBegun();
            if (Live) Follow(pause.Api(true, Running));
        }

        /// <summary>Plays on after <see cref="Pause"/>: Resumed fires at once (while the application is away or the host's time scale is 0, play waits for them). Before Awake: undoes a Pause() made then.</summary>
        public void Resume()
        {
            // Before the first frame, a Pause() made then is undone without a word (no Paused, then Resumed, from here).
            if (!begun) pausedBeforeAwake = false;
            EnsureBegun();
            if (Live) Follow(pause.Api(false, Running));
        }

        /// <summary>Starts a new run: ScoreChanged(0) when the score was not 0, never Ended. Before Awake: nothing (the game starts fresh anyway).</summary>
        public void Restart()
        {
            EnsureBegun();
            if (!Live) return;
            Restarts++;
            StartOver();
            RunBegan();
        }

        /// <summary>A run begun from the host's code (Restart(), RhythmClacker's Calibrate()) while play is held (focus away) is held too, and said so.</summary>
        internal void RunBegan()
        {
            Follow(pause.RunBegan(Running));
        }

        /// <summary>The board's root under the game's GameObject (MakeBoard): destroyed with the game, the component alone too.</summary>
        Transform board;

        /// <summary>
        /// A new root for the board's pieces under the game's GameObject, the last one destroyed: it goes with the game,
        /// also where only the component is destroyed (its GameObject stays, and a board left there drew on).
        /// </summary>
        internal Transform MakeBoard(string name)
        {
            if (board != null) Destroy(board.gameObject);
            board = new GameObject(name).transform;
            board.SetParent(transform, false);
            return board;
        }

        /// <summary>
        /// Deals the first run (Begin), once, after Awake: at the game's first frame, or before it when a host reads the
        /// game's Model or calls its API. Until then the fields a host sets after AddComponent (seed, the game's own) apply.
        /// </summary>
        internal void EnsureBegun()
        {
            if (!made || destroyed) return;
            // The config set to None after Awake (the Inspector, or null from code): the package's preset again, not a
            // NullReferenceException every frame.
            if (config == null) config = ownConfig != null ? ownConfig : LoadPreset();
            // The keys set to null from code: the default keys, not a NullReferenceException every frame.
            if (keys == null) keys = new MicroloopKeys();
            if (begun || beginning) return;
            beginning = true;
            Begin();
            begun = true;
            beginning = false;
            // The host's Pause() before the game woke holds from its first moment (and is said, as any pause is).
            if (pausedBeforeAwake && Live) Follow(pause.Api(true, Running));
            pausedBeforeAwake = false;
            // The player left (or the application paused) between Awake and the first frame: Unity told the game, which
            // had no run to hold yet; it holds now, and counts down when they are back.
            // Only while they are still away: a game switched off as they left (the README's advice) and on again once
            // they are back never heard the focus return.
            // A game switched off before its first frame (by a host's OnApplicationFocus(false) that ran before the
            // game's) and on again with the player still away never heard them go: the focus as it is now.
            // Not in the editor, where the focus is the Game view's and a click on the Inspector takes it (see
            // OnApplicationFocus): a game shown while someone tunes it plays.
            if (Live && !Application.isEditor && !Application.isFocused)
            {
                if (leftBeforeBegin || offBeforeBegin) Follow(pause.Focus(false, Running));
                if (appPausedBeforeBegin) Follow(pause.Application(true, Running));
            }
            leftBeforeBegin = appPausedBeforeBegin = offBeforeBegin = false;
        }

        /// <summary>How many times a run started over (R, the Restart button, Restart()) since Awake.</summary>
        internal int Restarts { get; private set; }

        // The lifecycle ------------------------------------------------------------------------------------------

        protected virtual void Awake()
        {
            // No GUILayout here: without the layout pass the engine allocates nothing for the HUD (UnityCsReference
            // 2022.3: Modules/IMGUI/GUIUtility.cs:189-201 runs GUILayoutUtility.Begin only while useGUILayout is on,
            // and GUILayoutUtility.cs:122-131 makes two GUILayoutGroups per Layout event).
            useGUILayout = false;
            if (config == null) config = LoadPreset();
            // No camera yet: the first Update takes view (or the scene's), so a host that adds the Game in code sets view first.
            stage = new MicroloopStage(Background, view, transform);
            // One delegate for the game's life: the HUD measures the band with it in the frame its area changes.
            hud.MeasureText = MeasureBand;
            hud.Place(stage.Camera);
            stage.Region = hud.BoardRegion;
            // Begin waits for the first frame: seed, calibrationKey and the game's own fields set after AddComponent apply.
            made = true;
        }

        protected virtual void OnEnable()
        {
            if (!givenBack) return;
            givenBack = false;
            stage.TakeAgain();
            FollowFocusNow();
        }

        /// <summary>
        /// Disabled, the game heard no focus or pause change: switched on again, it reads the focus as it is now. Back
        /// in the app while it was off, it counts down (it stayed paused); off focus, it pauses as on a focus loss.
        /// </summary>
        void FollowFocusNow()
        {
            if (Application.isEditor) return;
            // OnEnable runs in a frame, and no frame runs while the application is paused: the OnApplicationPause(false)
            // it missed, also before the focus is back (Android resumes the app before its window has focus).
            if (pause.ApplicationPaused) Follow(pause.Application(false, Running));
            bool focused = Application.isFocused;
            if (focused == pause.FocusLost) Follow(pause.Focus(focused, Running));
        }

        protected virtual void OnDisable()
        {
            // Leaving Play mode, unloading the scene or disabling the component fires nothing of its own.
            if (!begun)
            {
                if (made) offBeforeBegin = true;
                return;
            }
            // Switched off as the player leaves (a host's own OnApplicationFocus(false), which may run before the
            // game's): the focus loss it will not hear is a pause (Paused fires), so that on again when they are back
            // it counts down. A host's OnApplicationPause(true) with the focus still there leaves nothing to read.
            if (!Application.isEditor && !Application.isFocused && !pause.FocusLost) Follow(pause.Focus(false, Running));
            Leave();
            stage.GiveBack();
            givenBack = true;
        }

        protected virtual void OnDestroy()
        {
            destroyed = true;
            if (!made) return;
            if (board != null) Destroy(board.gameObject);
            if (begun) Release();
            stage.Dispose();
            if (ownConfig != null) Destroy(ownConfig);
        }

        protected virtual void Update()
        {
            if (!made) return;
            EnsureBegun();
            // The host's pause: Time.timeScale 0 scales deltaTime to 0 and nothing else (UnityCsReference 2022.3:
            // Runtime/Export/Time/Time.bindings.cs:75); the countdown runs on real time (unscaledDeltaTime, :57), a third
            // of a second a frame at most, its first frame no more than the one before (the first frame back from a
            // phone's home screen carries the time away).
            Follow(pause.Host(Time.timeScale <= 0, Running));
            var counted = pause.Tick(Time.unscaledDeltaTime);
            // Each step of the countdown once (3, 2, 1), before the Resumed it ends in.
            int left = pause.SecondsLeft;
            if (left != countedDown)
            {
                countedDown = left;
                if (left > 0)
                {
                    onCountdown.Invoke(left);
                    if (Countdown != null) Countdown(left);
                }
            }
            Follow(counted);
            stage.Use(view);
            hud.Shown = drawHud;
            hud.Place(stage.Camera);
            // Place measured the band the HUD's text keeps at the scale it fits (MeasureBand), before the board is framed:
            // a turned screen or a panel that grows frames it right at once.
            // A press on the frame the countdown ends does nothing either: the player pressed while it counted.
            controls.Read(pause.Holding || counted == MicroloopPauseChange.Resumed, hud, keys);
            stage.Region = hud.BoardRegion;
            stage.Refit();
            if (pause.Holding) return;
            if (controls.ButtonPressed == 0 || controls.Pressed(MicroloopKey.R))
            {
                RestartPressed();
                Restart();
                return;
            }
            Play(Time.deltaTime);
        }

        protected virtual void OnGUI()
        {
            // Drawn in the Repaint pass only: the other events (one pass per key and mouse event) have nothing to do here.
            // Nothing under the host's pause: IMGUI draws over every canvas, and the host's pause menu has the screen.
            if (!begun || !drawHud || pause.ByHost || (hideHudOnPause && pause.ByApi) || stage.Camera == null || Event.current.type != EventType.Repaint) return;
            hud.Place(stage.Camera);
            var text = hud.BeginText();
            MeasureBand(text);
            // The game's first frame: Update framed the board before IMGUI made the text's styles (here, in BeginText),
            // for the buttons' row only; the text waits for the next frame, whose Update frames the board below it.
            if (hud.TextFramed) Draw(text);
            hud.Draw(Veil());
        }

        /// <summary>The band the HUD's text keeps, when the area changed since it was measured: the game's deepest text, laid out unseen.</summary>
        void MeasureBand(MicroloopGui text)
        {
            if (text == null || !text.Measure()) return;
            DrawMost(text);
            text.Measured();
        }

        /// <summary>
        /// "Paused" while paused, "Resuming in 3…" while counting down; nothing while the game is not held.
        /// </summary>
        string Veil()
        {
            if (!pause.Holding) return null;
            if (pause.CountingDown) return MicroloopWords.ResumingIn(pause.SecondsLeft);
            return pause.Paused ? MicroloopWords.Paused : null;
        }

        // In the editor the Game view's focus comes and goes with every click on the Inspector or the Console
        // (UnityCsReference 2022.3: Editor/Mono/GameView/GameView.cs:387-404 calls PlayModeView.SetFocus, which tells
        // the player through InternalEditorUtility.OnGameViewFocus, Editor/Mono/PlayModeView/PlayModeView.cs:491-499):
        // that is someone tuning the game, not a player leaving it, so there focus and application pause change
        // nothing. Pause(), the host's time scale and the editor's own Pause button still stop it.

        protected virtual void OnApplicationFocus(bool focused)
        {
            if (Application.isEditor) return;
            if (begun) Follow(pause.Focus(focused, Running));
            else leftBeforeBegin = !focused;
        }

        protected virtual void OnApplicationPause(bool paused)
        {
            if (Application.isEditor) return;
            if (begun) Follow(pause.Application(paused, Running));
            else appPausedBeforeBegin = paused;
        }

        void Follow(MicroloopPauseChange change)
        {
            if (change == MicroloopPauseChange.Paused)
            {
                controls.LetGoOfAll();
                LetGo();
                onPaused.Invoke();
                if (Paused != null) Paused();
            }
            else if (change == MicroloopPauseChange.Resumed)
            {
                onResumed.Invoke();
                if (Resumed != null) Resumed();
            }
        }
    }
}
