import { socialCard, socialCardSize, socialCardType } from '@/components/site/social-card';
import { socialCardAlt, socialCards } from '@/content/social-cards';

export const alt = socialCardAlt(socialCards.community);
export const size = socialCardSize;
export const contentType = socialCardType;
export const dynamic = 'force-static';

export default function Image() {
  return socialCard(socialCards.community);
}
