// RhythmClacker in an empty scene: add this component to an empty GameObject and press Play. It builds the
// lane from sprites (the shell it derives from, MicroloopGame.cs, reads the input, pauses, draws the HUD,
// frames the camera and adds an AudioListener when the scene has none), makes its clack sounds at run time
// (AudioClip.Create + SetData, no sound files) and schedules every clack on the audio clock
// (AudioSettings.dspTime, AudioSource.PlayScheduled), so notes sound on the beat whatever the frame
// rate. The song clock follows the audio clock while audio runs (frames move it smoothly and are
// pulled toward it), and frame time when there is none. Taps are judged on that clock, minus the
// Input Latency setting; C (or the Calibrate button) runs a calibration round that measures it for this
// device, kept in PlayerPrefs (never written into the config asset). The song clock holds while the game
// is paused (focus lost, Pause(), the host's Time.timeScale 0): AudioSettings.dspTime runs on regardless, so
// the clacks scheduled on it are stopped and scheduled again when play goes on. In a Web build the song stands at its
// start, under its start prompt in the words of the player's hands ("Press Space or click to start" with the default
// keys, "Tap to start" on a touchscreen before its first press or after a touch)
// until the game's first press, which only lets the browser start the sound. The rules live in
// RhythmClackerModel.cs; change the look in BuildLane and Sync, the sounds in MakeClip.
using System;
using System.Collections.Generic;
using UnityEngine;
using UnityEngine.Audio;
using UnityEngine.Events;

namespace Microloop.RhythmClacker
{
    /// <summary>
    /// Plays RhythmClacker: Space, Enter, a click or a tap (each finger its own) when a note reaches the hit
    /// line; C or the Calibrate button calibrates the latency; R or the Restart button starts over, but not
    /// while paused or counting down (Restart() from code does); after the run a tap starts the next.
    /// </summary>
    [AddComponentMenu("Microloop/Rhythm Clacker Game")]
    [DisallowMultipleComponent]
    public class RhythmClackerGame : MicroloopGame<RhythmClackerConfig>
    {
        /// <summary>Volume of the clacks, 0 to 1.</summary>
        [Tooltip("Volume of the clacks, 0 to 1.")]
        [Range(0, 1)]
        public float volume = 0.8f;

        /// <summary>The Audio Mixer group the clacks play through (your SFX group, so your volume and mute reach them). None: straight to the listener.</summary>
        [Tooltip("The Audio Mixer group the clacks play through (your SFX group, so your volume and mute reach them). None: straight to the listener.")]
        public AudioMixerGroup output;

        /// <summary>A note or a stray tap was judged: Perfect, Good or Miss.</summary>
        [Tooltip("A note or a stray tap was judged: Perfect, Good or Miss.")]
        public UnityEvent<RhythmGrade> onJudged = new UnityEvent<RhythmGrade>();
        /// <summary>A calibration round finished: the Input Latency it set for this device (ms), or the one kept when it had fewer than 3 usable taps.</summary>
        [Tooltip("A calibration round finished: the Input Latency it set for this device (ms), or the one kept when it had fewer than 3 usable taps.")]
        public UnityEvent<int> onCalibrated = new UnityEvent<int>();

        /// <summary>A note or a stray tap was judged.</summary>
        public event Action<RhythmJudgement> Judged;
        /// <summary>A calibration round finished: the Input Latency it set (ms), or the one kept when it had fewer than 3 usable taps.</summary>
        public event Action<int> Calibrated;

        /// <summary>The default PlayerPrefs key of this device's calibrated Input Latency (ms, an int); see <see cref="calibrationKey"/>.</summary>
        public const string LatencyPrefKey = "microloop:rhythm-clacker:latency";

