import { act, render, screen } from '@testing-library/react';
import { BoardMotion, IDLE_MS, landingIterations } from './board-motion';

type FakeAnimation = {
  playState: AnimationPlayState;
  iterations: number;
  computed: { currentIteration: number; progress: number };
  play: jest.Mock;
  pause: jest.Mock;
  effect: { getTiming: () => { iterations: number }; getComputedTiming: () => { currentIteration: number; progress: number }; updateTiming: jest.Mock };
};

function fakeAnimation(playState: AnimationPlayState, computed: { currentIteration: number; progress: number }): FakeAnimation {
  const animation: FakeAnimation = {
    playState,
    iterations: 1.82,
    computed,
    play: jest.fn(() => (animation.playState = 'running')),
    pause: jest.fn(() => (animation.playState = 'paused')),
    effect: {
      getTiming: () => ({ iterations: animation.iterations }),
      getComputedTiming: () => animation.computed,
      updateTiming: jest.fn(({ iterations }: { iterations: number }) => (animation.iterations = iterations)),
    },
  };
  return animation;
}

let intersect: (visible: boolean) => void = () => {};

beforeEach(() => {
  jest.useFakeTimers();
  window.IntersectionObserver = class {
    constructor(callback: IntersectionObserverCallback) {
      intersect = (visible) => callback([{ isIntersecting: visible } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
    }
    observe() {}
    disconnect() {}
  } as unknown as typeof IntersectionObserver;
});

afterEach(() => {
  jest.useRealTimers();
  // @ts-expect-error jsdom has no Web Animations; each test installs its own.
  delete HTMLElement.prototype.getAnimations;
});

function renderBoard(animations: FakeAnimation[]) {
  HTMLElement.prototype.getAnimations = () => animations as unknown as Animation[];
  render(
    <BoardMotion>
      <svg />
    </BoardMotion>,
  );
}

describe('landingIterations', () => {
  it('lands in this cycle while the ball is still falling, else in the next one', () => {
    expect(landingIterations(3, 0.5)).toBeCloseTo(3.82);
    expect(landingIterations(3, 0.9)).toBeCloseTo(4.82);
  });
});

describe('BoardMotion', () => {
  it('is one decorative board, hidden from assistive tech', () => {
    renderBoard([]);
    expect(screen.getByTestId('peg-board')).toHaveAttribute('aria-hidden', 'true');
  });

  it('wakes landed balls on a pointer move and lands them again after the idle time', () => {
    const landed = fakeAnimation('finished', { currentIteration: 1, progress: 0.82 });
    renderBoard([landed]);
    act(() => void window.dispatchEvent(new Event('pointermove')));
    expect(landed.iterations).toBe(Infinity);
    expect(landed.play).toHaveBeenCalledTimes(1);

    landed.computed = { currentIteration: 5, progress: 0.3 };
    act(() => void jest.advanceTimersByTime(IDLE_MS - 1));
    expect(landed.iterations).toBe(Infinity);
    act(() => void jest.advanceTimersByTime(1));
    expect(landed.iterations).toBeCloseTo(5.82);
  });

  it('a scroll keeps them awake: the idle time starts again', () => {
    const ball = fakeAnimation('running', { currentIteration: 0, progress: 0.1 });
    renderBoard([ball]);
    act(() => void window.dispatchEvent(new Event('scroll')));
    act(() => void jest.advanceTimersByTime(IDLE_MS - 1000));
    jest.spyOn(performance, 'now').mockReturnValue(performance.now() + 5000);
    act(() => void window.dispatchEvent(new Event('scroll')));
    act(() => void jest.advanceTimersByTime(IDLE_MS - 1000));
    expect(ball.iterations).toBe(Infinity);
    act(() => void jest.advanceTimersByTime(1000));
    expect(ball.iterations).not.toBe(Infinity);
  });

  it('pauses out of view and carries on in view', () => {
    const ball = fakeAnimation('running', { currentIteration: 0, progress: 0.1 });
    const landed = fakeAnimation('finished', { currentIteration: 1, progress: 0.82 });
    renderBoard([ball, landed]);
    act(() => intersect(false));
    expect(ball.pause).toHaveBeenCalledTimes(1);
    expect(landed.pause).not.toHaveBeenCalled();
    act(() => intersect(true));
    expect(ball.play).toHaveBeenCalledTimes(1);
    expect(landed.play).not.toHaveBeenCalled();
  });
});
