import { ClackAudio } from './audio';
import { prompt } from '../core/player-words';
import { maxFrameSeconds, resumeCountdownSeconds, statusInterval } from '../core/canvas-game';
import { installFakeCanvas, tapKey, type Call, type FakeCanvas, spyOnListeners } from '../core/testing/fake-canvas';
import { createGame, latencyStorageKey, lookAheadSeconds, statusText, summaryText, type RhythmClackerJudgement, type RhythmClackerOptions } from './game';
import { RhythmModel, readBeatMap } from './model';
import type { RhythmClackerValues } from './params';

const values: RhythmClackerValues = { bpm: 60, perfectWindow: 45, goodWindow: 110, latency: 0, noteSpeed: 1, beatMap: 1 };
/** Two notes, at 0 s and 1 s at 60 BPM; the run starts at −2.5 s (2 s lead + 0.5 s pre-roll). */
const twoNotes = { name: 'Two', bpm: 60, subdivision: 1, beats: [0, 1] };
/** Frames from start() to song time 0: the first frame steps 0 s, then 150 frames of 1/60 s. */
const framesToFirstBeat = 151;

type Param = { value: number; setValueAtTime: jest.Mock; exponentialRampToValueAtTime: jest.Mock; cancelScheduledValues: jest.Mock };
type FakeOscillator = { type: string; frequency: Param; connect: jest.Mock; disconnect: jest.Mock; start: jest.Mock; stop: jest.Mock; createdAt: number };

function audioParam(): Param {
  return { value: 1, setValueAtTime: jest.fn(), exponentialRampToValueAtTime: jest.fn(), cancelScheduledValues: jest.fn() };
}

/** A Web Audio stand-in whose clock runs with the fake timers while its state is 'running'. */
class FakeAudioContext {
  static instances: FakeAudioContext[] = [];
  state: 'suspended' | 'running' | 'closed' = 'suspended';
  destination = {};
  oscillators: FakeOscillator[] = [];
  gains: { gain: Param; connect: jest.Mock; disconnect: jest.Mock }[] = [];
  private elapsed = 0;
  private since = 0;
  resume = jest.fn(() => {
    if (this.state === 'suspended') {
      this.state = 'running';
      this.since = fake.now();
    }
    return Promise.resolve();
  });
  suspend = jest.fn(() => {
    if (this.state === 'running') {
      this.elapsed = this.currentTime;
      this.state = 'suspended';
    }
    return Promise.resolve();
  });
  close = jest.fn(() => {
    this.state = 'closed';
    return Promise.resolve();
  });

  constructor() {
    FakeAudioContext.instances.push(this);
  }

  /** Moves the audio clock on by itself, as a real device's can drift from the frames. */
  jump(seconds: number) {
    this.elapsed += seconds;
  }

  get currentTime(): number {
    return this.state === 'running' ? this.elapsed + (fake.now() - this.since) / 1000 : this.elapsed;
  }

  createGain() {
    const gain = { gain: audioParam(), connect: jest.fn(), disconnect: jest.fn() };
    this.gains.push(gain);
    return gain;
  }

  createOscillator() {
    const oscillator = { type: '', frequency: audioParam(), connect: jest.fn(), disconnect: jest.fn(), start: jest.fn(), stop: jest.fn(), createdAt: this.currentTime };
    this.oscillators.push(oscillator);
    return oscillator;
  }
}

let fake: FakeCanvas;
let calls: Call[];
let frames: Map<number, FrameRequestCallback>;
let canvas: HTMLCanvasElement;
let runFrames: (count: number) => void;

/** Puts a Web Audio constructor on window (undefined: none, as in jsdom). */
function setAudioContext(Context: unknown) {
  FakeAudioContext.instances = [];
  Object.defineProperty(window, 'AudioContext', { configurable: true, writable: true, value: Context });
}

function installAudio() {
  setAudioContext(FakeAudioContext);
}

beforeEach(() => {
  fake = installFakeCanvas();
  ({ calls, frames, canvas, runFrames } = fake);
  setAudioContext(undefined);
  // A calibration is kept per device: each test starts on a device that has none.
  localStorage.clear();
});

afterEach(() => {
  fake.remove();
  setAudioContext(undefined);
});

function play(options: RhythmClackerOptions = {}, overrides: Partial<RhythmClackerValues> = {}) {
  const onStatus = jest.fn();
  const onScore = jest.fn();
  const onEnd = jest.fn();
  const judgements: RhythmClackerJudgement[] = [];
  const game = createGame(canvas, { ...values, ...overrides }, { seed: 5, beatMap: twoNotes, onStatus, onScore, onEnd, onJudged: (judgement) => judgements.push(judgement), ...options });
  const lastStatus = () => {
    jest.advanceTimersByTime(statusInterval);
    return String(onStatus.mock.calls.at(-1)?.[0]);
  };
  return { game, onStatus, onScore, onEnd, judgements, lastStatus };
}

function press() {
  jest.spyOn(canvas, 'getBoundingClientRect').mockReturnValue({ left: 0, top: 0, width: 300, height: 150 } as DOMRect);
  canvas.dispatchEvent(new MouseEvent('pointerdown', { clientX: 100, clientY: 70, bubbles: true }));
  canvas.dispatchEvent(new MouseEvent('pointerup', { clientX: 100, clientY: 70, bubbles: true }));
}

const snapshot = new RhythmModel(values, 1, readBeatMap(twoNotes)).snapshot();