        /// <summary>The PlayerPrefs key this device's calibration is kept under (read at the game's first frame, so a Game added in code can be given it on the next line). Empty: nothing is stored or read. A kept calibration applies only while config's Input Latency is still the value it had when calibrating: an edit of Input Latency (Inspector, your own latency option) wins.</summary>
        [Tooltip("The PlayerPrefs key this device's calibration is kept under (read at the game's first frame, so a Game added in code can be given it on the next line). Empty: nothing is stored or read. A kept calibration applies only while config's Input Latency is still the value it had when calibrating: an edit of Input Latency (Inspector, your own latency option) wins.")]
        public string calibrationKey = LatencyPrefKey;

        /// <summary>The rules, stepped by this component. Null before Awake. Read before the game's first frame, it deals the first run then: set seed and the game's fields before.</summary>
        public RhythmClackerModel Model { get { EnsureBegun(); return model; } private set { model = value; } }
        RhythmClackerModel model;
        /// <summary>Song seconds from the first beat (round seconds while calibrating): the clock taps are judged on.</summary>
        public double SongTime { get; private set; }
        /// <summary>The calibration round under way, or null.</summary>
        public RhythmCalibrationRound Round { get; private set; }
        /// <summary>The Input Latency in use (ms): this device's calibration (PlayerPrefs), else the config's (0 before Awake without a config). Read before the game's first frame, it deals the first run then (calibrationKey is read).</summary>
        public int InputLatency { get { EnsureBegun(); return Calibrating ? calibratedLatency.Value : config != null ? config.inputLatency : 0; } }

        /// <summary>
        /// Drops this device's calibration and deletes it from PlayerPrefs (under <see cref="calibrationKey"/>): config's Input
        /// Latency applies from the next step.
        /// </summary>
        public void ForgetCalibration()
        {
            calibratedLatency = null;
            if (!string.IsNullOrEmpty(calibrationKey))
            {
                PlayerPrefs.DeleteKey(calibrationKey);
                PlayerPrefs.DeleteKey(calibrationKey + FromSuffix);
            }
        }

        /// <summary>Sounds are scheduled this far ahead of the clock.</summary>
        const double LookAheadSeconds = 0.1;
        /// <summary>A gap this large between the frame clock and the audio clock snaps to the audio clock.</summary>
        const double ResyncSeconds = 0.05;
        /// <summary>Each frame pulls the clock this share of the way to the audio clock.</summary>
        const double DriftPull = 0.2;
        /// <summary>The audio clock counts as stopped when it has not moved for this long.</summary>
        const double StalledSeconds = 0.25;
        const float LaneLength = 10;
        const int Voices = 8;

        static readonly Color Line = new Color(0.32f, 0.35f, 0.45f);
        static readonly Color HitLine = new Color(0.96f, 0.62f, 0.04f);
        static readonly Color NoteColour = new Color(0.55f, 0.36f, 0.96f);
        static readonly Color OffbeatColour = new Color(0.13f, 0.83f, 0.93f);

        /// <summary>Perfect, Good, Miss by RhythmGrade: made once (an enum's ToString allocates every call).</summary>
        static readonly string[] GradeNames = { "Perfect", "Good", "Miss" };

        int calibrateButton;
        /// <summary>What the HUD's second line says: the last judgement, or how calibration ended.</summary>
        enum Status { None, Judged, Calibrated, CalibrationFailed }
        Status status;
        RhythmJudgement shown;
        /// <summary>The values the model was last given.</summary>
        RhythmClackerValues applied;
        /// <summary>This device's calibrated latency, read from PlayerPrefs at the first frame.</summary>
        int? calibratedLatency;
        /// <summary>config's Input Latency when the calibration was made: edited since, the config wins.</summary>
        int calibratedFrom;
        /// <summary>The PlayerPrefs key (after calibrationKey) of config's Input Latency when the calibration was made.</summary>
        const string FromSuffix = ":from";

