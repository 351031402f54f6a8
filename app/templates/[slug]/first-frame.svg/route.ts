import { firstFrameSvg } from '@/components/mechanic/first-frame';
import { templates, templateSlug } from '@/content/templates';

type Context = { params: Promise<{ slug: string }> };

// Written once at build time: the still each template page shows in its game area before Play.
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return templates.map((template) => ({ slug: templateSlug(template) }));
}

export async function GET(_request: Request, { params }: Context) {
  const svg = await firstFrameSvg((await params).slug);
  if (!svg) return new Response('No such template', { status: 404 });
  return new Response(svg, { headers: { 'Content-Type': 'image/svg+xml; charset=utf-8' } });
}
