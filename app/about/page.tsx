import { pageMetadata } from '@/components/site/page-metadata';
import { AboutHero } from '@/components/about/about-hero';
import { Mission } from '@/components/about/mission';
import { Values } from '@/components/about/values';
import { Story } from '@/components/about/story';

export const metadata = pageMetadata({
  title: 'About',
  description:
    'Why Microloop exists: our mission, the Plinko philosophy, the four values behind every template, and how one game-jam peg board became a studio.',
  path: '/about',
});

export default function AboutPage() {
  return (
    <>
      <AboutHero />
      <Mission />
      <Values />
      <Story />
    </>
  );
}