        /// <summary>The calibration applies: there is one, and config's Input Latency was not edited since it was made.</summary>
        bool Calibrating { get { return calibratedLatency.HasValue && config != null && config.inputLatency == calibratedFrom; } }
        Transform root;
        readonly List<Transform> noteViews = new List<Transform>();
        readonly AudioSource[] voices = new AudioSource[Voices];
        // Each voice's clack: when it starts on the audio clock, and its note's song time (-infinity: none).
        readonly double[] voiceStarts = new double[Voices];
        readonly double[] voiceNotes = NoNotes();
        int nextVoice;
        AudioClip downbeatClip, offbeatClip, clickClip;
        /// <summary>The handler given to AudioSettings.OnAudioConfigurationChanged (one delegate, taken off at Release).</summary>
        AudioSettings.AudioConfigurationChangeHandler audioChanged;
        /// <summary>dspTime of song time 0 while the audio clock drives the game, else null.</summary>
        double? anchor;
        double lastDsp = -1;
        double dspStill;
        int nextNote, nextClick;
        bool endedRaised;
        /// <summary>
        /// False in a Web build until the game's first press: a browser lets a page's sound start only on a gesture,
        /// so until then the song (or a calibration round) stands at its start under the HUD's start prompt ("Press Space or
        /// click to start" with the default keys, "Tap to start" on a touchscreen before its first press or after a touch).
        /// </summary>
        bool soundAllowed;

        internal override RhythmClackerConfig LoadPreset() { return Preset("Microloop/rhythm-clacker.config", RhythmClackerConfig.FromJson); }

        internal override Color Background { get { return new Color(0.05f, 0.06f, 0.1f); } }

        /// <summary>A run or a calibration round is under way.</summary>
        internal override bool Running { get { return Round != null || !Model.Over; } }

        internal override void Begin()
        {
            config.Clamp();
            // A kept calibration, made while config's Input Latency had the value it has now (else the config wins).
            if (!string.IsNullOrEmpty(calibrationKey) && PlayerPrefs.HasKey(calibrationKey) && PlayerPrefs.HasKey(calibrationKey + FromSuffix))
            {
                calibratedLatency = SnapLatency(PlayerPrefs.GetInt(calibrationKey));
                calibratedFrom = PlayerPrefs.GetInt(calibrationKey + FromSuffix);
            }
            applied = Values();
            Model = new RhythmClackerModel(applied, RunSeed());
            calibrateButton = AddButton(MicroloopWords.Calibrate, MicroloopKey.C);
            MakeSounds();
            audioChanged = OnAudioConfigurationChanged;
            AudioSettings.OnAudioConfigurationChanged += audioChanged;
            Stage.Frame(new Vector2(LaneLength / 2 - 0.5f, 0), LaneLength + 2, 6);
            BuildLane();
            RestartClock(Model.Time);
            soundAllowed = Application.platform != RuntimePlatform.WebGLPlayer;
        }

        internal override void Release()
        {
            // A static event: a game it still held would never be collected.
            if (audioChanged != null) AudioSettings.OnAudioConfigurationChanged -= audioChanged;
            DestroyClips();
            foreach (var source in voices) if (source != null) Destroy(source);
        }

        /// <summary>Clips made at run time outlive their AudioSources unless destroyed.</summary>
        void DestroyClips()
        {
            foreach (var clip in new[] { downbeatClip, offbeatClip, clickClip }) if (clip != null) Destroy(clip);
        }

        /// <summary>
        /// The audio configuration changed (headphones plugged in, a new output device, AudioSettings.Reset): Unity has
        /// lost the clips made by script and every sound it had scheduled ("any AudioClips generated or modified by
        /// scripts are lost and have to be recreated", Unity Manual, Audio Settings). The clacks are made again and the
        /// song is scheduled on from where it is, on a new anchor (the audio clock may have started over).
        /// </summary>
        void OnAudioConfigurationChanged(bool deviceWasChanged)
        {
            if (Model == null) return;
            DestroyClips();
            MakeClips();
            HoldClock();
            lastDsp = -1;
        }

