import type { Metadata } from 'next';
import { site } from '@/content/site';
import { pageMetadata } from '@/components/site/page-metadata';
import { Hero } from '@/components/home/hero';
import { Testimonial } from '@/components/home/testimonial';
import { FeatureGrid } from '@/components/home/feature-grid';
import { Pricing } from '@/components/home/pricing';
import { ClosingCta } from '@/components/home/closing-cta';
import { OrganizationJsonLd } from '@/components/home/organization-json-ld';

const title = 'Microgame templates for Unity, Godot and JavaScript';

export const metadata: Metadata = {
  ...pageMetadata({
    title,
    description:
      'Design, test and export microgames in minutes: Plinko drops, tap, rhythm, memory, bounce chain and timing wheel templates, tuned live in the playground.',
    path: '/',
  }),
  // The root layout's title template skips its own segment, so Home names the brand itself.
  title: { absolute: `${site.name} · ${title}` },
};

export default function HomePage() {
  return (
    <>
      <OrganizationJsonLd />
      <Hero />
      <Testimonial />
      <FeatureGrid />
      <Pricing />
      <ClosingCta />
    </>
  );
}
