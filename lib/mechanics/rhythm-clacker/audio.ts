/** The sounds RhythmClacker synthesises: no audio files, only oscillators and gain envelopes. */
export type ClackSound = 'downbeat' | 'offbeat' | 'tick' | 'click';

const voices: Record<ClackSound, { type: OscillatorType; pitch: number; volume: number; length: number }> = {
  downbeat: { type: 'triangle', pitch: 1700, volume: 0.55, length: 0.07 },
  offbeat: { type: 'triangle', pitch: 1250, volume: 0.45, length: 0.06 },
  tick: { type: 'sine', pitch: 880, volume: 0.12, length: 0.035 },
  click: { type: 'square', pitch: 1000, volume: 0.3, length: 0.05 },
};

/** How long getOutputTimestamp() readings count (ms): a few audio callbacks, at a frame's reading each. */
const outputWindowMs = 300;
/** A move of the output's offset this large (s) is the clock's own (a pause, a fallen-behind output), not a late callback. */
const outputJumpSeconds = 0.008;

type Scheduled = { readonly node: OscillatorNode; readonly start: number; readonly end: number };

function stopNow(node: OscillatorNode) {
  try {
    node.stop();
    node.disconnect();
  } catch {
    // Already stopped.
  }
}

type AudioWindow = Window & { AudioContext?: typeof AudioContext; webkitAudioContext?: typeof AudioContext };

/**
 * A lazily made AudioContext and the clock it keeps. Nothing is created until wake() (a user
 * gesture); if Web Audio is missing or refuses, every method is a quiet no-op and the game plays by
 * its visual clock.
 */
/**
 * The games of a page holding its audio session for playback, and the type it had before the first of them: the page's
 * session is shared, so it goes back when the last of them closes (a second RhythmClacker on the page kept playing on
 * a session the first had given back).
 */
const sessionHolds = new WeakMap<object, { games: number; before: string | null }>();

export class ClackAudio {
  private context: AudioContext | null = null;
  private master: GainNode | null = null;
  private unavailable = false;
  private ran = false;
  private scheduled: Scheduled[] = [];

  constructor(
    private readonly win: Window,
    private muted: boolean,
    /** The host's node the clacks play into (its mix); its context is the host's: never suspended, resumed or closed here. */
    private readonly output: AudioNode | null = null,
  ) {}

  /** Whether the clacks play into the host's own context (the `output` option): its clock runs through a pause. */
  get shared(): boolean {
    return this.output !== null;
  }

  /** Creates the context the first time (unless muted) and resumes it. Call from a press or a click. */
  wake(): void {
    if (!this.context) {
      if (this.muted || this.unavailable) return;
      this.create();
    }
    this.resume();
  }

  /** Resumes a context made earlier (never makes one); the host's own is the host's to resume. */
  resume(): void {
    const context = this.context;
    if (this.shared) return;
    // 'suspended', or Safari's 'interrupted' after a phone call or another app took the output.
    if (!context || context.state === 'running' || context.state === 'closed') return;
    try {
      void context.resume()?.catch?.(() => undefined);
    } catch {
      // An old or broken implementation: the visual clock carries on.
    }
  }

  /** Suspends a running context: its clock and what is queued on it stand still until resume(). The host's own plays on: what is queued is stopped. */
  suspend(): void {
    const context = this.context;
    if (this.shared) return this.silence();
    if (!context || context.state !== 'running') return;
    try {
      // A context that will not suspend would play what is queued through the pause.
      void context.suspend().catch(() => this.silence());
    } catch {
      this.silence();
    }
  }

  /** Whether sounds are queued that silence() has not stopped. */
  get queued(): boolean {
    return this.scheduled.length > 0;
  }

  /** Whether the audio clock is moving (the context exists and runs). */
  get running(): boolean {
    const running = this.context?.state === 'running';
    if (running) this.ran = true;
    return running;
  }

  /** Whether sound can play here at all: Web Audio exists (or the host gave its node), has not refused, and is not muted. */
  get possible(): boolean {
    const win = this.win as AudioWindow;
    return !this.muted && !this.unavailable && (this.shared || typeof (win.AudioContext ?? win.webkitAudioContext) === 'function');
  }

