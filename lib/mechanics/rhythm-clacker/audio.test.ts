import { ClackAudio } from './audio';

/** A host context whose getOutputTimestamp() reports what the test sets: the output's true offset, or a late callback's stamp. */
function hostOutput() {
  const context = {
    state: 'running',
    currentTime: 10,
    outputLatency: 0.02,
    baseLatency: 0.005,
    stamp: { contextTime: 10, performanceTime: 5_000 } as AudioTimestamp | undefined,
    getOutputTimestamp() {
      return context.stamp;
    },
    createGain: () => ({ gain: { setValueAtTime: jest.fn() }, connect: jest.fn(), disconnect: jest.fn() }),
  };
  const audio = new ClackAudio(window, false, { context } as unknown as AudioNode);
  audio.wake();
  return { audio, context };
}

/** The output plays audio time `5 s + offset` at performance time 5,000 ms; a reading at `nowMs` of a callback `lateMs` late. */
function read(context: ReturnType<typeof hostOutput>['context'], nowMs: number, lateMs = 0) {
  const contextTime = 10 + (nowMs - 5_000) / 1000;
  context.stamp = { contextTime, performanceTime: nowMs + lateMs };
}

/** A game's per-frame readings: `frames` frames of 16 ms from `fromMs`, each stamped `lateMs` late. */
function readFrames(audio: ClackAudio, context: ReturnType<typeof hostOutput>['context'], fromMs: number, frames: number, lateMs = 0) {
  for (let frame = 0; frame < frames; frame++) {
    read(context, fromMs + frame * 16, lateMs);
    audio.heardAt(fromMs + frame * 16, fromMs + frame * 16);
  }
}

describe('ClackAudio.heardAt', () => {
  it('maps a performance time onto the audio heard then, from getOutputTimestamp()', () => {
    const { audio, context } = hostOutput();
    read(context, 5_100);
    expect(audio.heardAt(5_090, 5_100)).toBeCloseTo(10.09, 9);
  });

  it('keeps the output\'s own offset through a reading of a callback that ran late (a single stamp 2.4 ms late moved a judged tap by 2.4 ms)', () => {
    const { audio, context } = hostOutput();
    readFrames(audio, context, 5_000, 10);
    read(context, 5_170, 2.4);
    expect(audio.heardAt(5_165, 5_170)).toBeCloseTo(10.165, 9);
  });

  it('takes a move of the output larger than a late callback (an output that fell behind, a pause) at once', () => {
    const { audio, context } = hostOutput();
    readFrames(audio, context, 5_000, 10);
    // The audio thread starved for 40 ms: the output plays what it held 40 ms later than before.
    read(context, 5_200, 40);
    expect(audio.heardAt(5_200, 5_200)).toBeCloseTo(10.16, 9);
  });

  it('forgets the readings past its window: a small lasting move of the output is taken within 0.3 s', () => {
    const { audio, context } = hostOutput();
    readFrames(audio, context, 5_000, 10);
    readFrames(audio, context, 5_200, 30, 3);
    expect(audio.heardAt(5_664, 5_664)).toBeCloseTo(10.661, 9);
  });

  it('falls back to currentTime less the reported output delay where getOutputTimestamp() reports nothing', () => {
    const { audio, context } = hostOutput();
    context.stamp = { contextTime: 0, performanceTime: 0 };
    expect(audio.heardAt(990, 1_000)).toBeCloseTo(10 - 0.025 - 0.01, 9);
  });
});