        /// <summary>Field by field (ValueType.Equals would box both every frame).</summary>
        static bool Same(RhythmClackerValues a, RhythmClackerValues b)
        {
            return a.Bpm == b.Bpm && a.PerfectWindow == b.PerfectWindow && a.GoodWindow == b.GoodWindow && a.Latency == b.Latency && a.NoteSpeed == b.NoteSpeed && a.BeatMap == b.BeatMap;
        }

        /// <summary>The config's values with this device's calibrated latency, while config's Input Latency is the one it was made with.</summary>
        RhythmClackerValues Values()
        {
            // Values set from code are put on their steps in their ranges, as the Inspector puts them.
            config.Clamp();
            var values = ValuesOf(config);
            if (Calibrating) values.Latency = calibratedLatency.Value;
            return values;
        }

        /// <summary>The config's fields as the model's doubles, each float rounded to four decimal places: a Note Speed of 1.1f is read as 1.1.</summary>
        public static RhythmClackerValues ValuesOf(RhythmClackerConfig settings)
        {
            return new RhythmClackerValues
            {
                Bpm = settings.bpm,
                PerfectWindow = settings.perfectWindow,
                GoodWindow = settings.goodWindow,
                Latency = settings.inputLatency,
                NoteSpeed = Math.Round(settings.noteSpeed, 4),
                BeatMap = settings.beatMap,
            };
        }

        // Input: Space, Enter, a click or a finger is a tap; C or Calibrate calibrates; after the run a tap starts the next.
        internal override void Play(float seconds)
        {
            // The host's mixer group, changed while playing: the voices follow it at once (an assignment, no allocation).
            if (voices[0] != null && voices[0].outputAudioMixerGroup != output)
            {
                for (int i = 0; i < voices.Length; i++) voices[i].outputAudioMixerGroup = output;
            }
            // Taps this frame: Space or Enter, a click, and each finger that landed (a second one too).
            int taps = Controls.Taps + (Controls.AcceptPressed ? 1 : 0);
            if (!soundAllowed)
            {
                // The first press in a Web build lets the sound start and is not judged; a HUD button, C or R does what it says.
                soundAllowed = taps > 0 || Controls.ButtonPressed >= 0 || ButtonPressed(calibrateButton);
                taps = 0;
                if (!soundAllowed)
                {
                    Sync();
                    return;
                }
            }
            if (ButtonPressed(calibrateButton) && Round == null) Calibrate();
            if (taps > 0 && Model.Over && Round == null)
            {
                // After the run, a tap starts the next, which plays from this frame on; the tap is spent.
                StartOver();
                taps = 0;
            }
            if (Round == null)
            {
                // Settings edited in the Inspector while playing apply from this frame, as on the website's sliders.
                var values = Values();
                if (!Same(values, applied))
                {
                    applied = values;
                    double bpm = Model.Bpm;
                    var map = Model.Map;
                    bool atStart = Model.Time <= Model.StartTime;
                    Model.Update(values);
                    // A new beat map or BPM starts the song over (no old clack sounds on, the score is the new run's), as
                    // does a new lead time before the first note; as the website's game does.
                    if (Model.Map != map || Model.Bpm != bpm || atStart)
                    {
                        Model.Reset();
                        RestartClock(Model.Time);
                        ReportScore(Model.Score);
                    }
                    else
                    {
                        // Clacks already scheduled were placed for the old values; one already sounding plays out.
                        HoldClock(true);
                    }
                }
            }
            // A tap is judged at the clock of the frame it came in (before this frame's time is added), as the
            // website's game judges it at its own moment: not a frame late.
            double tappedAt = SongTime;
            TickClock(seconds);
            if (taps > 0) tappedAt = PressedAt(tappedAt);
            if (Round != null)
            {
                Round.AdvanceTo(tappedAt);
                for (int tap = 0; tap < taps; tap++) Round.Tap(tappedAt);
                Round.AdvanceTo(SongTime);
                Schedule();
                if (Round.Done) FinishCalibration();
                Sync();
                return;
            }
            for (int tap = 0; tap < taps; tap++)
            {
                var judgement = Model.Tap(tappedAt);
                if (judgement.HasValue) RaiseJudged(judgement.Value);
            }
            foreach (var missed in Model.Step(SongTime - Model.Time)) RaiseJudged(missed);
            Schedule();
            if (Model.Over && !endedRaised) RaiseEnded();
            Sync();
        }

