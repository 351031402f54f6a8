import { socialCard, socialCardSize, socialCardType } from '@/components/site/social-card';
import { templateSocialCard } from '@/content/social-cards';
import { templateBySlug, templates, templateSlug } from '@/content/templates';

type Props = { params: Promise<{ slug: string }> };

// One alt for every template card: per-card metadata (generateImageMetadata) cannot be exported statically.
export const alt = 'A Microloop template card: its name, rating, engine and action';
export const size = socialCardSize;
export const contentType = socialCardType;
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return templates.map((template) => ({ slug: templateSlug(template) }));
}

export default async function Image({ params }: Props) {
  const template = templateBySlug((await params).slug);
  if (!template) throw new Error('No template for this card');
  return socialCard(templateSocialCard(template));
}