describe('statusText', () => {
  it('says the state, score, combo, multiplier and last judgement', () => {
    expect(statusText(snapshot, 'ready')).toBe('Ready · Two · 60 BPM · 2 notes');
    expect(statusText(snapshot, 'ready', { calibrated: 40 })).toBe('Ready · Two · 60 BPM · 2 notes · latency calibrated to 40 ms');
    expect(statusText(snapshot, 'ready', { calibrated: 'unchanged' })).toMatch(/^Ready · .* latency unchanged$/);
    const playing = { ...snapshot, score: 1200, combo: 9, multiplier: 2, last: { grade: 'Perfect', offsetMs: 3, combo: 9, score: 1200, points: 600, note: 8, time: 8 } as const };
    expect(statusText(playing, 'running')).toBe('Score 1200 · combo 9 · 2× · last: Perfect');
    expect(statusText(playing, 'paused')).toBe('Paused · Score 1200 · combo 9 · 2× · last: Perfect');
    expect(statusText({ ...playing, accuracy: 87.5, bestCombo: 9, over: true }, 'over')).toBe('Run over · Score 1200 · accuracy 87.5% · best combo 9');
    expect(statusText(snapshot, 'running', { calibrating: 3 })).toBe('Calibrating: tap along with the clicks (3 of 8)');
    // Before the round's first click none is heard (review 64, js-a-2: it said 1, where the canvas said 0).
    expect(statusText(snapshot, 'paused', { calibrating: 0 })).toBe('Paused · Calibrating: tap along with the clicks (0 of 8)');
  });

  it('says a short calibration and a stray press in the words of the player\'s hands, from player-words.ts (review 3 of 2026-11-29, J2)', () => {
    const keys = (moment: 'calibrating' | 'calibration-short' | 'stray') => prompt(moment, 'keys');
    expect(statusText(snapshot, 'ready', { calibrated: 'unchanged', words: keys })).toBe(`Ready · Two · 60 BPM · 2 notes · ${prompt('calibration-short', 'keys')}`);
    expect(statusText(snapshot, 'ready', { calibrated: 'unchanged' })).toBe(`Ready · Two · 60 BPM · 2 notes · ${prompt('calibration-short', 'touch')}`);
    const stray = { ...snapshot, score: 0, combo: 0, multiplier: 1, last: { grade: 'Miss', offsetMs: 300, combo: 0, score: 0, points: 0, note: null, time: 2 } as const };
    expect(statusText(stray, 'running', { words: keys })).toBe('Score 0 · combo 0 · 1× · last: Miss (stray press)');
    expect(statusText(stray, 'running')).toBe('Score 0 · combo 0 · 1× · last: Miss (stray tap)');
    expect(statusText(snapshot, 'running', { calibrating: 3, words: keys })).toBe('Calibrating: press Space or click along with the clicks (3 of 8)');
  });

  it('sums a run up', () => {
    expect(summaryText({ ...snapshot, score: 400, accuracy: 75, bestCombo: 2, counts: { Perfect: 1, Good: 1, Miss: 0 } })).toBe(
      'Score 400 · accuracy 75% · best combo 2 · 1 Perfect, 1 Good, 0 Miss',
    );
  });
});