        /// <summary>In a Web build the player's Restart is a press too: it lets the sound start, and the new run plays at once.</summary>
        internal override void RestartPressed()
        {
            soundAllowed = true;
        }

        /// <summary>Paused (or the host's time scale at 0): the song clock holds, and so do its clacks.</summary>
        internal override void LetGo()
        {
            HoldClock();
        }

        internal override void Leave()
        {
            // Leaving Play mode, unloading the scene or disabling the component fires nothing. The song holds where it
            // is: the audio clock runs on while the game is switched off, and shown again it would judge every note
            // that passed meanwhile a Miss.
            HoldClock();
            StopSounds();
        }

        /// <summary>Starts the run over (a calibration round under way is dropped): ScoreChanged(0) when the score was not 0. Ended never fires.</summary>
        internal override void StartOver()
        {
            Round = null;
            Model.Reset(RunSeed());
            RestartClock(Model.Time);
            ReportScore(Model.Score);
            Sync();
        }

        /// <summary>
        /// Starts a calibration round (the run starts over after it): eight steady clicks on the audio
        /// clock; tap along. The median offset of the taps within half a beat of a click, after dropping
        /// the rest, becomes the Input Latency (snapped to its steps within its range: SnapLatency). Before Awake, or once
        /// the game is destroyed: nothing.
        /// </summary>
        public void Calibrate()
        {
            EnsureBegun();
            if (!Live) return;
            Round = new RhythmCalibrationRound();
            RestartClock(Round.Time);
            RunBegan();
        }

        void FinishCalibration()
        {
            double? measured = Round.Measured();
            Round = null;
            if (measured.HasValue)
            {
                // Per device, across runs and relaunches: PlayerPrefs, never the config asset (in the editor that would edit the project).
                calibratedLatency = SnapLatency(measured.Value);
                calibratedFrom = config.inputLatency;
                if (!string.IsNullOrEmpty(calibrationKey))
                {
                    PlayerPrefs.SetInt(calibrationKey, calibratedLatency.Value);
                    PlayerPrefs.SetInt(calibrationKey + FromSuffix, calibratedFrom);
                    PlayerPrefs.Save();
                }
            }
            status = measured.HasValue ? Status.Calibrated : Status.CalibrationFailed;
            onCalibrated.Invoke(InputLatency);
            if (Calibrated != null) Calibrated(InputLatency);
            applied = Values();
            Model.Update(applied);
            StartOver();
        }

        /// <summary>The Input Latency setting's grid, RhythmClackerConfig's InputLatency range and step, halves rounded up.</summary>
        public static int SnapLatency(double ms)
        {
            const int low = RhythmClackerConfig.InputLatencyMin, step = RhythmClackerConfig.InputLatencyStep;
            double clamped = Math.Min(RhythmClackerConfig.InputLatencyMax, Math.Max(low, ms));
            return (int)(RhythmClackerModel.RoundHalfUp((clamped - low) / step) * step + low);
        }

        void RaiseJudged(RhythmJudgement judgement)
        {
            status = Status.Judged;
            shown = judgement;
            onJudged.Invoke(judgement.Grade);
            if (Judged != null) Judged(judgement);
            ReportScore(Model.Score);
        }

        void RaiseEnded()
        {
            endedRaised = true;
            // The last score (when it changed), then Ended: ScoreChanged never repeats a total (brief rule 1).
            ReportEnded(Model.Score);
        }

        // The clock -----------------------------------------------------------------------------

