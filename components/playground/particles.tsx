import { LazyMotion } from 'framer-motion';
import type { PhysicsDropperValues } from '@/lib/mechanics/physics-dropper/params';
import { Particle, type StageSize } from './particle';

const loadFeatures = () => import('./motion-features').then((module) => module.default);

type ParticlesProps = { count: number; run: number; settings: PhysicsDropperValues; size: StageSize; reducedMotion: boolean };

/** The running particles; loaded on demand, so framer-motion is not part of the page's first load. */
export default function Particles({ count, ...props }: ParticlesProps) {
  return (
    <LazyMotion features={loadFeatures} strict>
      {Array.from({ length: count }, (_, id) => (
        <Particle key={id} id={id} {...props} />
      ))}
    </LazyMotion>
  );
}