describe('createGame', () => {
  it('refuses a surface that is not a canvas and a malformed beat map', () => {
    expect(() => createGame(document.createElement('div') as unknown as HTMLCanvasElement, values)).toThrow(/canvas/);
    expect(() => createGame(canvas, values, { beatMap: { name: 'Bad', bpm: 60, subdivision: 1, beats: [] } })).toThrow(/^Beat map: beats/);
    expect(() => createGame(canvas, values, { beatMap: '{oops' })).toThrow(/not valid JSON/);
  });

  it('accepts partial and out-of-range values', () => {
    const { game, lastStatus } = play({ beatMap: undefined }, { bpm: 999, beatMap: 2 });
    expect(lastStatus()).toBe(`Ready · Offbeat Eighths · 200 BPM · 48 notes · ${prompt('start', 'keys')}`);
    game.destroy();
    const bare = createGame(canvas, {}, { onStatus: jest.fn() });
    bare.destroy();
  });

  it('plays by keyboard: Space on the beat is a Perfect, and the status follows', () => {
    const { game, onScore, judgements, lastStatus } = play();
    expect(lastStatus()).toBe(`Ready · Two · 60 BPM · 2 notes · ${prompt('start', 'keys')}`);
    game.start();
    runFrames(framesToFirstBeat);
    expect(tapKey(canvas, ' ')).toBe(true);
    expect(judgements).toHaveLength(1);
    expect(judgements[0]).toMatchObject({ result: 'Perfect', grade: 'Perfect', combo: 1, score: 300, note: 0 });
    expect(Math.abs(judgements[0]?.offsetMs ?? 99)).toBeLessThan(1);
    expect(onScore).toHaveBeenLastCalledWith(300);
    runFrames(1);
    expect(lastStatus()).toBe('Score 300 · combo 1 · 1× · last: Perfect');
    expect(tapKey(canvas, 'a')).toBe(false);
    expect(judgements).toHaveLength(1);
    game.destroy();
  });

  it('plays by pointer, judges a late tap Good, and ends the run with a summary', () => {
    const { game, judgements, onEnd, onScore, lastStatus } = play({ autoStart: true });
    runFrames(framesToFirstBeat + 2);
    press();
    expect(judgements.at(-1)).toMatchObject({ grade: 'Perfect', note: 0 });
    expect(judgements.at(-1)?.offsetMs).toBeCloseTo(33.3, 0);
    runFrames(60 - 2 + 5);
    press();
    expect(judgements.at(-1)).toMatchObject({ grade: 'Good', combo: 2, score: 400 });
    expect(judgements.at(-1)?.offsetMs).toBeCloseTo(83.3, 0);
    expect(onEnd).not.toHaveBeenCalled();
    runFrames(60);
    expect(onEnd).toHaveBeenCalledTimes(1);
    expect(onEnd).toHaveBeenCalledWith({ score: 400, text: 'Score 400 · accuracy 75% · best combo 2 · 1 Perfect, 1 Good, 0 Miss' });
    expect(frames.size).toBe(0);
    expect(lastStatus()).toBe(`Run over · Score 400 · accuracy 75% · best combo 2 · ${prompt('again', 'keys')}`);
    game.start();
    expect(onScore).toHaveBeenCalled();
    expect(lastStatus()).toBe('Score 0 · combo 0 · 1×');
    game.destroy();
  });

  it('misses notes that pass unplayed and stray taps, breaking the combo', () => {
    const { game, judgements, lastStatus } = play({ autoStart: true });
    runFrames(framesToFirstBeat);
    tapKey(canvas);
    runFrames(30);
    tapKey(canvas);
    expect(judgements.at(-1)).toMatchObject({ grade: 'Miss', note: null, combo: 0, score: 300 });
    runFrames(30 + 7);
    expect(judgements.at(-1)).toMatchObject({ result: 'Miss', grade: 'Miss', note: 1, combo: 0 });
    expect(lastStatus()).toBe('Score 300 · combo 0 · 1× · last: Miss');
    game.destroy();
  });

  it('a host that destroys the game in onJudged hears no judgement after it, though one frame missed several notes', () => {
    // Four notes 19 ms apart at 200 BPM (the setting's top): one 50 ms frame passes three of them.
    const fourQuick = { name: 'Four quick', bpm: 200, subdivision: 16, beats: [0, 0.0625, 0.125, 0.1875] };
    const heard = (destroyOnMiss: boolean) => {
      const judgements: RhythmClackerJudgement[] = [];
      const game = createGame(canvas, { ...values, bpm: 200 }, {
        seed: 5,
        beatMap: fourQuick,
        autoStart: true,
        loop: 'manual',
        onJudged: (judgement) => {
          judgements.push(judgement);
          if (destroyOnMiss) game.destroy();
        },
      });
      for (let frame = 0; frame < 400 && judgements.length === 0; frame++) game.step(maxFrameSeconds);
      game.destroy();
      return judgements.length;
    };
    // The same frames without the destroy miss several notes at once, so the guard is what stops the rest.
    expect(heard(false)).toBeGreaterThan(1);
    expect(heard(true)).toBe(1);
  });

  it('judges by the latency setting and applies new values from update()', () => {
    const { game, judgements, lastStatus } = play();
    game.update({ ...values, bpm: 120, latency: 100 });
    game.start();
    runFrames(framesToFirstBeat + 6);
    tapKey(canvas);
    expect(judgements.at(-1)).toMatchObject({ grade: 'Perfect', note: 0 });
    expect(judgements.at(-1)?.offsetMs).toBeCloseTo(0, 0);
    // At 120 BPM the second note comes half a second after the first.
    runFrames(30);
    tapKey(canvas);
    expect(judgements.at(-1)).toMatchObject({ grade: 'Perfect', note: 1 });
    game.pause();
    expect(lastStatus()).toBe('Paused · Score 600 · combo 2 · 1× · last: Perfect');
    // Held by the host's pause() through the reset: "Paused", the ready sentence, no start prompt.
    game.reset();
    expect(lastStatus()).toBe('Paused · Ready · Two · 120 BPM · 2 notes');
    game.update({ ...values, beatMap: 2 } as RhythmClackerValues);
    game.destroy();
  });

  it('draws the score, the notes and no sparks or hit flash with reduced motion', () => {
    const sparks = () => calls.filter((call) => call.name === 'fillRect' && call.args[2] === 4 && call.args[3] === 4).length;
    const texts = () => calls.filter((call) => call.name === 'fillText').map((call) => String(call.args[0]));
    const calm = play({ autoStart: true, reducedMotion: true });
    runFrames(framesToFirstBeat);
    expect(calls.some((call) => call.name === 'arc')).toBe(true);
    tapKey(canvas);
    runFrames(4);
    expect(texts()).toContain('Score 300');
    expect(texts()).toContain('Perfect');
    expect(sparks()).toBe(0);
    const calmArcs = calls.filter((call) => call.name === 'arc').length;
    calm.game.destroy();
    calls.length = 0;
    const lively = play({ autoStart: true, reducedMotion: false });
    runFrames(framesToFirstBeat);
    tapKey(canvas);
    runFrames(4);
    expect(sparks()).toBeGreaterThan(0);
    expect(calls.filter((call) => call.name === 'arc').length).toBeGreaterThan(calmArcs);
    lively.game.destroy();
  });

  it('redraws at both small and large sizes without throwing', () => {
    for (const [width, height] of [
      [300, 225],
      [800, 600],
    ]) {
      jest.spyOn(canvas, 'clientWidth', 'get').mockReturnValue(width as number);
      jest.spyOn(canvas, 'clientHeight', 'get').mockReturnValue(height as number);
      const { game } = play({ autoStart: true });
      runFrames(framesToFirstBeat);
      const fonts = calls.filter((call) => call.name === 'fillText');
      expect(fonts.length).toBeGreaterThan(0);
      game.destroy();
    }
  });
});