  /** Whether the audio clock has ever run (the browser let sound start). */
  get hasRun(): boolean {
    return this.ran || this.running;
  }

  /** Whether the audio clock has been seen running, read without looking again (the status line only reads; a frame looks). */
  get seenRunning(): boolean {
    return this.ran;
  }

  /** Whether a context was made. */
  get started(): boolean {
    return this.context !== null;
  }

  /** The audio clock in seconds: where scheduling happens, ahead of what is heard by the output latency. */
  get now(): number {
    return this.context?.currentTime ?? 0;
  }

  /** Seconds between a sound's place on the audio clock and the moment the output plays it, as the context reports it. */
  get outputDelay(): number {
    const context = this.context;
    if (!context) return 0;
    const delay = (context.outputLatency || 0) + (context.baseLatency || 0);
    return Number.isFinite(delay) && delay > 0 ? delay : 0;
  }

  /**
   * The audio time the listener hears at performance time `at` (ms, performance.now()'s clock, as an
   * event's timeStamp): from getOutputTimestamp() where it reports, else currentTime less the output delay.
   */
  heardAt(at: number, nowMs: number): number {
    const context = this.context;
    if (!context) return 0;
    const offset = this.outputOffset(context, nowMs);
    if (offset !== null) return at / 1000 + offset;
    return context.currentTime - this.outputDelay - (nowMs - at) / 1000;
  }

  /** getOutputTimestamp()'s readings of the last outputWindowMs: audio time less performance time (s), with when each was read. */
  private outputReadings: { readonly at: number; readonly offset: number }[] = [];

  /**
   * Audio time less performance time (s) at the output, from the readings of the last outputWindowMs. A callback that
   * ran late stamps its audio position with a later performance time (a reading alone was seen 2.4 ms off), never an
   * earlier one, so the largest offset is the output's; a move past outputJumpSeconds (a pause, an output that fell
   * behind) starts afresh.
   */
  private outputOffset(context: AudioContext, nowMs: number): number | null {
    let stamp: AudioTimestamp | undefined;
    try {
      stamp = context.getOutputTimestamp?.();
    } catch {
      // Reported as unsupported by some implementations: the latency properties serve.
    }
    if (!stamp || typeof stamp.contextTime !== 'number' || typeof stamp.performanceTime !== 'number' || !(stamp.contextTime > 0) || !(stamp.performanceTime > 0)) {
      this.outputReadings = [];
      return null;
    }
    const offset = stamp.contextTime - stamp.performanceTime / 1000;
    let readings = this.outputReadings.filter((reading) => nowMs - reading.at <= outputWindowMs && reading.at <= nowMs);
    const best = Math.max(...readings.map((reading) => reading.offset));
    if (readings.length > 0 && Math.abs(offset - best) > outputJumpSeconds) readings = [];
    readings.push({ at: nowMs, offset });
    this.outputReadings = readings;
    return Math.max(...readings.map((reading) => reading.offset));
  }

  get isMuted(): boolean {
    return this.muted;
  }

  setMuted(muted: boolean): void {
    this.muted = muted;
    if (muted) this.silence();
    const { context, master } = this;
    if (!context || !master) return;
    master.gain.cancelScheduledValues(context.currentTime);
    master.gain.setValueAtTime(muted ? 0 : 1, context.currentTime);
  }

  /** Schedules one synthesised sound at audio time `time` (ignored while muted or silent). */
  play(sound: ClackSound, time: number): void {
    const { context, master } = this;
    if (!context || !master || this.muted || context.state !== 'running') return;
    const voice = voices[sound];
    const start = Math.max(time, context.currentTime);
    const end = start + voice.length;
    try {
      const oscillator = context.createOscillator();
      const envelope = context.createGain();
      oscillator.type = voice.type;
      oscillator.frequency.setValueAtTime(voice.pitch, start);
      oscillator.frequency.exponentialRampToValueAtTime(voice.pitch * 0.55, end);
      envelope.gain.setValueAtTime(0.0001, start);
      envelope.gain.exponentialRampToValueAtTime(voice.volume, start + 0.003);
      envelope.gain.exponentialRampToValueAtTime(0.0001, end);
      oscillator.connect(envelope);
      envelope.connect(master);
      oscillator.start(start);
      oscillator.stop(end + 0.01);
      this.scheduled = this.scheduled.filter((entry) => entry.end > context.currentTime);
      this.scheduled.push({ node: oscillator, start, end });
    } catch {
      // A sound that cannot be made is skipped; the game goes on.
    }
  }

