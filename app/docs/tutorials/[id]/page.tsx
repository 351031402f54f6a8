import { notFound } from 'next/navigation';
import { pageMetadata } from '@/components/site/page-metadata';
import { PageHero } from '@/components/ui/page-hero';
import { TutorialArticle } from '@/components/docs/tutorial-article';
import { tutorialPageCopy } from '@/content/tutorial-pages';
import { tutorialPath, tutorials } from '@/content/tutorials';
import { templateBySlug, templatePath } from '@/content/templates';

type Props = { params: Promise<{ id: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return tutorials.map((tutorial) => ({ id: tutorial.id }));
}

const tutorialById = (id: string) => tutorials.find((tutorial) => tutorial.id === id);

export async function generateMetadata({ params }: Props) {
  const tutorial = tutorialById((await params).id);
  if (!tutorial) return {};
  return pageMetadata({ title: tutorial.title, description: tutorialPageCopy.metaDescription(tutorial), path: tutorialPath(tutorial.id) });
}

export default async function Page({ params }: Props) {
  const tutorial = tutorialById((await params).id);
  const template = tutorial && templateBySlug(tutorial.slug);
  if (!tutorial || !template) notFound();
  return (
    <>
      <PageHero eyebrow={tutorialPageCopy.eyebrow(tutorial)} title={tutorial.title} description={tutorial.description} />
      <TutorialArticle tutorial={tutorial} templateName={template.name} templateHref={templatePath(template)} />
    </>
  );
}
