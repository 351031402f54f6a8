import { cancelFrame, frame, LazyMotion, motionValue, type FrameData } from 'framer-motion';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { randomSeed } from '@/lib/mechanics/core/seed';
import { clearBins, recordBin } from '@/lib/mechanics/physics-dropper/bins-record';
import { board } from '@/lib/mechanics/physics-dropper/board';
import { DropperModel } from '@/lib/mechanics/physics-dropper/model';
import { particleCount, physicsDropperParams, type PhysicsDropperValues } from '@/lib/mechanics/physics-dropper/params';
import { Particle, type ParticleSlot } from './particle';
import { assignSlots, stageFrame, type StageSize } from './stage-frame';

const loadFeatures = () => import('./motion-features').then((module) => module.default);

const maxParticles = particleCount(Math.max(...physicsDropperParams.filter((spec) => spec.key === 'density').map((spec) => spec.max)));
/** A frame after a stall (a hidden tab, a long task) advances the board by at most this, as the canvas runtime's does. */
const maxFrameSeconds = 0.05;
/** With reduced motion the particles move at about 30 frames a second, as the template page's canvas does. */
const reducedFrameMs = 33;

type ParticlesProps = {
  count: number;
  settings: PhysicsDropperValues;
  size: StageSize;
  reducedMotion: boolean;
  /** The run's seed; a fresh random one when left out. */
  seed: number | undefined;
  /** The stage, which carries the run's seed and scored bins (data-seed, data-bins) for anyone comparing runs. */
  stage: RefObject<HTMLDivElement | null>;
};

function newSlot(): ParticleSlot {
  return { x: motionValue(0), y: motionValue(0), opacity: motionValue(0) };
}

/**
 * The running board: PhysicsDropper's model (the one the template page, the standalone build and the
 * kits run) stepped on framer-motion's frame loop, each ball shown by a particle element whose motion
 * values are set from the model. Loaded on demand, so neither is part of the page's first load.
 */
export default function Particles({ count, settings, size, reducedMotion, seed, stage }: ParticlesProps) {
  const [slots] = useState(() => Array.from({ length: maxParticles }, newSlot));
  const [run] = useState(() => {
    const runSeed = seed ?? randomSeed();
    return { seed: runSeed, model: new DropperModel(settings, runSeed) };
  });
  const latest = useRef({ count, size, reducedMotion });
  useEffect(() => {
    latest.current = { count, size, reducedMotion };
  });

  useEffect(() => run.model.update(settings), [run, settings]);

  useEffect(() => {
    const element = stage.current;
    if (element) {
      clearBins(element);
      element.setAttribute('data-seed', String(run.seed));
    }
    let shown: (number | null)[] = [];
    let last: number | null = null;
    let lastDraw = -Infinity;
    const tick = ({ timestamp }: FrameData) => {
      const seconds = last === null ? 0 : Math.min((timestamp - last) / 1000, maxFrameSeconds);
      last = timestamp;
      for (const event of run.model.step(seconds)) {
        if (event.type === 'score' && element) recordBin(element, event.bin);
      }
      const { count: shownCount, size: stageSize, reducedMotion: gentle } = latest.current;
      if (gentle && timestamp - lastDraw < reducedFrameMs) return;
      lastDraw = timestamp;
      const { balls } = run.model;
      shown = assignSlots(
        shown,
        balls.map((ball) => ball.id),
        shownCount,
      );
      const { scale, left, top } = stageFrame(stageSize);
      const radius = board.ballRadius * scale;
      slots.forEach((slot, index) => {
        const id = shown[index];
        const ball = id === null || id === undefined ? undefined : balls.find((candidate) => candidate.id === id);
        if (!ball) {
          slot.opacity.set(0);
          return;
        }
        slot.x.set(left + ball.x * scale - radius);
        slot.y.set(top + ball.y * scale - radius);
        slot.opacity.set(1);
      });
    };
    frame.update(tick, true);
    return () => cancelFrame(tick);
  }, [run, slots, stage]);

  const diameter = 2 * board.ballRadius * stageFrame(size).scale;
  return (
    <LazyMotion features={loadFeatures} strict>
      {slots.slice(0, count).map((slot, index) => (
        <Particle key={index} slot={slot} colour={index} diameter={diameter} />
      ))}
    </LazyMotion>
  );
}
