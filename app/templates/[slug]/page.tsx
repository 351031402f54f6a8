import { notFound } from 'next/navigation';
import { pageMetadata } from '@/components/site/page-metadata';
import { TemplatePage } from '@/components/template-page/template-page';
import { releasesFeedLink } from '@/components/template-page/releases-feed';
import { templateBySlug, templatePageCopy, templatePath, templates, templateSlug } from '@/content/templates';

type Props = { params: Promise<{ slug: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return templates.map((template) => ({ slug: templateSlug(template) }));
}

export async function generateMetadata({ params }: Props) {
  const template = templateBySlug((await params).slug);
  if (!template) return {};
  return pageMetadata({ title: template.name, description: templatePageCopy.metaDescription(template), path: templatePath(template), feed: releasesFeedLink() });
}

export default async function Page({ params }: Props) {
  const template = templateBySlug((await params).slug);
  if (!template) notFound();
  return <TemplatePage template={template} />;
}