describe('sound', () => {
  it('makes no AudioContext until start(), then schedules clacks ahead on the audio clock', () => {
    installAudio();
    const { game, judgements } = play();
    expect(FakeAudioContext.instances).toHaveLength(0);
    game.start();
    const [context] = FakeAudioContext.instances;
    expect(context?.state).toBe('running');
    // Song time 1/3 s: the second note (1 s) is not yet inside the look-ahead.
    runFrames(framesToFirstBeat + 20);
    const oscillators = context?.oscillators ?? [];
    expect(oscillators.length).toBeGreaterThan(1);
    for (const oscillator of oscillators) {
      const at = oscillator.start.mock.calls[0]?.[0] as number;
      expect(at).toBeGreaterThanOrEqual(oscillator.createdAt - 1e-9);
      expect(at - oscillator.createdAt).toBeLessThanOrEqual(lookAheadSeconds + 1e-9);
    }
    // The first note's clack: the highest voice, scheduled at song time 0.
    const clacks = oscillators.filter((oscillator) => oscillator.frequency.setValueAtTime.mock.calls[0]?.[0] === 1700);
    expect(clacks).toHaveLength(1);
    tapKey(canvas);
    expect(judgements.at(-1)?.grade).toBe('Miss');
    game.destroy();
    expect(context?.close).toHaveBeenCalled();
  });

  it('judges taps on the audio clock', () => {
    installAudio();
    const { game, judgements } = play();
    game.start();
    runFrames(framesToFirstBeat + 2);
    tapKey(canvas);
    expect(judgements.at(-1)).toMatchObject({ grade: 'Perfect' });
    expect(judgements.at(-1)?.offsetMs).toBeCloseTo(33.3, 0);
    game.destroy();
  });

  it('follows the audio clock when it moves apart from the frames', () => {
    installAudio();
    const { game, judgements } = play();
    game.start();
    runFrames(framesToFirstBeat - 30);
    FakeAudioContext.instances[0]?.jump(0.5);
    runFrames(1);
    tapKey(canvas);
    expect(judgements.at(-1)).toMatchObject({ grade: 'Perfect', note: 0 });
    FakeAudioContext.instances[0]?.jump(0.02);
    runFrames(60 - 1);
    // A small drift is closed over a few frames, never by a jump backwards.
    tapKey(canvas);
    expect(judgements.at(-1)).toMatchObject({ grade: 'Perfect', note: 1 });
    expect(judgements.at(-1)?.offsetMs).toBeCloseTo(20, 0);
    game.destroy();
  });

  it('suspends the audio clock while paused and resumes it on Play', () => {
    installAudio();
    const game = createGame(canvas, values, { beatMap: twoNotes });
    game.start();
    runFrames(10);
    const [context] = FakeAudioContext.instances;
    game.pause();
    expect(context?.suspend).toHaveBeenCalled();
    expect(context?.state).toBe('suspended');
    expect(jest.getTimerCount()).toBe(0);
    game.start();
    expect(context?.state).toBe('running');
    expect(FakeAudioContext.instances).toHaveLength(1);
    game.destroy();
  });

  // Review 24's class (Unity `output`, Godot `bus`): the clacks could not reach the host's own Web Audio mix.
  it('plays into the host\'s node given as `output` (its mix): no context of its own, the host\'s never suspended, resumed or closed; a pause stops what is queued, and after it the song goes on where it stopped', () => {
    installAudio();
    const host = new FakeAudioContext();
    void host.resume();
    const mix = { ...host.createGain(), context: host };
    const { game, judgements } = play({ output: mix as unknown as AudioNode });
    const master = host.gains[1];
    expect({ contexts: FakeAudioContext.instances.length, intoMix: master?.connect.mock.calls[0]?.[0] === mix }).toEqual({ contexts: 1, intoMix: true });
    game.start();
    runFrames(framesToFirstBeat - 60);
    const queued = host.oscillators.length;
    game.pause();
    const stopped = host.oscillators.filter((oscillator) => oscillator.disconnect.mock.calls.length > 0).length;
    // Five seconds paused: the host's clock runs on.
    runFrames(300);
    game.start();
    runFrames(60 + 2);
    tapKey(canvas);
    game.destroy();
    expect({ queued: queued > 0, stopped: stopped > 0, suspended: host.suspend.mock.calls.length, resumed: host.resume.mock.calls.length, closed: host.close.mock.calls.length, state: host.state, left: master?.disconnect.mock.calls.length }).toEqual({ queued: true, stopped: true, suspended: 0, resumed: 1, closed: 0, state: 'running', left: 1 });
    expect(judgements.at(-1)).toMatchObject({ grade: 'Perfect', note: 0 });
  });

  it('creates the context on the first press when the game started itself', () => {
    installAudio();
    const { game } = play({ autoStart: true });
    runFrames(5);
    expect(FakeAudioContext.instances).toHaveLength(0);
    tapKey(canvas);
    expect(FakeAudioContext.instances).toHaveLength(1);
    game.destroy();
  });

  it('mutes and unmutes, and a muted start makes no sound at all', () => {
    installAudio();
    const quiet = play({ muted: true });
    quiet.game.start();
    runFrames(framesToFirstBeat);
    expect(FakeAudioContext.instances).toHaveLength(0);
    tapKey(canvas);
    expect(quiet.judgements.at(-1)?.grade).toBe('Perfect');
    quiet.game.setMuted(false);
    expect(FakeAudioContext.instances).toHaveLength(1);
    quiet.game.destroy();

    installAudio();
    const loud = play();
    loud.game.start();
    runFrames(3);
    const [context] = FakeAudioContext.instances;
    const master = context?.gains[0];
    loud.game.setMuted(true);
    expect(master?.gain.setValueAtTime).toHaveBeenLastCalledWith(0, expect.any(Number));
    const before = context?.oscillators.length ?? 0;
    runFrames(framesToFirstBeat);
    expect(context?.oscillators.length).toBe(before);
    loud.game.setMuted(false);
    expect(master?.gain.setValueAtTime).toHaveBeenLastCalledWith(1, expect.any(Number));
    loud.game.destroy();
  });

  it('plays silently by the visual clock when Web Audio is missing or throws', () => {
    for (const Context of [
      undefined,
      jest.fn(() => {
        throw new Error('no audio device');
      }),
    ]) {
      setAudioContext(Context);
      const { game, judgements } = play();
      game.start();
      runFrames(framesToFirstBeat);
      tapKey(canvas);
      expect(judgements.at(-1)?.grade).toBe('Perfect');
      game.setMuted(true);
      game.setMuted(false);
      game.destroy();
    }
  });
});

