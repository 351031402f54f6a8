import { notFound } from 'next/navigation';
import { pageMetadata } from '@/components/site/page-metadata';
import { PageHero } from '@/components/ui/page-hero';
import { KitApiReference } from '@/components/docs/kit-api-reference';
import { kitApiFor, kitApis } from '@/content/kit-api';
import { apiPageCopy } from '@/content/kit-api/pages';
import { apiReferencePath } from '@/content/docs';
import { templatePath } from '@/content/templates';
import { mechanicBySlug } from '@/lib/mechanics';

type Props = { params: Promise<{ slug: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return kitApis.map((api) => ({ slug: api.slug }));
}

export async function generateMetadata({ params }: Props) {
  const { slug } = await params;
  const mechanic = mechanicBySlug(slug);
  if (!mechanic) return {};
  return pageMetadata({ title: apiPageCopy.title(mechanic.name), description: apiPageCopy.metaDescription(mechanic.name), path: apiReferencePath(slug) });
}

export default async function Page({ params }: Props) {
  const { slug } = await params;
  const api = kitApiFor(slug);
  const mechanic = mechanicBySlug(slug);
  if (!api || !mechanic) notFound();
  return (
    <>
      <PageHero eyebrow={apiPageCopy.eyebrow} title={apiPageCopy.title(mechanic.name)} description={apiPageCopy.intro(mechanic.name)} />
      <KitApiReference api={api} mechanic={mechanic} templateHref={templatePath(mechanic)} />
    </>
  );
}