        void RestartClock(double time)
        {
            StopSounds();
            SongTime = time;
            anchor = null;
            nextNote = Model.FirstNoteFrom(time);
            nextClick = 0;
            if (Round == null) endedRaised = false;
        }

        /// <summary>
        /// Holds the song where it is: the clacks already scheduled on the audio clock (which runs on) are
        /// stopped and scheduled again from here when the clock next moves, on a new anchor. With
        /// <paramref name="keepBegun"/> (new values mid-song) a clack that has begun plays out and is not scheduled again:
        /// Unity's Stop() cuts a sounding clip, and a clack cut in its attack is never heard.
        /// </summary>
        void HoldClock(bool keepBegun = false)
        {
            if (!anchor.HasValue) return;
            double lastBegun = keepBegun ? StopSoundsNotBegun() : StopSounds();
            anchor = null;
            nextNote = Model.FirstNoteFrom(SongTime);
            while (nextNote < Model.Notes.Count && Model.Notes[nextNote].Time <= lastBegun) nextNote++;
            if (Round != null) for (nextClick = 0; nextClick < Round.ClickTimes.Length && Round.ClickTimes[nextClick] < SongTime; nextClick++) {}
        }

        /// <summary>Reads the song clock: the audio clock (dspTime) while it moves, else frame seconds. It never runs backwards.</summary>
        void TickClock(double seconds)
        {
            double frame = Math.Max(0, seconds);
            double dsp = AudioSettings.dspTime;
            if (dsp != lastDsp)
            {
                lastDsp = dsp;
                dspStill = 0;
            }
            else
            {
                dspStill += frame;
            }
            bool running = dspStill < StalledSeconds;
            if (!running)
            {
                anchor = null;
                SongTime += frame;
            }
            else if (!anchor.HasValue)
            {
                // The audio clock takes over from this frame on, seamlessly.
                SongTime += frame;
                anchor = dsp - SongTime;
            }
            else
            {
                double heard = dsp - anchor.Value;
                double predicted = SongTime + frame;
                double drift = heard - predicted;
                SongTime = Math.Max(SongTime, Math.Abs(drift) > ResyncSeconds ? heard : predicted + drift * DriftPull);
            }
        }

        // Sound ---------------------------------------------------------------------------------

        void MakeClips()
        {
            downbeatClip = MakeClip("Downbeat", 1700, 0.07, true);
            offbeatClip = MakeClip("Offbeat", 2300, 0.05, true);
            clickClip = MakeClip("Click", 1000, 0.04, false);
        }

        void MakeSounds()
        {
            MakeClips();
            for (int i = 0; i < Voices; i++)
            {
                var source = gameObject.AddComponent<AudioSource>();
                source.playOnAwake = false;
                source.volume = volume;
                source.outputAudioMixerGroup = output;
                voices[i] = source;
            }
        }

        /// <summary>A short tone that falls in pitch and fades out, made sample by sample (no sound files).</summary>
        static AudioClip MakeClip(string name, double pitch, double seconds, bool triangle)
        {
            int rate = AudioSettings.outputSampleRate > 0 ? AudioSettings.outputSampleRate : 48000;
            int length = Math.Max(1, (int)(rate * seconds));
            var data = new float[length];
            double phase = 0;
            for (int i = 0; i < length; i++)
            {
                double t = (double)i / length;
                phase += pitch * (1 - 0.45 * t) / rate;
                double cycle = phase - Math.Floor(phase);
                double wave = triangle ? 1 - 4 * Math.Abs(cycle - 0.5) : Math.Sin(2 * Math.PI * cycle);
                data[i] = (float)(wave * Math.Exp(-6 * t) * Math.Min(1, i / (rate * 0.003)));
            }
            var clip = AudioClip.Create(name, length, 1, rate, false);
            clip.SetData(data, 0);
            return clip;
        }

