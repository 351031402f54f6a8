import { Playground } from '@/components/playground/playground';
import { pageMetadata } from '@/components/site/page-metadata';
import { SectionHeading } from '@/components/ui/section-heading';
import { playgroundCopy } from '@/content/playground';

export const metadata = pageMetadata({
  title: 'Playground',
  description:
    'Tune the PhysicsDropper mechanic live (gravity, bounciness, speed, density) and export it to Unity, Godot, itch.io or JSON, right from your browser.',
  path: '/playground',
});

export default function PlaygroundPage() {
  return (
    <div className="container-page py-12 sm:py-16">
      <SectionHeading level="h1" eyebrow={playgroundCopy.eyebrow} title={playgroundCopy.title} description={playgroundCopy.intro} />
      <Playground />
    </div>
  );
}