describe('sound timing (what a player hears)', () => {
  const pitch = (oscillator: FakeOscillator) => oscillator.frequency.setValueAtTime.mock.calls[0]?.[0] as number;
  const startAt = (oscillator: FakeOscillator) => oscillator.start.mock.calls[0]?.[0] as number;
  /** The clacks of notes (downbeats and offbeats), in audio seconds, that were not stopped before they played. */
  const clacks = (context: FakeAudioContext | undefined) =>
    (context?.oscillators ?? []).filter((oscillator) => pitch(oscillator) === 1700 || pitch(oscillator) === 1250);
  /** Frames to song time 0.95 s: the second note (1 s) is inside the look-ahead. */
  const framesToJustBefore = framesToFirstBeat + 57;

  it('plays the count-in ticks on a first run', () => {
    installAudio();
    const { game } = play();
    game.start();
    runFrames(framesToFirstBeat);
    const [context] = FakeAudioContext.instances;
    const firstClack = startAt(clacks(context)[0] as FakeOscillator);
    const countIn = (context?.oscillators ?? []).filter((oscillator) => pitch(oscillator) === 880 && startAt(oscillator) < firstClack - 0.5);
    expect(countIn.length).toBeGreaterThanOrEqual(2);
    game.destroy();
  });

  it('drops no clack on a resume: what was queued stays queued through the suspended clock, and a key on it is judged on time', () => {
    installAudio();
    const { game, judgements } = play();
    game.start();
    runFrames(framesToJustBefore);
    const [context] = FakeAudioContext.instances;
    const queued = clacks(context).at(-1) as FakeOscillator;
    const before = clacks(context).length;
    game.pause();
    // The context suspends a little after the pause while its clock runs on: a clack due then must not be lost.
    context?.jump(0.02);
    game.start();
    jest.advanceTimersByTime(30);
    runFrames(2);
    // Stopped only at its scheduled end (stop(when) at creation), never cut by stop().
    expect(queued.stop.mock.calls.every(([when]) => when !== undefined)).toBe(true);
    expect(clacks(context)).toHaveLength(before);
    const at = startAt(queued);
    // The beat did not move: the anchor held across the pause, as the suspended audio clock did.
    expect(at - startAt(clacks(context)[0] as FakeOscillator)).toBeCloseTo(1, 6);
    while ((context?.currentTime ?? 0) < at) runFrames(1);
    const heardLate = ((context?.currentTime ?? 0) - at) * 1000;
    tapKey(canvas);
    expect(judgements.at(-1)).toMatchObject({ note: 1, grade: 'Perfect' });
    expect(judgements.at(-1)?.offsetMs).toBeCloseTo(heardLate, 0);
    game.destroy();
  });

  it('queues again from where the clock stopped when the context would not suspend, so nothing sounds through the pause', () => {
    installAudio();
    const { game } = play();
    game.start();
    runFrames(framesToJustBefore);
    const [context] = FakeAudioContext.instances;
    if (context) context.suspend = jest.fn(() => Promise.reject(new Error('no suspend')));
    const queued = clacks(context).at(-1) as FakeOscillator;
    game.pause();
    return Promise.resolve().then(() => {
      expect(queued.stop.mock.calls.some(([when]) => when === undefined)).toBe(true);
      game.start();
      jest.advanceTimersByTime(30);
      runFrames(1);
      const again = clacks(context).filter((oscillator) => oscillator !== queued && Math.abs(startAt(oscillator) - startAt(queued)) < 1e-6);
      expect(again).toHaveLength(1);
      game.destroy();
    });
  });

  it('drops and moves no clack on update()', () => {
    installAudio();
    const { game } = play();
    game.start();
    runFrames(framesToJustBefore);
    const [context] = FakeAudioContext.instances;
    const scheduled = clacks(context).at(-1) as FakeOscillator;
    const at = startAt(scheduled);
    game.update({ goodWindow: 100 });
    jest.advanceTimersByTime(30);
    runFrames(10);
    const again = clacks(context).filter((oscillator) => oscillator !== scheduled && Math.abs(startAt(oscillator) - at) < 0.05);
    expect(again).toHaveLength(1);
    expect(startAt(again[0] as FakeOscillator)).toBeCloseTo(at, 6);
    game.destroy();
  });

  it('lets a clack that has begun ring on through update(): not cut in its attack, not started twice', () => {
    installAudio();
    const { game } = play();
    game.start();
    runFrames(framesToJustBefore);
    const [context] = FakeAudioContext.instances;
    const begun = clacks(context).at(-1) as FakeOscillator;
    const at = startAt(begun);
    // The audio clock 1 ms into its 3 ms attack.
    context?.jump(at + 0.001 - (context?.currentTime ?? 0));
    expect(context?.currentTime).toBeCloseTo(at + 0.001, 6);
    game.update({ goodWindow: 100 });
    jest.advanceTimersByTime(30);
    runFrames(10);
    // Its own stop, at its end, is the only one: silence()'s stop() takes no time.
    expect(begun.stop.mock.calls.every((call) => call.length === 1)).toBe(true);
    expect(begun.disconnect).not.toHaveBeenCalled();
    expect(clacks(context).filter((oscillator) => oscillator !== begun && Math.abs(startAt(oscillator) - at) < 0.05)).toHaveLength(0);
    game.destroy();
  });

  it('judges a key on the heard beat near 0 ms: the output latency is compensated', () => {
    installAudio();
    const outputDelay = 0.042;
    const { game, judgements } = play();
    game.start();
    const [context] = FakeAudioContext.instances;
    Object.assign(context as object, { outputLatency: 0.032, baseLatency: 0.01 });
    while (clacks(context).length === 0) runFrames(1);
    const at = startAt(clacks(context)[0] as FakeOscillator);
    while ((context?.currentTime ?? 0) - outputDelay < at) runFrames(1);
    const heardLate = ((context?.currentTime ?? 0) - outputDelay - at) * 1000;
    tapKey(canvas);
    expect(judgements.at(-1)).toMatchObject({ note: 0, grade: 'Perfect' });
    expect(judgements.at(-1)?.offsetMs).toBeCloseTo(heardLate, 0);
    game.destroy();
  });

  it('queues clacks far enough ahead that a stalled main thread drops none', () => {
    installAudio();
    const { game } = play();
    game.start();
    // Song time 0.55 s: the second note (1 s) is already queued.
    runFrames(framesToFirstBeat + 33);
    const [context] = FakeAudioContext.instances;
    const first = startAt(clacks(context)[0] as FakeOscillator);
    // The main thread stalls 0.45 s (no frame, no timer) while the audio clock runs past the second note.
    context?.jump(0.45);
    runFrames(2);
    const played = clacks(context).filter((oscillator) => oscillator.stop.mock.calls.every(([when]) => when !== undefined));
    expect(played.map(startAt)).toEqual([first, first + 1]);
    game.destroy();
  });

  it('queues the coming clacks again when unmuted, so none is skipped after a mute', () => {
    installAudio();
    const { game } = play();
    game.start();
    runFrames(framesToFirstBeat + 3);
    const [context] = FakeAudioContext.instances;
    game.setMuted(true);
    // Muted through song time 0.55 s, when the look-ahead reaches the second note (1 s).
    runFrames(30);
    game.setMuted(false);
    runFrames(1);
    const first = startAt(clacks(context)[0] as FakeOscillator);
    const again = clacks(context).filter((oscillator) => Math.abs(startAt(oscillator) - first - 1) < 1e-6);
    expect(again).toHaveLength(1);
    game.destroy();
  });

  it('times a key by its event timeStamp, not by when the handler ran', () => {
    installAudio();
    const { game, judgements } = play();
    game.start();
    runFrames(framesToFirstBeat + 2);
    const down = new KeyboardEvent('keydown', { key: ' ', cancelable: true });
    Object.defineProperty(down, 'timeStamp', { value: performance.now() - 20 });
    canvas.dispatchEvent(down);
    expect(judgements.at(-1)?.offsetMs).toBeCloseTo(13.3, 0);
    game.destroy();
  });
});