        void Play(AudioClip clip, double songTime)
        {
            // Sounds already behind the clock are skipped, never played late.
            if (!anchor.HasValue || songTime < SongTime - 0.005) return;
            var source = voices[nextVoice];
            voiceStarts[nextVoice] = anchor.Value + songTime;
            voiceNotes[nextVoice] = songTime;
            nextVoice = (nextVoice + 1) % voices.Length;
            source.volume = volume;
            source.clip = clip;
            source.PlayScheduled(anchor.Value + songTime);
        }

        /// <summary>Schedules every clack due before the clock + LookAheadSeconds on the audio clock.</summary>
        void Schedule()
        {
            double horizon = SongTime + LookAheadSeconds;
            if (Round != null)
            {
                for (; nextClick < Round.ClickTimes.Length && Round.ClickTimes[nextClick] < horizon; nextClick++) Play(clickClip, Round.ClickTimes[nextClick]);
                return;
            }
            for (; nextNote < Model.Notes.Count && Model.Notes[nextNote].Time < horizon; nextNote++)
            {
                var note = Model.Notes[nextNote];
                Play(note.Beat == Math.Floor(note.Beat) ? downbeatClip : offbeatClip, note.Time);
            }
        }

        static double[] NoNotes()
        {
            var notes = new double[Voices];
            for (int i = 0; i < Voices; i++) notes[i] = double.NegativeInfinity;
            return notes;
        }

        /// <summary>Stops every voice; returns -infinity (no clack left sounding).</summary>
        double StopSounds()
        {
            for (int i = 0; i < voices.Length; i++) StopVoice(i);
            return double.NegativeInfinity;
        }

        /// <summary>Stops the voices whose clack has not begun on the audio clock; returns the latest note time still sounding.</summary>
        double StopSoundsNotBegun()
        {
            double dsp = AudioSettings.dspTime;
            double lastBegun = double.NegativeInfinity;
            for (int i = 0; i < voices.Length; i++)
            {
                if (voiceNotes[i] > double.NegativeInfinity && voiceStarts[i] <= dsp) lastBegun = Math.Max(lastBegun, voiceNotes[i]);
                else StopVoice(i);
            }
            return lastBegun;
        }

        void StopVoice(int i)
        {
            if (voices[i] != null) voices[i].Stop();
            voiceNotes[i] = double.NegativeInfinity;
        }

        /// <summary>
        /// The song time this frame's press happened: the clock this frame reached, less how long before the frame's start
        /// the Input System saw it,
        /// never before <paramref name="frameStart"/>, the clock when the frame began, so a tap is judged when it
        /// happened whatever the frame rate. The Input Manager gives no time: its presses count from the frame's start.
        /// </summary>
        double PressedAt(double frameStart)
        {
            double ago = Controls.PressSecondsAgo;
            return ago > 0 ? Math.Max(frameStart, SongTime - ago) : frameStart;
        }

        // The look: a lane from right to left, the hit line at x = 0 ------------------------------

        /// <summary>A sprite piece; a smaller z draws in front.</summary>
        Transform Piece(MicroloopShape shape, string name, Vector3 position, float width, float height, Color colour)
        {
            return Stage.Piece(root, shape, name, position, new Vector2(width, height), colour);
        }

        void BuildLane()
        {
            root = MakeBoard("Lane");
            Piece(MicroloopShape.Square, "Lane", new Vector3(LaneLength / 2, 0, 0.1f), LaneLength + 1, 1.2f, Line);
            Piece(MicroloopShape.Square, "Hit Line", new Vector3(0, 0, 0), 0.08f, 1.6f, HitLine);
        }