  /** Stops every sound scheduled and not yet finished (on pause, so nothing plays late). */
  silence(): void {
    for (const { node } of this.scheduled.splice(0)) stopNow(node);
  }

  /**
   * Stops the sounds that have not begun on the audio clock; one already begun rings out. New values
   * (update()) reschedule the song from the present, which a begun sound is behind: stopped, it would be
   * cut in its attack and never heard.
   */
  silenceQueued(): void {
    const now = this.context?.currentTime ?? Number.NEGATIVE_INFINITY;
    this.scheduled = this.scheduled.filter(({ node, start }) => {
      if (start <= now) return true;
      stopNow(node);
      return false;
    });
  }

  /** Closes the context, and gives the page's audio session back the type it had (the host's other sounds mix as before). */
  close(): void {
    this.silence();
    this.restoreSession();
    const context = this.context;
    const master = this.master;
    this.context = null;
    this.master = null;
    if (!context) return;
    if (this.shared) {
      // The host's context goes on: only the game's own node leaves its mix.
      try {
        master?.disconnect();
      } catch {
        // Already disconnected.
      }
      return;
    }
    try {
      void context.close()?.catch?.(() => undefined);
    } catch {
      // Closing is best effort.
    }
  }

  /** Whether this game counts among those holding the page's audio session for playback (sessionHolds). */
  private holdsSession = false;

  private session(): { type: string } | undefined {
    return (this.win.navigator as Navigator & { audioSession?: { type: string } }).audioSession;
  }

  private restoreSession() {
    if (!this.holdsSession) return;
    this.holdsSession = false;
    try {
      const session = this.session();
      const hold = session && sessionHolds.get(session);
      if (!session || !hold) return;
      // Another game of the page still plays: the session stays theirs until the last one goes.
      hold.games -= 1;
      if (hold.games > 0) return;
      const before = hold.before;
      hold.before = null;
      // A type the host set since is the host's: only the games' own 'playback' is taken back.
      if (before !== null && session.type === 'playback') session.type = before;
    } catch {
      // Left as it is.
    }
  }

  private create() {
    // The host's node: its context (and the page's audio session, the host's too).
    if (this.output) return this.playInto(() => this.output!.context as AudioContext, this.output);
    const win = this.win as AudioWindow;
    const Context = win.AudioContext ?? win.webkitAudioContext;
    if (typeof Context !== 'function') {
      this.unavailable = true;
      return;
    }
    // iOS silences Web Audio with the ringer switch unless the page asks for playback (Safari 17+, where it exists).
    // The session is the page's, not the game's: the type it had goes back at close().
    try {
      const session = this.session();
      if (session) {
        const hold = sessionHolds.get(session) ?? { games: 0, before: null };
        if (hold.games === 0) hold.before = session.type === 'playback' ? null : session.type;
        if (session.type !== 'playback') session.type = 'playback';
        hold.games += 1;
        sessionHolds.set(session, hold);
        this.holdsSession = true;
      }
    } catch {
      // A session that will not change: the sound plays as the device decides.
    }
    this.playInto(() => new Context({ latencyHint: 'interactive' }), null);
  }

  /** The game's gain on `made()`'s context, into `output` (else the context's destination); unavailable if either refuses. */
  private playInto(made: () => AudioContext, output: AudioNode | null) {
    try {
      const context = made();
      const master = context.createGain();
      master.gain.setValueAtTime(1, context.currentTime);
      master.connect(output ?? context.destination);
      this.context = context;
      this.master = master;
    } catch {
      this.unavailable = true;
      this.context = null;
      this.master = null;
    }
  }
}
