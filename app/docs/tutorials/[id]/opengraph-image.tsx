import { socialCard, socialCardSize, socialCardType } from '@/components/site/social-card';
import { tutorialPageCopy } from '@/content/tutorial-pages';
import { tutorials } from '@/content/tutorials';

type Props = { params: Promise<{ id: string }> };

export const alt = 'A Microloop tutorial card: its title, difficulty and length';
export const size = socialCardSize;
export const contentType = socialCardType;
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return tutorials.map((tutorial) => ({ id: tutorial.id }));
}

export default async function Image({ params }: Props) {
  const { id } = await params;
  const tutorial = tutorials.find((candidate) => candidate.id === id);
  if (!tutorial) throw new Error('No tutorial for this card');
  return socialCard({ eyebrow: tutorialPageCopy.eyebrow(tutorial), title: tutorial.title, description: tutorial.description, facts: [tutorial.difficulty, tutorial.duration] });
}
