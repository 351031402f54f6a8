import { SectionHeading } from '@/components/ui/section-heading';

export function DocsHero() {
  return (
    <div className="relative overflow-hidden border-b border-border">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-32 left-1/2 h-64 w-[40rem] -translate-x-1/2 rounded-full bg-accent/20 blur-3xl"
      />
      <div className="container-page relative py-14 sm:py-20">
        <SectionHeading
          level="h1"
          eyebrow="Docs"
          title="Documentation & Tutorials"
          description="Everything you need to get a Microloop template from download to a playable build: a three-step start, tutorials, copy-paste code and a reference for Unity, Godot and JavaScript."
        />
      </div>
    </div>
  );
}
