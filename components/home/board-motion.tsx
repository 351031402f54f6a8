'use client';

import { useEffect, useRef, type ReactNode } from 'react';

/** After this long without a pointer move or a scroll, the balls finish their drop and land. */
export const IDLE_MS = 20_000;
/** Where in a drop's cycle a ball sits in its slot (peg-board.module.css: 62%–82% of a cycle). */
export const LANDED = 0.82;

/** The iteration count that ends an animation at the next landing from where it is now. */
export function landingIterations(currentIteration: number, progress: number) {
  return (progress <= LANDED ? currentIteration : currentIteration + 1) + LANDED;
}

/**
 * Lets the hero's balls rest: their CSS drops each once and lands; a pointer move or a scroll wakes
 * them, and they land again after IDLE_MS without either; out of view they pause. Without JavaScript
 * the CSS alone drops a few times and lands. With reduced motion nothing animates, so nothing to do.
 */
export function BoardMotion({ children }: { children: ReactNode }) {
  const board = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = board.current;
    if (!element || typeof element.getAnimations !== 'function') return;
    const animations = () => element.getAnimations({ subtree: true });
    let visible = true;
    let idle = 0;
    let lastWake = Number.NEGATIVE_INFINITY;

    const settle = () => {
      for (const animation of animations()) {
        const { currentIteration, progress } = animation.effect?.getComputedTiming() ?? {};
        if (currentIteration == null || progress == null) continue;
        animation.effect?.updateTiming({ iterations: landingIterations(currentIteration, progress) });
      }
    };

    const wake = () => {
      // A moving pointer fires often; once a second is enough to keep the balls awake.
      if (performance.now() - lastWake < 1000) return;
      lastWake = performance.now();
      window.clearTimeout(idle);
      idle = window.setTimeout(settle, IDLE_MS);
      for (const animation of animations()) {
        if (animation.effect?.getTiming().iterations !== Infinity) animation.effect?.updateTiming({ iterations: Infinity });
        // A landed ball carries on from its slot: it fades out and drops again.
        if (visible && animation.playState !== 'running') animation.play();
      }
    };

    const observer = new IntersectionObserver(([entry]) => {
      visible = entry?.isIntersecting ?? true;
      for (const animation of animations()) {
        if (!visible && animation.playState === 'running') animation.pause();
        else if (visible && animation.playState === 'paused') animation.play();
      }
    });
    observer.observe(element);
    window.addEventListener('pointermove', wake, { passive: true });
    window.addEventListener('scroll', wake, { passive: true });
    return () => {
      observer.disconnect();
      window.removeEventListener('pointermove', wake);
      window.removeEventListener('scroll', wake);
      window.clearTimeout(idle);
    };
  }, []);

  return (
    <div ref={board} className="relative" aria-hidden="true" data-testid="peg-board">
      {children}
    </div>
  );
}
