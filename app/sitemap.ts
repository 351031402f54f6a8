import type { MetadataRoute } from 'next';
import { absoluteUrl, site } from '@/content/site';
import { templatePath, templates } from '@/content/templates';
import { docsPagePaths } from '@/content/docs-pages';

export const dynamic = 'force-static';

const routes = [...site.nav.map((link) => link.href), ...templates.map(templatePath), ...docsPagePaths, '/privacy', '/terms'];

export default function sitemap(): MetadataRoute.Sitemap {
  return routes.map((path) => ({ url: absoluteUrl(path), changeFrequency: 'weekly', priority: path === '/' ? 1 : 0.7 }));
}