        /// <summary>Puts a note view on each unjudged note on screen; spare views are hidden.</summary>
        void Sync()
        {
            int used = 0;
            if (Round == null)
            {
                double lead = Model.Lead;
                for (int i = Model.FirstNoteFrom(SongTime - 0.2); i < Model.Notes.Count; i++)
                {
                    var note = Model.Notes[i];
                    double ahead = note.Time - SongTime;
                    if (ahead > lead) break;
                    if (note.Grade.HasValue) continue;
                    if (used == noteViews.Count) noteViews.Add(Piece(MicroloopShape.Circle, "Note", new Vector3(0, 0, -0.05f), 0.7f, 0.7f, NoteColour));
                    var noteView = noteViews[used++];
                    noteView.gameObject.SetActive(true);
                    noteView.localPosition = new Vector3((float)(ahead / lead * LaneLength), 0, -0.05f);
                    MicroloopStage.Tint(noteView, note.Beat == Math.Floor(note.Beat) ? NoteColour : OffbeatColour);
                }
            }
            for (int i = used; i < noteViews.Count; i++) noteViews[i].gameObject.SetActive(false);
        }

        internal override void Draw(MicroloopGui text)
        {
            if (Round != null)
            {
                text.Text(Prompt(MicroloopMoment.Calibrating));
                text.Gap();
                text.Field("(", Round.ClicksHeard);
                text.Field(" of ", RhythmCalibrationRound.Clicks, ")");
            }
            else
            {
                text.Field("Score ", Model.Score);
                text.Gap();
                text.Field("combo ", Model.Combo);
                text.Field(" (x", Model.Multiplier, ")");
                text.Gap();
                text.Field(null, Model.Accuracy, "%");
                text.Gap();
                text.Field(null, Model.Bpm, " BPM");
                text.Gap();
                text.Field("latency ", InputLatency, " ms");
            }
            text.Line();
            if (!soundAllowed) text.Text(Prompt(MicroloopMoment.Start));
            else if (Model.Over) text.Text(Prompt(MicroloopMoment.Again));
            else if (status == Status.Judged)
            {
                text.Text(GradeNames[(int)shown.Grade]);
                if (!shown.Note.HasValue)
                {
                    text.Text(" (");
                    text.Text(Prompt(MicroloopMoment.Stray));
                    text.Text(")");
                }
                text.Gap();
                text.Field(shown.OffsetMs >= 0 ? "+" : null, (int)Math.Round(shown.OffsetMs), " ms");
            }
            else if (status == Status.Calibrated)
            {
                text.Field("Latency calibrated to ", InputLatency, " ms");
            }
            else if (status == Status.CalibrationFailed) text.Text(Prompt(MicroloopMoment.CalibrationShort));
        }

        /// <summary>The HUD's deepest text: the calibration's line or the widest score line, over the longest status line.</summary>
        internal override void DrawMost(MicroloopGui text)
        {
            for (int variant = 0; variant < 8; variant++)
            {
                if (variant > 0) text.Variant();
                if (variant % 2 == 0)
                {
                    text.Text(Prompt(MicroloopMoment.Calibrating, MicroloopHands.Keys));
                    text.Gap();
                    text.Field("(", RhythmCalibrationRound.Clicks);
                    text.Field(" of ", RhythmCalibrationRound.Clicks, ")");
                }
                else
                {
                    text.Field("Score ", 9999999);
                    text.Gap();
                    text.Field("combo ", 9999);
                    text.Field(" (x", 99, ")");
                    text.Gap();
                    text.Field(null, 99.99, "%");
                    text.Gap();
                    text.Field(null, 999.99, " BPM");
                    text.Gap();
                    text.Field("latency ", -9999, " ms");
                }
                text.Line();
                switch (variant / 2)
                {
                    case 0: text.Text(Prompt(MicroloopMoment.Again, MicroloopHands.Keys)); break;
                    case 1:
                        text.Text(GradeNames[0]);
                        text.Text(" (");
                        text.Text(Prompt(MicroloopMoment.Stray, MicroloopHands.Keys));
                        text.Text(")");
                        text.Gap();
                        text.Field("+", 9999, " ms");
                        break;
                    case 2:
                        text.Field("Latency calibrated to ", -9999, " ms");
                        break;
                    default: text.Text(Prompt(MicroloopMoment.CalibrationShort, MicroloopHands.Keys)); break;
                }
            }
        }
    }
}
