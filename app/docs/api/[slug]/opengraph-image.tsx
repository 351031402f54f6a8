import { socialCard, socialCardSize, socialCardType } from '@/components/site/social-card';
import { kitApis } from '@/content/kit-api';
import { apiPageCopy } from '@/content/kit-api/pages';
import { mechanicBySlug } from '@/lib/mechanics';

type Props = { params: Promise<{ slug: string }> };

export const alt = 'A Microloop API reference card: the template’s name and its three engines';
export const size = socialCardSize;
export const contentType = socialCardType;
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return kitApis.map((api) => ({ slug: api.slug }));
}

export default async function Image({ params }: Props) {
  const mechanic = mechanicBySlug((await params).slug);
  if (!mechanic) throw new Error('No template for this card');
  return socialCard({ eyebrow: apiPageCopy.eyebrow, title: apiPageCopy.title(mechanic.name), description: 'Settings, signals, events and methods in Unity, Godot and JavaScript.' });
}