describe('calibrate', () => {
  /** Frames from calibrate() to `late` seconds after click `click` (the round starts 1 s before the first click, at 90 BPM). */
  const framesTo = (click: number, lateFrames: number) => 1 + 60 + 40 * click + lateFrames;

  it('measures the median tap offset over eight clicks, applies it and reports it', async () => {
    const { game, judgements, lastStatus, onEnd } = play();
    const promise = game.calibrate();
    expect(game.calibrate()).toBe(promise);
    let frame = 0;
    for (let click = 0; click < 8; click++) {
      const target = framesTo(click, 3);
      runFrames(target - frame);
      frame = target;
      tapKey(canvas);
      // A keyboard player's calibration speaks of keys (review 1 J2).
      if (click === 2) expect(lastStatus()).toBe(`${prompt('calibrating', 'keys')} (3 of 8)`);
    }
    runFrames(60);
    await expect(promise).resolves.toBe(50);
    expect(judgements).toHaveLength(0);
    expect(onEnd).not.toHaveBeenCalled();
    expect(frames.size).toBe(0);
    expect(lastStatus()).toBe(`Ready · Two · 60 BPM · 2 notes · latency calibrated to 50 ms · ${prompt('start', 'keys')}`);
    // The measured latency now applies: a tap 50 ms late is dead on.
    game.start();
    runFrames(framesToFirstBeat + 3);
    tapKey(canvas);
    expect(judgements.at(-1)?.offsetMs).toBeCloseTo(0, 0);
    game.destroy();
  });

  // Review 31 (JavaScript R31-4): calibrate() under the host's pause ended the host's hold (onResume, and a press
  // started a run while the host's pause menu was up).
  it('calibrate() under the host\'s pause() waits, held and said so, for the host\'s start(), which plays the round', () => {
    const onResume = jest.fn();
    const { game, lastStatus } = play({ onResume });
    game.start();
    runFrames(10);
    game.pause();
    void game.calibrate();
    runFrames(30);
    tapKey(canvas);
    const held = { resumed: onResume.mock.calls.length, said: lastStatus().split(' · ')[0] };
    game.start();
    runFrames(2);
    expect({ held, resumed: onResume.mock.calls.length, said: lastStatus() }).toEqual({ held: { resumed: 0, said: 'Paused' }, resumed: 1, said: expect.stringMatching(/^Calibrating|^(Tap|Press)/) });
    game.destroy();
  });

  it('measures a Bluetooth-sized latency: taps 300 ms late set 300 ms, inside the range', async () => {
    const { game } = play();
    const promise = game.calibrate();
    let frame = 0;
    for (let click = 0; click < 8; click++) {
      const target = framesTo(click, 18);
      runFrames(target - frame);
      frame = target;
      tapKey(canvas);
    }
    runFrames(60);
    await expect(promise).resolves.toBe(300);
    game.destroy();
  });

  it('clicks eight times on the audio clock', async () => {
    installAudio();
    const { game } = play();
    const promise = game.calibrate();
    const [context] = FakeAudioContext.instances;
    runFrames(400);
    await expect(promise).resolves.toBe(0);
    expect(context?.oscillators.filter((oscillator) => oscillator.type === 'square')).toHaveLength(8);
    game.destroy();
  });

  it('draws a pulsing circle, gentler with reduced motion', () => {
    const radii = (reducedMotion: boolean) => {
      calls.length = 0;
      const { game } = play({ reducedMotion });
      void game.calibrate();
      calls.length = 0;
      runFrames(framesTo(0, 1) + 40);
      const sizes = new Set(calls.filter((call) => call.name === 'arc').map((call) => Math.round(call.args[2] as number)));
      game.destroy();
      return sizes.size;
    };
    expect(radii(false)).toBeGreaterThan(2);
    expect(radii(true)).toBe(1);
  });

  it('leaves the latency unchanged with too few taps, or when reset or destroyed', async () => {
    const { game, lastStatus } = play({}, { latency: 25 });
    const few = game.calibrate();
    runFrames(framesTo(1, 0));
    tapKey(canvas);
    runFrames(400);
    await expect(few).resolves.toBe(25);
    expect(lastStatus()).toMatch(/latency unchanged · Press Space or click to start$/);

    const reset = game.calibrate();
    runFrames(10);
    game.reset();
    await expect(reset).resolves.toBe(25);

    const destroyed = game.calibrate();
    game.destroy();
    await expect(destroyed).resolves.toBe(25);
    await expect(game.calibrate()).resolves.toBe(25);
  });
});

