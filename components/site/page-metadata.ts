import type { Metadata } from 'next';
import { absoluteUrl, site } from '@/content/site';

/** `feed`: a feed the page links to as `<link rel="alternate">` (its absolute URL, its type and title). */
type PageMetadataInput = { title: string; description: string; path: string; feed?: { url: string; type: string; title: string } };

/** Title, description, canonical URL and Open Graph tags for one route. */
export function pageMetadata({ title, description, path, feed }: PageMetadataInput): Metadata {
  const url = absoluteUrl(path);
  return {
    title,
    description,
    alternates: { canonical: url, ...(feed && { types: { [feed.type]: [{ url: feed.url, title: feed.title }] } }) },
    openGraph: { title: `${title} · ${site.name}`, description, url, siteName: site.name, type: 'website', locale: 'en_US' },
    twitter: { card: 'summary_large_image', title: `${title} · ${site.name}`, description },
  };
}
