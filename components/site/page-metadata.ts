import type { Metadata } from 'next';
import { absoluteUrl, site } from '@/content/site';

type PageMetadataInput = { title: string; description: string; path: string };

/** Title, description, canonical URL and Open Graph tags for one route. */
export function pageMetadata({ title, description, path }: PageMetadataInput): Metadata {
  const url = absoluteUrl(path);
  return {
    title,
    description,
    alternates: { canonical: url },
    openGraph: { title: `${title} · ${site.name}`, description, url, siteName: site.name, type: 'website', locale: 'en_US' },
    twitter: { card: 'summary_large_image', title: `${title} · ${site.name}`, description },
  };
}