describe('lifecycle', () => {
  it('removes every listener, timer and frame request on destroy', () => {
    installAudio();
    const { added, removed } = spyOnListeners([canvas, document, window]);
    const { game, onStatus, onScore } = play();
    game.start();
    runFrames(5);
    game.destroy();
    expect(removed).toEqual(expect.arrayContaining(added));
    expect(frames.size).toBe(0);
    expect(jest.getTimerCount()).toBe(0);
    expect(FakeAudioContext.instances[0]?.state).toBe('closed');
    onStatus.mockClear();
    onScore.mockClear();
    game.start();
    tapKey(canvas);
    jest.advanceTimersByTime(5 * statusInterval);
    expect(frames.size).toBe(0);
    expect(FakeAudioContext.instances).toHaveLength(1);
    expect(onStatus).not.toHaveBeenCalled();
    expect(onScore).not.toHaveBeenCalled();
  });

  it('pauses while the tab is hidden and resumes where it was', () => {
    const { game, judgements } = play({ autoStart: true });
    runFrames(100);
    fake.setHidden(true);
    jest.advanceTimersByTime(5000);
    fake.setHidden(false);
    jest.advanceTimersByTime(resumeCountdownSeconds * 1000);
    runFrames(framesToFirstBeat - 100);
    tapKey(canvas);
    expect(judgements.at(-1)?.grade).toBe('Perfect');
    game.destroy();
  });
});

describe('the canonical game (issue 37, 38)', () => {
  const setActivation = (isActive: boolean | null) =>
    Object.defineProperty(navigator, 'userActivation', { configurable: true, value: isActive === null ? undefined : { isActive } });
  afterEach(() => setActivation(null));

  it('no note is due before audio can sound: a run started outside a gesture holds at its first moment until the first input, which is not judged', () => {
    installAudio();
    const { game, judgements, lastStatus } = play({ autoStart: true });
    runFrames(framesToFirstBeat + 200);
    expect(judgements).toEqual([]);
    // The status says what the canvas shows: the run has not begun, and how to begin it (review 55, js-a-2).
    expect(lastStatus()).toBe(`Ready · Two · 60 BPM · 2 notes · ${prompt('start', 'keys')}`);
    tapKey(canvas);
    expect(lastStatus()).toBe('Score 0 · combo 0 · 1×');
    const [context] = FakeAudioContext.instances;
    expect(context?.state).toBe('running');
    expect(judgements).toEqual([]);
    // Every frame now steps 1/60 s (the run's own first frame, of 0 s, is long past).
    runFrames(framesToFirstBeat - 1 + 2);
    tapKey(canvas);
    expect(judgements.at(-1)).toMatchObject({ grade: 'Perfect', note: 0 });
    expect(judgements.at(-1)?.offsetMs).toBeCloseTo(33.3, 0);
    game.destroy();
  });

  // Review 62 (js-a-1): the status kept saying "Ready · … · Press Space or click to start" for the status's pace (1 s)
  // after the press that started the run: the line read at the start was the one already said.
  it('says the run has begun at the frame after the press that starts it (a key, a click, or the first touch after a start() outside a gesture), not at the status\'s pace', () => {
    installAudio();
    const waiting = `Ready · Two · 60 BPM · 2 notes · ${prompt('start', 'keys')}`;
    for (const how of ['key', 'click', 'start'] as const) {
      setActivation(how !== 'start');
      const { game, onStatus } = play();
      runFrames(5);
      expect(onStatus.mock.calls.at(-1)?.[0]).toBe(waiting);
      if (how === 'key') tapKey(canvas);
      else if (how === 'click') {
        canvas.dispatchEvent(new MouseEvent('pointerdown', { button: 0 }));
        canvas.dispatchEvent(new MouseEvent('pointerup', { button: 0 }));
      } else {
        game.start();
        FakeAudioContext.instances.at(-1)?.resume.mockImplementation(() => Promise.resolve());
        FakeAudioContext.instances.at(-1)!.state = 'suspended';
        runFrames(3);
        expect(onStatus.mock.calls.at(-1)?.[0]).toBe(waiting);
        // The player's first touch lets the sound start: the song begins with it.
        canvas.dispatchEvent(new Event('pointerup'));
      }
      runFrames(1);
      expect({ how, said: onStatus.mock.calls.at(-1)?.[0] }).toEqual({ how, said: 'Score 0 · combo 0 · 1×' });
      game.destroy();
    }
    setActivation(true);
  });

  it('sound let in by a release (Android grants it on pointerup) starts the song; the next press is judged, not swallowed', () => {
    installAudio();
    const { game, judgements } = play({ autoStart: true });
    runFrames(30);
    canvas.dispatchEvent(new Event('pointerup'));
    expect(FakeAudioContext.instances[0]?.state).toBe('running');
    runFrames(framesToFirstBeat - 1 + 2);
    tapKey(canvas);
    expect(judgements.at(-1)).toMatchObject({ grade: 'Perfect', note: 0 });
    game.destroy();
  });

  it('start() outside a user gesture waits for the first input too; inside one it plays at once', () => {
    installAudio();
    setActivation(false);
    const late = play();
    late.game.start();
    FakeAudioContext.instances[0]?.resume.mockImplementation(() => Promise.resolve());
    FakeAudioContext.instances[0]!.state = 'suspended';
    runFrames(framesToFirstBeat + 200);
    expect(late.judgements).toEqual([]);
    late.game.destroy();
    setActivation(true);
    const now = play();
    now.game.start();
    runFrames(framesToFirstBeat + 200);
    expect(now.judgements.map((judgement) => judgement.grade)).toEqual(['Miss', 'Miss']);
    now.game.destroy();
  });

  it('resumes the AudioContext on a touch\'s release too (pointerup, touchend, click), and asks for playback where navigator.audioSession exists', () => {
    installAudio();
    const session = { type: 'auto' };
    Object.defineProperty(navigator, 'audioSession', { configurable: true, value: session });
    const { game } = play();
    game.start();
    const [context] = FakeAudioContext.instances;
    expect(session.type).toBe('playback');
    // Android may not count a touch's pointerdown as the activation that lets sound start: the context stays suspended.
    context?.resume.mockImplementation(() => Promise.resolve());
    if (context) context.state = 'suspended';
    for (const type of ['pointerup', 'touchend', 'click']) {
      const before = context?.resume.mock.calls.length ?? 0;
      canvas.dispatchEvent(new Event(type));
      expect([type, context?.resume.mock.calls.length]).toEqual([type, before + 1]);
    }
    // N7: the session is the page's; destroy() gives it back the type it had.
    game.destroy();
    expect(session.type).toBe('auto');
    Object.defineProperty(navigator, 'audioSession', { configurable: true, value: undefined });
  });

  it('two games on one page share its audio session: it stays "playback" until the last of them closes, then goes back to the type it had (review 34, JS R34-2)', () => {
    installAudio();
    const session = { type: 'auto' };
    Object.defineProperty(navigator, 'audioSession', { configurable: true, value: session });
    const [first, second] = [new ClackAudio(window, false), new ClackAudio(window, false)];
    first.wake();
    second.wake();
    expect(session.type).toBe('playback');
    first.close();
    expect(session.type).toBe('playback');
    first.close();
    expect(session.type).toBe('playback');
    second.close();
    expect(session.type).toBe('auto');
    Object.defineProperty(navigator, 'audioSession', { configurable: true, value: undefined });
  });

  it('shows the start prompt in the words of the player\'s hands: keys and mouse, then touch after a finger (player-words.ts)', () => {
    const { game } = play();
    const drawn = () => {
      calls.length = 0;
      game.render();
      return calls.filter((call) => call.name === 'fillText').map((call) => String(call.args[0]));
    };
    expect(drawn().join(' ')).toContain(prompt('start', 'keys'));
    const finger = new MouseEvent('pointerdown', { button: 0 });
    Object.defineProperty(finger, 'pointerType', { value: 'touch' });
    // The finger's press starts the run (as any press on a waiting game); back in ready, the prompt is a finger's.
    canvas.dispatchEvent(finger);
    game.reset();
    expect(drawn().join(' ')).toContain(prompt('start', 'touch'));
    expect(drawn().join(' ')).not.toContain(prompt('start', 'keys'));
    game.destroy();
  });

  it('keeps a calibration per device (localStorage): a game made later reads it at start, a restart keeps it', async () => {
    const framesTo = (click: number, lateFrames: number) => 1 + 60 + 40 * click + lateFrames;
    const first = play();
    const promise = first.game.calibrate();
    let frame = 0;
    for (let click = 0; click < 8; click++) {
      runFrames(framesTo(click, 3) - frame);
      frame = framesTo(click, 3);
      tapKey(canvas);
    }
    runFrames(60);
    await expect(promise).resolves.toBe(50);
    first.game.destroy();
    expect(localStorage.getItem(latencyStorageKey)).toBe('50');
    // A game given no latency plays the stored one, and a restart keeps it.
    const offsetOfALateTap = (options: RhythmClackerOptions, overrides: Partial<RhythmClackerValues>) => {
      const later = play(options, overrides);
      later.game.start();
      tapKey(canvas, 'r');
      runFrames(framesToFirstBeat + 3);
      tapKey(canvas);
      later.game.destroy();
      return later.judgements.at(-1)?.offsetMs;
    };
    expect(offsetOfALateTap({}, { latency: undefined })).toBeCloseTo(0, 0);
    // K10: a latency given as null (a cleared field, `props.latency ?? null`) is none given: the stored one plays.
    expect(offsetOfALateTap({}, { latency: null as unknown as undefined })).toBeCloseTo(0, 0);
    // N6: a latency the host gives wins over the stored one; storage: false reads none; a named key reads its own.
    expect(offsetOfALateTap({}, { latency: 0 })).toBeCloseTo(50, 0);
    expect(offsetOfALateTap({ storage: false }, { latency: undefined })).toBeCloseTo(50, 0);
    expect(offsetOfALateTap({ storage: 'my-game:latency' }, { latency: undefined })).toBeCloseTo(50, 0);
    localStorage.setItem('my-game:latency', '50');
    expect(offsetOfALateTap({ storage: 'my-game:latency' }, { latency: undefined })).toBeCloseTo(0, 0);
  });

  it('storage: false keeps no calibration on the device, and a named key keeps it there (N6)', async () => {
    const calibrateLate = async (options: RhythmClackerOptions) => {
      const framesTo = (click: number, lateFrames: number) => 1 + 60 + 40 * click + lateFrames;
      const game = play(options).game;
      const promise = game.calibrate();
      let frame = 0;
      for (let click = 0; click < 8; click++) {
        runFrames(framesTo(click, 3) - frame);
        frame = framesTo(click, 3);
        tapKey(canvas);
      }
      runFrames(60);
      await expect(promise).resolves.toBe(50);
      game.destroy();
    };
    await calibrateLate({ storage: false });
    expect(Object.keys(localStorage)).toEqual([]);
    await calibrateLate({ storage: 'my-game:latency' });
    expect(Object.keys(localStorage)).toEqual(['my-game:latency']);
    localStorage.clear();
  });

  it('a BPM or beat map change mid-run starts the song over: score 0 once, no old clack left sounding', () => {
    installAudio();
    const { game, judgements, onScore } = play({}, { beatMap: 1 });
    game.start();
    runFrames(framesToFirstBeat);
    tapKey(canvas);
    expect(judgements.at(-1)?.grade).toBe('Perfect');
    const [context] = FakeAudioContext.instances;
    // The clack of note 1 is queued (stopped once, at its end, when scheduled).
    const queued = context?.oscillators.filter((oscillator) => oscillator.type === 'triangle' && oscillator.createdAt > 0.5) ?? [];
    expect(queued.length).toBeGreaterThan(0);
    game.update({ bpm: 90 });
    expect(onScore.mock.calls.at(-1)).toEqual([0]);
    expect(queued.every((oscillator) => oscillator.stop.mock.calls.length === 2)).toBe(true);
    // The song starts over: note 1, due within the next second of the old song, is not passed as a Miss.
    runFrames(60);
    expect(judgements.map((judgement) => judgement.grade)).toEqual(['Perfect']);
    const scores = onScore.mock.calls.length;
    game.update({ bpm: 120 });
    expect(onScore.mock.calls.length).toBe(scores);
    game.destroy();
  });
});
